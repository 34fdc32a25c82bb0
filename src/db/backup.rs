//! The operator's safety net: online backups of the live database, checks of a backup file,
//! restores that never leave a half-written database behind, and the lock that tells a running
//! server apart from a stopped one.

use std::fs::{self, File, TryLockError};
use std::io;
use std::path::{Path, PathBuf};
use std::thread;
use std::time::{Duration, Instant};

use rusqlite::backup::{Backup, StepResult};
use rusqlite::{Connection, ErrorCode, OpenFlags};

/// Pages copied per step: small enough that the server's writers are never held up for long.
const PAGES_PER_STEP: i32 = 256;
/// Pause between steps, so that a running server gets the database in between.
const PAUSE_BETWEEN_STEPS: Duration = Duration::from_millis(10);
/// Every write by another connection restarts an incremental copy. After this many restarts
/// the rest is copied in one read transaction, which in WAL mode does not block writers.
const RESTARTS_BEFORE_ONE_PASS: u32 = 3;
/// How many busy steps in a row (at [`PAUSE_BETWEEN_STEPS`] each) before a backup gives up.
const BUSY_STEPS_ALLOWED: u32 = 3_000;
/// Tables that only a Tournament Hub database has.
const CLUB_TABLES: [&str; 3] = ["refinery_schema_history", "players", "tournaments"];

/// How far a running backup has come, in database pages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BackupProgress {
    /// Pages still to copy.
    pub remaining: i32,
    /// Pages in the database as of the last step.
    pub total: i32,
}

/// What a finished backup produced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BackupReport {
    /// Size of the backup file.
    pub bytes: u64,
    /// Pages copied in the final, consistent pass.
    pub pages: i32,
    /// Wall-clock time the backup took.
    pub elapsed: Duration,
}

/// What [`verify`] found in a backup file that is fit to restore.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerifiedBackup {
    /// The newest migration applied to the backup.
    pub schema_version: i64,
    /// Size of the file.
    pub bytes: u64,
    /// Players in the backup, so the operator can recognise the right file.
    pub players: i64,
    /// Tournaments in the backup.
    pub tournaments: i64,
}

/// What a finished restore did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RestoreReport {
    /// The backup that is now the live database.
    pub restored: VerifiedBackup,
    /// Where the replaced database was kept, or `None` when there was no live database.
    pub kept_previous: Option<PathBuf>,
    /// Wall-clock time the restore took.
    pub elapsed: Duration,
}

