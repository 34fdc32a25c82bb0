import type { Texts } from "./en";
import type { enResults } from "./en-results";

/**
 * Spanish texts of results by the players: el formulario del socio en el teléfono, confirmar o
 * disputar el resultado del rival, y las marcas de los resultados aún sin resolver. Part of `es`;
 * la pestaña Disputas y el historial de un resultado están en `es-console.ts`.
 */
export const esResults: Texts<typeof enResults> = {
  "stepper.less": "{what}: uno menos",
  "stepper.more": "{what}: uno más",

  "results.mark.awaiting": "Sin confirmar",
  "results.mark.awaitingTitle": "Esperando la confirmación del rival",
  "results.mark.disputed": "En disputa",
  "results.mark.disputedTitle": "En disputa: la administración del club lo resuelve",
  "results.claimed": "W.O. reclamado por {name}",
  "results.claimedDisputed": "W.O. reclamado por {name}, en disputa",
  "results.withdrawn": "Reclamo retirado",
  "results.withdrawFailed": "No se pudo retirar el reclamo",

  "results.windowOver": "Pasó el plazo: pida al club que lo anote.",
  "results.recorded": "Resultado anotado",
  "results.recordedBody": "Ahora su rival lo confirma.",
  "results.corrected": "Resultado corregido",
  "results.saveFailed": "No se pudo guardar el resultado",
  "results.saveFailedBody": "Revise el marcador e inténtelo de nuevo.",
  "results.confirmed": "Resultado confirmado",
  "results.confirmFailed": "No se pudo confirmar el resultado",
  "results.disputed": "Resultado disputado: la administración del club lo resuelve",
  "results.disputeFailed": "No se pudo disputar el resultado",

  "results.form.title": "Anotar el resultado",
  "results.form.correctTitle": "Corregir el resultado",
  "results.form.description": "{player1} vs. {player2} · {context}",
  "results.form.whoWon": "¿Quién ganó?",
  "results.form.ending": "¿Cómo terminó?",
  "results.form.played": "Jugado",
  "results.form.retired": "Retiro",
  "results.form.walkover": "W.O.",
  "results.form.retiredHint": "{name} se retiró: el último set puede quedar sin terminar.",
  "results.form.walkoverHint": "{name} gana sin jugar: cuenta 6-0, 6-0.",
  "results.form.setsHint":
    "Los games de cada set, primero los de {name}. «Invertir» da vuelta a un set que {name} perdió.",
  "results.form.setTitle": "Set {n}",
  "results.form.matchTiebreakTitle": "Tercer set a 10 puntos",
  "results.form.swap": "Invertir",
  "results.form.swapLabel": "Invertir los games del {set}",
  "results.form.gamesOf": "{name}, {set}",
  "results.form.addSet": "Agregar un set",
  "results.form.removeSet": "Quitar el último set",
  "results.form.matchTiebreak": "El tercer set se jugó a 10 puntos",
  "results.form.tiebreakPoints": "Desempate: puntos de {name}",
  "results.form.tiebreakOf": "{name}, desempate del {set}",
  "results.form.notYet":
    "Aún no es un marcador terminado: un set termina de 6-0 a 6-4, 7-5 o 7-6, y el de 10 puntos con 2 de diferencia.",
  "results.form.readsAs": "El resultado queda",
  "results.form.reading": "{name} ganó {score}",
  "results.form.readingWalkover": "{name} ganó por W.O. ({score})",
  "results.form.save": "Guardar resultado",

  "results.dispute.title": "Disputar el resultado",
  "results.dispute.reason": "¿Qué está mal?",
  "results.dispute.placeholder": "Por ejemplo: yo gané el segundo set 6-4.",
  "results.dispute.count": "{count}/{max} caracteres",
  "results.dispute.required": "Diga qué está mal en el resultado.",
  "results.dispute.tooLong": "Como máximo {max} caracteres.",
  "results.dispute.hint": "El resultado sigue contando hasta que la administración del club lo resuelva.",
  "results.dispute.claimHint": "El W.O. no cuenta hasta que la administración del club lo resuelva.",
  "results.dispute.addScore": "Añadir mi marcador",
  "results.dispute.send": "Disputar",

  "results.toConfirm.reported": "{name} anotó: {result}",
  "results.toConfirm.reportedByTeam": "La otra pareja anotó: {result}",
  "results.toConfirm.reportedByPassword": "Anotado con la contraseña de la liga: {result}",
  "results.toConfirm.confirm": "Confirmar",
  "results.toConfirm.dispute": "Disputar",
  "results.toConfirm.changed": "El marcador cambió: revise el nuevo.",
  "results.result": "{name} ganó {score}",

  "disputes.leagueDraw": "Empate {score}",
};
