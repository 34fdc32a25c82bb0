//! Attacks from the open internet against the real binary, with clients on many loopback
//! addresses (127.0.x.y) as many clients would be: concurrent password guessing from one
//! address and from many, address rotation, connection hoarding, clients that stop reading, junk cookies and random query
//! strings. Each runs a short form by default; `TOURNAMENT_HUB_ABUSE_LONG=1` runs it at
//! the scale of a real attack (more clients, more requests, longer floods).

use crate::harness;

use std::io::{BufReader, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use harness::{Club, Connection, Server, connect_from, read_response};

/// The short form's scale, or the long form's with `TOURNAMENT_HUB_ABUSE_LONG=1`.
fn scale(short: usize, long: usize) -> usize {
    if std::env::var_os("TOURNAMENT_HUB_ABUSE_LONG").is_some() {
        long
    } else {
        short
    }
}

fn login_from(port: u16, local: &str, password: &str) -> harness::Response {
    let body = serde_json::json!({ "password": password }).to_string();
    Connection::open_from(port, local, Duration::from_secs(30))
        .unwrap()
        .send("POST", "/api/admin/login", Some(&body), None)
        .unwrap()
}

/// Sends `guesses` wrong admin passwords at once, each on its own connection from the
/// address `local(i)`; returns the statuses.
fn guess_at_once(port: u16, guesses: usize, local: impl Fn(usize) -> String) -> Vec<u16> {
    let threads: Vec<_> = (0..guesses)
        .map(|i| {
            let local = local(i);
            std::thread::spawn(move || login_from(port, &local, &format!("wrong-{i}")).status)
        })
        .collect();
    threads.into_iter().map(|t| t.join().unwrap()).collect()
}

#[test]
fn concurrent_guesses_from_one_address_get_five_checks() {
    let club = Club::new();
    let server = Server::start(&club, &[]);
    let guesses = scale(60, 400);
    let statuses = guess_at_once(server.port, guesses, |_| "127.0.7.7".into());
    let checked = statuses.iter().filter(|s| **s == 401).count();
    let limited = statuses.iter().filter(|s| **s == 429).count();
    assert_eq!(checked, 5, "{statuses:?}");
    assert_eq!(limited, guesses - 5, "{statuses:?}");
}

#[test]
fn failures_from_many_addresses_spend_the_club_budget_but_a_known_device_gets_in() {
    let club = Club::new();
    let server = Server::start(&club, &[]);
    // The admin signed in on this browser before the attack: it is a known device.
    let before = login_from(server.port, "127.0.98.1", harness::ADMIN_PASSWORD);
    assert_eq!(before.status, 200, "{}", before.text());
    let device = before
        .cookie("th_device")
        .expect("a sign-in marks the device");
    let addresses = scale(12, 60);
    // Every address spends its whole budget at once, each in an IPv4 /24 of its own.
    let statuses = guess_at_once(server.port, addresses * 5, |i| {
        format!("127.0.{}.1", 20 + i / 5)
    });
    let checked = statuses.iter().filter(|s| **s == 401).count();
    let refused = statuses.iter().filter(|s| **s == 429).count();
    assert_eq!(checked, 60, "the club's 60 failures an hour: {statuses:?}");
    assert_eq!(refused, addresses * 5 - 60, "{statuses:?}");
    // The club's budget is spent: even the right password from a new browser waits...
    let newcomer = login_from(server.port, "127.0.99.1", harness::ADMIN_PASSWORD);
    assert_eq!(newcomer.status, 429, "{}", newcomer.text());
    assert_eq!(newcomer.json()["code"], "password_checks_paused");
    let wait: u64 = newcomer.header("retry-after").unwrap().parse().unwrap();
    assert!((1..=60).contains(&wait), "{wait}");
    // ...but the known device gets in with it, from wherever it is.
    let body = serde_json::json!({ "password": harness::ADMIN_PASSWORD }).to_string();
    let member = Connection::open_from(server.port, "127.0.99.2", Duration::from_secs(30))
        .unwrap()
        .send("POST", "/api/admin/login", Some(&body), Some(&device))
        .unwrap();
    assert_eq!(member.status, 200, "{}", member.text());
    assert!(member.cookie("th_admin").is_some());
}

/// Sets the league password of `club` through the CLI, as an operator does.
fn set_league_password(club: &Club, password: &str) {
    let mut set = std::process::Command::new(harness::BIN)
        .args(["league-password", "--password-stdin", "--db"])
        .arg(&club.db)
        .env("RUST_LOG", "warn")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    writeln!(set.stdin.take().unwrap(), "{password}").unwrap();
    assert!(set.wait().unwrap().success(), "league-password failed");
}

#[test]
fn the_operator_sets_the_club_wide_budgets() {
    let club = Club::new();
    let league_password = "league-of-the-test-1";
    set_league_password(&club, league_password);
    let server = Server::start(
        &club,
        &[
            ("TOURNAMENT_HUB_LEAGUE_DAILY_CREATIONS", "2"),
            ("TOURNAMENT_HUB_PASSWORD_FAILURES_PER_HOUR", "3"),
        ],
    );
    let admin = harness::admin_cookie(server.port);
    let ids = harness::add_players(server.port, &admin, "Member", 3);
    // Today in the club (UTC-6): a date any league rule accepts.
    let today = (chrono::Utc::now() - chrono::Duration::hours(6)).date_naive();
    // Each is another pair: two players have one pending match at a time.
    let match_body = |(a, b): (usize, usize)| {
        serde_json::json!({ "player1Id": ids[a], "player2Id": ids[b], "date": today.to_string() })
            .to_string()
    };
    let unlock_body = serde_json::json!({ "password": league_password }).to_string();
    // Two members on two networks create a match each: the club's two for the day.
    let mut answers = Vec::new();
    for (member, pair) in [
        ("127.0.30.1", (0, 1)),
        ("127.0.31.1", (0, 2)),
        ("127.0.32.1", (1, 2)),
    ] {
        let mut connection =
            Connection::open_from(server.port, member, Duration::from_secs(30)).unwrap();
        let unlocked = connection
            .send("POST", "/api/league/unlock", Some(&unlock_body), None)
            .unwrap();
        assert_eq!(unlocked.status, 200, "{}", unlocked.text());
        let cookie = unlocked.cookie("th_league").unwrap();
        answers.push(
            connection
                .send(
                    "POST",
                    "/api/league/matches",
                    Some(&match_body(pair)),
                    Some(&cookie),
                )
                .unwrap(),
        );
    }
    assert_eq!(answers[0].status, 201, "{}", answers[0].text());
    assert_eq!(answers[1].status, 201, "{}", answers[1].text());
    assert_eq!(answers[2].status, 429, "{}", answers[2].text());
    assert_eq!(answers[2].json()["code"], "league_club_daily_limit");
    assert!(answers[2].header("retry-after").is_some());
    // Three failures club-wide, from three networks, and the next check waits.
    let statuses: Vec<u16> = ["127.0.40.1", "127.0.41.1", "127.0.42.1", "127.0.43.1"]
        .iter()
        .map(|local| login_from(server.port, local, "wrong-guess").status)
        .collect();
    assert_eq!(statuses, [401, 401, 401, 429]);
}

#[test]
fn behind_a_trusted_proxy_the_forwarded_client_is_limited_not_the_proxy() {
    let club = Club::new();
    let server = Server::start(&club, &[("TOURNAMENT_HUB_TRUSTED_PROXIES", "127.0.8.1/32")]);
    let through_proxy = |client: &str, password: &str| {
        let body = serde_json::json!({ "password": password }).to_string();
        Connection::open_from(server.port, "127.0.8.1", Duration::from_secs(30))
            .unwrap()
            .send_with(
                "POST",
                "/api/admin/login",
                Some(&body),
                &[("X-Forwarded-For", client)],
            )
            .unwrap()
    };
    for i in 0..5 {
        assert_eq!(through_proxy("198.51.100.1", &format!("w{i}")).status, 401);
    }
    assert_eq!(through_proxy("198.51.100.1", "w6").status, 429);
    let other = through_proxy("198.51.100.2", harness::ADMIN_PASSWORD);
    assert_eq!(other.status, 200, "{}", other.text());
    // The header from a peer that is no trusted proxy changes nothing.
    let spoofer = |forwarded: &str| {
        let body = serde_json::json!({ "password": "spoof" }).to_string();
        Connection::open_from(server.port, "127.0.8.2", Duration::from_secs(30))
            .unwrap()
            .send_with(
                "POST",
                "/api/admin/login",
                Some(&body),
                &[("X-Forwarded-For", forwarded)],
            )
            .unwrap()
            .status
    };
    let statuses: Vec<u16> = (0..6).map(|i| spoofer(&format!("10.0.0.{i}"))).collect();
    assert_eq!(statuses, [401, 401, 401, 401, 401, 429]);
}

/// Opens `n` idle connections from `local` and waits until the server has accepted them.
fn hoard(port: u16, local: &str, n: usize) -> Vec<std::net::TcpStream> {
    let held: Vec<_> = (0..n)
        .map(|_| connect_from(port, local, None).unwrap())
        .collect();
    // The server counts a connection when it accepts it; give the loop a moment.
    std::thread::sleep(Duration::from_millis(300));
    held
}

fn health_from(port: u16, local: &str) -> harness::Response {
    Connection::open_from(port, local, Duration::from_secs(10))
        .unwrap()
        .send("GET", "/api/health", None, None)
        .unwrap()
}

#[test]
fn one_address_cannot_hold_every_connection() {
    let club = Club::new();
    let cap = scale(16, 256);
    let cap_text = cap.to_string();
    let server = Server::start(
        &club,
        &[
            ("TOURNAMENT_HUB_MAX_CONNECTIONS_PER_CLIENT", &cap_text),
            ("TOURNAMENT_HUB_TRUSTED_PROXIES", "127.0.9.9/32"),
        ],
    );
    let mut held = hoard(server.port, "127.0.9.1", cap);
    let refused = health_from(server.port, "127.0.9.1");
    assert_eq!(refused.status, 503, "{}", refused.text());
    assert_eq!(refused.json()["code"], "too_many_connections");
    assert!(refused.header("retry-after").is_some());
    // Everyone else is served as usual.
    for other in ["127.0.9.2", "127.0.10.1"] {
        assert_eq!(health_from(server.port, other).status, 200);
    }
    // A trusted proxy speaks for many clients: no cap.
    let _proxied = hoard(server.port, "127.0.9.9", cap + 4);
    assert_eq!(health_from(server.port, "127.0.9.9").status, 200);
    // Closing one gives its place back.
    held.pop();
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(health_from(server.port, "127.0.9.1").status, 200);
}

#[test]
fn a_client_that_stops_reading_is_cut() {
    let club = Club::new();
    let server = Server::start(
        &club,
        &[
            ("TOURNAMENT_HUB_MAX_CONNECTIONS_PER_CLIENT", "1"),
            ("TOURNAMENT_HUB_WRITE_STALL_MS", "700"),
        ],
    );
    // Pipeline far more answer than any socket buffer holds, then never read.
    let mut stalled = connect_from(server.port, "127.0.11.1", Some(4096)).unwrap();
    let one = format!(
        "GET /api/openapi.json HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nAccept-Encoding: identity\r\n\r\n",
        server.port
    );
    let pipelined = one.repeat(scale(400, 2000));
    stalled
        .set_write_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    let _ = stalled.write_all(pipelined.as_bytes());
    // While it holds its only slot, the address is refused...
    assert_eq!(health_from(server.port, "127.0.11.1").status, 503);
    // ...until the server gives up on it, well before any request timeout.
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        let answer = health_from(server.port, "127.0.11.1");
        if answer.status == 200 {
            break;
        }
        assert_eq!(answer.status, 503);
        assert!(
            Instant::now() < deadline,
            "the stalled connection was never cut"
        );
        std::thread::sleep(Duration::from_millis(200));
    }
    drop(stalled);
}

