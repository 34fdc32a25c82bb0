//! `GET /api/features`: what the club's server can do that the pages offer only when it can
//! (docs/rules.md#members): whether it sends email, so "Email me a link" is offered only then.

use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::AppState;
use super::extract::Json;
use crate::domain::notices::Channel;

/// The features route.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(features))
}

/// What the server can do.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Features {
    /// Whether the club sends email (the operator set a relay): sign-in links by email, and
    /// notices by email.
    pub email_enabled: bool,
}

/// What the server can do, for every visitor.
#[utoipa::path(
    get,
    path = "/api/features",
    operation_id = "features",
    tag = "health",
    security(()),
    responses(
        (status = 200, description = "What the server can do; `Cache-Control: public, max-age=60`", body = Features),
    )
)]
async fn features(State(state): State<AppState>) -> impl IntoResponse {
    let email_enabled = state.club.sends_on(Channel::Email);
    (
        [(header::CACHE_CONTROL, "public, max-age=60")],
        Json(Features { email_enabled }),
    )
}
