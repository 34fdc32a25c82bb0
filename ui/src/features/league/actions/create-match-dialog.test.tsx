import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, sentBody } from "@/test/fetch-mock";
import { aPlayer } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { LEAGUE_OPTIONS } from "@/shared/league/test/league-options";
import { CreateMatchDialog } from "./create-match-dialog";

// Each with this season's points, as GET /api/players answers them.
const players = [
  aPlayer({ id: 1, name: "Ana Mora", totalPoints: 310 }),
  aPlayer({ id: 2, name: "Luis Vega", totalPoints: 245 }),
  aPlayer({ id: 3, name: "Carla Solís", totalPoints: 120 }),
  aPlayer({ id: 4, name: "Diego Rojas", totalPoints: 0 }),
  aPlayer({ id: 5, name: "Nueva Registro", status: "pending" }),
];

/** How the selects list each player: the name and this season's points. */
const ANA = "Ana Mora · 310 pts";
const LUIS = "Luis Vega · 245 pts";
const CARLA = "Carla Solís · 120 pts";
const DIEGO = "Diego Rojas · 0 pts";

const routes = {
  "GET /api/players": { body: players },
  "GET /api/league/range/1": { body: { playerId: 1, opponentIds: [3, 4] } },
  "GET /api/league/options": { body: LEAGUE_OPTIONS },
};

