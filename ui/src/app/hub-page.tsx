import Swords from "lucide-react/icons/swords";
import Trophy from "lucide-react/icons/trophy";
import { lazy, Suspense } from "react";
import { useNavigate } from "react-router";
import { PageTitle } from "@/components/page-title";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { TournamentList } from "@/features/tournaments/components/tournament-list";
import { useT } from "@/lib/i18n";
import { TodayAtTheClub } from "@/shared/timing/components/today-list";

// The league and its forms are their own chunk: the hub opens on the tournaments, and
// their first screen should not wait for the league's code.
const LeagueWithActions = lazy(() =>
  import("@/features/league/actions/league-actions").then((m) => ({ default: m.LeagueWithActions })),
);

/** Which tab of the hub a route opens: `/` the tournaments, `/league` the league. */
export type HubTab = "tournaments" | "league";

const tabPaths: Record<HubTab, string> = { tournaments: "/", league: "/league" };

/** The home hub: the hero, then the Tournaments and League tabs. */
export function HubPage({ tab }: { tab: HubTab }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageTitle />
      <HubHero />
      <TodayAtTheClub />

      <Tabs
        value={tab}
        onValueChange={(value) => void navigate(tabPaths[value as HubTab], { replace: true })}
      >
        <TabsList className="mx-auto max-w-md">
          <TabsTrigger value="tournaments">
            <Trophy aria-hidden="true" className="size-5" />
            {t("hub.tabTournaments")}
          </TabsTrigger>
          <TabsTrigger value="league">
            <Swords aria-hidden="true" className="size-5" />
            {t("hub.tabLeague")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="tournaments">
          <TournamentList />
        </TabsContent>
        <TabsContent value="league">
          <Suspense fallback={<Spinner label={t("app.loading")} />}>
            <LeagueWithActions />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}

/**
 * The hub's hero: the club's welcome. index.html's first paint shows it too on the hub's
 * addresses (src/app/first-paint.tsx), so a phone shows it before the app's code is in.
 */
export function HubHero() {
  const t = useT();
  return (
    <section className="relative overflow-hidden rounded-3xl bg-court-900 px-5 py-8 text-center text-white shadow-lg sm:px-10 sm:py-14">
      <svg
        aria-hidden="true"
        className="absolute inset-0 h-full w-full opacity-15"
        preserveAspectRatio="none"
        viewBox="0 0 400 200"
      >
        <g fill="none" stroke="#fff" strokeWidth="2">
          <rect x="20" y="15" width="360" height="170" />
          <path d="M20 40h360M20 160h360M200 15v170M80 40v120M320 40v120M80 100h240" />
        </g>
      </svg>
      <h1 className="relative">
        <span className="block text-sm font-bold uppercase tracking-[0.35em] text-ball-300 sm:text-base">
          {t("hub.heroLead")}
        </span>
        <span className="mt-2 block text-4xl font-black tracking-tight sm:text-6xl">
          {t("hub.heroTitle")}
        </span>
      </h1>
      <p className="relative mx-auto mt-3 max-w-xl text-base text-court-100 sm:text-lg">{t("hub.tagline")}</p>
    </section>
  );
}
