import { describe, expect, it } from "vitest";
import type { Group, GroupPlayer, Match, RankingEntry } from "@/lib/wire";
import { aLeagueMatch, aMatch, aTournament } from "@/test/fixtures";
import { PANEL_KINDS } from "./options";
import {
  bracketScreens,
  buildSlides,
  type DisplayData,
  DOUBLES_MATCHES_PER_PAGE,
  MATCHES_PER_PAGE,
  nextComingSoon,
  pagesOf,
  slideId,
  slideResultKeys,
  weekMatches,
} from "./slides";

/** The item at `index`, failing the test when there is none. */
function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`nothing at ${index}`);
  return item;
}

const knockout = (stage: Match["stage"], count: number, firstId: number): Match[] =>
  Array.from({ length: count }, (_, slot) => aMatch({ id: firstId + slot, stage, slot, groupId: null }));

const group = (id: number, letter: string): Group => ({
  id,
  name: `Group ${letter}`,
  letter,
  isFinal: false,
  matchesPlayed: 0,
  matchesTotal: 6,
});

const line = (groupId: number, position: number, playerId: number): GroupPlayer => ({
  groupId,
  position,
  playerId,
  name: `Player ${playerId}`,
  avatar: null,
  decidedBy: null,
  matches: 0,
  wins: 0,
  losses: 0,
  points: 0,
  setsWon: 0,
  setsLost: 0,
  gamesWon: 0,
  gamesLost: 0,
  setWinPct: 0,
  gameWinPct: 0,
  qualified: false,
  tiedWith: [],
});

const ranking = (n: number): RankingEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `P${i + 1}`,
    rank: i + 1,
    season: "2026",
    totalPoints: 100 - i,
    avatar: null,
  }));

function data(overrides: Partial<DisplayData> = {}): DisplayData {
  return {
    tournaments: [],
    weeks: [],
    matches: new Map(),
    seeds: new Map(),
    groups: new Map(),
    groupPlayers: new Map(),
    rankings: ranking(12),
    leagueResults: [aLeagueMatch({ id: 1, status: "completed", score: "6-4, 6-4", winnerId: 3 })],
    leaguePending: [aLeagueMatch({ id: 2 })],
    today: "2026-11-10",
    ...overrides,
  };
}

