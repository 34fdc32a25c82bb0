//! Members sign in (docs/rules.md#members): one-time sign-in links, the member session's
//! cookie, and the phone the links are sent to. Signing up, ending sessions and which
//! credential a call acts for are in `members_sessions`; the guessing limits, the public
//! cache, the daily renewal and the member's page in `members_guessing`.

use crate::common;

use axum::body::Body;
use axum::http::{Method, Request, StatusCode, header};
use serde_json::{Value, json};
use tournament_hub::passwords::token_digest;

use common::{TestApp, TestResponse};

pub const PHONE_UA: &str = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 \
    (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
pub const IPHONE_UA: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) \
    AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/// A request with a JSON body (when given), the cookies, and extra headers.
pub fn request(
    method: Method,
    path: &str,
    body: Option<Value>,
    cookies: &[&str],
    headers: &[(&str, &str)],
) -> Request<Body> {
    let mut builder = Request::builder().method(method).uri(path);
    if !cookies.is_empty() {
        builder = builder.header(header::COOKIE, cookies.join("; "));
    }
    for (name, value) in headers {
        builder = builder.header(*name, *value);
    }
    match body {
        Some(body) => builder
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(body.to_string()))
            .unwrap(),
        None => builder.body(Body::empty()).unwrap(),
    }
}

/// The admin's new sign-in link for `player`: its URL.
pub async fn link_url(app: &TestApp, admin: &str, player: i64) -> String {
    let made = app
        .call(
            Method::POST,
            &format!("/api/admin/players/{player}/sign-in-link"),
            None,
            Some(admin),
        )
        .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.text());
    made.json()["url"].as_str().unwrap().to_string()
}

/// The token of a sign-in link: what follows `#`.
pub fn token_of(url: &str) -> String {
    url.split_once("/sign-in#")
        .expect("a sign-in link")
        .1
        .to_string()
}

/// A new link's token for `player`.
pub async fn link(app: &TestApp, admin: &str, player: i64) -> String {
    token_of(&link_url(app, admin, player).await)
}

/// Signs in with `token` from a browser that says it is `agent`.
pub async fn sign_in_as(app: &TestApp, token: &str, agent: &str) -> TestResponse {
    let body = json!({ "token": token });
    let sent = request(
        Method::POST,
        "/api/me/sign-in",
        Some(body),
        &[],
        &[("user-agent", agent)],
    );
    app.send(sent).await
}

/// Signs `player` in with a new link; returns the member cookie.
pub async fn member(app: &TestApp, admin: &str, player: i64) -> String {
    let token = link(app, admin, player).await;
    let signed_in = sign_in_as(app, &token, PHONE_UA).await;
    assert_eq!(signed_in.status, StatusCode::OK, "{}", signed_in.text());
    signed_in.cookie("th_member").expect("the member cookie")
}

/// `GET path` with `cookies`.
pub async fn get_with(app: &TestApp, path: &str, cookies: &[&str]) -> TestResponse {
    app.send(request(Method::GET, path, None, cookies, &[]))
        .await
}

/// The audit trail of one player, newest first.
pub async fn audit_of(app: &TestApp, admin: &str, player: i64) -> Vec<Value> {
    let path = format!("/api/admin/audit?subject=player:{player}");
    let trail = app.call(Method::GET, &path, None, Some(admin)).await;
    assert_eq!(trail.status, StatusCode::OK, "{}", trail.text());
    trail.json().as_array().unwrap().clone()
}

/// Every value of every row of `table`, as text.
fn every_value(app: &TestApp, table: &str) -> Vec<String> {
    let sql = format!("SELECT * FROM {table}");
    app.db
        .read_blocking(move |conn| {
            let mut stmt = conn.prepare(&sql)?;
            let width = stmt.column_count();
            let rows = stmt.query_map([], |row| {
                (0..width)
                    .map(|i| {
                        let value: rusqlite::types::Value = row.get(i)?;
                        Ok(format!("{value:?}"))
                    })
                    .collect::<rusqlite::Result<Vec<_>>>()
            })?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?.concat())
        })
        .unwrap()
}

