//! A cache of public API answers, keyed by the data's revision (migration V2).
//!
//! Visitors carry no cookie, so every phone asks the same questions: the tournament list,
//! a bracket, the ranking. Each answer is computed once per revision of the data and then
//! served from memory. Any write raises the revision (database triggers), which makes every
//! cached answer stale at once, whichever process wrote. Requests with a session cookie
//! (the admin, league players) and time-dependent answers (invitation links) are never cached.
//!
//! Right after a write every kept answer is stale, while phones keep asking. Only the first
//! request for an answer computes it; the others for the same answer and revision wait for
//! it instead of computing it again: without that, 64 visitors asking for the ranking of a
//! large club computed it 64 times at once, holding every blocking thread (and its memory)
//! for seconds while even cache hits queued behind them.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use http_body_util::BodyExt;
use tokio::sync::OnceCell;

use super::auth::{ADMIN_COOKIE, LEAGUE_COOKIE, cookie_value};
use super::encoding;
use crate::db::Db;

/// Answers larger than this are not kept.
const MAX_ENTRY_BYTES: usize = 512 * 1024;
/// The memory the cache may hold; past it, it starts over.
const MAX_TOTAL_BYTES: usize = 8 * 1024 * 1024;
/// Paths whose answers depend on the clock or are served with their own caching.
const NEVER_CACHED: [&str; 2] = ["/api/health", "/api/invitations"];

/// Answers smaller than this are sent as they are.
const MIN_COMPRESSED_BYTES: usize = super::encoding::MIN_COMPRESSED_BYTES;

/// One kept answer, with its compressed forms made on first demand.
struct Entry {
    status: StatusCode,
    headers: HeaderMap,
    body: Bytes,
    brotli: OnceLock<Bytes>,
    gzip: OnceLock<Bytes>,
}

impl Entry {
    fn new(status: StatusCode, headers: HeaderMap, body: Bytes) -> Entry {
        Entry {
            status,
            headers,
            body,
            brotli: OnceLock::new(),
            gzip: OnceLock::new(),
        }
    }

    /// The body in the best encoding the client accepts, and that encoding's name.
    fn encoded(&self, conditions: &HeaderMap) -> (Bytes, Option<&'static str>) {
        let compressible = self.body.len() >= MIN_COMPRESSED_BYTES
            && !self.headers.contains_key(header::CONTENT_ENCODING)
            && self
                .headers
                .get(header::CONTENT_TYPE)
                .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
        if !compressible {
            return (self.body.clone(), None);
        }
        let accepted = encoding::accepted(conditions);
        if accepted.brotli {
            let body = self
                .brotli
                .get_or_init(|| encoding::brotli(&self.body, encoding::DYNAMIC_BROTLI_QUALITY));
            (body.clone(), Some("br"))
        } else if accepted.gzip {
            (
                self.gzip.get_or_init(|| encoding::gzip(&self.body)).clone(),
                Some("gzip"),
            )
        } else {
            (self.body.clone(), None)
        }
    }
}

/// An answer being computed: its first asker fills it, later askers wait for it. `None`
/// when the answer is not one to share (not a 200): then each asker gets its own.
type Fill = Arc<OnceCell<Option<Arc<Entry>>>>;

#[derive(Default)]
struct Entries {
    revision: i64,
    by_uri: HashMap<String, Arc<Entry>>,
    bytes: usize,
    /// The answers of this revision being computed, by URI; removed once done.
    filling: HashMap<String, Fill>,
}

/// What the cache has for a request.
enum Lookup {
    /// The kept answer.
    Hit(Arc<Entry>),
    /// No answer yet: compute it, or wait for whoever already is.
    Fill(Fill),
    /// The request saw an older revision than the cache holds: its answer cannot be kept.
    Bypass,
}

/// The answers of one revision of the data.
#[derive(Default)]
pub struct ResponseCache {
    entries: Mutex<Entries>,
}

impl ResponseCache {
    fn lookup(&self, revision: i64, uri: &str) -> Lookup {
        let mut entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        if entries.revision != revision {
            if revision < entries.revision {
                return Lookup::Bypass;
            }
            *entries = Entries {
                revision,
                ..Entries::default()
            };
        }
        if let Some(hit) = entries.by_uri.get(uri) {
            return Lookup::Hit(hit.clone());
        }
        Lookup::Fill(entries.filling.entry(uri.to_string()).or_default().clone())
    }

    fn put(&self, revision: i64, uri: String, entry: Arc<Entry>) {
        let mut entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        if entries.revision != revision {
            if revision < entries.revision {
                // An answer computed before a newer one was kept: it is already stale.
                return;
            }
            *entries = Entries {
                revision,
                ..Entries::default()
            };
        }
        if entries.bytes + entry.body.len() > MAX_TOTAL_BYTES {
            entries.by_uri.clear();
            entries.bytes = 0;
        }
        entries.bytes += entry.body.len();
        entries.by_uri.insert(uri, entry);
    }

