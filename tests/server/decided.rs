//! Everyone hears what the club decided (docs/rules.md#notices), on the real binary with a real
//! relay: in an 8-player hybrid of the club's members, the club grants days, records a
//! walkover, settles a dispute, completes the group stage and then clears a later result.
//! Each player concerned finds the right notice in their list, in their language (Spanish
//! from the page they signed in on, English for one who never chose), and receives it by email
//! through the local aiosmtpd sink, with that notice's words as its subject.

use crate::email::{email_env, start};
use crate::harness;

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use chrono::{TimeZone, Utc};
use harness::mail_sink::MailSink;
use harness::{Club, Connection, admin_cookie, free_port};
use serde_json::{Value, json};

/// The club's members, as they are called: two surnames, accents.
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

/// Seconds that put the club clock (UTC-6) at noon on Friday 2026-11-20, in the first week
/// of a tournament that started on Monday the 16th.
fn offset_to_the_first_friday() -> i64 {
    let friday_noon = Utc.with_ymd_and_hms(2026, 11, 20, 18, 0, 0).unwrap();
    (friday_noon - Utc::now()).num_seconds()
}

/// The address of the member with `id`.
fn address(id: i64) -> String {
    format!("socio{id}@correo.example")
}

struct Site {
    conn: Connection,
    admin: String,
}

impl Site {
    /// `method path` with `body` as `cookie`; its JSON, after checking for 200 or 201.
    fn ok(&mut self, method: &str, path: &str, body: Option<Value>, cookie: &str) -> Value {
        let body = body.map(|b| b.to_string());
        let got = self
            .conn
            .send(method, path, body.as_deref(), Some(cookie))
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
        self.ok(method, path, body, &admin)
    }

    /// Signs `player` in with a link the admin made, from a page in `language` (none: the
    /// page said nothing); the member's cookie.
    fn member(&mut self, player: i64, language: Option<&str>) -> String {
        let made = self.admin(
            "POST",
            &format!("/api/admin/players/{player}/sign-in-link"),
            None,
        );
        let url = made["url"].as_str().unwrap();
        let token = url.split_once("/sign-in#").expect("a sign-in link").1;
        let mut body = json!({ "token": token });
        if let Some(language) = language {
            body["language"] = json!(language);
        }
        let signed_in = self
            .conn
            .send("POST", "/api/me/sign-in", Some(&body.to_string()), None)
            .unwrap();
        assert_eq!(signed_in.status, 200, "{}", signed_in.text());
        signed_in.cookie("th_member").unwrap()
    }

    /// The newest notice of `kind` in the member's list.
    fn newest(&mut self, cookie: &str, kind: &str) -> Value {
        let list = self.ok("GET", "/api/me/notices?limit=100", None, cookie);
        list["notices"]
            .as_array()
            .unwrap()
            .iter()
            .find(|n| n["kind"] == kind)
            .unwrap_or_else(|| panic!("no {kind} notice in {list}"))
            .clone()
    }

    fn matches(&mut self, tournament: i64) -> Vec<Value> {
        let got = self
            .conn
            .send(
                "GET",
                &format!("/api/tournaments/{tournament}/matches"),
                None,
                None,
            )
            .unwrap();
        got.json().as_array().unwrap().clone()
    }
}

