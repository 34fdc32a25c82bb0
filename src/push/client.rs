//! The one HTTP request a push is (RFC 8030 §5), made so a member's endpoint can never lead
//! the server into the club's network (docs/rules.md#push): the host is
//! resolved once, every address it resolves to must be public (unless the operator allowed
//! the origin), and the connection goes to an address that was checked, so a second answer
//! of the name's DNS cannot switch it. TLS (rustls with ring, the Mozilla roots) names the
//! host; a redirect is an answer, never followed.
//!
//! A push service's answer is awaited at most [`ANSWER_TIMEOUT`], connecting included. At
//! most [`PER_ORIGIN`] requests go to one push service at once, so an origin that hangs holds
//! no more than that. Connections are kept per origin and reused (HTTP/1.1 keep-alive, at
//! most [`IDLE_PER_ORIGIN`] idle ones, each for [`IDLE_FOR`]): a digest to a thousand members
//! on one push service opens a few dozen connections, not a thousand TLS handshakes.

use std::collections::HashMap;
use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use http_body_util::{BodyExt, Full, Limited};
use hyper::body::Bytes;
use hyper::client::conn::http1::SendRequest;
use hyper::{Request, StatusCode};
use hyper_util::rt::TokioIo;
use rustls::pki_types::ServerName;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::TcpStream;
use tokio::sync::Semaphore;
use url::Host;

use crate::domain::addresses::classify;
use crate::domain::push::{Endpoint, EndpointProblem, PushAllow, Scheme, parse_endpoint};

/// The longest wait for a TCP connection to one address.
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// The longest wait for an answer, from the first try to connect to the answer's head.
pub const ANSWER_TIMEOUT: Duration = Duration::from_secs(5);
/// The most requests in flight to one push service origin.
pub const PER_ORIGIN: usize = 16;
/// The most idle connections kept for one origin.
pub const IDLE_PER_ORIGIN: usize = 16;
/// How long an idle connection is kept.
pub const IDLE_FOR: Duration = Duration::from_secs(60);
/// The largest answer body read (and dropped) so its connection can carry the next request.
const MAX_ANSWER_BODY: usize = 16 * 1024;

/// What resolves a host name to addresses: the system's resolver, or a stub in tests.
pub trait Resolver: Send + Sync {
    /// The addresses of `host`, with `port`.
    fn resolve<'a>(
        &'a self,
        host: &'a str,
        port: u16,
    ) -> Pin<Box<dyn Future<Output = io::Result<Vec<SocketAddr>>> + Send + 'a>>;
}

/// The system's resolver, through tokio.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemResolver;

impl Resolver for SystemResolver {
    fn resolve<'a>(
        &'a self,
        host: &'a str,
        port: u16,
    ) -> Pin<Box<dyn Future<Output = io::Result<Vec<SocketAddr>>> + Send + 'a>> {
        Box::pin(async move { Ok(tokio::net::lookup_host((host, port)).await?.collect()) })
    }
}

/// Why a push request was not answered.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RequestError {
    /// The endpoint, or an address its host resolves to, is one the server does not reach.
    #[error("refused: {0}")]
    Refused(String),
    /// No connection, no TLS, or no answer in time.
    #[error("{0}")]
    Network(String),
}

/// The parts of a push service's answer the courier reads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    /// Its status.
    pub status: StatusCode,
    /// Its `Retry-After`, as sent.
    pub retry_after: Option<String>,
}

/// The checked way out to push services.
#[derive(Clone)]
pub struct PushClient {
    resolver: Arc<dyn Resolver>,
    allow: PushAllow,
    tls: tokio_rustls::TlsConnector,
    origins: Arc<Mutex<HashMap<String, Origin>>>,
}

/// What the client keeps per push service origin: its gate, and its idle connections.
struct Origin {
    gate: Arc<Semaphore>,
    idle: Vec<Connection>,
}

impl Default for Origin {
    fn default() -> Self {
        Origin {
            gate: Arc::new(Semaphore::new(PER_ORIGIN)),
            idle: Vec::new(),
        }
    }
}

/// One open HTTP/1.1 connection: its sender, and the task that drives it, ended with it.
struct Connection {
    sender: SendRequest<Full<Bytes>>,
    driver: tokio::task::AbortHandle,
    idle_since: Instant,
}

impl Drop for Connection {
    fn drop(&mut self) {
        self.driver.abort();
    }
}

impl std::fmt::Debug for PushClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PushClient")
            .field("allow", &self.allow)
            .finish_non_exhaustive()
    }
}

