//! When and where a tournament match is played (docs/rules.md#deadlines): its two players or
//! the admin set the day, hour and court within the match's window, on a free court; the
//! answer, the member's overview, the calendar feed and today's list at the club show it.

use crate::common;
use crate::members::{get_with, member, request};
use crate::timing::{at, cup};

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};
use tournament_hub::club::ChangeKind;

use common::{TestApp, TestResponse};

/// `PATCH /api/matches/{id}/schedule` with `body` and the `cookies`.
async fn plan(app: &TestApp, id: &Value, body: Value, cookies: &[&str]) -> TestResponse {
    let path = format!("/api/matches/{id}/schedule");
    app.send(request(Method::PATCH, &path, Some(body), cookies, &[]))
        .await
}

fn pending(matches: &[Value], week: i64) -> Vec<Value> {
    matches
        .iter()
        .filter(|m| m["week"] == week && m["status"] == "pending")
        .cloned()
        .collect()
}

/// The match as its tournament's schedule shows it.
async fn shown(app: &TestApp, tournament: i64, id: &Value) -> Value {
    let all = app
        .get(&format!("/api/tournaments/{tournament}/matches"))
        .await
        .json();
    all.as_array()
        .unwrap()
        .iter()
        .find(|m| &m["id"] == id)
        .unwrap()
        .clone()
}

#[tokio::test]
async fn either_player_or_the_admin_sets_when_and_where_and_no_one_else() {
    let app = TestApp::new();
    at(&app, "2026-11-03T15:00:00Z");
    let admin = app.admin_cookie().await;
    let (tournament, matches) = cup(&app, &admin).await;
    let game = &pending(&matches, 1)[0];
    let id = &game["id"];
    let (p1, p2) = (
        game["player1Id"].as_i64().unwrap(),
        game["player2Id"].as_i64().unwrap(),
    );
    let third = matches
        .iter()
        .flat_map(|m| [m["player1Id"].as_i64(), m["player2Id"].as_i64()])
        .flatten()
        .find(|p| *p != p1 && *p != p2)
        .unwrap();
    let (one, two, other) = (
        member(&app, &admin, p1).await,
        member(&app, &admin, p2).await,
        member(&app, &admin, third).await,
    );
    let mut heard = app.club.subscribe();

    let body = json!({ "date": "2026-11-05", "time": "18:00", "cancha": 3 });
    let set = plan(&app, id, body, &[&one]).await;
    assert_eq!(set.status, StatusCode::OK, "{}", set.text());
    let set = set.json();
    assert_eq!(
        (&set["date"], &set["time"], &set["cancha"]),
        (&json!("2026-11-05"), &json!("18:00"), &json!(3))
    );
    assert_eq!(set["status"], "pending", "setting a date changes no status");
    assert_eq!(set["timing"], "this_week");
    let change = heard.try_recv().expect("a live change");
    assert_eq!(change.kind, ChangeKind::MatchScheduled);
    assert_eq!(change.match_id.map(|m| m.0), id.as_i64());
    let seen = shown(&app, tournament, id).await;
    assert_eq!(seen["cancha"], 3);
    assert_eq!(seen["time"], "18:00");

    // The opponent moves it; the time and court may be left out.
    let moved = plan(&app, id, json!({ "date": "2026-11-10" }), &[&two]).await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.text());
    assert_eq!(moved.json()["time"], Value::Null);
    assert_eq!(moved.json()["date"], "2026-11-10");

    // A third member, a visitor, the league password: refused, nothing written.
    let body = json!({ "date": "2026-11-06", "time": "19:00", "cancha": 2 });
    let refused = plan(&app, id, body.clone(), &[&other]).await;
    let error = refused.assert_error(StatusCode::FORBIDDEN, "forbidden");
    assert_eq!(error["code"], "schedule_not_in_match");
    let refused = plan(&app, id, body.clone(), &[]).await;
    let error = refused.assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
    assert_eq!(error["code"], "sign_in_required");
    let league = app.league_cookie().await;
    let refused = plan(&app, id, body.clone(), &[&league]).await;
    let error = refused.assert_error(StatusCode::FORBIDDEN, "forbidden");
    assert_eq!(error["code"], "admin_only");
    assert_eq!(shown(&app, tournament, id).await["date"], "2026-11-10");

    // The admin sets any match.
    let by_admin = plan(&app, id, body, &[&admin]).await;
    assert_eq!(by_admin.status, StatusCode::OK, "{}", by_admin.text());
    assert_eq!(by_admin.json()["cancha"], 2);

    // Each change is in the audit trail, before and after, with who made it.
    let trail = app
        .call(
            Method::GET,
            &format!("/api/admin/audit?subject=match:{id}"),
            None,
            Some(&admin),
        )
        .await
        .json();
    let trail = trail.as_array().unwrap();
    assert_eq!(trail.len(), 3);
    assert_eq!(trail[2]["action"], "match_scheduled");
    assert_eq!(trail[2]["actorRef"], p1.to_string());
    assert_eq!(trail[2]["after"]["cancha"], 3);
    assert_eq!(trail[1]["actorRef"], p2.to_string());
    assert_eq!(trail[1]["before"]["date"], "2026-11-05");
    assert_eq!(trail[0]["actor"], "admin");

    // The other player sees it on their overview, and their calendar feed moves the event.
    let overview = get_with(&app, "/api/me/overview", &[&two]).await.json();
    let mine = overview["tournamentMatches"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| &m["matchId"] == id)
        .unwrap()
        .clone();
    assert_eq!(
        (&mine["date"], &mine["time"], &mine["cancha"]),
        (&json!("2026-11-06"), &json!("19:00"), &json!(2))
    );
    assert_eq!(mine["deadline"], "2026-11-08");
    assert_eq!(mine["rescheduleUntil"], "2026-11-11");
    assert_eq!(mine["timing"], "this_week");
    let feed = app
        .get(&format!("/api/players/{p2}/calendar.ics"))
        .await
        .text();
    let event = feed
        .split("BEGIN:VEVENT")
        .find(|e| e.contains(&format!("UID:match-{id}@")))
        .unwrap()
        .replace("\r\n ", "");
    assert!(
        event.contains("DTSTART;TZID=America/Costa_Rica:20261106T190000"),
        "{event}"
    );
    assert!(event.contains("LOCATION:Court 2"), "{event}");
}

