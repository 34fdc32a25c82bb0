//! `GET /api/this-week`: which schedule week each active tournament is in today, by the
//! club's clock, with that week's dates. The clubhouse display shows that week's matches;
//! the browser's own clock and time zone never decide it.

use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::AppState;
use super::extract::Json;
use crate::club::{Audience, Result};
use crate::domain::calendar::{current_week, parse_date, week_dates};
use crate::domain::ids::TournamentId;
use crate::domain::tournament::TournamentStatus;

/// The this-week route.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(this_week))
}

/// The answer of `GET /api/this-week`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ThisWeek {
    /// The club's date today, `yyyy-mm-dd` (UTC-6).
    #[schema(example = "2026-11-10")]
    pub today: String,
    /// One line per active tournament, in the order of the tournament list.
    pub tournaments: Vec<TournamentWeek>,
}

/// The schedule week an active tournament is in today.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TournamentWeek {
    /// The tournament.
    pub tournament_id: TournamentId,
    /// The week (1-based) whose matches are this week's: the week today falls in, week 1
    /// before the start, the last week once the schedule's weeks are over.
    pub week: i64,
    /// The week's first day, `yyyy-mm-dd`.
    pub first_day: String,
    /// The week's last day, `yyyy-mm-dd`.
    pub last_day: String,
}

/// Which week each active tournament is in today, and its dates (docs/rules.md#schedule-weeks).
#[utoipa::path(
    get,
    path = "/api/this-week",
    operation_id = "this_week",
    tag = "tournaments",
    security(()),
    responses(
        (status = 200, description = "The same for everyone; changes with the club's date", body = ThisWeek),
    )
)]
async fn this_week(State(state): State<AppState>) -> Result<impl IntoResponse> {
    let today = state.club.clock().today();
    let rows = state.club.tournaments(Audience::Public).await?;
    let tournaments = rows
        .into_iter()
        .filter(|row| row.status == TournamentStatus::Active)
        .filter_map(|row| {
            let start = parse_date(&row.start_date)?;
            let players = usize::try_from(row.player_count).unwrap_or(0);
            let weeks = i64::from(row.tournament_type.weeks(players));
            let week = current_week(start, weeks, today);
            let days = week_dates(start, week);
            Some(TournamentWeek {
                tournament_id: row.id,
                week,
                first_day: days.start().to_string(),
                last_day: days.end().to_string(),
            })
        })
        .collect();
    // It follows the clock, which no write announces: never kept by a browser or the cache.
    Ok((
        [(header::CACHE_CONTROL, "no-store")],
        Json(ThisWeek {
            today: today.to_string(),
            tournaments,
        }),
    ))
}
