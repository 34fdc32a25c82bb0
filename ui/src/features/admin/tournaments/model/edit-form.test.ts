import { describe, expect, it } from "vitest";
import { translate } from "@/lib/i18n";
import type { Tournament } from "@/lib/wire";
import { aTournament } from "@/test/fixtures";
import { FORMATS } from "../test/fixtures";
import { EDIT_STATUSES, editBody, type EditDraft, editDraftFrom, editProblems } from "./edit-form";

const tournament = aTournament({
  id: 4,
  name: "Copa Pura Vida",
  status: "coming_soon",
  startDate: "2026-12-12",
  buyIn: 12000,
  selectedPlayerIds: [1, 2, 3, 4, 5, 6, 7, 8],
});

function messages(draft: EditDraft, of: Tournament = tournament) {
  return Object.fromEntries(
    Object.entries(editProblems(draft, of, FORMATS)).map(([field, problem]) => [
      field,
      translate(problem.key, problem.params),
    ]),
  );
}

describe("editDraftFrom", () => {
  it("fills the form; a zero bag price shows empty ('No Prize')", () => {
    expect(editDraftFrom(tournament)).toEqual({
      name: "Copa Pura Vida",
      startDate: "2026-12-12",
      status: "coming_soon",
      bagPrice: "",
      buyIn: "12000",
      selectedPlayerIds: [1, 2, 3, 4, 5, 6, 7, 8],
      selectedTeams: [],
      waiting: null,
    });
  });
});

describe("a doubles draw", () => {
  const doubles = aTournament({
    id: 9,
    name: "Dobles de Navidad",
    status: "coming_soon",
    tournamentType: "single_elimination",
    playerCount: 2,
    discipline: "doubles",
    selectedPlayerIds: undefined,
    selectedTeams: [
      [11, 12],
      [13, 14],
    ],
  });

  it("edits its teams, not players", () => {
    const draft = editDraftFrom(doubles);
    expect(draft.selectedTeams).toEqual([
      [11, 12],
      [13, 14],
    ]);
    expect(messages(draft, doubles)).toEqual({});
    expect(editBody(draft, doubles)).toEqual({});
  });

  it("takes a team's two players in either order as the same team", () => {
    const draft = { ...editDraftFrom(doubles), selectedTeams: [[12, 11] as const, [13, 14] as const] };
    expect(editBody(draft, doubles)).toEqual({});
  });

  it("sends new teams, and their number when it changes", () => {
    const draft = {
      ...editDraftFrom(doubles),
      selectedTeams: [[11, 12] as const, [13, 14] as const, [15, 16] as const],
    };
    expect(editBody(draft, doubles)).toEqual({
      selectedTeams: [
        [11, 12],
        [13, 14],
        [15, 16],
      ],
      playerCount: 3,
    });
  });

  it("needs two teams at least", () => {
    const draft = { ...editDraftFrom(doubles), selectedTeams: [[11, 12] as const] };
    expect(messages(draft, doubles)).toEqual({ players: translate("adminTournaments.atLeastTwo") });
  });
});

describe("EDIT_STATUSES", () => {
  it("offers all four statuses, whatever the current one (docs/rules.md#tournament-lifecycle)", () => {
    expect(EDIT_STATUSES).toEqual(["draft", "coming_soon", "active", "completed"]);
  });
});

describe("editProblems", () => {
  const draft = editDraftFrom(tournament);

  it("accepts the unchanged form", () => {
    expect(messages(draft)).toEqual({});
  });

  it("requires a name and a start date", () => {
    expect(messages({ ...draft, name: " ", startDate: "" })).toEqual({
      name: "Tournament name is required",
      startDate: "Start date is required",
    });
  });

  it.each([[[]], [[1]]])("asks for at least 2 players (%j)", (selectedPlayerIds) => {
    expect(messages({ ...draft, selectedPlayerIds })).toEqual({
      players: "Please select at least 2 players for the tournament",
    });
  });

  it("keeps a hybrid's new selection to groups of 4", () => {
    expect(messages({ ...draft, selectedPlayerIds: [1, 2, 3, 4, 5, 6, 7] })).toEqual({
      players: "A hybrid tournament has 8, 12, 16 or 20 players",
    });
    const twelve = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(messages({ ...draft, selectedPlayerIds: twelve })).toEqual({});
  });

  it("lets a single elimination keep any count from 2", () => {
    const draw = { ...tournament, tournamentType: "single_elimination" as const };
    expect(messages({ ...draft, selectedPlayerIds: [1, 2, 3] }, draw)).toEqual({});
  });

  it.each([
    ["bagPrice", "-5", "The bag price cannot be negative"],
    ["buyIn", "-1", "The buy-in cannot be negative"],
    ["bagPrice", "1.5", "Enter a whole number of colones"],
  ] as const)("checks %s %j", (field, value, expected) => {
    expect(messages({ ...draft, [field]: value })).toEqual({ [field]: expected });
  });
});

describe("editBody", () => {
  const draft = editDraftFrom(tournament);

  it("is empty when nothing changed", () => {
    expect(editBody(draft, tournament)).toEqual({});
    expect(editBody({ ...draft, selectedPlayerIds: [8, 7, 6, 5, 4, 3, 2, 1] }, tournament)).toEqual({});
  });

  it("sends only what changed; an empty amount is 0", () => {
    expect(
      editBody({ ...draft, name: " Copa Tica ", status: "active", bagPrice: "50000", buyIn: "" }, tournament),
    ).toEqual({ name: "Copa Tica", status: "active", bagPrice: 50000, buyIn: 0 });
  });

  it("sends a new selection, and its size when the count changes", () => {
    const swapped = [1, 2, 3, 4, 5, 6, 7, 9];
    expect(editBody({ ...draft, selectedPlayerIds: swapped }, tournament)).toEqual({
      selectedPlayerIds: swapped,
    });
    const twelve = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(editBody({ ...draft, selectedPlayerIds: twelve }, tournament)).toEqual({
      selectedPlayerIds: twelve,
      playerCount: 12,
    });
  });
});
