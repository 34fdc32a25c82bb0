//! The league for members (docs/rules.md#results-by-the-players, #league): a signed-in
//! member challenges without the league password, as player 1, 20 a day; either player
//! records a score, which awaits the opponent; a score entered with the league password
//! awaits the player it does not favour (either, for a draw), and the password corrects it
//! only while it awaits. Who may record,
//! correct, confirm and dispute; the club's clock; the admin's queue; the history and the
//! audit trail of every step; nothing half-written on a refusal.

use axum::http::{Method, StatusCode};
use chrono::{DateTime, Duration, Utc};
use serde_json::{Value, json};

use crate::common::{TestApp, TestResponse};
use crate::members::{member, request};

fn at(text: &str) -> DateTime<Utc> {
    text.parse().unwrap()
}

fn secs(text: &Value) -> i64 {
    DateTime::parse_from_rfc3339(text.as_str().unwrap())
        .unwrap()
        .timestamp()
}

/// A club of ten approved players (ranked by name: all have 0 points) on 20 November 2026.
pub fn club() -> (TestApp, Vec<i64>) {
    let app = TestApp::new();
    app.club.clock().set(Some(at("2026-11-20T18:00:00Z")));
    let ids = app.insert_players("P", 10);
    (app, ids)
}

/// Sends `method path` with `body` as `cookie` (none: a visitor).
async fn send(
    app: &TestApp,
    method: Method,
    path: &str,
    body: Option<Value>,
    cookie: Option<&str>,
) -> TestResponse {
    let cookies: Vec<&str> = cookie.into_iter().collect();
    app.send(request(method, path, body, &cookies, &[])).await
}

/// A challenge of `p1` to `p2` dated on the club's today, as `cookie`.
pub async fn challenge(app: &TestApp, cookie: Option<&str>, p1: i64, p2: i64) -> TestResponse {
    let today = app.club.clock().today().to_string();
    let body = json!({ "player1Id": p1, "player2Id": p2, "date": today });
    send(app, Method::POST, "/api/league/matches", Some(body), cookie).await
}

/// A pending match of `p1` and `p2` made by the admin; its id.
pub async fn pending(app: &TestApp, admin: &str, p1: i64, p2: i64) -> i64 {
    let made = challenge(app, Some(admin), p1, p2).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.text());
    made.json()["id"].as_i64().unwrap()
}

fn sets(sets: &[(i64, i64)]) -> Value {
    let sets: Vec<Value> = sets
        .iter()
        .map(|&(a, b)| json!({ "player1Score": a, "player2Score": b }))
        .collect();
    json!({ "setsPlayed": sets.len(), "setScores": sets })
}

pub async fn score(app: &TestApp, cookie: Option<&str>, id: i64, s: &[(i64, i64)]) -> TestResponse {
    let path = format!("/api/league/matches/{id}/score");
    send(app, Method::POST, &path, Some(sets(s)), cookie).await
}

pub async fn correct(
    app: &TestApp,
    cookie: Option<&str>,
    id: i64,
    s: &[(i64, i64)],
) -> TestResponse {
    let path = format!("/api/league/matches/{id}");
    send(app, Method::PATCH, &path, Some(sets(s)), cookie).await
}

pub async fn answer(
    app: &TestApp,
    cookie: Option<&str>,
    id: i64,
    what: &str,
    body: Option<Value>,
) -> TestResponse {
    let path = format!("/api/league/matches/{id}/{what}");
    send(app, Method::POST, &path, body, cookie).await
}

/// The match as the league's public list shows it.
pub async fn shown(app: &TestApp, id: i64) -> Value {
    let all = app.get("/api/league/matches").await.json();
    all.as_array()
        .unwrap()
        .iter()
        .find(|m| m["id"] == id)
        .unwrap()
        .clone()
}

/// The audit trail of league match `id`, newest first.
pub async fn trail(app: &TestApp, admin: &str, id: i64) -> Vec<Value> {
    let path = format!("/api/admin/audit?subject=league_match:{id}");
    let got = app.call(Method::GET, &path, None, Some(admin)).await;
    assert_eq!(got.status, StatusCode::OK, "{}", got.text());
    got.json().as_array().unwrap().clone()
}

/// The league's history of match `id`, oldest first.
pub async fn history(app: &TestApp, admin: &str, id: i64) -> Vec<Value> {
    let path = format!("/api/league/matches/{id}/history");
    let got = app.call(Method::GET, &path, None, Some(admin)).await;
    assert_eq!(got.status, StatusCode::OK, "{}", got.text());
    got.json().as_array().unwrap().clone()
}

