//! What the timed notices read (docs/rules.md#notices): the unplayed matches of the
//! tournaments the public sees, and a player's name.

use chrono::NaiveDate;
use rusqlite::{Connection, OptionalExtension};

use super::{Error, Result};
use crate::domain::ids::{MatchId, PlayerId};

/// An unplayed tournament match whose players are both known, in a tournament the public
/// sees, with what the timed notices need.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpenMatch {
    /// The match.
    pub id: MatchId,
    /// Its tournament's name.
    pub tournament: String,
    /// Its tournament's first day.
    pub start_date: NaiveDate,
    /// Its schedule week.
    pub week: i64,
    /// Player 1 and their name.
    pub player1: (PlayerId, String),
    /// Player 2 and their name.
    pub player2: (PlayerId, String),
    /// The day the players set for it, `yyyy-mm-dd`, if any.
    pub play_date: Option<String>,
}

/// Every unplayed match with both players known in a tournament that is announced or under
/// way: what the week, the deadline tomorrow and the overdue list are made of.
pub fn open_matches(conn: &Connection) -> Result<Vec<OpenMatch>> {
    let mut stmt = conn.prepare_cached(
        "SELECT m.id, t.name, t.start_date, m.week, m.player1_id, p1.name, m.player2_id, p2.name,
                m.play_date
           FROM matches m
           JOIN tournaments t ON t.id = m.tournament_id
           JOIN players p1 ON p1.id = m.player1_id
           JOIN players p2 ON p2.id = m.player2_id
          WHERE m.status = 'pending' AND m.is_bye = 0 AND m.claim_winner_id IS NULL
            AND t.status IN ('coming_soon', 'active')
          ORDER BY m.id",
    )?;
    let rows = stmt
        .query_map([], |row| {
            Ok((
                row.get::<_, i64>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, String>(2)?,
                row.get::<_, i64>(3)?,
                row.get::<_, i64>(4)?,
                row.get::<_, String>(5)?,
                row.get::<_, i64>(6)?,
                row.get::<_, String>(7)?,
                row.get::<_, Option<String>>(8)?,
            ))
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    rows.into_iter()
        .map(|(id, tournament, start, week, p1, n1, p2, n2, play_date)| {
            let start_date = NaiveDate::parse_from_str(&start, "%Y-%m-%d")
                .map_err(|e| Error::Corrupt(format!("tournament start {start}: {e}")))?;
            Ok(OpenMatch {
                id: MatchId(id),
                tournament,
                start_date,
                week,
                player1: (PlayerId(p1), n1),
                player2: (PlayerId(p2), n2),
                play_date,
            })
        })
        .collect()
}

/// A player's name, if they exist.
pub fn player_name(conn: &Connection, id: PlayerId) -> Result<Option<String>> {
    Ok(conn
        .query_row("SELECT name FROM players WHERE id = ?1", [id.0], |row| {
            row.get(0)
        })
        .optional()?)
}
