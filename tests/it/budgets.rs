//! Budgets on members' writes that tell another member (docs/rules.md#budgets): five moves
//! of a match per player per club day, five changes of a report (claims and withdrawals
//! included, and the same for the league password), one pending league match per pair; the
//! admin has none. Every refusal has its code and writes nothing. Notices about one match
//! merge: the first push or email goes at once, the rest wait for the window's end, and the
//! app keeps the latest one unread.

use axum::http::{Method, StatusCode};
use chrono::{DateTime, Duration, Utc};
use serde_json::{Value, json};

use crate::common::{TestApp, TestResponse};
use crate::confirm_fair::{Players, evening, match_state, players_of, tournament_refused};
use crate::league_members::{self as league, refused, state_of};
use crate::members::{member, request};
use tournament_hub::db::notices::Channels;
use tournament_hub::domain::notices::Channel;

/// `method path` with `body` as `cookie`.
pub async fn send(
    app: &TestApp,
    method: Method,
    path: &str,
    body: Option<Value>,
    cookie: &str,
) -> TestResponse {
    app.send(request(method, path, body, &[cookie], &[])).await
}

/// `PATCH /api/matches/{id}/schedule` with `body` as `cookie`.
pub async fn plan(app: &TestApp, id: i64, body: Value, cookie: &str) -> TestResponse {
    let path = format!("/api/matches/{id}/schedule");
    send(app, Method::PATCH, &path, Some(body), cookie).await
}

/// The half-hour slots of a day, 08:00 onwards: a new one for each move.
fn slot(i: usize) -> String {
    let minutes = 8 * 60 + 30 * i;
    format!("{:02}:{:02}", minutes / 60, minutes % 60)
}

/// Seconds from `now` to the next midnight at the club (UTC-6).
fn to_club_midnight(now: DateTime<Utc>) -> i64 {
    let club = now - Duration::hours(6);
    let midnight = (club.date_naive() + Duration::days(1))
        .and_hms_opt(0, 0, 0)
        .unwrap()
        .and_utc()
        + Duration::hours(6);
    (midnight - now).num_seconds()
}

#[tokio::test]
async fn a_player_moves_a_match_five_times_a_club_day_and_the_admin_any_number() {
    let app = TestApp::new();
    let now = evening();
    app.club.clock().set(Some(now));
    let admin = app.admin_cookie().await;
    let Players {
        tournament,
        id,
        reporter,
        opponent,
        ..
    } = players_of(&app, &admin).await;
    for i in 0..5 {
        let body = json!({ "date": "2026-11-21", "time": slot(i), "cancha": 3 });
        let moved = plan(&app, id, body, &reporter).await;
        assert_eq!(
            moved.status,
            StatusCode::OK,
            "move {}: {}",
            i + 1,
            moved.text()
        );
    }
    let before = match_state(&app, tournament, id).await;
    let body = json!({ "date": "2026-11-21", "time": slot(6), "cancha": 3 });
    let sixth = plan(&app, id, body.clone(), &reporter).await;
    assert_eq!(
        sixth.header("retry-after"),
        Some(to_club_midnight(now).to_string()),
        "the budget is whole again at club midnight"
    );
    tournament_refused(
        &app,
        (tournament, id),
        &before,
        sixth,
        (StatusCode::TOO_MANY_REQUESTS, "schedule_changes_exhausted"),
    )
    .await;

    // The opponent has their own five.
    let theirs = plan(&app, id, body.clone(), &opponent).await;
    assert_eq!(theirs.status, StatusCode::OK, "{}", theirs.text());

    // The next club day, the first player moves it again.
    app.club
        .clock()
        .set(Some(now + Duration::seconds(to_club_midnight(now))));
    let body = json!({ "date": "2026-11-22", "time": "18:00", "cancha": 3 });
    let again = plan(&app, id, body, &reporter).await;
    assert_eq!(again.status, StatusCode::OK, "{}", again.text());

    // The admin is never budgeted.
    for i in 0..8 {
        let body = json!({ "date": "2026-11-23", "time": slot(i), "cancha": 4 });
        let moved = app
            .call(
                Method::PATCH,
                &format!("/api/matches/{id}/schedule"),
                Some(body),
                Some(&admin),
            )
            .await;
        assert_eq!(moved.status, StatusCode::OK, "{}", moved.text());
    }
}

