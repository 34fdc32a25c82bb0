//! Doubles draws through the API (docs/rules.md#doubles): a tournament of teams is created,
//! seeded by its partners' points and placed; every refusal of its teams; its discipline is
//! fixed; singles answers say `singles`.

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};
use tournament_hub::domain::ids::TournamentId;

use crate::common::{TestApp, TestResponse};

/// Sixteen members with the club's names, Spanish first.
const NAMES: [&str; 16] = [
    "Ana Lucía Mora Jiménez",
    "José Pablo Rojas Quesada",
    "María Fernanda Solís Araya",
    "Luis Diego Vargas Céspedes",
    "Íñigo Núñez Mora",
    "Valeria Céspedes Rojas",
    "Álvaro Quesada Solís",
    "Sofía Jiménez Araya",
    "Daniela Araya Vargas",
    "Andrés Felipe Mora Núñez",
    "Gabriela Solís Jiménez",
    "Esteban Rojas Céspedes",
    "Mariana Quesada Vargas",
    "Carlos Eduardo Núñez Solís",
    "Lucía Vargas Mora",
    "Sebastián Céspedes Quesada",
];

/// The sixteen members, player `i` with `160 - 10 i` ranking points.
fn members(app: &TestApp) -> Vec<i64> {
    let ids = app.insert_named(&NAMES);
    let adjust = ids.clone();
    app.write_straight(move |tx| {
        for (i, id) in adjust.iter().enumerate() {
            tx.execute(
                "INSERT INTO point_adjustments (player_id, amount, reason) VALUES (?1, ?2, 'x')",
                [*id, 160 - 10 * i as i64],
            )?;
        }
        tournament_hub::db::totals::rebuild(tx)?;
        Ok(())
    })
    .unwrap();
    ids
}

fn body(format: &str, teams: &[[i64; 2]]) -> Value {
    json!({
        "name": "Dobles de Diciembre", "startDate": "2026-12-05", "status": "coming_soon",
        "playerCount": teams.len(), "tournamentType": format, "discipline": "doubles",
        "selectedTeams": teams,
    })
}

async fn create(app: &TestApp, admin: &str, body: Value) -> TestResponse {
    app.call(Method::POST, "/api/tournaments", Some(body), Some(admin))
        .await
}

/// The stored teams of a tournament, by slot: (players, seed, group position).
fn stored(app: &TestApp, id: i64) -> Vec<([i64; 2], i64, Option<i64>)> {
    app.write_straight(move |tx| {
        let groups = tournament_hub::db::tournaments::groups(tx, TournamentId(id))?;
        Ok(
            tournament_hub::db::teams::of_tournament(tx, TournamentId(id))?
                .into_iter()
                .map(|t| {
                    let group = groups
                        .iter()
                        .position(|g| Some(g.id) == t.group_id)
                        .map(|g| g as i64);
                    (t.players.map(|p| p.0), t.seed, group)
                })
                .collect(),
        )
    })
    .unwrap()
}

