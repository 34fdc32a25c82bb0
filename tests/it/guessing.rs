//! Guessing the shared passwords is throttled club-wide, and the league password's powers
//! are counted per client and per club (docs/rules.md#permissions): the second security
//! review's F2, F3 and F5, reproduced as the review did, through a trusted proxy with
//! `X-Forwarded-For` and from many IPv6 /64s.

use std::time::{Duration, Instant};

use axum::body::Body;
use axum::http::{Method, Request, StatusCode, header};
use chrono::{DateTime, Utc};
use futures_util::future::join_all;
use serde_json::{Value, json};
use tournament_hub::http::site::Site;

use crate::common::{ADMIN_PASSWORD, LEAGUE_PASSWORD, TestApp, TestResponse};

const PROXY: &str = "127.0.0.1";

fn behind_proxy() -> TestApp {
    TestApp::with_site(Site::new(None, Some("127.0.0.1/32"), None).unwrap())
}

/// A request as the trusted proxy sends it for `client`, with `cookies` if any.
fn forwarded(
    method: Method,
    path: &str,
    body: Option<Value>,
    client: &str,
    cookies: &[&str],
) -> Request<Body> {
    let mut builder = Request::builder()
        .method(method)
        .uri(path)
        .header("x-forwarded-for", format!("198.18.0.1, {client}"));
    if !cookies.is_empty() {
        builder = builder.header(header::COOKIE, cookies.join("; "));
    }
    match body {
        Some(body) => builder
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(body.to_string()))
            .unwrap(),
        None => builder.body(Body::empty()).unwrap(),
    }
}

async fn unlock(app: &TestApp, client: &str, password: &str, cookies: &[&str]) -> TestResponse {
    let body = json!({ "password": password });
    app.send_from(
        PROXY,
        forwarded(
            Method::POST,
            "/api/league/unlock",
            Some(body),
            client,
            cookies,
        ),
    )
    .await
}

async fn admin_login(
    app: &TestApp,
    client: &str,
    password: &str,
    cookies: &[&str],
) -> TestResponse {
    let body = json!({ "password": password });
    app.send_from(
        PROXY,
        forwarded(
            Method::POST,
            "/api/admin/login",
            Some(body),
            client,
            cookies,
        ),
    )
    .await
}

fn retry_after(response: &TestResponse) -> u64 {
    response
        .header("retry-after")
        .expect("a 429 says when to come back")
        .parse()
        .expect("Retry-After is whole seconds")
}

fn count(responses: &[TestResponse], status: StatusCode) -> usize {
    responses.iter().filter(|r| r.status == status).count()
}

