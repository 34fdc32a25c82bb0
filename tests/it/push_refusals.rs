//! The push courier never becomes a way into the club's network (docs/rules.md#push),
//! shown on the real sending path with loopback addresses only: endpoints kept
//! before an allowance was withdrawn (written straight to the store, past the API's own
//! check), names that resolve to loopback, and a redirect. A tripwire listens where nothing
//! may connect, and must count no connection.

use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;

use crate::common;
use crate::members::member;
use crate::push::{SUBJECT, club, push_deliveries, tell};
use crate::push_service::{Browser, PushService, Reply, Tripwire};

use common::TestApp;
use tournament_hub::db::notices::Channels;
use tournament_hub::domain::notices::Channel;
use tournament_hub::domain::push::PushAllow;
use tournament_hub::jobs::delivery::{Courier, Worker};
use tournament_hub::push::client::Resolver;
use tournament_hub::push::{PushCourier, PushOptions};

/// Resolves every name to 127.0.0.1, as a hostile DNS answer would.
struct ToLoopback;

impl Resolver for ToLoopback {
    fn resolve<'a>(
        &'a self,
        _host: &'a str,
        port: u16,
    ) -> Pin<Box<dyn Future<Output = io::Result<Vec<SocketAddr>>> + Send + 'a>> {
        Box::pin(async move { Ok(vec![SocketAddr::from(([127, 0, 0, 1], port))]) })
    }
}

async fn worker(app: &TestApp, allow: &str) -> Worker {
    app.club.set_delivery_channels(Channels {
        member: vec![Channel::Push],
        admin: Vec::new(),
    });
    let keys = app.club.vapid_keys().await.unwrap();
    let options = PushOptions {
        allow: PushAllow::parse(allow).unwrap(),
        subject: Some(SUBJECT.to_string()),
        resolver: Arc::new(ToLoopback),
    };
    let courier: Arc<dyn Courier> =
        Arc::new(PushCourier::new(app.db.clone(), &keys, options).unwrap());
    Worker::new(app.db.clone(), vec![courier])
}

/// A member with a session, and subscriptions of `endpoints` written straight to the store.
async fn member_with(app: &TestApp, endpoints: &[String]) -> i64 {
    let admin = app.admin_cookie().await;
    let player = app.insert_players("Refused ", 1)[0];
    member(app, &admin, player).await;
    let rows: Vec<(String, String, String)> = endpoints
        .iter()
        .map(|e| {
            let browser = Browser::at(e.clone(), "/");
            (e.clone(), browser.p256dh(), browser.auth())
        })
        .collect();
    app.write_straight(move |tx| {
        let session: i64 = tx.query_row(
            "SELECT id FROM member_sessions WHERE player_id = ?1",
            [player],
            |r| r.get(0),
        )?;
        for (endpoint, p256dh, auth) in rows {
            tx.execute(
                "INSERT INTO push_subscriptions
                     (player_id, session_id, endpoint, p256dh, auth, created_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, 0)",
                rusqlite::params![player, session, endpoint, p256dh, auth],
            )?;
        }
        Ok(())
    })
    .unwrap();
    player
}

#[tokio::test]
async fn loopback_endpoints_are_never_reached_without_the_operators_allowance() {
    let app = TestApp::new();
    let now = club("2026-11-27T10:00");
    app.club.clock().set(Some(now));
    let service = PushService::start().await;
    let v4 = Tripwire::on("127.0.0.1").await.unwrap();
    let v6 = Tripwire::on("::1").await;
    let mut endpoints = vec![
        format!("https://127.0.0.1:{}/x", v4.addr.port()),
        format!("ftp://127.0.0.1:{}/x", v4.addr.port()),
        format!("https://push.test:{}/x", v4.addr.port()),
        format!("https://localhost:{}/x", v4.addr.port()),
        service.endpoint("/plain"),
    ];
    if let Some(v6) = &v6 {
        endpoints.push(format!("https://[::1]:{}/x", v6.addr.port()));
    }
    let player = member_with(&app, &endpoints).await;

    let refusing = worker(&app, "").await;
    let notice = tell(&app, player, now).unwrap();
    let round = refusing.round(now).await.unwrap();
    assert_eq!(round.failed, 1, "nothing may take it: {round:?}");
    let (state, _, _, error) = push_deliveries(&app, notice)[0].clone();
    assert_eq!(state, "failed");
    assert!(error.is_some());
    assert_eq!(v4.connections(), 0, "no connection to 127.0.0.1");
    if let Some(v6) = &v6 {
        assert_eq!(v6.connections(), 0, "no connection to ::1");
    }
    assert!(
        service.received().is_empty(),
        "http is refused without the allowance"
    );

    // Allowed http://127.0.0.1:PORT: exactly that origin is reached, nothing else.
    let allowing = worker(&app, &service.origin()).await;
    let notice = tell(&app, player, now).unwrap();
    let round = allowing.round(now).await.unwrap();
    assert_eq!(round.sent, 1, "{round:?}");
    assert_eq!(push_deliveries(&app, notice)[0].0, "sent");
    assert_eq!(service.received_on("/plain").len(), 1);
    assert_eq!(v4.connections(), 0);
    if let Some(v6) = &v6 {
        assert_eq!(v6.connections(), 0);
    }
}

