//! A doubles match as a player's page shows it (docs/rules.md#doubles): on their profile's
//! doubles record and in a head-to-head.

use serde::Serialize;
use utoipa::ToSchema;

use crate::domain::bracket::Side;
use crate::domain::ids::{PlayerId, TournamentId};

/// One of a player's doubles matches, from their side: a `RecentMatch` of a team.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DoublesMatchBody {
    /// `yyyy-mm-dd`: the club date its result was first recorded.
    pub date: String,
    /// The player's partner in it.
    pub partner_id: PlayerId,
    /// The partner's name.
    pub partner_name: String,
    /// The other team, its two players in the order entered.
    #[schema(value_type = Vec<i64>, min_items = 2, max_items = 2)]
    pub opponent_team: [PlayerId; 2],
    /// The other team's name, "Ana Mora / Luis Rojas".
    pub opponent_name: String,
    /// `won` or `lost`, for the player's team.
    pub result: crate::domain::record::MatchEnd,
    /// The sets from the player's side (their team's games first), without words.
    pub score: String,
    /// `walkover` or `retired` when the match ended that way, else null.
    pub outcome: Option<crate::domain::score::Outcome>,
    /// The tournament.
    pub tournament_id: TournamentId,
    /// Its name.
    pub tournament_name: String,
    /// The match's stage.
    pub stage: crate::domain::bracket::Stage,
}

impl DoublesMatchBody {
    /// Match `m` as `player` played it; none if they did not (or a side is unknown).
    pub fn of(m: crate::club::rankings::DoublesMatch, player: PlayerId) -> Option<Self> {
        let row = &m.row;
        let side = Side::from_number(i64::from(row.side_of(player)?))?;
        // The player's team, the other team and its name, by the player's side.
        let (own, other, other_name) = match side {
            Side::Player1 => (row.team1?, row.team2?, row.player2_name.clone()?),
            Side::Player2 => (row.team2?, row.team1?, row.player1_name.clone()?),
        };
        let partner_id = *own.iter().find(|p| **p != player)?;
        let tennis = row
            .score
            .as_deref()
            .and_then(|s| crate::domain::score::TennisScore::parse(s).ok());
        Some(DoublesMatchBody {
            date: m.date,
            partner_id,
            partner_name: m.partner_name,
            opponent_team: other,
            opponent_name: other_name,
            result: if row.won_by(player) == Some(true) {
                crate::domain::record::MatchEnd::Won
            } else {
                crate::domain::record::MatchEnd::Lost
            },
            score: tennis
                .as_ref()
                .map_or_else(String::new, |t| t.seen_by(side).sets_text()),
            outcome: tennis
                .as_ref()
                .and_then(crate::domain::score::TennisScore::outcome),
            tournament_id: row.tournament_id,
            tournament_name: m.tournament_name,
            stage: row.stage,
        })
    }
}
