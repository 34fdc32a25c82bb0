/**
 * English texts of the league for members (docs/rules.md#results-by-the-players): challenging
 * and scoring without the league password, confirming or disputing a league score on the
 * member's page. Part of `en`.
 */
export const enLeagueResults = {
  "leagueMembers.you": "{name} (you)",
  "leagueMembers.createDescription":
    "Challenge a player within your range: the match is created in your name, no password needed.",
  "leagueMembers.onlyInRange": "You may challenge the players within your range.",
  "leagueMembers.noneInRange": "Nobody is within your challenge range right now.",
  "leagueMembers.rangeUnknown": "Your challenge range is not known: you need a place in the ranking first.",
  "leagueMembers.byPasswordHint": "Entered with the league password: you confirm or dispute it.",
  "leagueMembers.cancelChallenge": "Cancel challenge",
  "leagueMembers.cancelChallengeTitle": "Cancel this challenge?",
  "leagueMembers.cancelChallengeDescription":
    "Your match against {opponent} on {date} leaves the league, for both of you.",
  "leagueMembers.keepChallenge": "Keep challenge",
  "leagueMembers.challengeCancelled": "Challenge cancelled",
  "leagueMembers.cancelChallengeFailed": "Could not cancel the challenge",
};
