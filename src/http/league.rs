//! The challenge league: matches between ranked players, created and scored by the players
//! themselves (signed in, or with the league password) or by the admin (docs/rules.md#league),
//! the players' confirmations and disputes of a score
//! (docs/rules.md#results-by-the-players), and the history of those writes, which only the
//! admin reads (`history`).

mod history;
mod shown;

pub use shown::{LeagueMatch, LeagueScoreVersion, SetScoreBody};

use axum::extract::State;
use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::AppState;
use super::auth::{Acting, Member};
use super::confirmation::ConfirmBody;
use super::error::ErrorBody;
use super::extract::{Json, Path, Query, same_match};
use super::openapi::{INVALID, MALFORMED, NOT_UNLOCKED, TOO_LARGE};
use crate::club::Result;
use crate::club::acting::may_act_on_league;
use crate::club::league::{MatchRequest, ScoreRequest};
use crate::domain::ids::{LeagueMatchId, PlayerId};
use crate::domain::league_score::{LeagueSetInput, LeagueStatus};

/// The league routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list, create))
        .routes(routes!(edit_score, cancel))
        .routes(routes!(record_score))
        .routes(routes!(confirm))
        .routes(routes!(dispute))
        .routes(routes!(range))
        .routes(routes!(options))
        .merge(history::router())
}

/// The body of a league dispute: the reason and, optionally, the disputer's own score.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = LeagueDispute)]
#[serde(rename_all = "camelCase")]
struct LeagueDisputeBody {
    /// What is wrong with the score, 1 to 500 characters.
    #[schema(min_length = 1, max_length = 500)]
    reason: Option<String>,
    /// The disputer's sets played, 1 to 3; the number of `setScores` when left out.
    #[serde(default)]
    #[schema(minimum = 1, maximum = 3)]
    sets_played: Option<i64>,
    /// The disputer's own games per set; none: the dispute has no version.
    #[serde(default)]
    #[schema(max_items = 3)]
    set_scores: Vec<SetScoreBody>,
}

/// The page asked for.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
struct Page {
    /// How many matches, 1 to 500 (100 when left out; others are brought into range).
    #[param(minimum = 1, maximum = 500)]
    limit: Option<i64>,
    /// How many to skip.
    #[param(minimum = 0)]
    offset: Option<i64>,
    /// Only this player's matches (as challenger or challenged).
    #[param(minimum = 1)]
    player: Option<PlayerId>,
    /// Only `pending` or only `completed` matches.
    #[param(value_type = Option<LeagueStatus>)]
    status: Option<String>,
}

/// The league's matches: pending first, then newest first. `X-Total-Count` says how many
/// there are in all.
#[utoipa::path(
    get,
    path = "/api/league/matches",
    operation_id = "list_league_matches",
    tag = "league",
    security(()),
    params(Page),
    responses(
        (status = 200, description = "One page of matches", body = Vec<LeagueMatch>,
            headers(("x-total-count" = i64, description = "How many matches there are in all"))),
        (status = 400, description = "`limit`, `offset` or `player` is not a whole number", body = ErrorBody),
        (status = 422, description = "`status` is neither pending nor completed", body = ErrorBody),
    )
)]
async fn list(State(state): State<AppState>, Query(page): Query<Page>) -> Result<Response> {
    let page = state
        .club
        .league_matches(page.player, page.status.as_deref(), page.limit, page.offset)
        .await?;
    let body: Vec<LeagueMatch> = page.matches.into_iter().map(LeagueMatch::from).collect();
    let mut response = Json(body).into_response();
    response
        .headers_mut()
        .insert("x-total-count", HeaderValue::from(page.total));
    Ok(response)
}

/// The body of `POST /api/league/matches`.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = NewLeagueMatch)]
#[serde(rename_all = "camelCase")]
struct CreateBody {
    /// The challenger, an approved player. Required.
    #[schema(minimum = 1)]
    player1_id: Option<PlayerId>,
    /// The one challenged, another approved player. Required.
    #[schema(minimum = 1)]
    player2_id: Option<PlayerId>,
    /// `yyyy-mm-dd`. Required.
    #[schema(format = Date, example = "2026-11-20")]
    date: Option<String>,
    /// `HH:MM` on the half hour, 08:00 to 21:00.
    #[schema(example = "18:30", pattern = "^((0[89]|1[0-9]|20):(00|30)|21:00)$")]
    time: Option<String>,
    /// The court, 1 to 14.
    #[schema(minimum = 1, maximum = 14)]
    cancha: Option<i64>,
}

