//! The results of a season as dated events, for replaying a player's points and rank over
//! time ([`crate::domain::ranking_history`]). Each event is counted as the ranking counts it
//! (see [`super::ranking`]): a tournament's entrants from its start date, a stage from the
//! week of the first match a player has in it, the title from the final's week, league sets
//! on the match's date, a walkover given in its week, an adjustment on the day it was made.
//! Dates fall inside the season and never after `today`.

use std::collections::HashMap;

use chrono::NaiveDate;
use rusqlite::{Connection, params};

use super::Result;
use super::ranking::{counted_tournaments, entry_points};
use crate::domain::bracket::Stage;
use crate::domain::calendar;
use crate::domain::ids::{PlayerId, TournamentId};
use crate::domain::points::StagesReached;
use crate::domain::ranking_history::{Change, Event};
use crate::domain::season::Season;
use crate::domain::tournament::TournamentFormat;

/// Every event of `season`, dated no later than `today`.
pub fn events(conn: &Connection, season: Season, today: NaiveDate) -> Result<Vec<Event>> {
    let range = season.date_range();
    // A date inside the season and not after today.
    let clamp = |date: String| -> String {
        let mut date = date;
        if let Some((from, to)) = &range {
            if date < *from {
                date.clone_from(from);
            }
            if date >= *to {
                // The season's last day.
                date = NaiveDate::parse_from_str(to, "%Y-%m-%d")
                    .ok()
                    .and_then(|d| d.pred_opt())
                    .map_or(date, |d| d.format("%Y-%m-%d").to_string());
            }
        }
        let today = today.format("%Y-%m-%d").to_string();
        if date > today { today } else { date }
    };
    let mut events = Vec::new();
    tournament_events(conn, season, &clamp, &mut events)?;
    league_events(conn, season, &clamp, &mut events)?;
    adjustment_events(conn, season, &clamp, &mut events)?;
    Ok(events)
}

/// A counted tournament as the points need it.
struct Counted {
    start: String,
    format: TournamentFormat,
    player_count: i64,
}

