//! The club's clock. Seasons turn on 1 January in club time, with no write to announce it,
//! so every answer that depends on "this season" asks the clock per request. Tests set it to
//! cross New Year without waiting for one.

use std::sync::{Arc, Mutex};

use chrono::{DateTime, NaiveDate, Utc};

use crate::domain::calendar;
use crate::domain::season::Season;

/// The time now: the system's, unless a test has set it.
#[derive(Clone, Default)]
pub struct Clock {
    fixed: Arc<Mutex<Option<DateTime<Utc>>>>,
}

impl Clock {
    /// The current instant.
    pub fn now(&self) -> DateTime<Utc> {
        self.fixed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .unwrap_or_else(Utc::now)
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
