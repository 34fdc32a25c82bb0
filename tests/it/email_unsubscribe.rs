//! One-click unsubscribe from emails (RFC 8058, docs/api.md#notices): the link a member's
//! email carries turns off that kind's email for that member, from a mail client's POST with
//! no Origin and no JSON, or from the page's button; a link this server did not make for the
//! member's present address is a 404.

use std::sync::{Arc, Mutex};

use crate::common;
use crate::members::{get_with, member, request};

use axum::body::Body;
use axum::http::{Method, Request, StatusCode, header};
use serde_json::json;

use common::{TestApp, TestResponse};
use tournament_hub::db::notices::Channels;
use tournament_hub::domain::ids::{LeagueMatchId, PlayerId};
use tournament_hub::domain::notices::{Channel, Notice, NoticeKind};
use tournament_hub::jobs::delivery::{Courier, Message, Sending, Worker};
use tournament_hub::mail::{MailSettings, Mailer};

/// A relay for the tests that keeps every message it is handed.
#[derive(Default)]
pub struct KeepingRelay {
    kept: Mutex<Vec<Message>>,
}

impl KeepingRelay {
    /// What it was handed so far.
    pub fn kept(&self) -> Vec<Message> {
        self.kept.lock().unwrap().clone()
    }
}

impl Courier for KeepingRelay {
    fn channel(&self) -> Channel {
        Channel::Email
    }

    fn send<'a>(&'a self, message: &'a Message) -> Sending<'a> {
        Box::pin(async move {
            self.kept.lock().unwrap().push(message.clone());
            Ok(())
        })
    }
}

/// Asserts the status and the exact `code` of an error answer.
pub fn assert_code(response: &TestResponse, status: StatusCode, code: &str) {
    assert_eq!(response.status, status, "{}", response.text());
    assert_eq!(response.json()["code"], code, "{}", response.text());
    assert!(
        response.json()["message"]
            .as_str()
            .is_some_and(|m| !m.is_empty())
    );
}

/// Email on for members and the admin, at 10:00 club time (outside quiet hours).
pub fn email_on(app: &TestApp) {
    let morning: chrono::DateTime<chrono::Utc> = "2026-11-30T10:00:00-06:00".parse().unwrap();
    app.club.clock().set(Some(morning));
    app.club.set_delivery_channels(Channels {
        member: vec![Channel::Email],
        admin: vec![Channel::Email],
    });
}

/// The server's unsubscribe key, made as `serve` makes it.
pub fn unsubscribe_key(app: &TestApp) -> Vec<u8> {
    app.db
        .write_blocking(|tx| tournament_hub::db::unsubscribe::ensure_key(tx, &[42; 32]))
        .unwrap()
}

/// The email courier `serve` would run for `https://club.example`, with the app's key.
pub fn mailer(app: &TestApp) -> Mailer {
    let settings = MailSettings::new(
        "smtp://127.0.0.1:9",
        None,
        Some("Club de Tenis <club@club.example>"),
        None,
        Some("https://club.example"),
    )
    .unwrap();
    Mailer::new(&settings, unsubscribe_key(app)).unwrap()
}

/// Delivers what is due now to a [`KeepingRelay`]; returns what it was handed.
pub async fn deliver_due(app: &TestApp) -> Vec<Message> {
    let relay = Arc::new(KeepingRelay::default());
    let worker = Worker::new(app.db.clone(), vec![relay.clone() as Arc<dyn Courier>]);
    worker.round(app.club.clock().now()).await.unwrap();
    relay.kept()
}

/// A one-click POST as a mail client sends it: a form, no Origin, no cookie.
fn one_click(path: &str, body: &str, content_type: &str) -> Request<Body> {
    Request::builder()
        .method(Method::POST)
        .uri(path)
        .header(header::CONTENT_TYPE, content_type)
        .body(Body::from(body.to_string()))
        .unwrap()
}

const FORM: &str = "application/x-www-form-urlencoded";

