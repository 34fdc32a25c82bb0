import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { I18nProvider, LOCALES, registerDictionary } from "@/lib/i18n";
import { en } from "@/lib/i18n/en";
import { es } from "@/lib/i18n/es";
import { RankingsHeader } from "@/features/players/components/rankings-page";
import type { Season } from "@/lib/wire";
import { HubHero } from "./hub-page";
import { PageFrame, PageLoading } from "./root-layout";

/**
 * The markup the app's first render shows (the top bar, a loading main area,
 * the footer), made at build time and written into `index.html`'s `#root`. On the
 * hub's addresses the main area starts with the hub's hero, as the hub itself does; on a
 * tournament's and a player's, with the name and photo the server writes into its slot.
 * A phone paints it as soon as the HTML and the stylesheet are in, instead of
 * a blank screen while the JavaScript downloads; React's first render then
 * replaces it with the same thing. Never imported by the app itself.
 *
 * The top bar's member entry is an empty space there, as in the first render: who is signed
 * in is the server's to say, once the app asks.
 *
 * It holds the frame once per language, each in a `data-first-paint` wrapper: the
 * stylesheet shows only the one `<html lang>` names, which `choose-language.js` sets
 * before the first paint, so nobody sees the other language flash by (English
 * when no script runs at all).
 */
/** Where the server writes the season under way (src/http/first_paint.rs, `SEASON_MARK`). */
export const SEASON_MARK = "__season__";

export function firstPaintMarkup(): string {
  registerDictionary("en", en);
  registerDictionary("es", es);
  return LOCALES.map(
    (locale) =>
      `<div data-first-paint="${locale}">${renderToStaticMarkup(
        <QueryClientProvider client={new QueryClient()}>
          <I18nProvider locale={locale}>
            <MemoryRouter>
              <PageFrame>
                {/* The stylesheet shows it on the hub's addresses only (choose-language.js). */}
                <div data-first-paint-page="hub" className="mb-6">
                  <HubHero />
                </div>
                {/* The ranking's title and season line, on `/rankings` itself (choose-language.js);
                    the server writes the season under way in place of the mark. */}
                <div data-first-paint-page="rankings" className="mx-auto mb-4 max-w-3xl">
                  <RankingsHeader doubles={false} season={SEASON_MARK as Season} />
                </div>
                {/* A tournament's name, a player's photo and name: the server writes them
                    here on those pages' addresses (src/http/first_paint.rs). */}
                <div data-first-paint-slot="" />
                <PageLoading />
              </PageFrame>
            </MemoryRouter>
          </I18nProvider>
        </QueryClientProvider>,
      )}</div>`,
  ).join("");
}
