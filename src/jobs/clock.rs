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
        // Each kind once a round: a failure of one leaves the other to do its work.
        let tournaments = club
            .confirm_due_tournament_results()
            .await
            .unwrap_or_else(|err| {
                tracing::warn!("could not confirm the results past their 48 hours: {err}");
                Vec::new()
            });
        let league = club
            .confirm_due_league_scores()
            .await
            .unwrap_or_else(|err| {
                tracing::warn!("could not confirm the league scores past their 48 hours: {err}");
                Vec::new()
            });
        if !tournaments.is_empty() || !league.is_empty() {
            tracing::info!(
                "confirmed {} tournament results and {} league scores past their 48 hours",
                tournaments.len(),
                league.len()
            );
        }
    }
}
