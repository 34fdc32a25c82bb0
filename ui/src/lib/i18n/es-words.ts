import type { enWords } from "./en-words";
import type { Texts } from "./en";

/**
 * Spanish texts for what the server sends as kinds rather than words: a walkover is "W.O.",
 * a retirement "Ret.". Part of `es`.
 */
export const esWords: Texts<typeof enWords> = {
  "words.walkover": "W.O.",
  "words.retired": "Ret.",
  "words.rulesBackHome": "Volver al inicio",
};
