//! The operator's CLI, run as a real process: migrations, first start, passwords, backup
//! while the server writes, and restore's refusals.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_tournament-hub");

fn run(args: &[&str], db: &Path) -> Output {
    Command::new(BIN)
        .args(args)
        .arg("--db")
        .arg(db)
        .env("RUST_LOG", "warn")
        .output()
        .expect("the binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A running `serve` process; stopped with SIGTERM when dropped.
struct Server {
    child: Child,
    port: u16,
    /// Everything the server printed on stdout before it answered its first health check.
    banner: String,
}

impl Server {
    fn start(db: &Path) -> Server {
        let port = free_port();
        let mut child = Command::new(BIN)
            .args(["serve", "--addr", &format!("127.0.0.1:{port}"), "--db"])
            .arg(db)
            .env("RUST_LOG", "warn")
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let out = child.stdout.take().unwrap();
        let banner = Arc::new(std::sync::Mutex::new(String::new()));
        let sink = banner.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(out).lines().map_while(Result::ok) {
                sink.lock().unwrap().push_str(&(line + "\n"));
            }
        });
        let deadline = Instant::now() + Duration::from_secs(20);
        while http(port, "GET", "/api/health", None, None).map(|r| r.0) != Some(200) {
            assert!(
                Instant::now() < deadline,
                "the server did not become healthy"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        std::thread::sleep(Duration::from_millis(50));
        let banner = banner.lock().unwrap().clone();
        Server {
            child,
            port,
            banner,
        }
    }

    fn stop(mut self) {
        terminate(&mut self.child);
    }
}

fn terminate(child: &mut Child) {
    let _ = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status();
    let deadline = Instant::now() + Duration::from_secs(10);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if self.child.try_wait().ok().flatten().is_none() {
            terminate(&mut self.child);
        }
    }
}

/// A minimal HTTP/1.1 exchange; returns the status, the Set-Cookie line and the body.
fn http(
    port: u16,
    method: &str,
    path: &str,
    body: Option<&str>,
    cookie: Option<&str>,
) -> Option<(u16, Option<String>, String)> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).ok()?;
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .ok()?;
    let body = body.unwrap_or("");
    let mut request = format!(
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\nContent-Length: {}\r\n",
        body.len()
    );
    if !body.is_empty() {
        request.push_str("Content-Type: application/json\r\n");
    }
    if let Some(cookie) = cookie {
        request.push_str(&format!("Cookie: {cookie}\r\n"));
    }
    request.push_str("\r\n");
    request.push_str(body);
    stream.write_all(request.as_bytes()).ok()?;
    let mut response = String::new();
    stream.read_to_string(&mut response).ok()?;
    let (head, body) = response.split_once("\r\n\r\n")?;
    let status = head.split(' ').nth(1)?.parse().ok()?;
    let set_cookie = head
        .lines()
        .find(|l| l.to_ascii_lowercase().starts_with("set-cookie:"))
        .map(|l| {
            l.split_once(':')
                .unwrap()
                .1
                .trim()
                .split(';')
                .next()
                .unwrap()
                .to_string()
        });
    Some((status, set_cookie, body.to_string()))
}

fn login(port: u16, password: &str) -> u16 {
    http(
        port,
        "POST",
        "/api/admin/login",
        Some(&format!("{{\"password\":\"{password}\"}}")),
        None,
    )
    .unwrap()
    .0
}

fn printed_password(banner: &str, label: &str) -> Option<String> {
    banner
        .lines()
        .find_map(|l| l.trim().strip_prefix(&format!("{label} password: ")))
        .map(str::to_string)
}

#[test]
fn help_speaks_to_the_operator() {
    let output = Command::new(BIN).arg("--help").output().unwrap();
    let help = stdout(&output);
    for command in [
        "serve",
        "migrate",
        "backup",
        "restore",
        "admin-password",
        "league-password",
    ] {
        assert!(help.contains(command), "--help lists {command}");
    }
    let serve = stdout(
        &Command::new(BIN)
            .args(["serve", "--help"])
            .output()
            .unwrap(),
    );
    assert!(serve.contains("TOURNAMENT_HUB_ADDR") && serve.contains("TOURNAMENT_HUB_DB"));
}

#[test]
fn migrations_apply_to_an_empty_database_and_status_reports_them() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("club.db");
    let before = run(&["migrate", "--status"], &db);
    assert!(before.status.success(), "{}", stderr(&before));
    assert!(
        stdout(&before).contains("V1__init  pending"),
        "{}",
        stdout(&before)
    );

    let apply = run(&["migrate"], &db);
    assert!(apply.status.success(), "{}", stderr(&apply));
    assert!(stdout(&apply).contains("Applied migration V1__init"));

    let after = run(&["migrate", "--status"], &db);
    assert!(
        stdout(&after).contains("V1__init  applied"),
        "{}",
        stdout(&after)
    );
    assert!(stdout(&after).contains("0 pending"));

    let again = run(&["migrate"], &db);
    assert!(stdout(&again).contains("up to date"));
}

