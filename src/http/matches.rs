//! Routes of the matches resource.

use axum::Router;

use super::AppState;

/// The matches routes.
pub fn router() -> Router<AppState> {
    Router::new()
}
