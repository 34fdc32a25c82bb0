//! Hostile clients against the real binary on loopback: password guessing, oversized bodies,
//! slow-loris connections, trickled bodies and decompression bombs. Each must be refused
//! without hurting the server or the clients that behave.

use crate::harness;

use std::io::{BufReader, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use base64::Engine;
use harness::{Club, Connection, Server, admin_cookie, read_response, request};

/// The header timeout the slow-client tests run with, so they take a second, not ten.
const HEADER_TIMEOUT_MS: u64 = 800;

fn assert_json_error(response: &harness::Response, status: u16, code: &str) {
    assert_eq!(response.status, status, "{}", response.text());
    let body = response.json();
    assert_eq!(body["error"], code, "{body}");
    assert!(
        body["message"].as_str().is_some_and(|m| !m.is_empty()),
        "an error carries a sentence for a person: {body}"
    );
    assert!(
        body["code"].as_str().is_some_and(|c| !c.is_empty()),
        "an error names its exact reason: {body}"
    );
}

#[test]
fn password_guessing_is_slowed_after_five_failures() {
    let club = Club::new();
    let server = Server::start(&club, &[]);
    let guess = |password: &str| {
        let body = serde_json::json!({ "password": password }).to_string();
        request(server.port, "POST", "/api/admin/login", Some(&body), None).unwrap()
    };
    for attempt in 1..=5 {
        let response = guess(&format!("wrong-guess-{attempt}"));
        assert_eq!(response.status, 401, "{}", response.text());
        assert!(response.json()["message"].is_string());
    }
    let limited = guess("wrong-guess-6");
    assert_eq!(limited.status, 429, "{}", limited.text());
    let retry_after: u64 = limited
        .header("retry-after")
        .expect("a 429 says when to retry")
        .parse()
        .expect("Retry-After is a number of seconds");
    assert!(
        (60..=15 * 60).contains(&retry_after),
        "the wait spans the 15-minute window: {retry_after}"
    );
    assert!(limited.json()["message"].is_string());
    // While limited, even the right password is not tried: guessing cannot go on.
    let right = guess(harness::ADMIN_PASSWORD);
    assert_eq!(
        right.status,
        429,
        "the limit holds for every attempt: {}",
        right.text()
    );
}

#[test]
fn a_nine_megabyte_body_is_refused_with_413_and_a_json_error() {
    let club = Club::new();
    let server = Server::start(&club, &[]);
    let cookie = admin_cookie(server.port);
    let body = format!(r#"{{"name":"{}"}}"#, "a".repeat(9 * 1024 * 1024));
    let mut stream = TcpStream::connect(("127.0.0.1", server.port)).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let head = format!(
        "POST /api/players HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nCookie: {cookie}\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        server.port,
        body.len()
    );
    stream.write_all(head.as_bytes()).unwrap();
    // The server may answer before the body is sent and stop reading; send it from another
    // thread so that a refused write cannot hide the answer.
    let mut sender = stream.try_clone().unwrap();
    let sending = std::thread::spawn(move || {
        let _ = sender.write_all(body.as_bytes());
    });
    let response = read_response(&mut BufReader::new(stream), false).unwrap();
    assert_json_error(&response, 413, "payload_too_large");
    drop(sending);
    assert_eq!(
        request(server.port, "GET", "/api/health", None, None)
            .unwrap()
            .status,
        200
    );
}

/// Reads until the server closes the connection; returns how long that took, or None if it
/// was still open after `patience`.
fn time_until_closed(stream: &mut TcpStream, patience: Duration) -> Option<Duration> {
    let started = Instant::now();
    stream.set_read_timeout(Some(patience)).unwrap();
    let mut buf = [0u8; 1024];
    loop {
        match stream.read(&mut buf) {
            Ok(0) => return Some(started.elapsed()),
            Ok(_) => continue,
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) =>
            {
                return None;
            }
            Err(_) => return Some(started.elapsed()),
        }
    }
}

fn slow_client_server(club: &Club) -> Server {
    let timeout = HEADER_TIMEOUT_MS.to_string();
    Server::start(
        club,
        &[
            ("TOURNAMENT_HUB_HEADER_TIMEOUT_MS", &timeout),
            ("TOURNAMENT_HUB_REQUEST_TIMEOUT_MS", "1500"),
        ],
    )
}

#[test]
fn slow_loris_connections_are_closed_within_the_header_timeout() {
    let club = Club::new();
    let server = slow_client_server(&club);
    let limit = Duration::from_millis(HEADER_TIMEOUT_MS);

    // A head that stops halfway and never ends.
    let mut silent = TcpStream::connect(("127.0.0.1", server.port)).unwrap();
    silent
        .write_all(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        .unwrap();

    // A head trickled one byte every 100 ms: each byte is progress, yet the head never ends.
    let mut trickled = TcpStream::connect(("127.0.0.1", server.port)).unwrap();
    let mut trickler = trickled.try_clone().unwrap();
    std::thread::spawn(move || {
        for byte in b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa".iter() {
            if trickler.write_all(&[*byte]).is_err() {
                return;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    });

    // Meanwhile a well-behaved client is served at once.
    let started = Instant::now();
    let health = request(server.port, "GET", "/api/health", None, None).unwrap();
    assert_eq!(health.status, 200);
    assert!(started.elapsed() < Duration::from_millis(500));

    let patience = limit * 4;
    let silent_closed = time_until_closed(&mut silent, patience)
        .expect("a connection that never finishes its head is closed");
    assert!(silent_closed < limit * 3, "closed after {silent_closed:?}");
    let trickle_closed = time_until_closed(&mut trickled, patience)
        .expect("a trickled head is closed even though bytes keep coming");
    assert!(
        trickle_closed < limit * 3,
        "closed after {trickle_closed:?}"
    );
}

#[test]
fn an_idle_kept_alive_connection_is_closed_after_the_header_timeout() {
    let club = Club::new();
    let server = slow_client_server(&club);
    let mut connection = TcpStream::connect(("127.0.0.1", server.port)).unwrap();
    connection
        .write_all(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        .unwrap();
    let mut reader = BufReader::new(connection.try_clone().unwrap());
    let first = read_response(&mut reader, false).unwrap();
    assert_eq!(first.status, 200);
    assert_ne!(first.header("connection"), Some("close"), "kept alive");
    let closed = time_until_closed(&mut connection, Duration::from_secs(4))
        .expect("an idle connection is not kept forever");
    assert!(closed < Duration::from_millis(HEADER_TIMEOUT_MS * 3));
}

#[test]
fn a_body_trickled_past_the_request_timeout_is_cut_with_408() {
    let club = Club::new();
    let server = slow_client_server(&club);
    let mut stream = TcpStream::connect(("127.0.0.1", server.port)).unwrap();
    stream
        .write_all(
            b"POST /api/admin/login HTTP/1.1\r\nHost: 127.0.0.1\r\n\
              Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{\"password\":\"",
        )
        .unwrap();
    let mut trickler = stream.try_clone().unwrap();
    std::thread::spawn(move || {
        for _ in 0..150 {
            if trickler.write_all(b"x").is_err() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    });
    stream
        .set_read_timeout(Some(Duration::from_secs(6)))
        .unwrap();
    let started = Instant::now();
    let response = read_response(&mut BufReader::new(stream), false)
        .expect("the server answers before the body is complete");
    assert_json_error(&response, 408, "request_timeout");
    let waited = started.elapsed();
    assert!(
        waited >= Duration::from_millis(1200) && waited < Duration::from_secs(4),
        "cut after {waited:?}"
    );
}

/// A PNG of `width` x `height` black pixels: megapixels that compress to almost nothing.
fn black_png(width: u32, height: u32) -> Vec<u8> {
    let picture = image::GrayImage::new(width, height);
    let mut png = Vec::new();
    picture
        .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
        .unwrap();
    png
}

#[test]
fn fifty_megapixel_png_bombs_are_refused_without_a_memory_spike() {
    // One too wide for the side limit, one square and within it: only the pixel count stops
    // the second.
    let bombs = [(10_000, 5_000), (7_072, 7_072)].map(|(w, h)| {
        let png = black_png(w, h);
        assert!(png.len() < 1024 * 1024, "the bomb is small: {}", png.len());
        let data_url = format!(
            "data:image/png;base64,{}",
            base64::engine::general_purpose::STANDARD.encode(&png)
        );
        serde_json::json!({ "name": "Bomb", "avatar": data_url }).to_string()
    });
    let club = Club::new();
    let server = Server::start(&club, &[]);
    let cookie = admin_cookie(server.port);
    let mut connection = Connection::open(server.port, Duration::from_secs(20)).unwrap();
    for body in &bombs {
        let response = connection
            .send("POST", "/api/players", Some(body), Some(&cookie))
            .unwrap();
        assert_eq!(response.status, 422, "{}", response.text());
        let error = response.json();
        assert!(error["message"].is_string(), "{error}");
        assert!(error["fields"]["avatar"]["message"].is_string(), "{error}");
        assert_eq!(
            error["fields"]["avatar"]["code"], "avatar_too_many_pixels",
            "{error}"
        );
    }
    let players = connection
        .send("GET", "/api/players", None, Some(&cookie))
        .unwrap()
        .json();
    assert_eq!(
        players.as_array().map(Vec::len),
        Some(0),
        "nothing was stored: {players}"
    );
    let peak_mib = server.peak_rss_kib() / 1024;
    eprintln!("peak RSS after the bombs: {peak_mib} MiB");
    assert!(
        peak_mib < 64,
        "peak RSS {peak_mib} MiB: the bomb was decoded"
    );
}
