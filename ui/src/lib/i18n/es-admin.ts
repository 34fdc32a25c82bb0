import type { enAdmin } from "./en-admin";
import type { Texts } from "./en";

/** Spanish texts of the admin shell, a few of the Tournaments tab's, the finals and Edit Player's seasons. Part of `es`. */
export const esAdmin: Texts<typeof enAdmin> = {
  "admin.accessRequired": "Se requiere acceso de administrador",
  "admin.accessBody":
    "Esta sección es para el administrador del club. Ingrese con la contraseña de administrador.",
  "admin.accessButton": "Acceso de administrador",
  "admin.loginTitle": "Acceso de administrador",
  "admin.loginDescription": "Ingrese la contraseña de administrador para gestionar el club.",
  "admin.password": "Contraseña",
  "admin.login": "Ingresar",
  "admin.loggingIn": "Ingresando...",
  "admin.loginFailed": "No se pudo ingresar",
  "admin.invalidPassword": "Contraseña incorrecta",
  "admin.tooManyAttempts": "Demasiados intentos. Por favor, espere unos minutos e intente de nuevo.",
  "admin.logout": "Cerrar sesión",
  "admin.logoutFailed": "No se pudo cerrar la sesión",
  "admin.loggedOut": "Sesión cerrada",
  "admin.subtitle": "Torneos, jugadores, resultados y la liga de retos.",
  "admin.tabTournaments": "Torneos",
  "admin.tabPlayers": "Jugadores",
  "admin.tabMatches": "Partidos",
  "admin.tabLeague": "Liga",
  "admin.cancel": "Cancelar",
  "admin.save": "Guardar",
  "admin.saving": "Guardando...",
  "admin.edit": "Editar",
  "admin.delete": "Eliminar",
  "admin.view": "Ver",

  "adminTournaments.generatedBody.one": "{count} partido programado para {name}",
  "adminTournaments.generateLocked":
    "Ya hay resultados registrados, así que el calendario no se puede reemplazar.",
  "adminTournaments.standingsNoSchedule": "Todavía no se han generado los partidos",
  "adminTournaments.standingsNoScheduleHint":
    "Los grupos ya están sorteados. Use Generar partidos para armar su calendario; las tablas se llenan a medida que llegan los resultados.",
  "adminTournaments.pointsSeason": "Puntos de la temporada {season}: los preclasificados siguen este orden.",

  "adminTournaments.createFinals": "Crear las finales del año",
  "adminTournaments.finalsLoading": "Cargando el ranking...",
  "adminTournaments.finalsName": "Finales {year}",
  "adminTournaments.finalsTop": "Los {count} primeros del ranking {season} al {date}",
  "adminTournaments.finalsHint":
    "Preclasificados según su puesto en la temporada. Si un jugador no puede jugar, se puede reemplazar por el siguiente del ranking, ahora {name}.",
  "adminTournaments.finalsNobodyLeft":
    "Preclasificados según su puesto en la temporada. No queda nadie más en el ranking.",
  "adminTournaments.finalsRank": "#{rank}",
  "adminTournaments.finalsReplace": "Reemplazar por el siguiente",

  "adminPlayers.season": "Temporada",
  "adminPlayers.seasonCurrent": "{season} (esta temporada)",
  "adminPlayers.seasonTotalLoading": "Cargando el total de {season}...",
  "adminPlayers.seasonTotalFailed": "No se pudo cargar el total de {season}.",
};
