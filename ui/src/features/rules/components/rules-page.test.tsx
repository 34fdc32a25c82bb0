import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { rulesQueryOptions } from "@/lib/rules/load";
import { createQueryClient } from "@/lib/query-client";
import { renderWithProviders } from "@/test/render";
import { RulesPage } from "./rules-page";

function withRules(text: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(rulesQueryOptions().queryKey, text);
  return queryClient;
}

describe("RulesPage", () => {
  it("lays out the rules with headings and a way home", () => {
    renderWithProviders(
      <RulesPage />,
      withRules("REGLAMENTO\n\nCAPÍTULO I. GENERAL\n\nArtículo 1. Objeto\nTexto."),
    );
    expect(screen.getByRole("heading", { level: 1, name: "REGLAMENTO" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "CAPÍTULO I. GENERAL" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: /Objeto/ })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Volver al inicio" })[0]).toHaveAttribute("href", "/");
  });

  it("says the rules could not be loaded when the text is empty", () => {
    renderWithProviders(<RulesPage />, withRules(""));
    expect(screen.getByRole("alert")).toHaveTextContent("No se pudo cargar el reglamento");
  });
});
