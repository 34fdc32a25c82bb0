//! The notices' outbox (docs/rules.md#notices): written in the write's own transaction and
//! rolled back with it, a delivery per channel the member left on, held in quiet hours,
//! timed notices written once by their unique key, and the worker's retries, backoff and
//! failure, all with a moved club clock, never waiting.

use std::sync::Arc;
use std::sync::Mutex;

use crate::common;
use crate::members::{member, request, signed_up};
use crate::notices::{admin_kinds, count_kind, kinds_of, notices_of};
use crate::results::{pending_match, post_result, two_members};

use axum::http::{Method, StatusCode};
use chrono::{DateTime, Utc};
use serde_json::{Value, json};

use common::TestApp;
use tournament_hub::db::notices::{self as outbox, Channels};
use tournament_hub::domain::language::Lang;
use tournament_hub::domain::notices::Channel;
use tournament_hub::jobs::delivery::{Courier, Limits, Message, Sending, Worker};

/// The instant of club time (UTC-6) `text`, such as `2026-11-30T07:00`.
fn club(text: &str) -> DateTime<Utc> {
    format!("{text}:00-06:00").parse().unwrap()
}

fn email_on(app: &TestApp) {
    app.club.set_delivery_channels(Channels {
        member: vec![Channel::Email],
        admin: vec![Channel::Email],
    });
}

/// Gives `player` the email `address`.
fn give_email(app: &TestApp, player: i64, address: &'static str) {
    app.write_straight(move |tx| {
        tx.execute(
            "UPDATE players SET email = ?2 WHERE id = ?1",
            rusqlite::params![player, address],
        )?;
        Ok(())
    })
    .unwrap();
}

/// Makes Spanish the language `player` chose.
fn reads_spanish(app: &TestApp, player: i64) {
    app.write_straight(move |tx| {
        tx.execute(
            "INSERT INTO member_settings (player_id, language) VALUES (?1, 'es')",
            [player],
        )?;
        Ok(())
    })
    .unwrap();
}

/// The deliveries of the newest notice of `player` (`None`: the admin's).
fn deliveries_of_newest(app: &TestApp, player: Option<i64>) -> Vec<(Channel, String, u32, i64)> {
    app.db
        .read_blocking(move |conn| {
            let id: i64 = conn.query_row(
                "SELECT max(id) FROM notices WHERE player_id IS ?1",
                [player],
                |row| row.get(0),
            )?;
            outbox::deliveries_of(conn, id)
        })
        .unwrap()
}

#[tokio::test]
async fn a_write_whose_notice_cannot_be_written_rolls_back_whole() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (id, p1, _, reporter, opponent) = two_members(&app, &admin).await;
    email_on(&app);
    // The outbox refuses the notice's delivery: the result must not count either.
    app.write_straight(|tx| {
        tx.execute_batch(
            "CREATE TRIGGER refuse_deliveries BEFORE INSERT ON deliveries
             BEGIN SELECT RAISE(ABORT, 'outbox refused'); END;",
        )?;
        Ok(())
    })
    .unwrap();
    let body = json!({ "matchId": id, "winnerId": p1, "score": "6-4, 6-4" });
    let refused = post_result(&app, body.clone(), &[&reporter]).await;
    assert_eq!(
        refused.status,
        StatusCode::INTERNAL_SERVER_ERROR,
        "{}",
        refused.text()
    );
    assert_eq!(
        count_kind(&app, "result_reported"),
        0,
        "the notice rolled back"
    );
    let status: String = app
        .db
        .read_blocking(move |conn| {
            Ok(
                conn.query_row("SELECT status FROM matches WHERE id = ?1", [id], |r| {
                    r.get(0)
                })?,
            )
        })
        .unwrap();
    assert_eq!(status, "pending", "the result rolled back with it");
    assert!(kinds_of(&app, &opponent).await.is_empty());

    app.write_straight(|tx| {
        tx.execute_batch("DROP TRIGGER refuse_deliveries")?;
        Ok(())
    })
    .unwrap();
    let recorded = post_result(&app, body, &[&reporter]).await;
    assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());
    assert_eq!(kinds_of(&app, &opponent).await, ["result_reported"]);
    assert_eq!(count_kind(&app, "result_reported"), 1);
    assert_eq!(app.count("deliveries"), 1);
}

