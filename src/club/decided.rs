//! Who is told what the club decided (docs/rules.md#notices): the
//! notices a decision adds to its write, so they commit with it. Each names the match, what
//! became of it, and the player's next match where there is one.
//!
//! Qualifying is read off the knockout itself: [`Seats`] before the write and after it. A
//! player who gained a seat qualified (or, when the write corrected a result, a correction put
//! them in); one who lost it was put out by a correction.

use std::collections::{BTreeMap, BTreeSet};

use rusqlite::Connection;

use super::Result;
use super::notices::{deadline_of, score_seen, to_member};
use super::score_sides::league_sets;
use crate::db::league::LeagueRow;
use crate::db::matches::{self, MatchRow};
use crate::db::notices::Outgoing;
use crate::db::tournaments;
use crate::domain::actor::Actor;
use crate::domain::audience::{Audience, Change as Told, who_is_told};
use crate::domain::bracket::Stage;
use crate::domain::ids::{PlayerId, TournamentId};
use crate::domain::notices::{NextMatch, Notice};
use crate::domain::score::TennisScore;
use crate::domain::tournament::{MatchStatus, TournamentFormat};

/// The players seated in a tournament's knockout (a hybrid's; none in other formats).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Seats(BTreeSet<PlayerId>);

/// Who sits in the knockout of `row`'s tournament before a write on `row`: only a group
/// match's result moves seats (a knockout result moves a player within the knockout), so for
/// any other match nothing is read.
pub fn seats_before(conn: &Connection, row: &MatchRow) -> Result<Option<Seats>> {
    if row.stage != Stage::Group {
        return Ok(None);
    }
    Ok(Some(seats(conn, row.tournament_id)?))
}

/// [`seats_before`] when the write has read its tournament's matches already (`rows`, all of
/// them, as they stand before it): the same seats without reading them again.
pub fn seats_before_among(
    conn: &Connection,
    row: &MatchRow,
    rows: &[MatchRow],
) -> Result<Option<Seats>> {
    if row.stage != Stage::Group {
        return Ok(None);
    }
    Ok(Some(if hybrid(conn, row.tournament_id)? {
        knockout_seats(rows)
    } else {
        Seats::default()
    }))
}

/// The notices of a write on a match whose knockout seats were `before` (see
/// [`seats_before`]; none when it could not move them).
pub fn qualification_after(
    conn: &Connection,
    id: TournamentId,
    before: Option<&Seats>,
    correction: bool,
) -> Result<Vec<Outgoing>> {
    match before {
        Some(before) => qualification(conn, id, before, correction),
        None => Ok(Vec::new()),
    }
}

/// Who sits in tournament `id`'s knockout now.
pub fn seats(conn: &Connection, id: TournamentId) -> Result<Seats> {
    if !hybrid(conn, id)? {
        return Ok(Seats::default());
    }
    Ok(knockout_seats(&matches::for_tournament(conn, id)?))
}

/// Whether tournament `id` is a hybrid: only a hybrid's group results seat players in a
/// knockout.
fn hybrid(conn: &Connection, id: TournamentId) -> Result<bool> {
    Ok(tournaments::get(conn, id)?.is_some_and(|t| t.tournament_type == TournamentFormat::Hybrid))
}

/// Everyone in the knockout matches among a tournament's `rows`, byes aside.
fn knockout_seats(rows: &[MatchRow]) -> Seats {
    Seats(
        rows.iter()
            .filter(|m| m.stage != Stage::Group && !m.is_bye)
            .flat_map(MatchRow::everyone)
            .collect(),
    )
}

/// The notices of a write that moved tournament `id`'s knockout seats from `before`: a
/// player seated now qualified (a `correction` put them in), one seated no longer was put
/// out by a correction.
pub fn qualification(
    conn: &Connection,
    id: TournamentId,
    before: &Seats,
    correction: bool,
) -> Result<Vec<Outgoing>> {
    let after = seats(conn, id)?;
    if after == *before {
        return Ok(Vec::new());
    }
    let Some(t) = tournaments::get(conn, id)? else {
        return Ok(Vec::new());
    };
    let rows = matches::for_tournament(conn, id)?;
    let moved: Vec<PlayerId> = after.0.symmetric_difference(&before.0).copied().collect();
    let told = decided(&moved);
    let mut out = Vec::new();
    for player in after.0.difference(&before.0).filter(|p| told.tells(**p)) {
        let Some(next) = first_knockout_match(&t, &rows, *player) else {
            continue;
        };
        let notice = if correction {
            Notice::QualificationChanged {
                tournament_id: id,
                tournament: t.name.clone(),
                next: Some(next),
            }
        } else {
            Notice::Qualified {
                tournament_id: id,
                tournament: t.name.clone(),
                next,
            }
        };
        out.push(to_member(*player, notice));
    }
    for player in before.0.difference(&after.0).filter(|p| told.tells(**p)) {
        out.push(to_member(
            *player,
            Notice::QualificationChanged {
                tournament_id: id,
                tournament: t.name.clone(),
                next: None,
            },
        ));
    }
    Ok(out)
}

