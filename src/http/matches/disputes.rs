//! The admin's queue of results that wait for a decision: disputed tournament and league
//! results, and players' walkover claims past their 48 hours, each with both versions.

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::Match;
use crate::club::Result;
use crate::http::AppState;
use crate::http::auth::Admin;
use crate::http::confirmation::{MatchVersion, instant_ms};
use crate::http::error::ErrorBody;
use crate::http::extract::Json;
use crate::http::league::{LeagueMatch, LeagueScoreVersion};

/// The queue's route.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(disputes))
}

/// A result waiting for the admin, with both versions: the reported result (the match) and
/// the opponent's reason.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WaitingResult {
    /// `disputed`, or `walkover` (a walkover claim past its 48 hours, unanswered).
    #[schema(example = "disputed")]
    kind: String,
    /// `tournament` (the result is in `match`) or `league` (in `leagueMatch`).
    #[schema(example = "tournament")]
    source: String,
    /// The opponent's reason, for a disputed result.
    reason: Option<String>,
    /// The disputer's own version of a tournament result, when the dispute came with one;
    /// the report's is the match's result (or its `confirmation.claim`).
    version: Option<MatchVersion>,
    /// The disputer's own league score, when the dispute came with one.
    league_version: Option<LeagueScoreVersion>,
    /// The tournament match with the result as reported (`confirmation.reportedBy` reported
    /// it); null for a league match.
    #[serde(rename = "match")]
    the_match: Option<Match>,
    /// The league match with the score as recorded; null for a tournament match.
    league_match: Option<LeagueMatch>,
    /// When the result was reported or last corrected (RFC 3339): the queue's order.
    reported_at: String,
}

/// The admin's queue of results: disputed ones (tournament and league) and players'
/// walkover claims past their 48 hours, the oldest report first, each with both versions. The
/// admin settles each in one call (`POST /api/matches/{id}/settle`, `POST
/// /api/league/matches/{id}/settle`), confirms it, or records the right one (`PATCH
/// /api/matches/{id}`, `PATCH /api/league/matches/{id}`).
#[utoipa::path(
    get,
    path = "/api/admin/disputes",
    operation_id = "admin_disputes",
    tag = "matches",
    security(("admin_session" = [])),
    responses(
        (status = 200, description = "The results waiting for the admin", body = Vec<WaitingResult>),
        (status = 401, description = "Not logged in as the admin: `admin_login_required`", body = ErrorBody),
        (status = 403, description = "The league password: `admin_only`", body = ErrorBody),
    )
)]
async fn disputes(
    State(state): State<AppState>,
    _admin: Admin,
) -> Result<Json<Vec<WaitingResult>>> {
    let rows = state.club.results_for_the_admin().await?;
    let league = state.club.league_scores_for_the_admin().await?;
    let today = state.club.clock().today();
    let mut waiting: Vec<(i64, WaitingResult)> = rows
        .into_iter()
        .filter_map(|row| {
            // The queue holds only reported results, which all have a confirmation.
            let confirmation = row.confirmation.clone()?;
            let at = confirmation.reported_at;
            let result = WaitingResult {
                kind: if confirmation.state == crate::club::confirmations::State::Disputed {
                    "disputed".to_string()
                } else {
                    "walkover".to_string()
                },
                source: "tournament".to_string(),
                reason: confirmation.dispute_reason,
                version: row
                    .dispute_version
                    .clone()
                    .map(|v| MatchVersion::of(&row, v)),
                league_version: None,
                the_match: Some(Match::on(row, today)),
                league_match: None,
                reported_at: instant_ms(at),
            };
            Some((at, result))
        })
        .collect();
    waiting.extend(league.into_iter().filter_map(|row| {
        let confirmation = row.confirmation.clone()?;
        let at = confirmation.reported_at;
        let result = WaitingResult {
            kind: "disputed".to_string(),
            source: "league".to_string(),
            reason: confirmation.dispute_reason,
            version: None,
            league_version: row.dispute_version.clone().map(Into::into),
            the_match: None,
            league_match: Some(row.into()),
            reported_at: instant_ms(at),
        };
        Some((at, result))
    }));
    // Stable: within one source the store's order (the oldest report first) stays.
    waiting.sort_by_key(|(at, _)| *at);
    Ok(Json(waiting.into_iter().map(|(_, w)| w).collect()))
}
