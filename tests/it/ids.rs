//! Ids only grow: a deleted tournament's, player's, match's or league match's
//! id is never given again, and the migration that made it so (V7) keeps every row, index and
//! trigger of a big club.

use crate::common;

use std::collections::BTreeMap;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use axum::http::{Method, StatusCode};
use common::TestApp;
use rusqlite::Connection;
use rusqlite::types::ValueRef;
use serde_json::{Value, json};
use tournament_hub::db::migrations;
use tournament_hub::db::{self, Db};
use tournament_hub::demo::{self, DemoProfile};

fn id(response: &common::TestResponse) -> i64 {
    assert_eq!(response.status, StatusCode::CREATED, "{}", response.text());
    response.json()["id"].as_i64().unwrap()
}

async fn create_tournament(app: &TestApp, admin: &str, name: &str, players: &[i64]) -> i64 {
    let created = app
        .call(
            Method::POST,
            "/api/tournaments",
            Some(json!({
                "name": name,
                "startDate": app.club.clock().today().to_string(),
                "playerCount": players.len(),
                "status": "active",
                "tournamentType": "hybrid",
                "selectedPlayerIds": players,
            })),
            Some(admin),
        )
        .await;
    id(&created)
}

fn match_ids(matches: &[Value]) -> Vec<i64> {
    matches.iter().map(|m| m["id"].as_i64().unwrap()).collect()
}

async fn delete(app: &TestApp, admin: &str, path: &str) {
    let deleted = app.call(Method::DELETE, path, None, Some(admin)).await;
    assert_eq!(deleted.status, StatusCode::NO_CONTENT, "{}", deleted.text());
}

#[tokio::test]
async fn a_deleted_tournament_and_its_matches_leave_their_ids_behind() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let players = app.insert_players("I", 8);

    let first = create_tournament(&app, &admin, "Copa Uno", &players).await;
    let newest = create_tournament(&app, &admin, "Copa Dos", &players).await;
    let old_matches = match_ids(&app.generate_matches(newest, &admin).await);
    // Building the schedule again replaces the newest matches: new ones, new ids.
    let rebuilt = match_ids(&app.generate_matches(newest, &admin).await);
    let highest = *old_matches.iter().max().unwrap();
    assert!(
        rebuilt.iter().all(|m| *m > highest),
        "{rebuilt:?} after {old_matches:?}"
    );

    delete(&app, &admin, &format!("/api/tournaments/{newest}")).await;
    let next = create_tournament(&app, &admin, "Copa Tres", &players).await;
    assert!(
        next > newest && newest > first,
        "{first}, {newest}, then {next}"
    );
    let next_matches = match_ids(&app.generate_matches(next, &admin).await);
    let highest = *rebuilt.iter().max().unwrap();
    assert!(
        next_matches.iter().all(|m| *m > highest),
        "{next_matches:?} after {rebuilt:?}"
    );
    // The old link finds nothing rather than another tournament.
    app.get(&format!("/api/tournaments/{newest}"))
        .await
        .assert_error(StatusCode::NOT_FOUND, "not_found");
}

#[tokio::test]
async fn a_deleted_player_leaves_the_id_behind() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let add = |name: &'static str| {
        let admin = admin.clone();
        let app = &app;
        async move {
            id(&app
                .call(
                    Method::POST,
                    "/api/players",
                    Some(json!({ "name": name })),
                    Some(&admin),
                )
                .await)
        }
    };
    let first = add("Ana Mora").await;
    let newest = add("Luis Vega").await;
    delete(&app, &admin, &format!("/api/players/{newest}")).await;
    let next = add("Eva Solís").await;
    assert!(
        next > newest && newest > first,
        "{first}, {newest}, then {next}"
    );
    app.get(&format!("/api/players/{newest}"))
        .await
        .assert_error(StatusCode::NOT_FOUND, "not_found");
}

