//! An answer to a result (docs/rules.md#results-by-the-players): a confirmation, a dispute,
//! the admin's settling confirmation or the clock's, of a tournament result or a league
//! score, moves no score. Every one is announced as `ResultAnswered`, naming its tournament
//! (none for the league), and leaves the kept totals and the cached ranking alone.

use axum::http::{Method, StatusCode};
use chrono::{DateTime, Duration, Utc};
use serde_json::{Value, json};
use tokio::sync::broadcast::Receiver;
use tournament_hub::club::{Change, ChangeKind};

use crate::common::{TestApp, TestResponse};
use crate::members::{member, request};
use crate::results::post_result;

/// `POST path` with `body` as `cookie`.
async fn post(app: &TestApp, path: &str, body: Option<Value>, cookie: &str) -> TestResponse {
    let sent = app
        .send(request(Method::POST, path, body, &[cookie], &[]))
        .await;
    assert_eq!(sent.status, StatusCode::OK, "{path}: {}", sent.text());
    sent
}

/// Makes the kept total of `player` wrong on purpose: a write that refreshes their totals
/// puts it right again, one that does not leaves it so.
fn spoil_total(app: &TestApp, player: i64) {
    app.db
        .write_blocking(move |tx| {
            tx.execute(
                "UPDATE player_totals SET total = 999 WHERE player_id = ?1",
                [player],
            )?;
            Ok(())
        })
        .unwrap();
    assert_eq!(kept_total(app, player), 999);
}

fn kept_total(app: &TestApp, player: i64) -> i64 {
    app.db
        .read_blocking(move |conn| {
            Ok(conn.query_row(
                "SELECT MAX(total) FROM player_totals WHERE player_id = ?1",
                [player],
                |r| r.get::<_, i64>(0),
            )?)
        })
        .unwrap()
}

/// The one change heard since the last call.
fn heard_one(heard: &mut Receiver<Change>) -> Change {
    let change = heard.try_recv().expect("a change");
    assert!(heard.try_recv().is_err(), "one change only");
    change
}

/// Reads `paths` twice, so each is kept in the cache.
async fn kept(app: &TestApp, paths: &[&str]) {
    for path in paths {
        app.get(path).await;
        assert_eq!(
            app.get(path).await.header("x-cache").as_deref(),
            Some("hit"),
            "{path}"
        );
    }
}

fn cache_of(response: &TestResponse) -> String {
    response.header("x-cache").unwrap_or_default()
}

#[tokio::test]
async fn every_answer_to_a_tournament_result_moves_its_matches_and_no_point() {
    let app = TestApp::new();
    app.club.clock().set(Some(
        "2026-11-03T18:00:00Z".parse::<DateTime<Utc>>().unwrap(),
    ));
    let admin = app.admin_cookie().await;
    let ids = app.insert_players("Answer ", 8);
    let body = json!({ "name": "Answer Cup", "startDate": "2026-11-02", "playerCount": 8,
            "tournamentType": "hybrid", "status": "active", "selectedPlayerIds": ids });
    let created = app
        .call(Method::POST, "/api/tournaments", Some(body), Some(&admin))
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let tournament = created.json()["id"].as_i64().unwrap();
    let schedule = app.generate_matches(tournament, &admin).await;
    let playable: Vec<&Value> = schedule
        .iter()
        .filter(|m| m["status"] == "pending" && m["playable"] == true)
        .collect();
    let matches = format!("/api/tournaments/{tournament}/matches");
    let mut heard = app.club.subscribe();

    // Two results reported by their player 1: one disputed then settled, one left to the clock.
    let mut reported = Vec::new();
    for m in &playable[..2] {
        let (id, p1, p2) = (
            m["id"].as_i64().unwrap(),
            m["player1Id"].as_i64().unwrap(),
            m["player2Id"].as_i64().unwrap(),
        );
        let reporter = member(&app, &admin, p1).await;
        let opponent = member(&app, &admin, p2).await;
        let body = json!({ "matchId": id, "winnerId": p1, "score": "6-4, 6-2" });
        let recorded = post_result(&app, body, &[&reporter]).await;
        assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());
        assert_eq!(heard_one(&mut heard).kind, ChangeKind::MatchResult);
        reported.push((id, p1, opponent));
    }
    let start = app.club.clock().now();

    let (disputed, winner, opponent) = &reported[0];
    let answers = [
        (
            format!("/api/matches/{disputed}/dispute"),
            Some(json!({ "reason": "It was 6-4, 3-6, 10-8" })),
            opponent.clone(),
        ),
        (
            format!("/api/matches/{disputed}/confirm"),
            None,
            admin.clone(),
        ),
    ];
    for (path, body, cookie) in answers {
        spoil_total(&app, *winner);
        kept(&app, &["/api/rankings", "/api/tournaments", &matches]).await;
        post(&app, &path, body, &cookie).await;
        let change = heard_one(&mut heard);
        assert_eq!(change.kind, ChangeKind::ResultAnswered, "{path}");
        assert_eq!(change.tournament_id.map(|t| t.0), Some(tournament));
        assert_eq!(change.match_id.map(|m| m.0), Some(*disputed));
        assert_eq!(kept_total(&app, *winner), 999, "{path}: no total refreshed");
        assert_eq!(cache_of(&app.get("/api/rankings").await), "hit", "{path}");
        assert_eq!(
            cache_of(&app.get("/api/tournaments").await),
            "hit",
            "{path}"
        );
        assert_eq!(cache_of(&app.get(&matches).await), "miss", "{path}");
    }

    let (due, winner, _) = &reported[1];
    spoil_total(&app, *winner);
    kept(&app, &["/api/rankings", &matches]).await;
    app.club.clock().set(Some(start + Duration::hours(49)));
    let confirmed = app.club.confirm_due_results().await.unwrap();
    assert_eq!(confirmed.iter().map(|m| m.0).collect::<Vec<_>>(), [*due]);
    let change = heard_one(&mut heard);
    assert_eq!(change.kind, ChangeKind::ResultAnswered);
    assert_eq!(change.tournament_id.map(|t| t.0), Some(tournament));
    assert_eq!(change.match_id.map(|m| m.0), Some(*due));
    assert_eq!(
        kept_total(&app, *winner),
        999,
        "the clock refreshes no total"
    );
    let shown = app.get(&matches).await;
    let state = shown
        .json()
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["id"] == *due)
        .map(|m| m["confirmation"]["state"].clone());
    assert_eq!(state, Some(json!("confirmed")));
}

