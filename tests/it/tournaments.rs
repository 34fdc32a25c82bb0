//! Tournaments over HTTP, from creation to champion: seeding and placement, the generated
//! schedule, group standings, the knockout pairings of docs/rules.md#knockout, byes, and the
//! 409s.

use crate::common;

use std::collections::HashMap;

use axum::http::{Method, StatusCode};
use common::TestApp;
use serde_json::{Value, json};

async fn create(app: &TestApp, admin: &str, kind: &str, ids: &[i64], extra: Value) -> Value {
    let mut body = json!({
        "name": format!("{kind} {}", ids.len()),
        "startDate": "2026-11-02",
        "playerCount": ids.len(),
        "buyIn": 5000,
        "status": "active",
        "tournamentType": kind,
        "selectedPlayerIds": ids,
    });
    for (k, v) in extra.as_object().unwrap() {
        body[k] = v.clone();
    }
    let response = app
        .call(Method::POST, "/api/tournaments", Some(body), Some(admin))
        .await;
    assert_eq!(response.status, StatusCode::CREATED, "{}", response.text());
    response.json()
}

async fn matches(app: &TestApp, id: i64) -> Vec<Value> {
    let response = app.get(&format!("/api/tournaments/{id}/matches")).await;
    assert_eq!(response.status, StatusCode::OK);
    response.json().as_array().unwrap().clone()
}

/// The name of a player id, from the players' naming scheme.
fn names(app: &TestApp) -> HashMap<i64, String> {
    app.db
        .read_blocking(|c| {
            let mut stmt = c.prepare("SELECT id, name FROM players")?;
            let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
            Ok(rows.collect::<rusqlite::Result<_>>()?)
        })
        .unwrap()
}

/// Records a result in which the better seed (the lower name) wins 6-4, 6-2.
async fn play(app: &TestApp, admin: &str, m: &Value, names: &HashMap<i64, String>) -> Value {
    let (p1, p2) = (
        m["player1Id"].as_i64().unwrap(),
        m["player2Id"].as_i64().unwrap(),
    );
    let p1_better = names[&p1] < names[&p2];
    let (winner, score) = if p1_better {
        (p1, "6-4, 6-2")
    } else {
        (p2, "4-6, 2-6")
    };
    let response = app
        .call(
            Method::POST,
            "/api/matches/result",
            Some(json!({ "matchId": m["id"], "winnerId": winner, "score": score })),
            Some(admin),
        )
        .await;
    assert_eq!(response.status, StatusCode::OK, "{}", response.text());
    response.json()
}

fn pairing(m: &Value, names: &HashMap<i64, String>) -> (String, String) {
    let name = |key: &str| {
        m[key]
            .as_i64()
            .map(|id| names[&id].clone())
            .unwrap_or("TBD".into())
    };
    (name("player1Id"), name("player2Id"))
}

fn stage_pairings(
    all: &[Value],
    stage: &str,
    names: &HashMap<i64, String>,
) -> Vec<(String, String)> {
    all.iter()
        .filter(|m| m["stage"] == stage)
        .map(|m| pairing(m, names))
        .collect()
}

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect()
}

/// Plays every playable match of `stage`, better seed winning.
async fn play_stage(
    app: &TestApp,
    admin: &str,
    id: i64,
    stage: &str,
    names: &HashMap<i64, String>,
) {
    for m in matches(app, id).await {
        if m["stage"] == stage && m["playable"] == true && m["status"] == "pending" {
            play(app, admin, &m, names).await;
        }
    }
}

#[tokio::test]
async fn hybrid_of_8_plays_semifinals_1a_2b_and_1b_2a() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_seeded_players("P", 8);
    let names = names(&app);
    let id = create(&app, &admin, "hybrid", &ids, json!({})).await["id"]
        .as_i64()
        .unwrap();
    // Serpentine: A gets seeds 1, 4, 5, 8 and B seeds 2, 3, 6, 7.
    let group_rows = app
        .get(&format!("/api/tournaments/{id}/group-players"))
        .await
        .json();
    let in_group = |g: usize| -> Vec<String> {
        let groups = app_groups(&group_rows);
        let mut v: Vec<String> = group_rows
            .as_array()
            .unwrap()
            .iter()
            .filter(|r| r["groupId"] == groups[g])
            .map(|r| r["name"].as_str().unwrap().to_string())
            .collect();
        v.sort();
        v
    };
    assert_eq!(in_group(0), ["P01", "P04", "P05", "P08"]);
    assert_eq!(in_group(1), ["P02", "P03", "P06", "P07"]);
    run_groups(&app, &admin, id, &names).await;
    let all = matches(&app, id).await;
    assert_eq!(
        stage_pairings(&all, "semifinal", &names),
        pairs(&[("P01", "P03"), ("P02", "P04")])
    );
    finish(&app, &admin, id, &names, "P01", "P02").await;
}

fn app_groups(rows: &Value) -> Vec<Value> {
    let mut groups: Vec<Value> = Vec::new();
    for r in rows.as_array().unwrap() {
        if !groups.contains(&r["groupId"]) {
            groups.push(r["groupId"].clone());
        }
    }
    groups
}

