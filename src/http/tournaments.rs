//! Tournaments: the list, the detail, create/edit/delete, the schedule, groups, standings
//! and progress. The rules (seeding, placement, pairings, standings) come from `domain`;
//! `db::schedule` keeps the stored schedule in step with them.

use std::collections::BTreeMap;

use axum::Router;
use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::{get, post};
use serde::{Deserialize, Serialize};

use super::AppState;
use super::auth::{Admin, Viewer};
use super::extract::{Json, Path};
use super::matches::Match;
use crate::db::schedule::{self, TournamentPlan};
use crate::db::tournaments::{self, TournamentRow};
use crate::domain::tournament::{TournamentFormat, TournamentStatus};
use crate::error::{AppError, Result};

/// The tournament routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/tournaments", get(list).post(create))
        .route(
            "/api/tournaments/{id}",
            get(detail).patch(edit).delete(remove),
        )
        .route("/api/tournaments/{id}/matches", get(matches))
        .route("/api/tournaments/{id}/players", get(players))
        .route("/api/tournaments/{id}/groups", get(groups))
        .route("/api/tournaments/{id}/progress", get(progress))
        .route("/api/tournaments/{id}/group-players", get(group_players))
        .route("/api/tournaments/{id}/generate-matches", post(generate))
}

/// A tournament as the API shows it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Tournament {
    id: i64,
    name: String,
    status: String,
    start_date: String,
    player_count: i64,
    registered_count: i64,
    tournament_type: String,
    buy_in: i64,
    bag_price: i64,
    champion_id: Option<i64>,
    champion_name: Option<String>,
    has_results: bool,
    matches_generated: bool,
    /// Only in the detail (the list would need a query per tournament).
    #[serde(skip_serializing_if = "Option::is_none")]
    selected_player_ids: Option<Vec<i64>>,
}

impl Tournament {
    fn new(row: TournamentRow, selected: Option<Vec<i64>>) -> Self {
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
            selected_player_ids: selected,
        }
    }
}

/// `GET /api/tournaments`: drafts only for the admin.
async fn list(State(state): State<AppState>, viewer: Viewer) -> Result<Json<Vec<Tournament>>> {
    let rows = state
        .db
        .read(move |conn| tournaments::list(conn, viewer.is_admin))
        .await?;
    Ok(Json(
        rows.into_iter().map(|r| Tournament::new(r, None)).collect(),
    ))
}

/// Loads a tournament the viewer may see: a draft is the admin's alone.
fn visible(conn: &rusqlite::Connection, id: i64, viewer: Viewer) -> Result<TournamentRow> {
    tournaments::get(conn, id)?
        .filter(|t| viewer.is_admin || t.status != "draft")
        .ok_or_else(|| AppError::NotFound("Tournament Not Found".into()))
}

async fn detail_of(state: &AppState, id: i64, viewer: Viewer) -> Result<Tournament> {
    state
        .db
        .read(move |conn| {
            let row = visible(conn, id, viewer)?;
            let selected = tournaments::selected_player_ids(conn, id)?;
            Ok(Tournament::new(row, Some(selected)))
        })
        .await
}

/// `GET /api/tournaments/{id}`.
async fn detail(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<i64>,
) -> Result<Json<Tournament>> {
    Ok(Json(detail_of(&state, id, viewer).await?))
}

/// The body of create and edit. Every field is optional here so that a missing one gets
/// the spec's own message instead of a generic parse error.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TournamentBody {
    name: Option<String>,
    start_date: Option<String>,
    player_count: Option<i64>,
    buy_in: Option<i64>,
    bag_price: Option<i64>,
    status: Option<String>,
    tournament_type: Option<String>,
    selected_player_ids: Option<Vec<i64>>,
    manual_bracket_positions: Option<BTreeMap<String, i64>>,
}

/// Checks the fields shared by create and edit, filling gaps from `current` (edit).
fn checked(body: TournamentBody, current: Option<&TournamentRow>) -> Result<TournamentPlan> {
    let name = body
        .name
        .map(|n| n.trim().to_string())
        .or_else(|| current.map(|c| c.name.clone()))
        .unwrap_or_default();
    if name.is_empty() {
        return Err(AppError::invalid("name", "Tournament name is required"));
    }
    if name.chars().count() > 120 {
        return Err(AppError::invalid(
            "name",
            "The name can have at most 120 characters",
        ));
    }
    let start_date = body
        .start_date
        .map(|d| d.trim().to_string())
        .or_else(|| current.map(|c| c.start_date.clone()))
        .unwrap_or_default();
    if start_date.is_empty() {
        return Err(AppError::invalid("startDate", "Start date is required"));
    }
    if crate::domain::calendar::parse_date(&start_date).is_none() {
        return Err(AppError::invalid(
            "startDate",
            "The start date must be a real day, as yyyy-mm-dd",
        ));
    }
    let status = body
        .status
        .or_else(|| current.map(|c| c.status.clone()))
        .unwrap_or_else(|| "draft".into());
    if TournamentStatus::parse(&status).is_none() {
        return Err(AppError::invalid(
            "status",
            "Status must be draft, coming_soon, active or completed",
        ));
    }
    let tournament_type = body
        .tournament_type
        .or_else(|| current.map(|c| c.tournament_type.clone()))
        .unwrap_or_default();
    let Some(format) = TournamentFormat::parse(&tournament_type) else {
        return Err(AppError::invalid(
            "tournamentType",
            "Choose a format: hybrid or single_elimination",
        ));
    };
    let Some(player_count) = body.player_count.or(current.map(|c| c.player_count)) else {
        return Err(AppError::invalid("playerCount", "Player count required"));
    };
    if !usize::try_from(player_count).is_ok_and(|n| format.allows_players(n)) {
        let message = match format {
            TournamentFormat::Hybrid => "A hybrid tournament has 8, 12, 16 or 20 players",
            TournamentFormat::SingleElimination => "A single elimination has 2 to 64 players",
        };
        return Err(AppError::invalid("playerCount", message));
    }
    let buy_in = body.buy_in.or(current.map(|c| c.buy_in)).unwrap_or(0);
    if buy_in < 0 {
        return Err(AppError::invalid("buyIn", "The buy-in cannot be negative"));
    }
    let bag_price = body.bag_price.or(current.map(|c| c.bag_price)).unwrap_or(0);
    if bag_price < 0 {
        return Err(AppError::invalid(
            "bagPrice",
            "The bag price cannot be negative",
        ));
    }
    let manual = match body.manual_bracket_positions {
        Some(positions) if !positions.is_empty() => {
            let mut slots = BTreeMap::new();
            for (key, player) in positions {
                let slot: usize = key.trim().parse().map_err(|_| {
                    AppError::invalid(
                        "manualBracketPositions",
                        format!("'{key}' is not a position number"),
                    )
                })?;
                slots.insert(slot, player);
            }
            Some(slots)
        }
        _ => None,
    };
    Ok(TournamentPlan {
        tournament: tournaments::NewTournament {
            name,
            status,
            start_date,
            player_count,
            tournament_type,
            buy_in,
            bag_price,
        },
        selected: body.selected_player_ids,
        manual,
    })
}

