//! The app on the open internet (docs/operations.md): guessing is slow however it is
//! attempted, clients are known behind trusted proxies, bodies are bounded per route,
//! cookies never travel in clear, and credentialed answers never stay in a browser cache.

use axum::body::Body;
use axum::http::{Method, Request, StatusCode, header};
use futures_util::future::join_all;
use serde_json::{Value, json};
use tournament_hub::http::site::Site;

use crate::common::{ADMIN_PASSWORD, LEAGUE_PASSWORD, TestApp, TestResponse};

fn post(path: &str, body: &Value) -> Request<Body> {
    Request::builder()
        .method(Method::POST)
        .uri(path)
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(body.to_string()))
        .unwrap()
}

fn unlock(password: &str) -> Request<Body> {
    post("/api/league/unlock", &json!({ "password": password }))
}

fn statuses(responses: &[TestResponse]) -> (usize, usize, usize) {
    let count = |s: StatusCode| responses.iter().filter(|r| r.status == s).count();
    (
        count(StatusCode::UNAUTHORIZED),
        count(StatusCode::TOO_MANY_REQUESTS),
        responses.len(),
    )
}

#[tokio::test]
async fn sixty_concurrent_wrong_passwords_from_one_client_get_five_checks() {
    let app = TestApp::new();
    let guesses = (0..60).map(|i| app.send_from("203.0.113.7", unlock(&format!("guess-{i}"))));
    let responses = join_all(guesses).await;
    let (checked, limited, all) = statuses(&responses);
    assert_eq!(checked, 5, "only the budget is checked");
    assert_eq!(limited, 55, "the rest are refused unchecked");
    assert_eq!(all, 60);
    for refused in responses
        .iter()
        .filter(|r| r.status == StatusCode::TOO_MANY_REQUESTS)
    {
        refused.assert_error(StatusCode::TOO_MANY_REQUESTS, "too_many_requests");
        let wait: u64 = refused.header("retry-after").unwrap().parse().unwrap();
        assert!((1..=900).contains(&wait), "{wait}");
    }
    // The same holds for the admin password, counted apart.
    let admin = join_all((0..20).map(|i| {
        app.send_from(
            "203.0.113.7",
            post(
                "/api/admin/login",
                &json!({ "password": format!("admin-guess-{i}") }),
            ),
        )
    }))
    .await;
    assert_eq!(statuses(&admin).0, 5);
}

#[tokio::test]
async fn an_ipv6_client_is_counted_by_its_64() {
    let app = TestApp::new();
    for i in 1..=5 {
        let peer = format!("2001:db8:5:6::{i:x}");
        let wrong = app.send_from(&peer, unlock("not-it-at-all")).await;
        assert_eq!(wrong.status, StatusCode::UNAUTHORIZED);
    }
    let rotated = app
        .send_from("2001:db8:5:6:ffff::1", unlock("not-it-either"))
        .await;
    rotated.assert_error(StatusCode::TOO_MANY_REQUESTS, "too_many_requests");
    let neighbour = app
        .send_from("2001:db8:5:7::1", unlock(LEAGUE_PASSWORD))
        .await;
    assert_eq!(neighbour.status, StatusCode::OK, "{}", neighbour.text());
}

#[tokio::test]
async fn behind_a_trusted_proxy_each_forwarded_client_has_its_own_budget() {
    let site = Site::new(None, Some("127.0.0.1/32"), None).unwrap();
    let app = TestApp::with_site(site);
    let through_proxy = |client: &str, password: &str| {
        let mut request = unlock(password);
        request.headers_mut().insert(
            "x-forwarded-for",
            format!("6.6.6.6, {client}").parse().unwrap(),
        );
        app.send_from("127.0.0.1", request)
    };
    for i in 0..5 {
        let r = through_proxy("203.0.113.50", &format!("wrong-{i}")).await;
        assert_eq!(r.status, StatusCode::UNAUTHORIZED);
    }
    through_proxy("203.0.113.50", "wrong-6")
        .await
        .assert_error(StatusCode::TOO_MANY_REQUESTS, "too_many_requests");
    // Another member behind the same proxy is not locked out.
    let other = through_proxy("203.0.113.51", LEAGUE_PASSWORD).await;
    assert_eq!(other.status, StatusCode::OK, "{}", other.text());

    // A client that is not a trusted proxy cannot choose its identity with the header.
    for i in 0..5 {
        let mut spoofed = unlock(&format!("spoof-{i}"));
        spoofed
            .headers_mut()
            .insert("x-forwarded-for", format!("10.9.9.{i}").parse().unwrap());
        let r = app.send_from("192.0.2.77", spoofed).await;
        assert_eq!(r.status, StatusCode::UNAUTHORIZED);
    }
    let mut spoofed = unlock("spoof-again");
    spoofed
        .headers_mut()
        .insert("x-forwarded-for", "10.9.9.200".parse().unwrap());
    app.send_from("192.0.2.77", spoofed)
        .await
        .assert_error(StatusCode::TOO_MANY_REQUESTS, "too_many_requests");
}

