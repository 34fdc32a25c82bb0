//! Who may act (docs/rules.md#permissions): checking a password, and the sessions that
//! admin logins and league unlocks start.

use std::collections::HashMap;
use std::sync::RwLock;

use tokio::sync::{OnceCell, Semaphore};

use super::clock::WallClock;
use super::committee::may_open_console;
use super::league_history::ADDRESS_KEPT_SECS;
use super::{Club, Error, Result};
use crate::clients::ClientKey;
use crate::db::league_history;
use crate::db::sessions::{self, OpenedBy};
use crate::domain::ids::PlayerId;
use crate::domain::session::SessionKind;
use crate::passwords::token_digest;

/// League unlocks one client (an address; an IPv6 /64; behind a trusted proxy the forwarded
/// client) holds at once; a new one ends its oldest. A clubhouse whose phones share one
/// address still fits an evening's players; one address cannot pile up unlocks.
pub const LIVE_UNLOCKS_PER_CLIENT: usize = 16;

/// Password hashes checked at once. Each takes tens of milliseconds of one core and 19 MiB;
/// two keep a burst of logins from starving the database reads of blocking threads.
static PASSWORD_CHECKS: Semaphore = Semaphore::const_new(2);

/// The sessions this server knows of: those in the store when it first looked, and those it
/// started since (only the server starts sessions; the CLI only ends them). A cookie whose
/// digest is not here is refused without asking the store, so forged or stale cookies on
/// every request cost a hash lookup instead of a database read. One that is here is still
/// checked in the store, where the CLI may have ended it.
#[derive(Default)]
pub struct KnownSessions {
    /// Digest → (kind, expiry in unix seconds); filled from the store on first use.
    by_digest: OnceCell<RwLock<HashMap<String, (SessionKind, i64)>>>,
}

/// When a session started now for `lifetime` ends, in unix seconds: sessions keep the
/// [`WallClock`]'s time, as every check of them here does, not the club clock's.
pub fn expires_after(lifetime: std::time::Duration) -> i64 {
    WallClock::unix_secs() + lifetime.as_secs() as i64
}

impl KnownSessions {
    fn may_be_live(
        map: &RwLock<HashMap<String, (SessionKind, i64)>>,
        kind: SessionKind,
        digest: &str,
        now: i64,
    ) -> bool {
        map.read()
            .unwrap_or_else(|e| e.into_inner())
            .get(digest)
            .is_some_and(|&(known, expires_at)| known == kind && expires_at > now)
    }
}

impl Club {
    /// The sessions this server knows of, read from the store the first time.
    async fn known_sessions(&self) -> Result<&RwLock<HashMap<String, (SessionKind, i64)>>> {
        self.sessions
            .by_digest
            .get_or_try_init(|| async {
                let now = WallClock::unix_secs();
                let live = self
                    .read(move |conn| Ok(sessions::all_live(conn, now)?))
                    .await?;
                Ok(RwLock::new(
                    live.into_iter()
                        .map(|(digest, kind, expires_at)| (digest, (kind, expires_at)))
                        .collect(),
                ))
            })
            .await
    }

    /// Changes what this server knows of its sessions.
    async fn update_known_sessions(
        &self,
        update: impl FnOnce(&mut HashMap<String, (SessionKind, i64)>),
    ) -> Result<()> {
        let known = self.known_sessions().await?;
        update(&mut known.write().unwrap_or_else(|e| e.into_inner()));
        Ok(())
    }

    /// Whether `token` is a live session of `kind`.
    pub async fn session_is_live(&self, kind: SessionKind, token: &str) -> Result<bool> {
        Ok(self.session_owner(kind, token).await?.is_some())
    }

    /// Whose live session of `kind` `token` is, if it is one: `Some(None)` for the
    /// password's (and a league unlock), `Some(Some(player))` for an organizer's console
    /// (docs/rules.md#committee), live only while they are an organizer.
    pub async fn session_owner(
        &self,
        kind: SessionKind,
        token: &str,
    ) -> Result<Option<Option<PlayerId>>> {
        let digest = token_digest(token);
        let now = WallClock::unix_secs();
        if !KnownSessions::may_be_live(self.known_sessions().await?, kind, &digest, now) {
            return Ok(None);
        }
        self.read(move |conn| Ok(sessions::live_owner(conn, kind, &digest, now)?))
            .await
    }

    /// Whether `password` is the stored password of `kind`. Hashing is slow on purpose, so
    /// it runs on a blocking thread.
    pub async fn password_matches(&self, kind: SessionKind, password: String) -> Result<bool> {
        let stored = self
            .read(move |conn| Ok(sessions::password_hash(conn, kind)?))
            .await?;
        let Some(phc) = stored else {
            return Err(Error::conflict(
                "password_not_set",
                match kind {
                    SessionKind::Admin => {
                        "No admin password is set. Set one with `tournament-hub admin-password`."
                    }
                    SessionKind::League => {
                        "No league password is set yet. Ask the admin to set one."
                    }
                },
            ));
        };
        // At most PASSWORD_CHECKS hashes at once, whoever asks: a burst of guesses queues
        // here instead of taking every blocking thread from the database reads.
        let _permit = PASSWORD_CHECKS.acquire().await.map_err(Error::internal)?;
        let short = password.chars().count() < crate::passwords::LEAGUE_MIN_LENGTH;
        let matches =
            tokio::task::spawn_blocking(move || crate::passwords::verify(&password, &phc))
                .await
                .map_err(Error::internal)?;
        if matches && kind == SessionKind::League {
            self.note_league_password_length(short).await?;
        }
        Ok(matches)
    }

