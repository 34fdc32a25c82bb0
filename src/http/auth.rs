//! Who is asking: the admin session cookie, the league unlock cookie and the member session
//! cookie (read only by the calls that take it: [`Caller`]), each checked against the store
//! (docs/rules.md#permissions). Guessing the shared passwords is throttled in
//! `super::guesses`. The server never trusts the browser's word.

use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::header;
use axum::http::request::Parts;
use base64::Engine;
use cookie::{Cookie, SameSite};
use rand::Rng;

use super::AppState;
use super::site::Site;
use crate::club::committee::password_admin_only;
use crate::club::members::MemberSession;
use crate::club::{Audience, Club, Error};
use crate::domain::actor::{Actor, Console, Unlock};
use crate::domain::ids::PlayerId;
use crate::domain::session::SessionKind;

pub use super::site::{ADMIN_COOKIE, LEAGUE_COOKIE};
/// Admin sessions last 30 days.
pub const ADMIN_SESSION: Duration = Duration::from_secs(30 * 24 * 3600);
/// League unlocks last 12 hours.
pub const LEAGUE_SESSION: Duration = Duration::from_secs(12 * 3600);

/// A fresh random 256-bit session token, URL-safe.
pub fn new_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rng().fill(&mut bytes);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

pub use crate::passwords::token_digest;

