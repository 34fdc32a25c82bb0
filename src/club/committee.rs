//! The committee (docs/rules.md#committee): the admin (the password) makes approved members
//! organizers, and takes the role back. Every grant and removal is in the audit trail.

use serde_json::json;

use super::players::{PlayerView, view};
use super::{Audience, Club, Error, Result};
use crate::db::audit;
use crate::db::players::{self, PlayerStatus, Role};
use crate::domain::actor::Actor;
use crate::domain::ids::PlayerId;

/// Reads a role as a request names it: 422 `role_required` without one, `role_unknown` for
/// anything but `member` or `organizer`.
pub fn parse_role(role: Option<&str>) -> Result<Role> {
    let Some(text) = role else {
        return Err(Error::invalid(
            "role",
            "role_required",
            "Say which role: member or organizer.",
        ));
    };
    Role::parse(text)
        .ok_or_else(|| Error::invalid("role", "role_unknown", "A role is `member` or `organizer`."))
}

impl Club {
    /// Gives the approved player `id` the role `role` (the password's admin alone: the web
    /// checks who asks); 404 `player_not_found`, 409 `player_pending` for a registration
    /// not yet approved. A role that changes is written to the audit trail, with the admin
    /// as its actor; the same role again writes nothing.
    pub async fn set_player_role(&self, id: PlayerId, role: Role) -> Result<PlayerView> {
        let season = self.clock().season();
        let now = self.clock().now().timestamp();
        self.write(move |tx| {
            let Some(found) = players::get(tx, id)? else {
                return Err(Error::not_found("player_not_found", "Player"));
            };
            if found.status == PlayerStatus::Pending {
                return Err(Error::conflict(
                    "player_pending",
                    format!(
                        "{} is a pending registration: approve them first.",
                        found.name
                    ),
                ));
            }
            if found.role != role {
                players::set_role(tx, id, role)?;
                let record = audit::Record {
                    actor: Actor::Admin,
                    action: "role_set",
                    subject: audit::subject("player", id),
                    before: Some(json!({ "role": found.role.as_str() })),
                    after: Some(json!({ "role": role.as_str() })),
                };
                audit::insert(tx, now, &record)?;
            }
            view(tx, id, Audience::Admin, season)
        })
        .await
    }
}