#[test]
fn junk_cookies_and_random_query_strings_never_reach_the_computation() {
    let club = Club::new();
    let server = Server::start(&club, &[]);
    let port = server.port;
    let stop = Arc::new(AtomicBool::new(false));
    let served = Arc::new(AtomicUsize::new(0));
    let flooders: Vec<_> = (0..scale(16, 64))
        .map(|i| {
            let (stop, served) = (stop.clone(), served.clone());
            std::thread::spawn(move || {
                let local = format!("127.0.12.{}", 1 + i);
                let mut connection =
                    Connection::open_from(port, &local, Duration::from_secs(10)).unwrap();
                let mut n = 0u64;
                while !stop.load(Ordering::Relaxed) {
                    n += 1;
                    let answer = if i % 2 == 0 {
                        let cookie = format!("th_admin=junk{i}x{n}; th_league=junk{n}");
                        let answer = connection
                            .send("GET", "/api/rankings", None, Some(&cookie))
                            .unwrap();
                        assert_eq!(answer.status, 200);
                        if n > 1 {
                            assert_eq!(
                                answer.header("x-cache"),
                                Some("hit"),
                                "a junk cookie is served the kept public answer"
                            );
                        }
                        answer
                    } else {
                        let answer = connection
                            .send("GET", &format!("/api/rankings?n={i}x{n}"), None, None)
                            .unwrap();
                        assert_eq!(answer.status, 400, "{}", answer.text());
                        assert_eq!(answer.json()["code"], "unknown_parameter");
                        answer
                    };
                    drop(answer);
                    served.fetch_add(1, Ordering::Relaxed);
                }
            })
        })
        .collect();
    std::thread::sleep(Duration::from_millis(scale(1500, 20_000) as u64));
    // A visitor who behaves is still served during the flood.
    let mut visitor = Connection::open_from(port, "127.0.13.1", Duration::from_secs(5)).unwrap();
    for path in ["/api/health", "/api/rankings", "/api/tournaments"] {
        assert_eq!(visitor.send("GET", path, None, None).unwrap().status, 200);
    }
    stop.store(true, Ordering::Relaxed);
    for flooder in flooders {
        flooder.join().unwrap();
    }
    assert!(served.load(Ordering::Relaxed) > 100);
}

