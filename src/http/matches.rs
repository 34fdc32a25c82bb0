//! Tournament match results: record and edit (admin). Each result is checked against the
//! rules of a tennis score, then the bracket is brought up to date in the same transaction.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

mod disputes;

pub use super::confirmation::ConfirmBody;

use super::AppState;
use super::auth::{Acting, Member};
use super::confirmation::{MatchVersion, ResultConfirmation};
use super::error::ErrorBody;
use super::extract::{Json, Path, same_match};
use super::openapi::{INVALID, MALFORMED, TOO_LARGE};
use crate::club::acting::may_record;
use crate::club::results::ResultRequest;
use crate::club::schedule::MatchRow;
use crate::club::{Error, Result};
use crate::domain::actor::Actor;
use crate::domain::bracket::{Side, SlotLabel};
use crate::domain::ids::{MatchId, PlayerId, TournamentId};
use crate::domain::score::TennisScore;

/// The match routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(record))
        .routes(routes!(edit))
        .routes(routes!(confirm))
        .routes(routes!(dispute))
        .merge(disputes::router())
}

/// A tournament match as the API shows it (docs/api.md).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Match {
    /// The match's id.
    id: MatchId,
    /// Its tournament.
    tournament_id: TournamentId,
    /// Its group, for a group match.
    group_id: Option<i64>,
    /// The stage it belongs to.
    stage: crate::domain::bracket::Stage,
    /// The round within the stage (1-based).
    round: i64,
    /// The week it is played in.
    week: i64,
    /// Its place within the round, top to bottom (0-based).
    slot: i64,
    /// Player 1, null while unknown (TBD).
    player1_id: Option<PlayerId>,
    /// Player 2, null while unknown (TBD), or for a bye.
    player2_id: Option<PlayerId>,
    /// Player 1's name.
    player1_name: Option<String>,
    /// Player 2's name.
    player2_name: Option<String>,
    /// Where player 1 comes from while unknown (knockout matches), as a kind with its
    /// numbers: `{"kind": "group_place", "group": "A", "place": 1}`.
    player1_label: Option<crate::domain::bracket::SlotLabel>,
    /// Where player 2 comes from while unknown.
    player2_label: Option<crate::domain::bracket::SlotLabel>,
    /// The winner, once completed.
    winner_id: Option<PlayerId>,
    /// Scheduled, pending or completed.
    status: crate::domain::tournament::MatchStatus,
    /// The sets from player 1's side, such as `6-4, 3-6, 7-6(5)`, without words: a
    /// retirement's sets end where play stopped (`6-4, 2-1`), and a walkover has none (null).
    /// `outcome` says how such a match ended.
    score: Option<String>,
    /// The sets from the winner's side, as lists print them: `6-4, 6-3` under a winner who
    /// is player 2 and won 6-4, 6-3; null without sets.
    score_for_winner: Option<String>,
    /// `walkover` or `retired` when the match ended that way, else null.
    outcome: Option<crate::domain::score::Outcome>,
    /// The sets as played, from player 1's side, for scoreboard-style boxes; empty without
    /// a score and for a walkover.
    sets: Vec<SetGames>,
    /// The result is a walkover (`W/O`).
    walkover: bool,
    /// A player retired (the score ends in `ret.`).
    retired: bool,
    /// A first-round bye: one player, no score, not a played match.
    is_bye: bool,
    /// Both players known and not a bye.
    playable: bool,
    /// Sets won by player 1.
    player1_sets: Option<i64>,
    /// Sets won by player 2.
    player2_sets: Option<i64>,
    /// Games won by player 1.
    player1_games: Option<i64>,
    /// Games won by player 2.
    player2_games: Option<i64>,
    /// The knockout match the winner moves on to.
    next_match_id: Option<MatchId>,
    /// Which side of that match the winner takes: 1 or 2.
    next_slot: Option<i64>,
    /// Whether the result is confirmed; null before any result (and for a bye).
    confirmation: Option<ResultConfirmation>,
    /// The last day of its week, `yyyy-mm-dd` (club date): startDate + 7·week − 1
    /// (docs/rules.md#deadlines).
    #[schema(example = "2026-11-08")]
    deadline: String,
    /// The last day it may be played: the deadline + 3 days + the days the admin granted.
    #[schema(example = "2026-11-11")]
    reschedule_until: String,
    /// `upcoming`, `this_week`, `late` or `overdue` on the club's date; null for a completed
    /// match, a bye and a match whose players are not known yet.
    timing: Option<crate::domain::deadlines::Timing>,
    /// The club date its players (or the admin) set it for, `yyyy-mm-dd`; null until set.
    date: Option<String>,
    /// Its start time, `HH:MM`, when set.
    #[schema(example = "18:00")]
    time: Option<String>,
    /// Its court (cancha), 1 to 14, when set.
    #[schema(minimum = 1, maximum = 14)]
    cancha: Option<i64>,
    /// A doubles match's first team, its two players in the order entered; null while
    /// unknown. Absent in singles (docs/rules.md#doubles): a doubles match's `player1Id`,
    /// `player2Id` and `winnerId` are null, and its names are the teams'.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Vec<i64>>, min_items = 2, max_items = 2)]
    team1: Option<Option<[PlayerId; 2]>>,
    /// A doubles match's second team; null while unknown (or for a bye).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Vec<i64>>, min_items = 2, max_items = 2)]
    team2: Option<Option<[PlayerId; 2]>>,
    /// A doubles match's winning team, 1 or 2, once completed.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<u8>, minimum = 1, maximum = 2)]
    winner_team: Option<Option<u8>>,
}

