//! The club's players: their rows, their avatars, and the admin's manual point adjustments.
//!
//! Every write takes the caller's transaction, so the HTTP handlers and the demo generator
//! share the same functions and each call stays one transaction.

use rusqlite::{Connection, OptionalExtension, Row, params};

use super::Result;
use super::counted::counted_tournaments;
pub use super::player_rows::{ByPlayer, avatar_hashes};
use crate::avatar::ProcessedAvatar;
use crate::domain::bracket::Stage;
use crate::domain::ids::{PlayerId, TournamentId};
use crate::domain::names;
pub use crate::domain::player::{BestHand, Level, PlayerStatus, Role};
use crate::domain::record::{MatchEnd, MatchKind};
use crate::domain::score::{Outcome, TennisScore};
use crate::domain::season::Season;

/// A player to add, already validated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPlayer {
    /// Trimmed, 1 to 100 characters.
    pub name: String,
    /// Optional contact address.
    pub email: Option<String>,
    /// Optional `yyyy-mm-dd`.
    pub date_of_birth: Option<String>,
    /// The playing hand.
    pub best_hand: BestHand,
    /// The level the admin confirmed; none until then (a signup never has one).
    pub level: Option<Level>,
    /// Personal data: a phone for WhatsApp, `+` and digits (`domain::phone`).
    pub phone: Option<String>,
}

/// A player as stored, with the hash of their avatar if they have one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerRecord {
    /// The player's id.
    pub id: PlayerId,
    /// Display name.
    pub name: String,
    /// Personal data: only for the admin.
    pub email: Option<String>,
    /// Personal data: only for the admin.
    pub date_of_birth: Option<String>,
    /// The playing hand.
    pub best_hand: BestHand,
    /// Pending or approved.
    pub status: PlayerStatus,
    /// When the player was added, unix seconds.
    pub created_at: i64,
    /// The content hash of the avatar, the cache key of its URL.
    pub avatar_hash: Option<String>,
    /// The level the admin confirmed; none until then.
    pub level: Option<Level>,
    /// Personal data: only for the admin.
    pub phone: Option<String>,
    /// Member or organizer (docs/rules.md#committee).
    pub role: Role,
}

/// What to do with a player's avatar on an edit.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum AvatarChange {
    /// Leave it as it is.
    #[default]
    Keep,
    /// Delete it.
    Remove,
    /// Store this one instead.
    Replace(ProcessedAvatar),
}

/// A partial edit: `None` leaves a field alone; for the optional fields `Some(None)` clears it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PlayerChanges {
    /// New name, validated.
    pub name: Option<String>,
    /// New email, or `Some(None)` to clear it.
    pub email: Option<Option<String>>,
    /// New date of birth, or `Some(None)` to clear it.
    pub date_of_birth: Option<Option<String>>,
    /// New playing hand.
    pub best_hand: Option<BestHand>,
    /// New level, or `Some(None)` to make it unconfirmed again.
    pub level: Option<Option<Level>>,
    /// New phone, or `Some(None)` to clear it.
    pub phone: Option<Option<String>>,
    /// The avatar edit.
    pub avatar: AvatarChange,
}

const SELECT_PLAYER: &str = "SELECT p.id, p.name, p.email, p.date_of_birth, p.best_hand, p.status,
            p.created_at, a.hash, p.level, p.phone, p.role
     FROM players p LEFT JOIN avatars a INDEXED BY avatars_hash ON a.player_id = p.id";

/// The same columns for a list, without the avatar (a seek per player): the list reads the
/// hashes in one walk ([`avatar_hashes`]) and joins them in id order.
const LIST_PLAYERS: &str = "SELECT p.id, p.name, p.email, p.date_of_birth, p.best_hand, p.status,
            p.created_at, NULL, p.level, p.phone, p.role
     FROM players p";

fn record(row: &Row) -> rusqlite::Result<PlayerRecord> {
    // The coded columns are read in place, with no copy of their text.
    let text =
        |i: usize| -> rusqlite::Result<Option<&str>> { Ok(row.get_ref(i)?.as_str_or_null()?) };
    Ok(PlayerRecord {
        id: row.get(0)?,
        name: row.get(1)?,
        email: row.get(2)?,
        date_of_birth: row.get(3)?,
        best_hand: BestHand::parse(text(4)?.unwrap_or_default()).unwrap_or_default(),
        status: PlayerStatus::from_stored(text(5)?.unwrap_or_default()),
        created_at: row.get(6)?,
        avatar_hash: row.get(7)?,
        level: text(8)?.and_then(Level::parse),
        phone: row.get(9)?,
        role: text(10)?.and_then(Role::parse).unwrap_or_default(),
    })
}