/// Whether `token` could be one [`new_token`] made: 43 URL-safe base64 characters.
pub fn well_formed_token(token: &str) -> bool {
    token.len() == 43
        && token
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The cookie that carries a session token; `secure` as [`super::site::Site::secure_cookies`]
/// decides.
pub fn session_cookie(
    name: &'static str,
    token: String,
    lifetime: Duration,
    https: bool,
) -> String {
    Cookie::build((name, token))
        .http_only(true)
        .same_site(SameSite::Strict)
        .secure(https)
        .path("/")
        .max_age(cookie::time::Duration::seconds(lifetime.as_secs() as i64))
        .build()
        .to_string()
}

/// A member session lasts a year past its last use, and so does its cookie.
pub const MEMBER_SESSION: Duration =
    Duration::from_secs(crate::club::members::SESSION_IDLE_DAYS as u64 * 24 * 3600);

/// The member session cookie: `SameSite=Lax`, so that a member who follows a link to the
/// club from WhatsApp or an email arrives signed in; a year; `secure` as
/// [`super::site::Site::secure_cookies`] decides. Lax still keeps it off cross-site writes,
/// which the Origin check refuses anyway.
pub fn member_cookie(name: &'static str, token: String, https: bool) -> String {
    Cookie::build((name, token))
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(https)
        .path("/")
        .max_age(cookie::time::Duration::seconds(
            MEMBER_SESSION.as_secs() as i64
        ))
        .build()
        .to_string()
}

/// The cookie that removes the member session cookie from the browser.
pub fn expired_member_cookie(name: &'static str, secure: bool) -> String {
    Cookie::build((name, ""))
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(secure)
        .path("/")
        .max_age(cookie::time::Duration::ZERO)
        .build()
        .to_string()
}

/// The cookie that removes a session cookie from the browser.
pub fn expired_cookie(name: &'static str, secure: bool) -> String {
    Cookie::build((name, ""))
        .http_only(true)
        .same_site(SameSite::Strict)
        .secure(secure)
        .path("/")
        .max_age(cookie::time::Duration::ZERO)
        .build()
        .to_string()
}

/// The value of a cookie in the request, if present.
pub fn cookie_value(headers: &axum::http::HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(Cookie::split_parse)
        .filter_map(Result::ok)
        .find(|c| c.name() == name)
        .map(|c| c.value().to_string())
}

async fn has_session(state: &AppState, parts: &Parts, kind: SessionKind) -> Result<bool, Error> {
    carries_session(&state.club, &state.site, &parts.headers, kind).await
}

/// Whether `headers` carry the cookie of a live session of `kind`.
async fn carries_session(
    club: &Club,
    site: &Site,
    headers: &axum::http::HeaderMap,
    kind: SessionKind,
) -> Result<bool, Error> {
    let Some(token) = cookie_value(headers, site.cookie_name(kind)) else {
        return Ok(false);
    };
    // A token is 32 random bytes in URL-safe base64: anything else is junk, known without
    // asking the store.
    if !well_formed_token(&token) {
        return Ok(false);
    }
    club.session_is_live(kind, &token).await
}

/// Whether the request carries a live admin session or league unlock, checked as the
/// extractors below check it: the response cache serves from memory only to those without
/// one, so a cookie that is merely present (expired, made up) does not skip the cache.
pub async fn carries_live_session(
    club: &Club,
    site: &Site,
    headers: &axum::http::HeaderMap,
) -> Result<bool, Error> {
    Ok(
        carries_session(club, site, headers, SessionKind::Admin).await?
            || carries_session(club, site, headers, SessionKind::League).await?,
    )
}

/// Whether the request carries any session cookie at all, live or not: its answer is then
/// `Cache-Control: private, no-store`, so that what the admin saw never stays in a shared
/// PC's browser cache.
pub fn carries_session_cookie(site: &Site, headers: &axum::http::HeaderMap) -> bool {
    [SessionKind::Admin, SessionKind::League]
        .into_iter()
        .any(|kind| cookie_value(headers, site.cookie_name(kind)).is_some())
}

/// Whose live admin session the request carries, if one: `Some(None)` for the password's,
/// `Some(Some(player))` for an organizer's console (docs/rules.md#committee).
pub async fn admin_owner(
    state: &AppState,
    headers: &axum::http::HeaderMap,
) -> Result<Option<Option<PlayerId>>, Error> {
    let Some(token) = cookie_value(headers, state.site.cookie_name(SessionKind::Admin)) else {
        return Ok(None);
    };
    if !well_formed_token(&token) {
        return Ok(None);
    }
    state.club.session_owner(SessionKind::Admin, &token).await
}

/// Marks a request on which an organizer acts on their own match as the member they are (set
/// by [`super::interest::guard`]): [`Acting`] then answers [`Actor::Member`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ActsAsMember(pub PlayerId);

/// Proof that the request carries a live admin session: the password's, or an organizer's
/// console in their own name (docs/rules.md#committee). Without one: 401, or 403 when the
/// request only carries the league credential.
#[derive(Debug, Clone, Copy)]
pub struct Admin {
    /// The organizer whose console it is; none for the password's.
    pub organizer: Option<PlayerId>,
}

impl Admin {
    /// Whose console acts: the password's, or the organizer's.
    pub fn console(&self) -> Console {
        Console::of(self.organizer)
    }
}

impl FromRequestParts<AppState> for Admin {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Error> {
        if let Some(organizer) = admin_owner(state, &parts.headers).await? {
            return Ok(Admin { organizer });
        }
        if has_session(state, parts, SessionKind::League).await? {
            return Err(Error::forbidden(
                "admin_only",
                "Only the admin can do this.",
            ));
        }
        Err(Error::unauthorized(
            "admin_login_required",
            "Log in as the admin first.",
        ))
    }
}

/// Proof that the request carries the password's admin session (docs/rules.md#committee):
/// an organizer's console gets 403 `password_admin_only`; otherwise as [`Admin`].
#[derive(Debug, Clone, Copy)]
pub struct PasswordAdmin;

impl FromRequestParts<AppState> for PasswordAdmin {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Error> {
        match Admin::from_request_parts(parts, state).await? {
            Admin { organizer: None } => Ok(PasswordAdmin),
            Admin { organizer: Some(_) } => Err(password_admin_only()),
        }
    }
}

/// Proof that the request carries a live admin session, for the admin's private books (the
/// fees, the audit trail): without one, 401, the league credential too. Those calls are no
/// league player's business, so they are not told it is the admin's (403) but simply asked to
/// log in as the admin.
#[derive(Debug, Clone, Copy)]
pub struct AdminAlone {
    /// The organizer whose console it is; none for the password's.
    pub organizer: Option<PlayerId>,
}

impl AdminAlone {
    /// Whose console acts: the password's, or the organizer's.
    pub fn console(&self) -> Console {
        Console::of(self.organizer)
    }
}

impl FromRequestParts<AppState> for AdminAlone {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Error> {
        if let Some(organizer) = admin_owner(state, &parts.headers).await? {
            return Ok(AdminAlone { organizer });
        }
        Err(Error::unauthorized(
            "admin_login_required",
            "Log in as the admin first.",
        ))
    }
}

/// Who may act on the league: the admin, or a player who unlocked it with the league
/// password. Without either: 401.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LeagueAccess {
    /// The admin session; the admin may override the challenge range.
    Admin,
    /// The league cookie; `session` is the SHA-256 of its token (hex), which names the
    /// unlock in the league's history.
    League {
        /// The digest of the unlock's token.
        session: String,
    },
}

