//! The admin's side of the committee (docs/rules.md#committee): making an approved member an
//! organizer, and back. Taking the role away ends their console at once.

use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::super::AppState;
use super::super::auth::PasswordAdmin;
use super::super::error::ErrorBody;
use super::super::extract::{Json, Path};
use super::super::openapi::{INVALID, MALFORMED, NOT_ADMIN, PASSWORD_ONLY, TOO_LARGE};
use super::Player;
use crate::club::Result;
use crate::club::committee::parse_role;
use crate::domain::ids::PlayerId;

/// The role routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(set_role))
}

/// A player's new role.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RoleForm {
    /// `member` or `organizer`.
    #[schema(example = "organizer")]
    pub role: Option<String>,
}

/// Makes an approved player an organizer, or a member again: the password's admin alone. The same role again changes
/// nothing; a change is written to the audit trail (`role_set`).
#[utoipa::path(
    put,
    path = "/api/admin/players/{id}/role",
    operation_id = "set_player_role",
    tag = "players",
    security(("admin_session" = [])),
    params(("id" = PlayerId, Path, description = "The player")),
    request_body = RoleForm,
    responses(
        (status = 200, description = "The player, with their role", body = Player),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = NOT_ADMIN, body = ErrorBody),
        (status = 403, description = PASSWORD_ONLY, body = ErrorBody),
        (status = 404, description = "No such player (`player_not_found`)", body = ErrorBody),
        (status = 409, description = "A pending registration (`player_pending`): approve it first", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = INVALID, body = ErrorBody),
    )
)]
async fn set_role(
    State(state): State<AppState>,
    _: PasswordAdmin,
    Path(id): Path<PlayerId>,
    Json(form): Json<RoleForm>,
) -> Result<Json<Player>> {
    let role = parse_role(form.role.as_deref())?;
    let view = state.club.set_player_role(id, role).await?;
    Ok(Json(Player::new(view.record, &view.stats, true)))
}
