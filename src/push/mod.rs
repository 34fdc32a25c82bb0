//! Web Push (docs/rules.md#push): the courier that carries the outbox's push deliveries to
//! every device a member allowed, like `db` an infrastructure module that knows neither
//! `http` nor `club`. Each push is one RFC 8030 request, its payload encrypted for the
//! device ([`encrypt`], RFC 8291), signed for the push service ([`vapid`], RFC 8292), and
//! sent through a client that reaches public addresses only ([`client`]).
//!
//! One delivery goes to all of the member's devices side by side, and one device's failure
//! does not stop the others. What the push services answer decides the delivery:
//! - 2xx: that device has it.
//! - 404 or 410: the subscription is gone; it is removed, and the others count.
//! - 429, 5xx, no connection or no answer in time: that device is tried again. The delivery
//!   is tried again (after its backoff, and no sooner than the largest `Retry-After`), and
//!   the devices that already took it are noted (`push_receipts`) and skipped then.
//! - An endpoint that cannot be reached (no connection, no TLS, no answer within
//!   [`client::ANSWER_TIMEOUT`]) is backed off: a minute, doubling up to an hour, during
//!   which no delivery waits for it. After a day of failures its subscription is dropped and
//!   the member's page says that device stopped receiving (`db::push::after_answers`).
//! - Any other answer (a redirect, never followed; 400, 403, 413...), or an endpoint that is
//!   refused (its host resolves to an address that is not public): trying again cannot
//!   help; that device is skipped for this delivery.
//!
//! The delivery counts as sent once no device needs another try and at least one took it;
//! it fails for good when none did (every subscription gone, or refused).

pub mod client;
pub mod encrypt;
pub mod vapid;

use std::sync::Arc;

use chrono::Utc;
use p256::SecretKey;
use serde::Serialize;

use crate::db::Db;
use crate::db::push::{self, PushSubscription};
use crate::domain::notices::Channel;
use crate::domain::push::{PushAllow, SubscriptionKeys, VapidKeyPair, ttl_secs, urgency};
use crate::jobs::delivery::{Courier, Message, Sending, Undelivered};
use client::{Answer, PushClient, RequestError, Resolver, SystemResolver};
use encrypt::{MAX_PAYLOAD, seal};
use vapid::Vapid;

/// The longest `Retry-After` honoured, in seconds: a day, the delivery's whole life.
pub const LONGEST_RETRY_AFTER_SECS: u64 = 24 * 3600;

/// How the push courier is set up.
#[derive(Clone)]
pub struct PushOptions {
    /// The origins allowed beside public https (`--push-allow`).
    pub allow: PushAllow,
    /// VAPID's `sub`: where a push service may reach the operator (the public URL).
    pub subject: Option<String>,
    /// What resolves endpoints' host names.
    pub resolver: Arc<dyn Resolver>,
}

impl PushOptions {
    /// Public https only, through the system's resolver.
    pub fn new(allow: PushAllow, subject: Option<String>) -> Self {
        PushOptions {
            allow,
            subject,
            resolver: Arc::new(SystemResolver),
        }
    }
}

/// What a notice's push carries: only what the member sees in their own list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PushPayload {
    /// The notice's id (the service worker's notification tag).
    pub id: i64,
    /// Its kind, such as `result_reported`.
    pub kind: String,
    /// One line.
    pub title: String,
    /// A few lines.
    pub body: String,
    /// The page where the member acts, such as `/me`.
    pub link: String,
}

impl PushPayload {
    /// The payload of `message`, as JSON of at most [`MAX_PAYLOAD`] bytes: a body too long
    /// for one record is cut, with an ellipsis.
    pub fn json(message: &Message) -> Vec<u8> {
        let mut payload = PushPayload {
            id: message.notice_id,
            kind: message.kind.as_str().to_string(),
            title: message.text.title.clone(),
            body: message.text.body.clone(),
            link: message.text.link.clone(),
        };
        loop {
            let json = serde_json::to_vec(&payload).unwrap_or_default();
            if json.len() <= MAX_PAYLOAD || payload.body.is_empty() {
                return json;
            }
            let over = json.len() - MAX_PAYLOAD + '…'.len_utf8();
            let mut keep = payload.body.len().saturating_sub(over.max(16));
            while !payload.body.is_char_boundary(keep) {
                keep -= 1;
            }
            payload.body.truncate(keep);
            payload.body = payload.body.trim_end_matches('…').to_string();
            if !payload.body.is_empty() {
                payload.body.push('…');
            }
        }
    }
}

