//! Deadlines (docs/rules.md#deadlines): every tournament match carries its `deadline`,
//! `rescheduleUntil` and `timing`, which turn with the club's date (the clock is moved, never
//! waited for), even in a kept answer; the admin's queue of late and overdue matches, a
//! walkover in one call (counted for the penalty) and more days for one match.

use crate::common;
use crate::members::member;

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use common::TestApp;

/// Sets the club clock to the UTC instant `now`.
pub fn at(app: &TestApp, now: &str) {
    app.club.clock().set(Some(now.parse().unwrap()));
}

/// An active 8-player hybrid starting Monday 2 November 2026, its schedule generated: its
/// id and its matches. Week 1 runs 2-8 November (deadline the 8th, movable to the 11th).
pub async fn cup(app: &TestApp, admin: &str) -> (i64, Vec<Value>) {
    let ids = app.insert_players("Timing ", 8);
    let body = json!({ "name": "Copa Plazo", "startDate": "2026-11-02", "playerCount": 8,
            "tournamentType": "hybrid", "status": "active", "selectedPlayerIds": ids });
    let created = app
        .call(Method::POST, "/api/tournaments", Some(body), Some(admin))
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let id = created.json()["id"].as_i64().unwrap();
    (id, app.generate_matches(id, admin).await)
}

/// The tournament's matches as a visitor gets them, and where the answer came from.
async fn schedule(app: &TestApp, tournament: i64) -> (Vec<Value>, Option<String>) {
    let got = app
        .get(&format!("/api/tournaments/{tournament}/matches"))
        .await;
    assert_eq!(got.status, StatusCode::OK, "{}", got.text());
    (
        got.json().as_array().unwrap().clone(),
        got.header("x-cache"),
    )
}

fn by_id(all: &[Value], id: &Value) -> Value {
    all.iter().find(|m| &m["id"] == id).unwrap().clone()
}

fn first_of_week(all: &[Value], week: i64) -> Value {
    all.iter()
        .find(|m| m["week"] == week && m["status"] == "pending")
        .unwrap()
        .clone()
}

#[tokio::test]
async fn deadlines_and_timing_turn_at_club_midnight_even_in_a_kept_answer() {
    let app = TestApp::new();
    at(&app, "2026-11-01T18:00:00Z");
    let admin = app.admin_cookie().await;
    let (tournament, _) = cup(&app, &admin).await;

    let (all, _) = schedule(&app, tournament).await;
    let week1 = first_of_week(&all, 1);
    let week3 = first_of_week(&all, 3);
    assert_eq!(week1["deadline"], "2026-11-08");
    assert_eq!(week1["rescheduleUntil"], "2026-11-11");
    assert_eq!(week3["deadline"], "2026-11-22");
    assert_eq!(week3["rescheduleUntil"], "2026-11-25");
    assert_eq!(week1["timing"], "upcoming", "the week has not begun");
    // The knockout's players are not known yet: no timing, but its dates.
    let knockout = all.iter().find(|m| m["stage"] != "group").unwrap();
    assert_eq!(knockout["timing"], Value::Null);
    assert_eq!(knockout["deadline"], "2026-11-29");
    assert_eq!(knockout["status"], "scheduled");

    // The last minute of the deadline, club time (UTC-6): this week's, and kept.
    at(&app, "2026-11-09T05:59:00Z");
    let (all, _) = schedule(&app, tournament).await;
    assert_eq!(by_id(&all, &week1["id"])["timing"], "this_week");
    let (all, source) = schedule(&app, tournament).await;
    assert_eq!(source.as_deref(), Some("hit"));
    assert_eq!(by_id(&all, &week1["id"])["timing"], "this_week");

    // Club midnight: late, with no write in between; the kept answer is not served.
    at(&app, "2026-11-09T06:00:00Z");
    let (all, source) = schedule(&app, tournament).await;
    assert_eq!(source.as_deref(), Some("miss"));
    let late = by_id(&all, &week1["id"]);
    assert_eq!(late["timing"], "late");
    assert_eq!(late["status"], "pending", "being late changes no status");
    assert_eq!(by_id(&all, &week3["id"])["timing"], "upcoming");

    // Past its 3 days: overdue.
    at(&app, "2026-11-12T06:00:00Z");
    let (all, _) = schedule(&app, tournament).await;
    assert_eq!(by_id(&all, &week1["id"])["timing"], "overdue");
    assert_eq!(by_id(&all, &week3["id"])["timing"], "upcoming");
    at(&app, "2026-11-16T06:00:00Z");
    let (all, _) = schedule(&app, tournament).await;
    assert_eq!(by_id(&all, &week3["id"])["timing"], "this_week");

    // A played match has no timing.
    let body = json!({ "matchId": week1["id"], "winnerId": week1["player1Id"],
                       "score": "6-4, 6-4" });
    let played = app
        .call(
            Method::POST,
            "/api/matches/result",
            Some(body),
            Some(&admin),
        )
        .await;
    assert_eq!(played.status, StatusCode::OK, "{}", played.text());
    assert_eq!(played.json()["timing"], Value::Null);
    assert_eq!(played.json()["deadline"], "2026-11-08");
    let (all, _) = schedule(&app, tournament).await;
    assert_eq!(by_id(&all, &week1["id"])["timing"], Value::Null);
}

