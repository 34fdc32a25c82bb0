//! The club reopens a match (docs/rules.md#results-by-the-players): `DELETE
//! /api/matches/{id}/result` clears its result and what it counted, and clears the later
//! results its winner fed only when told to.

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::common::TestApp;
use crate::members::member;

/// A knockout of four, started yesterday: its id and its matches (semifinals first).
async fn knockout_of_four(app: &TestApp, admin: &str) -> (i64, Vec<Value>) {
    let ids = app.insert_named(&[
        "Álvaro Mena Carvajal",
        "Beatriz Solís Arrieta",
        "Cristian Obando Rojas",
        "Daniela Murillo Sancho",
    ]);
    let start = (app.club.clock().today() - chrono::Days::new(1)).to_string();
    let body = json!({ "name": "Copa Reabierta", "startDate": start, "playerCount": 4,
            "tournamentType": "single_elimination", "status": "active", "selectedPlayerIds": ids });
    let created = app
        .call(Method::POST, "/api/tournaments", Some(body), Some(admin))
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let id = created.json()["id"].as_i64().unwrap();
    (id, app.generate_matches(id, admin).await)
}

async fn schedule(app: &TestApp, id: i64) -> Vec<Value> {
    let got = app.get(&format!("/api/tournaments/{id}/matches")).await;
    got.json().as_array().unwrap().clone()
}

async fn admin_result(app: &TestApp, admin: &str, m: &Value, score: &str) {
    let body = json!({ "matchId": m["id"], "winnerId": m["player1Id"], "score": score });
    let done = app
        .call(Method::POST, "/api/matches/result", Some(body), Some(admin))
        .await;
    assert_eq!(done.status, StatusCode::OK, "{}", done.text());
}

async fn audit(app: &TestApp, admin: &str, id: &Value) -> Vec<Value> {
    let path = format!("/api/admin/audit?subject=match:{id}");
    let got = app.call(Method::GET, &path, None, Some(admin)).await;
    got.json().as_array().unwrap().clone()
}

#[tokio::test]
async fn reopening_a_walkover_takes_back_what_it_counted() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (_, pending) = crate::results::pending_match(&app, &admin).await;
    let table = format!("/api/tournaments/{}/group-players", pending["tournamentId"]);
    let table_before = app.get(&table).await.json();
    let ranking_before = app.get("/api/rankings").await.json();
    let path = format!("/api/matches/{}/walkover", pending["id"]);
    let given = app
        .call(
            Method::POST,
            &path,
            Some(json!({ "winnerId": pending["player1Id"] })),
            Some(&admin),
        )
        .await;
    assert_eq!(given.status, StatusCode::OK, "{}", given.text());
    assert_ne!(
        app.get(&table).await.json(),
        table_before,
        "the walkover counts"
    );

    let path = format!("/api/matches/{}/result", pending["id"]);
    let reopened = app.call(Method::DELETE, &path, None, Some(&admin)).await;
    assert_eq!(reopened.status, StatusCode::OK, "{}", reopened.text());
    let body = reopened.json();
    assert_eq!(body["status"], "pending");
    assert_eq!(body["winnerId"], Value::Null);
    assert_eq!(body["walkover"], false);
    assert_eq!(body["confirmation"], Value::Null);
    assert_eq!(
        app.get("/api/rankings").await.json(),
        ranking_before,
        "the walkover's points and penalty are gone"
    );
    assert_eq!(app.get(&table).await.json(), table_before, "and its win");
    let trail = audit(&app, &admin, &pending["id"]).await;
    assert_eq!(trail[0]["action"], "result_reopened");
    assert_eq!(trail[0]["before"]["score"], "W/O");

    // Nothing left to reopen.
    let again = app.call(Method::DELETE, &path, None, Some(&admin)).await;
    assert_eq!(
        again.assert_error(StatusCode::CONFLICT, "conflict")["code"],
        "result_missing"
    );
}

#[tokio::test]
async fn reopening_a_match_whose_winner_played_on_lists_what_it_clears_first() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (id, matches) = knockout_of_four(&app, &admin).await;
    let semis: Vec<&Value> = matches
        .iter()
        .filter(|m| m["stage"] == "semifinal")
        .collect();
    admin_result(&app, &admin, semis[0], "6-1, 6-1").await;
    admin_result(&app, &admin, semis[1], "6-2, 6-2").await;
    let the_final = schedule(&app, id)
        .await
        .into_iter()
        .find(|m| m["stage"] == "final")
        .unwrap();
    admin_result(&app, &admin, &the_final, "7-5, 7-5").await;
    let tournament = app.get(&format!("/api/tournaments/{id}")).await.json();
    assert_eq!(tournament["status"], "completed");

    let before = (schedule(&app, id).await, app.count("audit_trail"));
    let path = format!("/api/matches/{}/result", semis[0]["id"]);
    let refused = app.call(Method::DELETE, &path, None, Some(&admin)).await;
    let error = refused.assert_error(StatusCode::CONFLICT, "conflict");
    assert_eq!(error["code"], "result_played_on");
    assert_eq!(
        error["fields"]["clearLater"]["params"]["matches"],
        json!([the_final["id"]])
    );
    assert_eq!(
        (schedule(&app, id).await, app.count("audit_trail")),
        before,
        "nothing changed"
    );

    let path = format!("{path}?clearLater=true");
    let reopened = app.call(Method::DELETE, &path, None, Some(&admin)).await;
    assert_eq!(reopened.status, StatusCode::OK, "{}", reopened.text());
    let now = schedule(&app, id).await;
    let shown = |match_id: &Value| now.iter().find(|m| m["id"] == *match_id).unwrap();
    assert_eq!(shown(&semis[0]["id"])["status"], "pending");
    assert_eq!(shown(&the_final["id"])["winnerId"], Value::Null);
    let tournament = app.get(&format!("/api/tournaments/{id}")).await.json();
    assert_eq!(tournament["status"], "active");
    assert_eq!(tournament["championId"], Value::Null);
    assert_eq!(
        audit(&app, &admin, &semis[0]["id"]).await[0]["action"],
        "result_reopened"
    );
    assert_eq!(
        audit(&app, &admin, &the_final["id"]).await[0]["action"],
        "result_cleared"
    );
    assert_eq!(app.count("audit_trail"), before.1 + 2, "one record each");
}

#[tokio::test]
async fn only_the_club_reopens_a_match() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let league = app.league_cookie().await;
    let (_, pending) = crate::results::pending_match(&app, &admin).await;
    let winner = pending["player1Id"].as_i64().unwrap();
    let reporter = member(&app, &admin, winner).await;
    let body = json!({ "matchId": pending["id"], "winnerId": winner, "score": "6-4, 6-4" });
    let recorded = crate::results::post_result(&app, body, &[&reporter]).await;
    assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());
    let path = format!("/api/matches/{}/result", pending["id"]);
    let before = app.count("audit_trail");
    for (cookie, status) in [
        (Some(reporter.as_str()), StatusCode::UNAUTHORIZED),
        (Some(league.as_str()), StatusCode::FORBIDDEN),
        (None, StatusCode::UNAUTHORIZED),
    ] {
        let got = app.call(Method::DELETE, &path, None, cookie).await;
        assert_eq!(got.status, status, "{}", got.text());
    }
    assert_eq!(app.count("audit_trail"), before);
    let shown = app
        .get(&format!(
            "/api/tournaments/{}/matches",
            pending["tournamentId"]
        ))
        .await
        .json();
    let still = shown
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["id"] == pending["id"])
        .unwrap()
        .clone();
    assert_eq!(still["winnerId"], winner);
}