#[tokio::test]
async fn concurrent_signups_with_made_up_links_spend_one_budget() {
    let app = TestApp::new();
    let body = json!({ "name": "Guess Who", "bestHand": "right" });
    let attempts = join_all((0..30).map(|i| {
        app.send_from(
            "203.0.113.9",
            post(&format!("/api/invitations/made-up-{i}/signup"), &body),
        )
    }))
    .await;
    let not_found = attempts
        .iter()
        .filter(|r| r.status == StatusCode::NOT_FOUND)
        .count();
    let limited = statuses(&attempts).1;
    assert_eq!(not_found, 20, "the signup budget is 20 an hour");
    assert_eq!(limited, 10);
}

#[tokio::test]
async fn each_route_takes_only_the_body_it_needs() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    // 4 KiB on the password calls, checked before the body is read.
    let padded = json!({ "password": "x".repeat(5000) });
    app.call(Method::POST, "/api/admin/login", Some(padded.clone()), None)
        .await
        .assert_error(StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large");
    let refused = app
        .call(Method::POST, "/api/league/unlock", Some(padded), None)
        .await;
    let body = refused.assert_error(StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large");
    assert_eq!(body["code"], "body_too_large");
    assert!(body["message"].as_str().unwrap().contains("4 KB"), "{body}");
    // 64 KiB on other JSON.
    let big_tournament = json!({ "name": "Cup", "description": "d".repeat(70 * 1024) });
    let body = app
        .call(
            Method::POST,
            "/api/tournaments",
            Some(big_tournament),
            Some(&admin),
        )
        .await
        .assert_error(StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large");
    assert!(
        body["message"].as_str().unwrap().contains("64 KB"),
        "{body}"
    );
    // A body without a declared length is cut at the limit too.
    let chunks = futures_util::stream::iter(
        (0..20).map(|_| Ok::<_, std::io::Error>(bytes::Bytes::from(vec![b' '; 1024]))),
    );
    let streamed = Request::builder()
        .method(Method::POST)
        .uri("/api/admin/login")
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from_stream(chunks))
        .unwrap();
    app.send(streamed)
        .await
        .assert_error(StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large");
    // Where an avatar travels, a 100 KB body is read (and judged on its content).
    let with_photo = json!({
        "name": "Photo Player",
        "bestHand": "right",
        "avatar": format!("data:image/png;base64,{}", "A".repeat(100 * 1024)),
    });
    let judged = app
        .call(Method::POST, "/api/players", Some(with_photo), Some(&admin))
        .await;
    assert_ne!(
        judged.status,
        StatusCode::PAYLOAD_TOO_LARGE,
        "{}",
        judged.text()
    );
}

#[tokio::test]
async fn behind_a_public_https_url_cookies_are_secure_and_host_bound() {
    let site = Site::new(Some("https://club.example"), None, None).unwrap();
    let app = TestApp::with_site(site);
    let login = app
        .call(
            Method::POST,
            "/api/admin/login",
            Some(json!({ "password": ADMIN_PASSWORD })),
            None,
        )
        .await;
    assert_eq!(login.status, StatusCode::OK);
    let set_cookie = login.header("set-cookie").unwrap();
    assert!(set_cookie.starts_with("__Host-th_admin="), "{set_cookie}");
    for part in ["Secure", "HttpOnly", "SameSite=Strict", "Path=/"] {
        assert!(set_cookie.contains(part), "{part} in {set_cookie}");
    }
    assert!(!set_cookie.contains("Domain"), "{set_cookie}");
    assert_eq!(
        login.header("strict-transport-security").as_deref(),
        Some("max-age=31536000")
    );
    let admin = login.cookie("__Host-th_admin").unwrap();
    let token = admin.split_once('=').unwrap().1.to_string();
    let status = app
        .call(Method::GET, "/api/admin/status", None, Some(&admin))
        .await;
    assert_eq!(status.json()["isAdmin"], true);
    // The unprefixed name (which a sibling subdomain could set) is not a session here.
    let plain = app
        .call(
            Method::GET,
            "/api/admin/status",
            None,
            Some(&format!("th_admin={token}")),
        )
        .await;
    assert_eq!(plain.json()["isAdmin"], false);

    // Writes must come from the public origin, whatever Host the proxy passed on.
    let write = |origin: &'static str| {
        Request::builder()
            .method(Method::POST)
            .uri("/api/invitations")
            .header(header::COOKIE, &admin)
            .header(header::HOST, "127.0.0.1:8080")
            .header(header::ORIGIN, origin)
            .body(Body::empty())
            .unwrap()
    };
    app.send(write("http://club.example"))
        .await
        .assert_error(StatusCode::FORBIDDEN, "forbidden");
    app.send(write("https://evil.example"))
        .await
        .assert_error(StatusCode::FORBIDDEN, "forbidden");
    let ok = app.send(write("https://club.example")).await;
    assert_eq!(ok.status, StatusCode::CREATED, "{}", ok.text());
}

#[tokio::test]
async fn without_a_public_url_there_is_no_hsts_and_plain_cookie_names() {
    let app = TestApp::new();
    let health = app.get("/api/health").await;
    assert!(health.header("strict-transport-security").is_none());
    let login = app
        .call(
            Method::POST,
            "/api/admin/login",
            Some(json!({ "password": ADMIN_PASSWORD })),
            None,
        )
        .await;
    let set_cookie = login.header("set-cookie").unwrap();
    assert!(set_cookie.starts_with("th_admin="), "{set_cookie}");
    assert!(!set_cookie.contains("Secure"), "{set_cookie}");
}

#[tokio::test]
async fn credentialed_answers_are_never_stored() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    for path in ["/api/players", "/api/invitations", "/api/rankings"] {
        let answer = app.call(Method::GET, path, None, Some(&admin)).await;
        assert_eq!(answer.status, StatusCode::OK, "{path}");
        assert_eq!(
            answer.header("cache-control").as_deref(),
            Some("private, no-store"),
            "{path}"
        );
    }
    // Even a cookie that is no live session: the browser cannot tell them apart.
    let junk = app
        .call(Method::GET, "/api/rankings", None, Some("th_league=junk"))
        .await;
    assert_eq!(
        junk.header("cache-control").as_deref(),
        Some("private, no-store")
    );
    let public = app.get("/api/rankings").await;
    assert_eq!(public.header("cache-control").as_deref(), Some("no-cache"));
}

