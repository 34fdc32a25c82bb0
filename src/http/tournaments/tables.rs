//! What a tournament page reads: its matches, groups, group tables, entrants and progress.
//! The answers are built, and described to the OpenAPI document, by the club's use cases
//! (`club::tournaments`, `club::schedule`).

use axum::extract::State;
use axum::response::Response;

use crate::club::Result;
use crate::club::schedule::{self, GroupPlayer, GroupSummary, TournamentPlayer};
use crate::domain::ids::TournamentId;
use crate::http::AppState;
use crate::http::auth::Viewer;
use crate::http::error::ErrorBody;
use crate::http::extract::{Json, Path, Query};
use crate::http::matches::Match;
use crate::http::season::{SeasonParam, with_season};

/// A tournament's whole schedule, knockout placeholders (TBD) and byes included.
#[utoipa::path(
    get,
    path = "/api/tournaments/{id}/matches",
    operation_id = "tournament_matches",
    tag = "tournaments",
    security((), ("admin_session" = [])),
    params(("id" = TournamentId, Path, description = "The tournament")),
    responses(
        (status = 200, description = "Every match, in schedule order", body = Vec<Match>),
        (status = 404, description = "No such tournament (drafts are the admin's)", body = ErrorBody),
    )
)]
pub(super) async fn matches(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<TournamentId>,
) -> Result<Json<Vec<Match>>> {
    let found = state.club.tournament_matches(id, viewer.audience()).await?;
    let today = state.club.clock().today();
    Ok(Json(
        found.into_iter().map(|row| Match::on(row, today)).collect(),
    ))
}

/// A hybrid's groups and how far each has come.
#[utoipa::path(
    get,
    path = "/api/tournaments/{id}/groups",
    operation_id = "tournament_groups",
    tag = "tournaments",
    security((), ("admin_session" = [])),
    params(("id" = TournamentId, Path, description = "The tournament")),
    responses(
        (status = 200, description = "The groups, A first (none for a single elimination)", body = Vec<GroupSummary>),
        (status = 404, description = "No such tournament (drafts are the admin's)", body = ErrorBody),
    )
)]
pub(super) async fn groups(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<TournamentId>,
) -> Result<Json<Vec<schedule::GroupSummary>>> {
    let found = state.club.tournament_groups(id, viewer.audience()).await?;
    Ok(Json(found))
}

/// Every group's table in standings order.
#[utoipa::path(
    get,
    path = "/api/tournaments/{id}/group-players",
    operation_id = "tournament_group_players",
    tag = "tournaments",
    security((), ("admin_session" = [])),
    params(("id" = TournamentId, Path, description = "The tournament")),
    responses(
        (status = 200, description = "One line per player per group, group A first", body = Vec<GroupPlayer>),
        (status = 404, description = "No such tournament (drafts are the admin's)", body = ErrorBody),
    )
)]
pub(super) async fn group_players(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<TournamentId>,
) -> Result<Json<Vec<schedule::GroupPlayer>>> {
    let found = state.club.group_standings(id, viewer.audience()).await?;
    Ok(Json(found))
}

/// A tournament's players by the points they earned in it, then by name; `points` is each
/// one's ranking total in a season (the current one unless `season` names another).
#[utoipa::path(
    get,
    path = "/api/tournaments/{id}/players",
    operation_id = "tournament_players",
    tag = "tournaments",
    security((), ("admin_session" = [])),
    params(("id" = TournamentId, Path, description = "The tournament"), SeasonParam),
    responses(
        (status = 200, description = "The entrants; `email` for the admin only", body = Vec<TournamentPlayer>,
            headers(("x-season" = String, description = "The season counted: a year or `all`"))),
        (status = 404, description = "No such tournament (drafts are the admin's)", body = ErrorBody),
        (status = 422, description = "`season` is neither a year up to the current one nor `all`", body = ErrorBody),
    )
)]
pub(super) async fn players(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<TournamentId>,
    Query(param): Query<SeasonParam>,
) -> Result<Response> {
    let season = param.resolve(&state)?;
    let found = state
        .club
        .tournament_players(id, viewer.audience(), season)
        .await?;
    Ok(with_season(season, Json(found)))
}

/// How far the tournament has come, stage by stage.
#[utoipa::path(
    get,
    path = "/api/tournaments/{id}/progress",
    operation_id = "tournament_progress",
    tag = "tournaments",
    security((), ("admin_session" = [])),
    params(("id" = TournamentId, Path, description = "The tournament")),
    responses(
        (status = 200, description = "The progress modal", body = crate::domain::progress::Progress),
        (status = 404, description = "No such tournament (drafts are the admin's)", body = ErrorBody),
    )
)]
pub(super) async fn progress(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<TournamentId>,
) -> Result<Json<crate::domain::progress::Progress>> {
    let found = state
        .club
        .tournament_progress(id, viewer.audience())
        .await?;
    Ok(Json(found))
}
