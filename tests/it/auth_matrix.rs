//! The auth matrix, generated from the route table: every state-changing operation of
//! `/api/openapi.json` that needs a credential is refused without one (401), refused from a
//! foreign Origin even with the admin's cookie (403), refused to the league cookie when it is
//! the admin's (403), refused to the league cookie (401) and to the admin (403) when it is a
//! member's own, and succeeds with the credential its `security` names
//! (docs/rules.md#permissions).
//!
//! Each operation needs a fixture below that builds what it acts on and a valid body; a new
//! state-changing route without one fails the test, so the matrix grows with the API.

use crate::common;

use axum::body::Body;
use axum::http::{Method, Request, StatusCode, header};
use common::{TestApp, TestResponse};
use serde_json::{Value, json};

/// One state-changing operation as the document describes it.
struct Operation {
    method: Method,
    template: String,
    /// The credentials that may call it (any one suffices); empty for public calls.
    credentials: Vec<String>,
}

impl Operation {
    fn name(&self) -> String {
        format!("{} {}", self.method, self.template)
    }

    /// League routes take the league cookie; the others are the admin's.
    fn is_league(&self) -> bool {
        self.credentials.iter().any(|c| c == "league_session")
    }

    /// The member's own calls take the member cookie only: the league cookie gets 401 there,
    /// as a visitor does, and the admin, who has no member page, 403.
    fn is_member(&self) -> bool {
        self.credentials.iter().all(|c| c == "member_session") && !self.credentials.is_empty()
    }

    /// The admin's books (fees, the audit trail): the league cookie gets 401 there, as a
    /// visitor does (docs/rules.md#level-and-fee), not 403.
    fn is_admin_alone(&self) -> bool {
        ["/api/admin/fees/", "/api/admin/seasons/"]
            .iter()
            .any(|prefix| self.template.starts_with(prefix))
    }
}

/// A concrete call of an operation: its path with real ids, and a valid body; for a
/// member's call, the member's cookie.
struct Call {
    path: String,
    body: Option<Value>,
    member: Option<String>,
}

/// An approved player signed in with a sign-in link: their id and member cookie.
async fn signed_in_member(app: &TestApp, admin: &str) -> (i64, String) {
    let id = players(app, 1)[0];
    (id, member_cookie(app, admin, id).await)
}

/// Player `id` signed in with a sign-in link: their member cookie.
async fn member_cookie(app: &TestApp, admin: &str, id: i64) -> String {
    let made = expect(
        app,
        Method::POST,
        &format!("/api/admin/players/{id}/sign-in-link"),
        None,
        admin,
    )
    .await;
    let url = made["url"].as_str().unwrap();
    let token = url.split_once('#').unwrap().1;
    let response = app
        .call(
            Method::POST,
            "/api/me/sign-in",
            Some(json!({ "token": token })),
            None,
        )
        .await;
    assert_eq!(response.status, StatusCode::OK, "{}", response.text());
    response.cookie("th_member").unwrap()
}

async fn state_changing_operations(app: &TestApp) -> Vec<Operation> {
    let response = app.get("/api/openapi.json").await;
    assert_eq!(response.status, StatusCode::OK);
    let doc = response.json();
    let mut out = Vec::new();
    for (template, item) in doc["paths"].as_object().expect("paths") {
        for (method, operation) in item.as_object().expect("a path item") {
            let method = match method.as_str() {
                "post" => Method::POST,
                "patch" => Method::PATCH,
                "put" => Method::PUT,
                "delete" => Method::DELETE,
                _ => continue,
            };
            let requirements = operation["security"]
                .as_array()
                .cloned()
                .unwrap_or_default();
            // A requirement without any scheme means the call is open to anyone.
            let public = requirements.is_empty()
                || requirements
                    .iter()
                    .any(|r| r.as_object().is_some_and(|o| o.is_empty()));
            let credentials = if public {
                Vec::new()
            } else {
                requirements
                    .iter()
                    .flat_map(|r| r.as_object().unwrap().keys().cloned())
                    .collect()
            };
            out.push(Operation {
                method,
                template: template.clone(),
                credentials,
            });
        }
    }
    out
}

