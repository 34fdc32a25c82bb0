//! The committee (docs/rules.md#committee): the admin makes approved members organizers, and
//! the audit trail records each grant and removal.

use crate::common;
use crate::members::{audit_of, get_with, member, signed_up};

use axum::http::{Method, StatusCode};
use serde_json::json;

use common::TestApp;

/// The club's own names: two surnames, accents.
const NAMES: [&str; 3] = [
    "María José Rodríguez Solís",
    "José Andrés Jiménez Quirós",
    "Ana Lucía Mora Céspedes",
];

/// `PUT /api/admin/players/{player}/role {role}` with `cookie`.
async fn set_role(
    app: &TestApp,
    cookie: &str,
    player: i64,
    role: &str,
) -> crate::common::TestResponse {
    app.call(
        Method::PUT,
        &format!("/api/admin/players/{player}/role"),
        Some(json!({ "role": role })),
        Some(cookie),
    )
    .await
}

#[tokio::test]
async fn the_admin_grants_and_removes_the_role_and_the_trail_keeps_each() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let [maria, jose, _] = app.insert_named(&NAMES)[..] else {
        unreachable!()
    };

    let granted = set_role(&app, &admin, maria, "organizer").await;
    assert_eq!(granted.status, StatusCode::OK, "{}", granted.text());
    assert_eq!(
        (&granted.json()["role"], &granted.json()["name"]),
        (&json!("organizer"), &json!(NAMES[0]))
    );
    // The same role again changes nothing, and writes nothing.
    let again = set_role(&app, &admin, maria, "organizer").await;
    assert_eq!(again.status, StatusCode::OK, "{}", again.text());

    // The admin's list shows every role; the public's none.
    let list = app
        .call(Method::GET, "/api/players", None, Some(&admin))
        .await
        .json();
    let role_of = |id: i64| {
        list.as_array()
            .unwrap()
            .iter()
            .find(|p| p["id"] == id)
            .unwrap()["role"]
            .clone()
    };
    assert_eq!(
        (role_of(maria), role_of(jose)),
        (json!("organizer"), json!("member"))
    );
    let public = app.get("/api/players").await.json();
    assert!(
        public
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p.get("role").is_none())
    );

    // The member sees their own role.
    let cookie = member(&app, &admin, maria).await;
    let me = get_with(&app, "/api/me", &[&cookie]).await;
    assert_eq!(me.json()["role"], "organizer", "{}", me.text());

    let removed = set_role(&app, &admin, maria, "member").await;
    assert_eq!(removed.json()["role"], "member", "{}", removed.text());
    let me = get_with(&app, "/api/me", &[&cookie]).await;
    assert_eq!(me.json()["role"], "member");

    let roles: Vec<_> = audit_of(&app, &admin, maria)
        .await
        .into_iter()
        .filter(|e| e["action"] == "role_set")
        .map(|e| (e["actor"].clone(), e["before"].clone(), e["after"].clone()))
        .collect();
    assert_eq!(
        roles,
        [
            (
                json!("admin"),
                json!({ "role": "organizer" }),
                json!({ "role": "member" })
            ),
            (
                json!("admin"),
                json!({ "role": "member" }),
                json!({ "role": "organizer" })
            ),
        ],
        "newest first, one per change"
    );
}

#[tokio::test]
async fn only_an_approved_player_known_by_a_known_role_is_given_one() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let maria = app.insert_named(&NAMES[..1])[0];
    let (pending, _) = signed_up(&app, &admin, "Sofía Elena Vargas Araya").await;

    let refused = set_role(&app, &admin, pending, "organizer").await;
    assert_eq!(
        refused.assert_error(StatusCode::CONFLICT, "conflict")["code"],
        "player_pending"
    );
    let missing = set_role(&app, &admin, maria + 1000, "organizer").await;
    assert_eq!(
        missing.assert_error(StatusCode::NOT_FOUND, "not_found")["code"],
        "player_not_found"
    );
    let unknown = set_role(&app, &admin, maria, "president").await;
    assert_eq!(
        unknown.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid")["fields"]["role"]["code"],
        "role_unknown"
    );
    let none = app
        .call(
            Method::PUT,
            &format!("/api/admin/players/{maria}/role"),
            Some(json!({})),
            Some(&admin),
        )
        .await;
    assert_eq!(
        none.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid")["fields"]["role"]["code"],
        "role_required"
    );
    // Without the admin's session: 401; with the league's: 403.
    let anonymous = app
        .call(
            Method::PUT,
            &format!("/api/admin/players/{maria}/role"),
            Some(json!({ "role": "organizer" })),
            None,
        )
        .await;
    anonymous.assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
    let league = app.league_cookie().await;
    set_role(&app, &league, maria, "organizer")
        .await
        .assert_error(StatusCode::FORBIDDEN, "forbidden");
    let stored: String = app
        .db
        .read_blocking(move |conn| {
            Ok(
                conn.query_row("SELECT role FROM players WHERE id = ?1", [maria], |r| {
                    r.get(0)
                })?,
            )
        })
        .unwrap();
    assert_eq!(stored, "member");
}

/// Opens the console for the organizer signed in with `member`; returns the admin cookie.
async fn console(app: &TestApp, member: &str) -> String {
    let opened = app
        .call(Method::POST, "/api/me/console", None, Some(member))
        .await;
    assert_eq!(opened.status, StatusCode::OK, "{}", opened.text());
    opened
        .cookie("th_admin")
        .expect("the console's admin cookie")
}

