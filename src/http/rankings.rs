//! The overall ranking and the player profile that explains each total (docs/rules.md#ranking, #points).

use axum::extract::State;
use axum::response::Response;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::AppState;
use super::auth::Viewer;
use super::doubles_match::DoublesMatchBody;
use super::error::ErrorBody;
use super::extract::{Json, Path, Query};
use super::players::Player;
use super::players::history::RecentMatchBody;
use super::season::{SeasonParam, with_season};
use super::timestamps::timestamp;
use crate::club::Result;
use crate::club::avatars::avatar_url;
use crate::club::rankings::{Adjustment, Breakdown, RankedPlayer, TournamentPoints};
use crate::club::seasons::{Archive, LeagueLeader, SeasonChampion, SeasonSummary};
use crate::domain::ids::{PlayerId, TournamentId};
use crate::domain::season::Season;
use crate::domain::tournament::Discipline;

/// How many matches a profile lists.
pub use crate::club::rankings::RECENT_MATCHES;

/// The rankings routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(rankings))
        .routes(routes!(profile))
        .routes(routes!(seasons))
}

/// One line of the rankings table.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RankingEntry {
    /// The player's id.
    pub id: PlayerId,
    /// 1-based; equal totals share a rank.
    pub rank: u32,
    /// Display name.
    pub name: String,
    /// Avatar URL or null.
    pub avatar: Option<String>,
    /// The ranking total in the season.
    pub total_points: i64,
    /// The season counted: a year such as `2025`, or `all`.
    #[schema(example = "2026")]
    pub season: String,
}

impl RankingEntry {
    /// `season` as the wire names it (`Season`'s text, made once for the whole list).
    fn new(p: RankedPlayer, season: &str) -> Self {
        RankingEntry {
            avatar: avatar_url(p.id, p.avatar_hash.as_deref()),
            id: p.id,
            rank: p.rank,
            name: p.name,
            total_points: p.total_points,
            season: season.to_owned(),
        }
    }
}

/// Which ranking, and of which season.
#[derive(Debug, Default, serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RankingParams {
    /// A year (`2025`, from 2000 to the current one) or `all` for all time; the current
    /// season (club time, UTC-6) when left out.
    #[param(example = "2025", pattern = "^([0-9]{4}|all)$")]
    pub season: Option<String>,
    /// `singles` (the general ranking, when left out) or `doubles` (docs/rules.md#doubles).
    #[param(example = "doubles", pattern = "^(singles|doubles)$")]
    pub discipline: Option<String>,
}

/// The ranking of a season (the current one unless `season` names another, or `all`):
/// approved players by total points, then name; equal totals share a rank. A past season
/// lists the players approved by its end. With `discipline=doubles`, the doubles ranking:
/// the players with doubles results in the season, by their doubles points.
#[utoipa::path(
    get,
    path = "/api/rankings",
    operation_id = "rankings",
    tag = "rankings",
    security(()),
    params(RankingParams),
    responses(
        (status = 200, description = "The same for everyone", body = Vec<RankingEntry>,
            headers(("x-season" = String, description = "The season counted: a year or `all`"))),
        (status = 422, description = "`season` is neither a year up to the current one nor `all` (`season_invalid`); `discipline` is neither `singles` nor `doubles` (`discipline_unknown`)", body = ErrorBody),
    )
)]
async fn rankings(
    State(state): State<AppState>,
    Query(param): Query<RankingParams>,
) -> Result<Response> {
    let season = state.club.season(param.season.as_deref(), "season")?;
    let discipline = match param.discipline.as_deref() {
        None => Discipline::Singles,
        Some(text) => Discipline::parse(text).ok_or_else(|| {
            crate::club::Error::invalid(
                "discipline",
                "discipline_unknown",
                "The discipline is singles or doubles",
            )
        })?,
    };
    let ranked = match discipline {
        Discipline::Singles => state.club.ranking(season).await?,
        Discipline::Doubles => state.club.doubles_ranking(season).await?,
    };
    let season_text = season.to_string();
    let entries: Vec<RankingEntry> = ranked
        .into_iter()
        .map(|p| RankingEntry::new(p, &season_text))
        .collect();
    Ok(with_season(season, Json(entries)))
}