#[tokio::test]
async fn a_deleted_league_match_leaves_the_id_behind() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let players = app.insert_players("L", 3);
    let date = app.club.clock().today().to_string();
    let create = |a: i64, b: i64| {
        let body = json!({ "player1Id": a, "player2Id": b, "date": date });
        let admin = admin.clone();
        let app = &app;
        async move {
            id(&app
                .call(
                    Method::POST,
                    "/api/league/matches",
                    Some(body),
                    Some(&admin),
                )
                .await)
        }
    };
    let first = create(players[0], players[1]).await;
    let newest = create(players[1], players[2]).await;
    delete(&app, &admin, &format!("/api/league/matches/{newest}")).await;
    let next = create(players[0], players[2]).await;
    assert!(
        next > newest && newest > first,
        "{first}, {newest}, then {next}"
    );
    // The deleted match's history stays its own: the new match starts with a creation only.
    let history = app
        .call(
            Method::GET,
            &format!("/api/league/matches/{next}/history"),
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(history.status, StatusCode::OK, "{}", history.text());
    let changes = history.json();
    let actions: Vec<&str> = changes
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions, ["created"], "{}", history.text());
}

/// The club the audit and the benchmarks use (`demo --players 1000 --tournaments 200
/// --league-matches 50000`).
pub fn large_club() -> DemoProfile {
    DemoProfile {
        players: 1000,
        tournaments: Some(200),
        league_matches: Some(50_000),
        seed: 7,
    }
}

/// The large club as today's code builds it, in a database file under the tests' scratch
/// directory, built once for every test that upgrades a copy of it (building it is most of such
/// a test's time). The tests only read it: each copies it into a database of its own.
pub fn built_large_club() -> &'static Path {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
        // Built under a name of this process's own, then moved into place whole: one file is
        // kept, and a run beside this one never reads a half-built club.
        let building = dir.join(format!("large-club-{}.db", std::process::id()));
        let path = dir.join("large-club.db");
        for stale in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{stale}", building.display()));
        }
        {
            let db = Db::open(&building).unwrap();
            db.migrate().unwrap();
            let today = tournament_hub::domain::calendar::club_today(chrono::Utc::now());
            demo::build(&db, &large_club(), today, &mut |_| {}).expect("the demo builds");
        }
        std::fs::rename(&building, &path).unwrap();
        path
    })
}

/// The tables whose ids people see, which V7 gives AUTOINCREMENT.
const GROWING: [&str; 4] = ["players", "tournaments", "matches", "league_matches"];

/// Tables that are the migrations' own bookkeeping, not the club's data.
fn bookkeeping(table: &str) -> bool {
    table == "refinery_schema_history" || table.starts_with("sqlite_")
}

fn tables(conn: &Connection, schema: &str) -> Vec<String> {
    let mut stmt = conn
        .prepare(&format!(
            "SELECT name FROM {schema}.sqlite_master WHERE type = 'table' ORDER BY name"
        ))
        .unwrap();
    stmt.query_map([], |r| r.get::<_, String>(0))
        .unwrap()
        .map(Result::unwrap)
        .filter(|t| !bookkeeping(t))
        .collect()
}

pub fn columns(conn: &Connection, schema: &str, table: &str) -> Vec<String> {
    let mut stmt = conn
        .prepare(&format!("PRAGMA {schema}.table_info({table})"))
        .unwrap();
    stmt.query_map([], |r| r.get::<_, String>(1))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}

/// Copies every row of the club at `from` into the same tables and columns of `conn`, a
/// database at an older schema.
pub fn copy_club(conn: &Connection, from: &Path) {
    conn.execute_batch("PRAGMA foreign_keys = OFF").unwrap();
    conn.execute("ATTACH DATABASE ?1 AS built", [from.to_str().unwrap()])
        .unwrap();
    conn.execute_batch("BEGIN").unwrap();
    for table in tables(conn, "main") {
        let list = columns(conn, "main", &table).join(", ");
        conn.execute_batch(&format!(
            "DELETE FROM main.{table};
             INSERT INTO main.{table} ({list}) SELECT {list} FROM built.{table};"
        ))
        .unwrap();
    }
    conn.execute_batch("COMMIT; DETACH DATABASE built; PRAGMA foreign_keys = ON")
        .unwrap();
}

