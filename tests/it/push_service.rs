//! A push service for the tests, on 127.0.0.1, and the browsers that subscribe to it. The
//! service keeps every request it gets and answers what the test scripted per path (201 by
//! default). A browser makes its own P-256 key pair and authentication secret, as a real one
//! does, and decrypts what it is sent by RFC 8291 and RFC 8188, written here from the RFCs
//! with the crates alone: nothing of the server's code is used to check the server.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use aes_gcm::aead::{Aead, KeyInit};
use aes_gcm::{Aes128Gcm, Nonce};
use axum::Router;
use axum::body::{Body, Bytes};
use axum::http::{HeaderMap, Response, Uri};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hkdf::Hkdf;
use p256::ecdsa::signature::Verifier;
use p256::ecdsa::{Signature, VerifyingKey};
use p256::elliptic_curve::sec1::ToEncodedPoint;
use p256::{PublicKey, SecretKey};
use serde_json::{Value, json};
use sha2::Sha256;

/// What the service answers on a path.
#[derive(Debug, Clone)]
pub enum Reply {
    /// This status, with a `Retry-After` when given.
    Status(u16, Option<&'static str>),
    /// 307 to this URL.
    Redirect(String),
}

/// One request the service got.
#[derive(Debug, Clone)]
pub struct Received {
    /// Its path.
    pub path: String,
    /// Its headers.
    pub headers: HeaderMap,
    /// Its body.
    pub body: Vec<u8>,
}

impl Received {
    /// A header as text.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }
}

#[derive(Default)]
struct Shared {
    received: Mutex<Vec<Received>>,
    replies: Mutex<HashMap<String, Vec<Reply>>>,
}

/// The push service on a loopback port.
pub struct PushService {
    /// Where it listens.
    pub addr: SocketAddr,
    shared: Arc<Shared>,
}

impl PushService {
    /// A service on a new port of 127.0.0.1.
    pub async fn start() -> PushService {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let shared = Arc::new(Shared::default());
        let state = shared.clone();
        let app = Router::new().fallback(move |uri: Uri, headers: HeaderMap, body: Bytes| {
            let state = state.clone();
            async move {
                let path = uri.path().to_string();
                state.received.lock().unwrap().push(Received {
                    path: path.clone(),
                    headers,
                    body: body.to_vec(),
                });
                let reply = {
                    let mut replies = state.replies.lock().unwrap();
                    match replies.get_mut(&path) {
                        Some(queue) if queue.len() > 1 => queue.remove(0),
                        Some(queue) if queue.len() == 1 => queue[0].clone(),
                        _ => Reply::Status(201, None),
                    }
                };
                let mut response = Response::builder();
                match reply {
                    Reply::Status(code, retry_after) => {
                        response = response.status(code);
                        if let Some(after) = retry_after {
                            response = response.header("retry-after", after);
                        }
                    }
                    Reply::Redirect(to) => {
                        response = response.status(307).header("location", to);
                    }
                }
                response.body(Body::empty()).unwrap()
            }
        });
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        PushService { addr, shared }
    }

    /// `http://127.0.0.1:PORT`.
    pub fn origin(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// The endpoint URL of `path` on this service.
    pub fn endpoint(&self, path: &str) -> String {
        format!("{}{path}", self.origin())
    }

    /// Answers `replies` on `path`, one per request, the last one from then on.
    pub fn reply(&self, path: &str, replies: Vec<Reply>) {
        self.shared
            .replies
            .lock()
            .unwrap()
            .insert(path.to_string(), replies);
    }

    /// Every request so far.
    pub fn received(&self) -> Vec<Received> {
        self.shared.received.lock().unwrap().clone()
    }

    /// The requests so far on `path`.
    pub fn received_on(&self, path: &str) -> Vec<Received> {
        self.received()
            .into_iter()
            .filter(|r| r.path == path)
            .collect()
    }
}

/// A listener on a loopback port that only counts the connections it is offered: what must
/// never be reached shows 0.
pub struct Tripwire {
    /// Where it listens.
    pub addr: SocketAddr,
    connections: Arc<AtomicUsize>,
}

impl Tripwire {
    /// A tripwire on a new port of `ip` (127.0.0.1 or ::1); none where that address cannot be
    /// bound (a machine without IPv6).
    pub async fn on(ip: &str) -> Option<Tripwire> {
        let listener = tokio::net::TcpListener::bind((ip, 0)).await.ok()?;
        let addr = listener.local_addr().unwrap();
        let connections = Arc::new(AtomicUsize::new(0));
        let count = connections.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                count.fetch_add(1, Ordering::SeqCst);
                drop(stream);
            }
        });
        Some(Tripwire { addr, connections })
    }

    /// The connections offered so far.
    pub fn connections(&self) -> usize {
        self.connections.load(Ordering::SeqCst)
    }
}

/// A browser's subscription: its keys, made as a browser makes them, and its endpoint.
pub struct Browser {
    secret: SecretKey,
    auth: [u8; 16],
    /// The endpoint its push service gave it.
    pub endpoint: String,
    /// The path of the endpoint on the service.
    pub path: String,
}

