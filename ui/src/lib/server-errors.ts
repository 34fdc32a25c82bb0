/**
 * The server's error codes in the visitor's language. Every error body names its exact reason
 * in `code` (and each field's in `fields`), and its English `message` is for API users and
 * logs (docs/api.md, "Conventions" and "Error codes"): the UI shows its own words for the code,
 * and a code it does not know yet falls back to the screen's own sentence.
 */
import { ApiError } from "@/lib/api";
import type { MessageKey, Translate } from "@/lib/i18n";

/** The dictionary key of each documented code. */
const CODE_KEYS: Record<string, MessageKey> = {
  json_malformed: "serverError.jsonMalformed",
  json_required: "serverError.jsonRequired",
  body_unreadable: "serverError.bodyUnreadable",
  query_invalid: "serverError.queryInvalid",
  unknown_parameter: "serverError.unknownParameter",
  method_not_allowed: "serverError.methodNotAllowed",
  admin_login_required: "serverError.adminLoginRequired",
  league_unlock_required: "serverError.leagueUnlockRequired",
  password_wrong: "serverError.passwordWrong",
  admin_only: "serverError.adminOnly",
  cross_site: "serverError.crossSite",
  host_not_allowed: "serverError.hostNotAllowed",
  route_not_found: "serverError.routeNotFound",
  file_not_found: "serverError.fileNotFound",
  id_invalid: "serverError.idInvalid",
  tournament_not_found: "serverError.tournamentNotFound",
  match_not_found: "serverError.matchNotFound",
  player_not_found: "serverError.playerNotFound",
  avatar_not_found: "serverError.avatarNotFound",
  league_match_not_found: "serverError.leagueMatchNotFound",
  invitation_not_found: "serverError.invitationNotFound",
  invalid_invitation: "serverError.invalidInvitation",
  tournament_has_results: "serverError.tournamentHasResults",
  tournament_delete_needs_name: "serverError.tournamentDeleteNeedsName",
  tournament_name_mismatch: "serverError.tournamentNameMismatch",
  tournament_status_locked: "serverError.tournamentStatusLocked",
  schedule_locked: "serverError.scheduleLocked",
  tournament_players_missing: "serverError.tournamentPlayersMissing",
  tournament_is_draft: "serverError.tournamentIsDraft",
  tournament_not_started: "serverError.tournamentNotStarted",
  match_is_bye: "serverError.matchIsBye",
  match_players_unknown: "serverError.matchPlayersUnknown",
  match_has_result: "serverError.matchHasResult",
  result_played_on: "serverError.resultPlayedOn",
  sign_in_required: "serverError.signInRequired",
  not_in_match: "serverError.notInMatch",
  totals_not_the_score: "serverError.totalsNotTheScore",
  not_opponent: "serverError.notOpponent",
  correction_admin_only: "serverError.correctionAdminOnly",
  result_missing: "serverError.resultMissing",
  result_disputed: "serverError.resultDisputed",
  result_not_awaiting: "serverError.resultNotAwaiting",
  dispute_reason_required: "serverError.disputeReasonRequired",
  dispute_reason_too_long: "serverError.disputeReasonTooLong",
  league_match_has_score: "serverError.leagueMatchHasScore",
  league_score_not_awaiting: "serverError.leagueScoreNotAwaiting",
  league_score_member_reported: "serverError.leagueScoreMemberReported",
  challenger_not_self: "serverError.challengerNotSelf",
  league_delete_admin_only: "serverError.leagueDeleteAdminOnly",
  player_has_results: "serverError.playerHasResults",
  player_not_pending: "serverError.playerNotPending",
  password_not_set: "serverError.passwordNotSet",
  body_too_large: "serverError.bodyTooLarge",
  name_required: "serverError.nameRequired",
  name_too_long: "serverError.nameTooLong",
  name_hidden_characters: "serverError.nameHiddenCharacters",
  name_line_break: "serverError.nameLineBreak",
  name_duplicate: "serverError.nameDuplicate",
  start_date_required: "serverError.startDateRequired",
  start_date_invalid: "serverError.startDateInvalid",
  start_date_too_early: "serverError.startDateTooEarly",
  start_date_too_late: "serverError.startDateTooLate",
  tournament_status_unknown: "serverError.tournamentStatusUnknown",
  tournament_type_unknown: "serverError.tournamentTypeUnknown",
  player_count_required: "serverError.playerCountRequired",
  player_count_not_allowed: "serverError.playerCountNotAllowed",
  buy_in_negative: "serverError.buyInNegative",
  bag_price_negative: "serverError.bagPriceNegative",
  players_count_mismatch: "serverError.playersCountMismatch",
  players_too_few: "serverError.playersTooFew",
  player_selected_twice: "serverError.playerSelectedTwice",
  player_not_approved: "serverError.playerNotApproved",
  position_invalid: "serverError.positionInvalid",
  positions_invalid: "serverError.positionsInvalid",
  bye_against_bye: "serverError.byeAgainstBye",
  match_required: "serverError.matchRequired",
  match_id_mismatch: "serverError.matchIdMismatch",
  winner_required: "serverError.winnerRequired",
  winner_not_in_match: "serverError.winnerNotInMatch",
  winner_invalid: "serverError.winnerInvalid",
  score_required: "serverError.scoreRequired",
  score_invalid: "serverError.scoreInvalid",
  totals_negative: "serverError.totalsNegative",
  totals_too_large: "serverError.totalsTooLarge",
  status_not_completed: "serverError.statusNotCompleted",
  email_invalid: "serverError.emailInvalid",
  date_of_birth_invalid: "serverError.dateOfBirthInvalid",
  date_of_birth_not_past: "serverError.dateOfBirthNotPast",
  best_hand_unknown: "serverError.bestHandUnknown",
  reason_too_long: "serverError.reasonTooLong",
  total_points_negative: "serverError.totalPointsNegative",
  total_points_too_large: "serverError.totalPointsTooLarge",
  avatar_type: "serverError.avatarType",
  avatar_too_large: "serverError.avatarTooLarge",
  avatar_too_many_pixels: "serverError.avatarTooManyPixels",
  avatar_unreadable: "serverError.avatarUnreadable",
  avatar_not_data_url: "serverError.avatarNotDataUrl",
  avatar_not_base64: "serverError.avatarNotBase64",
  player_required: "serverError.playerRequired",
  players_same: "serverError.playersSame",
  player_unknown: "serverError.playerUnknown",
  out_of_challenge_range: "serverError.outOfChallengeRange",
  date_required: "serverError.dateRequired",
  date_invalid: "serverError.dateInvalid",
  date_other_season: "serverError.dateOtherSeason",
  date_too_far_back: "serverError.dateTooFarBack",
  date_too_far_ahead: "serverError.dateTooFarAhead",
  date_too_early: "serverError.dateTooEarly",
  date_too_late: "serverError.dateTooLate",
  score_before_date: "serverError.scoreBeforeDate",
  time_invalid: "serverError.timeInvalid",
  court_out_of_range: "serverError.courtOutOfRange",
  schedule_not_in_match: "serverError.scheduleNotInMatch",
  date_outside_window: "serverError.dateOutsideWindow",
  schedule_clash: "serverError.scheduleClash",
  extension_days_invalid: "serverError.extensionDaysInvalid",
  league_score_invalid: "serverError.leagueScoreInvalid",
  league_status_unknown: "serverError.leagueStatusUnknown",
  season_invalid: "serverError.seasonInvalid",
  lang_unknown: "serverError.langUnknown",
  match_kind_unknown: "serverError.matchKindUnknown",
  same_player: "serverError.samePlayer",
  body_invalid: "serverError.bodyInvalid",
  invalid: "serverError.invalid",
  too_many_attempts: "serverError.tooManyAttempts",
  too_many_connections: "serverError.tooManyConnections",
  too_many_streams: "serverError.tooManyStreams",
  league_daily_limit: "serverError.leagueDailyLimit",
  league_member_daily_limit: "serverError.leagueMemberDailyLimit",
  league_club_daily_limit: "serverError.leagueClubDailyLimit",
  password_checks_paused: "serverError.passwordChecksPaused",
  level_unknown: "serverError.levelUnknown",
  amount_required: "serverError.amountRequired",
  amount_invalid: "serverError.amountInvalid",
  paid_on_invalid: "serverError.paidOnInvalid",
  paid_on_future: "serverError.paidOnFuture",
  players_invalid: "serverError.playersInvalid",
  players_too_many: "serverError.playersTooMany",
  subject_invalid: "serverError.subjectInvalid",
  fee_payment_not_found: "serverError.feePaymentNotFound",
  player_pending: "serverError.playerPending",
  member_sign_in_required: "serverError.memberSignInRequired",
  admin_not_member: "serverError.adminNotMember",
  sign_in_link_unknown: "signIn.dead.unknown",
  sign_in_link_spent: "signIn.dead.spent",
  sign_in_link_expired: "signIn.dead.expired",
  sign_in_link_replaced: "signIn.dead.replaced",
  token_required: "signIn.dead.unknown",
  sign_in_checks_paused: "serverError.signInChecksPaused",
  member_session_not_found: "serverError.memberSessionNotFound",
  language_required: "serverError.languageInvalid",
  language_unknown: "serverError.languageInvalid",
  phone_invalid: "serverError.phoneInvalid",
  internal: "serverError.internal",
};

/** Every code the UI has words for. */
export const KNOWN_ERROR_CODES: readonly string[] = Object.keys(CODE_KEYS);

/** The dictionary key of a code, or null for a code the UI does not know. */
export function errorCodeKey(code: string | null | undefined): MessageKey | null {
  return code && Object.hasOwn(CODE_KEYS, code) ? (CODE_KEYS[code] ?? null) : null;
}

/**
 * What went wrong, in the visitor's language: the error's field problem when it names one (a
 * 422 says which field), else its `code`; `fallback` for an error without a known code (a
 * network failure, a proxy's page, a code newer than the UI).
 */
export function errorText(error: unknown, t: Translate, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const field = Object.values(error.fields).find((problem) => errorCodeKey(problem.code));
  const key = errorCodeKey(field?.code) ?? errorCodeKey(error.code);
  return key ? t(key) : fallback;
}

/** One field's problem in the visitor's language; undefined when the server named nothing wrong with it. */
export function fieldErrorText(error: unknown, field: string, t: Translate): string | undefined {
  if (!(error instanceof ApiError) || !Object.hasOwn(error.fields, field)) return undefined;
  const key = errorCodeKey(error.fields[field]?.code);
  return t(key ?? "serverError.invalid");
}
