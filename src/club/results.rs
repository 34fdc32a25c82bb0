//! Recording and correcting a tournament result (docs/rules.md#scores): the score is
//! checked against the rules of tennis, then the bracket is brought up to date in the same
//! transaction.

use super::schedule::{self, Totals};
use super::{Change, ChangeKind, Club, Error, Result};
use crate::db::matches::MatchRow;
use crate::domain::ids::{MatchId, PlayerId};
use crate::domain::score::TennisScore;

/// A result as the admin sent it.
#[derive(Debug, Clone, Default)]
pub struct ResultRequest {
    /// The winner: one of the match's players.
    pub winner_id: Option<PlayerId>,
    /// The score from player 1's side, such as `6-4, 3-6, 7-6(5)`.
    pub score: Option<String>,
    /// Sets won by player 1 and player 2, when typed over the computed ones.
    pub sets: [Option<i64>; 2],
    /// Games won by player 1 and player 2, when typed over the computed ones.
    pub games: [Option<i64>; 2],
}

/// The most sets a player can win in a match (best of five, with room to spare).
pub const MAX_SETS: i64 = 5;
/// The most games a player can win in a match: five long advantage sets.
pub const MAX_GAMES: i64 = 100;

impl Club {
    /// Records the result of match `id` or, with `may_replace`, changes it.
    pub async fn record_result(
        &self,
        id: MatchId,
        request: ResultRequest,
        may_replace: bool,
    ) -> Result<MatchRow> {
        let Some(winner_id) = request.winner_id else {
            return Err(Error::invalid(
                "winnerId",
                "winner_required",
                "Choose the winner",
            ));
        };
        let text = request.score.as_deref().map(str::trim).unwrap_or_default();
        if text.is_empty() {
            return Err(Error::invalid(
                "score",
                "score_required",
                "Enter the score, such as 6-4, 6-2",
            ));
        }
        let score = TennisScore::parse(text).map_err(|e| Error::score_invalid("score", &e))?;
        let typed = [
            ("player1Sets", request.sets[0]),
            ("player2Sets", request.sets[1]),
            ("player1Games", request.games[0]),
            ("player2Games", request.games[1]),
        ];
        for (index, (field, value)) in typed.into_iter().enumerate() {
            if value.is_some_and(|v| v < 0) {
                return Err(Error::invalid(
                    field,
                    "totals_negative",
                    "Sets and games cannot be negative",
                ));
            }
            let (most, what) = if index < 2 {
                (MAX_SETS, "sets")
            } else {
                (MAX_GAMES, "games")
            };
            if value.is_some_and(|v| v > most) {
                return Err(Error::invalid(
                    field,
                    "totals_too_large",
                    format!("A match has at most {most} {what} per player"),
                ));
            }
        }
        let overrides = Totals {
            sets: request.sets,
            games: request.games,
        };
        let now = self.clock().now().timestamp();
        self.apply(move |tx| {
            let row =
                schedule::record_result(tx, id, winner_id, &score, overrides, may_replace, now)?;
            let change = Change::new(ChangeKind::MatchResult)
                .tournament(row.tournament_id)
                .in_match(row.id)
                .players(row.player1_id.into_iter().chain(row.player2_id));
            Ok((row, change))
        })
        .await
    }
}
