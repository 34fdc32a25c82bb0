//! Player use cases: the lists and profiles the public and the admin see, add, edit,
//! delete, approve and reject, and pictures. Who may be deleted, approved or rejected is
//! decided here, not in the store.
//!
//! The player records `http` reads and writes ([`PlayerRecord`], [`PlayerStats`],
//! [`AvatarChange`]) are the store's own, re-exported here as the club's read models: `db` defines them, and cannot depend on `club`.

use rusqlite::Connection;

use super::{Audience, Change, ChangeKind, Club, Error, Result};
// Named here too, beside the edit that takes it.
pub use super::player_form::PlayerEditRequest;
use crate::avatar::{self, ProcessedAvatar};
use crate::db::audit;
use crate::db::players::{self, Level, NewPlayer, PlayerChanges, PlayerStatus, Role};
pub use crate::db::players::{AvatarChange, PlayerRecord};
use crate::db::ranking;
pub use crate::db::ranking::PlayerStats;
use crate::db::sessions;
use crate::domain::actor::{Actor, Console};
use crate::domain::ids::PlayerId;
use crate::domain::season::Season;

/// Applies an edit to a player.
pub fn update(tx: &Connection, id: PlayerId, changes: &PlayerChanges) -> Result<()> {
    if players::update(tx, id, changes)? {
        Ok(())
    } else {
        Err(Error::not_found("player_not_found", "Player"))
    }
}

/// Deletes a player who has never been part of a tournament or a league match: their
/// results count for other players.
pub fn delete(tx: &Connection, id: PlayerId) -> Result<()> {
    let Some(player) = players::get(tx, id)? else {
        return Err(Error::not_found("player_not_found", "Player"));
    };
    let (in_tournaments, in_league) = players::participation(tx, id)?;
    if in_tournaments > 0 || in_league > 0 {
        return Err(Error::conflict(
            "player_has_results",
            format!(
                "{} cannot be deleted: they are part of {} and their results count for other \
                 players. Remove them from those first.",
                player.name,
                match (in_tournaments > 0, in_league > 0) {
                    (true, true) => "a tournament and the league",
                    (true, false) => "a tournament",
                    _ => "league matches",
                }
            ),
        ));
    }
    Ok(players::delete(tx, id)?)
}

/// Lets a pending registration into the club; unless `allow_duplicate`, not under a name
/// that another player already goes by ([`check_name_unique`]).
pub fn approve(tx: &Connection, id: PlayerId, allow_duplicate: bool) -> Result<()> {
    let player = pending(tx, id, "approved")?;
    if !allow_duplicate {
        check_name_unique(tx, &player.name, Some(id))?;
    }
    Ok(players::approve(tx, id)?)
}

/// Refuses `name` with 409 `name_duplicate` when it is the same to a reader as another
/// player's name (case, accents and look-alike letters aside; `domain::names::same_name`),
/// pending players included; `except` is the player being renamed or approved. The error's
/// `fields.name.params.players` lists those players (`[{id, name}]`), so the admin's
/// warning can name them before they save anyway (docs/api.md#players).
pub fn check_name_unique(conn: &Connection, name: &str, except: Option<PlayerId>) -> Result<()> {
    let everyone = players::names(conn)?;
    let others = everyone
        .iter()
        .filter(|(id, _)| Some(*id) != except)
        .map(|(id, other)| (*id, other.as_str()));
    let same = crate::domain::names::same_names(name, others);
    if same.is_empty() {
        return Ok(());
    }
    let listed: Vec<String> = same
        .iter()
        .map(|(id, other)| format!("{other} (#{id})"))
        .collect();
    let players: Vec<serde_json::Value> = same
        .iter()
        .map(|(id, other)| serde_json::json!({ "id": id, "name": other }))
        .collect();
    Err(Error::conflict_in(
        "name",
        "name_duplicate",
        format!(
            "Another player has the same name: {}. Send allowDuplicateName: true to save it \
             anyway.",
            listed.join(", ")
        ),
        serde_json::json!({ "players": players }),
    ))
}

/// Deletes a pending registration (an approved player is deleted, not rejected).
pub fn reject(tx: &Connection, id: PlayerId) -> Result<()> {
    pending(tx, id, "rejected")?;
    Ok(players::delete(tx, id)?)
}

/// Whether `id` is a pending registration: what happens to it is the admin's business.
fn is_pending(conn: &Connection, id: PlayerId) -> Result<bool> {
    Ok(players::get(conn, id)?.is_some_and(|p| p.status == PlayerStatus::Pending))
}

/// The pending registration `id`.
fn pending(conn: &Connection, id: PlayerId, verb: &str) -> Result<PlayerRecord> {
    match players::get(conn, id)? {
        None => Err(Error::not_found("player_not_found", "Player")),
        Some(p) if p.status != PlayerStatus::Pending => Err(Error::conflict(
            "player_not_pending",
            format!(
                "{} is not a pending registration, so they cannot be {verb}.",
                p.name
            ),
        )),
        Some(p) => Ok(p),
    }
}

