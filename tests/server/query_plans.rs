//! Every public read uses the indexes: none scans the whole match or league table, so a
//! club with 50,000 league matches answers as fast as a small one. Each statement the
//! public reads run is recorded and its query plan read back. It runs in this binary, one
//! test at a time, so that it hears only its own statements.

use std::collections::BTreeSet;

use axum::body::Body;
use axum::http::{Method, Request, StatusCode, header};
use chrono::Datelike;
use http_body_util::BodyExt;
use serde_json::{Value, json};
use tournament_hub::db::sessions::{self, SessionKind};
use tournament_hub::db::{Db, plans};
use tournament_hub::demo::{self, DemoProfile};
use tournament_hub::domain::calendar;
use tower::ServiceExt;

/// The app in process over a fresh database.
struct TestApp {
    app: axum::Router,
    db: Db,
    _dir: tempfile::TempDir,
}

/// The admin's password in these tests.
const ADMIN_PASSWORD: &str = "plans-admin-1";

impl TestApp {
    fn new() -> TestApp {
        plans::arm();
        let dir = tempfile::tempdir().unwrap();
        let db = Db::open(&dir.path().join("plans.db")).unwrap();
        db.migrate().unwrap();
        let hash = tournament_hub::passwords::hash(ADMIN_PASSWORD);
        db.write_blocking(|tx| {
            sessions::set_password_hash(tx, SessionKind::Admin, &hash)?;
            Ok(())
        })
        .unwrap();
        let app = tournament_hub::app(tournament_hub::AppState::new(db.clone()));
        TestApp { app, db, _dir: dir }
    }

    async fn get(&self, path: &str) -> (StatusCode, Value) {
        let (status, _, body) = self.send(Method::GET, path, None, None).await;
        (status, body)
    }

    /// `method path` with an optional JSON body and cookie; the status, the cookies set and
    /// the body as JSON (null when it is not JSON).
    async fn send(
        &self,
        method: Method,
        path: &str,
        body: Option<Value>,
        cookie: Option<&str>,
    ) -> (StatusCode, Vec<String>, Value) {
        let mut request = Request::builder()
            .method(method)
            .uri(path)
            .header(header::USER_AGENT, "Mozilla/5.0 (Linux; Android 14) Mobile");
        if let Some(cookie) = cookie {
            request = request.header(header::COOKIE, cookie);
        }
        let request = match body {
            Some(body) => request
                .header(header::CONTENT_TYPE, "application/json")
                .body(Body::from(body.to_string())),
            None => request.body(Body::empty()),
        };
        let response = self.app.clone().oneshot(request.unwrap()).await.unwrap();
        let status = response.status();
        let cookies = response
            .headers()
            .get_all(header::SET_COOKIE)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .map(|v| v.split(';').next().unwrap_or_default().to_string())
            .collect();
        let bytes = response.into_body().collect().await.unwrap().to_bytes();
        let body = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        (status, cookies, body)
    }

    /// Signs in with `body` at `path`; the cookie named `name` it sets.
    async fn sign_in(&self, path: &str, body: Value, name: &str) -> String {
        let (status, cookies, answer) = self.send(Method::POST, path, Some(body), None).await;
        assert_eq!(status, StatusCode::OK, "{path}: {answer}");
        cookies
            .into_iter()
            .find(|c| c.starts_with(&format!("{name}=")))
            .unwrap_or_else(|| panic!("{path} set no {name}"))
    }
}

/// The tables that grow with every evening of play.
const LARGE: [&str; 2] = ["matches", "league_matches"];

/// The names a statement gives the large tables: themselves and their aliases.
fn large_names(sql: &str) -> BTreeSet<String> {
    let words: Vec<&str> = sql
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .collect();
    let mut names = BTreeSet::new();
    for (i, word) in words.iter().enumerate() {
        if LARGE.contains(word) {
            names.insert(word.to_string());
            let next = words.get(i + 1).copied().unwrap_or_default();
            let alias = if next.eq_ignore_ascii_case("AS") {
                words.get(i + 2).copied().unwrap_or_default()
            } else {
                next
            };
            let keyword = [
                "WHERE", "JOIN", "ON", "LEFT", "GROUP", "ORDER", "UNION", "LIMIT",
            ]
            .iter()
            .any(|k| alias.eq_ignore_ascii_case(k));
            if !alias.is_empty() && !keyword {
                names.insert(alias.to_string());
            }
        }
    }
    names
}

