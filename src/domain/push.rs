//! Web Push's rules (docs/rules.md#push): which endpoints a member may hand
//! in, the operator's allowance of origins beside public https, what a subscription's keys
//! must be, the club's VAPID key pair, and how long and how urgently a push service keeps
//! each kind of notice. Pure: the random bytes of a new key pair come from the caller.

use base64::Engine;
use base64::engine::general_purpose::{GeneralPurpose, GeneralPurposeConfig, URL_SAFE_NO_PAD};
use base64::engine::{DecodePaddingMode, general_purpose};
use url::{Host, Url};

use super::addresses::classify;
use super::notices::NoticeKind;

/// The longest endpoint kept, in characters.
pub const MAX_ENDPOINT_CHARS: usize = 1000;
/// The most devices one member keeps; subscribing another replaces their oldest.
pub const MAX_SUBSCRIPTIONS: usize = 10;

/// Base64url that takes its padding or not, as browsers differ.
const LENIENT_URL_SAFE: GeneralPurpose = GeneralPurpose::new(
    &base64::alphabet::URL_SAFE,
    GeneralPurposeConfig::new().with_decode_padding_mode(DecodePaddingMode::Indifferent),
);

/// `bytes` as base64url without padding, as Web Push writes keys.
pub fn base64url(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

/// Base64url (with or without padding) decoded; none when it is not.
pub fn from_base64url(text: &str) -> Option<Vec<u8>> {
    LENIENT_URL_SAFE.decode(text.trim()).ok()
}

/// The scheme of an origin the server may post to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scheme {
    /// Plain HTTP: only to an origin the operator allowed.
    Http,
    /// HTTPS.
    Https,
}

impl Scheme {
    fn parse(text: &str) -> Option<Scheme> {
        match text.to_ascii_lowercase().as_str() {
            "http" => Some(Scheme::Http),
            "https" => Some(Scheme::Https),
            _ => None,
        }
    }

    /// `http` or `https`.
    pub fn as_str(self) -> &'static str {
        match self {
            Scheme::Http => "http",
            Scheme::Https => "https",
        }
    }
}

/// One origin the operator allowed: its scheme, host and port, or any port when it named
/// none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AllowedOrigin {
    /// Its scheme.
    pub scheme: Scheme,
    /// Its host, as a URL's host is compared (lowercase names, parsed addresses).
    pub host: Host<String>,
    /// Its port; none for any.
    pub port: Option<u16>,
}

impl AllowedOrigin {
    /// `http://127.0.0.1:8080` or `http://127.0.0.1` (any port): a scheme, a host, perhaps a
    /// port, and nothing else but a trailing `/`.
    pub fn parse(text: &str) -> Result<AllowedOrigin, String> {
        let text = text.trim();
        let refuse = |why: &str| format!("--push-allow {text:?}: {why}");
        let (scheme, rest) = text
            .split_once("://")
            .ok_or_else(|| refuse("name an origin such as http://127.0.0.1:8080"))?;
        let scheme =
            Scheme::parse(scheme).ok_or_else(|| refuse("the scheme must be http or https"))?;
        let authority = rest.strip_suffix('/').unwrap_or(rest);
        if authority.is_empty() || authority.contains(['/', '?', '#', '@', '\\']) {
            return Err(refuse("only a scheme, a host and a port"));
        }
        let (host, port) = match authority.strip_prefix('[') {
            Some(bracketed) => {
                let (inside, after) = bracketed
                    .split_once(']')
                    .ok_or_else(|| refuse("an unclosed [ in the host"))?;
                let port = match after {
                    "" => None,
                    after => Some(
                        after
                            .strip_prefix(':')
                            .ok_or_else(|| refuse("a port follows ':'"))?,
                    ),
                };
                (format!("[{inside}]"), port)
            }
            None => match authority.split_once(':') {
                Some((host, port)) => (host.to_string(), Some(port)),
                None => (authority.to_string(), None),
            },
        };
        let port = port
            .map(|p| match p.parse::<u16>() {
                Ok(port) if port > 0 && p.bytes().all(|b| b.is_ascii_digit()) => Ok(port),
                _ => Err(refuse("the port must be a number from 1 to 65535")),
            })
            .transpose()?;
        let host =
            Host::parse(&host).map_err(|_| refuse("the host is not a host name or address"))?;
        Ok(AllowedOrigin { scheme, host, port })
    }

