//! The league's history: one row per league write, saying who made it (the admin, a member,
//! a league unlock and its client address, or the club's clock), when, and the match before and after. Client
//! addresses are erased once they are 90 days old.

use rusqlite::{Connection, Row, params};
use serde::{Deserialize, Serialize};

use super::league::{LeagueRow, LeagueStatus};
use super::{Error, Result};
use crate::domain::actor::{Actor, Console, Unlock};
use crate::domain::ids::{LeagueMatchId, PlayerId};
use crate::domain::league_score::{self, LeagueSetInput};

/// What a league write did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// Created a pending match.
    Created,
    /// Recorded the score of a pending match.
    Scored,
    /// Changed the score of a completed match.
    Corrected,
    /// Deleted a pending match.
    Cancelled,
    /// Deleted a completed match (the admin).
    Deleted,
    /// Confirmed the score: a player, or the admin settling a dispute.
    Confirmed,
    /// Confirmed the score at `confirmBy`: the club's clock.
    AutoConfirmed,
    /// Disputed the score: a player.
    Disputed,
}

impl Action {
    /// The stored key.
    pub fn as_str(self) -> &'static str {
        match self {
            Action::Created => "created",
            Action::Scored => "scored",
            Action::Corrected => "corrected",
            Action::Cancelled => "cancelled",
            Action::Deleted => "deleted",
            Action::Confirmed => "confirmed",
            Action::AutoConfirmed => "auto_confirmed",
            Action::Disputed => "disputed",
        }
    }

    /// Reads a key back; unknown keys are `None`.
    pub fn parse(key: &str) -> Option<Action> {
        [
            Action::Created,
            Action::Scored,
            Action::Corrected,
            Action::Cancelled,
            Action::Deleted,
            Action::Confirmed,
            Action::AutoConfirmed,
            Action::Disputed,
        ]
        .into_iter()
        .find(|a| a.as_str() == key)
    }
}

/// A league match as a history row keeps it: enough to read what changed without the match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MatchState {
    /// The challenger.
    pub player1_id: PlayerId,
    /// The challenger's name then.
    pub player1_name: String,
    /// The one challenged.
    pub player2_id: PlayerId,
    /// Their name then.
    pub player2_name: String,
    /// `yyyy-mm-dd`.
    pub date: String,
    /// `HH:MM`, if set.
    pub time: Option<String>,
    /// The court, if set.
    pub cancha: Option<i64>,
    /// `pending` or `completed`.
    pub status: String,
    /// The score from player 1's side, once played.
    pub score: Option<String>,
    /// Games per set, player 1 first; empty while pending.
    #[serde(default)]
    pub set_scores: Vec<[u32; 2]>,
    /// The winner; none for a draw or a pending match.
    pub winner_id: Option<PlayerId>,
    /// Where the score stands with the players: `awaiting`, `confirmed` or `disputed`; none
    /// before any score (and in the rows written before scores were confirmed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub confirmation: Option<String>,
}

impl MatchState {
    /// The state of a stored match.
    pub fn of(row: &LeagueRow) -> MatchState {
        let inputs: Vec<LeagueSetInput> = row
            .set_scores
            .iter()
            .map(|&[a, b]| LeagueSetInput {
                player1_score: Some(i64::from(a)),
                player2_score: Some(i64::from(b)),
                winner: None,
            })
            .collect();
        let score = (row.status == LeagueStatus::Completed)
            .then(|| league_score::check_league_score(inputs.len() as i64, &inputs).ok())
            .flatten()
            .map(|result| result.score);
        MatchState {
            player1_id: row.player1_id,
            player1_name: row.player1_name.clone(),
            player2_id: row.player2_id,
            player2_name: row.player2_name.clone(),
            date: row.date.clone(),
            time: row.time.clone(),
            cancha: row.cancha,
            status: row.status.as_str().to_string(),
            score,
            set_scores: row.set_scores.clone(),
            winner_id: row.winner_id,
            confirmation: row
                .confirmation
                .as_ref()
                .map(|c| c.state.as_str().to_string()),
        }
    }
}

/// One row of the history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// Its id; later writes have larger ids.
    pub id: i64,
    /// The match it is about (which may be gone).
    pub league_match_id: LeagueMatchId,
    /// What the write did.
    pub action: Action,
    /// When, unix seconds.
    pub at: i64,
    /// Who made it.
    pub actor: Actor,
    /// The organizer's name when it was made (the store fills it in); none for anyone else.
    pub actor_name: Option<String>,
    /// The match before; none for a creation.
    pub before: Option<MatchState>,
    /// The match after; none for a cancel or a delete.
    pub after: Option<MatchState>,
}

fn to_json(state: Option<&MatchState>) -> Result<Option<String>> {
    state
        .map(serde_json::to_string)
        .transpose()
        .map_err(|e| Error::Corrupt(e.to_string()))
}