/// Sends `call` with the given cookie and extra `Origin`, the body as JSON.
async fn send(
    app: &TestApp,
    operation: &Operation,
    call: &Call,
    cookie: Option<&str>,
    origin: Option<&str>,
) -> TestResponse {
    let mut builder = Request::builder()
        .method(operation.method.clone())
        .uri(&call.path)
        .header(header::HOST, "localhost");
    if let Some(cookie) = cookie {
        builder = builder.header(header::COOKIE, cookie);
    }
    if let Some(origin) = origin {
        builder = builder.header(header::ORIGIN, origin);
    }
    let request = match &call.body {
        Some(body) => builder
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(body.to_string()))
            .unwrap(),
        None => builder.body(Body::empty()).unwrap(),
    };
    app.send(request).await
}

async fn expect(
    app: &TestApp,
    method: Method,
    path: &str,
    body: Option<Value>,
    admin: &str,
) -> Value {
    let response = app.call(method.clone(), path, body, Some(admin)).await;
    assert!(
        response.status.is_success(),
        "fixture {method} {path}: {} {}",
        response.status,
        response.text()
    );
    response.json()
}

/// Approved players, with no tournament or league match yet.
fn players(app: &TestApp, n: usize) -> Vec<i64> {
    app.insert_players("Matrix ", n)
}

/// A pending registration, through an invitation link as a newcomer would sign up.
async fn pending_player(app: &TestApp, admin: &str) -> i64 {
    let invitation = expect(app, Method::POST, "/api/invitations", None, admin).await;
    let token = invitation["inviteToken"].as_str().unwrap();
    let response = app
        .call(
            Method::POST,
            &format!("/api/invitations/{token}/signup"),
            Some(json!({ "name": "Pending Newcomer" })),
            None,
        )
        .await;
    assert_eq!(response.status, StatusCode::CREATED, "{}", response.text());
    response.json()["id"].as_i64().unwrap()
}

/// An active tournament of `ids` that started yesterday on `app`'s clock, so that members may
/// record its first week's results.
fn tournament_body(app: &TestApp, ids: &[i64]) -> Value {
    let start = (app.club.clock().today() - chrono::Days::new(1)).to_string();
    json!({ "name": "Matrix Cup", "startDate": start, "playerCount": ids.len(),
            "tournamentType": "hybrid", "status": "active", "selectedPlayerIds": ids })
}

async fn tournament(app: &TestApp, admin: &str) -> i64 {
    let ids = players(app, 8);
    let created = expect(
        app,
        Method::POST,
        "/api/tournaments",
        Some(tournament_body(app, &ids)),
        admin,
    )
    .await;
    created["id"].as_i64().unwrap()
}

/// A pending match of a tournament with its schedule: `(match id, player 1)`.
async fn playable_match(app: &TestApp, admin: &str) -> (i64, i64) {
    let id = tournament(app, admin).await;
    let schedule = expect(
        app,
        Method::POST,
        &format!("/api/tournaments/{id}/generate-matches"),
        None,
        admin,
    )
    .await;
    let first = schedule
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["status"] == "pending")
        .expect("a playable group match")
        .clone();
    (
        first["id"].as_i64().unwrap(),
        first["player1Id"].as_i64().unwrap(),
    )
}

/// A pending league match between neighbours in the ranking.
async fn league_match(app: &TestApp, admin: &str) -> i64 {
    let ids = players(app, 2);
    let created = expect(
        app,
        Method::POST,
        "/api/league/matches",
        Some(json!({ "player1Id": ids[0], "player2Id": ids[1], "date": "2026-11-20" })),
        admin,
    )
    .await;
    created["id"].as_i64().unwrap()
}

fn league_score() -> Value {
    json!({ "setsPlayed": 2, "setScores": [
        { "player1Score": 6, "player2Score": 4 }, { "player1Score": 6, "player2Score": 2 }] })
}

