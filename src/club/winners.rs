//! How a result names its winner (docs/rules.md#doubles): a singles match's by `winnerId`,
//! a doubles match's by its side, `winnerTeam`; and how the audit trail keeps a version's.

use serde_json::json;

use super::{Error, Result};
use crate::db::matches::{MatchRow, Version};
use crate::domain::ids::PlayerId;

/// The winner a result names, as its key (see [`MatchRow`]): a singles match's by
/// `winnerId`, a doubles match's by `winnerTeam`, 1 or 2 (docs/rules.md#doubles).
pub(super) fn winner_named(
    row: &MatchRow,
    winner_id: Option<PlayerId>,
    winner_team: Option<i64>,
) -> Result<PlayerId> {
    match (row.doubles, winner_id, winner_team) {
        (false, Some(winner), None) => Ok(winner),
        (false, _, Some(_)) => Err(Error::invalid(
            "winnerTeam",
            "teams_in_singles",
            "A singles match has no teams: name its winner by winnerId",
        )),
        (true, _, Some(team)) => {
            let side = u8::try_from(team).ok().filter(|s| matches!(s, 1 | 2));
            let Some(side) = side else {
                return Err(Error::invalid(
                    "winnerTeam",
                    "winner_not_in_match",
                    "The winning team is 1 or 2",
                ));
            };
            row.key_of_side(side).ok_or_else(|| {
                Error::conflict(
                    "match_players_unknown",
                    "This match cannot be played yet: both teams must be known.",
                )
            })
        }
        (true, _, None) => Err(Error::invalid(
            "winnerTeam",
            "winner_team_required",
            "A doubles match's winner is a team: choose winnerTeam, 1 or 2",
        )),
        (false, None, None) => Err(Error::invalid(
            "winnerId",
            "winner_required",
            "Choose the winner",
        )),
    }
}

/// A version (a claim, a dispute's) as the audit trail keeps it: its winner (a doubles
/// version's side) and score.
pub(super) fn claim_json(row: &MatchRow, claim: &Version) -> serde_json::Value {
    if row.doubles {
        json!({ "winnerTeam": row.side_keyed(claim.winner_id), "score": claim.score })
    } else {
        json!({ "winnerId": claim.winner_id, "score": claim.score })
    }
}
