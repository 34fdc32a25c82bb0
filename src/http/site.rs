//! Where the app lives on the network, as the operator configures it: its public address,
//! the reverse proxies it trusts, and the host names it answers to (docs/operations.md).
//!
//! - **Public URL** (`--public-url`). When it is `https://…`, cookies are `Secure` and carry
//!   the `__Host-` prefix (no sibling subdomain can set or shadow them), every answer sends
//!   HSTS, and a state-changing request must come from that exact origin. Without it, the
//!   app makes no claim about TLS: cookies are `Secure` only on requests a proxy marks as
//!   HTTPS, and a write's `Origin` must match its own `Host`.
//! - **Trusted proxies** (`--trusted-proxies`). A request whose TCP peer is one of them is
//!   from the right-most `X-Forwarded-For` hop that is not; from anyone else the header is
//!   ignored, so it cannot be spoofed.
//! - **Allowed hosts** (`--allowed-hosts`). When set, a request naming another `Host` gets
//!   421, which defeats DNS rebinding against an app on a LAN address.

use std::net::IpAddr;

use axum::http::HeaderMap;
use ipnet::IpNet;

use crate::domain::session::SessionKind;

/// The admin session cookie, without the `__Host-` prefix.
pub const ADMIN_COOKIE: &str = "th_admin";
/// The league unlock cookie, without the `__Host-` prefix.
pub const LEAGUE_COOKIE: &str = "th_league";
/// The known-device cookie (`crate::club::devices`), without the `__Host-` prefix.
pub const DEVICE_COOKIE: &str = "th_device";
/// The member session cookie (`crate::club::members`), without the `__Host-` prefix.
pub const MEMBER_COOKIE: &str = "th_member";

/// The operator's network settings; the default is a club PC on its own (no proxy, any
/// host, no public URL).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Site {
    /// The origin the club reaches the app at (`https://club.example`), no trailing slash.
    public_origin: Option<String>,
    /// The proxies whose `X-Forwarded-For` is believed.
    trusted_proxies: Vec<IpNet>,
    /// The `Host` values answered, lowercase; empty means any.
    allowed_hosts: Vec<String>,
}

impl Site {
    /// Settings from the command line's values; each error is a sentence for the operator.
    pub fn new(
        public_url: Option<&str>,
        trusted_proxies: Option<&str>,
        allowed_hosts: Option<&str>,
    ) -> Result<Site, String> {
        let public_origin = public_url
            .map(str::trim)
            .filter(|u| !u.is_empty())
            .map(parse_origin)
            .transpose()?;
        let trusted_proxies = list(trusted_proxies)
            .map(|cidr| {
                cidr.parse::<IpNet>()
                    .or_else(|_| cidr.parse::<IpAddr>().map(IpNet::from))
                    .map(|net| net.trunc())
                    .map_err(|_| {
                        format!("{cidr:?} is not an address or a CIDR range (like 127.0.0.1/32)")
                    })
            })
            .collect::<Result<Vec<_>, _>>()?;
        let allowed_hosts = list(allowed_hosts).map(str::to_ascii_lowercase).collect();
        Ok(Site {
            public_origin,
            trusted_proxies,
            allowed_hosts,
        })
    }

    /// Whether the club reaches the app over HTTPS, as the public URL says.
    pub fn is_https(&self) -> bool {
        self.public_origin
            .as_deref()
            .is_some_and(|o| o.starts_with("https://"))
    }

    /// The public origin, when configured.
    pub fn public_origin(&self) -> Option<&str> {
        self.public_origin.as_deref()
    }