/// A score for player 1 of a match, different for each `i`.
fn score_of(i: usize) -> String {
    format!("6-{}, 6-{}", i % 5, (i + 1) % 5)
}

#[tokio::test]
async fn a_report_is_changed_five_times_then_only_the_club_changes_it() {
    let app = TestApp::new();
    app.club.clock().set(Some(evening()));
    let admin = app.admin_cookie().await;
    let Players {
        tournament,
        id,
        p1,
        reporter,
        ..
    } = players_of(&app, &admin).await;
    let body = json!({ "matchId": id, "winnerId": p1, "score": score_of(0) });
    let reported = send(
        &app,
        Method::POST,
        "/api/matches/result",
        Some(body),
        &reporter,
    )
    .await;
    assert_eq!(reported.status, StatusCode::OK, "{}", reported.text());
    let path = format!("/api/matches/{id}");
    for i in 1..=5 {
        let body = json!({ "winnerId": p1, "score": score_of(i) });
        let corrected = send(&app, Method::PATCH, &path, Some(body), &reporter).await;
        assert_eq!(
            corrected.status,
            StatusCode::OK,
            "correction {i}: {}",
            corrected.text()
        );
    }
    let before = match_state(&app, tournament, id).await;
    let body = json!({ "winnerId": p1, "score": score_of(6) });
    let sixth = send(&app, Method::PATCH, &path, Some(body.clone()), &reporter).await;
    tournament_refused(
        &app,
        (tournament, id),
        &before,
        sixth,
        (StatusCode::CONFLICT, "corrections_exhausted"),
    )
    .await;
    assert_eq!(
        before.0["score"],
        score_of(5),
        "the fifth correction stands"
    );

    // The club corrects it: it has no budget.
    let admin_fix = app
        .call(Method::PATCH, &path, Some(body), Some(&admin))
        .await;
    assert_eq!(admin_fix.status, StatusCode::OK, "{}", admin_fix.text());
}

#[tokio::test]
async fn claims_and_withdrawals_spend_the_same_budget() {
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
    let claim = json!({ "matchId": id, "winnerId": p1, "score": "W/O" });
    let claim_path = format!("/api/matches/{id}/claim");
    for round in 0..3 {
        let made = send(
            &app,
            Method::POST,
            "/api/matches/result",
            Some(claim.clone()),
            &reporter,
        )
        .await;
        assert_eq!(
            made.status,
            StatusCode::OK,
            "claim {round}: {}",
            made.text()
        );
        let withdrawn = send(&app, Method::DELETE, &claim_path, None, &reporter).await;
        assert_eq!(
            withdrawn.status,
            StatusCode::OK,
            "withdrawal {round}: {}",
            withdrawn.text()
        );
    }
    // Six writes: the first claim and five changes. A seventh is refused.
    let before = match_state(&app, tournament, id).await;
    let again = send(
        &app,
        Method::POST,
        "/api/matches/result",
        Some(claim.clone()),
        &reporter,
    )
    .await;
    tournament_refused(
        &app,
        (tournament, id),
        &before,
        again,
        (StatusCode::CONFLICT, "corrections_exhausted"),
    )
    .await;
    let score = json!({ "matchId": id, "winnerId": p1, "score": "6-1, 6-1" });
    let played = send(
        &app,
        Method::POST,
        "/api/matches/result",
        Some(score),
        &reporter,
    )
    .await;
    assert_eq!(
        played.json()["code"],
        "corrections_exhausted",
        "{}",
        played.text()
    );

    // The opponent's own report is theirs to make.
    let theirs = json!({ "matchId": id, "winnerId": p1, "score": "6-2, 6-2" });
    let reported = send(
        &app,
        Method::POST,
        "/api/matches/result",
        Some(theirs),
        &opponent,
    )
    .await;
    assert_eq!(reported.status, StatusCode::OK, "{}", reported.text());
}

