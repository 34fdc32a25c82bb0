//! The past stays past (docs/rules.md#the-past-stays-past, #seasons, #player-pages): last
//! season keeps its results whenever its players were approved; the league password dates a
//! match in the current season near today and nobody scores a match before its date, while the
//! admin backfills; a tournament starts between 2000 and the end of next year; a played match
//! is dated on the day its result was recorded; and a body that names another match than its
//! address is refused by every call with one code.

use crate::common;

use std::collections::HashMap;

use axum::http::{Method, StatusCode};
use chrono::{DateTime, Utc};
use serde_json::{Value, json};

use common::TestApp;

/// Stops the app's clock at `instant` (UTC).
fn set_clock(app: &TestApp, instant: &str) {
    let instant: DateTime<Utc> = instant.parse().unwrap();
    app.club.clock().set(Some(instant));
}

async fn ok(app: &TestApp, method: Method, path: &str, body: Option<Value>, cookie: &str) -> Value {
    let response = app.call(method, path, body, Some(cookie)).await;
    assert!(
        response.status.is_success(),
        "{path}: {} {}",
        response.status,
        response.text()
    );
    response.json()
}

/// Sends a call that must be refused with 422 `code` on `field`; returns the body.
async fn refused(
    app: &TestApp,
    method: Method,
    path: &str,
    body: Value,
    cookie: &str,
    field: &str,
    code: &str,
) -> Value {
    let response = app
        .call(method, path, Some(body.clone()), Some(cookie))
        .await;
    let error = response.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(error["code"], code, "{path} {body}: {error}");
    assert_eq!(
        error["fields"][field]["code"], code,
        "{path} {body}: {error}"
    );
    error
}

/// Adds an approved player through the API, as the admin does today.
async fn add_player(app: &TestApp, admin: &str, name: &str) -> i64 {
    let created = ok(
        app,
        Method::POST,
        "/api/players",
        Some(json!({ "name": name })),
        admin,
    )
    .await;
    created["id"].as_i64().unwrap()
}

/// Creates an active tournament through the API.
async fn create_tournament(
    app: &TestApp,
    admin: &str,
    kind: &str,
    start: &str,
    ids: &[i64],
) -> i64 {
    let created = ok(
        app,
        Method::POST,
        "/api/tournaments",
        Some(json!({
            "name": format!("Open {start}"),
            "startDate": start,
            "playerCount": ids.len(),
            "status": "active",
            "tournamentType": kind,
            "selectedPlayerIds": ids,
        })),
        admin,
    )
    .await;
    created["id"].as_i64().unwrap()
}

async fn matches(app: &TestApp, tournament: i64) -> Vec<Value> {
    app.get(&format!("/api/tournaments/{tournament}/matches"))
        .await
        .json()
        .as_array()
        .unwrap()
        .clone()
}

/// Records player 1's 6-4, 6-2 win on a match.
async fn win(app: &TestApp, admin: &str, m: &Value) -> Value {
    ok(
        app,
        Method::POST,
        "/api/matches/result",
        Some(json!({ "matchId": m["id"], "winnerId": m["player1Id"], "score": "6-4, 6-2" })),
        admin,
    )
    .await
}

/// Plays a generated tournament to its champion, player 1 winning every match.
async fn play_to_the_end(app: &TestApp, admin: &str, tournament: i64) {
    app.generate_matches(tournament, admin).await;
    loop {
        let playable: Vec<Value> = matches(app, tournament)
            .await
            .into_iter()
            .filter(|m| m["playable"] == true && m["status"] == "pending")
            .collect();
        if playable.is_empty() {
            break;
        }
        for m in &playable {
            win(app, admin, m).await;
        }
    }
    let detail = app
        .get(&format!("/api/tournaments/{tournament}"))
        .await
        .json();
    assert_eq!(detail["status"], "completed", "{detail}");
}

/// Player id to total points in the ranking of `season`.
async fn ranking(app: &TestApp, season: &str) -> HashMap<i64, i64> {
    let response = app.get(&format!("/api/rankings?season={season}")).await;
    assert_eq!(response.status, StatusCode::OK, "{}", response.text());
    response
        .json()
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["id"].as_i64().unwrap(),
                r["totalPoints"].as_i64().unwrap(),
            )
        })
        .collect()
}

