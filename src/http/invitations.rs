//! Routes of the invitations resource.

use axum::Router;

use super::AppState;

/// The invitations routes.
pub fn router() -> Router<AppState> {
    Router::new()
}
