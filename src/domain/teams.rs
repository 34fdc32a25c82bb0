//! Doubles teams (docs/rules.md#doubles): the teams a doubles draw may have, a team's name,
//! and the ranking that seeds it. Everything else a draw does (groups, tables, the knockout,
//! byes) is the singles rule over [`TeamId`] entrants (see [`super::entrant`]).

use std::collections::HashSet;

use thiserror::Error;

use super::ids::{PlayerId, TeamId};
use super::seeding::SeedCandidate;

/// Players in a team.
pub const TEAM_SIZE: usize = 2;

/// Why the teams selected for a doubles draw were refused; each message is for the admin.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TeamError {
    /// A team that is not two different players.
    #[error("Team {number} must be two different players")]
    TeamSize {
        /// The team's number in the order entered, 1 for the first.
        number: usize,
    },
    /// A player entered in two teams (or twice).
    #[error("Player {player_id} is in more than one team")]
    PlayerInTwoTeams {
        /// The player.
        player_id: PlayerId,
    },
    /// Not as many teams as the draw has places.
    #[error("The draw is for {expected} teams, but {selected} are selected")]
    TeamsCountMismatch {
        /// The draw's team count (`playerCount`).
        expected: usize,
        /// The teams selected.
        selected: usize,
    },
}

/// The teams selected for a draw of `expected` teams, each its two players in the order
/// entered: every team is two different players, nobody is in two teams, and there are as
/// many teams as places. The first problem found, in that order, is the answer.
pub fn check_teams(
    selected: &[Vec<PlayerId>],
    expected: usize,
) -> Result<Vec<[PlayerId; TEAM_SIZE]>, TeamError> {
    let mut teams = Vec::with_capacity(selected.len());
    for (index, team) in selected.iter().enumerate() {
        match team[..] {
            [first, second] if first != second => teams.push([first, second]),
            _ => return Err(TeamError::TeamSize { number: index + 1 }),
        }
    }
    let mut seen = HashSet::new();
    if let Some(&player_id) = teams.iter().flatten().find(|p| !seen.insert(**p)) {
        return Err(TeamError::PlayerInTwoTeams { player_id });
    }
    if teams.len() != expected {
        return Err(TeamError::TeamsCountMismatch {
            expected,
            selected: teams.len(),
        });
    }
    Ok(teams)
}

/// A team's name: its partners' names in the order entered, "Ana Mora / Luis Rojas". It is
/// what a group table's last tiebreak compares.
pub fn team_name(first: &str, second: &str) -> String {
    format!("{first} / {second}")
}

/// What one partner brings to the team's seed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PartnerRanking {
    /// The partner's general-ranking total in the current season.
    pub total_points: i64,
    /// The partner's final rank in the previous season, if ranked.
    pub previous_rank: Option<u32>,
}

/// A team's place in the seeding (docs/rules.md#doubles): the sum of its partners'
/// general-ranking points; equal sums go by the sum of their ranks last season, a team counting
/// as ranked last season only when both partners were (the others come after, as an unranked
/// player does in singles).
pub fn team_seed_candidate(team: TeamId, partners: [PartnerRanking; 2]) -> SeedCandidate<TeamId> {
    let [a, b] = partners;
    SeedCandidate {
        player_id: team,
        total_points: a.total_points + b.total_points,
        previous_rank: a.previous_rank.zip(b.previous_rank).map(|(x, y)| x + y),
    }
}

#[cfg(test)]
#[path = "teams_tests.rs"]
mod tests;
