/**
 * English texts of the admin shell: access, login, logout, tabs; a few of the
 * Tournaments tab's (the rest are in `en-tournaments.ts`), the year-end finals and the
 * seasons of Edit Player's points. Part of `en`.
 */
export const enAdmin = {
  "admin.accessRequired": "Admin Access Required",
  "admin.accessBody": "This area is for the club's administrator. Log in with the admin password.",
  "admin.accessButton": "Admin Access",
  "admin.loginTitle": "Admin Access",
  "admin.loginDescription": "Enter the admin password to manage the club.",
  "admin.password": "Password",
  "admin.login": "Log In",
  "admin.loggingIn": "Logging in...",
  "admin.loginFailed": "Login failed",
  "admin.invalidPassword": "Invalid password",
  "admin.tooManyAttempts": "Too many attempts. Please wait a few minutes and try again.",
  "admin.logout": "Logout",
  "admin.logoutFailed": "Logout failed",
  "admin.loggedOut": "Logged out",
  "admin.endAll": "Log out everywhere",
  "admin.endAllTitle": "Log out everywhere?",
  "admin.endAllBody":
    "Every admin session ends now, this one included, on every phone and computer, and so does every league unlock. The passwords stay as they are.",
  "admin.endAllConfirm": "Log out everywhere",
  "admin.endAllPending": "Logging out...",
  "admin.endAllFailed": "Could not log out everywhere",
  "admin.endAllDone": "Logged out everywhere",
  "admin.subtitle": "Tournaments, players, results and the challenge league.",
  "admin.tabTournaments": "Tournaments",
  "admin.tabPlayers": "Players",
  "admin.tabMatches": "Matches",
  "admin.tabLeague": "League",
  "admin.cancel": "Cancel",
  "admin.save": "Save",
  "admin.saving": "Saving...",
  "admin.edit": "Edit",
  "admin.delete": "Delete",
  "admin.view": "View",

  "adminTournaments.generatedBody.one": "{count} match scheduled for {name}",
  "adminTournaments.generateLocked": "Results are recorded, so the schedule can no longer be replaced.",
  "adminTournaments.standingsNoSchedule": "Matches have not been generated yet",
  "adminTournaments.standingsNoScheduleHint":
    "The groups are drawn. Generate Matches to build their schedule; the tables fill in as results come in.",
  "adminTournaments.pointsSeason": "Points of the {season} season: the seeding follows them.",

  "adminTournaments.createFinals": "Create Year-End Finals",
  "adminTournaments.finalsLoading": "Loading the ranking...",
  "adminTournaments.finalsName": "Finales {year}",
  "adminTournaments.finalsTop": "Top {count} of the {season} ranking on {date}",
  "adminTournaments.finalsHint":
    "Seeded by their rank in the season. A player who cannot play can be replaced with the next in the ranking, now {name}.",
  "adminTournaments.finalsNobodyLeft":
    "Seeded by their rank in the season. Nobody else in the ranking is left.",
  "adminTournaments.finalsRank": "#{rank}",
  "adminTournaments.finalsReplace": "Replace with next",

  "adminPlayers.season": "Season",
  "adminPlayers.seasonCurrent": "{season} (this season)",
  "adminPlayers.seasonTotalLoading": "Loading the total of {season}...",
  "adminPlayers.seasonTotalFailed": "Could not load the total of {season}.",
} as const;
