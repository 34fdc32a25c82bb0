import { api } from "@/lib/api";
import { useFormat, useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { SeasonFee } from "@/lib/wire";
import { feeKeys } from "@/shared/fees/api/keys";

/** A season and its new fee, whole colones. */
export interface SetSeasonFeeInput {
  season: number;
  amount: number;
}

/** Sets a season's fee. */
export const setSeasonFee = ({ season, amount }: SetSeasonFeeInput) =>
  api.put<SeasonFee>(`/api/admin/seasons/${season}/fee`, { amount });

/** Saves a season's fee: what everyone owes, and whom a draw warns of, follow. */
export function useSetSeasonFee(onSaved: () => void) {
  const t = useT();
  const format = useFormat();
  return useActionMutation<SetSeasonFeeInput, SeasonFee>({
    mutationFn: setSeasonFee,
    invalidates: () => [feeKeys.all],
    success: (saved) => ({
      title: t("fees.feeSaved"),
      description: t("fees.feeSavedBody", { season: saved.season, fee: format.colones(saved.fee) }),
    }),
    failure: { title: t("fees.feeFailed"), serverFirst: true },
    onSuccess: onSaved,
  });
}
