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

/// Asks to create a single-elimination tournament of `ids` placed by hand at `positions`.
async fn create_manual_draw(
    app: &TestApp,
    admin: &str,
    ids: &[i64],
    positions: Value,
) -> crate::common::TestResponse {
    app.call(
        Method::POST,
        "/api/tournaments",
        Some(json!({
            "name": "Copa Manual", "startDate": "2026-11-02", "playerCount": ids.len(),
            "tournamentType": "single_elimination", "selectedPlayerIds": ids,
            "manualBracketPositions": positions,
        })),
        Some(admin),
    )
    .await
}

/// Auto-fill's answer to `positions` placed by hand among `ids`.
async fn fill(app: &TestApp, admin: &str, format: &str, ids: &[i64], positions: Value) -> Value {
    let answer = app
        .call(
            Method::POST,
            "/api/tournaments/draw-plan/fill",
            Some(json!({
                "tournamentType": format, "selectedPlayerIds": ids,
                "manualBracketPositions": positions,
            })),
            Some(admin),
        )
        .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    answer.json()["manualBracketPositions"].clone()
}

#[tokio::test]
async fn auto_fill_completes_a_draw_as_seeding_would_and_no_bye_meets_a_bye() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    // Five players, the first the best, on eight lines.
    let ids = app.insert_seeded_players("F", 5);
    // Nothing placed: the seeds' own lines (1 on line 0, 2 on line 7, ...).
    let plan = plan(&app, "tournamentType=single_elimination&playerCount=5").await;
    let on_line = |filled: &Value, line: usize| filled[line.to_string()].as_i64();
    let filled = fill(&app, &admin, "single_elimination", &ids, json!({})).await;
    for (line, seed) in plan["seedOnLine"].as_array().unwrap().iter().enumerate() {
        let seed = seed.as_u64().unwrap() as usize;
        assert_eq!(
            on_line(&filled, line),
            ids.get(seed - 1).copied(),
            "line {line}"
        );
    }
    // The best player put on seed 2's line by hand keeps it; the second best takes seed
    // 1's line, and every first-round match gets a player before any gets two.
    let filled = fill(
        &app,
        &admin,
        "single_elimination",
        &ids,
        json!({"7": ids[0]}),
    )
    .await;
    assert_eq!(on_line(&filled, 7), Some(ids[0]));
    assert_eq!(on_line(&filled, 0), Some(ids[1]));
    assert_eq!(filled.as_object().unwrap().len(), 5);
    for pair in plan["firstRound"].as_array().unwrap() {
        let lines: Vec<usize> = pair
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l.as_u64().unwrap() as usize)
            .collect();
        assert!(
            lines.iter().any(|&l| on_line(&filled, l).is_some()),
            "{pair} has two byes"
        );
    }
    // The answer is what create takes.
    let created = create_manual_draw(&app, &admin, &ids, filled).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    // Nothing was stored by filling: the one tournament is the one created.
    assert_eq!(app.count("tournaments"), 1);
}

#[tokio::test]
async fn auto_fill_of_a_hybrid_snakes_through_the_groups() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_seeded_players("H", 8);
    let filled = fill(&app, &admin, "hybrid", &ids, json!({"3": ids[7]})).await;
    // Seeds 1 and 2 head groups A and B, 3 and 4 come back from B to A; seed 8's place
    // (group A's last) is taken by hand, so the last seed left takes the free one.
    let expected = json!({
        "0": ids[0], "4": ids[1], "5": ids[2], "1": ids[3],
        "2": ids[4], "6": ids[5], "7": ids[6], "3": ids[7],
    });
    assert_eq!(filled, expected);
}

#[tokio::test]
async fn auto_fill_refuses_what_create_refuses_and_only_the_admin_may_ask() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_seeded_players("R", 4);
    let ask = |body: Value, cookie: Option<String>| {
        let app = &app;
        async move {
            app.call(
                Method::POST,
                "/api/tournaments/draw-plan/fill",
                Some(body),
                cookie.as_deref(),
            )
            .await
        }
    };
    let body = json!({"tournamentType": "single_elimination", "selectedPlayerIds": ids});
    ask(body.clone(), None)
        .await
        .assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
    let league = app.league_cookie().await;
    assert_eq!(ask(body, Some(league)).await.status, StatusCode::FORBIDDEN);
    let refusals = [
        (
            json!({"tournamentType": "hybrid", "selectedPlayerIds": ids}),
            "playerCount",
            "player_count_not_allowed",
        ),
        (
            json!({"tournamentType": "doubles", "selectedPlayerIds": ids}),
            "tournamentType",
            "tournament_type_unknown",
        ),
        (
            json!({"tournamentType": "single_elimination", "selectedPlayerIds": [ids[0], ids[0], ids[1], ids[2]]}),
            "selectedPlayerIds",
            "player_selected_twice",
        ),
        (
            json!({"tournamentType": "single_elimination", "selectedPlayerIds": ids, "manualBracketPositions": {"4": ids[0]}}),
            "manualBracketPositions",
            "positions_invalid",
        ),
        (
            json!({"tournamentType": "single_elimination", "selectedPlayerIds": ids, "manualBracketPositions": {"x": ids[0]}}),
            "manualBracketPositions",
            "position_invalid",
        ),
        (
            json!({"tournamentType": "single_elimination", "selectedPlayerIds": ids, "manualBracketPositions": {"0": 999_999}}),
            "manualBracketPositions",
            "positions_invalid",
        ),
    ];
    for (body, field, code) in refusals {
        let refused = ask(body.clone(), Some(admin.clone())).await;
        let error = refused.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
        assert_eq!(error["fields"][field]["code"], code, "{body}: {error}");
    }
}

#[tokio::test]
async fn create_names_two_byes_that_meet_by_their_own_code() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    // Five players on eight lines, the last two lines both left empty.
    let ids = app.insert_seeded_players("B", 5);
    let positions = json!({"0": ids[0], "1": ids[1], "2": ids[2], "3": ids[3], "4": ids[4]});
    let created = create_manual_draw(&app, &admin, &ids, positions).await;
    let error = created.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(
        error["fields"]["manualBracketPositions"]["code"],
        "bye_against_bye"
    );
    assert_eq!(app.count("tournaments"), 0);
}
