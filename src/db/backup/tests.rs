use super::files::sibling;
use super::*;
use std::fs;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicI64, Ordering};

/// Newest schema the test databases carry.
const SCHEMA: i64 = 2;

/// A database with the tables that make it a Tournament Hub one, in WAL mode like the
/// server's, holding `players` rows named `{prefix} {n}` with a 1 KB note each so the
/// file spans many pages.
fn club_db(path: &Path, prefix: &str, players: i64) -> Connection {
    let conn = Connection::open(path).unwrap();
    conn.execute_batch(
        "PRAGMA journal_mode = WAL;
         CREATE TABLE refinery_schema_history(version INTEGER PRIMARY KEY, name TEXT, applied_on TEXT, checksum TEXT);
         INSERT INTO refinery_schema_history VALUES (1, 'init', '', ''), (2, 'league', '', '');
         CREATE TABLE players(id INTEGER PRIMARY KEY, name TEXT NOT NULL, note BLOB);
         CREATE TABLE tournaments(id INTEGER PRIMARY KEY, name TEXT NOT NULL);
         INSERT INTO tournaments(name) VALUES ('Spring Open');",
    )
    .unwrap();
    conn.busy_timeout(Duration::from_secs(5)).unwrap();
    let tx = conn.unchecked_transaction().unwrap();
    for n in 1..=players {
        tx.execute(
            "INSERT INTO players(name, note) VALUES (?1, zeroblob(1024))",
            [format!("{prefix} {n}")],
        )
        .unwrap();
    }
    tx.commit().unwrap();
    conn
}

fn player_names(path: &Path) -> Vec<String> {
    let conn = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    let mut names = conn
        .prepare("SELECT name FROM players ORDER BY id")
        .unwrap();
    names
        .query_map([], |row| row.get(0))
        .unwrap()
        .collect::<rusqlite::Result<_>>()
        .unwrap()
}

fn backed_up(dir: &Path, prefix: &str, players: i64) -> PathBuf {
    let live = dir.join(format!("{prefix}-live.db"));
    drop(club_db(&live, prefix, players));
    let file = dir.join(format!("{prefix}-backup.db"));
    backup(&live, &file, |_| {}).unwrap();
    file
}

#[test]
fn backup_while_a_writer_inserts_holds_every_row_committed_before_it_began() {
    let dir = tempfile::tempdir().unwrap();
    let live = dir.path().join("club.db");
    drop(club_db(&live, "Player", 2_000));
    let last_committed = Arc::new(AtomicI64::new(0));
    let stop = Arc::new(AtomicBool::new(false));
    let writer = {
        let (live, last_committed, stop) = (live.clone(), last_committed.clone(), stop.clone());
        thread::spawn(move || {
            let conn = Connection::open(&live).unwrap();
            conn.busy_timeout(Duration::from_secs(5)).unwrap();
            while !stop.load(Ordering::SeqCst) {
                conn.execute(
                    "INSERT INTO players(name, note) VALUES ('Walk-in', zeroblob(1024))",
                    [],
                )
                .unwrap();
                last_committed.store(conn.last_insert_rowid(), Ordering::SeqCst);
                thread::sleep(Duration::from_millis(1));
            }
        })
    };
    while last_committed.load(Ordering::SeqCst) < 2_050 {
        thread::sleep(Duration::from_millis(5));
    }

    let committed_before = last_committed.load(Ordering::SeqCst);
    let dest = dir.path().join("nightly.db");
    let mut steps = Vec::new();
    let report = backup(&live, &dest, |p| {
        // Hold the first step until the writer has committed more rows, so the copy
        // certainly runs across concurrent writes.
        while steps.is_empty() && last_committed.load(Ordering::SeqCst) < committed_before + 5 {
            thread::sleep(Duration::from_millis(1));
        }
        steps.push(p);
    })
    .unwrap();
    stop.store(true, Ordering::SeqCst);
    writer.join().unwrap();

    assert!(
        steps.iter().all(|p| p.total > 0 && p.remaining <= p.total),
        "{steps:?}"
    );
    assert_eq!(steps.last().map(|p| p.remaining), Some(0));
    assert_eq!(report.bytes, fs::metadata(&dest).unwrap().len());
    assert!(report.pages > 500, "{} pages", report.pages);
    let copy = Connection::open_with_flags(&dest, OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    let check: String = copy
        .query_row("PRAGMA integrity_check", [], |row| row.get(0))
        .unwrap();
    assert_eq!(check, "ok");
    let kept: i64 = copy
        .query_row(
            "SELECT COUNT(*) FROM players WHERE id <= ?1",
            [committed_before],
            |row| row.get(0),
        )
        .unwrap();
    assert_eq!(kept, committed_before);
    // A rollback-journal file stands alone: byte 18 is 1 for it and 2 for WAL.
    assert_eq!(fs::read(&dest).unwrap()[18], 1);
    assert!(!sibling(&dest, "-wal").exists());
    assert!(!dir.path().join(".nightly.db.partial").exists());
}

#[test]
fn backup_never_overwrites_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let live = dir.path().join("club.db");
    drop(club_db(&live, "Player", 3));
    let dest = dir.path().join("taken.db");
    fs::write(&dest, "the operator's notes").unwrap();
    let err = backup(&live, &dest, |_| {}).unwrap_err();
    assert!(matches!(err, BackupError::DestinationExists(..)), "{err}");
    assert!(err.to_string().contains("never overwrites"), "{err}");
    assert_eq!(fs::read_to_string(&dest).unwrap(), "the operator's notes");
}