/// `GET /api/admin/overdue` with `cookie`.
async fn overdue(app: &TestApp, cookie: Option<&str>) -> common::TestResponse {
    app.call(Method::GET, "/api/admin/overdue", None, cookie)
        .await
}

#[tokio::test]
async fn the_admin_lists_late_and_overdue_matches_oldest_first() {
    let app = TestApp::new();
    at(&app, "2026-11-01T18:00:00Z");
    let admin = app.admin_cookie().await;
    let (tournament, matches) = cup(&app, &admin).await;
    let empty = overdue(&app, Some(&admin)).await;
    assert_eq!(empty.status, StatusCode::OK, "{}", empty.text());
    assert_eq!(empty.json(), json!([]));

    // Tuesday 17 November: week 1 (deadline the 8th) is overdue by 9 days, week 2 (deadline
    // the 15th) late by 2, week 3 is this week's.
    at(&app, "2026-11-17T18:00:00Z");
    let played = matches
        .iter()
        .find(|m| m["week"] == 1 && m["status"] == "pending")
        .unwrap();
    let body = json!({ "matchId": played["id"], "winnerId": played["player2Id"],
                       "score": "1-6, 1-6" });
    let result = app
        .call(
            Method::POST,
            "/api/matches/result",
            Some(body),
            Some(&admin),
        )
        .await;
    assert_eq!(result.status, StatusCode::OK, "{}", result.text());

    let listed = overdue(&app, Some(&admin)).await;
    assert_eq!(listed.status, StatusCode::OK, "{}", listed.text());
    let listed = listed.json().as_array().unwrap().clone();
    let week_of = |entry: &Value| entry["match"]["week"].as_i64().unwrap();
    let weeks: Vec<i64> = listed.iter().map(week_of).collect();
    let unplayed = |week| {
        matches
            .iter()
            .filter(|m| m["week"] == week && m["status"] == "pending")
            .count()
    };
    assert_eq!(
        weeks,
        [vec![1; unplayed(1) - 1], vec![2; unplayed(2)]].concat(),
        "the played match is gone, week 3 is not late, the oldest come first"
    );
    let first = &listed[0];
    assert_eq!(first["timing"], "overdue");
    assert_eq!(first["daysLate"], 9);
    assert_eq!(first["tournamentName"], "Copa Plazo");
    assert!(first["match"]["player1Name"].is_string() && first["match"]["player2Name"].is_string());
    assert_eq!(first["match"]["tournamentId"], tournament);
    let last = listed.last().unwrap();
    assert_eq!(last["timing"], "late");
    assert_eq!(last["daysLate"], 2);
    assert_eq!(last["match"]["rescheduleUntil"], "2026-11-18");

    // The admin's alone.
    overdue(&app, None)
        .await
        .assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
    let someone = member(&app, &admin, played["player1Id"].as_i64().unwrap()).await;
    assert_eq!(
        overdue(&app, Some(&someone)).await.status,
        StatusCode::UNAUTHORIZED
    );
    let league = app.league_cookie().await;
    overdue(&app, Some(&league))
        .await
        .assert_error(StatusCode::FORBIDDEN, "forbidden");
}

