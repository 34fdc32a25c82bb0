//! Members' sign-in links, sessions and settings (docs/rules.md#members). Only the SHA-256 of
//! a link's or a session's token is stored, so a copy of the database signs nobody in.
//! Times come from the caller (the club clock), never from SQLite, so tests can move them.

use rusqlite::{Connection, OptionalExtension, Row, params};

use super::Result;
use crate::domain::ids::PlayerId;
use crate::domain::player::PlayerStatus;

/// Where a sign-in link stands, as its row says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkState {
    /// It works: unused, unexpired, the player's newest.
    Live,
    /// It was used already.
    Spent,
    /// Its 7 days are over.
    Expired,
    /// A newer link for the same player ended it.
    Replaced,
}

/// A sign-in link found by its token's digest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LinkRow {
    /// The link's id.
    pub id: i64,
    /// Whose link it is.
    pub player_id: PlayerId,
    /// Where it stands at the time asked.
    pub state: LinkState,
}

/// Stores a new link for `player` by its token's digest, made `via` the admin (`admin`) or an
/// emailed request (`email`), and ends the player's older unused links of that kind only;
/// returns how many it ended.
pub fn create_link(
    conn: &Connection,
    player: PlayerId,
    token_hash: &str,
    now: i64,
    expires_at: i64,
    via: &str,
) -> Result<usize> {
    let replaced = conn
        .prepare_cached(
            "UPDATE member_links SET replaced_at = ?2
         WHERE player_id = ?1 AND via = ?3 AND used_at IS NULL AND replaced_at IS NULL
           AND expires_at > ?2",
        )?
        .execute(params![player, now, via])?;
    conn.prepare_cached(
        "INSERT INTO member_links (player_id, token_hash, created_at, expires_at, via)
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![player, token_hash, now, expires_at, via])?;
    Ok(replaced)
}

/// The link with this token digest, as it stands at `now`.
pub fn find_link(conn: &Connection, token_hash: &str, now: i64) -> Result<Option<LinkRow>> {
    Ok(conn
        .query_row(
            "SELECT id, player_id, used_at IS NOT NULL, replaced_at IS NOT NULL, expires_at
             FROM member_links WHERE token_hash = ?1",
            [token_hash],
            |row| {
                let (used, replaced, expires_at): (bool, bool, i64) =
                    (row.get(2)?, row.get(3)?, row.get(4)?);
                let state = if used {
                    LinkState::Spent
                } else if replaced {
                    LinkState::Replaced
                } else if expires_at <= now {
                    LinkState::Expired
                } else {
                    LinkState::Live
                };
                Ok(LinkRow {
                    id: row.get(0)?,
                    player_id: row.get(1)?,
                    state,
                })
            },
        )
        .optional()?)
}

/// Marks a link used at `now`.
pub fn spend_link(conn: &Connection, id: i64, now: i64) -> Result<()> {
    conn.prepare_cached("UPDATE member_links SET used_at = ?2 WHERE id = ?1")?
        .execute(params![id, now])?;
    Ok(())
}

/// Forgets links that stopped working before `before` (unix seconds): a spent or expired link
/// is answered as such for a while, then as unknown.
pub fn purge_links(conn: &Connection, before: i64) -> Result<usize> {
    Ok(conn
        .prepare_cached("DELETE FROM member_links WHERE expires_at < ?1")?
        .execute([before])?)
}

/// A new member session, as the store keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewSession<'a> {
    /// The SHA-256 of the cookie's token.
    pub token_hash: &'a str,
    /// Whose session it is.
    pub player_id: PlayerId,
    /// When it starts, unix seconds.
    pub created_at: i64,
    /// The club date it starts on, `yyyy-mm-dd`.
    pub today: &'a str,
    /// The browser the User-Agent named.
    pub browser: Option<&'a str>,
    /// The system the User-Agent named.
    pub system: Option<&'a str>,
    /// The client that started it (an IPv4 address or an IPv6 /64), if known.
    pub client_key: Option<&'a str>,
}

/// Stores a new session; returns its id.
pub fn create_session(conn: &Connection, session: &NewSession<'_>) -> Result<i64> {
    conn.prepare_cached(
        "INSERT INTO member_sessions
             (token_hash, player_id, created_at, last_used_on, browser, system, client_key)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?
    .execute(params![
        session.token_hash,
        session.player_id,
        session.created_at,
        session.today,
        session.browser,
        session.system,
        session.client_key,
    ])?;
    Ok(conn.last_insert_rowid())
}

/// A live session found by its token's digest, with its player's name and status.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionRow {
    /// The session's id.
    pub id: i64,
    /// Whose session it is.
    pub player_id: PlayerId,
    /// The player's name.
    pub name: String,
    /// Pending (signed up, waiting for approval) or approved.
    pub status: PlayerStatus,
    /// The club date it was last used on.
    pub last_used_on: String,
}

/// The session with this token digest, if it was used on `since` (a club date) or later.
pub fn find_session(
    conn: &Connection,
    token_hash: &str,
    since: &str,
) -> Result<Option<SessionRow>> {
    Ok(conn
        .prepare_cached(
            "SELECT s.id, s.player_id, p.name, p.status, s.last_used_on
             FROM member_sessions s JOIN players p ON p.id = s.player_id
             WHERE s.token_hash = ?1 AND s.last_used_on >= ?2",
        )?
        .query_row(params![token_hash, since], |row| {
            let status: String = row.get(3)?;
            Ok(SessionRow {
                id: row.get(0)?,
                player_id: row.get(1)?,
                name: row.get(2)?,
                status: PlayerStatus::from_stored(&status),
                last_used_on: row.get(4)?,
            })
        })
        .optional()?)
}

