//! The schema migrations, embedded in the binary (refinery, forward-only).

use rusqlite::Connection;

mod embedded {
    refinery::embed_migrations!("migrations");
}

/// A migration failed or the history could not be read.
#[derive(Debug, thiserror::Error)]
pub enum MigrationError {
    /// The migration runner refused or failed.
    #[error("migration failed: {0}")]
    Runner(#[from] refinery::Error),
    /// Filling what a migration added failed.
    #[error("migration failed: {0}")]
    Fill(#[from] super::Error),
}

/// The migration that adds the kept totals; the program fills them right after it.
const TOTALS_MIGRATION: &str = "V4__player_totals";

/// The migrations applied by one run.
#[derive(Debug, Default)]
pub struct Applied {
    /// `V{version}__{name}` of each migration applied, in order.
    pub names: Vec<String>,
}

/// One line of `migrate --status`.
#[derive(Debug, PartialEq, Eq)]
pub struct MigrationState {
    /// The migration's version number.
    pub version: i64,
    /// Its name.
    pub name: String,
    /// Whether the database has it.
    pub applied: bool,
}

/// Applies every pending migration, each in its own transaction.
pub fn apply(conn: &mut Connection) -> Result<Applied, MigrationError> {
    run(conn, embedded::migrations::runner())
}

/// Applies the pending migrations up to `version` and no further: a test of a migration
/// fills the schema it starts from, then applies it.
pub fn apply_up_to(conn: &mut Connection, version: i32) -> Result<Applied, MigrationError> {
    run(
        conn,
        embedded::migrations::runner().set_target(refinery::Target::Version(version)),
    )
}

fn run(conn: &mut Connection, runner: refinery::Runner) -> Result<Applied, MigrationError> {
    let report = runner.run(conn)?;
    let applied = Applied {
        names: report
            .applied_migrations()
            .iter()
            .map(|m| format!("V{}__{}", m.version(), m.name()))
            .collect(),
    };
    if applied.names.iter().any(|n| n == TOTALS_MIGRATION) {
        let tx = conn.transaction().map_err(super::Error::from)?;
        super::totals::rebuild(&tx)?;
        tx.commit().map_err(super::Error::from)?;
    }
    Ok(applied)
}

/// Every migration this program knows, with whether the database has it.
pub fn status(conn: &mut Connection) -> Result<Vec<MigrationState>, MigrationError> {
    let runner = embedded::migrations::runner();
    let has_history: bool = conn
        .query_row(
            "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE name = 'refinery_schema_history')",
            [],
            |row| row.get(0),
        )
        .unwrap_or(false);
    let applied = if has_history {
        runner.get_applied_migrations(conn)?
    } else {
        Vec::new()
    };
    Ok(runner
        .get_migrations()
        .iter()
        .map(|m| MigrationState {
            version: i64::from(m.version()),
            name: m.name().to_string(),
            applied: applied.iter().any(|a| a.version() == m.version()),
        })
        .collect())
}

/// The newest schema version this program knows; a backup from a newer one is refused.
pub fn newest_version() -> i64 {
    embedded::migrations::runner()
        .get_migrations()
        .iter()
        .map(|m| i64::from(m.version()))
        .max()
        .unwrap_or(0)
}
