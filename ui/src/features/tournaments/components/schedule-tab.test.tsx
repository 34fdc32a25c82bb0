import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { mockFetch } from "@/test/fetch-mock";
import { aMatch } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { ScheduleTab } from "./schedule-tab";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ScheduleTab", () => {
  it("writes a played match's score from the winner's side", async () => {
    mockFetch({
      "/api/tournaments/1/matches": {
        body: [
          // Luis Vega, listed second, won.
          aMatch({
            id: 1,
            status: "completed",
            winnerId: 8,
            score: "4-6, 2-6",
            scoreForWinner: "6-4, 6-2",
          }),
          aMatch({ id: 2, player2Id: 9, player2Name: "Marta Solís" }),
        ],
      },
    });
    renderWithProviders(<ScheduleTab tournament={{ id: 1, name: "Copa Pura Vida" }} />);
    expect(await screen.findByText("6-4, 6-2")).toBeInTheDocument();
    expect(screen.queryByText("4-6, 2-6")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Winner").parentElement).toHaveTextContent("Luis Vega");
  });
});

describe("ScheduleTab's walkover claims", () => {
  it("says who claimed a walkover in a match still to play", async () => {
    mockFetch({
      "/api/tournaments/1/matches": {
        body: [
          aMatch({
            id: 1,
            confirmation: {
              state: "claimed",
              claim: { winnerId: 3, score: "W/O" },
              reportedBy: 3,
              reportedAt: "2026-11-23T15:00:00Z",
              confirmBy: "2026-11-25T15:00:00Z",
            },
          }),
        ],
      },
    });
    renderWithProviders(<ScheduleTab tournament={{ id: 1, name: "Copa Pura Vida" }} />);
    expect(await screen.findByText("Walkover claimed by Ana Mora")).toBeInTheDocument();
    expect(screen.getByLabelText("Not played yet")).toBeInTheDocument();
    expect(screen.queryByLabelText("Winner")).not.toBeInTheDocument();
  });
});

describe("ScheduleTab's days and late matches", () => {
  it("shows the day, hour and court set, and marks late and overdue matches", async () => {
    mockFetch({
      "/api/tournaments/1/matches": {
        body: [
          aMatch({ id: 1, date: "2026-11-27", time: "18:00", cancha: 3, timing: "this_week" }),
          aMatch({ id: 2, player2Id: 9, player2Name: "Marta Solís", timing: "late" }),
          aMatch({ id: 3, player2Id: 10, player2Name: "Rosa Díaz", timing: "overdue" }),
        ],
      },
    });
    renderWithProviders(<ScheduleTab tournament={{ id: 1, name: "Copa Pura Vida" }} />);
    expect(await screen.findByText(/^27\/11\/2026 · .+ · Court 3$/)).toBeInTheDocument();
    expect(screen.getByText("Late")).toBeInTheDocument();
    expect(screen.getByText("Overdue")).toBeInTheDocument();
    expect(screen.queryByText("This week")).not.toBeInTheDocument();
  });
});

describe("ScheduleTab's marks", () => {
  it("marks each late or overdue match on its own row, and no match on time or played", async () => {
    mockFetch({
      "/api/tournaments/1/matches": {
        body: [
          aMatch({ id: 1, player2Id: 9, player2Name: "Marta Solís", timing: "late" }),
          aMatch({ id: 2, player2Id: 10, player2Name: "Rosa Díaz", timing: "overdue" }),
          aMatch({ id: 3, player2Id: 11, player2Name: "Carla Méndez", timing: "this_week" }),
          aMatch({ id: 4, player2Id: 12, player2Name: "Bruno Campos", timing: "upcoming" }),
          aMatch({
            id: 5,
            status: "completed",
            winnerId: 3,
            score: "6-4, 6-2",
            scoreForWinner: "6-4, 6-2",
            timing: null,
          }),
        ],
      },
    });
    renderWithProviders(<ScheduleTab tournament={{ id: 1, name: "Copa Pura Vida" }} />);
    const rowOf = (name: string) => screen.getByRole("link", { name }).closest("li") as HTMLElement;
    await screen.findByRole("link", { name: "Marta Solís" });
    const mark = (row: HTMLElement) =>
      row.querySelector("[data-timing]")?.getAttribute("data-timing") ?? null;
    expect(mark(rowOf("Marta Solís"))).toBe("late");
    expect(within(rowOf("Marta Solís")).getByText("Late")).toBeInTheDocument();
    expect(mark(rowOf("Rosa Díaz"))).toBe("overdue");
    expect(within(rowOf("Rosa Díaz")).getByText("Overdue")).toBeInTheDocument();
    expect(mark(rowOf("Carla Méndez"))).toBeNull();
    expect(mark(rowOf("Bruno Campos"))).toBeNull();
    const played = screen.getByText("6-4, 6-2").closest("li") as HTMLElement;
    expect(mark(played)).toBeNull();
  });
});

