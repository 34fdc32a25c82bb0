//! The notices and their outbox (docs/rules.md#notices): a notice per member told (or the
//! admin), a delivery per notice and channel beyond the app, and what each member turned off.
//! Times come from the caller (the club clock), never from SQLite, so tests can move them.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use rusqlite::{Connection, OptionalExtension, Row, params};

use super::{Error, Result};
use crate::domain::ids::PlayerId;
use crate::domain::language::Lang;
use crate::domain::notices::{Channel, Notice, NoticeKind, deliver_at};

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
    Ok(conn
        .query_row(
            "SELECT enabled FROM notice_preferences
              WHERE player_id = ?1 AND kind = ?2 AND channel = ?3",
            params![player.0, kind.as_str(), channel.as_str()],
            |row| row.get::<_, bool>(0),
        )
        .optional()?
        .unwrap_or_else(|| kind.on_by_default(channel)))
}

/// Writes `outgoing` at `now` with a delivery for each of `channels` that may carry it, due at
/// once or when quiet hours end. A timed notice whose unique key was written already is left
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
    let written = conn.execute(
        "INSERT INTO notices (player_id, kind, params, created_at, unique_key, subject)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (unique_key) DO NOTHING",
        params![to, kind, params_json, at, outgoing.unique_key, subject],
    )?;
    if written == 0 {
        return Ok(None);
    }
    let id = conn.last_insert_rowid();
    if let Some(subject) = &subject {
        conn.execute(
            "UPDATE notices SET replaced = 1
              WHERE subject = ?1 AND player_id IS ?2 AND kind = ?3 AND id <> ?4
                AND read_at IS NULL AND NOT replaced",
            params![subject, to, kind, id],
        )?;
    }
    let alone = deliver_at(now, notice.is_urgent());
    let candidates = match outgoing.to {
        Some(_) => &channels.member,
        None => &channels.admin,
    };
    for &channel in candidates {
        // A sign-in link goes by email only (decisions §13): its token is forgotten once that
        // email is accepted or fails for good, so no other channel may race it.
        if notice.kind().as_str() == EMAIL_ONLY && channel != Channel::Email {
            continue;
        }
        // A kind without a switch (a sign-in link, asked for just now) ignores preferences.
        if let Some(player) = outgoing.to
            && !((!notice.kind().is_switchable() || wants(conn, player, notice.kind(), channel)?)
                && reachable(conn, player, channel)?)
        {
            continue;
        }
        let due = match &subject {
            Some(subject) => merged_due(conn, subject, to, kind, channel, at, alone)?,
            None => alone,
        };
        conn.execute(
            "INSERT INTO deliveries (notice_id, channel, created_at, next_attempt_at, due_at)
             VALUES (?1, ?2, ?3, ?4, ?4)",
            params![id, channel.as_str(), at, due],
        )?;
    }
    Ok(Some(id))
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
/// `at`: they are answered, and read (decisions §13).
pub fn answered(conn: &Connection, kind: NoticeKind, subject: &str, at: i64) -> Result<()> {
    conn.execute(
        "UPDATE notices SET answered_at = ?3, read_at = COALESCE(read_at, ?3)
          WHERE subject = ?2 AND kind = ?1 AND answered_at IS NULL",
        params![kind.as_str(), subject, at],
    )?;
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
const EMAIL_ONLY: &str = "sign_in_link";

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
    let (total, unread) = conn.query_row(
        "SELECT count(*), count(*) FILTER (WHERE read_at IS NULL) FROM notices
          WHERE player_id IS ?1 AND kind <> ?2 AND NOT replaced",
        params![to, EMAIL_ONLY],
        |row| Ok((row.get(0)?, row.get(1)?)),
    )?;
    Ok(NoticePage {
        notices,
        total,
        unread,
    })
}

/// How many of `player`'s notices are unread.
pub fn unread(conn: &Connection, player: PlayerId) -> Result<i64> {
    Ok(conn.query_row(
        "SELECT count(*) FROM notices
          WHERE player_id = ?1 AND read_at IS NULL AND kind <> ?2 AND NOT replaced",
        params![player.0, EMAIL_ONLY],
        |row| row.get(0),
    )?)
}

