//! The league is accountable (docs/rules.md#permissions): what the league password may do
//! (create 20 matches a day per unlock and per address, cancel and score pending matches,
//! correct a score while it awaits confirmation), the admin's delete of a played
//! match, and the history of every league write, which only the admin reads and whose client
//! addresses go after 90 days.

use std::net::SocketAddr;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Method, Request, StatusCode, header};
use chrono::{DateTime, Duration, Utc};
use serde_json::{Value, json};
use tournament_hub::db::totals;

use crate::common::{TestApp, TestResponse};

const DAY: i64 = 24 * 3600;

fn at(text: &str) -> DateTime<Utc> {
    text.parse().unwrap()
}

fn rfc3339(instant: DateTime<Utc>) -> String {
    instant.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

/// Sends a call as `cookie` from the client address `from` (none: an address the server
/// cannot know, as in the other tests).
async fn send(
    app: &TestApp,
    method: Method,
    path: &str,
    body: Option<Value>,
    cookie: &str,
    from: Option<&str>,
) -> TestResponse {
    let builder = Request::builder()
        .method(method)
        .uri(path)
        .header(header::COOKIE, cookie);
    let mut request = match body {
        Some(body) => builder
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(body.to_string()))
            .unwrap(),
        None => builder.body(Body::empty()).unwrap(),
    };
    if let Some(ip) = from {
        let addr = SocketAddr::new(ip.parse().unwrap(), 50_000);
        request.extensions_mut().insert(ConnectInfo(addr));
    }
    app.send(request).await
}

/// Creates a match dated on the club's today, as the league password may date it wherever
/// a test has set the clock.
async fn create_from(
    app: &TestApp,
    cookie: &str,
    from: Option<&str>,
    players: (i64, i64),
) -> TestResponse {
    let today = app.club.clock().today().to_string();
    let body = json!({ "player1Id": players.0, "player2Id": players.1, "date": today });
    send(
        app,
        Method::POST,
        "/api/league/matches",
        Some(body),
        cookie,
        from,
    )
    .await
}

async fn create(app: &TestApp, cookie: &str, players: (i64, i64)) -> i64 {
    let created = create_from(app, cookie, None, players).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    created.json()["id"].as_i64().unwrap()
}

fn score_body(sets: &[(i64, i64)]) -> Value {
    let sets: Vec<Value> = sets
        .iter()
        .map(|&(a, b)| json!({ "player1Score": a, "player2Score": b }))
        .collect();
    json!({ "setsPlayed": sets.len(), "setScores": sets })
}

async fn score(app: &TestApp, cookie: &str, id: i64, sets: &[(i64, i64)]) -> TestResponse {
    let path = format!("/api/league/matches/{id}/score");
    app.call(Method::POST, &path, Some(score_body(sets)), Some(cookie))
        .await
}

async fn correct(app: &TestApp, cookie: &str, id: i64, sets: &[(i64, i64)]) -> TestResponse {
    let path = format!("/api/league/matches/{id}");
    app.call(Method::PATCH, &path, Some(score_body(sets)), Some(cookie))
        .await
}

async fn history(app: &TestApp, admin: &str, id: i64) -> Vec<Value> {
    let path = format!("/api/league/matches/{id}/history");
    let response = app.call(Method::GET, &path, None, Some(admin)).await;
    assert_eq!(response.status, StatusCode::OK, "{}", response.text());
    response.json().as_array().unwrap().clone()
}

/// The unlock's id in the history: the first 16 hex digits of the SHA-256 of its token.
fn session_id(cookie: &str) -> String {
    let token = cookie.strip_prefix("th_league=").unwrap();
    tournament_hub::passwords::token_digest(token)[..16].to_string()
}