#[tokio::test]
async fn bad_days_hours_and_courts_are_refused_each_with_its_code() {
    let app = TestApp::new();
    at(&app, "2026-11-03T15:00:00Z");
    let admin = app.admin_cookie().await;
    let (tournament, matches) = cup(&app, &admin).await;
    let game = &pending(&matches, 1)[0];
    let id = &game["id"];
    let player = member(&app, &admin, game["player1Id"].as_i64().unwrap()).await;
    // Week 1: from the start (2 November) up to 3 days past the 8th.
    let table = [
        (json!({}), "date", "date_required"),
        (json!({ "date": "2026-11-31" }), "date", "date_invalid"),
        (json!({ "date": "5/11/2026" }), "date", "date_invalid"),
        (
            json!({ "date": "2026-11-01" }),
            "date",
            "date_outside_window",
        ),
        (
            json!({ "date": "2026-11-12" }),
            "date",
            "date_outside_window",
        ),
        (
            json!({ "date": "2026-11-05", "time": "18:15" }),
            "time",
            "time_invalid",
        ),
        (
            json!({ "date": "2026-11-05", "time": "07:30" }),
            "time",
            "time_invalid",
        ),
        (
            json!({ "date": "2026-11-05", "time": "21:30" }),
            "time",
            "time_invalid",
        ),
        (
            json!({ "date": "2026-11-05", "cancha": 0 }),
            "cancha",
            "court_out_of_range",
        ),
        (
            json!({ "date": "2026-11-05", "cancha": 15 }),
            "cancha",
            "court_out_of_range",
        ),
    ];
    for (body, field, code) in table {
        let refused = plan(&app, id, body.clone(), &[&player]).await;
        let error = refused.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
        assert_eq!(error["fields"][field]["code"], code, "{body}");
    }
    let window = plan(&app, id, json!({ "date": "2026-11-12" }), &[&admin]).await;
    let error = window.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(
        error["fields"]["date"]["params"]["until"], "2026-11-11",
        "the admin too"
    );
    let seen = shown(&app, tournament, id).await;
    assert_eq!(seen["date"], Value::Null, "nothing written");
    // Both ends are in: the start and the last of the 3 days; 08:00 and 21:00 too.
    for (date, time) in [("2026-11-02", "08:00"), ("2026-11-11", "21:00")] {
        let body = json!({ "date": date, "time": time, "cancha": 14 });
        let ok = plan(&app, id, body, &[&player]).await;
        assert_eq!(ok.status, StatusCode::OK, "{}", ok.text());
    }
    // A week-3 match may be set as early as the tournament's first day.
    let later = &pending(&matches, 3)[0];
    let early = plan(
        &app,
        &later["id"],
        json!({ "date": "2026-11-02" }),
        &[&admin],
    )
    .await;
    assert_eq!(early.status, StatusCode::OK, "{}", early.text());
    // An unknown match, a match with a result.
    let missing = plan(
        &app,
        &json!(99999),
        json!({ "date": "2026-11-05" }),
        &[&admin],
    )
    .await;
    missing.assert_error(StatusCode::NOT_FOUND, "not_found");
    let body = json!({ "matchId": id, "winnerId": game["player1Id"], "score": "6-0, 6-0" });
    let done = app
        .call(
            Method::POST,
            "/api/matches/result",
            Some(body),
            Some(&admin),
        )
        .await;
    assert_eq!(done.status, StatusCode::OK);
    let played = plan(&app, id, json!({ "date": "2026-11-05" }), &[&player]).await;
    assert_eq!(
        played.assert_error(StatusCode::CONFLICT, "conflict")["code"],
        "match_has_result"
    );
}

