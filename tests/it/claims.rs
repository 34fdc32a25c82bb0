//! Walkover claims and disputes settled in one call (docs/rules.md#results-by-the-players): a
//! walkover a member reports counts nowhere until the opponent confirms it or the club rules;
//! a dispute may carry the disputer's own version, which the club accepts in one call. Each
//! refusal has its code and writes nothing.

use axum::http::{Method, StatusCode};
use chrono::Duration;
use serde_json::{Value, json};

use crate::common::{TestApp, TestResponse};
use crate::confirm_fair::{Players, audited, evening, match_state, players_of, tournament_refused};
use crate::league_members::{self as league, refused, state_of};
use crate::members::{member, request};

async fn send(
    app: &TestApp,
    method: Method,
    path: &str,
    body: Option<Value>,
    cookie: &str,
) -> TestResponse {
    app.send(request(method, path, body, &[cookie], &[])).await
}

/// What a claim must not move: the tournament's group tables and the ranking.
async fn standings(app: &TestApp, tournament: i64) -> (Value, Value) {
    (
        app.get(&format!("/api/tournaments/{tournament}/groups"))
            .await
            .json(),
        app.get("/api/rankings").await.json(),
    )
}

/// `reporter` claims a walkover won by `winner` in match `id`.
async fn claim(app: &TestApp, id: i64, winner: i64, reporter: &str) -> TestResponse {
    let body = json!({ "matchId": id, "winnerId": winner, "score": "W/O" });
    send(
        app,
        Method::POST,
        "/api/matches/result",
        Some(body),
        reporter,
    )
    .await
}

async fn settle(app: &TestApp, id: i64, body: Value, admin: &str) -> TestResponse {
    let path = format!("/api/matches/{id}/settle");
    app.call(Method::POST, &path, Some(body), Some(admin)).await
}

/// The admin's queue entry of match `id`.
async fn queued(app: &TestApp, admin: &str, id: i64) -> Option<Value> {
    let queue = app
        .call(Method::GET, "/api/admin/disputes", None, Some(admin))
        .await;
    assert_eq!(queue.status, StatusCode::OK, "{}", queue.text());
    queue
        .json()
        .as_array()
        .unwrap()
        .iter()
        .find(|w| w["match"]["id"] == id)
        .cloned()
}

#[tokio::test]
async fn a_members_walkover_counts_nowhere_until_the_opponent_confirms_it() {
    let app = TestApp::new();
    app.club.clock().set(Some(evening()));
    let admin = app.admin_cookie().await;
    let Players {
        tournament,
        id,
        p1,
        reporter,
        opponent,
        ..
    } = players_of(&app, &admin).await;
    // The opponent already gave a walkover this year: a second one costs 30 points.
    let p2 = opponent_of(&app, tournament, id, p1).await;
    give_walkover_elsewhere(&app, &admin, tournament, id, p2).await;
    let before = standings(&app, tournament).await;

    let claimed = claim(&app, id, p1, &reporter).await;
    assert_eq!(claimed.status, StatusCode::OK, "{}", claimed.text());
    let shown = claimed.json();
    assert_eq!(shown["status"], "pending");
    assert_eq!(shown["winnerId"], Value::Null);
    assert_eq!(shown["score"], Value::Null);
    assert_eq!(shown["timing"], Value::Null, "a claim is out of timing");
    assert_eq!(shown["confirmation"]["state"], "claimed");
    assert_eq!(
        shown["confirmation"]["claim"],
        json!({ "winnerId": p1, "score": "W/O" })
    );
    assert_eq!(
        standings(&app, tournament).await,
        before,
        "no table, point or penalty moves"
    );
    assert_eq!(
        audited(&app, &admin, &format!("match:{id}"), "walkover_claimed").await,
        1
    );

    // Neither player reports over a claim.
    let state = match_state(&app, tournament, id).await;
    for cookie in [&reporter, &opponent] {
        let body = json!({ "matchId": id, "winnerId": p1, "score": "6-4, 6-4" });
        let over = send(
            &app,
            Method::POST,
            "/api/matches/result",
            Some(body),
            cookie,
        )
        .await;
        tournament_refused(
            &app,
            (tournament, id),
            &state,
            over,
            (StatusCode::CONFLICT, "match_has_claim"),
        )
        .await;
    }
    // The claimant cannot confirm their own claim.
    let confirm = format!("/api/matches/{id}/confirm");
    let seen = json!({ "reportedAt": shown["confirmation"]["reportedAt"] });
    let own = send(&app, Method::POST, &confirm, Some(seen.clone()), &reporter).await;
    tournament_refused(
        &app,
        (tournament, id),
        &state,
        own,
        (StatusCode::FORBIDDEN, "not_opponent"),
    )
    .await;

    // The clock never confirms a claim: past its 48 hours it waits in the admin's queue.
    app.club.clock().set(Some(evening() + Duration::hours(49)));
    assert_eq!(app.club.confirm_due_results().await.unwrap(), Vec::new());
    assert_eq!(queued(&app, &admin, id).await.unwrap()["kind"], "walkover");

    // The opponent's confirmation is the result's write: the table and the ranking move.
    let confirmed = send(&app, Method::POST, &confirm, Some(seen), &opponent).await;
    assert_eq!(confirmed.status, StatusCode::OK, "{}", confirmed.text());
    let shown = confirmed.json();
    assert_eq!(shown["status"], "completed");
    assert_eq!(shown["winnerId"], p1);
    assert_eq!(shown["walkover"], true);
    assert_eq!(shown["confirmation"]["state"], "confirmed");
    assert_eq!(shown["confirmation"]["claim"], Value::Null);
    let after = standings(&app, tournament).await;
    assert_ne!(after.0, before.0, "the group table counts the walkover");
    assert_eq!(
        points_of(&after.1, p2),
        points_of(&before.1, p2) - 30,
        "the second walkover's penalty counts once confirmed"
    );
    assert_eq!(queued(&app, &admin, id).await, None);
}

