//! The purges: what nobody can use any more does not pile up.

use std::time::Duration;

use super::{Shutdown, stopping};
use crate::club::Club;

/// How often expired sessions, old notices and sent deliveries are removed.
pub const PURGING_EVERY: Duration = Duration::from_secs(3600);

/// Removes, at the start and then every hour, expired sessions (a league unlock lasts 12 h)
/// and old notices and deliveries, until `shutdown` says stop (a round under way finishes
/// first).
pub async fn run(club: Club, mut shutdown: Shutdown) {
    let mut every = tokio::time::interval(PURGING_EVERY);
    loop {
        tokio::select! {
            _ = every.tick() => {}
            () = stopping(&mut shutdown) => return,
        }
        match club.purge_expired_sessions().await {
            Ok(0) => {}
            Ok(n) => tracing::info!("removed {n} expired sessions"),
            Err(err) => tracing::warn!("could not remove expired sessions: {err}"),
        }
        match club.purge_notices().await {
            Ok(0) => {}
            Ok(n) => tracing::info!("purged {n} old notices and deliveries"),
            Err(err) => tracing::warn!("could not purge old notices: {err}"),
        }
    }
}
