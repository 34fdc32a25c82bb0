//! Guessing the shared passwords, the admin's and the league's, is throttled
//! (docs/rules.md#permissions). Every check draws from budgets before the password is even
//! read, so a refusal costs no hashing and a burst of parallel guesses gets no more checks
//! than one at a time:
//!
//! - **A client** (an address; an IPv6 /64; behind a trusted proxy, the forwarded client) has
//!   [`CLIENT_ATTEMPTS`] checks per [`CLIENT_WINDOW`] per password.
//! - **Its wider blocks** have their own budgets, for whoever holds many /64s: an IPv6 /56
//!   [`SLASH56_ATTEMPTS`] and a /48 [`SLASH48_ATTEMPTS`] per [`BLOCK_WINDOW`]; an IPv4 /24,
//!   where a cloud tenant or a carrier's pool lives, [`SLASH24_ATTEMPTS`]. Both passwords
//!   count together here.
//! - **The club** has one token bucket of failed checks for both passwords, whoever sends
//!   them: it holds [`GuessSettings::failures_per_hour`] and refills at that rate. Sign-in
//!   links have none ([`GuessBudgets::per_client_and_block`], docs/rules.md#members): their tokens
//!   carry 256 bits, so a club-wide pause would protect nothing and would let strangers
//!   block every member's sign-in.
//! - **A known device** (a browser whose device cookie signed in with this password before,
//!   `crate::club::devices`) skips the three budgets above: during an attack that spends
//!   them, members still get in. It has a budget of its own instead, [`DEVICE_ATTEMPTS`] per
//!   [`CLIENT_WINDOW`] wherever it is used from, so a copied cookie guesses no faster.
//!
//! A check counts against every budget it draws from the moment it starts, and a failure
//! stays counted. The right password gives back the failure budgets and the club's token,
//! but counts as one of the client's [`SUCCESSES_PER_CLIENT`] sign-ins per [`BLOCK_WINDOW`],
//! so fresh unlocks are not free either. Past any budget the answer is 429 with
//! `Retry-After`; no request ever sleeps, so parallel requests cannot wait a delay out
//! together. Memory is bounded as in `super::limiter`.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::limiter::Window;
use crate::clients::{Block, ClientKey};
use crate::club::Error;

/// Checks of one password one client may have per [`CLIENT_WINDOW`] (the right password
/// gives its check back).
pub const CLIENT_ATTEMPTS: usize = 5;
/// The window of [`CLIENT_ATTEMPTS`] and [`DEVICE_ATTEMPTS`].
pub const CLIENT_WINDOW: Duration = Duration::from_secs(15 * 60);
/// Checks an IPv6 /56 (often one home) may have per [`BLOCK_WINDOW`].
pub const SLASH56_ATTEMPTS: usize = 10;
/// Checks an IPv6 /48 (often one site) may have per [`BLOCK_WINDOW`].
pub const SLASH48_ATTEMPTS: usize = 30;
/// Checks an IPv4 /24 may have per [`BLOCK_WINDOW`].
pub const SLASH24_ATTEMPTS: usize = 30;
/// The window of the block budgets and of [`SUCCESSES_PER_CLIENT`].
pub const BLOCK_WINDOW: Duration = Duration::from_secs(3600);
/// Checks of one password a known device may have per [`CLIENT_WINDOW`].
pub const DEVICE_ATTEMPTS: usize = 5;
/// Successful sign-ins with one password one client may have per [`BLOCK_WINDOW`]: an
/// evening's members behind the clubhouse's one address, not an endless supply of unlocks.
pub const SUCCESSES_PER_CLIENT: usize = 30;

/// The operator's setting of the club-wide budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GuessSettings {
    /// Failed checks club-wide per hour; also how many may be spent at once.
    pub failures_per_hour: u32,
}

impl Default for GuessSettings {
    fn default() -> Self {
        GuessSettings {
            failures_per_hour: 60,
        }
    }
}

/// The club's failed checks: a token bucket.
#[derive(Debug)]
struct Bucket {
    capacity: f64,
    per_second: f64,
    tokens: f64,
    at: Instant,
}

