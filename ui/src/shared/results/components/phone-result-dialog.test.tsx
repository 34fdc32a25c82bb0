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

// The club's names: two surnames, accents, over 30 characters. Player 1 and player 2.
const P1 = "María Fernanda Villalobos Quesada";
const P2 = "Ileana Víquez Fallas";
const names = { player1Name: P1, player2Name: P2 };
const pending = aMatch({ id: 41, tournamentId: 2, ...names });

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

    // Player 2 won: the form speaks from their side.
    await user.click(within(dialog).getByRole("radio", { name: P2 }));
    const set1 = within(dialog).getByRole("listitem", { name: "Set 1" });
    const plus = within(set1).getByRole("button", { name: `${P1}, Set 1: one more` });
    for (let i = 0; i < 4; i += 1) await user.click(plus);
    const set2 = within(dialog).getByRole("listitem", { name: "Set 2" });
    for (let i = 0; i < 3; i += 1)
      await user.click(within(set2).getByRole("button", { name: `${P1}, Set 2: one more` }));
    await user.click(within(set2).getByRole("button", { name: "Swap the games of Set 2" }));
    await user.click(
      within(dialog).getByRole("checkbox", { name: "The third set was a match tiebreak (to 10)" }),
    );
    const tiebreak = within(dialog).getByRole("listitem", { name: "Match tiebreak" });
    for (let i = 0; i < 8; i += 1)
      await user.click(within(tiebreak).getByRole("button", { name: `${P1}, Match tiebreak: one more` }));

    expect(within(dialog).getByTestId("result-reading")).toHaveTextContent(`${P2} won 6-4, 3-6, 10-8`);
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
    await user.click(screen.getByRole("radio", { name: P1 }));
    const set1 = screen.getByRole("listitem", { name: "Set 1" });
    const less = within(set1).getByRole("button", { name: `${P2}, Set 1: one less` });
    const more = within(set1).getByRole("button", { name: `${P2}, Set 1: one more` });
    // A thumb's width: 56 px buttons (size-14), well above the 44 px touch target.
    expect(more).toHaveClass("size-14");
    expect(less).toBeDisabled();
    for (let i = 0; i < 7; i += 1) await user.click(more);
    expect(more).toBeDisabled();
    expect(within(set1).getByRole("status", { name: `${P2}, Set 1` })).toHaveTextContent("7");
    await user.click(less);
    expect(within(set1).getByRole("status", { name: `${P2}, Set 1` })).toHaveTextContent("6");
  });

  it("records a walkover as W/O and a retirement with ret.", async () => {
    const fetchMock = mockFetch({
      "POST /api/matches/result": { body: { ...pending, status: "completed" } },
    });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole("radio", { name: P1 }));
    await user.click(screen.getByRole("radio", { name: "W/O" }));
    expect(screen.queryByRole("listitem", { name: "Set 1" })).not.toBeInTheDocument();
    expect(screen.getByTestId("result-reading")).toHaveTextContent(`${P1} won by walkover (W/O)`);
    await user.click(screen.getByRole("radio", { name: "Retired" }));
    await user.click(screen.getByRole("button", { name: "Remove the last set" }));
    expect(screen.getByTestId("result-reading")).toHaveTextContent(`${P1} won 6-0 Ret.`);
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
    await user.click(within(dialog).getByRole("radio", { name: P1 }));
    expect(within(dialog).getByTestId("result-reading")).toHaveTextContent(`${P1} ganó 6-0, 6-0`);
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
    await user.click(screen.getByRole("radio", { name: P1 }));
    await user.click(screen.getByRole("button", { name: "Save result" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(enErrors["serverError.notInMatch"]);
  });

  it("corrects the reporter's awaiting result with PATCH, starting from it", async () => {
    const recorded = aMatch({
      ...names,
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
    expect(within(dialog).getByRole("radio", { name: P1 })).toBeChecked();
    expect(within(dialog).getByTestId("result-reading")).toHaveTextContent(`${P1} won 6-4, 6-2`);
    const set2 = within(dialog).getByRole("listitem", { name: "Set 2" });
    await user.click(within(set2).getByRole("button", { name: `${P2}, Set 2: one more` }));
    await user.click(within(dialog).getByRole("button", { name: "Save result" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(fetchMock, "PATCH", "/api/matches/41")).toEqual({
      matchId: 41,
      winnerId: 3,
      score: "6-4, 6-3",
      status: "completed",
    });
  });

  it("asks a 7-6 set for its loser's tiebreak points and writes them as the admin does, 7-6(5)", async () => {
    const fetchMock = mockFetch({
      "POST /api/matches/result": { body: { ...pending, status: "completed" } },
    });
    const user = userEvent.setup({ delay: null });
    const { onClose } = renderForm();
    const dialog = screen.getByRole("dialog", { name: "Record the result" });
    // Player 2 won 7-6 (their opponent took 5 points of the tiebreak), then lost set 2 6-7 (3).
    await user.click(within(dialog).getByRole("radio", { name: P2 }));
    const set1 = within(dialog).getByRole("listitem", { name: "Set 1" });
    expect(within(set1).queryByText(/Tiebreak/)).not.toBeInTheDocument();
    for (let i = 0; i < 6; i += 1)
      await user.click(within(set1).getByRole("button", { name: `${P1}, Set 1: one more` }));
    await user.click(within(set1).getByRole("button", { name: `${P2}, Set 1: one more` }));
    expect(within(set1).getByText(`Tiebreak: points of ${P1}`)).toBeInTheDocument();
    const points1 = `${P1}, tiebreak of Set 1`;
    // Not written until tapped: a dash, and the score reads 7-6.
    expect(within(set1).getByRole("status", { name: points1 })).toHaveTextContent("–");
    expect(within(set1).getByRole("button", { name: `${points1}: one less` })).toBeDisabled();
    for (let i = 0; i < 6; i += 1)
      await user.click(within(set1).getByRole("button", { name: `${points1}: one more` }));
    expect(within(set1).getByRole("status", { name: points1 })).toHaveTextContent("5");

    const set2 = within(dialog).getByRole("listitem", { name: "Set 2" });
    for (let i = 0; i < 6; i += 1)
      await user.click(within(set2).getByRole("button", { name: `${P1}, Set 2: one more` }));
    await user.click(within(set2).getByRole("button", { name: `${P2}, Set 2: one more` }));
    await user.click(within(set2).getByRole("button", { name: "Swap the games of Set 2" }));
    // The set's loser is now the match's winner: theirs are the points written.
    const points2 = `${P2}, tiebreak of Set 2`;
    for (let i = 0; i < 4; i += 1)
      await user.click(within(set2).getByRole("button", { name: `${points2}: one more` }));
    // Two sets each: a match tiebreak, 12-10 in points.
    await user.click(
      within(dialog).getByRole("checkbox", { name: "The third set was a match tiebreak (to 10)" }),
    );
    const tiebreak = within(dialog).getByRole("listitem", { name: "Match tiebreak" });
    expect(within(tiebreak).queryByText(/Tiebreak:/)).not.toBeInTheDocument();
    for (let i = 0; i < 2; i += 1)
      await user.click(within(tiebreak).getByRole("button", { name: `${P2}, Match tiebreak: one more` }));
    for (let i = 0; i < 10; i += 1)
      await user.click(within(tiebreak).getByRole("button", { name: `${P1}, Match tiebreak: one more` }));

    expect(within(dialog).getByTestId("result-reading")).toHaveTextContent(`${P2} won 7-6(5), 6-7(3), 12-10`);
    await user.click(within(dialog).getByRole("button", { name: "Save result" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // From player 1's side; the bracket still holds the set loser's points, as the server reads it.
    expect(sentBody(fetchMock, "POST", "/api/matches/result")).toEqual({
      matchId: 41,
      winnerId: 8,
      score: "6-7(5), 7-6(3), 10-12",
    });
  });

  it("asks for the tiebreak's points in Spanish, and leaves them unwritten when taken back", async () => {
    const fetchMock = mockFetch({
      "POST /api/matches/result": { body: { ...pending, status: "completed" } },
    });
    const user = userEvent.setup({ delay: null });
    renderForm(pending, { locale: "es" });
    const dialog = screen.getByRole("dialog", { name: "Anotar el resultado" });
    await user.click(within(dialog).getByRole("radio", { name: P1 }));
    const set1 = within(dialog).getByRole("listitem", { name: "Set 1" });
    for (let i = 0; i < 6; i += 1)
      await user.click(within(set1).getByRole("button", { name: `${P2}, Set 1: uno más` }));
    await user.click(within(set1).getByRole("button", { name: `${P1}, Set 1: uno más` }));
    expect(within(set1).getByText(`Desempate: puntos de ${P2}`)).toBeInTheDocument();
    const points = `${P2}, desempate del Set 1`;
    await user.click(within(set1).getByRole("button", { name: `${points}: uno más` }));
    await user.click(within(set1).getByRole("button", { name: `${points}: uno más` }));
    expect(within(dialog).getByTestId("result-reading")).toHaveTextContent(`${P1} ganó 7-6(1), 6-0`);
    await user.click(within(set1).getByRole("button", { name: `${points}: uno menos` }));
    await user.click(within(set1).getByRole("button", { name: `${points}: uno menos` }));
    expect(within(set1).getByRole("status", { name: points })).toHaveTextContent("–");
    expect(within(dialog).getByTestId("result-reading")).toHaveTextContent(`${P1} ganó 7-6, 6-0`);
    // A set no longer 7-6 asks for no points.
    await user.click(within(set1).getByRole("button", { name: `${P2}, Set 1: uno menos` }));
    expect(within(set1).queryByText(/Desempate/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Guardar resultado" }));
    await waitFor(() =>
      expect(sentBody(fetchMock, "POST", "/api/matches/result")).toMatchObject({ score: "7-5, 6-0" }),
    );
  });

  it("reads the result back only once it is a score the server takes", async () => {
    mockFetch({});
    const user = userEvent.setup({ delay: null });
    renderForm();
    const dialog = screen.getByRole("dialog", { name: "Record the result" });
    await user.click(within(dialog).getByRole("radio", { name: P1 }));
    expect(within(dialog).getByTestId("result-reading")).toHaveTextContent(`${P1} won 6-0, 6-0`);
    // A third set after two won: 6-0, 6-0, 6-0 is refused by the server, so it is not read back.
    await user.click(within(dialog).getByRole("button", { name: "Add a set" }));
    expect(within(dialog).queryByTestId("result-reading")).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Not a finished score yet/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Remove the last set" }));
    // 6-5 is not a finished set either.
    const set2 = within(dialog).getByRole("listitem", { name: "Set 2" });
    for (let i = 0; i < 5; i += 1)
      await user.click(within(set2).getByRole("button", { name: `${P2}, Set 2: one more` }));
    expect(within(dialog).queryByTestId("result-reading")).not.toBeInTheDocument();
    await user.click(within(set2).getByRole("button", { name: `${P1}, Set 2: one more` }));
    expect(within(dialog).getByTestId("result-reading")).toHaveTextContent(`${P1} won 6-0, 7-5`);
    // A set the winner lost must be won back: 6-0, 0-6 has no winner yet.
    await user.click(within(set2).getByRole("button", { name: "Swap the games of Set 2" }));
    expect(within(dialog).queryByTestId("result-reading")).not.toBeInTheDocument();
  });
});