    /// Forgets `fill` once it is done (or its asker went away), so that the map only holds
    /// answers in progress.
    fn done(&self, revision: i64, uri: &str, fill: &Fill) {
        let mut entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        if entries.revision == revision
            && entries
                .filling
                .get(uri)
                .is_some_and(|current| Arc::ptr_eq(current, fill))
        {
            entries.filling.remove(uri);
        }
    }
}

/// Calls [`ResponseCache::done`] when the computing request ends, however it ends.
struct Filling<'a> {
    cache: &'a ResponseCache,
    revision: i64,
    uri: &'a str,
    fill: &'a Fill,
}

impl Drop for Filling<'_> {
    fn drop(&mut self) {
        self.cache.done(self.revision, self.uri, self.fill);
    }
}

/// What the cache layer needs: the store (for the revision) and the cache itself.
#[derive(Clone)]
pub struct CacheState {
    /// The store.
    pub db: Db,
    /// The club's clock: the season under way is part of every key, so that on 1 January
    /// every answer of the old season is left behind without a write.
    pub clock: crate::club::Clock,
    /// The kept answers.
    pub cache: Arc<ResponseCache>,
}

fn is_cacheable(request: &Request) -> bool {
    let path = request.uri().path();
    matches!(*request.method(), Method::GET | Method::HEAD)
        && path.starts_with("/api/")
        && !NEVER_CACHED.iter().any(|p| path.starts_with(p))
        && cookie_value(request.headers(), ADMIN_COOKIE).is_none()
        && cookie_value(request.headers(), LEAGUE_COOKIE).is_none()
}

/// The key of a request's answer: its URI and the season under way, since the same URI
/// answers another season once the year turns.
fn key(uri: &str, season: crate::domain::season::Season) -> String {
    format!("{uri} season={season}")
}

