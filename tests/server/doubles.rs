//! A doubles draw played to its champion on the real binary, over HTTP, by its players
//! (docs/rules.md#doubles): four teams of the club's members, every result recorded by a
//! player of one team and confirmed by a player of the other. The doubles ranking gives all
//! eight their points, the general ranking stays as it was.

use std::collections::HashMap;
use std::time::Duration;

use chrono::{TimeZone, Utc};
use serde_json::{Value, json};

use crate::harness::{Club, Connection, Server, admin_cookie, free_port};

/// The club's members, as they are called: two surnames, accents, Spanish first.
const NAMES: [&str; 8] = [
    "María José Quesada Villalobos",
    "Ileana Víquez Fallas",
    "José Pablo Araya Solís",
    "Ana Lucía Mora Jiménez",
    "Óscar Eduardo Núñez Ramírez",
    "Sofía Chacón Umaña",
    "Luis Diego Rojas Sáenz",
    "Verónica Alpízar Brenes",
];

struct Site {
    conn: Connection,
    admin: String,
}

impl Site {
    /// `method path` with `body` as `cookie` (none: a visitor); its JSON, after checking for
    /// 200 or 201.
    fn ok(&mut self, method: &str, path: &str, body: Option<Value>, cookie: Option<&str>) -> Value {
        let body = body.map(|b| b.to_string());
        let got = self
            .conn
            .send(method, path, body.as_deref(), cookie)
            .unwrap();
        assert!(
            got.status == 200 || got.status == 201,
            "{method} {path}: {} {}",
            got.status,
            got.text()
        );
        got.json()
    }

    fn admin(&mut self, method: &str, path: &str, body: Option<Value>) -> Value {
        let admin = self.admin.clone();
        self.ok(method, path, body, Some(&admin))
    }

    /// Signs `player` in with a link the admin made; the member's cookie.
    fn member(&mut self, player: i64) -> String {
        let path = format!("/api/admin/players/{player}/sign-in-link");
        let made = self.admin("POST", &path, None);
        let url = made["url"].as_str().unwrap();
        let token = url.split_once("/sign-in#").expect("a sign-in link").1;
        let body = json!({ "token": token, "language": "es" }).to_string();
        let signed_in = self
            .conn
            .send("POST", "/api/me/sign-in", Some(&body), None)
            .unwrap();
        assert_eq!(signed_in.status, 200, "{}", signed_in.text());
        signed_in.cookie("th_member").unwrap()
    }
}

/// Side `side`'s team of match `m`.
fn team(m: &Value, side: u8) -> [i64; 2] {
    let t = &m[format!("team{side}")];
    [t[0].as_i64().unwrap(), t[1].as_i64().unwrap()]
}

/// Plays match `m`: a player of one team reports, a player of the other confirms, after the
/// reporter's partner is refused. `winner` is the side that wins; `reporter` and `confirmer`
/// are (side, position in the team). The winning team.
fn play(
    site: &mut Site,
    cookies: &HashMap<i64, String>,
    m: &Value,
    winner: u8,
    score: &str,
    reporter: (u8, usize),
    confirmer: (u8, usize),
) -> [i64; 2] {
    let id = m["id"].as_i64().unwrap();
    assert_eq!(
        (&m["player1Id"], &m["player2Id"]),
        (&Value::Null, &Value::Null)
    );
    let by = team(m, reporter.0)[reporter.1];
    let body = json!({ "matchId": id, "winnerTeam": winner, "score": score });
    let reported = site.ok(
        "POST",
        "/api/matches/result",
        Some(body),
        Some(&cookies[&by]),
    );
    assert_eq!(reported["confirmation"]["state"], "awaiting", "{reported}");
    let partner = team(m, reporter.0)[1 - reporter.1];
    let path = format!("/api/matches/{id}/confirm");
    let refused = site
        .conn
        .send("POST", &path, None, Some(&cookies[&partner]))
        .unwrap();
    assert_eq!(refused.status, 403, "{}", refused.text());
    assert_eq!(refused.json()["code"], "not_opponent");
    let answerer = team(m, confirmer.0)[confirmer.1];
    let confirmed = site.ok("POST", &path, None, Some(&cookies[&answerer]));
    assert_eq!(confirmed["confirmation"]["state"], "confirmed");
    assert_eq!(confirmed["winnerTeam"], winner);
    team(m, winner)
}

