import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { UpcomingTournamentMatch } from "@/lib/wire";
import { mockFetch } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { NextMatches } from "./next-matches";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A week-4 group match of Copa Noviembre against `opponentName`, due as told. */
function upcoming(matchId: number, opponentName: string, due: Partial<UpcomingTournamentMatch>) {
  return {
    matchId,
    tournamentId: 4,
    tournamentName: "Copa Noviembre",
    stage: "group",
    round: 4,
    week: 4,
    weekStart: "2026-11-16",
    weekEnd: "2026-11-22",
    opponentId: 10 + matchId,
    opponentName,
    deadline: "2026-11-22",
    rescheduleUntil: "2026-11-25",
    timing: "late",
    date: null,
    time: null,
    cancha: null,
    ...due,
  };
}

/** The member's next matches on 26 November 2026 at the club, each row by its opponent. */
async function rowsOn26November(locale: "en" | "es" = "en") {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-26T18:00:00Z"));
  mockFetch({
    "/api/me/overview": {
      body: {
        playerPage: "/players/7",
        calendarFeed: "/api/players/7/calendar.ics",
        tournamentMatches: [
          // Its days ran out yesterday, though the page read it as late before midnight.
          upcoming(1, "Bruno Campos", { rescheduleUntil: "2026-11-25", timing: "late" }),
          // Overdue by the server's word.
          upcoming(2, "Marta Solís", { rescheduleUntil: "2026-11-25", timing: "overdue" }),
          // Today is its last day to move it.
          upcoming(3, "Rosa Díaz", { rescheduleUntil: "2026-11-26", timing: "late" }),
          upcoming(4, "Carla Méndez", {
            deadline: "2026-11-29",
            rescheduleUntil: "2026-12-02",
            timing: "this_week",
          }),
        ],
        leagueMatches: [],
      },
    },
  });
  renderWithProviders(<NextMatches matches={[]} />, undefined, locale);
  const list = await screen.findByRole("list", {
    name: locale === "en" ? "My next matches" : "Mis próximos partidos",
  });
  return within(list).getAllByRole("listitem") as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
}

describe("NextMatches", () => {
  it("offers to set the day only while the match may still move, and says why not after", async () => {
    const [ranOut, overdue, lastDay, onTime] = await rowsOn26November();
    for (const closed of [ranOut, overdue]) {
      expect(within(closed).queryByRole("button", { name: /day, hour/ })).not.toBeInTheDocument();
      expect(
        within(closed).getByText("Its days to be played are over: the admin decides."),
      ).toBeInTheDocument();
    }
    for (const open of [lastDay, onTime]) {
      expect(within(open).getByRole("button", { name: "Set day, hour and cancha" })).toBeInTheDocument();
      expect(within(open).queryByText(/days to be played are over/)).not.toBeInTheDocument();
    }
  });

  it("says so in Spanish", async () => {
    const [ranOut, , lastDay] = await rowsOn26November("es");
    expect(
      within(ranOut).getByText("Ya pasaron los días para jugarlo: decide la administración."),
    ).toBeInTheDocument();
    expect(
      within(ranOut).queryByRole("button", { name: "Fijar día, hora y cancha" }),
    ).not.toBeInTheDocument();
    expect(within(lastDay).getByRole("button", { name: "Fijar día, hora y cancha" })).toBeInTheDocument();
  });
});
