//! Brakes on clients: the attempt limiter that slows signups through invitation links
//! (docs/rules.md#permissions), the sliding window that the shared passwords' budgets count
//! in (`super::guesses`), and a brake on requests refused without work ([`RefusalBrake`]).
//! Client keys come from `crate::clients`.
//!
//! The attempt limiter has two brakes:
//! - **A budget per client.** Each client may spend `max` attempts per window. An attempt is
//!   counted the moment it starts ([`AttemptLimiter::begin`]), before the password is even
//!   read, so a burst of concurrent guesses gets at most `max` checks; the rest get 429 with
//!   `Retry-After`. A success gives its attempt back. IPv6 clients are counted by /64, the
//!   block one subscriber usually holds, so rotating addresses inside it gains nothing.
//! - **A club-wide delay per credential.** Every failure anywhere (many addresses trying
//!   made-up links at once) makes each later attempt wait a little before it is checked:
//!   nothing for the first [`FREE_FAILURES`], then [`DELAY_STEP`] more per failure, at most
//!   [`MAX_DELAY`].
//!
//! Memory is bounded: a client keeps at most `max` timestamps, and at most
//! [`MAX_CLIENTS`] clients are remembered (the least recently failed are forgotten first).
//!
//! The [`RefusalBrake`] slows a client that keeps sending requests the server
//! refuses without any work (an unknown query parameter, a session cookie that is not live):
//! one address cannot take a fair share of the server with requests no person sends.

use std::collections::{HashMap, VecDeque};
use std::hash::Hash;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::auth::ClientAddr;
use crate::club::Error;

/// Failures club-wide (per credential, in the window) that cost nobody any wait.
pub const FREE_FAILURES: usize = 10;
/// The wait each failure beyond [`FREE_FAILURES`] adds.
pub const DELAY_STEP: Duration = Duration::from_millis(100);
/// The longest wait before an attempt is checked.
pub const MAX_DELAY: Duration = Duration::from_secs(2);
/// How many clients the limiter remembers at most.
pub const MAX_CLIENTS: usize = 10_000;

pub use crate::clients::ClientKey;

impl ClientKey {
    /// The budget key of `client`.
    pub fn of(client: ClientAddr) -> ClientKey {
        ClientKey::of_ip(client.0)
    }
}

