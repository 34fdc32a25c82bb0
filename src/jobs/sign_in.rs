//! The sign-in links asked for by email (docs/rules.md#members), answered on the outbox's
//! runtime.

use super::{Shutdown, stopping};
use crate::club::Club;

/// Answers the sign-in links asked for by email as each request commits (the outbox's bell),
/// and every [`super::delivery::POLL_EVERY`] for what another process wrote, until `shutdown`
/// says stop (a batch under way finishes first).
pub async fn run(club: Club, mut rung: tokio::sync::watch::Receiver<u64>, mut shutdown: Shutdown) {
    loop {
        match club.answer_sign_in_requests().await {
            Ok(0) => {}
            // A full batch: more may wait.
            Ok(n) if n >= 200 => {
                if *shutdown.borrow() {
                    return;
                }
                continue;
            }
            Ok(_) => {}
            Err(err) => tracing::warn!("could not answer the requests for sign-in links: {err}"),
        }
        tokio::select! {
            _ = tokio::time::timeout(super::delivery::POLL_EVERY, rung.changed()) => {}
            () = stopping(&mut shutdown) => return,
        }
    }
}
