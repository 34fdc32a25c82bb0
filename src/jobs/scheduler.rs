//! The scheduler of timed notices (docs/rules.md#notices).

use std::time::Duration;

use super::{Shutdown, stopping};
use crate::club::Club;

/// How often the timed notices are looked for: each is written once, by its unique key,
/// however often this runs.
pub const TIMED_NOTICES_EVERY: Duration = Duration::from_secs(60);

/// Writes, every minute, the timed notices that are due (a member's week on Monday at 07:00
/// club time, a deadline tomorrow, the admin's morning list, a walkover waiting), until
/// `shutdown` says stop (a round under way finishes first).
pub async fn run(club: Club, mut shutdown: Shutdown) {
    let mut every = tokio::time::interval(TIMED_NOTICES_EVERY);
    loop {
        tokio::select! {
            _ = every.tick() => {}
            () = stopping(&mut shutdown) => return,
        }
        match club.write_timed_notices().await {
            Ok(0) => {}
            Ok(n) => tracing::info!("wrote {n} timed notices"),
            Err(err) => tracing::warn!("could not write the timed notices: {err}"),
        }
    }
}
