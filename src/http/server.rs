//! The connection loop in front of the app: accepts TCP connections, speaks HTTP/1.1 on them,
//! and bounds what one client can hold, so that a slow or hostile client cannot starve the
//! club's small machine (a clubhouse PC or a 1-core VPS).
//!
//! Every limit here exists because the app itself cannot enforce it: a handler only runs once
//! a whole request head has arrived, and it cannot see connections that never send one.

use std::collections::HashMap;
use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{HeaderValue, Request, Response, StatusCode, header};
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Semaphore;
use tower::ServiceExt;

use super::limiter::ClientKey;
use super::site::Site;

/// Environment variable that overrides [`Limits::header_read`], in milliseconds.
pub const HEADER_TIMEOUT_ENV: &str = "TOURNAMENT_HUB_HEADER_TIMEOUT_MS";
/// Environment variable that overrides [`Limits::request`], in milliseconds.
pub const REQUEST_TIMEOUT_ENV: &str = "TOURNAMENT_HUB_REQUEST_TIMEOUT_MS";

/// Environment variable for [`Limits::max_connections`] (also `--max-connections`).
pub const MAX_CONNECTIONS_ENV: &str = "TOURNAMENT_HUB_MAX_CONNECTIONS";
/// Environment variable for [`Limits::max_per_client`] (also `--max-connections-per-client`).
pub const MAX_PER_CLIENT_ENV: &str = "TOURNAMENT_HUB_MAX_CONNECTIONS_PER_CLIENT";

/// The bounds the connection loop enforces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// How long a client may take to send a complete request head, and how long a kept-alive
    /// connection may sit idle before its next request. A slow-loris client (a few header
    /// bytes now and then, never the blank line) would otherwise hold a connection forever;
    /// 10 s is ample for a phone on a weak club Wi-Fi, which sends a head in one packet.
    pub header_read: Duration,
    /// How long one request may take from its head to the answer's head, body included.
    /// The header timeout stops once the head is in; this one cuts a body trickled byte by
    /// byte (an 8 MB avatar upload over a slow phone line still arrives well within 30 s).
    pub request: Duration,
    /// How many connections are served at once. Each costs a task, buffers and a file
    /// descriptor; beyond this, new connections wait in the kernel's accept queue until one
    /// closes, instead of exhausting descriptors or memory. 4,096 fits a clubhouse full of
    /// phones plus a thousand pages left open on live results; an idle connection costs a
    /// few kilobytes.
    pub max_connections: usize,
    /// How many connections one client (an IPv4 address, an IPv6 /64) may hold at once;
    /// more are answered 503 and closed. A clubhouse Wi-Fi or a mobile carrier puts many
    /// phones behind one address, hence 256. Trusted proxies are exempt: they speak for
    /// many clients and limit them themselves (docs/proxy/nginx.conf, `limit_conn`).
    pub max_per_client: usize,
    /// How long a connection may make no progress sending an answer before it is cut. A
    /// client that stops reading (a tiny receive window, never drained) would otherwise hold
    /// its connection slot forever.
    pub write_stall: Duration,
    /// How long a shutdown waits for requests in flight before it closes what is left. A
    /// service manager sends SIGKILL after its own timeout (90 s for systemd); finishing
    /// well before that keeps shutdowns clean and restarts quick.
    pub shutdown_grace: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            header_read: Duration::from_secs(10),
            request: Duration::from_secs(30),
            max_connections: 4096,
            max_per_client: 256,
            write_stall: Duration::from_secs(30),
            shutdown_grace: Duration::from_secs(10),
        }
    }
}

impl Limits {
    /// The defaults, with the timeouts overridden by [`HEADER_TIMEOUT_ENV`] and
    /// [`REQUEST_TIMEOUT_ENV`] when set. Tests shorten them to prove the limits in a second;
    /// an operator may lengthen them for a very slow link.
    pub fn from_env() -> Self {
        let mut limits = Limits::default();
        if let Some(ms) = millis_from_env(HEADER_TIMEOUT_ENV) {
            limits.header_read = ms;
        }
        if let Some(ms) = millis_from_env(REQUEST_TIMEOUT_ENV) {
            limits.request = ms;
        }
        if let Some(ms) = millis_from_env(WRITE_STALL_ENV) {
            limits.write_stall = ms;
        }
        limits
    }
}

