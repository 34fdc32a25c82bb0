//! The calendar feeds: `GET /api/tournaments/{id}/calendar.ics` and
//! `GET /api/players/{id}/calendar.ics` (docs/rules.md#calendar-feeds). iCalendar text that
//! a phone's calendar subscribes to and refreshes by itself.

use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::AppState;
use super::error::ErrorBody;
use super::extract::{Path, Query};
use crate::club::Result;
use crate::club::calendar::Lang;
use crate::domain::ids::{PlayerId, TournamentId};

/// The calendar feed routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(tournament_calendar))
        .routes(routes!(player_calendar))
}

/// The feed's language: a calendar app has no language choice of ours.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LangParam {
    /// `en` (the default) or `es`.
    #[param(example = "es", pattern = "^(en|es)$")]
    pub lang: Option<String>,
}

/// The answer: the feed, named for a download.
fn feed(text: String, file: &str) -> Response {
    (
        [
            (
                header::CONTENT_TYPE,
                "text/calendar; charset=utf-8".to_string(),
            ),
            (
                header::CONTENT_DISPOSITION,
                format!("inline; filename=\"{file}.ics\""),
            ),
        ],
        text,
    )
        .into_response()
}

/// Every match of a tournament as an all-day event over its schedule week.
#[utoipa::path(
    get,
    path = "/api/tournaments/{id}/calendar.ics",
    operation_id = "tournament_calendar",
    tag = "tournaments",
    security(()),
    params(("id" = TournamentId, Path, description = "The tournament"), LangParam),
    responses(
        (status = 200, description = "iCalendar (RFC 5545) text", content_type = "text/calendar", body = String),
        (status = 404, description = "No such tournament, or a draft", body = ErrorBody),
        (status = 422, description = "`lang` is neither `en` nor `es`", body = ErrorBody),
    )
)]
async fn tournament_calendar(
    State(state): State<AppState>,
    Path(id): Path<TournamentId>,
    Query(param): Query<LangParam>,
) -> Result<Response> {
    let lang = Lang::parse(param.lang.as_deref())?;
    let text = state.club.tournament_calendar(id, lang).await?;
    Ok(feed(text, &format!("tournament-{id}")))
}

/// A player's tournament matches (all-day over their week) and league matches (90 minutes
/// from their time, or all day on their date).
#[utoipa::path(
    get,
    path = "/api/players/{id}/calendar.ics",
    operation_id = "player_calendar",
    tag = "players",
    security(()),
    params(("id" = PlayerId, Path, description = "The player"), LangParam),
    responses(
        (status = 200, description = "iCalendar (RFC 5545) text", content_type = "text/calendar", body = String),
        (status = 404, description = "No such approved player", body = ErrorBody),
        (status = 422, description = "`lang` is neither `en` nor `es`", body = ErrorBody),
    )
)]
async fn player_calendar(
    State(state): State<AppState>,
    Path(id): Path<PlayerId>,
    Query(param): Query<LangParam>,
) -> Result<Response> {
    let lang = Lang::parse(param.lang.as_deref())?;
    let text = state.club.player_calendar(id, lang).await?;
    Ok(feed(text, &format!("player-{id}")))
}
