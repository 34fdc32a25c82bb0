/**
 * English texts of members (docs/rules.md#members): signing in with the personal link the
 * club's admin makes, the member's own page, their sessions, the top bar's entry, and the
 * admin's side: a player's phone, their sign-in link and ending their sessions. Part
 * of `en`.
 */
export const enMembers = {
  "member.signIn": "Sign in",
  "member.title": "My page",
  "member.help.title": "Sign in",
  "member.help.ask": "Ask the club's admin for your personal link. It arrives one of two ways:",
  "member.help.whatsapp": "by WhatsApp, as a message with the link;",
  "member.help.qr": "as a QR code, to scan with this phone's camera.",
  "member.help.once":
    "Open it on this phone and tap Sign in: you stay signed in here. The link works once, for 7 days.",
  "member.help.understood": "Got it",
  "member.notSignedIn": "You are not signed in",
  "member.waiting": "Waiting for approval",
  "member.waitingBody":
    "You are signed in. The club's admin has your registration: once they approve it, this page shows your matches.",
  "member.playerPage": "My player page",
  "member.nextMatches": "My next matches",
  "member.matchesLoading": "Loading your matches...",
  "member.noMatches": "No matches to play right now",
  "member.noMatchesHint": "Your tournament and league matches show here once they are drawn or arranged.",
  "member.vs": "vs",
  "member.matchWeek": "Week {week} · {first} – {last}",
  "member.leagueWhen": "{date} · {time}",
  "member.youChallenged": "You challenged",
  "member.challengedYou": "Challenged you",
  "member.sessions": "Where I am signed in",
  "member.sessionsHint": "End any device you no longer use, such as a lost phone.",
  "member.sessionsLoading": "Loading your devices...",
  "member.deviceOn": "{browser} on {system}",
  "member.deviceUnknown": "Unknown device",
  "member.thisDevice": "This device",
  "member.sessionUsedToday": "Used today",
  "member.sessionLastUsed": "Last used {date}",
  "member.endSession": "End",
  "member.endSessionOf": "End the session on {device} ({lastUsed})",
  "member.sessionEnded": "Session ended",
  "member.endSessionFailed": "Could not end the session",
  "member.signOut": "Sign out",
  "member.signedOut": "Signed out",
  "member.signOutFailed": "Could not sign out",

  "signIn.title": "Sign in",
  "signIn.body": "This is your personal link to the club. Tap Sign in to stay signed in on this device.",
  "signIn.button": "Sign in",
  "signIn.pending": "Signing in...",
  "signIn.private": "The link is yours alone: do not forward it.",
  "signIn.failed": "Could not sign in. Check the connection and try again.",
  "signIn.noLinkTitle": "No sign-in link",
  "signIn.noLink": "This page needs your personal sign-in link.",
  "signIn.deadTitle": "This link no longer works",
  "signIn.dead.unknown": "This sign-in link is not valid. Ask the club for a new link.",
  "signIn.dead.spent": "This sign-in link was already used. Ask the club for a new link.",
  "signIn.dead.expired": "This sign-in link is more than 7 days old. Ask the club for a new link.",
  "signIn.dead.replaced":
    "A newer link was made for you, so this one no longer works. Use the newest one, or ask the club for a new link.",
  "signIn.home": "Back to home",
  "signIn.email.title": "Or get a link by email",
  "signIn.email.label": "The email address the club has for you",
  "signIn.email.button": "Email me a link",
  "signIn.email.pending": "Sending...",
  "signIn.email.sent":
    "If {email} is the address the club has for you, a sign-in link is on its way. It works once, within 7 days. Look in your spam too.",
  "signIn.email.failed": "Could not ask for a link. Check the connection and try again.",

  "invite.signedIn": "This device is signed in: your page shows your matches once you are approved.",
  "invite.myPage": "Go to my page",

  "adminPlayers.phone": "Phone (WhatsApp)",
  "adminPlayers.phoneHint":
    'For "Send by WhatsApp": 8 digits, or + and the country code. Only the admin sees it.',
  "memberAdmin.menu": "More for {name}",
  "memberAdmin.linkItem": "Sign-in link",
  "memberAdmin.linkTitle": "Sign-in link: {name}",
  "memberAdmin.linkDescription":
    "A personal link that signs {name} in on their phone. It works once, for 7 days; a new link ends the one before.",
  "memberAdmin.make": "Make link",
  "memberAdmin.making": "Making link...",
  "memberAdmin.makeAnother": "Make a new link",
  "memberAdmin.linkFailed": "Could not make the link",
  "memberAdmin.linkLabel": "Sign-in link",
  "memberAdmin.linkNote":
    "Copy it, show the QR code or send it now: the link is shown only once. It expires {date}, {time}.",
  "memberAdmin.qrTitle": "QR code of {name}'s sign-in link",
  "memberAdmin.qrHint": "The player scans it with their phone's camera.",
  "memberAdmin.whatsAppText":
    "Hello {name}! This is your personal link to the club's Tournament Hub. Open it on your phone and tap Sign in. It works once, until {date}:",
  "memberAdmin.noPhone": "{name} has no phone yet: add one with Edit to send the link by WhatsApp.",
  "memberAdmin.endSessionsItem": "End sessions",
  "memberAdmin.endSessionsTitle": "End Sessions",
  "memberAdmin.endSessionsBody": "{name} is signed out on every phone and computer.",
  "memberAdmin.endSessionsNote":
    "For a lost phone. Their sign-in link, if not used yet, still works; admin sessions and league unlocks are not touched.",
  "memberAdmin.endSessionsConfirm": "End sessions",
  "memberAdmin.endingSessions": "Ending...",
  "memberAdmin.sessionsEnded": "Sessions ended",
  "memberAdmin.sessionsEndedBody.one": "{name} was signed out on {count} device.",
  "memberAdmin.sessionsEndedBody.other": "{name} was signed out on {count} devices.",
  "memberAdmin.endSessionsFailed": "Could not end the sessions",
} as const;
