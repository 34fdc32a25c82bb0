//! Web Push (docs/rules.md#push), end to end against a real push service on 127.0.0.1
//! (`push_service`): a member's browsers subscribe through the API, the club's writes queue
//! notices, the worker's push courier sends them, and the service decrypts each payload with
//! the browser's own keys and checks the VAPID signature with the key the API hands out.
//! The club clock is moved, never waited for.

use std::sync::Arc;

use crate::common;
use crate::members::{member, request, signed_up};
use crate::push_service::{Browser, PushService, Reply, verified_vapid};
use crate::results::{post_result, two_members};

use axum::http::{Method, StatusCode};
use chrono::{DateTime, Duration, Utc};
use serde_json::{Value, json};

use common::{TestApp, TestResponse};
use tournament_hub::db::notices::{self as outbox, Channels, Outgoing};
use tournament_hub::domain::ids::PlayerId;
use tournament_hub::domain::notices::{Channel, Notice};
use tournament_hub::domain::push::PushAllow;
use tournament_hub::jobs::delivery::{Courier, Worker};
use tournament_hub::push::client::SystemResolver;
use tournament_hub::push::{PushCourier, PushOptions};

/// The instant of club time (UTC-6) `text`, such as `2026-11-27T10:00`.
pub fn club(text: &str) -> DateTime<Utc> {
    format!("{text}:00-06:00").parse().unwrap()
}

/// The VAPID `sub` the tests' courier names.
pub const SUBJECT: &str = "https://club.example";

/// Turns push on in the club (as `serve` does) with `allow` as `--push-allow`, and returns a
/// worker whose only courier is push, allowed the same.
pub async fn push_worker(app: &TestApp, allow: &str) -> Worker {
    app.club.set_delivery_channels(Channels {
        member: vec![Channel::Push],
        admin: Vec::new(),
    });
    app.club.set_push_allow(PushAllow::parse(allow).unwrap());
    Worker::new(app.db.clone(), vec![courier(app, allow).await])
}

/// A push courier allowed `allow`.
pub async fn courier(app: &TestApp, allow: &str) -> Arc<dyn Courier> {
    let keys = app.club.vapid_keys().await.unwrap();
    let options = PushOptions {
        allow: PushAllow::parse(allow).unwrap(),
        subject: Some(SUBJECT.to_string()),
        resolver: Arc::new(SystemResolver),
    };
    Arc::new(PushCourier::new(app.db.clone(), &keys, options).unwrap())
}

/// `POST /api/me/push-subscriptions` with `body` as the member of `cookie`.
pub async fn subscribe_with(app: &TestApp, cookie: &str, body: Value) -> TestResponse {
    app.send(request(
        Method::POST,
        "/api/me/push-subscriptions",
        Some(body),
        &[cookie],
        &[],
    ))
    .await
}

/// Subscribes `browser` for the member of `cookie`; 201.
pub async fn subscribe(app: &TestApp, cookie: &str, browser: &Browser) -> Value {
    let kept = subscribe_with(app, cookie, browser.subscription()).await;
    assert_eq!(kept.status, StatusCode::CREATED, "{}", kept.text());
    kept.json()
}

/// The club's public key, as the API hands it out.
pub async fn public_key(app: &TestApp) -> String {
    let got = app.get("/api/push/public-key").await;
    assert_eq!(got.status, StatusCode::OK, "{}", got.text());
    got.json()["publicKey"].as_str().unwrap().to_string()
}

