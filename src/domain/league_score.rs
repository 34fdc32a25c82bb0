//! League set scores (docs/rules.md#league-scores): 1 to 3 sets of 0 to 7 games each, a
//! tied set when the games are equal, and 2 league points for every set won
//! (docs/rules.md#points).

use serde::Serialize;
use thiserror::Error;

use super::bracket::Side;

/// Most games a side can have in one league set.
pub const MAX_LEAGUE_GAMES: i64 = 7;
/// How many sets a league match may be played to.
pub const LEAGUE_SETS: std::ops::RangeInclusive<i64> = 1..=3;
/// League points for every set won.
pub const LEAGUE_POINTS_PER_SET: u32 = 2;

/// One set as sent by the score form, before checking.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LeagueSetInput {
    /// Games of player 1; `None` when the field was left empty.
    pub player1_score: Option<i64>,
    /// Games of player 2; `None` when the field was left empty.
    pub player2_score: Option<i64>,
    /// The winner the form claims: 1, 2, or 0 for a tied set; `None` when not sent.
    pub winner: Option<i64>,
}

/// One checked league set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LeagueSet {
    /// Games of player 1.
    pub player1_score: u32,
    /// Games of player 2.
    pub player2_score: u32,
    /// 1 or 2 for the side with more games, 0 for a tied set.
    pub winner: u8,
}

impl LeagueSet {
    /// The set between these games: the higher score wins it, equal games tie it.
    pub fn new(player1_score: u32, player2_score: u32) -> Self {
        let winner = match player1_score.cmp(&player2_score) {
            std::cmp::Ordering::Greater => 1,
            std::cmp::Ordering::Less => 2,
            std::cmp::Ordering::Equal => 0,
        };
        LeagueSet {
            player1_score,
            player2_score,
            winner,
        }
    }
}

/// A checked league result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LeagueResult {
    /// The sets in the order played.
    pub sets: Vec<LeagueSet>,
    /// Sets won by player 1.
    pub player1_sets_won: u32,
    /// Sets won by player 2.
    pub player2_sets_won: u32,
    /// The side that won more sets; `None` when both won as many.
    pub winner: Option<Side>,
    /// The score as text from player 1's side, such as `6-4, 5-5`.
    pub score: String,
}

