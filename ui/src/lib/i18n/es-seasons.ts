import type { enSeasons } from "./en-seasons";
import type { Texts } from "./en";

/** Spanish texts of the seasons: the rankings' season picker, the past seasons' archive. Part of `es`. */
export const esSeasons: Texts<typeof enSeasons> = {
  "seasons.picker": "Temporada",
  "seasons.thisSeason": "Esta temporada ({season})",
  "seasons.allTime": "Histórico",
  "seasons.seasonTitle": "Temporada {season}",
  "seasons.subtitle":
    "Puntos de torneos y de la liga, con las penalizaciones por W.O., de la temporada {season}.",
  "seasons.subtitleAll":
    "Puntos de torneos y de la liga, con las penalizaciones por W.O., de todas las temporadas juntas.",
  "seasons.emptySeason": "Ningún jugador entró en el ranking de {season}",
  "seasons.invalid": "No hay ranking para esa temporada",
  "seasons.invalidHint": "Elija otra temporada, o vea la actual.",

  "seasons.archiveTitle": "Temporadas anteriores",
  "seasons.archiveLoading": "Cargando temporadas anteriores...",
  "seasons.archiveEmpty": "Todavía no hay temporadas anteriores",
  "seasons.archiveEmptyHint": "Cuando termina una temporada, aquí quedan sus campeones y sus 10 mejores.",
  "seasons.viewRanking": "Ver el ranking de {season}",
  "seasons.top": "Los 10 mejores",
  "seasons.doublesTop": "Los 10 mejores de dobles",
  "seasons.finalsChampion": "Campeón de las finales",
  "seasons.champions": "Campeones de torneos",
  "seasons.noChampions": "Ningún torneo de esta temporada tiene campeón.",
  "seasons.leagueMostSets": "Más sets ganados en la liga",
  "seasons.setsWon.one": "{count} set",
  "seasons.setsWon.other": "{count} sets",
};
