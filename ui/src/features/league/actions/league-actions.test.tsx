import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LeagueMatch } from "@/lib/wire";
import { mockFetch, type Canned } from "@/test/fetch-mock";
import { aLeagueMatch, aPlayer } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { LEAGUE_OPTIONS } from "@/shared/league/test/league-options";
import { leagueServer } from "../test/league-server";
import { LeagueWithActions } from "./league-actions";

const pending = aLeagueMatch({ time: "18:30", cancha: 4 });

const completed: LeagueMatch = {
  ...pending,
  id: 5,
  player2Id: 9,
  player2Name: "Marta Solís",
  date: "2026-11-10",
  status: "completed",
  score: "6-4, 6-2",
  scoreForWinner: "6-4, 6-2",
  setsPlayed: 2,
  player1SetsWon: 2,
  player2SetsWon: 0,
  winnerId: 3,
  setScores: [
    { player1Score: 6, player2Score: 4, winner: 1 },
    { player1Score: 6, player2Score: 2, winner: 1 },
  ],
};

/** The session answer: locked at first, unlocked once the password was accepted. */
function sessionRoutes(initially: { isAdmin: boolean; leagueUnlocked: boolean }) {
  let unlocked = initially.leagueUnlocked;
  return {
    "GET /api/admin/status": () => ({ body: { isAdmin: initially.isAdmin, leagueUnlocked: unlocked } }),
    "POST /api/league/unlock": (init?: RequestInit): Canned => {
      const { password } = JSON.parse(String(init?.body)) as { password: string };
      if (password !== "secret-league") {
        return { status: 401, body: { error: "unauthorized", message: "Invalid password" } };
      }
      unlocked = true;
      return { body: { leagueUnlocked: true } };
    },
  };
}

const baseRoutes = {
  // Nobody signed in as a member: the league password's flow.
  "GET /api/me": {
    status: 401,
    body: { error: "unauthorized", code: "member_sign_in_required", message: "" },
  },
  "GET /api/league/options": { body: LEAGUE_OPTIONS },
  "GET /api/league/matches": { body: [pending, completed] },
  "GET /api/players": { body: [aPlayer({ id: 3, name: "Ana Mora" }), aPlayer({ id: 8, name: "Luis Vega" })] },
};

