//! The ranking and the player profile through the whole app, over results written straight
//! into the store: tournament stages, league sets, walkovers and the admin's adjustments.

use crate::common;

use axum::http::{Method, StatusCode};
use rusqlite::params;
use serde_json::{Value, json};

use common::TestApp;

/// Adds a tournament with these entrants (seeded in order); returns its id.
pub fn tournament(
    app: &TestApp,
    name: &str,
    status: &str,
    kind: &str,
    start: &str,
    entrants: &[i64],
) -> i64 {
    let (name, status, kind, start) = (
        name.to_string(),
        status.to_string(),
        kind.to_string(),
        start.to_string(),
    );
    let entrants = entrants.to_vec();
    let count = if kind == "hybrid" {
        8
    } else {
        entrants.len().max(2) as i64
    };
    app.write_straight(move |tx| {
        tx.execute(
            "INSERT INTO tournaments (name, status, start_date, player_count, tournament_type)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
            params![name, status, start, count, kind],
        )?;
        let id = tx.last_insert_rowid();
        for (i, player) in entrants.iter().enumerate() {
            tx.execute(
                "INSERT INTO tournament_players (tournament_id, player_id, seed, slot)
                     VALUES (?1, ?2, ?3, ?4)",
                params![id, player, i as i64 + 1, i as i64],
            )?;
        }
        // Written straight into the store, past the use cases that keep the totals.
        tournament_hub::db::totals::rebuild(tx)?;
        Ok(id)
    })
    .unwrap()
}

/// A tournament match. `winner` None leaves it pending; `player2` None with a winner is a bye.
/// A result is recorded at noon (club time) on the first day of the match's week.
#[allow(clippy::too_many_arguments)]
pub fn game(
    app: &TestApp,
    tournament: i64,
    stage: &str,
    week: i64,
    player1: i64,
    player2: Option<i64>,
    winner: Option<i64>,
    walkover: bool,
) {
    let stage = stage.to_string();
    let is_bye = player2.is_none() && winner.is_some();
    let status = match (winner, player2) {
        (Some(_), _) => "completed",
        (None, Some(_)) => "pending",
        (None, None) => "scheduled",
    };
    let score = match (is_bye, walkover, winner == Some(player1)) {
        (true, _, _) => None,
        (false, true, true) => Some("W/O"),
        (false, true, false) => Some("W/O"),
        (false, false, true) => Some("6-4, 6-2"),
        (false, false, false) => Some("4-6, 2-6"),
    }
    .filter(|_| winner.is_some());
    app.write_straight(move |tx| {
        tx.execute(
            "INSERT INTO matches (tournament_id, stage, round, week, slot, player1_id,
                     player2_id, winner_id, status, score, is_bye, walkover, completed_at)
                 VALUES (?1, ?2, 1, ?3, 0, ?4, ?5, ?6, ?7, ?8, ?9, ?10,
                         CASE WHEN ?6 IS NULL THEN NULL
                              ELSE unixepoch((SELECT start_date FROM tournaments WHERE id = ?1),
                                             '+' || ((?3 - 1) * 7) || ' days', '+18 hours')
                         END)",
            params![
                tournament, stage, week, player1, player2, winner, status, score, is_bye, walkover
            ],
        )?;
        tournament_hub::db::totals::rebuild(tx)?;
        Ok(())
    })
    .unwrap();
}

/// A completed league match with these sets won and games per set.
pub fn league(app: &TestApp, p1: i64, p2: i64, date: &str, sets: (i64, i64), games: &str) {
    let date = date.to_string();
    let games = games.to_string();
    let winner = match sets.0.cmp(&sets.1) {
        std::cmp::Ordering::Greater => Some(p1),
        std::cmp::Ordering::Less => Some(p2),
        std::cmp::Ordering::Equal => None,
    };
    app.write_straight(move |tx| {
        tx.execute(
            "INSERT INTO league_matches (player1_id, player2_id, date, status, set_scores,
                     player1_sets_won, player2_sets_won, winner_id, completed_at)
                 VALUES (?1, ?2, ?3, 'completed', ?4, ?5, ?6, ?7, unixepoch())",
            params![p1, p2, date, games, sets.0, sets.1, winner],
        )?;
        tournament_hub::db::totals::rebuild(tx)?;
        Ok(())
    })
    .unwrap();
}

