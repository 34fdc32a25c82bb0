//! The writes a club makes all day, as the fault tests send them: league matches and their
//! scores, tournament results. Each kind knows its request body and how to check that a
//! stored copy holds exactly what was acknowledged.

use rand::Rng;
use serde_json::{Value, json};

use super::Connection;

/// A league match the server acknowledged creating (and, once scored, its score).
#[derive(Debug, Clone)]
pub struct LeagueWrite {
    /// The acknowledged answer to the create call.
    pub created: Value,
    /// The games of each set sent with an acknowledged score, and the answer to it.
    pub scored: Option<(Vec<[i64; 2]>, Value)>,
}

/// A tournament result the server acknowledged.
#[derive(Debug, Clone)]
pub struct ResultWrite {
    /// The tournament.
    pub tournament_id: i64,
    /// The match.
    pub match_id: i64,
    /// The winner sent.
    pub winner_id: i64,
    /// The score text sent.
    pub score: String,
}

/// The body of a new league match between two random players, on a random day of the last
/// 300 (the admin backfills; a match is scored only from its date on) and a random slot.
pub fn new_league_match(rng: &mut impl Rng, players: &[i64]) -> String {
    let first = rng.random_range(0..players.len());
    let mut second = rng.random_range(0..players.len() - 1);
    if second >= first {
        second += 1;
    }
    // No start time: a random hour would clash with another booking of the court or of a
    // player (docs/rules.md#clashes), and these writers must all be accepted.
    json!({
        "player1Id": players[first],
        "player2Id": players[second],
        "date": (tournament_hub::domain::calendar::club_today(chrono::Utc::now())
            - chrono::Duration::days(rng.random_range(0..300)))
        .format("%Y-%m-%d")
        .to_string(),
        "cancha": rng.random_range(1..=14),
    })
    .to_string()
}

/// A random league score: 1 to 3 sets of 0 to 7 games each.
pub fn league_sets(rng: &mut impl Rng) -> Vec<[i64; 2]> {
    (0..rng.random_range(1..=3))
        .map(|_| [rng.random_range(0..=7), rng.random_range(0..=7)])
        .collect()
}

/// The body of a league score for `sets`, with each set's winner as the UI sends it.
pub fn league_score_body(match_id: i64, sets: &[[i64; 2]]) -> String {
    let set_scores: Vec<Value> = sets
        .iter()
        .map(|&[a, b]| {
            let winner = match a.cmp(&b) {
                std::cmp::Ordering::Greater => 1,
                std::cmp::Ordering::Less => 2,
                std::cmp::Ordering::Equal => 0,
            };
            json!({ "player1Score": a, "player2Score": b, "winner": winner })
        })
        .collect();
    json!({ "matchId": match_id, "setsPlayed": sets.len(), "setScores": set_scores }).to_string()
}

/// A valid best-of-3 score won by player 1 (or by player 2), written from player 1's side.
pub fn tennis_score(rng: &mut impl Rng, player1_wins: bool) -> String {
    const WON: [&str; 7] = ["6-0", "6-1", "6-2", "6-3", "6-4", "7-5", "7-6(4)"];
    let three_sets = rng.random_bool(0.3);
    let mut pick = |won: bool| {
        let set = WON[rng.random_range(0..WON.len())];
        if won { set.to_string() } else { mirror(set) }
    };
    let sets = if three_sets {
        vec![pick(player1_wins), pick(!player1_wins), pick(player1_wins)]
    } else {
        vec![pick(player1_wins), pick(player1_wins)]
    };
    sets.join(", ")
}

/// `7-6(4)` seen from the loser's side is `6-7(4)`.
fn mirror(set: &str) -> String {
    let (games, tiebreak) = match set.split_once('(') {
        Some((games, rest)) => (games, format!("({rest}")),
        None => (set, String::new()),
    };
    let (a, b) = games.split_once('-').unwrap();
    format!("{b}-{a}{tiebreak}")
}