/// What became of one device's push.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Pushed {
    /// The push service took it.
    Accepted,
    /// The subscription is no more (404, 410).
    Gone,
    /// Try again, no sooner than the seconds given when the service said.
    Later(String, Option<u64>),
    /// No connection, no TLS or no answer in time: try again, and back the endpoint off.
    Unreachable(String),
    /// Trying again cannot help.
    Never(String),
}

/// The push courier.
#[derive(Clone)]
pub struct PushCourier {
    inner: Arc<Inner>,
}

struct Inner {
    db: Db,
    client: PushClient,
    vapid: Vapid,
}

impl PushCourier {
    /// A courier over `db` that signs with the club's `keys`.
    pub fn new(db: Db, keys: &VapidKeyPair, options: PushOptions) -> Result<PushCourier, String> {
        Ok(PushCourier {
            inner: Arc::new(Inner {
                db,
                client: PushClient::new(options.resolver, options.allow)?,
                vapid: Vapid::new(keys, options.subject)?,
            }),
        })
    }
}

impl Courier for PushCourier {
    fn channel(&self) -> Channel {
        Channel::Push
    }

    fn send<'a>(&'a self, message: &'a Message) -> Sending<'a> {
        Box::pin(self.inner.clone().deliver(message.clone()))
    }
}

impl Inner {
    /// Pushes `message` to every device of its member that has yet to take it.
    async fn deliver(self: Arc<Self>, message: Message) -> Result<(), Undelivered> {
        let Some(player) = message.to else {
            return Err(Undelivered::never("push reaches members only"));
        };
        let delivery = message.delivery_id;
        let (devices, reached_before) = self
            .db
            .read(move |conn| push::unreached(conn, delivery, player))
            .await
            .map_err(|e| Undelivered::later(format!("the store: {e}")))?;
        if devices.is_empty() {
            return match reached_before {
                0 => Err(Undelivered::never("the member has no push subscription")),
                _ => Ok(()),
            };
        }
        let now = message.at;
        let payload = Arc::new(PushPayload::json(&message));
        let ttl = ttl_secs(message.kind);
        let urgency = urgency(message.urgent);
        let mut sends = tokio::task::JoinSet::new();
        let mut later: Vec<(String, Option<u64>)> = Vec::new();
        for device in devices {
            // An endpoint that keeps failing waits out its backoff: it costs the lane nothing.
            if let Some(until) = device.backoff_until.filter(|until| *until > now) {
                let wait = u64::try_from(until - now).unwrap_or(0);
                later.push(("the device's push service is backed off".into(), Some(wait)));
                continue;
            }
            let failing = device.failing_since.is_some();
            let inner = self.clone();
            let payload = payload.clone();
            sends.spawn(async move {
                let pushed = inner.push(&device, &payload, ttl, urgency).await;
                (device.id, failing, pushed)
            });
        }
        let mut done = Vec::new();
        let mut worked = Vec::new();
        let mut accepted = 0;
        let mut gone = Vec::new();
        let mut unreachable = Vec::new();
        let mut never = Vec::new();
        while let Some(joined) = sends.join_next().await {
            let Ok((id, failing, pushed)) = joined else {
                later.push(("a push ended abnormally".into(), None));
                continue;
            };
            // Only a device that was failing has anything to forget when it answers: the
            // common push writes nothing about its device.
            if failing && !matches!(pushed, Pushed::Unreachable(_)) {
                worked.push(id);
            }
            match pushed {
                Pushed::Accepted => {
                    accepted += 1;
                    done.push(id);
                }
                Pushed::Gone => gone.push(id),
                Pushed::Later(why, after) => later.push((why, after)),
                Pushed::Unreachable(why) => {
                    later.push((why.clone(), None));
                    unreachable.push((id, why));
                }
                Pushed::Never(why) => {
                    done.push(id);
                    never.push(why);
                }
            }
        }
        let mut dropped = 0;
        if !worked.is_empty() || !unreachable.is_empty() {
            dropped = self
                .db
                .write(move |tx| push::after_answers(tx, &worked, &unreachable, now))
                .await
                .map_err(|e| Undelivered::later(format!("the store: {e}")))?;
        }
        if dropped > 0 {
            tracing::info!("{dropped} push subscriptions dropped after a day of failures");
            // What a dropped device still owed is owed no more.
            let (left, _) = self
                .db
                .read(move |conn| push::unreached(conn, delivery, player))
                .await
                .map_err(|e| Undelivered::later(format!("the store: {e}")))?;
            if left.is_empty() {
                later.clear();
            }
        }
        // Receipts matter only to a delivery tried again; the gone go at once.
        let receipts = if later.is_empty() { Vec::new() } else { done };
        if !receipts.is_empty() || !gone.is_empty() {
            self.db
                .write(move |tx| push::after_try(tx, delivery, &receipts, &gone))
                .await
                .map_err(|e| Undelivered::later(format!("the store: {e}")))?;
        }
        if let Some((first, _)) = later.first() {
            let not_before_secs = later.iter().filter_map(|(_, after)| *after).max();
            let reason = match later.len() {
                1 => first.clone(),
                n => format!("{first} (and {} more devices)", n - 1),
            };
            return Err(Undelivered::Later {
                reason,
                not_before_secs,
            });
        }
        if accepted > 0 || reached_before > 0 {
            return Ok(());
        }
        match never.first() {
            Some(why) => Err(Undelivered::never(why.clone())),
            None => Err(Undelivered::never(
                "every push subscription of the member is gone",
            )),
        }
    }