/// Builds what `operation` acts on, as the admin; `None` for an operation this table does
/// not know.
async fn fixture(app: &TestApp, admin: &str, operation: &Operation) -> Option<Call> {
    let call = |path: String, body: Option<Value>| {
        Some(Call {
            path,
            body,
            member: None,
        })
    };
    let as_member = |path: String, body: Option<Value>, member: String| {
        Some(Call {
            path,
            body,
            member: Some(member),
        })
    };
    match (operation.method.as_str(), operation.template.as_str()) {
        ("POST", "/api/players") => call(
            "/api/players".into(),
            Some(json!({ "name": "Added Player", "bestHand": "left" })),
        ),
        ("PATCH", "/api/players/{id}") => {
            let id = players(app, 1)[0];
            call(
                format!("/api/players/{id}"),
                Some(json!({ "name": "Renamed Player" })),
            )
        }
        ("DELETE", "/api/players/{id}") => {
            let id = players(app, 1)[0];
            call(format!("/api/players/{id}"), None)
        }
        ("POST", "/api/players/{id}/approve") => {
            let id = pending_player(app, admin).await;
            call(format!("/api/players/{id}/approve"), None)
        }
        ("POST", "/api/players/{id}/reject") => {
            let id = pending_player(app, admin).await;
            call(format!("/api/players/{id}/reject"), None)
        }
        ("PUT", "/api/admin/seasons/{year}/fee") => call(
            "/api/admin/seasons/2026/fee".into(),
            Some(json!({ "amount": 12000 })),
        ),
        ("PUT", "/api/admin/fees/{season}/{player_id}") => {
            let id = players(app, 1)[0];
            call(
                format!("/api/admin/fees/2026/{id}"),
                Some(json!({ "amount": 10000, "paidOn": "2026-01-15" })),
            )
        }
        ("DELETE", "/api/admin/fees/{season}/{player_id}") => {
            let id = players(app, 1)[0];
            let path = format!("/api/admin/fees/2026/{id}");
            expect(app, Method::PUT, &path, Some(json!({})), admin).await;
            call(path, None)
        }
        ("POST", "/api/admin/players/{id}/sign-in-link") => {
            let id = players(app, 1)[0];
            call(format!("/api/admin/players/{id}/sign-in-link"), None)
        }
        ("PUT", "/api/admin/players/{id}/role") => {
            let id = players(app, 1)[0];
            let body = json!({ "role": "organizer" });
            call(format!("/api/admin/players/{id}/role"), Some(body))
        }
        ("POST", "/api/admin/players/{id}/sessions/end") => {
            let (id, _) = signed_in_member(app, admin).await;
            call(format!("/api/admin/players/{id}/sessions/end"), None)
        }
        ("POST", "/api/me/console") => {
            let (id, member) = signed_in_member(app, admin).await;
            let path = format!("/api/admin/players/{id}/role");
            expect(
                app,
                Method::PUT,
                &path,
                Some(json!({ "role": "organizer" })),
                admin,
            )
            .await;
            as_member("/api/me/console".into(), None, member)
        }
        ("PUT", "/api/me") => {
            let (_, member) = signed_in_member(app, admin).await;
            as_member("/api/me".into(), Some(json!({ "language": "es" })), member)
        }
        ("POST", "/api/me/notices/read") => {
            let (_, member) = signed_in_member(app, admin).await;
            as_member("/api/me/notices/read".into(), Some(json!({})), member)
        }
        ("PUT", "/api/me/notice-preferences") => {
            let (_, member) = signed_in_member(app, admin).await;
            let body = json!({ "kinds": [{ "kind": "your_week", "email": false, "push": true }] });
            as_member("/api/me/notice-preferences".into(), Some(body), member)
        }
        ("POST", "/api/me/push-subscriptions") => {
            let (_, member) = signed_in_member(app, admin).await;
            let browser = crate::push_service::Browser::at("https://push.example/m".into(), "/m");
            as_member(
                "/api/me/push-subscriptions".into(),
                Some(browser.subscription()),
                member,
            )
        }
        ("DELETE", "/api/me/push-subscriptions") => {
            let (_, member) = signed_in_member(app, admin).await;
            let body = json!({ "endpoint": "https://push.example/m" });
            as_member("/api/me/push-subscriptions".into(), Some(body), member)
        }
        ("DELETE", "/api/me/sessions/{id}") => {
            let (_, member) = signed_in_member(app, admin).await;
            let listed = app
                .call(Method::GET, "/api/me/sessions", None, Some(&member))
                .await;
            let id = listed.json()[0]["id"].as_i64().unwrap();
            as_member(format!("/api/me/sessions/{id}"), None, member)
        }
        ("POST", "/api/invitations") => call("/api/invitations".into(), None),
        ("POST", "/api/admin/sessions/end-all") => call("/api/admin/sessions/end-all".into(), None),
        ("DELETE", "/api/invitations/{key}") => {
            let created = expect(app, Method::POST, "/api/invitations", None, admin).await;
            call(format!("/api/invitations/{}", created["id"]), None)
        }
        ("POST", "/api/tournaments") => {
            let ids = players(app, 8);
            call("/api/tournaments".into(), Some(tournament_body(app, &ids)))
        }
        ("POST", "/api/tournaments/draw-plan/fill") => {
            let ids = players(app, 8);
            call(
                "/api/tournaments/draw-plan/fill".into(),
                Some(json!({ "tournamentType": "hybrid", "selectedPlayerIds": ids })),
            )
        }
        ("PATCH", "/api/tournaments/{id}") => {
            let id = tournament(app, admin).await;
            call(
                format!("/api/tournaments/{id}"),
                Some(json!({ "name": "Renamed Cup" })),
            )
        }
        ("DELETE", "/api/tournaments/{id}") => {
            let id = tournament(app, admin).await;
            call(format!("/api/tournaments/{id}"), None)
        }
        ("POST", "/api/tournaments/{id}/generate-matches") => {
            let id = tournament(app, admin).await;
            call(format!("/api/tournaments/{id}/generate-matches"), None)
        }
        ("POST", "/api/matches/result") => {
            let (id, winner) = playable_match(app, admin).await;
            call(
                "/api/matches/result".into(),
                Some(json!({ "matchId": id, "winnerId": winner, "score": "6-4, 6-2" })),
            )
        }
        ("PATCH", "/api/matches/{id}") => {
            let (id, winner) = playable_match(app, admin).await;
            call(
                format!("/api/matches/{id}"),
                Some(json!({ "winnerId": winner, "score": "6-4, 6-2", "status": "completed" })),
            )
        }
        ("POST", "/api/matches/{id}/confirm") => {
            let (id, winner) = playable_match(app, admin).await;
            let body = json!({ "matchId": id, "winnerId": winner, "score": "6-4, 6-2" });
            expect(app, Method::POST, "/api/matches/result", Some(body), admin).await;
            call(format!("/api/matches/{id}/confirm"), None)
        }
        ("POST", "/api/matches/{id}/dispute") => {
            let (id, winner) = playable_match(app, admin).await;
            let reporter = member_cookie(app, admin, winner).await;
            let body = json!({ "matchId": id, "winnerId": winner, "score": "6-4, 6-2" });
            let recorded = app
                .send(crate::members::request(
                    Method::POST,
                    "/api/matches/result",
                    Some(body),
                    &[&reporter],
                    &[],
                ))
                .await;
            let opponent = recorded.json()["player2Id"].as_i64().unwrap();
            as_member(
                format!("/api/matches/{id}/dispute"),
                Some(json!({ "reason": "The score was 6-4, 3-6, 10-8" })),
                member_cookie(app, admin, opponent).await,
            )
        }
        ("POST", "/api/matches/{id}/settle") => {
            let (id, seen) = disputed_match(app, admin).await;
            call(
                format!("/api/matches/{id}/settle"),
                Some(json!({ "accept": "report", "reportedAt": seen })),
            )
        }
        ("DELETE", "/api/matches/{id}/claim") => {
            let (id, winner) = playable_match(app, admin).await;
            let claimant = member_cookie(app, admin, winner).await;
            let body = json!({ "matchId": id, "winnerId": winner, "score": "W/O" });
            let claimed = app
                .send(crate::members::request(
                    Method::POST,
                    "/api/matches/result",
                    Some(body),
                    &[&claimant],
                    &[],
                ))
                .await;
            assert_eq!(claimed.status, StatusCode::OK, "{}", claimed.text());
            as_member(format!("/api/matches/{id}/claim"), None, claimant)
        }
        ("POST", "/api/league/matches/{id}/settle") => {
            let (id, seen) = disputed_league_match(app, admin).await;
            call(
                format!("/api/league/matches/{id}/settle"),
                Some(json!({ "accept": "report", "reportedAt": seen })),
            )
        }
        ("PATCH", "/api/matches/{id}/schedule") => {
            let (id, _) = playable_match(app, admin).await;
            let today = app.club.clock().today().to_string();
            call(
                format!("/api/matches/{id}/schedule"),
                Some(json!({ "date": today, "time": "18:00", "cancha": 3 })),
            )
        }
        ("POST", "/api/matches/{id}/walkover") => {
            let (id, winner) = playable_match(app, admin).await;
            call(
                format!("/api/matches/{id}/walkover"),
                Some(json!({ "winnerId": winner })),
            )
        }
        ("DELETE", "/api/matches/{id}/result") => {
            let (id, winner) = playable_match(app, admin).await;
            let path = format!("/api/matches/{id}/walkover");
            let body = json!({ "winnerId": winner });
            expect(app, Method::POST, &path, Some(body), admin).await;
            call(format!("/api/matches/{id}/result"), None)
        }
        ("POST", "/api/matches/{id}/extension") => {
            let (id, _) = playable_match(app, admin).await;
            call(
                format!("/api/matches/{id}/extension"),
                Some(json!({ "days": 3 })),
            )
        }
        ("POST", "/api/league/matches") => {
            let ids = players(app, 2);
            // Today: the league password dates a match near the club's today.
            let today = app.club.clock().today().to_string();
            call(
                "/api/league/matches".into(),
                Some(
                    json!({ "player1Id": ids[0], "player2Id": ids[1], "date": today,
                             "time": "18:30", "cancha": 2 }),
                ),
            )
        }
        ("PATCH", "/api/league/matches/{id}") => {
            let id = league_match(app, admin).await;
            call(format!("/api/league/matches/{id}"), Some(league_score()))
        }
        ("DELETE", "/api/league/matches/{id}") => {
            let id = league_match(app, admin).await;
            call(format!("/api/league/matches/{id}"), None)
        }
        ("POST", "/api/league/matches/{id}/confirm") => {
            let id = league_match(app, admin).await;
            let path = format!("/api/league/matches/{id}/score");
            expect(app, Method::POST, &path, Some(league_score()), admin).await;
            call(format!("/api/league/matches/{id}/confirm"), None)
        }
        ("POST", "/api/league/matches/{id}/dispute") => {
            let id = league_match(app, admin).await;
            let listed = app.get("/api/league/matches").await.json();
            let made = listed
                .as_array()
                .unwrap()
                .iter()
                .find(|m| m["id"] == id)
                .unwrap();
            let (p1, p2) = (
                made["player1Id"].as_i64().unwrap(),
                made["player2Id"].as_i64().unwrap(),
            );
            let reporter = member_cookie(app, admin, p1).await;
            let recorded = app
                .send(crate::members::request(
                    Method::POST,
                    &format!("/api/league/matches/{id}/score"),
                    Some(league_score()),
                    &[&reporter],
                    &[],
                ))
                .await;
            assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());
            as_member(
                format!("/api/league/matches/{id}/dispute"),
                Some(json!({ "reason": "The score was 6-4, 3-6, 6-2" })),
                member_cookie(app, admin, p2).await,
            )
        }
        ("POST", "/api/league/matches/{id}/score") => {
            let id = league_match(app, admin).await;
            call(
                format!("/api/league/matches/{id}/score"),
                Some(league_score()),
            )
        }
        _ => None,
    }
}

