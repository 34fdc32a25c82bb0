//! The demo club: the showcase profile gives exactly what the browser tests and screenshots
//! rely on, seen through the public API, doubles included; a club at scale builds; the same
//! seed builds the same club; and a database that already holds a club is refused.

use crate::common;

use std::collections::HashMap;
use std::path::Path;
use std::process::{Command, Output};

use axum::http::{Method, StatusCode};
use chrono::{Datelike, Duration, NaiveDate};
use common::TestApp;
use serde_json::Value;

use tournament_hub::db::{Db, totals};
use tournament_hub::demo::{self, DemoError, DemoProfile, DemoSummary};
use tournament_hub::domain::calendar;

const BIN: &str = env!("CARGO_BIN_EXE_tournament-hub");

fn today() -> NaiveDate {
    calendar::club_today(chrono::Utc::now())
}

fn build(db: &Db, profile: &DemoProfile) -> DemoSummary {
    demo::build(db, profile, today(), &mut |_| {}).expect("the demo builds")
}

fn array(response: &common::TestResponse) -> Vec<Value> {
    assert_eq!(response.status, StatusCode::OK, "{}", response.text());
    response.json().as_array().expect("a JSON array").clone()
}

fn date(value: &Value) -> NaiveDate {
    calendar::parse_date(value.as_str().expect("a date")).expect("yyyy-mm-dd")
}

