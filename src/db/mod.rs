//! The store: one SQLite file behind a pool of configured connections.
//!
//! Reads use the pool; writes go through one writer at a time, each in a single
//! `BEGIN IMMEDIATE` transaction, so concurrent requests queue in the process instead of
//! spinning on SQLite's busy handler. All of it runs on tokio's blocking threads.

pub mod audit;
pub mod backup;
pub mod bookings;
pub mod counted;
pub mod devices;
pub mod error;
pub mod fees;
pub mod ids;
pub mod interest;
pub mod invitations;
pub mod league;
pub mod league_history;
pub mod matches;
pub mod members;
pub mod migrations;
pub mod notices;
pub mod open_matches;
pub mod plans;
pub mod player_rows;
pub mod players;
pub mod push;
pub mod ranking;
pub mod revision;
pub mod seasons;
pub mod sessions;
pub mod sign_in_requests;
pub mod totals;
pub mod tournaments;
pub mod unsubscribe;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use r2d2_sqlite::SqliteConnectionManager;
use rusqlite::hooks::Action;
use rusqlite::{Connection, Transaction, TransactionBehavior};
use tokio::sync::watch;

pub use error::{Error, Result};

/// A pool of configured SQLite connections.
pub type Pool = r2d2::Pool<SqliteConnectionManager>;

/// How long a connection waits for another process's lock (a backup, the CLI).
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Why the store could not be opened.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    /// SQLite refused the file or a pragma.
    #[error("cannot open the database {path}: {source}")]
    Sqlite {
        /// The database file.
        path: PathBuf,
        /// What SQLite said.
        source: rusqlite::Error,
    },
    /// The file could not be created.
    #[error("cannot create the database {path}: {source}")]
    Create {
        /// The database file.
        path: PathBuf,
        /// What the file system said.
        source: std::io::Error,
    },
    /// The connection pool could not be built.
    #[error("cannot open the database {path}: {source}")]
    Pool {
        /// The database file.
        path: PathBuf,
        /// What r2d2 said.
        source: r2d2::Error,
    },
}

/// Prepared statements each connection keeps.
const STATEMENT_CACHE: usize = 256;

/// The WAL's size, in pages, past which a commit checkpoints by itself: only if the
/// checkpointer ([`Db::checkpoint`], every second while serving) falls behind.
const WRITER_AUTOCHECKPOINT_PAGES: i64 = 10_000;

/// The writer's page cache, in KiB as `PRAGMA cache_size` takes it (negative).
const WRITER_CACHE_KIB: i64 = -16 * 1024;

/// Sets the pragmas every connection needs (WAL journal, `synchronous = NORMAL`, foreign
/// keys on) and its busy timeout. The page cache is 1 MB per connection: the answers
/// visitors ask for most are kept by the response cache anyway.
///
/// These are also what Litestream asks of an application it replicates (docs/operations.md):
/// WAL mode, a busy timeout of 5 s (Litestream briefly takes the write lock to checkpoint),
/// and `synchronous = NORMAL`. SQLite's automatic checkpoints stay on at their default of
/// 1000 pages: they are PASSIVE, so they never wait for a lock and cannot restart the WAL
/// past the read transaction Litestream keeps open, and without Litestream they keep the WAL
/// small. The server itself never runs a blocking (RESTART or TRUNCATE) checkpoint; only
/// `restore`, which needs the server stopped, folds a crashed server's WAL into the file it
/// sets aside.
pub fn configure(conn: &Connection) -> rusqlite::Result<()> {
    conn.busy_timeout(BUSY_TIMEOUT)?;
    // A result's write runs some sixty different statements: rusqlite's default of 16 kept
    // preparing them again on every write.
    conn.set_prepared_statement_cache_capacity(STATEMENT_CACHE);
    plans::listen(conn);
    conn.execute_batch(
        "PRAGMA journal_mode = WAL;
         PRAGMA synchronous = NORMAL;
         PRAGMA wal_autocheckpoint = 1000;
         PRAGMA foreign_keys = ON;
         PRAGMA cache_size = -1024;
         PRAGMA temp_store = MEMORY;",
    )
}

/// Opens one configured connection, creating the file (mode 0600) if absent. For the CLI
/// and tests.
pub fn connect(path: &Path) -> Result<Connection, OpenError> {
    create_private(path).map_err(|source| OpenError::Create {
        path: path.to_path_buf(),
        source,
    })?;
    let conn = Connection::open(path).map_err(|source| OpenError::Sqlite {
        path: path.to_path_buf(),
        source,
    })?;
    configure(&conn).map_err(|source| OpenError::Sqlite {
        path: path.to_path_buf(),
        source,
    })?;
    Ok(conn)
}

