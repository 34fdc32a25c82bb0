import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import type { TournamentType } from "@/lib/wire";
import { aDrawPlan } from "@/test/draw-plans";
import { mockFetch } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { fastUser, pick, stubSelectLayout } from "@/test/select";
import { FORMATS, makePlayer, makeTournament } from "../test/fixtures";
import { CreateTournamentButton } from "./create-tournament-dialog";

beforeAll(stubSelectLayout);
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The club's players, strongest first, with their real shapes: two surnames and accents. */
const NAMES: readonly [string, string, string, string, string, string] = [
  "María José Quesada Villalobos",
  "Andrés Felipe Solís Céspedes",
  "Ana Lucía Mora Jiménez",
  "José Pablo Rojas Quesada",
  "Íñigo Núñez Mora",
  "Valeria Céspedes Rojas",
];

async function openDoubles(teams: string) {
  const sent: Record<string, unknown>[] = [];
  mockFetch({
    "/api/admin/eligibility": { body: { season: 2026, fee: 10000, warnings: [] } },
    "/api/tournaments/formats": { body: FORMATS },
    "/api/tournaments/draw-plan": (_, url) => ({
      body: aDrawPlan(
        url.searchParams.get("tournamentType") as TournamentType,
        Number(url.searchParams.get("playerCount")),
      ),
    }),
    "/api/players": {
      body: NAMES.map((name, i) => makePlayer(i + 1, { name, totalPoints: 600 - 100 * i })),
    },
    // Auto-fill of three teams: the top team (by its first player, 1) on line 1, beside the bye.
    "POST /api/tournaments/draw-plan/fill": (init) => {
      sent.push({ fill: JSON.parse(String(init?.body)) });
      return { body: { manualBracketPositions: { "0": 1, "2": 3, "3": 5 } } };
    },
    "POST /api/tournaments": (init) => {
      sent.push(JSON.parse(String(init?.body)));
      return { status: 201, body: makeTournament(7, { name: "Dobles de Navidad" }) };
    },
  });
  const user = fastUser();
  renderWithProviders(<CreateTournamentButton />, createQueryClient());
  await user.click(screen.getByRole("button", { name: "Create New Tournament" }));
  const dialog = await screen.findByRole("dialog", { name: "Create New Tournament" });
  await within(dialog).findByLabelText(NAMES[0]);
  await user.type(within(dialog).getByLabelText("Tournament name"), "Dobles de Navidad");
  await user.type(within(dialog).getByLabelText("Start date"), "05/12/2026");
  await user.click(within(dialog).getByRole("radio", { name: "Doubles" }));
  await user.click(within(dialog).getByRole("radio", { name: "Single Elimination" }));
  await pick(user, "Team count", teams);
  return { user, dialog, sent };
}

describe("Create New Tournament, doubles", () => {
  it("pairs two players a team, never offers a paired player again, and sends the teams", async () => {
    const { user, dialog, sent } = await openDoubles("2");
    const teams = within(dialog).getByRole("group", { name: "Teams" });
    const choose = (name: string) => user.click(within(teams).getByRole("button", { name: `Pick ${name}` }));

    await choose(NAMES[2]);
    expect(within(teams).getByText(`Partner for ${NAMES[2]}?`)).toBeInTheDocument();
    // The one waiting is not offered as their own partner.
    expect(within(teams).queryByRole("button", { name: `Pick ${NAMES[2]}` })).not.toBeInTheDocument();
    await choose(NAMES[3]);
    expect(within(teams).getByText(`${NAMES[2]} / ${NAMES[3]}`)).toBeInTheDocument();
    expect(within(teams).getByText("1 / 2 teams")).toBeInTheDocument();
    for (const paired of [NAMES[2], NAMES[3]]) {
      expect(within(teams).queryByRole("button", { name: `Pick ${paired}` })).not.toBeInTheDocument();
    }

    // One team short: said, and nothing sent.
    await user.click(within(dialog).getByRole("button", { name: "Create Tournament" }));
    expect(within(dialog).getByText("Please pair exactly 2 teams for the tournament")).toBeInTheDocument();
    expect(sent).toEqual([]);

    // A team removed frees its players.
    await choose(NAMES[0]);
    await choose(NAMES[1]);
    await user.click(within(teams).getByRole("button", { name: `Remove team ${NAMES[0]} / ${NAMES[1]}` }));
    expect(within(teams).getByRole("button", { name: `Pick ${NAMES[0]}` })).toBeInTheDocument();
    await choose(NAMES[4]);
    await choose(NAMES[5]);
    expect(within(teams).getByText("2 / 2 teams")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Create Tournament" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: "Dobles de Navidad",
      startDate: "2026-12-05",
      playerCount: 2,
      buyIn: 0,
      status: "draft",
      tournamentType: "single_elimination",
      discipline: "doubles",
      selectedTeams: [
        [3, 4],
        [5, 6],
      ],
    });
  });

  it("places teams by hand, asks Auto-fill with the teams, and creates the placement shown", async () => {
    const { user, dialog, sent } = await openDoubles("3");
    const teams = within(dialog).getByRole("group", { name: "Teams" });
    for (const name of [NAMES[2], NAMES[3], NAMES[4], NAMES[5], NAMES[0], NAMES[1]]) {
      await user.click(within(teams).getByRole("button", { name: `Pick ${name}` }));
    }
    // The draw counts and places teams, not players.
    expect(within(dialog).getByText("Place every team yourself in step 2")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: "Manual bracket" }));
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(await within(dialog).findByText("Step 2 of 2: place the teams")).toBeInTheDocument();
    const line = await within(dialog).findByRole("combobox", { name: "Line 1" });
    // Each position offers the teams, by their names.
    expect(within(line).getByRole("option", { name: `${NAMES[2]} / ${NAMES[3]}` })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Auto-fill" }));
    await waitFor(() => expect(line).toHaveDisplayValue(`${NAMES[0]} / ${NAMES[1]}`));
    expect(sent[0]).toEqual({
      fill: {
        tournamentType: "single_elimination",
        selectedTeams: [
          [3, 4],
          [5, 6],
          [1, 2],
        ],
        manualBracketPositions: {},
      },
    });
    await user.click(within(dialog).getByRole("button", { name: "Create Tournament" }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({
      discipline: "doubles",
      manualBracketPositions: { "0": [1, 2], "2": [3, 4], "3": [5, 6] },
    });
    expect(sent[1]).not.toHaveProperty("selectedPlayerIds");
  });
});
