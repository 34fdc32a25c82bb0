//! The budgets on members' writes that tell another member (docs/rules.md#budgets): how
//! often a player moves one match in a day, how often a report changes, and one pending
//! league match per pair. Each is counted
//! from the audit trail, in the write's own transaction, so parallel requests cannot spend
//! one budget twice. The admin has none.

use super::{Error, Result};
use crate::db::audit;
use crate::db::league::{self, NewLeagueMatch};
use crate::domain::actor::Actor;
use crate::domain::budgets::{
    self, CORRECTIONS_PER_REPORT, SCHEDULE_CHANGES_PER_DAY, may_change_report, may_reschedule,
};
use chrono::{DateTime, Utc};

/// The writes that make or change a report: recording it, correcting it, and making or
/// withdrawing a walkover claim.
const REPORT_WRITES: [&str; 4] = [
    "result_recorded",
    "result_corrected",
    "walkover_claimed",
    "claim_withdrawn",
];

/// Refuses `actor`'s write to the report of `subject` (`match:12`, `league_match:7`) once it
/// was made and changed [`CORRECTIONS_PER_REPORT`] times since the club last acted on it:
/// 409 `corrections_exhausted`. The admin and the club's timers are never refused.
pub fn check_report_change(tx: &rusqlite::Connection, subject: &str, actor: &Actor) -> Result<()> {
    if matches!(actor, Actor::Admin(_) | Actor::Clock) {
        return Ok(());
    }
    let writes = audit::count_since_club(tx, subject, actor, &REPORT_WRITES, 0)?;
    if may_change_report(writes) {
        return Ok(());
    }
    Err(Error::conflict(
        "corrections_exhausted",
        format!(
            "This result was already changed {CORRECTIONS_PER_REPORT} times: ask the club to \
             change it."
        ),
    ))
}

/// Refuses member `actor`'s move of match `subject` once they moved it
/// [`SCHEDULE_CHANGES_PER_DAY`] times this club day: 429 `schedule_changes_exhausted`, with
/// `Retry-After` until club midnight.
pub fn check_schedule_change(
    tx: &rusqlite::Connection,
    subject: &str,
    actor: &Actor,
    now: DateTime<Utc>,
) -> Result<()> {
    if !matches!(actor, Actor::Member(_)) {
        return Ok(());
    }
    let since = budgets::club_day_start(now);
    let changes = audit::count_since_club(tx, subject, actor, &["match_scheduled"], since)?;
    if may_reschedule(changes) {
        return Ok(());
    }
    Err(Error::limit_reached(
        "schedule_changes_exhausted",
        format!(
            "You moved this match {SCHEDULE_CHANGES_PER_DAY} times today: try again tomorrow, \
             or ask the club."
        ),
        budgets::secs_until_club_midnight(now),
    ))
}

/// Refuses a second pending match between the same two players (409
/// `pair_has_pending_match`, naming the first), so one player cannot stack challenges on
/// another (docs/rules.md#budgets). Either may cancel a stale one.
pub fn check_pair_free(tx: &rusqlite::Connection, new: &NewLeagueMatch) -> Result<()> {
    let Some(id) = league::pending_between(tx, new.player1_id, new.player2_id)? else {
        return Ok(());
    };
    let pending = league::get(tx, id)?.ok_or_else(|| Error::internal("pending match vanished"))?;
    Err(Error::conflict_in(
        "player2Id",
        "pair_has_pending_match",
        format!(
            "{} and {} already have a pending match (on {}): play or cancel it first.",
            pending.player1_name, pending.player2_name, pending.date
        ),
        serde_json::json!({
            "matchId": pending.id,
            "date": pending.date,
            "time": pending.time,
            "cancha": pending.cancha,
            "player1Name": pending.player1_name,
            "player2Name": pending.player2_name,
        }),
    ))
}