/// Why a backup could not be taken.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    /// The live database file is missing.
    #[error("there is no database at {path}", path = .0.display())]
    NoDatabase(PathBuf),
    /// The destination exists already.
    #[error("{path} already exists; a backup never overwrites a file, so choose a new name", path = .0.display())]
    DestinationExists(PathBuf),
    /// The destination does not name a file.
    #[error("{path} does not name a backup file", path = .0.display())]
    NotAFileName(PathBuf),
    /// Other connections kept the database locked for too long.
    #[error("the database at {path} stayed busy for too long; try the backup again", path = .0.display())]
    Busy(PathBuf),
    /// SQLite refused a step of the copy.
    #[error("{0}: {1}")]
    Sqlite(String, #[source] rusqlite::Error),
    /// The file system refused a step of the copy.
    #[error("{0}: {1}")]
    Io(String, #[source] io::Error),
}

/// Why a backup file may not be, or could not be, restored.
#[derive(Debug, thiserror::Error)]
pub enum RestoreError {
    /// The backup file is missing.
    #[error("{path} does not exist", path = .0.display())]
    Missing(PathBuf),
    /// The file is not a SQLite database at all.
    #[error("{path} is not a SQLite database", path = .0.display())]
    NotADatabase(PathBuf),
    /// The file is a damaged SQLite database.
    #[error("{path} is damaged and cannot be restored: {1}", path = .0.display())]
    Corrupt(PathBuf, String),
    /// The file is a SQLite database of some other program.
    #[error("{path} is not a Tournament Hub database: {1}", path = .0.display())]
    NotTournamentHub(PathBuf, String),
    /// The backup was made by a newer program, whose schema this one cannot read.
    #[error(
        "this backup comes from a newer version of Tournament Hub (schema {found}, this program knows up to {known}); upgrade Tournament Hub first"
    )]
    SchemaTooNew { found: i64, known: i64 },
    /// The backup file is the live database itself.
    #[error("{path} is the live database itself; restore from a backup copy", path = .0.display())]
    SameFile(PathBuf),
    /// A server holds the live database.
    #[error("the database is in use by a running Tournament Hub server; stop it first")]
    ServerRunning,
    /// The lock file could not be used.
    #[error(transparent)]
    Lock(LockError),
    /// SQLite refused a step of the restore.
    #[error("{0}: {1}")]
    Sqlite(String, #[source] rusqlite::Error),
    /// The file system refused a step of the restore.
    #[error("{0}: {1}")]
    Io(String, #[source] io::Error),
}

/// Why the server lock could not be taken.
#[derive(Debug, thiserror::Error)]
pub enum LockError {
    /// Another process holds the lock: a server is running on this database.
    #[error("the database is in use by a running Tournament Hub server; stop it first")]
    Held(PathBuf),
    /// The lock file could not be opened or locked.
    #[error("cannot use the lock file {path}: {1}", path = .0.display())]
    Io(PathBuf, #[source] io::Error),
}

/// An exclusive OS lock on `<db>.lock`, held by a server for its whole life so that exclusive
/// operations (restore) can tell that it runs. The OS drops the lock when the process ends,
/// even on a crash, so a stale lock cannot block anyone. The file itself stays: deleting it
/// would let two processes lock two different files of the same name.
#[derive(Debug)]
pub struct ServerLock {
    file: File,
    path: PathBuf,
}

impl ServerLock {
    /// Takes the lock beside `db_path`, creating the lock file if needed.
    pub fn acquire(db_path: &Path) -> Result<ServerLock, LockError> {
        let path = sibling(db_path, ".lock");
        // A lock file created by root (a restore run with sudo) is not writable by the
        // service user; an OS lock needs only an open file, so reading is enough.
        let opened = File::options()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&path);
        let file = match opened {
            Err(e) if e.kind() == io::ErrorKind::PermissionDenied => File::open(&path),
            other => other,
        };
        let file = match file {
            Ok(file) => file,
            Err(e) => return Err(LockError::Io(path, e)),
        };
        match file.try_lock() {
            Ok(()) => Ok(ServerLock { file, path }),
            Err(TryLockError::WouldBlock) => Err(LockError::Held(path)),
            Err(TryLockError::Error(e)) => Err(LockError::Io(path, e)),
        }
    }

    /// The lock file, for log lines.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for ServerLock {
    fn drop(&mut self) {
        // Closing the file releases the lock anyway; unlocking first makes it immediate.
        let _ = self.file.unlock();
    }
}

/// Copies the live database to `dest` while a server may keep writing. The copy is one
/// consistent snapshot that holds every transaction committed before the backup began. It is
/// written beside `dest` under a temporary name and appears under `dest` only when complete,
/// as a single rollback-journal file (no `-wal` beside it). An existing `dest` is refused.
pub fn backup(
    live: &Path,
    dest: &Path,
    mut progress: impl FnMut(BackupProgress),
) -> Result<BackupReport, BackupError> {
    let started = Instant::now();
    if !live.is_file() {
        return Err(BackupError::NoDatabase(live.into()));
    }
    if dest.exists() {
        return Err(BackupError::DestinationExists(dest.into()));
    }
    let name = dest
        .file_name()
        .ok_or_else(|| BackupError::NotAFileName(dest.into()))?;
    let sqlite = |doing: &str, path: &Path| {
        let context = format!("{doing} {}", path.display());
        move |e| BackupError::Sqlite(context, e)
    };
    let io = |doing: &str| {
        let context = format!("{doing} {}", dest.display());
        move |e| BackupError::Io(context, e)
    };
    if !parent_dir(dest).is_dir() {
        return Err(io("cannot write")(io::ErrorKind::NotFound.into()));
    }
    let temp = PartialFile::beside(dest, &format!(".{}.partial", name.to_string_lossy()));

    let source = Connection::open_with_flags(live, OpenFlags::SQLITE_OPEN_READ_WRITE)
        .and_then(|c| c.busy_timeout(Duration::from_secs(5)).map(|()| c))
        .map_err(sqlite("cannot open", live))?;
    let mut copy = Connection::open(&temp.path).map_err(sqlite("cannot create", &temp.path))?;
    let pages = {
        let step = Backup::new(&source, &mut copy).map_err(sqlite("cannot copy", live))?;
        let (mut last_remaining, mut restarts, mut busy_steps) = (i32::MAX, 0, 0);
        loop {
            let chunk = if restarts < RESTARTS_BEFORE_ONE_PASS {
                PAGES_PER_STEP
            } else {
                -1
            };
            let result = step.step(chunk).map_err(sqlite("cannot copy", live))?;
            let now = step.progress();
            progress(BackupProgress {
                remaining: now.remaining,
                total: now.pagecount,
            });
            match result {
                StepResult::Done => break now.pagecount,
                StepResult::More => {
                    busy_steps = 0;
                    restarts += u32::from(now.remaining >= last_remaining);
                    last_remaining = now.remaining;
                }
                _ if busy_steps < BUSY_STEPS_ALLOWED => busy_steps += 1,
                _ => return Err(BackupError::Busy(live.into())),
            }
            thread::sleep(PAUSE_BETWEEN_STEPS);
        }
    };
    drop(source);
    make_single_file(copy).map_err(sqlite("cannot finish", &temp.path))?;
    File::open(&temp.path)
        .and_then(|f| f.sync_all())
        .map_err(io("cannot flush"))?;
    publish_without_overwrite(&temp.path, dest).map_err(|e| match e.kind() {
        io::ErrorKind::AlreadyExists => BackupError::DestinationExists(dest.into()),
        _ => io("cannot write")(e),
    })?;
    sync_dir(dest);
    let bytes = fs::metadata(dest).map_err(io("cannot read"))?.len();
    Ok(BackupReport {
        bytes,
        pages,
        elapsed: started.elapsed(),
    })
}

/// Checks that `file` is an intact Tournament Hub database whose schema this program knows
/// (`newest_known_version` is the newest embedded migration). The file is only read.
pub fn verify(file: &Path, newest_known_version: i64) -> Result<VerifiedBackup, RestoreError> {
    let path = || file.to_path_buf();
    let meta = fs::metadata(file).map_err(|e| match e.kind() {
        io::ErrorKind::NotFound => RestoreError::Missing(path()),
        _ => RestoreError::Io(format!("cannot read {}", file.display()), e),
    })?;
    if !meta.is_file() || meta.len() == 0 {
        return Err(RestoreError::NotADatabase(path()));
    }
    let problem = |e: rusqlite::Error| match e.sqlite_error_code() {
        Some(ErrorCode::NotADatabase) => RestoreError::NotADatabase(path()),
        Some(ErrorCode::DatabaseCorrupt) => RestoreError::Corrupt(path(), e.to_string()),
        _ => RestoreError::Sqlite(format!("cannot read {}", file.display()), e),
    };
    let conn =
        Connection::open_with_flags(file, OpenFlags::SQLITE_OPEN_READ_ONLY).map_err(problem)?;
    let findings: Vec<String> = conn
        .prepare("PRAGMA integrity_check(10)")
        .and_then(|mut check| check.query_map([], |row| row.get(0))?.collect())
        .map_err(problem)?;
    if findings != ["ok"] {
        return Err(RestoreError::Corrupt(path(), findings.join("; ")));
    }
    let number = |sql: &str| {
        conn.query_row(sql, [], |row| row.get::<_, Option<i64>>(0))
            .map_err(problem)
    };
    for table in CLUB_TABLES {
        let sql =
            format!("SELECT COUNT(*) FROM sqlite_schema WHERE type = 'table' AND name = '{table}'");
        if number(&sql)? == Some(0) {
            return Err(RestoreError::NotTournamentHub(
                path(),
                format!("it has no `{table}` table"),
            ));
        }
    }
    let schema_version =
        number("SELECT MAX(version) FROM refinery_schema_history")?.ok_or_else(|| {
            RestoreError::NotTournamentHub(path(), "its migration history is empty".into())
        })?;
    if schema_version > newest_known_version {
        return Err(RestoreError::SchemaTooNew {
            found: schema_version,
            known: newest_known_version,
        });
    }
    Ok(VerifiedBackup {
        schema_version,
        bytes: meta.len(),
        players: number("SELECT COUNT(*) FROM players")?.unwrap_or(0),
        tournaments: number("SELECT COUNT(*) FROM tournaments")?.unwrap_or(0),
    })
}

/// Replaces the live database with the backup `file`, after [`verify`] accepted it, and only
/// while no server holds the database (the server lock is kept for the whole restore).
///
/// The backup is first copied beside the live database under a temporary name, then renamed
/// over it in one atomic step: a crash leaves either the old or the new database, never a mix.
/// The replaced database is kept as `<live>.before-restore` (its pending WAL checkpointed
/// into it first when possible); when that name is taken by an earlier restore,
/// `<live>.before-restore.2`, `.3`, ... so that no earlier safety copy is ever deleted. The
/// restored file gets the owner and permissions of the file it replaces, so that a restore run
/// with sudo leaves a database the service user can still write.
pub fn restore(
    file: &Path,
    live: &Path,
    newest_known_version: i64,
) -> Result<RestoreReport, RestoreError> {
    let started = Instant::now();
    let restored = verify(file, newest_known_version)?;
    if let (Ok(a), Ok(b)) = (file.canonicalize(), live.canonicalize())
        && a == b
    {
        return Err(RestoreError::SameFile(file.into()));
    }
    let _lock = ServerLock::acquire(live).map_err(|e| match e {
        LockError::Held(_) => RestoreError::ServerRunning,
        other => RestoreError::Lock(other),
    })?;
    let name = live
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let temp = PartialFile::beside(live, &format!(".{name}.restoring"));
    let io = |doing: &str, path: &Path| {
        let context = format!("{doing} {}", path.display());
        move |e| RestoreError::Io(context, e)
    };
    copy_database(file, &temp.path)
        .map_err(|e| RestoreError::Sqlite(format!("cannot copy {}", file.display()), e))?;
    File::open(&temp.path)
        .and_then(|f| f.sync_all())
        .map_err(io("cannot flush", &temp.path))?;

    let kept_previous = if live.exists() {
        take_ownership_of(live, &temp.path).map_err(io("cannot copy the owner of", live))?;
        Some(set_aside(live).map_err(io("cannot keep a copy of", live))?)
    } else {
        None
    };
    fs::rename(&temp.path, live).map_err(io("cannot replace", live))?;
    sync_dir(live);
    Ok(RestoreReport {
        restored,
        kept_previous,
        elapsed: started.elapsed(),
    })
}

/// Copies a whole database file into a new one in a single pass (nobody else writes to a
/// backup file, so there is no reason to step).
fn copy_database(from: &Path, to: &Path) -> rusqlite::Result<()> {
    let source = Connection::open_with_flags(from, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    let mut copy = Connection::open(to)?;
    {
        let step = Backup::new(&source, &mut copy)?;
        let mut busy_steps = 0;
        while step.step(-1)? != StepResult::Done {
            busy_steps += 1;
            if busy_steps > BUSY_STEPS_ALLOWED {
                return Err(sqlite_failure(
                    rusqlite::ffi::SQLITE_BUSY,
                    "the backup file stayed locked",
                ));
            }
            thread::sleep(PAUSE_BETWEEN_STEPS);
        }
    }
    make_single_file(copy)
}

fn sqlite_failure(code: i32, message: &str) -> rusqlite::Error {
    rusqlite::Error::SqliteFailure(rusqlite::ffi::Error::new(code), Some(message.to_owned()))
}

/// A copy of a WAL database inherits WAL mode; switching it to a rollback journal makes the
/// file self-contained, so it can be moved or mailed alone.
fn make_single_file(copy: Connection) -> rusqlite::Result<()> {
    let mode: String = copy.query_row("PRAGMA journal_mode = DELETE", [], |row| row.get(0))?;
    if !mode.eq_ignore_ascii_case("delete") {
        return Err(sqlite_failure(
            rusqlite::ffi::SQLITE_ERROR,
            "the copy stayed in WAL mode",
        ));
    }
    copy.close().map_err(|(_, e)| e)
}

/// Moves the live database and its journals to the first free `.before-restore` name.
/// Its `-shm` is only an index of the `-wal` and is rebuilt on the next open, so it is dropped.
fn set_aside(live: &Path) -> io::Result<PathBuf> {
    // Fold a crashed server's WAL into the main file, so the kept copy is one file. A failure
    // (a damaged database) is fine: the WAL then moves along with it below.
    if let Ok(conn) = Connection::open_with_flags(live, OpenFlags::SQLITE_OPEN_READ_WRITE) {
        let _ = conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()));
    }
    let mut kept = sibling(live, ".before-restore");
    for n in 2.. {
        if ["", "-wal", "-journal"]
            .iter()
            .all(|s| !sibling(&kept, s).exists())
        {
            break;
        }
        kept = sibling(live, &format!(".before-restore.{n}"));
    }
    for journal in ["-wal", "-journal"] {
        let from = sibling(live, journal);
        if from.exists() {
            fs::rename(&from, sibling(&kept, journal))?;
        }
    }
    remove_if_present(&sibling(live, "-shm"))?;
    // A hard link keeps the live name in place until the atomic rename replaces it.
    if fs::hard_link(live, &kept).is_err() {
        fs::copy(live, &kept)?;
    }
    Ok(kept)
}

