/**
 * English texts of members (docs/rules.md#members) that a visitor's screens show too: the top
 * bar's entry and the invitation page's. Part of `en`. Signing in with the personal link the
 * club's admin makes, the member's own page and their sessions are in `en-member-screens.ts`;
 * the admin's side (a player's phone, their sign-in link, ending their sessions) in
 * `en-console.ts`.
 */
export const enMembers = {
  "member.signIn": "Sign in",
  "member.help.ask": "Ask the club's admin for your personal link. It arrives one of two ways:",
  "member.help.whatsapp": "by WhatsApp, as a message with the link;",
  "member.help.qr": "as a QR code, to scan with this phone's camera.",
  "member.help.once":
    "Open it on this phone and tap Sign in: you stay signed in here. The link works once, for 7 days.",
  "member.withPartner": "With",
  "member.vs": "vs",

  "signIn.dead.unknown": "This sign-in link is not valid. Ask the club for a new link.",
  "signIn.dead.spent": "This sign-in link was already used. Ask the club for a new link.",
  "signIn.dead.expired": "This sign-in link is more than 7 days old. Ask the club for a new link.",
  "signIn.dead.replaced":
    "A newer link was made for you, so this one no longer works. Use the newest one, or ask the club for a new link.",

  "invite.signedIn": "This device is signed in: your page shows your matches once you are approved.",
  "invite.myPage": "Go to my page",
} as const;
