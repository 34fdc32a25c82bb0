import { afterEach, describe, expect, it, vi } from "vitest";
import script from "./choose-language.js?raw";

/** Runs the blocking script of index.html in this page, as the browser would before its first paint. */
function runScript({
  stored = null,
  languages,
  dictionaries = true,
}: {
  stored?: string | null;
  languages: string[];
  dictionaries?: boolean;
}) {
  if (stored !== null) localStorage.setItem("tournament-hub.language", stored);
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
  const tag = document.createElement("script");
  if (dictionaries) {
    tag.setAttribute("data-en", "/assets/en-1.js");
    tag.setAttribute("data-es", "/assets/es-1.js");
  }
  vi.spyOn(document, "currentScript", "get").mockReturnValue(tag);
  new Function(script)();
  return {
    lang: document.documentElement.lang,
    preloaded: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute("href"),
    ),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
});

describe("choose-language.js, the script that picks the first paint's language", () => {
  it.each([
    [["es-CR", "en-US"], "es"],
    [["es"], "es"],
    [["fr-FR", "es-ES", "en"], "es"],
    [["en-US", "es-CR"], "en"],
    [["de-DE", "en-GB", "es"], "en"],
    [["fr-FR", "de"], "en"],
    [[], "en"],
    // Only the language subtag counts: "esu" (Central Yupik) is not Spanish.
    [["esu", "en-US", "es"], "en"],
  ])("follows the browser's languages %j: %s", (languages, expected) => {
    expect(runScript({ languages }).lang).toBe(expected);
  });

  it("prefers the visitor's remembered choice to the browser's languages", () => {
    expect(runScript({ stored: "en", languages: ["es-CR"] }).lang).toBe("en");
    localStorage.clear();
    expect(runScript({ stored: "es", languages: ["en-US"] }).lang).toBe("es");
  });

  it("lets the address's ?lang= force a language, without remembering it", () => {
    window.history.replaceState(null, "", "/display?every=1&lang=es");
    try {
      expect(runScript({ stored: "en", languages: ["en-US"] }).lang).toBe("es");
      expect(localStorage.getItem("tournament-hub.language")).toBe("en");
      window.history.replaceState(null, "", "/display?lang=fr");
      expect(runScript({ stored: "en", languages: ["es-CR"] }).lang).toBe("en");
    } finally {
      window.history.replaceState(null, "", "/");
      localStorage.clear();
    }
  });

  it("ignores a remembered value that is no language of the app", () => {
    expect(runScript({ stored: "fr", languages: ["es-MX"] }).lang).toBe("es");
  });

  it("preloads the chosen language's dictionary only", () => {
    expect(runScript({ languages: ["es-CR"] }).preloaded).toEqual(["/assets/es-1.js"]);
  });

  it("preloads nothing when the build named no dictionary (the development server)", () => {
    expect(runScript({ languages: ["es-CR"], dictionaries: false }).preloaded).toEqual([]);
  });

  it.each([
    ["/", "hub"],
    ["/league", "hub"],
    ["/league/", "hub"],
    ["/rankings", "rankings"],
    ["/rankings/", "rankings"],
    ["/rankings?lang=es", "rankings"],
    ["/rankings?season=2025", null],
    ["/rankings?lang=es&discipline=doubles", null],
    ["/rankingsx", null],
    ["/tournament/3", null],
    ["/leagues", null],
  ])("names the page at %s for the first paint: %s", (path, page) => {
    window.history.replaceState(null, "", path);
    try {
      runScript({ languages: ["en-US"] });
      expect(document.documentElement.getAttribute("data-page")).toBe(page);
    } finally {
      document.documentElement.removeAttribute("data-page");
      window.history.replaceState(null, "", "/");
    }
  });
});