#[tokio::test]
async fn the_showcase_gives_what_the_screens_rely_on() {
    let app = TestApp::new();
    let summary = build(&app.db, &DemoProfile::default());
    assert_eq!(
        summary,
        DemoSummary {
            approved_players: 40,
            pending_players: 2,
            avatars: 42,
            completed_tournaments: 5,
            active_tournaments: 2,
            coming_soon_tournaments: 1,
            // Last season: a 12-player hybrid (18 group matches, 5 knockout matches with two
            // byes) and its 8-player finals. This season: 12 group matches and 3 knockout
            // matches, 12 played lines of a 16-line draw, and half of the 24 group matches of
            // the active hybrid. Doubles: an 8-team draw's 7 matches, and the 12 group
            // matches and one semifinal of the 8-team hybrid in play.
            tournament_results: 23 + 15 + 15 + 12 + 12 + 7 + 13,
            completed_league_matches: 20,
            pending_league_matches: 10,
        }
    );

    // Members: the public sees the 40 approved, each with an avatar that loads.
    let players = array(&app.get("/api/players").await);
    assert_eq!(players.len(), 40);
    assert!(players.iter().all(|p| p["status"] == "approved"));
    for player in &players {
        let url = player["avatar"]
            .as_str()
            .expect("every member has an avatar");
        let picture = app.get(url).await;
        assert_eq!(picture.status, StatusCode::OK, "{url}");
        assert_eq!(
            picture.header("content-type").as_deref(),
            Some("image/jpeg")
        );
    }
    let left = players.iter().filter(|p| p["bestHand"] == "left").count();
    assert!((1..=15).contains(&left), "{left} left-handed");
    // The admin also sees the two registrations waiting for approval.
    let admin = app.admin_cookie().await;
    let all = array(
        &app.call(Method::GET, "/api/players", None, Some(&admin))
            .await,
    );
    let pending: Vec<&Value> = all.iter().filter(|p| p["status"] == "pending").collect();
    assert_eq!(pending.len(), 2);
    let with_email = all.iter().filter(|p| p["email"].is_string()).count();
    assert!((8..=34).contains(&with_email), "about half: {with_email}");

    // Tournaments: one of each state the hub shows, and last season's with its finals.
    let last_year = today().year() - 1;
    let last_finals = format!("Finales {last_year}");
    let tournaments = array(&app.get("/api/tournaments").await);
    let by_name: HashMap<&str, &Value> = tournaments
        .iter()
        .map(|t| (t["name"].as_str().unwrap(), t))
        .collect();
    let expected = [
        ("Grand Slam de Verano", "completed", "hybrid", 8),
        ("Copa Cancha 4", "completed", "single_elimination", 13),
        ("Torneo Aniversario del Club", "active", "hybrid", 16),
        ("Copa Pura Vida", "coming_soon", "hybrid", 12),
        ("Abierto de Semana Santa", "completed", "hybrid", 12),
        (last_finals.as_str(), "completed", "hybrid", 8),
        // Doubles count teams.
        (DOUBLES_DONE, "completed", "single_elimination", 8),
        (DOUBLES_IN_PLAY, "active", "hybrid", 8),
    ];
    assert_eq!(tournaments.len(), expected.len());
    for (name, status, kind, count) in expected {
        let t = by_name.get(name).unwrap_or_else(|| panic!("{name} exists"));
        assert_eq!(t["status"], status, "{name}");
        assert_eq!(t["tournamentType"], kind, "{name}");
        assert_eq!(t["playerCount"], count, "{name}");
        assert_eq!(t["registeredCount"], count, "{name}");
        let doubles = [DOUBLES_DONE, DOUBLES_IN_PLAY].contains(&name);
        let discipline = if doubles { "doubles" } else { "singles" };
        assert_eq!(t["discipline"], discipline, "{name}");
    }
    assert!(tournaments.iter().any(|t| t["buyIn"] == 0));
    assert!(tournaments.iter().any(|t| t["buyIn"] == 10_000));
    assert!(
        tournaments
            .iter()
            .all(|t| t["bagPrice"].as_i64().unwrap() > 0)
    );

    for name in ["Grand Slam de Verano", "Copa Cancha 4"] {
        let t = by_name[name];
        assert!(
            date(&t["startDate"]) < today() - Duration::weeks(4),
            "{name}"
        );
        let champion = t["championId"].as_i64().expect("a champion");
        assert!(t["championName"].is_string());
        let matches = array(
            &app.get(&format!("/api/tournaments/{}/matches", t["id"]))
                .await,
        );
        assert!(
            matches
                .iter()
                .all(|m| m["status"] == "completed" && m["winnerId"].is_i64()),
            "{name}: every match decided"
        );
        let final_match = matches.iter().find(|m| m["stage"] == "final").unwrap();
        assert_eq!(final_match["winnerId"], champion, "{name}");
        let scored = matches.iter().filter(|m| !m["isBye"].as_bool().unwrap());
        assert!(scored.clone().all(|m| m["score"].is_string()), "{name}");
    }

    let active = by_name["Torneo Aniversario del Club"];
    assert_eq!(date(&active["startDate"]), today() - Duration::days(14));
    let matches = array(
        &app.get(&format!("/api/tournaments/{}/matches", active["id"]))
            .await,
    );
    let (group, knockout): (Vec<&Value>, Vec<&Value>) =
        matches.iter().partition(|m| m["stage"] == "group");
    assert_eq!(group.len(), 24);
    let played = group.iter().filter(|m| m["status"] == "completed").count();
    assert_eq!(played, 12, "half of the group matches");
    assert_eq!(knockout.len(), 7);
    assert!(
        knockout
            .iter()
            .all(|m| m["player1Id"].is_null() && m["player2Id"].is_null()),
        "the knockout is still TBD"
    );
    assert!(
        knockout
            .iter()
            .all(|m| m["player1Label"]["kind"].is_string())
    );
    let groups = array(
        &app.get(&format!("/api/tournaments/{}/groups", active["id"]))
            .await,
    );
    assert_eq!(groups.len(), 4);
    assert!(groups.iter().all(|g| g["isFinal"] == false));
    assert!(
        groups
            .iter()
            .all(|g| g["matchesPlayed"].as_i64().unwrap() >= 2 && g["matchesTotal"] == 6)
    );

    doubles_in_the_showcase(&app, &by_name).await;

    let coming = by_name["Copa Pura Vida"];
    assert!(date(&coming["startDate"]) > today() + Duration::weeks(2));
    assert_eq!(coming["matchesGenerated"], false);
    assert!(
        array(
            &app.get(&format!("/api/tournaments/{}/matches", coming["id"]))
                .await
        )
        .is_empty()
    );

    // League: played matches in the past with scores, booked ones in the next two weeks.
    let league = array(&app.get("/api/league/matches?limit=500").await);
    assert_eq!(league.len(), 30);
    for m in &league {
        let day = date(&m["date"]);
        let court = m["cancha"].as_i64().unwrap();
        assert!((1..=14).contains(&court));
        assert!(calendar::parse_league_time(m["time"].as_str().unwrap()).is_some());
        if m["status"] == "completed" {
            assert!(day < today() && m["score"].is_string(), "{m}");
        } else {
            assert_eq!(m["status"], "pending");
            assert!(day > today() && day <= today() + Duration::days(14), "{m}");
        }
    }

    // Rankings: every approved member, best first, equal totals sharing a rank.
    let rankings = array(&app.get("/api/rankings").await);
    assert_eq!(rankings.len(), 40);
    let pending_ids: Vec<&Value> = pending.iter().map(|p| &p["id"]).collect();
    assert!(rankings.iter().all(|r| !pending_ids.contains(&&r["id"])));
    let totals: Vec<i64> = rankings
        .iter()
        .map(|r| r["totalPoints"].as_i64().unwrap())
        .collect();
    assert!(totals.windows(2).all(|w| w[0] >= w[1]));
    assert!(totals[0] > 0);
    let mut shared = 0;
    for (i, entry) in rankings.iter().enumerate() {
        let expected_rank = if i > 0 && totals[i] == totals[i - 1] {
            shared += 1;
            rankings[i - 1]["rank"].as_i64().unwrap()
        } else {
            i as i64 + 1
        };
        assert_eq!(entry["rank"], expected_rank, "{entry}");
    }
    assert!(shared > 0, "some members share a rank");

    // Two seasons: last year's is in the archive with its finals' champion, played by its
    // top 8, and everyone joined before it.
    let archive = app.get("/api/seasons").await.json();
    assert_eq!(archive["current"], today().year().to_string());
    let last = &archive["seasons"][0];
    assert_eq!(last["season"], last_year.to_string());
    assert_eq!(last["top"].as_array().unwrap().len(), 10);
    assert_eq!(last["champions"].as_array().unwrap().len(), 2);
    assert_eq!(
        last["finalsChampion"]["tournamentName"],
        last_finals.as_str()
    );
    let finals = by_name[last_finals.as_str()];
    assert_eq!(finals["finals"], true);
    assert_eq!(
        date(&finals["startDate"]).to_string(),
        format!("{last_year}-11-30")
    );
    let last_ranking = array(&app.get(&format!("/api/rankings?season={last_year}")).await);
    assert_eq!(last_ranking.len(), 40);
    assert!(last_ranking[0]["totalPoints"].as_i64().unwrap() > 0);

    // A profile counts the players above it instead of ranking the club: each one's rank is
    // the ranking's, in this season, the last and all time.
    for season in [
        today().year().to_string(),
        last_year.to_string(),
        "all".into(),
    ] {
        let ranking = array(&app.get(&format!("/api/rankings?season={season}")).await);
        for entry in &ranking {
            let id = &entry["id"];
            let profile = app
                .get(&format!("/api/players/{id}/profile?season={season}"))
                .await
                .json();
            assert_eq!(profile["rank"], entry["rank"], "{season}: {entry}");
        }
    }
}