#[tokio::test]
async fn security_headers_forbid_inline_styles_and_cross_origin_embedding() {
    let app = TestApp::new();
    for path in ["/", "/api/health", "/api/nothing-here"] {
        let answer = app.get(path).await;
        let csp = answer.header("content-security-policy").unwrap();
        let directives: Vec<&str> = csp.split(';').map(str::trim).collect();
        // Style sheets from the app only, and the one fixed <style> of Radix Select by hash.
        let hash = {
            use base64::Engine;
            use sha2::Digest;
            let digest = sha2::Sha256::digest(tournament_hub::http::guard::SELECT_VIEWPORT_STYLE);
            base64::engine::general_purpose::STANDARD.encode(digest)
        };
        assert!(
            directives.contains(&format!("style-src 'self' 'sha256-{hash}'").as_str()),
            "{csp}"
        );
        assert!(
            directives.contains(&"style-src-attr 'unsafe-inline'"),
            "{csp}"
        );
        assert!(
            directives
                .iter()
                .filter(|d| d.contains("unsafe-inline"))
                .all(|d| d.starts_with("style-src-attr")),
            "{csp}"
        );
        assert!(!csp.contains("script-src 'unsafe"), "{csp}");
        assert_eq!(
            answer.header("cross-origin-opener-policy").as_deref(),
            Some("same-origin")
        );
        assert_eq!(
            answer.header("cross-origin-resource-policy").as_deref(),
            Some("same-origin")
        );
    }
}

