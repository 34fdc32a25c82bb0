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

  "words.score.empty": "El marcador está vacío",
  "words.score.malformed": "Set {set}: se esperaban games como 6-4 y se encontró «{found}»",
  "words.score.misplacedRetirement": "«Ret.» va al final del marcador",
  "words.score.tooManySets": "El marcador tiene {sets} sets, pero el partido es al mejor de 3",
  "words.score.impossibleSet": "Set {set}: {score} no es un marcador posible de un set",
  "words.score.unfinishedSet": "Set {set}: {score} no es un set terminado",
  "words.score.earlyMatchTiebreak": "Set {set}: {score} solo es posible en el tercer set, jugado a 10 puntos",
  "words.score.misplacedTiebreak":
    "Set {set}: los puntos entre paréntesis solo van en un set 7-6, no en {score}",
  "words.score.playedAfterDecided": "El set {set} se jugó cuando el partido ya estaba decidido",
  "words.score.noWinner": "El partido no ha terminado: nadie ha ganado 2 sets",
  "words.score.retiredAfterDecided": "Un jugador no puede retirarse después de decidido el partido",
  "words.score.winnerMismatch": "El marcador dice que ganó {expected}, pero se eligió como ganador a {given}",
};
