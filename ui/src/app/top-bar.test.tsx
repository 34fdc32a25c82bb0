import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { renderWithProviders } from "@/test/render";
import { TopBar } from "./top-bar";

describe("TopBar", () => {
  it("shows one word for the rankings on a phone, leaving the club's name room, and names the link in full", () => {
    renderWithProviders(<TopBar />);
    const link = screen.getByRole("link", { name: "Overall Rankings" });
    // Below 440 px the link shows "Rankings"; the full label takes over from there.
    const short = within(link).getByText("Rankings");
    expect(short).toHaveAttribute("aria-hidden", "true");
    expect(short).toHaveClass("min-[440px]:hidden");
    expect(within(link).getByText("Overall Rankings")).toHaveClass("sr-only", "min-[440px]:not-sr-only");
  });

  it("does the same in Spanish", () => {
    renderWithProviders(<TopBar />, createQueryClient(), "es");
    const link = screen.getByRole("link", { name: "Ranking general" });
    expect(within(link).getByText("Ranking")).toHaveClass("min-[440px]:hidden");
  });
});
