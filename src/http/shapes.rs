//! The words that string fields take, and how the answers that `db` builds itself look on
//! the wire, for the OpenAPI document.
//!
//! The domain's own types (stages, statuses, formats, slot labels, outcomes, finishes, the
//! progress modal, tiebreak criteria) describe themselves: they derive `ToSchema` beside
//! `Serialize`. What is left here are the words of fields stored as text, and mirrors of
//! `db` rows, which are never built. `tests/it/openapi.rs` checks real answers against them, so a field added on
//! one side and not the other fails.

use serde::Serialize;
use utoipa::ToSchema;

/// Where a recent match of a profile was played.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum MatchKind {
    /// In a tournament.
    Tournament,
    /// In the challenge league.
    League,
}

/// How a recent match ended for the player: a league match whose sets were shared is drawn.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum MatchOutcome {
    /// The player won.
    Won,
    /// The player lost.
    Lost,
    /// Neither won.
    Drawn,
}

/// Where a league match stands.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum LeagueMatchStatus {
    /// Not played yet.
    Pending,
    /// Has a score.
    Completed,
}

/// A player's status.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PlayerStatus {
    /// Registered through an invitation; only the admin sees them.
    Pending,
    /// A member of the club.
    Approved,
}

/// The hand a player plays with.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum BestHand {
    /// Right-handed.
    Right,
    /// Left-handed.
    Left,
}

// Mirrors `db::schedule::GroupSummary`.
/// A group of a hybrid and how far it has come.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Group {
    /// The group's id.
    pub id: i64,
    /// The group's letter: `A`, `B`, ... (the UI says "Group A").
    pub letter: String,
    /// Every group match is played: the table is final.
    pub is_final: bool,
    /// Group matches played.
    pub matches_played: u32,
    /// Group matches in all.
    pub matches_total: u32,
}

// Mirrors `db::schedule::GroupPlayer`.
/// A player's line in a group table, in standings order.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GroupPlayer {
    /// The player.
    pub player_id: i64,
    /// The group.
    pub group_id: i64,
    /// Display name.
    pub name: String,
    /// Avatar URL or null.
    pub avatar: Option<String>,
    /// 1-based place in the table.
    pub position: u32,
    /// Top 2 of a final table.
    pub qualified: bool,
    /// 3 a win.
    pub points: u32,
    /// Matches won.
    pub wins: u32,
    /// Matches lost.
    pub losses: u32,
    /// Matches played.
    pub matches: u32,
    /// Sets won.
    pub sets_won: u32,
    /// Sets lost.
    pub sets_lost: u32,
    /// Games won.
    pub games_won: u32,
    /// Games lost.
    pub games_lost: u32,
    /// Sets won out of played, percent.
    pub set_win_pct: f64,
    /// Games won out of played, percent.
    pub game_win_pct: f64,
    /// The criterion that put this player ahead of the next; null for the last.
    pub decided_by: Option<crate::domain::standings::Criterion>,
    /// The players level on points with this one (including them).
    pub tied_with: Vec<i64>,
}

// Mirrors `db::schedule::TournamentPlayer`.
/// A tournament's entrant.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TournamentPlayer {
    /// The player's id (same as `playerId`).
    pub id: i64,
    /// The player's id.
    pub player_id: i64,
    /// Display name.
    pub name: String,
    /// Avatar URL or null.
    pub avatar: Option<String>,
    /// The seed, 1 = best.
    pub seed: i64,
    /// Whether the seed is shown (seeds up to 10).
    pub seed_shown: bool,
    /// The group, in a hybrid.
    pub group_id: Option<i64>,
    /// The player's ranking total.
    pub points: i64,
    /// Points earned in this tournament.
    pub tournament_points: i64,
    /// Admin only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
}

/// A JPEG picture.
#[derive(Debug, ToSchema)]
#[schema(value_type = String, format = Binary)]
pub struct Jpeg(pub Vec<u8>);
