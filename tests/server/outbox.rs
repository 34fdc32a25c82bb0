//! No one stalls the outbox, in the real binary (security review S2): a member whose ten
//! push subscriptions point at a service that accepts connections and never answers
//! (allowed with `--push-allow`) cannot delay anyone's email. The relay is the local aiosmtpd
//! sink; the hanging push service is a listener on 127.0.0.1 in this test.

use crate::harness;

use std::net::TcpListener;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use harness::mail_sink::MailSink;
use harness::{Club, Server, free_port, request};
use serde_json::json;

/// A listener on 127.0.0.1 that takes every connection and never says a word: its origin,
/// and how many connections it took.
fn hanging_service() -> (String, Arc<AtomicUsize>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let origin = format!("http://{}", listener.local_addr().unwrap());
    let taken = Arc::new(AtomicUsize::new(0));
    let counted = taken.clone();
    std::thread::spawn(move || {
        let mut held = Vec::new();
        for stream in listener.incoming() {
            let Ok(stream) = stream else { return };
            counted.fetch_add(1, Ordering::SeqCst);
            held.push(stream);
        }
    });
    (origin, taken)
}

/// A valid P-256 public key (uncompressed, base64url) and a 16-byte secret: what a browser
/// hands in; nobody decrypts these pushes.
const P256DH: &str =
    "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4";
const AUTH: &str = "BTBZMqHH6r4Tts7J_aSIgg";

/// Seconds that put the club clock (UTC-6) at noon today: no quiet hours hold a notice.
fn offset_to_club_noon() -> i64 {
    let club_now = chrono::Utc::now().naive_utc() - chrono::Duration::hours(6);
    let noon = club_now
        .date()
        .and_time(chrono::NaiveTime::from_hms_opt(12, 0, 0).unwrap());
    (noon - club_now).num_seconds()
}

/// Writes, into a database no server holds yet: Hernán Alberto Céspedes Montero with a member
/// session, ten push subscriptions on `hanging` and `notices` push notices due now; and Beatriz
/// Elena Rojas Zúñiga, approved, with an address. Returns Beatriz's address.
fn stalled_club(club: &Club, hanging: &str, notices: usize) -> String {
    let db = rusqlite::Connection::open(&club.db).unwrap();
    let now = chrono::Utc::now().timestamp() + offset_to_club_noon();
    db.execute(
        "INSERT INTO players (name, status) VALUES ('Hernán Alberto Céspedes Montero', 'approved')",
        [],
    )
    .unwrap();
    let stalling = db.last_insert_rowid();
    db.execute(
        "INSERT INTO member_sessions (token_hash, player_id, created_at, last_used_on)
         VALUES (?1, ?2, ?3, date('now'))",
        rusqlite::params!["a".repeat(64), stalling, now],
    )
    .unwrap();
    let session = db.last_insert_rowid();
    for n in 0..10 {
        db.execute(
            "INSERT INTO push_subscriptions (player_id, session_id, endpoint, p256dh, auth,
                                             created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            rusqlite::params![
                stalling,
                session,
                format!("{hanging}/device/{n}"),
                P256DH,
                AUTH,
                now
            ],
        )
        .unwrap();
    }
    for _ in 0..notices {
        db.execute(
            "INSERT INTO notices (player_id, kind, params, created_at)
             VALUES (?1, 'signup_approved', '{\"kind\":\"signup_approved\"}', ?2)",
            rusqlite::params![stalling, now],
        )
        .unwrap();
        db.execute(
            "INSERT INTO deliveries (notice_id, channel, created_at, next_attempt_at, due_at)
             VALUES (?1, 'push', ?2, ?2, ?2)",
            rusqlite::params![db.last_insert_rowid(), now],
        )
        .unwrap();
    }
    let address = "beatriz.rojas@club.example";
    db.execute(
        "INSERT INTO players (name, status, email)
         VALUES ('Beatriz Elena Rojas Zúñiga', 'approved', ?1)",
        [address],
    )
    .unwrap();
    address.to_string()
}

#[test]
fn ten_hanging_push_endpoints_do_not_delay_an_unrelated_email() {
    let sink = MailSink::start(&[]);
    let (hanging, taken) = hanging_service();
    let club = Club::new();
    let address = stalled_club(&club, &hanging, 40);
    let port = free_port();
    let server = Server::start_on(
        &club,
        port,
        &[
            ("TOURNAMENT_HUB_SMTP_URL", &sink.url()),
            (
                "TOURNAMENT_HUB_MAIL_FROM",
                "Club de Tenis <club@club.example>",
            ),
            (
                "TOURNAMENT_HUB_PUBLIC_URL",
                &format!("http://127.0.0.1:{port}"),
            ),
            ("TOURNAMENT_HUB_PUSH_ALLOW", &hanging),
            (
                "TOURNAMENT_HUB_CLOCK_OFFSET_SECS",
                &offset_to_club_noon().to_string(),
            ),
        ],
    );
    // The worker is pushing to the hanging devices.
    let deadline = Instant::now() + Duration::from_secs(10);
    while taken.load(Ordering::SeqCst) < 10 {
        assert!(Instant::now() < deadline, "the pushes did not start");
        std::thread::sleep(Duration::from_millis(10));
    }

    // Beatriz asks for a sign-in link by email meanwhile.
    let asked_at = Instant::now();
    let body = json!({ "email": address }).to_string();
    let asked = request(port, "POST", "/api/me/sign-in-link", Some(&body), None).unwrap();
    assert_eq!(asked.status, 202, "{}", asked.text());
    let got = sink.wait_for(1, Duration::from_secs(5));
    let waited = asked_at.elapsed();
    eprintln!(
        "the email arrived {waited:?} after it was asked for, with {} connections hanging",
        taken.load(Ordering::SeqCst)
    );
    assert!(waited < Duration::from_secs(5), "{waited:?}");
    assert_eq!(got[0].1["recipients"][0], address);
    // At most 16 requests go to one push service at once (and the hanging member holds at
    // most two places of the push lane: two deliveries, ten devices each).
    assert!(
        taken.load(Ordering::SeqCst) <= 16,
        "{} connections",
        taken.load(Ordering::SeqCst)
    );
    drop(server);
}
