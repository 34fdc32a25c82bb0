//! The deadlines of a tournament match (Art. 9 of the club's rules): the last day of its week,
//! the three days it may be moved past that, and where a match stands against them on a club
//! date (docs/rules.md#deadlines). Built on [`calendar::week_dates`], the one place a week
//! becomes dates.

use chrono::{Duration, NaiveDate};
use serde::Serialize;
use utoipa::ToSchema;

use super::calendar;

/// How many days past its week's deadline a match may still be played (Art. 9).
pub const RESCHEDULE_DAYS: i64 = 3;
/// The extensions the admin may grant at once, in days.
pub const EXTENSION_DAYS: std::ops::RangeInclusive<i64> = 1..=14;

/// The dates of a match of one week, both inclusive.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatchDates {
    /// The first day of its week.
    pub week_start: NaiveDate,
    /// The last day of its week: startDate + 7·N − 1.
    pub deadline: NaiveDate,
    /// The last day it may be played: the deadline + 3 days + the days the admin granted.
    pub reschedule_until: NaiveDate,
}

/// Where an unplayed match stands on a club date.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Timing {
    /// Its week has not begun.
    Upcoming,
    /// Within its week, up to the deadline.
    ThisWeek,
    /// Past the deadline, up to `rescheduleUntil`.
    Late,
    /// Past `rescheduleUntil`, unplayed.
    Overdue,
}

impl Timing {
    /// The key the wire sends.
    pub fn as_str(self) -> &'static str {
        match self {
            Timing::Upcoming => "upcoming",
            Timing::ThisWeek => "this_week",
            Timing::Late => "late",
            Timing::Overdue => "overdue",
        }
    }
}

/// The dates of a match of week `week` of a tournament starting on `start`, whose own
/// window the admin extended by `extension_days`.
pub fn match_dates(start: NaiveDate, week: i64, extension_days: i64) -> MatchDates {
    let week = calendar::week_dates(start, week);
    let deadline = *week.end();
    MatchDates {
        week_start: *week.start(),
        deadline,
        reschedule_until: deadline + Duration::days(RESCHEDULE_DAYS + extension_days.max(0)),
    }
}

impl MatchDates {
    /// Where a match still to be played stands on the club date `today`.
    pub fn timing(&self, today: NaiveDate) -> Timing {
        if today < self.week_start {
            Timing::Upcoming
        } else if today <= self.deadline {
            Timing::ThisWeek
        } else if today <= self.reschedule_until {
            Timing::Late
        } else {
            Timing::Overdue
        }
    }

    /// How many days past its deadline a match is on `today` (0 up to the deadline).
    pub fn days_late(&self, today: NaiveDate) -> i64 {
        (today - self.deadline).num_days().max(0)
    }

    /// Whether a match may be set to be played on `day`: from the tournament's start (the
    /// first day of week 1) up to `rescheduleUntil`.
    pub fn allows(&self, tournament_start: NaiveDate, day: NaiveDate) -> bool {
        tournament_start <= day && day <= self.reschedule_until
    }
}

/// Minutes a match holds its court: two start times on one court on one day clash when they
/// are less than this apart.
pub const COURT_MINUTES: i64 = 90;

/// Whether matches starting at `a` and `b` on the same court and day clash.
pub fn times_clash(a: chrono::NaiveTime, b: chrono::NaiveTime) -> bool {
    (a - b).num_minutes().abs() < COURT_MINUTES
}

/// How many days a member's week looks ahead, today included (docs/rules.md#notices).
pub const WEEK_AHEAD_DAYS: i64 = 7;

/// Where a match still to be played stands on a club date: its timing, and the windows the
/// timed notices read (docs/rules.md#notices). The one ruling on "late" for the admin's queue,
/// the overdue list and a member's week: past its deadline, whatever days were granted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    /// The last day of its week.
    pub deadline: NaiveDate,
    /// Upcoming, this week, late or overdue.
    pub timing: Timing,
    /// Days past its deadline (0 up to the deadline).
    pub days_late: i64,
    /// Its deadline falls in the week ahead (today and the 6 days after) or has passed: it is
    /// in its players' week.
    pub in_week: bool,
    /// Its deadline is tomorrow.
    pub due_tomorrow: bool,
}

impl Standing {
    /// Past its deadline (late or overdue): in the admin's queue and the overdue list, and
    /// marked late in a member's week.
    pub fn is_late(&self) -> bool {
        matches!(self.timing, Timing::Late | Timing::Overdue)
    }
}

/// Where a match stands on the club date `today`: none for a match not to be played against a
/// deadline (a bye, one whose two players are not known yet, one `settled` by a result or
/// waiting on a walkover claim).
pub fn standing(
    dates: &MatchDates,
    playable: bool,
    settled: bool,
    today: NaiveDate,
) -> Option<Standing> {
    (playable && !settled).then(|| Standing {
        deadline: dates.deadline,
        timing: dates.timing(today),
        days_late: dates.days_late(today),
        in_week: dates.deadline < today + Duration::days(WEEK_AHEAD_DAYS),
        due_tomorrow: dates.deadline == today + Duration::days(1),
    })
}