#[tokio::test]
async fn more_days_move_only_that_matchs_window() {
    let app = TestApp::new();
    at(&app, "2026-11-01T18:00:00Z");
    let admin = app.admin_cookie().await;
    let (tournament, matches) = cup(&app, &admin).await;
    let week2: Vec<&Value> = matches
        .iter()
        .filter(|m| m["week"] == 2 && m["status"] == "pending")
        .collect();
    let (given, other) = (week2[0], week2[1]);
    let path = format!("/api/matches/{}/extension", given["id"]);

    // Thursday 19 November: week 2 (until the 18th) is overdue.
    at(&app, "2026-11-19T18:00:00Z");
    for bad in [
        json!({}),
        json!({ "days": 0 }),
        json!({ "days": 15 }),
        json!({ "days": -2 }),
    ] {
        let refused = app.call(Method::POST, &path, Some(bad), Some(&admin)).await;
        let body = refused.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
        assert_eq!(body["fields"]["days"]["code"], "extension_days_invalid");
    }
    let refused = app
        .call(Method::POST, &path, Some(json!({ "days": 2 })), None)
        .await;
    refused.assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
    let (all, _) = schedule(&app, tournament).await;
    assert_eq!(
        by_id(&all, &given["id"])["rescheduleUntil"],
        "2026-11-18",
        "nothing written"
    );

    let granted = app
        .call(
            Method::POST,
            &path,
            Some(json!({ "days": 2 })),
            Some(&admin),
        )
        .await;
    assert_eq!(granted.status, StatusCode::OK, "{}", granted.text());
    let granted = granted.json();
    assert_eq!(granted["rescheduleUntil"], "2026-11-20");
    assert_eq!(granted["deadline"], "2026-11-15", "the deadline stays");
    assert_eq!(granted["timing"], "late");
    // Again: the days add up.
    let again = app
        .call(
            Method::POST,
            &path,
            Some(json!({ "days": 3 })),
            Some(&admin),
        )
        .await;
    assert_eq!(again.json()["rescheduleUntil"], "2026-11-23");

    let (all, _) = schedule(&app, tournament).await;
    assert_eq!(by_id(&all, &given["id"])["timing"], "late");
    assert_eq!(by_id(&all, &other["id"])["timing"], "overdue");
    assert_eq!(by_id(&all, &other["id"])["rescheduleUntil"], "2026-11-18");
    let listed = overdue(&app, Some(&admin)).await.json();
    let entry = listed
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["match"]["id"] == given["id"])
        .unwrap()
        .clone();
    assert_eq!(entry["timing"], "late");

    let trail = app
        .call(
            Method::GET,
            &format!("/api/admin/audit?subject=match:{}", given["id"]),
            None,
            Some(&admin),
        )
        .await
        .json();
    assert_eq!(trail[0]["action"], "match_extended");
    assert_eq!(trail[0]["after"]["extensionDays"], 5);

    // Some ten years in all is the most a match is given.
    let id = given["id"].as_i64().unwrap();
    app.write_straight(move |tx| {
        tx.execute(
            "UPDATE matches SET extension_days = 3640 WHERE id = ?1",
            [id],
        )?;
        Ok(())
    })
    .unwrap();
    let too_many = app
        .call(
            Method::POST,
            &path,
            Some(json!({ "days": 11 })),
            Some(&admin),
        )
        .await;
    let body = too_many.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(body["fields"]["days"]["code"], "extension_days_invalid");
    let last = app
        .call(
            Method::POST,
            &path,
            Some(json!({ "days": 10 })),
            Some(&admin),
        )
        .await;
    assert_eq!(last.status, StatusCode::OK, "{}", last.text());
}

