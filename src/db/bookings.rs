//! A day's bookings, tournament and league alike, with their players' names: what a clash
//! check reads (docs/rules.md#clashes).

use chrono::{NaiveDate, NaiveTime};
use rusqlite::{Connection, params};

use super::Result;
use crate::domain::bookings::{Booked, Booking};
use crate::domain::ids::{LeagueMatchId, MatchId, PlayerId};

/// Every match of club date `date` that has a start time, whatever its status: a played match
/// held its court then as well. A doubles match's four players come one row each, after the
/// match's own row (docs/rules.md#doubles: clashes count all four).
pub const ON_DAY: &str = "
    SELECT 'match', m.id, m.play_time, m.cancha, m.player1_id, p1.name, m.player2_id, p2.name
      FROM matches m
      LEFT JOIN players p1 ON p1.id = m.player1_id
      LEFT JOIN players p2 ON p2.id = m.player2_id
     WHERE m.play_date = ?1 AND m.play_time IS NOT NULL
    UNION ALL
    SELECT 'match', m.id, m.play_time, m.cancha, tp.player_id, p.name, NULL, NULL
      FROM matches m
      JOIN team_players tp ON tp.tournament_id = m.tournament_id
           AND tp.team_id IN (m.team1_id, m.team2_id)
      JOIN players p ON p.id = tp.player_id
     WHERE m.play_date = ?1 AND m.play_time IS NOT NULL AND m.team1_id IS NOT NULL
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
    let mut bookings: Vec<Booking> = Vec::new();
    for (kind, id, time, cancha, p1, n1, p2, n2) in rows {
        let Ok(time) = NaiveTime::parse_from_str(&time, "%H:%M") else {
            continue;
        };
        let what = match kind.as_str() {
            "league" => Booked::League(LeagueMatchId(id)),
            _ => Booked::Match(MatchId(id)),
        };
        let players = [(p1, n1), (p2, n2)]
            .into_iter()
            .filter_map(|(id, name)| Some((PlayerId(id?), name.unwrap_or_default())));
        // A doubles match's players follow its row, in the order read.
        match bookings.last_mut() {
            Some(last) if last.what == what => last.players.extend(players),
            _ => bookings.push(Booking {
                what,
                time,
                cancha,
                players: players.collect(),
            }),
        }
    }
    Ok(bookings)
}
