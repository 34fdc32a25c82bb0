//! Sign-in by email (docs/api.md#members): `POST /api/me/sign-in-link {email}` answers the
//! same 202 whoever has the address, sends one link to each approved player who has it
//! through the outbox (at any hour, whatever their switches), is limited per client and per
//! address, and the link in the email signs the member in.

use crate::common;
use crate::email_unsubscribe::{assert_code, deliver_due, email_on, mailer};
use crate::members::{PHONE_UA, member, request, sign_in_as};
use crate::notices::notices_of;

use axum::http::{Method, StatusCode};
use chrono::{DateTime, Utc};
use serde_json::{Value, json};

use common::{TestApp, TestResponse};
use tournament_hub::domain::notices::NoticeKind;

/// Asks for a link to `email` from the client at `peer`.
async fn ask(app: &TestApp, peer: &str, email: &str) -> TestResponse {
    let body = json!({ "email": email });
    app.send_from(
        peer,
        request(Method::POST, "/api/me/sign-in-link", Some(body), &[], &[]),
    )
    .await
}

/// The sign-in link notices of each player, by player id.
fn link_notices(app: &TestApp) -> Vec<(i64, Value)> {
    app.db
        .read_blocking(|conn| {
            let mut stmt = conn.prepare(
                "SELECT player_id, params FROM notices WHERE kind = 'sign_in_link' ORDER BY id",
            )?;
            let rows = stmt
                .query_map([], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?)))?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok(rows
                .into_iter()
                .map(|(p, json)| (p, serde_json::from_str(&json).unwrap()))
                .collect())
        })
        .unwrap()
}

/// Gives `player` the address `email`.
fn set_email(app: &TestApp, player: i64, email: &str) {
    let email = email.to_string();
    app.write_straight(move |tx| {
        tx.execute(
            "UPDATE players SET email = ?2 WHERE id = ?1",
            rusqlite::params![player, email],
        )?;
        Ok(())
    })
    .unwrap();
}

/// The instant of club time (UTC-6) `text`, such as `2026-11-30T23:00`.
fn club(text: &str) -> DateTime<Utc> {
    format!("{text}:00-06:00").parse().unwrap()
}

#[tokio::test]
async fn the_answer_is_the_same_for_a_member_a_stranger_and_a_shared_address() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    email_on(&app);
    let ids = app.insert_players("Socio", 4);
    let (ana, bea, cy, pending) = (ids[0], ids[1], ids[2], ids[3]);
    set_email(&app, ana, "ana@club.example");
    set_email(&app, bea, "familia@club.example");
    set_email(&app, cy, "Familia@Club.example");
    set_email(&app, pending, "pendiente@club.example");
    app.write_straight(move |tx| {
        tx.execute(
            "UPDATE players SET status = 'pending' WHERE id = ?1",
            [pending],
        )?;
        Ok(())
    })
    .unwrap();

    let mut answers = Vec::new();
    for (i, email) in [
        "ana@club.example",
        "nadie@club.example",
        " familia@club.example ",
        "pendiente@club.example",
    ]
    .into_iter()
    .enumerate()
    {
        let asked = ask(&app, &format!("127.0.1.{}", i + 1), email).await;
        assert_eq!(
            asked.status,
            StatusCode::ACCEPTED,
            "{email}: {}",
            asked.text()
        );
        assert_eq!(
            asked.header("cache-control").as_deref(),
            Some("private, no-store")
        );
        answers.push((asked.text(), asked.header("content-type")));
    }
    assert!(
        answers.windows(2).all(|pair| pair[0] == pair[1]),
        "the same answer for all: {answers:?}"
    );
    assert_eq!(answers[0].0, r#"{"accepted":true}"#);

    // One link each to the approved players with the address; none to anyone else.
    let told: Vec<i64> = link_notices(&app).iter().map(|(p, _)| *p).collect();
    assert_eq!(told, [ana, bea, cy]);
    assert_eq!(app.count("deliveries"), 3, "each goes by email");
    // The link is no notice of the in-app list.
    let cookie = member(&app, &admin, ana).await;
    let listed = notices_of(&app, &cookie).await;
    assert_eq!(listed["total"], 0, "{listed}");
    assert_eq!(listed["unreadCount"], 0);
}

#[tokio::test]
async fn a_link_goes_at_night_and_to_a_member_who_turned_every_email_off() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    email_on(&app);
    let ana = app.insert_players("Noche", 1)[0];
    let cookie = member(&app, &admin, ana).await;
    let off: Vec<Value> = NoticeKind::MEMBER
        .iter()
        .map(|k| json!({ "kind": k.as_str(), "email": false, "push": false }))
        .collect();
    let set = app
        .send(request(
            Method::PUT,
            "/api/me/notice-preferences",
            Some(json!({ "kinds": off })),
            &[&cookie],
            &[],
        ))
        .await;
    assert_eq!(set.status, StatusCode::OK, "{}", set.text());
    // The link has no switch of its own either.
    let switch = app
        .send(request(
            Method::PUT,
            "/api/me/notice-preferences",
            Some(json!({ "kinds": [{ "kind": "sign_in_link", "email": false, "push": false }] })),
            &[&cookie],
            &[],
        ))
        .await;
    assert_code(
        &switch,
        StatusCode::UNPROCESSABLE_ENTITY,
        "notice_kind_unknown",
    );

    let night = club("2026-11-30T23:10");
    app.club.clock().set(Some(night));
    assert_eq!(
        ask(&app, "127.0.0.1", "noche01@club.example").await.status,
        StatusCode::ACCEPTED
    );
    let due: i64 = app
        .db
        .read_blocking(|conn| {
            Ok(conn.query_row("SELECT next_attempt_at FROM deliveries", [], |r| r.get(0))?)
        })
        .unwrap();
    assert_eq!(due, night.timestamp(), "asked for now, sent now");
}