#[tokio::test]
async fn only_the_claimant_withdraws_a_claim() {
    let app = TestApp::new();
    app.club.clock().set(Some(evening()));
    let admin = app.admin_cookie().await;
    let Players {
        tournament,
        id,
        p2,
        reporter,
        opponent,
        ..
    } = players_of(&app, &admin).await;
    // The reporter claims the walkover for their opponent's side too: a claim names a winner.
    let claimed = claim(&app, id, p2, &opponent).await;
    assert_eq!(claimed.status, StatusCode::OK, "{}", claimed.text());
    let path = format!("/api/matches/{id}/claim");
    let state = match_state(&app, tournament, id).await;
    let not_theirs = send(&app, Method::DELETE, &path, None, &reporter).await;
    tournament_refused(
        &app,
        (tournament, id),
        &state,
        not_theirs,
        (StatusCode::FORBIDDEN, "not_claimant"),
    )
    .await;
    let by_admin = app.call(Method::DELETE, &path, None, Some(&admin)).await;
    tournament_refused(
        &app,
        (tournament, id),
        &state,
        by_admin,
        (StatusCode::FORBIDDEN, "admin_not_member"),
    )
    .await;

    let withdrawn = send(&app, Method::DELETE, &path, None, &opponent).await;
    assert_eq!(withdrawn.status, StatusCode::OK, "{}", withdrawn.text());
    assert_eq!(withdrawn.json()["confirmation"], Value::Null);
    assert_eq!(withdrawn.json()["status"], "pending");
    assert!(
        withdrawn.json()["timing"].is_string(),
        "back on the calendar"
    );
    assert_eq!(
        audited(&app, &admin, &format!("match:{id}"), "claim_withdrawn").await,
        1
    );
    let state = match_state(&app, tournament, id).await;
    let again = send(&app, Method::DELETE, &path, None, &opponent).await;
    tournament_refused(
        &app,
        (tournament, id),
        &state,
        again,
        (StatusCode::CONFLICT, "claim_missing"),
    )
    .await;
    // The match is to be played: a played result is a report as any other.
    let body = json!({ "matchId": id, "winnerId": p2, "score": "3-6, 4-6" });
    let played = send(
        &app,
        Method::POST,
        "/api/matches/result",
        Some(body),
        &reporter,
    )
    .await;
    assert_eq!(played.status, StatusCode::OK, "{}", played.text());
    assert_eq!(played.json()["confirmation"]["state"], "awaiting");
}

