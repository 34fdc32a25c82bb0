//! Routes of the league resource.

use axum::Router;

use super::AppState;

/// The league routes.
pub fn router() -> Router<AppState> {
    Router::new()
}
