//! The ids of the club's records, one type each, so that a league match's id cannot be
//! passed where a tournament match's is wanted. On the wire and in the store each is the
//! database's integer id (`#[serde(transparent)]`; `db::ids` reads and writes them).

use std::fmt;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

macro_rules! id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, ToSchema,
        )]
        #[serde(transparent)]
        #[schema(value_type = i64)]
        pub struct $name(pub i64);

        /// The unit tests name records by number: `assert_eq!(player, 3)`.
        #[cfg(test)]
        impl PartialEq<i64> for $name {
            fn eq(&self, other: &i64) -> bool {
                self.0 == *other
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }
    };
}

id! {
    /// A tournament's id.
    TournamentId
}

id! {
    /// A player's id.
    PlayerId
}

id! {
    /// A tournament match's id.
    MatchId
}

id! {
    /// A league match's id.
    LeagueMatchId
}

id! {
    /// A doubles team's id: the entrant of a doubles tournament (docs/rules.md#doubles).
    TeamId
}

/// The unit tests name players by number.
#[cfg(test)]
pub mod numbered {
    use super::PlayerId;

    /// Players 1, 2, ... as ids.
    pub fn players(numbers: impl IntoIterator<Item = i64>) -> Vec<PlayerId> {
        numbers.into_iter().map(PlayerId).collect()
    }

    /// The numbers of some players, each perhaps unknown.
    pub fn numbers(players: &[Option<PlayerId>]) -> Vec<Option<i64>> {
        players.iter().map(|p| p.map(|p| p.0)).collect()
    }
}