/// Approved players `{prefix}01`... who joined at `instant` (UTC), so that which seasons list
/// them does not depend on the day the tests run.
fn joined_at(app: &TestApp, prefix: &str, n: usize, instant: &str) -> Vec<i64> {
    let ids = app.insert_players(prefix, n);
    let at = instant.parse::<DateTime<Utc>>().unwrap().timestamp();
    let update = ids.clone();
    app.write_straight(move |tx| {
        for id in update {
            tx.execute(
                "UPDATE players SET approved_at = ?2, created_at = ?2 WHERE id = ?1",
                [id, at],
            )?;
        }
        Ok(())
    })
    .unwrap();
    ids
}

/// Four players who joined on 1 March 2026: on a ladder this short anyone may challenge
/// anyone.
fn four_players(app: &TestApp) -> Vec<i64> {
    joined_at(app, "L", 4, "2026-03-01T18:00:00Z")
}

async fn create_league_match(
    app: &TestApp,
    cookie: &str,
    players: (i64, i64),
    date: &str,
) -> Value {
    app.call(
        Method::POST,
        "/api/league/matches",
        Some(json!({ "player1Id": players.0, "player2Id": players.1, "date": date })),
        Some(cookie),
    )
    .await
    .json()
}

fn six_love() -> Value {
    json!({ "setsPlayed": 3, "setScores": [
        { "player1Score": 6, "player2Score": 0, "winner": 1 },
        { "player1Score": 6, "player2Score": 0, "winner": 1 },
        { "player1Score": 6, "player2Score": 0, "winner": 1 },
    ]})
}

#[tokio::test]
async fn last_seasons_tournament_keeps_todays_players_in_last_seasons_ranking() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let this_year = app.club.clock().year();
    let last_year = this_year - 1;
    // Four members added today play a tournament of last year, entered now; a fifth added
    // today has no result anywhere.
    let mut entrants = Vec::new();
    for name in ["Ana Mora", "Bea Solís", "Cris Vega", "Dani Ruiz"] {
        entrants.push(add_player(&app, &admin, name).await);
    }
    let newcomer = add_player(&app, &admin, "Eva Núñez").await;
    let tournament = create_tournament(
        &app,
        &admin,
        "single_elimination",
        &format!("{last_year}-03-07"),
        &entrants,
    )
    .await;
    play_to_the_end(&app, &admin, tournament).await;

    let last = ranking(&app, &last_year.to_string()).await;
    let this = ranking(&app, &this_year.to_string()).await;
    let all = ranking(&app, "all").await;
    // Last season lists everyone with points in it, whenever they were approved; the
    // approval date still keeps a member without a result there out of it.
    let mut listed: Vec<i64> = last.keys().copied().collect();
    listed.sort_unstable();
    assert_eq!(listed, entrants);
    assert!(entrants.iter().all(|id| last[id] > 0), "{last:?}");
    // This season lists every member at 0, and all time is the sum of the seasons.
    assert_eq!(this.len(), 5);
    assert!(this.values().all(|&points| points == 0), "{this:?}");
    for id in entrants.iter().chain([&newcomer]) {
        let parts = last.get(id).copied().unwrap_or(0) + this[id];
        assert_eq!(all[id], parts, "player {id}");
    }
    let sum = |ranking: &HashMap<i64, i64>| ranking.values().sum::<i64>();
    assert_eq!(sum(&all), sum(&last) + sum(&this));
    assert!(sum(&last) > 0);

    // Each entrant's profile of last season ranks them and adds up to the ranking's total.
    for id in &entrants {
        let profile = app
            .get(&format!("/api/players/{id}/profile?season={last_year}"))
            .await
            .json();
        assert!(profile["rank"].as_u64().is_some(), "{profile}");
        assert_eq!(profile["breakdown"]["total"], last[id], "{profile}");
        assert_eq!(profile["player"]["totalPoints"], last[id], "{profile}");
    }
    let profile = app
        .get(&format!(
            "/api/players/{newcomer}/profile?season={last_year}"
        ))
        .await
        .json();
    assert_eq!(profile["rank"], Value::Null, "{profile}");
    // The champion is ranked first there, and the archive keeps them all.
    let champion = matches(&app, tournament)
        .await
        .into_iter()
        .find(|m| m["stage"] == "final")
        .and_then(|m| m["winnerId"].as_i64())
        .expect("a champion");
    let profile = app
        .get(&format!(
            "/api/players/{champion}/profile?season={last_year}"
        ))
        .await
        .json();
    assert_eq!(profile["rank"], 1, "{profile}");
    let seasons = app.get("/api/seasons").await.json();
    let last_season = last_year.to_string();
    let archived = seasons["seasons"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["season"] == last_season.as_str())
        .cloned()
        .expect("last season is archived");
    let mut top: Vec<i64> = archived["top"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_i64().unwrap())
        .collect();
    top.sort_unstable();
    assert_eq!(top, entrants);
}

