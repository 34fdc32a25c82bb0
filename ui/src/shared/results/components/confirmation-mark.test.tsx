import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { registerDictionary } from "@/lib/i18n";
import { es } from "@/lib/i18n/es";
import { createQueryClient } from "@/lib/query-client";
import { renderWithProviders } from "@/test/render";
import { ConfirmationMark } from "./confirmation-mark";

registerDictionary("es", es);

const at = { reportedBy: 3, reportedAt: "2026-11-10T18:00:00Z", confirmBy: null };

describe("ConfirmationMark", () => {
  it("marks an awaiting result and a disputed one, and nothing else", () => {
    const { rerender } = renderWithProviders(
      <ConfirmationMark item={{ confirmation: { state: "awaiting", ...at } }} />,
    );
    expect(screen.getByText("Unconfirmed")).toHaveAttribute("title", "Awaiting the opponent's confirmation");
    rerender(<ConfirmationMark item={{ confirmation: { state: "disputed", ...at } }} />);
    expect(screen.queryByText("Unconfirmed")).not.toBeInTheDocument();
    expect(screen.getByText("Disputed")).toBeInTheDocument();
  });

  it("shows nothing for a confirmed result, no result, or an answer without confirmations (a league match today)", () => {
    const { container } = renderWithProviders(
      <>
        <ConfirmationMark item={{ confirmation: { state: "confirmed", ...at } }} />
        <ConfirmationMark item={{ confirmation: null }} />
        <ConfirmationMark item={{}} />
      </>,
    );
    expect(container.querySelectorAll("[data-confirmation]")).toHaveLength(0);
  });

  it("speaks Spanish", () => {
    renderWithProviders(
      <>
        <ConfirmationMark item={{ confirmation: { state: "awaiting", ...at } }} />
        <ConfirmationMark item={{ confirmation: { state: "disputed", ...at } }} tone="display" />
      </>,
      createQueryClient(),
      "es",
    );
    expect(screen.getByText("Sin confirmar")).toBeInTheDocument();
    expect(screen.getByText("En disputa")).toBeInTheDocument();
  });
});
