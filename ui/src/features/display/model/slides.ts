import type {
  Group,
  GroupPlayer,
  LeagueMatch,
  Match,
  RankingEntry,
  TodayMatch,
  Tournament,
  TournamentWeek,
} from "@/lib/wire";
import { isBehind } from "@/shared/timing/model/schedule-form";
import { NO_SEEDS, type Seeds } from "@/shared/tournaments/model/seeds";
import { scheduleByWeek, STAGE_ORDER } from "@/shared/tournaments/model/stages";
import type { PanelKind } from "./options";

/**
 * The display's screens, in the order it rotates through them, from what it has loaded. A
 * panel too long for a 1080p screen becomes several screens (pages), each shown in turn; the
 * page sizes are what fits at the display's type sizes (the browser test checks that nothing
 * overflows). Pure, so the rotation's content is tested without a browser.
 */

/** Matches on one screen of "this week": two columns of six scoreboards. */
export const MATCHES_PER_PAGE = 12;
/** A doubles week's: two columns of four, each team's two names on up to two lines. */
export const DOUBLES_MATCHES_PER_PAGE = 8;
/** Group tables on one screen: two by two. */
export const GROUPS_PER_PAGE = 4;
/** Matches in one bracket column on one screen. */
export const BRACKET_ROWS = 8;
/** The overall ranking's lines shown. */
export const RANKING_TOP = 10;
/** Lines in each of the league's two columns (latest results, pending challenges). */
export const LEAGUE_ROWS = 7;
/** Lines in each of "Today at the club"'s two columns (today's matches, pending from earlier weeks). */
export const TODAY_ROWS = 7;

/** Everything the display has loaded; a part still loading is undefined. */
export interface DisplayData {
  tournaments: Tournament[] | undefined;
  weeks: TournamentWeek[] | undefined;
  matches: ReadonlyMap<number, Match[]>;
  /** Each active tournament's seeds, as its Players tab shows them; none while loading. */
  seeds: ReadonlyMap<number, Seeds>;
  groups: ReadonlyMap<number, Group[]>;
  groupPlayers: ReadonlyMap<number, GroupPlayer[]>;
  rankings: RankingEntry[] | undefined;
  leagueResults: LeagueMatch[] | undefined;
  leaguePending: LeagueMatch[] | undefined;
  /** The club's date today, `yyyy-mm-dd`. */
  today: string;
  /** "Today at the club": today's matches by hour; undefined while loading. */
  todayMatches?: TodayMatch[];
}

/** An active tournament's match past its deadline, with its tournament's name. */
export interface PendingMatch {
  tournamentName: string;
  match: Match;
}

/** A group's table. */
export interface GroupTable {
  group: Group;
  lines: GroupPlayer[];
}

/** One stage's column of the knockout on one screen. */
export interface BracketColumn {
  stage: Match["stage"];
  matches: Match[];
}

/** Where a screen sits within its panel: page 1 of 1 for a panel that fits. */
interface Paged {
  page: number;
  pages: number;
}

/** One screen of the display. */
export type Slide =
  | ({
      panel: "matches";
      tournament: Tournament;
      week: TournamentWeek;
      matches: Match[];
      /** Each group's letter by its id, to name a group match's group. */
      groupLetters: ReadonlyMap<number, string>;
      seeds: Seeds;
    } & Paged)
  | ({ panel: "groups"; tournament: Tournament; tables: GroupTable[]; seeds: Seeds } & Paged)
  | ({ panel: "bracket"; tournament: Tournament; columns: BracketColumn[]; seeds: Seeds } & Paged)
  | ({ panel: "rankings"; entries: RankingEntry[] } & Paged)
  | ({ panel: "league"; results: LeagueMatch[]; pending: LeagueMatch[] } & Paged)
  | ({ panel: "soon"; tournament: Tournament } & Paged)
  | ({ panel: "today"; date: string; matches: TodayMatch[]; pending: PendingMatch[] } & Paged);

/** `items` cut into pages of `size`; at least one page, empty when there is nothing. */
export function pagesOf<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages.length > 0 ? pages : [[]];
}

/** Numbers a panel's screens: page i of n. */
function paged<T extends object>(screens: T[]): (T & Paged)[] {
  return screens.map((screen, index) => ({ ...screen, page: index + 1, pages: screens.length }));
}

/**
 * The knockout as columns by stage, cut into screens of at most `BRACKET_ROWS` matches a
 * column: screen p of P shows the p-th part of every column that has at least P matches
 * (the same part of the draw in each, since a match's slot halves from round to round),
 * and a shorter column (the final) whole on every screen.
 */
export function bracketScreens(matches: readonly Match[]): BracketColumn[][] {
  const columns = STAGE_ORDER.map((stage) => ({
    stage,
    matches: matches.filter((match) => match.stage === stage).sort((a, b) => a.slot - b.slot),
  })).filter((column) => column.matches.length > 0);
  if (columns.length === 0) return [];
  const tallest = Math.max(...columns.map((column) => column.matches.length));
  const screens = Math.ceil(tallest / BRACKET_ROWS);
  return Array.from({ length: screens }, (_, screen) =>
    columns.map(({ stage, matches: column }) => {
      const n = column.length;
      if (n < screens) return { stage, matches: column };
      return {
        stage,
        matches: column.slice(Math.floor((screen * n) / screens), Math.floor(((screen + 1) * n) / screens)),
      };
    }),
  );
}

/** This week's matches of a tournament (byes left out), in schedule order. */
export function weekMatches(matches: readonly Match[], week: number): Match[] {
  return scheduleByWeek(matches).find((entry) => entry.week === week)?.matches ?? [];
}

