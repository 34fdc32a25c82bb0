//! Seasons (docs/rules.md#seasons): the club ranks by calendar year in club time. A tournament
//! counts in the season of its start date, a league match in the season of its date, and an
//! adjustment in the season the admin gives it. "All time" adds every season up.

use std::fmt;

use chrono::{Datelike, Duration, NaiveDate, NaiveDateTime, NaiveTime};

use super::calendar::CLUB_UTC_OFFSET_HOURS;

/// The first season the club can name; older years are refused as typing mistakes.
pub const FIRST_SEASON: i32 = 2000;

/// A season of the ranking, or all of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Season {
    /// One calendar year.
    Year(i32),
    /// Every season added up: the spec's all-time sum.
    All,
}

/// Why a season named on the wire was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum SeasonError {
    /// Not a year nor `all`.
    #[error("A season is a year such as 2025, or \"all\"")]
    Malformed,
    /// Before [`FIRST_SEASON`] or after the current season.
    #[error("There is no season {0}: seasons run from 2000 to the current year")]
    OutOfRange(i32),
}

impl Season {
    /// The season `today` (a club date) belongs to.
    pub fn of(today: NaiveDate) -> Season {
        Season::Year(today.year())
    }

    /// Reads a season as the wire names it: a year or `all`; `current` is the club's season
    /// today, and no later year is accepted.
    pub fn parse(text: &str, current: i32) -> Result<Season, SeasonError> {
        if text == "all" {
            return Ok(Season::All);
        }
        if text.len() != 4 || !text.bytes().all(|b| b.is_ascii_digit()) {
            return Err(SeasonError::Malformed);
        }
        let year: i32 = text.parse().map_err(|_| SeasonError::Malformed)?;
        Season::year(year, current)
    }

    /// A year as a season, if it is one the club can name (2000 to `current`).
    pub fn year(year: i32, current: i32) -> Result<Season, SeasonError> {
        if (FIRST_SEASON..=current).contains(&year) {
            Ok(Season::Year(year))
        } else {
            Err(SeasonError::OutOfRange(year))
        }
    }

    /// The year, unless this is all time.
    pub fn as_year(self) -> Option<i32> {
        match self {
            Season::Year(year) => Some(year),
            Season::All => None,
        }
    }

    /// The season before a year's; none for all time.
    pub fn previous(self) -> Option<Season> {
        self.as_year().map(|year| Season::Year(year - 1))
    }

    /// The dates a year's season covers, as `[first, next season's first)` in `yyyy-mm-dd`;
    /// none for all time (no bound).
    pub fn date_range(self) -> Option<(String, String)> {
        self.as_year()
            .map(|year| (format!("{year:04}-01-01"), format!("{:04}-01-01", year + 1)))
    }

    /// The instant (unix seconds) a year's season ends: midnight of 1 January after it, club
    /// time. None for all time.
    pub fn ends_at(self) -> Option<i64> {
        let year = self.as_year()?;
        let midnight = NaiveDateTime::new(NaiveDate::from_ymd_opt(year + 1, 1, 1)?, NaiveTime::MIN);
        Some(
            (midnight - Duration::hours(i64::from(CLUB_UTC_OFFSET_HOURS)))
                .and_utc()
                .timestamp(),
        )
    }

    /// Whether this season's ranking lists an approved player (docs/rules.md#seasons): one
    /// with a result in it always, whenever they were approved (a club enters last year's
    /// tournaments with today's members); one without, at 0, only if approved (at
    /// `approved_at`, unix seconds) before the season ended. The current season and all time
    /// list every approved player.
    pub fn ranks(self, approved_at: Option<i64>, has_results: bool) -> bool {
        has_results
            || match self.ends_at() {
                Some(end) => approved_at.is_some_and(|at| at < end),
                None => true,
            }
    }

    /// The year of a `yyyy-mm-dd` club date (a tournament's start, a league match's day):
    /// the season it counts in. 0 for text that is not a date.
    pub fn year_of_date(date: &str) -> i32 {
        date.get(..4).and_then(|y| y.parse().ok()).unwrap_or(0)
    }

    /// The season of a unix instant, in club time.
    pub fn of_instant(secs: i64) -> Season {
        let utc = chrono::DateTime::from_timestamp(secs, 0).unwrap_or_default();
        Season::of(super::calendar::club_today(utc))
    }
}

impl fmt::Display for Season {
    /// The wire form: `2025` or `all`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Season::Year(year) => write!(f, "{year}"),
            Season::All => f.write_str("all"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_season_is_a_year_up_to_the_current_one_or_all() {
        assert_eq!(Season::parse("2025", 2026), Ok(Season::Year(2025)));
        assert_eq!(Season::parse("2026", 2026), Ok(Season::Year(2026)));
        assert_eq!(Season::parse("all", 2026), Ok(Season::All));
        assert_eq!(
            Season::parse("2027", 2026),
            Err(SeasonError::OutOfRange(2027))
        );
        assert_eq!(
            Season::parse("1999", 2026),
            Err(SeasonError::OutOfRange(1999))
        );
        for bad in ["", "25", "20256", "+202", "ALL", "2025 ", "２０２５"] {
            assert_eq!(
                Season::parse(bad, 2026),
                Err(SeasonError::Malformed),
                "{bad}"
            );
        }
        assert_eq!(Season::Year(2025).to_string(), "2025");
        assert_eq!(Season::All.to_string(), "all");
    }

    #[test]
    fn a_season_ranks_who_has_results_in_it_and_at_0_who_was_approved_by_its_end() {
        let end = Season::Year(2025).ends_at().unwrap();
        let table = [
            (Season::Year(2025), Some(end - 1), false, true),
            (Season::Year(2025), Some(end), false, false),
            (Season::Year(2025), Some(end + 86_400 * 300), false, false),
            (Season::Year(2025), Some(end + 86_400 * 300), true, true),
            (Season::Year(2025), Some(end - 1), true, true),
            (Season::Year(2025), None, false, false),
            (Season::Year(2025), None, true, true),
            (Season::All, Some(end + 86_400 * 300), false, true),
            (Season::All, None, false, true),
        ];
        for (season, approved_at, has_results, ranked) in table {
            assert_eq!(
                season.ranks(approved_at, has_results),
                ranked,
                "{season} {approved_at:?} {has_results}"
            );
        }
    }

    #[test]
    fn a_season_ends_at_midnight_club_time() {
        // 1 January 2026, 00:00 at UTC-6 is 06:00 UTC.
        let end = Season::Year(2025).ends_at().unwrap();
        assert_eq!(end, 1_767_247_200);
        assert_eq!(Season::of_instant(end - 1), Season::Year(2025));
        assert_eq!(Season::of_instant(end), Season::Year(2026));
        assert_eq!(Season::All.ends_at(), None);
        assert_eq!(
            Season::Year(2025).date_range(),
            Some(("2025-01-01".into(), "2026-01-01".into()))
        );
        assert_eq!(Season::Year(2025).previous(), Some(Season::Year(2024)));
        assert_eq!(Season::All.previous(), None);
    }
}
