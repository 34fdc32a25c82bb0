/** The admin's Players tab (being built). */
export function PlayersTab() {
  return null;
}