/// `(id, totalPoints)` of each line of a ranking.
fn lines(ranking: &Value) -> Vec<(i64, i64)> {
    ranking
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            (
                l["id"].as_i64().unwrap(),
                l["totalPoints"].as_i64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn four_teams_play_a_doubles_draw_to_its_champion_as_the_players() {
    // The club's clock at noon on Friday 2026-11-20, in the first week of a draw that started
    // on Monday the 16th.
    let friday = Utc.with_ymd_and_hms(2026, 11, 20, 18, 0, 0).unwrap();
    let offset = (friday - Utc::now()).num_seconds().to_string();
    let club = Club::new();
    let port = free_port();
    let _server = Server::start_on(
        &club,
        port,
        &[("TOURNAMENT_HUB_CLOCK_OFFSET_SECS", offset.as_str())],
    );
    let mut site = Site {
        conn: Connection::open(port, Duration::from_secs(10)).unwrap(),
        admin: admin_cookie(port),
    };
    let ids: Vec<i64> = NAMES
        .iter()
        .map(|name| {
            site.admin("POST", "/api/players", Some(json!({ "name": name })))["id"]
                .as_i64()
                .unwrap()
        })
        .collect();
    let cookies: HashMap<i64, String> = ids.iter().map(|id| (*id, site.member(*id))).collect();
    let general_before = site.ok("GET", "/api/rankings?season=2026", None, None);

    let teams: Vec<[i64; 2]> = ids.chunks(2).map(|p| [p[0], p[1]]).collect();
    let body = json!({ "name": "Dobles de Noviembre", "startDate": "2026-11-16",
        "playerCount": 4, "tournamentType": "single_elimination", "status": "active",
        "discipline": "doubles", "selectedTeams": teams });
    let tournament = site.admin("POST", "/api/tournaments", Some(body))["id"]
        .as_i64()
        .unwrap();
    let path = format!("/api/tournaments/{tournament}/generate-matches");
    let schedule = site.admin("POST", &path, None);
    let semis: Vec<Value> = schedule
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["status"] == "pending")
        .cloned()
        .collect();
    assert_eq!(semis.len(), 2, "{schedule:#}");

    let first = play(
        &mut site,
        &cookies,
        &semis[0],
        1,
        "6-4, 6-4",
        (1, 1),
        (2, 0),
    );
    let second = play(
        &mut site,
        &cookies,
        &semis[1],
        2,
        "4-6, 3-6",
        (2, 1),
        (1, 1),
    );
    let matches = site.ok(
        "GET",
        &format!("/api/tournaments/{tournament}/matches"),
        None,
        None,
    );
    let fin = matches
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["stage"] == "final")
        .unwrap()
        .clone();
    assert_eq!((team(&fin, 1), team(&fin, 2)), (first, second));
    let champions = play(
        &mut site,
        &cookies,
        &fin,
        1,
        "7-6(4), 3-6, 10-7",
        (1, 0),
        (2, 1),
    );

    let done = site.ok("GET", &format!("/api/tournaments/{tournament}"), None, None);
    assert_eq!(done["status"], "completed", "{done}");
    assert_eq!(done["championId"], Value::Null);
    assert_eq!(done["championTeam"], json!(champions));
    assert_eq!(
        done["championName"],
        format!(
            "{} / {}",
            NAMES[ids.iter().position(|p| *p == champions[0]).unwrap()],
            NAMES[ids.iter().position(|p| *p == champions[1]).unwrap()]
        )
    );

    // All eight have doubles points, partners alike; the general ranking did not move.
    let doubles = lines(&site.ok(
        "GET",
        "/api/rankings?season=2026&discipline=doubles",
        None,
        None,
    ));
    assert_eq!(doubles.len(), 8, "{doubles:?}");
    let points = |p: i64| doubles.iter().find(|(id, _)| *id == p).unwrap().1;
    assert!(doubles.iter().all(|(_, total)| *total > 0), "{doubles:?}");
    for pair in &teams {
        assert_eq!(points(pair[0]), points(pair[1]), "{pair:?}: {doubles:?}");
    }
    let finalists = if champions == first { second } else { first };
    assert!(points(champions[0]) > points(finalists[0]), "{doubles:?}");
    let general_after = site.ok("GET", "/api/rankings?season=2026", None, None);
    assert_eq!(general_after, general_before);
    assert!(
        lines(&general_after).iter().all(|(_, total)| *total == 0),
        "{general_after}"
    );
}