/// The showcase's finished doubles draw and its doubles hybrid in play.
const DOUBLES_DONE: &str = "Copa de Dobles Volcán Arenal";
const DOUBLES_IN_PLAY: &str = "Abierto de Dobles del Valle Central";

/// The showcase's doubles (docs/rules.md#doubles): a draw played to its champion team, every
/// result confirmed; a hybrid with its groups played and its knockout under way; and the
/// doubles ranking their results give, kept as the results say.
async fn doubles_in_the_showcase(app: &TestApp, by_name: &HashMap<&str, &Value>) {
    let matches_of = |t: &Value| format!("/api/tournaments/{}/matches", t["id"]);
    let done = by_name[DOUBLES_DONE];
    assert_eq!(done["championId"], Value::Null);
    let champions = done["championTeam"].as_array().expect("a champion team");
    assert_eq!(champions.len(), 2);
    assert!(done["championName"].as_str().unwrap().contains(" / "));
    let matches = array(&app.get(&matches_of(done)).await);
    assert_eq!(matches.len(), 7);
    for m in &matches {
        assert!(m["status"] == "completed" && m["score"].is_string(), "{m}");
        assert!(m["winnerTeam"].is_i64() && m["winnerId"].is_null(), "{m}");
        assert_eq!(m["confirmation"]["state"], "confirmed", "{m}");
    }
    let final_match = matches.iter().find(|m| m["stage"] == "final").unwrap();
    let won = format!("team{}", final_match["winnerTeam"]);
    assert_eq!(final_match[won.as_str()], done["championTeam"]);

    let in_play = by_name[DOUBLES_IN_PLAY];
    assert!(date(&in_play["startDate"]) < today() - Duration::days(14));
    assert!(in_play["championTeam"].is_null());
    let matches = array(&app.get(&matches_of(in_play)).await);
    let (group, knockout): (Vec<&Value>, Vec<&Value>) =
        matches.iter().partition(|m| m["stage"] == "group");
    assert_eq!(group.len(), 12);
    assert!(group.iter().all(|m| m["status"] == "completed"));
    // One semifinal played, the other to play, the final waiting for it.
    let mut states: Vec<&str> = knockout
        .iter()
        .filter_map(|m| m["status"].as_str())
        .collect();
    states.sort_unstable();
    assert_eq!(
        states,
        ["completed", "pending", "scheduled"],
        "{knockout:#?}"
    );
    let semis = knockout.iter().filter(|m| m["stage"] != "final");
    assert!(
        semis
            .clone()
            .all(|m| m["team1"].is_array() && m["team2"].is_array())
    );
    let groups = format!("/api/tournaments/{}/groups", in_play["id"]);
    let groups = array(&app.get(&groups).await);
    assert_eq!(groups.len(), 2);
    assert!(
        groups
            .iter()
            .all(|g| g["matchesPlayed"] == g["matchesTotal"])
    );

    // The doubles ranking of each draw's season ranks its 16 players at least, the champions
    // with points.
    for t in [done, in_play] {
        let season = date(&t["startDate"]).year();
        let ranking = format!("/api/rankings?discipline=doubles&season={season}");
        let ranking = array(&app.get(&ranking).await);
        assert!(ranking.len() >= 16, "{season}: {ranking:?}");
        if season == today().year() {
            let current = array(&app.get("/api/rankings?discipline=doubles").await);
            assert_eq!(current, ranking);
        }
        let points = |id: &Value| {
            ranking
                .iter()
                .find(|r| r["id"] == *id)
                .and_then(|r| r["totalPoints"].as_i64())
        };
        if t["id"] == done["id"] {
            assert!(champions.iter().all(|c| points(c) > Some(0)));
        }
    }
    // The kept totals, general and doubles, are what the results say.
    let read = |tx: &rusqlite::Connection| -> rusqlite::Result<Vec<String>> {
        tx.prepare(
            "SELECT player_id || ' ' || season || ' ' || total || ' ' || played || ' ' || won
                    || ' ' || lost || ' ' || walkovers
             FROM doubles_totals ORDER BY player_id, season",
        )?
        .query_map([], |r| r.get(0))?
        .collect()
    };
    let (drifted, kept, rebuilt) = app
        .db
        .write_blocking(|tx| {
            let (drifted, kept) = (totals::differences(tx)?.len(), read(tx)?);
            totals::rebuild(tx)?;
            Ok((drifted, kept, read(tx)?))
        })
        .unwrap();
    assert_eq!(drifted, 0);
    assert!(kept.len() >= 16);
    assert_eq!(kept, rebuilt);
}

