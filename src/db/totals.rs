//! Each player's totals per season, kept in `player_totals` (migration V4) and brought up to
//! date in the transaction of every write that changes them, so that a ranking is a sort of
//! stored numbers and a profile reads one row (docs/rules.md#points, #seasons).
//!
//! They stay derived. [`refresh`] recomputes a few players' rows from their own results
//! through the per-player indexes; [`rebuild`] does it for everyone; [`differences`] compares
//! the stored rows with [`super::ranking::recompute`], the club-wide computation kept as the
//! oracle, for `tournament-hub check`.

use std::collections::{BTreeMap, HashMap, HashSet};

use rusqlite::{Connection, OptionalExtension, params};

use super::Result;
use super::ranking::{PlayerStats, TournamentPoints, entry_points};
use crate::domain::bracket::Stage;
use crate::domain::ids::{PlayerId, TournamentId};
use crate::domain::season::Season;
use crate::domain::tournament::TournamentFormat;
use crate::domain::{league_score, points};

/// One player's numbers in one season, as stored.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SeasonTotals {
    /// Tournament points of the season's tournaments.
    pub tournament_points: i64,
    /// League sets won.
    pub league_sets: i64,
    /// Walkovers given in the season's tournaments.
    pub walkovers: i64,
    /// What they cost (every second one: 30).
    pub walkover_penalty: i64,
    /// The admin's adjustments in the season.
    pub adjustments: i64,
    /// Completed matches, byes excluded.
    pub played: i64,
    /// Of those, won.
    pub won: i64,
    /// Of those, lost.
    pub lost: i64,
    /// League draws: played, neither won nor lost.
    pub drawn: i64,
    /// The ranking total.
    pub total: i64,
}

/// A player's results, read through the per-player indexes and sorted by season.
#[derive(Debug, Default)]
pub struct PlayerResults {
    /// What each counted tournament entered is worth so far.
    pub tournaments: Vec<TournamentPoints>,
    /// Season to totals.
    pub seasons: BTreeMap<i32, SeasonTotals>,
}