#[tokio::test]
async fn the_club_settles_a_disputed_claim_from_either_version() {
    let app = TestApp::new();
    app.club.clock().set(Some(evening()));
    let admin = app.admin_cookie().await;
    let Players {
        tournament,
        id,
        p1,
        p2,
        reporter,
        opponent,
    } = players_of(&app, &admin).await;
    let before = standings(&app, tournament).await;
    let dispute = format!("/api/matches/{id}/dispute");

    // Disputed without a version, and the club accepts the dispute: no walkover at all.
    let claimed = claim(&app, id, p1, &reporter).await;
    assert_eq!(claimed.status, StatusCode::OK, "{}", claimed.text());
    let body = json!({ "reason": "Llegué a las 6 en punto y no estaba" });
    let disputed = send(&app, Method::POST, &dispute, Some(body), &opponent).await;
    assert_eq!(disputed.status, StatusCode::OK, "{}", disputed.text());
    let shown = disputed.json();
    assert_eq!(shown["confirmation"]["state"], "disputed");
    assert_eq!(shown["confirmation"]["claim"]["winnerId"], p1);
    let entry = queued(&app, &admin, id).await.unwrap();
    assert_eq!(entry["version"], Value::Null);
    let seen = shown["confirmation"]["reportedAt"].clone();
    let settled = settle(
        &app,
        id,
        json!({ "accept": "dispute", "reportedAt": seen }),
        &admin,
    )
    .await;
    assert_eq!(settled.status, StatusCode::OK, "{}", settled.text());
    assert_eq!(settled.json()["confirmation"], Value::Null);
    assert_eq!(settled.json()["status"], "pending");
    assert_eq!(standings(&app, tournament).await, before);

    // Claimed again, disputed with the match as the opponent says it was played; the club
    // accepts that version in one call.
    let claimed = claim(&app, id, p1, &reporter).await;
    assert_eq!(claimed.status, StatusCode::OK, "{}", claimed.text());
    let body = json!({ "reason": "Sí jugamos: gané 6-4, 6-4", "winnerId": p2,
                       "score": "4-6, 4-6" });
    let disputed = send(&app, Method::POST, &dispute, Some(body), &opponent).await;
    assert_eq!(disputed.status, StatusCode::OK, "{}", disputed.text());
    let entry = queued(&app, &admin, id).await.unwrap();
    assert_eq!(
        entry["version"],
        json!({ "winnerId": p2, "score": "4-6, 4-6" })
    );
    assert_eq!(entry["match"]["confirmation"]["claim"]["score"], "W/O");
    let seen = disputed.json()["confirmation"]["reportedAt"].clone();
    let settled = settle(
        &app,
        id,
        json!({ "accept": "dispute", "reportedAt": seen }),
        &admin,
    )
    .await;
    assert_eq!(settled.status, StatusCode::OK, "{}", settled.text());
    let shown = settled.json();
    assert_eq!(
        (&shown["winnerId"], &shown["score"], &shown["walkover"]),
        (&json!(p2), &json!("4-6, 4-6"), &json!(false))
    );
    assert_eq!(shown["confirmation"]["state"], "confirmed");
    assert_ne!(
        standings(&app, tournament).await.0,
        before.0,
        "the group table counts the accepted version"
    );
    assert_eq!(
        audited(&app, &admin, &format!("match:{id}"), "result_settled").await,
        2
    );
}