async fn run_groups(app: &TestApp, admin: &str, id: i64, names: &HashMap<i64, String>) {
    let all = app.generate_matches(id, admin).await;
    let knockout: Vec<&Value> = all.iter().filter(|m| m["stage"] != "group").collect();
    assert!(!knockout.is_empty());
    assert!(
        knockout
            .iter()
            .all(|m| m["week"] == 4 && m["status"] == "scheduled")
    );
    assert!(
        knockout
            .iter()
            .all(|m| m["player1Id"].is_null() && m["playable"] == false)
    );
    let group_matches: Vec<&Value> = all.iter().filter(|m| m["stage"] == "group").collect();
    assert!(group_matches.iter().all(|m| m["status"] == "pending"));
    for (i, m) in group_matches.iter().enumerate() {
        play(app, admin, m, names).await;
        if i + 1 < group_matches.len() {
            // Until the last group match, every knockout slot stays TBD.
            let now = matches(app, id).await;
            assert!(
                now.iter()
                    .filter(|m| m["stage"] != "group")
                    .all(|m| m["player1Id"].is_null() || m["player2Id"].is_null())
            );
        }
    }
    let groups = app
        .get(&format!("/api/tournaments/{id}/groups"))
        .await
        .json();
    assert!(
        groups
            .as_array()
            .unwrap()
            .iter()
            .all(|g| g["isFinal"] == true && g["matchesPlayed"] == 6)
    );
    let rows = app
        .get(&format!("/api/tournaments/{id}/group-players"))
        .await
        .json();
    for row in rows.as_array().unwrap() {
        let position = row["position"].as_i64().unwrap();
        assert_eq!(row["points"], 3 * (4 - position), "{row}");
        assert_eq!(row["qualified"], position <= 2);
        assert_eq!(row["matches"], 3);
    }
}

/// Plays the knockout to the end, better seed winning, and checks the final and champion.
async fn finish(
    app: &TestApp,
    admin: &str,
    id: i64,
    names: &HashMap<i64, String>,
    champion: &str,
    finalist: &str,
) {
    for stage in [
        "round_of_qualification",
        "quarterfinal",
        "semifinal",
        "final",
    ] {
        play_stage(app, admin, id, stage, names).await;
    }
    let all = matches(app, id).await;
    assert!(
        all.iter().all(|m| m["status"] == "completed"),
        "every match is played"
    );
    let final_match = all.iter().find(|m| m["stage"] == "final").unwrap();
    let (a, b) = pairing(final_match, names);
    assert_eq!((a.as_str(), b.as_str()), (champion, finalist));
    let t = app.get(&format!("/api/tournaments/{id}")).await.json();
    assert_eq!(t["status"], "completed");
    assert_eq!(t["championName"], champion);
    check_points_and_progress(app, id, champion, finalist).await;
}

/// Hybrid points by the highest stage reached: champion 175, finalist 120, semifinalists 90,
/// other qualifiers 60, everyone else 30; the rankings count them; progress is complete.
async fn check_points_and_progress(app: &TestApp, id: i64, champion: &str, finalist: &str) {
    let players = app
        .get(&format!("/api/tournaments/{id}/players"))
        .await
        .json();
    let players = players.as_array().unwrap();
    let points = |name: &str| {
        players.iter().find(|p| p["name"] == name).unwrap()["tournamentPoints"]
            .as_i64()
            .unwrap()
    };
    assert_eq!(points(champion), 175);
    assert_eq!(points(finalist), 120);
    assert_eq!(players[0]["name"], champion, "sorted by tournament points");
    assert!(
        players.iter().all(|p| p.get("email").is_none()),
        "no personal data in public"
    );
    let all = matches(app, id).await;
    let in_stage = |stage: &str| -> Vec<i64> {
        all.iter()
            .filter(|m| m["stage"] == stage)
            .flat_map(|m| {
                [
                    m["player1Id"].as_i64().unwrap(),
                    m["player2Id"].as_i64().unwrap(),
                ]
            })
            .collect()
    };
    for p in players {
        let pid = p["playerId"].as_i64().unwrap();
        let expected = if p["name"] == champion {
            175
        } else if p["name"] == finalist {
            120
        } else if in_stage("semifinal").contains(&pid) {
            90
        } else if all
            .iter()
            .any(|m| m["stage"] != "group" && (m["player1Id"] == pid || m["player2Id"] == pid))
        {
            60
        } else {
            30
        };
        assert_eq!(p["tournamentPoints"], expected, "{p}");
    }
    let rankings = app.get("/api/rankings").await.json();
    let champion_row = rankings
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == champion)
        .unwrap();
    assert_eq!(champion_row["rank"], 1);
    let progress = app
        .get(&format!("/api/tournaments/{id}/progress"))
        .await
        .json();
    assert_eq!(progress["overall"], 100.0, "{progress}");
    assert!(
        progress["stages"]
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s["state"] == "complete")
    );
}

#[tokio::test]
async fn hybrid_of_12_gives_byes_to_the_two_best_qualifiers() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_seeded_players("P", 12);
    let names = names(&app);
    let id = create(&app, &admin, "hybrid", &ids, json!({})).await["id"]
        .as_i64()
        .unwrap();
    run_groups(&app, &admin, id, &names).await;
    let all = matches(&app, id).await;
    // Winners P01-P03 and runners-up P04-P06 tie on everything but the name: seeds 1-6 in
    // name order. QF1 3v6, QF2 4v5; seeds 1 and 2 wait in the semifinals.
    assert_eq!(
        stage_pairings(&all, "quarterfinal", &names),
        pairs(&[("P03", "P06"), ("P04", "P05")])
    );
    let semis = stage_pairings(&all, "semifinal", &names);
    assert_eq!(semis, pairs(&[("P01", "TBD"), ("P02", "TBD")]));
    play_stage(&app, &admin, id, "quarterfinal", &names).await;
    let all = matches(&app, id).await;
    assert_eq!(
        stage_pairings(&all, "semifinal", &names),
        pairs(&[("P01", "P04"), ("P02", "P03")])
    );
    finish(&app, &admin, id, &names, "P01", "P02").await;
}

