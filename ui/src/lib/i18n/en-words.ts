/**
 * English texts for what the server sends as kinds rather than words (issue 17): how a
 * match ended when it was not played out, and the English rules page. Part of `en`.
 */
export const enWords = {
  "words.walkover": "W/O",
  "words.retired": "Ret.",
  "words.rulesBackHome": "Back to home",

  "words.score.empty": "The score is empty",
  "words.score.malformed": "Set {set}: expected games such as 6-4, found “{found}”",
  "words.score.misplacedRetirement": "“Ret.” goes at the end of the score",
  "words.score.tooManySets": "The score has {sets} sets, but a match is best of 3",
  "words.score.impossibleSet": "Set {set}: {score} is not a possible set score",
  "words.score.unfinishedSet": "Set {set}: {score} is not a finished set",
  "words.score.earlyMatchTiebreak": "Set {set}: a match tiebreak ({score}) can only replace the third set",
  "words.score.misplacedTiebreak": "Set {set}: tiebreak points belong only to a 7-6 set, not {score}",
  "words.score.playedAfterDecided": "Set {set} was played after the match was already decided",
  "words.score.noWinner": "The match is not finished: nobody has won 2 sets",
  "words.score.retiredAfterDecided": "A player cannot retire after the match was decided",
  "words.score.winnerMismatch": "The score says {expected} won, but the winner picked is {given}",
};
