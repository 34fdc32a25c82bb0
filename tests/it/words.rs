//! Nothing English from the server (issue 17): knockout sides, groups, progress lines, score
//! outcomes, finishes and a recent match's place travel as kinds, ids and numbers, which the
//! UI says in the visitor's language. The error `message`, the rules text and calendar feeds
//! are the only words, and none of them is looked at here.

use crate::common;

use axum::http::{Method, StatusCode};
use common::TestApp;
use serde_json::{Value, json};

async fn tournament(app: &TestApp, admin: &str, kind: &str, ids: &[i64]) -> i64 {
    let response = app
        .call(
            Method::POST,
            "/api/tournaments",
            Some(json!({
                "name": "Copa",
                "startDate": "2026-11-02",
                "playerCount": ids.len(),
                "buyIn": 5000,
                "status": "active",
                "tournamentType": kind,
                "selectedPlayerIds": ids,
            })),
            Some(admin),
        )
        .await;
    assert_eq!(response.status, StatusCode::CREATED, "{}", response.text());
    response.json()["id"].as_i64().unwrap()
}

async fn get(app: &TestApp, path: &str) -> Value {
    let response = app.get(path).await;
    assert_eq!(
        response.status,
        StatusCode::OK,
        "{path}: {}",
        response.text()
    );
    response.json()
}

/// The labels of every knockout match of `stage`, top of the draw first.
fn labels(matches: &Value, stage: &str) -> Vec<(Value, Value)> {
    matches
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["stage"] == stage)
        .map(|m| (m["player1Label"].clone(), m["player2Label"].clone()))
        .collect()
}

/// Every string in an answer, keys excluded.
fn strings(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::String(text) => out.push(text.clone()),
        Value::Array(items) => items.iter().for_each(|v| strings(v, out)),
        Value::Object(map) => map.values().for_each(|v| strings(v, out)),
        _ => {}
    }
}

/// Fails on any English word the server used to send for people.
fn assert_no_words(what: &str, value: &Value) {
    const WORDS: [&str; 16] = [
        "Winner",
        "Group",
        "Seed",
        "Bye",
        "Line ",
        "TBD",
        "W/O",
        "ret.",
        "League",
        "Champion",
        "Finalist",
        "Qualified",
        "Participation",
        "Round of",
        "Setup",
        "Stage",
    ];
    let mut found = Vec::new();
    strings(value, &mut found);
    for text in found {
        for word in WORDS {
            assert!(!text.contains(word), "{what} sends {text:?}");
        }
    }
}

async fn record(app: &TestApp, admin: &str, m: &Value, winner: &str, score: &str) -> Value {
    let response = app
        .call(
            Method::POST,
            "/api/matches/result",
            Some(json!({ "matchId": m["id"], "winnerId": m[winner], "score": score })),
            Some(admin),
        )
        .await;
    assert_eq!(response.status, StatusCode::OK, "{}", response.text());
    response.json()
}

#[tokio::test]
async fn a_hybrid_sends_group_letters_and_knockout_sides_as_kinds() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_seeded_players("W", 8);
    let id = tournament(&app, &admin, "hybrid", &ids).await;
    app.call(
        Method::POST,
        &format!("/api/tournaments/{id}/generate-matches"),
        None,
        Some(&admin),
    )
    .await;

    let matches = get(&app, &format!("/api/tournaments/{id}/matches")).await;
    let place =
        |group: &str, place: u32| json!({"kind": "group_place", "group": group, "place": place});
    assert_eq!(
        labels(&matches, "semifinal"),
        [
            (place("A", 1), place("B", 2)),
            (place("B", 1), place("A", 2))
        ]
    );
    let winner = |number: u32| json!({"kind": "winner_of", "stage": "semifinal", "number": number});
    assert_eq!(labels(&matches, "final"), [(winner(1), winner(2))]);
    // Group matches come from no slot.
    assert!(
        labels(&matches, "group")
            .iter()
            .all(|(a, b)| a.is_null() && b.is_null())
    );

    let groups = get(&app, &format!("/api/tournaments/{id}/groups")).await;
    let letters: Vec<&Value> = groups
        .as_array()
        .unwrap()
        .iter()
        .map(|g| &g["letter"])
        .collect();
    assert_eq!(letters, [&json!("A"), &json!("B")]);
    // The API's `name` stays beside the letter: a contract for API clients, not a UI text.
    let names: Vec<&Value> = groups
        .as_array()
        .unwrap()
        .iter()
        .map(|g| &g["name"])
        .collect();
    assert_eq!(names, [&json!("Group A"), &json!("Group B")]);

    let progress = get(&app, &format!("/api/tournaments/{id}/progress")).await;
    let keys: Vec<&Value> = progress["stages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| &s["key"])
        .collect();
    assert_eq!(
        keys,
        [
            &json!("setup"),
            &json!("group"),
            &json!("semifinal"),
            &json!("final")
        ]
    );
    assert!(progress["stages"][0].get("name").is_none(), "{progress}");

    for path in ["matches", "groups", "group-players", "progress", "players"] {
        let mut answer = get(&app, &format!("/api/tournaments/{id}/{path}")).await;
        if path == "groups" {
            // Every word but the spec's own field.
            for group in answer.as_array_mut().unwrap() {
                group.as_object_mut().unwrap().remove("name");
            }
        }
        assert_no_words(path, &answer);
    }
}