    /// The name of the cookie of `kind`: `__Host-` prefixed behind a public HTTPS URL.
    pub fn cookie_name(&self, kind: SessionKind) -> &'static str {
        match (kind, self.is_https()) {
            (SessionKind::Admin, false) => ADMIN_COOKIE,
            (SessionKind::Admin, true) => "__Host-th_admin",
            (SessionKind::League, false) => LEAGUE_COOKIE,
            (SessionKind::League, true) => "__Host-th_league",
        }
    }

    /// The name of the known-device cookie: `__Host-` prefixed behind a public HTTPS URL.
    pub fn device_cookie_name(&self) -> &'static str {
        if self.is_https() {
            "__Host-th_device"
        } else {
            DEVICE_COOKIE
        }
    }

    /// The name of the member session cookie: `__Host-` prefixed behind a public HTTPS URL.
    pub fn member_cookie_name(&self) -> &'static str {
        if self.is_https() {
            "__Host-th_member"
        } else {
            MEMBER_COOKIE
        }
    }

    /// The origin links the app hands out start with: the public URL, or without one the
    /// request's own `Host` (over HTTPS when a proxy says so); none without a `Host`.
    pub fn origin_of(&self, headers: &HeaderMap) -> Option<String> {
        if let Some(public) = &self.public_origin {
            return Some(public.clone());
        }
        let host = headers
            .get(axum::http::header::HOST)?
            .to_str()
            .ok()
            .filter(|h| !h.is_empty() && !h.contains(['/', '@', ' ', '#', '?']))?;
        let scheme = if self.secure_cookies(headers) {
            "https"
        } else {
            "http"
        };
        Some(format!("{scheme}://{}", host.to_ascii_lowercase()))
    }

    /// Whether a new cookie gets `Secure`: always behind a public HTTPS URL, else when a
    /// proxy says the request came over HTTPS.
    pub fn secure_cookies(&self, headers: &HeaderMap) -> bool {
        self.is_https()
            || headers
                .get("x-forwarded-proto")
                .and_then(|v| v.to_str().ok())
                .is_some_and(|v| v.eq_ignore_ascii_case("https"))
    }

    /// Whether `peer` is a trusted proxy.
    pub fn is_trusted_proxy(&self, peer: IpAddr) -> bool {
        let peer = canonical(peer);
        self.trusted_proxies.iter().any(|net| net.contains(&peer))
    }

    /// Whether any trusted proxy is configured.
    pub fn has_trusted_proxies(&self) -> bool {
        !self.trusted_proxies.is_empty()
    }

    /// The client behind a request from `peer`: `peer` itself, unless it is a trusted proxy,
    /// then the right-most `X-Forwarded-For` hop that is not trusted. A malformed hop stops
    /// the walk at the last proxy that was trusted, which then stands for the client.
    pub fn client(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        let mut client = canonical(peer);
        if !self.is_trusted_proxy(client) {
            return client;
        }
        let hops: Vec<&str> = headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .map(str::trim)
            .collect();
        for hop in hops.iter().rev() {
            let Some(ip) = parse_hop(hop) else {
                return client;
            };
            client = canonical(ip);
            if !self.is_trusted_proxy(client) {
                return client;
            }
        }
        client
    }

    /// Whether the request's `Host` is one the app answers to.
    pub fn host_allowed(&self, headers: &HeaderMap) -> bool {
        if self.allowed_hosts.is_empty() {
            return true;
        }
        let Some(host) = headers
            .get(axum::http::header::HOST)
            .and_then(|h| h.to_str().ok())
        else {
            return false;
        };
        let host = host.to_ascii_lowercase();
        let bare = strip_port(&host);
        self.allowed_hosts
            .iter()
            .any(|allowed| *allowed == host || allowed == bare)
    }
}

fn list(value: Option<&str>) -> impl Iterator<Item = &str> {
    value
        .unwrap_or("")
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
}

/// `https://club.example/` → `https://club.example`; refuses anything that is not a bare
/// http(s) origin, so that a typo cannot silently turn the checks off.
fn parse_origin(url: &str) -> Result<String, String> {
    let lower = url.to_ascii_lowercase();
    let lower = lower.trim_end_matches('/');
    let rest = lower
        .strip_prefix("https://")
        .or_else(|| lower.strip_prefix("http://"))
        .ok_or_else(|| format!("the public URL {url:?} must start with https:// or http://"))?;
    if rest.is_empty() || rest.contains(['/', '?', '#', '@', ' ']) {
        return Err(format!(
            "the public URL {url:?} must be an origin only, like https://club.example"
        ));
    }
    Ok(lower.to_string())
}

/// An `X-Forwarded-For` hop: an address, possibly with a port (`1.2.3.4:5678`,
/// `[2001:db8::1]:443`).
fn parse_hop(hop: &str) -> Option<IpAddr> {
    if let Ok(ip) = hop.parse() {
        return Some(ip);
    }
    if let Some(inner) = hop.strip_prefix('[') {
        return inner.split(']').next()?.parse().ok();
    }
    hop.rsplit_once(':')?.0.parse().ok()
}