#[tokio::test]
async fn hybrid_of_16_pairs_group_winners_with_runners_up_and_keeps_groups_apart() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_seeded_players("P", 16);
    let names = names(&app);
    let id = create(&app, &admin, "hybrid", &ids, json!({})).await["id"]
        .as_i64()
        .unwrap();
    run_groups(&app, &admin, id, &names).await;
    let all = matches(&app, id).await;
    // A: 1,8,9,16  B: 2,7,10,15  C: 3,6,11,14  D: 4,5,12,13.
    assert_eq!(
        stage_pairings(&all, "quarterfinal", &names),
        pairs(&[
            ("P01", "P07"),
            ("P02", "P08"),
            ("P03", "P05"),
            ("P04", "P06")
        ])
    );
    play_stage(&app, &admin, id, "quarterfinal", &names).await;
    let all = matches(&app, id).await;
    // SF1 = winners of QF1 and QF3, SF2 = QF2 and QF4.
    assert_eq!(
        stage_pairings(&all, "semifinal", &names),
        pairs(&[("P01", "P03"), ("P02", "P04")])
    );
    finish(&app, &admin, id, &names, "P01", "P02").await;
}

#[tokio::test]
async fn hybrid_of_20_plays_a_round_of_qualification() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_seeded_players("P", 20);
    let names = names(&app);
    let id = create(&app, &admin, "hybrid", &ids, json!({})).await["id"]
        .as_i64()
        .unwrap();
    run_groups(&app, &admin, id, &names).await;
    let all = matches(&app, id).await;
    // Qualifier seeds 1-5 are the winners P01-P05, 6-10 the runners-up P06-P10.
    assert_eq!(
        stage_pairings(&all, "round_of_qualification", &names),
        pairs(&[("P07", "P10"), ("P08", "P09")])
    );
    assert_eq!(
        stage_pairings(&all, "quarterfinal", &names),
        pairs(&[
            ("P01", "TBD"),
            ("P02", "TBD"),
            ("P03", "P06"),
            ("P04", "P05")
        ])
    );
    play_stage(&app, &admin, id, "round_of_qualification", &names).await;
    let all = matches(&app, id).await;
    assert_eq!(
        stage_pairings(&all, "quarterfinal", &names),
        pairs(&[
            ("P01", "P08"),
            ("P02", "P07"),
            ("P03", "P06"),
            ("P04", "P05")
        ])
    );
    finish(&app, &admin, id, &names, "P01", "P02").await;
}

/// Single elimination for `n` players: byes to the top seeds, n-1 real matches, the better
/// seed winning every match, P01 champion over P02.
async fn elimination_journey(n: usize, first_stage: &str) {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_seeded_players("P", n);
    let names = names(&app);
    let id = create(&app, &admin, "single_elimination", &ids, json!({})).await["id"]
        .as_i64()
        .unwrap();
    let all = app.generate_matches(id, &admin).await;
    let size = n.next_power_of_two().max(2);
    let real = all.iter().filter(|m| m["isBye"] == false).count();
    let byes: Vec<&Value> = all.iter().filter(|m| m["isBye"] == true).collect();
    assert_eq!(real, n - 1, "n-1 real matches");
    assert_eq!(byes.len(), size - n, "one bye per missing player");
    assert!(
        byes.iter().all(|b| b["status"] == "completed"
            && b["winnerId"].is_i64()
            && b["playable"] == false)
    );
    let first_round: Vec<&Value> = all.iter().filter(|m| m["round"] == 1).collect();
    assert_eq!(first_round.len(), size / 2);
    assert!(
        first_round
            .iter()
            .all(|m| m["stage"] == first_stage && m["week"] == 1)
    );
    let mut seen: Vec<i64> = first_round
        .iter()
        .flat_map(|m| [m["player1Id"].as_i64(), m["player2Id"].as_i64()])
        .flatten()
        .collect();
    seen.sort_unstable();
    let mut expected = ids.clone();
    expected.sort_unstable();
    assert_eq!(
        seen, expected,
        "every player on exactly one first-round line"
    );
    // Byes go to the top seeds.
    let mut bye_players: Vec<String> = byes
        .iter()
        .map(|b| names[&b["winnerId"].as_i64().unwrap()].clone())
        .collect();
    bye_players.sort();
    let top: Vec<String> = (1..=size - n).map(|i| format!("P{i:02}")).collect();
    assert_eq!(bye_players, top);

    let rounds = all
        .iter()
        .map(|m| m["round"].as_i64().unwrap())
        .max()
        .unwrap();
    for round in 1..=rounds {
        for m in matches(&app, id).await {
            if m["round"] == round && m["playable"] == true && m["status"] == "pending" {
                play(&app, &admin, &m, &names).await;
            }
        }
    }
    let all = matches(&app, id).await;
    assert!(all.iter().all(|m| m["status"] == "completed"));
    let final_match = all.iter().find(|m| m["stage"] == "final").unwrap();
    let (a, b) = pairing(final_match, &names);
    let mut finalists = [a, b];
    finalists.sort();
    assert_eq!(
        finalists,
        ["P01".to_string(), "P02".to_string()],
        "seeds 1 and 2 meet only in the final"
    );
    let t = app.get(&format!("/api/tournaments/{id}")).await.json();
    assert_eq!(t["status"], "completed");
    assert_eq!(t["championName"], "P01");
    let players = app
        .get(&format!("/api/tournaments/{id}/players"))
        .await
        .json();
    let by_name = |name: &str| {
        players
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["name"] == name)
            .unwrap()["tournamentPoints"]
            .as_i64()
            .unwrap()
    };
    assert_eq!(by_name("P01"), 175);
    assert_eq!(by_name("P02"), 120);
    if n >= 4 {
        assert_eq!(by_name("P03"), 90);
    }
    if n >= 8 {
        assert_eq!(by_name("P05"), 60, "a quarterfinalist");
    }
    if n > 16 || n == 13 {
        assert_eq!(
            by_name(&format!("P{n:02}")),
            if n == 13 { 40 } else { 30 },
            "lost in the first round"
        );
    }
    let progress = app
        .get(&format!("/api/tournaments/{id}/progress"))
        .await
        .json();
    assert_eq!(progress["overall"], 100.0, "{progress}");
}

