//! The fees' store (docs/rules.md#level-and-fee): each season's fee as the admin set it, who
//! paid it (how much, on which club date), and the players a season's fees list shows. Every
//! row here is the admin's alone.

use rusqlite::{Connection, OptionalExtension, params};

use super::Result;
use crate::domain::ids::PlayerId;
use crate::domain::names;
use crate::domain::player::Level;

/// A season's fee as the admin set it; none while it is the rules' fee.
pub fn season_fee(conn: &Connection, season: i32) -> Result<Option<i64>> {
    Ok(conn
        .prepare_cached("SELECT amount FROM season_fees WHERE season = ?1")?
        .query_row([season], |r| r.get(0))
        .optional()?)
}

/// Sets a season's fee.
pub fn set_season_fee(tx: &Connection, season: i32, amount: i64) -> Result<()> {
    tx.prepare_cached(
        "INSERT INTO season_fees (season, amount) VALUES (?1, ?2)
         ON CONFLICT (season) DO UPDATE SET amount = excluded.amount",
    )?
    .execute(params![season, amount])?;
    Ok(())
}

/// A player's payment of a season's fee.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Payment {
    /// Whole colones.
    pub amount: i64,
    /// The club date it was paid, `yyyy-mm-dd`.
    pub paid_on: String,
}

/// A player's payment of `season`'s fee, if recorded.
pub fn payment(conn: &Connection, season: i32, player: PlayerId) -> Result<Option<Payment>> {
    Ok(conn
        .prepare_cached(
            "SELECT amount, paid_on FROM fee_payments WHERE season = ?1 AND player_id = ?2",
        )?
        .query_row(params![season, player], |r| {
            Ok(Payment {
                amount: r.get(0)?,
                paid_on: r.get(1)?,
            })
        })
        .optional()?)
}

/// Records (or replaces) a player's payment of `season`'s fee.
pub fn put_payment(tx: &Connection, season: i32, player: PlayerId, paid: &Payment) -> Result<()> {
    tx.prepare_cached(
        "INSERT INTO fee_payments (season, player_id, amount, paid_on) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (season, player_id)
         DO UPDATE SET amount = excluded.amount, paid_on = excluded.paid_on",
    )?
    .execute(params![season, player, paid.amount, paid.paid_on])?;
    Ok(())
}

/// Removes a player's payment of `season`'s fee; false when there was none.
pub fn delete_payment(tx: &Connection, season: i32, player: PlayerId) -> Result<bool> {
    Ok(tx
        .prepare_cached("DELETE FROM fee_payments WHERE season = ?1 AND player_id = ?2")?
        .execute(params![season, player])?
        > 0)
}

/// A player as a season's fees list shows them, with their payment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FeeRow {
    /// The player.
    pub player_id: PlayerId,
    /// Their name.
    pub name: String,
    /// Their avatar's content hash, if they have one.
    pub avatar_hash: Option<String>,
    /// Their confirmed level.
    pub level: Option<Level>,
    /// Their payment of the season's fee, if recorded.
    pub payment: Option<Payment>,
}

/// The players of a season's fees, by name: the approved players, approved before the season
/// ended (`ends_at`, unix seconds), and anyone with a payment of it.
pub fn season_rows(conn: &Connection, season: i32, ends_at: i64) -> Result<Vec<FeeRow>> {
    let mut rows: Vec<FeeRow> = conn
        .prepare_cached(
            "SELECT p.id, p.name, a.hash, p.level, f.amount, f.paid_on
             FROM players p
             LEFT JOIN avatars a INDEXED BY avatars_hash ON a.player_id = p.id
             LEFT JOIN fee_payments f ON f.player_id = p.id AND f.season = ?1
             WHERE (p.status = 'approved' AND p.approved_at < ?2) OR f.player_id IS NOT NULL",
        )?
        .query_map(params![season, ends_at], |r| {
            let amount: Option<i64> = r.get(4)?;
            let paid_on: Option<String> = r.get(5)?;
            Ok(FeeRow {
                player_id: r.get(0)?,
                name: r.get(1)?,
                avatar_hash: r.get(2)?,
                level: r
                    .get::<_, Option<String>>(3)?
                    .as_deref()
                    .and_then(Level::parse),
                payment: amount
                    .zip(paid_on)
                    .map(|(amount, paid_on)| Payment { amount, paid_on }),
            })
        })?
        .collect::<rusqlite::Result<_>>()?;
    rows.sort_by_cached_key(|row| (names::sort_key(&row.name), row.name.clone(), row.player_id));
    Ok(rows)
}

/// A player as the warnings before a draw see them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// The player.
    pub player_id: PlayerId,
    /// Their name.
    pub name: String,
    /// Their confirmed level.
    pub level: Option<Level>,
    /// What they paid of the season's fee, if anything.
    pub paid: Option<i64>,
}

/// How each of `players` stands with `season` (level and payment), in the order given;
/// unknown ids are left out.
pub fn standings(conn: &Connection, season: i32, players: &[PlayerId]) -> Result<Vec<Standing>> {
    let mut stmt = conn.prepare_cached(
        "SELECT p.id, p.name, p.level, f.amount
         FROM players p
         LEFT JOIN fee_payments f ON f.player_id = p.id AND f.season = ?1
         WHERE p.id = ?2",
    )?;
    let mut found = Vec::with_capacity(players.len());
    for &player in players {
        let standing = stmt
            .query_row(params![season, player], |r| {
                Ok(Standing {
                    player_id: r.get(0)?,
                    name: r.get(1)?,
                    level: r
                        .get::<_, Option<String>>(2)?
                        .as_deref()
                        .and_then(Level::parse),
                    paid: r.get(3)?,
                })
            })
            .optional()?;
        found.extend(standing);
    }
    Ok(found)
}

/// The seasons the admin set a fee for or recorded a payment in, oldest first.
pub fn seasons_on_record(conn: &Connection) -> Result<Vec<i32>> {
    Ok(conn
        .prepare_cached(
            "SELECT season FROM season_fees UNION SELECT season FROM fee_payments ORDER BY 1",
        )?
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?)
}
