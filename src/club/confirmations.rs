//! The opponent confirms or disputes a result a player reported
//! (docs/rules.md#results-by-the-players); the admin settles disputes. A confirmation or a
//! dispute changes no result: the result counts from the moment it is recorded.

use serde_json::json;

use super::results::Reporter;
use super::{Change, ChangeKind, Club, Error, Result};
use crate::db::audit::{self, Actor};
pub use crate::db::matches::Confirmation;
use crate::db::matches::{self, MatchRow};
use crate::domain::ids::{MatchId, PlayerId};

/// How long the opponent has to confirm or dispute a player's result: 48 hours.
pub const CONFIRM_WINDOW_SECS: i64 = 48 * 3600;
/// The longest reason for a dispute, in characters.
pub const REASON_MAX_CHARS: usize = 500;

/// `awaiting`: reported by a player, not yet confirmed.
pub const AWAITING: &str = "awaiting";
/// `confirmed`: by the opponent, the admin, or the clock.
pub const CONFIRMED: &str = "confirmed";
/// `disputed`: the opponent says it is wrong; the admin settles it.
pub const DISPUTED: &str = "disputed";

/// The confirmation of a result just recorded by `reporter` at `now`: a member's awaits the
/// opponent for 48 hours, the admin's is confirmed at once.
pub fn fresh(reporter: Reporter, now: i64) -> Confirmation {
    match reporter {
        Reporter::Member(player) => Confirmation {
            state: AWAITING.to_string(),
            reported_by: Some(player),
            reported_at: now,
            confirm_by: Some(now + CONFIRM_WINDOW_SECS),
            dispute_reason: None,
        },
        _ => Confirmation {
            state: CONFIRMED.to_string(),
            reported_by: None,
            reported_at: now,
            confirm_by: None,
            dispute_reason: None,
        },
    }
}

/// The match's confirmation, once `who` may answer it: a member must be the opponent of the
/// player who reported it (403 `not_in_match`, `not_opponent`); without a result, 409
/// `result_missing`.
fn answerable(row: &MatchRow, who: Reporter) -> Result<Confirmation> {
    answerable_in(
        [row.player1_id, row.player2_id],
        row.confirmation.as_ref(),
        who,
        "result",
    )
}

/// The one rule of who answers a reported result or score (`what` names it in the messages):
/// a member plays in the match (403 `not_in_match`) and did not report it (403
/// `not_opponent`), so a score nobody reported (the league password's) may be answered by
/// either player; there must be something to answer (409 `result_missing`).
pub(super) fn answerable_in(
    players: [Option<PlayerId>; 2],
    confirmation: Option<&Confirmation>,
    who: Reporter,
    what: &str,
) -> Result<Confirmation> {
    if let Reporter::Member(player) = who
        && !players.contains(&Some(player))
    {
        return Err(Error::forbidden(
            "not_in_match",
            "Only the two players of this match (or the admin) can do this.",
        ));
    }
    let Some(confirmation) = confirmation.cloned() else {
        return Err(Error::conflict(
            "result_missing",
            format!("This match has no {what} to confirm or dispute yet."),
        ));
    };
    let reported = if what == "result" {
        "reported"
    } else {
        "recorded"
    };
    if let Reporter::Member(player) = who
        && confirmation.reported_by == Some(player)
    {
        return Err(Error::forbidden(
            "not_opponent",
            format!("Your opponent confirms or disputes the {what} you {reported}."),
        ));
    }
    Ok(confirmation)
}

/// A dispute's reason, trimmed: 1 to [`REASON_MAX_CHARS`] characters (422
/// `dispute_reason_required`, `dispute_reason_too_long`).
pub(super) fn checked_reason(reason: Option<String>) -> Result<String> {
    let reason = reason.map(|r| r.trim().to_string()).unwrap_or_default();
    if reason.is_empty() {
        return Err(Error::invalid(
            "reason",
            "dispute_reason_required",
            "Say what is wrong with the result",
        ));
    }
    if reason.chars().count() > REASON_MAX_CHARS {
        return Err(Error::invalid(
            "reason",
            "dispute_reason_too_long",
            format!("A reason has at most {REASON_MAX_CHARS} characters"),
        ));
    }
    Ok(reason)
}

pub(super) fn confirmation_json(c: &Confirmation) -> serde_json::Value {
    json!({ "state": c.state, "reportedBy": c.reported_by, "confirmBy": c.confirm_by,
            "reason": c.dispute_reason })
}

fn get(conn: &rusqlite::Connection, id: MatchId) -> Result<MatchRow> {
    matches::get(conn, id)?.ok_or_else(|| Error::not_found("match_not_found", "Match"))
}

