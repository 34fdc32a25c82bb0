//! Public answers are kept until a write changes what they were computed from: a league
//! score leaves the brackets kept, a tournament result the league list; a read right after
//! a write sees it; only a live session skips the cache; unknown query parameters are refused.

use crate::common;

use axum::body::Body;
use axum::http::{Method, Request, StatusCode, header};
use common::TestApp;
use serde_json::{Value, json};

#[tokio::test]
async fn a_write_is_seen_at_once_by_the_next_public_read() {
    let app = TestApp::new();
    let first = app.get("/api/rankings").await;
    assert_eq!(first.json(), json!([]));
    let etag = first.header("etag").unwrap();
    let same = app
        .send(
            Request::get("/api/rankings")
                .header(header::IF_NONE_MATCH, &etag)
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(same.status, StatusCode::NOT_MODIFIED);

    let admin = app.admin_cookie().await;
    let created = app
        .call(
            Method::POST,
            "/api/players",
            Some(json!({ "name": "Ana Mora" })),
            Some(&admin),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED);

    let after = app
        .send(
            Request::get("/api/rankings")
                .header(header::IF_NONE_MATCH, &etag)
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(
        after.status,
        StatusCode::OK,
        "the old ETag is stale after a write"
    );
    assert_eq!(after.json()[0]["name"], "Ana Mora");
}

#[tokio::test]
async fn the_admin_never_gets_a_visitors_cached_answer() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    app.call(
        Method::POST,
        "/api/players",
        Some(json!({ "name": "Ana", "email": "ana@club.example" })),
        Some(&admin),
    )
    .await;
    let public = app.get("/api/players").await.json();
    assert!(public[0].get("email").is_none_or(|e| e.is_null()));
    let private = app
        .call(Method::GET, "/api/players", None, Some(&admin))
        .await
        .json();
    assert_eq!(private[0]["email"], "ana@club.example");
    let public_again = app.get("/api/players").await.json();
    assert!(
        public_again[0].get("email").is_none_or(|e| e.is_null()),
        "the admin's answer was not kept for visitors"
    );
}

/// A club this season: eight players, an active hybrid tournament with its schedule, and
/// a pending league match between the first two.
struct Club {
    admin: String,
    ids: Vec<i64>,
    tournament: i64,
    league_match: i64,
}

async fn club(app: &TestApp) -> Club {
    app.club
        .clock()
        .set(Some("2026-11-20T18:00:00Z".parse().unwrap()));
    let admin = app.admin_cookie().await;
    let ids = app.insert_players("P", 8);
    let created = app
        .call(
            Method::POST,
            "/api/tournaments",
            Some(json!({
                "name": "Copa", "startDate": "2026-11-02", "playerCount": 8, "status": "active",
                "tournamentType": "hybrid", "selectedPlayerIds": ids,
            })),
            Some(&admin),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let tournament = created.json()["id"].as_i64().unwrap();
    let generated = app
        .call(
            Method::POST,
            &format!("/api/tournaments/{tournament}/generate-matches"),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(generated.status, StatusCode::OK, "{}", generated.text());
    let league = app
        .call(
            Method::POST,
            "/api/league/matches",
            Some(json!({ "player1Id": ids[0], "player2Id": ids[1], "date": "2026-11-19" })),
            Some(&admin),
        )
        .await;
    assert_eq!(league.status, StatusCode::CREATED, "{}", league.text());
    Club {
        admin,
        ids,
        tournament,
        league_match: league.json()["id"].as_i64().unwrap(),
    }
}

/// Where the public answer of `path` came from: `hit`, `miss`, or none (not cached).
async fn source(app: &TestApp, path: &str) -> (Option<String>, common::TestResponse) {
    let response = app.get(path).await;
    assert_eq!(
        response.status,
        StatusCode::OK,
        "{path}: {}",
        response.text()
    );
    (response.header("x-cache"), response)
}

/// Reads `path` twice: computed, then kept.
async fn kept(app: &TestApp, path: &str) -> common::TestResponse {
    let (first, response) = source(app, path).await;
    assert_eq!(first.as_deref(), Some("miss"), "{path}");
    let (second, again) = source(app, path).await;
    assert_eq!(second.as_deref(), Some("hit"), "{path}");
    assert_eq!(again.bytes, response.bytes);
    response
}

fn sets(games: &[(i64, i64)]) -> Value {
    let scores: Vec<Value> = games
        .iter()
        .map(|(a, b)| json!({ "player1Score": a, "player2Score": b }))
        .collect();
    json!({ "setsPlayed": games.len(), "setScores": scores })
}

async fn if_none_match(app: &TestApp, path: &str, etag: &str) -> common::TestResponse {
    app.send(
        Request::get(path)
            .header(header::IF_NONE_MATCH, etag)
            .body(Body::empty())
            .unwrap(),
    )
    .await
}

#[tokio::test]
async fn a_league_score_leaves_the_brackets_kept_and_recomputes_the_ranking() {
    let app = TestApp::new();
    let c = club(&app).await;
    let t = c.tournament;
    let bracket = kept(&app, &format!("/api/tournaments/{t}/matches")).await;
    kept(&app, "/api/tournaments").await;
    kept(&app, &format!("/api/tournaments/{t}/groups")).await;
    let ranking = kept(&app, "/api/rankings").await;
    let entrants = format!("/api/tournaments/{t}/players");
    kept(&app, &entrants).await;
    let range = format!("/api/league/range/{}", c.ids[0]);
    kept(&app, &range).await;

    let scored = app
        .call(
            Method::POST,
            &format!("/api/league/matches/{}/score", c.league_match),
            Some(sets(&[(6, 4), (6, 2)])),
            Some(&c.admin),
        )
        .await;
    assert_eq!(scored.status, StatusCode::OK, "{}", scored.text());

    // No bracket moved: still kept, and the client's copy is still current.
    for path in [
        format!("/api/tournaments/{t}/matches"),
        "/api/tournaments".to_string(),
        format!("/api/tournaments/{t}/groups"),
    ] {
        assert_eq!(
            source(&app, &path).await.0.as_deref(),
            Some("hit"),
            "{path}"
        );
    }
    let etag = bracket.header("etag").unwrap();
    let path = format!("/api/tournaments/{t}/matches");
    assert_eq!(
        if_none_match(&app, &path, &etag).await.status,
        StatusCode::NOT_MODIFIED
    );
    // The points moved: computed again, and the old copy is not current.
    let (from, now) = source(&app, "/api/rankings").await;
    assert_eq!(from.as_deref(), Some("miss"));
    assert_ne!(now.bytes, ranking.bytes);
    let stale = if_none_match(&app, "/api/rankings", &ranking.header("etag").unwrap()).await;
    assert_eq!(stale.status, StatusCode::OK);
    assert_eq!(stale.bytes, now.bytes);
    for path in [entrants, range] {
        assert_eq!(
            source(&app, &path).await.0.as_deref(),
            Some("miss"),
            "{path}"
        );
    }
}

#[tokio::test]
async fn a_tournament_result_leaves_the_league_list_kept() {
    let app = TestApp::new();
    let c = club(&app).await;
    let t = c.tournament;
    kept(&app, "/api/league/matches").await;
    kept(&app, "/api/league/matches?status=pending").await;
    let matches = kept(&app, &format!("/api/tournaments/{t}/matches"))
        .await
        .json();
    kept(&app, "/api/rankings").await;

    let first = matches
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["playable"] == true)
        .unwrap();
    let result =
        json!({ "matchId": first["id"], "winnerId": first["player1Id"], "score": "6-4, 6-2" });
    let recorded = app
        .call(
            Method::POST,
            "/api/matches/result",
            Some(result),
            Some(&c.admin),
        )
        .await;
    assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());

    for path in ["/api/league/matches", "/api/league/matches?status=pending"] {
        assert_eq!(source(&app, path).await.0.as_deref(), Some("hit"), "{path}");
    }
    let (from, now) = source(&app, &format!("/api/tournaments/{t}/matches")).await;
    assert_eq!(from.as_deref(), Some("miss"));
    let shown = now
        .json()
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["id"] == first["id"])
        .unwrap()
        .clone();
    assert_eq!(shown["score"], "6-4, 6-2");
    assert_eq!(
        source(&app, "/api/rankings").await.0.as_deref(),
        Some("miss")
    );
}

