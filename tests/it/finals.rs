//! A final that waits for confirmation (docs/rules.md#results-by-the-players): its result
//! counts at once, points included, but the tournament stays active and names no champion
//! until the final is confirmed, by the opponent, the club's clock or the club.

use axum::http::{Method, StatusCode};
use chrono::{Duration, TimeZone, Utc};
use serde_json::{Value, json};

use crate::common::{TestApp, TestResponse};
use crate::members::{member, request};

/// A two-player knockout, started yesterday: its one match is the final. Its id, the final,
/// and the two players' cookies (the reporter's first).
async fn final_of_two(app: &TestApp, admin: &str) -> (i64, Value, String, String) {
    let ids = app.insert_named(&["Rebeca Sáenz Fonseca", "Tatiana Brenes Calderón"]);
    let start = (app.club.clock().today() - chrono::Days::new(1)).to_string();
    let body = json!({ "name": "Final de Diciembre", "startDate": start, "playerCount": 2,
            "tournamentType": "single_elimination", "status": "active", "selectedPlayerIds": ids });
    let created = app
        .call(Method::POST, "/api/tournaments", Some(body), Some(admin))
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let id = created.json()["id"].as_i64().unwrap();
    let the_final = app
        .generate_matches(id, admin)
        .await
        .into_iter()
        .find(|m| m["stage"] == "final")
        .unwrap();
    let reporter = member(app, admin, the_final["player1Id"].as_i64().unwrap()).await;
    let opponent = member(app, admin, the_final["player2Id"].as_i64().unwrap()).await;
    (id, the_final, reporter, opponent)
}

async fn post(app: &TestApp, path: &str, body: Option<Value>, cookie: &str) -> TestResponse {
    app.send(request(Method::POST, path, body, &[cookie], &[]))
        .await
}

/// The tournament, the ranking and the season archive, as the public reads them.
async fn public(app: &TestApp, id: i64) -> (Value, Value, Value) {
    (
        app.get(&format!("/api/tournaments/{id}")).await.json(),
        app.get("/api/rankings").await.json(),
        app.get("/api/seasons").await.json(),
    )
}

fn points_of(rankings: &Value) -> Vec<(Value, Value)> {
    let mut rows: Vec<(Value, Value)> = rankings
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["id"].clone(), r["totalPoints"].clone()))
        .collect();
    rows.sort_by_key(|(id, _)| id.as_i64());
    rows
}

#[tokio::test]
async fn a_players_final_keeps_its_tournament_active_until_the_opponent_confirms() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (id, the_final, reporter, opponent) = final_of_two(&app, &admin).await;
    let (_, ranking_before, _) = public(&app, id).await;
    let winner = the_final["player1Id"].clone();
    let body = json!({ "matchId": the_final["id"], "winnerId": winner, "score": "6-3, 7-6(4)" });
    let recorded = post(&app, "/api/matches/result", Some(body), &reporter).await;
    assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());

    // Played and counted, not finished.
    let (tournament, ranking_played, _) = public(&app, id).await;
    assert_eq!(tournament["status"], "active");
    assert_eq!(tournament["championId"], Value::Null);
    assert_eq!(
        tournament["finalWaiting"],
        json!({ "winnerId": winner, "winnerName": the_final["player1Name"], "state": "awaiting" })
    );
    assert_ne!(
        points_of(&ranking_before),
        points_of(&ranking_played),
        "the final's points count at once"
    );

    // The admin cannot complete it by hand meanwhile.
    let completing = app
        .call(
            Method::PATCH,
            &format!("/api/tournaments/{id}"),
            Some(json!({ "status": "completed" })),
            Some(&admin),
        )
        .await;
    assert_eq!(
        completing.assert_error(StatusCode::CONFLICT, "conflict")["code"],
        "final_not_confirmed"
    );

    // The opponent confirms: the tournament completes, names its champion, and the change
    // is a result's, which moves the status and the champion, not points.
    let mut heard = app.club.subscribe();
    let path = format!("/api/matches/{}/confirm", the_final["id"]);
    let confirmed = post(&app, &path, None, &opponent).await;
    assert_eq!(confirmed.status, StatusCode::OK, "{}", confirmed.text());
    let change = heard.try_recv().unwrap();
    assert_eq!(change.kind, tournament_hub::club::ChangeKind::MatchResult);
    let (tournament, ranking_confirmed, _) = public(&app, id).await;
    assert_eq!(tournament["status"], "completed");
    assert_eq!(tournament["championId"], winner);
    assert_eq!(tournament["championName"], the_final["player1Name"]);
    assert_eq!(tournament["finalWaiting"], Value::Null);
    assert_eq!(
        points_of(&ranking_played),
        points_of(&ranking_confirmed),
        "a confirmation of the final moves no point"
    );
}

