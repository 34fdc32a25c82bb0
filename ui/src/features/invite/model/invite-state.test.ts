import { describe, expect, it } from "vitest";
import { draftPayload, draftProblem, EMPTY_DRAFT, inviteStep } from "./invite-state";

describe("inviteStep", () => {
  it("walks checking, then form for a valid link, then submitted", () => {
    expect(inviteStep("pending", "idle")).toBe("checking");
    expect(inviteStep("success", "idle")).toBe("form");
    expect(inviteStep("success", "pending")).toBe("form");
    expect(inviteStep("success", "success")).toBe("submitted");
  });

  it("stays on the form when the signup fails, so the visitor can try again", () => {
    expect(inviteStep("success", "error")).toBe("form");
  });

  it("goes to invalid when the check fails, whatever else happened", () => {
    expect(inviteStep("error", "idle")).toBe("invalid");
    expect(inviteStep("error", "success")).toBe("invalid");
  });
});

describe("the signup draft", () => {
  it("starts right-handed with nothing filled", () => {
    expect(EMPTY_DRAFT).toEqual({ name: "", email: "", dateOfBirth: "", bestHand: "right", avatar: null });
  });

  it("requires a name that is not only spaces", () => {
    expect(draftProblem(EMPTY_DRAFT)).toBe("nameRequired");
    expect(draftProblem({ ...EMPTY_DRAFT, name: "   " })).toBe("nameRequired");
    expect(draftProblem({ ...EMPTY_DRAFT, name: "Ana" })).toBeNull();
  });

  it("sends only what was filled, trimmed", () => {
    expect(draftPayload({ ...EMPTY_DRAFT, name: "  Ana Mora ", email: "  " })).toEqual({
      name: "Ana Mora",
      bestHand: "right",
    });
    expect(
      draftPayload({
        name: "Ana",
        email: " ana@example.com ",
        dateOfBirth: "1990-04-02",
        bestHand: "left",
        avatar: "data:image/jpeg;base64,AAAA",
      }),
    ).toEqual({
      name: "Ana",
      email: "ana@example.com",
      dateOfBirth: "1990-04-02",
      bestHand: "left",
      avatar: "data:image/jpeg;base64,AAAA",
    });
  });
});
