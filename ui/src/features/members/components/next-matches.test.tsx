import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { UpcomingTournamentMatch } from "@/lib/wire";
import type { PlayerMatch } from "@/shared/tournaments/api/get-player-tournament-matches";
import { mockFetch } from "@/test/fetch-mock";
import { aMatch, aTournament } from "@/test/fixtures";
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

/** The whole match of a row, as the tournament's list has it: no result yet. */
function whole(matchId: number, opponentName: string): PlayerMatch {
  return {
    match: aMatch({
      id: matchId,
      tournamentId: 4,
      player1Id: 7,
      player1Name: "Ana Mora",
      player2Id: 10 + matchId,
      player2Name: opponentName,
    }),
    tournamentName: "Copa Noviembre",
  };
}

/**
 * The member's next matches on 26 November 2026 at the club, each row by its opponent: four of
 * Copa Noviembre, under way, and one of Copa Pura Vida, which has not started.
 */
async function rowsOn26November(locale: "en" | "es" = "en", claimedByCarla = false) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-26T18:00:00Z"));
  mockFetch({
    "/api/tournaments": {
      body: [
        aTournament({ id: 4, name: "Copa Noviembre", status: "active" }),
        aTournament({ id: 5, name: "Copa Pura Vida", status: "coming_soon", startDate: "2026-12-07" }),
      ],
    },
    "/api/me/overview": {
      body: {
        playerPage: "/players/7",
        calendarFeed: "/api/players/7/calendar.ics",
        tournamentMatches: [
          // Its days ran out yesterday, though the page read it as late before midnight.
          upcoming(1, "María José Quesada Villalobos", { rescheduleUntil: "2026-11-25", timing: "late" }),
          // Overdue by the server's word.
          upcoming(2, "Ileana Víquez Fallas", { rescheduleUntil: "2026-11-25", timing: "overdue" }),
          // Today is its last day to move it.
          upcoming(3, "Rosa Díaz", { rescheduleUntil: "2026-11-26", timing: "late" }),
          upcoming(4, "Carla Méndez", {
            deadline: "2026-11-29",
            rescheduleUntil: "2026-12-02",
            timing: "this_week",
          }),
          upcoming(5, "José Pablo Araya Solís", {
            tournamentId: 5,
            tournamentName: "Copa Pura Vida",
            week: 1,
            weekStart: "2026-12-07",
            weekEnd: "2026-12-13",
            deadline: "2026-12-13",
            rescheduleUntil: "2026-12-16",
            timing: "upcoming",
          }),
        ],
        leagueMatches: [],
      },
    },
  });
  const matches = [
    whole(1, "María José Quesada Villalobos"),
    whole(2, "Ileana Víquez Fallas"),
    whole(3, "Rosa Díaz"),
    whole(4, "Carla Méndez"),
  ];
  if (claimedByCarla)
    matches[3] = {
      ...whole(4, "Carla Méndez"),
      match: {
        ...whole(4, "Carla Méndez").match,
        confirmation: {
          state: "claimed",
          claim: { winnerId: 14, score: "W/O" },
          reportedBy: 14,
          reportedAt: "2026-11-26T15:00:00Z",
          confirmBy: "2026-11-28T15:00:00Z",
        },
      },
    };
  renderWithProviders(<NextMatches matches={matches} />, undefined, locale);
  const list = await screen.findByRole("list", {
    name: locale === "en" ? "My next matches" : "Mis próximos partidos",
  });
  const rows = within(list).getAllByRole("listitem");
  expect(rows).toHaveLength(5);
  // The tournaments' states arrive with their list; then an open match offers the form.
  await within(rows[2] as HTMLElement).findByRole("button", { name: /^(Record result|Anotar resultado)$/ });
  return rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];
}

const WINDOW_OVER = "This match's days are over: ask the club to record its result.";

