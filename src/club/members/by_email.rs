//! Sign-in by email (docs/rules.md#members): anyone may ask for a sign-in link to an
//! address; each approved player with that address gets a fresh one-time link (emails are
//! not unique) through the outbox, as a notice that goes by email only. Whether anyone has
//! that address never shows: the answer is the same, and the work nearly so (one write
//! transaction either way).

use serde_json::json;

use super::issue_link;
use crate::clients::ClientKey;
use crate::club::{Club, Error, Result};
use crate::db::audit::{self, Actor};
use crate::db::members;
use crate::db::notices::{self, Outgoing};
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

impl Club {
    /// Sends a sign-in link to each approved player whose email is `email`, asked for from
    /// `client`; returns how many were sent (never shown to the one who asked). Without email
    /// configured, 409 `email_not_configured` whatever the address.
    pub async fn email_sign_in_link(&self, email: String, client: ClientKey) -> Result<usize> {
        let channels = self.delivery_channels();
        if !channels.member.contains(&Channel::Email) {
            return Err(Error::conflict(
                "email_not_configured",
                "This club does not send email: ask the club for a sign-in link.",
            ));
        }
        let now = self.clock().now();
        self.write(move |tx| {
            let players = members::approved_with_email(tx, &email)?;
            for &player in &players {
                let (link, mut record) =
                    issue_link(tx, player, now.timestamp(), Actor::Club, client)?;
                if let Some(serde_json::Value::Object(after)) = record.after.as_mut() {
                    after.insert("via".into(), json!("email"));
                }
                audit::insert(tx, now.timestamp(), &record)?;
                let outgoing = Outgoing {
                    to: Some(player),
                    notice: Notice::SignInLink {
                        token: Some(link.token),
                        expires_at: link.expires_at,
                    },
                    unique_key: None,
                };
                notices::insert(tx, now, &outgoing, &channels)?;
            }
            Ok(players.len())
        })
        .await
    }
}