/// What a refusal must leave as it was: the match, its history and the audit trail.
pub async fn state_of(app: &TestApp, id: i64) -> (Value, i64, i64) {
    (
        shown(app, id).await,
        app.count("league_history"),
        app.count("audit_trail"),
    )
}

/// Asserts that `response` is a refusal with `status` and `code`, and that it changed
/// nothing of match `id`.
pub async fn refused(
    app: &TestApp,
    id: i64,
    before: &(Value, i64, i64),
    response: TestResponse,
    status: StatusCode,
    code: &str,
) {
    assert_eq!(response.status, status, "{code}: {}", response.text());
    assert_eq!(response.json()["code"], code, "{}", response.text());
    assert_eq!(&state_of(app, id).await, before, "{code} wrote nothing");
}

#[tokio::test]
async fn a_member_challenges_as_player_1_within_range_without_the_password() {
    let (app, ids) = club();
    let admin = app.admin_cookie().await;
    let me = member(&app, &admin, ids[0]).await;

    let created = challenge(&app, Some(&me), ids[0], ids[2]).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let id = created.json()["id"].as_i64().unwrap();
    assert_eq!(created.json()["confirmation"], Value::Null);
    let entry = &history(&app, &admin, id).await[0];
    assert_eq!(entry["action"], "created");
    assert_eq!(entry["actor"], "member");
    assert_eq!(entry["playerId"], ids[0]);
    assert_eq!(entry["sessionId"], Value::Null);

    let count = app.count("league_matches");
    let history_rows = app.count("league_history");
    // As someone else: 403, whether or not they are in range.
    let other = challenge(&app, Some(&me), ids[1], ids[2]).await;
    let body = other.assert_error(StatusCode::FORBIDDEN, "forbidden");
    assert_eq!(body["code"], "challenger_not_self");
    let backwards = challenge(&app, Some(&me), ids[2], ids[0]).await;
    assert_eq!(backwards.json()["code"], "challenger_not_self");
    // Out of range: P01 may challenge P02 to P05.
    let far = challenge(&app, Some(&me), ids[0], ids[6]).await;
    let body = far.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(body["code"], "out_of_challenge_range");
    // A visitor is asked to sign in or unlock.
    let visitor = challenge(&app, None, ids[0], ids[1]).await;
    let body = visitor.assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
    assert_eq!(body["code"], "league_unlock_required");
    assert_eq!(app.count("league_matches"), count, "nothing was created");
    assert_eq!(app.count("league_history"), history_rows);
}

#[tokio::test]
async fn a_member_creates_twenty_challenges_a_day() {
    let (app, ids) = club();
    let admin = app.admin_cookie().await;
    let me = member(&app, &admin, ids[0]).await;
    let start = app.club.clock().now();
    for i in 0..20 {
        app.club
            .clock()
            .set(Some(start + Duration::minutes(i * 10)));
        let made = challenge(&app, Some(&me), ids[0], ids[1 + (i as usize % 2)]).await;
        assert_eq!(made.status, StatusCode::CREATED, "{}", made.text());
        // Cancelled at once: a pair has one pending match at a time, and cancelling gives
        // no challenge back.
        let path = format!("/api/league/matches/{}", made.json()["id"]);
        let cancelled = send(&app, Method::DELETE, &path, None, Some(&me)).await;
        assert_eq!(
            cancelled.status,
            StatusCode::NO_CONTENT,
            "{}",
            cancelled.text()
        );
    }
    let now = start + Duration::minutes(200);
    app.club.clock().set(Some(now));
    let limited = challenge(&app, Some(&me), ids[0], ids[1]).await;
    let body = limited.assert_error(StatusCode::TOO_MANY_REQUESTS, "too_many_requests");
    assert_eq!(body["code"], "league_member_daily_limit");
    let wait = (start + Duration::days(1) - now).num_seconds();
    assert_eq!(limited.header("retry-after"), Some(wait.to_string()));
    assert_eq!(app.count("league_matches"), 0, "every one was cancelled");

    // Another member, and the league password, are not held back by this one.
    let other = member(&app, &admin, ids[1]).await;
    let theirs = challenge(&app, Some(&other), ids[1], ids[0]).await;
    assert_eq!(theirs.status, StatusCode::CREATED, "{}", theirs.text());
    let league = app.league_cookie().await;
    let unlocked = challenge(&app, Some(&league), ids[0], ids[2]).await;
    assert_eq!(unlocked.status, StatusCode::CREATED, "{}", unlocked.text());

    // A day after the first, one more.
    app.club.clock().set(Some(start + Duration::days(1)));
    let next = challenge(&app, Some(&me), ids[0], ids[3]).await;
    assert_eq!(next.status, StatusCode::CREATED, "{}", next.text());
}