#[tokio::test]
async fn every_state_changing_route_enforces_its_credential() {
    let probe = TestApp::new();
    let operations = state_changing_operations(&probe).await;

    let public: Vec<String> = operations
        .iter()
        .filter(|o| o.credentials.is_empty())
        .map(Operation::name)
        .collect();
    assert_eq!(
        public,
        [
            "POST /api/admin/login",
            "POST /api/admin/logout",
            "POST /api/invitations/{key}/signup",
            "POST /api/league/unlock",
            "POST /api/me/sign-in",
            "POST /api/me/sign-in-link",
            "POST /api/me/sign-out",
            "POST /api/unsubscribe/{token}",
            "POST /api/unsubscribe/{token}/resubscribe",
        ],
        "only these writes are open to anyone (docs/rules.md#permissions)"
    );

    let mut unknown = Vec::new();
    let mut checked = 0;
    for operation in operations.iter().filter(|o| !o.credentials.is_empty()) {
        let name = operation.name();
        // A fresh club per operation, so that each fixture stands alone.
        let app = TestApp::new();
        let admin = app.admin_cookie().await;
        let league = app.league_cookie().await;
        let Some(call) = fixture(&app, &admin, operation).await else {
            unknown.push(name);
            continue;
        };

        let anonymous = send(&app, operation, &call, None, None).await;
        anonymous.assert_error(StatusCode::UNAUTHORIZED, "unauthorized");

        let foreign = send(
            &app,
            operation,
            &call,
            Some(&admin),
            Some("https://evil.example"),
        )
        .await;
        let body = foreign.assert_error(StatusCode::FORBIDDEN, "forbidden");
        assert!(
            body["message"].as_str().unwrap().contains("another site"),
            "{name}: the Origin check refused it: {body}"
        );

        if operation.is_member() {
            let wrong_role = send(&app, operation, &call, Some(&league), None).await;
            wrong_role.assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
            let admin_only = send(&app, operation, &call, Some(&admin), None).await;
            admin_only.assert_error(StatusCode::FORBIDDEN, "forbidden");
        } else if operation.is_admin_alone() {
            let wrong_role = send(&app, operation, &call, Some(&league), None).await;
            wrong_role.assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
        } else if !operation.is_league() {
            let wrong_role = send(&app, operation, &call, Some(&league), None).await;
            wrong_role.assert_error(StatusCode::FORBIDDEN, "forbidden");
        }

        // The refusals changed nothing: the same call now succeeds with the right credential.
        let credential = if let Some(member) = &call.member {
            member
        } else if operation.is_league() {
            &league
        } else {
            &admin
        };
        let same_site = send(
            &app,
            operation,
            &call,
            Some(credential),
            Some("http://localhost"),
        )
        .await;
        assert!(
            same_site.status.is_success(),
            "{name} with its credential: {} {}",
            same_site.status,
            same_site.text()
        );
        checked += 1;
    }
    assert!(
        unknown.is_empty(),
        "state-changing operations without a fixture in the auth matrix: {unknown:?}"
    );
    assert!(
        checked >= 17,
        "the matrix covers every credentialed write: {checked}"
    );
}