#[tokio::test]
async fn single_elimination_of_2() {
    elimination_journey(2, "final").await;
}

#[tokio::test]
async fn single_elimination_of_5_with_three_byes() {
    elimination_journey(5, "quarterfinal").await;
}

#[tokio::test]
async fn single_elimination_of_13_with_byes_for_seeds_1_to_3() {
    elimination_journey(13, "round_of_16").await;
}

#[tokio::test]
async fn single_elimination_of_64() {
    elimination_journey(64, "round_of_64").await;
}

#[tokio::test]
async fn manual_placement_puts_players_in_the_chosen_groups() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_seeded_players("P", 8);
    // Slots 0-3 are Group A: put the four best together.
    let positions: serde_json::Map<String, Value> = ids
        .iter()
        .enumerate()
        .map(|(slot, id)| (slot.to_string(), json!(id)))
        .collect();
    let id = create(
        &app,
        &admin,
        "hybrid",
        &ids,
        json!({ "manualBracketPositions": positions }),
    )
    .await["id"]
        .as_i64()
        .unwrap();
    let rows = app
        .get(&format!("/api/tournaments/{id}/group-players"))
        .await
        .json();
    let groups = app_groups(&rows);
    let mut a: Vec<&str> = rows
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["groupId"] == groups[0])
        .map(|r| r["name"].as_str().unwrap())
        .collect();
    a.sort();
    assert_eq!(a, ["P01", "P02", "P03", "P04"]);

    let mut incomplete = positions_of(&ids);
    incomplete.remove("7");
    let refused = app
        .call(
            Method::POST,
            "/api/tournaments",
            Some(json!({ "name": "Manual", "startDate": "2026-11-02", "playerCount": 8, "status": "active",
                         "tournamentType": "hybrid", "selectedPlayerIds": ids, "manualBracketPositions": incomplete })),
            Some(&admin),
        )
        .await;
    let body = refused.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(body["message"], "Please assign all 8 positions");
    assert_eq!(app.count("tournaments"), 1);
}

fn positions_of(ids: &[i64]) -> serde_json::Map<String, Value> {
    ids.iter()
        .enumerate()
        .map(|(slot, id)| (slot.to_string(), json!(id)))
        .collect()
}

#[tokio::test]
async fn creating_needs_the_admin_and_valid_fields() {
    let app = TestApp::new();
    let ids = app.insert_seeded_players("P", 8);
    let base = json!({ "name": "Open", "startDate": "2026-11-02", "playerCount": 8, "buyIn": 0,
                       "status": "active", "tournamentType": "hybrid", "selectedPlayerIds": ids });
    app.call(Method::POST, "/api/tournaments", Some(base.clone()), None)
        .await
        .assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
    let league = app.league_cookie().await;
    app.call(
        Method::POST,
        "/api/tournaments",
        Some(base.clone()),
        Some(&league),
    )
    .await
    .assert_error(StatusCode::FORBIDDEN, "forbidden");

    let admin = app.admin_cookie().await;
    let with = |key: &str, value: Value| {
        let mut b = base.clone();
        if value.is_null() {
            b.as_object_mut().unwrap().remove(key);
        } else {
            b[key] = value;
        }
        b
    };
    let cases = [
        (with("name", json!("  ")), "Tournament name is required"),
        (with("startDate", Value::Null), "Start date is required"),
        (with("startDate", json!("2026-13-01")), "real day"),
        (with("playerCount", Value::Null), "Player count required"),
        (with("playerCount", json!(10)), "8, 12, 16 or 20"),
        (
            with("tournamentType", json!("round_robin")),
            "hybrid or single_elimination",
        ),
        (
            with("status", json!("archived")),
            "draft, coming_soon, active or completed",
        ),
        (with("buyIn", json!(-1)), "cannot be negative"),
        (
            with("selectedPlayerIds", json!(&ids[..7])),
            "Please select exactly 8 players for the tournament",
        ),
        (
            with(
                "selectedPlayerIds",
                json!([
                    ids[0], ids[0], ids[1], ids[2], ids[3], ids[4], ids[5], ids[6]
                ]),
            ),
            "twice",
        ),
        (
            with(
                "selectedPlayerIds",
                json!([
                    ids[0], ids[1], ids[2], ids[3], ids[4], ids[5], ids[6], 99999
                ]),
            ),
            "not an approved player",
        ),
    ];
    for (body, message) in cases {
        let response = app
            .call(
                Method::POST,
                "/api/tournaments",
                Some(body.clone()),
                Some(&admin),
            )
            .await;
        let error = response.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
        assert!(
            error["message"].as_str().unwrap().contains(message),
            "{body} -> {error}"
        );
    }
    let elimination = with("tournamentType", json!("single_elimination"));
    let too_many = {
        let mut b = elimination.clone();
        b["playerCount"] = json!(65);
        b
    };
    let error = app
        .call(
            Method::POST,
            "/api/tournaments",
            Some(too_many),
            Some(&admin),
        )
        .await;
    assert!(
        error.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid")["message"]
            .as_str()
            .unwrap()
            .contains("2 to 64")
    );
    app.call(
        Method::POST,
        "/api/tournaments",
        Some(json!("not an object")),
        Some(&admin),
    )
    .await
    .assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(app.count("tournaments"), 0, "nothing half-written");
    assert_eq!(app.count("tournament_players"), 0);
}

