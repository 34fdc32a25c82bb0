/**
 * The API's wire types under the names the app uses. Each is a schema of the server's
 * OpenAPI document (ui/openapi.json, turned into ./schema.ts by `npm run api:types`), so a
 * change to the server's contract shows up here as a type error. Where the document says
 * less than the server does, the fix is narrow and says why.
 */
import type { components } from "./schema";

type Schemas = components["schemas"];

/** The same type, printed as one object in hovers and errors. */
type Flat<T> = { [K in keyof T]: T[K] };

/** `T` with the fields of `O` in place of its own. */
type With<T, O> = Flat<Omit<T, keyof O> & O>;

/**
 * `T` with the fields `K` always present. The document marks every field the server
 * serializes from a Rust `Option` as optional, but the server always sends those, as null
 * when empty; only the fields it really leaves out (the admin-only `email` and
 * `dateOfBirth`, a list's missing `selectedPlayerIds`) may be absent. A contract problem to
 * fix in the document; until then the app reads these fields as the server sends them.
 */
type AlwaysSent<T, K extends keyof T> = Flat<Omit<T, K> & Required<Pick<T, K>>>;

/**
 * A request body with the fields `K` required and not null: what the app always sends of a
 * body whose every field the document leaves open (so that the server names a missing one).
 */
export type Sending<T, K extends keyof T> = Flat<Omit<T, K> & { [P in K]-?: NonNullable<T[P]> }>;

// Players (docs/api.md, "Players").

/** The hand a player plays with. */
export type BestHand = Schemas["BestHand"];
/** `approved`, or `pending` (only the admin sees those). */
export type PlayerStatus = Schemas["PlayerStatus"];
/** A club player as the public sees them (email and birth date only for the admin). */
export type Player = AlwaysSent<Schemas["Player"], "avatar">;
/** A line of the overall rankings, of the season it was asked for. */
export type RankingEntry = AlwaysSent<Schemas["RankingEntry"], "avatar">;
/** One manual change of a player's total. */
export type PointAdjustment = AlwaysSent<Schemas["PointAdjustment"], "reason">;
/** Where a player's total comes from (docs/rules.md#points). */
export type PointsBreakdown = With<Schemas["PointsBreakdown"], { adjustments: PointAdjustment[] }>;
/**
 * A played match in a profile; `score` is the sets from this player's side (their games
 * first), `outcome` a walkover or retirement, and a tournament match names its tournament
 * and stage.
 */
export type RecentMatch = AlwaysSent<
  Schemas["RecentMatch"],
  "outcome" | "tournamentId" | "tournamentName" | "stage"
>;
/** How a tournament finish is named in a points breakdown: `champion`, `qualified`, ... */
export type Finish = Schemas["Finish"];
/** Who a tournament is played by: `singles` (players) or `doubles` (teams of two); also a ranking's. */
export type Discipline = Schemas["Discipline"];
/**
 * A played doubles match in a profile, from the player's team's side: the partner, the other
 * team (its name is the team's, "Ana Mora / Luis Rojas"), won or lost, the sets from their
 * side, the tournament and stage.
 */
export type DoublesMatch = AlwaysSent<Schemas["DoublesMatchBody"], "outcome">;
/** A player's doubles numbers in a profile's season, and their last doubles matches whatever the season. */
export type DoublesRecord = With<Schemas["DoublesRecord"], { recentMatches: DoublesMatch[] }>;
/**
 * A player's profile: the player, rank, win rate, points breakdown and recent matches; the
 * numbers, rank, win rate and breakdown are those of `season`. `doubles` is absent (or null)
 * for a player without a doubles match in the season; the rest stays singles and league.
 */
export type Profile = With<
  AlwaysSent<Schemas["Profile"], "rank">,
  { player: Player; breakdown: PointsBreakdown; doubles?: DoublesRecord | null }
>;
/** Wins, losses, draws, sets and games over some matches, from one player's side. */
export type MatchRecord = Schemas["RecordBody"];
/** One page of a player's history (`X-Total-Count` counts them all) and the record over all. */
export type MatchHistory = With<Schemas["MatchHistory"], { matches: RecentMatch[] }>;
/** One side of a head-to-head: the player, their current rank, their record against the other. */
export type Rival = With<AlwaysSent<Schemas["RivalBody"], "rank">, { player: Player }>;
/** Two players against each other, with every meeting from the first one's side. */
export type HeadToHead = With<
  Schemas["HeadToHeadBody"],
  { a: Rival; b: Rival; meetings: RecentMatch[]; doublesMeetings: DoublesMatch[] }