/// Checks a stored league match against what was acknowledged; returns what differs.
pub fn league_mismatch(write: &LeagueWrite, stored: Option<&Value>) -> Option<String> {
    let id = &write.created["id"];
    let Some(stored) = stored else {
        return Some(format!("league match {id} is missing"));
    };
    for field in ["player1Id", "player2Id", "date", "time", "cancha"] {
        if stored[field] != write.created[field] {
            return Some(format!(
                "league match {id}: {field} is {} but {} was acknowledged",
                stored[field], write.created[field]
            ));
        }
    }
    match &write.scored {
        None => None,
        Some((sets, answer)) => {
            let games: Vec<[i64; 2]> = stored["setScores"]
                .as_array()
                .map(|s| {
                    s.iter()
                        .map(|set| {
                            [
                                set["player1Score"].as_i64().unwrap_or(-1),
                                set["player2Score"].as_i64().unwrap_or(-1),
                            ]
                        })
                        .collect()
                })
                .unwrap_or_default();
            let same = stored["status"] == "completed"
                && &games == sets
                && stored["winnerId"] == answer["winnerId"]
                && stored["score"] == answer["score"];
            (!same).then(|| {
                format!("league match {id}: stored {stored} but the score {sets:?} was acknowledged as {answer}")
            })
        }
    }
}

/// Checks a stored tournament match against an acknowledged result.
pub fn result_mismatch(write: &ResultWrite, stored: Option<&Value>) -> Option<String> {
    let id = write.match_id;
    let Some(stored) = stored else {
        return Some(format!("match {id} is missing"));
    };
    let same = stored["status"] == "completed"
        && stored["winnerId"] == write.winner_id
        && stored["score"] == write.score.as_str();
    (!same).then(|| {
        format!(
            "match {id}: stored {stored} but winner {} with {} was acknowledged",
            write.winner_id, write.score
        )
    })
}

/// Every league match, read page by page.
pub fn all_league_matches(connection: &mut Connection, cookie: &str) -> Vec<Value> {
    let mut all = Vec::new();
    loop {
        let path = format!("/api/league/matches?limit=500&offset={}", all.len());
        let page = connection.send("GET", &path, None, Some(cookie)).unwrap();
        assert_eq!(page.status, 200, "{}", page.text());
        let rows = page.json().as_array().cloned().unwrap_or_default();
        if rows.is_empty() {
            return all;
        }
        all.extend(rows);
    }
}

/// Creates an active single-elimination tournament of `players` and its schedule; returns
/// its id and the matches that can be played now (`[match, player 1, player 2]`).
pub fn start_tournament(
    connection: &mut Connection,
    cookie: &str,
    name: &str,
    players: &[i64],
) -> std::io::Result<Option<(i64, Vec<[i64; 3]>)>> {
    let body = json!({
        "name": name,
        "startDate": "2026-11-02",
        "playerCount": players.len(),
        "buyIn": 0,
        "status": "active",
        "tournamentType": "single_elimination",
        "selectedPlayerIds": players,
    })
    .to_string();
    let created = connection.send("POST", "/api/tournaments", Some(&body), Some(cookie))?;
    if created.status != 201 {
        return Ok(None);
    }
    let id = created.json()["id"].as_i64().unwrap();
    let path = format!("/api/tournaments/{id}/generate-matches");
    let generated = connection.send("POST", &path, None, Some(cookie))?;
    if generated.status != 200 {
        return Ok(None);
    }
    Ok(Some((id, playable(&generated.json()))))
}

/// The matches of a schedule that can be played and have no result yet.
pub fn playable(matches: &Value) -> Vec<[i64; 3]> {
    matches
        .as_array()
        .into_iter()
        .flatten()
        .filter(|m| m["playable"] == true && m["status"] == "pending")
        .map(|m| {
            [
                m["id"].as_i64().unwrap(),
                m["player1Id"].as_i64().unwrap(),
                m["player2Id"].as_i64().unwrap(),
            ]
        })
        .collect()
}