#[tokio::test]
async fn the_league_password_corrects_a_score_only_while_it_awaits() {
    let app = TestApp::new();
    let ids = app.insert_players("P", 4);
    let league = app.league_cookie().await;
    let admin = app.admin_cookie().await;
    let first = at("2026-11-20T23:00:00Z");
    app.club.clock().set(Some(first));
    let id = create(&app, &league, (ids[0], ids[1])).await;
    // Scoring a pending match, with Record Score or with Edit, is the league's.
    let scored = score(&app, &league, id, &[(6, 4), (6, 2)]).await;
    assert_eq!(scored.status, StatusCode::OK, "{}", scored.text());
    assert_eq!(scored.json()["confirmation"]["state"], "awaiting");

    // While it awaits, the password corrects it, past the 3 days it used to have: each
    // correction starts its 48 hours again.
    app.club
        .clock()
        .set(Some(first + Duration::days(2) - Duration::minutes(1)));
    let corrected = correct(&app, &league, id, &[(4, 6), (6, 2), (6, 3)]).await;
    assert_eq!(corrected.status, StatusCode::OK, "{}", corrected.text());
    app.club.clock().set(Some(first + Duration::days(3)));
    assert!(
        app.club.confirm_due_results().await.is_ok(),
        "the clock's tick runs"
    );
    let late = correct(&app, &league, id, &[(6, 1), (6, 1)]).await;
    assert_eq!(late.status, StatusCode::OK, "{}", late.text());

    // Once the clock confirmed it, the password no longer touches it.
    app.club
        .clock()
        .set(Some(first + Duration::days(3) + Duration::seconds(2 * DAY)));
    app.club.confirm_due_results().await.unwrap();
    let rows_before = app.count("league_history");
    let closed = correct(&app, &league, id, &[(0, 6), (0, 6)]).await;
    let body = closed.assert_error(StatusCode::CONFLICT, "conflict");
    assert_eq!(body["code"], "league_score_not_awaiting");
    let listed = app.get("/api/league/matches").await.json();
    assert_eq!(
        listed[0]["score"], "6-1, 6-1",
        "the refused correction changed nothing"
    );
    assert_eq!(listed[0]["confirmation"]["state"], "confirmed");
    assert_eq!(
        app.count("league_history"),
        rows_before,
        "and left no entry"
    );
    // Recording again is still a conflict, for anyone.
    score(&app, &league, id, &[(6, 0)])
        .await
        .assert_error(StatusCode::CONFLICT, "conflict");

    // The admin may correct at any time.
    app.club.clock().set(Some(first + Duration::days(40)));
    let by_admin = correct(&app, &admin, id, &[(0, 6), (0, 6)]).await;
    assert_eq!(by_admin.status, StatusCode::OK, "{}", by_admin.text());
    assert_eq!(by_admin.json()["winnerId"], ids[1]);

    // The admin's score is confirmed at once: the password never corrects it.
    let other = create(&app, &league, (ids[2], ids[3])).await;
    assert_eq!(
        score(&app, &admin, other, &[(6, 3)]).await.status,
        StatusCode::OK
    );
    let refused = correct(&app, &league, other, &[(3, 6)]).await;
    let body = refused.assert_error(StatusCode::CONFLICT, "conflict");
    assert_eq!(body["code"], "league_score_not_awaiting");
}

