//! Results by the players (docs/rules.md#results-by-the-players): a signed-in member records
//! the result of their own pending tournament match through the admin's call, with the
//! score's own totals; it counts at once and goes to the audit trail.

use crate::common;
use crate::members::{member, request};

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use common::{TestApp, TestResponse};

/// An active tournament of 8 with its schedule: `(tournament, a pending group match)`.
pub async fn pending_match(app: &TestApp, admin: &str) -> (i64, Value) {
    let ids = app.insert_players("Result ", 8);
    // Started yesterday on the club's clock: week 1's matches are in their days, so members
    // may record them (docs/rules.md#results-by-the-players).
    let start = (app.club.clock().today() - chrono::Days::new(1)).to_string();
    let body = json!({ "name": "Result Cup", "startDate": start, "playerCount": 8,
            "tournamentType": "hybrid", "status": "active", "selectedPlayerIds": ids });
    let created = app
        .call(Method::POST, "/api/tournaments", Some(body), Some(admin))
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let id = created.json()["id"].as_i64().unwrap();
    let schedule = app.generate_matches(id, admin).await;
    let pending = schedule
        .into_iter()
        .find(|m| m["status"] == "pending")
        .expect("a playable group match");
    (id, pending)
}

/// A pending match whose two players are members: (match id, reporter, opponent, the
/// reporter's cookie, the opponent's cookie).
pub async fn two_members(app: &TestApp, admin: &str) -> (i64, i64, i64, String, String) {
    let (_, pending) = pending_match(app, admin).await;
    let id = pending["id"].as_i64().unwrap();
    let (p1, p2) = (
        pending["player1Id"].as_i64().unwrap(),
        pending["player2Id"].as_i64().unwrap(),
    );
    let reporter = member(app, admin, p1).await;
    let opponent = member(app, admin, p2).await;
    (id, p1, p2, reporter, opponent)
}

/// `POST /api/matches/result` with `body` and the `cookies`.
pub async fn post_result(app: &TestApp, body: Value, cookies: &[&str]) -> TestResponse {
    app.send(request(
        Method::POST,
        "/api/matches/result",
        Some(body),
        cookies,
        &[],
    ))
    .await
}

/// The group table line of `player`.
async fn line_of(app: &TestApp, tournament: i64, player: i64) -> Value {
    let rows = app
        .get(&format!("/api/tournaments/{tournament}/group-players"))
        .await
        .json();
    rows.as_array()
        .unwrap()
        .iter()
        .find(|r| r["playerId"] == player)
        .expect("the player's line")
        .clone()
}

#[tokio::test]
async fn a_player_records_their_own_match_and_it_counts_at_once() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (tournament, pending) = pending_match(&app, &admin).await;
    let id = pending["id"].as_i64().unwrap();
    let p1 = pending["player1Id"].as_i64().unwrap();
    let p2 = pending["player2Id"].as_i64().unwrap();
    assert_eq!(line_of(&app, tournament, p2).await["wins"], 0);
    let cookie = member(&app, &admin, p1).await;

    // The loser records it: either player may.
    let body = json!({ "matchId": id, "winnerId": p2, "score": "4-6, 2-6",
                       "player1Sets": 0, "player2Sets": 2 });
    let recorded = post_result(&app, body, &[&cookie]).await;
    assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());
    let answer = recorded.json();
    assert_eq!(answer["status"], "completed");
    assert_eq!(answer["winnerId"], p2);
    assert_eq!(answer["player2Games"], 12);

    let line = line_of(&app, tournament, p2).await;
    assert_eq!(
        (line["wins"].as_i64(), line["points"].as_i64()),
        (Some(1), Some(3))
    );

    let trail = app
        .call(
            Method::GET,
            &format!("/api/admin/audit?subject=match:{id}"),
            None,
            Some(&admin),
        )
        .await
        .json();
    let entry = &trail.as_array().unwrap()[0];
    assert_eq!(entry["action"], "result_recorded");
    assert_eq!(entry["actor"], "member");
    assert_eq!(entry["actorRef"], p1.to_string());
    assert_eq!(entry["before"], Value::Null);
    assert_eq!(entry["after"]["score"], "4-6, 2-6");

    // Recorded once: a second record is refused, the admin corrects.
    let again = json!({ "matchId": id, "winnerId": p1, "score": "6-4, 6-2" });
    post_result(&app, again, &[&cookie])
        .await
        .assert_error(StatusCode::CONFLICT, "conflict");
}

#[tokio::test]
async fn only_the_two_players_or_the_admin_record_a_result() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (_, pending) = pending_match(&app, &admin).await;
    let id = pending["id"].as_i64().unwrap();
    let p1 = pending["player1Id"].as_i64().unwrap();
    let outsider = app.insert_players("Outsider ", 1)[0];
    let body = json!({ "matchId": id, "winnerId": p1, "score": "6-4, 6-2" });

    let visitor = post_result(&app, body.clone(), &[]).await;
    let error = visitor.assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
    assert_eq!(error["code"], "sign_in_required");

    let stranger = member(&app, &admin, outsider).await;
    let refused = post_result(&app, body.clone(), &[&stranger]).await;
    let error = refused.assert_error(StatusCode::FORBIDDEN, "forbidden");
    assert_eq!(error["code"], "not_in_match");

    let league = app.league_cookie().await;
    let refused = post_result(&app, body.clone(), &[&league]).await;
    let error = refused.assert_error(StatusCode::FORBIDDEN, "forbidden");
    assert_eq!(error["code"], "admin_only");

    // None of them wrote anything.
    let matches = app
        .get(&format!(
            "/api/tournaments/{}/matches",
            pending["tournamentId"]
        ))
        .await;
    let still = matches.json();
    let row = still
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["id"] == id)
        .unwrap()
        .clone();
    assert_eq!(row["status"], "pending", "{row}");
}

#[tokio::test]
async fn a_players_totals_are_the_scores_own() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (_, pending) = pending_match(&app, &admin).await;
    let id = pending["id"].as_i64().unwrap();
    let p1 = pending["player1Id"].as_i64().unwrap();
    let cookie = member(&app, &admin, p1).await;

    let typed = json!({ "matchId": id, "winnerId": p1, "score": "6-4, 6-2", "player1Games": 13 });
    let refused = post_result(&app, typed, &[&cookie]).await;
    let error = refused.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(
        error["fields"]["player1Games"]["code"],
        "totals_not_the_score"
    );

    // The same totals as the score's are fine.
    let same = json!({ "matchId": id, "winnerId": p1, "score": "6-4, 6-2", "player1Games": 12,
                       "player2Games": 6, "player1Sets": 2, "player2Sets": 0 });
    let recorded = post_result(&app, same, &[&cookie]).await;
    assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());
    assert_eq!(recorded.json()["player1Games"], 12);
}