#[tokio::test]
async fn a_player_records_the_opponent_confirms_and_only_they_may() {
    let (app, ids) = club();
    let admin = app.admin_cookie().await;
    let league = app.league_cookie().await;
    let (p1, p2) = (ids[0], ids[1]);
    let id = pending(&app, &admin, p1, p2).await;
    let player1 = member(&app, &admin, p1).await;
    let player2 = member(&app, &admin, p2).await;
    let outsider = member(&app, &admin, ids[5]).await;

    // Nobody confirms a match without a score.
    let before = state_of(&app, id).await;
    let early = answer(&app, Some(&player1), id, "confirm", None).await;
    refused(
        &app,
        id,
        &before,
        early,
        StatusCode::CONFLICT,
        "result_missing",
    )
    .await;
    // A visitor and a third member do not record it.
    let visitor = score(&app, None, id, &[(6, 4), (6, 2)]).await;
    refused(
        &app,
        id,
        &before,
        visitor,
        StatusCode::UNAUTHORIZED,
        "league_unlock_required",
    )
    .await;
    let third = score(&app, Some(&outsider), id, &[(6, 4), (6, 2)]).await;
    refused(
        &app,
        id,
        &before,
        third,
        StatusCode::FORBIDDEN,
        "not_in_match",
    )
    .await;
    let third_edit = correct(&app, Some(&outsider), id, &[(6, 4), (6, 2)]).await;
    refused(
        &app,
        id,
        &before,
        third_edit,
        StatusCode::FORBIDDEN,
        "not_in_match",
    )
    .await;

    // Player 2, the loser here, records it: it counts at once and awaits player 1.
    let start = app.club.clock().now();
    let recorded = score(&app, Some(&player2), id, &[(6, 4), (6, 2)]).await;
    assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());
    let recorded = recorded.json();
    assert_eq!(recorded["status"], "completed");
    assert_eq!(recorded["winnerId"], p1);
    let confirmation = &recorded["confirmation"];
    assert_eq!(confirmation["state"], "awaiting");
    assert_eq!(confirmation["reportedBy"], p2);
    assert_eq!(secs(&confirmation["reportedAt"]), start.timestamp());
    assert_eq!(
        secs(&confirmation["confirmBy"]) - secs(&confirmation["reportedAt"]),
        48 * 3600
    );
    assert_eq!(shown(&app, id).await["confirmation"], *confirmation);
    let entry = &trail(&app, &admin, id).await[0];
    assert_eq!(entry["action"], "result_recorded");
    assert_eq!(entry["actor"], "member");
    assert_eq!(entry["actorRef"], p2.to_string());
    assert_eq!(entry["before"], Value::Null);
    assert_eq!(entry["after"]["setScores"], json!([[6, 4], [6, 2]]));
    assert_eq!(entry["after"]["confirmation"], "awaiting");
    let scored = history(&app, &admin, id).await.pop().unwrap();
    assert_eq!(
        (&scored["action"], &scored["actor"], &scored["playerId"]),
        (&json!("scored"), &json!("member"), &json!(p2))
    );
    assert_eq!(scored["after"]["confirmation"], "awaiting");

    // Recording again is a conflict; the password and the opponent do not correct it.
    let before = state_of(&app, id).await;
    let again = score(&app, Some(&player1), id, &[(6, 0), (6, 0)]).await;
    refused(
        &app,
        id,
        &before,
        again,
        StatusCode::CONFLICT,
        "league_match_has_score",
    )
    .await;
    let by_password = correct(&app, Some(&league), id, &[(6, 0), (6, 0)]).await;
    refused(
        &app,
        id,
        &before,
        by_password,
        StatusCode::FORBIDDEN,
        "league_score_member_reported",
    )
    .await;
    let by_opponent = correct(&app, Some(&player1), id, &[(6, 0), (6, 0)]).await;
    refused(
        &app,
        id,
        &before,
        by_opponent,
        StatusCode::FORBIDDEN,
        "correction_admin_only",
    )
    .await;

    // The reporter corrects it while it awaits: its 48 hours start again.
    app.club.clock().set(Some(start + Duration::hours(10)));
    let fixed = correct(&app, Some(&player2), id, &[(6, 4), (6, 3)]).await;
    assert_eq!(fixed.status, StatusCode::OK, "{}", fixed.text());
    let fixed = fixed.json();
    assert_eq!(fixed["confirmation"]["state"], "awaiting");
    assert_eq!(fixed["confirmation"]["reportedBy"], p2);
    assert_eq!(
        secs(&fixed["confirmation"]["confirmBy"]) - secs(&confirmation["confirmBy"]),
        10 * 3600
    );
    let entry = &trail(&app, &admin, id).await[0];
    assert_eq!(entry["action"], "result_corrected");
    assert_eq!(entry["actorRef"], p2.to_string());
    assert_eq!(entry["before"]["setScores"], json!([[6, 4], [6, 2]]));
    assert_eq!(entry["after"]["setScores"], json!([[6, 4], [6, 3]]));

    // Who may confirm: not the reporter, a third member, the password or a visitor.
    let before = state_of(&app, id).await;
    let own = answer(&app, Some(&player2), id, "confirm", None).await;
    refused(
        &app,
        id,
        &before,
        own,
        StatusCode::FORBIDDEN,
        "not_opponent",
    )
    .await;
    let third = answer(&app, Some(&outsider), id, "confirm", None).await;
    refused(
        &app,
        id,
        &before,
        third,
        StatusCode::FORBIDDEN,
        "not_in_match",
    )
    .await;
    let by_password = app
        .call(
            Method::POST,
            &format!("/api/league/matches/{id}/confirm"),
            None,
            Some(&league),
        )
        .await;
    refused(
        &app,
        id,
        &before,
        by_password,
        StatusCode::FORBIDDEN,
        "admin_only",
    )
    .await;
    let visitor = answer(&app, None, id, "confirm", None).await;
    refused(
        &app,
        id,
        &before,
        visitor,
        StatusCode::UNAUTHORIZED,
        "sign_in_required",
    )
    .await;
    let own_dispute = answer(
        &app,
        Some(&player2),
        id,
        "dispute",
        Some(json!({ "reason": "no" })),
    )
    .await;
    refused(
        &app,
        id,
        &before,
        own_dispute,
        StatusCode::FORBIDDEN,
        "not_opponent",
    )
    .await;

    // The opponent confirms; twice is no error and writes nothing more.
    let confirmed = answer(&app, Some(&player1), id, "confirm", None).await;
    assert_eq!(confirmed.status, StatusCode::OK, "{}", confirmed.text());
    let done = confirmed.json()["confirmation"].clone();
    assert_eq!(done["state"], "confirmed");
    assert_eq!(done["reportedBy"], p2);
    assert_eq!(done["confirmBy"], Value::Null);
    let after_first = state_of(&app, id).await;
    let twice = answer(&app, Some(&player1), id, "confirm", None).await;
    assert_eq!(twice.status, StatusCode::OK, "{}", twice.text());
    assert_eq!(state_of(&app, id).await, after_first);
    let entries = trail(&app, &admin, id).await;
    let confirmations: Vec<&Value> = entries
        .iter()
        .filter(|e| e["action"] == "result_confirmed")
        .collect();
    assert_eq!(confirmations.len(), 1, "{entries:?}");
    assert_eq!(confirmations[0]["actorRef"], p1.to_string());
    assert_eq!(confirmations[0]["before"]["state"], "awaiting");
    assert_eq!(confirmations[0]["after"]["state"], "confirmed");
    let last = history(&app, &admin, id).await.pop().unwrap();
    assert_eq!(
        (&last["action"], &last["playerId"]),
        (&json!("confirmed"), &json!(p1))
    );

    // Confirmed: the reporter no longer corrects it, a dispute is too late; the admin may,
    // and the admin's score is confirmed at once.
    let before = state_of(&app, id).await;
    let late = correct(&app, Some(&player2), id, &[(6, 0), (6, 0)]).await;
    refused(
        &app,
        id,
        &before,
        late,
        StatusCode::FORBIDDEN,
        "correction_admin_only",
    )
    .await;
    let late_dispute = answer(
        &app,
        Some(&player1),
        id,
        "dispute",
        Some(json!({ "reason": "no" })),
    )
    .await;
    refused(
        &app,
        id,
        &before,
        late_dispute,
        StatusCode::CONFLICT,
        "result_not_awaiting",
    )
    .await;
    let by_admin = correct(&app, Some(&admin), id, &[(0, 6), (0, 6)]).await;
    assert_eq!(by_admin.status, StatusCode::OK, "{}", by_admin.text());
    let by_admin = by_admin.json();
    assert_eq!(by_admin["winnerId"], p2);
    assert_eq!(by_admin["confirmation"]["state"], "confirmed");
    assert_eq!(by_admin["confirmation"]["reportedBy"], Value::Null);
    let entry = &trail(&app, &admin, id).await[0];
    assert_eq!(
        (&entry["action"], &entry["actor"]),
        (&json!("result_corrected"), &json!("admin"))
    );
}

