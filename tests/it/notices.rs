//! Who is told what (docs/rules.md#notices): each member hears what concerns them, in their
//! language, never of their own action; the admin's notices wait in the console. Every
//! answer is the reader's alone.

use crate::common;
use crate::members::{assert_private, get_with, member, request, signed_up};
use crate::results::{pending_match, post_result, two_members};

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use common::TestApp;

/// The member's notices (first page) as the API answers them.
pub async fn notices_of(app: &TestApp, cookie: &str) -> Value {
    let got = get_with(app, "/api/me/notices", &[cookie]).await;
    assert_eq!(got.status, StatusCode::OK, "{}", got.text());
    assert_private(&got);
    got.json()
}

/// The kinds of the member's notices, newest first, besides the draw every player of a
/// tournament hears of when it is published.
pub async fn kinds_of(app: &TestApp, cookie: &str) -> Vec<String> {
    notices_of(app, cookie).await["notices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["kind"].as_str().unwrap().to_string())
        .filter(|kind| kind != "draw_published")
        .collect()
}

/// How many notices of `kind` the store has.
pub fn count_kind(app: &TestApp, kind: &str) -> i64 {
    let kind = kind.to_string();
    app.db
        .read_blocking(move |conn| {
            Ok(conn.query_row(
                "SELECT count(*) FROM notices WHERE kind = ?1",
                [kind],
                |r| r.get(0),
            )?)
        })
        .unwrap()
}

/// The admin's notices' kinds, newest first.
pub async fn admin_kinds(app: &TestApp, admin: &str) -> Vec<String> {
    let got = app
        .call(Method::GET, "/api/admin/notices", None, Some(admin))
        .await;
    assert_eq!(got.status, StatusCode::OK, "{}", got.text());
    assert_private(&got);
    got.json()["notices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["kind"].as_str().unwrap().to_string())
        .collect()
}

async fn set_language(app: &TestApp, cookie: &str, language: &str) {
    let body = json!({ "language": language });
    let set = app
        .send(request(Method::PUT, "/api/me", Some(body), &[cookie], &[]))
        .await;
    assert_eq!(set.status, StatusCode::OK, "{}", set.text());
}

#[tokio::test]
async fn the_opponent_hears_of_a_players_result_in_their_language_and_nobody_else_does() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (_, pending) = pending_match(&app, &admin).await;
    let id = pending["id"].as_i64().unwrap();
    let (p1, p2) = (
        pending["player1Id"].as_i64().unwrap(),
        pending["player2Id"].as_i64().unwrap(),
    );
    let reporter = member(&app, &admin, p1).await;
    let opponent = member(&app, &admin, p2).await;
    let outsider = member(&app, &admin, app.insert_players("Outsider ", 1)[0]).await;
    set_language(&app, &opponent, "es").await;
    let before_reporter = kinds_of(&app, &reporter).await;

    let body = json!({ "matchId": id, "winnerId": p1, "score": "6-4, 3-6, 6-2" });
    let recorded = post_result(&app, body, &[&reporter]).await;
    assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());

    let told = notices_of(&app, &opponent).await;
    assert_eq!(told["unreadCount"], 2, "the draw and the result");
    let notice = &told["notices"][0];
    assert_eq!(notice["kind"], "result_reported");
    assert_eq!(notice["title"], "Un resultado en su partido");
    let name = pending["player1Name"].as_str().unwrap();
    assert_eq!(
        notice["body"],
        format!("{name} anotó 4-6, 6-3, 2-6. Confírmelo o dispútelo en las próximas 48 horas."),
        "the score as the opponent (player 2) reads it"
    );
    assert_eq!(notice["link"], "/me");
    assert_eq!(notice["read"], false);

    assert_eq!(
        kinds_of(&app, &reporter).await,
        before_reporter,
        "nobody is told of their own action"
    );
    assert!(kinds_of(&app, &outsider).await.is_empty());
}

