import type { DrawPlan, TournamentType } from "@/lib/wire";
import plans from "./draw-plans.json";

/**
 * The server's draw plan of a format and player count, as `GET /api/tournaments/draw-plan`
 * answered it: a Rust test keeps `draw-plans.json` equal to the server's answers, so the
 * bracket tests lay out and print the draws the server plans.
 */
export function aDrawPlan(type: TournamentType, playerCount: number): DrawPlan {
  const plan = (plans as unknown as Record<string, DrawPlan>)[`${type}-${playerCount}`];
  if (!plan) throw new Error(`draw-plans.json has no ${type} plan of ${playerCount} players`);
  return plan;
}