#[tokio::test]
async fn each_read_right_after_a_write_sees_it() {
    let app = TestApp::new();
    let c = club(&app).await;
    let path = "/api/league/matches";
    kept(&app, path).await;
    let scores = [
        [(6, 4), (6, 2)],
        [(2, 6), (3, 6)],
        [(7, 5), (6, 0)],
        [(1, 6), (6, 1)],
    ];
    for (i, games) in scores.iter().enumerate() {
        let (method, at) = if i == 0 {
            (
                Method::POST,
                format!("/api/league/matches/{}/score", c.league_match),
            )
        } else {
            (
                Method::PATCH,
                format!("/api/league/matches/{}", c.league_match),
            )
        };
        let written = app
            .call(method, &at, Some(sets(games)), Some(&c.admin))
            .await;
        assert_eq!(written.status, StatusCode::OK, "{}", written.text());
        let expected = written.json()["score"].clone();
        let read = app.get(path).await.json();
        assert_eq!(read[0]["score"], expected, "write {i}");
    }
}

#[tokio::test]
async fn a_cookie_that_is_no_live_session_gets_the_cached_public_answer() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    app.call(
        Method::POST,
        "/api/players",
        Some(json!({ "name": "Ana", "email": "ana@club.example" })),
        Some(&admin),
    )
    .await;
    let public = kept(&app, "/api/players").await;
    let junk = app
        .call(
            Method::GET,
            "/api/players",
            None,
            Some("th_admin=made-up; th_league=also-made-up"),
        )
        .await;
    assert_eq!(junk.header("x-cache").as_deref(), Some("hit"));
    assert_eq!(junk.bytes, public.bytes);

    // A live session is never served from the cache, and gets its own answer.
    for cookie in [admin.clone(), app.league_cookie().await] {
        let live = app
            .call(Method::GET, "/api/players", None, Some(&cookie))
            .await;
        assert_eq!(live.status, StatusCode::OK);
        assert_eq!(live.header("x-cache"), None, "{cookie}");
    }
    let private = app
        .call(Method::GET, "/api/players", None, Some(&admin))
        .await;
    assert_eq!(private.json()[0]["email"], "ana@club.example");

    // Once the session has ended, its cookie is junk like any other.
    let out = app
        .call(Method::POST, "/api/admin/logout", None, Some(&admin))
        .await;
    assert_eq!(out.status, StatusCode::NO_CONTENT);
    let ended = app
        .call(Method::GET, "/api/players", None, Some(&admin))
        .await;
    assert_eq!(ended.header("x-cache").as_deref(), Some("hit"));
    assert_eq!(ended.bytes, public.bytes);
}