/// Environment variable that overrides [`Limits::write_stall`], in milliseconds (tests).
pub const WRITE_STALL_ENV: &str = "TOURNAMENT_HUB_WRITE_STALL_MS";

fn millis_from_env(name: &str) -> Option<Duration> {
    let value = std::env::var(name).ok()?;
    match value.trim().parse::<u64>() {
        Ok(ms) if ms > 0 => Some(Duration::from_millis(ms)),
        _ => {
            tracing::warn!("{name}={value:?} is not a positive number of milliseconds; ignored");
            None
        }
    }
}

/// Serves `app` on `listener` with [`Limits::from_env`] until `shutdown` resolves, then stops
/// accepting and lets requests in flight finish (within [`Limits::shutdown_grace`]).
/// Handlers can read the client's address through `ConnectInfo<SocketAddr>`.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    serve_with_limits(
        listener,
        app,
        shutdown,
        Limits::from_env(),
        Arc::new(Site::default()),
    )
    .await
}

/// [`serve`] with explicit limits; `site` names the trusted proxies, which the per-client
/// cap exempts.
pub async fn serve_with_limits(
    listener: TcpListener,
    app: Router,
    shutdown: impl Future<Output = ()> + Send + 'static,
    limits: Limits,
    site: Arc<Site>,
) -> std::io::Result<()> {
    let connections = Arc::new(Semaphore::new(limits.max_connections));
    let per_client = Arc::new(PerClient::default());
    let graceful = GracefulShutdown::new();
    let mut http = http1::Builder::new();
    // hyper's header timer also runs while a kept-alive connection waits for its next
    // request, so this one setting bounds both slow heads and idle connections.
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_read)
        .keep_alive(true);
    let shutdown = std::pin::pin!(shutdown);
    let mut shutdown = shutdown;
    loop {
        // Take a connection slot before accepting: when all are taken, newcomers wait in the
        // accept queue rather than being accepted and left unanswered.
        let slot = tokio::select! {
            biased;
            () = &mut shutdown => break,
            slot = connections.clone().acquire_owned() => match slot {
                Ok(slot) => slot,
                Err(_) => break,
            },
        };
        let (stream, remote) = tokio::select! {
            biased;
            () = &mut shutdown => break,
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(err) => {
                    drop(slot);
                    wait_after_accept_error(err).await;
                    continue;
                }
            },
        };
        // Small JSON answers should leave at once, not wait for Nagle's algorithm.
        let _ = stream.set_nodelay(true);
        let held = if site.is_trusted_proxy(remote.ip()) {
            None
        } else {
            match per_client.take(remote, limits.max_per_client) {
                Some(held) => Some(held),
                None => {
                    tokio::spawn(refuse_busy_client(stream, remote, site.clone()));
                    drop(slot);
                    continue;
                }
            }
        };
        let service = hyper::service::service_fn({
            let app = app.clone();
            let site = site.clone();
            let request_limit = limits.request;
            move |request: Request<Incoming>| {
                answer(app.clone(), site.clone(), remote, request_limit, request)
            }
        });
        let stream = StallGuard::new(stream, limits.write_stall);
        let connection = graceful.watch(http.serve_connection(TokioIo::new(stream), service));
        tokio::spawn(async move {
            if let Err(err) = connection.await {
                tracing::debug!(%remote, "connection closed: {err}");
            }
            drop(held);
            drop(slot);
        });
    }
    drop(listener);
    let open = graceful.count();
    if open > 0 {
        tracing::info!("waiting for {open} open connections to finish");
    }
    if tokio::time::timeout(limits.shutdown_grace, graceful.shutdown())
        .await
        .is_err()
    {
        tracing::warn!(
            "connections still open after {:?}; closing them",
            limits.shutdown_grace
        );
    }
    Ok(())
}

/// How many connections each client holds.
#[derive(Debug, Default)]
struct PerClient {
    open: Mutex<HashMap<ClientKey, usize>>,
}

/// One connection counted against its client; dropping it gives the place back.
struct Held {
    books: Arc<PerClient>,
    key: ClientKey,
}

impl PerClient {
    /// Counts a connection from `remote`, or `None` when its client already holds `max`.
    fn take(self: &Arc<Self>, remote: SocketAddr, max: usize) -> Option<Held> {
        let key = ClientKey::of(super::auth::ClientAddr(Some(remote.ip())));
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        let count = open.entry(key).or_default();
        if *count >= max {
            return None;
        }
        *count += 1;
        Some(Held {
            books: Arc::clone(self),
            key,
        })
    }
}