impl PushClient {
    /// A client through `resolver` that reaches public https endpoints, and the origins in
    /// `allow`.
    pub fn new(resolver: Arc<dyn Resolver>, allow: PushAllow) -> Result<PushClient, String> {
        let roots = rustls::RootCertStore {
            roots: webpki_roots::TLS_SERVER_ROOTS.to_vec(),
        };
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let mut config = rustls::ClientConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .map_err(|e| format!("TLS for push services: {e}"))?
            .with_root_certificates(roots)
            .with_no_client_auth();
        config.alpn_protocols = vec![b"http/1.1".to_vec()];
        Ok(PushClient {
            resolver,
            allow,
            tls: tokio_rustls::TlsConnector::from(Arc::new(config)),
            origins: Arc::default(),
        })
    }

    /// The endpoint `text`, checked again as when it was kept (the allowance may have
    /// changed since).
    pub fn endpoint(&self, text: &str) -> Result<Endpoint, RequestError> {
        parse_endpoint(text, &self.allow).map_err(|problem| match problem {
            EndpointProblem::Invalid(why) | EndpointProblem::Refused(why) => {
                RequestError::Refused(why)
            }
        })
    }

    /// The addresses to connect to for `endpoint`: resolved once, each one checked. Unless
    /// the operator allowed the origin, a single address that is not public refuses them
    /// all (a name that mixes a public and a private address is not trusted either).
    pub async fn addresses(&self, endpoint: &Endpoint) -> Result<Vec<SocketAddr>, RequestError> {
        let addresses = match &endpoint.host {
            Host::Ipv4(v4) => vec![SocketAddr::new(IpAddr::V4(*v4), endpoint.port)],
            Host::Ipv6(v6) => vec![SocketAddr::new(IpAddr::V6(*v6), endpoint.port)],
            Host::Domain(name) => self
                .resolver
                .resolve(name, endpoint.port)
                .await
                .map_err(|e| RequestError::Network(format!("cannot resolve {name}: {e}")))?,
        };
        if addresses.is_empty() {
            return Err(RequestError::Network(format!(
                "{} resolves to no address",
                endpoint.host
            )));
        }
        if !endpoint.allowed
            && let Some(bad) = addresses.iter().find(|a| !classify(a.ip()).is_public())
        {
            return Err(RequestError::Refused(format!(
                "{} resolves to {}, {}",
                endpoint.host,
                bad.ip(),
                classify(bad.ip()).describe()
            )));
        }
        Ok(addresses)
    }

