//! Seasons (docs/rules.md#seasons): the ranking of a calendar year in club time, what it
//! drives (seeding, the challenge range), past seasons and their archive, and the turn of the
//! year that changes every answer without a write.

use crate::common;
use crate::rankings::{game, league, tournament};

use axum::body::Body;
use axum::http::{Method, Request, StatusCode, header};
use chrono::{DateTime, Utc};
use proptest::prelude::*;
use rusqlite::params;
use serde_json::{Value, json};

use common::TestApp;

fn at(instant: &str) -> Option<DateTime<Utc>> {
    Some(instant.parse().unwrap())
}

/// Stops the app's clock at `instant` (UTC).
fn set_clock(app: &TestApp, instant: &str) {
    app.club.clock().set(at(instant));
}

async fn ranking(app: &TestApp, query: &str) -> (Vec<Value>, String) {
    let response = app.get(&format!("/api/rankings{query}")).await;
    assert_eq!(response.status, StatusCode::OK, "{}", response.text());
    let season = response.header("x-season").expect("X-Season");
    (response.json().as_array().unwrap().clone(), season)
}

fn points(ranking: &[Value]) -> Vec<(i64, i64)> {
    ranking
        .iter()
        .map(|r| {
            (
                r["id"].as_i64().unwrap(),
                r["totalPoints"].as_i64().unwrap(),
            )
        })
        .collect()
}

fn adjust(app: &TestApp, player: i64, season: i32, amount: i64) {
    app.write_straight(move |tx| {
        tx.execute(
            "INSERT INTO point_adjustments (player_id, season, amount) VALUES (?1, ?2, ?3)",
            params![player, season, amount],
        )?;
        tournament_hub::db::totals::rebuild(tx)?;
        Ok(())
    })
    .unwrap();
}

/// Makes players approved at `instant` (unix seconds).
fn approved_at(app: &TestApp, ids: &[i64], instant: i64) {
    let ids = ids.to_vec();
    app.write_straight(move |tx| {
        for id in ids {
            tx.execute(
                "UPDATE players SET approved_at = ?2, created_at = ?2 WHERE id = ?1",
                params![id, instant],
            )?;
        }
        Ok(())
    })
    .unwrap();
}

/// 1 January 2025, club time, as unix seconds: everyone here joined before the seasons.
const LONG_AGO: i64 = 1_735_711_200;

