//! Tournaments, their groups and their selected players.

use rusqlite::{Connection, OptionalExtension, Row, params};

use super::Result;
use crate::domain::ids::{MatchId, PlayerId, TournamentId};
use crate::domain::tournament::{Discipline, TournamentFormat, TournamentStatus};

/// A tournament as stored, with the counts the screens need.
#[derive(Debug, Clone, PartialEq)]
pub struct TournamentRow {
    /// Its id.
    pub id: TournamentId,
    /// Its name.
    pub name: String,
    /// Where it stands.
    pub status: TournamentStatus,
    /// `yyyy-mm-dd`.
    pub start_date: String,
    /// Planned number of players.
    pub player_count: i64,
    /// How it is played.
    pub tournament_type: TournamentFormat,
    /// Colones; 0 is free.
    pub buy_in: i64,
    /// Colones; 0 is no prize.
    pub bag_price: i64,
    /// The winner of the final, once played: in doubles, the champion team's first player,
    /// its key (see [`super::matches::MatchRow`]).
    pub champion_id: Option<PlayerId>,
    /// The champion's name (in doubles, the team's).
    pub champion_name: Option<String>,
    /// A doubles tournament's champion team, its players in the order entered.
    pub champion_team: Option<[PlayerId; 2]>,
    /// Players (or, in doubles, teams) selected so far.
    pub registered_count: i64,
    /// Whether any match has a recorded result (byes do not count).
    pub has_results: bool,
    /// Whether the schedule exists.
    pub matches_generated: bool,
    /// Whether it is a season's year-end finals.
    pub finals: bool,
    /// Played by players or by teams of two.
    pub discipline: Discipline,
    /// The final's result while it awaits confirmation or is disputed: the tournament stays
    /// active, with no champion, until it is confirmed (docs/rules.md#results-by-the-players).
    pub final_waiting: Option<FinalWaiting>,
}

/// A final that was played but is not confirmed yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FinalWaiting {
    /// Who won it, as reported.
    pub winner_id: PlayerId,
    /// The winner's name.
    pub winner_name: String,
    /// `awaiting` or `disputed`.
    pub state: crate::domain::confirmation::State,
}

const SELECT: &str = "
    SELECT t.id, t.name, t.status, t.start_date, t.player_count, t.tournament_type, t.buy_in,
           t.bag_price, t.champion_id, c.name,
           CASE t.discipline
               WHEN 'doubles' THEN (SELECT COUNT(*) FROM teams tm WHERE tm.tournament_id = t.id)
               ELSE (SELECT COUNT(*) FROM tournament_players tp WHERE tp.tournament_id = t.id)
           END,
           EXISTS (SELECT 1 FROM matches m WHERE m.tournament_id = t.id
                     AND (m.winner_id IS NOT NULL OR m.winner_team IS NOT NULL) AND m.is_bye = 0),
           EXISTS (SELECT 1 FROM matches m WHERE m.tournament_id = t.id),
           t.finals,
           CASE t.discipline
               WHEN 'doubles' THEN
                   (SELECT json_array(a.player_id, m.confirmation, pa.name, pb.name)
                      FROM matches m
                      JOIN team_players a ON a.position = 1 AND a.team_id =
                           CASE m.winner_team WHEN 1 THEN m.team1_id ELSE m.team2_id END
                      JOIN players pa ON pa.id = a.player_id
                      JOIN team_players b ON b.team_id = a.team_id AND b.position = 2
                      JOIN players pb ON pb.id = b.player_id
                     WHERE m.tournament_id = t.id AND m.stage = 'final'
                       AND m.confirmation IN ('awaiting', 'disputed'))
               ELSE
                   (SELECT json_array(m.winner_id, m.confirmation, p.name)
                      FROM matches m JOIN players p ON p.id = m.winner_id
                     WHERE m.tournament_id = t.id AND m.stage = 'final'
                       AND m.confirmation IN ('awaiting', 'disputed'))
           END,
           t.discipline,
           (SELECT json_array(a.player_id, b.player_id, pa.name, pb.name)
              FROM team_players a JOIN players pa ON pa.id = a.player_id
              JOIN team_players b ON b.team_id = a.team_id AND b.position = 2
              JOIN players pb ON pb.id = b.player_id
             WHERE a.team_id = t.champion_team_id AND a.position = 1)
    FROM tournaments t LEFT JOIN players c ON c.id = t.champion_id";

/// Reads a stored key back into its enum; a key the schema does not allow is a corrupt row.
pub(super) fn stored<T>(
    row: &Row<'_>,
    index: usize,
    parse: fn(&str) -> Option<T>,
) -> rusqlite::Result<T> {
    let key: String = row.get(index)?;
    parse(&key).ok_or_else(|| {
        rusqlite::Error::FromSqlConversionFailure(
            index,
            rusqlite::types::Type::Text,
            format!("unknown key {key:?}").into(),
        )
    })
}

