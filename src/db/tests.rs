//! The store's connections: how each is set up, the writer thread, the checkpointer.
use super::*;

/// What Litestream needs of every connection the server opens (see [`configure`]).
/// `autocheckpoint`: the WAL's pages past which a commit checkpoints by itself.
fn assert_ready_for_litestream(conn: &Connection, autocheckpoint: i64) {
    let pragma = |name: &str| -> String {
        conn.query_row(&format!("PRAGMA {name}"), [], |row| {
            row.get::<_, rusqlite::types::Value>(0)
        })
        .map(|v| match v {
            rusqlite::types::Value::Integer(n) => n.to_string(),
            rusqlite::types::Value::Text(t) => t,
            other => format!("{other:?}"),
        })
        .unwrap()
    };
    assert_eq!(pragma("journal_mode"), "wal");
    assert_eq!(pragma("busy_timeout"), "5000");
    assert_eq!(pragma("synchronous"), "1", "NORMAL");
    assert_eq!(pragma("wal_autocheckpoint"), autocheckpoint.to_string());
}

#[test]
fn the_writer_and_every_reader_are_set_up_as_litestream_asks() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("club.db");
    let db = Db::open(&path).unwrap();
    assert_ready_for_litestream(&db.writer.lock().unwrap(), WRITER_AUTOCHECKPOINT_PAGES);
    assert_ready_for_litestream(&db.checkpointer.lock().unwrap(), 1000);
    db.read_blocking(|conn| {
        assert_ready_for_litestream(conn, 1000);
        Ok(())
    })
    .unwrap();
    assert_ready_for_litestream(&connect(&path).unwrap(), 1000);
}

#[test]
fn the_reads_give_way_to_the_writer_thread() {
    let nice = || {
        // SAFETY: getpriority of the calling thread's id reads its nice value.
        unsafe {
            let thread = libc::syscall(libc::SYS_gettid) as libc::id_t;
            libc::getpriority(libc::PRIO_PROCESS, thread)
        }
    };
    let lowered = std::thread::spawn(move || {
        let before = nice();
        lower_read_priority();
        (before, nice())
    })
    .join()
    .unwrap();
    assert_eq!(lowered.1, READ_NICENESS.max(lowered.0), "{lowered:?}");
    // The writer thread keeps the priority the process started with.
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open(&dir.path().join("club.db")).unwrap();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .on_thread_start(lower_read_priority)
        .build()
        .unwrap();
    let (writer, name) = runtime
        .block_on(db.write(move |_| Ok((nice(), std::thread::current().name().map(String::from)))))
        .unwrap();
    assert_eq!(name.as_deref(), Some("writer"));
    assert_eq!(
        writer, lowered.0,
        "the writer thread runs at the process's own priority"
    );
}

#[test]
fn a_write_that_panics_panics_its_caller_and_the_next_write_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open(&dir.path().join("club.db")).unwrap();
    db.write_blocking(|tx| Ok(tx.execute_batch("CREATE TABLE t (x)")?))
        .unwrap();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .unwrap();
    let panicked = std::panic::catch_unwind(AssertUnwindSafe(|| {
        runtime.block_on(db.write(|tx| -> Result<()> {
            tx.execute("INSERT INTO t VALUES (1)", [])?;
            panic!("a bug in a write")
        }))
    }));
    assert!(panicked.is_err(), "the caller hears the panic");
    runtime
        .block_on(db.write(|tx| Ok(tx.execute("INSERT INTO t VALUES (2)", [])?)))
        .unwrap();
    let rows: Vec<i64> = db
        .read_blocking(|conn| {
            let mut stmt = conn.prepare("SELECT x FROM t")?;
            Ok(stmt
                .query_map([], |r| r.get(0))?
                .collect::<rusqlite::Result<_>>()?)
        })
        .unwrap();
    assert_eq!(
        rows,
        [2],
        "the panicked write was rolled back, the next one committed"
    );
}

#[test]
fn the_writes_leave_the_wal_to_the_checkpointer() {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open(&dir.path().join("club.db")).unwrap();
    db.write_blocking(|tx| Ok(tx.execute_batch("CREATE TABLE t (x BLOB)")?))
        .unwrap();
    // Some 1,500 pages in 30 commits: past SQLite's automatic checkpoint at 1,000.
    for _ in 0..30 {
        db.write_blocking(|tx| {
            for _ in 0..50 {
                tx.execute("INSERT INTO t VALUES (zeroblob(4000))", [])?;
            }
            Ok(())
        })
        .unwrap();
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .unwrap();
    let (pages, copied) = runtime.block_on(db.checkpoint()).unwrap();
    assert!(
        pages > 1000,
        "no commit checkpointed by itself: {pages} pages"
    );
    assert_eq!(copied, pages, "the checkpointer copied them all");
    let (pages, _) = runtime.block_on(db.checkpoint()).unwrap();
    assert!(pages > 0, "the WAL restarts only at the next write");
    db.write_blocking(|tx| Ok(tx.execute("INSERT INTO t VALUES (1)", [])?))
        .unwrap();
    let (pages, copied) = runtime.block_on(db.checkpoint()).unwrap();
    assert!(
        pages < 10,
        "the next write started the WAL again: {pages} pages"
    );
    assert_eq!(copied, pages);
}

#[cfg(unix)]
#[test]
fn a_new_database_is_readable_by_its_owner_only() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("club.db");
    let conn = connect(&path).unwrap();
    conn.execute_batch("CREATE TABLE t(x); INSERT INTO t VALUES (1);")
        .unwrap();
    for file in ["club.db", "club.db-wal", "club.db-shm"] {
        let mode = std::fs::metadata(dir.path().join(file))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600, "{file}");
    }
}
