//! Rows joined by player id: two reads in id order, walked side by side, such as the players
//! and their avatars' hashes.

use rusqlite::Connection;

use super::Result;
use crate::domain::ids::PlayerId;

/// Rows by player id, in ascending order, taken by a walk in the same order: a join of two
/// reads in id order without a seek per row.
pub struct ByPlayer<T> {
    rows: std::iter::Peekable<std::vec::IntoIter<(PlayerId, T)>>,
}

impl<T> ByPlayer<T> {
    /// `rows` must be in ascending id order.
    pub fn new(rows: Vec<(PlayerId, T)>) -> ByPlayer<T> {
        debug_assert!(rows.windows(2).all(|w| w[0].0 < w[1].0));
        ByPlayer {
            rows: rows.into_iter().peekable(),
        }
    }

    /// The row of `id`, if any; each call must ask for a larger id than the one before.
    pub fn take(&mut self, id: PlayerId) -> Option<T> {
        while self.rows.next_if(|(row, _)| *row < id).is_some() {}
        self.rows
            .next_if(|(row, _)| *row == id)
            .map(|(_, value)| value)
    }
}

/// Every avatar's hash, by player id in ascending order: one walk of the hashes' index
/// (`avatars_hash`), which the lists of all players join with [`ByPlayer`].
pub fn avatar_hashes(conn: &Connection) -> Result<ByPlayer<String>> {
    let mut stmt = conn.prepare_cached(
        "SELECT player_id, hash FROM avatars INDEXED BY avatars_hash ORDER BY player_id",
    )?;
    let rows = stmt
        .query_map([], |row| Ok((PlayerId(row.get(0)?), row.get(1)?)))?
        .collect::<rusqlite::Result<_>>()?;
    Ok(ByPlayer::new(rows))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn by_player_joins_two_walks_in_id_order() {
        let hashes = vec![(PlayerId(2), "b"), (PlayerId(5), "e"), (PlayerId(9), "i")];
        let mut by_player = ByPlayer::new(hashes);
        let joined: Vec<_> = [1, 2, 3, 5, 8, 9, 10]
            .into_iter()
            .map(|id| by_player.take(PlayerId(id)))
            .collect();
        assert_eq!(
            joined,
            [None, Some("b"), None, Some("e"), None, Some("i"), None]
        );
    }
}
