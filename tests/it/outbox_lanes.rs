//! No one stalls the outbox (docs/rules.md#notices): each channel has its own lane, a member holds
//! at most two places of it, the worker wakes when a notice commits, an endpoint that cannot
//! be reached is backed off and dropped after a day (and the member's page says so), a
//! sign-in link goes by email only, and a member's notice stream ends with their session.
//! The lanes run for real (`Worker::run`); the far ends are a real push service and a
//! listener that never answers, on 127.0.0.1. Club time is moved, never waited for; only the
//! push timeout (5 s) is real time.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::common;
use crate::members::{member, signed_up};
use crate::push::{club, courier, endpoints_of, push_worker, subscribe, tell};
use crate::push_service::{Browser, PushService};

use axum::http::{Method, StatusCode};
use serde_json::json;

use common::TestApp;
use tournament_hub::db::notices::{Channels, Window};
use tournament_hub::domain::notices::Channel;
use tournament_hub::jobs::delivery::{Courier, Message, Sending, Undelivered, Worker};

/// A listener on 127.0.0.1 that accepts every connection and never says a word; how many it
/// accepted.
async fn hanging_listener() -> (String, Arc<AtomicUsize>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let origin = format!("http://{}", listener.local_addr().unwrap());
    let accepted = Arc::new(AtomicUsize::new(0));
    let counted = accepted.clone();
    tokio::spawn(async move {
        let mut held = Vec::new();
        while let Ok((stream, _)) = listener.accept().await {
            counted.fetch_add(1, Ordering::SeqCst);
            held.push(stream);
        }
    });
    (origin, accepted)
}

/// An approved member with a name of the club's shape, and their cookie.
async fn approved(app: &TestApp, admin: &str, name: &str) -> (i64, String) {
    let (id, cookie) = signed_up(app, admin, name).await;
    let approve = format!("/api/players/{id}/approve");
    let done = app.call(Method::POST, &approve, None, Some(admin)).await;
    assert_eq!(done.status, StatusCode::OK, "{}", done.text());
    (id, cookie)
}

/// Gives `player` a member session and `browser`'s push subscription, straight in the store.
fn device_straight(app: &TestApp, player: i64, browser: &Browser) {
    let (endpoint, p256dh, auth) = (browser.endpoint.clone(), browser.p256dh(), browser.auth());
    app.write_straight(move |tx| {
        tx.execute(
            "UPDATE players SET status = 'approved' WHERE id = ?1",
            [player],
        )?;
        tx.execute(
            "INSERT INTO member_sessions (token_hash, player_id, created_at, last_used_on)
             VALUES (printf('%064d', ?1), ?1, 0, '2026-11-30')",
            [player],
        )?;
        tx.execute(
            "INSERT INTO push_subscriptions (player_id, session_id, endpoint, p256dh, auth,
                                             created_at)
             VALUES (?1, last_insert_rowid(), ?2, ?3, ?4, 0)",
            rusqlite::params![player, endpoint, p256dh, auth],
        )?;
        Ok(())
    })
    .unwrap();
}

/// Push deliveries of `player` in `state`.
fn push_in_state(app: &TestApp, player: i64, state: &'static str) -> usize {
    app.db
        .read_blocking(move |conn| {
            Ok(conn.query_row(
                "SELECT count(*) FROM deliveries d JOIN notices n ON n.id = d.notice_id
                  WHERE n.player_id = ?1 AND d.channel = 'push' AND d.state = ?2",
                rusqlite::params![player, state],
                |r| r.get::<_, i64>(0),
            )? as usize)
        })
        .unwrap()
}

/// Push deliveries of `player` tried at least once.
fn push_tried(app: &TestApp, player: i64) -> usize {
    app.db
        .read_blocking(move |conn| {
            Ok(conn.query_row(
                "SELECT count(*) FROM deliveries d JOIN notices n ON n.id = d.notice_id
                  WHERE n.player_id = ?1 AND d.channel = 'push' AND d.attempts > 0",
                [player],
                |r| r.get::<_, i64>(0),
            )? as usize)
        })
        .unwrap()
}

