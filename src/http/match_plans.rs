//! When and where tournament matches are played, and the admin's settling of the ones left
//! unplayed (docs/rules.md#deadlines): setting a match's day, hour and court; the queue of
//! late and overdue matches; a walkover or more days in one call; and today's matches at the
//! club, for the clubhouse display and the hub.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::AppState;
use super::auth::{Acting, Admin};
use super::error::ErrorBody;
use super::extract::{Json, Path, Query};
use super::matches::Match;
use super::openapi::{MALFORMED, TOO_LARGE};
use crate::club::Result;
use crate::club::match_plans::PlanRequest;
use crate::domain::deadlines::Timing;
use crate::domain::ids::{LeagueMatchId, MatchId, PlayerId, TournamentId};

/// The routes of match plans and deadlines.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(plan))
        .routes(routes!(walkover))
        .routes(routes!(reopen))
        .routes(routes!(extension))
        .routes(routes!(overdue))
        .routes(routes!(today))
}

/// When and where a match is played.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = MatchSchedule)]
#[serde(rename_all = "camelCase")]
struct PlanBody {
    /// The club date, `yyyy-mm-dd`: from the tournament's start up to the match's
    /// `rescheduleUntil`. Required.
    #[schema(example = "2026-11-06")]
    date: Option<String>,
    /// The start time, `HH:MM` on the half hour from 08:00 to 21:00.
    #[schema(example = "18:00")]
    time: Option<String>,
    /// The court (cancha), 1 to 14.
    #[schema(minimum = 1, maximum = 14)]
    cancha: Option<i64>,
}

/// Sets (or moves) when and where a match is played: one of its two players signed in, or
/// the admin. Its status stays as it was; its players' calendar feeds move the event.
#[utoipa::path(
    patch,
    path = "/api/matches/{id}/schedule",
    operation_id = "schedule_match",
    tag = "matches",
    security(("admin_session" = []), ("member_session" = [])),
    params(("id" = i64, Path, description = "The match")),
    request_body = PlanBody,
    responses(
        (status = 200, description = "The match with its day, hour and court", body = Match),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = "Neither the admin nor a member signed in: `sign_in_required`", body = ErrorBody),
        (status = 403, description = "`admin_only` (the league password), `schedule_not_in_match` (a member who does not play it)", body = ErrorBody),
        (status = 404, description = "No such match, or a draft's match for a member: `match_not_found`", body = ErrorBody),
        (status = 409, description = "`schedule_clash` (the court is taken less than 90 minutes apart: `fields.cancha.params` names `heldBy` and offers `nextFree`), `player_busy` (a player plays another match less than 90 minutes apart: `fields.time.params` names the `player` and offers `nextFree`), `match_has_result`, `match_is_bye`, `match_players_unknown`", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = "`date_required`, `date_invalid`, `date_outside_window` (with `from` and `until`), `time_invalid`, `court_out_of_range`", body = ErrorBody),
        (status = 429, description = "`schedule_changes_exhausted`: the member moved this match 5 times this club day; `Retry-After` runs to club midnight", body = ErrorBody),
    )
)]
async fn plan(
    State(state): State<AppState>,
    Acting(actor): Acting,
    Path(id): Path<MatchId>,
    Json(body): Json<PlanBody>,
) -> Result<Json<Match>> {
    let request = PlanRequest {
        date: body.date,
        time: body.time,
        cancha: body.cancha,
    };
    let row = state.club.plan_match(actor, id, request).await?;
    Ok(Json(Match::on(row, state.club.clock().today())))
}

/// The winner of a walkover.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = MatchWalkover)]
#[serde(rename_all = "camelCase")]
struct WalkoverBody {
    /// The player who showed up: one of the match's two. Required in singles.
    #[schema(minimum = 1)]
    winner_id: Option<PlayerId>,
    /// Doubles: the team that showed up, 1 or 2, in place of `winnerId`.
    #[schema(minimum = 1, maximum = 2)]
    winner_team: Option<i64>,
}

/// Records a walkover (6-0, 6-0 W/O) for a match with no result (the admin's): it counts
/// toward the walkover penalty (Art. 11b) and is confirmed at once.
#[utoipa::path(
    post,
    path = "/api/matches/{id}/walkover",
    operation_id = "record_match_walkover",
    tag = "matches",
    security(("admin_session" = [])),
    params(("id" = i64, Path, description = "The match")),
    request_body = WalkoverBody,
    responses(
        (status = 200, description = "The completed match", body = Match),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = "Not logged in as the admin: `admin_login_required`", body = ErrorBody),
        (status = 403, description = "The league password: `admin_only`", body = ErrorBody),
        (status = 404, description = "No such match: `match_not_found`", body = ErrorBody),
        (status = 409, description = "`match_has_result`, `match_is_bye`, `match_players_unknown`, `tournament_is_draft`, `tournament_not_started`", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = "`winner_required`, `winner_not_in_match`, `winner_team_required` (doubles), `teams_in_singles`", body = ErrorBody),
    )
)]
async fn walkover(
    State(state): State<AppState>,
    admin: Admin,
    Path(id): Path<MatchId>,
    Json(body): Json<WalkoverBody>,
) -> Result<Json<Match>> {
    let row = state
        .club
        .record_walkover(admin.console(), id, body.winner_id, body.winner_team)
        .await?;
    Ok(Json(Match::on(row, state.club.clock().today())))
}