/// Creates `path` as an empty file that only its owner may read and write (mode 0600),
/// unless it exists. A database or backup holds emails, dates of birth and password hashes,
/// and outside systemd (whose units set a umask) SQLite would create it with the caller's
/// umask, often 0644. SQLite gives the `-wal` and `-shm` files the database file's mode.
pub fn create_private(path: &Path) -> std::io::Result<()> {
    match private_file().open(path) {
        Err(e) if e.kind() != std::io::ErrorKind::AlreadyExists => Err(e),
        _ => Ok(()),
    }
}

/// Options that create a new file (never an existing one, never through a dangling link)
/// readable and writable by its owner only.
pub fn private_file() -> std::fs::OpenOptions {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options
}

/// The database handle shared by every request.
#[derive(Clone)]
pub struct Db {
    pool: Pool,
    writer: Arc<Mutex<Connection>>,
    /// Copies the WAL into the database file beside the writer ([`Db::checkpoint`]).
    checkpointer: Arc<Mutex<Connection>>,
    outbox: OutboxBell,
}

/// Rings when a write of this process commits a new delivery (or a request for a sign-in link
/// by email), so the delivery worker wakes on the commit rather than on its next poll
/// (docs/rules.md#notices). The writer's update hook notes each row written to `deliveries`
/// and `sign_in_requests`; the bell rings only once the transaction
/// that wrote it has committed, never for one rolled back.
#[derive(Clone)]
struct OutboxBell {
    /// A delivery was written by the transaction under way.
    queued: Arc<AtomicBool>,
    /// Counts the commits that queued deliveries.
    rung: Arc<watch::Sender<u64>>,
}

impl OutboxBell {
    fn new(writer: &Connection) -> rusqlite::Result<OutboxBell> {
        let queued = Arc::new(AtomicBool::new(false));
        let noted = queued.clone();
        writer.update_hook(Some(
            move |action: Action, _db: &str, table: &str, _row: i64| {
                if action == Action::SQLITE_INSERT
                    && (table == "deliveries" || table == "sign_in_requests")
                {
                    noted.store(true, Ordering::Relaxed);
                }
            },
        ))?;
        Ok(OutboxBell {
            queued,
            rung: Arc::new(watch::channel(0).0),
        })
    }

    /// After a transaction ended: rings if it committed a delivery.
    fn after(&self, committed: bool) {
        if self.queued.swap(false, Ordering::Relaxed) && committed {
            self.rung.send_modify(|n| *n = n.wrapping_add(1));
        }
    }
}

impl Db {
    /// Opens the database file (creating it if absent) with a small pool of readers and
    /// one writer. Migrations are not applied here: see [`migrations::apply`].
    pub fn open(path: &Path) -> Result<Db, OpenError> {
        let writer = connect(path)?;
        // The writer brings totals up to date from the rows of every player a result
        // touches: with the readers' 1 MB it read most of them from the file on each write.
        // Its commits leave the WAL's copy into the file to the checkpointer, off the write's
        // path: an automatic checkpoint made every 37th result wait some 15 ms more. The
        // automatic one stays as a backstop, far above what the checkpointer lets pile up.
        writer
            .execute_batch(&format!(
                "PRAGMA cache_size = {WRITER_CACHE_KIB};
                 PRAGMA wal_autocheckpoint = {WRITER_AUTOCHECKPOINT_PAGES};"
            ))
            .map_err(|source| OpenError::Sqlite {
                path: path.to_path_buf(),
                source,
            })?;
        let checkpointer = connect(path)?;
        let outbox = OutboxBell::new(&writer).map_err(|source| OpenError::Sqlite {
            path: path.to_path_buf(),
            source,
        })?;
        let manager =
            SqliteConnectionManager::file(path).with_init(|conn: &mut Connection| configure(conn));
        let pool = r2d2::Pool::builder()
            .max_size(4)
            .min_idle(Some(1))
            .build(manager)
            .map_err(|source| OpenError::Pool {
                path: path.to_path_buf(),
                source,
            })?;
        Ok(Db {
            pool,
            writer: Arc::new(Mutex::new(writer)),
            checkpointer: Arc::new(Mutex::new(checkpointer)),
            outbox,
        })
    }

    /// Hears each commit of this process that queued a delivery (a new value each time).
    pub fn outbox_rung(&self) -> watch::Receiver<u64> {
        self.outbox.rung.subscribe()
    }

    /// Runs read-only work on a pooled connection, off the async runtime.
    pub async fn read<T, F>(&self, work: F) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(&Connection) -> Result<T> + Send + 'static,
    {
        self.read_as(work).await
    }

    /// Runs a write as one `BEGIN IMMEDIATE` transaction, off the async runtime. The
    /// transaction commits only if `work` returns `Ok`; any error rolls everything back.
    pub async fn write<T, F>(&self, work: F) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(&Transaction) -> Result<T> + Send + 'static,
    {
        self.write_as(work).await
    }

    /// The same as [`Db::write`] for callers that are already on a blocking thread
    /// (the CLI, the demo generator, tests).
    pub fn write_blocking<T, F>(&self, work: F) -> Result<T>
    where
        F: FnOnce(&Transaction) -> Result<T>,
    {
        self.write_blocking_as(work)
    }