/// The audit trail's record of the admin setting a player's level (docs/rules.md#level-and-fee).
fn level_record(
    by: Console,
    id: PlayerId,
    before: Option<Level>,
    after: Option<Level>,
) -> audit::Record {
    let level = |level: Option<Level>| serde_json::json!({ "level": level.map(Level::as_str) });
    audit::Record {
        actor: Actor::Admin(by),
        action: "level_set",
        subject: audit::subject("player", id),
        before: Some(level(before)),
        after: Some(level(after)),
    }
}

/// A player with the numbers every player answer shows.
#[derive(Debug, Clone)]
pub struct PlayerView {
    /// The stored player.
    pub record: PlayerRecord,
    /// Their ranking total and match counts.
    pub stats: PlayerStats,
}

/// A player's picture: its content hash, the JPEG, and whether the public may see it.
#[derive(Debug, Clone)]
pub struct Picture {
    /// The content hash (the picture's version).
    pub hash: String,
    /// The JPEG bytes.
    pub jpeg: Vec<u8>,
    /// An approved player's picture is public; a pending one's is the admin's alone.
    pub public: bool,
}

pub(super) fn view(
    conn: &Connection,
    id: PlayerId,
    audience: Audience,
    season: Season,
) -> Result<PlayerView> {
    let record = players::get(conn, id)?
        .filter(|p| audience == Audience::Admin || p.status == PlayerStatus::Approved)
        .ok_or_else(|| Error::not_found("player_not_found", "Player"))?;
    let stats = crate::db::totals::player_stats(conn, id, season)?;
    Ok(PlayerView { record, stats })
}

/// Avatars decoded at once. Decoding takes up to 48 MB and a core for a moment; one at a
/// time bounds memory and leaves the other blocking threads to the database.
static AVATAR_DECODES: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(1);

/// Processes an uploaded avatar on a blocking thread (decoding images is CPU work), one
/// upload at a time.
pub async fn process_avatar(data_url: String) -> Result<ProcessedAvatar> {
    let _permit = AVATAR_DECODES.acquire().await.map_err(Error::internal)?;
    let processed = tokio::task::spawn_blocking(move || avatar::process(&data_url))
        .await
        .map_err(Error::internal)?;
    Ok(processed?)
}

impl Club {
    /// Approved players by name with their numbers in `season`; the admin also gets pending
    /// ones, first.
    pub async fn players(&self, audience: Audience, season: Season) -> Result<Vec<PlayerView>> {
        self.read(move |conn| {
            let records = players::list(conn, audience == Audience::Admin)?;
            let stats = ranking::stats(conn, season)?;
            Ok(records
                .into_iter()
                .map(|record| {
                    let stats = stats.get(&record.id).copied().unwrap_or_default();
                    PlayerView { record, stats }
                })
                .collect())
        })
        .await
    }

    /// One player with their numbers in `season`; a pending one only for the admin.
    pub async fn player(
        &self,
        id: PlayerId,
        audience: Audience,
        season: Season,
    ) -> Result<PlayerView> {
        self.read(move |conn| view(conn, id, audience, season))
            .await
    }

    /// The admin adds an approved player; unless `allow_duplicate_name`, not under a name
    /// another player goes by ([`check_name_unique`]).
    pub async fn add_player(
        &self,
        by: Console,
        player: NewPlayer,
        avatar: Option<ProcessedAvatar>,
        allow_duplicate_name: bool,
    ) -> Result<PlayerView> {
        let season = self.clock().season();
        self.apply(move |tx| {
            if !allow_duplicate_name {
                check_name_unique(tx, &player.name, None)?;
            }
            let id = players::create(tx, &player, avatar.as_ref())?;
            let mut change = Change::new(ChangeKind::PlayerAdded).players([id]);
            if player.level.is_some() {
                change = change.audited(level_record(by, id, None, player.level));
            }
            Ok((view(tx, id, Audience::Admin, season)?, change))
        })
        .await
    }

