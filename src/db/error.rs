//! What the store can fail with. The store knows no HTTP and makes no decision of the
//! club's: a missing row is an `Option`, a refusal is the service layer's (`src/club`).

/// `Result` with [`Error`] as the default error.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// A failure of the store: always a fault, never the caller's input.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// SQLite refused a statement.
    #[error("database: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// No pooled connection could be had.
    #[error("database pool: {0}")]
    Pool(#[from] r2d2::Error),
    /// A stored value does not read back (a bug or a hand-edited file).
    #[error("stored data: {0}")]
    Corrupt(String),
    /// The blocking task could not run.
    #[error("database task: {0}")]
    Task(String),
}
