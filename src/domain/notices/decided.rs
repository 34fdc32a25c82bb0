//! What the notices that tell a player what was decided for them carry besides the decision:
//! the club settled, corrected, cleared or reopened their result, recorded a walkover or
//! granted days in their match, they qualified for the knockout (or a correction changed
//! that). Everyone hears what was decided (docs/rules.md#notices); each such notice names the
//! match, its new state and the match the player plays next.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use crate::domain::bracket::Stage;

/// The match a player plays next, as a decision left it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct NextMatch {
    /// The match.
    pub match_id: crate::domain::ids::MatchId,
    /// Its stage.
    pub stage: Stage,
    /// The opponent's name, once known.
    pub opponent: Option<String>,
    /// Where the opponent comes from while unknown, as stored ("Winner QF2").
    pub opponent_from: Option<String>,
    /// The day to play it by.
    pub deadline: Option<NaiveDate>,
}
