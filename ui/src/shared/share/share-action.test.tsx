import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { ShareAction } from "./share-action";

const MESSAGE = { text: "Ana Mora beat Luis Vega 6-4 6-2", url: "https://club.example/league" };

describe("ShareAction", () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, "share");
  });

  it("is a WhatsApp link where the browser cannot share", () => {
    renderWithProviders(<ShareAction compact message={MESSAGE} label="Share this match" />);
    const link = screen.getByRole("link", { name: "Share this match" });
    expect(link).toHaveAttribute(
      "href",
      `https://wa.me/?text=${encodeURIComponent(`${MESSAGE.text}\n${MESSAGE.url}`)}`,
    );
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("opens the system's share sheet where there is one, and stays on the page", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    const user = userEvent.setup();
    renderWithProviders(<ShareAction message={MESSAGE} label="Share" />);
    await user.click(screen.getByRole("link", { name: "Share" }));
    expect(share).toHaveBeenCalledWith(MESSAGE);
    expect(window.location.href).not.toContain("wa.me");
  });
});
