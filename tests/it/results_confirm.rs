//! The opponent confirms or disputes a result a player reported
//! (docs/rules.md#results-by-the-players); the admin's results are confirmed at once.

use crate::common;
use crate::members::{member, request};
use crate::results::{pending_match, post_result};

use axum::http::{Method, StatusCode};
use chrono::DateTime;
use serde_json::{Value, json};

use common::{TestApp, TestResponse};

async fn answer(
    app: &TestApp,
    id: i64,
    what: &str,
    body: Option<Value>,
    cookie: &str,
) -> TestResponse {
    let path = format!("/api/matches/{id}/{what}");
    app.send(request(Method::POST, &path, body, &[cookie], &[]))
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

#[tokio::test]
async fn the_opponent_confirms_a_players_result_within_48_hours() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (_, pending) = pending_match(&app, &admin).await;
    assert_eq!(pending["confirmation"], Value::Null);
    let id = pending["id"].as_i64().unwrap();
    let (p1, p2) = (
        pending["player1Id"].as_i64().unwrap(),
        pending["player2Id"].as_i64().unwrap(),
    );
    let reporter = member(&app, &admin, p1).await;
    let opponent = member(&app, &admin, p2).await;
    let outsider = member(&app, &admin, app.insert_players("Outsider ", 1)[0]).await;

    answer(&app, id, "confirm", None, &opponent)
        .await
        .assert_error(StatusCode::CONFLICT, "conflict");

    let body = json!({ "matchId": id, "winnerId": p1, "score": "6-4, 6-2" });
    let recorded = post_result(&app, body, &[&reporter]).await.json();
    let confirmation = &recorded["confirmation"];
    assert_eq!(confirmation["state"], "awaiting");
    assert_eq!(confirmation["reportedBy"], p1);
    assert_eq!(
        secs(&confirmation["confirmBy"]) - secs(&confirmation["reportedAt"]),
        48 * 3600
    );

    let own = answer(&app, id, "confirm", None, &reporter).await;
    assert_eq!(
        own.assert_error(StatusCode::FORBIDDEN, "forbidden")["code"],
        "not_opponent"
    );
    let other = answer(&app, id, "confirm", None, &outsider).await;
    assert_eq!(
        other.assert_error(StatusCode::FORBIDDEN, "forbidden")["code"],
        "not_in_match"
    );

    let confirmed = answer(&app, id, "confirm", None, &opponent).await;
    assert_eq!(confirmed.status, StatusCode::OK, "{}", confirmed.text());
    let confirmation = &confirmed.json()["confirmation"];
    assert_eq!(confirmation["state"], "confirmed");
    assert_eq!(confirmation["reportedBy"], p1);
    assert_eq!(confirmation["confirmBy"], Value::Null);
    // Twice is no error, and writes nothing more.
    let again = answer(&app, id, "confirm", None, &opponent).await;
    assert_eq!(again.status, StatusCode::OK, "{}", again.text());
    let entries = trail(&app, &admin, id).await;
    let confirmations: Vec<&Value> = entries
        .iter()
        .filter(|e| e["action"] == "result_confirmed")
        .collect();
    assert_eq!(confirmations.len(), 1, "{entries:?}");
    assert_eq!(confirmations[0]["actorRef"], p2.to_string());
    assert_eq!(confirmations[0]["before"]["state"], "awaiting");
    assert_eq!(confirmations[0]["after"]["state"], "confirmed");
}

#[tokio::test]
async fn the_admins_result_is_confirmed_at_once() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (_, pending) = pending_match(&app, &admin).await;
    let id = pending["id"].as_i64().unwrap();
    let p2 = pending["player2Id"].as_i64().unwrap();
    let body = json!({ "matchId": id, "winnerId": p2, "score": "W/O" });
    let recorded = post_result(&app, body, &[&admin]).await.json();
    assert_eq!(recorded["confirmation"]["state"], "confirmed");
    assert_eq!(recorded["confirmation"]["reportedBy"], Value::Null);
    assert_eq!(recorded["confirmation"]["confirmBy"], Value::Null);
    assert_eq!(trail(&app, &admin, id).await[0]["actor"], "admin");
}