#[tokio::test]
async fn email_goes_only_to_members_who_left_it_on_and_have_an_address() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    email_on(&app);
    let (id, p1, _, reporter, opponent) = two_members(&app, &admin).await;
    let off = json!({ "kinds": [{ "kind": "result_reported", "email": false, "push": true }] });
    let set = app
        .send(request(
            Method::PUT,
            "/api/me/notice-preferences",
            Some(off),
            &[&opponent],
            &[],
        ))
        .await;
    assert_eq!(set.status, StatusCode::OK, "{}", set.text());
    let before = app.count("deliveries");
    let body = json!({ "matchId": id, "winnerId": p1, "score": "6-4, 6-4" });
    assert_eq!(
        post_result(&app, body, &[&reporter]).await.status,
        StatusCode::OK
    );
    assert_eq!(
        kinds_of(&app, &opponent).await,
        ["result_reported"],
        "the app has it"
    );
    assert_eq!(app.count("deliveries"), before, "but no email goes");

    // A player without an address gets no email either; one with an address does.
    let (newcomer, _) = signed_up(&app, &admin, "Sin Correo").await;
    assert_eq!(
        deliveries_of_newest(&app, None).len(),
        1,
        "the admin's signup notice goes by email"
    );
    let approve = format!("/api/players/{newcomer}/approve");
    let approved = app.call(Method::POST, &approve, None, Some(&admin)).await;
    assert_eq!(approved.status, StatusCode::OK, "{}", approved.text());
    assert!(deliveries_of_newest(&app, Some(newcomer)).is_empty());
}

#[tokio::test]
async fn quiet_hours_hold_email_until_seven_except_a_result_to_confirm() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    email_on(&app);
    let (_, pending) = pending_match(&app, &admin).await;
    let id = pending["id"].as_i64().unwrap();
    let (p1, p2) = (
        pending["player1Id"].as_i64().unwrap(),
        pending["player2Id"].as_i64().unwrap(),
    );
    let reporter = member(&app, &admin, p1).await;
    let night = club("2026-11-27T22:30");
    app.club.clock().set(Some(night));

    let body = json!({ "matchId": id, "winnerId": p1, "score": "6-4, 6-4" });
    assert_eq!(
        post_result(&app, body, &[&reporter]).await.status,
        StatusCode::OK
    );
    let urgent = deliveries_of_newest(&app, Some(p2));
    assert_eq!(urgent.len(), 1);
    assert_eq!(
        urgent[0].3,
        night.timestamp(),
        "a result to confirm goes at once"
    );

    let (newcomer, cookie) = signed_up(&app, &admin, "Tarde").await;
    give_email(&app, newcomer, "tarde@club.example");
    let approve = format!("/api/players/{newcomer}/approve");
    assert_eq!(
        app.call(Method::POST, &approve, None, Some(&admin))
            .await
            .status,
        StatusCode::OK
    );
    let held = deliveries_of_newest(&app, Some(newcomer));
    assert_eq!(held.len(), 1);
    assert_eq!(
        held[0].3,
        club("2026-11-28T07:00").timestamp(),
        "held until 07:00 club time"
    );
    assert_eq!(
        kinds_of(&app, &cookie).await,
        ["signup_approved"],
        "the app shows it at once"
    );
}

