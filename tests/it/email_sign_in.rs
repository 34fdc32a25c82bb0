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

/// Asks for a link to `email` from the client at `peer`, and lets the worker answer.
async fn ask(app: &TestApp, peer: &str, email: &str) -> TestResponse {
    let asked = ask_only(app, peer, email).await;
    app.club.answer_sign_in_requests().await.unwrap();
    asked
}

/// Asks for a link to `email` from the client at `peer`; nothing answers it yet.
async fn ask_only(app: &TestApp, peer: &str, email: &str) -> TestResponse {
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
async fn asking_is_limited_per_client_and_block_and_an_address_gets_three_links_silently() {
    let app = TestApp::new();
    email_on(&app);
    let ana = app.insert_players("Limite", 1)[0];
    // Per address: three links an hour, from however many clients; the fourth and fifth
    // requests get the same 202 and send nothing.
    for i in 0..5 {
        let asked = ask(&app, &format!("127.0.{i}.7"), "LIMITE01@club.example").await;
        assert_eq!(asked.status, StatusCode::ACCEPTED);
        assert_eq!(asked.text(), r#"{"accepted":true}"#);
    }
    assert_eq!(link_notices(&app).len(), 3, "three links to {ana}");
    // An hour later the address has its three again.
    let later = app.club.clock().now() + chrono::Duration::minutes(61);
    app.club.clock().set(Some(later));
    ask(&app, "127.0.50.7", "limite01@club.example").await;
    assert_eq!(link_notices(&app).len(), 4);

    // Per client: five in 15 minutes, whatever the addresses; the neighbour is not affected.
    for i in 0..5 {
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
    // Per /24: thirty an hour, whoever in it asks.
    let peers: Vec<String> = (1..=40).map(|host| format!("127.0.77.{host}")).collect();
    let block: Vec<StatusCode> = futures_util::future::join_all(
        peers
            .iter()
            .map(|peer| ask_only(&app, peer, "x@club.example")),
    )
    .await
    .iter()
    .map(|a| a.status)
    .collect();
    let taken = block.iter().filter(|s| **s == StatusCode::ACCEPTED).count();
    assert_eq!(taken, 30, "{block:?}");
}

#[tokio::test]
async fn made_up_addresses_never_reopen_a_members_window() {
    // Security review S6: 10,050 requests for made-up addresses used to push the member's
    // window out of a bounded memory. The store counts the links it made, and forgets none.
    let app = TestApp::new();
    email_on(&app);
    let ids = app.insert_named(&["Esteban Andrés Quirós Salazar"]);
    set_email(&app, ids[0], "esteban.quiros@club.example");
    for i in 0..3 {
        ask(
            &app,
            &format!("127.1.0.{}", i + 1),
            "esteban.quiros@club.example",
        )
        .await;
    }
    assert_eq!(link_notices(&app).len(), 3);
    // Five requests per client, six clients per /24: within every budget.
    for i in 0..10_050usize {
        let (client, block) = (i / 5, i / 30);
        let peer = format!("127.{}.{}.{}", 2 + block / 256, block % 256, client % 6 + 1);
        let asked = ask_only(&app, &peer, &format!("made-up-{i}@example.org")).await;
        assert_eq!(asked.status, StatusCode::ACCEPTED, "{i}: {}", asked.text());
    }
    while app.club.answer_sign_in_requests().await.unwrap() > 0 {}
    ask(&app, "127.200.0.1", "esteban.quiros@club.example").await;
    assert_eq!(link_notices(&app).len(), 3, "the window is still closed");
}

#[tokio::test]
async fn the_request_path_looks_nothing_up_and_a_request_survives_until_answered() {
    // Security review S8: a member's address took longer to answer than anyone else's. The
    // request path writes the request and nothing else; to show it cannot look the address
    // up, the players' table is not even there while it answers.
    let app = TestApp::new();
    email_on(&app);
    let ids = app.insert_named(&["Paula Andrea Jiménez Cordero"]);
    set_email(&app, ids[0], "paula.jimenez@club.example");
    let rename = |from: &'static str, to: &'static str| {
        app.write_straight(move |tx| {
            tx.execute_batch(&format!("ALTER TABLE {from} RENAME TO {to}"))?;
            Ok(())
        })
        .unwrap()
    };
    rename("players", "players_away");
    let member = ask_only(&app, "127.0.0.1", "paula.jimenez@club.example").await;
    let stranger = ask_only(&app, "127.0.0.2", "nadie@club.example").await;
    rename("players_away", "players");
    for asked in [&member, &stranger] {
        assert_eq!(asked.status, StatusCode::ACCEPTED, "{}", asked.text());
        assert_eq!(asked.text(), r#"{"accepted":true}"#);
    }
    // Both requests are kept as they came, and nothing else was written.
    assert_eq!(app.count("sign_in_requests"), 2);
    assert_eq!(app.count("member_links"), 0);
    assert_eq!(app.count("notices"), 0);
    // The worker answers later: the member's link goes, the stranger's request is dropped.
    assert_eq!(app.club.answer_sign_in_requests().await.unwrap(), 2);
    assert_eq!(app.count("sign_in_requests"), 0);
    let told: Vec<i64> = link_notices(&app).iter().map(|(p, _)| *p).collect();
    assert_eq!(told, ids);
}

#[tokio::test]
async fn an_emailed_request_leaves_the_admins_link_working() {
    // Security review S9: a stranger's request by email used to end the admin's unused link.
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    email_on(&app);
    let ids = app.insert_named(&["Gabriela María Solís Alvarado"]);
    set_email(&app, ids[0], "gabriela.solis@club.example");
    let from_the_admin = crate::members::link(&app, &admin, ids[0]).await;
    ask(&app, "198.51.100.9", "gabriela.solis@club.example").await;
    let sent = deliver_due(&app).await;
    let emailed = mailer(&app).letter(&sent[0]).unwrap().link;
    let emailed = emailed.split_once('#').unwrap().1.to_string();
    // Each works, once.
    for token in [&from_the_admin, &emailed] {
        let signed_in = sign_in_as(&app, token, PHONE_UA).await;
        assert_eq!(signed_in.status, StatusCode::OK, "{}", signed_in.text());
        assert_code(
            &sign_in_as(&app, token, PHONE_UA).await,
            StatusCode::UNAUTHORIZED,
            "sign_in_link_spent",
        );
    }
    // A newer emailed link ends only the older emailed one.
    let again = crate::members::link(&app, &admin, ids[0]).await;
    ask(&app, "198.51.100.10", "gabriela.solis@club.example").await;
    ask(&app, "198.51.100.11", "gabriela.solis@club.example").await;
    let signed_in = sign_in_as(&app, &again, PHONE_UA).await;
    assert_eq!(signed_in.status, StatusCode::OK, "{}", signed_in.text());
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