/// Serves public API reads from the cache, filling it on a miss.
pub async fn public_reads(
    State(state): State<CacheState>,
    request: Request,
    next: Next,
) -> Response {
    if !is_cacheable(&request) {
        return next.run(request).await;
    }
    let revision = match state.db.read(crate::db::revision::current).await {
        Ok(revision) => revision,
        Err(err) => return crate::club::Error::from(err).into_response(),
    };
    let uri = key(&request.uri().to_string(), state.clock.season());
    let conditions = request.headers().clone();
    let fill = match state.cache.lookup(revision, &uri) {
        Lookup::Hit(hit) => return answer(&hit, &conditions),
        Lookup::Bypass => return next.run(request).await,
        Lookup::Fill(fill) => fill,
    };
    // Whoever fills the answer takes the request; the others keep theirs in case the
    // answer is not one to share.
    let mut waiting = Some((request, next));
    let mut own = None;
    let shared = {
        let (waiting, own, cache, uri, fill) = (&mut waiting, &mut own, &*state.cache, &uri, &fill);
        fill.get_or_init(|| async move {
            let _filling = Filling {
                cache,
                revision,
                uri,
                fill,
            };
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
                cache.put(revision, uri.clone(), entry.clone());
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
        (Some(entry), _) => answer(&entry, &conditions),
        // The answer was not shared (an error, a 404): ask for this request's own.
        (None, Some((request, next))) => next.run(request).await,
        (None, None) => {
            crate::club::Error::internal("a cached answer went missing").into_response()
        }
    }
}

/// The kept answer, or 304 when the client's copy is current.
fn answer(entry: &Entry, conditions: &HeaderMap) -> Response {
    let etag = entry
        .headers
        .get(header::ETAG)
        .and_then(|v| v.to_str().ok());
    if etag.is_some_and(|tag| super::etag::matches(conditions, tag)) {
        let mut r = Response::new(Body::empty());
        *r.status_mut() = StatusCode::NOT_MODIFIED;
        for name in [header::ETAG, header::CACHE_CONTROL, header::VARY] {
            if let Some(value) = entry.headers.get(&name) {
                r.headers_mut().insert(name, value.clone());
            }
        }
        return r;
    }
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    use axum::Router;
    use axum::routing::get;
    use tower::ServiceExt;

    struct Fixture {
        app: Router,
        db: Db,
        cache: Arc<ResponseCache>,
        computed: Arc<AtomicUsize>,
        _dir: tempfile::TempDir,
    }

    fn fixture() -> Fixture {
        let dir = tempfile::tempdir().unwrap();
        let db = Db::open(&dir.path().join("c.db")).unwrap();
        db.migrate().unwrap();
        let computed = Arc::new(AtomicUsize::new(0));
        let counter = computed.clone();
        let reader = db.clone();
        let cache = Arc::new(ResponseCache::default());
        let app = Router::new()
            .route(
                "/api/players",
                get(move || {
                    let counter = counter.clone();
                    let reader = reader.clone();
                    async move {
                        counter.fetch_add(1, Ordering::SeqCst);
                        let n: i64 = reader
                            .read(|c| {
                                Ok(c.query_row("SELECT COUNT(*) FROM players", [], |r| r.get(0))?)
                            })
                            .await
                            .unwrap();
                        axum::Json(serde_json::json!({ "players": n }))
                    }
                }),
            )
            .layer(axum::middleware::from_fn(
                super::super::etag::conditional_json,
            ))
            .layer(axum::middleware::from_fn_with_state(
                CacheState {
                    db: db.clone(),
                    clock: Default::default(),
                    cache: cache.clone(),
                },
                public_reads,
            ));
        Fixture {
            app,
            db,
            cache,
            computed,
            _dir: dir,
        }
    }

    async fn get_body(app: &Router, headers: &[(&str, &str)]) -> (StatusCode, HeaderMap, String) {
        let mut builder = Request::get("/api/players");
        for (k, v) in headers {
            builder = builder.header(*k, *v);
        }
        let response = app
            .clone()
            .oneshot(builder.body(Body::empty()).unwrap())
            .await
            .unwrap();
        let status = response.status();
        let headers = response.headers().clone();
        let body = response.into_body().collect().await.unwrap().to_bytes();
        (status, headers, String::from_utf8_lossy(&body).into_owned())
    }

    #[tokio::test]
    async fn answers_are_computed_once_per_revision_and_a_write_makes_them_stale() {
        let f = fixture();
        let (_, headers, first) = get_body(&f.app, &[]).await;
        let (_, _, second) = get_body(&f.app, &[]).await;
        assert_eq!(first, second);
        assert_eq!(first, r#"{"players":0}"#);
        assert_eq!(
            f.computed.load(Ordering::SeqCst),
            1,
            "the second answer came from the cache"
        );
        let etag = headers
            .get(header::ETAG)
            .unwrap()
            .to_str()
            .unwrap()
            .to_string();
        let (status, _, body) = get_body(&f.app, &[("if-none-match", &etag)]).await;
        assert_eq!(status, StatusCode::NOT_MODIFIED);
        assert!(body.is_empty());

        f.db.write_blocking(|tx| Ok(tx.execute("INSERT INTO players (name) VALUES ('Ana')", [])?))
            .unwrap();
        let (status, _, after) = get_body(&f.app, &[("if-none-match", &etag)]).await;
        assert_eq!(status, StatusCode::OK, "the old ETag no longer matches");
        assert_eq!(after, r#"{"players":1}"#);
        assert_eq!(f.computed.load(Ordering::SeqCst), 2);
    }

    #[tokio::test]
    async fn requests_with_a_session_cookie_are_never_cached() {
        let f = fixture();
        get_body(&f.app, &[("cookie", "th_admin=abc")]).await;
        get_body(&f.app, &[("cookie", "th_admin=abc")]).await;
        assert_eq!(f.computed.load(Ordering::SeqCst), 2);
    }

    /// An app whose one public answer waits for `release` on its first computation.
    fn gated(
        f: &Fixture,
        computed: Arc<AtomicUsize>,
        entered: Arc<tokio::sync::Notify>,
        release: Arc<tokio::sync::Notify>,
    ) -> Router {
        Router::new()
            .route(
                "/api/slow",
                get(move || {
                    let (computed, entered, release) =
                        (computed.clone(), entered.clone(), release.clone());
                    async move {
                        if computed.fetch_add(1, Ordering::SeqCst) == 0 {
                            entered.notify_one();
                            release.notified().await;
                        }
                        axum::Json(serde_json::json!({ "answer": 42 }))
                    }
                }),
            )
            .layer(axum::middleware::from_fn_with_state(
                CacheState {
                    db: f.db.clone(),
                    clock: Default::default(),
                    cache: f.cache.clone(),
                },
                public_reads,
            ))
    }

    /// How many requests hold the answer of `uri` being computed (the cache's own included).
    fn holding(cache: &ResponseCache, uri: &str) -> usize {
        let entries = cache.entries.lock().unwrap();
        let key = key(uri, crate::club::Clock::default().season());
        entries.filling.get(&key).map_or(0, Arc::strong_count)
    }

    async fn until(mut condition: impl FnMut() -> bool) {
        for _ in 0..1000 {
            if condition() {
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        }
        panic!("the condition never held");
    }

    async fn ask(app: Router) -> (StatusCode, String) {
        let response = app
            .oneshot(Request::get("/api/slow").body(Body::empty()).unwrap())
            .await
            .unwrap();
        let status = response.status();
        let body = response.into_body().collect().await.unwrap().to_bytes();
        (status, String::from_utf8_lossy(&body).into_owned())
    }

    #[tokio::test]
    async fn concurrent_misses_wait_for_one_computation() {
        let f = fixture();
        let computed = Arc::new(AtomicUsize::new(0));
        let entered = Arc::new(tokio::sync::Notify::new());
        let release = Arc::new(tokio::sync::Notify::new());
        let app = gated(&f, computed.clone(), entered.clone(), release.clone());
        let first = tokio::spawn(ask(app.clone()));
        entered.notified().await;
        let others: Vec<_> = (0..8).map(|_| tokio::spawn(ask(app.clone()))).collect();
        // The cache, the first asker and the eight others.
        until(|| holding(&f.cache, "/api/slow") == 10).await;
        release.notify_one();
        assert_eq!(
            first.await.unwrap(),
            (StatusCode::OK, r#"{"answer":42}"#.into())
        );
        for other in others {
            assert_eq!(
                other.await.unwrap(),
                (StatusCode::OK, r#"{"answer":42}"#.into())
            );
        }
        assert_eq!(
            computed.load(Ordering::SeqCst),
            1,
            "computed once for all nine"
        );
    }

    #[tokio::test]
    async fn a_waiter_computes_the_answer_when_the_first_asker_goes_away() {
        let f = fixture();
        let computed = Arc::new(AtomicUsize::new(0));
        let entered = Arc::new(tokio::sync::Notify::new());
        let release = Arc::new(tokio::sync::Notify::new());
        let app = gated(&f, computed.clone(), entered.clone(), release);
        // The first asker hangs up while its answer is being computed.
        let first = tokio::spawn(ask(app.clone()));
        entered.notified().await;
        let second = tokio::spawn(ask(app.clone()));
        until(|| holding(&f.cache, "/api/slow") == 3).await;
        first.abort();
        assert_eq!(
            second.await.unwrap(),
            (StatusCode::OK, r#"{"answer":42}"#.into())
        );
        assert_eq!(computed.load(Ordering::SeqCst), 2);
        let (_, third) = ask(app).await;
        assert_eq!(third, r#"{"answer":42}"#);
        assert_eq!(
            computed.load(Ordering::SeqCst),
            2,
            "the second answer was kept"
        );
    }

    #[tokio::test]
    async fn answers_that_are_not_shared_are_each_askers_own() {
        let f = fixture();
        for _ in 0..2 {
            let response = f
                .app
                .clone()
                .oneshot(Request::get("/api/none").body(Body::empty()).unwrap())
                .await
                .unwrap();
            assert_eq!(response.status(), StatusCode::NOT_FOUND);
        }
        let entries = f.cache.entries.lock().unwrap();
        assert!(entries.filling.is_empty(), "nothing is left in progress");
    }

    #[test]
    fn large_json_answers_are_kept_compressed_for_clients_that_accept_it() {
        let json = format!("[{}]", vec!["{\"name\":\"Ana Mora\"}"; 100].join(","));
        let mut headers = HeaderMap::new();
        headers.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        );
        let entry = Entry::new(StatusCode::OK, headers, Bytes::from(json.clone()));
        let mut accepts = HeaderMap::new();
        accepts.insert(
            header::ACCEPT_ENCODING,
            HeaderValue::from_static("gzip, br"),
        );
        let (body, encoding) = entry.encoded(&accepts);
        assert_eq!(encoding, Some("br"));
        let mut plain = String::new();
        std::io::Read::read_to_string(&mut brotli::Decompressor::new(&body[..], 4096), &mut plain)
            .unwrap();
        assert_eq!(plain, json);
        assert!(body.len() < json.len() / 4);
        let (same, _) = entry.encoded(&accepts);
        assert_eq!(same, body, "compressed once, then kept");
        let (identity, none) = entry.encoded(&HeaderMap::new());
        assert_eq!((identity, none), (Bytes::from(json), None));
    }

    #[test]
    fn a_stale_answer_never_replaces_a_newer_revision() {
        let cache = ResponseCache::default();
        let entry = |body: &'static str| {
            Entry::new(
                StatusCode::OK,
                HeaderMap::new(),
                Bytes::from_static(body.as_bytes()),
            )
        };
        cache.put(5, "/api/x".into(), Arc::new(entry("new")));
        cache.put(4, "/api/x".into(), Arc::new(entry("old")));
        assert!(matches!(cache.lookup(5, "/api/x"), Lookup::Hit(hit) if hit.body == "new"));
        assert!(matches!(cache.lookup(4, "/api/x"), Lookup::Bypass));
    }
}
