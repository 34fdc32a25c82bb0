//! The league is accountable (docs/rules.md#permissions): every league write leaves an entry
//! in its history (who, when, the match before and after), which only the admin reads; a
//! league unlock may correct a score only for a while and create only so many matches a day;
//! and the client addresses in the history are erased once they are 90 days old.

use std::net::IpAddr;

use rusqlite::Connection;

use super::{Club, Error, Result};
use crate::db::league::LeagueRow;
use crate::db::league_history::{self, Action, Actor, Creator, Entry, MatchState};
use crate::domain::ids::LeagueMatchId;

/// How long after a score was first recorded a league unlock may still correct it: 3 days.
pub const CORRECTION_WINDOW_SECS: i64 = 3 * 24 * 3600;
/// How many matches one league unlock, and one client address, may create in a day.
pub const DAILY_CREATIONS: usize = 20;
/// The day of [`DAILY_CREATIONS`]: the last 24 hours, whatever the time.
pub const DAILY_WINDOW_SECS: i64 = 24 * 3600;
/// How long a client address stays in the history: 90 days.
pub const ADDRESS_KEPT_SECS: i64 = 90 * 24 * 3600;

/// The default page of the recent changes.
pub const DEFAULT_RECENT: i64 = 50;
/// The largest page of the recent changes.
pub const MAX_RECENT: i64 = 200;

/// A league unlock acting: which one, and from where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unlock {
    /// The unlock's id in the history: the first 16 hex digits of the SHA-256 of its token.
    pub session_id: String,
    /// The client's address, when known.
    pub address: Option<String>,
}

impl Unlock {
    /// The unlock whose token has the SHA-256 `token_digest` (hex), from `address`.
    pub fn new(token_digest: &str, address: Option<IpAddr>) -> Unlock {
        Unlock {
            session_id: token_digest.chars().take(16).collect(),
            // A dual-stack listener sees IPv4 clients as `::ffff:a.b.c.d`: one client, one key.
            address: address.map(|ip| ip.to_canonical().to_string()),
        }
    }
}

/// Who is acting on the league: the admin may override the challenge range and is not
/// limited; a league unlock is (docs/rules.md#permissions).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LeagueActor {
    /// The admin.
    Admin,
    /// A member who typed the league password.
    Member(Unlock),
}

impl LeagueActor {
    fn recorded_as(&self) -> Actor {
        match self {
            LeagueActor::Admin => Actor::Admin,
            LeagueActor::Member(unlock) => Actor::League {
                session_id: unlock.session_id.clone(),
                address: unlock.address.clone(),
            },
        }
    }

    /// The history entry of a write by this actor at `at` on match `id`.
    pub(super) fn entry(
        &self,
        action: Action,
        at: i64,
        id: LeagueMatchId,
        before: Option<&LeagueRow>,
        after: Option<&LeagueRow>,
    ) -> Entry {
        Entry {
            id: 0,
            league_match_id: id,
            action,
            at,
            actor: self.recorded_as(),
            before: before.map(MatchState::of),
            after: after.map(MatchState::of),
        }
    }
}

/// Stores a write's history entry, in its transaction, and erases the addresses that have
/// been kept long enough.
pub(super) fn record(conn: &Connection, entry: &Entry) -> Result<()> {
    league_history::insert(conn, entry)?;
    league_history::erase_addresses(conn, entry.at - ADDRESS_KEPT_SECS)?;
    Ok(())
}

/// Refuses (429) a creation by `unlock` at `now` when it, or its address, already created
/// [`DAILY_CREATIONS`] matches in the last day; the answer says when the next is allowed.
pub(super) fn check_daily_limit(conn: &Connection, unlock: &Unlock, now: i64) -> Result<()> {
    let since = now - DAILY_WINDOW_SECS;
    let mut creators = vec![Creator::Session(&unlock.session_id)];
    creators.extend(unlock.address.as_deref().map(Creator::Address));
    let mut wait = 0;
    for creator in creators {
        let times = league_history::creations_since(conn, creator, since)?;
        if times.len() >= DAILY_CREATIONS {
            // A slot frees when enough of these leave the window for fewer than the limit
            // to remain.
            let freeing = times[times.len() - DAILY_CREATIONS];
            wait = wait.max(freeing + DAILY_WINDOW_SECS - now);
        }
    }
    if wait > 0 {
        return Err(Error::limit_reached(
            "league_daily_limit",
            format!(
                "The league password may create {DAILY_CREATIONS} matches a day from one \
                 unlock and from one address. Ask the admin, or try again later."
            ),
            wait.max(1) as u64,
        ));
    }
    Ok(())
}

/// Whether `actor` may change the score of `existing` (completed) at `now`: the admin
/// always, a league unlock for [`CORRECTION_WINDOW_SECS`] after it was first recorded.
pub(super) fn check_correction(actor: &LeagueActor, existing: &LeagueRow, now: i64) -> Result<()> {
    if *actor == LeagueActor::Admin {
        return Ok(());
    }
    let open = existing
        .first_recorded_at
        .is_some_and(|first| now < first + CORRECTION_WINDOW_SECS);
    if open {
        Ok(())
    } else {
        Err(Error::forbidden(
            "league_correction_window_closed",
            "A league score can be corrected with the league password for 3 days after it \
             was first recorded. Ask the admin to change it.",
        ))
    }
}

impl Club {
    /// One league match's history, oldest first; 404 when there is neither the match nor
    /// any history of it.
    pub async fn league_history(&self, id: LeagueMatchId) -> Result<Vec<Entry>> {
        let erased_until = self.clock().now().timestamp() - ADDRESS_KEPT_SECS;
        self.read(move |conn| {
            let entries = league_history::of_match(conn, id, erased_until)?;
            if entries.is_empty() && crate::db::league::get(conn, id)?.is_none() {
                return Err(Error::not_found("league_match_not_found", "League match"));
            }
            Ok(entries)
        })
        .await
    }

    /// The latest league writes, newest first, and how many there are in all. `limit`
    /// (1 to [`MAX_RECENT`]) and `offset` are brought into range.
    pub async fn recent_league_changes(
        &self,
        limit: Option<i64>,
        offset: Option<i64>,
    ) -> Result<(Vec<Entry>, i64)> {
        let limit = limit.unwrap_or(DEFAULT_RECENT).clamp(1, MAX_RECENT);
        let offset = offset.unwrap_or(0).max(0);
        let erased_until = self.clock().now().timestamp() - ADDRESS_KEPT_SECS;
        self.read(move |conn| Ok(league_history::recent(conn, limit, offset, erased_until)?))
            .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unlock_is_named_by_a_prefix_of_its_digest_and_a_canonical_address() {
        let digest = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
        let mapped: IpAddr = "::ffff:192.0.2.7".parse().unwrap();
        let unlock = Unlock::new(digest, Some(mapped));
        assert_eq!(unlock.session_id, "0123456789abcdef");
        assert_eq!(unlock.address.as_deref(), Some("192.0.2.7"));
        assert_eq!(Unlock::new(digest, None).address, None);
    }
}