#[test]
fn first_start_prints_the_admin_password_once_and_admin_password_changes_it() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("club.db");

    let server = Server::start(&db);
    let password = printed_password(&server.banner, "admin").expect("first start prints it");
    assert!(printed_password(&server.banner, "league").is_some());
    assert!(server.banner.contains("tournament-hub admin-password"));
    assert_eq!(
        login(server.port, &password),
        200,
        "the printed password works"
    );
    assert_eq!(login(server.port, "not-the-password"), 401);
    server.stop();

    let again = Server::start(&db);
    assert!(
        printed_password(&again.banner, "admin").is_none(),
        "the password is printed only on the first start"
    );
    let (_, cookie, _) = http(
        again.port,
        "POST",
        "/api/admin/login",
        Some(&format!("{{\"password\":\"{password}\"}}")),
        None,
    )
    .unwrap();
    let cookie = cookie.expect("login sets a cookie");

    let mut change = Command::new(BIN)
        .args(["admin-password", "--password-stdin", "--db"])
        .arg(&db)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    change
        .stdin
        .take()
        .unwrap()
        .write_all(b"a-brand-new-secret\n")
        .unwrap();
    let changed = change.wait_with_output().unwrap();
    assert!(changed.status.success());
    assert!(stdout(&changed).contains("admin password was changed"));

    assert_eq!(
        login(again.port, &password),
        401,
        "the old password no longer works"
    );
    assert_eq!(login(again.port, "a-brand-new-secret"), 200);
    let status = http(again.port, "GET", "/api/admin/status", None, Some(&cookie)).unwrap();
    assert!(
        status.2.contains("\"isAdmin\":false"),
        "old sessions were ended: {}",
        status.2
    );
}

#[test]
fn a_too_short_password_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("club.db");
    let mut change = Command::new(BIN)
        .args(["league-password", "--password-stdin", "--db"])
        .arg(&db)
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    change.stdin.take().unwrap().write_all(b"short\n").unwrap();
    let output = change.wait_with_output().unwrap();
    assert!(!output.status.success());
    assert!(stderr(&output).contains("at least 8 characters"));
}

#[test]
fn backup_while_another_writer_inserts_holds_every_row_committed_before_it_began() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("club.db");
    assert!(run(&["migrate"], &db).status.success());

    let stop = Arc::new(AtomicBool::new(false));
    let committed_before = Arc::new(std::sync::atomic::AtomicI64::new(0));
    let writer = {
        let (db, stop, committed) = (db.clone(), stop.clone(), committed_before.clone());
        std::thread::spawn(move || {
            let conn = tournament_hub::db::connect(&db).unwrap();
            let mut n = 0i64;
            while !stop.load(Ordering::Relaxed) {
                conn.execute(
                    "INSERT INTO players (name) VALUES (?1)",
                    [format!("Player {n}")],
                )
                .unwrap();
                n += 1;
                committed.store(n, Ordering::SeqCst);
            }
            n
        })
    };
    while committed_before.load(Ordering::SeqCst) < 200 {
        std::thread::sleep(Duration::from_millis(5));
    }
    let rows_before_backup = committed_before.load(Ordering::SeqCst);
    let target = dir.path().join("backup.db");
    let output = run(&["backup", target.to_str().unwrap()], &db);
    stop.store(true, Ordering::Relaxed);
    let total = writer.join().unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(
        stdout(&output).contains("Backup written to"),
        "{}",
        stdout(&output)
    );

    let copy = rusqlite::Connection::open(&target).unwrap();
    let check: String = copy
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!(check, "ok");
    let rows: i64 = copy
        .query_row("SELECT COUNT(*) FROM players", [], |r| r.get(0))
        .unwrap();
    assert!(rows >= rows_before_backup, "{rows} < {rows_before_backup}");
    assert!(rows <= total);
    // The copy is a prefix of the writes: no gaps.
    let max_name: i64 = copy
        .query_row(
            "SELECT MAX(CAST(substr(name, 8) AS INTEGER)) FROM players",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(max_name + 1, rows);
}

#[test]
fn restore_refuses_a_corrupt_file_and_a_database_held_by_a_server() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("club.db");
    assert!(run(&["migrate"], &db).status.success());

    let corrupt = dir.path().join("corrupt.db");
    std::fs::write(
        &corrupt,
        b"SQLite format 3\0 but then nothing sensible at all",
    )
    .unwrap();
    let refused = run(&["restore", corrupt.to_str().unwrap()], &db);
    assert!(!refused.status.success());
    assert!(!stderr(&refused).is_empty());

    let good = dir.path().join("good.db");
    assert!(
        run(&["backup", good.to_str().unwrap()], &db)
            .status
            .success()
    );
    let server = Server::start(&db);
    let held = run(&["restore", good.to_str().unwrap()], &db);
    assert!(!held.status.success());
    assert!(stderr(&held).contains("in use"), "{}", stderr(&held));
    server.stop();

    let restored = run(&["restore", good.to_str().unwrap()], &db);
    assert!(restored.status.success(), "{}", stderr(&restored));
    assert!(stdout(&restored).contains("Restored"));
}

#[test]
fn check_repairs_totals_that_drifted_and_refuses_a_database_held_by_a_server() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("club.db");
    let demo = run(&["demo"], &db);
    assert!(demo.status.success(), "{}", stderr(&demo));
    let clean = run(&["check"], &db);
    assert!(clean.status.success(), "{}", stderr(&clean));
    assert!(stdout(&clean).contains("all correct"), "{}", stdout(&clean));

    // A hand edit leaves one player's kept total behind the results.
    let conn = rusqlite::Connection::open(&db).unwrap();
    let changed = conn
        .execute(
            "UPDATE player_totals SET total = total + 7
             WHERE player_id = (SELECT MIN(player_id) FROM player_totals)",
            [],
        )
        .unwrap();
    assert!(changed >= 1);
    drop(conn);

    let server = Server::start(&db);
    let held = run(&["check"], &db);
    assert!(!held.status.success());
    assert!(stderr(&held).contains("in use"), "{}", stderr(&held));
    server.stop();

    let repaired = run(&["check"], &db);
    assert!(repaired.status.success(), "{}", stderr(&repaired));
    let said = stdout(&repaired);
    assert!(said.contains("Repaired") && said.contains("kept"), "{said}");
    let again = run(&["check"], &db);
    assert!(stdout(&again).contains("all correct"), "{}", stdout(&again));
}