/// Adds an approved player (the admin's Add Player); returns the new id.
pub fn create(
    tx: &Connection,
    player: &NewPlayer,
    avatar: Option<&ProcessedAvatar>,
) -> Result<PlayerId> {
    insert(tx, player, PlayerStatus::Approved, None, avatar)
}

/// Adds a player in `status`, optionally linked to the invitation they signed up through;
/// returns the new id.
pub fn insert(
    tx: &Connection,
    player: &NewPlayer,
    status: PlayerStatus,
    invitation_id: Option<i64>,
    avatar: Option<&ProcessedAvatar>,
) -> Result<PlayerId> {
    tx.prepare_cached(
        "INSERT INTO players (name, email, date_of_birth, best_hand, status, invitation_id,
                              approved_at, level, phone)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, CASE ?5 WHEN 'approved' THEN unixepoch() END, ?7, ?8)",
    )?
    .execute(params![
        player.name,
        player.email,
        player.date_of_birth,
        player.best_hand.as_str(),
        status.as_str(),
        invitation_id,
        player.level.map(Level::as_str),
        player.phone,
    ])?;
    let id = PlayerId(tx.last_insert_rowid());
    if let Some(avatar) = avatar {
        set_avatar(tx, id, Some(avatar))?;
    }
    Ok(id)
}

/// One player, whatever their status.
pub fn get(conn: &Connection, id: PlayerId) -> Result<Option<PlayerRecord>> {
    let sql = format!("{SELECT_PLAYER} WHERE p.id = ?1");
    Ok(conn
        .prepare_cached(&sql)?
        .query_row([id], record)
        .optional()?)
}

/// Whether `id` is an approved player: one who may play league matches and be drawn in a
/// tournament.
pub fn is_approved(conn: &Connection, id: PlayerId) -> Result<bool> {
    let status: Option<String> = conn
        .query_row("SELECT status FROM players WHERE id = ?1", [id], |r| {
            r.get(0)
        })
        .optional()?;
    Ok(status.as_deref() == Some("approved"))
}

/// Approved players by name; with `include_pending`, the pending ones come first.
pub fn list(conn: &Connection, include_pending: bool) -> Result<Vec<PlayerRecord>> {
    let filter = if include_pending {
        ""
    } else {
        // `+` keeps the status index (by status, then name) out: the table is read in id
        // order, as the avatars are joined, with no seek per row and no sort.
        "WHERE +p.status = 'approved'"
    };
    let sql = format!(
        "{LIST_PLAYERS} {filter}
         ORDER BY p.id"
    );
    let mut stmt = conn.prepare_cached(&sql)?;
    let mut avatars = avatar_hashes(conn)?;
    let players: Vec<PlayerRecord> = stmt
        .query_map([], |row| {
            let mut player = record(row)?;
            player.avatar_hash = avatars.take(player.id);
            Ok(player)
        })?
        .collect::<rusqlite::Result<_>>()?;
    // Pending first, then by name as the club reads it (accents and ñ; see domain::names),
    // then by id (the order they were read in: the sort is stable). Each name's key is made
    // once, not once per comparison (a thousand names), and no name is copied.
    let mut order: Vec<(bool, String, usize)> = players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            (
                p.status == PlayerStatus::Approved,
                names::sort_key(&p.name),
                i,
            )
        })
        .collect();
    order.sort_by(|a, b| {
        (a.0, &a.1)
            .cmp(&(b.0, &b.1))
            .then_with(|| players[a.2].name.cmp(&players[b.2].name))
    });
    let mut players: Vec<Option<PlayerRecord>> = players.into_iter().map(Some).collect();
    Ok(order
        .into_iter()
        .filter_map(|(_, _, i)| players[i].take())
        .collect())
}

/// Every player's id and name, pending ones included, by id.
pub fn names(conn: &Connection) -> Result<Vec<(PlayerId, String)>> {
    let mut stmt = conn.prepare_cached("SELECT id, name FROM players ORDER BY id")?;
    let names = stmt
        .query_map([], |row| Ok((PlayerId(row.get(0)?), row.get(1)?)))?
        .collect::<rusqlite::Result<_>>()?;
    Ok(names)
}

/// A player's name, if they exist.
pub fn name_of(conn: &Connection, id: PlayerId) -> Result<Option<String>> {
    Ok(conn
        .prepare_cached("SELECT name FROM players WHERE id = ?1")?
        .query_row([id], |row| row.get(0))
        .optional()?)
}

