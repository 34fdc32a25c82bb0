import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { mockFetch, sentBody } from "@/test/fetch-mock";
import { aLeagueMatch } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { LEAGUE_OPTIONS } from "../test/league-options";
import { LeagueAnswer } from "./league-answer";

afterEach(() => {
  vi.unstubAllGlobals();
});

// Luis Vega (8) recorded that he won 6-3, 6-4; it awaits Ana Mora (3), player 1.
const recorded = aLeagueMatch({
  status: "completed",
  winnerId: 8,
  score: "3-6, 4-6",
  scoreForWinner: "6-3, 6-4",
  setsPlayed: 2,
  setScores: [
    { player1Score: 3, player2Score: 6, winner: 2 },
    { player1Score: 4, player2Score: 6, winner: 2 },
  ],
  confirmation: {
    state: "awaiting",
    reportedBy: 8,
    reportedAt: "2026-11-20T20:00:00Z",
    confirmBy: "2026-11-22T20:00:00Z",
  },
});

function club() {
  return mockFetch({
    "GET /api/league/options": { body: LEAGUE_OPTIONS },
    "POST /api/league/matches/7/dispute": {
      body: { ...recorded, confirmation: { ...recorded.confirmation, state: "disputed" } },
    },
  });
}

describe("LeagueAnswer's dispute", { timeout: 30_000 }, () => {
  it("sends the member's own sets, entered as when recording a score", async () => {
    const fetchMock = club();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeagueAnswer match={recorded} />, createQueryClient());
    await user.click(screen.getByRole("button", { name: "Dispute" }));
    const dialog = await screen.findByRole("dialog", { name: "Dispute the result" });
    // The league's rules are asked only once the member adds a score.
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole("textbox", { name: "What is wrong with it?" }), "Fueron 3 sets");
    await user.click(within(dialog).getByRole("button", { name: "Add my score" }));
    // The sets reported, to change.
    expect(await within(dialog).findByLabelText("Set 1, Ana Mora")).toHaveValue(3);
    await user.click(within(dialog).getByRole("radio", { name: "3 sets" }));
    await user.clear(within(dialog).getByLabelText("Set 2, Ana Mora"));
    await user.type(within(dialog).getByLabelText("Set 2, Ana Mora"), "7");
    await user.clear(within(dialog).getByLabelText("Set 2, Luis Vega"));
    await user.type(within(dialog).getByLabelText("Set 2, Luis Vega"), "5");
    await user.click(within(dialog).getByRole("button", { name: "Dispute" }));
    // Set 3 is empty: marked, and nothing sent.
    expect(within(dialog).getByLabelText("Set 3, Ana Mora")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalledWith("/api/league/matches/7/dispute", expect.anything());

    await user.type(within(dialog).getByLabelText("Set 3, Ana Mora"), "6");
    await user.type(within(dialog).getByLabelText("Set 3, Luis Vega"), "2");
    await user.click(within(dialog).getByRole("button", { name: "Dispute" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Dispute the result" })).not.toBeInTheDocument(),
    );
    expect(sentBody(fetchMock, "POST", "/api/league/matches/7/dispute")).toEqual({
      reason: "Fueron 3 sets",
      setsPlayed: 3,
      setScores: [
        { player1Score: 3, player2Score: 6, winner: 2 },
        { player1Score: 7, player2Score: 5, winner: 1 },
        { player1Score: 6, player2Score: 2, winner: 1 },
      ],
    });
  });

  it("sends the reason alone when no score is added", async () => {
    const fetchMock = club();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeagueAnswer match={recorded} />, createQueryClient(), "es");
    await user.click(screen.getByRole("button", { name: "Disputar" }));
    const dialog = await screen.findByRole("dialog", { name: "Disputar el resultado" });
    expect(within(dialog).getByRole("button", { name: "Añadir mi marcador" })).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: "¿Qué está mal?" }), "Gané yo");
    await user.click(within(dialog).getByRole("button", { name: "Disputar" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody(fetchMock, "POST", "/api/league/matches/7/dispute")).toEqual({ reason: "Gané yo" });
  });
});
