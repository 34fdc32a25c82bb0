import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { renderWithProviders } from "@/test/render";
import { SameNameWarning } from "./same-name-warning";

describe("SameNameWarning", () => {
  it("names the other players in Spanish and saves anyway on request", async () => {
    const onConfirm = vi.fn();
    renderWithProviders(
      <SameNameWarning
        players={[
          { id: 4, name: "Ana Mora" },
          { id: 9, name: "Аna Mora" },
        ]}
        action="Guardar de todos modos"
        busy={false}
        onConfirm={onConfirm}
      />,
      createQueryClient(),
      "es",
    );
    const warning = await screen.findByRole("alert");
    expect(within(warning).getByText("Mismo nombre que otro jugador")).toBeInTheDocument();
    expect(
      within(warning).getByText(
        "Sin contar mayúsculas, tildes ni letras que se parecen, otros 2 jugadores ya tienen este nombre:",
      ),
    ).toBeInTheDocument();
    const named = within(warning).getByRole("list", { name: "Jugadores con el mismo nombre" });
    expect(within(named).getAllByRole("listitem")).toHaveLength(2);
    expect(
      within(warning).getByText("Si es otra persona, puede guardarlo de todos modos."),
    ).toBeInTheDocument();
    await userEvent.click(within(warning).getByRole("button", { name: "Guardar de todos modos" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("says 'another player' for one, and holds its button while a save is on its way", async () => {
    renderWithProviders(
      <SameNameWarning
        players={[{ id: 4, name: "Ana Mora" }]}
        action="Add anyway"
        busy
        onConfirm={vi.fn()}
      />,
    );
    const warning = await screen.findByRole("alert");
    expect(
      within(warning).getByText(
        "Not counting capitals, accents and letters that look alike, another player already has this name:",
      ),
    ).toBeInTheDocument();
    expect(within(warning).getByRole("button", { name: "Add anyway" })).toBeDisabled();
  });
});
