//! Routes of the tournaments resource.

use axum::Router;

use super::AppState;

/// The tournaments routes.
pub fn router() -> Router<AppState> {
    Router::new()
}
