import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { rulesQueryOptions } from "@/lib/rules/load";
import { createQueryClient } from "@/lib/query-client";
import { renderWithProviders } from "@/test/render";
import { RulesPage } from "./rules-page";

function withRules(text: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(rulesQueryOptions("es").queryKey, text);
  return queryClient;
}

describe("RulesPage", () => {
  it("lays out the Spanish rules with headings and a way home", () => {
    renderWithProviders(
      <RulesPage />,
      withRules("REGLAMENTO\n\nCAPÍTULO I. GENERAL\n\nArtículo 1. Objeto\nTexto."),
      "es",
    );
    expect(screen.getByRole("heading", { level: 1, name: "REGLAMENTO" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "CAPÍTULO I. GENERAL" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: /Objeto/ })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Volver al inicio" })[0]).toHaveAttribute("href", "/");
  });

  it("shows the English version, written from the same facts, to an English reader", async () => {
    renderWithProviders(<RulesPage />, createQueryClient(), "en");
    expect(
      await screen.findByRole("heading", { level: 1, name: "TOURNAMENT AND CHALLENGE LEAGUE RULES" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 2, name: "CHAPTER IV. OVERALL RANKING POINTS" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: /Walkover/ })).toBeInTheDocument();
    expect(screen.getByRole("article")).toHaveAttribute("lang", "en");
    expect(screen.getAllByRole("link", { name: "Back to home" })[0]).toHaveAttribute("href", "/");
    expect(screen.queryByText(/Artículo|CAPÍTULO/)).toBeNull();
  });

  it("says the rules could not be loaded when the text is empty", () => {
    renderWithProviders(<RulesPage />, withRules(""), "es");
    expect(screen.getByRole("alert")).toHaveTextContent("No se pudo cargar el reglamento");
  });
});