#[tokio::test]
async fn no_public_read_scans_the_match_or_league_table() {
    let app = TestApp::new();
    let today = calendar::club_today(chrono::Utc::now());
    demo::build(&app.db, &DemoProfile::default(), today, &mut |_| {}).unwrap();
    let (_, tournaments) = app.get("/api/tournaments").await;
    let (_, players) = app.get("/api/rankings").await;
    let player = players[3]["id"].as_i64().unwrap();
    let last = today.year() - 1;
    let mut paths = vec![
        "/api/tournaments".to_string(),
        "/api/tournaments/formats".to_string(),
        "/api/rankings".to_string(),
        format!("/api/rankings?season={last}"),
        "/api/rankings?season=all".to_string(),
        "/api/seasons".to_string(),
        "/api/players".to_string(),
        "/api/players?season=all".to_string(),
        format!("/api/players/{player}"),
        format!("/api/players/{player}/profile"),
        format!("/api/players/{player}/profile?season={last}"),
        format!("/api/players/{player}/profile?season=all"),
        "/api/league/matches".to_string(),
        format!("/api/league/matches?player={player}"),
        "/api/league/matches?status=completed&limit=30&offset=30".to_string(),
        format!("/api/league/range/{player}"),
        "/api/league/options".to_string(),
        format!("/api/players/{player}/calendar.ics"),
        format!("/api/players/{player}/calendar.ics?lang=es"),
        format!("/api/players/{player}/matches"),
        format!("/api/players/{player}/matches?kind=league&season={last}&offset=5"),
        format!("/api/players/{player}/matches?kind=tournament&season=all"),
        format!("/api/players/{player}/head-to-head/{}", players[4]["id"]),
        format!("/api/players/{player}/ranking-history"),
        format!("/api/players/{player}/ranking-history?season={last}"),
        format!("/api/players/{player}/ranking-history?season=all"),
    ];
    // The demo's finished doubles cup: a champion's doubles record and titles, and their
    // head-to-head with a finalist of the other team.
    let cup = tournaments
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["discipline"] == "doubles" && t["championTeam"].is_array())
        .expect("the demo has a finished doubles cup");
    let champion = &cup["championTeam"][0];
    let (_, cup_matches) = app
        .get(&format!("/api/tournaments/{}/matches", cup["id"]))
        .await;
    let final_match = cup_matches
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["stage"] == "final")
        .expect("the cup has a final");
    let finalist = if final_match["team1"][0] == *champion || final_match["team1"][1] == *champion {
        &final_match["team2"][0]
    } else {
        &final_match["team1"][0]
    };
    paths.extend([
        "/api/rankings?discipline=doubles".to_string(),
        "/api/rankings?discipline=doubles&season=all".to_string(),
        format!("/api/players/{champion}/profile?season=all"),
        format!("/api/players/{champion}/head-to-head/{finalist}"),
    ]);
    for t in tournaments.as_array().unwrap() {
        let id = &t["id"];
        for tail in [
            "",
            "/matches",
            "/groups",
            "/group-players",
            "/players",
            "/progress",
            "/calendar.ics",
        ] {
            paths.push(format!("/api/tournaments/{id}{tail}"));
        }
    }
    plans::start();
    for path in &paths {
        let (status, body) = app.get(path).await;
        assert!(status.is_success(), "{path}: {body}");
    }
    let statements = plans::stop();
    assert!(statements.len() > 10, "{statements:?}");
    let on_large: Vec<&String> = statements
        .iter()
        .filter(|s| !large_names(s).is_empty())
        .collect();
    assert!(on_large.len() > 10, "{on_large:?}");
    let mut scans = Vec::new();
    for sql in on_large {
        scans.extend(full_scans(&app, sql));
    }
    assert!(scans.is_empty(), "full scans:\n{}", scans.join("\n"));
    // An avatar's row holds its JPEG: lists of players take the hash from the small index,
    // by a seek (`a`) or a walk of it; any other step on the table reads the rows.
    let avatar_rows: Vec<String> = statements
        .iter()
        .filter(|sql| sql.contains("avatars"))
        .flat_map(|sql| {
            plan_of(&app, sql)
                .into_iter()
                .filter(|step| {
                    let on_avatars = ["a", "avatars"].iter().any(|table| {
                        step.contains(&format!(" {table} USING INTEGER PRIMARY KEY"))
                            || step == &format!("SCAN {table}")
                            || step.starts_with(&format!("SCAN {table} "))
                    });
                    on_avatars && !step.contains("COVERING INDEX")
                })
                .map(|step| format!("{step}\n    in {}", sql.trim()))
                .collect::<Vec<_>>()
        })
        .collect();
    assert!(
        avatar_rows.is_empty(),
        "reads of avatar rows:\n{}",
        avatar_rows.join("\n")
    );
}