/** The next Coming Soon tournament: the first to start from today on, else the latest announced. */
export function nextComingSoon(tournaments: readonly Tournament[], today: string): Tournament | null {
  const soon = tournaments
    .filter((tournament) => tournament.status === "coming_soon")
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
  return soon.find((tournament) => tournament.startDate >= today) ?? soon.at(-1) ?? null;
}

function tournamentSlides(panel: PanelKind, tournament: Tournament, data: DisplayData): Slide[] {
  const matches = data.matches.get(tournament.id);
  const seeds = data.seeds.get(tournament.id) ?? NO_SEEDS;
  switch (panel) {
    case "matches": {
      const week = data.weeks?.find((entry) => entry.tournamentId === tournament.id);
      if (!week || !matches) return [];
      const groupLetters = new Map(
        (data.groups.get(tournament.id) ?? []).map((group) => [group.id, group.letter]),
      );
      return paged(
        pagesOf(
          weekMatches(matches, week.week),
          tournament.discipline === "doubles" ? DOUBLES_MATCHES_PER_PAGE : MATCHES_PER_PAGE,
        ).map((page) => ({
          panel,
          tournament,
          week,
          matches: page,
          groupLetters,
          seeds,
        })),
      );
    }
    case "groups": {
      const groups = data.groups.get(tournament.id);
      const lines = data.groupPlayers.get(tournament.id);
      if (tournament.tournamentType !== "hybrid" || !groups || !lines || groups.length === 0) return [];
      const tables = groups.map((group) => ({
        group,
        lines: lines.filter((line) => line.groupId === group.id).sort((a, b) => a.position - b.position),
      }));
      return paged(
        pagesOf(tables, GROUPS_PER_PAGE).map((page) => ({ panel, tournament, tables: page, seeds })),
      );
    }
    case "bracket":
      if (!matches) return [];
      return paged(bracketScreens(matches).map((columns) => ({ panel, tournament, columns, seeds })));
    default:
      return [];
  }
}

/**
 * The active tournaments' matches pending from earlier weeks (late or overdue), the one past
 * its deadline longest first.
 */
export function pendingFromEarlierWeeks(data: DisplayData): PendingMatch[] {
  const active = (data.tournaments ?? []).filter((tournament) => tournament.status === "active");
  return active
    .flatMap((tournament) =>
      (data.matches.get(tournament.id) ?? [])
        .filter((match) => isBehind(match.timing))
        .map((match) => ({ tournamentName: tournament.name, match })),
    )
    .sort((a, b) => a.match.deadline.localeCompare(b.match.deadline) || a.match.id - b.match.id);
}

function clubSlides(panel: PanelKind, data: DisplayData): Slide[] {
  if (panel === "today" && data.todayMatches) {
    const pending = pendingFromEarlierWeeks(data).slice(0, TODAY_ROWS);
    if (data.todayMatches.length === 0 && pending.length === 0) return [];
    return paged(
      pagesOf(data.todayMatches, TODAY_ROWS).map((page) => ({
        panel,
        date: data.today,
        matches: page,
        pending,
      })),
    );
  }
  if (panel === "rankings" && data.rankings) {
    return paged([{ panel, entries: data.rankings.slice(0, RANKING_TOP) }]);
  }
  if (panel === "league" && data.leagueResults && data.leaguePending) {
    const results = data.leagueResults.slice(0, LEAGUE_ROWS);
    // Pending challenges soonest first (the list comes newest first).
    const pending = [...data.leaguePending].sort(
      (a, b) => a.date.localeCompare(b.date) || (a.time ?? "").localeCompare(b.time ?? "") || a.id - b.id,
    );
    return paged(pagesOf(pending, LEAGUE_ROWS).map((page) => ({ panel, results, pending: page })));
  }
  return [];
}

/**
 * The screens to rotate through. With active tournaments: the panels asked for, in their
 * order, each for every active tournament that has it. Without one: the rankings, the
 * league and the next Coming Soon tournament (the club's panels among those asked for, or
 * both when none was).
 */
export function buildSlides(panels: readonly PanelKind[], data: DisplayData): Slide[] {
  const active = (data.tournaments ?? []).filter((tournament) => tournament.status === "active");
  if (active.length > 0) {
    return panels.flatMap((panel) =>
      panel === "rankings" || panel === "league" || panel === "today"
        ? clubSlides(panel, data)
        : active.flatMap((tournament) => tournamentSlides(panel, tournament, data)),
    );
  }
  const asked = panels.filter((panel) => panel === "rankings" || panel === "league" || panel === "today");
  const clubPanels: PanelKind[] = asked.length > 0 ? asked : ["rankings", "league"];
  const soon = data.tournaments ? nextComingSoon(data.tournaments, data.today) : null;
  return [
    ...clubPanels.flatMap((panel) => clubSlides(panel, data)),
    ...(soon ? paged([{ panel: "soon" as const, tournament: soon }]) : []),
  ];
}

/** A name for a screen that stays the same while its data change: React's key, the tests' handle. */
export function slideId(slide: Slide): string {
  const owner = "tournament" in slide ? `-${slide.tournament.id}` : "";
  return `${slide.panel}${owner}-${slide.page}`;
}

/** The results a screen shows, as `resultKey`s: where a new result is seen. */
export function slideResultKeys(slide: Slide): string[] {
  switch (slide.panel) {
    case "matches":
      return slide.matches.map((match) => matchKey(match.id));
    case "bracket":
      return slide.columns.flatMap((column) => column.matches.map((match) => matchKey(match.id)));
    case "league":
      return slide.results.map((match) => leagueKey(match.id));
    default:
      return [];
  }
}

/** The key of a tournament match's result. */
export const matchKey = (id: number) => `match-${id}`;
/** The key of a league match's result. */
export const leagueKey = (id: number) => `league-${id}`;