#[tokio::test]
async fn a_doubles_hybrid_seeds_its_teams_by_their_partners_points_and_deals_them_into_groups() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let p = members(&app);
    // A team's seed is its partners' summed points; two teams are level at 170.
    let teams: Vec<[i64; 2]> = vec![
        [p[0], p[15]],  // 160 + 10  = 170
        [p[1], p[2]],   // 150 + 140 = 290
        [p[3], p[4]],   // 130 + 120 = 250
        [p[5], p[6]],   // 110 + 100 = 210
        [p[7], p[8]],   // 90 + 80   = 170 - level with the first
        [p[9], p[10]],  // 70 + 60   = 130
        [p[11], p[12]], // 50 + 40   = 90
        [p[13], p[14]], // 30 + 20   = 50
    ];
    let created = create(&app, &admin, body("hybrid", &teams)).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let answer = created.json();
    let id = answer["id"].as_i64().unwrap();
    assert_eq!(answer["discipline"], "doubles");
    assert_eq!(answer["playerCount"], 8);
    assert_eq!(answer["registeredCount"], 8);
    assert!(answer.get("selectedPlayerIds").is_none(), "{answer}");
    let seeded = answer["selectedTeams"].as_array().unwrap().clone();
    assert_eq!(seeded.len(), 8);
    assert_eq!(
        seeded[..3],
        [json!(teams[1]), json!(teams[2]), json!(teams[3])]
    );
    // The two teams level at 170 come fourth and fifth, in either order; the rest follow.
    let level: Vec<Value> = vec![json!(teams[0]), json!(teams[4])];
    assert!(level.contains(&seeded[3]) && level.contains(&seeded[4]));
    assert_ne!(seeded[3], seeded[4]);
    assert_eq!(
        seeded[5..],
        [json!(teams[5]), json!(teams[6]), json!(teams[7])]
    );

    // The warnings name every partner concerned: nobody's level is confirmed yet.
    let warned = answer["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|w| w["code"] == "level_unconfirmed")
        .unwrap_or_else(|| panic!("{answer}"));
    let mut named: Vec<i64> = warned["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_i64().unwrap())
        .collect();
    named.sort_unstable();
    assert_eq!(named, p);

    // Serpentine over two groups: seeds 1, 4, 5, 8 in A and 2, 3, 6, 7 in B; every player in
    // one team, in the order entered.
    let store = stored(&app, id);
    assert_eq!(store.len(), 8);
    let group_of_seed = |seed: i64| store.iter().find(|t| t.1 == seed).unwrap().2;
    for (seed, group) in [
        (1, 0),
        (4, 0),
        (5, 0),
        (8, 0),
        (2, 1),
        (3, 1),
        (6, 1),
        (7, 1),
    ] {
        assert_eq!(group_of_seed(seed), Some(group), "seed {seed}");
    }
    assert_eq!(store.iter().find(|t| t.1 == 1).unwrap().0, teams[1]);

    // The detail says the same, to the admin and, once published, to a visitor.
    let detail = app.get(&format!("/api/tournaments/{id}")).await;
    assert_eq!(detail.status, StatusCode::OK);
    assert_eq!(detail.json()["selectedTeams"], json!(seeded));
    assert_eq!(detail.json()["discipline"], "doubles");
    // Its players' list is its teams', by seed, each named by its partners in the order
    // entered, with their summed points.
    let lines = app
        .get(&format!("/api/tournaments/{id}/players"))
        .await
        .json();
    let lines = lines.as_array().unwrap();
    assert_eq!(lines.len(), 8);
    let first = &lines[0];
    assert_eq!(first["team"], json!(teams[1]));
    assert_eq!(
        first["name"],
        "José Pablo Rojas Quesada / María Fernanda Solís Araya"
    );
    assert_eq!((&first["seed"], &first["points"]), (&json!(1), &json!(290)));
    assert_eq!(first["playerId"], json!(teams[1][0]));
    let seeds: Vec<i64> = lines.iter().map(|l| l["seed"].as_i64().unwrap()).collect();
    assert_eq!(seeds, (1..=8).collect::<Vec<_>>());
    assert!(
        lines
            .iter()
            .all(|l| l["tournamentPoints"] == 0 && l.get("email").is_none())
    );
    // Its group tables hold its teams, under their names, ordered by name before any match
    // (the last tiebreak).
    let rows = app
        .get(&format!("/api/tournaments/{id}/group-players"))
        .await
        .json();
    let rows = rows.as_array().unwrap();
    assert_eq!(rows.len(), 8);
    let names: Vec<&str> = rows[..4]
        .iter()
        .map(|r| r["name"].as_str().unwrap())
        .collect();
    let mut sorted = names.clone();
    sorted.sort_by(|a, b| tournament_hub::domain::names::compare(a, b));
    assert_eq!(names, sorted);
    for row in rows {
        let team = row["team"].as_array().unwrap_or_else(|| panic!("{row}"));
        assert_eq!(row["playerId"], team[0]);
        assert!(row["name"].as_str().unwrap().contains(" / "));
        assert_eq!((&row["points"], &row["matches"]), (&json!(0), &json!(0)));
    }
    // Its pages answer while its matches wait.
    for page in ["groups", "group-players", "players", "matches", "progress"] {
        let answer = app.get(&format!("/api/tournaments/{id}/{page}")).await;
        assert_eq!(answer.status, StatusCode::OK, "{page}: {}", answer.text());
    }
    // Its matches are its teams': each group plays its round robin, team against team, no
    // player on both sides; the knockout waits for the tables.
    let schedule = app.generate_matches(id, &admin).await;
    let group_matches: Vec<&Value> = schedule.iter().filter(|m| m["stage"] == "group").collect();
    assert_eq!(group_matches.len(), 2 * 6, "two groups of four teams");
    let group_of = |players: &Value| {
        store
            .iter()
            .find(|t| json!(t.0) == *players)
            .map(|t| t.2)
            .unwrap_or_else(|| panic!("{players} is no team"))
    };
    for m in &group_matches {
        assert_eq!(
            (&m["player1Id"], &m["player2Id"]),
            (&Value::Null, &Value::Null)
        );
        assert_eq!(group_of(&m["team1"]), group_of(&m["team2"]), "{m}");
        let four: std::collections::HashSet<i64> = [&m["team1"], &m["team2"]]
            .iter()
            .flat_map(|t| t.as_array().unwrap().iter().map(|p| p.as_i64().unwrap()))
            .collect();
        assert_eq!(four.len(), 4, "{m}");
    }
    for m in schedule.iter().filter(|m| m["stage"] != "group") {
        assert_eq!(
            (&m["team1"], &m["team2"]),
            (&Value::Null, &Value::Null),
            "{m}"
        );
    }
}

#[tokio::test]
async fn every_refusal_of_a_doubles_draw_writes_nothing() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let p = members(&app);
    let pending = app.write_straight(|tx| {
        tx.execute(
            "INSERT INTO players (name, status) VALUES ('Rebeca Mora Solís', 'pending')",
            [],
        )?;
        Ok(tx.last_insert_rowid())
    });
    let pending = pending.unwrap();
    let four = [[p[0], p[1]], [p[2], p[3]], [p[4], p[5]], [p[6], p[7]]];
    let with = |change: &dyn Fn(&mut Value)| {
        let mut b = body("single_elimination", &four);
        change(&mut b);
        b
    };
    let refusals: Vec<(Value, &str, &str)> = vec![
        (
            with(&|b| b["selectedTeams"][1] = json!([p[2]])),
            "selectedTeams",
            "team_size",
        ),
        (
            with(&|b| b["selectedTeams"][1] = json!([p[2], p[3], p[8]])),
            "selectedTeams",
            "team_size",
        ),
        (
            with(&|b| b["selectedTeams"][2] = json!([p[4], p[4]])),
            "selectedTeams",
            "team_size",
        ),
        (
            with(&|b| b["selectedTeams"][3] = json!([p[6], p[0]])),
            "selectedTeams",
            "player_in_two_teams",
        ),
        (
            with(&|b| b["selectedTeams"] = json!(&four[..3])),
            "selectedTeams",
            "teams_count_mismatch",
        ),
        (
            with(&|b| {
                b.as_object_mut()
                    .unwrap()
                    .retain(|k, _| k != "selectedTeams")
            }),
            "selectedTeams",
            "teams_count_mismatch",
        ),
        (
            with(&|b| b["selectedTeams"][3] = json!([p[6], pending])),
            "selectedTeams",
            "player_not_approved",
        ),
        (
            with(&|b| b["finals"] = json!(true)),
            "discipline",
            "finals_singles_only",
        ),
        (
            with(&|b| b["discipline"] = json!("mixed")),
            "discipline",
            "discipline_unknown",
        ),
        (
            with(&|b| b["discipline"] = json!("singles")),
            "selectedTeams",
            "teams_in_singles",
        ),
        (
            with(&|b| b["selectedPlayerIds"] = json!(&p[..4])),
            "selectedPlayerIds",
            "players_in_doubles",
        ),
        (
            with(&|b| b["manualBracketPositions"] = json!({"0": p[0]})),
            "selectedPlayerIds",
            "players_in_doubles",
        ),
        (
            with(&|b| b["manualBracketPositions"] = json!({"0": [p[0], p[1]], "1": [p[8], p[9]]})),
            "manualBracketPositions",
            "positions_invalid",
        ),
        (
            with(&|b| b["manualBracketPositions"] = json!({"0": [p[0]]})),
            "manualBracketPositions",
            "team_size",
        ),
    ];
    for (request, field, code) in refusals {
        let refused = create(&app, &admin, request.clone()).await;
        let answer = refused.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
        assert_eq!(answer["code"], code, "{request}: {answer}");
        assert_eq!(answer["fields"][field]["code"], code, "{request}: {answer}");
    }
    // Only the admin's console draws teams: a visitor is refused, and writes nothing.
    let unsigned = app
        .call(
            Method::POST,
            "/api/tournaments",
            Some(body("single_elimination", &four)),
            None,
        )
        .await;
    unsigned.assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
    assert_eq!(app.count("tournaments"), 0);
    assert_eq!(app.count("teams"), 0);
    assert_eq!(app.count("team_players"), 0);
}

