import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { registerDictionary } from "@/lib/i18n";
import { es } from "@/lib/i18n/es";
import { createQueryClient } from "@/lib/query-client";
import type { AuditEntry, Match, WaitingResult } from "@/lib/wire";
import { mockFetch } from "@/test/fetch-mock";
import { aLeagueMatch, aMatch, aTournament } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { DisputesTab } from "./disputes-tab";

registerDictionary("es", es);

afterEach(() => {
  vi.unstubAllGlobals();
});

// Ana Mora (3) reported 6-4, 6-2 for herself; Luis Vega (8) disputes it.
const disputed: Match = aMatch({
  id: 41,
  tournamentId: 2,
  stage: "semifinal",
  groupId: null,
  week: 3,
  status: "completed",
  winnerId: 3,
  score: "6-4, 6-2",
  scoreForWinner: "6-4, 6-2",
  sets: [
    { player1: 6, player2: 4, tiebreak: null },
    { player1: 6, player2: 2, tiebreak: null },
  ],
  confirmation: { state: "disputed", reportedBy: 3, reportedAt: "2026-11-10T18:00:00Z", confirmBy: null },
});
const REASON = "I won the first set 6-4";
const waiting: WaitingResult[] = [
  {
    kind: "disputed",
    source: "tournament",
    reason: REASON,
    match: disputed,
    leagueMatch: null,
    reportedAt: "2026-11-10T18:00:00Z",
  },
];
// A league score the league password entered (no member recorded it), which Luis Vega disputes.
const leagueScore = aLeagueMatch({
  id: 12,
  status: "completed",
  winnerId: 3,
  score: "6-3, 6-4",
  scoreForWinner: "6-3, 6-4",
  confirmation: { state: "disputed", reportedBy: null, reportedAt: "2026-11-11T18:00:00Z", confirmBy: null },
});

const trail: AuditEntry[] = [
  {
    id: 9,
    at: "2026-11-10T19:00:00Z",
    actor: "member",
    actorRef: "8",
    action: "result_disputed",
    subject: "match:41",
    before: { state: "awaiting", reportedBy: 3, confirmBy: "2026-11-12T18:00:00Z", reason: null },
    after: { state: "disputed", reportedBy: 3, confirmBy: null, reason: REASON },
  },
  {
    id: 8,
    at: "2026-11-10T18:00:00Z",
    actor: "member",
    actorRef: "3",
    action: "result_recorded",
    subject: "match:41",
    before: null,
    after: { winnerId: 3, score: "6-4, 6-2", confirmation: "awaiting" },
  },
];

function club(queue: WaitingResult[] = waiting) {
  let left = queue;
  const fetchMock = mockFetch({
    "/api/admin/disputes": () => ({ body: left }),
    "/api/tournaments": { body: [aTournament({ id: 2, name: "Copa Noviembre", status: "active" })] },
    "/api/admin/audit": (_, url) =>
      url.searchParams.get("subject") === "match:41" ? { body: trail } : { status: 422, body: {} },
    "POST /api/league/matches/12/confirm": () => {
      left = left.filter((item) => item.source !== "league");
      return { body: leagueScore };
    },
    "POST /api/matches/41/confirm": () => {
      left = [];
      return { body: { ...disputed, confirmation: { ...disputed.confirmation, state: "confirmed" } } };
    },
  });
  return fetchMock;
}

describe("DisputesTab", { timeout: 30_000 }, () => {
  it("shows both versions: the recorded result and who disputes it, with the reason", async () => {
    club();
    renderWithProviders(<DisputesTab />);
    const card = (await screen.findByText(REASON)).closest("li");
    if (!card) throw new Error("no card");
    expect(within(card).getByText("Recorded by Ana Mora")).toBeInTheDocument();
    expect(within(card).getByText("Ana Mora won 6-4, 6-2")).toBeInTheDocument();
    expect(within(card).getByText("Luis Vega disputes it")).toBeInTheDocument();
    expect(within(card).getByText("Copa Noviembre · Week 3 · Semifinals")).toBeInTheDocument();
  });

  it("confirms the recorded result as the admin, and the queue empties", async () => {
    const fetchMock = club();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DisputesTab />);
    await user.click(await screen.findByRole("button", { name: "Confirm as recorded" }));
    expect(await screen.findByText("No results waiting for you")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/matches/41/confirm",
      expect.objectContaining({ method: "POST" }),
    );
  });

  it("opens the admin's result dialog to record the right result", async () => {
    club();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DisputesTab />);
    await user.click(await screen.findByRole("button", { name: "Record the right result" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Score" });
    expect(within(dialog).getByLabelText("Score")).toHaveValue("6-4, 6-2");
  });

  it("reads the match's history: who, when, before and after", async () => {
    club();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DisputesTab />);
    await user.click(await screen.findByRole("button", { name: "History of Ana Mora vs Luis Vega" }));
    const dialog = await screen.findByRole("dialog", { name: "History of the result" });
    const entries = await within(dialog).findAllByRole("listitem");
    expect(entries[0]).toHaveTextContent("Disputed · Luis Vega");
    expect(entries[0]).toHaveTextContent(`After: disputed · reason: “${REASON}”`);
    expect(entries[1]).toHaveTextContent("Recorded · Ana Mora");
    expect(entries[1]).toHaveTextContent("Before: nothing");
    expect(entries[1]).toHaveTextContent("After: Ana Mora · 6-4, 6-2 · awaiting confirmation");
  });

  it("speaks Spanish", async () => {
    club();
    renderWithProviders(<DisputesTab />, createQueryClient(), "es");
    expect(await screen.findByText("Anotado por Ana Mora")).toBeInTheDocument();
    expect(screen.getByText("Luis Vega lo disputa")).toBeInTheDocument();
    expect(screen.getByText("Ana Mora ganó 6-4, 6-2")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Anotar el resultado correcto" })).toBeInTheDocument();
  });

  it("lists a league score beside the tournament's, confirms it through the league, and lends the league's dialog", async () => {
    const fetchMock = club([
      ...waiting,
      {
        kind: "disputed",
        source: "league",
        reason: "It was 6-3, 4-6, 6-2",
        match: null,
        leagueMatch: leagueScore,
        reportedAt: "2026-11-11T18:00:00Z",
      },
    ]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <DisputesTab
        leagueCorrection={(match, close) => <button onClick={close}>League dialog {match.id}</button>}
      />,
    );
    const card = (await screen.findByText("It was 6-3, 4-6, 6-2")).closest("li");
    if (!card) throw new Error("no card");
    expect(within(card).getByText("Recorded by League password")).toBeInTheDocument();
    expect(within(card).getByText("A player disputes it")).toBeInTheDocument();
    expect(within(card).getByText(`${leagueScore.player1Name} won 6-3, 6-4`)).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Record the right result" }));
    expect(screen.getByRole("button", { name: "League dialog 12" })).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Confirm as recorded" }));
    await waitFor(() => expect(screen.queryByText("It was 6-3, 4-6, 6-2")).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/league/matches/12/confirm",
      expect.objectContaining({ method: "POST" }),
    );
    // The tournament's result still waits.
    expect(screen.getByText(REASON)).toBeInTheDocument();
  });

  it("says when nothing waits", async () => {
    club([]);
    renderWithProviders(<DisputesTab />);
    await waitFor(() => expect(screen.getByText("No results waiting for you")).toBeInTheDocument());
  });
});
