//! The notices and their outbox (docs/rules.md#notices): a notice per member told (or the
//! admin), a delivery per notice and channel beyond the app, and what each member turned off.
//! Times come from the caller (the club clock), never from SQLite, so tests can move them.

use chrono::{DateTime, Utc};
use rusqlite::{Connection, OptionalExtension, Row, params};

mod outbox;

pub use outbox::{
    CLAIM, Claimed, DeliverySummary, Outcome, Window, claim, claim_window, deliveries_of, mark,
    next_due, purge, release, summary,
};

use super::{Error, Result};
use crate::domain::ids::PlayerId;
use crate::domain::notices::{Channel, MemberReach, Notice, NoticeKind, route, wanted};

/// A notice about to be written: to a member, or to the admin (`to: None`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outgoing {
    /// The member told; none for the admin.
    pub to: Option<PlayerId>,
    /// What it says.
    pub notice: Notice,
    /// For a timed notice: its kind, subject and club date, so it is written once only.
    pub unique_key: Option<String>,
}

/// The channels a notice may go out on besides the app, as the operator configured them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Channels {
    /// For members (each also needs their address and their preference on).
    pub member: Vec<Channel>,
    /// For the admin's notices.
    pub admin: Vec<Channel>,
}

/// What [`route`] needs to know of member `player` for a notice of `kind` on `channels`: their
/// stored choices for it, and where they can be reached at all (email needs their address,
/// push a device they allowed).
fn reach(
    conn: &Connection,
    player: PlayerId,
    kind: NoticeKind,
    channels: &[Channel],
) -> Result<MemberReach> {
    let mut member = MemberReach::default();
    for &channel in channels {
        if let Some(on) = choice(conn, player, kind, channel)? {
            member.choices.push((channel, on));
        }
        if reachable(conn, player, channel)? {
            member.reachable.push(channel);
        }
    }
    Ok(member)
}

/// Whether member `player` can be reached on `channel` at all: email needs their address,
/// push a device they allowed.
fn reachable(conn: &Connection, player: PlayerId, channel: Channel) -> Result<bool> {
    match channel {
        Channel::Email => Ok(conn
            .query_row(
                "SELECT COALESCE(length(trim(email)), 0) > 0 FROM players WHERE id = ?1",
                [player.0],
                |row| row.get::<_, bool>(0),
            )
            .optional()?
            .unwrap_or(false)),
        Channel::Push => super::push::has_device(conn, player),
    }
}

/// Whether `player` left `channel` on for `kind`: their choice, or the kind's default
/// ([`NoticeKind::on_by_default`]).
pub fn wants(
    conn: &Connection,
    player: PlayerId,
    kind: NoticeKind,
    channel: Channel,
) -> Result<bool> {
    Ok(wanted(kind, channel, choice(conn, player, kind, channel)?))
}

/// `player`'s stored choice for `kind` on `channel`, if they made one.
fn choice(
    conn: &Connection,
    player: PlayerId,
    kind: NoticeKind,
    channel: Channel,
) -> Result<Option<bool>> {
    Ok(conn
        .query_row(
            "SELECT enabled FROM notice_preferences
              WHERE player_id = ?1 AND kind = ?2 AND channel = ?3",
            params![player.0, kind.as_str(), channel.as_str()],
            |row| row.get::<_, bool>(0),
        )
        .optional()?)
}

/// Writes `outgoing` at `now` with a delivery for each of `channels` that may carry it, due at
/// once or when quiet hours end ([`route`] decides both from what the store knows). A timed notice whose unique key was written already is left
/// out. A notice about a match merges with the earlier ones of its kind about that match to
/// the same reader (docs/rules.md#notices): it replaces the earlier unread one in the app, and
/// its push or email waits for the end of the 10 minutes after the last one, taking the place
/// of one still waiting. Returns the new notice's id, or none.
pub fn insert(
    conn: &Connection,
    now: DateTime<Utc>,
    outgoing: &Outgoing,
    channels: &Channels,
) -> Result<Option<i64>> {
    let notice = &outgoing.notice;
    let params_json =
        serde_json::to_string(notice).map_err(|e| Error::Corrupt(format!("notice: {e}")))?;
    let at = now.timestamp();
    let to = outgoing.to.map(|p| p.0);
    let kind = notice.kind().as_str();
    let subject = notice.subject();
    let written = conn
        .prepare_cached(
            "INSERT INTO notices (player_id, kind, params, created_at, unique_key, subject)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (unique_key) DO NOTHING",
        )?
        .execute(params![
            to,
            kind,
            params_json,
            at,
            outgoing.unique_key,
            subject
        ])?;
    if written == 0 {
        return Ok(None);
    }
    let id = conn.last_insert_rowid();
    if let Some(subject) = &subject {
        conn.prepare_cached(
            "UPDATE notices SET replaced = 1
              WHERE subject = ?1 AND player_id IS ?2 AND kind = ?3 AND id <> ?4
                AND read_at IS NULL AND NOT replaced",
        )?
        .execute(params![subject, to, kind, id])?;
    }
    let member = match outgoing.to {
        Some(player) => Some(reach(conn, player, notice.kind(), &channels.member)?),
        None => None,
    };
    let configured = match outgoing.to {
        Some(_) => &channels.member,
        None => &channels.admin,
    };
    let routing = route(notice, now, configured, member.as_ref());
    for channel in routing.channels {
        let due = match &subject {
            Some(subject) => merged_due(conn, subject, to, kind, channel, at, routing.due)?,
            None => routing.due,
        };
        conn.prepare_cached(
            "INSERT INTO deliveries (notice_id, channel, created_at, next_attempt_at, due_at)
             VALUES (?1, ?2, ?3, ?4, ?4)",
        )?
        .execute(params![id, channel.as_str(), at, due])?;
    }
    Ok(Some(id))
}

