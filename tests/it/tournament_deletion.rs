//! A played tournament is not deleted by one click (issue 31, A7): the admin sees what goes
//! (champion, results, walkover penalties) and the delete needs the tournament's name.

use crate::common;

use axum::http::{Method, StatusCode};
use common::TestApp;
use serde_json::{Value, json};

async fn elimination(app: &TestApp, admin: &str, name: &str, players: &[i64]) -> i64 {
    let created = app
        .call(
            Method::POST,
            "/api/tournaments",
            Some(json!({
                "name": name,
                "startDate": app.club.clock().today().to_string(),
                "playerCount": players.len(),
                "status": "active",
                "tournamentType": "single_elimination",
                "selectedPlayerIds": players,
            })),
            Some(admin),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let id = created.json()["id"].as_i64().unwrap();
    app.generate_matches(id, admin).await;
    id
}

async fn matches(app: &TestApp, admin: &str, tournament: i64) -> Vec<Value> {
    let found = app
        .call(
            Method::GET,
            &format!("/api/tournaments/{tournament}/matches"),
            None,
            Some(admin),
        )
        .await;
    found.json().as_array().unwrap().clone()
}

/// Records the next playable match of `tournament` that `who` plays (any, when None): `who`
/// gives a walkover when `walkover`, else loses 6-3 6-4... or wins when not in it.
async fn play(app: &TestApp, admin: &str, tournament: i64, who: Option<i64>, walkover: bool) {
    let all = matches(app, admin, tournament).await;
    let m = all
        .iter()
        .find(|m| {
            m["playable"] == true
                && m["status"] != "completed"
                && who.is_none_or(|p| m["player1Id"] == p || m["player2Id"] == p)
        })
        .unwrap_or_else(|| panic!("a playable match in {all:?}"));
    let winner = match who {
        Some(p) if m["player1Id"] == p => &m["player2Id"],
        _ => &m["player1Id"],
    };
    let score = if walkover { "W/O" } else { "6-3, 6-4" };
    let recorded = app
        .call(
            Method::POST,
            "/api/matches/result",
            Some(json!({ "matchId": m["id"], "winnerId": winner, "score": score })),
            Some(admin),
        )
        .await;
    assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());
}

async fn penalty(app: &TestApp, player: i64) -> i64 {
    let year = app.club.clock().year();
    let profile = app
        .get(&format!("/api/players/{player}/profile?season={year}"))
        .await;
    assert_eq!(profile.status, StatusCode::OK, "{}", profile.text());
    profile.json()["breakdown"]["walkoverPenalty"]
        .as_i64()
        .unwrap()
}

#[tokio::test]
async fn a_played_tournament_goes_only_when_its_name_is_typed() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_players("D", 6);
    let giver = ids[0];

    // The tournament to delete: the giver's walkover, the other semifinal and the final.
    let copa = elimination(&app, &admin, "Copa de Verano", &ids[..4]).await;
    play(&app, &admin, copa, Some(giver), true).await;
    play(&app, &admin, copa, None, false).await;
    play(&app, &admin, copa, None, false).await;
    // A second walkover the same year, elsewhere: together they cost 30.
    let other = elimination(&app, &admin, "Copa de Otoño", &[giver, ids[4]]).await;
    play(&app, &admin, other, Some(giver), true).await;
    assert_eq!(penalty(&app, giver).await, 30);

    let path = format!("/api/tournaments/{copa}/deletion");
    app.get(&path)
        .await
        .assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
    let shown = app.call(Method::GET, &path, None, Some(&admin)).await;
    assert_eq!(shown.status, StatusCode::OK, "{}", shown.text());
    let shown = shown.json();
    let detail = app
        .call(
            Method::GET,
            &format!("/api/tournaments/{copa}"),
            None,
            Some(&admin),
        )
        .await
        .json();
    assert!(detail["championId"].is_i64(), "{detail}");
    assert_eq!(
        shown,
        json!({
            "tournamentId": copa,
            "name": "Copa de Verano",
            "needsName": true,
            "championId": detail["championId"],
            "championName": detail["championName"],
            "results": 3,
            "walkovers": 1,
            "penalties": [{"playerId": giver, "name": "D01", "points": 30}],
        })
    );

    // One click is refused, and so is another name; nothing goes.
    let delete = |query: &str| {
        let path = format!("/api/tournaments/{copa}{query}");
        let admin = admin.clone();
        let app = &app;
        async move { app.call(Method::DELETE, &path, None, Some(&admin)).await }
    };
    delete("")
        .await
        .assert_error(StatusCode::CONFLICT, "conflict");
    let refused = delete("").await.json();
    assert_eq!(refused["code"], "tournament_delete_needs_name");
    delete("?confirmName=")
        .await
        .assert_error(StatusCode::CONFLICT, "conflict");
    let wrong = delete("?confirmName=Copa%20de%20Oto%C3%B1o")
        .await
        .assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(wrong["code"], "tournament_name_mismatch");
    assert_eq!(
        wrong["fields"]["confirmName"]["code"],
        "tournament_name_mismatch"
    );
    assert_eq!(matches(&app, &admin, copa).await.len(), 3);
    assert_eq!(penalty(&app, giver).await, 30);

    // Its name, as typed (spaces around it aside), deletes it with what it held.
    let deleted = delete("?confirmName=%20Copa%20de%20Verano%20").await;
    assert_eq!(deleted.status, StatusCode::NO_CONTENT, "{}", deleted.text());
    app.call(Method::GET, &path, None, Some(&admin))
        .await
        .assert_error(StatusCode::NOT_FOUND, "not_found");
    assert_eq!(penalty(&app, giver).await, 0, "the preview said 30 go");
}

#[tokio::test]
async fn a_tournament_without_results_still_goes_in_one_step() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_players("N", 4);
    let copa = elimination(&app, &admin, "Copa Nueva", &ids).await;
    let shown = app
        .call(
            Method::GET,
            &format!("/api/tournaments/{copa}/deletion"),
            None,
            Some(&admin),
        )
        .await
        .json();
    assert_eq!(
        (
            &shown["needsName"],
            &shown["results"],
            &shown["walkovers"],
            &shown["championId"]
        ),
        (&json!(false), &json!(0), &json!(0), &Value::Null)
    );
    assert_eq!(shown["penalties"], json!([]));
    let deleted = app
        .call(
            Method::DELETE,
            &format!("/api/tournaments/{copa}"),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(deleted.status, StatusCode::NO_CONTENT, "{}", deleted.text());
}