#[test]
fn backup_of_a_missing_database_creates_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let live = dir.path().join("club.db");
    drop(club_db(&live, "Player", 1));
    let err = backup(&live, &dir.path().join("no-such-dir/copy.db"), |_| {}).unwrap_err();
    assert!(err.to_string().starts_with("cannot write"), "{err}");
    let dest = dir.path().join("copy.db");
    let err = backup(&dir.path().join("absent.db"), &dest, |_| {}).unwrap_err();
    assert!(matches!(err, BackupError::NoDatabase(..)), "{err}");
    assert!(!dir.path().join("absent.db").exists() && !dest.exists());
}

#[test]
fn verify_reports_what_a_good_backup_holds() {
    let dir = tempfile::tempdir().unwrap();
    let file = backed_up(dir.path(), "Player", 12);
    let found = verify(&file, SCHEMA).unwrap();
    assert_eq!(
        (found.schema_version, found.players, found.tournaments),
        (SCHEMA, 12, 1)
    );
    assert_eq!(found.bytes, fs::metadata(&file).unwrap().len());
}

#[test]
fn verify_reads_a_raw_copy_of_a_wal_database() {
    let dir = tempfile::tempdir().unwrap();
    let live = dir.path().join("club.db");
    drop(club_db(&live, "Player", 4));
    assert_eq!(
        fs::read(&live).unwrap()[18],
        2,
        "the fixture is in WAL mode"
    );
    assert_eq!(verify(&live, SCHEMA).unwrap().players, 4);
}

#[test]
fn verify_refuses_a_file_that_is_not_a_database() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("notes.db");
    fs::write(
        &file,
        "Court 3 is closed on Monday for repairs. ".repeat(200),
    )
    .unwrap();
    let err = verify(&file, SCHEMA).unwrap_err();
    assert!(matches!(err, RestoreError::NotADatabase(..)), "{err}");
    fs::write(&file, "").unwrap();
    assert!(matches!(
        verify(&file, SCHEMA),
        Err(RestoreError::NotADatabase(..))
    ));
    assert!(matches!(
        verify(&dir.path().join("gone.db"), SCHEMA),
        Err(RestoreError::Missing(..))
    ));
}

