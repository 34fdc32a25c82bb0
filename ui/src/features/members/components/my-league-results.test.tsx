import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import type { LeagueMatch } from "@/lib/wire";
import { LEAGUE_OPTIONS } from "@/shared/league/test/league-options";
import { leagueKeys } from "@/shared/league/api/keys";
import { mockFetch, sentBody } from "@/test/fetch-mock";
import { aLeagueMatch } from "@/test/fixtures";
import { renderRoutes } from "@/test/render";
import { MePage } from "./me-page";

/** Ana Mora, player 7, signed in. */
const ANA = {
  playerId: 7,
  name: "Ana Mora",
  status: "approved",
  avatar: null,
  language: "en",
  stoppedDevices: [],
};
const OVERVIEW = {
  playerPage: "/players/7",
  calendarFeed: "/api/players/7/calendar.ics",
  tournamentMatches: [],
  leagueMatches: [],
};

const played = (winnerId: number) =>
  ({
    status: "completed",
    score: "6-4, 6-2",
    scoreForWinner: "6-4, 6-2",
    setsPlayed: 2,
    player1SetsWon: 2,
    player2SetsWon: 0,
    winnerId,
    setScores: [
      { player1Score: 6, player2Score: 4, winner: 1 },
      { player1Score: 6, player2Score: 2, winner: 1 },
    ],
  }) satisfies Partial<LeagueMatch>;

const confirmation = (state: "awaiting" | "confirmed" | "disputed", reportedBy: number | null) => ({
  state,
  reportedBy,
  reportedAt: "2026-11-20T20:10:00Z",
  confirmBy: state === "awaiting" ? "2026-11-22T20:10:00Z" : null,
});

/** Carla (11) recorded that she won: it awaits Ana. */
const byCarla = aLeagueMatch({
  id: 21,
  player1Id: 11,
  player1Name: "Carla Méndez",
  player2Id: 7,
  player2Name: "Ana Mora",
  ...played(11),
  confirmation: confirmation("awaiting", 11),
});
/** Entered with the league password (no member): Diego won, so Ana answers it. */
const byPassword = aLeagueMatch({
  id: 22,
  player1Id: 12,
  player1Name: "Diego Rojas",
  player2Id: 7,
  player2Name: "Ana Mora",
  date: "2026-11-19",
  ...played(12),
  confirmation: confirmation("awaiting", null),
});
/** Entered with the league password, and Ana won: Ileana answers it, not Ana. */
const passwordWonByAna = aLeagueMatch({
  id: 25,
  player1Id: 7,
  player1Name: "Ana Mora",
  player2Id: 15,
  player2Name: "Ileana Víquez Fallas",
  date: "2026-11-17",
  ...played(7),
  confirmation: confirmation("awaiting", null),
});
/** Ana recorded it herself: she may correct it, not confirm it. */
const byAna = aLeagueMatch({
  id: 23,
  player1Id: 7,
  player1Name: "Ana Mora",
  player2Id: 13,
  player2Name: "Elena Soto",
  date: "2026-11-18",
  ...played(7),
  confirmation: confirmation("awaiting", 7),
});
/** Settled long ago: nowhere in the lists. */
const settled = aLeagueMatch({
  id: 24,
  player1Id: 7,
  player1Name: "Ana Mora",
  player2Id: 14,
  player2Name: "Fabio Paz",
  date: "2026-11-01",
  ...played(7),
  confirmation: confirmation("confirmed", 14),
});

const routes = [{ path: "/me", element: <MePage /> }];

function serve(league: () => LeagueMatch[], extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    "/api/me": { body: ANA },
    "/api/me/overview": { body: OVERVIEW },
    "/api/me/sessions": { body: [] },
    "/api/tournaments": { body: [] },
    "/api/league/options": { body: LEAGUE_OPTIONS },
    "/api/league/matches": (_init, url) => {
      // The member's own played matches only.
      expect(url.searchParams.get("player")).toBe("7");
      expect(url.searchParams.get("status")).toBe("completed");
      return { body: league(), headers: { "X-Total-Count": String(league().length) } };
    },
    ...extra,
  });
}

