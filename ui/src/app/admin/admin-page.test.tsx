import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getToasts } from "@/components/ui/toast-store";
import { createQueryClient } from "@/lib/query-client";
import { mockFetch, type Canned } from "@/test/fetch-mock";
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
    "/api/me": NOT_MEMBER,
  });
  const rendered = renderRoutes([{ path: "/admin", element: <AdminPage /> }], "/admin");
  return { ...rendered, fetchMock };
}

/** This browser holds no member session. */
const NOT_MEMBER = {
  status: 401,
  body: { error: "unauthorized", code: "member_sign_in_required", message: "Sign in" },
};

/** The answer of an admin call whose session is gone. */
const SESSION_GONE = {
  status: 401,
  body: { error: "unauthorized", code: "admin_login_required", message: "Log in" },
};

const ORGANIZER = { playerId: 21, name: "María José Rodríguez Villalobos" };
const MARIA = {
  playerId: 21,
  name: ORGANIZER.name,
  status: "approved",
  role: "organizer",
  avatar: null,
  language: "es",
  stoppedDevices: [],
};

/**
 * The admin page at /admin beside a stand-in member page at /me, on a club without
 * tournaments; the session status is read from `session` at each call.
 */
function renderCommittee(
  session: { isAdmin: boolean; organizer: typeof ORGANIZER | null },
  routes: Record<string, Canned | (() => Canned)> = {},
  locale: "en" | "es" = "en",
) {
  const fetchMock = mockFetch({
    "/api/admin/status": () => ({ body: { ...session, leagueUnlocked: session.isAdmin } }),
    "/api/tournaments": { body: [] },
    "/api/admin/disputes": { body: [] },
    "/api/me": { body: MARIA },
    ...routes,
  });
  const rendered = renderRoutes(
    [
      { path: "/admin", element: <AdminPage /> },
      { path: "/me", element: <p>My page</p> },
    ],
    "/admin",
    createQueryClient(),
    locale,
  );
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

  it("names the organizer whose console it is, without the password's own buttons", async () => {
    renderCommittee({ isAdmin: true, organizer: ORGANIZER });
    expect(await screen.findByText("Console of María José Rodríguez Villalobos")).toBeInTheDocument();
    expect(screen.getByText("Organizer")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Close the console" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Log out everywhere" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
  });

  it("reads in Spanish for an organizer", async () => {
    renderCommittee({ isAdmin: true, organizer: ORGANIZER }, {}, "es");
    expect(await screen.findByText("Consola de María José Rodríguez Villalobos")).toBeInTheDocument();
    expect(screen.getByText("Organizador(a)")).toBeInTheDocument();
    expect(
      screen.getByText(/sus propios partidos y su posición los decide otro organizador/),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cerrar la consola" })).toBeInTheDocument();
  });

  it("lets a signed-in organizer in without the password dialog", async () => {
    const session = { isAdmin: false, organizer: null as typeof ORGANIZER | null };
    const { fetchMock } = renderCommittee(session, {
      "POST /api/me/console": () => {
        Object.assign(session, { isAdmin: true, organizer: ORGANIZER });
        return { body: { isAdmin: true } };
      },
    });
    const user = userEvent.setup({ delay: null });
    expect(
      await screen.findByRole("heading", { name: "Console of María José Rodríguez Villalobos" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Admin Access" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Open the console" }));
    expect(await screen.findByRole("tab", { name: "Tournaments" })).toBeInTheDocument();
    expect(screen.getByText("Console of María José Rodríguez Villalobos")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Admin Access" })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([to]) => to === "/api/admin/login")).toBe(false);
  });

  it("tells an organizer whose console ended that they are no longer one, and goes to their page", async () => {
    const session = { isAdmin: true, organizer: ORGANIZER as typeof ORGANIZER | null };
    const { location } = renderCommittee(session, {
      "/api/admin/disputes": () => {
        // The admin removed the role while the console was open: its session went with it.
        Object.assign(session, { isAdmin: false, organizer: null });
        return SESSION_GONE;
      },
    });
    expect(await screen.findByText("My page")).toBeInTheDocument();
    expect(location.pathname).toBe("/me");
    expect(screen.getByText("You are no longer an organizer")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Admin Access" })).not.toBeInTheDocument();
  });

  it("says it in Spanish too", async () => {
    const session = { isAdmin: true, organizer: ORGANIZER as typeof ORGANIZER | null };
    renderCommittee(
      session,
      {
        "/api/admin/disputes": () => {
          Object.assign(session, { isAdmin: false, organizer: null });
          return SESSION_GONE;
        },
      },
      "es",
    );
    expect(await screen.findByText("Ya no es organizador(a)")).toBeInTheDocument();
    expect(screen.getByText("My page")).toBeInTheDocument();
  });

  it("asks the password again when the password's console session is gone", async () => {
    const session = { isAdmin: true, organizer: null };
    const { location } = renderCommittee(session, {
      "/api/me": NOT_MEMBER,
      "/api/admin/disputes": () => {
        Object.assign(session, { isAdmin: false });
        return SESSION_GONE;
      },
    });
    expect(await screen.findByRole("dialog", { name: "Admin Access" })).toBeInTheDocument();
    expect(location.pathname).toBe("/admin");
    expect(screen.queryByText("You are no longer an organizer")).not.toBeInTheDocument();
  });
});
