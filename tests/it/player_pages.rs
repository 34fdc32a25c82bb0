//! A player's page: the whole history, paged, newest first, by kind and season, with its
//! record; the head-to-head of two players (docs/rules.md#player-pages).

use axum::http::StatusCode;
use serde_json::{Value, json};

use crate::common::TestApp;
use crate::rankings::{game, league, tournament};

/// A club where `me` met `rival` in a 2025 tournament and in the 2026 league, and played
/// `other` in the 2026 league too.
fn club(app: &TestApp) -> (i64, i64, i64) {
    app.club
        .clock()
        .set(Some("2026-06-01T18:00:00Z".parse().unwrap()));
    let ids = app.insert_players("P", 3);
    let (me, rival, other) = (ids[0], ids[1], ids[2]);
    let old = tournament(app, "Copa 2025", "completed", "hybrid", "2025-03-03", &ids);
    game(app, old, "group", 1, me, Some(rival), Some(me), false); // 6-4, 6-2
    game(app, old, "group", 2, rival, Some(other), Some(rival), false);
    league(app, me, rival, "2026-02-10", (1, 2), "[[6,4],[3,6],[8,10]]");
    league(app, rival, me, "2026-04-05", (2, 0), "[[6,3],[7,6]]");
    league(app, me, other, "2026-05-01", (1, 1), "[[6,4],[4,6]]");
    (me, rival, other)
}

async fn history(app: &TestApp, path: &str) -> (Value, i64) {
    let answer = app.get(path).await;
    assert_eq!(answer.status, StatusCode::OK, "{path}: {}", answer.text());
    let total = answer
        .header("x-total-count")
        .and_then(|v| v.parse().ok())
        .expect("X-Total-Count");
    (answer.json(), total)
}

#[tokio::test]
async fn the_history_lists_every_match_newest_first_and_pages_and_filters() {
    let app = TestApp::new();
    let (me, rival, other) = club(&app);

    let (all, total) = history(&app, &format!("/api/players/{me}/matches")).await;
    assert_eq!(total, 4);
    let dates: Vec<&str> = all["matches"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["date"].as_str().unwrap())
        .collect();
    assert_eq!(
        dates,
        ["2026-05-01", "2026-04-05", "2026-02-10", "2025-03-03"]
    );
    assert_eq!(
        all["matches"][1],
        json!({"kind": "league", "date": "2026-04-05", "opponentId": rival,
               "opponentName": "P02", "result": "lost", "score": "3-6, 6-7", "outcome": null,
               "tournamentId": null, "tournamentName": null, "stage": null})
    );
    assert_eq!(all["matches"][3]["tournamentName"], "Copa 2025");
    // From my side: 6-4 6-2 won; 6-4 3-6 8-10 lost (a match tiebreak is a set and a game);
    // 3-6 6-7 lost; 6-4 4-6 drawn.
    assert_eq!(
        all["record"],
        json!({"won": 1, "lost": 2, "drawn": 1, "setsWon": 4, "setsLost": 5,
               "gamesWon": 12 + 9 + 9 + 10, "gamesLost": 6 + 11 + 13 + 10})
    );

    let (page, total) = history(&app, &format!("/api/players/{me}/matches?limit=2&offset=1")).await;
    assert_eq!(total, 4);
    let page = page["matches"].as_array().unwrap();
    assert_eq!(page.len(), 2);
    assert_eq!(page[0]["date"], "2026-04-05");

    let (tournaments, total) =
        history(&app, &format!("/api/players/{me}/matches?kind=tournament")).await;
    assert_eq!(total, 1);
    assert_eq!(tournaments["matches"][0]["kind"], "tournament");
    assert_eq!(tournaments["record"]["won"], 1);
    assert_eq!(tournaments["record"]["lost"], 0);

    let (season, total) = history(
        &app,
        &format!("/api/players/{me}/matches?season=2026&kind=league"),
    )
    .await;
    assert_eq!(total, 3);
    assert_eq!(season["matches"][0]["opponentId"], other);
    let (_, total) = history(&app, &format!("/api/players/{me}/matches?season=2025")).await;
    assert_eq!(total, 1);

    for (query, code) in [
        ("kind=doubles", "match_kind_unknown"),
        ("season=1999", "season_invalid"),
    ] {
        let answer = app.get(&format!("/api/players/{me}/matches?{query}")).await;
        assert_eq!(
            answer.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid")["code"],
            code
        );
    }
    let missing = app.get("/api/players/999/matches").await;
    assert_eq!(
        missing.assert_error(StatusCode::NOT_FOUND, "not_found")["code"],
        "player_not_found"
    );
}