/// `(date, opponent)` of each entry of a player's history, newest first.
async fn history(app: &TestApp, player: i64) -> Vec<(String, i64)> {
    let page = app
        .get(&format!("/api/players/{player}/matches"))
        .await
        .json();
    page["matches"]
        .as_array()
        .unwrap_or_else(|| panic!("{page}"))
        .iter()
        .map(|m| {
            (
                m["date"].as_str().unwrap().to_string(),
                m["opponentId"].as_i64().unwrap(),
            )
        })
        .collect()
}

#[tokio::test]
async fn a_tournament_match_is_dated_the_club_day_its_result_was_recorded() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = joined_at(&app, "H", 4, "2026-03-01T18:00:00Z");
    // Semifinals in week 1 (2-8 November), the final in week 2 (9-15 November).
    set_clock(&app, "2026-11-01T18:00:00Z");
    let tournament =
        create_tournament(&app, &admin, "single_elimination", "2026-11-02", &ids).await;
    app.generate_matches(tournament, &admin).await;
    let semifinals: Vec<Value> = matches(&app, tournament)
        .await
        .into_iter()
        .filter(|m| m["stage"] == "semifinal")
        .collect();
    assert_eq!(semifinals.len(), 2);
    // 17:30 on 5 November in the club.
    set_clock(&app, "2026-11-05T23:30:00Z");
    win(&app, &admin, &semifinals[0]).await;
    // 21:00 on 6 November in the club is already 7 November in UTC.
    set_clock(&app, "2026-11-07T03:00:00Z");
    win(&app, &admin, &semifinals[1]).await;
    // The final, played late: 26 November.
    set_clock(&app, "2026-11-26T18:00:00Z");
    let last = matches(&app, tournament).await;
    let final_match = last.iter().find(|m| m["stage"] == "final").unwrap().clone();
    let played = win(&app, &admin, &final_match).await;
    let (champion, runner_up) = (
        played["player1Id"].as_i64().unwrap(),
        played["player2Id"].as_i64().unwrap(),
    );
    let semifinal_of = |player: i64| {
        semifinals
            .iter()
            .position(|m| m["player1Id"] == player || m["player2Id"] == player)
            .unwrap()
    };
    let semi_day = ["2026-11-05", "2026-11-06"];
    let opponent_in_semi = |player: i64| {
        let m = &semifinals[semifinal_of(player)];
        if m["player1Id"] == player {
            m["player2Id"].as_i64().unwrap()
        } else {
            m["player1Id"].as_i64().unwrap()
        }
    };
    assert_eq!(
        history(&app, champion).await,
        [
            ("2026-11-26".to_string(), runner_up),
            (
                semi_day[semifinal_of(champion)].to_string(),
                opponent_in_semi(champion)
            ),
        ]
    );
    // A correction a day later keeps the day the match was played.
    set_clock(&app, "2026-11-27T18:00:00Z");
    ok(
        &app,
        Method::PATCH,
        &format!("/api/matches/{}", final_match["id"]),
        Some(json!({ "winnerId": champion, "score": "6-4, 3-6, 6-1" })),
        &admin,
    )
    .await;
    let h2h = app
        .get(&format!("/api/players/{champion}/head-to-head/{runner_up}"))
        .await
        .json();
    let meetings: Vec<&str> = h2h["meetings"]
        .as_array()
        .unwrap_or_else(|| panic!("{h2h}"))
        .iter()
        .map(|m| m["date"].as_str().unwrap())
        .collect();
    assert_eq!(meetings, ["2026-11-26"]);
    let profile = app
        .get(&format!("/api/players/{runner_up}/profile"))
        .await
        .json();
    let recent: Vec<&str> = profile["recentMatches"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["date"].as_str().unwrap())
        .collect();
    assert_eq!(recent, ["2026-11-26", semi_day[semifinal_of(runner_up)]]);
}