/// Every row the demo wrote, except the clock times the store adds itself.
fn fingerprint(db: &Db) -> Vec<String> {
    let queries = [
        "SELECT p.id, p.name, p.email, p.date_of_birth, p.best_hand, p.status, a.hash
         FROM players p LEFT JOIN avatars a ON a.player_id = p.id ORDER BY p.id",
        "SELECT player_id, amount, reason FROM point_adjustments ORDER BY id",
        "SELECT id, name, status, start_date, player_count, tournament_type, buy_in, bag_price,
                champion_id, discipline, champion_team_id FROM tournaments ORDER BY id",
        "SELECT t.id, t.tournament_id, t.seed, t.group_id, t.slot, p.position, p.player_id
         FROM teams t JOIN team_players p ON p.team_id = t.id ORDER BY t.id, p.position",
        "SELECT tournament_id, player_id, seed, group_id, slot FROM tournament_players
         ORDER BY tournament_id, slot",
        "SELECT id, tournament_id, stage, round, slot, player1_id, player2_id, winner_id, status,
                score, player1_games, player2_games, team1_id, team2_id, winner_team
         FROM matches ORDER BY id",
        "SELECT id, player1_id, player2_id, date, time, cancha, status, set_scores, winner_id
         FROM league_matches ORDER BY id",
    ];
    db.read_blocking(|conn| {
        let mut rows = Vec::new();
        for sql in queries {
            let mut stmt = conn.prepare(sql)?;
            let columns = stmt.column_count();
            let mut found = stmt.query([])?;
            while let Some(row) = found.next()? {
                let values: Vec<String> = (0..columns)
                    .map(|i| format!("{:?}", row.get_ref(i).unwrap()))
                    .collect();
                rows.push(values.join("|"));
            }
        }
        Ok(rows)
    })
    .unwrap()
}