/// One notice of `player`'s, if it is theirs.
pub fn one(conn: &Connection, player: PlayerId, id: i64) -> Result<Option<StoredNotice>> {
    conn.query_row(
        "SELECT id, params, created_at, read_at, answered_at FROM notices
          WHERE id = ?1 AND player_id = ?2 AND kind <> ?3 AND NOT replaced",
        params![id, player.0, EMAIL_ONLY],
        stored,
    )
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
        None => Ok(conn.execute(
            "UPDATE notices SET read_at = ?2 WHERE player_id = ?1 AND read_at IS NULL",
            params![player.0, at],
        )?),
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
    conn.execute(
        "INSERT INTO notice_preferences (player_id, kind, channel, enabled) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (player_id, kind, channel) DO UPDATE SET enabled = excluded.enabled",
        params![player.0, kind.as_str(), channel.as_str(), enabled],
    )?;
    Ok(())
}

/// A delivery the worker claimed, with what it needs to send it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Claimed {
    /// The delivery.
    pub id: i64,
    /// The notice it carries.
    pub notice_id: i64,
    /// Its channel.
    pub channel: Channel,
    /// Tries before this one.
    pub attempts: u32,
    /// When it was written, unix seconds.
    pub created_at: i64,
    /// The member told; none for the admin.
    pub to: Option<PlayerId>,
    /// The member's email, if any.
    pub email: Option<String>,
    /// The member's language (English until they choose).
    pub language: Lang,
    /// What it says.
    pub notice: Notice,
}

/// Which due deliveries one claim may take.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Window {
    /// The channel.
    pub channel: Channel,
    /// At most this many.
    pub limit: usize,
    /// At most this many per member, counting those `busy` holds already; the admin's
    /// notices are not capped.
    pub per_member: usize,
    /// Members with deliveries in flight, and how many.
    pub busy: HashMap<PlayerId, usize>,
}

/// Claims up to `limit` deliveries on `channel` due at `now`, oldest due first, by pushing
/// their next try to `lease_until`: a worker that dies before marking them leaves them due
/// again then. Run it in its own transaction.
pub fn claim(
    conn: &Connection,
    channel: Channel,
    now: i64,
    lease_until: i64,
    limit: usize,
) -> Result<Vec<Claimed>> {
    let window = Window {
        channel,
        limit,
        per_member: limit,
        busy: HashMap::new(),
    };
    claim_window(conn, &window, now, lease_until)
}

/// [`claim`] within `window`: oldest due first, skipping a member's deliveries past the
/// window's cap, so one member's many (or slow) deliveries never fill a lane.
pub fn claim_window(
    conn: &Connection,
    window: &Window,
    now: i64,
    lease_until: i64,
) -> Result<Vec<Claimed>> {
    // The first look numbers only the earliest due deliveries, read in the order of the
    // channel's index, so refilling a lane one place at a time costs the same with 10 or
    // 10,000 queued. Only when members past their cap fill that look (one member with many
    // queued) does the second look number them all.
    let few = window.limit * 4 + window.busy.values().sum::<usize>();
    let rows = match claim_rows(conn, window, now, few as i64)? {
        rows if rows.len() < window.limit => claim_rows(conn, window, now, -1)?,
        rows => rows,
    };
    let mut lease =
        conn.prepare_cached("UPDATE deliveries SET next_attempt_at = ?2 WHERE id = ?1")?;
    let mut claimed = Vec::with_capacity(rows.len());
    for (id, channel, attempts, created_at, to, email, language, json, notice_id) in rows {
        lease.execute(params![id, lease_until])?;
        claimed.push(Claimed {
            id,
            notice_id,
            channel: Channel::parse(&channel)
                .ok_or_else(|| Error::Corrupt(format!("delivery {id}: channel {channel}")))?,
            attempts,
            created_at,
            to: to.map(PlayerId),
            email: email.filter(|e| !e.trim().is_empty()),
            language: Lang::from_code(&language).unwrap_or(Lang::En),
            notice: serde_json::from_str(&json)
                .map_err(|e| Error::Corrupt(format!("delivery {id}: {e}")))?,
        });
    }
    Ok(claimed)
}

