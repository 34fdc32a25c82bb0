//! Carries the outbox's notices beyond the app (docs/rules.md#notices), like `db` an
//! infrastructure module: it knows neither `http` nor `club`. Each channel (email, push) is a
//! [`Courier`]; the [`Worker`] claims due deliveries of the channels it has couriers for, at
//! most [`IN_FLIGHT`] at a time, sends them side by side, and marks the batch in one
//! transaction: sent, or due again after an exponential backoff, or failed once 24 hours have
//! gone by (`domain::notices::retry_at`).
//!
//! A courier that could not send says whether to try again ([`Undelivered::Later`], after the
//! backoff and no sooner than the far end asked, such as a push service's `Retry-After`) or
//! not ([`Undelivered::Never`]: nothing on this channel can take it any more).
//!
//! Claiming pushes a delivery's next try [`LEASE_SECS`] ahead, in its own transaction, before
//! anything is sent: a worker killed mid-batch loses nothing (the batch is due again when the
//! lease ends) and sends at most its in-flight window twice. Nothing on a request's path
//! waits for the worker: a slow or dead relay costs the site nothing, and one send is cut
//! short after [`SEND_TIMEOUT`].
//!
//! A channel plugs in with a [`Courier`] handed to `serve` (`start_delivery` in src/cli.rs),
//! which also tells the club to queue deliveries on its channel (for the admin's notices only
//! once the admin has an address there). Who can be reached on a channel at all is decided
//! where deliveries are queued (`db::notices::reachable`): email needs the player's address,
//! push a device the member allowed.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};

use crate::db::notices::{self, Claimed, Outcome};
use crate::db::{Db, Result};
use crate::domain::ids::PlayerId;
use crate::domain::language::Lang;
use crate::domain::notices::{Channel, NoticeKind, Text, retry_no_sooner};

/// The most deliveries sent at once; after a crash, at most this many go out twice.
pub const IN_FLIGHT: usize = 16;
/// How long a claimed delivery is the claiming worker's before it is due again.
pub const LEASE_SECS: i64 = 300;
/// The longest one send may take before it counts as failed.
pub const SEND_TIMEOUT: Duration = Duration::from_secs(30);
/// How often the worker looks for due deliveries when the outbox was empty.
pub const POLL_EVERY: Duration = Duration::from_secs(5);

/// One notice to send on one channel, in its reader's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    /// The delivery.
    pub delivery_id: i64,
    /// The notice it carries.
    pub notice_id: i64,
    /// The member told; none for the admin (whose address is the courier's to know).
    pub to: Option<PlayerId>,
    /// The member's email address, if they have one.
    pub email: Option<String>,
    /// The reader's language.
    pub language: Lang,
    /// What the notice is about.
    pub kind: NoticeKind,
    /// Its words and link, in `language`.
    pub text: Text,
    /// Whether it goes out even in quiet hours: a result that awaits the member's
    /// confirmation (push marks it urgent).
    pub urgent: bool,
}

impl Message {
    /// The message of `claimed`: in the member's language, or for the admin's notices (which
    /// have no member) in `admin_language`.
    fn new(claimed: &Claimed, admin_language: Lang) -> Self {
        let language = match claimed.to {
            Some(_) => claimed.language,
            None => admin_language,
        };
        Message {
            delivery_id: claimed.id,
            notice_id: claimed.notice_id,
            to: claimed.to,
            email: claimed.email.clone(),
            language,
            kind: claimed.notice.kind(),
            text: claimed.notice.text(language),
            urgent: claimed.notice.is_urgent(),
        }
    }
}

/// Why a send did not go out, and whether to try again. The reason is kept with the
/// delivery and shown in the console.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Undelivered {
    /// Try again after the backoff, and no sooner than `not_before_secs` from now when the
    /// far end said so (a push service's `Retry-After`).
    #[error("{reason}")]
    Later {
        /// What went wrong.
        reason: String,
        /// The least wait the far end asked for, in seconds.
        not_before_secs: Option<u64>,
    },
    /// Trying again cannot help: the recipient has no way in on this channel any more (every
    /// push subscription is gone), or the far end refused this message for good.
    #[error("{reason}")]
    Never {
        /// What went wrong.
        reason: String,
    },
}

impl Undelivered {
    /// A failure to try again after the backoff.
    pub fn later(reason: impl Into<String>) -> Self {
        Undelivered::Later {
            reason: reason.into(),
            not_before_secs: None,
        }
    }

    /// A failure for good.
    pub fn never(reason: impl Into<String>) -> Self {
        Undelivered::Never {
            reason: reason.into(),
        }
    }
}

/// A bare reason is a failure to try again after the backoff.
impl From<String> for Undelivered {
    fn from(reason: String) -> Self {
        Undelivered::later(reason)
    }
}

/// A bare reason is a failure to try again after the backoff.
impl From<&str> for Undelivered {
    fn from(reason: &str) -> Self {
        Undelivered::later(reason)
    }
}

