import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LeagueMatch } from "@/lib/wire";
import { mockFetch, sentBody } from "@/test/fetch-mock";
import { aLeagueMatch } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { LEAGUE_OPTIONS } from "../test/league-options";
import { LeagueScoreDialog } from "./league-score-dialog";

/** The league's rules, as the server answers them. */
const optionsRoute = { "GET /api/league/options": { body: LEAGUE_OPTIONS } };

const pending = aLeagueMatch();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("LeagueScoreDialog", { timeout: 15_000 }, () => {
  it("refuses empty or impossible games with 'Invalid scores'", async () => {
    mockFetch(optionsRoute);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeagueScoreDialog match={pending} onClose={() => undefined} />);
    const dialog = screen.getByRole("dialog", { name: "Record Score" });
    await within(dialog).findByRole("button", { name: "Save Score" });

    await user.type(within(dialog).getByLabelText("Set 1, Ana Mora"), "6");
    await user.type(within(dialog).getByLabelText("Set 1, Luis Vega"), "4");
    await user.type(within(dialog).getByLabelText("Set 2, Ana Mora"), "9");
    await user.type(within(dialog).getByLabelText("Set 2, Luis Vega"), "7");
    await user.click(within(dialog).getByRole("button", { name: "Save Score" }));

    expect(await screen.findByText("Invalid scores")).toBeInTheDocument();
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Please enter valid scores for all sets");
    expect(within(dialog).getByLabelText("Set 2, Ana Mora")).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByLabelText("Set 1, Ana Mora")).toHaveAttribute("aria-invalid", "false");
  });

  it("records the played sets with each set's winner, a tie as 0", async () => {
    const fetchMock = mockFetch({
      ...optionsRoute,
      "POST /api/league/matches/7/score": { body: { ...pending, status: "completed" } },
      "GET /api/league/matches": { body: [] },
    });
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeagueScoreDialog match={pending} onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Record Score" });
    await within(dialog).findByRole("button", { name: "Save Score" });

    await user.click(within(dialog).getByRole("radio", { name: "3 sets" }));
    const games = ["6", "4", "3", "6", "5", "5"];
    const fields = [1, 2, 3].flatMap((set) => [
      within(dialog).getByLabelText(`Set ${set}, Ana Mora`),
      within(dialog).getByLabelText(`Set ${set}, Luis Vega`),
    ]);
    for (const [index, field] of fields.entries()) await user.type(field, games[index] ?? "");
    // The 5-5 set shows as drawn, and so does the match, one set each.
    expect(within(dialog).getByText("Drawn")).toBeInTheDocument();
    expect(within(dialog).getByText("Sets won: Ana Mora 1, Luis Vega 1").closest("p")).toHaveTextContent(
      "Sets won: Ana Mora 1, Luis Vega 1· A draw",
    );
    await user.click(within(dialog).getByRole("button", { name: "Save Score" }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(fetchMock, "POST", "/api/league/matches/7/score")).toEqual({
      matchId: 7,
      setsPlayed: 3,
      setScores: [
        { player1Score: 6, player2Score: 4, winner: 1 },
        { player1Score: 3, player2Score: 6, winner: 2 },
        { player1Score: 5, player2Score: 5, winner: 0 },
      ],
    });
    expect(await screen.findByText("Score recorded")).toBeInTheDocument();
  });

  it("opens a played match prefilled and changes it with PATCH", async () => {
    const played: LeagueMatch = {
      ...pending,
      status: "completed",
      score: "6-4, 6-2",
      setsPlayed: 2,
      winnerId: 3,
      setScores: [
        { player1Score: 6, player2Score: 4, winner: 1 },
        { player1Score: 6, player2Score: 2, winner: 1 },
      ],
    };
    const fetchMock = mockFetch({
      ...optionsRoute,
      "PATCH /api/league/matches/7": { body: played },
      "GET /api/league/matches": { body: [] },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeagueScoreDialog match={played} onClose={() => undefined} />);
    const dialog = screen.getByRole("dialog", { name: "Edit Score" });
    await within(dialog).findByRole("button", { name: "Save Score" });
    expect(within(dialog).getByRole("radio", { name: "2 sets" })).toBeChecked();
    expect(within(dialog).getByLabelText("Set 2, Luis Vega")).toHaveValue(2);

    const field = within(dialog).getByLabelText("Set 2, Luis Vega");
    await user.clear(field);
    await user.type(field, "3");
    await user.click(within(dialog).getByRole("button", { name: "Save Score" }));

    expect(await screen.findByText("Score updated")).toBeInTheDocument();
    expect(sentBody(fetchMock, "PATCH", "/api/league/matches/7")).toEqual({
      matchId: 7,
      setsPlayed: 2,
      setScores: [
        { player1Score: 6, player2Score: 4, winner: 1 },
        { player1Score: 6, player2Score: 3, winner: 1 },
      ],
    });
  });

  it("offers exactly the sets and games the server answered", async () => {
    mockFetch({
      "GET /api/league/options": { body: { ...LEAGUE_OPTIONS, setsPlayed: [1, 2], maxSetGames: 9 } },
    });
    renderWithProviders(<LeagueScoreDialog match={pending} onClose={() => undefined} />);
    const dialog = screen.getByRole("dialog", { name: "Record Score" });
    await within(dialog).findByRole("button", { name: "Save Score" });
    expect(
      within(dialog)
        .getAllByRole("radio")
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(["1 set", "2 sets"]);
    expect(within(dialog).getByLabelText("Set 1, Ana Mora")).toHaveAttribute("max", "9");
  });

  it("shows 'Failed to record league score' with the server's reason", async () => {
    mockFetch({
      ...optionsRoute,
      "POST /api/league/matches/7/score": {
        status: 409,
        body: {
          error: "conflict",
          code: "league_match_has_score",
          message: "This match already has a score.",
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeagueScoreDialog match={pending} onClose={() => undefined} />);
    const dialog = screen.getByRole("dialog", { name: "Record Score" });
    await within(dialog).findByRole("button", { name: "Save Score" });
    await user.click(within(dialog).getByRole("radio", { name: "1 set" }));
    await user.type(within(dialog).getByLabelText("Set 1, Ana Mora"), "6");
    await user.type(within(dialog).getByLabelText("Set 1, Luis Vega"), "1");
    await user.click(within(dialog).getByRole("button", { name: "Save Score" }));
    expect(await screen.findByText("Failed to record league score")).toBeInTheDocument();
    expect(screen.getByText("This league match already has a score. Edit it instead.")).toBeInTheDocument();
  });
});