fn strip_port(host: &str) -> &str {
    if host.starts_with('[') {
        return host
            .split(']')
            .next()
            .map_or(host, |h| &host[..h.len() + 1]);
    }
    host.rsplit_once(':').map_or(host, |(bare, _)| bare)
}

/// An IPv4 address that arrived as IPv6 (`::ffff:1.2.3.4`) is that IPv4 address.
pub fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, HeaderValue::from_str(value).unwrap());
        }
        map
    }

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn forwarded_for_is_believed_only_from_trusted_proxies() {
        let site = Site::new(None, Some("127.0.0.1/32, ::1/128,10.0.0.0/8"), None).unwrap();
        let xff = headers(&[("x-forwarded-for", "6.6.6.6, 203.0.113.9, 10.1.2.3")]);
        // From a trusted proxy: the right-most untrusted hop (not the spoofable left-most).
        assert_eq!(site.client(ip("127.0.0.1"), &xff), ip("203.0.113.9"));
        assert_eq!(site.client(ip("::ffff:127.0.0.1"), &xff), ip("203.0.113.9"));
        // From anyone else the header is ignored.
        assert_eq!(site.client(ip("198.51.100.7"), &xff), ip("198.51.100.7"));
        // Several headers are one list, in order.
        let split = headers(&[
            ("x-forwarded-for", "6.6.6.6"),
            ("x-forwarded-for", "[2001:db8::5]:443"),
        ]);
        assert_eq!(site.client(ip("::1"), &split), ip("2001:db8::5"));
        // A malformed hop stops the walk at the last trusted one.
        let junk = headers(&[("x-forwarded-for", "1.2.3.4, nonsense, 10.0.0.1")]);
        assert_eq!(site.client(ip("127.0.0.1"), &junk), ip("10.0.0.1"));
        // No proxies configured: the header never counts.
        let open = Site::default();
        assert_eq!(open.client(ip("127.0.0.1"), &xff), ip("127.0.0.1"));
    }

    #[test]
    fn public_https_url_names_and_secures_the_cookies() {
        let site = Site::new(Some("https://Club.Example/"), None, None).unwrap();
        assert!(site.is_https());
        assert_eq!(site.public_origin(), Some("https://club.example"));
        assert_eq!(site.cookie_name(SessionKind::Admin), "__Host-th_admin");
        assert!(site.secure_cookies(&HeaderMap::new()));
        let plain = Site::default();
        assert_eq!(plain.cookie_name(SessionKind::League), "th_league");
        assert!(!plain.secure_cookies(&HeaderMap::new()));
        assert!(plain.secure_cookies(&headers(&[("x-forwarded-proto", "https")])));
        assert_eq!(site.member_cookie_name(), "__Host-th_member");
        assert_eq!(plain.member_cookie_name(), "th_member");
        for bad in ["club.example", "https://club.example/path", "ftp://x"] {
            assert!(Site::new(Some(bad), None, None).is_err(), "{bad}");
        }
        assert!(Site::new(None, Some("10.0.0.0/33"), None).is_err());
    }

    #[test]
    fn links_start_with_the_public_url_or_the_request_s_host() {
        let public = Site::new(Some("https://club.example"), None, None).unwrap();
        let asked = headers(&[("host", "192.168.1.20:8080")]);
        assert_eq!(
            public.origin_of(&asked).as_deref(),
            Some("https://club.example")
        );
        let plain = Site::default();
        assert_eq!(
            plain.origin_of(&asked).as_deref(),
            Some("http://192.168.1.20:8080")
        );
        let proxied = headers(&[("host", "Club.Example"), ("x-forwarded-proto", "https")]);
        assert_eq!(
            plain.origin_of(&proxied).as_deref(),
            Some("https://club.example")
        );
        assert_eq!(plain.origin_of(&HeaderMap::new()), None);
        assert_eq!(plain.origin_of(&headers(&[("host", "evil.test/x#")])), None);
    }

    #[test]
    fn allowed_hosts_match_with_or_without_port() {
        let site = Site::new(None, None, Some("club.example, 192.168.1.20:8080")).unwrap();
        assert!(site.host_allowed(&headers(&[("host", "CLUB.example:8443")])));
        assert!(site.host_allowed(&headers(&[("host", "192.168.1.20:8080")])));
        assert!(!site.host_allowed(&headers(&[("host", "rebind.attacker.test")])));
        assert!(!site.host_allowed(&HeaderMap::new()));
        assert!(Site::default().host_allowed(&HeaderMap::new()));
    }
}
