//! A doubles match's sides (docs/rules.md#doubles): its teams read into the player columns
//! under their keys, and the keys written back as teams.

use std::collections::{HashMap, HashSet};

use rusqlite::{Connection, OptionalExtension, params};

use super::{MatchRow, Result, Version};
use crate::db::teams::{self, TeamRow};
use crate::domain::ids::{PlayerId, TeamId, TournamentId};

impl MatchRow {
    /// The side (1 or 2) player `player` plays on, partners included; none when they do not
    /// play in it.
    pub fn side_of(&self, player: PlayerId) -> Option<u8> {
        let on = |key: Option<PlayerId>, team: Option<[PlayerId; 2]>| {
            key == Some(player) || team.is_some_and(|t| t.contains(&player))
        };
        if on(self.player1_id, self.team1) {
            Some(1)
        } else if on(self.player2_id, self.team2) {
            Some(2)
        } else {
            None
        }
    }

    /// Everyone who plays in it: its two players, or a doubles match's four.
    pub fn everyone(&self) -> Vec<PlayerId> {
        if self.doubles {
            self.team1.into_iter().chain(self.team2).flatten().collect()
        } else {
            self.player1_id.into_iter().chain(self.player2_id).collect()
        }
    }

    /// The players of side `side` (1 or 2): its player, or a doubles team's two; none while
    /// unknown.
    pub fn players_on(&self, side: u8) -> Vec<PlayerId> {
        let (key, team) = match side {
            1 => (self.player1_id, self.team1),
            2 => (self.player2_id, self.team2),
            _ => (None, None),
        };
        match team {
            Some(team) => team.to_vec(),
            None => key.into_iter().collect(),
        }
    }

    /// Whether `player` (or their team) won it; none before a result.
    pub fn won_by(&self, player: PlayerId) -> Option<bool> {
        let winner = self.winner_id?;
        Some(self.side_keyed(winner).is_some() && self.side_keyed(winner) == self.side_of(player))
    }

    /// The side (1 or 2) that `key` stands for: a player, or a team's first player.
    pub fn side_keyed(&self, key: PlayerId) -> Option<u8> {
        if self.player1_id == Some(key) {
            Some(1)
        } else if self.player2_id == Some(key) {
            Some(2)
        } else {
            None
        }
    }

    /// The key (player, or team's first player) of side `side` (1 or 2).
    pub fn key_of_side(&self, side: u8) -> Option<PlayerId> {
        match side {
            1 => self.player1_id,
            2 => self.player2_id,
            _ => None,
        }
    }
}

/// A doubles match's team columns, read beside the row and resolved by [`with_teams`].
pub(super) struct TeamSides {
    pub(super) teams: [Option<TeamId>; 2],
    pub(super) winner: Option<u8>,
    pub(super) claim_winner: Option<u8>,
    pub(super) claim_score: Option<String>,
    pub(super) dispute_winner: Option<u8>,
    pub(super) dispute_score: Option<String>,
}

/// The rows `stmt` reads with `params`, each doubles match's teams resolved.
pub(super) fn read_rows(
    conn: &Connection,
    stmt: &mut rusqlite::Statement<'_>,
    params: impl rusqlite::Params,
) -> Result<Vec<MatchRow>> {
    let read = stmt
        .query_map(params, super::from_row)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    with_teams(conn, read)
}

/// Puts each doubles match's teams in its player columns: the first player's id as the side's
/// key, the team's name as its name, and the winners as keys.
pub(super) fn with_teams(
    conn: &Connection,
    read: Vec<(MatchRow, TeamSides)>,
) -> Result<Vec<MatchRow>> {
    let mut teams: HashMap<TeamId, TeamRow> = HashMap::new();
    let mut known: HashSet<TournamentId> = HashSet::new();
    let mut rows = Vec::with_capacity(read.len());
    for (mut row, sides) in read {
        if row.doubles {
            if known.insert(row.tournament_id) {
                for team in teams::of_tournament(conn, row.tournament_id)? {
                    teams.insert(team.id, team);
                }
            }
            let [one, two] = sides.teams.map(|id| id.and_then(|id| teams.get(&id)));
            row.player1_id = one.map(|t| t.players[0]);
            row.player2_id = two.map(|t| t.players[0]);
            row.player1_name = one.map(TeamRow::name);
            row.player2_name = two.map(TeamRow::name);
            row.team1 = one.map(|t| t.players);
            row.team2 = two.map(|t| t.players);
            let keys = [row.player1_id, row.player2_id];
            let key =
                |side: Option<u8>| side.and_then(|s| keys.get(usize::from(s) - 1).copied()?);
            row.winner_id = key(sides.winner);
            row.claim = key(sides.claim_winner)
                .zip(sides.claim_score)
                .map(|(winner_id, score)| Version { winner_id, score });
            row.dispute_version = key(sides.dispute_winner)
                .zip(sides.dispute_score)
                .map(|(winner_id, score)| Version { winner_id, score });
        }
        rows.push(row);
    }
    Ok(rows)
}

/// In an `UPDATE matches`, the side (1 or 2) whose key is parameter `?{n}`: a doubles
/// match's team whose first player it is; null for a singles match.
pub(super) fn side_keyed_by(n: u8) -> String {
    format!(
        "(SELECT CASE tp.team_id WHEN matches.team1_id THEN 1 WHEN matches.team2_id THEN 2 END
          FROM team_players tp
          WHERE tp.tournament_id = matches.tournament_id AND tp.player_id = ?{n}
            AND tp.position = 1)"
    )
}

/// The teams of doubles tournament `id` whose first players are `keys`.
fn teams_keyed(
    conn: &Connection,
    id: TournamentId,
    keys: [Option<PlayerId>; 2],
) -> Result<[Option<TeamId>; 2]> {
    let mut stmt = conn.prepare_cached(
        "SELECT team_id FROM team_players
         WHERE tournament_id = ?1 AND player_id = ?2 AND position = 1",
    )?;
    let mut teams = [None, None];
    for (team, key) in teams.iter_mut().zip(keys) {
        if let Some(key) = key {
            *team = stmt.query_row(params![id, key], |r| r.get(0)).optional()?;
        }
    }
    Ok(teams)
}

/// A match's player columns and team columns, one pair of them null.
type SideColumns = ([Option<PlayerId>; 2], [Option<TeamId>; 2]);

/// The columns a match's sides are written to: `keys` as players for a singles match, or as
/// the teams they are the first players of for a doubles one.
pub(super) fn side_columns(
    conn: &Connection,
    id: TournamentId,
    doubles: bool,
    keys: [Option<PlayerId>; 2],
) -> Result<SideColumns> {
    if doubles {
        Ok(([None, None], teams_keyed(conn, id, keys)?))
    } else {
        Ok((keys, [None, None]))
    }
}