#[tokio::test]
async fn a_walkover_in_one_call_is_confirmed_and_counts_for_the_penalty() {
    let app = TestApp::new();
    at(&app, "2026-11-20T18:00:00Z");
    let admin = app.admin_cookie().await;
    let (_, matches) = cup(&app, &admin).await;
    // One player's two group matches of weeks 1 and 2: two walkovers given in one year.
    let giver = matches
        .iter()
        .find(|m| m["week"] == 1 && m["status"] == "pending")
        .unwrap()["player1Id"]
        .as_i64()
        .unwrap();
    let theirs: Vec<&Value> = matches
        .iter()
        .filter(|m| {
            m["status"] == "pending"
                && m["week"].as_i64().unwrap() <= 2
                && (m["player1Id"] == giver || m["player2Id"] == giver)
        })
        .collect();
    assert_eq!(theirs.len(), 2);
    let opponent = |m: &Value| {
        if m["player1Id"] == giver {
            m["player2Id"].clone()
        } else {
            m["player1Id"].clone()
        }
    };
    let path = |m: &Value| format!("/api/matches/{}/walkover", m["id"]);

    // Only the admin, and only one of the match's players wins.
    let refused = app
        .call(
            Method::POST,
            &path(theirs[0]),
            Some(json!({ "winnerId": opponent(theirs[0]) })),
            None,
        )
        .await;
    refused.assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
    let member_cookie = member(&app, &admin, opponent(theirs[0]).as_i64().unwrap()).await;
    let refused = app
        .call(
            Method::POST,
            &path(theirs[0]),
            Some(json!({ "winnerId": opponent(theirs[0]) })),
            Some(&member_cookie),
        )
        .await;
    assert_eq!(
        refused.status,
        StatusCode::UNAUTHORIZED,
        "{}",
        refused.text()
    );
    let stranger = matches
        .iter()
        .flat_map(|m| [m["player1Id"].clone(), m["player2Id"].clone()])
        .find(|p| p.is_i64() && *p != giver && *p != opponent(theirs[0]))
        .unwrap();
    let refused = app
        .call(
            Method::POST,
            &path(theirs[0]),
            Some(json!({ "winnerId": stranger })),
            Some(&admin),
        )
        .await;
    let body = refused.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(body["fields"]["winnerId"]["code"], "winner_not_in_match");
    let refused = app
        .call(
            Method::POST,
            &path(theirs[0]),
            Some(json!({})),
            Some(&admin),
        )
        .await;
    let body = refused.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(body["fields"]["winnerId"]["code"], "winner_required");

    let profile_path = format!("/api/players/{giver}/profile?season=2026");
    assert_eq!(
        app.get(&profile_path).await.json()["breakdown"]["walkoverPenalty"],
        0
    );
    for (n, m) in theirs.iter().enumerate() {
        let done = app
            .call(
                Method::POST,
                &path(m),
                Some(json!({ "winnerId": opponent(m) })),
                Some(&admin),
            )
            .await;
        assert_eq!(done.status, StatusCode::OK, "{}", done.text());
        let done = done.json();
        assert_eq!(done["status"], "completed");
        assert_eq!(done["walkover"], true);
        assert_eq!(done["outcome"], "walkover");
        assert_eq!(done["winnerId"], opponent(m));
        assert_eq!(done["confirmation"]["state"], "confirmed");
        assert_eq!(done["confirmation"]["confirmBy"], Value::Null);
        assert_eq!(done["timing"], Value::Null);
        let penalty = if n == 0 { 0 } else { 30 };
        assert_eq!(
            app.get(&profile_path).await.json()["breakdown"]["walkoverPenalty"],
            penalty,
            "after {} walkovers",
            n + 1
        );
    }
    // A result stands: no second walkover over it.
    let again = app
        .call(
            Method::POST,
            &path(theirs[0]),
            Some(json!({ "winnerId": opponent(theirs[0]) })),
            Some(&admin),
        )
        .await;
    let body = again.assert_error(StatusCode::CONFLICT, "conflict");
    assert_eq!(body["code"], "match_has_result");
}