impl Drop for Held {
    fn drop(&mut self) {
        let mut open = self.books.open.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(count) = open.get_mut(&self.key) {
            *count -= 1;
            if *count == 0 {
                open.remove(&self.key);
            }
        }
    }
}

/// Answers 503 to a client over its connection cap, without reading its request, and
/// closes. Bounded in time, so a client that never reads cannot keep even this task.
async fn refuse_busy_client(mut stream: TcpStream, remote: SocketAddr, site: Arc<Site>) {
    tracing::info!(%remote, "too many connections from one client; refused");
    let answer = busy_answer(&site);
    let send = async {
        stream.write_all(answer.as_bytes()).await?;
        stream.shutdown().await
    };
    let _ = tokio::time::timeout(Duration::from_secs(2), send).await;
}

/// The bytes of the 503 to a client over its connection cap, security headers included.
fn busy_answer(site: &Site) -> String {
    let body = r#"{"error":"service_unavailable","code":"too_many_connections","message":"Too many connections from your address. Close some pages and try again."}"#;
    let mut headers = axum::http::HeaderMap::new();
    super::guard::add_security_headers(site, &mut headers);
    let security: String = headers
        .iter()
        .map(|(name, value)| {
            let value = value.to_str().expect("the security headers are ASCII");
            format!("{name}: {value}\r\n")
        })
        .collect();
    format!(
        "HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\n\
         retry-after: 5\r\nconnection: close\r\n{security}content-length: {}\r\n\r\n{body}",
        body.len()
    )
}

/// A connection that is cut when sending stalls: once a write (or flush) cannot proceed,
/// the peer has `limit` to take some bytes before the write fails with `TimedOut`.
/// Reading is not bounded here: hyper's header timer covers a client that sends nothing.
struct StallGuard {
    inner: TcpStream,
    limit: Duration,
    stalled: Option<Pin<Box<tokio::time::Sleep>>>,
}

impl StallGuard {
    fn new(inner: TcpStream, limit: Duration) -> Self {
        StallGuard {
            inner,
            limit,
            stalled: None,
        }
    }

    /// What a write (or flush) on the inner stream came to: progress clears the stall timer,
    /// `Pending` starts or checks it.
    fn progress<T>(
        &mut self,
        polled: Poll<io::Result<T>>,
        cx: &mut Context<'_>,
    ) -> Poll<io::Result<T>> {
        match polled {
            Poll::Pending => self.check_stall(cx),
            done => {
                self.stalled = None;
                done
            }
        }
    }

    /// After the inner write returned `Pending`: starts (or checks) the stall timer.
    fn check_stall<T>(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<T>> {
        let limit = self.limit;
        let timer = self
            .stalled
            .get_or_insert_with(|| Box::pin(tokio::time::sleep(limit)));
        match timer.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(Err(io::Error::new(
                io::ErrorKind::TimedOut,
                "the client stopped reading",
            ))),
            Poll::Pending => Poll::Pending,
        }
    }
}