/// Creates a league match. League players must stay within the challenge range and may
/// create 20 a day per unlock and per address; a signed-in member challenges without the
/// league password, as `player1Id`, 20 a day; the admin may override all of it.
#[utoipa::path(
    post,
    path = "/api/league/matches",
    operation_id = "create_league_match",
    tag = "league",
    security(("admin_session" = []), ("member_session" = []), ("league_session" = [])),
    request_body = CreateBody,
    responses(
        (status = 201, description = "The new match", body = LeagueMatch),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = "Neither the admin, a member nor the league password: `league_unlock_required`", body = ErrorBody),
        (status = 403, description = "A foreign `Origin`, a body not declared as JSON, or a member challenging as someone else: `challenger_not_self`", body = ErrorBody),
        (status = 409, description = "`pair_has_pending_match` (the two already have a pending match: `fields.player2Id.params` names it), `schedule_clash` and `player_busy` (with `nextFree`, as for a tournament match)", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = INVALID, body = ErrorBody),
        (status = 429, description = "The league unlock or its client (an address, an IPv6 /64) created 20 matches in the last 24 hours (`league_daily_limit`), league unlocks created the club's daily number (`league_club_daily_limit`, 200 unless the operator sets another), or the member created 20 in the last 24 hours (`league_member_daily_limit`); see `Retry-After`", body = ErrorBody),
    )
)]
async fn create(
    State(state): State<AppState>,
    Acting(actor): Acting,
    Json(body): Json<CreateBody>,
) -> Result<(StatusCode, Json<LeagueMatch>)> {
    may_act_on_league(&actor)?;
    let request = MatchRequest {
        player1_id: body.player1_id,
        player2_id: body.player2_id,
        date: body.date,
        time: body.time,
        cancha: body.cancha,
    };
    let row = state.club.create_league_match(actor, request).await?;
    Ok((StatusCode::CREATED, Json(row.into())))
}

/// The body of a league score.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = LeagueScore)]
#[serde(rename_all = "camelCase")]
struct ScoreBody {
    /// Must equal the address when given (422 `match_id_mismatch` otherwise).
    #[serde(default)]
    match_id: Option<LeagueMatchId>,
    /// 1 to 3; the number of `setScores` when left out.
    #[schema(minimum = 1, maximum = 3)]
    sets_played: Option<i64>,
    /// Each set's games, 0 to 7 each.
    #[serde(default)]
    #[schema(max_items = 3)]
    set_scores: Vec<SetScoreBody>,
}

impl From<ScoreBody> for ScoreRequest {
    fn from(body: ScoreBody) -> Self {
        ScoreRequest {
            sets_played: body.sets_played,
            sets: body
                .set_scores
                .iter()
                .map(|set| LeagueSetInput {
                    player1_score: set.player1_score,
                    player2_score: set.player2_score,
                    winner: set.winner,
                })
                .collect(),
        }
    }
}

/// Records the score of a pending match: the admin (confirmed at once), one of its two
/// players signed in, or the league password (either awaits confirmation for 48 hours).
#[utoipa::path(
    post,
    path = "/api/league/matches/{id}/score",
    operation_id = "record_league_score",
    tag = "league",
    security(("admin_session" = []), ("member_session" = []), ("league_session" = [])),
    params(("id" = i64, Path, description = "The league match")),
    request_body = ScoreBody,
    responses(
        (status = 200, description = "The completed match", body = LeagueMatch),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = "Neither the admin, a member nor the league password: `league_unlock_required`", body = ErrorBody),
        (status = 403, description = "A foreign `Origin`, a body not declared as JSON, or a member who does not play the match: `not_in_match`", body = ErrorBody),
        (status = 404, description = "No such league match", body = ErrorBody),
        (status = 409, description = "The match already has a score; `corrections_exhausted`", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = INVALID, body = ErrorBody),
    )
)]
async fn record_score(
    State(state): State<AppState>,
    Acting(actor): Acting,
    Path(id): Path<LeagueMatchId>,
    Json(body): Json<ScoreBody>,
) -> Result<Json<LeagueMatch>> {
    may_act_on_league(&actor)?;
    same_match(id, body.match_id)?;
    let row = state
        .club
        .score_league_match(actor, id, body.into(), false)
        .await?;
    Ok(Json(row.into()))
}

