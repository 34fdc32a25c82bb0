//! `GET /api/tournaments/draw-plan`: the draw of a format and player count before anyone is
//! placed in it, as the Create Tournament form and a bracket without matches show it. It
//! agrees with the matches the server generates.

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::common::TestApp;

async fn plan(app: &TestApp, query: &str) -> Value {
    let answer = app
        .get(&format!("/api/tournaments/draw-plan?{query}"))
        .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    answer.json()
}

/// A tournament of `format` with `count` new players, its matches generated.
async fn generated(app: &TestApp, format: &str, count: usize) -> Vec<Value> {
    let admin = app.admin_cookie().await;
    let ids = app.insert_players(format, count);
    let created = app
        .call(
            Method::POST,
            "/api/tournaments",
            Some(json!({
                "name": format!("Copa {format}"), "startDate": "2026-11-02", "playerCount": count,
                "status": "active", "tournamentType": format, "selectedPlayerIds": ids,
            })),
            Some(&admin),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let id = created.json()["id"].as_i64().unwrap();
    app.generate_matches(id, &admin).await
}

#[tokio::test]
async fn a_single_elimination_draw_gives_the_top_seeds_the_byes() {
    let app = TestApp::new();
    let plan = plan(&app, "tournamentType=single_elimination&playerCount=13").await;
    assert_eq!(plan["positions"], 16);
    assert_eq!(plan["groups"], json!([]));
    let lines: Vec<i64> = plan["seedOnLine"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_i64().unwrap())
        .collect();
    assert_eq!(
        lines,
        [1, 16, 8, 9, 4, 13, 5, 12, 3, 14, 6, 11, 7, 10, 2, 15]
    );
    assert_eq!(plan["firstRound"][1], json!([2, 3]));
    // Seed 1 is filled first on line 0, seed 2 on line 14, seed 3 on line 8.
    assert_eq!(plan["fillOrder"].as_array().unwrap()[..3], [0, 14, 8]);
    let knockout = plan["knockout"].as_array().unwrap();
    assert_eq!(knockout.len(), 15);
    assert_eq!(
        knockout[0],
        json!({
            "name": "R16-1", "stage": "round_of_16", "round": 1, "slot": 0,
            "labels": [{"kind": "seed", "seed": 1}, {"kind": "bye"}],
            "nextMatch": 8, "nextSide": 1, "isBye": true,
        })
    );
    assert_eq!(
        knockout[8]["labels"],
        json!([{"kind": "winner_of", "stage": "round_of_16", "number": 1},
               {"kind": "winner_of", "stage": "round_of_16", "number": 2}])
    );
    let last = knockout.last().unwrap();
    assert_eq!(
        (&last["stage"], &last["nextMatch"]),
        (&json!("final"), &Value::Null)
    );

    // The generated draw has its byes where the plan says.
    let real = generated(&app, "single_elimination", 13).await;
    let first_round: Vec<bool> = real
        .iter()
        .filter(|m| m["stage"] == "round_of_16")
        .map(|m| m["isBye"].as_bool().unwrap())
        .collect();
    let planned: Vec<bool> = knockout[..8]
        .iter()
        .map(|m| m["isBye"].as_bool().unwrap())
        .collect();
    assert_eq!(first_round, planned);
}

#[tokio::test]
async fn a_hybrid_fills_its_groups_like_a_snake_and_labels_its_knockout_as_generated() {
    let app = TestApp::new();
    let plan = plan(&app, "tournamentType=hybrid&playerCount=12").await;
    assert_eq!(plan["positions"], 12);
    assert_eq!(
        plan["groups"][1],
        json!({"letter": "B", "positions": [4, 5, 6, 7]})
    );
    assert_eq!(
        plan["fillOrder"],
        json!([0, 4, 8, 9, 5, 1, 2, 6, 10, 11, 7, 3])
    );
    assert_eq!(plan["seedOnLine"], json!([]));
    assert_eq!(plan["firstRound"], json!([]));

    // Every knockout match shows, before the groups are played, what the plan says.
    let real = generated(&app, "hybrid", 12).await;
    for planned in plan["knockout"].as_array().unwrap() {
        let generated = real
            .iter()
            .find(|m| m["stage"] == planned["stage"] && m["slot"] == planned["slot"])
            .unwrap_or_else(|| panic!("no generated match for {planned}"));
        assert_eq!(
            json!([generated["player1Label"], generated["player2Label"]]),
            planned["labels"],
            "{planned}"
        );
    }
}

#[tokio::test]
async fn a_format_or_count_the_rules_do_not_allow_is_refused_with_its_field() {
    let app = TestApp::new();
    for (query, field, code) in [
        (
            "tournamentType=swiss&playerCount=8",
            "tournamentType",
            "tournament_type_unknown",
        ),
        ("playerCount=8", "tournamentType", "tournament_type_unknown"),
        (
            "tournamentType=hybrid",
            "playerCount",
            "player_count_required",
        ),
        (
            "tournamentType=hybrid&playerCount=10",
            "playerCount",
            "player_count_not_allowed",
        ),
        (
            "tournamentType=single_elimination&playerCount=65",
            "playerCount",
            "player_count_not_allowed",
        ),
    ] {
        let answer = app
            .get(&format!("/api/tournaments/draw-plan?{query}"))
            .await;
        assert_eq!(answer.status, StatusCode::UNPROCESSABLE_ENTITY, "{query}");
        let body = answer.json();
        assert_eq!(body["code"], code, "{query}");
        assert_eq!(body["fields"][field]["code"], code, "{query}");
    }
    let answer = app
        .get("/api/tournaments/draw-plan?tournamentType=hybrid&playerCount=many")
        .await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{}", answer.text());
}

/// The draws the UI's bracket tests lay out and print (`ui/src/test/draw-plans.json`) are the
/// server's own answers, so those tests never draw a bracket the server would not plan.
/// `TOURNAMENT_HUB_WRITE_FIXTURES=1` rewrites the file.
#[tokio::test]
async fn the_ui_tests_draw_the_servers_plans() {
    let app = TestApp::new();
    let mut plans = std::collections::BTreeMap::new();
    for (format, counts) in [
        ("hybrid", &[8, 12, 16, 20][..]),
        ("single_elimination", &[3, 5, 13, 16, 32, 33, 64][..]),
    ] {
        for count in counts {
            let query = format!("tournamentType={format}&playerCount={count}");
            plans.insert(format!("{format}-{count}"), plan(&app, &query).await);
        }
    }
    // One plan a line: small enough to review, and stable.
    let lines: Vec<String> = plans
        .iter()
        .map(|(name, plan)| format!("  {}: {plan}", Value::from(name.as_str())))
        .collect();
    let current = format!("{{\n{}\n}}\n", lines.join(",\n"));
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/ui/src/test/draw-plans.json");
    if std::env::var_os("TOURNAMENT_HUB_WRITE_FIXTURES").is_some() {
        std::fs::write(path, &current).unwrap();
    }
    let checked_in = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        checked_in == current,
        "ui/src/test/draw-plans.json is stale: run the tests with TOURNAMENT_HUB_WRITE_FIXTURES=1"
    );
}
