import { useT } from "@/lib/i18n";

/** Which tab of the hub a route opens. */
export type HubTab = "tournaments" | "league";

/** The home hub: hero, then the Tournaments and League tabs. */
export function HubPage({ tab }: { tab: HubTab }) {
  const t = useT();
  return (
    <section data-tab={tab}>
      <h1 className="text-center">
        <span className="block text-sm font-bold uppercase tracking-[0.3em] text-court-700">{t("hub.heroLead")}</span>
        <span className="mt-1 block text-4xl font-black tracking-tight text-court-900 sm:text-6xl">{t("hub.heroTitle")}</span>
      </h1>
    </section>
  );
}
