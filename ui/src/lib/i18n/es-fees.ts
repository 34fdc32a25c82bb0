import type { enFees } from "./en-fees";
import type { Texts } from "./en";

/**
 * Spanish texts of who may play: el nivel de un jugador, la pestaña Cuotas y los avisos antes
 * de incluir en un cuadro o aprobar a alguien sin nivel confirmado o sin la cuota pagada.
 * Part of `es`.
 */
export const esFees: Texts<typeof enFees> = {
  "level.legend": "Nivel",
  "level.unconfirmed": "Sin confirmar",
  "level.hint": "C+ o B, una vez que la administración lo confirme (reglamento, art. 2).",
  "level.value": "Nivel {level}",
  "level.valueUnconfirmed": "Nivel sin confirmar",

  "fees.title": "Cuotas",
  "fees.subtitle": "Quién pagó la cuota de la temporada (reglamento, art. 3).",
  "fees.season": "Temporada",
  "fees.seasonFee": "Cuota {season}",
  "fees.feeByRules": "Según el reglamento",
  "fees.feeByAdmin": "Fijada por la administración",
  "fees.changeFee": "Cambiar",
  "fees.feeAmount": "Cuota de {season}, en colones",
  "fees.feeInvalid": "Ingrese colones enteros de 0 a 1 000 000",
  "fees.saveFee": "Guardar cuota",
  "fees.feeSaved": "Cuota guardada",
  "fees.feeSavedBody": "La cuota de {season} ahora es {fee}.",
  "fees.feeFailed": "No se pudo guardar la cuota",
  "fees.collected": "Recaudado",
  "fees.owed": "Por cobrar",
  "fees.paidCount": "{paid} de {count} pagaron",
  "fees.filterUnpaid": "Solo sin pagar",
  "fees.listLabel": "Jugadores y la cuota {season}",
  "fees.statusPaid": "Pagada",
  "fees.statusPartial": "Pago parcial",
  "fees.statusUnpaid": "Sin pagar",
  "fees.paidOn": "{amount} el {date}",
  "fees.stillOwes": "Debe {amount}",
  "fees.markPaid": "Marcar pagada",
  "fees.markPaidName": "Marcar pagada la cuota de {name}",
  "fees.undo": "Deshacer",
  "fees.undoName": "Deshacer el pago de {name}",
  "fees.marked": "Cuota marcada como pagada",
  "fees.markedBody": "{name} pagó {amount}.",
  "fees.markFailed": "No se pudo marcar la cuota como pagada",
  "fees.undone": "Pago deshecho",
  "fees.undoneBody": "El pago de {name} ya no está registrado.",
  "fees.undoFailed": "No se pudo deshacer el pago",
  "fees.loading": "Cargando cuotas...",
  "fees.empty": "No hay jugadores en esta temporada",
  "fees.emptyHint": "Aquí aparecen los jugadores aprobados con su cuota.",
  "fees.allPaid": "Todos pagaron",
  "fees.allPaidHint": "Nadie debe la cuota de esta temporada.",

  "eligibility.title": "Revise antes de continuar",
  "eligibility.levelUnconfirmed": "Nivel sin confirmar: {names}",
  "eligibility.partPaid": "pagó {paid} de {fee}",
  "eligibility.feeUnpaid": "Cuota {season} sin pagar: {names}",
  "eligibility.goOn": "Puede continuar: la administración decide (reglamento, art. 4).",
};
