//! One-click unsubscribe (RFC 8058, docs/rules.md#notices): the link in an email names a
//! member and a kind (`crate::domain::unsubscribe`); following it turns that kind's email off
//! for that member, as their own switch in `/me` would, and its page can turn it back on. A token that was not made by this
//! server for the member's present address is unknown (404).

use rusqlite::Connection;

use super::{Club, Error, Result};
use crate::db::{members, notices, unsubscribe};
use crate::domain::ids::PlayerId;
use crate::domain::language::Lang;
use crate::domain::notices::{Channel, NoticeKind};

/// Whose email of which kind a link turns off, for its page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unsubscribing {
    /// The member.
    pub player: PlayerId,
    /// Their name.
    pub name: String,
    /// The kind.
    pub kind: NoticeKind,
    /// Their language (English until they choose).
    pub language: Lang,
    /// Whether that kind's email is on now.
    pub email_on: bool,
}

fn unknown() -> Error {
    Error::not_found("unsubscribe_link_unknown", "Unsubscribe link")
}

/// What `token` turns off, if this server made it for the member's present address.
fn checked(conn: &Connection, token: &str) -> Result<Unsubscribing> {
    let claim = crate::domain::unsubscribe::read(token).ok_or_else(unknown)?;
    let key = unsubscribe::key(conn)?.ok_or_else(unknown)?;
    let email = unsubscribe::email_of(conn, claim.player)?.ok_or_else(unknown)?;
    if !claim.holds_for(&key, &email) {
        return Err(unknown());
    }
    let name = crate::db::players::name_of(conn, claim.player)?.ok_or_else(unknown)?;
    let language = members::language(conn, claim.player)?
        .as_deref()
        .and_then(Lang::from_code)
        .unwrap_or(Lang::En);
    Ok(Unsubscribing {
        player: claim.player,
        name,
        kind: claim.kind,
        language,
        email_on: notices::wants(conn, claim.player, claim.kind, Channel::Email)?,
    })
}

impl Club {
    /// What the unsubscribe link `token` turns off (404 `unsubscribe_link_unknown`).
    pub async fn unsubscribing(&self, token: String) -> Result<Unsubscribing> {
        self.read(move |conn| checked(conn, &token)).await
    }

    /// Turns off the email of the kind the link `token` names for its member, in one
    /// transaction (404 `unsubscribe_link_unknown`). Following it twice changes nothing more.
    pub async fn unsubscribe(&self, token: String) -> Result<Unsubscribing> {
        self.write(move |tx| {
            let found = checked(tx, &token)?;
            notices::set_preference(tx, found.player, found.kind, Channel::Email, false)?;
            Ok(Unsubscribing {
                email_on: false,
                ..found
            })
        })
        .await
    }

    /// Turns the email of the link's kind back on for its member, in one transaction: the
    /// unsubscribe page's "turn it back on" (404 `unsubscribe_link_unknown`). Twice changes
    /// nothing more.
    pub async fn resubscribe(&self, token: String) -> Result<Unsubscribing> {
        self.write(move |tx| {
            let found = checked(tx, &token)?;
            notices::set_preference(tx, found.player, found.kind, Channel::Email, true)?;
            Ok(Unsubscribing {
                email_on: true,
                ..found
            })
        })
        .await
    }
}
