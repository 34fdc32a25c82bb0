import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { AddToCalendar } from "./add-to-calendar";

describe("AddToCalendar", () => {
  it("offers webcal, Google, a download and the address to copy, in the page's language", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderWithProviders(<AddToCalendar path="/api/tournaments/3/calendar.ics" what="Copa Pura Vida" />);
    await user.click(screen.getByRole("button", { name: "Add to calendar" }));
    const feed = `${window.location.origin}/api/tournaments/3/calendar.ics?lang=en`;
    const webcal = feed.replace(/^https?:/, "webcal:");
    // The dialog's code comes with the first press.
    expect(await screen.findByText(/The matches of Copa Pura Vida/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "iPhone, iPad or Mac calendar" })).toHaveAttribute(
      "href",
      webcal,
    );
    expect(screen.getByRole("link", { name: "Google Calendar (Android)" })).toHaveAttribute(
      "href",
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    );
    expect(screen.getByRole("link", { name: "Download the .ics file" })).toHaveAttribute("href", feed);
    expect(screen.getByLabelText("Calendar address, for any other app")).toHaveValue(feed);
    expect(screen.getByText(/refreshes on its own schedule/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith(feed);
    expect(await screen.findByText("Copied")).toBeInTheDocument();
  });
});