#[tokio::test]
async fn the_league_password_changes_one_score_five_times_whichever_unlock_it_types() {
    let (app, ids) = league::club();
    let admin = app.admin_cookie().await;
    let id = league::pending(&app, &admin, ids[0], ids[1]).await;
    let password = app.league_cookie().await;
    let scored = league::score(&app, Some(&password), id, &[(6, 1), (6, 1)]).await;
    assert_eq!(scored.status, StatusCode::OK, "{}", scored.text());
    for i in 0..5 {
        // A fresh unlock is the same password: it does not start a new budget.
        let cookie = if i % 2 == 0 {
            app.league_cookie().await
        } else {
            password.clone()
        };
        let games = 2 + i;
        let corrected = league::correct(&app, Some(&cookie), id, &[(6, games), (6, 1)]).await;
        assert_eq!(
            corrected.status,
            StatusCode::OK,
            "correction {i}: {}",
            corrected.text()
        );
    }
    let before = state_of(&app, id).await;
    let fresh = app.league_cookie().await;
    let sixth = league::correct(&app, Some(&fresh), id, &[(6, 0), (6, 0)]).await;
    refused(
        &app,
        id,
        &before,
        sixth,
        StatusCode::CONFLICT,
        "corrections_exhausted",
    )
    .await;
}

#[tokio::test]
async fn a_member_changes_their_league_score_five_times() {
    let (app, ids) = league::club();
    let admin = app.admin_cookie().await;
    let id = league::pending(&app, &admin, ids[0], ids[1]).await;
    let me = member(&app, &admin, ids[0]).await;
    let scored = league::score(&app, Some(&me), id, &[(6, 1), (6, 1)]).await;
    assert_eq!(scored.status, StatusCode::OK, "{}", scored.text());
    for games in 2..7 {
        let corrected = league::correct(&app, Some(&me), id, &[(6, games), (6, 1)]).await;
        assert_eq!(corrected.status, StatusCode::OK, "{}", corrected.text());
    }
    let before = state_of(&app, id).await;
    let sixth = league::correct(&app, Some(&me), id, &[(6, 0), (6, 0)]).await;
    refused(
        &app,
        id,
        &before,
        sixth,
        StatusCode::CONFLICT,
        "corrections_exhausted",
    )
    .await;
}

#[tokio::test]
async fn two_players_have_one_pending_league_match_and_either_may_cancel_it() {
    let (app, ids) = league::club();
    let admin = app.admin_cookie().await;
    let (me, them, stranger) = (
        member(&app, &admin, ids[0]).await,
        member(&app, &admin, ids[1]).await,
        member(&app, &admin, ids[5]).await,
    );
    let first = league::challenge(&app, Some(&me), ids[0], ids[1]).await;
    assert_eq!(first.status, StatusCode::CREATED, "{}", first.text());
    let first = first.json()["id"].as_i64().unwrap();

    // Again, either way round, by a member or with the league password: refused, naming it.
    let password = app.league_cookie().await;
    for (cookie, p1, p2) in [
        (&me, ids[0], ids[1]),
        (&them, ids[1], ids[0]),
        (&password, ids[0], ids[1]),
    ] {
        let before = app.count("league_matches");
        let again = league::challenge(&app, Some(cookie), p1, p2).await;
        let body = again.assert_error(StatusCode::CONFLICT, "conflict");
        assert_eq!(body["code"], "pair_has_pending_match");
        let named = &body["fields"]["player2Id"]["params"];
        assert_eq!(named["matchId"], first, "{body}");
        assert_eq!(named["date"], app.club.clock().today().to_string());
        assert_eq!(app.count("league_matches"), before, "nothing written");
    }
    // Another pair is free.
    let other = league::challenge(&app, Some(&me), ids[0], ids[2]).await;
    assert_eq!(other.status, StatusCode::CREATED, "{}", other.text());

    // A member not in it cannot cancel it; either player can.
    let path = format!("/api/league/matches/{first}");
    let before = state_of(&app, first).await;
    let foreign = send(&app, Method::DELETE, &path, None, &stranger).await;
    refused(
        &app,
        first,
        &before,
        foreign,
        StatusCode::FORBIDDEN,
        "not_in_match",
    )
    .await;
    let cancelled = send(&app, Method::DELETE, &path, None, &them).await;
    assert_eq!(
        cancelled.status,
        StatusCode::NO_CONTENT,
        "{}",
        cancelled.text()
    );
    let renewed = league::challenge(&app, Some(&me), ids[0], ids[1]).await;
    assert_eq!(renewed.status, StatusCode::CREATED, "{}", renewed.text());

    // A scored match is the admin's to delete.
    let renewed = renewed.json()["id"].as_i64().unwrap();
    let scored = league::score(&app, Some(&me), renewed, &[(6, 1), (6, 1)]).await;
    assert_eq!(scored.status, StatusCode::OK, "{}", scored.text());
    let path = format!("/api/league/matches/{renewed}");
    let before = state_of(&app, renewed).await;
    let late = send(&app, Method::DELETE, &path, None, &me).await;
    refused(
        &app,
        renewed,
        &before,
        late,
        StatusCode::FORBIDDEN,
        "league_delete_admin_only",
    )
    .await;

    // The admin is not held to one pending match per pair.
    let second = league::challenge(&app, Some(&admin), ids[0], ids[2]).await;
    assert_eq!(second.status, StatusCode::CREATED, "{}", second.text());
}

