import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { I18nProvider } from "@/lib/i18n";
import { PageFrame, PageLoading } from "./root-layout";

/**
 * The markup the app's first render shows (the top bar, a loading main area,
 * the footer), made at build time and written into `index.html`'s `#root`.
 * A phone paints it as soon as the HTML and the stylesheet are in, instead of
 * a blank screen while the JavaScript downloads; React's first render then
 * replaces it with the same thing. Never imported by the app itself.
 */
export function firstPaintMarkup(): string {
  return renderToStaticMarkup(
    <I18nProvider>
      <MemoryRouter>
        <PageFrame>
          <PageLoading />
        </PageFrame>
      </MemoryRouter>
    </I18nProvider>,
  );
}