#[tokio::test]
async fn the_ranking_counts_the_current_season_unless_told_otherwise() {
    let app = TestApp::new();
    set_clock(&app, "2026-06-01T18:00:00Z");
    let ids = app.insert_players("S", 3);
    approved_at(&app, &ids, LONG_AGO);
    let (ana, bea, cris) = (ids[0], ids[1], ids[2]);
    // 2025: Ana wins a hybrid's group match (30 each for taking part; Ana then 60 for the
    // knockout); 2026: Bea wins league sets.
    let slam = tournament(
        &app,
        "Slam 2025",
        "completed",
        "hybrid",
        "2025-03-01",
        &[ana, cris],
    );
    game(
        &app,
        slam,
        "quarterfinal",
        2,
        ana,
        Some(cris),
        Some(ana),
        false,
    );
    league(&app, bea, cris, "2026-02-10", (2, 0), r#"[[6,1],[6,2]]"#);
    adjust(&app, cris, 2025, 5);

    let (now, season) = ranking(&app, "").await;
    assert_eq!(season, "2026");
    assert!(now.iter().all(|r| r["season"] == "2026"));
    assert_eq!(points(&now), [(bea, 4), (ana, 0), (cris, 0)]);

    let (last, season) = ranking(&app, "?season=2025").await;
    assert_eq!(season, "2025");
    assert!(last.iter().all(|r| r["season"] == "2025"));
    assert_eq!(points(&last), [(cris, 65), (ana, 60), (bea, 0)]);

    let (all, season) = ranking(&app, "?season=all").await;
    assert_eq!(season, "all");
    assert_eq!(points(&all), [(cris, 65), (ana, 60), (bea, 4)]);

    // Every other points field follows the same rule.
    let players = app.get("/api/players?season=2025").await;
    assert_eq!(players.header("x-season").as_deref(), Some("2025"));
    let cris_2025 = players
        .json()
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == cris)
        .cloned();
    assert_eq!(cris_2025.unwrap()["totalPoints"], 65);
    let player = app.get(&format!("/api/players/{bea}")).await;
    assert_eq!(player.header("x-season").as_deref(), Some("2026"));
    assert_eq!(player.json()["totalPoints"], 4);
    assert_eq!(player.json()["matchesWon"], 1);
    let player = app
        .get(&format!("/api/players/{bea}?season=2025"))
        .await
        .json();
    assert_eq!(
        (
            player["totalPoints"].as_i64(),
            player["matchesPlayed"].as_i64()
        ),
        (Some(0), Some(0))
    );

    let profile = app
        .get(&format!("/api/players/{ana}/profile?season=2025"))
        .await;
    assert_eq!(profile.header("x-season").as_deref(), Some("2025"));
    let profile = profile.json();
    assert_eq!(profile["season"], "2025");
    assert_eq!(profile["rank"], 2);
    assert_eq!(profile["winRate"], 100);
    assert_eq!(
        profile["breakdown"]["tournaments"][0]["tournamentName"],
        "Slam 2025"
    );
    let profile = app.get(&format!("/api/players/{ana}/profile")).await.json();
    assert_eq!(profile["rank"], 2);
    assert_eq!(profile["winRate"], 0);
    assert_eq!(profile["breakdown"]["tournaments"], json!([]));
    assert_eq!(profile["breakdown"]["total"], 0);
    let profile = app
        .get(&format!("/api/players/{cris}/profile?season=all"))
        .await
        .json();
    assert_eq!(profile["breakdown"]["adjustments"][0]["season"], 2025);

    let entrants = app.get(&format!("/api/tournaments/{slam}/players")).await;
    assert_eq!(entrants.header("x-season").as_deref(), Some("2026"));
    let of_2025 = app
        .get(&format!("/api/tournaments/{slam}/players?season=2025"))
        .await
        .json();
    let ana_2025 = of_2025
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["playerId"] == ana)
        .cloned();
    assert_eq!(ana_2025.unwrap()["points"], 60);
}

#[tokio::test]
async fn a_season_that_is_not_one_is_refused() {
    let app = TestApp::new();
    set_clock(&app, "2026-06-01T18:00:00Z");
    let id = app.insert_players("S", 1)[0];
    for path in [
        "/api/rankings?season=2027".to_string(),
        "/api/rankings?season=1999".to_string(),
        "/api/rankings?season=last".to_string(),
        "/api/players?season=26".to_string(),
        format!("/api/players/{id}?season=ALL"),
        format!("/api/players/{id}/profile?season=2026-01"),
    ] {
        let body = app
            .get(&path)
            .await
            .assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
        assert_eq!(body["code"], "season_invalid", "{path}");
        assert_eq!(body["fields"]["season"]["code"], "season_invalid", "{path}");
    }
}

#[tokio::test]
async fn new_year_changes_every_answer_without_a_write() {
    let app = TestApp::new();
    let ids = app.insert_players("S", 2);
    approved_at(&app, &ids, LONG_AGO);
    league(
        &app,
        ids[0],
        ids[1],
        "2026-12-30",
        (2, 1),
        r#"[[6,1],[4,6],[6,2]]"#,
    );
    // 23:59 on 31 December in the club is 05:59 UTC on 1 January.
    set_clock(&app, "2027-01-01T05:59:00Z");
    let before = app.get("/api/rankings").await;
    assert_eq!(before.header("x-season").as_deref(), Some("2026"));
    assert_eq!(
        points(before.json().as_array().unwrap()),
        [(ids[0], 4), (ids[1], 2)]
    );
    let etag = before.header("etag").expect("an ETag");
    // Asked again: served from the cache, the same answer.
    let again = app.get("/api/rankings").await;
    assert_eq!(again.bytes, before.bytes);

    set_clock(&app, "2027-01-01T06:00:00Z");
    let after = app.get("/api/rankings").await;
    assert_eq!(after.header("x-season").as_deref(), Some("2027"));
    assert_eq!(
        points(after.json().as_array().unwrap()),
        [(ids[0], 0), (ids[1], 0)]
    );
    assert_ne!(after.header("etag"), Some(etag.clone()));
    // A client holding last year's answer does not get a 304 for this year's.
    let request = Request::builder()
        .uri("/api/rankings")
        .header(header::IF_NONE_MATCH, &etag)
        .body(Body::empty())
        .unwrap();
    assert_eq!(app.send(request).await.status, StatusCode::OK);
    // The player's numbers turned too.
    let player = app.get(&format!("/api/players/{}", ids[0])).await.json();
    assert_eq!(player["totalPoints"], 0);
    // And last season is one query parameter away.
    let (last, _) = ranking(&app, "?season=2026").await;
    assert_eq!(points(&last), [(ids[0], 4), (ids[1], 2)]);
}