fn from_row(row: &Row<'_>) -> rusqlite::Result<TournamentRow> {
    // A doubles champion, `[first, second, first's name, second's name]`.
    let team: Option<(i64, i64, String, String)> = row
        .get::<_, Option<String>>(16)?
        .and_then(|json| serde_json::from_str(&json).ok());
    let champion_id: Option<PlayerId> = row.get(8)?;
    let champion_name: Option<String> = row.get(9)?;
    let (champion_id, champion_name, champion_team) = match team {
        Some((a, b, name_a, name_b)) => (
            Some(PlayerId(a)),
            Some(crate::domain::teams::team_name(&name_a, &name_b)),
            Some([PlayerId(a), PlayerId(b)]),
        ),
        None => (champion_id, champion_name, None),
    };
    Ok(TournamentRow {
        id: row.get(0)?,
        name: row.get(1)?,
        status: stored(row, 2, TournamentStatus::parse)?,
        start_date: row.get(3)?,
        player_count: row.get(4)?,
        tournament_type: stored(row, 5, TournamentFormat::parse)?,
        buy_in: row.get(6)?,
        bag_price: row.get(7)?,
        champion_id,
        champion_name,
        champion_team,
        registered_count: row.get(10)?,
        has_results: row.get(11)?,
        matches_generated: row.get(12)?,
        finals: row.get(13)?,
        final_waiting: final_waiting(row.get(14)?),
        discipline: stored(row, 15, Discipline::parse)?,
    })
}

/// The waiting final the row's JSON array names, `[winnerId, state, winnerName]`, or in
/// doubles `[first player's id, state, first's name, second's name]`.
fn final_waiting(json: Option<String>) -> Option<FinalWaiting> {
    let found: Vec<serde_json::Value> = serde_json::from_str(&json?).ok()?;
    let winner_id = found.first()?.as_i64()?;
    let state = found.get(1)?.as_str()?;
    let names: Vec<&str> = found[2..].iter().filter_map(|v| v.as_str()).collect();
    let winner_name = match names[..] {
        [one] => one.to_string(),
        [first, second] => crate::domain::teams::team_name(first, second),
        _ => return None,
    };
    Some(FinalWaiting {
        winner_id: PlayerId(winner_id),
        winner_name,
        state: crate::domain::confirmation::State::parse(state)?,
    })
}

