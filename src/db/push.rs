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
    conn.prepare_cached(
        "INSERT INTO push_keys (id, private_key, public_key, created_at) VALUES (1, ?1, ?2, ?3)
         ON CONFLICT (id) DO NOTHING",
    )?
    .execute(params![pair.private_key, pair.public_key, at])?;
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
    /// Since when its push service has failed to answer, unix seconds (`None`: it answers).
    pub failing_since: Option<i64>,
    /// Until when it is backed off, unix seconds.
    pub backoff_until: Option<i64>,
}

const COLUMNS: &str =
    "id, player_id, session_id, endpoint, p256dh, auth, created_at, failing_since, backoff_until";

fn subscription(row: &Row) -> rusqlite::Result<PushSubscription> {
    Ok(PushSubscription {
        id: row.get(0)?,
        player_id: PlayerId(row.get(1)?),
        session_id: row.get(2)?,
        endpoint: row.get(3)?,
        p256dh: row.get(4)?,
        auth: row.get(5)?,
        created_at: row.get(6)?,
        failing_since: row.get(7)?,
        backoff_until: row.get(8)?,
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
                 p256dh = excluded.p256dh, auth = excluded.auth,
                 failing_since = NULL, failures = 0, backoff_until = NULL
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
    conn.prepare_cached(
        "DELETE FROM push_subscriptions WHERE player_id = ?1 AND id <> ?2 AND id NOT IN (
             SELECT id FROM push_subscriptions WHERE player_id = ?1 AND id <> ?2
              ORDER BY created_at DESC, id DESC LIMIT ?3)",
    )?
    .execute(params![
        new.player_id.0,
        kept.id,
        most.saturating_sub(1) as i64
    ])?;
    Ok(kept)
}

/// Removes member `player`'s subscription of `endpoint`; whether there was one of theirs.
pub fn unsubscribe(conn: &Connection, player: PlayerId, endpoint: &str) -> Result<bool> {
    Ok(conn
        .prepare_cached("DELETE FROM push_subscriptions WHERE player_id = ?1 AND endpoint = ?2")?
        .execute(params![player.0, endpoint])?
        > 0)
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
    let reached = conn
        .prepare_cached("SELECT count(*) FROM push_receipts WHERE delivery_id = ?1")?
        .query_row([delivery], |row| row.get::<_, i64>(0))?;
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
    Ok(conn
        .prepare_cached("SELECT EXISTS (SELECT 1 FROM push_subscriptions WHERE player_id = ?1)")?
        .query_row([player.0], |row| row.get(0))?)
}

/// How long an endpoint may keep failing before its subscription is dropped.
pub const DROP_AFTER_SECS: i64 = 24 * 3600;
/// How long the member's page tells of a dropped device.
pub const DROPPED_KEPT_SECS: i64 = 30 * 24 * 3600;

/// When an endpoint that failed `failures` times in a row is tried again: a minute after the
/// first, doubling, at most an hour.
pub fn backoff_secs(failures: u32) -> i64 {
    60_i64 << failures.saturating_sub(1).min(6) as i64
}

/// The endpoints in `worked` answered; those in `unreachable` did not (no connection, no TLS,
/// no answer in time), at `now`. An endpoint that fails is backed off ([`backoff_secs`]); one
/// that has failed for [`DROP_AFTER_SECS`] is dropped, and the member's page is told which
/// device stopped receiving. Returns how many were dropped.
pub fn after_answers(
    conn: &Connection,
    worked: &[i64],
    unreachable: &[(i64, String)],
    now: i64,
) -> Result<usize> {
    let mut recovered = conn.prepare_cached(
        "UPDATE push_subscriptions SET failing_since = NULL, failures = 0, backoff_until = NULL
          WHERE id = ?1 AND failing_since IS NOT NULL",
    )?;
    for id in worked {
        recovered.execute([id])?;
    }
    let mut failed = conn.prepare_cached(
        "UPDATE push_subscriptions
            SET failing_since = COALESCE(failing_since, ?2), failures = failures + 1
          WHERE id = ?1 RETURNING failing_since, failures",
    )?;
    let mut back_off =
        conn.prepare_cached("UPDATE push_subscriptions SET backoff_until = ?2 WHERE id = ?1")?;
    let mut dropped = 0;
    for (id, why) in unreachable {
        let Some((since, failures)) = failed
            .query_row(params![id, now], |row| {
                Ok((row.get::<_, i64>(0)?, row.get::<_, u32>(1)?))
            })
            .optional()?
        else {
            continue;
        };
        if now - since < DROP_AFTER_SECS {
            back_off.execute(params![id, now + backoff_secs(failures)])?;
            continue;
        }
        let reason: String = why.chars().take(500).collect();
        conn.prepare_cached(
            "INSERT INTO push_dropped (player_id, session_id, browser, system, failing_since,
                                       dropped_at, reason)
             SELECT s.player_id, s.session_id, m.browser, m.system, s.failing_since, ?2, ?3
               FROM push_subscriptions s LEFT JOIN member_sessions m ON m.id = s.session_id
              WHERE s.id = ?1",
        )?
        .execute(params![id, now, reason])?;
        conn.prepare_cached("DELETE FROM push_subscriptions WHERE id = ?1")?
            .execute([id])?;
        dropped += 1;
    }
    Ok(dropped)
}

/// A device whose push was dropped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DroppedDevice {
    /// Its record's id.
    pub id: i64,
    /// The browser its session's User-Agent named.
    pub browser: Option<String>,
    /// The system its session's User-Agent named.
    pub system: Option<String>,
    /// When its endpoint began to fail, unix seconds.
    pub failing_since: i64,
    /// When it was dropped, unix seconds.
    pub dropped_at: i64,
}

/// The devices of `player` dropped in the [`DROPPED_KEPT_SECS`] before `now`, newest first.
pub fn dropped_of(conn: &Connection, player: PlayerId, now: i64) -> Result<Vec<DroppedDevice>> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, browser, system, failing_since, dropped_at FROM push_dropped
          WHERE player_id = ?1 AND dropped_at > ?2 ORDER BY dropped_at DESC, id DESC",
    )?;
    Ok(stmt
        .query_map(params![player.0, now - DROPPED_KEPT_SECS], |row| {
            Ok(DroppedDevice {
                id: row.get(0)?,
                browser: row.get(1)?,
                system: row.get(2)?,
                failing_since: row.get(3)?,
                dropped_at: row.get(4)?,
            })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?)
}

/// Forgets the dropped devices of `session`: push was turned on there again.
pub fn forget_dropped(conn: &Connection, session: i64) -> Result<()> {
    conn.prepare_cached("DELETE FROM push_dropped WHERE session_id = ?1")?
        .execute([session])?;
    Ok(())
}
