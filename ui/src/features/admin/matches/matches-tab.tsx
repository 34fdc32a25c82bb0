/** The admin's Matches tab (being built). */
export function MatchesTab() {
  return null;
}
