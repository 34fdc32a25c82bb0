import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DoublesRecord, Match, MatchHistory, RecentMatch } from "@/lib/wire";
import { createQueryClient } from "@/lib/query-client";
import { aMatch, aPlayer, aTournament } from "@/test/fixtures";
import { mockFetch } from "@/test/fetch-mock";
import { renderRoutes } from "@/test/render";
import { prefetchPlayerPage } from "../api/get-player-page";
import {
  ANDRES,
  BRENES_ROJAS,
  MARIA,
  MONTENEGRO_CHAVES,
  aDoublesMatch,
  aDoublesProfile,
  mariaDoubles,
  mariaDoublesAllTime,
} from "../test/doubles";
import { aProfile, twoPastSeasons } from "../test/seasons";
import { HeadToHeadPage } from "./head-to-head-page";
import { PlayerPage } from "./player-page";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function aMeeting(index: number, overrides: Partial<RecentMatch> = {}): RecentMatch {
  return {
    kind: "league",
    date: `2026-03-${String(28 - index).padStart(2, "0")}`,
    opponentId: 8,
    opponentName: "Luis Vega",
    result: index % 3 === 2 ? "lost" : "won",
    score: "6-4, 6-2",
    outcome: null,
    tournamentId: null,
    tournamentName: null,
    stage: null,
    ...overrides,
  };
}

/** A match of Copa Noviembre (4), Ana Mora (3) against Luis Vega (8) unless told. */
const copa = (overrides: Partial<Match>) => aMatch({ tournamentId: 4, ...overrides });

/**
 * Copa Noviembre's matches: Ana Mora's played one; her late one, set for a day, hour and
 * court; her overdue one (as player 2), none set; her one on time; a bye of hers; and a match
 * of two others.
 */
const COPA = [
  copa({ id: 41, status: "completed", winnerId: 3, score: "6-4, 6-2", timing: null }),
  copa({
    id: 42,
    player2Id: 11,
    player2Name: "Carla Méndez",
    week: 3,
    deadline: "2026-11-22",
    rescheduleUntil: "2026-11-25",
    timing: "late",
    date: "2026-11-24",
    time: "18:00",
    cancha: 3,
  }),
  copa({
    id: 43,
    player1Id: 9,
    player1Name: "Marta Solís",
    player2Id: 3,
    player2Name: "Ana Mora",
    timing: "overdue",
  }),
  copa({ id: 44, week: 4, deadline: "2026-11-29", rescheduleUntil: "2026-12-02", timing: "this_week" }),
  copa({ id: 45, player2Id: null, player2Name: null, isBye: true, timing: null }),
  copa({ id: 46, player1Id: 9, player1Name: "Marta Solís", timing: "late" }),
];

const RECORD = { won: 17, lost: 8, drawn: 0, setsWon: 36, setsLost: 18, gamesWon: 230, gamesLost: 160 };

/**
 * The club's answers for player 3, Ana Mora: 25 matches, 20 a page; Copa Noviembre's as given;
 * the season's doubles if given (else none, as the server leaves them out).
 */