describe("ScheduleTab's weeks", () => {
  const weeks = [
    { week: 1, firstDay: "2026-11-02", lastDay: "2026-11-08" },
    { week: 2, firstDay: "2026-11-09", lastDay: "2026-11-15" },
    { week: 3, firstDay: "2026-11-16", lastDay: "2026-11-22" },
  ];
  const tournament = { id: 1, name: "Copa Pura Vida", scheduleWeeks: weeks };

  /** A schedule of three weeks, one match each; the club's clock in week `current`. */
  function club(current: number) {
    mockFetch({
      "/api/tournaments/1/matches": {
        body: [1, 2, 3].map((week) => aMatch({ id: week, week, round: week })),
      },
      "/api/this-week": {
        body: {
          today: "2026-11-17",
          tournaments: [{ tournamentId: 1, week: current, ...weeks[current - 1] }],
        },
      },
    });
  }

  /** A screen as wide as `width`, for the media queries the tab asks. */
  function screenOf(width: number) {
    vi.stubGlobal(
      "matchMedia",
      (query: string) =>
        ({
          matches: /max-width: 1023/.test(query) && width < 1024,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
  }

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("heads each week with its dates and marks the current one", async () => {
    club(3);
    screenOf(1366);
    renderWithProviders(<ScheduleTab tournament={tournament} />);
    const third = await screen.findByRole("heading", { name: /Week 3/ });
    expect(screen.getByRole("heading", { name: /Week 1/ })).toHaveTextContent(
      "Week 1 02/11/2026 – 08/11/2026",
    );
    expect(third).toHaveTextContent("16/11/2026 – 22/11/2026");
    const current = await screen.findByText("This week");
    expect(current.closest("section")).toBe(third.closest("section"));
    expect(third.closest("section")).toHaveAttribute("aria-current", "date");
    expect(screen.getByRole("heading", { name: /Week 2/ }).closest("section")).not.toHaveAttribute(
      "aria-current",
    );
  });

  it("says the dates and the current week in Spanish", async () => {
    club(2);
    screenOf(1366);
    renderWithProviders(<ScheduleTab tournament={tournament} />, createQueryClient(), "es");
    const second = await screen.findByRole("heading", { name: /Semana 2/ });
    expect(second).toHaveTextContent("09/11/2026 – 15/11/2026");
    expect((await screen.findByText("Esta semana")).closest("section")).toBe(second.closest("section"));
  });

  it("opens on the current week on a phone, and stays at the top on a wide screen", async () => {
    // jsdom lays nothing out and has no scrollIntoView: the call itself is what is checked.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    club(3);
    screenOf(390);
    renderWithProviders(<ScheduleTab tournament={tournament} />);
    await screen.findByText("This week");
    await vi.waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toBe(
      screen.getByRole("heading", { name: /Week 3/ }).closest("section"),
    );
    cleanup();

    scrolled.mockClear();
    club(3);
    screenOf(1366);
    renderWithProviders(<ScheduleTab tournament={tournament} />);
    await screen.findByText("This week");
    expect(scrolled).not.toHaveBeenCalled();
  });
});
