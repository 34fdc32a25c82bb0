//! No one judges their own interest (docs/rules.md#committee): an organizer's console is
//! refused every decision about a match they play (`own_match`), their own record and a
//! tournament they play in (`own_interest`); on their own match they act as the member they
//! are, with their member session. The writes the guard covers come from the route table.

use crate::common;
use crate::members::{member, request};

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};
use tournament_hub::http::interest::{NO_STAKE, ROUTES};

use common::{TestApp, TestResponse};

/// The club's own names: two surnames, accents, Spanish first.
const NAMES: [&str; 6] = [
    "María Fernanda Villalobos Quesada",
    "José Pablo Calderón Araya",
    "Ana Lucía Mora Céspedes",
    "Luis Diego Soto Brenes",
    "Ileana Víquez Fallas",
    "Andrés Felipe Jiménez Quirós",
];

/// Sends `method path` with `body` and every cookie of `cookies`.
async fn send(
    app: &TestApp,
    method: Method,
    path: &str,
    body: Option<Value>,
    cookies: &[&str],
) -> TestResponse {
    app.send(request(method, path, body, cookies, &[])).await
}

/// The organizer `player`'s member cookie and console cookie.
async fn organizer(app: &TestApp, admin: &str, player: i64) -> (String, String) {
    let role = send(
        app,
        Method::PUT,
        &format!("/api/admin/players/{player}/role"),
        Some(json!({ "role": "organizer" })),
        &[admin],
    )
    .await;
    assert_eq!(role.status, StatusCode::OK, "{}", role.text());
    let member = member(app, admin, player).await;
    let opened = send(app, Method::POST, "/api/me/console", None, &[&member]).await;
    assert_eq!(opened.status, StatusCode::OK, "{}", opened.text());
    (
        member,
        opened.cookie("th_admin").expect("the console's cookie"),
    )
}

/// A four-player knockout, active, placed as given: round one is `players[0]` against
/// `players[1]` and `players[2]` against `players[3]`. Its id and round one's two matches.
async fn knockout(app: &TestApp, admin: &str, name: &str, players: [i64; 4]) -> (i64, [Value; 2]) {
    let created = send(
        app,
        Method::POST,
        "/api/tournaments",
        Some(json!({
            "name": name,
            "startDate": app.club.clock().today().to_string(),
            "playerCount": 4,
            "status": "active",
            "tournamentType": "single_elimination",
            "selectedPlayerIds": players,
            "manualBracketPositions": {
                "0": players[0], "1": players[1], "2": players[2], "3": players[3]
            },
        })),
        &[admin],
    )
    .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let id = created.json()["id"].as_i64().unwrap();
    let matches = app.generate_matches(id, admin).await;
    let between = |a: i64, b: i64| {
        matches
            .iter()
            .find(|m| {
                let pair = [m["player1Id"].as_i64(), m["player2Id"].as_i64()];
                pair.contains(&Some(a)) && pair.contains(&Some(b))
            })
            .unwrap_or_else(|| panic!("{a} and {b} meet in round one"))
            .clone()
    };
    (
        id,
        [
            between(players[0], players[1]),
            between(players[2], players[3]),
        ],
    )
}

fn refused(answer: &TestResponse, code: &str, what: &str) {
    assert_eq!(
        answer.status,
        StatusCode::FORBIDDEN,
        "{what}: {}",
        answer.text()
    );
    assert_eq!(answer.json()["code"], code, "{what}: {}", answer.text());
}

fn allowed(answer: &TestResponse, what: &str) {
    assert!(
        answer.status.is_success(),
        "{what}: {} {}",
        answer.status,
        answer.text()
    );
}

