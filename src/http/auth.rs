//! Who is asking: the admin session cookie, the league unlock cookie, and the rate limit on
//! failed password attempts (docs/rules.md#permissions). The server never trusts the browser's word.

use std::collections::{HashMap, VecDeque};
use std::net::{IpAddr, SocketAddr};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::header;
use axum::http::request::Parts;
use base64::Engine;
use cookie::{Cookie, SameSite};
use rand::Rng;

use super::AppState;
use crate::club::{Audience, Club, Error};
use crate::db::sessions::SessionKind;

/// The admin session cookie.
pub const ADMIN_COOKIE: &str = "th_admin";
/// The league unlock cookie.
pub const LEAGUE_COOKIE: &str = "th_league";
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

/// The cookie that carries a session token. `Secure` when the request came over HTTPS
/// (through a TLS-terminating proxy that says so).
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

/// The cookie that removes a session cookie from the browser.
pub fn expired_cookie(name: &'static str) -> String {
    Cookie::build((name, ""))
        .http_only(true)
        .same_site(SameSite::Strict)
        .path("/")
        .max_age(cookie::time::Duration::ZERO)
        .build()
        .to_string()
}

/// Whether the request reached us over HTTPS, as a reverse proxy reports it.
pub fn is_https(parts_headers: &axum::http::HeaderMap) -> bool {
    parts_headers
        .get("x-forwarded-proto")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case("https"))
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
    carries_session(&state.club, &parts.headers, kind).await
}

/// Whether `headers` carry the cookie of a live session of `kind`.
async fn carries_session(
    club: &Club,
    headers: &axum::http::HeaderMap,
    kind: SessionKind,
) -> Result<bool, Error> {
    let name = match kind {
        SessionKind::Admin => ADMIN_COOKIE,
        SessionKind::League => LEAGUE_COOKIE,
    };
    let Some(token) = cookie_value(headers, name) else {
        return Ok(false);
    };
    club.session_is_live(kind, &token).await
}

/// Whether the request carries a live admin session or league unlock, checked as the
/// extractors below check it: the response cache serves from memory only to those without
/// one, so a cookie that is merely present (expired, made up) does not skip the cache.
pub async fn carries_live_session(
    club: &Club,
    headers: &axum::http::HeaderMap,
) -> Result<bool, Error> {
    Ok(carries_session(club, headers, SessionKind::Admin).await?
        || carries_session(club, headers, SessionKind::League).await?)
}

/// Proof that the request carries a live admin session. Without one: 401, or 403 when the
/// request only carries the league credential.
#[derive(Debug, Clone, Copy)]
pub struct Admin;

impl FromRequestParts<AppState> for Admin {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Error> {
        if has_session(state, parts, SessionKind::Admin).await? {
            return Ok(Admin);
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
        if has_session(state, parts, SessionKind::League).await? {
            let token = cookie_value(&parts.headers, LEAGUE_COOKIE).unwrap_or_default();
            return Ok(LeagueAccess::League {
                session: token_digest(&token),
            });
        }
        Err(Error::unauthorized(
            "league_unlock_required",
            "Enter the league password first.",
        ))
    }
}

/// Who is reading: public responses leave out personal data unless this is the admin.
#[derive(Debug, Clone, Copy)]
pub struct Viewer {
    /// Whether the request carries a live admin session.
    pub is_admin: bool,
    /// Whether the request carries a live league unlock.
    pub league_unlocked: bool,
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
        let is_admin = has_session(state, parts, SessionKind::Admin).await?;
        let league_unlocked = has_session(state, parts, SessionKind::League).await?;
        Ok(Viewer {
            is_admin,
            league_unlocked,
        })
    }
}

/// The client's address, for rate limits. Behind a reverse proxy every client shares the
/// proxy's address; that errs on the side of safety.
#[derive(Debug, Clone, Copy)]
pub struct ClientAddr(pub Option<IpAddr>);

impl<S: Send + Sync> FromRequestParts<S> for ClientAddr {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(ClientAddr(
            parts
                .extensions
                .get::<ConnectInfo<SocketAddr>>()
                .map(|ConnectInfo(addr)| addr.ip()),
        ))
    }
}

