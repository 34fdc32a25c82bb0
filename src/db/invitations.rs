//! Reusable invitation links (docs/rules.md#permissions). Only the SHA-256 of a token is
//! stored, so a copy of the database cannot be used to sign anyone up.

use rusqlite::{Connection, OptionalExtension, params};

use super::Result;

/// A live link as the admin sees it: never the token, only its first characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvitationRecord {
    /// The invitation's id.
    pub id: i64,
    /// The first characters of the token, to tell links apart.
    pub hint: String,
    /// When it was created, unix seconds.
    pub created_at: i64,
    /// When it stops working, unix seconds.
    pub expires_at: i64,
    /// How many registrations came through it (and were not rejected).
    pub signups: i64,
}

/// Stores a new link by its token's hash; returns its id.
pub fn create(
    tx: &Connection,
    token_hash: &str,
    hint: &str,
    created_at: i64,
    expires_at: i64,
) -> Result<i64> {
    tx.prepare_cached(
        "INSERT INTO invitations (token_hash, hint, created_at, expires_at)
         VALUES (?1, ?2, ?3, ?4)",
    )?
    .execute(params![token_hash, hint, created_at, expires_at])?;
    Ok(tx.last_insert_rowid())
}

/// The links that still work at `now`, newest first.
pub fn list_live(conn: &Connection, now: i64) -> Result<Vec<InvitationRecord>> {
    let mut stmt = conn.prepare(
        "SELECT i.id, i.hint, i.created_at, i.expires_at,
                (SELECT COUNT(*) FROM players p WHERE p.invitation_id = i.id)
         FROM invitations i
         WHERE i.revoked_at IS NULL AND i.expires_at > ?1
         ORDER BY i.created_at DESC, i.id DESC",
    )?;
    let live = stmt
        .query_map([now], |row| {
            Ok(InvitationRecord {
                id: row.get(0)?,
                hint: row.get(1)?,
                created_at: row.get(2)?,
                expires_at: row.get(3)?,
                signups: row.get(4)?,
            })
        })?
        .collect::<rusqlite::Result<_>>()?;
    Ok(live)
}

/// The id and expiry of the live link with this token hash, if there is one.
pub fn find_live(conn: &Connection, token_hash: &str, now: i64) -> Result<Option<(i64, i64)>> {
    Ok(conn
        .query_row(
            "SELECT id, expires_at FROM invitations
             WHERE token_hash = ?1 AND revoked_at IS NULL AND expires_at > ?2",
            params![token_hash, now],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )
        .optional()?)
}

/// Stops a link from working; false for an unknown id. Revoking twice keeps the first time.
pub fn revoke(tx: &Connection, id: i64, now: i64) -> Result<bool> {
    let found = tx
        .query_row("SELECT 1 FROM invitations WHERE id = ?1", [id], |_| Ok(()))
        .optional()?;
    if found.is_none() {
        return Ok(false);
    }
    tx.prepare_cached(
        "UPDATE invitations SET revoked_at = ?1 WHERE id = ?2 AND revoked_at IS NULL",
    )?
    .execute(params![now, id])?;
    Ok(true)
}
