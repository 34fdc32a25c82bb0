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
