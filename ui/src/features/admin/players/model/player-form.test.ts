import { describe, expect, it } from "vitest";
import { translate } from "@/lib/i18n";
import { aPlayer } from "@/test/fixtures";
import {
  adjustmentSeasons,
  createBody,
  draftFromPlayer,
  draftProblems,
  editBody,
  editReaches,
  EMPTY_DRAFT,
  firstProblem,
  hasChanges,
  isPhone,
  parseTotalPoints,
  pointsAdjustment,
  type PlayerDraft,
} from "./player-form";

const TODAY = "2026-03-10";

const ana = aPlayer({
  id: 3,
  name: "Ana Mora",
  avatar: "/api/players/3/avatar?v=abc",
  totalPoints: 120,
  matchesPlayed: 4,
  matchesWon: 3,
  matchesLost: 1,
  createdAt: "2026-01-05T10:00:00Z",
  email: "ana@club.cr",
  dateOfBirth: "1990-05-17",
});

const draft = (change: Partial<PlayerDraft>): PlayerDraft => ({ ...EMPTY_DRAFT, name: "Ana", ...change });

describe("draftProblems", () => {
  it.each([
    ["a name", { name: "Ana" }, {}],
    ["no name", { name: "   " }, { name: "Please enter the player's name" }],
    ["an email shaped like an address", { email: " ana@club.cr " }, {}],
    ["an email without a domain", { email: "ana@" }, { email: "Please enter a valid email address" }],
    ["an email without a dot", { email: "ana@club" }, { email: "Please enter a valid email address" }],
    ["an email with a space", { email: "a b@club.cr" }, { email: "Please enter a valid email address" }],
    ["a birth date in the past", { dateOfBirth: "1990-05-17" }, {}],
    ["a birth date today", { dateOfBirth: TODAY }, { dateOfBirth: "Date of birth must be in the past" }],
    [
      "a birth date that is no date",
      { dateOfBirth: "31/04/1990" },
      { dateOfBirth: "That date does not exist: check the day and the month" },
    ],
    [
      "a reason of 201 characters",
      { adjustmentReason: "x".repeat(201) },
      {
        adjustmentReason: "The reason can be at most 200 characters",
      },
    ],
  ])("%s", (_, change, expected) => {
    const problems = draftProblems(draft(change), TODAY, false);
    const texts = Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, translate(key)]));
    expect(texts).toEqual(expected);
  });

  it.each([
    ["0", true],
    ["245", true],
    [" 1000000 ", true],
    ["1000001", false],
    ["-5", false],
    ["12.5", false],
    ["", false],
    ["abc", false],
  ])("checks the total %j only on the Edit form", (points, valid) => {
    const problems = draftProblems(draft({ totalPoints: points }), TODAY, true);
    expect(problems.totalPoints ? translate(problems.totalPoints) : null).toBe(
      valid ? null : "Enter a whole number from 0 to 1,000,000",
    );
    expect(draftProblems(draft({ totalPoints: points }), TODAY, false).totalPoints).toBeUndefined();
  });

  it("names the first field to fix in the order of the form", () => {
    expect(firstProblem(draftProblems(draft({ name: "", email: "x" }), TODAY, false))).toBe("name");
    expect(firstProblem(draftProblems(draft({ email: "x", totalPoints: "-1" }), TODAY, true))).toBe("email");
    expect(firstProblem({})).toBeNull();
  });
});

describe("parseTotalPoints", () => {
  it("reads whole numbers from 0 to 1,000,000 only", () => {
    expect(parseTotalPoints("007")).toBe(7);
    expect(parseTotalPoints("1000000")).toBe(1_000_000);
    expect(parseTotalPoints("1e3")).toBeNull();
  });
});

describe("createBody", () => {
  it("trims and leaves out what is empty, right-handed by default", () => {
    expect(createBody(draft({ name: "  Ana Mora ", email: "  " }))).toEqual({
      name: "Ana Mora",
      bestHand: "right",
    });
  });

  it("sends every field that is filled", () => {
    expect(
      createBody(
        draft({
          email: "ana@club.cr ",
          dateOfBirth: "1990-05-17",
          bestHand: "left",
          avatar: "data:image/jpeg;base64,AAA",
        }),
      ),
    ).toEqual({
      name: "Ana",
      email: "ana@club.cr",
      dateOfBirth: "1990-05-17",
      bestHand: "left",
      avatar: "data:image/jpeg;base64,AAA",
    });
  });
});

describe("the level", () => {
  it("is unconfirmed in a new form and sent only once chosen", () => {
    expect(EMPTY_DRAFT.level).toBeNull();
    expect(createBody(draft({}))).not.toHaveProperty("level");
    expect(createBody(draft({ level: "C+" }))).toEqual({ name: "Ana", bestHand: "right", level: "C+" });
  });

  it("is sent in an edit only when it changes, null making it unconfirmed again", () => {
    const confirmed = { ...ana, level: "B" as const };
    const open = draftFromPlayer(confirmed, "2026");
    expect(open.level).toBe("B");
    expect(editBody(confirmed, open, 120)).toEqual({});
    expect(editBody(confirmed, { ...open, level: "C+" }, 120)).toEqual({ level: "C+" });
    expect(editBody(confirmed, { ...open, level: null }, 120)).toEqual({ level: null });
    // A player sent without a level (an older server) is unconfirmed.
    expect(ana).not.toHaveProperty("level");
    expect(draftFromPlayer(ana, "2026").level).toBeNull();
  });
});

