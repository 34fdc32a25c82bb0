//! The club ranking, derived from the results every time (docs/rules.md#points): tournament
//! points, league sets, walkover penalties and the admin's adjustments, each traceable to
//! its rows.
//!
//! Everything comes from a handful of aggregate queries over the whole club, never one query
//! per player, so the ranking of a thousand players costs the same few round trips.
//!
//! Every figure is of one [`Season`] (docs/rules.md#seasons): a tournament counts in the year
//! of its start date, a league match in the year of its date, an adjustment in the season the
//! admin gave it. [`Season::All`] adds every season up.

use std::collections::HashMap;

use rusqlite::{Connection, params};

use super::Result;
use crate::domain::bracket::Stage;
use crate::domain::ids::{PlayerId, TournamentId};
use crate::domain::points::Finish;
use crate::domain::season::Season;
use crate::domain::tournament::TournamentFormat;
use crate::domain::{challenge, elimination, league_score, points};

/// A player's numbers as every player response shows them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PlayerStats {
    /// The ranking total.
    pub total_points: i64,
    /// Completed tournament matches (byes excluded) and league matches with a winner.
    pub matches_played: i64,
    /// Of those, won.
    pub matches_won: i64,
    /// Of those, lost.
    pub matches_lost: i64,
}

/// One line of the ranking.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RankedPlayer {
    /// The player's id.
    pub id: PlayerId,
    /// Display name.
    pub name: String,
    /// 1-based; equal totals share a rank (1, 2, 2, 4).
    pub rank: u32,
    /// The ranking total.
    pub total_points: i64,
    /// Completed matches, byes excluded.
    pub matches_played: i64,
    /// Of those, won.
    pub matches_won: i64,
    /// Of those, lost.
    pub matches_lost: i64,
    /// The content hash of the avatar, if any.
    pub avatar_hash: Option<String>,
}

/// What one tournament is worth to one player so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentPoints {
    /// The tournament's id.
    pub tournament_id: TournamentId,
    /// Its name.
    pub tournament_name: String,
    /// Its start date, `yyyy-mm-dd`.
    pub start_date: String,
    /// The player's id.
    pub player_id: PlayerId,
    /// The furthest stage reached (before any match: the groups, or the first round).
    pub stage: Stage,
    /// How the finish is named: participation, qualified, ..., champion.
    pub finish: Finish,
    /// The points it earns.
    pub points: i64,
}

/// One manual change of a player's points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Adjustment {
    /// The season it counts in.
    pub season: i32,
    /// Positive or negative.
    pub amount: i64,
    /// Why, if the admin said.
    pub reason: Option<String>,
    /// When, unix seconds.
    pub created_at: i64,
}

/// How a player's total is made up (the profile's breakdown).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Breakdown {
    /// The sum of the parts.
    pub total: i64,
    /// Tournament points, newest tournament first.
    pub tournaments: Vec<TournamentPoints>,
    /// League points: per set won in completed league matches.
    pub league: i64,
    /// Walkover penalties, as a positive number that is subtracted.
    pub walkover_penalty: i64,
    /// The admin's adjustments, oldest first.
    pub adjustments: Vec<Adjustment>,
}

/// The raw parts of one player's total, before the rules add them up.
#[derive(Debug, Default)]
struct Parts {
    tournament_points: Vec<u32>,
    league_sets_won: i64,
    walkover_years: Vec<i32>,
    adjustments: i64,
    played: i64,
    won: i64,
    lost: i64,
}

/// The tournaments whose results count anywhere in public: drafts are the admin's private
/// work and a Coming Soon tournament takes no results (docs/rules.md#tournament-lifecycle).
pub const COUNTED_TOURNAMENTS: &str =
    "SELECT id FROM tournaments WHERE status IN ('active', 'completed')";

/// The counted tournaments of `season`, as a subquery of ids.
pub fn counted_tournaments(season: Season) -> String {
    match season.date_range() {
        Some((from, to)) => {
            format!("{COUNTED_TOURNAMENTS} AND start_date >= '{from}' AND start_date < '{to}'")
        }
        None => COUNTED_TOURNAMENTS.to_string(),
    }
}

/// A condition on a league match's `date` column keeping `season`'s, starting with `AND`.
fn league_dates(season: Season) -> String {
    match season.date_range() {
        Some((from, to)) => format!("AND date >= '{from}' AND date < '{to}'"),
        None => String::new(),
    }
}

