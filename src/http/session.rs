//! Signing in and out: the admin password and the league password (decisions §2).

use axum::Router;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::{Deserialize, Serialize};

use super::AppState;
use super::auth::{
    ADMIN_COOKIE, ADMIN_SESSION, ClientAddr, LEAGUE_COOKIE, LEAGUE_SESSION, Viewer, cookie_value,
    expired_cookie, is_https, new_token, session_cookie, token_digest,
};
use super::extract::Json;
use crate::db::sessions::{self, SessionKind};
use crate::error::{AppError, Result};

/// The session routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/admin/status", get(status))
        .route("/api/admin/login", post(admin_login))
        .route("/api/admin/logout", post(admin_logout))
        .route("/api/league/unlock", post(league_unlock))
}

/// What the browser may know about its own credentials.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SessionStatus {
    /// A live admin session.
    pub is_admin: bool,
    /// A live league unlock (or the admin, who never needs the league password).
    pub league_unlocked: bool,
}

/// `GET /api/admin/status`.
async fn status(viewer: Viewer) -> Json<SessionStatus> {
    Json(SessionStatus {
        is_admin: viewer.is_admin,
        league_unlocked: viewer.is_admin || viewer.league_unlocked,
    })
}

/// The body of both logins.
#[derive(Debug, Deserialize)]
pub struct PasswordBody {
    /// The password as typed.
    pub password: String,
}

/// `POST /api/admin/login`.
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
        Json(serde_json::json!({ "isAdmin": true })),
    )
        .into_response())
}

/// `POST /api/league/unlock`.
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
        Json(serde_json::json!({ "leagueUnlocked": true })),
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
    let stored = state
        .db
        .read(move |conn| Ok(sessions::password_hash(conn, kind)?))
        .await?;
    let Some(phc) = stored else {
        return Err(AppError::Conflict(match kind {
            SessionKind::Admin => {
                "No admin password is set. Set one with `tournament-hub admin-password`.".into()
            }
            SessionKind::League => {
                "No league password is set yet. Ask the admin to set one.".into()
            }
        }));
    };
    let ok = tokio::task::spawn_blocking(move || crate::passwords::verify(&password, &phc))
        .await
        .map_err(AppError::internal)?;
    if !ok {
        state.login_limiter.fail(client, key);
        return Err(AppError::Unauthorized("Invalid password".into()));
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
    let digest = token_digest(token);
    let expires_at = crate::db::now() + lifetime.as_secs() as i64;
    state
        .db
        .write(move |tx| Ok(sessions::create(tx, kind, &digest, expires_at)?))
        .await?;
    Ok(session_cookie(
        name,
        token.to_string(),
        lifetime,
        is_https(headers),
    ))
}

/// `POST /api/admin/logout`: ends the session (if any) and clears the cookie.
async fn admin_logout(State(state): State<AppState>, headers: HeaderMap) -> Result<Response> {
    if let Some(token) = cookie_value(&headers, ADMIN_COOKIE) {
        let digest = token_digest(&token);
        state
            .db
            .write(move |tx| Ok(sessions::delete(tx, &digest)?))
            .await?;
    }
    Ok((
        StatusCode::NO_CONTENT,
        [(header::SET_COOKIE, expired_cookie(ADMIN_COOKIE))],
    )
        .into_response())
}