/// Copies the admin's notice `id` (just written) to the in-app list of every organizer
/// (docs/rules.md#committee): in the app only, as the email of the admin's notices goes to
/// `--admin-email`. Each copy replaces that organizer's earlier unread one of its kind about
/// its subject, as [`insert`] does. Returns each organizer told, with their copy's id.
pub fn to_organizers(conn: &Connection, id: i64) -> Result<Vec<(PlayerId, i64)>> {
    let organizers = conn
        .prepare_cached(
            "SELECT id FROM players WHERE role = 'organizer' AND status = 'approved' ORDER BY id",
        )?
        .query_map([], |row| row.get::<_, PlayerId>(0))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    let mut told = Vec::with_capacity(organizers.len());
    for organizer in organizers {
        conn.prepare_cached(
            "INSERT INTO notices (player_id, kind, params, created_at, subject)
             SELECT ?2, kind, params, created_at, subject FROM notices WHERE id = ?1",
        )?
        .execute(params![id, organizer])?;
        let copy = conn.last_insert_rowid();
        conn.prepare_cached(
            "UPDATE notices SET replaced = 1
              WHERE player_id = ?1 AND id <> ?2 AND read_at IS NULL AND NOT replaced
                AND (subject, kind) = (SELECT subject, kind FROM notices WHERE id = ?2)",
        )?
        .execute(params![organizer, copy])?;
        told.push((organizer, copy));
    }
    Ok(told)
}

/// When a delivery on `channel` of a notice of `kind` about `subject` to `to` goes out, if it
/// could go alone at `alone` (docs/rules.md#notices). The ones of its kind that still wait
/// (first due after `now`, so never claimed) are dropped: this one carries the latest state
/// at their time.
fn merged_due(
    conn: &Connection,
    subject: &str,
    to: Option<i64>,
    kind: &str,
    channel: Channel,
    now: i64,
    alone: i64,
) -> Result<i64> {
    const OURS: &str = "SELECT d.id FROM deliveries d JOIN notices n ON n.id = d.notice_id
          WHERE n.subject = ?1 AND n.player_id IS ?2 AND n.kind = ?3 AND d.channel = ?4";
    let last_due: Option<i64> = conn.query_row(
        &format!("SELECT max(due_at) FROM deliveries WHERE due_at <= ?5 AND id IN ({OURS})"),
        params![subject, to, kind, channel.as_str(), now],
        |row| row.get(0),
    )?;
    conn.execute(
        &format!(
            "DELETE FROM deliveries WHERE state = 'queued' AND due_at > ?5 AND id IN ({OURS})"
        ),
        params![subject, to, kind, channel.as_str(), now],
    )?;
    Ok(crate::domain::budgets::merged_due(now, alone, last_due))
}

/// A stored notice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredNotice {
    /// Its id.
    pub id: i64,
    /// What it says.
    pub notice: Notice,
    /// When it was written, unix seconds.
    pub created_at: i64,
    /// When the member marked it read.
    pub read_at: Option<i64>,
    /// When the question it asked was answered (a result confirmed, disputed or settled).
    pub answered_at: Option<i64>,
}

type StoredRow = (i64, String, i64, Option<i64>, Option<i64>);

fn stored(row: &Row) -> rusqlite::Result<StoredRow> {
    Ok((
        row.get(0)?,
        row.get(1)?,
        row.get(2)?,
        row.get(3)?,
        row.get(4)?,
    ))
}

fn parsed((id, json, created_at, read_at, answered_at): StoredRow) -> Result<StoredNotice> {
    let notice =
        serde_json::from_str(&json).map_err(|e| Error::Corrupt(format!("notice {id}: {e}")))?;
    Ok(StoredNotice {
        id,
        notice,
        created_at,
        read_at,
        answered_at,
    })
}

/// The question the notices of `kind` about `subject` asked (to whomever) is answered at
/// `at`: they are answered, and read (docs/rules.md#notices).
pub fn answered(conn: &Connection, kind: NoticeKind, subject: &str, at: i64) -> Result<()> {
    conn.prepare_cached(
        "UPDATE notices SET answered_at = ?3, read_at = COALESCE(read_at, ?3)
          WHERE subject = ?2 AND kind = ?1 AND answered_at IS NULL",
    )?
    .execute(params![kind.as_str(), subject, at])?;
    Ok(())
}

