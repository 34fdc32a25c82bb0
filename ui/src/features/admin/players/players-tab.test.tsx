import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { PlayersTab } from "./players-tab";
import { club, sameNameRefusal } from "./test/fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
});

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((row) => within(row).getAllByRole("button")[0]?.textContent);

describe("PlayersTab", () => {
  it("lists pending registrations first, oldest first, then the players by name", async () => {
    mockFetch({ "/api/players": { body: club } });
    renderWithProviders(<PlayersTab />);
    expect(screen.getByText("Loading players...")).toBeInTheDocument();

    const pending = await screen.findByRole("list", { name: "Pending registrations" });
    const approved = screen.getByRole("list", { name: "Club players" });
    expect(pending.compareDocumentPosition(approved) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(names(pending)).toEqual(["Diego Rojas", "Sofía Brenes"]);
    expect(names(approved)).toEqual(["Álvaro Ruiz", "Ana Mora", "Luis Vega"]);
    expect(screen.getByText("3 players")).toBeInTheDocument();

    const luis = within(approved).getAllByRole("listitem")[2] as HTMLElement;
    expect(within(luis).getByText("luis@club.cr")).toBeInTheDocument();
    expect(within(luis).getByText("245")).toBeInTheDocument();
    expect(within(luis).getByLabelText("5 won, 2 lost")).toHaveTextContent("5-2");
    expect(within(luis).getByRole("button", { name: "Edit Luis Vega" })).toBeInTheDocument();
    expect(within(luis).getByRole("button", { name: "Delete Luis Vega" })).toBeInTheDocument();
    expect(within(pending).getByText("Registered 01/03/2026")).toBeInTheDocument();
  });

  it("finds players by name or email, ignoring accents", async () => {
    mockFetch({ "/api/players": { body: club } });
    renderWithProviders(<PlayersTab />);
    const search = await screen.findByRole("searchbox", { name: "Search players" });

    await userEvent.type(search, "alvaro");
    await waitFor(() =>
      expect(names(screen.getByRole("list", { name: "Club players" }))).toEqual(["Álvaro Ruiz"]),
    );
    expect(screen.queryByRole("list", { name: "Pending registrations" })).not.toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, "mail.com");
    await waitFor(() =>
      expect(names(screen.getByRole("list", { name: "Pending registrations" }))).toEqual(["Sofía Brenes"]),
    );

    await userEvent.clear(search);
    await userEvent.type(search, "zzz");
    expect(await screen.findByText("No players match “zzz”")).toBeInTheDocument();
  });

  it("says so when the club has no players yet", async () => {
    mockFetch({ "/api/players": { body: [] } });
    renderWithProviders(<PlayersTab />);
    expect(await screen.findByText("No players registered yet")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Player" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Invite Player" })).toBeInTheDocument();
  });

  it("approves a registration and refetches the players", async () => {
    let approved = false;
    const fetchMock = mockFetch({
      "/api/players": () => ({ body: approved ? club.slice(1) : club }),
      "POST /api/players/10/approve": () => {
        approved = true;
        return { body: { ...club[1], status: "approved" } };
      },
    });
    renderWithProviders(<PlayersTab />);
    const button = await screen.findByRole("button", { name: "Approve Diego Rojas" });
    await userEvent.click(button);
    expect(await screen.findByText("Player approved")).toBeInTheDocument();
    expect(screen.getByText("Diego Rojas now appears in the rankings.")).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/players")).toHaveLength(2);
  });

  it("warns before approving a name another player has, naming them, and approves anyway when asked", async () => {
    const sent: (string | null)[] = [];
    mockFetch({
      "/api/players": { body: club },
      "POST /api/players/10/approve": (init) => {
        sent.push(init?.body ? String(init.body) : null);
        return init?.body
          ? { body: { ...club[1], status: "approved" } }
          : sameNameRefusal([{ id: 12, name: "diego rojas" }]);
      },
    });
    renderWithProviders(<PlayersTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Approve Diego Rojas" }));

    const warning = await screen.findByRole("alert");
    expect(within(warning).getByText("Same name as another player")).toBeInTheDocument();
    expect(within(warning).getByRole("listitem")).toHaveTextContent("diego rojas");
    expect(screen.queryByText("Another player already has this name")).not.toBeInTheDocument();

    await userEvent.click(within(warning).getByRole("button", { name: "Approve anyway" }));
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    expect(sent).toEqual([null, JSON.stringify({ allowDuplicateName: true })]);
  });

  it("approves, then warns that the new member's level and fee are still to settle", async () => {
    mockFetch({
      "/api/players": { body: club },
      "POST /api/players/10/approve": { body: { ...club[1], status: "approved" } },
      "/api/admin/eligibility": (_, url) => ({
        body: {
          season: 2026,
          fee: 10000,
          warnings:
            url.searchParams.get("players") === "10" && !url.searchParams.has("startDate")
              ? [
                  { code: "level_unconfirmed", season: 2026, players: [{ id: 10, name: "Diego Rojas" }] },
                  { code: "fee_unpaid", season: 2026, players: [{ id: 10, name: "Diego Rojas" }] },
                ]
              : [],
        },
      }),
    });
    renderWithProviders(<PlayersTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Approve Diego Rojas" }));
    expect(await screen.findByText("Player approved")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Diego Rojas now appears in the rankings. Level not confirmed: Diego Rojas. 2026 fee not paid: Diego Rojas.",
      ),
    ).toBeInTheDocument();
  });

  it("shows each player's level, unconfirmed ones as a dash", async () => {
    mockFetch({
      "/api/players": { body: club.map((p) => (p.id === 4 ? { ...p, level: "B" as const } : p)) },
    });
    renderWithProviders(<PlayersTab />);
    const approved = await screen.findByRole("list", { name: "Club players" });
    const [alvaro, ana] = within(approved).getAllByRole("listitem") as HTMLElement[];
    expect(within(ana as HTMLElement).getByLabelText("Level B")).toHaveTextContent("B");
    expect(within(alvaro as HTMLElement).getByLabelText("Level not confirmed")).toHaveTextContent("–");
  });

  it("shows 'Approval failed' with the server's reason", async () => {
    mockFetch({
      "/api/players": { body: club },
      "POST /api/players/10/approve": {
        status: 409,
        body: { error: "conflict", code: "player_not_pending", message: "Diego Rojas is not pending" },
      },
    });
    renderWithProviders(<PlayersTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Approve Diego Rojas" }));
    expect(await screen.findByText("Approval failed")).toBeInTheDocument();
    expect(screen.getByText("This registration has already been approved or rejected.")).toBeInTheDocument();
  });

  it("asks before rejecting, and rejects only when confirmed", async () => {
    const fetchMock = mockFetch({
      "/api/players": { body: club },
      "POST /api/players/11/reject": { status: 204 },
    });
    renderWithProviders(<PlayersTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Reject Sofía Brenes" }));
    let dialog = await screen.findByRole("dialog", { name: "Reject Registration" });
    expect(within(dialog).getByText(/Sofía Brenes's registration will be deleted/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/reject"))).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: "Reject Sofía Brenes" }));
    dialog = await screen.findByRole("dialog", { name: "Reject Registration" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Registration rejected")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/players/11/reject",
      expect.objectContaining({ method: "POST" }),
    );
  });

  it("shows 'Rejection failed' when the server refuses", async () => {
    mockFetch({
      "/api/players": { body: club },
      "POST /api/players/11/reject": { status: 500, body: { error: "internal", message: "Internal error" } },
    });
    renderWithProviders(<PlayersTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Reject Sofía Brenes" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject Registration" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Rejection failed")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Reject Registration" })).toBeInTheDocument();
  });

  it("deletes a player after a confirmation", async () => {
    const fetchMock = mockFetch({
      "/api/players": { body: club },
      "DELETE /api/players/5": { status: 204 },
    });
    renderWithProviders(<PlayersTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Delete Álvaro Ruiz" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Player" });
    expect(within(dialog).getByText("Delete Álvaro Ruiz? This cannot be undone.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Player deleted")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/players/5", expect.objectContaining({ method: "DELETE" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows the server's reason when a player who has played cannot be deleted", async () => {
    const message = "Luis Vega cannot be deleted: they are part of a tournament.";
    mockFetch({
      "/api/players": { body: club },
      "DELETE /api/players/3": {
        status: 409,
        body: { error: "conflict", code: "player_has_results", message },
      },
    });
    renderWithProviders(<PlayersTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Delete Luis Vega" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Player" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    const failure = (await screen.findByText("Failed to delete player")).closest("li");
    expect(failure).toHaveTextContent(
      "A player who has played in a tournament or the league cannot be deleted.",
    );
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Delete" })).toBeEnabled();
  });

  it("opens the Player Profile from a name", async () => {
    mockFetch({
      "/api/players": { body: club },
      "/api/players/4/profile": {
        body: {
          player: club[3],
          rank: 1,
          winRate: 85.7,
          breakdown: { total: 310, tournaments: [], league: 0, walkoverPenalty: 0, adjustments: [] },
          recentMatches: [],
        },
      },
    });
    renderWithProviders(<PlayersTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Ana Mora" }));
    const dialog = await screen.findByRole("dialog", { name: "Player Profile" });
    expect(await within(dialog).findByText("86%")).toBeInTheDocument();
    expect(within(dialog).getByText("Rank #1")).toBeInTheDocument();
  });
});
