//! What a player has at stake in a decision (docs/rules.md#committee): the matches they play,
//! the tournaments they play in, and those they are still playing in.

use rusqlite::{Connection, OptionalExtension, named_params};

use super::Result;
use crate::domain::ids::{LeagueMatchId, MatchId, PlayerId, TournamentId};

/// A tournament match as it stands for one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatchStake {
    /// The player is one of the match's two.
    pub plays: bool,
    /// The player is still playing in the match's tournament ([`still_playing`]).
    pub still_playing: bool,
}

/// Whether `player` is still playing in tournament `t` (an SQL expression over `:t` and `:p`):
/// they are in its draw, it is not completed, they have lost no match past the groups, and
/// they are not a group player left out of a knockout stage that already has its players.
const STILL_PLAYING: &str = "
    EXISTS (SELECT 1 FROM tournaments t WHERE t.id = :t AND t.status <> 'completed')
    AND EXISTS (SELECT 1 FROM tournament_players tp WHERE tp.tournament_id = :t AND tp.player_id = :p)
    AND NOT EXISTS (
        SELECT 1 FROM matches m
         WHERE m.tournament_id = :t AND m.stage <> 'group' AND m.status = 'completed'
           AND :p IN (m.player1_id, m.player2_id) AND m.winner_id IS NOT NULL AND m.winner_id <> :p)
    AND NOT (
        EXISTS (SELECT 1 FROM matches g WHERE g.tournament_id = :t AND g.stage = 'group')
        AND NOT EXISTS (SELECT 1 FROM matches g
                         WHERE g.tournament_id = :t AND g.stage = 'group' AND g.status <> 'completed')
        AND EXISTS (SELECT 1 FROM matches k
                     WHERE k.tournament_id = :t AND k.stage <> 'group'
                       AND (k.player1_id IS NOT NULL OR k.player2_id IS NOT NULL))
        AND NOT EXISTS (SELECT 1 FROM matches k
                         WHERE k.tournament_id = :t AND k.stage <> 'group'
                           AND :p IN (k.player1_id, k.player2_id)))";

/// Match `id` as it stands for `player`; `None` when there is no such match.
pub fn match_stake(conn: &Connection, id: MatchId, player: PlayerId) -> Result<Option<MatchStake>> {
    let found: Option<(TournamentId, bool)> = conn
        .query_row(
            "SELECT tournament_id, :p IN (IFNULL(player1_id, 0), IFNULL(player2_id, 0))
               FROM matches WHERE id = :id",
            named_params! {":id": id.0, ":p": player.0},
            |row| Ok((TournamentId(row.get(0)?), row.get(1)?)),
        )
        .optional()?;
    let Some((tournament, plays)) = found else {
        return Ok(None);
    };
    Ok(Some(MatchStake {
        plays,
        still_playing: still_playing(conn, tournament, player)?,
    }))
}

/// Whether `player` is still playing in tournament `id` (see [`MatchStake::still_playing`]).
pub fn still_playing(conn: &Connection, id: TournamentId, player: PlayerId) -> Result<bool> {
    Ok(conn.query_row(
        &format!("SELECT {STILL_PLAYING}"),
        named_params! {":t": id.0, ":p": player.0},
        |row| row.get(0),
    )?)
}

/// Whether `player` is in tournament `id`'s draw, whatever its state.
pub fn plays_in_tournament(conn: &Connection, id: TournamentId, player: PlayerId) -> Result<bool> {
    Ok(conn.prepare_cached(
        "SELECT EXISTS (SELECT 1 FROM tournament_players WHERE tournament_id = ?1 AND player_id = ?2)")?.query_row(
        (id.0, player.0),
        |row| row.get(0),
    )?)
}

/// Whether `player` plays league match `id`; `None` when there is no such match.
pub fn plays_league_match(
    conn: &Connection,
    id: LeagueMatchId,
    player: PlayerId,
) -> Result<Option<bool>> {
    Ok(conn
        .query_row(
            "SELECT ?2 IN (player1_id, player2_id) FROM league_matches WHERE id = ?1",
            (id.0, player.0),
            |row| row.get(0),
        )
        .optional()?)
}