impl Bucket {
    fn new(per_hour: u32, now: Instant) -> Self {
        let capacity = f64::from(per_hour.max(1));
        Bucket {
            capacity,
            per_second: capacity / 3600.0,
            tokens: capacity,
            at: now,
        }
    }

    fn refill(&mut self, now: Instant) {
        let elapsed = now.saturating_duration_since(self.at).as_secs_f64();
        self.tokens = (self.tokens + elapsed * self.per_second).min(self.capacity);
        self.at = self.at.max(now);
    }

    /// How long until a token is there; none while one is.
    fn wait(&mut self, now: Instant) -> Option<Duration> {
        self.refill(now);
        (self.tokens < 1.0).then(|| Duration::from_secs_f64((1.0 - self.tokens) / self.per_second))
    }

    fn take(&mut self, now: Instant) -> bool {
        self.refill(now);
        let there = self.tokens >= 1.0;
        if there {
            self.tokens -= 1.0;
        }
        there
    }

    fn give_back(&mut self) {
        self.tokens = (self.tokens + 1.0).min(self.capacity);
    }
}

type Credential = &'static str;

#[derive(Debug)]
struct Books {
    clients: Window<(ClientKey, Credential)>,
    slash56: Window<Block>,
    slash48: Window<Block>,
    slash24: Window<Block>,
    devices: Window<(String, Credential)>,
    successes: Window<(ClientKey, Credential)>,
    club: Bucket,
}

impl Books {
    fn block(&mut self, block: Block) -> &mut Window<Block> {
        match block {
            Block::V6Slash56(_) => &mut self.slash56,
            Block::V6Slash48(_) => &mut self.slash48,
            Block::V4Slash24(_) => &mut self.slash24,
        }
    }
}

/// Every budget a check of a shared password draws from.
#[derive(Debug)]
pub struct GuessBudgets {
    books: Mutex<Books>,
    /// Whether checks draw from the club's bucket too.
    club_wide: bool,
}

/// Who is checking a password.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Guesser {
    /// The client.
    pub client: ClientKey,
    /// The SHA-256 of the device cookie's token, when it is a device known for this
    /// password.
    pub known_device: Option<String>,
}

/// One check in progress. It counts against its budgets from the moment it exists and
/// stays counted as a failure unless [`Guess::succeed`] or [`Guess::not_a_guess`] says
/// otherwise.
#[must_use = "a check counts as failed unless it is settled"]
#[derive(Debug)]
pub struct Guess {
    budgets: Arc<GuessBudgets>,
    credential: Credential,
    guesser: Guesser,
    started: Instant,
    club_token: bool,
}

/// Rounds a wait up to whole seconds, at least 1, for `Retry-After`.
fn retry_after(wait: Duration) -> u64 {
    (wait.as_secs() + u64::from(wait.subsec_nanos() > 0)).max(1)
}

impl GuessBudgets {
    /// Budgets with the club-wide setting `settings`.
    pub fn new(settings: GuessSettings) -> Self {
        let now = Instant::now();
        GuessBudgets {
            books: Mutex::new(Books {
                clients: Window::new(CLIENT_ATTEMPTS, CLIENT_WINDOW),
                slash56: Window::new(SLASH56_ATTEMPTS, BLOCK_WINDOW),
                slash48: Window::new(SLASH48_ATTEMPTS, BLOCK_WINDOW),
                slash24: Window::new(SLASH24_ATTEMPTS, BLOCK_WINDOW),
                devices: Window::new(DEVICE_ATTEMPTS, CLIENT_WINDOW),
                successes: Window::new(SUCCESSES_PER_CLIENT, BLOCK_WINDOW),
                club: Bucket::new(settings.failures_per_hour, now),
            }),
            club_wide: true,
        }
    }

    /// Budgets per client and per block only, with no club-wide bucket: for sign-in links,
    /// which nobody can guess, and the requests for them by email.
    pub fn per_client_and_block() -> Self {
        GuessBudgets {
            club_wide: false,
            ..GuessBudgets::new(GuessSettings::default())
        }
    }