function club(copaMatches: Match[] = COPA, doubles: DoublesRecord | null = null) {
  const all = Array.from({ length: 25 }, (_, index) => aMeeting(index));
  const champion = aProfile(3, "Ana Mora", "all", 1, 400);
  champion.breakdown.tournaments = [
    { tournamentId: 5, tournamentName: "Copa Pura Vida", stage: "final", finish: "champion", points: 100 },
    { tournamentId: 6, tournamentName: "Abierto", stage: "semifinal", finish: "semifinalist", points: 60 },
  ];
  return mockFetch({
    "/api/seasons": { body: twoPastSeasons },
    "/api/players": { body: [aPlayer({ id: 3, name: "Ana Mora" }), aPlayer({ id: 8, name: "Luis Vega" })] },
    "/api/players/3/profile": (_init, url) =>
      url.searchParams.get("season") === "all"
        ? { body: champion }
        : {
            body: {
              ...aProfile(3, "Ana Mora", url.searchParams.get("season") ?? "2026", 2, 150),
              ...(doubles ? { doubles } : {}),
            },
          },
    "/api/players/3/matches": (_init, url) => {
      const offset = Number(url.searchParams.get("offset"));
      const kind = url.searchParams.get("kind");
      const kept = kind === "tournament" ? [] : all;
      const body: MatchHistory = {
        record: kind === "tournament" ? { ...RECORD, won: 0, lost: 0 } : RECORD,
        matches: kept.slice(offset, offset + 20),
      };
      return { body, headers: { "X-Total-Count": String(kept.length) } };
    },
    "/api/tournaments": {
      body: [
        aTournament({ id: 4, name: "Copa Noviembre", status: "active", matchesGenerated: true }),
        aTournament({ id: 2, name: "Copa Vieja", status: "completed", startDate: "2020-03-02" }),
      ],
    },
    "/api/tournaments/4/matches": { body: copaMatches },
    "/api/players/3/ranking-history": {
      body: {
        season: "2026",
        points: [
          { date: "2026-01-12", points: 30, rank: 6 },
          { date: "2026-02-02", points: 90, rank: 2 },
          { date: "2026-03-28", points: 150, rank: 2 },
        ],
      },
    },
  });
}

const routes = [
  { path: "/players/:id", element: <PlayerPage /> },
  { path: "/players/:a/vs/:b", element: <HeadToHeadPage /> },
];

