import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LeagueChange, LeagueMatchState } from "@/lib/wire";
import { mockFetch } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { RecentLeagueChanges } from "./recent-league-changes";

const pending: LeagueMatchState = {
  player1Id: 3,
  player1Name: "Ana Mora",
  player2Id: 8,
  player2Name: "Luis Vega",
  date: "2026-11-20",
  time: "18:30",
  cancha: 4,
  status: "pending",
  score: null,
  setScores: [],
  winnerId: null,
};
const scored: LeagueMatchState = {
  ...pending,
  status: "completed",
  score: "6-4, 6-2",
  setScores: [
    [6, 4],
    [6, 2],
  ],
  winnerId: 3,
};
const corrected: LeagueMatchState = { ...scored, score: "4-6, 2-6", winnerId: 8 };

const change = (overrides: Partial<LeagueChange>): LeagueChange => ({
  id: 1,
  leagueMatchId: 7,
  action: "created",
  at: "2026-11-20T20:00:00Z",
  actor: "league",
  sessionId: "3f9a0c51d2e87b44",
  clientAddress: "192.0.2.44",
  actorPlayerId: null,
  actorName: null,
  before: null,
  after: pending,
  ...overrides,
});

const recent = [
  change({
    id: 3,
    action: "corrected",
    at: "2026-11-25T15:30:00Z",
    actor: "admin",
    sessionId: null,
    clientAddress: null,
    before: scored,
    after: corrected,
  }),
  change({
    id: 2,
    action: "scored",
    at: "2026-11-21T02:15:00Z",
    clientAddress: null,
    before: pending,
    after: scored,
  }),
  change({ id: 1 }),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("RecentLeagueChanges", { timeout: 15_000 }, () => {
  it("lists the latest league writes: what, when, who, and what changed", async () => {
    mockFetch({ "GET /api/league/history": { body: recent, headers: { "X-Total-Count": "3" } } });
    renderWithProviders(<RecentLeagueChanges />);
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(3);
    const [admin, score, created] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(admin).toHaveTextContent("Score corrected");
    expect(admin).toHaveTextContent("25/11/2026 at 09:30");
    expect(admin).toHaveTextContent("By the admin");
    expect(admin).toHaveTextContent("Ana Mora vs Luis Vega, 20/11/2026");
    expect(admin).toHaveTextContent("Score6-4, 6-2 → 4-6, 2-6");
    expect(score).toHaveTextContent("Score recorded");
    expect(score).toHaveTextContent("League password, unlock 3f9a0c51");
    expect(score).not.toHaveTextContent("from");
    expect(score).toHaveTextContent("StatusPending → Completed");
    expect(created).toHaveTextContent("League password, unlock 3f9a0c51 · from 192.0.2.44");
    expect(created).toHaveTextContent("Time18:30");
    expect(created).toHaveTextContent("CourtCourt 4");
    expect(screen.getByText("Showing 3 of 3")).toBeInTheDocument();
  });

  it("opens a match's whole history", async () => {
    const fetchMock = mockFetch({
      "GET /api/league/history": { body: recent, headers: { "X-Total-Count": "3" } },
      "GET /api/league/matches/7/history": { body: [...recent].reverse() },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RecentLeagueChanges />);
    const [first] = await screen.findAllByRole("listitem");
    await user.click(
      within(first as HTMLElement).getByRole("button", { name: "History of Ana Mora vs Luis Vega" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Match History" });
    const steps = await within(dialog).findAllByRole("heading", { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual(["Created", "Score recorded", "Score corrected"]);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain("/api/league/matches/7/history");
  });

  it("names the organizer who settled a score, in Spanish too", async () => {
    const settled = change({
      id: 4,
      action: "confirmed",
      at: "2026-11-26T15:30:00Z",
      actor: "organizer",
      sessionId: null,
      clientAddress: null,
      actorPlayerId: 12,
      actorName: "María José Rodríguez Villalobos",
      before: corrected,
      after: corrected,
    });
    mockFetch({ "GET /api/league/history": { body: [settled], headers: { "X-Total-Count": "1" } } });
    const { unmount } = renderWithProviders(<RecentLeagueChanges />);
    const [item] = await screen.findAllByRole("listitem");
    expect(item).toHaveTextContent("By María José Rodríguez Villalobos, organizer");
    unmount();
    renderWithProviders(<RecentLeagueChanges />, undefined, "es");
    const [spanish] = await screen.findAllByRole("listitem");
    expect(spanish).toHaveTextContent("Por María José Rodríguez Villalobos, del comité organizador");
  });

  it("says when there is nothing yet", async () => {
    mockFetch({ "GET /api/league/history": { body: [], headers: { "X-Total-Count": "0" } } });
    renderWithProviders(<RecentLeagueChanges />);
    expect(await screen.findByText("No league changes yet")).toBeInTheDocument();
  });
});
