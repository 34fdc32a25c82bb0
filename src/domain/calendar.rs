//! Dates and times of the club: "today" at UTC-6 (Costa Rica, no daylight saving), dates as
//! dd/mm/yyyy, a tournament's badge and status sentence, and the league's time slots and courts.

use std::ops::RangeInclusive;

use chrono::{DateTime, Duration, NaiveDate, NaiveTime, Timelike, Utc};

/// The club's fixed offset from UTC, in hours.
pub const CLUB_UTC_OFFSET_HOURS: i32 = -6;
/// The courts (canchas) a league match can be played on.
pub const COURTS: RangeInclusive<i64> = 1..=14;

/// The club's date at the instant `now`.
pub fn club_today(now: DateTime<Utc>) -> NaiveDate {
    (now + Duration::hours(i64::from(CLUB_UTC_OFFSET_HOURS))).date_naive()
}

/// A date as the club writes it: dd/mm/yyyy.
pub fn format_date(date: NaiveDate) -> String {
    date.format("%d/%m/%Y").to_string()
}

/// Reads a date as sent over the wire (`yyyy-mm-dd`).
pub fn parse_date(text: &str) -> Option<NaiveDate> {
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .ok()
        .filter(|_| text.len() == 10)
}

/// The badge of a tournament card: the label of a known status; for any other status
/// 'Upcoming' when the start date is still ahead, else the raw status.
pub fn badge_label(status: &str, start_date: Option<NaiveDate>, today: NaiveDate) -> String {
    match status {
        "completed" => "Finished".to_string(),
        "active" => "Active".to_string(),
        "draft" => "Draft".to_string(),
        "coming_soon" => "Coming Soon".to_string(),
        _ if start_date.is_some_and(|start| start > today) => "Upcoming".to_string(),
        other => other.to_string(),
    }
}

/// The sentence under a tournament card.
pub fn status_sentence(status: &str) -> &'static str {
    match status {
        "completed" => "Tournament has finished",
        "active" => "Tournament is currently in progress",
        "coming_soon" => "Registration opening soon",
        _ => "Tournament starts soon",
    }
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

/// A time as the UI shows it: `8:00 AM`, `12:30 PM`, `9:00 PM`.
pub fn format_time_12h(time: NaiveTime) -> String {
    let (pm, hour) = time.hour12();
    format!(
        "{hour}:{:02} {}",
        time.minute(),
        if pm { "PM" } else { "AM" }
    )
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
    fn dates_show_day_first() {
        assert_eq!(format_date(date(2026, 11, 2)), "02/11/2026");
        assert_eq!(parse_date("2026-11-02"), Some(date(2026, 11, 2)));
        assert_eq!(parse_date("2026-02-30"), None);
        assert_eq!(parse_date("02/11/2026"), None);
        assert_eq!(parse_date("2026-1-2"), None);
    }

    #[test]
    fn badges_and_sentences() {
        let today = date(2026, 5, 10);
        let table = [
            ("completed", None, "Finished", "Tournament has finished"),
            (
                "active",
                None,
                "Active",
                "Tournament is currently in progress",
            ),
            ("draft", None, "Draft", "Tournament starts soon"),
            (
                "coming_soon",
                None,
                "Coming Soon",
                "Registration opening soon",
            ),
            (
                "scheduled",
                Some(date(2026, 5, 11)),
                "Upcoming",
                "Tournament starts soon",
            ),
            (
                "scheduled",
                Some(date(2026, 5, 10)),
                "scheduled",
                "Tournament starts soon",
            ),
            ("paused", None, "paused", "Tournament starts soon"),
        ];
        for (status, start, badge, sentence) in table {
            assert_eq!(badge_label(status, start, today), badge, "{status}");
            assert_eq!(status_sentence(status), sentence, "{status}");
        }
    }

    #[test]
    fn league_times() {
        let slots = league_time_slots();
        assert_eq!(slots.len(), 27);
        assert_eq!(format_time_12h(slots[0]), "8:00 AM");
        assert_eq!(format_time_12h(slots[9]), "12:30 PM");
        assert_eq!(format_time_12h(slots[26]), "9:00 PM");
        assert_eq!(
            parse_league_time("18:30"),
            NaiveTime::from_hms_opt(18, 30, 0)
        );
        for bad in ["07:30", "21:30", "18:15", "8:00", "18:30:00", "noon"] {
            assert_eq!(parse_league_time(bad), None, "{bad}");
        }
        assert!(COURTS.contains(&1) && COURTS.contains(&14) && !COURTS.contains(&15));
    }
}
