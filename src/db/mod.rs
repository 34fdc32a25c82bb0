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
pub mod doubles_history;
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
pub mod teams;
pub mod totals;
pub mod tournaments;
pub mod unsubscribe;

use std::panic::AssertUnwindSafe;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::Duration;

use r2d2_sqlite::SqliteConnectionManager;
use rusqlite::hooks::Action;
use rusqlite::{Connection, Transaction, TransactionBehavior};
use tokio::sync::{oneshot, watch};

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
    /// The writer thread could not be started.
    #[error("cannot start the database's writer thread: {0}")]
    Thread(std::io::Error),
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
    /// The thread the server's writes run on ([`Db::write_as`]): one of its own, so it keeps
    /// the normal priority while the threads that answer reads give way to it
    /// ([`lower_read_priority`]).
    writer_thread: mpsc::Sender<WriterJob>,
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
            writer_thread: writer_thread()?,
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
        self.write_as_then(work, |_| {}).await
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
        let (answer, answered) = oneshot::channel();
        let job: WriterJob = Box::new(move || {
            let done = std::panic::catch_unwind(AssertUnwindSafe(|| {
                db.write_blocking_then(work, committed)
            }));
            let _ = answer.send(done);
        });
        if self.writer_thread.send(job).is_err() {
            return Err(Error::Task("the writer thread has stopped".into()).into());
        }
        match answered.await {
            Ok(Ok(result)) => result,
            Ok(Err(panic)) => std::panic::resume_unwind(panic),
            Err(_) => Err(Error::Task("the writer thread has stopped".into()).into()),
        }
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

/// A write handed to the writer thread.
type WriterJob = Box<dyn FnOnce() + Send>;

/// Starts the writer thread: it runs each write handed to it, in turn, until every [`Db`]
/// that can hand it one is gone.
fn writer_thread() -> Result<mpsc::Sender<WriterJob>, OpenError> {
    let (jobs, waiting) = mpsc::channel::<WriterJob>();
    std::thread::Builder::new()
        .name("writer".into())
        .spawn(move || {
            for job in waiting {
                job();
            }
        })
        .map_err(OpenError::Thread)?;
    Ok(jobs)
}

/// How much lower than the writer thread the threads that answer reads run: `nice` 10, a
/// tenth of its weight. Under a full evening of reads on two cores a result's write got a
/// fifth of a core and waited three times its own work (bench/README.md, "The writes' p99");
/// the reads lose little, as the writes are a few percent of the work. At `nice` 5 the
/// members' writes kept a p99 of 32 ms, at 10 of 22 ms.
pub const READ_NICENESS: i32 = 10;

/// Lowers the calling thread's priority to [`READ_NICENESS`]: for the threads of the runtime
/// that answers requests (Linux gives each thread its own `nice`). Lowering needs no
/// privilege; a failure leaves the thread as it was.
pub fn lower_read_priority() {
    #[cfg(target_os = "linux")]
    // SAFETY: gettid takes no argument and cannot fail; setpriority on the calling thread's
    // id only changes that thread's nice value.
    unsafe {
        let thread = libc::syscall(libc::SYS_gettid) as libc::id_t;
        libc::setpriority(libc::PRIO_PROCESS, thread, READ_NICENESS);
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
mod tests;
