//! A league match as the API shows it: its players, date, score and sets, and where its
//! score stands with the players; and a disputer's own score, as the admin's queue shows it.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::club::league::LeagueRow;
use crate::domain::ids::{LeagueMatchId, PlayerId};
use crate::domain::league_score::{self, LeagueResult, LeagueSetInput, LeagueStatus};
use crate::http::confirmation::ResultConfirmation;

/// One set of a league score, as sent and shown.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[schema(as = SetScore)]
#[serde(rename_all = "camelCase")]
pub struct SetScoreBody {
    /// Player 1's games.
    #[schema(minimum = 0, maximum = 7)]
    pub player1_score: Option<i64>,
    /// Player 2's games.
    #[schema(minimum = 0, maximum = 7)]
    pub player2_score: Option<i64>,
    /// 1, 2, or 0 for a tied set.
    #[serde(default)]
    #[schema(minimum = 0, maximum = 2)]
    pub winner: Option<i64>,
}

/// A disputer's own league score, as the admin's queue shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeagueScoreVersion {
    /// Sets played.
    sets_played: i64,
    /// Each set's games, player 1 first.
    set_scores: Vec<SetScoreBody>,
}

impl From<crate::club::confirmations::LeagueVersion> for LeagueScoreVersion {
    fn from(v: crate::club::confirmations::LeagueVersion) -> Self {
        LeagueScoreVersion {
            sets_played: v.sets_played,
            set_scores: v
                .set_scores
                .iter()
                .map(|[one, two]| SetScoreBody {
                    player1_score: Some(i64::from(*one)),
                    player2_score: Some(i64::from(*two)),
                    winner: Some(match one.cmp(two) {
                        std::cmp::Ordering::Greater => 1,
                        std::cmp::Ordering::Less => 2,
                        std::cmp::Ordering::Equal => 0,
                    }),
                })
                .collect(),
        }
    }
}

/// A league match as the API shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeagueMatch {
    /// The match's id.
    id: LeagueMatchId,
    /// The challenger.
    player1_id: PlayerId,
    /// The one challenged.
    player2_id: PlayerId,
    /// Player 1's name.
    player1_name: String,
    /// Player 2's name.
    player2_name: String,
    /// `yyyy-mm-dd`.
    date: String,
    /// `HH:MM`, on the half hour from 08:00 to 21:00.
    time: Option<String>,
    /// The court, 1 to 14.
    cancha: Option<i64>,
    /// Pending or completed.
    status: LeagueStatus,
    /// The score from player 1's side, once played.
    score: Option<String>,
    /// The score from the winner's side, as lists print it; a draw keeps player 1's side.
    score_for_winner: Option<String>,
    /// How many sets were played, once played.
    sets_played: Option<usize>,
    /// Sets won by player 1.
    player1_sets_won: Option<i64>,
    /// Sets won by player 2.
    player2_sets_won: Option<i64>,
    /// The winner; null for a draw or a pending match.
    winner_id: Option<PlayerId>,
    /// Each set's games; empty while pending.
    set_scores: Vec<SetScoreBody>,
    /// Whether the players confirmed the score; null before any score
    /// (docs/rules.md#results-by-the-players). `reportedBy` is null for the admin and for the
    /// league password.
    confirmation: Option<ResultConfirmation>,
}

impl From<LeagueRow> for LeagueMatch {
    fn from(row: LeagueRow) -> Self {
        // A stored score was checked when it was recorded; reading it back through the same
        // rule gives its text and set winners.
        let result = (row.status == LeagueStatus::Completed)
            .then(|| stored_result(&row.set_scores))
            .flatten();
        LeagueMatch {
            id: row.id,
            player1_id: row.player1_id,
            player2_id: row.player2_id,
            player1_name: row.player1_name,
            player2_name: row.player2_name,
            date: row.date,
            time: row.time,
            cancha: row.cancha,
            status: row.status,
            score: result.as_ref().map(|r| r.score.clone()),
            score_for_winner: result.as_ref().map(LeagueResult::score_for_winner),
            sets_played: result.as_ref().map(|r| r.sets.len()),
            player1_sets_won: row.player1_sets_won,
            player2_sets_won: row.player2_sets_won,
            winner_id: row.winner_id,
            set_scores: result
                .map(|r| {
                    r.sets
                        .iter()
                        .map(|set| SetScoreBody {
                            player1_score: Some(i64::from(set.player1_score)),
                            player2_score: Some(i64::from(set.player2_score)),
                            winner: Some(i64::from(set.winner)),
                        })
                        .collect()
                })
                .unwrap_or_default(),
            confirmation: row.confirmation.map(ResultConfirmation::from),
        }
    }
}

fn stored_result(sets: &[[u32; 2]]) -> Option<LeagueResult> {
    let inputs: Vec<LeagueSetInput> = sets
        .iter()
        .map(|&[a, b]| LeagueSetInput {
            player1_score: Some(i64::from(a)),
            player2_score: Some(i64::from(b)),
            winner: None,
        })
        .collect();
    league_score::check_league_score(inputs.len() as i64, &inputs).ok()
}
