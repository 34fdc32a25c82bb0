//! Tournaments: the list, the detail, create/edit/delete and the schedule. The rules
//! (seeding, placement, pairings, standings) come from `domain`; `db::schedule` keeps the
//! stored schedule in step with them.

use axum::extract::State;
use axum::http::StatusCode;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::AppState;
use super::auth::{Admin, Viewer};
use super::error::ErrorBody;
use super::extract::{Json, Path};
use super::matches::Match;
use super::openapi::{ADMIN_ONLY, INVALID, MALFORMED, NOT_ADMIN, TOO_LARGE};
use super::shapes::{TournamentStatus, TournamentType};
use crate::club::schedule;
use crate::club::{Change, ChangeKind, Error, Result};
use crate::db::tournaments::{self, TournamentRow};
use crate::domain::tournament::TournamentStatus as Lifecycle;

pub mod form;
pub mod tables;

use form::{TournamentBody, checked};

/// The tournament routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list, create))
        .routes(routes!(detail, edit, remove))
        .routes(routes!(generate))
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
    id: i64,
    /// Its name.
    name: String,
    /// Draft (the admin's alone), coming soon, active or completed.
    #[schema(value_type = TournamentStatus)]
    status: String,
    /// `yyyy-mm-dd`.
    start_date: String,
    /// How many players it takes.
    player_count: i64,
    /// How many are selected.
    registered_count: i64,
    /// The format.
    #[schema(value_type = TournamentType)]
    tournament_type: String,
    /// Colones, 0 = free.
    buy_in: i64,
    /// Colones, 0 = no prize.
    bag_price: i64,
    /// The champion, once the final is played.
    champion_id: Option<i64>,
    /// The champion's name.
    champion_name: Option<String>,
    /// Whether any result is recorded (players can no longer change).
    has_results: bool,
    /// Whether the schedule exists.
    matches_generated: bool,
    /// How many weeks it runs: 4 for a hybrid, one a round for a single elimination.
    weeks: u32,
    /// Only in the detail (the list would need a query per tournament).
    #[serde(skip_serializing_if = "Option::is_none")]
    selected_player_ids: Option<Vec<i64>>,
}

impl Tournament {
    fn new(row: TournamentRow, selected: Option<Vec<i64>>) -> Self {
        let weeks = schedule::format_of(&row).weeks(usize::try_from(row.player_count).unwrap_or(0));
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
            champion_id: row.champion_id,
            champion_name: row.champion_name,
            has_results: row.has_results,
            matches_generated: row.matches_generated,
            weeks,
            selected_player_ids: selected,
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
    let rows = state
        .club
        .read(move |conn| Ok(tournaments::list(conn, viewer.is_admin)?))
        .await?;
    Ok(Json(
        rows.into_iter().map(|r| Tournament::new(r, None)).collect(),
    ))
}

/// Loads a tournament the viewer may see: a draft is the admin's alone.
fn visible(conn: &rusqlite::Connection, id: i64, viewer: Viewer) -> Result<TournamentRow> {
    tournaments::get(conn, id)?
        .filter(|t| viewer.is_admin || t.status != "draft")
        .ok_or_else(|| Error::NotFound {
            code: "tournament_not_found",
            message: "Tournament Not Found".into(),
        })
}

async fn detail_of(state: &AppState, id: i64, viewer: Viewer) -> Result<Tournament> {
    state
        .club
        .read(move |conn| {
            let row = visible(conn, id, viewer)?;
            let selected = tournaments::selected_player_ids(conn, id)?;
            Ok(Tournament::new(row, Some(selected)))
        })
        .await
}

/// One tournament, with its selected players.
#[utoipa::path(
    get,
    path = "/api/tournaments/{id}",
    operation_id = "get_tournament",
    tag = "tournaments",
    security((), ("admin_session" = [])),
    params(("id" = i64, Path, description = "The tournament")),
    responses(
        (status = 200, description = "The tournament", body = Tournament),
        (status = 404, description = "No such tournament (drafts are the admin's)", body = ErrorBody),
    )
)]
async fn detail(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<i64>,
) -> Result<Json<Tournament>> {
    Ok(Json(detail_of(&state, id, viewer).await?))
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
        (status = 201, description = "The new tournament", body = Tournament),
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
    let plan = checked(body, None)?;
    let n = plan.tournament.player_count;
    match plan.selected.as_ref() {
        Some(ids) if ids.len() as i64 == n => {}
        _ => {
            return Err(Error::invalid(
                "selectedPlayerIds",
                "players_count_mismatch",
                format!("Please select exactly {n} players for the tournament"),
            ));
        }
    }
    let id = state
        .club
        .apply(move |tx| {
            let id = schedule::create(tx, &plan, &mut rand::rng())?;
            let change = Change::new(ChangeKind::TournamentCreated)
                .tournament(id)
                .players(tournaments::selected_player_ids(tx, id)?)
                .in_draft(plan.tournament.status == Lifecycle::Draft.as_str());
            Ok((id, change))
        })
        .await?;
    let viewer = Viewer {
        is_admin: true,
        league_unlocked: false,
    };
    Ok((
        StatusCode::CREATED,
        Json(detail_of(&state, id, viewer).await?),
    ))
}

