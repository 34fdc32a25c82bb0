//! What the one-click unsubscribe links need from the store (docs/rules.md#notices): the
//! server's key, kept in `settings` and made at first use, and a member's address now.

use rusqlite::{Connection, OptionalExtension, params};

use super::{Error, Result};
use crate::domain::ids::PlayerId;

/// The settings key of the unsubscribe links' key (hex).
const KEY: &str = "unsubscribe_key";

/// The key, if one was made.
pub fn key(conn: &Connection) -> Result<Option<Vec<u8>>> {
    let stored: Option<String> = conn
        .query_row("SELECT value FROM settings WHERE key = ?1", [KEY], |row| {
            row.get(0)
        })
        .optional()?;
    stored
        .map(|hex_key| hex::decode(hex_key).map_err(|e| Error::Corrupt(format!("{KEY}: {e}"))))
        .transpose()
}

/// The key, keeping `fresh` as the key when there is none yet (the first start with email).
pub fn ensure_key(conn: &Connection, fresh: &[u8]) -> Result<Vec<u8>> {
    conn.prepare_cached(
        "INSERT INTO settings (key, value) VALUES (?1, ?2) ON CONFLICT (key) DO NOTHING",
    )?
    .execute(params![KEY, hex::encode(fresh)])?;
    key(conn)?.ok_or_else(|| Error::Corrupt(format!("{KEY} vanished")))
}

/// `player`'s email address now, if they exist and have one.
pub fn email_of(conn: &Connection, player: PlayerId) -> Result<Option<String>> {
    Ok(conn
        .query_row(
            "SELECT email FROM players WHERE id = ?1",
            [player.0],
            |row| row.get::<_, Option<String>>(0),
        )
        .optional()?
        .flatten()
        .filter(|email| !email.trim().is_empty()))
}
