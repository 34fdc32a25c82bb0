import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { useLayoutEffect, type ReactElement } from "react";
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from "react-router";
import { AppProviders } from "@/app/providers";
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

/** Renders routes at a path inside the app's providers, as the browser would. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  queryClient: QueryClient = createQueryClient(),
) {
  const location: ShownLocation = { pathname: "", search: "" };
  const onLocation = ({ pathname, search }: ShownLocation) => {
    Object.assign(location, { pathname, search });
  };
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <RouteTable routes={routes} onLocation={onLocation} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, location, queryClient };
}

/** Renders one element at "/" inside the app's providers. */
export function renderWithProviders(element: ReactElement, queryClient: QueryClient = createQueryClient()) {
  return renderRoutes([{ path: "*", element }], "/", queryClient);
}
