//! The real binary on loopback, for the fault tests (abuse, crash, load): a club database with
//! a known admin password, a server process that can be killed and restarted, and a small
//! HTTP/1.1 client that keeps its connection alive.
#![allow(dead_code)]

pub mod mail_sink;
pub mod writes;

use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;
use tempfile::TempDir;

/// The binary under test.
pub const BIN: &str = env!("CARGO_BIN_EXE_tournament-hub");
/// The admin password every club here starts with.
pub const ADMIN_PASSWORD: &str = "fault-test-admin-1";

/// A database in a temp directory, with [`ADMIN_PASSWORD`] set through the CLI.
pub struct Club {
    /// The database file.
    pub db: PathBuf,
    dir: TempDir,
}

impl Club {
    /// A fresh, migrated club.
    pub fn new() -> Club {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("club.db");
        let mut set = Command::new(BIN)
            .args(["admin-password", "--password-stdin", "--db"])
            .arg(&db)
            .env("RUST_LOG", "warn")
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .spawn()
            .unwrap();
        let mut stdin = set.stdin.take().unwrap();
        writeln!(stdin, "{ADMIN_PASSWORD}").unwrap();
        drop(stdin);
        assert!(set.wait().unwrap().success(), "admin-password failed");
        Club { db, dir }
    }

    /// A file in the club's temp directory.
    pub fn file(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }
}

/// A port nobody listens on right now.
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A running `serve` process; stopped with SIGTERM when dropped. Its log goes to `log`.
pub struct Server {
    child: Child,
    /// The loopback port it listens on.
    pub port: u16,
    /// Its standard error (the tracing log).
    pub log: PathBuf,
}

impl Server {
    /// Starts a server on a free port and waits until it answers `/api/health`.
    pub fn start(club: &Club, env: &[(&str, &str)]) -> Server {
        Server::start_on(club, free_port(), env)
    }