#[tokio::test]
async fn only_the_admin_deletes_a_played_match_and_the_totals_follow() {
    let app = TestApp::new();
    let ids = app.insert_players("P", 4);
    let league = app.league_cookie().await;
    let admin = app.admin_cookie().await;
    let id = create(&app, &league, (ids[0], ids[1])).await;
    let scored = score(&app, &league, id, &[(6, 4), (3, 6), (6, 1)]).await;
    assert_eq!(scored.status, StatusCode::OK, "{}", scored.text());
    let points = |rankings: &Value, id: i64| {
        rankings
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["id"] == id)
            .unwrap()["totalPoints"]
            .as_i64()
            .unwrap()
    };
    let rankings = app.get("/api/rankings").await.json();
    assert_eq!(
        (points(&rankings, ids[0]), points(&rankings, ids[1])),
        (4, 2)
    );

    let path = format!("/api/league/matches/{id}");
    let refused = app
        .call(Method::DELETE, &path, None, Some(&league))
        .await
        .assert_error(StatusCode::FORBIDDEN, "forbidden");
    assert_eq!(refused["code"], "league_delete_admin_only");
    assert_eq!(app.count("league_matches"), 1);

    let deleted = app.call(Method::DELETE, &path, None, Some(&admin)).await;
    assert_eq!(deleted.status, StatusCode::NO_CONTENT, "{}", deleted.text());
    assert_eq!(app.count("league_matches"), 0);
    let differences = app.db.read_blocking(totals::differences).unwrap();
    assert_eq!(differences, [], "the kept totals equal the recomputation");
    let rankings = app.get("/api/rankings").await.json();
    assert_eq!(
        (points(&rankings, ids[0]), points(&rankings, ids[1])),
        (0, 0)
    );
    app.call(Method::DELETE, &path, None, Some(&admin))
        .await
        .assert_error(StatusCode::NOT_FOUND, "not_found");
}

#[tokio::test]
async fn an_unlock_creates_twenty_matches_a_day() {
    let app = TestApp::new();
    let ids = app.insert_players("P", 4);
    let league = app.league_cookie().await;
    let start = at("2026-11-20T12:00:00Z");
    for i in 0..20 {
        app.club
            .clock()
            .set(Some(start + Duration::minutes(i * 10)));
        let id = create(&app, &league, (ids[0], ids[1])).await;
        // A pair has one pending match at a time: all but the last are played.
        if i < 19 {
            app.mark_league_played(id);
        }
    }
    let now = start + Duration::minutes(200);
    app.club.clock().set(Some(now));
    let refused = create_from(&app, &league, None, (ids[2], ids[3])).await;
    let body = refused.assert_error(StatusCode::TOO_MANY_REQUESTS, "too_many_requests");
    assert_eq!(body["code"], "league_daily_limit");
    let wait = (start + Duration::days(1) - now).num_seconds();
    assert_eq!(refused.header("retry-after"), Some(wait.to_string()));
    assert_eq!(app.count("league_matches"), 20);

    // Cancelling gives nothing back: the limit counts creations.
    let some = app.get("/api/league/matches?limit=1").await.json()[0]["id"].clone();
    let cancel = format!("/api/league/matches/{some}");
    let cancelled = app.call(Method::DELETE, &cancel, None, Some(&league)).await;
    assert_eq!(cancelled.status, StatusCode::NO_CONTENT);
    let still = create_from(&app, &league, None, (ids[2], ids[3])).await;
    still.assert_error(StatusCode::TOO_MANY_REQUESTS, "too_many_requests");

    // Another unlock and the admin are not held back by this one.
    let other = app.league_cookie().await;
    create(&app, &other, (ids[2], ids[3])).await;
    let admin = app.admin_cookie().await;
    create(&app, &admin, (ids[2], ids[3])).await;

    // A day after the first creation, one more is allowed, and then the limit holds again.
    app.club.clock().set(Some(start + Duration::days(1)));
    create(&app, &league, (ids[0], ids[1])).await;
    let again = create_from(&app, &league, None, (ids[0], ids[1])).await;
    again.assert_error(StatusCode::TOO_MANY_REQUESTS, "too_many_requests");
    assert_eq!(again.header("retry-after").as_deref(), Some("600"));
}

