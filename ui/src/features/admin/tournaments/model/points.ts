/** True for the statuses whose tournaments give ranking points (decisions §5: active or completed). */
export function countsForPoints(status: string): boolean {
  return status === "active" || status === "completed";
}