/// Asserts that `response` is the member's alone, and not from the public cache.
pub fn assert_private(response: &TestResponse) {
    assert_eq!(
        response.header("cache-control").as_deref(),
        Some("private, no-store"),
        "{}",
        response.text()
    );
    assert_eq!(response.header("x-cache"), None);
}

fn cookie_value(cookie: &str) -> &str {
    cookie.split_once('=').unwrap().1
}

#[tokio::test]
async fn a_link_signs_in_once_and_the_store_keeps_only_digests() {
    let app = TestApp::new();
    app.club
        .clock()
        .set(Some("2026-11-20T15:00:00Z".parse().unwrap()));
    let admin = app.admin_cookie().await;
    let ana = app.insert_players("Member ", 1)[0];
    let made = app
        .send_from(
            "127.0.0.5",
            request(
                Method::POST,
                &format!("/api/admin/players/{ana}/sign-in-link"),
                None,
                &[&admin],
                &[("host", "club.test:8080")],
            ),
        )
        .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.text());
    assert_private(&made);
    let body = made.json();
    let url = body["url"].as_str().unwrap();
    assert!(url.starts_with("http://club.test:8080/sign-in#"), "{url}");
    assert_eq!(body["expiresAt"], "2026-11-27T15:00:00Z");
    let token = token_of(url);
    assert!(token.len() >= 22, "at least 128 bits: {token}");

    let signed_in = app
        .send_from(
            "127.0.0.6",
            request(
                Method::POST,
                "/api/me/sign-in",
                Some(json!({ "token": token })),
                &[],
                &[("user-agent", PHONE_UA)],
            ),
        )
        .await;
    assert_eq!(signed_in.status, StatusCode::OK, "{}", signed_in.text());
    assert_private(&signed_in);
    let me = signed_in.json();
    assert_eq!(
        (&me["playerId"], &me["name"], &me["status"]),
        (&json!(ana), &json!("Member 01"), &json!("approved"))
    );
    let set_cookie = signed_in.header("set-cookie").unwrap();
    for part in ["HttpOnly", "SameSite=Lax", "Max-Age=31536000", "Path=/"] {
        assert!(set_cookie.contains(part), "{part} in {set_cookie}");
    }
    let cookie = signed_in.cookie("th_member").unwrap();
    let session_token = cookie_value(&cookie).to_string();

    // Once: the same link again is spent, whoever sends it.
    let again = sign_in_as(&app, &token, PHONE_UA).await;
    let refused = again.assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
    assert_eq!(refused["code"], "sign_in_link_spent");
    assert!(refused["message"].as_str().unwrap().contains("new link"));

    let read = get_with(&app, "/api/me", &[&cookie]).await;
    assert_eq!(read.status, StatusCode::OK, "{}", read.text());
    assert_private(&read);
    assert_eq!(read.json()["playerId"], ana);

    // The store holds digests, never a token.
    for table in ["member_links", "member_sessions"] {
        let values = every_value(&app, table);
        assert!(!values.is_empty(), "{table} has a row");
        for secret in [&token, &session_token] {
            assert!(
                values.iter().all(|v| !v.contains(secret.as_str())),
                "{table} holds a token: {values:?}"
            );
        }
    }
    assert!(
        every_value(&app, "member_links").contains(&format!("Text({:?})", token_digest(&token)))
    );
    assert!(
        every_value(&app, "member_sessions")
            .contains(&format!("Text({:?})", token_digest(&session_token)))
    );

    // Accountable: who made the link and who signed in, when and from which client.
    let trail = audit_of(&app, &admin, ana).await;
    let signed = &trail[0];
    assert_eq!(
        (&signed["action"], &signed["actor"], &signed["actorRef"]),
        (
            &json!("member_signed_in"),
            &json!("member"),
            &json!(ana.to_string())
        )
    );
    assert_eq!(signed["after"]["client"], "127.0.0.6");
    assert_eq!(signed["after"]["browser"], "Chrome");
    assert_eq!(signed["at"], "2026-11-20T15:00:00Z");
    let created = &trail[1];
    assert_eq!(
        (&created["action"], &created["actor"]),
        (&json!("sign_in_link_created"), &json!("admin"))
    );
    assert_eq!(created["after"]["client"], "127.0.0.5");
}

