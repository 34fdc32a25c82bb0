//! `GET /api/health`: the server is up and the database answers.

use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::AppState;
use super::error::ErrorBody;
use super::extract::Json;
use crate::club::Result;

/// The health route.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(health))
}

/// The answer of a healthy server.
#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    /// Always `ok`.
    #[schema(example = "ok")]
    pub status: &'static str,
}

/// Whether the server is up and its database answers.
#[utoipa::path(
    get,
    path = "/api/health",
    operation_id = "health",
    tag = "health",
    security(()),
    responses(
        (status = 200, description = "The server and its database answer", body = Health),
        (status = 500, description = "The database does not answer", body = ErrorBody),
    )
)]
async fn health(State(state): State<AppState>) -> Result<impl IntoResponse> {
    state.club.ping().await?;
    Ok((
        [(header::CACHE_CONTROL, "no-store")],
        Json(Health { status: "ok" }),
    ))
}