#[test]
fn verify_refuses_a_damaged_database() {
    let dir = tempfile::tempdir().unwrap();
    let file = backed_up(dir.path(), "Player", 300);
    let good = fs::read(&file).unwrap();
    let page = 4096;
    let mut scribbled = good.clone();
    for byte in &mut scribbled[page * 3..page * 6] {
        *byte = 0xA5;
    }
    fs::write(&file, &scribbled).unwrap();
    let err = verify(&file, SCHEMA).unwrap_err();
    assert!(matches!(err, RestoreError::Corrupt(..)), "{err}");
    assert!(err.to_string().contains("is damaged"), "{err}");

    fs::write(&file, &good[..good.len() / 2]).unwrap();
    let err = verify(&file, SCHEMA).unwrap_err();
    assert!(matches!(err, RestoreError::Corrupt(..)), "{err}");

    // Damage that every query reads past, and only a full check finds: an index that no
    // longer matches its table.
    fs::write(&file, &good).unwrap();
    Connection::open(&file)
        .unwrap()
        .execute_batch(
            "CREATE INDEX players_by_name ON players(name);
             PRAGMA writable_schema = ON;
             UPDATE sqlite_schema SET sql = 'CREATE INDEX players_by_name ON players(note)'
              WHERE name = 'players_by_name';",
        )
        .unwrap();
    let err = verify(&file, SCHEMA).unwrap_err();
    assert!(matches!(err, RestoreError::Corrupt(..)), "{err}");
    assert!(err.to_string().contains("players_by_name"), "{err}");
}

#[test]
fn verify_refuses_a_newer_schema_and_other_programs_databases() {
    let dir = tempfile::tempdir().unwrap();
    let file = backed_up(dir.path(), "Player", 2);
    Connection::open(&file)
        .unwrap()
        .execute(
            "INSERT INTO refinery_schema_history VALUES (7, 'later', '', '')",
            [],
        )
        .unwrap();
    let err = verify(&file, 5).unwrap_err();
    assert!(
        matches!(err, RestoreError::SchemaTooNew { found: 7, known: 5 }),
        "{err}"
    );
    assert!(
        err.to_string()
            .contains("newer version of Tournament Hub (schema 7, this program knows up to 5)"),
        "{err}"
    );
    assert_eq!(verify(&file, 7).unwrap().schema_version, 7);

    let other = dir.path().join("shop.db");
    Connection::open(&other)
        .unwrap()
        .execute_batch("CREATE TABLE rackets(id INTEGER PRIMARY KEY);")
        .unwrap();
    let err = verify(&other, SCHEMA).unwrap_err();
    assert!(matches!(err, RestoreError::NotTournamentHub(..)), "{err}");
    assert!(err.to_string().contains("refinery_schema_history"), "{err}");
}

#[test]
fn the_server_lock_is_exclusive_until_dropped() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("club.db");
    let held = ServerLock::acquire(&db).unwrap();
    assert_eq!(held.path(), dir.path().join("club.db.lock"));
    let err = ServerLock::acquire(&db).unwrap_err();
    assert!(matches!(err, LockError::Held(..)), "{err}");
    drop(held);
    ServerLock::acquire(&db).unwrap();
}

#[test]
fn restore_refuses_while_a_server_holds_the_database() {
    let dir = tempfile::tempdir().unwrap();
    let file = backed_up(dir.path(), "Saved", 3);
    let live = dir.path().join("club.db");
    drop(club_db(&live, "Current", 5));
    let _server = ServerLock::acquire(&live).unwrap();
    let err = restore(&file, &live, SCHEMA).unwrap_err();
    assert!(matches!(err, RestoreError::ServerRunning), "{err}");
    assert_eq!(
        err.to_string(),
        "the database is in use by a running Tournament Hub server; stop it first"
    );
    assert_eq!(player_names(&live).len(), 5);
    assert!(!sibling(&live, ".before-restore").exists());
}

#[test]
fn restore_refuses_a_damaged_file_and_leaves_the_live_database_alone() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("broken.db");
    fs::write(&file, [0x53, 0x51, 0x4c].repeat(5_000)).unwrap();
    let live = dir.path().join("club.db");
    drop(club_db(&live, "Current", 5));
    assert!(matches!(
        restore(&file, &live, SCHEMA),
        Err(RestoreError::NotADatabase(..))
    ));
    assert!(matches!(
        restore(&live, &live, SCHEMA),
        Err(RestoreError::SameFile(..))
    ));
    assert_eq!(player_names(&live).len(), 5);
}

