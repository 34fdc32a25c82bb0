import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { registerDictionary } from "@/lib/i18n";
import { es } from "@/lib/i18n/es";
import { esErrors } from "@/lib/i18n/es-errors";
import { createQueryClient } from "@/lib/query-client";
import { mockFetch, sentBody } from "@/test/fetch-mock";
import { aMatch } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { DisputeDialog, MatchDisputeDialog } from "./dispute-dialog";

registerDictionary("es", es);

afterEach(() => {
  vi.unstubAllGlobals();
});

// The club's names: two surnames, accents, over 30 characters. Player 1 (3) and player 2 (8).
const P1 = "María Fernanda Villalobos Quesada";
const P2 = "Ileana Víquez Fallas";

const reported = aMatch({
  player1Name: P1,
  player2Name: P2,
  id: 41,
  tournamentId: 2,
  status: "completed",
  winnerId: 3,
  confirmation: { state: "awaiting", reportedBy: 3, reportedAt: "2026-11-10T18:00:00Z", confirmBy: null },
});

function renderDialog(locale: "en" | "es" = "en") {
  const onClose = vi.fn();
  renderWithProviders(
    <DisputeDialog match={reported} reported={`${P1} recorded: ${P1} won 6-4, 6-2`} onClose={onClose} />,
    createQueryClient(),
    locale,
  );
  return { onClose };
}

describe("DisputeDialog", { timeout: 30_000 }, () => {
  it("asks for a reason of 1 to 500 characters and sends it trimmed", async () => {
    const fetchMock = mockFetch({ "POST /api/matches/41/dispute": { body: reported } });
    const user = userEvent.setup({ delay: null });
    const { onClose } = renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Dispute the result" });
    await user.click(within(dialog).getByRole("button", { name: "Dispute" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Say what is wrong with the result.");
    expect(fetchMock).not.toHaveBeenCalled();

    const reason = within(dialog).getByRole("textbox", { name: "What is wrong with it?" });
    // 501 characters, pasted: counted and refused before anything is sent.
    await user.click(reason);
    await user.paste("x".repeat(501));
    expect(within(dialog).getByText("501/500 characters")).toBeInTheDocument();
    expect(within(dialog).getByRole("alert")).toHaveTextContent("At most 500 characters.");
    expect(within(dialog).getByRole("button", { name: "Dispute" })).toBeDisabled();

    await user.clear(reason);
    // Exactly 500, with spaces around them that do not count.
    await user.paste(`  ${"y".repeat(500)}  `);
    expect(within(dialog).getByText("500/500 characters")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Dispute" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(fetchMock, "POST", "/api/matches/41/dispute")).toEqual({ reason: "y".repeat(500) });
  });

  it("counts an emoji as one character, as the server does", async () => {
    mockFetch({});
    const user = userEvent.setup({ delay: null });
    renderDialog();
    await user.click(screen.getByRole("textbox", { name: "What is wrong with it?" }));
    await user.paste("🎾🎾");
    expect(screen.getByText("2/500 characters")).toBeInTheDocument();
  });

  it("says the server's refusal in Spanish, by its code", async () => {
    mockFetch({
      "POST /api/matches/41/dispute": {
        status: 409,
        body: { error: "conflict", code: "result_not_awaiting", message: "This result no longer awaits." },
      },
    });
    const user = userEvent.setup({ delay: null });
    const { onClose } = renderDialog("es");
    const dialog = screen.getByRole("dialog", { name: "Disputar el resultado" });
    await user.type(within(dialog).getByRole("textbox", { name: "¿Qué está mal?" }), "Gané yo");
    expect(within(dialog).getByText("7/500 caracteres")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Disputar" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      esErrors["serverError.resultNotAwaiting"],
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("sends the disputer's own result, from player 1's side, once they add it", async () => {
    const fetchMock = mockFetch({ "POST /api/matches/41/dispute": { body: reported } });
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    // Player 1 reported 6-4, 6-2 for herself; player 2 (8) says she won 6-4, 2-6, 7-6(4).
    const anaWon = aMatch({
      ...reported,
      score: "6-4, 6-2",
      scoreForWinner: "6-4, 6-2",
      sets: [
        { player1: 6, player2: 4, tiebreak: null },
        { player1: 6, player2: 2, tiebreak: null },
      ],
    });
    renderWithProviders(
      <MatchDisputeDialog match={anaWon} reported={`${P1} won 6-4, 6-2`} onClose={onClose} />,
    );
    const dialog = screen.getByRole("dialog", { name: "Dispute the result" });
    expect(within(dialog).queryByRole("radio")).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: "What is wrong with it?" }), "I won");
    const add = within(dialog).getByRole("button", { name: "Add my score" });
    await user.click(add);
    expect(add).toHaveAttribute("aria-pressed", "true");
    // The same controls as the result form, starting from the result reported.
    expect(within(dialog).getByRole("radio", { name: P1 })).toBeChecked();
    await user.click(within(dialog).getByRole("radio", { name: P2 }));
    const set2 = within(dialog).getByRole("listitem", { name: "Set 2" });
    await user.click(within(set2).getByRole("button", { name: "Swap the games of Set 2" }));
    await user.click(within(dialog).getByRole("button", { name: "Add a set" }));
    const set3 = within(dialog).getByRole("listitem", { name: "Set 3" });
    await user.click(within(set3).getByRole("button", { name: `${P2}, Set 3: one more` }));
    for (let i = 0; i < 6; i += 1)
      await user.click(within(set3).getByRole("button", { name: `${P1}, Set 3: one more` }));
    // The tiebreak's points of the set's loser, player 1: from none, 0, then up to 4.
    for (let i = 0; i < 5; i += 1)
      await user.click(within(set3).getByRole("button", { name: `${P1}, tiebreak of Set 3: one more` }));
    expect(within(dialog).getByTestId("result-reading")).toHaveTextContent(`${P2} won 6-4, 2-6, 7-6(4)`);
    await user.click(within(dialog).getByRole("button", { name: "Dispute" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(fetchMock, "POST", "/api/matches/41/dispute")).toEqual({
      reason: "I won",
      winnerId: 8,
      score: "4-6, 6-2, 6-7(4)",
    });
  });

  it("waits for the winner of a claim's own version, and sends none when it is taken back", async () => {
    const fetchMock = mockFetch({ "POST /api/matches/41/dispute": { body: reported } });
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    const claimed = aMatch({
      player1Name: P1,
      player2Name: P2,
      id: 41,
      tournamentId: 2,
      confirmation: {
        state: "claimed",
        claim: { winnerId: 3, score: "W/O" },
        reportedBy: 3,
        reportedAt: "2026-11-10T18:00:00Z",
        confirmBy: "2026-11-12T18:00:00Z",
      },
    });
    renderWithProviders(
      <MatchDisputeDialog match={claimed} reported={`Walkover claimed by ${P1}`} onClose={onClose} />,
      createQueryClient(),
      "es",
    );
    const dialog = screen.getByRole("dialog", { name: "Disputar el resultado" });
    expect(dialog).toHaveTextContent("El W.O. no cuenta hasta que la administración del club lo resuelva.");
    await user.type(within(dialog).getByRole("textbox", { name: "¿Qué está mal?" }), "No llegó ella");
    const add = within(dialog).getByRole("button", { name: "Añadir mi marcador" });
    await user.click(add);
    expect(within(dialog).getByRole("button", { name: "Disputar" })).toBeDisabled();
    await user.click(add);
    await user.click(within(dialog).getByRole("button", { name: "Disputar" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(fetchMock, "POST", "/api/matches/41/dispute")).toEqual({ reason: "No llegó ella" });
  });
});