    /// Starts a server on `port` (a restart keeps its port, so clients reconnect).
    pub fn start_on(club: &Club, port: u16, env: &[(&str, &str)]) -> Server {
        let log = club.file(&format!("server-{port}.log"));
        let log_file = File::options()
            .create(true)
            .append(true)
            .open(&log)
            .unwrap();
        let child = Command::new(BIN)
            .args(["serve", "--addr", &format!("127.0.0.1:{port}"), "--db"])
            .arg(&club.db)
            .env("RUST_LOG", "warn")
            .envs(env.iter().copied())
            .stdout(Stdio::null())
            .stderr(log_file)
            .spawn()
            .unwrap();
        let mut server = Server { child, port, log };
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            if let Ok(response) = request(port, "GET", "/api/health", None, None)
                && response.status == 200
            {
                return server;
            }
            if let Some(status) = server.child.try_wait().unwrap() {
                panic!("the server exited with {status}: {}", server.log_text());
            }
            assert!(
                Instant::now() < deadline,
                "the server did not become healthy"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// The process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Kills the process with SIGKILL: no shutdown, no flush, no goodbye.
    pub fn kill9(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }

    /// Stops the process with SIGTERM and waits for it to exit.
    pub fn stop(mut self) {
        terminate(&mut self.child);
    }

    /// Sends SIGTERM (the stop a service manager sends) without waiting.
    pub fn send_sigterm(&self) {
        let status = Command::new("kill")
            .args(["-TERM", &self.pid().to_string()])
            .status()
            .unwrap();
        assert!(status.success());
    }

    /// Waits up to `patience` for the process to exit; true when it did.
    pub fn exited_within(&mut self, patience: Duration) -> bool {
        let deadline = Instant::now() + patience;
        while Instant::now() < deadline {
            if self.child.try_wait().unwrap().is_some() {
                return true;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        false
    }

    /// The peak resident memory of the process so far, in KiB (`VmHWM`).
    pub fn peak_rss_kib(&self) -> u64 {
        status_field(self.pid(), "VmHWM:")
    }

    /// The resident memory of the process now, in KiB (`VmRSS`).
    pub fn rss_kib(&self) -> u64 {
        status_field(self.pid(), "VmRSS:")
    }

    /// Everything the server logged so far.
    pub fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

fn status_field(pid: u32, field: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix(field))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or_else(|| panic!("no {field} in /proc/{pid}/status"))
}

fn terminate(child: &mut Child) {
    let _ = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status();
    let deadline = Instant::now() + Duration::from_secs(15);
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

/// An answer, read whole.
#[derive(Debug, Clone)]
pub struct Response {
    /// The status code.
    pub status: u16,
    /// Header names (lower case) and values, in order.
    pub headers: Vec<(String, String)>,
    /// The body, de-chunked.
    pub body: Vec<u8>,
}

impl Response {
    /// The first header called `name` (lower case).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The body as text.
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    /// The body as JSON (panics with the text when it is not).
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {} {}", self.status, self.text()))
    }

    /// The `name=value` part of the Set-Cookie header for `cookie`.
    pub fn cookie(&self, cookie: &str) -> Option<String> {
        self.headers
            .iter()
            .filter(|(n, _)| n == "set-cookie")
            .find(|(_, v)| v.starts_with(&format!("{cookie}=")))
            .map(|(_, v)| v.split(';').next().unwrap().to_string())
    }
}

/// One kept-alive HTTP/1.1 connection.
pub struct Connection {
    port: u16,
    writer: TcpStream,
    reader: BufReader<TcpStream>,
}

impl Connection {
    /// Connects to the server on `port`; every read waits at most `timeout`.
    pub fn open(port: u16, timeout: Duration) -> io::Result<Connection> {
        let stream = TcpStream::connect(("127.0.0.1", port))?;
        stream.set_nodelay(true)?;
        stream.set_read_timeout(Some(timeout))?;
        stream.set_write_timeout(Some(timeout))?;
        Ok(Connection {
            port,
            reader: BufReader::new(stream.try_clone()?),
            writer: stream,
        })
    }

    /// Connects from the loopback address `local` (any of 127.0.0.0/8), as another client
    /// on another address would.
    pub fn open_from(port: u16, local: &str, timeout: Duration) -> io::Result<Connection> {
        let stream = connect_from(port, local, None)?;
        stream.set_nodelay(true)?;
        stream.set_read_timeout(Some(timeout))?;
        stream.set_write_timeout(Some(timeout))?;
        Ok(Connection {
            port,
            reader: BufReader::new(stream.try_clone()?),
            writer: stream,
        })
    }

    /// Sends one request (a body is sent as JSON) and reads its answer.
    pub fn send(
        &mut self,
        method: &str,
        path: &str,
        body: Option<&str>,
        cookie: Option<&str>,
    ) -> io::Result<Response> {
        let cookie = cookie.map(|c| ("Cookie", c));
        self.send_with(method, path, body, cookie.as_slice())
    }

    /// Sends one request with extra headers (a body is sent as JSON unless a Content-Type
    /// is among them) and reads its answer.
    pub fn send_with(
        &mut self,
        method: &str,
        path: &str,
        body: Option<&str>,
        headers: &[(&str, &str)],
    ) -> io::Result<Response> {
        let mut head = format!(
            "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{}\r\n",
            self.port
        );
        let typed = headers
            .iter()
            .any(|(n, _)| n.eq_ignore_ascii_case("content-type"));
        if let Some(body) = body {
            if !typed {
                head.push_str("Content-Type: application/json\r\n");
            }
            head.push_str(&format!("Content-Length: {}\r\n", body.len()));
        }
        for (name, value) in headers {
            head.push_str(&format!("{name}: {value}\r\n"));
        }
        head.push_str("\r\n");
        let mut request = head.into_bytes();
        request.extend_from_slice(body.unwrap_or("").as_bytes());
        self.writer.write_all(&request)?;
        read_response(&mut self.reader, method == "HEAD")
    }

    /// False once the server has closed the connection.
    pub fn is_open(&self) -> bool {
        if self.writer.set_nonblocking(true).is_err() {
            return false;
        }
        let mut probe = [0u8; 1];
        let open = match self.writer.peek(&mut probe) {
            Ok(0) => false,
            Ok(_) => true,
            Err(e) => e.kind() == io::ErrorKind::WouldBlock,
        };
        open && self.writer.set_nonblocking(false).is_ok()
    }

    /// Writes raw bytes on the connection (half a request, for instance).
    pub fn write_raw(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.writer.write_all(bytes)
    }
}

/// A TCP connection to the server from the loopback address `local`, optionally with a
/// small receive buffer (a client that reads slowly, or not at all).
pub fn connect_from(
    port: u16,
    local: &str,
    receive_buffer: Option<usize>,
) -> io::Result<TcpStream> {
    use socket2::{Domain, Socket, Type};
    let socket = Socket::new(Domain::IPV4, Type::STREAM, None)?;
    if let Some(size) = receive_buffer {
        socket.set_recv_buffer_size(size)?;
    }
    let local: std::net::IpAddr = local.parse().expect("an IPv4 loopback address");
    socket.bind(&std::net::SocketAddr::new(local, 0).into())?;
    socket.connect(&std::net::SocketAddr::from(([127, 0, 0, 1], port)).into())?;
    Ok(socket.into())
}

/// Reads one answer off a connection.
pub fn read_response(reader: &mut impl BufRead, is_head: bool) -> io::Result<Response> {
    let broken = |what: &str| io::Error::new(io::ErrorKind::InvalidData, what.to_string());
    let mut line = String::new();
    if reader.read_line(&mut line)? == 0 {
        return Err(io::Error::new(
            io::ErrorKind::UnexpectedEof,
            "closed before an answer",
        ));
    }
    let status: u16 = line
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| broken("bad status line"))?;
    let mut headers = Vec::new();
    loop {
        line.clear();
        if reader.read_line(&mut line)? == 0 {
            return Err(broken("closed inside the head"));
        }
        let trimmed = line.trim_end();
        if trimmed.is_empty() {
            break;
        }
        let (name, value) = trimmed
            .split_once(':')
            .ok_or_else(|| broken("bad header"))?;
        headers.push((name.trim().to_ascii_lowercase(), value.trim().to_string()));
    }
    let find = |name: &str| headers.iter().find(|(n, _)| n == name).map(|(_, v)| v);
    let mut body = Vec::new();
    if is_head || status == 204 || status == 304 {
        // No body.
    } else if find("transfer-encoding").is_some_and(|v| v.contains("chunked")) {
        loop {
            line.clear();
            reader.read_line(&mut line)?;
            let size = usize::from_str_radix(line.trim(), 16).map_err(|_| broken("chunk size"))?;
            let mut chunk = vec![0; size + 2];
            reader.read_exact(&mut chunk)?;
            if size == 0 {
                break;
            }
            body.extend_from_slice(&chunk[..size]);
        }
    } else if let Some(length) = find("content-length") {
        let length: usize = length.parse().map_err(|_| broken("content-length"))?;
        body.resize(length, 0);
        reader.read_exact(&mut body)?;
    } else {
        reader.read_to_end(&mut body)?;
    }
    Ok(Response {
        status,
        headers,
        body,
    })
}

/// One request on its own connection.
pub fn request(
    port: u16,
    method: &str,
    path: &str,
    body: Option<&str>,
    cookie: Option<&str>,
) -> io::Result<Response> {
    Connection::open(port, Duration::from_secs(10))?.send(method, path, body, cookie)
}

/// Logs in as the admin; returns the cookie to send.
pub fn admin_cookie(port: u16) -> String {
    let body = serde_json::json!({ "password": ADMIN_PASSWORD }).to_string();
    let response = request(port, "POST", "/api/admin/login", Some(&body), None).unwrap();
    assert_eq!(response.status, 200, "{}", response.text());
    response.cookie("th_admin").expect("login sets th_admin")
}

/// Adds approved players named `{prefix} 1`, `{prefix} 2`, ... through the admin API;
/// returns their ids.
pub fn add_players(port: u16, cookie: &str, prefix: &str, n: usize) -> Vec<i64> {
    let mut connection = Connection::open(port, Duration::from_secs(10)).unwrap();
    (1..=n)
        .map(|i| {
            let body = serde_json::json!({ "name": format!("{prefix} {i}") }).to_string();
            let response = connection
                .send("POST", "/api/players", Some(&body), Some(cookie))
                .unwrap();
            assert_eq!(response.status, 201, "{}", response.text());
            response.json()["id"]
                .as_i64()
                .expect("a created player has an id")
        })
        .collect()
}

/// `PRAGMA integrity_check` on a database no server holds.
pub fn integrity_check(db: &Path) -> String {
    let conn = rusqlite::Connection::open(db).unwrap();
    conn.query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap()
}
