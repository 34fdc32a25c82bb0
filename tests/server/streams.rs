//! Live-event streams (`GET /api/events`) against the real binary: streams held open from
//! many loopback addresses, or by one client behind a trusted proxy, cannot take the
//! connections everyone else needs; a stream over its budget gets 503 with `Retry-After`;
//! and a stream ends at its maximum age, after which a reconnection with `Last-Event-ID`
//! hears what it missed. The budgets here are configured small, so the tests take seconds;
//! `bench/streams.sh` measures the defaults with 4,096 streams.

use crate::harness;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use harness::{Club, Connection, Server, admin_cookie, connect_from};
use serde_json::Value;

/// The head of an answer (status and headers, names in lower case).
struct Head {
    status: u16,
    headers: Vec<(String, String)>,
}

impl Head {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

fn read_head(reader: &mut impl BufRead) -> std::io::Result<Head> {
    let mut line = String::new();
    if reader.read_line(&mut line)? == 0 {
        return Err(std::io::ErrorKind::UnexpectedEof.into());
    }
    let status = line
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("a status line");
    let mut headers = Vec::new();
    loop {
        line.clear();
        reader.read_line(&mut line)?;
        let trimmed = line.trim_end();
        if trimmed.is_empty() {
            return Ok(Head { status, headers });
        }
        let (name, value) = trimmed.split_once(':').expect("a header line");
        headers.push((name.trim().to_ascii_lowercase(), value.trim().to_string()));
    }
}

/// One message of a stream.
#[derive(Debug)]
struct Message {
    id: Option<i64>,
    event: String,
    data: Value,
}

/// An open stream, or the refusal a stream request got.
enum Opened {
    Stream(EventStream),
    Refused(Head, Value),
}

/// A stream being read, chunk by chunk, on its own connection.
struct EventStream {
    reader: BufReader<TcpStream>,
    writer: TcpStream,
    port: u16,
    buffer: String,
    ended: bool,
}

/// Sends `GET /api/events` on `stream` with `headers` and reads the answer's head: a 200
/// stays open to be read, anything else is read whole.
fn ask_for_stream(stream: TcpStream, port: u16, headers: &[(&str, &str)]) -> Opened {
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let writer = stream.try_clone().unwrap();
    let mut events = EventStream {
        reader: BufReader::new(stream),
        writer,
        port,
        buffer: String::new(),
        ended: false,
    };
    events.request(headers);
    let head = read_head(&mut events.reader).expect("an answer to the stream request");
    if head.status == 200 {
        return Opened::Stream(events);
    }
    let length: usize = head
        .header("content-length")
        .expect("a refusal has a length")
        .parse()
        .unwrap();
    let mut body = vec![0; length];
    events.reader.read_exact(&mut body).unwrap();
    Opened::Refused(head, serde_json::from_slice(&body).unwrap())
}

impl EventStream {
    fn request(&mut self, headers: &[(&str, &str)]) {
        let mut head = format!(
            "GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nAccept: text/event-stream\r\n",
            self.port
        );
        for (name, value) in headers {
            head.push_str(&format!("{name}: {value}\r\n"));
        }
        head.push_str("\r\n");
        self.writer.write_all(head.as_bytes()).unwrap();
    }

    /// Asks again on the same connection (what a browser does once a stream ended).
    fn reconnect(&mut self, headers: &[(&str, &str)]) -> Head {
        assert!(self.ended, "the previous stream is over");
        self.request(headers);
        self.ended = false;
        self.buffer.clear();
        read_head(&mut self.reader).expect("an answer on the kept-alive connection")
    }

