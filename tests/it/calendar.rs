//! The calendar feeds: a tournament's and a player's matches as iCalendar events, with
//! stable UIDs, weeks as all-day events, league matches at their time in Costa Rica's zone,
//! names escaped, in the language asked for; drafts never in a feed.

use std::collections::BTreeSet;

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::common::TestApp;

/// The names the feeds must carry through: a comma, a semicolon, accents, a backslash.
const TRICKY: &str = "Núñez, Ana; la \"Zurda\"";
const BACKSLASH: &str = "Beatriz \\ Solís";

/// The feed's logical lines: folds undone, each line as sent, every line ended by CRLF.
fn lines(text: &str) -> Vec<String> {
    assert!(text.ends_with("\r\n"), "the feed ends with CRLF");
    assert!(!text.replace("\r\n", "").contains('\n'), "a bare LF");
    for physical in text.split("\r\n") {
        assert!(physical.len() <= 75, "a line of {} octets", physical.len());
    }
    text.replace("\r\n ", "")
        .trim_end_matches("\r\n")
        .split("\r\n")
        .map(String::from)
        .collect()
}

/// The events of a feed, each as its property lines.
fn events(text: &str) -> Vec<Vec<String>> {
    let mut all = Vec::new();
    let mut current: Option<Vec<String>> = None;
    for line in lines(text) {
        match line.as_str() {
            "BEGIN:VEVENT" => current = Some(Vec::new()),
            "END:VEVENT" => all.push(current.take().expect("an event ends after it begins")),
            _ => {
                if let Some(event) = current.as_mut() {
                    event.push(line);
                }
            }
        }
    }
    all
}

fn property<'a>(event: &'a [String], name: &str) -> Option<&'a str> {
    event.iter().find_map(|line| {
        line.strip_prefix(name)
            .and_then(|rest| rest.strip_prefix(':'))
    })
}

fn event_with<'a>(events: &'a [Vec<String>], uid: &str) -> &'a [String] {
    events
        .iter()
        .find(|event| property(event, "UID") == Some(uid))
        .unwrap_or_else(|| panic!("no event {uid}"))
}

/// Fails unless `path` is refused with the JSON error `code` (404 for what is not there,
/// 422 for a bad parameter).
async fn refused(app: &TestApp, path: &str, code: &str) {
    let answer = app.get(path).await;
    let (status, category) = if code.ends_with("not_found") {
        (StatusCode::NOT_FOUND, "not_found")
    } else {
        (StatusCode::UNPROCESSABLE_ENTITY, "invalid")
    };
    assert_eq!(
        answer.assert_error(status, category)["code"],
        code,
        "{path}"
    );
}

async fn get_feed(app: &TestApp, path: &str) -> String {
    let answer = app.get(path).await;
    assert_eq!(answer.status, StatusCode::OK, "{path}: {}", answer.text());
    assert_eq!(
        answer.header("content-type").as_deref(),
        Some("text/calendar; charset=utf-8")
    );
    answer.text()
}

struct Club {
    tournament: i64,
    players: Vec<i64>,
    matches: Vec<Value>,
    timed: i64,
    untimed: i64,
}

