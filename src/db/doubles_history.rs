//! A player's doubles matches (docs/rules.md#doubles), newest first: their teams' completed
//! matches in the tournaments that count, and the titles their teams won, for the doubles
//! record of their profile.

use rusqlite::Connection;

use super::Result;
use super::counted::counted_tournaments;
use super::matches::{self, MatchRow};
use crate::domain::ids::PlayerId;
use crate::domain::season::Season;

/// One doubles match of a player's, with the date it counts on and its tournament's name.
#[derive(Debug, Clone)]
pub struct DoublesMatch {
    /// The match, its teams read in (see [`MatchRow`]).
    pub row: MatchRow,
    /// When it was played, `yyyy-mm-dd`: the club date its result was first recorded (the
    /// first day of its schedule week for a result stored without that instant).
    pub date: String,
    /// Its tournament's name.
    pub tournament_name: String,
    /// The player's partner's name.
    pub partner_name: String,
}

/// `player`'s last `limit` completed doubles matches (byes left out), newest first.
pub fn recent(conn: &Connection, player: PlayerId, limit: i64) -> Result<Vec<DoublesMatch>> {
    read(conn, player, None, limit)
}

/// `player`'s last `limit` completed doubles matches against a team of `opponent`'s, newest
/// first: the doubles part of a head-to-head.
pub fn against(
    conn: &Connection,
    player: PlayerId,
    opponent: PlayerId,
    limit: i64,
) -> Result<Vec<DoublesMatch>> {
    read(conn, player, Some(opponent), limit)
}

/// [`recent`], only against `opponent`'s teams when one is given.
fn read(
    conn: &Connection,
    player: PlayerId,
    opponent: Option<PlayerId>,
    limit: i64,
) -> Result<Vec<DoublesMatch>> {
    let offset = crate::domain::calendar::CLUB_UTC_OFFSET_HOURS;
    let counted = counted_tournaments(Season::All);
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT m.id,
                COALESCE(date(m.completed_at, 'unixepoch', '{offset} hours'),
                         date(t.start_date, '+' || ((m.week - 1) * 7) || ' days')) AS day,
                t.name,
                (SELECT p.name FROM team_players pt JOIN players p ON p.id = pt.player_id
                  WHERE pt.team_id = me.team_id AND pt.player_id <> me.player_id)
         FROM team_players me
         JOIN matches m ON m.tournament_id = me.tournament_id
              AND me.team_id IN (m.team1_id, m.team2_id)
         JOIN tournaments t ON t.id = m.tournament_id
         WHERE me.player_id = ?1 AND m.status = 'completed' AND m.is_bye = 0
           AND t.id IN ({counted})
           AND (?3 IS NULL OR EXISTS (
                 SELECT 1 FROM team_players them
                 WHERE them.player_id = ?3 AND them.tournament_id = m.tournament_id
                   AND them.team_id IN (m.team1_id, m.team2_id)
                   AND them.team_id <> me.team_id))
         ORDER BY day DESC, m.completed_at DESC, m.id DESC
         LIMIT ?2"
    ))?;
    let found = stmt
        .query_map(rusqlite::params![player, limit, opponent], |r| {
            Ok((
                r.get::<_, crate::domain::ids::MatchId>(0)?,
                r.get(1)?,
                r.get(2)?,
                r.get(3)?,
            ))
        })?
        .collect::<rusqlite::Result<Vec<(_, String, String, String)>>>()?;
    let mut out = Vec::with_capacity(found.len());
    for (id, date, tournament_name, partner_name) in found {
        if let Some(row) = matches::get(conn, id)? {
            out.push(DoublesMatch {
                row,
                date,
                tournament_name,
                partner_name,
            });
        }
    }
    Ok(out)
}

/// A doubles tournament a player's team won.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DoublesTitle {
    /// The tournament.
    pub tournament_id: crate::domain::ids::TournamentId,
    /// Its name.
    pub tournament_name: String,
    /// Its first day, `yyyy-mm-dd`.
    pub start_date: String,
    /// The partner who won it with them.
    pub partner_id: PlayerId,
    /// The partner's name.
    pub partner_name: String,
}

/// The counted doubles tournaments of `season` that `player`'s team won, newest first.
pub fn titles(conn: &Connection, player: PlayerId, season: Season) -> Result<Vec<DoublesTitle>> {
    let counted = counted_tournaments(season);
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT t.id, t.name, t.start_date, partner.player_id, p.name
         FROM team_players me
         JOIN tournaments t ON t.champion_team_id = me.team_id
         JOIN team_players partner ON partner.team_id = me.team_id
              AND partner.player_id <> me.player_id
         JOIN players p ON p.id = partner.player_id
         WHERE me.player_id = ?1 AND t.id IN ({counted})
         ORDER BY t.start_date DESC, t.id DESC"
    ))?;
    let found = stmt
        .query_map([player], |r| {
            Ok(DoublesTitle {
                tournament_id: r.get(0)?,
                tournament_name: r.get(1)?,
                start_date: r.get(2)?,
                partner_id: r.get(3)?,
                partner_name: r.get(4)?,
            })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(found)
}