>;
/** A player's points and rank at the end of a day; `rank` null when not ranked. */
export type RankingPoint = AlwaysSent<Schemas["RankingPoint"], "rank">;
/** A player's points and rank over a season, oldest first. */
export type RankingHistory = With<Schemas["RankingHistory"], { points: RankingPoint[] }>;
/** The body of the invitation signup: a new player's own fields. */
export type PlayerForm = Schemas["PlayerForm"];
/** The body of POST /api/players: the signup's fields and the level the admin confirmed. */
export type AddPlayerForm = Schemas["AddPlayerForm"];
/** A player's level once the admin confirmed it: `C+` or `B` (docs/rules.md#level-and-fee). */
export type Level = Schemas["Level"];
/** The body of PATCH /api/players/{id}: any subset of the fields. */
export type PlayerEdit = Schemas["PlayerEdit"];
/** The optional body of POST /api/players/{id}/approve. */
export type Approval = Schemas["Approval"];

// Fees (docs/api.md, "Fees"): the admin's books.

/** Where a player stands with a season's fee: `paid` (nothing owed), `partial`, `unpaid`. */
export type FeeStatus = Schemas["FeeStatus"];
/** One player of a season's fees; `amount` and `paidOn` null while nothing is recorded. */
export type FeeLine = AlwaysSent<Schemas["FeeLineBody"], "avatar" | "level" | "amount" | "paidOn">;
/** A season's fees: its fee, its players and the totals collected and owed. */
export type SeasonFees = With<Schemas["SeasonFeesBody"], { players: FeeLine[] }>;
/** A season's fee and whether the admin set it. */
export type SeasonFee = Schemas["SeasonFeeBody"];
/** The body of PUT /api/admin/fees/{season}/{playerId}. */
export type PaymentForm = Schemas["PaymentForm"];
/** Why the admin is warned about a player put in a draw. */
export type WarningCode = Schemas["WarningCode"];
/** A warning naming the players it is about; the admin may go on. */
export type EligibilityWarning = Schemas["EligibilityWarning"];
/** The warnings before players are put in a draw of one season (or approved). */
export type Eligibility = Schemas["EligibilityBody"];

// Seasons: a season is a calendar year in club time; on the wire a year ("2025") or "all".

/** A season on the wire: a year such as "2025", or "all" (all time). */
export type Season = string;
/** A tournament's champion in a season's archive; `finals` marks the year-end finals. */
export type SeasonChampion = Schemas["SeasonChampionBody"];
/** The player who won the most league sets in a season. */
export type SeasonLeagueLeader = Schemas["LeagueLeaderBody"];
/** A finished season: its top 10 (and doubles top 10, absent without doubles), its tournament champions, the finals' champion, the league's leader. */
export type PastSeason = With<
  AlwaysSent<Schemas["SeasonSummaryBody"], "finalsChampion" | "leagueMostSets">,
  { top: RankingEntry[]; doublesTop?: RankingEntry[] }
>;
/** The answer of GET /api/seasons: the current season and the past ones with results, newest first. */
export type Seasons = With<Schemas["Seasons"], { seasons: PastSeason[] }>;

// Invitations (docs/api.md, "Invitations").

/** The answer of POST /api/invitations; the token is shown once: the server keeps its hash. */
export type CreatedInvitation = Schemas["CreatedInvitation"];
/** A live link in the admin's list: the token's first characters, never the token. */
export type Invitation = Schemas["LiveInvitation"];
/** What the server says about a live invitation (a dead one is a 404). */
export type InvitationCheck = Schemas["LiveLink"];
/** The pending registration a signup created. */
export type Registration = Schemas["Registration"];

// Session (docs/api.md, "Session").

/** A player's part in running the club: `member`, or `organizer` (docs/rules.md#committee). */
export type Role = Schemas["Role"];
/** The organizer whose console an admin session is. */
export type OrganizerRef = Schemas["OrganizerRef"];
/**
 * What the server says the current visitor may do; `organizer` names the organizer whose
 * console this is, null for the admin password's.
 */
export type SessionStatus = AlwaysSent<Schemas["SessionStatus"], "organizer">;
export type SessionsEnded = Schemas["SessionsEnded"];
/** The answer of a successful admin login. */
export type AdminLoggedIn = Schemas["AdminLoggedIn"];
/** The answer of a successful league unlock. */
export type LeagueUnlocked = Schemas["LeagueUnlocked"];