    fn books(&self) -> std::sync::MutexGuard<'_, Books> {
        self.books.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Starts a check of `credential` by `guesser` now.
    pub fn begin(
        self: &Arc<Self>,
        credential: Credential,
        guesser: Guesser,
    ) -> Result<Guess, Error> {
        self.begin_at(credential, guesser, Instant::now())
    }

    /// Starts a check of `credential` by `guesser` at `now`, or refuses it (429) while a
    /// budget it draws from is spent. Looking and spending are one step under one lock.
    pub fn begin_at(
        self: &Arc<Self>,
        credential: Credential,
        guesser: Guesser,
        now: Instant,
    ) -> Result<Guess, Error> {
        let mut books = self.books();
        let client = guesser.client;
        // Narrowest first: the refusal says the narrowest budget spent, and the wait until
        // every spent one has room again.
        let mut mine = Vec::new();
        let mut club = None;
        if client.is_known() {
            mine.extend(books.successes.wait(&(client, credential), now));
        }
        match &guesser.known_device {
            Some(device) => mine.extend(books.devices.wait(&(device.clone(), credential), now)),
            None => {
                mine.extend(books.clients.wait(&(client, credential), now));
                for block in client.blocks() {
                    mine.extend(books.block(block).wait(&block, now));
                }
                if self.club_wide {
                    club = books.club.wait(now);
                }
            }
        }
        if let Some(wait) = mine.iter().chain(&club).max() {
            let retry_after_secs = retry_after(*wait);
            return Err(if mine.is_empty() {
                Error::limit_reached(
                    "password_checks_paused",
                    "Too many wrong passwords were tried on this site lately, so passwords \
                     are checked again later. A browser that signed in here before can \
                     still sign in.",
                    retry_after_secs,
                )
            } else {
                Error::RateLimited { retry_after_secs }
            });
        }
        match &guesser.known_device {
            Some(device) => books.devices.spend((device.clone(), credential), now),
            None => {
                books.clients.spend((client, credential), now);
                for block in client.blocks() {
                    books.block(block).spend(block, now);
                }
            }
        }
        // A known device's failure draws from the club's budget too, but is not refused
        // when it is empty.
        let club_token = self.club_wide && books.club.take(now);
        Ok(Guess {
            budgets: Arc::clone(self),
            credential,
            guesser,
            started: now,
            club_token,
        })
    }

    /// How many keys the budgets remember in all (for tests of the memory bound).
    pub fn remembered(&self) -> usize {
        let books = self.books();
        books.clients.remembered()
            + books.slash56.remembered()
            + books.slash48.remembered()
            + books.slash24.remembered()
            + books.devices.remembered()
            + books.successes.remembered()
    }
}

impl Guess {
    fn give_back(&self, books: &mut Books) {
        let (credential, started) = (self.credential, self.started);
        let client = self.guesser.client;
        match &self.guesser.known_device {
            Some(device) => books
                .devices
                .give_back(&(device.clone(), credential), started),
            None => {
                books.clients.give_back(&(client, credential), started);
                for block in client.blocks() {
                    books.block(block).give_back(&block, started);
                }
            }
        }
        if self.club_token {
            books.club.give_back();
        }
    }

    /// The password was right: the check gives back what it drew, and counts as one of
    /// the client's sign-ins.
    pub fn succeed(self) {
        self.succeed_at(Instant::now());
    }

    /// [`Guess::succeed`] at `now`.
    pub fn succeed_at(self, now: Instant) {
        let budgets = Arc::clone(&self.budgets);
        let mut books = budgets.books();
        self.give_back(&mut books);
        let client = self.guesser.client;
        if client.is_known() {
            books.successes.spend((client, self.credential), now);
        }
    }

    /// Nothing was guessed (no password is set, or the server failed): nothing counts.
    pub fn not_a_guess(self) {
        let budgets = Arc::clone(&self.budgets);
        let mut books = budgets.books();
        self.give_back(&mut books);
    }

    /// The password was wrong: the check stays counted everywhere it drew from.
    pub fn fail(self) {}
}

#[cfg(test)]
#[path = "guesses_tests.rs"]
mod tests;