/// A tournament's champion, in the season archive.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SeasonChampionBody {
    /// The tournament.
    pub tournament_id: TournamentId,
    /// Its name.
    pub tournament_name: String,
    /// Its start date, `yyyy-mm-dd`.
    pub start_date: String,
    /// Whether it was the season's year-end finals.
    pub finals: bool,
    /// The champion; null for a doubles tournament's.
    pub champion_id: Option<PlayerId>,
    /// The champion's name (a doubles team's, "Ana Mora / Luis Rojas").
    pub champion_name: String,
    /// A doubles tournament's champion team, its two players in the order entered; absent
    /// in singles (docs/rules.md#doubles).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Vec<i64>>, min_items = 2, max_items = 2)]
    pub champion_team: Option<[PlayerId; 2]>,
}

impl From<SeasonChampion> for SeasonChampionBody {
    fn from(c: SeasonChampion) -> Self {
        SeasonChampionBody {
            tournament_id: c.tournament_id,
            tournament_name: c.tournament_name,
            start_date: c.start_date,
            finals: c.finals,
            champion_id: c.champion_id,
            champion_name: c.champion_name,
            champion_team: c.champion_team,
        }
    }
}

/// The player with the most league sets won in a season.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeagueLeaderBody {
    /// The player.
    pub player_id: PlayerId,
    /// Their name.
    pub name: String,
    /// Sets won in the season's completed league matches.
    pub sets_won: i64,
}

impl From<LeagueLeader> for LeagueLeaderBody {
    fn from(l: LeagueLeader) -> Self {
        LeagueLeaderBody {
            player_id: l.player_id,
            name: l.name,
            sets_won: l.sets_won,
        }
    }
}

/// One past season in the archive.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SeasonSummaryBody {
    /// The year, as `?season=` names it.
    #[schema(example = "2025")]
    pub season: String,
    /// The first ten of its final ranking.
    pub top: Vec<RankingEntry>,
    /// The first ten of its final doubles ranking (docs/rules.md#doubles), beside `top`;
    /// absent in a season without doubles.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub doubles_top: Vec<RankingEntry>,
    /// The champion of each of its tournaments, by start date.
    pub champions: Vec<SeasonChampionBody>,
    /// The champion of its year-end finals; null if none was played.
    pub finals_champion: Option<SeasonChampionBody>,
    /// Who won the most league sets; null without league sets.
    pub league_most_sets: Option<LeagueLeaderBody>,
}

impl From<SeasonSummary> for SeasonSummaryBody {
    fn from(s: SeasonSummary) -> Self {
        let season = Season::Year(s.season).to_string();
        SeasonSummaryBody {
            top: s
                .top
                .into_iter()
                .map(|p| RankingEntry::new(p, &season))
                .collect(),
            doubles_top: s
                .doubles_top
                .into_iter()
                .map(|p| RankingEntry::new(p, &season))
                .collect(),
            season,
            champions: s.champions.into_iter().map(Into::into).collect(),
            finals_champion: s.finals_champion.map(Into::into),
            league_most_sets: s.league_most_sets.map(Into::into),
        }
    }
}

/// The seasons: which one is under way, and every past one with a result.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Seasons {
    /// The season under way (club time).
    #[schema(example = "2026")]
    pub current: String,
    /// Past seasons with any result, newest first.
    pub seasons: Vec<SeasonSummaryBody>,
}

impl From<Archive> for Seasons {
    fn from(a: Archive) -> Self {
        Seasons {
            current: Season::Year(a.current).to_string(),
            seasons: a.seasons.into_iter().map(Into::into).collect(),
        }
    }
}

/// The season archive: each past season's top 10, its champions, its year-end finals'
/// champion and the league's most sets won.
#[utoipa::path(
    get,
    path = "/api/seasons",
    operation_id = "seasons",
    tag = "rankings",
    security(()),
    responses((status = 200, description = "The same for everyone", body = Seasons))
)]
async fn seasons(State(state): State<AppState>) -> Result<Json<Seasons>> {
    Ok(Json(state.club.seasons().await?.into()))
}

/// A player's card: their numbers, where their points come from, and their last matches.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Profile {
    /// The season counted: a year such as `2025`, or `all`.
    #[schema(example = "2026")]
    pub season: String,
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
    /// The player's doubles record in the season, beside `matchesPlayed` and `winRate`, which
    /// count singles (docs/rules.md#doubles); absent without a doubles match in it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub doubles: Option<DoublesRecord>,
}

