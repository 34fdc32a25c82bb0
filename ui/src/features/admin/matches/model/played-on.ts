import { ApiError } from "@/lib/api";

/**
 * The later matches a correction would clear, when the server refused it with 409
 * `result_played_on` (the winner changed after playing on; docs/api.md, "Results"): the ids
 * in `fields.clearLater.params.matches`. Null for any other error.
 */
export function playedOnMatches(error: unknown): number[] | null {
  if (!(error instanceof ApiError) || error.code !== "result_played_on") return null;
  const listed = error.fields.clearLater?.params?.matches;
  return Array.isArray(listed) ? listed.filter((id): id is number => typeof id === "number") : [];
}
