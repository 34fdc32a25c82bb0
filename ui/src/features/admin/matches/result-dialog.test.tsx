import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { tournamentKeys } from "@/shared/tournaments/api/keys";
import { mockFetch, sentBody } from "@/test/fetch-mock";
import { aMatch } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { ResultDialog } from "./result-dialog";

const checked = {
  score: "6-4, 6-2",
  winner: 1,
  player1Sets: 2,
  player2Sets: 0,
  player1Games: 12,
  player2Games: 6,
};

function renderDialog(match = aMatch({ id: 41, tournamentId: 2 }), onClose = vi.fn()) {
  const queryClient = createQueryClient();
  renderWithProviders(
    <ResultDialog
      match={match}
      player1Name="Ana Mora"
      player2Name="Luis Vega"
      context="Week 1 · Group Stage"
      onClose={onClose}
    />,
    queryClient,
  );
  return { queryClient, onClose };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ResultDialog", { timeout: 15_000 }, () => {
  it("checks the score as it is typed, fills the totals and the winner, then records", async () => {
    const fetchMock = mockFetch({
      "/api/scores/check": { body: checked },
      "POST /api/matches/result": { body: aMatch({ id: 41, tournamentId: 2, status: "completed" }) },
    });
    const user = userEvent.setup({ delay: null });
    const { queryClient, onClose } = renderDialog();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const dialog = screen.getByRole("dialog", { name: "Record Score" });

    const score = within(dialog).getByLabelText("Score");
    expect(score).toHaveAttribute("placeholder", "6-4, 6-2");
    await user.type(score, "6-4, 6-2");
    expect(await within(dialog).findByText("Reads as 6-4, 6-2")).toBeInTheDocument();
    // One check after the pause, not one per key.
    const checks = fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/scores/check"));
    expect(checks.map(([url]) => String(url))).toEqual(["/api/scores/check?score=6-4%2C+6-2"]);

    expect(within(dialog).getByRole("radio", { name: "Ana Mora" })).toBeChecked();
    expect(within(dialog).getByLabelText("Sets won by Ana Mora")).toHaveValue(2);
    expect(within(dialog).getByLabelText("Sets won by Luis Vega")).toHaveValue(0);
    expect(within(dialog).getByLabelText("Games won by Ana Mora")).toHaveValue(12);
    const games = within(dialog).getByLabelText("Games won by Luis Vega");
    expect(games).toHaveValue(6);
    // The totals stay adjustable by hand.
    await user.clear(games);
    await user.type(games, "7");

    await user.click(within(dialog).getByRole("button", { name: "Save Result" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // Only the total typed by hand: the server computes the others from the score.
    expect(sentBody(fetchMock, "POST", "/api/matches/result")).toEqual({
      matchId: 41,
      winnerId: 3,
      score: "6-4, 6-2",
      player2Games: 7,
    });
    expect(await screen.findByText("Result recorded")).toBeInTheDocument();
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual([
      [...tournamentKeys.all, 2],
      tournamentKeys.list(),
      ["players"],
      tournamentKeys.disputes(),
      tournamentKeys.audit(),
    ]);
  });

  it("never saves the totals of an earlier score when Save beats the check", async () => {
    // The first check answers; the second is held until the test lets it go.
    let release: () => void = () => undefined;
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
      if (url.startsWith("/api/scores/check?score=6-4")) return json(checked);
      if (url.startsWith("/api/scores/check")) {
        await new Promise<void>((resolve) => (release = resolve));
        return json({ ...checked, score: "6-1, 6-1", player1Games: 12, player2Games: 2 });
      }
      if (url === "/api/matches/result" && init?.method === "POST") {
        return json(aMatch({ id: 41, tournamentId: 2, status: "completed" }));
      }
      throw new Error(`unexpected call ${init?.method ?? "GET"} ${url}`);
    });
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup({ delay: null });
    const { onClose } = renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Record Score" });
    const score = within(dialog).getByLabelText("Score");
    await user.type(score, "6-4, 6-2");
    expect(await within(dialog).findByText("Reads as 6-4, 6-2")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Games won by Luis Vega")).toHaveValue(6);

    await user.clear(score);
    await user.type(score, "6-1, 6-1");
    // The second check is on its way but has not answered.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await user.click(within(dialog).getByRole("button", { name: "Save Result" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // No totals: the server computes them from the score it stores.
    expect(sentBody(fetchMock as never, "POST", "/api/matches/result")).toEqual({
      matchId: 41,
      winnerId: 3,
      score: "6-1, 6-1",
    });
    release();
  });

  it("sends a total typed by hand before the check answers, and keeps it when the check does", async () => {
    const fetchMock = mockFetch({
      "/api/scores/check": { body: checked },
      "POST /api/matches/result": { body: aMatch({ id: 41, tournamentId: 2, status: "completed" }) },
    });
    const user = userEvent.setup({ delay: null });
    const { onClose } = renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Record Score" });
    within(dialog).getByLabelText("Score").focus();
    await user.paste("6-4, 6-2");
    const games = within(dialog).getByLabelText("Games won by Luis Vega");
    await user.type(games, "7");
    expect(await within(dialog).findByText("Reads as 6-4, 6-2")).toBeInTheDocument();
    expect(games).toHaveValue(7);
    expect(within(dialog).getByLabelText("Games won by Ana Mora")).toHaveValue(12);
    await user.click(within(dialog).getByRole("button", { name: "Save Result" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(fetchMock, "POST", "/api/matches/result")).toEqual({
      matchId: 41,
      winnerId: 3,
      score: "6-4, 6-2",
      player2Games: 7,
    });
  });

  it("drops the recorded totals of an edited match once its score changes", async () => {
    const played = aMatch({
      id: 41,
      tournamentId: 2,
      status: "completed",
      winnerId: 3,
      score: "6-4, 6-2",
      player1Sets: 2,
      player2Sets: 0,
      player1Games: 12,
      player2Games: 6,
    });
    const fetchMock = mockFetch({
      "PATCH /api/matches/41": { body: { ...played, score: "6-1, 6-1" } },
    });
    const user = userEvent.setup({ delay: null });
    const { onClose } = renderDialog(played);
    const dialog = screen.getByRole("dialog", { name: "Edit Score" });
    const score = within(dialog).getByLabelText("Score");
    await user.clear(score);
    within(dialog).getByLabelText("Score").focus();
    await user.paste("6-1, 6-1");
    // Saved before the check of the new score is even sent.
    await user.click(within(dialog).getByRole("button", { name: "Save Result" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(fetchMock, "PATCH", "/api/matches/41")).toEqual({
      matchId: 41,
      winnerId: 3,
      score: "6-1, 6-1",
      status: "completed",
    });
  });

  it("says under the field that the server could not read the score, with the winner picked", async () => {
    const fetchMock = mockFetch({
      "/api/scores/check": {
        status: 422,
        body: {
          error: "invalid",
          code: "score_invalid",
          message: "set 1: 6-5 is not a finished set",
          fields: { score: { code: "score_invalid", message: "set 1: 6-5 is not a finished set" } },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Record Score" });
    await user.click(within(dialog).getByRole("radio", { name: "Luis Vega" }));
    await user.type(within(dialog).getByLabelText("Score"), "6-5");
    // The UI's words for the code; the server's English sentence is for API users and logs.
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("This score could not be read");
    expect(within(dialog).getByLabelText("Score")).toHaveAttribute("aria-invalid", "true");
    const last = fetchMock.mock.calls.at(-1)?.[0];
    expect(String(last)).toBe("/api/scores/check?score=6-5&winner=2");
  });

  it("asks for the winner and the score before sending anything", async () => {
    const fetchMock = mockFetch({});
    const user = userEvent.setup({ delay: null });
    renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Record Score" });
    await user.click(within(dialog).getByRole("button", { name: "Save Result" }));
    expect(within(dialog).getByText("Please choose the winner")).toBeInTheDocument();
    expect(within(dialog).getByText("Please enter the score")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears the winner's message once a corrected score names the winner", async () => {
    let check: { status?: number; body: unknown } = {
      status: 422,
      body: { error: "invalid", code: "score_invalid", message: "set 2: 9-2 is not a tennis set" },
    };
    mockFetch({ "/api/scores/check": () => check });
    const user = userEvent.setup({ delay: null });
    renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Record Score" });
    const score = within(dialog).getByLabelText("Score");
    await user.type(score, "6-4, 9-2");
    expect(await within(dialog).findByText("This score could not be read")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Save Result" }));
    expect(within(dialog).getByText("Please choose the winner")).toBeInTheDocument();

    check = { body: checked };
    await user.clear(score);
    await user.type(score, "6-4, 6-2");
    expect(await within(dialog).findByText("Reads as 6-4, 6-2")).toBeInTheDocument();
    expect(within(dialog).getByRole("radio", { name: "Ana Mora" })).toBeChecked();
    expect(within(dialog).queryByText("Please choose the winner")).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("edits a played match with PATCH and shows 'Update failed' with the server's reason", async () => {
    const played = aMatch({
      id: 41,
      tournamentId: 2,
      status: "completed",
      winnerId: 3,
      score: "6-4, 6-2",
      player1Sets: 2,
      player2Sets: 0,
      player1Games: 12,
      player2Games: 6,
    });
    const fetchMock = mockFetch({
      "PATCH /api/matches/41": {
        status: 409,
        body: {
          error: "conflict",
          code: "tournament_is_draft",
          message: "A draft tournament takes no results.",
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    const { onClose } = renderDialog(played);
    const dialog = screen.getByRole("dialog", { name: "Edit Score" });
    expect(within(dialog).getByLabelText("Score")).toHaveValue("6-4, 6-2");
    expect(within(dialog).getByRole("radio", { name: "Ana Mora" })).toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "Save Result" }));

    expect(await screen.findByText("Update failed")).toBeInTheDocument();
    expect(
      screen.getByText("A draft takes no results: make the tournament active first."),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock, "PATCH", "/api/matches/41")).toEqual({
      matchId: 41,
      winnerId: 3,
      score: "6-4, 6-2",
      player1Sets: 2,
      player2Sets: 0,
      player1Games: 12,
      player2Games: 6,
      status: "completed",
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it("lists the later results a correction clears, and resends with clearLater once confirmed", async () => {
    const played = aMatch({
      id: 41,
      tournamentId: 2,
      stage: "quarterfinal",
      groupId: null,
      status: "completed",
      winnerId: 3,
      score: "6-4, 6-2",
      sets: [
        { player1: 6, player2: 4, tiebreak: null },
        { player1: 6, player2: 2, tiebreak: null },
      ],
    });
    const semifinal = aMatch({
      id: 57,
      tournamentId: 2,
      stage: "semifinal",
      groupId: null,
      player1Id: 3,
      player1Name: "Ana Mora",
      player2Id: 9,
      player2Name: "Eva Ruiz",
      status: "completed",
      winnerId: 3,
      scoreForWinner: "7-5, 6-3",
    });
    const bodies: unknown[] = [];
    const fetchMock = mockFetch({
      "/api/scores/check": { body: { ...checked, score: "4-6, 2-6", winner: 2 } },
      "/api/tournaments/2/matches": { body: [played, semifinal] },
      "PATCH /api/matches/41": (init) => {
        const body = JSON.parse(String(init?.body)) as { clearLater?: boolean };
        bodies.push(body);
        return body.clearLater
          ? { body: { ...played, winnerId: 8 } }
          : {
              status: 409,
              body: {
                error: "conflict",
                code: "result_played_on",
                message: "This change would replace a player in a match that has already been played.",
                fields: {
                  clearLater: {
                    code: "result_played_on",
                    message: "played on",
                    params: { matches: [57] },
                  },
                },
              },
            };
      },
    });
    const user = userEvent.setup({ delay: null });
    const { onClose } = renderDialog(played);
    const dialog = screen.getByRole("dialog", { name: "Edit Score" });
    await user.click(within(dialog).getByRole("radio", { name: "Luis Vega" }));
    const score = within(dialog).getByLabelText("Score");
    await user.clear(score);
    await user.type(score, "4-6, 2-6");
    await user.click(within(dialog).getByRole("button", { name: "Save Result" }));

    const ask = await screen.findByRole("dialog", { name: "Clear the later results?" });
    expect(await within(ask).findByText("Semifinals: Ana Mora vs Eva Ruiz")).toBeInTheDocument();
    expect(within(ask).getByText("7-5, 6-3")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(ask).getByRole("button", { name: "Clear them and save" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({ matchId: 41, winnerId: 8, score: "4-6, 2-6", clearLater: true });
    expect(sentBody(fetchMock, "PATCH", "/api/matches/41")).not.toHaveProperty("clearLater");
  });

  it("shows 'Recording failed' and the server's reason under the score when it refuses it", async () => {
    const refusal = {
      error: "invalid",
      code: "winner_invalid",
      message: "the score says player 1 won, but the winner given is player 2",
    };
    mockFetch({
      "/api/scores/check": { status: 422, body: refusal },
      "POST /api/matches/result": { status: 422, body: refusal },
    });
    const user = userEvent.setup({ delay: null });
    renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Record Score" });
    await user.click(within(dialog).getByRole("radio", { name: "Luis Vega" }));
    // Typed and sent before the pause: the server is the one to refuse it.
    within(dialog).getByLabelText("Score").focus();
    await user.paste("6-4, 6-2");
    await user.click(within(dialog).getByRole("button", { name: "Save Result" }));
    expect(await screen.findByText("Recording failed")).toBeInTheDocument();
    expect(await within(dialog).findByText("The score does not match the winner chosen")).toBeInTheDocument();
  });

  it.each([
    [
      "en",
      "Record Score",
      "Save Result",
      "Recording failed",
      "You play this match: another organizer or the admin decides it here. To record or confirm it as a player, use your page.",
    ],
    [
      "es",
      "Anotar marcador",
      "Guardar resultado",
      "No se pudo registrar",
      "Usted juega este partido: aquí lo decide otro organizador o el administrador. Para registrarlo o confirmarlo como jugador, use su página.",
    ],
  ] as const)(
    "tells an organizer that their own match is left to another organizer or the admin (%s)",
    async (locale, title, save, failed, reason) => {
      mockFetch({
        "/api/scores/check": { body: checked },
        "POST /api/matches/result": {
          status: 403,
          body: { error: "forbidden", code: "own_match", message: "You play this match." },
        },
      });
      const user = userEvent.setup({ delay: null });
      const onClose = vi.fn();
      renderWithProviders(
        <ResultDialog
          match={aMatch({ id: 41, tournamentId: 2 })}
          player1Name="Ana Mora"
          player2Name="Luis Vega"
          context="Week 1"
          onClose={onClose}
        />,
        createQueryClient(),
        locale,
      );
      const dialog = screen.getByRole("dialog", { name: title });
      await user.type(within(dialog).getByLabelText(/^(Score|Marcador)$/), "6-4, 6-2");
      await waitFor(() => expect(within(dialog).getByRole("radio", { name: "Ana Mora" })).toBeChecked());
      await user.click(within(dialog).getByRole("button", { name: save }));
      const failure = (await screen.findByText(failed)).closest("li");
      expect(failure).toHaveTextContent(reason);
      // Not a generic failure, and not a problem of the score: the dialog stays as it was.
      expect(onClose).not.toHaveBeenCalled();
      expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    },
  );

  it.each([
    ["en", "Record Score", "Save Result", "The score says Ana Mora won, but the winner picked is Luis Vega"],
    [
      "es",
      "Anotar marcador",
      "Guardar resultado",
      "El marcador dice que ganó Ana Mora, pero se eligió como ganador a Luis Vega",
    ],
  ] as const)(
    "names the players when the server refuses a winner against the score (%s)",
    async (locale, title, save, message) => {
      // What the server answers since it sends the check's params with the result call too.
      const refusal = {
        error: "invalid",
        code: "score_invalid",
        message: "the score says player 1 won, but the winner given is player 2",
        fields: {
          score: {
            code: "score_invalid",
            message: "the score says player 1 won, but the winner given is player 2",
            params: { reason: "winner_mismatch", expected: 1, given: 2 },
          },
        },
      };
      mockFetch({
        "/api/scores/check": { body: checked },
        "POST /api/matches/result": { status: 422, body: refusal },
      });
      const user = userEvent.setup({ delay: null });
      renderWithProviders(
        <ResultDialog
          match={aMatch({ id: 41, tournamentId: 2 })}
          player1Name="Ana Mora"
          player2Name="Luis Vega"
          context="Week 1"
          onClose={vi.fn()}
        />,
        createQueryClient(),
        locale,
      );
      const dialog = screen.getByRole("dialog", { name: title });
      await user.click(within(dialog).getByRole("radio", { name: "Luis Vega" }));
      within(dialog)
        .getByLabelText(locale === "en" ? "Score" : "Marcador")
        .focus();
      await user.paste("6-4, 6-4");
      await user.click(within(dialog).getByRole("button", { name: save }));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(within(dialog).queryByText(/could not be read|no se pudo leer/)).not.toBeInTheDocument();
    },
  );
});