type BudgetKey = (ClientKey, &'static str);

#[derive(Debug, Default)]
struct Books {
    /// Attempts that count against each client's budget, oldest first.
    clients: HashMap<BudgetKey, VecDeque<Instant>>,
    /// Failures per credential, club-wide, oldest first (at most the count that reaches
    /// [`MAX_DELAY`]).
    failures: HashMap<&'static str, VecDeque<Instant>>,
}

/// The attempt budget and the club-wide delay for one family of credentials.
#[derive(Debug)]
pub struct AttemptLimiter {
    max: usize,
    window: Duration,
    books: Mutex<Books>,
}

/// One attempt in progress. It counts against the client's budget from the moment it
/// exists; [`Attempt::succeed`] gives it back. Dropping it any other way counts a failure.
#[must_use = "an attempt counts as failed unless it is settled"]
#[derive(Debug)]
pub struct Attempt {
    limiter: Arc<AttemptLimiter>,
    key: BudgetKey,
    started: Instant,
    settled: bool,
}

impl AttemptLimiter {
    /// A limiter allowing `max` attempts per client per `window`.
    pub fn new(max: usize, window: Duration) -> Self {
        AttemptLimiter {
            max,
            window,
            books: Mutex::new(Books::default()),
        }
    }

    fn books(&self) -> std::sync::MutexGuard<'_, Books> {
        self.books.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Starts an attempt at `credential`, or refuses with 429 while the client has spent its
    /// budget. Counting and checking are one step under one lock.
    pub fn begin(
        self: &Arc<Self>,
        client: ClientAddr,
        credential: &'static str,
    ) -> Result<Attempt, Error> {
        let now = Instant::now();
        let key = (ClientKey::of(client), credential);
        let mut books = self.books();
        if !books.clients.contains_key(&key) && books.clients.len() >= MAX_CLIENTS {
            self.forget_some(&mut books, now);
        }
        let times = books.clients.entry(key).or_default();
        forget_older(times, now, self.window);
        if times.len() >= self.max {
            let oldest = *times.front().expect("over the budget means not empty");
            let wait = self.window.saturating_sub(now.duration_since(oldest));
            return Err(Error::RateLimited {
                retry_after_secs: wait.as_secs().max(1),
            });
        }
        times.push_back(now);
        Ok(Attempt {
            limiter: Arc::clone(self),
            key,
            started: now,
            settled: false,
        })
    }

    /// How long the next attempt at `credential` waits before it is checked, from the
    /// failures club-wide in the window.
    pub fn delay(&self, credential: &'static str) -> Duration {
        let now = Instant::now();
        let mut books = self.books();
        let Some(failures) = books.failures.get_mut(credential) else {
            return Duration::ZERO;
        };
        forget_older(failures, now, self.window);
        delay_after(failures.len())
    }

    fn record_failure(&self, credential: &'static str, at: Instant) {
        let mut books = self.books();
        let failures = books.failures.entry(credential).or_default();
        failures.push_back(at);
        while failures.len() > max_counted_failures() {
            failures.pop_front();
        }
    }

    fn give_back(&self, key: BudgetKey, started: Instant) {
        let mut books = self.books();
        if let Some(times) = books.clients.get_mut(&key) {
            if let Some(at) = times.iter().position(|t| *t == started) {
                times.remove(at);
            }
            if times.is_empty() {
                books.clients.remove(&key);
            }
        }
    }

    fn forget_some(&self, books: &mut Books, now: Instant) {
        forget_some(&mut books.clients, now, self.window);
    }

    /// How many clients are remembered (for tests of the memory bound).
    pub fn remembered_clients(&self) -> usize {
        self.books().clients.len()
    }
}

/// Per key, the times of what counts against it in the window, oldest first.
#[derive(Debug)]
pub(super) struct Window<K> {
    max: usize,
    length: Duration,
    times: HashMap<K, VecDeque<Instant>>,
}

impl<K: Clone + Eq + Hash> Window<K> {
    pub(super) fn new(max: usize, length: Duration) -> Self {
        Window {
            max,
            length,
            times: HashMap::new(),
        }
    }

    /// How long until `key` may spend again; none while it may.
    pub(super) fn wait(&mut self, key: &K, now: Instant) -> Option<Duration> {
        let times = self.times.get_mut(key)?;
        forget_older(times, now, self.length);
        if times.len() < self.max {
            return None;
        }
        let freeing = times[times.len() - self.max];
        Some(self.length.saturating_sub(now.duration_since(freeing)))
    }

    pub(super) fn spend(&mut self, key: K, now: Instant) {
        if !self.times.contains_key(&key) && self.times.len() >= MAX_CLIENTS {
            forget_some(&mut self.times, now, self.length);
        }
        let times = self.times.entry(key).or_default();
        times.push_back(now);
        while times.len() > self.max {
            times.pop_front();
        }
    }

    /// How many keys are remembered (for tests of the memory bound).
    pub(super) fn remembered(&self) -> usize {
        self.times.len()
    }

    pub(super) fn give_back(&mut self, key: &K, at: Instant) {
        if let Some(times) = self.times.get_mut(key) {
            if let Some(i) = times.iter().position(|t| *t == at) {
                times.remove(i);
            }
            if times.is_empty() {
                self.times.remove(key);
            }
        }
    }
}

/// Makes room when [`MAX_CLIENTS`] are remembered: first those whose times have all left
/// the window, then, if that is not enough, the quarter seen longest ago. Forgetting in
/// batches keeps the cost per request small however addresses rotate.
pub(super) fn forget_some<K: Clone + Eq + std::hash::Hash>(
    clients: &mut HashMap<K, VecDeque<Instant>>,
    now: Instant,
    window: Duration,
) {
    clients.retain(|_, times| {
        times
            .back()
            .is_some_and(|t| now.duration_since(*t) < window)
    });
    if clients.len() < MAX_CLIENTS {
        return;
    }
    let mut latest: Vec<(Instant, K)> = clients
        .iter()
        .filter_map(|(key, times)| times.back().map(|t| (*t, key.clone())))
        .collect();
    latest.sort_unstable_by_key(|(t, _)| *t);
    for (_, key) in latest.into_iter().take(MAX_CLIENTS / 4) {
        clients.remove(&key);
    }
}

/// Refusals a client may cause per [`REFUSAL_WINDOW`] before they are answered slowly: a
/// browser that carries a stale cookie causes one (the answer removes the cookie), a page
/// with an old link a few.
pub const FREE_REFUSALS: usize = 50;
/// The window the refusals of a client are counted in.
pub const REFUSAL_WINDOW: Duration = Duration::from_secs(10);
/// The wait each refusal beyond [`FREE_REFUSALS`] adds, up to [`MAX_DELAY`].
pub const REFUSAL_STEP: Duration = Duration::from_millis(50);

/// Slows the clients that keep sending requests the server refuses at once: an unknown
/// query parameter, a session cookie that is junk, forged or expired. Such a request costs
/// the server next to nothing, but a client sending them as fast as it can would still take
/// its share of the machine. Past [`FREE_REFUSALS`] in [`REFUSAL_WINDOW`], each refused
/// answer waits [`REFUSAL_STEP`] more, at most [`MAX_DELAY`]; a waiting answer costs a
/// timer, not a thread. The answer itself is unchanged (no 429: a person with a stale
/// cookie still gets the page). Clients without an address (in-process tests) are not
/// counted.
#[derive(Debug, Default)]
pub struct RefusalBrake {
    clients: Mutex<HashMap<ClientKey, VecDeque<Instant>>>,
}

impl RefusalBrake {
    /// Counts a refusal of `client` and says how long its answer waits.
    pub fn refuse(&self, client: ClientAddr) -> Duration {
        let key = ClientKey::of(client);
        if key == ClientKey::Unknown {
            return Duration::ZERO;
        }
        let now = Instant::now();
        let mut clients = self.clients.lock().unwrap_or_else(|e| e.into_inner());
        if !clients.contains_key(&key) && clients.len() >= MAX_CLIENTS {
            forget_some(&mut clients, now, REFUSAL_WINDOW);
        }
        let times = clients.entry(key).or_default();
        forget_older(times, now, REFUSAL_WINDOW);
        let extra = times.len().saturating_sub(FREE_REFUSALS) as u32;
        times.push_back(now);
        // Enough times to reach the longest wait; older ones change nothing.
        let counted = FREE_REFUSALS + (MAX_DELAY.as_millis() / REFUSAL_STEP.as_millis()) as usize;
        while times.len() > counted {
            times.pop_front();
        }
        REFUSAL_STEP.saturating_mul(extra).min(MAX_DELAY)
    }

    /// How many clients are remembered (for tests of the memory bound).
    pub fn remembered_clients(&self) -> usize {
        self.clients.lock().unwrap_or_else(|e| e.into_inner()).len()
    }
}

/// Drops the times (oldest first) that have left the window ending at `now`.
pub(super) fn forget_older(times: &mut VecDeque<Instant>, now: Instant, window: Duration) {
    while times
        .front()
        .is_some_and(|t| now.duration_since(*t) >= window)
    {
        times.pop_front();
    }
}

/// The wait after `failures` club-wide failures.
pub fn delay_after(failures: usize) -> Duration {
    let extra = failures.saturating_sub(FREE_FAILURES) as u32;
    DELAY_STEP.saturating_mul(extra).min(MAX_DELAY)
}

fn max_counted_failures() -> usize {
    FREE_FAILURES + (MAX_DELAY.as_millis() / DELAY_STEP.as_millis()) as usize
}

impl Attempt {
    /// The credential was right: the attempt does not count against the client.
    pub fn succeed(mut self) {
        self.settled = true;
        self.limiter.give_back(self.key, self.started);
    }

    /// The attempt was used up without guessing anything (a signup through a valid link):
    /// it stays counted against the client, but slows nobody else down.
    pub fn spend(mut self) {
        self.settled = true;
    }

    /// The credential was wrong: the attempt stays counted and slows further attempts
    /// club-wide.
    pub fn fail(self) {
        // Dropping does it.
    }
}

impl Drop for Attempt {
    fn drop(&mut self) {
        if !self.settled {
            self.limiter.record_failure(self.key.1, Instant::now());
        }
    }
}

#[cfg(test)]
mod tests {
    use std::net::IpAddr;

    use super::*;

    fn client(s: &str) -> ClientAddr {
        ClientAddr(Some(s.parse().unwrap()))
    }

    #[test]
    fn attempts_are_counted_when_they_start_and_given_back_on_success() {
        let limiter = Arc::new(AttemptLimiter::new(5, Duration::from_secs(900)));
        let me = client("10.0.0.1");
        // Five attempts in flight at once: a sixth is refused before any has been checked.
        let open: Vec<_> = (0..5)
            .map(|_| limiter.begin(me, "admin").unwrap())
            .collect();
        match limiter.begin(me, "admin") {
            Err(Error::RateLimited { retry_after_secs }) => {
                assert!(retry_after_secs > 800 && retry_after_secs <= 900)
            }
            other => panic!("expected 429, got {other:?}"),
        }
        assert!(limiter.begin(client("10.0.0.2"), "admin").is_ok());
        assert!(limiter.begin(me, "league").is_ok(), "credentials apart");
        let mut open = open.into_iter();
        open.next().unwrap().succeed();
        assert!(limiter.begin(me, "admin").is_ok(), "a success gives back");
    }

    #[test]
    fn an_ipv6_client_is_its_64() {
        let limiter = Arc::new(AttemptLimiter::new(2, Duration::from_secs(900)));
        limiter
            .begin(client("2001:db8:1:2::1"), "league")
            .unwrap()
            .fail();
        limiter
            .begin(client("2001:db8:1:2::ffff"), "league")
            .unwrap()
            .fail();
        assert!(
            limiter
                .begin(client("2001:db8:1:2:abcd::9"), "league")
                .is_err()
        );
        assert!(limiter.begin(client("2001:db8:1:3::1"), "league").is_ok());
        assert_eq!(
            ClientKey::of(client("::ffff:10.0.0.1")),
            ClientKey::of(client("10.0.0.1"))
        );
    }

    #[test]
    fn club_wide_failures_slow_every_attempt_up_to_two_seconds() {
        assert_eq!(delay_after(0), Duration::ZERO);
        assert_eq!(delay_after(FREE_FAILURES), Duration::ZERO);
        assert_eq!(delay_after(FREE_FAILURES + 3), Duration::from_millis(300));
        assert_eq!(delay_after(10_000), MAX_DELAY);
        let limiter = Arc::new(AttemptLimiter::new(1, Duration::from_secs(900)));
        for i in 0..(FREE_FAILURES + 5) {
            limiter
                .begin(client(&format!("10.0.{}.{}", i / 250, i % 250)), "league")
                .unwrap()
                .fail();
        }
        assert_eq!(limiter.delay("league"), Duration::from_millis(500));
        assert_eq!(limiter.delay("admin"), Duration::ZERO);
        // A signup that spends its attempt slows nobody.
        limiter.begin(client("10.9.9.9"), "signup").unwrap().spend();
        assert_eq!(limiter.delay("signup"), Duration::ZERO);
    }

    #[test]
    fn attempts_age_out_of_the_window() {
        let limiter = Arc::new(AttemptLimiter::new(1, Duration::from_millis(20)));
        let me = ClientAddr(None);
        limiter.begin(me, "admin").unwrap().fail();
        assert!(limiter.begin(me, "admin").is_err());
        std::thread::sleep(Duration::from_millis(30));
        assert!(limiter.begin(me, "admin").is_ok());
        assert_eq!(limiter.delay("admin"), Duration::ZERO);
    }

    #[test]
    fn memory_stays_bounded_however_addresses_rotate() {
        let limiter = Arc::new(AttemptLimiter::new(5, Duration::from_secs(900)));
        for i in 0..(MAX_CLIENTS as u32 * 3) {
            let ip = std::net::Ipv4Addr::from(0x0a00_0000 + i);
            limiter
                .begin(ClientAddr(Some(IpAddr::V4(ip))), "signup")
                .unwrap()
                .fail();
        }
        assert!(limiter.remembered_clients() <= MAX_CLIENTS);
        let books = limiter.books();
        assert!(books.failures["signup"].len() <= max_counted_failures());
    }

    #[test]
    fn refusals_beyond_the_free_ones_wait_longer_up_to_two_seconds() {
        let brake = RefusalBrake::default();
        let (me, neighbour) = (client("10.0.0.7"), client("10.0.0.8"));
        for _ in 0..FREE_REFUSALS {
            assert_eq!(brake.refuse(me), Duration::ZERO);
        }
        assert_eq!(
            brake.refuse(me),
            Duration::ZERO,
            "the 51st is the first counted extra"
        );
        assert_eq!(brake.refuse(me), REFUSAL_STEP);
        assert_eq!(brake.refuse(me), REFUSAL_STEP * 2);
        for _ in 0..100 {
            brake.refuse(me);
        }
        assert_eq!(brake.refuse(me), MAX_DELAY);
        // Another address is not slowed by this one; in-process requests have none.
        assert_eq!(brake.refuse(neighbour), Duration::ZERO);
        for _ in 0..(FREE_REFUSALS * 3) {
            assert_eq!(brake.refuse(ClientAddr(None)), Duration::ZERO);
        }
    }

    #[test]
    fn refusals_of_an_ipv6_block_count_together_and_memory_stays_bounded() {
        let brake = RefusalBrake::default();
        for i in 0..=FREE_REFUSALS {
            brake.refuse(client(&format!("2001:db8:1:2::{:x}", i + 1)));
        }
        assert_eq!(brake.refuse(client("2001:db8:1:2:ffff::9")), REFUSAL_STEP);
        for i in 0..(MAX_CLIENTS as u32 * 3) {
            let ip = std::net::Ipv4Addr::from(0x0b00_0000 + i);
            brake.refuse(ClientAddr(Some(IpAddr::V4(ip))));
        }
        assert!(brake.remembered_clients() <= MAX_CLIENTS);
    }
}