/// Waits up to `patience` for `done`; whether it came.
async fn within(patience: Duration, mut done: impl FnMut() -> bool) -> bool {
    let until = Instant::now() + patience;
    while Instant::now() < until {
        if done() {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    done()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_with_ten_hanging_devices_holds_two_places_and_everyone_else_is_told() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let service = PushService::start().await;
    let (hanging, accepted) = hanging_listener().await;
    let allow = format!("{},{hanging}", service.origin());
    let worker = push_worker(&app, &allow).await;
    let now = club("2026-11-30T10:00");
    app.club.clock().set(Some(now));

    // María José Vargas Solís allowed ten browsers, every one on a service that never answers.
    let (stalling, cookie) = approved(&app, &admin, "María José Vargas Solís").await;
    for n in 0..10 {
        subscribe(&app, &cookie, &Browser::at(format!("{hanging}/d{n}"), "/")).await;
    }
    assert_eq!(endpoints_of(&app, stalling).len(), 10);
    // Twenty others, one phone each on a push service that answers (written straight: the
    // signups' own budget would refuse twenty from one client).
    let others = app.insert_players("Socio Jiménez Quesada ", 20);
    for (n, id) in others.iter().enumerate() {
        device_straight(&app, *id, &Browser::new(&service, &format!("/p{n}")));
    }
    let clock = app.club.clock().clone();
    let running = tokio::spawn(worker.run(move || clock.now()));
    // Six notices for her first, then one for each of the others.
    for _ in 0..6 {
        tell(&app, stalling, now).unwrap();
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    for id in &others {
        tell(&app, *id, now).unwrap();
    }

    // Her hanging devices hold two places of the lane; the others' pushes do not wait for
    // them (their timeout is 5 s).
    let everyone = within(Duration::from_secs(3), || service.received().len() >= 20).await;
    assert!(
        everyone,
        "only {} of 20 pushes went out while her devices hung",
        service.received().len()
    );
    assert!(
        accepted.load(Ordering::SeqCst) <= 20,
        "two of her deliveries at a time, ten devices each: {}",
        accepted.load(Ordering::SeqCst)
    );
    // Once her first two time out, her devices are backed off: her other deliveries are
    // tried without a connection, and wait for the backoff.
    let all_tried = within(Duration::from_secs(12), || push_tried(&app, stalling) == 6).await;
    assert!(all_tried, "{} of her 6 tried", push_tried(&app, stalling));
    assert_eq!(
        accepted.load(Ordering::SeqCst),
        20,
        "no new connection once backed off"
    );
    assert_eq!(
        push_in_state(&app, stalling, "queued"),
        6,
        "tried again later"
    );
    running.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_worker_wakes_when_a_notice_commits_not_on_its_poll() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let service = PushService::start().await;
    let worker = push_worker(&app, &service.origin()).await;
    let now = club("2026-11-30T10:00");
    app.club.clock().set(Some(now));
    let (id, cookie) = approved(&app, &admin, "José Pablo Rojas Araya").await;
    subscribe(&app, &cookie, &Browser::new(&service, "/woken")).await;
    let clock = app.club.clock().clone();
    let running = tokio::spawn(worker.run(move || clock.now()));
    // The lane looked, found nothing, and sleeps for its poll (30 s).
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(service.received().is_empty());

    let started = Instant::now();
    tell(&app, id, now).unwrap();
    let woke = within(Duration::from_secs(2), || !service.received().is_empty()).await;
    assert!(woke, "the push waited for the poll");
    eprintln!("pushed {:?} after the commit", started.elapsed());

    // A write that rolls back rings nothing and sends nothing.
    let rolled_back: tournament_hub::db::Result<()> = app.db.write_blocking(|tx| {
        tournament_hub::db::notices::insert(
            tx,
            now,
            &tournament_hub::db::notices::Outgoing {
                to: Some(tournament_hub::domain::ids::PlayerId(id)),
                notice: tournament_hub::domain::notices::Notice::SignupApproved {},
                unique_key: None,
            },
            &Channels {
                member: vec![Channel::Push],
                admin: Vec::new(),
            },
        )?;
        Err(tournament_hub::db::Error::Corrupt("rolled back".into()))
    });
    assert!(rolled_back.is_err());
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(service.received().len(), 1);
    running.abort();
}

#[tokio::test]
async fn an_unreachable_device_is_backed_off_then_dropped_after_a_day_and_the_member_told() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    // A port nobody listens on: every connection is refused at once.
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let origin = format!("http://{}", closed.local_addr().unwrap());
    drop(closed);
    let service = PushService::start().await;
    let allow = format!("{},{origin}", service.origin());
    let worker = push_worker(&app, &allow).await;
    let start = club("2026-11-30T10:00");
    app.club.clock().set(Some(start));
    let (player, _) = approved(&app, &admin, "Ana Lucía Mora Castro").await;
    // Signed in on her phone (the session names Chrome on Android).
    let phone = member(&app, &admin, player).await;
    subscribe(
        &app,
        &phone,
        &Browser::at(format!("{origin}/gone-quiet"), "/"),
    )
    .await;

    tell(&app, player, start).unwrap();
    let first = worker.round(start).await.unwrap();
    assert_eq!((first.claimed, first.retrying), (1, 1));
    let backoff: (i64, u32, Option<i64>) = app
        .db
        .read_blocking(|conn| {
            Ok(conn.query_row(
                "SELECT failing_since, failures, backoff_until FROM push_subscriptions",
                [],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )?)
        })
        .unwrap();
    assert_eq!(
        backoff,
        (start.timestamp(), 1, Some(start.timestamp() + 60))
    );

    // Within the backoff, neither the new notice nor the first one's retry tries the device;
    // both wait.
    let soon = start + chrono::Duration::seconds(30);
    tell(&app, player, soon).unwrap();
    let rested = worker.round(soon).await.unwrap();
    assert_eq!((rested.claimed, rested.retrying), (2, 2));
    let failures: u32 = app
        .db
        .read_blocking(|conn| {
            Ok(conn.query_row("SELECT failures FROM push_subscriptions", [], |r| r.get(0))?)
        })
        .unwrap();
    assert_eq!(failures, 1, "not tried while backed off");

    // A day later it still cannot be reached: it is dropped, and her page says which device
    // stopped receiving.
    let day_later = start + chrono::Duration::hours(24) + chrono::Duration::minutes(1);
    app.club.clock().set(Some(day_later));
    tell(&app, player, day_later).unwrap();
    worker.round(day_later).await.unwrap();
    assert!(endpoints_of(&app, player).is_empty(), "dropped");
    let me = app
        .call(Method::GET, "/api/me", None, Some(&phone))
        .await
        .json();
    let stopped = &me["stoppedDevices"];
    assert_eq!(stopped.as_array().unwrap().len(), 1, "{me}");
    assert_eq!(stopped[0]["browser"], "Chrome");
    assert_eq!(stopped[0]["system"], "Android");
    assert_eq!(stopped[0]["failingSince"], "2026-11-30T16:00:00Z");
    assert_eq!(stopped[0]["stoppedAt"], "2026-12-01T16:01:00Z");

    // Turning notices on again on that device clears it.
    subscribe(&app, &phone, &Browser::new(&service, "/back")).await;
    let me = app
        .call(Method::GET, "/api/me", None, Some(&phone))
        .await
        .json();
    assert_eq!(me["stoppedDevices"], json!([]));
}

#[tokio::test]
async fn a_device_that_answers_again_is_no_longer_backed_off() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let service = PushService::start().await;
    let worker = push_worker(&app, &service.origin()).await;
    let start = club("2026-11-30T10:00");
    app.club.clock().set(Some(start));
    let (player, cookie) = approved(&app, &admin, "Luis Diego Chaves Brenes").await;
    subscribe(&app, &cookie, &Browser::new(&service, "/flaky")).await;
    app.write_straight(move |tx| {
        tx.execute(
            "UPDATE push_subscriptions SET failing_since = ?1, failures = 3, backoff_until = ?1",
            [start.timestamp() - 600],
        )?;
        Ok(())
    })
    .unwrap();
    tell(&app, player, start).unwrap();
    assert_eq!(worker.round(start).await.unwrap().sent, 1);
    let state: (Option<i64>, u32) = app
        .db
        .read_blocking(|conn| {
            Ok(conn.query_row(
                "SELECT failing_since, failures FROM push_subscriptions",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )?)
        })
        .unwrap();
    assert_eq!(state, (None, 0));
}

/// An email courier that refuses every message for good (an unknown mailbox), noting what
/// it was handed.
struct RefusingRelay {
    handed: std::sync::Mutex<Vec<Message>>,
}

impl Courier for RefusingRelay {
    fn channel(&self) -> Channel {
        Channel::Email
    }

    fn send<'a>(&'a self, message: &'a Message) -> Sending<'a> {
        self.handed.lock().unwrap().push(message.clone());
        Box::pin(async { Err(Undelivered::never("550 no such mailbox")) })
    }
}

#[tokio::test]
async fn a_sign_in_link_goes_by_email_only_and_is_forgotten_when_it_fails_for_good() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let service = PushService::start().await;
    let now = club("2026-11-30T10:00");
    app.club.clock().set(Some(now));
    let (player, cookie) = approved(&app, &admin, "Carolina Ureña Villalobos").await;
    app.club
        .set_push_allow(tournament_hub::domain::push::PushAllow::parse(&service.origin()).unwrap());
    subscribe(&app, &cookie, &Browser::new(&service, "/phone")).await;
    app.write_straight(move |tx| {
        tx.execute(
            "UPDATE players SET email = 'carolina.urena@club.example' WHERE id = ?1",
            [player],
        )?;
        Ok(())
    })
    .unwrap();
    // Both channels are on; the member has an address and a device.
    app.club.set_delivery_channels(Channels {
        member: vec![Channel::Email, Channel::Push],
        admin: Vec::new(),
    });
    let asked = app
        .call(
            Method::POST,
            "/api/me/sign-in-link",
            Some(json!({ "email": "carolina.urena@club.example" })),
            None,
        )
        .await;
    assert_eq!(asked.status, StatusCode::ACCEPTED, "{}", asked.text());
    app.club.answer_sign_in_requests().await.unwrap();
    let channels: Vec<String> = app
        .db
        .read_blocking(|conn| {
            let mut stmt = conn.prepare(
                "SELECT d.channel FROM deliveries d JOIN notices n ON n.id = d.notice_id
                  WHERE n.kind = 'sign_in_link'",
            )?;
            let rows = stmt
                .query_map([], |r| r.get(0))?
                .collect::<rusqlite::Result<Vec<String>>>()?;
            Ok(rows)
        })
        .unwrap();
    assert_eq!(channels, ["email"], "never by push");

    let relay = Arc::new(RefusingRelay {
        handed: Default::default(),
    });
    let push = courier(&app, &service.origin()).await;
    let worker = Worker::new(
        app.db.clone(),
        vec![relay.clone() as Arc<dyn Courier>, push],
    );
    let round = worker.round(now).await.unwrap();
    assert_eq!(round.failed, 1);
    assert_eq!(relay.handed.lock().unwrap().len(), 1);
    assert!(service.received().is_empty(), "nothing went by push");
    let token: Option<String> = app
        .db
        .read_blocking(|conn| {
            Ok(conn.query_row(
                "SELECT json_extract(params, '$.token') FROM notices WHERE kind = 'sign_in_link'",
                [],
                |r| r.get(0),
            )?)
        })
        .unwrap();
    assert_eq!(token, None, "a link that failed for good is forgotten");
}