/// The tables that grow with every week of use besides the matches: what members are told
/// and its deliveries, the audit trail, the league's history.
const GROWING: [&str; 4] = ["notices", "deliveries", "audit_trail", "league_history"];

/// Every statement `paths` run, read as `cookie`; each path must answer 2xx.
async fn statements_of(app: &TestApp, paths: &[String], cookie: &str) -> Vec<String> {
    plans::start();
    for path in paths {
        let (status, _, body) = app.send(Method::GET, path, None, Some(cookie)).await;
        assert!(status.is_success(), "{path}: {body}");
    }
    plans::stop()
}

/// The steps of `sql`'s plan that read the whole of a growing table. A walk of a table in
/// its own order that stops at a page (no condition, a `LIMIT`, no sort) reads only that page.
fn growing_scans(app: &TestApp, sql: &str) -> Vec<String> {
    let plan = plan_of(app, sql);
    let paged_walk = !sql.contains("WHERE")
        && sql.contains("LIMIT")
        && !plan.iter().any(|step| step.contains("TEMP B-TREE"));
    if paged_walk {
        return Vec::new();
    }
    plan.into_iter()
        .filter(|detail| {
            let Some(rest) = detail.strip_prefix("SCAN ") else {
                return false;
            };
            let table = rest.split_whitespace().next().unwrap_or_default();
            let named = GROWING.iter().any(|g| {
                table == *g
                    || sql.contains(&format!("{g} {table} "))
                    || sql.contains(&format!("{g} AS {table}"))
            });
            named && !detail.contains("USING")
        })
        .map(|detail| format!("{detail}\n    in {}", sql.trim()))
        .collect()
}

