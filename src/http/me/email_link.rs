//! Sign-in by email (docs/api.md#members): `POST /api/me/sign-in-link {email}` draws from
//! its per-client and per-block budgets (`super::super::guesses`, with no club-wide one),
//! writes the request with one insert, and answers 202: the same answer, after the same work,
//! for every address, so neither tells who is a member. The worker looks the address up
//! later and applies the per-address budget and the club-wide pacing silently
//! (`crate::club::members::by_email`).

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::super::AppState;
use super::super::auth::ClientAddr;
use super::super::error::ErrorBody;
use super::super::extract::Json;
use super::super::guesses::Guesser;
use super::super::limiter::ClientKey;
use super::super::openapi::{CROSS_SITE, MALFORMED, TOO_LARGE};
use super::personal;
use crate::club::Result;
use crate::club::members::sign_in_address;

/// The budget name of the requests.
const CREDENTIAL: &str = "sign_in_email";

/// The routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(request_link))
}

/// The body of `POST /api/me/sign-in-link`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SignInLinkRequest {
    /// The email address the club has for the player.
    pub email: String,
}

/// The answer: the same for every address, so it tells nobody who is a member.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignInLinkAccepted {
    /// Always true: the request was taken.
    pub accepted: bool,
}

/// Asks for a one-time sign-in link (valid 7 days) by email to each approved player with this
/// address. The answer is 202 whether or not anyone has it; the request is kept, and the
/// worker sends the links through the outbox, at any hour and whatever the member's
/// switches, at most 3 an hour to one member, spreading a burst. A new emailed link ends the
/// player's older emailed one, never the link the admin made.
#[utoipa::path(
    post,
    path = "/api/me/sign-in-link",
    operation_id = "email_sign_in_link",
    tag = "me",
    security(()),
    request_body = SignInLinkRequest,
    responses(
        (status = 202, description = "Taken and kept: if approved players have this address, each gets a link by email (at most 3 an hour); the same answer either way; `Cache-Control: private, no-store`", body = SignInLinkAccepted),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 403, description = CROSS_SITE, body = ErrorBody),
        (status = 409, description = "`email_not_configured`: the club sends no email (the operator has not set up a relay); ask the club for a link", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = "`email_required`, `email_invalid`, or a body of the wrong shape (`body_invalid`)", body = ErrorBody),
        (status = 429, description = "`too_many_attempts`: this client (5 in 15 minutes) or its network block (an IPv4 /24 30 an hour, an IPv6 /56 10, a /48 30) asked too often; see `Retry-After`", body = ErrorBody),
    )
)]
async fn request_link(
    State(state): State<AppState>,
    client: ClientAddr,
    Json(body): Json<SignInLinkRequest>,
) -> Result<Response> {
    let email = sign_in_address(&body.email)?;
    let asker = Guesser {
        client: ClientKey::of(client),
        known_device: None,
    };
    // Every request counts, whatever becomes of it.
    state.sign_in_emails.begin(CREDENTIAL, asker)?.fail();
    state
        .club
        .ask_sign_in_link(email, ClientKey::of(client))
        .await?;
    Ok(personal((
        StatusCode::ACCEPTED,
        Json(SignInLinkAccepted { accepted: true }),
    )))
}