fn fresh_db(dir: &Path, name: &str) -> Db {
    let db = Db::open(&dir.join(name)).unwrap();
    db.migrate().unwrap();
    db
}

#[test]
fn the_same_seed_builds_the_same_club() {
    let dir = tempfile::tempdir().unwrap();
    let small = |seed| DemoProfile {
        players: 24,
        tournaments: Some(3),
        league_matches: Some(120),
        seed,
    };
    let first = fresh_db(dir.path(), "first.db");
    let second = fresh_db(dir.path(), "second.db");
    let other = fresh_db(dir.path(), "other.db");
    build(&first, &small(11));
    build(&second, &small(11));
    build(&other, &small(12));
    let print = fingerprint(&first);
    assert!(print.len() > 300, "{} rows", print.len());
    assert_eq!(print, fingerprint(&second));
    assert_ne!(print, fingerprint(&other), "another seed, another club");
    // The showcase too, its doubles teams and results included.
    let showcase = [fresh_db(dir.path(), "a.db"), fresh_db(dir.path(), "b.db")];
    for db in &showcase {
        build(db, &DemoProfile::default());
    }
    assert_eq!(fingerprint(&showcase[0]), fingerprint(&showcase[1]));
}

/// A finished tournament's format, size and whether it has a champion.
type FinishedTournament = (String, i64, bool);

#[test]
fn a_club_at_scale_builds_every_format_played_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_db(dir.path(), "big.db");
    let profile = DemoProfile {
        players: 60,
        tournaments: Some(6),
        league_matches: Some(500),
        seed: 3,
    };
    let mut steps = Vec::new();
    let summary = demo::build(&db, &profile, today(), &mut |p| steps.push(p)).unwrap();
    assert_eq!(summary.approved_players, 60);
    assert_eq!(summary.pending_players, 2);
    assert_eq!(summary.avatars, 62);
    assert_eq!(summary.completed_tournaments, 6);
    assert_eq!(summary.active_tournaments, 1);
    assert_eq!(summary.coming_soon_tournaments, 0);
    assert_eq!(
        summary.completed_league_matches + summary.pending_league_matches,
        500
    );
    assert!(summary.completed_league_matches > 300);
    let last = steps.last().unwrap();
    assert_eq!(
        (last.step, last.done, last.total),
        (demo::Step::League, 500, 500)
    );
    assert!(
        steps
            .iter()
            .any(|p| p.step == demo::Step::Tournaments && p.done == 7)
    );

    let number = |sql: &'static str| -> i64 {
        db.read_blocking(move |conn| Ok(conn.query_row(sql, [], |r| r.get(0))?))
            .unwrap()
    };
    let unplayed = number(
        "SELECT COUNT(*) FROM matches m JOIN tournaments t ON t.id = m.tournament_id
         WHERE t.status = 'completed' AND m.status <> 'completed'",
    );
    let formats: Vec<FinishedTournament> = db
        .read_blocking(|conn| {
            let mut stmt = conn.prepare(
                "SELECT tournament_type, player_count, champion_id IS NOT NULL FROM tournaments
                 WHERE status = 'completed' ORDER BY id",
            )?;
            let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
            Ok(rows.collect::<rusqlite::Result<_>>()?)
        })
        .unwrap();
    let active = (
        number("SELECT player_count FROM tournaments WHERE status = 'active'"),
        number(
            "SELECT COUNT(*) FROM matches m JOIN tournaments t ON t.id = m.tournament_id
             WHERE t.status = 'active' AND m.stage = 'group' AND m.status = 'completed'",
        ),
        number(
            "SELECT COUNT(*) FROM matches m JOIN tournaments t ON t.id = m.tournament_id
             WHERE t.status = 'active' AND m.stage = 'group'",
        ),
    );
    assert_eq!(unplayed, 0, "finished tournaments have every match decided");
    assert!(formats.iter().all(|(_, _, champion)| *champion));
    let kinds: Vec<&str> = formats.iter().map(|(k, _, _)| k.as_str()).collect();
    assert_eq!(
        kinds,
        [
            "hybrid",
            "single_elimination",
            "hybrid",
            "single_elimination",
            "hybrid",
            "single_elimination"
        ]
    );
    let hybrid_sizes: Vec<i64> = formats
        .iter()
        .filter(|(k, _, _)| k == "hybrid")
        .map(|(_, n, _)| *n)
        .collect();
    assert_eq!(hybrid_sizes, [8, 12, 16]);
    let (players, played, group_matches) = active;
    assert_eq!((players, group_matches), (20, 30));
    assert!(
        played > 0 && played < group_matches,
        "{played} of {group_matches}"
    );
}

