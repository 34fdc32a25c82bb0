//! `GET /api/scores/check`: the score rule, answered as the admin types.

use crate::common;

use axum::http::StatusCode;
use common::TestApp;

#[tokio::test]
async fn a_valid_score_comes_back_canonical_with_its_totals() {
    let app = TestApp::new();
    let checked = app.get("/api/scores/check?score=6-4,3-6,%207-6(5)").await;
    assert_eq!(checked.status, StatusCode::OK, "{}", checked.text());
    let body = checked.json();
    assert_eq!(body["score"], "6-4, 3-6, 7-6(5)");
    assert_eq!(body["winner"], 1);
    assert_eq!(
        (body["player1Sets"].as_i64(), body["player2Sets"].as_i64()),
        (Some(2), Some(1))
    );
    assert_eq!(
        (body["player1Games"].as_i64(), body["player2Games"].as_i64()),
        (Some(16), Some(16))
    );
}

#[tokio::test]
async fn a_walkover_needs_the_winner_and_counts_six_love_six_love() {
    let app = TestApp::new();
    let body = app.get("/api/scores/check?score=W/O&winner=2").await.json();
    assert_eq!(body["score"], "");
    assert_eq!(body["outcome"], "walkover");
    assert_eq!(body["winner"], 2);
    assert_eq!(
        (body["player2Sets"].as_i64(), body["player2Games"].as_i64()),
        (Some(2), Some(12))
    );
    assert_eq!(body["player1Games"], 0);
}

#[tokio::test]
async fn an_invalid_score_says_what_is_wrong() {
    let app = TestApp::new();
    let error = app
        .get("/api/scores/check?score=6-4,%206-5")
        .await
        .assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert!(
        error["message"].as_str().unwrap().contains("6-5"),
        "{error}"
    );
    assert_eq!(error["fields"]["score"]["message"], error["message"]);
    assert_eq!(error["code"], "score_invalid");
    app.get("/api/scores/check?score=6-4,%206-2&winner=2")
        .await
        .assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    app.get("/api/scores/check?score=6-4,%206-2&winner=3")
        .await
        .assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    app.get("/api/scores/check")
        .await
        .assert_error(StatusCode::BAD_REQUEST, "bad_request");
}
