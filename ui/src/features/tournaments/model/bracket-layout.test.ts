import { describe, expect, it } from "vitest";
import { translate } from "@/lib/i18n";
import type { Match } from "@/lib/wire";
import { aMatch } from "@/test/fixtures";
import { slotLabel } from "@/shared/tournaments/model/server-words";
import { knockoutFromMatches, type BracketMatch } from "./bracket";
import { BRACKET_DIMENSIONS as D, layoutBracket, type BracketLayout } from "./bracket-layout";
import { aDrawPlan } from "@/test/draw-plans";
import { plannedBracket } from "./planned-bracket";

const t = translate;

function stagesOf(layout: BracketLayout) {
  return layout.columns.map((c) => c.stage);
}

function countPerColumn(layout: BracketLayout) {
  return layout.columns.map((_, index) => layout.nodes.filter((n) => n.column === index).length);
}

/** An entrant's label as the English bracket says it; "TBD" for none. */
function said(label: BracketMatch["top"]["label"] | undefined) {
  return slotLabel(label, t) ?? "TBD";
}

function labelsOf(matches: BracketMatch[], id: string) {
  const match = matches.find((m) => m.id === id);
  return [said(match?.top.label), said(match?.bottom.label)];
}

/** Checks what must hold for any drawn bracket. */
function expectWellFormed(layout: BracketLayout) {
  // No two cards of one column overlap.
  layout.columns.forEach((_, column) => {
    const ys = layout.nodes
      .filter((n) => n.column === column)
      .map((n) => n.y)
      .sort((a, b) => a - b);
    ys.slice(1).forEach((y, i) => expect(y - (ys[i] ?? 0)).toBeGreaterThanOrEqual(D.cardHeight));
  });
  // Every card fits in the drawing.
  for (const node of layout.nodes) {
    expect(node.x + D.cardWidth).toBeLessThanOrEqual(layout.width);
    expect(node.y + D.cardHeight).toBeLessThanOrEqual(layout.height);
  }
  // Each match sits between the matches feeding it, one column to their right.
  for (const node of layout.nodes) {
    const feeders = layout.nodes.filter((n) => n.match.nextMatchId === node.match.id);
    if (feeders.length === 0) continue;
    const ys = feeders.map((f) => f.y);
    expect(node.y).toBeGreaterThanOrEqual(Math.min(...ys));
    expect(node.y).toBeLessThanOrEqual(Math.max(...ys));
    feeders.forEach((f) => expect(f.column).toBe(node.column - 1));
  }
  // One connector per link, from the right edge of the feeder to the left edge of the next.
  const links = layout.nodes.filter((n) => n.match.nextMatchId !== null);
  expect(layout.connectors).toHaveLength(links.length);
  for (const connector of layout.connectors) {
    const from = layout.nodes.find((n) => n.match.id === connector.fromId);
    const to = layout.nodes.find((n) => n.match.id === connector.toId);
    expect(connector.path.startsWith(`M${(from?.x ?? 0) + D.cardWidth} `)).toBe(true);
    expect(connector.path.endsWith(`H${to?.x}`)).toBe(true);
  }
}

describe("hybrid brackets", () => {
  it("8 players: two semifinals 1st v 2nd of the other group, then the final", () => {
    const matches = plannedBracket(aDrawPlan("hybrid", 8));
    const layout = layoutBracket(matches);
    expect(stagesOf(layout)).toEqual(["semifinal", "final"]);
    expect(countPerColumn(layout)).toEqual([2, 1]);
    expect(labelsOf(matches, "SF1")).toEqual(["1st Group A", "2nd Group B"]);
    expect(labelsOf(matches, "SF2")).toEqual(["1st Group B", "2nd Group A"]);
    expectWellFormed(layout);
    const final = layout.nodes.find((n) => n.match.stage === "final");
    const semis = layout.nodes.filter((n) => n.match.stage === "semifinal").map((n) => n.y);
    expect(final?.y).toBe(((semis[0] ?? 0) + (semis[1] ?? 0)) / 2);
  });

  it("12 players: quarterfinals 3v6 and 4v5 of the best qualifiers, the two best wait in the semifinals", () => {
    const matches = plannedBracket(aDrawPlan("hybrid", 12));
    const layout = layoutBracket(matches);
    expect(stagesOf(layout)).toEqual(["quarterfinal", "semifinal", "final"]);
    expect(countPerColumn(layout)).toEqual([2, 2, 1]);
    expect(labelsOf(matches, "QF1")).toEqual(["Best qualifier 3", "Best qualifier 6"]);
    expect(labelsOf(matches, "QF2")).toEqual(["Best qualifier 4", "Best qualifier 5"]);
    expect(labelsOf(matches, "SF1")).toEqual(["Best qualifier 1", "Winner QF2"]);
    expect(labelsOf(matches, "SF2")).toEqual(["Best qualifier 2", "Winner QF1"]);
    expectWellFormed(layout);
    // A semifinal fed by one quarterfinal lines up with it: a straight connector.
    const sf1 = layout.nodes.find((n) => n.match.id === "SF1");
    const qf2 = layout.nodes.find((n) => n.match.id === "QF2");
    expect(sf1?.y).toBe(qf2?.y);
  });

  it("16 players: 1A-2B, 1B-2A, 1C-2D, 1D-2C; group mates meet again only in the final", () => {
    const matches = plannedBracket(aDrawPlan("hybrid", 16));
    const layout = layoutBracket(matches);
    expect(stagesOf(layout)).toEqual(["quarterfinal", "semifinal", "final"]);
    expect(countPerColumn(layout)).toEqual([4, 2, 1]);
    expect(labelsOf(matches, "QF3")).toEqual(["1st Group C", "2nd Group D"]);
    expect(labelsOf(matches, "SF1")).toEqual(["Winner QF1", "Winner QF3"]);
    expectWellFormed(layout);
    // Drawn top to bottom in tree order: QF1 and QF3 feed the upper semifinal.
    const order = layout.nodes
      .filter((n) => n.match.stage === "quarterfinal")
      .sort((a, b) => a.y - b.y)
      .map((n) => n.match.id);
    expect(order).toEqual(["QF1", "QF3", "QF2", "QF4"]);
  });

  it("20 players: a qualification round 7v10 and 8v9 before the quarterfinals", () => {
    const matches = plannedBracket(aDrawPlan("hybrid", 20));
    const layout = layoutBracket(matches);
    expect(stagesOf(layout)).toEqual(["round_of_qualification", "quarterfinal", "semifinal", "final"]);
    expect(countPerColumn(layout)).toEqual([2, 4, 2, 1]);
    expect(labelsOf(matches, "QF1")).toEqual(["Best qualifier 1", "Winner RQ2"]);
    expect(labelsOf(matches, "RQ2")).toEqual(["Best qualifier 8", "Best qualifier 9"]);
    expectWellFormed(layout);
  });
});