impl LeagueResult {
    /// The score as text from `side`'s games first: the winner's side reads as a win.
    pub fn score_from(&self, side: Side) -> String {
        self.sets
            .iter()
            .map(|s| match side {
                Side::Player1 => format!("{}-{}", s.player1_score, s.player2_score),
                Side::Player2 => format!("{}-{}", s.player2_score, s.player1_score),
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The score as the winner reads it; a drawn match keeps player 1's side.
    pub fn score_for_winner(&self) -> String {
        self.score_from(self.winner.unwrap_or(Side::Player1))
    }

    /// League points earned by `side` in this match.
    pub fn points(&self, side: Side) -> u32 {
        league_points(match side {
            Side::Player1 => self.player1_sets_won,
            Side::Player2 => self.player2_sets_won,
        })
    }
}

/// League points for a number of sets won: 2 each.
pub fn league_points(sets_won: u32) -> u32 {
    sets_won * LEAGUE_POINTS_PER_SET
}

/// Why a league score was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LeagueScoreError {
    /// Sets played outside 1 to 3.
    #[error("Sets played must be 1, 2 or 3")]
    SetsPlayed,
    /// The number of set scores differs from the sets played.
    #[error("Expected {expected} set scores, found {found}")]
    SetCount {
        /// Sets played as declared.
        expected: usize,
        /// Set scores sent.
        found: usize,
    },
    /// A set with an empty or negative score.
    #[error("Please enter valid scores for all sets")]
    MissingScores,
    /// A set with more than 7 games on a side.
    #[error("Set {set}: games must be between 0 and 7")]
    TooManyGames {
        /// 1-based set number.
        set: usize,
    },
    /// The claimed set winner contradicts the games.
    #[error("Set {set}: the winner should be {expected}, not {given}")]
    WinnerMismatch {
        /// 1-based set number.
        set: usize,
        /// 1, 2 or 0 as the games say.
        expected: u8,
        /// The value that was sent.
        given: i64,
    },
}

/// Checks a league score: `sets_played` is 1..=3 and matches the sets sent, every score is
/// filled, 0 to 7, and any claimed set winner agrees with the games.
pub fn check_league_score(
    sets_played: i64,
    sets: &[LeagueSetInput],
) -> Result<LeagueResult, LeagueScoreError> {
    if !LEAGUE_SETS.contains(&sets_played) {
        return Err(LeagueScoreError::SetsPlayed);
    }
    let expected = usize::try_from(sets_played).map_err(|_| LeagueScoreError::SetsPlayed)?;
    if sets.len() != expected {
        return Err(LeagueScoreError::SetCount {
            expected,
            found: sets.len(),
        });
    }
    let mut checked = Vec::with_capacity(sets.len());
    for (i, input) in sets.iter().enumerate() {
        let (Some(p1), Some(p2)) = (input.player1_score, input.player2_score) else {
            return Err(LeagueScoreError::MissingScores);
        };
        if p1 < 0 || p2 < 0 {
            return Err(LeagueScoreError::MissingScores);
        }
        if p1 > MAX_LEAGUE_GAMES || p2 > MAX_LEAGUE_GAMES {
            return Err(LeagueScoreError::TooManyGames { set: i + 1 });
        }
        // Both are within 0..=7 here, so the conversions cannot fail.
        let set = LeagueSet::new(p1 as u32, p2 as u32);
        if let Some(given) = input.winner
            && given != i64::from(set.winner)
        {
            return Err(LeagueScoreError::WinnerMismatch {
                set: i + 1,
                expected: set.winner,
                given,
            });
        }
        checked.push(set);
    }
    let won = |side: u8| checked.iter().filter(|s| s.winner == side).count() as u32;
    let (player1_sets_won, player2_sets_won) = (won(1), won(2));
    let winner = match player1_sets_won.cmp(&player2_sets_won) {
        std::cmp::Ordering::Greater => Some(Side::Player1),
        std::cmp::Ordering::Less => Some(Side::Player2),
        std::cmp::Ordering::Equal => None,
    };
    let mut result = LeagueResult {
        sets: checked,
        player1_sets_won,
        player2_sets_won,
        winner,
        score: String::new(),
    };
    result.score = result.score_from(Side::Player1);
    Ok(result)
}

/// Where a league match stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = LeagueMatchStatus)]
pub enum LeagueStatus {
    /// Created, not played yet.
    Pending,
    /// Played, with a score.
    Completed,
}

impl LeagueStatus {
    /// The stored key.
    pub fn as_str(self) -> &'static str {
        match self {
            LeagueStatus::Pending => "pending",
            LeagueStatus::Completed => "completed",
        }
    }

    /// Reads a key back; unknown keys are `None`.
    pub fn parse(key: &str) -> Option<LeagueStatus> {
        [LeagueStatus::Pending, LeagueStatus::Completed]
            .into_iter()
            .find(|s| s.as_str() == key)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(p1: i64, p2: i64, winner: Option<i64>) -> LeagueSetInput {
        LeagueSetInput {
            player1_score: Some(p1),
            player2_score: Some(p2),
            winner,
        }
    }

    #[test]
    fn results_and_points() {
        let table = [
            (
                vec![set(6, 4, Some(1)), set(6, 2, None)],
                2,
                0,
                Some(Side::Player1),
                "6-4, 6-2",
                [4, 0],
            ),
            (
                vec![set(3, 6, None), set(7, 5, Some(1)), set(2, 6, Some(2))],
                1,
                2,
                Some(Side::Player2),
                "3-6, 7-5, 2-6",
                [2, 4],
            ),
            (vec![set(5, 5, Some(0))], 0, 0, None, "5-5", [0, 0]),
            (
                vec![set(6, 4, None), set(4, 6, None)],
                1,
                1,
                None,
                "6-4, 4-6",
                [2, 2],
            ),
            (
                vec![set(0, 7, None), set(4, 4, None)],
                0,
                1,
                Some(Side::Player2),
                "0-7, 4-4",
                [0, 2],
            ),
        ];
        for (sets, p1, p2, winner, text, points) in table {
            let result = check_league_score(sets.len() as i64, &sets).unwrap();
            assert_eq!(
                (result.player1_sets_won, result.player2_sets_won),
                (p1, p2),
                "{text}"
            );
            assert_eq!(result.winner, winner, "{text}");
            assert_eq!(result.score, text);
            assert_eq!(
                [result.points(Side::Player1), result.points(Side::Player2)],
                points,
                "{text}"
            );
        }
    }

    #[test]
    fn set_winner_is_one_two_or_zero() {
        assert_eq!(LeagueSet::new(6, 4).winner, 1);
        assert_eq!(LeagueSet::new(4, 6).winner, 2);
        assert_eq!(LeagueSet::new(3, 3).winner, 0);
        assert_eq!(league_points(3), 6);
    }

    #[test]
    fn refusals() {
        let empty = LeagueSetInput {
            player1_score: None,
            player2_score: Some(3),
            winner: None,
        };
        let table = [
            (0, vec![], "Sets played must be 1, 2 or 3"),
            (4, vec![set(6, 4, None); 4], "Sets played must be 1, 2 or 3"),
            (2, vec![set(6, 4, None)], "Expected 2 set scores, found 1"),
            (1, vec![empty], "Please enter valid scores for all sets"),
            (
                1,
                vec![set(-1, 3, None)],
                "Please enter valid scores for all sets",
            ),
            (
                2,
                vec![set(6, 4, None), set(8, 6, None)],
                "Set 2: games must be between 0 and 7",
            ),
            (
                1,
                vec![set(6, 4, Some(2))],
                "Set 1: the winner should be 1, not 2",
            ),
            (
                1,
                vec![set(4, 4, Some(1))],
                "Set 1: the winner should be 0, not 1",
            ),
            (
                1,
                vec![set(4, 6, Some(7))],
                "Set 1: the winner should be 2, not 7",
            ),
        ];
        for (played, sets, message) in table {
            let error = check_league_score(played, &sets).unwrap_err();
            assert_eq!(error.to_string(), message);
        }
    }
}