#[test]
fn restore_replaces_the_live_database_and_keeps_the_old_one() {
    let dir = tempfile::tempdir().unwrap();
    let file = backed_up(dir.path(), "Saved", 3);
    let live = dir.path().join("club.db");
    // A server that died with rows only in its WAL: copy the files while a connection
    // that never checkpoints still has them open.
    let crashed = club_db(&dir.path().join("running.db"), "Current", 5);
    crashed
        .execute_batch(
            "PRAGMA wal_autocheckpoint = 0; INSERT INTO players(name) VALUES ('Late entry');",
        )
        .unwrap();
    fs::copy(dir.path().join("running.db"), &live).unwrap();
    fs::copy(dir.path().join("running.db-wal"), sibling(&live, "-wal")).unwrap();

    let report = restore(&file, &live, SCHEMA).unwrap();
    assert_eq!(player_names(&live), ["Saved 1", "Saved 2", "Saved 3"]);
    assert_eq!(report.restored.players, 3);
    let kept = sibling(&live, ".before-restore");
    assert_eq!(report.kept_previous.as_deref(), Some(kept.as_path()));
    assert_eq!(
        player_names(&kept).last().map(String::as_str),
        Some("Late entry")
    );
    assert!(!sibling(&live, "-wal").exists() && !sibling(&live, "-shm").exists());
    assert!(!dir.path().join(".club.db.restoring").exists());

    // A second restore keeps the first safety copy untouched.
    let again = restore(&file, &live, SCHEMA).unwrap();
    assert_eq!(
        again.kept_previous,
        Some(sibling(&live, ".before-restore.2"))
    );
    assert_eq!(player_names(&kept).len(), 6);
    drop(crashed);
}

#[test]
fn restore_onto_a_machine_without_a_database_creates_it() {
    let dir = tempfile::tempdir().unwrap();
    let file = backed_up(dir.path(), "Saved", 2);
    let live = dir.path().join("fresh.db");
    let report = restore(&file, &live, SCHEMA).unwrap();
    assert_eq!(report.kept_previous, None);
    assert_eq!(player_names(&live), ["Saved 1", "Saved 2"]);
}

#[test]
fn restore_ends_every_session_the_backup_holds() {
    let dir = tempfile::tempdir().unwrap();
    let live = dir.path().join("with-sessions.db");
    let conn = club_db(&live, "Saved", 2);
    conn.execute_batch(
        "CREATE TABLE sessions(token_hash TEXT PRIMARY KEY, kind TEXT, expires_at INTEGER);
         INSERT INTO sessions VALUES ('a', 'admin', 4102444800), ('b', 'league', 4102444800);",
    )
    .unwrap();
    drop(conn);
    let file = dir.path().join("with-sessions-backup.db");
    backup(&live, &file, |_| {}).unwrap();

    let target = dir.path().join("club.db");
    let report = restore(&file, &target, SCHEMA).unwrap();
    assert_eq!(report.ended_sessions, 2);
    let restored = Connection::open(&target).unwrap();
    let left: i64 = restored
        .query_row("SELECT COUNT(*) FROM sessions", [], |r| r.get(0))
        .unwrap();
    assert_eq!(left, 0);
    assert_eq!(player_names(&target).len(), 2, "the rest is the backup's");
}

#[cfg(unix)]
#[test]
fn backups_and_restored_databases_are_readable_by_their_owner_only() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let mode = |p: &Path| fs::metadata(p).unwrap().permissions().mode() & 0o777;
    let file = backed_up(dir.path(), "Saved", 1);
    assert_eq!(mode(&file), 0o600);
    let target = dir.path().join("new.db");
    restore(&file, &target, SCHEMA).unwrap();
    assert_eq!(mode(&target), 0o600);
}
