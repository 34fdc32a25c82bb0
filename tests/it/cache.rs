//! Public answers are cached per revision of the data; every write makes them stale.

use crate::common;

use axum::body::Body;
use axum::http::{Method, Request, StatusCode, header};
use common::TestApp;
use serde_json::json;

#[tokio::test]
async fn a_write_is_seen_at_once_by_the_next_public_read() {
    let app = TestApp::new();
    let first = app.get("/api/rankings").await;
    assert_eq!(first.json(), json!([]));
    let etag = first.header("etag").unwrap();
    let same = app
        .send(
            Request::get("/api/rankings")
                .header(header::IF_NONE_MATCH, &etag)
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(same.status, StatusCode::NOT_MODIFIED);

    let admin = app.admin_cookie().await;
    let created = app
        .call(
            Method::POST,
            "/api/players",
            Some(json!({ "name": "Ana Mora" })),
            Some(&admin),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED);

    let after = app
        .send(
            Request::get("/api/rankings")
                .header(header::IF_NONE_MATCH, &etag)
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(
        after.status,
        StatusCode::OK,
        "the old ETag is stale after a write"
    );
    assert_eq!(after.json()[0]["name"], "Ana Mora");
}

#[tokio::test]
async fn the_admin_never_gets_a_visitors_cached_answer() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    app.call(
        Method::POST,
        "/api/players",
        Some(json!({ "name": "Ana", "email": "ana@club.example" })),
        Some(&admin),
    )
    .await;
    let public = app.get("/api/players").await.json();
    assert!(public[0].get("email").is_none_or(|e| e.is_null()));
    let private = app
        .call(Method::GET, "/api/players", None, Some(&admin))
        .await
        .json();
    assert_eq!(private[0]["email"], "ana@club.example");
    let public_again = app.get("/api/players").await.json();
    assert!(
        public_again[0].get("email").is_none_or(|e| e.is_null()),
        "the admin's answer was not kept for visitors"
    );
}