/// One set's games on a scoreboard, from player 1's side.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SetGames {
    /// Player 1's games (or match-tiebreak points for a third-set match tiebreak).
    player1: u32,
    /// Player 2's games (or match-tiebreak points).
    player2: u32,
    /// The set loser's tiebreak points in a 7-6 set, when written.
    tiebreak: Option<u32>,
}

impl Match {
    /// The match as the API shows it on the club date `today`, which its `timing` depends on.
    pub fn on(row: MatchRow, today: chrono::NaiveDate) -> Self {
        let dates = crate::club::timing::dates_of(&row);
        // Present (a value or null) in doubles only: singles answers stay as they were.
        let team1 = row.doubles.then_some(row.team1);
        let team2 = row.doubles.then_some(row.team2);
        let winner_team = row
            .doubles
            .then(|| row.winner_id.and_then(|w| row.side_keyed(w)));
        // A doubles match's sides are teams: its player ids are null (docs/rules.md#doubles).
        let player = |id: Option<PlayerId>| id.filter(|_| !row.doubles);
        let claim = row.claim.clone().map(|v| MatchVersion::of(&row, v));
        let timing = crate::club::timing::timing_of(&row, today);
        let playable = row.player1_id.is_some() && row.player2_id.is_some() && !row.is_bye;
        // A stored score was checked when it was recorded.
        let parsed = row
            .score
            .as_deref()
            .and_then(|s| TennisScore::parse(s).ok());
        let winner_side = if row.winner_id.is_some() && row.winner_id == row.player2_id {
            Side::Player2
        } else {
            Side::Player1
        };
        let (sets, retired) = match &parsed {
            Some(TennisScore::Played { sets, retired }) => (
                sets.iter()
                    .map(|set| SetGames {
                        player1: set.player1,
                        player2: set.player2,
                        tiebreak: set.tiebreak,
                    })
                    .collect(),
                *retired,
            ),
            _ => (Vec::new(), false),
        };
        Match {
            id: row.id,
            tournament_id: row.tournament_id,
            group_id: row.group_id,
            stage: row.stage,
            round: row.round,
            week: row.week,
            slot: row.slot,
            player1_id: player(row.player1_id),
            player2_id: player(row.player2_id),
            player1_name: row.player1_name,
            player2_name: row.player2_name,
            player1_label: row.player1_label.as_deref().and_then(SlotLabel::parse),
            player2_label: row.player2_label.as_deref().and_then(SlotLabel::parse),
            winner_id: player(row.winner_id),
            status: row.status,
            score_for_winner: parsed
                .as_ref()
                .map(|score| score.seen_by(winner_side).sets_text())
                .filter(|sets| !sets.is_empty()),
            sets,
            walkover: matches!(parsed, Some(TennisScore::Walkover)),
            retired,
            outcome: parsed.as_ref().and_then(TennisScore::outcome),
            score: parsed
                .as_ref()
                .map(TennisScore::sets_text)
                .filter(|sets| !sets.is_empty()),
            is_bye: row.is_bye,
            playable,
            player1_sets: row.player1_sets,
            player2_sets: row.player2_sets,
            player1_games: row.player1_games,
            player2_games: row.player2_games,
            next_match_id: row.next_match_id,
            next_slot: row.next_slot,
            confirmation: row
                .confirmation
                .map(|c| ResultConfirmation::from(c).with_claim(claim)),
            deadline: dates.deadline.to_string(),
            reschedule_until: dates.reschedule_until.to_string(),
            timing,
            date: row.plan.date,
            time: row.plan.time,
            cancha: row.plan.cancha,
            team1,
            team2,
            winner_team,
        }
    }
}

