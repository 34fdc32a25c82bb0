/**
 * Sending a member their sign-in link (docs/rules.md#members): the console offers it to
 * copy, as a QR code, and as "Send by WhatsApp", a `wa.me` link that opens a chat with the
 * player's phone and the message typed in.
 */

/** The digits `wa.me` takes for a phone kept as `+50688881234`; empty without a phone. */
export function whatsAppNumber(phone: string | null | undefined): string {
  return (phone ?? "").replace(/\D/g, "");
}

/**
 * The link that opens a WhatsApp chat with `phone` and `text` typed in, the sign-in link
 * `url` on a line of its own; null when the player has no phone.
 */
export function whatsAppTo(phone: string | null | undefined, text: string, url: string): string | null {
  const number = whatsAppNumber(phone);
  if (!number) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(`${text}\n${url}`)}`;
}
