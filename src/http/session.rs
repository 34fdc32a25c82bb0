//! Signing in and out: the admin password and the league password (docs/rules.md#permissions).

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{AppendHeaders, IntoResponse, Response};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::AppState;
use super::auth::{
    ADMIN_SESSION, ClientAddr, LEAGUE_SESSION, PasswordAdmin, Viewer, cookie_value, expired_cookie,
    new_token, session_cookie, token_digest, well_formed_token,
};
use super::error::ErrorBody;
use super::extract::Json;
use super::guesses::Guesser;
use super::limiter::ClientKey;
use super::openapi::{CROSS_SITE, INVALID, MALFORMED, TOO_LARGE, TOO_MANY_GUESSES};
use crate::club::devices::KNOWN_DEVICE_SECS;
use crate::club::sessions::expires_after;
use crate::club::{Error, Result};
use crate::domain::ids::PlayerId;
use crate::domain::session::SessionKind;

/// The session routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(status))
        .routes(routes!(admin_login))
        .routes(routes!(admin_logout))
        .routes(routes!(league_unlock))
        .routes(routes!(end_all_sessions))
}

/// What the browser may know about its own credentials.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionStatus {
    /// A live admin session.
    pub is_admin: bool,
    /// A live league unlock (or the admin, who never needs the league password).
    pub league_unlocked: bool,
    /// Whose console the admin session is, when an organizer opened it in their own name
    /// (docs/rules.md#committee); null for the password's, and without an admin session.
    pub organizer: Option<OrganizerRef>,
}

/// The organizer whose console this is.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrganizerRef {
    /// Their player id.
    pub player_id: PlayerId,
    /// Their name.
    pub name: String,
}

/// Which credentials the request carries.
#[utoipa::path(
    get,
    path = "/api/admin/status",
    operation_id = "session_status",
    tag = "session",
    security((), ("admin_session" = []), ("league_session" = [])),
    responses((status = 200, description = "Which credentials the request carries, and whose console an organizer's admin session is", body = SessionStatus))
)]
async fn status(State(state): State<AppState>, viewer: Viewer) -> Result<Json<SessionStatus>> {
    let organizer = match viewer.organizer {
        Some(player) => state.club.organizer(player).await?.map(|o| OrganizerRef {
            player_id: o.player_id,
            name: o.name,
        }),
        None => None,
    };
    Ok(Json(SessionStatus {
        is_admin: viewer.is_admin,
        league_unlocked: viewer.is_admin || viewer.league_unlocked,
        organizer,
    }))
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
        (status = 200, description = "Logged in; sets the `th_admin` cookie and the `th_device` cookie", body = AdminLoggedIn,
            headers(("set-cookie" = String, description = "The admin session, and the known-device token"))),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = "Invalid password", body = ErrorBody),
        (status = 403, description = CROSS_SITE, body = ErrorBody),
        (status = 409, description = "No admin password is set", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = INVALID, body = ErrorBody),
        (status = 429, description = TOO_MANY_GUESSES, body = ErrorBody),
    )
)]
async fn admin_login(
    State(state): State<AppState>,
    client: ClientAddr,
    headers: HeaderMap,
    Json(body): Json<PasswordBody>,
) -> Result<Response> {
    let device = sign_in(&state, client, &headers, body.password, SessionKind::Admin).await?;
    let token = new_token();
    let cookie = start_session(&state, SessionKind::Admin, &token, client, &headers).await?;
    Ok((
        AppendHeaders([(header::SET_COOKIE, cookie), (header::SET_COOKIE, device)]),
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
        (status = 200, description = "Unlocked; sets the `th_league` cookie and the `th_device` cookie", body = LeagueUnlocked,
            headers(("set-cookie" = String, description = "The league unlock, and the known-device token"))),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = "Invalid password", body = ErrorBody),
        (status = 403, description = CROSS_SITE, body = ErrorBody),
        (status = 409, description = "No league password is set", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = INVALID, body = ErrorBody),
        (status = 429, description = TOO_MANY_GUESSES, body = ErrorBody),
    )
)]
async fn league_unlock(
    State(state): State<AppState>,
    client: ClientAddr,
    headers: HeaderMap,
    Json(body): Json<PasswordBody>,
) -> Result<Response> {
    let device = sign_in(&state, client, &headers, body.password, SessionKind::League).await?;
    let token = new_token();
    let cookie = start_session(&state, SessionKind::League, &token, client, &headers).await?;
    Ok((
        AppendHeaders([(header::SET_COOKIE, cookie), (header::SET_COOKIE, device)]),
        Json(LeagueUnlocked {
            league_unlocked: true,
        }),
    )
        .into_response())
}

