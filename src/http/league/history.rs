//! The league's history, the admin's alone: who made each league write (the admin, a league
//! unlock and its address, a signed-in member, or the club's clock), when, and the match before and after
//! (docs/rules.md#permissions).

use axum::extract::State;
use axum::http::HeaderValue;
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::club::Result;
use crate::club::league_history::{Action, Entry, MatchState};
use crate::domain::actor::{Actor, Console};
use crate::domain::ids::{LeagueMatchId, PlayerId};
use crate::domain::league_score::LeagueStatus;
use crate::http::AppState;
use crate::http::auth::Admin;
use crate::http::error::ErrorBody;
use crate::http::extract::{Json, Path, Query};
use crate::http::openapi::NOT_ADMIN;
use crate::http::players::timestamp;

/// The history routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(match_history))
        .routes(routes!(recent))
}

/// What a league write did.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum LeagueChangeAction {
    /// Created the match.
    Created,
    /// Recorded the score of the pending match.
    Scored,
    /// Changed the score of the completed match.
    Corrected,
    /// Cancelled (deleted) the pending match.
    Cancelled,
    /// Deleted the completed match.
    Deleted,
    /// Confirmed the score: a player, or the admin settling a dispute.
    Confirmed,
    /// Confirmed the score when its 48 hours ran out: the club's clock.
    AutoConfirmed,
    /// Disputed the score: a player.
    Disputed,
}

impl From<Action> for LeagueChangeAction {
    fn from(action: Action) -> Self {
        match action {
            Action::Created => LeagueChangeAction::Created,
            Action::Scored => LeagueChangeAction::Scored,
            Action::Corrected => LeagueChangeAction::Corrected,
            Action::Cancelled => LeagueChangeAction::Cancelled,
            Action::Deleted => LeagueChangeAction::Deleted,
            Action::Confirmed => LeagueChangeAction::Confirmed,
            Action::AutoConfirmed => LeagueChangeAction::AutoConfirmed,
            Action::Disputed => LeagueChangeAction::Disputed,
        }
    }
}

/// Who made a league write.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum LeagueChangeActor {
    /// The password's admin.
    Admin,
    /// An organizer, in the console in their own name (`actorPlayerId`, `actorName`).
    Organizer,
    /// A league unlock (the league password).
    League,
    /// A signed-in member (`playerId`).
    Member,
    /// The club's clock (a timer).
    Club,
}

/// A league match as a history entry keeps it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeagueMatchState {
    /// The challenger.
    player1_id: PlayerId,
    /// The challenger's name at the time.
    player1_name: String,
    /// The one challenged.
    player2_id: PlayerId,
    /// Their name at the time.
    player2_name: String,
    /// `yyyy-mm-dd`.
    date: String,
    /// `HH:MM`.
    time: Option<String>,
    /// The court, 1 to 14.
    cancha: Option<i64>,
    /// Pending or completed.
    #[schema(value_type = LeagueStatus)]
    status: String,
    /// The score from player 1's side, once played.
    score: Option<String>,
    /// Each set's games, player 1's first; empty while pending.
    set_scores: Vec<Vec<u32>>,
    /// The winner; null for a draw or a pending match.
    winner_id: Option<PlayerId>,
    /// `awaiting`, `confirmed` or `disputed`; null before any score, and in entries written
    /// before scores were confirmed.
    #[schema(value_type = Option<crate::domain::confirmation::State>, example = "awaiting")]
    confirmation: Option<String>,
}

impl From<MatchState> for LeagueMatchState {
    fn from(state: MatchState) -> Self {
        LeagueMatchState {
            player1_id: state.player1_id,
            player1_name: state.player1_name,
            player2_id: state.player2_id,
            player2_name: state.player2_name,
            date: state.date,
            time: state.time,
            cancha: state.cancha,
            status: state.status,
            score: state.score,
            set_scores: state.set_scores.iter().map(|set| set.to_vec()).collect(),
            winner_id: state.winner_id,
            confirmation: state.confirmation,
        }
    }
}

