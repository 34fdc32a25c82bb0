//! The operator's safety net: online backups of the live database, checks of a backup file,
//! restores that never leave a half-written database behind, and the lock that tells a running
//! server apart from a stopped one.

mod files;
mod lock;
mod restore;
#[cfg(test)]
mod tests;

use std::fs::{self, File};
use std::io;
use std::path::{Path, PathBuf};
use std::thread;
use std::time::{Duration, Instant};

use rusqlite::backup::{Backup, StepResult};
use rusqlite::{Connection, OpenFlags};

use files::{PartialFile, make_single_file, parent_dir, publish_without_overwrite, sync_dir};
pub use lock::{LockError, ServerLock};
pub use restore::{RestoreError, RestoreReport, VerifiedBackup, restore, verify};

/// Pages copied per step: small enough that the server's writers are never held up for long.
const PAGES_PER_STEP: i32 = 256;
/// Pause between steps, so that a running server gets the database in between.
const PAUSE_BETWEEN_STEPS: Duration = Duration::from_millis(10);
/// Every write by another connection restarts an incremental copy. After this many restarts
/// the rest is copied in one read transaction, which in WAL mode does not block writers.
const RESTARTS_BEFORE_ONE_PASS: u32 = 3;
/// How many busy steps in a row (at [`PAUSE_BETWEEN_STEPS`] each) before a backup gives up.
const BUSY_STEPS_ALLOWED: u32 = 3_000;

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
    // Created 0600 before SQLite opens it: see `db::create_private`.
    crate::db::create_private(&temp.path).map_err(io("cannot create"))?;
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
