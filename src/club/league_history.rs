//! The league is accountable (docs/rules.md#permissions): every league write leaves an entry
//! in its history (who, when, the match before and after), which only the admin reads; a
//! league unlock, and a member, create only so many matches a day; and the client addresses in the history are erased once they are 90 days old.
//!
//! The history's entries `http` shows ([`Entry`], with its [`Action`] and [`MatchState`]) are
//! the store's own records, re-exported here as the club's read models: `db` defines them, and
//! cannot depend on `club`. Who made each is the domain's [`Actor`].

use rusqlite::Connection;

use super::{Club, Error, Result};
use crate::clients::ClientKey;
use crate::db::league::LeagueRow;
use crate::db::league_history;
pub use crate::db::league_history::{Action, Entry, MatchState};
use crate::domain::actor::{Actor, Unlock};
use crate::domain::ids::{LeagueMatchId, PlayerId};

/// How many matches one league unlock, and one client (an address; an IPv6 /64), may create
/// in a day.
pub const DAILY_CREATIONS: usize = 20;
/// How many matches the league password may create club-wide in a day, unless the operator
/// sets another number: a busy club records a few dozen.
pub const CLUB_DAILY_CREATIONS: usize = 200;
/// The day of [`DAILY_CREATIONS`]: the last 24 hours, whatever the time.
pub const DAILY_WINDOW_SECS: i64 = 24 * 3600;
/// How long a client address stays in the history: 90 days.
pub const ADDRESS_KEPT_SECS: i64 = 90 * 24 * 3600;

/// The default page of the recent changes.
pub const DEFAULT_RECENT: i64 = 50;
/// The largest page of the recent changes.
pub const MAX_RECENT: i64 = 200;

/// The client `unlock` acts from, as the limits count clients.
fn client_key(unlock: &Unlock) -> ClientKey {
    unlock
        .address
        .as_deref()
        .map_or(ClientKey::Unknown, ClientKey::of_text)
}

/// The history entry of a write by `actor` at `at` on match `id`.
pub(super) fn entry(
    actor: &Actor,
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
        actor_name: None,
        actor: actor.clone(),
        before: before.map(MatchState::of),
        after: after.map(MatchState::of),
    }
}

/// Stores a write's history entry, in its transaction, and erases the addresses that have
/// been kept long enough.
pub(super) fn record(conn: &Connection, entry: &Entry) -> Result<()> {
    league_history::insert(conn, entry)?;
    league_history::erase_addresses(conn, entry.at - ADDRESS_KEPT_SECS)?;
    Ok(())
}

/// Refuses (429) a creation by `unlock` at `now` when it, or its client (the address, an
/// IPv6 client by its /64), already created [`DAILY_CREATIONS`] matches in the last day, or
/// when league unlocks created `club_cap` club-wide; the answer says when the next is
/// allowed.
pub(super) fn check_daily_limit(
    conn: &Connection,
    unlock: &Unlock,
    now: i64,
    club_cap: usize,
) -> Result<()> {
    let created = league_history::league_creations_since(conn, now - DAILY_WINDOW_SECS)?;
    let client = client_key(unlock);
    let by_unlock: Vec<i64> = created
        .iter()
        .filter(|c| c.session_id == unlock.session_id)
        .map(|c| c.at)
        .collect();
    let by_client: Vec<i64> = created
        .iter()
        .filter(|c| {
            // An address the server cannot see is nobody's.
            client.is_known() && c.address.as_deref().map(ClientKey::of_text) == Some(client)
        })
        .map(|c| c.at)
        .collect();
    let wait = wait_for_slot(&by_unlock, DAILY_CREATIONS, now).max(wait_for_slot(
        &by_client,
        DAILY_CREATIONS,
        now,
    ));
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
    let everyone: Vec<i64> = created.iter().map(|c| c.at).collect();
    let wait = wait_for_slot(&everyone, club_cap, now);
    if wait > 0 {
        return Err(Error::limit_reached(
            "league_club_daily_limit",
            format!(
                "The league password may create {club_cap} matches a day in the whole club, \
                 and that many were created. Ask the admin, or try again later."
            ),
            wait.max(1) as u64,
        ));
    }
    Ok(())
}

/// Seconds until fewer than `limit` of `times` (oldest first, all within the day before
/// `now`) remain in the day; 0 when fewer already do.
fn wait_for_slot(times: &[i64], limit: usize, now: i64) -> i64 {
    if times.len() < limit {
        return 0;
    }
    // A slot frees when enough of these leave the window for fewer than the limit to remain.
    let freeing = times[times.len() - limit];
    (freeing + DAILY_WINDOW_SECS - now).max(1)
}

/// Refuses (429 `league_member_daily_limit`) a challenge by member `player` at `now` when
/// they already created [`DAILY_CREATIONS`] matches in the last day; the answer says when
/// the next is allowed.
pub(super) fn check_member_daily_limit(
    conn: &Connection,
    player: PlayerId,
    now: i64,
) -> Result<()> {
    let created = league_history::member_creations_since(conn, player, now - DAILY_WINDOW_SECS)?;
    let wait = wait_for_slot(&created, DAILY_CREATIONS, now);
    if wait > 0 {
        return Err(Error::limit_reached(
            "league_member_daily_limit",
            format!(
                "A member may create {DAILY_CREATIONS} challenges a day. Ask the admin, or try \
                 again later."
            ),
            wait.max(1) as u64,
        ));
    }
    Ok(())
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
    fn an_unlock_is_counted_by_its_client() {
        let digest = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
        let mapped = "::ffff:192.0.2.7".parse().unwrap();
        assert_eq!(
            client_key(&Unlock::new(digest, Some(mapped))),
            ClientKey::of_text("192.0.2.7")
        );
        assert_eq!(client_key(&Unlock::new(digest, None)), ClientKey::Unknown);
        let v6 = Unlock::new(digest, Some("2001:db8:1:2::7".parse().unwrap()));
        assert_eq!(client_key(&v6).to_string(), "2001:db8:1:2::/64");
    }

    #[test]
    fn a_slot_frees_when_enough_creations_leave_the_day() {
        let now = 100_000;
        assert_eq!(wait_for_slot(&[], 1, now), 0);
        assert_eq!(wait_for_slot(&[now - 10, now - 5], 3, now), 0);
        // Two of two: the older must leave the day.
        assert_eq!(
            wait_for_slot(&[now - 10, now - 5], 2, now),
            DAILY_WINDOW_SECS - 10
        );
        // Three over a limit of two: the second oldest must leave too.
        assert_eq!(
            wait_for_slot(&[now - 30, now - 10, now - 5], 2, now),
            DAILY_WINDOW_SECS - 10
        );
    }
}