#[tokio::test]
async fn an_allowlist_of_hosts_refuses_the_rest_with_421() {
    let site = Site::new(None, None, Some("club.example")).unwrap();
    let app = TestApp::with_site(site);
    let with_host = |host: &'static str| {
        Request::builder()
            .uri("/api/health")
            .header(header::HOST, host)
            .body(Body::empty())
            .unwrap()
    };
    let rebound = app.send(with_host("attacker.example")).await;
    assert_eq!(rebound.status, StatusCode::MISDIRECTED_REQUEST);
    assert_eq!(rebound.json()["code"], "host_not_allowed");
    assert_eq!(
        app.send(with_host("club.example")).await.status,
        StatusCode::OK
    );
}

#[tokio::test]
async fn logging_out_everywhere_ends_every_session() {
    let app = TestApp::new();
    let here = app.admin_cookie().await;
    let phone = app.admin_cookie().await;
    let league = app.league_cookie().await;
    let ended = app
        .call(
            Method::POST,
            "/api/admin/sessions/end-all",
            None,
            Some(&here),
        )
        .await;
    assert_eq!(ended.status, StatusCode::OK, "{}", ended.text());
    assert_eq!(ended.json()["ended"], 3);
    assert!(ended.header("set-cookie").unwrap().contains("Max-Age=0"));
    for cookie in [&here, &phone, &league] {
        let status = app
            .call(Method::GET, "/api/admin/status", None, Some(cookie))
            .await
            .json();
        assert_eq!(status["isAdmin"], false);
        assert_eq!(status["leagueUnlocked"], false);
    }
    assert_eq!(app.count("sessions"), 0);
}

#[tokio::test]
async fn expired_sessions_are_purged() {
    let app = TestApp::new();
    let _live = app.admin_cookie().await;
    app.write_straight(|tx| {
        tx.execute(
            "INSERT INTO sessions (token_hash, kind, expires_at) VALUES ('old', 'league', 1)",
            [],
        )?;
        Ok(())
    })
    .unwrap();
    assert_eq!(app.count("sessions"), 2);
    assert_eq!(app.club.purge_expired_sessions().await.unwrap(), 1);
    assert_eq!(app.count("sessions"), 1, "the live session stays");
}

#[tokio::test]
async fn a_short_league_password_is_noticed_when_it_is_used() {
    let app = TestApp::new();
    // Set before the minimum, not typed since: unknown.
    assert_eq!(app.club.league_password_is_short().await.unwrap(), None);
    let _ = app.league_cookie().await;
    let long_enough = LEAGUE_PASSWORD.chars().count() >= 10;
    assert_eq!(
        app.club.league_password_is_short().await.unwrap(),
        Some(!long_enough)
    );
}

#[tokio::test]
async fn names_refuse_invisible_and_direction_changing_characters() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    for name in ["Ana\u{200B} Mora", "\u{202E}aroM anA", "Ana\u{0007}Mora"] {
        let player = app
            .call(
                Method::POST,
                "/api/players",
                Some(json!({ "name": name, "bestHand": "right" })),
                Some(&admin),
            )
            .await;
        let body = player.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
        assert_eq!(body["fields"]["name"]["code"], "name_hidden_characters");
        let tournament = app
            .call(
                Method::POST,
                "/api/tournaments",
                Some(json!({ "name": name, "startDate": "2026-12-01" })),
                Some(&admin),
            )
            .await;
        let body = tournament.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
        assert_eq!(body["fields"]["name"]["code"], "name_hidden_characters");
    }
    assert_eq!(app.count("players"), 0);
    assert_eq!(app.count("tournaments"), 0);
    let accented = app
        .call(
            Method::POST,
            "/api/players",
            Some(json!({ "name": "José Ñúñez", "bestHand": "right" })),
            Some(&admin),
        )
        .await;
    assert_eq!(accented.status, StatusCode::CREATED, "{}", accented.text());
}

#[tokio::test]
async fn typed_sets_and_games_are_bounded() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    for (field, value) in [("player1Games", 5000), ("player2Sets", 6)] {
        let mut body = json!({ "winnerId": 1, "score": "6-4, 6-2", "status": "completed" });
        body[field] = json!(value);
        let refused = app
            .call(Method::PATCH, "/api/matches/1", Some(body), Some(&admin))
            .await;
        let body = refused.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
        assert_eq!(body["fields"][field]["code"], "totals_too_large", "{body}");
    }
}

