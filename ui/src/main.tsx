import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppProviders } from "./app/providers";
import { AppRoutes, preloadPage } from "./app/routes";
import { registerServiceWorker } from "./app/service-worker";
import "./index.css";
import { loadDictionary, pageLocale } from "./lib/i18n";
import { createQueryClient } from "./lib/query-client";

const queryClient = createQueryClient();
const root = document.getElementById("root");
if (!root) throw new Error("index.html lacks the #root element");

// index.html chose the language before its first paint (src/lib/i18n/choose-language.js)
// and already fetches its dictionary; the app starts in it once it is in, and once the
// code of the page asked for is in too, so that the first render shows the page itself.
// The data that page shows first is on its way meanwhile.
const locale = pageLocale();
await Promise.all([loadDictionary(locale), preloadPage(window.location, queryClient)]);

// index.html already shows the page frame (see src/app/first-paint.tsx), so the
// first render runs as a transition: React works in short slices and the phone
// stays responsive to taps and scrolling while the app starts.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} locale={locale}>
        {/* A tap on a link shows the new page at once, or its loading status while its
            code arrives, instead of leaving the old page up with no sign of the tap. */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});

// Offline use and installing on the home screen, after the first paint.
registerServiceWorker();