#[tokio::test]
async fn a_hand_made_doubles_draw_places_teams_and_an_edit_keeps_the_discipline() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let p = members(&app);
    let four = [[p[0], p[1]], [p[2], p[3]], [p[4], p[5]], [p[6], p[7]]];
    let mut request = body("single_elimination", &four);
    // A team is named by its two players, in either order.
    request["manualBracketPositions"] =
        json!({"0": four[3], "1": [p[3], p[2]], "2": four[0], "3": four[2]});
    let created = create(&app, &admin, request).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let id = created.json()["id"].as_i64().unwrap();
    let slots: Vec<[i64; 2]> = stored(&app, id).into_iter().map(|t| t.0).collect();
    assert_eq!(slots, [four[3], four[1], four[0], four[2]]);

    // New teams re-seed the draw; the discipline never changes.
    let path = format!("/api/tournaments/{id}");
    let teams = [[p[8], p[9]], [p[10], p[11]]];
    let edited = app
        .call(
            Method::PATCH,
            &path,
            Some(json!({"playerCount": 2, "selectedTeams": teams})),
            Some(&admin),
        )
        .await;
    assert_eq!(edited.status, StatusCode::OK, "{}", edited.text());
    assert_eq!(edited.json()["selectedTeams"], json!(teams));
    assert_eq!(app.count("teams"), 2);
    // A count the kept teams do not fill is refused.
    let short = app
        .call(
            Method::PATCH,
            &path,
            Some(json!({"playerCount": 4})),
            Some(&admin),
        )
        .await;
    let answer = short.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(
        answer["fields"]["selectedTeams"]["code"],
        "teams_count_mismatch"
    );
    assert_eq!(app.count("teams"), 2);
    let changed = app
        .call(
            Method::PATCH,
            &path,
            Some(json!({"discipline": "singles"})),
            Some(&admin),
        )
        .await;
    let answer = changed.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(answer["code"], "discipline_fixed");
    let detail = app.get(&path).await.json();
    assert_eq!(
        (&detail["discipline"], &detail["playerCount"]),
        (&json!("doubles"), &json!(2))
    );
    assert_eq!(detail["selectedTeams"], json!(teams));

    // A player in one of its teams is part of a tournament: deleting them is refused, as
    // for a singles entrant, and leaves everything as it was.
    for player in [p[8], p[11]] {
        let refused = app
            .call(
                Method::DELETE,
                &format!("/api/players/{player}"),
                None,
                Some(&admin),
            )
            .await;
        let answer = refused.assert_error(StatusCode::CONFLICT, "conflict");
        assert_eq!(answer["code"], "player_has_results");
    }
    assert_eq!((app.count("teams"), app.count("team_players")), (2, 4));

    // Deleting it takes its teams along.
    let deleted = app.call(Method::DELETE, &path, None, Some(&admin)).await;
    assert_eq!(deleted.status, StatusCode::NO_CONTENT, "{}", deleted.text());
    assert_eq!((app.count("teams"), app.count("team_players")), (0, 0));
    assert_eq!(app.get(&path).await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_singles_tournament_says_so_and_takes_no_teams() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let p = members(&app);
    let created = create(
        &app,
        &admin,
        json!({
            "name": "Copa Individual", "startDate": "2026-12-05", "playerCount": 4,
            "status": "coming_soon",
            "tournamentType": "single_elimination", "selectedPlayerIds": &p[..4],
        }),
    )
    .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let answer = created.json();
    assert_eq!(answer["discipline"], "singles");
    assert!(answer.get("selectedTeams").is_none(), "{answer}");
    let id = answer["id"].as_i64().unwrap();
    let listed = app.get("/api/tournaments").await.json();
    assert_eq!(listed[0]["discipline"], "singles");
    let edited = app
        .call(
            Method::PATCH,
            &format!("/api/tournaments/{id}"),
            Some(json!({"discipline": "doubles"})),
            Some(&admin),
        )
        .await;
    assert_eq!(
        edited.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid")["code"],
        "discipline_fixed"
    );
}

