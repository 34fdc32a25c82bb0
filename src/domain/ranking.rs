//! The club ranking, the league's ladder and a profile's points breakdown
//! (docs/rules.md#points, #ranking, #seasons, #challenge-range), as pure functions over what
//! the store fetched: the players it lists, the numbers it keeps per player and season, and a
//! player's counted results ([`CountedResults`]). A ranking is a sort of kept numbers, never a
//! recomputation; a breakdown adds up the player's own counted results through the one path
//! from results to points ([`season_totals`]), so each part stays traceable to its rows.
//!
//! Every figure is of one [`Season`]: a tournament counts in the year of its start date, a
//! league match in the year of its date, an adjustment in the season the admin gave it.
//! [`Season::All`] adds every season up.

use std::collections::HashMap;

use super::bracket::Stage;
use super::challenge::{self, LadderCandidate};
use super::ids::{PlayerId, TournamentId};
use super::league_score;
use super::points::{self, Finish, RankCandidate};
use super::season::Season;
use super::season_totals::{self, CountedResults, SeasonTotals};

/// A player's numbers as every player response shows them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PlayerStats {
    /// The ranking total.
    pub total_points: i64,
    /// Completed tournament matches (byes excluded) and completed league matches.
    pub matches_played: i64,
    /// Of those, won.
    pub matches_won: i64,
    /// Of those, lost.
    pub matches_lost: i64,
}

/// Players' numbers by id. The ids come from the database, never from a caller who could
/// choose them to collide, so the map hashes them with a fast fixed hash: SipHash, the
/// standard one, was a tenth of the cost of the players list of a large club.
pub type StatsByPlayer = HashMap<PlayerId, PlayerStats, foldhash::fast::FixedState>;

impl PlayerStats {
    /// Adds one season's numbers.
    pub fn add(&mut self, season: &SeasonTotals) {
        self.total_points += season.total;
        self.matches_played += season.played;
        self.matches_won += season.won;
        self.matches_lost += season.lost;
    }
}

/// Whether these numbers are a result in their season: points, or a match played. A season
/// ranks such a player whenever they were approved ([`Season::ranks`]).
pub fn has_results(stats: &PlayerStats) -> bool {
    stats.total_points != 0 || stats.matches_played > 0
}

/// An approved player as the store lists them for the ranking.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Listed {
    /// The player's id.
    pub id: PlayerId,
    /// Display name.
    pub name: String,
    /// When the admin let them in, unix seconds.
    pub approved_at: Option<i64>,
    /// The content hash of the avatar, if any.
    pub avatar_hash: Option<String>,
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

/// The ranking of `season` among the `listed` approved players, with each one's numbers in
/// it (`stats`; a player absent there has none): by total points, then name; equal totals
/// share a rank. A past season ranks the players with a result in it, and at 0 those approved
/// by its end ([`Season::ranks`]).
pub fn rank(season: Season, listed: Vec<Listed>, stats: &StatsByPlayer) -> Vec<RankedPlayer> {
    let mut candidates = Vec::with_capacity(listed.len());
    let mut avatars: Vec<Option<String>> = Vec::with_capacity(listed.len());
    for player in listed {
        let own = stats.get(&player.id);
        if !season.ranks(player.approved_at, own.is_some_and(has_results)) {
            continue;
        }
        candidates.push(RankCandidate {
            player_id: player.id,
            name: player.name,
            total_points: own.map_or(0, |s| s.total_points),
        });
        avatars.push(player.avatar_hash);
    }
    let order = points::rank_order(&candidates);
    let mut candidates: Vec<Option<RankCandidate>> = candidates.into_iter().map(Some).collect();
    order
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
        .collect()
}

/// Whom the store counts above one ranked player, to tell their rank alone (a profile, a
/// history page) without reading the whole ranking: the same rank [`rank`] gives them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Above {
    /// The rows of season `year` with a higher total. Enough for a total of 0 or more: a
    /// higher total is not 0, so it is a result, and the season ranks its player.
    SeasonRows {
        /// The season's year.
        year: i32,
    },
    /// Every approved player the season ranks ([`Season::ranks`]) whose total, 0 when they
    /// have none, is higher: for a negative total (those at 0 without a result may be
    /// above) and for all time (whose totals are sums of seasons).
    RankedPlayers,
}