/// How a reopening treats the later results the match's winner fed.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
struct ReopenQuery {
    /// `true` clears the later knockout results the winner played since; without it such a
    /// reopening is refused with 409 `result_played_on`, which lists them.
    clear_later: Option<bool>,
}

/// Reopens a match (the admin's decision): its result is cleared, with the walkover penalty
/// or the points it caused, and it is to be played again. Later results its winner fed are
/// listed first and cleared only with `clearLater=true`. Audited as `result_reopened`, and
/// `result_cleared` for each later result.
#[utoipa::path(
    delete,
    path = "/api/matches/{id}/result",
    operation_id = "reopen_match_result",
    tag = "matches",
    security(("admin_session" = [])),
    params(("id" = i64, Path, description = "The match"), ReopenQuery),
    responses(
        (status = 200, description = "The match, pending again", body = Match),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = "Not logged in as the admin: `admin_login_required`", body = ErrorBody),
        (status = 403, description = "The league password: `admin_only`", body = ErrorBody),
        (status = 404, description = "No such match: `match_not_found`", body = ErrorBody),
        (status = 409, description = "`result_missing` (no result to clear), `match_is_bye`, `result_played_on` (its winner played on: `fields.clearLater.params.matches` lists the results `clearLater=true` clears)", body = ErrorBody),
    )
)]
async fn reopen(
    State(state): State<AppState>,
    admin: Admin,
    Path(id): Path<MatchId>,
    Query(query): Query<ReopenQuery>,
) -> Result<Json<Match>> {
    let clear_later = query.clear_later.unwrap_or(false);
    let row = state
        .club
        .reopen_result(admin.console(), id, clear_later)
        .await?;
    Ok(Json(Match::on(row, state.club.clock().today())))
}

/// More days for a match.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = MatchExtension)]
#[serde(rename_all = "camelCase")]
struct ExtensionBody {
    /// Days added to the match's `rescheduleUntil`, 1 to 14. Required.
    #[schema(minimum = 1, maximum = 14)]
    days: Option<i64>,
}

/// Grants a match more days (the admin's): its own `rescheduleUntil` moves by `days`.
#[utoipa::path(
    post,
    path = "/api/matches/{id}/extension",
    operation_id = "extend_match",
    tag = "matches",
    security(("admin_session" = [])),
    params(("id" = i64, Path, description = "The match")),
    request_body = ExtensionBody,
    responses(
        (status = 200, description = "The match with its new `rescheduleUntil`", body = Match),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = "Not logged in as the admin: `admin_login_required`", body = ErrorBody),
        (status = 403, description = "The league password: `admin_only`", body = ErrorBody),
        (status = 404, description = "No such match: `match_not_found`", body = ErrorBody),
        (status = 409, description = "`match_has_result`, `match_is_bye`, `match_players_unknown`", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = "`extension_days_invalid`", body = ErrorBody),
    )
)]
async fn extension(
    State(state): State<AppState>,
    admin: Admin,
    Path(id): Path<MatchId>,
    Json(body): Json<ExtensionBody>,
) -> Result<Json<Match>> {
    let row = state
        .club
        .extend_match(admin.console(), id, body.days)
        .await?;
    Ok(Json(Match::on(row, state.club.clock().today())))
}

/// A match past its deadline, unplayed.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OverdueMatch {
    /// `late` (within its days to move it) or `overdue` (past `rescheduleUntil`).
    timing: Timing,
    /// Days past its deadline, on the club's date.
    days_late: i64,
    /// Its tournament's name.
    tournament_name: String,
    /// The match, with both players, `deadline` and `rescheduleUntil`.
    #[serde(rename = "match")]
    the_match: Match,
    /// What a walkover here would cost each player who gave it, so the console can say so
    /// before it records one.
    walkover_costs: Vec<WalkoverCost>,
}

/// What giving a walkover in a match would cost a player (docs/rules.md#walkovers).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WalkoverCost {
    /// The player who would give it (lose).
    player_id: PlayerId,
    /// Which walkover of the year it would be for them: 1 for the first.
    #[schema(minimum = 1)]
    walkover_number: i64,
    /// The ranking points it would cost them: 30 for every second one in a year, else 0.
    points: u32,
}

impl WalkoverCost {
    fn of(player_id: PlayerId, given: i64) -> Self {
        let years = |n: i64| vec![0; usize::try_from(n.max(0)).unwrap_or(0)];
        let penalty = crate::domain::points::walkover_penalty;
        WalkoverCost {
            player_id,
            walkover_number: given + 1,
            points: penalty(&years(given + 1)) - penalty(&years(given)),
        }
    }
}