async fn club(app: &TestApp) -> Club {
    app.club
        .clock()
        .set(Some("2026-11-20T18:00:00Z".parse().unwrap()));
    let admin = app.admin_cookie().await;
    let players = app.insert_players("P", 8);
    let (first, second) = (players[0], players[1]);
    app.write_straight(move |tx| {
        tx.execute(
            "UPDATE players SET name = ?1 WHERE id = ?2",
            (TRICKY, first),
        )?;
        tx.execute(
            "UPDATE players SET name = ?1 WHERE id = ?2",
            (BACKSLASH, second),
        )?;
        Ok(())
    })
    .unwrap();
    let created = app
        .call(
            Method::POST,
            "/api/tournaments",
            Some(json!({
                "name": "Copa, de Verano", "startDate": "2026-11-02", "playerCount": 8,
                "status": "active", "tournamentType": "single_elimination",
                "selectedPlayerIds": players,
            })),
            Some(&admin),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let tournament = created.json()["id"].as_i64().unwrap();
    let generated = app
        .call(
            Method::POST,
            &format!("/api/tournaments/{tournament}/generate-matches"),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(generated.status, StatusCode::OK, "{}", generated.text());
    let matches = app
        .get(&format!("/api/tournaments/{tournament}/matches"))
        .await
        .json()
        .as_array()
        .unwrap()
        .clone();
    // The first player's first match is played: they win 6-4, 6-2.
    let played = matches
        .iter()
        .find(|m| m["player1Id"] == first || m["player2Id"] == first)
        .unwrap();
    let recorded = app
        .call(
            Method::POST,
            "/api/matches/result",
            Some(json!({ "matchId": played["id"], "winnerId": first,
                "score": if played["player1Id"] == first { "6-4, 6-2" } else { "4-6, 2-6" } })),
            Some(&admin),
        )
        .await;
    assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());
    let mut league = Vec::new();
    for body in [
        json!({ "player1Id": first, "player2Id": second, "date": "2026-11-21", "time": "18:30", "cancha": 3 }),
        json!({ "player1Id": second, "player2Id": first, "date": "2026-11-22" }),
    ] {
        let made = app
            .call(
                Method::POST,
                "/api/league/matches",
                Some(body),
                Some(&admin),
            )
            .await;
        assert_eq!(made.status, StatusCode::CREATED, "{}", made.text());
        league.push(made.json()["id"].as_i64().unwrap());
    }
    Club {
        tournament,
        players,
        matches: app
            .get(&format!("/api/tournaments/{tournament}/matches"))
            .await
            .json()
            .as_array()
            .unwrap()
            .clone(),
        timed: league[0],
        untimed: league[1],
    }
}

#[tokio::test]
async fn a_tournament_feed_has_every_match_over_its_week_with_stable_uids() {
    let app = TestApp::new();
    let club = club(&app).await;
    let path = format!("/api/tournaments/{}/calendar.ics", club.tournament);
    let text = get_feed(&app, &path).await;
    let all = lines(&text);
    for line in [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
        "X-PUBLISHED-TTL:PT1H",
        "X-WR-CALNAME:Copa\\, de Verano · Tournament Hub",
    ] {
        assert!(all.contains(&line.to_string()), "{line}\n{text}");
    }
    assert!(!text.contains("VTIMEZONE"), "all-day events need no zone");
    let feed = events(&text);
    // Eight players: four quarterfinals, two semifinals, a final; no byes.
    assert_eq!(feed.len(), 7);
    let uids: BTreeSet<String> = feed
        .iter()
        .map(|event| property(event, "UID").unwrap().to_string())
        .collect();
    let expected: BTreeSet<String> = club
        .matches
        .iter()
        .map(|m| format!("match-{}@tournament-hub", m["id"]))
        .collect();
    assert_eq!(uids, expected);
    for m in &club.matches {
        let event = event_with(&feed, &format!("match-{}@tournament-hub", m["id"]));
        // Week N runs 7 days from the start + 7·(N−1); DTEND is the day after the last.
        let (start, end) = match m["week"].as_i64().unwrap() {
            1 => ("20261102", "20261109"),
            2 => ("20261109", "20261116"),
            3 => ("20261116", "20261123"),
            week => panic!("week {week}"),
        };
        assert_eq!(property(event, "DTSTART;VALUE=DATE"), Some(start));
        assert_eq!(property(event, "DTEND;VALUE=DATE"), Some(end));
        assert!(property(event, "DTSTAMP").is_some());
    }
    // The semifinal the first player's win has not reached yet (where the draw put them
    // depends on the seeding of equal totals): both sides say where they come from.
    let semifinal = club
        .matches
        .iter()
        .find(|m| m["stage"] == "semifinal" && m["player1Id"].is_null() && m["player2Id"].is_null())
        .unwrap();
    let event = event_with(&feed, &format!("match-{}@tournament-hub", semifinal["id"]));
    let expected = if semifinal["slot"] == 0 {
        "Winner QF1 vs Winner QF2 · Semifinal · Copa\\, de Verano"
    } else {
        "Winner QF3 vs Winner QF4 · Semifinal · Copa\\, de Verano"
    };
    assert_eq!(property(event, "SUMMARY"), Some(expected));
    let played = club
        .matches
        .iter()
        .find(|m| m["status"] == "completed")
        .unwrap();
    let event = event_with(&feed, &format!("match-{}@tournament-hub", played["id"]));
    let escaped = "Núñez\\, Ana\\; la \"Zurda\"";
    assert!(property(event, "SUMMARY").unwrap().contains(escaped));
    assert!(
        property(event, "SUMMARY")
            .unwrap()
            .contains("· Quarterfinal ·")
    );
    assert_eq!(
        property(event, "DESCRIPTION"),
        Some(format!("Winner: {escaped} · 6-4\\, 6-2").as_str())
    );

    // Asked again: the same events under the same UIDs, so calendars update, not duplicate.
    let again = events(&get_feed(&app, &path).await);
    let again: BTreeSet<String> = again
        .iter()
        .map(|event| property(event, "UID").unwrap().to_string())
        .collect();
    assert_eq!(again, uids);

    // In Spanish.
    let spanish = events(&get_feed(&app, &format!("{path}?lang=es")).await);
    let event = event_with(
        &spanish,
        &format!("match-{}@tournament-hub", semifinal["id"]),
    );
    let esperado = if semifinal["slot"] == 0 {
        "Ganador CF1 vs Ganador CF2 · Semifinal · Copa\\, de Verano"
    } else {
        "Ganador CF3 vs Ganador CF4 · Semifinal · Copa\\, de Verano"
    };
    assert_eq!(property(event, "SUMMARY"), Some(esperado));
    let event = event_with(&spanish, &format!("match-{}@tournament-hub", played["id"]));
    assert!(
        property(event, "SUMMARY")
            .unwrap()
            .contains("· Cuartos de final ·")
    );
    assert!(
        property(event, "DESCRIPTION")
            .unwrap()
            .starts_with("Ganador: ")
    );
}

#[tokio::test]
async fn a_player_feed_has_their_tournament_and_league_matches() {
    let app = TestApp::new();
    let club = club(&app).await;
    let first = club.players[0];
    let text = get_feed(&app, &format!("/api/players/{first}/calendar.ics")).await;
    let all = lines(&text);
    for line in [
        "BEGIN:VTIMEZONE",
        "TZID:America/Costa_Rica",
        "TZOFFSETTO:-0600",
        "X-WR-CALNAME:Núñez\\, Ana\\; la \"Zurda\" · Tournament Hub",
    ] {
        assert!(all.contains(&line.to_string()), "{line}\n{text}");
    }
    let feed = events(&text);
    // Their quarterfinal (won, so also the semifinal they now stand in) and two league matches.
    assert_eq!(feed.len(), 4, "{text}");
    let timed = event_with(&feed, &format!("league-{}@tournament-hub", club.timed));
    assert_eq!(
        property(timed, "DTSTART;TZID=America/Costa_Rica"),
        Some("20261121T183000")
    );
    assert_eq!(
        property(timed, "DTEND;TZID=America/Costa_Rica"),
        Some("20261121T200000")
    );
    assert_eq!(property(timed, "LOCATION"), Some("Court 3"));
    assert_eq!(
        property(timed, "SUMMARY"),
        Some("Núñez\\, Ana\\; la \"Zurda\" vs Beatriz \\\\ Solís · Challenge League")
    );
    let untimed = event_with(&feed, &format!("league-{}@tournament-hub", club.untimed));
    assert_eq!(property(untimed, "DTSTART;VALUE=DATE"), Some("20261122"));
    assert_eq!(property(untimed, "DTEND;VALUE=DATE"), Some("20261123"));
    assert_eq!(property(untimed, "LOCATION"), None);
    let spanish =
        events(&get_feed(&app, &format!("/api/players/{first}/calendar.ics?lang=es")).await);
    let timed = event_with(&spanish, &format!("league-{}@tournament-hub", club.timed));
    assert_eq!(property(timed, "LOCATION"), Some("Cancha 3"));
    assert!(
        property(timed, "SUMMARY")
            .unwrap()
            .ends_with("· Liga de retos")
    );
}

#[tokio::test]
async fn drafts_stay_out_and_bad_requests_are_refused() {
    let app = TestApp::new();
    let club = club(&app).await;
    let admin = app.admin_cookie().await;
    // A draft with the same players, its schedule generated: in no public feed.
    let draft = app
        .call(
            Method::POST,
            "/api/tournaments",
            Some(json!({
                "name": "Borrador", "startDate": "2026-12-07", "playerCount": 8,
                "status": "draft", "tournamentType": "single_elimination",
                "selectedPlayerIds": club.players,
            })),
            Some(&admin),
        )
        .await;
    assert_eq!(draft.status, StatusCode::CREATED, "{}", draft.text());
    let draft = draft.json()["id"].as_i64().unwrap();
    let generated = app
        .call(
            Method::POST,
            &format!("/api/tournaments/{draft}/generate-matches"),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(generated.status, StatusCode::OK, "{}", generated.text());
    refused(
        &app,
        &format!("/api/tournaments/{draft}/calendar.ics"),
        "tournament_not_found",
    )
    .await;
    let first = club.players[0];
    let text = get_feed(&app, &format!("/api/players/{first}/calendar.ics")).await;
    assert!(!text.contains("Borrador"), "{text}");
    assert_eq!(events(&text).len(), 4);

    let bad_lang = format!("/api/tournaments/{}/calendar.ics?lang=fr", club.tournament);
    refused(&app, &bad_lang, "lang_unknown").await;
    refused(
        &app,
        "/api/tournaments/9999/calendar.ics",
        "tournament_not_found",
    )
    .await;
    refused(&app, "/api/players/9999/calendar.ics", "player_not_found").await;
    let pending = app.write_straight(|tx| {
        tx.execute(
            "INSERT INTO players (name, email, status) VALUES ('Pendiente', 'p@club.example', 'pending')",
            [],
        )?;
        Ok(tx.last_insert_rowid())
    });
    let pending = format!("/api/players/{}/calendar.ics", pending.unwrap());
    refused(&app, &pending, "player_not_found").await;
}
