import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { DeferredToaster } from "@/components/ui/deferred-toaster";
import { I18nProvider, type Locale } from "@/lib/i18n";

/**
 * Everything the screens rely on: data cache, language (starting with `locale`, whose
 * dictionary is loaded), toasts. Tooltips get their provider where they are used and the
 * toasts' code loads after the first paint, so neither is in the first download.
 */
export function AppProviders({
  queryClient,
  locale,
  children,
}: {
  queryClient: QueryClient;
  locale?: Locale;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={locale}>
        {children}
        <DeferredToaster />
      </I18nProvider>
    </QueryClientProvider>
  );
}