    /// Posts `body` with `headers` to `endpoint` and reads the answer's head, within
    /// [`ANSWER_TIMEOUT`]. No redirect is followed: a 3xx comes back as the answer.
    pub async fn post(
        &self,
        endpoint: &Endpoint,
        headers: &[(&'static str, String)],
        body: Vec<u8>,
    ) -> Result<Answer, RequestError> {
        let body = Bytes::from(body);
        let origin = endpoint.origin();
        let asked = async {
            let gate = self.gate(&origin);
            let _turn = gate
                .acquire_owned()
                .await
                .map_err(|_| RequestError::Network("the client is closing".into()))?;
            // A kept connection first; if the far end closed it meanwhile, a new one.
            if let Some(mut kept) = self.idle(&origin) {
                let request = build_request(endpoint, headers, body.clone())?;
                if let Ok((answer, reusable)) = ask(&mut kept.sender, request).await {
                    self.keep(&origin, kept, reusable);
                    return Ok(answer);
                }
            }
            let mut fresh = self.connect(endpoint).await?;
            let request = build_request(endpoint, headers, body)?;
            let (answer, reusable) = ask(&mut fresh.sender, request).await?;
            self.keep(&origin, fresh, reusable);
            Ok(answer)
        };
        tokio::time::timeout(ANSWER_TIMEOUT, asked)
            .await
            .unwrap_or_else(|_| {
                Err(RequestError::Network(format!(
                    "no answer within {} s",
                    ANSWER_TIMEOUT.as_secs()
                )))
            })
    }

    fn origins(&self) -> std::sync::MutexGuard<'_, HashMap<String, Origin>> {
        self.origins.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn gate(&self, origin: &str) -> Arc<Semaphore> {
        self.origins()
            .entry(origin.to_string())
            .or_default()
            .gate
            .clone()
    }

    /// An idle connection to `origin` that is still open, if one is kept.
    fn idle(&self, origin: &str) -> Option<Connection> {
        let mut origins = self.origins();
        let idle = &mut origins.get_mut(origin)?.idle;
        while let Some(connection) = idle.pop() {
            if connection.idle_since.elapsed() < IDLE_FOR && !connection.sender.is_closed() {
                return Some(connection);
            }
        }
        None
    }

    /// Keeps `connection` for the next request to `origin`, if it may carry one.
    fn keep(&self, origin: &str, mut connection: Connection, reusable: bool) {
        if !reusable || connection.sender.is_closed() {
            return;
        }
        connection.idle_since = Instant::now();
        let mut origins = self.origins();
        let idle = &mut origins.entry(origin.to_string()).or_default().idle;
        idle.retain(|c| c.idle_since.elapsed() < IDLE_FOR && !c.sender.is_closed());
        if idle.len() < IDLE_PER_ORIGIN {
            idle.push(connection);
        }
    }

    /// A new connection to `endpoint`, to an address that was checked, with TLS for https.
    async fn connect(&self, endpoint: &Endpoint) -> Result<Connection, RequestError> {
        let addresses = self.addresses(endpoint).await?;
        let tcp = connect_first(&addresses).await?;
        match endpoint.scheme {
            Scheme::Http => handshake(tcp).await,
            Scheme::Https => {
                let name = match &endpoint.host {
                    Host::Domain(name) => ServerName::try_from(name.clone())
                        .map_err(|e| RequestError::Network(format!("TLS name: {e}")))?,
                    Host::Ipv4(v4) => ServerName::IpAddress(IpAddr::V4(*v4).into()),
                    Host::Ipv6(v6) => ServerName::IpAddress(IpAddr::V6(*v6).into()),
                };
                let tls = self
                    .tls
                    .connect(name, tcp)
                    .await
                    .map_err(|e| RequestError::Network(format!("TLS: {e}")))?;
                handshake(tls).await
            }
        }
    }
}

/// A connection to the first of `addresses` that takes one.
async fn connect_first(addresses: &[SocketAddr]) -> Result<TcpStream, RequestError> {
    let mut last = String::new();
    for address in addresses {
        match tokio::time::timeout(CONNECT_TIMEOUT, TcpStream::connect(address)).await {
            Ok(Ok(stream)) => {
                let _ = stream.set_nodelay(true);
                return Ok(stream);
            }
            Ok(Err(err)) => last = format!("cannot connect to {address}: {err}"),
            Err(_) => last = format!("cannot connect to {address}: timed out"),
        }
    }
    Err(RequestError::Network(last))
}

fn build_request(
    endpoint: &Endpoint,
    headers: &[(&'static str, String)],
    body: Bytes,
) -> Result<Request<Full<Bytes>>, RequestError> {
    let url = &endpoint.url;
    let target = match url.query() {
        Some(query) => format!("{}?{query}", url.path()),
        None => url.path().to_string(),
    };
    let host = match url.port() {
        Some(port) => format!("{}:{port}", endpoint.host),
        None => endpoint.host.to_string(),
    };
    let mut request = Request::post(target)
        .header(hyper::header::HOST, host)
        .header(hyper::header::CONTENT_LENGTH, body.len());
    for (name, value) in headers {
        request = request.header(*name, value);
    }
    request
        .body(Full::new(body))
        .map_err(|e| RequestError::Refused(format!("cannot make the request: {e}")))
}

/// An HTTP/1.1 connection over `stream`, driven by a task of its own.
async fn handshake<S>(stream: S) -> Result<Connection, RequestError>
where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let (sender, connection) = hyper::client::conn::http1::handshake(TokioIo::new(stream))
        .await
        .map_err(|e| RequestError::Network(format!("HTTP: {e}")))?;
    let driver = tokio::spawn(async move {
        let _ = connection.await;
    })
    .abort_handle();
    Ok(Connection {
        sender,
        driver,
        idle_since: Instant::now(),
    })
}

/// One request over `sender`: the head of its answer, and whether the connection may carry
/// another (the far end did not close it, and its body was small enough to read).
async fn ask(
    sender: &mut SendRequest<Full<Bytes>>,
    request: Request<Full<Bytes>>,
) -> Result<(Answer, bool), RequestError> {
    sender
        .ready()
        .await
        .map_err(|e| RequestError::Network(format!("HTTP: {e}")))?;
    let response = sender
        .send_request(request)
        .await
        .map_err(|e| RequestError::Network(format!("HTTP: {e}")))?;
    let answer = Answer {
        status: response.status(),
        retry_after: response
            .headers()
            .get(hyper::header::RETRY_AFTER)
            .and_then(|v| v.to_str().ok())
            .map(str::to_string),
    };
    let closing = response
        .headers()
        .get(hyper::header::CONNECTION)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case("close"));
    let read = Limited::new(response.into_body(), MAX_ANSWER_BODY)
        .collect()
        .await
        .is_ok();
    Ok((answer, read && !closing))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    /// A resolver that answers every name with the addresses it was given, and notes the
    /// names asked for. Nothing is connected to: these tests stop at the check.
    struct StubResolver {
        answers: Vec<IpAddr>,
        asked: Mutex<Vec<String>>,
    }

    impl Resolver for StubResolver {
        fn resolve<'a>(
            &'a self,
            host: &'a str,
            port: u16,
        ) -> Pin<Box<dyn Future<Output = io::Result<Vec<SocketAddr>>> + Send + 'a>> {
            self.asked.lock().unwrap().push(host.to_string());
            let answers = self
                .answers
                .iter()
                .map(|ip| SocketAddr::new(*ip, port))
                .collect();
            Box::pin(async move { Ok(answers) })
        }
    }