/// Opens the notice stream of the member of `cookie` and reads its `hello`.
async fn open_stream(app: &TestApp, cookie: &str) -> axum::body::Body {
    let opened = tower::ServiceExt::oneshot(
        app.app.clone(),
        crate::members::request(Method::GET, "/api/me/notices/live", None, &[cookie], &[]),
    )
    .await
    .unwrap();
    assert_eq!(opened.status(), StatusCode::OK);
    let mut body = opened.into_body();
    let (event, _) = crate::notices::next_event(&mut body, &mut String::new()).await;
    assert_eq!(event, "hello");
    body
}

/// Whether the stream ends within two seconds (heartbeats may come first).
async fn ends(body: &mut axum::body::Body) -> bool {
    use http_body_util::BodyExt;
    let until = tokio::time::Instant::now() + Duration::from_secs(2);
    loop {
        match tokio::time::timeout_at(until, body.frame()).await {
            Err(_) => return false,
            Ok(None) => return true,
            Ok(Some(_)) => continue,
        }
    }
}

#[tokio::test]
async fn a_members_stream_ends_with_their_session_however_it_ends() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (player, _) = approved(&app, &admin, "Rodrigo Alonso Solano Quirós").await;
    let phone = member(&app, &admin, player).await;
    let laptop = member(&app, &admin, player).await;

    // Signing out ends this browser's stream, and only it.
    let mut on_phone = open_stream(&app, &phone).await;
    let mut on_laptop = open_stream(&app, &laptop).await;
    let out = app
        .call(Method::POST, "/api/me/sign-out", None, Some(&phone))
        .await;
    assert_eq!(out.status, StatusCode::NO_CONTENT, "{}", out.text());
    assert!(ends(&mut on_phone).await, "signed out, the stream goes on");
    assert!(!ends(&mut on_laptop).await, "the laptop's session goes on");

    // Ended from another of the member's devices.
    let tablet = member(&app, &admin, player).await;
    let sessions = app
        .call(Method::GET, "/api/me/sessions", None, Some(&tablet))
        .await
        .json();
    let laptop_session = sessions
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["current"] != true)
        .map(|s| s["id"].as_i64().unwrap())
        .unwrap();
    let ended = app
        .call(
            Method::DELETE,
            &format!("/api/me/sessions/{laptop_session}"),
            None,
            Some(&tablet),
        )
        .await;
    assert_eq!(ended.status, StatusCode::NO_CONTENT, "{}", ended.text());
    assert!(ends(&mut on_laptop).await, "ended from the tablet");

    // The admin ends every session of the player.
    let mut on_tablet = open_stream(&app, &tablet).await;
    let all = app
        .call(
            Method::POST,
            &format!("/api/admin/players/{player}/sessions/end"),
            None,
            Some(&admin),
        )
        .await;
    assert!(all.status.is_success(), "{}", all.text());
    assert!(ends(&mut on_tablet).await, "ended by the admin");

    // The player deleted.
    let again = member(&app, &admin, player).await;
    let mut last = open_stream(&app, &again).await;
    let deleted = app
        .call(
            Method::DELETE,
            &format!("/api/players/{player}"),
            None,
            Some(&admin),
        )
        .await;
    assert!(deleted.status.is_success(), "{}", deleted.text());
    assert!(ends(&mut last).await, "the player was deleted");

    // A stream of an ended session cannot open at all.
    let refused = app
        .call(Method::GET, "/api/me/notices/live", None, Some(&phone))
        .await;
    assert_eq!(refused.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_claim_takes_at_most_two_of_one_members_deliveries_counting_those_in_flight() {
    let app = TestApp::new();
    let now = club("2026-11-30T10:00");
    let ids = app.insert_named(&["Marco Antonio Soto Brenes", "Silvia Elena Arias Mata"]);
    let (many, one) = (ids[0], ids[1]);
    for _ in 0..6 {
        tell_by_email(&app, many, now);
    }
    tell_by_email(&app, one, now);
    let claim = |busy: Vec<(i64, usize)>| {
        let window = Window {
            channel: Channel::Email,
            limit: 8,
            per_member: 2,
            busy: busy
                .into_iter()
                .map(|(p, n)| (tournament_hub::domain::ids::PlayerId(p), n))
                .collect(),
        };
        app.db
            .write_blocking(move |tx| {
                tournament_hub::db::notices::claim_window(
                    tx,
                    &window,
                    now.timestamp(),
                    now.timestamp() + 300,
                )
            })
            .unwrap()
            .iter()
            .map(|c| c.to.unwrap().0)
            .collect::<Vec<i64>>()
    };
    // Six of one member's are due first; the claim takes two of them and the other's one.
    let mut first = claim(vec![]);
    first.sort();
    let mut expected = vec![many, many, one];
    expected.sort();
    assert_eq!(first, expected);
    // With one of hers in flight, a later claim takes one more of hers.
    app.write_straight(|tx| {
        tx.execute("UPDATE deliveries SET next_attempt_at = 0", [])?;
        Ok(())
    })
    .unwrap();
    assert_eq!(
        claim(vec![(many, 1)])
            .iter()
            .filter(|p| **p == many)
            .count(),
        1
    );
    assert_eq!(
        claim(vec![(many, 2)]),
        Vec::<i64>::new(),
        "her two places are taken"
    );
}

/// Writes a notice to `player` with an email delivery due at `now`.
fn tell_by_email(app: &TestApp, player: i64, now: chrono::DateTime<chrono::Utc>) {
    app.write_straight(move |tx| {
        tx.execute(
            "INSERT INTO notices (player_id, kind, params, created_at)
             VALUES (?1, 'signup_approved', '{\"kind\":\"signup_approved\"}', ?2)",
            rusqlite::params![player, now.timestamp()],
        )?;
        tx.execute(
            "INSERT INTO deliveries (notice_id, channel, created_at, next_attempt_at, due_at)
             VALUES (last_insert_rowid(), 'email', ?1, ?1, ?1)",
            [now.timestamp()],
        )?;
        Ok(())
    })
    .unwrap();
}

/// A push service on 127.0.0.1 that answers 201 to every request and keeps each connection
/// open for the next one (HTTP/1.1 keep-alive); how many connections it took.
async fn keep_alive_service() -> (String, Arc<AtomicUsize>) {
    use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let origin = format!("http://{}", listener.local_addr().unwrap());
    let taken = Arc::new(AtomicUsize::new(0));
    let counted = taken.clone();
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            counted.fetch_add(1, Ordering::SeqCst);
            tokio::spawn(async move {
                let mut stream = BufReader::new(stream);
                loop {
                    let mut length = 0usize;
                    loop {
                        let mut line = String::new();
                        if stream.read_line(&mut line).await.unwrap_or(0) == 0 {
                            return;
                        }
                        let line = line.trim_end().to_ascii_lowercase();
                        if line.is_empty() {
                            break;
                        }
                        if let Some(value) = line.strip_prefix("content-length:") {
                            length = value.trim().parse().unwrap();
                        }
                    }
                    let mut body = vec![0; length];
                    stream.read_exact(&mut body).await.unwrap();
                    let answer = b"HTTP/1.1 201 Created\r\ncontent-length: 0\r\n\r\n";
                    if stream.get_mut().write_all(answer).await.is_err() {
                        return;
                    }
                }
            });
        }
    });
    (origin, taken)
}