#[tokio::test]
async fn an_address_creates_twenty_matches_a_day_whatever_the_unlock() {
    let app = TestApp::new();
    let ids = app.insert_players("P", 4);
    app.club.clock().set(Some(at("2026-11-20T12:00:00Z")));
    let first = app.league_cookie().await;
    let second = app.league_cookie().await;
    let home = "198.51.100.20";
    // A pair has one pending match at a time: each is played before the next.
    for _ in 0..12 {
        let created = create_from(&app, &first, Some(home), (ids[0], ids[1])).await;
        assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
        app.mark_league_played(created.json()["id"].as_i64().unwrap());
    }
    for _ in 0..8 {
        let created = create_from(&app, &second, Some(home), (ids[0], ids[1])).await;
        assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
        app.mark_league_played(created.json()["id"].as_i64().unwrap());
    }
    // The second unlock made only 8, but its address has made 20.
    let refused = create_from(&app, &second, Some(home), (ids[2], ids[3])).await;
    let body = refused.assert_error(StatusCode::TOO_MANY_REQUESTS, "too_many_requests");
    assert_eq!(body["code"], "league_daily_limit");
    assert!(refused.header("retry-after").is_some());
    // An IPv4 client seen through an IPv6 listener is the same address.
    let mapped = create_from(
        &app,
        &second,
        Some("::ffff:198.51.100.20"),
        (ids[2], ids[3]),
    )
    .await;
    mapped.assert_error(StatusCode::TOO_MANY_REQUESTS, "too_many_requests");
    // The same unlock from elsewhere is under both limits.
    let elsewhere = create_from(&app, &second, Some("203.0.113.5"), (ids[2], ids[3])).await;
    assert_eq!(
        elsewhere.status,
        StatusCode::CREATED,
        "{}",
        elsewhere.text()
    );
    assert_eq!(app.count("league_matches"), 21);
}