#[tokio::test]
async fn a_thousand_guesses_from_two_hundred_64s_get_the_club_budget_and_a_known_device_still_gets_in()
 {
    let app = behind_proxy();
    // A member signed in on this phone last week: it carries the known-device cookie.
    let member = "2001:db8:ffff:1::5";
    let signed_in = unlock(&app, member, LEAGUE_PASSWORD, &[]).await;
    assert_eq!(signed_in.status, StatusCode::OK, "{}", signed_in.text());
    let device = signed_in
        .cookie("th_device")
        .expect("a sign-in marks the device");

    // 5 wrong guesses from each of 200 /64s, each /64 in a /48 of its own, all at once.
    let started = Instant::now();
    let guesses = (0..200).flat_map(|block| {
        (0..5).map(move |i| {
            (
                format!("2001:db8:{block:x}:1::{:x}", i + 1),
                format!("guess-{block}-{i}"),
            )
        })
    });
    let guesses: Vec<_> = guesses.collect();
    let answers = join_all(
        guesses
            .iter()
            .map(|(client, guess)| unlock(&app, client, guess, &[])),
    )
    .await;
    let elapsed = started.elapsed();
    let checked = count(&answers, StatusCode::UNAUTHORIZED);
    let refused = count(&answers, StatusCode::TOO_MANY_REQUESTS);
    assert!(
        (60..=61).contains(&checked),
        "the club's 60 an hour: {checked}"
    );
    assert_eq!(checked + refused, 1000);
    for answer in answers
        .iter()
        .filter(|a| a.status == StatusCode::TOO_MANY_REQUESTS)
    {
        let body = answer.assert_error(StatusCode::TOO_MANY_REQUESTS, "too_many_requests");
        assert_eq!(body["code"], "password_checks_paused", "{body}");
        assert!((1..=60).contains(&retry_after(answer)), "a token a minute");
    }
    // The refusals cost no hashing: 940 of them took far less than 940 checks would.
    assert!(elapsed < Duration::from_secs(30), "{elapsed:?}");

    // Past the budget, whoever asks waits: a new phone with the right password, a new /64,
    // and the admin password too.
    let newcomer = unlock(&app, "2001:db8:eeee:1::1", LEAGUE_PASSWORD, &[]).await;
    let body = newcomer.assert_error(StatusCode::TOO_MANY_REQUESTS, "too_many_requests");
    assert_eq!(body["code"], "password_checks_paused");
    let admin = admin_login(&app, "2001:db8:eeee:2::1", ADMIN_PASSWORD, &[]).await;
    assert_eq!(
        admin.status,
        StatusCode::TOO_MANY_REQUESTS,
        "{}",
        admin.text()
    );

    // The known device is still checked: a slip is a 401, the right password gets in.
    let slip = unlock(&app, member, "league-secret-2", &[&device]).await;
    slip.assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
    let back = unlock(&app, member, LEAGUE_PASSWORD, &[&device]).await;
    assert_eq!(back.status, StatusCode::OK, "{}", back.text());
    assert!(back.cookie("th_league").is_some());
    // From another network too: the device, not its address, is known.
    let renewed = back.cookie("th_device").expect("a fresh device token");
    assert_ne!(renewed, device, "every sign-in gets a fresh token");
    let roaming = unlock(&app, "2001:db8:dddd:1::1", LEAGUE_PASSWORD, &[&renewed]).await;
    assert_eq!(roaming.status, StatusCode::OK, "{}", roaming.text());
    // A device known for the league is not known for the admin password.
    let renewed = roaming.cookie("th_device").unwrap();
    let not_admin = admin_login(&app, member, ADMIN_PASSWORD, &[&renewed]).await;
    assert_eq!(not_admin.status, StatusCode::TOO_MANY_REQUESTS);
    // The old token was replaced: it is no known device any more.
    let stale = unlock(&app, member, LEAGUE_PASSWORD, &[&device]).await;
    assert_eq!(
        stale.status,
        StatusCode::TOO_MANY_REQUESTS,
        "{}",
        stale.text()
    );
}

#[tokio::test]
async fn the_56_and_the_48_of_many_64s_have_budgets_of_their_own() {
    let app = behind_proxy();
    // 50 /64s in one /48, each in its own /56: the /48 has 30 checks an hour.
    let clients: Vec<String> = (0..50).map(|i| format!("2001:db8:5:{i:x}00::1")).collect();
    let answers = join_all(clients.iter().map(|c| unlock(&app, c, "wrong-guess", &[]))).await;
    assert_eq!(count(&answers, StatusCode::UNAUTHORIZED), 30);
    for refused in answers
        .iter()
        .filter(|a| a.status == StatusCode::TOO_MANY_REQUESTS)
    {
        let body = refused.assert_error(StatusCode::TOO_MANY_REQUESTS, "too_many_requests");
        assert_eq!(body["code"], "too_many_attempts");
        assert!((3000..=3600).contains(&retry_after(refused)));
    }
    // 12 /64s of one /56 in another /48: the /56 has 10.
    let clients: Vec<String> = (0..12).map(|i| format!("2001:db8:6:7{i:02x}::1")).collect();
    let answers = join_all(clients.iter().map(|c| unlock(&app, c, "wrong-guess", &[]))).await;
    assert_eq!(count(&answers, StatusCode::UNAUTHORIZED), 10);
    // A neighbouring /56 of that /48 is still checked.
    let neighbour = unlock(&app, "2001:db8:6:800::1", "wrong-guess", &[]).await;
    assert_eq!(
        neighbour.status,
        StatusCode::UNAUTHORIZED,
        "{}",
        neighbour.text()
    );
}

