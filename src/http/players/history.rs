//! A player's page: their whole match history and their record against another player
//! (docs/rules.md#player-pages).

use axum::extract::State;
use axum::http::HeaderValue;
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::super::AppState;
use super::super::auth::Viewer;
use super::super::error::ErrorBody;
use super::super::extract::{Json, Path, Query};
use super::super::season::{SeasonParam, with_season};
use super::Player;
use crate::club::Result;
use crate::club::history::{Rival, parse_kind};
use crate::club::rankings::RecentMatch;
use crate::domain::ids::{PlayerId, TournamentId};
use crate::domain::record::Record;
use crate::domain::record::{MatchEnd, MatchKind};
use crate::domain::season::Season;

/// One recent match.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = RecentMatch)]
#[serde(rename_all = "camelCase")]
pub struct RecentMatchBody {
    /// Where it was played.
    pub kind: MatchKind,
    /// `yyyy-mm-dd`.
    pub date: String,
    /// The other player.
    pub opponent_id: PlayerId,
    /// The other player's name.
    pub opponent_name: String,
    /// How it ended for this player.
    pub result: MatchEnd,
    /// The sets from this player's side (their games first), without words: a retirement's
    /// sets end where play stopped, and a walkover's are empty; `outcome` says which.
    pub score: String,
    /// `walkover` or `retired` when the match ended that way, else null.
    pub outcome: Option<crate::domain::score::Outcome>,
    /// The tournament, for a tournament match; null for a league match.
    pub tournament_id: Option<TournamentId>,
    /// The tournament's name, for a tournament match.
    pub tournament_name: Option<String>,
    /// The tournament match's stage; null for a league match.
    pub stage: Option<crate::domain::bracket::Stage>,
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
            outcome: m.outcome,
            tournament_id: m.tournament_id,
            tournament_name: m.tournament_name,
            stage: m.stage,
        }
    }
}

/// The routes of a player's page.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(matches))
        .routes(routes!(head_to_head))
        .routes(routes!(ranking_history))
}

/// Which matches of the history, and which page of them.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
struct HistoryQuery {
    /// Only `tournament` or only `league` matches; both when left out.
    #[param(value_type = Option<MatchKind>)]
    kind: Option<String>,
    /// Only the matches of a season: a year (`2025`) or `all`; every season when left out.
    #[param(example = "2025", pattern = "^([0-9]{4}|all)$")]
    season: Option<String>,
    /// How many matches, 1 to 100 (20 when left out; others are brought into range).
    #[param(minimum = 1, maximum = 100)]
    limit: Option<i64>,
    /// How many to skip.
    #[param(minimum = 0)]
    offset: Option<i64>,
}

/// One page of a player's history, with the record over every match the filter keeps.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MatchHistory {
    /// The record over every match the filter keeps, not only this page's.
    pub record: Record,
    /// The page's matches, newest first.
    pub matches: Vec<RecentMatchBody>,
}

/// A player's completed tournament and league matches, newest first, by kind and season.
/// `X-Total-Count` says how many the filter keeps in all.
#[utoipa::path(
    get,
    path = "/api/players/{id}/matches",
    operation_id = "player_matches",
    tag = "rankings",
    security((), ("admin_session" = [])),
    params(("id" = PlayerId, Path, description = "The player"), HistoryQuery),
    responses(
        (status = 200, description = "One page of the history", body = MatchHistory,
            headers(("x-total-count" = i64, description = "How many matches the filter keeps"))),
        (status = 400, description = "`limit` or `offset` is not a whole number", body = ErrorBody),
        (status = 404, description = "No such player (pending ones are the admin's)", body = ErrorBody),
        (status = 422, description = "`kind` is neither tournament nor league, or `season` is not a season", body = ErrorBody),
    )
)]
async fn matches(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<PlayerId>,
    Query(query): Query<HistoryQuery>,
) -> Result<Response> {
    let kind = query.kind.as_deref().map(parse_kind).transpose()?;
    let season = match query.season.as_deref() {
        None => Season::All,
        Some(text) => state.club.season(Some(text), "season")?,
    };
    let page = state
        .club
        .match_history(
            id,
            viewer.audience(),
            kind,
            season,
            query.limit,
            query.offset,
        )
        .await?;
    let body = MatchHistory {
        record: page.record,
        matches: page
            .matches
            .into_iter()
            .map(RecentMatchBody::from)
            .collect(),
    };
    let mut response = Json(body).into_response();
    response
        .headers_mut()
        .insert("x-total-count", HeaderValue::from(page.total));
    Ok(response)
}

