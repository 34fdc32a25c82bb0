//! Load with faults: many kept-alive clients mix reads, writes and bad requests against the
//! real binary while online backups run and slow-loris clients hold connections. It passes
//! with no 5xx, no "database is locked", no request slower than 1 s, and every answer the
//! one its request deserves (2xx for good requests, 4xx for bad ones).
//!
//! The default run is short (16 connections, 8 s). `LOAD_CONNECTIONS=64 LOAD_SECONDS=60`
//! gives the long form (bench/load.sh).

use crate::harness;

use std::collections::HashSet;
use std::process::Command;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use harness::writes;
use harness::{BIN, Club, Connection, Server, add_players, admin_cookie};
use rand::Rng;

mod mix;
mod tally;
use mix::{Kind, Outcome};
use tally::Tally;

/// The slowest answer allowed.
const SLOWEST: Duration = Duration::from_secs(1);

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Tournament matches waiting for a result, shared by every client so that none is
/// recorded twice.
#[derive(Default)]
struct Draws {
    current: Option<i64>,
    queue: Vec<[i64; 3]>,
    taken: HashSet<i64>,
    cups: usize,
}

/// What the clients load: the server, the admin's cookie and the club's ids.
struct Target {
    port: u16,
    cookie: String,
    players: Vec<i64>,
    tournament: i64,
    league_match: i64,
    draws: Mutex<Draws>,
}

#[test]
fn mixed_load_with_faults_has_no_5xx_no_lock_errors_and_no_slow_answer() {
    let connections = env_number("LOAD_CONNECTIONS", 16) as usize;
    let seconds = env_number("LOAD_SECONDS", 8);
    let club = Club::new();
    let server = Server::start(&club, &[]);
    let port = server.port;
    let cookie = admin_cookie(port);
    let players = add_players(port, &cookie, "Member", 40);
    let mut setup = Connection::open(port, Duration::from_secs(10)).unwrap();
    mix::add_avatars(&mut setup, &cookie, &players[..8]);
    let (tournament, _) = writes::start_tournament(&mut setup, &cookie, "Open", &players[..16])
        .unwrap()
        .expect("a tournament starts");
    let first = writes::new_league_match(&mut rand::rng(), &players);
    let league_match = setup
        .send("POST", "/api/league/matches", Some(&first), Some(&cookie))
        .unwrap()
        .json()["id"]
        .as_i64()
        .unwrap();
    let shared = Arc::new(Target {
        port,
        cookie,
        players,
        tournament,
        league_match,
        draws: Mutex::new(Draws::default()),
    });

    let stop = Arc::new(AtomicBool::new(false));
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let clients: Vec<_> = (0..connections)
        .map(|_| {
            let shared = shared.clone();
            std::thread::spawn(move || client(&shared, deadline))
        })
        .collect();
    let backups = {
        let (db, dir, stop) = (club.db.clone(), club.file("backups"), stop.clone());
        std::thread::spawn(move || online_backups(&db, &dir, &stop))
    };
    let loris = {
        let stop = stop.clone();
        std::thread::spawn(move || slow_loris(port, &stop))
    };
    let mut tally = Tally::default();
    for handle in clients {
        tally.merge(handle.join().unwrap());
    }
    stop.store(true, Ordering::Relaxed);
    let (backups_done, backup_failures) = backups.join().unwrap();
    let loris_opened = loris.join().unwrap();

    let log = server.log_text();
    let locked_in_log = log.matches("database is locked").count();
    let peak_mib = server.peak_rss_kib() / 1024;
    println!(
        "{}",
        tally.report(connections, seconds, SLOWEST, locked_in_log)
    );
    println!(
        "online backups during the load: {backups_done} ({} failed); slow-loris connections: \
         {loris_opened}; server peak RSS {peak_mib} MiB",
        backup_failures.len()
    );
    assert_eq!(tally.server_errors, 0, "5xx answers: {:?}", tally.examples);
    assert_eq!(tally.locked + locked_in_log, 0, "database is locked");
    assert!(
        tally.unexpected.is_empty(),
        "answers that do not fit their request: {:#?}",
        &tally.unexpected[..tally.unexpected.len().min(10)]
    );
    assert_eq!(
        tally.broken, 0,
        "requests without an answer: {:?}",
        tally.examples
    );
    assert!(
        tally.slowest.0 < SLOWEST,
        "slowest answer {:?}: {}",
        tally.slowest.0,
        tally.slowest.1
    );
    assert!(backup_failures.is_empty(), "{backup_failures:?}");
    assert!(backups_done >= 1 && loris_opened >= 1);
    assert!(
        tally.count(Kind::Write) >= connections && tally.count(Kind::Read) >= connections * 10,
        "the load was too light to prove anything"
    );
}

/// One client: a kept-alive connection, requests back to back until the deadline.
fn client(club: &Target, deadline: Instant) -> Tally {
    let mut rng = rand::rng();
    let mut tally = Tally::default();
    let mut conn = Connection::open(club.port, Duration::from_secs(10)).unwrap();
    let mut to_score: Option<i64> = None;
    while Instant::now() < deadline {
        let roll = rng.random_range(0..100);
        let outcome = if roll < 70 {
            mix::read(
                &mut conn,
                &mut rng,
                club.tournament,
                &club.players,
                &club.cookie,
            )
        } else if roll < 90 {
            write(&mut conn, &mut rng, club, &mut to_score)
        } else {
            mix::fault(&mut rng, club.port, club.league_match, &club.cookie)
        };
        let broken = outcome.answer.is_err();
        tally.record(outcome);
        if broken {
            match Connection::open(club.port, Duration::from_secs(10)) {
                Ok(fresh) => conn = fresh,
                Err(_) => break,
            }
        }
    }
    tally
}

