//! The language of what a member reads (docs/rules.md#notices): until they choose, the page they
//! signed in on sets it (a bad value is ignored, never refused); the list can be read in the
//! page's language; the admin's sign-in link says the player's language for the WhatsApp
//! message (Spanish, the club's, when they never chose); and the pages learn whether the club
//! sends email from a public flag.

use axum::http::{Method, StatusCode};
use serde_json::json;

use crate::common::TestApp;
use crate::members::{link, request, token_of};
use tournament_hub::db::notices::Channels;
use tournament_hub::domain::notices::Channel;

/// Signs in with `token` from a page in `language` (any JSON value); the member cookie.
async fn sign_in_in(app: &TestApp, token: &str, language: serde_json::Value) -> String {
    let body = json!({ "token": token, "language": language });
    let signed_in = app
        .send(request(
            Method::POST,
            "/api/me/sign-in",
            Some(body),
            &[],
            &[],
        ))
        .await;
    assert_eq!(signed_in.status, StatusCode::OK, "{}", signed_in.text());
    signed_in.cookie("th_member").unwrap()
}

async fn language_of(app: &TestApp, cookie: &str) -> serde_json::Value {
    app.call(Method::GET, "/api/me", None, Some(cookie))
        .await
        .json()["language"]
        .clone()
}

#[tokio::test]
async fn the_page_a_member_signs_in_on_sets_their_language_until_they_choose() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_named(&[
        "María José Vargas Solís",
        "José Pablo Jiménez Araya",
        "Ana Lucía Fernández Ulate",
    ]);
    // Never chose: the link made for the WhatsApp message says Spanish, the club's.
    let made = app
        .call(
            Method::POST,
            &format!("/api/admin/players/{}/sign-in-link", ids[0]),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(made.json()["language"], "es");
    let maria = sign_in_in(
        &app,
        &token_of(made.json()["url"].as_str().unwrap()),
        json!("es"),
    )
    .await;
    assert_eq!(language_of(&app, &maria).await, "es");

    // A bad value is ignored: the member signs in, and still has no language.
    let token = link(&app, &admin, ids[1]).await;
    let jose = sign_in_in(&app, &token, json!({ "not": "a language" })).await;
    assert_eq!(language_of(&app, &jose).await, serde_json::Value::Null);
    let token = link(&app, &admin, ids[1]).await;
    let jose = sign_in_in(&app, &token, json!("fr")).await;
    assert_eq!(language_of(&app, &jose).await, serde_json::Value::Null);

    // A member who chose keeps their choice, whatever page they sign in on next; the admin's
    // next link says their language.
    let token = link(&app, &admin, ids[2]).await;
    let ana = sign_in_in(&app, &token, json!("es")).await;
    let chose = app
        .call(
            Method::PUT,
            "/api/me",
            Some(json!({ "language": "en" })),
            Some(&ana),
        )
        .await;
    assert_eq!(chose.status, StatusCode::OK, "{}", chose.text());
    let made = app
        .call(
            Method::POST,
            &format!("/api/admin/players/{}/sign-in-link", ids[2]),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(made.json()["language"], "en");
    let ana = sign_in_in(
        &app,
        &token_of(made.json()["url"].as_str().unwrap()),
        json!("es"),
    )
    .await;
    assert_eq!(language_of(&app, &ana).await, "en");
}

#[tokio::test]
async fn the_list_is_read_in_the_pages_language_and_the_email_flag_is_public() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let id = app.insert_named(&["Sofía Isabel Chaves Brenes"])[0];
    let token = link(&app, &admin, id).await;
    let cookie = sign_in_in(&app, &token, json!("en")).await;
    let approved = app.write_straight(move |tx| {
        tx.execute(
            "INSERT INTO notices (player_id, kind, params, created_at)
                 VALUES (?1, 'signup_approved', '{\"kind\":\"signup_approved\"}', 0)",
            [id],
        )?;
        Ok(())
    });
    approved.unwrap();
    let list = |lang: &'static str| {
        let app = &app;
        let cookie = cookie.clone();
        async move {
            app.call(
                Method::GET,
                &format!("/api/me/notices?lang={lang}"),
                None,
                Some(&cookie),
            )
            .await
        }
    };
    assert_eq!(
        list("es").await.json()["notices"][0]["title"],
        "Bienvenido al club"
    );
    assert_eq!(
        list("en").await.json()["notices"][0]["title"],
        "Welcome to the club"
    );
    let refused = list("fr").await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(refused.json()["code"], "lang_unknown");

    // Without a relay the club sends no email; with one it does. Anyone may ask.
    let features = app.get("/api/features").await;
    assert_eq!(features.status, StatusCode::OK);
    assert_eq!(features.json()["emailEnabled"], false);
    // A club whose operator set a relay (the server learns it as it starts).
    let emailing = TestApp::new();
    emailing.club.set_delivery_channels(Channels {
        member: vec![Channel::Email],
        admin: Vec::new(),
    });
    assert_eq!(
        emailing.get("/api/features").await.json()["emailEnabled"],
        true
    );
}
