//! Email from the command line (docs/operations.md#email): `serve`'s `--smtp-url`,
//! `--mail-from` and `--admin-email` (each also from its environment variable; the relay's
//! password only from `TOURNAMENT_HUB_SMTP_PASSWORD`), and `notices --test EMAIL`, which
//! sends one message through the same settings and says how it went.

use std::sync::Arc;

use rand::Rng;

use super::CliError;
use crate::db::Db;
use crate::domain::language::Lang;
use crate::domain::notices::Channel;
use crate::domain::unsubscribe::KEY_BYTES;
use crate::jobs::delivery::Courier;
use crate::mail::{MailSettings, Mailer};

/// The environment variable that holds the relay's password: never a flag, so it shows in
/// no process list and no shell history.
pub const PASSWORD_ENV: &str = "TOURNAMENT_HUB_SMTP_PASSWORD";

/// The email settings of `serve` and `notices --test`.
#[derive(Debug, Clone, clap::Args)]
pub struct MailArgs {
    /// The SMTP relay: smtps://[USER@]HOST[:465] (TLS) or
    /// smtp://[USER@]HOST[:587]?tls=required (STARTTLS); plain smtp://HOST:PORT only to a
    /// relay on this machine (127.0.0.1, ::1, localhost). The password goes in
    /// TOURNAMENT_HUB_SMTP_PASSWORD. Unset: no email, notices stay in the app.
    #[arg(long, env = "TOURNAMENT_HUB_SMTP_URL", value_name = "URL")]
    pub smtp_url: Option<String>,
    /// The sender of every email, such as "Club de Tenis <club@example.org>".
    #[arg(long, env = "TOURNAMENT_HUB_MAIL_FROM", value_name = "ADDRESS")]
    pub mail_from: Option<String>,
    /// Where the admin's notices go by email (signups, disputes, the morning's overdue list).
    /// Unset: they stay in the console.
    #[arg(long, env = "TOURNAMENT_HUB_ADMIN_EMAIL", value_name = "ADDRESS")]
    pub admin_email: Option<String>,
    /// The language of the admin's emails: en (English) or es (Spanish). Members' emails are
    /// in each member's own language.
    #[arg(
        long,
        env = "TOURNAMENT_HUB_ADMIN_LANGUAGE",
        value_name = "LANGUAGE",
        default_value = "en",
        value_parser = ["en", "es"]
    )]
    pub admin_language: String,
}

impl MailArgs {
    /// The language of the admin's emails.
    pub fn admin_language(&self) -> Lang {
        Lang::from_code(&self.admin_language).unwrap_or(Lang::En)
    }

    /// The checked settings, none without `--smtp-url`; `site` is the public URL's origin.
    pub fn settings(&self, site: Option<&str>) -> Result<Option<MailSettings>, CliError> {
        let Some(url) = self.smtp_url.as_deref().filter(|u| !u.trim().is_empty()) else {
            if self.mail_from.is_some() || self.admin_email.is_some() {
                tracing::warn!("--mail-from and --admin-email do nothing without --smtp-url");
            }
            return Ok(None);
        };
        MailSettings::new(
            url,
            std::env::var(PASSWORD_ENV).ok(),
            self.mail_from.as_deref(),
            self.admin_email.as_deref(),
            site,
        )
        .map(Some)
        .map_err(CliError)
    }
}

/// The server's unsubscribe key, made and kept at the first start with email.
pub fn unsubscribe_key(db: &Db) -> Result<Vec<u8>, CliError> {
    let mut fresh = [0u8; KEY_BYTES];
    rand::rng().fill(&mut fresh);
    Ok(db.write_blocking(|tx| crate::db::unsubscribe::ensure_key(tx, &fresh))?)
}

/// The couriers `start_delivery` runs, and the channels the admin's notices take.
pub type Couriers = (Vec<Arc<dyn Courier>>, Vec<Channel>);

/// The email courier of `settings`, and the admin's channels (email when `--admin-email` is
/// set), for `start_delivery`; nothing without email. Call it inside the runtime.
pub fn couriers(settings: Option<(MailSettings, Vec<u8>)>) -> Result<Couriers, CliError> {
    let Some((settings, key)) = settings else {
        return Ok((Vec::new(), Vec::new()));
    };
    let mailer = Mailer::new(&settings, key).map_err(CliError)?;
    let admin = if mailer.has_admin() {
        vec![Channel::Email]
    } else {
        Vec::new()
    };
    tracing::info!(
        relay = %settings.relay.host,
        port = settings.relay.port,
        admin = mailer.has_admin(),
        "notices go out by email"
    );
    Ok((vec![Arc::new(mailer)], admin))
}

/// `notices --test EMAIL`: one message through the configured relay; the error, if any,
/// is the command's.
pub fn send_test(to: &str, mail: &MailArgs, public_url: Option<&str>) -> Result<(), CliError> {
    let site = crate::http::site::Site::new(public_url, None, None).map_err(CliError)?;
    let settings = mail.settings(site.public_origin())?.ok_or_else(|| {
        CliError("set --smtp-url (or TOURNAMENT_HUB_SMTP_URL) to send email".into())
    })?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(CliError::from_display)?;
    runtime.block_on(async {
        let mailer = Mailer::new(&settings, Vec::new()).map_err(CliError)?;
        let sending = mailer.send_test(to);
        match tokio::time::timeout(crate::jobs::delivery::SEND_TIMEOUT, sending).await {
            Ok(Ok(())) => {
                println!(
                    "Sent a test message to {to} through {}:{}.",
                    settings.relay.host, settings.relay.port
                );
                Ok(())
            }
            Ok(Err(err)) => Err(CliError(format!("the test message to {to} failed: {err}"))),
            Err(_) => Err(CliError(format!(
                "the test message to {to} failed: the relay did not answer within {} s",
                crate::jobs::delivery::SEND_TIMEOUT.as_secs()
            ))),
        }
    })
}
