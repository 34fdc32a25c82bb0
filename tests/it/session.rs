//! Admin login, logout and status; the league unlock; the failed-attempt limit.

use crate::common;

use axum::http::{Method, StatusCode};
use common::{ADMIN_PASSWORD, LEAGUE_PASSWORD, TestApp};
use serde_json::json;

#[tokio::test]
async fn admin_login_status_and_logout() {
    let app = TestApp::new();
    let anonymous = app.get("/api/admin/status").await.json();
    assert_eq!(
        anonymous,
        json!({ "isAdmin": false, "leagueUnlocked": false, "organizer": null })
    );

    let login = app
        .call(
            Method::POST,
            "/api/admin/login",
            Some(json!({ "password": ADMIN_PASSWORD })),
            None,
        )
        .await;
    assert_eq!(login.status, StatusCode::OK);
    let set_cookie = login.header("set-cookie").unwrap();
    assert!(set_cookie.contains("HttpOnly") && set_cookie.contains("SameSite=Strict"));
    let cookie = login.cookie("th_admin").unwrap();

    let status = app
        .call(Method::GET, "/api/admin/status", None, Some(&cookie))
        .await;
    assert_eq!(
        status.json(),
        json!({ "isAdmin": true, "leagueUnlocked": true, "organizer": null })
    );

    let logout = app
        .call(Method::POST, "/api/admin/logout", None, Some(&cookie))
        .await;
    assert_eq!(logout.status, StatusCode::NO_CONTENT);
    let after = app
        .call(Method::GET, "/api/admin/status", None, Some(&cookie))
        .await;
    assert_eq!(
        after.json()["isAdmin"],
        false,
        "the old cookie no longer works"
    );
    assert_eq!(app.count("sessions"), 0, "logout deletes the session");
}

#[tokio::test]
async fn only_the_token_digest_is_stored() {
    let app = TestApp::new();
    let cookie = app.admin_cookie().await;
    let token = cookie.trim_start_matches("th_admin=").to_string();
    let stored: String = app
        .db
        .read_blocking(|c| Ok(c.query_row("SELECT token_hash FROM sessions", [], |r| r.get(0))?))
        .unwrap();
    assert_ne!(stored, token);
    assert_eq!(stored.len(), 64);
}

#[tokio::test]
async fn a_new_login_issues_a_new_token() {
    let app = TestApp::new();
    assert_ne!(app.admin_cookie().await, app.admin_cookie().await);
}

#[tokio::test]
async fn wrong_password_is_401_and_the_sixth_attempt_is_429() {
    let app = TestApp::new();
    for _ in 0..5 {
        let wrong = app
            .call(
                Method::POST,
                "/api/admin/login",
                Some(json!({ "password": "nope" })),
                None,
            )
            .await;
        let body = wrong.assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
        assert_eq!(body["message"], "Invalid password");
    }
    let blocked = app
        .call(
            Method::POST,
            "/api/admin/login",
            Some(json!({ "password": ADMIN_PASSWORD })),
            None,
        )
        .await;
    blocked.assert_error(StatusCode::TOO_MANY_REQUESTS, "too_many_requests");
    let retry: u64 = blocked.header("retry-after").unwrap().parse().unwrap();
    assert!(retry > 0 && retry <= 900);
    assert_eq!(app.count("sessions"), 0);
}

#[tokio::test]
async fn league_unlock_sets_a_league_cookie_that_is_not_admin() {
    let app = TestApp::new();
    let wrong = app
        .call(
            Method::POST,
            "/api/league/unlock",
            Some(json!({ "password": ADMIN_PASSWORD })),
            None,
        )
        .await;
    wrong.assert_error(StatusCode::UNAUTHORIZED, "unauthorized");

    let unlock = app
        .call(
            Method::POST,
            "/api/league/unlock",
            Some(json!({ "password": LEAGUE_PASSWORD })),
            None,
        )
        .await;
    assert_eq!(unlock.status, StatusCode::OK);
    assert!(
        unlock
            .header("set-cookie")
            .unwrap()
            .contains("Max-Age=43200")
    );
    let cookie = unlock.cookie("th_league").unwrap();
    let status = app
        .call(Method::GET, "/api/admin/status", None, Some(&cookie))
        .await;
    assert_eq!(
        status.json(),
        json!({ "isAdmin": false, "leagueUnlocked": true, "organizer": null })
    );
}