function optionLabels(select: HTMLElement) {
  return within(select)
    .getAllByRole("option")
    .map((option) => option.textContent);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("CreateMatchDialog", { timeout: 15_000 }, () => {
  it("asks for both players, each with their points, and keeps Player 2 closed until Player 1 is chosen", async () => {
    mockFetch(routes);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CreateMatchDialog isAdmin={false} onClose={() => undefined} />);

    const dialog = await screen.findByRole("dialog", { name: "Create League Match" });
    const player1 = await within(dialog).findByLabelText("Player 1");
    expect(within(dialog).getByLabelText("Player 2")).toBeDisabled();
    // Pending registrations cannot play.
    expect(optionLabels(player1)).toEqual(["Choose a player", ANA, CARLA, DIEGO, LUIS]);

    await user.click(within(dialog).getByRole("button", { name: "Create Match" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Please select both players");

    await user.selectOptions(player1, ANA);
    await user.click(within(dialog).getByRole("button", { name: "Create Match" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Please select both players");
  });

  it("offers Player 2 without Player 1, the challenge range first", async () => {
    mockFetch(routes);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CreateMatchDialog isAdmin={false} onClose={() => undefined} />);
    const dialog = await screen.findByRole("dialog", { name: "Create League Match" });
    await user.selectOptions(await within(dialog).findByLabelText("Player 1"), ANA);

    const player2 = within(dialog).getByLabelText("Player 2");
    expect(player2).toBeEnabled();
    await waitFor(() =>
      expect(within(player2).getByRole("group", { name: "In challenge range" })).toBeInTheDocument(),
    );
    expect(optionLabels(within(player2).getByRole("group", { name: "In challenge range" }))).toEqual([
      CARLA,
      DIEGO,
    ]);
    expect(optionLabels(within(player2).getByRole("group", { name: "Other players" }))).toEqual([LUIS]);
    expect(optionLabels(player2)).not.toContain(ANA);

    await user.selectOptions(player2, LUIS);
    expect(within(dialog).getByText(/outside the challenge range: only the admin/)).toBeInTheDocument();
  });

  it("needs a date", async () => {
    mockFetch(routes);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CreateMatchDialog isAdmin onClose={() => undefined} />);
    const dialog = await screen.findByRole("dialog", { name: "Create League Match" });
    await user.selectOptions(await within(dialog).findByLabelText("Player 1"), ANA);
    await user.selectOptions(within(dialog).getByLabelText("Player 2"), CARLA);
    await user.clear(within(dialog).getByLabelText("Date"));
    await user.click(within(dialog).getByRole("button", { name: "Create Match" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Please choose a date");
    expect(within(dialog).getByLabelText("Date")).toHaveAttribute("aria-invalid", "true");
  });

  it("sends the match with the time as HH:MM and the court, then closes", async () => {
    const fetchMock = mockFetch({
      ...routes,
      "POST /api/league/matches": { status: 201, body: { id: 40 } },
      "GET /api/league/matches": { body: [] },
    });
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CreateMatchDialog isAdmin={false} onClose={onClose} />);
    const dialog = await screen.findByRole("dialog", { name: "Create League Match" });
    await user.selectOptions(await within(dialog).findByLabelText("Player 1"), ANA);
    await user.selectOptions(within(dialog).getByLabelText("Player 2"), DIEGO);
    const date = within(dialog).getByLabelText("Date");
    await user.clear(date);
    await user.type(date, "05/12/2026");
    const time = within(dialog).getByLabelText("Time");
    expect(optionLabels(time).slice(0, 3)).toEqual(["No time set", "08:00", "08:30"]);
    await user.selectOptions(time, "08:00");
    await user.selectOptions(within(dialog).getByLabelText("Court"), "Court 3");
    await user.click(within(dialog).getByRole("button", { name: "Create Match" }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(fetchMock, "POST", "/api/league/matches")).toEqual({
      player1Id: 1,
      player2Id: 4,
      date: "2026-12-05",
      time: "08:00",
      cancha: 3,
    });
    expect(await screen.findByText("League match created")).toBeInTheDocument();
  });

  it("offers exactly the times and courts the server answered", async () => {
    mockFetch({
      ...routes,
      "GET /api/league/options": {
        body: { ...LEAGUE_OPTIONS, timeSlots: ["09:00", "17:30"], courts: [2, 7] },
      },
    });
    renderWithProviders(<CreateMatchDialog isAdmin={false} onClose={() => undefined} />);
    const dialog = await screen.findByRole("dialog", { name: "Create League Match" });
    await within(dialog).findByLabelText("Player 1");
    expect(optionLabels(within(dialog).getByLabelText("Time"))).toEqual(["No time set", "09:00", "17:30"]);
    expect(optionLabels(within(dialog).getByLabelText("Court"))).toEqual([
      "No court set",
      "Court 2",
      "Court 7",
    ]);
  });

  it("shows the server's refusal under 'Failed to create league match'", async () => {
    mockFetch({
      ...routes,
      "POST /api/league/matches": {
        status: 403,
        body: {
          error: "invalid",
          code: "out_of_challenge_range",
          message: "Luis Vega is outside Ana Mora's challenge range.",
        },
      },
    });
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CreateMatchDialog isAdmin={false} onClose={onClose} />);
    const dialog = await screen.findByRole("dialog", { name: "Create League Match" });
    await user.selectOptions(await within(dialog).findByLabelText("Player 1"), ANA);
    await user.selectOptions(within(dialog).getByLabelText("Player 2"), LUIS);
    await user.click(within(dialog).getByRole("button", { name: "Create Match" }));

    const failure = (await screen.findByText("Failed to create league match")).closest("li");
    expect(failure).toHaveTextContent(
      "This player is outside the challenge range: only the admin can schedule this match.",
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("names who holds the court and creates the same challenge at the next free slot in one tap", async () => {
    let posts = 0;
    const fetchMock = mockFetch({
      ...routes,
      "GET /api/league/matches": { body: [] },
      "POST /api/league/matches": () => {
        posts += 1;
        if (posts > 1) return { status: 201, body: { id: 41 } };
        return {
          status: 409,
          body: {
            error: "conflict",
            code: "schedule_clash",
            message: "Cancha 3 is taken",
            fields: {
              cancha: {
                code: "schedule_clash",
                message: "Cancha 3 is taken",
                params: {
                  cancha: 3,
                  date: "2026-12-05",
                  time: "18:00",
                  heldBy: "Ana Mora Jiménez vs Bea Solís Quesada",
                  nextFree: { date: "2026-12-06", time: "08:00", cancha: 3 },
                },
              },
            },
          },
        };
      },
    });
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CreateMatchDialog isAdmin={false} onClose={onClose} />, undefined, "es");
    const dialog = await screen.findByRole("dialog", { name: "Crear partido de liga" });
    await user.selectOptions(await within(dialog).findByLabelText("Jugador 1"), "1");
    await user.selectOptions(within(dialog).getByLabelText("Jugador 2"), "4");
    const date = within(dialog).getByLabelText("Fecha");
    await user.clear(date);
    await user.type(date, "05/12/2026");
    await user.selectOptions(within(dialog).getByLabelText("Hora"), "18:00");
    await user.selectOptions(within(dialog).getByLabelText("Cancha"), "3");
    await user.click(within(dialog).getByRole("button", { name: "Crear partido" }));

    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent(
      "La cancha 3 está ocupada a las 18:00 (Ana Mora Jiménez vs Bea Solís Quesada)",
    );
    expect(alert).toHaveTextContent("Próximo horario libre: domingo 06/12/2026, 08:00, cancha 3");
    // Said in the form, not in a toast.
    expect(screen.queryByText("No se pudo crear el partido de liga")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Tomar ese horario" }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = fetchMock.mock.calls
      .filter(([, init]) => init?.method === "POST")
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    expect(sent).toEqual([
      { player1Id: 1, player2Id: 4, date: "2026-12-05", time: "18:00", cancha: 3 },
      { player1Id: 1, player2Id: 4, date: "2026-12-06", time: "08:00", cancha: 3 },
    ]);
  });

  it("names the pair's pending match, which they play or cancel first", async () => {
    mockFetch({
      ...routes,
      "POST /api/league/matches": {
        status: 409,
        body: {
          error: "conflict",
          code: "pair_has_pending_match",
          message: "Already pending",
          fields: {
            player2Id: {
              code: "pair_has_pending_match",
              message: "Already pending",
              params: {
                matchId: 7,
                date: "2026-11-20",
                time: null,
                cancha: null,
                player1Name: "Ana Mora",
                player2Name: "Diego Rojas",
              },
            },
          },
        },
      },
    });
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CreateMatchDialog isAdmin={false} onClose={onClose} />);
    const dialog = await screen.findByRole("dialog", { name: "Create League Match" });
    await user.selectOptions(await within(dialog).findByLabelText("Player 1"), ANA);
    await user.selectOptions(within(dialog).getByLabelText("Player 2"), DIEGO);
    await user.click(within(dialog).getByRole("button", { name: "Create Match" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Ana Mora and Diego Rojas already have a pending match, on 20/11/2026: play it or cancel it before creating another.",
    );
    expect(within(dialog).queryByRole("button", { name: "Take that slot" })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
