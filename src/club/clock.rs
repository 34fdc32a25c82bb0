//! The club's clock, and the wall clock. Seasons turn on 1 January in club time, with no
//! write to announce it, so every answer that depends on "this season" asks the clock per
//! request. Tests set it to cross New Year without waiting for one.
//!
//! What lasts a real time whatever the club's date (a session, an invitation link) reads the
//! [`WallClock`] instead: a test that moves the club by days must not end a session started
//! a second ago. Nothing else in `club` or `domain` reads the time (`src/house_rules.rs`).

use std::sync::{Arc, Mutex};

use chrono::{DateTime, Duration, NaiveDate, Utc};

use crate::domain::calendar;
use crate::domain::season::Season;

/// The time now: the system's, unless a test has set it or moved it.
#[derive(Clone, Default)]
pub struct Clock {
    fixed: Arc<Mutex<Option<DateTime<Utc>>>>,
    ahead: Arc<Mutex<Duration>>,
}

/// The environment variable that runs a real server's club clock this many seconds ahead of
/// the system's (or behind, when negative): for tests and benchmarks of the real binary that
/// need Monday 07:00 or a lease's end without waiting for it. Never set it on a real club.
pub const OFFSET_ENV: &str = "TOURNAMENT_HUB_CLOCK_OFFSET_SECS";

impl Clock {
    /// The current instant.
    pub fn now(&self) -> DateTime<Utc> {
        let fixed = *self.fixed.lock().unwrap_or_else(|e| e.into_inner());
        fixed.unwrap_or_else(|| Utc::now() + *self.ahead.lock().unwrap_or_else(|e| e.into_inner()))
    }

    /// Runs the clock `by` ahead of the system's from now on (behind when negative).
    pub fn run_ahead(&self, by: Duration) {
        *self.ahead.lock().unwrap_or_else(|e| e.into_inner()) = by;
    }

    /// Stops the clock at `instant` (`None` lets it run again), for tests.
    pub fn set(&self, instant: Option<DateTime<Utc>>) {
        *self.fixed.lock().unwrap_or_else(|e| e.into_inner()) = instant;
    }

    /// The club's date today (UTC-6).
    pub fn today(&self) -> NaiveDate {
        calendar::club_today(self.now())
    }

    /// The season under way today.
    pub fn season(&self) -> Season {
        Season::of(self.today())
    }

    /// The year of the season under way today.
    pub fn year(&self) -> i32 {
        self.season().as_year().unwrap_or_default()
    }
}

/// The system's time, which no test moves: for lifetimes measured in real time (sessions,
/// invitation links) and for when a step of the program itself ran, never for the club's
/// day or hour (that is [`Clock`]).
#[derive(Debug, Clone, Copy, Default)]
pub struct WallClock;

impl WallClock {
    /// The current instant, in unix seconds.
    pub fn unix_secs() -> i64 {
        Utc::now().timestamp()
    }
}