/// A player's doubles numbers in a season: their teams' matches and their doubles points.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DoublesRecord {
    /// Doubles matches played (byes left out).
    pub matches_played: i64,
    /// Of those, won by their team.
    pub matches_won: i64,
    /// Of those, lost.
    pub matches_lost: i64,
    /// Won out of played, as a whole percent; 0 without matches.
    pub win_rate: i64,
    /// Their doubles-ranking total (`GET /api/rankings?discipline=doubles`).
    pub total_points: i64,
    /// Their last doubles matches, newest first, whatever the season.
    pub recent_matches: Vec<DoublesMatchBody>,
    /// The doubles tournaments of the season their team won, newest first.
    pub titles: Vec<DoublesTitleBody>,
}

/// A doubles tournament a player won with a partner.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DoublesTitleBody {
    /// The tournament.
    pub tournament_id: TournamentId,
    /// Its name.
    pub tournament_name: String,
    /// Its first day, `yyyy-mm-dd`.
    pub start_date: String,
    /// The partner who won it with them.
    pub partner_id: PlayerId,
    /// The partner's name.
    pub partner_name: String,
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
    pub tournament_id: TournamentId,
    /// Its name.
    pub tournament_name: String,
    /// The furthest stage key reached (`group`, ..., `final`).
    #[schema(value_type = crate::domain::bracket::Stage)]
    pub stage: &'static str,
    /// The finish, which the UI names: participation, qualified, ..., champion.
    pub finish: crate::domain::points::Finish,
    /// The points.
    pub points: i64,
}

/// One manual adjustment.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = PointAdjustment)]
#[serde(rename_all = "camelCase")]
pub struct AdjustmentBody {
    /// The season it counts in.
    pub season: i32,
    /// Positive or negative.
    pub amount: i64,
    /// Why, if said.
    pub reason: Option<String>,
    /// When (RFC 3339).
    pub created_at: String,
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
                    finish: t.finish,
                    points: t.points,
                })
                .collect(),
            league: b.league,
            walkover_penalty: b.walkover_penalty,
            adjustments: b
                .adjustments
                .into_iter()
                .map(|a: Adjustment| AdjustmentBody {
                    season: a.season,
                    amount: a.amount,
                    reason: a.reason,
                    created_at: timestamp(a.created_at),
                })
                .collect(),
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

/// A player's profile in a season (the current one unless `season` names another): rank,
/// win rate, where the points come from, and the last matches whatever their season.
#[utoipa::path(
    get,
    path = "/api/players/{id}/profile",
    operation_id = "player_profile",
    tag = "rankings",
    security((), ("admin_session" = [])),
    params(("id" = PlayerId, Path, description = "The player"), SeasonParam),
    responses(
        (status = 200, description = "The profile; personal data for the admin only", body = Profile,
            headers(("x-season" = String, description = "The season counted: a year or `all`"))),
        (status = 404, description = "No such player (pending ones are the admin's)", body = ErrorBody),
        (status = 422, description = "`season` is neither a year up to the current one nor `all`", body = ErrorBody),
    )
)]
async fn profile(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<PlayerId>,
    Query(param): Query<SeasonParam>,
) -> Result<Response> {
    let season = param.resolve(&state)?;
    let found = state.club.profile(id, viewer.audience(), season).await?;
    let player = Player::new(found.player.record, &found.player.stats, viewer.is_admin);
    let profile = Profile {
        season: season.to_string(),
        rank: found.rank,
        win_rate: win_rate(player.matches_won, player.matches_played),
        player,
        breakdown: found.breakdown.into(),
        recent_matches: found
            .recent
            .into_iter()
            .map(RecentMatchBody::from)
            .collect(),
        doubles: found.doubles.map(|d| DoublesRecord {
            matches_played: d.matches_played,
            matches_won: d.matches_won,
            matches_lost: d.matches_lost,
            win_rate: win_rate(d.matches_won, d.matches_played),
            total_points: d.total_points,
            recent_matches: found
                .doubles_recent
                .into_iter()
                .filter_map(|m| DoublesMatchBody::of(m, id))
                .collect(),
            titles: found
                .doubles_titles
                .into_iter()
                .map(|t| DoublesTitleBody {
                    tournament_id: t.tournament_id,
                    tournament_name: t.tournament_name,
                    start_date: t.start_date,
                    partner_id: t.partner_id,
                    partner_name: t.partner_name,
                })
                .collect(),
        }),
    };
    Ok(with_season(season, Json(profile)))
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