impl FromRequestParts<AppState> for LeagueAccess {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Error> {
        if has_session(state, parts, SessionKind::Admin).await? {
            return Ok(LeagueAccess::Admin);
        }
        if let Some(session) = league_unlock(state, parts).await? {
            return Ok(LeagueAccess::League { session });
        }
        Err(Error::unauthorized(
            "league_unlock_required",
            "Enter the league password first.",
        ))
    }
}

/// The SHA-256 of the request's live league unlock, if it carries one.
async fn league_unlock(state: &AppState, parts: &Parts) -> Result<Option<String>, Error> {
    if !has_session(state, parts, SessionKind::League).await? {
        return Ok(None);
    }
    let name = state.site.cookie_name(SessionKind::League);
    let token = cookie_value(&parts.headers, name).unwrap_or_default();
    Ok(Some(token_digest(&token)))
}

/// A signed-in member: their live session and the cookie token that names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Member {
    /// The session, with its player.
    pub session: MemberSession,
    /// The cookie's token, to send the cookie again when the session is renewed.
    pub token: String,
}

/// The live member session of the request's member cookie, if it carries one.
pub async fn member_of(
    state: &AppState,
    headers: &axum::http::HeaderMap,
) -> Result<Option<Member>, Error> {
    let Some(token) = cookie_value(headers, state.site.member_cookie_name()) else {
        return Ok(None);
    };
    if !well_formed_token(&token) {
        return Ok(None);
    }
    Ok(state
        .club
        .member_session(&token)
        .await?
        .map(|session| Member { session, token }))
}

/// Who a call that takes several credentials acts for (docs/rules.md#members): the admin first, then
/// a member, then the league password, else a visitor. Only the calls that take a member read
/// the member cookie, through this: every other answer is the visitor's, served from the
/// public cache, whatever member cookie the request carries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Caller {
    /// A live admin session.
    Admin,
    /// A live member session (also of a pending registration).
    Member(Member),
    /// A live league unlock, by the SHA-256 of its token.
    League {
        /// The digest of the unlock's token.
        session: String,
    },
    /// No live credential.
    Visitor,
}

impl FromRequestParts<AppState> for Caller {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Error> {
        if has_session(state, parts, SessionKind::Admin).await? {
            return Ok(Caller::Admin);
        }
        if let Some(member) = member_of(state, &parts.headers).await? {
            return Ok(Caller::Member(member));
        }
        if let Some(session) = league_unlock(state, parts).await? {
            return Ok(Caller::League { session });
        }
        Ok(Caller::Visitor)
    }
}

/// Who acts on a call, as the club's use cases see it: the [`Caller`] as the domain's
/// [`Actor`], a league unlock with its client's address. The one mapping from the web's
/// credentials to who acts: the recording, confirmation, planning and league calls take it,
/// and the use cases decide what each may do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Acting(pub Actor);

impl FromRequestParts<AppState> for Acting {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Error> {
        // An organizer on their own match, with their member session: the member they are.
        if let Some(ActsAsMember(player)) = parts.extensions.get::<ActsAsMember>() {
            return Ok(Acting(Actor::Member(*player)));
        }
        Ok(Acting(
            match Caller::from_request_parts(parts, state).await? {
                Caller::Admin => {
                    let owner = admin_owner(state, &parts.headers).await?.flatten();
                    Actor::Admin(Console::of(owner))
                }
                Caller::Member(member) => Actor::Member(member.session.player_id),
                Caller::League { session } => {
                    Actor::LeaguePassword(Unlock::new(&session, ClientAddr::of(parts).0))
                }
                Caller::Visitor => Actor::Visitor,
            },
        ))
    }
}

