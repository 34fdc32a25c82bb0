//! Invitation links and signups through the whole app: the admin's links, the public check,
//! registrations that wait for approval, and links that no longer work.

use crate::common;

use std::io::Cursor;

use axum::body::Body;
use axum::http::{Method, Request, StatusCode, header};
use base64::Engine;
use image::{DynamicImage, ImageFormat, RgbImage};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use common::TestApp;

const INVALID: &str = "This invitation link is invalid, expired, or has already been used.";

async fn new_link(app: &TestApp, admin: &str) -> (i64, String) {
    let response = app
        .call(Method::POST, "/api/invitations", None, Some(admin))
        .await;
    assert_eq!(response.status, StatusCode::CREATED, "{}", response.text());
    let body = response.json();
    (
        body["id"].as_i64().unwrap(),
        body["inviteToken"].as_str().unwrap().to_string(),
    )
}

async fn sign_up(app: &TestApp, token: &str, body: Value) -> common::TestResponse {
    app.call(
        Method::POST,
        &format!("/api/invitations/{token}/signup"),
        Some(body),
        None,
    )
    .await
}

fn assert_invalid(response: &common::TestResponse) {
    let body = response.assert_error(StatusCode::NOT_FOUND, "not_found");
    assert_eq!(body["code"], "invalid_invitation");
    assert_eq!(body["message"], INVALID);
}

fn png_data_url() -> String {
    let mut bytes = Cursor::new(Vec::new());
    DynamicImage::ImageRgb8(RgbImage::new(64, 48))
        .write_to(&mut bytes, ImageFormat::Png)
        .unwrap();
    format!(
        "data:image/png;base64,{}",
        base64::engine::general_purpose::STANDARD.encode(bytes.into_inner())
    )
}

#[tokio::test]
async fn a_new_link_stores_only_the_hash_of_its_token() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let response = app
        .call(Method::POST, "/api/invitations", None, Some(&admin))
        .await;
    assert_eq!(response.status, StatusCode::CREATED);
    let body = response.json();
    let token = body["inviteToken"].as_str().unwrap();
    assert_eq!(token.len(), 22, "128 bits, base64url without padding");
    assert!(
        token
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    );
    let expires = chrono::DateTime::parse_from_rfc3339(body["expiresAt"].as_str().unwrap())
        .unwrap()
        .timestamp();
    let in_a_week = chrono::Utc::now().timestamp() + 7 * 24 * 3600;
    assert!((expires - in_a_week).abs() < 60, "expires in 7 days");

    let id = body["id"].as_i64().unwrap();
    let (hash, hint): (String, String) = app
        .db
        .read_blocking(move |conn| {
            Ok(conn.query_row(
                "SELECT token_hash, hint FROM invitations WHERE id = ?1",
                [id],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )?)
        })
        .unwrap();
    assert_eq!(hash, hex::encode(Sha256::digest(token.as_bytes())));
    assert_eq!(hint, &token[..4]);

    let (_, other) = new_link(&app, &admin).await;
    assert_ne!(other, token);
}

#[tokio::test]
async fn the_public_check_tells_a_live_link_from_anything_else() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (_, token) = new_link(&app, &admin).await;
    let live = app.get(&format!("/api/invitations/{token}")).await;
    assert_eq!(live.status, StatusCode::OK);
    assert_eq!(live.json()["valid"], true);
    assert!(live.json()["expiresAt"].is_string());
    assert_invalid(&app.get("/api/invitations/not-a-real-token").await);
}