/// A league match and then its score, or a tournament result.
fn write(
    conn: &mut Connection,
    rng: &mut impl Rng,
    club: &Target,
    to_score: &mut Option<i64>,
) -> Outcome {
    if rng.random_bool(0.25) {
        return tournament_result(conn, rng, club);
    }
    if let Some(id) = to_score.take() {
        let body = writes::league_score_body(id, &writes::league_sets(rng));
        let path = format!("/api/league/matches/{id}/score");
        return Outcome::timed(
            Kind::Write,
            "POST /api/league/matches/{id}/score",
            200,
            || conn.send("POST", &path, Some(&body), Some(&club.cookie)),
        );
    }
    let body = writes::new_league_match(rng, &club.players);
    let outcome = Outcome::timed(Kind::Write, "POST /api/league/matches", 201, || {
        conn.send(
            "POST",
            "/api/league/matches",
            Some(&body),
            Some(&club.cookie),
        )
    });
    if let Ok(answer) = &outcome.answer
        && answer.status == 201
    {
        *to_score = answer.json()["id"].as_i64();
    }
    outcome
}

/// Records the result of a match no other client has taken; starts a new 16-player cup
/// when every playable match is taken.
fn tournament_result(conn: &mut Connection, rng: &mut impl Rng, club: &Target) -> Outcome {
    let next = {
        let mut draws = club.draws.lock().unwrap();
        if draws.queue.is_empty() {
            refill(conn, rng, club, &mut draws);
        }
        draws.queue.pop()
    };
    let Some([match_id, player1, player2]) = next else {
        return Outcome::skipped();
    };
    let player1_wins = rng.random_bool(0.5);
    let body = serde_json::json!({
        "matchId": match_id,
        "winnerId": if player1_wins { player1 } else { player2 },
        "score": writes::tennis_score(rng, player1_wins),
    })
    .to_string();
    Outcome::timed(Kind::Write, "POST /api/matches/result", 200, || {
        conn.send(
            "POST",
            "/api/matches/result",
            Some(&body),
            Some(&club.cookie),
        )
    })
}

fn refill(conn: &mut Connection, rng: &mut impl Rng, club: &Target, draws: &mut Draws) {
    if let Some(id) = draws.current {
        let path = format!("/api/tournaments/{id}/matches");
        if let Ok(answer) = conn.send("GET", &path, None, Some(&club.cookie)) {
            let fresh = writes::playable(&answer.json());
            let taken = &draws.taken;
            let fresh: Vec<_> = fresh
                .into_iter()
                .filter(|m| !taken.contains(&m[0]))
                .collect();
            draws.queue = fresh;
        }
    }
    if draws.queue.is_empty() {
        draws.cups += 1;
        let mut field = club.players.clone();
        for i in (1..field.len()).rev() {
            field.swap(i, rng.random_range(0..=i));
        }
        field.truncate(16);
        let name = format!("Load Cup {}", draws.cups);
        if let Ok(Some((id, queue))) = writes::start_tournament(conn, &club.cookie, &name, &field) {
            draws.current = Some(id);
            draws.queue = queue;
        }
    }
    let queued: Vec<i64> = draws.queue.iter().map(|m| m[0]).collect();
    draws.taken.extend(queued);
}

/// Runs `tournament-hub backup` over and over while the load runs; returns how many ran and
/// the failures.
fn online_backups(
    db: &std::path::Path,
    dir: &std::path::Path,
    stop: &AtomicBool,
) -> (usize, Vec<String>) {
    std::fs::create_dir_all(dir).unwrap();
    let done = AtomicUsize::new(0);
    let mut failures = Vec::new();
    while !stop.load(Ordering::Relaxed) {
        let n = done.fetch_add(1, Ordering::Relaxed);
        let target = dir.join(format!("backup-{n}.db"));
        let output = Command::new(BIN)
            .arg("backup")
            .arg(&target)
            .arg("--db")
            .arg(db)
            .env("RUST_LOG", "warn")
            .output()
            .unwrap();
        if !output.status.success() {
            failures.push(String::from_utf8_lossy(&output.stderr).into_owned());
        }
        let _ = std::fs::remove_file(&target);
        std::thread::sleep(Duration::from_millis(500));
    }
    (done.load(Ordering::Relaxed), failures)
}

/// Keeps a few connections open that send half a request head and then nothing.
fn slow_loris(port: u16, stop: &AtomicBool) -> usize {
    let mut opened = 0;
    let mut held = Vec::new();
    while !stop.load(Ordering::Relaxed) {
        held.retain(|conn: &Connection| conn.is_open());
        while held.len() < 4 {
            let Ok(mut conn) = Connection::open(port, Duration::from_secs(1)) else {
                break;
            };
            let _ = conn.write_raw(b"GET /api/rankings HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Wait: ");
            held.push(conn);
            opened += 1;
        }
        std::thread::sleep(Duration::from_millis(200));
    }
    opened
}