#[tokio::test]
async fn a_link_lasts_7_days_and_a_new_one_ends_the_older() {
    let app = TestApp::new();
    let start: chrono::DateTime<chrono::Utc> = "2026-03-01T12:00:00Z".parse().unwrap();
    app.club.clock().set(Some(start));
    let admin = app.admin_cookie().await;
    let ids = app.insert_players("Member ", 2);

    let old = link(&app, &admin, ids[0]).await;
    app.club.clock().set(Some(
        start + chrono::Duration::days(7) + chrono::Duration::seconds(1),
    ));
    let late = sign_in_as(&app, &old, PHONE_UA).await;
    assert_eq!(
        late.assert_error(StatusCode::UNAUTHORIZED, "unauthorized")["code"],
        "sign_in_link_expired"
    );

    // Just inside its 7 days a link works.
    let fresh = link(&app, &admin, ids[1]).await;
    app.club
        .clock()
        .set(Some(start + chrono::Duration::days(14)));
    assert_eq!(
        sign_in_as(&app, &fresh, PHONE_UA).await.status,
        StatusCode::OK
    );

    let first = link(&app, &admin, ids[0]).await;
    let second = link(&app, &admin, ids[0]).await;
    let replaced = sign_in_as(&app, &first, PHONE_UA).await;
    assert_eq!(
        replaced.assert_error(StatusCode::UNAUTHORIZED, "unauthorized")["code"],
        "sign_in_link_replaced"
    );
    assert_eq!(
        sign_in_as(&app, &second, PHONE_UA).await.status,
        StatusCode::OK
    );
    let trail = audit_of(&app, &admin, ids[0]).await;
    let made: Vec<&Value> = trail
        .iter()
        .filter(|r| r["action"] == "sign_in_link_created")
        .collect();
    assert_eq!(made[0]["after"]["endedLinks"], 1, "the newest ended one");

    for unknown in [
        tournament_hub::club::members::new_token(),
        "not-a-token".to_string(),
    ] {
        let refused = sign_in_as(&app, &unknown, PHONE_UA).await;
        let body = refused.assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
        assert_eq!(body["code"], "sign_in_link_unknown", "{unknown}");
    }
    let empty = app
        .call(Method::POST, "/api/me/sign-in", Some(json!({})), None)
        .await;
    assert_eq!(
        empty.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid")["code"],
        "token_required"
    );
}

