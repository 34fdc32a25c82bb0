//! No one judges their own interest (docs/rules.md#committee). Every write an organizer's
//! console can make about a match they play, their own record or a tournament they play in is
//! listed in [`ROUTES`], with where the request names its subject; [`guard`] finds the subject
//! before the handler runs and asks the club what the organizer has at stake in it:
//!
//! - a match they play: 403 `own_match`, unless the route is a member's call and the request
//!   also carries their own member session, when it acts as that member, under the members'
//!   rules ([`super::auth::ActsAsMember`]);
//! - their own record, a tournament they play in, or a match of a tournament they are still
//!   playing in: 403 `own_interest`.
//!
//! The password's console, members and visitors pass untouched. A test walks the route
//! table and fails on any write an organizer's console reaches that this table does not name
//! or explicitly leave alone.

use axum::body::{Body, to_bytes};
use axum::extract::{FromRequestParts, MatchedPath, RawPathParams, Request, State};
use axum::http::Method;
use axum::http::request::Parts;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde_json::Value;

use super::AppState;
use super::auth::{ActsAsMember, admin_owner, member_of};
use super::guard::{BodyLimit, too_large};
use crate::club::Error;
use crate::club::committee::{Stake, Subject, own_interest, own_match};
use crate::domain::ids::{LeagueMatchId, MatchId, PlayerId, TournamentId};

/// Where a route names what it decides.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Finds {
    /// A tournament match, as the path's `{id}`.
    MatchInPath,
    /// A tournament match, as the body's `matchId`.
    MatchInBody,
    /// A league match, as the path's `{id}`.
    LeagueMatchInPath,
    /// A new league match, between the body's `player1Id` and `player2Id`.
    NewLeagueMatch,
    /// A tournament, as the path's `{id}`, with the body's `selectedPlayerIds` if any.
    TournamentInPath,
    /// A new tournament, with the body's `selectedPlayerIds`.
    NewTournament,
    /// A player, as the path's parameter of this name.
    PlayerInPath(&'static str),
}

/// A write an organizer's console could make about their own interest.
#[derive(Debug, Clone)]
pub struct Route {
    /// The route's method.
    pub method: Method,
    /// The route's path, as the router names it.
    pub path: &'static str,
    /// Where it names its subject.
    pub finds: Finds,
    /// A member's own call (record, correct, withdraw a claim, confirm, dispute, schedule,
    /// challenge, cancel): on their own match, an organizer acts through it as the member
    /// they are, with their member session on the request.
    pub member_call: bool,
}

const fn route(method: Method, path: &'static str, finds: Finds, member_call: bool) -> Route {
    Route {
        method,
        path,
        finds,
        member_call,
    }
}

