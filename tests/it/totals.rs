//! The kept totals (src/db/totals.rs) against the recomputation from the results: random
//! sequences of every write that changes a total, made through the API as the admin makes
//! them, must always leave `player_totals` equal to what the club-wide computation says, and
//! every public answer built on them equal to the oracle's.

use crate::common;

use axum::http::{Method, StatusCode};
use proptest::prelude::*;
use serde_json::{Value, json};

use common::TestApp;
use tournament_hub::db::ranking;
use tournament_hub::db::totals;
use tournament_hub::domain;
use tournament_hub::domain::ids::PlayerId;
use tournament_hub::domain::season::Season;

/// One write the admin can make.
#[derive(Debug, Clone)]
enum Op {
    League {
        a: usize,
        b: usize,
        day: u16,
    },
    Score {
        k: usize,
        sets: Vec<(i64, i64)>,
    },
    Cancel {
        k: usize,
    },
    EditResult {
        t: usize,
        k: usize,
        first_wins: bool,
    },
    Adjust {
        player: usize,
        season: i32,
        total: i64,
    },
    Approve,
    Tournament {
        day: u16,
        size: usize,
    },
    Result {
        t: usize,
        first_wins: bool,
        walkover: bool,
    },
    Status {
        t: usize,
        status: &'static str,
    },
    Move {
        t: usize,
        day: u16,
    },
    Delete {
        t: usize,
    },
}

fn op() -> impl Strategy<Value = Op> {
    let set = prop_oneof![Just((6, 2)), Just((3, 6)), Just((6, 6)), Just((7, 5))];
    prop_oneof![
        3 => (0..6usize, 1..6usize, 0..1000u16)
            .prop_map(|(a, d, day)| Op::League { a, b: (a + d) % 6, day }),
        3 => (0..20usize, prop::collection::vec(set, 1..=3))
            .prop_map(|(k, sets)| Op::Score { k, sets }),
        1 => (0..20usize).prop_map(|k| Op::Cancel { k }),
        1 => (0..6usize, 2024..=2026i32, 0..300i64)
            .prop_map(|(player, season, total)| Op::Adjust { player, season, total }),
        1 => Just(Op::Approve),
        2 => (0..1000u16, 2..=5usize).prop_map(|(day, size)| Op::Tournament { day, size }),
        5 => (0..4usize, any::<bool>(), prop::bool::weighted(0.2))
            .prop_map(|(t, first_wins, walkover)| Op::Result { t, first_wins, walkover }),
        2 => (0..4usize, 0..8usize, any::<bool>())
            .prop_map(|(t, k, first_wins)| Op::EditResult { t, k, first_wins }),
        1 => (0..4usize, prop_oneof![Just("draft"), Just("coming_soon"), Just("active"), Just("completed")])
            .prop_map(|(t, status)| Op::Status { t, status }),
        1 => (0..4usize, 0..1000u16).prop_map(|(t, day)| Op::Move { t, day }),
        1 => (0..4usize).prop_map(|t| Op::Delete { t }),
    ]
}

/// `2024-01-01` plus `day` days: the seasons 2024 to 2026.
fn date(day: u16) -> String {
    (chrono::NaiveDate::from_ymd_opt(2024, 1, 1).unwrap() + chrono::Duration::days(day.into()))
        .format("%Y-%m-%d")
        .to_string()
}

struct Club {
    app: TestApp,
    admin: String,
    players: Vec<i64>,
    pending: Option<i64>,
    league: Vec<i64>,
    tournaments: Vec<i64>,
}

impl Club {
    async fn new() -> Club {
        let app = TestApp::new();
        app.club
            .clock()
            .set(Some("2026-12-31T18:00:00Z".parse().unwrap()));
        let admin = app.admin_cookie().await;
        let mut players = app.insert_players("T", 6);
        // The sixth signs up and waits for approval.
        let pending = players.pop();
        app.db
            .write_blocking(move |tx| {
                tx.execute(
                    "UPDATE players SET status = 'pending', approved_at = NULL WHERE id = ?1",
                    [pending],
                )?;
                Ok(())
            })
            .unwrap();
        let mut all = players.clone();
        all.extend(pending);
        Club {
            app,
            admin,
            players: all,
            pending,
            league: Vec::new(),
            tournaments: Vec::new(),
        }
    }

    async fn call(&self, method: Method, path: &str, body: Option<Value>) -> Value {
        let response = self.app.call(method, path, body, Some(&self.admin)).await;
        assert!(
            !response.status.is_server_error(),
            "{path}: {}",
            response.text()
        );
        if response.status.is_success() && !response.bytes.is_empty() {
            response.json()
        } else {
            Value::Null
        }
    }