#[tokio::test]
async fn a_dispute_with_a_version_is_settled_in_one_call_and_each_refusal_writes_nothing() {
    let app = TestApp::new();
    app.club.clock().set(Some(evening()));
    let admin = app.admin_cookie().await;
    let Players {
        tournament,
        id,
        p1,
        p2,
        reporter,
        opponent,
    } = players_of(&app, &admin).await;
    let body = json!({ "matchId": id, "winnerId": p1, "score": "6-4, 6-4" });
    let reported = send(
        &app,
        Method::POST,
        "/api/matches/result",
        Some(body),
        &reporter,
    )
    .await;
    assert_eq!(reported.status, StatusCode::OK, "{}", reported.text());
    let seen = reported.json()["confirmation"]["reportedAt"].clone();

    // Not disputed yet: nothing to settle.
    let state = match_state(&app, tournament, id).await;
    let early = settle(
        &app,
        id,
        json!({ "accept": "report", "reportedAt": seen }),
        &admin,
    )
    .await;
    tournament_refused(
        &app,
        (tournament, id),
        &state,
        early,
        (StatusCode::CONFLICT, "result_not_disputed"),
    )
    .await;

    // A version must be a result this match could have.
    let dispute = format!("/api/matches/{id}/dispute");
    for (body, code) in [
        (json!({ "reason": "No", "winnerId": p2 }), "score_required"),
        (
            json!({ "reason": "No", "score": "4-6, 4-6" }),
            "winner_required",
        ),
        (
            json!({ "reason": "No", "winnerId": 999_999, "score": "4-6, 4-6" }),
            "winner_not_in_match",
        ),
        (
            json!({ "reason": "No", "winnerId": p2, "score": "6-4, 6-4" }),
            "score_invalid",
        ),
    ] {
        let bad = send(&app, Method::POST, &dispute, Some(body), &opponent).await;
        tournament_refused(
            &app,
            (tournament, id),
            &state,
            bad,
            (StatusCode::UNPROCESSABLE_ENTITY, code),
        )
        .await;
    }
    let body = json!({ "reason": "Fue al revés", "winnerId": p2, "score": "4-6, 4-6" });
    let disputed = send(&app, Method::POST, &dispute, Some(body), &opponent).await;
    assert_eq!(disputed.status, StatusCode::OK, "{}", disputed.text());
    assert_eq!(
        disputed.json()["winnerId"],
        p1,
        "the report counts until ruled on"
    );

    let state = match_state(&app, tournament, id).await;
    for (body, status, code) in [
        (
            json!({ "reportedAt": seen }),
            StatusCode::UNPROCESSABLE_ENTITY,
            "accept_required",
        ),
        (
            json!({ "accept": "dispute" }),
            StatusCode::UNPROCESSABLE_ENTITY,
            "reported_at_required",
        ),
        (
            json!({ "accept": "dispute", "reportedAt": "2026-01-01T00:00:00.000Z" }),
            StatusCode::CONFLICT,
            "result_changed",
        ),
    ] {
        let refused = settle(&app, id, body, &admin).await;
        tournament_refused(&app, (tournament, id), &state, refused, (status, code)).await;
    }
    for cookie in [&reporter, &opponent] {
        let body = json!({ "accept": "dispute", "reportedAt": seen });
        let path = format!("/api/matches/{id}/settle");
        let by_member = send(&app, Method::POST, &path, Some(body), cookie).await;
        assert_eq!(
            by_member.status,
            StatusCode::UNAUTHORIZED,
            "{}",
            by_member.text()
        );
        assert_eq!(match_state(&app, tournament, id).await, state);
    }

    let settled = settle(
        &app,
        id,
        json!({ "accept": "dispute", "reportedAt": seen }),
        &admin,
    )
    .await;
    assert_eq!(settled.status, StatusCode::OK, "{}", settled.text());
    let shown = settled.json();
    assert_eq!(
        (&shown["winnerId"], &shown["score"]),
        (&json!(p2), &json!("4-6, 4-6"))
    );
    assert_eq!(shown["confirmation"]["state"], "confirmed");
    assert_eq!(
        shown["confirmation"]["reportedBy"],
        Value::Null,
        "the club's ruling"
    );
    assert_eq!(
        audited(&app, &admin, &format!("match:{id}"), "result_settled").await,
        1
    );
}

