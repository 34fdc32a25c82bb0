/** True for the statuses whose tournaments count for points: active or completed (docs/rules.md#points). */
export function countsForPoints(status: string): boolean {
  return status === "active" || status === "completed";
}
