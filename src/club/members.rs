//! Members (docs/rules.md#members): an approved player who signed in. The admin makes a
//! one-time sign-in link for a player; the link starts a member session in the browser that
//! opens it; signing up through an invitation starts one for the pending player. A member
//! session is the member's own: it reads their page and ends their sessions, and gives no
//! right of the admin's. Sign-ins, links and ended sessions go to the audit trail, with the
//! client they came from (erased after 90 days, as the league's history does).
//!
//! Sessions change nothing a visitor sees, so they are written outside [`Club::apply`] and
//! publish no change; the audit records they make are written in their own transaction.

use std::time::Duration;

use base64::Engine;
use chrono::{DateTime, NaiveDate, Utc};
use rand::Rng;
use rusqlite::Connection;
use serde_json::json;
use tokio::sync::broadcast;

use super::league_history::ADDRESS_KEPT_SECS;
use super::{Club, Error, Result};
use crate::clients::ClientKey;
use crate::db::audit;
use crate::db::members::{self, LinkState, NewSession};
use crate::db::players::{self, PlayerStatus};
use crate::domain::actor::{Actor, Console};
use crate::domain::calendar;
use crate::domain::ids::PlayerId;
use crate::domain::user_agent::Device;
use crate::passwords::token_digest;

mod by_email;
mod overview;

pub use crate::db::members::SessionListing;
pub use by_email::sign_in_address;
pub use overview::{MemberOverview, NextLeagueMatch, NextTournamentMatch};

/// A sign-in link works for a week.
pub const LINK_LIFETIME: Duration = Duration::from_secs(7 * 24 * 3600);
/// A member session not used for this many days is over; each day it is used starts the
/// count again. The cookie lives as long (a year).
pub const SESSION_IDLE_DAYS: i64 = 365;
/// How long a link that stopped working is still answered as spent or expired, before it is
/// forgotten (then it is unknown).
const LINK_REMEMBERED_SECS: i64 = 30 * 24 * 3600;
/// The page a sign-in link opens; the token follows in the fragment, which browsers never
/// send to a server or a proxy.
pub const SIGN_IN_PATH: &str = "/sign-in";

/// A fresh random 256-bit token, URL-safe: a link's or a session's secret.
pub fn new_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rng().fill(&mut bytes);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// The address of a sign-in link at `origin` (`https://club.example`, no trailing slash).
pub fn sign_in_url(origin: &str, token: &str) -> String {
    format!("{origin}{SIGN_IN_PATH}#{token}")
}

/// A link just made: the only time its token is known outside the member's hands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IssuedLink {
    /// The secret that goes into the link's fragment.
    pub token: String,
    /// When it stops working, unix seconds.
    pub expires_at: i64,
    /// The language the player chose, if any.
    pub language: Option<String>,
}

/// What starts a member session: the cookie's token, the browser it goes to, and the client.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionStart {
    /// The new cookie's token (stored as its digest only).
    pub token: String,
    /// The browser and system its User-Agent named.
    pub device: Device,
    /// The client that asked.
    pub client: ClientKey,
}

/// A live member session: whose it is and where its player stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberSession {
    /// The session's id.
    pub id: i64,
    /// The member.
    pub player_id: PlayerId,
    /// The member's name.
    pub name: String,
    /// Pending until the admin approves the registration; then approved.
    pub status: PlayerStatus,
    /// The club date it was last used on.
    pub last_used_on: NaiveDate,
}

/// What the member's own answers show of them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberProfile {
    /// The member.
    pub player_id: PlayerId,
    /// Their name.
    pub name: String,
    /// Pending or approved.
    pub status: PlayerStatus,
    /// Member or organizer (docs/rules.md#committee).
    pub role: crate::domain::player::Role,
    /// Their picture's content hash, if they have one.
    pub avatar_hash: Option<String>,
    /// `en` or `es`, once they chose.
    pub language: Option<String>,
    /// Their devices whose push was dropped lately, after a day of failures.
    pub stopped_devices: Vec<crate::db::push::DroppedDevice>,
}

/// Member sessions that ended: their open streams end with them (docs/rules.md#notices).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SessionsEnded {
    /// One session: signed out, or ended from another of the member's devices.
    One(i64),
    /// Every session of a player: ended by the admin, or the player deleted or rejected.
    AllOf(PlayerId),
}

