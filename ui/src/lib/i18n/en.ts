/**
 * The English dictionary: every text the app shows, by key. Texts quoted by the
 * product spec are kept verbatim. `{name}` marks a value filled in by `t()`.
 * A new language is another object of type `Dictionary` with the same keys.
 */
export const en = {
  "app.name": "Tournament Hub",
  "app.loading": "Loading...",

  "nav.home": "Tournament Hub home",
  "nav.overallRankings": "Overall Rankings",
  "nav.rules": "Reglamento",
  "nav.main": "Main",
  "footer.club": "Club tennis tournaments and challenge league",

  "hub.heroLead": "WELCOME TO THE",
  "hub.heroTitle": "Tournament Hub",

  "admin.title": "Admin",
  "rankings.title": "Overall Rankings",
  "tournament.title": "Tournament",
  "invite.title": "Join the League",

  "rules.loading": "Cargando reglamento...",
  "rules.loadFailed": "No se pudo cargar el reglamento",
  "rules.backHome": "Volver al inicio",

  "notFound.title": "Page Not Found",
  "notFound.body": "The page you are looking for does not exist or has moved.",
  "notFound.home": "Back to Home",

  "toast.close": "Close",
  "toast.region": "Notifications ({hotkey})",
  "dialog.close": "Close",
  "spinner.label": "Loading",
} as const;

/** Every text key the app knows. */
export type MessageKey = keyof typeof en;

/** A complete translation: one text for each key of the English dictionary. */
export type Dictionary = Record<MessageKey, string>;
