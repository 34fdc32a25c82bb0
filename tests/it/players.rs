//! The players calls through the whole app: add, list, show, edit, delete, avatars, and
//! what the public may and may not see.

use crate::common;

use std::io::Cursor;

use axum::body::Body;
use axum::http::{Method, Request, StatusCode, header};
use base64::Engine;
use image::{DynamicImage, GrayImage, ImageFormat, Rgb, RgbImage};
use serde_json::{Value, json};

use common::TestApp;

fn image_data_url(width: u32, height: u32, format: ImageFormat, mime: &str) -> String {
    let picture = DynamicImage::ImageRgb8(RgbImage::from_fn(width, height, |x, y| {
        Rgb([(x % 256) as u8, (y % 256) as u8, 90])
    }));
    let mut bytes = Cursor::new(Vec::new());
    picture.write_to(&mut bytes, format).unwrap();
    data_url(mime, &bytes.into_inner())
}

fn data_url(mime: &str, bytes: &[u8]) -> String {
    format!(
        "data:{mime};base64,{}",
        base64::engine::general_purpose::STANDARD.encode(bytes)
    )
}

fn png(width: u32, height: u32) -> String {
    image_data_url(width, height, ImageFormat::Png, "image/png")
}

async fn add(app: &TestApp, admin: &str, body: Value) -> Value {
    let response = app
        .call(Method::POST, "/api/players", Some(body), Some(admin))
        .await;
    assert_eq!(response.status, StatusCode::CREATED, "{}", response.text());
    response.json()
}

fn insert_pending(app: &TestApp, name: &str) -> i64 {
    let name = name.to_string();
    app.write_straight(move |tx| {
        tx.execute(
            "INSERT INTO players (name, email, date_of_birth, status)
                 VALUES (?1, 'pending@club.example', '1990-01-01', 'pending')",
            [name],
        )?;
        Ok(tx.last_insert_rowid())
    })
    .unwrap()
}

fn assert_no_personal_data(player: &Value) {
    let object = player.as_object().expect("a player object");
    assert!(!object.contains_key("email"), "{player}");
    assert!(!object.contains_key("dateOfBirth"), "{player}");
}

#[tokio::test]
async fn the_admin_adds_a_player_and_everyone_sees_the_public_part() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let created = add(
        &app,
        &admin,
        json!({"name": "  Ana Mora ", "email": "ana@club.cr", "dateOfBirth": "1991-04-12",
               "bestHand": "left", "avatar": png(800, 400)}),
    )
    .await;
    let id = created["id"].as_i64().unwrap();
    assert_eq!(created["name"], "Ana Mora");
    assert_eq!(created["email"], "ana@club.cr");
    assert_eq!(created["dateOfBirth"], "1991-04-12");
    assert_eq!(created["bestHand"], "left");
    assert_eq!(created["status"], "approved");
    for field in ["totalPoints", "matchesPlayed", "matchesWon", "matchesLost"] {
        assert_eq!(created[field], 0, "{field}");
    }
    assert!(created["createdAt"].as_str().unwrap().ends_with('Z'));
    let avatar = created["avatar"].as_str().unwrap();
    assert!(
        avatar.starts_with(&format!("/api/players/{id}/avatar?v=")),
        "{avatar}"
    );

    let public = app.get("/api/players").await;
    assert_eq!(public.status, StatusCode::OK);
    let list = public.json();
    assert_eq!(list.as_array().unwrap().len(), 1);
    assert_eq!(list[0]["name"], "Ana Mora");
    assert_eq!(list[0]["avatar"], avatar);
    assert_no_personal_data(&list[0]);

    let one = app.get(&format!("/api/players/{id}")).await;
    assert_eq!(one.status, StatusCode::OK);
    assert_eq!(one.json()["bestHand"], "left");
    assert_no_personal_data(&one.json());

    let as_admin = app
        .call(
            Method::GET,
            &format!("/api/players/{id}"),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(as_admin.json()["email"], "ana@club.cr");
}

#[tokio::test]
async fn a_player_without_optional_fields_is_right_handed_with_nulls() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let created = add(
        &app,
        &admin,
        json!({"name": "Luis", "email": "", "dateOfBirth": ""}),
    )
    .await;
    assert_eq!(created["bestHand"], "right");
    assert_eq!(created["avatar"], Value::Null);
    assert_eq!(created["email"], Value::Null);
    assert_eq!(created["dateOfBirth"], Value::Null);
    assert_eq!(app.count("avatars"), 0);
}