    fn allows(&self, scheme: Scheme, host: &Host<String>, port: u16) -> bool {
        self.scheme == scheme && &self.host == host && self.port.is_none_or(|p| p == port)
    }
}

/// The origins the operator allowed beside public https (`--push-allow`), for tests or a
/// private push service. Empty by default.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PushAllow {
    origins: Vec<AllowedOrigin>,
}

impl PushAllow {
    /// A comma-separated list of origins (`--push-allow`); blanks between are ignored.
    pub fn parse(list: &str) -> Result<PushAllow, String> {
        let origins = list
            .split(',')
            .filter(|item| !item.trim().is_empty())
            .map(AllowedOrigin::parse)
            .collect::<Result<Vec<_>, _>>()?;
        Ok(PushAllow { origins })
    }

    /// Whether nothing is allowed beyond public https.
    pub fn is_empty(&self) -> bool {
        self.origins.is_empty()
    }

    /// Whether the origin of `scheme`, `host` and `port` is one the operator allowed. Each
    /// part is compared parsed, never the text: `http://127.0.0.1` allows no
    /// `http://127.0.0.1.evil.example`.
    pub fn allows(&self, scheme: Scheme, host: &Host<String>, port: u16) -> bool {
        self.origins.iter().any(|o| o.allows(scheme, host, port))
    }
}

/// Why an endpoint is not taken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EndpointProblem {
    /// Not an absolute URL of the right form, or too long (`push_endpoint_invalid`).
    Invalid(String),
    /// A URL the server will not post to (`push_endpoint_refused`).
    Refused(String),
}

/// A push endpoint as the server posts to it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Endpoint {
    /// The whole URL.
    pub url: Url,
    /// Its scheme.
    pub scheme: Scheme,
    /// Its host.
    pub host: Host<String>,
    /// Its port (the scheme's when it names none).
    pub port: u16,
    /// Whether the operator allowed its origin: then plain http and any address are fine.
    pub allowed: bool,
}

impl Endpoint {
    /// `https://push.example:8443`: the origin VAPID's `aud` names (RFC 8292 §2).
    pub fn origin(&self) -> String {
        self.url.origin().ascii_serialization()
    }
}

/// Checks an endpoint a member hands in: an absolute `https` URL of at most
/// [`MAX_ENDPOINT_CHARS`], without credentials or fragment, whose host is a name or a public
/// address; or one on an origin in `allow`, which may be `http` and any address. A host name
/// is resolved, and its addresses checked, only when a push is sent (src/push/client.rs).
pub fn parse_endpoint(text: &str, allow: &PushAllow) -> Result<Endpoint, EndpointProblem> {
    use EndpointProblem::{Invalid, Refused};
    if text.chars().count() > MAX_ENDPOINT_CHARS {
        return Err(Invalid(format!(
            "A push endpoint has at most {MAX_ENDPOINT_CHARS} characters"
        )));
    }
    let url =
        Url::parse(text).map_err(|_| Invalid("The push endpoint is not an absolute URL".into()))?;
    let Some(scheme) = Scheme::parse(url.scheme()) else {
        return Err(Refused(format!(
            "A push endpoint must be https, not {}",
            url.scheme()
        )));
    };
    if !url.username().is_empty() || url.password().is_some() || url.fragment().is_some() {
        return Err(Invalid(
            "A push endpoint carries no user, password or fragment".into(),
        ));
    }
    let (Some(host), Some(port)) = (
        url.host().map(|h| h.to_owned()),
        url.port_or_known_default(),
    ) else {
        return Err(Invalid("The push endpoint names no host".into()));
    };
    let allowed = allow.allows(scheme, &host, port);
    if !allowed {
        if scheme != Scheme::Https {
            return Err(Refused("A push endpoint must be https".into()));
        }
        let ip = match &host {
            Host::Ipv4(v4) => Some(std::net::IpAddr::V4(*v4)),
            Host::Ipv6(v6) => Some(std::net::IpAddr::V6(*v6)),
            Host::Domain(name) => {
                let name = name.trim_end_matches('.');
                if name == "localhost" || name.ends_with(".localhost") {
                    return Err(Refused("A push endpoint cannot be this machine".into()));
                }
                None
            }
        };
        if let Some(ip) = ip
            && !classify(ip).is_public()
        {
            return Err(Refused(format!(
                "A push endpoint must be on a public address; {ip} is {}",
                classify(ip).describe()
            )));
        }
    }
    Ok(Endpoint {
        url,
        scheme,
        host,
        port,
        allowed,
    })
}