#[tokio::test]
async fn hybrid_and_elimination_draws_send_seeds_lines_and_byes_as_kinds() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_seeded_players("W", 12);
    let id = tournament(&app, &admin, "hybrid", &ids).await;
    app.call(
        Method::POST,
        &format!("/api/tournaments/{id}/generate-matches"),
        None,
        Some(&admin),
    )
    .await;
    let matches = get(&app, &format!("/api/tournaments/{id}/matches")).await;
    let mut kinds: Vec<String> = matches
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|m| [&m["player1Label"], &m["player2Label"]])
        .filter_map(|label| label["kind"].as_str().map(str::to_string))
        .collect();
    kinds.sort();
    kinds.dedup();
    // The 12-player hybrid's knockout ranks its qualifiers: "Best qualifier 1", not a seed.
    assert_eq!(kinds, ["qualifier", "winner_of"], "{matches}");
    assert!(
        matches
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["player1Label"] == json!({"kind": "qualifier", "rank": 1})),
        "{matches}"
    );

    let players = app.insert_players("E", 5);
    let id = tournament(&app, &admin, "single_elimination", &players).await;
    app.call(
        Method::POST,
        &format!("/api/tournaments/{id}/generate-matches"),
        None,
        Some(&admin),
    )
    .await;
    let matches = get(&app, &format!("/api/tournaments/{id}/matches")).await;
    assert_eq!(
        labels(&matches, "quarterfinal")[0],
        (
            json!({"kind": "draw_line", "line": 1}),
            json!({"kind": "bye"})
        )
    );
    assert_eq!(
        labels(&matches, "final"),
        [(
            json!({"kind": "winner_of", "stage": "semifinal", "number": 1}),
            json!({"kind": "winner_of", "stage": "semifinal", "number": 2})
        )]
    );
    assert_no_words("elimination matches", &matches);
}

#[tokio::test]
async fn scores_finishes_and_recent_matches_carry_no_words() {
    let app = TestApp::new();
    // The results are recorded on the tournament's first day, which dates the matches.
    app.club
        .clock()
        .set(Some("2026-11-02T18:00:00Z".parse().unwrap()));
    let admin = app.admin_cookie().await;
    let ids = app.insert_seeded_players("W", 8);
    let id = tournament(&app, &admin, "hybrid", &ids).await;
    app.call(
        Method::POST,
        &format!("/api/tournaments/{id}/generate-matches"),
        None,
        Some(&admin),
    )
    .await;
    let matches = get(&app, &format!("/api/tournaments/{id}/matches")).await;
    let group: Vec<&Value> = matches
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["stage"] == "group")
        .collect();

    let walkover = record(&app, &admin, group[0], "player2Id", "W/O").await;
    assert_eq!(
        (
            &walkover["outcome"],
            &walkover["score"],
            &walkover["scoreForWinner"]
        ),
        (&json!("walkover"), &Value::Null, &Value::Null)
    );
    // Written the Spanish way, a walkover reads the same.
    let spanish = record(&app, &admin, group[1], "player1Id", "W.O.").await;
    assert_eq!(spanish["outcome"], "walkover");
    let retired = record(&app, &admin, group[2], "player1Id", "6-4, 2-1 ret.").await;
    assert_eq!(
        (
            &retired["outcome"],
            &retired["score"],
            &retired["scoreForWinner"]
        ),
        (&json!("retired"), &json!("6-4, 2-1"), &json!("6-4, 2-1"))
    );
    let played = record(&app, &admin, group[3], "player1Id", "6-4, 6-2").await;
    assert_eq!(
        (&played["outcome"], &played["score"]),
        (&Value::Null, &json!("6-4, 6-2"))
    );

    let check = get(&app, "/api/scores/check?score=6-4%2C%202-1%20ret.&winner=1").await;
    assert_eq!(
        (&check["score"], &check["outcome"]),
        (&json!("6-4, 2-1"), &json!("retired"))
    );

    // The loser of the retirement sees the sets from their side, and where it was played.
    let loser = retired["player2Id"].as_i64().unwrap();
    let profile = get(&app, &format!("/api/players/{loser}/profile?season=all")).await;
    let recent = &profile["recentMatches"][0];
    assert_eq!(
        recent,
        &json!({"kind": "tournament", "date": "2026-11-02", "opponentId": retired["player1Id"],
                "opponentName": retired["player1Name"], "result": "lost", "score": "4-6, 1-2",
                "outcome": "retired", "tournamentId": id, "tournamentName": "Copa",
                "stage": "group"})
    );
    assert_eq!(
        profile["breakdown"]["tournaments"][0]["finish"],
        "participation"
    );
    assert!(
        profile["breakdown"]["tournaments"][0]
            .get("label")
            .is_none()
    );

    let given = walkover["player1Id"].as_i64().unwrap();
    let profile = get(&app, &format!("/api/players/{given}/profile?season=all")).await;
    let recent = &profile["recentMatches"][0];
    assert_eq!(
        (&recent["outcome"], &recent["score"], &recent["result"]),
        (&json!("walkover"), &json!(""), &json!("lost"))
    );
    assert_no_words("a profile", &profile);
    assert_no_words(
        "the matches",
        &get(&app, &format!("/api/tournaments/{id}/matches")).await,
    );
}

