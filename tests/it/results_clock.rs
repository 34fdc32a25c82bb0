//! A player's result over time (docs/rules.md#results-by-the-players): the reporter corrects
//! it while it awaits, restarting its 48 hours; past them the club's timer confirms it, a
//! walkover excepted. The clock is moved, never waited for.

use crate::common;
use crate::members::{member, request};
use crate::results::{pending_match, post_result, two_members};

use axum::http::{Method, StatusCode};
use chrono::{DateTime, Duration};
use serde_json::{Value, json};

use common::{TestApp, TestResponse};

async fn patch(app: &TestApp, id: i64, body: Value, cookie: &str) -> TestResponse {
    let path = format!("/api/matches/{id}");
    app.send(request(Method::PATCH, &path, Some(body), &[cookie], &[]))
        .await
}

async fn trail(app: &TestApp, admin: &str, id: i64) -> Vec<Value> {
    let path = format!("/api/admin/audit?subject=match:{id}");
    let got = app.call(Method::GET, &path, None, Some(admin)).await;
    got.json().as_array().unwrap().clone()
}

fn secs(text: &Value) -> i64 {
    DateTime::parse_from_rfc3339(text.as_str().unwrap())
        .unwrap()
        .timestamp()
}

/// The match as its tournament's schedule shows it.
async fn shown(app: &TestApp, tournament: i64, id: i64) -> Value {
    let all = app
        .get(&format!("/api/tournaments/{tournament}/matches"))
        .await
        .json();
    all.as_array()
        .unwrap()
        .iter()
        .find(|m| m["id"] == id)
        .unwrap()
        .clone()
}

#[tokio::test]
async fn the_reporter_corrects_while_it_awaits_and_then_only_the_admin() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (id, p1, _, reporter, opponent) = two_members(&app, &admin).await;
    let start = app.club.clock().now();
    let body = json!({ "matchId": id, "winnerId": p1, "score": "6-4, 6-2" });
    let first = post_result(&app, body, &[&reporter]).await.json();

    app.club.clock().set(Some(start + Duration::hours(10)));
    let fixed = json!({ "winnerId": p1, "score": "6-4, 6-3" });
    let refused = patch(&app, id, fixed.clone(), &opponent).await;
    let error = refused.assert_error(StatusCode::FORBIDDEN, "forbidden");
    assert_eq!(error["code"], "correction_admin_only");
    let corrected = patch(&app, id, fixed, &reporter).await;
    assert_eq!(corrected.status, StatusCode::OK, "{}", corrected.text());
    let body = corrected.json();
    assert_eq!(body["score"], "6-4, 6-3");
    assert_eq!(body["confirmation"]["state"], "awaiting");
    assert_eq!(
        secs(&body["confirmation"]["confirmBy"]) - secs(&first["confirmation"]["confirmBy"]),
        10 * 3600,
        "the 48 hours start again"
    );
    let entry = &trail(&app, &admin, id).await[0];
    assert_eq!(entry["action"], "result_corrected");
    assert_eq!(entry["actorRef"], p1.to_string());
    assert_eq!(entry["before"]["score"], "6-4, 6-2");
    assert_eq!(entry["after"]["score"], "6-4, 6-3");

    let confirm = format!("/api/matches/{id}/confirm");
    let confirmed = app
        .send(request(Method::POST, &confirm, None, &[&opponent], &[]))
        .await;
    assert_eq!(confirmed.status, StatusCode::OK, "{}", confirmed.text());
    let late = json!({ "winnerId": p1, "score": "6-0, 6-0" });
    let error = patch(&app, id, late.clone(), &reporter)
        .await
        .assert_error(StatusCode::FORBIDDEN, "forbidden");
    assert_eq!(error["code"], "correction_admin_only");
    let by_admin = patch(&app, id, late, &admin).await;
    assert_eq!(by_admin.status, StatusCode::OK, "{}", by_admin.text());
    assert_eq!(by_admin.json()["confirmation"]["reportedBy"], Value::Null);
}

#[tokio::test]
async fn the_clock_confirms_a_result_left_unanswered_for_48_hours() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (tournament, pending) = pending_match(&app, &admin).await;
    let id = pending["id"].as_i64().unwrap();
    let p1 = pending["player1Id"].as_i64().unwrap();
    let reporter = member(&app, &admin, p1).await;
    // The clock stands still while the result is reported: its 48 hours end to the
    // millisecond at start + 48 hours.
    let start = app.club.clock().now();
    app.club.clock().set(Some(start));
    let body = json!({ "matchId": id, "winnerId": p1, "score": "6-4, 6-2" });
    assert_eq!(
        post_result(&app, body, &[&reporter]).await.status,
        StatusCode::OK
    );

    app.club.clock().set(Some(start + Duration::hours(47)));
    assert!(app.club.confirm_due_results().await.unwrap().is_empty());
    assert_eq!(
        shown(&app, tournament, id).await["confirmation"]["state"],
        "awaiting"
    );

    let mut changes = app.club.subscribe();
    app.club.clock().set(Some(start + Duration::hours(48)));
    let done = app.club.confirm_due_results().await.unwrap();
    assert_eq!(done.iter().map(|m| m.0).collect::<Vec<_>>(), vec![id]);
    assert!(changes.try_recv().is_ok(), "a live event went out");
    let confirmation = shown(&app, tournament, id).await["confirmation"].clone();
    assert_eq!(confirmation["state"], "confirmed");
    assert_eq!(confirmation["reportedBy"], p1);
    let entry = &trail(&app, &admin, id).await[0];
    assert_eq!(
        (entry["action"].as_str(), entry["actor"].as_str()),
        (Some("result_auto_confirmed"), Some("club"))
    );
    // Nothing is left for the next tick.
    assert!(app.club.confirm_due_results().await.unwrap().is_empty());
}

#[tokio::test]
async fn a_players_walkover_never_confirms_itself() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (tournament, pending) = pending_match(&app, &admin).await;
    let id = pending["id"].as_i64().unwrap();
    let p1 = pending["player1Id"].as_i64().unwrap();
    let reporter = member(&app, &admin, p1).await;
    let start = app.club.clock().now();
    let body = json!({ "matchId": id, "winnerId": p1, "score": "W/O" });
    assert_eq!(
        post_result(&app, body, &[&reporter]).await.status,
        StatusCode::OK
    );

    app.club.clock().set(Some(start + Duration::hours(72)));
    assert!(app.club.confirm_due_results().await.unwrap().is_empty());
    let shown = shown(&app, tournament, id).await;
    // A member's walkover is a claim, which waits for the opponent or the club.
    assert_eq!(shown["confirmation"]["state"], "claimed");
    assert_eq!(shown["confirmation"]["claim"]["score"], "W/O");
    assert_eq!(shown["winnerId"], Value::Null);
}
