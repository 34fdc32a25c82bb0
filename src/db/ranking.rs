//! What the club ranking is made of (docs/rules.md#points, #ranking, #seasons): the numbers
//! kept per player and season ([`super::totals`]) and the approved players it lists. The
//! ranking, the ladder and a profile's breakdown are decided over these rows in
//! [`crate::domain::ranking`]; the store only reads them.

use std::collections::HashMap;

use rusqlite::Connection;

use super::Result;
use crate::domain::ids::{PlayerId, TournamentId};
use crate::domain::ranking::Listed;
use crate::domain::season::Season;

pub use super::totals::{PlayerStats, StatsByPlayer};

/// Every player's numbers in `season`, by player id, as kept up to date in
/// `player_totals` (see [`super::totals`]). Players without any result are absent: their
/// numbers are all zero ([`PlayerStats::default`]).
pub fn stats(conn: &Connection, season: Season) -> Result<StatsByPlayer> {
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

/// Every approved player the ranking may list, in id order, with their avatar's hash.
pub fn listed(conn: &Connection) -> Result<Vec<Listed>> {
    // In id order, to join the avatars' hashes as they are read; `+` keeps the status index
    // (by status, then name) out, which would cost a seek per player and a sort.
    let mut stmt = conn.prepare_cached(
        "SELECT p.id, p.name, p.approved_at FROM players p
         WHERE +p.status = 'approved' ORDER BY p.id",
    )?;
    let mut hashes = super::players::avatar_hashes(conn)?;
    let mut listed = Vec::new();
    let mut rows = stmt.query([])?;
    while let Some(row) = rows.next()? {
        let id: PlayerId = row.get(0)?;
        listed.push(Listed {
            id,
            name: row.get(1)?,
            approved_at: row.get(2)?,
            avatar_hash: hashes.take(id),
        });
    }
    Ok(listed)
}

/// Brings the kept totals of a tournament's entrants up to date (see [`super::totals`]).
pub fn refresh_entrants(tx: &Connection, tournament: TournamentId) -> Result<()> {
    let entrants = super::tournaments::selected_player_ids(tx, tournament)?;
    super::totals::refresh(tx, entrants)
}
