//! Tournaments: the list, the detail, create/edit/delete and the schedule. The rules
//! (seeding, placement, pairings, standings) come from `domain`; `club::schedule` keeps the
//! stored schedule in step with them.

use std::collections::BTreeMap;

use axum::extract::State;
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::AppState;
use super::auth::{Admin, Viewer};
use super::error::ErrorBody;
use super::extract::{Json, Path, Query};
use super::fees::EligibilityWarning;
use super::matches::Match;
use super::openapi::{ADMIN_ONLY, INVALID, MALFORMED, NOT_ADMIN, TOO_LARGE};
use crate::club::Result;
use crate::club::fees::Warning;
use crate::club::tournament_deletion::TournamentDeletion;
use crate::club::tournament_form::TournamentFields;
use crate::club::tournaments::{TournamentDetail, TournamentRow};
use crate::domain::calendar::{parse_date, week_dates};
use crate::domain::ids::{PlayerId, TournamentId};
use crate::domain::season::Season;
use crate::domain::tournament::{
    Discipline, TournamentFormat as Format, TournamentStatus as Lifecycle,
};

mod draw_plan;
pub mod tables;

/// The tournament routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list, create))
        .routes(routes!(detail, edit, remove))
        .routes(routes!(generate))
        .routes(routes!(deletion))
        .routes(routes!(formats))
        .routes(routes!(draw_plan::draw_plan))
        .routes(routes!(draw_plan::fill))
        .routes(routes!(tables::matches))
        .routes(routes!(tables::players))
        .routes(routes!(tables::groups))
        .routes(routes!(tables::progress))
        .routes(routes!(tables::group_players))
}

/// A tournament as the API shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Tournament {
    /// The tournament's id.
    id: TournamentId,
    /// Its name.
    name: String,
    /// Draft (the admin's alone), coming soon, active or completed.
    status: Lifecycle,
    /// `yyyy-mm-dd`.
    start_date: String,
    /// How many players it takes.
    player_count: i64,
    /// How many are selected.
    registered_count: i64,
    /// The format.
    tournament_type: Format,
    /// Colones, 0 = free.
    buy_in: i64,
    /// Colones, 0 = no prize.
    bag_price: i64,
    /// The champion, once the final is played and confirmed; null in doubles.
    champion_id: Option<PlayerId>,
    /// The champion's name (in doubles, the team's: "Ana Mora / Luis Rojas").
    champion_name: Option<String>,
    /// A doubles tournament's champion team, its two players in the order entered, once the
    /// final is confirmed; null before. Absent in singles (docs/rules.md#doubles).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Vec<i64>>, min_items = 2, max_items = 2)]
    champion_team: Option<Option<[PlayerId; 2]>>,
    /// Whether any result is recorded (players can no longer change).
    has_results: bool,
    /// Whether the schedule exists.
    matches_generated: bool,
    /// How many weeks it runs: 4 for a hybrid, one a round for a single elimination.
    weeks: u32,
    /// Whether it is a season's year-end finals for its top 8 (docs/rules.md#seasons).
    finals: bool,
    /// The season it counts in: the year of its start date (docs/rules.md#seasons).
    season: i32,
    /// The final's result while it awaits confirmation or is disputed: the tournament stays
    /// active and names no champion until the final is confirmed; null otherwise.
    final_waiting: Option<FinalWaiting>,
    /// Played by players (`singles`) or by teams of two (`doubles`; docs/rules.md#doubles).
    discipline: Discipline,
    /// Only in the detail (the list would need a query per tournament); a doubles
    /// tournament's is left out, and `selectedTeams` given instead.
    #[serde(skip_serializing_if = "Option::is_none")]
    selected_player_ids: Option<Vec<PlayerId>>,
    /// Only in a doubles tournament's detail: its teams, best seed first, each its two
    /// players in the order entered.
    #[serde(skip_serializing_if = "Option::is_none")]
    selected_teams: Option<Vec<[PlayerId; 2]>>,
    /// Only in the detail: each schedule week with its dates, week 1 first
    /// (docs/rules.md#schedule-weeks).
    #[serde(skip_serializing_if = "Option::is_none")]
    schedule_weeks: Option<Vec<ScheduleWeek>>,
    /// Only in the answers to create and edit: its players whose level is unconfirmed or
    /// whose fee of its season is unpaid (docs/rules.md#level-and-fee). It was saved anyway.
    #[serde(skip_serializing_if = "Option::is_none")]
    warnings: Option<Vec<EligibilityWarning>>,
}

/// A final that was played but is not confirmed: "Final played: X won, awaiting confirmation"
/// (or "disputed").
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FinalWaiting {
    /// Who won it, as reported; null in doubles, whose winner `winnerName` names.
    winner_id: Option<PlayerId>,
    /// The winner's name.
    winner_name: String,
    /// `awaiting` or `disputed`.
    state: crate::domain::confirmation::State,
}

