//! An organizer opens the console in their own name (docs/rules.md#committee).

use axum::extract::State;
use axum::http::{HeaderMap, header};
use axum::response::{IntoResponse, Response};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::super::AppState;
use super::super::auth::{ADMIN_SESSION, ClientAddr, Member, new_token, session_cookie};
use super::super::error::ErrorBody;
use super::super::extract::Json;
use super::super::limiter::ClientKey;
use super::super::openapi::NOT_MEMBER;
use super::super::session::AdminLoggedIn;
use crate::club::Result;
use crate::club::sessions::expires_after;
use crate::domain::session::SessionKind;

/// The console's route.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(open_console))
}

/// Opens the console for the signed-in organizer: an admin session in their name, with the
/// `th_admin` cookie. It ends with their role, with them, with this member session, on
/// sign-out and on the admin's ending of sessions.
#[utoipa::path(
    post,
    path = "/api/me/console",
    operation_id = "open_console",
    tag = "me",
    security(("member_session" = [])),
    responses(
        (status = 200, description = "The console is open; sets the `th_admin` cookie", body = AdminLoggedIn),
        (status = 401, description = NOT_MEMBER, body = ErrorBody),
        (status = 403, description = "Not an organizer (`not_organizer`); the admin (`admin_not_member`); or a foreign `Origin`", body = ErrorBody),
    )
)]
async fn open_console(
    State(state): State<AppState>,
    member: Member,
    client: ClientAddr,
    headers: HeaderMap,
) -> Result<Response> {
    let token = new_token();
    state
        .club
        .open_console(
            &member.session,
            &token,
            expires_after(ADMIN_SESSION),
            ClientKey::of(client),
        )
        .await?;
    let cookie = session_cookie(
        state.site.cookie_name(SessionKind::Admin),
        token,
        ADMIN_SESSION,
        state.site.secure_cookies(&headers),
    );
    Ok((
        [(header::SET_COOKIE, cookie)],
        Json(AdminLoggedIn { is_admin: true }),
    )
        .into_response())
}
