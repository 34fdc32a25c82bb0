//! A league score as one player reads it in a notice, their own games first: what the
//! notices of a score reported and of a score decided both write.

use crate::db::league::LeagueRow;

/// League match `row`'s sets from player 2's side when `second`: "6-4, 3-6, 10-8".
pub fn league_sets(row: &LeagueRow, second: bool) -> String {
    row.set_scores
        .iter()
        .map(|[a, b]| {
            if second {
                format!("{b}-{a}")
            } else {
                format!("{a}-{b}")
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}