#[tokio::test]
async fn a_past_season_lists_the_players_approved_by_its_end() {
    let app = TestApp::new();
    set_clock(&app, "2026-06-01T18:00:00Z");
    let ids = app.insert_players("S", 3);
    approved_at(&app, &ids[..1], LONG_AGO);
    // 23:59 on 31 December 2025 in the club: still in 2025.
    approved_at(&app, &ids[1..2], 1_767_247_199);
    // Midnight: 2026.
    approved_at(&app, &ids[2..], 1_767_247_200);
    let (last, _) = ranking(&app, "?season=2025").await;
    assert_eq!(points(&last), [(ids[0], 0), (ids[1], 0)]);
    let (now, _) = ranking(&app, "").await;
    assert_eq!(now.len(), 3);
    let (all, _) = ranking(&app, "?season=all").await;
    assert_eq!(all.len(), 3);
}

#[tokio::test]
async fn the_admin_adjusts_a_seasons_total() {
    let app = TestApp::new();
    set_clock(&app, "2026-06-01T18:00:00Z");
    let admin = app.admin_cookie().await;
    let ids = app.insert_players("S", 2);
    approved_at(&app, &ids, LONG_AGO);
    league(
        &app,
        ids[0],
        ids[1],
        "2025-05-05",
        (2, 0),
        r#"[[6,1],[6,2]]"#,
    );
    let path = format!("/api/players/{}", ids[0]);
    let edit = |body: Value| app.call(Method::PATCH, &path, Some(body), Some(&admin));
    // 2025's total is 4 (two sets); the admin makes it 100.
    let answer = edit(json!({ "totalPoints": 100, "adjustmentSeason": 2025 })).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    assert_eq!(answer.json()["totalPoints"], 100);
    let stored: Vec<(i64, i64)> = app
        .db
        .read_blocking(|conn| {
            let mut stmt = conn.prepare("SELECT season, amount FROM point_adjustments")?;
            let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
            Ok(rows.collect::<rusqlite::Result<_>>()?)
        })
        .unwrap();
    assert_eq!(stored, [(2025, 96)]);
    let (last, _) = ranking(&app, "?season=2025").await;
    assert_eq!(points(&last)[0], (ids[0], 100));
    let (now, _) = ranking(&app, "").await;
    assert_eq!(points(&now), [(ids[0], 0), (ids[1], 0)]);

    // Without a season it is the current one.
    let answer = edit(json!({ "totalPoints": 10 })).await;
    assert_eq!(answer.json()["totalPoints"], 10);
    let (now, _) = ranking(&app, "").await;
    assert_eq!(points(&now)[0], (ids[0], 10));
    assert_eq!(
        points(&ranking(&app, "?season=all").await.0)[0],
        (ids[0], 110)
    );

    // A season that is not one is refused, and nothing is written.
    for bad in [json!(2027), json!(1999), json!("2025")] {
        let before = app.count("point_adjustments");
        let answer = edit(json!({ "totalPoints": 50, "adjustmentSeason": bad })).await;
        assert!(answer.status.is_client_error(), "{bad}: {}", answer.text());
        assert_eq!(app.count("point_adjustments"), before);
    }
    let answer = edit(json!({ "totalPoints": 50, "adjustmentSeason": 2027 })).await;
    let body = answer.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(body["fields"]["adjustmentSeason"]["code"], "season_invalid");
}