/// The change of an answered result, with its audit record.
fn answered(row: &MatchRow, actor: Actor, action: &'static str, before: &Confirmation) -> Change {
    Change::new(ChangeKind::ResultAnswered)
        .tournament(row.tournament_id)
        .in_match(row.id)
        .players(row.player1_id.into_iter().chain(row.player2_id))
        .audited(audit::Record {
            actor,
            action,
            subject: audit::subject("match", row.id),
            before: Some(confirmation_json(before)),
            after: row.confirmation.as_ref().map(confirmation_json),
        })
}

impl Club {
    /// Confirms the result of match `id` for `who`: the opponent of the player who reported
    /// it, or the admin (who settles a dispute this way). Confirming a confirmed result again
    /// changes nothing.
    pub async fn confirm_result(&self, who: Reporter, id: MatchId) -> Result<MatchRow> {
        let actor = who.may_record()?;
        let row = self.read(move |conn| get(conn, id)).await?;
        if answerable(&row, who)?.state == CONFIRMED {
            return Ok(row);
        }
        self.apply(move |tx| {
            let before = answerable(&get(tx, id)?, who)?;
            if before.state == DISPUTED && who != Reporter::Admin {
                return Err(Error::conflict(
                    "result_disputed",
                    "This result is disputed: the admin settles it.",
                ));
            }
            let after = Confirmation {
                state: CONFIRMED.to_string(),
                confirm_by: None,
                ..before.clone()
            };
            matches::set_confirmation(tx, id, Some(&after))?;
            let row = get(tx, id)?;
            let change = answered(&row, actor, "result_confirmed", &before);
            Ok((row, change))
        })
        .await
    }

    /// One tick of the club's timer: confirms, as the club, each result that awaited its
    /// opponent past `confirmBy`, one write each, with its live event and audit record. A
    /// walkover a player reported never confirms itself: it waits for the admin. Returns the
    /// matches confirmed.
    pub async fn confirm_due_results(&self) -> Result<Vec<MatchId>> {
        let now = self.clock().now().timestamp();
        let due = self
            .read(move |conn| Ok(matches::due_for_confirmation(conn, now)?))
            .await?;
        let mut confirmed = Vec::new();
        for id in due {
            let done = self
                .apply(move |tx| {
                    let row = get(tx, id)?;
                    let Some(before) = row.confirmation.clone().filter(|c| {
                        c.state == AWAITING && c.confirm_by.is_some_and(|at| at <= now)
                    }) else {
                        // Answered since it was read: nothing left to do.
                        let unchanged = Change::new(ChangeKind::ResultAnswered)
                            .tournament(row.tournament_id)
                            .in_match(id);
                        return Ok((false, unchanged));
                    };
                    let after = Confirmation {
                        state: CONFIRMED.to_string(),
                        confirm_by: None,
                        ..before.clone()
                    };
                    matches::set_confirmation(tx, id, Some(&after))?;
                    let row = get(tx, id)?;
                    Ok((
                        true,
                        answered(&row, Actor::Club, "result_auto_confirmed", &before),
                    ))
                })
                .await?;
            if done {
                confirmed.push(id);
            }
        }
        // The league's scores are confirmed on the same tick.
        self.confirm_due_league_scores().await?;
        Ok(confirmed)
    }

    /// The admin's queue: disputed results, and walkovers players reported that waited past
    /// their 48 hours, the oldest report first.
    pub async fn results_for_the_admin(&self) -> Result<Vec<MatchRow>> {
        let now = self.clock().now().timestamp();
        self.read(move |conn| Ok(matches::waiting_for_admin(conn, now)?))
            .await
    }

    /// Disputes the result of match `id` for member `player`, its reporter's opponent, with
    /// `reason` (1 to 500 characters), while it awaits confirmation. It stays counted and
    /// waits for the admin.
    pub async fn dispute_result(
        &self,
        player: PlayerId,
        id: MatchId,
        reason: Option<String>,
    ) -> Result<MatchRow> {
        let reason = checked_reason(reason)?;
        let who = Reporter::Member(player);
        self.apply(move |tx| {
            let before = answerable(&get(tx, id)?, who)?;
            if before.state != AWAITING {
                return Err(Error::conflict(
                    "result_not_awaiting",
                    "Only a result that awaits confirmation can be disputed.",
                ));
            }
            let after = Confirmation {
                state: DISPUTED.to_string(),
                dispute_reason: Some(reason),
                ..before.clone()
            };
            matches::set_confirmation(tx, id, Some(&after))?;
            let row = get(tx, id)?;
            let change = answered(&row, Actor::Member(player), "result_disputed", &before)
                .notify(super::notices::disputed(&row));
            Ok((row, change))
        })
        .await
    }
}
