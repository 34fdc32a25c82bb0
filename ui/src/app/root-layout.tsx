import { Suspense, type ReactNode } from "react";
import { Outlet } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/lib/i18n";
import { useMemberLanguage } from "@/shared/members/api/set-language";
import { SiteFooter } from "./site-footer";
import { useScrollToTopOnNewPage } from "./scroll-on-navigate";
import { OfflineBanner } from "./offline-banner";
import { TopBar } from "./top-bar";
import { useLiveUpdates } from "./live/use-live-updates";

/**
 * Top bar, the page, footer. Lazy pages show a spinner while their code arrives. Every page
 * under it stays live: what the server announces refetches in place. A signed-in member's
 * language choice goes to the server, for their notices.
 */
export function RootLayout() {
  useScrollToTopOnNewPage();
  useLiveUpdates();
  useMemberLanguage();
  return (
    <PageFrame>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </PageFrame>
  );
}

/** What every page sits in: the skip link, the top bar, the main area, the footer. */
export function PageFrame({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-xl focus:bg-ball-400 focus:px-4 focus:py-3 focus:font-bold focus:text-court-950"
      >
        {t("nav.skipToContent")}
      </a>
      <div className="contents print:hidden">
        <TopBar />
        <OfflineBanner />
      </div>
      {/* At least a screen tall, so the footer does not show and then jump away while a page loads. */}
      <main
        id="main"
        className="mx-auto min-h-dvh w-full max-w-7xl flex-1 px-3 py-5 sm:px-6 sm:py-8 print:min-h-0 print:max-w-none print:p-0"
      >
        {children}
      </main>
      <div className="contents print:hidden">
        <SiteFooter />
      </div>
    </div>
  );
}

/** The main area while a page's code arrives. */
export function PageLoading() {
  const t = useT();
  return <Spinner label={t("app.loading")} />;
}
