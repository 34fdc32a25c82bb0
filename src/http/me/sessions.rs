//! Signing a member in with a one-time link and out again, and the member's own sessions
//! (docs/api.md#members). The sign-in link carries its token in the fragment
//! (`/sign-in#<token>`), which no server or proxy log sees; the page sends it in this call's
//! body only after a tap, so a link previewer that opens the page spends nothing.

use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::Response;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::super::AppState;
use super::super::auth::{
    ClientAddr, Member, expired_member_cookie, member_cookie, member_of, well_formed_token,
};
use super::super::error::ErrorBody;
use super::super::extract::{Json, Path};
use super::super::guesses::Guesser;
use super::super::limiter::ClientKey;
use super::super::openapi::{CROSS_SITE, MALFORMED, NOT_MEMBER, TOO_LARGE, TOO_MANY_LINK_GUESSES};
use super::super::timestamps::timestamp;
use super::{Me, personal};
use crate::club::members::{SessionListing, SessionStart, new_token};
use crate::club::{Error, Result};
use crate::domain::user_agent;

/// The budget name of sign-in link checks.
const LINK_CREDENTIAL: &str = "sign_in_link";

/// The sign-in and session routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(sign_in))
        .routes(routes!(sign_out))
        .routes(routes!(list))
        .routes(routes!(end))
}

/// The body of `POST /api/me/sign-in`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct SignInBody {
    /// The token from the sign-in link's fragment (what follows `#`).
    #[schema(value_type = String)]
    pub token: Option<String>,
    /// The language of the page the member signed in on, `en` or `es`: their notices' language
    /// until they choose one. Anything else is ignored, never refused (the link is spent by
    /// then).
    #[schema(value_type = Option<String>, example = "es")]
    pub language: Option<serde_json::Value>,
}

/// The refusal of a link nobody made: the same code as an unknown link in the store.
fn unknown_link() -> Error {
    Error::unauthorized(
        "sign_in_link_unknown",
        "This sign-in link is not one. Ask the club for a new link.",
    )
}

/// The cookie that carries a new member session.
pub fn session_cookie(state: &AppState, token: String, headers: &HeaderMap) -> Result<HeaderValue> {
    let cookie = member_cookie(
        state.site.member_cookie_name(),
        token,
        state.site.secure_cookies(headers),
    );
    HeaderValue::from_str(&cookie).map_err(Error::internal)
}

/// The cookie that ends this browser's member session.
fn cleared_cookie(state: &AppState, headers: &HeaderMap) -> Result<HeaderValue> {
    let cleared = expired_member_cookie(
        state.site.member_cookie_name(),
        state.site.secure_cookies(headers),
    );
    HeaderValue::from_str(&cleared).map_err(Error::internal)
}

/// What starts a member session for the request: a fresh token, its browser, its client.
pub fn session_start(client: ClientAddr, headers: &HeaderMap) -> SessionStart {
    let agent = headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    SessionStart {
        token: new_token(),
        device: user_agent::device(agent),
        client: ClientKey::of(client),
    }
}

/// Signs the member in with a one-time sign-in link: the link is spent, and this browser
/// gets the member cookie. A session this browser held before ends. Each check draws from
/// the budgets of link checks before the link is looked up, so parallel guesses get no
/// more checks than one at a time.
#[utoipa::path(
    post,
    path = "/api/me/sign-in",
    operation_id = "member_sign_in",
    tag = "me",
    security(()),
    request_body = SignInBody,
    responses(
        (status = 200, description = "Signed in; sets the `th_member` cookie", body = Me,
            headers(("set-cookie" = String, description = "The member session"))),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = "The link does not work: `sign_in_link_unknown`, `sign_in_link_spent` (used already), `sign_in_link_expired` (over 7 days old) or `sign_in_link_replaced` (a newer link was made); the member asks the club for a new one", body = ErrorBody),
        (status = 403, description = CROSS_SITE, body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = "`token_required`, or a body of the wrong shape (`body_invalid`)", body = ErrorBody),
        (status = 429, description = TOO_MANY_LINK_GUESSES, body = ErrorBody),
    )
)]
async fn sign_in(
    State(state): State<AppState>,
    client: ClientAddr,
    headers: HeaderMap,
    Json(body): Json<SignInBody>,
) -> Result<Response> {
    let Some(link) = body.token.filter(|t| !t.trim().is_empty()) else {
        return Err(Error::invalid(
            "token",
            "token_required",
            "Send the token of the sign-in link",
        ));
    };
    let guesser = Guesser {
        client: ClientKey::of(client),
        known_device: None,
    };
    // Per client and per block only: no club-wide pause (docs/rules.md#members).
    let guess = state.link_guesses.begin(LINK_CREDENTIAL, guesser)?;
    // A token is 32 random bytes in URL-safe base64: anything else is a guess, answered
    // without asking the store.
    if !well_formed_token(link.trim()) {
        guess.fail();
        return Err(unknown_link());
    }
    let start = session_start(client, &headers);
    let token = start.token.clone();
    let language = body
        .language
        .as_ref()
        .and_then(|v| v.as_str())
        .and_then(crate::domain::language::Lang::from_code);
    let session = match state
        .club
        .sign_in_member(link.trim(), start, language)
        .await
    {
        Ok(session) => {
            guess.succeed();
            session
        }
        Err(err) => {
            // A spent, expired or replaced link is a real one: no guess.
            if err.code() == "sign_in_link_unknown" {
                guess.fail();
            } else {
                guess.not_a_guess();
            }
            return Err(err);
        }
    };
    if let Some(previous) = member_of(&state, &headers).await?
        && previous.session.id != session.id
    {
        let ended = state
            .club
            .end_member_session(
                previous.session.player_id,
                previous.session.id,
                "replaced",
                ClientKey::of(client),
            )
            .await;
        match ended {
            Ok(()) | Err(Error::NotFound { .. }) => {}
            Err(other) => return Err(other),
        }
    }
    let profile = state.club.member_profile(session.player_id).await?;
    let mut response = personal(Json(Me::from(profile)));
    response
        .headers_mut()
        .append(header::SET_COOKIE, session_cookie(&state, token, &headers)?);
    Ok(response)
}

