//! Signing in and out: the admin password and the league password (docs/rules.md#permissions).

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::AppState;
use super::auth::{
    ADMIN_COOKIE, ADMIN_SESSION, ClientAddr, LEAGUE_COOKIE, LEAGUE_SESSION, Viewer, cookie_value,
    expired_cookie, is_https, new_token, session_cookie,
};
use super::error::ErrorBody;
use super::extract::Json;
use super::openapi::{CROSS_SITE, INVALID, MALFORMED, TOO_LARGE, TOO_MANY};
use crate::club::{Error, Result};
use crate::db::sessions::SessionKind;

/// The session routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(status))
        .routes(routes!(admin_login))
        .routes(routes!(admin_logout))
        .routes(routes!(league_unlock))
}

/// What the browser may know about its own credentials.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionStatus {
    /// A live admin session.
    pub is_admin: bool,
    /// A live league unlock (or the admin, who never needs the league password).
    pub league_unlocked: bool,
}

/// Which credentials the request carries.
#[utoipa::path(
    get,
    path = "/api/admin/status",
    operation_id = "session_status",
    tag = "session",
    security((), ("admin_session" = []), ("league_session" = [])),
    responses((status = 200, description = "Which credentials the request carries", body = SessionStatus))
)]
async fn status(viewer: Viewer) -> Json<SessionStatus> {
    Json(SessionStatus {
        is_admin: viewer.is_admin,
        league_unlocked: viewer.is_admin || viewer.league_unlocked,
    })
}

/// The body of both logins.
#[derive(Debug, Deserialize, ToSchema)]
pub struct PasswordBody {
    /// The password as typed.
    pub password: String,
}

/// The answer to a successful admin login.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminLoggedIn {
    /// Always true.
    pub is_admin: bool,
}

/// The answer to a successful league unlock.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeagueUnlocked {
    /// Always true.
    pub league_unlocked: bool,
}

/// Logs the admin in with the admin password.
#[utoipa::path(
    post,
    path = "/api/admin/login",
    operation_id = "admin_login",
    tag = "session",
    security(()),
    request_body = PasswordBody,
    responses(
        (status = 200, description = "Logged in; sets the `th_admin` cookie", body = AdminLoggedIn,
            headers(("set-cookie" = String, description = "The admin session"))),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = "Invalid password", body = ErrorBody),
        (status = 403, description = CROSS_SITE, body = ErrorBody),
        (status = 409, description = "No admin password is set", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = INVALID, body = ErrorBody),
        (status = 429, description = TOO_MANY, body = ErrorBody),
    )
)]
async fn admin_login(
    State(state): State<AppState>,
    client: ClientAddr,
    headers: HeaderMap,
    Json(body): Json<PasswordBody>,
) -> Result<Response> {
    sign_in(&state, client, body.password, SessionKind::Admin).await?;
    let token = new_token();
    let cookie = start_session(&state, SessionKind::Admin, &token, &headers).await?;
    Ok((
        [(header::SET_COOKIE, cookie)],
        Json(AdminLoggedIn { is_admin: true }),
    )
        .into_response())
}

/// Unlocks the league with the league password.
#[utoipa::path(
    post,
    path = "/api/league/unlock",
    operation_id = "league_unlock",
    tag = "session",
    security(()),
    request_body = PasswordBody,
    responses(
        (status = 200, description = "Unlocked; sets the `th_league` cookie", body = LeagueUnlocked,
            headers(("set-cookie" = String, description = "The league unlock"))),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = "Invalid password", body = ErrorBody),
        (status = 403, description = CROSS_SITE, body = ErrorBody),
        (status = 409, description = "No league password is set", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = INVALID, body = ErrorBody),
        (status = 429, description = TOO_MANY, body = ErrorBody),
    )
)]
async fn league_unlock(
    State(state): State<AppState>,
    client: ClientAddr,
    headers: HeaderMap,
    Json(body): Json<PasswordBody>,
) -> Result<Response> {
    sign_in(&state, client, body.password, SessionKind::League).await?;
    let token = new_token();
    let cookie = start_session(&state, SessionKind::League, &token, &headers).await?;
    Ok((
        [(header::SET_COOKIE, cookie)],
        Json(LeagueUnlocked {
            league_unlocked: true,
        }),
    )
        .into_response())
}

/// Checks the password against the stored argon2id hash, under the attempt limit.
async fn sign_in(
    state: &AppState,
    client: ClientAddr,
    password: String,
    kind: SessionKind,
) -> Result<()> {
    let key = kind.password_key();
    state.login_limiter.check(client, key)?;
    let ok = state.club.password_matches(kind, password).await?;
    if !ok {
        state.login_limiter.fail(client, key);
        return Err(Error::unauthorized("password_wrong", "Invalid password"));
    }
    state.login_limiter.succeed(client, key);
    Ok(())
}

async fn start_session(
    state: &AppState,
    kind: SessionKind,
    token: &str,
    headers: &HeaderMap,
) -> Result<String> {
    let (name, lifetime) = match kind {
        SessionKind::Admin => (ADMIN_COOKIE, ADMIN_SESSION),
        SessionKind::League => (LEAGUE_COOKIE, LEAGUE_SESSION),
    };
    let expires_at = crate::db::now() + lifetime.as_secs() as i64;
    state.club.start_session(kind, token, expires_at).await?;
    Ok(session_cookie(
        name,
        token.to_string(),
        lifetime,
        is_https(headers),
    ))
}

/// Logs the admin out: ends the session (if any) and clears the cookie.
#[utoipa::path(
    post,
    path = "/api/admin/logout",
    operation_id = "admin_logout",
    tag = "session",
    security(()),
    responses(
        (status = 204, description = "The session (if any) is over; the cookie is cleared"),
        (status = 403, description = CROSS_SITE, body = ErrorBody),
    )
)]
async fn admin_logout(State(state): State<AppState>, headers: HeaderMap) -> Result<Response> {
    if let Some(token) = cookie_value(&headers, ADMIN_COOKIE) {
        state.club.end_session(&token).await?;
    }
    Ok((
        StatusCode::NO_CONTENT,
        [(header::SET_COOKIE, expired_cookie(ADMIN_COOKIE))],
    )
        .into_response())
}
