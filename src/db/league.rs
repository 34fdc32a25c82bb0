//! Challenge league matches.

use rusqlite::types::Value;

pub use crate::domain::league_score::LeagueStatus;
use rusqlite::{Connection, OptionalExtension, Row, params, params_from_iter};

pub use super::matches::Confirmation;
use super::{Error, Result};
use crate::domain::ids::{LeagueMatchId, PlayerId};

/// A league match as stored, with the players' names.
#[derive(Debug, Clone, PartialEq)]
pub struct LeagueRow {
    /// Its id.
    pub id: LeagueMatchId,
    /// The challenger.
    pub player1_id: PlayerId,
    /// The challenged.
    pub player2_id: PlayerId,
    /// Player 1's name.
    pub player1_name: String,
    /// Player 2's name.
    pub player2_name: String,
    /// `yyyy-mm-dd`.
    pub date: String,
    /// `HH:MM`, if set.
    pub time: Option<String>,
    /// Court 1-14, if set.
    pub cancha: Option<i64>,
    /// Where it stands.
    pub status: LeagueStatus,
    /// Games per set, player 1 first.
    pub set_scores: Vec<[u32; 2]>,
    /// Sets won by player 1.
    pub player1_sets_won: Option<i64>,
    /// Sets won by player 2.
    pub player2_sets_won: Option<i64>,
    /// The winner; none for a pending match or equal sets.
    pub winner_id: Option<PlayerId>,
    /// When its score was first recorded (unix seconds); corrections keep it.
    pub first_recorded_at: Option<i64>,
    /// Whether the players confirmed the score; none before any score.
    pub confirmation: Option<Confirmation>,
    /// The disputer's own score, when the dispute came with one.
    pub dispute_version: Option<LeagueVersion>,
}

/// A disputer's own version of a league score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeagueVersion {
    /// Sets played: 2, or 3 when the third was played as a set.
    pub sets_played: i64,
    /// Games per set, player 1 first.
    pub set_scores: Vec<[u32; 2]>,
}

const SELECT: &str = "
    SELECT l.id, l.player1_id, l.player2_id, p1.name, p2.name, l.date, l.time, l.cancha,
           l.status, l.set_scores, l.player1_sets_won, l.player2_sets_won, l.winner_id,
           l.first_recorded_at,
           l.confirmation, l.reported_by, l.reported_at, l.confirm_by, l.dispute_reason,
           l.dispute_sets_played, l.dispute_set_scores
    FROM league_matches l
    JOIN players p1 ON p1.id = l.player1_id
    JOIN players p2 ON p2.id = l.player2_id";

fn from_row(row: &Row<'_>) -> rusqlite::Result<LeagueRow> {
    let games = |index: usize| -> rusqlite::Result<Option<Vec<[u32; 2]>>> {
        let sets: Option<String> = row.get(index)?;
        sets.map(|json| {
            serde_json::from_str(&json).map_err(|e| {
                rusqlite::Error::FromSqlConversionFailure(
                    index,
                    rusqlite::types::Type::Text,
                    Box::new(e),
                )
            })
        })
        .transpose()
    };
    let set_scores = games(9)?.unwrap_or_default();
    let dispute_sets_played: Option<i64> = row.get(19)?;
    let dispute_version = dispute_sets_played
        .zip(games(20)?)
        .map(|(sets_played, set_scores)| LeagueVersion {
            sets_played,
            set_scores,
        });
    Ok(LeagueRow {
        id: row.get(0)?,
        player1_id: row.get(1)?,
        player2_id: row.get(2)?,
        player1_name: row.get(3)?,
        player2_name: row.get(4)?,
        date: row.get(5)?,
        time: row.get(6)?,
        cancha: row.get(7)?,
        status: super::tournaments::stored(row, 8, LeagueStatus::parse)?,
        set_scores,
        player1_sets_won: row.get(10)?,
        player2_sets_won: row.get(11)?,
        winner_id: row.get(12)?,
        first_recorded_at: row.get(13)?,
        confirmation: super::matches::confirmation_at(row, 14)?,
        dispute_version,
    })
}

