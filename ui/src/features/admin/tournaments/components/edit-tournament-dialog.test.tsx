import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import type { Tournament } from "@/lib/wire";
import { type Canned, mockFetch } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { fastUser, openListbox, pick, stubSelectLayout } from "@/test/select";
import { FORMATS, makePlayers, makeTournament } from "../test/fixtures";
import { EditTournamentDialog } from "./edit-tournament-dialog";

beforeAll(stubSelectLayout);
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const copa = makeTournament(4, {
  name: "Copa Pura Vida",
  status: "coming_soon",
  startDate: "2026-12-12",
  buyIn: 12000,
  bagPrice: 90000,
});

async function openDialog(tournament: Tournament, patch?: Canned) {
  const sent: unknown[] = [];
  mockFetch({
    "/api/players": { body: makePlayers(12) },
    "/api/tournaments/formats": { body: FORMATS },
    [`/api/tournaments/${tournament.id}`]: { body: tournament },
    [`PATCH /api/tournaments/${tournament.id}`]: (init) => {
      sent.push(JSON.parse(String(init?.body)));
      return patch ?? { body: { ...tournament, name: "Copa Tica" } };
    },
  });
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  const onOpenChange = vi.fn();
  const user = fastUser();
  renderWithProviders(
    <EditTournamentDialog tournament={tournament} onOpenChange={onOpenChange} />,
    queryClient,
  );
  const dialog = screen.getByRole("dialog", { name: "Edit Tournament" });
  await within(dialog).findByLabelText("Player 1");
  return { user, dialog, sent, invalidate, onOpenChange };
}

describe("Edit Tournament", () => {
  it("fills the form from the tournament and keeps its Coming Soon status on offer", async () => {
    const { user, dialog } = await openDialog(copa);
    expect(within(dialog).getByLabelText("Tournament name")).toHaveValue("Copa Pura Vida");
    expect(within(dialog).getByLabelText("Start date")).toHaveValue("12/12/2026");
    expect(within(dialog).getByLabelText("Bag price (₡)")).toHaveValue(90000);
    expect(within(dialog).getByLabelText("Buy-in (₡)")).toHaveValue(12000);
    expect(within(dialog).getByText("8 selected")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Player 8")).toBeChecked();
    expect(within(dialog).getByLabelText("Player 9")).not.toBeChecked();
    await user.click(within(dialog).getByRole("combobox", { name: "Status" }));
    const options = within(await openListbox()).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Draft",
      "Coming Soon",
      "Active",
      "Completed",
    ]);
  });

  it("lets a draft be announced as Coming Soon (docs/rules.md#tournament-lifecycle)", async () => {
    const { user, dialog, sent, onOpenChange } = await openDialog({ ...copa, status: "draft" });
    await user.click(within(dialog).getByRole("combobox", { name: "Status" }));
    const options = within(await openListbox()).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Draft",
      "Coming Soon",
      "Active",
      "Completed",
    ]);
    await user.keyboard("{Escape}");
    await pick(user, "Status", "Coming Soon");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toEqual([{ status: "coming_soon" }]);
  });

  it("shows the server's 409 when a tournament with results goes back to Coming Soon", async () => {
    const message = "A tournament with results cannot go back to draft or Coming Soon.";
    const { user, dialog, sent, onOpenChange } = await openDialog(
      { ...copa, status: "active", hasResults: true },
      { status: 409, body: { error: "conflict", code: "tournament_status_locked", message } },
    );
    await pick(user, "Status", "Coming Soon");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Update failed")).toBeInTheDocument();
    expect(
      screen.getByText("A tournament with results cannot go back to Draft or Coming Soon."),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ status: "coming_soon" }]);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Edit Tournament" })).toBeInTheDocument();
  });

  it("asks for at least 2 players and sends nothing", async () => {
    const { user, dialog, sent } = await openDialog(copa);
    await user.click(within(dialog).getByRole("button", { name: "Clear selection" }));
    await user.click(within(dialog).getByLabelText("Player 3"));
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(
      within(dialog).getByText("Please select at least 2 players for the tournament"),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("searchbox", { name: "Search players" })).toHaveFocus();
    await user.clear(within(dialog).getByLabelText("Bag price (₡)"));
    await user.type(within(dialog).getByLabelText("Bag price (₡)"), "-1");
    expect(within(dialog).getByText("The bag price cannot be negative")).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("sends only what changed, an empty bag price as 0 ('No Prize')", async () => {
    const { user, dialog, sent, invalidate, onOpenChange } = await openDialog(copa);
    await user.clear(within(dialog).getByLabelText("Tournament name"));
    await user.type(within(dialog).getByLabelText("Tournament name"), "Copa Tica");
    await user.clear(within(dialog).getByLabelText("Bag price (₡)"));
    await pick(user, "Status", "Active");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toEqual([{ name: "Copa Tica", status: "active", bagPrice: 0 }]);
    expect(await screen.findByText("Tournament updated")).toBeInTheDocument();
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ["tournaments", "list"],
      ["tournaments", 4],
      ["players"],
    ]);
  });

  it("sends a new selection with its size as the player count", async () => {
    const { user, dialog, sent, invalidate } = await openDialog(copa);
    for (const id of [9, 10, 11, 12]) await user.click(within(dialog).getByLabelText(`Player ${id}`));
    expect(within(dialog).getByText("12 selected")).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText("Buy-in (₡)"));
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      buyIn: 0,
      selectedPlayerIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      playerCount: 12,
    });
    // New players change who earns this tournament's points.
    await waitFor(() =>
      expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
        ["tournaments", "list"],
        ["tournaments", 4],
        ["players"],
      ]),
    );
  });

  it("leaves the players' points alone when only money changes", async () => {
    const { user, dialog, sent, invalidate } = await openDialog(copa);
    await user.type(within(dialog).getByLabelText("Buy-in (₡)"), "0");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(sent).toEqual([{ buyIn: 120000 }]));
    await waitFor(() =>
      expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
        ["tournaments", "list"],
        ["tournaments", 4],
      ]),
    );
  });

  it("shows the server's 409 when the players can no longer change", async () => {
    const { user, dialog } = await openDialog(copa, {
      status: 409,
      body: {
        error: "conflict",
        code: "tournament_has_results",
        message: "The players, their number and the format cannot change once a result is recorded.",
      },
    });
    await user.click(within(dialog).getByLabelText("Player 8"));
    await user.click(within(dialog).getByLabelText("Player 9"));
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Update failed")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Results are recorded, so the players, their number and the format can no longer change.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Edit Tournament" })).toBeInTheDocument();
  });

  it("says 'Failed to update tournament' when the server gives no reason", async () => {
    const { user, dialog } = await openDialog(copa, { status: 500, body: null });
    await user.type(within(dialog).getByLabelText("Tournament name"), "!");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Update failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to update tournament")).toBeInTheDocument();
  });

  it("locks the players once results are recorded", async () => {
    const { dialog } = await openDialog({ ...copa, status: "active", hasResults: true });
    expect(
      within(dialog).getByText("Results are recorded, so the players can no longer change."),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Player 1")).toBeDisabled();
  });
});
