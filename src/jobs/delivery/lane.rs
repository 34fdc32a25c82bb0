//! One channel's lane of the delivery worker: up to [`Limits::in_flight`] sends going at
//! once, and the next started as soon as one ends, so a send that hangs holds one place in its
//! lane, never the lane (docs/rules.md#notices, "Delivery"). No member holds more
//! than [`Limits::per_member`] places.
//!
//! The lane talks to the store beside its sends, never between them: one write at a time
//! marks every send that ended since the last and claims up to [`Limits::ahead`] deliveries
//! beyond the free places, so a place that frees takes the next claimed delivery at once,
//! even while the single writer is busy with the site's writes. A claimed delivery that waits
//! too long for a place is let go before its lease runs out (it is due again then), so no
//! delivery is ever held by two claims.
//!
//! The lane looks at the outbox when a send ends, when a write of this process commits a
//! delivery (the store's outbox bell), when the next delivery that waits is due (a merged
//! notice, a retry, a lease run out), and every [`POLL_EVERY`] at worst (the safety net, for
//! what another process wrote).
//!
//! When its shutdown signal turns, the lane claims nothing more and stops: what it claimed
//! but has not started goes back to the outbox at once, the sends in flight get the worker's
//! bound ([`Worker::stop_within`], [`STOP_WITHIN`](super::STOP_WITHIN) in `serve`) to
//! finish, and those still going then are cut off and go back too. One last write marks what
//! ended and gives back the rest, so the next start sends it without waiting for the lease.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};
use tokio::task::{JoinHandle, JoinSet};
use tokio::time::Instant;

use super::{Courier, LEASE_SECS, Limits, POLL_EVERY, Round, Sent, Worker};
use crate::db::notices::{self, Claimed, Outcome, Window};
use crate::domain::ids::PlayerId;

/// The club's clock, shared by the lanes.
pub type Clock = Arc<dyn Fn() -> DateTime<Utc> + Send + Sync>;

/// A claimed delivery let go unsent after this long waiting for a place: well inside its
/// lease, so it is never sent while a later claim holds it.
const HOLD_AT_MOST_SECS: i64 = LEASE_SECS / 2;

/// What one write of the lane did: the deliveries it claimed, and when the next one that
/// waits is due.
type Settled = crate::db::Result<(Vec<Claimed>, Option<i64>)>;

/// The lane's write under way: its task, the sends it marks, and how many it may claim.
type Writing = Option<(JoinHandle<Settled>, Vec<Sent>, usize)>;

/// A delivery claimed and waiting for a place, with when it was claimed (unix seconds).
struct Ready {
    delivery: Claimed,
    claimed_at: i64,
}

/// One channel's lane.
pub struct Lane {
    worker: Worker,
    courier: Arc<dyn Courier>,
    limits: Limits,
    sending: JoinSet<Sent>,
    ready: VecDeque<Ready>,
    /// Per member, what the lane holds: claimed and waiting, or being sent.
    held: HashMap<PlayerId, usize>,
    /// The deliveries being sent, given back to the outbox if a stop cuts them off.
    flying: HashSet<i64>,
}

impl Lane {
    /// The lane of `courier`'s channel.
    pub fn new(worker: Worker, courier: Arc<dyn Courier>) -> Lane {
        Lane {
            limits: Limits::of(courier.channel()),
            worker,
            courier,
            sending: JoinSet::new(),
            ready: VecDeque::new(),
            held: HashMap::new(),
            flying: HashSet::new(),
        }
    }

