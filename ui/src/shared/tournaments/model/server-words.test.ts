import { describe, expect, it } from "vitest";
import { translate, type Locale, type MessageKey, type MessageParams } from "@/lib/i18n";
import { groupName, matchName, progressStageName, slotLabel } from "./server-words";

const in_ = (locale: Locale) => (key: MessageKey, params?: MessageParams) => translate(key, params, locale);
const en = in_("en");
const es = in_("es");

describe("the tournament words the server sends in English", () => {
  it("says the knockout sides' labels in the visitor's language", () => {
    const labels = [
      "1st Group A",
      "2nd Group C",
      "Seed 3",
      "Line 5",
      "Winner QF1",
      "Winner R16-3",
      "Winner F",
      "Bye",
    ];
    expect(labels.map((label) => slotLabel(label, es))).toEqual([
      "1.º del Grupo A",
      "2.º del Grupo C",
      "Preclasificado 3",
      "Línea 5",
      "Ganador CF1",
      "Ganador OF3",
      "Ganador F",
      "BYE",
    ]);
    // English says them as the server does, but for "BYE", which the bracket writes in capitals.
    expect(labels.slice(0, 7).map((label) => slotLabel(label, en))).toEqual(labels.slice(0, 7));
  });

  it("shows a label of any other shape as it came, and nothing for none", () => {
    expect(slotLabel("Ganador del repechaje", es)).toBe("Ganador del repechaje");
    expect(slotLabel(null, es)).toBeNull();
  });

  it("names groups and matches with the language's words", () => {
    expect(groupName("Group B", es)).toBe("Grupo B");
    expect(groupName("Group B", en)).toBe("Group B");
    expect(groupName("Los fuertes", es)).toBe("Los fuertes");
    expect(matchName("SF2", es)).toBe("SF2");
    expect(matchName("R64-12", es)).toBe("R64-12");
    expect(matchName("RQ1", es)).toBe("RC1");
  });

  it("names the progress list's lines by their key", () => {
    expect(progressStageName("setup", "Tournament Setup", es)).toBe("Preparación del torneo");
    expect(progressStageName("quarterfinal", "Quarterfinals", es)).toBe("Cuartos de final");
    expect(progressStageName("group", "Group Stage", en)).toBe("Group Stage");
    expect(progressStageName("playoff", "Playoff", es)).toBe("Playoff");
  });
});