#[tokio::test]
async fn the_admins_score_is_confirmed_at_once() {
    let (app, ids) = club();
    let admin = app.admin_cookie().await;
    let id = pending(&app, &admin, ids[0], ids[1]).await;
    let scored = score(&app, Some(&admin), id, &[(6, 1), (6, 1)]).await;
    assert_eq!(scored.status, StatusCode::OK, "{}", scored.text());
    let confirmation = &scored.json()["confirmation"];
    assert_eq!(confirmation["state"], "confirmed");
    assert_eq!(confirmation["reportedBy"], Value::Null);
    assert_eq!(confirmation["confirmBy"], Value::Null);
    let entry = &trail(&app, &admin, id).await[0];
    assert_eq!(
        (&entry["action"], &entry["actor"]),
        (&json!("result_recorded"), &json!("admin"))
    );
    // A player's confirmation of it is no error, and no write.
    let player = member(&app, &admin, ids[1]).await;
    let before = state_of(&app, id).await;
    let confirmed = answer(&app, Some(&player), id, "confirm", None).await;
    assert_eq!(confirmed.status, StatusCode::OK, "{}", confirmed.text());
    assert_eq!(state_of(&app, id).await, before);
}

#[tokio::test]
async fn the_password_corrects_its_score_while_it_awaits_the_player_it_does_not_favour_answering() {
    let (app, ids) = club();
    let admin = app.admin_cookie().await;
    let league = app.league_cookie().await;
    let (p1, p2) = (ids[0], ids[1]);
    let player1 = member(&app, &admin, p1).await;
    let player2 = member(&app, &admin, p2).await;
    let outsider = member(&app, &admin, ids[4]).await;

    let made = challenge(&app, Some(&league), p1, p2).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.text());
    let id = made.json()["id"].as_i64().unwrap();
    let start = app.club.clock().now();
    let entered = score(&app, Some(&league), id, &[(6, 4), (6, 2)]).await;
    assert_eq!(entered.status, StatusCode::OK, "{}", entered.text());
    let first = entered.json()["confirmation"].clone();
    assert_eq!(first["state"], "awaiting");
    assert_eq!(first["reportedBy"], Value::Null);
    assert_eq!(secs(&first["confirmBy"]) - start.timestamp(), 48 * 3600);
    let entry = &trail(&app, &admin, id).await[0];
    assert_eq!(
        (&entry["action"], &entry["actor"]),
        (&json!("result_recorded"), &json!("league"))
    );
    let session = history(&app, &admin, id).await.pop().unwrap()["sessionId"].clone();
    assert_eq!(entry["actorRef"], session, "the unlock, never its address");

    // While it awaits, the password corrects it (days later, past the old 3 days' rule
    // would not matter: its 48 hours start again with each correction).
    app.club.clock().set(Some(start + Duration::hours(40)));
    let fixed = correct(&app, Some(&league), id, &[(6, 4), (3, 6), (6, 3)]).await;
    assert_eq!(fixed.status, StatusCode::OK, "{}", fixed.text());
    let fixed = fixed.json()["confirmation"].clone();
    assert_eq!(fixed["state"], "awaiting");
    assert_eq!(fixed["reportedBy"], Value::Null);
    assert_eq!(
        secs(&fixed["confirmBy"]) - secs(&first["confirmBy"]),
        40 * 3600
    );
    let entry = &trail(&app, &admin, id).await[0];
    assert_eq!(entry["action"], "result_corrected");
    assert_eq!(entry["before"]["setScores"], json!([[6, 4], [6, 2]]));
    // A signed-in player did not record it: they do not correct it, a third member does
    // not answer it.
    let before = state_of(&app, id).await;
    let by_player = correct(&app, Some(&player1), id, &[(6, 0), (6, 0)]).await;
    refused(
        &app,
        id,
        &before,
        by_player,
        StatusCode::FORBIDDEN,
        "correction_admin_only",
    )
    .await;
    let third = answer(&app, Some(&outsider), id, "confirm", None).await;
    refused(
        &app,
        id,
        &before,
        third,
        StatusCode::FORBIDDEN,
        "not_in_match",
    )
    .await;

    // The player it does not favour confirms it: here player 2, the loser.
    let confirmed = answer(&app, Some(&player2), id, "confirm", None).await;
    assert_eq!(confirmed.status, StatusCode::OK, "{}", confirmed.text());
    assert_eq!(confirmed.json()["confirmation"]["state"], "confirmed");
    // Confirmed: the password no longer touches it.
    let before = state_of(&app, id).await;
    let closed = correct(&app, Some(&league), id, &[(0, 6), (0, 6)]).await;
    refused(
        &app,
        id,
        &before,
        closed,
        StatusCode::CONFLICT,
        "league_score_not_awaiting",
    )
    .await;

    // A second match: player 1, whom the password's score does not favour, disputes it.
    let other = pending(&app, &admin, p1, p2).await;
    let entered = score(&app, Some(&league), other, &[(4, 6), (4, 6)]).await;
    assert_eq!(entered.status, StatusCode::OK, "{}", entered.text());
    let before = state_of(&app, other).await;
    let dispute = |reason: Value| {
        answer(
            &app,
            Some(&player1),
            other,
            "dispute",
            Some(json!({ "reason": reason })),
        )
    };
    refused(
        &app,
        other,
        &before,
        dispute(json!("  ")).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "dispute_reason_required",
    )
    .await;
    let long = "x".repeat(501);
    refused(
        &app,
        other,
        &before,
        dispute(json!(long)).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "dispute_reason_too_long",
    )
    .await;
    let by_admin = app
        .call(
            Method::POST,
            &format!("/api/league/matches/{other}/dispute"),
            Some(json!({ "reason": "no" })),
            Some(&admin),
        )
        .await;
    refused(
        &app,
        other,
        &before,
        by_admin,
        StatusCode::FORBIDDEN,
        "admin_not_member",
    )
    .await;
    let disputed = dispute(json!("I won 6-4, 6-4")).await;
    assert_eq!(disputed.status, StatusCode::OK, "{}", disputed.text());
    let shown_now = shown(&app, other).await;
    assert_eq!(shown_now["confirmation"]["state"], "disputed");
    assert_eq!(shown_now["winnerId"], p2, "it stays counted");
    let entry = &trail(&app, &admin, other).await[0];
    assert_eq!(
        (&entry["action"], &entry["actorRef"]),
        (&json!("result_disputed"), &json!(p1.to_string()))
    );
    assert_eq!(entry["after"]["reason"], "I won 6-4, 6-4");
    let last = history(&app, &admin, other).await.pop().unwrap();
    assert_eq!(
        (&last["action"], &last["playerId"]),
        (&json!("disputed"), &json!(p1))
    );

    // Disputed: neither the password nor a player settles it; the admin does.
    let before = state_of(&app, other).await;
    let by_password = correct(&app, Some(&league), other, &[(6, 4), (6, 4)]).await;
    refused(
        &app,
        other,
        &before,
        by_password,
        StatusCode::CONFLICT,
        "league_score_not_awaiting",
    )
    .await;
    let by_player = answer(&app, Some(&player1), other, "confirm", None).await;
    refused(
        &app,
        other,
        &before,
        by_player,
        StatusCode::CONFLICT,
        "result_disputed",
    )
    .await;
    let by_winner = answer(&app, Some(&player2), other, "confirm", None).await;
    refused(
        &app,
        other,
        &before,
        by_winner,
        StatusCode::FORBIDDEN,
        "not_opponent",
    )
    .await;

    let queue = app
        .call(Method::GET, "/api/admin/disputes", None, Some(&admin))
        .await;
    assert_eq!(queue.status, StatusCode::OK, "{}", queue.text());
    let queue = queue.json();
    assert_eq!(queue.as_array().unwrap().len(), 1, "{queue}");
    assert_eq!(queue[0]["source"], "league");
    assert_eq!(queue[0]["kind"], "disputed");
    assert_eq!(queue[0]["reason"], "I won 6-4, 6-4");
    assert_eq!(queue[0]["match"], Value::Null);
    assert_eq!(queue[0]["leagueMatch"]["id"], other);
    assert_eq!(queue[0]["leagueMatch"]["confirmation"]["state"], "disputed");

    let settled = app
        .call(
            Method::POST,
            &format!("/api/league/matches/{other}/confirm"),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(settled.status, StatusCode::OK, "{}", settled.text());
    assert_eq!(settled.json()["confirmation"]["state"], "confirmed");
    let entry = &trail(&app, &admin, other).await[0];
    assert_eq!(
        (&entry["action"], &entry["actor"]),
        (&json!("result_confirmed"), &json!("admin"))
    );
    let queue = app
        .call(Method::GET, "/api/admin/disputes", None, Some(&admin))
        .await;
    assert_eq!(queue.json(), json!([]));
}