    /// Runs the lane until `shutdown` turns true (or its sender is dropped), then stops it
    /// (the module says how).
    pub async fn run(mut self, now: Clock, mut shutdown: tokio::sync::watch::Receiver<bool>) {
        let mut rung = self.worker.db.outbox_rung();
        // The sends that ended and are yet to be marked (those of the write under way apart).
        let mut ended: Vec<Sent> = Vec::new();
        let mut writing: Writing = None;
        // Whether the outbox may hold more than the lane has claimed.
        let mut look = true;
        let mut wake_at = Instant::now() + POLL_EVERY;
        loop {
            self.start_ready(now());
            if writing.is_none() && (!ended.is_empty() || (look && self.room() > 0)) {
                let marking = std::mem::take(&mut ended);
                let room = self.room();
                writing = Some((self.settle_and_claim(&marking, room, now()), marking, room));
                look = false;
            }
            tokio::select! {
                () = stopping(&mut shutdown) => break,
                Some(done) = self.sending.join_next(), if !self.sending.is_empty() => {
                    ended.extend(self.ended(done));
                    // Every send that ended meanwhile is marked in the same transaction.
                    while let Some(done) = self.sending.try_join_next() {
                        ended.extend(self.ended(done));
                    }
                }
                settled = async { (&mut writing.as_mut().expect("a write").0).await },
                    if writing.is_some() =>
                {
                    let (_, marked, room) = writing.take().expect("a write");
                    match settled {
                        Ok(Ok((claimed, next_due))) => {
                            let at = now().timestamp();
                            // As many as there was room for: there may be more (and a
                            // commit heard during the write is still to be looked at).
                            look |= room > 0 && claimed.len() >= room;
                            self.hold(claimed, at);
                            wake_at = Instant::now() + wait_for(next_due, at);
                        }
                        // What ended stays to be marked with the next try.
                        Ok(Err(err)) => {
                            tracing::warn!("could not deliver notices: {err}");
                            ended.extend(marked);
                            wake_at = Instant::now() + POLL_EVERY;
                        }
                        Err(err) => {
                            tracing::warn!("the delivery lane's store work ended abnormally: {err}");
                            ended.extend(marked);
                            wake_at = Instant::now() + POLL_EVERY;
                        }
                    }
                }
                changed = rung.changed() => {
                    match changed {
                        Ok(()) => look = true,
                        // The store is gone (the process ends): only the timer is left.
                        Err(_) => tokio::time::sleep_until(wake_at).await,
                    }
                }
                () = tokio::time::sleep_until(wake_at) => {
                    look = true;
                    wake_at = Instant::now() + POLL_EVERY;
                }
            }
        }
        self.stop(ended, writing, &now).await;
    }

    /// Stops the lane: waits for the write under way, gives back what is claimed and not
    /// started, lets the sends in flight finish within the worker's bound
    /// ([`Worker::stop_within`]) and cuts off the rest,
    /// then marks what ended and gives back the rest in one write.
    async fn stop(mut self, mut ended: Vec<Sent>, writing: Writing, now: &Clock) {
        let channel = self.courier.channel().as_str();
        let deadline = Instant::now() + self.worker.stop_within;
        let mut back: Vec<i64> = Vec::new();
        if let Some((task, marking, _)) = writing {
            match tokio::time::timeout_at(deadline, task).await {
                Ok(Ok(Ok((claimed, _)))) => back.extend(claimed.iter().map(|d| d.id)),
                // Not marked: marked with the last write.
                Ok(Ok(Err(_)) | Err(_)) => ended.extend(marking),
                // Still under way: what it claims comes back when the lease ends.
                Err(_) => tracing::warn!(
                    "the {channel} lane stopped before the store took its last claim"
                ),
            }
        }
        back.extend(self.ready.drain(..).map(|ready| ready.delivery.id));
        let in_flight = self.sending.len();
        let before = ended.len();
        loop {
            match tokio::time::timeout_at(deadline, self.sending.join_next()).await {
                Ok(Some(done)) => ended.extend(self.ended(done)),
                Ok(None) => break,
                Err(_) => {
                    self.sending.abort_all();
                    // What ended before the cut is marked; the rest is given back.
                    while let Some(done) = self.sending.join_next().await {
                        if let Ok(sent) = done {
                            ended.extend(self.ended(Ok(sent)));
                        }
                    }
                    break;
                }
            }
        }
        let finished = ended.len() - before;
        back.extend(self.flying.drain());
        let outcomes: Vec<(i64, Outcome)> = ended
            .iter()
            .map(|sent| (sent.id, sent.outcome.clone()))
            .collect();
        let at = now().timestamp();
        let returned = back.len();
        match self
            .worker
            .db
            .write(move |tx| {
                notices::mark(tx, &outcomes)?;
                notices::release(tx, &back, at)
            })
            .await
        {
            Ok(()) => tracing::info!(
                "the {channel} lane stopped: {finished} of {in_flight} sends in flight finished; \
                 {returned} deliveries went back to the outbox"
            ),
            // Left as they are, they are due again when their lease ends.
            Err(err) => tracing::warn!(
                "the {channel} lane stopped but could not give back its deliveries: {err}"
            ),
        }
    }

