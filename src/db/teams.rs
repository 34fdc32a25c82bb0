//! Doubles teams (V31, docs/rules.md#doubles): a doubles tournament's entrants, each with its
//! seed, group and slot, and its two players in the order they were entered.

use rusqlite::{Connection, params};

use super::Result;
use super::tournaments::EntrantRow;
use crate::domain::ids::{PlayerId, TeamId, TournamentId};
use crate::domain::teams::team_name;

/// A team of a doubles tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamRow {
    /// Its id.
    pub id: TeamId,
    /// Its players, in the order entered.
    pub players: [PlayerId; 2],
    /// Their names, in the same order.
    pub names: [String; 2],
    /// 1 is the favourite.
    pub seed: i64,
    /// Its group (hybrid).
    pub group_id: Option<i64>,
    /// The group slot (hybrid: 4 per group, A first) or the draw line (single elimination).
    pub slot: i64,
}

impl TeamRow {
    /// "Ana Mora / Luis Rojas".
    pub fn name(&self) -> String {
        team_name(&self.names[0], &self.names[1])
    }
}

/// A doubles tournament's teams, by slot.
pub fn of_tournament(conn: &Connection, tournament_id: TournamentId) -> Result<Vec<TeamRow>> {
    let mut stmt = conn.prepare_cached(
        "SELECT t.id, t.seed, t.group_id, t.slot, a.player_id, pa.name, b.player_id, pb.name
         FROM teams t
         JOIN team_players a ON a.team_id = t.id AND a.position = 1
         JOIN players pa ON pa.id = a.player_id
         JOIN team_players b ON b.team_id = t.id AND b.position = 2
         JOIN players pb ON pb.id = b.player_id
         WHERE t.tournament_id = ?1 ORDER BY t.slot",
    )?;
    let rows = stmt.query_map([tournament_id], |row| {
        Ok(TeamRow {
            id: row.get(0)?,
            seed: row.get(1)?,
            group_id: row.get(2)?,
            slot: row.get(3)?,
            players: [row.get(4)?, row.get(6)?],
            names: [row.get(5)?, row.get(7)?],
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// A tournament's entrants, by slot: its players, or a doubles tournament's teams, each as its
/// key (its first player, see [`super::matches::MatchRow`]) under the team's name.
pub fn entrants(conn: &Connection, tournament_id: TournamentId) -> Result<Vec<EntrantRow>> {
    if !super::tournaments::is_doubles(conn, tournament_id)? {
        return super::tournaments::entrants(conn, tournament_id);
    }
    Ok(of_tournament(conn, tournament_id)?
        .into_iter()
        .map(|team| EntrantRow {
            player_id: team.players[0],
            name: team.name(),
            seed: team.seed,
            group_id: team.group_id,
            slot: team.slot,
            avatar_hash: None,
            email: None,
        })
        .collect())
}

/// Every player of a doubles tournament's teams, by team seed and then in the order entered;
/// none for a singles tournament.
pub fn players_of(conn: &Connection, tournament_id: TournamentId) -> Result<Vec<PlayerId>> {
    let mut stmt = conn.prepare_cached(
        "SELECT tp.player_id FROM team_players tp JOIN teams t ON t.id = tp.team_id
         WHERE tp.tournament_id = ?1 ORDER BY t.seed, tp.position",
    )?;
    let ids = stmt.query_map([tournament_id], |row| row.get(0))?;
    Ok(ids.collect::<rusqlite::Result<_>>()?)
}

/// Replaces a doubles tournament's groups, teams and matches. `placement[i]` is the team in
/// slot `i` (its players in the order entered) with its seed, `None` for an empty draw line;
/// with `group_names` (hybrids) the slots are dealt into the groups in order, 4 per group.
/// Returns the new team of each slot.
pub fn replace(
    conn: &Connection,
    tournament_id: TournamentId,
    group_names: &[String],
    placement: &[Option<([PlayerId; 2], u32)>],
) -> Result<Vec<Option<TeamId>>> {
    conn.prepare_cached("DELETE FROM matches WHERE tournament_id = ?1")?
        .execute([tournament_id])?;
    conn.prepare_cached("DELETE FROM teams WHERE tournament_id = ?1")?
        .execute([tournament_id])?;
    let group_ids = super::tournaments::replace_groups(conn, tournament_id, group_names)?;
    let slots_per_group = placement.len().div_ceil(group_names.len().max(1));
    let mut team = conn.prepare_cached(
        "INSERT INTO teams (tournament_id, seed, group_id, slot) VALUES (?1, ?2, ?3, ?4)",
    )?;
    let mut player = conn.prepare_cached(
        "INSERT INTO team_players (tournament_id, team_id, position, player_id)
         VALUES (?1, ?2, ?3, ?4)",
    )?;
    let mut teams = Vec::with_capacity(placement.len());
    for (slot, entry) in placement.iter().enumerate() {
        let Some((players, seed)) = entry else {
            teams.push(None);
            continue;
        };
        let group = group_ids.get(slot / slots_per_group).copied();
        team.execute(params![tournament_id, seed, group, slot as i64])?;
        let id = conn.last_insert_rowid();
        for (position, player_id) in (1i64..).zip(players) {
            player.execute(params![tournament_id, id, position, player_id])?;
        }
        teams.push(Some(TeamId(id)));
    }
    Ok(teams)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn club() -> (tempfile::TempDir, Connection) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("club.db");
        crate::db::Db::open(&path).unwrap().migrate().unwrap();
        let conn = super::super::connect(&path).unwrap();
        conn.execute_batch(
            "INSERT INTO players (id, name) VALUES (1, 'Ana Lucía Mora Jiménez'),
                 (2, 'José Pablo Rojas Quesada'), (3, 'María Fernanda Solís Araya'),
                 (4, 'Luis Diego Vargas Céspedes'), (5, 'Íñigo Núñez Mora'),
                 (6, 'Valeria Céspedes Rojas');
             INSERT INTO tournaments (id, name, status, start_date, player_count,
                                      tournament_type, discipline)
             VALUES (1, 'Dobles de Diciembre', 'draft', '2026-12-05', 3,
                     'single_elimination', 'doubles');",
        )
        .unwrap();
        (dir, conn)
    }

    fn pair(a: i64, b: i64) -> [PlayerId; 2] {
        [PlayerId(a), PlayerId(b)]
    }

    #[test]
    fn teams_are_stored_by_slot_with_their_players_in_the_order_entered() {
        let (_dir, conn) = club();
        let placed = replace(
            &conn,
            TournamentId(1),
            &[],
            &[
                Some((pair(4, 3), 1)),
                None,
                Some((pair(2, 1), 3)),
                Some((pair(5, 6), 2)),
            ],
        )
        .unwrap();
        assert_eq!(placed.iter().filter(|t| t.is_some()).count(), 3);
        assert_eq!(placed[1], None);
        let teams = of_tournament(&conn, TournamentId(1)).unwrap();
        type Read = (Option<TeamId>, [PlayerId; 2], i64, i64, String);
        let read: Vec<Read> = teams
            .iter()
            .map(|t| (Some(t.id), t.players, t.seed, t.slot, t.name()))
            .collect();
        assert_eq!(
            read,
            [
                (
                    placed[0],
                    pair(4, 3),
                    1,
                    0,
                    "Luis Diego Vargas Céspedes / María Fernanda Solís Araya".to_string()
                ),
                (
                    placed[2],
                    pair(2, 1),
                    3,
                    2,
                    "José Pablo Rojas Quesada / Ana Lucía Mora Jiménez".to_string()
                ),
                (
                    placed[3],
                    pair(5, 6),
                    2,
                    3,
                    "Íñigo Núñez Mora / Valeria Céspedes Rojas".to_string()
                ),
            ]
        );

        // A new draw replaces the teams, and their ids are not given again.
        let again = replace(&conn, TournamentId(1), &[], &[Some((pair(1, 2), 1))]).unwrap();
        let largest = placed.iter().flatten().max().unwrap();
        assert!(again[0].unwrap() > *largest);
        assert_eq!(of_tournament(&conn, TournamentId(1)).unwrap().len(), 1);
    }

    #[test]
    fn the_store_refuses_a_player_in_two_teams_and_writes_nothing_then() {
        let (_dir, mut conn) = club();
        let tx = conn.transaction().unwrap();
        let refused = replace(
            &tx,
            TournamentId(1),
            &[],
            &[Some((pair(1, 2), 1)), Some((pair(3, 1), 2))],
        );
        assert!(refused.is_err());
        drop(tx);
        assert_eq!(of_tournament(&conn, TournamentId(1)).unwrap(), []);
    }
}
