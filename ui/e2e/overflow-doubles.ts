/**
 * The doubles screens under the overflow check (issue 55), part of the overflow journey: a team's
 * two long names must wrap cleanly on a 360 px phone in both languages. A doubles draw of this
 * week pairs the journey's long names with the demo club's longest ones; the member's team meets
 * the opponent's in its first round. On the member's phone: `/me` with the partner named, the
 * result form with both teams (a 7-6 set and its tiebreak), the draw's schedule and bracket, the
 * demo's doubles hybrid (schedule, groups, players, progress), the doubles ranking with a
 * partner's ranking details, and the page of a partner of the demo's doubles champions. In the
 * console: Edit Tournament of the doubles draw with its teams, and Create New Tournament in
 * doubles with the long names paired.
 */
import type { BrowserContext, Page } from "playwright-core";
import { call, clubDate } from "./member-club";
import { dialog, either, escape, fits, openDialog, quote, type Language } from "./overflow-screens";
import { see, TIMEOUT } from "./screen";

/** The doubles draw of this week, its name as long as the club's. */
export const DOUBLES_CUP = "Copa de Dobles Mixtos de Fin de Año";
/** The doubles tournament typed into Create New Tournament (never created). */
const NEW_DOUBLES_CUP = "Torneo de Dobles Nocturno de Veteranos";

interface Tournament {
  id: number;
  name: string;
  status: string;
  tournamentType: string;
  discipline?: string;
  championTeam?: [number, number] | null;
}

/** The teams of the doubles draw, by their names, and the tournament's id. */
export interface DoublesClub {
  id: number;
  /** The member's team, "Member / Partner", and the opponent's. */
  ours: string;
  theirs: string;
  /** The member's partner. */
  partner: string;
  /** Every name the draw's teams use. */
  names: string[];
}

/**
 * The doubles draw: the member with `partner`, the opponent with `opponentPartner`, and two
 * teams of the demo club's four longest names; the member's team and the opponent's meet in
 * the first round. `players` are the journey's four, the member and the opponent first.
 */
export async function seedDoubles(
  admin: BrowserContext,
  players: { id: number; name: string }[],
): Promise<DoublesClub> {
  const [member, opponent, partner, opponentPartner] = players;
  if (!member || !opponent || !partner || !opponentPartner) throw new Error("four players are needed");
  const taken = new Set(players.map((p) => p.id));
  const club = await call<{ id: number; name: string; status: string }[]>(admin, "GET", "/api/players");
  const longest = club
    .filter((p) => p.status === "approved" && !taken.has(p.id))
    .sort((a, b) => b.name.length - a.name.length || a.id - b.id)
    .slice(0, 4);
  const [a, b, c, d] = longest;
  if (!a || !b || !c || !d) throw new Error("the demo club has fewer than four other players");
  const teams = [
    [member, partner],
    [opponent, opponentPartner],
    [a, b],
    [c, d],
  ] as const;
  const draw = await call<{ id: number }>(admin, "POST", "/api/tournaments", {
    name: DOUBLES_CUP,
    startDate: clubDate(),
    playerCount: 4,
    buyIn: 0,
    status: "active",
    tournamentType: "single_elimination",
    discipline: "doubles",
    selectedTeams: teams.map(([first, second]) => [first.id, second.id]),
    // A doubles draw places each team by its two players.
    manualBracketPositions: Object.fromEntries(
      teams.map(([first, second], at) => [String(at), [first.id, second.id]]),
    ),
  });
  await call(admin, "POST", `/api/tournaments/${draw.id}/generate-matches`);
  const name = ([first, second]: readonly [{ name: string }, { name: string }]) =>
    `${first.name} / ${second.name}`;
  return {
    id: draw.id,
    ours: name(teams[0]),
    theirs: name(teams[1]),
    partner: partner.name,
    names: teams.flatMap(([first, second]) => [first.name, second.name]),
  };
}

/** The demo club's doubles tournaments: the hybrid in play and the finished cup. */
async function demoDoubles(on: BrowserContext) {
  const tournaments = await call<Tournament[]>(on, "GET", "/api/tournaments");
  const doubles = tournaments.filter((t) => t.discipline === "doubles");
  const hybrid = doubles.find((t) => t.status === "active" && t.tournamentType === "hybrid");
  const finished = doubles.find((t) => t.status === "completed" && t.championTeam);
  if (!hybrid || !finished?.championTeam) throw new Error("the demo club lacks its doubles tournaments");
  return { hybrid, champions: finished.championTeam };
}

