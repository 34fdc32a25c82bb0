//! The jobs room: every task that runs in the background while `serve` serves, and how they
//! stop. It holds
//!
//! - [`clock`]: the club clock's confirmations, every 30 s, of the tournament results and
//!   league scores left unanswered past their 48 hours;
//! - [`scheduler`]: the timed notices (a member's week on Monday at 07:00 club time, a
//!   deadline tomorrow, the admin's morning list, a walkover waiting), every minute;
//! - [`checkpoint`]: the WAL copied into the database file every second, off the writes' path;
//! - [`purges`]: expired sessions, old notices and sent deliveries, every hour;
//! - [`sign_in`]: the sign-in links asked for by email, as each request commits;
//! - [`delivery`]: the outbox's worker, a lane per channel that carries notices beyond the
//!   app (email, push). It is infrastructure like `db`: it knows neither `club` nor `http`,
//!   and the couriers (`crate::mail`, `crate::push`) plug into it.
//!
//! The outbox's side (delivery and the sign-in answers) runs on a runtime of its own
//! ([`outbox`]), so a slow relay never queues behind the site's requests, nor they behind it.
//!
//! Every job takes a [`Shutdown`] signal and [`Jobs`] keeps their stops. On SIGTERM or Ctrl-C
//! `serve` (src/cli/serve.rs) stops them in order:
//!
//! 1. HTTP stops taking requests and finishes those in flight (axum's graceful shutdown);
//! 2. the jobs that write ([`Jobs::stop`]): the clock, the scheduler, the purges, the
//!    checkpointer and the sign-in answers each finish the round under way and end, so no new delivery is queued
//!    behind delivery's back;
//! 3. delivery: each lane claims nothing more, gives back to the outbox what it claimed but
//!    has not started, and lets the sends in flight finish within
//!    [`delivery::STOP_WITHIN`]; a send still going then is cut off and its delivery given
//!    back, due again at once at the next start. Delivery is at least once: a send cut off
//!    may go out a second time, under the same Message-ID or push tag, and nothing is lost.

pub mod checkpoint;
pub mod clock;
pub mod delivery;
pub mod outbox;
pub mod purges;
pub mod scheduler;
pub mod sign_in;

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::watch;
use tokio::task::JoinHandle;

use crate::club::Club;
use crate::db::Db;
use crate::domain::language::Lang;
use crate::domain::notices::Channel;
use delivery::Courier;

/// A job's shutdown signal: it turns `true` when the job is to stop (a dropped sender stops
/// it too). A job checks it between rounds, never in the middle of one.
pub type Shutdown = watch::Receiver<bool>;

/// Resolves once `shutdown` says stop.
pub async fn stopping(shutdown: &mut Shutdown) {
    let _ = shutdown.wait_for(|stop| *stop).await;
}

/// How long `serve` waits for delivery beyond [`delivery::STOP_WITHIN`] (its last write to
/// the store) before it leaves the rest to the leases.
const DELIVERY_LAST_WRITE: Duration = Duration::from_secs(5);

/// One stage of jobs: their shared stop, and their tasks.
struct Stage {
    stop: watch::Sender<bool>,
    tasks: Vec<JoinHandle<()>>,
}

impl Stage {
    fn new() -> Stage {
        Stage {
            stop: watch::channel(false).0,
            tasks: Vec::new(),
        }
    }

    /// Spawns a job on `runtime`, handing it this stage's signal.
    fn spawn<F>(&mut self, runtime: &tokio::runtime::Handle, job: impl FnOnce(Shutdown) -> F)
    where
        F: std::future::Future<Output = ()> + Send + 'static,
    {
        self.tasks.push(runtime.spawn(job(self.stop.subscribe())));
    }

