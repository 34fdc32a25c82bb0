//! Fair confirmations (docs/rules.md#results-by-the-players): only the right player confirms,
//! a confirmation names the version it saw, a second one changes nothing, and members record
//! only in an active tournament, up to the match's last day. Each refusal has its code and
//! writes nothing.

use axum::http::{Method, StatusCode};
use chrono::{DateTime, Duration, TimeZone, Utc};
use serde_json::{Value, json};

use crate::common::{TestApp, TestResponse};
use crate::league_members::{self as league, refused, state_of};
use crate::members::{member, request};

/// The club's members in these tests, Spanish names as the club writes them.
pub const NAMES: [&str; 8] = [
    "María José Quesada Villalobos",
    "Ileana Víquez Fallas",
    "José Pablo Araya Solís",
    "Ana Lucía Mora Jiménez",
    "Óscar Eduardo Núñez Ramírez",
    "Sofía Chacón Umaña",
    "Luis Diego Rojas Sáenz",
    "Verónica Alpízar Brenes",
];

/// A Friday evening in the club's November, within the tournament's first week.
pub fn evening() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 20, 23, 0, 0).unwrap()
}

/// An active 8-player tournament of the club's members starting on `start`, its schedule
/// made; the first playable group match and the tournament's id.
async fn tournament_match(app: &TestApp, admin: &str, start: &str) -> (i64, Value) {
    let ids = app.insert_named(&NAMES);
    let body = json!({ "name": "Torneo de Noviembre", "startDate": start, "playerCount": 8,
            "tournamentType": "hybrid", "status": "active", "selectedPlayerIds": ids });
    let created = app
        .call(Method::POST, "/api/tournaments", Some(body), Some(admin))
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let id = created.json()["id"].as_i64().unwrap();
    let pending = app
        .generate_matches(id, admin)
        .await
        .into_iter()
        .find(|m| m["status"] == "pending" && m["week"] == 1)
        .expect("a playable match of week 1");
    (id, pending)
}

/// A week-1 match of the November tournament whose two players are signed in.
pub struct Players {
    pub tournament: i64,
    pub id: i64,
    pub p1: i64,
    pub p2: i64,
    pub reporter: String,
    pub opponent: String,
}

pub async fn players_of(app: &TestApp, admin: &str) -> Players {
    let (tournament, pending) = tournament_match(app, admin, "2026-11-16").await;
    let (p1, p2) = (
        pending["player1Id"].as_i64().unwrap(),
        pending["player2Id"].as_i64().unwrap(),
    );
    Players {
        tournament,
        id: pending["id"].as_i64().unwrap(),
        p1,
        p2,
        reporter: member(app, admin, p1).await,
        opponent: member(app, admin, p2).await,
    }
}

async fn post(app: &TestApp, path: &str, body: Option<Value>, cookie: &str) -> TestResponse {
    app.send(request(Method::POST, path, body, &[cookie], &[]))
        .await
}

async fn patch(app: &TestApp, path: &str, body: Value, cookie: &str) -> TestResponse {
    app.send(request(Method::PATCH, path, Some(body), &[cookie], &[]))
        .await
}

/// The audit records of `subject` with `action`.
pub async fn audited(app: &TestApp, admin: &str, subject: &str, action: &str) -> usize {
    let path = format!("/api/admin/audit?subject={subject}");
    let got = app.call(Method::GET, &path, None, Some(admin)).await;
    got.json()
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["action"] == action)
        .count()
}

fn millis(text: &Value) -> i64 {
    DateTime::parse_from_rfc3339(text.as_str().unwrap())
        .unwrap()
        .timestamp_millis()
}

/// What a refused tournament call must leave as it was: the match and the audit trail.
pub async fn match_state(app: &TestApp, tournament: i64, id: i64) -> (Value, i64) {
    let all = app
        .get(&format!("/api/tournaments/{tournament}/matches"))
        .await
        .json();
    let shown = all
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["id"] == id)
        .unwrap()
        .clone();
    (shown, app.count("audit_trail"))
}

pub async fn tournament_refused(
    app: &TestApp,
    (tournament, id): (i64, i64),
    before: &(Value, i64),
    response: TestResponse,
    (status, code): (StatusCode, &str),
) {
    assert_eq!(response.status, status, "{code}: {}", response.text());
    let body = response.json();
    let got = body["code"]
        .as_str()
        .or_else(|| {
            body["fields"]
                .as_object()
                .and_then(|f| f.values().next())
                .and_then(|f| f["code"].as_str())
        })
        .unwrap_or_default()
        .to_string();
    assert_eq!(got, code, "{body}");
    assert_eq!(
        &match_state(app, tournament, id).await,
        before,
        "{code} wrote nothing"
    );
}

