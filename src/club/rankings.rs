//! The ranking and a player's profile (docs/rules.md#ranking, #points).

use super::players::PlayerView;
use super::{Audience, Club, Error, Result};
use crate::db::players::{self, PlayerStatus, RecentMatch};
use crate::db::ranking::{self, Breakdown, RankedPlayer};

/// How many recent matches a profile lists.
pub const RECENT_MATCHES: i64 = 10;

/// A player's profile: their numbers, rank, points breakdown and recent matches.
#[derive(Debug, Clone)]
pub struct ProfileView {
    /// The player and their numbers.
    pub player: PlayerView,
    /// Their rank; none for a pending player.
    pub rank: Option<u32>,
    /// How their total is made up.
    pub breakdown: Breakdown,
    /// Their last completed matches, newest first.
    pub recent: Vec<RecentMatch>,
}

impl Club {
    /// The ranking: approved players by total points, then name; equal totals share a rank.
    pub async fn ranking(&self) -> Result<Vec<RankedPlayer>> {
        self.read(|conn| Ok(ranking::compute(conn)?)).await
    }

    /// A player's profile; a pending player's only for the admin.
    pub async fn profile(&self, id: i64, audience: Audience) -> Result<ProfileView> {
        self.read(move |conn| {
            let record = players::get(conn, id)?
                .filter(|p| audience == Audience::Admin || p.status == PlayerStatus::Approved)
                .ok_or_else(|| Error::not_found("player_not_found", "Player"))?;
            let stats = ranking::stats(conn)?;
            let rank = ranking::rank(conn, &stats)?
                .into_iter()
                .find(|p| p.id == id)
                .map(|p| p.rank);
            let own = stats.get(&id).copied().unwrap_or_default();
            Ok(ProfileView {
                player: PlayerView { record, stats: own },
                rank,
                breakdown: ranking::breakdown(conn, id)?,
                recent: players::recent_matches(conn, id, RECENT_MATCHES)?,
            })
        })
        .await
    }
}