/// A tournament of 8 that started on 23 November 2026: week 1's deadline is Sunday 29
/// November, week 2's Sunday 6 December. Returns its matches.
async fn running_tournament(app: &TestApp, admin: &str) -> Vec<Value> {
    let ids = app.insert_players("Week ", 8);
    let body = json!({ "name": "Week Cup", "startDate": "2026-11-23", "playerCount": 8,
            "tournamentType": "hybrid", "status": "active", "selectedPlayerIds": ids });
    let created = app
        .call(Method::POST, "/api/tournaments", Some(body), Some(admin))
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let id = created.json()["id"].as_i64().unwrap();
    app.generate_matches(id, admin).await
}

fn players_of_week(matches: &[Value], week: i64) -> Vec<i64> {
    let mut players: Vec<i64> = matches
        .iter()
        .filter(|m| m["week"] == week && m["status"] == "pending")
        .flat_map(|m| {
            [
                m["player1Id"].as_i64().unwrap(),
                m["player2Id"].as_i64().unwrap(),
            ]
        })
        .collect();
    players.sort_unstable();
    players.dedup();
    players
}

#[tokio::test]
async fn timed_notices_are_written_once_by_their_unique_key() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let matches = running_tournament(&app, &admin).await;
    let second_week = players_of_week(&matches, 2);
    assert!(!second_week.is_empty());
    let player = second_week[0];
    let cookie = member(&app, &admin, player).await;
    let before = app.count("notices");

    // Monday before 07:00 club time: nothing yet.
    app.club.clock().set(Some(club("2026-11-30T06:59")));
    assert_eq!(app.club.write_timed_notices().await.unwrap(), 0);

    app.club.clock().set(Some(club("2026-11-30T07:00")));
    let written = app.club.write_timed_notices().await.unwrap();
    assert!(written > 0);
    // A second tick, as after a restart or from a second timer, writes nothing again.
    app.club.clock().set(Some(club("2026-11-30T07:01")));
    assert_eq!(app.club.write_timed_notices().await.unwrap(), 0);
    assert_eq!(app.count("notices"), before + written as i64);

    let told = notices_of(&app, &cookie).await;
    let week = told["notices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["kind"] == "your_week")
        .expect("the member's week")
        .clone();
    assert!(
        week["body"].as_str().unwrap().contains("by Sun 6 Dec"),
        "{week}"
    );
    assert!(
        week["body"]
            .as_str()
            .unwrap()
            .contains("late, its deadline was Sun 29 Nov"),
        "week 1's unplayed match is listed as late: {week}"
    );
    // Week 1's unplayed matches are late: the admin's morning list.
    assert_eq!(admin_kinds(&app, &admin).await, ["overdue_list"]);

    // Tuesday: no week again, no second overdue list the same day, one the next.
    app.club.clock().set(Some(club("2026-12-01T08:00")));
    app.club.write_timed_notices().await.unwrap();
    assert_eq!(
        admin_kinds(&app, &admin).await,
        ["overdue_list", "overdue_list"]
    );
    let weeks = kinds_of(&app, &cookie).await;
    assert_eq!(weeks.iter().filter(|k| *k == "your_week").count(), 1);

    // Another player's week-2 match gets its day: no reminder for that one.
    let week_two_of = |someone: &Value| -> Vec<Value> {
        matches
            .iter()
            .filter(|m| {
                m["week"] == 2 && (&m["player1Id"] == someone || &m["player2Id"] == someone)
            })
            .cloned()
            .collect()
    };
    let set_day = matches
        .iter()
        .find(|m| m["week"] == 2 && m["player1Id"] != player && m["player2Id"] != player)
        .unwrap();
    let planner = set_day["player1Id"].clone();
    let planner_cookie = member(&app, &admin, planner.as_i64().unwrap()).await;
    let path = format!("/api/matches/{}/schedule", set_day["id"]);
    let body = json!({ "date": "2026-12-06", "time": "09:00", "cancha": 2 });
    let set = app
        .call(Method::PATCH, &path, Some(body), Some(&admin))
        .await;
    assert_eq!(set.status, StatusCode::OK, "{}", set.text());

    // Saturday: week 2's deadline is tomorrow, told to both players once, for the matches
    // with no day set.
    app.club.clock().set(Some(club("2026-12-05T07:30")));
    app.club.write_timed_notices().await.unwrap();
    app.club.write_timed_notices().await.unwrap();
    let kinds = kinds_of(&app, &cookie).await;
    let tomorrow = kinds.iter().filter(|k| *k == "deadline_tomorrow").count();
    assert_eq!(tomorrow, week_two_of(&json!(player)).len());
    assert!(tomorrow > 0);
    let planned = kinds_of(&app, &planner_cookie).await;
    let planned = planned.iter().filter(|k| *k == "deadline_tomorrow").count();
    assert_eq!(
        planned,
        week_two_of(&planner).len() - 1,
        "not for the match with its day"
    );
}

