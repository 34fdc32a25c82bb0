//! Each player's totals per season, kept in `player_totals` (migration V4) and brought up to
//! date in the transaction of every write that changes them, so that a ranking is a sort of
//! stored numbers and a profile reads one row (docs/rules.md#points, #seasons).
//!
//! They stay derived, through the one path from results to points: the counted rows
//! ([`super::counted`]) added up by [`crate::domain::season_totals`]. [`refresh`] does it for a
//! few players from their own rows, through the per-player indexes; [`rebuild`] for everyone;
//! [`recompute`] for a whole season at once from the whole club's rows: the oracle that
//! [`differences`] compares the stored rows with, for `tournament-hub check`.

use std::collections::{HashMap, HashSet};

use rusqlite::{Connection, OptionalExtension, params};

use super::Result;
use super::counted::{self, PlayersRows, Scope};
use crate::domain::ids::PlayerId;
use crate::domain::season::Season;
use crate::domain::season_totals::season_totals;

use crate::domain::ranking::{self, Above};
pub use crate::domain::ranking::{PlayerStats, StatsByPlayer, has_results};

/// Every player's numbers in `season` computed from the results of the whole club, not from
/// the stored rows: the oracle the kept totals are checked against ([`differences`]).
pub fn recompute(conn: &Connection, season: Season) -> Result<StatsByPlayer> {
    recompute_of(conn, Ranking::General, season)
}

/// [`recompute`] of `ranking`.
pub fn recompute_of(conn: &Connection, ranking: Ranking, season: Season) -> Result<StatsByPlayer> {
    let results = match ranking {
        Ranking::General => counted::results(conn, Scope::Season(season))?,
        Ranking::Doubles => counted::doubles_results(conn, season)?,
    };
    Ok(season_totals(&results)
        .into_iter()
        .map(|(player, seasons)| {
            let mut stats = PlayerStats::default();
            for (_, totals) in seasons
                .iter()
                .filter(|(year, _)| season.as_year().is_none_or(|y| y == **year))
            {
                stats.add(totals);
            }
            (player, stats)
        })
        .collect())
}

/// Which ranking's totals: the general one (`player_totals`) or the doubles one
/// (`doubles_totals`, docs/rules.md#doubles).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ranking {
    /// Singles tournaments, the league and the admin's adjustments.
    General,
    /// Doubles tournaments.
    Doubles,
}

impl Ranking {
    fn table(self) -> &'static str {
        match self {
            Ranking::General => "player_totals",
            Ranking::Doubles => "doubles_totals",
        }
    }

    fn rows(self, season: Season) -> PlayersRows {
        match self {
            Ranking::General => PlayersRows::in_season(season),
            Ranking::Doubles => PlayersRows::doubles_in_season(season),
        }
    }
}

/// Brings the stored totals of `players` up to date with their results; a player who no
/// longer exists loses their rows.
pub fn refresh(tx: &Connection, players: impl IntoIterator<Item = PlayerId>) -> Result<()> {
    refresh_in(tx, players, Season::All)
}

/// [`refresh`] of one season's totals (or all of them): for a write that changed results of
/// that season only. Seasons add up apart, so the others stand as they are.
pub fn refresh_in(
    tx: &Connection,
    players: impl IntoIterator<Item = PlayerId>,
    season: Season,
) -> Result<()> {
    refresh_ranking(tx, Ranking::General, players, season)
}

