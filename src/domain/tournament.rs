//! What kind of tournament it is and where it stands: its format and status, and the player
//! counts each format allows.

use serde::Serialize;
use utoipa::ToSchema;

use super::seeding::HYBRID_PLAYER_COUNTS;

/// A tournament's status as stored and sent over the API.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, ToSchema)]
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
    /// Every status, in the order a tournament moves through them.
    pub const ALL: [TournamentStatus; 4] = [
        TournamentStatus::Draft,
        TournamentStatus::ComingSoon,
        TournamentStatus::Active,
        TournamentStatus::Completed,
    ];

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
        Self::ALL.into_iter().find(|s| s.as_str() == key)
    }

    /// Whether results may be recorded: only once the tournament is being played (or is
    /// finished and a result is corrected). A draft is private work and a Coming Soon
    /// tournament has not started (docs/rules.md#tournament-lifecycle). These are also the
    /// tournaments whose results count anywhere in public: points, histories, the archive.
    pub fn takes_results(self) -> bool {
        matches!(self, TournamentStatus::Active | TournamentStatus::Completed)
    }

    /// Whether the public sees the tournament at all: a draft is the admin's alone.
    pub fn is_public(self) -> bool {
        self != TournamentStatus::Draft
    }
}

/// Where a tournament match stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum MatchStatus {
    /// A player is still unknown (a knockout match waiting for its feeders).
    Scheduled,
    /// Both players are known; not played yet.
    Pending,
    /// Played (or a bye).
    Completed,
}

impl MatchStatus {
    /// The status key (`scheduled`, `pending`, `completed`).
    pub fn as_str(self) -> &'static str {
        match self {
            MatchStatus::Scheduled => "scheduled",
            MatchStatus::Pending => "pending",
            MatchStatus::Completed => "completed",
        }
    }

    /// Reads a status key back; unknown keys are `None`.
    pub fn parse(key: &str) -> Option<MatchStatus> {
        [Self::Scheduled, Self::Pending, Self::Completed]
            .into_iter()
            .find(|s| s.as_str() == key)
    }
}

/// Who a tournament is played by (docs/rules.md#doubles): players, or teams of two.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Discipline {
    /// One player a side.
    #[default]
    Singles,
    /// A team of two a side.
    Doubles,
}

impl Discipline {
    /// The key (`singles`, `doubles`).
    pub fn as_str(self) -> &'static str {
        match self {
            Discipline::Singles => "singles",
            Discipline::Doubles => "doubles",
        }
    }

    /// Reads a key back; unknown keys are `None`.
    pub fn parse(key: &str) -> Option<Discipline> {
        [Self::Singles, Self::Doubles]
            .into_iter()
            .find(|d| d.as_str() == key)
    }
}

/// How a tournament is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = TournamentType)]
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

    /// How many weeks a tournament of `players` players runs. A hybrid plays its three group
    /// rounds in weeks 1-3 and the whole knockout in week 4. A single elimination plays one
    /// round a week, so a draw of more than 16 runs 5 weeks (up to 32) or 6 (up to 64).
    pub fn weeks(self, players: usize) -> u32 {
        match self {
            TournamentFormat::Hybrid => super::knockout::HYBRID_KNOCKOUT_WEEK,
            TournamentFormat::SingleElimination => {
                players.max(2).next_power_of_two().trailing_zeros()
            }
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
        for status in TournamentStatus::ALL {
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
    fn weeks_follow_the_format_and_the_draw_size() {
        for players in [8, 12, 16, 20] {
            assert_eq!(TournamentFormat::Hybrid.weeks(players), 4);
        }
        let elimination = |n| TournamentFormat::SingleElimination.weeks(n);
        assert_eq!(
            [2, 3, 4, 5, 8, 9, 16, 17, 32, 33, 64].map(elimination),
            [1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]
        );
    }

    #[test]
    fn only_active_and_completed_tournaments_take_results() {
        use TournamentStatus::*;
        let taking: Vec<_> = TournamentStatus::ALL
            .into_iter()
            .filter(|s| s.takes_results())
            .collect();
        assert_eq!(taking, [Active, Completed]);
        assert!(!Draft.is_public());
        assert!(ComingSoon.is_public());
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
