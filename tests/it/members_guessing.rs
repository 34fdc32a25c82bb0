//! Members sign in, continued (docs/rules.md#members): guessing sign-in links is throttled
//! as the passwords are, from many loopback addresses and through a trusted proxy; a member's
//! public reads are the visitor's cached answers; the session is renewed at most once a day
//! and only by `GET /api/me`; and the member's page lists their next matches.

use crate::common;
use crate::members::{IPHONE_UA, PHONE_UA, audit_of, get_with, link, member, request, sign_in_as};

use axum::http::{Method, StatusCode};
use futures_util::future::join_all;
use serde_json::{Value, json};
use tournament_hub::http::site::Site;

use common::{ADMIN_PASSWORD, TestApp, TestResponse};

fn count(responses: &[TestResponse], status: StatusCode) -> usize {
    responses.iter().filter(|r| r.status == status).count()
}

fn retry_after(response: &TestResponse) -> u64 {
    response.header("retry-after").unwrap().parse().unwrap()
}

/// A sign-in with `token` from the TCP peer `peer`, forwarded for `client` when given.
async fn sign_in_from(
    app: &TestApp,
    peer: &str,
    client: Option<&str>,
    token: &str,
) -> TestResponse {
    let forwarded = client.map(|c| format!("198.18.0.1, {c}"));
    let mut headers = vec![("user-agent", PHONE_UA)];
    if let Some(forwarded) = &forwarded {
        headers.push(("x-forwarded-for", forwarded.as_str()));
    }
    let body = json!({ "token": token });
    app.send_from(
        peer,
        request(Method::POST, "/api/me/sign-in", Some(body), &[], &headers),
    )
    .await
}

/// A sign-in with a made-up token, as [`sign_in_from`].
async fn guess_from(app: &TestApp, peer: String, client: Option<String>) -> TestResponse {
    let made_up = tournament_hub::club::members::new_token();
    sign_in_from(app, &peer, client.as_deref(), &made_up).await
}

#[tokio::test]
async fn parallel_guesses_from_one_client_and_one_24_are_counted_before_they_are_checked() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_players("Member ", 2);

    // Twelve guesses at once from one address: five are checked, the rest refused unchecked.
    let answers = join_all((0..12).map(|_| guess_from(&app, "127.0.3.4".into(), None))).await;
    assert_eq!(count(&answers, StatusCode::UNAUTHORIZED), 5);
    assert_eq!(count(&answers, StatusCode::TOO_MANY_REQUESTS), 7);
    for refused in answers
        .iter()
        .filter(|a| a.status == StatusCode::TOO_MANY_REQUESTS)
    {
        let body = refused.assert_error(StatusCode::TOO_MANY_REQUESTS, "too_many_requests");
        assert_eq!(body["code"], "too_many_attempts");
        assert!((1..=900).contains(&retry_after(refused)));
    }
    // That client waits even with a real link, which stays unspent; another /24 gets in.
    let token = link(&app, &admin, ids[0]).await;
    let waiting = sign_in_from(&app, "127.0.3.4", None, &token).await;
    assert_eq!(waiting.status, StatusCode::TOO_MANY_REQUESTS);
    let elsewhere = sign_in_from(&app, "127.0.4.1", None, &token).await;
    assert_eq!(elsewhere.status, StatusCode::OK, "{}", elsewhere.text());

    // Forty addresses of one /24, one guess each: the /24 has 30 checks an hour.
    let answers = join_all((1..=40).map(|i| guess_from(&app, format!("127.0.5.{i}"), None))).await;
    assert_eq!(count(&answers, StatusCode::UNAUTHORIZED), 30);
    assert_eq!(count(&answers, StatusCode::TOO_MANY_REQUESTS), 10);

    // Guessing links spends none of the passwords' budgets.
    let login = app
        .send_from(
            "127.0.5.1",
            request(
                Method::POST,
                "/api/admin/login",
                Some(json!({ "password": ADMIN_PASSWORD })),
                &[],
                &[],
            ),
        )
        .await;
    assert_eq!(login.status, StatusCode::OK, "{}", login.text());
}

