//! What a tournament page reads: its matches, groups, group tables, entrants and progress.
//! The answers are built by `db::schedule`; `shapes` describes them.

use axum::extract::State;

use super::visible;
use crate::club::Result;
use crate::club::schedule;
use crate::http::AppState;
use crate::http::auth::Viewer;
use crate::http::error::ErrorBody;
use crate::http::extract::{Json, Path};
use crate::http::matches::Match;
use crate::http::shapes;

/// A tournament's whole schedule, knockout placeholders (TBD) and byes included.
#[utoipa::path(
    get,
    path = "/api/tournaments/{id}/matches",
    operation_id = "tournament_matches",
    tag = "tournaments",
    security((), ("admin_session" = [])),
    params(("id" = i64, Path, description = "The tournament")),
    responses(
        (status = 200, description = "Every match, in schedule order", body = Vec<Match>),
        (status = 404, description = "No such tournament (drafts are the admin's)", body = ErrorBody),
    )
)]
pub(super) async fn matches(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<i64>,
) -> Result<Json<Vec<Match>>> {
    let rows = state
        .club
        .read(move |conn| {
            visible(conn, id, viewer)?;
            Ok(crate::db::matches::for_tournament(conn, id)?)
        })
        .await?;
    Ok(Json(rows.into_iter().map(Match::from).collect()))
}

/// A hybrid's groups and how far each has come.
#[utoipa::path(
    get,
    path = "/api/tournaments/{id}/groups",
    operation_id = "tournament_groups",
    tag = "tournaments",
    security((), ("admin_session" = [])),
    params(("id" = i64, Path, description = "The tournament")),
    responses(
        (status = 200, description = "The groups, A first (none for a single elimination)", body = Vec<shapes::Group>),
        (status = 404, description = "No such tournament (drafts are the admin's)", body = ErrorBody),
    )
)]
pub(super) async fn groups(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<i64>,
) -> Result<Json<Vec<schedule::GroupSummary>>> {
    let list = state
        .club
        .read(move |conn| {
            visible(conn, id, viewer)?;
            Ok(schedule::group_tables(conn, id)?.summaries())
        })
        .await?;
    Ok(Json(list))
}

/// Every group's table in standings order.
#[utoipa::path(
    get,
    path = "/api/tournaments/{id}/group-players",
    operation_id = "tournament_group_players",
    tag = "tournaments",
    security((), ("admin_session" = [])),
    params(("id" = i64, Path, description = "The tournament")),
    responses(
        (status = 200, description = "One line per player per group, group A first", body = Vec<shapes::GroupPlayer>),
        (status = 404, description = "No such tournament (drafts are the admin's)", body = ErrorBody),
    )
)]
pub(super) async fn group_players(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<i64>,
) -> Result<Json<Vec<schedule::GroupPlayer>>> {
    let list = state
        .club
        .read(move |conn| {
            visible(conn, id, viewer)?;
            Ok(schedule::group_tables(conn, id)?.players())
        })
        .await?;
    Ok(Json(list))
}

/// A tournament's players by the points they earned in it, then by name.
#[utoipa::path(
    get,
    path = "/api/tournaments/{id}/players",
    operation_id = "tournament_players",
    tag = "tournaments",
    security((), ("admin_session" = [])),
    params(("id" = i64, Path, description = "The tournament")),
    responses(
        (status = 200, description = "The entrants; `email` for the admin only", body = Vec<shapes::TournamentPlayer>),
        (status = 404, description = "No such tournament (drafts are the admin's)", body = ErrorBody),
    )
)]
pub(super) async fn players(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<i64>,
) -> Result<Json<Vec<schedule::TournamentPlayer>>> {
    let list = state
        .club
        .read(move |conn| {
            visible(conn, id, viewer)?;
            schedule::players(conn, id, viewer.is_admin)
        })
        .await?;
    Ok(Json(list))
}

/// How far the tournament has come, stage by stage.
#[utoipa::path(
    get,
    path = "/api/tournaments/{id}/progress",
    operation_id = "tournament_progress",
    tag = "tournaments",
    security((), ("admin_session" = [])),
    params(("id" = i64, Path, description = "The tournament")),
    responses(
        (status = 200, description = "The progress modal", body = shapes::Progress),
        (status = 404, description = "No such tournament (drafts are the admin's)", body = ErrorBody),
    )
)]
pub(super) async fn progress(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<i64>,
) -> Result<Json<crate::domain::progress::Progress>> {
    let progress = state
        .club
        .read(move |conn| {
            let row = visible(conn, id, viewer)?;
            schedule::progress(conn, &row)
        })
        .await?;
    Ok(Json(progress))
}