    async fn apply(&mut self, op: &Op) {
        match *op {
            Op::League { a, b, day } => {
                let body = json!({
                    "player1Id": self.players[a], "player2Id": self.players[b], "date": date(day),
                });
                let created = self
                    .call(Method::POST, "/api/league/matches", Some(body))
                    .await;
                if let Some(id) = created["id"].as_i64() {
                    self.league.push(id);
                }
            }
            Op::Score { k, ref sets } => {
                let Some(&id) = self.league.get(k % self.league.len().max(1)) else {
                    return;
                };
                let sets: Vec<Value> = sets
                    .iter()
                    .map(|&(a, b)| json!({ "player1Score": a, "player2Score": b }))
                    .collect();
                let body = json!({ "setsPlayed": sets.len(), "setScores": sets });
                let path = format!("/api/league/matches/{id}/score");
                let response = self
                    .app
                    .call(Method::POST, &path, Some(body.clone()), Some(&self.admin))
                    .await;
                assert!(!response.status.is_server_error(), "{}", response.text());
                if response.status == StatusCode::CONFLICT {
                    let path = format!("/api/league/matches/{id}");
                    self.call(Method::PATCH, &path, Some(body)).await;
                }
            }
            Op::Cancel { k } => {
                if let Some(&id) = self.league.get(k % self.league.len().max(1)) {
                    self.call(Method::DELETE, &format!("/api/league/matches/{id}"), None)
                        .await;
                }
            }
            Op::Adjust {
                player,
                season,
                total,
            } => {
                let body = json!({ "totalPoints": total, "adjustmentSeason": season });
                let path = format!("/api/players/{}", self.players[player]);
                self.call(Method::PATCH, &path, Some(body)).await;
            }
            Op::Approve => {
                if let Some(id) = self.pending.take() {
                    self.call(Method::POST, &format!("/api/players/{id}/approve"), None)
                        .await;
                }
            }
            Op::Tournament { day, size } => {
                let body = json!({
                    "name": format!("Copa {day}"), "startDate": date(day), "playerCount": size,
                    "status": "active", "tournamentType": "single_elimination",
                    "selectedPlayerIds": &self.players[..size],
                });
                let created = self
                    .call(Method::POST, "/api/tournaments", Some(body))
                    .await;
                if let Some(id) = created["id"].as_i64() {
                    let path = format!("/api/tournaments/{id}/generate-matches");
                    self.call(Method::POST, &path, None).await;
                    self.tournaments.push(id);
                }
            }
            Op::Result {
                t,
                first_wins,
                walkover,
            } => {
                let Some(&id) = self.tournaments.get(t % self.tournaments.len().max(1)) else {
                    return;
                };
                let matches = self
                    .call(Method::GET, &format!("/api/tournaments/{id}/matches"), None)
                    .await;
                let playable = matches.as_array().into_iter().flatten().find(|m| {
                    m["status"] == "pending" && m["player1Id"].is_i64() && m["player2Id"].is_i64()
                });
                if let Some(m) = playable {
                    let winner = if first_wins {
                        &m["player1Id"]
                    } else {
                        &m["player2Id"]
                    };
                    let score = match (walkover, first_wins) {
                        (true, _) => "W/O",
                        (false, true) => "6-4, 6-3",
                        (false, false) => "4-6, 3-6",
                    };
                    let body = json!({ "matchId": m["id"], "winnerId": winner, "score": score });
                    self.call(Method::POST, "/api/matches/result", Some(body))
                        .await;
                }
            }
            Op::EditResult { t, k, first_wins } => {
                let Some(&id) = self.tournaments.get(t % self.tournaments.len().max(1)) else {
                    return;
                };
                let matches = self
                    .call(Method::GET, &format!("/api/tournaments/{id}/matches"), None)
                    .await;
                let done: Vec<&Value> = matches
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter(|m| m["status"] == "completed" && m["isBye"] == false)
                    .collect();
                if let Some(m) = done.get(k % done.len().max(1)) {
                    let winner = if first_wins {
                        &m["player1Id"]
                    } else {
                        &m["player2Id"]
                    };
                    let score = if first_wins { "7-5, 6-4" } else { "5-7, 4-6" };
                    let body = json!({ "winnerId": winner, "score": score });
                    // Refused (409) once the winner has played on: that changes nothing.
                    self.call(
                        Method::PATCH,
                        &format!("/api/matches/{}", m["id"]),
                        Some(body),
                    )
                    .await;
                }
            }
            Op::Status { t, status } => {
                if let Some(&id) = self.tournaments.get(t % self.tournaments.len().max(1)) {
                    let path = format!("/api/tournaments/{id}");
                    self.call(Method::PATCH, &path, Some(json!({ "status": status })))
                        .await;
                }
            }
            Op::Move { t, day } => {
                if let Some(&id) = self.tournaments.get(t % self.tournaments.len().max(1)) {
                    let path = format!("/api/tournaments/{id}");
                    self.call(
                        Method::PATCH,
                        &path,
                        Some(json!({ "startDate": date(day) })),
                    )
                    .await;
                }
            }
            Op::Delete { t } => {
                if !self.tournaments.is_empty() {
                    let id = self.tournaments.remove(t % self.tournaments.len());
                    // One with results goes with its name typed back (`Copa 12`).
                    let shown = self
                        .call(Method::GET, &format!("/api/tournaments/{id}"), None)
                        .await;
                    let name = shown["name"]
                        .as_str()
                        .unwrap_or_default()
                        .replace(' ', "%20");
                    let path = format!("/api/tournaments/{id}?confirmName={name}");
                    self.call(Method::DELETE, &path, None).await;
                }
            }
        }
    }