#[tokio::test]
async fn the_link_in_the_email_signs_the_member_in_once() {
    let app = TestApp::new();
    email_on(&app);
    let ana = app.insert_players("Enlace", 1)[0];
    assert_eq!(
        ask(&app, "127.0.0.1", "enlace01@club.example").await.status,
        StatusCode::ACCEPTED
    );
    let sent = deliver_due(&app).await;
    assert_eq!(sent.len(), 1);
    let letter = mailer(&app).letter(&sent[0]).unwrap();
    assert_eq!(letter.to.email.to_string(), "Enlace01@club.example");
    assert!(
        letter.link.starts_with("https://club.example/sign-in#"),
        "{}",
        letter.link
    );
    let plain = letter.plain();
    assert!(
        plain.contains(&format!("Sign in: {}", letter.link)),
        "{plain}"
    );
    let formatted = String::from_utf8(letter.message().unwrap().formatted()).unwrap();
    assert!(
        !formatted.contains("List-Unsubscribe"),
        "a link that was asked for has nothing to unsubscribe from"
    );

    // Once sent, the store no longer holds the link's secret.
    let (_, params) = link_notices(&app).remove(0);
    assert_eq!(params["token"], Value::Null, "{params}");

    let token = letter.link.split_once('#').unwrap().1.to_string();
    let signed_in = sign_in_as(&app, &token, PHONE_UA).await;
    assert_eq!(signed_in.status, StatusCode::OK, "{}", signed_in.text());
    assert_eq!(signed_in.json()["playerId"], ana);
    assert_code(
        &sign_in_as(&app, &token, PHONE_UA).await,
        StatusCode::UNAUTHORIZED,
        "sign_in_link_spent",
    );
}

#[tokio::test]
async fn asking_is_limited_per_client_and_per_address() {
    let app = TestApp::new();
    email_on(&app);
    let ana = app.insert_players("Limite", 1)[0];
    // Per address: three links an hour, from however many clients.
    for i in 0..3 {
        let asked = ask(&app, &format!("127.0.{i}.7"), "limite01@club.example").await;
        assert_eq!(asked.status, StatusCode::ACCEPTED);
    }
    for i in 3..6 {
        let refused = ask(&app, &format!("127.0.{i}.7"), "LIMITE01@club.example").await;
        assert_code(
            &refused,
            StatusCode::TOO_MANY_REQUESTS,
            "sign_in_email_limit",
        );
        let wait: u64 = refused.header("retry-after").unwrap().parse().unwrap();
        assert!(wait > 3500 && wait <= 3600, "{wait}");
    }
    assert_eq!(
        link_notices(&app).len(),
        3,
        "a refused request sends nothing to {ana}"
    );
    // Per client: ten an hour, whatever the addresses; the neighbour is not affected.
    for i in 0..10 {
        let asked = ask(&app, "127.0.9.9", &format!("someone{i}@club.example")).await;
        assert_eq!(asked.status, StatusCode::ACCEPTED);
    }
    let refused = ask(&app, "127.0.9.9", "someone-else@club.example").await;
    assert_code(&refused, StatusCode::TOO_MANY_REQUESTS, "too_many_attempts");
    assert!(refused.header("retry-after").is_some());
    assert_eq!(
        ask(&app, "127.0.9.10", "someone-else@club.example")
            .await
            .status,
        StatusCode::ACCEPTED
    );
}

#[tokio::test]
async fn bad_input_is_refused_and_without_email_the_answer_says_so() {
    let app = TestApp::new();
    app.insert_players("Sin", 1);
    // Without a relay, the same 409 whatever the address.
    for email in ["sin01@club.example", "nadie@club.example"] {
        assert_code(
            &ask(&app, "127.0.0.1", email).await,
            StatusCode::CONFLICT,
            "email_not_configured",
        );
    }
    email_on(&app);
    assert_code(
        &ask(&app, "127.0.0.1", "  ").await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "email_required",
    );
    assert_code(
        &ask(&app, "127.0.0.1", "not-an-address").await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "email_invalid",
    );
    let no_body = app
        .send(request(
            Method::POST,
            "/api/me/sign-in-link",
            Some(json!({})),
            &[],
            &[],
        ))
        .await;
    assert_code(&no_body, StatusCode::UNPROCESSABLE_ENTITY, "body_invalid");
    let extra = app
        .send(request(
            Method::POST,
            "/api/me/sign-in-link",
            Some(json!({ "email": "sin01@club.example", "player": 1 })),
            &[],
            &[],
        ))
        .await;
    assert_code(&extra, StatusCode::UNPROCESSABLE_ENTITY, "body_invalid");
    assert_eq!(link_notices(&app).len(), 0);
}