    /// Remembers whether the league password (just typed right) is short, for the warning
    /// at start; writes only when that changes.
    async fn note_league_password_length(&self, short: bool) -> Result<()> {
        let known = self
            .read(|conn| Ok(sessions::league_password_short(conn)?))
            .await?;
        if known != Some(short) {
            self.write(move |tx| Ok(sessions::set_league_password_short(tx, short)?))
                .await?;
        }
        Ok(())
    }

    /// Whether the league password is shorter than the minimum; `None` when unknown (set
    /// before the minimum and not typed since). No league password at all is not short.
    pub async fn league_password_is_short(&self) -> Result<Option<bool>> {
        self.read(|conn| {
            if sessions::password_hash(conn, SessionKind::League)?.is_none() {
                return Ok(Some(false));
            }
            Ok(sessions::league_password_short(conn)?)
        })
        .await
    }

    /// Ends every admin session and league unlock ("log out everywhere"); returns how many.
    pub async fn end_all_sessions(&self) -> Result<u64> {
        let ended = self
            .write(|tx| Ok(sessions::delete_everything(tx)? as u64))
            .await?;
        self.update_known_sessions(HashMap::clear).await?;
        Ok(ended)
    }

    /// Removes expired sessions (run periodically, so that unlocks nobody uses again do
    /// not pile up); returns how many.
    pub async fn purge_expired_sessions(&self) -> Result<usize> {
        let now = WallClock::unix_secs();
        let purged = self
            .write(move |tx| Ok(sessions::purge_expired(tx, now)?))
            .await?;
        self.update_known_sessions(|known| {
            known.retain(|_, &mut (_, expires_at)| expires_at > now)
        })
        .await?;
        Ok(purged)
    }

    /// Starts a session of `kind` for `token` until `expires_at` (unix seconds), for the
    /// client `client` (an address the server could not see is none). A client holds at
    /// most [`LIVE_UNLOCKS_PER_CLIENT`] league unlocks: a new one ends its oldest. Sessions
    /// change nothing the club shows, so no change is published. Every login and unlock
    /// also erases the client addresses the league history has kept for 90 days, so they
    /// go even in a season without league writes.
    pub async fn start_session(
        &self,
        kind: SessionKind,
        token: &str,
        expires_at: i64,
        client: ClientKey,
    ) -> Result<()> {
        self.start_session_of(kind, token, expires_at, client, None)
            .await
    }

    /// [`Club::start_session`], for an organizer's console when `opened_by` names one
    /// (docs/rules.md#committee); the console's opening checks who may open it.
    pub(super) async fn start_session_of(
        &self,
        kind: SessionKind,
        token: &str,
        expires_at: i64,
        client: ClientKey,
        opened_by: Option<OpenedBy>,
    ) -> Result<()> {
        let digest = token_digest(token);
        let erased_until = self.clock().now().timestamp() - ADDRESS_KEPT_SECS;
        // Known before it is stored: the cookie cannot come back before this returns.
        self.update_known_sessions(|known| {
            known.insert(digest.clone(), (kind, expires_at));
        })
        .await?;
        let client_key = client.is_known().then(|| client.to_string());
        let now = WallClock::unix_secs();
        let ended = self
            .write(move |tx| {
                let mut ended = Vec::new();
                if let (SessionKind::League, Some(key)) = (kind, client_key.as_deref()) {
                    ended = sessions::end_oldest_of_client(
                        tx,
                        kind,
                        key,
                        LIVE_UNLOCKS_PER_CLIENT - 1,
                        now,
                    )?;
                }
                if let Some(opened_by) = opened_by {
                    may_open_console(tx, opened_by)?;
                }
                sessions::create(
                    tx,
                    kind,
                    &digest,
                    expires_at,
                    client_key.as_deref(),
                    opened_by,
                )?;
                league_history::erase_addresses(tx, erased_until)?;
                Ok(ended)
            })
            .await?;
        if !ended.is_empty() {
            self.update_known_sessions(|known| {
                for digest in &ended {
                    known.remove(digest);
                }
            })
            .await?;
        }
        Ok(())
    }

    /// Forgets the sessions `ended` (their token hashes), which the store no longer has.
    pub(super) async fn forget_sessions(&self, ended: Vec<String>) -> Result<()> {
        if ended.is_empty() {
            return Ok(());
        }
        self.update_known_sessions(|known| {
            for digest in &ended {
                known.remove(digest);
            }
        })
        .await
    }

    /// Ends the session of `token`, if any.
    pub async fn end_session(&self, token: &str) -> Result<()> {
        let digest = token_digest(token);
        let forgotten = digest.clone();
        self.write(move |tx| Ok(sessions::delete(tx, &digest)?))
            .await?;
        self.update_known_sessions(|known| {
            known.remove(&forgotten);
        })
        .await
    }

    /// Whether the database answers (the health check).
    pub async fn ping(&self) -> Result<()> {
        self.read(|conn| {
            conn.query_row("SELECT 1", [], |row| row.get::<_, i64>(0))?;
            Ok(())
        })
        .await
    }
}
