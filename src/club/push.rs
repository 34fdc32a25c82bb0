//! Web Push for members (docs/rules.md#push): the club's VAPID public key, made at first
//! start, and the devices a member allows, each tied to the session that allowed it. Which
//! endpoints are taken is `domain::push`'s rule; sending is src/push/'s.

use super::members::MemberSession;
use super::{Club, Error, Result};
use crate::db::push::{self, NewSubscription, PushSubscription};
use crate::domain::ids::PlayerId;
use crate::domain::push::{
    EndpointProblem, MAX_SUBSCRIPTIONS, PushAllow, SubscriptionKeys, VapidKeyPair, base64url,
    normal_endpoint, parse_endpoint,
};

impl Club {
    /// Allows push endpoints on these origins beside public https (`--push-allow`).
    pub fn set_push_allow(&self, allow: PushAllow) {
        *self.push_allow.write().unwrap_or_else(|e| e.into_inner()) = allow;
    }

    /// The origins allowed beside public https.
    pub fn push_allow(&self) -> PushAllow {
        self.push_allow
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// The club's VAPID key pair, made and kept the first time it is asked for (at the first
    /// start of `serve`). It never changes afterwards: every device's subscription is tied to
    /// its public key.
    pub async fn vapid_keys(&self) -> Result<VapidKeyPair> {
        if let Some(pair) = self.read(|conn| Ok(push::vapid_keys(conn)?)).await? {
            return Ok(pair);
        }
        let pair = loop {
            let mut secret = [0u8; 32];
            rand::Rng::fill(&mut rand::rng(), &mut secret);
            if let Some(pair) = VapidKeyPair::from_secret(secret) {
                break pair;
            }
        };
        let at = self.clock().now().timestamp();
        self.write(move |tx| Ok(push::keep_vapid_keys(tx, &pair, at)?))
            .await
    }

    /// Keeps the device `endpoint` with its `p256dh` and `auth` keys for `member`'s session:
    /// the same endpoint again replaces its keys; past [`MAX_SUBSCRIPTIONS`] devices the
    /// member's oldest goes.
    pub async fn subscribe_push(
        &self,
        member: &MemberSession,
        endpoint: &str,
        p256dh: &str,
        auth: &str,
    ) -> Result<PushSubscription> {
        let endpoint = match parse_endpoint(endpoint, &self.push_allow()) {
            Ok(endpoint) => endpoint,
            Err(EndpointProblem::Invalid(why)) => {
                return Err(Error::invalid("endpoint", "push_endpoint_invalid", why));
            }
            Err(EndpointProblem::Refused(why)) => {
                return Err(Error::invalid("endpoint", "push_endpoint_refused", why));
            }
        };
        let keys = SubscriptionKeys::parse(p256dh, auth).map_err(|field| {
            Error::invalid(
                field,
                "push_keys_invalid",
                "The subscription's keys must be a P-256 public key (65 bytes) and a 16-byte \
                 secret, in base64url",
            )
        })?;
        let new = NewSubscription {
            player_id: member.player_id,
            session_id: member.id,
            // Kept in the URL's normal form, which removing it finds again.
            endpoint: endpoint.url.as_str().to_string(),
            p256dh: base64url(&keys.p256dh),
            auth: base64url(&keys.auth),
        };
        let at = self.clock().now().timestamp();
        self.write(move |tx| {
            // Turned on again where a device had stopped receiving: that is news no more.
            push::forget_dropped(tx, new.session_id)?;
            Ok(push::subscribe(tx, &new, at, MAX_SUBSCRIPTIONS)?)
        })
        .await
    }

    /// `player`'s devices whose push was dropped lately, after a day of failures.
    pub async fn dropped_devices(&self, player: PlayerId) -> Result<Vec<push::DroppedDevice>> {
        let now = self.clock().now().timestamp();
        self.read(move |conn| Ok(push::dropped_of(conn, player, now)?))
            .await
    }

    /// Removes `player`'s device `endpoint`, if it is theirs; another member's stays.
    pub async fn unsubscribe_push(&self, player: PlayerId, endpoint: String) -> Result<()> {
        let endpoint = normal_endpoint(&endpoint);
        self.write(move |tx| {
            push::unsubscribe(tx, player, &endpoint)?;
            Ok(())
        })
        .await
    }

    /// `player`'s devices, oldest first.
    pub async fn push_subscriptions(&self, player: PlayerId) -> Result<Vec<PushSubscription>> {
        self.read(move |conn| Ok(push::subscriptions_of(conn, player)?))
            .await
    }
}
