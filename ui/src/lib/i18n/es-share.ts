import type { enPrint, enShare } from "./en-share";
import type { Texts } from "./en";

/** Spanish (Costa Rica) texts of the share actions. Part of `es`. */
export const esShare: Texts<typeof enShare> = {
  "share.share": "Compartir",
  "share.match": "Compartir este partido",
  "share.beat": "{winner} le ganó a {loser} {score}",
  "share.drew": "{one} y {two} empataron {score}",
  "share.versus": "{one} vs. {two}",
  "share.tournament": "{name}: cuadro, calendario y resultados",
};

/** Spanish (Costa Rica) texts of printed draws and schedules. Part of `es`. */
export const esPrint: Texts<typeof enPrint> = {
  "print.printedOn": "Impreso el {date}",
  "print.wonLost": "G-P",
  "print.drawHalf": "Cuadro, mitad {half} de {halves}",
};
