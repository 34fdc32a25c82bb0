//! The member's own calls, under `/api/me` (docs/api.md#members): who they are, their
//! language, their next matches, signing in with a link and out, and their sessions. These are
//! the only calls that read the member cookie. Every answer is the member's alone
//! (`Cache-Control: private, no-store`): the public cache, proxies and the service worker
//! never keep one.

use axum::extract::State;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::AppState;
use super::auth::Member;
use super::error::ErrorBody;
use super::extract::Json;
use super::openapi::{MALFORMED, NOT_MEMBER, TOO_LARGE};
use super::timestamps::timestamp;
use crate::club::avatars::avatar_url;
use crate::club::members::{MemberProfile, NextLeagueMatch, NextTournamentMatch};
use crate::club::{Error, Result};
use crate::domain::bracket::Stage;
use crate::domain::ids::{LeagueMatchId, MatchId, PlayerId, TournamentId};
use crate::domain::player::{PlayerStatus, Role};

pub mod console;
pub mod email_link;
pub mod sessions;

/// The member's routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(me, set_language))
        .routes(routes!(overview))
        .merge(sessions::router())
        .merge(email_link::router())
        .merge(console::router())
}

/// `response`, marked as the member's alone: no cache anywhere keeps it.
pub fn personal(response: impl IntoResponse) -> Response {
    let mut response = response.into_response();
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("private, no-store"),
    );
    response
}

/// A language of the club's pages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    /// English.
    En,
    /// Spanish (Costa Rica).
    Es,
}

/// The signed-in member.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Me {
    /// The member's player id.
    pub player_id: PlayerId,
    /// Their name.
    pub name: String,
    /// `approved`, or `pending` while the admin has not yet approved the signup.
    pub status: PlayerStatus,
    /// `member`, or `organizer`: an organizer may open the console in their own name
    /// (`POST /api/me/console`; docs/rules.md#committee).
    pub role: Role,
    /// `/api/players/{id}/avatar?v={hash}`, or null.
    pub avatar: Option<String>,
    /// The language the member chose (`PUT /api/me`), or null until they choose.
    pub language: Option<Language>,
    /// The member's devices that stopped receiving notices in the last 30 days: their push
    /// service failed for a day, so the club stopped sending there. Turning notices on again
    /// on that device clears it.
    pub stopped_devices: Vec<StoppedDevice>,
}

/// A device that stopped receiving notices.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StoppedDevice {
    /// The browser its session's User-Agent named, if known.
    pub browser: Option<String>,
    /// The system its session's User-Agent named, if known.
    pub system: Option<String>,
    /// When its push service began to fail (RFC 3339).
    pub failing_since: String,
    /// When the club stopped sending there (RFC 3339).
    pub stopped_at: String,
}

impl From<MemberProfile> for Me {
    fn from(profile: MemberProfile) -> Self {
        Me {
            avatar: avatar_url(profile.player_id, profile.avatar_hash.as_deref()),
            player_id: profile.player_id,
            name: profile.name,
            status: profile.status,
            role: profile.role,
            language: match profile.language.as_deref() {
                Some("en") => Some(Language::En),
                Some("es") => Some(Language::Es),
                _ => None,
            },
            stopped_devices: profile
                .stopped_devices
                .into_iter()
                .map(|device| StoppedDevice {
                    browser: device.browser,
                    system: device.system,
                    failing_since: timestamp(device.failing_since),
                    stopped_at: timestamp(device.dropped_at),
                })
                .collect(),
        }
    }
}

/// The signed-in member. Once a day at most, it also renews the session: its last use
/// becomes today and the cookie is sent again, for another year. No other call writes.
#[utoipa::path(
    get,
    path = "/api/me",
    operation_id = "me",
    tag = "me",
    security(("member_session" = [])),
    responses(
        (status = 200, description = "The member (`status: pending` for a signup the admin has not approved yet); `Cache-Control: private, no-store`. On the first call of a day it sets the `th_member` cookie again", body = Me,
            headers(("set-cookie" = String, description = "The renewed member cookie, at most once a day"))),
        (status = 401, description = NOT_MEMBER, body = ErrorBody),
        (status = 403, description = "The admin, who has no member page (`admin_not_member`)", body = ErrorBody),
    )
)]
async fn me(
    State(state): State<AppState>,
    member: Member,
    headers: axum::http::HeaderMap,
) -> Result<Response> {
    let renewed = state.club.renew_member_session(&member.session).await?;
    let profile = state.club.member_profile(member.session.player_id).await?;
    let mut response = personal(Json(Me::from(profile)));
    if renewed {
        let cookie = sessions::session_cookie(&state, member.token, &headers)?;
        response.headers_mut().append(header::SET_COOKIE, cookie);
    }
    Ok(response)
}

/// The body of `PUT /api/me`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct MeUpdate {
    /// `en` or `es`: the language the member's notices are written in.
    #[schema(value_type = Language)]
    pub language: Option<String>,
}

/// Keeps what the member chose for themselves: their language.
#[utoipa::path(
    put,
    path = "/api/me",
    operation_id = "update_me",
    tag = "me",
    security(("member_session" = [])),
    request_body = MeUpdate,
    responses(
        (status = 200, description = "The member, as changed", body = Me),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = NOT_MEMBER, body = ErrorBody),
        (status = 403, description = "The admin (`admin_not_member`), or a cross-site request", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = "`language_required`, `language_unknown` (neither `en` nor `es`)", body = ErrorBody),
    )
)]
async fn set_language(
    State(state): State<AppState>,
    member: Member,
    Json(body): Json<MeUpdate>,
) -> Result<Response> {
    let Some(language) = body.language else {
        return Err(Error::invalid(
            "language",
            "language_required",
            "Say which language: `en` or `es`",
        ));
    };
    let player = member.session.player_id;
    state.club.set_member_language(player, &language).await?;
    let profile = state.club.member_profile(player).await?;
    Ok(personal(Json(Me::from(profile))))
}

