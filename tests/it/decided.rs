//! Everyone hears what was decided (docs/rules.md#notices): in an 8-player hybrid of the club's
//! members, the club grants days, records a walkover, settles a dispute, completes the group
//! stage and then reopens a group result. Each player concerned finds the right notice in
//! their list, in their own language, and its email is handed to the relay in that language;
//! the reporter hears that the opponent confirmed, and the question "confirm or dispute" shows
//! as answered once it is.

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::common::TestApp;
use crate::confirm_fair::{evening, players_of};
use crate::email_unsubscribe::deliver_due;
use crate::members::member;
use tournament_hub::db::notices::Channels;
use tournament_hub::domain::notices::Channel;

/// The member's notices, as their list words them.
async fn notices(app: &TestApp, cookie: &str) -> Vec<Value> {
    let got = app
        .call(Method::GET, "/api/me/notices?limit=100", None, Some(cookie))
        .await;
    assert_eq!(got.status, StatusCode::OK, "{}", got.text());
    got.json()["notices"].as_array().unwrap().clone()
}

/// The newest notice of `kind` in the member's list.
async fn newest(app: &TestApp, cookie: &str, kind: &str) -> Value {
    notices(app, cookie)
        .await
        .into_iter()
        .find(|n| n["kind"] == kind)
        .unwrap_or_else(|| panic!("no {kind} notice"))
}

async fn count(app: &TestApp, cookie: &str, kind: &str) -> usize {
    notices(app, cookie)
        .await
        .iter()
        .filter(|n| n["kind"] == kind)
        .count()
}

async fn ok(app: &TestApp, method: Method, path: &str, body: Option<Value>, cookie: &str) -> Value {
    let got = app.call(method, path, body, Some(cookie)).await;
    assert_eq!(got.status, StatusCode::OK, "{path}: {}", got.text());
    got.json()
}

/// The tournament's matches.
async fn matches(app: &TestApp, tournament: i64) -> Vec<Value> {
    app.get(&format!("/api/tournaments/{tournament}/matches"))
        .await
        .json()
        .as_array()
        .unwrap()
        .clone()
}