/// Every tournament, newest start first; drafts only when asked for (the admin).
pub fn list(conn: &Connection, include_drafts: bool) -> Result<Vec<TournamentRow>> {
    let sql =
        format!("{SELECT} WHERE ?1 OR t.status <> 'draft' ORDER BY t.start_date DESC, t.id DESC");
    let mut stmt = conn.prepare_cached(&sql)?;
    let rows = stmt.query_map([include_drafts], from_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// One tournament.
pub fn get(conn: &Connection, id: TournamentId) -> Result<Option<TournamentRow>> {
    let sql = format!("{SELECT} WHERE t.id = ?1");
    Ok(conn
        .prepare_cached(&sql)?
        .query_row([id], from_row)
        .optional()?)
}

/// The selected players' ids, by seed.
pub fn selected_player_ids(conn: &Connection, id: TournamentId) -> Result<Vec<PlayerId>> {
    let mut stmt = conn.prepare_cached(
        "SELECT player_id FROM tournament_players WHERE tournament_id = ?1 ORDER BY seed",
    )?;
    let ids = stmt.query_map([id], |row| row.get(0))?;
    Ok(ids.collect::<rusqlite::Result<_>>()?)
}

/// The fields of a new tournament.
#[derive(Debug, Clone)]
pub struct NewTournament {
    /// Its name, trimmed.
    pub name: String,
    /// Where it stands.
    pub status: TournamentStatus,
    /// `yyyy-mm-dd`.
    pub start_date: String,
    /// Planned number of players.
    pub player_count: i64,
    /// How it is played.
    pub tournament_type: TournamentFormat,
    /// Colones.
    pub buy_in: i64,
    /// Colones.
    pub bag_price: i64,
    /// A season's year-end finals.
    pub finals: bool,
    /// Played by players or by teams; set at creation, never changed.
    pub discipline: Discipline,
}

/// Inserts a tournament row; returns its id.
pub fn insert(conn: &Connection, new: &NewTournament) -> Result<TournamentId> {
    conn.prepare_cached(
        "INSERT INTO tournaments (name, status, start_date, player_count, tournament_type, buy_in,
                                  bag_price, finals, discipline)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
    )?
    .execute(params![
        new.name,
        new.status.as_str(),
        new.start_date,
        new.player_count,
        new.tournament_type.as_str(),
        new.buy_in,
        new.bag_price,
        new.finals,
        new.discipline.as_str()
    ])?;
    Ok(TournamentId(conn.last_insert_rowid()))
}

/// Rewrites a tournament's own fields.
pub fn update(conn: &Connection, id: TournamentId, t: &NewTournament) -> Result<()> {
    conn.prepare_cached(
        "UPDATE tournaments SET name = ?2, status = ?3, start_date = ?4, player_count = ?5,
                tournament_type = ?6, buy_in = ?7, bag_price = ?8, finals = ?9
         WHERE id = ?1",
    )?
    .execute(params![
        id,
        t.name,
        t.status.as_str(),
        t.start_date,
        t.player_count,
        t.tournament_type.as_str(),
        t.buy_in,
        t.bag_price,
        t.finals
    ])?;
    Ok(())
}

/// Sets or clears the champion: marks the tournament completed when one is set, and a
/// completed one active again when it is cleared.
pub fn set_champion(conn: &Connection, id: TournamentId, champion: Option<PlayerId>) -> Result<()> {
    match champion {
        Some(player) => conn
            .prepare_cached(
                "UPDATE tournaments
                 SET champion_id = CASE discipline WHEN 'doubles' THEN NULL ELSE ?2 END,
                     champion_team_id = CASE discipline WHEN 'doubles' THEN
                         (SELECT team_id FROM team_players
                          WHERE tournament_id = ?1 AND player_id = ?2 AND position = 1) END,
                     status = 'completed'
                 WHERE id = ?1",
            )?
            .execute(params![id, player])?,
        None => conn
            .prepare_cached(
                "UPDATE tournaments SET champion_id = NULL, champion_team_id = NULL,
                 status = CASE status WHEN 'completed' THEN 'active' ELSE status END
             WHERE id = ?1",
            )?
            .execute([id])?,
    };
    Ok(())
}

/// Deletes a tournament with its groups, players and matches.
pub fn delete(conn: &Connection, id: TournamentId) -> Result<bool> {
    // Matches point at each other (next_match_id); clear them first so no order matters.
    conn.prepare_cached("DELETE FROM matches WHERE tournament_id = ?1")?
        .execute([id])?;
    Ok(conn
        .prepare_cached("DELETE FROM tournaments WHERE id = ?1")?
        .execute([id])?
        == 1)
}

/// The results recorded in a tournament, byes left out.
pub fn result_count(conn: &Connection, id: TournamentId) -> Result<i64> {
    Ok(conn
        .prepare_cached(
            "SELECT COUNT(*) FROM matches WHERE tournament_id = ?1 AND winner_id IS NOT NULL
           AND is_bye = 0",
        )?
        .query_row([id], |r| r.get(0))?)
}

/// The walkovers one player gave in a tournament, beside all they gave in its season.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WalkoversGiven {
    /// The player who gave them.
    pub player_id: PlayerId,
    /// Their name.
    pub name: String,
    /// Given in this tournament.
    pub here: i64,
    /// Given in the season, this tournament's included (the kept totals).
    pub in_season: i64,
}

