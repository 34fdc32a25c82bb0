//! The challenge league over HTTP: create, score, edit, cancel, the challenge range and the
//! league password (docs/rules.md#league).

use crate::common;

use axum::http::{Method, StatusCode};
use common::TestApp;
use serde_json::{Value, json};

fn set(p1: i64, p2: i64) -> Value {
    json!({ "player1Score": p1, "player2Score": p2 })
}

/// Sets the club's clock to 20 November 2026, the day the matches here are dated: the league
/// password dates a match near the club's today, and nobody scores one before its date.
fn on_the_20th(app: &TestApp) {
    app.club
        .clock()
        .set(Some("2026-11-20T18:00:00Z".parse().unwrap()));
}

/// A match of `p1` and `p2` on the 20th, with no hour or court: several may be made for one
/// pair and one evening without a clash (docs/rules.md#clashes).
async fn create(app: &TestApp, cookie: &str, p1: i64, p2: i64) -> Value {
    create_with(
        app,
        cookie,
        json!({ "player1Id": p1, "player2Id": p2, "date": "2026-11-20" }),
    )
    .await
}

async fn create_with(app: &TestApp, cookie: &str, body: Value) -> Value {
    let response = app
        .call(
            Method::POST,
            "/api/league/matches",
            Some(body),
            Some(cookie),
        )
        .await;
    assert_eq!(response.status, StatusCode::CREATED, "{}", response.text());
    response.json()
}

#[tokio::test]
async fn a_league_player_creates_scores_and_edits_a_match() {
    let app = TestApp::new();
    on_the_20th(&app);
    let ids = app.insert_players("P", 8);
    let league = app.league_cookie().await;

    let body = json!({ "player1Id": ids[0], "player2Id": ids[1], "date": "2026-11-20",
                       "time": "18:30", "cancha": 4 });
    let created = create_with(&app, &league, body).await;
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
    on_the_20th(&app);
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
    on_the_20th(&app);
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
    on_the_20th(&app);
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
    on_the_20th(&app);
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
            error["fields"][field]["message"], error["message"],
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
async fn the_league_password_cancels_only_pending_matches() {
    let app = TestApp::new();
    on_the_20th(&app);
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
    let refused = app
        .call(
            Method::DELETE,
            &format!("/api/league/matches/{played}"),
            None,
            Some(&league),
        )
        .await
        .assert_error(StatusCode::FORBIDDEN, "forbidden");
    assert_eq!(refused["code"], "league_delete_admin_only");
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
    // The league password dates matches from 14 days back.
    app.club
        .clock()
        .set(Some("2026-11-12T18:00:00Z".parse().unwrap()));
    let ids = app.insert_players("P", 4);
    let league = app.league_cookie().await;
    let mut made = Vec::new();
    // Two players have one pending match at a time: the unscored ones are other pairs'.
    for (date, score, (a, b)) in [
        ("2026-11-01", true, (0, 1)),
        ("2026-11-10", false, (0, 2)),
        ("2026-11-05", true, (0, 1)),
        ("2026-10-30", false, (1, 2)),
    ] {
        let response = app
            .call(
                Method::POST,
                "/api/league/matches",
                Some(json!({ "player1Id": ids[a], "player2Id": ids[b], "date": date })),
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

/// Records `sets` (player 1's games first) on league match `id` as the admin.
async fn score(app: &TestApp, admin: &str, id: i64, sets: &[(i64, i64)]) -> Value {
    let set_scores: Vec<Value> = sets.iter().map(|&(a, b)| set(a, b)).collect();
    let response = app
        .call(
            Method::POST,
            &format!("/api/league/matches/{id}/score"),
            Some(json!({ "setsPlayed": sets.len(), "setScores": set_scores })),
            Some(admin),
        )
        .await;
    assert_eq!(response.status, StatusCode::OK, "{}", response.text());
    response.json()
}

fn ids_of(list: &Value) -> Vec<i64> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|m| m["id"].as_i64().unwrap())
        .collect()
}

#[tokio::test]
async fn every_match_is_reachable_page_by_page_and_filters_by_player_and_status() {
    let app = TestApp::new();
    on_the_20th(&app);
    let ids = app.insert_players("P", 6);
    let admin = app.admin_cookie().await;
    // 130 matches: more than the default page of 100. Every third one involves P01 and
    // every other one is played.
    let mut made = Vec::new();
    for i in 0..130 {
        let (a, b) = if i % 3 == 0 {
            (ids[0], ids[1 + i % 5])
        } else {
            (ids[1 + i % 4], ids[2 + i % 4])
        };
        let id = create(&app, &admin, a, b).await["id"].as_i64().unwrap();
        if i % 2 == 0 {
            score(&app, &admin, id, &[(6, 2), (6, 3)]).await;
        }
        made.push(id);
    }

    // Paging with limit and offset reaches every match once, in the list's order.
    let mut seen = Vec::new();
    let mut offset = 0;
    loop {
        let page = app
            .get(&format!("/api/league/matches?limit=40&offset={offset}"))
            .await;
        assert_eq!(page.status, StatusCode::OK);
        assert_eq!(page.header("x-total-count").as_deref(), Some("130"));
        let got = ids_of(&page.json());
        if got.is_empty() {
            break;
        }
        offset += got.len();
        seen.extend(got);
    }
    let mut expected = made.clone();
    expected.sort_unstable();
    let mut all = seen.clone();
    all.sort_unstable();
    assert_eq!(all, expected, "every match exactly once");

    // A player's matches, as player 1 or 2, and only theirs.
    let p1 = ids[0];
    let theirs = app
        .get(&format!("/api/league/matches?player={p1}&limit=500"))
        .await;
    let body = theirs.json();
    let count = made.iter().enumerate().filter(|(i, _)| i % 3 == 0).count();
    assert_eq!(theirs.header("x-total-count"), Some(count.to_string()));
    assert_eq!(body.as_array().unwrap().len(), count);
    assert!(
        body.as_array()
            .unwrap()
            .iter()
            .all(|m| m["player1Id"] == p1 || m["player2Id"] == p1)
    );
    let p2_side = ids[2];
    let as_second = app
        .get(&format!("/api/league/matches?player={p2_side}&limit=500"))
        .await
        .json();
    assert!(
        as_second
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["player2Id"] == p2_side),
        "a player's list includes the matches where they were challenged"
    );

    // Status filters, alone and with a player; the order stays newest first.
    let pending = app
        .get("/api/league/matches?status=pending&limit=500")
        .await;
    assert_eq!(pending.header("x-total-count").as_deref(), Some("65"));
    let pending_ids = ids_of(&pending.json());
    assert!(pending_ids.windows(2).all(|w| w[0] > w[1]));
    let completed = app
        .get(&format!(
            "/api/league/matches?status=completed&player={p1}&limit=5"
        ))
        .await;
    let done = completed.json();
    assert_eq!(done.as_array().unwrap().len(), 5);
    assert!(
        done.as_array()
            .unwrap()
            .iter()
            .all(|m| m["status"] == "completed" && (m["player1Id"] == p1 || m["player2Id"] == p1))
    );
    let expected_done = made
        .iter()
        .enumerate()
        .filter(|(i, _)| i % 3 == 0 && i % 2 == 0)
        .count();
    assert_eq!(
        completed.header("x-total-count"),
        Some(expected_done.to_string())
    );

    // Bad filters are a clear error, not a silent empty list.
    app.get("/api/league/matches?status=won")
        .await
        .assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    app.get("/api/league/matches?player=abc")
        .await
        .assert_error(StatusCode::BAD_REQUEST, "bad_request");
}

#[tokio::test]
async fn a_league_score_also_reads_from_the_winners_side() {
    let app = TestApp::new();
    on_the_20th(&app);
    let ids = app.insert_players("P", 4);
    let admin = app.admin_cookie().await;
    let id = create(&app, &admin, ids[0], ids[1]).await["id"]
        .as_i64()
        .unwrap();
    let scored = score(&app, &admin, id, &[(2, 6), (6, 4), (3, 6)]).await;
    assert_eq!(scored["score"], "2-6, 6-4, 3-6");
    assert_eq!(scored["winnerId"], ids[1]);
    assert_eq!(scored["scoreForWinner"], "6-2, 4-6, 6-3");
    let drawn = create(&app, &admin, ids[2], ids[3]).await["id"]
        .as_i64()
        .unwrap();
    let drawn = score(&app, &admin, drawn, &[(6, 4), (3, 6)]).await;
    assert_eq!(drawn["scoreForWinner"], "6-4, 3-6");
    let listed = app.get("/api/league/matches").await.json();
    let shown = listed
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["id"] == id)
        .unwrap()
        .clone();
    assert_eq!(shown["scoreForWinner"], "6-2, 4-6, 6-3");
}