/** The page's heading levels, in the order they come (axe's `heading-order` reads them so). */
const headingLevels = () =>
  [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((heading) => Number(heading.tagName[1]));

/** Headings that go more than one level deeper than the one before them. */
const skipped = (levels: number[]) =>
  levels.filter((level, index) => index > 0 && level > (levels[index - 1] ?? 0) + 1);

describe("PlayerPage", () => {
  it("keeps its headings in order: the name, then each part one level below", async () => {
    club();
    renderRoutes(routes, "/players/3");
    await screen.findByRole("heading", { name: "Ana Mora", level: 1 });
    await screen.findByText("Showing 20 of 25 matches");
    for (const part of ["Points breakdown", "Record", "Titles", "Match history"]) {
      expect(screen.getByRole("heading", { name: part })).toHaveProperty("tagName", "H2");
    }
    expect(headingLevels()[0]).toBe(1);
    expect(skipped(headingLevels())).toEqual([]);
  });

  it("shows the record, the titles, the chart and the history, paged", async () => {
    const fetchMock = club();
    const user = userEvent.setup();
    renderRoutes(routes, "/players/3");
    expect(await screen.findByRole("heading", { name: "Ana Mora", level: 1 })).toBeInTheDocument();
    const record = await screen.findByRole("heading", { name: "Record" });
    const figures = within(record.closest("section") as HTMLElement);
    expect(await figures.findByText("17")).toBeInTheDocument();
    expect(figures.getByText("36–18")).toBeInTheDocument();
    expect(figures.getByText("230–160")).toBeInTheDocument();
    expect(
      await screen.findByRole("img", { name: /from #6 on 12\/01\/2026 to #2 on 28\/03\/2026; best #2/ }),
    ).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Copa Pura Vida" })).toHaveAttribute(
      "href",
      "/tournament/5",
    );
    expect(screen.queryByText("Abierto")).not.toBeInTheDocument();

    expect(await screen.findByText("Showing 20 of 25 matches")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Luis Vega" })[0]).toHaveAttribute("href", "/players/8");
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByText("Showing 25 of 25 matches")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole("combobox", { name: "Matches" }), "tournament");
    expect(await screen.findByText("No matches here yet.")).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([to]) => String(to));
    expect(asked).toContain("/api/players/3/matches?limit=20&offset=0&kind=tournament&season=2026");
  });

  it("renders whole in its first render when its data was fetched ahead, and asks for nothing more", async () => {
    // The club's calendar year, which the history is fetched ahead for, is the current season's.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-01T18:00:00Z"));
    const fetchMock = club();
    const client = createQueryClient();
    const ahead = prefetchPlayerPage(client, 3, null);
    expect((await ahead.first)?.player.name).toBe("Ana Mora");
    await ahead.rest;
    // The six of the page's own, the tournament list and the matches of the one under way.
    expect(fetchMock).toHaveBeenCalledTimes(8);

    renderRoutes(routes, "/players/3", client);
    // No loading status anywhere: the profile, the record, the titles, the chart, the history
    // and the players to compare with are all in the first render.
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Ana Mora", level: 1 })).toBeInTheDocument();
    expect(screen.getByText("230–160")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Copa Pura Vida" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: /from #6 on 12\/01\/2026/ })).toBeInTheDocument();
    expect(screen.getByText("Showing 20 of 25 matches")).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Luis Vega" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Matches to play" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(8);
  });

  it("lists the matches still to play, each with its timing and the day, hour and court set", async () => {
    club();
    renderRoutes(routes, "/players/3");
    const list = await screen.findByRole("list", { name: "Matches to play" });
    const rows = within(list).getAllByRole("listitem");
    // Neither the played match, the bye nor the others' match; the one due soonest first.
    expect(rows.map((row) => row.getAttribute("data-match"))).toEqual(["43", "42", "44"]);
    const [overdue, late, onTime] = rows as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(overdue).getByText("Overdue")).toBeInTheDocument();
    expect(within(overdue).getByRole("link", { name: "Marta Solís" })).toHaveAttribute("href", "/players/9");
    expect(within(overdue).getByText("Play by 08/11/2026 · may move until 11/11/2026")).toBeInTheDocument();
    expect(within(overdue).getByText("Day, hour and court not set yet")).toBeInTheDocument();

    expect(within(late).getByText("Late")).toBeInTheDocument();
    expect(within(late).getByRole("link", { name: "Carla Méndez" })).toHaveAttribute("href", "/players/11");
    expect(within(late).getByRole("link", { name: "Copa Noviembre" })).toHaveAttribute(
      "href",
      "/tournament/4",
    );
    expect(within(late).getByText(/^24\/11\/2026 · .+ · Court 3$/)).toBeInTheDocument();

    expect(within(onTime).getByText("This week")).toBeInTheDocument();
    expect(within(onTime).queryByText(/Late|Overdue/)).not.toBeInTheDocument();
  });

  it("says the matches still to play in Spanish", async () => {
    club();
    renderRoutes(routes, "/players/3", createQueryClient(), "es");
    const list = await screen.findByRole("list", { name: "Partidos por jugar" });
    expect(within(list).getByText("Vencido")).toBeInTheDocument();
    expect(within(list).getByText("Atrasado")).toBeInTheDocument();
    expect(within(list).getAllByText("Aún sin día, hora ni cancha")).toHaveLength(2);
    expect(within(list).getByText(/^24\/11\/2026 · .+ · Cancha 3$/)).toBeInTheDocument();
  });

  it("says a walkover claimed in a match to play, and that it is disputed", async () => {
    const claimed = (state: "claimed" | "disputed") => ({
      state,
      claim: { winnerId: 11, score: "W/O" },
      reportedBy: 11,
      reportedAt: "2026-11-23T15:00:00Z",
      confirmBy: "2026-11-25T15:00:00Z",
    });
    const withClaims = COPA.map((match) =>
      match.id === 42 ? { ...match, confirmation: claimed("disputed") } : match,
    );
    withClaims.push(
      copa({
        id: 47,
        player2Id: 11,
        player2Name: "Carla Méndez",
        timing: "this_week",
        confirmation: claimed("claimed"),
      }),
    );
    club(withClaims);
    renderRoutes(routes, "/players/3", createQueryClient(), "es");
    const list = await screen.findByRole("list", { name: "Partidos por jugar" });
    const row = (id: string) => list.querySelector(`[data-match="${id}"]`) as HTMLElement;
    expect(row("42")).toHaveTextContent("W.O. reclamado por Carla Méndez, en disputa");
    expect(row("47")).toHaveTextContent("W.O. reclamado por Carla Méndez");
    expect(row("47")).not.toHaveTextContent("en disputa");
    expect(row("44")).not.toHaveTextContent("W.O.");
  });

  it("compares with another player on the head-to-head page", async () => {
    club();
    const user = userEvent.setup();
    const { location } = renderRoutes(routes, "/players/3");
    const picker = await screen.findByRole("combobox", { name: "Compare with…" });
    await within(picker).findByRole("option", { name: "Luis Vega" });
    expect(within(picker).queryByRole("option", { name: "Ana Mora" })).not.toBeInTheDocument();
    mockFetch({
      "/api/players/3/head-to-head/8": {
        body: {
          a: { player: aPlayer({ id: 3, name: "Ana Mora", totalPoints: 150 }), rank: 2, record: RECORD },
          b: {
            player: aPlayer({ id: 8, name: "Luis Vega", totalPoints: 90 }),
            rank: null,
            record: { ...RECORD, won: 8, lost: 17, setsWon: 18, setsLost: 36, gamesWon: 160, gamesLost: 230 },
          },
          meetings: [aMeeting(0, { result: "won", score: "6-4, 6-2" })],
          doublesMeetings: [aDoublesMatch({ opponentTeam: [8, 24], result: "lost" })],
        },
      },
    });
    await user.selectOptions(picker, "8");
    await user.click(screen.getByRole("button", { name: "Compare" }));
    expect(location.pathname).toBe("/players/3/vs/8");
    expect(await screen.findByRole("heading", { name: "Head-to-head" })).toBeInTheDocument();
    expect(screen.getByText("Rank 2 · 150 points")).toBeInTheDocument();
    expect(screen.getByText("Not ranked · 90 points")).toBeInTheDocument();
    const wins = screen.getByText("Wins").closest("div") as HTMLElement;
    expect(within(wins).getByText("17")).toBeInTheDocument();
    expect(within(wins).getByText("8")).toBeInTheDocument();
    expect(screen.getByText("vs Luis Vega")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Swap sides" })).toHaveAttribute("href", "/players/8/vs/3");
    // Their teams met in doubles too: a section of its own, the partner linked.
    const doubles = screen
      .getByRole("heading", { name: "Their teams in doubles", level: 2 })
      .closest("section");
    const met = within(doubles as HTMLElement).getByRole("listitem");
    expect(within(met).getByRole("link", { name: ANDRES })).toHaveAttribute("href", "/players/22");
    expect(met).toHaveTextContent(`vs ${MONTENEGRO_CHAVES}`);
    expect(skipped(headingLevels())).toEqual([]);
  });

  it("shows the season's doubles: the numbers, then each last match with the partner and the other team", async () => {
    club(COPA, mariaDoubles);
    renderRoutes(routes, "/players/3");
    const heading = await screen.findByRole("heading", { name: "Doubles", level: 2 });
    const section = heading.closest("section") as HTMLElement;
    const figure = (label: string) => within(section).getByText(label).nextElementSibling?.textContent;
    expect(figure("Played")).toBe("2");
    expect(figure("Won")).toBe("1");
    expect(figure("Lost")).toBe("1");
    expect(figure("Win rate")).toBe("50%");
    expect(figure("Doubles points")).toBe("320");

    const recent = within(section).getByRole("heading", { name: "Last doubles matches", level: 3 });
    const rows = within(recent.closest("section") as HTMLElement).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    const [final, semifinal] = rows as [HTMLElement, HTMLElement];

    expect(within(final).getByLabelText("Won")).toHaveTextContent("W");
    expect(within(final).getByText(/^with/)).toHaveTextContent(`with ${ANDRES}`);
    expect(within(final).getByRole("link", { name: ANDRES })).toHaveAttribute("href", "/players/22");
    expect(within(final).getByText(`vs ${MONTENEGRO_CHAVES}`)).toHaveClass("break-words");
    expect(within(final).getByText("6-4, 3-6, 10-8")).toBeInTheDocument();
    expect(within(final).getByText("17/05/2026 · Copa de Dobles Mayo · F")).toBeInTheDocument();
    // The other team is named, not linked: only the partner is a link.
    expect(within(final).getAllByRole("link")).toHaveLength(1);

    expect(within(semifinal).getByLabelText("Lost")).toHaveTextContent("L");
    expect(within(semifinal).getByText(`vs ${BRENES_ROJAS}`)).toBeInTheDocument();
    expect(within(semifinal).getByText("4-6, 2-6")).toBeInTheDocument();
    expect(within(semifinal).getByText("10/05/2026 · Copa de Dobles Mayo · SF")).toBeInTheDocument();

    // The headings stay in order with the doubles among the page's parts.
    expect(skipped(headingLevels())).toEqual([]);
  });

  it("says the doubles in Spanish, the long names whole", async () => {
    mockFetch({
      "/api/seasons": { body: twoPastSeasons },
      "/api/players": { body: [] },
      "/api/players/21/profile": (_init, url) => {
        const season = url.searchParams.get("season") ?? "2026";
        return {
          body: aDoublesProfile(21, MARIA, season, season === "all" ? mariaDoublesAllTime : mariaDoubles),
        };
      },
      "/api/players/21/matches": { body: { record: RECORD, matches: [] }, headers: { "X-Total-Count": "0" } },
      "/api/players/21/ranking-history": { body: { season: "2026", points: [] } },
      "/api/tournaments": { body: [] },
    });
    renderRoutes(routes, "/players/21", createQueryClient(), "es");
    const heading = await screen.findByRole("heading", { name: "Dobles", level: 2 });
    const section = heading.closest("section") as HTMLElement;
    expect(within(section).getByText("Puntos de dobles")).toBeInTheDocument();
    expect(within(section).getByText("Efectividad").nextElementSibling).toHaveTextContent("50%");
    const list = within(section).getByRole("heading", { name: "Últimos partidos de dobles" });
    const [final] = within(list.closest("section") as HTMLElement).getAllByRole("listitem") as [HTMLElement];
    expect(within(final).getByLabelText("Ganados")).toBeInTheDocument();
    expect(within(final).getByText(/^con/)).toHaveTextContent(`con ${ANDRES}`);
    expect(within(final).getByRole("link", { name: ANDRES })).toHaveAttribute("href", "/players/22");
    expect(within(final).getByText(`vs. ${MONTENEGRO_CHAVES}`)).toBeInTheDocument();
    expect(within(final).getByText("17/05/2026 · Copa de Dobles Mayo · F")).toBeInTheDocument();

    // The cup the team won is among the titles, marked as doubles, with the partner linked.
    const titles = screen
      .getByRole("heading", { name: "Títulos", level: 2 })
      .closest("section") as HTMLElement;
    const [cup] = await within(titles).findAllByRole("listitem");
    expect(within(cup as HTMLElement).getByRole("link", { name: "Copa de Dobles Mayo" })).toHaveAttribute(
      "href",
      "/tournament/12",
    );
    expect(within(cup as HTMLElement).getByText("Dobles")).toBeInTheDocument();
    expect(within(cup as HTMLElement).getByRole("link", { name: ANDRES })).toHaveAttribute(
      "href",
      "/players/22",
    );
    expect(within(titles).queryByText("Todavía sin títulos.")).not.toBeInTheDocument();
  });

  it("shows no doubles for a player without doubles in the season", async () => {
    club();
    renderRoutes(routes, "/players/3");
    await screen.findByText("Showing 20 of 25 matches");
    expect(screen.getByRole("heading", { name: "Record", level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Doubles" })).not.toBeInTheDocument();
    expect(screen.queryByText("Doubles points")).not.toBeInTheDocument();
    expect(screen.queryByText("Last doubles matches")).not.toBeInTheDocument();
  });

  it("says so when the player is not there", async () => {
    mockFetch({
      "/api/players/99/profile": { status: 404, body: { error: "not_found", message: "Player not found" } },
    });
    renderRoutes(routes, "/players/99");
    expect(await screen.findByRole("heading", { name: "Player not found" })).toBeInTheDocument();
  });
});