/// Waits until the sink holds an email to `to` whose subject is `subject`; its plain text.
fn email(sink: &MailSink, to: &str, subject: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let found = sink.messages().into_iter().find_map(|(_, told)| {
            (told["recipients"] == json!([to]) && told["subject"] == subject)
                .then(|| told["plain"].as_str().unwrap_or_default().to_string())
        });
        if let Some(plain) = found {
            return plain;
        }
        assert!(
            Instant::now() < deadline,
            "no email {subject:?} to {to}; the sink has {:#?}",
            sink.messages()
                .iter()
                .map(|(_, t)| (t["recipients"].clone(), t["subject"].clone()))
                .collect::<Vec<_>>()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The other player of `m`.
fn rival_of(m: &Value, player: i64) -> i64 {
    if m["player1Id"] == player {
        m["player2Id"].as_i64().unwrap()
    } else {
        m["player1Id"].as_i64().unwrap()
    }
}

#[test]
fn each_player_concerned_hears_the_clubs_decisions_in_the_app_and_by_email_in_their_language() {
    let sink = MailSink::start(&[]);
    let club = Club::new();
    let port = free_port();
    let server = start(
        &club,
        port,
        &email_env(&sink, port, offset_to_the_first_friday()),
    );
    let mut site = Site {
        conn: Connection::open(port, Duration::from_secs(10)).unwrap(),
        admin: admin_cookie(port),
    };

    let ids: Vec<i64> = NAMES
        .iter()
        .map(|name| {
            let created = site.admin("POST", "/api/players", Some(json!({ "name": name })));
            created["id"].as_i64().unwrap()
        })
        .collect();
    for id in &ids {
        site.admin(
            "PATCH",
            &format!("/api/players/{id}"),
            Some(json!({ "email": address(*id) })),
        );
    }
    let tournament = site.admin(
        "POST",
        "/api/tournaments",
        Some(
            json!({ "name": "Torneo de Noviembre", "startDate": "2026-11-16", "playerCount": 8,
            "tournamentType": "hybrid", "status": "active", "selectedPlayerIds": ids }),
        ),
    )["id"]
        .as_i64()
        .unwrap();
    let generated = site.admin(
        "POST",
        &format!("/api/tournaments/{tournament}/generate-matches"),
        None,
    );
    let first = generated
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["status"] == "pending" && m["week"] == 1)
        .expect("a playable match of week 1")
        .clone();
    let match_id = first["id"].as_i64().unwrap();
    let (p1, p2) = (
        first["player1Id"].as_i64().unwrap(),
        first["player2Id"].as_i64().unwrap(),
    );
    // Player 1 signs in on a Spanish page; player 2's page said nothing: English.
    let spanish = site.member(p1, Some("es"));
    let english = site.member(p2, None);

    // Days granted: both hear the new last day, each in their language, in the app and by
    // email.
    site.admin(
        "POST",
        &format!("/api/matches/{match_id}/extension"),
        Some(json!({ "days": 3 })),
    );
    let granted = site.newest(&spanish, "extension_granted");
    assert_eq!(granted["title"], "3 días más para su partido");
    let plain = email(&sink, &address(p1), "3 días más para su partido");
    assert!(
        plain.contains(granted["body"].as_str().unwrap().lines().next().unwrap()),
        "{plain}"
    );
    assert_eq!(
        site.newest(&english, "extension_granted")["title"],
        "3 more days for your match"
    );
    email(&sink, &address(p2), "3 more days for your match");

    // The club records a walkover in player 1's next group match: both players hear it.
    let all = site.matches(tournament);
    let next = all
        .iter()
        .find(|m| {
            m["status"] == "pending"
                && m["id"] != match_id
                && (m["player1Id"] == p1 || m["player2Id"] == p1)
        })
        .expect("another group match of player 1")
        .clone();
    let rival = rival_of(&next, p1);
    site.admin(
        "POST",
        &format!("/api/matches/{}/walkover", next["id"]),
        Some(json!({ "winnerId": rival })),
    );
    let walkover = site.newest(&spanish, "walkover_recorded");
    assert_eq!(walkover["title"], "W.O. registrado en su partido");
    assert!(
        walkover["body"]
            .as_str()
            .unwrap()
            .ends_with("ganó por W.O. (6-0, 6-0)."),
        "{walkover}"
    );
    email(&sink, &address(p1), "W.O. registrado en su partido");
    // The rival never signed in nor chose: English, by email.
    let plain = email(&sink, &address(rival), "Walkover recorded in your match");
    assert!(plain.contains("You won against "), "{plain}");

    // Player 2 reports their next match, its other player disputes, the club settles: both
    // hear the club's decision.
    let all = site.matches(tournament);
    let disputed = all
        .iter()
        .find(|m| m["status"] == "pending" && (m["player1Id"] == p2 || m["player2Id"] == p2))
        .expect("another group match of player 2")
        .clone();
    let disputed_id = disputed["id"].as_i64().unwrap();
    let other = rival_of(&disputed, p2);
    let other_cookie = site.member(other, Some("es"));
    let score = if disputed["player1Id"] == p2 {
        "7-5, 6-4"
    } else {
        "5-7, 4-6"
    };
    site.ok(
        "PATCH",
        &format!("/api/matches/{disputed_id}"),
        Some(json!({ "winnerId": p2, "score": score })),
        &english,
    );
    let shown = site.ok(
        "POST",
        &format!("/api/matches/{disputed_id}/dispute"),
        Some(json!({ "reason": "El marcador fue 7-5, 6-4 para mí" })),
        &other_cookie,
    );
    let reported_at = shown["confirmation"]["reportedAt"].clone();
    site.admin(
        "POST",
        &format!("/api/matches/{disputed_id}/settle"),
        Some(json!({ "accept": "report", "reportedAt": reported_at })),
    );
    let settled = site.newest(&english, "result_settled");
    assert_eq!(settled["title"], "The club decided your result");
    assert!(
        settled["body"]
            .as_str()
            .unwrap()
            .ends_with(": 7-5, 6-4, you won."),
        "{settled}"
    );
    email(&sink, &address(p2), "The club decided your result");
    let lost = site.newest(&other_cookie, "result_settled");
    assert_eq!(lost["title"], "El club decidió su resultado");
    assert!(
        lost["body"]
            .as_str()
            .unwrap()
            .ends_with(": 5-7, 4-6, usted perdió."),
        "{lost}"
    );
    email(&sink, &address(other), "El club decidió su resultado");
    assert_eq!(
        site.newest(&other_cookie, "result_reported")["answered"],
        true,
        "settled, so answered"
    );

    // The club records every other group result: exactly the players seated in the
    // knockout hear that they qualified, by email too.
    for m in site.matches(tournament) {
        if m["stage"] == "group" && m["status"] == "pending" {
            site.admin(
                "PATCH",
                &format!("/api/matches/{}", m["id"]),
                Some(json!({ "winnerId": m["player1Id"], "score": "6-2, 6-2" })),
            );
        }
    }
    let all = site.matches(tournament);
    let seated: BTreeSet<i64> = all
        .iter()
        .filter(|m| m["stage"] != "group")
        .flat_map(|m| [m["player1Id"].as_i64(), m["player2Id"].as_i64()])
        .flatten()
        .collect();
    assert_eq!(seated.len(), 4, "two of each group of four");
    for player in &seated {
        let subject = if [p1, other].contains(player) {
            "Usted clasificó en Torneo de Noviembre"
        } else {
            "You qualified in Torneo de Noviembre"
        };
        email(&sink, &address(*player), subject);
    }
    let qualified: BTreeSet<i64> = sink
        .messages()
        .iter()
        .filter(|(_, t)| {
            t["subject"] == "You qualified in Torneo de Noviembre"
                || t["subject"] == "Usted clasificó en Torneo de Noviembre"
        })
        .map(|(_, t)| {
            let to = t["recipients"][0].as_str().unwrap();
            to.trim_start_matches("socio")
                .trim_end_matches("@correo.example")
                .parse()
                .unwrap()
        })
        .collect();
    assert_eq!(
        qualified, seated,
        "one qualified email to each seated player"
    );

    // The club clears the disputed result and the results after it: its players hear that
    // the match is to be played again, by email in their language.
    let cleared = site
        .conn
        .send(
            "DELETE",
            &format!("/api/matches/{disputed_id}/result?clearLater=true"),
            None,
            Some(&site.admin.clone()),
        )
        .unwrap();
    assert_eq!(cleared.status, 200, "{}", cleared.text());
    let notice = site.newest(&english, "result_cleared");
    assert_eq!(notice["title"], "Your match result was cleared");
    email(&sink, &address(p2), "Your match result was cleared");
    assert_eq!(
        site.newest(&other_cookie, "result_cleared")["title"],
        "Se anuló el resultado de su partido"
    );
    email(
        &sink,
        &address(other),
        "Se anuló el resultado de su partido",
    );

    // Every email was written whole and in one language.
    for (raw, told) in sink.messages() {
        assert_eq!(told["defects"], json!([]), "{told}");
        assert!(raw.is_ascii(), "7-bit on the wire");
    }
    server.stop();
}