/// Checks the password against the stored argon2id hash, within the budgets of guesses
/// (super::guesses); the budgets are drawn from before the password is read, so a refused
/// check costs no hashing. A browser whose device cookie signed in with this password
/// before is checked past the shared budgets. The right password makes the browser a known
/// device: the answer is its new device cookie.
async fn sign_in(
    state: &AppState,
    client: ClientAddr,
    headers: &HeaderMap,
    password: String,
    kind: SessionKind,
) -> Result<String> {
    let device_cookie = state.site.device_cookie_name();
    let presented = cookie_value(headers, device_cookie).filter(|t| well_formed_token(t));
    let known_for = match &presented {
        Some(token) => state.club.device_known_for(token).await?,
        None => Vec::new(),
    };
    let guesser = Guesser {
        client: ClientKey::of(client),
        known_device: presented
            .as_deref()
            .filter(|_| known_for.contains(&kind))
            .map(token_digest),
    };
    let guess = state.guesses.begin(kind.as_str(), guesser)?;
    match state.club.password_matches(kind, password).await {
        Ok(true) => guess.succeed(),
        Ok(false) => {
            guess.fail();
            return Err(Error::unauthorized("password_wrong", "Invalid password"));
        }
        Err(err) => {
            // Not a guess (no password set, or a server fault): nothing to count.
            guess.not_a_guess();
            return Err(err);
        }
    }
    // A fresh token at every sign-in, known for this password and those the old one was.
    let token = new_token();
    let mut kinds = known_for;
    if !kinds.contains(&kind) {
        kinds.push(kind);
    }
    state
        .club
        .remember_device(&token, kinds, presented.as_deref())
        .await?;
    Ok(session_cookie(
        device_cookie,
        token,
        std::time::Duration::from_secs(KNOWN_DEVICE_SECS as u64),
        state.site.secure_cookies(headers),
    ))
}

async fn start_session(
    state: &AppState,
    kind: SessionKind,
    token: &str,
    client: ClientAddr,
    headers: &HeaderMap,
) -> Result<String> {
    let lifetime = match kind {
        SessionKind::Admin => ADMIN_SESSION,
        SessionKind::League => LEAGUE_SESSION,
    };
    let expires_at = expires_after(lifetime);
    state
        .club
        .start_session(kind, token, expires_at, ClientKey::of(client))
        .await?;
    Ok(session_cookie(
        state.site.cookie_name(kind),
        token.to_string(),
        lifetime,
        state.site.secure_cookies(headers),
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
    let name = state.site.cookie_name(SessionKind::Admin);
    if let Some(token) = cookie_value(&headers, name) {
        state.club.end_session(&token).await?;
    }
    let secure = state.site.secure_cookies(&headers);
    Ok((
        StatusCode::NO_CONTENT,
        [(header::SET_COOKIE, expired_cookie(name, secure))],
    )
        .into_response())
}

/// What "log out everywhere" ended.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionsEnded {
    /// How many admin sessions (this one included) and league unlocks were ended.
    pub ended: u64,
}

/// Logs out everywhere: ends every admin session, this one included, and every league
/// unlock (on every phone and the clubhouse PC). For a lost phone or a shared PC that
/// stayed logged in; the passwords stay as they are.
#[utoipa::path(
    post,
    path = "/api/admin/sessions/end-all",
    operation_id = "end_all_sessions",
    tag = "session",
    security(("admin_session" = [])),
    responses(
        (status = 200, description = "Every session is over; this browser's cookie is cleared",
            body = SessionsEnded),
        (status = 401, description = super::openapi::NOT_ADMIN, body = ErrorBody),
        (status = 403, description = "An organizer's console (`password_admin_only`); or a foreign `Origin`, or a body not declared as JSON", body = ErrorBody),
    )
)]
async fn end_all_sessions(
    State(state): State<AppState>,
    _admin: PasswordAdmin,
    headers: HeaderMap,
) -> Result<Response> {
    let ended = state.club.end_all_sessions().await?;
    let name = state.site.cookie_name(SessionKind::Admin);
    let secure = state.site.secure_cookies(&headers);
    Ok((
        [(header::SET_COOKIE, expired_cookie(name, secure))],
        Json(SessionsEnded { ended }),
    )
        .into_response())
}