function item(text: RegExp, list: HTMLElement) {
  return within(list)
    .getAllByRole("listitem")
    .find((entry) => text.test(entry.textContent ?? "")) as HTMLElement;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("MePage with league scores", { timeout: 20_000 }, () => {
  it("lists the league scores awaiting the member, the league password's too, and confirms one", async () => {
    let carlaState: "awaiting" | "confirmed" = "awaiting";
    const fetchMock = serve(
      () => [
        { ...byCarla, confirmation: confirmation(carlaState, 11) },
        byPassword,
        passwordWonByAna,
        byAna,
        settled,
      ],
      {
        "POST /api/league/matches/21/confirm": () => {
          carlaState = "confirmed";
          return { body: { ...byCarla, confirmation: confirmation("confirmed", 11) } };
        },
      },
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, "/me");

    const heading = await screen.findByRole("heading", { name: "Confirm or dispute" }, { timeout: 5000 });
    const section = heading.closest("section") as HTMLElement;
    const entries = within(section).getAllByRole("listitem");
    expect(entries).toHaveLength(2);
    const carla = item(/Carla/, section);
    expect(carla).toHaveTextContent("Carla Méndez recorded: Carla Méndez won 6-4, 6-2");
    expect(carla).toHaveTextContent(/Challenge League\s*· 20\/11\/2026\s*· Carla Méndez vs Ana Mora/);
    const password = item(/Diego/, section);
    expect(password).toHaveTextContent("Recorded with the league password: Diego Rojas won 6-4, 6-2");
    expect(password).toHaveTextContent("Entered with the league password: you confirm or dispute it.");
    // Ana's own win by the league password is for Ileana to answer.
    expect(section).not.toHaveTextContent("Ileana Víquez Fallas");
    expect(section).not.toHaveTextContent("Elena Soto");
    expect(section).not.toHaveTextContent("Fabio Paz");

    await user.click(within(carla).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Result confirmed")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === "/api/league/matches/21/confirm")).toBe(true);
    // The list is asked again: Carla's score is settled and leaves it.
    await waitFor(() => expect(section).not.toHaveTextContent("Carla Méndez"));
    expect(section).toHaveTextContent("Diego Rojas");
  });

  it("disputes the league password's score with a reason", async () => {
    const fetchMock = serve(() => [byPassword], {
      "POST /api/league/matches/22/dispute": {
        body: { ...byPassword, confirmation: confirmation("disputed", null) },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, "/me");
    const heading = await screen.findByRole("heading", { name: "Confirm or dispute" }, { timeout: 5000 });
    const section = heading.closest("section") as HTMLElement;
    await user.click(within(section).getByRole("button", { name: "Dispute" }));
    const dialog = await screen.findByRole("dialog", { name: "Dispute the result" });
    expect(dialog).toHaveTextContent("Recorded with the league password: Diego Rojas won 6-4, 6-2");
    await user.type(within(dialog).getByLabelText("What is wrong with it?"), "I won the second set");
    await user.click(within(dialog).getByRole("button", { name: "Dispute" }));
    expect(await screen.findByText("Result disputed: the club's admin settles it")).toBeInTheDocument();
    expect(sentBody(fetchMock, "POST", "/api/league/matches/22/dispute")).toEqual({
      reason: "I won the second set",
    });
  });

  it("offers the member's own awaiting league score to correct, with its mark", async () => {
    serve(() => [byAna, settled]);
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, "/me");
    const heading = await screen.findByRole("heading", { name: "My results" }, { timeout: 5000 });
    const section = heading.closest("section") as HTMLElement;
    expect(screen.queryByRole("heading", { name: "Confirm or dispute" })).not.toBeInTheDocument();
    const mine = item(/Elena/, section);
    expect(mine).toHaveTextContent("Ana Mora won 6-4, 6-2");
    expect(within(mine).getByText("Unconfirmed")).toBeInTheDocument();
    expect(section).not.toHaveTextContent("Fabio Paz");
    await user.click(within(mine).getByRole("button", { name: "Correct" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Score" });
    expect(await within(dialog).findByLabelText("Set 1, Ana Mora")).toHaveValue(6);
  });

  it("follows a league score answered elsewhere with no reload", async () => {
    let state: "awaiting" | "confirmed" = "awaiting";
    serve(() => [{ ...byCarla, confirmation: confirmation(state, 11) }]);
    const queryClient = createQueryClient();
    renderRoutes(routes, "/me", queryClient);
    expect(
      await screen.findByRole("heading", { name: "Confirm or dispute" }, { timeout: 5000 }),
    ).toBeInTheDocument();

    // What the live event of a league score does (src/app/live/changes.ts): the league refetches.
    state = "confirmed";
    await act(() => queryClient.invalidateQueries({ queryKey: leagueKeys.all }));
    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: "Confirm or dispute" })).not.toBeInTheDocument(),
    );
  });

  it("says a score corrected since it was shown beside Confirm, with the new one, and confirms that", async () => {
    // José Pablo Araya Solís (16) recorded that he won; he corrects it while Ana's page is open.
    const first = aLeagueMatch({
      id: 26,
      player1Id: 16,
      player1Name: "José Pablo Araya Solís",
      player2Id: 7,
      player2Name: "Ana Mora",
      ...played(16),
      confirmation: { ...confirmation("awaiting", 16), reportedAt: "2026-11-20T20:10:00.250Z" },
    });
    const corrected: LeagueMatch = {
      ...first,
      score: "6-4, 7-6",
      scoreForWinner: "6-4, 7-6",
      setScores: [
        { player1Score: 6, player2Score: 4, winner: 1 },
        { player1Score: 7, player2Score: 6, winner: 1 },
      ],
      confirmation: { ...confirmation("awaiting", 16), reportedAt: "2026-11-20T20:12:31.004Z" },
    };
    let standing = first;
    const fetchMock = serve(() => [standing], {
      "POST /api/league/matches/26/confirm": (init) => {
        const { reportedAt } = JSON.parse(String(init?.body)) as { reportedAt: string };
        if (reportedAt !== standing.confirmation?.reportedAt)
          return { status: 409, body: { error: "conflict", code: "result_changed", message: "Corrected" } };
        standing = { ...standing, confirmation: { ...confirmation("confirmed", 16), reportedAt } };
        return { body: standing };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, "/me");
    const heading = await screen.findByRole("heading", { name: "Confirm or dispute" }, { timeout: 5000 });
    const section = heading.closest("section") as HTMLElement;
    const entry = item(/José Pablo/, section);
    expect(entry).toHaveTextContent("José Pablo Araya Solís won 6-4, 6-2");

    standing = corrected;
    await user.click(within(entry).getByRole("button", { name: "Confirm" }));
    await waitFor(() =>
      expect(within(entry).getByRole("status")).toHaveTextContent("The score changed: look at the new one."),
    );
    expect(entry).toHaveTextContent("José Pablo Araya Solís recorded: José Pablo Araya Solís won 6-4, 7-6");

    await user.click(within(entry).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Result confirmed")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: "Confirm or dispute" })).not.toBeInTheDocument(),
    );
    const sent = fetchMock.mock.calls
      .filter(([url]) => url === "/api/league/matches/26/confirm")
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(sent).toEqual([
      { reportedAt: "2026-11-20T20:10:00.250Z" },
      { reportedAt: "2026-11-20T20:12:31.004Z" },
    ]);
  });
});