#[tokio::test]
async fn a_disputed_final_waits_for_the_club_and_the_clock_confirms_an_unanswered_one() {
    let app = TestApp::new();
    let start = Utc.with_ymd_and_hms(2026, 11, 24, 23, 0, 0).unwrap();
    app.club.clock().set(Some(start));
    let admin = app.admin_cookie().await;

    // Disputed: "disputed" until the club confirms it.
    let (id, the_final, reporter, opponent) = final_of_two(&app, &admin).await;
    let body = json!({ "matchId": the_final["id"], "winnerId": the_final["player2Id"],
                       "score": "4-6, 4-6" });
    let recorded = post(&app, "/api/matches/result", Some(body), &reporter).await;
    assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());
    let path = format!("/api/matches/{}", the_final["id"]);
    let reason = json!({ "reason": "Gané yo, 6-4, 6-4" });
    // The reporter names the opponent the winner; the opponent disputes their own win.
    let disputed = post(&app, &format!("{path}/dispute"), Some(reason), &opponent).await;
    assert_eq!(disputed.status, StatusCode::OK, "{}", disputed.text());
    let (tournament, _, _) = public(&app, id).await;
    assert_eq!(tournament["status"], "active");
    assert_eq!(tournament["finalWaiting"]["state"], "disputed");
    // The club's clock leaves a disputed final alone.
    app.club.clock().set(Some(start + Duration::hours(49)));
    app.club.confirm_due_results().await.unwrap();
    assert_eq!(public(&app, id).await.0["status"], "active");
    let settled = app
        .call(Method::POST, &format!("{path}/confirm"), None, Some(&admin))
        .await;
    assert_eq!(settled.status, StatusCode::OK, "{}", settled.text());
    let (tournament, _, _) = public(&app, id).await;
    assert_eq!(tournament["status"], "completed");
    assert_eq!(tournament["championId"], the_final["player2Id"]);

    // Unanswered: the clock confirms it 48 hours later, and the tournament completes.
    app.club.clock().set(Some(start));
    let (other, second_final, reporter, _) = final_of_two(&app, &admin).await;
    let body = json!({ "matchId": second_final["id"], "winnerId": second_final["player1Id"],
                       "score": "6-0, 6-1" });
    let recorded = post(&app, "/api/matches/result", Some(body), &reporter).await;
    assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());
    assert_eq!(public(&app, other).await.0["status"], "active");
    app.club.clock().set(Some(start + Duration::hours(48)));
    let done = app.club.confirm_due_results().await.unwrap();
    assert_eq!(
        done.iter().map(|m| m.0).collect::<Vec<_>>(),
        [second_final["id"].as_i64().unwrap()]
    );
    let (tournament, _, _) = public(&app, other).await;
    assert_eq!(tournament["status"], "completed");
    assert_eq!(tournament["championId"], second_final["player1Id"]);
}

#[tokio::test]
async fn the_admins_final_completes_at_once() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (id, the_final, _, _) = final_of_two(&app, &admin).await;
    let body = json!({ "matchId": the_final["id"], "winnerId": the_final["player2Id"],
                       "score": "3-6, 2-6" });
    let recorded = app
        .call(
            Method::POST,
            "/api/matches/result",
            Some(body),
            Some(&admin),
        )
        .await;
    assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());
    let (tournament, _, _) = public(&app, id).await;
    assert_eq!(tournament["status"], "completed");
    assert_eq!(tournament["championId"], the_final["player2Id"]);
    assert_eq!(tournament["finalWaiting"], Value::Null);
}

#[tokio::test]
async fn completed_tournaments_whose_final_awaits_are_played_again_after_the_upgrade() {
    use tournament_hub::db::{self, migrations};
    let dir = tempfile::tempdir().unwrap();
    let mut conn = db::connect(&dir.path().join("club.db")).unwrap();
    migrations::apply_up_to(&mut conn, 19).unwrap();
    conn.execute_batch(
        "INSERT INTO players (name, email) VALUES ('Rebeca Sáenz Fonseca', 'r@club.example'),
                                                  ('Tatiana Brenes Calderón', 't@club.example');
         INSERT INTO tournaments (id, name, status, start_date, player_count, tournament_type,
                                  champion_id)
         VALUES (1, 'Awaiting', 'completed', '2026-11-02', 2, 'single_elimination', 1),
                (2, 'Disputed', 'completed', '2026-11-02', 2, 'single_elimination', 2),
                (3, 'Confirmed', 'completed', '2026-11-02', 2, 'single_elimination', 1);
         INSERT INTO matches (tournament_id, stage, round, week, slot, player1_id, player2_id,
                              winner_id, status, score, confirmation, reported_by, reported_at)
         VALUES (1, 'final', 1, 1, 0, 1, 2, 1, 'completed', '6-4, 6-4', 'awaiting', 1, 1763661600000),
                (2, 'final', 1, 1, 0, 1, 2, 2, 'completed', '4-6, 4-6', 'disputed', 2, 1763661600000),
                (3, 'final', 1, 1, 0, 1, 2, 1, 'completed', '6-4, 6-4', 'confirmed', 1, 1763661600000);",
    )
    .unwrap();
    migrations::apply(&mut conn).unwrap();
    let rows: Vec<(String, Option<i64>)> = conn
        .prepare("SELECT status, champion_id FROM tournaments ORDER BY id")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(
        rows,
        [
            ("active".to_string(), None),
            ("active".to_string(), None),
            ("completed".to_string(), Some(1)),
        ]
    );
}

#[tokio::test]
async fn a_claimed_final_keeps_its_tournament_open_and_the_admin_cannot_complete_it() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (id, the_final, reporter, _) = final_of_two(&app, &admin).await;
    let body = json!({ "matchId": the_final["id"], "winnerId": the_final["player1Id"],
                       "score": "W/O" });
    let claimed = post(&app, "/api/matches/result", Some(body), &reporter).await;
    assert_eq!(claimed.status, StatusCode::OK, "{}", claimed.text());
    assert_eq!(claimed.json()["confirmation"]["state"], "claimed");
    let (tournament, _, _) = public(&app, id).await;
    assert_eq!(
        (&tournament["status"], &tournament["championId"]),
        (&json!("active"), &Value::Null)
    );
    let completing = app
        .call(
            Method::PATCH,
            &format!("/api/tournaments/{id}"),
            Some(json!({ "status": "completed" })),
            Some(&admin),
        )
        .await;
    assert_eq!(
        completing.assert_error(StatusCode::CONFLICT, "conflict")["code"],
        "final_not_confirmed"
    );
}
