import type { enDisplay } from "./en-display";
import type { Texts } from "./en";

/** Spanish (Costa Rica) texts of the clubhouse display. Part of `es`. */
export const esDisplay: Texts<typeof enDisplay> = {
  "display.title": "Pantalla de la casa club",
  "display.thisWeek": "Esta semana",
  "display.weekDates": "Semana {week} · {first} – {last}",
  "display.groups": "Posiciones de los grupos",
  "display.bracket": "Eliminatoria",
  "display.rankings": "Ranking general · Top 10",
  "display.league": "Liga de Retos",
  "display.latestResults": "Últimos resultados",
  "display.pendingChallenges": "Retos pendientes",
  "display.noMatchesThisWeek": "No hay partidos esta semana.",
  "display.noResults": "Todavía no hay resultados.",
  "display.noPending": "No hay retos pendientes.",
  "display.noRankings": "Todavía no hay jugadores en el ranking.",
  "display.comingSoon": "Próximamente",
  "display.startsOn": "Comienza el {date}",
  "display.playersIn": "{registered} de {count} jugadores inscritos",
  "display.page": "{page} de {pages}",
  "display.nothing": "Todavía no hay nada que mostrar.",
  "display.colPlayer": "Jugador",
  "display.colWins": "G",
  "display.colLosses": "P",
  "display.colSets": "Sets",
  "display.colPoints": "Pts",
};