/// A condition on an adjustment's `season` column keeping `season`'s, starting with `AND`.
fn adjustment_seasons(season: Season) -> String {
    match season.as_year() {
        Some(year) => format!("AND season = {year}"),
        None => String::new(),
    }
}

/// Every player's numbers in `season`, by player id, as kept up to date in
/// `player_totals` (see [`super::totals`]). Players without any result are absent: their
/// numbers are all zero ([`PlayerStats::default`]).
pub fn stats(conn: &Connection, season: Season) -> Result<HashMap<PlayerId, PlayerStats>> {
    super::totals::stats(conn, season)
}

/// Every player's numbers in `season` computed from the results of the whole club: the
/// oracle the kept totals are checked against ([`super::totals::differences`]).
pub fn recompute(conn: &Connection, season: Season) -> Result<HashMap<PlayerId, PlayerStats>> {
    let mut parts: HashMap<PlayerId, Parts> = HashMap::new();
    for result in tournament_points(conn, None, None, season)? {
        let points = u32::try_from(result.points).unwrap_or(0);
        parts
            .entry(result.player_id)
            .or_default()
            .tournament_points
            .push(points);
    }
    for (player, league) in league_records(conn, None, season)? {
        let entry = parts.entry(player).or_default();
        entry.league_sets_won += league.sets_won;
        entry.played += league.played;
        entry.won += league.won;
        entry.lost += league.lost;
    }
    for (player, years) in walkover_years(conn, None, season)? {
        parts.entry(player).or_default().walkover_years = years;
    }
    let mut stmt = conn.prepare(&format!(
        "SELECT player_id, SUM(amount) FROM point_adjustments WHERE 1 {}
         GROUP BY player_id",
        adjustment_seasons(season)
    ))?;
    let rows = stmt.query_map([], |r| Ok((r.get::<_, PlayerId>(0)?, r.get::<_, i64>(1)?)))?;
    for row in rows {
        let (player, amount) = row?;
        parts.entry(player).or_default().adjustments += amount;
    }
    let counted = counted_tournaments(season);
    let mut stmt = conn.prepare(&format!(
        "SELECT player_id, COUNT(*), SUM(won) FROM (
             SELECT player1_id AS player_id, winner_id = player1_id AS won FROM matches
             WHERE status = 'completed' AND is_bye = 0 AND player2_id IS NOT NULL
               AND tournament_id IN ({counted})
             UNION ALL
             SELECT player2_id, winner_id = player2_id FROM matches
             WHERE status = 'completed' AND is_bye = 0 AND player1_id IS NOT NULL
               AND tournament_id IN ({counted}))
         WHERE player_id IS NOT NULL GROUP BY player_id"
    ))?;
    let rows = stmt.query_map([], |r| {
        Ok((
            r.get::<_, PlayerId>(0)?,
            r.get::<_, i64>(1)?,
            r.get::<_, i64>(2)?,
        ))
    })?;
    for row in rows {
        let (player, played, won) = row?;
        let entry = parts.entry(player).or_default();
        // A completed tournament match always has a winner.
        entry.played += played;
        entry.won += won;
        entry.lost += played - won;
    }
    Ok(parts
        .into_iter()
        .map(|(player, p)| {
            let total = points::points_breakdown(
                &p.tournament_points,
                league_points(p.league_sets_won),
                &p.walkover_years,
                &[p.adjustments],
            )
            .total;
            let stats = PlayerStats {
                total_points: total,
                matches_played: p.played,
                matches_won: p.won,
                matches_lost: p.lost,
            };
            (player, stats)
        })
        .collect())
}

/// Player id to ranking total in `season`, for seeding a tournament. Pending players are
/// included.
pub fn totals(conn: &Connection, season: Season) -> Result<HashMap<PlayerId, i64>> {
    Ok(stats(conn, season)?
        .into_iter()
        .map(|(id, s)| (id, s.total_points))
        .collect())
}

/// The ranking of `season`: approved players by total points, then name; equal totals share
/// a rank.
pub fn compute(conn: &Connection, season: Season) -> Result<Vec<RankedPlayer>> {
    rank(conn, season, &stats(conn, season)?)
}

