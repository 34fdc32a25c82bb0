//! Members' sessions (docs/rules.md#members): signing up signs in as a pending member,
//! members and the admin end sessions, and a call that takes several credentials acts for the
//! admin first, then the member, then the league password.

use crate::common;
use crate::members::{
    IPHONE_UA, assert_private, audit_of, get_with, link, member, request, sign_in_as, signed_up,
};

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use common::TestApp;

#[tokio::test]
async fn signing_up_signs_in_as_pending_approval_makes_a_member_and_rejection_ends_it() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (newcomer, cookie) = signed_up(&app, &admin, "Nueva Socia").await;
    let pending = get_with(&app, "/api/me", &[&cookie]).await;
    assert_eq!(pending.status, StatusCode::OK, "{}", pending.text());
    let me = pending.json();
    assert_eq!(
        (&me["playerId"], &me["status"]),
        (&json!(newcomer), &json!("pending"))
    );
    let overview = get_with(&app, "/api/me/overview", &[&cookie]).await.json();
    assert_eq!(overview["playerPage"], Value::Null);
    assert_eq!(overview["calendarFeed"], Value::Null);
    // The pending player stays the admin's: the public pages do not show them.
    let public = get_with(&app, &format!("/api/players/{newcomer}"), &[&cookie]).await;
    assert_eq!(public.status, StatusCode::NOT_FOUND);
    let trail = audit_of(&app, &admin, newcomer).await;
    assert_eq!(trail[0]["action"], "member_signed_in");
    assert_eq!(trail[0]["after"]["via"], "signup");

    let approved = app
        .call(
            Method::POST,
            &format!("/api/players/{newcomer}/approve"),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(approved.status, StatusCode::OK, "{}", approved.text());
    let member = get_with(&app, "/api/me", &[&cookie]).await.json();
    assert_eq!(
        member["status"], "approved",
        "the same session, now a member's"
    );
    assert_eq!(app.count("member_sessions"), 1);
    let overview = get_with(&app, "/api/me/overview", &[&cookie]).await.json();
    assert_eq!(overview["playerPage"], format!("/players/{newcomer}"));

    let (rejected, other) = signed_up(&app, &admin, "Otra Persona").await;
    let out = app
        .call(
            Method::POST,
            &format!("/api/players/{rejected}/reject"),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(out.status, StatusCode::NO_CONTENT);
    let ended = get_with(&app, "/api/me", &[&other]).await;
    assert_eq!(
        ended.assert_error(StatusCode::UNAUTHORIZED, "unauthorized")["code"],
        "member_sign_in_required"
    );
    assert_eq!(
        app.count("member_sessions"),
        1,
        "only the approved member's"
    );
    let trail = audit_of(&app, &admin, rejected).await;
    assert_eq!(trail[0]["action"], "member_sessions_ended");
    assert_eq!(trail[0]["after"]["reason"], "player_rejected");
}

#[tokio::test]
async fn members_end_their_own_sessions_and_the_admin_ends_a_players() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_players("Member ", 2);
    let phone = member(&app, &admin, ids[0]).await;
    let token = link(&app, &admin, ids[0]).await;
    let tablet = sign_in_as(&app, &token, IPHONE_UA)
        .await
        .cookie("th_member")
        .unwrap();
    let other = member(&app, &admin, ids[1]).await;

    let listed = get_with(&app, "/api/me/sessions", &[&phone]).await;
    assert_private(&listed);
    let sessions = listed.json();
    let sessions = sessions.as_array().unwrap();
    assert_eq!(sessions.len(), 2);
    let mine = sessions.iter().find(|s| s["current"] == true).unwrap();
    let theirs = sessions.iter().find(|s| s["current"] == false).unwrap();
    assert_eq!(
        mine["device"],
        json!({ "browser": "Chrome", "system": "Android" })
    );
    assert_eq!(
        theirs["device"],
        json!({ "browser": "Safari", "system": "iPhone" })
    );
    assert!(mine["lastUsedOn"].as_str().is_some_and(|d| d.len() == 10));

    // Another member's session is nobody else's to end.
    let others = get_with(&app, "/api/me/sessions", &[&other]).await.json();
    let others_id = others[0]["id"].as_i64().unwrap();
    let path = format!("/api/me/sessions/{others_id}");
    let refused = app.call(Method::DELETE, &path, None, Some(&phone)).await;
    assert_eq!(
        refused.assert_error(StatusCode::NOT_FOUND, "not_found")["code"],
        "member_session_not_found"
    );
    assert_eq!(
        get_with(&app, "/api/me", &[&other]).await.status,
        StatusCode::OK
    );

    let path = format!("/api/me/sessions/{}", theirs["id"]);
    let ended = app.call(Method::DELETE, &path, None, Some(&phone)).await;
    assert_eq!(ended.status, StatusCode::NO_CONTENT, "{}", ended.text());
    assert_eq!(
        get_with(&app, "/api/me", &[&tablet]).await.status,
        StatusCode::UNAUTHORIZED
    );

    let out = app
        .call(Method::POST, "/api/me/sign-out", None, Some(&phone))
        .await;
    assert_eq!(out.status, StatusCode::NO_CONTENT);
    assert!(out.header("set-cookie").unwrap().contains("Max-Age=0"));
    assert_eq!(
        get_with(&app, "/api/me", &[&phone]).await.status,
        StatusCode::UNAUTHORIZED
    );
    let trail = audit_of(&app, &admin, ids[0]).await;
    assert_eq!(trail[0]["action"], "member_session_ended");
    assert_eq!(trail[0]["after"]["how"], "signed_out");

    // The admin's "log out everywhere" keeps meaning admin and league sessions.
    let again = member(&app, &admin, ids[0]).await;
    let everywhere = app
        .call(
            Method::POST,
            "/api/admin/sessions/end-all",
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(everywhere.status, StatusCode::OK);
    assert_eq!(
        get_with(&app, "/api/me", &[&again]).await.status,
        StatusCode::OK
    );

    // The admin ends all of one player's sessions, and nobody else's.
    let admin = app.admin_cookie().await;
    let second = member(&app, &admin, ids[0]).await;
    let path = format!("/api/admin/players/{}/sessions/end", ids[0]);
    let all = app.call(Method::POST, &path, None, Some(&admin)).await;
    assert_eq!(all.status, StatusCode::OK, "{}", all.text());
    assert_eq!(all.json()["ended"], 2);
    for cookie in [&again, &second] {
        assert_eq!(
            get_with(&app, "/api/me", &[cookie]).await.status,
            StatusCode::UNAUTHORIZED
        );
    }
    assert_eq!(
        get_with(&app, "/api/me", &[&other]).await.status,
        StatusCode::OK
    );
    let trail = audit_of(&app, &admin, ids[0]).await;
    assert_eq!(
        (
            &trail[0]["action"],
            &trail[0]["actor"],
            &trail[0]["after"]["ended"]
        ),
        (&json!("member_sessions_ended"), &json!("admin"), &json!(2))
    );

    // Deleting a player ends their sessions and their unused links.
    let gone = app.insert_players("Gone ", 1)[0];
    let gone_cookie = member(&app, &admin, gone).await;
    let _unused = link(&app, &admin, gone).await;
    let deleted = app
        .call(
            Method::DELETE,
            &format!("/api/players/{gone}"),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(deleted.status, StatusCode::NO_CONTENT);
    assert_eq!(
        get_with(&app, "/api/me", &[&gone_cookie]).await.status,
        StatusCode::UNAUTHORIZED
    );
    let left = app
        .db
        .read_blocking(move |conn| {
            Ok(conn.query_row(
                "SELECT (SELECT COUNT(*) FROM member_sessions WHERE player_id = ?1)
                      + (SELECT COUNT(*) FROM member_links WHERE player_id = ?1)",
                [gone],
                |r| r.get::<_, i64>(0),
            )?)
        })
        .unwrap();
    assert_eq!(left, 0);
}

#[tokio::test]
async fn the_admin_comes_first_then_the_member_then_the_league() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let league = app.league_cookie().await;
    let ids = app.insert_players("Member ", 2);
    let cookie = member(&app, &admin, ids[0]).await;

    // A member session gives no admin right.
    let path = format!("/api/admin/players/{}/sign-in-link", ids[1]);
    let refused = app.call(Method::POST, &path, None, Some(&cookie)).await;
    assert_eq!(
        refused.assert_error(StatusCode::UNAUTHORIZED, "unauthorized")["code"],
        "admin_login_required"
    );
    let ended = format!("/api/admin/players/{}/sessions/end", ids[1]);
    let refused = app.call(Method::POST, &ended, None, Some(&cookie)).await;
    assert_eq!(refused.status, StatusCode::UNAUTHORIZED);

    // Admin and member: the admin acts, and has no member page.
    let both = [admin.as_str(), cookie.as_str()];
    let made = app
        .send(request(Method::POST, &path, None, &both, &[]))
        .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.text());
    assert_eq!(audit_of(&app, &admin, ids[1]).await[0]["actor"], "admin");
    let me = get_with(&app, "/api/me", &both).await;
    assert_eq!(
        me.assert_error(StatusCode::FORBIDDEN, "forbidden")["code"],
        "admin_not_member"
    );

    // Member and league: the member acts as the member.
    let with_league = [league.as_str(), cookie.as_str()];
    let chose = app
        .send(request(
            Method::PUT,
            "/api/me",
            Some(json!({ "language": "es" })),
            &with_league,
            &[],
        ))
        .await;
    assert_eq!(chose.status, StatusCode::OK, "{}", chose.text());
    assert_eq!(chose.json()["language"], "es");
    assert_eq!(
        get_with(&app, "/api/me", &[&cookie]).await.json()["language"],
        "es"
    );
    let alone = app
        .call(
            Method::PUT,
            "/api/me",
            Some(json!({ "language": "en" })),
            Some(&league),
        )
        .await;
    assert_eq!(
        alone.assert_error(StatusCode::UNAUTHORIZED, "unauthorized")["code"],
        "member_sign_in_required"
    );
    let unknown = app
        .call(
            Method::PUT,
            "/api/me",
            Some(json!({ "language": "fr" })),
            Some(&cookie),
        )
        .await;
    assert_eq!(
        unknown.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid")["code"],
        "language_unknown"
    );
}