#[tokio::test]
async fn moving_a_tournament_across_new_year_moves_its_points() {
    let app = TestApp::new();
    set_clock(&app, "2026-06-01T18:00:00Z");
    let admin = app.admin_cookie().await;
    let ids = app.insert_players("S", 8);
    approved_at(&app, &ids, LONG_AGO);
    let body = json!({
        "name": "Copa de Fin de Año",
        "startDate": "2025-12-27",
        "playerCount": 8,
        "status": "active",
        "tournamentType": "hybrid",
        "selectedPlayerIds": ids,
    });
    let created = app
        .call(Method::POST, "/api/tournaments", Some(body), Some(&admin))
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let id = created.json()["id"].as_i64().unwrap();
    // Every entrant of a hybrid has 30 for taking part, in the season of its start date.
    let total = |ranking: &[Value]| points(ranking).iter().map(|p| p.1).sum::<i64>();
    assert_eq!(total(&ranking(&app, "?season=2025").await.0), 240);
    assert_eq!(total(&ranking(&app, "").await.0), 0);
    let moved = app
        .call(
            Method::PATCH,
            &format!("/api/tournaments/{id}"),
            Some(json!({ "startDate": "2026-01-03" })),
            Some(&admin),
        )
        .await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.text());
    assert_eq!(total(&ranking(&app, "?season=2025").await.0), 0);
    assert_eq!(total(&ranking(&app, "").await.0), 240);
    assert_eq!(total(&ranking(&app, "?season=all").await.0), 240);
}