#[tokio::test]
async fn results_are_checked_and_the_schedule_is_protected_once_played() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_seeded_players("P", 8);
    let names = names(&app);
    let id = create(&app, &admin, "hybrid", &ids, json!({})).await["id"]
        .as_i64()
        .unwrap();
    let generate = format!("/api/tournaments/{id}/generate-matches");
    assert_eq!(
        app.call(Method::POST, &generate, None, Some(&admin))
            .await
            .status,
        StatusCode::OK
    );
    assert_eq!(
        app.call(Method::POST, &generate, None, Some(&admin))
            .await
            .status,
        StatusCode::OK,
        "regenerating before any result is fine"
    );
    let all = matches(&app, id).await;
    let first = all.iter().find(|m| m["stage"] == "group").unwrap();
    let (p1, p2) = (
        first["player1Id"].as_i64().unwrap(),
        first["player2Id"].as_i64().unwrap(),
    );
    let result = |body: Value| {
        app.call(
            Method::POST,
            "/api/matches/result",
            Some(body),
            Some(&admin),
        )
    };

    let bad = [
        (
            json!({ "matchId": first["id"], "winnerId": p1, "score": "6-5, 6-2" }),
            "6-5",
        ),
        (
            json!({ "matchId": first["id"], "winnerId": p2, "score": "6-4, 6-2" }),
            "",
        ),
        (
            json!({ "matchId": first["id"], "winnerId": 424242, "score": "6-4, 6-2" }),
            "one of the two players",
        ),
        (
            json!({ "matchId": first["id"], "winnerId": p1, "score": "" }),
            "Enter the score",
        ),
        (
            json!({ "matchId": first["id"], "winnerId": p1, "score": "6-4, 6-2", "player1Sets": -1 }),
            "negative",
        ),
    ];
    for (body, message) in bad {
        let error = result(body.clone())
            .await
            .assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
        assert!(
            error["message"].as_str().unwrap().contains(message),
            "{body} -> {error}"
        );
    }
    result(json!({ "matchId": 424242, "winnerId": p1, "score": "6-4, 6-2" }))
        .await
        .assert_error(StatusCode::NOT_FOUND, "not_found");
    let final_match = all.iter().find(|m| m["stage"] == "final").unwrap();
    result(json!({ "matchId": final_match["id"], "winnerId": p1, "score": "6-4, 6-2" }))
        .await
        .assert_error(StatusCode::CONFLICT, "conflict");
    assert_eq!(app.count("matches WHERE status = 'completed'"), 0);

    let recorded =
        result(json!({ "matchId": first["id"], "winnerId": p1, "score": "6-4, 3-6, 10-8" })).await;
    assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());
    let body = recorded.json();
    assert_eq!(body["score"], "6-4, 3-6, 10-8");
    assert_eq!(
        (body["player1Sets"].as_i64(), body["player2Sets"].as_i64()),
        (Some(2), Some(1))
    );
    assert_eq!(
        (body["player1Games"].as_i64(), body["player2Games"].as_i64()),
        (Some(10), Some(10))
    );
    result(json!({ "matchId": first["id"], "winnerId": p1, "score": "6-0, 6-0" }))
        .await
        .assert_error(StatusCode::CONFLICT, "conflict");
    app.call(Method::POST, &generate, None, Some(&admin))
        .await
        .assert_error(StatusCode::CONFLICT, "conflict");
    let mut reversed = ids.clone();
    reversed.reverse();
    let same_players = app
        .call(
            Method::PATCH,
            &format!("/api/tournaments/{id}"),
            Some(json!({ "selectedPlayerIds": reversed[..8], "bagPrice": 40000 })),
            Some(&admin),
        )
        .await;
    assert_eq!(
        same_players.status,
        StatusCode::OK,
        "the same players in another order change nothing"
    );
    assert_eq!(same_players.json()["bagPrice"], 40000);
    let other = seeded_players_more(&app);
    let swapped: Vec<i64> = ids[..7].iter().copied().chain([other]).collect();
    app.call(
        Method::PATCH,
        &format!("/api/tournaments/{id}"),
        Some(json!({ "selectedPlayerIds": swapped })),
        Some(&admin),
    )
    .await
    .assert_error(StatusCode::CONFLICT, "conflict");

    let edited = app
        .call(
            Method::PATCH,
            &format!("/api/matches/{}", first["id"]),
            Some(json!({ "winnerId": p2, "score": "W/O", "status": "completed" })),
            Some(&admin),
        )
        .await;
    assert_eq!(edited.status, StatusCode::OK, "{}", edited.text());
    assert_eq!(edited.json()["winnerId"], p2);
    assert_eq!(
        edited.json()["player2Games"],
        12,
        "a walkover counts 6-0 6-0"
    );

    // Play everything; then changing a semifinal whose winner played the final is refused.
    for stage in ["group", "semifinal", "final"] {
        play_stage(&app, &admin, id, stage, &names).await;
    }
    let all = matches(&app, id).await;
    let semi = all.iter().find(|m| m["stage"] == "semifinal").unwrap();
    let loser = if semi["winnerId"] == semi["player1Id"] {
        &semi["player2Id"]
    } else {
        &semi["player1Id"]
    };
    let score = if semi["player1Id"] == *loser {
        "6-4, 6-4"
    } else {
        "4-6, 4-6"
    };
    app.call(
        Method::PATCH,
        &format!("/api/matches/{}", semi["id"]),
        Some(json!({ "winnerId": loser, "score": score })),
        Some(&admin),
    )
    .await
    .assert_error(StatusCode::CONFLICT, "conflict");
    let t = app.get(&format!("/api/tournaments/{id}")).await.json();
    assert_eq!(t["status"], "completed");
}