/// The claim's statement: `?1` now, `?2` the channel, `?3` the cap per member, `?4` the
/// members busy already (a JSON object), `?5` the limit, `?6` how many due deliveries to look
/// at (`-1`: all). The look reads the channel's index in order and stops there (a guard in
/// `tests/server/query_plans.rs`).
pub const CLAIM: &str = "WITH due AS (
              SELECT d.id, d.next_attempt_at AS due, n.player_id
                FROM deliveries d JOIN notices n ON n.id = d.notice_id
               WHERE d.channel = ?2 AND d.state = 'queued' AND d.next_attempt_at <= ?1
               ORDER BY d.next_attempt_at, d.id LIMIT ?6),
          ranked AS (
              SELECT id, due, player_id,
                     row_number() OVER (PARTITION BY player_id ORDER BY due, id) AS nth
                FROM due)
         SELECT d.id, d.channel, d.attempts, d.created_at, r.player_id, p.email,
                COALESCE(s.language, 'en'), n.params, d.notice_id
           FROM ranked r
           JOIN deliveries d ON d.id = r.id
           JOIN notices n ON n.id = d.notice_id
           LEFT JOIN players p ON p.id = r.player_id
           LEFT JOIN member_settings s ON s.player_id = r.player_id
          WHERE r.player_id IS NULL
             OR r.nth + COALESCE(json_extract(?4, '$.\"' || r.player_id || '\"'), 0) <= ?3
          ORDER BY r.due, r.id LIMIT ?5";

/// One claimed delivery's row: id, channel, attempts, created_at, member, email, language,
/// notice params, notice id.
type ClaimRow = (
    i64,
    String,
    u32,
    i64,
    Option<i64>,
    Option<String>,
    String,
    String,
    i64,
);

/// The rows [`claim_window`] claims, among the first `look` due deliveries (`-1`: all).
fn claim_rows(conn: &Connection, window: &Window, now: i64, look: i64) -> Result<Vec<ClaimRow>> {
    let busy: serde_json::Map<String, serde_json::Value> = window
        .busy
        .iter()
        .map(|(player, n)| (player.0.to_string(), (*n as i64).into()))
        .collect();
    let busy = serde_json::Value::Object(busy).to_string();
    let mut stmt = conn.prepare_cached(CLAIM)?;
    let rows = stmt
        .query_map(
            params![
                now,
                window.channel.as_str(),
                window.per_member as i64,
                busy,
                window.limit as i64,
                look
            ],
            |row| {
                Ok((
                    row.get(0)?,
                    row.get(1)?,
                    row.get(2)?,
                    row.get(3)?,
                    row.get(4)?,
                    row.get(5)?,
                    row.get(6)?,
                    row.get(7)?,
                    row.get(8)?,
                ))
            },
        )?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(rows)
}

/// When the next delivery on `channel` that waits is due, unix seconds (a lease's end
/// included): the worker sleeps until then, or until a commit wakes it.
pub fn next_due(conn: &Connection, channel: Channel) -> Result<Option<i64>> {
    Ok(conn
        .prepare_cached(
            "SELECT min(next_attempt_at) FROM deliveries
              WHERE channel = ?1 AND state = 'queued'",
        )?
        .query_row([channel.as_str()], |row| row.get(0))?)
}

/// What became of one claimed delivery.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// It was sent at this instant.
    Sent(i64),
    /// It failed with this error; it is tried again at the instant given, or never.
    Failed {
        /// The error, as the channel said it.
        error: String,
        /// When to try again; none when it has failed for good.
        retry_at: Option<i64>,
    },
}

/// Longest error kept with a delivery, in characters.
const ERROR_CHARS: usize = 500;