describe("single elimination", () => {
  it("5 players: a draw of 8, byes for seeds 1-3, only 4v5 is played in round 1", () => {
    const matches = plannedBracket(aDrawPlan("single_elimination", 5));
    const layout = layoutBracket(matches);
    expect(stagesOf(layout)).toEqual(["quarterfinal", "semifinal", "final"]);
    expect(countPerColumn(layout)).toEqual([4, 2, 1]);
    const firstRound = matches
      .filter((m) => m.round === 1)
      .map((m) => [said(m.top.label), said(m.bottom.label), m.isBye]);
    expect(firstRound).toEqual([
      ["Seed 1", "BYE", true],
      ["Seed 4", "Seed 5", false],
      ["Seed 3", "BYE", true],
      // The server's draw (docs/rules.md#draw-order): seed 2 heads its first-round match.
      ["Seed 2", "BYE", true],
    ]);
    expectWellFormed(layout);
  });

  it("13 players: a draw of 16 with byes for the top 3 seeds", () => {
    const matches = plannedBracket(aDrawPlan("single_elimination", 13));
    const layout = layoutBracket(matches);
    expect(stagesOf(layout)).toEqual(["round_of_16", "quarterfinal", "semifinal", "final"]);
    expect(countPerColumn(layout)).toEqual([8, 4, 2, 1]);
    const byes = matches.filter((m) => m.isBye).map((m) => [said(m.top.label), said(m.bottom.label)]);
    expect(byes).toEqual([
      ["Seed 1", "BYE"],
      ["Seed 3", "BYE"],
      ["Seed 2", "BYE"],
    ]);
    expect(matches.filter((m) => m.round === 1).map((m) => said(m.top.label))).toEqual([
      "Seed 1",
      "Seed 8",
      "Seed 4",
      "Seed 5",
      "Seed 3",
      "Seed 6",
      "Seed 7",
      "Seed 2",
    ]);
    expectWellFormed(layout);
  });

  it("64 players: six rounds, 32 matches in the first column", () => {
    const layout = layoutBracket(plannedBracket(aDrawPlan("single_elimination", 64)));
    expect(countPerColumn(layout)).toEqual([32, 16, 8, 4, 2, 1]);
    expect(layout.height).toBe(D.headerHeight + 32 * (D.cardHeight + D.rowGap) - D.rowGap);
    expectWellFormed(layout);
  });
});

describe("knockoutFromMatches", () => {
  const base = aMatch({
    groupId: null,
    player1Name: null,
    player2Name: null,
    status: "completed",
    score: "6-4, 6-2",
    player1Sets: 2,
    player2Sets: 0,
    player1Games: 12,
    player2Games: 6,
  });

  it("drops group matches and marks the winner's side", () => {
    const matches: Match[] = [
      {
        ...base,
        id: 1,
        stage: "group",
        slot: 0,
        player1Id: 3,
        player2Id: 4,
        winnerId: 3,
        nextMatchId: null,
        nextSlot: null,
      },
      {
        ...base,
        id: 2,
        stage: "semifinal",
        slot: 0,
        player1Id: 3,
        player2Id: 5,
        winnerId: 5,
        nextMatchId: 4,
        nextSlot: 1,
      },
      {
        ...base,
        id: 3,
        stage: "semifinal",
        slot: 1,
        player1Id: 6,
        player2Id: 7,
        winnerId: 6,
        nextMatchId: 4,
        nextSlot: 2,
      },
      {
        ...base,
        id: 4,
        stage: "final",
        slot: 0,
        player1Id: 5,
        player2Id: 6,
        winnerId: null,
        nextMatchId: null,
        nextSlot: null,
        status: "pending",
        score: null,
      },
    ];
    const bracket = knockoutFromMatches(matches);
    expect(bracket.map((m) => [m.id, m.winner])).toEqual([
      [2, 2],
      [3, 1],
      [4, null],
    ]);
    expectWellFormed(layoutBracket(bracket));
  });
});