describe("NextMatches", () => {
  it("offers to set the day only while the match may still move", async () => {
    const [ranOut, overdue, lastDay, onTime] = await rowsOn26November();
    for (const closed of [ranOut, overdue]) {
      expect(within(closed).queryByRole("button", { name: /day, hour/ })).not.toBeInTheDocument();
    }
    for (const open of [lastDay, onTime]) {
      expect(within(open).getByRole("button", { name: "Set day, hour and court" })).toBeInTheDocument();
    }
  });

  it("offers to record the result only up to the match's last day, and then says the club records it", async () => {
    const [ranOut, overdue, lastDay, onTime, notStarted] = await rowsOn26November();
    for (const closed of [ranOut, overdue]) {
      expect(within(closed).queryByRole("button", { name: "Record result" })).not.toBeInTheDocument();
      expect(within(closed).getByText(WINDOW_OVER)).toBeInTheDocument();
    }
    for (const open of [lastDay, onTime]) {
      expect(within(open).getByRole("button", { name: "Record result" })).toBeInTheDocument();
      expect(within(open).queryByText(WINDOW_OVER)).not.toBeInTheDocument();
    }
    // A tournament that has not started takes no result yet, and its days are still ahead.
    expect(within(notStarted).queryByRole("button", { name: "Record result" })).not.toBeInTheDocument();
    expect(within(notStarted).queryByText(WINDOW_OVER)).not.toBeInTheDocument();
  });

  it("says so in Spanish", async () => {
    const [ranOut, , lastDay] = await rowsOn26November("es");
    expect(within(ranOut).getByText("Pasó el plazo: pida al club que lo anote.")).toBeInTheDocument();
    expect(within(ranOut).queryByRole("button", { name: "Anotar resultado" })).not.toBeInTheDocument();
    expect(
      within(ranOut).queryByRole("button", { name: "Fijar día, hora y cancha" }),
    ).not.toBeInTheDocument();
    expect(within(lastDay).getByRole("button", { name: "Fijar día, hora y cancha" })).toBeInTheDocument();
    expect(within(lastDay).getByRole("button", { name: "Anotar resultado" })).toBeInTheDocument();
  });

  it("says a walkover claimed in a match instead of offering its result form", async () => {
    const [, , lastDay, claimed] = await rowsOn26November("es", true);
    expect(within(claimed).getByText("W.O. reclamado por Carla Méndez")).toBeInTheDocument();
    expect(within(claimed).queryByRole("button", { name: "Anotar resultado" })).not.toBeInTheDocument();
    expect(within(lastDay).getByRole("button", { name: "Anotar resultado" })).toBeInTheDocument();
  });

  it("cancels a league challenge after a question, in Spanish, and lists what is left", async () => {
    const challenge = (leagueMatchId: number, opponentName: string, challenger: boolean) => ({
      leagueMatchId,
      opponentId: 20 + leagueMatchId,
      opponentName,
      date: "2026-11-28",
      time: "18:30",
      cancha: 4,
      challenger,
    });
    let leagueMatches = [
      challenge(21, "María José Quesada Villalobos", true),
      challenge(22, "Luis Vega", false),
    ];
    const fetchMock = mockFetch({
      "/api/tournaments": { body: [] },
      "/api/me/overview": () => ({
        body: {
          playerPage: "/players/7",
          calendarFeed: "/api/players/7/calendar.ics",
          tournamentMatches: [],
          leagueMatches,
        },
      }),
      "DELETE /api/league/matches/21": () => {
        leagueMatches = leagueMatches.filter((match) => match.leagueMatchId !== 21);
        return { status: 204 };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NextMatches matches={[]} />, undefined, "es");
    const list = await screen.findByRole("list", { name: "Mis próximos partidos" });
    const [first, second] = within(list).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    // Either player may cancel: the one challenged too.
    expect(within(second).getByRole("button", { name: "Cancelar reto" })).toBeInTheDocument();

    await user.click(within(first).getByRole("button", { name: "Cancelar reto" }));
    const question = await screen.findByRole("dialog", { name: "¿Cancelar este reto?" });
    expect(question).toHaveTextContent(
      "Su partido contra María José Quesada Villalobos del 28/11/2026 se quita de la liga, para los dos.",
    );
    await user.click(within(question).getByRole("button", { name: "Cancelar reto" }));

    expect(await screen.findByText("Reto cancelado")).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(within(list).getByText("Luis Vega")).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "DELETE")).toHaveLength(1);
  });
});