/// The push deliveries of notice `id`: (state, attempts, next try, last error).
pub fn push_deliveries(app: &TestApp, id: i64) -> Vec<(String, u32, i64, Option<String>)> {
    app.db
        .read_blocking(move |conn| {
            let mut stmt = conn.prepare(
                "SELECT state, attempts, next_attempt_at, last_error FROM deliveries
                  WHERE notice_id = ?1 AND channel = 'push'",
            )?;
            let rows = stmt
                .query_map([id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok(rows)
        })
        .unwrap()
}

/// The newest notice of `player`: its id.
pub fn newest_notice(app: &TestApp, player: i64) -> i64 {
    app.db
        .read_blocking(move |conn| {
            Ok(conn.query_row(
                "SELECT max(id) FROM notices WHERE player_id = ?1",
                [player],
                |r| r.get(0),
            )?)
        })
        .unwrap()
}

/// The endpoints kept for `player`.
pub fn endpoints_of(app: &TestApp, player: i64) -> Vec<String> {
    app.db
        .read_blocking(move |conn| {
            let mut stmt = conn.prepare(
                "SELECT endpoint FROM push_subscriptions WHERE player_id = ?1 ORDER BY id",
            )?;
            let rows = stmt
                .query_map([player], |r| r.get(0))?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok(rows)
        })
        .unwrap()
}

/// Writes a notice to `player` at `now` as a write would, with the club's channels: its id.
pub fn tell(app: &TestApp, player: i64, now: DateTime<Utc>) -> Option<i64> {
    let channels = Channels {
        member: vec![Channel::Push],
        admin: Vec::new(),
    };
    app.write_straight(move |tx| {
        let outgoing = Outgoing {
            to: Some(PlayerId(player)),
            notice: Notice::SignupApproved {},
            unique_key: None,
        };
        outbox::insert(tx, now, &outgoing, &channels)
    })
    .unwrap()
}

async fn report(app: &TestApp, id: i64, winner: i64, cookie: &str) {
    let body = json!({ "matchId": id, "winnerId": winner, "score": "6-4, 6-3" });
    let recorded = post_result(app, body, &[cookie]).await;
    assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());
}

#[tokio::test]
async fn a_result_by_the_opponent_reaches_each_device_decrypted_signed_and_urgent() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let service = PushService::start().await;
    let worker = push_worker(&app, &service.origin()).await;
    let now = club("2026-11-27T10:00");
    app.club.clock().set(Some(now));
    let (id, p1, p2, reporter, opponent) = two_members(&app, &admin).await;
    // The opponent reads Spanish, and allowed push on their phone and on a second browser.
    let spanish = app
        .send(request(
            Method::PUT,
            "/api/me",
            Some(json!({ "language": "es" })),
            &[&opponent],
            &[],
        ))
        .await;
    assert_eq!(spanish.status, StatusCode::OK, "{}", spanish.text());
    let phone = Browser::new(&service, "/push/phone");
    let laptop = Browser::new(&service, "/push/laptop");
    subscribe(&app, &opponent, &phone).await;
    let second_session = member(&app, &admin, p2).await;
    subscribe(&app, &second_session, &laptop).await;

    report(&app, id, p1, &reporter).await;
    let notice = newest_notice(&app, p2);
    let round = worker.round(now).await.unwrap();
    assert_eq!((round.claimed, round.sent), (1, 1), "{round:?}");
    assert_eq!(push_deliveries(&app, notice)[0].0, "sent");

    let listed = crate::notices::notices_of(&app, &opponent).await;
    let in_app = listed["notices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["id"] == notice)
        .unwrap()
        .clone();
    let key = public_key(&app).await;
    for browser in [&phone, &laptop] {
        let got = service.received_on(&browser.path);
        assert_eq!(got.len(), 1, "one push to {}", browser.path);
        let push = &got[0];
        assert_eq!(push.header("urgency"), Some("high"));
        assert_eq!(push.header("ttl"), Some("172800"));
        assert_eq!(push.header("content-encoding"), Some("aes128gcm"));
        let claims = verified_vapid(
            push.header("authorization").expect("VAPID"),
            &key,
            &service.origin(),
        );
        assert_eq!(claims["sub"], SUBJECT);
        let payload = browser.decrypt(&push.body);
        assert_eq!(
            payload,
            json!({ "id": notice, "kind": "result_reported", "title": in_app["title"],
                    "body": in_app["body"], "link": in_app["link"] }),
            "the notice as the member's list shows it, and nothing else"
        );
        assert!(
            payload["title"].as_str().unwrap().contains("resultado"),
            "{payload}"
        );
        assert!(
            payload["body"].as_str().unwrap().contains("4-6, 3-6"),
            "{payload}"
        );
    }
    // The reporter is told nothing of their own result.
    let mine = Browser::new(&service, "/push/reporter");
    subscribe(&app, &reporter, &mine).await;
    assert_eq!(worker.round(now).await.unwrap().claimed, 0);
    assert!(service.received_on("/push/reporter").is_empty());
}

#[tokio::test]
async fn a_404_or_410_removes_that_subscription_and_the_others_still_count() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let service = PushService::start().await;
    let worker = push_worker(&app, &service.origin()).await;
    let now = club("2026-11-27T10:00");
    app.club.clock().set(Some(now));
    let (id, p1, p2, reporter, opponent) = two_members(&app, &admin).await;
    let gone = Browser::new(&service, "/push/gone");
    let unknown = Browser::new(&service, "/push/unknown");
    let alive = Browser::new(&service, "/push/alive");
    for browser in [&gone, &unknown, &alive] {
        subscribe(&app, &opponent, browser).await;
    }
    service.reply("/push/gone", vec![Reply::Status(410, None)]);
    service.reply("/push/unknown", vec![Reply::Status(404, None)]);

    report(&app, id, p1, &reporter).await;
    let round = worker.round(now).await.unwrap();
    assert_eq!(round.sent, 1, "the device that took it counts: {round:?}");
    assert_eq!(
        endpoints_of(&app, p2),
        std::slice::from_ref(&alive.endpoint)
    );
    assert_eq!(service.received().len(), 3);

    // Once every device is gone, a delivery fails for good at once and the member is no
    // longer reachable on push: the next notice queues no push.
    service.reply("/push/alive", vec![Reply::Status(410, None)]);
    let second = tell(&app, p2, now).unwrap();
    let round = worker.round(now).await.unwrap();
    assert_eq!(round.failed, 1, "{round:?}");
    let delivery = &push_deliveries(&app, second)[0];
    assert_eq!(delivery.0, "failed");
    assert!(
        delivery.3.as_deref().unwrap().contains("gone"),
        "{delivery:?}"
    );
    assert!(endpoints_of(&app, p2).is_empty());
    let third = tell(&app, p2, now).unwrap();
    assert!(push_deliveries(&app, third).is_empty());

    let (newcomer, cookie) = signed_up(&app, &admin, "Sin Aparato").await;
    let device = Browser::new(&service, "/push/newcomer");
    subscribe(&app, &cookie, &device).await;
    app.write_straight(move |tx| {
        tx.execute(
            "DELETE FROM push_subscriptions WHERE player_id = ?1",
            [newcomer],
        )?;
        Ok(())
    })
    .unwrap();
    let approved = app
        .call(
            Method::POST,
            &format!("/api/players/{newcomer}/approve"),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(approved.status, StatusCode::OK, "{}", approved.text());
    assert!(push_deliveries(&app, newest_notice(&app, newcomer)).is_empty());
}

#[tokio::test]
async fn a_429_waits_for_its_retry_after_and_the_device_that_took_it_is_not_told_twice() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let service = PushService::start().await;
    let worker = push_worker(&app, &service.origin()).await;
    let now = club("2026-11-27T10:00");
    app.club.clock().set(Some(now));
    let (id, p1, p2, reporter, opponent) = two_members(&app, &admin).await;
    let busy = Browser::new(&service, "/push/busy");
    let fine = Browser::new(&service, "/push/fine");
    subscribe(&app, &opponent, &busy).await;
    subscribe(&app, &opponent, &fine).await;
    service.reply(
        "/push/busy",
        vec![Reply::Status(429, Some("600")), Reply::Status(201, None)],
    );

    report(&app, id, p1, &reporter).await;
    let notice = newest_notice(&app, p2);
    let first = worker.round(now).await.unwrap();
    assert_eq!(first.retrying, 1, "{first:?}");
    let (state, attempts, next, error) = push_deliveries(&app, notice)[0].clone();
    assert_eq!((state.as_str(), attempts), ("queued", 1));
    assert_eq!(next, now.timestamp() + 600, "no sooner than Retry-After");
    assert!(error.unwrap().contains("429"));

    // The backoff alone would try again after 30 s: not yet.
    let early = worker.round(now + Duration::seconds(30)).await.unwrap();
    assert_eq!(early.claimed, 0);
    let later = worker.round(now + Duration::seconds(600)).await.unwrap();
    assert_eq!(later.sent, 1, "{later:?}");
    assert_eq!(service.received_on("/push/busy").len(), 2);
    assert_eq!(
        service.received_on("/push/fine").len(),
        1,
        "the device that took it is skipped"
    );
    let fine_payload = fine.decrypt(&service.received_on("/push/fine")[0].body);
    let busy_payload = busy.decrypt(&service.received_on("/push/busy")[1].body);
    assert_eq!(fine_payload, busy_payload);
    assert_eq!(push_deliveries(&app, notice)[0].0, "sent");
    assert_eq!(
        app.count("push_receipts"),
        1,
        "kept while it was tried again"
    );
}

