//! The appliance's HTTP basics: embedded UI serving rules, the rules text, health, security
//! headers and the JSON error body (issue: the appliance).

use crate::common;

use axum::body::Body;
use axum::http::{Method, Request, StatusCode, header};
use common::TestApp;

/// A hashed bundle produced by the UI build, e.g. `assets/index-AbC123.js`.
fn some_hashed_asset() -> String {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ui/dist/assets");
    let name = std::fs::read_dir(&dir)
        .expect("the UI is built into ui/dist")
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().ends_with(".js"))
        // The largest: a tiny chunk is below the size worth compressing.
        .max_by_key(|e| e.metadata().map_or(0, |m| m.len()))
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .expect("the UI build has a JS bundle");
    format!("/assets/{name}")
}

#[tokio::test]
async fn index_html_is_revalidated_and_hashed_assets_are_immutable() {
    let app = TestApp::new();
    let index = app.get("/").await;
    assert_eq!(index.status, StatusCode::OK);
    assert_eq!(index.header("cache-control").as_deref(), Some("no-cache"));
    assert!(
        index
            .header("content-type")
            .unwrap()
            .starts_with("text/html")
    );
    assert!(index.text().contains("<div id=\"root\">"));

    let asset = app.get(&some_hashed_asset()).await;
    assert_eq!(asset.status, StatusCode::OK);
    assert_eq!(
        asset.header("cache-control").as_deref(),
        Some("public, max-age=31536000, immutable")
    );
    assert!(asset.header("content-type").unwrap().contains("javascript"));
    assert!(asset.header("etag").is_some());
}

#[tokio::test]
async fn a_matching_etag_answers_304() {
    let app = TestApp::new();
    for path in ["/", &some_hashed_asset(), "/tournament-rules.txt"] {
        let first = app.get(path).await;
        let etag = first.header("etag").expect("every file has an ETag");
        let again = app
            .send(
                Request::get(path)
                    .header(header::IF_NONE_MATCH, &etag)
                    .body(Body::empty())
                    .unwrap(),
            )
            .await;
        assert_eq!(again.status, StatusCode::NOT_MODIFIED, "{path}");
        assert!(again.bytes.is_empty());
        let stale = app
            .send(
                Request::get(path)
                    .header(header::IF_NONE_MATCH, "\"something-else\"")
                    .body(Body::empty())
                    .unwrap(),
            )
            .await;
        assert_eq!(stale.status, StatusCode::OK, "{path}");
    }
}

#[tokio::test]
async fn client_routes_get_the_app_shell() {
    let app = TestApp::new();
    let index = app.get("/").await.text();
    // The page after its head, in which each page names itself (tests/it/previews.rs).
    let shell = |page: &str| page.split_once("</head>").unwrap().1.to_string();
    for path in [
        "/admin",
        "/rankings",
        "/tournament/3",
        "/invite/abc",
        "/reglamento",
        "/no/such/page",
    ] {
        let response = app.get(path).await;
        assert_eq!(response.status, StatusCode::OK, "{path}");
        assert!(
            shell(&response.text()) == shell(&index),
            "{path} serves index.html"
        );
    }
    // A page that names nothing of its own is the app's page.
    assert_eq!(app.get("/admin").await.text(), index);
}

#[tokio::test]
async fn missing_files_and_unknown_api_paths_are_real_404s() {
    let app = TestApp::new();
    for path in [
        "/assets/missing-abc123.js",
        "/favicon-nope.png",
        "/api/nothing-here",
        "/api/",
    ] {
        app.get(path)
            .await
            .assert_error(StatusCode::NOT_FOUND, "not_found");
    }
}

#[tokio::test]
async fn the_rules_text_is_plain_utf8_spanish() {
    let app = TestApp::new();
    let rules = app.get("/tournament-rules.txt").await;
    assert_eq!(rules.status, StatusCode::OK);
    assert_eq!(
        rules.header("content-type").as_deref(),
        Some("text/plain; charset=utf-8")
    );
    let text = rules.text();
    // Colones as the Spanish pages write them (src/domain/money.rs).
    for constant in [
        "₡10\u{a0}000",
        "₡5\u{a0}000",
        "32",
        "30 de noviembre",
        "6-0",
    ] {
        assert!(text.contains(constant), "the rules mention {constant}");
    }
}

