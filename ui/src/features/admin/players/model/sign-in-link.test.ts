import { describe, expect, it } from "vitest";
import { whatsAppNumber, whatsAppTo } from "./sign-in-link";

describe("the sign-in link by WhatsApp", () => {
  it("writes to the player's number, digits only, with the message and the link on its own line", () => {
    const link = whatsAppTo("+50688881234", "Hola Ana: su enlace", "https://club.example/sign-in#abc");
    expect(link).toBe(
      `https://wa.me/50688881234?text=${encodeURIComponent("Hola Ana: su enlace\nhttps://club.example/sign-in#abc")}`,
    );
    // The fragment travels inside the message, never as the wa.me link's own fragment.
    expect(new URL(link ?? "").hash).toBe("");
    expect(new URL(link ?? "").searchParams.get("text")).toBe(
      "Hola Ana: su enlace\nhttps://club.example/sign-in#abc",
    );
  });

  it("has nobody to write to without a phone", () => {
    expect(whatsAppTo(null, "Hola", "https://club.example/sign-in#abc")).toBeNull();
    expect(whatsAppTo("", "Hola", "https://club.example/sign-in#abc")).toBeNull();
    expect(whatsAppNumber(undefined)).toBe("");
    expect(whatsAppNumber("+1 555 010 9999")).toBe("15550109999");
  });
});
