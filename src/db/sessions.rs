//! Admin and league sessions, and the stored password hashes.

use rusqlite::{Connection, OptionalExtension, params};

use crate::domain::ids::PlayerId;
pub use crate::domain::session::SessionKind;

/// The settings key of `kind`'s password hash.
fn password_key(kind: SessionKind) -> &'static str {
    match kind {
        SessionKind::Admin => "admin_password_hash",
        SessionKind::League => "league_password_hash",
    }
}

/// An organizer's console session (docs/rules.md#committee): whose it is, and the member
/// session that opened it (the console session ends with either).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OpenedBy {
    /// The organizer.
    pub player: PlayerId,
    /// The id of their member session that opened the console.
    pub member_session: i64,
}

/// Stores a new session by the SHA-256 of its token, started by the client `client_key`
/// (none when the server could not see one), an organizer's when `opened_by` says so (none:
/// the password's); it starts after every session stored before.
pub fn create(
    conn: &Connection,
    kind: SessionKind,
    token_hash: &str,
    expires_at: i64,
    client_key: Option<&str>,
    opened_by: Option<OpenedBy>,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO sessions
             (token_hash, kind, expires_at, client_key, started_seq, player_id, member_session_id)
         VALUES (?1, ?2, ?3, ?4, (SELECT COALESCE(MAX(started_seq), 0) + 1 FROM sessions),
                 ?5, ?6)",
    )?
    .execute(params![
        token_hash,
        kind.as_str(),
        expires_at,
        client_key,
        opened_by.map(|o| o.player),
        opened_by.map(|o| o.member_session),
    ])?;
    // Keep the table small: expired sessions are useless.
    purge_expired(conn, crate::db::now())?;
    Ok(())
}

/// Ends the live sessions of `kind` that `client_key` started, all but its `keep` newest;
/// returns the token hashes of those ended.
pub fn end_oldest_of_client(
    conn: &Connection,
    kind: SessionKind,
    client_key: &str,
    keep: usize,
    now: i64,
) -> rusqlite::Result<Vec<String>> {
    let ended: Vec<String> = conn
        .prepare_cached(
            "SELECT token_hash FROM sessions
             WHERE client_key = ?1 AND kind = ?2 AND expires_at > ?3
             ORDER BY started_seq DESC LIMIT -1 OFFSET ?4",
        )?
        .query_map(
            params![client_key, kind.as_str(), now, keep as i64],
            |row| row.get(0),
        )?
        .collect::<rusqlite::Result<_>>()?;
    for token_hash in &ended {
        delete(conn, token_hash)?;
    }
    Ok(ended)
}

/// Removes the sessions that expired by `now`; returns how many.
pub fn purge_expired(conn: &Connection, now: i64) -> rusqlite::Result<usize> {
    conn.prepare_cached("DELETE FROM sessions WHERE expires_at <= ?1")?
        .execute([now])
}

/// Ends every session of every kind; returns how many.
pub fn delete_everything(conn: &Connection) -> rusqlite::Result<usize> {
    conn.prepare_cached("DELETE FROM sessions")?.execute([])
}

/// The live session of `kind` with this token hash, if any: `Some(None)` for one of the
/// password's (or a league unlock), `Some(Some(player))` for an organizer's console, which
/// lives only while the player is still an organizer.
pub fn live_owner(
    conn: &Connection,
    kind: SessionKind,
    token_hash: &str,
    now: i64,
) -> rusqlite::Result<Option<Option<PlayerId>>> {
    conn.prepare_cached(
        "SELECT s.player_id FROM sessions s
         WHERE s.token_hash = ?1 AND s.kind = ?2 AND s.expires_at > ?3
           AND (s.player_id IS NULL OR EXISTS (
                SELECT 1 FROM players p WHERE p.id = s.player_id AND p.role = 'organizer'))",
    )?
    .query_row(params![token_hash, kind.as_str(), now], |row| row.get(0))
    .optional()
}

/// Whether a live session of `kind` has this token hash.
pub fn is_live(
    conn: &Connection,
    kind: SessionKind,
    token_hash: &str,
    now: i64,
) -> rusqlite::Result<bool> {
    live_owner(conn, kind, token_hash, now).map(|found| found.is_some())
}

/// Every live session: its token hash, kind and expiry.
pub fn all_live(conn: &Connection, now: i64) -> rusqlite::Result<Vec<(String, SessionKind, i64)>> {
    let mut stmt =
        conn.prepare("SELECT token_hash, kind, expires_at FROM sessions WHERE expires_at > ?1")?;
    let rows = stmt.query_map([now], |row| {
        let kind = match row.get_ref(1)?.as_str()? {
            "admin" => SessionKind::Admin,
            _ => SessionKind::League,
        };
        Ok((row.get(0)?, kind, row.get(2)?))
    })?;
    rows.collect()
}

/// Ends every console session of the organizer `player`; returns their token hashes.
pub fn delete_of_player(conn: &Connection, player: PlayerId) -> rusqlite::Result<Vec<String>> {
    let ended: Vec<String> = conn
        .prepare_cached("SELECT token_hash FROM sessions WHERE player_id = ?1")?
        .query_map([player], |row| row.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    conn.prepare_cached("DELETE FROM sessions WHERE player_id = ?1")?
        .execute([player])?;
    Ok(ended)
}

/// Ends one session.
pub fn delete(conn: &Connection, token_hash: &str) -> rusqlite::Result<()> {
    conn.prepare_cached("DELETE FROM sessions WHERE token_hash = ?1")?
        .execute([token_hash])?;
    Ok(())
}

/// Ends every session of a kind (after a password change).
pub fn delete_all(conn: &Connection, kind: SessionKind) -> rusqlite::Result<usize> {
    conn.prepare_cached("DELETE FROM sessions WHERE kind = ?1")?
        .execute([kind.as_str()])
}

/// The stored password hash of a credential, if one was set.
pub fn password_hash(conn: &Connection, kind: SessionKind) -> rusqlite::Result<Option<String>> {
    conn.prepare_cached("SELECT value FROM settings WHERE key = ?1")?
        .query_row([password_key(kind)], |row| row.get(0))
        .optional()
}

/// The settings key that says whether the league password is shorter than the minimum.
const LEAGUE_PASSWORD_SHORT: &str = "league_password_short";

/// Whether the league password is shorter than [`crate::passwords::LEAGUE_MIN_LENGTH`]:
/// `None` when that is not known (it was set before the minimum and not used since).
pub fn league_password_short(conn: &Connection) -> rusqlite::Result<Option<bool>> {
    let value: Option<String> = conn
        .query_row(
            "SELECT value FROM settings WHERE key = ?1",
            [LEAGUE_PASSWORD_SHORT],
            |row| row.get(0),
        )
        .optional()?;
    Ok(value.map(|v| v == "1"))
}

/// Records whether the league password is shorter than the minimum.
pub fn set_league_password_short(conn: &Connection, short: bool) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO settings (key, value) VALUES (?1, ?2)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    )?
    .execute(params![
        LEAGUE_PASSWORD_SHORT,
        if short { "1" } else { "0" }
    ])?;
    Ok(())
}

/// Stores a credential's password hash and ends its sessions.
pub fn set_password_hash(conn: &Connection, kind: SessionKind, phc: &str) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO settings (key, value) VALUES (?1, ?2)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    )?
    .execute(params![password_key(kind), phc])?;
    delete_all(conn, kind)?;
    Ok(())
}