/// A courier for the tests: a real channel that fails its first `failures` sends with the
/// relay's error, then accepts, and keeps what it accepted.
struct FlakyRelay {
    failures: Mutex<usize>,
    accepted: Mutex<Vec<Message>>,
}

impl FlakyRelay {
    fn failing(failures: usize) -> Arc<Self> {
        Arc::new(FlakyRelay {
            failures: Mutex::new(failures),
            accepted: Mutex::new(Vec::new()),
        })
    }

    fn accepted(&self) -> Vec<Message> {
        self.accepted.lock().unwrap().clone()
    }
}

impl Courier for FlakyRelay {
    fn channel(&self) -> Channel {
        Channel::Email
    }

    fn send<'a>(&'a self, message: &'a Message) -> Sending<'a> {
        Box::pin(async move {
            let mut failures = self.failures.lock().unwrap();
            if *failures > 0 {
                *failures -= 1;
                return Err("451 try again later".into());
            }
            self.accepted.lock().unwrap().push(message.clone());
            Ok(())
        })
    }
}

/// Approves a signup with an email at `at` (club time outside quiet hours): one queued email.
async fn one_queued_email(app: &TestApp, admin: &str, at: DateTime<Utc>) -> i64 {
    app.club.clock().set(Some(at));
    let (newcomer, _) = signed_up(app, admin, "Correo Lento").await;
    give_email(app, newcomer, "lento@club.example");
    app.write_straight(|tx| {
        tx.execute("DELETE FROM deliveries", [])?;
        Ok(())
    })
    .unwrap();
    let approve = format!("/api/players/{newcomer}/approve");
    let approved = app.call(Method::POST, &approve, None, Some(admin)).await;
    assert_eq!(approved.status, StatusCode::OK, "{}", approved.text());
    newcomer
}

#[tokio::test]
async fn the_worker_retries_with_backoff_and_then_delivers_in_the_members_language() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    email_on(&app);
    let written = club("2026-11-27T10:00");
    let newcomer = one_queued_email(&app, &admin, written).await;
    reads_spanish(&app, newcomer);
    let relay = FlakyRelay::failing(2);
    let worker = Worker::new(app.db.clone(), vec![relay.clone() as Arc<dyn Courier>]);

    let first = worker.round(written).await.unwrap();
    assert_eq!((first.claimed, first.retrying), (1, 1));
    let after_first = deliveries_of_newest(&app, Some(newcomer));
    assert_eq!(after_first[0].1, "queued");
    assert_eq!(after_first[0].2, 1);
    assert_eq!(
        after_first[0].3,
        written.timestamp() + 30,
        "30 s after the first failure"
    );
    assert_eq!(
        worker
            .round(written + chrono::Duration::seconds(29))
            .await
            .unwrap()
            .claimed,
        0,
        "not due before its backoff"
    );
    let second = worker
        .round(written + chrono::Duration::seconds(30))
        .await
        .unwrap();
    assert_eq!(second.retrying, 1);
    assert_eq!(
        deliveries_of_newest(&app, Some(newcomer))[0].3,
        written.timestamp() + 30 + 60,
        "the wait doubles"
    );
    let summary = app
        .call(Method::GET, "/api/admin/deliveries", None, Some(&admin))
        .await
        .json();
    assert_eq!(summary["queued"], 1);
    assert_eq!(summary["lastError"]["message"], "451 try again later");
    assert_eq!(summary["lastError"]["channel"], "email");

    let third = worker
        .round(written + chrono::Duration::seconds(90))
        .await
        .unwrap();
    assert_eq!(third.sent, 1);
    let sent = relay.accepted();
    assert_eq!(sent.len(), 1);
    assert_eq!(sent[0].email.as_deref(), Some("lento@club.example"));
    assert_eq!(sent[0].text.title, "Bienvenido al club");
    assert_eq!(sent[0].text.link, "/me");
    let summary = app
        .call(Method::GET, "/api/admin/deliveries", None, Some(&admin))
        .await
        .json();
    assert_eq!(
        (&summary["queued"], &summary["sent"]),
        (&json!(0), &json!(1))
    );

    // Sent rows go after 7 days, notices after 90.
    app.club
        .clock()
        .set(Some(written + chrono::Duration::days(8)));
    app.club.purge_notices().await.unwrap();
    assert_eq!(app.count("deliveries"), 0);
    assert!(app.count("notices") > 0);
    app.club
        .clock()
        .set(Some(written + chrono::Duration::days(91)));
    app.club.purge_notices().await.unwrap();
    assert_eq!(app.count("notices"), 0);
}

