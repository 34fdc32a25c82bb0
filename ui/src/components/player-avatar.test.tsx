import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PlayerAvatar } from "./player-avatar";

describe("PlayerAvatar", () => {
  it("loads a list's photos as they scroll into view", () => {
    const { container } = render(<PlayerAvatar name="Ana Mora" src="/api/players/1/avatar?v=a" />);
    const photo = container.querySelector("img");
    expect(photo).toHaveAttribute("loading", "lazy");
    expect(photo).toHaveAttribute("fetchpriority", "auto");
  });

  it("loads a page's main photo at once, first among the images", () => {
    const { container } = render(
      <PlayerAvatar name="Ana Mora" src="/api/players/1/avatar?v=a" size="xl" main />,
    );
    const photo = container.querySelector("img");
    expect(photo).toHaveAttribute("loading", "eager");
    expect(photo).toHaveAttribute("fetchpriority", "high");
  });

  it("shows the initials when there is no photo", () => {
    const { container } = render(<PlayerAvatar name="Ana Mora" main />);
    expect(container.querySelector("img")).toBeNull();
    expect(container).toHaveTextContent("AM");
  });

  it("says its initials are in no language, so no page reads them as a word", () => {
    // "Gabriela Solís" is "GS", which is also the English group stage's tag.
    const { container } = render(<PlayerAvatar name="Gabriela Solís" />);
    const letters = container.querySelector("span");
    expect(letters).toHaveTextContent("GS");
    expect(letters).toHaveAttribute("lang", "zxx");
    expect(letters).toHaveAttribute("translate", "no");
  });
});
