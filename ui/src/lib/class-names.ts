/** Joins the truthy class names, so conditional styling reads as a list. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}