#[tokio::test]
async fn two_sign_up_and_stay_hidden_until_the_admin_decides() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    app.insert_players("Member", 1);
    let (link_id, token) = new_link(&app, &admin).await;

    let first = sign_up(
        &app,
        &token,
        json!({"name": "Carla Rojas", "email": "carla@mail.cr", "dateOfBirth": "1995-06-01",
               "bestHand": "left", "avatar": png_data_url()}),
    )
    .await;
    assert_eq!(first.status, StatusCode::CREATED, "{}", first.text());
    assert_eq!(first.json()["status"], "pending");
    let carla = first.json()["id"].as_i64().unwrap();
    let second = sign_up(
        &app,
        &token,
        json!({"name": "Diego Solís", "bestHand": "right"}),
    )
    .await;
    assert_eq!(second.status, StatusCode::CREATED, "the link is reusable");
    let diego = second.json()["id"].as_i64().unwrap();

    // Invisible to the public everywhere.
    let public = app.get("/api/players").await.json();
    assert_eq!(public.as_array().unwrap().len(), 1);
    let ranking = app.get("/api/rankings").await.json();
    assert_eq!(ranking.as_array().unwrap().len(), 1);
    for id in [carla, diego] {
        for path in [
            format!("/api/players/{id}"),
            format!("/api/players/{id}/profile"),
        ] {
            app.get(&path)
                .await
                .assert_error(StatusCode::NOT_FOUND, "not_found");
        }
    }
    app.get(&format!("/api/players/{carla}/avatar"))
        .await
        .assert_error(StatusCode::NOT_FOUND, "not_found");

    // The admin sees them first, with what they entered, and the link counts them.
    let listed = app
        .call(Method::GET, "/api/players", None, Some(&admin))
        .await
        .json();
    let pending: Vec<&Value> = listed
        .as_array()
        .unwrap()
        .iter()
        .take_while(|p| p["status"] == "pending")
        .collect();
    assert_eq!(pending.len(), 2);
    let carla_row = pending.iter().find(|p| p["id"] == carla).unwrap();
    assert_eq!(carla_row["email"], "carla@mail.cr");
    assert_eq!(carla_row["bestHand"], "left");
    assert!(carla_row["avatar"].is_string());
    let avatar = app
        .call(
            Method::GET,
            carla_row["avatar"].as_str().unwrap(),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(avatar.status, StatusCode::OK);
    assert_eq!(
        avatar.header("cache-control").as_deref(),
        Some("private, no-store")
    );
    let links = app
        .call(Method::GET, "/api/invitations", None, Some(&admin))
        .await
        .json();
    assert_eq!(links[0]["id"], link_id);
    assert_eq!(links[0]["signups"], 2);

    let approved = app
        .call(
            Method::POST,
            &format!("/api/players/{carla}/approve"),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(approved.status, StatusCode::OK);
    assert_eq!(approved.json()["status"], "approved");
    let rejected = app
        .call(
            Method::POST,
            &format!("/api/players/{diego}/reject"),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(rejected.status, StatusCode::NO_CONTENT);

    let ranking = app.get("/api/rankings").await.json();
    assert!(ranking.as_array().unwrap().iter().any(|r| r["id"] == carla));
    assert_eq!(
        app.get(&format!("/api/players/{carla}")).await.status,
        StatusCode::OK
    );
    assert_eq!(
        app.get(&format!("/api/players/{carla}/avatar"))
            .await
            .status,
        StatusCode::OK
    );
    app.call(
        Method::GET,
        &format!("/api/players/{diego}"),
        None,
        Some(&admin),
    )
    .await
    .assert_error(StatusCode::NOT_FOUND, "not_found");
    assert_eq!(app.count("players"), 2);
}

#[tokio::test]
async fn expired_and_revoked_links_no_longer_work() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (expired_id, expired) = new_link(&app, &admin).await;
    let (revoked_id, revoked) = new_link(&app, &admin).await;
    let (live_id, _) = new_link(&app, &admin).await;
    app.write_straight(move |tx| {
        tx.execute(
            "UPDATE invitations SET created_at = unixepoch() - 8 * 86400,
                        expires_at = unixepoch() - 86400 WHERE id = ?1",
            [expired_id],
        )?;
        Ok(())
    })
    .unwrap();
    let revoke = app
        .call(
            Method::DELETE,
            &format!("/api/invitations/{revoked_id}"),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(revoke.status, StatusCode::NO_CONTENT);

    for token in [&expired, &revoked] {
        assert_invalid(&app.get(&format!("/api/invitations/{token}")).await);
        assert_invalid(&sign_up(&app, token, json!({"name": "Late Comer"})).await);
    }
    assert_eq!(app.count("players"), 0);

    let links = app
        .call(Method::GET, "/api/invitations", None, Some(&admin))
        .await
        .json();
    let ids: Vec<i64> = links
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["id"].as_i64().unwrap())
        .collect();
    assert_eq!(ids, [live_id]);
    let entry = links[0].as_object().unwrap();
    for key in ["hint", "createdAt", "expiresAt", "signups"] {
        assert!(entry.contains_key(key), "{key}");
    }
    assert!(
        !entry.contains_key("inviteToken"),
        "the token is never shown again"
    );

    app.call(Method::DELETE, "/api/invitations/999", None, Some(&admin))
        .await
        .assert_error(StatusCode::NOT_FOUND, "not_found");
}

#[tokio::test]
async fn a_bad_signup_is_refused_with_the_forms_messages() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (_, token) = new_link(&app, &admin).await;
    let cases = [
        (
            json!({"bestHand": "right"}),
            "name",
            "Please enter your name",
        ),
        (
            json!({"name": "Ana", "bestHand": "both"}),
            "bestHand",
            "right or left",
        ),
        (
            json!({"name": "Ana", "email": "ana(at)mail"}),
            "email",
            "valid email",
        ),
        (
            json!({"name": "Ana", "dateOfBirth": "2999-12-31"}),
            "dateOfBirth",
            "in the past",
        ),
        (
            json!({"name": "Ana", "avatar": "data:application/pdf;base64,JVBERi0="}),
            "avatar",
            "image file",
        ),
    ];
    for (body, field, phrase) in cases {
        let error = sign_up(&app, &token, body)
            .await
            .assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
        assert!(
            error["message"].as_str().unwrap().contains(phrase),
            "{error}"
        );
        assert!(error["fields"][field]["message"].is_string(), "{error}");
    }
    let missing_name = sign_up(&app, &token, json!({})).await.json();
    assert_eq!(missing_name["fields"]["name"]["message"], "Name required");
    assert_eq!(missing_name["fields"]["name"]["code"], "name_required");
    let malformed = Request::builder()
        .method(Method::POST)
        .uri(format!("/api/invitations/{token}/signup"))
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from("{name"))
        .unwrap();
    app.send(malformed)
        .await
        .assert_error(StatusCode::BAD_REQUEST, "bad_request");
    sign_up(&app, &token, json!({"name": ["Ana"]}))
        .await
        .assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(app.count("players"), 0);
    assert_eq!(app.count("avatars"), 0);
}