/// Whether these numbers are a result in their season: points, or a match played. A season
/// ranks such a player whenever they were approved ([`Season::ranks`]).
pub fn has_results(stats: &PlayerStats) -> bool {
    stats.total_points != 0 || stats.matches_played > 0
}

/// The ranking of `season` from numbers already computed by [`stats`], for callers that need
/// both. A past season ranks the players with a result in it, and at 0 those approved by its
/// end ([`Season::ranks`]).
pub fn rank(
    conn: &Connection,
    season: Season,
    stats: &HashMap<PlayerId, PlayerStats>,
) -> Result<Vec<RankedPlayer>> {
    let mut stmt = conn.prepare(
        "SELECT p.id, p.name, a.hash, p.approved_at FROM players p
         LEFT JOIN avatars a INDEXED BY avatars_hash ON a.player_id = p.id
         WHERE p.status = 'approved'",
    )?;
    let mut avatars: HashMap<PlayerId, Option<String>> = HashMap::new();
    let mut candidates = Vec::new();
    let rows = stmt.query_map([], |r| {
        Ok((
            r.get::<_, PlayerId>(0)?,
            r.get::<_, String>(1)?,
            r.get::<_, Option<String>>(2)?,
            r.get::<_, Option<i64>>(3)?,
        ))
    })?;
    for row in rows {
        let (player_id, name, avatar_hash, approved_at) = row?;
        if !season.ranks(approved_at, stats.get(&player_id).is_some_and(has_results)) {
            continue;
        }
        avatars.insert(player_id, avatar_hash);
        candidates.push(points::RankCandidate {
            player_id,
            name,
            total_points: stats.get(&player_id).map_or(0, |s| s.total_points),
        });
    }
    Ok(points::rank_players(&candidates)
        .into_iter()
        .map(|ranked| {
            let s = stats.get(&ranked.player_id).copied().unwrap_or_default();
            RankedPlayer {
                id: ranked.player_id,
                name: ranked.name,
                rank: ranked.rank,
                total_points: ranked.total_points,
                matches_played: s.matches_played,
                matches_won: s.matches_won,
                matches_lost: s.matches_lost,
                avatar_hash: avatars.remove(&ranked.player_id).flatten(),
            }
        })
        .collect())
}

/// Each player's final rank in the season before `season`, the tiebreak of seeding and of
/// the ladder (docs/rules.md#seasons). Empty for all time.
pub fn previous_ranks(conn: &Connection, season: Season) -> Result<HashMap<PlayerId, u32>> {
    match season.previous() {
        Some(previous) => Ok(compute(conn, previous)?
            .into_iter()
            .map(|p| (p.id, p.rank))
            .collect()),
        None => Ok(HashMap::new()),
    }
}

/// Brings the kept totals of a tournament's entrants up to date (see [`super::totals`]).
pub fn refresh_entrants(tx: &Connection, tournament: TournamentId) -> Result<()> {
    let entrants = super::tournaments::selected_player_ids(tx, tournament)?;
    super::totals::refresh(tx, entrants)
}

/// Approved player ids in ladder order for `season` (the current one): the challenge
/// league's ladder (docs/rules.md#challenge-range).
pub fn ladder(conn: &Connection, season: Season) -> Result<Vec<PlayerId>> {
    let previous = previous_ranks(conn, season)?;
    let candidates = compute(conn, season)?
        .into_iter()
        .map(|p| challenge::LadderCandidate {
            previous_rank: previous.get(&p.id).copied(),
            player_id: p.id,
            name: p.name,
            total_points: p.total_points,
        })
        .collect();
    Ok(challenge::ladder(candidates))
}

