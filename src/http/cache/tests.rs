//! The cache layer over a small app of real route templates with counting handlers.

use super::*;
use std::sync::atomic::{AtomicUsize, Ordering};

use axum::Router;
use axum::routing::get;
use tower::ServiceExt;

use crate::club::sessions::expires_after;
use crate::club::{Change, ChangeKind, Db};
use crate::domain::ids::{PlayerId, TournamentId};
use crate::domain::session::SessionKind;

struct Fixture {
    app: Router,
    club: Club,
    cache: Arc<ResponseCache>,
    computed: Arc<AtomicUsize>,
    _dir: tempfile::TempDir,
}

/// The layers as the app stacks them: the cache outside the ETag layer.
fn layered(router: Router<()>, state: &CacheState) -> Router {
    router
        .layer(axum::middleware::from_fn(
            super::super::etag::conditional_json,
        ))
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            public_reads,
        ))
}

/// `/api/players` counts the players; `/api/players/{id}` is always 404; and
/// `/api/tournaments/{id}/matches` names its tournament.
fn fixture() -> Fixture {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open(&dir.path().join("c.db")).unwrap();
    db.migrate().unwrap();
    let club = Club::new(db);
    let state = CacheState {
        club: club.clone(),
        cache: ResponseCache::listening_to(&club),
        site: Default::default(),
        brake: Default::default(),
    };
    let computed = Arc::new(AtomicUsize::new(0));
    let (counter, reader) = (computed.clone(), club.clone());
    let players = move || {
        let (counter, reader) = (counter.clone(), reader.clone());
        async move {
            counter.fetch_add(1, Ordering::SeqCst);
            let n: i64 = reader
                .read(|c| Ok(c.query_row("SELECT COUNT(*) FROM players", [], |r| r.get(0))?))
                .await
                .unwrap();
            axum::Json(serde_json::json!({ "players": n }))
        }
    };
    let counter = computed.clone();
    let matches = move |axum::extract::Path(id): axum::extract::Path<i64>| {
        let counter = counter.clone();
        async move {
            counter.fetch_add(1, Ordering::SeqCst);
            axum::Json(serde_json::json!({ "tournament": id }))
        }
    };
    let router = Router::new()
        .route("/api/players", get(players))
        .route("/api/players/{id}", get(|| async { StatusCode::NOT_FOUND }))
        .route("/api/tournaments/{id}/matches", get(matches));
    Fixture {
        app: layered(router, &state),
        club,
        cache: state.cache,
        computed,
        _dir: dir,
    }
}