/// Whom to count above an approved player (approved at `approved_at`, unix seconds) with
/// `own` numbers in `season`, for their rank; none when the season does not rank them.
pub fn counted_above(season: Season, approved_at: Option<i64>, own: &PlayerStats) -> Option<Above> {
    if !season.ranks(approved_at, has_results(own)) {
        return None;
    }
    Some(match season {
        Season::Year(year) if own.total_points >= 0 => Above::SeasonRows { year },
        Season::Year(_) | Season::All => Above::RankedPlayers,
    })
}

/// The rank of a player with `above` ranked players of a strictly higher total: one more, so
/// equal totals share a rank and the next skips (1, 2, 2, 4); none past `u32`.
pub fn rank_above(above: i64) -> Option<u32> {
    u32::try_from(above + 1).ok()
}

/// Each ranked player's rank, by id: of the season before, the tiebreak of seeding and of
/// the ladder (docs/rules.md#seasons).
pub fn ranks_of(ranking: &[RankedPlayer]) -> HashMap<PlayerId, u32> {
    ranking.iter().map(|p| (p.id, p.rank)).collect()
}

/// The challenge league's ladder (docs/rules.md#challenge-range) from the current season's
/// `ranking` and each player's final rank in the season before (`previous`).
pub fn ladder(ranking: Vec<RankedPlayer>, previous: &HashMap<PlayerId, u32>) -> Vec<PlayerId> {
    let candidates = ranking
        .into_iter()
        .map(|p| LadderCandidate {
            previous_rank: previous.get(&p.id).copied(),
            player_id: p.id,
            name: p.name,
            total_points: p.total_points,
        })
        .collect();
    challenge::ladder(candidates)
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

/// Whether a figure of the season `year` counts in `season`.
fn counts_in(season: Season, year: i32) -> bool {
    season.as_year().is_none_or(|y| y == year)
}

/// How `player`'s total in `season` is made up, from `results` holding all of their counted
/// rows: the seasons' totals as [`season_totals`] adds them up, their tournaments newest
/// first, and league points as [`league_score::league_points`] gives them for the sets won.
pub fn breakdown(results: CountedResults, player: PlayerId, season: Season) -> Breakdown {
    let mut tournaments: Vec<TournamentPoints> = tournament_points(&results)
        .into_iter()
        .filter(|t| t.player_id == player && counts_in(season, Season::year_of_date(&t.start_date)))
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
        .remove(&player)
        .unwrap_or_default();
    for (_, t) in seasons.iter().filter(|(year, _)| counts_in(season, **year)) {
        total += t.total;
        sets_won += t.league_sets;
        walkover_penalty += t.walkover_penalty;
    }
    let adjustments = results
        .adjustments
        .into_iter()
        .filter(|a| a.player == player && counts_in(season, a.season))
        .map(|a| Adjustment {
            season: a.season,
            amount: a.amount,
            reason: a.reason,
            created_at: a.created_at,
        })
        .collect();
    Breakdown {
        total,
        tournaments,
        league: i64::from(league_score::league_points(
            u32::try_from(sets_won).unwrap_or(0),
        )),
        walkover_penalty,
        adjustments,
    }
}

/// What each entry of `results` is worth so far, with its tournament's name and date.
pub fn tournament_points(results: &CountedResults) -> Vec<TournamentPoints> {
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

/// The entries of `results` that count in `season`, only `player`'s or only in `tournament`
/// when named, with what each is worth so far.
pub fn tournament_points_in(
    results: &CountedResults,
    player: Option<PlayerId>,
    tournament: Option<TournamentId>,
    season: Season,
) -> Vec<TournamentPoints> {
    tournament_points(results)
        .into_iter()
        .filter(|t| {
            player.is_none_or(|p| p == t.player_id)
                && tournament.is_none_or(|id| id == t.tournament_id)
                && counts_in(season, Season::year_of_date(&t.start_date))
        })
        .collect()
}

#[cfg(test)]
#[path = "ranking_tests.rs"]
mod tests;
