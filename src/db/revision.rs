//! The revision of the club's data (migration V2): a counter that triggers raise on every
//! change to a table whose rows any answer is derived from.

use rusqlite::Connection;

use super::Result;

/// The current revision, as seen by `conn` (inside a transaction: as of its snapshot).
pub fn current(conn: &Connection) -> Result<i64> {
    Ok(conn.query_row("SELECT n FROM revision WHERE id = 1", [], |r| r.get(0))?)
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
}
