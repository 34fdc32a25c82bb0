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
    /// Everything it logged on stderr so far.
    log: Arc<std::sync::Mutex<String>>,
}

/// Collects everything `from` writes, line by line.
fn collect(from: impl Read + Send + 'static) -> Arc<std::sync::Mutex<String>> {
    let text = Arc::new(std::sync::Mutex::new(String::new()));
    let sink = text.clone();
    std::thread::spawn(move || {
        for line in BufReader::new(from).lines().map_while(Result::ok) {
            sink.lock().unwrap().push_str(&(line + "\n"));
        }
    });
    text
}

impl Server {
    fn start(db: &Path) -> Server {
        Server::start_with(db, &[])
    }

    fn start_with(db: &Path, env: &[(&str, &str)]) -> Server {
        let port = free_port();
        let mut child = Command::new(BIN)
            .args(["serve", "--addr", &format!("127.0.0.1:{port}"), "--db"])
            .arg(db)
            .env("RUST_LOG", "warn")
            .envs(env.iter().copied())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let banner = collect(child.stdout.take().unwrap());
        let log = collect(child.stderr.take().unwrap());
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
            log,
        }
    }

    fn log(&self) -> String {
        self.log.lock().unwrap().clone()
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

/// Starts `serve` with an info log on `stderr`, makes a few requests, stops it with SIGTERM
/// and returns everything it logged.
fn served_log(
    db: &Path,
    stderr: Stdio,
    log: impl FnOnce(&mut Child) -> Box<dyn Fn() -> String>,
) -> String {
    let port = free_port();
    let mut child = Command::new(BIN)
        .args(["serve", "--addr", &format!("127.0.0.1:{port}"), "--db"])
        .arg(db)
        .env("RUST_LOG", "info")
        // tracing-subscriber leaves colours out under NO_COLOR; the test must not depend on it.
        .env_remove("NO_COLOR")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(stderr)
        .spawn()
        .unwrap();
    let read = log(&mut child);
    let deadline = Instant::now() + Duration::from_secs(20);
    while http(port, "GET", "/api/health", None, None).map(|r| r.0) != Some(200) {
        assert!(
            Instant::now() < deadline,
            "the server did not become healthy"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    // A refused login and an unknown route log at info and warn.
    http(
        port,
        "POST",
        "/api/admin/login",
        Some(r#"{"password":"wrong-password"}"#),
        None,
    );
    http(port, "GET", "/api/no-such-route", None, None);
    terminate(&mut child);
    std::thread::sleep(Duration::from_millis(100));
    read()
}

#[test]
fn a_log_that_is_not_a_terminal_has_no_colour_codes() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("club.db");
    let log = served_log(&db, Stdio::piped(), |child| {
        let text = collect(child.stderr.take().unwrap());
        Box::new(move || text.lock().unwrap().clone())
    });
    assert!(log.contains("Tournament Hub is listening"), "{log}");
    assert!(log.contains("INFO"), "{log}");
    assert!(
        !log.contains('\u{1b}'),
        "a pipe (systemd's journal, a file) gets no ANSI escape codes: {log:?}"
    );

    // A file, as `serve 2>> tournament-hub.log` writes it.
    let path = dir.path().join("serve.log");
    let file = std::fs::File::create(&path).unwrap();
    let read_path = path.clone();
    let log = served_log(&db, Stdio::from(file), move |_| {
        Box::new(move || std::fs::read_to_string(&read_path).unwrap())
    });
    assert!(log.contains("Tournament Hub stopped"), "{log}");
    assert!(!log.contains('\u{1b}'), "{log:?}");
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

fn mode(path: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).unwrap().permissions().mode() & 0o777
}

#[test]
fn first_start_without_a_terminal_writes_the_passwords_to_a_private_file_never_to_the_log() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("club.db");
    let file = dir.path().join("club.db.initial-passwords");

    // Standard output is a pipe here, as under systemd (the journal).
    let server = Server::start_with(&db, &[("RUST_LOG", "info")]);
    let written = std::fs::read_to_string(&file).expect("the passwords file is written");
    assert_eq!(mode(&file), 0o600, "only the server's user reads it");
    let admin = printed_password(&written, "admin").expect("the file holds the admin password");
    let league = printed_password(&written, "league").expect("and the league password");
    assert!(
        written.contains("tournament-hub admin-password"),
        "{written}"
    );
    let (banner, log) = (server.banner.clone(), server.log());
    for output in [&banner, &log] {
        assert!(
            !output.contains(&admin) && !output.contains(&league),
            "a password reached the output:\n{output}"
        );
    }
    let path = file.display().to_string();
    assert!(log.contains(&path), "the log names the file:\n{log}");
    assert!(banner.contains(&path), "stdout names the file:\n{banner}");
    assert_eq!(
        login(server.port, &admin),
        200,
        "the written password works"
    );
    let unlock = http(
        server.port,
        "POST",
        "/api/league/unlock",
        Some(&format!("{{\"password\":\"{league}\"}}")),
        None,
    )
    .unwrap();
    assert_eq!(unlock.0, 200, "the league password works: {}", unlock.2);
    server.stop();

    let again = Server::start(&db);
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        written,
        "a later start leaves the file alone"
    );
    assert!(
        !again.banner.contains("initial-passwords"),
        "{}",
        again.banner
    );
    assert_eq!(login(again.port, &admin), 200);
}

#[test]
fn first_start_on_a_terminal_prints_the_passwords_and_writes_no_file() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("club.db");
    let port = free_port();
    // `script` gives the server a terminal as its standard output.
    let command = format!(
        "exec '{BIN}' serve --addr 127.0.0.1:{port} --db '{}'",
        db.display()
    );
    let mut child = match Command::new("script")
        .args(["-qfec", &command, "/dev/null"])
        .env("RUST_LOG", "warn")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
    {
        Ok(child) => child,
        Err(e) => {
            eprintln!("`script` (util-linux) cannot run ({e}): the terminal case was skipped");
            return;
        }
    };
    let screen = collect(child.stdout.take().unwrap());
    let deadline = Instant::now() + Duration::from_secs(20);
    while http(port, "GET", "/api/health", None, None).map(|r| r.0) != Some(200) {
        assert!(
            Instant::now() < deadline,
            "the server did not become healthy"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    std::thread::sleep(Duration::from_millis(100));
    let shown = screen.lock().unwrap().replace('\r', "");
    let password = printed_password(&shown, "admin").expect("a terminal shows the password");
    assert!(printed_password(&shown, "league").is_some(), "{shown}");
    assert_eq!(login(port, &password), 200);
    assert!(
        !dir.path().join("club.db.initial-passwords").exists(),
        "no file when the operator saw them"
    );
    terminate(&mut child);
}

#[test]
fn admin_password_changes_it_and_ends_every_admin_session() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("club.db");
    let server = Server::start(&db);
    let written = std::fs::read_to_string(dir.path().join("club.db.initial-passwords")).unwrap();
    let password = printed_password(&written, "admin").unwrap();
    server.stop();

    let again = Server::start(&db);
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

    // A hand edit leaves one player's kept total behind the results, in the general ranking
    // and in the doubles one (the demo has doubles players).
    let conn = rusqlite::Connection::open(&db).unwrap();
    for table in ["player_totals", "doubles_totals"] {
        let changed = conn
            .execute(
                &format!(
                    "UPDATE {table} SET total = total + 7
                     WHERE player_id = (SELECT MIN(player_id) FROM {table})"
                ),
                [],
            )
            .unwrap();
        assert!(changed >= 1, "{table}");
    }
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
    assert!(said.contains("(doubles): kept"), "{said}");
    let again = run(&["check"], &db);
    assert!(stdout(&again).contains("all correct"), "{}", stdout(&again));
}

/// Runs the binary under the umask of an interactive shell (022), which would leave new
/// files readable by every user.
fn run_with_open_umask(args: &[&str], db: &Path) -> Output {
    let mut line = format!("umask 022; exec '{BIN}'");
    for arg in args {
        line.push_str(&format!(" '{arg}'"));
    }
    line.push_str(&format!(" --db '{}'", db.display()));
    Command::new("sh")
        .args(["-c", &line])
        .env("RUST_LOG", "warn")
        .output()
        .unwrap()
}

#[test]
fn the_database_its_journals_and_backups_are_private_under_an_open_umask() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("club.db");
    let migrated = run_with_open_umask(&["migrate"], &db);
    assert!(migrated.status.success(), "{}", stderr(&migrated));
    assert_eq!(mode(&db), 0o600, "the database");

    // A writer keeps the WAL and its index open while the backup runs.
    let conn = tournament_hub::db::connect(&db).unwrap();
    conn.execute("INSERT INTO players (name) VALUES ('Ana')", [])
        .unwrap();
    for journal in ["club.db-wal", "club.db-shm"] {
        assert_eq!(mode(&dir.path().join(journal)), 0o600, "{journal}");
    }
    let copy = dir.path().join("copy.db");
    let backup = run_with_open_umask(&["backup", copy.to_str().unwrap()], &db);
    assert!(backup.status.success(), "{}", stderr(&backup));
    assert_eq!(mode(&copy), 0o600, "the backup");
    drop(conn);

    let fresh = dir.path().join("fresh.db");
    let restored = run_with_open_umask(&["restore", copy.to_str().unwrap()], &fresh);
    assert!(restored.status.success(), "{}", stderr(&restored));
    assert_eq!(
        mode(&fresh),
        0o600,
        "a database restored where there was none"
    );
}

