/**
 * English texts of who may play (docs/rules.md#level-and-fee): a player's level and the
 * warnings before a player whose level is unconfirmed or whose fee is unpaid is put in a draw
 * or approved. Part of `en`; the admin's Fees tab is in `en-console.ts`.
 */
export const enFees = {
  "level.value": "Level {level}",
  "level.valueUnconfirmed": "Level not confirmed",

  "eligibility.title": "Check before you go on",
  "eligibility.levelUnconfirmed": "Level not confirmed: {names}",
  "eligibility.partPaid": "paid {paid} of {fee}",
  "eligibility.feeUnpaid": "{season} fee not paid: {names}",
  "eligibility.goOn": "You may go on: the administration decides (rules, Art. 4).",
} as const;
