import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "@/lib/i18n";
import type { Tournament, TournamentDeletion } from "@/lib/wire";
import { type Canned, mockFetch } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { fastUser } from "@/test/select";
import { makeTournament } from "../test/fixtures";
import { DeleteTournamentDialog } from "./delete-tournament-dialog";

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const played = makeTournament(2, {
  name: "Copa Cancha 4",
  status: "completed",
  hasResults: true,
  matchesGenerated: true,
  championId: 7,
  championName: "Ileana Víquez",
});

const lost: TournamentDeletion = {
  tournamentId: 2,
  name: "Copa Cancha 4",
  needsName: true,
  championId: 7,
  championName: "Ileana Víquez",
  results: 12,
  walkovers: 1,
  penalties: [{ playerId: 5, name: "Luis Vega", points: 30 }],
};

function renderDialog(
  tournament: Tournament,
  routes: Record<string, Canned | ((init?: RequestInit) => Canned)>,
  locale: Locale = "en",
) {
  const fetchMock = mockFetch(routes);
  const onOpenChange = vi.fn();
  renderWithProviders(
    <DeleteTournamentDialog tournament={tournament} onOpenChange={onOpenChange} />,
    undefined,
    locale,
  );
  return { fetchMock, onOpenChange, user: fastUser() };
}

describe("DeleteTournamentDialog", () => {
  it("says what a played tournament takes with it and deletes it only once its name is typed", async () => {
    const { fetchMock, onOpenChange, user } = renderDialog(played, {
      "/api/tournaments/2/deletion": { body: lost },
      "DELETE /api/tournaments/2": { status: 204 },
    });
    const dialog = await screen.findByRole("dialog", { name: "Delete Tournament" });
    expect(dialog).toHaveAccessibleDescription(/“Copa Cancha 4” has results/);
    const list = await within(dialog).findByRole("list", { name: "What is lost" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "its champion, Ileana Víquez",
      "12 recorded results",
      "1 walkover",
      "Luis Vega's walkover penalty of 30 points",
      "the points it gave in every player's total",
    ]);

    const confirm = within(dialog).getByRole("button", { name: "Delete Tournament" });
    expect(confirm).toBeDisabled();
    const field = within(dialog).getByLabelText("To confirm, type the tournament's name: Copa Cancha 4");
    await user.type(field, "Copa Cancha");
    expect(confirm).toBeDisabled();
    // Enter does nothing until the name is whole.
    await user.type(field, "{Enter}");
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringMatching(/confirmName/), expect.anything());
    await user.type(field, " 4 ");
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByText("Tournament deleted")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/tournaments/2?confirmName=Copa%20Cancha%204",
      expect.objectContaining({ method: "DELETE" }),
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("asks in Spanish, and says a wrong name in the visitor's words", async () => {
    const { user } = renderDialog(
      played,
      {
        "/api/tournaments/2/deletion": {
          body: { ...lost, championId: null, championName: null, penalties: [] },
        },
        "DELETE /api/tournaments/2": {
          status: 422,
          body: {
            error: "invalid",
            code: "tournament_name_mismatch",
            message: "The name does not match the tournament's name",
            fields: { confirmName: { code: "tournament_name_mismatch", message: "The name does not match" } },
          },
        },
      },
      "es",
    );
    const dialog = await screen.findByRole("dialog", { name: "Eliminar torneo" });
    expect(dialog).toHaveAccessibleDescription(/«Copa Cancha 4» tiene resultados/);
    const list = await within(dialog).findByRole("list", { name: "Lo que se pierde" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["12 resultados registrados", "1 W.O.", "los puntos que dio en el total de cada jugador"]);
    await user.type(
      within(dialog).getByLabelText("Para confirmar, escriba el nombre del torneo: Copa Cancha 4"),
      "Copa Cancha 4",
    );
    await user.click(within(dialog).getByRole("button", { name: "Eliminar torneo" }));
    expect(await screen.findByText("No se pudo eliminar el torneo")).toBeInTheDocument();
    expect(screen.getByText("El nombre escrito no es el del torneo.")).toBeInTheDocument();
  });

  it("deletes a tournament without results in one step, and asks for the name when the server says it now has some", async () => {
    let answer: Canned = {
      status: 409,
      body: {
        error: "conflict",
        code: "tournament_delete_needs_name",
        message: "This tournament has results: send its name as confirmName to delete it",
      },
    };
    const fresh = makeTournament(3, { name: "Copa Nueva", status: "active" });
    const { fetchMock, user } = renderDialog(fresh, {
      "/api/tournaments/3/deletion": {
        body: {
          ...lost,
          tournamentId: 3,
          name: "Copa Nueva",
          results: 1,
          walkovers: 0,
          penalties: [],
          championId: null,
          championName: null,
        },
      },
      "DELETE /api/tournaments/3": () => answer,
    });
    const dialog = await screen.findByRole("dialog", { name: "Delete Tournament" });
    expect(dialog).toHaveAccessibleDescription(/Delete “Copa Nueva”\?/);
    expect(within(dialog).queryByRole("textbox")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith("/api/tournaments/3/deletion", expect.anything());
    await user.click(within(dialog).getByRole("button", { name: "Delete Tournament" }));
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/tournaments/3",
      expect.objectContaining({ method: "DELETE" }),
    );

    // A result came in since the list was read: now the name is asked for.
    expect(
      await screen.findByText(
        "This tournament has results now. Type its name to confirm that they go with it.",
      ),
    ).toBeInTheDocument();
    const asking = screen.getByRole("dialog", { name: "Delete Tournament" });
    const list = await within(asking).findByRole("list", { name: "What is lost" });
    expect(within(list).getByText("1 recorded result")).toBeInTheDocument();
    answer = { status: 204 };
    await user.type(within(asking).getByRole("textbox"), "Copa Nueva");
    await user.click(within(asking).getByRole("button", { name: "Delete Tournament" }));
    expect(await screen.findByText("Tournament deleted")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/tournaments/3?confirmName=Copa%20Nueva",
      expect.objectContaining({ method: "DELETE" }),
    );
  });
});
