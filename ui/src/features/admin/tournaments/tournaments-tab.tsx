/** The admin's Tournaments tab (being built). */
export function TournamentsTab() {
  return null;
}