/// A tournament result a member reported and the opponent disputed: its id and `reportedAt`.
async fn disputed_match(app: &TestApp, admin: &str) -> (i64, Value) {
    let (id, winner) = playable_match(app, admin).await;
    let reporter = member_cookie(app, admin, winner).await;
    let body = json!({ "matchId": id, "winnerId": winner, "score": "6-4, 6-2" });
    let recorded = app
        .send(crate::members::request(
            Method::POST,
            "/api/matches/result",
            Some(body),
            &[&reporter],
            &[],
        ))
        .await;
    assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());
    let opponent = member_cookie(app, admin, recorded.json()["player2Id"].as_i64().unwrap()).await;
    let disputed = app
        .send(crate::members::request(
            Method::POST,
            &format!("/api/matches/{id}/dispute"),
            Some(json!({ "reason": "The score was 6-4, 3-6, 10-8" })),
            &[&opponent],
            &[],
        ))
        .await;
    assert_eq!(disputed.status, StatusCode::OK, "{}", disputed.text());
    (id, disputed.json()["confirmation"]["reportedAt"].clone())
}

/// A league score a member recorded and the opponent disputed: its id and `reportedAt`.
async fn disputed_league_match(app: &TestApp, admin: &str) -> (i64, Value) {
    let id = league_match(app, admin).await;
    let listed = app.get("/api/league/matches").await.json();
    let made = listed
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["id"] == id)
        .unwrap()
        .clone();
    let reporter = member_cookie(app, admin, made["player1Id"].as_i64().unwrap()).await;
    let opponent = member_cookie(app, admin, made["player2Id"].as_i64().unwrap()).await;
    let recorded = app
        .send(crate::members::request(
            Method::POST,
            &format!("/api/league/matches/{id}/score"),
            Some(league_score()),
            &[&reporter],
            &[],
        ))
        .await;
    assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());
    let disputed = app
        .send(crate::members::request(
            Method::POST,
            &format!("/api/league/matches/{id}/dispute"),
            Some(json!({ "reason": "The score was 6-4, 3-6, 6-2" })),
            &[&opponent],
            &[],
        ))
        .await;
    assert_eq!(disputed.status, StatusCode::OK, "{}", disputed.text());
    (id, disputed.json()["confirmation"]["reportedAt"].clone())
}