fn seeded_players_more(app: &TestApp) -> i64 {
    app.insert_players("Extra", 1)[0]
}

#[tokio::test]
async fn a_knockout_winner_can_be_corrected_until_they_play_on() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_seeded_players("P", 4);
    let names = names(&app);
    let id = create(&app, &admin, "single_elimination", &ids, json!({})).await["id"]
        .as_i64()
        .unwrap();
    app.call(
        Method::POST,
        &format!("/api/tournaments/{id}/generate-matches"),
        None,
        Some(&admin),
    )
    .await;
    let semi = matches(&app, id)
        .await
        .into_iter()
        .find(|m| m["stage"] == "semifinal")
        .unwrap();
    let played = play(&app, &admin, &semi, &names).await;
    let winner = played["winnerId"].as_i64().unwrap();
    let final_match = matches(&app, id)
        .await
        .into_iter()
        .find(|m| m["stage"] == "final")
        .unwrap();
    assert_eq!(
        final_match["player1Id"], winner,
        "the winner moves on at once"
    );
    let other = if semi["player1Id"] == winner {
        semi["player2Id"].clone()
    } else {
        semi["player1Id"].clone()
    };
    let score = if semi["player1Id"] == other {
        "6-3, 6-3"
    } else {
        "3-6, 3-6"
    };
    let corrected = app
        .call(
            Method::PATCH,
            &format!("/api/matches/{}", semi["id"]),
            Some(json!({ "winnerId": other, "score": score })),
            Some(&admin),
        )
        .await;
    assert_eq!(corrected.status, StatusCode::OK, "{}", corrected.text());
    let final_match = matches(&app, id)
        .await
        .into_iter()
        .find(|m| m["stage"] == "final")
        .unwrap();
    assert_eq!(
        final_match["player1Id"], other,
        "the corrected winner moves on instead"
    );
}

#[tokio::test]
async fn drafts_are_the_admins_alone_and_deleting_removes_everything() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_seeded_players("P", 8);
    let id = create(&app, &admin, "hybrid", &ids, json!({ "status": "draft" })).await["id"]
        .as_i64()
        .unwrap();
    assert_eq!(app.get("/api/tournaments").await.json(), json!([]));
    app.get(&format!("/api/tournaments/{id}"))
        .await
        .assert_error(StatusCode::NOT_FOUND, "not_found");
    let listed = app
        .call(Method::GET, "/api/tournaments", None, Some(&admin))
        .await
        .json();
    assert_eq!(listed[0]["id"], id);
    assert_eq!(listed[0]["buyIn"], 5000);
    app.call(
        Method::POST,
        &format!("/api/tournaments/{id}/generate-matches"),
        None,
        Some(&admin),
    )
    .await;
    let deleted = app
        .call(
            Method::DELETE,
            &format!("/api/tournaments/{id}"),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(deleted.status, StatusCode::NO_CONTENT);
    assert_eq!(
        app.count("tournaments") + app.count("matches") + app.count("tournament_players"),
        0
    );
    app.call(
        Method::DELETE,
        &format!("/api/tournaments/{id}"),
        None,
        Some(&admin),
    )
    .await
    .assert_error(StatusCode::NOT_FOUND, "not_found");
}

async fn set_status(app: &TestApp, admin: &str, id: i64, status: &str) -> common::TestResponse {
    app.call(
        Method::PATCH,
        &format!("/api/tournaments/{id}"),
        Some(json!({ "status": status })),
        Some(admin),
    )
    .await
}

async fn generate(app: &TestApp, admin: &str, id: i64) {
    let response = app
        .call(
            Method::POST,
            &format!("/api/tournaments/{id}/generate-matches"),
            None,
            Some(admin),
        )
        .await;
    assert_eq!(response.status, StatusCode::OK, "{}", response.text());
}

