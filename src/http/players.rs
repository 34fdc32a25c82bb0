//! Routes of the players resource.

use axum::Router;

use super::AppState;

/// The players routes.
pub fn router() -> Router<AppState> {
    Router::new()
}