/// One side of a head-to-head.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RivalBody {
    /// The player and their numbers in the season under way.
    pub player: Player,
    /// Their rank in the season under way; null when not ranked.
    pub rank: Option<u32>,
    /// Their wins, sets and games against the other player.
    pub record: Record,
}

/// Two players against each other.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HeadToHeadBody {
    /// The first player of the address.
    pub a: RivalBody,
    /// The second.
    pub b: RivalBody,
    /// Every meeting, newest first, from the first player's side.
    pub meetings: Vec<RecentMatchBody>,
    /// Every doubles match in which their teams met, newest first, from the first player's
    /// side (their partner, the other team: the second player's). Empty without one.
    pub doubles_meetings: Vec<crate::http::doubles_match::DoublesMatchBody>,
}

/// Two players against each other: each one's wins, sets and games against the other,
/// every meeting with its score, and both players' current rank and points.
#[utoipa::path(
    get,
    path = "/api/players/{a}/head-to-head/{b}",
    operation_id = "head_to_head",
    tag = "rankings",
    security((), ("admin_session" = [])),
    params(
        ("a" = PlayerId, Path, description = "One player"),
        ("b" = PlayerId, Path, description = "The other"),
    ),
    responses(
        (status = 200, description = "The head-to-head; personal data for the admin only", body = HeadToHeadBody),
        (status = 404, description = "No such player (pending ones are the admin's)", body = ErrorBody),
        (status = 422, description = "The two players are the same (`same_player`)", body = ErrorBody),
    )
)]
async fn head_to_head(
    State(state): State<AppState>,
    viewer: Viewer,
    Path((a, b)): Path<(PlayerId, PlayerId)>,
) -> Result<Json<HeadToHeadBody>> {
    let found = state.club.head_to_head(a, b, viewer.audience()).await?;
    let side = |rival: Rival| RivalBody {
        player: Player::new(rival.player.record, &rival.player.stats, viewer.is_admin),
        rank: rival.rank,
        record: rival.record,
    };
    Ok(Json(HeadToHeadBody {
        a: side(found.a),
        b: side(found.b),
        meetings: found
            .meetings
            .into_iter()
            .map(RecentMatchBody::from)
            .collect(),
        doubles_meetings: found
            .doubles_meetings
            .into_iter()
            .filter_map(|m| crate::http::doubles_match::DoublesMatchBody::of(m, a))
            .collect(),
    }))
}

/// One point of a ranking chart.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RankingPoint {
    /// `yyyy-mm-dd`: the day ended with these numbers.
    pub date: String,
    /// The player's total then.
    pub points: i64,
    /// Their rank then; null when not ranked.
    pub rank: Option<u32>,
}

/// A player's points and rank over a season.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RankingHistory {
    /// The season counted: a year such as `2025`, or `all`.
    #[schema(example = "2026")]
    pub season: String,
    /// At the end of each day on which the points or the rank changed, oldest first. The
    /// last point is the ranking of today.
    pub points: Vec<RankingPoint>,
}

/// A player's points and rank over a season (the current one unless `season` names
/// another), replayed from the results: a point for each day on which either changed.
#[utoipa::path(
    get,
    path = "/api/players/{id}/ranking-history",
    operation_id = "player_ranking_history",
    tag = "rankings",
    security((), ("admin_session" = [])),
    params(("id" = PlayerId, Path, description = "The player"), SeasonParam),
    responses(
        (status = 200, description = "The chart's points", body = RankingHistory,
            headers(("x-season" = String, description = "The season counted: a year or `all`"))),
        (status = 404, description = "No such player (pending ones are the admin's)", body = ErrorBody),
        (status = 422, description = "`season` is neither a year up to the current one nor `all`", body = ErrorBody),
    )
)]
async fn ranking_history(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<PlayerId>,
    Query(param): Query<SeasonParam>,
) -> Result<Response> {
    let season = param.resolve(&state)?;
    let chart = state
        .club
        .ranking_history(id, viewer.audience(), season)
        .await?;
    let body = RankingHistory {
        season: season.to_string(),
        points: chart
            .into_iter()
            .map(|p| RankingPoint {
                date: p.date,
                points: p.points,
                rank: p.rank,
            })
            .collect(),
    };
    Ok(with_season(season, Json(body)))
}