/// Every write whose subject is a match, a tournament or a player, with where it names it.
pub const ROUTES: &[Route] = &[
    // Tournament matches: the members' calls, then the console's decisions.
    route(
        Method::POST,
        "/api/matches/result",
        Finds::MatchInBody,
        true,
    ),
    route(Method::PATCH, "/api/matches/{id}", Finds::MatchInPath, true),
    route(
        Method::POST,
        "/api/matches/{id}/confirm",
        Finds::MatchInPath,
        true,
    ),
    route(
        Method::POST,
        "/api/matches/{id}/dispute",
        Finds::MatchInPath,
        true,
    ),
    route(
        Method::DELETE,
        "/api/matches/{id}/claim",
        Finds::MatchInPath,
        true,
    ),
    route(
        Method::PATCH,
        "/api/matches/{id}/schedule",
        Finds::MatchInPath,
        true,
    ),
    route(
        Method::POST,
        "/api/matches/{id}/settle",
        Finds::MatchInPath,
        false,
    ),
    route(
        Method::POST,
        "/api/matches/{id}/walkover",
        Finds::MatchInPath,
        false,
    ),
    route(
        Method::POST,
        "/api/matches/{id}/extension",
        Finds::MatchInPath,
        false,
    ),
    route(
        Method::DELETE,
        "/api/matches/{id}/result",
        Finds::MatchInPath,
        false,
    ),
    // League matches.
    route(
        Method::POST,
        "/api/league/matches",
        Finds::NewLeagueMatch,
        true,
    ),
    route(
        Method::PATCH,
        "/api/league/matches/{id}",
        Finds::LeagueMatchInPath,
        true,
    ),
    route(
        Method::DELETE,
        "/api/league/matches/{id}",
        Finds::LeagueMatchInPath,
        true,
    ),
    route(
        Method::POST,
        "/api/league/matches/{id}/score",
        Finds::LeagueMatchInPath,
        true,
    ),
    route(
        Method::POST,
        "/api/league/matches/{id}/confirm",
        Finds::LeagueMatchInPath,
        true,
    ),
    route(
        Method::POST,
        "/api/league/matches/{id}/dispute",
        Finds::LeagueMatchInPath,
        true,
    ),
    route(
        Method::POST,
        "/api/league/matches/{id}/settle",
        Finds::LeagueMatchInPath,
        false,
    ),
    // Tournaments: selection, placement, finals, edits, status, the draw and deletion.
    route(
        Method::POST,
        "/api/tournaments",
        Finds::NewTournament,
        false,
    ),
    route(
        Method::PATCH,
        "/api/tournaments/{id}",
        Finds::TournamentInPath,
        false,
    ),
    route(
        Method::DELETE,
        "/api/tournaments/{id}",
        Finds::TournamentInPath,
        false,
    ),
    route(
        Method::POST,
        "/api/tournaments/{id}/generate-matches",
        Finds::TournamentInPath,
        false,
    ),
    // A player's record, level, standing and fee.
    route(
        Method::PATCH,
        "/api/players/{id}",
        Finds::PlayerInPath("id"),
        false,
    ),
    route(
        Method::DELETE,
        "/api/players/{id}",
        Finds::PlayerInPath("id"),
        false,
    ),
    route(
        Method::POST,
        "/api/players/{id}/reject",
        Finds::PlayerInPath("id"),
        false,
    ),
    route(
        Method::PUT,
        "/api/admin/fees/{season}/{player_id}",
        Finds::PlayerInPath("player_id"),
        false,
    ),
    route(
        Method::DELETE,
        "/api/admin/fees/{season}/{player_id}",
        Finds::PlayerInPath("player_id"),
        false,
    ),
];

/// The admin writes an organizer's console may make whatever their stake: none of them
/// decides a match, a tournament or a player's standing (or the password keeps them).
pub const NO_STAKE: &[(Method, &str)] = &[
    (Method::POST, "/api/players"),
    (Method::POST, "/api/players/{id}/approve"),
    (Method::POST, "/api/invitations"),
    (Method::DELETE, "/api/invitations/{key}"),
    (Method::POST, "/api/tournaments/draw-plan/fill"),
    (Method::PUT, "/api/admin/seasons/{year}/fee"),
    (Method::POST, "/api/admin/players/{id}/sessions/end"),
    (Method::POST, "/api/admin/logout"),
    // The password's own: 403 `password_admin_only` to an organizer first.
    (Method::PUT, "/api/admin/players/{id}/role"),
    (Method::POST, "/api/admin/players/{id}/sign-in-link"),
    (Method::POST, "/api/admin/sessions/end-all"),
];

/// The layer: refuses an organizer's console what decides their own interest.
pub async fn guard(State(state): State<AppState>, request: Request, next: Next) -> Response {
    match check(&state, request).await {
        Ok(request) => next.run(request).await,
        Err(error) => error.into_response(),
    }
}

/// The request's route in [`ROUTES`], if it is one.
fn route_of(request: &Request) -> Option<&'static Route> {
    let path = request.extensions().get::<MatchedPath>()?.as_str();
    ROUTES
        .iter()
        .find(|route| route.method == request.method() && route.path == path)
}

