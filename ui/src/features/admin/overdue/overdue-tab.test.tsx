import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, sentBody } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { OverdueTab } from "./overdue-tab";

const MATCH = {
  id: 41,
  tournamentId: 4,
  week: 1,
  round: 1,
  slot: 1,
  stage: "group",
  status: "scheduled",
  isBye: false,
  playable: true,
  walkover: false,
  retired: false,
  sets: [],
  player1Id: 7,
  player1Name: "Ana Mora",
  player2Id: 9,
  player2Name: "Bruno Campos",
  deadline: "2026-11-08",
  rescheduleUntil: "2026-11-11",
  timing: "overdue",
  date: null,
  time: null,
  cancha: null,
};

// Ana Mora (7) gave one walkover this year already; Bruno Campos (9) none.
const QUEUE = [
  {
    timing: "overdue",
    daysLate: 12,
    tournamentName: "Copa Noviembre",
    match: MATCH,
    walkoverCosts: [
      { playerId: 7, walkoverNumber: 2, points: 30 },
      { playerId: 9, walkoverNumber: 1, points: 0 },
    ],
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The walkovers a `mockFetch` was asked to record. */
const walkovers = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === "/api/matches/41/walkover" && init?.method === "POST");

describe("OverdueTab", () => {
  it("lists the late matches with their tournament, timing and days late", async () => {
    mockFetch({ "/api/admin/overdue": { body: QUEUE } });
    renderWithProviders(<OverdueTab />);
    const list = await screen.findByRole("list", { name: "Late and overdue matches" });
    expect(within(list).getByText("Copa Noviembre · 12 days late")).toBeInTheDocument();
    expect(within(list).getByText("Overdue")).toBeInTheDocument();
    expect(within(list).getByText("Ana Mora vs Bruno Campos")).toBeInTheDocument();
  });

  it("puts a dot only between the parts there are", async () => {
    mockFetch({
      "/api/admin/overdue": {
        body: [{ ...QUEUE[0], tournamentName: "", daysLate: 1, match: { ...MATCH, date: "2026-11-09" } }],
      },
    });
    renderWithProviders(<OverdueTab />);
    const list = await screen.findByRole("list", { name: "Late and overdue matches" });
    const line = within(list).getByText("1 day late");
    expect(line.closest("p")?.textContent).toBe("Overdue1 day late");
    expect(
      within(list).getByText("Play by 08/11/2026 · may move until 11/11/2026 · 09/11/2026"),
    ).toBeInTheDocument();
    expect(within(list).queryByText(/^·|· ·|·$/)).not.toBeInTheDocument();
  });

  it("asks before a walkover, saying what it costs, and records it only once confirmed", async () => {
    let done = false;
    const fetchMock = mockFetch({
      "/api/admin/overdue": () => ({ body: done ? [] : QUEUE }),
      "POST /api/matches/41/walkover": () => {
        done = true;
        return { body: { ...MATCH, status: "completed", winnerId: 9, timing: null } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<OverdueTab />);
    await user.click(await screen.findByRole("button", { name: "Bruno Campos wins" }));
    const dialog = await screen.findByRole("dialog", { name: "Record a walkover?" });
    expect(within(dialog).getByText("Record a walkover: Bruno Campos wins.")).toBeInTheDocument();
    expect(
      within(dialog).getByText("This is Ana Mora's second walkover this year: 30 points."),
    ).toBeInTheDocument();
    expect(walkovers(fetchMock)).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Record walkover" }));
    expect(await screen.findByText("No match is late.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(walkovers(fetchMock)).toHaveLength(1);
    expect(sentBody(fetchMock, "POST", "/api/matches/41/walkover")).toEqual({ winnerId: 9 });
  });

  it("says a first walkover costs no points, and sends nothing when cancelled", async () => {
    const fetchMock = mockFetch({ "/api/admin/overdue": { body: QUEUE } });
    const user = userEvent.setup();
    renderWithProviders(<OverdueTab />);
    await user.click(await screen.findByRole("button", { name: "Ana Mora wins" }));
    const dialog = await screen.findByRole("dialog", { name: "Record a walkover?" });
    expect(dialog).toHaveTextContent("Record a walkover: Ana Mora wins.");
    expect(dialog).toHaveTextContent("This is Bruno Campos's first walkover this year: no points.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(walkovers(fetchMock)).toHaveLength(0);
  });

  it("says what a walkover costs in Spanish, with long names", async () => {
    const long = {
      ...MATCH,
      player1Name: "Ana Lucía Rojas Quesada",
      player2Name: "María José Solano Villalobos",
    };
    mockFetch({ "/api/admin/overdue": { body: [{ ...QUEUE[0], match: long }] } });
    const user = userEvent.setup();
    renderWithProviders(<OverdueTab />, undefined, "es");
    await user.click(await screen.findByRole("button", { name: "Gana Ana Lucía Rojas Quesada" }));
    const dialog = await screen.findByRole("dialog", { name: "¿Registrar W.O.?" });
    expect(dialog).toHaveTextContent("Registrar W.O.: gana Ana Lucía Rojas Quesada.");
    expect(dialog).toHaveTextContent(
      "Es el primer W.O. del año de María José Solano Villalobos: sin puntos.",
    );
    expect(within(dialog).getByRole("button", { name: "Registrar W.O." })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await user.click(screen.getByRole("button", { name: "Gana María José Solano Villalobos" }));
    expect(await screen.findByRole("dialog", { name: "¿Registrar W.O.?" })).toHaveTextContent(
      "Es el segundo W.O. del año de Ana Lucía Rojas Quesada: 30 puntos.",
    );
  });

  it("gives more days, 1 to 14", async () => {
    const fetchMock = mockFetch({
      "/api/admin/overdue": { body: QUEUE },
      "POST /api/matches/41/extension": { body: { ...MATCH, rescheduleUntil: "2026-11-18", timing: "late" } },
    });
    const user = userEvent.setup();
    renderWithProviders(<OverdueTab />);
    await user.click(await screen.findByRole("button", { name: "More days" }));
    const days = screen.getByLabelText("Days");
    expect(within(days).getAllByRole("option")).toHaveLength(14);
    await user.selectOptions(days, "7");
    await user.click(screen.getByRole("button", { name: "Give 7 more days" }));
    await waitFor(() =>
      expect(sentBody(fetchMock, "POST", "/api/matches/41/extension")).toEqual({ days: 7 }),
    );
  });

  it("reads in Spanish", async () => {
    mockFetch({ "/api/admin/overdue": { body: QUEUE } });
    renderWithProviders(<OverdueTab />, undefined, "es");
    expect(await screen.findByRole("button", { name: "Gana Ana Mora" })).toBeInTheDocument();
    expect(screen.getByText("Vencido")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Más días" })).toBeInTheDocument();
  });
});