impl AsyncRead for StallGuard {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl AsyncWrite for StallGuard {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let polled = Pin::new(&mut self.inner).poll_write(cx, buf);
        self.progress(polled, cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let polled = Pin::new(&mut self.inner).poll_write_vectored(cx, bufs);
        self.progress(polled, cx)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let polled = Pin::new(&mut self.inner).poll_flush(cx);
        self.progress(polled, cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

/// Runs one request through the app, tagged with the client's address, under the
/// whole-request time limit.
async fn answer(
    app: Router,
    site: Arc<Site>,
    remote: SocketAddr,
    limit: Duration,
    request: Request<Incoming>,
) -> Result<Response<Body>, std::convert::Infallible> {
    let mut request = request.map(Body::new);
    request.extensions_mut().insert(ConnectInfo(remote));
    match tokio::time::timeout(limit, app.oneshot(request)).await {
        Ok(response) => response,
        Err(_) => {
            tracing::info!(%remote, "request cut after {limit:?}");
            Ok(request_timeout(&site))
        }
    }
}

/// 408 with the usual JSON error body and the security headers; the connection is closed
/// because the rest of a half-sent body may still be arriving on it.
fn request_timeout(site: &Site) -> Response<Body> {
    let body = serde_json::json!({
        "error": "request_timeout",
        "code": "request_timeout",
        "message": "The request took too long to arrive.",
    });
    let mut response = Response::new(Body::from(body.to_string()));
    *response.status_mut() = StatusCode::REQUEST_TIMEOUT;
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    headers.insert(header::CONNECTION, HeaderValue::from_static("close"));
    super::guard::add_security_headers(site, headers);
    response
}

/// A failed accept of one connection (the peer gave up) is nothing; running out of file
/// descriptors would make the loop spin, so it pauses to let connections close.
async fn wait_after_accept_error(err: std::io::Error) {
    use std::io::ErrorKind::{ConnectionAborted, ConnectionRefused, ConnectionReset};
    if matches!(
        err.kind(),
        ConnectionAborted | ConnectionRefused | ConnectionReset
    ) {
        return;
    }
    tracing::error!("cannot accept connections: {err}");
    tokio::time::sleep(Duration::from_secs(1)).await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_hold_the_documented_limits() {
        let limits = Limits::default();
        assert_eq!(limits.header_read, Duration::from_secs(10));
        assert_eq!(limits.request, Duration::from_secs(30));
        assert_eq!(limits.max_connections, 4096);
        assert_eq!(limits.max_per_client, 256);
        assert_eq!(limits.write_stall, Duration::from_secs(30));
        assert_eq!(limits.shutdown_grace, Duration::from_secs(10));
    }

    #[test]
    fn the_refusal_of_a_busy_client_carries_the_security_headers() {
        let site = Site::new(Some("https://club.example"), None, None).unwrap();
        let answer = busy_answer(&site);
        let (head, body) = answer.split_once("\r\n\r\n").unwrap();
        for line in [
            "content-security-policy: default-src 'self'",
            "x-content-type-options: nosniff",
            "x-frame-options: DENY",
            "referrer-policy: same-origin",
            "strict-transport-security: max-age=31536000",
        ] {
            assert!(head.contains(&format!("\r\n{line}")), "{line}: {head}");
        }
        let length: usize = head
            .lines()
            .find_map(|l| l.strip_prefix("content-length: "))
            .unwrap()
            .parse()
            .unwrap();
        assert_eq!(length, body.len());
        assert!(!busy_answer(&Site::default()).contains("strict-transport-security"));
    }

    /// Sends `raw` on a blocking socket and reads until the server closes it.
    fn exchange(addr: SocketAddr, raw: &'static [u8]) -> String {
        use std::io::{Read, Write};
        let mut client = std::net::TcpStream::connect(addr).unwrap();
        client
            .set_read_timeout(Some(Duration::from_secs(5)))
            .unwrap();
        client.write_all(raw).unwrap();
        let mut answer = Vec::new();
        client.read_to_end(&mut answer).unwrap();
        String::from_utf8_lossy(&answer).into_owned()
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn clients_are_known_by_address_and_trickled_requests_are_cut_with_408() {
        let app = Router::new()
            .route(
                "/slow",
                axum::routing::post(
                    |body: axum::body::Bytes| async move { body.len().to_string() },
                ),
            )
            .route(
                "/me",
                axum::routing::get(|ConnectInfo(addr): ConnectInfo<SocketAddr>| async move {
                    addr.ip().to_string()
                }),
            );
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let limits = Limits {
            request: Duration::from_millis(300),
            ..Limits::default()
        };
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let server = tokio::spawn(serve_with_limits(
            listener,
            app,
            async move {
                let _ = stopped.await;
            },
            limits,
            Arc::new(Site::default()),
        ));
        let me = tokio::task::spawn_blocking(move || {
            exchange(
                addr,
                b"GET /me HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
            )
        });
        let me = me.await.unwrap();
        assert!(me.starts_with("HTTP/1.1 200"), "{me}");
        assert!(me.ends_with("\r\n\r\n127.0.0.1"), "{me}");

        let slow = tokio::task::spawn_blocking(move || {
            exchange(
                addr,
                b"POST /slow HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nab",
            )
        });
        let slow = slow.await.unwrap();
        assert!(slow.starts_with("HTTP/1.1 408"), "{slow}");
        assert!(slow.contains("\"error\":\"request_timeout\""), "{slow}");
        assert!(
            slow.contains("\r\ncontent-security-policy: default-src 'self'")
                && slow.contains("\r\nx-frame-options: DENY\r\n"),
            "the 408 carries the security headers: {slow}"
        );
        stop.send(()).unwrap();
        server.await.unwrap().unwrap();
    }
}
