//! How each kind of match keeps its confirmation, and what an answer changes beyond it: a
//! tournament match (claims, a dispute's version, a final's champion) and a league match.

use rusqlite::Connection;
use serde_json::json;

use super::super::decided::{self, Seats};
use super::super::league_history::{Entry, MatchState};
use super::super::{Change, ChangeKind, Result};
use super::{
    Accept, Answer, Confirmable, Confirmation, LeagueVersion, Move, Outcome, Parties, State,
    Version, With, Written, confirmation_json,
};
use crate::db::audit;
use crate::db::league::{self, LeagueRow};
use crate::db::league_history::Action;
use crate::db::matches::{self, MatchRow};
use crate::db::notices::Outgoing;
use crate::domain::actor::Actor;
use crate::domain::ids::{LeagueMatchId, MatchId};

/// A tournament answer as the audit trail keeps it: the confirmation, with the result, the
/// claim and the dispute's version beside it; none without a confirmation.
fn match_json(row: &MatchRow) -> Option<serde_json::Value> {
    let version = |v: &Version| crate::club::winners::claim_json(row, v);
    row.confirmation.as_ref().map(|c| {
        let mut value = confirmation_json(c);
        if row.doubles {
            value["winnerTeam"] = json!(row.winner_id.and_then(|w| row.side_keyed(w)));
        } else {
            value["winnerId"] = json!(row.winner_id);
        }
        value["score"] = json!(row.score);
        value["claim"] = row.claim.as_ref().map_or(serde_json::Value::Null, version);
        value["disputeVersion"] = row
            .dispute_version
            .as_ref()
            .map_or(serde_json::Value::Null, version);
        value
    })
}

/// A league answer as the audit trail keeps it: the confirmation, with the score and the
/// dispute's version beside it.
fn league_json(row: &LeagueRow) -> Option<serde_json::Value> {
    row.confirmation.as_ref().map(|c| {
        let mut value = confirmation_json(c);
        value["setScores"] = json!(row.set_scores);
        value["disputeVersion"] = row.dispute_version.as_ref().map_or(
            serde_json::Value::Null,
            |v| json!({ "setsPlayed": v.sets_played, "setScores": v.set_scores }),
        );
        value
    })
}

impl Confirmable for MatchRow {
    type Id = MatchId;
    type Version = Version;
    const WHAT: &'static str = "result";
    const SUBJECT: &'static str = "match";

    fn load(conn: &Connection, id: MatchId) -> Result<Option<Self>> {
        Ok(matches::get(conn, id)?)
    }

    fn confirmation(&self) -> Option<&Confirmation> {
        self.confirmation.as_ref()
    }

    fn parties(&self) -> Parties {
        Parties {
            players: [self.player1_id, self.player2_id],
            teams: [self.team1, self.team2],
            favoured: self.winner_id.or(self.claim.as_ref().map(|c| c.winner_id)),
            walkover: self.walkover || self.claim.is_some(),
            claim: self.claim.is_some(),
        }
    }

    fn has_dispute_version(&self) -> bool {
        self.dispute_version.is_some()
    }

    fn check_version(&self, version: &Version) -> Result<()> {
        super::super::claims::checked_score(self, version.winner_id, &version.score).map(|_| ())
    }

    fn write(
        conn: &Connection,
        before: &Self,
        mv: &Move,
        outcome: &Outcome,
        with: &With<Version>,
        at: i64,
    ) -> Result<Written> {
        let confirmation = match outcome {
            Outcome::Changed(c) => c,
            Outcome::Withdrawn => {
                matches::set_confirmation(conn, before.id, None)?;
                return Ok(Written {
                    moved: true,
                    cleared: Vec::new(),
                });
            }
            Outcome::Unchanged => return Ok(Written::default()),
        };
        // The version that counts from now on, when this move makes one count: the club
        // accepting a dispute's version, or a claim confirmed (by the opponent or the club).
        let counts = match mv {
            Move::Settle {
                accept: Accept::Dispute,
                ..
            } => before.dispute_version.clone(),
            _ if confirmation.state == State::Confirmed => before.claim.clone(),
            _ => None,
        };
        let mut written = Written::default();
        if let Some(version) = counts {
            let earlier = matches::for_tournament(conn, before.tournament_id)?;
            let cleared =
                super::super::claims::write_version(conn, before, &version, with.clear_later, at)?;
            written.moved = true;
            written.cleared = earlier
                .into_iter()
                .filter(|m| cleared.contains(&m.id))
                .collect();
        }
        matches::set_confirmation(conn, before.id, Some(confirmation))?;
        if let (Move::Dispute { .. }, Some(version)) = (mv, &with.version) {
            matches::set_dispute_version(conn, before.id, Some(version))?;
        }
        // Only a confirmed final finishes the tournament and names its champion.
        if before.stage == crate::domain::bracket::Stage::Final {
            written.moved |= super::super::schedule::crown(conn, before.tournament_id)?;
        }
        Ok(written)
    }

    fn due(conn: &Connection, now_ms: i64) -> Result<Vec<MatchId>> {
        Ok(matches::due_for_confirmation(conn, now_ms)?)
    }

