import { describe, expect, it } from "vitest";
import { BUILT_IN_RULES, ENGLISH_RULES } from "./load";
import { parseRules } from "./parse";

describe("parseRules", () => {
  it("reads title, chapters, articles, paragraphs and both kinds of lists", () => {
    const text = [
      "REGLAMENTO",
      "Subtítulo",
      "",
      "CAPÍTULO I. GENERAL",
      "",
      "Artículo 1. Objeto",
      "Primera línea",
      "que sigue.",
      "a) uno",
      "b) dos",
      "- Campeón: 175 puntos",
    ].join("\r\n");
    expect(parseRules(text)).toEqual([
      { kind: "title", text: "REGLAMENTO" },
      { kind: "subtitle", text: "Subtítulo" },
      { kind: "chapter", text: "CAPÍTULO I. GENERAL" },
      { kind: "article", number: "1", text: "Objeto" },
      { kind: "paragraph", text: "Primera línea que sigue." },
      {
        kind: "list",
        ordered: true,
        items: [
          { marker: "a)", text: "uno" },
          { marker: "b)", text: "dos" },
        ],
      },
      { kind: "list", ordered: false, items: [{ marker: "", text: "Campeón: 175 puntos" }] },
    ]);
  });

  it("numbers the shipped rules' articles in order", () => {
    const numbers = parseRules(BUILT_IN_RULES)
      .filter((block) => block.kind === "article")
      .map((block) => Number(block.kind === "article" ? block.number : 0));
    expect(numbers.length).toBeGreaterThan(10);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it("gives nothing for empty text", () => {
    expect(parseRules("")).toEqual([]);
  });
});

describe("the English rules", () => {
  it("are the Spanish text's chapters, articles and lists, in the same order", () => {
    const shape = (text: string) =>
      parseRules(text).map((block) =>
        block.kind === "article"
          ? `article ${block.number}`
          : block.kind === "list"
            ? `list ${block.items.length} ${block.items.map((item) => item.marker).join("")}`
            : block.kind,
      );
    expect(shape(ENGLISH_RULES)).toEqual(shape(BUILT_IN_RULES));
    // The facts the app applies are the same numbers in both.
    const numbers = (text: string) => (text.match(/\d+/g) ?? []).join(" ");
    expect(numbers(ENGLISH_RULES)).toEqual(numbers(BUILT_IN_RULES));
  });
});