#[tokio::test]
async fn a_league_winner_cannot_confirm_the_passwords_score_in_their_favour() {
    let app = TestApp::new();
    app.club.clock().set(Some(evening()));
    let ids = app.insert_named(&NAMES);
    let admin = app.admin_cookie().await;
    let password = app.league_cookie().await;
    let (winner, loser) = (ids[0], ids[1]);
    let winner_cookie = member(&app, &admin, winner).await;
    let loser_cookie = member(&app, &admin, loser).await;

    // The winner types the score with the league password, then tries to confirm it as a
    // member (S5): refused, and the loser's dispute still counts.
    let id = league::pending(&app, &admin, winner, loser).await;
    let entered = league::score(&app, Some(&password), id, &[(6, 4), (6, 2)]).await;
    assert_eq!(entered.status, StatusCode::OK, "{}", entered.text());
    assert_eq!(entered.json()["winnerId"], winner);
    let before = state_of(&app, id).await;
    for what in ["confirm", "dispute"] {
        let body = (what == "dispute").then(|| json!({ "reason": "Gané yo" }));
        let own = league::answer(&app, Some(&winner_cookie), id, what, body).await;
        refused(
            &app,
            id,
            &before,
            own,
            StatusCode::FORBIDDEN,
            "not_opponent",
        )
        .await;
    }
    let reason = json!({ "reason": "Fue 4-6, 2-6" });
    let disputed = league::answer(&app, Some(&loser_cookie), id, "dispute", Some(reason)).await;
    assert_eq!(disputed.status, StatusCode::OK, "{}", disputed.text());
    assert_eq!(disputed.json()["confirmation"]["state"], "disputed");

    // A drawn score favours nobody: either player confirms it.
    for confirmer in [&winner_cookie, &loser_cookie] {
        let drawn = league::pending(&app, &admin, winner, loser).await;
        let entered = league::score(&app, Some(&password), drawn, &[(6, 4), (4, 6)]).await;
        assert_eq!(entered.status, StatusCode::OK, "{}", entered.text());
        assert_eq!(entered.json()["winnerId"], Value::Null);
        let confirmed = league::answer(&app, Some(confirmer), drawn, "confirm", None).await;
        assert_eq!(confirmed.status, StatusCode::OK, "{}", confirmed.text());
        assert_eq!(confirmed.json()["confirmation"]["state"], "confirmed");
    }
}

#[tokio::test]
async fn a_confirmation_names_the_version_it_saw() {
    let app = TestApp::new();
    // The clock stands still: two corrections fall in the same instant.
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
    let result = |score: &str| json!({ "matchId": id, "winnerId": p1, "score": score });

    let first = post(
        &app,
        "/api/matches/result",
        Some(result("6-4, 6-2")),
        &reporter,
    )
    .await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.text());
    let seen = first.json()["confirmation"]["reportedAt"].clone();
    assert!(
        seen.as_str().unwrap().ends_with(".000Z"),
        "milliseconds: {seen}"
    );
    let path = format!("/api/matches/{id}");
    let mut versions = vec![millis(&seen)];
    for score in ["6-4, 6-3", "7-5, 6-3"] {
        let fixed = patch(&app, &path, result(score), &reporter).await;
        assert_eq!(fixed.status, StatusCode::OK, "{}", fixed.text());
        versions.push(millis(&fixed.json()["confirmation"]["reportedAt"]));
    }
    assert!(
        versions.windows(2).all(|w| w[1] > w[0]),
        "each correction moves reportedAt forward, even in the same instant: {versions:?}"
    );

    // The opponent confirms what they were shown: the first version is stale.
    let confirm = format!("/api/matches/{id}/confirm");
    let before = match_state(&app, tournament, id).await;
    let stale = post(
        &app,
        &confirm,
        Some(json!({ "reportedAt": seen })),
        &opponent,
    )
    .await;
    tournament_refused(
        &app,
        (tournament, id),
        &before,
        stale,
        (StatusCode::CONFLICT, "result_changed"),
    )
    .await;
    let nonsense = post(
        &app,
        &confirm,
        Some(json!({ "reportedAt": "yesterday" })),
        &opponent,
    )
    .await;
    tournament_refused(
        &app,
        (tournament, id),
        &before,
        nonsense,
        (StatusCode::UNPROCESSABLE_ENTITY, "reported_at_invalid"),
    )
    .await;
    let current = before.0["confirmation"]["reportedAt"].clone();
    let confirmed = post(
        &app,
        &confirm,
        Some(json!({ "reportedAt": current })),
        &opponent,
    )
    .await;
    assert_eq!(confirmed.status, StatusCode::OK, "{}", confirmed.text());
    assert_eq!(confirmed.json()["score"], "7-5, 6-3");
    assert_eq!(confirmed.json()["confirmation"]["state"], "confirmed");
}

