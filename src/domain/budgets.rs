//! How often a member may do what tells another member (docs/rules.md#budgets): the budgets
//! on moving a match and correcting a report, and how notices about one match merge so a
//! burst of writes reaches the other player once. Pure: the caller counts what was done from
//! the audit trail and reads the outbox.

use chrono::{DateTime, Duration, NaiveTime, Utc};

use super::calendar::{club_instant, club_today};

/// How many times a player may set one match's day, hour and court in a club day.
pub const SCHEDULE_CHANGES_PER_DAY: i64 = 5;

/// How many times a reporter may change one report (corrections, and withdrawing or making a
/// walkover claim again), after the report itself.
pub const CORRECTIONS_PER_REPORT: i64 = 5;

/// How long after a push or email about a match the next one of its kind waits, seconds.
pub const MERGE_WINDOW_SECS: i64 = 10 * 60;

/// Whether a reporter who already wrote `writes` times to one report (the report itself
/// included) may write once more.
pub fn may_change_report(writes: i64) -> bool {
    writes <= CORRECTIONS_PER_REPORT
}

/// Whether a player who set a match's schedule `changes` times today may set it once more.
pub fn may_reschedule(changes: i64) -> bool {
    changes < SCHEDULE_CHANGES_PER_DAY
}

/// The instant (unix seconds) the club day of `now` began: midnight club time.
pub fn club_day_start(now: DateTime<Utc>) -> i64 {
    club_instant(club_today(now), NaiveTime::MIN)
}

/// Seconds from `now` to the next club midnight, when a day's budget is whole again (at
/// least 1).
pub fn secs_until_club_midnight(now: DateTime<Utc>) -> u64 {
    let midnight = club_instant(club_today(now) + Duration::days(1), NaiveTime::MIN);
    (midnight - now.timestamp()).max(1) as u64
}

/// When a push or email about a match goes out, given when it could go on its own (`due`:
/// at once, or when quiet hours end) and when the last one of its kind about that match to
/// that reader went or was first due (`last_due`, which is at or before `now`). The first
/// goes at once; one within [`MERGE_WINDOW_SECS`] of the last waits for the window's end, and
/// every later one in that window takes its place (the caller drops the waiting one).
pub fn merged_due(now: i64, due: i64, last_due: Option<i64>) -> i64 {
    match last_due {
        Some(last) if last + MERGE_WINDOW_SECS > now => due.max(last + MERGE_WINDOW_SECS),
        _ => due,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn a_report_may_change_five_times_after_it_is_made() {
        // The report is the first write; five changes follow it; the seventh write is refused.
        assert!(may_change_report(1));
        assert!(may_change_report(5));
        assert!(may_change_report(CORRECTIONS_PER_REPORT));
        assert!(!may_change_report(CORRECTIONS_PER_REPORT + 1));
    }

    #[test]
    fn a_match_may_move_five_times_a_day() {
        assert!(may_reschedule(0));
        assert!(may_reschedule(4));
        assert!(!may_reschedule(5));
        assert!(!may_reschedule(60));
    }

    #[test]
    fn the_club_day_turns_at_midnight_club_time() {
        // 05:59:30 UTC is 23:59:30 the day before at the club (UTC-6).
        let late = Utc.with_ymd_and_hms(2026, 11, 29, 5, 59, 30).unwrap();
        assert_eq!(secs_until_club_midnight(late), 30);
        assert_eq!(
            club_day_start(late),
            Utc.with_ymd_and_hms(2026, 11, 28, 6, 0, 0)
                .unwrap()
                .timestamp()
        );
        let just_after = Utc.with_ymd_and_hms(2026, 11, 29, 6, 0, 0).unwrap();
        assert_eq!(secs_until_club_midnight(just_after), 24 * 3600);
        assert_eq!(club_day_start(just_after), just_after.timestamp());
    }

    #[test]
    fn the_first_notice_goes_at_once_and_later_ones_wait_for_the_window() {
        let now = 1_000_000;
        // Nothing went before: at once, or when quiet hours end.
        assert_eq!(merged_due(now, now, None), now);
        assert_eq!(merged_due(now, now + 3600, None), now + 3600);
        // One went 3 minutes ago: this one waits for the window's end.
        assert_eq!(merged_due(now, now, Some(now - 180)), now + 420);
        // Quiet hours end later than the window: the later of the two.
        assert_eq!(merged_due(now, now + 3600, Some(now - 180)), now + 3600);
        // The last one went 10 minutes ago or more: a new window opens.
        assert_eq!(merged_due(now, now, Some(now - MERGE_WINDOW_SECS)), now);
        assert_eq!(merged_due(now, now, Some(now - 3600)), now);
    }
}