#[tokio::test]
async fn a_counted_result_disputed_without_a_version_is_settled_by_the_report_or_a_new_result() {
    let app = TestApp::new();
    app.club.clock().set(Some(evening()));
    let admin = app.admin_cookie().await;
    let Players {
        tournament,
        id,
        p1,
        reporter,
        opponent,
        ..
    } = players_of(&app, &admin).await;
    let body = json!({ "matchId": id, "winnerId": p1, "score": "6-4, 6-4" });
    let reported = send(
        &app,
        Method::POST,
        "/api/matches/result",
        Some(body),
        &reporter,
    )
    .await;
    assert_eq!(reported.status, StatusCode::OK, "{}", reported.text());
    let seen = reported.json()["confirmation"]["reportedAt"].clone();
    let dispute = format!("/api/matches/{id}/dispute");
    let disputed = send(
        &app,
        Method::POST,
        &dispute,
        Some(json!({ "reason": "No" })),
        &opponent,
    )
    .await;
    assert_eq!(disputed.status, StatusCode::OK, "{}", disputed.text());

    let state = match_state(&app, tournament, id).await;
    let nothing = settle(
        &app,
        id,
        json!({ "accept": "dispute", "reportedAt": seen }),
        &admin,
    )
    .await;
    tournament_refused(
        &app,
        (tournament, id),
        &state,
        nothing,
        (StatusCode::CONFLICT, "dispute_has_no_version"),
    )
    .await;
    let kept = settle(
        &app,
        id,
        json!({ "accept": "report", "reportedAt": seen }),
        &admin,
    )
    .await;
    assert_eq!(kept.status, StatusCode::OK, "{}", kept.text());
    assert_eq!(kept.json()["confirmation"]["state"], "confirmed");
    assert_eq!(kept.json()["winnerId"], p1);
}

#[tokio::test]
async fn a_league_dispute_with_its_own_score_is_settled_in_one_call() {
    let app = TestApp::new();
    app.club.clock().set(Some(evening()));
    let (_, ids) = (0, app.insert_named(&crate::confirm_fair::NAMES));
    let admin = app.admin_cookie().await;
    let reporter = member(&app, &admin, ids[0]).await;
    let opponent = member(&app, &admin, ids[1]).await;
    let id = league::pending(&app, &admin, ids[0], ids[1]).await;
    let scored = league::score(&app, Some(&reporter), id, &[(6, 4), (6, 2)]).await;
    assert_eq!(scored.status, StatusCode::OK, "{}", scored.text());
    let seen = scored.json()["confirmation"]["reportedAt"].clone();
    let rankings_before = app.get("/api/rankings").await.json();

    let sets = |games: &[(i64, i64)]| -> Value {
        games
            .iter()
            .map(|(a, b)| json!({ "player1Score": a, "player2Score": b }))
            .collect()
    };
    let before = state_of(&app, id).await;
    let bad = league::answer(
        &app,
        Some(&opponent),
        id,
        "dispute",
        Some(json!({ "reason": "No", "setScores": sets(&[(6, 4), (9, 2)]) })),
    )
    .await;
    refused(
        &app,
        id,
        &before,
        bad,
        StatusCode::UNPROCESSABLE_ENTITY,
        "league_score_invalid",
    )
    .await;
    let disputed = league::answer(
        &app,
        Some(&opponent),
        id,
        "dispute",
        Some(json!({ "reason": "Fue 4-6, 2-6", "setScores": sets(&[(4, 6), (2, 6)]) })),
    )
    .await;
    assert_eq!(disputed.status, StatusCode::OK, "{}", disputed.text());
    let queue = app
        .call(Method::GET, "/api/admin/disputes", None, Some(&admin))
        .await
        .json();
    let entry = queue
        .as_array()
        .unwrap()
        .iter()
        .find(|w| w["leagueMatch"]["id"] == id)
        .unwrap()
        .clone();
    assert_eq!(entry["leagueVersion"]["setsPlayed"], 2);
    assert_eq!(entry["leagueVersion"]["setScores"][0]["player2Score"], 6);

    let path = format!("/api/league/matches/{id}/settle");
    let body = json!({ "accept": "dispute", "reportedAt": seen });
    let settled = app
        .call(Method::POST, &path, Some(body), Some(&admin))
        .await;
    assert_eq!(settled.status, StatusCode::OK, "{}", settled.text());
    let shown = settled.json();
    assert_eq!(shown["winnerId"], ids[1]);
    assert_eq!(shown["confirmation"]["state"], "confirmed");
    assert_ne!(
        app.get("/api/rankings").await.json(),
        rankings_before,
        "the ranking follows the settled score"
    );
    let trail = league::trail(&app, &admin, id).await;
    assert_eq!(trail[0]["action"], "result_settled", "newest first");
    let history = league::history(&app, &admin, id).await;
    assert_eq!(history.last().unwrap()["action"], "corrected");
}

