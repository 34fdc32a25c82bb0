//! Clashes everywhere (docs/rules.md#clashes): tournament and league bookings hold a court
//! for 90 minutes and each of their players too, whoever books (a member, the league
//! password, the admin). A refusal names what holds the slot and offers the next half hour
//! free of both, within the match's window, or null; taking it books the match.

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::budgets::{plan, send};
use crate::common::{TestApp, TestResponse};
use crate::confirm_fair::{Players, evening, match_state, players_of, tournament_refused};
use crate::league_members as league;
use crate::members::member;

/// A league match of `p1` and `p2` on `date` at `time` on `cancha`, as `cookie`.
async fn book(
    app: &TestApp,
    cookie: &str,
    (p1, p2): (i64, i64),
    date: &str,
    time: &str,
    cancha: i64,
) -> TestResponse {
    let body = json!({ "player1Id": p1, "player2Id": p2, "date": date, "time": time,
                       "cancha": cancha });
    send(app, Method::POST, "/api/league/matches", Some(body), cookie).await
}

/// The params of a clash refusal: its code's field's.
fn clash_params(response: &TestResponse, code: &str) -> Value {
    assert_eq!(
        response.status,
        StatusCode::CONFLICT,
        "{code}: {}",
        response.text()
    );
    let body = response.json();
    assert_eq!(body["code"], code, "{body}");
    let field = if code == "player_busy" {
        "time"
    } else {
        "cancha"
    };
    body["fields"][field]["params"].clone()
}

fn name_of(app: &TestApp, player: i64) -> String {
    app.db
        .read_blocking(move |conn| {
            Ok(
                conn.query_row("SELECT name FROM players WHERE id = ?1", [player], |r| {
                    r.get(0)
                })?,
            )
        })
        .unwrap()
}

#[tokio::test]
async fn a_league_booking_holds_its_court_and_its_players_against_a_tournament_match() {
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
    let others = app.insert_named(&[
        "Ximena Araya Villalobos",
        "Yolanda Núñez Castro",
        "Zoila Brenes Chacón",
    ]);
    let held = book(
        &app,
        &admin,
        (others[0], others[1]),
        "2026-11-21",
        "18:00",
        5,
    )
    .await;
    assert_eq!(held.status, StatusCode::CREATED, "{}", held.text());

    // The court is held at 18:00: 18:30 on it is refused, naming who holds it.
    let before = match_state(&app, tournament, id).await;
    let asked = json!({ "date": "2026-11-21", "time": "18:30", "cancha": 5 });
    let refused = plan(&app, id, asked.clone(), &reporter).await;
    let params = clash_params(&refused, "schedule_clash");
    assert_eq!(
        params["heldBy"],
        "Ximena Araya Villalobos vs Yolanda Núñez Castro"
    );
    assert_eq!(params["time"], "18:00");
    assert_eq!(
        params["nextFree"],
        json!({ "date": "2026-11-21", "time": "19:30", "cancha": 5 })
    );
    tournament_refused(
        &app,
        (tournament, id),
        &before,
        plan(&app, id, asked, &reporter).await,
        (StatusCode::CONFLICT, "schedule_clash"),
    )
    .await;
    // Taking the slot offered books it.
    let taken = plan(&app, id, params["nextFree"].clone(), &reporter).await;
    assert_eq!(taken.status, StatusCode::OK, "{}", taken.text());
    assert_eq!(taken.json()["time"], "19:30");

    // Player 1 now plays at 19:30: a league match of theirs at 20:00 on another court is
    // refused, for the admin as well, with the first half hour both players are free.
    let busy = book(&app, &admin, (p1, others[2]), "2026-11-21", "20:00", 9).await;
    let params = clash_params(&busy, "player_busy");
    assert_eq!(params["playerId"], p1);
    assert_eq!(params["player"], name_of(&app, p1));
    assert_eq!(params["time"], "19:30");
    assert_eq!(
        params["nextFree"],
        json!({ "date": "2026-11-21", "time": "21:00", "cancha": 9 }),
        "20:30 is less than 90 minutes after 19:30; 21:00 is not"
    );
    let booked = book(&app, &admin, (p1, others[2]), "2026-11-21", "21:00", 9).await;
    assert_eq!(booked.status, StatusCode::CREATED, "{}", booked.text());

    // The opponent moving the tournament match next to player 1's league hour is refused
    // too; nothing is free later that day, so the next day opens at 08:00.
    let asked = json!({ "date": "2026-11-21", "time": "20:00", "cancha": 2 });
    let refused = plan(&app, id, asked, &opponent).await;
    let params = clash_params(&refused, "player_busy");
    assert_eq!(params["playerId"], p1);
    assert_eq!(params["time"], "21:00");
    assert_eq!(
        params["nextFree"],
        json!({ "date": "2026-11-22", "time": "08:00", "cancha": 2 })
    );
}

