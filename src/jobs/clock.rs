//! The club clock's job: confirms the results and league scores whose opponent left them
//! unanswered past their 48 hours (docs/rules.md).

use std::time::Duration;

use super::{Shutdown, stopping};
use crate::club::Club;

/// How often results past their 48 hours are confirmed (well within the minute the rules
/// allow).
pub const CONFIRMING_EVERY: Duration = Duration::from_secs(30);

/// Confirms, every [`CONFIRMING_EVERY`], the tournament results and league scores left
/// unanswered for 48 hours, until `shutdown` says stop (a round under way finishes first).
pub async fn run(club: Club, mut shutdown: Shutdown) {
    let mut every = tokio::time::interval(CONFIRMING_EVERY);
    loop {
        tokio::select! {
            _ = every.tick() => {}
            () = stopping(&mut shutdown) => return,
        }
        // League scores first, so the count of the round is the league's: the tournaments'
        // confirmation below confirms the league's again, and finds none left.
        let league = match club.confirm_due_league_scores().await {
            Ok(done) => done.len(),
            Err(err) => {
                tracing::warn!("could not confirm the league scores past their 48 hours: {err}");
                0
            }
        };
        match club.confirm_due_results().await {
            Ok(done) if done.is_empty() && league == 0 => {}
            Ok(done) => tracing::info!(
                "confirmed {} tournament results and {league} league scores past their 48 hours",
                done.len()
            ),
            Err(err) => tracing::warn!("could not confirm the results past their 48 hours: {err}"),
        }
    }
}