#[tokio::test]
async fn each_player_concerned_hears_the_clubs_decisions_in_their_language() {
    let app = TestApp::new();
    app.club.clock().set(Some(evening()));
    app.club.set_delivery_channels(Channels {
        member: vec![Channel::Email],
        admin: Vec::new(),
    });
    let admin = app.admin_cookie().await;
    let players = players_of(&app, &admin).await;
    let (p1, p2) = (players.p1, players.p2);
    // Player 1 reads Spanish; player 2 never chose (English). Both have an address.
    ok(
        &app,
        Method::PUT,
        "/api/me",
        Some(json!({ "language": "es" })),
        &players.reporter,
    )
    .await;
    for (id, email) in [(p1, "p1@correo.example"), (p2, "p2@correo.example")] {
        ok(
            &app,
            Method::PATCH,
            &format!("/api/players/{id}"),
            Some(json!({ "email": email })),
            &admin,
        )
        .await;
    }
    deliver_due(&app).await;

    // Days granted: both hear the new last day.
    let match_id = players.id;
    ok(
        &app,
        Method::POST,
        &format!("/api/matches/{match_id}/extension"),
        Some(json!({ "days": 3 })),
        &admin,
    )
    .await;
    let spanish = newest(&app, &players.reporter, "extension_granted").await;
    assert_eq!(spanish["title"], "3 días más para su partido");
    assert!(
        spanish["body"]
            .as_str()
            .unwrap()
            .starts_with("Juegue contra "),
        "{spanish}"
    );
    let english = newest(&app, &players.opponent, "extension_granted").await;
    assert_eq!(english["title"], "3 more days for your match");
    let sent = deliver_due(&app).await;
    let titles: Vec<(&str, String)> = sent
        .iter()
        .map(|m| (m.email.as_deref().unwrap_or(""), m.text.title.clone()))
        .collect();
    assert!(
        titles.contains(&("p1@correo.example", "3 días más para su partido".into())),
        "{titles:?}"
    );
    assert!(
        titles.contains(&("p2@correo.example", "3 more days for your match".into())),
        "{titles:?}"
    );

    // Player 1 reports, player 2 confirms: player 1 hears it, in the app only by default;
    // player 2's question is answered and read.
    ok(
        &app,
        Method::PATCH,
        &format!("/api/matches/{match_id}"),
        Some(json!({ "winnerId": p1, "score": "6-4, 6-3" })),
        &players.reporter,
    )
    .await;
    let asked = newest(&app, &players.opponent, "result_reported").await;
    assert_eq!(asked["answered"], false);
    assert_eq!(asked["read"], false);
    deliver_due(&app).await;
    ok(
        &app,
        Method::POST,
        &format!("/api/matches/{match_id}/confirm"),
        None,
        &players.opponent,
    )
    .await;
    let confirmed = newest(&app, &players.reporter, "result_confirmed").await;
    assert!(
        confirmed["title"]
            .as_str()
            .unwrap()
            .ends_with("confirmó su resultado"),
        "{confirmed}"
    );
    assert_eq!(confirmed["body"], "6-4, 6-3. Ya cuenta.");
    let asked = newest(&app, &players.opponent, "result_reported").await;
    assert_eq!(asked["answered"], true);
    assert_eq!(asked["read"], true);
    let sent = deliver_due(&app).await;
    assert!(
        sent.iter().all(|m| m.text.title != confirmed["title"]),
        "result_confirmed goes by the app only unless the member turns email on"
    );

    // The club records a walkover in player 1's next group match: both hear it.
    let all = matches(&app, players.tournament).await;
    let next = all
        .iter()
        .find(|m| {
            m["status"] == "pending"
                && m["id"] != match_id
                && (m["player1Id"] == p1 || m["player2Id"] == p1)
        })
        .expect("another group match of player 1");
    let (next_id, rival) = (
        next["id"].as_i64().unwrap(),
        if next["player1Id"] == p1 {
            next["player2Id"].as_i64().unwrap()
        } else {
            next["player1Id"].as_i64().unwrap()
        },
    );
    ok(
        &app,
        Method::POST,
        &format!("/api/matches/{next_id}/walkover"),
        Some(json!({ "winnerId": rival })),
        &admin,
    )
    .await;
    let walkover = newest(&app, &players.reporter, "walkover_recorded").await;
    assert_eq!(walkover["title"], "W.O. registrado en su partido");
    assert!(
        walkover["body"]
            .as_str()
            .unwrap()
            .ends_with("ganó por W.O. (6-0, 6-0)."),
        "{walkover}"
    );
    let rival_cookie = member(&app, &admin, rival).await;
    let won = newest(&app, &rival_cookie, "walkover_recorded").await;
    assert!(
        won["body"]
            .as_str()
            .unwrap()
            .starts_with("You won against "),
        "{won}"
    );

    // Player 2 reports their next match, the opponent disputes, the club settles: both hear.
    let all = matches(&app, players.tournament).await;
    let disputed = all
        .iter()
        .find(|m| m["status"] == "pending" && (m["player1Id"] == p2 || m["player2Id"] == p2))
        .expect("another group match of player 2");
    let disputed_id = disputed["id"].as_i64().unwrap();
    let other = if disputed["player1Id"] == p2 {
        disputed["player2Id"].as_i64().unwrap()
    } else {
        disputed["player1Id"].as_i64().unwrap()
    };
    let other_cookie = member(&app, &admin, other).await;
    ok(
        &app,
        Method::PATCH,
        &format!("/api/matches/{disputed_id}"),
        // Scores are written from player 1's side.
        Some(json!({ "winnerId": p2, "score": if disputed["player1Id"] == p2 { "7-5, 6-4" } else { "5-7, 4-6" } })),
        &players.opponent,
    )
    .await;
    let shown = ok(
        &app,
        Method::POST,
        &format!("/api/matches/{disputed_id}/dispute"),
        Some(json!({ "reason": "Ganó mi rival 7-5, 6-4, pero fue en el súper tiebreak" })),
        &other_cookie,
    )
    .await;
    let reported_at = shown["confirmation"]["reportedAt"].clone();
    ok(
        &app,
        Method::POST,
        &format!("/api/matches/{disputed_id}/settle"),
        Some(json!({ "accept": "report", "reportedAt": reported_at })),
        &admin,
    )
    .await;
    let settled = newest(&app, &players.opponent, "result_settled").await;
    assert_eq!(settled["title"], "The club decided your result");
    assert!(
        settled["body"]
            .as_str()
            .unwrap()
            .ends_with(": 7-5, 6-4, you won."),
        "{settled}"
    );
    let lost = newest(&app, &other_cookie, "result_settled").await;
    assert!(
        lost["body"]
            .as_str()
            .unwrap()
            .ends_with(": 5-7, 4-6, you lost."),
        "{lost}"
    );
    let question = newest(&app, &other_cookie, "result_reported").await;
    assert_eq!(question["answered"], true, "settled, so answered");

    // The club records every other group result: the group stage completes, and exactly
    // the players seated in the knockout hear that they qualified, with whom and by when.
    for m in matches(&app, players.tournament).await {
        if m["stage"] == "group" && m["status"] == "pending" {
            ok(
                &app,
                Method::PATCH,
                &format!("/api/matches/{}", m["id"]),
                Some(json!({ "winnerId": m["player1Id"], "score": "6-2, 6-2" })),
                &admin,
            )
            .await;
        }
    }
    let all = matches(&app, players.tournament).await;
    let seated: std::collections::BTreeSet<i64> = all
        .iter()
        .filter(|m| m["stage"] != "group")
        .flat_map(|m| [m["player1Id"].as_i64(), m["player2Id"].as_i64()])
        .flatten()
        .collect();
    assert_eq!(seated.len(), 4, "two of each group of four");
    let qualified = app
        .db
        .read_blocking(|conn| {
            let mut stmt = conn.prepare(
                "SELECT player_id FROM notices WHERE kind = 'qualified' ORDER BY player_id",
            )?;
            let rows = stmt.query_map([], |row| row.get::<_, i64>(0))?;
            Ok(rows.collect::<rusqlite::Result<Vec<i64>>>()?)
        })
        .unwrap();
    assert_eq!(
        qualified,
        seated.iter().copied().collect::<Vec<_>>(),
        "one notice to each seated player"
    );

    // The club reopens a group result: its players hear it is to be played again, and the
    // group's seated players that they are out until it is.
    let group_match = all
        .iter()
        .find(|m| m["stage"] == "group" && m["id"] == disputed_id)
        .unwrap();
    let group_players = [
        group_match["player1Id"].as_i64().unwrap(),
        group_match["player2Id"].as_i64().unwrap(),
    ];
    let reopened = app
        .call(
            Method::DELETE,
            &format!("/api/matches/{disputed_id}/result?clearLater=true"),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(reopened.status, StatusCode::OK, "{}", reopened.text());
    let cleared = newest(&app, &players.opponent, "result_cleared").await;
    assert_eq!(cleared["title"], "Your match result was cleared");
    assert!(
        cleared["body"]
            .as_str()
            .unwrap()
            .starts_with("You now play "),
        "{cleared}"
    );
    assert_eq!(count(&app, &other_cookie, "result_cleared").await, 1);
    // Exactly the players who lost their seat (or gained one) are told, one notice each:
    // the knockout is seated only once every group is complete, so all four lose theirs.
    let seated_now: std::collections::BTreeSet<i64> = matches(&app, players.tournament)
        .await
        .iter()
        .filter(|m| m["stage"] != "group")
        .flat_map(|m| [m["player1Id"].as_i64(), m["player2Id"].as_i64()])
        .flatten()
        .collect();
    let lost_seats: Vec<i64> = seated.symmetric_difference(&seated_now).copied().collect();
    assert_eq!(lost_seats.len(), 4, "{seated:?} then {seated_now:?}");
    let told = app
        .db
        .read_blocking(|conn| {
            let mut stmt = conn.prepare(
                "SELECT player_id FROM notices WHERE kind = 'qualification_changed' \
                 ORDER BY player_id",
            )?;
            let rows = stmt.query_map([], |row| row.get::<_, i64>(0))?;
            Ok(rows.collect::<rusqlite::Result<Vec<i64>>>()?)
        })
        .unwrap();
    assert_eq!(told, lost_seats, "those who lost a seat");
    assert!(group_players.contains(&p2));
}
