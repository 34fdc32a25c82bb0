//! The challenge league: matches between ranked players, created and scored by the players
//! themselves (with the league password) or by the admin (decisions §8).

use axum::Router;
use axum::extract::{Query, State};
use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::{Deserialize, Serialize};

use super::AppState;
use super::auth::LeagueAccess;
use super::extract::{Json, Path};
use crate::db::league::{self, LeagueRow, NewLeagueMatch};
use crate::domain::league_score::{self, LeagueResult, LeagueSetInput};
use crate::domain::{calendar, challenge};
use crate::error::{AppError, Result};

/// The default and largest page of the match list.
const DEFAULT_PAGE: i64 = 100;
const MAX_PAGE: i64 = 500;

/// The league routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/league/matches", get(list).post(create))
        .route(
            "/api/league/matches/{id}",
            axum::routing::patch(edit_score).delete(cancel),
        )
        .route("/api/league/matches/{id}/score", post(record_score))
        .route("/api/league/range/{player_id}", get(range))
}

/// One set of a league score, as sent and shown.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SetScoreBody {
    /// Player 1's games.
    pub player1_score: Option<i64>,
    /// Player 2's games.
    pub player2_score: Option<i64>,
    /// 1, 2, or 0 for a tied set.
    #[serde(default)]
    pub winner: Option<i64>,
}

/// A league match as the API shows it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LeagueMatch {
    id: i64,
    player1_id: i64,
    player2_id: i64,
    player1_name: String,
    player2_name: String,
    date: String,
    time: Option<String>,
    cancha: Option<i64>,
    status: String,
    score: Option<String>,
    sets_played: Option<usize>,
    player1_sets_won: Option<i64>,
    player2_sets_won: Option<i64>,
    winner_id: Option<i64>,
    set_scores: Vec<SetScoreBody>,
}

impl From<LeagueRow> for LeagueMatch {
    fn from(row: LeagueRow) -> Self {
        // A stored score was checked when it was recorded; reading it back through the same
        // rule gives its text and set winners.
        let result = (row.status == "completed")
            .then(|| stored_result(&row.set_scores))
            .flatten();
        LeagueMatch {
            id: row.id,
            player1_id: row.player1_id,
            player2_id: row.player2_id,
            player1_name: row.player1_name,
            player2_name: row.player2_name,
            date: row.date,
            time: row.time,
            cancha: row.cancha,
            status: row.status,
            score: result.as_ref().map(|r| r.score.clone()),
            sets_played: result.as_ref().map(|r| r.sets.len()),
            player1_sets_won: row.player1_sets_won,
            player2_sets_won: row.player2_sets_won,
            winner_id: row.winner_id,
            set_scores: result
                .map(|r| {
                    r.sets
                        .iter()
                        .map(|set| SetScoreBody {
                            player1_score: Some(i64::from(set.player1_score)),
                            player2_score: Some(i64::from(set.player2_score)),
                            winner: Some(i64::from(set.winner)),
                        })
                        .collect()
                })
                .unwrap_or_default(),
        }
    }
}

fn stored_result(sets: &[[u32; 2]]) -> Option<LeagueResult> {
    let inputs: Vec<LeagueSetInput> = sets
        .iter()
        .map(|&[a, b]| LeagueSetInput {
            player1_score: Some(i64::from(a)),
            player2_score: Some(i64::from(b)),
            winner: None,
        })
        .collect();
    league_score::check_league_score(inputs.len() as i64, &inputs).ok()
}

/// The page asked for.
#[derive(Debug, Deserialize)]
struct Page {
    limit: Option<i64>,
    offset: Option<i64>,
}

/// `GET /api/league/matches`: pending first, then newest first. `X-Total-Count` says how
/// many there are in all.
async fn list(State(state): State<AppState>, Query(page): Query<Page>) -> Result<Response> {
    let limit = page.limit.unwrap_or(DEFAULT_PAGE).clamp(1, MAX_PAGE);
    let offset = page.offset.unwrap_or(0).max(0);
    let (rows, total) = state
        .db
        .read(move |conn| league::list(conn, limit, offset))
        .await?;
    let body: Vec<LeagueMatch> = rows.into_iter().map(LeagueMatch::from).collect();
    let mut response = Json(body).into_response();
    response
        .headers_mut()
        .insert("x-total-count", HeaderValue::from(total));
    Ok(response)
}

/// The body of `POST /api/league/matches`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct CreateBody {
    player1_id: Option<i64>,
    player2_id: Option<i64>,
    date: Option<String>,
    time: Option<String>,
    cancha: Option<i64>,
}

