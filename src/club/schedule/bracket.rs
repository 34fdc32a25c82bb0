//! The bracket and the results: recording a result (docs/rules.md#scores) and bringing the
//! knockout up to date after it.
//!
//! The bracket is derived state: who stands in each knockout match follows from the group
//! results and the recorded knockout winners. [`refresh`] recomputes it after every write
//! and refuses (409) a change that would alter a match already played.

use rusqlite::Connection;

use super::views::group_tables_from;
use crate::club::{Error, Result};
use crate::db::matches::{self, MatchResult, MatchRow};
use crate::db::tournaments::{self, EntrantRow, TournamentRow};
use crate::domain::bracket::{BracketPlan, Side, Stage};
use crate::domain::ids::{MatchId, PlayerId, TournamentId};
use crate::domain::score::TennisScore;
use crate::domain::tournament::{MatchStatus, TournamentFormat, TournamentStatus};
use crate::domain::{elimination, knockout};

/// A tournament's single-elimination draw from its stored draw lines.
pub(super) fn draw_of(t: &TournamentRow, entrants: &[EntrantRow]) -> Vec<Option<PlayerId>> {
    let mut draw = vec![None; elimination::draw_size(t.player_count as usize)];
    for e in entrants {
        if let Some(line) = draw.get_mut(e.slot as usize) {
            *line = Some(e.player_id);
        }
    }
    draw
}

/// The knockout plan of a tournament, from its format, groups and draw.
pub(super) fn knockout_plan(
    t: &TournamentRow,
    group_count: usize,
    entrants: &[EntrantRow],
) -> Result<BracketPlan> {
    if t.tournament_type == TournamentFormat::Hybrid {
        knockout::knockout_plan(group_count).map_err(|e| Error::internal(e.to_string()))
    } else {
        Ok(elimination::elimination_plan(&draw_of(t, entrants)))
    }
}

/// Brings the knockout up to date with the group results and the recorded winners, and
/// names (or un-names) the champion. Refuses, with 409, a change that would replace a
/// player in a match that was already played.
pub fn refresh(conn: &Connection, id: TournamentId) -> Result<()> {
    let cleared = refresh_clearing(conn, id)?;
    if cleared.is_empty() {
        Ok(())
    } else {
        Err(played_on(&cleared))
    }
}

/// As [`refresh`], but clears the results of the played matches whose players change (and of
/// those they feed in turn); returns them, in the order they were cleared. The caller refuses
/// (and so rolls back) when it did not mean to clear them.
pub fn refresh_clearing(conn: &Connection, id: TournamentId) -> Result<Vec<MatchId>> {
    let mut cleared = Vec::new();
    loop {
        let now_cleared = refresh_pass(conn, id)?;
        if now_cleared.is_empty() {
            return Ok(cleared);
        }
        cleared.extend(now_cleared);
    }
}

/// One pass of [`refresh_clearing`]: the played matches it cleared.
fn refresh_pass(conn: &Connection, id: TournamentId) -> Result<Vec<MatchId>> {
    let t = tournaments::get(conn, id)?
        .ok_or_else(|| Error::not_found("tournament_not_found", "Tournament"))?;
    let groups = tournaments::groups(conn, id)?;
    let entrants = crate::db::teams::entrants(conn, id)?;
    let rows = matches::for_tournament(conn, id)?;
    let knockout_rows: Vec<&MatchRow> = rows.iter().filter(|m| m.stage != Stage::Group).collect();
    if knockout_rows.is_empty() {
        return Ok(Vec::new());
    }
    let plan = knockout_plan(&t, groups.len(), &entrants)?;
    if plan.matches.len() != knockout_rows.len() {
        return Err(Error::internal(format!(
            "tournament {id}: {} knockout rows for a plan of {}",
            knockout_rows.len(),
            plan.matches.len()
        )));
    }
    let winners: Vec<Option<PlayerId>> = knockout_rows
        .iter()
        .map(|m| if m.is_bye { None } else { m.winner_id })
        .collect();
    let sides = if t.tournament_type == TournamentFormat::Hybrid {
        let tables = group_tables_from(groups, &entrants, &rows).tables();
        knockout::knockout_players(&plan, &tables, &winners)
    } else {
        elimination::elimination_players(&plan, &draw_of(&t, &entrants), &winners)
    };
    let mut cleared = Vec::new();
    for (row, pair) in knockout_rows.iter().zip(&sides) {
        let changes = [row.player1_id, row.player2_id] != *pair;
        if changes && row.status == MatchStatus::Completed && !row.is_bye {
            cleared.push(row.id);
        }
        matches::set_players(conn, row, *pair)?;
    }
    // The final's winner is read back: this refresh may just have cleared it.
    crown(conn, id)?;
    Ok(cleared)
}

