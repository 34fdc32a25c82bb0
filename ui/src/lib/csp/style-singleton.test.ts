import { afterEach, describe, expect, it } from "vitest";
import { stylesheetSingleton } from "./style-singleton";

// jsdom has constructed sheets but not `adoptedStyleSheets`: give the document a plain
// array in its place, as a browser has.
const proto = CSSStyleSheet.prototype as unknown as { replaceSync?: (css: string) => void };
const hadReplace = "replaceSync" in proto;

afterEach(() => {
  delete (document as unknown as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
  if (!hadReplace) delete proto.replaceSync;
});

describe("style singleton without style elements", () => {
  it("adopts one constructed sheet while used and drops it after the last user", () => {
    Object.defineProperty(document, "adoptedStyleSheets", { value: [], writable: true, configurable: true });
    if (!hadReplace) proto.replaceSync = () => undefined;
    const sheet = stylesheetSingleton();
    sheet.add("body { overflow: hidden }");
    sheet.add("body { overflow: hidden }");
    expect(document.adoptedStyleSheets).toHaveLength(1);
    sheet.remove();
    expect(document.adoptedStyleSheets).toHaveLength(1);
    sheet.remove();
    expect(document.adoptedStyleSheets).toHaveLength(0);
    expect(document.querySelectorAll("style")).toHaveLength(0);
  });

  it("adds nothing, and breaks nothing, where sheets cannot be adopted", () => {
    const sheet = stylesheetSingleton();
    sheet.add("body { overflow: hidden }");
    sheet.remove();
    expect(document.querySelectorAll("style")).toHaveLength(0);
  });
});