#[tokio::test]
async fn a_delivery_that_fails_for_24_hours_fails_for_good() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    email_on(&app);
    let written = club("2026-11-27T10:00");
    let newcomer = one_queued_email(&app, &admin, written).await;
    let relay = FlakyRelay::failing(usize::MAX);
    let worker = Worker::new(app.db.clone(), vec![relay.clone() as Arc<dyn Courier>]);
    let mut now = written;
    let mut tries = 0;
    loop {
        let round = worker.round(now).await.unwrap();
        assert_eq!(round.claimed, 1, "due again after its backoff");
        tries += 1;
        if round.failed == 1 {
            break;
        }
        let next = deliveries_of_newest(&app, Some(newcomer))[0].3;
        assert!(next > now.timestamp());
        now = DateTime::from_timestamp(next, 0).unwrap();
        assert!(tries < 40, "it gives up");
    }
    assert!(now <= written + chrono::Duration::hours(24));
    let last = deliveries_of_newest(&app, Some(newcomer));
    assert_eq!(last[0].1, "failed");
    assert_eq!(last[0].2, tries);
    assert!(relay.accepted().is_empty());
    assert_eq!(
        worker
            .round(now + chrono::Duration::days(1))
            .await
            .unwrap()
            .claimed,
        0,
        "a failed delivery is not tried again"
    );
    let summary = app
        .call(Method::GET, "/api/admin/deliveries", None, Some(&admin))
        .await
        .json();
    assert_eq!(summary["failed"], 1);
}

