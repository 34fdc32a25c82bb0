//! The revision of the club's data (migration V2): a counter that triggers raise on every
//! change to a table whose rows any answer is derived from.

use rusqlite::{Connection, OptionalExtension, params};

use super::Result;

/// The current revision, as seen by `conn` (inside a transaction: as of its snapshot).
pub fn current(conn: &Connection) -> Result<i64> {
    Ok(conn
        .prepare_cached("SELECT n FROM revision WHERE id = 1")?
        .query_row([], |r| r.get(0))?)
}

/// The settings key of the live events' public revision (src/http/events.rs), saved when the
/// server stops cleanly. Settings raise no revision, so saving it changes nothing it marks.
const PUBLIC_MARK: &str = "events_public_revision";

/// Where the live events' public revision stood when the server last stopped cleanly:
/// `(public, stored)`, the public revision and the stored revision it was saved at.
pub fn public_mark(conn: &Connection) -> Result<Option<(i64, i64)>> {
    let value: Option<String> = conn
        .query_row(
            "SELECT value FROM settings WHERE key = ?1",
            [PUBLIC_MARK],
            |row| row.get(0),
        )
        .optional()?;
    Ok(value.and_then(|v| {
        let (public, stored) = v.split_once(' ')?;
        Some((public.parse().ok()?, stored.parse().ok()?))
    }))
}

/// Saves the live events' public revision `public`, reached at the stored revision `stored`.
pub fn set_public_mark(conn: &Connection, public: i64, stored: i64) -> Result<()> {
    conn.prepare_cached(
        "INSERT INTO settings (key, value) VALUES (?1, ?2)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    )?
    .execute(params![PUBLIC_MARK, format!("{public} {stored}")])?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::Db;

    #[test]
    fn every_change_to_club_data_raises_the_revision_and_sessions_do_not() {
        let dir = tempfile::tempdir().unwrap();
        let db = Db::open(&dir.path().join("r.db")).unwrap();
        db.migrate().unwrap();
        let read = || db.read_blocking(current).unwrap();
        let start = read();
        db.write_blocking(|tx| Ok(tx.execute("INSERT INTO players (name) VALUES ('Ana')", [])?))
            .unwrap();
        let after_insert = read();
        assert!(after_insert > start);
        db.write_blocking(|tx| Ok(tx.execute("UPDATE players SET name = 'Ana Mora'", [])?))
            .unwrap();
        assert!(read() > after_insert);
        let before_session = read();
        db.write_blocking(|tx| {
            Ok(tx.execute(
                "INSERT INTO sessions (token_hash, kind, expires_at) VALUES ('x', 'admin', 9999999999)",
                [],
            )?)
        })
        .unwrap();
        assert_eq!(read(), before_session, "sessions change no public answer");
        let failed: Result<()> = db.write_blocking(|tx| {
            tx.execute("DELETE FROM players", [])?;
            Err(crate::db::Error::Corrupt("roll back".into()))
        });
        assert!(failed.is_err());
        assert_eq!(
            read(),
            before_session,
            "a rolled-back write leaves the revision alone"
        );
    }

    #[test]
    fn the_public_mark_is_kept_and_raises_no_revision() {
        let dir = tempfile::tempdir().unwrap();
        let db = Db::open(&dir.path().join("m.db")).unwrap();
        db.migrate().unwrap();
        assert_eq!(db.read_blocking(public_mark).unwrap(), None);
        let before = db.read_blocking(current).unwrap();
        db.write_blocking(|tx| set_public_mark(tx, 5, 12)).unwrap();
        db.write_blocking(|tx| set_public_mark(tx, 6, 14)).unwrap();
        assert_eq!(db.read_blocking(public_mark).unwrap(), Some((6, 14)));
        assert_eq!(db.read_blocking(current).unwrap(), before);
    }
}
