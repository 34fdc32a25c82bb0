//! Email (docs/operations.md#email): the SMTP [`Courier`] of the delivery worker, over
//! rustls. Like `db` and `delivery` it is infrastructure: it knows neither `http` nor `club`.
//! It turns each claimed notice into a [`letter::Letter`] in the reader's language and hands
//! it to the relay `--smtp-url` names ([`relay`]), signed in as the URL's user with the
//! password from `TOURNAMENT_HUB_SMTP_PASSWORD`. Members get their own notices at their
//! address, with one-click unsubscribe; the admin's notices go to `--admin-email`.
//!
//! Every email links to the site by `--public-url`, never by a request's `Host` (which a
//! stranger could choose), so email needs a public URL.

pub mod letter;
pub mod relay;
mod smtp;

use std::time::Duration;

use lettre::Address;
use lettre::message::Mailbox;
use lettre::transport::smtp::authentication::Credentials;
use lettre::transport::smtp::client::TlsParameters;

use crate::domain::language::Lang;
use crate::domain::notices::Channel;
use crate::jobs::delivery::{Courier, Limits, Message, Sending, Undelivered};
use letter::{Letter, Reason};
use relay::{Relay, Security};
use smtp::{Connections, Failure, Target};

/// How long the relay may take to answer one SMTP command.
pub const COMMAND_TIMEOUT: Duration = Duration::from_secs(20);
/// How long an idle connection to the relay is kept for the next message.
pub const IDLE_CONNECTION: Duration = Duration::from_secs(60);

/// The operator's email settings, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailSettings {
    /// The relay.
    pub relay: Relay,
    /// The relay password (`TOURNAMENT_HUB_SMTP_PASSWORD`).
    pub password: Option<String>,
    /// The sender, `--mail-from`.
    pub from: Mailbox,
    /// Where the admin's notices go, `--admin-email`.
    pub admin: Option<Mailbox>,
    /// The site's origin (`--public-url`), which every link starts with.
    pub site: String,
}

impl MailSettings {
    /// Checks the operator's values; each refusal is a sentence for the operator.
    pub fn new(
        smtp_url: &str,
        password: Option<String>,
        from: Option<&str>,
        admin: Option<&str>,
        site: Option<&str>,
    ) -> Result<MailSettings, String> {
        let relay = relay::parse(smtp_url)?;
        let password = password.filter(|p| !p.is_empty());
        match (&relay.user, &password) {
            (Some(user), None) => {
                return Err(format!(
                    "--smtp-url names the user {user:?}: put its password in \
                     TOURNAMENT_HUB_SMTP_PASSWORD"
                ));
            }
            (None, Some(_)) => {
                return Err(
                    "TOURNAMENT_HUB_SMTP_PASSWORD is set but --smtp-url names no user: write it \
                     as smtps://USER@host:465 (an @ in the user is %40)"
                        .into(),
                );
            }
            _ => {}
        }
        let from = from
            .map(str::trim)
            .filter(|f| !f.is_empty())
            .ok_or("--smtp-url needs --mail-from, the sender, such as \"Club <club@example.org>\"")?
            .parse::<Mailbox>()
            .map_err(|e| format!("--mail-from is not an address ({e})"))?;
        let admin = admin
            .map(str::trim)
            .filter(|a| !a.is_empty())
            .map(|a| {
                a.parse::<Mailbox>()
                    .map_err(|e| format!("--admin-email is not an address ({e})"))
            })
            .transpose()?;
        let site = site.ok_or(
            "--smtp-url needs --public-url: every email links to the site by its public address",
        )?;
        if !site.is_ascii() {
            return Err(
                "--public-url must be ASCII for email links (write the host in its \
                        xn-- form)"
                    .into(),
            );
        }
        Ok(MailSettings {
            relay,
            password,
            from,
            admin,
            site: site.trim_end_matches('/').to_string(),
        })
    }
}

/// The email courier.
pub struct Mailer {
    relay: Connections,
    from: Mailbox,
    admin: Option<Mailbox>,
    site: String,
    /// The site's host, the right side of each Message-ID.
    domain: String,
    unsubscribe_key: Vec<u8>,
}