#[tokio::test]
async fn a_court_is_held_90_minutes_by_tournament_and_league_matches() {
    let app = TestApp::new();
    at(&app, "2026-11-03T15:00:00Z");
    let admin = app.admin_cookie().await;
    let (tournament, matches) = cup(&app, &admin).await;
    let week1 = pending(&matches, 1);
    let (a, b) = (&week1[0]["id"], &week1[1]["id"]);
    let set = plan(
        &app,
        a,
        json!({ "date": "2026-11-05", "time": "18:00", "cancha": 3 }),
        &[&admin],
    )
    .await;
    assert_eq!(set.status, StatusCode::OK, "{}", set.text());

    for time in ["17:00", "17:30", "18:00", "18:30", "19:00"] {
        let body = json!({ "date": "2026-11-05", "time": time, "cancha": 3 });
        let clash = plan(&app, b, body, &[&admin]).await;
        let error = clash.assert_error(StatusCode::CONFLICT, "conflict");
        assert_eq!(error["code"], "schedule_clash", "{time}");
    }
    assert_eq!(
        shown(&app, tournament, b).await["date"],
        Value::Null,
        "nothing written"
    );
    // 90 minutes apart, another court, another day: free. A match keeps its own slot.
    for body in [
        json!({ "date": "2026-11-05", "time": "19:30", "cancha": 3 }),
        json!({ "date": "2026-11-05", "time": "16:30", "cancha": 3 }),
        json!({ "date": "2026-11-05", "time": "18:00", "cancha": 4 }),
        json!({ "date": "2026-11-06", "time": "18:00", "cancha": 3 }),
    ] {
        let ok = plan(&app, b, body.clone(), &[&admin]).await;
        assert_eq!(ok.status, StatusCode::OK, "{body}: {}", ok.text());
    }
    let again = plan(
        &app,
        a,
        json!({ "date": "2026-11-05", "time": "18:30", "cancha": 3 }),
        &[&admin],
    )
    .await;
    assert_eq!(again.status, StatusCode::OK, "{}", again.text());

    // A league match on court 5 at 18:00 on the 7th holds it too.
    let ids = app.insert_players("League ", 2);
    let body = json!({ "player1Id": ids[0], "player2Id": ids[1], "date": "2026-11-07",
                       "time": "18:00", "cancha": 5 });
    let league = app
        .call(
            Method::POST,
            "/api/league/matches",
            Some(body),
            Some(&admin),
        )
        .await;
    assert_eq!(league.status, StatusCode::CREATED, "{}", league.text());
    let clash = plan(
        &app,
        b,
        json!({ "date": "2026-11-07", "time": "19:00", "cancha": 5 }),
        &[&admin],
    )
    .await;
    assert_eq!(
        clash.assert_error(StatusCode::CONFLICT, "conflict")["code"],
        "schedule_clash"
    );
    assert_eq!(
        shown(&app, tournament, b).await["date"],
        "2026-11-06",
        "the old plan stays"
    );
}

/// `GET /api/today`: its body and where it came from.
async fn today(app: &TestApp) -> (Value, Option<String>) {
    let got = app.get("/api/today").await;
    assert_eq!(got.status, StatusCode::OK, "{}", got.text());
    (got.json(), got.header("x-cache"))
}