#[tokio::test]
async fn the_admins_own_result_asks_no_player_and_tells_both_what_was_decided() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (_, pending) = pending_match(&app, &admin).await;
    let id = pending["id"].as_i64().unwrap();
    let p1 = pending["player1Id"].as_i64().unwrap();
    let p2 = pending["player2Id"].as_i64().unwrap();
    let first = member(&app, &admin, p1).await;
    let second = member(&app, &admin, p2).await;
    let before = app.count("notices");
    let body = json!({ "matchId": id, "winnerId": p1, "score": "6-1, 6-1" });
    let recorded = post_result(&app, body, &[&admin]).await;
    assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());
    // One notice each: the club decided their result (docs/rules.md#notices); nobody is asked to
    // confirm the admin's result.
    assert_eq!(app.count("notices"), before + 2);
    for cookie in [&first, &second] {
        let kinds = kinds_of(&app, cookie).await;
        assert!(!kinds.contains(&"result_reported".to_string()), "{kinds:?}");
        assert_eq!(
            kinds.iter().filter(|k| *k == "result_settled").count(),
            1,
            "{kinds:?}"
        );
    }
}

#[tokio::test]
async fn every_player_of_a_draw_hears_of_it_with_their_group_and_first_opponent() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_players("Draw ", 8);
    let outsider = member(&app, &admin, app.insert_players("Outsider ", 1)[0]).await;
    let body = json!({ "name": "Draw Cup", "startDate": "2026-11-02", "playerCount": 8,
            "tournamentType": "hybrid", "status": "draft", "selectedPlayerIds": ids });
    let created = app
        .call(Method::POST, "/api/tournaments", Some(body), Some(&admin))
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let tournament = created.json()["id"].as_i64().unwrap();
    app.generate_matches(tournament, &admin).await;
    let first = member(&app, &admin, ids[0]).await;
    assert!(
        kinds_of(&app, &first).await.is_empty(),
        "a draft's draw is the admin's alone"
    );

    let published = app
        .call(
            Method::PATCH,
            &format!("/api/tournaments/{tournament}"),
            Some(json!({ "status": "active" })),
            Some(&admin),
        )
        .await;
    assert_eq!(published.status, StatusCode::OK, "{}", published.text());
    for &player in &ids {
        let cookie = member(&app, &admin, player).await;
        let told = notices_of(&app, &cookie).await;
        let notice = &told["notices"][0];
        assert_eq!(notice["kind"], "draw_published", "player {player}");
        assert_eq!(notice["link"], format!("/tournament/{tournament}"));
        let text = notice["body"].as_str().unwrap();
        assert!(
            text.starts_with("You play in Draw Cup. Your group: Group "),
            "{text}"
        );
        assert!(text.contains("Your first opponent: Draw "), "{text}");
        assert!(text.contains("Play it by Sun 8 Nov."), "{text}");
        assert_eq!(told["total"], 1);
    }
    assert!(kinds_of(&app, &outsider).await.is_empty());

    // Another edit that leaves the draw as it is tells nobody again.
    let renamed = app
        .call(
            Method::PATCH,
            &format!("/api/tournaments/{tournament}"),
            Some(json!({ "name": "Draw Open" })),
            Some(&admin),
        )
        .await;
    assert_eq!(renamed.status, StatusCode::OK, "{}", renamed.text());
    assert_eq!(notices_of(&app, &first).await["total"], 1);
}