impl Mailer {
    /// A courier to the relay of `settings`, whose unsubscribe links are keyed with
    /// `unsubscribe_key` (the server's, `crate::db::unsubscribe`). No connection is opened
    /// before the first message; connections are kept for the next ones ([`smtp`]).
    pub fn new(settings: &MailSettings, unsubscribe_key: Vec<u8>) -> Result<Mailer, String> {
        let relay = &settings.relay;
        let tls = |host: &str| {
            TlsParameters::new(host.to_string())
                .map_err(|e| format!("TLS to {host} cannot be set up: {e}"))
        };
        let tls = match relay.security {
            Security::Tls | Security::StartTls => Some(tls(&relay.host)?),
            Security::Plain => None,
        };
        let credentials = match (&relay.user, &settings.password) {
            (Some(user), Some(password)) => Some(Credentials::new(user.clone(), password.clone())),
            _ => None,
        };
        let connections = Connections::new(Target {
            host: relay.host.clone(),
            port: relay.port,
            security: relay.security,
            tls,
            credentials,
            timeout: COMMAND_TIMEOUT,
            idle: IDLE_CONNECTION,
            keep: Limits::of(Channel::Email).in_flight,
        });
        let domain = url::Url::parse(&settings.site)
            .ok()
            .and_then(|url| url.host_str().map(str::to_string))
            .unwrap_or_else(|| "tournament-hub.invalid".into());
        Ok(Mailer {
            relay: connections,
            from: settings.from.clone(),
            admin: settings.admin.clone(),
            site: settings.site.clone(),
            domain,
            unsubscribe_key,
        })
    }

    /// Whether the admin's notices have an address to go to.
    pub fn has_admin(&self) -> bool {
        self.admin.is_some()
    }

    /// The letter of `message`: to the member's address, or the admin's.
    pub fn letter(&self, message: &Message) -> Result<Letter, String> {
        let (to, reason) = match (message.to, &message.email) {
            (Some(player), Some(email)) => {
                let address = email.trim().parse::<Address>().map_err(|e| {
                    format!("the member's address {email:?} cannot take mail ({e})")
                })?;
                let reason = if message.kind.is_switchable() {
                    let token = crate::domain::unsubscribe::token(
                        &self.unsubscribe_key,
                        player,
                        message.kind,
                        email,
                    );
                    Reason::Member {
                        preferences: format!("{}/me", self.site),
                        unsubscribe: format!("{}/api/unsubscribe/{token}", self.site),
                    }
                } else {
                    Reason::Asked
                };
                (Mailbox::new(None, address), reason)
            }
            (Some(_), None) => return Err("the member has no email address".into()),
            (None, _) => (
                self.admin
                    .clone()
                    .ok_or("the admin's notice has no --admin-email to go to")?,
                Reason::Admin,
            ),
        };
        Ok(Letter {
            from: self.from.clone(),
            to,
            language: message.language,
            subject: message.text.title.clone(),
            body: message.text.body.clone(),
            link: format!("{}{}", self.site, message.text.link),
            reason,
            message_id: Some(format!(
                "<delivery-{}.notice-{}@{}>",
                message.delivery_id, message.notice_id, self.domain
            )),
        })
    }

    /// Hands `letter` to the relay. A refusal of the recipient or the message for good (a
    /// permanent 55x answer, such as an unknown mailbox) is never tried again; anything else
    /// (a relay down, a refused password, a busy mailbox) is, after the backoff.
    async fn deliver(&self, letter: &Letter) -> Result<(), Undelivered> {
        let message = letter.message().map_err(Undelivered::never)?;
        let sent = self
            .relay
            .send(message.envelope(), &message.formatted())
            .await;
        sent.map_err(|failure| {
            let reason = format!("the relay refused or failed: {failure}");
            match failure {
                Failure::Refused { for_good: true, .. } => Undelivered::never(reason),
                Failure::Refused { .. } | Failure::Broken(_) => Undelivered::later(reason),
            }
        })
    }

    /// Sends the operator's test message to `to` (`tournament-hub notices --test`).
    pub async fn send_test(&self, to: &str) -> Result<(), Undelivered> {
        let address = to
            .trim()
            .parse::<Address>()
            .map_err(|e| Undelivered::never(format!("{to:?} is not an address ({e})")))?;
        let letter = Letter {
            from: self.from.clone(),
            to: Mailbox::new(None, address),
            language: Lang::En,
            subject: "Tournament Hub: test message / mensaje de prueba".into(),
            body: format!(
                "Email from {site} works.\nEl correo de {site} funciona.",
                site = self.site
            ),
            link: self.site.clone(),
            reason: Reason::Test,
            message_id: None,
        };
        self.deliver(&letter).await
    }
}

impl Courier for Mailer {
    fn channel(&self) -> Channel {
        Channel::Email
    }

    fn send<'a>(&'a self, message: &'a Message) -> Sending<'a> {
        Box::pin(async move {
            // A member without an address mail can take: no later try can help.
            let letter = self.letter(message).map_err(Undelivered::never)?;
            self.deliver(&letter).await
        })
    }
}
