//! The challenge league over HTTP: create, score, edit, cancel, the challenge range and
//! the league password (decisions §8).

mod common;

use axum::http::{Method, StatusCode};
use common::TestApp;
use serde_json::{Value, json};

fn set(p1: i64, p2: i64) -> Value {
    json!({ "player1Score": p1, "player2Score": p2 })
}

async fn create(app: &TestApp, cookie: &str, p1: i64, p2: i64) -> Value {
    let response = app
        .call(
            Method::POST,
            "/api/league/matches",
            Some(json!({ "player1Id": p1, "player2Id": p2, "date": "2026-11-20", "time": "18:30", "cancha": 4 })),
            Some(cookie),
        )
        .await;
    assert_eq!(response.status, StatusCode::CREATED, "{}", response.text());
    response.json()
}

#[tokio::test]
async fn a_league_player_creates_scores_and_edits_a_match() {
    let app = TestApp::new();
    let ids = app.insert_players("P", 8);
    let league = app.league_cookie().await;

    let created = create(&app, &league, ids[0], ids[1]).await;
    assert_eq!(created["status"], "pending");
    assert_eq!(created["player1Name"], "P01");
    assert_eq!(created["time"], "18:30");
    assert_eq!(created["cancha"], 4);
    assert_eq!(created["score"], Value::Null);
    let id = created["id"].as_i64().unwrap();

    let scored = app
        .call(
            Method::POST,
            &format!("/api/league/matches/{id}/score"),
            Some(json!({ "matchId": id, "setsPlayed": 2, "setScores": [set(6, 4), set(6, 2)] })),
            Some(&league),
        )
        .await;
    assert_eq!(scored.status, StatusCode::OK, "{}", scored.text());
    let body = scored.json();
    assert_eq!(body["status"], "completed");
    assert_eq!(body["score"], "6-4, 6-2");
    assert_eq!(body["winnerId"], ids[0]);
    assert_eq!(body["player1SetsWon"], 2);
    assert_eq!(body["setScores"][0]["winner"], 1);

    let again = app
        .call(
            Method::POST,
            &format!("/api/league/matches/{id}/score"),
            Some(json!({ "setsPlayed": 1, "setScores": [set(6, 4)] })),
            Some(&league),
        )
        .await;
    again.assert_error(StatusCode::CONFLICT, "conflict");

    let edited = app
        .call(
            Method::PATCH,
            &format!("/api/league/matches/{id}"),
            Some(json!({ "setsPlayed": 3, "setScores": [set(4, 6), set(6, 3), set(2, 6)] })),
            Some(&league),
        )
        .await;
    assert_eq!(edited.status, StatusCode::OK, "{}", edited.text());
    let body = edited.json();
    assert_eq!(body["score"], "4-6, 6-3, 2-6");
    assert_eq!(body["winnerId"], ids[1]);
    assert_eq!(body["player2SetsWon"], 2);
    assert_eq!(body["player1SetsWon"], 1);
}

#[tokio::test]
async fn league_actions_need_the_league_password_or_the_admin() {
    let app = TestApp::new();
    let ids = app.insert_players("P", 4);
    let body = json!({ "player1Id": ids[0], "player2Id": ids[1], "date": "2026-11-20" });
    app.call(
        Method::POST,
        "/api/league/matches",
        Some(body.clone()),
        None,
    )
    .await
    .assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
    let admin = app.admin_cookie().await;
    let created = app
        .call(
            Method::POST,
            "/api/league/matches",
            Some(body),
            Some(&admin),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED);
    let id = created.json()["id"].as_i64().unwrap();
    for (method, path, body) in [
        (
            Method::POST,
            format!("/api/league/matches/{id}/score"),
            Some(json!({ "setsPlayed": 1, "setScores": [set(6, 0)] })),
        ),
        (
            Method::PATCH,
            format!("/api/league/matches/{id}"),
            Some(json!({ "setsPlayed": 1, "setScores": [set(6, 0)] })),
        ),
        (Method::DELETE, format!("/api/league/matches/{id}"), None),
    ] {
        app.call(method, &path, body, None)
            .await
            .assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
    }
    assert_eq!(app.count("league_matches WHERE status = 'pending'"), 1);
}