#[tokio::test]
async fn behind_a_trusted_proxy_the_forwarded_clients_are_counted_and_strangers_pause_no_one() {
    let app = TestApp::with_site(Site::new(None, Some("127.0.0.1/32"), None).unwrap());
    let admin = app.admin_cookie().await;
    let ana = app.insert_players("Member ", 1)[0];
    let proxy = "127.0.0.1";

    let forwarded = || Some("198.51.100.7".to_string());
    let one = join_all((0..8).map(|_| guess_from(&app, proxy.into(), forwarded()))).await;
    assert_eq!(count(&one, StatusCode::UNAUTHORIZED), 5);
    assert_eq!(count(&one, StatusCode::TOO_MANY_REQUESTS), 3);

    // The member behind the same proxy is another client, and the audit names it.
    let token = link(&app, &admin, ana).await;
    let signed_in = sign_in_from(&app, proxy, Some("203.0.113.9"), &token).await;
    assert_eq!(signed_in.status, StatusCode::OK, "{}", signed_in.text());
    let trail = audit_of(&app, &admin, ana).await;
    assert_eq!(trail[0]["after"]["client"], "203.0.113.9");

    // Security review S3: 60 made-up tokens from 30 /24s, two each, used to pause every
    // member's sign-in club-wide. There is no club-wide budget for links any more: each
    // /24's own budget counts them, and a real link from a fresh client signs in.
    let many: Vec<String> = (0..30)
        .flat_map(|net| (1..=2).map(move |host| format!("10.{net}.0.{host}")))
        .collect();
    let answers = join_all(
        many.iter()
            .map(|c| guess_from(&app, proxy.into(), Some(c.clone()))),
    )
    .await;
    assert_eq!(
        count(&answers, StatusCode::UNAUTHORIZED),
        60,
        "every guess checked"
    );
    let bea = app.insert_named(&["Beatriz Eugenia Mora Quesada"])[0];
    let token = link(&app, &admin, bea).await;
    let fresh = sign_in_from(&app, proxy, Some("203.0.113.44"), &token).await;
    assert_eq!(fresh.status, StatusCode::OK, "{}", fresh.text());
    // And one guess a minute keeps nothing paused.
    for minute in 0..3 {
        let client = Some(format!("10.200.{minute}.1"));
        let guess = guess_from(&app, proxy.into(), client).await;
        assert_eq!(guess.status, StatusCode::UNAUTHORIZED);
    }
}

#[tokio::test]
async fn a_members_public_reads_are_the_visitors_cached_answers() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ana = app.insert_players("Member ", 3)[0];
    let cookie = member(&app, &admin, ana).await;
    for path in [
        "/api/players",
        "/api/rankings",
        &format!("/api/players/{ana}"),
    ] {
        let first = app.get(path).await;
        assert_eq!(first.header("x-cache").as_deref(), Some("miss"), "{path}");
        let visitor = app.get(path).await;
        assert_eq!(visitor.header("x-cache").as_deref(), Some("hit"), "{path}");
        let read = get_with(&app, path, &[&cookie]).await;
        assert_eq!(read.status, StatusCode::OK);
        assert_eq!(read.header("x-cache").as_deref(), Some("hit"), "{path}");
        assert_eq!(read.bytes, visitor.bytes, "{path}");
        for name in ["cache-control", "etag", "vary", "set-cookie"] {
            assert_eq!(read.header(name), visitor.header(name), "{path}: {name}");
        }
        assert_eq!(read.header("cache-control").as_deref(), Some("no-cache"));
    }
    // The member's own answers are theirs alone, and never cached.
    for path in ["/api/me", "/api/me/overview", "/api/me/sessions"] {
        let own = get_with(&app, path, &[&cookie]).await;
        assert_eq!(own.status, StatusCode::OK, "{path}: {}", own.text());
        assert_eq!(
            own.header("cache-control").as_deref(),
            Some("private, no-store")
        );
        assert_eq!(own.header("x-cache"), None, "{path}");
        assert_eq!(own.header("etag"), None, "{path}");
    }
}

fn last_used_on(app: &TestApp) -> Vec<String> {
    app.db
        .read_blocking(|conn| {
            let mut stmt = conn.prepare("SELECT last_used_on FROM member_sessions ORDER BY id")?;
            let days = stmt.query_map([], |r| r.get(0))?;
            Ok(days.collect::<rusqlite::Result<_>>()?)
        })
        .unwrap()
}