    /// One push to one device.
    async fn push(
        &self,
        device: &PushSubscription,
        payload: &[u8],
        ttl: u32,
        urgency: &'static str,
    ) -> Pushed {
        let endpoint = match self.client.endpoint(&device.endpoint) {
            Ok(endpoint) => endpoint,
            Err(err) => return Pushed::Never(err.to_string()),
        };
        let Ok(keys) = SubscriptionKeys::parse(&device.p256dh, &device.auth) else {
            return Pushed::Never("the subscription's keys are not valid".into());
        };
        let mut salt = [0u8; 16];
        rand::Rng::fill(&mut rand::rng(), &mut salt);
        let body = match seal(payload, &keys, &one_time_key(), salt) {
            Ok(body) => body,
            Err(err) => return Pushed::Never(err.to_string()),
        };
        let now = Utc::now().timestamp();
        let headers = [
            ("ttl", ttl.to_string()),
            ("urgency", urgency.to_string()),
            ("content-encoding", "aes128gcm".to_string()),
            ("content-type", "application/octet-stream".to_string()),
            (
                "authorization",
                self.vapid.authorization(&endpoint.origin(), now),
            ),
        ];
        match self.client.post(&endpoint, &headers, body).await {
            Ok(answer) => outcome(&answer, now),
            Err(RequestError::Refused(why)) => Pushed::Never(why),
            Err(RequestError::Network(why)) => Pushed::Unreachable(why),
        }
    }
}

/// A key pair for one message (RFC 8291 §3.1: never used twice).
fn one_time_key() -> SecretKey {
    loop {
        let mut bytes = [0u8; 32];
        rand::Rng::fill(&mut rand::rng(), &mut bytes);
        if let Ok(key) = SecretKey::from_bytes(&bytes.into()) {
            return key;
        }
    }
}

/// What a push service's answer means for the device.
fn outcome(answer: &Answer, now: i64) -> Pushed {
    let status = answer.status;
    let code = status.as_u16();
    let said = format!("the push service answered {code}");
    match code {
        200..=299 => Pushed::Accepted,
        404 | 410 => Pushed::Gone,
        429 | 500..=599 => {
            let after = answer
                .retry_after
                .as_deref()
                .and_then(|text| retry_after_secs(text, now));
            Pushed::Later(said, after)
        }
        300..=399 => Pushed::Never(format!("{said}, a redirect, which is not followed")),
        _ => Pushed::Never(said),
    }
}

