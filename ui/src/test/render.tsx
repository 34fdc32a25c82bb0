import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { useLayoutEffect, type ReactElement } from "react";
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from "react-router";
import { AppProviders } from "@/app/providers";
import type { Locale } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query-client";

/** Where the router is, as the last render saw it. */
export interface ShownLocation {
  pathname: string;
  search: string;
}

function RouteTable({
  routes,
  onLocation,
}: {
  routes: RouteObject[];
  onLocation: (location: ShownLocation) => void;
}) {
  const location = useLocation();
  useLayoutEffect(() => {
    onLocation(location);
  }, [location, onLocation]);
  return useRoutes(routes);
}

/** Renders routes at a path inside the app's providers, as the browser would (in English unless told). */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  queryClient: QueryClient = createQueryClient(),
  locale: Locale = "en",
) {
  const location: ShownLocation = { pathname: "", search: "" };
  const onLocation = ({ pathname, search }: ShownLocation) => {
    Object.assign(location, { pathname, search });
  };
  const result = render(
    <AppProviders queryClient={queryClient} locale={locale}>
      <MemoryRouter initialEntries={[path]}>
        <RouteTable routes={routes} onLocation={onLocation} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, location, queryClient };
}

/** Renders one element at "/" inside the app's providers (in English unless told). */
export function renderWithProviders(
  element: ReactElement,
  queryClient: QueryClient = createQueryClient(),
  locale: Locale = "en",
) {
  return renderRoutes([{ path: "*", element }], "/", queryClient, locale);
}