#[tokio::test]
async fn an_organizer_runs_the_console_as_themselves_until_the_role_goes() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let [maria, jose, _] = app.insert_named(&NAMES)[..] else {
        unreachable!()
    };
    let maria_member = member(&app, &admin, maria).await;
    // A member who is no organizer opens nothing.
    let jose_member = member(&app, &admin, jose).await;
    let refused = app
        .call(Method::POST, "/api/me/console", None, Some(&jose_member))
        .await;
    assert_eq!(
        refused.assert_error(StatusCode::FORBIDDEN, "forbidden")["code"],
        "not_organizer"
    );

    set_role(&app, &admin, maria, "organizer").await;
    let organizer = console(&app, &maria_member).await;
    let status = get_with(&app, "/api/admin/status", &[&organizer])
        .await
        .json();
    assert_eq!(status["isAdmin"], true);
    assert_eq!(
        status["organizer"],
        json!({ "playerId": maria, "name": NAMES[0] })
    );
    let password_status = get_with(&app, "/api/admin/status", &[&admin]).await.json();
    assert_eq!(password_status["organizer"], json!(null));
    // The admin's reads work through the console's cookie.
    let list = get_with(&app, "/api/admin/audit", &[&organizer]).await;
    assert_eq!(list.status, StatusCode::OK, "{}", list.text());
    // With their own member cookie beside it, /api/me is still theirs.
    let me = get_with(&app, "/api/me", &[&organizer, &maria_member]).await;
    assert_eq!(me.json()["playerId"], maria, "{}", me.text());

    // What stays with the password.
    for (method, path, body) in [
        (
            Method::PUT,
            format!("/api/admin/players/{jose}/role"),
            Some(json!({ "role": "organizer" })),
        ),
        (
            Method::POST,
            format!("/api/admin/players/{jose}/sign-in-link"),
            None,
        ),
        (
            Method::POST,
            "/api/admin/sessions/end-all".to_string(),
            None,
        ),
        (
            Method::PATCH,
            format!("/api/players/{jose}"),
            Some(json!({ "email": "otro@club.example" })),
        ),
        (
            Method::PATCH,
            format!("/api/players/{jose}"),
            Some(json!({ "phone": "88881234" })),
        ),
        (
            Method::PATCH,
            format!("/api/players/{jose}"),
            Some(json!({ "totalPoints": 500 })),
        ),
        (
            Method::POST,
            "/api/players".to_string(),
            Some(json!({ "name": "Luis Diego Soto Brenes", "email": "luis@club.example" })),
        ),
    ] {
        let answer = app
            .call(method.clone(), &path, body, Some(&organizer))
            .await;
        assert_eq!(
            answer.assert_error(StatusCode::FORBIDDEN, "forbidden")["code"],
            "password_admin_only",
            "{method} {path}"
        );
    }
    // The stored email sent back unchanged is no change.
    let same = app
        .call(
            Method::PATCH,
            &format!("/api/players/{jose}"),
            Some(json!({ "email": "socio01@club.example", "name": "José Andrés Jiménez Quirós" })),
            Some(&organizer),
        )
        .await;
    assert_eq!(same.status, StatusCode::OK, "{}", same.text());

    // The role's removal ends the console on the next request.
    set_role(&app, &admin, maria, "member").await;
    let after = get_with(&app, "/api/admin/audit", &[&organizer]).await;
    after.assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
}

#[tokio::test]
async fn the_console_ends_with_the_member_session_the_player_and_every_ending() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let [maria, jose, ana] = app.insert_named(&NAMES)[..] else {
        unreachable!()
    };
    for id in [maria, jose, ana] {
        set_role(&app, &admin, id, "organizer").await;
    }
    let live = |cookie: String| {
        let app = &app;
        async move { get_with(app, "/api/admin/status", &[&cookie]).await.json()["isAdmin"] == true }
    };

    // Signing out of the member session that opened it.
    let maria_member = member(&app, &admin, maria).await;
    let maria_console = console(&app, &maria_member).await;
    assert!(live(maria_console.clone()).await);
    let out = app
        .call(Method::POST, "/api/me/sign-out", None, Some(&maria_member))
        .await;
    assert!(out.status.is_success(), "{}", out.text());
    assert!(!live(maria_console).await);

    // The admin's sessions/end for that player.
    let jose_member = member(&app, &admin, jose).await;
    let jose_console = console(&app, &jose_member).await;
    app.call(
        Method::POST,
        &format!("/api/admin/players/{jose}/sessions/end"),
        None,
        Some(&admin),
    )
    .await;
    assert!(!live(jose_console).await);

    // Logging the console out.
    let ana_member = member(&app, &admin, ana).await;
    let ana_console = console(&app, &ana_member).await;
    app.call(Method::POST, "/api/admin/logout", None, Some(&ana_console))
        .await;
    assert!(!live(ana_console).await);

    // End-all, by the password.
    let ana_console = console(&app, &ana_member).await;
    app.call(
        Method::POST,
        "/api/admin/sessions/end-all",
        None,
        Some(&admin),
    )
    .await;
    assert!(!live(ana_console).await);

    // Deleting the player.
    let admin = app.admin_cookie().await;
    let ana_member = member(&app, &admin, ana).await;
    let ana_console = console(&app, &ana_member).await;
    let deleted = app
        .call(
            Method::DELETE,
            &format!("/api/players/{ana}"),
            None,
            Some(&admin),
        )
        .await;
    assert!(deleted.status.is_success(), "{}", deleted.text());
    assert!(!live(ana_console).await);
}