#[tokio::test]
async fn the_league_form_asks_the_server_for_its_choices() {
    let app = TestApp::new();
    on_the_20th(&app);
    let options = app.get("/api/league/options").await;
    assert_eq!(options.status, StatusCode::OK);
    let body = options.json();
    let slots: Vec<&str> = body["timeSlots"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap())
        .collect();
    assert_eq!(slots.len(), 27, "every half hour from 08:00 to 21:00");
    assert_eq!((slots[0], slots[1], slots[26]), ("08:00", "08:30", "21:00"));
    assert_eq!(body["courts"], json!((1..=14).collect::<Vec<_>>()));
    assert_eq!(body["setsPlayed"], json!([1, 2, 3]));
    assert_eq!(body["maxSetGames"], 7);
    // What the form offers is what creating a match accepts.
    let ids = app.insert_players("P", 2);
    let admin = app.admin_cookie().await;
    for (time, cancha, ok) in [
        ("21:00", 14, true),
        ("21:30", 1, false),
        ("08:00", 15, false),
    ] {
        let response = app
            .call(
                Method::POST,
                "/api/league/matches",
                Some(json!({ "player1Id": ids[0], "player2Id": ids[1], "date": "2026-11-20", "time": time, "cancha": cancha })),
                Some(&admin),
            )
            .await;
        assert_eq!(
            response.status == StatusCode::CREATED,
            ok,
            "{time} court {cancha}: {}",
            response.text()
        );
    }
}
