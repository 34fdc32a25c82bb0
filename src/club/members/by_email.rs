//! Sign-in by email (docs/rules.md#members): anyone may ask for a sign-in link to an
//! address; each approved player with that address gets a fresh one-time link (emails are
//! not unique) through the outbox, as a notice that goes by email only. Whether anyone has
//! that address never shows: the request path writes the request and nothing else, the
//! same for every address; the worker looks the address up later and applies the
//! per-address budget and the club-wide pacing silently (docs/rules.md#members).

use super::issue_link;
use crate::clients::ClientKey;
use crate::club::{Club, Error, Result};
use crate::db::audit;
use crate::db::members;
use crate::db::notices::{self, Outgoing};
use crate::db::sign_in_requests;
use crate::domain::actor::Actor;
use crate::domain::notices::{Channel, Notice};

/// The address a sign-in link is asked for, checked: 422 `email_required` when blank,
/// `email_invalid` when it is not shaped like an address (as a player's email is checked).
pub fn sign_in_address(text: &str) -> Result<String> {
    match crate::club::player_form::email(Some(text)) {
        Ok(Some(email)) => Ok(email),
        Ok(None) => Err(Error::invalid(
            "email",
            "email_required",
            "Enter the email address the club has for you",
        )),
        Err(problem) => Err(Error::invalid(
            problem.field,
            problem.code,
            problem.sentence,
        )),
    }
}

/// Links one member's address may be emailed per hour, whoever asks (docs/rules.md#members).
pub const PER_ADDRESS: usize = 3;
/// Sign-in emails the club sends per minute before it spreads a burst over the next minutes.
pub const PACE_PER_MINUTE: usize = 30;
/// Requests the worker answers in one transaction.
const BATCH: usize = 200;

impl Club {
    /// Takes a request for a sign-in link to `email` from `client`: one insert and nothing
    /// else, so the answer and its timing are the same for every address (security review
    /// S8). Without email configured, 409 `email_not_configured` whatever the address.
    pub async fn ask_sign_in_link(&self, email: String, client: ClientKey) -> Result<()> {
        if !self.delivery_channels().member.contains(&Channel::Email) {
            return Err(Error::conflict(
                "email_not_configured",
                "This club does not send email: ask the club for a sign-in link.",
            ));
        }
        let now = self.clock().now().timestamp();
        let client = client.is_known().then(|| client.to_string());
        self.write(move |tx| {
            sign_in_requests::queue(tx, &email, client.as_deref(), now)?;
            Ok(())
        })
        .await
    }

    /// Answers the waiting requests for sign-in links by email, up to a batch at a time;
    /// returns how many were answered. Each approved player with the address gets a fresh
    /// emailed link (ending only their older emailed one), unless [`PER_ADDRESS`] links
    /// were emailed to them in the last hour: that request is dropped silently. A burst past
    /// [`PACE_PER_MINUTE`] is spread over the next minutes rather than refused.
    pub async fn answer_sign_in_requests(&self) -> Result<usize> {
        let channels = self.delivery_channels();
        let now = self.clock().now();
        self.write(move |tx| {
            let at = now.timestamp();
            let requests = sign_in_requests::take(tx, BATCH)?;
            for request in &requests {
                let client = request
                    .client
                    .as_deref()
                    .and_then(|c| c.parse().ok())
                    .unwrap_or(ClientKey::Unknown);
                for player in members::approved_with_email(tx, &request.email)? {
                    if sign_in_requests::emailed_to_since(tx, player, at - 3600)? >= PER_ADDRESS {
                        continue;
                    }
                    let paced = sign_in_requests::emailed_since(tx, at - 60)?;
                    let (link, record) = issue_link(tx, player, at, Actor::Clock, client, "email")?;
                    audit::insert(tx, at, &record)?;
                    let outgoing = Outgoing {
                        to: Some(player),
                        notice: Notice::SignInLink {
                            token: Some(link.token),
                            expires_at: link.expires_at,
                        },
                        unique_key: None,
                    };
                    if let Some(notice) = notices::insert(tx, now, &outgoing, &channels)? {
                        let minutes = (paced / PACE_PER_MINUTE) as i64;
                        if minutes > 0 {
                            sign_in_requests::hold_until(tx, notice, at + 60 * minutes)?;
                        }
                    }
                }
            }
            Ok(requests.len())
        })
        .await
    }
}