fn b64(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

fn unb64(text: &str) -> Vec<u8> {
    URL_SAFE_NO_PAD.decode(text).unwrap()
}

impl Browser {
    /// A browser subscribed at `path` of `service`, with fresh keys.
    pub fn new(service: &PushService, path: &str) -> Browser {
        Browser::at(service.endpoint(path), path)
    }

    /// A browser whose endpoint is `endpoint`.
    pub fn at(endpoint: String, path: &str) -> Browser {
        let mut bytes = [0u8; 32];
        let mut auth = [0u8; 16];
        loop {
            rand::Rng::fill(&mut rand::rng(), &mut bytes);
            if SecretKey::from_slice(&bytes).is_ok() {
                break;
            }
        }
        rand::Rng::fill(&mut rand::rng(), &mut auth);
        Browser {
            secret: SecretKey::from_slice(&bytes).unwrap(),
            auth,
            endpoint,
            path: path.to_string(),
        }
    }

    /// Its public key, uncompressed, base64url.
    pub fn p256dh(&self) -> String {
        b64(self.secret.public_key().to_encoded_point(false).as_bytes())
    }

    /// Its authentication secret, base64url.
    pub fn auth(&self) -> String {
        b64(&self.auth)
    }

    /// `PushSubscription.toJSON()`.
    pub fn subscription(&self) -> Value {
        json!({ "endpoint": self.endpoint, "expirationTime": null,
                "keys": { "p256dh": self.p256dh(), "auth": self.auth() } })
    }

    /// Decrypts a push body (RFC 8188 header, one record, RFC 8291 keys) into its JSON.
    pub fn decrypt(&self, body: &[u8]) -> Value {
        let plain = decrypt(&self.secret, &self.auth, body);
        serde_json::from_slice(&plain).expect("the payload is JSON")
    }
}

/// RFC 8291 §3.4 and RFC 8188 §2, from the receiving side.
pub fn decrypt(secret: &SecretKey, auth: &[u8], body: &[u8]) -> Vec<u8> {
    assert!(body.len() > 86, "a header and a record");
    let salt = &body[..16];
    let record_size = u32::from_be_bytes(body[16..20].try_into().unwrap());
    assert_eq!(record_size, 4096, "the record size");
    let id_len = body[20] as usize;
    assert_eq!(id_len, 65, "the key id is the sender's public key");
    let sender = &body[21..21 + id_len];
    let record = &body[21 + id_len..];
    assert!(record.len() <= record_size as usize, "one record");

    let sender_key = PublicKey::from_sec1_bytes(sender).expect("the sender's key");
    let shared = p256::ecdh::diffie_hellman(secret.to_nonzero_scalar(), sender_key.as_affine());
    let receiver = secret.public_key().to_encoded_point(false);
    let mut info = b"WebPush: info\0".to_vec();
    info.extend_from_slice(receiver.as_bytes());
    info.extend_from_slice(sender);
    let mut ikm = [0u8; 32];
    Hkdf::<Sha256>::new(Some(auth), shared.raw_secret_bytes())
        .expand(&info, &mut ikm)
        .unwrap();
    let prk = Hkdf::<Sha256>::new(Some(salt), &ikm);
    let mut cek = [0u8; 16];
    let mut nonce = [0u8; 12];
    prk.expand(b"Content-Encoding: aes128gcm\0", &mut cek)
        .unwrap();
    prk.expand(b"Content-Encoding: nonce\0", &mut nonce)
        .unwrap();
    let mut plain = Aes128Gcm::new(&cek.into())
        .decrypt(Nonce::from_slice(&nonce), record)
        .expect("the record decrypts with the browser's keys");
    // The last record: data, the delimiter 2, then zeros.
    while plain.last() == Some(&0) {
        plain.pop();
    }
    assert_eq!(plain.pop(), Some(2), "the last record's delimiter");
    plain
}

/// Checks `Authorization: vapid t=JWT, k=KEY` against the club's public key: ES256 signed by
/// it, for the origin `audience`, expiring within a day of now (the real time); returns the
/// claims.
pub fn verified_vapid(authorization: &str, public_key: &str, audience: &str) -> Value {
    let rest = authorization
        .strip_prefix("vapid ")
        .expect("the vapid scheme");
    let mut token = None;
    let mut key = None;
    for part in rest.split(',') {
        match part.trim().split_once('=') {
            Some(("t", value)) => token = Some(value.to_string()),
            Some(("k", value)) => key = Some(value.to_string()),
            _ => panic!("an unknown part in {authorization}"),
        }
    }
    assert_eq!(key.as_deref(), Some(public_key), "k is the club's key");
    let token = token.expect("t, the JWT");
    let parts: Vec<&str> = token.split('.').collect();
    assert_eq!(parts.len(), 3);
    let header: Value = serde_json::from_slice(&unb64(parts[0])).unwrap();
    assert_eq!(header["alg"], "ES256");
    let verifier = VerifyingKey::from_sec1_bytes(&unb64(public_key)).unwrap();
    let signature = Signature::from_slice(&unb64(parts[2])).expect("r || s, 64 bytes");
    verifier
        .verify(format!("{}.{}", parts[0], parts[1]).as_bytes(), &signature)
        .expect("signed with the club's VAPID key");
    let claims: Value = serde_json::from_slice(&unb64(parts[1])).unwrap();
    assert_eq!(claims["aud"], audience);
    let exp = claims["exp"].as_i64().expect("exp");
    let now = chrono::Utc::now().timestamp();
    assert!(exp > now, "not expired: {claims}");
    assert!(exp <= now + 24 * 3600, "at most 24 hours ahead: {claims}");
    claims
}

#[test]
fn the_browser_side_decrypts_the_rfcs_example() {
    let secret =
        SecretKey::from_slice(&unb64("q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94")).unwrap();
    let auth = unb64("BTBZMqHH6r4Tts7J_aSIgg");
    let body = unb64(concat!(
        "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml",
        "mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT",
        "pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN"
    ));
    assert_eq!(
        decrypt(&secret, &auth, &body),
        b"When I grow up, I want to be a watermelon"
    );
}