#[tokio::test]
async fn on_new_years_day_last_seasons_ranking_seeds_the_draw_and_sets_the_ladder() {
    let app = TestApp::new();
    set_clock(&app, "2026-01-02T18:00:00Z");
    let admin = app.admin_cookie().await;
    let ids = app.insert_players("S", 8);
    approved_at(&app, &ids, LONG_AGO);
    // Last season's final ranking is the reverse of the names; nobody has a point this year.
    for (i, &id) in ids.iter().enumerate() {
        adjust(&app, id, 2025, 10 * (i as i64 + 1));
    }
    let body = json!({
        "name": "Primer Slam",
        "startDate": "2026-01-10",
        "playerCount": 8,
        "status": "active",
        "tournamentType": "hybrid",
        "selectedPlayerIds": ids,
    });
    let created = app
        .call(Method::POST, "/api/tournaments", Some(body), Some(&admin))
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let id = created.json()["id"].as_i64().unwrap();
    let seeds: Vec<(i64, i64)> = app
        .db
        .read_blocking(move |conn| {
            let mut stmt = conn.prepare(
                "SELECT seed, player_id FROM tournament_players WHERE tournament_id = ?1 ORDER BY seed",
            )?;
            let rows = stmt.query_map([id], |r| Ok((r.get(0)?, r.get(1)?)))?;
            Ok(rows.collect::<rusqlite::Result<_>>()?)
        })
        .unwrap();
    let by_seed: Vec<i64> = seeds.iter().map(|s| s.1).collect();
    let expected: Vec<i64> = ids.iter().rev().copied().collect();
    assert_eq!(by_seed, expected, "seeded by last season's final ranking");

    // The ladder of the challenge league: the same order, so the last-named player (first
    // last season) may challenge the next four below.
    let range = app
        .get(&format!("/api/league/range/{}", ids[7]))
        .await
        .json();
    assert_eq!(
        range["opponentIds"],
        json!([ids[6], ids[5], ids[4], ids[3]])
    );
    // The rankings page still orders equal totals by name.
    let (now, _) = ranking(&app, "").await;
    assert_eq!(points(&now).iter().map(|p| p.0).collect::<Vec<_>>(), ids);

    // A point this season outranks any of last season's places.
    league(&app, ids[0], ids[1], "2026-01-02", (1, 0), r#"[[6,4]]"#);
    let range = app
        .get(&format!("/api/league/range/{}", ids[0]))
        .await
        .json();
    assert_eq!(
        range["opponentIds"],
        json!([ids[7], ids[6], ids[5], ids[4]])
    );
}

#[tokio::test]
async fn the_archive_keeps_each_past_season() {
    let app = TestApp::new();
    set_clock(&app, "2026-06-01T18:00:00Z");
    let admin = app.admin_cookie().await;
    let ids = app.insert_players("S", 12);
    approved_at(&app, &ids, LONG_AGO);
    let empty = app.get("/api/seasons").await.json();
    assert_eq!(empty, json!({ "current": "2026", "seasons": [] }));

    let open = tournament(
        &app,
        "Abierto 2025",
        "completed",
        "hybrid",
        "2025-04-05",
        &ids[..8],
    );
    game(
        &app,
        open,
        "final",
        4,
        ids[0],
        Some(ids[1]),
        Some(ids[0]),
        false,
    );
    let finals = tournament(
        &app,
        "Finales 2025",
        "completed",
        "hybrid",
        "2025-11-30",
        &ids[..8],
    );
    game(
        &app,
        finals,
        "final",
        4,
        ids[2],
        Some(ids[3]),
        Some(ids[3]),
        false,
    );
    let (first, fourth) = (ids[0], ids[3]);
    app.write_straight(move |tx| {
        tx.execute(
            "UPDATE tournaments SET champion_id = ?2 WHERE id = ?1",
            [open, first],
        )?;
        tx.execute(
            "UPDATE tournaments SET champion_id = ?2, finals = 1 WHERE id = ?1",
            [finals, fourth],
        )?;
        Ok(())
    })
    .unwrap();
    league(
        &app,
        ids[9],
        ids[10],
        "2025-08-01",
        (2, 1),
        r#"[[6,1],[4,6],[6,2]]"#,
    );
    league(
        &app,
        ids[11],
        ids[10],
        "2025-08-02",
        (2, 0),
        r#"[[6,1],[6,2]]"#,
    );
    // This season's results are not archived.
    league(
        &app,
        ids[5],
        ids[6],
        "2026-02-01",
        (3, 0),
        r#"[[6,1],[6,2],[6,0]]"#,
    );

    let archive = app.get("/api/seasons").await;
    assert_eq!(archive.status, StatusCode::OK);
    let archive = archive.json();
    assert_eq!(archive["current"], "2026");
    let seasons = archive["seasons"].as_array().unwrap();
    assert_eq!(seasons.len(), 1);
    let last = &seasons[0];
    assert_eq!(last["season"], "2025");
    let top = last["top"].as_array().unwrap();
    assert_eq!(top.len(), 10);
    let (full, _) = ranking(&app, "?season=2025").await;
    assert_eq!(top[..], full[..10]);
    let champions: Vec<(&str, bool, i64)> = last["champions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["tournamentName"].as_str().unwrap(),
                c["finals"].as_bool().unwrap(),
                c["championId"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        champions,
        [
            ("Abierto 2025", false, ids[0]),
            ("Finales 2025", true, ids[3])
        ]
    );
    assert_eq!(last["finalsChampion"]["championId"], ids[3]);
    assert_eq!(last["finalsChampion"]["championName"], "S04");
    // Two players won 2 sets; the name decides.
    assert_eq!(
        last["leagueMostSets"],
        json!({ "playerId": ids[9], "name": "S10", "setsWon": 2 })
    );

    // The finals flag travels on the tournament too, and the create form takes it.
    let shown = app.get(&format!("/api/tournaments/{finals}")).await.json();
    assert_eq!(shown["finals"], true);
    let body = json!({
        "name": "Finales 2026",
        "startDate": "2026-11-30",
        "playerCount": 8,
        "tournamentType": "hybrid",
        "selectedPlayerIds": &ids[..8],
        "finals": true,
    });
    let created = app
        .call(Method::POST, "/api/tournaments", Some(body), Some(&admin))
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    assert_eq!(created.json()["finals"], true);
}

/// One random result of a small club across three seasons.
#[derive(Debug, Clone)]
enum Event {
    League {
        a: usize,
        b: usize,
        day: u32,
        sets: (i64, i64),
    },
    Walkover {
        giver: usize,
        taker: usize,
        day: u32,
    },
    Adjustment {
        player: usize,
        season: i32,
        amount: i64,
    },
}

fn event() -> impl Strategy<Value = Event> {
    prop_oneof![
        (0..4usize, 1..4usize, 0..1000u32, (0..3i64, 0..3i64)).prop_map(|(a, d, day, sets)| {
            Event::League {
                a,
                b: (a + d) % 4,
                day,
                sets,
            }
        }),
        (0..4usize, 1..4usize, 0..1000u32).prop_map(|(giver, d, day)| Event::Walkover {
            giver,
            taker: (giver + d) % 4,
            day,
        }),
        (0..4usize, 2024..2027i32, -50..50i64)
            .prop_filter("an adjustment is not zero", |(_, _, a)| *a != 0)
            .prop_map(|(player, season, amount)| Event::Adjustment {
                player,
                season,
                amount
            }),
    ]
}

/// `2024-01-01` plus `day` days: the three seasons 2024 to 2026.
fn date(day: u32) -> String {
    (chrono::NaiveDate::from_ymd_opt(2024, 1, 1).unwrap() + chrono::Duration::days(day.into()))
        .format("%Y-%m-%d")
        .to_string()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    /// Each season's totals are its results' points by the rules, recomputed here from the
    /// events themselves; and all time is their sum.
    #[test]
    fn each_seasons_totals_add_up_from_its_results(events in prop::collection::vec(event(), 1..25)) {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        runtime.block_on(async {
            let app = TestApp::new();
            set_clock(&app, "2026-12-31T18:00:00Z");
            let ids = app.insert_players("S", 4);
            approved_at(&app, &ids, 1_704_088_800); // 1 January 2024, club time.
            // Expected per (season, player): league sets, walkovers given, adjustments.
            let mut expected = std::collections::BTreeMap::<(i32, usize), (i64, i64, i64)>::new();
            for e in &events {
                match *e {
                    Event::League { a, b, day, sets } => {
                        let winner = match sets.0.cmp(&sets.1) {
                            std::cmp::Ordering::Greater => "[[6,1]]",
                            _ => "[[1,6]]",
                        };
                        league(&app, ids[a], ids[b], &date(day), sets, winner);
                        let year: i32 = date(day)[..4].parse().unwrap();
                        expected.entry((year, a)).or_default().0 += sets.0;
                        expected.entry((year, b)).or_default().0 += sets.1;
                    }
                    Event::Walkover { giver, taker, day } => {
                        let t = tournament(&app, &format!("T{day}"), "active", "hybrid", &date(day), &[]);
                        game(&app, t, "group", 1, ids[giver], Some(ids[taker]), Some(ids[taker]), true);
                        let year: i32 = date(day)[..4].parse().unwrap();
                        expected.entry((year, giver)).or_default().1 += 1;
                    }
                    Event::Adjustment { player, season, amount } => {
                        adjust(&app, ids[player], season, amount);
                        expected.entry((season, player)).or_default().2 += amount;
                    }
                }
            }
            let mut all = [0i64; 4];
            for year in 2024..=2026 {
                let (table, _) = ranking(&app, &format!("?season={year}")).await;
                for (i, &id) in ids.iter().enumerate() {
                    let (sets, walkovers, adjustments) =
                        expected.get(&(year, i)).copied().unwrap_or_default();
                    let want = 2 * sets - walkovers / 2 * 30 + adjustments;
                    let got = table.iter().find(|r| r["id"] == id).unwrap()["totalPoints"]
                        .as_i64()
                        .unwrap();
                    assert_eq!(got, want, "player {i} in {year}");
                    all[i] += want;
                }
            }
            let (table, _) = ranking(&app, "?season=all").await;
            for (i, &id) in ids.iter().enumerate() {
                let got = table.iter().find(|r| r["id"] == id).unwrap()["totalPoints"].as_i64();
                assert_eq!(got, Some(all[i]), "player {i} all time");
            }
        });
    }
}