/// Gives `copy` the owner and permissions of `original`.
#[cfg(unix)]
fn take_ownership_of(original: &Path, copy: &Path) -> io::Result<()> {
    use std::os::unix::fs::MetadataExt;
    let (want, have) = (fs::metadata(original)?, fs::metadata(copy)?);
    if (want.uid(), want.gid()) != (have.uid(), have.gid()) {
        std::os::unix::fs::chown(copy, Some(want.uid()), Some(want.gid()))?;
    }
    fs::set_permissions(copy, want.permissions())
}

/// Gives `copy` the permissions of `original`.
#[cfg(not(unix))]
fn take_ownership_of(original: &Path, copy: &Path) -> io::Result<()> {
    fs::set_permissions(copy, fs::metadata(original)?.permissions())
}

/// Moves `temp` to `dest` unless `dest` exists (then `AlreadyExists`). A hard link cannot
/// overwrite; file systems without hard links (a FAT memory stick) fall back to a rename.
fn publish_without_overwrite(temp: &Path, dest: &Path) -> io::Result<()> {
    match fs::hard_link(temp, dest) {
        Ok(()) => fs::remove_file(temp),
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Err(e),
        Err(_) if dest.exists() => Err(io::ErrorKind::AlreadyExists.into()),
        Err(_) => fs::rename(temp, dest),
    }
}

