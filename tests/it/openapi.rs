//! The OpenAPI document at `/api/openapi.json`: it is OpenAPI 3, it lists exactly the API's
//! routes, each with its successes, failures and credential, and real answers fit the
//! shapes it describes.

use crate::common;
mod conform;

use std::collections::BTreeSet;

use axum::body::Body;
use axum::http::{Method, Request, StatusCode, header};
use common::TestApp;
use serde_json::{Value, json};

/// Every API call, by method and path template. Adding a route means adding it here, and
/// the document must describe it (routes are registered through their descriptions).
const ROUTES: [(&str, &str); 102] = [
    ("get", "/api/health"),
    ("get", "/api/features"),
    ("get", "/api/admin/status"),
    ("post", "/api/admin/login"),
    ("post", "/api/admin/logout"),
    ("post", "/api/admin/sessions/end-all"),
    ("post", "/api/league/unlock"),
    ("get", "/api/players"),
    ("post", "/api/players"),
    ("get", "/api/players/{id}"),
    ("patch", "/api/players/{id}"),
    ("delete", "/api/players/{id}"),
    ("get", "/api/players/{id}/avatar"),
    ("get", "/api/players/{id}/profile"),
    ("get", "/api/players/{id}/matches"),
    ("get", "/api/players/{a}/head-to-head/{b}"),
    ("get", "/api/players/{id}/ranking-history"),
    ("post", "/api/players/{id}/approve"),
    ("post", "/api/players/{id}/reject"),
    ("get", "/api/rankings"),
    ("get", "/api/seasons"),
    ("get", "/api/invitations"),
    ("post", "/api/invitations"),
    ("get", "/api/invitations/{key}"),
    ("delete", "/api/invitations/{key}"),
    ("post", "/api/invitations/{key}/signup"),
    ("get", "/api/tournaments"),
    ("post", "/api/tournaments"),
    ("get", "/api/tournaments/{id}"),
    ("get", "/api/tournaments/formats"),
    ("get", "/api/tournaments/draw-plan"),
    ("post", "/api/tournaments/draw-plan/fill"),
    ("patch", "/api/tournaments/{id}"),
    ("delete", "/api/tournaments/{id}"),
    ("post", "/api/tournaments/{id}/generate-matches"),
    ("get", "/api/tournaments/{id}/matches"),
    ("get", "/api/tournaments/{id}/players"),
    ("get", "/api/tournaments/{id}/groups"),
    ("get", "/api/tournaments/{id}/group-players"),
    ("get", "/api/tournaments/{id}/progress"),
    ("get", "/api/tournaments/{id}/deletion"),
    ("post", "/api/matches/result"),
    ("patch", "/api/matches/{id}"),
    ("post", "/api/matches/{id}/confirm"),
    ("post", "/api/matches/{id}/dispute"),
    ("get", "/api/admin/disputes"),
    ("patch", "/api/matches/{id}/schedule"),
    ("post", "/api/matches/{id}/walkover"),
    ("delete", "/api/matches/{id}/result"),
    ("post", "/api/matches/{id}/settle"),
    ("delete", "/api/matches/{id}/claim"),
    ("post", "/api/league/matches/{id}/settle"),
    ("post", "/api/matches/{id}/extension"),
    ("get", "/api/admin/overdue"),
    ("get", "/api/today"),
    ("get", "/api/scores/check"),
    ("get", "/api/league/matches"),
    ("post", "/api/league/matches"),
    ("patch", "/api/league/matches/{id}"),
    ("delete", "/api/league/matches/{id}"),
    ("post", "/api/league/matches/{id}/score"),
    ("post", "/api/league/matches/{id}/confirm"),
    ("post", "/api/league/matches/{id}/dispute"),
    ("get", "/api/league/matches/{id}/history"),
    ("get", "/api/league/history"),
    ("get", "/api/league/range/{player_id}"),
    ("get", "/api/league/options"),
    ("get", "/api/this-week"),
    ("get", "/api/tournaments/{id}/calendar.ics"),
    ("get", "/api/players/{id}/calendar.ics"),
    ("get", "/api/events"),
    ("get", "/api/admin/fees"),
    ("put", "/api/admin/seasons/{year}/fee"),
    ("put", "/api/admin/fees/{season}/{player_id}"),
    ("delete", "/api/admin/fees/{season}/{player_id}"),
    ("get", "/api/admin/eligibility"),
    ("get", "/api/admin/audit"),
    ("post", "/api/admin/players/{id}/sign-in-link"),
    ("put", "/api/admin/players/{id}/role"),
    ("post", "/api/me/console"),
    ("post", "/api/admin/players/{id}/sessions/end"),
    ("get", "/api/me"),
    ("put", "/api/me"),
    ("get", "/api/me/overview"),
    ("post", "/api/me/sign-in"),
    ("post", "/api/me/sign-in-link"),
    ("post", "/api/me/sign-out"),
    ("get", "/api/me/sessions"),
    ("delete", "/api/me/sessions/{id}"),
    ("get", "/api/me/notices"),
    ("post", "/api/me/notices/read"),
    ("get", "/api/me/notices/live"),
    ("get", "/api/me/notice-preferences"),
    ("put", "/api/me/notice-preferences"),
    ("get", "/api/admin/notices"),
    ("get", "/api/admin/deliveries"),
    ("get", "/api/push/public-key"),
    ("post", "/api/me/push-subscriptions"),
    ("delete", "/api/me/push-subscriptions"),
    ("get", "/api/unsubscribe/{token}"),
    ("post", "/api/unsubscribe/{token}"),
    ("post", "/api/unsubscribe/{token}/resubscribe"),
];