#[tokio::test]
async fn the_console_knows_what_a_walkover_costs_before_it_records_one() {
    let app = TestApp::new();
    app.club.clock().set(Some(evening()));
    let admin = app.admin_cookie().await;
    let Players { tournament, .. } = players_of(&app, &admin).await;
    // Three weeks on, the first week's matches are overdue.
    app.club.clock().set(Some(evening() + Duration::days(21)));
    let queue = overdue(&app, &admin).await;
    let first = queue
        .iter()
        .find(|m| m["match"]["tournamentId"] == tournament)
        .unwrap()
        .clone();
    let (p1, p2) = (
        first["match"]["player1Id"].as_i64().unwrap(),
        first["match"]["player2Id"].as_i64().unwrap(),
    );
    assert_eq!(
        first["walkoverCosts"],
        json!([{ "playerId": p1, "walkoverNumber": 1, "points": 0 },
               { "playerId": p2, "walkoverNumber": 1, "points": 0 }])
    );
    // p2 gives a walkover: their next one in the year is the second, and costs 30 points.
    let id = first["match"]["id"].as_i64().unwrap();
    let path = format!("/api/matches/{id}/walkover");
    let given = app
        .call(
            Method::POST,
            &path,
            Some(json!({ "winnerId": p1 })),
            Some(&admin),
        )
        .await;
    assert_eq!(given.status, StatusCode::OK, "{}", given.text());
    let next = overdue(&app, &admin)
        .await
        .into_iter()
        .find(|m| m["match"]["player1Id"] == p2 || m["match"]["player2Id"] == p2)
        .expect("another overdue match of the same player");
    let cost = next["walkoverCosts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["playerId"] == p2)
        .unwrap()
        .clone();
    assert_eq!(
        cost,
        json!({ "playerId": p2, "walkoverNumber": 2, "points": 30 })
    );
}

/// The admin's queue of late and overdue matches.
async fn overdue(app: &TestApp, admin: &str) -> Vec<Value> {
    let got = app
        .call(Method::GET, "/api/admin/overdue", None, Some(admin))
        .await;
    assert_eq!(got.status, StatusCode::OK, "{}", got.text());
    got.json().as_array().unwrap().clone()
}

/// The other player of match `id`.
async fn opponent_of(app: &TestApp, tournament: i64, id: i64, player: i64) -> i64 {
    let shown = match_state(app, tournament, id).await.0;
    let (p1, p2) = (
        shown["player1Id"].as_i64().unwrap(),
        shown["player2Id"].as_i64().unwrap(),
    );
    if p1 == player { p2 } else { p1 }
}

/// The admin records a walkover given by `loser` in another pending match of theirs.
async fn give_walkover_elsewhere(app: &TestApp, admin: &str, tournament: i64, id: i64, loser: i64) {
    let all = app
        .get(&format!("/api/tournaments/{tournament}/matches"))
        .await
        .json();
    let other = all
        .as_array()
        .unwrap()
        .iter()
        .find(|m| {
            m["id"] != id
                && m["status"] == "pending"
                && (m["player1Id"] == loser || m["player2Id"] == loser)
        })
        .expect("another match of the same player")
        .clone();
    let winner = if other["player1Id"] == loser {
        &other["player2Id"]
    } else {
        &other["player1Id"]
    };
    let path = format!("/api/matches/{}/walkover", other["id"]);
    let given = app
        .call(
            Method::POST,
            &path,
            Some(json!({ "winnerId": winner })),
            Some(admin),
        )
        .await;
    assert_eq!(given.status, StatusCode::OK, "{}", given.text());
}

/// `player`'s points in a ranking.
fn points_of(rankings: &Value, player: i64) -> i64 {
    rankings
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["id"] == player)
        .map_or(0, |r| r["totalPoints"].as_i64().unwrap())
}