#[tokio::test]
async fn a_league_confirmation_names_the_version_it_saw() {
    let app = TestApp::new();
    app.club.clock().set(Some(evening()));
    let ids = app.insert_named(&NAMES);
    let admin = app.admin_cookie().await;
    let password = app.league_cookie().await;
    let loser = member(&app, &admin, ids[1]).await;
    let id = league::pending(&app, &admin, ids[0], ids[1]).await;
    let entered = league::score(&app, Some(&password), id, &[(6, 4), (6, 2)]).await;
    let seen = entered.json()["confirmation"]["reportedAt"].clone();
    let fixed = league::correct(&app, Some(&password), id, &[(6, 4), (6, 3)]).await;
    assert_eq!(fixed.status, StatusCode::OK, "{}", fixed.text());
    let current = fixed.json()["confirmation"]["reportedAt"].clone();
    assert!(millis(&current) > millis(&seen));

    let before = state_of(&app, id).await;
    let body = json!({ "reportedAt": seen });
    let stale = league::answer(&app, Some(&loser), id, "confirm", Some(body)).await;
    refused(
        &app,
        id,
        &before,
        stale,
        StatusCode::CONFLICT,
        "result_changed",
    )
    .await;
    let body = json!({ "reportedAt": current });
    let confirmed = league::answer(&app, Some(&loser), id, "confirm", Some(body)).await;
    assert_eq!(confirmed.status, StatusCode::OK, "{}", confirmed.text());
    assert_eq!(confirmed.json()["confirmation"]["state"], "confirmed");
}

#[tokio::test]
async fn five_confirmations_at_once_write_one_record() {
    let app = TestApp::new();
    app.club.clock().set(Some(evening()));
    let admin = app.admin_cookie().await;
    let Players {
        id,
        p2,
        reporter,
        opponent,
        ..
    } = players_of(&app, &admin).await;
    let body = json!({ "matchId": id, "winnerId": p2, "score": "4-6, 3-6" });
    let recorded = post(&app, "/api/matches/result", Some(body), &reporter).await;
    let seen = recorded.json()["confirmation"]["reportedAt"].clone();
    let mut heard = app.club.subscribe();

    let path = format!("/api/matches/{id}/confirm");
    let body = json!({ "reportedAt": seen });
    let answers = futures_util::future::join_all(
        (0..5).map(|_| post(&app, &path, Some(body.clone()), &opponent)),
    )
    .await;
    for answer in &answers {
        assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
        assert_eq!(answer.json()["confirmation"]["state"], "confirmed");
    }
    let subject = format!("match:{id}");
    assert_eq!(audited(&app, &admin, &subject, "result_confirmed").await, 1);
    let mut changes = 0;
    while heard.try_recv().is_ok() {
        changes += 1;
    }
    assert_eq!(changes, 1, "one change published, not five");
}

#[tokio::test]
async fn members_record_only_in_an_active_tournament_up_to_the_last_day() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    // Week 1 of a tournament that starts on Monday 16 November: its deadline is Sunday 22,
    // its last day (rescheduleUntil) Wednesday 25.
    app.club.clock().set(Some(evening()));
    let (tournament, pending) = tournament_match(&app, &admin, "2026-11-16").await;
    assert_eq!(pending["rescheduleUntil"], "2026-11-25");
    let id = pending["id"].as_i64().unwrap();
    let (p1, p2) = (
        pending["player1Id"].as_i64().unwrap(),
        pending["player2Id"].as_i64().unwrap(),
    );
    let reporter = member(&app, &admin, p1).await;
    let body = json!({ "matchId": id, "winnerId": p1, "score": "6-4, 6-2" });

    // Thursday 26, the day after its last day: ask the club.
    app.club.clock().set(Some(evening() + Duration::days(6)));
    let before = match_state(&app, tournament, id).await;
    let late = post(&app, "/api/matches/result", Some(body.clone()), &reporter).await;
    tournament_refused(
        &app,
        (tournament, id),
        &before,
        late,
        (StatusCode::UNPROCESSABLE_ENTITY, "match_window_over"),
    )
    .await;

    // A tournament that is not being played takes no member's result, even in time.
    app.club.clock().set(Some(evening()));
    let path = format!("/api/tournaments/{tournament}");
    let paused = app
        .call(
            Method::PATCH,
            &path,
            Some(json!({ "status": "coming_soon" })),
            Some(&admin),
        )
        .await;
    assert_eq!(paused.status, StatusCode::OK, "{}", paused.text());
    let before = match_state(&app, tournament, id).await;
    let inactive = post(&app, "/api/matches/result", Some(body.clone()), &reporter).await;
    tournament_refused(
        &app,
        (tournament, id),
        &before,
        inactive,
        (StatusCode::CONFLICT, "tournament_not_active"),
    )
    .await;

    // Active again and in time, the member records; the admin records at any time.
    let resumed = app
        .call(
            Method::PATCH,
            &path,
            Some(json!({ "status": "active" })),
            Some(&admin),
        )
        .await;
    assert_eq!(resumed.status, StatusCode::OK, "{}", resumed.text());
    let recorded = post(&app, "/api/matches/result", Some(body), &reporter).await;
    assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());
    app.club.clock().set(Some(evening() + Duration::days(30)));
    let fixed = app
        .call(
            Method::PATCH,
            &format!("/api/matches/{id}"),
            Some(json!({ "winnerId": p2, "score": "4-6, 4-6" })),
            Some(&admin),
        )
        .await;
    assert_eq!(fixed.status, StatusCode::OK, "{}", fixed.text());
    assert_eq!(fixed.json()["confirmation"]["state"], "confirmed");
}
