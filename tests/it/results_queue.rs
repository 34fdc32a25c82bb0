//! The admin's queue of results (docs/rules.md#results-by-the-players): disputed results and
//! players' walkovers past their 48 hours, each settled by the admin's confirmation or
//! correction.

use crate::common;
use crate::members::{member, request};
use crate::results::{pending_match, post_result};

use axum::http::{Method, StatusCode};
use chrono::Duration;
use serde_json::{Value, json};

use common::TestApp;

async fn queue(app: &TestApp, admin: &str) -> Vec<Value> {
    let got = app
        .call(Method::GET, "/api/admin/disputes", None, Some(admin))
        .await;
    assert_eq!(got.status, StatusCode::OK, "{}", got.text());
    got.json().as_array().unwrap().clone()
}

#[tokio::test]
async fn disputes_and_late_walkovers_wait_for_the_admin() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let league = app.league_cookie().await;
    app.get("/api/admin/disputes")
        .await
        .assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
    app.send(request(
        Method::GET,
        "/api/admin/disputes",
        None,
        &[&league],
        &[],
    ))
    .await
    .assert_error(StatusCode::FORBIDDEN, "forbidden");

    let (_, first) = pending_match(&app, &admin).await;
    let (_, second) = pending_match(&app, &admin).await;
    let start = app.club.clock().now();
    let id = |m: &Value| m["id"].as_i64().unwrap();
    let p = |m: &Value, side: &str| m[side].as_i64().unwrap();

    // A disputed result.
    let reporter = member(&app, &admin, p(&first, "player1Id")).await;
    let opponent = member(&app, &admin, p(&first, "player2Id")).await;
    let body =
        json!({ "matchId": id(&first), "winnerId": p(&first, "player1Id"), "score": "6-4, 6-2" });
    assert_eq!(
        post_result(&app, body, &[&reporter]).await.status,
        StatusCode::OK
    );
    let path = format!("/api/matches/{}/dispute", id(&first));
    let reason = json!({ "reason": "I won 4-6, 6-3, 10-7" });
    let disputed = app
        .send(request(
            Method::POST,
            &path,
            Some(reason),
            &[&opponent],
            &[],
        ))
        .await;
    assert_eq!(disputed.status, StatusCode::OK, "{}", disputed.text());

    // A walkover, which joins the queue only past its 48 hours.
    let walker = member(&app, &admin, p(&second, "player2Id")).await;
    let body =
        json!({ "matchId": id(&second), "winnerId": p(&second, "player2Id"), "score": "W/O" });
    assert_eq!(
        post_result(&app, body, &[&walker]).await.status,
        StatusCode::OK
    );

    let waiting = queue(&app, &admin).await;
    assert_eq!(waiting.len(), 1, "{waiting:?}");
    assert_eq!(waiting[0]["kind"], "disputed");
    assert_eq!(waiting[0]["reason"], "I won 4-6, 6-3, 10-7");
    assert_eq!(waiting[0]["match"]["score"], "6-4, 6-2");
    assert_eq!(
        waiting[0]["match"]["confirmation"]["reportedBy"],
        p(&first, "player1Id")
    );

    app.club.clock().set(Some(start + Duration::hours(49)));
    let waiting = queue(&app, &admin).await;
    let kinds: Vec<&str> = waiting
        .iter()
        .map(|w| w["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["disputed", "walkover"]);

    // The admin records the right result of one and confirms the other: the queue empties.
    let right = json!({ "winnerId": p(&first, "player2Id"), "score": "6-4, 3-6, 7-10" });
    let fixed = app
        .call(
            Method::PATCH,
            &format!("/api/matches/{}", id(&first)),
            Some(right),
            Some(&admin),
        )
        .await;
    assert_eq!(fixed.status, StatusCode::OK, "{}", fixed.text());
    assert_eq!(fixed.json()["confirmation"]["state"], "confirmed");
    let confirmed = app
        .call(
            Method::POST,
            &format!("/api/matches/{}/confirm", id(&second)),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(confirmed.status, StatusCode::OK, "{}", confirmed.text());
    assert_eq!(confirmed.json()["confirmation"]["state"], "confirmed");
    assert!(queue(&app, &admin).await.is_empty());
}
