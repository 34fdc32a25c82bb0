//! The budget of live-event streams (`GET /api/events`): how many one client and everyone
//! together may hold open, and how long one may live.
//!
//! A stream is a connection that never ends by itself, so streams alone could take every
//! connection the server has: 16 addresses holding 256 each fill the 4,096 slots, and behind
//! a trusted proxy (exempt from the per-client connection cap) one client could. Streams
//! therefore draw from a budget of their own, well below the connection cap, so reads and
//! writes are still served when it is full. A client is counted as the password limits count
//! it ([`ClientKey`]): the forwarded client behind a trusted proxy, an IPv6 /64 as one.
//!
//! A client that never reads its stream only stores the heartbeats, which no stall guard
//! notices; every stream therefore also has a maximum age, after which it ends and the
//! browser reconnects with `Last-Event-ID`, missing nothing.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use super::limiter::ClientKey;

/// The default of [`StreamLimits::per_client`].
pub const STREAMS_PER_CLIENT: usize = 64;
/// The default of [`StreamLimits::total`]: half of the default connection cap.
pub const STREAMS_TOTAL: usize = 2048;
/// The default of [`StreamLimits::max_age`].
pub const STREAM_MAX_AGE: Duration = Duration::from_secs(60 * 60);
/// How long a client over the budget is asked to wait (`Retry-After`, seconds): streams end
/// at the latest after their maximum age, and every one that closes frees a place.
pub const RETRY_AFTER_SECS: u64 = 30;

/// How many streams may be open, and for how long.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StreamLimits {
    /// Streams one client (an IPv4 address, an IPv6 /64; behind a trusted proxy the client
    /// it forwards for) may hold at once. The phones of a clubhouse share one Wi-Fi or
    /// carrier address, and a browser holds one stream for all its tabs, hence 64.
    pub per_client: usize,
    /// Streams open at once in all: well below the connection cap, so that reads and writes
    /// always find a connection.
    pub total: usize,
    /// How long one stream lives. Each ends a little before it (up to a tenth earlier, at
    /// random), so that streams opened together do not all reconnect together.
    pub max_age: Duration,
}

impl Default for StreamLimits {
    fn default() -> Self {
        StreamLimits {
            per_client: STREAMS_PER_CLIENT,
            total: STREAMS_TOTAL,
            max_age: STREAM_MAX_AGE,
        }
    }
}

impl StreamLimits {
    /// How long one stream opened now lives: between 90% and 100% of the maximum age.
    pub fn lifetime(&self) -> Duration {
        self.max_age.mul_f64(rand::random_range(0.9..=1.0))
    }
}

/// Which budget a refused stream ran into.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The client holds [`StreamLimits::per_client`] streams already.
    Client,
    /// [`StreamLimits::total`] streams are open.
    Full,
}

/// The open streams, per client and in total.
#[derive(Debug)]
pub struct StreamBudget {
    limits: StreamLimits,
    books: Mutex<Books>,
}

#[derive(Debug, Default)]
struct Books {
    total: usize,
    clients: HashMap<ClientKey, usize>,
}

/// One open stream counted against its client and the total; dropping it (the stream ended
/// or its connection closed) gives both places back.
#[derive(Debug)]
pub struct StreamSlot {
    budget: Arc<StreamBudget>,
    key: ClientKey,
}

impl StreamBudget {
    /// An empty budget of `limits`.
    pub fn new(limits: StreamLimits) -> Arc<Self> {
        Arc::new(StreamBudget {
            limits,
            books: Mutex::new(Books::default()),
        })
    }

    /// The limits it enforces.
    pub fn limits(&self) -> StreamLimits {
        self.limits
    }

    fn books(&self) -> std::sync::MutexGuard<'_, Books> {
        self.books.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Counts a new stream of `client`, or says which budget is spent. Checking and counting
    /// are one step under one lock, so a burst of streams cannot overshoot.
    pub fn take(self: &Arc<Self>, client: ClientKey) -> Result<StreamSlot, Refusal> {
        let mut books = self.books();
        if books.total >= self.limits.total {
            return Err(Refusal::Full);
        }
        let held = books.clients.entry(client).or_default();
        if *held >= self.limits.per_client {
            return Err(Refusal::Client);
        }
        *held += 1;
        books.total += 1;
        Ok(StreamSlot {
            budget: Arc::clone(self),
            key: client,
        })
    }

    /// How many streams are open.
    pub fn open(&self) -> usize {
        self.books().total
    }
}

impl Drop for StreamSlot {
    fn drop(&mut self) {
        let mut books = self.budget.books();
        books.total = books.total.saturating_sub(1);
        if let Some(held) = books.clients.get_mut(&self.key) {
            *held -= 1;
            if *held == 0 {
                books.clients.remove(&self.key);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_hold_the_documented_budget() {
        let limits = StreamLimits::default();
        assert_eq!(limits.per_client, 64);
        assert_eq!(limits.total, 2048);
        assert_eq!(limits.max_age, Duration::from_secs(3600));
        for _ in 0..100 {
            let lifetime = limits.lifetime();
            assert!(
                lifetime >= Duration::from_secs(3240) && lifetime <= limits.max_age,
                "{lifetime:?}"
            );
        }
    }

    #[test]
    fn each_client_and_everyone_together_have_a_budget_and_closing_gives_places_back() {
        let budget = StreamBudget::new(StreamLimits {
            per_client: 2,
            total: 3,
            max_age: STREAM_MAX_AGE,
        });
        let a = ClientKey::V4(0x7f00_0001);
        let b = ClientKey::V4(0x7f00_0002);
        let c = ClientKey::V6(0x2001_0db8_0000_0001);
        let a1 = budget.take(a).unwrap();
        let _a2 = budget.take(a).unwrap();
        assert_eq!(budget.take(a).unwrap_err(), Refusal::Client);
        let _b1 = budget.take(b).unwrap();
        assert_eq!(budget.open(), 3);
        assert_eq!(budget.take(c).unwrap_err(), Refusal::Full);
        drop(a1);
        assert_eq!(budget.open(), 2);
        let _c1 = budget.take(c).unwrap();
        assert_eq!(budget.take(a).unwrap_err(), Refusal::Full);
        assert_eq!(budget.books().clients.len(), 3);
    }

    #[test]
    fn a_client_without_streams_is_forgotten() {
        let budget = StreamBudget::new(StreamLimits::default());
        let slots: Vec<_> = (0..10)
            .map(|i| budget.take(ClientKey::V4(i)).unwrap())
            .collect();
        assert_eq!(budget.books().clients.len(), 10);
        drop(slots);
        assert_eq!(budget.open(), 0);
        assert!(budget.books().clients.is_empty());
    }
}