/// `POST /api/tournaments` (admin): creates, seeds and places the players.
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
            return Err(AppError::invalid(
                "selectedPlayerIds",
                format!("Please select exactly {n} players for the tournament"),
            ));
        }
    }
    let id = state
        .db
        .write(move |tx| schedule::create(tx, &plan, &mut rand::rng()))
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

/// `PATCH /api/tournaments/{id}` (admin). Changing the players re-seeds and rebuilds the
/// schedule, which is refused once a result exists.
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
        return Err(AppError::invalid(
            "selectedPlayerIds",
            "Please select at least 2 players for the tournament",
        ));
    }
    state
        .db
        .write(move |tx| {
            let current =
                tournaments::get(tx, id)?.ok_or_else(|| AppError::not_found("Tournament"))?;
            let plan = checked(body, Some(&current))?;
            schedule::edit(tx, &current, &plan, &mut rand::rng())
        })
        .await?;
    let viewer = Viewer {
        is_admin: true,
        league_unlocked: false,
    };
    Ok(Json(detail_of(&state, id, viewer).await?))
}

/// `DELETE /api/tournaments/{id}` (admin).
async fn remove(
    State(state): State<AppState>,
    _admin: Admin,
    Path(id): Path<i64>,
) -> Result<StatusCode> {
    let deleted = state
        .db
        .write(move |tx| tournaments::delete(tx, id))
        .await?;
    if !deleted {
        return Err(AppError::not_found("Tournament"));
    }
    Ok(StatusCode::NO_CONTENT)
}

/// `POST /api/tournaments/{id}/generate-matches` (admin): the whole schedule at once.
async fn generate(
    State(state): State<AppState>,
    _admin: Admin,
    Path(id): Path<i64>,
) -> Result<Json<Vec<Match>>> {
    let rows = state
        .db
        .write(move |tx| {
            schedule::generate(tx, id)?;
            crate::db::matches::for_tournament(tx, id)
        })
        .await?;
    Ok(Json(rows.into_iter().map(Match::from).collect()))
}

/// `GET /api/tournaments/{id}/matches`.
async fn matches(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<i64>,
) -> Result<Json<Vec<Match>>> {
    let rows = state
        .db
        .read(move |conn| {
            visible(conn, id, viewer)?;
            crate::db::matches::for_tournament(conn, id)
        })
        .await?;
    Ok(Json(rows.into_iter().map(Match::from).collect()))
}

/// `GET /api/tournaments/{id}/groups`.
async fn groups(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<i64>,
) -> Result<Json<Vec<schedule::GroupSummary>>> {
    let list = state
        .db
        .read(move |conn| {
            visible(conn, id, viewer)?;
            Ok(schedule::group_tables(conn, id)?.summaries())
        })
        .await?;
    Ok(Json(list))
}

/// `GET /api/tournaments/{id}/group-players`: every group's table in standings order.
async fn group_players(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<i64>,
) -> Result<Json<Vec<schedule::GroupPlayer>>> {
    let list = state
        .db
        .read(move |conn| {
            visible(conn, id, viewer)?;
            Ok(schedule::group_tables(conn, id)?.players())
        })
        .await?;
    Ok(Json(list))
}

/// `GET /api/tournaments/{id}/players`: by tournament points, then name.
async fn players(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<i64>,
) -> Result<Json<Vec<schedule::TournamentPlayer>>> {
    let list = state
        .db
        .read(move |conn| {
            visible(conn, id, viewer)?;
            schedule::players(conn, id, viewer.is_admin)
        })
        .await?;
    Ok(Json(list))
}

/// `GET /api/tournaments/{id}/progress`.
async fn progress(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<i64>,
) -> Result<Json<crate::domain::progress::Progress>> {
    let progress = state
        .db
        .read(move |conn| {
            let row = visible(conn, id, viewer)?;
            schedule::progress(conn, &row)
        })
        .await?;
    Ok(Json(progress))
}