#[tokio::test]
async fn every_league_write_records_who_when_before_and_after() {
    let app = TestApp::new();
    let ids = app.insert_players("P", 4);
    let league = app.league_cookie().await;
    let other_unlock = app.league_cookie().await;
    let admin = app.admin_cookie().await;
    let t0 = at("2026-11-20T20:00:00Z");
    let from = Some("192.0.2.44");

    app.club.clock().set(Some(t0));
    let created = create_from(&app, &league, from, (ids[0], ids[1])).await;
    assert_eq!(created.status, StatusCode::CREATED);
    let id = created.json()["id"].as_i64().unwrap();
    app.club.clock().set(Some(t0 + Duration::minutes(90)));
    let path = format!("/api/league/matches/{id}/score");
    let scored = send(
        &app,
        Method::POST,
        &path,
        Some(score_body(&[(6, 4), (6, 2)])),
        &league,
        from,
    )
    .await;
    assert_eq!(scored.status, StatusCode::OK);
    app.club.clock().set(Some(t0 + Duration::hours(3)));
    assert_eq!(
        correct(&app, &other_unlock, id, &[(6, 4), (4, 6)])
            .await
            .status,
        StatusCode::OK
    );
    app.club.clock().set(Some(t0 + Duration::days(5)));
    assert_eq!(
        correct(&app, &admin, id, &[(2, 6), (2, 6)]).await.status,
        StatusCode::OK
    );
    app.club.clock().set(Some(t0 + Duration::days(6)));
    let path = format!("/api/league/matches/{id}");
    let deleted = app.call(Method::DELETE, &path, None, Some(&admin)).await;
    assert_eq!(deleted.status, StatusCode::NO_CONTENT);

    // The history outlives the match.
    let entries = history(&app, &admin, id).await;
    let summary: Vec<(&str, &str, Value, Value, String)> = entries
        .iter()
        .map(|e| {
            (
                e["action"].as_str().unwrap(),
                e["actor"].as_str().unwrap(),
                e["sessionId"].clone(),
                e["clientAddress"].clone(),
                e["at"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let me = json!(session_id(&league));
    let them = json!(session_id(&other_unlock));
    assert_ne!(me, them);
    assert_eq!(
        summary,
        [
            (
                "created",
                "league",
                me.clone(),
                json!("192.0.2.44"),
                rfc3339(t0)
            ),
            (
                "scored",
                "league",
                me,
                json!("192.0.2.44"),
                rfc3339(t0 + Duration::minutes(90))
            ),
            (
                "corrected",
                "league",
                them,
                Value::Null,
                rfc3339(t0 + Duration::hours(3))
            ),
            (
                "corrected",
                "admin",
                Value::Null,
                Value::Null,
                rfc3339(t0 + Duration::days(5))
            ),
            (
                "deleted",
                "admin",
                Value::Null,
                Value::Null,
                rfc3339(t0 + Duration::days(6))
            ),
        ]
    );
    assert!(entries.iter().all(|e| e["leagueMatchId"] == id));

    // Before and after: the match's fields, or null where there was none.
    let pending = json!({
        "player1Id": ids[0], "player1Name": "P01", "player2Id": ids[1], "player2Name": "P02",
        "date": "2026-11-20", "time": null, "cancha": null, "status": "pending", "score": null,
        "setScores": [], "winnerId": null, "confirmation": null,
    });
    let completed = |score: &str, sets: Value, winner: Value, confirmation: &str| {
        let mut state = pending.clone();
        state["status"] = json!("completed");
        state["score"] = json!(score);
        state["setScores"] = sets;
        state["winnerId"] = winner;
        state["confirmation"] = json!(confirmation);
        state
    };
    // The league password's scores await the players; the admin's is confirmed at once.
    let first = completed(
        "6-4, 6-2",
        json!([[6, 4], [6, 2]]),
        json!(ids[0]),
        "awaiting",
    );
    let drawn = completed("6-4, 4-6", json!([[6, 4], [4, 6]]), Value::Null, "awaiting");
    let last = completed(
        "2-6, 2-6",
        json!([[2, 6], [2, 6]]),
        json!(ids[1]),
        "confirmed",
    );
    let states: Vec<(&Value, &Value)> = entries
        .iter()
        .map(|e| (&e["before"], &e["after"]))
        .collect();
    assert_eq!(
        states,
        [
            (&Value::Null, &pending),
            (&pending, &first),
            (&first, &drawn),
            (&drawn, &last),
            (&last, &Value::Null),
        ]
    );

    // The recent changes: newest first, a page at a time, with the count of all.
    let cancelled = create(&app, &other_unlock, (ids[2], ids[3])).await;
    let path = format!("/api/league/matches/{cancelled}");
    app.call(Method::DELETE, &path, None, Some(&other_unlock))
        .await;
    let recent = app
        .call(
            Method::GET,
            "/api/league/history?limit=3",
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(recent.status, StatusCode::OK, "{}", recent.text());
    assert_eq!(recent.header("x-total-count").as_deref(), Some("7"));
    let page = recent.json();
    let actions: Vec<(&str, i64)> = page
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["action"].as_str().unwrap(),
                e["leagueMatchId"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        actions,
        [
            ("cancelled", cancelled),
            ("created", cancelled),
            ("deleted", id)
        ]
    );
    let next = app
        .call(
            Method::GET,
            "/api/league/history?limit=3&offset=6",
            None,
            Some(&admin),
        )
        .await
        .json();
    assert_eq!(next.as_array().unwrap().len(), 1);
    assert_eq!(next[0]["action"], "created");
    assert_eq!(next[0]["leagueMatchId"], id);
}

#[tokio::test]
async fn only_the_admin_reads_the_league_history() {
    let app = TestApp::new();
    let ids = app.insert_players("P", 2);
    let league = app.league_cookie().await;
    let admin = app.admin_cookie().await;
    let id = create(&app, &league, (ids[0], ids[1])).await;
    for path in [
        format!("/api/league/matches/{id}/history"),
        "/api/league/history".to_string(),
    ] {
        let anonymous = app.get(&path).await;
        let body = anonymous.assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
        assert_eq!(body["code"], "admin_login_required");
        let member = app.call(Method::GET, &path, None, Some(&league)).await;
        let body = member.assert_error(StatusCode::FORBIDDEN, "forbidden");
        assert_eq!(body["code"], "admin_only");
        let read = app.call(Method::GET, &path, None, Some(&admin)).await;
        assert_eq!(read.status, StatusCode::OK, "{path}: {}", read.text());
        assert_eq!(read.json().as_array().unwrap().len(), 1);
        assert_eq!(read.header("x-cache"), None, "never kept for anyone");
    }
    // Nothing public carries it.
    let listed = app.get("/api/league/matches").await.text();
    assert!(!listed.contains("sessionId") && !listed.contains(&session_id(&league)));
    app.call(
        Method::GET,
        "/api/league/matches/424242/history",
        None,
        Some(&admin),
    )
    .await
    .assert_error(StatusCode::NOT_FOUND, "not_found");
    // A match older than its history (made before it was kept) has an empty one.
    let untold = app
        .write_straight(move |tx| {
            tx.execute(
                "INSERT INTO league_matches (player1_id, player2_id, date) VALUES (?1, ?2, '2026-01-05')",
                [ids[0], ids[1]],
            )?;
            Ok(tx.last_insert_rowid())
        })
        .unwrap();
    assert_eq!(history(&app, &admin, untold).await, Vec::<Value>::new());
}

/// The client addresses the history holds in the store, oldest entry first.
fn stored_addresses(app: &TestApp) -> Vec<Option<String>> {
    app.db
        .read_blocking(|conn| {
            let mut stmt = conn.prepare("SELECT client_addr FROM league_history ORDER BY id")?;
            let rows = stmt.query_map([], |r| r.get(0))?;
            Ok(rows.collect::<rusqlite::Result<_>>()?)
        })
        .unwrap()
}

#[tokio::test]
async fn client_addresses_are_erased_after_ninety_days() {
    let app = TestApp::new();
    let ids = app.insert_players("P", 4);
    let league = app.league_cookie().await;
    let now = at("2026-11-20T12:00:00Z");
    let from = Some("192.0.2.10");
    app.club.clock().set(Some(now - Duration::days(91)));
    let old = create_from(&app, &league, from, (ids[0], ids[1])).await;
    assert_eq!(old.status, StatusCode::CREATED);
    let old = old.json()["id"].as_i64().unwrap();
    app.mark_league_played(old);
    app.club
        .clock()
        .set(Some(now - Duration::days(90) + Duration::seconds(1)));
    let kept = create_from(&app, &league, from, (ids[0], ids[1])).await;
    assert_eq!(kept.status, StatusCode::CREATED);
    let address = Some("192.0.2.10".to_string());
    assert_eq!(stored_addresses(&app), [address.clone(), address.clone()]);

    // 90 days on, the admin's login has erased the old address already; put back, as if
    // nothing had erased it yet, it is still never shown...
    app.club.clock().set(Some(now));
    let admin = app.admin_cookie().await;
    assert_eq!(stored_addresses(&app), [None, address.clone()]);
    app.write_straight(|tx| {
        tx.execute(
            "UPDATE league_history SET client_addr = '192.0.2.10' WHERE league_match_id = ?1",
            [old],
        )?;
        Ok(())
    })
    .unwrap();
    let shown = history(&app, &admin, old).await;
    assert_eq!(shown[0]["clientAddress"], Value::Null);
    assert_eq!(
        shown[0]["sessionId"],
        json!(session_id(&league)),
        "who stays"
    );

    // ...and the next league write erases it from the store; the younger one stays.
    let next = create_from(&app, &league, from, (ids[2], ids[3])).await;
    assert_eq!(next.status, StatusCode::CREATED);
    assert_eq!(
        stored_addresses(&app),
        [None, address.clone(), address.clone()]
    );

    // A login or an unlock erases too, so addresses go even without league writes.
    app.club.clock().set(Some(now + Duration::days(91)));
    app.league_cookie().await;
    assert_eq!(stored_addresses(&app), [None, None, None]);
}