#[tokio::test]
async fn the_email_lane_sends_at_most_eight_at_a_time_and_a_lost_batch_comes_back() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    email_on(&app);
    let written = club("2026-11-27T10:00");
    app.club.clock().set(Some(written));
    // 20 signups approved: 20 members' notices with an email each.
    let pending: Vec<i64> = app
        .write_straight(|tx| {
            let mut ids = Vec::new();
            for i in 0..20 {
                tx.execute(
                    "INSERT INTO players (name, email, status) VALUES (?1, ?2, 'pending')",
                    [format!("Fila {i:02}"), format!("fila{i:02}@club.example")],
                )?;
                ids.push(tx.last_insert_rowid());
            }
            Ok(ids)
        })
        .unwrap();
    for id in pending {
        let approve = format!("/api/players/{id}/approve");
        let approved = app.call(Method::POST, &approve, None, Some(&admin)).await;
        assert_eq!(approved.status, StatusCode::OK, "{}", approved.text());
    }
    assert_eq!(app.count("deliveries"), 20);
    // A worker that claims a batch of 16 and dies before marking it: the batch waits out its
    // lease, then goes again.
    let lane = Limits::of(Channel::Email).in_flight;
    assert_eq!(lane, 8);
    let lost = app
        .db
        .write_blocking(move |tx| {
            outbox::claim(
                tx,
                Channel::Email,
                written.timestamp(),
                written.timestamp() + 300,
                16,
            )
        })
        .unwrap();
    assert_eq!(lost.len(), 16);
    let relay = FlakyRelay::failing(0);
    let worker = Worker::new(app.db.clone(), vec![relay.clone() as Arc<dyn Courier>]);
    let round = worker.round(written).await.unwrap();
    assert_eq!(round.sent, 4, "only what no worker holds");
    for _ in 0..2 {
        let round = worker
            .round(written + chrono::Duration::seconds(300))
            .await
            .unwrap();
        assert_eq!(round.sent, lane, "a lane's worth at a time");
    }
    assert_eq!(relay.accepted().len(), 20, "nothing is lost");
    let mut told: Vec<String> = relay
        .accepted()
        .iter()
        .map(|m| m.email.clone().unwrap())
        .collect();
    told.sort();
    told.dedup();
    assert_eq!(told.len(), 20, "each member once");
}

#[tokio::test]
async fn the_admins_emails_are_in_the_operators_language_and_members_in_their_own() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    email_on(&app);
    app.club.clock().set(Some(club("2026-11-27T10:00")));
    let (english, _) = signed_up(&app, &admin, "Ana Admin").await;
    let (spanish, _) = signed_up(&app, &admin, "Beto Socio").await;
    give_email(&app, spanish, "beto@club.example");
    reads_spanish(&app, spanish);
    for id in [english, spanish] {
        let approve = format!("/api/players/{id}/approve");
        let approved = app.call(Method::POST, &approve, None, Some(&admin)).await;
        assert_eq!(approved.status, StatusCode::OK, "{}", approved.text());
    }
    let now = club("2026-11-27T10:01");

    // By default the admin reads English, and the member reads their own language.
    let relay = FlakyRelay::failing(0);
    let worker = Worker::new(app.db.clone(), vec![relay.clone() as Arc<dyn Courier>]);
    worker.round(now).await.unwrap();
    let sent = relay.accepted();
    let to_admin: Vec<&str> = sent
        .iter()
        .filter(|m| m.to.is_none())
        .map(|m| m.text.title.as_str())
        .collect();
    assert_eq!(to_admin, ["Ana Admin signed up", "Beto Socio signed up"]);
    let to_beto: Vec<&Message> = sent.iter().filter(|m| m.to.is_some()).collect();
    assert_eq!(to_beto.len(), 1, "{sent:#?}");
    assert_eq!(to_beto[0].language, Lang::Es);

    // --admin-language es: the same deliveries, sent again, are in Spanish for the admin, and
    // the member's stays in the member's own language.
    app.write_straight(|tx| {
        tx.execute(
            "UPDATE deliveries SET state = 'queued', sent_at = NULL, next_attempt_at = 0",
            [],
        )?;
        Ok(())
    })
    .unwrap();
    let relay = FlakyRelay::failing(0);
    let worker = Worker::new(app.db.clone(), vec![relay.clone() as Arc<dyn Courier>])
        .admin_language(Lang::Es);
    worker.round(now).await.unwrap();
    let sent = relay.accepted();
    let to_admin: Vec<(&str, Lang)> = sent
        .iter()
        .filter(|m| m.to.is_none())
        .map(|m| (m.text.title.as_str(), m.language))
        .collect();
    assert_eq!(
        to_admin,
        [
            ("Ana Admin se inscribió", Lang::Es),
            ("Beto Socio se inscribió", Lang::Es)
        ]
    );
    let to_beto: Vec<&Message> = sent.iter().filter(|m| m.to.is_some()).collect();
    assert_eq!(to_beto.len(), 1, "{sent:#?}");
    assert_eq!(to_beto[0].language, Lang::Es);
}