#[tokio::test]
async fn a_disputed_result_stays_counted_until_the_admin_settles_it() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (tournament, pending) = pending_match(&app, &admin).await;
    let id = pending["id"].as_i64().unwrap();
    let (p1, p2) = (
        pending["player1Id"].as_i64().unwrap(),
        pending["player2Id"].as_i64().unwrap(),
    );
    let reporter = member(&app, &admin, p1).await;
    let opponent = member(&app, &admin, p2).await;
    let body = json!({ "matchId": id, "winnerId": p1, "score": "6-4, 6-2" });
    assert_eq!(
        post_result(&app, body, &[&reporter]).await.status,
        StatusCode::OK
    );

    let empty = answer(
        &app,
        id,
        "dispute",
        Some(json!({ "reason": "  " })),
        &opponent,
    )
    .await;
    let error = empty.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(error["fields"]["reason"]["code"], "dispute_reason_required");
    let long = json!({ "reason": "x".repeat(501) });
    let error = answer(&app, id, "dispute", Some(long), &opponent)
        .await
        .assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(error["fields"]["reason"]["code"], "dispute_reason_too_long");
    let reason = json!({ "reason": "I won 6-4, 6-2" });
    let own = answer(&app, id, "dispute", Some(reason.clone()), &reporter).await;
    assert_eq!(
        own.assert_error(StatusCode::FORBIDDEN, "forbidden")["code"],
        "not_opponent"
    );
    let by_admin = answer(&app, id, "dispute", Some(reason.clone()), &admin).await;
    assert_eq!(
        by_admin.assert_error(StatusCode::FORBIDDEN, "forbidden")["code"],
        "admin_not_member"
    );

    let disputed = answer(&app, id, "dispute", Some(reason.clone()), &opponent).await;
    assert_eq!(disputed.status, StatusCode::OK, "{}", disputed.text());
    let body = disputed.json();
    assert_eq!(body["confirmation"]["state"], "disputed");
    assert_eq!(
        (body["status"].as_str(), body["winnerId"].as_i64()),
        (Some("completed"), Some(p1))
    );
    let rows = app
        .get(&format!("/api/tournaments/{tournament}/group-players"))
        .await
        .json();
    let line = rows
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["playerId"] == p1)
        .unwrap()
        .clone();
    assert_eq!(line["wins"], 1, "still counted: {line}");
    let entry = &trail(&app, &admin, id).await[0];
    assert_eq!(
        (entry["action"].as_str(), entry["actor"].as_str()),
        (Some("result_disputed"), Some("member"))
    );
    assert_eq!(entry["after"]["reason"], "I won 6-4, 6-2");

    // Only the admin settles it.
    let error = answer(&app, id, "confirm", None, &opponent)
        .await
        .assert_error(StatusCode::CONFLICT, "conflict");
    assert_eq!(error["code"], "result_disputed");
    let settled = answer(&app, id, "confirm", None, &admin).await;
    assert_eq!(settled.status, StatusCode::OK, "{}", settled.text());
    assert_eq!(settled.json()["confirmation"]["state"], "confirmed");
    let error = answer(&app, id, "dispute", Some(reason), &opponent)
        .await
        .assert_error(StatusCode::CONFLICT, "conflict");
    assert_eq!(error["code"], "result_not_awaiting");
}

#[tokio::test]
async fn a_confirmation_moves_its_matches_and_leaves_the_ranking_kept() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (tournament, pending) = pending_match(&app, &admin).await;
    let id = pending["id"].as_i64().unwrap();
    let (p1, p2) = (
        pending["player1Id"].as_i64().unwrap(),
        pending["player2Id"].as_i64().unwrap(),
    );
    let reporter = member(&app, &admin, p1).await;
    let opponent = member(&app, &admin, p2).await;
    let body = json!({ "matchId": id, "winnerId": p1, "score": "6-4, 6-2" });
    let recorded = post_result(&app, body, &[&reporter]).await;
    assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());
    let matches = format!("/api/tournaments/{tournament}/matches");
    let mut heard = app.club.subscribe();
    for path in ["/api/rankings", matches.as_str()] {
        app.get(path).await;
        assert_eq!(
            app.get(path).await.header("x-cache").as_deref(),
            Some("hit"),
            "{path}"
        );
    }

    let confirmed = answer(&app, id, "confirm", None, &opponent).await;
    assert_eq!(confirmed.status, StatusCode::OK, "{}", confirmed.text());
    let change = heard.try_recv().unwrap();
    assert_eq!(
        change.kind,
        tournament_hub::club::ChangeKind::ResultAnswered
    );
    assert_eq!(change.tournament_id.map(|t| t.0), Some(tournament));

    let (rankings, shown) = (app.get("/api/rankings").await, app.get(&matches).await);
    assert_eq!(
        rankings.header("x-cache").as_deref(),
        Some("hit"),
        "no point moved"
    );
    assert_eq!(shown.header("x-cache").as_deref(), Some("miss"));
    let mine = shown
        .json()
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["id"] == id)
        .cloned()
        .unwrap();
    assert_eq!(mine["confirmation"]["state"], "confirmed");
}