/// The body of both result calls. Totals left out are computed from the score.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = MatchResult)]
#[serde(rename_all = "camelCase")]
struct ResultBody {
    /// The match (required by `POST /api/matches/result`; must equal the address otherwise,
    /// 422 `match_id_mismatch`).
    #[schema(value_type = Option<i64>, minimum = 1)]
    match_id: Option<MatchId>,
    /// The winner: one of the match's players. Required in singles.
    #[schema(minimum = 1)]
    winner_id: Option<PlayerId>,
    /// A doubles match's winner: team 1 or 2 (docs/rules.md#doubles). Required in doubles,
    /// refused in singles (`teams_in_singles`).
    #[schema(minimum = 1, maximum = 2)]
    winner_team: Option<i64>,
    /// The score from player 1's side: `6-4, 6-2`, `6-4, 3-6, 10-8`, `W/O`, `6-4, 2-1 ret.`.
    /// Required.
    #[schema(
        example = "6-4, 6-2",
        pattern = r"^(W/O|[0-7]-[0-7](\([0-9]+\))?(, [0-7]-[0-7](\([0-9]+\))?)?(, [0-9]{1,2}-[0-9]{1,2}(\([0-9]+\))?)?( ret\.)?)$"
    )]
    score: Option<String>,
    /// Sets won by player 1, when not the score's.
    #[schema(minimum = 0)]
    player1_sets: Option<i64>,
    /// Sets won by player 2, when not the score's.
    #[schema(minimum = 0)]
    player2_sets: Option<i64>,
    /// Games won by player 1, when not the score's.
    #[schema(minimum = 0)]
    player1_games: Option<i64>,
    /// Games won by player 2, when not the score's.
    #[schema(minimum = 0)]
    player2_games: Option<i64>,
    /// Only `completed` is allowed.
    #[serde(default)]
    status: Option<String>,
    /// A correction that changes the winner of a knockout match whose winner already played
    /// on clears the later results it invalidates only with `true`; without it, 409
    /// `result_played_on` lists them in `fields.clearLater.params.matches`.
    #[serde(default)]
    clear_later: Option<bool>,
}