/// Auto-fill of a doubles draw: the teams the admin placed keep their lines, the others
/// take the free ones by their partners' summed points, each named by its first player, and
/// what create refuses of teams it refuses too.
#[tokio::test]
async fn auto_fill_places_doubles_teams_by_their_first_players() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let p = members(&app);
    let teams: Vec<[i64; 2]> = vec![
        [p[6], p[7]], // 100 + 90 = 190
        [p[0], p[1]], // 160 + 150 = 310: the top seed
        [p[4], p[5]], // 120 + 110 = 230
        [p[2], p[3]], // 140 + 130 = 270
    ];
    let fill = |body: Value| {
        let app = &app;
        let admin = admin.clone();
        async move {
            app.call(
                Method::POST,
                "/api/tournaments/draw-plan/fill",
                Some(body),
                Some(&admin),
            )
            .await
        }
    };
    // The weakest team placed by hand on line 1; the rest by seed.
    let answer = fill(json!({
        "tournamentType": "single_elimination", "selectedTeams": teams,
        "manualBracketPositions": {"0": p[6]},
    }))
    .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    let positions = answer.json()["manualBracketPositions"].clone();
    assert_eq!(positions["0"], json!(p[6]), "{positions}");
    let placed: Vec<i64> = positions
        .as_object()
        .unwrap()
        .values()
        .map(|v| v.as_i64().unwrap())
        .collect();
    let mut keys = placed.clone();
    keys.sort_unstable();
    let mut expected = vec![p[6], p[0], p[4], p[2]];
    expected.sort_unstable();
    assert_eq!(
        keys, expected,
        "each team once, by its first player: {positions}"
    );
    // With nothing placed, the top seed and the second meet only in the final: opposite
    // halves of the draw.
    let open = fill(json!({"tournamentType": "single_elimination", "selectedTeams": teams}))
        .await
        .json()["manualBracketPositions"]
        .clone();
    let line_of = |key: i64| {
        open.as_object()
            .unwrap()
            .iter()
            .find(|(_, v)| v.as_i64() == Some(key))
            .map(|(k, _)| k.parse::<i64>().unwrap())
            .unwrap()
    };
    assert_ne!(line_of(p[0]) / 2, line_of(p[2]) / 2, "{open}");
    // What create refuses of teams, fill refuses under the same field.
    for (teams, code) in [
        (json!([[p[0], p[1]], [p[1], p[2]]]), "player_in_two_teams"),
        (json!([[p[0]], [p[2], p[3]]]), "team_size"),
    ] {
        let refused = fill(json!({
            "tournamentType": "single_elimination", "selectedTeams": teams,
        }))
        .await;
        assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(refused.json()["fields"]["selectedTeams"]["code"], code);
    }
    let both = fill(json!({
        "tournamentType": "single_elimination", "selectedTeams": teams,
        "selectedPlayerIds": [p[0], p[1]],
    }))
    .await;
    assert_eq!(
        both.json()["fields"]["selectedPlayerIds"]["code"],
        "players_in_doubles"
    );
}