#[tokio::test]
async fn a_challenge_outside_the_range_is_refused_for_players_and_allowed_for_the_admin() {
    let app = TestApp::new();
    let ids = app.insert_players("P", 10);
    let league = app.league_cookie().await;
    // Everyone has 0 points, so the ladder is by name: P01 is 1st and may challenge P02-P05.
    let out_of_range = json!({ "player1Id": ids[0], "player2Id": ids[6], "date": "2026-11-20" });
    let refused = app
        .call(
            Method::POST,
            "/api/league/matches",
            Some(out_of_range.clone()),
            Some(&league),
        )
        .await;
    let body = refused.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert!(body["message"].as_str().unwrap().contains("too far apart"));
    assert_eq!(app.count("league_matches"), 0);

    let admin = app.admin_cookie().await;
    let allowed = app
        .call(
            Method::POST,
            "/api/league/matches",
            Some(out_of_range),
            Some(&admin),
        )
        .await;
    assert_eq!(
        allowed.status,
        StatusCode::CREATED,
        "the admin may override the range"
    );

    let range = app
        .get(&format!("/api/league/range/{}", ids[0]))
        .await
        .json();
    assert_eq!(
        range["opponentIds"],
        json!([ids[1], ids[2], ids[3], ids[4]])
    );
    create(&app, &league, ids[4], ids[0]).await;
}

#[tokio::test]
async fn sets_won_give_two_ranking_points_each() {
    let app = TestApp::new();
    let ids = app.insert_players("P", 4);
    let league = app.league_cookie().await;
    let id = create(&app, &league, ids[2], ids[3]).await["id"]
        .as_i64()
        .unwrap();
    let scored = app
        .call(
            Method::POST,
            &format!("/api/league/matches/{id}/score"),
            Some(json!({ "setsPlayed": 3, "setScores": [set(6, 4), set(3, 6), set(6, 1)] })),
            Some(&league),
        )
        .await;
    assert_eq!(scored.status, StatusCode::OK, "{}", scored.text());
    let rankings = app.get("/api/rankings").await.json();
    let points = |id: i64| {
        rankings
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["id"] == id)
            .unwrap()["totalPoints"]
            .as_i64()
            .unwrap()
    };
    assert_eq!(points(ids[2]), 4, "two sets won");
    assert_eq!(points(ids[3]), 2, "one set won");
}

#[tokio::test]
async fn bad_league_input_gets_the_spec_messages_and_writes_nothing() {
    let app = TestApp::new();
    let ids = app.insert_players("P", 4);
    let league = app.league_cookie().await;
    let cases = [
        (
            json!({ "player1Id": ids[0], "date": "2026-11-20" }),
            "player2Id",
            "Please select both players",
        ),
        (
            json!({ "player1Id": ids[0], "player2Id": ids[0], "date": "2026-11-20" }),
            "player2Id",
            "Players must be different",
        ),
        (
            json!({ "player1Id": ids[0], "player2Id": ids[1] }),
            "date",
            "Please choose a date",
        ),
        (
            json!({ "player1Id": ids[0], "player2Id": ids[1], "date": "2026-02-30" }),
            "date",
            "real day",
        ),
        (
            json!({ "player1Id": ids[0], "player2Id": ids[1], "date": "2026-11-20", "time": "07:30" }),
            "time",
            "half hour",
        ),
        (
            json!({ "player1Id": ids[0], "player2Id": ids[1], "date": "2026-11-20", "time": "18:15" }),
            "time",
            "half hour",
        ),
        (
            json!({ "player1Id": ids[0], "player2Id": ids[1], "date": "2026-11-20", "cancha": 15 }),
            "cancha",
            "1 to 14",
        ),
        (
            json!({ "player1Id": ids[0], "player2Id": 9999, "date": "2026-11-20" }),
            "player2Id",
            "Player not found",
        ),
        (
            json!({ "player2Id": ids[1], "date": "2026-11-20" }),
            "player1Id",
            "Please select both players",
        ),
        (
            json!({ "player1Id": 9999, "player2Id": ids[1], "date": "2026-11-20" }),
            "player1Id",
            "Player not found",
        ),
    ];
    for (body, field, message) in cases {
        let response = app
            .call(
                Method::POST,
                "/api/league/matches",
                Some(body.clone()),
                Some(&league),
            )
            .await;
        let error = response.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
        assert!(
            error["message"].as_str().unwrap().contains(message),
            "{body} -> {error}"
        );
        assert_eq!(
            error["fields"][field], error["message"],
            "{body} -> {error}"
        );
    }
    assert_eq!(app.count("league_matches"), 0);

    let id = create(&app, &league, ids[0], ids[1]).await["id"]
        .as_i64()
        .unwrap();
    let bad_scores = [
        json!({ "setsPlayed": 4, "setScores": [set(6, 0), set(6, 0), set(6, 0), set(6, 0)] }),
        json!({ "setsPlayed": 2, "setScores": [set(6, 0)] }),
        json!({ "setsPlayed": 1, "setScores": [set(8, 6)] }),
        json!({ "setsPlayed": 1, "setScores": [set(-1, 6)] }),
        json!({ "setsPlayed": 1, "setScores": [{ "player1Score": 6 }] }),
        json!({ "setsPlayed": 1, "setScores": [{ "player1Score": 6, "player2Score": 3, "winner": 2 }] }),
    ];
    for body in bad_scores {
        let response = app
            .call(
                Method::POST,
                &format!("/api/league/matches/{id}/score"),
                Some(body.clone()),
                Some(&league),
            )
            .await;
        response.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    }
    assert_eq!(app.count("league_matches WHERE status = 'pending'"), 1);
}