/// Changes the score of a match (or records it). While a score awaits confirmation, the
/// member who recorded it, or the league password for a score it entered, may correct it,
/// which restarts its 48 hours; the admin at any time (the admin's score is confirmed at
/// once).
#[utoipa::path(
    patch,
    path = "/api/league/matches/{id}",
    operation_id = "edit_league_score",
    tag = "league",
    security(("admin_session" = []), ("member_session" = []), ("league_session" = [])),
    params(("id" = i64, Path, description = "The league match")),
    request_body = ScoreBody,
    responses(
        (status = 200, description = "The completed match", body = LeagueMatch),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = "Neither the admin, a member nor the league password: `league_unlock_required`", body = ErrorBody),
        (status = 403, description = "A foreign `Origin`, a body not declared as JSON, `not_in_match`, `correction_admin_only` (a member's correction of a score they did not record or that no longer awaits), `league_score_member_reported` (the league password on a score a member recorded)", body = ErrorBody),
        (status = 404, description = "No such league match", body = ErrorBody),
        (status = 409, description = "`league_score_not_awaiting`: the league password on a score that is confirmed or disputed; `corrections_exhausted`: the score was changed 5 times by the same reporter (the league password counts as one)", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = INVALID, body = ErrorBody),
    )
)]
async fn edit_score(
    State(state): State<AppState>,
    Acting(actor): Acting,
    Path(id): Path<LeagueMatchId>,
    Json(body): Json<ScoreBody>,
) -> Result<Json<LeagueMatch>> {
    may_act_on_league(&actor)?;
    same_match(id, body.match_id)?;
    let row = state
        .club
        .score_league_match(actor, id, body.into(), true)
        .await?;
    Ok(Json(row.into()))
}

/// Confirms a league score, naming the version shown (`reportedAt`): a player who did not
/// record it (for a score the league password entered, the player it does not favour; either
/// player for a draw), or the admin (who settles a dispute so). Confirming a confirmed score
/// again is no error, and changes nothing.
#[utoipa::path(
    post,
    path = "/api/league/matches/{id}/confirm",
    operation_id = "confirm_league_score",
    tag = "league",
    security(("admin_session" = []), ("member_session" = [])),
    params(("id" = i64, Path, description = "The league match")),
    request_body(content = Option<ConfirmBody>, description = "The version confirmed; optional"),
    responses(
        (status = 200, description = "The match, its score confirmed", body = LeagueMatch),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = "Neither the admin nor a member signed in: `sign_in_required`", body = ErrorBody),
        (status = 403, description = "`admin_only` (the league password), `not_in_match`, `not_opponent` (the member who recorded it, or the player a league-password score favours)", body = ErrorBody),
        (status = 404, description = "No such league match", body = ErrorBody),
        (status = 409, description = "`result_missing`, `result_disputed` (a member confirming a disputed score), `result_changed` (corrected since the `reportedAt` sent)", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = "`reported_at_invalid`", body = ErrorBody),
    )
)]
async fn confirm(
    State(state): State<AppState>,
    Acting(actor): Acting,
    Path(id): Path<LeagueMatchId>,
    body: Option<Json<ConfirmBody>>,
) -> Result<Json<LeagueMatch>> {
    let seen = ConfirmBody::seen(body)?;
    let row = state.club.confirm_league_score(actor, id, seen).await?;
    Ok(Json(row.into()))
}

