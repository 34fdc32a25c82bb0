import type { enAdmin } from "./en-admin";
import type { Texts } from "./en";

/**
 * Spanish texts of the admin shell, a few of the Tournaments tab's, the finals, Edit Player's
 * seasons, the rulings on disputes, reopening a match and what a walkover costs. Part of `esConsole`.
 */
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
  "admin.endAll": "Cerrar sesión en todas partes",
  "admin.endAllTitle": "¿Cerrar sesión en todas partes?",
  "admin.endAllBody":
    "Se cierran ya todas las sesiones de administración, también esta, en todos los teléfonos y computadoras, y todos los desbloqueos de la liga. Las contraseñas no cambian.",
  "admin.endAllConfirm": "Cerrar sesión en todas partes",
  "admin.endAllPending": "Cerrando sesiones...",
  "admin.endAllFailed": "No se pudieron cerrar las sesiones",
  "admin.endAllDone": "Se cerraron todas las sesiones",
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

  "adminDisputes.reported": "Reportado",
  "adminDisputes.dispute": "Disputa",
  "adminDisputes.noScore": "Sin marcador",
  "adminDisputes.acceptReport": "Aceptar el reporte",
  "adminDisputes.acceptDispute": "Aceptar la disputa",
  "adminDisputes.noWalkover": "Sin W.O.: que se juegue",
  "adminDisputes.recordAnother": "Registrar otro",
  "adminDisputes.noVersionHint":
    "La disputa vino sin un marcador propio: acepte el reporte o registre otro resultado.",
  "adminDisputes.reportAccepted": "Reporte aceptado",
  "adminDisputes.disputeAccepted": "Disputa aceptada",
  "adminDisputes.claimWithdrawn": "Sin W.O.: el partido se jugará",
  "adminDisputes.settleFailed": "No se pudo resolver la disputa",

  "adminMatches.reopen": "Reabrir",
  "adminMatches.reopenTitle": "¿Borrar este resultado?",
  "adminMatches.reopenBody": "El partido se volverá a jugar.",
  "adminMatches.reopenConfirm": "Borrar el resultado",
  "adminMatches.reopening": "Borrando...",
  "adminMatches.reopened": "Resultado borrado: el partido se volverá a jugar",
  "adminMatches.reopenFailed": "No se pudo reabrir el partido",
  "adminMatches.historyReopened": "Reabierto",
  "adminMatches.historySettled": "Resuelto por el club",
  "adminMatches.historyClaimWithdrawn": "Reclamo de W.O. retirado",
  "adminMatches.stateClaimed": "W.O. reclamado",

  "adminOverdue.confirmTitle": "¿Registrar W.O.?",
  "adminOverdue.confirmWinner": "Registrar W.O.: gana {winner}.",
  "adminOverdue.cost": "Es el {nth} W.O. del año de {loser}: {points}.",
  "adminOverdue.costNumber": "Es el W.O. número {count} del año de {loser}: {points}.",
  "adminOverdue.nth1": "primer",
  "adminOverdue.nth2": "segundo",
  "adminOverdue.nth3": "tercer",
  "adminOverdue.nth4": "cuarto",
  "adminOverdue.points.one": "{count} punto",
  "adminOverdue.points.other": "{count} puntos",
  "adminOverdue.noPoints": "sin puntos",
  "adminOverdue.record": "Registrar W.O.",
  "adminOverdue.recording": "Registrando...",
};