#[tokio::test]
async fn a_players_walkover_past_its_48_hours_waits_for_the_admin_once() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (_, pending) = pending_match(&app, &admin).await;
    let id = pending["id"].as_i64().unwrap();
    let p1 = pending["player1Id"].as_i64().unwrap();
    let reporter = member(&app, &admin, p1).await;
    let reported = club("2026-11-27T10:00");
    app.club.clock().set(Some(reported));
    let body = json!({ "matchId": id, "winnerId": p1, "score": "W/O" });
    assert_eq!(
        post_result(&app, body, &[&reporter]).await.status,
        StatusCode::OK
    );

    app.club
        .clock()
        .set(Some(reported + chrono::Duration::hours(47)));
    app.club.write_timed_notices().await.unwrap();
    assert!(
        !admin_kinds(&app, &admin)
            .await
            .contains(&"walkover_awaiting".to_string())
    );

    app.club
        .clock()
        .set(Some(reported + chrono::Duration::hours(49)));
    app.club.write_timed_notices().await.unwrap();
    app.club.write_timed_notices().await.unwrap();
    let kinds = admin_kinds(&app, &admin).await;
    assert_eq!(
        kinds.iter().filter(|k| *k == "walkover_awaiting").count(),
        1,
        "{kinds:?}"
    );
    let console = app
        .call(Method::GET, "/api/admin/notices", None, Some(&admin))
        .await
        .json();
    let notice = console["notices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["kind"] == "walkover_awaiting")
        .unwrap()
        .clone();
    assert!(
        notice["title"]
            .as_str()
            .unwrap()
            .starts_with("Walkover to decide: "),
        "{notice}"
    );
}

#[tokio::test]
async fn a_match_scheduled_by_one_player_is_told_to_the_other() {
    let app = TestApp::new();
    crate::timing::at(&app, "2026-11-03T15:00:00Z");
    let admin = app.admin_cookie().await;
    let (_, matches) = crate::timing::cup(&app, &admin).await;
    let game = matches
        .iter()
        .find(|m| m["week"] == 1 && m["status"] == "pending")
        .unwrap();
    let id = game["id"].as_i64().unwrap();
    let (p1, p2) = (
        game["player1Id"].as_i64().unwrap(),
        game["player2Id"].as_i64().unwrap(),
    );
    let one = crate::members::member(&app, &admin, p1).await;
    let two = crate::members::member(&app, &admin, p2).await;
    let before_one = crate::notices::kinds_of(&app, &one).await;

    let path = format!("/api/matches/{id}/schedule");
    let body = json!({ "date": "2026-11-04", "time": "18:30", "cancha": 3 });
    let set = app
        .send(crate::members::request(
            Method::PATCH,
            &path,
            Some(body),
            &[&one],
            &[],
        ))
        .await;
    assert_eq!(set.status, StatusCode::OK, "{}", set.text());

    let told = crate::notices::notices_of(&app, &two).await;
    let notice = &told["notices"][0];
    assert_eq!(notice["kind"], "match_scheduled");
    assert_eq!(notice["body"], "You play on Wed 4 Nov, 18:30, court 3.");
    assert_eq!(
        notice["title"],
        format!("{} set your match", game["player1Name"].as_str().unwrap())
    );
    assert_eq!(
        crate::notices::kinds_of(&app, &one).await,
        before_one,
        "nobody is told of their own action"
    );

    // The admin's day is told to both players.
    let body = json!({ "date": "2026-11-05" });
    let set = app
        .send(crate::members::request(
            Method::PATCH,
            &path,
            Some(body),
            &[&admin],
            &[],
        ))
        .await;
    assert_eq!(set.status, StatusCode::OK, "{}", set.text());
    for cookie in [&one, &two] {
        assert_eq!(
            crate::notices::kinds_of(&app, cookie)
                .await
                .first()
                .map(String::as_str),
            Some("match_scheduled")
        );
    }
}