#[tokio::test]
async fn no_admin_or_member_list_reads_a_whole_growing_table() {
    let app = TestApp::new();
    let today = calendar::club_today(chrono::Utc::now());
    demo::build(&app.db, &DemoProfile::default(), today, &mut |_| {}).unwrap();
    let admin = app
        .sign_in(
            "/api/admin/login",
            json!({ "password": ADMIN_PASSWORD }),
            "th_admin",
        )
        .await;
    let (_, players) = app.get("/api/rankings").await;
    let player = players[3]["id"].as_i64().unwrap();
    let (status, _, link) = app
        .send(
            Method::POST,
            &format!("/api/admin/players/{player}/sign-in-link"),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{link}");
    let token = link["url"]
        .as_str()
        .unwrap()
        .split_once("/sign-in#")
        .unwrap()
        .1;
    let member = app
        .sign_in("/api/me/sign-in", json!({ "token": token }), "th_member")
        .await;
    let (_, tournaments) = app.get("/api/tournaments").await;
    let tournament = tournaments[0]["id"].as_i64().unwrap();
    let (_, league) = app.get("/api/league/matches?status=completed").await;
    let league_match = league[0]["id"].as_i64().unwrap();

    let admin_paths: Vec<String> = [
        "/api/admin/audit".to_string(),
        format!("/api/admin/audit?subject=player:{player}"),
        "/api/admin/deliveries".to_string(),
        "/api/admin/disputes".to_string(),
        "/api/admin/eligibility".to_string(),
        "/api/admin/fees".to_string(),
        "/api/admin/notices".to_string(),
        "/api/admin/overdue".to_string(),
        "/api/admin/status".to_string(),
        "/api/invitations".to_string(),
        "/api/league/history".to_string(),
        format!("/api/league/matches/{league_match}/history"),
        format!("/api/tournaments/{tournament}/deletion"),
        "/api/players".to_string(),
        "/api/rankings".to_string(),
        format!("/api/players/{player}/profile"),
        format!("/api/tournaments/{tournament}/players"),
    ]
    .into();
    let member_paths: Vec<String> = [
        "/api/me",
        "/api/me/overview",
        "/api/me/notices",
        "/api/me/notice-preferences",
        "/api/me/sessions",
        "/api/this-week",
        "/api/today",
    ]
    .map(String::from)
    .into();
    let mut statements = statements_of(&app, &admin_paths, &admin).await;
    statements.extend(statements_of(&app, &member_paths, &member).await);
    let on_growing: Vec<&String> = statements
        .iter()
        .filter(|sql| GROWING.iter().any(|g| sql.contains(g)))
        .collect();
    assert!(on_growing.len() >= 6, "{on_growing:?}");
    let mut scans = Vec::new();
    for sql in &statements {
        scans.extend(full_scans(&app, sql));
        scans.extend(growing_scans(&app, sql));
    }
    assert!(scans.is_empty(), "full scans:\n{}", scans.join("\n"));
}

#[test]
fn the_check_sees_a_whole_growing_table_read() {
    let app = TestApp::new();
    assert_eq!(
        growing_scans(&app, "SELECT n.id FROM notices n WHERE n.kind = ?1").len(),
        1
    );
    assert_eq!(
        growing_scans(
            &app,
            "SELECT COUNT(*) FROM audit_trail WHERE before_json IS NULL"
        )
        .len(),
        1
    );
    assert!(growing_scans(&app, "SELECT id FROM notices WHERE id = ?1").is_empty());
    // A page of the newest rows is a walk that stops; a page of one subject's, without its
    // index, is not.
    assert!(growing_scans(&app, "SELECT id FROM audit_trail ORDER BY id DESC LIMIT ?1").is_empty());
    assert_eq!(
        growing_scans(
            &app,
            "SELECT id FROM audit_trail WHERE action = ?1 ORDER BY id DESC LIMIT ?2"
        )
        .len(),
        1
    );
}

/// The steps of `sql`'s query plan.
fn plan_of(app: &TestApp, sql: &str) -> Vec<String> {
    app.db
        .read_blocking({
            let sql = sql.to_string();
            move |conn| {
                let mut stmt = conn.prepare(&format!("EXPLAIN QUERY PLAN {sql}"))?;
                // The plan does not depend on the values: bind nulls.
                let nulls = vec![rusqlite::types::Null; stmt.parameter_count()];
                let rows =
                    stmt.query_map(rusqlite::params_from_iter(nulls), |r| r.get::<_, String>(3))?;
                Ok(rows.collect::<rusqlite::Result<_>>()?)
            }
        })
        .unwrap()
}

/// The steps of `sql`'s plan that read a whole large table.
fn full_scans(app: &TestApp, sql: &str) -> Vec<String> {
    let names = large_names(sql);
    plan_of(app, sql)
        .into_iter()
        .filter(|detail| {
            let scanned = detail
                .strip_prefix("SCAN ")
                .and_then(|rest| rest.split_whitespace().next())
                .is_some_and(|name| names.contains(name));
            scanned && !detail.contains("USING")
        })
        .map(|detail| format!("{detail}\n    in {}", sql.trim()))
        .collect()
}

#[test]
fn the_check_sees_a_full_scan_under_an_alias() {
    let app = TestApp::new();
    assert_eq!(
        full_scans(&app, "SELECT m.id FROM matches m WHERE m.score = ?1").len(),
        1
    );
    assert_eq!(
        full_scans(
            &app,
            "SELECT COUNT(*) FROM league_matches WHERE set_scores IS NULL"
        )
        .len(),
        1
    );
    assert!(full_scans(&app, "SELECT id FROM matches WHERE tournament_id = ?1").is_empty());
}

#[test]
fn a_clash_check_reads_one_day_of_bookings_by_index() {
    let app = TestApp::new();
    assert_eq!(
        full_scans(&app, tournament_hub::db::bookings::ON_DAY),
        Vec::<String>::new()
    );
    // Both halves find the day by their date index.
    let plan = plan_of(&app, tournament_hub::db::bookings::ON_DAY).join("\n");
    assert!(plan.contains("matches_by_play_date"), "{plan}");
    assert!(plan.contains("league_matches_by_date"), "{plan}");
}

#[test]
fn a_lane_claims_by_reading_its_channels_index_in_order() {
    let app = TestApp::new();
    let plan = plan_of(&app, tournament_hub::db::notices::CLAIM);
    let joined = plan.join("\n");
    // The look at the due deliveries walks the channel's index in due order and stops at its
    // limit: no sort of every queued delivery before it.
    assert!(
        plan.iter()
            .any(|step| step.starts_with("SEARCH d USING INDEX deliveries_due_by_channel")),
        "{joined}"
    );
    let look: Vec<&String> = plan
        .iter()
        .skip_while(|step| *step != "CO-ROUTINE due")
        .take_while(|step| *step != "SCAN due")
        .collect();
    assert!(look.len() >= 2, "{joined}");
    assert!(
        look.iter().all(|step| !step.contains("TEMP B-TREE")),
        "{joined}"
    );
}
