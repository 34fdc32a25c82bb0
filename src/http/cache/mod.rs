//! A cache of public API answers, in memory, each kept until a write changes what it was
//! computed from.
//!
//! Visitors carry no session, so every phone asks the same questions: the tournament list,
//! a bracket, the ranking. Each answer is computed once and then served from memory.
//! [`routes`] says, in two tables, what each route's answer depends on (its tags) and which
//! tags each kind of write changes. The club hears every write as it commits, before the
//! writer returns, and raises the revisions of the tags it changed ([`ResponseCache::changed`]).
//! An answer is kept with the revisions of its tags taken before it was computed, and served
//! only while they are all still current. So a hit needs no database round trip, a league
//! score leaves every bracket kept, and an answer computed across a write is never served as
//! current: a read that follows a write sees it.
//!
//! Requests with a live session (the admin, league players) and the few answers that depend
//! on the clock are never cached; a cookie that is not a live session gets the public
//! answer. A query parameter the route does not take is refused (400 `unknown_parameter`),
//! and the key is the route with its ids and known parameters in one order, so made-up URLs
//! cannot make every request a miss. Past the memory budget the least recently used answers
//! go. Answers from the cache say `X-Cache: hit`; those computed for it, `miss`.
//!
//! Right after a write the answers that depend on it are stale, while phones keep asking.
//! Only the first request for an answer computes it; the others for the same answer wait for
//! it instead of computing it again: without that, 64 visitors asking for the ranking of a
//! large club computed it 64 times at once, holding every blocking thread (and its memory)
//! for seconds while even cache hits queued behind them.

mod entry;
pub mod routes;
mod store;

use std::sync::Arc;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderName, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use http_body_util::BodyExt;

use super::auth::{ClientAddr, carries_live_session, carries_session_cookie};
use super::limiter::RefusalBrake;
use crate::club::Club;
use entry::Entry;
use routes::{Caching, Route};
pub use store::ResponseCache;
use store::{Fill, Lookup};

/// Answers larger than this are not kept.
const MAX_ENTRY_BYTES: usize = 512 * 1024;

/// Says whether an answer came from the cache (`hit`) or was computed for it (`miss`).
pub const X_CACHE: HeaderName = HeaderName::from_static("x-cache");

/// Calls [`ResponseCache::done`] when the computing request ends, however it ends.
struct Filling<'a> {
    cache: &'a ResponseCache,
    key: &'a str,
    fill: &'a Fill,
}

impl Drop for Filling<'_> {
    fn drop(&mut self) {
        self.cache.done(self.key, self.fill);
    }
}

/// What the cache layer needs: the club (its sessions and its clock) and the cache.
#[derive(Clone)]
pub struct CacheState {
    /// The club: whether a cookie is a live session, and the season under way, which is part
    /// of every key so that on 1 January every answer of the old season is left behind.
    pub club: Club,
    /// The kept answers.
    pub cache: Arc<ResponseCache>,
    /// The network settings, which name the session cookies.
    pub site: Arc<super::site::Site>,
    /// Slows the clients that keep sending refused reads.
    pub brake: Arc<RefusalBrake>,
}

/// The route of a read of the API, if the request is one, and its path parameters.
fn api_read(request: &Request) -> Option<(&'static Route, Vec<(&'static str, String)>)> {
    if !matches!(*request.method(), Method::GET | Method::HEAD) {
        return None;
    }
    routes::matched(request.uri().path())
}

/// Refuses unknown query parameters on reads of the API, and serves public reads from the
/// cache, filling it on a miss. A read that carries a session cookie which is not live gets
/// the public answer. Both count as refusals of the client ([`RefusalBrake`]): a client that
/// keeps sending them gets its answers slowly.
pub async fn public_reads(
    State(state): State<CacheState>,
    request: Request,
    next: Next,
) -> Response {
    let Some((route, params)) = api_read(&request) else {
        return next.run(request).await;
    };
    let client = request
        .extensions()
        .get::<ClientAddr>()
        .copied()
        .unwrap_or(ClientAddr(None));
    let query = match route.known_query(request.uri()) {
        Ok(query) => query,
        Err(err) => return refused(&state, client, err.into_response()).await,
    };
    if route.caching == Caching::Never {
        return next.run(request).await;
    }
    match carries_live_session(&state.club, &state.site, request.headers()).await {
        Ok(false) => {}
        Ok(true) => return next.run(request).await,
        Err(err) => return err.into_response(),
    }
    // A session cookie that is not live (junk, forged, expired) is refused: the request gets
    // the public answer. The cookie is left alone: removing it could race a login in flight.
    let stale_cookie = carries_session_cookie(&state.site, request.headers());
    let response = serve(&state, route, params, query, request, next).await;
    if stale_cookie {
        refused(&state, client, response).await
    } else {
        response
    }
}

