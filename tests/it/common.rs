//! The test harness: a real app over a fresh, migrated database file in a temp directory.
#![allow(dead_code)]

use std::path::PathBuf;
use std::sync::LazyLock;

use axum::Router;
use axum::body::Body;
use axum::http::{HeaderMap, Method, Request, StatusCode, header};
use http_body_util::BodyExt;
use serde_json::Value;
use tempfile::TempDir;
use tower::ServiceExt;

use tournament_hub::AppState;
use tournament_hub::db::Db;
use tournament_hub::db::sessions::{self, SessionKind};

/// The admin password every test app starts with.
pub const ADMIN_PASSWORD: &str = "admin-secret-1";
/// The league password every test app starts with.
pub const LEAGUE_PASSWORD: &str = "league-secret-1";

// argon2 is slow on purpose: hash the known passwords once per test binary.
static HASHES: LazyLock<(String, String)> = LazyLock::new(|| {
    (
        tournament_hub::passwords::hash(ADMIN_PASSWORD),
        tournament_hub::passwords::hash(LEAGUE_PASSWORD),
    )
});

/// One app over its own database.
pub struct TestApp {
    /// The router under test.
    pub app: Router,
    /// Direct access to the store, to check what was (not) written.
    pub db: Db,
    /// The use cases behind the router, to hear the changes they publish.
    pub club: tournament_hub::club::Club,
    /// The router's kept public answers.
    pub cache: std::sync::Arc<tournament_hub::http::cache::ResponseCache>,
    /// The live events' hub, to close its streams as a shutdown does.
    pub events: tournament_hub::http::events::Events,
    /// The database file.
    pub path: PathBuf,
    _dir: TempDir,
}

/// A response, read whole.
pub struct TestResponse {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub bytes: Vec<u8>,
}

impl TestResponse {
    /// The body as JSON (panics with the body text if it is not JSON).
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.bytes).unwrap_or_else(|e| {
            panic!(
                "body is not JSON ({e}): {}",
                String::from_utf8_lossy(&self.bytes)
            )
        })
    }

    /// The body as text.
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.bytes).into_owned()
    }

    /// A response header as text.
    pub fn header(&self, name: &str) -> Option<String> {
        self.headers
            .get(name)
            .map(|v| v.to_str().unwrap().to_string())
    }

    /// The `name=value` part of a Set-Cookie header for `cookie`.
    pub fn cookie(&self, cookie: &str) -> Option<String> {
        self.headers
            .get_all(header::SET_COOKIE)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .find(|v| v.starts_with(&format!("{cookie}=")))
            .map(|v| v.split(';').next().unwrap().to_string())
    }

    /// Asserts the status and the JSON error body; returns the body.
    pub fn assert_error(&self, status: StatusCode, code: &str) -> Value {
        assert_eq!(self.status, status, "body: {}", self.text());
        let body = self.json();
        assert_eq!(body["error"], code, "body: {body}");
        assert!(
            body["message"].as_str().is_some_and(|m| !m.is_empty()),
            "an error needs a message for a person: {body}"
        );
        let snake = |code: &Value| {
            code.as_str().is_some_and(|c| {
                !c.is_empty()
                    && c.bytes()
                        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
            })
        };
        assert!(
            snake(&body["code"]),
            "an error names its exact reason: {body}"
        );
        if let Some(fields) = body.get("fields").and_then(Value::as_object) {
            for (name, problem) in fields {
                assert!(snake(&problem["code"]), "field {name} has a code: {body}");
                assert!(
                    problem["message"].as_str().is_some_and(|m| !m.is_empty()),
                    "field {name} has a message: {body}"
                );
            }
        }
        body
    }
}

impl TestApp {
    /// A fresh app with the known admin and league passwords.
    pub fn new() -> TestApp {
        TestApp::with_site(tournament_hub::http::site::Site::default())
    }

    /// A fresh app behind the network settings `site`.
    pub fn with_site(site: tournament_hub::http::site::Site) -> TestApp {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("test.db");
        let db = Db::open(&path).unwrap();
        db.migrate().unwrap();
        let (admin, league) = HASHES.clone();
        db.write_blocking(|tx| {
            sessions::set_password_hash(tx, SessionKind::Admin, &admin)?;
            sessions::set_password_hash(tx, SessionKind::League, &league)?;
            Ok(())
        })
        .unwrap();
        let state = AppState::with_site(db.clone(), site);
        let club = state.club.clone();
        let cache = state.cache.clone();
        let events = state.events.clone();
        let app = tournament_hub::app(state);
        TestApp {
            app,
            db,
            club,
            cache,
            events,
            path,
            _dir: dir,
        }
    }

    /// Sends a request built by the caller.
    pub async fn send(&self, request: Request<Body>) -> TestResponse {
        let response = self.app.clone().oneshot(request).await.unwrap();
        let status = response.status();
        let headers = response.headers().clone();
        let bytes = response
            .into_body()
            .collect()
            .await
            .unwrap()
            .to_bytes()
            .to_vec();
        TestResponse {
            status,
            headers,
            bytes,
        }
    }

    /// Sends a request as if it came over TCP from `peer` (an IP address).
    pub async fn send_from(&self, peer: &str, mut request: Request<Body>) -> TestResponse {
        let ip: std::net::IpAddr = peer.parse().expect("an IP address");
        request
            .extensions_mut()
            .insert(axum::extract::ConnectInfo(std::net::SocketAddr::new(
                ip, 40000,
            )));
        self.send(request).await
    }

