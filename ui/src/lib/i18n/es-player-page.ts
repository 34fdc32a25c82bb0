import type { enPlayerPage } from "./en-player-page";
import type { Texts } from "./en";

/**
 * Spanish (Costa Rica) texts of a player's page and of the head-to-head, and of doubles where
 * the rankings and a player's profile show it. Part of `es`.
 */
export const esPlayerPage: Texts<typeof enPlayerPage> = {
  "profile.versusBefore": "vs. ",
  "playerPage.view": "Ver la página del jugador",
  "playerPage.back": "Ranking general",
  "playerPage.loading": "Cargando al jugador...",
  "playerPage.record": "Récord",
  "playerPage.sets": "Sets",
  "playerPage.games": "Juegos",
  "playerPage.drawn": "Empatados",
  "playerPage.wonLost": "{won}–{lost}",
  "playerPage.titles": "Títulos",
  "playerPage.noTitles": "Todavía sin títulos.",
  "playerPage.chart": "Ranking durante la temporada",
  "playerPage.chartAll": "Ranking de todos los tiempos",
  "playerPage.chartEmpty": "Todavía sin ranking en esta temporada.",
  "playerPage.chartLabel":
    "Posición en el tiempo: del {first} el {from} al {last} el {to}; la mejor, {best}.",
  "playerPage.chartPoint": "{date}: posición {rank}, {points} puntos",
  "playerPage.toPlay": "Partidos por jugar",
  "playerPage.history": "Historial de partidos",
  "playerPage.kind": "Partidos",
  "playerPage.kindAll": "Todos los partidos",
  "playerPage.kindTournament": "Torneos",
  "playerPage.kindLeague": "Liga",
  "playerPage.showing": "Mostrando {shown} de {total} partidos",
  "playerPage.more": "Ver más",
  "playerPage.noHistory": "Todavía no hay partidos aquí.",
  "playerPage.compare": "Comparar con…",
  "playerPage.compareGo": "Comparar",
  "playerPage.comparePick": "Elija un jugador",
  "h2h.title": "Cara a cara",
  "h2h.pageTitle": "{a} vs. {b}",
  "h2h.wins": "Victorias",
  "h2h.sets": "Sets",
  "h2h.games": "Juegos",
  "h2h.meetings": "Todos sus partidos",
  "h2h.noMeetings": "Todavía no se han enfrentado.",
  "h2h.rankPoints": "Posición {rank} · {points} puntos",
  "h2h.unrankedPoints": "Sin ranking · {points} puntos",
  "h2h.swap": "Cambiar de lado",
  "rankingDiscipline.label": "Individual o dobles",
  "rankingDiscipline.title": "Ranking de dobles",
  "rankingDiscipline.singles": "Individual",
  "rankingDiscipline.doubles": "Dobles",
  "rankingDiscipline.subtitle":
    "Puntos de dobles de la temporada {season}: cada integrante suma los puntos de su pareja.",
  "rankingDiscipline.subtitleAll":
    "Puntos de dobles de todas las temporadas juntas: cada integrante suma los puntos de su pareja.",
  "rankingDiscipline.empty": "Todavía no hay resultados de dobles",
  "rankingDiscipline.emptySeason": "No hubo resultados de dobles en {season}",
  "playerDoubles.title": "Dobles",
  "playerDoubles.points": "Puntos de dobles",
  "playerDoubles.recent": "Últimos partidos de dobles",
  "playerDoubles.withBefore": "con ",
  "playerDoubles.team": "Dobles",
};
