//! The ranking and a player's profile (docs/rules.md#ranking, #points, #seasons).
//!
//! The ranking's lines, points breakdowns and recent matches `http` shows ([`RankedPlayer`],
//! [`Breakdown`], [`Adjustment`], [`TournamentPoints`], [`RecentMatch`]) are the store's own
//! records, re-exported here as the club's read models: `db` defines them, and cannot depend on `club`.

use super::players::PlayerView;
use super::{Audience, Club, Error, Result};
pub use crate::db::players::RecentMatch;
use crate::db::players::{self, PlayerStatus};
use crate::db::ranking;
pub use crate::db::ranking::{Adjustment, Breakdown, RankedPlayer, TournamentPoints};
use crate::db::totals;
use crate::domain::ids::PlayerId;
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
        self.read(move |conn| Ok(ranking::compute(conn, season)?))
            .await
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
            Ok(ProfileView {
                player: PlayerView { record, stats },
                rank: totals::rank_of(conn, id, season)?,
                breakdown: ranking::breakdown(conn, id, season)?,
                recent: players::recent_matches(conn, id, RECENT_MATCHES)?,
            })
        })
        .await
    }
}
