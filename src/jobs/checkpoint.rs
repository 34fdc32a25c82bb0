//! The checkpointer: the WAL's pages go into the database file beside the writes, never in
//! one. SQLite's automatic checkpoint runs inside the commit that passes 1,000 pages, so every
//! few dozen results one waited for the copy and its sync (docs/operations.md, "The database
//! file").

use std::time::Duration;

use super::{Shutdown, stopping};
use crate::db::Db;

/// How often the WAL is copied into the file: at ten results a second, some 300 pages.
pub const CHECKPOINT_EVERY: Duration = Duration::from_secs(1);

/// Checkpoints every [`CHECKPOINT_EVERY`] until `shutdown` says stop.
pub async fn run(db: Db, mut shutdown: Shutdown) {
    let mut every = tokio::time::interval(CHECKPOINT_EVERY);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = every.tick() => {}
            () = stopping(&mut shutdown) => return,
        }
        if let Err(err) = db.checkpoint().await {
            tracing::warn!("could not checkpoint the WAL: {err}");
        }
    }
}
