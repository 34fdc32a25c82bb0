import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import { feeKeys } from "@/shared/fees/api/keys";

/** Whose payment of which season to undo; the name is for the toast. */
export interface UndoFeePaymentInput {
  season: number;
  playerId: number;
  name: string;
}

/** Undoes a player's payment of a season's fee. */
export const undoFeePayment = ({ season, playerId }: UndoFeePaymentInput) =>
  api.delete<undefined>(`/api/admin/fees/${season}/${playerId}`);

/** Undo in the Fees tab: the payment is no longer recorded. */
export function useUndoFeePayment() {
  const t = useT();
  return useActionMutation<UndoFeePaymentInput, undefined>({
    mutationFn: undoFeePayment,
    invalidates: () => [feeKeys.all],
    success: (_, { name }) => ({ title: t("fees.undone"), description: t("fees.undoneBody", { name }) }),
    failure: { title: t("fees.undoFailed"), serverFirst: true },
  });
}
