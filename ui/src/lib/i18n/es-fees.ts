import type { enFees } from "./en-fees";
import type { Texts } from "./en";

/**
 * Spanish texts of who may play: el nivel de un jugador y los avisos antes de incluir en un
 * cuadro o aprobar a alguien sin nivel confirmado o sin la cuota pagada. Part of `es`; la
 * pestaña Cuotas está en `es-console.ts`.
 */
export const esFees: Texts<typeof enFees> = {
  "level.value": "Nivel {level}",
  "level.valueUnconfirmed": "Nivel sin confirmar",

  "eligibility.title": "Revise antes de continuar",
  "eligibility.levelUnconfirmed": "Nivel sin confirmar: {names}",
  "eligibility.partPaid": "pagó {paid} de {fee}",
  "eligibility.feeUnpaid": "Cuota {season} sin pagar: {names}",
  "eligibility.goOn": "Puede continuar: la administración decide (reglamento, art. 4).",
};
