//! Carries the outbox's notices beyond the app (docs/rules.md#notices), like `db` an
//! infrastructure module: it knows neither `http` nor `club`. Each channel (email, push) is a
//! [`Courier`], and each courier has its own lane ([`lane`]): email and push deliver
//! independently, each keeps up to its [`Limits::in_flight`] sends going and starts the next
//! as soon as one finishes, so no batch waits for its slowest send, and no member holds more
//! than [`Limits::per_member`] of a lane. A lane wakes when a write commits a delivery (the
//! store's outbox bell), when the next delivery that waits is due, and at worst every
//! [`POLL_EVERY`]. Each send is marked as it ends: sent, or due again after an exponential
//! backoff, or failed once 24 hours have gone by (`domain::notices::retry_at`).
//!
//! A courier that could not send says whether to try again ([`Undelivered::Later`], after the
//! backoff and no sooner than the far end asked, such as a push service's `Retry-After`) or
//! not ([`Undelivered::Never`]: nothing on this channel can take it any more).
//!
//! Claiming pushes a delivery's next try [`LEASE_SECS`] ahead, in its own transaction, before
//! anything is sent. Delivery is at least once: a worker killed mid-send loses nothing (what
//! it held is due again when the lease ends) and sends at most its sends in flight twice;
//! push tags (the notice's id) and email Message-IDs (the delivery's) let the receiver tell a
//! repeat. Nothing on a request's path waits for the worker: a slow or dead relay costs the
//! site nothing, and one send is cut short after [`SEND_TIMEOUT`].
//!
//! A worker stops when its shutdown signal says so ([`Worker::run_until`]): each lane claims
//! nothing more, gives back to the outbox what it claimed but has not started, lets the sends
//! in flight finish within [`STOP_WITHIN`], and gives back those that did not (they are due
//! again at once at the next start, where a cut-off send may go out twice, as above).
//!
//! A channel plugs in with a [`Courier`] handed to `serve` (`crate::jobs::Jobs::start_delivery`,
//! called from src/cli/serve.rs), which also tells the club to queue deliveries on its channel
//! (for the admin's notices only once the admin has an address there). Who can be reached on a channel at all is decided
//! where deliveries are queued (`db::notices::reachable`): email needs the player's address,
//! push a device the member allowed.

pub mod lane;

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

/// How long a claimed delivery is the claiming worker's before it is due again.
pub const LEASE_SECS: i64 = 300;
/// The longest one send may take before it counts as failed.
pub const SEND_TIMEOUT: Duration = Duration::from_secs(30);
/// The safety net: how often a lane looks at the outbox when nothing woke it.
pub const POLL_EVERY: Duration = Duration::from_secs(30);
/// The bounded time a stopping lane gives its sends in flight to finish. A send still going
/// then is cut off and its delivery given back to the outbox, due again at the next start
/// (where it may go out a second time: delivery is at least once). Below [`SEND_TIMEOUT`],
/// so a hanging relay cannot hold a stop for long; a stopping process exits within about this
/// long plus one write of the store.
pub const STOP_WITHIN: Duration = Duration::from_secs(10);

/// How much of a lane one channel, and one member, may hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Sends in flight at once; after a crash, at most this many go out twice.
    pub in_flight: usize,
    /// Sends in flight at once for one member (the admin's notices are not capped).
    pub per_member: usize,
    /// Deliveries claimed ahead of a free place, so the next send starts without waiting
    /// for the store (whose writer may be busy with the site's writes).
    pub ahead: usize,
}

impl Limits {
    /// The lane's limits for `channel`: a relay takes a few connections, push services many.
    pub fn of(channel: Channel) -> Limits {
        match channel {
            Channel::Email => Limits {
                in_flight: 8,
                per_member: 2,
                ahead: 56,
            },
            Channel::Push => Limits {
                in_flight: 32,
                per_member: 2,
                ahead: 96,
            },
        }
    }
}

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
    /// When the worker claimed it, unix seconds by the club's clock.
    pub at: i64,
}

