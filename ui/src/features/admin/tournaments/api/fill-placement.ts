import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { Placement, PlacementBody } from "@/lib/wire";

/** The admin's hand-made placement completed by the server as automatic seeding would. */
export const fillPlacement = (body: PlacementBody) =>
  api.post<Placement>("/api/tournaments/draw-plan/fill", body);

/**
 * Auto-fill of the manual bracket: the players without a position take the free ones as
 * automatic seeding would place them, and no bye meets a bye (docs/rules.md#seeding). The
 * server decides; nothing is stored, so nothing is refetched.
 */
export function useFillPlacement(onFilled: (placement: Placement) => void) {
  const t = useT();
  return useActionMutation<PlacementBody, Placement>({
    mutationFn: fillPlacement,
    invalidates: () => [],
    failure: {
      title: t("adminTournaments.autoFillFailed"),
      description: t("adminTournaments.createFailedBody"),
      serverFirst: true,
    },
    onSuccess: onFilled,
  });
}