/// Everything `player` has won or lost, per season, from the results themselves.
pub fn results_of(conn: &Connection, player: PlayerId) -> Result<PlayerResults> {
    let mut seasons: BTreeMap<i32, SeasonTotals> = BTreeMap::new();

    // Tournament matches of counted tournaments the player appears in.
    let mut furthest: HashMap<TournamentId, Stage> = HashMap::new();
    let mut champion_of: HashSet<TournamentId> = HashSet::new();
    let mut walkovers: BTreeMap<i32, i64> = BTreeMap::new();
    let mut stmt = conn.prepare_cached(
        "SELECT m.tournament_id, m.stage, m.winner_id, m.status, m.is_bye, m.walkover,
                m.player1_id, m.player2_id, t.start_date
         FROM matches m JOIN tournaments t ON t.id = m.tournament_id
         WHERE m.player1_id = ?1 AND t.status IN ('active', 'completed')
         UNION ALL
         SELECT m.tournament_id, m.stage, m.winner_id, m.status, m.is_bye, m.walkover,
                m.player1_id, m.player2_id, t.start_date
         FROM matches m JOIN tournaments t ON t.id = m.tournament_id
         WHERE m.player2_id = ?1 AND m.player1_id IS NOT ?1
           AND t.status IN ('active', 'completed')",
    )?;
    let rows = stmt.query_map([player], |r| {
        Ok((
            r.get::<_, TournamentId>(0)?,
            r.get::<_, String>(1)?,
            r.get::<_, Option<PlayerId>>(2)?,
            r.get::<_, String>(3)?,
            r.get::<_, bool>(4)?,
            r.get::<_, bool>(5)?,
            r.get::<_, Option<PlayerId>>(6)?,
            r.get::<_, Option<PlayerId>>(7)?,
            r.get::<_, String>(8)?,
        ))
    })?;
    for row in rows {
        let (tournament, stage, winner, status, is_bye, walkover, p1, p2, start) = row?;
        if let Some(stage) = Stage::parse(&stage) {
            let entry = furthest.entry(tournament).or_insert(stage);
            *entry = (*entry).max(stage);
            if stage == Stage::Final && winner == Some(player) {
                champion_of.insert(tournament);
            }
        }
        let completed = status == "completed" && !is_bye;
        let year = Season::year_of_date(&start);
        if completed && p1.is_some() && p2.is_some() {
            let season = seasons.entry(year).or_default();
            season.played += 1;
            if winner == Some(player) {
                season.won += 1;
            } else {
                season.lost += 1;
            }
        }
        if completed && walkover {
            let loser = if winner == p1 { p2 } else { p1 };
            if loser == Some(player) {
                *walkovers.entry(year).or_default() += 1;
            }
        }
    }

    // The counted tournaments entered: each is worth its furthest stage so far.
    let mut tournaments = Vec::new();
    let mut stmt = conn.prepare_cached(
        "SELECT t.id, t.name, t.start_date, t.tournament_type, t.player_count
         FROM tournament_players tp JOIN tournaments t ON t.id = tp.tournament_id
         WHERE tp.player_id = ?1 AND t.status IN ('active', 'completed')",
    )?;
    let rows = stmt.query_map([player], |r| {
        Ok((
            r.get::<_, TournamentId>(0)?,
            r.get::<_, String>(1)?,
            r.get::<_, String>(2)?,
            r.get::<_, String>(3)?,
            r.get::<_, i64>(4)?,
        ))
    })?;
    for row in rows {
        let (tournament_id, name, start_date, kind, player_count) = row?;
        let format = TournamentFormat::parse(&kind).unwrap_or(TournamentFormat::Hybrid);
        let (stage, finish, points) = entry_points(
            format,
            player_count,
            furthest.get(&tournament_id).copied(),
            champion_of.contains(&tournament_id),
        );
        seasons
            .entry(Season::year_of_date(&start_date))
            .or_default()
            .tournament_points += points;
        tournaments.push(TournamentPoints {
            tournament_id,
            tournament_name: name,
            start_date,
            player_id: player,
            stage,
            finish,
            points,
        });
    }

    // League matches with a score.
    let mut stmt = conn.prepare_cached(
        "SELECT date, player1_id, player1_sets_won, player2_sets_won, winner_id
         FROM league_matches WHERE status = 'completed' AND player1_id = ?1
         UNION ALL
         SELECT date, player1_id, player1_sets_won, player2_sets_won, winner_id
         FROM league_matches WHERE status = 'completed' AND player2_id = ?1",
    )?;
    let rows = stmt.query_map([player], |r| {
        Ok((
            r.get::<_, String>(0)?,
            r.get::<_, PlayerId>(1)?,
            r.get::<_, Option<i64>>(2)?,
            r.get::<_, Option<i64>>(3)?,
            r.get::<_, Option<PlayerId>>(4)?,
        ))
    })?;
    for row in rows {
        let (date, player1, sets1, sets2, winner) = row?;
        let season = seasons.entry(Season::year_of_date(&date)).or_default();
        let own = if player1 == player { sets1 } else { sets2 };
        season.league_sets += own.unwrap_or(0);
        season.played += 1;
        match winner {
            Some(w) if w == player => season.won += 1,
            Some(_) => season.lost += 1,
            None => season.drawn += 1,
        }
    }

    // The admin's adjustments.
    let mut stmt = conn.prepare_cached(
        "SELECT season, SUM(amount) FROM point_adjustments WHERE player_id = ?1 GROUP BY season",
    )?;
    let rows = stmt.query_map([player], |r| Ok((r.get::<_, i32>(0)?, r.get::<_, i64>(1)?)))?;
    for row in rows {
        let (year, amount) = row?;
        seasons.entry(year).or_default().adjustments += amount;
    }

    for (year, count) in walkovers {
        seasons.entry(year).or_default().walkovers = count;
    }
    // The rules add the parts up (domain::points), season by season.
    for (&year, season) in seasons.iter_mut() {
        let league = league_score::league_points(u32::try_from(season.league_sets).unwrap_or(0));
        let walkover_years = vec![year; usize::try_from(season.walkovers).unwrap_or(0)];
        let parts = points::points_breakdown(
            &[u32::try_from(season.tournament_points).unwrap_or(0)],
            league,
            &walkover_years,
            &[season.adjustments],
        );
        season.walkover_penalty = i64::from(parts.walkover_penalty);
        season.total = parts.total;
    }
    Ok(PlayerResults {
        tournaments,
        seasons,
    })
}

/// Brings the stored totals of `players` up to date with their results; a player who no
/// longer exists loses their rows.
pub fn refresh(tx: &Connection, players: impl IntoIterator<Item = PlayerId>) -> Result<()> {
    let mut delete = tx.prepare_cached("DELETE FROM player_totals WHERE player_id = ?1")?;
    let mut exists = tx.prepare_cached("SELECT 1 FROM players WHERE id = ?1")?;
    let mut insert = tx.prepare_cached(
        "INSERT INTO player_totals (player_id, season, tournament_points, league_sets, walkovers,
             walkover_penalty, adjustments, played, won, lost, drawn, total)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
    )?;
    let unique: HashSet<PlayerId> = players.into_iter().collect();
    for player in unique {
        delete.execute([player])?;
        if !exists.exists([player])? {
            continue;
        }
        for (season, t) in results_of(tx, player)?.seasons {
            insert.execute(params![
                player,
                season,
                t.tournament_points,
                t.league_sets,
                t.walkovers,
                t.walkover_penalty,
                t.adjustments,
                t.played,
                t.won,
                t.lost,
                t.drawn,
                t.total
            ])?;
        }
    }
    Ok(())
}

/// Recomputes every player's stored totals.
pub fn rebuild(tx: &Connection) -> Result<()> {
    tx.execute("DELETE FROM player_totals", [])?;
    let mut stmt = tx.prepare("SELECT id FROM players")?;
    let ids = stmt
        .query_map([], |r| r.get::<_, PlayerId>(0))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    refresh(tx, ids)
}