#[tokio::test]
async fn the_avatar_is_a_small_jpeg_with_a_content_etag_and_a_long_cache() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let created = add(
        &app,
        &admin,
        json!({"name": "Ana", "avatar": png(1000, 500)}),
    )
    .await;
    let url = created["avatar"].as_str().unwrap().to_string();
    let hash = url.split("?v=").nth(1).unwrap().to_string();

    let picture = app.get(&url).await;
    assert_eq!(picture.status, StatusCode::OK);
    assert_eq!(
        picture.header("content-type").as_deref(),
        Some("image/jpeg")
    );
    assert_eq!(picture.header("etag"), Some(format!("\"{hash}\"")));
    assert_eq!(
        picture.header("cache-control").as_deref(),
        Some("public, max-age=31536000, immutable")
    );
    let decoded = image::load_from_memory(&picture.bytes).unwrap();
    assert_eq!((decoded.width(), decoded.height()), (400, 200));

    let request = Request::builder()
        .uri(&url)
        .header(header::IF_NONE_MATCH, format!("\"{hash}\""))
        .body(Body::empty())
        .unwrap();
    let again = app.send(request).await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
    assert!(again.bytes.is_empty());

    // Under any URL but the current one the picture is revalidated, never kept for a year.
    let id = created["id"].as_i64().unwrap();
    for stale in [
        format!("/api/players/{id}/avatar"),
        format!("/api/players/{id}/avatar?v=outdated"),
    ] {
        let picture = app.get(&stale).await;
        assert_eq!(picture.status, StatusCode::OK, "{stale}");
        assert_eq!(
            picture.header("cache-control").as_deref(),
            Some("public, no-cache"),
            "{stale}"
        );
    }

    let plain = add(&app, &admin, json!({"name": "No Picture"})).await;
    let id = plain["id"].as_i64().unwrap();
    app.get(&format!("/api/players/{id}/avatar"))
        .await
        .assert_error(StatusCode::NOT_FOUND, "not_found");
    app.get("/api/players/999/avatar")
        .await
        .assert_error(StatusCode::NOT_FOUND, "not_found");
}

#[tokio::test]
async fn pending_players_are_only_for_the_admin() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    add(&app, &admin, json!({"name": "Zed Approved"})).await;
    let pending = insert_pending(&app, "Amy Pending");

    let public = app.get("/api/players").await.json();
    let names: Vec<&str> = public
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Zed Approved"]);
    app.get(&format!("/api/players/{pending}"))
        .await
        .assert_error(StatusCode::NOT_FOUND, "not_found");

    let league = app.league_cookie().await;
    let with_league = app
        .call(Method::GET, "/api/players", None, Some(&league))
        .await;
    assert_eq!(with_league.json().as_array().unwrap().len(), 1);

    let listed = app
        .call(Method::GET, "/api/players", None, Some(&admin))
        .await
        .json();
    assert_eq!(listed[0]["name"], "Amy Pending");
    assert_eq!(listed[0]["status"], "pending");
    assert_eq!(listed[0]["email"], "pending@club.example");
    assert_eq!(listed[1]["status"], "approved");
}