/// Records `score` (player 1's side) for the first group match, won by `winner` (1 or 2).
async fn record_first(
    app: &TestApp,
    admin: &str,
    id: i64,
    winner: usize,
    score: &str,
) -> common::TestResponse {
    let all = app
        .call(
            Method::GET,
            &format!("/api/tournaments/{id}/matches"),
            None,
            Some(admin),
        )
        .await
        .json();
    let first = all
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["playable"] == true && m["status"] == "pending")
        .unwrap()
        .clone();
    let winner_id = first[format!("player{winner}Id").as_str()].clone();
    app.call(
        Method::POST,
        "/api/matches/result",
        Some(json!({ "matchId": first["id"], "winnerId": winner_id, "score": score })),
        Some(admin),
    )
    .await
}

#[tokio::test]
async fn drafts_and_coming_soon_take_no_results_and_a_played_tournament_cannot_go_back() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_seeded_players("P", 8);
    let id = create(&app, &admin, "hybrid", &ids, json!({ "status": "draft" })).await["id"]
        .as_i64()
        .unwrap();
    generate(&app, &admin, id).await;

    let refused = record_first(&app, &admin, id, 1, "6-4, 6-2").await;
    let body = refused.assert_error(StatusCode::CONFLICT, "conflict");
    assert!(
        body["message"].as_str().unwrap().contains("draft"),
        "{body}"
    );
    assert_eq!(
        set_status(&app, &admin, id, "coming_soon").await.status,
        StatusCode::OK
    );
    let refused = record_first(&app, &admin, id, 1, "6-4, 6-2").await;
    let body = refused.assert_error(StatusCode::CONFLICT, "conflict");
    assert!(
        body["message"].as_str().unwrap().contains("Coming Soon"),
        "{body}"
    );
    assert_eq!(
        app.count("matches WHERE winner_id IS NOT NULL"),
        0,
        "nothing written"
    );

    assert_eq!(
        set_status(&app, &admin, id, "active").await.status,
        StatusCode::OK
    );
    assert_eq!(
        record_first(&app, &admin, id, 1, "6-4, 6-2").await.status,
        StatusCode::OK
    );
    for back in ["draft", "coming_soon"] {
        let body = set_status(&app, &admin, id, back)
            .await
            .assert_error(StatusCode::CONFLICT, "conflict");
        assert!(
            body["message"].as_str().unwrap().contains("has results"),
            "{body}"
        );
    }
    let t = app.get(&format!("/api/tournaments/{id}")).await.json();
    assert_eq!(
        t["status"], "active",
        "a refused change leaves the status alone"
    );
    assert_eq!(
        set_status(&app, &admin, id, "completed").await.status,
        StatusCode::OK
    );
    assert_eq!(
        set_status(&app, &admin, id, "active").await.status,
        StatusCode::OK
    );
}

/// Every public answer that could mention a player's results.
async fn public_answers(app: &TestApp, players: &[i64]) -> Vec<(String, String)> {
    let mut paths = vec![
        "/api/rankings".to_string(),
        "/api/players".to_string(),
        "/api/tournaments".to_string(),
    ];
    for id in players {
        paths.push(format!("/api/players/{id}"));
        paths.push(format!("/api/players/{id}/profile"));
    }
    let mut answers = Vec::new();
    for path in paths {
        let response = app.get(&path).await;
        assert_eq!(response.status, StatusCode::OK, "{path}");
        answers.push((path, response.text()));
    }
    answers
}

#[tokio::test]
async fn a_draft_is_invisible_in_every_public_answer() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_seeded_players("P", 8);
    let names = names(&app);
    // A public tournament with a result, so profiles have something to show.
    let public = create(
        &app,
        &admin,
        "hybrid",
        &ids,
        json!({ "name": "Copa Abierta" }),
    )
    .await["id"]
        .as_i64()
        .unwrap();
    generate(&app, &admin, public).await;
    let first = matches(&app, public)
        .await
        .into_iter()
        .find(|m| m["stage"] == "group")
        .unwrap();
    play(&app, &admin, &first, &names).await;
    let before = public_answers(&app, &ids).await;

    // Old data: a tournament played while active and then hidden as a draft (the API no
    // longer allows that, but a database from before may hold it). Its loser gave two
    // walkovers, which would cost 30 points if they counted.
    let secret = create(
        &app,
        &admin,
        "hybrid",
        &ids,
        json!({ "name": "Borrador Secreto" }),
    )
    .await["id"]
        .as_i64()
        .unwrap();
    generate(&app, &admin, secret).await;
    let group: Vec<Value> = matches(&app, secret)
        .await
        .into_iter()
        .filter(|m| m["stage"] == "group")
        .collect();
    let loser = ids[7];
    let mut walkovers = 0;
    for m in &group {
        let (p1, p2) = (
            m["player1Id"].as_i64().unwrap(),
            m["player2Id"].as_i64().unwrap(),
        );
        let winner = if p1 == loser {
            p2
        } else if p2 == loser {
            p1
        } else {
            continue;
        };
        let response = app
            .call(
                Method::POST,
                "/api/matches/result",
                Some(json!({ "matchId": m["id"], "winnerId": winner, "score": "W/O" })),
                Some(&admin),
            )
            .await;
        assert_eq!(response.status, StatusCode::OK, "{}", response.text());
        walkovers += 1;
    }
    assert!(walkovers >= 2);
    let during = public_answers(&app, &ids).await;
    assert_ne!(during, before, "while active, the tournament counts");
    app.write_straight(move |tx| {
        tx.execute(
            "UPDATE tournaments SET status = 'draft' WHERE id = ?1",
            [secret],
        )?;
        // Written straight into the store, past the use cases that keep the totals.
        tournament_hub::db::totals::rebuild(tx)?;
        Ok(())
    })
    .unwrap();

    let after = public_answers(&app, &ids).await;
    for ((path, was), (_, now)) in before.iter().zip(&after) {
        assert_eq!(now, was, "{path} shows the draft");
        assert!(!now.contains("Borrador Secreto"), "{path} names the draft");
    }
    for path in ["", "/matches", "/players", "/groups", "/progress"] {
        app.get(&format!("/api/tournaments/{secret}{path}"))
            .await
            .assert_error(StatusCode::NOT_FOUND, "not_found");
    }
}