/// Who gave walkovers in a tournament whose season is `season`, by name.
pub fn walkovers_given(
    conn: &Connection,
    id: TournamentId,
    season: i32,
) -> Result<Vec<WalkoversGiven>> {
    let mut stmt = conn.prepare(
        "SELECT w.loser, p.name, w.here, coalesce(pt.walkovers, 0)
         FROM (SELECT CASE WHEN winner_id = player1_id THEN player2_id ELSE player1_id END
                          AS loser,
                      COUNT(*) AS here
               FROM matches
               WHERE tournament_id = ?1 AND status = 'completed' AND walkover = 1
                 AND is_bye = 0
               GROUP BY loser) w
         JOIN players p ON p.id = w.loser
         LEFT JOIN player_totals pt ON pt.player_id = w.loser AND pt.season = ?2
         ORDER BY p.name, p.id",
    )?;
    let rows = stmt.query_map(params![id, season], |r| {
        Ok(WalkoversGiven {
            player_id: r.get(0)?,
            name: r.get(1)?,
            here: r.get(2)?,
            in_season: r.get(3)?,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// A group of a hybrid tournament.
#[derive(Debug, Clone, PartialEq)]
pub struct GroupRow {
    /// Its id.
    pub id: i64,
    /// 0 for Group A.
    pub position: i64,
    /// "Group A", ...
    pub name: String,
}

/// The id of tournament `id`'s final, if its draw has one: one seek by the matches' index by
/// tournament, where reading all its matches to find it was one of the five reads of them a
/// result's write made.
pub fn final_match(conn: &Connection, id: TournamentId) -> Result<Option<MatchId>> {
    Ok(conn
        .prepare_cached(
            "SELECT id FROM matches WHERE tournament_id = ?1 AND stage = 'final' ORDER BY id LIMIT 1",
        )?
        .query_row([id], |r| r.get(0))
        .optional()?)
}

/// A tournament's groups, A first.
pub fn groups(conn: &Connection, tournament_id: TournamentId) -> Result<Vec<GroupRow>> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, position, name FROM tournament_groups WHERE tournament_id = ?1 ORDER BY position",
    )?;
    let rows = stmt.query_map([tournament_id], |row| {
        Ok(GroupRow {
            id: row.get(0)?,
            position: row.get(1)?,
            name: row.get(2)?,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// A selected player of a tournament.
#[derive(Debug, Clone, PartialEq)]
pub struct EntrantRow {
    /// The player.
    pub player_id: PlayerId,
    /// The player's name.
    pub name: String,
    /// 1 is the favourite.
    pub seed: i64,
    /// The player's group (hybrid).
    pub group_id: Option<i64>,
    /// The group slot (hybrid: 4 per group, A first) or the draw line (single elimination).
    pub slot: i64,
    /// The avatar's content hash, if the player has one.
    pub avatar_hash: Option<String>,
    /// The player's email (for the admin's view).
    pub email: Option<String>,
}

/// A tournament's selected players, by slot (a doubles tournament's teams are
/// [`super::teams::entrants`]).
pub fn entrants(conn: &Connection, tournament_id: TournamentId) -> Result<Vec<EntrantRow>> {
    let mut stmt = conn.prepare_cached(
        "SELECT tp.player_id, p.name, tp.seed, tp.group_id, tp.slot, a.hash, p.email
         FROM tournament_players tp
         JOIN players p ON p.id = tp.player_id
         LEFT JOIN avatars a INDEXED BY avatars_hash ON a.player_id = tp.player_id
         WHERE tp.tournament_id = ?1 ORDER BY tp.slot",
    )?;
    let rows = stmt.query_map([tournament_id], |row| {
        Ok(EntrantRow {
            player_id: row.get(0)?,
            name: row.get(1)?,
            seed: row.get(2)?,
            group_id: row.get(3)?,
            slot: row.get(4)?,
            avatar_hash: row.get(5)?,
            email: row.get(6)?,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Whether tournament `id` is played by teams.
pub(super) fn is_doubles(conn: &Connection, id: TournamentId) -> Result<bool> {
    Ok(conn
        .prepare_cached("SELECT discipline = 'doubles' FROM tournaments WHERE id = ?1")?
        .query_row([id], |r| r.get::<_, bool>(0))
        .optional()?
        .unwrap_or(false))
}

/// Replaces a tournament's groups by `group_names`, in order; returns their ids.
pub(super) fn replace_groups(
    conn: &Connection,
    tournament_id: TournamentId,
    group_names: &[String],
) -> Result<Vec<i64>> {
    conn.prepare_cached("DELETE FROM tournament_groups WHERE tournament_id = ?1")?
        .execute([tournament_id])?;
    let mut group_ids = Vec::with_capacity(group_names.len());
    for (position, name) in group_names.iter().enumerate() {
        conn.prepare_cached(
            "INSERT INTO tournament_groups (tournament_id, position, name) VALUES (?1, ?2, ?3)",
        )?
        .execute(params![tournament_id, position as i64, name])?;
        group_ids.push(conn.last_insert_rowid());
    }
    Ok(group_ids)
}

/// Replaces a tournament's groups and selected players. `placement[i]` is the player in
/// slot `i` with their seed (`None` for an empty draw line). With `group_names` (hybrids),
/// slots are dealt into the groups in order, 4 per group.
pub fn replace_entrants(
    conn: &Connection,
    tournament_id: TournamentId,
    group_names: &[String],
    placement: &[Option<(PlayerId, u32)>],
) -> Result<()> {
    conn.prepare_cached("DELETE FROM matches WHERE tournament_id = ?1")?
        .execute([tournament_id])?;
    conn.prepare_cached("DELETE FROM tournament_players WHERE tournament_id = ?1")?
        .execute([tournament_id])?;
    let group_ids = replace_groups(conn, tournament_id, group_names)?;
    let slots_per_group = placement.len().div_ceil(group_names.len().max(1));
    let mut insert = conn.prepare_cached(
        "INSERT INTO tournament_players (tournament_id, player_id, seed, group_id, slot)
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?;
    for (slot, entry) in placement.iter().enumerate() {
        if let Some((player, seed)) = entry {
            let group = group_ids.get(slot / slots_per_group).copied();
            insert.execute(params![tournament_id, player, seed, group, slot as i64])?;
        }
    }
    Ok(())
}