/// Disputes a league score that awaits confirmation: a player who did not record it. The
/// score stays counted and waits for the admin.
#[utoipa::path(
    post,
    path = "/api/league/matches/{id}/dispute",
    operation_id = "dispute_league_score",
    tag = "league",
    security(("member_session" = [])),
    params(("id" = i64, Path, description = "The league match")),
    request_body = LeagueDisputeBody,
    responses(
        (status = 200, description = "The match, its score disputed", body = LeagueMatch),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = "No member signed in: `member_sign_in_required`", body = ErrorBody),
        (status = 403, description = "`admin_not_member` (the admin settles disputes by confirming or correcting), `not_in_match`, `not_opponent`", body = ErrorBody),
        (status = 404, description = "No such league match", body = ErrorBody),
        (status = 409, description = "`result_missing`, `result_not_awaiting`", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = "`dispute_reason_required`, `dispute_reason_too_long`; for a version: `league_score_invalid`", body = ErrorBody),
    )
)]
async fn dispute(
    State(state): State<AppState>,
    member: Member,
    Path(id): Path<LeagueMatchId>,
    Json(body): Json<LeagueDisputeBody>,
) -> Result<Json<LeagueMatch>> {
    let player = member.session.player_id;
    let version = if body.set_scores.is_empty() {
        None
    } else {
        let sets: Vec<LeagueSetInput> = body
            .set_scores
            .iter()
            .map(|set| LeagueSetInput {
                player1_score: set.player1_score,
                player2_score: set.player2_score,
                winner: set.winner,
            })
            .collect();
        Some(crate::club::league::version_of(body.sets_played, &sets)?)
    };
    let row = state
        .club
        .dispute_league_score(player, id, body.reason, version)
        .await?;
    Ok(Json(row.into()))
}

/// Cancels a pending match (the league password, the admin, or a member who plays in it),
/// or deletes a completed one (admin only: its sets leave the ranking).
#[utoipa::path(
    delete,
    path = "/api/league/matches/{id}",
    operation_id = "cancel_league_match",
    tag = "league",
    security(("admin_session" = []), ("member_session" = []), ("league_session" = [])),
    params(("id" = i64, Path, description = "The league match")),
    responses(
        (status = 204, description = "Cancelled or deleted"),
        (status = 401, description = NOT_UNLOCKED, body = ErrorBody),
        (status = 403, description = "A foreign `Origin`; a member not in the match: `not_in_match`; anyone but the admin on a match that has a score: `league_delete_admin_only`", body = ErrorBody),
        (status = 404, description = "No such league match", body = ErrorBody),
    )
)]
async fn cancel(
    State(state): State<AppState>,
    Acting(actor): Acting,
    Path(id): Path<LeagueMatchId>,
) -> Result<StatusCode> {
    may_act_on_league(&actor)?;
    state.club.delete_league_match(actor, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Who a player may challenge, by the current ranking.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = ChallengeRange)]
#[serde(rename_all = "camelCase")]
struct Range {
    /// The player.
    player_id: PlayerId,
    /// Those within 2 places above or below.
    opponent_ids: Vec<PlayerId>,
}

/// Who a player may challenge, by the current ranking.
#[utoipa::path(
    get,
    path = "/api/league/range/{player_id}",
    operation_id = "challenge_range",
    tag = "league",
    security(()),
    params(("player_id" = PlayerId, Path, description = "A ranked player")),
    responses(
        (status = 200, description = "The challenge range", body = Range),
        (status = 404, description = "No such ranked player", body = ErrorBody),
    )
)]
async fn range(
    State(state): State<AppState>,
    Path(player_id): Path<PlayerId>,
) -> Result<Json<Range>> {
    let opponent_ids = state.club.challenge_range(player_id).await?;
    Ok(Json(Range {
        player_id,
        opponent_ids,
    }))
}

/// What a league match form may offer: the UI asks instead of knowing the rules.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
struct LeagueOptions {
    /// Bookable start times, 24-hour `HH:MM`, every half hour.
    time_slots: Vec<String>,
    /// The courts, by number.
    courts: Vec<i64>,
    /// How many sets a match may be played to.
    sets_played: Vec<i64>,
    /// The most games one side may win in a set.
    max_set_games: i64,
}

/// The league's time slots, courts and set rules (docs/rules.md#league).
#[utoipa::path(
    get,
    path = "/api/league/options",
    operation_id = "league_options",
    tag = "league",
    security(()),
    responses((status = 200, description = "The league form's choices", body = LeagueOptions))
)]
async fn options() -> Json<LeagueOptions> {
    let options = crate::club::league::league_options();
    Json(LeagueOptions {
        time_slots: options.time_slots,
        courts: options.courts,
        sets_played: options.sets_played,
        max_set_games: options.max_set_games,
    })
}