/// A table's definition with formatting, comments, quotes and AUTOINCREMENT left out.
fn definition(sql: &str) -> String {
    sql.lines()
        .map(|line| line.split("--").next().unwrap())
        .collect::<String>()
        .replace("AUTOINCREMENT", "")
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '"')
        .collect()
}

/// Every row `sql` reads, each hashed over its columns, sorted: two tables hold the same rows
/// when their lists are equal.
pub fn hashed_rows(conn: &Connection, sql: &str) -> Vec<String> {
    let mut stmt = conn.prepare(sql).unwrap();
    let n = stmt.column_count();
    let mut found = stmt.query([]).unwrap();
    let mut rows = Vec::new();
    while let Some(row) = found.next().unwrap() {
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        for i in 0..n {
            match row.get_ref(i).unwrap() {
                ValueRef::Null => 0u8.hash(&mut hasher),
                ValueRef::Integer(v) => (1u8, v).hash(&mut hasher),
                ValueRef::Real(v) => (2u8, v.to_bits()).hash(&mut hasher),
                ValueRef::Text(v) => (3u8, v).hash(&mut hasher),
                ValueRef::Blob(v) => (4u8, v).hash(&mut hasher),
            }
        }
        rows.push(format!("{:016x}", hasher.finish()));
    }
    rows.sort();
    rows
}

/// Everything a migration must keep: every row of every table (hashed), each table's columns,
/// foreign keys and definition, and every index and trigger with its SQL.
pub fn snapshot(conn: &Connection) -> BTreeMap<String, Vec<String>> {
    let mut out = BTreeMap::new();
    for table in tables(conn, "main") {
        let hashed = hashed_rows(conn, &format!("SELECT * FROM {table}"));
        out.insert(
            format!("{table}: row count"),
            vec![hashed.len().to_string()],
        );
        out.insert(format!("{table}: rows"), hashed);
        let pragma = |name: &str| -> Vec<String> {
            let mut stmt = conn
                .prepare(&format!("SELECT * FROM pragma_{name}('{table}')"))
                .unwrap();
            let n = stmt.column_count();
            stmt.query_map([], |r| {
                Ok((0..n)
                    .map(|i| format!("{:?}", r.get_ref(i).unwrap()))
                    .collect::<Vec<_>>()
                    .join("|"))
            })
            .unwrap()
            .map(Result::unwrap)
            .collect()
        };
        out.insert(format!("{table}: columns"), pragma("table_xinfo"));
        out.insert(format!("{table}: foreign keys"), pragma("foreign_key_list"));
        out.insert(format!("{table}: indexes"), pragma("index_list"));
        let sql: String = conn
            .query_row(
                "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?1",
                [&table],
                |r| r.get(0),
            )
            .unwrap();
        out.insert(format!("{table}: definition"), vec![definition(&sql)]);
    }
    let mut stmt = conn
        .prepare(
            "SELECT type, name, tbl_name, coalesce(sql, '') FROM sqlite_master
             WHERE type IN ('index', 'trigger', 'view')",
        )
        .unwrap();
    let objects = stmt
        .query_map([], |r| {
            Ok((
                format!("{} {}", r.get::<_, String>(0)?, r.get::<_, String>(1)?),
                vec![r.get::<_, String>(2)?, r.get::<_, String>(3)?],
            ))
        })
        .unwrap();
    for object in objects {
        let (name, what) = object.unwrap();
        out.insert(name, what);
    }
    out
}

pub fn number(conn: &Connection, sql: &str) -> i64 {
    conn.query_row(sql, [], |r| r.get(0)).unwrap()
}

/// What a migration that rebuilds tables must leave: every reference whole, the file sound,
/// and nothing it set aside (tables and indexes named from `set_aside`) left over.
pub fn assert_rebuilt_cleanly(conn: &Connection, set_aside: &str) {
    assert_eq!(foreign_key_problems(conn), Vec::<String>::new());
    assert_eq!(
        conn.query_row("PRAGMA integrity_check", [], |r| r.get::<_, String>(0))
            .unwrap(),
        "ok"
    );
    assert_eq!(
        number(
            conn,
            &format!("SELECT COUNT(*) FROM sqlite_master WHERE name LIKE '{set_aside}%'")
        ),
        0,
        "nothing set aside is left"
    );
}