#[tokio::test]
async fn a_league_challenge_tells_the_challenged_and_a_league_score_tells_both() {
    let app = TestApp::new();
    app.club
        .clock()
        .set(Some("2026-11-20T18:00:00Z".parse().unwrap()));
    let admin = app.admin_cookie().await;
    let ids = app.insert_players("L", 4);
    let challenger = member(&app, &admin, ids[0]).await;
    let challenged = member(&app, &admin, ids[1]).await;
    let league = app.league_cookie().await;
    let created = app
        .call(
            Method::POST,
            "/api/league/matches",
            Some(json!({ "player1Id": ids[0], "player2Id": ids[1], "date": "2026-11-20" })),
            Some(&league),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let id = created.json()["id"].as_i64().unwrap();
    assert!(kinds_of(&app, &challenger).await.is_empty());
    let told = notices_of(&app, &challenged).await;
    assert_eq!(told["notices"][0]["kind"], "challenged");
    assert_eq!(told["notices"][0]["title"], "L01 challenged you");
    assert_eq!(told["notices"][0]["link"], "/league");

    let scored = app
        .call(
            Method::POST,
            &format!("/api/league/matches/{id}/score"),
            Some(json!({ "setsPlayed": 2, "setScores": [
                { "player1Score": 6, "player2Score": 4 }, { "player1Score": 6, "player2Score": 2 }
            ] })),
            Some(&league),
        )
        .await;
    assert_eq!(scored.status, StatusCode::OK, "{}", scored.text());
    let first = notices_of(&app, &challenger).await;
    // The score favours the challenger, who may have typed the password: told, not asked.
    assert_eq!(first["notices"][0]["body"], "The league recorded 6-4, 6-2.");
    assert_eq!(first["notices"][0]["link"], "/league");
    let second = notices_of(&app, &challenged).await;
    assert_eq!(
        second["notices"][0]["body"],
        "The league recorded 4-6, 2-6. Confirm it or dispute it within 48 hours."
    );

    // A member challenges for themselves: the challenged is told, the challenger is not.
    let third = member(&app, &admin, ids[2]).await;
    let before_challenger = kinds_of(&app, &challenger).await.len();
    let own = app
        .call(
            Method::POST,
            "/api/league/matches",
            Some(json!({ "player1Id": ids[0], "player2Id": ids[2], "date": "2026-11-20" })),
            Some(&challenger),
        )
        .await;
    assert_eq!(own.status, StatusCode::CREATED, "{}", own.text());
    let own_id = own.json()["id"].as_i64().unwrap();
    assert_eq!(kinds_of(&app, &challenger).await.len(), before_challenger);
    assert_eq!(kinds_of(&app, &third).await, ["challenged"]);
    // The challenged records the score: the challenger hears it with their name, and
    // disputes it: the admin hears of that.
    let by_member = app
        .call(
            Method::POST,
            &format!("/api/league/matches/{own_id}/score"),
            Some(json!({ "setsPlayed": 2, "setScores": [
                { "player1Score": 3, "player2Score": 6 }, { "player1Score": 4, "player2Score": 6 }
            ] })),
            Some(&third),
        )
        .await;
    assert_eq!(by_member.status, StatusCode::OK, "{}", by_member.text());
    assert_eq!(kinds_of(&app, &third).await, ["challenged"]);
    let heard = notices_of(&app, &challenger).await;
    assert_eq!(
        heard["notices"][0]["body"],
        "L03 recorded 3-6, 4-6. Confirm it or dispute it within 48 hours."
    );
    let disputed = app
        .call(
            Method::POST,
            &format!("/api/league/matches/{own_id}/dispute"),
            Some(json!({ "reason": "We did not play" })),
            Some(&challenger),
        )
        .await;
    assert_eq!(disputed.status, StatusCode::OK, "{}", disputed.text());
    let console = app
        .call(Method::GET, "/api/admin/notices", None, Some(&admin))
        .await
        .json();
    assert_eq!(console["notices"][0]["kind"], "result_disputed");
    assert_eq!(
        console["notices"][0]["title"],
        "Result disputed: L01 vs L03"
    );

    // The admin's own league match is no challenge.
    let before = app.count("notices");
    let by_admin = app
        .call(
            Method::POST,
            "/api/league/matches",
            Some(json!({ "player1Id": ids[2], "player2Id": ids[3], "date": "2026-11-20" })),
            Some(&admin),
        )
        .await;
    assert_eq!(by_admin.status, StatusCode::CREATED, "{}", by_admin.text());
    assert_eq!(app.count("notices"), before);
}

#[tokio::test]
async fn a_signup_waits_in_the_console_and_its_approval_tells_the_member() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (newcomer, cookie) = signed_up(&app, &admin, "Nueva Jugadora").await;
    let console = app
        .call(Method::GET, "/api/admin/notices", None, Some(&admin))
        .await
        .json();
    assert_eq!(console["notices"][0]["kind"], "signup_waiting");
    assert_eq!(console["notices"][0]["title"], "Nueva Jugadora signed up");
    assert_eq!(console["notices"][0]["link"], "/admin");
    assert!(kinds_of(&app, &cookie).await.is_empty());
    // The console names its language: the same notice, in Spanish; any other is refused.
    let spanish = app
        .call(
            Method::GET,
            "/api/admin/notices?lang=es",
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(spanish.status, StatusCode::OK, "{}", spanish.text());
    let spanish = spanish.json();
    assert_eq!(spanish["notices"][0]["id"], console["notices"][0]["id"]);
    assert_eq!(
        spanish["notices"][0]["title"],
        "Nueva Jugadora se inscribió"
    );
    assert_ne!(spanish["notices"][0]["body"], console["notices"][0]["body"]);
    let unknown = app
        .call(
            Method::GET,
            "/api/admin/notices?lang=fr",
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(
        unknown.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        unknown.text()
    );
    assert_eq!(unknown.json()["code"], "lang_unknown");

    let approved = app
        .call(
            Method::POST,
            &format!("/api/players/{newcomer}/approve"),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(approved.status, StatusCode::OK, "{}", approved.text());
    assert_eq!(kinds_of(&app, &cookie).await, ["signup_approved"]);
    assert_eq!(admin_kinds(&app, &admin).await, ["signup_waiting"]);
}

#[tokio::test]
async fn a_dispute_goes_to_the_admin_and_not_to_the_players() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (id, p1, _, reporter, opponent) = two_members(&app, &admin).await;
    let body = json!({ "matchId": id, "winnerId": p1, "score": "6-4, 6-4" });
    assert_eq!(
        post_result(&app, body, &[&reporter]).await.status,
        StatusCode::OK
    );
    let disputed = app
        .send(request(
            Method::POST,
            &format!("/api/matches/{id}/dispute"),
            Some(json!({ "reason": "It was 4-6, 4-6" })),
            &[&opponent],
            &[],
        ))
        .await;
    assert_eq!(disputed.status, StatusCode::OK, "{}", disputed.text());
    let console = app
        .call(Method::GET, "/api/admin/notices", None, Some(&admin))
        .await
        .json();
    assert_eq!(console["notices"][0]["kind"], "result_disputed");
    assert_eq!(console["notices"][0]["body"], "It was 4-6, 4-6");
    assert!(kinds_of(&app, &reporter).await.is_empty());
    assert_eq!(kinds_of(&app, &opponent).await, ["result_reported"]);
}

#[tokio::test]
async fn members_mark_their_own_notices_read_one_by_one_or_all_at_once() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (id, p1, _, reporter, opponent) = two_members(&app, &admin).await;
    let mark = |ids: Value, cookie: &str| {
        request(
            Method::POST,
            "/api/me/notices/read",
            Some(ids),
            &[cookie],
            &[],
        )
    };
    // The draw's notice is unread.
    assert_eq!(notices_of(&app, &opponent).await["unreadCount"], 1);
    let body = json!({ "matchId": id, "winnerId": p1, "score": "6-4, 6-4" });
    assert_eq!(
        post_result(&app, body, &[&reporter]).await.status,
        StatusCode::OK
    );
    let fix = json!({ "winnerId": p1, "score": "6-4, 6-3" });
    let corrected = app
        .send(request(
            Method::PATCH,
            &format!("/api/matches/{id}"),
            Some(fix),
            &[&reporter],
            &[],
        ))
        .await;
    assert_eq!(corrected.status, StatusCode::OK, "{}", corrected.text());
    let told = notices_of(&app, &opponent).await;
    // The correction is told too: its notice replaces the report's, which was unread
    // (docs/rules.md#budgets).
    assert_eq!(told["unreadCount"], 2, "the draw's and the latest result's");
    assert_eq!(told["total"], 2, "{told}");
    let newest = told["notices"][0]["id"].as_i64().unwrap();
    assert!(told["notices"][0]["body"].as_str().unwrap().contains("3-6"));

    // Someone else's notice is passed over.
    let theirs = app.send(mark(json!({ "ids": [newest] }), &reporter)).await;
    assert_eq!(theirs.status, StatusCode::OK, "{}", theirs.text());
    assert_eq!(notices_of(&app, &opponent).await["unreadCount"], 2);

    let one = app.send(mark(json!({ "ids": [newest] }), &opponent)).await;
    assert_eq!(one.json()["unreadCount"], 1);
    assert_private(&one);
    let after = notices_of(&app, &opponent).await;
    assert_eq!(after["notices"][0]["read"], true);
    assert_eq!(after["notices"][1]["read"], false);

    app.send(mark(json!({ "ids": [] }), &opponent))
        .await
        .assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    let all = app.send(mark(json!({}), &opponent)).await;
    assert_eq!(all.json()["unreadCount"], 0);

    let paged = get_with(&app, "/api/me/notices?limit=1&offset=1", &[&opponent])
        .await
        .json();
    assert_eq!(paged["total"], 2);
    assert_eq!(paged["notices"].as_array().unwrap().len(), 1);
    assert_eq!(paged["notices"][0]["id"], told["notices"][1]["id"]);
    get_with(&app, "/api/me/notices?limit=0", &[&opponent])
        .await
        .assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    let unknown = get_with(&app, "/api/me/notices?page=2", &[&opponent]).await;
    assert_eq!(
        unknown.assert_error(StatusCode::BAD_REQUEST, "bad_request")["code"],
        "unknown_parameter"
    );
}

#[tokio::test]
async fn notices_are_the_members_own_and_the_console_the_admins() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let league = app.league_cookie().await;
    for path in [
        "/api/me/notices",
        "/api/me/notice-preferences",
        "/api/me/notices/live",
    ] {
        let nobody = app.get(path).await;
        nobody.assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
        let by_admin = app.call(Method::GET, path, None, Some(&admin)).await;
        by_admin.assert_error(StatusCode::FORBIDDEN, "forbidden");
    }
    for path in ["/api/admin/notices", "/api/admin/deliveries"] {
        app.get(path)
            .await
            .assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
        app.call(Method::GET, path, None, Some(&league))
            .await
            .assert_error(StatusCode::FORBIDDEN, "forbidden");
        let player = app.insert_players("Member ", 1)[0];
        let cookie = member(&app, &admin, player).await;
        get_with(&app, path, &[&cookie])
            .await
            .assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
    }
    let summary = app
        .call(Method::GET, "/api/admin/deliveries", None, Some(&admin))
        .await;
    assert_private(&summary);
    assert_eq!(
        summary.json(),
        json!({ "queued": 0, "sent": 0, "failed": 0, "lastError": null })
    );
}

