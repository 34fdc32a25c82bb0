import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { firstPaintMarkup } from "./first-paint";

describe("the first paint written into index.html", () => {
  it("is the page frame with the spec's links and a loading status, and no script", () => {
    const markup = firstPaintMarkup();
    document.body.innerHTML = `<div id="root">${markup}</div>`;
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: "Tournament Hub home" })).toHaveAttribute("href", "/");
    expect(within(banner).getByRole("link", { name: "Overall Rankings" })).toHaveAttribute(
      "href",
      "/rankings",
    );
    expect(screen.getByRole("link", { name: "Reglamento" })).toHaveAttribute("href", "/reglamento");
    expect(within(screen.getByRole("main")).getByRole("status")).toHaveTextContent("Loading...");
    expect(markup).not.toMatch(/<script/i);
    document.body.innerHTML = "";
  });
});