/// `POST /api/league/matches`: the league password or the admin. League players must stay
/// within the challenge range; the admin may override it.
async fn create(
    State(state): State<AppState>,
    access: LeagueAccess,
    Json(body): Json<CreateBody>,
) -> Result<(StatusCode, Json<LeagueMatch>)> {
    let (Some(player1), Some(player2)) = (body.player1_id, body.player2_id) else {
        return Err(AppError::invalid("player2Id", "Please select both players"));
    };
    if player1 == player2 {
        return Err(AppError::invalid("player2Id", "Players must be different"));
    }
    let date = match body.date.as_deref().map(str::trim) {
        Some(d) if !d.is_empty() => valid_date(d)?,
        _ => return Err(AppError::invalid("date", "Please choose a date")),
    };
    let time = body
        .time
        .as_deref()
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(valid_time)
        .transpose()?;
    if let Some(court) = body.cancha
        && !calendar::COURTS.contains(&court)
    {
        return Err(AppError::invalid("cancha", "Courts are numbered 1 to 14"));
    }
    let new = NewLeagueMatch {
        player1_id: player1,
        player2_id: player2,
        date,
        time,
        cancha: body.cancha,
    };
    let row = state
        .db
        .write(move |tx| {
            for id in [new.player1_id, new.player2_id] {
                let approved: Option<String> = rusqlite::OptionalExtension::optional(
                    tx.query_row("SELECT status FROM players WHERE id = ?1", [id], |r| {
                        r.get(0)
                    }),
                )?;
                match approved.as_deref() {
                    Some("approved") => {}
                    _ => return Err(AppError::invalid("player1Id", "Player not found")),
                }
            }
            if access == LeagueAccess::League {
                let ladder = crate::db::ranking::ladder(tx)?;
                if !challenge::may_challenge(&ladder, new.player1_id, new.player2_id) {
                    return Err(AppError::invalid(
                        "player2Id",
                        "These players are too far apart in the ranking for a challenge: \
                         each may challenge up to 2 places above or below.",
                    ));
                }
            }
            let id = league::insert(tx, &new)?;
            league::get(tx, id)?.ok_or_else(|| AppError::internal("inserted match vanished"))
        })
        .await?;
    Ok((StatusCode::CREATED, Json(row.into())))
}

fn valid_date(text: &str) -> Result<String> {
    calendar::parse_date(text)
        .map(|_| text.to_string())
        .ok_or_else(|| AppError::invalid("date", "The date must be a real day, as yyyy-mm-dd"))
}

fn valid_time(text: &str) -> Result<String> {
    calendar::parse_league_time(text)
        .map(|_| text.to_string())
        .ok_or_else(|| {
            AppError::invalid(
                "time",
                "Pick a time on the half hour between 08:00 and 21:00",
            )
        })
}

/// The body of a league score.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct ScoreBody {
    #[serde(default)]
    match_id: Option<i64>,
    sets_played: Option<i64>,
    #[serde(default)]
    set_scores: Vec<SetScoreBody>,
}

/// Checks a score payload with the league's rules (spec §5, decisions §8).
fn checked_score(body: &ScoreBody) -> Result<LeagueResult> {
    let sets: Vec<LeagueSetInput> = body
        .set_scores
        .iter()
        .map(|set| LeagueSetInput {
            player1_score: set.player1_score,
            player2_score: set.player2_score,
            winner: set.winner,
        })
        .collect();
    let sets_played = body.sets_played.unwrap_or(sets.len() as i64);
    league_score::check_league_score(sets_played, &sets)
        .map_err(|err| AppError::invalid("setScores", err.to_string()))
}

/// `POST /api/league/matches/{id}/score`: records the score of a pending match.
async fn record_score(
    State(state): State<AppState>,
    _access: LeagueAccess,
    Path(id): Path<i64>,
    Json(body): Json<ScoreBody>,
) -> Result<Json<LeagueMatch>> {
    if body.match_id.is_some_and(|m| m != id) {
        return Err(AppError::invalid(
            "matchId",
            "matchId does not match the address",
        ));
    }
    let score = checked_score(&body)?;
    save_score(&state, id, score, false).await
}

/// `PATCH /api/league/matches/{id}`: changes the score of a match (or records it).
async fn edit_score(
    State(state): State<AppState>,
    _access: LeagueAccess,
    Path(id): Path<i64>,
    Json(body): Json<ScoreBody>,
) -> Result<Json<LeagueMatch>> {
    let score = checked_score(&body)?;
    save_score(&state, id, score, true).await
}

async fn save_score(
    state: &AppState,
    id: i64,
    score: LeagueResult,
    may_replace: bool,
) -> Result<Json<LeagueMatch>> {
    let row = state
        .db
        .write(move |tx| {
            let existing =
                league::get(tx, id)?.ok_or_else(|| AppError::not_found("League match"))?;
            if existing.status == "completed" && !may_replace {
                return Err(AppError::Conflict(
                    "This match already has a score. Use Edit to change it.".into(),
                ));
            }
            let winner = score.winner.map(|side| match side.number() {
                1 => existing.player1_id,
                _ => existing.player2_id,
            });
            let games: Vec<[u32; 2]> = score
                .sets
                .iter()
                .map(|s| [s.player1_score, s.player2_score])
                .collect();
            let sets_won = [score.player1_sets_won, score.player2_sets_won];
            league::record_score(tx, id, &games, sets_won, winner)?;
            league::get(tx, id)?.ok_or_else(|| AppError::internal("scored match vanished"))
        })
        .await?;
    Ok(Json(row.into()))
}

/// `DELETE /api/league/matches/{id}`: cancels a pending match.
async fn cancel(
    State(state): State<AppState>,
    _access: LeagueAccess,
    Path(id): Path<i64>,
) -> Result<StatusCode> {
    state
        .db
        .write(move |tx| {
            let existing =
                league::get(tx, id)?.ok_or_else(|| AppError::not_found("League match"))?;
            if existing.status != "pending" {
                return Err(AppError::Conflict(
                    "Only a pending match can be cancelled; this one has a score.".into(),
                ));
            }
            league::delete(tx, id)
        })
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Who a player may challenge, by the current ranking.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Range {
    player_id: i64,
    opponent_ids: Vec<i64>,
}

/// `GET /api/league/range/{playerId}`.
async fn range(State(state): State<AppState>, Path(player_id): Path<i64>) -> Result<Json<Range>> {
    let ladder = state.db.read(crate::db::ranking::ladder).await?;
    if !ladder.contains(&player_id) {
        return Err(AppError::not_found("Player"));
    }
    let opponent_ids = challenge::challenge_range(&ladder, player_id);
    Ok(Json(Range {
        player_id,
        opponent_ids,
    }))
}