/// What a send returns: done, or why not.
pub type Sending<'a> =
    Pin<Box<dyn Future<Output = std::result::Result<(), Undelivered>> + Send + 'a>>;

/// One channel's way out: SMTP for email, Web Push for push.
pub trait Courier: Send + Sync {
    /// The channel it carries.
    fn channel(&self) -> Channel;
    /// Sends one message.
    fn send<'a>(&'a self, message: &'a Message) -> Sending<'a>;
}

/// What one round of the worker did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Round {
    /// Deliveries claimed.
    pub claimed: usize,
    /// Sent.
    pub sent: usize,
    /// Failed, to be tried again.
    pub retrying: usize,
    /// Failed for good.
    pub failed: usize,
}

/// The delivery worker over the store and its couriers.
#[derive(Clone)]
pub struct Worker {
    db: Db,
    couriers: Vec<Arc<dyn Courier>>,
    admin_language: Lang,
}

impl Worker {
    /// A worker that sends on the channels of `couriers` (one each), the admin's notices in
    /// English.
    pub fn new(db: Db, couriers: Vec<Arc<dyn Courier>>) -> Self {
        Worker {
            db,
            couriers,
            admin_language: Lang::En,
        }
    }

    /// The same worker, writing the admin's notices in `language` (`--admin-language`).
    pub fn admin_language(self, language: Lang) -> Self {
        Worker {
            admin_language: language,
            ..self
        }
    }

    fn courier(&self, channel: Channel) -> Option<Arc<dyn Courier>> {
        self.couriers
            .iter()
            .find(|c| c.channel() == channel)
            .cloned()
    }

    /// Claims up to [`IN_FLIGHT`] deliveries due at `now`, sends them side by side, and marks
    /// them in one transaction.
    pub async fn round(&self, now: DateTime<Utc>) -> Result<Round> {
        let channels: Vec<Channel> = self.couriers.iter().map(|c| c.channel()).collect();
        if channels.is_empty() {
            return Ok(Round::default());
        }
        let at = now.timestamp();
        let claimed = self
            .db
            .write(move |tx| notices::claim(tx, &channels, at, at + LEASE_SECS, IN_FLIGHT))
            .await?;
        let mut round = Round {
            claimed: claimed.len(),
            ..Round::default()
        };
        let mut sending = tokio::task::JoinSet::new();
        for delivery in &claimed {
            let Some(courier) = self.courier(delivery.channel) else {
                continue;
            };
            let message = Message::new(delivery, self.admin_language);
            let (id, attempts, created_at) = (delivery.id, delivery.attempts, delivery.created_at);
            sending.spawn(async move {
                let result = tokio::time::timeout(SEND_TIMEOUT, courier.send(&message))
                    .await
                    .unwrap_or_else(|_| Err(Undelivered::later("timed out")));
                let outcome = match result {
                    Ok(()) => Outcome::Sent(at),
                    Err(Undelivered::Later {
                        reason,
                        not_before_secs,
                    }) => {
                        let wait =
                            not_before_secs.map_or(0, |s| i64::try_from(s).unwrap_or(i64::MAX / 2));
                        Outcome::Failed {
                            error: reason,
                            retry_at: retry_no_sooner(created_at, attempts + 1, at, wait),
                        }
                    }
                    Err(Undelivered::Never { reason }) => Outcome::Failed {
                        error: reason,
                        retry_at: None,
                    },
                };
                (id, outcome)
            });
        }
        let mut outcomes = Vec::with_capacity(claimed.len());
        while let Some(done) = sending.join_next().await {
            match done {
                Ok(outcome) => outcomes.push(outcome),
                // A courier that panicked: its delivery stays claimed and is due again when
                // the lease ends.
                Err(err) => tracing::warn!("a delivery's send ended abnormally: {err}"),
            }
        }
        for (_, outcome) in &outcomes {
            match outcome {
                Outcome::Sent(_) => round.sent += 1,
                Outcome::Failed {
                    retry_at: Some(_), ..
                } => round.retrying += 1,
                Outcome::Failed { retry_at: None, .. } => round.failed += 1,
            }
        }
        self.db
            .write(move |tx| notices::mark(tx, &outcomes))
            .await?;
        Ok(round)
    }

    /// Runs rounds for as long as the outbox has due deliveries, then waits [`POLL_EVERY`];
    /// `now` is the club's clock. Never returns.
    pub async fn run(self, now: impl Fn() -> DateTime<Utc> + Send + 'static) {
        loop {
            match self.round(now()).await {
                Ok(round) if round.claimed == IN_FLIGHT => continue,
                Ok(round) if round.failed > 0 => {
                    tracing::warn!("{} notices failed to go out for good", round.failed)
                }
                Ok(_) => {}
                Err(err) => tracing::warn!("could not deliver notices: {err}"),
            }
            tokio::time::sleep(POLL_EVERY).await;
        }
    }
}
