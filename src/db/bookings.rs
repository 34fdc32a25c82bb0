//! A day's bookings, tournament and league alike, with their players' names: what a clash
//! check reads (docs/rules.md#clashes).

use chrono::{NaiveDate, NaiveTime};
use rusqlite::{Connection, params};

use super::Result;
use crate::domain::bookings::{Booked, Booking};
use crate::domain::ids::{LeagueMatchId, MatchId, PlayerId};

/// Every match of club date `date` that has a start time, whatever its status: a played match
/// held its court then as well.
pub const ON_DAY: &str = "
    SELECT 'match', m.id, m.play_time, m.cancha, m.player1_id, p1.name, m.player2_id, p2.name
      FROM matches m
      LEFT JOIN players p1 ON p1.id = m.player1_id
      LEFT JOIN players p2 ON p2.id = m.player2_id
     WHERE m.play_date = ?1 AND m.play_time IS NOT NULL
    UNION ALL
    SELECT 'league', l.id, l.time, l.cancha, l.player1_id, p1.name, l.player2_id, p2.name
      FROM league_matches l
      LEFT JOIN players p1 ON p1.id = l.player1_id
      LEFT JOIN players p2 ON p2.id = l.player2_id
     WHERE l.date = ?1 AND l.time IS NOT NULL
     ORDER BY 3, 1, 2";

type Row = (
    String,
    i64,
    String,
    Option<i64>,
    Option<i64>,
    Option<String>,
    Option<i64>,
    Option<String>,
);

/// The bookings of club date `date`.
pub fn on_day(conn: &Connection, date: NaiveDate) -> Result<Vec<Booking>> {
    let mut stmt = conn.prepare_cached(ON_DAY)?;
    let rows = stmt
        .query_map(params![date.format("%Y-%m-%d").to_string()], |row| {
            Ok((
                row.get(0)?,
                row.get(1)?,
                row.get(2)?,
                row.get(3)?,
                row.get(4)?,
                row.get(5)?,
                row.get(6)?,
                row.get(7)?,
            ))
        })?
        .collect::<rusqlite::Result<Vec<Row>>>()?;
    Ok(rows
        .into_iter()
        .filter_map(|(kind, id, time, cancha, p1, n1, p2, n2)| {
            let time = NaiveTime::parse_from_str(&time, "%H:%M").ok()?;
            let what = match kind.as_str() {
                "league" => Booked::League(LeagueMatchId(id)),
                _ => Booked::Match(MatchId(id)),
            };
            let players = [(p1, n1), (p2, n2)]
                .into_iter()
                .filter_map(|(id, name)| Some((PlayerId(id?), name.unwrap_or_default())))
                .collect();
            Some(Booking {
                what,
                time,
                cancha,
                players,
            })
        })
        .collect())
}