/// The console's decisions on a tournament match, each with a body it takes.
fn decisions(id: i64, winner: i64) -> Vec<(Method, String, Option<Value>)> {
    vec![
        (
            Method::POST,
            format!("/api/matches/{id}/walkover"),
            Some(json!({ "winnerId": winner })),
        ),
        (
            Method::POST,
            format!("/api/matches/{id}/extension"),
            Some(json!({ "days": 3 })),
        ),
        (Method::DELETE, format!("/api/matches/{id}/result"), None),
        (
            Method::POST,
            "/api/matches/result".to_string(),
            Some(
                json!({ "matchId": id, "winnerId": winner, "score": "6-4, 6-3",
                         "player1Sets": 2, "player2Sets": 0 }),
            ),
        ),
        (
            Method::PATCH,
            format!("/api/matches/{id}/schedule"),
            Some(json!({ "court": 3, "time": "18:00" })),
        ),
        (
            Method::POST,
            format!("/api/matches/{id}/confirm"),
            Some(json!({})),
        ),
    ]
}

#[tokio::test]
async fn an_organizer_never_decides_a_match_or_a_tournament_they_play_in() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_named(&NAMES);
    let [maria, jose, ana, luis, ileana, andres] = ids[..] else {
        unreachable!()
    };
    let (_, console) = organizer(&app, &admin, maria).await;
    let (cup, [own, other]) =
        knockout(&app, &admin, "Copa de Socios", [maria, jose, ana, luis]).await;
    let own_id = own["id"].as_i64().unwrap();
    let other_id = other["id"].as_i64().unwrap();

    // Their own match: every decision, the members' calls included without their member
    // session.
    for (method, path, body) in decisions(own_id, jose) {
        let answer = send(&app, method.clone(), &path, body, &[&console]).await;
        refused(&answer, "own_match", &format!("{method} {path}"));
    }
    // Another match of a tournament they are still playing in decides their path.
    for (method, path, body) in decisions(other_id, ana) {
        let answer = send(&app, method.clone(), &path, body, &[&console]).await;
        refused(&answer, "own_interest", &format!("{method} {path}"));
    }
    // The tournament itself: edits, status, the draw, deletion.
    for (method, path, body) in [
        (
            Method::PATCH,
            format!("/api/tournaments/{cup}"),
            Some(json!({ "name": "Copa de Socios 2026" })),
        ),
        (
            Method::POST,
            format!("/api/tournaments/{cup}/generate-matches"),
            None,
        ),
        (Method::DELETE, format!("/api/tournaments/{cup}"), None),
    ] {
        let answer = send(&app, method.clone(), &path, body, &[&console]).await;
        refused(&answer, "own_interest", &format!("{method} {path}"));
    }
    // Selecting themselves into a new tournament, or into one they are not in yet.
    let (open_cup, [others, _]) = knockout(
        &app,
        &admin,
        "Copa Nocturna de Diciembre",
        [jose, ana, luis, ileana],
    )
    .await;
    let selecting = send(
        &app,
        Method::POST,
        "/api/tournaments",
        Some(json!({
            "name": "Torneo Abierto de Verano",
            "startDate": app.club.clock().today().to_string(),
            "playerCount": 4,
            "status": "coming_soon",
            "tournamentType": "single_elimination",
            "selectedPlayerIds": [maria, jose, ana, andres],
        })),
        &[&console],
    )
    .await;
    refused(
        &selecting,
        "own_interest",
        "a new tournament with themselves",
    );
    let adding = send(
        &app,
        Method::PATCH,
        &format!("/api/tournaments/{open_cup}"),
        Some(json!({ "selectedPlayerIds": [maria, ana, luis, ileana] })),
        &[&console],
    )
    .await;
    refused(&adding, "own_interest", "themselves into a tournament");
    // Their own record and fee; another's are theirs to keep.
    let season = app.club.clock().season();
    for (method, path, body) in [
        (
            Method::PATCH,
            format!("/api/players/{maria}"),
            Some(json!({ "name": "María Fernanda Villalobos" })),
        ),
        (
            Method::PUT,
            format!("/api/admin/fees/{season}/{maria}"),
            None,
        ),
        (Method::DELETE, format!("/api/players/{maria}"), None),
    ] {
        let answer = send(&app, method.clone(), &path, body, &[&console]).await;
        refused(&answer, "own_interest", &format!("{method} {path}"));
    }
    let fee = send(
        &app,
        Method::PUT,
        &format!("/api/admin/fees/{season}/{andres}"),
        Some(json!({ "amount": 10000 })),
        &[&console],
    )
    .await;
    allowed(&fee, "another member's fee");

    // A tournament they do not play in is theirs to run.
    let others_id = others["id"].as_i64().unwrap();
    let walkover = send(
        &app,
        Method::POST,
        &format!("/api/matches/{others_id}/walkover"),
        Some(json!({ "winnerId": jose })),
        &[&console],
    )
    .await;
    allowed(&walkover, "a walkover where they do not play");
    // Nothing of the refused was written.
    let own_now = app
        .call(
            Method::GET,
            &format!("/api/tournaments/{cup}/matches"),
            None,
            None,
        )
        .await
        .json();
    let still = own_now
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["status"] == "completed" && m["isBye"] != true)
        .count();
    assert_eq!(still, 0, "no match of their tournament was decided");

    // Once knocked out, they are no longer playing: the other semifinal is theirs to decide.
    let lost = send(
        &app,
        Method::POST,
        &format!("/api/matches/{own_id}/walkover"),
        Some(json!({ "winnerId": jose })),
        &[&admin],
    )
    .await;
    allowed(&lost, "the password's walkover in the organizer's match");
    let decided = send(
        &app,
        Method::POST,
        &format!("/api/matches/{other_id}/walkover"),
        Some(json!({ "winnerId": ana })),
        &[&console],
    )
    .await;
    allowed(&decided, "a walkover in a tournament they are out of");
}

