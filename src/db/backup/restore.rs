//! Checking a backup file and putting it in place of the live database, never leaving a
//! half-written database behind.

use std::fs::{self, File};
use std::io;
use std::path::{Path, PathBuf};
use std::thread;
use std::time::{Duration, Instant};

use rusqlite::backup::{Backup, StepResult};
use rusqlite::{Connection, ErrorCode, OpenFlags};

use super::files::{
    PartialFile, make_single_file, remove_if_present, sibling, sqlite_failure, sync_dir,
};
use super::lock::{LockError, ServerLock};
use super::{BUSY_STEPS_ALLOWED, PAUSE_BETWEEN_STEPS};

/// Tables that only a Tournament Hub database has.
const CLUB_TABLES: [&str; 3] = ["refinery_schema_history", "players", "tournaments"];

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
    /// Admin sessions and league unlocks the backup held, all ended by the restore.
    pub ended_sessions: usize,
    /// Wall-clock time the restore took.
    pub elapsed: Duration,
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
/// with sudo leaves a database the service user can still write; with no file to replace it is
/// created 0600. Every session the backup holds is ended: see [`RestoreReport::ended_sessions`].
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
    crate::db::create_private(&temp.path).map_err(io("cannot create", &temp.path))?;
    let copying = |e| RestoreError::Sqlite(format!("cannot copy {}", file.display()), e);
    let copy = copy_database(file, &temp.path).map_err(copying)?;
    let ended_sessions = end_sessions(&copy).map_err(copying)?;
    make_single_file(copy).map_err(copying)?;
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
        ended_sessions,
        elapsed: started.elapsed(),
    })
}

/// Copies a whole database file into a new one in a single pass (nobody else writes to a
/// backup file, so there is no reason to step); returns the open copy.
fn copy_database(from: &Path, to: &Path) -> rusqlite::Result<Connection> {
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
    Ok(copy)
}

/// Deletes every session the copy holds. Sessions that a password change ended after the
/// backup was taken would otherwise be live again, for as long as they had left.
fn end_sessions(copy: &Connection) -> rusqlite::Result<usize> {
    let has_sessions: bool = copy.prepare_cached(
        "SELECT EXISTS (SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'sessions')")?.query_row(
        [],
        |row| row.get(0),
    )?;
    if !has_sessions {
        return Ok(0);
    }
    copy.prepare_cached("DELETE FROM sessions")?.execute([])
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
