//! The club reopens a match (docs/rules.md#results-by-the-players): its result goes, with
//! the walkover penalty or the points it caused, and the later knockout results it fed are
//! cleared only once the club says so, as a correction's are.

use super::decided;
use super::results::result_json;
use super::schedule::bracket;
use super::{Change, ChangeKind, Club, Error, Result};
use crate::db::audit;
use crate::db::matches::{self, MatchRow};
use crate::domain::actor::{Actor, Console};
use crate::domain::ids::MatchId;
use crate::domain::tournament::MatchStatus;

impl Club {
    /// Clears the result of match `id`, the club's decision: the match is to be played again
    /// (409 `result_missing` without a result, `match_is_bye` for a bye). When its winner
    /// already played on, the later results it fed are listed (409 `result_played_on`) and
    /// cleared only with `clear_later`. One audit record `result_reopened` for the match, and
    /// one `result_cleared` for each later result.
    pub async fn reopen_result(
        &self,
        by: Console,
        id: MatchId,
        clear_later: bool,
    ) -> Result<MatchRow> {
        self.apply(move |tx| {
            let before = matches::get(tx, id)?
                .ok_or_else(|| Error::not_found("match_not_found", "Match"))?;
            if before.is_bye {
                return Err(Error::conflict(
                    "match_is_bye",
                    "A bye is not played: it has no result.",
                ));
            }
            if before.status != MatchStatus::Completed {
                return Err(Error::conflict(
                    "result_missing",
                    "This match has no result to clear.",
                ));
            }
            let earlier = matches::for_tournament(tx, before.tournament_id)?;
            let seats = decided::seats_before(tx, &before)?;
            matches::clear_result(tx, &before)?;
            let cleared = bracket::refresh_clearing(tx, before.tournament_id)?;
            if !cleared.is_empty() && !clear_later {
                return Err(bracket::played_on(&cleared));
            }
            let row =
                matches::get(tx, id)?.ok_or_else(|| Error::internal("reopened match vanished"))?;
            let mut change = Change::new(ChangeKind::MatchResult)
                .tournament(row.tournament_id)
                .in_match(row.id)
                .players(before.player1_id.into_iter().chain(before.player2_id))
                .audited(audit::Record {
                    actor: Actor::Admin(by),
                    action: "result_reopened",
                    subject: audit::subject("match", id),
                    before: Some(result_json(&before)),
                    after: None,
                });
            let gone: Vec<MatchRow> = earlier
                .iter()
                .filter(|m| cleared.contains(&m.id))
                .cloned()
                .collect();
            // Everyone concerned hears it (docs/rules.md#notices): the match's players, the later
            // results' and the knockout seats' it moved.
            change = change
                .notify(decided::cleared(tx, &before, &row)?)
                .notify(decided::cleared_later(tx, &gone)?)
                .notify(decided::qualification_after(
                    tx,
                    row.tournament_id,
                    seats.as_ref(),
                    true,
                )?);
            for gone in &gone {
                change = change
                    .players(gone.player1_id.into_iter().chain(gone.player2_id))
                    .audited(audit::Record {
                        actor: Actor::Admin(by),
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
