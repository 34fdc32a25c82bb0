//! The outbox's own runtime (decisions §13, "No one stalls the outbox"): the delivery
//! worker, its couriers and the sign-in links asked for by email run on a thread of their
//! own, so a send's round trips with the relay or a push service never queue behind the
//! site's requests, and the site's never behind them. Its store work runs on its own
//! blocking threads too; the single writer is shared, as every write's is.

use std::sync::Arc;

use super::{CliError, mail};
use crate::club::Club;
use crate::db::Db;
use crate::delivery::Courier;
use crate::domain::language::Lang;
use crate::domain::push::PushAllow;
use crate::http::site::Site;
use crate::mail::MailSettings;

/// Threads for the outbox's store work (a lane's marks and claims, push's reads).
const BLOCKING_THREADS: usize = 4;

/// The outbox's runtime: one worker thread.
pub fn runtime() -> Result<tokio::runtime::Runtime, CliError> {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .max_blocking_threads(BLOCKING_THREADS)
        .thread_name("outbox")
        .enable_all()
        .build()
        .map_err(CliError::from_display)
}

/// What the outbox needs to start.
pub struct Delivery {
    /// The club.
    pub club: Club,
    /// Its store.
    pub db: Db,
    /// The relay's settings and the unsubscribe key, when email is on.
    pub mail: Option<(MailSettings, Vec<u8>)>,
    /// The push services allowed beside public https.
    pub push_allow: PushAllow,
    /// The site's public address.
    pub site: Site,
    /// The language of the admin's notices.
    pub admin_language: Lang,
}

impl Delivery {
    /// Makes the couriers on the outbox's runtime (their connection pools live there) and
    /// starts the worker on it; returns once the club knows its delivery channels.
    pub async fn start(self, outbox: &tokio::runtime::Handle) -> Result<(), CliError> {
        outbox
            .spawn(async move {
                let (mut couriers, admin) = mail::couriers(self.mail)?;
                couriers
                    .extend(push_courier(&self.club, &self.db, self.push_allow, &self.site).await);
                start_delivery(&self.club, &self.db, couriers, admin, self.admin_language);
                Ok::<_, CliError>(())
            })
            .await
            .map_err(CliError::from_display)?
    }
}

/// Starts the delivery worker over `couriers` (one per channel the operator configured) and
/// tells the club which channels to queue deliveries for: members' on every courier's
/// channel, the admin's on `admin` (email once `--admin-email` is set), in `admin_language`.
/// Without couriers notices stay in the app.
fn start_delivery(
    club: &Club,
    db: &Db,
    couriers: Vec<Arc<dyn Courier>>,
    admin: Vec<crate::domain::notices::Channel>,
    admin_language: Lang,
) {
    if couriers.is_empty() {
        return;
    }
    let member: Vec<_> = couriers.iter().map(|c| c.channel()).collect();
    let admin = admin.into_iter().filter(|c| member.contains(c)).collect();
    club.set_delivery_channels(crate::db::notices::Channels { member, admin });
    let clock = club.clock().clone();
    let worker = crate::delivery::Worker::new(db.clone(), couriers).admin_language(admin_language);
    tokio::spawn(worker.run(move || clock.now()));
    tokio::spawn(answer_sign_in_requests(club.clone(), db.outbox_rung()));
}

/// Answers the sign-in links asked for by email as each request commits (the outbox's bell),
/// and every 30 s for what another process wrote (docs/rules.md#members).
async fn answer_sign_in_requests(club: Club, mut rung: tokio::sync::watch::Receiver<u64>) {
    loop {
        match club.answer_sign_in_requests().await {
            Ok(0) => {}
            // A full batch: more may wait.
            Ok(n) if n >= 200 => continue,
            Ok(_) => {}
            Err(err) => tracing::warn!("could not answer the requests for sign-in links: {err}"),
        }
        let _ = tokio::time::timeout(crate::delivery::POLL_EVERY, rung.changed()).await;
    }
}

/// The Web Push courier: always on, as it needs nothing of the operator but the VAPID keys,
/// which are made here at the first start. Endpoints on the origins of `allow` are taken
/// beside public https. Without usable keys the club runs without push, and says so.
async fn push_courier(
    club: &Club,
    db: &Db,
    allow: PushAllow,
    site: &Site,
) -> Option<Arc<dyn Courier>> {
    club.set_push_allow(allow.clone());
    let keys = match club.vapid_keys().await {
        Ok(keys) => keys,
        Err(err) => {
            tracing::warn!("no Web Push: could not read or make the VAPID keys: {err}");
            return None;
        }
    };
    let subject = site.public_origin().map(str::to_string);
    let options = crate::push::PushOptions::new(allow, subject);
    match crate::push::PushCourier::new(db.clone(), &keys, options) {
        Ok(courier) => Some(Arc::new(courier)),
        Err(err) => {
            tracing::warn!("no Web Push: {err}");
            None
        }
    }
}
