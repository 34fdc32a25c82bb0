//! What the timed notices and the admin's queue of late matches read (docs/rules.md#notices,
//! docs/rules.md#deadlines): the matches still to be played of the active tournaments, and a
//! player's name.

use std::collections::HashMap;

use rusqlite::Connection;

use super::Result;
use super::matches::MatchRow;
use crate::domain::ids::TournamentId;

/// An unplayed tournament match of an active tournament, with both players known and no
/// walkover claim waiting, and its tournament's name.
#[derive(Debug, Clone)]
pub struct OpenMatch {
    /// The match as stored: its players' names, week, start date, day set and days granted.
    pub row: MatchRow,
    /// Its tournament's name.
    pub tournament: String,
}

/// Every match still to be played against its deadline, by id: pending, no bye, both players
/// known, no walkover claim waiting, in an **active** tournament. The one read behind the
/// admin's queue of late matches and the timed notices (a member's week, a deadline
/// tomorrow, the overdue list), so both name the same matches.
///
/// Only active tournaments count (docs/rules.md#deadlines): a coming-soon tournament may
/// already have its draw, but it takes no results, so its matches cannot be played, nor be
/// late, until the admin sets it active.
pub fn open_matches(conn: &Connection) -> Result<Vec<OpenMatch>> {
    let mut rows = super::matches::unplayed_in_active(conn)?;
    rows.sort_by_key(|row| row.id);
    let mut names: HashMap<TournamentId, String> = HashMap::new();
    rows.into_iter()
        .map(|row| {
            let tournament = match names.get(&row.tournament_id) {
                Some(name) => name.clone(),
                None => {
                    let name = super::tournaments::get(conn, row.tournament_id)?
                        .map(|t| t.name)
                        .unwrap_or_default();
                    names.insert(row.tournament_id, name.clone());
                    name
                }
            };
            Ok(OpenMatch { row, tournament })
        })
        .collect()
}