const METHODS: [&str; 8] = [
    "get", "put", "post", "delete", "options", "head", "patch", "trace",
];

async fn document(app: &TestApp) -> Value {
    let response = app.get("/api/openapi.json").await;
    assert_eq!(response.status, StatusCode::OK, "{}", response.text());
    assert!(
        response
            .header("content-type")
            .is_some_and(|t| t.starts_with("application/json")),
        "the document is served as JSON"
    );
    response.json()
}

/// `(method, path, operation)` for every operation of the document.
fn operations(doc: &Value) -> Vec<(String, String, Value)> {
    let mut all = Vec::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for (method, operation) in item.as_object().expect("a path item") {
            if METHODS.contains(&method.as_str()) {
                all.push((method.clone(), path.clone(), operation.clone()));
            }
        }
    }
    all
}

#[tokio::test]
async fn the_document_is_openapi_3_with_every_credential() {
    let app = TestApp::new();
    let doc = document(&app).await;
    let version = doc["openapi"].as_str().expect("an openapi version");
    assert!(version.starts_with("3."), "OpenAPI 3.x, got {version}");
    assert_eq!(doc["info"]["title"], "Tournament Hub");
    assert!(
        doc["info"]["version"]
            .as_str()
            .is_some_and(|v| !v.is_empty())
    );
    let schemes = &doc["components"]["securitySchemes"];
    assert_eq!(
        schemes["admin_session"],
        json!({"type": "apiKey", "in": "cookie", "name": "th_admin",
               "description": schemes["admin_session"]["description"]})
    );
    assert_eq!(schemes["league_session"]["in"], "cookie");
    assert_eq!(schemes["league_session"]["name"], "th_league");
    assert_eq!(schemes["member_session"]["in"], "cookie");
    assert_eq!(schemes["member_session"]["name"], "th_member");

    // Served from one serialization, with an ETag that revalidates.
    let first = app.get("/api/openapi.json").await;
    let etag = first.header("etag").expect("an ETag");
    let again = app
        .send(
            Request::builder()
                .uri("/api/openapi.json")
                .header(header::IF_NONE_MATCH, &etag)
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
    assert!(again.bytes.is_empty());
    assert_eq!(first.bytes, app.get("/api/openapi.json").await.bytes);
}

#[tokio::test]
async fn the_document_lists_exactly_the_routes_of_the_app() {
    let app = TestApp::new();
    let doc = document(&app).await;
    let documented: BTreeSet<(String, String)> = operations(&doc)
        .into_iter()
        .map(|(method, path, _)| (method, path))
        .collect();
    let known: BTreeSet<(String, String)> = ROUTES
        .iter()
        .map(|(m, p)| (m.to_string(), p.to_string()))
        .collect();
    let undocumented: Vec<_> = known.difference(&documented).collect();
    let unknown: Vec<_> = documented.difference(&known).collect();
    assert!(
        undocumented.is_empty() && unknown.is_empty(),
        "routes without a description: {undocumented:?}; described but not in the route list: {unknown:?}"
    );

    // Every described operation reaches a handler: no 405, and not the unknown-path 404.
    // The live events' stream would never end: closed, as at shutdown, it says hello and ends.
    app.events.close();
    for (method, path) in &documented {
        let concrete = path
            .replace("{id}", "999999")
            .replace("{key}", "999999")
            .replace("{player_id}", "999999");
        let method = Method::from_bytes(method.to_uppercase().as_bytes()).unwrap();
        let response = app.call(method.clone(), &concrete, None, None).await;
        assert_ne!(
            response.status,
            StatusCode::METHOD_NOT_ALLOWED,
            "{method} {concrete}"
        );
        assert!(
            !response.text().contains("No API call at"),
            "{method} {concrete} is described but not routed"
        );
    }
}

#[tokio::test]
async fn every_operation_documents_its_outcomes_and_its_credential() {
    let app = TestApp::new();
    let doc = document(&app).await;
    let mut ids = BTreeSet::new();
    let mut without_client_error = BTreeSet::new();
    for (method, path, operation) in operations(&doc) {
        let at = format!("{method} {path}");
        let id = operation["operationId"].as_str().expect("an operationId");
        assert!(ids.insert(id.to_string()), "{at}: operationId {id} twice");
        assert!(
            operation["tags"].as_array().is_some_and(|t| t.len() == 1),
            "{at}: one tag, its resource"
        );
        assert!(
            operation["summary"].as_str().is_some_and(|s| !s.is_empty()),
            "{at}: a summary"
        );
        let security = operation["security"].as_array().expect("a security list");
        for requirement in security {
            for scheme in requirement.as_object().unwrap().keys() {
                assert!(
                    doc["components"]["securitySchemes"].get(scheme).is_some(),
                    "{at}: unknown credential {scheme}"
                );
            }
        }
        let responses = operation["responses"].as_object().expect("responses");
        assert!(
            responses.keys().any(|s| s.starts_with('2')),
            "{at}: no success documented"
        );
        if !responses.keys().any(|s| s.starts_with('4')) {
            without_client_error.insert((method.clone(), path.clone()));
        }
        for (status, response) in responses {
            if status.starts_with('4') || status.starts_with('5') {
                assert_eq!(
                    response["content"]["application/json"]["schema"]["$ref"],
                    "#/components/schemas/ErrorBody",
                    "{at}: {status} must carry the error body"
                );
            }
        }
        // The one-click unsubscribe is the one write exempt from the cross-site and JSON
        // rules (RFC 8058): a form, from a mail client, with no Origin.
        let one_click = path == "/api/unsubscribe/{token}";
        let changes_data = method != "get" && !one_click;
        if changes_data {
            assert!(
                responses.contains_key("403"),
                "{at}: every write may meet the cross-site check (403)"
            );
        }
        if operation.get("requestBody").is_some() && !one_click {
            for status in ["400", "413", "422"] {
                assert!(
                    responses.contains_key(status),
                    "{at}: a body can be malformed, too large or invalid ({status})"
                );
            }
        }
        let anonymous = security.iter().any(|r| r.as_object().unwrap().is_empty());
        if !anonymous {
            assert!(
                responses.contains_key("401"),
                "{at}: a credential is needed, so 401 is documented"
            );
        }
        if path.contains('{') {
            assert!(
                responses.contains_key("404"),
                "{at}: an id in the path can be unknown (404)"
            );
        }
    }
    // Every read refuses a query parameter it does not take (400 unknown_parameter), so no
    // operation is without a client error.
    assert_eq!(without_client_error, BTreeSet::new());
}

#[tokio::test]
async fn the_components_hold_the_main_types() {
    let app = TestApp::new();
    let doc = document(&app).await;
    let schemas = doc["components"]["schemas"].as_object().expect("schemas");
    for name in [
        "ErrorBody",
        "Tournament",
        "TournamentBody",
        "Match",
        "MatchResult",
        "Group",
        "GroupPlayer",
        "TournamentPlayer",
        "Progress",
        "Player",
        "PlayerForm",
        "PlayerEdit",
        "Profile",
        "RankingEntry",
        "LeagueMatch",
        "NewLeagueMatch",
        "LeagueScore",
        "CreatedInvitation",
        "LiveInvitation",
        "Registration",
        "SessionStatus",
    ] {
        assert!(
            schemas.contains_key(name),
            "components.schemas lacks {name}"
        );
    }
    assert_eq!(
        schemas["Tournament"]["properties"]["status"]["$ref"],
        "#/components/schemas/TournamentStatus"
    );
    assert_eq!(
        schemas["TournamentStatus"]["enum"],
        json!(["draft", "coming_soon", "active", "completed"])
    );
    assert_eq!(
        schemas["ErrorBody"]["required"],
        json!(["error", "code", "message"])
    );
}

/// Answers of a club with a tournament under way, league matches and an invitation, as
/// `(path, body)`, read with `cookie` (or by the public without one).
async fn answers(app: &TestApp, cookie: Option<&str>, club: &Club) -> Vec<(String, Value)> {
    let t = club.tournament;
    let p = club.player;
    let mut paths = vec![
        "/api/health".to_string(),
        "/api/features".to_string(),
        "/api/admin/status".to_string(),
        "/api/players".to_string(),
        format!("/api/players/{p}"),
        format!("/api/players/{p}/profile"),
        "/api/rankings".to_string(),
        "/api/tournaments".to_string(),
        format!("/api/tournaments/{t}"),
        format!("/api/tournaments/{t}/matches"),
        format!("/api/tournaments/{t}/players"),
        format!("/api/tournaments/{t}/groups"),
        format!("/api/tournaments/{t}/group-players"),
        format!("/api/tournaments/{t}/progress"),
        "/api/league/matches".to_string(),
        format!("/api/league/range/{p}"),
        format!("/api/invitations/{}", club.invite_token),
    ];
    if cookie.is_some() {
        paths.push("/api/invitations".to_string());
        paths.push("/api/league/history".to_string());
        paths.push(format!("/api/league/matches/{}/history", club.league_match));
        paths.push(format!("/api/tournaments/{t}/deletion"));
    }
    let mut out = Vec::new();
    for path in paths {
        let response = app.call(Method::GET, &path, None, cookie).await;
        assert_eq!(
            response.status,
            StatusCode::OK,
            "{path}: {}",
            response.text()
        );
        out.push((path, response.json()));
    }
    out
}

/// What the conformance check reads.
struct Club {
    tournament: i64,
    player: i64,
    league_match: i64,
    invite_token: String,
}

async fn club_under_way(app: &TestApp, admin: &str) -> Club {
    // The league matches are dated 20 to 22 November, near the club's today, and the one of
    // the 20th is scored.
    app.club
        .clock()
        .set(Some("2026-11-22T18:00:00Z".parse().unwrap()));
    let ids = app.insert_players("Club ", 8);
    let created = app
        .call(
            Method::POST,
            "/api/tournaments",
            Some(
                json!({ "name": "Copa", "startDate": "2026-11-02", "playerCount": 8,
                         "tournamentType": "hybrid", "status": "active",
                         "selectedPlayerIds": ids }),
            ),
            Some(admin),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let tournament = created.json()["id"].as_i64().unwrap();
    let generated = app.generate_matches(tournament, admin).await;
    // Two results, so that the tables have points, percentages and tiebreak criteria.
    for m in generated.iter().take(2) {
        let recorded = app
            .call(
                Method::POST,
                "/api/matches/result",
                Some(json!({ "matchId": m["id"], "winnerId": m["player1Id"], "score": "6-4, 3-6, 7-6(5)" })),
                Some(admin),
            )
            .await;
        assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());
    }
    let league = app
        .call(
            Method::POST,
            "/api/league/matches",
            Some(
                json!({ "player1Id": ids[0], "player2Id": ids[1], "date": "2026-11-20",
                         "time": "18:30", "cancha": 3 }),
            ),
            Some(admin),
        )
        .await;
    assert_eq!(league.status, StatusCode::CREATED, "{}", league.text());
    let league_id = league.json()["id"].as_i64().unwrap();
    let scored = app
        .call(
            Method::POST,
            &format!("/api/league/matches/{league_id}/score"),
            Some(json!({ "setsPlayed": 2, "setScores": [
                { "player1Score": 6, "player2Score": 4 }, { "player1Score": 3, "player2Score": 3 }] })),
            Some(admin),
        )
        .await;
    assert_eq!(scored.status, StatusCode::OK, "{}", scored.text());
    let pending = app
        .call(
            Method::POST,
            "/api/league/matches",
            Some(json!({ "player1Id": ids[2], "player2Id": ids[3], "date": "2026-11-21" })),
            Some(admin),
        )
        .await;
    assert_eq!(pending.status, StatusCode::CREATED, "{}", pending.text());
    // One by a league unlock too, so the history holds both kinds of author.
    let league_cookie = app.league_cookie().await;
    let range = app
        .get(&format!("/api/league/range/{}", ids[4]))
        .await
        .json();
    let by_member = app
        .call(
            Method::POST,
            "/api/league/matches",
            Some(json!({ "player1Id": ids[4], "player2Id": range["opponentIds"][0], "date": "2026-11-22" })),
            Some(&league_cookie),
        )
        .await;
    assert_eq!(
        by_member.status,
        StatusCode::CREATED,
        "{}",
        by_member.text()
    );
    let invitation = app
        .call(Method::POST, "/api/invitations", None, Some(admin))
        .await;
    assert_eq!(invitation.status, StatusCode::CREATED);
    let invite_token = invitation.json()["inviteToken"]
        .as_str()
        .unwrap()
        .to_string();
    let signup = app
        .call(
            Method::POST,
            &format!("/api/invitations/{invite_token}/signup"),
            Some(json!({ "name": "New Member", "email": "new@club.example" })),
            None,
        )
        .await;
    assert_eq!(signup.status, StatusCode::CREATED, "{}", signup.text());
    Club {
        tournament,
        player: ids[0],
        league_match: league_id,
        invite_token,
    }
}

/// The documented schema of the 200 answer of `GET path`.
fn success_schema(doc: &Value, path: &str) -> Value {
    let template = operations(doc)
        .into_iter()
        .filter(|(method, _, _)| method == "get")
        .find(|(_, template, _)| matches_template(template, path))
        .unwrap_or_else(|| panic!("no documented GET for {path}"));
    template.2["responses"]["200"]["content"]["application/json"]["schema"].clone()
}

fn matches_template(template: &str, path: &str) -> bool {
    let a: Vec<&str> = template.split('/').collect();
    let b: Vec<&str> = path.split('/').collect();
    a.len() == b.len()
        && a.iter()
            .zip(&b)
            .all(|(t, p)| t == p || (t.starts_with('{') && t.ends_with('}')))
}

#[tokio::test]
async fn real_answers_fit_their_documented_shapes() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let doc = document(&app).await;
    let club = club_under_way(&app, &admin).await;
    let mut problems = Vec::new();
    for cookie in [None, Some(admin.as_str())] {
        for (path, body) in answers(&app, cookie, &club).await {
            let schema = success_schema(&doc, &path);
            for problem in conform::problems(&doc, &schema, &body) {
                problems.push(format!(
                    "GET {path} (admin: {}): {problem}",
                    cookie.is_some()
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[tokio::test]
async fn error_answers_fit_the_error_body() {
    let app = TestApp::new();
    let doc = document(&app).await;
    let schema = json!({ "$ref": "#/components/schemas/ErrorBody" });
    let invalid = app
        .call(
            Method::POST,
            "/api/admin/login",
            Some(json!({ "password": 7 })),
            None,
        )
        .await;
    let admin = app.admin_cookie().await;
    let with_fields = app
        .call(Method::POST, "/api/players", Some(json!({})), Some(&admin))
        .await;
    assert_eq!(with_fields.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(with_fields.json()["fields"]["name"]["message"].is_string());
    for response in [
        invalid,
        with_fields,
        app.get("/api/tournaments/999").await,
        app.get("/api/invitations/not-a-token").await,
        app.call(Method::DELETE, "/api/players/1", None, None).await,
    ] {
        assert!(response.status.is_client_error(), "{}", response.text());
        let problems = conform::problems(&doc, &schema, &response.json());
        assert!(problems.is_empty(), "{problems:?}");
    }
}

#[tokio::test]
async fn the_shape_check_catches_drift() {
    let app = TestApp::new();
    let doc = document(&app).await;
    let ids = app.insert_players("Drift ", 1);
    let player = app.get(&format!("/api/players/{}", ids[0])).await.json();
    let schema = json!({ "$ref": "#/components/schemas/Player" });
    assert!(conform::problems(&doc, &schema, &player).is_empty());

    let mut extra = player.clone();
    extra["nickname"] = json!("Lefty");
    let mut missing = player.clone();
    missing.as_object_mut().unwrap().remove("name");
    let mut wrong_type = player.clone();
    wrong_type["totalPoints"] = json!("many");
    let mut wrong_word = player.clone();
    wrong_word["bestHand"] = json!("both");
    for (broken, expected) in [
        (extra, "$.nickname: not in the documented schema"),
        (missing, "$: required `name` is missing"),
        (
            wrong_type,
            "$.totalPoints: \"many\" is not of type [\"integer\"]",
        ),
        (wrong_word, "$.bestHand: \"both\" is not one of"),
    ] {
        let problems = conform::problems(&doc, &schema, &broken);
        assert!(
            problems.iter().any(|p| p.starts_with(expected)),
            "expected {expected}, got {problems:?}"
        );
    }
}

/// The enum of a component schema, as strings.
fn words(doc: &Value, schema: &str) -> Vec<String> {
    doc["components"]["schemas"][schema]["enum"]
        .as_array()
        .unwrap_or_else(|| panic!("{schema} has no enum"))
        .iter()
        .map(|w| w.as_str().unwrap().to_string())
        .collect()
}

fn serialized<T: serde::Serialize>(items: impl IntoIterator<Item = T>) -> Vec<String> {
    items
        .into_iter()
        .map(|item| {
            serde_json::to_value(item)
                .unwrap()
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect()
}

#[tokio::test]
async fn the_documented_words_are_the_domains_words() {
    use tournament_hub::domain::bracket::Stage;
    use tournament_hub::domain::league_score::LeagueStatus;
    use tournament_hub::domain::player::{BestHand, PlayerStatus};
    use tournament_hub::domain::points::Finish;
    use tournament_hub::domain::progress::StageState;
    use tournament_hub::domain::record::{MatchEnd, MatchKind};
    use tournament_hub::domain::score::Outcome;
    use tournament_hub::domain::standings::Criterion;
    use tournament_hub::domain::tournament::{TournamentFormat, TournamentStatus};

    let app = TestApp::new();
    let doc = document(&app).await;
    let stages: Vec<String> = Stage::ALL.iter().map(|s| s.as_str().to_string()).collect();
    assert_eq!(words(&doc, "Stage"), stages);
    assert_eq!(
        words(&doc, "TournamentStatus"),
        serialized([
            TournamentStatus::Draft,
            TournamentStatus::ComingSoon,
            TournamentStatus::Active,
            TournamentStatus::Completed,
        ])
    );
    assert_eq!(
        words(&doc, "TournamentType"),
        serialized([
            TournamentFormat::Hybrid,
            TournamentFormat::SingleElimination
        ])
    );
    assert_eq!(words(&doc, "Criterion"), serialized(Criterion::HIERARCHY));
    assert_eq!(
        words(&doc, "StageState"),
        serialized([
            StageState::Complete,
            StageState::Active,
            StageState::Pending
        ])
    );
    // The kinds sent instead of sentences (issue 17).
    assert_eq!(
        words(&doc, "Outcome"),
        serialized([Outcome::Walkover, Outcome::Retired])
    );
    assert_eq!(
        words(&doc, "Finish"),
        serialized([
            Finish::Champion,
            Finish::Finalist,
            Finish::Semifinalist,
            Finish::Quarterfinalist,
            Finish::RoundOf16,
            Finish::FirstRounds,
            Finish::Qualified,
            Finish::Participation,
        ])
    );
    // The words of fields stored as text.
    assert_eq!(
        words(&doc, "BestHand"),
        serialized([BestHand::Right, BestHand::Left])
    );
    assert_eq!(
        words(&doc, "PlayerStatus"),
        serialized([PlayerStatus::Pending, PlayerStatus::Approved])
    );
    assert_eq!(
        words(&doc, "LeagueMatchStatus"),
        serialized([LeagueStatus::Pending, LeagueStatus::Completed])
    );
    assert_eq!(
        words(&doc, "MatchKind"),
        serialized([MatchKind::Tournament, MatchKind::League])
    );
    assert_eq!(
        words(&doc, "MatchOutcome"),
        serialized([MatchEnd::Won, MatchEnd::Lost, MatchEnd::Drawn])
    );
    // The live events' kinds: the change record's, less those no public page shows.
    {
        use tournament_hub::club::ChangeKind::*;
        assert_eq!(
            words(&doc, "LiveChangeKind"),
            serialized([
                TournamentCreated,
                TournamentEdited,
                TournamentDeleted,
                MatchesGenerated,
                MatchResult,
                MatchScheduled,
                ResultAnswered,
                LeagueMatchCreated,
                LeagueScore,
                LeagueMatchCancelled,
                LeagueMatchDeleted,
                PlayerAdded,
                PlayerEdited,
                PlayerDeleted,
                PlayerApproved,
            ])
        );
    }
}

/// The `minimum`/`maximum` of a property of a component schema.
fn bound(doc: &Value, schema: &str, property: &str, which: &str) -> i64 {
    doc["components"]["schemas"][schema]["properties"][property][which]
        .as_i64()
        .unwrap_or_else(|| panic!("{schema}.{property} documents no {which}"))
}

#[tokio::test]
async fn the_documented_limits_are_the_servers_limits() {
    let app = TestApp::new();
    let doc = document(&app).await;
    let admin = app.admin_cookie().await;
    let ids = app.insert_players("Limit ", 2);
    let player = format!("/api/players/{}", ids[0]);

    let most = bound(&doc, "PlayerEdit", "totalPoints", "maximum");
    let over = app
        .call(
            Method::PATCH,
            &player,
            Some(json!({ "totalPoints": most + 1 })),
            Some(&admin),
        )
        .await;
    let refusal = over.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert!(
        refusal["fields"]["totalPoints"]["message"].is_string(),
        "{refusal}"
    );
    let at_most = app
        .call(
            Method::PATCH,
            &player,
            Some(json!({ "totalPoints": most })),
            Some(&admin),
        )
        .await;
    assert_eq!(at_most.status, StatusCode::OK, "{}", at_most.text());
    assert_eq!(at_most.json()["totalPoints"], most);

    let court = bound(&doc, "NewLeagueMatch", "cancha", "maximum");
    let league = |cancha: i64| json!({ "player1Id": ids[0], "player2Id": ids[1], "date": "2026-11-20", "cancha": cancha });
    let refused = app
        .call(
            Method::POST,
            "/api/league/matches",
            Some(league(court + 1)),
            Some(&admin),
        )
        .await;
    refused.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    let accepted = app
        .call(
            Method::POST,
            "/api/league/matches",
            Some(league(court)),
            Some(&admin),
        )
        .await;
    assert_eq!(accepted.status, StatusCode::CREATED, "{}", accepted.text());

    let most_players = bound(&doc, "TournamentBody", "playerCount", "maximum");
    let too_many = app
        .call(
            Method::POST,
            "/api/tournaments",
            Some(
                json!({ "name": "Big", "startDate": "2026-11-02", "playerCount": most_players + 1,
                         "tournamentType": "single_elimination", "selectedPlayerIds": ids }),
            ),
            Some(&admin),
        )
        .await;
    too_many.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
}

/// The document the UI's wire types are generated from (`ui/openapi.json`) is the server's
/// own: a change to a request or response type must be followed by regenerating it.
#[tokio::test]
async fn the_ui_builds_its_types_from_the_current_document() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/ui/openapi.json");
    let current = format!("{}\n", tournament_hub::http::openapi_document());
    if std::env::var_os("TOURNAMENT_HUB_WRITE_OPENAPI").is_some() {
        std::fs::write(path, &current).unwrap();
    }
    let checked_in = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        checked_in == current,
        "ui/openapi.json is stale: run `cargo run --release -- openapi > ui/openapi.json`, \
         then `npm run api:types` in ui/"
    );
    let app = TestApp::new();
    let served = document(&app).await;
    let file: Value = serde_json::from_str(&checked_in).unwrap();
    assert_eq!(served, file, "the served document is the same document");
}
