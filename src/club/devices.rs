//! Known devices (docs/rules.md#permissions): a browser that signed in with a password
//! carries a random token in an HttpOnly cookie, and the club remembers the token's SHA-256
//! for that password. When guessing has spent the club's budget of failed checks, only such
//! a browser still has its password checked, so members keep getting in during an attack.

use std::collections::HashMap;
use std::sync::RwLock;

use tokio::sync::OnceCell;

use super::{Club, Result};
use crate::db::devices;
use crate::domain::session::SessionKind;
use crate::passwords::token_digest;

/// How long a device stays known after its last sign-in: 180 days.
pub const KNOWN_DEVICE_SECS: i64 = 180 * 24 * 3600;
/// The most devices remembered; past it, those closest to expiring are forgotten. Devices
/// are made only by the right password, so this bounds what someone who knows it can store.
pub const MAX_KNOWN_DEVICES: usize = 20_000;

/// (token digest, password) → expiry in unix seconds.
type Known = HashMap<(String, SessionKind), i64>;

/// The devices this server knows of: read from the store on first use, and every one it
/// remembered since (only the server remembers devices). Checks ask this map, never the
/// store, so a flood of made-up device cookies costs a hash lookup each.
#[derive(Default)]
pub struct KnownDevices {
    by_digest: OnceCell<RwLock<Known>>,
}

impl Club {
    async fn known_devices(&self) -> Result<&RwLock<Known>> {
        self.devices
            .by_digest
            .get_or_try_init(|| async {
                let now = self.clock().now().timestamp();
                let known = self
                    .read(move |conn| Ok(devices::all_known(conn, now)?))
                    .await?;
                Ok(RwLock::new(
                    known
                        .into_iter()
                        .map(|(digest, kind, expires_at)| ((digest, kind), expires_at))
                        .collect(),
                ))
            })
            .await
    }

    /// The passwords the device whose cookie carries `token` signed in with in the last
    /// [`KNOWN_DEVICE_SECS`].
    pub async fn device_known_for(&self, token: &str) -> Result<Vec<SessionKind>> {
        let digest = token_digest(token);
        let now = self.clock().now().timestamp();
        let known = self.known_devices().await?;
        let map = known.read().unwrap_or_else(|e| e.into_inner());
        Ok([SessionKind::Admin, SessionKind::League]
            .into_iter()
            .filter(|&kind| {
                map.get(&(digest.clone(), kind))
                    .is_some_and(|&expires_at| expires_at > now)
            })
            .collect())
    }

    /// Remembers the device whose cookie now carries `token` as known for `kinds`, for
    /// [`KNOWN_DEVICE_SECS`] from now; the token it carried before, `replacing`, is
    /// forgotten. A device gets a fresh token at every sign-in, so a token planted in a
    /// browser never becomes known.
    pub async fn remember_device(
        &self,
        token: &str,
        kinds: Vec<SessionKind>,
        replacing: Option<&str>,
    ) -> Result<()> {
        let digest = token_digest(token);
        let old = replacing.map(token_digest);
        let now = self.clock().now().timestamp();
        let expires_at = now + KNOWN_DEVICE_SECS;
        let known = self.known_devices().await?;
        {
            let mut map = known.write().unwrap_or_else(|e| e.into_inner());
            map.retain(|(d, _), &mut until| until > now && Some(d) != old.as_ref());
            for &kind in &kinds {
                map.insert((digest.clone(), kind), expires_at);
            }
            if map.len() > MAX_KNOWN_DEVICES {
                // The same ones the store forgets: those closest to expiring.
                let mut by_expiry: Vec<_> = map.iter().map(|(k, &t)| (t, k.clone())).collect();
                by_expiry.sort_unstable_by_key(|(until, _)| *until);
                let extra = map.len() - MAX_KNOWN_DEVICES;
                for (_, key) in by_expiry.into_iter().take(extra) {
                    map.remove(&key);
                }
            }
        }
        self.write(move |tx| {
            if let Some(old) = &old {
                devices::forget(tx, old)?;
            }
            for kind in kinds {
                devices::remember(tx, &digest, kind, expires_at)?;
            }
            devices::forget_expired_and_extra(tx, now, MAX_KNOWN_DEVICES)?;
            Ok(())
        })
        .await
    }
}