/// An endpoint in the normal form it is kept in (the text itself when it is no URL).
pub fn normal_endpoint(text: &str) -> String {
    Url::parse(text).map_or_else(|_| text.to_string(), String::from)
}

/// The keys a browser made for a subscription: its ECDH public key (P-256, uncompressed)
/// and its 16-byte authentication secret (RFC 8291 §3).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubscriptionKeys {
    /// The uncompressed point, 65 bytes.
    pub p256dh: [u8; 65],
    /// The authentication secret.
    pub auth: [u8; 16],
}

impl SubscriptionKeys {
    /// The keys as the browser sends them (base64url), checked: `p256dh` must be a point on
    /// P-256 and `auth` 16 bytes. The error names the field that is wrong.
    pub fn parse(p256dh: &str, auth: &str) -> Result<SubscriptionKeys, &'static str> {
        let point: [u8; 65] = from_base64url(p256dh)
            .and_then(|bytes| bytes.try_into().ok())
            .filter(|point: &[u8; 65]| p256::PublicKey::from_sec1_bytes(point).is_ok())
            .ok_or("keys.p256dh")?;
        let auth: [u8; 16] = from_base64url(auth)
            .and_then(|bytes| bytes.try_into().ok())
            .ok_or("keys.auth")?;
        Ok(SubscriptionKeys {
            p256dh: point,
            auth,
        })
    }
}

/// The club's VAPID key pair (RFC 8292), base64url: the private scalar and the uncompressed
/// public point, which browsers name as `applicationServerKey`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VapidKeyPair {
    /// The private scalar, 32 bytes.
    pub private_key: String,
    /// The public point, 65 bytes.
    pub public_key: String,
}

impl VapidKeyPair {
    /// The key pair whose private scalar is `secret` (32 random bytes from the caller); none
    /// for the rare bytes that are no scalar of P-256 (zero, or past the group's order):
    /// draw again.
    pub fn from_secret(secret: [u8; 32]) -> Option<VapidKeyPair> {
        let key = p256::SecretKey::from_bytes(&secret.into()).ok()?;
        let public =
            p256::elliptic_curve::sec1::ToEncodedPoint::to_encoded_point(&key.public_key(), false);
        Some(VapidKeyPair {
            private_key: general_purpose::URL_SAFE_NO_PAD.encode(secret),
            public_key: base64url(public.as_bytes()),
        })
    }
}

/// How long a push service keeps a notice for a device that is off, in seconds: about as
/// long as it is worth hearing. A result to confirm keeps for its 48 hours, a deadline
/// tomorrow for half a day, a week's list for a day, the rest for three days.
pub fn ttl_secs(kind: NoticeKind) -> u32 {
    match kind {
        NoticeKind::ResultReported => 48 * 3600,
        NoticeKind::DeadlineTomorrow => 12 * 3600,
        NoticeKind::YourWeek => 24 * 3600,
        _ => 3 * 24 * 3600,
    }
}

/// RFC 8030's `Urgency`: `high` for a result that awaits the member's confirmation (their 48
/// hours run), else `normal`, so a phone saving its battery may wait.
pub fn urgency(awaiting_confirmation: bool) -> &'static str {
    if awaiting_confirmation {
        "high"
    } else {
        "normal"
    }
}

#[cfg(test)]
#[path = "push_tests.rs"]
mod tests;
