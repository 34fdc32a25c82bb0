//! `GET /api/this-week`: the week of each active tournament by the club's clock, with its
//! dates from the one week function; drafts, coming-soon and completed tournaments have none.

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::common::TestApp;

async fn tournament(app: &TestApp, admin: &str, name: &str, start: &str, status: &str) -> i64 {
    let ids = app.insert_players(name, 8);
    let created = app
        .call(
            Method::POST,
            "/api/tournaments",
            Some(json!({
                "name": name, "startDate": start, "playerCount": 8, "status": status,
                "tournamentType": "single_elimination", "selectedPlayerIds": ids,
            })),
            Some(admin),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    created.json()["id"].as_i64().unwrap()
}

async fn this_week(app: &TestApp, now: &str) -> Value {
    app.club.clock().set(Some(now.parse().unwrap()));
    let answer = app.get("/api/this-week").await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    assert_eq!(answer.header("cache-control").as_deref(), Some("no-store"));
    answer.json()
}

#[tokio::test]
async fn each_active_tournament_is_in_the_week_the_club_clock_falls_in() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    // Eight players, single elimination: three rounds, a week each.
    let active = tournament(&app, &admin, "Copa", "2026-11-02", "active").await;
    tournament(&app, &admin, "Draft", "2026-11-02", "draft").await;
    tournament(&app, &admin, "Soon", "2026-12-01", "coming_soon").await;

    // 2026-11-10 00:30 UTC is still the 9th at the club (UTC-6): week 2 starts on the 9th.
    let answer = this_week(&app, "2026-11-10T00:30:00Z").await;
    assert_eq!(answer["today"], "2026-11-09");
    assert_eq!(
        answer["tournaments"],
        json!([{ "tournamentId": active, "week": 2, "firstDay": "2026-11-09", "lastDay": "2026-11-15" }])
    );
    // The evening before, it was still week 1.
    let answer = this_week(&app, "2026-11-09T05:59:00Z").await;
    assert_eq!(answer["today"], "2026-11-08");
    assert_eq!(answer["tournaments"][0]["week"], 1);
    assert_eq!(answer["tournaments"][0]["firstDay"], "2026-11-02");
    assert_eq!(answer["tournaments"][0]["lastDay"], "2026-11-08");
    // Long after its three weeks, the last week stays the current one.
    let answer = this_week(&app, "2027-01-20T12:00:00Z").await;
    assert_eq!(answer["tournaments"][0]["week"], 3);
    assert_eq!(answer["tournaments"][0]["firstDay"], "2026-11-16");
}

#[tokio::test]
async fn without_an_active_tournament_the_week_is_empty() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    tournament(&app, &admin, "Soon", "2026-12-01", "coming_soon").await;
    let answer = this_week(&app, "2026-11-20T18:00:00Z").await;
    assert_eq!(answer, json!({ "today": "2026-11-20", "tournaments": [] }));
}

#[tokio::test]
async fn a_tournament_dates_every_week_of_its_schedule_as_the_display_does() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    // Eight players, single elimination: three weeks, the last across New Year.
    let id = tournament(&app, &admin, "Copa", "2026-12-21", "active").await;
    let detail = app.get(&format!("/api/tournaments/{id}")).await.json();
    assert_eq!(
        detail["scheduleWeeks"],
        json!([
            { "week": 1, "firstDay": "2026-12-21", "lastDay": "2026-12-27" },
            { "week": 2, "firstDay": "2026-12-28", "lastDay": "2027-01-03" },
            { "week": 3, "firstDay": "2027-01-04", "lastDay": "2027-01-10" },
        ])
    );
    // It counts in the season of its start, whatever year its last week ends in.
    assert_eq!(detail["season"], 2026);
    // The display's week of today is one of those weeks, with the same dates.
    let answer = this_week(&app, "2027-01-01T18:00:00Z").await;
    assert_eq!(
        answer["tournaments"][0],
        json!({ "tournamentId": id, "week": 2, "firstDay": "2026-12-28", "lastDay": "2027-01-03" })
    );
    // The list carries the season but not the weeks (it would repeat them for every tournament).
    let list = app.get("/api/tournaments").await.json();
    let listed = &list.as_array().unwrap()[0];
    assert_eq!(listed["season"], 2026);
    assert!(listed.get("scheduleWeeks").is_none(), "{listed}");
}