    /// The next message, skipping `:` comments; `None` once the stream has ended (its last
    /// chunk came, and the connection is free for the next request).
    fn next(&mut self) -> Option<Message> {
        loop {
            if let Some(end) = self.buffer.find("\n\n") {
                let block: String = self.buffer.drain(..end + 2).collect();
                let mut message = Message {
                    id: None,
                    event: String::new(),
                    data: Value::Null,
                };
                for line in block.lines() {
                    if let Some(id) = line.strip_prefix("id: ") {
                        message.id = Some(id.parse().unwrap());
                    } else if let Some(event) = line.strip_prefix("event: ") {
                        message.event = event.into();
                    } else if let Some(data) = line.strip_prefix("data: ") {
                        message.data = serde_json::from_str(data).unwrap();
                    }
                }
                if message.event.is_empty() {
                    continue;
                }
                return Some(message);
            }
            if self.ended {
                return None;
            }
            let mut size = String::new();
            self.reader
                .read_line(&mut size)
                .expect("the stream goes on or ends");
            let size = usize::from_str_radix(size.trim(), 16).expect("a chunk size");
            let mut chunk = vec![0; size + 2];
            self.reader.read_exact(&mut chunk).unwrap();
            assert!(chunk.ends_with(b"\r\n"), "a whole chunk");
            if size == 0 {
                self.ended = true;
            }
            self.buffer
                .push_str(std::str::from_utf8(&chunk[..size]).unwrap());
        }
    }
}

/// `/api/health` from `local` (through the proxy when `forwarded` is given), and how long
/// it took.
fn timed_health(port: u16, local: &str, forwarded: Option<&str>) -> (u16, Duration) {
    let started = Instant::now();
    let mut connection = Connection::open_from(port, local, Duration::from_secs(10)).unwrap();
    let forwarded: Vec<(&str, &str)> = forwarded
        .map(|f| ("X-Forwarded-For", f))
        .into_iter()
        .collect();
    let answer = connection
        .send_with("GET", "/api/health", None, &forwarded)
        .expect("health answers");
    (answer.status, started.elapsed())
}

/// Checks a stream refusal: 503, `too_many_streams`, `Retry-After`, the security headers,
/// and the connection closed after it.
fn assert_refused(head: &Head, body: &Value) {
    assert_eq!(head.status, 503, "{body}");
    assert_eq!(body["error"], "service_unavailable", "{body}");
    assert_eq!(body["code"], "too_many_streams", "{body}");
    assert!(body["message"].as_str().is_some_and(|m| !m.is_empty()));
    let retry: u64 = head
        .header("retry-after")
        .expect("a refusal says when to retry")
        .parse()
        .unwrap();
    assert!(retry >= 1);
    assert_eq!(head.header("connection"), Some("close"));
    assert!(
        head.header("content-security-policy").is_some()
            && head.header("x-content-type-options") == Some("nosniff"),
        "the refusal carries the security headers: {:?}",
        head.headers
    );
}

#[test]
fn idle_streams_from_many_addresses_leave_room_for_every_other_request() {
    let club = Club::new();
    // 16 addresses each ask for 8 streams: 128, more than the 96 connections there are.
    let server = Server::start(
        &club,
        &[
            ("TOURNAMENT_HUB_MAX_CONNECTIONS", "96"),
            ("TOURNAMENT_HUB_MAX_EVENT_STREAMS", "48"),
        ],
    );
    let mut open = Vec::new();
    let mut refused = 0;
    for i in 0..128 {
        let local = format!("127.0.40.{}", 1 + i % 16);
        let socket = connect_from(server.port, &local, None).unwrap();
        match ask_for_stream(socket, server.port, &[]) {
            Opened::Stream(mut stream) => {
                assert_eq!(stream.next().unwrap().event, "hello");
                open.push(stream);
            }
            Opened::Refused(head, body) => {
                assert_refused(&head, &body);
                refused += 1;
            }
        }
    }
    assert_eq!(open.len(), 48, "the budget in total");
    assert_eq!(refused, 80);
    // Reads are still answered at once, from a new address and from a streaming one.
    for local in ["127.0.41.1", "127.0.40.1"] {
        let (status, took) = timed_health(server.port, local, None);
        assert_eq!(status, 200);
        assert!(took < Duration::from_secs(1), "{local}: {took:?}");
    }
    // A stream that closes gives its place back.
    drop(open.pop());
    std::thread::sleep(Duration::from_millis(300));
    let socket = connect_from(server.port, "127.0.41.2", None).unwrap();
    assert!(matches!(
        ask_for_stream(socket, server.port, &[]),
        Opened::Stream(_)
    ));
}

#[test]
fn behind_a_trusted_proxy_the_stream_budget_counts_the_forwarded_client() {
    let club = Club::new();
    // The proxy is exempt from the per-client connection cap; its one client asks for more
    // streams than the server has connections.
    let server = Server::start(
        &club,
        &[
            ("TOURNAMENT_HUB_TRUSTED_PROXIES", "127.0.42.1/32"),
            ("TOURNAMENT_HUB_MAX_CONNECTIONS", "48"),
            ("TOURNAMENT_HUB_MAX_EVENT_STREAMS_PER_CLIENT", "8"),
        ],
    );
    let through_proxy = |client: &str| {
        let socket = connect_from(server.port, "127.0.42.1", None).unwrap();
        ask_for_stream(socket, server.port, &[("X-Forwarded-For", client)])
    };
    let mut open = Vec::new();
    let mut refused = 0;
    for _ in 0..60 {
        match through_proxy("198.51.100.7") {
            Opened::Stream(stream) => open.push(stream),
            Opened::Refused(head, body) => {
                assert_refused(&head, &body);
                assert!(
                    body["message"].as_str().unwrap().contains("your address"),
                    "{body}"
                );
                refused += 1;
            }
        }
    }
    assert_eq!(open.len(), 8, "the client's budget");
    assert_eq!(refused, 52);
    // Everyone else is served at once: through the proxy and directly.
    let (status, took) = timed_health(server.port, "127.0.42.1", Some("198.51.100.8"));
    assert_eq!(status, 200);
    assert!(took < Duration::from_secs(1), "{took:?}");
    let (status, took) = timed_health(server.port, "127.0.43.1", None);
    assert_eq!(status, 200);
    assert!(took < Duration::from_secs(1), "{took:?}");
    // Another client behind the same proxy has a budget of its own.
    assert!(matches!(through_proxy("198.51.100.8"), Opened::Stream(_)));
    // An IPv6 client is counted by its /64: rotating addresses inside it gains nothing.
    let mut rotating = Vec::new();
    for i in 1..=8 {
        let address = format!("2001:db8:7:9::{i:x}");
        match through_proxy(&address) {
            Opened::Stream(stream) => rotating.push(stream),
            Opened::Refused(_, body) => panic!("{address}: {body}"),
        }
    }
    match through_proxy("2001:db8:7:9:ffff::1") {
        Opened::Refused(head, body) => assert_refused(&head, &body),
        Opened::Stream(_) => panic!("a ninth stream from the same /64 was accepted"),
    }
    assert!(matches!(
        through_proxy("2001:db8:7:a::1"),
        Opened::Stream(_)
    ));
    drop(rotating);
}

/// Adds a player through the admin API; returns the id.
fn add_player(port: u16, cookie: &str, name: &str) -> i64 {
    let body = serde_json::json!({ "name": name }).to_string();
    let answer = harness::request(port, "POST", "/api/players", Some(&body), Some(cookie)).unwrap();
    assert_eq!(answer.status, 201, "{}", answer.text());
    answer.json()["id"].as_i64().unwrap()
}

#[test]
fn a_stream_ends_at_its_max_age_and_a_reconnection_hears_what_it_missed() {
    let club = Club::new();
    let server = Server::start(&club, &[("TOURNAMENT_HUB_EVENT_STREAM_MAX_AGE", "2")]);
    let cookie = admin_cookie(server.port);
    let socket = connect_from(server.port, "127.0.44.1", None).unwrap();
    let opened = Instant::now();
    let Opened::Stream(mut stream) = ask_for_stream(socket, server.port, &[]) else {
        panic!("the stream was refused");
    };
    let hello = stream.next().unwrap();
    assert_eq!(hello.event, "hello");
    let start = hello.id.expect("a fresh client's hello has an id");

    let heard = add_player(server.port, &cookie, "Ana Heard");
    let change = stream.next().unwrap();
    assert_eq!(change.event, "change");
    assert_eq!(change.id, Some(start + 1));
    assert_eq!(change.data["playerIds"][0], heard);

    // The stream ends by itself, with a complete last chunk...
    let end = stream.next();
    assert!(
        end.is_none(),
        "nothing else was expected before the end: {end:?}"
    );
    let lived = opened.elapsed();
    assert!(
        lived >= Duration::from_millis(1700) && lived < Duration::from_secs(5),
        "the stream lived {lived:?}"
    );
    // ...and meanwhile the club goes on.
    let missed = add_player(server.port, &cookie, "Bea Missed");

    // The browser comes back on the same connection with the last id it heard.
    let last = change.id.unwrap().to_string();
    let head = stream.reconnect(&[("Last-Event-ID", &last)]);
    assert_eq!(head.status, 200);
    let hello = stream.next().unwrap();
    assert_eq!(hello.event, "hello");
    assert_eq!(hello.id, None, "a catching-up client keeps its own last id");
    let replayed = stream.next().unwrap();
    assert_eq!(replayed.event, "change");
    assert_eq!(replayed.id, Some(start + 2));
    assert_eq!(replayed.data["kind"], "player_added");
    assert_eq!(replayed.data["playerIds"][0], missed);
}

/// The hello of a fresh stream: the public revision now.
fn public_revision(port: u16) -> i64 {
    let socket = connect_from(port, "127.0.46.1", None).unwrap();
    let Opened::Stream(mut stream) = ask_for_stream(socket, port, &[]) else {
        panic!("the stream was refused");
    };
    let hello = stream.next().unwrap();
    assert_eq!(hello.event, "hello");
    hello.data["revision"].as_i64().unwrap()
}

#[test]
fn a_restart_keeps_the_ids_so_a_page_that_comes_back_need_not_refetch() {
    let club = Club::new();
    let server = Server::start(&club, &[]);
    let port = server.port;
    let cookie = admin_cookie(port);
    add_player(port, &cookie, "Ana Before");
    let last = public_revision(port);
    // A private write after the last public one moves no public id.
    let invitation =
        harness::request(port, "POST", "/api/invitations", None, Some(&cookie)).unwrap();
    assert_eq!(invitation.status, 201, "{}", invitation.text());
    assert_eq!(public_revision(port), last);
    server.stop();

    let server = Server::start_on(&club, port, &[]);
    assert_eq!(public_revision(port), last, "a clean stop is resumed");
    let socket = connect_from(port, "127.0.46.2", None).unwrap();
    let last_heard = last.to_string();
    let Opened::Stream(mut back) = ask_for_stream(socket, port, &[("Last-Event-ID", &last_heard)])
    else {
        panic!("the stream was refused");
    };
    assert_eq!(back.next().unwrap().event, "hello");
    let cookie = admin_cookie(port);
    add_player(port, &cookie, "Bea After");
    let next = back.next().unwrap();
    assert_eq!(next.event, "change", "up to date: no refetch first");
    assert_eq!(next.id, Some(last + 1));

    // A crash saves nothing: the ids go on from the stored revision, above every id sent.
    server.kill9();
    let _server = Server::start_on(&club, port, &[]);
    let after_crash = public_revision(port);
    assert!(
        after_crash > last,
        "ids never go back: {after_crash} after {}",
        last + 1
    );
}

#[test]
fn a_stream_budget_at_the_connection_cap_is_refused_at_start() {
    let club = Club::new();
    for (flags, says) in [
        (["--max-event-streams", "4096"], "below --max-connections"),
        (["--max-event-streams", "0"], "below --max-connections"),
        (["--event-stream-max-age", "0"], "at least 1"),
    ] {
        let output = std::process::Command::new(harness::BIN)
            .args(["serve", "--addr", "127.0.0.1:0", "--db"])
            .arg(&club.db)
            .args(flags)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "{flags:?} was accepted");
        assert!(stderr.contains(says), "{flags:?}: {stderr}");
    }
}
