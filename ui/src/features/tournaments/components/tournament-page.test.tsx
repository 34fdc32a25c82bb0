import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answer } from "../../../../e2e/fixtures/club";
import { mockFetch } from "@/test/fetch-mock";
import { aMatch, aTournament } from "@/test/fixtures";
import { createQueryClient } from "@/lib/query-client";
import type { Tournament } from "@/lib/wire";
import { renderRoutes } from "@/test/render";
import { TournamentPage } from "./tournament-page";

const routes = [{ path: "/tournament/:id", element: <TournamentPage /> }];

/**
 * The sample club predates fields the server added: a match's scoreboard and a
 * tournament's weeks. Until it has them, its matches get those of a match with no
 * set to show, and its tournaments (hybrids and a draw of 16) the server's 4 weeks.
 * Its own values win.
 */
function withNewFields(path: string, body: unknown): unknown {
  if (path.endsWith("/matches") && Array.isArray(body))
    return body.map((match: object) => ({
      scoreForWinner: null,
      sets: [],
      walkover: false,
      retired: false,
      ...match,
    }));
  if (/^\/api\/tournaments\/\d+$/.test(path) && body !== null && typeof body === "object")
    return { weeks: 4, ...body };
  return body;
}

beforeEach(() => {
  // Focus on a group table's name (also when a dialog gives it back) shows its tooltip,
  // which measures itself; jsdom has nothing to measure with.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  // The sample club answers every GET the way the server would.
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), "http://club.test").pathname;
      const found = answer(path);
      if (!found) throw new Error(`unexpected call ${path}`);
      return new Response(JSON.stringify(withNewFields(path, found.body)), { status: found.status });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("TournamentPage", () => {
  it("shows the header facts and the schedule by week", async () => {
    renderRoutes(routes, "/tournament/3");
    expect(screen.getByText("Loading tournament...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Copa Relámpago" })).toBeInTheDocument();
    // A single elimination is not called a round robin (docs/rules.md#formats).
    expect(screen.getByText("Single Elimination Tournament")).toBeInTheDocument();
    expect(screen.queryByText("Round Robin Tournament")).not.toBeInTheDocument();
    expect(screen.getByText("09/11/2026")).toBeInTheDocument();
    expect(screen.getByText("13 / 13")).toBeInTheDocument();
    expect(screen.getByText("4 Weeks")).toBeInTheDocument();
    expect(screen.getByText("Free")).toBeInTheDocument();
    expect(screen.getByText("No Prize")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Schedule" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("heading", { name: "Week 1" })).toBeInTheDocument();
    expect(screen.getAllByText("R16").length).toBeGreaterThan(0);
  });

  it.each([
    [5, "5 Weeks"],
    [6, "6 Weeks"],
    [1, "1 Week"],
  ])("gives the duration the server computed: %i weeks", async (weeks, shown) => {
    mockFetch({
      "/api/tournaments/7": {
        body: aTournament({ id: 7, tournamentType: "single_elimination", playerCount: 24, weeks }),
      },
      "/api/tournaments/7/matches": { body: [] },
    });
    renderRoutes(routes, "/tournament/7");
    const duration = (await screen.findByText("Duration")).closest("div") as HTMLElement;
    expect(duration).toHaveTextContent(shown);
    expect(screen.queryByText("4 Weeks")).not.toBeInTheDocument();
  });

  it("shows the money facts in colones", async () => {
    renderRoutes(routes, "/tournament/1");
    expect(await screen.findByText("₡10,000")).toBeInTheDocument();
    // A hybrid keeps the spec's label.
    expect(screen.getByText("Round Robin Tournament")).toBeInTheDocument();
    expect(screen.getByText("₡60,000")).toBeInTheDocument();
  });

  it("opens a group player's ranking details from the bracket", async () => {
    renderRoutes(routes, "/tournament/1");
    await userEvent.click(await screen.findByRole("tab", { name: "Bracket" }));
    expect(await screen.findByRole("heading", { name: "Tournament Bracket" })).toBeInTheDocument();
    expect(screen.getByText("In Progress")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Group A" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Knockout Stage" })).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole("button", { name: /Ana Mora/ })[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Ranking Details" });
    for (const title of [
      "Final Position",
      "Match Performance",
      "Tiebreaker Stats",
      "Tiebreaker Hierarchy",
      "Tied Players Comparison",
    ]) {
      expect(within(dialog).getByRole("heading", { name: title })).toBeInTheDocument();
    }
    expect(within(dialog).getByText("1st Place")).toBeInTheDocument();
    expect(within(dialog).getByText("QUALIFIED")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows a group player's whole name beside the QUALIFIED badge, and gives focus back on close", async () => {
    renderRoutes(routes, "/tournament/1");
    await userEvent.click(await screen.findByRole("tab", { name: "Bracket" }));
    const opener = (await screen.findAllByRole("button", { name: /Ana Mora/ }))[0] as HTMLElement;
    opener.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Ranking Details" });
    const header = within(dialog).getByText("1st Place").parentElement as HTMLElement;
    expect(within(header).getByText("Ana Mora")).not.toHaveClass("truncate");
    expect(within(dialog).getByText("QUALIFIED")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it.each([
    ["Progress", "Tournament Progress"],
    ["View Rules", "Tournament Rules"],
  ])("gives focus back to the %s button when its dialog closes", async (button, title) => {
    renderRoutes(routes, "/tournament/1");
    const opener = await screen.findByRole("button", { name: button });
    opener.focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: title })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("does not cut names short in the schedule or in the knockout boxes", async () => {
    renderRoutes(routes, "/tournament/2");
    await screen.findByRole("heading", { name: "Week 1" });
    for (const name of screen.getAllByText("Ana Mora")) expect(name).not.toHaveClass("truncate");
    await userEvent.click(screen.getByRole("tab", { name: "Bracket" }));
    const knockout = await screen.findByRole("group", { name: "Knockout Stage" });
    const boxes = within(knockout).getAllByRole("article");
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) {
      for (const name of within(box).queryAllByText(/\p{L}/u)) expect(name).not.toHaveClass("truncate");
    }
  });

  it("names the champion of a finished tournament", async () => {
    renderRoutes(routes, "/tournament/2");
    await userEvent.click(await screen.findByRole("tab", { name: "Bracket" }));
    const champion = await screen.findByRole("region", { name: "Tournament Champion" });
    expect(within(champion).getByText("Ana Mora")).toBeInTheDocument();
    expect(screen.getByText("Complete")).toBeInTheDocument();
  });

  it("does not cut names short in the champion box or the group tables", async () => {
    renderRoutes(routes, "/tournament/2");
    await userEvent.click(await screen.findByRole("tab", { name: "Bracket" }));
    const champion = await screen.findByRole("region", { name: "Tournament Champion" });
    expect(within(champion).getByText("Ana Mora")).not.toHaveClass("truncate");
    const groupA = screen.getByRole("heading", { name: "Group A" }).closest("section") as HTMLElement;
    const names = within(groupA).getAllByText(/\p{L}+ \p{L}+/u, { selector: "button span" });
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.className).not.toMatch(/truncate|line-clamp/);
  });

  it("tells that the bracket is coming soon before the tournament begins", async () => {
    renderRoutes(routes, "/tournament/4");
    await userEvent.click(await screen.findByRole("tab", { name: "Bracket" }));
    expect(await screen.findByText("Bracket coming soon")).toBeInTheDocument();
    expect(screen.getByText("Bracket will appear here once the tournament begins")).toBeInTheDocument();
  });

  it("says 'Tournament Not Found' with a way home", async () => {
    renderRoutes(routes, "/tournament/999");
    expect(await screen.findByRole("heading", { name: "Tournament Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("lists players by tournament points with gold and silver for the top two", async () => {
    renderRoutes(routes, "/tournament/1");
    await userEvent.click(await screen.findByRole("tab", { name: "Players" }));
    expect(await screen.findByLabelText("First place")).toBeInTheDocument();
    expect(screen.getByLabelText("Second place")).toBeInTheDocument();
    expect(screen.getByText("175 pts")).toBeInTheDocument();
  });
});

describe("TournamentPage of a final played but not confirmed yet", () => {
  const WINNER = "Rebeca Sáenz Fonseca Villalobos";
  const OPPONENT = "Tatiana Brenes Calderón";
  const final = (tournament: Tournament) =>
    aMatch({
      id: 30,
      tournamentId: 8,
      stage: "final",
      groupId: null,
      round: 1,
      player1Id: 21,
      player2Id: 22,
      player1Name: WINNER,
      player2Name: OPPONENT,
      status: "completed",
      winnerId: 21,
      score: "6-3, 7-6(4)",
      sets: [
        { player1: 6, player2: 3, tiebreak: null },
        { player1: 7, player2: 6, tiebreak: 4 },
      ],
      confirmation: {
        state: tournament.finalWaiting?.state ?? "confirmed",
        reportedAt: "2026-12-01T20:00:00Z",
        reportedBy: 21,
        confirmBy: tournament.finalWaiting ? "2026-12-03T20:00:00Z" : null,
      },
    });
  const finalDeDiciembre = (overrides: Partial<Tournament>) =>
    aTournament({
      id: 8,
      name: "Final de Diciembre",
      status: "active",
      tournamentType: "single_elimination",
      startDate: "2026-11-30",
      playerCount: 2,
      weeks: 1,
      matchesGenerated: true,
      hasResults: true,
      ...overrides,
    });
  function serve(tournament: Tournament) {
    mockFetch({
      "/api/tournaments/8": { body: tournament },
      "/api/tournaments/8/matches": { body: [final(tournament)] },
    });
  }
  const header = async () =>
    (await screen.findByRole("heading", { name: "Final de Diciembre" })).closest("header") as HTMLElement;

  it.each([
    ["awaiting", "en", `Final played: ${WINNER} won, awaiting confirmation`, /Champion/],
    ["disputed", "en", `Final played: ${WINNER} won, disputed`, /Champion/],
    ["awaiting", "es", `Final jugada: ganó ${WINNER}, por confirmar`, /Campeón/],
    ["disputed", "es", `Final jugada: ganó ${WINNER}, en disputa`, /Campeón/],
  ] as const)(
    "says the %s final in %s in its header and its bracket, and names no champion",
    async (state, locale, line, champion) => {
      serve(finalDeDiciembre({ finalWaiting: { winnerId: 21, winnerName: WINNER, state } }));
      renderRoutes(routes, "/tournament/8", createQueryClient(), locale);
      const top = await header();
      const said = within(top).getByText(line);
      // The long name wraps on a phone rather than overflowing or being cut.
      expect(said).toHaveClass("break-words");
      expect(said.className).not.toMatch(/truncate|line-clamp/);
      expect(top).not.toHaveTextContent(champion);

      await userEvent.click(screen.getByRole("tab", { name: locale === "en" ? "Bracket" : "Cuadro" }));
      await screen.findByRole("heading", {
        name: locale === "en" ? "Tournament Bracket" : "Cuadro del torneo",
      });
      const elsewhere = screen.getAllByText(line).filter((each) => !top.contains(each));
      // In place of the champion box, and above the final on the printed draw.
      expect(elsewhere.filter((each) => !each.closest(".print-draw"))).toHaveLength(1);
      expect(elsewhere.filter((each) => each.closest(".print-draw"))).toHaveLength(1);
      expect(screen.queryByRole("region", { name: champion })).not.toBeInTheDocument();
    },
  );

  it("names the champion once the final is confirmed", async () => {
    serve(finalDeDiciembre({ status: "completed", championId: 21, championName: WINNER }));
    renderRoutes(routes, "/tournament/8");
    const top = await header();
    expect(within(top).getByText(`Champion: ${WINNER}`)).toBeInTheDocument();
    expect(screen.queryByText(/Final played/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "Bracket" }));
    const box = await screen.findByRole("region", { name: "Tournament Champion" });
    expect(within(box).getByText(WINNER)).toBeInTheDocument();
    expect(screen.queryByText(/Final played/)).not.toBeInTheDocument();
  });
});