    /// Signals every job of the stage, and waits up to `patience` for all of them to end.
    async fn stop(self, what: &str, patience: Option<Duration>) {
        self.stop.send_replace(true);
        for task in self.tasks {
            let ended = match patience {
                Some(patience) => tokio::time::timeout(patience, task).await,
                None => Ok(task.await),
            };
            match ended {
                Ok(Ok(())) => {}
                Ok(Err(err)) => tracing::warn!("{what} ended abnormally: {err}"),
                Err(_) => tracing::warn!("{what} did not stop in time; left to its leases"),
            }
        }
    }
}

/// The background jobs of one `serve`, in the two stages they stop in (the module says
/// the order).
pub struct Jobs {
    /// The jobs that write: clock, scheduler, purges, sign-in answers.
    writers: Stage,
    /// The delivery worker.
    delivery: Stage,
}

impl Default for Jobs {
    fn default() -> Self {
        Jobs::new()
    }
}

impl Jobs {
    /// No job yet.
    pub fn new() -> Jobs {
        Jobs {
            writers: Stage::new(),
            delivery: Stage::new(),
        }
    }

    /// Starts the clock's confirmations on the current runtime.
    pub fn start_clock(&mut self, club: &Club) {
        let club = club.clone();
        self.writers
            .spawn(&current(), |stop| clock::run(club, stop));
    }

    /// Starts the checkpointer on the current runtime.
    pub fn start_checkpoints(&mut self, db: &Db) {
        let db = db.clone();
        self.writers
            .spawn(&current(), |stop| checkpoint::run(db, stop));
    }

    /// Starts the purges on the current runtime.
    pub fn start_purges(&mut self, club: &Club) {
        let club = club.clone();
        self.writers
            .spawn(&current(), |stop| purges::run(club, stop));
    }

    /// Starts the scheduler of timed notices on the current runtime. Only once the club knows
    /// its delivery channels ([`Jobs::start_delivery`]): a timed notice written before would
    /// have no email or push delivery.
    pub fn start_scheduler(&mut self, club: &Club) {
        let club = club.clone();
        self.writers
            .spawn(&current(), |stop| scheduler::run(club, stop));
    }

    /// Starts delivery on `outbox` (the outbox's runtime) over `couriers`, one per channel
    /// the operator configured, with the sign-in answers beside it; tells the club which
    /// channels to queue deliveries for: members' on every courier's channel, the admin's
    /// on those of `admin` that a courier carries, in `admin_language`. Without couriers
    /// notices stay in the app and nothing starts.
    pub fn start_delivery(
        &mut self,
        outbox: &tokio::runtime::Handle,
        club: &Club,
        db: &Db,
        couriers: Vec<Arc<dyn Courier>>,
        admin: Vec<Channel>,
        admin_language: Lang,
    ) {
        if couriers.is_empty() {
            return;
        }
        let member: Vec<_> = couriers.iter().map(|c| c.channel()).collect();
        let admin = admin.into_iter().filter(|c| member.contains(c)).collect();
        club.set_delivery_channels(crate::db::notices::Channels { member, admin });
        let clock = club.clock().clone();
        // The bound `Jobs::stop` waits for, plus the lane's last write.
        let worker = delivery::Worker::new(db.clone(), couriers)
            .admin_language(admin_language)
            .stop_within(delivery::STOP_WITHIN);
        self.delivery.spawn(outbox, |stop| async move {
            worker.run_until(move || clock.now(), stop).await;
        });
        let (club, rung) = (club.clone(), db.outbox_rung());
        self.writers
            .spawn(outbox, |stop| sign_in::run(club, rung, stop));
    }

    /// Stops every job in order: first those that write (each finishes its round), then
    /// delivery, whose sends in flight get [`delivery::STOP_WITHIN`]. Call it once HTTP has
    /// stopped.
    pub async fn stop(self) {
        tracing::info!("stopping the background jobs");
        self.writers.stop("a background job", None).await;
        self.delivery
            .stop(
                "delivery",
                Some(delivery::STOP_WITHIN + DELIVERY_LAST_WRITE),
            )
            .await;
    }
}

/// The runtime the caller runs on.
fn current() -> tokio::runtime::Handle {
    tokio::runtime::Handle::current()
}
