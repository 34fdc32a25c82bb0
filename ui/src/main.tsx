import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { AppProviders } from "./app/providers";
import { routes } from "./app/routes";
import "./index.css";
import { createQueryClient } from "./lib/query-client";

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();
const root = document.getElementById("root");
if (!root) throw new Error("index.html lacks the #root element");

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