#[tokio::test]
async fn no_free_slot_left_in_the_window_offers_null() {
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
    let shown = app
        .get(&format!("/api/tournaments/{tournament}/matches"))
        .await
        .json();
    let last_day = shown
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["id"] == id)
        .unwrap()["rescheduleUntil"]
        .as_str()
        .unwrap()
        .to_string();
    let other = app.insert_named(&["Ximena Araya Villalobos"])[0];
    let held = book(&app, &admin, (p1, other), &last_day, "20:00", 1).await;
    assert_eq!(held.status, StatusCode::CREATED, "{}", held.text());
    let asked = json!({ "date": last_day, "time": "21:00", "cancha": 3 });
    let refused = plan(&app, id, asked, &reporter).await;
    let params = clash_params(&refused, "player_busy");
    assert_eq!(
        params["nextFree"],
        Value::Null,
        "nothing later on the window's last day"
    );
}

#[tokio::test]
async fn league_bookings_are_clash_checked_for_members_the_password_and_the_admin() {
    let (app, ids) = league::club();
    let admin = app.admin_cookie().await;
    let tomorrow = (app.club.clock().today() + chrono::Days::new(1)).to_string();
    let held = book(&app, &admin, (ids[2], ids[3]), &tomorrow, "18:00", 5).await;
    assert_eq!(held.status, StatusCode::CREATED, "{}", held.text());
    let me = member(&app, &admin, ids[0]).await;
    let password = app.league_cookie().await;
    for cookie in [&me, &password, &admin] {
        let before = app.count("league_matches");
        let refused = book(&app, cookie, (ids[0], ids[1]), &tomorrow, "18:30", 5).await;
        let params = clash_params(&refused, "schedule_clash");
        assert_eq!(
            params["nextFree"],
            json!({ "date": tomorrow, "time": "19:30", "cancha": 5 })
        );
        assert_eq!(app.count("league_matches"), before, "nothing written");
    }

    // A member books 18:00 on another court; a second challenge of theirs at 18:00 on yet
    // another court is refused: one member cannot hold every court at one hour.
    let mine = book(&app, &me, (ids[0], ids[1]), &tomorrow, "18:00", 6).await;
    assert_eq!(mine.status, StatusCode::CREATED, "{}", mine.text());
    let squat = book(&app, &me, (ids[0], ids[2]), &tomorrow, "18:00", 7).await;
    let params = clash_params(&squat, "player_busy");
    assert!(
        [ids[0], ids[2]].contains(&params["playerId"].as_i64().unwrap()),
        "{params}"
    );
    assert_eq!(
        params["nextFree"],
        json!({ "date": tomorrow, "time": "19:30", "cancha": 7 })
    );
    // Taking the slot offered books it.
    let taken = book(&app, &me, (ids[0], ids[2]), &tomorrow, "19:30", 7).await;
    assert_eq!(taken.status, StatusCode::CREATED, "{}", taken.text());
}