#[tokio::test]
async fn a_head_to_head_counts_both_sides_and_lists_every_meeting() {
    let app = TestApp::new();
    let (me, rival, other) = club(&app);

    let answer = app
        .get(&format!("/api/players/{me}/head-to-head/{rival}"))
        .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    let h2h = answer.json();
    assert_eq!(h2h["a"]["player"]["id"], me);
    assert_eq!(h2h["b"]["player"]["id"], rival);
    assert!(h2h["a"]["player"].get("email").is_none(), "public");
    let meetings = h2h["meetings"].as_array().unwrap();
    assert_eq!(meetings.len(), 3, "two league matches and a tournament one");
    assert!(meetings.iter().all(|m| m["opponentId"] == rival));
    assert_eq!(
        meetings[0]["score"], "3-6, 6-7",
        "from the first player's side"
    );
    assert_eq!(h2h["a"]["record"]["won"], 1);
    assert_eq!(h2h["a"]["record"]["lost"], 2);
    assert_eq!(h2h["b"]["record"]["won"], 2);
    assert_eq!(
        h2h["a"]["record"]["setsWon"],
        h2h["b"]["record"]["setsLost"]
    );
    assert_eq!(
        h2h["a"]["record"]["gamesWon"],
        h2h["b"]["record"]["gamesLost"]
    );
    assert!(h2h["a"]["rank"].is_u64());
    assert!(h2h["b"]["player"]["totalPoints"].is_i64());

    // The other way round is the same, turned.
    let turned = app
        .get(&format!("/api/players/{rival}/head-to-head/{me}"))
        .await
        .json();
    assert_eq!(turned["a"]["record"], h2h["b"]["record"]);
    assert_eq!(turned["meetings"][0]["score"], "6-3, 7-6");

    // Another pair met once, in the 2025 groups.
    let once = app
        .get(&format!("/api/players/{rival}/head-to-head/{other}"))
        .await
        .json();
    assert_eq!(
        once["meetings"].as_array().unwrap().len(),
        1,
        "the 2025 group match"
    );
    assert_eq!(once["a"]["record"]["won"], 1);

    let same = app
        .get(&format!("/api/players/{me}/head-to-head/{me}"))
        .await;
    assert_eq!(
        same.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid")["code"],
        "same_player"
    );
    let missing = app
        .get(&format!("/api/players/{me}/head-to-head/999"))
        .await;
    assert_eq!(
        missing.assert_error(StatusCode::NOT_FOUND, "not_found")["code"],
        "player_not_found"
    );
}

async fn chart(app: &TestApp, player: i64, season: &str) -> Vec<(String, i64, Option<u64>)> {
    let answer = app
        .get(&format!(
            "/api/players/{player}/ranking-history?season={season}"
        ))
        .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    let body = answer.json();
    assert_eq!(body["season"], season);
    body["points"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["date"].as_str().unwrap().to_string(),
                p["points"].as_i64().unwrap(),
                p["rank"].as_u64(),
            )
        })
        .collect()
}

#[tokio::test]
async fn the_ranking_chart_is_replayed_from_results_and_ends_at_the_ranking() {
    let app = TestApp::new();
    let (me, rival, other) = club(&app);

    // League sets are 2 points each: 1 set on 10 February (the rival took 2), none in
    // April (no point: nothing moved), 1 on 1 May.
    assert_eq!(
        chart(&app, me, "2026").await,
        [
            ("2026-02-10".to_string(), 2, Some(2)),
            ("2026-05-01".to_string(), 4, Some(2)),
        ]
    );
    // 2025: the three entrants of the hybrid take part from its start date; approved in
    // 2026, they are ranked in 2025 for their points there (30 each: a shared first place),
    // as in the 2025 ranking.
    assert_eq!(
        chart(&app, me, "2025").await,
        [("2025-03-03".to_string(), 30, Some(1))]
    );
    let profile = app
        .get(&format!("/api/players/{me}/profile?season=2025"))
        .await
        .json();
    assert_eq!(profile["player"]["totalPoints"], 30);
    assert_eq!(profile["rank"], 1);

    // Whatever the player and the season, the last point is today's ranking.
    for season in ["2026", "all"] {
        let ranking = app
            .get(&format!("/api/rankings?season={season}"))
            .await
            .json();
        for player in [me, rival, other] {
            let line = ranking
                .as_array()
                .unwrap()
                .iter()
                .find(|line| line["id"] == player)
                .unwrap_or_else(|| panic!("{player} is ranked"));
            let last = chart(&app, player, season).await.pop().expect("a point");
            assert_eq!(
                (last.1, last.2),
                (line["totalPoints"].as_i64().unwrap(), line["rank"].as_u64()),
                "player {player}, season {season}"
            );
        }
    }

    let bad = app
        .get(&format!("/api/players/{me}/ranking-history?season=1999"))
        .await;
    assert_eq!(
        bad.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid")["code"],
        "season_invalid"
    );
}

/// On the demo club (champions, knockouts, byes, walkovers, league, two seasons), every
/// ranked player's chart ends at their line of the ranking, and never moves backwards in time.
#[tokio::test]
async fn on_the_demo_club_every_chart_ends_at_the_ranking() {
    let app = TestApp::new();
    let today = tournament_hub::domain::calendar::club_today(chrono::Utc::now());
    tournament_hub::demo::build(
        &app.db,
        &tournament_hub::demo::DemoProfile::default(),
        today,
        &mut |_| {},
    )
    .expect("the demo builds");
    let last_year = (today - chrono::Duration::days(365))
        .format("%Y")
        .to_string();
    for season in [today.format("%Y").to_string(), last_year, "all".to_string()] {
        let ranking = app
            .get(&format!("/api/rankings?season={season}"))
            .await
            .json();
        let lines = ranking.as_array().unwrap();
        assert!(lines.len() >= 10, "season {season} ranks the club");
        for line in lines {
            let player = line["id"].as_i64().unwrap();
            let points = chart(&app, player, &season).await;
            let dates: Vec<&String> = points.iter().map(|p| &p.0).collect();
            assert!(dates.windows(2).all(|w| w[0] < w[1]), "{dates:?}");
            let last = points.last().cloned().unwrap_or_default();
            assert_eq!(
                (last.1, last.2),
                (line["totalPoints"].as_i64().unwrap(), line["rank"].as_u64()),
                "player {player}, season {season}"
            );
        }
    }
}