/** The member's doubles on a 360 px phone: their page, the result form, the draws, the ranking. */
export async function doublesMemberScreens(page: Page, language: Language, club: DoublesClub) {
  await page.goto("/me");
  const next = page.getByRole("list", { name: either("Mis próximos partidos", "My next matches") });
  const match = next.getByRole("listitem").filter({ hasText: DOUBLES_CUP });
  await see(match, club.partner);
  await see(match, club.theirs);
  await fits(page, language, "doubles-me");

  await match.getByRole("button", { name: either("Anotar resultado", "Record result") }).click();
  const form = dialog(page, either("Anotar el resultado", "Record the result"));
  await form.waitFor({ timeout: TIMEOUT });
  await form.getByRole("radio", { name: club.ours }).check();
  // A 7-6 first set to the member's team, with its tiebreak's points.
  const more = (team: string) => new RegExp(`^${quote(team)}, Set 1: (uno más|one more)$`);
  for (let i = 0; i < 6; i += 1) await form.getByRole("button", { name: more(club.theirs) }).click();
  await form.getByRole("button", { name: more(club.ours) }).click();
  await fits(page, language, "doubles-record");
  await escape(page, form);

  await page.goto(`/tournament/${club.id}`);
  await see(page.getByRole("tabpanel"), club.names[0] ?? "");
  await fits(page, language, "doubles-draw-schedule");
  await page.getByRole("tab", { name: either("Cuadro", "Bracket") }).click();
  await see(page.getByRole("tabpanel"), club.names[club.names.length - 1] ?? "");
  await fits(page, language, "doubles-draw-bracket");

  const { hybrid, champions } = await demoDoubles(page.context());
  await page.goto(`/tournament/${hybrid.id}`);
  await page.getByRole("tabpanel").getByRole("listitem").first().waitFor({ timeout: TIMEOUT });
  await fits(page, language, "doubles-hybrid-schedule");
  await page.getByRole("tab", { name: either("Cuadro", "Bracket") }).click();
  await see(page.getByRole("tabpanel"), either("Grupo A", "Group A"));
  await fits(page, language, "doubles-hybrid-bracket");
  await page.getByRole("tab", { name: either("Jugadores", "Players") }).click();
  await page.getByRole("tabpanel").getByRole("listitem").first().waitFor({ timeout: TIMEOUT });
  await fits(page, language, "doubles-hybrid-players");
  const progress = either("Progreso", "Progress");
  await openDialog(
    page,
    language,
    "doubles-progress",
    page.getByRole("button", { name: progress }),
    either("Progreso del torneo", "Tournament Progress"),
  );

  await page.goto("/rankings?discipline=doubles");
  const ranking = page.getByRole("tabpanel");
  await see(page, either("Ranking de dobles", "Doubles Rankings"));
  await ranking.getByRole("button").first().waitFor({ timeout: TIMEOUT });
  await fits(page, language, "doubles-rankings");
  await openDialog(
    page,
    language,
    "doubles-ranking-details",
    ranking.getByRole("button").first(),
    either("Perfil del jugador", "Player Profile"),
  );

  // A partner of the demo's doubles champions: their doubles, their titles with the partner.
  await page.goto(`/players/${champions[0]}`);
  const titles = page.getByRole("heading", { name: either("Títulos", "Titles"), level: 2 });
  await titles.waitFor({ timeout: TIMEOUT });
  await page
    .getByRole("heading", { name: either("Dobles", "Doubles"), level: 2 })
    .waitFor({ timeout: TIMEOUT });
  await see(page.locator("section", { has: titles }), either("Dobles", "Doubles"));
  await fits(page, language, "doubles-player");
}

/** The console's doubles dialogs at 360 px: the draw's edit, and creating one with long names. */
export async function doublesConsoleScreens(page: Page, language: Language, club: DoublesClub) {
  await page.goto("/admin?tab=tournaments");
  await page.getByRole("tabpanel").waitFor({ timeout: TIMEOUT });
  const row = page.getByRole("article", { name: DOUBLES_CUP });
  await openDialog(
    page,
    language,
    "console-edit-doubles",
    row.getByRole("button", { name: new RegExp(`^(Editar|Edit): ${quote(DOUBLES_CUP)}$`) }),
    either("Editar torneo", "Edit Tournament"),
  );

  const title = either("Crear torneo nuevo", "Create New Tournament");
  await page.getByRole("button", { name: title }).click();
  const create = dialog(page, title);
  await create.waitFor({ timeout: TIMEOUT });
  await create.getByRole("textbox", { name: /^(Nombre del torneo|Tournament name)/ }).fill(NEW_DOUBLES_CUP);
  await create.getByRole("radio", { name: /^(Dobles|Doubles)/ }).check();
  await create.getByRole("radio", { name: /^(Eliminación directa|Single Elimination)/ }).check();
  await create.getByRole("combobox", { name: /^(Cantidad de parejas|Team count)/ }).click();
  await page.getByRole("option", { name: "4", exact: true }).click();
  const teams = create.getByRole("group", { name: either("Parejas", "Teams") });
  for (const name of club.names) {
    await teams.getByRole("button", { name: either(`Elegir a ${name}`, `Pick ${name}`) }).click();
  }
  await see(teams, club.ours);
  await see(teams, either("4 / 4 parejas", "4 / 4 teams"));
  await fits(page, language, "console-create-doubles");
  await escape(page, create);
}
