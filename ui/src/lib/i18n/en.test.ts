import { describe, expect, it } from "vitest";
import { en } from "./en";
import { enConsole } from "./en-console";
import { enErrors } from "./en-errors";
import { enMemberScreens } from "./en-member-screens";
import { translate } from "./index";

// Every source file except tests, read as text, to find the keys the code uses.
const sources = import.meta.glob(["/src/**/*.{ts,tsx}", "!/src/**/*.test.{ts,tsx}", "!/src/test/**"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

const keyPattern = /"([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)"/g;
const texts = { ...en, ...enErrors, ...enConsole, ...enMemberScreens };
const dictionaryKeys = new Set(Object.keys(texts));

function keysWritten(text: string): string[] {
  return [...text.matchAll(keyPattern)].map((match) => match[1] ?? "");
}

describe("the English dictionary", () => {
  it("sees the source files, the dictionary among them", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    expect(Object.keys(sources)).toContain("/src/lib/i18n/en.ts");
    expect(Object.keys(sources)).toContain("/src/app/routes.tsx");
  });

  it("has every key passed to t()", () => {
    const missing: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      if (file.startsWith("/src/lib/i18n/")) continue;
      for (const match of text.matchAll(/\bt\(\s*"([^"]+)"/g)) {
        if (!dictionaryKeys.has(match[1] ?? "")) missing.push(`${file}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("has no key that no source file mentions", () => {
    const mentioned = new Set<string>();
    for (const [file, text] of Object.entries(sources)) {
      // The dictionaries name every key; only the code that shows a text counts.
      if (/^\/src\/lib\/i18n\/(en|es)(-[a-z-]+)?\.ts$/.test(file)) continue;
      // A plural key is written without its form: `plural(n, "tournaments.count")`.
      keysWritten(text).forEach((key) => ["", ".one", ".other"].forEach((form) => mentioned.add(key + form)));
    }
    const unused = [...dictionaryKeys].filter((key) => !mentioned.has(key));
    expect(unused).toEqual([]);
  });

  it("has no empty text", () => {
    expect(Object.entries(texts).filter(([, text]) => text.trim() === "")).toEqual([]);
  });

  it("keeps the spec's texts verbatim", () => {
    expect(en["notFound.title"]).toBe("Page Not Found");
    expect(en["nav.overallRankings"]).toBe("Overall Rankings");
    expect(en["nav.rules"]).toBe("Reglamento");
    expect(en["rules.loadFailed"]).toBe("No se pudo cargar el reglamento");
  });

  it("keeps the texts of the server's refusals out of the dictionary: they load apart", () => {
    expect(Object.keys(en).filter((key) => key.startsWith("serverError."))).toEqual([]);
  });

  it("keeps the console's texts out of the dictionary, and the code outside the console off them", () => {
    // They load with the console (`loadConsoleTexts`): a text of theirs anywhere else would be
    // blank on a public page.
    expect(Object.keys(en).filter((key) => key in enConsole)).toEqual([]);
    const consoleCode = /^\/src\/(app\/admin|features\/admin|lib\/i18n)\//;
    const outside = Object.entries(sources)
      .filter(([file]) => !consoleCode.test(file))
      .flatMap(([file, text]) =>
        keysWritten(text)
          .filter((key) => key in enConsole)
          .map((key) => `${file}: ${key}`),
      );
    expect(outside).toEqual([]);
  });

  it("keeps the member's screens' texts out of the dictionary, and the other code off them", () => {
    // They load with the sign-in page, the member's page, the bell and the sign-in help
    // (`loadMemberTexts`): a text of theirs anywhere else would be blank for a visitor.
    expect(Object.keys(en).filter((key) => key in enMemberScreens)).toEqual([]);
    const memberCode =
      /^\/src\/(features\/members\/|app\/notice-bell\.tsx$|app\/sign-in-help-dialog\.tsx$|lib\/i18n\/)/;
    const outside = Object.entries(sources)
      .filter(([file]) => !memberCode.test(file))
      .flatMap(([file, text]) =>
        keysWritten(text)
          .filter((key) => key in enMemberScreens)
          .map((key) => `${file}: ${key}`),
      );
    expect(outside).toEqual([]);
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(translate("toast.region", { hotkey: "F8" })).toBe("Notifications (F8)");
    expect(translate("toast.region")).toBe("Notifications ({hotkey})");
  });
});