/// How one player's total in `season` is made up, from their own results.
pub fn breakdown(conn: &Connection, player_id: PlayerId, season: Season) -> Result<Breakdown> {
    let results = super::totals::results_of(conn, player_id)?;
    let counts = |year: i32| season.as_year().is_none_or(|y| y == year);
    let mut tournaments: Vec<TournamentPoints> = results
        .tournaments
        .into_iter()
        .filter(|t| counts(Season::year_of_date(&t.start_date)))
        .collect();
    tournaments.sort_by(|a, b| {
        b.start_date
            .cmp(&a.start_date)
            .then(b.tournament_id.cmp(&a.tournament_id))
    });
    let mut total = 0;
    let mut sets_won = 0;
    let mut walkover_penalty = 0;
    for (_, t) in results.seasons.iter().filter(|(year, _)| counts(**year)) {
        total += t.total;
        sets_won += t.league_sets;
        walkover_penalty += t.walkover_penalty;
    }
    let mut stmt = conn.prepare(&format!(
        "SELECT season, amount, reason, created_at FROM point_adjustments
         WHERE player_id = ?1 {} ORDER BY created_at, id",
        adjustment_seasons(season)
    ))?;
    let adjustments = stmt
        .query_map([player_id], |r| {
            Ok(Adjustment {
                season: r.get(0)?,
                amount: r.get(1)?,
                reason: r.get(2)?,
                created_at: r.get(3)?,
            })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(Breakdown {
        total,
        tournaments,
        league: i64::from(league_points(sets_won)),
        walkover_penalty,
        adjustments,
    })
}

/// Tournament points for every entrant of every active or completed tournament of `season`
/// (or only `player`'s, or only in `tournament`): the furthest stage each has reached so far.
pub fn tournament_points(
    conn: &Connection,
    player: Option<PlayerId>,
    tournament: Option<TournamentId>,
    season: Season,
) -> Result<Vec<TournamentPoints>> {
    let counted = format!(
        "{}{}",
        counted_tournaments(season),
        match tournament {
            Some(id) => format!(" AND id = {id}"),
            None => String::new(),
        }
    );
    let counted = counted.as_str();
    let furthest = furthest_stages(conn, player, counted)?;
    let champions = champions(conn, counted)?;
    let mut stmt = conn.prepare(&format!(
        "SELECT t.id, t.name, t.start_date, t.tournament_type, t.player_count, tp.player_id
         FROM tournament_players tp JOIN tournaments t ON t.id = tp.tournament_id
         WHERE t.id IN ({counted}) AND (?1 IS NULL OR tp.player_id = ?1)"
    ))?;
    let rows = stmt.query_map([player], |r| {
        Ok((
            r.get::<_, TournamentId>(0)?,
            r.get::<_, String>(1)?,
            r.get::<_, String>(2)?,
            r.get::<_, String>(3)?,
            r.get::<_, i64>(4)?,
            r.get::<_, PlayerId>(5)?,
        ))
    })?;
    let mut results = Vec::new();
    for row in rows {
        let (tournament_id, name, start_date, kind, player_count, player_id) = row?;
        let stage = furthest.get(tournament_id, player_id);
        let champion = champions.get(&tournament_id) == Some(&player_id);
        let format = TournamentFormat::parse(&kind).unwrap_or(TournamentFormat::Hybrid);
        let (reached, finish, points) = entry_points(format, player_count, stage, champion);
        results.push(TournamentPoints {
            tournament_id,
            tournament_name: name,
            start_date,
            player_id,
            stage: reached,
            finish,
            points,
        });
    }
    Ok(results)
}

/// What an entrant of a counted tournament has so far: the stage reached (the furthest
/// `stage` they appear in, or where every entrant stands before any match), its finish and its
/// points.
pub fn entry_points(
    format: TournamentFormat,
    player_count: i64,
    stage: Option<Stage>,
    champion: bool,
) -> (Stage, Finish, i64) {
    let reached = stage.unwrap_or_else(|| match format {
        // Being in a hybrid is taking part in its groups.
        TournamentFormat::Hybrid => Stage::Group,
        // Before the draw has matches, every entrant stands in its first round.
        TournamentFormat::SingleElimination => {
            let draw = elimination::draw_size(usize::try_from(player_count).unwrap_or(2));
            Stage::for_players_left(draw).unwrap_or(Stage::RoundOf64)
        }
    });
    let points = i64::from(points::tournament_points(format, reached, champion));
    (reached, points::finish(format, reached, champion), points)
}

/// The furthest stage each (tournament, player) appears in so far; a bye row puts its
/// player in the first round.
fn furthest_stages(
    conn: &Connection,
    player: Option<PlayerId>,
    counted: &str,
) -> Result<points::StagesReached> {
    let mut stmt = conn.prepare(&format!(
        "SELECT tournament_id, player_id, stage FROM (
             SELECT tournament_id, player1_id AS player_id, stage FROM matches
             UNION SELECT tournament_id, player2_id, stage FROM matches)
         WHERE player_id IS NOT NULL AND (?1 IS NULL OR player_id = ?1)
           AND tournament_id IN ({counted})"
    ))?;
    let mut furthest = points::StagesReached::default();
    let rows = stmt.query_map([player], |r| {
        Ok((
            r.get::<_, TournamentId>(0)?,
            r.get::<_, PlayerId>(1)?,
            r.get::<_, String>(2)?,
        ))
    })?;
    for row in rows {
        let (tournament, player, stage) = row?;
        if let Some(stage) = Stage::parse(&stage) {
            furthest.appear(tournament, player, stage);
        }
    }
    Ok(furthest)
}

/// Each counted tournament's champion, once its final is played.
fn champions(conn: &Connection, counted: &str) -> Result<HashMap<TournamentId, PlayerId>> {
    let mut stmt = conn.prepare(&format!(
        "SELECT tournament_id, winner_id FROM matches
         WHERE stage = 'final' AND winner_id IS NOT NULL AND tournament_id IN ({counted})"
    ))?;
    let champions = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<rusqlite::Result<_>>()?;
    Ok(champions)
}

/// League points for a number of sets won, by the league's rule.
fn league_points(sets_won: i64) -> u32 {
    league_score::league_points(u32::try_from(sets_won).unwrap_or(0))
}

/// A player's completed league matches. A drawn match (sets shared, no winner) is played
/// but neither won nor lost.
#[derive(Debug, Clone, Copy, Default)]
struct LeagueRecord {
    sets_won: i64,
    played: i64,
    won: i64,
    lost: i64,
}

fn league_records(
    conn: &Connection,
    player: Option<PlayerId>,
    season: Season,
) -> Result<HashMap<PlayerId, LeagueRecord>> {
    // One player's record reads only their rows, through the per-player indexes.
    let (only1, only2) = match player {
        Some(_) => ("AND player1_id = ?1", "AND player2_id = ?1"),
        None => ("", ""),
    };
    let dates = league_dates(season);
    let mut stmt = conn.prepare(&format!(
        "SELECT player_id, SUM(sets_won), COUNT(*), SUM(won), SUM(lost) FROM (
             SELECT player1_id AS player_id, COALESCE(player1_sets_won, 0) AS sets_won,
                    winner_id IS player1_id AS won, winner_id IS player2_id AS lost
             FROM league_matches WHERE status = 'completed' {only1} {dates}
             UNION ALL
             SELECT player2_id, COALESCE(player2_sets_won, 0),
                    winner_id IS player2_id, winner_id IS player1_id
             FROM league_matches WHERE status = 'completed' {only2} {dates})
         GROUP BY player_id"
    ))?;
    let records = stmt
        .query_map(rusqlite::params_from_iter(player), |r| {
            Ok((
                r.get(0)?,
                LeagueRecord {
                    sets_won: r.get(1)?,
                    played: r.get(2)?,
                    won: r.get(3)?,
                    lost: r.get(4)?,
                },
            ))
        })?
        .collect::<rusqlite::Result<_>>()?;
    Ok(records)
}

