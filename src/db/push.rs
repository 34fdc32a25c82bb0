//! Web Push's store (docs/rules.md#push): the club's VAPID key pair, the devices members
//! allowed (each tied to the member session that made it), and which devices already took a
//! delivery that is tried again. Times come from the caller.

use rusqlite::{Connection, OptionalExtension, Row, params};

use super::Result;
use crate::domain::ids::PlayerId;
use crate::domain::push::VapidKeyPair;

/// The club's VAPID key pair, if it was made.
pub fn vapid_keys(conn: &Connection) -> Result<Option<VapidKeyPair>> {
    Ok(conn
        .query_row(
            "SELECT private_key, public_key FROM push_keys WHERE id = 1",
            [],
            |row| {
                Ok(VapidKeyPair {
                    private_key: row.get(0)?,
                    public_key: row.get(1)?,
                })
            },
        )
        .optional()?)
}

/// Keeps `pair` as the club's key pair unless one was kept already; returns the one kept.
pub fn keep_vapid_keys(conn: &Connection, pair: &VapidKeyPair, at: i64) -> Result<VapidKeyPair> {
    conn.execute(
        "INSERT INTO push_keys (id, private_key, public_key, created_at) VALUES (1, ?1, ?2, ?3)
         ON CONFLICT (id) DO NOTHING",
        params![pair.private_key, pair.public_key, at],
    )?;
    Ok(vapid_keys(conn)?.unwrap_or_else(|| pair.clone()))
}

/// A device a member allowed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PushSubscription {
    /// Its id.
    pub id: i64,
    /// The member.
    pub player_id: PlayerId,
    /// The member session that made it.
    pub session_id: i64,
    /// The push service's URL for it.
    pub endpoint: String,
    /// The browser's ECDH public key, base64url.
    pub p256dh: String,
    /// The browser's authentication secret, base64url.
    pub auth: String,
    /// When it was made (or last taken over), unix seconds.
    pub created_at: i64,
}

const COLUMNS: &str = "id, player_id, session_id, endpoint, p256dh, auth, created_at";

fn subscription(row: &Row) -> rusqlite::Result<PushSubscription> {
    Ok(PushSubscription {
        id: row.get(0)?,
        player_id: PlayerId(row.get(1)?),
        session_id: row.get(2)?,
        endpoint: row.get(3)?,
        p256dh: row.get(4)?,
        auth: row.get(5)?,
        created_at: row.get(6)?,
    })
}

/// What a member's device hands in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewSubscription {
    /// The member.
    pub player_id: PlayerId,
    /// Their session making it.
    pub session_id: i64,
    /// The endpoint, checked.
    pub endpoint: String,
    /// The browser's ECDH public key, base64url without padding.
    pub p256dh: String,
    /// Its authentication secret, base64url without padding.
    pub auth: String,
}

/// Keeps a subscription at `at`. The same endpoint again is the same browser's: its keys,
/// member and session are replaced, and it keeps its id. Past `most` devices of the member,
/// their oldest others go.
pub fn subscribe(
    conn: &Connection,
    new: &NewSubscription,
    at: i64,
    most: usize,
) -> Result<PushSubscription> {
    let kept = conn.query_row(
        &format!(
            "INSERT INTO push_subscriptions (player_id, session_id, endpoint, p256dh, auth,
                                             created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)
             ON CONFLICT (endpoint) DO UPDATE SET
                 created_at = CASE WHEN player_id = excluded.player_id THEN created_at
                                   ELSE excluded.created_at END,
                 player_id = excluded.player_id, session_id = excluded.session_id,
                 p256dh = excluded.p256dh, auth = excluded.auth
             RETURNING {COLUMNS}"
        ),
        params![
            new.player_id.0,
            new.session_id,
            new.endpoint,
            new.p256dh,
            new.auth,
            at
        ],
        subscription,
    )?;
    conn.execute(
        "DELETE FROM push_subscriptions WHERE player_id = ?1 AND id <> ?2 AND id NOT IN (
             SELECT id FROM push_subscriptions WHERE player_id = ?1 AND id <> ?2
              ORDER BY created_at DESC, id DESC LIMIT ?3)",
        params![new.player_id.0, kept.id, most.saturating_sub(1) as i64],
    )?;
    Ok(kept)
}

/// Removes member `player`'s subscription of `endpoint`; whether there was one of theirs.
pub fn unsubscribe(conn: &Connection, player: PlayerId, endpoint: &str) -> Result<bool> {
    Ok(conn.execute(
        "DELETE FROM push_subscriptions WHERE player_id = ?1 AND endpoint = ?2",
        params![player.0, endpoint],
    )? > 0)
}

/// Member `player`'s devices, oldest first.
pub fn subscriptions_of(conn: &Connection, player: PlayerId) -> Result<Vec<PushSubscription>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM push_subscriptions WHERE player_id = ?1 ORDER BY id"
    ))?;
    Ok(stmt
        .query_map([player.0], subscription)?
        .collect::<rusqlite::Result<Vec<_>>>()?)
}

/// The devices of `player` that delivery `delivery` has yet to reach, oldest first, and how
/// many it reached already.
pub fn unreached(
    conn: &Connection,
    delivery: i64,
    player: PlayerId,
) -> Result<(Vec<PushSubscription>, usize)> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM push_subscriptions s
          WHERE player_id = ?2 AND NOT EXISTS (
                SELECT 1 FROM push_receipts r WHERE r.delivery_id = ?1 AND r.subscription_id = s.id)
          ORDER BY id"
    ))?;
    let devices = stmt
        .query_map(params![delivery, player.0], subscription)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    let reached = conn.query_row(
        "SELECT count(*) FROM push_receipts WHERE delivery_id = ?1",
        [delivery],
        |row| row.get::<_, i64>(0),
    )?;
    Ok((devices, reached as usize))
}

/// After a try of `delivery`: the devices in `reached` took it (kept only when the delivery
/// is tried again, so the next try skips them), and those in `gone` are no more (their push
/// service answered 404 or 410).
pub fn after_try(conn: &Connection, delivery: i64, reached: &[i64], gone: &[i64]) -> Result<()> {
    let mut receipt = conn.prepare_cached(
        "INSERT INTO push_receipts (delivery_id, subscription_id)
         SELECT ?1, id FROM push_subscriptions WHERE id = ?2
         ON CONFLICT DO NOTHING",
    )?;
    for id in reached {
        receipt.execute(params![delivery, id])?;
    }
    let mut remove = conn.prepare_cached("DELETE FROM push_subscriptions WHERE id = ?1")?;
    for id in gone {
        remove.execute([id])?;
    }
    Ok(())
}

/// Whether member `player` allowed push on any device.
pub fn has_device(conn: &Connection, player: PlayerId) -> Result<bool> {
    Ok(conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM push_subscriptions WHERE player_id = ?1)",
        [player.0],
        |row| row.get(0),
    )?)
}
