//! The club's audit trail: one row per audited change, saying who made it, when, what they
//! did and to what, and the subject's changed fields before and after. Written in the
//! change's own transaction (through `Club::apply`), read by the admin alone. The league keeps
//! its own, older history (`league_history`), with client addresses that this trail never
//! holds.

use rusqlite::{Connection, Row, params};
use serde_json::Value;

use super::{Error, Result};
use crate::domain::actor::{Actor, Console, Unlock};
use crate::domain::ids::PlayerId;

/// The stored kind and reference of `actor`: `admin` (the password's), `organizer` (an
/// organizer's console, by the player's id), `league` (by the unlock's id, never its
/// address), `member` (by the player's id) or `club` (its clock). A visitor changes nothing
/// the trail keeps.
fn stored(actor: &Actor) -> Result<(&'static str, Option<String>)> {
    Ok(match actor {
        Actor::Admin(Console::Password) => ("admin", None),
        Actor::Admin(Console::Organizer(player)) => ("organizer", Some(player.to_string())),
        Actor::LeaguePassword(unlock) => ("league", Some(unlock.session_id.clone())),
        Actor::Member(player) => ("member", Some(player.to_string())),
        Actor::Clock => ("club", None),
        Actor::Visitor => return Err(Error::Corrupt("a visitor changes nothing".into())),
    })
}

/// Reads a stored kind and reference back; `None` for a row this program cannot read. A
/// league unlock's address is never in the trail.
fn read(kind: &str, reference: Option<String>) -> Option<Actor> {
    match (kind, reference) {
        ("admin", _) => Some(Actor::ADMIN),
        ("organizer", Some(player)) => player
            .parse()
            .ok()
            .map(|id| Actor::Admin(Console::Organizer(PlayerId(id)))),
        ("club", _) => Some(Actor::Clock),
        ("league", Some(session_id)) => Some(Actor::LeaguePassword(Unlock {
            session_id,
            address: None,
        })),
        ("member", Some(player)) => player.parse().ok().map(|id| Actor::Member(PlayerId(id))),
        _ => None,
    }
}

/// What a subject of the trail is: `player:12`, `season:2026`.
pub fn subject(kind: &str, id: impl std::fmt::Display) -> String {
    format!("{kind}:{id}")
}

/// Whether `text` could name a subject: a lowercase kind, a colon, and an id of letters,
/// digits, `-` or `_`, at most 64 characters in all.
pub fn is_subject(text: &str) -> bool {
    text.len() <= 64
        && text.split_once(':').is_some_and(|(kind, id)| {
            !kind.is_empty()
                && kind.bytes().all(|b| b.is_ascii_lowercase() || b == b'_')
                && !id.is_empty()
                && id
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        })
}

/// An audited change, as a write describes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// Who made it.
    pub actor: Actor,
    /// What was done, in snake_case: `fee_paid`, `level_set`.
    pub action: &'static str,
    /// What it was done to: see [`subject`].
    pub subject: String,
    /// The subject's changed fields before; none where there was nothing.
    pub before: Option<Value>,
    /// The subject's changed fields after; none where nothing is left.
    pub after: Option<Value>,
}

/// A row of the trail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// Its id; later changes have larger ids.
    pub id: i64,
    /// When, unix seconds.
    pub at: i64,
    /// The change.
    pub record: StoredRecord,
}

/// A change as the trail keeps it: like [`Record`], its action read back as text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredRecord {
    /// Who made it.
    pub actor: Actor,
    /// The organizer's name when it was made; none for anyone else.
    pub actor_name: Option<String>,
    /// What was done.
    pub action: String,
    /// What it was done to.
    pub subject: String,
    /// The subject's changed fields before.
    pub before: Option<Value>,
    /// The subject's changed fields after.
    pub after: Option<Value>,
}

/// Adds a row made at `at` (unix seconds). An organizer's row keeps their name as it is now.
pub fn insert(conn: &Connection, at: i64, record: &Record) -> Result<i64> {
    let (actor, reference) = stored(&record.actor)?;
    let json = |value: &Option<Value>| value.as_ref().map(Value::to_string);
    conn.prepare_cached(
        "INSERT INTO audit_trail (at, actor, actor_ref, action, subject, before_json, after_json,
                                  actor_name)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7,
                 CASE WHEN ?2 = 'organizer'
                      THEN (SELECT name FROM players WHERE id = CAST(?3 AS INTEGER)) END)",
    )?
    .execute(params![
        at,
        actor,
        reference,
        record.action,
        record.subject,
        json(&record.before),
        json(&record.after),
    ])?;
    Ok(conn.last_insert_rowid())
}