/// One week of a tournament's schedule and its dates, as the clubhouse display dates it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ScheduleWeek {
    /// The week, 1-based.
    week: u32,
    /// Its first day, `yyyy-mm-dd`.
    first_day: String,
    /// Its last day, `yyyy-mm-dd`.
    last_day: String,
}

/// Every week of a schedule of `weeks` weeks starting on `start_date`; none when the start
/// date cannot be read.
fn schedule_weeks(start_date: &str, weeks: u32) -> Vec<ScheduleWeek> {
    let Some(start) = parse_date(start_date) else {
        return Vec::new();
    };
    (1..=weeks)
        .map(|week| {
            let days = week_dates(start, i64::from(week));
            ScheduleWeek {
                week,
                first_day: days.start().to_string(),
                last_day: days.end().to_string(),
            }
        })
        .collect()
}

impl Tournament {
    /// The answer to a save: the tournament, and what the admin is warned of.
    fn saved((detail, warnings): (TournamentDetail, Vec<Warning>)) -> Self {
        Tournament {
            warnings: Some(warnings.into_iter().map(EligibilityWarning::from).collect()),
            ..Tournament::from(detail)
        }
    }
}

impl From<TournamentDetail> for Tournament {
    fn from(detail: TournamentDetail) -> Self {
        let mut tournament = match detail.teams {
            Some(teams) => Tournament {
                selected_teams: Some(teams),
                ..Tournament::new(detail.row, None)
            },
            None => Tournament::new(detail.row, Some(detail.selected)),
        };
        tournament.schedule_weeks = Some(schedule_weeks(&tournament.start_date, tournament.weeks));
        tournament
    }
}

impl Tournament {
    fn new(row: TournamentRow, selected: Option<Vec<PlayerId>>) -> Self {
        let weeks = row
            .tournament_type
            .weeks(usize::try_from(row.player_count).unwrap_or(0));
        let season = Season::year_of_date(&row.start_date);
        let doubles = row.discipline == Discipline::Doubles;
        Tournament {
            id: row.id,
            name: row.name,
            status: row.status,
            start_date: row.start_date,
            player_count: row.player_count,
            registered_count: row.registered_count,
            tournament_type: row.tournament_type,
            buy_in: row.buy_in,
            bag_price: row.bag_price,
            champion_id: row.champion_id.filter(|_| !doubles),
            champion_name: row.champion_name,
            champion_team: doubles.then_some(row.champion_team),
            has_results: row.has_results,
            matches_generated: row.matches_generated,
            weeks,
            finals: row.finals,
            discipline: row.discipline,
            season,
            final_waiting: row.final_waiting.map(|f| FinalWaiting {
                winner_id: Some(f.winner_id).filter(|_| !doubles),
                winner_name: f.winner_name,
                state: f.state,
            }),
            selected_player_ids: selected,
            selected_teams: None,
            schedule_weeks: None,
            warnings: None,
        }
    }
}

/// The body of create and edit. Every field is optional here so that a missing one gets
/// the form's own message instead of a generic parse error.
/// Create needs `name`, `startDate`, `playerCount`, `tournamentType` and `selectedPlayerIds`;
/// edit takes any subset.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TournamentBody {
    /// At most 120 characters.
    #[schema(max_length = 120, example = "Grand Slam Noviembre")]
    name: Option<String>,
    /// `yyyy-mm-dd`.
    #[schema(format = Date, example = "2026-11-02")]
    start_date: Option<String>,
    /// Hybrid: 8, 12, 16 or 20; single elimination: 2 to 64.
    #[schema(minimum = 2, maximum = 64)]
    player_count: Option<i64>,
    /// Colones, 0 for free.
    #[schema(minimum = 0)]
    buy_in: Option<i64>,
    /// Colones, 0 for no prize.
    #[schema(minimum = 0)]
    bag_price: Option<i64>,
    /// `draft` when left out on create.
    #[schema(value_type = Option<Lifecycle>)]
    status: Option<String>,
    /// The format.
    #[schema(value_type = Option<Format>)]
    tournament_type: Option<String>,
    /// Singles: exactly `playerCount` approved players.
    selected_player_ids: Option<Vec<PlayerId>>,
    /// Slot index (as a string) to player id, or in doubles to a team (its two player ids).
    /// Hybrid: slots 0-3 are Group A, 4-7 Group B, ...; single elimination: the draw line,
    /// empty lines are byes.
    manual_bracket_positions: Option<BTreeMap<String, BracketEntry>>,
    /// A season's year-end finals for its top 8; false when left out on create. Singles only.
    finals: Option<bool>,
    /// `singles` when left out on create, or `doubles`; it cannot change afterwards.
    #[schema(value_type = Option<Discipline>)]
    discipline: Option<String>,
    /// Doubles: exactly `playerCount` teams, each two approved players in the order entered
    /// (the team's name keeps it); nobody in two teams.
    selected_teams: Option<Vec<Vec<PlayerId>>>,
}