/// Every player's stored numbers in `season`, by player id; players without a result there
/// are absent.
pub fn stats(conn: &Connection, season: Season) -> Result<HashMap<PlayerId, PlayerStats>> {
    let sql = match season {
        Season::Year(_) => {
            "SELECT player_id, total, played, won, lost FROM player_totals WHERE season = ?1"
        }
        Season::All => {
            "SELECT player_id, SUM(total), SUM(played), SUM(won), SUM(lost) FROM player_totals
             WHERE ?1 IS NULL GROUP BY player_id"
        }
    };
    let mut stmt = conn.prepare_cached(sql)?;
    let rows = stmt.query_map([season.as_year()], |r| {
        Ok((
            r.get::<_, PlayerId>(0)?,
            PlayerStats {
                total_points: r.get(1)?,
                matches_played: r.get(2)?,
                matches_won: r.get(3)?,
                matches_lost: r.get(4)?,
            },
        ))
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// One player's stored numbers in `season`.
pub fn player_stats(conn: &Connection, player: PlayerId, season: Season) -> Result<PlayerStats> {
    let mut stmt = conn.prepare_cached(
        "SELECT COALESCE(SUM(total), 0), COALESCE(SUM(played), 0), COALESCE(SUM(won), 0),
                COALESCE(SUM(lost), 0)
         FROM player_totals WHERE player_id = ?1 AND (?2 IS NULL OR season = ?2)",
    )?;
    Ok(stmt.query_row(params![player, season.as_year()], |r| {
        Ok(PlayerStats {
            total_points: r.get(0)?,
            matches_played: r.get(1)?,
            matches_won: r.get(2)?,
            matches_lost: r.get(3)?,
        })
    })?)
}

/// `player`'s rank in `season`: one more than the ranked players with a higher total. None
/// when they are not ranked there: pending, or without a result in a past season they joined
/// after ([`Season::ranks`]).
pub fn rank_of(conn: &Connection, player: PlayerId, season: Season) -> Result<Option<u32>> {
    let approved_at: Option<Option<i64>> = conn
        .prepare_cached("SELECT approved_at FROM players WHERE id = ?1 AND status = 'approved'")?
        .query_row([player], |r| r.get(0))
        .optional()?;
    let Some(approved_at) = approved_at else {
        return Ok(None);
    };
    let own = player_stats(conn, player, season)?;
    if !season.ranks(approved_at, super::ranking::has_results(&own)) {
        return Ok(None);
    }
    // A season's rows are read through its index; all time adds every season up.
    let totals = match season {
        Season::Year(_) => "SELECT player_id, total, played FROM player_totals WHERE season = ?2",
        Season::All => {
            "SELECT player_id, SUM(total) AS total, SUM(played) AS played FROM player_totals
             WHERE ?2 IS NULL GROUP BY player_id"
        }
    };
    // Those ranked in the season, as `Season::ranks` and `ranking::has_results` say.
    let mut above = conn.prepare_cached(&format!(
        "SELECT COUNT(*) FROM players p
         LEFT JOIN ({totals}) t ON t.player_id = p.id
         WHERE p.status = 'approved'
           AND (?3 IS NULL OR p.approved_at < ?3 OR COALESCE(t.total, 0) <> 0
                OR COALESCE(t.played, 0) > 0)
           AND COALESCE(t.total, 0) > ?1"
    ))?;
    let count: i64 = above.query_row(
        params![own.total_points, season.as_year(), season.ends_at()],
        |r| r.get(0),
    )?;
    Ok(u32::try_from(count + 1).ok())
}

/// A stored row that differs from the recomputation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Difference {
    /// The player.
    pub player_id: PlayerId,
    /// The season.
    pub season: i32,
    /// What the table holds (zeros when the row is missing).
    pub stored: PlayerStats,
    /// What the results say.
    pub recomputed: PlayerStats,
}

/// Every (player, season) whose stored numbers differ from [`super::ranking::recompute`], the
/// club-wide computation from the results.
pub fn differences(conn: &Connection) -> Result<Vec<Difference>> {
    let mut stmt = conn.prepare(
        "SELECT DISTINCT season FROM player_totals
         UNION SELECT CAST(substr(start_date, 1, 4) AS INTEGER) FROM tournaments
         UNION SELECT CAST(substr(date, 1, 4) AS INTEGER) FROM league_matches
         UNION SELECT season FROM point_adjustments",
    )?;
    let years = stmt
        .query_map([], |r| r.get::<_, i32>(0))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    let mut found = Vec::new();
    for year in years {
        let season = Season::Year(year);
        let stored = stats(conn, season)?;
        let recomputed = super::ranking::recompute(conn, season)?;
        let players: HashSet<PlayerId> = stored.keys().chain(recomputed.keys()).copied().collect();
        let mut players: Vec<PlayerId> = players.into_iter().collect();
        players.sort_unstable();
        for player in players {
            let s = stored.get(&player).copied().unwrap_or_default();
            let r = recomputed.get(&player).copied().unwrap_or_default();
            if s != r {
                found.push(Difference {
                    player_id: player,
                    season: year,
                    stored: s,
                    recomputed: r,
                });
            }
        }
    }
    Ok(found)
}
