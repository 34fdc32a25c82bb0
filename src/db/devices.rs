//! The browsers known to have signed in with a password (docs/rules.md#permissions): the
//! SHA-256 of their device cookie's token, per password, and until when they stay known.

use rusqlite::{Connection, params};

use super::sessions::SessionKind;

/// Remembers that the device with token hash `token_hash` signed in with the password of
/// `kind`, until `expires_at` (unix seconds); a device already known is known longer.
pub fn remember(
    conn: &Connection,
    token_hash: &str,
    kind: SessionKind,
    expires_at: i64,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO known_devices (token_hash, kind, expires_at) VALUES (?1, ?2, ?3)
         ON CONFLICT (token_hash, kind) DO UPDATE SET expires_at = excluded.expires_at",
    )?
    .execute(params![token_hash, kind.as_str(), expires_at])?;
    Ok(())
}

/// Forgets the device with token hash `token_hash`, for every password.
pub fn forget(conn: &Connection, token_hash: &str) -> rusqlite::Result<()> {
    conn.prepare_cached("DELETE FROM known_devices WHERE token_hash = ?1")?
        .execute([token_hash])?;
    Ok(())
}

/// Forgets the devices that expired by `now` and, past `most` devices, those closest to
/// expiring; returns how many were forgotten.
pub fn forget_expired_and_extra(
    conn: &Connection,
    now: i64,
    most: usize,
) -> rusqlite::Result<usize> {
    let expired = conn
        .prepare_cached("DELETE FROM known_devices WHERE expires_at <= ?1")?
        .execute([now])?;
    let extra = conn
        .prepare_cached(
            "DELETE FROM known_devices WHERE (token_hash, kind) IN (
                 SELECT token_hash, kind FROM known_devices ORDER BY expires_at
                 LIMIT max(0, (SELECT COUNT(*) FROM known_devices) - ?1))",
        )?
        .execute([most as i64])?;
    Ok(expired + extra)
}

/// Every device known at `now`: token hash, password and expiry.
pub fn all_known(conn: &Connection, now: i64) -> rusqlite::Result<Vec<(String, SessionKind, i64)>> {
    conn.prepare_cached(
        "SELECT token_hash, kind, expires_at FROM known_devices WHERE expires_at > ?1",
    )?
    .query_map([now], |row| {
        let kind = match row.get_ref(1)?.as_str()? {
            "admin" => SessionKind::Admin,
            _ => SessionKind::League,
        };
        Ok((row.get(0)?, kind, row.get(2)?))
    })?
    .collect()
}