fn from_row(row: &Row<'_>) -> rusqlite::Result<Entry> {
    let json = |i: usize| -> rusqlite::Result<Option<Value>> {
        row.get::<_, Option<String>>(i)?
            .map(|text| {
                serde_json::from_str(&text).map_err(|e| {
                    rusqlite::Error::FromSqlConversionFailure(
                        i,
                        rusqlite::types::Type::Text,
                        Box::new(e),
                    )
                })
            })
            .transpose()
    };
    let kind: String = row.get(2)?;
    let actor = read(&kind, row.get(3)?).ok_or_else(|| {
        rusqlite::Error::FromSqlConversionFailure(
            2,
            rusqlite::types::Type::Text,
            Box::new(Error::Corrupt(format!("unknown audit actor {kind:?}"))),
        )
    })?;
    Ok(Entry {
        id: row.get(0)?,
        at: row.get(1)?,
        record: StoredRecord {
            actor,
            actor_name: row.get(8)?,
            action: row.get(4)?,
            subject: row.get(5)?,
            before: json(6)?,
            after: json(7)?,
        },
    })
}

/// How many of `actions` `actor` made on `subject` since the club (the console or a timer) last
/// acted on it, and since `since` (unix seconds). The league password counts as one actor,
/// whichever unlock it was typed in (docs/rules.md#budgets).
pub fn count_since_club(
    conn: &Connection,
    subject: &str,
    actor: &Actor,
    actions: &[&str],
    since: i64,
) -> Result<i64> {
    let actions = serde_json::to_string(actions).map_err(|e| Error::Corrupt(e.to_string()))?;
    let (kind, reference) = stored(actor)?;
    let reference = match actor {
        Actor::LeaguePassword(_) => None,
        _ => reference,
    };
    let mut stmt = conn.prepare_cached(
        "SELECT count(*) FROM audit_trail
          WHERE subject = ?1 AND actor = ?2 AND (?3 IS NULL OR actor_ref = ?3)
            AND action IN (SELECT value FROM json_each(?4)) AND at >= ?5
            AND id > COALESCE((SELECT max(id) FROM audit_trail
                                WHERE subject = ?1
                                  AND actor IN ('admin', 'organizer', 'club')), 0)",
    )?;
    Ok(
        stmt.query_row(params![subject, kind, reference, actions, since], |row| {
            row.get(0)
        })?,
    )
}

/// The latest rows, newest first, of one subject or (with `None`) of all, a page at a time,
/// and how many there are in all.
pub fn recent(
    conn: &Connection,
    subject: Option<&str>,
    limit: i64,
    offset: i64,
) -> Result<(Vec<Entry>, i64)> {
    // One subject's rows through its index; all of them newest first, a page at a time.
    let (count, page) = match subject {
        Some(_) => (
            "SELECT COUNT(*) FROM audit_trail WHERE subject = ?1",
            "SELECT id, at, actor, actor_ref, action, subject, before_json, after_json, actor_name
             FROM audit_trail WHERE subject = ?1 ORDER BY id DESC LIMIT ?2 OFFSET ?3",
        ),
        None => (
            "SELECT COUNT(*) FROM audit_trail WHERE ?1 IS NULL",
            "SELECT id, at, actor, actor_ref, action, subject, before_json, after_json, actor_name
             FROM audit_trail ORDER BY id DESC LIMIT ?2 OFFSET ?3",
        ),
    };
    let total = conn
        .prepare_cached(count)?
        .query_row([subject], |r| r.get(0))?;
    let rows = conn
        .prepare_cached(page)?
        .query_map(params![subject, limit, offset], from_row)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok((rows, total))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subjects_are_a_kind_and_an_id() {
        assert_eq!(subject("player", PlayerId(12)), "player:12");
        for good in ["player:12", "season:2026", "league_match:3"] {
            assert!(is_subject(good), "{good}");
        }
        for bad in [
            "",
            "player",
            "player:",
            ":12",
            "Player:12",
            "player:1 2",
            "player:12;--",
            &format!("player:{}", "9".repeat(60)),
        ] {
            assert!(!is_subject(bad), "{bad}");
        }
    }

    #[test]
    fn actors_read_back_as_written() {
        for actor in [
            Actor::ADMIN,
            Actor::Admin(Console::Organizer(PlayerId(3))),
            Actor::Clock,
            Actor::LeaguePassword(Unlock {
                session_id: "0123456789abcdef".into(),
                address: None,
            }),
            Actor::Member(PlayerId(7)),
        ] {
            let (kind, reference) = stored(&actor).unwrap();
            assert_eq!(read(kind, reference), Some(actor));
        }
        // The trail keeps an unlock's id, never its address.
        let unlock = Unlock::new("0123456789abcdef0123", Some([192, 0, 2, 7].into()));
        let (kind, reference) = stored(&Actor::LeaguePassword(unlock)).unwrap();
        assert_eq!(
            (kind, reference.as_deref()),
            ("league", Some("0123456789abcdef"))
        );
        assert!(stored(&Actor::Visitor).is_err());
        assert_eq!(read("league", None), None);
        assert_eq!(read("visitor", None), None);
    }
}