#[test]
fn restore_ends_the_sessions_the_backup_brings_back_and_says_whose_passwords_apply() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("club.db");
    let server = Server::start(&db);
    let written = std::fs::read_to_string(dir.path().join("club.db.initial-passwords")).unwrap();
    let old_password = printed_password(&written, "admin").unwrap();
    let (status, cookie, _) = http(
        server.port,
        "POST",
        "/api/admin/login",
        Some(&format!("{{\"password\":\"{old_password}\"}}")),
        None,
    )
    .unwrap();
    assert_eq!(status, 200);
    let cookie = cookie.unwrap();
    let backup = dir.path().join("before-the-change.db");
    assert!(
        run(&["backup", backup.to_str().unwrap()], &db)
            .status
            .success()
    );
    server.stop();

    // The admin changes the password because it leaked: that ends the session above.
    let mut change = Command::new(BIN)
        .args(["admin-password", "--password-stdin", "--db"])
        .arg(&db)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    change
        .stdin
        .take()
        .unwrap()
        .write_all(b"the-new-admin-secret\n")
        .unwrap();
    assert!(change.wait().unwrap().success());

    let restored = run(&["restore", backup.to_str().unwrap()], &db);
    assert!(restored.status.success(), "{}", stderr(&restored));
    let said = stdout(&restored);
    assert!(said.contains("Ended the 1 sessions"), "{said}");
    assert!(
        said.contains("passwords are now those of the backup"),
        "{said}"
    );

    let again = Server::start(&db);
    let status = http(again.port, "GET", "/api/admin/status", None, Some(&cookie)).unwrap();
    assert!(
        status.2.contains("\"isAdmin\":false"),
        "the session from the backup stays ended: {}",
        status.2
    );
    assert_eq!(
        login(again.port, &old_password),
        200,
        "the backup's password applies"
    );
}