    fn client(answers: &[&str], allow: &str) -> (PushClient, Arc<StubResolver>) {
        let resolver = Arc::new(StubResolver {
            answers: answers.iter().map(|a| a.parse().unwrap()).collect(),
            asked: Mutex::default(),
        });
        let client = PushClient::new(resolver.clone(), PushAllow::parse(allow).unwrap()).unwrap();
        (client, resolver)
    }

    async fn checked(
        answers: &[&str],
        allow: &str,
        endpoint: &str,
    ) -> Result<Vec<SocketAddr>, RequestError> {
        let (client, resolver) = client(answers, allow);
        let endpoint = client.endpoint(endpoint)?;
        let result = client.addresses(&endpoint).await;
        if matches!(endpoint.host, Host::Domain(_)) {
            assert_eq!(resolver.asked.lock().unwrap().len(), 1, "resolved once");
        }
        result
    }

    #[tokio::test]
    async fn a_name_that_resolves_to_any_address_not_public_is_refused() {
        let refused: &[(&[&str], &str)] = &[
            (&["127.0.0.1"], "loopback"),
            (&["::1"], "loopback"),
            (&["10.1.2.3"], "private"),
            (&["172.20.0.5"], "private"),
            (&["192.168.1.1"], "private"),
            (&["169.254.169.254"], "link-local"),
            (&["fe80::1"], "link-local"),
            (&["100.100.100.200"], "carrier-grade NAT"),
            (&["fd00::5"], "unique local"),
            (&["::ffff:127.0.0.1"], "IPv4-mapped"),
            (&["::ffff:93.184.216.34"], "IPv4-mapped"),
            (&["64:ff9b::a00:1"], "NAT64"),
            (&["64:ff9b:1::1"], "NAT64"),
            (&["2002:a00:1::1"], "6to4"),
            (&["2001:0:4136:e378::1"], "Teredo"),
            (&["0.0.0.0"], "unspecified"),
            (&["255.255.255.255"], "broadcast"),
            (&["224.0.0.1"], "multicast"),
            (&["192.0.2.1"], "documentation"),
            (&["198.18.0.1"], "benchmarking"),
            // One bad address among good ones refuses the name.
            (&["93.184.216.34", "10.0.0.1"], "private"),
            (&["2606:2800:220:1::1", "::1"], "loopback"),
        ];
        for (answers, why) in refused {
            match checked(answers, "", "https://push.example/send/1").await {
                Err(RequestError::Refused(message)) => {
                    assert!(message.contains(why), "{answers:?}: {message}")
                }
                other => panic!("{answers:?}: {other:?}"),
            }
        }
    }

    #[tokio::test]
    async fn public_addresses_are_taken_as_resolved() {
        let taken = checked(
            &["93.184.216.34", "2606:2800:220:1::1"],
            "",
            "https://push.example:8443/send/1",
        )
        .await
        .unwrap();
        assert_eq!(
            taken,
            [
                "93.184.216.34:8443".parse().unwrap(),
                "[2606:2800:220:1::1]:8443".parse().unwrap()
            ]
        );
    }

    #[tokio::test]
    async fn an_allowed_origin_may_resolve_to_a_private_address_and_only_it() {
        let allowed = checked(
            &["10.0.0.7"],
            "http://push.internal:8080",
            "http://push.internal:8080/p",
        )
        .await
        .unwrap();
        assert_eq!(allowed, ["10.0.0.7:8080".parse().unwrap()]);
        // The same name on another port, or over https, is not the allowed origin.
        assert!(matches!(
            checked(
                &["10.0.0.7"],
                "http://push.internal:8080",
                "https://push.internal:8080/p"
            )
            .await,
            Err(RequestError::Refused(_))
        ));
        assert!(matches!(
            checked(
                &["10.0.0.7"],
                "http://push.internal:8080",
                "http://push.internal:8081/p"
            )
            .await,
            Err(RequestError::Refused(_))
        ));
    }

    #[tokio::test]
    async fn literal_addresses_are_checked_without_resolving() {
        let (client, resolver) = client(&["93.184.216.34"], "");
        for endpoint in [
            "https://[::1]/p",
            "https://127.0.0.1:8443/p",
            "https://[::ffff:8.8.8.8]/p",
        ] {
            assert!(
                matches!(client.endpoint(endpoint), Err(RequestError::Refused(_))),
                "{endpoint}"
            );
        }
        let public = client.endpoint("https://8.8.8.8/p").unwrap();
        assert_eq!(
            client.addresses(&public).await.unwrap(),
            ["8.8.8.8:443".parse().unwrap()]
        );
        assert!(resolver.asked.lock().unwrap().is_empty());
    }
}
