import { LeagueList } from "../components/league-list";

/** The League list with its actions (being built). */
export function LeagueWithActions() {
  return <LeagueList />;
}