/// The timing of a match that is still to be played: none for a completed match, a bye, or
/// one whose two players are not known yet ([`standing`]'s timing).
pub fn match_timing(
    dates: &MatchDates,
    playable: bool,
    completed: bool,
    today: NaiveDate,
) -> Option<Timing> {
    standing(dates, playable, completed, today).map(|s| s.timing)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::tournament::TournamentFormat;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn the_deadline_is_the_last_day_of_the_week_and_three_days_follow() {
        // (start, week, extension, deadline, rescheduleUntil)
        let table = [
            (
                date(2026, 11, 2),
                1,
                0,
                date(2026, 11, 8),
                date(2026, 11, 11),
            ),
            (
                date(2026, 11, 2),
                4,
                0,
                date(2026, 11, 29),
                date(2026, 12, 2),
            ),
            // Across a month's end and February of a common and a leap year.
            (date(2027, 2, 15), 2, 0, date(2027, 2, 28), date(2027, 3, 3)),
            (date(2028, 2, 15), 2, 0, date(2028, 2, 28), date(2028, 3, 2)),
            // Across New Year.
            (date(2026, 12, 14), 3, 0, date(2027, 1, 3), date(2027, 1, 6)),
            (
                date(2026, 12, 21),
                1,
                0,
                date(2026, 12, 27),
                date(2026, 12, 30),
            ),
            (date(2026, 12, 21), 2, 0, date(2027, 1, 3), date(2027, 1, 6)),
            // An extension moves only rescheduleUntil.
            (
                date(2026, 11, 2),
                1,
                5,
                date(2026, 11, 8),
                date(2026, 11, 16),
            ),
            (
                date(2026, 12, 21),
                1,
                14,
                date(2026, 12, 27),
                date(2027, 1, 13),
            ),
        ];
        for (start, week, extension, deadline, until) in table {
            let dates = match_dates(start, week, extension);
            assert_eq!(dates.deadline, deadline, "{start} week {week}");
            assert_eq!(dates.deadline, start + Duration::days(7 * week - 1));
            assert_eq!(
                dates.reschedule_until, until,
                "{start} week {week} +{extension}"
            );
        }
    }

    #[test]
    fn the_last_week_of_each_format_and_draw() {
        // (format, players, start, the last week's deadline, its rescheduleUntil)
        let table = [
            // A hybrid runs 4 weeks whatever its size.
            (
                TournamentFormat::Hybrid,
                8,
                date(2026, 12, 7),
                date(2027, 1, 3),
                date(2027, 1, 6),
            ),
            (
                TournamentFormat::Hybrid,
                20,
                date(2026, 1, 5),
                date(2026, 2, 1),
                date(2026, 2, 4),
            ),
            // A single elimination of 17-32 runs 5 weeks, of 33-64 six.
            (
                TournamentFormat::SingleElimination,
                32,
                date(2026, 12, 1),
                date(2027, 1, 4),
                date(2027, 1, 7),
            ),
            (
                TournamentFormat::SingleElimination,
                40,
                date(2026, 12, 1),
                date(2027, 1, 11),
                date(2027, 1, 14),
            ),
            (
                TournamentFormat::SingleElimination,
                64,
                date(2026, 3, 30),
                date(2026, 5, 10),
                date(2026, 5, 13),
            ),
            (
                TournamentFormat::SingleElimination,
                4,
                date(2026, 6, 29),
                date(2026, 7, 12),
                date(2026, 7, 15),
            ),
        ];
        for (format, players, start, deadline, until) in table {
            let weeks = i64::from(format.weeks(players));
            let dates = match_dates(start, weeks, 0);
            assert_eq!(
                (dates.deadline, dates.reschedule_until),
                (deadline, until),
                "{format:?} {players}"
            );
        }
    }

    #[test]
    fn timing_turns_on_the_club_dates() {
        // Week 2 of a tournament starting 21 December 2026: 28 December to 3 January.
        let dates = match_dates(date(2026, 12, 21), 2, 0);
        let table = [
            (date(2026, 12, 21), Timing::Upcoming, 0),
            (date(2026, 12, 27), Timing::Upcoming, 0),
            (date(2026, 12, 28), Timing::ThisWeek, 0),
            (date(2027, 1, 3), Timing::ThisWeek, 0),
            (date(2027, 1, 4), Timing::Late, 1),
            (date(2027, 1, 6), Timing::Late, 3),
            (date(2027, 1, 7), Timing::Overdue, 4),
            (date(2027, 2, 1), Timing::Overdue, 29),
        ];
        for (today, timing, late) in table {
            assert_eq!(dates.timing(today), timing, "{today}");
            assert_eq!(dates.days_late(today), late, "{today}");
        }
        // Extended by 2 days, the 7th and 8th are still late.
        let extended = match_dates(date(2026, 12, 21), 2, 2);
        assert_eq!(extended.timing(date(2027, 1, 8)), Timing::Late);
        assert_eq!(extended.timing(date(2027, 1, 9)), Timing::Overdue);
    }

    #[test]
    fn only_a_match_to_be_played_has_a_timing() {
        let dates = match_dates(date(2026, 11, 2), 1, 0);
        let today = date(2026, 11, 20);
        assert_eq!(
            match_timing(&dates, true, false, today),
            Some(Timing::Overdue)
        );
        assert_eq!(match_timing(&dates, true, true, today), None, "completed");
        assert_eq!(
            match_timing(&dates, false, false, today),
            None,
            "a bye or TBD"
        );
    }

    #[test]
    fn a_matchs_standing_on_each_club_date() {
        // Week 2 of a tournament starting Monday 16 November 2026: 23 to 29 November, to be
        // played by Wednesday 2 December.
        let dates = match_dates(date(2026, 11, 16), 2, 0);
        // (today, timing, days late, in the week, due tomorrow, late)
        let table = [
            (date(2026, 11, 16), Timing::Upcoming, 0, false, false, false),
            // On the 22nd the deadline is 7 days off, past the week ahead; on the 23rd it is
            // its last day.
            (date(2026, 11, 22), Timing::Upcoming, 0, false, false, false),
            (date(2026, 11, 23), Timing::ThisWeek, 0, true, false, false),
            (date(2026, 11, 28), Timing::ThisWeek, 0, true, true, false),
            // The deadline today: not late yet, not tomorrow.
            (date(2026, 11, 29), Timing::ThisWeek, 0, true, false, false),
            // The day after: late, still in the week.
            (date(2026, 11, 30), Timing::Late, 1, true, false, true),
            (date(2026, 12, 2), Timing::Late, 3, true, false, true),
            (date(2026, 12, 3), Timing::Overdue, 4, true, false, true),
            (date(2027, 1, 4), Timing::Overdue, 36, true, false, true),
        ];
        for (today, timing, days_late, in_week, due_tomorrow, late) in table {
            let expected = Standing {
                deadline: date(2026, 11, 29),
                timing,
                days_late,
                in_week,
                due_tomorrow,
            };
            let got = standing(&dates, true, false, today).unwrap();
            assert_eq!(got, expected, "{today}");
            assert_eq!(got.is_late(), late, "{today}");
        }
        // Days granted move Late to Overdue later, never what counts as late.
        let extended = match_dates(date(2026, 11, 16), 2, 5);
        let (on_the_6th, on_the_8th) = (date(2026, 12, 6), date(2026, 12, 8));
        let late = standing(&extended, true, false, on_the_6th).unwrap();
        assert_eq!((late.timing, late.is_late()), (Timing::Late, true));
        let overdue = standing(&extended, true, false, on_the_8th).unwrap();
        assert_eq!((overdue.timing, overdue.is_late()), (Timing::Overdue, true));
        // Across New Year: the deadline 3 January is tomorrow on 2 January.
        let new_year = match_dates(date(2026, 12, 21), 2, 0);
        let (on_the_2nd, on_the_28th) = (date(2027, 1, 2), date(2026, 12, 28));
        assert!(
            standing(&new_year, true, false, on_the_2nd)
                .unwrap()
                .due_tomorrow
        );
        assert!(
            standing(&new_year, true, false, on_the_28th)
                .unwrap()
                .in_week
        );
        // A match not to be played against a deadline has no standing.
        assert_eq!(standing(&dates, false, false, date(2026, 12, 3)), None);
        assert_eq!(standing(&dates, true, true, date(2026, 12, 3)), None);
    }

    #[test]
    fn a_match_may_be_set_from_the_start_up_to_its_last_day() {
        let start = date(2026, 11, 2);
        let dates = match_dates(start, 2, 0);
        assert!(!dates.allows(start, date(2026, 11, 1)));
        assert!(
            dates.allows(start, start),
            "week 1 is fine for a week-2 match"
        );
        assert!(dates.allows(start, date(2026, 11, 18)));
        assert!(!dates.allows(start, date(2026, 11, 19)));
        assert_eq!(Timing::ThisWeek.as_str(), "this_week");
    }

    #[test]
    fn a_court_is_held_ninety_minutes() {
        let at = |h, m| chrono::NaiveTime::from_hms_opt(h, m, 0).unwrap();
        let table = [
            (at(18, 0), at(18, 0), true),
            (at(18, 0), at(19, 0), true),
            (at(19, 0), at(18, 0), true),
            (at(18, 0), at(19, 30), false),
            (at(20, 30), at(19, 0), false),
            (at(8, 0), at(9, 0), true),
        ];
        for (a, b, clash) in table {
            assert_eq!(times_clash(a, b), clash, "{a} {b}");
        }
    }
}