#[tokio::test]
async fn the_clock_confirms_a_league_score_after_48_hours() {
    let (app, ids) = club();
    let admin = app.admin_cookie().await;
    let league = app.league_cookie().await;
    let by_member = pending(&app, &admin, ids[0], ids[1]).await;
    let by_password = pending(&app, &admin, ids[2], ids[3]).await;
    let reporter = member(&app, &admin, ids[0]).await;
    let start = app.club.clock().now();
    let scored = score(&app, Some(&reporter), by_member, &[(6, 4), (6, 2)]).await;
    assert_eq!(scored.status, StatusCode::OK, "{}", scored.text());
    app.club.clock().set(Some(start + Duration::hours(1)));
    let scored = score(&app, Some(&league), by_password, &[(6, 4), (6, 2)]).await;
    assert_eq!(scored.status, StatusCode::OK, "{}", scored.text());

    app.club
        .clock()
        .set(Some(start + Duration::hours(48) - Duration::seconds(1)));
    assert!(
        app.club
            .confirm_due_league_scores()
            .await
            .unwrap()
            .is_empty()
    );
    assert_eq!(
        shown(&app, by_member).await["confirmation"]["state"],
        "awaiting"
    );

    // The serve timer's tick confirms the tournament's results and the league's scores.
    let mut changes = app.club.subscribe();
    app.club.clock().set(Some(start + Duration::hours(48)));
    app.club.confirm_due_results().await.unwrap();
    assert!(changes.try_recv().is_ok(), "a live event went out");
    let confirmation = shown(&app, by_member).await["confirmation"].clone();
    assert_eq!(confirmation["state"], "confirmed");
    assert_eq!(confirmation["reportedBy"], ids[0]);
    assert_eq!(confirmation["confirmBy"], Value::Null);
    assert_eq!(
        shown(&app, by_password).await["confirmation"]["state"],
        "awaiting"
    );
    let entry = &trail(&app, &admin, by_member).await[0];
    assert_eq!(
        (entry["action"].as_str(), entry["actor"].as_str()),
        (Some("result_auto_confirmed"), Some("club"))
    );
    assert_eq!(entry["before"]["state"], "awaiting");
    assert_eq!(entry["after"]["state"], "confirmed");
    let last = history(&app, &admin, by_member).await.pop().unwrap();
    assert_eq!(
        (&last["action"], &last["actor"]),
        (&json!("auto_confirmed"), &json!("club"))
    );

    app.club.clock().set(Some(start + Duration::hours(49)));
    let done = app.club.confirm_due_league_scores().await.unwrap();
    assert_eq!(
        done.iter().map(|m| m.0).collect::<Vec<_>>(),
        vec![by_password]
    );
    assert_eq!(
        shown(&app, by_password).await["confirmation"]["state"],
        "confirmed"
    );
    // Nothing is left for the next tick.
    assert!(
        app.club
            .confirm_due_league_scores()
            .await
            .unwrap()
            .is_empty()
    );
}