/// Proof that the call acts for a member: the caller ([`Caller`]) is a member. The admin,
/// who has no member page of their own and comes first, gets 403 `admin_not_member`; anyone
/// else 401 `member_sign_in_required`.
impl FromRequestParts<AppState> for Member {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Error> {
        match Caller::from_request_parts(parts, state).await? {
            Caller::Member(member) => Ok(member),
            // An organizer with the console open is still the member they are, in their own
            // browser: the one exception to "the admin first" (docs/rules.md#committee).
            Caller::Admin => own_member(state, parts).await?.ok_or_else(|| {
                Error::forbidden(
                    "admin_not_member",
                    "This browser is signed in as the admin, who has no member page. Log out \
                     of the admin to act as a member.",
                )
            }),
            Caller::League { .. } | Caller::Visitor => Err(Error::unauthorized(
                "member_sign_in_required",
                "Sign in with the link the club gave you first.",
            )),
        }
    }
}

/// The request's member session, when its admin session is that same member's console.
async fn own_member(state: &AppState, parts: &Parts) -> Result<Option<Member>, Error> {
    let Some(member) = member_of(state, &parts.headers).await? else {
        return Ok(None);
    };
    let owner = admin_owner(state, &parts.headers).await?;
    Ok((owner == Some(Some(member.session.player_id))).then_some(member))
}

/// Who is reading: public responses leave out personal data unless this is the admin.
#[derive(Debug, Clone, Copy)]
pub struct Viewer {
    /// Whether the request carries a live admin session.
    pub is_admin: bool,
    /// Whether the request carries a live league unlock.
    pub league_unlocked: bool,
    /// The organizer whose console the admin session is; none for the password's.
    pub organizer: Option<PlayerId>,
}

impl Viewer {
    /// Who is asking, as the use cases see it.
    pub fn audience(&self) -> Audience {
        if self.is_admin {
            Audience::Admin
        } else {
            Audience::Public
        }
    }
}

impl FromRequestParts<AppState> for Viewer {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Error> {
        let owner = admin_owner(state, &parts.headers).await?;
        let league_unlocked = has_session(state, parts, SessionKind::League).await?;
        Ok(Viewer {
            is_admin: owner.is_some(),
            league_unlocked,
            organizer: owner.flatten(),
        })
    }
}

/// The client's address, for rate limits: the TCP peer, or behind a trusted proxy the
/// address it forwarded for ([`Site::client`]; set on every request by
/// [`super::guard::identify_client`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClientAddr(pub Option<IpAddr>);

impl ClientAddr {
    /// The client of a request, as [`super::guard::identify_client`] found it.
    pub fn of(parts: &Parts) -> ClientAddr {
        parts
            .extensions
            .get::<ClientAddr>()
            .copied()
            .unwrap_or_else(|| {
                ClientAddr(
                    parts
                        .extensions
                        .get::<ConnectInfo<SocketAddr>>()
                        .map(|ConnectInfo(addr)| addr.ip()),
                )
            })
    }
}

impl<S: Send + Sync> FromRequestParts<S> for ClientAddr {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(ClientAddr::of(parts))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cookies_are_http_only_and_strict() {
        let c = session_cookie(ADMIN_COOKIE, "abc".into(), ADMIN_SESSION, false);
        assert!(c.contains("HttpOnly") && c.contains("SameSite=Strict") && c.contains("Path=/"));
        assert!(!c.contains("Secure"));
        assert!(session_cookie(ADMIN_COOKIE, "abc".into(), ADMIN_SESSION, true).contains("Secure"));
        assert_eq!(token_digest("abc").len(), 64);
        assert_ne!(new_token(), new_token());
        assert!(well_formed_token(&new_token()));
        assert!(!well_formed_token("junk123"));
        assert!(!well_formed_token(&format!("{}=", &new_token()[..42])));
    }

    #[test]
    fn the_member_cookie_is_lax_http_only_and_lasts_a_year() {
        let c = member_cookie("th_member", "abc".into(), true);
        for part in [
            "HttpOnly",
            "SameSite=Lax",
            "Path=/",
            "Secure",
            "Max-Age=31536000",
        ] {
            assert!(c.contains(part), "{part} in {c}");
        }
        let gone = expired_member_cookie("th_member", false);
        assert!(
            gone.contains("Max-Age=0") && !gone.contains("Secure"),
            "{gone}"
        );
    }
}