#[tokio::test]
async fn health_pings_the_database() {
    let app = TestApp::new();
    let health = app.get("/api/health").await;
    assert_eq!(health.status, StatusCode::OK);
    assert_eq!(health.json()["status"], "ok");
}

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let app = TestApp::new();
    for path in ["/", "/api/health", "/api/nothing"] {
        let response = app.get(path).await;
        let csp = response.header("content-security-policy").unwrap();
        assert!(csp.contains("default-src 'self'") && csp.contains("frame-ancestors 'none'"));
        assert!(csp.contains("img-src 'self' data: blob:"));
        assert_eq!(
            response.header("x-content-type-options").as_deref(),
            Some("nosniff")
        );
        assert_eq!(
            response.header("referrer-policy").as_deref(),
            Some("same-origin")
        );
    }
}

#[tokio::test]
async fn responses_are_compressed_when_the_client_accepts_it() {
    let app = TestApp::new();
    for encoding in ["br", "gzip"] {
        let response = app
            .send(
                Request::get(some_hashed_asset())
                    .header(header::ACCEPT_ENCODING, encoding)
                    .body(Body::empty())
                    .unwrap(),
            )
            .await;
        assert_eq!(
            response.header("content-encoding").as_deref(),
            Some(encoding)
        );
    }
}

#[tokio::test]
async fn malformed_json_gets_the_json_error_body() {
    let app = TestApp::new();
    let response = app
        .send(
            Request::post("/api/admin/login")
                .header(header::CONTENT_TYPE, "application/json")
                .body(Body::from("{\"password\": "))
                .unwrap(),
        )
        .await;
    let body = response.assert_error(StatusCode::BAD_REQUEST, "bad_request");
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .starts_with("Malformed JSON")
    );
}

#[tokio::test]
async fn wrong_types_and_missing_fields_are_422_with_a_message() {
    let app = TestApp::new();
    for body in [serde_json::json!({ "password": 42 }), serde_json::json!({})] {
        let response = app
            .call(Method::POST, "/api/admin/login", Some(body), None)
            .await;
        let error = response.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
        assert!(error["message"].as_str().unwrap().contains("password"));
    }
}

#[tokio::test]
async fn a_body_that_is_not_json_is_refused() {
    let app = TestApp::new();
    let response = app
        .send(
            Request::post("/api/admin/login")
                .header(header::CONTENT_TYPE, "text/plain")
                .body(Body::from("password=x"))
                .unwrap(),
        )
        .await;
    response.assert_error(StatusCode::FORBIDDEN, "forbidden");
}

#[tokio::test]
async fn a_foreign_origin_is_refused_on_state_changing_calls() {
    let app = TestApp::new();
    let request = |origin: &str| {
        Request::post("/api/admin/login")
            .header(header::HOST, "club.example:8080")
            .header(header::ORIGIN, origin)
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(r#"{"password":"admin-secret-1"}"#))
            .unwrap()
    };
    app.send(request("https://evil.example"))
        .await
        .assert_error(StatusCode::FORBIDDEN, "forbidden");
    let same = app.send(request("http://club.example:8080")).await;
    assert_eq!(same.status, StatusCode::OK, "{}", same.text());
}

#[tokio::test]
async fn bodies_over_8_mb_get_413_json() {
    let app = TestApp::new();
    let huge = format!("{{\"password\":\"{}\"}}", "a".repeat(9 * 1024 * 1024));
    let response = app
        .send(
            Request::post("/api/admin/login")
                .header(header::CONTENT_TYPE, "application/json")
                .header(header::CONTENT_LENGTH, huge.len())
                .body(Body::from(huge))
                .unwrap(),
        )
        .await;
    response.assert_error(StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large");
}