#[tokio::test]
async fn today_at_the_club_lists_the_days_matches_by_hour_and_turns_at_midnight() {
    let app = TestApp::new();
    // Thursday 5 November, 20:00 club time.
    at(&app, "2026-11-06T02:00:00Z");
    let admin = app.admin_cookie().await;
    let (_, matches) = cup(&app, &admin).await;
    let week1 = pending(&matches, 1);
    let (empty, _) = today(&app).await;
    assert_eq!(empty["today"], "2026-11-05");
    assert_eq!(empty["matches"], json!([]));

    let late = plan(
        &app,
        &week1[0]["id"],
        json!({ "date": "2026-11-05", "time": "20:30", "cancha": 7 }),
        &[&admin],
    )
    .await;
    assert_eq!(late.status, StatusCode::OK, "{}", late.text());
    let no_hour = plan(
        &app,
        &week1[1]["id"],
        json!({ "date": "2026-11-05" }),
        &[&admin],
    )
    .await;
    assert_eq!(no_hour.status, StatusCode::OK);
    let tomorrow = plan(
        &app,
        &week1[2]["id"],
        json!({ "date": "2026-11-06", "time": "08:00", "cancha": 1 }),
        &[&admin],
    )
    .await;
    assert_eq!(tomorrow.status, StatusCode::OK);
    let ids = app.insert_players("League ", 2);
    let body = json!({ "player1Id": ids[0], "player2Id": ids[1], "date": "2026-11-05",
                       "time": "18:00", "cancha": 2 });
    let league = app
        .call(
            Method::POST,
            "/api/league/matches",
            Some(body),
            Some(&admin),
        )
        .await;
    assert_eq!(league.status, StatusCode::CREATED, "{}", league.text());

    let (list, _) = today(&app).await;
    let (list_again, source) = today(&app).await;
    assert_eq!(source.as_deref(), Some("hit"));
    assert_eq!(list, list_again);
    let rows = list["matches"].as_array().unwrap();
    let summary: Vec<(Value, Value, Value)> = rows
        .iter()
        .map(|m| (m["kind"].clone(), m["time"].clone(), m["cancha"].clone()))
        .collect();
    assert_eq!(
        summary,
        vec![
            (json!("league"), json!("18:00"), json!(2)),
            (json!("tournament"), json!("20:30"), json!(7)),
            (json!("tournament"), Value::Null, Value::Null),
        ],
        "by hour, those without one last; tomorrow's is not today's"
    );
    assert_eq!(rows[1]["matchId"], week1[0]["id"]);
    assert_eq!(rows[1]["tournamentName"], "Copa Plazo");
    assert_eq!(rows[1]["player1Name"], week1[0]["player1Name"]);
    assert_eq!(rows[0]["leagueMatchId"], league.json()["id"]);

    // Club midnight, no write: the kept list is not served; tomorrow's match is today's.
    at(&app, "2026-11-06T06:00:00Z");
    let (next_day, source) = today(&app).await;
    assert_eq!(source.as_deref(), Some("miss"));
    assert_eq!(next_day["today"], "2026-11-06");
    let rows = next_day["matches"].as_array().unwrap();
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0]["matchId"], week1[2]["id"]);
    assert_eq!(rows[0]["time"], "08:00");
}

#[tokio::test]
async fn a_drafts_matches_are_the_admins_alone() {
    let app = TestApp::new();
    at(&app, "2026-11-03T15:00:00Z");
    let admin = app.admin_cookie().await;
    let ids = app.insert_players("Draft ", 8);
    let body = json!({ "name": "Borrador", "startDate": "2026-11-02", "playerCount": 8,
            "tournamentType": "hybrid", "status": "draft", "selectedPlayerIds": ids });
    let created = app
        .call(Method::POST, "/api/tournaments", Some(body), Some(&admin))
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let tournament = created.json()["id"].as_i64().unwrap();
    let matches = app.generate_matches(tournament, &admin).await;
    let game = &pending(&matches, 1)[0];
    let player = member(&app, &admin, game["player1Id"].as_i64().unwrap()).await;
    let mut heard = app.club.subscribe();

    let body = json!({ "date": "2026-11-05", "time": "18:00", "cancha": 3 });
    let hidden = plan(&app, &game["id"], body.clone(), &[&player]).await;
    let error = hidden.assert_error(StatusCode::NOT_FOUND, "not_found");
    assert_eq!(error["code"], "match_not_found");
    let by_admin = plan(&app, &game["id"], body, &[&admin]).await;
    assert_eq!(by_admin.status, StatusCode::OK, "{}", by_admin.text());
    assert!(
        heard.try_recv().unwrap().draft,
        "the public hears nothing of a draft"
    );
    let (today_list, _) = {
        at(&app, "2026-11-05T15:00:00Z");
        today(&app).await
    };
    assert_eq!(
        today_list["matches"],
        json!([]),
        "a draft's match is not today's at the club"
    );
}
