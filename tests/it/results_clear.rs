//! The admin's correction of a knockout winner who already played on
//! (docs/rules.md#results-by-the-players): refused with the list of the results it would
//! clear, and done, clearing them in the same write, once the request says `clearLater`.

use crate::common;

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use common::TestApp;

async fn schedule(app: &TestApp, id: i64) -> Vec<Value> {
    let got = app.get(&format!("/api/tournaments/{id}/matches")).await;
    got.json().as_array().unwrap().clone()
}

async fn record(app: &TestApp, admin: &str, m: &Value) {
    let body = json!({ "matchId": m["id"], "winnerId": m["player1Id"], "score": "6-4, 6-2" });
    let done = app
        .call(Method::POST, "/api/matches/result", Some(body), Some(admin))
        .await;
    assert_eq!(done.status, StatusCode::OK, "{}", done.text());
}

#[tokio::test]
async fn a_correction_clears_the_later_results_only_when_asked() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_players("Clear ", 4);
    let body = json!({ "name": "Clear Cup", "startDate": "2026-11-02", "playerCount": 4,
            "tournamentType": "single_elimination", "status": "active", "selectedPlayerIds": ids });
    let created = app
        .call(Method::POST, "/api/tournaments", Some(body), Some(&admin))
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let id = created.json()["id"].as_i64().unwrap();
    app.generate_matches(id, &admin).await;
    for semi in schedule(&app, id)
        .await
        .iter()
        .filter(|m| m["stage"] == "semifinal")
    {
        record(&app, &admin, semi).await;
    }
    let stage = |all: &[Value], name: &str| -> Value {
        all.iter().find(|m| m["stage"] == name).unwrap().clone()
    };
    let all = schedule(&app, id).await;
    let final_match = stage(&all, "final");
    record(&app, &admin, &final_match).await;
    let semi = all
        .iter()
        .find(|m| m["stage"] == "semifinal" && m["winnerId"] == final_match["player1Id"])
        .unwrap()
        .clone();

    // The other player of that semifinal won it after all.
    let path = format!("/api/matches/{}", semi["id"]);
    let right = json!({ "winnerId": semi["player2Id"], "score": "4-6, 2-6" });
    let refused = app
        .call(Method::PATCH, &path, Some(right.clone()), Some(&admin))
        .await;
    let error = refused.assert_error(StatusCode::CONFLICT, "conflict");
    assert_eq!(error["code"], "result_played_on");
    assert_eq!(
        error["fields"]["clearLater"]["params"]["matches"],
        json!([final_match["id"]])
    );
    let untouched = stage(&schedule(&app, id).await, "final");
    assert_eq!(untouched["status"], "completed", "nothing changed");

    let mut asked = right;
    asked["clearLater"] = json!(true);
    let done = app
        .call(Method::PATCH, &path, Some(asked), Some(&admin))
        .await;
    assert_eq!(done.status, StatusCode::OK, "{}", done.text());
    let cleared = stage(&schedule(&app, id).await, "final");
    assert_eq!(cleared["status"], "pending");
    assert_eq!(cleared["winnerId"], Value::Null);
    assert_eq!(cleared["confirmation"], Value::Null);
    assert_eq!(cleared["player1Id"], semi["player2Id"]);
    let detail = app.get(&format!("/api/tournaments/{id}")).await.json();
    assert_eq!(detail["championId"], Value::Null, "{detail}");
    assert_eq!(detail["status"], "active", "no longer finished: {detail}");

    let trail = app
        .call(
            Method::GET,
            &format!("/api/admin/audit?subject=match:{}", final_match["id"]),
            None,
            Some(&admin),
        )
        .await
        .json();
    let entry = &trail[0];
    assert_eq!(
        (entry["action"].as_str(), entry["actor"].as_str()),
        (Some("result_cleared"), Some("admin"))
    );
    assert_eq!(entry["before"]["winnerId"], final_match["player1Id"]);
    assert_eq!(entry["after"], Value::Null);
}

#[tokio::test]
async fn only_the_admin_clears_later_results() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    // Eight players: a quarterfinal's winner plays on in a semifinal while the tournament is
    // still being played (a member records only in an active tournament).
    let ids = app.insert_players("Keep ", 8);
    // Started yesterday: the members' semifinal is within its days.
    let start = (app.club.clock().today() - chrono::Days::new(1)).to_string();
    let body = json!({ "name": "Keep Cup", "startDate": start, "playerCount": 8,
            "tournamentType": "single_elimination", "status": "active", "selectedPlayerIds": ids });
    let created = app
        .call(Method::POST, "/api/tournaments", Some(body), Some(&admin))
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let id = created.json()["id"].as_i64().unwrap();
    app.generate_matches(id, &admin).await;
    let all = schedule(&app, id).await;
    let semis: Vec<&Value> = all
        .iter()
        .filter(|m| m["stage"] == "quarterfinal")
        .collect();
    // The first quarterfinal is reported by its winner and still awaits; the one that feeds
    // the same semifinal is the admin's.
    let reporter =
        crate::members::member(&app, &admin, semis[0]["player1Id"].as_i64().unwrap()).await;
    let body = json!({ "matchId": semis[0]["id"], "winnerId": semis[0]["player1Id"], "score": "6-4, 6-2" });
    let reported = crate::results::post_result(&app, body, &[&reporter]).await;
    assert_eq!(reported.status, StatusCode::OK, "{}", reported.text());
    record(&app, &admin, semis[1]).await;
    let final_match = schedule(&app, id)
        .await
        .into_iter()
        .find(|m| m["id"] == semis[0]["nextMatchId"])
        .unwrap();
    assert_eq!(final_match["id"], semis[1]["nextMatchId"]);
    record(&app, &admin, &final_match).await;
    let before = schedule(&app, id).await;

    // The reporter's own correction may change the winner only while the winner has not
    // played on, and never clears the semifinal.
    let path = format!("/api/matches/{}", semis[0]["id"]);
    let mut right = json!({ "winnerId": semis[0]["player2Id"], "score": "4-6, 2-6" });
    let played_on = app
        .send(crate::members::request(
            Method::PATCH,
            &path,
            Some(right.clone()),
            &[&reporter],
            &[],
        ))
        .await;
    assert_eq!(
        played_on.assert_error(StatusCode::CONFLICT, "conflict")["code"],
        "result_played_on"
    );
    right["clearLater"] = json!(true);
    let refused = app
        .send(crate::members::request(
            Method::PATCH,
            &path,
            Some(right.clone()),
            &[&reporter],
            &[],
        ))
        .await;
    assert_eq!(
        refused.assert_error(StatusCode::FORBIDDEN, "forbidden")["code"],
        "clear_later_admin_only"
    );
    assert_eq!(schedule(&app, id).await, before, "nothing changed");

    // The admin may.
    let done = app
        .call(Method::PATCH, &path, Some(right), Some(&admin))
        .await;
    assert_eq!(done.status, StatusCode::OK, "{}", done.text());
    let cleared = schedule(&app, id)
        .await
        .into_iter()
        .find(|m| m["id"] == final_match["id"])
        .unwrap();
    assert_eq!(cleared["status"], "pending");
}
