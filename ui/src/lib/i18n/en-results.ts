/**
 * English texts of results by the players (docs/rules.md#results-by-the-players): the
 * member's phone form, confirming or disputing the opponent's result, the marks of results
 * not settled yet. Part of `en`; the member's own results on their page are in
 * `en-member-screens.ts`, the admin's Disputes tab and a result's history in `en-console.ts`.
 */
export const enResults = {
  "stepper.less": "{what}: one less",
  "stepper.more": "{what}: one more",

  "results.mark.awaiting": "Unconfirmed",
  "results.mark.awaitingTitle": "Awaiting the opponent's confirmation",
  "results.mark.disputed": "Disputed",
  "results.mark.disputedTitle": "Disputed: the club's admin settles it",
  "results.claimed": "Walkover claimed by {name}",
  "results.claimedDisputed": "Walkover claimed by {name}, disputed",
  "results.withdrawn": "Claim withdrawn",
  "results.withdrawFailed": "Could not withdraw the claim",

  "results.windowOver": "This match's days are over: ask the club to record its result.",
  "results.recorded": "Result recorded",
  "results.recordedBody": "Your opponent now confirms it.",
  "results.corrected": "Result corrected",
  "results.saveFailed": "Could not save the result",
  "results.saveFailedBody": "Check the score and try again.",
  "results.confirmed": "Result confirmed",
  "results.confirmFailed": "Could not confirm the result",
  "results.disputed": "Result disputed: the club's admin settles it",
  "results.disputeFailed": "Could not dispute the result",

  "results.form.title": "Record the result",
  "results.form.correctTitle": "Correct the result",
  "results.form.description": "{player1} vs {player2} · {context}",
  "results.form.whoWon": "Who won?",
  "results.form.ending": "How did it end?",
  "results.form.played": "Played",
  "results.form.retired": "Retired",
  "results.form.walkover": "W/O",
  "results.form.retiredHint": "{name} retired: the last set may be unfinished.",
  "results.form.walkoverHint": "{name} wins without playing: it counts 6-0, 6-0.",
  "results.form.setsHint": "Each set's games, {name}'s first. Swap turns round a set {name} lost.",
  "results.form.setTitle": "Set {n}",
  "results.form.matchTiebreakTitle": "Match tiebreak",
  "results.form.swap": "Swap",
  "results.form.swapLabel": "Swap the games of {set}",
  "results.form.gamesOf": "{name}, {set}",
  "results.form.addSet": "Add a set",
  "results.form.removeSet": "Remove the last set",
  "results.form.matchTiebreak": "The third set was a match tiebreak (to 10)",
  "results.form.tiebreakPoints": "Tiebreak: points of {name}",
  "results.form.tiebreakOf": "{name}, tiebreak of {set}",
  "results.form.notYet":
    "Not a finished score yet: a set ends 6-0 to 6-4, 7-5 or 7-6, a match tiebreak at 10 by 2.",
  "results.form.readsAs": "The result reads",
  "results.form.reading": "{name} won {score}",
  "results.form.readingWalkover": "{name} won by walkover ({score})",
  "results.form.save": "Save result",

  "results.dispute.title": "Dispute the result",
  "results.dispute.reason": "What is wrong with it?",
  "results.dispute.placeholder": "For example: I won the second set 6-4.",
  "results.dispute.count": "{count}/{max} characters",
  "results.dispute.required": "Say what is wrong with the result.",
  "results.dispute.tooLong": "At most {max} characters.",
  "results.dispute.hint": "The result stays counted until the club's admin settles it.",
  "results.dispute.claimHint": "The walkover counts nowhere until the club's admin settles it.",
  "results.dispute.addScore": "Add my score",
  "results.dispute.send": "Dispute",

  "results.toConfirm.reported": "{name} recorded: {result}",
  "results.toConfirm.reportedByTeam": "The other team recorded: {result}",
  "results.toConfirm.reportedByPassword": "Recorded with the league password: {result}",
  "results.toConfirm.confirm": "Confirm",
  "results.toConfirm.dispute": "Dispute",
  "results.toConfirm.changed": "The score changed: look at the new one.",
  "results.result": "{name} won {score}",

  "disputes.leagueDraw": "Draw {score}",
};