/// Player id to the year of every walkover they gave in `season`: a tournament match lost by
/// walkover counts in the year of the tournament's start date.
fn walkover_years(
    conn: &Connection,
    player: Option<PlayerId>,
    season: Season,
) -> Result<HashMap<PlayerId, Vec<i32>>> {
    let counted = counted_tournaments(season);
    let mut stmt = conn.prepare(&format!(
        "SELECT loser, CAST(substr(t.start_date, 1, 4) AS INTEGER) FROM (
             SELECT tournament_id,
                    CASE WHEN winner_id = player1_id THEN player2_id ELSE player1_id END AS loser
             FROM matches
             WHERE walkover = 1 AND status = 'completed' AND is_bye = 0) m
         JOIN tournaments t ON t.id = m.tournament_id
         WHERE loser IS NOT NULL AND (?1 IS NULL OR loser = ?1)
           AND t.id IN ({counted})"
    ))?;
    let mut years: HashMap<PlayerId, Vec<i32>> = HashMap::new();
    let rows = stmt.query_map(params![player], |r| {
        Ok((r.get::<_, PlayerId>(0)?, r.get::<_, i32>(1)?))
    })?;
    for row in rows {
        let (loser, year) = row?;
        years.entry(loser).or_default().push(year);
    }
    Ok(years)
}
