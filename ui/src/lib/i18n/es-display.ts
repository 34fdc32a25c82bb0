import type { enDisplay } from "./en-display";
import type { Texts } from "./en";

/** Spanish (Costa Rica) texts of the clubhouse display and its admin note. Part of `es`. */
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

  "adminDisplay.title": "Pantalla de la casa club",
  "adminDisplay.body":
    "Una página a pantalla completa para el televisor de la casa club: los partidos de esta semana, las tablas de grupos, la eliminatoria, el ranking y la liga, por turnos, y se actualiza sola cuando se registran resultados.",
  "adminDisplay.open": "Abrir la pantalla",
  "adminDisplay.kiosk":
    "Para un quiosco, inicie Chromium a pantalla completa con esta dirección al arrancar: chromium --kiosk --noerrdialogs {url}. Agregue ?every=20 para cambiar los segundos por pantalla, ?panels=matches,bracket para elegir las pantallas, ?lang=es para español.",
};