/// [`refresh_in`] of `ranking`'s totals.
pub fn refresh_ranking(
    tx: &Connection,
    ranking: Ranking,
    players: impl IntoIterator<Item = PlayerId>,
    season: Season,
) -> Result<()> {
    let table = ranking.table();
    let mut delete = tx.prepare_cached(&format!(
        "DELETE FROM {table} WHERE player_id = ?1 AND (?2 IS NULL OR season = ?2)"
    ))?;
    let mut exists = tx.prepare_cached("SELECT 1 FROM players WHERE id = ?1")?;
    let mut insert = tx.prepare_cached(&format!(
        "INSERT INTO {table} (player_id, season, tournament_points, league_sets, walkovers,
             walkover_penalty, adjustments, played, won, lost, drawn, total)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)"
    ))?;
    let unique: HashSet<PlayerId> = players.into_iter().collect();
    let mut present = Vec::with_capacity(unique.len());
    for player in unique {
        delete.execute(params![player, season.as_year()])?;
        if exists.exists([player])? {
            present.push(player);
        }
    }
    // The general ranking's rows of them all in one read of each kind; the doubles' (a few
    // teams' players at a time) player by player.
    let mut totals = match ranking {
        Ranking::General => season_totals(&counted::players_results(tx, &present, season)?),
        Ranking::Doubles => {
            let rows = ranking.rows(season);
            let mut totals = HashMap::new();
            for &player in &present {
                let mut of_player = season_totals(&rows.of(tx, player)?);
                if let Some(seasons) = of_player.remove(&player) {
                    totals.insert(player, seasons);
                }
            }
            totals
        }
    };
    for player in present {
        let seasons = totals.remove(&player).unwrap_or_default();
        for (year, t) in seasons {
            insert.execute(params![
                player,
                year,
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

/// Recomputes every player's stored totals, the doubles ranking's too.
pub fn rebuild(tx: &Connection) -> Result<()> {
    tx.prepare_cached("DELETE FROM player_totals")?
        .execute([])?;
    let mut stmt = tx.prepare("SELECT id FROM players")?;
    let ids = stmt
        .query_map([], |r| r.get::<_, PlayerId>(0))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    refresh(tx, ids)?;
    // The doubles totals exist from V32 on (a migration test may stop before it).
    let doubles: bool = tx.query_row(
        "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE name = 'doubles_totals')",
        [],
        |r| r.get(0),
    )?;
    if doubles {
        tx.prepare_cached("DELETE FROM doubles_totals")?
            .execute([])?;
        let mut stmt = tx.prepare("SELECT DISTINCT player_id FROM team_players")?;
        let ids = stmt
            .query_map([], |r| r.get::<_, PlayerId>(0))?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        refresh_ranking(tx, Ranking::Doubles, ids, Season::All)?;
    }
    Ok(())
}

/// Every player's stored numbers in `season`, by player id; players without a result there
/// are absent.
pub fn stats(conn: &Connection, season: Season) -> Result<StatsByPlayer> {
    stats_of(conn, Ranking::General, season)
}

/// [`stats`] of `ranking`.
pub fn stats_of(conn: &Connection, ranking: Ranking, season: Season) -> Result<StatsByPlayer> {
    // Fixed texts: a ranking read builds no SQL.
    let sql = match (ranking, season) {
        (Ranking::General, Season::Year(_)) => {
            "SELECT player_id, total, played, won, lost FROM player_totals WHERE season = ?1"
        }
        (Ranking::General, Season::All) => {
            "SELECT player_id, SUM(total), SUM(played), SUM(won), SUM(lost) FROM player_totals
             WHERE ?1 IS NULL GROUP BY player_id"
        }
        (Ranking::Doubles, Season::Year(_)) => {
            "SELECT player_id, total, played, won, lost FROM doubles_totals WHERE season = ?1"
        }
        (Ranking::Doubles, Season::All) => {
            "SELECT player_id, SUM(total), SUM(played), SUM(won), SUM(lost) FROM doubles_totals
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
    player_stats_of(conn, Ranking::General, player, season)
}

/// [`player_stats`] in `ranking`.
pub fn player_stats_of(
    conn: &Connection,
    ranking: Ranking,
    player: PlayerId,
    season: Season,
) -> Result<PlayerStats> {
    let mut stmt = conn.prepare_cached(match ranking {
        Ranking::General => {
            "SELECT COALESCE(SUM(total), 0), COALESCE(SUM(played), 0), COALESCE(SUM(won), 0),
                    COALESCE(SUM(lost), 0)
             FROM player_totals WHERE player_id = ?1 AND (?2 IS NULL OR season = ?2)"
        }
        Ranking::Doubles => {
            "SELECT COALESCE(SUM(total), 0), COALESCE(SUM(played), 0), COALESCE(SUM(won), 0),
                    COALESCE(SUM(lost), 0)
             FROM doubles_totals WHERE player_id = ?1 AND (?2 IS NULL OR season = ?2)"
        }
    })?;
    Ok(stmt.query_row(params![player, season.as_year()], |r| {
        Ok(PlayerStats {
            total_points: r.get(0)?,
            matches_played: r.get(1)?,
            matches_won: r.get(2)?,
            matches_lost: r.get(3)?,
        })
    })?)
}

/// `player`'s rank in `season`: [`ranking::rank_above`] the count of those above them, counted
/// as [`ranking::counted_above`] says through the indexes, so a profile's rank reads only the
/// rows above it. None when they are not ranked there: pending, or without a result in a past
/// season they joined after ([`Season::ranks`]).
pub fn rank_of(conn: &Connection, player: PlayerId, season: Season) -> Result<Option<u32>> {
    let approved_at: Option<Option<i64>> = conn
        .prepare_cached("SELECT approved_at FROM players WHERE id = ?1 AND status = 'approved'")?
        .query_row([player], |r| r.get(0))
        .optional()?;
    let Some(approved_at) = approved_at else {
        return Ok(None);
    };
    let own = player_stats(conn, player, season)?;
    let count = match ranking::counted_above(season, approved_at, &own) {
        None => return Ok(None),
        // The rows above it in the season's order of points, each an approved player.
        Some(Above::SeasonRows { year }) => conn
            .prepare_cached(
                "SELECT COUNT(*) FROM player_totals t INDEXED BY player_totals_by_total
                 JOIN players p ON p.id = t.player_id
                 WHERE t.season = ?1 AND t.total > ?2 AND p.status = 'approved'",
            )?
            .query_row(params![year, own.total_points], |r| r.get(0))?,
        Some(Above::RankedPlayers) => ranked_above(conn, season, own.total_points)?,
    };
    Ok(ranking::rank_above(count))
}

/// How many approved players `season` ranks with a total above `total`: its rows read through
/// its index, all time adding every season up; those ranked as `Season::ranks` and
/// `has_results` say, in SQL.
fn ranked_above(conn: &Connection, season: Season, total: i64) -> Result<i64> {
    let totals = match season {
        Season::Year(_) => "SELECT player_id, total, played FROM player_totals WHERE season = ?2",
        Season::All => {
            "SELECT player_id, SUM(total) AS total, SUM(played) AS played FROM player_totals
             WHERE ?2 IS NULL GROUP BY player_id"
        }
    };
    let mut above = conn.prepare_cached(&format!(
        "SELECT COUNT(*) FROM players p
         LEFT JOIN ({totals}) t ON t.player_id = p.id
         WHERE p.status = 'approved'
           AND (?3 IS NULL OR p.approved_at < ?3 OR COALESCE(t.total, 0) <> 0
                OR COALESCE(t.played, 0) > 0)
           AND COALESCE(t.total, 0) > ?1"
    ))?;
    Ok(
        above.query_row(params![total, season.as_year(), season.ends_at()], |r| {
            r.get(0)
        })?,
    )
}

/// A stored row that differs from the recomputation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Difference {
    /// The ranking whose totals differ.
    pub ranking: Ranking,
    /// The player.
    pub player_id: PlayerId,
    /// The season.
    pub season: i32,
    /// What the table holds (zeros when the row is missing).
    pub stored: PlayerStats,
    /// What the results say.
    pub recomputed: PlayerStats,
}

/// Every (ranking, player, season) whose stored numbers differ from [`recompute_of`], the
/// club-wide computation from the results: the general totals, then the doubles ones.
pub fn differences(conn: &Connection) -> Result<Vec<Difference>> {
    let mut found = differences_of(
        conn,
        Ranking::General,
        "SELECT DISTINCT season FROM player_totals
         UNION SELECT CAST(substr(start_date, 1, 4) AS INTEGER) FROM tournaments
         UNION SELECT CAST(substr(date, 1, 4) AS INTEGER) FROM league_matches
         UNION SELECT season FROM point_adjustments",
    )?;
    found.extend(differences_of(
        conn,
        Ranking::Doubles,
        "SELECT DISTINCT season FROM doubles_totals
         UNION SELECT CAST(substr(start_date, 1, 4) AS INTEGER) FROM tournaments
         WHERE discipline = 'doubles'",
    )?);
    Ok(found)
}

/// The differences of `ranking` in the seasons `years` (a query) names.
fn differences_of(conn: &Connection, ranking: Ranking, years: &str) -> Result<Vec<Difference>> {
    let mut stmt = conn.prepare(years)?;
    let years = stmt
        .query_map([], |r| r.get::<_, i32>(0))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    let mut found = Vec::new();
    for year in years {
        let season = Season::Year(year);
        let stored = stats_of(conn, ranking, season)?;
        let recomputed = recompute_of(conn, ranking, season)?;
        let players: HashSet<PlayerId> = stored.keys().chain(recomputed.keys()).copied().collect();
        let mut players: Vec<PlayerId> = players.into_iter().collect();
        players.sort_unstable();
        for player in players {
            let s = stored.get(&player).copied().unwrap_or_default();
            let r = recomputed.get(&player).copied().unwrap_or_default();
            if s != r {
                found.push(Difference {
                    ranking,
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

/// The walkovers `player` gave in the season (year) `season`, as the kept totals count them.
pub fn walkovers_in(conn: &Connection, player: PlayerId, season: i32) -> Result<i64> {
    Ok(conn
        .prepare_cached(
            "SELECT coalesce((SELECT walkovers FROM player_totals
                               WHERE season = ?1 AND player_id = ?2), 0)",
        )?
        .query_row(rusqlite::params![season, player], |row| row.get(0))?)
}
