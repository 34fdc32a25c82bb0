//! The requests of the load test: what a visitor reads, and the bad requests a hostile or
//! broken client sends, each with the answer it deserves.

use std::io;
use std::time::{Duration, Instant};

use base64::Engine;
use rand::Rng;

use crate::harness::{Connection, Response};

/// What a request was for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A public or admin read.
    Read,
    /// A league match, a league score or a tournament result.
    Write,
    /// A request that must be refused (or a client that hangs up).
    Fault,
    /// Nothing was sent (no match was free to score).
    Skipped,
}

/// What the answer must be.
#[derive(Debug, Clone, Copy)]
pub enum Expected {
    /// Exactly this status.
    Status(u16),
    /// Any 4xx.
    Refusal,
    /// No answer is awaited: the client hung up.
    Nothing,
}

/// One request and its answer.
pub struct Outcome {
    /// What the request was for.
    pub kind: Kind,
    /// The request, for the report.
    pub label: &'static str,
    /// What the answer must be.
    pub expected: Expected,
    /// The answer, or why none came.
    pub answer: io::Result<Response>,
    /// From the first byte sent to the last byte of the answer.
    pub elapsed: Duration,
}

impl Outcome {
    /// Times `send`, which must be answered with `status`.
    pub fn timed(
        kind: Kind,
        label: &'static str,
        status: u16,
        send: impl FnOnce() -> io::Result<Response>,
    ) -> Outcome {
        Outcome::expecting(kind, label, Expected::Status(status), send)
    }

    fn expecting(
        kind: Kind,
        label: &'static str,
        expected: Expected,
        send: impl FnOnce() -> io::Result<Response>,
    ) -> Outcome {
        let started = Instant::now();
        let answer = send();
        Outcome {
            kind,
            label,
            expected,
            answer,
            elapsed: started.elapsed(),
        }
    }

    /// Nothing was sent.
    pub fn skipped() -> Outcome {
        Outcome {
            kind: Kind::Skipped,
            label: "",
            expected: Expected::Nothing,
            answer: Err(io::Error::other("skipped")),
            elapsed: Duration::ZERO,
        }
    }

    fn hung_up(label: &'static str) -> Outcome {
        Outcome {
            kind: Kind::Fault,
            label,
            expected: Expected::Nothing,
            answer: Err(io::Error::other("the client hung up")),
            elapsed: Duration::ZERO,
        }
    }
}

/// A public (or the admin's) read of one of the club's pages.
pub fn read(
    conn: &mut Connection,
    rng: &mut impl Rng,
    tournament: i64,
    players: &[i64],
    cookie: &str,
) -> Outcome {
    let player = players[rng.random_range(0..players.len())];
    let pictured = players[rng.random_range(0..8)];
    let (label, path): (&'static str, String) = match rng.random_range(0..14) {
        0 => ("GET /api/health", "/api/health".into()),
        1 => ("GET /api/tournaments", "/api/tournaments".into()),
        2 => (
            "GET /api/tournaments/{id}",
            format!("/api/tournaments/{tournament}"),
        ),
        3 => (
            "GET /api/tournaments/{id}/matches",
            format!("/api/tournaments/{tournament}/matches"),
        ),
        4 => (
            "GET /api/tournaments/{id}/players",
            format!("/api/tournaments/{tournament}/players"),
        ),
        5 => (
            "GET /api/tournaments/{id}/progress",
            format!("/api/tournaments/{tournament}/progress"),
        ),
        6 => (
            "GET /api/tournaments/{id}/groups",
            format!("/api/tournaments/{tournament}/groups"),
        ),
        7 => ("GET /api/rankings", "/api/rankings".into()),
        8 => ("GET /api/league/matches", "/api/league/matches".into()),
        9 => ("GET /api/players", "/api/players".into()),
        10 => (
            "GET /api/players/{id}/profile",
            format!("/api/players/{player}/profile"),
        ),
        11 => (
            "GET /api/players/{id}/avatar",
            format!("/api/players/{pictured}/avatar"),
        ),
        12 => ("GET /", "/".into()),
        _ => ("GET /api/players (admin)", "/api/players".into()),
    };
    let cookie = label.ends_with("(admin)").then_some(cookie);
    Outcome::timed(Kind::Read, label, 200, || {
        conn.send("GET", &path, None, cookie)
    })
}

