//! Who may play (the club's rules, Art. 2 and 3; docs/rules.md#level-and-fee): each season's
//! yearly fee, whether a player has paid it, what a season collected and is still owed, and the
//! warnings the admin sees when putting a player in a draw. A warning never refuses: the
//! administration decides (Art. 4).

use serde::Serialize;
use utoipa::ToSchema;

use super::player::Level;

/// The yearly fee, whole colones.
pub const FEE: i64 = 10_000;
/// The club's first season under its rules, whose fee was half.
pub const FIRST_SEASON: i32 = 2025;
/// The fee of [`FIRST_SEASON`].
pub const FIRST_SEASON_FEE: i64 = 5_000;
/// The largest fee or payment the club records: far beyond any, small enough that a season's
/// totals can never overflow.
pub const MAX_AMOUNT: i64 = 1_000_000;

/// A season's fee under the rules, until the admin sets another.
pub fn rules_fee(season: i32) -> i64 {
    if season == FIRST_SEASON {
        FIRST_SEASON_FEE
    } else {
        FEE
    }
}

/// Where a player stands with a season's fee.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum FeeStatus {
    /// Paid the fee (or more); nothing owed.
    Paid,
    /// Paid part of it.
    Partial,
    /// Paid nothing, and a fee is due.
    Unpaid,
}

/// Where a player who paid `paid` (nothing recorded: `None`) stands with a fee of `fee`.
pub fn status(fee: i64, paid: Option<i64>) -> FeeStatus {
    match paid {
        Some(amount) if amount >= fee => FeeStatus::Paid,
        None if fee <= 0 => FeeStatus::Paid,
        Some(_) => FeeStatus::Partial,
        None => FeeStatus::Unpaid,
    }
}

/// What a player who paid `paid` still owes of a fee of `fee`.
pub fn owed(fee: i64, paid: Option<i64>) -> i64 {
    (fee - paid.unwrap_or(0)).max(0)
}

/// A season's money: what was collected and what is still owed, and by how many.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct FeeTotals {
    /// Every payment added up.
    pub collected: i64,
    /// Every player's unpaid part added up.
    pub owed: i64,
    /// How many players owe nothing.
    pub paid: usize,
    /// How many players the season lists.
    pub players: usize,
}

/// The totals of a season whose fee is `fee`, over each listed player's payment.
pub fn totals(fee: i64, payments: impl IntoIterator<Item = Option<i64>>) -> FeeTotals {
    payments
        .into_iter()
        .fold(FeeTotals::default(), |mut totals, paid| {
            totals.collected += paid.unwrap_or(0);
            totals.owed += owed(fee, paid);
            totals.paid += usize::from(status(fee, paid) == FeeStatus::Paid);
            totals.players += 1;
            totals
        })
}

/// Why the admin is warned about a player put in a draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum WarningCode {
    /// The administration has not confirmed the player's level (Art. 2).
    LevelUnconfirmed,
    /// The player has not paid the whole fee of the tournament's season (Art. 3).
    FeeUnpaid,
}

/// A player about to be put in a draw, as the warnings see them: `who` names them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Candidate<T> {
    /// The player, as the caller names them.
    pub who: T,
    /// Their confirmed level, if any.
    pub level: Option<Level>,
    /// What they paid of the season's fee, if anything.
    pub paid: Option<i64>,
}

/// The warnings about `candidates` in a season whose fee is `fee`: one per reason that
/// applies to anyone, naming everyone it applies to in the order given; the level first.
pub fn warnings<T: Clone>(candidates: &[Candidate<T>], fee: i64) -> Vec<(WarningCode, Vec<T>)> {
    let unconfirmed: Vec<T> = candidates
        .iter()
        .filter(|c| c.level.is_none())
        .map(|c| c.who.clone())
        .collect();
    let unpaid: Vec<T> = candidates
        .iter()
        .filter(|c| status(fee, c.paid) != FeeStatus::Paid)
        .map(|c| c.who.clone())
        .collect();
    [
        (WarningCode::LevelUnconfirmed, unconfirmed),
        (WarningCode::FeeUnpaid, unpaid),
    ]
    .into_iter()
    .filter(|(_, players)| !players.is_empty())
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fee_is_ten_thousand_but_half_in_2025() {
        for (season, fee) in [
            (2024, 10_000),
            (2025, 5_000),
            (2026, 10_000),
            (2030, 10_000),
        ] {
            assert_eq!(rules_fee(season), fee, "{season}");
        }
    }

    #[test]
    fn a_payment_settles_the_fee_only_when_whole() {
        use FeeStatus::*;
        for (fee, paid, expected, still_owed) in [
            (10_000, None, Unpaid, 10_000),
            (10_000, Some(10_000), Paid, 0),
            (10_000, Some(12_000), Paid, 0),
            (10_000, Some(4_000), Partial, 6_000),
            (5_000, Some(5_000), Paid, 0),
            (0, None, Paid, 0),
            (0, Some(1_000), Paid, 0),
        ] {
            assert_eq!(status(fee, paid), expected, "{fee} {paid:?}");
            assert_eq!(owed(fee, paid), still_owed, "{fee} {paid:?}");
        }
    }

    #[test]
    fn a_season_adds_up_what_came_in_and_what_is_owed() {
        assert_eq!(
            totals(
                10_000,
                [Some(10_000), None, Some(4_000), Some(12_000), None]
            ),
            FeeTotals {
                collected: 26_000,
                owed: 26_000,
                paid: 2,
                players: 5
            }
        );
        assert_eq!(totals(5_000, []), FeeTotals::default());
    }

    #[test]
    fn warnings_name_each_player_under_each_reason() {
        let candidate = |who: &'static str, level, paid| Candidate { who, level, paid };
        let draw = [
            candidate("Ana", Some(Level::B), Some(10_000)),
            candidate("Luis", None, Some(10_000)),
            candidate("Eva", Some(Level::CPlus), Some(5_000)),
            candidate("Rosa", None, None),
        ];
        assert_eq!(
            warnings(&draw, 10_000),
            [
                (WarningCode::LevelUnconfirmed, vec!["Luis", "Rosa"]),
                (WarningCode::FeeUnpaid, vec!["Eva", "Rosa"]),
            ]
        );
        // In 2025 half the fee was the whole fee.
        assert_eq!(
            warnings(&draw, rules_fee(2025)),
            [
                (WarningCode::LevelUnconfirmed, vec!["Luis", "Rosa"]),
                (WarningCode::FeeUnpaid, vec!["Rosa"]),
            ]
        );
        assert!(warnings(&draw[..1], 10_000).is_empty());
        assert!(warnings::<&str>(&[], 10_000).is_empty());
    }
}