#[tokio::test]
async fn links_are_for_approved_players_only() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let pending = signed_up(&app, &admin, "Pending Newcomer").await.0;
    let refused = app
        .call(
            Method::POST,
            &format!("/api/admin/players/{pending}/sign-in-link"),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(
        refused.assert_error(StatusCode::CONFLICT, "conflict")["code"],
        "player_pending"
    );
    let missing = app
        .call(
            Method::POST,
            "/api/admin/players/999999/sign-in-link",
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(
        missing.assert_error(StatusCode::NOT_FOUND, "not_found")["code"],
        "player_not_found"
    );

    // A link of a player deleted since is no link at all.
    let gone = app.insert_players("Gone ", 1)[0];
    let token = link(&app, &admin, gone).await;
    let deleted = app
        .call(
            Method::DELETE,
            &format!("/api/players/{gone}"),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(deleted.status, StatusCode::NO_CONTENT);
    let late = sign_in_as(&app, &token, PHONE_UA).await;
    assert_eq!(
        late.assert_error(StatusCode::UNAUTHORIZED, "unauthorized")["code"],
        "sign_in_link_unknown"
    );
    assert_eq!(app.count("member_links"), 0);
}

/// The answer to a signup as `name` through a new invitation of the admin's.
pub async fn sign_up_as(app: &TestApp, admin: &str, name: &str) -> TestResponse {
    let invitation = app
        .call(Method::POST, "/api/invitations", None, Some(admin))
        .await;
    let invite = invitation.json()["inviteToken"]
        .as_str()
        .unwrap()
        .to_string();
    app.call(
        Method::POST,
        &format!("/api/invitations/{invite}/signup"),
        Some(json!({ "name": name })),
        None,
    )
    .await
}

/// Signs up through a new invitation as `name`: the new player's id and the member cookie.
pub async fn signed_up(app: &TestApp, admin: &str, name: &str) -> (i64, String) {
    let signup = sign_up_as(app, admin, name).await;
    assert_eq!(signup.status, StatusCode::CREATED, "{}", signup.text());
    assert_private(&signup);
    let cookie = signup.cookie("th_member").expect("a signup signs in");
    (signup.json()["id"].as_i64().unwrap(), cookie)
}

#[tokio::test]
async fn a_sign_in_from_another_site_is_refused_and_spends_nothing() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ana = app.insert_players("Member ", 1)[0];
    let token = link(&app, &admin, ana).await;
    let foreign = app
        .send(request(
            Method::POST,
            "/api/me/sign-in",
            Some(json!({ "token": token })),
            &[],
            &[("host", "club.test"), ("origin", "https://evil.example")],
        ))
        .await;
    assert_eq!(
        foreign.assert_error(StatusCode::FORBIDDEN, "forbidden")["code"],
        "cross_site"
    );
    assert!(foreign.cookie("th_member").is_none());
    let own = app
        .send(request(
            Method::POST,
            "/api/me/sign-in",
            Some(json!({ "token": token })),
            &[],
            &[("host", "club.test"), ("origin", "http://club.test")],
        ))
        .await;
    assert_eq!(own.status, StatusCode::OK, "{}", own.text());
}

#[tokio::test]
async fn the_phone_is_the_admins_alone_and_ready_for_whatsapp() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let added = app
        .call(
            Method::POST,
            "/api/players",
            Some(json!({ "name": "Ana Mora", "phone": "8888-1234" })),
            Some(&admin),
        )
        .await;
    assert_eq!(added.status, StatusCode::CREATED, "{}", added.text());
    assert_eq!(added.json()["phone"], "+50688881234");
    let id = added.json()["id"].as_i64().unwrap();
    let cookie = member(&app, &admin, id).await;
    for reader in [None, Some(cookie.as_str())] {
        for path in [format!("/api/players/{id}"), "/api/players".to_string()] {
            let read = app.call(Method::GET, &path, None, reader).await;
            assert!(!read.text().contains("phone"), "{path}: {}", read.text());
            assert!(!read.text().contains("88881234"), "{path}");
        }
    }
    let path = format!("/api/players/{id}");
    let bad = app
        .call(
            Method::PATCH,
            &path,
            Some(json!({ "phone": "call me" })),
            Some(&admin),
        )
        .await;
    let body = bad.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(body["fields"]["phone"]["code"], "phone_invalid");
    let cleared = app
        .call(
            Method::PATCH,
            &path,
            Some(json!({ "phone": null })),
            Some(&admin),
        )
        .await;
    assert_eq!(cleared.json()["phone"], Value::Null);
    let moved = app
        .call(
            Method::PATCH,
            &path,
            Some(json!({ "phone": "+1 555 010 9999" })),
            Some(&admin),
        )
        .await;
    assert_eq!(moved.json()["phone"], "+15550109999");
}
