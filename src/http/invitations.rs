//! Invitation links and the signup through them (docs/rules.md#permissions): the admin hands out a link,
//! people register with it, and their registrations wait, unseen by the public, for approval.

use axum::extract::{FromRequest, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::AppState;
use super::auth::{Admin, ClientAddr};
use super::error::ErrorBody;
use super::extract::{Json, Path};
use super::openapi::{ADMIN_ONLY, CROSS_SITE, INVALID, MALFORMED, NOT_ADMIN, TOO_LARGE, TOO_MANY};
use super::players::form::PlayerForm;
use super::timestamps::timestamp;
use crate::club::invitations::InvitationRecord;
use crate::club::players::process_avatar;
use crate::club::{Error, Result};
use crate::domain::ids::PlayerId;
use crate::domain::player::PlayerStatus;

/// The rate-limit key of signups. Every signup counts, not only failed ones, so one address
/// cannot flood the admin's list with registrations.
const SIGNUP_KEY: &str = "invitation_signup";
/// The one sentence for every link that does not work, whatever the reason: it tells a
/// guesser nothing (docs/rules.md#permissions).
pub const INVALID_MESSAGE: &str =
    "This invitation link is invalid, expired, or has already been used.";

/// The invitations routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list, create))
        // One path segment is a token to the public and an id to the admin's revoke.
        .routes(routes!(check, revoke))
        .routes(routes!(signup))
}

/// The answer for an unknown, expired or revoked link: the same for all three, so that
/// nobody learns which links once existed.
fn invalid_invitation() -> Response {
    (
        StatusCode::NOT_FOUND,
        axum::Json(serde_json::json!({
            "error": "not_found",
            "code": "invalid_invitation",
            "message": INVALID_MESSAGE,
        })),
    )
        .into_response()
}

/// A new link, the only time its token is shown.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreatedInvitation {
    /// The invitation's id, for revoking it.
    pub id: i64,
    /// The token of the link `/invite/{inviteToken}`.
    pub invite_token: String,
    /// When the link stops working (RFC 3339).
    pub expires_at: String,
}

/// Creates an invitation link that works for 7 days.
#[utoipa::path(
    post,
    path = "/api/invitations",
    operation_id = "create_invitation",
    tag = "invitations",
    security(("admin_session" = [])),
    responses(
        (status = 201, description = "The new link; its token is shown only now", body = CreatedInvitation),
        (status = 401, description = NOT_ADMIN, body = ErrorBody),
        (status = 403, description = ADMIN_ONLY, body = ErrorBody),
    )
)]
async fn create(
    State(state): State<AppState>,
    _: Admin,
) -> Result<(StatusCode, Json<CreatedInvitation>)> {
    let created = state.club.create_invitation().await?;
    Ok((
        StatusCode::CREATED,
        Json(CreatedInvitation {
            id: created.id,
            invite_token: created.token,
            expires_at: timestamp(created.expires_at),
        }),
    ))
}

/// A live link in the admin's list.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LiveInvitation {
    /// The invitation's id.
    pub id: i64,
    /// The token's first characters.
    pub hint: String,
    /// When it was created (RFC 3339).
    pub created_at: String,
    /// When it stops working (RFC 3339).
    pub expires_at: String,
    /// Registrations that came through it.
    pub signups: i64,
}

impl From<InvitationRecord> for LiveInvitation {
    fn from(record: InvitationRecord) -> Self {
        LiveInvitation {
            id: record.id,
            hint: record.hint,
            created_at: timestamp(record.created_at),
            expires_at: timestamp(record.expires_at),
            signups: record.signups,
        }
    }
}

/// The links that still work.
#[utoipa::path(
    get,
    path = "/api/invitations",
    operation_id = "list_invitations",
    tag = "invitations",
    security(("admin_session" = [])),
    responses(
        (status = 200, description = "Live links, newest first", body = Vec<LiveInvitation>),
        (status = 401, description = NOT_ADMIN, body = ErrorBody),
        (status = 403, description = "Only the league credential", body = ErrorBody),
    )
)]
async fn list(State(state): State<AppState>, _: Admin) -> Result<Json<Vec<LiveInvitation>>> {
    let live = state.club.live_invitations().await?;
    Ok(Json(live.into_iter().map(LiveInvitation::from).collect()))
}

