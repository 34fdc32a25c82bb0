//! Checking a tennis score as the admin types it: the same rule the result calls apply,
//! answered without recording anything, so the form can show the totals it will store.

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::AppState;
use super::error::ErrorBody;
use super::extract::{Json, Query};
use super::openapi::INVALID;
use crate::club::{Error, Result};
use crate::domain::bracket::Side;
use crate::domain::score::TennisScore;

/// The score-check route.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(check))
}

/// The score to check and, optionally, who won.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ScoreQuery {
    /// The score as typed, from player 1's side, e.g. `6-4, 3-6, 7-6(5)`.
    score: String,
    /// 1 or 2: the winner the admin picked. Needed for `W/O` and retirements, whose text
    /// does not say who won; when given, it must agree with the score.
    winner: Option<i64>,
}

/// A checked score with the totals a result would store.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CheckedScore {
    /// The sets in canonical form, without words (`6-4, 2-1` for `6-4, 2-1 ret.`; empty for
    /// a walkover); `outcome` says how a match that was not played out ended.
    score: String,
    /// `walkover` or `retired` when the score says so, else null.
    outcome: Option<crate::domain::score::Outcome>,
    /// 1 or 2, when the score or the given winner says who won.
    winner: Option<u8>,
    /// Sets won by player 1.
    player1_sets: u32,
    /// Sets won by player 2.
    player2_sets: u32,
    /// Games won by player 1.
    player1_games: u32,
    /// Games won by player 2.
    player2_games: u32,
}

/// Checks a tennis score and computes its sets and games, recording nothing.
#[utoipa::path(
    get,
    path = "/api/scores/check",
    operation_id = "check_score",
    tag = "matches",
    security(()),
    params(ScoreQuery),
    responses(
        (status = 200, description = "A valid score and its totals", body = CheckedScore),
        (status = 400, description = "No `score`, or a `winner` that is not a whole number", body = ErrorBody),
        (status = 422, description = INVALID, body = ErrorBody),
    )
)]
async fn check(Query(query): Query<ScoreQuery>) -> Result<Json<CheckedScore>> {
    let score =
        TennisScore::parse(query.score.trim()).map_err(|e| Error::score_invalid("score", &e))?;
    let picked =
        match query.winner {
            None => None,
            Some(n) => Some(Side::from_number(n).ok_or_else(|| {
                Error::invalid("winner", "winner_invalid", "The winner is 1 or 2")
            })?),
        };
    if let Some(side) = picked {
        score
            .check_winner(side)
            .map_err(|e| Error::score_invalid("score", &e))?;
    }
    let winner = picked.or_else(|| score.winner());
    // Without a winner (a walkover typed before picking one) totals are not known yet.
    let totals = winner.map(|side| score.totals(side)).unwrap_or_default();
    Ok(Json(CheckedScore {
        score: score.sets_text(),
        outcome: score.outcome(),
        winner: winner.map(Side::number),
        player1_sets: totals.player1_sets,
        player2_sets: totals.player2_sets,
        player1_games: totals.player1_games,
        player2_games: totals.player2_games,
    }))
}