/// A page of league matches, pending first, then newest date first; and the total count.
pub fn list(
    conn: &Connection,
    filter: &ListFilter,
    limit: i64,
    offset: i64,
) -> Result<(Vec<LeagueRow>, i64)> {
    // A player's matches come through the two per-player indexes; the whole list walks the
    // listing index in its order, so a page costs what it returns.
    let mut conditions = Vec::new();
    let mut values: Vec<Value> = Vec::new();
    if let Some(player) = filter.player {
        conditions.push(
            "l.id IN (SELECT id FROM league_matches WHERE player1_id = ?
                      UNION ALL SELECT id FROM league_matches WHERE player2_id = ?)",
        );
        values.extend([Value::Integer(player.0), Value::Integer(player.0)]);
    }
    if let Some(status) = filter.status {
        conditions.push("l.status = ?");
        values.push(Value::Text(status.as_str().into()));
    }
    let filtered = if conditions.is_empty() {
        String::new()
    } else {
        format!(" WHERE {}", conditions.join(" AND "))
    };
    let total = conn
        .prepare_cached(&format!("SELECT COUNT(*) FROM league_matches l{filtered}"))?
        .query_row(params_from_iter(&values), |r| r.get(0))?;
    values.extend([Value::Integer(limit), Value::Integer(offset)]);
    let sql = format!(
        "{SELECT}{filtered} ORDER BY l.status DESC, l.date DESC, l.id DESC LIMIT ? OFFSET ?"
    );
    let rows = conn
        .prepare_cached(&sql)?
        .query_map(params_from_iter(&values), from_row)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok((rows, total))
}

/// Which league matches a list keeps.
#[derive(Debug, Clone, Copy, Default)]
pub struct ListFilter {
    /// Only this player's matches (as player 1 or 2).
    pub player: Option<PlayerId>,
    /// Only pending or only completed matches.
    pub status: Option<LeagueStatus>,
}

/// One league match.
/// Every league match of a player, oldest first, through the two per-player indexes.
pub fn for_player(conn: &Connection, player_id: PlayerId) -> Result<Vec<LeagueRow>> {
    let sql = format!(
        "{SELECT} WHERE l.id IN (SELECT id FROM league_matches WHERE player1_id = ?1
                                UNION ALL SELECT id FROM league_matches WHERE player2_id = ?1)
         ORDER BY l.date, l.time, l.id"
    );
    let rows = conn
        .prepare_cached(&sql)?
        .query_map([player_id], from_row)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(rows)
}

pub fn get(conn: &Connection, id: LeagueMatchId) -> Result<Option<LeagueRow>> {
    let sql = format!("{SELECT} WHERE l.id = ?1");
    Ok(conn
        .prepare_cached(&sql)?
        .query_row([id], from_row)
        .optional()?)
}

/// A league match to create.
#[derive(Debug, Clone)]
pub struct NewLeagueMatch {
    /// The challenger.
    pub player1_id: PlayerId,
    /// The challenged.
    pub player2_id: PlayerId,
    /// `yyyy-mm-dd`.
    pub date: String,
    /// `HH:MM`.
    pub time: Option<String>,
    /// Court 1-14.
    pub cancha: Option<i64>,
}

/// The pending (unscored) league match between `a` and `b`, either way round, if any.
pub fn pending_between(
    conn: &Connection,
    a: PlayerId,
    b: PlayerId,
) -> Result<Option<LeagueMatchId>> {
    Ok(conn
        .prepare_cached(
            "SELECT id FROM league_matches WHERE status = 'pending'
                AND ((player1_id = ?1 AND player2_id = ?2) OR (player1_id = ?2 AND player2_id = ?1))
              ORDER BY id LIMIT 1",
        )?
        .query_row(params![a, b], |row| row.get(0))
        .optional()?)
}

/// Inserts a pending league match; returns its id.
pub fn insert(conn: &Connection, new: &NewLeagueMatch) -> Result<LeagueMatchId> {
    conn.prepare_cached(
        "INSERT INTO league_matches (player1_id, player2_id, date, time, cancha)
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![
        new.player1_id,
        new.player2_id,
        new.date,
        new.time,
        new.cancha
    ])?;
    Ok(LeagueMatchId(conn.last_insert_rowid()))
}