/// The admin's queue of late and overdue matches of active tournaments, the one past its
/// deadline longest first. Nothing is settled automatically: the admin records a walkover
/// (`POST /api/matches/{id}/walkover`) or grants more days (`POST /api/matches/{id}/extension`).
#[utoipa::path(
    get,
    path = "/api/admin/overdue",
    operation_id = "admin_overdue",
    tag = "matches",
    security(("admin_session" = [])),
    responses(
        (status = 200, description = "The late and overdue matches, oldest first", body = Vec<OverdueMatch>),
        (status = 401, description = "Not logged in as the admin: `admin_login_required`", body = ErrorBody),
        (status = 403, description = "The league password: `admin_only`", body = ErrorBody),
    )
)]
async fn overdue(State(state): State<AppState>, _admin: Admin) -> Result<Json<Vec<OverdueMatch>>> {
    let today = state.club.clock().today();
    let late = state.club.late_matches().await?;
    Ok(Json(
        late.into_iter()
            .map(|late| {
                let players = [late.row.player1_id, late.row.player2_id];
                let walkover_costs = players
                    .into_iter()
                    .zip(late.walkovers_given)
                    .filter_map(|(player, given)| Some(WalkoverCost::of(player?, given)))
                    .collect();
                OverdueMatch {
                    timing: late.timing,
                    days_late: late.days_late,
                    tournament_name: late.tournament_name,
                    the_match: Match::on(late.row, today),
                    walkover_costs,
                }
            })
            .collect(),
    ))
}

/// Today at the club: the club's date and its matches by hour.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Today {
    /// The club's date, `yyyy-mm-dd` (UTC-6).
    #[schema(example = "2026-11-10")]
    today: String,
    /// Today's tournament and league matches, by hour (those without one last), then court.
    matches: Vec<TodayMatch>,
}

/// One match on today's list.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TodayMatch {
    /// `tournament` or `league`.
    #[schema(example = "tournament")]
    kind: String,
    /// The tournament match, for a tournament match.
    match_id: Option<MatchId>,
    /// Its tournament.
    tournament_id: Option<TournamentId>,
    /// Its tournament's name.
    tournament_name: Option<String>,
    /// The league match, for a league match.
    league_match_id: Option<LeagueMatchId>,
    /// The start time, `HH:MM`, when set.
    #[schema(example = "18:00")]
    time: Option<String>,
    /// The court, when set.
    cancha: Option<i64>,
    /// Player 1.
    player1_id: PlayerId,
    /// Player 1's name.
    player1_name: String,
    /// Player 2.
    player2_id: PlayerId,
    /// Player 2's name.
    player2_name: String,
    /// Whether it has been played (a result or a score).
    completed: bool,
}

/// Today's matches at the club, tournament and league, by hour with their court: what the
/// clubhouse display and the hub show. Cached per club date, so it turns at club midnight.
#[utoipa::path(
    get,
    path = "/api/today",
    operation_id = "today_at_the_club",
    tag = "tournaments",
    security(()),
    responses(
        (status = 200, description = "The same for everyone; changes with the club's date", body = Today),
    )
)]
async fn today(State(state): State<AppState>) -> Result<Json<Today>> {
    let today = state.club.clock().today();
    let day = state.club.club_day(today).await?;
    let mut matches: Vec<TodayMatch> = day
        .tournament
        .into_iter()
        .filter_map(|(row, name)| {
            Some(TodayMatch {
                kind: "tournament".to_string(),
                match_id: Some(row.id),
                tournament_id: Some(row.tournament_id),
                tournament_name: Some(name),
                league_match_id: None,
                time: row.plan.time,
                cancha: row.plan.cancha,
                player1_id: row.player1_id?,
                player1_name: row.player1_name.unwrap_or_default(),
                player2_id: row.player2_id?,
                player2_name: row.player2_name.unwrap_or_default(),
                completed: row.status == crate::domain::tournament::MatchStatus::Completed,
            })
        })
        .chain(day.league.into_iter().map(|row| TodayMatch {
            kind: "league".to_string(),
            match_id: None,
            tournament_id: None,
            tournament_name: None,
            league_match_id: Some(row.id),
            time: row.time,
            cancha: row.cancha,
            player1_id: row.player1_id,
            player1_name: row.player1_name,
            player2_id: row.player2_id,
            player2_name: row.player2_name,
            completed: row.status == crate::domain::league_score::LeagueStatus::Completed,
        }))
        .collect();
    matches.sort_by(|a, b| {
        (a.time.is_none(), &a.time, a.cancha.is_none(), a.cancha).cmp(&(
            b.time.is_none(),
            &b.time,
            b.cancha.is_none(),
            b.cancha,
        ))
    });
    Ok(Json(Today {
        today: today.to_string(),
        matches,
    }))
}