/// An organizer who plays in nothing, signed in, with the console open: their admin cookie.
async fn organizer_console(app: &TestApp, admin: &str) -> String {
    organizer(app, admin).await.2
}

/// An organizer who plays in nothing, signed in, with the console open: their id, member
/// cookie and admin cookie.
async fn organizer(app: &TestApp, admin: &str) -> (i64, String, String) {
    let id = app.insert_players("Organizadora Jiménez Solís ", 1)[0];
    let path = format!("/api/admin/players/{id}/role");
    expect(
        app,
        Method::PUT,
        &path,
        Some(json!({ "role": "organizer" })),
        admin,
    )
    .await;
    let member = member_cookie(app, admin, id).await;
    let opened = app
        .call(Method::POST, "/api/me/console", None, Some(&member))
        .await;
    assert_eq!(opened.status, StatusCode::OK, "{}", opened.text());
    let console = opened
        .cookie("th_admin")
        .expect("the console's admin cookie");
    (id, member, console)
}

/// The console's calls that stay with the password (docs/rules.md#committee), each refused to
/// an organizer's console with 403 `password_admin_only` and nothing changed.
const PASSWORD_ONLY: &[&str] = &[
    "PUT /api/admin/players/{id}/role",
    "POST /api/admin/players/{id}/sign-in-link",
    "POST /api/admin/sessions/end-all",
];

