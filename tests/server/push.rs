//! Web Push in the real binary: `serve` makes the VAPID keys at its first start, reads
//! `--push-allow` from `TOURNAMENT_HUB_PUSH_ALLOW` (and refuses one it cannot parse), runs the
//! push courier, and a subscription ends with the session that made it. The push service is a
//! listener on 127.0.0.1 in this test.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use p256::elliptic_curve::sec1::ToEncodedPoint;
use serde_json::json;

use crate::harness::{BIN, Club, Server, add_players, admin_cookie, request};

/// One push as the service got it: its request line and headers (lowercase names).
struct Got {
    line: String,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

/// A push service on 127.0.0.1 that answers 201 to everything and hands over what it got.
fn push_service() -> (u16, mpsc::Receiver<Got>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { return };
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let mut line = String::new();
            reader.read_line(&mut line).unwrap();
            let mut headers = Vec::new();
            loop {
                let mut header = String::new();
                reader.read_line(&mut header).unwrap();
                let header = header.trim_end();
                if header.is_empty() {
                    break;
                }
                let (name, value) = header.split_once(':').unwrap();
                headers.push((name.to_ascii_lowercase(), value.trim().to_string()));
            }
            let length = headers
                .iter()
                .find(|(n, _)| n == "content-length")
                .map_or(0, |(_, v)| v.parse().unwrap());
            let mut body = vec![0; length];
            reader.read_exact(&mut body).unwrap();
            stream
                .write_all(
                    b"HTTP/1.1 201 Created\r\ncontent-length: 0\r\nconnection: close\r\n\r\n",
                )
                .unwrap();
            let _ = tx.send(Got {
                line: line.trim_end().to_string(),
                headers,
                body,
            });
        }
    });
    (port, rx)
}

#[test]
fn serve_refuses_a_push_allowance_it_cannot_parse() {
    let club = Club::new();
    let out = Command::new(BIN)
        .args(["serve", "--addr", "127.0.0.1:0", "--db"])
        .arg(&club.db)
        .env("TOURNAMENT_HUB_PUSH_ALLOW", "127.0.0.1:8080")
        .stdout(Stdio::null())
        .output()
        .unwrap();
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("--push-allow"), "{said}");
}

#[test]
fn serve_makes_its_keys_and_pushes_to_an_allowed_local_service() {
    let club = Club::new();
    let (sink, pushes) = push_service();
    let origin = format!("http://127.0.0.1:{sink}");
    let server = Server::start(&club, &[("TOURNAMENT_HUB_PUSH_ALLOW", &origin)]);
    let port = server.port;
    let key = request(port, "GET", "/api/push/public-key", None, None).unwrap();
    assert_eq!(key.status, 200, "{}", key.text());
    let public_key = key.json()["publicKey"].as_str().unwrap().to_string();
    assert_eq!(URL_SAFE_NO_PAD.decode(&public_key).unwrap().len(), 65);

    let admin = admin_cookie(port);
    let player = add_players(port, &admin, "Push", 1)[0];
    let link = request(
        port,
        "POST",
        &format!("/api/admin/players/{player}/sign-in-link"),
        None,
        Some(&admin),
    )
    .unwrap();
    assert_eq!(link.status, 201, "{}", link.text());
    let token = link.json()["url"]
        .as_str()
        .unwrap()
        .split_once('#')
        .unwrap()
        .1
        .to_string();
    let body = json!({ "token": token }).to_string();
    let signed_in = request(port, "POST", "/api/me/sign-in", Some(&body), None).unwrap();
    assert_eq!(signed_in.status, 200, "{}", signed_in.text());
    let member = signed_in.cookie("th_member").unwrap();

    let browser = p256::SecretKey::from_slice(&[7u8; 32]).unwrap();
    let p256dh = URL_SAFE_NO_PAD.encode(browser.public_key().to_encoded_point(false).as_bytes());
    let subscription = |endpoint: &str| {
        json!({ "endpoint": endpoint,
                "keys": { "p256dh": p256dh, "auth": URL_SAFE_NO_PAD.encode([3u8; 16]) } })
        .to_string()
    };
    let elsewhere = subscription("http://127.0.0.1:9/push");
    let refused = request(
        port,
        "POST",
        "/api/me/push-subscriptions",
        Some(&elsewhere),
        Some(&member),
    )
    .unwrap();
    assert_eq!(refused.status, 422, "another port is not allowed");
    let endpoint = format!("{origin}/push/device");
    let kept = request(
        port,
        "POST",
        "/api/me/push-subscriptions",
        Some(&subscription(&endpoint)),
        Some(&member),
    )
    .unwrap();
    assert_eq!(kept.status, 201, "{}", kept.text());

    // A notice with its push delivery, as a write would leave it: the server's worker takes
    // it from the outbox.
    let now = chrono::Utc::now().timestamp();
    let db = rusqlite::Connection::open(&club.db).unwrap();
    db.busy_timeout(Duration::from_secs(10)).unwrap();
    db.execute(
        "INSERT INTO notices (player_id, kind, params, created_at)
         VALUES (?1, 'signup_approved', '{\"kind\":\"signup_approved\"}', ?2)",
        rusqlite::params![player, now],
    )
    .unwrap();
    let notice = db.last_insert_rowid();
    db.execute(
        "INSERT INTO deliveries (notice_id, channel, created_at, next_attempt_at)
         VALUES (?1, 'push', ?2, ?2)",
        rusqlite::params![notice, now],
    )
    .unwrap();
    let got = pushes
        .recv_timeout(Duration::from_secs(30))
        .expect("the worker pushes within its polling interval");
    assert_eq!(got.line, "POST /push/device HTTP/1.1");
    let header = |name: &str| {
        got.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
            .unwrap_or_default()
    };
    assert_eq!(header("content-encoding"), "aes128gcm");
    assert_eq!(header("ttl"), "259200");
    assert_eq!(header("urgency"), "normal");
    assert!(
        header("authorization").ends_with(&format!(", k={public_key}")),
        "{}",
        header("authorization")
    );
    assert_eq!(
        &got.body[16..21],
        &[0, 0, 16, 0, 65],
        "rs 4096, a 65-byte key id"
    );

    // Signing out ends the subscription.
    let out = request(port, "POST", "/api/me/sign-out", None, Some(&member)).unwrap();
    assert_eq!(out.status, 204);
    let left: i64 = db
        .query_row("SELECT count(*) FROM push_subscriptions", [], |r| r.get(0))
        .unwrap();
    assert_eq!(left, 0);
    drop(server);
}
