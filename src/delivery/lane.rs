//! One channel's lane of the delivery worker: up to [`Limits::in_flight`] sends going at
//! once, each marked as it ends, and the next claimed as soon as there is room, so a send
//! that hangs holds one place in its lane, never the lane (decisions §13, "No one stalls the
//! outbox"). No member holds more than [`Limits::per_member`] places.
//!
//! The lane sleeps until the first of: a send ends, a write of this process commits a
//! delivery (the store's outbox bell), the next delivery that waits is due (a merged notice,
//! a retry, a lease run out), or [`POLL_EVERY`] has gone by (the safety net, for what another
//! process wrote).

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};
use tokio::task::JoinSet;
use tokio::time::Instant;

use super::{Courier, LEASE_SECS, Limits, POLL_EVERY, Round, Sent, Worker};
use crate::db::notices::{self, Outcome, Window};
use crate::domain::ids::PlayerId;

/// The club's clock, shared by the lanes.
pub type Clock = Arc<dyn Fn() -> DateTime<Utc> + Send + Sync>;

/// One channel's lane.
pub struct Lane {
    worker: Worker,
    courier: Arc<dyn Courier>,
    limits: Limits,
    sending: JoinSet<Sent>,
    busy: HashMap<PlayerId, usize>,
}

impl Lane {
    /// The lane of `courier`'s channel.
    pub fn new(worker: Worker, courier: Arc<dyn Courier>) -> Lane {
        Lane {
            limits: Limits::of(courier.channel()),
            worker,
            courier,
            sending: JoinSet::new(),
            busy: HashMap::new(),
        }
    }

    /// Runs the lane until the process ends.
    pub async fn run(mut self, now: Clock) {
        let mut rung = self.worker.db.outbox_rung();
        let mut ended = Vec::new();
        loop {
            let wake_at = match self.settle_and_fill(&mut ended, now()).await {
                Ok(wake_at) => wake_at,
                // What ended stays to be marked with the next try.
                Err(err) => {
                    tracing::warn!("could not deliver notices: {err}");
                    Instant::now() + POLL_EVERY
                }
            };
            tokio::select! {
                Some(done) = self.sending.join_next(), if !self.sending.is_empty() => {
                    ended.extend(self.ended(done));
                    // Every send that ended meanwhile is marked in the same transaction.
                    while let Some(done) = self.sending.try_join_next() {
                        ended.extend(self.ended(done));
                    }
                }
                changed = rung.changed() => {
                    if changed.is_err() {
                        tokio::time::sleep_until(wake_at).await;
                    }
                }
                () = tokio::time::sleep_until(wake_at) => {}
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
        if let Some(player) = sent.to
            && let Some(n) = self.busy.get_mut(&player)
        {
            *n -= 1;
            if *n == 0 {
                self.busy.remove(&player);
            }
        }
        Some(sent)
    }

    /// Marks the sends in `ended` and claims what there is room for, in one transaction
    /// (`ended` is emptied once it commits); starts the claimed sends and returns when to look
    /// again at the latest.
    async fn settle_and_fill(
        &mut self,
        ended: &mut Vec<Sent>,
        now: DateTime<Utc>,
    ) -> crate::db::Result<Instant> {
        let channel = self.courier.channel();
        let room = self.limits.in_flight - self.sending.len();
        if room == 0 && ended.is_empty() {
            // Full, and nothing to mark: the next send to end wakes the lane.
            return Ok(Instant::now() + POLL_EVERY);
        }
        let window = Window {
            channels: vec![channel],
            limit: room,
            per_member: self.limits.per_member,
            busy: self.busy.clone(),
        };
        let mut round = Round::default();
        let outcomes: Vec<(i64, Outcome)> = ended
            .iter()
            .map(|sent| {
                round.count(&sent.outcome);
                (sent.id, sent.outcome.clone())
            })
            .collect();
        let at = now.timestamp();
        let (claimed, next_due) = self
            .worker
            .db
            .write(move |tx| {
                notices::mark(tx, &outcomes)?;
                let claimed = match window.limit {
                    0 => Vec::new(),
                    _ => notices::claim_window(tx, &window, at, at + LEASE_SECS)?,
                };
                Ok((claimed, notices::next_due(tx, channel)?))
            })
            .await?;
        ended.clear();
        if round.failed > 0 {
            let channel = channel.as_str();
            tracing::warn!(
                "{} {channel} notices failed to go out for good",
                round.failed
            );
        }
        for delivery in &claimed {
            if let Some(player) = delivery.to {
                *self.busy.entry(player).or_default() += 1;
            }
            self.sending
                .spawn(self.worker.send(self.courier.clone(), delivery, now));
        }
        // What is due now but found no room (or another member's cap) waits for a send to end.
        let wait = match next_due {
            Some(due) if due > at => Duration::from_secs((due - at) as u64).min(POLL_EVERY),
            _ => POLL_EVERY,
        };
        Ok(Instant::now() + wait)
    }
}