async fn check(state: &AppState, request: Request) -> Result<Request, Error> {
    let Some(route) = route_of(&request) else {
        return Ok(request);
    };
    let Some(Some(organizer)) = admin_owner(state, request.headers()).await? else {
        return Ok(request);
    };
    let (mut parts, body) = request.into_parts();
    let (subject, body) = subject(route, &mut parts, body).await?;
    let mut request = Request::from_parts(parts, body);
    let Some(subject) = subject else {
        // A path or body that names nothing: the handler answers its own 4xx.
        return Ok(request);
    };
    match state.club.stake(organizer, subject).await? {
        Stake::None => Ok(request),
        Stake::OwnInterest => Err(own_interest()),
        Stake::OwnMatch
            if route.member_call && acts_as_member(state, request.headers(), organizer).await? =>
        {
            request.extensions_mut().insert(ActsAsMember(organizer));
            Ok(request)
        }
        Stake::OwnMatch => Err(own_match()),
    }
}

/// Whether the request also carries the organizer's own live member session.
async fn acts_as_member(
    state: &AppState,
    headers: &axum::http::HeaderMap,
    organizer: PlayerId,
) -> Result<bool, Error> {
    Ok(member_of(state, headers)
        .await?
        .is_some_and(|member| member.session.player_id == organizer))
}

/// The subject `route` names in the request, and the body to hand on (read whole when the
/// subject is in it); `None` when the path or body names nothing readable.
async fn subject(
    route: &Route,
    parts: &mut Parts,
    body: Body,
) -> Result<(Option<Subject>, Body), Error> {
    let params: Vec<(String, String)> = match RawPathParams::from_request_parts(parts, &()).await {
        Ok(params) => params
            .iter()
            .map(|(k, v)| (k.to_owned(), v.to_owned()))
            .collect(),
        Err(_) => Vec::new(),
    };
    let in_path = |name: &str| -> Option<i64> {
        params
            .iter()
            .find(|(key, _)| key == name)
            .and_then(|(_, value)| value.parse().ok())
    };
    Ok(match route.finds {
        Finds::MatchInPath => (in_path("id").map(|id| Subject::Match(MatchId(id))), body),
        Finds::LeagueMatchInPath => (
            in_path("id").map(|id| Subject::LeagueMatch(LeagueMatchId(id))),
            body,
        ),
        Finds::PlayerInPath(name) => (in_path(name).map(|id| Subject::Player(PlayerId(id))), body),
        Finds::MatchInBody => {
            let (json, body) = read_json(parts, body).await?;
            (
                number(&json, "matchId").map(|id| Subject::Match(MatchId(id))),
                body,
            )
        }
        Finds::NewLeagueMatch => {
            let (json, body) = read_json(parts, body).await?;
            let pair =
                [number(&json, "player1Id"), number(&json, "player2Id")].map(|id| id.map(PlayerId));
            (Some(Subject::NewLeagueMatch(pair)), body)
        }
        Finds::NewTournament => {
            let (json, body) = read_json(parts, body).await?;
            (Some(Subject::Tournament(None, selected(&json))), body)
        }
        Finds::TournamentInPath => {
            let Some(id) = in_path("id") else {
                return Ok((None, body));
            };
            let (json, body) = read_json(parts, body).await?;
            (
                Some(Subject::Tournament(Some(TournamentId(id)), selected(&json))),
                body,
            )
        }
    })
}

/// The body read whole, as JSON when it is JSON (`Value::Null` otherwise), and the same
/// bytes to hand on. A body over the route's limit is refused as the handler would.
async fn read_json(parts: &Parts, body: Body) -> Result<(Value, Body), Error> {
    let limit = parts
        .extensions
        .get::<BodyLimit>()
        .map_or(usize::MAX, |l| l.0);
    let bytes = to_bytes(body, limit).await.map_err(|_| too_large(limit))?;
    let json = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
    Ok((json, Body::from(bytes)))
}

fn number(json: &Value, key: &str) -> Option<i64> {
    json.get(key)?.as_i64()
}

fn selected(json: &Value) -> Vec<PlayerId> {
    json.get("selectedPlayerIds")
        .and_then(Value::as_array)
        .map(|ids| ids.iter().filter_map(Value::as_i64).map(PlayerId).collect())
        .unwrap_or_default()
}