#[tokio::test]
async fn only_pending_matches_can_be_cancelled() {
    let app = TestApp::new();
    let ids = app.insert_players("P", 4);
    let league = app.league_cookie().await;
    let pending = create(&app, &league, ids[0], ids[1]).await["id"]
        .as_i64()
        .unwrap();
    let played = create(&app, &league, ids[1], ids[2]).await["id"]
        .as_i64()
        .unwrap();
    app.call(
        Method::POST,
        &format!("/api/league/matches/{played}/score"),
        Some(json!({ "setsPlayed": 1, "setScores": [set(6, 3)] })),
        Some(&league),
    )
    .await;
    let cancel = app
        .call(
            Method::DELETE,
            &format!("/api/league/matches/{pending}"),
            None,
            Some(&league),
        )
        .await;
    assert_eq!(cancel.status, StatusCode::NO_CONTENT);
    app.call(
        Method::DELETE,
        &format!("/api/league/matches/{played}"),
        None,
        Some(&league),
    )
    .await
    .assert_error(StatusCode::CONFLICT, "conflict");
    app.call(
        Method::DELETE,
        "/api/league/matches/424242",
        None,
        Some(&league),
    )
    .await
    .assert_error(StatusCode::NOT_FOUND, "not_found");
    assert_eq!(app.count("league_matches"), 1);
}

#[tokio::test]
async fn the_list_shows_pending_first_then_newest_and_counts_all() {
    let app = TestApp::new();
    let ids = app.insert_players("P", 4);
    let league = app.league_cookie().await;
    let mut made = Vec::new();
    for (date, score) in [
        ("2026-11-01", true),
        ("2026-11-10", false),
        ("2026-11-05", true),
        ("2026-10-01", false),
    ] {
        let response = app
            .call(
                Method::POST,
                "/api/league/matches",
                Some(json!({ "player1Id": ids[0], "player2Id": ids[1], "date": date })),
                Some(&league),
            )
            .await;
        let id = response.json()["id"].as_i64().unwrap();
        if score {
            app.call(
                Method::POST,
                &format!("/api/league/matches/{id}/score"),
                Some(json!({ "setsPlayed": 1, "setScores": [set(6, 3)] })),
                Some(&league),
            )
            .await;
        }
        made.push(id);
    }
    let list = app.get("/api/league/matches").await;
    assert_eq!(list.header("x-total-count").as_deref(), Some("4"));
    let order: Vec<i64> = list
        .json()
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["id"].as_i64().unwrap())
        .collect();
    assert_eq!(order, [made[1], made[3], made[2], made[0]]);
    let page = app.get("/api/league/matches?limit=2&offset=2").await.json();
    assert_eq!(page.as_array().unwrap().len(), 2);
    assert_eq!(page[0]["id"], made[2]);
}
