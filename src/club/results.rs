//! Recording and correcting a tournament result (docs/rules.md#scores): the score is
//! checked against the rules of tennis, then the bracket is brought up to date in the same
//! transaction.

use serde_json::json;

use super::acting::may_record;
use super::confirmations::{self, Parties, Refusal, State};
use super::schedule::{self, Totals};
use super::winners::{claim_json, winner_named};
use super::{Change, ChangeKind, Club, Error, Result};
use crate::db::audit;
use crate::db::matches::{self, MatchRow, Version};
use crate::domain::actor::{Actor, Console};
use crate::domain::ids::{MatchId, PlayerId};
use crate::domain::score::TennisScore;

/// A result as it was sent: by the admin, or by one of the match's players.
#[derive(Debug, Clone, Default)]
pub struct ResultRequest {
    /// The winner: one of the match's players.
    pub winner_id: Option<PlayerId>,
    /// A doubles match's winner: its side, 1 or 2 (in place of `winner_id`).
    pub winner_team: Option<i64>,
    /// The score from player 1's side, such as `6-4, 3-6, 7-6(5)`.
    pub score: Option<String>,
    /// Sets won by player 1 and player 2, when typed over the computed ones.
    pub sets: [Option<i64>; 2],
    /// Games won by player 1 and player 2, when typed over the computed ones.
    pub games: [Option<i64>; 2],
    /// Whether a correction may clear the later knockout results it invalidates; without it
    /// such a correction is refused with 409 `result_played_on`, which lists them.
    pub clear_later: bool,
}

/// The most sets a player can win in a match (best of five, with room to spare).
pub const MAX_SETS: i64 = 5;
/// The most games a player can win in a match: five long advantage sets.
pub const MAX_GAMES: i64 = 100;

impl Club {
    /// Records a walkover for match `id`, won by `winner` (in doubles by side `winner_team`;
    /// the admin's): 6-0, 6-0 W/O, counted under Art. 11b and confirmed at once, as every
    /// result of the admin's.
    pub async fn record_walkover(
        &self,
        by: Console,
        id: MatchId,
        winner: Option<PlayerId>,
        winner_team: Option<i64>,
    ) -> Result<MatchRow> {
        let request = ResultRequest {
            winner_id: winner,
            winner_team,
            score: Some("W/O".to_string()),
            ..ResultRequest::default()
        };
        self.record_result(Actor::Admin(by), id, request, false)
            .await
    }

