//! How the answers that `db` and `domain` build themselves look on the wire, and the words
//! that string fields take, for the OpenAPI document.
//!
//! `domain` stays free of HTTP concerns and `db` serializes its own rows, so their types
//! cannot describe themselves; these mirrors do, and are never built. `tests/openapi.rs`
//! checks real answers against them, so a field added on one side and not the other fails.

use serde::Serialize;
use utoipa::ToSchema;

/// A tournament's status.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum TournamentStatus {
    /// Being prepared; only the admin sees it.
    Draft,
    /// Announced.
    ComingSoon,
    /// Being played.
    Active,
    /// Over.
    Completed,
}

/// A tournament's format.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum TournamentType {
    /// Groups of 4, then a knockout.
    Hybrid,
    /// A knockout draw from the first round.
    SingleElimination,
}

/// A stage of a tournament, in playing order.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// The group round robin.
    Group,
    /// 20-player hybrids: 7v10 and 8v9 before the quarterfinals.
    RoundOfQualification,
    /// Round of 64.
    #[serde(rename = "round_of_64")]
    RoundOf64,
    /// Round of 32.
    #[serde(rename = "round_of_32")]
    RoundOf32,
    /// Round of 16.
    #[serde(rename = "round_of_16")]
    RoundOf16,
    /// Quarterfinal.
    Quarterfinal,
    /// Semifinal.
    Semifinal,
    /// Final.
    Final,
}

// Mirrors `domain::bracket::SlotLabel`.
/// Where an unknown player of a knockout match comes from: a kind with its numbers, which
/// the UI says in the visitor's language.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum SlotLabel {
    /// The player who finishes `place` in group `group` ("1st Group A").
    GroupPlace {
        /// The group's letter: `A`, `B`, ...
        group: String,
        /// 1-based place in the group's final table.
        place: u32,
    },
    /// The `seed`-th best group qualifier ranked across groups ("Seed 3").
    Seed {
        /// 1-based rank among the qualifiers.
        seed: u32,
    },
    /// Whoever stands on a line of a single-elimination draw ("Line 5").
    DrawLine {
        /// 1-based draw line.
        line: u32,
    },
    /// The winner of another knockout match ("Winner QF1").
    WinnerOf {
        /// The feeding match's stage.
        stage: Stage,
        /// Its place in that stage, 1 at the top of the draw.
        number: u32,
    },
    /// Nobody: the other side advances without playing.
    Bye,
}

// Mirrors `domain::score::Outcome`.
/// How a match ended when it was not played out; the UI writes it as "W/O" or "Ret.".
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// The opponent did not play.
    Walkover,
    /// A player stopped during the match.
    Retired,
}

// Mirrors `domain::points::Finish`.
/// How a tournament finish is named in a points breakdown.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Finish {
    /// Won the final.
    Champion,
    /// Lost the final.
    Finalist,
    /// Lost a semifinal.
    Semifinalist,
    /// Lost a quarterfinal (single elimination).
    Quarterfinalist,
    /// Lost in the round of 16 (single elimination).
    #[serde(rename = "round_of_16")]
    RoundOf16,
    /// Lost before the round of 16 (single elimination).
    FirstRounds,
    /// Left the groups and lost before the semifinals (hybrid).
    Qualified,
    /// Played the groups only (hybrid).
    Participation,
}

/// Where a tournament match stands.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum MatchStatus {
    /// A player is still unknown (TBD).
    Scheduled,
    /// Both players known, not played.
    Pending,
    /// Played, or a bye.
    Completed,
}

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

// Mirrors `domain::progress::StageState`.
/// Where a line of the progress list stands.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum StageState {
    /// Done.
    Complete,
    /// In progress.
    Active,
    /// Not started.
    Pending,
}

// Mirrors `domain::standings::Criterion`.
/// A step of the tiebreak hierarchy.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum Criterion {
    /// Points, 3 a win.
    Points,
    /// Sets won out of sets played.
    SetPct,
    /// Games won out of games played.
    GamePct,
    /// Matches won.
    Wins,
    /// Name, alphabetically.
    Name,
}

// Mirrors `domain::progress::Progress`.
/// The progress modal: how far each stage has come.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Progress {
    /// The average of the stage percentages, 0 to 100.
    pub overall: f64,
    /// The stages in playing order.
    pub stages: Vec<ProgressStage>,
}

// Mirrors `domain::progress::ProgressStage`.
/// One line of the progress list.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgressStage {
    /// `setup`, or a stage key (`group`, `quarterfinal`, ...); the UI names the line.
    pub key: String,
    /// 0 to 100.
    pub percent: f64,
    /// Complete, active or pending.
    pub state: StageState,
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
    pub decided_by: Option<Criterion>,
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
