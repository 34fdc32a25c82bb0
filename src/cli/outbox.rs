//! The outbox's wiring: the couriers the operator configured, made on the outbox's own
//! runtime (`crate::jobs::outbox`), where their connection pools live, and handed to the
//! jobs room, which runs delivery there.

use std::sync::Arc;

use super::{CliError, mail};
use crate::club::Club;
use crate::db::Db;
use crate::domain::language::Lang;
use crate::domain::push::PushAllow;
use crate::http::site::Site;
use crate::jobs::Jobs;
use crate::jobs::delivery::Courier;
use crate::mail::MailSettings;

/// The outbox's runtime: one worker thread.
pub fn runtime() -> Result<tokio::runtime::Runtime, CliError> {
    crate::jobs::outbox::runtime().map_err(CliError::from_display)
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
    /// starts delivery on it among `jobs`; returns once the club knows its delivery channels.
    pub async fn start(
        self,
        outbox: &tokio::runtime::Handle,
        jobs: &mut Jobs,
    ) -> Result<(), CliError> {
        let (club, db, site, push_allow) = (self.club, self.db, self.site, self.push_allow);
        let mail = self.mail;
        let (couriers, admin, club, db) = outbox
            .spawn(async move {
                let (mut couriers, admin) = mail::couriers(mail)?;
                couriers.extend(push_courier(&club, &db, push_allow, &site).await);
                Ok::<_, CliError>((couriers, admin, club, db))
            })
            .await
            .map_err(CliError::from_display)??;
        jobs.start_delivery(outbox, &club, &db, couriers, admin, self.admin_language);
        Ok(())
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