describe("adjustmentSeasons", () => {
  it("offers this season first, then the four before it", () => {
    expect(adjustmentSeasons(TODAY)).toEqual(["2026", "2025", "2024", "2023", "2022"]);
  });

  it("never offers a season before 2000", () => {
    expect(adjustmentSeasons("2002-06-01")).toEqual(["2002", "2001", "2000"]);
  });
});

describe("editBody", () => {
  const open = draftFromPlayer(ana, "2026");

  it("is empty when nothing changed, so the photo is kept", () => {
    expect(editBody(ana, open, 120)).toEqual({});
    expect(hasChanges(editBody(ana, open, 120))).toBe(false);
  });

  it.each<[string, Partial<PlayerDraft>, object]>([
    ["a new name, trimmed", { name: " Ana M. Mora " }, { name: "Ana M. Mora" }],
    ["a cleared email as null", { email: "" }, { email: null }],
    ["a cleared birth date as null", { dateOfBirth: "" }, { dateOfBirth: null }],
    ["the other hand", { bestHand: "left" }, { bestHand: "left" }],
    [
      "a new photo as its data URL",
      { avatar: "data:image/jpeg;base64,BBB" },
      { avatar: "data:image/jpeg;base64,BBB" },
    ],
    ["a removed photo as null", { avatar: null }, { avatar: null }],
    [
      "a new total of this season without a reason",
      { totalPoints: "135" },
      { totalPoints: 135, adjustmentSeason: 2026 },
    ],
    [
      "a new total with its reason, trimmed",
      { totalPoints: "100", adjustmentReason: "  Walkover reviewed " },
      { totalPoints: 100, adjustmentSeason: 2026, adjustmentReason: "Walkover reviewed" },
    ],
    ["no reason without a change of total", { adjustmentReason: "Just because" }, {}],
    ["no total when it is typed the same", { totalPoints: " 120 " }, {}],
  ])("holds only %s", (_, change, expected) => {
    expect(editBody(ana, { ...open, ...change }, 120)).toEqual(expected);
  });

  it("compares a past season's total with that season's own, and says which season", () => {
    const in2025 = { ...open, adjustmentSeason: "2025" };
    // 120 is this season's total; in 2025 the player had 80.
    expect(editBody(ana, { ...in2025, totalPoints: "80" }, 80)).toEqual({});
    expect(editBody(ana, { ...in2025, totalPoints: "120" }, 80)).toEqual({
      totalPoints: 120,
      adjustmentSeason: 2025,
    });
  });

  it("treats a player with no email like an empty field", () => {
    const noEmail = { ...ana, email: null, dateOfBirth: undefined };
    expect(editBody(noEmail, draftFromPlayer(noEmail, "2026"), 120)).toEqual({});
  });
});

describe("pointsAdjustment", () => {
  it.each([
    ["135", 15],
    ["100", -20],
    ["120", null],
    ["", null],
    ["-3", null],
  ])("from 120 to %j is %j", (typed, expected) => {
    expect(pointsAdjustment(ana, { ...draftFromPlayer(ana, "2026"), totalPoints: typed })).toBe(expected);
  });
});

describe("editReaches", () => {
  it.each([
    [{ name: "X" }, { tournaments: true, league: true }],
    [{ avatar: null }, { tournaments: true, league: false }],
    [{ email: "x@y.cr" }, { tournaments: true, league: false }],
    [{ totalPoints: 5 }, { tournaments: true, league: false }],
    [{ bestHand: "left" as const }, { tournaments: false, league: false }],
    [{ dateOfBirth: null }, { tournaments: false, league: false }],
  ])("%j reaches %j", (body, expected) => {
    expect(editReaches(body)).toEqual(expected);
  });
});

describe("the phone", () => {
  it.each([
    ["8888-1234", true],
    ["8888 1234", true],
    ["+506 8888 1234", true],
    ["50688881234", true],
    ["00 1 555 010 9999", true],
    ["(+1) 555.010.9999", true],
    ["888-1234", false],
    ["call me", false],
    ["+1234567", false],
    ["+1234567890123456", false],
  ])("takes %s: %s, as the server does", (typed, taken) => {
    expect(isPhone(typed)).toBe(taken);
  });

  it("is optional, checked only once typed, and named as the field to fix", () => {
    expect(draftProblems(draft({ phone: "" }), TODAY, false)).toEqual({});
    const problems = draftProblems(draft({ phone: "call me" }), TODAY, false);
    expect(problems).toEqual({ phone: "serverError.phoneInvalid" });
    expect(translate(problems.phone ?? "serverError.invalid")).toBe(
      "Enter a phone number: 8 digits, or + and the country code.",
    );
    expect(firstProblem({ phone: "serverError.phoneInvalid", dateOfBirth: "adminPlayers.dobPast" })).toBe(
      "phone",
    );
  });

  it("is sent by Add Player only when typed, trimmed", () => {
    expect(createBody(draft({ phone: " 8888-1234 " }))).toEqual({
      name: "Ana",
      bestHand: "right",
      phone: "8888-1234",
    });
    expect(createBody(draft({ phone: "  " }))).not.toHaveProperty("phone");
  });

  it("opens as the player has it, and an edit sends it only when it changes, null to remove it", () => {
    const withPhone = { ...ana, phone: "+50688881234" };
    const open = draftFromPlayer(withPhone, "2026");
    expect(open.phone).toBe("+50688881234");
    expect(editBody(withPhone, open, 120)).toEqual({});
    expect(editBody(withPhone, { ...open, phone: "8777-0000" }, 120)).toEqual({ phone: "8777-0000" });
    expect(editBody(withPhone, { ...open, phone: " " }, 120)).toEqual({ phone: null });
    expect(draftFromPlayer(ana, "2026").phone).toBe("");
  });
});
