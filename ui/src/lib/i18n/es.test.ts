import { describe, expect, it } from "vitest";
import { en as enDictionary } from "./en";
import { enConsole } from "./en-console";
import { enErrors } from "./en-errors";
import { enMemberScreens } from "./en-member-screens";
import { es as esDictionary } from "./es";
import { esConsole } from "./es-console";
import { esErrors } from "./es-errors";
import { esMemberScreens } from "./es-member-screens";
import { pluralKey, translate } from "./index";

// The dictionary and the texts that load apart (the server's refusals, the console's, the
// member's screens') are held to the same rules.
const en = { ...enDictionary, ...enErrors, ...enConsole, ...enMemberScreens };
const es = { ...esDictionary, ...esErrors, ...esConsole, ...esMemberScreens };

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/**
 * The keys whose Spanish text is, on purpose, the English one: the product's name, codes and
 * abbreviations shared by both languages, the words the issue names as Spanish too ("Final",
 * "Set", "Total"), language names written in their own language, and the texts the spec
 * already gives in Spanish.
 */
const SAME_IN_BOTH = new Set([
  "feeds.google",
  "playerPage.sets",
  "playerPage.wonLost",
  "h2h.sets",
  "display.colSets",
  "display.colPoints",
  "app.name",
  "leagueHistory.changedTo",
  "hub.heroTitle",
  "page.title",
  "nav.rules",
  "rules.loading",
  "rules.loadFailed",
  "rules.backHome",
  "rulesDialog.fileName",
  "language.english",
  "language.spanish",
  "language.enCode",
  "language.esCode",
  "detail.playersValue",
  "progress.percent",
  "words.retired",
  "players.points",
  "stage.final",
  "stageTag.roundOf64",
  "stageTag.roundOf32",
  "stageTag.semifinal",
  "stageTag.final",
  "bracket.colPoints",
  "bracket.bye",
  "profile.total",
  "profile.contextTournament",
  "seasons.setsWon.one",
  "seasons.setsWon.other",
  "adminTournaments.actionLabel",
  "adminTournaments.namePlaceholder",
  "adminTournaments.finalsName",
  "adminTournaments.finalsRank",
  "adminTournaments.bye",
  "adminPlayers.recordValue",
  "adminPlayers.linkHint",
  "matches.scorePlaceholder",
  "matches.sets",
  "leagueActions.playerOption",
  "leagueActions.setsCount.one",
  "leagueActions.setsCount.other",
  "leagueActions.setLabel",
  "leagueActions.setGames",
  "member.leagueWhen",
  "results.form.setTitle",
  "results.form.gamesOf",
  "disputes.context",
]);

describe("the Spanish dictionary", () => {
  it("has exactly the English keys", () => {
    expect(Object.keys(esDictionary).sort()).toEqual(Object.keys(enDictionary).sort());
    expect(Object.keys(esErrors).sort()).toEqual(Object.keys(enErrors).sort());
    expect(Object.keys(esConsole).sort()).toEqual(Object.keys(enConsole).sort());
    expect(Object.keys(esMemberScreens).sort()).toEqual(Object.keys(enMemberScreens).sort());
  });

  it("has the same placeholders as English in every text", () => {
    const different = Object.entries(en)
      .filter(([key, text]) => placeholders(text).join() !== placeholders(es[key as keyof typeof en]).join())
      .map(([key]) => key);
    expect(different).toEqual([]);
  });

  it("ends a sentence after a 24-hour time with its period, as English does ('a las 18:30.')", () => {
    const unended = Object.entries(en)
      .filter(([key, text]) => text.endsWith("{time}.") && !es[key as keyof typeof en].endsWith("{time}."))
      .map(([key]) => key);
    expect(unended).toEqual([]);
  });

  it("has no empty text", () => {
    expect(Object.entries(es).filter(([, text]) => text.trim() === "")).toEqual([]);
  });

  it("translates every text, except the few that are the same in both languages", () => {
    const untranslated = Object.entries(en)
      .filter(([key, text]) => es[key as keyof typeof en] === text && !SAME_IN_BOTH.has(key))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
    const reallyDifferent = [...SAME_IN_BOTH].filter(
      (key) => es[key as keyof typeof en] !== en[key as keyof typeof en],
    );
    expect(reallyDifferent).toEqual([]);
  });

  it("speaks the club's tennis: preclasificado, desempate, W.O., Ret.", () => {
    expect(es["players.seed"]).toBe("Preclasificado {seed}");
    expect(es["ranking.stats"]).toMatch(/desempate/);
    expect(es["ranking.hierarchy"]).toMatch(/desempate/);
    expect(Object.values(es).filter((text) => /tiebreak|muerte súbita|cabeza de serie/i.test(text))).toEqual(
      [],
    );
    expect(es["bracket.walkover"]).toBe("W.O.");
    expect(es["bracket.retired"]).toBe("Ret.");
    expect(es["card.viewDetails"]).toBe("Ver detalles");
    expect(es["nav.overallRankings"]).toBe("Ranking general");
    expect(es["adminTournaments.standingsTitle"]).toBe("Tabla de posiciones");
  });

  it("fills placeholders in Spanish", () => {
    expect(translate("schedule.week", { week: 3 }, "es")).toBe("Semana 3");
  });

  it("picks plural forms with the language's plural rules", () => {
    expect(pluralKey(1, "tournaments.count", "es")).toBe("tournaments.count.one");
    expect(pluralKey(0, "tournaments.count", "es")).toBe("tournaments.count.other");
    expect(pluralKey(2, "tournaments.count", "es")).toBe("tournaments.count.other");
    // Spanish has a "many" form for a million; the dictionary has none, so "other" is used.
    expect(pluralKey(1_000_000, "tournaments.count", "es")).toBe("tournaments.count.other");
    expect(pluralKey(1, "detail.weeks", "en")).toBe("detail.weeks.one");
    expect(pluralKey(1.5, "detail.weeks", "en")).toBe("detail.weeks.other");
  });

  it("picks the plural forms of the texts that load apart, the console's among them", () => {
    expect(pluralKey(1, "overdue.daysLate", "es")).toBe("overdue.daysLate.one");
    expect(pluralKey(3, "overdue.daysLate", "es")).toBe("overdue.daysLate.other");
    expect(translate(pluralKey(1, "overdue.daysLate", "es"), { count: 1 }, "es")).toBe("1 día de atraso");
  });
});
