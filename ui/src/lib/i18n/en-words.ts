/**
 * English texts for what the server sends as kinds rather than words (issue 17): how a
 * match ended when it was not played out, and the English rules page. Part of `en`.
 */
export const enWords = {
  "words.walkover": "W/O",
  "words.retired": "Ret.",
  "words.rulesBackHome": "Back to home",
};