#[tokio::test]
async fn an_unknown_query_parameter_is_refused_on_every_read() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let id = app.insert_players("P", 1)[0];
    for (path, unknown) in [
        ("/api/rankings?x=1".to_string(), "x"),
        ("/api/rankings?season=all&x=1".to_string(), "x"),
        ("/api/tournaments?x=1".to_string(), "x"),
        ("/api/seasons?season=2025".to_string(), "season"),
        (format!("/api/players/{id}/profile?sesaon=all"), "sesaon"),
        (format!("/api/players/{id}/avatar?size=64"), "size"),
        ("/api/league/matches?limit=5&sort=date".to_string(), "sort"),
        (format!("/api/league/range/{id}?x"), "x"),
        ("/api/health?x=1".to_string(), "x"),
    ] {
        let response = app.get(&path).await;
        let body = response.assert_error(StatusCode::BAD_REQUEST, "bad_request");
        assert_eq!(body["code"], "unknown_parameter", "{path}");
        let message = body["message"].as_str().unwrap();
        assert!(
            message.contains(&format!("`{unknown}`")),
            "{path}: {message}"
        );
    }
    // The message lists the parameters the route takes.
    let body = app.get("/api/league/matches?sort=date").await.json();
    let message = body["message"].as_str().unwrap();
    for known in ["limit", "offset", "player", "status"] {
        assert!(message.contains(&format!("`{known}`")), "{message}");
    }
    // The same for the admin: the contract does not depend on who asks.
    let response = app
        .call(Method::GET, "/api/players?x=1", None, Some(&admin))
        .await;
    response.assert_error(StatusCode::BAD_REQUEST, "bad_request");
    // Known parameters are still welcome.
    assert_eq!(
        app.get("/api/rankings?season=all").await.status,
        StatusCode::OK
    );
}

#[tokio::test]
async fn the_order_of_parameters_does_not_make_another_answer() {
    let app = TestApp::new();
    let c = club(&app).await;
    kept(&app, "/api/league/matches?limit=5&offset=0&status=pending").await;
    for same in [
        "/api/league/matches?offset=0&status=pending&limit=5",
        "/api/league/matches?status=pending&limit=5&offset=0",
    ] {
        assert_eq!(source(&app, same).await.0.as_deref(), Some("hit"), "{same}");
    }
    let t = c.tournament;
    kept(&app, &format!("/api/tournaments/{t}/players?season=all")).await;
    let spelled = format!("/api/tournaments/00{t}/players?season=all");
    assert_eq!(source(&app, &spelled).await.0.as_deref(), Some("hit"));
}