#[tokio::test]
async fn an_invalid_score_sends_its_problem_as_data() {
    let app = TestApp::new();
    let cases = [
        (
            "6-4,%206-5",
            json!({"reason": "unfinished_set", "set": 2, "score": "6-5"}),
        ),
        (
            "6-4,%209-9",
            json!({"reason": "impossible_set", "set": 2, "score": "9-9"}),
        ),
        (
            "6-4,%206-2&winner=2",
            json!({"reason": "winner_mismatch", "expected": 1, "given": 2}),
        ),
        (
            "6-4,%20x",
            json!({"reason": "malformed", "set": 2, "found": "x"}),
        ),
        ("6-4", json!({"reason": "no_winner"})),
    ];
    for (score, params) in cases {
        let error = app
            .get(&format!("/api/scores/check?score={score}"))
            .await
            .assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
        assert_eq!(error["code"], "score_invalid", "{error}");
        assert_eq!(error["fields"]["score"]["code"], "score_invalid");
        assert_eq!(error["fields"]["score"]["params"], params, "{score}");
    }

    // The result calls say the same.
    let admin = app.admin_cookie().await;
    let ids = app.insert_seeded_players("W", 8);
    let id = tournament(&app, &admin, "hybrid", &ids).await;
    app.call(
        Method::POST,
        &format!("/api/tournaments/{id}/generate-matches"),
        None,
        Some(&admin),
    )
    .await;
    let matches = get(&app, &format!("/api/tournaments/{id}/matches")).await;
    let first = &matches[0];
    let error = app
        .call(
            Method::POST,
            "/api/matches/result",
            Some(json!({"matchId": first["id"], "winnerId": first["player1Id"], "score": "6-4, 7-7"})),
            Some(&admin),
        )
        .await
        .assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(
        error["fields"]["score"]["params"],
        json!({"reason": "impossible_set", "set": 2, "score": "7-7"})
    );
    // Other field problems carry no params.
    let error = app
        .call(
            Method::POST,
            "/api/matches/result",
            Some(json!({"matchId": first["id"], "score": "6-4, 6-2"})),
            Some(&admin),
        )
        .await
        .assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert!(
        error["fields"]["winnerId"].get("params").is_none(),
        "{error}"
    );
}

#[tokio::test]
async fn a_winner_against_the_score_is_refused_with_the_checks_params() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_seeded_players("M", 8);
    let id = tournament(&app, &admin, "hybrid", &ids).await;
    let matches = app.generate_matches(id, &admin).await;
    let first = &matches[0];
    let checked = app
        .get("/api/scores/check?score=6-4,%206-4&winner=2")
        .await
        .assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    let expected = json!({"reason": "winner_mismatch", "expected": 1, "given": 2});
    assert_eq!(checked["fields"]["score"]["params"], expected);

    // Recording and editing say the same as the check, so the page can name the players.
    let recorded = app
        .call(
            Method::POST,
            "/api/matches/result",
            Some(json!({"matchId": first["id"], "winnerId": first["player2Id"], "score": "6-4, 6-4"})),
            Some(&admin),
        )
        .await
        .assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(recorded["code"], "score_invalid", "{recorded}");
    assert_eq!(recorded["fields"]["score"], checked["fields"]["score"]);

    let saved = app
        .call(
            Method::POST,
            "/api/matches/result",
            Some(json!({"matchId": first["id"], "winnerId": first["player1Id"], "score": "6-4, 6-4"})),
            Some(&admin),
        )
        .await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.text());
    let edited = app
        .call(
            Method::PATCH,
            &format!("/api/matches/{}", first["id"]),
            Some(json!({"winnerId": first["player2Id"], "score": "6-4, 6-4"})),
            Some(&admin),
        )
        .await
        .assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(edited["fields"]["score"]["params"], expected, "{edited}");
}
