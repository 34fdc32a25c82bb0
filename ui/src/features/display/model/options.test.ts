import { describe, expect, it } from "vitest";
import { DEFAULT_EVERY_SECONDS, PANEL_KINDS, parseDisplayOptions } from "./options";

describe("parseDisplayOptions", () => {
  it("shows every panel for 15 seconds by default", () => {
    expect(parseDisplayOptions("")).toEqual({ every: DEFAULT_EVERY_SECONDS, panels: [...PANEL_KINDS] });
    expect(DEFAULT_EVERY_SECONDS).toBe(15);
  });

  it("takes the stay and the panels in the order given", () => {
    expect(parseDisplayOptions("?every=20&panels=rankings,matches")).toEqual({
      every: 20,
      panels: ["rankings", "matches"],
    });
    expect(parseDisplayOptions("?every=1").every).toBe(1);
  });

  it("ignores unknown panels, repeats, case and spaces", () => {
    expect(parseDisplayOptions("?panels=League, bogus,league,,bracket").panels).toEqual([
      "league",
      "bracket",
    ]);
    expect(parseDisplayOptions("?panels=bogus").panels).toEqual([...PANEL_KINDS]);
  });

  it("falls back to the default stay on nonsense and caps long ones", () => {
    for (const every of ["0", "-3", "abc", "1.5", "", "1e3"]) {
      expect(parseDisplayOptions(`?every=${every}`).every, every).toBe(DEFAULT_EVERY_SECONDS);
    }
    expect(parseDisplayOptions("?every=100000").every).toBe(600);
  });
});