#[tokio::test]
async fn editing_changes_only_the_fields_sent() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let created = add(
        &app,
        &admin,
        json!({"name": "Ana", "email": "ana@club.cr", "dateOfBirth": "1990-01-02",
               "avatar": png(50, 50)}),
    )
    .await;
    let id = created["id"].as_i64().unwrap();
    let path = format!("/api/players/{id}");
    let patch = |body: Value| {
        let path = path.clone();
        let admin = admin.clone();
        let app = &app;
        async move {
            app.call(Method::PATCH, &path, Some(body), Some(&admin))
                .await
        }
    };

    let renamed = patch(json!({"name": "Ana Mora", "bestHand": "left"})).await;
    assert_eq!(renamed.status, StatusCode::OK, "{}", renamed.text());
    let renamed = renamed.json();
    assert_eq!(renamed["name"], "Ana Mora");
    assert_eq!(renamed["bestHand"], "left");
    assert_eq!(renamed["email"], "ana@club.cr");
    assert_eq!(renamed["dateOfBirth"], "1990-01-02");
    assert_eq!(renamed["avatar"], created["avatar"]);

    // The UI sends the whole object back, avatar URL included: the picture is kept.
    let mut whole = renamed.clone();
    whole["email"] = Value::Null;
    let kept = patch(whole).await.json();
    assert_eq!(kept["avatar"], created["avatar"]);
    assert_eq!(kept["email"], Value::Null);
    assert_eq!(
        app.count("point_adjustments"),
        0,
        "an unchanged total adds nothing"
    );

    let replaced = patch(json!({"avatar": png(60, 40)})).await.json();
    assert_ne!(replaced["avatar"], created["avatar"]);
    assert!(replaced["avatar"].as_str().unwrap().contains("?v="));
    assert_eq!(app.count("avatars"), 1);

    let removed = patch(json!({"avatar": null})).await.json();
    assert_eq!(removed["avatar"], Value::Null);
    assert_eq!(app.count("avatars"), 0);

    app.call(
        Method::PATCH,
        "/api/players/999",
        Some(json!({"name": "X"})),
        Some(&admin),
    )
    .await
    .assert_error(StatusCode::NOT_FOUND, "not_found");
}

#[tokio::test]
async fn editing_the_total_stores_the_difference_as_an_adjustment() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let id = add(&app, &admin, json!({"name": "Ana"})).await["id"]
        .as_i64()
        .unwrap();
    let path = format!("/api/players/{id}");

    let raised = app
        .call(
            Method::PATCH,
            &path,
            Some(json!({"totalPoints": 50, "adjustmentReason": "Club championship 2025"})),
            Some(&admin),
        )
        .await;
    assert_eq!(raised.status, StatusCode::OK, "{}", raised.text());
    assert_eq!(raised.json()["totalPoints"], 50);
    let lowered = app
        .call(
            Method::PATCH,
            &path,
            Some(json!({"totalPoints": 30})),
            Some(&admin),
        )
        .await
        .json();
    assert_eq!(lowered["totalPoints"], 30);

    let rows: Vec<(i64, Option<String>)> = app
        .db
        .read_blocking(move |conn| {
            let mut stmt = conn.prepare(
                "SELECT amount, reason FROM point_adjustments WHERE player_id = ?1 ORDER BY id",
            )?;
            let rows = stmt
                .query_map([id], |r| Ok((r.get(0)?, r.get(1)?)))?
                .collect::<rusqlite::Result<_>>()?;
            Ok(rows)
        })
        .unwrap();
    assert_eq!(
        rows,
        [
            (50, Some("Club championship 2025".to_string())),
            (-20, None)
        ]
    );
    assert_eq!(app.get(&path).await.json()["totalPoints"], 30);

    app.call(
        Method::PATCH,
        &path,
        Some(json!({"totalPoints": -1})),
        Some(&admin),
    )
    .await
    .assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(app.count("point_adjustments"), 2);
}