/// The names of `ids`, by id; an unknown id is left out.
pub fn names_of(
    conn: &Connection,
    ids: impl IntoIterator<Item = PlayerId>,
) -> Result<std::collections::HashMap<PlayerId, String>> {
    let mut names = std::collections::HashMap::new();
    for id in ids {
        if let Some(name) = name_of(conn, id)? {
            names.insert(id, name);
        }
    }
    Ok(names)
}

/// Applies an edit; false for an unknown player.
pub fn update(tx: &Connection, id: PlayerId, changes: &PlayerChanges) -> Result<bool> {
    if !exists(tx, id)? {
        return Ok(false);
    }
    if let Some(name) = &changes.name {
        tx.prepare_cached("UPDATE players SET name = ?1 WHERE id = ?2")?
            .execute(params![name, id])?;
    }
    if let Some(email) = &changes.email {
        tx.prepare_cached("UPDATE players SET email = ?1 WHERE id = ?2")?
            .execute(params![email, id])?;
    }
    if let Some(date) = &changes.date_of_birth {
        tx.prepare_cached("UPDATE players SET date_of_birth = ?1 WHERE id = ?2")?
            .execute(params![date, id])?;
    }
    if let Some(hand) = changes.best_hand {
        tx.prepare_cached("UPDATE players SET best_hand = ?1 WHERE id = ?2")?
            .execute(params![hand.as_str(), id])?;
    }
    if let Some(level) = changes.level {
        tx.prepare_cached("UPDATE players SET level = ?1 WHERE id = ?2")?
            .execute(params![level.map(Level::as_str), id])?;
    }
    if let Some(phone) = &changes.phone {
        tx.prepare_cached("UPDATE players SET phone = ?1 WHERE id = ?2")?
            .execute(params![phone, id])?;
    }
    match &changes.avatar {
        AvatarChange::Keep => {}
        AvatarChange::Remove => set_avatar(tx, id, None)?,
        AvatarChange::Replace(avatar) => set_avatar(tx, id, Some(avatar))?,
    }
    Ok(true)
}

/// Stores, replaces or (with `None`) removes a player's avatar.
pub fn set_avatar(tx: &Connection, id: PlayerId, avatar: Option<&ProcessedAvatar>) -> Result<()> {
    match avatar {
        Some(avatar) => tx
            .prepare_cached(
                "INSERT INTO avatars (player_id, hash, jpeg) VALUES (?1, ?2, ?3)
             ON CONFLICT (player_id) DO UPDATE SET hash = excluded.hash, jpeg = excluded.jpeg",
            )?
            .execute(params![id, avatar.hash, avatar.jpeg])?,
        None => tx
            .prepare_cached("DELETE FROM avatars WHERE player_id = ?1")?
            .execute([id])?,
    };
    Ok(())
}

/// A stored avatar: its hash, the JPEG, and its owner's status (pending avatars are private).
pub fn avatar(conn: &Connection, id: PlayerId) -> Result<Option<(String, Vec<u8>, PlayerStatus)>> {
    let found = conn
        .query_row(
            "SELECT a.hash, a.jpeg, p.status FROM avatars a JOIN players p ON p.id = a.player_id
             WHERE a.player_id = ?1",
            [id],
            |row| {
                let status: String = row.get(2)?;
                Ok((row.get(0)?, row.get(1)?, PlayerStatus::from_stored(&status)))
            },
        )
        .optional()?;
    Ok(found)
}

/// Records a manual change of a player's ranking points in `season`, an adjustment
/// (docs/rules.md#points). A zero amount changes nothing and stores nothing.
pub fn adjust_points(
    tx: &Connection,
    id: PlayerId,
    season: i32,
    amount: i64,
    reason: Option<&str>,
) -> Result<()> {
    if amount != 0 {
        tx.prepare_cached(
            "INSERT INTO point_adjustments (player_id, season, amount, reason)
             VALUES (?1, ?2, ?3, ?4)",
        )?
        .execute(params![id, season, amount, reason])?;
    }
    Ok(())
}

/// How many tournaments (singles entries and doubles teams) and league matches a player is
/// part of.
pub fn participation(conn: &Connection, id: PlayerId) -> Result<(i64, i64)> {
    let in_tournaments: i64 = conn
        .prepare_cached(
            "SELECT (SELECT COUNT(*) FROM tournament_players WHERE player_id = ?1)
                  + (SELECT COUNT(*) FROM team_players WHERE player_id = ?1)",
        )?
        .query_row([id], |r| r.get(0))?;
    let in_league: i64 = conn
        .prepare_cached(
            "SELECT COUNT(*) FROM league_matches WHERE player1_id = ?1 OR player2_id = ?1",
        )?
        .query_row([id], |r| r.get(0))?;
    Ok((in_tournaments, in_league))
}

