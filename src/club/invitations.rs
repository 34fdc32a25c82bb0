//! Invitation links (docs/rules.md#permissions): the admin creates and revokes them; anyone
//! holding a live link may sign up once per registration, and waits for approval.
//!
//! The links the admin lists ([`InvitationRecord`]) are the store's own records, re-exported here as the club's read models: `db` defines them, and cannot depend on `club`.

use std::time::Duration;

use base64::Engine;
use rand::Rng;

use super::clock::WallClock;
use super::members::{self, SessionStart};
use super::{Change, ChangeKind, Club, Error, Result};
use crate::avatar::ProcessedAvatar;
use crate::db::invitations;
pub use crate::db::invitations::InvitationRecord;
use crate::db::players::{self, NewPlayer, PlayerStatus};
use crate::domain::ids::PlayerId;
use crate::passwords::token_digest;

/// A link works for a week (docs/rules.md#permissions).
pub const LIFETIME: Duration = Duration::from_secs(7 * 24 * 3600);
/// How many of a token's first characters the admin's list shows.
const HINT_CHARS: usize = 4;

/// A new link: the only time its token is known outside the holder's hands.
#[derive(Debug, Clone)]
pub struct NewInvitation {
    /// The invitation's id.
    pub id: i64,
    /// The secret token that goes into the link.
    pub token: String,
    /// When it stops working, unix seconds.
    pub expires_at: i64,
}

/// A fresh random 128-bit token, URL-safe: the link's secret.
fn new_invite_token() -> String {
    let mut bytes = [0u8; 16];
    rand::rng().fill(&mut bytes);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

impl Club {
    /// Creates an invitation link that works for [`LIFETIME`]. The store keeps only the
    /// token's digest.
    pub async fn create_invitation(&self) -> Result<NewInvitation> {
        let token = new_invite_token();
        let digest = token_digest(&token);
        let hint: String = token.chars().take(HINT_CHARS).collect();
        let now = WallClock::unix_secs();
        let expires_at = now + LIFETIME.as_secs() as i64;
        let id = self
            .apply(move |tx| {
                let id = invitations::create(tx, &digest, &hint, now, expires_at)?;
                Ok((id, Change::new(ChangeKind::InvitationCreated)))
            })
            .await?;
        Ok(NewInvitation {
            id,
            token,
            expires_at,
        })
    }

    /// The links that still work.
    pub async fn live_invitations(&self) -> Result<Vec<InvitationRecord>> {
        let now = WallClock::unix_secs();
        self.read(move |conn| Ok(invitations::list_live(conn, now)?))
            .await
    }

    /// Revokes a link: it stops working at once.
    pub async fn revoke_invitation(&self, id: i64) -> Result<()> {
        let now = WallClock::unix_secs();
        self.apply(move |tx| {
            if invitations::revoke(tx, id, now)? {
                Ok(((), Change::new(ChangeKind::InvitationRevoked)))
            } else {
                Err(Error::not_found("invitation_not_found", "Invitation"))
            }
        })
        .await
    }

    /// When the link with `token` stops working, or `None` when it does not work.
    pub async fn live_invitation(&self, token: &str) -> Result<Option<i64>> {
        let digest = token_digest(token);
        let now = WallClock::unix_secs();
        let live = self
            .read(move |conn| Ok(invitations::find_live(conn, &digest, now)?))
            .await?;
        Ok(live.map(|(_, expires_at)| expires_at))
    }

    /// Registers a pending player through the link with `token`, and signs the browser that
    /// signed up in as that player (`session`; docs/rules.md#members): approval makes it a
    /// member's session, rejection ends it. `None` when the link does not work (it is looked
    /// up inside the write: the admin may have revoked it meanwhile).
    pub async fn sign_up(
        &self,
        token: &str,
        player: NewPlayer,
        avatar: Option<ProcessedAvatar>,
        session: SessionStart,
    ) -> Result<Option<PlayerId>> {
        let digest = token_digest(token);
        let now = WallClock::unix_secs();
        let started = self.clock().now();
        self.apply(move |tx| {
            let Some((invitation_id, _)) = invitations::find_live(tx, &digest, now)? else {
                return Err(Error::not_found("invalid_invitation", "Invitation"));
            };
            let id = players::insert(
                tx,
                &player,
                PlayerStatus::Pending,
                Some(invitation_id),
                avatar.as_ref(),
            )?;
            let (_, signed_in) = members::start_session(tx, id, &session, started, "signup")?;
            Ok((
                Some(id),
                Change::new(ChangeKind::PlayerSignedUp)
                    .players([id])
                    .audited(signed_in)
                    .notify(super::notices::signup_waiting(id, &player.name)),
            ))
        })
        .await
        .or_else(|error| match error {
            Error::NotFound {
                code: "invalid_invitation",
                ..
            } => Ok(None),
            other => Err(other),
        })
    }
}
