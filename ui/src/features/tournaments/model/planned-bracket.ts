import type { DrawPlan, SlotLabel } from "@/lib/wire";
import type { BracketEntrant, BracketMatch } from "./bracket";

function entrant(label: SlotLabel): BracketEntrant {
  return { playerId: null, name: null, label };
}

/**
 * The knockout of a tournament whose matches do not exist yet, as the server plans it
 * (`GET /api/tournaments/draw-plan`): who will meet whom by group place or seed, the
 * byes, and the winners' way to the final. Drawn with the same nodes as a real bracket.
 */
export function plannedBracket(plan: DrawPlan): BracketMatch[] {
  const name = (index: number) => plan.knockout[index]?.name ?? String(index);
  return plan.knockout.map((match) => ({
    id: match.name,
    stage: match.stage,
    round: match.round,
    slot: match.slot,
    top: entrant(match.labels[0]),
    bottom: entrant(match.labels[1]),
    winner: null,
    sets: [],
    walkover: false,
    retired: false,
    isBye: match.isBye,
    nextMatchId: match.nextMatch === null ? null : name(match.nextMatch),
    nextSlot: match.nextSide,
  }));
}
