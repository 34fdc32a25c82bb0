//! Routes of the rankings resource.

use axum::Router;

use super::AppState;

/// The rankings routes.
pub fn router() -> Router<AppState> {
    Router::new()
}
