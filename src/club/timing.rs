//! Where a stored tournament match stands on a club date (docs/rules.md#deadlines): its
//! deadline dates and [`Standing`], read from its row by the one pure ruling in
//! [`deadlines::standing`]. The admin's queue, the match answers and the timed notices all
//! ask here, so "late" means one thing.

use chrono::NaiveDate;

use crate::db::matches::MatchRow;
use crate::domain::calendar;
use crate::domain::deadlines::{self, MatchDates, Standing, Timing};
use crate::domain::tournament::MatchStatus;

/// A match's deadline dates, from its stored row.
pub fn dates_of(row: &MatchRow) -> MatchDates {
    let start = calendar::parse_date(&row.start_date).unwrap_or_default();
    deadlines::match_dates(start, row.week, row.extension_days)
}

/// A match's standing on `today`: none for a completed match, a bye, unknown players, or a
/// walkover claim (which waits for the opponent or the club, not for a deadline).
pub fn standing_of(row: &MatchRow, today: NaiveDate) -> Option<Standing> {
    let playable = row.player1_id.is_some() && row.player2_id.is_some() && !row.is_bye;
    deadlines::standing(
        &dates_of(row),
        playable,
        row.status == MatchStatus::Completed || row.claim.is_some(),
        today,
    )
}

/// A match's timing on `today`: [`standing_of`]'s.
pub fn timing_of(row: &MatchRow, today: NaiveDate) -> Option<Timing> {
    standing_of(row, today).map(|s| s.timing)
}
