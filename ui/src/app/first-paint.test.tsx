import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { firstPaintMarkup, SEASON_MARK } from "./first-paint";

/** The frame's top bar: its first banner (jsdom counts the ranking's header in it as one too). */
function topBar(frame: HTMLElement): HTMLElement {
  const [bar] = within(frame).getAllByRole("banner");
  if (!bar) throw new Error("the frame has no top bar");
  return bar;
}

describe("the first paint written into index.html", () => {
  it("holds the page frame in each language, with the spec's links and a loading status", () => {
    document.body.innerHTML = `<div id="root">${firstPaintMarkup()}</div>`;
    const english = document.querySelector<HTMLElement>('[data-first-paint="en"]');
    const spanish = document.querySelector<HTMLElement>('[data-first-paint="es"]');
    if (!english || !spanish) throw new Error("a language's frame is missing");

    const englishBar = topBar(english);
    expect(within(englishBar).getByRole("link", { name: "Tournament Hub home" })).toHaveAttribute(
      "href",
      "/",
    );
    expect(within(englishBar).getByRole("link", { name: "Overall Rankings" })).toHaveAttribute(
      "href",
      "/rankings",
    );
    expect(within(english).getByRole("link", { name: "Reglamento" })).toHaveAttribute("href", "/reglamento");
    expect(within(within(english).getByRole("main")).getByRole("status")).toHaveTextContent("Loading...");
    expect(within(englishBar).getByRole("button", { name: "EN English" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    const spanishBar = topBar(spanish);
    expect(within(spanishBar).getByRole("link", { name: "Inicio de Tournament Hub" })).toHaveAttribute(
      "href",
      "/",
    );
    expect(within(spanishBar).getByRole("link", { name: "Ranking general" })).toHaveAttribute(
      "href",
      "/rankings",
    );
    expect(within(spanish).getByRole("link", { name: "Reglamento" })).toHaveAttribute("href", "/reglamento");
    expect(within(within(spanish).getByRole("main")).getByRole("status")).toHaveTextContent("Cargando...");
    expect(within(spanishBar).getByRole("button", { name: "ES Español" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    document.body.innerHTML = "";
  });

  it("holds the hub's hero in each language, for the stylesheet to show on the hub's addresses", () => {
    document.body.innerHTML = `<div id="root">${firstPaintMarkup()}</div>`;
    const heroes = [...document.querySelectorAll<HTMLElement>('[data-first-paint-page="hub"]')];
    expect(
      heroes.map((hero) => hero.closest("[data-first-paint]")?.getAttribute("data-first-paint")),
    ).toEqual(["en", "es"]);
    expect(heroes.map((hero) => hero.closest("main") !== null)).toEqual([true, true]);
    const [english, spanish] = heroes;
    if (!english || !spanish) throw new Error("a language's hero is missing");
    expect(within(english).getByRole("heading", { level: 1 })).toHaveTextContent("WELCOME TO THE");
    expect(within(spanish).getByRole("heading", { level: 1 })).toHaveTextContent("BIENVENIDOS AL");
    document.body.innerHTML = "";
  });

  it("holds the ranking's header in each language, the season left for the server to write", () => {
    document.body.innerHTML = `<div id="root">${firstPaintMarkup()}</div>`;
    const headers = [...document.querySelectorAll<HTMLElement>('[data-first-paint-page="rankings"]')];
    expect(
      headers.map((header) => header.closest("[data-first-paint]")?.getAttribute("data-first-paint")),
    ).toEqual(["en", "es"]);
    const [english, spanish] = headers;
    if (!english || !spanish) throw new Error("a language's ranking header is missing");
    expect(within(english).getByRole("heading", { level: 1 })).toHaveTextContent("Overall Rankings");
    expect(english).toHaveTextContent(`Tournament, league and walkover points of the ${SEASON_MARK} season.`);
    expect(within(spanish).getByRole("heading", { level: 1 })).toHaveTextContent("Ranking general");
    expect(spanish).toHaveTextContent(`de la temporada ${SEASON_MARK}.`);
    document.body.innerHTML = "";
  });

  it("holds, in each language's main area before its loading status, the slot a page's own head goes in", () => {
    document.body.innerHTML = `<div id="root">${firstPaintMarkup()}</div>`;
    const slots = [...document.querySelectorAll<HTMLElement>("[data-first-paint-slot]")];
    expect(slots.map((slot) => slot.closest("[data-first-paint]")?.getAttribute("data-first-paint"))).toEqual(
      ["en", "es"],
    );
    for (const slot of slots) {
      // The server finds it by its exact markup (src/http/first_paint.rs, SLOT).
      expect(slot.outerHTML).toBe('<div data-first-paint-slot=""></div>');
      expect(slot.closest("main")?.querySelector('[role="status"]')?.compareDocumentPosition(slot)).toBe(
        Node.DOCUMENT_POSITION_PRECEDING,
      );
    }
    document.body.innerHTML = "";
  });

  it("carries no script and no inline style, which the Content-Security-Policy refuses", () => {
    const markup = firstPaintMarkup();
    expect(markup).not.toMatch(/<script/i);
    expect(markup).not.toMatch(/<style|\sstyle=/i);
  });
});