/// `player`'s first knockout match still to play, with whom and by when.
fn first_knockout_match(
    t: &tournaments::TournamentRow,
    rows: &[MatchRow],
    player: PlayerId,
) -> Option<NextMatch> {
    rows.iter()
        .filter(|m| m.stage != Stage::Group && !m.is_bye && m.status != MatchStatus::Completed)
        .filter(|m| m.side_of(player).is_some())
        .min_by_key(|m| (m.round, m.slot))
        .map(|m| next_of(t, m, player))
}

/// Match `m` as `player`'s next: the other side's name, or where it comes from.
fn next_of(t: &tournaments::TournamentRow, m: &MatchRow, player: PlayerId) -> NextMatch {
    let (opponent, from) = if m.side_of(player) == Some(1) {
        (m.player2_name.clone(), m.player2_label.clone())
    } else {
        (m.player1_name.clone(), m.player1_label.clone())
    };
    NextMatch {
        match_id: m.id,
        stage: m.stage,
        opponent_from: opponent.is_none().then_some(from).flatten(),
        opponent,
        deadline: crate::domain::calendar::parse_date(&t.start_date)
            .map(|start| deadline_of(start, m.week)),
    }
}

/// Where the winner of `row` plays next, once seated there.
fn winners_next(conn: &Connection, row: &MatchRow, player: PlayerId) -> Result<Option<NextMatch>> {
    if row.won_by(player) != Some(true) {
        return Ok(None);
    }
    let Some(next_id) = row.next_match_id else {
        return Ok(None);
    };
    let (Some(t), Some(next)) = (
        tournaments::get(conn, row.tournament_id)?,
        matches::get(conn, next_id)?,
    ) else {
        return Ok(None);
    };
    let seated = next.side_of(player).is_some();
    Ok((seated && next.status != MatchStatus::Completed).then(|| next_of(&t, &next, player)))
}

/// Who of `players` hears what the club decided.
fn decided(players: &[PlayerId]) -> Audience {
    who_is_told(Told::Decided, &Actor::ADMIN, players)
}

/// The players of `row` told of `change` that `actor` made, each with their opponent's
/// name and whether they are player 2, in the match's order.
fn sides_told(row: &MatchRow, change: Told, actor: &Actor) -> Vec<(PlayerId, String, bool)> {
    let sides = sides(row);
    let concerned: Vec<PlayerId> = sides.iter().map(|(player, _, _)| *player).collect();
    let told = who_is_told(change, actor, &concerned);
    sides
        .into_iter()
        .filter(|(p, _, _)| told.tells(*p))
        .collect()
}

/// Both players of `row` (a doubles match's four) and their opponents' names.
fn sides(row: &MatchRow) -> Vec<(PlayerId, String, bool)> {
    let mut out = Vec::new();
    for player in row.players_on(1) {
        out.push((player, row.player2_name.clone().unwrap_or_default(), false));
    }
    for player in row.players_on(2) {
        out.push((player, row.player1_name.clone().unwrap_or_default(), true));
    }
    out
}

/// The club recorded, corrected or settled the result of `row` (as it stands now): both
/// players are told the result from their side (a walkover as such) and the winner their
/// next match; a match left without a result is to be played again.
pub fn settled(conn: &Connection, row: &MatchRow) -> Result<Vec<Outgoing>> {
    if row.winner_id.is_none() {
        return cleared(conn, row, row);
    }
    let walkover = row.walkover
        || row
            .score
            .as_deref()
            .is_some_and(|s| matches!(TennisScore::parse(s), Ok(TennisScore::Walkover)));
    let mut out = Vec::new();
    for (player, opponent, second) in sides_told(row, Told::Decided, &Actor::ADMIN) {
        let won = row.won_by(player) == Some(true);
        let next = winners_next(conn, row, player)?;
        let notice = if walkover {
            Notice::WalkoverRecorded {
                match_id: row.id,
                stage: row.stage,
                opponent,
                won,
                next,
            }
        } else {
            Notice::ResultSettled {
                match_id: Some(row.id),
                league_match_id: None,
                stage: Some(row.stage),
                opponent,
                score: score_seen(row.score.as_deref().unwrap_or_default(), second),
                won: Some(won),
                next,
            }
        };
        out.push(to_member(player, notice));
    }
    Ok(out)
}

