//! The security review's S1 played again against the real binary (docs/rules.md#budgets): a
//! member moves a match 60 times as fast as one connection allows, then reports and corrects
//! its result 30 times. The opponent's mailbox, a local aiosmtpd relay, is counted over 10
//! minutes of club clock (the server is restarted 10 minutes ahead): at most 2 emails of each
//! kind, the second carrying the latest state.

use crate::harness;

use std::time::{Duration, Instant};

use chrono::{NaiveTime, Utc};
use harness::mail_sink::MailSink;
use harness::{Club, Connection, Server, admin_cookie, free_port};
use serde_json::json;

/// Seconds that put the club clock (UTC-6) at 10:00 today, `ahead` seconds later: no notice
/// waits for quiet hours.
fn club_morning_offset(ahead: i64) -> i64 {
    let club_now = Utc::now().naive_utc() - chrono::Duration::hours(6);
    let ten = club_now
        .date()
        .and_time(NaiveTime::from_hms_opt(10, 0, 0).unwrap());
    (ten - club_now).num_seconds() + ahead
}

fn start(club: &Club, sink: &MailSink, port: u16, offset: i64) -> Server {
    let env = [
        ("TOURNAMENT_HUB_SMTP_URL", sink.url()),
        (
            "TOURNAMENT_HUB_MAIL_FROM",
            "Club de Tenis <club@club.example>".to_string(),
        ),
        (
            "TOURNAMENT_HUB_PUBLIC_URL",
            format!("http://127.0.0.1:{port}"),
        ),
        ("TOURNAMENT_HUB_CLOCK_OFFSET_SECS", offset.to_string()),
    ];
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    Server::start_on(club, port, &env)
}

/// Signs `player` in with a link the admin made; their member cookie.
fn sign_in(conn: &mut Connection, admin: &str, player: i64) -> String {
    let path = format!("/api/admin/players/{player}/sign-in-link");
    let link = conn.send("POST", &path, None, Some(admin)).unwrap();
    assert_eq!(link.status, 201, "{}", link.text());
    let token = link.json()["url"]
        .as_str()
        .unwrap()
        .split_once('#')
        .unwrap()
        .1
        .to_string();
    let body = json!({ "token": token }).to_string();
    let signed_in = conn
        .send("POST", "/api/me/sign-in", Some(&body), None)
        .unwrap();
    assert_eq!(signed_in.status, 200, "{}", signed_in.text());
    signed_in.cookie("th_member").unwrap()
}

/// The messages the sink holds for `address`, as (subject, plain text).
fn mail_to(sink: &MailSink, address: &str) -> Vec<(String, String)> {
    sink.messages()
        .into_iter()
        .filter(|(_, m)| m["recipients"] == json!([address]))
        .map(|(_, m)| {
            (
                m["subject"].as_str().unwrap_or_default().to_string(),
                m["plain"].as_str().unwrap_or_default().to_string(),
            )
        })
        .collect()
}

