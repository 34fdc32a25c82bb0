//! What kind of tournament it is and where it stands: its format and status, and the player
//! counts each format allows.

use serde::Serialize;

use super::seeding::HYBRID_PLAYER_COUNTS;

/// A tournament's status as stored and sent over the API.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TournamentStatus {
    /// Being prepared; not shown to the public.
    Draft,
    /// Announced, not started.
    ComingSoon,
    /// Being played.
    Active,
    /// Finished.
    Completed,
}

impl TournamentStatus {
    /// The status key (`draft`, `coming_soon`, `active`, `completed`).
    pub fn as_str(self) -> &'static str {
        match self {
            TournamentStatus::Draft => "draft",
            TournamentStatus::ComingSoon => "coming_soon",
            TournamentStatus::Active => "active",
            TournamentStatus::Completed => "completed",
        }
    }

    /// Reads a status key back; unknown keys are `None`.
    pub fn parse(key: &str) -> Option<TournamentStatus> {
        [Self::Draft, Self::ComingSoon, Self::Active, Self::Completed]
            .into_iter()
            .find(|s| s.as_str() == key)
    }
}

/// How a tournament is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TournamentFormat {
    /// Groups of 4 playing round robin, then a knockout.
    Hybrid,
    /// A knockout draw from the first match.
    SingleElimination,
}

impl TournamentFormat {
    /// The format key (`hybrid`, `single_elimination`).
    pub fn as_str(self) -> &'static str {
        match self {
            TournamentFormat::Hybrid => "hybrid",
            TournamentFormat::SingleElimination => "single_elimination",
        }
    }

    /// Reads a format key back; unknown keys are `None`.
    pub fn parse(key: &str) -> Option<TournamentFormat> {
        [Self::Hybrid, Self::SingleElimination]
            .into_iter()
            .find(|f| f.as_str() == key)
    }

    /// The label on tournament cards.
    pub fn label(self) -> &'static str {
        match self {
            TournamentFormat::Hybrid => "Hybrid (Groups + KO)",
            TournamentFormat::SingleElimination => "Single Elimination",
        }
    }

    /// Whether this format can be played by `players` players: 8, 12, 16 or 20 for a hybrid,
    /// 2 to 64 for single elimination.
    pub fn allows_players(self, players: usize) -> bool {
        match self {
            TournamentFormat::Hybrid => HYBRID_PLAYER_COUNTS.contains(&players),
            TournamentFormat::SingleElimination => {
                super::elimination::ELIMINATION_PLAYERS.contains(&players)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_round_trip() {
        for status in [
            TournamentStatus::Draft,
            TournamentStatus::ComingSoon,
            TournamentStatus::Active,
            TournamentStatus::Completed,
        ] {
            assert_eq!(TournamentStatus::parse(status.as_str()), Some(status));
            assert_eq!(
                serde_json::to_string(&status).unwrap(),
                format!("\"{}\"", status.as_str())
            );
        }
        assert_eq!(TournamentStatus::parse("upcoming"), None);
        for format in [
            TournamentFormat::Hybrid,
            TournamentFormat::SingleElimination,
        ] {
            assert_eq!(TournamentFormat::parse(format.as_str()), Some(format));
        }
        assert_eq!(TournamentFormat::Hybrid.label(), "Hybrid (Groups + KO)");
        assert_eq!(
            TournamentFormat::SingleElimination.label(),
            "Single Elimination"
        );
    }

    #[test]
    fn player_counts() {
        let hybrid: Vec<usize> = (0..=70)
            .filter(|&n| TournamentFormat::Hybrid.allows_players(n))
            .collect();
        assert_eq!(hybrid, [8, 12, 16, 20]);
        let elimination: Vec<usize> = (0..=70)
            .filter(|&n| TournamentFormat::SingleElimination.allows_players(n))
            .collect();
        assert_eq!(elimination, (2..=64).collect::<Vec<_>>());
    }
}