/// Records the result of a match that has none: the admin, or one of its two players signed
/// in, whose sets and games are the score's own; a member records only a match they play.
#[utoipa::path(
    post,
    path = "/api/matches/result",
    operation_id = "record_match_result",
    tag = "matches",
    security(("admin_session" = []), ("member_session" = [])),
    request_body = ResultBody,
    responses(
        (status = 200, description = "The completed match", body = Match),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = "Neither the admin nor a member signed in: `sign_in_required`", body = ErrorBody),
        (status = 403, description = "The league password (`admin_only`), or a member who does not play the match (`not_in_match`)", body = ErrorBody),
        (status = 404, description = "No such match", body = ErrorBody),
        (status = 409, description = "The match already has a result, or is not playable; `corrections_exhausted` (a member who made and changed this report 5 times, claims and withdrawals included)", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = INVALID, body = ErrorBody),
    )
)]
async fn record(
    State(state): State<AppState>,
    Acting(actor): Acting,
    Json(body): Json<ResultBody>,
) -> Result<Json<Match>> {
    may_record(&actor)?;
    let Some(id) = body.match_id else {
        return Err(Error::invalid(
            "matchId",
            "match_required",
            "Choose the match",
        ));
    };
    save(&state, actor, id, body, false).await
}

/// Changes (or records) a match's result: the admin, or the player who reported it while it
/// awaits confirmation (which restarts its 48 hours).
#[utoipa::path(
    patch,
    path = "/api/matches/{id}",
    operation_id = "edit_match_result",
    tag = "matches",
    security(("admin_session" = []), ("member_session" = [])),
    params(("id" = i64, Path, description = "The match")),
    request_body = ResultBody,
    responses(
        (status = 200, description = "The completed match", body = Match),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = "Neither the admin nor a member signed in: `sign_in_required`", body = ErrorBody),
        (status = 403, description = "`admin_only` (the league password), `not_in_match`, `correction_admin_only` (a member's correction of a result they did not report or that no longer awaits)", body = ErrorBody),
        (status = 404, description = "No such match", body = ErrorBody),
        (status = 409, description = "The winner already played the next round, or the match is not playable; `corrections_exhausted` (a member who made and changed this report 5 times)", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = INVALID, body = ErrorBody),
    )
)]
async fn edit(
    State(state): State<AppState>,
    Acting(actor): Acting,
    Path(id): Path<MatchId>,
    Json(body): Json<ResultBody>,
) -> Result<Json<Match>> {
    may_record(&actor)?;
    same_match(id, body.match_id)?;
    if body.status.as_deref().is_some_and(|s| s != "completed") {
        return Err(Error::invalid(
            "status",
            "status_not_completed",
            "A result can only complete a match",
        ));
    }
    save(&state, actor, id, body, true).await
}

async fn save(
    state: &AppState,
    actor: Actor,
    id: MatchId,
    body: ResultBody,
    may_replace: bool,
) -> Result<Json<Match>> {
    let request = ResultRequest {
        winner_id: body.winner_id,
        winner_team: body.winner_team,
        score: body.score,
        sets: [body.player1_sets, body.player2_sets],
        games: [body.player1_games, body.player2_games],
        clear_later: body.clear_later.unwrap_or(false),
    };
    let row = state
        .club
        .record_result(actor, id, request, may_replace)
        .await?;
    Ok(Json(Match::on(row, state.club.clock().today())))
}

/// Confirms a result: the opponent of the player who reported it, or the admin (who settles
/// a dispute so), naming the version shown (`reportedAt`). Confirming a confirmed result
/// again is no error, and changes nothing.
#[utoipa::path(
    post,
    path = "/api/matches/{id}/confirm",
    operation_id = "confirm_match_result",
    tag = "matches",
    security(("admin_session" = []), ("member_session" = [])),
    params(("id" = i64, Path, description = "The match")),
    request_body(content = Option<ConfirmBody>, description = "The version confirmed; optional"),
    responses(
        (status = 200, description = "The match, its result confirmed", body = Match),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = "Neither the admin nor a member signed in: `sign_in_required`", body = ErrorBody),
        (status = 403, description = "`admin_only` (the league password), `not_in_match`, `not_opponent` (the reporter)", body = ErrorBody),
        (status = 404, description = "No such match", body = ErrorBody),
        (status = 409, description = "`result_missing`, `result_disputed` (a member confirming a disputed result), `result_changed` (corrected since the `reportedAt` sent)", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = "`reported_at_invalid`", body = ErrorBody),
    )
)]
async fn confirm(
    State(state): State<AppState>,
    Acting(actor): Acting,
    Path(id): Path<MatchId>,
    body: Option<Json<ConfirmBody>>,
) -> Result<Json<Match>> {
    let seen = ConfirmBody::seen(body)?;
    let row = state.club.confirm_result(actor, id, seen).await?;
    Ok(Json(Match::on(row, state.club.clock().today())))
}