#[tokio::test]
async fn scores_recorded_before_the_upgrade_are_confirmed() {
    use tournament_hub::db::{self, migrations};
    let dir = tempfile::tempdir().unwrap();
    let mut conn = db::connect(&dir.path().join("club.db")).unwrap();
    migrations::apply_up_to(&mut conn, 13).unwrap();
    conn.execute_batch(
        "INSERT INTO players (name, email) VALUES ('A', 'a@club.example'), ('B', 'b@club.example');
         INSERT INTO league_matches (player1_id, player2_id, date, status, set_scores,
                                     player1_sets_won, player2_sets_won, winner_id, completed_at)
         VALUES (1, 2, '2026-11-20', 'completed', '[[6,4],[6,2]]', 2, 0, 1, 1763661600),
                (1, 2, '2026-11-21', 'pending', NULL, NULL, NULL, NULL, NULL);
         INSERT INTO league_history (league_match_id, action, at, actor, session_id, client_addr)
         VALUES (1, 'scored', 1763661600, 'league', '0123456789abcdef', '192.0.2.7');",
    )
    .unwrap();
    migrations::apply(&mut conn).unwrap();
    let rows: Vec<(Option<String>, Option<i64>)> = conn
        .prepare("SELECT confirmation, reported_at FROM league_matches ORDER BY id")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(
        rows,
        [
            // In milliseconds since V19 (a confirmation names its version by them).
            (Some("confirmed".to_string()), Some(1_763_661_600_000)),
            (None, None)
        ]
    );
    // The history keeps its rows, and takes members' and the clock's.
    let kept: (String, String, Option<String>) = conn
        .query_row(
            "SELECT actor, session_id, client_addr FROM league_history WHERE id = 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap();
    assert_eq!(
        kept,
        (
            "league".into(),
            "0123456789abcdef".into(),
            Some("192.0.2.7".into())
        )
    );
    conn.execute_batch(
        "INSERT INTO league_history (league_match_id, action, at, actor, player_id)
         VALUES (1, 'confirmed', 1763661700, 'member', 2);
         INSERT INTO league_history (league_match_id, action, at, actor)
         VALUES (2, 'auto_confirmed', 1763661800, 'club');",
    )
    .unwrap();
    let no_player = conn.execute(
        "INSERT INTO league_history (league_match_id, action, at, actor) VALUES (1, 'confirmed', 1, 'member')",
        [],
    );
    assert!(no_player.is_err(), "a member's entry names the member");
}

#[tokio::test]
async fn the_admins_queue_holds_tournament_and_league_disputes_oldest_first() {
    let (app, ids) = club();
    let admin = app.admin_cookie().await;
    let league = app.league_cookie().await;
    let start = app.club.clock().now();

    // A league score entered first, disputed last.
    let id = pending(&app, &admin, ids[0], ids[1]).await;
    let entered = score(&app, Some(&league), id, &[(6, 4), (6, 2)]).await;
    assert_eq!(entered.status, StatusCode::OK, "{}", entered.text());

    // A tournament result reported an hour later, and disputed.
    app.club.clock().set(Some(start + Duration::hours(1)));
    let (_, tournament_match) = crate::results::pending_match(&app, &admin).await;
    let match_id = tournament_match["id"].as_i64().unwrap();
    let (t1, t2) = (
        tournament_match["player1Id"].as_i64().unwrap(),
        tournament_match["player2Id"].as_i64().unwrap(),
    );
    let reporter = member(&app, &admin, t1).await;
    let body = json!({ "matchId": match_id, "winnerId": t1, "score": "6-4, 6-2" });
    let recorded = crate::results::post_result(&app, body, &[&reporter]).await;
    assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());
    let opponent = member(&app, &admin, t2).await;
    let path = format!("/api/matches/{match_id}/dispute");
    let reason = json!({ "reason": "It was 4-6, 2-6" });
    let disputed = send(&app, Method::POST, &path, Some(reason), Some(&opponent)).await;
    assert_eq!(disputed.status, StatusCode::OK, "{}", disputed.text());

    app.club.clock().set(Some(start + Duration::hours(2)));
    let player2 = member(&app, &admin, ids[1]).await;
    let reason = json!({ "reason": "I won that one" });
    let disputed = answer(&app, Some(&player2), id, "dispute", Some(reason)).await;
    assert_eq!(disputed.status, StatusCode::OK, "{}", disputed.text());

    let queue = app
        .call(Method::GET, "/api/admin/disputes", None, Some(&admin))
        .await
        .json();
    let summary: Vec<(Value, Value, Value, Value)> = queue
        .as_array()
        .unwrap()
        .iter()
        .map(|w| {
            (
                w["source"].clone(),
                w["match"]["id"].clone(),
                w["leagueMatch"]["id"].clone(),
                w["reason"].clone(),
            )
        })
        .collect();
    assert_eq!(
        summary,
        [
            (
                json!("league"),
                Value::Null,
                json!(id),
                json!("I won that one")
            ),
            (
                json!("tournament"),
                json!(match_id),
                Value::Null,
                json!("It was 4-6, 2-6")
            ),
        ],
        "the oldest report first, whatever its source"
    );
    assert_eq!(secs(&queue[0]["reportedAt"]), start.timestamp());
    assert_eq!(
        secs(&queue[1]["reportedAt"]),
        (start + Duration::hours(1)).timestamp()
    );
}
