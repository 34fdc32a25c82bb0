import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { registerDictionary } from "@/lib/i18n";
import { enErrors } from "@/lib/i18n/en-errors";
import { es } from "@/lib/i18n/es";
import { createQueryClient } from "@/lib/query-client";
import type { Match } from "@/lib/wire";
import { mockFetch, sentBody } from "@/test/fetch-mock";
import { aMatch } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { PhoneResultDialog } from "./phone-result-dialog";

registerDictionary("es", es);

afterEach(() => {
  vi.unstubAllGlobals();
});

// Ana Mora is player 1, Luis Vega player 2.
const pending = aMatch({ id: 41, tournamentId: 2 });

function renderForm(match: Match = pending, { correcting = false, locale = "en" as "en" | "es" } = {}) {
  const onClose = vi.fn();
  renderWithProviders(
    <PhoneResultDialog match={match} context="Copa Noviembre" correcting={correcting} onClose={onClose} />,
    createQueryClient(),
    locale,
  );
  return { onClose };
}

describe("PhoneResultDialog", { timeout: 30_000 }, () => {
  it("asks for the winner first, then set by set with steppers, and reads the score from the winner's side", async () => {
    const fetchMock = mockFetch({
      "POST /api/matches/result": { body: { ...pending, status: "completed" } },
    });
    const user = userEvent.setup({ delay: null });
    const { onClose } = renderForm();
    const dialog = screen.getByRole("dialog", { name: "Record the result" });
    expect(within(dialog).queryByText("How did it end?")).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Save result" })).toBeDisabled();

    // Player 2 won: the form speaks from Luis Vega's side.
    await user.click(within(dialog).getByRole("radio", { name: "Luis Vega" }));
    const set1 = within(dialog).getByRole("listitem", { name: "Set 1" });
    const plus = within(set1).getByRole("button", { name: "Ana Mora, Set 1: one more" });
    for (let i = 0; i < 4; i += 1) await user.click(plus);
    const set2 = within(dialog).getByRole("listitem", { name: "Set 2" });
    for (let i = 0; i < 3; i += 1)
      await user.click(within(set2).getByRole("button", { name: "Ana Mora, Set 2: one more" }));
    await user.click(within(set2).getByRole("button", { name: "Swap the games of Set 2" }));
    await user.click(
      within(dialog).getByRole("checkbox", { name: "The third set was a match tiebreak (to 10)" }),
    );
    const tiebreak = within(dialog).getByRole("listitem", { name: "Match tiebreak" });
    for (let i = 0; i < 8; i += 1)
      await user.click(within(tiebreak).getByRole("button", { name: "Ana Mora, Match tiebreak: one more" }));

    expect(within(dialog).getByTestId("result-reading")).toHaveTextContent("Luis Vega won 6-4, 3-6, 10-8");
    await user.click(within(dialog).getByRole("button", { name: "Save result" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // The server reads the score from player 1's side, and computes the totals itself.
    expect(sentBody(fetchMock, "POST", "/api/matches/result")).toEqual({
      matchId: 41,
      winnerId: 8,
      score: "4-6, 6-3, 8-10",
    });
  });

  it("has large steppers that stop at a set's bounds", async () => {
    mockFetch({});
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole("radio", { name: "Ana Mora" }));
    const set1 = screen.getByRole("listitem", { name: "Set 1" });
    const less = within(set1).getByRole("button", { name: "Luis Vega, Set 1: one less" });
    const more = within(set1).getByRole("button", { name: "Luis Vega, Set 1: one more" });
    // A thumb's width: 56 px buttons (size-14), well above the 44 px touch target.
    expect(more).toHaveClass("size-14");
    expect(less).toBeDisabled();
    for (let i = 0; i < 7; i += 1) await user.click(more);
    expect(more).toBeDisabled();
    expect(within(set1).getByRole("status", { name: "Luis Vega, Set 1" })).toHaveTextContent("7");
    await user.click(less);
    expect(within(set1).getByRole("status", { name: "Luis Vega, Set 1" })).toHaveTextContent("6");
  });

  it("records a walkover as W/O and a retirement with ret.", async () => {
    const fetchMock = mockFetch({
      "POST /api/matches/result": { body: { ...pending, status: "completed" } },
    });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole("radio", { name: "Ana Mora" }));
    await user.click(screen.getByRole("radio", { name: "W/O" }));
    expect(screen.queryByRole("listitem", { name: "Set 1" })).not.toBeInTheDocument();
    expect(screen.getByTestId("result-reading")).toHaveTextContent("Ana Mora won by walkover (W/O)");
    await user.click(screen.getByRole("radio", { name: "Retired" }));
    await user.click(screen.getByRole("button", { name: "Remove the last set" }));
    expect(screen.getByTestId("result-reading")).toHaveTextContent("Ana Mora won 6-0 Ret.");
    await user.click(screen.getByRole("button", { name: "Save result" }));
    await waitFor(() =>
      expect(sentBody(fetchMock, "POST", "/api/matches/result")).toMatchObject({ score: "6-0 ret." }),
    );
  });

  it("says the server's refusal in the member's words, in Spanish", async () => {
    mockFetch({
      "POST /api/matches/result": {
        status: 422,
        body: {
          error: "invalid",
          code: "score_invalid",
          message: "set 2: 6-5 is not a finished set",
          fields: {
            score: {
              code: "score_invalid",
              message: "set 2: 6-5 is not a finished set",
              params: { reason: "unfinished_set", set: 2, score: "6-5" },
            },
          },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    const { onClose } = renderForm(pending, { locale: "es" });
    const dialog = screen.getByRole("dialog", { name: "Anotar el resultado" });
    await user.click(within(dialog).getByRole("radio", { name: "Ana Mora" }));
    expect(within(dialog).getByTestId("result-reading")).toHaveTextContent("Ana Mora ganó 6-0, 6-0");
    await user.click(within(dialog).getByRole("button", { name: "Guardar resultado" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      es["words.score.unfinishedSet"].split("{")[0] ?? "",
    );
    expect(within(dialog).getByRole("alert")).toHaveTextContent("6-5");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says a refusal by its code, such as a member who does not play the match", async () => {
    mockFetch({
      "POST /api/matches/result": {
        status: 403,
        body: { error: "forbidden", code: "not_in_match", message: "You do not play in this match." },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole("radio", { name: "Ana Mora" }));
    await user.click(screen.getByRole("button", { name: "Save result" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(enErrors["serverError.notInMatch"]);
  });

  it("corrects the reporter's awaiting result with PATCH, starting from it", async () => {
    const recorded = aMatch({
      id: 41,
      tournamentId: 2,
      status: "completed",
      winnerId: 3,
      score: "6-4, 6-2",
      scoreForWinner: "6-4, 6-2",
      sets: [
        { player1: 6, player2: 4, tiebreak: null },
        { player1: 6, player2: 2, tiebreak: null },
      ],
      confirmation: { state: "awaiting", reportedBy: 3, reportedAt: "2026-11-10T18:00:00Z", confirmBy: null },
    });
    const fetchMock = mockFetch({ "PATCH /api/matches/41": { body: recorded } });
    const user = userEvent.setup({ delay: null });
    const { onClose } = renderForm(recorded, { correcting: true });
    const dialog = screen.getByRole("dialog", { name: "Correct the result" });
    expect(within(dialog).getByRole("radio", { name: "Ana Mora" })).toBeChecked();
    expect(within(dialog).getByTestId("result-reading")).toHaveTextContent("Ana Mora won 6-4, 6-2");
    const set2 = within(dialog).getByRole("listitem", { name: "Set 2" });
    await user.click(within(set2).getByRole("button", { name: "Luis Vega, Set 2: one more" }));
    await user.click(within(dialog).getByRole("button", { name: "Save result" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(fetchMock, "PATCH", "/api/matches/41")).toEqual({
      matchId: 41,
      winnerId: 3,
      score: "6-4, 6-3",
      status: "completed",
    });
  });
});