/// The member's email switches: (kind, email, push).
async fn switches(app: &TestApp, cookie: &str) -> Vec<(String, bool, bool)> {
    let got = get_with(app, "/api/me/notice-preferences", &[cookie]).await;
    assert_eq!(got.status, StatusCode::OK, "{}", got.text());
    got.json()["kinds"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| {
            (
                k["kind"].as_str().unwrap().to_string(),
                k["email"].as_bool().unwrap(),
                k["push"].as_bool().unwrap(),
            )
        })
        .collect()
}

fn assert_html_page(page: &TestResponse) {
    assert_eq!(
        page.header("content-type").as_deref(),
        Some("text/html; charset=utf-8")
    );
    assert_eq!(
        page.header("cache-control").as_deref(),
        Some("private, no-store")
    );
}

/// The path of the unsubscribe link of the first message: from the letter the courier makes.
fn unsubscribe_path(app_mailer: &Mailer, message: &Message) -> String {
    let letter = app_mailer.letter(message).unwrap();
    let plain = letter.plain();
    let url = plain
        .lines()
        .find_map(|l| l.strip_prefix("Stop emails like this one: "))
        .expect("an unsubscribe line")
        .to_string();
    let message = letter.message().unwrap();
    let text = String::from_utf8(message.formatted()).unwrap();
    assert!(
        text.contains(&format!("List-Unsubscribe: <{url}>")),
        "{text}"
    );
    assert!(text.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"));
    url.strip_prefix("https://club.example")
        .unwrap()
        .to_string()
}

/// Writes a challenge of Bea's against `player` straight to the outbox, with email on.
fn challenge(app: &TestApp, player: i64) {
    let now = app.club.clock().now();
    app.write_straight(move |tx| {
        tournament_hub::db::notices::insert(
            tx,
            now,
            &tournament_hub::db::notices::Outgoing {
                to: Some(PlayerId(player)),
                notice: Notice::Challenged {
                    league_match_id: LeagueMatchId(1),
                    challenger: "Bea".into(),
                    date: chrono::NaiveDate::from_ymd_opt(2026, 12, 7).unwrap(),
                },
                unique_key: None,
            },
            &Channels {
                member: vec![Channel::Email],
                admin: vec![],
            },
        )?;
        Ok(())
    })
    .unwrap();
}

#[tokio::test]
async fn a_one_click_post_without_origin_turns_off_only_that_kinds_email() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    email_on(&app);
    let ana = app.insert_players("Ana", 1)[0];
    let cookie = member(&app, &admin, ana).await;
    let mailer = mailer(&app);
    // A challenge reaches Ana by email: its unsubscribe link is the one her mail client has.
    challenge(&app, ana);
    let sent = deliver_due(&app).await;
    assert_eq!(sent.len(), 1);
    let path = unsubscribe_path(&mailer, &sent[0]);
    assert!(
        path.starts_with(&format!("/api/unsubscribe/{ana}.challenged.")),
        "{path}"
    );

    let done = app
        .send(one_click(&path, "List-Unsubscribe=One-Click", FORM))
        .await;
    assert_eq!(done.status, StatusCode::OK, "{}", done.text());
    assert_html_page(&done);
    assert!(
        done.text()
            .contains("no more emails about league challenges")
    );
    for (kind, email, push) in switches(&app, &cookie).await {
        // result_confirmed goes by the app only until the member turns it on (docs/rules.md#notices).
        let by_default = kind != "result_confirmed";
        assert_eq!(email, kind != "challenged" && by_default, "{kind}");
        assert_eq!(push, by_default, "push stays as it was: {kind}");
    }
    // Again, as a multipart form, from a foreign site: still fine, nothing more changes.
    let multipart = "--b1\r\nContent-Disposition: form-data; name=\"List-Unsubscribe\"\r\n\r\n\
                     One-Click\r\n--b1--\r\n";
    let mut again = one_click(&path, multipart, "multipart/form-data; boundary=b1");
    again
        .headers_mut()
        .insert(header::ORIGIN, "https://elsewhere.example".parse().unwrap());
    assert_eq!(app.send(again).await.status, StatusCode::OK);
    let off: Vec<_> = switches(&app, &cookie)
        .await
        .into_iter()
        .filter(|(kind, email, _)| !email && kind != "result_confirmed")
        .collect();
    assert_eq!(off.len(), 1, "challenged only: {off:?}");

    // The next challenge queues no email for Ana; the app still has it.
    let before = app.count("deliveries");
    challenge(&app, ana);
    assert_eq!(app.count("deliveries"), before);
}