#[tokio::test]
async fn bad_input_is_refused_and_leaves_nothing_behind() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    // 50 megapixels of black: a few kilobytes of PNG that would take 50 MB to decode.
    let bomb = {
        let mut bytes = Cursor::new(Vec::new());
        DynamicImage::ImageLuma8(GrayImage::new(7100, 7100))
            .write_to(&mut bytes, ImageFormat::Png)
            .unwrap();
        data_url("image/png", &bytes.into_inner())
    };
    let oversized = data_url("image/jpeg", &vec![0xFFu8; 5 * 1024 * 1024 + 10]);
    let cases: Vec<(Value, &str, &str)> = vec![
        (json!({"email": "a@b.cr"}), "name", "Please enter your name"),
        (json!({"name": "   "}), "name", "Please enter your name"),
        (json!({"name": "x".repeat(101)}), "name", "too long"),
        (
            json!({"name": "Ana", "email": "not-an-email"}),
            "email",
            "valid email",
        ),
        (
            json!({"name": "Ana", "dateOfBirth": "12/04/1991"}),
            "dateOfBirth",
            "yyyy-mm-dd",
        ),
        (
            json!({"name": "Ana", "dateOfBirth": "2999-01-01"}),
            "dateOfBirth",
            "in the past",
        ),
        (
            json!({"name": "Ana", "bestHand": "both"}),
            "bestHand",
            "right or left",
        ),
        (
            json!({"name": "Ana", "avatar": data_url("text/plain", b"hi")}),
            "avatar",
            "image file",
        ),
        (
            json!({"name": "Ana", "avatar": "data:image/png;base64,!!!"}),
            "avatar",
            "base64",
        ),
        (
            json!({"name": "Ana", "avatar": bomb}),
            "avatar",
            "too many pixels",
        ),
        (
            json!({"name": "Ana", "avatar": oversized}),
            "avatar",
            "larger than 5 MB",
        ),
    ];
    for (body, field, phrase) in cases {
        let response = app
            .call(
                Method::POST,
                "/api/players",
                Some(body.clone()),
                Some(&admin),
            )
            .await;
        let error = response.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
        assert!(
            error["message"].as_str().unwrap().contains(phrase),
            "{field}: {error}"
        );
        assert!(
            error["fields"][field]["message"].is_string(),
            "{field}: {error}"
        );
    }
    assert_eq!(error_name_field(&app, &admin).await, "Name required");

    let malformed = Request::builder()
        .method(Method::POST)
        .uri("/api/players")
        .header(header::COOKIE, &admin)
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from("{\"name\": "))
        .unwrap();
    app.send(malformed)
        .await
        .assert_error(StatusCode::BAD_REQUEST, "bad_request");
    app.call(
        Method::POST,
        "/api/players",
        Some(json!({"name": 5})),
        Some(&admin),
    )
    .await
    .assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    app.call(
        Method::PATCH,
        "/api/players/1",
        Some(json!({"totalPoints": "many"})),
        Some(&admin),
    )
    .await
    .assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(app.count("players"), 0);
    assert_eq!(app.count("avatars"), 0);
}

async fn error_name_field(app: &TestApp, admin: &str) -> String {
    let response = app
        .call(Method::POST, "/api/players", Some(json!({})), Some(admin))
        .await;
    response.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid")["fields"]["name"]["message"]
        .as_str()
        .unwrap()
        .to_string()
}

#[tokio::test]
async fn a_bad_edit_changes_nothing() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let created = add(&app, &admin, json!({"name": "Ana", "avatar": png(40, 40)})).await;
    let path = format!("/api/players/{}", created["id"]);
    for body in [
        json!({"name": "", "totalPoints": 10}),
        json!({"name": "Bea", "email": "bad"}),
        json!({"name": "Bea", "avatar": "data:image/gif;base64,R0lGODlh"}),
        json!({"name": "Bea", "adjustmentReason": "x".repeat(201), "totalPoints": 5}),
    ] {
        app.call(Method::PATCH, &path, Some(body), Some(&admin))
            .await
            .assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    }
    let after = app
        .call(Method::GET, &path, None, Some(&admin))
        .await
        .json();
    assert_eq!(after["name"], "Ana");
    assert_eq!(after["avatar"], created["avatar"]);
    assert_eq!(app.count("point_adjustments"), 0);
}

#[tokio::test]
async fn deleting_a_player_who_never_played_and_refusing_one_who_did() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_players("P", 3);
    let seeded = ids.clone();
    app.write_straight(move |tx| {
            let ids = seeded;
            tx.execute(
                "INSERT INTO league_matches (player1_id, player2_id, date) VALUES (?1, ?2, '2026-03-01')",
                [ids[0], ids[1]],
            )?;
            tx.execute(
                "INSERT INTO tournaments (name, status, start_date, player_count, tournament_type)
                 VALUES ('Open', 'draft', '2026-05-01', 2, 'single_elimination')",
                [],
            )?;
            tx.execute(
                "INSERT INTO tournament_players (tournament_id, player_id, seed, slot)
                 VALUES (last_insert_rowid(), ?1, 1, 0)",
                [ids[2]],
            )?;
            Ok(())
        })
        .unwrap();
    for id in &ids {
        let refused = app
            .call(
                Method::DELETE,
                &format!("/api/players/{id}"),
                None,
                Some(&admin),
            )
            .await;
        let body = refused.assert_error(StatusCode::CONFLICT, "conflict");
        assert!(
            body["message"]
                .as_str()
                .unwrap()
                .contains("cannot be deleted")
        );
    }
    assert_eq!(app.count("players"), 3);

    let spare = app.insert_players("Q", 1)[0];
    let gone = app
        .call(
            Method::DELETE,
            &format!("/api/players/{spare}"),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(gone.status, StatusCode::NO_CONTENT);
    app.get(&format!("/api/players/{spare}"))
        .await
        .assert_error(StatusCode::NOT_FOUND, "not_found");
    app.call(Method::DELETE, "/api/players/999", None, Some(&admin))
        .await
        .assert_error(StatusCode::NOT_FOUND, "not_found");
}