#[tokio::test]
async fn the_league_password_dates_a_match_in_this_season_within_14_days_back_and_60_ahead() {
    let app = TestApp::new();
    // 27 November 2026, noon in the club.
    set_clock(&app, "2026-11-27T18:00:00Z");
    let ids = four_players(&app);
    let league = app.league_cookie().await;
    let before = ranking(&app, "2025").await;
    // The audit's reproduction: last season, 1999 and 2099 are refused.
    for (date, code) in [
        ("2025-06-01", "date_other_season"),
        ("1999-06-01", "date_other_season"),
        ("2099-06-01", "date_other_season"),
        ("2026-11-12", "date_too_far_back"),
        ("2026-01-02", "date_too_far_back"),
        ("2027-01-01", "date_other_season"),
    ] {
        let error = refused(
            &app,
            Method::POST,
            "/api/league/matches",
            json!({ "player1Id": ids[0], "player2Id": ids[1], "date": date }),
            &league,
            "date",
            code,
        )
        .await;
        assert_eq!(
            error["fields"]["date"]["params"],
            json!({ "earliest": "2026-11-13", "latest": "2026-12-31" }),
            "{date}"
        );
    }
    assert_eq!(app.count("league_matches"), 0);
    assert_eq!(ranking(&app, "2025").await, before);
    // The edges of the window are accepted.
    for date in ["2026-11-13", "2026-11-27", "2026-12-31"] {
        let created = create_league_match(&app, &league, (ids[0], ids[1]), date).await;
        assert_eq!(created["date"], date, "{created}");
        // A pair has one pending match at a time.
        app.mark_league_played(created["id"].as_i64().unwrap());
    }
    // In June, 60 days ahead ends within the season.
    set_clock(&app, "2026-06-15T18:00:00Z");
    let league = app.league_cookie().await;
    refused(
        &app,
        Method::POST,
        "/api/league/matches",
        json!({ "player1Id": ids[2], "player2Id": ids[3], "date": "2026-08-15" }),
        &league,
        "date",
        "date_too_far_ahead",
    )
    .await;
    let created = create_league_match(&app, &league, (ids[2], ids[3]), "2026-08-14").await;
    assert_eq!(created["date"], "2026-08-14", "{created}");
    // On New Year's Day, yesterday's match belongs to the season that ended.
    set_clock(&app, "2027-01-01T18:00:00Z");
    let league = app.league_cookie().await;
    refused(
        &app,
        Method::POST,
        "/api/league/matches",
        json!({ "player1Id": ids[0], "player2Id": ids[2], "date": "2026-12-31" }),
        &league,
        "date",
        "date_other_season",
    )
    .await;
}

#[tokio::test]
async fn no_one_scores_a_league_match_before_its_date() {
    let app = TestApp::new();
    set_clock(&app, "2026-11-27T18:00:00Z");
    let ids = four_players(&app);
    let admin = app.admin_cookie().await;
    let league = app.league_cookie().await;
    let created = create_league_match(&app, &league, (ids[0], ids[1]), "2026-12-05").await;
    let id = created["id"].as_i64().unwrap();
    let score = format!("/api/league/matches/{id}/score");
    let edit = format!("/api/league/matches/{id}");
    for cookie in [&league, &admin] {
        let error = refused(
            &app,
            Method::POST,
            &score,
            six_love(),
            cookie,
            "date",
            "score_before_date",
        )
        .await;
        assert_eq!(
            error["fields"]["date"]["params"],
            json!({ "date": "2026-12-05" })
        );
        refused(
            &app,
            Method::PATCH,
            &edit,
            six_love(),
            cookie,
            "date",
            "score_before_date",
        )
        .await;
    }
    let stored = app
        .get(&format!("/api/league/matches?player={}", ids[0]))
        .await
        .json();
    assert_eq!(stored[0]["status"], "pending", "{stored}");
    assert_eq!(ranking(&app, "2026").await[&ids[0]], 0);
    // The eve of its date is still too early; on the day it is played it is scored.
    set_clock(&app, "2026-12-05T05:59:59Z");
    let league = app.league_cookie().await;
    refused(
        &app,
        Method::POST,
        &score,
        six_love(),
        &league,
        "date",
        "score_before_date",
    )
    .await;
    set_clock(&app, "2026-12-05T06:00:00Z");
    let league = app.league_cookie().await;
    let scored = ok(&app, Method::POST, &score, Some(six_love()), &league).await;
    assert_eq!(scored["status"], "completed", "{scored}");
    assert_eq!(ranking(&app, "2026").await[&ids[0]], 6);
}