#[tokio::test]
async fn a_draft_stays_private_even_when_it_holds_a_result() {
    use crate::rankings::{game, tournament};
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let p = app.insert_players("D", 2);
    // An old database may hold a result in a draft (a finished tournament set back to draft
    // before that was refused), with a walkover, which would cost 30 points.
    let draft = tournament(
        &app,
        "Copa Prueba",
        "draft",
        "single_elimination",
        "2026-09-01",
        &p,
    );
    game(&app, draft, "final", 1, p[0], Some(p[1]), Some(p[0]), true);
    app.get(&format!("/api/tournaments/{draft}"))
        .await
        .assert_error(StatusCode::NOT_FOUND, "not_found");
    let list = app.get("/api/tournaments").await.json();
    assert!(list.as_array().unwrap().iter().all(|t| t["id"] != draft));
    for id in &p {
        let profile = app
            .get(&format!("/api/players/{id}/profile?season=all"))
            .await
            .json();
        assert!(
            !profile.to_string().contains("Copa Prueba"),
            "the draft shows in a public profile: {profile}"
        );
        let player = app
            .get(&format!("/api/players/{id}?season=all"))
            .await
            .json();
        assert_eq!(player["matchesPlayed"], 0, "{player}");
        assert_eq!(player["totalPoints"], 0, "no walkover penalty: {player}");
    }
    // And a draft takes no new result.
    let match_id: i64 = app
        .write_straight(|tx| Ok(tx.query_row("SELECT id FROM matches LIMIT 1", [], |r| r.get(0))?))
        .unwrap();
    let refused = app
        .call(
            Method::PATCH,
            &format!("/api/matches/{match_id}"),
            Some(json!({ "winnerId": p[1], "score": "6-4, 6-2", "status": "completed" })),
            Some(&admin),
        )
        .await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.text());
}

/// The cookie a session row in the store would be reached with: `th_admin=<token>`.
fn admin_cookie_for(token: &str) -> String {
    format!("th_admin={token}")
}

#[tokio::test]
async fn a_session_the_server_never_started_is_refused_even_if_the_store_has_it() {
    let app = TestApp::new();
    let real = app.admin_cookie().await;
    // A row that appears in the store behind the server's back (nothing but the server
    // starts sessions) opens nothing: the server checks its own record first.
    let token = "A".repeat(43);
    let digest = tournament_hub::passwords::token_digest(&token);
    app.write_straight(move |tx| {
        tx.execute(
            "INSERT INTO sessions (token_hash, kind, expires_at) VALUES (?1, 'admin', ?2)",
            rusqlite::params![digest, i64::MAX],
        )?;
        Ok(())
    })
    .unwrap();
    let forged = app
        .call(
            Method::GET,
            "/api/admin/status",
            None,
            Some(&admin_cookie_for(&token)),
        )
        .await
        .json();
    assert_eq!(forged["isAdmin"], false);
    let status = app
        .call(Method::GET, "/api/admin/status", None, Some(&real))
        .await
        .json();
    assert_eq!(status["isAdmin"], true, "the real session still works");
}

#[tokio::test]
async fn a_session_ended_in_the_store_is_refused_though_the_server_started_it() {
    let app = TestApp::new();
    let cookie = app.admin_cookie().await;
    // The operator's CLI ends sessions in the store (password reset, restore).
    app.write_straight(|tx| {
        tx.execute("DELETE FROM sessions", [])?;
        Ok(())
    })
    .unwrap();
    let status = app
        .call(Method::GET, "/api/admin/status", None, Some(&cookie))
        .await
        .json();
    assert_eq!(status["isAdmin"], false);
}

#[tokio::test]
async fn sessions_started_before_a_restart_still_work() {
    let app = TestApp::new();
    let cookie = app.admin_cookie().await;
    let token = cookie.split_once('=').unwrap().1.to_string();
    // A new server over the same store knows the sessions it finds there.
    let restarted = tournament_hub::club::Club::new(app.db.clone());
    assert!(
        restarted
            .session_is_live(tournament_hub::db::sessions::SessionKind::Admin, &token)
            .await
            .unwrap()
    );
    assert!(
        !restarted
            .session_is_live(tournament_hub::db::sessions::SessionKind::League, &token)
            .await
            .unwrap(),
        "an admin session is not a league unlock"
    );
}
