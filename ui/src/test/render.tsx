import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { AppProviders } from "@/app/providers";
import { createQueryClient } from "@/lib/query-client";

/** Renders routes at a path inside the app's providers, as the browser would. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  queryClient: QueryClient = createQueryClient(),
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** Renders one element at "/" inside the app's providers. */
export function renderWithProviders(element: ReactElement, queryClient: QueryClient = createQueryClient()) {
  return renderRoutes([{ path: "*", element }], "/", queryClient);
}
