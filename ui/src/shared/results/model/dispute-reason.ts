/** A dispute's reason is 1 to 500 characters (docs/api.md, "Results"), counted as the server counts them. */
export const REASON_MAX = 500;

/** What is wrong with a reason as typed: nothing, empty, or too long; and its length in characters. */
export function reasonProblem(reason: string): { length: number; problem: "required" | "tooLong" | null } {
  const trimmed = reason.trim();
  // The server counts Unicode characters, not UTF-16 units: an emoji is one.
  const length = [...trimmed].length;
  if (length === 0) return { length, problem: "required" };
  return { length, problem: length > REASON_MAX ? "tooLong" : null };
}
