//! The one HTTP request a push is (RFC 8030 §5), made so a member's endpoint can never lead
//! the server into the club's network (decisions §12, "Push endpoints"): the host is
//! resolved once, every address it resolves to must be public (unless the operator allowed
//! the origin), and the connection goes to an address that was checked, so a second answer
//! of the name's DNS cannot switch it. TLS (rustls with ring, the Mozilla roots) names the
//! host; HTTP/1.1 carries one request; a redirect is an answer, never followed.

use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use http_body_util::Full;
use hyper::body::Bytes;
use hyper::{Request, StatusCode};
use hyper_util::rt::TokioIo;
use rustls::pki_types::ServerName;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::TcpStream;
use url::Host;

use crate::domain::addresses::classify;
use crate::domain::push::{Endpoint, EndpointProblem, PushAllow, Scheme, parse_endpoint};

/// The longest wait for a TCP connection to one address.
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// The longest wait for the TLS handshake and the answer's head, after connecting.
pub const ANSWER_TIMEOUT: Duration = Duration::from_secs(15);

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

    /// Posts `body` with `headers` to `endpoint` and reads the answer's head. No redirect is
    /// followed: a 3xx comes back as the answer.
    pub async fn post(
        &self,
        endpoint: &Endpoint,
        headers: &[(&'static str, String)],
        body: Vec<u8>,
    ) -> Result<Answer, RequestError> {
        let addresses = self.addresses(endpoint).await?;
        let tcp = connect_first(&addresses).await?;
        let request = build_request(endpoint, headers, body)?;
        let exchange = async {
            match endpoint.scheme {
                Scheme::Http => exchange(tcp, request).await,
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
                    exchange(tls, request).await
                }
            }
        };
        tokio::time::timeout(ANSWER_TIMEOUT, exchange)
            .await
            .unwrap_or_else(|_| Err(RequestError::Network("no answer in time".into())))
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
    body: Vec<u8>,
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
        .body(Full::new(Bytes::from(body)))
        .map_err(|e| RequestError::Refused(format!("cannot make the request: {e}")))
}

/// One request over `stream`, and the head of its answer; the connection is closed after.
async fn exchange<S>(stream: S, request: Request<Full<Bytes>>) -> Result<Answer, RequestError>
where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let (mut sender, connection) = hyper::client::conn::http1::handshake(TokioIo::new(stream))
        .await
        .map_err(|e| RequestError::Network(format!("HTTP: {e}")))?;
    let driver = tokio::spawn(connection);
    let answer = sender
        .send_request(request)
        .await
        .map(|response| Answer {
            status: response.status(),
            retry_after: response
                .headers()
                .get(hyper::header::RETRY_AFTER)
                .and_then(|v| v.to_str().ok())
                .map(str::to_string),
        })
        .map_err(|e| RequestError::Network(format!("HTTP: {e}")));
    driver.abort();
    answer
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