/// Status, headers and body of `GET uri` with `headers`.
async fn get_at(
    app: &Router,
    uri: &str,
    headers: &[(&str, &str)],
) -> (StatusCode, HeaderMap, String) {
    let mut builder = Request::get(uri);
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

async fn get_body(app: &Router, headers: &[(&str, &str)]) -> (StatusCode, HeaderMap, String) {
    get_at(app, "/api/players", headers).await
}

fn source(headers: &HeaderMap) -> Option<&str> {
    headers.get(X_CACHE).map(|v| v.to_str().unwrap())
}

/// Adds a player as the club's use cases write: the cache hears the change as it commits.
async fn add_player(f: &Fixture) {
    f.club
        .apply(|tx| {
            tx.execute("INSERT INTO players (name) VALUES ('Ana')", [])?;
            let id = PlayerId(tx.last_insert_rowid());
            Ok(((), Change::new(ChangeKind::PlayerAdded).players([id])))
        })
        .await
        .unwrap();
}

#[tokio::test]
async fn answers_are_computed_once_until_a_write_makes_them_stale() {
    let f = fixture();
    let (_, headers, first) = get_body(&f.app, &[]).await;
    let (_, again, second) = get_body(&f.app, &[]).await;
    assert_eq!(first, second);
    assert_eq!(first, r#"{"players":0}"#);
    assert_eq!(
        (source(&headers), source(&again)),
        (Some("miss"), Some("hit"))
    );
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

    add_player(&f).await;
    let (status, _, after) = get_body(&f.app, &[("if-none-match", &etag)]).await;
    assert_eq!(status, StatusCode::OK, "the old ETag no longer matches");
    assert_eq!(after, r#"{"players":1}"#);
    assert_eq!(f.computed.load(Ordering::SeqCst), 2);
}

#[tokio::test]
async fn a_write_makes_stale_only_what_depends_on_it() {
    let f = fixture();
    let bracket = "/api/tournaments/3/matches";
    get_at(&f.app, bracket, &[]).await;
    get_body(&f.app, &[]).await;
    f.cache.changed(&Change::new(ChangeKind::LeagueScore));
    let (_, headers, body) = get_at(&f.app, bracket, &[]).await;
    assert_eq!(
        source(&headers),
        Some("hit"),
        "a league score moves no bracket"
    );
    assert_eq!(body, r#"{"tournament":3}"#);
    let (_, headers, _) = get_body(&f.app, &[]).await;
    assert_eq!(
        source(&headers),
        Some("miss"),
        "but it moves the players' records"
    );
    // A result in another tournament leaves this one kept; one in this tournament does not.
    f.cache
        .changed(&Change::new(ChangeKind::MatchResult).tournament(TournamentId(4)));
    let (_, headers, _) = get_at(&f.app, bracket, &[]).await;
    assert_eq!(source(&headers), Some("hit"));
    f.cache
        .changed(&Change::new(ChangeKind::MatchResult).tournament(TournamentId(3)));
    let (_, headers, _) = get_at(&f.app, bracket, &[]).await;
    assert_eq!(source(&headers), Some("miss"));
}

#[tokio::test]
async fn ids_and_parameters_are_keyed_in_one_spelling() {
    let f = fixture();
    get_at(&f.app, "/api/tournaments/3/matches", &[]).await;
    let (_, headers, body) = get_at(&f.app, "/api/tournaments/003/matches", &[]).await;
    assert_eq!(source(&headers), Some("hit"));
    assert_eq!(body, r#"{"tournament":3}"#);
    assert_eq!(f.computed.load(Ordering::SeqCst), 1);
}

#[tokio::test]
async fn unknown_parameters_are_refused_before_anything_is_computed() {
    let f = fixture();
    for uri in [
        "/api/players?x=1",
        "/api/players?season=2025&utm=a",
        "/api/tournaments/3/matches?season=all",
    ] {
        let (status, _, body) = get_at(&f.app, uri, &[]).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{uri}");
        let body: serde_json::Value = serde_json::from_str(&body).unwrap();
        assert_eq!(body["code"], "unknown_parameter", "{uri}");
    }
    assert_eq!(f.computed.load(Ordering::SeqCst), 0);
}

#[tokio::test]
async fn a_cookie_that_is_no_live_session_gets_the_public_answer_from_the_cache() {
    let f = fixture();
    get_body(&f.app, &[]).await;
    let (_, headers, _) = get_body(&f.app, &[("cookie", "th_admin=abc; th_league=def")]).await;
    assert_eq!(source(&headers), Some("hit"));
    assert_eq!(f.computed.load(Ordering::SeqCst), 1);

    let expires = expires_after(std::time::Duration::from_secs(3600));
    for (kind, cookie) in [
        (SessionKind::Admin, "th_admin"),
        (SessionKind::League, "th_league"),
    ] {
        let token = crate::http::auth::new_token();
        f.club
            .start_session(kind, &token, expires, crate::clients::ClientKey::Unknown)
            .await
            .unwrap();
        let before = f.computed.load(Ordering::SeqCst);
        for _ in 0..2 {
            let (_, headers, _) =
                get_body(&f.app, &[("cookie", &format!("{cookie}={token}"))]).await;
            assert_eq!(
                source(&headers),
                None,
                "{cookie}: a live session is never served from the cache"
            );
        }
        assert_eq!(f.computed.load(Ordering::SeqCst), before + 2);
    }
}

/// An app whose one public answer (the season archive) waits for `release` on its first
/// computation; each computation answers its own number.
fn gated(
    f: &Fixture,
    computed: Arc<AtomicUsize>,
    entered: Arc<tokio::sync::Notify>,
    release: Arc<tokio::sync::Notify>,
) -> Router {
    let router = Router::new().route(
        "/api/seasons",
        get(move || {
            let (computed, entered, release) = (computed.clone(), entered.clone(), release.clone());
            async move {
                let n = computed.fetch_add(1, Ordering::SeqCst) + 1;
                if n == 1 {
                    entered.notify_one();
                    release.notified().await;
                }
                axum::Json(serde_json::json!({ "answer": n }))
            }
        }),
    );
    let state = CacheState {
        club: f.club.clone(),
        cache: f.cache.clone(),
        site: Default::default(),
        brake: Default::default(),
    };
    layered(router, &state)
}

/// The key of the season archive.
fn seasons_key() -> String {
    routes::find("/api/seasons")
        .unwrap()
        .key(&[], &[], crate::club::Clock::default().today())
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
    let (status, _, body) = get_at(&app, "/api/seasons", &[]).await;
    (status, body)
}

fn answered(n: usize) -> (StatusCode, String) {
    (StatusCode::OK, format!(r#"{{"answer":{n}}}"#))
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
    until(|| f.cache.holding(&seasons_key()) == 10).await;
    release.notify_one();
    assert_eq!(first.await.unwrap(), answered(1));
    for other in others {
        assert_eq!(other.await.unwrap(), answered(1));
    }
    assert_eq!(
        computed.load(Ordering::SeqCst),
        1,
        "computed once for all nine"
    );
}

#[tokio::test]
async fn a_read_after_a_write_never_waits_for_an_answer_from_before_it() {
    let f = fixture();
    let computed = Arc::new(AtomicUsize::new(0));
    let entered = Arc::new(tokio::sync::Notify::new());
    let release = Arc::new(tokio::sync::Notify::new());
    let app = gated(&f, computed.clone(), entered.clone(), release.clone());
    // A visitor's answer is being computed when a league score commits.
    let before = tokio::spawn(ask(app.clone()));
    entered.notified().await;
    f.cache.changed(&Change::new(ChangeKind::LeagueScore));
    // Whoever asks now gets an answer computed after the write, not the one in progress.
    assert_eq!(ask(app.clone()).await, answered(2));
    release.notify_one();
    assert_eq!(
        before.await.unwrap(),
        answered(1),
        "its own, begun before the write"
    );
    // The answer computed across the write was not kept over the newer one.
    assert_eq!(ask(app).await, answered(2));
    assert_eq!(computed.load(Ordering::SeqCst), 2);
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
    until(|| f.cache.holding(&seasons_key()) == 3).await;
    first.abort();
    assert_eq!(second.await.unwrap(), answered(2));
    assert_eq!(computed.load(Ordering::SeqCst), 2);
    let third = ask(app).await;
    assert_eq!(third, answered(2));
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
        let (status, headers, _) = get_at(&f.app, "/api/players/7", &[]).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert_eq!(source(&headers), None);
    }
    assert!(f.cache.is_idle(), "nothing is left in progress");
}
