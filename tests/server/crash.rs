//! A club must never lose a result. Writers record league matches, league scores and
//! tournament results as fast as they can while the server is killed with SIGKILL at random
//! moments and restarted; afterwards the database passes `PRAGMA integrity_check` and holds
//! every write that was acknowledged with 2xx, with its exact values.
//!
//! The default run kills 3 times. `CRASH_KILLS=20` gives the long form (bench/crash.sh).

use crate::harness;

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use harness::writes::{self, LeagueWrite, ResultWrite};
use harness::{Club, Connection, Server, add_players, admin_cookie, free_port, integrity_check};
use rand::Rng;

/// Everything the writers were told, and what went wrong.
#[derive(Default)]
struct Ledger {
    league: HashMap<i64, LeagueWrite>,
    scores: usize,
    results: Vec<ResultWrite>,
    /// Writes answered with something other than 2xx: none is expected.
    refused: Vec<String>,
    /// Writes whose answer never came because the server died (their fate is unknown).
    cut: usize,
}

struct Writer {
    port: u16,
    cookie: String,
    players: Arc<Vec<i64>>,
    ledger: Arc<Mutex<Ledger>>,
    stop: Arc<AtomicBool>,
}

impl Writer {
    /// Writes until told to stop, reconnecting whenever the server went away.
    fn run(self, tournaments: bool) {
        let mut rng = rand::rng();
        let mut connection: Option<Connection> = None;
        let mut to_score: Option<i64> = None;
        let mut bracket: Option<(i64, Vec<[i64; 3]>)> = None;
        let mut cups = 0;
        while !self.stop.load(Ordering::Relaxed) {
            let conn = match connection.as_mut() {
                Some(conn) => conn,
                None => match Connection::open(self.port, Duration::from_secs(10)) {
                    Ok(conn) => connection.insert(conn),
                    Err(_) => {
                        std::thread::sleep(Duration::from_millis(10));
                        continue;
                    }
                },
            };
            let step = if tournaments {
                self.tournament_step(conn, &mut rng, &mut bracket, &mut cups)
            } else {
                self.league_step(conn, &mut rng, &mut to_score)
            };
            if step.is_err() {
                self.ledger.lock().unwrap().cut += 1;
                connection = None;
            }
        }
    }

    fn league_step(
        &self,
        conn: &mut Connection,
        rng: &mut impl Rng,
        to_score: &mut Option<i64>,
    ) -> std::io::Result<()> {
        // A score whose answer was lost is not sent again: its fate is unknown.
        if let Some(id) = to_score.take() {
            let sets = writes::league_sets(rng);
            let body = writes::league_score_body(id, &sets);
            let path = format!("/api/league/matches/{id}/score");
            let answer = conn.send("POST", &path, Some(&body), Some(&self.cookie))?;
            let mut ledger = self.ledger.lock().unwrap();
            if answer.status == 200 {
                ledger.league.get_mut(&id).unwrap().scored = Some((sets, answer.json()));
                ledger.scores += 1;
            } else {
                ledger
                    .refused
                    .push(format!("score {body}: {} {}", answer.status, answer.text()));
            }
            return Ok(());
        }
        let body = writes::new_league_match(rng, &self.players);
        let answer = conn.send(
            "POST",
            "/api/league/matches",
            Some(&body),
            Some(&self.cookie),
        )?;
        let mut ledger = self.ledger.lock().unwrap();
        if answer.status == 201 {
            let created = answer.json();
            let id = created["id"].as_i64().unwrap();
            ledger.league.insert(
                id,
                LeagueWrite {
                    created,
                    scored: None,
                },
            );
            *to_score = Some(id);
        } else {
            ledger.refused.push(format!(
                "league match {body}: {} {}",
                answer.status,
                answer.text()
            ));
        }
        Ok(())
    }

    fn tournament_step(
        &self,
        conn: &mut Connection,
        rng: &mut impl Rng,
        bracket: &mut Option<(i64, Vec<[i64; 3]>)>,
        cups: &mut usize,
    ) -> std::io::Result<()> {
        if let Some((id, queue)) = bracket.as_mut()
            && queue.is_empty()
        {
            // The next round: whatever became playable since (results cut by a kill that
            // did land are completed now, so they are not played twice).
            let path = format!("/api/tournaments/{id}/matches");
            let answer = conn.send("GET", &path, None, Some(&self.cookie))?;
            *queue = writes::playable(&answer.json());
            if queue.is_empty() {
                *bracket = None;
            }
        }
        if bracket.is_none() {
            *cups += 1;
            let mut field: Vec<i64> = self.players.to_vec();
            for i in (1..field.len()).rev() {
                field.swap(i, rng.random_range(0..=i));
            }
            field.truncate(16);
            let name = format!("Crash Cup {}", *cups);
            match writes::start_tournament(conn, &self.cookie, &name, &field)? {
                Some(started) => *bracket = Some(started),
                None => {
                    let mut ledger = self.ledger.lock().unwrap();
                    ledger.refused.push(format!("{name} could not be started"));
                    return Ok(());
                }
            }
        }
        let (tournament_id, queue) = bracket.as_mut().unwrap();
        let Some([match_id, player1, player2]) = queue.pop() else {
            return Ok(());
        };
        let player1_wins = rng.random_bool(0.5);
        let winner_id = if player1_wins { player1 } else { player2 };
        let score = writes::tennis_score(rng, player1_wins);
        let body =
            serde_json::json!({ "matchId": match_id, "winnerId": winner_id, "score": score })
                .to_string();
        let answer = conn.send(
            "POST",
            "/api/matches/result",
            Some(&body),
            Some(&self.cookie),
        )?;
        let mut ledger = self.ledger.lock().unwrap();
        if answer.status == 200 {
            ledger.results.push(ResultWrite {
                tournament_id: *tournament_id,
                match_id,
                winner_id,
                score,
            });
        } else {
            ledger.refused.push(format!(
                "result {body}: {} {}",
                answer.status,
                answer.text()
            ));
        }
        Ok(())
    }
}