#[tokio::test]
async fn on_their_own_match_an_organizer_acts_as_the_member_they_are() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_named(&NAMES[..4]);
    let [maria, jose, ana, luis] = ids[..] else {
        unreachable!()
    };
    let (member_cookie, console) = organizer(&app, &admin, maria).await;
    let (_, [own, _]) = knockout(&app, &admin, "Copa de Socios", [maria, jose, ana, luis]).await;
    let own_id = own["id"].as_i64().unwrap();

    // With the console and their member session, the result is the member's: it waits for
    // the opponent's confirmation instead of counting as the admin's would.
    let recorded = send(
        &app,
        Method::POST,
        "/api/matches/result",
        Some(
            json!({ "matchId": own_id, "winnerId": maria, "score": "6-4, 6-3",
                     "player1Sets": 2, "player2Sets": 0 }),
        ),
        &[&console, &member_cookie],
    )
    .await;
    allowed(&recorded, "their own result as the member");
    let answer = recorded.json();
    assert_eq!(answer["confirmation"]["state"], "awaiting", "{answer}");
    assert_eq!(answer["confirmation"]["reportedBy"], maria, "{answer}");
    // Confirming their own report is the members' rule's to refuse, not the console's to do.
    let confirm = send(
        &app,
        Method::POST,
        &format!("/api/matches/{own_id}/confirm"),
        Some(json!({})),
        &[&console, &member_cookie],
    )
    .await;
    assert_eq!(confirm.status, StatusCode::FORBIDDEN, "{}", confirm.text());
    assert_ne!(confirm.json()["code"], "own_match", "{}", confirm.text());
    // The console's own decisions stay refused even with the member session.
    let settle = send(
        &app,
        Method::POST,
        &format!("/api/matches/{own_id}/walkover"),
        Some(json!({ "winnerId": maria })),
        &[&console, &member_cookie],
    )
    .await;
    refused(
        &settle,
        "own_match",
        "a walkover in their own match with both cookies",
    );
    // Another member's session beside the console is no way around it.
    let jose_cookie = member(&app, &admin, jose).await;
    let borrowed = send(
        &app,
        Method::POST,
        &format!("/api/matches/{own_id}/dispute"),
        Some(json!({ "reason": "No fue así" })),
        &[&console, &jose_cookie],
    )
    .await;
    refused(
        &borrowed,
        "own_match",
        "their match with another member's session",
    );
}