impl Message {
    /// The message of `claimed`: in the member's language, or for the admin's notices (which
    /// have no member) in `admin_language`.
    fn new(claimed: &Claimed, admin_language: Lang, at: i64) -> Self {
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
            at,
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

/// One send's end: which delivery, whose, and what became of it.
#[derive(Debug)]
struct Sent {
    id: i64,
    to: Option<PlayerId>,
    outcome: Outcome,
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

impl Round {
    fn count(&mut self, outcome: &Outcome) {
        match outcome {
            Outcome::Sent(_) => self.sent += 1,
            Outcome::Failed {
                retry_at: Some(_), ..
            } => self.retrying += 1,
            Outcome::Failed { retry_at: None, .. } => self.failed += 1,
        }
    }
}

/// The delivery worker over the store and its couriers.
#[derive(Clone)]
pub struct Worker {
    db: Db,
    couriers: Vec<Arc<dyn Courier>>,
    admin_language: Lang,
    stop_within: Duration,
}

impl Worker {
    /// A worker that sends on the channels of `couriers` (one each), the admin's notices in
    /// English, whose stop gives its sends in flight [`STOP_WITHIN`].
    pub fn new(db: Db, couriers: Vec<Arc<dyn Courier>>) -> Self {
        Worker {
            db,
            couriers,
            admin_language: Lang::En,
            stop_within: STOP_WITHIN,
        }
    }

    /// The same worker, writing the admin's notices in `language` (`--admin-language`).
    pub fn admin_language(self, language: Lang) -> Self {
        Worker {
            admin_language: language,
            ..self
        }
    }

    /// The same worker, whose stop gives its sends in flight `bound` to finish before it cuts
    /// them off (`serve` keeps [`STOP_WITHIN`]; a test of the cut-off takes less).
    pub fn stop_within(self, bound: Duration) -> Self {
        Worker {
            stop_within: bound,
            ..self
        }
    }

    /// One lane's worth at once, for tests: claims what each channel's lane may take at `now`
    /// (its [`Limits`]), sends them side by side, and marks them in one transaction.
    pub async fn round(&self, now: DateTime<Utc>) -> Result<Round> {
        let mut round = Round::default();
        for courier in &self.couriers {
            let limits = Limits::of(courier.channel());
            let window = notices::Window {
                channel: courier.channel(),
                limit: limits.in_flight,
                per_member: limits.per_member,
                busy: Default::default(),
            };
            let at = now.timestamp();
            let claimed = self
                .db
                .write(move |tx| notices::claim_window(tx, &window, at, at + LEASE_SECS))
                .await?;
            round.claimed += claimed.len();
            let mut sending = tokio::task::JoinSet::new();
            for delivery in &claimed {
                sending.spawn(self.send(courier.clone(), delivery, now));
            }
            let mut outcomes = Vec::with_capacity(claimed.len());
            while let Some(done) = sending.join_next().await {
                match done {
                    Ok(sent) => outcomes.push((sent.id, sent.outcome)),
                    // A courier that panicked: its delivery stays claimed and is due again
                    // when the lease ends.
                    Err(err) => tracing::warn!("a delivery's send ended abnormally: {err}"),
                }
            }
            for (_, outcome) in &outcomes {
                round.count(outcome);
            }
            self.db
                .write(move |tx| notices::mark(tx, &outcomes))
                .await?;
        }
        Ok(round)
    }

    /// Sends `delivery` by `courier`, claimed at `now`, and says what became of it.
    fn send(
        &self,
        courier: Arc<dyn Courier>,
        delivery: &Claimed,
        now: DateTime<Utc>,
    ) -> impl Future<Output = Sent> + Send + 'static {
        let at = now.timestamp();
        let message = Message::new(delivery, self.admin_language, at);
        let (id, to, attempts, created_at) = (
            delivery.id,
            delivery.to,
            delivery.attempts,
            delivery.created_at,
        );
        async move {
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
            Sent { id, to, outcome }
        }
    }

    /// Runs a lane per courier until the process ends; `now` is the club's clock.
    pub async fn run(self, now: impl Fn() -> DateTime<Utc> + Send + Sync + 'static) {
        let (_never, shutdown) = tokio::sync::watch::channel(false);
        self.run_until(now, shutdown).await;
    }

    /// Runs a lane per courier until `shutdown` turns true (or its sender is dropped), then
    /// stops each lane as the module says: nothing more is claimed, sends in flight get the
    /// worker's bound ([`Worker::stop_within`], [`STOP_WITHIN`] unless told) to finish, and
    /// every delivery the lane still holds goes back to the outbox. Returns once every lane
    /// has stopped.
    pub async fn run_until(
        self,
        now: impl Fn() -> DateTime<Utc> + Send + Sync + 'static,
        shutdown: tokio::sync::watch::Receiver<bool>,
    ) {
        let now: lane::Clock = Arc::new(now);
        let lanes: Vec<_> = self
            .couriers
            .iter()
            .map(|courier| {
                let lane = lane::Lane::new(self.clone(), courier.clone());
                tokio::spawn(lane.run(now.clone(), shutdown.clone()))
            })
            .collect();
        for lane in lanes {
            if let Err(err) = lane.await {
                tracing::error!("a delivery lane ended abnormally: {err}");
            }
        }
    }
}