/// The club cleared the result of a match that was `before` and is `after` now: whoever
/// plays it now is told whom they meet and by when; whoever played it before and no longer
/// does, that they are out of it.
pub fn cleared(conn: &Connection, before: &MatchRow, after: &MatchRow) -> Result<Vec<Outgoing>> {
    let Some(t) = tournaments::get(conn, after.tournament_id)? else {
        return Ok(Vec::new());
    };
    let mut told_of: BTreeMap<PlayerId, Option<NextMatch>> = BTreeMap::new();
    for player in before.everyone() {
        told_of.insert(player, None);
    }
    for player in after.everyone() {
        told_of.insert(player, Some(next_of(&t, after, player)));
    }
    let told = decided(&told_of.keys().copied().collect::<Vec<_>>());
    Ok(told_of
        .into_iter()
        .filter(|(player, _)| told.tells(*player))
        .map(|(player, next)| {
            to_member(
                player,
                Notice::ResultCleared {
                    match_id: after.id,
                    stage: after.stage,
                    next,
                },
            )
        })
        .collect())
}

/// The club cleared the later results of `gone` (as they were): each is read again and its
/// players told.
pub fn cleared_later(conn: &Connection, gone: &[MatchRow]) -> Result<Vec<Outgoing>> {
    let mut out = Vec::new();
    for before in gone {
        if let Some(after) = matches::get(conn, before.id)? {
            out.extend(cleared(conn, before, &after)?);
        }
    }
    Ok(out)
}

/// The club granted match `row` `days` more days: both players are told the new last day.
pub fn extension_granted(row: &MatchRow, days: i64, until: chrono::NaiveDate) -> Vec<Outgoing> {
    sides_told(row, Told::Decided, &Actor::ADMIN)
        .into_iter()
        .map(|(player, opponent, _)| {
            to_member(
                player,
                Notice::ExtensionGranted {
                    match_id: row.id,
                    opponent,
                    days,
                    until,
                },
            )
        })
        .collect()
}

/// Player `confirmer` confirmed the result of `row` their opponent reported: the reporter
/// is told.
pub fn confirmed(row: &MatchRow, confirmer: PlayerId) -> Vec<Outgoing> {
    let confirmers = row.side_of(confirmer);
    sides_told(row, Told::ResultConfirmed, &Actor::Member(confirmer))
        .into_iter()
        // In doubles, the reporter's team: the confirmer's partner confirmed nothing.
        .filter(|(player, _, _)| row.side_of(*player) != confirmers)
        .map(|(player, opponent, second)| {
            to_member(
                player,
                Notice::ResultConfirmed {
                    match_id: Some(row.id),
                    league_match_id: None,
                    by: opponent,
                    score: score_seen(row.score.as_deref().unwrap_or_default(), second),
                },
            )
        })
        .collect()
}

/// Player `confirmer` confirmed the league score of `row` that the other player entered.
pub fn league_confirmed(row: &LeagueRow, confirmer: PlayerId) -> Vec<Outgoing> {
    let concerned = [row.player1_id, row.player2_id];
    let told = who_is_told(Told::ResultConfirmed, &Actor::Member(confirmer), &concerned);
    told.members
        .into_iter()
        .map(|player| {
            let second = player == row.player2_id;
            let by = if second {
                row.player1_name.clone()
            } else {
                row.player2_name.clone()
            };
            to_member(
                player,
                Notice::ResultConfirmed {
                    match_id: None,
                    league_match_id: Some(row.id),
                    by,
                    score: league_sets(row, second),
                },
            )
        })
        .collect()
}

/// The club settled the disputed league score of `row`: both players are told.
pub fn league_settled(row: &LeagueRow) -> Vec<Outgoing> {
    let told = decided(&[row.player1_id, row.player2_id]);
    [
        (row.player1_id, row.player2_name.clone(), false),
        (row.player2_id, row.player1_name.clone(), true),
    ]
    .into_iter()
    .filter(|(player, _, _)| told.tells(*player))
    .map(|(player, opponent, second)| {
        to_member(
            player,
            Notice::ResultSettled {
                match_id: None,
                league_match_id: Some(row.id),
                stage: None,
                opponent,
                score: league_sets(row, second),
                won: row.winner_id.map(|winner| winner == player),
                next: None,
            },
        )
    })
    .collect()
}
