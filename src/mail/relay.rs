//! The relay the operator names with `--smtp-url` (docs/operations.md#email):
//! `smtps://host:465` (TLS from the first byte), `smtp://host:587?tls=required` (STARTTLS,
//! refused if the relay does not offer it), or a plain `smtp://host:port` only to a loopback
//! address (a local relay on the same machine). The user may be named in the URL
//! (`smtps://club%40example.org@host`); the password never is: it comes from
//! `TOURNAMENT_HUB_SMTP_PASSWORD`, so it shows in no process list or shell history.

use std::net::IpAddr;

use url::{Host, Url};

/// How the connection to the relay is protected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Security {
    /// TLS from the first byte (`smtps://`, port 465 by default).
    Tls,
    /// STARTTLS, required (`smtp://…?tls=required`, port 587 by default).
    StartTls,
    /// None: only to a loopback address (`smtp://127.0.0.1:25`).
    Plain,
}

/// A relay, as `--smtp-url` names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Relay {
    /// How the connection is protected.
    pub security: Security,
    /// The host name or address (an IPv6 address without brackets).
    pub host: String,
    /// The port.
    pub port: u16,
    /// The user to sign in as, if any (its password comes from the environment).
    pub user: Option<String>,
}

/// Whether `host` is this machine: `localhost`, 127.0.0.0/8 or ::1. (An `smtp:` URL is not
/// one the URL standard knows, so an IPv4 address arrives as a name.)
fn is_loopback(host: &Host<&str>) -> bool {
    match host {
        Host::Domain(name) => {
            name.eq_ignore_ascii_case("localhost")
                || name.parse::<IpAddr>().is_ok_and(|ip| ip.is_loopback())
        }
        Host::Ipv4(ip) => ip.is_loopback(),
        Host::Ipv6(ip) => IpAddr::V6(*ip).to_canonical().is_loopback(),
    }
}

/// Reads `--smtp-url`; each refusal is a sentence for the operator.
pub fn parse(text: &str) -> Result<Relay, String> {
    let url = Url::parse(text.trim()).map_err(|e| {
        format!("--smtp-url {text:?} is not a URL ({e}); use smtps://host:465 or smtp://host:587?tls=required")
    })?;
    if url.password().is_some() {
        return Err(
            "--smtp-url must not carry the password: put it in TOURNAMENT_HUB_SMTP_PASSWORD".into(),
        );
    }
    if !matches!(url.scheme(), "smtps" | "smtp") {
        return Err(format!(
            "--smtp-url {text:?}: the scheme is {}, not smtps or smtp",
            url.scheme()
        ));
    }
    let host = url
        .host()
        .filter(|host| !matches!(host, Host::Domain("")))
        .ok_or_else(|| format!("--smtp-url {text:?} names no host"))?;
    if !matches!(url.path(), "" | "/") || url.fragment().is_some() {
        return Err(format!(
            "--smtp-url {text:?} must be only a scheme, a host and a port (and ?tls=required)"
        ));
    }
    let mut tls = None;
    for (key, value) in url.query_pairs() {
        match (key.as_ref(), tls) {
            ("tls", None) => tls = Some(value.into_owned()),
            _ => {
                return Err(format!(
                    "--smtp-url {text:?}: the only option is ?tls=required (STARTTLS)"
                ));
            }
        }
    }
    let security = match (url.scheme(), tls.as_deref()) {
        ("smtps", None) => Security::Tls,
        ("smtp", Some("required")) => Security::StartTls,
        ("smtp", None) if is_loopback(&host) => Security::Plain,
        ("smtp", None) => {
            return Err(format!(
                "--smtp-url {text:?} would send mail (and the password) unencrypted: use \
                 smtps://{host}:465 or smtp://{host}:587?tls=required; plain smtp:// is only \
                 for a relay on this machine (127.0.0.1, ::1, localhost)"
            ));
        }
        ("smtp", Some(other)) => {
            return Err(format!(
                "--smtp-url {text:?}: tls={other} is not allowed; use tls=required (STARTTLS), or \
                 smtps:// for TLS"
            ));
        }
        ("smtps", Some(_)) => {
            return Err(format!(
                "--smtp-url {text:?}: smtps:// is TLS already; leave out ?tls="
            ));
        }
        (scheme, _) => {
            return Err(format!(
                "--smtp-url {text:?}: the scheme is {scheme}, not smtps or smtp"
            ));
        }
    };
    let port = url.port().unwrap_or(match security {
        Security::Tls => 465,
        Security::StartTls => 587,
        Security::Plain => 25,
    });
    let user = match url.username() {
        "" => None,
        user => Some(
            percent_encoding_decode(user)
                .ok_or_else(|| format!("--smtp-url {text:?}: the user is not valid UTF-8"))?,
        ),
    };
    let host = match host {
        Host::Domain(name) => name.to_ascii_lowercase(),
        Host::Ipv4(ip) => ip.to_string(),
        Host::Ipv6(ip) => ip.to_string(),
    };
    Ok(Relay {
        security,
        host,
        port,
        user,
    })
}