#[tokio::test]
async fn every_answer_to_a_league_score_moves_the_league_and_no_point() {
    let app = TestApp::new();
    app.club.clock().set(Some(
        "2026-11-20T18:00:00Z".parse::<DateTime<Utc>>().unwrap(),
    ));
    let admin = app.admin_cookie().await;
    let ids = app.insert_players("L", 6);
    let today = app.club.clock().today().to_string();
    let sets = json!({ "setsPlayed": 2, "setScores": [
        { "player1Score": 6, "player2Score": 3 }, { "player1Score": 6, "player2Score": 4 }] });
    let mut heard = app.club.subscribe();

    // Three scores recorded by their player 1: one confirmed, one disputed then settled by the
    // admin, one left to the clock.
    let mut scored = Vec::new();
    for pair in ids.chunks(2) {
        let (p1, p2) = (pair[0], pair[1]);
        let body = json!({ "player1Id": p1, "player2Id": p2, "date": today });
        let made = app
            .call(
                Method::POST,
                "/api/league/matches",
                Some(body),
                Some(&admin),
            )
            .await;
        assert_eq!(made.status, StatusCode::CREATED, "{}", made.text());
        let id = made.json()["id"].as_i64().unwrap();
        let reporter = member(&app, &admin, p1).await;
        let opponent = member(&app, &admin, p2).await;
        let path = format!("/api/league/matches/{id}/score");
        post(&app, &path, Some(sets.clone()), &reporter).await;
        scored.push((id, p1, opponent));
    }
    while heard.try_recv().is_ok() {}
    let start = app.club.clock().now();

    let (first, second) = (&scored[0], &scored[1]);
    let answers = [
        (
            first,
            format!("/api/league/matches/{}/confirm", first.0),
            None,
            first.2.clone(),
        ),
        (
            second,
            format!("/api/league/matches/{}/dispute", second.0),
            Some(json!({ "reason": "The second set was 4-6" })),
            second.2.clone(),
        ),
        (
            second,
            format!("/api/league/matches/{}/confirm", second.0),
            None,
            admin.clone(),
        ),
    ];
    for ((id, winner, _), path, body, cookie) in answers {
        spoil_total(&app, *winner);
        kept(&app, &["/api/rankings", "/api/league/matches"]).await;
        post(&app, &path, body, &cookie).await;
        let change = heard_one(&mut heard);
        assert_eq!(change.kind, ChangeKind::ResultAnswered, "{path}");
        assert_eq!(change.tournament_id, None);
        assert_eq!(change.league_match_id.map(|m| m.0), Some(*id));
        assert_eq!(kept_total(&app, *winner), 999, "{path}: no total refreshed");
        assert_eq!(cache_of(&app.get("/api/rankings").await), "hit", "{path}");
        assert_eq!(
            cache_of(&app.get("/api/league/matches").await),
            "miss",
            "{path}"
        );
    }

    let (due, winner, _) = &scored[2];
    spoil_total(&app, *winner);
    kept(&app, &["/api/rankings", "/api/league/matches"]).await;
    app.club.clock().set(Some(start + Duration::hours(49)));
    let confirmed = app.club.confirm_due_league_scores().await.unwrap();
    assert_eq!(confirmed.iter().map(|m| m.0).collect::<Vec<_>>(), [*due]);
    let change = heard_one(&mut heard);
    assert_eq!(change.kind, ChangeKind::ResultAnswered);
    assert_eq!(change.tournament_id, None);
    assert_eq!(change.league_match_id.map(|m| m.0), Some(*due));
    assert_eq!(
        kept_total(&app, *winner),
        999,
        "the clock refreshes no total"
    );
    assert_eq!(cache_of(&app.get("/api/rankings").await), "hit");
}
