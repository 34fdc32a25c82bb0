import type { MatchStage, SlotLabel } from "@/lib/wire";
import {
  drawSize,
  favouritesOrder,
  stageForPlayersLeft,
  type BracketEntrant,
  type BracketMatch,
} from "./bracket";

/**
 * Static brackets shown before a tournament's knockout matches exist: who will
 * meet whom, by group position or seed (docs/rules.md#knockout,
 * docs/rules.md#draw-order). They use the same nodes as a real bracket so they
 * are drawn the same way.
 */

type Entrant = { label: SlotLabel | null };
type Pairing = { id: string; stage: MatchStage; top: Entrant; bottom: Entrant; next?: [string, 1 | 2] };

function entrant(label: SlotLabel | null): BracketEntrant {
  return { playerId: null, name: null, label };
}

function toMatches(pairings: Pairing[]): BracketMatch[] {
  const slotInStage = new Map<MatchStage, number>();
  return pairings.map((pairing) => {
    const slot = slotInStage.get(pairing.stage) ?? 0;
    slotInStage.set(pairing.stage, slot + 1);
    return {
      id: pairing.id,
      stage: pairing.stage,
      round: 0,
      slot,
      top: entrant(pairing.top.label),
      bottom: entrant(pairing.bottom.label),
      winner: null,
      sets: [],
      walkover: false,
      retired: false,
      isBye: false,
      nextMatchId: pairing.next?.[0] ?? null,
      nextSlot: pairing.next?.[1] ?? null,
    };
  });
}

/** The fallback knockout of a hybrid tournament of 8, 12, 16 or 20 players; empty otherwise. */
export function hybridFallback(playerCount: number): BracketMatch[] {
  const first = (group: string): Entrant => ({ label: { kind: "group_place", group, place: 1 } });
  const second = (group: string): Entrant => ({ label: { kind: "group_place", group, place: 2 } });
  const seed = (n: number): Entrant => ({ label: { kind: "seed", seed: n } });
  const winner = (match: string): Entrant => {
    const stage: MatchStage = match.startsWith("RQ")
      ? "round_of_qualification"
      : match.startsWith("QF")
        ? "quarterfinal"
        : "semifinal";
    return { label: { kind: "winner_of", stage, number: Number(match.replace(/\D/g, "")) } };
  };
  const final: Pairing = { id: "F", stage: "final", top: winner("SF1"), bottom: winner("SF2") };

  switch (playerCount) {
    case 8:
      return toMatches([
        { id: "SF1", stage: "semifinal", top: first("A"), bottom: second("B"), next: ["F", 1] },
        { id: "SF2", stage: "semifinal", top: first("B"), bottom: second("A"), next: ["F", 2] },
        final,
      ]);
    case 12:
      return toMatches([
        { id: "QF1", stage: "quarterfinal", top: seed(3), bottom: seed(6), next: ["SF2", 2] },
        { id: "QF2", stage: "quarterfinal", top: seed(4), bottom: seed(5), next: ["SF1", 2] },
        { id: "SF1", stage: "semifinal", top: seed(1), bottom: winner("QF2"), next: ["F", 1] },
        { id: "SF2", stage: "semifinal", top: seed(2), bottom: winner("QF1"), next: ["F", 2] },
        final,
      ]);
    case 16:
      return toMatches([
        { id: "QF1", stage: "quarterfinal", top: first("A"), bottom: second("B"), next: ["SF1", 1] },
        { id: "QF2", stage: "quarterfinal", top: first("B"), bottom: second("A"), next: ["SF2", 1] },
        { id: "QF3", stage: "quarterfinal", top: first("C"), bottom: second("D"), next: ["SF1", 2] },
        { id: "QF4", stage: "quarterfinal", top: first("D"), bottom: second("C"), next: ["SF2", 2] },
        { id: "SF1", stage: "semifinal", top: winner("QF1"), bottom: winner("QF3"), next: ["F", 1] },
        { id: "SF2", stage: "semifinal", top: winner("QF2"), bottom: winner("QF4"), next: ["F", 2] },
        final,
      ]);
    case 20:
      return toMatches([
        { id: "RQ1", stage: "round_of_qualification", top: seed(7), bottom: seed(10), next: ["QF2", 2] },
        { id: "RQ2", stage: "round_of_qualification", top: seed(8), bottom: seed(9), next: ["QF1", 2] },
        { id: "QF1", stage: "quarterfinal", top: seed(1), bottom: winner("RQ2"), next: ["SF1", 1] },
        { id: "QF2", stage: "quarterfinal", top: seed(2), bottom: winner("RQ1"), next: ["SF2", 1] },
        { id: "QF3", stage: "quarterfinal", top: seed(3), bottom: seed(6), next: ["SF2", 2] },
        { id: "QF4", stage: "quarterfinal", top: seed(4), bottom: seed(5), next: ["SF1", 2] },
        { id: "SF1", stage: "semifinal", top: winner("QF1"), bottom: winner("QF4"), next: ["F", 1] },
        { id: "SF2", stage: "semifinal", top: winner("QF2"), bottom: winner("QF3"), next: ["F", 2] },
        final,
      ]);
    default:
      return [];
  }
}

/**
 * The fallback draw of a single-elimination tournament: seeds on the lines of
 * docs/rules.md#draw-order, the seeds beyond the player count as byes, later
 * rounds TBD.
 */
export function singleEliminationFallback(playerCount: number): BracketMatch[] {
  if (playerCount < 2) return [];
  const size = drawSize(playerCount);
  const matches: BracketMatch[] = [];
  let round = 1;
  for (let playersLeft = size; playersLeft >= 2; playersLeft /= 2, round += 1) {
    const stage = stageForPlayersLeft(playersLeft);
    const count = playersLeft / 2;
    const ids = Array.from({ length: count }, (_, slot) => `R${round}-${slot}`);
    const favourites = round === 1 ? favouritesOrder(count) : [];
    ids.forEach((id, slot) => {
      // Later rounds: players still unknown (TBD).
      let top = entrant(null);
      let bottom = entrant(null);
      let isBye = false;
      const favourite = favourites[slot];
      if (favourite !== undefined) {
        const opponent = size + 1 - favourite;
        const [upper, lower] = favourite === 2 ? [opponent, favourite] : [favourite, opponent];
        const side = (seed: number) => entrant(seed > playerCount ? { kind: "bye" } : { kind: "seed", seed });
        top = side(upper);
        bottom = side(lower);
        isBye = opponent > playerCount;
      }
      matches.push({
        id,
        stage,
        round,
        slot,
        top,
        bottom,
        winner: null,
        sets: [],
        walkover: false,
        retired: false,
        isBye,
        nextMatchId: playersLeft > 2 ? `R${round + 1}-${Math.floor(slot / 2)}` : null,
        nextSlot: playersLeft > 2 ? (((slot % 2) + 1) as 1 | 2) : null,
      });
    });
  }
  return matches;
}