#[tokio::test]
async fn the_exemption_is_this_route_only() {
    let app = TestApp::new();
    let foreign = |path: &str| {
        let mut sent = one_click(path, "List-Unsubscribe=One-Click", FORM);
        sent.headers_mut()
            .insert(header::ORIGIN, "https://elsewhere.example".parse().unwrap());
        sent
    };
    for path in [
        "/api/me/sign-in-link",
        "/api/unsubscribe",
        "/api/unsubscribe/1.your_week.x/more",
        "/api/me/notices/read",
    ] {
        assert_code(
            &app.send(foreign(path)).await,
            StatusCode::FORBIDDEN,
            "cross_site",
        );
    }
    // Without an Origin, a form is still no JSON anywhere else.
    assert_code(
        &app.send(one_click("/api/me/notices/read", "ids=1", FORM))
            .await,
        StatusCode::FORBIDDEN,
        "json_required",
    );
}

#[tokio::test]
async fn the_page_asks_in_the_members_language_and_its_buttons_turn_the_email_off_and_back_on() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let bea = app.insert_players("Bea", 1)[0];
    let cookie = member(&app, &admin, bea).await;
    let spanish = app
        .send(request(
            Method::PUT,
            "/api/me",
            Some(json!({ "language": "es" })),
            &[&cookie],
            &[],
        ))
        .await;
    assert_eq!(spanish.status, StatusCode::OK);
    let key = unsubscribe_key(&app);
    let token = tournament_hub::domain::unsubscribe::token(
        &key,
        PlayerId(bea),
        NoticeKind::YourWeek,
        "Bea01@club.example",
    );
    let path = format!("/api/unsubscribe/{token}");
    let page = app.get(&path).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.text());
    assert_html_page(&page);
    let html = page.text();
    assert!(html.contains("<html lang=\"es\">"), "{html}");
    assert!(html.contains("sus partidos de la semana"));
    assert!(html.contains(&format!("<form method=\"post\" action=\"{path}\" ")));
    assert!(html.contains("<input type=\"hidden\" name=\"List-Unsubscribe\" value=\"One-Click\">"));
    assert!(html.contains("Dejar de recibirlos"));
    // Looking changes nothing.
    assert!(
        switches(&app, &cookie)
            .await
            .iter()
            .all(|(kind, email, _)| *email == (kind != "result_confirmed"))
    );

    // What the button sends.
    let done = app
        .send(one_click(&path, "List-Unsubscribe=One-Click", FORM))
        .await;
    assert_eq!(done.status, StatusCode::OK);
    assert!(
        done.text()
            .contains("ya no recibirá correos sobre sus partidos de la semana")
    );
    let after = app.get(&path).await;
    assert!(
        after.text().contains("ya están apagados"),
        "{}",
        after.text()
    );
    // Off, the page offers the way back, and so did the answer to the unsubscribe.
    let back = format!("{path}/resubscribe");
    let back_form = format!("<form method=\"post\" action=\"{back}\" ");
    assert!(after.text().contains(&back_form), "{}", after.text());
    assert!(after.text().contains("Volver a recibirlos"));
    assert!(done.text().contains(&back_form));
    assert!(!after.text().contains("name=\"List-Unsubscribe\""));
    let your_week_email = |switches: Vec<(String, bool, bool)>| {
        switches
            .into_iter()
            .find(|(kind, _, _)| kind == "your_week")
            .unwrap()
            .1
    };
    assert!(!your_week_email(switches(&app, &cookie).await));

    // Its button must come from the site's own page: a mail client's one-click (no Origin)
    // or another site cannot turn the emails back on, and changes nothing.
    let resubscribe = |origin: Option<&str>| {
        let mut sent = one_click(&back, "", FORM);
        if let Some(origin) = origin {
            sent.headers_mut()
                .insert(header::ORIGIN, origin.parse().unwrap());
            sent.headers_mut()
                .insert(header::HOST, "club.example".parse().unwrap());
        }
        sent
    };
    for origin in [None, Some("https://elsewhere.example")] {
        assert_code(
            &app.send(resubscribe(origin)).await,
            StatusCode::FORBIDDEN,
            "cross_site",
        );
    }
    assert!(!your_week_email(switches(&app, &cookie).await));
    // From the page: on again, said in Spanish; twice changes nothing more.
    for _ in 0..2 {
        let on = app.send(resubscribe(Some("https://club.example"))).await;
        assert_eq!(on.status, StatusCode::OK, "{}", on.text());
        assert_html_page(&on);
        assert!(
            on.text()
                .contains("volverá a recibir correos sobre sus partidos de la semana"),
            "{}",
            on.text()
        );
    }
    assert!(your_week_email(switches(&app, &cookie).await));
    assert!(app.get(&path).await.text().contains("Dejar de recibirlos"));
    // A token this server did not make turns nothing on.
    let forged = format!("/api/unsubscribe/{bea}.your_week.AAAA/resubscribe");
    let mut sent = one_click(&forged, "", FORM);
    sent.headers_mut()
        .insert(header::ORIGIN, "https://club.example".parse().unwrap());
    sent.headers_mut()
        .insert(header::HOST, "club.example".parse().unwrap());
    assert_code(
        &app.send(sent).await,
        StatusCode::NOT_FOUND,
        "unsubscribe_link_unknown",
    );
}