    /// The kept totals equal the recomputation, and the public ranking of every season is the
    /// oracle's ranking.
    async fn check(&self, after: &Op) {
        let differences = self.app.db.read_blocking(totals::differences).unwrap();
        assert_eq!(differences, [], "after {after:?}");
        for season in ["2024", "2025", "2026", "all"] {
            let parsed = Season::parse(season, 2026).unwrap();
            let oracle = self
                .app
                .db
                .read_blocking(move |conn| {
                    let stats = totals::recompute(conn, parsed)?;
                    let listed = ranking::listed(conn)?;
                    Ok((domain::ranking::rank(parsed, listed, &stats), stats))
                })
                .unwrap();
            let (oracle, stats) = oracle;
            let shown = self
                .app
                .get(&format!("/api/rankings?season={season}"))
                .await
                .json();
            let shown: Vec<(i64, u32, i64)> = shown
                .as_array()
                .unwrap()
                .iter()
                .map(|r| {
                    (
                        r["id"].as_i64().unwrap(),
                        r["rank"].as_u64().unwrap() as u32,
                        r["totalPoints"].as_i64().unwrap(),
                    )
                })
                .collect();
            let expected: Vec<(i64, u32, i64)> = oracle
                .iter()
                .map(|p| (p.id.0, p.rank, p.total_points))
                .collect();
            assert_eq!(shown, expected, "{season} after {after:?}");
            let listed = self
                .app
                .get(&format!("/api/players?season={season}"))
                .await
                .json();
            for p in listed.as_array().unwrap() {
                let id = p["id"].as_i64().unwrap();
                let want = stats.get(&PlayerId(id)).copied().unwrap_or_default();
                let got = (
                    p["totalPoints"].as_i64().unwrap(),
                    p["matchesPlayed"].as_i64().unwrap(),
                    p["matchesWon"].as_i64().unwrap(),
                    p["matchesLost"].as_i64().unwrap(),
                );
                assert_eq!(
                    got,
                    (
                        want.total_points,
                        want.matches_played,
                        want.matches_won,
                        want.matches_lost
                    ),
                    "players list, {id} in {season} after {after:?}"
                );
            }
            for &id in &self.players {
                let profile = self
                    .app
                    .get(&format!("/api/players/{id}/profile?season={season}"))
                    .await;
                if profile.status == StatusCode::NOT_FOUND {
                    continue; // still pending
                }
                let profile = profile.json();
                let line = oracle.iter().find(|p| p.id == PlayerId(id));
                assert_eq!(
                    profile["rank"].as_u64().map(|r| r as u32),
                    line.map(|p| p.rank),
                    "rank of {id} in {season} after {after:?}"
                );
                // Not ranked in a season (approved after it) still has that season's total.
                let total = stats.get(&PlayerId(id)).map_or(0, |s| s.total_points);
                assert_eq!(
                    profile["breakdown"]["total"].as_i64(),
                    Some(total),
                    "total of {id} in {season} after {after:?}"
                );
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    #[test]
    fn kept_totals_always_equal_the_recomputation(ops in prop::collection::vec(op(), 1..30)) {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        runtime.block_on(async {
            let mut club = Club::new().await;
            for op in &ops {
                club.apply(op).await;
                club.check(op).await;
            }
        });
    }
}

#[tokio::test]
async fn check_finds_and_repairs_totals_that_drifted() {
    let club = Club::new().await;
    let (a, b) = (club.players[0], club.players[1]);
    let body = json!({ "player1Id": a, "player2Id": b, "date": "2026-03-03" });
    let created = club
        .call(Method::POST, "/api/league/matches", Some(body))
        .await;
    let id = created["id"].as_i64().unwrap();
    let body = json!({ "setsPlayed": 2, "setScores": [
        { "player1Score": 6, "player2Score": 2 }, { "player1Score": 6, "player2Score": 3 }] });
    club.call(
        Method::POST,
        &format!("/api/league/matches/{id}/score"),
        Some(body),
    )
    .await;
    // A hand edit (or an old backup) leaves the kept totals behind the results.
    club.app
        .db
        .write_blocking(move |tx| {
            tx.execute(
                "UPDATE player_totals SET total = 99 WHERE player_id = ?1",
                [a],
            )?;
            tx.execute("DELETE FROM player_totals WHERE player_id = ?1", [b])?;
            Ok(())
        })
        .unwrap();
    let found = club.app.db.read_blocking(totals::differences).unwrap();
    let who: Vec<(i64, i32)> = found.iter().map(|d| (d.player_id.0, d.season)).collect();
    assert_eq!(who, [(a, 2026), (b, 2026)]);
    assert_eq!(found[0].stored.total_points, 99);
    assert_eq!(found[0].recomputed.total_points, 4);
    assert_eq!(found[1].recomputed.matches_played, 1);
    club.app
        .db
        .write_blocking(|tx| totals::rebuild(tx))
        .unwrap();
    let left = club.app.db.read_blocking(totals::differences).unwrap();
    assert_eq!(left, []);
}