/// What a manual position holds: a player (singles) or a team of two (doubles).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum BracketEntry {
    /// A player's id.
    Player(PlayerId),
    /// A team: its two players' ids.
    Team(Vec<PlayerId>),
}

impl From<TournamentBody> for TournamentFields {
    fn from(body: TournamentBody) -> Self {
        // Players and teams go apart; the form refuses the kind the discipline does not take.
        let (players, teams) = match body.manual_bracket_positions {
            None => (None, None),
            Some(positions) => {
                let (mut players, mut teams) = (BTreeMap::new(), BTreeMap::new());
                for (position, entry) in positions {
                    match entry {
                        BracketEntry::Player(id) => {
                            players.insert(position, id);
                        }
                        BracketEntry::Team(ids) => {
                            teams.insert(position, ids);
                        }
                    }
                }
                (Some(players), Some(teams))
            }
        };
        TournamentFields {
            name: body.name,
            start_date: body.start_date,
            player_count: body.player_count,
            buy_in: body.buy_in,
            bag_price: body.bag_price,
            status: body.status,
            tournament_type: body.tournament_type,
            selected_player_ids: body.selected_player_ids,
            manual_bracket_positions: players,
            finals: body.finals,
            discipline: body.discipline,
            selected_teams: body.selected_teams,
            manual_team_positions: teams,
        }
    }
}

/// Every tournament; drafts only for the admin.
#[utoipa::path(
    get,
    path = "/api/tournaments",
    operation_id = "list_tournaments",
    tag = "tournaments",
    security((), ("admin_session" = [])),
    responses((status = 200, description = "The tournaments, without `selectedPlayerIds`", body = Vec<Tournament>))
)]
async fn list(State(state): State<AppState>, viewer: Viewer) -> Result<Json<Vec<Tournament>>> {
    let rows = state.club.tournaments(viewer.audience()).await?;
    Ok(Json(
        rows.into_iter().map(|r| Tournament::new(r, None)).collect(),
    ))
}

/// One tournament, with its selected players.
#[utoipa::path(
    get,
    path = "/api/tournaments/{id}",
    operation_id = "get_tournament",
    tag = "tournaments",
    security((), ("admin_session" = [])),
    params(("id" = TournamentId, Path, description = "The tournament")),
    responses(
        (status = 200, description = "The tournament", body = Tournament),
        (status = 404, description = "No such tournament (drafts are the admin's)", body = ErrorBody),
    )
)]
async fn detail(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<TournamentId>,
) -> Result<Json<Tournament>> {
    let found = state.club.tournament(id, viewer.audience()).await?;
    Ok(Json(Tournament::from(found)))
}

/// Creates a tournament, then seeds and places its players.
#[utoipa::path(
    post,
    path = "/api/tournaments",
    operation_id = "create_tournament",
    tag = "tournaments",
    security(("admin_session" = [])),
    request_body = TournamentBody,
    responses(
        (status = 201, description = "The new tournament, with `warnings` (saved anyway)", body = Tournament),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = NOT_ADMIN, body = ErrorBody),
        (status = 403, description = ADMIN_ONLY, body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = INVALID, body = ErrorBody),
    )
)]
async fn create(
    State(state): State<AppState>,
    _admin: Admin,
    Json(body): Json<TournamentBody>,
) -> Result<(StatusCode, Json<Tournament>)> {
    let created = state.club.create_tournament(body.into()).await?;
    Ok((StatusCode::CREATED, Json(Tournament::saved(created))))
}

/// Changes a tournament. Changing the players re-seeds and rebuilds the schedule, which is
/// refused once a result exists.
#[utoipa::path(
    patch,
    path = "/api/tournaments/{id}",
    operation_id = "edit_tournament",
    tag = "tournaments",
    security(("admin_session" = [])),
    params(("id" = TournamentId, Path, description = "The tournament")),
    request_body = TournamentBody,
    responses(
        (status = 200, description = "The changed tournament, with `warnings` (saved anyway)", body = Tournament),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = NOT_ADMIN, body = ErrorBody),
        (status = 403, description = ADMIN_ONLY, body = ErrorBody),
        (status = 404, description = "No such tournament", body = ErrorBody),
        (status = 409, description = "The players or format change after a result", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = INVALID, body = ErrorBody),
    )
)]
async fn edit(
    State(state): State<AppState>,
    _admin: Admin,
    Path(id): Path<TournamentId>,
    Json(body): Json<TournamentBody>,
) -> Result<Json<Tournament>> {
    let edited = state.club.edit_tournament(id, body.into()).await?;
    Ok(Json(Tournament::saved(edited)))
}

