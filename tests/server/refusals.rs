//! The answers the connection loop gives by itself, outside the app's layers: 503 to a
//! client over its connection cap and 408 to a request that takes too long. They carry the
//! same security headers as every other answer (HSTS too behind a public HTTPS URL).

use crate::harness;

use std::io::{BufReader, Write};
use std::time::Duration;

use harness::{Club, Server, connect_from, read_response};

/// The headers every answer carries behind `https://club.example`.
const SECURITY_HEADERS: [(&str, &str); 6] = [
    ("x-content-type-options", "nosniff"),
    ("x-frame-options", "DENY"),
    ("referrer-policy", "same-origin"),
    ("cross-origin-opener-policy", "same-origin"),
    ("cross-origin-resource-policy", "same-origin"),
    ("strict-transport-security", "max-age=31536000"),
];

fn assert_security_headers(answer: &harness::Response) {
    for (name, value) in SECURITY_HEADERS {
        assert_eq!(
            answer.header(name),
            Some(value),
            "{} lacks {name}: {:?}",
            answer.status,
            answer.headers
        );
    }
    assert!(
        answer
            .header("content-security-policy")
            .is_some_and(|csp| csp.contains("frame-ancestors 'none'")),
        "{:?}",
        answer.headers
    );
    assert!(answer.header("permissions-policy").is_some());
}

#[test]
fn the_connection_loops_own_503_and_408_carry_the_security_headers() {
    let club = Club::new();
    let server = Server::start(
        &club,
        &[
            ("TOURNAMENT_HUB_PUBLIC_URL", "https://club.example"),
            ("TOURNAMENT_HUB_MAX_CONNECTIONS_PER_CLIENT", "1"),
            ("TOURNAMENT_HUB_REQUEST_TIMEOUT_MS", "800"),
        ],
    );
    let ask = |local: &str, raw: &[u8]| {
        let mut stream = connect_from(server.port, local, None).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(5)))
            .unwrap();
        let _ = stream.write_all(raw);
        let answer = read_response(&mut BufReader::new(stream.try_clone().unwrap()), false);
        (answer.unwrap(), stream)
    };
    let health = b"GET /api/health HTTP/1.1\r\nHost: club.example\r\n\r\n";
    // An ordinary answer, for comparison.
    let (ok, _) = ask("127.0.45.1", health);
    assert_eq!(ok.status, 200);
    assert_security_headers(&ok);

    // The address holds its one connection: the next is refused before it is read.
    let held = connect_from(server.port, "127.0.45.2", None).unwrap();
    std::thread::sleep(Duration::from_millis(300));
    let (busy, _) = ask("127.0.45.2", health);
    assert_eq!(busy.status, 503, "{}", busy.text());
    assert_eq!(busy.json()["code"], "too_many_connections");
    assert_security_headers(&busy);
    drop(held);

    // A body that never finishes arriving is cut.
    let (slow, _) = ask(
        "127.0.45.3",
        b"POST /api/admin/login HTTP/1.1\r\nHost: club.example\r\n\
          Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{\"password\":\"",
    );
    assert_eq!(slow.status, 408, "{}", slow.text());
    assert_eq!(slow.json()["code"], "request_timeout");
    assert_security_headers(&slow);
}