/// A request that must be refused, or a client that gives up halfway. Each uses a fresh
/// connection, as a misbehaving client would.
pub fn fault(rng: &mut impl Rng, port: u16, league_match: i64, cookie: &str) -> Outcome {
    let mut fresh = match Connection::open(port, Duration::from_secs(10)) {
        Ok(fresh) => fresh,
        Err(e) => {
            return Outcome::expecting(Kind::Fault, "connect", Expected::Nothing, || Err(e));
        }
    };
    let admin = [("Cookie", cookie)];
    let player = r#"{"name":"Intruder"}"#;
    match rng.random_range(0..8) {
        0 => Outcome::timed(Kind::Fault, "malformed JSON", 400, || {
            fresh.send_with(
                "POST",
                "/api/league/matches",
                Some(r#"{"player1Id": "#),
                &admin,
            )
        }),
        1 => {
            let body = format!(
                r#"{{"matchId":{league_match},"setsPlayed":1,"setScores":[{{"player1Score":9,"player2Score":2,"winner":1}}]}}"#
            );
            let path = format!("/api/league/matches/{league_match}/score");
            Outcome::timed(Kind::Fault, "impossible league score", 422, || {
                fresh.send_with("POST", &path, Some(&body), &admin)
            })
        }
        2 => Outcome::timed(Kind::Fault, "unknown tournament", 404, || {
            fresh.send_with("GET", "/api/tournaments/987654", None, &[])
        }),
        3 => Outcome::timed(Kind::Fault, "write without a session", 401, || {
            fresh.send_with("POST", "/api/players", Some(player), &[])
        }),
        4 => Outcome::timed(Kind::Fault, "write from another site", 403, || {
            let headers = [("Cookie", cookie), ("Origin", "http://elsewhere.example")];
            fresh.send_with("POST", "/api/players", Some(player), &headers)
        }),
        5 => Outcome::expecting(
            Kind::Fault,
            "body that is not JSON",
            Expected::Refusal,
            || {
                let headers = [("Cookie", cookie), ("Content-Type", "text/plain")];
                fresh.send_with("POST", "/api/players", Some("name=Intruder"), &headers)
            },
        ),
        6 => {
            let _ = fresh
                .write_raw(b"POST /api/league/matches HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Le");
            Outcome::hung_up("half a head, then gone")
        }
        _ => {
            let _ = fresh.write_raw(b"GET /api/league/matches HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
            Outcome::hung_up("gone before the answer")
        }
    }
}

/// Gives each of `players` a small picture, so that avatars are among the reads.
pub fn add_avatars(conn: &mut Connection, cookie: &str, players: &[i64]) {
    for (n, id) in players.iter().enumerate() {
        let picture = image::RgbImage::from_fn(96, 96, |x, y| {
            image::Rgb([(x * 2) as u8, (y * 2) as u8, (n * 30) as u8])
        });
        let mut png = Vec::new();
        picture
            .write_to(&mut io::Cursor::new(&mut png), image::ImageFormat::Png)
            .unwrap();
        let data_url = format!(
            "data:image/png;base64,{}",
            base64::engine::general_purpose::STANDARD.encode(&png)
        );
        let body = serde_json::json!({ "avatar": data_url }).to_string();
        let path = format!("/api/players/{id}");
        let answer = conn
            .send("PATCH", &path, Some(&body), Some(cookie))
            .unwrap();
        assert_eq!(answer.status, 200, "{}", answer.text());
    }
}