#[tokio::test]
async fn members_choose_email_and_push_per_kind() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let player = app.insert_players("Chooser ", 1)[0];
    let cookie = member(&app, &admin, player).await;
    let got = get_with(&app, "/api/me/notice-preferences", &[&cookie]).await;
    assert_private(&got);
    let kinds = got.json()["kinds"].as_array().unwrap().clone();
    assert_eq!(kinds.len(), 14);
    // Every kind is on by email and push until the member turns it off, but the opponent's
    // confirmation, which the app's list alone tells by default (docs/rules.md#notices).
    for k in &kinds {
        let on = k["kind"] != "result_confirmed";
        assert_eq!(k["email"], on, "{k}");
        assert_eq!(k["push"], on, "{k}");
    }
    assert_eq!(kinds[0]["kind"], "draw_published");

    let body = json!({ "kinds": [{ "kind": "your_week", "email": false, "push": true }] });
    let set = app
        .send(request(
            Method::PUT,
            "/api/me/notice-preferences",
            Some(body),
            &[&cookie],
            &[],
        ))
        .await;
    assert_eq!(set.status, StatusCode::OK, "{}", set.text());
    let kinds = set.json()["kinds"].as_array().unwrap().clone();
    let week = kinds.iter().find(|k| k["kind"] == "your_week").unwrap();
    assert_eq!(
        (&week["email"], &week["push"]),
        (&json!(false), &json!(true))
    );
    assert_eq!(
        kinds
            .iter()
            .filter(|k| k["email"] == false && k["kind"] != "result_confirmed")
            .count(),
        1
    );

    for bad in [
        json!({ "kinds": [{ "kind": "overdue_list", "email": false, "push": false }] }),
        json!({ "kinds": [{ "kind": "nothing", "email": false, "push": false }] }),
    ] {
        let refused = app
            .send(request(
                Method::PUT,
                "/api/me/notice-preferences",
                Some(bad),
                &[&cookie],
                &[],
            ))
            .await;
        assert!(
            refused.status == StatusCode::UNPROCESSABLE_ENTITY
                || refused.status == StatusCode::BAD_REQUEST,
            "{}",
            refused.text()
        );
    }
}