#[tokio::test]
async fn a_name_that_resolves_to_loopback_is_refused_unless_its_origin_is_allowed() {
    let app = TestApp::new();
    let now = club("2026-11-27T10:00");
    app.club.clock().set(Some(now));
    let service = PushService::start().await;
    let port = service.addr.port();
    let player = member_with(&app, &[format!("http://push.test:{port}/named")]).await;

    let refusing = worker(&app, "").await;
    let notice = tell(&app, player, now).unwrap();
    assert_eq!(refusing.round(now).await.unwrap().failed, 1);
    assert!(service.received().is_empty());
    let error = push_deliveries(&app, notice)[0].3.clone().unwrap();
    assert!(error.contains("https"), "{error}");

    // Allowed by name: the checked address is the one connected to.
    let allowing = worker(&app, &format!("http://push.test:{port}")).await;
    tell(&app, player, now).unwrap();
    assert_eq!(allowing.round(now).await.unwrap().sent, 1);
    let got = service.received_on("/named");
    assert_eq!(got.len(), 1);
    assert_eq!(got[0].header("host"), Some(&*format!("push.test:{port}")));
}

#[tokio::test]
async fn https_to_a_name_that_resolves_to_loopback_is_refused_before_connecting() {
    let app = TestApp::new();
    let now = club("2026-11-27T10:00");
    app.club.clock().set(Some(now));
    let trip = Tripwire::on("127.0.0.1").await.unwrap();
    let player = member_with(&app, &[format!("https://push.test:{}/x", trip.addr.port())]).await;
    let refusing = worker(&app, "").await;
    let notice = tell(&app, player, now).unwrap();
    assert_eq!(refusing.round(now).await.unwrap().failed, 1);
    let error = push_deliveries(&app, notice)[0].3.clone().unwrap();
    assert!(
        error.contains("127.0.0.1") && error.contains("loopback"),
        "{error}"
    );
    assert_eq!(trip.connections(), 0);
}

#[tokio::test]
async fn a_redirect_from_the_push_service_is_not_followed() {
    let app = TestApp::new();
    let now = club("2026-11-27T10:00");
    app.club.clock().set(Some(now));
    let service = PushService::start().await;
    let elsewhere = Tripwire::on("127.0.0.1").await.unwrap();
    service.reply(
        "/moved",
        vec![Reply::Redirect(format!(
            "http://127.0.0.1:{}/next",
            elsewhere.addr.port()
        ))],
    );
    let player = member_with(&app, &[service.endpoint("/moved")]).await;
    // Any port of 127.0.0.1 is allowed, the second one too: still no redirect is followed.
    let worker = worker(&app, "http://127.0.0.1").await;
    let notice = tell(&app, player, now).unwrap();
    let round = worker.round(now).await.unwrap();
    assert_eq!(round.failed, 1, "{round:?}");
    let error = push_deliveries(&app, notice)[0].3.clone().unwrap();
    assert!(
        error.contains("307") && error.contains("redirect"),
        "{error}"
    );
    assert_eq!(service.received_on("/moved").len(), 1);
    assert_eq!(elsewhere.connections(), 0, "the second port saw nothing");
}
