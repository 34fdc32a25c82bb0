//! Player use cases whose rules the store must not decide: who may be deleted, approved or
//! rejected.

use rusqlite::Connection;

use super::{Error, Result};
use crate::db::players::{self, PlayerChanges, PlayerStatus};

/// Applies an edit to a player.
pub fn update(tx: &Connection, id: i64, changes: &PlayerChanges) -> Result<()> {
    if players::update(tx, id, changes)? {
        Ok(())
    } else {
        Err(Error::not_found("player_not_found", "Player"))
    }
}

/// Deletes a player who has never been part of a tournament or a league match: their
/// results count for other players.
pub fn delete(tx: &Connection, id: i64) -> Result<()> {
    let Some(player) = players::get(tx, id)? else {
        return Err(Error::not_found("player_not_found", "Player"));
    };
    let (in_tournaments, in_league) = players::participation(tx, id)?;
    if in_tournaments > 0 || in_league > 0 {
        return Err(Error::conflict(
            "player_has_results",
            format!(
                "{} cannot be deleted: they are part of {} and their results count for other \
                 players. Remove them from those first.",
                player.name,
                match (in_tournaments > 0, in_league > 0) {
                    (true, true) => "a tournament and the league",
                    (true, false) => "a tournament",
                    _ => "league matches",
                }
            ),
        ));
    }
    Ok(players::delete(tx, id)?)
}

/// Lets a pending registration into the club.
pub fn approve(tx: &Connection, id: i64) -> Result<()> {
    pending(tx, id, "approved")?;
    Ok(players::approve(tx, id)?)
}

/// Deletes a pending registration (an approved player is deleted, not rejected).
pub fn reject(tx: &Connection, id: i64) -> Result<()> {
    pending(tx, id, "rejected")?;
    Ok(players::delete(tx, id)?)
}

fn pending(conn: &Connection, id: i64, verb: &str) -> Result<()> {
    match players::get(conn, id)? {
        None => Err(Error::not_found("player_not_found", "Player")),
        Some(p) if p.status != PlayerStatus::Pending => Err(Error::conflict(
            "player_not_pending",
            format!(
                "{} is not a pending registration, so they cannot be {verb}.",
                p.name
            ),
        )),
        Some(_) => Ok(()),
    }
}