/// The free refusals of a client, and the longest wait (`src/http/limiter.rs`).
const FREE_REFUSALS: usize = 50;
const MAX_REFUSAL_WAIT: Duration = Duration::from_secs(2);

#[test]
fn a_client_that_keeps_sending_refused_reads_is_answered_slowly_and_nobody_else_is() {
    let club = Club::new();
    let server = Server::start(&club, &[]);
    let port = server.port;
    // Twice the refusals it takes to reach the longest wait, all at once from one address
    // (under its 256 connections): half of them junk cookies, half unknown parameters.
    let flood = 2 * (FREE_REFUSALS + 40);
    let started = Instant::now();
    let threads: Vec<_> = (0..flood)
        .map(|i| {
            std::thread::spawn(move || {
                let mut connection =
                    Connection::open_from(port, "127.0.16.1", Duration::from_secs(30)).unwrap();
                let sent = Instant::now();
                let answer = if i % 2 == 0 {
                    let cookie = format!("th_admin=junk{i}");
                    connection.send("GET", "/api/rankings", None, Some(&cookie))
                } else {
                    connection.send("GET", &format!("/api/rankings?junk={i}"), None, None)
                }
                .unwrap();
                // The answer is the same as ever, only later.
                if i % 2 == 0 {
                    assert_eq!(answer.status, 200);
                } else {
                    assert_eq!(answer.status, 400);
                    assert_eq!(answer.json()["code"], "unknown_parameter");
                }
                sent.elapsed()
            })
        })
        .collect();
    // While the flood waits, the same address asking properly and another address are
    // answered without the wait.
    std::thread::sleep(Duration::from_millis(300));
    for local in ["127.0.16.1", "127.0.16.2"] {
        let mut visitor = Connection::open_from(port, local, Duration::from_secs(10)).unwrap();
        let sent = Instant::now();
        assert_eq!(
            visitor
                .send("GET", "/api/rankings", None, None)
                .unwrap()
                .status,
            200
        );
        assert!(
            sent.elapsed() < MAX_REFUSAL_WAIT,
            "a proper request from {local} waited {:?}",
            sent.elapsed()
        );
    }
    let waits: Vec<Duration> = threads.into_iter().map(|t| t.join().unwrap()).collect();
    // Past the free ones, each refusal waits 50 ms more: from the 91st on, the longest wait.
    let longest = waits.iter().filter(|w| **w >= MAX_REFUSAL_WAIT).count();
    assert!(
        longest >= flood - FREE_REFUSALS - 40,
        "{longest} of {flood} refusals waited {MAX_REFUSAL_WAIT:?}: {waits:?}"
    );
    // Once its refusals leave the window, the client is forgiven.
    if started.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_secs(10) - started.elapsed());
    }
    std::thread::sleep(Duration::from_millis(500));
    let mut again = Connection::open_from(port, "127.0.16.1", Duration::from_secs(10)).unwrap();
    let sent = Instant::now();
    let answer = again
        .send("GET", "/api/rankings?junk=late", None, None)
        .unwrap();
    assert_eq!(answer.status, 400);
    assert!(
        sent.elapsed() < MAX_REFUSAL_WAIT,
        "still slowed after the window"
    );
}

#[test]
fn the_refusal_of_a_busy_client_is_a_complete_http_answer() {
    // The 503 is written before the client's request is read: a client must still be able
    // to parse it as an HTTP answer.
    let club = Club::new();
    let server = Server::start(&club, &[("TOURNAMENT_HUB_MAX_CONNECTIONS_PER_CLIENT", "1")]);
    let _held = hoard(server.port, "127.0.14.1", 1);
    let mut stream = connect_from(server.port, "127.0.14.1", None).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    let _ = stream.write_all(b"GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n");
    let answer = read_response(&mut BufReader::new(stream), false).unwrap();
    assert_eq!(answer.status, 503);
    assert_eq!(answer.header("connection"), Some("close"));
    assert_eq!(answer.json()["error"], "service_unavailable");
}