#[tokio::test]
async fn a_link_this_server_did_not_make_for_the_present_address_is_404() {
    let app = TestApp::new();
    let cy = app.insert_players("Cy", 1)[0];
    let key = unsubscribe_key(&app);
    let good = tournament_hub::domain::unsubscribe::token(
        &key,
        PlayerId(cy),
        NoticeKind::DeadlineTomorrow,
        "cy01@club.example",
    );
    let digest = good.rsplit('.').next().unwrap().to_string();
    let other_key = tournament_hub::domain::unsubscribe::token(
        &[1; 32],
        PlayerId(cy),
        NoticeKind::DeadlineTomorrow,
        "cy01@club.example",
    );
    for bad in [
        "nonsense".to_string(),
        format!("{cy}.deadline_tomorrow.{}", "A".repeat(22)),
        format!("{}.deadline_tomorrow.{digest}", cy + 1),
        format!("{cy}.your_week.{digest}"),
        format!("{cy}.overdue_list.{digest}"),
        other_key,
    ] {
        let path = format!("/api/unsubscribe/{bad}");
        assert_code(
            &app.get(&path).await,
            StatusCode::NOT_FOUND,
            "unsubscribe_link_unknown",
        );
        assert_code(
            &app.send(one_click(&path, "List-Unsubscribe=One-Click", FORM))
                .await,
            StatusCode::NOT_FOUND,
            "unsubscribe_link_unknown",
        );
    }
    // The right link, but no one-click form: nothing changes.
    let path = format!("/api/unsubscribe/{good}");
    assert_code(
        &app.send(one_click(&path, "unsubscribe=yes", FORM)).await,
        StatusCode::BAD_REQUEST,
        "one_click_required",
    );
    assert_eq!(app.count("notice_preferences"), 0);
    // A new address: the old address's links stop working.
    app.write_straight(move |tx| {
        tx.execute(
            "UPDATE players SET email = 'cy.new@club.example' WHERE id = ?1",
            [cy],
        )?;
        Ok(())
    })
    .unwrap();
    assert_code(
        &app.send(one_click(&path, "List-Unsubscribe=One-Click", FORM))
            .await,
        StatusCode::NOT_FOUND,
        "unsubscribe_link_unknown",
    );
    assert_eq!(app.count("notice_preferences"), 0);
}
