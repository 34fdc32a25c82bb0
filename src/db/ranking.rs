//! The club ranking (docs/rules.md#points, #ranking), read from the totals kept per player
//! and season ([`super::totals`]): a ranking is a sort of stored numbers, never a
//! recomputation. A profile's breakdown is added up from the player's own counted results
//! ([`super::counted`]), through the same rules as the kept totals, so each part stays
//! traceable to its rows.
//!
//! Every figure is of one [`Season`] (docs/rules.md#seasons): a tournament counts in the year
//! of its start date, a league match in the year of its date, an adjustment in the season the
//! admin gave it. [`Season::All`] adds every season up.

use std::collections::HashMap;

use rusqlite::Connection;

use super::Result;
use super::counted::{self, Scope};
use super::totals::has_results;
use crate::domain::bracket::Stage;
use crate::domain::ids::{PlayerId, TournamentId};
use crate::domain::points::Finish;
use crate::domain::season::Season;
use crate::domain::season_totals::{self, CountedResults};
use crate::domain::{challenge, league_score, points};

pub use super::totals::PlayerStats;

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

/// Every player's numbers in `season`, by player id, as kept up to date in
/// `player_totals` (see [`super::totals`]). Players without any result are absent: their
/// numbers are all zero ([`PlayerStats::default`]).
pub fn stats(conn: &Connection, season: Season) -> Result<HashMap<PlayerId, PlayerStats>> {
    super::totals::stats(conn, season)
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

/// The ranking of `season` from numbers already computed by [`stats`], for callers that need
/// both. A past season ranks the players with a result in it, and at 0 those approved by its
/// end ([`Season::ranks`]).
pub fn rank(
    conn: &Connection,
    season: Season,
    stats: &HashMap<PlayerId, PlayerStats>,
) -> Result<Vec<RankedPlayer>> {
    // In id order, to join the avatars' hashes as they are read; `+` keeps the status index
    // (by status, then name) out, which would cost a seek per player and a sort.
    let mut stmt = conn.prepare_cached(
        "SELECT p.id, p.name, p.approved_at FROM players p
         WHERE +p.status = 'approved' ORDER BY p.id",
    )?;
    let mut hashes = super::players::avatar_hashes(conn)?;
    let mut candidates = Vec::new();
    let mut avatars: Vec<Option<String>> = Vec::new();
    let mut rows = stmt.query([])?;
    while let Some(row) = rows.next()? {
        let player_id: PlayerId = row.get(0)?;
        let approved_at: Option<i64> = row.get(2)?;
        let own = stats.get(&player_id);
        if !season.ranks(approved_at, own.is_some_and(has_results)) {
            continue;
        }
        candidates.push(points::RankCandidate {
            player_id,
            name: row.get(1)?,
            total_points: own.map_or(0, |s| s.total_points),
        });
        avatars.push(hashes.take(player_id));
    }
    let order = points::rank_order(&candidates);
    let mut candidates: Vec<Option<points::RankCandidate>> =
        candidates.into_iter().map(Some).collect();
    Ok(order
        .into_iter()
        .filter_map(|(i, rank)| {
            let p = candidates[i].take()?;
            let s = stats.get(&p.player_id).copied().unwrap_or_default();
            Some(RankedPlayer {
                id: p.player_id,
                name: p.name,
                rank,
                total_points: p.total_points,
                matches_played: s.matches_played,
                matches_won: s.matches_won,
                matches_lost: s.matches_lost,
                avatar_hash: avatars[i].take(),
            })
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

/// How one player's total in `season` is made up, from their own counted results.
pub fn breakdown(conn: &Connection, player_id: PlayerId, season: Season) -> Result<Breakdown> {
    let results = counted::results(conn, Scope::Player(player_id))?;
    let counts = |year: i32| season.as_year().is_none_or(|y| y == year);
    let mut tournaments: Vec<TournamentPoints> = points_of(&results)
        .into_iter()
        .filter(|t| t.player_id == player_id && counts(Season::year_of_date(&t.start_date)))
        .collect();
    tournaments.sort_by(|a, b| {
        b.start_date
            .cmp(&a.start_date)
            .then(b.tournament_id.cmp(&a.tournament_id))
    });
    let mut total = 0;
    let mut sets_won = 0;
    let mut walkover_penalty = 0;
    let seasons = season_totals::season_totals(&results)
        .remove(&player_id)
        .unwrap_or_default();
    for (_, t) in seasons.iter().filter(|(year, _)| counts(**year)) {
        total += t.total;
        sets_won += t.league_sets;
        walkover_penalty += t.walkover_penalty;
    }
    let adjustments = results
        .adjustments
        .into_iter()
        .filter(|a| a.player == player_id && counts(a.season))
        .map(|a| Adjustment {
            season: a.season,
            amount: a.amount,
            reason: a.reason,
            created_at: a.created_at,
        })
        .collect();
    Ok(Breakdown {
        total,
        tournaments,
        league: i64::from(league_score::league_points(
            u32::try_from(sets_won).unwrap_or(0),
        )),
        walkover_penalty,
        adjustments,
    })
}

/// Tournament points for every entrant of every counted tournament of `season` (or only
/// `player`'s, or only in `tournament`): the furthest stage each has reached so far.
pub fn tournament_points(
    conn: &Connection,
    player: Option<PlayerId>,
    tournament: Option<TournamentId>,
    season: Season,
) -> Result<Vec<TournamentPoints>> {
    let scope = match (player, tournament) {
        (Some(player), _) => Scope::Player(player),
        (None, Some(tournament)) => Scope::Tournament(tournament),
        (None, None) => Scope::Season(season),
    };
    let counts = |year: i32| season.as_year().is_none_or(|y| y == year);
    Ok(points_of(&counted::results(conn, scope)?)
        .into_iter()
        .filter(|t| {
            player.is_none_or(|p| p == t.player_id)
                && tournament.is_none_or(|id| id == t.tournament_id)
                && counts(Season::year_of_date(&t.start_date))
        })
        .collect())
}

/// What each entry of `results` is worth so far, with its tournament's name and date.
fn points_of(results: &CountedResults) -> Vec<TournamentPoints> {
    let tournaments = results.tournaments_by_id();
    season_totals::entries(results)
        .into_iter()
        .filter_map(|e| {
            let t = tournaments.get(&e.tournament)?;
            Some(TournamentPoints {
                tournament_id: e.tournament,
                tournament_name: t.name.clone(),
                start_date: t.start_date.clone(),
                player_id: e.player,
                stage: e.stage,
                finish: e.finish,
                points: i64::from(e.points),
            })
        })
        .collect()
}