/// One league write, as the history keeps it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeagueChange {
    /// The entry's id; later writes have larger ids.
    id: i64,
    /// The league match (which may since have been cancelled or deleted).
    league_match_id: LeagueMatchId,
    /// What the write did.
    action: LeagueChangeAction,
    /// When (RFC 3339).
    at: String,
    /// Who made it.
    actor: LeagueChangeActor,
    /// The league unlock that made it (16 hex digits, the same for all its writes); null
    /// for the admin.
    session_id: Option<String>,
    /// The unlock's client address; null for the admin, when unknown, and once 90 days old.
    client_address: Option<String>,
    /// The member who made it; null unless `actor` is `member`.
    player_id: Option<PlayerId>,
    /// The organizer who made it; null unless `actor` is `organizer`.
    actor_player_id: Option<PlayerId>,
    /// The organizer's name when they made it; null unless `actor` is `organizer`.
    actor_name: Option<String>,
    /// The match before; null for a creation.
    before: Option<LeagueMatchState>,
    /// The match after; null for a cancel or a delete.
    after: Option<LeagueMatchState>,
}

impl From<Entry> for LeagueChange {
    fn from(entry: Entry) -> Self {
        let organizer = match entry.actor {
            Actor::Admin(Console::Organizer(player)) => Some(player),
            _ => None,
        };
        let (actor, session_id, client_address, player_id) = match entry.actor {
            Actor::Admin(Console::Password) => (LeagueChangeActor::Admin, None, None, None),
            Actor::Admin(Console::Organizer(_)) => (LeagueChangeActor::Organizer, None, None, None),
            Actor::LeaguePassword(unlock) => (
                LeagueChangeActor::League,
                Some(unlock.session_id),
                unlock.address,
                None,
            ),
            Actor::Member(player) => (LeagueChangeActor::Member, None, None, Some(player)),
            // No row names a visitor: the store writes none.
            Actor::Clock | Actor::Visitor => (LeagueChangeActor::Club, None, None, None),
        };
        LeagueChange {
            id: entry.id,
            league_match_id: entry.league_match_id,
            action: entry.action.into(),
            at: timestamp(entry.at),
            actor,
            session_id,
            client_address,
            player_id,
            actor_player_id: organizer,
            actor_name: entry.actor_name,
            before: entry.before.map(LeagueMatchState::from),
            after: entry.after.map(LeagueMatchState::from),
        }
    }
}

/// Every write of one league match, oldest first: who, when, before and after.
#[utoipa::path(
    get,
    path = "/api/league/matches/{id}/history",
    operation_id = "league_match_history",
    tag = "league",
    security(("admin_session" = [])),
    params(("id" = i64, Path, description = "The league match (it may have been deleted)")),
    responses(
        (status = 200, description = "The match's writes, oldest first", body = Vec<LeagueChange>),
        (status = 401, description = NOT_ADMIN, body = ErrorBody),
        (status = 403, description = "Only the league credential", body = ErrorBody),
        (status = 404, description = "Neither such a match nor any history of it", body = ErrorBody),
    )
)]
async fn match_history(
    State(state): State<AppState>,
    _: Admin,
    Path(id): Path<LeagueMatchId>,
) -> Result<Json<Vec<LeagueChange>>> {
    let entries = state.club.league_history(id).await?;
    Ok(Json(entries.into_iter().map(LeagueChange::from).collect()))
}

/// The page of recent changes asked for.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
struct Page {
    /// How many, 1 to 200 (50 when left out; others are brought into range).
    #[param(minimum = 1, maximum = 200)]
    limit: Option<i64>,
    /// How many to skip.
    #[param(minimum = 0)]
    offset: Option<i64>,
}

/// The latest league writes, newest first. `X-Total-Count` says how many there are in all.
#[utoipa::path(
    get,
    path = "/api/league/history",
    operation_id = "recent_league_changes",
    tag = "league",
    security(("admin_session" = [])),
    params(Page),
    responses(
        (status = 200, description = "One page of league writes, newest first", body = Vec<LeagueChange>,
            headers(("x-total-count" = i64, description = "How many writes the history holds"))),
        (status = 401, description = NOT_ADMIN, body = ErrorBody),
        (status = 403, description = "Only the league credential", body = ErrorBody),
    )
)]
async fn recent(
    State(state): State<AppState>,
    _: Admin,
    Query(page): Query<Page>,
) -> Result<Response> {
    let (entries, total) = state
        .club
        .recent_league_changes(page.limit, page.offset)
        .await?;
    let body: Vec<LeagueChange> = entries.into_iter().map(LeagueChange::from).collect();
    let mut response = Json(body).into_response();
    response
        .headers_mut()
        .insert("x-total-count", HeaderValue::from(total));
    Ok(response)
}