#[tokio::test]
async fn pushes_to_one_push_service_reuse_its_connection() {
    let app = TestApp::new();
    let (origin, taken) = keep_alive_service().await;
    let worker = push_worker(&app, &origin).await;
    let now = club("2026-11-30T10:00");
    app.club.clock().set(Some(now));
    let ids = app.insert_named(&["Verónica Isabel Campos Ulate"]);
    device_straight(
        &app,
        ids[0],
        &Browser::at(format!("{origin}/phone"), "/phone"),
    );
    for _ in 0..5 {
        tell(&app, ids[0], now).unwrap();
        assert_eq!(worker.round(now).await.unwrap().sent, 1);
    }
    assert_eq!(
        taken.load(Ordering::SeqCst),
        1,
        "five pushes over one connection"
    );
}

/// An email courier whose sends wait at a gate until the test opens it, noting each
/// delivery it was handed.
struct GatedRelay {
    gate: tokio::sync::Semaphore,
    handed: std::sync::Mutex<Vec<i64>>,
}

impl Courier for GatedRelay {
    fn channel(&self) -> Channel {
        Channel::Email
    }

    fn send<'a>(&'a self, message: &'a Message) -> Sending<'a> {
        self.handed.lock().unwrap().push(message.delivery_id);
        Box::pin(async move {
            self.gate.acquire().await.unwrap().forget();
            Ok(())
        })
    }
}