function card(name: RegExp) {
  return screen.getAllByRole("listitem").find((item) => name.test(item.textContent ?? "")) as HTMLElement;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("LeagueWithActions", { timeout: 15_000 }, () => {
  it("asks a visitor for the password, says 'Incorrect password', then opens the action asked for", async () => {
    const fetchMock = mockFetch({
      ...baseRoutes,
      ...sessionRoutes({ isAdmin: false, leagueUnlocked: false }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeagueWithActions />);

    await user.click(await screen.findByRole("button", { name: "Create Match" }));
    const gate = await screen.findByRole("dialog", { name: "Password Required" });
    await user.type(within(gate).getByLabelText("League password"), "guess");
    await user.click(within(gate).getByRole("button", { name: "Unlock" }));

    expect(await within(gate).findByRole("alert")).toHaveTextContent("Incorrect password");
    expect(within(gate).getByLabelText("League password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("dialog", { name: "Create League Match" })).not.toBeInTheDocument();

    const field = within(gate).getByLabelText("League password");
    await user.clear(field);
    await user.type(field, "secret-league");
    await user.click(within(gate).getByRole("button", { name: "Unlock" }));

    expect(await screen.findByRole("dialog", { name: "Create League Match" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Password Required" })).not.toBeInTheDocument();
    const unlocks = fetchMock.mock.calls.filter(([url]) => String(url) === "/api/league/unlock");
    expect(unlocks).toHaveLength(2);
  });

  it("shows the server's sentence when there were too many tries", async () => {
    mockFetch({
      ...baseRoutes,
      "GET /api/admin/status": { body: { isAdmin: false, leagueUnlocked: false } },
      "POST /api/league/unlock": {
        status: 429,
        body: {
          error: "too_many_requests",
          code: "too_many_attempts",
          message: "Too many attempts. Try again in 15 minutes.",
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeagueWithActions />);

    await screen.findByText("6-4, 6-2");
    await user.click(within(card(/Pending/)).getByRole("button", { name: "Record Score" }));
    const gate = await screen.findByRole("dialog", { name: "Password Required" });
    await user.type(within(gate).getByLabelText("League password"), "again");
    await user.click(within(gate).getByRole("button", { name: "Unlock" }));
    expect(await within(gate).findByRole("alert")).toHaveTextContent(
      "Too many attempts. Please wait a few minutes and try again.",
    );
  });

  it("continues a visitor to the score dialog after the password, and skips the step once unlocked", async () => {
    mockFetch({ ...baseRoutes, ...sessionRoutes({ isAdmin: false, leagueUnlocked: false }) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeagueWithActions />);

    await screen.findByText("6-4, 6-2");
    await user.click(within(card(/Pending/)).getByRole("button", { name: "Record Score" }));
    const gate = await screen.findByRole("dialog", { name: "Password Required" });
    await user.type(within(gate).getByLabelText("League password"), "secret-league");
    await user.click(within(gate).getByRole("button", { name: "Unlock" }));
    const score = await screen.findByRole("dialog", { name: "Record Score" });
    await user.click(within(score).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Match options: Ana Mora vs Luis Vega" }));
    await user.click(await screen.findByRole("menuitem", { name: "Edit" }));
    expect(await screen.findByRole("dialog", { name: "Record Score" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Password Required" })).not.toBeInTheDocument();
  });

  it("never asks the admin", async () => {
    mockFetch({ ...baseRoutes, ...sessionRoutes({ isAdmin: true, leagueUnlocked: true }) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeagueWithActions />);
    await user.click(await screen.findByRole("button", { name: "Create Match" }));
    expect(await screen.findByRole("dialog", { name: "Create League Match" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Password Required" })).not.toBeInTheDocument();
  });

  it("cancels a pending match after the confirmation, and says so when the server refuses", async () => {
    let refuse = false;
    const fetchMock = mockFetch({
      ...baseRoutes,
      ...sessionRoutes({ isAdmin: false, leagueUnlocked: true }),
      "DELETE /api/league/matches/7": () =>
        refuse
          ? {
              // Scored in the meantime: only the admin may remove it now.
              status: 403,
              body: {
                error: "forbidden",
                code: "league_delete_admin_only",
                message: "Only the admin can delete a match that has a score.",
              },
            }
          : { status: 204 },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeagueWithActions />);
    await screen.findByText("6-4, 6-2");

    // A played match offers Edit only.
    await user.click(
      within(card(/Completed/)).getByRole("button", { name: "Match options: Ana Mora vs Marta Solís" }),
    );
    expect(await screen.findByRole("menuitem", { name: "Edit" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Cancel" })).not.toBeInTheDocument();
    await user.keyboard("{Escape}");

    refuse = true;
    await user.click(
      within(card(/Pending/)).getByRole("button", { name: "Match options: Ana Mora vs Luis Vega" }),
    );
    await user.click(await screen.findByRole("menuitem", { name: "Cancel" }));
    const confirm = await screen.findByRole("dialog", { name: "Cancel Match" });
    expect(confirm).toHaveTextContent("Ana Mora vs Luis Vega, 20/11/2026");
    await user.click(within(confirm).getByRole("button", { name: "Cancel Match" }));
    expect(await screen.findByText("Failed to cancel match")).toBeInTheDocument();
    expect(screen.getByText("Only the admin can delete a match that has a score.")).toBeInTheDocument();

    refuse = false;
    await user.click(within(confirm).getByRole("button", { name: "Cancel Match" }));
    expect(await screen.findByText("Match cancelled")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Cancel Match" })).not.toBeInTheDocument(),
    );
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === "DELETE");
    expect(deletes).toHaveLength(2);
  });

  it("says in its own words why the league password may not correct a score any more", async () => {
    mockFetch({
      ...baseRoutes,
      ...sessionRoutes({ isAdmin: false, leagueUnlocked: true }),
      "PATCH /api/league/matches/5": {
        status: 409,
        body: {
          error: "conflict",
          code: "league_score_not_awaiting",
          message: "This score no longer awaits confirmation.",
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeagueWithActions />);
    await screen.findByText("6-4, 6-2");
    await user.click(
      within(card(/Completed/)).getByRole("button", { name: "Match options: Ana Mora vs Marta Solís" }),
    );
    await user.click(await screen.findByRole("menuitem", { name: "Edit" }));
    const edit = await screen.findByRole("dialog", { name: "Edit Score" });
    await user.click(await within(edit).findByRole("button", { name: "Save Score" }));
    expect(await screen.findByText("Failed to record league score")).toBeInTheDocument();
    expect(
      screen.getByText(
        "With the league password a score can be corrected only while it awaits the players' confirmation. Ask the admin to change it.",
      ),
    ).toBeInTheDocument();
  });

  it("offers History and Delete to the admin only, and deletes a played match after the confirmation", async () => {
    const history = [
      {
        id: 1,
        leagueMatchId: 5,
        action: "created",
        at: "2026-11-10T23:00:00Z",
        actor: "league",
        sessionId: "3f9a0c51d2e87b44",
        clientAddress: "192.0.2.44",
        before: null,
        after: {
          player1Id: 3,
          player1Name: "Ana Mora",
          player2Id: 9,
          player2Name: "Marta Solís",
          date: "2026-11-10",
          time: null,
          cancha: null,
          status: "pending",
          score: null,
          setScores: [],
          winnerId: null,
        },
      },
    ];
    const fetchMock = mockFetch({
      ...baseRoutes,
      ...sessionRoutes({ isAdmin: true, leagueUnlocked: true }),
      "GET /api/league/matches/5/history": { body: history },
      "DELETE /api/league/matches/5": { status: 204 },
    });
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderWithProviders(<LeagueWithActions />);
    await screen.findByText("6-4, 6-2");
    const menu = () =>
      within(card(/Completed/)).getByRole("button", { name: "Match options: Ana Mora vs Marta Solís" });
    // Without the admin's console, a played match offers Edit only.
    await user.click(menu());
    await screen.findByRole("menuitem", { name: "Edit" });
    expect(screen.queryByRole("menuitem", { name: "History" })).not.toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Delete" })).not.toBeInTheDocument();
    await user.keyboard("{Escape}");
    unmount();

    renderWithProviders(<LeagueWithActions admin />);
    await screen.findByText("6-4, 6-2");
    await user.click(menu());
    await user.click(await screen.findByRole("menuitem", { name: "History" }));
    const shown = await screen.findByRole("dialog", { name: "Match History" });
    expect(await within(shown).findByText("Created")).toBeInTheDocument();
    expect(shown).toHaveTextContent("League password, unlock 3f9a0c51 · from 192.0.2.44");
    expect(shown).toHaveTextContent("10/11/2026 at 17:00");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(menu());
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete Match" });
    expect(confirm).toHaveTextContent("Ana Mora vs Marta Solís, 10/11/2026, 6-4, 6-2");
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "DELETE")).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Delete Match" }));
    expect(await screen.findByText("Match deleted")).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "DELETE")).toHaveLength(1);
  });

  it("refreshes every page loaded so far after a league action", async () => {
    // The pending match 7 first, then 39 played ones: two pages.
    let matches: LeagueMatch[] = [
      pending,
      ...Array.from({ length: 39 }, (_, index) => ({ ...completed, id: 100 + index })),
    ];
    const server = leagueServer(() => matches);
    mockFetch({
      ...baseRoutes,
      ...sessionRoutes({ isAdmin: true, leagueUnlocked: true }),
      "GET /api/league/matches": server.route,
      "DELETE /api/league/matches/7": () => {
        matches = matches.filter((match) => match.id !== 7);
        return { status: 204 };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeagueWithActions />);
    await screen.findByText("Showing 30 of 40");
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByText("Showing 40 of 40");
    expect(server.asked).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Match options: Ana Mora vs Luis Vega" }));
    await user.click(await screen.findByRole("menuitem", { name: "Cancel" }));
    const confirm = await screen.findByRole("dialog", { name: "Cancel Match" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel Match" }));

    expect(await screen.findByText("Showing 39 of 39")).toBeInTheDocument();
    expect(server.asked.slice(2).map((url) => url.searchParams.get("offset"))).toEqual(["0", "30"]);
    expect(screen.queryByRole("button", { name: "Record Score" })).not.toBeInTheDocument();
  });
});