/// Every admin write of the route table answers an organizer's console as it answers the
/// password's, except the password's own calls, each with its code: an organizer who plays
/// in nothing runs the club as the admin does (docs/rules.md#committee).
#[tokio::test]
async fn every_admin_route_answers_an_organizer_as_it_answers_the_password() {
    let probe = TestApp::new();
    let operations = state_changing_operations(&probe).await;
    let mut unknown = Vec::new();
    let mut refused = Vec::new();
    let mut checked = 0;
    for operation in operations
        .iter()
        .filter(|o| o.credentials.iter().any(|c| c == "admin_session"))
    {
        let name = operation.name();
        let app = TestApp::new();
        let admin = app.admin_cookie().await;
        let Some(call) = fixture(&app, &admin, operation).await else {
            unknown.push(name);
            continue;
        };
        if call.member.is_some() {
            continue;
        }
        let organizer = organizer_console(&app, &admin).await;
        let answer = send(&app, operation, &call, Some(&organizer), None).await;
        if PASSWORD_ONLY.contains(&name.as_str()) {
            answer.assert_error(StatusCode::FORBIDDEN, "forbidden");
            assert_eq!(
                answer.json()["code"],
                "password_admin_only",
                "{name}: {}",
                answer.text()
            );
            // Refused before anything changed: the password's call still succeeds.
            let password = send(&app, operation, &call, Some(&admin), None).await;
            assert!(
                password.status.is_success(),
                "{name} with the password: {} {}",
                password.status,
                password.text()
            );
            refused.push(name);
        } else {
            assert!(
                answer.status.is_success(),
                "{name} from an organizer's console: {} {}",
                answer.status,
                answer.text()
            );
        }
        checked += 1;
    }
    assert!(
        unknown.is_empty(),
        "admin operations without a fixture: {unknown:?}"
    );
    refused.sort();
    let mut listed: Vec<String> = PASSWORD_ONLY.iter().map(|s| s.to_string()).collect();
    listed.sort();
    assert_eq!(
        refused, listed,
        "each password-only call was in the route table"
    );
    assert!(
        checked >= 30,
        "the organizer's matrix covers the admin's writes: {checked}"
    );
}

