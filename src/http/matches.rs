//! Tournament match results: record and edit (admin). Each result is checked against the
//! rules of a tennis score, then the bracket is brought up to date in the same transaction.

use axum::Router;
use axum::extract::State;
use axum::routing::{patch, post};
use serde::{Deserialize, Serialize};

use super::AppState;
use super::auth::Admin;
use super::extract::{Json, Path};
use crate::db::matches::MatchRow;
use crate::db::schedule;
use crate::domain::score::TennisScore;
use crate::error::{AppError, Result};

/// The match routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/matches/result", post(record))
        .route("/api/matches/{id}", patch(edit))
}

/// A tournament match as the API shows it (docs/api.md).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Match {
    id: i64,
    tournament_id: i64,
    group_id: Option<i64>,
    stage: String,
    round: i64,
    week: i64,
    slot: i64,
    player1_id: Option<i64>,
    player2_id: Option<i64>,
    player1_name: Option<String>,
    player2_name: Option<String>,
    player1_label: Option<String>,
    player2_label: Option<String>,
    winner_id: Option<i64>,
    status: String,
    score: Option<String>,
    is_bye: bool,
    playable: bool,
    player1_sets: Option<i64>,
    player2_sets: Option<i64>,
    player1_games: Option<i64>,
    player2_games: Option<i64>,
    next_match_id: Option<i64>,
    next_slot: Option<i64>,
}

impl From<MatchRow> for Match {
    fn from(row: MatchRow) -> Self {
        let playable = row.player1_id.is_some() && row.player2_id.is_some() && !row.is_bye;
        Match {
            id: row.id,
            tournament_id: row.tournament_id,
            group_id: row.group_id,
            stage: row.stage,
            round: row.round,
            week: row.week,
            slot: row.slot,
            player1_id: row.player1_id,
            player2_id: row.player2_id,
            player1_name: row.player1_name,
            player2_name: row.player2_name,
            player1_label: row.player1_label,
            player2_label: row.player2_label,
            winner_id: row.winner_id,
            status: row.status,
            score: row.score,
            is_bye: row.is_bye,
            playable,
            player1_sets: row.player1_sets,
            player2_sets: row.player2_sets,
            player1_games: row.player1_games,
            player2_games: row.player2_games,
            next_match_id: row.next_match_id,
            next_slot: row.next_slot,
        }
    }
}

/// The body of both result calls. Totals left out are computed from the score.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct ResultBody {
    match_id: Option<i64>,
    winner_id: Option<i64>,
    score: Option<String>,
    player1_sets: Option<i64>,
    player2_sets: Option<i64>,
    player1_games: Option<i64>,
    player2_games: Option<i64>,
    #[serde(default)]
    status: Option<String>,
}

/// `POST /api/matches/result`: records the result of a match that has none.
async fn record(
    State(state): State<AppState>,
    _admin: Admin,
    Json(body): Json<ResultBody>,
) -> Result<Json<Match>> {
    let Some(id) = body.match_id else {
        return Err(AppError::invalid("matchId", "Choose the match"));
    };
    save(&state, id, body, false).await
}

/// `PATCH /api/matches/{id}`: changes (or records) a match's result.
async fn edit(
    State(state): State<AppState>,
    _admin: Admin,
    Path(id): Path<i64>,
    Json(body): Json<ResultBody>,
) -> Result<Json<Match>> {
    if body.match_id.is_some_and(|m| m != id) {
        return Err(AppError::invalid(
            "matchId",
            "matchId does not match the address",
        ));
    }
    if body.status.as_deref().is_some_and(|s| s != "completed") {
        return Err(AppError::invalid(
            "status",
            "A result can only complete a match",
        ));
    }
    save(&state, id, body, true).await
}

async fn save(
    state: &AppState,
    id: i64,
    body: ResultBody,
    may_replace: bool,
) -> Result<Json<Match>> {
    let Some(winner_id) = body.winner_id else {
        return Err(AppError::invalid("winnerId", "Choose the winner"));
    };
    let text = body.score.as_deref().map(str::trim).unwrap_or_default();
    if text.is_empty() {
        return Err(AppError::invalid(
            "score",
            "Enter the score, such as 6-4, 6-2",
        ));
    }
    let score = TennisScore::parse(text).map_err(|e| AppError::invalid("score", e.to_string()))?;
    let overrides = [
        ("player1Sets", body.player1_sets),
        ("player2Sets", body.player2_sets),
        ("player1Games", body.player1_games),
        ("player2Games", body.player2_games),
    ];
    for (field, value) in overrides {
        if value.is_some_and(|v| v < 0) {
            return Err(AppError::invalid(
                field,
                "Sets and games cannot be negative",
            ));
        }
    }
    let overrides = schedule::Totals {
        sets: [body.player1_sets, body.player2_sets],
        games: [body.player1_games, body.player2_games],
    };
    let row = state
        .db
        .write(move |tx| schedule::record_result(tx, id, winner_id, &score, overrides, may_replace))
        .await?;
    Ok(Json(row.into()))
}