impl SessionsEnded {
    /// Whether session `session` of `player` is among them.
    pub fn includes(&self, session: i64, player: PlayerId) -> bool {
        match *self {
            SessionsEnded::One(id) => id == session,
            SessionsEnded::AllOf(whose) => whose == player,
        }
    }
}

/// How many ended sessions a slow stream may fall behind before it ends to be safe.
pub const ENDED_BACKLOG: usize = 256;

/// The first club date a live session may have been last used on, today being `today`.
fn live_since(today: NaiveDate) -> String {
    (today - chrono::Duration::days(SESSION_IDLE_DAYS)).to_string()
}

/// `client` as the audit trail keeps it: none when the server could not see one.
fn client_text(client: ClientKey) -> Option<String> {
    client.is_known().then(|| client.to_string())
}

fn rfc3339(secs: i64) -> String {
    DateTime::from_timestamp(secs, 0)
        .unwrap_or_default()
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

/// Makes a one-time sign-in link for the approved player `player` at `now` (unix seconds),
/// `via` the admin (`admin`) or an emailed request (`email`), ending their older unused link
/// of that kind only (a player may hold one of each); returns it with its audit record by
/// `actor` from `client`. A pending registration gets none (409 `player_pending`): signing up signed that
/// browser in already, and approval makes it a member.
pub fn issue_link(
    tx: &Connection,
    player: PlayerId,
    now: i64,
    actor: Actor,
    client: ClientKey,
    via: &'static str,
) -> Result<(IssuedLink, audit::Record)> {
    let Some(found) = players::get(tx, player)? else {
        return Err(Error::not_found("player_not_found", "Player"));
    };
    if found.status == PlayerStatus::Pending {
        return Err(Error::conflict(
            "player_pending",
            format!(
                "{} is a pending registration: approve them first. Their signup signed them in \
                 already.",
                found.name
            ),
        ));
    }
    let token = new_token();
    let expires_at = now + LINK_LIFETIME.as_secs() as i64;
    let replaced = members::create_link(tx, player, &token_digest(&token), now, expires_at, via)?;
    members::purge_links(tx, now - LINK_REMEMBERED_SECS)?;
    let record = audit::Record {
        actor,
        action: "sign_in_link_created",
        subject: audit::subject("player", player),
        before: None,
        after: Some(json!({
            "expiresAt": rfc3339(expires_at),
            "endedLinks": replaced,
            "client": client_text(client),
            "via": via,
        })),
    };
    let language = members::language(tx, player)?;
    Ok((
        IssuedLink {
            token,
            expires_at,
            language,
        },
        record,
    ))
}

/// Starts a session of `player` at `now` for `start`, and forgets the sessions idle past
/// [`SESSION_IDLE_DAYS`] and the clients named in member records past 90 days; returns the
/// session's id and the audit record of the sign-in (`via`: `link` or `signup`).
pub fn start_session(
    tx: &Connection,
    player: PlayerId,
    start: &SessionStart,
    now: DateTime<Utc>,
    via: &str,
) -> Result<(i64, audit::Record)> {
    let today = calendar::club_today(now);
    let digest = token_digest(&start.token);
    let client = client_text(start.client);
    let id = members::create_session(
        tx,
        &NewSession {
            token_hash: &digest,
            player_id: player,
            created_at: now.timestamp(),
            today: &today.to_string(),
            browser: start.device.browser,
            system: start.device.system,
            client_key: client.as_deref(),
        },
    )?;
    members::purge_sessions(tx, &live_since(today))?;
    members::erase_clients(tx, now.timestamp() - ADDRESS_KEPT_SECS)?;
    let record = audit::Record {
        actor: Actor::Member(player),
        action: "member_signed_in",
        subject: audit::subject("player", player),
        before: None,
        after: Some(json!({
            "session": id,
            "via": via,
            "browser": start.device.browser,
            "system": start.device.system,
            "client": client,
        })),
    };
    Ok((id, record))
}

/// Ends every session and unused sign-in link of `player`, whose registration is deleted or
/// rejected (`reason`); the audit record of what ended, if anything did.
pub fn end_everything_of(
    tx: &Connection,
    by: Console,
    player: PlayerId,
    reason: &str,
) -> Result<Option<audit::Record>> {
    let sessions = members::end_sessions_of(tx, player)?;
    let links = members::end_links_of(tx, player)?;
    Ok((sessions + links > 0).then(|| audit::Record {
        actor: Actor::Admin(by),
        action: "member_sessions_ended",
        subject: audit::subject("player", player),
        before: None,
        after: Some(json!({ "ended": sessions, "endedLinks": links, "reason": reason })),
    }))
}

/// The refusal of a sign-in link that does not work, by where it stands. Every one asks the
/// member to ask the club for a new link.
fn link_refused(state: Option<LinkState>) -> Error {
    let (code, why) = match state {
        None | Some(LinkState::Live) => ("sign_in_link_unknown", "This sign-in link is not one"),
        Some(LinkState::Spent) => ("sign_in_link_spent", "This sign-in link was used already"),
        Some(LinkState::Expired) => (
            "sign_in_link_expired",
            "This sign-in link is more than 7 days old",
        ),
        Some(LinkState::Replaced) => (
            "sign_in_link_replaced",
            "A newer sign-in link was made for you, so this one no longer works",
        ),
    };
    Error::unauthorized(code, format!("{why}. Ask the club for a new link."))
}

impl Club {
    /// The admin makes a one-time sign-in link for an approved player, from `client`.
    pub async fn create_sign_in_link(
        &self,
        player: PlayerId,
        client: ClientKey,
    ) -> Result<IssuedLink> {
        let now = self.clock().now().timestamp();
        self.write(move |tx| {
            let (link, record) = issue_link(tx, player, now, Actor::ADMIN, client, "admin")?;
            audit::insert(tx, now, &record)?;
            Ok(link)
        })
        .await
    }

    /// Signs a member in with the sign-in link `link_token`: the link is spent and `start`
    /// becomes the member's session, in one transaction, so a link signs in once however
    /// many browsers race for it. A link that does not work is a 401 whose code says why:
    /// `sign_in_link_unknown`, `sign_in_link_spent`, `sign_in_link_expired` or
    /// `sign_in_link_replaced`.
    pub async fn sign_in_member(
        &self,
        link_token: &str,
        start: SessionStart,
        language: Option<crate::domain::language::Lang>,
    ) -> Result<MemberSession> {
        let digest = token_digest(link_token);
        let now = self.clock().now();
        self.write(move |tx| {
            let link = members::find_link(tx, &digest, now.timestamp())?;
            let state = link.as_ref().map(|l| l.state);
            let Some(link) = link.filter(|l| l.state == LinkState::Live) else {
                return Err(link_refused(state));
            };
            members::spend_link(tx, link.id, now.timestamp())?;
            // The page's language is the member's until they choose one (docs/rules.md#notices).
            if let Some(language) = language
                && members::language(tx, link.player_id)?.is_none()
            {
                members::set_language(tx, link.player_id, language.code())?;
            }
            let (id, record) = start_session(tx, link.player_id, &start, now, "link")?;
            audit::insert(tx, now.timestamp(), &record)?;
            let Some(player) = players::get(tx, link.player_id)? else {
                return Err(link_refused(None));
            };
            Ok(MemberSession {
                id,
                player_id: player.id,
                name: player.name,
                status: player.status,
                last_used_on: calendar::club_today(now),
            })
        })
        .await
    }

    /// The live member session of the cookie token `token`, if there is one.
    pub async fn member_session(&self, token: &str) -> Result<Option<MemberSession>> {
        let digest = token_digest(token);
        let since = live_since(self.clock().today());
        let found = self
            .read(move |conn| Ok(members::find_session(conn, &digest, &since)?))
            .await?;
        Ok(found.and_then(|row| {
            Some(MemberSession {
                last_used_on: calendar::parse_date(&row.last_used_on)?,
                id: row.id,
                player_id: row.player_id,
                name: row.name,
                status: row.status,
            })
        }))
    }

    /// Marks `session` used today, unless it was already: at most one write a day per
    /// session. Whether it wrote (then its cookie is sent again, for another year).
    pub async fn renew_member_session(&self, session: &MemberSession) -> Result<bool> {
        let today = self.clock().today();
        if session.last_used_on >= today {
            return Ok(false);
        }
        let id = session.id;
        self.write(move |tx| Ok(members::renew_session(tx, id, &today.to_string())?))
            .await
    }

    /// What the member's own answers show of them.
    pub async fn member_profile(&self, player: PlayerId) -> Result<MemberProfile> {
        let now = self.clock().now().timestamp();
        self.read(move |conn| {
            let found = players::get(conn, player)?
                .ok_or_else(|| Error::not_found("player_not_found", "Player"))?;
            Ok(MemberProfile {
                player_id: found.id,
                name: found.name,
                status: found.status,
                role: found.role,
                avatar_hash: found.avatar_hash,
                language: members::language(conn, player)?,
                stopped_devices: crate::db::push::dropped_of(conn, player, now)?,
            })
        })
        .await
    }

    /// Keeps the language the member chose (`en` or `es`; 422 `language_unknown` otherwise).
    pub async fn set_member_language(&self, player: PlayerId, language: &str) -> Result<()> {
        let Some(lang) = crate::domain::language::Lang::from_code(language) else {
            return Err(Error::invalid(
                "language",
                "language_unknown",
                "The language is `en` or `es`",
            ));
        };
        let code = lang.code();
        self.write(move |tx| Ok(members::set_language(tx, player, code)?))
            .await
    }

    /// The member's live sessions, the most recently used first.
    pub async fn member_sessions(&self, player: PlayerId) -> Result<Vec<SessionListing>> {
        let since = live_since(self.clock().today());
        self.read(move |conn| Ok(members::sessions_of(conn, player, &since)?))
            .await
    }

    /// The member ends one of their own sessions (`how`: `signed_out`, or `ended` from their
    /// list), from `client`; 404 `member_session_not_found` for a session that is not theirs.
    pub async fn end_member_session(
        &self,
        player: PlayerId,
        session: i64,
        how: &'static str,
        client: ClientKey,
    ) -> Result<()> {
        let now = self.clock().now().timestamp();
        self.write(move |tx| {
            if !members::end_session(tx, player, session)? {
                return Err(Error::not_found("member_session_not_found", "Session"));
            }
            let record = audit::Record {
                actor: Actor::Member(player),
                action: "member_session_ended",
                subject: audit::subject("player", player),
                before: None,
                after: Some(
                    json!({ "session": session, "how": how, "client": client_text(client) }),
                ),
            };
            audit::insert(tx, now, &record)?;
            Ok(())
        })
        .await?;
        self.sessions_ended(SessionsEnded::One(session));
        Ok(())
    }

    /// Tells the open streams that `ended` ended. Nobody listening is not an error.
    pub(super) fn sessions_ended(&self, ended: SessionsEnded) {
        let _ = self.sessions_ended.send(ended);
    }

    /// Hears each member session that ends from now on.
    pub fn subscribe_sessions_ended(&self) -> broadcast::Receiver<SessionsEnded> {
        self.sessions_ended.subscribe()
    }

    /// The admin ends every session of one player (a lost phone), from `client`; returns
    /// how many. Their unused sign-in link keeps working.
    pub async fn end_player_sessions(
        &self,
        by: Console,
        player: PlayerId,
        client: ClientKey,
    ) -> Result<u64> {
        let now = self.clock().now().timestamp();
        let ended = self
            .write(move |tx| {
                if players::get(tx, player)?.is_none() {
                    return Err(Error::not_found("player_not_found", "Player"));
                }
                let ended = members::end_sessions_of(tx, player)?;
                let record = audit::Record {
                    actor: Actor::Admin(by),
                    action: "member_sessions_ended",
                    subject: audit::subject("player", player),
                    before: None,
                    after: Some(json!({
                        "ended": ended,
                        "reason": "ended_by_admin",
                        "client": client_text(client),
                    })),
                };
                audit::insert(tx, now, &record)?;
                Ok(ended as u64)
            })
            .await?;
        self.sessions_ended(SessionsEnded::AllOf(player));
        Ok(ended)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_carry_their_token_in_the_fragment() {
        let token = new_token();
        assert_eq!(token.len(), 43, "256 bits in URL-safe base64");
        assert_ne!(token, new_token());
        assert_eq!(
            sign_in_url("https://club.example", &token),
            format!("https://club.example/sign-in#{token}")
        );
    }

    #[test]
    fn a_session_lives_a_year_past_its_last_use() {
        let today = NaiveDate::from_ymd_opt(2026, 11, 27).unwrap();
        assert_eq!(live_since(today), "2025-11-27");
    }

    #[test]
    fn every_refused_link_asks_for_a_new_one() {
        for (state, code) in [
            (None, "sign_in_link_unknown"),
            (Some(LinkState::Spent), "sign_in_link_spent"),
            (Some(LinkState::Expired), "sign_in_link_expired"),
            (Some(LinkState::Replaced), "sign_in_link_replaced"),
        ] {
            let refused = link_refused(state);
            assert_eq!((refused.category(), refused.code()), ("unauthorized", code));
            assert!(
                refused
                    .to_string()
                    .ends_with("Ask the club for a new link.")
            );
        }
    }
}
