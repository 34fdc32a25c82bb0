import { api } from "@/lib/api";
import { useFormat, useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { FeeLine, PaymentForm } from "@/lib/wire";
import { feeKeys } from "@/shared/fees/api/keys";

/** Whose fee of which season is paid, and the payment. */
export interface MarkFeePaidInput {
  season: number;
  playerId: number;
  body: PaymentForm;
}

/** Records a player's payment of a season's fee (a second one replaces the first). */
export const markFeePaid = ({ season, playerId, body }: MarkFeePaidInput) =>
  api.put<FeeLine>(`/api/admin/fees/${season}/${playerId}`, body);

/** One tap in the Fees tab: the fee is paid, the totals and the warnings follow. */
export function useMarkFeePaid() {
  const t = useT();
  const format = useFormat();
  return useActionMutation<MarkFeePaidInput, FeeLine>({
    mutationFn: markFeePaid,
    invalidates: () => [feeKeys.all],
    success: (line) => ({
      title: t("fees.marked"),
      description: t("fees.markedBody", { name: line.name, amount: format.colones(line.amount ?? 0) }),
    }),
    failure: { title: t("fees.markFailed"), serverFirst: true },
  });
}
