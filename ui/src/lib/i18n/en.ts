import { enMatchesLeague } from "./en-matches-league";
import { enSeasons } from "./en-seasons";
import type { enErrors } from "./en-errors";
import type { enConsole } from "./en-console";
import type { enMemberScreens } from "./en-member-screens";
import { enCalendar } from "./en-calendar";
import { enLive } from "./en-live";
import { enDisplay } from "./en-display";
import { enFeeds } from "./en-feeds";
import { enFees } from "./en-fees";
import { enMembers } from "./en-members";
import { enNotices } from "./en-notices";
import { enResults } from "./en-results";
import { enLeagueResults } from "./en-league-results";
import { enPlayerPage } from "./en-player-page";
import { enPrint, enShare } from "./en-share";
import { enWords } from "./en-words";
import { enTiming } from "./en-timing";

/**
 * The English dictionary: every text the app shows, by key. Texts quoted by the
 * product spec are kept verbatim. `{name}` marks a value filled in by `t()`.
 * Spanish (`es.ts`) is another object of type `Dictionary` with the same keys: the type
 * checker refuses a key that one language has and the other has not. The texts of the
 * server's refusals (`en-errors.ts`) are not in it: they load apart, when first needed.
 */
export const en = {
  ...enMatchesLeague,
  ...enSeasons,
  ...enCalendar,
  ...enWords,
  ...enLive,
  ...enDisplay,
  ...enFeeds,
  ...enFees,
  ...enMembers,
  ...enNotices,
  ...enResults,
  ...enLeagueResults,
  ...enPlayerPage,
  ...enShare,
  ...enPrint,
  ...enTiming,
  "app.name": "Tournament Hub",
  "app.loading": "Loading...",

  // The tournament card's link to the console, which an admin sees on the hub.
  "admin.view": "View",
  "adminTournaments.viewInAdmin": "View in admin: {name}",

  "nav.home": "Tournament Hub home",
  "nav.overallRankings": "Overall Rankings",
  "nav.rankingsShort": "Rankings",
  "nav.rules": "Reglamento",
  "nav.main": "Main",
  "nav.skipToContent": "Skip to content",
  "page.title": "{page} · Tournament Hub",
  "footer.club": "Club tennis tournaments and challenge league",
  "language.switch": "Language",
  "language.english": "English",
  "language.spanish": "Español",
  "language.enCode": "EN",
  "language.esCode": "ES",

  "hub.heroLead": "WELCOME TO THE",
  "hub.heroTitle": "Tournament Hub",

  "error.loadFailed": "Something went wrong while loading. Please try again.",
  "action.retry": "Try again",
  "action.close": "Close",

  "hub.tabTournaments": "Tournaments",
  "hub.tabLeague": "League",
  "hub.tagline": "Draws, results and rankings of the club, live from the courts.",

  "tournaments.loading": "Loading tournaments...",
  "tournaments.active": "Active Tournaments",
  "tournaments.count.one": "{count} tournament",
  "tournaments.count.other": "{count} tournaments",
  "tournaments.empty": "No active tournaments yet",
  "tournaments.emptyHint": "Check back soon for upcoming tournaments!",
  "tournaments.comingSoon": "Coming Soon",
  "tournaments.finishedIn": "Finished in {season}",
  "tournaments.finalWaiting.awaiting": "Final played: {name} won, awaiting confirmation",
  "tournaments.finalWaiting.disputed": "Final played: {name} won, disputed",
  "card.startDate": "Start date",
  "card.players": "Players",
  "card.format": "Format",
  "card.viewDetails": "View Details",
  "card.champion": "Champion",

  "status.completed": "Finished",
  "status.active": "Active",
  "status.draft": "Draft",
  "status.comingSoon": "Coming Soon",
  "status.upcoming": "Upcoming",
  "status.sentence.completed": "Tournament has finished",
  "status.sentence.active": "Tournament is currently in progress",
  "status.sentence.comingSoon": "Registration opening soon",
  "status.sentence.other": "Tournament starts soon",
  "format.singleElimination": "Single Elimination",
  "format.hybrid": "Hybrid (Groups + KO)",
  "money.free": "Free",
  "money.noPrize": "No Prize",

  "detail.loading": "Loading tournament...",
  "detail.notFound": "Tournament Not Found",
  "detail.notFoundBody": "This tournament does not exist or is not public yet.",
  "detail.backHome": "Back to Home",
  "detail.kind": "Round Robin Tournament",
  "detail.kindSingleElimination": "Single Elimination Tournament",
  "detail.startDate": "Start Date",
  "detail.players": "Players",
  "detail.playersValue": "{registered} / {planned}",
  "detail.duration": "Duration",
  "detail.weeks.one": "{count} Week",
  "detail.weeks.other": "{count} Weeks",
  "detail.buyIn": "Buy-In",
  "detail.bagPrice": "Bag Price",
  "detail.viewRules": "View Rules",
  "detail.progress": "Progress",
  "detail.backToTournaments": "Back to Tournaments",
  "detail.champion": "Champion: {name}",
  "detail.tabSchedule": "Schedule",
  "detail.tabBracket": "Bracket",
  "detail.tabPlayers": "Players",

  "rulesDialog.title": "Tournament Rules",
  "rulesDialog.download": "Download",
  "rulesDialog.fileName": "reglamento-tournament-hub.txt",

  "progress.title": "Tournament Progress",
  "progress.loading": "Loading progress...",
  "progress.overall": "Overall progress",
  "progress.percent": "{percent}%",
  "progress.complete": "Complete",
  "progress.inProgress": "In Progress",
  "progress.pending": "Pending",
  "progress.setup": "Tournament Setup",

  "schedule.week": "Week {week}",
  "schedule.thisWeek": "This week",
  "schedule.empty": "No matches scheduled yet",
  "schedule.completed": "Completed",
  "schedule.notPlayed": "Not played yet",
  "schedule.winner": "Winner",
  "schedule.vs": "vs",
  "stageTag.group": "GS",
  "stageTag.roundOfQualification": "RQ",
  "stageTag.roundOf64": "R64",
  "stageTag.roundOf32": "R32",
  "stageTag.roundOf16": "R16",
  "stageTag.quarterfinal": "QF",
  "stageTag.semifinal": "SF",
  "stageTag.final": "F",

  "players.empty": "No players registered yet",
  "players.points": "{points} pts",
  "players.seed": "Seed {seed}",
  "players.rankFirst": "First place",
  "players.rankSecond": "Second place",
  "players.rankThird": "Third place",

  "stage.group": "Group Stage",
  "stage.roundOfQualification": "Round of Qualification",
  "stage.roundOf64": "Round of 64",
  "stage.roundOf32": "Round of 32",
  "stage.roundOf16": "Round of 16",
  "stage.quarterfinal": "Quarterfinals",
  "stage.semifinal": "Semifinals",
  "stage.final": "Final",

  "bracket.loading": "Loading tournament bracket...",
  "bracket.noActive": "No active tournaments for bracket display",
  "bracket.comingSoonTitle": "Bracket coming soon",
  "bracket.comingSoonBody": "Bracket will appear here once the tournament begins",
  "bracket.title": "Tournament Bracket",
  "bracket.complete": "Complete",
  "bracket.inProgress": "In Progress",
  "bracket.champion": "Tournament Champion",
  "bracket.groupStage": "Group Stage",
  "bracket.knockoutStage": "Knockout Stage",
  "bracket.projected": "Projected pairings: names fill in once the group stage is final.",
  "bracket.round": "Round {round}",
  "bracket.scrollHint": "Swipe sideways to see every round",
  "bracket.clickHint": "Click for tiebreaker details",
  "bracket.colPlayer": "Player",
  "bracket.colPoints": "Pts",
  "bracket.colSetPct": "Set %",
  "bracket.colGamePct": "Game %",
  "bracket.groupFinal": "Final standings",
  "bracket.groupPlayed": "{played} of {total} matches played",
  "bracket.groupFirst": "1st Group {group}",
  "bracket.groupSecond": "2nd Group {group}",
  "bracket.groupThird": "3rd Group {group}",
  "bracket.groupPlace": "{place}th Group {group}",
  "bracket.line": "Line {line}",
  "group.name": "Group {letter}",
  "bracket.seed": "Seed {seed}",
  "bracket.qualifier": "Best qualifier {rank}",
  "bracket.winnerOf": "Winner {match}",
  "bracket.tbd": "TBD",
  "bracket.bye": "BYE",
  "bracket.matchLabel": "{stage}, match {number}",
  "bracket.walkover": "W/O",
  "bracket.retired": "ret.",

  "ranking.title": "Ranking Details",
  "ranking.finalPosition": "Final Position",
  "ranking.qualified": "QUALIFIED",
  "ranking.place1": "1st Place",
  "ranking.place2": "2nd Place",
  "ranking.place3": "3rd Place",
  "ranking.placeN": "{n}th Place",
  "ranking.inGroup": "in {group}",
  "ranking.explainTitle": "How ties are broken",
  "ranking.explainBody":
    "Players are ordered by points first, 3 for each win. When points are level, the next criterion of the hierarchy decides, one after the other, until the tie is broken.",
  "ranking.aheadOf": "Ahead of {name} on {criterion}.",
  "ranking.behind": "Behind {name} on {criterion}.",
  "ranking.provisional": "The group is still being played: this position can change.",
  "ranking.matchPerformance": "Match Performance",
  "ranking.points": "Points",
  "ranking.wins": "Wins",
  "ranking.losses": "Losses",
  "ranking.stats": "Tiebreaker Stats",
  "ranking.setWinPct": "Set Win %",
  "ranking.gameWinPct": "Game Win %",
  "ranking.setsWonLost": "Sets Won/Lost",
  "ranking.gamesWonLost": "Games Won/Lost",
  "ranking.hierarchy": "Tiebreaker Hierarchy",
  "ranking.decidedHere": "Decided this place",
  "ranking.tiedComparison": "Tied Players Comparison",
  "ranking.noTie": "No other player in this group has the same points.",
  "ranking.colPos": "Pos",
  "ranking.colWins": "Wins",
  "criterion.points": "points",
  "criterion.setPct": "set win percentage",
  "criterion.gamePct": "game win percentage",
  "criterion.wins": "total wins",
  "criterion.name": "alphabetical order",
  "hierarchy.points": "Points (3 per win)",
  "hierarchy.setPct": "Set win percentage",
  "hierarchy.gamePct": "Game win percentage",
  "hierarchy.wins": "Total wins",
  "hierarchy.name": "Name, alphabetically",

  "rankings.loading": "Loading rankings...",
  "rankings.empty": "No players registered yet",
  "rankings.rank": "Rank",
  "rankings.player": "Player",
  "rankings.totalPoints": "Total Points",

  "profile.title": "Player Profile",
  "profile.loading": "Loading player...",
  "profile.notFound": "Player not found",
  "profile.rank": "Rank #{rank}",
  "profile.unranked": "Not ranked",
  "hand.right": "Right-handed",
  "hand.left": "Left-handed",
  "profile.played": "Played",
  "profile.won": "Won",
  "profile.lost": "Lost",
  "profile.winRate": "Win rate",
  "profile.breakdown": "Points breakdown",
  "profile.league": "Challenge league",
  "profile.walkovers": "Walkover penalties",
  "profile.adjustment": "Adjustment",
  "profile.total": "Total",
  "profile.recent": "Recent matches",
  "profile.noMatches": "No matches played yet",
  "profile.win": "W",
  "profile.loss": "L",
  "profile.draw": "D",
  "profile.drawn": "Drawn",
  "profile.versus": "vs {name}",
  "profile.contextLeague": "League",
  "profile.contextTournament": "{tournament} · {stage}",
  "finish.champion": "Champion",
  "finish.finalist": "Finalist",
  "finish.semifinalist": "Semifinalist",
  "finish.quarterfinalist": "Quarterfinalist",
  "finish.roundOf16": "Round of 16",
  "finish.firstRounds": "First rounds",
  "finish.qualified": "Qualified",
  "finish.participation": "Participation",

  "invite.checking": "Checking invitation...",
  "invite.invalidTitle": "Invalid Invitation",
  "invite.invalidBody": "This invitation link is invalid, expired, or has already been used.",
  "invite.returnHome": "Return to Home",
  "invite.intro": "Create your player profile. An admin approves it before you appear in the rankings.",
  "invite.expires": "This invitation is valid until {date}.",
  "invite.name": "Name",
  "invite.email": "Email",
  "invite.dateOfBirth": "Date of birth",
  "invite.optional": "optional",
  "invite.photo": "Photo",
  "invite.submit": "Submit Registration",
  "invite.submitting": "Submitting...",
  "invite.failed": "Registration failed",
  "invite.failedBody": "Failed to register. Please try again.",
  "invite.success": "Registration successful",
  "invite.successBody": "Your registration is pending approval.",
  "invite.submittedTitle": "Registration Submitted",
  "invite.submittedBody": "Thanks, {name}! You will be notified once an admin approves your registration.",
  "validation.nameRequired": "Name required",
  "validation.nameRequiredBody": "Please enter your name",

  "bestHand.legend": "Best hand",
  "bestHand.right": "Right",
  "bestHand.left": "Left",

  "avatar.hint": "Max 5MB, JPEG/PNG/WebP",
  "avatar.choose": "Choose photo",
  "avatar.change": "Change photo",
  "avatar.remove": "Remove photo",
  "avatar.preview": "Photo preview",
  "avatar.processing": "Processing image...",
  "avatar.invalidType": "Invalid file type",
  "avatar.invalidTypeBody": "Please select an image file",
  "avatar.tooLarge": "Image too large",
  "avatar.failed": "Image processing failed",
  "avatar.failedBody": "Failed to process the image",

  "league.loading": "Loading matches...",
  "league.empty": "No matches yet",
  "league.emptyHint": "Challenge matches between club players show up here.",
  "league.title": "Challenge League",
  "league.completed": "Completed",
  "league.draw": "Draw",
  "league.pending": "Pending",
  "league.court": "Court {n}",
  "league.winner": "Winner",
  "league.notPlayed": "Not played yet",
  "league.vs": "vs",
  "league.filterPlayer": "Player",
  "league.allPlayers": "All players",
  "league.filterStatus": "Status",
  "league.allStatuses": "All",
  "league.emptyFiltered": "No matches found",
  "league.emptyFilteredHint": "Try another player or status.",
  "league.loadMoreFailed": "Could not load more matches. Please try again.",

  "admin.title": "Admin",
  "rankings.title": "Overall Rankings",
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
  "list.showing": "Showing {shown} of {total}",
  "list.loadMore": "Load more",
  "list.loadingMore": "Loading...",
} as const;

/**
 * Every text key the app knows: the dictionary's, the server's refusals' (`en-errors.ts`), the
 * admin console's (`en-console.ts`) and the member's screens' (`en-member-screens.ts`).
 */
export type MessageKey =
  keyof typeof en | keyof typeof enErrors | keyof typeof enConsole | keyof typeof enMemberScreens;

/** A complete translation: one text for each key of the English dictionary. */
export type Dictionary = Record<keyof typeof en, string>;

/** A complete translation of the texts of the server's refusals, which load apart. */
export type ErrorTexts = Texts<typeof enErrors>;

/** A complete translation of the admin console's texts, which load with the console. */
export type ConsoleTexts = Texts<typeof enConsole>;

/** A complete translation of the member's screens' texts, which load with those screens. */
export type MemberTexts = Texts<typeof enMemberScreens>;

/** A translation of one area's texts (`enAdmin`, ...): every key of it, and no other. */
export type Texts<Area> = { readonly [Key in keyof Area]: string };