#[tokio::test]
async fn the_admin_backfills_last_season_within_the_clubs_calendar() {
    let app = TestApp::new();
    set_clock(&app, "2026-11-27T18:00:00Z");
    let ids = four_players(&app);
    let admin = app.admin_cookie().await;
    assert_eq!(ranking(&app, "2025").await.get(&ids[0]), None);
    let created = create_league_match(&app, &admin, (ids[0], ids[3]), "2025-06-01").await;
    assert_eq!(created["date"], "2025-06-01", "{created}");
    let id = created["id"].as_i64().unwrap();
    ok(
        &app,
        Method::POST,
        &format!("/api/league/matches/{id}/score"),
        Some(six_love()),
        &admin,
    )
    .await;
    // Points in 2025 list a player joined in 2026 in 2025's ranking.
    let last = ranking(&app, "2025").await;
    assert_eq!(last.get(&ids[0]), Some(&6), "{last:?}");
    assert_eq!(ranking(&app, "2026").await[&ids[0]], 0);
    // The club's calendar still bounds the admin: 2000 to the end of next year.
    for (date, code) in [
        ("1999-12-31", "date_too_early"),
        ("2028-01-01", "date_too_late"),
        ("2099-06-01", "date_too_late"),
    ] {
        let error = refused(
            &app,
            Method::POST,
            "/api/league/matches",
            json!({ "player1Id": ids[1], "player2Id": ids[2], "date": date }),
            &admin,
            "date",
            code,
        )
        .await;
        assert_eq!(
            error["fields"]["date"]["params"],
            json!({ "earliest": "2000-01-01", "latest": "2027-12-31" })
        );
    }
    for date in ["2000-01-01", "2027-12-31"] {
        let created = create_league_match(&app, &admin, (ids[1], ids[2]), date).await;
        assert_eq!(created["date"], date, "{created}");
    }
}

#[tokio::test]
async fn a_tournament_starts_between_2000_and_the_end_of_next_year() {
    let app = TestApp::new();
    set_clock(&app, "2026-11-27T18:00:00Z");
    let ids = joined_at(&app, "T", 2, "2026-03-01T18:00:00Z");
    let admin = app.admin_cookie().await;
    let body = |start: &str| {
        json!({
            "name": format!("Copa {start}"),
            "startDate": start,
            "playerCount": 2,
            "tournamentType": "single_elimination",
            "selectedPlayerIds": ids,
        })
    };
    for (start, code) in [
        ("1900-01-01", "start_date_too_early"),
        ("1999-12-31", "start_date_too_early"),
        ("2028-01-01", "start_date_too_late"),
        ("2099-06-01", "start_date_too_late"),
    ] {
        let error = refused(
            &app,
            Method::POST,
            "/api/tournaments",
            body(start),
            &admin,
            "startDate",
            code,
        )
        .await;
        assert_eq!(
            error["fields"]["startDate"]["params"],
            json!({ "earliest": "2000-01-01", "latest": "2027-12-31" })
        );
    }
    assert_eq!(app.count("tournaments"), 0);
    let mut created = Vec::new();
    for start in ["2000-01-01", "2027-12-31"] {
        let tournament = ok(
            &app,
            Method::POST,
            "/api/tournaments",
            Some(body(start)),
            &admin,
        )
        .await;
        assert_eq!(tournament["startDate"], start);
        created.push(tournament["id"].as_i64().unwrap());
    }
    // An edit is held to the same calendar.
    let path = format!("/api/tournaments/{}", created[0]);
    for (start, code) in [
        ("1900-01-01", "start_date_too_early"),
        ("2028-01-01", "start_date_too_late"),
    ] {
        refused(
            &app,
            Method::PATCH,
            &path,
            json!({ "startDate": start }),
            &admin,
            "startDate",
            code,
        )
        .await;
    }
    let edited = ok(
        &app,
        Method::PATCH,
        &path,
        Some(json!({ "startDate": "2025-06-07" })),
        &admin,
    )
    .await;
    assert_eq!(edited["startDate"], "2025-06-07");
    // Next year moves with the club's clock: on New Year's Day 2027, 2028 opens.
    set_clock(&app, "2027-01-01T06:00:00Z");
    let edited = ok(
        &app,
        Method::PATCH,
        &path,
        Some(json!({ "startDate": "2028-12-31" })),
        &admin,
    )
    .await;
    assert_eq!(edited["startDate"], "2028-12-31");
}