/// Marks a batch of claimed deliveries with what became of them, in one transaction. A sign-in
/// link's secret is forgotten once its email is sent or has failed for good: the store keeps
/// only digests of live links.
pub fn mark(conn: &Connection, outcomes: &[(i64, Outcome)]) -> Result<()> {
    let mut sent = conn.prepare_cached(
        "UPDATE deliveries SET state = 'sent', sent_at = ?2, attempts = attempts + 1,
                last_error = NULL WHERE id = ?1",
    )?;
    let mut forget_link = conn.prepare_cached(
        "UPDATE notices SET params = json_set(params, '$.token', NULL)
          WHERE kind = ?2 AND id = (SELECT notice_id FROM deliveries WHERE id = ?1)",
    )?;
    let mut failed = conn.prepare_cached(
        "UPDATE deliveries SET attempts = attempts + 1, last_error = ?2,
                state = CASE WHEN ?3 IS NULL THEN 'failed' ELSE 'queued' END,
                next_attempt_at = COALESCE(?3, next_attempt_at)
          WHERE id = ?1",
    )?;
    for (id, outcome) in outcomes {
        match outcome {
            Outcome::Sent(at) => {
                sent.execute(params![id, at])?;
                forget_link.execute(params![id, EMAIL_ONLY])?;
            }
            Outcome::Failed { error, retry_at } => {
                let error: String = error.chars().take(ERROR_CHARS).collect();
                failed.execute(params![id, error, retry_at])?;
                if retry_at.is_none() {
                    forget_link.execute(params![id, EMAIL_ONLY])?;
                }
            }
        }
    }
    Ok(())
}

/// Gives claimed deliveries back to the outbox unsent, due again at `at`: a worker that stops
/// lets go of what it holds rather than leave it to the lease. No attempt is counted.
pub fn release(conn: &Connection, ids: &[i64], at: i64) -> Result<()> {
    let mut due = conn.prepare_cached(
        "UPDATE deliveries SET next_attempt_at = ?2 WHERE id = ?1 AND state = 'queued'",
    )?;
    for id in ids {
        due.execute(params![id, at])?;
    }
    Ok(())
}

/// Removes deliveries sent before `delivered_before` and notices written before
/// `notices_before` (their deliveries with them); returns how many rows went.
pub fn purge(conn: &Connection, delivered_before: i64, notices_before: i64) -> Result<usize> {
    let deliveries = conn.execute(
        "DELETE FROM deliveries WHERE state = 'sent' AND sent_at < ?1",
        [delivered_before],
    )?;
    let notices = conn.execute(
        "DELETE FROM notices WHERE created_at < ?1",
        [notices_before],
    )?;
    Ok(deliveries + notices)
}

/// The outbox at a glance, for the console.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DeliverySummary {
    /// Waiting to go out (or to be tried again).
    pub queued: i64,
    /// Sent and not yet purged.
    pub sent: i64,
    /// Failed for good.
    pub failed: i64,
    /// The newest error any delivery met, with its channel and when it was last tried.
    pub last_error: Option<(Channel, String)>,
}

/// The outbox's counts and its newest error.
pub fn summary(conn: &Connection) -> Result<DeliverySummary> {
    let (queued, sent, failed) = conn.query_row(
        "SELECT count(*) FILTER (WHERE state = 'queued'), count(*) FILTER (WHERE state = 'sent'),
                count(*) FILTER (WHERE state = 'failed') FROM deliveries",
        [],
        |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
    )?;
    let last_error = conn
        .query_row(
            "SELECT channel, last_error FROM deliveries WHERE last_error IS NOT NULL
              ORDER BY next_attempt_at DESC, id DESC LIMIT 1",
            [],
            |row| Ok((row.get::<_, String>(0)?, row.get::<_, String>(1)?)),
        )
        .optional()?
        .and_then(|(channel, error)| Some((Channel::parse(&channel)?, error)));
    Ok(DeliverySummary {
        queued,
        sent,
        failed,
        last_error,
    })
}

/// The deliveries of notice `id`: (channel, state, attempts, next try).
pub fn deliveries_of(conn: &Connection, id: i64) -> Result<Vec<(Channel, String, u32, i64)>> {
    let mut stmt = conn.prepare_cached(
        "SELECT channel, state, attempts, next_attempt_at FROM deliveries
          WHERE notice_id = ?1 ORDER BY channel",
    )?;
    let rows = stmt
        .query_map([id], |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, u32>(2)?,
                row.get::<_, i64>(3)?,
            ))
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(rows
        .into_iter()
        .filter_map(|(c, s, a, n)| Some((Channel::parse(&c)?, s, a, n)))
        .collect())
}
