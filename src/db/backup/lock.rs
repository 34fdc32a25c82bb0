//! The lock that tells a running server apart from a stopped one.

use std::fs::{File, TryLockError};
use std::io;
use std::path::{Path, PathBuf};

use super::files::sibling;

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
