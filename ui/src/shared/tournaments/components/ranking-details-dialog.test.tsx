import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Group, GroupPlayer } from "@/lib/wire";
import { renderWithProviders } from "@/test/render";
import { RankingDetailsDialog } from "./ranking-details-dialog";

const group: Group = {
  id: 1,
  name: "Group A",
  letter: "A",
  isFinal: true,
  matchesPlayed: 6,
  matchesTotal: 6,
};

function line(playerId: number, name: string, position: number): GroupPlayer {
  return {
    playerId,
    groupId: 1,
    name,
    avatar: null,
    position,
    qualified: position <= 2,
    points: 6,
    wins: 2,
    losses: 1,
    matches: 3,
    setsWon: 4,
    setsLost: 2 + position,
    gamesWon: 30,
    gamesLost: 25,
    setWinPct: 60,
    gameWinPct: 55,
    decidedBy: "setPct",
    tiedWith: [1, 2],
  };
}

describe("RankingDetailsDialog", () => {
  it("lets the keyboard reach and scroll the tied players' table (axe: scrollable-region-focusable)", async () => {
    const table = [line(1, "Ana Mora", 1), line(2, "Luis Vega", 2)];
    renderWithProviders(
      <RankingDetailsDialog
        line={table[0] ?? null}
        group={group}
        table={table}
        onOpenChange={() => undefined}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Ranking Details" });
    const comparison = within(dialog).getByRole("region", { name: "Tied Players Comparison" });
    expect(within(comparison).getByRole("table")).toBeInTheDocument();
    expect(comparison).toHaveAttribute("tabindex", "0");
    within(dialog).getAllByRole("button", { name: "Close" })[0]?.focus();
    await userEvent.tab();
    expect(comparison).toHaveFocus();
  });

  it("leads a doubles team's line to each partner's page", () => {
    const team = {
      ...line(11, "María José Quesada Villalobos / Andrés Felipe Solís Céspedes", 1),
      team: [11, 12],
    };
    renderWithProviders(
      <RankingDetailsDialog line={team} group={group} table={[team]} onOpenChange={() => undefined} />,
    );
    const dialog = screen.getByRole("dialog", { name: "Ranking Details" });
    expect(
      within(dialog).getByRole("link", { name: "María José Quesada Villalobos's page" }),
    ).toHaveAttribute("href", "/players/11");
    expect(within(dialog).getByRole("link", { name: "Andrés Felipe Solís Céspedes's page" })).toHaveAttribute(
      "href",
      "/players/12",
    );
    expect(within(dialog).queryByRole("link", { name: "View player page" })).not.toBeInTheDocument();
  });
});