#[tokio::test]
async fn a_client_unlocks_only_so_often_and_holds_sixteen_live_unlocks() {
    let app = behind_proxy();
    let client = "2001:db8:9:9::1";
    let mut cookies = Vec::new();
    for i in 0..30 {
        // Any address of the /64: it is one client.
        let answer = unlock(
            &app,
            &format!("2001:db8:9:9::{:x}", i + 1),
            LEAGUE_PASSWORD,
            &[],
        )
        .await;
        assert_eq!(
            answer.status,
            StatusCode::OK,
            "unlock {i}: {}",
            answer.text()
        );
        cookies.push(answer.cookie("th_league").unwrap());
    }
    // The right password does not hand out unlocks without end.
    let more = unlock(&app, client, LEAGUE_PASSWORD, &[]).await;
    let body = more.assert_error(StatusCode::TOO_MANY_REQUESTS, "too_many_requests");
    assert_eq!(body["code"], "too_many_attempts");
    assert!(retry_after(&more) > 3000);

    // Only the 16 newest unlocks are live: each new one ended the oldest.
    let mut live = Vec::new();
    for cookie in &cookies {
        let status = app
            .call(Method::GET, "/api/admin/status", None, Some(cookie))
            .await
            .json();
        live.push(status["leagueUnlocked"] == true);
    }
    let expected: Vec<bool> = (0..30).map(|i| i >= 14).collect();
    assert_eq!(live, expected);
    assert_eq!(app.count("sessions"), 16);
    // The ended ones cannot write either.
    let ended = app
        .call(
            Method::POST,
            "/api/league/matches",
            Some(json!({ "player1Id": 1, "player2Id": 2, "date": "2026-11-20" })),
            Some(&cookies[0]),
        )
        .await;
    ended.assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
    // Another client's unlocks are its own.
    let other = unlock(&app, "2001:db8:9:a::1", LEAGUE_PASSWORD, &[]).await;
    assert_eq!(other.status, StatusCode::OK);
    assert_eq!(app.count("sessions"), 17);
}