describe("pagesOf", () => {
  it("cuts a list into pages and keeps one empty page for nothing", () => {
    expect(pagesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(pagesOf([], 3)).toEqual([[]]);
  });
});

describe("weekMatches", () => {
  it("keeps the week's matches in schedule order and leaves byes out", () => {
    const matches = [
      aMatch({ id: 5, week: 2, stage: "quarterfinal", groupId: null }),
      aMatch({ id: 6, week: 2, groupId: 2 }),
      aMatch({ id: 7, week: 2, groupId: 1 }),
      aMatch({ id: 8, week: 2, isBye: true, stage: "quarterfinal", groupId: null }),
      aMatch({ id: 9, week: 1 }),
    ];
    expect(weekMatches(matches, 2).map((m) => m.id)).toEqual([7, 6, 5]);
    expect(weekMatches(matches, 4)).toEqual([]);
  });
});

describe("bracketScreens", () => {
  it("fits a 16 draw on one screen, columns by stage", () => {
    const screens = bracketScreens([
      ...knockout("final", 1, 100),
      ...knockout("round_of_16", 8, 1),
      ...knockout("quarterfinal", 4, 20),
      ...knockout("semifinal", 2, 30),
      aMatch({ id: 500 }),
    ]);
    expect(screens).toHaveLength(1);
    expect(at(screens, 0).map((c) => [c.stage, c.matches.length])).toEqual([
      ["round_of_16", 8],
      ["quarterfinal", 4],
      ["semifinal", 2],
      ["final", 1],
    ]);
  });

  it("shows a 64 draw a quarter at a time, the same part of every column", () => {
    const screens = bracketScreens([
      ...knockout("round_of_64", 32, 1),
      ...knockout("round_of_32", 16, 100),
      ...knockout("round_of_16", 8, 200),
      ...knockout("quarterfinal", 4, 300),
      ...knockout("semifinal", 2, 400),
      ...knockout("final", 1, 500),
    ]);
    expect(screens).toHaveLength(4);
    const second = at(screens, 1);
    expect(second.map((c) => c.matches.map((m) => m.slot))).toEqual([
      [8, 9, 10, 11, 12, 13, 14, 15],
      [4, 5, 6, 7],
      [2, 3],
      [1],
      [0, 1],
      [0],
    ]);
    for (const screen of screens) {
      for (const column of screen) expect(column.matches.length).toBeLessThanOrEqual(8);
    }
  });

  it("has no screen without a knockout", () => {
    expect(bracketScreens([aMatch()])).toEqual([]);
  });
});

describe("nextComingSoon", () => {
  it("is the first to start from today on, else the latest announced", () => {
    const a = aTournament({ id: 1, status: "coming_soon", startDate: "2026-12-01" });
    const b = aTournament({ id: 2, status: "coming_soon", startDate: "2026-11-20" });
    const old = aTournament({ id: 3, status: "coming_soon", startDate: "2026-10-01" });
    const draft = aTournament({ id: 4, status: "draft", startDate: "2026-11-11" });
    expect(nextComingSoon([a, b, old, draft], "2026-11-10")?.id).toBe(2);
    expect(nextComingSoon([old], "2026-11-10")?.id).toBe(3);
    expect(nextComingSoon([draft], "2026-11-10")).toBeNull();
  });
});

describe("buildSlides", () => {
  const hybrid = aTournament({ id: 7, status: "active", matchesGenerated: true });
  const weekTwo = Array.from({ length: MATCHES_PER_PAGE + 2 }, (_, i) =>
    aMatch({ id: 10 + i, week: 2, tournamentId: 7 }),
  );
  const active = data({
    tournaments: [hybrid, aTournament({ id: 8, status: "coming_soon" })],
    weeks: [{ tournamentId: 7, week: 2, firstDay: "2026-11-09", lastDay: "2026-11-15" }],
    matches: new Map([
      [7, [...weekTwo, ...knockout("quarterfinal", 4, 90), ...knockout("semifinal", 2, 95)]],
    ]),
    groups: new Map([[7, [group(1, "A"), group(2, "B")]]]),
    groupPlayers: new Map([[7, [line(2, 1, 5), line(1, 2, 4), line(1, 1, 3)]]]),
    seeds: new Map([[7, new Map([[3, 1]])]]),
  });

  it("gives every screen of a tournament its seeds, as its Players tab shows them", () => {
    const slides = buildSlides(PANEL_KINDS, active);
    const seeded = slides.flatMap((slide) =>
      "seeds" in slide ? [[slideId(slide), slide.seeds.get(3)]] : [],
    );
    expect(seeded).toEqual([
      ["matches-7-1", 1],
      ["matches-7-2", 1],
      ["groups-7-1", 1],
      ["bracket-7-1", 1],
    ]);
  });

  it("rotates through the asked panels of every active tournament, long ones in pages", () => {
    const slides = buildSlides(PANEL_KINDS, active);
    expect(slides.map(slideId)).toEqual([
      "matches-7-1",
      "matches-7-2",
      "groups-7-1",
      "bracket-7-1",
      "rankings-1",
      "league-1",
    ]);
    const [first, second] = slides;
    expect(first?.panel === "matches" && first.matches.length).toBe(MATCHES_PER_PAGE);
    expect(second?.panel === "matches" && [second.page, second.pages, second.matches.length]).toEqual([
      2, 2, 2,
    ]);
    const groups = slides[2];
    expect(groups?.panel === "groups" && groups.tables.map((t) => t.lines.map((l) => l.playerId))).toEqual([
      [3, 4],
      [5],
    ]);
    const rankings = slides[4];
    expect(rankings?.panel === "rankings" && rankings.entries.length).toBe(10);
  });

  it("gives a doubles week fewer scoreboards a screen, for the teams' two names", () => {
    const doubles = data({
      tournaments: [aTournament({ id: 7, status: "active", matchesGenerated: true, discipline: "doubles" })],
      weeks: [{ tournamentId: 7, week: 2, firstDay: "2026-11-09", lastDay: "2026-11-15" }],
      matches: new Map([[7, weekTwo]]),
    });
    const pages = buildSlides(["matches"], doubles).map((slide) =>
      slide.panel === "matches" ? slide.matches.length : null,
    );
    expect(pages).toEqual([DOUBLES_MATCHES_PER_PAGE, MATCHES_PER_PAGE + 2 - DOUBLES_MATCHES_PER_PAGE]);
  });

  it("keeps the order and choice of the address", () => {
    expect(buildSlides(["rankings", "bracket"], active).map(slideId)).toEqual(["rankings-1", "bracket-7-1"]);
  });

  it("waits for a tournament's data instead of showing an empty panel", () => {
    const loading = data({ ...active, matches: new Map(), groups: new Map(), rankings: undefined });
    expect(buildSlides(PANEL_KINDS, loading).map(slideId)).toEqual(["league-1"]);
  });

  it("without an active tournament shows the rankings, the league and the next Coming Soon", () => {
    const quiet = data({
      tournaments: [aTournament({ id: 8, status: "coming_soon", startDate: "2026-12-01" })],
    });
    expect(buildSlides(PANEL_KINDS, quiet).map(slideId)).toEqual(["rankings-1", "league-1", "soon-8-1"]);
    expect(buildSlides(["matches"], quiet).map(slideId)).toEqual(["rankings-1", "league-1", "soon-8-1"]);
    expect(buildSlides(["league"], quiet).map(slideId)).toEqual(["league-1", "soon-8-1"]);
  });

  it("opens on today's matches at the club, beside the active tournament's late and overdue ones", () => {
    const tonight = {
      kind: "tournament",
      matchId: 40,
      tournamentId: 7,
      tournamentName: "Copa",
      leagueMatchId: null,
      time: "18:00",
      cancha: 3,
      player1Id: 3,
      player1Name: "Ana",
      player2Id: 8,
      player2Name: "Luis",
      completed: false,
    };
    const club = data({
      ...active,
      todayMatches: [tonight],
      matches: new Map([
        [
          7,
          [
            aMatch({ id: 41, timing: "late", deadline: "2026-11-08" }),
            aMatch({ id: 42, timing: "overdue", deadline: "2026-11-01" }),
            aMatch({ id: 43, timing: "this_week" }),
          ],
        ],
      ]),
    });
    const slides = buildSlides(PANEL_KINDS, club);
    expect(slides.map(slideId)[0]).toBe("today-1");
    const first = slides[0];
    expect(first?.panel === "today" && first.matches).toEqual([tonight]);
    expect(
      first?.panel === "today" && first.pending.map((entry) => [entry.match.id, entry.tournamentName]),
    ).toEqual([
      [42, active.tournaments?.[0]?.name],
      [41, active.tournaments?.[0]?.name],
    ]);
    expect(buildSlides(PANEL_KINDS, data({ ...active, todayMatches: [] })).map(slideId)).not.toContain(
      "today-1",
    );
  });

  it("lists the league's pending challenges soonest first", () => {
    const later = aLeagueMatch({ id: 2, date: "2026-11-20", time: "18:00" });
    const sooner = aLeagueMatch({ id: 3, date: "2026-11-20", time: "08:30" });
    const soonest = aLeagueMatch({ id: 4, date: "2026-11-12", time: null });
    const slide = at(buildSlides(["league"], data({ leaguePending: [later, sooner, soonest] })), 0);
    expect(slide.panel === "league" && slide.pending.map((m) => m.id)).toEqual([4, 3, 2]);
  });

  it("names the results each screen shows", () => {
    const slides = buildSlides(PANEL_KINDS, active);
    expect(slideResultKeys(at(slides, 1))).toEqual(["match-22", "match-23"]);
    expect(slideResultKeys(at(slides, 3))).toEqual([
      "match-90",
      "match-91",
      "match-92",
      "match-93",
      "match-95",
      "match-96",
    ]);
    expect(slideResultKeys(at(slides, 5))).toEqual(["league-1"]);
    expect(slideResultKeys(at(slides, 4))).toEqual([]);
  });
});