/// `club%40example.org` → `club@example.org`.
fn percent_encoding_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn relay(security: Security, host: &str, port: u16, user: Option<&str>) -> Relay {
        Relay {
            security,
            host: host.into(),
            port,
            user: user.map(str::to_string),
        }
    }

    #[test]
    fn the_accepted_forms() {
        let cases = [
            (
                "smtps://mail.example.org",
                relay(Security::Tls, "mail.example.org", 465, None),
            ),
            (
                "smtps://Mail.Example.org:2465/",
                relay(Security::Tls, "mail.example.org", 2465, None),
            ),
            (
                "smtps://club%40example.org@mail.example.org:465",
                relay(
                    Security::Tls,
                    "mail.example.org",
                    465,
                    Some("club@example.org"),
                ),
            ),
            (
                "smtp://mail.example.org?tls=required",
                relay(Security::StartTls, "mail.example.org", 587, None),
            ),
            (
                "smtp://apikey@smtp.example.net:2525?tls=required",
                relay(Security::StartTls, "smtp.example.net", 2525, Some("apikey")),
            ),
            (
                "smtp://127.0.0.1:2525",
                relay(Security::Plain, "127.0.0.1", 2525, None),
            ),
            (
                "smtp://127.8.9.10",
                relay(Security::Plain, "127.8.9.10", 25, None),
            ),
            (
                "smtp://[::1]:1025",
                relay(Security::Plain, "::1", 1025, None),
            ),
            (
                "smtp://LocalHost:1025",
                relay(Security::Plain, "localhost", 1025, None),
            ),
            (
                "smtp://127.0.0.1:587?tls=required",
                relay(Security::StartTls, "127.0.0.1", 587, None),
            ),
        ];
        for (text, expected) in cases {
            assert_eq!(parse(text), Ok(expected), "{text}");
        }
    }

    #[test]
    fn the_refused_forms_say_why() {
        let cases = [
            ("smtp://mail.example.org:25", "unencrypted"),
            ("smtp://10.0.0.5:25", "unencrypted"),
            ("smtp://192.168.1.2", "unencrypted"),
            ("smtp://localhost.example.org:25", "unencrypted"),
            ("smtp://[::ffff:10.0.0.1]:25", "unencrypted"),
            (
                "smtp://mail.example.org?tls=opportunistic",
                "tls=opportunistic",
            ),
            ("smtps://mail.example.org?tls=required", "TLS already"),
            ("smtps://mail.example.org?auth=plain", "only option"),
            (
                "smtp://mail.example.org?tls=required&tls=required",
                "only option",
            ),
            (
                "smtps://user:secret@mail.example.org",
                "TOURNAMENT_HUB_SMTP_PASSWORD",
            ),
            ("smtps://mail.example.org/ehlo-name", "only a scheme"),
            ("http://mail.example.org", "not smtps or smtp"),
            ("mail.example.org:465", "not smtps or smtp"),
            ("smtps://", "names no host"),
            ("not a url", "is not a URL"),
        ];
        for (text, why) in cases {
            let refused = parse(text).expect_err(text);
            assert!(refused.contains(why), "{text}: {refused}");
        }
    }
}