#[tokio::test]
async fn a_subscription_ends_with_the_session_that_made_it() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let service = PushService::start().await;
    let worker = push_worker(&app, &service.origin()).await;
    let now = club("2026-11-27T10:00");
    app.club.clock().set(Some(now));
    let (id, p1, p2, reporter, opponent) = two_members(&app, &admin).await;
    let browser = Browser::new(&service, "/push/signed-out");
    subscribe(&app, &opponent, &browser).await;
    assert_eq!(endpoints_of(&app, p2).len(), 1);

    let out = app
        .call(Method::POST, "/api/me/sign-out", None, Some(&opponent))
        .await;
    assert_eq!(out.status, StatusCode::NO_CONTENT, "{}", out.text());
    assert!(
        endpoints_of(&app, p2).is_empty(),
        "it went with the session"
    );

    report(&app, id, p1, &reporter).await;
    assert!(push_deliveries(&app, newest_notice(&app, p2)).is_empty());
    assert_eq!(worker.round(now).await.unwrap().claimed, 0);
    assert!(service.received().is_empty());
}

#[tokio::test]
async fn a_member_who_turned_push_off_for_a_kind_gets_no_push_of_it() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let service = PushService::start().await;
    let worker = push_worker(&app, &service.origin()).await;
    let now = club("2026-11-27T10:00");
    app.club.clock().set(Some(now));
    let (id, p1, p2, reporter, opponent) = two_members(&app, &admin).await;
    let browser = Browser::new(&service, "/push/quiet");
    subscribe(&app, &opponent, &browser).await;
    let off = json!({ "kinds": [{ "kind": "result_reported", "email": true, "push": false }] });
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

    report(&app, id, p1, &reporter).await;
    let notice = newest_notice(&app, p2);
    assert!(push_deliveries(&app, notice).is_empty());
    assert_eq!(worker.round(now).await.unwrap().claimed, 0);
    assert!(service.received().is_empty());
    assert_eq!(
        crate::notices::kinds_of(&app, &opponent).await,
        ["result_reported"],
        "the app still has it"
    );
}