/// Moves a session's last use to `today`, unless it is there already; whether it moved.
pub fn renew_session(conn: &Connection, id: i64, today: &str) -> Result<bool> {
    Ok(conn
        .prepare_cached(
            "UPDATE member_sessions SET last_used_on = ?2 WHERE id = ?1 AND last_used_on < ?2",
        )?
        .execute(params![id, today])?
        > 0)
}

/// One of a member's sessions, as their list shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionListing {
    /// The session's id.
    pub id: i64,
    /// When it started, unix seconds.
    pub created_at: i64,
    /// The club date it was last used on.
    pub last_used_on: String,
    /// The browser the User-Agent named.
    pub browser: Option<String>,
    /// The system the User-Agent named.
    pub system: Option<String>,
}

fn listing(row: &Row<'_>) -> rusqlite::Result<SessionListing> {
    Ok(SessionListing {
        id: row.get(0)?,
        created_at: row.get(1)?,
        last_used_on: row.get(2)?,
        browser: row.get(3)?,
        system: row.get(4)?,
    })
}

/// A player's sessions used on `since` or later, the most recently used first.
pub fn sessions_of(
    conn: &Connection,
    player: PlayerId,
    since: &str,
) -> Result<Vec<SessionListing>> {
    Ok(conn
        .prepare_cached(
            "SELECT id, created_at, last_used_on, browser, system FROM member_sessions
             WHERE player_id = ?1 AND last_used_on >= ?2
             ORDER BY last_used_on DESC, id DESC",
        )?
        .query_map(params![player, since], listing)?
        .collect::<rusqlite::Result<_>>()?)
}

/// Whether the member session `id` is `player`'s.
pub fn session_belongs_to(conn: &Connection, id: i64, player: PlayerId) -> Result<bool> {
    Ok(conn
        .query_row(
            "SELECT 1 FROM member_sessions WHERE id = ?1 AND player_id = ?2",
            params![id, player],
            |_| Ok(()),
        )
        .optional()?
        .is_some())
}

/// Ends one of a player's sessions; whether it was theirs to end.
pub fn end_session(conn: &Connection, player: PlayerId, id: i64) -> Result<bool> {
    Ok(conn
        .prepare_cached("DELETE FROM member_sessions WHERE id = ?1 AND player_id = ?2")?
        .execute(params![id, player])?
        > 0)
}

/// Ends every session of a player; returns how many.
pub fn end_sessions_of(conn: &Connection, player: PlayerId) -> Result<usize> {
    Ok(conn
        .prepare_cached("DELETE FROM member_sessions WHERE player_id = ?1")?
        .execute([player])?)
}

/// Ends every unused link of a player; returns how many.
pub fn end_links_of(conn: &Connection, player: PlayerId) -> Result<usize> {
    Ok(conn
        .prepare_cached("DELETE FROM member_links WHERE player_id = ?1 AND used_at IS NULL")?
        .execute([player])?)
}

/// Removes the sessions last used before `since` (a club date); returns how many.
pub fn purge_sessions(conn: &Connection, since: &str) -> Result<usize> {
    Ok(conn
        .prepare_cached("DELETE FROM member_sessions WHERE last_used_on < ?1")?
        .execute([since])?)
}

/// The approved players whose email address is `email` (blanks around it and ASCII case
/// aside), by id: emails are not unique, so a sign-in link by email goes to each.
pub fn approved_with_email(conn: &Connection, email: &str) -> Result<Vec<PlayerId>> {
    let mut stmt = conn.prepare_cached(
        "SELECT id FROM players
          WHERE status = 'approved' AND email IS NOT NULL AND lower(trim(email)) = lower(trim(?1))
          ORDER BY id",
    )?;
    let ids = stmt
        .query_map([email], |row| row.get(0).map(PlayerId))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(ids)
}

/// The language a member chose, `en` or `es`, if any.
pub fn language(conn: &Connection, player: PlayerId) -> Result<Option<String>> {
    Ok(conn
        .query_row(
            "SELECT language FROM member_settings WHERE player_id = ?1",
            [player],
            |row| row.get(0),
        )
        .optional()?)
}

/// Keeps the language a member chose.
pub fn set_language(conn: &Connection, player: PlayerId, language: &str) -> Result<()> {
    conn.prepare_cached(
        "INSERT INTO member_settings (player_id, language) VALUES (?1, ?2)
         ON CONFLICT (player_id) DO UPDATE SET language = excluded.language",
    )?
    .execute(params![player, language])?;
    Ok(())
}

/// The actions of the audit trail that may name a client's address.
pub const ACTIONS_WITH_CLIENT: [&str; 4] = [
    "sign_in_link_created",
    "member_signed_in",
    "member_session_ended",
    "member_sessions_ended",
];

/// Takes the client's address out of the audit trail's member records made before `before`
/// (unix seconds), as the league's history does after 90 days; returns how many.
pub fn erase_clients(conn: &Connection, before: i64) -> Result<usize> {
    let mut erased = 0;
    for action in ACTIONS_WITH_CLIENT {
        erased += conn
            .prepare_cached(
                "UPDATE audit_trail SET after_json = json_remove(after_json, '$.client')
             WHERE action = ?1 AND at < ?2 AND json_extract(after_json, '$.client') IS NOT NULL",
            )?
            .execute(params![action, before])?;
    }
    Ok(erased)
}