/// Names the champion of tournament `id` (and completes it), or takes the name back (and
/// makes it active again), from its final: a final's result counts at once, but only a
/// confirmed final finishes the tournament (docs/rules.md#results-by-the-players). Returns
/// whether the champion changed.
pub fn crown(conn: &Connection, id: TournamentId) -> Result<bool> {
    let t = tournaments::get(conn, id)?
        .ok_or_else(|| Error::not_found("tournament_not_found", "Tournament"))?;
    let final_match = match tournaments::final_match(conn, id)? {
        Some(final_id) => matches::get(conn, final_id)?,
        None => None,
    };
    let champion = final_match
        .filter(|m| {
            m.confirmation
                .as_ref()
                .is_none_or(|c| c.state == crate::domain::confirmation::State::Confirmed)
        })
        .and_then(|m| m.winner_id);
    if champion == t.champion_id {
        return Ok(false);
    }
    tournaments::set_champion(conn, id, champion)?;
    Ok(true)
}

/// The 409 `result_played_on` of a change that would clear the `cleared` played matches,
/// which it lists (`fields.clearLater.params.matches`) for the admin to confirm.
pub fn played_on(cleared: &[MatchId]) -> Error {
    Error::conflict_in(
        "clearLater",
        "result_played_on",
        "This change would replace a player in a match that has already been played. Send \
         clearLater: true to clear those results too, or change them first.",
        serde_json::json!({ "matches": cleared }),
    )
}

/// Sets and games typed by the admin over the computed ones (docs/rules.md#scores: adjustable by hand).
#[derive(Debug, Clone, Copy, Default)]
pub struct Totals {
    /// Sets of player 1 and player 2, when given.
    pub sets: [Option<i64>; 2],
    /// Games of player 1 and player 2, when given.
    pub games: [Option<i64>; 2],
}

/// Records (or, with `may_replace`, changes) a match result at `at` (unix seconds) and brings
/// the bracket up to date: the one service both the API and the demo generator use.
pub fn record_result(
    conn: &Connection,
    match_id: MatchId,
    winner_id: PlayerId,
    score: &TennisScore,
    overrides: Totals,
    may_replace: bool,
    at: i64,
) -> Result<MatchRow> {
    let entry = ResultEntry {
        winner_id,
        score,
        overrides,
        may_replace,
        clear_later: false,
    };
    record_result_clearing(conn, match_id, &entry, at).map(|(row, _)| row)
}

/// A result to record, as [`record_result_clearing`] takes it.
pub struct ResultEntry<'a> {
    /// The winner.
    pub winner_id: PlayerId,
    /// The score, checked.
    pub score: &'a TennisScore,
    /// Totals typed over the score's.
    pub overrides: Totals,
    /// Whether it may replace a recorded result.
    pub may_replace: bool,
    /// Whether the later knockout results a changed winner invalidates are cleared (else 409
    /// `result_played_on` lists them).
    pub clear_later: bool,
}

/// As [`record_result`]; with `clear_later`, also clears the later knockout results the
/// change invalidates, returned with the match.
pub fn record_result_clearing(
    conn: &Connection,
    match_id: MatchId,
    entry: &ResultEntry<'_>,
    at: i64,
) -> Result<(MatchRow, Vec<MatchId>)> {
    let (winner_id, score, overrides, may_replace) = (
        entry.winner_id,
        entry.score,
        entry.overrides,
        entry.may_replace,
    );
    let current = matches::get(conn, match_id)?
        .ok_or_else(|| Error::not_found("match_not_found", "Match"))?;
    let tournament = tournaments::get(conn, current.tournament_id)?
        .ok_or_else(|| Error::not_found("tournament_not_found", "Tournament"))?;
    match tournament.status {
        status if status.takes_results() => {}
        TournamentStatus::Draft => {
            return Err(Error::conflict(
                "tournament_is_draft",
                "This tournament is a draft: set it to Active before recording results.",
            ));
        }
        _ => {
            return Err(Error::conflict(
                "tournament_not_started",
                "This tournament has not started (Coming Soon): set it to Active before \
                 recording results.",
            ));
        }
    }
    if current.is_bye {
        return Err(Error::conflict(
            "match_is_bye",
            "A bye is not played: it has no result.",
        ));
    }
    let (Some(p1), Some(p2)) = (current.player1_id, current.player2_id) else {
        return Err(Error::conflict(
            "match_players_unknown",
            "This match cannot be played yet: both players must be known.",
        ));
    };
    if current.status == MatchStatus::Completed && !may_replace {
        return Err(Error::conflict(
            "match_has_result",
            "This match already has a result. Edit it instead.",
        ));
    }
    let side = if winner_id == p1 {
        Side::Player1
    } else if winner_id == p2 {
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
    let totals = score.totals(side);
    let result = MatchResult {
        winner_id,
        score: score.to_string(),
        walkover: matches!(score, TennisScore::Walkover),
        sets: [
            overrides.sets[0].unwrap_or(i64::from(totals.player1_sets)),
            overrides.sets[1].unwrap_or(i64::from(totals.player2_sets)),
        ],
        games: [
            overrides.games[0].unwrap_or(i64::from(totals.player1_games)),
            overrides.games[1].unwrap_or(i64::from(totals.player2_games)),
        ],
    };
    matches::record(conn, match_id, &result, at)?;
    let cleared = refresh_clearing(conn, current.tournament_id)?;
    if !cleared.is_empty() && !entry.clear_later {
        return Err(played_on(&cleared));
    }
    let row =
        matches::get(conn, match_id)?.ok_or_else(|| Error::internal("recorded match vanished"))?;
    Ok((row, cleared))
}
