//! File steps shared by backup and restore: single-file databases, publishing a finished
//! file without overwriting, and partial files that clean up after themselves.

use std::fs::{self, File};
use std::io;
use std::path::{Path, PathBuf};

use rusqlite::Connection;

pub(super) fn sqlite_failure(code: i32, message: &str) -> rusqlite::Error {
    rusqlite::Error::SqliteFailure(rusqlite::ffi::Error::new(code), Some(message.to_owned()))
}

/// A copy of a WAL database inherits WAL mode; switching it to a rollback journal makes the
/// file self-contained, so it can be moved or mailed alone.
pub(super) fn make_single_file(copy: Connection) -> rusqlite::Result<()> {
    let mode: String = copy.query_row("PRAGMA journal_mode = DELETE", [], |row| row.get(0))?;
    if !mode.eq_ignore_ascii_case("delete") {
        return Err(sqlite_failure(
            rusqlite::ffi::SQLITE_ERROR,
            "the copy stayed in WAL mode",
        ));
    }
    copy.close().map_err(|(_, e)| e)
}

/// Moves `temp` to `dest` unless `dest` exists (then `AlreadyExists`). A hard link cannot
/// overwrite; file systems without hard links (a FAT memory stick) fall back to a rename.
pub(super) fn publish_without_overwrite(temp: &Path, dest: &Path) -> io::Result<()> {
    match fs::hard_link(temp, dest) {
        Ok(()) => fs::remove_file(temp),
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Err(e),
        Err(_) if dest.exists() => Err(io::ErrorKind::AlreadyExists.into()),
        Err(_) => fs::rename(temp, dest),
    }
}

/// Makes a rename inside the directory of `path` durable; a failure only loses durability
/// on file systems that cannot sync directories, so it is not an error.
pub(super) fn sync_dir(path: &Path) {
    if let Ok(dir) = File::open(parent_dir(path)) {
        let _ = dir.sync_all();
    }
}

pub(super) fn parent_dir(path: &Path) -> &Path {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    }
}

/// `path` with `suffix` appended to its file name, the way SQLite names `-wal` and `-shm`.
pub(super) fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

pub(super) fn remove_if_present(path: &Path) -> io::Result<()> {
    match fs::remove_file(path) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}

/// A file being written under a temporary name; whatever is left of it (after a failure, or
/// the name after it was published) is removed on drop, along with SQLite's journals.
pub(super) struct PartialFile {
    pub(super) path: PathBuf,
}

impl PartialFile {
    /// Names the temporary file in the directory of `target`, so the final rename stays on one
    /// file system. A leftover from an interrupted run is removed first.
    pub(super) fn beside(target: &Path, name: &str) -> PartialFile {
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
