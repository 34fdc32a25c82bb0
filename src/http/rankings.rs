//! The overall ranking and the player profile that explains each total (docs/rules.md#ranking, #points).

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::AppState;
use super::auth::Viewer;
use super::error::ErrorBody;
use super::extract::{Json, Path};
use super::players::{Player, avatar_url, timestamp};
use super::shapes::{MatchKind, MatchOutcome, Stage};
use crate::club::Result;
use crate::db::players::RecentMatch;
use crate::db::ranking::{Adjustment, Breakdown, TournamentPoints};

/// How many matches a profile lists.
pub use crate::club::rankings::RECENT_MATCHES;

/// The rankings routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(rankings))
        .routes(routes!(profile))
}

/// One line of the rankings table.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RankingEntry {
    /// The player's id.
    pub id: i64,
    /// 1-based; equal totals share a rank.
    pub rank: u32,
    /// Display name.
    pub name: String,
    /// Avatar URL or null.
    pub avatar: Option<String>,
    /// The ranking total.
    pub total_points: i64,
}

/// The ranking: approved players by total points, then name; equal totals share a rank.
#[utoipa::path(
    get,
    path = "/api/rankings",
    operation_id = "rankings",
    tag = "rankings",
    security(()),
    responses((status = 200, description = "The same for everyone", body = Vec<RankingEntry>))
)]
async fn rankings(State(state): State<AppState>) -> Result<Json<Vec<RankingEntry>>> {
    let ranked = state.club.ranking().await?;
    Ok(Json(
        ranked
            .into_iter()
            .map(|p| RankingEntry {
                avatar: avatar_url(p.id, p.avatar_hash.as_deref()),
                id: p.id,
                rank: p.rank,
                name: p.name,
                total_points: p.total_points,
            })
            .collect(),
    ))
}

/// A player's card: their numbers, where their points come from, and their last matches.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Profile {
    /// The player, with personal data for the admin only.
    pub player: Player,
    /// Ranking position; null for a pending player, who is not ranked.
    pub rank: Option<u32>,
    /// Matches won out of played, as a whole percent; 0 without matches.
    pub win_rate: i64,
    /// Where the total comes from.
    pub breakdown: BreakdownBody,
    /// The last matches, newest first.
    pub recent_matches: Vec<RecentMatchBody>,
}

/// The parts of a total.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = PointsBreakdown)]
#[serde(rename_all = "camelCase")]
pub struct BreakdownBody {
    /// The sum of the parts.
    pub total: i64,
    /// Points per tournament, newest first.
    pub tournaments: Vec<TournamentPointsBody>,
    /// League points.
    pub league: i64,
    /// Subtracted for walkovers given.
    pub walkover_penalty: i64,
    /// The admin's adjustments, oldest first.
    pub adjustments: Vec<AdjustmentBody>,
}

/// What one tournament brought.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = TournamentPoints)]
#[serde(rename_all = "camelCase")]
pub struct TournamentPointsBody {
    /// The tournament's id.
    pub tournament_id: i64,
    /// Its name.
    pub tournament_name: String,
    /// The furthest stage key reached (`group`, ..., `final`).
    #[schema(value_type = Stage)]
    pub stage: &'static str,
    /// How the finish is named: Participation, Qualified, ..., Champion.
    pub label: String,
    /// The points.
    pub points: i64,
}

/// One manual adjustment.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = PointAdjustment)]
#[serde(rename_all = "camelCase")]
pub struct AdjustmentBody {
    /// Positive or negative.
    pub amount: i64,
    /// Why, if said.
    pub reason: Option<String>,
    /// When (RFC 3339).
    pub created_at: String,
}

/// One recent match.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = RecentMatch)]
#[serde(rename_all = "camelCase")]
pub struct RecentMatchBody {
    /// `tournament` or `league`.
    #[schema(value_type = MatchKind)]
    pub kind: &'static str,
    /// `yyyy-mm-dd`.
    pub date: String,
    /// The other player.
    pub opponent_id: i64,
    /// The other player's name.
    pub opponent_name: String,
    /// How it ended for this player.
    #[schema(value_type = MatchOutcome)]
    pub result: &'static str,
    /// The score, from player 1's side.
    pub score: String,
    /// `Tournament name · SF`, or `League`.
    pub context: String,
}

impl From<Breakdown> for BreakdownBody {
    fn from(b: Breakdown) -> Self {
        BreakdownBody {
            total: b.total,
            tournaments: b
                .tournaments
                .into_iter()
                .map(|t: TournamentPoints| TournamentPointsBody {
                    tournament_id: t.tournament_id,
                    tournament_name: t.tournament_name,
                    stage: t.stage.as_str(),
                    label: t.label,
                    points: t.points,
                })
                .collect(),
            league: b.league,
            walkover_penalty: b.walkover_penalty,
            adjustments: b
                .adjustments
                .into_iter()
                .map(|a: Adjustment| AdjustmentBody {
                    amount: a.amount,
                    reason: a.reason,
                    created_at: timestamp(a.created_at),
                })
                .collect(),
        }
    }
}

impl From<RecentMatch> for RecentMatchBody {
    fn from(m: RecentMatch) -> Self {
        RecentMatchBody {
            kind: m.kind,
            date: m.date,
            opponent_id: m.opponent_id,
            opponent_name: m.opponent_name,
            result: m.result,
            score: m.score,
            context: m.context,
        }
    }
}

/// Won out of played as a whole percent, halves rounded up; 0 without matches.
pub fn win_rate(won: i64, played: i64) -> i64 {
    if played <= 0 {
        return 0;
    }
    (200 * won + played) / (2 * played)
}

/// A player's profile: rank, win rate, where the points come from, recent matches.
#[utoipa::path(
    get,
    path = "/api/players/{id}/profile",
    operation_id = "player_profile",
    tag = "rankings",
    security((), ("admin_session" = [])),
    params(("id" = i64, Path, description = "The player")),
    responses(
        (status = 200, description = "The profile; personal data for the admin only", body = Profile),
        (status = 404, description = "No such player (pending ones are the admin's)", body = ErrorBody),
    )
)]
async fn profile(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<i64>,
) -> Result<Json<Profile>> {
    let found = state.club.profile(id, viewer.audience()).await?;
    let player = Player::new(found.player.record, &found.player.stats, viewer.is_admin);
    let profile = Profile {
        rank: found.rank,
        win_rate: win_rate(player.matches_won, player.matches_played),
        player,
        breakdown: found.breakdown.into(),
        recent_matches: found
            .recent
            .into_iter()
            .map(RecentMatchBody::from)
            .collect(),
    };
    Ok(Json(profile))
}

#[cfg(test)]
mod tests {
    use super::win_rate;

    #[test]
    fn win_rate_is_a_whole_percent() {
        for (won, played, rate) in [
            (0, 0, 0),
            (2, 3, 67),
            (1, 3, 33),
            (1, 8, 13),
            (3, 3, 100),
            (0, 5, 0),
        ] {
            assert_eq!(win_rate(won, played), rate, "{won}/{played}");
        }
    }
}