/// Revokes a link: it stops working at once.
#[utoipa::path(
    delete,
    path = "/api/invitations/{key}",
    operation_id = "revoke_invitation",
    tag = "invitations",
    security(("admin_session" = [])),
    params(("key" = String, Path, description = "The invitation's id")),
    responses(
        (status = 204, description = "Revoked"),
        (status = 401, description = NOT_ADMIN, body = ErrorBody),
        (status = 403, description = ADMIN_ONLY, body = ErrorBody),
        (status = 404, description = "No such invitation", body = ErrorBody),
    )
)]
async fn revoke(
    State(state): State<AppState>,
    _: Admin,
    Path(key): Path<String>,
) -> Result<StatusCode> {
    let id: i64 = key
        .parse()
        .map_err(|_| Error::not_found("invitation_not_found", "Invitation"))?;
    state.club.revoke_invitation(id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// A link that works, as the invite page checks it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LiveLink {
    /// Always true: a link that does not work is a 404.
    pub valid: bool,
    /// When it stops working (RFC 3339).
    pub expires_at: String,
}

/// Whether a link works, so that the invite page may show its form.
#[utoipa::path(
    get,
    path = "/api/invitations/{key}",
    operation_id = "check_invitation",
    tag = "invitations",
    security(()),
    params(("key" = String, Path, description = "The link's token")),
    responses(
        (status = 200, description = "The link works", body = LiveLink),
        (status = 404, description = "Invalid, expired or revoked: `invalid_invitation`", body = ErrorBody),
    )
)]
async fn check(State(state): State<AppState>, Path(token): Path<String>) -> Result<Response> {
    Ok(match state.club.live_invitation(&token).await? {
        None => invalid_invitation(),
        Some(expires_at) => Json(LiveLink {
            valid: true,
            expires_at: timestamp(expires_at),
        })
        .into_response(),
    })
}

/// The answer to a signup: the registration waits for the admin.
#[derive(Debug, Serialize, ToSchema)]
pub struct Registration {
    /// The new player's id.
    pub id: PlayerId,
    /// Always `pending`.
    pub status: PlayerStatus,
}

/// Registers a pending player through a live link.
#[utoipa::path(
    post,
    path = "/api/invitations/{key}/signup",
    operation_id = "signup",
    tag = "invitations",
    security(()),
    params(("key" = String, Path, description = "The link's token")),
    request_body = PlayerForm,
    responses(
        (status = 201, description = "Registered, waiting for the admin's approval; this browser is signed in as the pending member (the `th_member` cookie)", body = Registration,
            headers(("set-cookie" = String, description = "The member session of the pending player"))),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 403, description = CROSS_SITE, body = ErrorBody),
        (status = 404, description = "Invalid, expired or revoked: `invalid_invitation`", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = INVALID, body = ErrorBody),
        (status = 429, description = TOO_MANY, body = ErrorBody),
    )
)]
async fn signup(
    State(state): State<AppState>,
    client: ClientAddr,
    headers: axum::http::HeaderMap,
    Path(token): Path<String>,
    request: axum::extract::Request,
) -> Result<Response> {
    // The attempt is counted before the body (up to 8 MB, an avatar) is even read.
    let attempt = state.signup_limiter.begin(client, SIGNUP_KEY)?;
    tokio::time::sleep(state.signup_limiter.delay(SIGNUP_KEY)).await;
    if state.club.live_invitation(&token).await?.is_none() {
        attempt.fail();
        return Ok(invalid_invitation());
    }
    // Every signup through a live link spends the client's budget, success or not.
    attempt.spend();
    let Json(body) = Json::<PlayerForm>::from_request(request, &state).await?;
    let (player, avatar_upload) =
        crate::club::player_form::checked_new(body.into(), state.club.clock().today())?;
    let avatar = match avatar_upload {
        Some(data_url) => Some(process_avatar(data_url).await?),
        None => None,
    };
    // The browser that signs up is signed in as the pending player (docs/rules.md#members).
    let session = super::me::sessions::session_start(client, &headers);
    let cookie = super::me::sessions::session_cookie(&state, session.token.clone(), &headers)?;
    let created = state.club.sign_up(&token, player, avatar, session).await?;
    Ok(match created {
        None => invalid_invitation(),
        Some(id) => super::me::personal((
            StatusCode::CREATED,
            [(axum::http::header::SET_COOKIE, cookie)],
            Json(Registration {
                id,
                status: PlayerStatus::Pending,
            }),
        )),
    })
}
