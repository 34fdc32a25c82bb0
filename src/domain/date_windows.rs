//! Which dates the club accepts (docs/rules.md#the-past-stays-past): the past stays past.
//!
//! A league match made with the league password (or by a member) is dated in the current
//! season, at most [`LEAGUE_DAYS_BACK`] days back and [`LEAGUE_DAYS_AHEAD`] ahead of the club's
//! today, so nobody but the admin reaches an archived season. The admin may date a league
//! match anywhere in the club's calendar, which runs from the first season (2000) to the end
//! of next year; a tournament starts in that calendar too. No league match is scored before
//! its date: it cannot have been played yet.

use std::ops::RangeInclusive;

use chrono::{Datelike, Duration, NaiveDate};

use super::season::FIRST_SEASON;

/// How many days back a league match made with the league password may be dated.
pub const LEAGUE_DAYS_BACK: i64 = 14;
/// How many days ahead a league match made with the league password may be dated.
pub const LEAGUE_DAYS_AHEAD: i64 = 60;

/// Why a date was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum DateRefusal {
    /// Not in the season under way (a league match made with the league password).
    #[error("A league match is dated in the current season")]
    OtherSeason,
    /// More than [`LEAGUE_DAYS_BACK`] days before today.
    #[error("A league match is dated at most {LEAGUE_DAYS_BACK} days back")]
    TooFarBack,
    /// More than [`LEAGUE_DAYS_AHEAD`] days after today.
    #[error("A league match is dated at most {LEAGUE_DAYS_AHEAD} days ahead")]
    TooFarAhead,
    /// Before the club's calendar begins (1 January 2000).
    #[error("The date is before 1 January {FIRST_SEASON}")]
    TooEarly,
    /// After the club's calendar ends (31 December of next year).
    #[error("The date is after the end of next year")]
    TooLate,
}

/// The club's calendar on `today`: from 1 January of the first season to 31 December of next
/// year. A tournament starts in it, and the admin dates a league match in it.
pub fn club_calendar(today: NaiveDate) -> RangeInclusive<NaiveDate> {
    let first = NaiveDate::from_ymd_opt(FIRST_SEASON, 1, 1).unwrap_or(NaiveDate::MIN);
    let last = NaiveDate::from_ymd_opt(today.year() + 1, 12, 31).unwrap_or(NaiveDate::MAX);
    first..=last
}

/// Checks that `date` lies in the club's calendar on `today` ([`club_calendar`]).
pub fn check_in_calendar(date: NaiveDate, today: NaiveDate) -> Result<(), DateRefusal> {
    let calendar = club_calendar(today);
    if date < *calendar.start() {
        Err(DateRefusal::TooEarly)
    } else if date > *calendar.end() {
        Err(DateRefusal::TooLate)
    } else {
        Ok(())
    }
}

/// The dates a league match made with the league password may have on `today`: the current
/// season's days from [`LEAGUE_DAYS_BACK`] back to [`LEAGUE_DAYS_AHEAD`] ahead.
pub fn league_window(today: NaiveDate) -> RangeInclusive<NaiveDate> {
    let season_start = NaiveDate::from_ymd_opt(today.year(), 1, 1).unwrap_or(today);
    let season_end = NaiveDate::from_ymd_opt(today.year(), 12, 31).unwrap_or(today);
    let earliest = (today - Duration::days(LEAGUE_DAYS_BACK)).max(season_start);
    let latest = (today + Duration::days(LEAGUE_DAYS_AHEAD)).min(season_end);
    earliest..=latest
}

/// Checks the date of a league match made with the league password on `today`. A date of
/// another season is refused as such, whichever way it is out; within the season, by how far.
pub fn check_league_date(date: NaiveDate, today: NaiveDate) -> Result<(), DateRefusal> {
    if date.year() != today.year() {
        return Err(DateRefusal::OtherSeason);
    }
    let window = league_window(today);
    if date < *window.start() {
        Err(DateRefusal::TooFarBack)
    } else if date > *window.end() {
        Err(DateRefusal::TooFarAhead)
    } else {
        Ok(())
    }
}

