//! The passwords of a new database: created on its first start and handed to the operator
//! once, on the terminal, or in a file only the server's user can read. Never in a log: under
//! systemd, standard output goes to the journal, which other users and log shippers read.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

use super::CliError;
use crate::db::Db;
use crate::db::sessions::{self, SessionKind};

/// The file beside the database that receives the first passwords when standard output is
/// not a terminal: `<db>.initial-passwords`.
pub fn passwords_file(db: &Path) -> PathBuf {
    let mut name = db.as_os_str().to_owned();
    name.push(".initial-passwords");
    PathBuf::from(name)
}

/// Creates a random password for each credential that has none yet, hands them to the
/// operator, and only then stores them: a password that could not be handed over is never
/// set, so the next start tries again.
pub(super) fn ensure_passwords(db: &Db, path: &Path) -> Result<(), CliError> {
    let mut created = Vec::new();
    for kind in [SessionKind::Admin, SessionKind::League] {
        let existing = db.read_blocking(|conn| Ok(sessions::password_hash(conn, kind)?))?;
        if existing.is_none() {
            created.push((kind, crate::passwords::generate()));
        }
    }
    if created.is_empty() {
        return Ok(());
    }
    if std::io::stdout().is_terminal() {
        print_on_terminal(path, &created);
    } else {
        let file = passwords_file(path);
        write_file(&file, path, &created).map_err(|e| {
            CliError(format!(
                "cannot write the first passwords to {}: {e}",
                file.display()
            ))
        })?;
        tracing::warn!(
            file = %file.display(),
            "first start: the new passwords were written to {}, readable by this user only; \
             read them there, change them, then delete the file",
            file.display()
        );
        println!(
            "First start: the new passwords are in {} (readable by this user only).",
            file.display()
        );
    }
    let hashed: Vec<_> = created
        .iter()
        .map(|(kind, password)| (*kind, crate::passwords::hash(password)))
        .collect();
    db.write_blocking(|tx| {
        for (kind, phc) in &hashed {
            sessions::set_password_hash(tx, *kind, phc)?;
            if *kind == SessionKind::League {
                // Generated passwords are long: no warning at start.
                sessions::set_league_password_short(tx, false)?;
            }
        }
        Ok(())
    })?;
    Ok(())
}

fn label(kind: SessionKind) -> &'static str {
    match kind {
        SessionKind::Admin => "admin",
        SessionKind::League => "league",
    }
}

fn print_on_terminal(db: &Path, created: &[(SessionKind, String)]) {
    for (kind, password) in created {
        let label = label(*kind);
        println!();
        println!("First start: a new {label} password was created. It is shown only this once:");
        println!();
        println!("    {label} password: {password}");
        println!();
        println!(
            "Change it at any time with: tournament-hub {label}-password --db {}",
            db.display()
        );
    }
    println!();
    let _ = std::io::stdout().flush();
}

/// Writes the passwords to a new file of mode 0600 (an older one, from a database that was
/// deleted since, is replaced).
fn write_file(file: &Path, db: &Path, created: &[(SessionKind, String)]) -> std::io::Result<()> {
    match std::fs::remove_file(file) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e),
        _ => {}
    }
    let mut text = format!(
        "# Tournament Hub: the passwords created on the first start of {db}.\n\
         # Log in to /admin with the admin password; members type the league password to\n\
         # create and score league matches. Change them, then delete this file:\n\
         #   tournament-hub admin-password --db {db}\n\
         #   tournament-hub league-password --db {db}\n",
        db = db.display()
    );
    for (kind, password) in created {
        text.push_str(&format!("    {} password: {password}\n", label(*kind)));
    }
    let mut out = crate::db::private_file().open(file)?;
    out.write_all(text.as_bytes())?;
    out.sync_all()
}