// Members (docs/api.md, "Members"): the member's own calls, and the admin's side of them.

/**
 * A device of the member's that stopped receiving notices: its push service failed for a day,
 * so the club stopped sending there. `browser` and `system` as a session's device names them.
 */
export type StoppedDevice = AlwaysSent<Schemas["StoppedDevice"], "browser" | "system">;
/**
 * The signed-in member; `status` is `pending` for a signup the admin has not approved yet.
 * `stoppedDevices` lists their devices that stopped receiving notices in the last 30 days.
 */
export type Me = With<AlwaysSent<Schemas["Me"], "avatar" | "language">, { stoppedDevices: StoppedDevice[] }>;
/** A tournament match the member still has to play. */
export type UpcomingTournamentMatch = Schemas["UpcomingTournamentMatch"];
/** A league match the member still has to play; `time` and `cancha` null until set. */
export type UpcomingLeagueMatch = AlwaysSent<Schemas["UpcomingLeagueMatch"], "time" | "cancha">;
/** The member's next matches, tournament and league. */
export type MeOverview = With<
  Schemas["MeOverview"],
  { tournamentMatches: UpcomingTournamentMatch[]; leagueMatches: UpcomingLeagueMatch[] }
>;
/** The browser and system a session started from, each null when its browser did not say. */
export type SessionDevice = AlwaysSent<Schemas["SessionDevice"], "browser" | "system">;
/** One of the member's sessions; `current` marks this browser's. */
export type MemberSessionEntry = With<Schemas["MemberSessionEntry"], { device: SessionDevice }>;
/** A one-time sign-in link the admin made for a player: shown once. */
export type SignInLink = Schemas["SignInLink"];
/** The body of signing in with a link's token, with the page's language (`en` or `es`). */
export type SignInBody = Schemas["SignInBody"];
/** The answer to asking for a sign-in link by email: the same for every address. */
export type SignInLinkAccepted = Schemas["SignInLinkAccepted"];
/** How many of a player's sessions the admin ended. */
export type MemberSessionsEnded = Schemas["MemberSessionsEnded"];

/** What the server can do, for every visitor: whether the club sends email. */
export type Features = Schemas["Features"];

// Notices (docs/api.md, "Notices"): the member's and the admin's.

/** One notice, in its reader's language, with the page where they act. */
export type NoticeView = Schemas["NoticeView"];
/** A page of notices, newest first, with how many are unread. */
export type Notices = With<Schemas["Notices"], { notices: NoticeView[] }>;
/** How many notices are left unread. */
export type UnreadNotices = Schemas["Unread"];
/** One kind's email and push switches. */
export type KindChannels = Schemas["KindChannels"];
/** The member's switches, every member kind. */
export type NoticePreferences = With<Schemas["NoticePreferences"], { kinds: KindChannels[] }>;
/** The outbox at a glance; `lastError` null until a delivery fails. */
export type Deliveries = AlwaysSent<Schemas["Deliveries"], "lastError">;

// Tournaments (docs/api.md, "Tournaments").

/** Lifecycle of a tournament. */
export type TournamentStatus = Schemas["TournamentStatus"];
/** Groups then knockout, or a straight knockout draw. */
export type TournamentType = Schemas["TournamentType"];
/**
 * A final played but not confirmed yet: its winner as reported, and whether it is `awaiting`
 * the opponent or `disputed`. The document types the state as any result's; a confirmed final
 * completes its tournament and is no longer waiting, so the server sends only these two.
 */
export type FinalWaiting = With<Schemas["FinalWaiting"], { state: Exclude<ConfirmationState, "confirmed"> }>;
/**
 * A tournament as the list and the detail return it; `selectedPlayerIds` only in the detail.
 * While `finalWaiting` is set, it stays `active` and names no champion.
 */
export type Tournament = With<
  AlwaysSent<Schemas["Tournament"], "championId" | "championName">,
  { finalWaiting: FinalWaiting | null }