/// A tournament match the member still has to play.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UpcomingTournamentMatch {
    /// The match.
    pub match_id: MatchId,
    /// Its tournament.
    pub tournament_id: TournamentId,
    /// The tournament's name.
    pub tournament_name: String,
    /// Its stage.
    pub stage: Stage,
    /// Its round within the stage (1-based).
    pub round: i64,
    /// Its schedule week (1-based).
    pub week: i64,
    /// The week's first day, `yyyy-mm-dd`.
    pub week_start: String,
    /// The week's last day, `yyyy-mm-dd`.
    pub week_end: String,
    /// The other player; in doubles, the other team's first player.
    pub opponent_id: PlayerId,
    /// The other player's name, or in doubles the other team's ("Ana Mora / Luis Rojas").
    pub opponent_name: String,
    /// Doubles only (absent in singles): the member's partner.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub partner_id: Option<PlayerId>,
    /// Doubles only (absent in singles): the partner's name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub partner_name: Option<String>,
    /// Doubles only (absent in singles): the other team, its two players in the order entered.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opponent_team: Option<Vec<PlayerId>>,
    /// The day its players set, `yyyy-mm-dd`, or null.
    pub date: Option<String>,
    /// The hour they set, `HH:MM`, or null.
    pub time: Option<String>,
    /// The court they set, or null.
    pub cancha: Option<i64>,
    /// The last day of its week, `yyyy-mm-dd` (docs/rules.md#deadlines).
    pub deadline: String,
    /// The last day it may be played, `yyyy-mm-dd`.
    pub reschedule_until: String,
    /// `upcoming`, `this_week`, `late` or `overdue` on the club's date.
    pub timing: Option<crate::domain::deadlines::Timing>,
}

impl From<NextTournamentMatch> for UpcomingTournamentMatch {
    fn from(m: NextTournamentMatch) -> Self {
        UpcomingTournamentMatch {
            match_id: m.match_id,
            tournament_id: m.tournament_id,
            tournament_name: m.tournament_name,
            stage: m.stage,
            round: m.round,
            week: m.week,
            week_start: m.week_start.to_string(),
            week_end: m.week_end.to_string(),
            opponent_id: m.opponent_id,
            opponent_name: m.opponent_name,
            partner_id: m.partner.as_ref().map(|(id, _)| *id),
            partner_name: m.partner.map(|(_, name)| name),
            opponent_team: m.opponent_team.map(|team| team.to_vec()),
            date: m.plan.date,
            time: m.plan.time,
            cancha: m.plan.cancha,
            deadline: m.dates.deadline.to_string(),
            reschedule_until: m.dates.reschedule_until.to_string(),
            timing: m.timing,
        }
    }
}

/// A league match the member still has to play.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UpcomingLeagueMatch {
    /// The league match.
    pub league_match_id: LeagueMatchId,
    /// Its date, `yyyy-mm-dd`.
    pub date: String,
    /// Its time, `HH:MM`, or null.
    pub time: Option<String>,
    /// Its court, or null.
    pub cancha: Option<i64>,
    /// The other player.
    pub opponent_id: PlayerId,
    /// The other player's name.
    pub opponent_name: String,
    /// Whether the member made the challenge.
    pub challenger: bool,
}

impl From<NextLeagueMatch> for UpcomingLeagueMatch {
    fn from(m: NextLeagueMatch) -> Self {
        UpcomingLeagueMatch {
            league_match_id: m.league_match_id,
            date: m.date,
            time: m.time,
            cancha: m.cancha,
            opponent_id: m.opponent_id,
            opponent_name: m.opponent_name,
            challenger: m.challenger,
        }
    }
}

/// What the member's own page shows.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MeOverview {
    /// The member's player page, `/players/{id}`; null while pending.
    pub player_page: Option<String>,
    /// The member's calendar feed, `/api/players/{id}/calendar.ics` (add `?lang=es` for
    /// Spanish); null while pending.
    pub calendar_feed: Option<String>,
    /// Tournament matches with both players known and no result yet, the soonest week first.
    pub tournament_matches: Vec<UpcomingTournamentMatch>,
    /// League matches with no score yet, by date and time.
    pub league_matches: Vec<UpcomingLeagueMatch>,
}

/// The member's page: their next matches, and their player page and calendar feed.
#[utoipa::path(
    get,
    path = "/api/me/overview",
    operation_id = "me_overview",
    tag = "me",
    security(("member_session" = [])),
    responses(
        (status = 200, description = "The member's next matches and links; `Cache-Control: private, no-store`", body = MeOverview),
        (status = 401, description = NOT_MEMBER, body = ErrorBody),
        (status = 403, description = "The admin, who has no member page (`admin_not_member`)", body = ErrorBody),
    )
)]
async fn overview(State(state): State<AppState>, member: Member) -> Result<Response> {
    let player = member.session.player_id;
    let found = state.club.member_overview(player).await?;
    let body = MeOverview {
        player_page: found.approved.then(|| format!("/players/{player}")),
        calendar_feed: found
            .approved
            .then(|| format!("/api/players/{player}/calendar.ics")),
        tournament_matches: found
            .tournament_matches
            .into_iter()
            .map(Into::into)
            .collect(),
        league_matches: found.league_matches.into_iter().map(Into::into).collect(),
    };
    Ok(personal(Json(body)))
}