/// Changes a tournament. Changing the players re-seeds and rebuilds the schedule, which is
/// refused once a result exists.
#[utoipa::path(
    patch,
    path = "/api/tournaments/{id}",
    operation_id = "edit_tournament",
    tag = "tournaments",
    security(("admin_session" = [])),
    params(("id" = i64, Path, description = "The tournament")),
    request_body = TournamentBody,
    responses(
        (status = 200, description = "The changed tournament", body = Tournament),
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
    Path(id): Path<i64>,
    Json(body): Json<TournamentBody>,
) -> Result<Json<Tournament>> {
    if body
        .selected_player_ids
        .as_ref()
        .is_some_and(|ids| ids.len() < 2)
    {
        return Err(Error::invalid(
            "selectedPlayerIds",
            "players_too_few",
            "Please select at least 2 players for the tournament",
        ));
    }
    state
        .club
        .apply(move |tx| {
            let current = tournaments::get(tx, id)?
                .ok_or_else(|| Error::not_found("tournament_not_found", "Tournament"))?;
            let before = tournaments::selected_player_ids(tx, id)?;
            let plan = checked(body, Some(&current))?;
            schedule::edit(tx, &current, &plan, &mut rand::rng())?;
            let draft = Lifecycle::Draft.as_str();
            let change = Change::new(ChangeKind::TournamentEdited)
                .tournament(id)
                .players(
                    before
                        .into_iter()
                        .chain(tournaments::selected_player_ids(tx, id)?),
                )
                .in_draft(current.status == draft && plan.tournament.status == draft);
            Ok(((), change))
        })
        .await?;
    let viewer = Viewer {
        is_admin: true,
        league_unlocked: false,
    };
    Ok(Json(detail_of(&state, id, viewer).await?))
}

/// Deletes a tournament with its schedule and results.
#[utoipa::path(
    delete,
    path = "/api/tournaments/{id}",
    operation_id = "delete_tournament",
    tag = "tournaments",
    security(("admin_session" = [])),
    params(("id" = i64, Path, description = "The tournament")),
    responses(
        (status = 204, description = "Deleted"),
        (status = 401, description = NOT_ADMIN, body = ErrorBody),
        (status = 403, description = ADMIN_ONLY, body = ErrorBody),
        (status = 404, description = "No such tournament", body = ErrorBody),
    )
)]
async fn remove(
    State(state): State<AppState>,
    _admin: Admin,
    Path(id): Path<i64>,
) -> Result<StatusCode> {
    state
        .club
        .apply(move |tx| {
            let current = tournaments::get(tx, id)?
                .ok_or_else(|| Error::not_found("tournament_not_found", "Tournament"))?;
            let players = tournaments::selected_player_ids(tx, id)?;
            tournaments::delete(tx, id)?;
            let change = Change::new(ChangeKind::TournamentDeleted)
                .tournament(id)
                .players(players)
                .in_draft(current.status == Lifecycle::Draft.as_str());
            Ok(((), change))
        })
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Builds the whole schedule at once, replacing it while no result is recorded.
#[utoipa::path(
    post,
    path = "/api/tournaments/{id}/generate-matches",
    operation_id = "generate_matches",
    tag = "tournaments",
    security(("admin_session" = [])),
    params(("id" = i64, Path, description = "The tournament")),
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
    Path(id): Path<i64>,
) -> Result<Json<Vec<Match>>> {
    let rows = state
        .club
        .apply(move |tx| {
            schedule::generate(tx, id)?;
            let current = tournaments::get(tx, id)?
                .ok_or_else(|| Error::not_found("tournament_not_found", "Tournament"))?;
            let change = Change::new(ChangeKind::MatchesGenerated)
                .tournament(id)
                .players(tournaments::selected_player_ids(tx, id)?)
                .in_draft(current.status == Lifecycle::Draft.as_str());
            Ok((crate::db::matches::for_tournament(tx, id)?, change))
        })
        .await?;
    Ok(Json(rows.into_iter().map(Match::from).collect()))
}