/// Adds a row.
pub fn insert(conn: &Connection, entry: &Entry) -> Result<i64> {
    let (actor, session_id, address, player) = match &entry.actor {
        Actor::Admin(Console::Password) => ("admin", None, None, None),
        Actor::Admin(Console::Organizer(player)) => ("organizer", None, None, Some(*player)),
        Actor::LeaguePassword(unlock) => (
            "league",
            Some(unlock.session_id.as_str()),
            unlock.address.as_deref(),
            None,
        ),
        Actor::Member(player) => ("member", None, None, Some(*player)),
        Actor::Clock => ("club", None, None, None),
        Actor::Visitor => return Err(Error::Corrupt("a visitor changes nothing".into())),
    };
    conn.prepare_cached(
        "INSERT INTO league_history (league_match_id, action, at, actor, session_id,
                                     client_addr, before_json, after_json, player_id, actor_name)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9,
                 CASE WHEN ?4 = 'organizer' THEN (SELECT name FROM players WHERE id = ?9) END)",
    )?
    .execute(params![
        entry.league_match_id,
        entry.action.as_str(),
        entry.at,
        actor,
        session_id,
        address,
        to_json(entry.before.as_ref())?,
        to_json(entry.after.as_ref())?,
        player,
    ])?;
    Ok(conn.last_insert_rowid())
}

/// Erases the client addresses of the rows made at or before `until`; returns how many.
pub fn erase_addresses(conn: &Connection, until: i64) -> Result<usize> {
    Ok(conn
        .prepare_cached(
            "UPDATE league_history SET client_addr = NULL
             WHERE client_addr IS NOT NULL AND at <= ?1",
        )?
        .execute([until])?)
}

/// The columns every read takes, an address older than `?1` left out: it is erased at the
/// next write, and never shown meanwhile.
const SELECT: &str = "
    SELECT id, league_match_id, action, at, session_id,
           CASE WHEN at > ?1 THEN client_addr END, before_json, after_json, actor, player_id,
           actor_name
    FROM league_history";

fn from_row(row: &Row<'_>) -> rusqlite::Result<Entry> {
    let state = |i: usize| -> rusqlite::Result<Option<MatchState>> {
        let json: Option<String> = row.get(i)?;
        json.map(|json| {
            serde_json::from_str(&json).map_err(|e| {
                rusqlite::Error::FromSqlConversionFailure(
                    i,
                    rusqlite::types::Type::Text,
                    Box::new(e),
                )
            })
        })
        .transpose()
    };
    let session_id: Option<String> = row.get(4)?;
    let kind: String = row.get(8)?;
    let actor = match (kind.as_str(), session_id) {
        ("league", Some(session_id)) => Actor::LeaguePassword(Unlock {
            session_id,
            address: row.get(5)?,
        }),
        ("member", _) => Actor::Member(row.get(9)?),
        ("organizer", _) => Actor::Admin(Console::Organizer(row.get(9)?)),
        ("club", _) => Actor::Clock,
        _ => Actor::ADMIN,
    };
    Ok(Entry {
        id: row.get(0)?,
        league_match_id: row.get(1)?,
        action: super::tournaments::stored(row, 2, Action::parse)?,
        at: row.get(3)?,
        actor,
        actor_name: row.get(10)?,
        before: state(6)?,
        after: state(7)?,
    })
}

/// A match's history, oldest first; addresses made at or before `erased_until` left out.
pub fn of_match(
    conn: &Connection,
    league_match_id: LeagueMatchId,
    erased_until: i64,
) -> Result<Vec<Entry>> {
    let sql = format!("{SELECT} WHERE league_match_id = ?2 ORDER BY id");
    Ok(conn
        .prepare_cached(&sql)?
        .query_map(params![erased_until, league_match_id], from_row)?
        .collect::<rusqlite::Result<Vec<_>>>()?)
}

/// The latest rows, newest first, a page at a time, and how many there are in all;
/// addresses made at or before `erased_until` left out.
pub fn recent(
    conn: &Connection,
    limit: i64,
    offset: i64,
    erased_until: i64,
) -> Result<(Vec<Entry>, i64)> {
    let total = conn
        .prepare_cached("SELECT COUNT(*) FROM league_history")?
        .query_row([], |r| r.get(0))?;
    let sql = format!("{SELECT} ORDER BY at DESC, id DESC LIMIT ?2 OFFSET ?3");
    let rows = conn
        .prepare_cached(&sql)?
        .query_map(params![erased_until, limit, offset], from_row)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok((rows, total))
}

/// A match created with the league password: when, by which unlock, from which address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeagueCreation {
    /// When, unix seconds.
    pub at: i64,
    /// The unlock's id (16 hex digits).
    pub session_id: String,
    /// The client's address, while it is kept.
    pub address: Option<String>,
}

/// The matches league unlocks created after `since`, oldest first. The club-wide daily cap
/// keeps them few, so the limits count them here rather than in one query per key.
pub fn league_creations_since(conn: &Connection, since: i64) -> Result<Vec<LeagueCreation>> {
    Ok(conn
        .prepare_cached(
            "SELECT at, session_id, client_addr FROM league_history
             WHERE action = 'created' AND actor = 'league' AND at > ?1 ORDER BY at, id",
        )?
        .query_map([since], |r| {
            Ok(LeagueCreation {
                at: r.get(0)?,
                session_id: r.get(1)?,
                address: r.get(2)?,
            })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?)
}

/// When member `player` created league matches after `since`, oldest first: their daily
/// limit counts them.
pub fn member_creations_since(conn: &Connection, player: PlayerId, since: i64) -> Result<Vec<i64>> {
    Ok(conn
        .prepare_cached(
            "SELECT at FROM league_history
             WHERE action = 'created' AND player_id = ?1 AND actor = 'member' AND at > ?2
             ORDER BY at, id",
        )?
        .query_map(params![player, since], |r| r.get(0))?
        .collect::<rusqlite::Result<Vec<_>>>()?)
}