    /// Records the result of match `id` for `actor` (see [`may_record`]) or, with `may_replace` (the admin's),
    /// changes it. A member records only a pending match they play in, with the score's
    /// own totals (docs/rules.md#results-by-the-players).
    pub async fn record_result(
        &self,
        actor: Actor,
        id: MatchId,
        request: ResultRequest,
        may_replace: bool,
    ) -> Result<MatchRow> {
        may_record(&actor)?;
        if request.winner_id.is_none() && request.winner_team.is_none() {
            return Err(Error::invalid(
                "winnerId",
                "winner_required",
                "Choose the winner",
            ));
        }
        let text = request.score.as_deref().map(str::trim).unwrap_or_default();
        if text.is_empty() {
            return Err(Error::invalid(
                "score",
                "score_required",
                "Enter the score, such as 6-4, 6-2",
            ));
        }
        let score = TennisScore::parse(text).map_err(|e| Error::score_invalid("score", &e))?;
        let typed = [
            ("player1Sets", request.sets[0]),
            ("player2Sets", request.sets[1]),
            ("player1Games", request.games[0]),
            ("player2Games", request.games[1]),
        ];
        for (index, (field, value)) in typed.into_iter().enumerate() {
            if value.is_some_and(|v| v < 0) {
                return Err(Error::invalid(
                    field,
                    "totals_negative",
                    "Sets and games cannot be negative",
                ));
            }
            let (most, what) = if index < 2 {
                (MAX_SETS, "sets")
            } else {
                (MAX_GAMES, "games")
            };
            if value.is_some_and(|v| v > most) {
                return Err(Error::invalid(
                    field,
                    "totals_too_large",
                    format!("A match has at most {most} {what} per player"),
                ));
            }
        }
        let overrides = Totals {
            sets: request.sets,
            games: request.games,
        };
        let now_at = self.clock().now();
        let (now, now_ms) = (now_at.timestamp(), now_at.timestamp_millis());
        let today = self.clock().today();
        self.apply(move |tx| {
            let before = matches::get(tx, id)?
                .ok_or_else(|| Error::not_found("match_not_found", "Match"))?;
            let winner_id = winner_named(&before, request.winner_id, request.winner_team)?;
            if let Actor::Member(player) = actor {
                if request.clear_later {
                    // Later results are other players' matches: clearing them is the
                    // admin's decision (docs/rules.md#results-by-the-players).
                    return Err(Error::forbidden(
                        "clear_later_admin_only",
                        "Only the admin clears later results; ask the admin to correct this \
                         one.",
                    ));
                }
                member_may_record(&before, player, &score, winner_id, overrides)?;
                member_window(tx, &before, today)?;
            }
            let earlier = matches::for_tournament(tx, before.tournament_id)?;
            let seats = super::decided::seats_before_among(tx, &before, &earlier)?;
            let entry = schedule::ResultEntry {
                winner_id,
                score: &score,
                overrides,
                may_replace,
                clear_later: request.clear_later,
            };
            // Who may report or correct what is the confirmation's rule: a member corrects
            // only their own report while it awaits (403 `correction_admin_only`).
            // A walkover claim is answered, withdrawn or ruled on, never reported over by a
            // member (409 `match_has_claim`); the club's result replaces it.
            let claimed = before.claim.is_some();
            if claimed && matches!(actor, Actor::Member(_)) {
                return Err(confirmations::refused(Refusal::HasClaim, "result"));
            }
            let existing = before
                .confirmation
                .as_ref()
                .filter(|_| before.winner_id.is_some() || claimed);
            let parties = Parties {
                players: [before.player1_id, before.player2_id],
                teams: [before.team1, before.team2],
                favoured: Some(winner_id),
                walkover: matches!(score, TennisScore::Walkover),
                claim: claimed,
            };
            let confirmation = if may_replace || existing.is_none() || claimed {
                Some(confirmations::reported(
                    existing, &actor, &parties, now_ms, "result",
                )?)
            } else {
                None
            };
            // Each report and change tells the opponent: a member has a budget of them.
            super::budgets::check_report_change(tx, &audit::subject("match", id), &actor)?;
            if let Some(claim) = confirmation.as_ref().filter(|c| c.state == State::Claimed) {
                // A member's walkover is a claim: it counts nowhere until it is confirmed.
                let version = Version {
                    winner_id,
                    score: score.to_string(),
                };
                super::claims::checked_score(&before, winner_id, &version.score)?;
                super::claims::put_claim(tx, &before, &version, claim)?;
                let row = matches::get(tx, id)?
                    .ok_or_else(|| Error::internal("claimed match vanished"))?;
                let change = Change::new(ChangeKind::MatchResult)
                    .tournament(row.tournament_id)
                    .in_match(row.id)
                    .players(row.player1_id.into_iter().chain(row.player2_id))
                    .audited(audit::Record {
                        actor: actor.clone(),
                        action: "walkover_claimed",
                        subject: audit::subject("match", id),
                        before: before.winner_id.is_some().then(|| result_json(&before)),
                        after: Some(json!({ "claim": claim_json(&row, &version) })),
                    })
                    .notify(super::notices::result_reported(&row, member_of(&actor)));
                return Ok((row, change));
            }
            let (_, cleared) = schedule::record_result_clearing(tx, id, &entry, now)?;
            if let Some(confirmation) = confirmation {
                matches::set_confirmation(tx, id, Some(&confirmation))?;
            }
            // Only a confirmed final finishes the tournament and names its champion.
            schedule::crown(tx, before.tournament_id)?;
            let row =
                matches::get(tx, id)?.ok_or_else(|| Error::internal("recorded match vanished"))?;
            let change = Change::new(ChangeKind::MatchResult)
                .tournament(row.tournament_id)
                .in_match(row.id)
                .players(row.player1_id.into_iter().chain(row.player2_id))
                .audited(audit::Record {
                    actor: actor.clone(),
                    action: if before.winner_id.is_some() {
                        "result_corrected"
                    } else {
                        "result_recorded"
                    },
                    subject: audit::subject("match", id),
                    before: before.winner_id.is_some().then(|| result_json(&before)),
                    after: Some(result_json(&row)),
                });
            let mut change = change;
            match actor {
                Actor::Member(player) => {
                    change = change.notify(super::notices::result_reported(&row, player));
                }
                // The club's result is a decision: both players hear it (docs/rules.md#notices).
                _ => change = change.notify(super::decided::settled(tx, &row)?),
            }
            let gone: Vec<MatchRow> = earlier
                .iter()
                .filter(|m| cleared.contains(&m.id))
                .cloned()
                .collect();
            let correction = before.winner_id.is_some();
            change = change
                .notify(super::decided::cleared_later(tx, &gone)?)
                .notify(super::decided::qualification_after(
                    tx,
                    row.tournament_id,
                    seats.as_ref(),
                    correction,
                )?);
            for gone in &gone {
                change = change.audited(audit::Record {
                    actor: actor.clone(),
                    action: "result_cleared",
                    subject: audit::subject("match", gone.id),
                    before: Some(result_json(gone)),
                    after: None,
                });
            }
            Ok((row, change))
        })
        .await
    }
}