    /// Changes a player. A new total for a season is stored as an adjustment in that season
    /// equal to the difference from the derived total, so the total stays traceable
    /// (docs/rules.md#points).
    /// An organizer's console (`by`) changes no email, phone or total: 403
    /// `password_admin_only` when one differs from what is stored (docs/rules.md#committee).
    pub async fn edit_player(
        &self,
        by: Console,
        id: PlayerId,
        edit: PlayerEditRequest,
    ) -> Result<PlayerView> {
        let by_organizer = matches!(by, Console::Organizer(_));
        let Some(year) = edit.season.as_year() else {
            return Err(Error::invalid(
                "adjustmentSeason",
                "season_invalid",
                "Points are adjusted in one season, such as 2025",
            ));
        };
        self.apply(move |tx| {
            if by_organizer && let Some(current) = players::get(tx, id)? {
                let total_now = ranking::stats(tx, edit.season)?
                    .get(&id)
                    .map_or(0, |s| s.total_points);
                super::committee::organizer_may_edit(
                    &current,
                    &edit.changes,
                    edit.total_points,
                    total_now,
                )?;
            }
            let level_before = players::get(tx, id)?.map(|p| p.level);
            let pending = is_pending(tx, id)?;
            if let Some(name) = &edit.changes.name
                && !edit.allow_duplicate_name
            {
                let Some(current) = players::get(tx, id)? else {
                    return Err(Error::not_found("player_not_found", "Player"));
                };
                // A name sent back unchanged is no rename: a player saved under a duplicate
                // name keeps being editable without the warning each time.
                if *name != current.name {
                    check_name_unique(tx, name, Some(id))?;
                }
            }
            update(tx, id, &edit.changes)?;
            if let Some(wanted) = edit.total_points {
                let current = ranking::stats(tx, edit.season)?
                    .get(&id)
                    .map_or(0, |s| s.total_points);
                players::adjust_points(tx, id, year, wanted - current, edit.reason.as_deref())?;
                // The answer shows the new total.
                crate::db::totals::refresh(tx, [id])?;
            }
            let mut change = Change::new(ChangeKind::PlayerEdited)
                .players([id])
                .of_pending(pending);
            if let (Some(before), Some(after)) = (level_before, edit.changes.level)
                && before != after
            {
                change = change.audited(level_record(by, id, before, after));
            }
            Ok((view(tx, id, Audience::Admin, edit.season)?, change))
        })
        .await
    }

    /// Deletes a player whose results count for nobody; their member sessions and unused
    /// sign-in links end with them.
    pub async fn delete_player(&self, by: Console, id: PlayerId) -> Result<()> {
        self.apply(move |tx| {
            let pending = is_pending(tx, id)?;
            let ended = super::members::end_everything_of(tx, by, id, "player_deleted")?;
            delete(tx, id)?;
            let mut change = Change::new(ChangeKind::PlayerDeleted)
                .players([id])
                .of_pending(pending);
            if let Some(record) = ended {
                change = change.audited(record);
            }
            Ok(((), change))
        })
        .await?;
        self.sessions_ended(super::members::SessionsEnded::AllOf(id));
        Ok(())
    }

    /// Lets a pending registration into the club; unless `allow_duplicate_name`, not under a
    /// name another player goes by ([`check_name_unique`]).
    pub async fn approve_player(
        &self,
        id: PlayerId,
        allow_duplicate_name: bool,
    ) -> Result<PlayerView> {
        let season = self.clock().season();
        self.apply(move |tx| {
            approve(tx, id, allow_duplicate_name)?;
            let change = Change::new(ChangeKind::PlayerApproved)
                .players([id])
                .notify(super::notices::approved(id));
            Ok((view(tx, id, Audience::Admin, season)?, change))
        })
        .await
    }

    /// Rejects a pending registration: it is deleted, and the session its signup started
    /// ends.
    pub async fn reject_player(&self, by: Console, id: PlayerId) -> Result<()> {
        self.apply(move |tx| {
            pending(tx, id, "rejected")?;
            let ended = super::members::end_everything_of(tx, by, id, "player_rejected")?;
            reject(tx, id)?;
            let mut change = Change::new(ChangeKind::PlayerRejected).players([id]);
            if let Some(record) = ended {
                change = change.audited(record);
            }
            Ok(((), change))
        })
        .await?;
        self.sessions_ended(super::members::SessionsEnded::AllOf(id));
        Ok(())
    }

    /// Gives the approved player `id` the role `role` (the password's admin alone: the web
    /// checks who asks); 404 `player_not_found`, 409 `player_pending` for a registration
    /// not yet approved. A role that changes is written to the audit trail, with the admin
    /// as its actor; the same role again writes nothing. Taking the role away ends their
    /// console sessions at once.
    pub async fn set_player_role(&self, id: PlayerId, role: Role) -> Result<PlayerView> {
        let season = self.clock().season();
        let now = self.clock().now().timestamp();
        let ended = self
            .write(move |tx| {
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
                let mut ended = Vec::new();
                if found.role != role {
                    players::set_role(tx, id, role)?;
                    if role == Role::Member {
                        ended = sessions::delete_of_player(tx, id)?;
                    }
                    let record = audit::Record {
                        actor: Actor::ADMIN,
                        action: "role_set",
                        subject: audit::subject("player", id),
                        before: Some(serde_json::json!({ "role": found.role.as_str() })),
                        after: Some(serde_json::json!({ "role": role.as_str() })),
                    };
                    audit::insert(tx, now, &record)?;
                }
                Ok((view(tx, id, Audience::Admin, season)?, ended))
            })
            .await?;
        self.forget_sessions(ended.1).await?;
        Ok(ended.0)
    }

    /// A player's picture, if `audience` may see it.
    pub async fn picture(&self, id: PlayerId, audience: Audience) -> Result<Picture> {
        let found = self
            .read(move |conn| Ok(players::avatar(conn, id)?))
            .await?;
        match found {
            Some((hash, jpeg, status))
                if status == PlayerStatus::Approved || audience == Audience::Admin =>
            {
                Ok(Picture {
                    hash,
                    jpeg,
                    public: status == PlayerStatus::Approved,
                })
            }
            _ => Err(Error::not_found("avatar_not_found", "Avatar")),
        }
    }
}
