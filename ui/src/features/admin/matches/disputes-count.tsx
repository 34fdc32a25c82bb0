import { useT } from "@/lib/i18n";
import { useDisputes } from "./api/get-disputes";

/** How many results wait for the admin, on the Disputes tab; nothing when none does. */
export function DisputesCount() {
  const t = useT();
  const disputes = useDisputes();
  const count = disputes.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="inline-flex min-w-6 items-center justify-center rounded-full bg-clay-700 px-1.5 text-xs font-bold text-white"
      >
        {count}
      </span>
      <span className="sr-only">{t("disputes.count", { count })}</span>
    </>
  );
}
