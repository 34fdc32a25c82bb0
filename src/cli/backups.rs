//! The `backup` and `restore` commands: a consistent copy of the database while the server
//! runs, and a copy put back in its place while it is stopped.

use std::io::IsTerminal;
use std::path::Path;

use super::CliError;
use crate::db::{backup, migrations};

/// `backup`: a consistent copy of the live database, with its progress on a terminal.
pub(super) fn run_backup(path: &Path, file: &Path) -> Result<(), CliError> {
    if !path.exists() {
        return Err(CliError(format!(
            "there is no database at {}",
            path.display()
        )));
    }
    let on_terminal = std::io::stderr().is_terminal();
    let report = backup::backup(path, file, |progress| {
        if on_terminal && progress.total > 0 {
            let done = progress.total - progress.remaining;
            eprint!(
                "\rBacking up: {:>3}% ({done}/{} pages)",
                done * 100 / progress.total,
                progress.total
            );
        }
    })
    .map_err(CliError::from_display)?;
    if on_terminal {
        eprintln!();
    }
    println!(
        "Backup written to {}: {} in {:.2} s",
        file.display(),
        human_size(report.bytes),
        report.elapsed.as_secs_f64()
    );
    Ok(())
}

/// `restore`: a backup put in place of the database, which is kept aside.
pub(super) fn run_restore(path: &Path, file: &Path) -> Result<(), CliError> {
    let report = backup::restore(file, path, migrations::newest_version())
        .map_err(CliError::from_display)?;
    println!(
        "Restored {} from {} (schema version {}) in {:.2} s.",
        path.display(),
        file.display(),
        report.restored.schema_version,
        report.elapsed.as_secs_f64()
    );
    if let Some(previous) = report.kept_previous {
        println!("The replaced database was kept as {}.", previous.display());
    }
    println!(
        "Ended the {} sessions the backup held: the admin and league players log in again.",
        report.ended_sessions
    );
    println!(
        "The admin and league passwords are now those of the backup. To change them: \
         tournament-hub admin-password --db {db}, tournament-hub league-password --db {db}",
        db = path.display()
    );
    Ok(())
}

/// A size in bytes as a person reads it.
fn human_size(bytes: u64) -> String {
    match bytes {
        b if b >= 1 << 20 => format!("{:.1} MB", b as f64 / (1u64 << 20) as f64),
        b if b >= 1 << 10 => format!("{:.1} KB", b as f64 / (1u64 << 10) as f64),
        b => format!("{b} bytes"),
    }
}