    /// How many more deliveries the lane may claim: its places and what it claims ahead,
    /// less what it holds.
    fn room(&self) -> usize {
        (self.limits.in_flight + self.limits.ahead)
            .saturating_sub(self.sending.len() + self.ready.len())
    }

    /// Keeps `claimed`, claimed at `at`, for the next free places.
    fn hold(&mut self, claimed: Vec<Claimed>, at: i64) {
        for delivery in claimed {
            if let Some(player) = delivery.to {
                *self.held.entry(player).or_default() += 1;
            }
            self.ready.push_back(Ready {
                delivery,
                claimed_at: at,
            });
        }
    }

    /// Starts what is claimed on every free place; lets go what waited too long.
    fn start_ready(&mut self, now: DateTime<Utc>) {
        let at = now.timestamp();
        while self.sending.len() < self.limits.in_flight {
            let Some(next) = self.ready.pop_front() else {
                return;
            };
            if at - next.claimed_at > HOLD_AT_MOST_SECS {
                // Due again when its lease ends; another claim will take it then.
                self.let_go(next.delivery.to);
                continue;
            }
            self.flying.insert(next.delivery.id);
            self.sending
                .spawn(self.worker.send(self.courier.clone(), &next.delivery, now));
        }
    }

    /// A held delivery of `player` is held no more.
    fn let_go(&mut self, player: Option<PlayerId>) {
        if let Some(player) = player
            && let Some(n) = self.held.get_mut(&player)
        {
            *n -= 1;
            if *n == 0 {
                self.held.remove(&player);
            }
        }
    }

    /// A send that ended: its place is free again.
    fn ended(&mut self, done: Result<Sent, tokio::task::JoinError>) -> Option<Sent> {
        // A courier that panicked: its delivery stays claimed and is due again when the
        // lease ends (its member's place is given back when the lane next starts afresh).
        let sent = done
            .inspect_err(|err| tracing::warn!("a delivery's send ended abnormally: {err}"))
            .ok()?;
        self.flying.remove(&sent.id);
        self.let_go(sent.to);
        Some(sent)
    }

    /// Marks the sends in `ended` and claims what there is room for, in one transaction, on
    /// the store's writer beside the sends.
    fn settle_and_claim(
        &self,
        ended: &[Sent],
        room: usize,
        now: DateTime<Utc>,
    ) -> JoinHandle<Settled> {
        let channel = self.courier.channel();
        let window = Window {
            channel,
            limit: room,
            per_member: self.limits.per_member,
            busy: self.held.clone(),
        };
        let mut round = Round::default();
        let outcomes: Vec<(i64, Outcome)> = ended
            .iter()
            .map(|sent| {
                round.count(&sent.outcome);
                (sent.id, sent.outcome.clone())
            })
            .collect();
        if round.failed > 0 {
            let channel = channel.as_str();
            tracing::warn!(
                "{} {channel} notices failed to go out for good",
                round.failed
            );
        }
        let db = self.worker.db.clone();
        let at = now.timestamp();
        tokio::spawn(async move {
            db.write(move |tx| {
                notices::mark(tx, &outcomes)?;
                let claimed = match window.limit {
                    0 => Vec::new(),
                    _ => notices::claim_window(tx, &window, at, at + LEASE_SECS)?,
                };
                Ok((claimed, notices::next_due(tx, channel)?))
            })
            .await
        })
    }
}

/// Resolves once `shutdown` says stop (or its sender is gone).
async fn stopping(shutdown: &mut tokio::sync::watch::Receiver<bool>) {
    let _ = shutdown.wait_for(|stop| *stop).await;
}

/// How long to sleep when the next delivery that waits is due at `next_due` (what is due now
/// but found no room, or another member's cap, waits for a send to end).
fn wait_for(next_due: Option<i64>, at: i64) -> Duration {
    match next_due {
        Some(due) if due > at => Duration::from_secs((due - at) as u64).min(POLL_EVERY),
        _ => POLL_EVERY,
    }
}