/// Deletes a player row (their avatar goes with it).
pub fn delete(tx: &Connection, id: PlayerId) -> Result<()> {
    tx.prepare_cached("DELETE FROM players WHERE id = ?1")?
        .execute([id])?;
    Ok(())
}

/// Makes a player a member since `since` (unix seconds): added and approved then. Only the
/// demo writes history.
pub fn backdate(tx: &Connection, id: PlayerId, since: i64) -> Result<()> {
    tx.prepare_cached("UPDATE players SET created_at = ?2, approved_at = ?2 WHERE id = ?1")?
        .execute(params![id, since])?;
    Ok(())
}

/// Lets a registration into the club.
pub fn approve(tx: &Connection, id: PlayerId) -> Result<()> {
    tx.prepare_cached(
        "UPDATE players SET status = 'approved', approved_at = unixepoch() WHERE id = ?1",
    )?
    .execute([id])?;
    Ok(())
}

/// Sets a player's role (docs/rules.md#committee).
pub fn set_role(tx: &Connection, id: PlayerId, role: Role) -> Result<()> {
    tx.prepare_cached("UPDATE players SET role = ?2 WHERE id = ?1")?
        .execute(params![id, role.as_str()])?;
    Ok(())
}

/// The organizers, by id.
pub fn organizers(conn: &Connection) -> Result<Vec<PlayerId>> {
    let mut stmt =
        conn.prepare_cached("SELECT id FROM players WHERE role = 'organizer' ORDER BY id")?;
    let ids = stmt
        .query_map([], |row| Ok(PlayerId(row.get(0)?)))?
        .collect::<rusqlite::Result<_>>()?;
    Ok(ids)
}

fn exists(conn: &Connection, id: PlayerId) -> Result<bool> {
    Ok(conn
        .query_row("SELECT 1 FROM players WHERE id = ?1", [id], |_| Ok(()))
        .optional()?
        .is_some())
}

/// One played match in a player's history, tournament or league.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecentMatch {
    /// A tournament or a league match.
    pub kind: MatchKind,
    /// When it was played, `yyyy-mm-dd`: a league match's date, or for a tournament match the
    /// club date its result was first recorded (the first day of its schedule week for a
    /// result stored without that instant).
    pub date: String,
    /// The other player.
    pub opponent_id: PlayerId,
    /// The other player's name.
    pub opponent_name: String,
    /// Won, lost, or drawn (a league match whose sets were shared).
    pub result: MatchEnd,
    /// The sets from this player's side (their games first), so that they read with
    /// `result`: a loss reads `4-6, 2-6`. No words: a walkover's sets are empty, and a
    /// retirement's end where play stopped; `outcome` says which.
    pub score: String,
    /// A walkover or a retirement.
    pub outcome: Option<Outcome>,
    /// The tournament, for a tournament match.
    pub tournament_id: Option<TournamentId>,
    /// The tournament's name, for a tournament match.
    pub tournament_name: Option<String>,
    /// The stage of a tournament match.
    pub stage: Option<Stage>,
}

/// Which of a player's completed matches a history lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct HistoryFilter {
    /// Only tournament matches (`Some(false)`) or only league ones (`Some(true)`).
    pub league: Option<bool>,
    /// Only the matches of this season: a tournament's is the year of its start date, a
    /// league match's the year of its date (docs/rules.md#seasons). None: every season.
    pub year: Option<i32>,
    /// Only the matches against this player.
    pub opponent: Option<PlayerId>,
}

