//! Walkover claims (docs/rules.md#results-by-the-players): a walkover a player reports counts
//! nowhere until the opponent confirms it or the club rules. The match stays pending, with no
//! winner, and carries the claim; confirming it is the result's write. Here: the writes a
//! claim and a version that comes to count share, and the step that turned the walkovers
//! players reported before this rule into claims.

use rusqlite::Connection;

use super::clock::WallClock;
use super::schedule::{self, bracket};
use super::{Error, Result};
use crate::db::matches::{self, MatchRow, Version};
use crate::db::{Db, audit};
use crate::domain::bracket::Side;
use crate::domain::confirmation::{Confirmation, State};
use crate::domain::ids::{MatchId, PlayerId, TournamentId};
use crate::domain::score::TennisScore;
use crate::domain::tournament::MatchStatus;

/// `text` checked as the score of match `row` won by `winner` (422 `winner_not_in_match`, or
/// the score's own code).
pub(super) fn checked_score(row: &MatchRow, winner: PlayerId, text: &str) -> Result<TennisScore> {
    let score = TennisScore::parse(text.trim()).map_err(|e| Error::score_invalid("score", &e))?;
    let side = if Some(winner) == row.player1_id {
        Side::Player1
    } else if Some(winner) == row.player2_id {
        Side::Player2
    } else {
        return Err(Error::invalid(
            "winnerId",
            "winner_not_in_match",
            "The winner must be one of the two players",
        ));
    };
    score
        .check_winner(side)
        .map_err(|e| Error::score_invalid("score", &e))?;
    Ok(score)
}

/// Records `version` as the result of `before` at `at` (unix seconds): a claim confirmed, or
/// the dispute's version the club accepted. Returns the later results it cleared, which only
/// `clear_later` allows (else 409 `result_played_on`).
pub(super) fn write_version(
    conn: &Connection,
    before: &MatchRow,
    version: &Version,
    clear_later: bool,
    at: i64,
) -> Result<Vec<MatchId>> {
    let score = checked_score(before, version.winner_id, &version.score)?;
    let entry = schedule::ResultEntry {
        winner_id: version.winner_id,
        score: &score,
        overrides: schedule::Totals::default(),
        may_replace: true,
        clear_later,
    };
    let (_, cleared) = schedule::record_result_clearing(conn, before.id, &entry, at)?;
    Ok(cleared)
}

/// Puts `claim`, with its `confirmation`, on match `before`: the match is pending again, with
/// no winner. A result it had (the claimant's own report, corrected to a walkover) is lifted;
/// when its winner already played on, 409 `result_played_on`.
pub(super) fn put_claim(
    conn: &Connection,
    before: &MatchRow,
    claim: &Version,
    confirmation: &Confirmation,
) -> Result<()> {
    if before.is_bye {
        return Err(Error::conflict(
            "match_is_bye",
            "A bye is not played: it has no result.",
        ));
    }
    if before.status == MatchStatus::Completed {
        matches::clear_result(conn, before)?;
        let cleared = bracket::refresh_clearing(conn, before.tournament_id)?;
        if !cleared.is_empty() {
            return Err(bracket::played_on(&cleared));
        }
    }
    matches::set_claim(conn, before.id, Some(claim))?;
    matches::set_confirmation(conn, before.id, Some(confirmation))?;
    Ok(())
}

/// What [`lift_reported_walkovers`] did.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Lifted {
    /// Walkovers turned into claims.
    pub claims: usize,
    /// Tournaments whose walkovers were lifted.
    pub tournaments: usize,
    /// Tournaments left as they were, because lifting a walkover would change a match
    /// already played on: their walkovers stay counted, in the admin's queue.
    pub left: Vec<TournamentId>,
}

/// The step of migration V21 that needs the program: each walkover a player reported that
/// still awaits or is disputed becomes a claim, lifting what it counted. One transaction per
/// tournament named by a marker row: convert its walkovers, refresh its bracket, rebuild the
/// kept totals, delete the marker (the revision rises with the rows). A tournament where a
/// lifted walkover would change a match already played on is rolled back, left as it is and
/// listed in the audit trail (`claims_not_lifted`); its marker goes all the same. A run that
/// stops half-way resumes at the next start from the markers left.
pub fn lift_reported_walkovers(db: &Db) -> Result<Lifted> {
    let pending: Vec<TournamentId> = db.read_blocking_as(|conn| {
        let mut stmt =
            conn.prepare("SELECT tournament_id FROM claim_lifts_pending ORDER BY tournament_id")?;
        let rows = stmt.query_map([], |row| row.get(0))?;
        Ok::<_, Error>(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    })?;
    let mut lifted = Lifted::default();
    for tournament in pending {
        match db.write_blocking_as(|tx| lift_in(tx, tournament)) {
            Ok(claims) => {
                lifted.claims += claims;
                lifted.tournaments += usize::from(claims > 0);
            }
            Err(Error::Conflict {
                code: "result_played_on",
                ..
            }) => {
                db.write_blocking_as(|tx| {
                    done(tx, tournament)?;
                    audit::insert(
                        tx,
                        // When the migration ran: a step of the program, in real time.
                        WallClock::unix_secs(),
                        &audit::Record {
                            actor: crate::domain::actor::Actor::Clock,
                            action: "claims_not_lifted",
                            subject: audit::subject("tournament", tournament),
                            before: None,
                            after: None,
                        },
                    )?;
                    Ok::<_, Error>(())
                })?;
                tracing::warn!(
                    tournament = tournament.0,
                    "its players' walkovers stay counted: lifting one would change a match \
                     already played on; they wait in the admin's queue"
                );
                lifted.left.push(tournament);
            }
            Err(err) => return Err(err),
        }
    }
    Ok(lifted)
}

/// Lifts the players' walkovers of `tournament` in the caller's transaction; returns how many.
fn lift_in(tx: &Connection, tournament: TournamentId) -> Result<usize> {
    done(tx, tournament)?;
    let reported: Vec<MatchRow> = matches::for_tournament(tx, tournament)?
        .into_iter()
        .filter(|m| {
            m.walkover
                && m.confirmation.as_ref().is_some_and(|c| {
                    c.reported_by.is_some() && matches!(c.state, State::Awaiting | State::Disputed)
                })
        })
        .collect();
    for row in &reported {
        let (Some(winner_id), Some(score), Some(confirmation)) =
            (row.winner_id, row.score.clone(), row.confirmation.clone())
        else {
            continue;
        };
        matches::clear_result(tx, row)?;
        let claim = Version { winner_id, score };
        let state = match confirmation.state {
            State::Awaiting => State::Claimed,
            other => other,
        };
        matches::set_claim(tx, row.id, Some(&claim))?;
        matches::set_confirmation(
            tx,
            row.id,
            Some(&Confirmation {
                state,
                ..confirmation
            }),
        )?;
    }
    let cleared = bracket::refresh_clearing(tx, tournament)?;
    if !cleared.is_empty() {
        return Err(bracket::played_on(&cleared));
    }
    crate::db::totals::rebuild(tx)?;
    Ok(reported.len())
}

/// Deletes the marker of `tournament`.
fn done(tx: &Connection, tournament: TournamentId) -> Result<()> {
    tx.execute(
        "DELETE FROM claim_lifts_pending WHERE tournament_id = ?1",
        [tournament],
    )?;
    Ok(())
}
