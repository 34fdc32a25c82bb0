import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, sentBody } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { checkSchedule, scheduleWindow, TIME_SLOTS } from "../model/schedule-form";
import { ScheduleButton } from "./schedule-button";

const MATCH = { matchId: 31, window: { from: "2026-11-02", until: "2026-11-18" } };

const SAVED = {
  id: 31,
  tournamentId: 4,
  date: "2026-11-17",
  time: "18:00",
  cancha: 3,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("schedule form", () => {
  it("offers the half hours from 08:00 to 21:00", () => {
    expect(TIME_SLOTS[0]).toBe("08:00");
    expect(TIME_SLOTS[1]).toBe("08:30");
    expect(TIME_SLOTS.at(-1)).toBe("21:00");
    expect(TIME_SLOTS).toHaveLength(27);
  });

  it("finds the tournament's start from a week's deadline", () => {
    expect(scheduleWindow({ week: 2, deadline: "2026-11-15", rescheduleUntil: "2026-11-18" })).toEqual({
      from: "2026-11-02",
      until: "2026-11-18",
    });
    expect(scheduleWindow({ week: 1, deadline: "2027-01-03", rescheduleUntil: "2027-01-06" }).from).toBe(
      "2026-12-28",
    );
  });

  it("refuses no day, a day that does not exist and a day out of the window", () => {
    const window = MATCH.window;
    expect(checkSchedule({ date: "", time: "", cancha: "" }, window)).toEqual({ ok: false, problem: "date" });
    expect(checkSchedule({ date: "31/02/2026", time: "", cancha: "" }, window)).toEqual({
      ok: false,
      problem: "noSuchDate",
    });
    expect(checkSchedule({ date: "2026-11-19", time: "", cancha: "" }, window)).toEqual({
      ok: false,
      problem: "outside",
    });
    expect(checkSchedule({ date: "2026-11-01", time: "", cancha: "" }, window)).toEqual({
      ok: false,
      problem: "outside",
    });
    expect(checkSchedule({ date: "2026-11-18", time: "18:30", cancha: "14" }, window)).toEqual({
      ok: true,
      body: { date: "2026-11-18", time: "18:30", cancha: 14 },
    });
  });
});

describe("ScheduleDialog", () => {
  it("sends the day, hour and cancha chosen", async () => {
    const fetchMock = mockFetch({ "PATCH /api/matches/31/schedule": { body: SAVED } });
    const user = userEvent.setup();
    renderWithProviders(<ScheduleButton match={MATCH} />);
    await user.click(screen.getByRole("button", { name: "Set day, hour and court" }));
    expect(screen.getByText("Any day from 02/11/2026 to 18/11/2026.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Day"), "17/11/2026");
    await user.selectOptions(screen.getByLabelText("Hour"), "18:00");
    await user.selectOptions(screen.getByLabelText("Court"), "3");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sentBody(fetchMock, "PATCH", "/api/matches/31/schedule")).toEqual({
      date: "2026-11-17",
      time: "18:00",
      cancha: 3,
    });
  });

  it("says a day out of the window before sending anything", async () => {
    const fetchMock = mockFetch({});
    const user = userEvent.setup();
    renderWithProviders(<ScheduleButton match={MATCH} />);
    await user.click(screen.getByRole("button", { name: "Set day, hour and court" }));
    await user.type(screen.getByLabelText("Day"), "25/11/2026");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Choose a day from 02/11/2026 to 18/11/2026.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's clash by its code, in Spanish too", async () => {
    mockFetch({
      "PATCH /api/matches/31/schedule": {
        status: 409,
        body: { error: "conflict", code: "schedule_clash", message: "Another match" },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ScheduleButton match={{ ...MATCH, date: "2026-11-17" }} />, undefined, "es");
    await user.click(screen.getByRole("button", { name: "Cambiar día, hora o cancha" }));
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Esa cancha está ocupada a esa hora");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("names who holds the court and books the next free slot in one tap", async () => {
    let calls = 0;
    const fetchMock = mockFetch({
      "PATCH /api/matches/31/schedule": () => {
        calls += 1;
        if (calls > 1) return { body: { ...SAVED, date: "2026-11-18", time: "08:00", cancha: 5 } };
        return {
          status: 409,
          body: {
            error: "conflict",
            code: "schedule_clash",
            message: "Cancha 5 is taken",
            fields: {
              cancha: {
                code: "schedule_clash",
                message: "Cancha 5 is taken",
                params: {
                  cancha: 5,
                  date: "2026-11-17",
                  time: "18:00",
                  heldBy: "Ana Mora Jiménez vs Bea Solís Quesada",
                  nextFree: { date: "2026-11-18", time: "08:00", cancha: 5 },
                },
              },
            },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ScheduleButton match={MATCH} />);
    await user.click(screen.getByRole("button", { name: "Set day, hour and court" }));
    await user.type(screen.getByLabelText("Day"), "17/11/2026");
    await user.selectOptions(screen.getByLabelText("Hour"), "18:00");
    await user.selectOptions(screen.getByLabelText("Court"), "5");
    await user.click(screen.getByRole("button", { name: "Save" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "Court 5 is taken at 18:00 (Ana Mora Jiménez vs Bea Solís Quesada): matches on one court start at least 90 minutes apart.",
    );
    expect(alert).toHaveTextContent("Next free slot: Wednesday, 18/11/2026, 08:00, court 5");
    await user.click(screen.getByRole("button", { name: "Take that slot" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const sent = fetchMock.mock.calls
      .filter(([, init]) => init?.method === "PATCH")
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    expect(sent).toEqual([
      { date: "2026-11-17", time: "18:00", cancha: 5 },
      { date: "2026-11-18", time: "08:00", cancha: 5 },
    ]);
  });

  it("names the busy player in Spanish, and says when no slot is free", async () => {
    mockFetch({
      "PATCH /api/matches/31/schedule": {
        status: 409,
        body: {
          error: "conflict",
          code: "player_busy",
          message: "Busy",
          fields: {
            time: {
              code: "player_busy",
              message: "Busy",
              params: {
                playerId: 12,
                player: "María José Quesada Villalobos",
                date: "2026-11-17",
                time: "17:30",
                cancha: 2,
                nextFree: null,
              },
            },
          },
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <ScheduleButton match={{ ...MATCH, date: "2026-11-17", time: "18:00" }} />,
      undefined,
      "es",
    );
    await user.click(screen.getByRole("button", { name: "Cambiar día, hora o cancha" }));
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("María José Quesada Villalobos juega otro partido a las 17:30");
    expect(alert).toHaveTextContent(
      "No hay ningún horario libre en los días en que se puede jugar este partido. Elija otro día o pídale al club que lo programe.",
    );
    expect(screen.queryByRole("button", { name: "Tomar ese horario" })).not.toBeInTheDocument();
  });

  it("says the day's moves are spent", async () => {
    mockFetch({
      "PATCH /api/matches/31/schedule": {
        status: 429,
        headers: { "Retry-After": "20000" },
        body: {
          error: "too_many_requests",
          code: "schedule_changes_exhausted",
          message: "You moved this match 5 times today",
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ScheduleButton match={{ ...MATCH, date: "2026-11-17" }} />, undefined, "es");
    await user.click(screen.getByRole("button", { name: "Cambiar día, hora o cancha" }));
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Ya cambió este partido 5 veces hoy. Puede volver a intentarlo mañana, o pídale al club que lo cambie.",
    );
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
