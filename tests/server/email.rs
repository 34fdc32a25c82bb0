//! Email through a real relay (docs/operations.md#email): the real binary sends to a local
//! aiosmtpd sink (`harness::mail_sink`), which keeps every message as a mail client would
//! read it. The admin's notice of a signup carries the newcomer's accented, quoted name in an
//! encoded subject; the member's approval arrives in Spanish with one-click unsubscribe, and
//! POSTing its link turns that email off (and the page's own form back on); a sign-in link asked for by email signs the member
//! in. `notices --test` sends through the relay or fails loudly, and `serve` refuses settings it
//! cannot use before it listens. A last test kills the server with SIGKILL while it delivers
//! 500 notices: after the restart every notice arrives, at most the email lane's sends in
//! flight (8) twice and under the same Message-ID, over a few reused connections.

use crate::harness;

use std::collections::HashMap;
use std::time::{Duration, Instant};

use chrono::{NaiveTime, Utc};
use harness::mail_sink::MailSink;
use harness::{Club, Connection, Server, admin_cookie, free_port};
use serde_json::{Value, json};
use tournament_hub::db::notices::{Channels, Outgoing};
use tournament_hub::domain::ids::PlayerId;
use tournament_hub::domain::notices::{Channel, Notice};

/// The sender every test uses, with an accent in its name.
const FROM: &str = "Club de Tenis Pérez <club@club.example>";

/// Seconds that put the club clock (UTC-6) at noon today, so no notice waits for the end of
/// quiet hours whenever the test runs.
fn offset_to_club_noon() -> i64 {
    let club_now = Utc::now().naive_utc() - chrono::Duration::hours(6);
    let noon = club_now
        .date()
        .and_time(NaiveTime::from_hms_opt(12, 0, 0).unwrap());
    (noon - club_now).num_seconds()
}

/// The environment of a server on `port` that sends email to `sink`.
pub fn email_env(sink: &MailSink, port: u16, clock_offset: i64) -> Vec<(&'static str, String)> {
    vec![
        ("TOURNAMENT_HUB_SMTP_URL", sink.url()),
        ("TOURNAMENT_HUB_MAIL_FROM", FROM.to_string()),
        (
            "TOURNAMENT_HUB_ADMIN_EMAIL",
            "admin@club.example".to_string(),
        ),
        (
            "TOURNAMENT_HUB_PUBLIC_URL",
            format!("http://127.0.0.1:{port}"),
        ),
        ("TOURNAMENT_HUB_CLOCK_OFFSET_SECS", clock_offset.to_string()),
    ]
}

pub fn start(club: &Club, port: u16, env: &[(&'static str, String)]) -> Server {
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    Server::start_on(club, port, &env)
}

/// The header lines of a raw message, unfolded.
fn header_lines(raw: &str) -> Vec<String> {
    let head = raw.split("\r\n\r\n").next().unwrap();
    let mut lines: Vec<String> = Vec::new();
    for line in head.split("\r\n") {
        if line.starts_with([' ', '\t']) {
            lines.last_mut().unwrap().push_str(line);
        } else {
            lines.push(line.to_string());
        }
    }
    lines
}

fn header<'a>(lines: &'a [String], name: &str) -> &'a str {
    lines
        .iter()
        .find_map(|l| l.strip_prefix(&format!("{name}: ")))
        .unwrap_or_else(|| panic!("no {name} in {lines:#?}"))
}