#[tokio::test]
async fn approve_and_reject_need_a_pending_registration() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let approved = app.insert_players("A", 1)[0];
    for action in ["approve", "reject"] {
        let path = format!("/api/players/{approved}/{action}");
        app.call(Method::POST, &path, None, Some(&admin))
            .await
            .assert_error(StatusCode::CONFLICT, "conflict");
        app.call(
            Method::POST,
            &format!("/api/players/999/{action}"),
            None,
            Some(&admin),
        )
        .await
        .assert_error(StatusCode::NOT_FOUND, "not_found");
    }
    let pending = insert_pending(&app, "New");
    let ok = app
        .call(
            Method::POST,
            &format!("/api/players/{pending}/approve"),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(ok.status, StatusCode::OK);
    assert_eq!(ok.json()["status"], "approved");
    assert_eq!(
        app.get(&format!("/api/players/{pending}")).await.status,
        StatusCode::OK
    );
}

#[tokio::test]
async fn every_write_needs_the_admin_from_this_site() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let league = app.league_cookie().await;
    let id = app.insert_players("A", 1)[0];
    let pending = insert_pending(&app, "New");
    let calls: Vec<(Method, String, Option<Value>)> = vec![
        (
            Method::POST,
            "/api/players".into(),
            Some(json!({"name": "Eve"})),
        ),
        (
            Method::PATCH,
            format!("/api/players/{id}"),
            Some(json!({"name": "Eve"})),
        ),
        (Method::DELETE, format!("/api/players/{id}"), None),
        (
            Method::POST,
            format!("/api/players/{pending}/approve"),
            None,
        ),
        (Method::POST, format!("/api/players/{pending}/reject"), None),
    ];
    for (method, path, body) in calls {
        app.call(method.clone(), &path, body.clone(), None)
            .await
            .assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
        app.call(method.clone(), &path, body.clone(), Some(&league))
            .await
            .assert_error(StatusCode::FORBIDDEN, "forbidden");
        let mut request = Request::builder()
            .method(method)
            .uri(&path)
            .header(header::HOST, "club.example")
            .header(header::ORIGIN, "https://evil.example")
            .header(header::COOKIE, &admin);
        let body = match body {
            Some(body) => {
                request = request.header(header::CONTENT_TYPE, "application/json");
                Body::from(body.to_string())
            }
            None => Body::empty(),
        };
        app.send(request.body(body).unwrap())
            .await
            .assert_error(StatusCode::FORBIDDEN, "forbidden");
    }
    assert_eq!(app.count("players"), 2);
    let names = app
        .call(Method::GET, "/api/players", None, Some(&admin))
        .await
        .json();
    assert_eq!(names[0]["name"], "New");
    assert_eq!(names[0]["status"], "pending");
    assert_eq!(names[1]["name"], "A01");
}

#[tokio::test]
async fn unknown_and_malformed_ids_are_not_found() {
    let app = TestApp::new();
    for path in [
        "/api/players/999",
        "/api/players/abc",
        "/api/players/999/profile",
    ] {
        app.get(path)
            .await
            .assert_error(StatusCode::NOT_FOUND, "not_found");
    }
}