#[test]
fn a_club_is_never_filled_twice() {
    let app = TestApp::new();
    app.insert_players("Member ", 3);
    let refused = demo::build(&app.db, &DemoProfile::default(), today(), &mut |_| {});
    assert!(matches!(refused, Err(DemoError::NotFresh)), "{refused:?}");
    assert_eq!(app.count("players"), 3, "nothing was added");
    assert_eq!(app.count("league_matches"), 0);

    let too_small = DemoProfile {
        players: 5,
        ..DemoProfile::default()
    };
    let empty = TestApp::new();
    let refused = demo::build(&empty.db, &too_small, today(), &mut |_| {});
    assert!(
        matches!(&refused, Err(DemoError::Profile(m)) if m.contains("--players")),
        "{refused:?}"
    );
    assert_eq!(empty.count("players"), 0);
}

fn run_demo(db: &Path, extra: &[&str]) -> Output {
    Command::new(BIN)
        .arg("demo")
        .args(extra)
        .arg("--db")
        .arg(db)
        .env("RUST_LOG", "warn")
        .output()
        .expect("the binary runs")
}

#[test]
fn the_command_builds_once_then_refuses() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("club.db");
    let first = run_demo(&db, &[]);
    let out = String::from_utf8_lossy(&first.stdout);
    assert!(
        first.status.success(),
        "{out} {}",
        String::from_utf8_lossy(&first.stderr)
    );
    assert!(out.contains("Demo club ready in"), "{out}");
    assert!(
        out.contains("40 approved, 2 pending approval, 42 avatars"),
        "{out}"
    );
    assert!(
        out.contains("5 completed, 2 active, 1 coming soon"),
        "{out}"
    );
    assert!(out.contains("20 played, 10 pending"), "{out}");
    // Two members can sign in at once, with one-time links stored as digests only.
    let tokens: Vec<String> = out
        .lines()
        .filter_map(|line| line.split_once("http://127.0.0.1:8080/sign-in#"))
        .map(|(_, token)| token.to_string())
        .collect();
    assert_eq!(tokens.len(), 2, "{out}");
    assert!(
        first.stderr.is_empty(),
        "no progress line off a terminal: {}",
        String::from_utf8_lossy(&first.stderr)
    );

    let second = run_demo(&db, &[]);
    assert!(!second.status.success());
    let err = String::from_utf8_lossy(&second.stderr);
    assert!(err.contains("already has players or tournaments"), "{err}");
    let opened = Db::open(&db).unwrap();
    assert_eq!(demo::summarize(&opened).unwrap().approved_players, 40);
    let stored: i64 = opened
        .read_blocking(|conn| {
            Ok(conn.query_row(
                "SELECT COUNT(*) FROM member_links WHERE token_hash IN (?1, ?2)",
                [
                    tournament_hub::passwords::token_digest(&tokens[0]),
                    tournament_hub::passwords::token_digest(&tokens[1]),
                ],
                |r| r.get(0),
            )?)
        })
        .unwrap();
    assert_eq!(stored, 2);

    let bad = run_demo(&dir.path().join("other.db"), &["--players", "3"]);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("--players must be between"));
}