/// Whether a league match dated `date` may be scored on `today`: from its date on.
pub fn may_score(date: NaiveDate, today: NaiveDate) -> bool {
    date <= today
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn the_league_password_dates_a_match_in_this_season_within_14_days_back_and_60_ahead() {
        let today = date(2026, 11, 27);
        let table = [
            (date(2025, 6, 1), Err(DateRefusal::OtherSeason)),
            (date(1999, 6, 1), Err(DateRefusal::OtherSeason)),
            (date(2099, 6, 1), Err(DateRefusal::OtherSeason)),
            (date(2026, 11, 12), Err(DateRefusal::TooFarBack)),
            (date(2026, 11, 13), Ok(())),
            (date(2026, 11, 27), Ok(())),
            (date(2026, 12, 31), Ok(())),
            (date(2027, 1, 1), Err(DateRefusal::OtherSeason)),
            (date(2026, 1, 1), Err(DateRefusal::TooFarBack)),
        ];
        for (day, expected) in table {
            assert_eq!(check_league_date(day, today), expected, "{day}");
        }
        let today = date(2026, 6, 15);
        assert_eq!(check_league_date(date(2026, 8, 14), today), Ok(()));
        assert_eq!(
            check_league_date(date(2026, 8, 15), today),
            Err(DateRefusal::TooFarAhead)
        );
        assert_eq!(check_league_date(date(2026, 6, 1), today), Ok(()));
        assert_eq!(
            check_league_date(date(2026, 5, 31), today),
            Err(DateRefusal::TooFarBack)
        );
    }

    #[test]
    fn across_new_year_the_window_stops_at_the_seasons_edge() {
        let table = [
            // On New Year's Day only that day is back; 60 days ahead are in the season.
            (date(2027, 1, 1), date(2027, 1, 1), date(2027, 3, 2)),
            (date(2027, 1, 10), date(2027, 1, 1), date(2027, 3, 11)),
            (date(2027, 1, 15), date(2027, 1, 1), date(2027, 3, 16)),
            (date(2027, 1, 16), date(2027, 1, 2), date(2027, 3, 17)),
            // At the end of December the window ends on New Year's Eve.
            (date(2026, 12, 31), date(2026, 12, 17), date(2026, 12, 31)),
            (date(2026, 11, 1), date(2026, 10, 18), date(2026, 12, 31)),
            (date(2026, 10, 31), date(2026, 10, 17), date(2026, 12, 30)),
            // A leap year's February.
            (date(2028, 2, 29), date(2028, 2, 15), date(2028, 4, 29)),
        ];
        for (today, earliest, latest) in table {
            assert_eq!(league_window(today), earliest..=latest, "{today}");
            assert_eq!(check_league_date(earliest, today), Ok(()), "{today}");
            assert_eq!(check_league_date(latest, today), Ok(()), "{today}");
            let before = earliest - Duration::days(1);
            let after = latest + Duration::days(1);
            let refused_before = if before.year() == today.year() {
                DateRefusal::TooFarBack
            } else {
                DateRefusal::OtherSeason
            };
            let refused_after = if after.year() == today.year() {
                DateRefusal::TooFarAhead
            } else {
                DateRefusal::OtherSeason
            };
            assert_eq!(check_league_date(before, today), Err(refused_before));
            assert_eq!(check_league_date(after, today), Err(refused_after));
        }
        // Yesterday's match, entered on New Year's Day, belongs to the season that ended.
        assert_eq!(
            check_league_date(date(2026, 12, 31), date(2027, 1, 1)),
            Err(DateRefusal::OtherSeason)
        );
    }

    #[test]
    fn the_club_calendar_runs_from_2000_to_the_end_of_next_year() {
        let table = [
            (
                date(2026, 11, 27),
                date(1900, 1, 1),
                Err(DateRefusal::TooEarly),
            ),
            (
                date(2026, 11, 27),
                date(1999, 12, 31),
                Err(DateRefusal::TooEarly),
            ),
            (date(2026, 11, 27), date(2000, 1, 1), Ok(())),
            (date(2026, 11, 27), date(2025, 6, 1), Ok(())),
            (date(2026, 11, 27), date(2027, 12, 31), Ok(())),
            (
                date(2026, 11, 27),
                date(2028, 1, 1),
                Err(DateRefusal::TooLate),
            ),
            (
                date(2026, 11, 27),
                date(2099, 6, 1),
                Err(DateRefusal::TooLate),
            ),
            // New Year's Eve and Day: next year moves with the season.
            (date(2026, 12, 31), date(2027, 12, 31), Ok(())),
            (
                date(2026, 12, 31),
                date(2028, 1, 1),
                Err(DateRefusal::TooLate),
            ),
            (date(2027, 1, 1), date(2028, 12, 31), Ok(())),
            (
                date(2027, 1, 1),
                date(2029, 1, 1),
                Err(DateRefusal::TooLate),
            ),
        ];
        for (today, day, expected) in table {
            assert_eq!(check_in_calendar(day, today), expected, "{today} {day}");
        }
        assert_eq!(
            club_calendar(date(2026, 3, 1)),
            date(2000, 1, 1)..=date(2027, 12, 31)
        );
    }

    #[test]
    fn a_match_is_scored_from_its_date_on() {
        let table = [
            (date(2026, 11, 27), date(2026, 11, 27), true),
            (date(2026, 11, 20), date(2026, 11, 27), true),
            (date(2026, 11, 28), date(2026, 11, 27), false),
            (date(2027, 1, 1), date(2026, 12, 31), false),
            (date(2026, 12, 31), date(2027, 1, 1), true),
        ];
        for (day, today, allowed) in table {
            assert_eq!(may_score(day, today), allowed, "{day} on {today}");
        }
    }
}