/// How many email deliveries are claimed (leased past `now`) and how many are sent.
fn claimed_and_sent(app: &TestApp, now: chrono::DateTime<chrono::Utc>) -> (i64, i64) {
    app.db
        .read_blocking(move |conn| {
            Ok(conn.query_row(
                "SELECT count(*) FILTER (WHERE state = 'queued' AND next_attempt_at > ?1),
                        count(*) FILTER (WHERE state = 'sent')
                   FROM deliveries WHERE channel = 'email'",
                [now.timestamp()],
                |row| Ok((row.get(0)?, row.get(1)?)),
            )?)
        })
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lane_claims_ahead_of_its_places_and_lets_go_what_waited_too_long_never_sending_twice() {
    let app = TestApp::new();
    let now = club("2026-11-30T10:00");
    app.club.clock().set(Some(now));
    let players = app.insert_players("Ana Lucía Fernández Ulate ", 70);
    for id in &players {
        tell_by_email(&app, *id, now);
    }
    let relay = Arc::new(GatedRelay {
        gate: tokio::sync::Semaphore::new(0),
        handed: Default::default(),
    });
    let worker = Worker::new(app.db.clone(), vec![relay.clone() as Arc<dyn Courier>]);
    let clock = app.club.clock().clone();
    let running = tokio::spawn(worker.run(move || clock.now()));

    // Eight sends at the relay's gate, and 56 more claimed ahead of a free place: 64 leased.
    let ahead = within(Duration::from_secs(3), || {
        relay.handed.lock().unwrap().len() == 8 && claimed_and_sent(&app, now).0 == 64
    })
    .await;
    assert!(
        ahead,
        "{} handed, {:?} claimed and sent",
        relay.handed.lock().unwrap().len(),
        claimed_and_sent(&app, now)
    );

    // 200 s later (club time) the eight go through. What waited for a place since the claim
    // is let go unsent (its lease runs to 10:05); the six never claimed go out.
    let later = now + chrono::Duration::seconds(200);
    app.club.clock().set(Some(later));
    relay.gate.add_permits(1_000);
    let rest = within(Duration::from_secs(3), || {
        claimed_and_sent(&app, later) == (56, 14)
    })
    .await;
    assert!(rest, "{:?} claimed and sent", claimed_and_sent(&app, later));
    assert_eq!(relay.handed.lock().unwrap().len(), 14);

    // Once their lease has run out, a commit wakes the lane and the 56 go, once each.
    let after_lease = now + chrono::Duration::seconds(301);
    app.club.clock().set(Some(after_lease));
    tell_by_email(&app, players[0], after_lease);
    let all = within(Duration::from_secs(5), || {
        claimed_and_sent(&app, after_lease) == (0, 71)
    })
    .await;
    assert!(
        all,
        "{:?} claimed and sent",
        claimed_and_sent(&app, after_lease)
    );
    let mut handed = relay.handed.lock().unwrap().clone();
    assert_eq!(handed.len(), 71);
    handed.sort();
    handed.dedup();
    assert_eq!(handed.len(), 71, "no delivery handed to the relay twice");
    running.abort();
}