    /// Runs a read on a pooled connection from a blocking thread (the CLI, tests).
    pub fn read_blocking<T, F>(&self, work: F) -> Result<T>
    where
        F: FnOnce(&Connection) -> Result<T>,
    {
        self.read_blocking_as(work)
    }

    /// [`Db::read`] for work whose error type is the caller's (the service layer's).
    pub async fn read_as<T, E, F>(&self, work: F) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<Error> + Send + 'static,
        F: FnOnce(&Connection) -> Result<T, E> + Send + 'static,
    {
        let pool = self.pool.clone();
        blocking(move || {
            let conn = pool.get().map_err(Error::from)?;
            work(&conn)
        })
        .await
    }

    /// [`Db::write`] for work whose error type is the caller's (the service layer's).
    pub async fn write_as<T, E, F>(&self, work: F) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<Error> + Send + 'static,
        F: FnOnce(&Transaction) -> Result<T, E> + Send + 'static,
    {
        let db = self.clone();
        blocking(move || db.write_blocking_as(work)).await
    }

    /// [`Db::write_as`], then `committed` runs with the work's value after the commit while
    /// the writer is still held: what it does happens in commit order.
    pub async fn write_as_then<T, E, F, C>(&self, work: F, committed: C) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<Error> + Send + 'static,
        F: FnOnce(&Transaction) -> Result<T, E> + Send + 'static,
        C: FnOnce(&T) + Send + 'static,
    {
        let db = self.clone();
        blocking(move || db.write_blocking_then(work, committed)).await
    }

    /// [`Db::write_blocking`] for work whose error type is the caller's.
    pub fn write_blocking_as<T, E, F>(&self, work: F) -> Result<T, E>
    where
        E: From<Error>,
        F: FnOnce(&Transaction) -> Result<T, E>,
    {
        self.write_blocking_then(work, |_| {})
    }

    fn write_blocking_then<T, E, F, C>(&self, work: F, committed: C) -> Result<T, E>
    where
        E: From<Error>,
        F: FnOnce(&Transaction) -> Result<T, E>,
        C: FnOnce(&T),
    {
        // A panic in an earlier write poisons the mutex, but the connection itself is fine:
        // its transaction was rolled back when the Transaction was dropped.
        let mut conn = self.writer.lock().unwrap_or_else(|e| e.into_inner());
        // A write that panicked may have left the mark behind.
        self.outbox.queued.store(false, Ordering::Relaxed);
        let tx = conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(Error::from)?;
        let value = match work(&tx) {
            Ok(value) => value,
            Err(err) => {
                drop(tx);
                self.outbox.after(false);
                return Err(err);
            }
        };
        let done = tx.commit();
        self.outbox.after(done.is_ok());
        done.map_err(Error::from)?;
        committed(&value);
        Ok(value)
    }

    /// [`Db::read_blocking`] for work whose error type is the caller's.
    pub fn read_blocking_as<T, E, F>(&self, work: F) -> Result<T, E>
    where
        E: From<Error>,
        F: FnOnce(&Connection) -> Result<T, E>,
    {
        let conn = self.pool.get().map_err(Error::from)?;
        work(&conn)
    }

    /// Copies the pages the WAL holds into the database file: a PASSIVE checkpoint, on a
    /// connection of its own, so neither the writer nor a reader waits for it (it copies what
    /// no reader still needs, and leaves the rest for next time). Returns the WAL's pages and
    /// how many of them are now in the file.
    pub async fn checkpoint(&self) -> Result<(i64, i64)> {
        let checkpointer = self.checkpointer.clone();
        blocking(move || {
            let conn = checkpointer.lock().unwrap_or_else(|e| e.into_inner());
            Ok(conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |row| {
                Ok((row.get(1)?, row.get(2)?))
            })?)
        })
        .await
    }

    /// Applies pending migrations on the writer connection.
    pub fn migrate(&self) -> Result<migrations::Applied, migrations::MigrationError> {
        let mut conn = self.writer.lock().unwrap_or_else(|e| e.into_inner());
        migrations::apply(&mut conn)
    }
}

/// Runs blocking work on tokio's blocking pool; a panic inside is propagated, not swallowed.
async fn blocking<T, E, F>(work: F) -> Result<T, E>
where
    T: Send + 'static,
    E: From<Error> + Send + 'static,
    F: FnOnce() -> Result<T, E> + Send + 'static,
{
    match tokio::task::spawn_blocking(work).await {
        Ok(result) => result,
        Err(err) if err.is_panic() => std::panic::resume_unwind(err.into_panic()),
        Err(err) => Err(Error::Task(err.to_string()).into()),
    }
}

/// The current time in unix seconds.
pub fn now() -> i64 {
    chrono::Utc::now().timestamp()
}

#[cfg(test)]
mod tests {
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
}