pub fn foreign_key_problems(conn: &Connection) -> Vec<String> {
    let mut stmt = conn.prepare("PRAGMA foreign_key_check").unwrap();
    stmt.query_map([], |r| {
        Ok(format!(
            "{} row {:?} -> {}",
            r.get::<_, String>(0)?,
            r.get::<_, Option<i64>>(1)?,
            r.get::<_, String>(2)?
        ))
    })
    .unwrap()
    .map(Result::unwrap)
    .collect()
}

#[test]
fn the_migration_keeps_every_row_index_and_trigger_of_a_large_club() {
    let dir = tempfile::tempdir().unwrap();
    let built = built_large_club();

    // The same club in a database at the schema before V7.
    let path = dir.path().join("club.db");
    let mut conn = db::connect(&path).unwrap();
    migrations::apply_up_to(&mut conn, 6).unwrap();
    copy_club(&conn, built);
    let profile = large_club();
    let count = |table: &str| number(&conn, &format!("SELECT COUNT(*) FROM {table}"));
    assert!(count("players") > i64::try_from(profile.players).unwrap());
    assert!(count("tournaments") > i64::try_from(profile.tournaments.unwrap()).unwrap());
    assert_eq!(
        count("league_matches"),
        i64::try_from(profile.league_matches.unwrap()).unwrap()
    );
    assert!(count("matches") > count("tournaments") * 7);
    // The newest league match was deleted before the upgrade: only its history remembers it.
    let deleted = number(&conn, "SELECT MAX(id) FROM league_matches");
    conn.execute_batch(&format!(
        "DELETE FROM league_matches WHERE id = {deleted};
         INSERT INTO league_history (league_match_id, action, at, actor)
         VALUES ({deleted}, 'deleted', unixepoch(), 'admin');"
    ))
    .unwrap();
    assert_eq!(foreign_key_problems(&conn), Vec::<String>::new());
    let before = snapshot(&conn);

    let applied = migrations::apply_up_to(&mut conn, 7).unwrap();
    assert_eq!(applied.names, ["V7__ids_only_grow"]);
    let after = snapshot(&conn);

    // Every row, column, foreign key, index and trigger is there, unchanged.
    let keys = |s: &BTreeMap<String, Vec<String>>| s.keys().cloned().collect::<Vec<_>>();
    assert_eq!(keys(&before), keys(&after));
    for (key, was) in &before {
        assert!(
            after[key] == *was,
            "{key} changed:\n{was:?}\n{:?}",
            after[key]
        );
    }
    assert!(before.keys().filter(|k| k.starts_with("trigger ")).count() >= 29);
    assert_rebuilt_cleanly(&conn, "v7_");

    // The four tables count from the largest id they hold; the league from the deleted one.
    for table in GROWING {
        let sql: String = conn
            .query_row(
                "SELECT sql FROM sqlite_master WHERE name = ?1",
                [table],
                |r| r.get(0),
            )
            .unwrap();
        assert!(sql.contains("INTEGER PRIMARY KEY AUTOINCREMENT"), "{sql}");
        let mark = number(
            &conn,
            &format!("SELECT seq FROM sqlite_sequence WHERE name = '{table}'"),
        );
        let largest = number(&conn, &format!("SELECT MAX(id) FROM {table}"));
        if table == "league_matches" {
            assert!(largest < deleted, "{largest}");
            assert_eq!(mark, deleted);
        } else {
            assert_eq!(mark, largest, "{table}");
        }
    }
    conn.execute(
        "INSERT INTO league_matches (player1_id, player2_id, date) VALUES (1, 2, '2026-11-20')",
        [],
    )
    .unwrap();
    assert_eq!(conn.last_insert_rowid(), deleted + 1);

    // The migrations after it apply on top.
    migrations::apply(&mut conn).unwrap();
    assert_eq!(foreign_key_problems(&conn), Vec::<String>::new());
}