#[tokio::test]
async fn a_tournament_says_how_many_weeks_it_runs() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_seeded_players("P", 40);
    for (kind, n, weeks) in [
        ("hybrid", 20, 4),
        ("hybrid", 8, 4),
        ("single_elimination", 2, 1),
        ("single_elimination", 16, 4),
        ("single_elimination", 17, 5),
        ("single_elimination", 33, 6),
    ] {
        let t = create(&app, &admin, kind, &ids[..n], json!({})).await;
        assert_eq!(t["weeks"], weeks, "{kind} of {n}");
        let id = t["id"].as_i64().unwrap();
        let listed = app.get("/api/tournaments").await.json();
        let entry = listed
            .as_array()
            .unwrap()
            .iter()
            .find(|x| x["id"] == id)
            .unwrap()
            .clone();
        assert_eq!(entry["weeks"], weeks, "{kind} of {n} in the list");
        if kind == "single_elimination" {
            generate(&app, &admin, id).await;
            let last_week = matches(&app, id)
                .await
                .iter()
                .map(|m| m["week"].as_i64().unwrap())
                .max();
            assert_eq!(last_week, Some(weeks), "{kind} of {n}: the schedule agrees");
        }
    }
}

#[tokio::test]
async fn a_tournament_score_reads_from_the_winners_side_with_its_sets() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_seeded_players("P", 8);
    let id = create(&app, &admin, "hybrid", &ids, json!({})).await["id"]
        .as_i64()
        .unwrap();
    generate(&app, &admin, id).await;
    let recorded = record_first(&app, &admin, id, 2, "4-6, 6-7(5)").await;
    assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());
    let m = recorded.json();
    assert_eq!(m["score"], "4-6, 6-7(5)", "stored from player 1's side");
    assert_eq!(m["scoreForWinner"], "6-4, 7-6(5)");
    assert_eq!(
        m["sets"],
        json!([
            { "player1": 4, "player2": 6, "tiebreak": null },
            { "player1": 6, "player2": 7, "tiebreak": 5 },
        ])
    );
    assert_eq!(
        (m["walkover"].clone(), m["retired"].clone()),
        (json!(false), json!(false))
    );

    let retired = record_first(&app, &admin, id, 2, "6-4, 1-2 ret.")
        .await
        .json();
    assert_eq!(retired["scoreForWinner"], "4-6, 2-1");
    assert_eq!(retired["score"], "6-4, 1-2");
    assert_eq!(retired["outcome"], "retired");
    assert_eq!(retired["retired"], true);
    assert_eq!(retired["sets"].as_array().unwrap().len(), 2);

    let walkover = record_first(&app, &admin, id, 1, "W/O").await.json();
    assert_eq!(walkover["scoreForWinner"], Value::Null);
    assert_eq!(walkover["score"], Value::Null);
    assert_eq!(walkover["outcome"], "walkover");
    assert_eq!(walkover["walkover"], true);
    assert_eq!(walkover["sets"], json!([]));

    let pending = matches(&app, id)
        .await
        .into_iter()
        .find(|m| m["status"] == "pending")
        .unwrap();
    assert_eq!(pending["scoreForWinner"], Value::Null);
    assert_eq!(pending["sets"], json!([]));
}

#[tokio::test]
async fn the_create_form_asks_the_server_for_formats_sizes_and_weeks() {
    let app = TestApp::new();
    let response = app.get("/api/tournaments/formats").await;
    assert_eq!(response.status, StatusCode::OK);
    let formats = response.json();
    let sizes = |kind: &str| -> Vec<(i64, i64)> {
        formats
            .as_array()
            .unwrap()
            .iter()
            .find(|f| f["tournamentType"] == kind)
            .unwrap()["sizes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| {
                (
                    s["playerCount"].as_i64().unwrap(),
                    s["weeks"].as_i64().unwrap(),
                )
            })
            .collect()
    };
    assert_eq!(sizes("hybrid"), [(8, 4), (12, 4), (16, 4), (20, 4)]);
    let elimination = sizes("single_elimination");
    assert_eq!(elimination.len(), 63);
    assert_eq!(elimination.first(), Some(&(2, 1)));
    assert!(elimination.contains(&(16, 4)) && elimination.contains(&(17, 5)));
    assert_eq!(elimination.last(), Some(&(64, 6)));
}