/// A page of notices, newest first, with how many there are and how many are unread.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoticePage {
    /// The page.
    pub notices: Vec<StoredNotice>,
    /// How many there are in all.
    pub total: i64,
    /// How many are unread.
    pub unread: i64,
}

/// The kind the in-app list leaves out: a sign-in link goes by email only.
pub(super) const EMAIL_ONLY: &str = "sign_in_link";

/// `player`'s notices (the admin's with `None`), newest first; a sign-in link is not among
/// them.
pub fn page(
    conn: &Connection,
    to: Option<PlayerId>,
    limit: i64,
    offset: i64,
) -> Result<NoticePage> {
    let to = to.map(|p| p.0);
    let mut stmt = conn.prepare_cached(
        "SELECT id, params, created_at, read_at, answered_at FROM notices
          WHERE player_id IS ?1 AND kind <> ?4 AND NOT replaced
          ORDER BY id DESC LIMIT ?2 OFFSET ?3",
    )?;
    let notices = stmt
        .query_map(params![to, limit, offset, EMAIL_ONLY], stored)?
        .collect::<rusqlite::Result<Vec<_>>>()?
        .into_iter()
        .map(parsed)
        .collect::<Result<Vec<_>>>()?;
    let (total, unread) = conn
        .prepare_cached(
            "SELECT count(*), count(*) FILTER (WHERE read_at IS NULL) FROM notices
          WHERE player_id IS ?1 AND kind <> ?2 AND NOT replaced",
        )?
        .query_row(params![to, EMAIL_ONLY], |row| {
            Ok((row.get(0)?, row.get(1)?))
        })?;
    Ok(NoticePage {
        notices,
        total,
        unread,
    })
}

/// How many of `player`'s notices are unread.
pub fn unread(conn: &Connection, player: PlayerId) -> Result<i64> {
    Ok(conn
        .prepare_cached(
            "SELECT count(*) FROM notices
          WHERE player_id = ?1 AND read_at IS NULL AND kind <> ?2 AND NOT replaced",
        )?
        .query_row(params![player.0, EMAIL_ONLY], |row| row.get(0))?)
}

/// One notice of `player`'s, if it is theirs.
pub fn one(conn: &Connection, player: PlayerId, id: i64) -> Result<Option<StoredNotice>> {
    conn.prepare_cached(
        "SELECT id, params, created_at, read_at, answered_at FROM notices
          WHERE id = ?1 AND player_id = ?2 AND kind <> ?3 AND NOT replaced",
    )?
    .query_row(params![id, player.0, EMAIL_ONLY], stored)
    .optional()?
    .map(parsed)
    .transpose()
}

/// Marks `player`'s notices `ids` read at `at`, or all of them without ids; returns how many
/// were unread.
pub fn mark_read(
    conn: &Connection,
    player: PlayerId,
    ids: Option<&[i64]>,
    at: i64,
) -> Result<usize> {
    match ids {
        None => Ok(conn
            .prepare_cached(
                "UPDATE notices SET read_at = ?2 WHERE player_id = ?1 AND read_at IS NULL",
            )?
            .execute(params![player.0, at])?),
        Some(ids) => {
            let mut stmt = conn.prepare_cached(
                "UPDATE notices SET read_at = ?3
                  WHERE id = ?2 AND player_id = ?1 AND read_at IS NULL",
            )?;
            let mut marked = 0;
            for id in ids {
                marked += stmt.execute(params![player.0, id, at])?;
            }
            Ok(marked)
        }
    }
}

/// What `player` turned off or back on: (kind, channel, enabled) for each stored choice.
pub fn preferences(
    conn: &Connection,
    player: PlayerId,
) -> Result<Vec<(NoticeKind, Channel, bool)>> {
    let mut stmt = conn.prepare_cached(
        "SELECT kind, channel, enabled FROM notice_preferences WHERE player_id = ?1",
    )?;
    let rows = stmt
        .query_map([player.0], |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, bool>(2)?,
            ))
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(rows
        .into_iter()
        .filter_map(|(kind, channel, on)| {
            Some((NoticeKind::parse(&kind)?, Channel::parse(&channel)?, on))
        })
        .collect())
}

/// Keeps `player`'s choice for `kind` on `channel`.
pub fn set_preference(
    conn: &Connection,
    player: PlayerId,
    kind: NoticeKind,
    channel: Channel,
    enabled: bool,
) -> Result<()> {
    conn.prepare_cached(
        "INSERT INTO notice_preferences (player_id, kind, channel, enabled) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (player_id, kind, channel) DO UPDATE SET enabled = excluded.enabled",
    )?
    .execute(params![player.0, kind.as_str(), channel.as_str(), enabled])?;
    Ok(())
}