#[tokio::test]
async fn a_sign_in_marks_the_device_with_a_random_token_kept_as_a_digest() {
    let app = behind_proxy();
    let first = unlock(&app, "203.0.113.40", LEAGUE_PASSWORD, &[]).await;
    let set_cookies: Vec<String> = first
        .headers
        .get_all(header::SET_COOKIE)
        .iter()
        .map(|v| v.to_str().unwrap().to_string())
        .collect();
    let device = set_cookies
        .iter()
        .find(|c| c.starts_with("th_device="))
        .expect("the device cookie");
    for part in ["HttpOnly", "SameSite=Strict", "Path=/", "Max-Age=15552000"] {
        assert!(device.contains(part), "{part} in {device}");
    }
    let token = device["th_device=".len()..].split(';').next().unwrap();
    assert_eq!(token.len(), 43);
    let stored: Vec<(String, String)> = app
        .db
        .read_blocking(|c| {
            let mut stmt = c.prepare("SELECT token_hash, kind FROM known_devices")?;
            let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
        .unwrap();
    assert_eq!(
        stored,
        [(
            tournament_hub::passwords::token_digest(token),
            "league".to_string()
        )]
    );
    // Signing in as the admin on the same browser keeps it known for both.
    let cookie = format!("th_device={token}");
    let admin = admin_login(&app, "203.0.113.40", ADMIN_PASSWORD, &[&cookie]).await;
    assert_eq!(admin.status, StatusCode::OK);
    let kinds: Vec<String> = app
        .db
        .read_blocking(|c| {
            let mut stmt = c.prepare("SELECT kind FROM known_devices ORDER BY kind")?;
            let rows = stmt.query_map([], |r| r.get(0))?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
        .unwrap();
    assert_eq!(kinds, ["admin", "league"]);
    // A wrong password makes nothing known.
    let wrong = unlock(&app, "203.0.113.41", "wrong-guess", &[]).await;
    assert!(wrong.cookie("th_device").is_none());
    assert_eq!(app.count("known_devices"), 2);
}

fn at(text: &str) -> DateTime<Utc> {
    text.parse().unwrap()
}

async fn create(app: &TestApp, client: &str, cookie: &str, players: (i64, i64)) -> TestResponse {
    let body = json!({ "player1Id": players.0, "player2Id": players.1, "date": "2026-11-20" });
    app.send_from(
        PROXY,
        forwarded(
            Method::POST,
            "/api/league/matches",
            Some(body),
            client,
            &[cookie],
        ),
    )
    .await
}

async fn league_cookie(app: &TestApp, client: &str) -> String {
    let answer = unlock(app, client, LEAGUE_PASSWORD, &[]).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    answer.cookie("th_league").unwrap()
}

#[tokio::test]
async fn the_daily_limit_holds_across_an_ipv6_64_behind_the_proxy() {
    let app = behind_proxy();
    let ids = app.insert_players("P", 4);
    app.club.clock().set(Some(at("2026-11-20T12:00:00Z")));
    let first = league_cookie(&app, "2001:db8:1:2::1").await;
    for i in 0..20 {
        let created = create(
            &app,
            &format!("2001:db8:1:2::{:x}", i + 1),
            &first,
            (ids[0], ids[1]),
        )
        .await;
        assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
        app.mark_league_played(created.json()["id"].as_i64().unwrap());
    }
    // A fresh unlock from another address of the same /64 is the same client.
    let rotated = league_cookie(&app, "2001:db8:1:2:ffff::9").await;
    let refused = create(&app, "2001:db8:1:2:ffff::9", &rotated, (ids[2], ids[3])).await;
    let body = refused.assert_error(StatusCode::TOO_MANY_REQUESTS, "too_many_requests");
    assert_eq!(body["code"], "league_daily_limit");
    assert_eq!(refused.header("retry-after").as_deref(), Some("86400"));
    // The unlock from the next /64 is another client.
    let created = create(&app, "2001:db8:1:3::1", &rotated, (ids[2], ids[3])).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    assert_eq!(app.count("league_matches"), 21);
}

#[tokio::test]
async fn the_league_password_creates_two_hundred_matches_a_day_in_the_whole_club() {
    let app = behind_proxy();
    let ids = app.insert_players("P", 4);
    let start = at("2026-11-20T12:00:00Z");
    app.club.clock().set(Some(start));
    // Ten members on ten networks, twenty each: the club's 200.
    for member in 0..10 {
        let client = format!("2001:db8:{member:x}::1");
        let cookie = league_cookie(&app, &client).await;
        for _ in 0..20 {
            let created = create(&app, &client, &cookie, (ids[0], ids[1])).await;
            assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
            app.mark_league_played(created.json()["id"].as_i64().unwrap());
        }
    }
    app.club
        .clock()
        .set(Some(start + chrono::Duration::hours(1)));
    let eleventh = "2001:db8:ff::1";
    let cookie = league_cookie(&app, eleventh).await;
    let refused = create(&app, eleventh, &cookie, (ids[2], ids[3])).await;
    let body = refused.assert_error(StatusCode::TOO_MANY_REQUESTS, "too_many_requests");
    assert_eq!(body["code"], "league_club_daily_limit");
    assert_eq!(refused.header("retry-after").as_deref(), Some("82800"));
    assert_eq!(app.count("league_matches"), 200);
    // The admin is not counted.
    let admin = app.admin_cookie().await;
    let by_admin = create(&app, eleventh, &admin, (ids[2], ids[3])).await;
    assert_eq!(by_admin.status, StatusCode::CREATED, "{}", by_admin.text());
    // A day after the first ones, the league password creates again.
    app.club
        .clock()
        .set(Some(start + chrono::Duration::days(1)));
    let next_day = create(&app, eleventh, &cookie, (ids[0], ids[1])).await;
    assert_eq!(next_day.status, StatusCode::CREATED, "{}", next_day.text());
}