>;
/** The body of create and edit. */
export type TournamentBody = Schemas["TournamentBody"];
/** What deleting a tournament takes away: champion, results and the walkover penalties they caused. */
export type TournamentDeletion = AlwaysSent<Schemas["TournamentDeletion"], "championId" | "championName">;
/** A player entered in a tournament. */
export type TournamentPlayer = AlwaysSent<Schemas["TournamentPlayer"], "avatar" | "groupId">;
/** A round-robin group: `name` is the spec's "Group A" for API clients; the UI names it from `letter`. */
export type Group = Schemas["Group"];
/** What put a player ahead of the next one in a group table. */
export type TiebreakCriterion = Schemas["Criterion"];
/** One line of a group table, in standings order. */
export type GroupPlayer = AlwaysSent<Schemas["GroupPlayer"], "avatar" | "decidedBy">;
/** Stage of a match. */
export type MatchStage = Schemas["Stage"];
/** Where a tournament match stands. */
export type MatchStatus = Schemas["MatchStatus"];
/** Where an unknown knockout player comes from: `{ kind: "group_place", group: "A", place: 1 }`, ... */
export type SlotLabel = Schemas["SlotLabel"];
/** How a match ended when it was not played out: `walkover` or `retired`. */
export type Outcome = Schemas["Outcome"];
/** One set of a match as played, from player 1's side. */
export type MatchSet = AlwaysSent<Schemas["SetGames"], "tiebreak">;
/** A scheduled, pending or played match of a tournament. */
export type Match = With<
  AlwaysSent<
    Schemas["Match"],
    | "groupId"
    | "player1Id"
    | "player2Id"
    | "player1Name"
    | "player2Name"
    | "player1Label"
    | "player2Label"
    | "winnerId"
    | "score"
    | "scoreForWinner"
    | "outcome"
    | "player1Sets"
    | "player2Sets"
    | "player1Games"
    | "player2Games"
    | "nextMatchId"
    | "nextSlot"
  >,
  { sets: MatchSet[]; confirmation?: ResultConfirmation | null }
>;
/**
 * Where a result stands with the opponent (docs/api.md, "Results"): `awaiting`, `confirmed` or
 * `disputed`; `reportedBy` null for the admin's, `confirmBy` null once confirmed.
 */
export type ResultConfirmation = AlwaysSent<Schemas["ResultConfirmation"], "reportedBy" | "confirmBy">;
/** The states of a result's confirmation, as the document types them. */
export type ConfirmationState = Schemas["ConfirmationState"];
/** A result waiting for the admin: `disputed` (with the opponent's reason) or a late player's `walkover`. */
export type WaitingResult = With<
  AlwaysSent<Schemas["WaitingResult"], "reason">,
  {
    kind: "disputed" | "walkover";
    /** `tournament`: the result is in `match`; `league`: in `leagueMatch`. */
    source: "tournament" | "league";
    match: Match | null;
    leagueMatch: LeagueMatch | null;
  }
>;
/** Who made a change of the audit trail: the admin, an organizer, the league password, a member, or the club's clock. */
export type AuditActor = Schemas["AuditActor"];
/** One change of the club's audit trail: who, when, what, before and after. */
export type AuditEntry = With<
  AlwaysSent<Schemas["AuditEntry"], "actorRef" | "actorPlayerId" | "actorName">,
  { before: Record<string, unknown> | null; after: Record<string, unknown> | null }
>;
/** State of one stage in the Progress modal. */
export type StageState = Schemas["StageState"];
/** How far a tournament has come. */
export type Progress = Schemas["Progress"];
/** The schedule week an active tournament is in today, with its first and last day. */
export type TournamentWeek = Schemas["TournamentWeek"];
/** One week of a tournament's schedule and its dates (the detail's `scheduleWeeks`). */
export type ScheduleWeek = Schemas["ScheduleWeek"];
/** Which week each active tournament is in by the club's clock (the clubhouse display's "this week"). */
export type ThisWeek = Schemas["ThisWeek"];
/** A player count a format allows, and the weeks a tournament of that size runs. */
export type FormatSize = Schemas["FormatSize"];
/** A format with its allowed sizes (docs/rules.md#formats). */
export type FormatOption = Schemas["FormatOption"];
/** One knockout match of a draw plan: where each side's player comes from, and where its winner goes. */
export type PlannedMatch = With<
  AlwaysSent<Schemas["PlannedMatchBody"], "nextMatch" | "nextSide">,
  { labels: [SlotLabel, SlotLabel]; nextSide: 1 | 2 | null }
>;
/** A draw before anyone is placed in it: positions, fill order and knockout (docs/rules.md#seeding). */
export type DrawPlan = With<
  Schemas["DrawPlanBody"],
  { firstRound: [number, number][]; knockout: PlannedMatch[] }