/// The trail names the organizer who decided, with the name they had then; the password's
/// admin stays `admin`, with no name (docs/rules.md#committee).
#[tokio::test]
async fn the_trail_names_the_organizer_who_decided() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (organizer_id, _, console) = organizer(&app, &admin).await;
    let name = app
        .get(&format!("/api/players/{organizer_id}"))
        .await
        .json()["name"]
        .as_str()
        .unwrap()
        .to_string();

    // A tournament dispute settled from the organizer's console.
    let (id, seen) = disputed_match(&app, &admin).await;
    let body = json!({ "accept": "report", "reportedAt": seen });
    let path = format!("/api/matches/{id}/settle");
    expect(&app, Method::POST, &path, Some(body), &console).await;
    // The organizer is renamed afterwards: the trail keeps the name they decided under.
    let renamed = json!({ "name": "Ana Lucía Jiménez Solís" });
    let player = format!("/api/players/{organizer_id}");
    expect(&app, Method::PATCH, &player, Some(renamed), &admin).await;
    let trail = expect(
        &app,
        Method::GET,
        &format!("/api/admin/audit?subject=match:{id}"),
        None,
        &admin,
    )
    .await;
    let settled = &trail[0];
    assert_eq!(settled["action"], "result_settled", "{trail}");
    assert_eq!(settled["actor"], "organizer", "{settled}");
    assert_eq!(settled["actorPlayerId"], organizer_id, "{settled}");
    assert_eq!(settled["actorRef"], organizer_id.to_string(), "{settled}");
    assert_eq!(settled["actorName"], name.as_str(), "{settled}");

    // A league dispute settled from the console: the league's history names them too.
    let (league_id, seen) = disputed_league_match(&app, &admin).await;
    let body = json!({ "accept": "report", "reportedAt": seen });
    let path = format!("/api/league/matches/{league_id}/settle");
    expect(&app, Method::POST, &path, Some(body), &console).await;
    let history = expect(
        &app,
        Method::GET,
        &format!("/api/league/matches/{league_id}/history"),
        None,
        &admin,
    )
    .await;
    let last = history.as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["actor"], "organizer", "{history}");
    assert_eq!(last["actorPlayerId"], organizer_id, "{last}");
    assert_eq!(last["actorName"], "Ana Lucía Jiménez Solís", "{last}");
    assert_eq!(last["playerId"], Value::Null, "{last}");

    // The password's admin is `admin`, named by nobody.
    let fee = json!({ "amount": 25000 });
    let season = app.club.clock().season();
    let path = format!("/api/admin/seasons/{season}/fee");
    expect(&app, Method::PUT, &path, Some(fee), &admin).await;
    let trail = expect(
        &app,
        Method::GET,
        &format!("/api/admin/audit?subject=season:{season}"),
        None,
        &admin,
    )
    .await;
    let set = &trail[0];
    assert_eq!(set["actor"], "admin", "{set}");
    assert_eq!(set["actorName"], Value::Null, "{set}");
    assert_eq!(set["actorPlayerId"], Value::Null, "{set}");
}

/// The admin's notices reach every organizer's in-app list as well; a member who is no
/// organizer sees none of them (docs/rules.md#committee).
#[tokio::test]
async fn the_admins_notices_reach_every_organizer() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (_, organizer_member, _) = organizer(&app, &admin).await;
    let (_, member) = signed_in_member(&app, &admin).await;
    pending_player(&app, &admin).await;

    let kinds = |page: &Value| -> Vec<String> {
        page["notices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| n["kind"].as_str().unwrap().to_string())
            .collect()
    };
    let admins = expect(&app, Method::GET, "/api/admin/notices", None, &admin).await;
    assert!(
        kinds(&admins).contains(&"signup_waiting".to_string()),
        "{admins}"
    );
    let theirs = app
        .call(
            Method::GET,
            "/api/me/notices",
            None,
            Some(&organizer_member),
        )
        .await
        .json();
    assert!(
        kinds(&theirs).contains(&"signup_waiting".to_string()),
        "{theirs}"
    );
    assert!(theirs["unreadCount"].as_i64().unwrap() >= 1, "{theirs}");
    let waiting = theirs["notices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["kind"] == "signup_waiting")
        .unwrap();
    assert!(
        waiting["title"]
            .as_str()
            .unwrap()
            .contains("Pending Newcomer"),
        "{waiting}"
    );
    assert_eq!(waiting["link"], "/admin", "{waiting}");
    let others = app
        .call(Method::GET, "/api/me/notices", None, Some(&member))
        .await
        .json();
    assert!(
        !kinds(&others).contains(&"signup_waiting".to_string()),
        "{others}"
    );
}