/// Sends `body` to `method path` as the admin and expects the duplicate-name warning;
/// returns the players it names, as (id, name).
async fn duplicate_warning(
    app: &TestApp,
    admin: &str,
    method: Method,
    path: &str,
    body: Option<Value>,
) -> Vec<(i64, String)> {
    let response = app.call(method, path, body, Some(admin)).await;
    let error = response.assert_error(StatusCode::CONFLICT, "conflict");
    assert_eq!(error["code"], "name_duplicate", "{error}");
    assert_eq!(error["fields"]["name"]["code"], "name_duplicate", "{error}");
    error["fields"]["name"]["params"]["players"]
        .as_array()
        .unwrap_or_else(|| panic!("the warning names the players: {error}"))
        .iter()
        .map(|p| {
            (
                p["id"].as_i64().unwrap(),
                p["name"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

fn stored_name(app: &TestApp, id: i64) -> String {
    app.db
        .read_blocking(move |conn| {
            Ok(conn.query_row("SELECT name FROM players WHERE id = ?1", [id], |r| r.get(0))?)
        })
        .unwrap()
}

#[tokio::test]
async fn adding_a_name_another_player_goes_by_warns_and_writes_nothing() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ana = add(&app, &admin, json!({"name": "Ana Mora"})).await["id"]
        .as_i64()
        .unwrap();
    for same in [
        "Ana Mora",
        "ana mora",
        "ANA  MORA",
        "Ána Mora",
        // Decomposed: "A" and a combining acute accent.
        "A\u{0301}na Mora",
        // A Cyrillic capital "А", then a Cyrillic small "а".
        "\u{0410}na Mora",
        "Ana Mor\u{0430}",
        "Ana M0ra",
    ] {
        let named = duplicate_warning(
            &app,
            &admin,
            Method::POST,
            "/api/players",
            Some(json!({"name": same, "email": "other@club.cr"})),
        )
        .await;
        assert_eq!(named, [(ana, "Ana Mora".to_string())], "{same:?}");
    }
    assert_eq!(app.count("players"), 1);
    for different in ["Ana Morales", "Ana María Mora", "Ena Mora"] {
        add(&app, &admin, json!({"name": different})).await;
    }
    assert_eq!(app.count("players"), 4);
}

#[tokio::test]
async fn the_admin_may_save_a_duplicate_name_anyway() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let first = add(&app, &admin, json!({"name": "Ana Mora"})).await["id"]
        .as_i64()
        .unwrap();
    let second = add(
        &app,
        &admin,
        json!({"name": "ana mora", "allowDuplicateName": true}),
    )
    .await;
    assert_eq!(second["name"], "ana mora");
    let second = second["id"].as_i64().unwrap();
    // A pending registration under the name counts as well.
    let pending = insert_pending(&app, "Ána Mora");
    let named = duplicate_warning(
        &app,
        &admin,
        Method::POST,
        "/api/players",
        Some(json!({"name": "ANA MORA"})),
    )
    .await;
    assert_eq!(
        named,
        [
            (first, "Ana Mora".to_string()),
            (second, "ana mora".to_string()),
            (pending, "Ána Mora".to_string()),
        ]
    );
    // `false` is the same as leaving it out.
    duplicate_warning(
        &app,
        &admin,
        Method::POST,
        "/api/players",
        Some(json!({"name": "ANA MORA", "allowDuplicateName": false})),
    )
    .await;
    assert_eq!(app.count("players"), 3);
}

#[tokio::test]
async fn a_rename_to_another_players_name_warns_and_to_ones_own_does_not() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ana = add(&app, &admin, json!({"name": "Ana Mora"})).await["id"]
        .as_i64()
        .unwrap();
    let luis = add(&app, &admin, json!({"name": "Luis Vega"})).await["id"]
        .as_i64()
        .unwrap();
    let path = format!("/api/players/{luis}");
    let named = duplicate_warning(
        &app,
        &admin,
        Method::PATCH,
        &path,
        Some(json!({"name": "\u{0410}NA MORA", "email": "luis@club.cr"})),
    )
    .await;
    assert_eq!(named, [(ana, "Ana Mora".to_string())]);
    // Nothing of the edit was written.
    let luis_now = app
        .call(Method::GET, &path, None, Some(&admin))
        .await
        .json();
    assert_eq!(
        (luis_now["name"].as_str(), luis_now["email"].as_str()),
        (Some("Luis Vega"), None)
    );

    // A player's own name, in another case or with accents, is no duplicate.
    let own = app
        .call(
            Method::PATCH,
            &format!("/api/players/{ana}"),
            Some(json!({"name": "Ána Mora"})),
            Some(&admin),
        )
        .await;
    assert_eq!(own.status, StatusCode::OK, "{}", own.text());
    assert_eq!(own.json()["name"], "Ána Mora");

    // Saved anyway, the duplicate stays editable without the warning while its name is
    // sent back unchanged.
    let anyway = app
        .call(
            Method::PATCH,
            &path,
            Some(json!({"name": "Ana Mora", "allowDuplicateName": true})),
            Some(&admin),
        )
        .await;
    assert_eq!(anyway.status, StatusCode::OK, "{}", anyway.text());
    assert_eq!(anyway.json()["name"], "Ana Mora");
    let again = app
        .call(
            Method::PATCH,
            &path,
            Some(json!({"name": "Ana Mora", "bestHand": "left"})),
            Some(&admin),
        )
        .await;
    assert_eq!(again.status, StatusCode::OK, "{}", again.text());
    assert_eq!(again.json()["bestHand"], "left");
    // A rename to another spelling of the shared name warns again.
    duplicate_warning(
        &app,
        &admin,
        Method::PATCH,
        &path,
        Some(json!({"name": "ana mora"})),
    )
    .await;
}

#[tokio::test]
async fn names_are_stored_composed_and_on_one_line() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    // "Ána Núñez" typed with combining accents: 12 characters, 9 once composed.
    let decomposed = "A\u{0301}na Nu\u{0301}n\u{0303}ez";
    let created = add(&app, &admin, json!({"name": decomposed})).await;
    let id = created["id"].as_i64().unwrap();
    assert_eq!(created["name"], "Ána Núñez");
    assert_eq!(stored_name(&app, id), "\u{00C1}na N\u{00FA}\u{00F1}ez");
    let renamed = app
        .call(
            Method::PATCH,
            &format!("/api/players/{id}"),
            Some(json!({"name": "Jose\u{0301} Pen\u{0303}a"})),
            Some(&admin),
        )
        .await;
    assert_eq!(renamed.status, StatusCode::OK, "{}", renamed.text());
    assert_eq!(stored_name(&app, id), "Jos\u{00E9} Pe\u{00F1}a");

    for separated in ["Ana\u{2028}Mora", "Ana Mora\u{2029}", "\u{2028}Ana"] {
        for (method, path) in [
            (Method::POST, "/api/players".to_string()),
            (Method::PATCH, format!("/api/players/{id}")),
        ] {
            let response = app
                .call(
                    method,
                    &path,
                    Some(json!({"name": separated})),
                    Some(&admin),
                )
                .await;
            let error = response.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
            assert_eq!(error["code"], "name_line_break", "{separated:?}: {error}");
            assert_eq!(error["fields"]["name"]["code"], "name_line_break");
        }
    }
    assert_eq!(app.count("players"), 1);
    assert_eq!(stored_name(&app, id), "José Peña");
}

#[tokio::test]
async fn approving_a_name_another_player_goes_by_warns_until_the_admin_insists() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ana = add(&app, &admin, json!({"name": "Ana Mora"})).await["id"]
        .as_i64()
        .unwrap();
    let pending = insert_pending(&app, "ana MORA");
    let path = format!("/api/players/{pending}/approve");
    let named = duplicate_warning(&app, &admin, Method::POST, &path, None).await;
    assert_eq!(named, [(ana, "Ana Mora".to_string())]);
    let still = app
        .call(
            Method::GET,
            &format!("/api/players/{pending}"),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(still.json()["status"], "pending");
    // An explicit `false` body is the same as none.
    duplicate_warning(
        &app,
        &admin,
        Method::POST,
        &path,
        Some(json!({"allowDuplicateName": false})),
    )
    .await;
    let approved = app
        .call(
            Method::POST,
            &path,
            Some(json!({"allowDuplicateName": true})),
            Some(&admin),
        )
        .await;
    assert_eq!(approved.status, StatusCode::OK, "{}", approved.text());
    assert_eq!(approved.json()["status"], "approved");
    assert_eq!(approved.json()["name"], "ana MORA");
}

#[tokio::test]
async fn a_name_with_an_email_encoded_word_is_refused_everywhere_a_name_is_typed() {
    // Security review S14: an encoded word in a name reached the admin's email subject, where
    // mail clients decoded it into a right-to-left override and a line break.
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let name = "Ana =?utf-8?b?4oCuCkJjYzogeA==?= Mora";
    let added = app
        .call(
            Method::POST,
            "/api/players",
            Some(json!({ "name": name })),
            Some(&admin),
        )
        .await;
    assert_eq!(
        added.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        added.text()
    );
    assert_eq!(added.json()["code"], "name_encoded_word");
    let signup = crate::members::sign_up_as(&app, &admin, name).await;
    assert_eq!(
        signup.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        signup.text()
    );
    assert_eq!(signup.json()["code"], "name_encoded_word");
    assert_eq!(app.count("players"), 0, "nothing half-written");
}