/// A league match's score to record (or to put in place of the one it has).
#[derive(Debug, Clone)]
pub struct RecordedScore<'a> {
    /// Games per set, player 1 first.
    pub set_scores: &'a [[u32; 2]],
    /// Sets won by player 1 and by player 2.
    pub sets_won: [u32; 2],
    /// The winner; none for equal sets.
    pub winner_id: Option<PlayerId>,
    /// When (unix seconds): the first score's time is kept as `first_recorded_at`.
    pub at: i64,
}

/// Records (or replaces) a league match's score.
pub fn record_score(conn: &Connection, id: LeagueMatchId, score: &RecordedScore<'_>) -> Result<()> {
    let json =
        serde_json::to_string(score.set_scores).map_err(|e| Error::Corrupt(e.to_string()))?;
    conn.prepare_cached(
        "UPDATE league_matches SET status = 'completed', set_scores = ?2, player1_sets_won = ?3,
                player2_sets_won = ?4, winner_id = ?5, completed_at = ?6,
                first_recorded_at = COALESCE(first_recorded_at, ?6)
         WHERE id = ?1",
    )?
    .execute(params![
        id,
        json,
        score.sets_won[0],
        score.sets_won[1],
        score.winner_id,
        score.at
    ])?;
    Ok(())
}

/// Deletes a league match.
pub fn delete(conn: &Connection, id: LeagueMatchId) -> Result<()> {
    conn.prepare_cached("DELETE FROM league_matches WHERE id = ?1")?
        .execute([id])?;
    Ok(())
}

/// Sets where league match `id`'s score stands, or clears it with `None`.
pub fn set_confirmation(
    conn: &Connection,
    id: LeagueMatchId,
    confirmation: Option<&Confirmation>,
) -> Result<()> {
    conn.prepare_cached(
        "UPDATE league_matches SET confirmation = ?2, reported_by = ?3, reported_at = ?4,
                confirm_by = ?5, dispute_reason = ?6,
                dispute_sets_played = CASE WHEN ?2 = 'disputed' THEN dispute_sets_played END,
                dispute_set_scores = CASE WHEN ?2 = 'disputed' THEN dispute_set_scores END
         WHERE id = ?1",
    )?
    .execute(params![
        id,
        confirmation.map(|c| c.state.as_str()),
        confirmation.and_then(|c| c.reported_by),
        confirmation.map(|c| c.reported_at),
        confirmation.and_then(|c| c.confirm_by),
        confirmation.and_then(|c| c.dispute_reason.as_deref()),
    ])?;
    Ok(())
}

/// Sets the disputer's own score on league match `id` (none: the dispute came without one).
pub fn set_dispute_version(
    conn: &Connection,
    id: LeagueMatchId,
    version: Option<&LeagueVersion>,
) -> Result<()> {
    let games = version
        .map(|v| serde_json::to_string(&v.set_scores))
        .transpose()
        .map_err(|e| super::Error::Corrupt(e.to_string()))?;
    conn.prepare_cached(
        "UPDATE league_matches SET dispute_sets_played = ?2, dispute_set_scores = ?3
         WHERE id = ?1",
    )?
    .execute(params![id, version.map(|v| v.sets_played), games])?;
    Ok(())
}

/// The scores that await confirmation past `confirm_by` <= `now`, the longest due first.
pub fn due_for_confirmation(conn: &Connection, now: i64) -> Result<Vec<LeagueMatchId>> {
    let mut stmt = conn.prepare_cached(
        "SELECT id FROM league_matches
         WHERE confirmation = 'awaiting' AND confirm_by <= ?1
         ORDER BY confirm_by, id",
    )?;
    let rows = stmt.query_map([now], |row| row.get(0))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The disputed scores, waiting for the admin; the oldest report first.
pub fn disputed(conn: &Connection) -> Result<Vec<LeagueRow>> {
    let sql = format!("{SELECT} WHERE l.confirmation = 'disputed' ORDER BY l.reported_at, l.id");
    let rows = conn
        .prepare_cached(&sql)?
        .query_map([], from_row)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(rows)
}
