//! League use cases that the API and the demo generator share.

use rusqlite::Connection;

use super::{Error, Result};
use crate::db::league::{self, LeagueRow};
use crate::domain::league_score::LeagueResult;

/// Records (or, with `may_replace`, changes) a checked score on a league match and returns
/// the match: the one use case both the API and the demo generator use. Refused for an unknown
/// match, and for one that already has a score when `may_replace` is false.
pub fn save_score(
    tx: &Connection,
    id: i64,
    score: &LeagueResult,
    may_replace: bool,
) -> Result<LeagueRow> {
    let existing = league::get(tx, id)?
        .ok_or_else(|| Error::not_found("league_match_not_found", "League match"))?;
    if existing.status == "completed" && !may_replace {
        return Err(Error::conflict(
            "league_match_has_score",
            "This match already has a score. Use Edit to change it.",
        ));
    }
    let winner = score.winner.map(|side| match side.number() {
        1 => existing.player1_id,
        _ => existing.player2_id,
    });
    let games: Vec<[u32; 2]> = score
        .sets
        .iter()
        .map(|s| [s.player1_score, s.player2_score])
        .collect();
    let sets_won = [score.player1_sets_won, score.player2_sets_won];
    league::record_score(tx, id, &games, sets_won, winner)?;
    league::get(tx, id)?.ok_or_else(|| Error::internal("scored match vanished"))
}