/// Checks every acknowledged write against the restarted server; returns the differences.
fn missing_writes(port: u16, cookie: &str, ledger: &Ledger) -> Vec<String> {
    let mut conn = Connection::open(port, Duration::from_secs(30)).unwrap();
    let stored: HashMap<i64, serde_json::Value> = writes::all_league_matches(&mut conn, cookie)
        .into_iter()
        .map(|m| (m["id"].as_i64().unwrap(), m))
        .collect();
    let mut problems: Vec<String> = ledger
        .league
        .iter()
        .filter_map(|(id, write)| writes::league_mismatch(write, stored.get(id)))
        .collect();
    let mut schedules: HashMap<i64, HashMap<i64, serde_json::Value>> = HashMap::new();
    for result in &ledger.results {
        let schedule = schedules.entry(result.tournament_id).or_insert_with(|| {
            let path = format!("/api/tournaments/{}/matches", result.tournament_id);
            let answer = conn.send("GET", &path, None, Some(cookie)).unwrap();
            assert_eq!(answer.status, 200, "{}", answer.text());
            answer
                .json()
                .as_array()
                .unwrap()
                .iter()
                .map(|m| (m["id"].as_i64().unwrap(), m.clone()))
                .collect()
        });
        problems.extend(writes::result_mismatch(
            result,
            schedule.get(&result.match_id),
        ));
    }
    problems
}

#[test]
fn every_acknowledged_write_survives_kill_minus_nine() {
    let kills: usize = std::env::var("CRASH_KILLS")
        .ok()
        .and_then(|k| k.parse().ok())
        .unwrap_or(3);
    let club = Club::new();
    let port = free_port();
    let mut server = Server::start_on(&club, port, &[]);
    let cookie = admin_cookie(port);
    let players = Arc::new(add_players(port, &cookie, "Crash", 24));
    let ledger = Arc::new(Mutex::new(Ledger::default()));
    let stop = Arc::new(AtomicBool::new(false));
    let started = Instant::now();
    let writers: Vec<_> = (0..4)
        .map(|n| {
            let writer = Writer {
                port,
                cookie: cookie.clone(),
                players: players.clone(),
                ledger: ledger.clone(),
                stop: stop.clone(),
            };
            std::thread::spawn(move || writer.run(n == 0))
        })
        .collect();

    let mut rng = rand::rng();
    for _ in 0..kills {
        std::thread::sleep(Duration::from_millis(rng.random_range(200..1200)));
        server.kill9();
        server = Server::start_on(&club, port, &[]);
    }
    std::thread::sleep(Duration::from_millis(rng.random_range(200..600)));
    stop.store(true, Ordering::Relaxed);
    for writer in writers {
        writer.join().unwrap();
    }
    // The last event is a kill too: nothing is flushed on the way out.
    server.kill9();
    let writing = started.elapsed();

    assert_eq!(integrity_check(&club.db), "ok");
    let server = Server::start_on(&club, port, &[]);
    let ledger = ledger.lock().unwrap();
    assert!(ledger.refused.is_empty(), "refused: {:#?}", ledger.refused);
    let acknowledged = ledger.league.len() + ledger.scores + ledger.results.len();
    println!(
        "{kills} kills in {:.1} s: {acknowledged} writes acknowledged ({} league matches, \
         {} league scores, {} tournament results), {} cut by a kill",
        writing.as_secs_f64(),
        ledger.league.len(),
        ledger.scores,
        ledger.results.len(),
        ledger.cut
    );
    assert!(
        ledger.league.len() >= kills * 5
            && ledger.scores >= kills * 5
            && ledger.results.len() >= kills,
        "the writers barely wrote: the test proved little"
    );
    let problems = missing_writes(port, &cookie, &ledger);
    assert!(
        problems.is_empty(),
        "{} acknowledged writes lost or changed: {:#?}",
        problems.len(),
        &problems[..problems.len().min(20)]
    );
    server.stop();
}

#[test]
fn a_stop_lets_the_request_in_flight_finish_and_refuses_new_ones() {
    use std::io::{BufReader, Write};
    let club = Club::new();
    let mut server = Server::start(&club, &[]);
    let cookie = admin_cookie(server.port);
    let body = serde_json::json!({ "name": "Late Arrival" }).to_string();
    let (first, rest) = body.split_at(body.len() / 2);
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", server.port)).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    write!(
        stream,
        "POST /api/players HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: {cookie}\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{first}",
        body.len()
    )
    .unwrap();
    std::thread::sleep(Duration::from_millis(200));
    server.send_sigterm();
    std::thread::sleep(Duration::from_millis(300));
    assert!(
        harness::request(server.port, "GET", "/api/health", None, None).is_err(),
        "a stopping server accepts no new requests"
    );
    assert!(!server.exited_within(Duration::from_millis(100)));
    stream.write_all(rest.as_bytes()).unwrap();
    let answer = harness::read_response(&mut BufReader::new(stream), false).unwrap();
    assert_eq!(answer.status, 201, "{}", answer.text());
    assert!(
        server.exited_within(Duration::from_secs(5)),
        "the server exits once the request is answered"
    );
    let server = Server::start(&club, &[]);
    let players = harness::request(server.port, "GET", "/api/players", None, Some(&cookie))
        .unwrap()
        .json();
    assert!(
        players
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p["name"] == "Late Arrival"),
        "{players}"
    );
}
