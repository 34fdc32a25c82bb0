import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getToasts } from "@/components/ui/toast-store";
import { mockFetch } from "@/test/fetch-mock";
import { aMatch } from "@/test/fixtures";
import { renderRoutes } from "@/test/render";
import { AdminPage } from "./admin-page";

const PASSWORD = "right-password";

/** The admin page on a club without tournaments; the server knows one admin password. */
function renderPage(isAdmin: boolean, disputes: unknown[] = []) {
  const session = { isAdmin, leagueUnlocked: isAdmin };
  const fetchMock = mockFetch({
    "/api/admin/status": () => ({ body: session }),
    "POST /api/admin/login": (init) => {
      const { password } = JSON.parse(String(init?.body)) as { password: string };
      if (password !== PASSWORD) return { status: 401, body: { error: "unauthorized", message: "No" } };
      Object.assign(session, { isAdmin: true, leagueUnlocked: true });
      return { body: { isAdmin: true } };
    },
    "/api/tournaments": { body: [] },
    "/api/admin/disputes": { body: disputes },
  });
  const rendered = renderRoutes([{ path: "/admin", element: <AdminPage /> }], "/admin");
  return { ...rendered, fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("AdminPage", () => {
  it("shows the seven tabs as tabs, two by two on a phone so none scrolls out of sight", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(true);
    const tablist = await screen.findByRole("tablist");
    const tabs = within(tablist).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "Tournaments",
      "Players",
      "Matches",
      "Disputes",
      "Overdue",
      "League",
      "Fees",
    ]);
    // jsdom has no layout: the phone layout is the list's two-column grid below `md`.
    expect(tablist).toHaveClass("max-md:grid", "max-md:grid-cols-2");
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");

    await user.click(within(tablist).getByRole("tab", { name: "League" }));
    await waitFor(() =>
      expect(within(tablist).getByRole("tab", { name: "League" })).toHaveAttribute("aria-selected", "true"),
    );
    expect(tabs[0]).toHaveAttribute("aria-selected", "false");
  });

  it("counts the results waiting for the admin on the Disputes tab", async () => {
    renderPage(true, [
      {
        kind: "disputed",
        source: "tournament",
        reason: "No",
        match: aMatch({ status: "completed" }),
        leagueMatch: null,
        reportedAt: "2026-11-10T18:00:00Z",
      },
    ]);
    const tab = await screen.findByRole("tab", { name: /^Disputes\s*1 waiting$/ });
    expect(tab).toBeInTheDocument();
  });

  it("closes the 'Login failed' toasts once the right password gets the admin in", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(false);
    const dialog = await screen.findByRole("dialog", { name: "Admin Access" });
    const password = within(dialog).getByLabelText("Password");

    await user.type(password, "wrong");
    await user.click(within(dialog).getByRole("button", { name: "Log In" }));
    expect(await screen.findByText("Login failed")).toBeInTheDocument();
    expect(screen.getByText("Invalid password", { exact: true })).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, PASSWORD);
    await user.click(within(dialog).getByRole("button", { name: "Log In" }));
    expect(await screen.findByRole("tab", { name: "Tournaments" })).toBeInTheDocument();
    expect(getToasts().filter((entry) => entry.open)).toEqual([]);
    await waitFor(() => expect(screen.queryByText("Login failed")).not.toBeInTheDocument());
  });
});
