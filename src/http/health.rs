//! `GET /api/health`: the server is up and the database answers.

use axum::Router;
use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::get;

use super::AppState;
use super::extract::Json;
use crate::error::Result;

/// The health route.
pub fn router() -> Router<AppState> {
    Router::new().route("/api/health", get(health))
}

async fn health(State(state): State<AppState>) -> Result<impl IntoResponse> {
    state
        .db
        .read(|conn| Ok(conn.query_row("SELECT 1", [], |row| row.get::<_, i64>(0))?))
        .await?;
    Ok((
        [(header::CACHE_CONTROL, "no-store")],
        Json(serde_json::json!({ "status": "ok" })),
    ))
}
