//! When a notice goes out: quiet hours, the club's morning, Monday's week, and when a failed
//! delivery is tried again.

use chrono::{DateTime, Duration, NaiveDate, NaiveTime, Timelike, Utc, Weekday};

use crate::domain::calendar::{CLUB_UTC_OFFSET_HOURS, club_instant, club_today};

/// When quiet hours end and the club's morning begins: 07:00 club time.
pub const MORNING: NaiveTime = match NaiveTime::from_hms_opt(7, 0, 0) {
    Some(t) => t,
    None => panic!("07:00 is a time"),
};
/// When quiet hours begin: 21:00 club time.
pub const QUIET_FROM_HOUR: u32 = 21;

/// The club's time of day at `now`.
fn club_time(now: DateTime<Utc>) -> NaiveTime {
    (now + Duration::hours(i64::from(CLUB_UTC_OFFSET_HOURS))).time()
}

/// When a notice written at `now` may go out by email or push: at once, or at 07:00 club time
/// if `now` falls in quiet hours [21:00, 07:00); an urgent one ([`Notice::is_urgent`]) at
/// once. Unix seconds.
pub fn deliver_at(now: DateTime<Utc>, urgent: bool) -> i64 {
    let time = club_time(now);
    let today = club_today(now);
    if urgent {
        now.timestamp()
    } else if time.hour() >= QUIET_FROM_HOUR {
        club_instant(today + Duration::days(1), MORNING)
    } else if time < MORNING {
        club_instant(today, MORNING)
    } else {
        now.timestamp()
    }
}

/// The club date whose morning notices are due at `now`: today once it is 07:00 club time,
/// none before.
pub fn morning_of(now: DateTime<Utc>) -> Option<NaiveDate> {
    (club_time(now) >= MORNING).then(|| club_today(now))
}

/// Whether `day` is the Monday the week's notices go out on.
pub fn is_week_day(day: NaiveDate) -> bool {
    use chrono::Datelike;
    day.weekday() == Weekday::Mon
}

/// The first wait before a failed delivery is tried again; each failure doubles it.
pub const FIRST_RETRY_SECS: i64 = 30;
/// The longest wait between two tries.
pub const LONGEST_RETRY_SECS: i64 = 4 * 3600;
/// How long a delivery is tried, from when it was written.
pub const GIVE_UP_AFTER_SECS: i64 = 24 * 3600;

/// When a delivery written at `created_at` that has now failed `attempts` times (at least 1)
/// is tried next: 30 s after the first failure, doubling up to 4 hours; none once that would
/// be 24 hours after it was written (it has failed for good). Unix seconds.
pub fn retry_at(created_at: i64, attempts: u32, now: i64) -> Option<i64> {
    retry_no_sooner(created_at, attempts, now, 0)
}

/// [`retry_at`], when the far end asked to be left alone for `wait_secs` at least (a push
/// service's `Retry-After`): the later of the two, and none once that is past the 24 hours.
pub fn retry_no_sooner(created_at: i64, attempts: u32, now: i64, wait_secs: i64) -> Option<i64> {
    let doublings = attempts.saturating_sub(1).min(20);
    let backoff = (FIRST_RETRY_SECS << doublings).min(LONGEST_RETRY_SECS);
    let next = now + backoff.max(wait_secs);
    (next <= created_at + GIVE_UP_AFTER_SECS).then_some(next)
}
