//! The ranking, the ladder and a player's profile (docs/rules.md#ranking, #points, #seasons).
//! The store reads the rows; [`crate::domain::ranking`] decides over them.
//!
//! The ranking's lines and points breakdowns `http` shows ([`RankedPlayer`], [`Breakdown`],
//! [`Adjustment`], [`TournamentPoints`]) are the domain's; recent matches ([`RecentMatch`]) are
//! the store's own records, re-exported here as the club's read models.

use std::collections::HashMap;

use rusqlite::Connection;

use super::players::PlayerView;
use super::{Audience, Club, Error, Result};
use crate::db::counted::{self, Scope};
pub use crate::db::doubles_history::{DoublesMatch, DoublesTitle};
pub use crate::db::players::RecentMatch;
use crate::db::players::{self, PlayerStatus};
use crate::db::ranking;
use crate::db::totals;
use crate::domain::ids::{PlayerId, TournamentId};
use crate::domain::ranking as decide;
pub use crate::domain::ranking::{Adjustment, Breakdown, RankedPlayer, TournamentPoints};
use crate::domain::season::Season;

/// How many recent matches a profile lists.
pub const RECENT_MATCHES: i64 = 10;

/// A player's profile: their numbers, rank, points breakdown and recent matches.
#[derive(Debug, Clone)]
pub struct ProfileView {
    /// The player and their numbers in the season.
    pub player: PlayerView,
    /// Their rank in the season; none for a pending player or one not yet approved then.
    pub rank: Option<u32>,
    /// How their total in the season is made up.
    pub breakdown: Breakdown,
    /// Their last completed matches, newest first, whatever the season.
    pub recent: Vec<RecentMatch>,
    /// Their doubles numbers in the season (docs/rules.md#doubles), beside the singles ones;
    /// none for a player without a doubles match in it.
    pub doubles: Option<crate::domain::ranking::PlayerStats>,
    /// Their last doubles matches, newest first, whatever the season; empty without any.
    pub doubles_recent: Vec<DoublesMatch>,
    /// The doubles tournaments of the season their team won, newest first; empty without any.
    pub doubles_titles: Vec<DoublesTitle>,
}

impl Club {
    /// The season a request names (`2025`, `all`), or the one under way when it names none.
    pub fn season(&self, named: Option<&str>, field: &str) -> Result<Season> {
        let current = self.clock().year();
        match named {
            None => Ok(Season::Year(current)),
            Some(text) => Season::parse(text, current)
                .map_err(|e| Error::invalid(field, "season_invalid", e.to_string())),
        }
    }

    /// The ranking of `season`: approved players by total points, then name; equal totals
    /// share a rank.
    pub async fn ranking(&self, season: Season) -> Result<Vec<RankedPlayer>> {
        self.read(move |conn| compute(conn, season)).await
    }

    /// The doubles ranking of `season` (docs/rules.md#doubles): the approved players with
    /// doubles results in it, by their doubles points, then name; equal totals share a rank.
    pub async fn doubles_ranking(&self, season: Season) -> Result<Vec<RankedPlayer>> {
        self.read(move |conn| compute_doubles(conn, season)).await
    }

    /// A player's profile in `season`; a pending player's only for the admin.
    pub async fn profile(
        &self,
        id: PlayerId,
        audience: Audience,
        season: Season,
    ) -> Result<ProfileView> {
        self.read(move |conn| {
            let record = players::get(conn, id)?
                .filter(|p| audience == Audience::Admin || p.status == PlayerStatus::Approved)
                .ok_or_else(|| Error::not_found("player_not_found", "Player"))?;
            // The player's own row and rank: a profile never ranks the whole club.
            let stats = totals::player_stats(conn, id, season)?;
            let doubles = Some(totals::player_stats_of(
                conn,
                totals::Ranking::Doubles,
                id,
                season,
            )?)
            .filter(|d| d.matches_played > 0 || d.total_points != 0);
            // Only a player with doubles numbers reads their doubles matches and titles.
            let (doubles_recent, doubles_titles) = if doubles.is_some() {
                (
                    crate::db::doubles_history::recent(conn, id, RECENT_MATCHES)?,
                    crate::db::doubles_history::titles(conn, id, season)?,
                )
            } else {
                (Vec::new(), Vec::new())
            };
            Ok(ProfileView {
                player: PlayerView { record, stats },
                rank: totals::rank_of(conn, id, season)?,
                breakdown: breakdown(conn, id, season)?,
                recent: players::recent_matches(conn, id, RECENT_MATCHES)?,
                doubles,
                doubles_recent,
                doubles_titles,
            })
        })
        .await
    }
}

/// The ranking of `season`: approved players by total points, then name; equal totals share
/// a rank. A past season ranks the players with a result in it, and at 0 those approved by
/// its end.
pub fn compute(conn: &Connection, season: Season) -> Result<Vec<RankedPlayer>> {
    let stats = ranking::stats(conn, season)?;
    Ok(decide::rank(season, ranking::listed(conn)?, &stats))
}

/// The doubles ranking of `season`: only the players with doubles rows in it are ranked, the
/// rest of the club having played no doubles then.
pub fn compute_doubles(conn: &Connection, season: Season) -> Result<Vec<RankedPlayer>> {
    let stats = totals::stats_of(conn, totals::Ranking::Doubles, season)?;
    let listed = ranking::listed(conn)?
        .into_iter()
        .filter(|p| stats.contains_key(&p.id))
        .collect();
    Ok(decide::rank(season, listed, &stats))
}

/// Each player's final rank in the season before `season`, the tiebreak of seeding and of
/// the ladder (docs/rules.md#seasons). Empty for all time.
pub fn previous_ranks(conn: &Connection, season: Season) -> Result<HashMap<PlayerId, u32>> {
    match season.previous() {
        Some(previous) => Ok(decide::ranks_of(&compute(conn, previous)?)),
        None => Ok(HashMap::new()),
    }
}

/// Approved player ids in ladder order for `season` (the current one): the challenge
/// league's ladder (docs/rules.md#challenge-range).
pub fn ladder(conn: &Connection, season: Season) -> Result<Vec<PlayerId>> {
    let previous = previous_ranks(conn, season)?;
    Ok(decide::ladder(compute(conn, season)?, &previous))
}

/// How one player's total in `season` is made up, from their own counted results.
pub fn breakdown(conn: &Connection, player: PlayerId, season: Season) -> Result<Breakdown> {
    let results = counted::results(conn, Scope::Player(player))?;
    Ok(decide::breakdown(results, player, season))
}

/// Tournament points for every entrant of every counted tournament of `season` (or only
/// `player`'s, or only in `tournament`): the furthest stage each has reached so far.
pub fn tournament_points(
    conn: &Connection,
    player: Option<PlayerId>,
    tournament: Option<TournamentId>,
    season: Season,
) -> Result<Vec<TournamentPoints>> {
    // The narrowest rows that hold every entry asked for.
    let scope = match (player, tournament) {
        (Some(player), _) => Scope::Player(player),
        (None, Some(tournament)) => Scope::Tournament(tournament),
        (None, None) => Scope::Season(season),
    };
    let results = counted::results(conn, scope)?;
    Ok(decide::tournament_points_in(
        &results, player, tournament, season,
    ))
}
