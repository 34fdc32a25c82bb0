//! The players confirm or dispute a league score (docs/rules.md#results-by-the-players), as
//! they do a tournament result: a score a member recorded awaits the opponent, one entered
//! with the league password either player; the club's clock confirms it after 48 hours, and
//! the admin settles disputes. A confirmation or a dispute changes no score: it counts from
//! the moment it is recorded.

use super::confirmations::{self, AWAITING, CONFIRMED, DISPUTED, confirmation_json};
use super::league_history::{Action, Actor, Entry, MatchState};
use super::results::Reporter;
use super::{Change, ChangeKind, Club, Error, Result};
use crate::db::audit;
use crate::db::league::{self, Confirmation, LeagueRow};
use crate::domain::ids::{LeagueMatchId, PlayerId};

fn get(conn: &rusqlite::Connection, id: LeagueMatchId) -> Result<LeagueRow> {
    league::get(conn, id)?.ok_or_else(|| Error::not_found("league_match_not_found", "League match"))
}

/// The match's confirmation, once `who` may answer it: a member must play in the match (403
/// `not_in_match`) and not have recorded the score (403 `not_opponent`); a score entered with
/// the league password may be answered by either player. Without a score, 409
/// `result_missing`.
fn answerable(row: &LeagueRow, who: Reporter) -> Result<Confirmation> {
    confirmations::answerable_in(
        [Some(row.player1_id), Some(row.player2_id)],
        row.confirmation.as_ref(),
        who,
        "score",
    )
}

/// The change of an answered score, with its history entry and audit record.
fn answered(
    before: &LeagueRow,
    row: &LeagueRow,
    who: (Actor, audit::Actor),
    action: Action,
    at: i64,
) -> Change {
    let (history_actor, audit_actor) = who;
    let audit_action = match action {
        Action::AutoConfirmed => "result_auto_confirmed",
        Action::Disputed => "result_disputed",
        _ => "result_confirmed",
    };
    Change::new(ChangeKind::ResultAnswered)
        .league_match(row.id)
        .players([row.player1_id, row.player2_id])
        .recorded(Entry {
            id: 0,
            league_match_id: row.id,
            action,
            at,
            actor: history_actor,
            before: Some(MatchState::of(before)),
            after: Some(MatchState::of(row)),
        })
        .audited(audit::Record {
            actor: audit_actor,
            action: audit_action,
            subject: audit::subject("league_match", row.id),
            before: before.confirmation.as_ref().map(confirmation_json),
            after: row.confirmation.as_ref().map(confirmation_json),
        })
}

/// Who the history and the audit trail name for `who`, who may answer.
fn named(who: Reporter) -> Result<(Actor, audit::Actor)> {
    let audited = who.may_record()?;
    let history = match who {
        Reporter::Member(player) => Actor::Member(player),
        _ => Actor::Admin,
    };
    Ok((history, audited))
}

impl Club {
    /// Confirms the score of league match `id` for `who`: a player who did not record it, or
    /// the admin (who settles a dispute this way). Confirming a confirmed score again changes
    /// nothing. The league password gets 403 `admin_only`, a visitor 401 `sign_in_required`.
    pub async fn confirm_league_score(
        &self,
        who: Reporter,
        id: LeagueMatchId,
    ) -> Result<LeagueRow> {
        let names = named(who)?;
        let row = self.read(move |conn| get(conn, id)).await?;
        if answerable(&row, who)?.state == CONFIRMED {
            return Ok(row);
        }
        let now = self.clock().now().timestamp();
        self.apply(move |tx| {
            let before_row = get(tx, id)?;
            let before = answerable(&before_row, who)?;
            if before.state == CONFIRMED {
                // Confirmed since it was read: nothing left to do.
                let unchanged = Change::new(ChangeKind::ResultAnswered).league_match(id);
                return Ok((before_row, unchanged));
            }
            if before.state == DISPUTED && who != Reporter::Admin {
                return Err(Error::conflict(
                    "result_disputed",
                    "This score is disputed: the admin settles it.",
                ));
            }
            let after = Confirmation {
                state: CONFIRMED.to_string(),
                confirm_by: None,
                ..before
            };
            league::set_confirmation(tx, id, Some(&after))?;
            let row = get(tx, id)?;
            let change = answered(&before_row, &row, names, Action::Confirmed, now);
            Ok((row, change))
        })
        .await
    }

    /// Disputes the score of league match `id` for member `player`, a player who did not
    /// record it, with `reason` (1 to 500 characters), while it awaits confirmation. It stays
    /// counted and waits for the admin.
    pub async fn dispute_league_score(
        &self,
        player: PlayerId,
        id: LeagueMatchId,
        reason: Option<String>,
    ) -> Result<LeagueRow> {
        let reason = confirmations::checked_reason(reason)?;
        let who = Reporter::Member(player);
        let now = self.clock().now().timestamp();
        self.apply(move |tx| {
            let before_row = get(tx, id)?;
            let before = answerable(&before_row, who)?;
            if before.state != AWAITING {
                return Err(Error::conflict(
                    "result_not_awaiting",
                    "Only a score that awaits confirmation can be disputed.",
                ));
            }
            let after = Confirmation {
                state: DISPUTED.to_string(),
                dispute_reason: Some(reason),
                ..before
            };
            league::set_confirmation(tx, id, Some(&after))?;
            let row = get(tx, id)?;
            let names = (Actor::Member(player), audit::Actor::Member(player));
            let change = answered(&before_row, &row, names, Action::Disputed, now)
                .notify(super::notices::league_disputed(&row));
            Ok((row, change))
        })
        .await
    }

    /// The club's timer, for the league: confirms, as the club, each score that awaited past
    /// `confirmBy`, one write each, with its live event, history entry and audit record. The
    /// league has no walkovers, so none waits for the admin instead. Returns the matches
    /// confirmed.
    pub async fn confirm_due_league_scores(&self) -> Result<Vec<LeagueMatchId>> {
        let now = self.clock().now().timestamp();
        let due = self
            .read(move |conn| Ok(league::due_for_confirmation(conn, now)?))
            .await?;
        let mut confirmed = Vec::new();
        for id in due {
            let done = self
                .apply(move |tx| {
                    let Some(before_row) = league::get(tx, id)? else {
                        // Deleted since it was read.
                        let unchanged = Change::new(ChangeKind::ResultAnswered).league_match(id);
                        return Ok((false, unchanged));
                    };
                    let Some(before) = before_row.confirmation.clone().filter(|c| {
                        c.state == AWAITING && c.confirm_by.is_some_and(|at| at <= now)
                    }) else {
                        // Answered or corrected since it was read: nothing left to do.
                        let unchanged = Change::new(ChangeKind::ResultAnswered).league_match(id);
                        return Ok((false, unchanged));
                    };
                    let after = Confirmation {
                        state: CONFIRMED.to_string(),
                        confirm_by: None,
                        ..before
                    };
                    league::set_confirmation(tx, id, Some(&after))?;
                    let row = get(tx, id)?;
                    let names = (Actor::Club, audit::Actor::Club);
                    let change = answered(&before_row, &row, names, Action::AutoConfirmed, now);
                    Ok((true, change))
                })
                .await?;
            if done {
                confirmed.push(id);
            }
        }
        Ok(confirmed)
    }

    /// The disputed league scores, waiting for the admin, the oldest report first.
    pub async fn league_scores_for_the_admin(&self) -> Result<Vec<LeagueRow>> {
        self.read(move |conn| Ok(league::disputed(conn)?)).await
    }
}