/// Failures are counted per client address and per kind of attempt.
type AttemptKey = (Option<IpAddr>, &'static str);

/// Counts failures per client address and key (a password, an invitation) in a sliding
/// window. After `max` failures in `window`, further attempts get 429 until the oldest
/// failure leaves the window.
#[derive(Debug)]
pub struct AttemptLimiter {
    max: usize,
    window: Duration,
    failures: Mutex<HashMap<AttemptKey, VecDeque<Instant>>>,
}

impl AttemptLimiter {
    /// A limiter allowing `max` failures per `window`.
    pub fn new(max: usize, window: Duration) -> Self {
        AttemptLimiter {
            max,
            window,
            failures: Mutex::new(HashMap::new()),
        }
    }

    /// Refuses with 429 while the client is over the limit for `key`.
    pub fn check(&self, client: ClientAddr, key: &'static str) -> Result<(), Error> {
        let now = Instant::now();
        let mut failures = self.failures.lock().unwrap_or_else(|e| e.into_inner());
        let Some(times) = failures.get_mut(&(client.0, key)) else {
            return Ok(());
        };
        while times
            .front()
            .is_some_and(|t| now.duration_since(*t) >= self.window)
        {
            times.pop_front();
        }
        if times.len() >= self.max {
            let oldest = *times.front().expect("over the limit means not empty");
            let wait = self.window.saturating_sub(now.duration_since(oldest));
            return Err(Error::RateLimited {
                retry_after_secs: wait.as_secs().max(1),
            });
        }
        Ok(())
    }

    /// Records one failure.
    pub fn fail(&self, client: ClientAddr, key: &'static str) {
        let now = Instant::now();
        let mut failures = self.failures.lock().unwrap_or_else(|e| e.into_inner());
        // Forget clients whose failures have all aged out, so the map cannot grow forever.
        if failures.len() > 10_000 {
            let window = self.window;
            failures.retain(|_, times| {
                times
                    .back()
                    .is_some_and(|t| now.duration_since(*t) < window)
            });
        }
        failures.entry((client.0, key)).or_default().push_back(now);
    }

    /// Forgets a client's failures after a success.
    pub fn succeed(&self, client: ClientAddr, key: &'static str) {
        let mut failures = self.failures.lock().unwrap_or_else(|e| e.into_inner());
        failures.remove(&(client.0, key));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limiter_blocks_after_max_failures_and_forgets_on_success() {
        let limiter = AttemptLimiter::new(5, Duration::from_secs(900));
        let client = ClientAddr(Some(IpAddr::from([10, 0, 0, 1])));
        let other = ClientAddr(Some(IpAddr::from([10, 0, 0, 2])));
        for _ in 0..5 {
            assert!(limiter.check(client, "admin").is_ok());
            limiter.fail(client, "admin");
        }
        match limiter.check(client, "admin") {
            Err(Error::RateLimited { retry_after_secs }) => {
                assert!(retry_after_secs > 800 && retry_after_secs <= 900)
            }
            other => panic!("expected 429, got {other:?}"),
        }
        assert!(
            limiter.check(other, "admin").is_ok(),
            "other clients are not affected"
        );
        assert!(
            limiter.check(client, "league").is_ok(),
            "keys are counted apart"
        );
        limiter.succeed(client, "admin");
        assert!(limiter.check(client, "admin").is_ok());
    }

    #[test]
    fn failures_age_out_of_the_window() {
        let limiter = AttemptLimiter::new(1, Duration::from_millis(20));
        let client = ClientAddr(None);
        limiter.fail(client, "admin");
        assert!(limiter.check(client, "admin").is_err());
        std::thread::sleep(Duration::from_millis(30));
        assert!(limiter.check(client, "admin").is_ok());
    }

    #[test]
    fn cookies_are_http_only_and_strict() {
        let c = session_cookie(ADMIN_COOKIE, "abc".into(), ADMIN_SESSION, false);
        assert!(c.contains("HttpOnly") && c.contains("SameSite=Strict") && c.contains("Path=/"));
        assert!(!c.contains("Secure"));
        assert!(session_cookie(ADMIN_COOKIE, "abc".into(), ADMIN_SESSION, true).contains("Secure"));
        assert_eq!(token_digest("abc").len(), 64);
        assert_ne!(new_token(), new_token());
    }
}