/// `response`, once the client's refusals so far have cost it their wait.
async fn refused(state: &CacheState, client: ClientAddr, response: Response) -> Response {
    let wait = state.brake.refuse(client);
    if !wait.is_zero() {
        tokio::time::sleep(wait).await;
    }
    response
}

/// A public read from the cache, filled on a miss.
async fn serve(
    state: &CacheState,
    route: &'static Route,
    params: Vec<(&'static str, String)>,
    query: Vec<(String, String)>,
    request: Request,
    next: Next,
) -> Response {
    let Some(ids) = routes::ids(&params) else {
        return next.run(request).await;
    };
    let key = route.key(&ids, &query, state.club.clock().today());
    let conditions = request.headers().clone();
    let (fill, seen) = match state.cache.lookup(&key, &route.tags(&ids)) {
        Lookup::Hit(hit) => return answer(&hit, &conditions, "hit"),
        Lookup::Fill { fill, seen } => (fill, seen),
    };
    // Whoever fills the answer takes the request; the others keep theirs in case the
    // answer is not one to share.
    let mut waiting = Some((request, next));
    let mut own = None;
    let shared = {
        let (waiting, own, cache, key, fill) = (&mut waiting, &mut own, &*state.cache, &key, &fill);
        fill.get_or_init(|| async move {
            let _filling = Filling { cache, key, fill };
            let (mut request, next) = waiting.take()?;
            // Ask for the whole answer, whatever the client already has, so it can be kept.
            request.headers_mut().remove(header::IF_NONE_MATCH);
            let response = next.run(request).await;
            if response.status() != StatusCode::OK {
                *own = Some(response);
                return None;
            }
            let (parts, body) = response.into_parts();
            let body = match body.collect().await {
                Ok(collected) => collected.to_bytes(),
                Err(err) => {
                    *own = Some(crate::club::Error::internal(err).into_response());
                    return None;
                }
            };
            let entry = Arc::new(Entry::new(parts.status, parts.headers, body));
            if entry.body.len() <= MAX_ENTRY_BYTES {
                // Kept as of the revisions seen before it was computed: if a write came in
                // the meantime, it is not kept at all.
                cache.put(key.clone(), seen, entry.clone());
            }
            Some(entry)
        })
        .await
        .clone()
    };
    if let Some(response) = own {
        return response;
    }
    match (shared, waiting) {
        (Some(entry), _) => answer(&entry, &conditions, "miss"),
        // The answer was not shared (an error, a 404): ask for this request's own.
        (None, Some((request, next))) => next.run(request).await,
        (None, None) => {
            crate::club::Error::internal("a cached answer went missing").into_response()
        }
    }
}

/// The kept answer, or 304 when the client's copy is current; `source` says whether it was
/// kept already (`hit`) or computed just now (`miss`).
fn answer(entry: &Entry, conditions: &HeaderMap, source: &'static str) -> Response {
    let etag = entry
        .headers
        .get(header::ETAG)
        .and_then(|v| v.to_str().ok());
    let mut response = if etag.is_some_and(|tag| super::etag::matches(conditions, tag)) {
        let mut r = Response::new(Body::empty());
        *r.status_mut() = StatusCode::NOT_MODIFIED;
        for name in [header::ETAG, header::CACHE_CONTROL, header::VARY] {
            if let Some(value) = entry.headers.get(&name) {
                r.headers_mut().insert(name, value.clone());
            }
        }
        r
    } else {
        let (body, encoding) = entry.encoded(conditions);
        let mut response = Response::new(Body::from(body));
        *response.status_mut() = entry.status;
        *response.headers_mut() = entry.headers.clone();
        if let Some(encoding) = encoding {
            let headers = response.headers_mut();
            headers.remove(header::CONTENT_LENGTH);
            headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding));
            // The same URL answers differently by Accept-Encoding (and by cookie, already said).
            headers.append(header::VARY, HeaderValue::from_static("Accept-Encoding"));
        }
        response
    };
    response
        .headers_mut()
        .insert(X_CACHE, HeaderValue::from_static(source));
    response
}

#[cfg(test)]
mod tests;