/// The next `event:` name and data of a Server-Sent Events body, skipping `:` comments.
pub async fn next_event(body: &mut axum::body::Body, buffer: &mut String) -> (String, Value) {
    use http_body_util::BodyExt;
    loop {
        if let Some(end) = buffer.find("\n\n") {
            let block: String = buffer.drain(..end + 2).collect();
            let event = block
                .lines()
                .find_map(|l| l.strip_prefix("event: "))
                .map(str::to_string);
            let data = block.lines().find_map(|l| l.strip_prefix("data: "));
            if let (Some(event), Some(data)) = (event, data) {
                return (event, serde_json::from_str(data).unwrap());
            }
            continue;
        }
        let frame = tokio::time::timeout(std::time::Duration::from_secs(5), body.frame())
            .await
            .expect("an event within 5 s")
            .expect("the stream goes on")
            .unwrap();
        if let Ok(bytes) = frame.into_data() {
            buffer.push_str(std::str::from_utf8(&bytes).unwrap());
        }
    }
}

#[tokio::test]
async fn a_notice_arrives_live_on_its_members_stream_only() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let (id, p1, _, reporter, opponent) = two_members(&app, &admin).await;
    let open = |cookie: &str| {
        tower::ServiceExt::oneshot(
            app.app.clone(),
            request(Method::GET, "/api/me/notices/live", None, &[cookie], &[]),
        )
    };
    let theirs = open(&opponent).await.unwrap();
    assert_eq!(theirs.status(), StatusCode::OK);
    assert_eq!(
        theirs.headers()["cache-control"],
        "private, no-store",
        "a member's stream is theirs alone"
    );
    let mine = open(&reporter).await.unwrap();
    let (mut theirs, mut mine) = (theirs.into_body(), mine.into_body());
    let (mut their_buffer, mut my_buffer) = (String::new(), String::new());
    let (event, hello) = next_event(&mut theirs, &mut their_buffer).await;
    assert_eq!(event, "hello");
    assert_eq!(hello["unreadCount"], 1, "the draw");
    assert_eq!(next_event(&mut mine, &mut my_buffer).await.0, "hello");

    let body = json!({ "matchId": id, "winnerId": p1, "score": "6-4, 6-4" });
    assert_eq!(
        post_result(&app, body, &[&reporter]).await.status,
        StatusCode::OK
    );
    let (event, arrived) = next_event(&mut theirs, &mut their_buffer).await;
    assert_eq!(event, "notice");
    assert_eq!(arrived["unreadCount"], 2);
    let newest = notices_of(&app, &opponent).await["notices"][0]["id"].clone();
    assert_eq!(arrived["id"], newest);
    // The reporter's own stream hears nothing of it.
    use http_body_util::BodyExt;
    let quiet = tokio::time::timeout(std::time::Duration::from_millis(300), mine.frame()).await;
    assert!(quiet.is_err(), "nothing for the reporter");
}