fn tournament_events(
    conn: &Connection,
    season: Season,
    clamp: &dyn Fn(String) -> String,
    events: &mut Vec<Event>,
) -> Result<()> {
    let counted = counted_tournaments(season);
    let mut stmt = conn.prepare(&format!(
        "SELECT id, start_date, tournament_type, player_count FROM tournaments
         WHERE id IN ({counted})"
    ))?;
    let tournaments: HashMap<TournamentId, Counted> = stmt
        .query_map([], |r| {
            let kind: String = r.get(2)?;
            Ok((
                r.get::<_, TournamentId>(0)?,
                Counted {
                    start: r.get(1)?,
                    format: TournamentFormat::parse(&kind).unwrap_or(TournamentFormat::Hybrid),
                    player_count: r.get(3)?,
                },
            ))
        })?
        .collect::<rusqlite::Result<_>>()?;

    // Entering: every entrant stands where the draw starts, from the start date.
    let mut stmt = conn.prepare(&format!(
        "SELECT tournament_id, player_id FROM tournament_players WHERE tournament_id IN ({counted})"
    ))?;
    let entrants = stmt
        .query_map([], |r| {
            Ok((r.get::<_, TournamentId>(0)?, r.get::<_, PlayerId>(1)?))
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    for (id, player) in entrants {
        let Some(t) = tournaments.get(&id) else {
            continue;
        };
        let (_, _, points) = entry_points(t.format, t.player_count, None, false);
        events.push(Event {
            date: clamp(t.start.clone()),
            player,
            change: Change::Tournament {
                id,
                points: u32::try_from(points).unwrap_or(0),
            },
        });
    }

    // Each match, week by week: the furthest stage so far, the title, a walkover given.
    let mut stmt = conn.prepare(&format!(
        "SELECT tournament_id, week, stage, player1_id, player2_id, winner_id, status, walkover,
                is_bye
         FROM matches WHERE tournament_id IN ({counted}) ORDER BY week, id"
    ))?;
    type Row = (
        TournamentId,
        i64,
        String,
        Option<PlayerId>,
        Option<PlayerId>,
        Option<PlayerId>,
        String,
        bool,
        bool,
    );
    let rows = stmt
        .query_map([], |r| {
            Ok((
                r.get(0)?,
                r.get(1)?,
                r.get(2)?,
                r.get(3)?,
                r.get(4)?,
                r.get(5)?,
                r.get(6)?,
                r.get(7)?,
                r.get(8)?,
            ))
        })?
        .collect::<rusqlite::Result<Vec<Row>>>()?;
    let mut furthest = StagesReached::default();
    for (id, week, stage, p1, p2, winner, status, walkover, is_bye) in rows {
        let (Some(t), Some(stage)) = (tournaments.get(&id), Stage::parse(&stage)) else {
            continue;
        };
        let date = NaiveDate::parse_from_str(&t.start, "%Y-%m-%d")
            .map(|start| {
                calendar::week_dates(start, week)
                    .start()
                    .format("%Y-%m-%d")
                    .to_string()
            })
            .unwrap_or_else(|_| t.start.clone());
        let date = clamp(date);
        let completed = status == "completed";
        for player in [p1, p2].into_iter().flatten() {
            let reached = furthest.appear(id, player, stage);
            let champion = stage == Stage::Final && winner == Some(player);
            let (_, _, points) = entry_points(t.format, t.player_count, Some(reached), champion);
            events.push(Event {
                date: date.clone(),
                player,
                change: Change::Tournament {
                    id,
                    points: u32::try_from(points).unwrap_or(0),
                },
            });
        }
        if walkover && completed && !is_bye {
            let loser = if winner == p1 { p2 } else { p1 };
            if let Some(loser) = loser {
                events.push(Event {
                    date,
                    player: loser,
                    change: Change::Walkover(Season::year_of_date(&t.start)),
                });
            }
        }
    }
    Ok(())
}

fn league_events(
    conn: &Connection,
    season: Season,
    clamp: &dyn Fn(String) -> String,
    events: &mut Vec<Event>,
) -> Result<()> {
    let (from, to) = season
        .date_range()
        .unwrap_or_else(|| ("0000-01-01".into(), "9999-12-31".into()));
    let mut stmt = conn.prepare(
        "SELECT date, player1_id, player2_id, COALESCE(player1_sets_won, 0),
                COALESCE(player2_sets_won, 0)
         FROM league_matches WHERE status = 'completed' AND date >= ?1 AND date < ?2",
    )?;
    let rows = stmt.query_map(params![from, to], |r| {
        Ok((
            r.get::<_, String>(0)?,
            r.get::<_, PlayerId>(1)?,
            r.get::<_, PlayerId>(2)?,
            r.get::<_, u32>(3)?,
            r.get::<_, u32>(4)?,
        ))
    })?;
    for row in rows {
        let (date, p1, p2, sets1, sets2) = row?;
        let date = clamp(date);
        for (player, sets) in [(p1, sets1), (p2, sets2)] {
            events.push(Event {
                date: date.clone(),
                player,
                change: Change::LeagueSets(sets),
            });
        }
    }
    Ok(())
}

fn adjustment_events(
    conn: &Connection,
    season: Season,
    clamp: &dyn Fn(String) -> String,
    events: &mut Vec<Event>,
) -> Result<()> {
    let mut stmt = conn.prepare(
        "SELECT player_id, amount, created_at FROM point_adjustments
         WHERE ?1 IS NULL OR season = ?1",
    )?;
    let rows = stmt.query_map([season.as_year()], |r| {
        Ok((
            r.get::<_, PlayerId>(0)?,
            r.get::<_, i64>(1)?,
            r.get::<_, i64>(2)?,
        ))
    })?;
    for row in rows {
        let (player, amount, created_at) = row?;
        let made = chrono::DateTime::from_timestamp(created_at, 0).unwrap_or_default();
        events.push(Event {
            date: clamp(calendar::club_today(made).format("%Y-%m-%d").to_string()),
            player,
            change: Change::Adjustment(amount),
        });
    }
    Ok(())
}