/// A player's completed matches (byes excluded; tournament matches of counted tournaments),
/// with the columns a history reads and `year`, the season each counts in.
fn history_rows() -> String {
    let offset = crate::domain::calendar::CLUB_UTC_OFFSET_HOURS;
    let counted = counted_tournaments(Season::All);
    format!(
        "SELECT 'tournament' AS kind,
                COALESCE(date(m.completed_at, 'unixepoch', '{offset} hours'),
                         date(t.start_date, '+' || ((m.week - 1) * 7) || ' days')) AS date,
                m.completed_at AS done, m.id AS id, o.id AS opponent_id,
                o.name AS opponent_name, m.winner_id AS winner_id, m.score AS score,
                t.name AS tournament_name, m.stage AS stage, m.player1_id = ?1 AS first,
                t.id AS tournament_id, CAST(strftime('%Y', t.start_date) AS INTEGER) AS year
         FROM matches m
         JOIN tournaments t ON t.id = m.tournament_id
         JOIN players o ON o.id = CASE WHEN m.player1_id = ?1 THEN m.player2_id
                                       ELSE m.player1_id END
         WHERE m.status = 'completed' AND m.is_bye = 0
           AND t.id IN ({counted})
           AND (m.player1_id = ?1 OR m.player2_id = ?1)
         UNION ALL
         SELECT 'league', l.date, l.completed_at, l.id, o.id, o.name, l.winner_id,
                l.set_scores, NULL, NULL, 1, NULL, CAST(strftime('%Y', l.date) AS INTEGER)
         FROM league_matches l JOIN players o ON o.id = l.player2_id
         WHERE l.status = 'completed' AND l.player1_id = ?1
         UNION ALL
         SELECT 'league', l.date, l.completed_at, l.id, o.id, o.name, l.winner_id,
                l.set_scores, NULL, NULL, 0, NULL, CAST(strftime('%Y', l.date) AS INTEGER)
         FROM league_matches l JOIN players o ON o.id = l.player1_id
         WHERE l.status = 'completed' AND l.player2_id = ?1"
    )
}

/// The filter's conditions on [`history_rows`], with its values as ?2 to ?4.
const HISTORY_WHERE: &str = "(?2 IS NULL OR (kind = 'league') = ?2)
                             AND (?3 IS NULL OR year = ?3)
                             AND (?4 IS NULL OR opponent_id = ?4)";

/// A player's last `limit` completed matches (byes excluded), newest first.
pub fn recent_matches(conn: &Connection, id: PlayerId, limit: i64) -> Result<Vec<RecentMatch>> {
    match_history(conn, id, HistoryFilter::default(), limit, 0)
}

/// One page of a player's completed matches (byes excluded) that the filter keeps, newest
/// first: by date, then by when each was recorded.
pub fn match_history(
    conn: &Connection,
    id: PlayerId,
    filter: HistoryFilter,
    limit: i64,
    offset: i64,
) -> Result<Vec<RecentMatch>> {
    // The same text each time: prepared once per connection.
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT kind, date, opponent_id, opponent_name, winner_id, score, tournament_name, stage,
                first, tournament_id
         FROM ({})
         WHERE {HISTORY_WHERE}
         ORDER BY date DESC, done DESC, id DESC
         LIMIT ?5 OFFSET ?6",
        history_rows()
    ))?;
    let values = params![
        id,
        filter.league,
        filter.year,
        filter.opponent,
        limit,
        offset
    ];
    let rows = stmt.query_map(values, |row| {
        let kind: String = row.get(0)?;
        let score: Option<String> = row.get(5)?;
        let tournament: Option<String> = row.get(6)?;
        let stage: Option<String> = row.get(7)?;
        let is_league = kind == "league";
        let winner: Option<PlayerId> = row.get(4)?;
        let first: bool = row.get(8)?;
        // A stored tournament score was checked when it was recorded.
        let tennis = match (is_league, score.as_deref()) {
            (false, Some(text)) => TennisScore::parse(text).ok(),
            _ => None,
        };
        Ok(RecentMatch {
            kind: if is_league {
                MatchKind::League
            } else {
                MatchKind::Tournament
            },
            date: row.get(1)?,
            opponent_id: row.get(2)?,
            opponent_name: row.get(3)?,
            result: match winner {
                Some(winner) if winner == id => MatchEnd::Won,
                Some(_) => MatchEnd::Lost,
                None => MatchEnd::Drawn,
            },
            score: match (is_league, score, &tennis) {
                (true, Some(sets), _) => league_score_text(&sets, first),
                (false, _, Some(tennis)) if first => tennis.sets_text(),
                (false, _, Some(tennis)) => tennis.seen_by_player2().sets_text(),
                (_, score, _) => score.unwrap_or_default(),
            },
            outcome: tennis.as_ref().and_then(TennisScore::outcome),
            tournament_id: row.get(9)?,
            tournament_name: tournament,
            stage: stage.as_deref().and_then(Stage::parse),
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// `6-4, 6-2` from the stored `[[6,4],[6,2]]` of a league match, from player 1's side when
/// `first`, else from player 2's.
fn league_score_text(set_scores: &str, first: bool) -> String {
    serde_json::from_str::<Vec<[u32; 2]>>(set_scores)
        .map(|sets| {
            sets.iter()
                .map(|&[a, b]| if first { (a, b) } else { (b, a) })
                .map(|(a, b)| format!("{a}-{b}"))
                .collect::<Vec<_>>()
                .join(", ")
        })
        .unwrap_or_default()
}