/// Waits until `address` holds `n` messages (or the patience runs out); what it holds.
fn wait_for_mail(sink: &MailSink, address: &str, n: usize) -> Vec<(String, String)> {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let got = mail_to(sink, address);
        if got.len() >= n || Instant::now() > deadline {
            return got;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

const NAMES: [&str; 8] = [
    "María José Quesada Jiménez",
    "Ana Lucía Mora Solís",
    "Beatriz Elena Chacón Vargas",
    "Carolina Núñez Araya",
    "Daniela Sofía Brenes Castro",
    "Elena Patricia Ulate Rojas",
    "Fabiola Villalobos Peña",
    "Gabriela Cordero Muñoz",
];

#[test]
fn sixty_moves_and_thirty_corrections_reach_the_opponent_at_most_twice_per_kind() {
    let sink = MailSink::start(&[]);
    let club = Club::new();
    let port = free_port();
    let server = start(&club, &sink, port, club_morning_offset(0));
    let admin = admin_cookie(port);
    let mut conn = Connection::open(port, Duration::from_secs(10)).unwrap();

    let ids: Vec<i64> = NAMES
        .iter()
        .map(|name| {
            let body = json!({ "name": name }).to_string();
            let made = conn
                .send("POST", "/api/players", Some(&body), Some(&admin))
                .unwrap();
            assert_eq!(made.status, 201, "{}", made.text());
            made.json()["id"].as_i64().unwrap()
        })
        .collect();
    let club_today = (Utc::now() + chrono::Duration::seconds(club_morning_offset(0))
        - chrono::Duration::hours(6))
    .date_naive();
    let start_date = (club_today - chrono::Duration::days(1)).to_string();
    let body = json!({ "name": "Torneo de Diciembre", "startDate": start_date, "playerCount": 8,
                       "tournamentType": "hybrid", "status": "active", "selectedPlayerIds": ids })
    .to_string();
    let created = conn
        .send("POST", "/api/tournaments", Some(&body), Some(&admin))
        .unwrap();
    assert_eq!(created.status, 201, "{}", created.text());
    let tournament = created.json()["id"].as_i64().unwrap();
    let path = format!("/api/tournaments/{tournament}/generate-matches");
    let generated = conn.send("POST", &path, None, Some(&admin)).unwrap();
    assert!(generated.status < 300, "{}", generated.text());
    let path = format!("/api/tournaments/{tournament}/matches");
    let all = conn.send("GET", &path, None, None).unwrap().json();
    let game = all
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["week"] == 1 && m["status"] == "pending")
        .unwrap()
        .clone();
    let (id, p1, p2) = (
        game["id"].as_i64().unwrap(),
        game["player1Id"].as_i64().unwrap(),
        game["player2Id"].as_i64().unwrap(),
    );
    let rival = "rival@club.example";
    let email = json!({ "email": rival }).to_string();
    let patched = conn
        .send(
            "PATCH",
            &format!("/api/players/{p2}"),
            Some(&email),
            Some(&admin),
        )
        .unwrap();
    assert_eq!(patched.status, 200, "{}", patched.text());
    let mover = sign_in(&mut conn, &admin, p1);
    let opponent = sign_in(&mut conn, &admin, p2);
    let spanish = conn
        .send(
            "PUT",
            "/api/me",
            Some(r#"{"language":"es"}"#),
            Some(&opponent),
        )
        .unwrap();
    assert_eq!(spanish.status, 200, "{}", spanish.text());

    // Sixty moves, back to back.
    let until = game["rescheduleUntil"].as_str().unwrap().to_string();
    let began = Instant::now();
    let mut moved = Vec::new();
    for i in 0..60 {
        let minutes = 8 * 60 + 30 * (i % 27);
        let body =
            json!({ "date": until, "time": format!("{:02}:{:02}", minutes / 60, minutes % 60),
                           "cancha": 1 + i % 14 })
            .to_string();
        let answer = conn
            .send(
                "PATCH",
                &format!("/api/matches/{id}/schedule"),
                Some(&body),
                Some(&mover),
            )
            .unwrap();
        moved.push(answer.status);
    }
    let moves_took = began.elapsed();
    let accepted = moved.iter().filter(|s| **s == 200).count();
    let refused = moved.iter().filter(|s| **s == 429).count();
    assert_eq!((accepted, refused), (5, 55), "{moved:?}");

    // Thirty reports and corrections.
    let mut written = Vec::new();
    for i in 0..30 {
        let score = format!("6-{}, 6-{}", i % 5, (i + 1) % 5);
        let (method, path, body) = if i == 0 {
            let body = json!({ "matchId": id, "winnerId": p1, "score": score });
            ("POST", "/api/matches/result".to_string(), body)
        } else {
            let body = json!({ "winnerId": p1, "score": score });
            ("PATCH", format!("/api/matches/{id}"), body)
        };
        let answer = conn
            .send(method, &path, Some(&body.to_string()), Some(&mover))
            .unwrap();
        written.push((answer.status, answer.json()["code"].clone()));
    }
    let kept = written.iter().filter(|(s, _)| *s == 200).count();
    let exhausted = written
        .iter()
        .filter(|(s, c)| *s == 409 && *c == json!("corrections_exhausted"))
        .count();
    assert_eq!((kept, exhausted), (6, 24), "{written:?}");

    // At once: the first of each kind.
    let first = wait_for_mail(&sink, rival, 2);
    std::thread::sleep(Duration::from_secs(2));
    let first_count = mail_to(&sink, rival).len();
    server.stop();

    // Ten minutes later on the club clock: the merged ones go, with the latest state.
    let server = start(&club, &sink, port, club_morning_offset(600));
    let all = wait_for_mail(&sink, rival, 4);
    std::thread::sleep(Duration::from_secs(2));
    let all_count = mail_to(&sink, rival).len();
    let subjects: Vec<&str> = all.iter().map(|(s, _)| s.as_str()).collect();
    let scheduled = subjects
        .iter()
        .filter(|s| s.ends_with("programó su partido"))
        .count();
    let results = subjects
        .iter()
        .filter(|s| **s == "Un resultado en su partido")
        .count();
    println!(
        "S1 again: 60 moves in {:.2} s ({accepted} accepted, {refused} refused with \
         schedule_changes_exhausted); 30 reports in a row ({kept} kept, {exhausted} refused \
         with corrections_exhausted); the opponent's emails: {first_count} at once, \
         {all_count} in 10 minutes of club clock ({scheduled} match_scheduled, {results} \
         result_reported)",
        moves_took.as_secs_f64()
    );
    assert_eq!(first.len(), 2, "the first of each kind at once: {first:?}");
    assert_eq!(
        first_count,
        2,
        "nothing more at once: {:?}",
        mail_to(&sink, rival)
    );
    assert_eq!(all_count, 4, "{subjects:?}");
    assert_eq!((scheduled, results), (2, 2), "{subjects:?}");
    // The merged result email carries the last score kept (the sixth write: 6-0, 6-1 for
    // player 1, read from the opponent's side).
    let last_result = &all
        .iter()
        .rfind(|(s, _)| s == "Un resultado en su partido")
        .unwrap()
        .1;
    assert!(last_result.contains("0-6, 1-6"), "{last_result}");
    let last_move = &all
        .iter()
        .rfind(|(s, _)| s.ends_with("programó su partido"))
        .unwrap()
        .1;
    assert!(
        last_move.contains("10:00, cancha 5"),
        "the fifth move: {last_move}"
    );
    server.stop();
}