/// Makes a rename inside the directory of `path` durable; a failure only loses durability
/// on file systems that cannot sync directories, so it is not an error.
fn sync_dir(path: &Path) {
    if let Ok(dir) = File::open(parent_dir(path)) {
        let _ = dir.sync_all();
    }
}

fn parent_dir(path: &Path) -> &Path {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    }
}

/// `path` with `suffix` appended to its file name, the way SQLite names `-wal` and `-shm`.
fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

fn remove_if_present(path: &Path) -> io::Result<()> {
    match fs::remove_file(path) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}

/// A file being written under a temporary name; whatever is left of it (after a failure, or
/// the name after it was published) is removed on drop, along with SQLite's journals.
struct PartialFile {
    path: PathBuf,
}

impl PartialFile {
    /// Names the temporary file in the directory of `target`, so the final rename stays on one
    /// file system. A leftover from an interrupted run is removed first.
    fn beside(target: &Path, name: &str) -> PartialFile {
        let partial = PartialFile {
            path: parent_dir(target).join(name),
        };
        partial.clean();
        partial
    }

    fn clean(&self) {
        for suffix in ["", "-journal", "-wal", "-shm"] {
            let _ = remove_if_present(&sibling(&self.path, suffix));
        }
    }
}

impl Drop for PartialFile {
    fn drop(&mut self) {
        self.clean();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
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
}