/// The all-time ranking: these tests are about how a total is made, whatever its season
/// (tests/it/seasons.rs covers the seasons).
async fn ranking(app: &TestApp) -> Vec<Value> {
    let response = app.get("/api/rankings?season=all").await;
    assert_eq!(response.status, StatusCode::OK);
    response.json().as_array().unwrap().clone()
}

fn total_of(ranking: &[Value], id: i64) -> i64 {
    ranking
        .iter()
        .find(|r| r["id"] == id)
        .unwrap_or_else(|| panic!("{id} is ranked"))["totalPoints"]
        .as_i64()
        .unwrap()
}

#[tokio::test]
async fn an_empty_club_has_an_empty_ranking() {
    let app = TestApp::new();
    assert!(ranking(&app).await.is_empty());
}

#[tokio::test]
async fn equal_totals_share_a_rank_and_are_ordered_by_name() {
    let app = TestApp::new();
    // Inserted as R01..R05; names reordered so that name order differs from id order.
    let ids = app.insert_players("R", 5);
    let (a, b, c, d, e) = (ids[0], ids[1], ids[2], ids[3], ids[4]);
    app.write_straight(move |tx| {
        tx.execute("UPDATE players SET name = 'Carlos' WHERE id = ?1", [b])?;
        tx.execute("UPDATE players SET name = 'Beatriz' WHERE id = ?1", [c])?;
        tx.execute("UPDATE players SET name = 'Ana' WHERE id = ?1", [a])?;
        Ok(())
    })
    .unwrap();
    league(&app, a, e, "2026-02-01", (2, 0), "[[6,0],[6,1]]");
    league(&app, a, b, "2026-02-08", (1, 2), "[[6,4],[3,6],[2,6]]");
    league(&app, c, d, "2026-02-09", (2, 1), "[[6,4],[3,6],[6,2]]");
    app.write_straight(move |tx| {
            tx.execute(
                "INSERT INTO league_matches (player1_id, player2_id, date) VALUES (?1, ?2, '2026-03-01')",
                [d, e],
            )?;
            Ok(())
        })
        .unwrap();

    let table = ranking(&app).await;
    let rows: Vec<(i64, &str, i64)> = table
        .iter()
        .map(|r| {
            (
                r["rank"].as_i64().unwrap(),
                r["name"].as_str().unwrap(),
                r["totalPoints"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        rows,
        [
            (1, "Ana", 6),
            (2, "Beatriz", 4),
            (2, "Carlos", 4),
            (4, "R04", 2),
            (5, "R05", 0)
        ]
    );
    let keys: Vec<&String> = table[0].as_object().unwrap().keys().collect();
    assert_eq!(keys.len(), 6, "{keys:?}");
    assert_eq!(table[0]["season"], "all");
    assert_eq!(table[0]["avatar"], Value::Null);
}

#[tokio::test]
async fn names_with_accents_sort_where_the_club_reads_them() {
    let app = TestApp::new();
    let ids = app.insert_players("N", 6);
    let names = ["Zoe", "Álvaro", "beto", "Óscar", "Nuño", "Nuno"];
    app.write_straight(move |tx| {
        for (id, name) in ids.iter().zip(names) {
            tx.execute(
                "UPDATE players SET name = ?1 WHERE id = ?2",
                params![name, id],
            )?;
        }
        Ok(())
    })
    .unwrap();
    let expected = ["Álvaro", "beto", "Nuno", "Nuño", "Óscar", "Zoe"];

    let table = ranking(&app).await;
    let ranked: Vec<&str> = table.iter().map(|r| r["name"].as_str().unwrap()).collect();
    assert_eq!(ranked, expected, "equal totals, ordered by name");
    assert!(table.iter().all(|r| r["rank"] == 1), "{table:?}");

    let response = app.get("/api/players").await;
    assert_eq!(response.status, StatusCode::OK);
    let players = response.json();
    let listed: Vec<&str> = players
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(listed, expected, "the player list");
}

#[tokio::test]
async fn tournament_points_follow_the_furthest_stage_reached() {
    let app = TestApp::new();
    let p = app.insert_players("H", 8);
    let hybrid = tournament(
        &app,
        "Grand Slam Marzo",
        "completed",
        "hybrid",
        "2026-03-02",
        &p,
    );
    game(
        &app,
        hybrid,
        "group",
        1,
        p[0],
        Some(p[7]),
        Some(p[0]),
        false,
    );
    game(
        &app,
        hybrid,
        "semifinal",
        4,
        p[0],
        Some(p[1]),
        Some(p[0]),
        false,
    );
    game(
        &app,
        hybrid,
        "semifinal",
        4,
        p[2],
        Some(p[3]),
        Some(p[2]),
        false,
    );
    game(
        &app,
        hybrid,
        "final",
        4,
        p[0],
        Some(p[2]),
        Some(p[0]),
        false,
    );

    // A 12-player hybrid still in its quarterfinals: qualified players have 60 so far.
    let q = app.insert_players("Q", 3);
    let open = tournament(&app, "Open Abril", "active", "hybrid", "2026-04-06", &q);
    game(&app, open, "quarterfinal", 4, q[0], Some(q[1]), None, false);

    // Drafts and coming-soon tournaments are worth nothing yet.
    let draft = tournament(&app, "Draft", "draft", "hybrid", "2026-09-01", &q);
    game(&app, draft, "final", 4, q[0], Some(q[1]), Some(q[0]), false);

    let table = ranking(&app).await;
    let expected = [
        (p[0], 175),
        (p[2], 120),
        (p[1], 90),
        (p[3], 90),
        (p[4], 30),
        (p[7], 30),
        (q[0], 60),
        (q[1], 60),
        (q[2], 30),
    ];
    for (id, points) in expected {
        assert_eq!(total_of(&table, id), points, "player {id}");
    }

    let profile = app
        .get(&format!("/api/players/{}/profile?season=all", p[2]))
        .await;
    assert_eq!(profile.status, StatusCode::OK);
    let breakdown = &profile.json()["breakdown"];
    assert_eq!(
        breakdown["tournaments"],
        json!([{"tournamentId": hybrid, "tournamentName": "Grand Slam Marzo",
                 "stage": "final", "finish": "finalist", "points": 120}])
    );
    let q0 = app
        .get(&format!("/api/players/{}/profile?season=all", q[0]))
        .await
        .json();
    assert_eq!(q0["breakdown"]["tournaments"][0]["finish"], "qualified");
    let champion = app
        .get(&format!("/api/players/{}/profile?season=all", p[0]))
        .await
        .json();
    assert_eq!(
        champion["breakdown"]["tournaments"][0]["finish"],
        "champion"
    );
    assert_eq!(champion["player"]["matchesPlayed"], 3);
    assert_eq!(champion["player"]["matchesWon"], 3);
    assert_eq!(champion["winRate"], 100);
}

#[tokio::test]
async fn single_elimination_counts_the_highest_round_and_byes_are_not_matches() {
    let app = TestApp::new();
    let p = app.insert_players("S", 5);
    let draw = tournament(
        &app,
        "Copa",
        "completed",
        "single_elimination",
        "2025-06-02",
        &p,
    );
    // Five players in an eight-line draw: the three top seeds have byes.
    game(&app, draw, "quarterfinal", 1, p[0], None, Some(p[0]), false);
    game(
        &app,
        draw,
        "quarterfinal",
        1,
        p[3],
        Some(p[4]),
        Some(p[3]),
        false,
    );
    game(&app, draw, "quarterfinal", 1, p[2], None, Some(p[2]), false);
    game(&app, draw, "quarterfinal", 1, p[1], None, Some(p[1]), false);
    game(
        &app,
        draw,
        "semifinal",
        2,
        p[0],
        Some(p[3]),
        Some(p[0]),
        false,
    );
    game(
        &app,
        draw,
        "semifinal",
        2,
        p[2],
        Some(p[1]),
        Some(p[1]),
        false,
    );
    game(&app, draw, "final", 3, p[0], Some(p[1]), Some(p[1]), false);

    let r = app.insert_players("T", 2);
    let big = tournament(
        &app,
        "Abierto",
        "active",
        "single_elimination",
        "2025-08-04",
        &r,
    );
    game(
        &app,
        big,
        "round_of_32",
        1,
        r[0],
        Some(r[1]),
        Some(r[1]),
        false,
    );
    game(&app, big, "round_of_16", 2, r[1], None, None, false);

    let table = ranking(&app).await;
    for (id, points) in [
        (p[1], 175),
        (p[0], 120),
        (p[2], 90),
        (p[3], 90),
        (p[4], 60),
        (r[0], 30),
        (r[1], 40),
    ] {
        assert_eq!(total_of(&table, id), points, "player {id}");
    }
    let third = app
        .get(&format!("/api/players/{}?season=all", p[2]))
        .await
        .json();
    assert_eq!(
        (third["matchesPlayed"].clone(), third["matchesLost"].clone()),
        (json!(1), json!(1)),
        "the bye is not a played match"
    );
    let early = app
        .get(&format!("/api/players/{}/profile?season=all", r[1]))
        .await
        .json();
    assert_eq!(
        early["breakdown"]["tournaments"][0]["finish"],
        "round_of_16"
    );
}

#[tokio::test]
async fn every_second_walkover_in_a_year_costs_30() {
    let app = TestApp::new();
    let ids = app.insert_players("W", 2);
    let (giver, taker) = (ids[0], ids[1]);
    let y2025 = tournament(&app, "Slam 2025", "completed", "hybrid", "2025-10-06", &ids);
    let y2026 = tournament(&app, "Slam 2026", "active", "hybrid", "2026-01-12", &ids);
    game(
        &app,
        y2025,
        "group",
        1,
        giver,
        Some(taker),
        Some(taker),
        true,
    );
    game(
        &app,
        y2026,
        "group",
        1,
        giver,
        Some(taker),
        Some(taker),
        true,
    );
    // One walkover in each of two years: no penalty yet.
    assert_eq!(total_of(&ranking(&app).await, giver), 60);

    game(
        &app,
        y2026,
        "group",
        2,
        taker,
        Some(giver),
        Some(taker),
        true,
    );
    let table = ranking(&app).await;
    assert_eq!(total_of(&table, giver), 30);
    assert_eq!(
        total_of(&table, taker),
        60,
        "the winner of a walkover loses nothing"
    );
    let profile = app
        .get(&format!("/api/players/{giver}/profile?season=all"))
        .await
        .json();
    assert_eq!(profile["breakdown"]["walkoverPenalty"], 30);
    assert_eq!(profile["breakdown"]["total"], 30);
    assert_eq!(profile["player"]["matchesLost"], 3);
}

#[tokio::test]
async fn the_profile_explains_the_total_and_lists_recent_matches() {
    let app = TestApp::new();
    // Everything here happens in 2026, where the admin's new total lands too.
    app.club
        .clock()
        .set(Some("2026-06-01T18:00:00Z".parse().unwrap()));
    let admin = app.admin_cookie().await;
    let ids = app.insert_players("P", 3);
    let (me, rival, other) = (ids[0], ids[1], ids[2]);
    let slam = tournament(&app, "Slam", "active", "hybrid", "2026-01-05", &ids);
    game(&app, slam, "group", 2, me, Some(rival), Some(me), false);
    game(&app, slam, "group", 3, other, Some(me), Some(other), false);
    for day in 1..=10 {
        league(
            &app,
            me,
            rival,
            &format!("2026-03-{day:02}"),
            (2, 0),
            "[[6,1],[6,2]]",
        );
    }
    let edited = app
        .call(
            Method::PATCH,
            &format!("/api/players/{me}"),
            Some(json!({"totalPoints": 100, "adjustmentReason": "Imported from the old sheet"})),
            Some(&admin),
        )
        .await;
    assert_eq!(edited.status, StatusCode::OK, "{}", edited.text());

    let profile = app
        .get(&format!("/api/players/{me}/profile?season=all"))
        .await;
    assert_eq!(profile.status, StatusCode::OK);
    let profile = profile.json();
    assert_eq!(profile["rank"], 1);
    assert_eq!(profile["player"]["totalPoints"], 100);
    assert!(profile["player"].get("email").is_none(), "public profile");
    // 11 won out of 12.
    assert_eq!(profile["winRate"], 92);
    let breakdown = &profile["breakdown"];
    assert_eq!(breakdown["total"], 100);
    assert_eq!(breakdown["league"], 40);
    assert_eq!(breakdown["tournaments"][0]["points"], 30);
    assert_eq!(breakdown["tournaments"][0]["finish"], "participation");
    assert_eq!(breakdown["adjustments"][0]["amount"], 30);
    assert_eq!(
        breakdown["adjustments"][0]["reason"],
        "Imported from the old sheet"
    );
    assert!(breakdown["adjustments"][0]["createdAt"].is_string());
    assert_eq!(total_of(&ranking(&app).await, me), 100);

    let recent = profile["recentMatches"].as_array().unwrap();
    assert_eq!(recent.len(), 10);
    assert_eq!(
        recent[0],
        json!({"kind": "league", "date": "2026-03-10", "opponentId": rival,
               "opponentName": "P02", "result": "won", "score": "6-1, 6-2", "outcome": null,
               "tournamentId": null, "tournamentName": null, "stage": null})
    );
    let dates: Vec<&str> = recent.iter().map(|m| m["date"].as_str().unwrap()).collect();
    let mut sorted = dates.clone();
    sorted.sort_by(|a, b| b.cmp(a));
    assert_eq!(dates, sorted, "newest first");

    // Without the newer league matches the tournament ones show, dated by their week.
    let rival_profile = app
        .get(&format!("/api/players/{other}/profile?season=all"))
        .await
        .json();
    assert_eq!(
        rival_profile["recentMatches"],
        json!([{"kind": "tournament", "date": "2026-01-19", "opponentId": me,
                "opponentName": "P01", "result": "won", "score": "6-4, 6-2", "outcome": null,
                "tournamentId": slam, "tournamentName": "Slam", "stage": "group"}])
    );
    assert_eq!(
        rival_profile["rank"], 2,
        "30 points each: a shared second place"
    );
}

#[tokio::test]
async fn a_drawn_league_match_is_played_but_neither_won_nor_lost() {
    let app = TestApp::new();
    let ids = app.insert_players("D", 2);
    let (ana, bea) = (ids[0], ids[1]);
    let cup = tournament(
        &app,
        "Cup",
        "completed",
        "single_elimination",
        "2026-01-05",
        &ids,
    );
    game(&app, cup, "final", 1, ana, Some(bea), Some(ana), false);
    league(&app, ana, bea, "2026-03-01", (1, 1), "[[6,4],[4,6]]");
    league(&app, bea, ana, "2026-03-08", (0, 2), "[[3,6],[2,6]]");

    let profile = |id: i64| {
        let app = &app;
        async move {
            let response = app
                .get(&format!("/api/players/{id}/profile?season=all"))
                .await;
            assert_eq!(response.status, StatusCode::OK);
            response.json()
        }
    };
    // Each score reads from the profile's player: their games first.
    let results = |profile: &Value| -> Vec<(String, String)> {
        profile["recentMatches"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| {
                let text = |key: &str| m[key].as_str().unwrap().to_string();
                (text("result"), text("score"))
            })
            .collect()
    };
    let pairs = |list: &[(&str, &str)]| -> Vec<(String, String)> {
        list.iter()
            .map(|(r, s)| (r.to_string(), s.to_string()))
            .collect()
    };
    let winner = profile(ana).await;
    assert_eq!(
        (
            &winner["player"]["matchesPlayed"],
            &winner["player"]["matchesWon"],
            &winner["player"]["matchesLost"],
            &winner["winRate"],
        ),
        (&json!(3), &json!(2), &json!(0), &json!(67))
    );
    assert_eq!(
        results(&winner),
        pairs(&[
            ("won", "6-3, 6-2"),
            ("drawn", "6-4, 4-6"),
            ("won", "6-4, 6-2")
        ])
    );
    let loser = profile(bea).await;
    assert_eq!(
        (
            &loser["player"]["matchesPlayed"],
            &loser["player"]["matchesWon"],
            &loser["player"]["matchesLost"],
        ),
        (&json!(3), &json!(0), &json!(2))
    );
    assert_eq!(
        results(&loser),
        pairs(&[
            ("lost", "3-6, 2-6"),
            ("drawn", "4-6, 6-4"),
            ("lost", "4-6, 2-6")
        ])
    );
}

#[tokio::test]
async fn pending_players_have_no_public_profile_and_no_rank() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let id = app
        .db
        .write_blocking(|tx| {
            tx.execute(
                "INSERT INTO players (name, status) VALUES ('Waiting', 'pending')",
                [],
            )?;
            Ok(tx.last_insert_rowid())
        })
        .unwrap();
    app.get(&format!("/api/players/{id}/profile?season=all"))
        .await
        .assert_error(StatusCode::NOT_FOUND, "not_found");
    let for_admin = app
        .call(
            Method::GET,
            &format!("/api/players/{id}/profile?season=all"),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(for_admin.status, StatusCode::OK);
    let body = for_admin.json();
    assert_eq!(body["rank"], Value::Null);
    assert_eq!(body["winRate"], 0);
    assert_eq!(body["player"]["status"], "pending");
    assert!(ranking(&app).await.is_empty());
}