/// `Retry-After` (seconds, or an HTTP date) as seconds from `now`, at most a day.
pub fn retry_after_secs(text: &str, now: i64) -> Option<u64> {
    let text = text.trim();
    let secs = match text.parse::<u64>() {
        Ok(secs) => secs,
        Err(_) => {
            let at = chrono::DateTime::parse_from_rfc2822(text).ok()?.timestamp();
            u64::try_from(at - now).unwrap_or(0)
        }
    };
    Some(secs.min(LONGEST_RETRY_AFTER_SECS))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::language::Lang;
    use crate::domain::notices::{NoticeKind, Text};
    use hyper::StatusCode;

    fn answer(code: u16, retry_after: Option<&str>) -> Answer {
        Answer {
            status: StatusCode::from_u16(code).unwrap(),
            retry_after: retry_after.map(str::to_string),
        }
    }

    #[test]
    fn each_answer_means_sent_gone_later_or_never() {
        let now = 1_800_000_000;
        assert_eq!(outcome(&answer(201, None), now), Pushed::Accepted);
        assert_eq!(outcome(&answer(202, None), now), Pushed::Accepted);
        assert_eq!(outcome(&answer(404, None), now), Pushed::Gone);
        assert_eq!(outcome(&answer(410, None), now), Pushed::Gone);
        assert_eq!(
            outcome(&answer(429, Some("120")), now),
            Pushed::Later("the push service answered 429".into(), Some(120))
        );
        assert_eq!(
            outcome(&answer(503, None), now),
            Pushed::Later("the push service answered 503".into(), None)
        );
        assert!(
            matches!(outcome(&answer(307, None), now), Pushed::Never(why) if why.contains("redirect"))
        );
        assert!(matches!(outcome(&answer(413, None), now), Pushed::Never(_)));
        assert!(matches!(outcome(&answer(403, None), now), Pushed::Never(_)));
    }

    #[test]
    fn retry_after_is_seconds_or_a_date_and_at_most_a_day() {
        let now = chrono::DateTime::parse_from_rfc3339("2026-11-27T10:00:00Z")
            .unwrap()
            .timestamp();
        assert_eq!(retry_after_secs("90", now), Some(90));
        assert_eq!(retry_after_secs(" 0 ", now), Some(0));
        assert_eq!(
            retry_after_secs("Fri, 27 Nov 2026 10:05:00 GMT", now),
            Some(300)
        );
        assert_eq!(
            retry_after_secs("Fri, 27 Nov 2026 09:00:00 GMT", now),
            Some(0)
        );
        assert_eq!(
            retry_after_secs("9999999", now),
            Some(LONGEST_RETRY_AFTER_SECS)
        );
        assert_eq!(retry_after_secs("soon", now), None);
        assert_eq!(retry_after_secs("-5", now), None);
    }

    fn message(body: String) -> Message {
        Message {
            delivery_id: 1,
            notice_id: 42,
            to: None,
            email: None,
            language: Lang::Es,
            kind: NoticeKind::YourWeek,
            text: Text {
                title: "Su semana".into(),
                body,
                link: "/me".into(),
            },
            urgent: false,
            at: 0,
        }
    }

    #[test]
    fn the_payload_carries_the_notice_and_fits_one_push() {
        let short = PushPayload::json(&message("Ana — 6 dic".into()));
        let value: serde_json::Value = serde_json::from_slice(&short).unwrap();
        assert_eq!(
            value,
            serde_json::json!({ "id": 42, "kind": "your_week", "title": "Su semana",
                                "body": "Ana — 6 dic", "link": "/me" })
        );
        let long = PushPayload::json(&message("ñandú ".repeat(2000)));
        assert!(long.len() <= MAX_PAYLOAD, "{}", long.len());
        let value: serde_json::Value = serde_json::from_slice(&long).unwrap();
        let body = value["body"].as_str().unwrap();
        assert!(body.ends_with('…'));
        assert!(body.starts_with("ñandú ñandú"));
        assert!(long.len() > MAX_PAYLOAD - 64, "cut no more than needed");
    }
}