#[tokio::test]
async fn a_body_naming_another_match_is_refused_by_every_call_with_one_code() {
    let app = TestApp::new();
    set_clock(&app, "2026-11-27T18:00:00Z");
    let admin = app.admin_cookie().await;
    let league = app.league_cookie().await;
    let ids = joined_at(&app, "M", 4, "2026-03-01T18:00:00Z");

    // League: record and edit, with the league password and as the admin.
    let first = create_league_match(&app, &league, (ids[0], ids[1]), "2026-11-27").await;
    let second = create_league_match(&app, &league, (ids[2], ids[3]), "2026-11-27").await;
    let (first, second) = (
        first["id"].as_i64().unwrap(),
        second["id"].as_i64().unwrap(),
    );
    let naming = |id: i64| {
        let mut body = six_love();
        body["matchId"] = json!(id);
        body
    };
    for cookie in [&league, &admin] {
        for (method, path) in [
            (Method::POST, format!("/api/league/matches/{first}/score")),
            (Method::PATCH, format!("/api/league/matches/{first}")),
        ] {
            refused(
                &app,
                method,
                &path,
                naming(second),
                cookie,
                "matchId",
                "match_id_mismatch",
            )
            .await;
        }
    }
    let stored = app.get("/api/league/matches").await.json();
    assert!(
        stored
            .as_array()
            .unwrap()
            .iter()
            .all(|m| m["status"] == "pending"),
        "nothing was written: {stored}"
    );
    // Naming the address's own match, or no match, is fine.
    let scored = ok(
        &app,
        Method::POST,
        &format!("/api/league/matches/{first}/score"),
        Some(naming(first)),
        &league,
    )
    .await;
    assert_eq!(scored["id"], first);
    let edited = ok(
        &app,
        Method::PATCH,
        &format!("/api/league/matches/{first}"),
        Some(naming(first)),
        &league,
    )
    .await;
    assert_eq!(edited["id"], first);
    ok(
        &app,
        Method::PATCH,
        &format!("/api/league/matches/{second}"),
        Some(six_love()),
        &admin,
    )
    .await;

    // Tournament results: the edit refuses another match; the record call names its match
    // in the body, as its only address.
    let tournament =
        create_tournament(&app, &admin, "single_elimination", "2026-11-23", &ids).await;
    app.generate_matches(tournament, &admin).await;
    let semifinals: Vec<Value> = matches(&app, tournament)
        .await
        .into_iter()
        .filter(|m| m["stage"] == "semifinal")
        .collect();
    let (a, b) = (&semifinals[0], &semifinals[1]);
    let result = |m: &Value, named: &Value| json!({ "matchId": named["id"], "winnerId": m["player1Id"], "score": "6-4, 6-2" });
    refused(
        &app,
        Method::PATCH,
        &format!("/api/matches/{}", a["id"]),
        result(a, b),
        &admin,
        "matchId",
        "match_id_mismatch",
    )
    .await;
    assert!(
        matches(&app, tournament)
            .await
            .iter()
            .all(|m| m["status"] != "completed"),
        "nothing was written"
    );
    let recorded = win(&app, &admin, a).await;
    assert_eq!(recorded["id"], a["id"]);
    let edited = ok(
        &app,
        Method::PATCH,
        &format!("/api/matches/{}", a["id"]),
        Some(result(a, a)),
        &admin,
    )
    .await;
    assert_eq!(edited["id"], a["id"]);
    refused(
        &app,
        Method::POST,
        "/api/matches/result",
        json!({ "winnerId": b["player1Id"], "score": "6-4, 6-2" }),
        &admin,
        "matchId",
        "match_required",
    )
    .await;
}
