//! Subscribing to Web Push through the API (docs/api.md#push): the public key, who may
//! subscribe, what an endpoint and its keys must be, replacing and capping, and removing.

use crate::common;
use crate::members::{assert_private, member, request};
use crate::push::{endpoints_of, public_key, subscribe, subscribe_with};
use crate::push_service::Browser;

use axum::http::{Method, StatusCode};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde_json::{Value, json};

use common::TestApp;
use tournament_hub::domain::push::PushAllow;

fn browser(endpoint: &str) -> Browser {
    Browser::at(endpoint.to_string(), "/")
}

fn with_endpoint(endpoint: &str) -> Value {
    browser(endpoint).subscription()
}

#[tokio::test]
async fn the_public_key_is_made_once_public_and_cacheable() {
    let app = TestApp::new();
    assert_eq!(app.count("push_keys"), 0);
    let got = app.get("/api/push/public-key").await;
    assert_eq!(got.status, StatusCode::OK, "{}", got.text());
    assert_eq!(
        got.header("cache-control").as_deref(),
        Some("public, max-age=86400")
    );
    let key = got.json()["publicKey"].as_str().unwrap().to_string();
    let point = URL_SAFE_NO_PAD.decode(&key).unwrap();
    assert_eq!(point.len(), 65);
    assert_eq!(point[0], 4, "uncompressed");
    assert!(p256::PublicKey::from_sec1_bytes(&point).is_ok());
    assert_eq!(app.count("push_keys"), 1);
    // The same key from then on, and from the store after a restart of the cache.
    app.cache.stale_all();
    assert_eq!(public_key(&app).await, key);
    assert_eq!(app.club.vapid_keys().await.unwrap().public_key, key);
    assert_eq!(app.count("push_keys"), 1);
}

#[tokio::test]
async fn only_a_member_subscribes() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let body = with_endpoint("https://push.example/send/1");
    let visitor = app
        .call(
            Method::POST,
            "/api/me/push-subscriptions",
            Some(body.clone()),
            None,
        )
        .await;
    assert_eq!(
        visitor.assert_error(StatusCode::UNAUTHORIZED, "unauthorized")["code"],
        "member_sign_in_required"
    );
    let league = app.league_cookie().await;
    let unlocked = subscribe_with(&app, &league, body.clone()).await;
    assert_eq!(
        unlocked.assert_error(StatusCode::UNAUTHORIZED, "unauthorized")["code"],
        "member_sign_in_required"
    );
    let as_admin = subscribe_with(&app, &admin, body.clone()).await;
    assert_eq!(
        as_admin.assert_error(StatusCode::FORBIDDEN, "forbidden")["code"],
        "admin_not_member"
    );
    let removed = app
        .call(
            Method::DELETE,
            "/api/me/push-subscriptions",
            Some(json!({ "endpoint": "https://push.example/send/1" })),
            None,
        )
        .await;
    assert_eq!(removed.status, StatusCode::UNAUTHORIZED);
    let foreign = app
        .send(request(
            Method::POST,
            "/api/me/push-subscriptions",
            Some(body),
            &[],
            &[("host", "club.test"), ("origin", "https://evil.example")],
        ))
        .await;
    assert_eq!(foreign.status, StatusCode::FORBIDDEN);
    assert_eq!(app.count("push_subscriptions"), 0);
}

#[tokio::test]
async fn an_endpoint_must_be_https_on_a_public_host_unless_its_origin_is_allowed() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ana = app.insert_players("Push ", 1)[0];
    let cookie = member(&app, &admin, ana).await;
    let refused = |code: &'static str| {
        move |response: crate::common::TestResponse| {
            let body = response.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
            assert_eq!(body["fields"]["endpoint"]["code"], code, "{body}");
        }
    };
    let long = format!("https://push.example/{}", "a".repeat(1000));
    let cases: &[(&str, &str)] = &[
        ("not a url", "push_endpoint_invalid"),
        ("/push/relative", "push_endpoint_invalid"),
        (&long, "push_endpoint_invalid"),
        ("https://user:pw@push.example/x", "push_endpoint_invalid"),
        ("ftp://push.example/x", "push_endpoint_refused"),
        ("http://push.example/x", "push_endpoint_refused"),
        ("https://[::1]/x", "push_endpoint_refused"),
        ("https://127.0.0.1:8443/x", "push_endpoint_refused"),
        ("https://10.0.0.1/x", "push_endpoint_refused"),
        ("https://169.254.169.254/x", "push_endpoint_refused"),
        ("https://[::ffff:10.0.0.1]/x", "push_endpoint_refused"),
        ("https://localhost/x", "push_endpoint_refused"),
        ("http://127.0.0.1:8000/x", "push_endpoint_refused"),
    ];
    for (endpoint, code) in cases {
        refused(code)(subscribe_with(&app, &cookie, with_endpoint(endpoint)).await);
    }
    assert_eq!(app.count("push_subscriptions"), 0);

    // With the operator's allowance, exactly that origin is taken.
    app.club
        .set_push_allow(PushAllow::parse("http://127.0.0.1:8000").unwrap());
    let kept = subscribe(&app, &cookie, &browser("http://127.0.0.1:8000/x")).await;
    assert_eq!(kept["endpoint"], "http://127.0.0.1:8000/x");
    refused("push_endpoint_refused")(
        subscribe_with(&app, &cookie, with_endpoint("http://127.0.0.1:8001/x")).await,
    );
    refused("push_endpoint_refused")(
        subscribe_with(
            &app,
            &cookie,
            with_endpoint("http://127.0.0.1.evil.example:8000/x"),
        )
        .await,
    );
    assert_eq!(endpoints_of(&app, ana), ["http://127.0.0.1:8000/x"]);
}