    fn answered(
        before: &Self,
        after: &Self,
        actor: &Actor,
        answer: Answer,
        _at: i64,
        written: &Written,
    ) -> Change {
        // An answer that moves points or the champion is a result change: the kept totals,
        // the cached answers, open pages and the TV follow (docs/rules.md#results-by-the-players).
        let kind = if written.moved {
            ChangeKind::MatchResult
        } else {
            ChangeKind::ResultAnswered
        };
        let mut change = Change::new(kind)
            .tournament(after.tournament_id)
            .in_match(after.id)
            .players(after.player1_id.into_iter().chain(after.player2_id))
            .audited(audit::Record {
                actor: actor.clone(),
                action: answer.audited(),
                subject: audit::subject("match", after.id),
                before: match_json(before),
                after: match_json(after),
            });
        for gone in &written.cleared {
            change = change
                .players(gone.player1_id.into_iter().chain(gone.player2_id))
                .audited(audit::Record {
                    actor: actor.clone(),
                    action: "result_cleared",
                    subject: audit::subject("match", gone.id),
                    before: Some(super::super::results::result_json(gone)),
                    after: None,
                });
        }
        if answer == Answer::Disputed {
            change.notify(super::super::notices::disputed(after, actor))
        } else {
            change
        }
    }

    fn seats(conn: &Connection, before: &Self) -> Result<Option<Seats>> {
        decided::seats_before(conn, before)
    }

    fn decided(
        conn: &Connection,
        after: &Self,
        actor: &Actor,
        answer: Answer,
        written: &Written,
        seats: Option<&Seats>,
    ) -> Result<Vec<Outgoing>> {
        let mut out = match (answer, actor) {
            (Answer::Confirmed, &Actor::Member(player)) => decided::confirmed(after, player),
            // The club confirming (a walkover claim, say) or settling decides the result.
            (Answer::Confirmed | Answer::Settled, Actor::Admin(_)) => {
                decided::settled(conn, after)?
            }
            _ => Vec::new(),
        };
        out.extend(decided::cleared_later(conn, &written.cleared)?);
        if let Some(seats) = seats {
            let correction = answer == Answer::Settled;
            out.extend(decided::qualification(
                conn,
                after.tournament_id,
                seats,
                correction,
            )?);
        }
        Ok(out)
    }
}

impl Confirmable for LeagueRow {
    type Id = LeagueMatchId;
    type Version = LeagueVersion;
    const WHAT: &'static str = "score";
    const SUBJECT: &'static str = "league_match";

    fn load(conn: &Connection, id: LeagueMatchId) -> Result<Option<Self>> {
        Ok(league::get(conn, id)?)
    }

    fn confirmation(&self) -> Option<&Confirmation> {
        self.confirmation.as_ref()
    }

    fn parties(&self) -> Parties {
        Parties {
            players: [Some(self.player1_id), Some(self.player2_id)],
            teams: [None, None],
            favoured: self.winner_id,
            walkover: false,
            claim: false,
        }
    }

    fn has_dispute_version(&self) -> bool {
        self.dispute_version.is_some()
    }

    fn check_version(&self, version: &LeagueVersion) -> Result<()> {
        super::super::league::checked_version(version).map(|_| ())
    }

    fn write(
        conn: &Connection,
        before: &Self,
        mv: &Move,
        outcome: &Outcome,
        with: &With<LeagueVersion>,
        at: i64,
    ) -> Result<Written> {
        let Outcome::Changed(confirmation) = outcome else {
            return Ok(Written::default());
        };
        if let (
            Move::Settle {
                accept: Accept::Dispute,
                ..
            },
            Some(version),
        ) = (mv, &before.dispute_version)
        {
            let score = super::super::league::checked_version(version)?;
            super::super::league::save_score(conn, before.id, &score, true, at, confirmation)?;
            return Ok(Written {
                moved: true,
                cleared: Vec::new(),
            });
        }
        league::set_confirmation(conn, before.id, Some(confirmation))?;
        if let (Move::Dispute { .. }, Some(version)) = (mv, &with.version) {
            league::set_dispute_version(conn, before.id, Some(version))?;
        }
        Ok(Written::default())
    }

    fn due(conn: &Connection, now_ms: i64) -> Result<Vec<LeagueMatchId>> {
        Ok(league::due_for_confirmation(conn, now_ms)?)
    }

    fn answered(
        before: &Self,
        after: &Self,
        actor: &Actor,
        answer: Answer,
        at: i64,
        written: &Written,
    ) -> Change {
        let action = match answer {
            Answer::AutoConfirmed => Action::AutoConfirmed,
            Answer::Disputed => Action::Disputed,
            Answer::Settled if written.moved => Action::Corrected,
            Answer::Confirmed | Answer::Settled | Answer::Withdrawn => Action::Confirmed,
        };
        // A settled dispute whose version now stands moves the ranking's sets: a score change.
        let kind = if written.moved {
            ChangeKind::LeagueScore
        } else {
            ChangeKind::ResultAnswered
        };
        let change = Change::new(kind)
            .league_match(after.id)
            .players([after.player1_id, after.player2_id])
            .recorded(Entry {
                id: 0,
                league_match_id: after.id,
                action,
                at,
                actor_name: None,
                actor: actor.clone(),
                before: Some(MatchState::of(before)),
                after: Some(MatchState::of(after)),
            })
            .audited(audit::Record {
                actor: actor.clone(),
                action: answer.audited(),
                subject: audit::subject("league_match", after.id),
                before: league_json(before),
                after: league_json(after),
            });
        if answer == Answer::Disputed {
            change.notify(super::super::notices::league_disputed(after, actor))
        } else {
            change
        }
    }

    fn seats(_conn: &Connection, _before: &Self) -> Result<Option<Seats>> {
        Ok(None)
    }

    fn decided(
        _conn: &Connection,
        after: &Self,
        actor: &Actor,
        answer: Answer,
        _written: &Written,
        _seats: Option<&Seats>,
    ) -> Result<Vec<Outgoing>> {
        Ok(match (answer, actor) {
            (Answer::Confirmed, &Actor::Member(player)) => decided::league_confirmed(after, player),
            (Answer::Confirmed | Answer::Settled, Actor::Admin(_)) => {
                decided::league_settled(after)
            }
            _ => Vec::new(),
        })
    }
}