#[test]
fn email_reaches_a_real_relay_in_the_members_language_with_one_click_unsubscribe() {
    let sink = MailSink::start(&[]);
    let club = Club::new();
    let port = free_port();
    let server = start(&club, port, &email_env(&sink, port, offset_to_club_noon()));
    let site = format!("http://127.0.0.1:{port}");
    let admin = admin_cookie(port);
    let mut conn = Connection::open(port, Duration::from_secs(10)).unwrap();

    // A newcomer signs up: the admin hears of it at --admin-email, the name in the subject.
    let invitation = conn
        .send("POST", "/api/invitations", None, Some(&admin))
        .unwrap();
    assert_eq!(invitation.status, 201, "{}", invitation.text());
    let key = invitation.json()["inviteToken"]
        .as_str()
        .unwrap()
        .to_string();
    let name = "José \"Pepe\" Núñez";
    let body = json!({ "name": name }).to_string();
    let signup = conn
        .send(
            "POST",
            &format!("/api/invitations/{key}/signup"),
            Some(&body),
            None,
        )
        .unwrap();
    assert_eq!(signup.status, 201, "{}", signup.text());
    let jose = signup.json()["id"].as_i64().unwrap();
    let member = signup.cookie("th_member").unwrap();

    let (raw, told) = sink.wait_for(1, Duration::from_secs(30)).remove(0);
    let lines = header_lines(&raw);
    assert!(raw.is_ascii(), "every byte of the message is 7-bit:\n{raw}");
    assert_eq!(told["defects"], json!([]), "{told}");
    assert_eq!(told["recipients"], json!(["admin@club.example"]));
    assert_eq!(told["from"], FROM);
    assert_eq!(told["to"], "admin@club.example");
    assert_eq!(told["subject"], format!("{name} signed up"));
    assert!(
        header(&lines, "Subject").starts_with("=?utf-8?"),
        "{lines:#?}"
    );
    assert!(header(&lines, "From").starts_with("=?utf-8?"), "{lines:#?}");
    assert_eq!(
        told["listUnsubscribe"],
        Value::Null,
        "the admin's email has none"
    );
    assert_eq!(told["contentType"], "multipart/alternative");
    assert!(
        told["plain"]
            .as_str()
            .unwrap()
            .contains(&format!("{site}/admin"))
    );

    // The newcomer reads Spanish; the admin gives them an address and approves them.
    let spanish = conn
        .send(
            "PUT",
            "/api/me",
            Some(r#"{"language":"es"}"#),
            Some(&member),
        )
        .unwrap();
    assert_eq!(spanish.status, 200, "{}", spanish.text());
    let email = json!({ "email": "jose@club.example" }).to_string();
    let patched = conn
        .send(
            "PATCH",
            &format!("/api/players/{jose}"),
            Some(&email),
            Some(&admin),
        )
        .unwrap();
    assert_eq!(patched.status, 200, "{}", patched.text());
    let approved = conn
        .send(
            "POST",
            &format!("/api/players/{jose}/approve"),
            None,
            Some(&admin),
        )
        .unwrap();
    assert_eq!(approved.status, 200, "{}", approved.text());

    let (raw, welcome) = sink.wait_for(2, Duration::from_secs(30)).remove(1);
    let lines = header_lines(&raw);
    assert_eq!(welcome["recipients"], json!(["jose@club.example"]));
    assert_eq!(welcome["subject"], "Bienvenido al club");
    let plain = welcome["plain"].as_str().unwrap();
    assert!(
        plain.contains("El administrador aprobó su inscripción."),
        "{plain}"
    );
    assert!(
        plain.contains("No recibir más correos como este"),
        "{plain}"
    );
    let html = welcome["html"].as_str().unwrap();
    assert!(html.contains("<html lang=\"es\">"), "{html}");
    assert_eq!(
        header(&lines, "List-Unsubscribe-Post"),
        "List-Unsubscribe=One-Click"
    );
    let unsubscribe = header(&lines, "List-Unsubscribe");
    let prefix = format!("<{site}/api/unsubscribe/{jose}.signup_approved.");
    assert!(unsubscribe.starts_with(&prefix), "{unsubscribe}");
    assert_eq!(welcome["listUnsubscribe"], unsubscribe);

    // The mail client's one-click POST: a form, no Origin, no cookie.
    let path = unsubscribe
        .trim_matches(['<', '>'])
        .strip_prefix(&site)
        .unwrap()
        .to_string();
    let done = Connection::open(port, Duration::from_secs(10))
        .unwrap()
        .send_with(
            "POST",
            &path,
            Some("List-Unsubscribe=One-Click"),
            &[("Content-Type", "application/x-www-form-urlencoded")],
        )
        .unwrap();
    assert_eq!(done.status, 200, "{}", done.text());
    assert!(
        done.text().contains("ya no recibirá correos"),
        "{}",
        done.text()
    );
    let switches = conn
        .send("GET", "/api/me/notice-preferences", None, Some(&member))
        .unwrap()
        .json();
    for kind in switches["kinds"].as_array().unwrap() {
        // result_confirmed is off by default (docs/rules.md#notices).
        let off = kind["kind"] == "signup_approved" || kind["kind"] == "result_confirmed";
        assert_eq!(kind["email"], !off, "{kind}");
    }

    // The page's "turn them back on", as the browser sends it from the page: a form with the
    // site's own Origin. Without one (as a mail client would send it) it is refused.
    let back = format!("{path}/resubscribe");
    let mut browser = Connection::open(port, Duration::from_secs(10)).unwrap();
    let refused = browser
        .send_with(
            "POST",
            &back,
            Some(""),
            &[("Content-Type", "application/x-www-form-urlencoded")],
        )
        .unwrap();
    assert_eq!(refused.status, 403, "{}", refused.text());
    let on = browser
        .send_with(
            "POST",
            &back,
            Some(""),
            &[
                ("Content-Type", "application/x-www-form-urlencoded"),
                ("Origin", &site),
            ],
        )
        .unwrap();
    assert_eq!(on.status, 200, "{}", on.text());
    assert!(
        on.text().contains("volverá a recibir correos"),
        "{}",
        on.text()
    );
    let switches = conn
        .send("GET", "/api/me/notice-preferences", None, Some(&member))
        .unwrap()
        .json();
    for kind in switches["kinds"].as_array().unwrap() {
        assert_eq!(kind["email"], kind["kind"] != "result_confirmed", "{kind}");
    }

    // A sign-in link by email: in Spanish, with nothing to unsubscribe, and it works.
    let asked = conn
        .send(
            "POST",
            "/api/me/sign-in-link",
            Some(r#"{"email":"JOSE@club.example"}"#),
            None,
        )
        .unwrap();
    assert_eq!(asked.status, 202, "{}", asked.text());
    let (_, link) = sink.wait_for(3, Duration::from_secs(30)).remove(2);
    assert_eq!(link["recipients"], json!(["jose@club.example"]));
    assert_eq!(link["subject"], "Su enlace para entrar");
    assert_eq!(link["listUnsubscribe"], Value::Null);
    let plain = link["plain"].as_str().unwrap();
    let url = plain
        .lines()
        .find_map(|l| l.strip_prefix("Entrar: "))
        .unwrap_or_else(|| panic!("no link in {plain}"));
    let token = url
        .strip_prefix(&format!("{site}/sign-in#"))
        .unwrap_or_else(|| panic!("not a sign-in link: {url}"));
    let body = json!({ "token": token }).to_string();
    let signed_in = conn
        .send("POST", "/api/me/sign-in", Some(&body), None)
        .unwrap();
    assert_eq!(signed_in.status, 200, "{}", signed_in.text());
    assert_eq!(signed_in.json()["playerId"], jose);
    server.stop();
}

/// `tournament-hub ARGS` with `env` and no relay settings of the caller's own; killed (and
/// the test failed) if it is still running after 40 s, as a `serve` that started would be.
fn command(args: &[&str], env: &[(&str, &str)]) -> std::process::Output {
    let mut child = std::process::Command::new(harness::BIN)
        .args(args)
        .env_remove("TOURNAMENT_HUB_SMTP_URL")
        .env_remove("TOURNAMENT_HUB_SMTP_PASSWORD")
        .env_remove("TOURNAMENT_HUB_MAIL_FROM")
        .env_remove("TOURNAMENT_HUB_ADMIN_EMAIL")
        .env_remove("TOURNAMENT_HUB_PUBLIC_URL")
        .env("RUST_LOG", "warn")
        .envs(env.iter().copied())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(40);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("tournament-hub {args:?} kept running");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

#[test]
fn the_test_message_goes_through_the_relay_and_a_bad_setting_stops_the_start() {
    let sink = MailSink::start(&[]);
    let url = sink.url();
    let relay = [
        ("TOURNAMENT_HUB_SMTP_URL", url.as_str()),
        ("TOURNAMENT_HUB_MAIL_FROM", FROM),
        ("TOURNAMENT_HUB_PUBLIC_URL", "https://club.example.org"),
    ];
    let sent = command(&["notices", "--test", "ops@club.example"], &relay);
    let said = String::from_utf8_lossy(&sent.stdout);
    assert!(
        sent.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&sent.stderr)
    );
    assert!(
        said.contains("Sent a test message to ops@club.example"),
        "{said}"
    );
    let (_, test) = sink.wait_for(1, Duration::from_secs(10)).remove(0);
    assert_eq!(test["recipients"], json!(["ops@club.example"]));
    assert_eq!(test["from"], FROM);
    assert!(
        test["plain"]
            .as_str()
            .unwrap()
            .contains("https://club.example.org")
    );

    // A relay that is not there: the error, and a failing exit.
    let dead = format!("smtp://127.0.0.1:{}", free_port());
    let failed = command(
        &["notices", "--test", "ops@club.example", "--smtp-url", &dead],
        &relay[1..],
    );
    assert!(!failed.status.success());
    let error = String::from_utf8_lossy(&failed.stderr);
    assert!(
        error.contains("the test message to ops@club.example failed"),
        "{error}"
    );

    // Settings `serve` refuses before it listens, each saying why.
    let club = Club::new();
    let db = club.db.to_string_lossy().into_owned();
    let port = free_port().to_string();
    let addr = format!("127.0.0.1:{port}");
    for (env, why) in [
        (
            vec![
                ("TOURNAMENT_HUB_SMTP_URL", "smtp://mail.example.org:25"),
                ("TOURNAMENT_HUB_MAIL_FROM", FROM),
                ("TOURNAMENT_HUB_PUBLIC_URL", "https://club.example.org"),
            ],
            "unencrypted",
        ),
        (
            vec![
                ("TOURNAMENT_HUB_SMTP_URL", url.as_str()),
                ("TOURNAMENT_HUB_MAIL_FROM", FROM),
            ],
            "--public-url",
        ),
        (
            vec![
                (
                    "TOURNAMENT_HUB_SMTP_URL",
                    "smtps://club%40example.org@mail.example.org",
                ),
                ("TOURNAMENT_HUB_MAIL_FROM", FROM),
                ("TOURNAMENT_HUB_PUBLIC_URL", "https://club.example.org"),
            ],
            "TOURNAMENT_HUB_SMTP_PASSWORD",
        ),
        (
            vec![
                ("TOURNAMENT_HUB_SMTP_URL", url.as_str()),
                ("TOURNAMENT_HUB_PUBLIC_URL", "https://club.example.org"),
            ],
            "--mail-from",
        ),
    ] {
        let refused = command(&["serve", "--addr", &addr, "--db", &db], &env);
        assert!(!refused.status.success(), "{env:?}");
        let error = String::from_utf8_lossy(&refused.stderr);
        assert!(error.contains(why), "{env:?}: {error}");
    }
}

/// Notices in the outbox.
const NOTICES: usize = 500;

/// Writes `count` players with an address and one queued email each, due now, straight
/// into the database no server holds yet.
pub fn queue_notices(club: &Club, count: usize) {
    let db = tournament_hub::db::Db::open(&club.db).unwrap();
    db.migrate().unwrap();
    let now = Utc::now();
    db.write_blocking(|tx| {
        for i in 0..count {
            tx.execute(
                "INSERT INTO players (name, email) VALUES (?1, ?2)",
                [format!("Socio {i:03}"), format!("socio{i:03}@club.example")],
            )?;
            let player = PlayerId(tx.last_insert_rowid());
            tournament_hub::db::notices::insert(
                tx,
                now,
                &Outgoing {
                    to: Some(player),
                    notice: Notice::SignupApproved {},
                    unique_key: None,
                },
                &Channels {
                    member: vec![Channel::Email],
                    admin: vec![],
                },
            )?;
        }
        // Due now, whatever the hour (quiet hours would hold them until 07:00).
        tx.execute(
            "UPDATE deliveries SET next_attempt_at = ?1",
            [now.timestamp()],
        )?;
        Ok(())
    })
    .unwrap();
}

/// How many deliveries are sent, read while the server runs.
pub fn sent_deliveries(club: &Club) -> usize {
    let conn = rusqlite::Connection::open(&club.db).unwrap();
    conn.query_row(
        "SELECT count(*) FROM deliveries WHERE state = 'sent'",
        [],
        |r| r.get::<_, i64>(0),
    )
    .unwrap() as usize
}

#[test]
fn a_kill_during_delivery_loses_no_email_and_repeats_only_what_was_in_flight_under_its_id() {
    // A relay that takes 30 ms a message: the 500 take a few seconds, time to kill mid-way.
    // It offers PIPELINING, as Postfix does: the envelopes go out pipelined.
    let sink = MailSink::start(&["--delay", "0.03", "--pipelining"]);
    let club = Club::new();
    queue_notices(&club, NOTICES);
    let port = free_port();
    let server = start(&club, port, &email_env(&sink, port, 0));
    let deadline = Instant::now() + Duration::from_secs(60);
    while sink.count() < 150 {
        assert!(Instant::now() < deadline, "delivery did not start");
        std::thread::sleep(Duration::from_millis(5));
    }
    server.kill9();
    let at_kill = sink.count();
    assert!(at_kill < NOTICES, "the kill came after the last message");

    // Restarted with the club clock past the dead worker's lease (300 s): its claimed batch is
    // due again at once instead of in five minutes.
    let restarted = start(&club, port, &email_env(&sink, port, 400));
    let deadline = Instant::now() + Duration::from_secs(120);
    while sent_deliveries(&club) < NOTICES {
        assert!(
            Instant::now() < deadline,
            "only {} of {NOTICES} delivered after the restart",
            sent_deliveries(&club)
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    restarted.stop();

    let mut received: HashMap<String, Vec<String>> = HashMap::new();
    let mut connections = std::collections::HashSet::new();
    for (_, message) in sink.messages() {
        received
            .entry(message["recipients"][0].as_str().unwrap().to_string())
            .or_default()
            .push(message["messageId"].as_str().unwrap().to_string());
        connections.insert(message["connection"].as_i64().unwrap());
    }
    assert_eq!(received.len(), NOTICES, "every notice arrived");
    let twice: usize = received.values().map(|ids| ids.len() - 1).sum();
    let lane = tournament_hub::jobs::delivery::Limits::of(Channel::Email).in_flight;
    eprintln!(
        "killed after {at_kill} messages; {twice} went out twice; {} SMTP connections carried \
         {} messages",
        connections.len(),
        NOTICES + twice
    );
    assert!(
        twice <= lane,
        "{twice} messages went out twice (killed at {at_kill})"
    );
    assert!(received.values().all(|ids| ids.len() <= 2));
    // A repeat carries the first one's Message-ID, so a mail client can tell.
    for ids in received.values() {
        assert!(ids.iter().all(|id| id == &ids[0]), "{ids:?}");
    }
    let mut all: Vec<&String> = received.values().map(|ids| &ids[0]).collect();
    all.sort();
    all.dedup();
    assert_eq!(all.len(), NOTICES, "one Message-ID per delivery");
    // The relay's connections are kept and reused: each carried a batch, not one message.
    assert!(
        connections.len() <= 4 * lane,
        "{} connections for {} messages",
        connections.len(),
        NOTICES + twice
    );
}