#[tokio::test]
async fn league_matches_they_play_are_theirs_only_as_a_member() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_named(&NAMES[..3]);
    let [maria, jose, ana] = ids[..] else {
        unreachable!()
    };
    let (member_cookie, console) = organizer(&app, &admin, maria).await;
    let today = app.club.clock().today().to_string();
    let made = send(
        &app,
        Method::POST,
        "/api/league/matches",
        Some(json!({ "player1Id": maria, "player2Id": jose, "date": today })),
        &[&admin],
    )
    .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.text());
    let id = made.json()["id"].as_i64().unwrap();
    let score = json!({ "setsPlayed": 2, "setScores": [
        { "player1Score": 6, "player2Score": 3 }, { "player1Score": 6, "player2Score": 4 } ] });
    for (method, path, body) in [
        (
            Method::POST,
            format!("/api/league/matches/{id}/score"),
            Some(score.clone()),
        ),
        (
            Method::PATCH,
            format!("/api/league/matches/{id}"),
            Some(json!({ "time": "19:00" })),
        ),
        (Method::DELETE, format!("/api/league/matches/{id}"), None),
        (
            Method::POST,
            format!("/api/league/matches/{id}/settle"),
            Some(json!({ "accept": "report" })),
        ),
    ] {
        let answer = send(&app, method.clone(), &path, body, &[&console]).await;
        refused(&answer, "own_match", &format!("{method} {path}"));
    }
    // A challenge of their own from the console skips nothing: refused without the member
    // session, the members' rules with it.
    let challenge = json!({ "player1Id": maria, "player2Id": ana, "date": today });
    let refused_challenge = send(
        &app,
        Method::POST,
        "/api/league/matches",
        Some(challenge.clone()),
        &[&console],
    )
    .await;
    refused(
        &refused_challenge,
        "own_match",
        "their own challenge from the console",
    );
    // With their member session the score is the member's: it awaits the opponent.
    let scored = send(
        &app,
        Method::POST,
        &format!("/api/league/matches/{id}/score"),
        Some(score),
        &[&console, &member_cookie],
    )
    .await;
    allowed(&scored, "their own league score as the member");
    assert_eq!(
        scored.json()["confirmation"]["state"],
        "awaiting",
        "{}",
        scored.text()
    );
    // The settle stays refused with both.
    let settle = send(
        &app,
        Method::POST,
        &format!("/api/league/matches/{id}/settle"),
        Some(json!({ "accept": "report" })),
        &[&console, &member_cookie],
    )
    .await;
    refused(&settle, "own_match", "settling their own league match");
}

/// Every admin write of the route table is either guarded for its subject or named as one
/// that decides no one's interest: a new admin route cannot slip past the guard unnoticed.
#[tokio::test]
async fn every_admin_write_is_guarded_or_named_as_deciding_no_interest() {
    let app = TestApp::new();
    let doc = app.get("/api/openapi.json").await.json();
    let mut unlisted = Vec::new();
    let mut writes = 0;
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            let Ok(method) = method.to_uppercase().parse::<Method>() else {
                continue;
            };
            if matches!(method, Method::GET | Method::HEAD) {
                continue;
            }
            let admin = operation["security"]
                .as_array()
                .into_iter()
                .flatten()
                .any(|r| r.get("admin_session").is_some());
            if !admin {
                continue;
            }
            writes += 1;
            let guarded = ROUTES
                .iter()
                .any(|r| r.method == method && r.path == path.as_str());
            let named = NO_STAKE
                .iter()
                .any(|(m, p)| *m == method && *p == path.as_str());
            if guarded == named {
                unlisted.push(format!(
                    "{method} {path} (guarded {guarded}, named {named})"
                ));
            }
        }
    }
    assert!(writes > 30, "only {writes} admin writes found");
    assert_eq!(unlisted, Vec::<String>::new());
    // And every guarded route exists.
    for route in ROUTES {
        let method = route.method.as_str().to_lowercase();
        assert!(
            doc["paths"][route.path][&method].is_object(),
            "{} {} is not a route",
            route.method,
            route.path
        );
    }
}