/// The opponent's email deliveries of `kind`: (due, state), in the order written.
fn emails_of(app: &TestApp, player: i64, kind: &'static str) -> Vec<(i64, String)> {
    app.db
        .read_blocking(move |conn| {
            let mut stmt = conn.prepare(
                "SELECT d.due_at, d.state FROM deliveries d JOIN notices n ON n.id = d.notice_id
                  WHERE n.player_id = ?1 AND n.kind = ?2 AND d.channel = 'email' ORDER BY d.id",
            )?;
            let rows = stmt
                .query_map(rusqlite::params![player, kind], |row| {
                    Ok((row.get(0)?, row.get(1)?))
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok(rows)
        })
        .unwrap()
}

#[tokio::test]
async fn notices_about_one_match_merge_and_the_app_keeps_the_latest() {
    let app = TestApp::new();
    let now = evening();
    app.club.clock().set(Some(now));
    let admin = app.admin_cookie().await;
    let Players {
        id,
        p1,
        p2,
        reporter,
        opponent,
        ..
    } = players_of(&app, &admin).await;
    app.club.set_delivery_channels(Channels {
        member: vec![Channel::Email],
        admin: vec![],
    });
    app.write_straight(move |tx| {
        tx.execute(
            "UPDATE players SET email = 'rival@club.example' WHERE id = ?1",
            [p2],
        )?;
        Ok(())
    })
    .unwrap();

    // A report, then two corrections a minute apart.
    let body = json!({ "matchId": id, "winnerId": p1, "score": score_of(0) });
    let reported = send(
        &app,
        Method::POST,
        "/api/matches/result",
        Some(body),
        &reporter,
    )
    .await;
    assert_eq!(reported.status, StatusCode::OK, "{}", reported.text());
    let start = now.timestamp();
    for i in 1..=2 {
        app.club.clock().set(Some(now + Duration::minutes(i)));
        let body = json!({ "winnerId": p1, "score": score_of(i as usize) });
        let path = format!("/api/matches/{id}");
        let corrected = send(&app, Method::PATCH, &path, Some(body), &reporter).await;
        assert_eq!(corrected.status, StatusCode::OK, "{}", corrected.text());
    }
    // The first email goes at once; the two later ones merged into one, due at the window's
    // end.
    let window_end = start + 600;
    assert_eq!(
        emails_of(&app, p2, "result_reported"),
        [
            (start, "queued".to_string()),
            (window_end, "queued".to_string())
        ]
    );
    // The app shows one notice, the latest, unread.
    let list = send(&app, Method::GET, "/api/me/notices", None, &opponent)
        .await
        .json();
    let items: Vec<&Value> = list["notices"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|n| n["kind"] == "result_reported")
        .collect();
    assert_eq!(items.len(), 1, "{list}");
    let body = items[0]["body"].as_str().unwrap();
    assert!(
        body.contains("2-6, 3-6"),
        "the latest score, from their side: {body}"
    );
    assert_eq!(items[0]["read"], false);

    // Past the window, a new one goes at once again.
    let later = now + Duration::minutes(30);
    app.club.clock().set(Some(later));
    let body = json!({ "winnerId": p1, "score": score_of(3) });
    let path = format!("/api/matches/{id}");
    let corrected = send(&app, Method::PATCH, &path, Some(body), &reporter).await;
    assert_eq!(corrected.status, StatusCode::OK, "{}", corrected.text());
    let emails = emails_of(&app, p2, "result_reported");
    assert_eq!(emails.len(), 3, "{emails:?}");
    assert_eq!(emails[2].0, later.timestamp(), "a new window opens");
}