#[tokio::test]
async fn signups_are_limited_per_address() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (_, token) = new_link(&app, &admin).await;
    let limit = tournament_hub::http::SIGNUP_ATTEMPTS;
    for n in 0..limit {
        let response = sign_up(&app, &token, json!({"name": format!("Player {n}")})).await;
        assert_eq!(response.status, StatusCode::CREATED, "{}", response.text());
    }
    let refused = sign_up(&app, &token, json!({"name": "One Too Many"})).await;
    refused.assert_error(StatusCode::TOO_MANY_REQUESTS, "too_many_requests");
    assert!(refused.header("retry-after").is_some());
    assert_eq!(app.count("players"), limit as i64);
    // The signup limit is its own: the admin can still log in from the same address.
    let login = app
        .call(
            Method::POST,
            "/api/admin/login",
            Some(json!({"password": common::ADMIN_PASSWORD})),
            None,
        )
        .await;
    assert_eq!(login.status, StatusCode::OK);
}

#[tokio::test]
async fn managing_links_needs_the_admin_and_signups_need_this_site() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let league = app.league_cookie().await;
    let (id, token) = new_link(&app, &admin).await;
    let calls = [
        (Method::POST, "/api/invitations".to_string()),
        (Method::GET, "/api/invitations".to_string()),
        (Method::DELETE, format!("/api/invitations/{id}")),
    ];
    for (method, path) in calls {
        app.call(method.clone(), &path, None, None)
            .await
            .assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
        app.call(method, &path, None, Some(&league))
            .await
            .assert_error(StatusCode::FORBIDDEN, "forbidden");
    }
    let foreign = Request::builder()
        .method(Method::POST)
        .uri(format!("/api/invitations/{token}/signup"))
        .header(header::HOST, "club.example")
        .header(header::ORIGIN, "https://evil.example")
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(json!({"name": "Mallory"}).to_string()))
        .unwrap();
    app.send(foreign)
        .await
        .assert_error(StatusCode::FORBIDDEN, "forbidden");
    assert_eq!(app.count("invitations"), 1);
    assert_eq!(app.count("players"), 0);
    assert_eq!(
        app.get(&format!("/api/invitations/{token}")).await.status,
        StatusCode::OK
    );
}

#[tokio::test]
async fn a_signup_under_a_taken_name_is_accepted_and_its_approval_warns() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let added = app
        .call(
            Method::POST,
            "/api/players",
            Some(json!({"name": "Ana Mora"})),
            Some(&admin),
        )
        .await;
    assert_eq!(added.status, StatusCode::CREATED, "{}", added.text());
    let ana = added.json()["id"].as_i64().unwrap();
    let (_, token) = new_link(&app, &admin).await;

    // The visitor is told nothing of other players: the same answer as any signup.
    let signed = sign_up(&app, &token, json!({"name": "A\u{0301}na Mora"})).await;
    assert_eq!(signed.status, StatusCode::CREATED, "{}", signed.text());
    let body = signed.json();
    assert_eq!(
        body.as_object().unwrap().keys().collect::<Vec<_>>(),
        ["id", "status"]
    );
    let pending = body["id"].as_i64().unwrap();
    // Stored composed.
    let stored: String = app
        .db
        .read_blocking(move |conn| {
            Ok(
                conn.query_row("SELECT name FROM players WHERE id = ?1", [pending], |r| {
                    r.get(0)
                })?,
            )
        })
        .unwrap();
    assert_eq!(stored, "\u{00C1}na Mora");

    let path = format!("/api/players/{pending}/approve");
    let warned = app.call(Method::POST, &path, None, Some(&admin)).await;
    let error = warned.assert_error(StatusCode::CONFLICT, "conflict");
    assert_eq!(error["code"], "name_duplicate");
    assert_eq!(
        error["fields"]["name"]["params"]["players"],
        json!([{"id": ana, "name": "Ana Mora"}])
    );
    let approved = app
        .call(
            Method::POST,
            &path,
            Some(json!({"allowDuplicateName": true})),
            Some(&admin),
        )
        .await;
    assert_eq!(approved.status, StatusCode::OK, "{}", approved.text());
    assert_eq!(approved.json()["status"], "approved");
}

#[tokio::test]
async fn a_signup_with_a_line_or_paragraph_separator_is_refused() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (_, token) = new_link(&app, &admin).await;
    for separated in ["Ana\u{2028}Mora", "Ana Mora\u{2029}"] {
        let refused = sign_up(&app, &token, json!({"name": separated})).await;
        let error = refused.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
        assert_eq!(error["code"], "name_line_break", "{error}");
        assert_eq!(
            error["fields"]["name"]["code"], "name_line_break",
            "{error}"
        );
    }
    assert_eq!(app.count("players"), 0);
}