#[tokio::test]
async fn a_session_is_renewed_at_most_once_a_day_and_only_by_get_me() {
    let app = TestApp::new();
    let day: chrono::DateTime<chrono::Utc> = "2026-06-10T15:00:00Z".parse().unwrap();
    app.club.clock().set(Some(day));
    let admin = app.admin_cookie().await;
    let ana = app.insert_players("Member ", 1)[0];
    let cookie = member(&app, &admin, ana).await;
    let same_day = get_with(&app, "/api/me", &[&cookie]).await;
    assert_eq!(same_day.status, StatusCode::OK);
    assert_eq!(same_day.header("set-cookie"), None);
    assert_eq!(last_used_on(&app), ["2026-06-10"]);

    // The next day, the other calls read without writing.
    app.club.clock().set(Some(day + chrono::Duration::days(1)));
    for (method, path, body) in [
        (Method::GET, "/api/me/overview", None),
        (Method::GET, "/api/me/sessions", None),
        (Method::PUT, "/api/me", Some(json!({ "language": "es" }))),
    ] {
        let read = app.send(request(method, path, body, &[&cookie], &[])).await;
        assert_eq!(read.status, StatusCode::OK, "{path}: {}", read.text());
        assert_eq!(read.header("set-cookie"), None, "{path}");
    }
    assert_eq!(last_used_on(&app), ["2026-06-10"]);
    let renewed = get_with(&app, "/api/me", &[&cookie]).await;
    let again = renewed.cookie("th_member").expect("the cookie, sent again");
    assert_eq!(again, cookie, "the same session");
    assert!(
        renewed
            .header("set-cookie")
            .unwrap()
            .contains("Max-Age=31536000")
    );
    assert_eq!(last_used_on(&app), ["2026-06-11"]);
    let twice = get_with(&app, "/api/me", &[&cookie]).await;
    assert_eq!(twice.header("set-cookie"), None, "once a day");

    // A year without use ends it.
    app.club
        .clock()
        .set(Some(day + chrono::Duration::days(1 + 366)));
    let over = get_with(&app, "/api/me", &[&cookie]).await;
    assert_eq!(over.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn the_members_page_lists_their_next_matches_and_their_links() {
    let app = TestApp::new();
    app.club
        .clock()
        .set(Some("2026-11-05T18:00:00Z".parse().unwrap()));
    let admin = app.admin_cookie().await;
    let ids = app.insert_players("Member ", 8);
    let created = app
        .call(
            Method::POST,
            "/api/tournaments",
            Some(
                json!({ "name": "Copa Socios", "startDate": "2026-11-02", "playerCount": 8,
                         "tournamentType": "hybrid", "status": "active",
                         "selectedPlayerIds": ids }),
            ),
            Some(&admin),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let tournament = created.json()["id"].as_i64().unwrap();
    let schedule = app.generate_matches(tournament, &admin).await;
    let ana = ids[0];
    let hers: Vec<&Value> = schedule
        .iter()
        .filter(|m| m["status"] == "pending" && (m["player1Id"] == ana || m["player2Id"] == ana))
        .collect();
    assert!(!hers.is_empty());
    let league = app
        .call(
            Method::POST,
            "/api/league/matches",
            Some(
                json!({ "player1Id": ana, "player2Id": ids[1], "date": "2026-11-20",
                         "time": "18:30", "cancha": 2 }),
            ),
            Some(&admin),
        )
        .await;
    assert_eq!(league.status, StatusCode::CREATED, "{}", league.text());
    let token = link(&app, &admin, ana).await;
    let cookie = sign_in_as(&app, &token, IPHONE_UA)
        .await
        .cookie("th_member")
        .unwrap();

    let page = get_with(&app, "/api/me/overview", &[&cookie]).await.json();
    assert_eq!(page["playerPage"], format!("/players/{ana}"));
    assert_eq!(
        page["calendarFeed"],
        format!("/api/players/{ana}/calendar.ics")
    );
    let next = page["tournamentMatches"].as_array().unwrap();
    assert_eq!(next.len(), hers.len());
    for m in next {
        assert_eq!(m["tournamentName"], "Copa Socios");
        assert_ne!(m["opponentId"], ana);
        assert!(m["opponentName"].as_str().unwrap().starts_with("Member "));
        assert!(m["weekStart"].as_str().unwrap() >= "2026-11-02");
        assert_eq!(m["stage"], "group");
    }
    let weeks: Vec<&str> = next
        .iter()
        .map(|m| m["weekStart"].as_str().unwrap())
        .collect();
    assert!(weeks.is_sorted(), "the soonest first: {weeks:?}");
    assert_eq!(
        page["leagueMatches"],
        json!([{ "leagueMatchId": league.json()["id"], "date": "2026-11-20", "time": "18:30",
                 "cancha": 2, "opponentId": ids[1], "opponentName": "Member 02",
                 "challenger": true }])
    );

    // A result takes the match off the list.
    let first = hers[0];
    let recorded = app
        .call(
            Method::POST,
            "/api/matches/result",
            Some(
                json!({ "matchId": first["id"], "winnerId": first["player1Id"],
                         "score": "6-4, 6-2" }),
            ),
            Some(&admin),
        )
        .await;
    assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());
    let page = get_with(&app, "/api/me/overview", &[&cookie]).await.json();
    assert_eq!(
        page["tournamentMatches"].as_array().unwrap().len(),
        hers.len() - 1
    );
}