/// The member `actor` is (only members claim walkovers).
fn member_of(actor: &Actor) -> PlayerId {
    actor.member().expect("only a member's walkover is a claim")
}

/// A result as the audit trail keeps it.
pub(super) fn result_json(row: &MatchRow) -> serde_json::Value {
    if row.doubles {
        return json!({
            "winnerTeam": row.winner_id.and_then(|w| row.side_keyed(w)),
            "score": row.score,
            "player1Sets": row.player1_sets,
            "player2Sets": row.player2_sets,
            "player1Games": row.player1_games,
            "player2Games": row.player2_games,
            "confirmation": row.confirmation.as_ref().map(|c| c.state.as_str()),
        });
    }
    json!({
        "winnerId": row.winner_id,
        "score": row.score,
        "player1Sets": row.player1_sets,
        "player2Sets": row.player2_sets,
        "player1Games": row.player1_games,
        "player2Games": row.player2_games,
        "confirmation": row.confirmation.as_ref().map(|c| c.state.as_str()),
    })
}

/// Whether a member may record a result of `row` on the club date `today`
/// (docs/rules.md#results-by-the-players): only in an active tournament (409
/// `tournament_not_active`) and up to the match's `rescheduleUntil` (422 `match_window_over`);
/// after that, the club records it.
fn member_window(
    tx: &rusqlite::Connection,
    row: &MatchRow,
    today: chrono::NaiveDate,
) -> Result<()> {
    let status = crate::db::tournaments::get(tx, row.tournament_id)?.map(|t| t.status);
    if status != Some(crate::domain::tournament::TournamentStatus::Active) {
        return Err(Error::conflict(
            "tournament_not_active",
            "Results are recorded by the players only while the tournament is being played; ask \
             the club.",
        ));
    }
    let until = super::timing::dates_of(row).reschedule_until;
    if today > until {
        return Err(Error::invalid(
            "matchId",
            "match_window_over",
            format!("This match could be played until {until}: ask the club to record it."),
        )
        .with_params(serde_json::json!({ "rescheduleUntil": until.to_string() })));
    }
    Ok(())
}

/// Whether member `player` may record `score` for `row`: they play in it, and any totals they
/// typed are the score's own (only the admin types totals over the score).
fn member_may_record(
    row: &MatchRow,
    player: PlayerId,
    score: &TennisScore,
    winner_id: PlayerId,
    typed: Totals,
) -> Result<()> {
    if row.side_of(player).is_none() {
        return Err(Error::forbidden(
            "not_in_match",
            "Only the two players of this match (or the admin) can record its result.",
        ));
    }
    let side = if Some(winner_id) == row.player2_id {
        crate::domain::bracket::Side::Player2
    } else {
        crate::domain::bracket::Side::Player1
    };
    let totals = score.totals(side);
    let computed = [
        ("player1Sets", typed.sets[0], i64::from(totals.player1_sets)),
        ("player2Sets", typed.sets[1], i64::from(totals.player2_sets)),
        (
            "player1Games",
            typed.games[0],
            i64::from(totals.player1_games),
        ),
        (
            "player2Games",
            typed.games[1],
            i64::from(totals.player2_games),
        ),
    ];
    for (field, value, own) in computed {
        if value.is_some_and(|v| v != own) {
            return Err(Error::invalid(
                field,
                "totals_not_the_score",
                format!("Sets and games come from the score ({field} is {own})"),
            ));
        }
    }
    Ok(())
}
