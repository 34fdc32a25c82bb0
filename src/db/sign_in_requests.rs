//! Sign-in links asked for by email, waiting for the worker (docs/rules.md#members): written
//! by the request with one insert and nothing else, taken and answered later. Times come
//! from the caller.

use rusqlite::{Connection, params};

use super::Result;
use crate::domain::ids::PlayerId;

/// A request as it was written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SignInRequest {
    /// Its id.
    pub id: i64,
    /// The address asked for, as checked.
    pub email: String,
    /// The client that asked, as the audit trail keeps it.
    pub client: Option<String>,
    /// When, unix seconds.
    pub asked_at: i64,
}

/// Writes a request for `email` from `client` at `now`: the request path's only statement.
pub fn queue(conn: &Connection, email: &str, client: Option<&str>, now: i64) -> Result<()> {
    conn.prepare_cached(
        "INSERT INTO sign_in_requests (email, client, asked_at) VALUES (?1, ?2, ?3)",
    )?
    .execute(params![email, client, now])?;
    Ok(())
}

/// Takes (reads and deletes) up to `limit` requests, oldest first.
pub fn take(conn: &Connection, limit: usize) -> Result<Vec<SignInRequest>> {
    let mut stmt = conn.prepare_cached(
        "DELETE FROM sign_in_requests WHERE id IN (
             SELECT id FROM sign_in_requests ORDER BY id LIMIT ?1)
         RETURNING id, email, client, asked_at",
    )?;
    let mut taken = stmt
        .query_map([limit as i64], |row| {
            Ok(SignInRequest {
                id: row.get(0)?,
                email: row.get(1)?,
                client: row.get(2)?,
                asked_at: row.get(3)?,
            })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    taken.sort_by_key(|r| r.id);
    Ok(taken)
}

/// How many requests wait.
pub fn waiting(conn: &Connection) -> Result<usize> {
    Ok(conn
        .prepare_cached("SELECT count(*) FROM sign_in_requests")?
        .query_row([], |row| row.get::<_, i64>(0))? as usize)
}

/// Links emailed to `player` made at or after `since`: the per-address budget counts them, in
/// the store, so no window is ever forgotten while it is open.
pub fn emailed_to_since(conn: &Connection, player: PlayerId, since: i64) -> Result<usize> {
    Ok(conn
        .prepare_cached(
            "SELECT count(*) FROM member_links
              WHERE player_id = ?1 AND via = 'email' AND created_at >= ?2",
        )?
        .query_row(params![player, since], |row| row.get::<_, i64>(0))? as usize)
}

/// Links emailed club-wide made at or after `since`: the pacing counts them.
pub fn emailed_since(conn: &Connection, since: i64) -> Result<usize> {
    Ok(conn
        .prepare_cached(
            "SELECT count(*) FROM member_links WHERE via = 'email' AND created_at >= ?1",
        )?
        .query_row([since], |row| row.get::<_, i64>(0))? as usize)
}

/// Holds the deliveries of notice `notice` until `due` (unix seconds).
pub fn hold_until(conn: &Connection, notice: i64, due: i64) -> Result<()> {
    conn.prepare_cached(
        "UPDATE deliveries SET next_attempt_at = ?2, due_at = ?2 WHERE notice_id = ?1",
    )?
    .execute(params![notice, due])?;
    Ok(())
}
