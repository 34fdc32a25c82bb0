//! Dates and times of the club: "today" at UTC-6 (Costa Rica, no daylight saving), dates as
//! the wire sends them, and the league's time slots and courts. How a date or a status reads
//! on screen is the UI's business (docs/rules.md#dates-and-money).

use std::ops::RangeInclusive;

use chrono::{DateTime, Duration, NaiveDate, NaiveTime, Utc};

/// The club's fixed offset from UTC, in hours.
pub const CLUB_UTC_OFFSET_HOURS: i32 = -6;
/// The courts (canchas) a league match can be played on.
pub const COURTS: RangeInclusive<i64> = 1..=14;

/// The club's date at the instant `now`.
pub fn club_today(now: DateTime<Utc>) -> NaiveDate {
    (now + Duration::hours(i64::from(CLUB_UTC_OFFSET_HOURS))).date_naive()
}

/// The instant (unix seconds) of `time` on the club's date `day`.
pub fn club_instant(day: NaiveDate, time: NaiveTime) -> i64 {
    (day.and_time(time) - Duration::hours(i64::from(CLUB_UTC_OFFSET_HOURS)))
        .and_utc()
        .timestamp()
}

/// Reads a date as sent over the wire (`yyyy-mm-dd`).
pub fn parse_date(text: &str) -> Option<NaiveDate> {
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .ok()
        .filter(|_| text.len() == 10)
}

/// League start times: every 30 minutes from 8:00 to 21:00.
pub fn league_time_slots() -> Vec<NaiveTime> {
    (16..=42)
        .filter_map(|half_hours: u32| {
            NaiveTime::from_hms_opt(half_hours / 2, half_hours % 2 * 30, 0)
        })
        .collect()
}

/// Reads a league time sent as 24-hour `HH:MM`; only the slots of [`league_time_slots`] pass.
pub fn parse_league_time(text: &str) -> Option<NaiveTime> {
    let time = NaiveTime::parse_from_str(text, "%H:%M")
        .ok()
        .filter(|_| text.len() == 5)?;
    league_time_slots().contains(&time).then_some(time)
}

/// The dates of week `week` (1-based) of a tournament that starts on `start`: seven days from
/// `start + 7·(week − 1)`, first and last day included (docs/rules.md#schedule-weeks). The one
/// place a schedule week becomes dates: the clubhouse display and the calendar feeds use it.
pub fn week_dates(start: NaiveDate, week: i64) -> RangeInclusive<NaiveDate> {
    let first = start + Duration::days(7 * (week.max(1) - 1));
    first..=first + Duration::days(6)
}

/// The week (1-based) of a tournament starting on `start` that `day` falls in, if the
/// tournament has begun by then.
pub fn week_of(start: NaiveDate, day: NaiveDate) -> Option<i64> {
    let days = (day - start).num_days();
    (days >= 0).then(|| days / 7 + 1)
}

/// The week of a schedule of `weeks` weeks starting on `start` whose matches are this week's
/// on `today`: the week today falls in, the first before the start, the last once the
/// schedule's weeks are over (what the clubhouse display shows).
pub fn current_week(start: NaiveDate, weeks: i64, today: NaiveDate) -> i64 {
    week_of(start, today).unwrap_or(1).clamp(1, weeks.max(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn today_is_six_hours_behind_utc() {
        let table = [
            ("2026-03-02T05:59:59Z", date(2026, 3, 1)),
            ("2026-03-02T06:00:00Z", date(2026, 3, 2)),
            ("2026-01-01T03:00:00Z", date(2025, 12, 31)),
            ("2026-07-15T23:30:00Z", date(2026, 7, 15)),
        ];
        for (now, today) in table {
            let now: DateTime<Utc> = now.parse().unwrap();
            assert_eq!(club_today(now), today, "{now}");
        }
    }

    #[test]
    fn a_club_time_is_six_hours_before_utc() {
        let table = [
            (date(2026, 11, 26), 18, "2026-11-27T00:00:00Z"),
            (date(2026, 12, 31), 23, "2027-01-01T05:00:00Z"),
            (date(2027, 1, 1), 0, "2027-01-01T06:00:00Z"),
        ];
        for (day, hour, utc) in table {
            let time = NaiveTime::from_hms_opt(hour, 0, 0).unwrap();
            let utc: DateTime<Utc> = utc.parse().unwrap();
            assert_eq!(club_instant(day, time), utc.timestamp(), "{day} {hour}");
            assert_eq!(club_today(utc), day);
        }
    }

    #[test]
    fn dates_are_read_as_sent() {
        assert_eq!(parse_date("2026-11-02"), Some(date(2026, 11, 2)));
        assert_eq!(parse_date("2026-02-30"), None);
        assert_eq!(parse_date("02/11/2026"), None);
        assert_eq!(parse_date("2026-1-2"), None);
    }

    #[test]
    fn league_times() {
        let slots = league_time_slots();
        assert_eq!(slots.len(), 27);
        assert_eq!(slots[0], NaiveTime::from_hms_opt(8, 0, 0).unwrap());
        assert_eq!(slots[9], NaiveTime::from_hms_opt(12, 30, 0).unwrap());
        assert_eq!(slots[26], NaiveTime::from_hms_opt(21, 0, 0).unwrap());
        assert_eq!(
            parse_league_time("18:30"),
            NaiveTime::from_hms_opt(18, 30, 0)
        );
        for bad in ["07:30", "21:30", "18:15", "8:00", "18:30:00", "noon"] {
            assert_eq!(parse_league_time(bad), None, "{bad}");
        }
        assert!(COURTS.contains(&1) && COURTS.contains(&14) && !COURTS.contains(&15));
    }

    #[test]
    fn a_week_is_seven_days_from_the_start_plus_seven_per_earlier_week() {
        let start = date(2026, 11, 2);
        assert_eq!(week_dates(start, 1), date(2026, 11, 2)..=date(2026, 11, 8));
        assert_eq!(
            week_dates(start, 4),
            date(2026, 11, 23)..=date(2026, 11, 29)
        );
        // Across a month and a year's end.
        let start = date(2026, 12, 21);
        assert_eq!(week_dates(start, 2), date(2026, 12, 28)..=date(2027, 1, 3));
        assert_eq!(week_of(start, date(2026, 12, 20)), None);
        assert_eq!(week_of(start, date(2026, 12, 21)), Some(1));
        assert_eq!(week_of(start, date(2026, 12, 27)), Some(1));
        assert_eq!(week_of(start, date(2026, 12, 28)), Some(2));
        assert_eq!(week_of(start, date(2027, 1, 17)), Some(4));
    }

    #[test]
    fn the_current_week_is_the_one_today_falls_in_held_to_the_schedule() {
        let start = date(2026, 11, 2);
        let table = [
            (date(2026, 10, 30), 1), // before the start: the first week is next
            (date(2026, 11, 2), 1),
            (date(2026, 11, 8), 1),
            (date(2026, 11, 9), 2),
            (date(2026, 11, 29), 4),
            (date(2026, 12, 20), 4), // the schedule is over: its last week
        ];
        for (today, week) in table {
            assert_eq!(current_week(start, 4, today), week, "{today}");
        }
        assert_eq!(current_week(start, 0, date(2026, 11, 20)), 1);
    }
}
