//! Who may act (docs/rules.md#permissions): checking a password, and the sessions that
//! admin logins and league unlocks start.

use super::league_history::ADDRESS_KEPT_SECS;
use super::{Club, Error, Result};
use crate::db::league_history;
use crate::db::sessions::{self, SessionKind};
use crate::passwords::token_digest;

impl Club {
    /// Whether `token` is a live session of `kind`.
    pub async fn session_is_live(&self, kind: SessionKind, token: &str) -> Result<bool> {
        let digest = token_digest(token);
        let now = crate::db::now();
        self.read(move |conn| Ok(sessions::is_live(conn, kind, &digest, now)?))
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
        tokio::task::spawn_blocking(move || crate::passwords::verify(&password, &phc))
            .await
            .map_err(Error::internal)
    }

    /// Starts a session of `kind` for `token` until `expires_at` (unix seconds). Sessions
    /// change nothing the club shows, so no change is published. Every login and unlock
    /// also erases the client addresses the league history has kept for 90 days, so they
    /// go even in a season without league writes.
    pub async fn start_session(
        &self,
        kind: SessionKind,
        token: &str,
        expires_at: i64,
    ) -> Result<()> {
        let digest = token_digest(token);
        let erased_until = self.clock().now().timestamp() - ADDRESS_KEPT_SECS;
        self.write(move |tx| {
            sessions::create(tx, kind, &digest, expires_at)?;
            league_history::erase_addresses(tx, erased_until)?;
            Ok(())
        })
        .await
    }

    /// Ends the session of `token`, if any.
    pub async fn end_session(&self, token: &str) -> Result<()> {
        let digest = token_digest(token);
        self.write(move |tx| Ok(sessions::delete(tx, &digest)?))
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