    /// Sends `method path` with an optional JSON body and cookie.
    pub async fn call(
        &self,
        method: Method,
        path: &str,
        body: Option<Value>,
        cookie: Option<&str>,
    ) -> TestResponse {
        let mut builder = Request::builder().method(method).uri(path);
        if let Some(cookie) = cookie {
            builder = builder.header(header::COOKIE, cookie);
        }
        let request = match body {
            Some(body) => builder
                .header(header::CONTENT_TYPE, "application/json")
                .body(Body::from(body.to_string()))
                .unwrap(),
            None => builder.body(Body::empty()).unwrap(),
        };
        self.send(request).await
    }

    /// GET without credentials.
    pub async fn get(&self, path: &str) -> TestResponse {
        self.call(Method::GET, path, None, None).await
    }

    /// Logs in as the admin; returns the cookie to send.
    pub async fn admin_cookie(&self) -> String {
        let response = self
            .call(
                Method::POST,
                "/api/admin/login",
                Some(serde_json::json!({ "password": ADMIN_PASSWORD })),
                None,
            )
            .await;
        assert_eq!(response.status, StatusCode::OK, "{}", response.text());
        response.cookie("th_admin").expect("login sets th_admin")
    }

    /// Generates a tournament's matches as the admin (`admin` is its cookie); they must be
    /// generated, and their list is returned.
    pub async fn generate_matches(&self, tournament: i64, admin: &str) -> Vec<Value> {
        let generated = self
            .call(
                Method::POST,
                &format!("/api/tournaments/{tournament}/generate-matches"),
                None,
                Some(admin),
            )
            .await;
        assert_eq!(generated.status, StatusCode::OK, "{}", generated.text());
        generated
            .json()
            .as_array()
            .expect("a list of matches")
            .clone()
    }

    /// Unlocks the league; returns the cookie to send.
    pub async fn league_cookie(&self) -> String {
        let response = self
            .call(
                Method::POST,
                "/api/league/unlock",
                Some(serde_json::json!({ "password": LEAGUE_PASSWORD })),
                None,
            )
            .await;
        assert_eq!(response.status, StatusCode::OK, "{}", response.text());
        response.cookie("th_league").expect("unlock sets th_league")
    }

    /// Writes straight into the store, past the use cases, which announce what each write
    /// changed: so every kept public answer is taken as stale afterwards.
    pub fn write_straight<T, F>(&self, work: F) -> tournament_hub::db::Result<T>
    where
        F: FnOnce(&rusqlite::Transaction) -> tournament_hub::db::Result<T>,
    {
        let written = self.db.write_blocking(work);
        self.cache.stale_all();
        written
    }

    /// Counts the rows of a table, straight from the store.
    /// Marks league match `id` played (6-0 for player 1) straight in the store: for tests of
    /// limits that create many matches between one pair, which may have one pending match at
    /// a time (docs/rules.md#budgets).
    pub fn mark_league_played(&self, id: i64) {
        self.write_straight(move |tx| {
            tx.execute(
                "UPDATE league_matches SET status = 'completed', set_scores = '[[6,0]]',
                        player1_sets_won = 1, player2_sets_won = 0, winner_id = player1_id
                  WHERE id = ?1",
                [id],
            )?;
            Ok(())
        })
        .unwrap();
    }

    pub fn count(&self, table: &str) -> i64 {
        let sql = format!("SELECT COUNT(*) FROM {table}");
        self.db
            .read_blocking(move |conn| Ok(conn.query_row(&sql, [], |r| r.get(0))?))
            .unwrap()
    }
}

impl TestApp {
    /// Players `{prefix}01`, `{prefix}02`, ... with distinct ranking points, the first the
    /// best, so that seeds follow the names; returns their ids in name order.
    pub fn insert_seeded_players(&self, prefix: &str, n: usize) -> Vec<i64> {
        let ids = self.insert_players(prefix, n);
        let adjust = ids.clone();
        self.write_straight(move |tx| {
            for (i, id) in adjust.iter().enumerate() {
                tx.execute(
                    "INSERT INTO point_adjustments (player_id, amount, reason) VALUES (?1, ?2, 'seed')",
                    [*id, 1000 - i as i64],
                )?;
            }
            tournament_hub::db::totals::rebuild(tx)?;
            Ok(())
        })
        .unwrap();
        ids
    }

    /// Inserts approved players named `{prefix}01`, `{prefix}02`, ... straight into the
    /// store; returns their ids in name order.
    pub fn insert_players(&self, prefix: &str, n: usize) -> Vec<i64> {
        let prefix = prefix.to_string();
        self.write_straight(move |tx| {
            let mut ids = Vec::new();
            for i in 1..=n {
                tx.execute(
                    "INSERT INTO players (name, email) VALUES (?1, ?2)",
                    [
                        format!("{prefix}{i:02}"),
                        format!("{prefix}{i:02}@club.example"),
                    ],
                )?;
                ids.push(tx.last_insert_rowid());
            }
            Ok(ids)
        })
        .unwrap()
    }

    /// Inserts approved players with the club's own names (two surnames, accents) straight
    /// into the store; returns their ids in the order given.
    pub fn insert_named(&self, names: &[&str]) -> Vec<i64> {
        let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
        self.write_straight(move |tx| {
            let mut ids = Vec::new();
            for (i, name) in names.iter().enumerate() {
                tx.execute(
                    "INSERT INTO players (name, email) VALUES (?1, ?2)",
                    [name.clone(), format!("socio{i:02}@club.example")],
                )?;
                ids.push(tx.last_insert_rowid());
            }
            Ok(ids)
        })
        .unwrap()
    }
}
