//! Sign-in by email (docs/api.md#members): `POST /api/me/sign-in-link {email}` answers 202
//! whoever has that address, and sends each approved player who has it a one-time sign-in
//! link through the outbox, so neither the answer nor its timing tells who is a member.
//! Asking is limited per client ([`PER_CLIENT`]) and per address ([`PER_ADDRESS`]), so
//! nobody can fill a member's inbox or the relay's quota.

use std::sync::Mutex;
use std::time::{Duration, Instant};

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
use super::super::limiter::{ClientKey, Window};
use super::super::openapi::{CROSS_SITE, MALFORMED, TOO_LARGE};
use super::personal;
use crate::club::members::sign_in_address;
use crate::club::{Error, Result};

/// Links one client may ask for per [`WINDOW`].
pub const PER_CLIENT: usize = 10;
/// Links one address may be sent per [`WINDOW`], whoever asks.
pub const PER_ADDRESS: usize = 3;
/// The window of both limits.
pub const WINDOW: Duration = Duration::from_secs(3600);
/// The budget name of the per-client limit.
const CREDENTIAL: &str = "sign_in_email";

/// The routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(request_link))
}

/// How many links each address was sent in the window: the brake on filling one inbox from
/// many clients. Memory is bounded as the other limits' is (`super::super::limiter`).
#[derive(Debug)]
pub struct AddressBudget {
    sent: Mutex<Window<String>>,
}

impl Default for AddressBudget {
    fn default() -> Self {
        AddressBudget {
            sent: Mutex::new(Window::new(PER_ADDRESS, WINDOW)),
        }
    }
}

impl AddressBudget {
    /// Counts one link to `address` (lower case), or refuses with 429
    /// `sign_in_email_limit` while it had [`PER_ADDRESS`] in the window.
    pub fn spend(&self, address: &str) -> Result<()> {
        let now = Instant::now();
        let key = address.to_lowercase();
        let mut sent = self.sent.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(wait) = sent.wait(&key, now) {
            return Err(Error::LimitReached {
                code: "sign_in_email_limit",
                message: format!(
                    "Links were sent to this address {PER_ADDRESS} times in the last hour: look \
                     in the inbox, or ask again later."
                ),
                retry_after_secs: wait.as_secs().max(1),
            });
        }
        sent.spend(key, now);
        Ok(())
    }

    /// How many addresses are remembered (for tests of the memory bound).
    pub fn remembered(&self) -> usize {
        self.sent
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remembered()
    }
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

/// Emails a one-time sign-in link (valid 7 days) to each approved player with this address.
/// The answer is 202 whether or not anyone has it, and the emails go out through the outbox,
/// at any hour and whatever the member's switches. A new link ends the player's older
/// unused ones.
#[utoipa::path(
    post,
    path = "/api/me/sign-in-link",
    operation_id = "email_sign_in_link",
    tag = "me",
    security(()),
    request_body = SignInLinkRequest,
    responses(
        (status = 202, description = "Taken: if approved players have this address, each gets a link by email; the same answer either way; `Cache-Control: private, no-store`", body = SignInLinkAccepted),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 403, description = CROSS_SITE, body = ErrorBody),
        (status = 409, description = "`email_not_configured`: the club sends no email (the operator has not set up a relay); ask the club for a link", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = "`email_required`, `email_invalid`, or a body of the wrong shape (`body_invalid`)", body = ErrorBody),
        (status = 429, description = "`too_many_attempts`: this client asked for 10 links in the hour; `sign_in_email_limit`: this address was sent 3 in the hour; see `Retry-After`", body = ErrorBody),
    )
)]
async fn request_link(
    State(state): State<AppState>,
    client: ClientAddr,
    Json(body): Json<SignInLinkRequest>,
) -> Result<Response> {
    let email = sign_in_address(&body.email)?;
    state.sign_in_emails.begin(client, CREDENTIAL)?.spend();
    state.sign_in_addresses.spend(&email)?;
    state
        .club
        .email_sign_in_link(email, ClientKey::of(client))
        .await?;
    Ok(personal((
        StatusCode::ACCEPTED,
        Json(SignInLinkAccepted { accepted: true }),
    )))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::http::limiter::MAX_CLIENTS;

    #[test]
    fn an_address_gets_three_links_an_hour_whoever_asks() {
        let budget = AddressBudget::default();
        for _ in 0..PER_ADDRESS {
            budget.spend("Ana@Example.org").unwrap();
        }
        match budget.spend("ana@example.org") {
            Err(Error::LimitReached {
                code,
                retry_after_secs,
                ..
            }) => {
                assert_eq!(code, "sign_in_email_limit");
                assert!(retry_after_secs > 3500 && retry_after_secs <= 3600);
            }
            other => panic!("expected 429, got {other:?}"),
        }
        assert!(budget.spend("bea@example.org").is_ok());
    }

    #[test]
    fn memory_stays_bounded_however_addresses_rotate() {
        let budget = AddressBudget::default();
        for i in 0..(MAX_CLIENTS * 2) {
            budget.spend(&format!("p{i}@example.org")).unwrap();
        }
        assert!(budget.remembered() <= MAX_CLIENTS);
    }
}