/// The body of a dispute.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = MatchDispute)]
#[serde(rename_all = "camelCase")]
pub struct DisputeBody {
    /// What is wrong with the result, 1 to 500 characters.
    #[schema(min_length = 1, max_length = 500)]
    pub reason: Option<String>,
    /// The disputer's own winner, with `score`: the version the admin can accept in one tap.
    #[serde(default)]
    pub winner_id: Option<PlayerId>,
    /// A doubles disputer's own winning team, 1 or 2, in place of `winnerId`.
    #[serde(default)]
    #[schema(minimum = 1, maximum = 2)]
    pub winner_team: Option<i64>,
    /// The disputer's own score, from player 1's side, with `winnerId` (or `winnerTeam`).
    #[serde(default)]
    pub score: Option<String>,
}

impl DisputeBody {
    /// The disputer's version, when they sent one: both `winnerId` and `score`, or neither
    /// (422 `winner_required`, `score_required`).
    fn version(&self) -> Result<Option<crate::club::confirmations::NamedVersion>> {
        let score = self
            .score
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty());
        let named = self.winner_id.is_some() || self.winner_team.is_some();
        match (named, score) {
            (false, None) => Ok(None),
            (true, Some(score)) => Ok(Some(crate::club::confirmations::NamedVersion {
                winner_id: self.winner_id,
                winner_team: self.winner_team,
                score: score.to_string(),
            })),
            (false, Some(_)) => Err(Error::invalid(
                "winnerId",
                "winner_required",
                "Choose the winner of your version",
            )),
            (true, None) => Err(Error::invalid(
                "score",
                "score_required",
                "Enter the score of your version, such as 6-4, 6-2",
            )),
        }
    }
}

/// Disputes a result (or a walkover claim) that awaits confirmation: the opponent of the
/// player who reported it, with a reason and, optionally, their own version (`winnerId` and
/// `score`, checked as a result's). A result stays counted; both wait for the admin.
#[utoipa::path(
    post,
    path = "/api/matches/{id}/dispute",
    operation_id = "dispute_match_result",
    tag = "matches",
    security(("member_session" = [])),
    params(("id" = i64, Path, description = "The match")),
    request_body = DisputeBody,
    responses(
        (status = 200, description = "The match, its result disputed", body = Match),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = "No member signed in: `member_sign_in_required`", body = ErrorBody),
        (status = 403, description = "`admin_not_member` (the admin settles disputes by confirming or correcting), `not_in_match`, `not_opponent`", body = ErrorBody),
        (status = 404, description = "No such match", body = ErrorBody),
        (status = 409, description = "`result_missing`, `result_not_awaiting`", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = "`dispute_reason_required`, `dispute_reason_too_long`; for a version: `winner_required`, `score_required`, `winner_not_in_match`, the score's codes", body = ErrorBody),
    )
)]
async fn dispute(
    State(state): State<AppState>,
    member: Member,
    Path(id): Path<MatchId>,
    Json(body): Json<DisputeBody>,
) -> Result<Json<Match>> {
    let player = member.session.player_id;
    let version = body.version()?;
    let row = state
        .club
        .dispute_result(player, id, body.reason, version)
        .await?;
    Ok(Json(Match::on(row, state.club.clock().today())))
}