#[tokio::test]
async fn the_keys_must_be_a_p256_point_and_a_16_byte_secret() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ana = app.insert_players("Keys ", 1)[0];
    let cookie = member(&app, &admin, ana).await;
    let good = browser("https://push.example/keys");
    let bad_point = {
        let mut point = URL_SAFE_NO_PAD.decode(good.p256dh()).unwrap();
        point[64] ^= 1;
        URL_SAFE_NO_PAD.encode(point)
    };
    let cases = [
        (bad_point, good.auth(), "keys.p256dh"),
        ("AAAA".to_string(), good.auth(), "keys.p256dh"),
        (good.p256dh(), URL_SAFE_NO_PAD.encode([1u8; 8]), "keys.auth"),
        (good.p256dh(), "%%%".to_string(), "keys.auth"),
    ];
    for (p256dh, auth, field) in cases {
        let body = json!({ "endpoint": good.endpoint,
                           "keys": { "p256dh": p256dh, "auth": auth } });
        let refused = subscribe_with(&app, &cookie, body).await;
        let error = refused.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
        assert_eq!(
            error["fields"][field]["code"], "push_keys_invalid",
            "{error}"
        );
    }
    let missing = subscribe_with(&app, &cookie, json!({ "endpoint": good.endpoint })).await;
    assert!(missing.status.is_client_error());
    assert_eq!(app.count("push_subscriptions"), 0);
}

#[tokio::test]
async fn the_same_endpoint_again_replaces_its_keys_and_an_eleventh_device_the_oldest() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ana = app.insert_players("Devices ", 1)[0];
    let cookie = member(&app, &admin, ana).await;
    let first = browser("https://push.example/device/0");
    let kept = app
        .send(request(
            Method::POST,
            "/api/me/push-subscriptions",
            Some(first.subscription()),
            &[&cookie],
            &[],
        ))
        .await;
    assert_eq!(kept.status, StatusCode::CREATED, "{}", kept.text());
    assert_private(&kept);
    let id = kept.json()["id"].as_i64().unwrap();
    assert!(kept.json()["createdAt"].as_str().is_some());

    let renewed = browser("https://push.example/device/0");
    let again = subscribe(&app, &cookie, &renewed).await;
    assert_eq!(again["id"], id, "the same subscription");
    let stored: (String, String) = app
        .db
        .read_blocking(move |conn| {
            Ok(conn.query_row(
                "SELECT p256dh, auth FROM push_subscriptions WHERE id = ?1",
                [id],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )?)
        })
        .unwrap();
    assert_eq!(
        stored,
        (renewed.p256dh(), renewed.auth()),
        "its keys replaced"
    );
    assert_eq!(app.count("push_subscriptions"), 1);

    for n in 1..=10 {
        let next = browser(&format!("https://push.example/device/{n}"));
        subscribe(&app, &cookie, &next).await;
    }
    let kept = endpoints_of(&app, ana);
    assert_eq!(kept.len(), 10, "ten devices at most");
    assert!(
        !kept.contains(&"https://push.example/device/0".to_string()),
        "the oldest went: {kept:?}"
    );
    assert!(kept.contains(&"https://push.example/device/10".to_string()));
}

#[tokio::test]
async fn a_member_removes_only_their_own_subscription() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let players = app.insert_players("Remove ", 2);
    let ana = member(&app, &admin, players[0]).await;
    let bea = member(&app, &admin, players[1]).await;
    let anas = browser("https://push.example/ana");
    subscribe(&app, &ana, &anas).await;
    let remove = |cookie: String| {
        let app = &app;
        async move {
            app.send(request(
                Method::DELETE,
                "/api/me/push-subscriptions",
                Some(json!({ "endpoint": "https://push.example/ana" })),
                &[&cookie],
                &[],
            ))
            .await
        }
    };
    let by_bea = remove(bea.clone()).await;
    assert_eq!(by_bea.status, StatusCode::NO_CONTENT, "{}", by_bea.text());
    assert_eq!(
        endpoints_of(&app, players[0]).len(),
        1,
        "not Bea's to remove"
    );
    let by_ana = remove(ana.clone()).await;
    assert_eq!(by_ana.status, StatusCode::NO_CONTENT);
    assert_private(&by_ana);
    assert!(endpoints_of(&app, players[0]).is_empty());
    // Again: nothing left, the same answer.
    assert_eq!(remove(ana).await.status, StatusCode::NO_CONTENT);
}