/// The confirmation a delete of a played tournament needs.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct DeleteParams {
    /// The tournament's name, typed by the admin; required once it has results.
    #[param(example = "Grand Slam Noviembre")]
    confirm_name: Option<String>,
}

/// Deletes a tournament with its schedule and results. One with results (its champion,
/// results and walkover penalties go with it) needs its name as `confirmName`.
#[utoipa::path(
    delete,
    path = "/api/tournaments/{id}",
    operation_id = "delete_tournament",
    tag = "tournaments",
    security(("admin_session" = [])),
    params(("id" = TournamentId, Path, description = "The tournament"), DeleteParams),
    responses(
        (status = 204, description = "Deleted"),
        (status = 401, description = NOT_ADMIN, body = ErrorBody),
        (status = 403, description = ADMIN_ONLY, body = ErrorBody),
        (status = 404, description = "No such tournament", body = ErrorBody),
        (status = 409, description = "It has results and `confirmName` is missing (`tournament_delete_needs_name`)", body = ErrorBody),
        (status = 422, description = "`confirmName` is not its name (`tournament_name_mismatch`)", body = ErrorBody),
    )
)]
async fn remove(
    State(state): State<AppState>,
    _admin: Admin,
    Path(id): Path<TournamentId>,
    Query(params): Query<DeleteParams>,
) -> Result<StatusCode> {
    state
        .club
        .delete_tournament(id, params.confirm_name)
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// What deleting a tournament would take away (its champion, results and the walkover
/// penalties they caused), for the confirmation; nothing is deleted.
#[utoipa::path(
    get,
    path = "/api/tournaments/{id}/deletion",
    operation_id = "tournament_deletion",
    tag = "tournaments",
    security(("admin_session" = [])),
    params(("id" = TournamentId, Path, description = "The tournament")),
    responses(
        (status = 200, description = "What goes with it", body = TournamentDeletion),
        (status = 401, description = NOT_ADMIN, body = ErrorBody),
        (status = 403, description = ADMIN_ONLY, body = ErrorBody),
        (status = 404, description = "No such tournament", body = ErrorBody),
    )
)]
async fn deletion(
    State(state): State<AppState>,
    _admin: Admin,
    Path(id): Path<TournamentId>,
) -> Result<Json<TournamentDeletion>> {
    Ok(Json(state.club.tournament_deletion(id).await?))
}

/// Builds the whole schedule at once, replacing it while no result is recorded.
#[utoipa::path(
    post,
    path = "/api/tournaments/{id}/generate-matches",
    operation_id = "generate_matches",
    tag = "tournaments",
    security(("admin_session" = [])),
    params(("id" = TournamentId, Path, description = "The tournament")),
    responses(
        (status = 200, description = "The new schedule", body = Vec<Match>),
        (status = 401, description = NOT_ADMIN, body = ErrorBody),
        (status = 403, description = ADMIN_ONLY, body = ErrorBody),
        (status = 404, description = "No such tournament", body = ErrorBody),
        (status = 409, description = "A result is recorded, or not every player is selected", body = ErrorBody),
    )
)]
async fn generate(
    State(state): State<AppState>,
    _admin: Admin,
    Path(id): Path<TournamentId>,
) -> Result<Json<Vec<Match>>> {
    let rows = state.club.generate_matches(id).await?;
    let today = state.club.clock().today();
    Ok(Json(
        rows.into_iter().map(|row| Match::on(row, today)).collect(),
    ))
}

/// One format and the sizes it can be played at.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
struct FormatOption {
    /// The format.
    tournament_type: Format,
    /// Each allowed player count with the weeks a tournament of that size runs.
    sizes: Vec<FormatSize>,
}

/// A player count a format allows, and how long it runs.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
struct FormatSize {
    /// How many players.
    player_count: usize,
    /// How many weeks it runs.
    weeks: u32,
}

/// The formats, their allowed sizes and how long each runs (docs/rules.md#formats), so
/// that the Create Tournament form asks instead of knowing the rules itself.
#[utoipa::path(
    get,
    path = "/api/tournaments/formats",
    operation_id = "tournament_formats",
    tag = "tournaments",
    security(()),
    responses((status = 200, description = "Each format with its sizes", body = Vec<FormatOption>))
)]
async fn formats() -> Json<Vec<FormatOption>> {
    let options = [Format::Hybrid, Format::SingleElimination]
        .into_iter()
        .map(|format| FormatOption {
            tournament_type: format,
            sizes: (0..=64)
                .filter(|&n| format.allows_players(n))
                .map(|player_count| FormatSize {
                    player_count,
                    weeks: format.weeks(player_count),
                })
                .collect(),
        })
        .collect();
    Json(options)
}