/// Signs the member out of this browser: its session ends and the cookie is cleared. Needs
/// nothing: without a live session it only clears the cookie.
#[utoipa::path(
    post,
    path = "/api/me/sign-out",
    operation_id = "member_sign_out",
    tag = "me",
    security(()),
    responses(
        (status = 204, description = "The session (if any) is over; the cookie is cleared"),
        (status = 403, description = CROSS_SITE, body = ErrorBody),
    )
)]
async fn sign_out(
    State(state): State<AppState>,
    client: ClientAddr,
    headers: HeaderMap,
) -> Result<Response> {
    if let Some(member) = member_of(&state, &headers).await? {
        let ended = state
            .club
            .end_member_session(
                member.session.player_id,
                member.session.id,
                "signed_out",
                ClientKey::of(client),
            )
            .await;
        match ended {
            // Another tab may have signed out first.
            Ok(()) | Err(Error::NotFound { .. }) => {}
            Err(other) => return Err(other),
        }
    }
    Ok(personal((
        StatusCode::NO_CONTENT,
        [(header::SET_COOKIE, cleared_cookie(&state, &headers)?)],
    )))
}

/// The browser and system a session was started from.
#[derive(Debug, Serialize, ToSchema)]
pub struct SessionDevice {
    /// `Chrome`, `Safari`, `Firefox`, `Edge`, `Opera`, `Samsung Internet`, or null.
    pub browser: Option<String>,
    /// `Android`, `iPhone`, `iPad`, `Windows`, `macOS`, `ChromeOS`, `Linux`, or null.
    pub system: Option<String>,
}

/// One of the member's sessions.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MemberSessionEntry {
    /// The session's id, to end it.
    pub id: i64,
    /// Where it was started.
    pub device: SessionDevice,
    /// When it started (RFC 3339).
    pub created_at: String,
    /// The club date it was last used on, `yyyy-mm-dd` (renewed once a day at most).
    pub last_used_on: String,
    /// Whether it is this browser's.
    pub current: bool,
}

impl MemberSessionEntry {
    fn new(listing: SessionListing, current: i64) -> Self {
        MemberSessionEntry {
            current: listing.id == current,
            id: listing.id,
            device: SessionDevice {
                browser: listing.browser,
                system: listing.system,
            },
            created_at: timestamp(listing.created_at),
            last_used_on: listing.last_used_on,
        }
    }
}

/// The member's live sessions, the most recently used first.
#[utoipa::path(
    get,
    path = "/api/me/sessions",
    operation_id = "member_sessions",
    tag = "me",
    security(("member_session" = [])),
    responses(
        (status = 200, description = "The member's sessions; `Cache-Control: private, no-store`", body = Vec<MemberSessionEntry>),
        (status = 401, description = NOT_MEMBER, body = ErrorBody),
        (status = 403, description = "The admin, who has no member page (`admin_not_member`)", body = ErrorBody),
    )
)]
async fn list(State(state): State<AppState>, member: Member) -> Result<Response> {
    let current = member.session.id;
    let listed = state.club.member_sessions(member.session.player_id).await?;
    let body: Vec<MemberSessionEntry> = listed
        .into_iter()
        .map(|listing| MemberSessionEntry::new(listing, current))
        .collect();
    Ok(personal(Json(body)))
}

/// Ends one of the member's own sessions (a lost phone). Ending this browser's own clears
/// its cookie too.
#[utoipa::path(
    delete,
    path = "/api/me/sessions/{id}",
    operation_id = "end_member_session",
    tag = "me",
    security(("member_session" = [])),
    params(("id" = i64, Path, description = "The session")),
    responses(
        (status = 204, description = "The session is over"),
        (status = 401, description = NOT_MEMBER, body = ErrorBody),
        (status = 403, description = "The admin (`admin_not_member`), or a cross-site request", body = ErrorBody),
        (status = 404, description = "No session of this member has that id (`member_session_not_found`)", body = ErrorBody),
    )
)]
async fn end(
    State(state): State<AppState>,
    member: Member,
    client: ClientAddr,
    headers: HeaderMap,
    Path(id): Path<i64>,
) -> Result<Response> {
    state
        .club
        .end_member_session(member.session.player_id, id, "ended", ClientKey::of(client))
        .await?;
    let mut response = personal(StatusCode::NO_CONTENT);
    if id == member.session.id {
        response
            .headers_mut()
            .append(header::SET_COOKIE, cleared_cookie(&state, &headers)?);
    }
    Ok(response)
}