#[tokio::test]
async fn quiet_hours_hold_push_until_seven_except_a_result_to_confirm() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let service = PushService::start().await;
    let worker = push_worker(&app, &service.origin()).await;
    let night = club("2026-11-27T22:30");
    app.club.clock().set(Some(night));
    let (id, p1, _, reporter, opponent) = two_members(&app, &admin).await;
    subscribe(&app, &opponent, &Browser::new(&service, "/push/urgent")).await;
    report(&app, id, p1, &reporter).await;
    assert_eq!(worker.round(night).await.unwrap().sent, 1);
    assert_eq!(
        service.received_on("/push/urgent")[0].header("urgency"),
        Some("high")
    );

    let (newcomer, cookie) = signed_up(&app, &admin, "Noche").await;
    let pending = Browser::new(&service, "/push/welcome");
    subscribe(&app, &cookie, &pending).await;
    let approved = app
        .call(
            Method::POST,
            &format!("/api/players/{newcomer}/approve"),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(approved.status, StatusCode::OK, "{}", approved.text());
    let notice = newest_notice(&app, newcomer);
    let morning = club("2026-11-28T07:00");
    assert_eq!(push_deliveries(&app, notice)[0].2, morning.timestamp());
    let at_night = worker.round(night + Duration::minutes(5)).await.unwrap();
    assert_eq!(at_night.claimed, 0, "held in quiet hours");
    assert!(service.received_on("/push/welcome").is_empty());
    assert_eq!(
        worker
            .round(morning - Duration::seconds(1))
            .await
            .unwrap()
            .claimed,
        0
    );
    assert_eq!(worker.round(morning).await.unwrap().sent, 1);
    let welcome = &service.received_on("/push/welcome")[0];
    assert_eq!(welcome.header("urgency"), Some("normal"));
    assert_eq!(welcome.header("ttl"), Some("259200"));
    assert_eq!(pending.decrypt(&welcome.body)["kind"], "signup_approved");
}
