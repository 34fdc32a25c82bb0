import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import type { Player } from "@/lib/wire";
import { mockFetch, sentBody, type Canned } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { PlayersTab } from "../players-tab";
import { club, makePlayer } from "../test/fixtures";

/** The club with Ana Mora (4) as its organizer, and a long name with two surnames. */
const MARIA = makePlayer({ id: 21, name: "María José Rodríguez Villalobos", email: "mariajose@club.cr" });
const withRoles: Player[] = [...club, MARIA].map((player) => ({
  ...player,
  role: player.id === 4 ? "organizer" : "member",
}));

const PASSWORD = { isAdmin: true, leagueUnlocked: true, organizer: null };
const ANAS_CONSOLE = { isAdmin: true, leagueUnlocked: true, organizer: { playerId: 4, name: "Ana Mora" } };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The Players tab of a console whose status is `status`, on the club with roles. */
function renderTab(
  status: unknown,
  routes: Record<string, Canned | ((init: RequestInit | undefined) => Canned)> = {},
  locale: "en" | "es" = "en",
) {
  const fetchMock = mockFetch({
    "/api/admin/status": { body: status },
    "/api/players": { body: withRoles },
    ...routes,
  });
  renderWithProviders(<PlayersTab />, createQueryClient(), locale);
  return fetchMock;
}

/** The row of the approved player named `name`. */
async function rowOf(name: string) {
  const list = await screen.findByRole("list", { name: /^(Club players|Jugadores del club)$/ });
  const row = within(list)
    .getAllByRole("listitem")
    .find((item) => within(item).queryByRole("button", { name }));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** The items of a player's menu, once opened. */
async function menuOf(name: string, label = `More for ${name}`) {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole("button", { name: label }));
  const menu = await screen.findByRole("menu");
  return {
    user,
    items: within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.textContent),
  };
}

describe("roles in the Players tab", () => {
  it("marks the organizers, and makes a member an organizer after saying what that gives", async () => {
    let saved = withRoles;
    const fetchMock = renderTab(PASSWORD, {
      "/api/players": () => ({ body: saved }),
      "PUT /api/admin/players/21/role": () => {
        saved = withRoles.map((player) => (player.id === 21 ? { ...player, role: "organizer" } : player));
        return { body: { ...MARIA, role: "organizer" } };
      },
    });
    expect(within(await rowOf("Ana Mora")).getByText("Organizer")).toBeInTheDocument();
    expect(within(await rowOf("Luis Vega")).queryByText("Organizer")).not.toBeInTheDocument();

    const { user, items } = await menuOf(MARIA.name);
    expect(items).toEqual(["Sign-in link", "Make organizer", "End sessions"]);
    await user.click(screen.getByRole("menuitem", { name: "Make organizer" }));
    const dialog = await screen.findByRole("dialog", { name: "Make Organizer" });
    expect(dialog).toHaveTextContent(
      "María José Rodríguez Villalobos can then open the console in their own name, from their page.",
    );
    expect(dialog).toHaveTextContent("No organizer decides their own matches or standing.");
    await user.click(within(dialog).getByRole("button", { name: "Make organizer" }));

    expect(await screen.findByText("Organizer added")).toBeInTheDocument();
    expect(sentBody(fetchMock, "PUT", "/api/admin/players/21/role")).toEqual({ role: "organizer" });
    await waitFor(async () =>
      expect(within(await rowOf(MARIA.name)).getByText("Organizer")).toBeInTheDocument(),
    );
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/players")).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("takes the role back in Spanish, saying the open console closes", async () => {
    const fetchMock = renderTab(
      PASSWORD,
      { "PUT /api/admin/players/4/role": { body: { ...withRoles[3], role: "member" } } },
      "es",
    );
    expect(within(await rowOf("Ana Mora")).getByText("Organizador(a)")).toBeInTheDocument();
    const { user, items } = await menuOf("Ana Mora", "Más opciones para Ana Mora");
    expect(items).toEqual(["Enlace para entrar", "Quitar como organizador(a)", "Cerrar sesiones"]);
    await user.click(screen.getByRole("menuitem", { name: "Quitar como organizador(a)" }));
    const dialog = await screen.findByRole("dialog", { name: "Quitar como organizador(a)" });
    expect(dialog).toHaveTextContent("Ana Mora vuelve a ser socio(a).");
    expect(dialog).toHaveTextContent("Si tiene la consola abierta, se cierra de inmediato.");
    await user.click(within(dialog).getByRole("button", { name: "Quitar como organizador(a)" }));
    expect(await screen.findByText("Rol de organizador(a) retirado")).toBeInTheDocument();
    expect(sentBody(fetchMock, "PUT", "/api/admin/players/4/role")).toEqual({ role: "member" });
  });

  it("says why a role was refused, and keeps the dialog", async () => {
    renderTab(PASSWORD, {
      "PUT /api/admin/players/3/role": {
        status: 409,
        body: { error: "conflict", code: "player_pending", message: "Approve first." },
      },
    });
    const { user } = await menuOf("Luis Vega");
    await user.click(screen.getByRole("menuitem", { name: "Make organizer" }));
    const dialog = await screen.findByRole("dialog", { name: "Make Organizer" });
    await user.click(within(dialog).getByRole("button", { name: "Make organizer" }));
    const failure = (await screen.findByText("Could not change the role")).closest("li");
    expect(failure).toHaveTextContent("This player's registration is pending: approve it first.");
    expect(within(dialog).getByRole("button", { name: "Make organizer" })).toBeEnabled();
  });
});

describe("an organizer's console in the Players tab", () => {
  it("offers no roles, and a sign-in link only for themselves", async () => {
    renderTab(ANAS_CONSOLE);
    expect(within(await rowOf("Ana Mora")).getByText("Organizer")).toBeInTheDocument();

    const { user, items } = await menuOf("Luis Vega");
    expect(items).toEqual(["End sessions"]);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());

    expect((await menuOf("Ana Mora")).items).toEqual(["Sign-in link", "End sessions"]);
  });

  it("leaves points to the password, and says so when the server keeps an email to it", async () => {
    const fetchMock = renderTab(ANAS_CONSOLE, {
      "PATCH /api/players/3": {
        status: 403,
        body: { error: "forbidden", code: "password_admin_only", message: "Admin password only." },
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Edit Luis Vega" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Player" });
    expect(within(dialog).queryByLabelText(/Total points/)).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent("Only the admin, with the admin password, adjusts points.");

    const email = within(dialog).getByLabelText(/Email/);
    await user.clear(email);
    await user.type(email, "luis.vega@club.cr");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    const failure = (await screen.findByText("Failed to update player")).closest("li");
    expect(failure).toHaveTextContent("Only the admin, with the admin password, can do this: ask them.");
    expect(sentBody(fetchMock, "PATCH", "/api/players/3")).toEqual({ email: "luis.vega@club.cr" });
  });
});