>;
/**
 * What Auto-fill is asked: the format, the selected players (in doubles, the teams) and the
 * positions filled so far.
 */
export type PlacementBody = Sending<Schemas["PlacementBody"], "tournamentType" | "manualBracketPositions">;
/** Every selected player in a position: position (as a string) to player id. */
export type Placement = Schemas["PlacementAnswer"];

// Live events (docs/api.md, "Live events").

/** The kinds of public write the live events tell of. */
export type LiveChangeKind = Schemas["LiveChangeKind"];
/** The `data:` of an `event: change` message: its kind and the ids it touched (absent when none). */
export type LiveChange = Schemas["LiveChange"];

// Results (docs/api.md, "Results").

/** A score checked by the server: canonical text, the winner (1 or 2) it shows, and the totals. */
export type CheckedScore = AlwaysSent<Schemas["CheckedScore"], "winner" | "outcome">;
/** The body of both result calls; totals left out are computed from the score. */
export type MatchResult = Schemas["MatchResult"];

// League (docs/api.md, "League").

/** Where a league match stands. */
export type LeagueMatchStatus = Schemas["LeagueMatchStatus"];
/**
 * One set of a league match as the server sends it, from player 1's side; winner 0 is a
 * tied set. The document's `SetScore` is also the score body's, whose fields may be left
 * out or null; in an answer all three are numbers.
 */
export type LeagueSetScore = { [K in keyof Schemas["SetScore"]]-?: NonNullable<Schemas["SetScore"][K]> };
/** A challenge match between two club players. */
export type LeagueMatch = With<
  AlwaysSent<
    Schemas["LeagueMatch"],
    | "time"
    | "cancha"
    | "score"
    | "scoreForWinner"
    | "setsPlayed"
    | "player1SetsWon"
    | "player2SetsWon"
    | "winnerId"
  >,
  { setScores: LeagueSetScore[]; confirmation?: ResultConfirmation | null }
>;
/** The body of POST /api/league/matches. */
export type NewLeagueMatch = Schemas["NewLeagueMatch"];
/** The body of a league score (record and edit). */
export type LeagueScore = Schemas["LeagueScore"];
/** Who a player may challenge by the current ranking (docs/rules.md#challenge-range). */
export type ChallengeRange = Schemas["ChallengeRange"];
/** The league's bookable times, courts and set rules (docs/rules.md#league). */
export type LeagueOptions = Schemas["LeagueOptions"];
/** What a league write did. */
export type LeagueChangeAction = Schemas["LeagueChangeAction"];
/** Who made a league write: the admin, or a league unlock. */
export type LeagueChangeActor = Schemas["LeagueChangeActor"];
/** A league match as a history entry keeps it. */
export type LeagueMatchState = AlwaysSent<
  Schemas["LeagueMatchState"],
  "time" | "cancha" | "score" | "winnerId"
>;
/** One league write as the history keeps it: who, when, before and after (the admin's). */
export type LeagueChange = With<
  AlwaysSent<Schemas["LeagueChange"], "sessionId" | "clientAddress" | "actorPlayerId" | "actorName">,
  { before: LeagueMatchState | null; after: LeagueMatchState | null }
>;

// Deadlines, days and courts of tournament matches (docs/api.md, "Results").

/** Where a tournament match stands against its week: `upcoming`, `this_week`, `late`, `overdue`. */
export type Timing = Schemas["Timing"];
/** A late or overdue match in the admin's queue, with its days past the deadline. */
export type OverdueMatch = With<Schemas["OverdueMatch"], { match: Match }>;
/** One match of "Today at the club". */
export type TodayMatch = AlwaysSent<
  Schemas["TodayMatch"],
  "cancha" | "time" | "matchId" | "leagueMatchId" | "tournamentId" | "tournamentName"
>;
/** "Today at the club": the club's date and its matches by hour. */
export type Today = With<Schemas["Today"], { matches: TodayMatch[] }>;
/** `GET /api/push/public-key`: the server's VAPID key, an uncompressed P-256 point in base64url. */
export type PushPublicKey = Schemas["PublicKey"];
/** `POST /api/me/push-subscriptions`: where the push service reaches this browser, and its keys. */
export type NewPushSubscription = Schemas["NewPushSubscription"];
/** The subscription the server kept. */
export type PushSubscriptionView = Schemas["PushSubscriptionView"];
