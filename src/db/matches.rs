//! Tournament matches: the schedule rows and their results.

use rusqlite::{Connection, OptionalExtension, Row, params};

use super::Result;
use super::tournaments::stored;
mod sides;
use crate::domain::bracket::Stage;
use crate::domain::ids::{MatchId, PlayerId, TournamentId};
use crate::domain::tournament::MatchStatus;
use sides::{TeamSides, read_rows, side_columns, side_keyed_by, with_teams};

/// A match as stored, with the players' names. A doubles match (docs/rules.md#doubles) is
/// read with each team in the player columns under its key, its first player's id, and its
/// name: the bracket, tables and confirmation work on one key per side, as in singles.
#[derive(Debug, Clone, PartialEq)]
pub struct MatchRow {
    /// Its id.
    pub id: MatchId,
    /// Its tournament.
    pub tournament_id: TournamentId,
    /// Its group, for group matches.
    pub group_id: Option<i64>,
    /// The stage it belongs to.
    pub stage: Stage,
    /// Round within the stage kind: group round, or knockout round (1 = first).
    pub round: i64,
    /// The week it is scheduled in.
    pub week: i64,
    /// Position within its round (and group).
    pub slot: i64,
    /// Player 1, once known.
    pub player1_id: Option<PlayerId>,
    /// Player 2, once known.
    pub player2_id: Option<PlayerId>,
    /// Player 1's name.
    pub player1_name: Option<String>,
    /// Player 2's name.
    pub player2_name: Option<String>,
    /// Where player 1 comes from ("1st Group A"), for knockout matches.
    pub player1_label: Option<String>,
    /// Where player 2 comes from.
    pub player2_label: Option<String>,
    /// The winner, once played (or the player of a bye).
    pub winner_id: Option<PlayerId>,
    /// Where it stands.
    pub status: MatchStatus,
    /// The score text, from player 1's side.
    pub score: Option<String>,
    /// A first-round bye: not a played match.
    pub is_bye: bool,
    /// The loser gave a walkover.
    pub walkover: bool,
    /// Sets won by player 1.
    pub player1_sets: Option<i64>,
    /// Sets won by player 2.
    pub player2_sets: Option<i64>,
    /// Games won by player 1.
    pub player1_games: Option<i64>,
    /// Games won by player 2.
    pub player2_games: Option<i64>,
    /// The match the winner moves on to.
    pub next_match_id: Option<MatchId>,
    /// The side (1 or 2) the winner takes there.
    pub next_slot: Option<i64>,
    /// Whether the opponent confirmed the result; none before any result.
    pub confirmation: Option<Confirmation>,
    /// Its tournament's start date, `yyyy-mm-dd`: its week's dates and deadlines count from it.
    pub start_date: String,
    /// When and where its players set it to be played.
    pub plan: PlayPlan,
    /// Days the admin added to its `rescheduleUntil`, in all.
    pub extension_days: i64,
    /// A walkover claim a player reported, which counts nowhere until it is confirmed (the
    /// match stays pending); none otherwise.
    pub claim: Option<Version>,
    /// The disputer's own version of the result, when the dispute came with one.
    pub dispute_version: Option<Version>,
    /// Whether its tournament is a doubles one: its sides are teams.
    pub doubles: bool,
    /// A doubles match's first team, once known: its players in the order entered.
    pub team1: Option<[PlayerId; 2]>,
    /// A doubles match's second team, once known.
    pub team2: Option<[PlayerId; 2]>,
}

/// One version of a tournament result that does not stand (yet): a claim, or a disputer's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Version {
    /// Its winner.
    pub winner_id: PlayerId,
    /// Its score, from player 1's side.
    pub score: String,
}

/// When and where a match is to be played (docs/rules.md#deadlines), as its players or the
/// admin set it: nothing until then.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlayPlan {
    /// The club date, `yyyy-mm-dd`.
    pub date: Option<String>,
    /// The start time, `HH:MM` on the half hour.
    pub time: Option<String>,
    /// The court, 1 to 14.
    pub cancha: Option<i64>,
}

/// Where a reported result stands (docs/rules.md#results-by-the-players): the domain's type.
pub use crate::domain::confirmation::Confirmation;
use crate::domain::confirmation::State;

/// The confirmation stored in the five columns from `first` on (state, reported by, reported
/// at, confirm by, dispute reason): the same shape in both tables.
pub(super) fn confirmation_at(
    row: &Row<'_>,
    first: usize,
) -> rusqlite::Result<Option<Confirmation>> {
    if row.get::<_, Option<String>>(first)?.is_none() {
        return Ok(None);
    }
    Ok(Some(Confirmation {
        state: super::tournaments::stored(row, first, State::parse)?,
        reported_by: row.get(first + 1)?,
        reported_at: row.get::<_, Option<i64>>(first + 2)?.unwrap_or_default(),
        confirm_by: row.get(first + 3)?,
        dispute_reason: row.get(first + 4)?,
    }))
}

const SELECT: &str = "
    SELECT m.id, m.tournament_id, m.group_id, m.stage, m.round, m.week, m.slot,
           m.player1_id, m.player2_id, p1.name, p2.name, m.player1_label, m.player2_label,
           m.winner_id, m.status, m.score, m.is_bye, m.walkover, m.player1_sets, m.player2_sets,
           m.player1_games, m.player2_games, m.next_match_id, m.next_slot,
           m.confirmation, m.reported_by, m.reported_at, m.confirm_by, m.dispute_reason,
           (SELECT start_date FROM tournaments WHERE id = m.tournament_id),
           m.play_date, m.play_time, m.cancha, m.extension_days,
           m.claim_winner_id, m.claim_score, m.dispute_winner_id, m.dispute_score,
           m.team1_id, m.team2_id, m.winner_team, m.claim_winner_team, m.dispute_winner_team,
           (SELECT discipline = 'doubles' FROM tournaments WHERE id = m.tournament_id)
    FROM matches m
    LEFT JOIN players p1 ON p1.id = m.player1_id
    LEFT JOIN players p2 ON p2.id = m.player2_id";

fn from_row(row: &Row<'_>) -> rusqlite::Result<(MatchRow, TeamSides)> {
    let version = |first: usize| -> rusqlite::Result<Option<Version>> {
        let winner: Option<PlayerId> = row.get(first)?;
        let score: Option<String> = row.get(first + 1)?;
        Ok(winner
            .zip(score)
            .map(|(winner_id, score)| Version { winner_id, score }))
    };
    let sides = TeamSides {
        teams: [row.get(38)?, row.get(39)?],
        winner: row.get(40)?,
        claim_winner: row.get(41)?,
        claim_score: row.get(35)?,
        dispute_winner: row.get(42)?,
        dispute_score: row.get(37)?,
    };
    let claim = version(34)?;
    let mut confirmation = confirmation_at(row, 24)?;
    // A claim is stored as `awaiting` with its claim columns (migration V21).
    if let Some(c) = confirmation.as_mut()
        && (claim.is_some() || sides.claim_winner.is_some())
        && c.state == State::Awaiting
    {
        c.state = State::Claimed;
    }
    let row = MatchRow {
        id: row.get(0)?,
        tournament_id: row.get(1)?,
        group_id: row.get(2)?,
        stage: stored(row, 3, Stage::parse)?,
        round: row.get(4)?,
        week: row.get(5)?,
        slot: row.get(6)?,
        player1_id: row.get(7)?,
        player2_id: row.get(8)?,
        player1_name: row.get(9)?,
        player2_name: row.get(10)?,
        player1_label: row.get(11)?,
        player2_label: row.get(12)?,
        winner_id: row.get(13)?,
        status: stored(row, 14, MatchStatus::parse)?,
        score: row.get(15)?,
        is_bye: row.get(16)?,
        walkover: row.get(17)?,
        player1_sets: row.get(18)?,
        player2_sets: row.get(19)?,
        player1_games: row.get(20)?,
        player2_games: row.get(21)?,
        next_match_id: row.get(22)?,
        next_slot: row.get(23)?,
        confirmation,
        start_date: row.get(29)?,
        plan: PlayPlan {
            date: row.get(30)?,
            time: row.get(31)?,
            cancha: row.get(32)?,
        },
        extension_days: row.get(33)?,
        claim,
        dispute_version: version(36)?,
        doubles: row.get::<_, Option<bool>>(43)?.unwrap_or(false),
        team1: None,
        team2: None,
    };
    Ok((row, sides))
}

/// A tournament's matches: group matches first (by round, group, slot), then the knockout
/// in bracket order (round, slot).
pub fn for_tournament(conn: &Connection, tournament_id: TournamentId) -> Result<Vec<MatchRow>> {
    let sql = format!(
        "{SELECT} WHERE m.tournament_id = ?1
         ORDER BY m.stage <> 'group', m.round, m.group_id, m.slot"
    );
    let mut stmt = conn.prepare_cached(&sql)?;
    read_rows(conn, &mut stmt, [tournament_id])
}

/// A player's matches (their teams' too) in every tournament but drafts, no byes, in the order
/// the tournaments started, then the schedule's. By the per-player and per-team indexes.
pub fn for_player(conn: &Connection, player_id: PlayerId) -> Result<Vec<MatchRow>> {
    let sql = format!(
        "{SELECT} JOIN tournaments t ON t.id = m.tournament_id
         WHERE m.id IN (SELECT id FROM matches WHERE player1_id = ?1
                        UNION ALL SELECT id FROM matches WHERE player2_id = ?1
                        UNION ALL SELECT d.id FROM team_players tp JOIN matches d
                            ON d.team1_id = tp.team_id WHERE tp.player_id = ?1
                        UNION ALL SELECT d.id FROM team_players tp JOIN matches d
                            ON d.team2_id = tp.team_id WHERE tp.player_id = ?1)
           AND t.status <> 'draft' AND NOT m.is_bye
         ORDER BY t.start_date, t.id, m.week, m.stage <> 'group', m.round, m.slot"
    );
    let mut stmt = conn.prepare_cached(&sql)?;
    read_rows(conn, &mut stmt, [player_id])
}

/// One match.
pub fn get(conn: &Connection, id: MatchId) -> Result<Option<MatchRow>> {
    let sql = format!("{SELECT} WHERE m.id = ?1");
    let read = conn
        .prepare_cached(&sql)?
        .query_row([id], from_row)
        .optional()?;
    Ok(with_teams(conn, read.into_iter().collect())?.pop())
}

/// A match to insert into a new schedule.
#[derive(Debug, Clone)]
pub struct NewMatch {
    /// The group, for group matches.
    pub group_id: Option<i64>,
    /// The stage key.
    pub stage: &'static str,
    /// Round number.
    pub round: i64,
    /// Week number.
    pub week: i64,
    /// Position within the round.
    pub slot: i64,
    /// Known players (in doubles, the teams' first players).
    pub players: [Option<PlayerId>; 2],
    /// Where each side comes from, for knockout matches.
    pub labels: [Option<String>; 2],
    /// A first-round bye.
    pub is_bye: bool,
}

/// Inserts a match; returns its id.
pub fn insert(conn: &Connection, tournament_id: TournamentId, m: &NewMatch) -> Result<MatchId> {
    let status = if m.players[0].is_some() && m.players[1].is_some() {
        MatchStatus::Pending
    } else {
        MatchStatus::Scheduled
    };
    let doubles = super::tournaments::is_doubles(conn, tournament_id)?;
    let (players, teams) = side_columns(conn, tournament_id, doubles, m.players)?;
    conn.prepare_cached(
        "INSERT INTO matches (tournament_id, group_id, stage, round, week, slot, player1_id,
                              player2_id, player1_label, player2_label, status, is_bye,
                              team1_id, team2_id)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
    )?
    .execute(params![
        tournament_id,
        m.group_id,
        m.stage,
        m.round,
        m.week,
        m.slot,
        players[0],
        players[1],
        m.labels[0],
        m.labels[1],
        status.as_str(),
        m.is_bye,
        teams[0],
        teams[1]
    ])?;
    Ok(MatchId(conn.last_insert_rowid()))
}

/// Deletes every match of a tournament: its schedule, before it is built again.
pub fn delete_for_tournament(conn: &Connection, tournament_id: TournamentId) -> Result<()> {
    conn.prepare_cached("DELETE FROM matches WHERE tournament_id = ?1")?
        .execute([tournament_id])?;
    Ok(())
}

/// Links a match to the one its winner moves on to.
pub fn set_next(conn: &Connection, id: MatchId, next: MatchId, side: u8) -> Result<()> {
    conn.prepare_cached("UPDATE matches SET next_match_id = ?2, next_slot = ?3 WHERE id = ?1")?
        .execute(params![id, next, side])?;
    Ok(())
}

/// Clears the result of played match `m` (the club reopens it): pending again, with its
/// players, and no confirmation.
pub fn clear_result(conn: &Connection, m: &MatchRow) -> Result<()> {
    conn.prepare_cached(
        "UPDATE matches SET winner_id = NULL, winner_team = NULL, claim_winner_team = NULL,
                dispute_winner_team = NULL, status = 'pending', score = NULL, walkover = 0,
                player1_sets = NULL, player2_sets = NULL, player1_games = NULL,
                player2_games = NULL, completed_at = NULL, confirmation = NULL,
                reported_by = NULL, reported_at = NULL, confirm_by = NULL,
                dispute_reason = NULL, claim_winner_id = NULL, claim_score = NULL,
                dispute_winner_id = NULL, dispute_score = NULL
         WHERE id = ?1 AND is_bye = 0",
    )?
    .execute([m.id])?;
    Ok(())
}

/// Puts the given players on a match. A match whose players change loses any result it had
/// (callers refuse that for played matches first). A bye is won by its one player.
pub fn set_players(conn: &Connection, m: &MatchRow, players: [Option<PlayerId>; 2]) -> Result<()> {
    if [m.player1_id, m.player2_id] == players && !(m.is_bye && m.winner_id.is_none()) {
        return Ok(());
    }
    let (keys, teams) = side_columns(conn, m.tournament_id, m.doubles, players)?;
    if m.is_bye {
        let side: Option<u8> = if players[0].is_some() {
            Some(1)
        } else {
            players[1].map(|_| 2)
        };
        let status = if side.is_some() {
            MatchStatus::Completed
        } else {
            MatchStatus::Scheduled
        };
        let (winner, winner_team) = if m.doubles {
            (None, side)
        } else {
            (players[0].or(players[1]), None)
        };
        conn.prepare_cached(
            "UPDATE matches SET player1_id = ?2, player2_id = ?3, winner_id = ?4, status = ?5,
                    team1_id = ?6, team2_id = ?7, winner_team = ?8
             WHERE id = ?1",
        )?
        .execute(params![
            m.id,
            keys[0],
            keys[1],
            winner,
            status.as_str(),
            teams[0],
            teams[1],
            winner_team
        ])?;
        return Ok(());
    }
    let status = if players[0].is_some() && players[1].is_some() {
        MatchStatus::Pending
    } else {
        MatchStatus::Scheduled
    };
    conn.prepare_cached(
        "UPDATE matches SET player1_id = ?2, player2_id = ?3, winner_id = NULL, status = ?4,
                score = NULL, walkover = 0, player1_sets = NULL, player2_sets = NULL,
                player1_games = NULL, player2_games = NULL, completed_at = NULL,
                confirmation = NULL, reported_by = NULL, reported_at = NULL, confirm_by = NULL,
                dispute_reason = NULL, claim_winner_id = NULL, claim_score = NULL,
                dispute_winner_id = NULL, dispute_score = NULL, team1_id = ?5, team2_id = ?6,
                winner_team = NULL, claim_winner_team = NULL, dispute_winner_team = NULL
         WHERE id = ?1",
    )?
    .execute(params![
        m.id,
        keys[0],
        keys[1],
        status.as_str(),
        teams[0],
        teams[1]
    ])?;
    Ok(())
}

/// A result to record on a match.
#[derive(Debug, Clone, PartialEq)]
pub struct MatchResult {
    /// The winner (one of the two players; in doubles, the winning team's first player).
    pub winner_id: PlayerId,
    /// The canonical score text.
    pub score: String,
    /// The loser gave a walkover.
    pub walkover: bool,
    /// Sets won by player 1 and player 2.
    pub sets: [i64; 2],
    /// Games won by player 1 and player 2.
    pub games: [i64; 2],
}

/// Records (or replaces) a match's result at `at` (unix seconds, the club clock's). A
/// correction keeps the instant the result was first recorded: the day the match was played.
pub fn record(conn: &Connection, id: MatchId, result: &MatchResult, at: i64) -> Result<()> {
    conn.prepare_cached(&format!(
        "UPDATE matches SET winner_id = CASE WHEN team1_id IS NULL THEN ?2 END,
                winner_team = CASE WHEN team1_id IS NOT NULL THEN {} END,
                score = ?3, walkover = ?4, player1_sets = ?5,
                player2_sets = ?6, player1_games = ?7, player2_games = ?8, status = 'completed',
                completed_at = CASE WHEN status = 'completed' AND completed_at IS NOT NULL
                                    THEN completed_at ELSE ?9 END
         WHERE id = ?1",
        side_keyed_by(2)
    ))?
    .execute(params![
        id,
        result.winner_id,
        result.score,
        result.walkover,
        result.sets[0],
        result.sets[1],
        result.games[0],
        result.games[1],
        at
    ])?;
    Ok(())
}

/// The state as the `confirmation` column keeps it: a claim is `awaiting` with its claim
/// columns set (migration V21).
pub(super) fn stored_state(state: State) -> &'static str {
    match state {
        State::Claimed => State::Awaiting.as_str(),
        other => other.as_str(),
    }
}

/// Sets where match `id`'s result stands, or clears it with `None`. A disputer's version
/// goes with any state but `disputed`; a claim with any but `claimed` and `disputed`.
pub fn set_confirmation(
    conn: &Connection,
    id: MatchId,
    confirmation: Option<&Confirmation>,
) -> Result<()> {
    conn.prepare_cached(
        "UPDATE matches SET confirmation = ?2, reported_by = ?3, reported_at = ?4,
                confirm_by = ?5, dispute_reason = ?6,
                dispute_winner_id = CASE WHEN ?2 = 'disputed' THEN dispute_winner_id END,
                dispute_score = CASE WHEN ?2 = 'disputed' THEN dispute_score END,
                dispute_winner_team = CASE WHEN ?2 = 'disputed' THEN dispute_winner_team END,
                claim_winner_id = CASE WHEN ?7 THEN claim_winner_id END,
                claim_winner_team = CASE WHEN ?7 THEN claim_winner_team END,
                claim_score = CASE WHEN ?7 THEN claim_score END
         WHERE id = ?1",
    )?
    .execute(params![
        id,
        confirmation.map(|c| stored_state(c.state)),
        confirmation.and_then(|c| c.reported_by),
        confirmation.map(|c| c.reported_at),
        confirmation.and_then(|c| c.confirm_by),
        confirmation.and_then(|c| c.dispute_reason.as_deref()),
        confirmation.is_some_and(|c| matches!(c.state, State::Claimed | State::Disputed)),
    ])?;
    Ok(())
}

/// Sets (or, with none, clears) the walkover claim on match `id`.
pub fn set_claim(conn: &Connection, id: MatchId, claim: Option<&Version>) -> Result<()> {
    conn.prepare_cached(&format!(
        "UPDATE matches SET claim_winner_id = CASE WHEN team1_id IS NULL THEN ?2 END,
                claim_winner_team = CASE WHEN team1_id IS NOT NULL THEN {} END,
                claim_score = ?3
         WHERE id = ?1",
        side_keyed_by(2)
    ))?
    .execute(params![
        id,
        claim.map(|v| v.winner_id),
        claim.map(|v| v.score.as_str())
    ])?;
    Ok(())
}

/// Sets the disputer's own version on match `id` (none: the dispute came without one).
pub fn set_dispute_version(
    conn: &Connection,
    id: MatchId,
    version: Option<&Version>,
) -> Result<()> {
    conn.prepare_cached(&format!(
        "UPDATE matches SET dispute_winner_id = CASE WHEN team1_id IS NULL THEN ?2 END,
                dispute_winner_team = CASE WHEN team1_id IS NOT NULL THEN {} END,
                dispute_score = ?3
         WHERE id = ?1",
        side_keyed_by(2)
    ))?
    .execute(params![
        id,
        version.map(|v| v.winner_id),
        version.map(|v| v.score.as_str())
    ])?;
    Ok(())
}

/// The played (not walkover) results that await confirmation past `confirm_by` <= `now`.
pub fn due_for_confirmation(conn: &Connection, now: i64) -> Result<Vec<MatchId>> {
    let mut stmt = conn.prepare_cached(
        "SELECT id FROM matches
         WHERE confirmation = 'awaiting' AND confirm_by <= ?1 AND walkover = 0
           AND claim_winner_id IS NULL AND claim_winner_team IS NULL
         ORDER BY confirm_by, id",
    )?;
    let rows = stmt.query_map([now], |row| row.get(0))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The results waiting for the admin at `now`: disputed ones, and walkovers a player reported
/// (claims) past their 48 hours; the oldest report first.
pub fn waiting_for_admin(conn: &Connection, now: i64) -> Result<Vec<MatchRow>> {
    let sql = format!(
        "{SELECT} WHERE m.confirmation = 'disputed'
            OR (m.confirmation = 'awaiting' AND m.confirm_by <= ?1
                AND (m.walkover = 1 OR m.claim_winner_id IS NOT NULL
                     OR m.claim_winner_team IS NOT NULL))
         ORDER BY m.reported_at, m.id"
    );
    let mut stmt = conn.prepare_cached(&sql)?;
    read_rows(conn, &mut stmt, [now])
}

/// Sets when and where match `id` is played (all three replaced; none clears it).
pub fn set_plan(conn: &Connection, id: MatchId, plan: &PlayPlan) -> Result<()> {
    conn.prepare_cached(
        "UPDATE matches SET play_date = ?2, play_time = ?3, cancha = ?4 WHERE id = ?1",
    )?
    .execute(params![id, plan.date, plan.time, plan.cancha])?;
    Ok(())
}

/// Adds `days` to match `id`'s extension.
pub fn extend(conn: &Connection, id: MatchId, days: i64) -> Result<()> {
    conn.prepare_cached("UPDATE matches SET extension_days = extension_days + ?2 WHERE id = ?1")?
        .execute(params![id, days])?;
    Ok(())
}

/// The tournament matches set on club date `date`, in tournaments the public sees (not
/// drafts), byes left out, by hour (those without one last), court and id.
pub fn planned_on(conn: &Connection, date: &str) -> Result<Vec<MatchRow>> {
    let sql = format!(
        "{SELECT} WHERE m.play_date = ?1 AND NOT m.is_bye
           AND (SELECT status FROM tournaments WHERE id = m.tournament_id) <> 'draft'
         ORDER BY m.play_time IS NULL, m.play_time, m.cancha, m.id"
    );
    let mut stmt = conn.prepare_cached(&sql)?;
    read_rows(conn, &mut stmt, [date])
}

/// The matches still to be played in active tournaments: both players known, no bye, no
/// result and no walkover claim; the earliest week first.
pub fn unplayed_in_active(conn: &Connection) -> Result<Vec<MatchRow>> {
    let sql = format!(
        "{SELECT} WHERE m.status = 'pending' AND NOT m.is_bye AND m.claim_winner_id IS NULL
           AND m.claim_winner_team IS NULL
           AND coalesce(m.player1_id, m.team1_id) IS NOT NULL
           AND coalesce(m.player2_id, m.team2_id) IS NOT NULL
           AND m.tournament_id IN (SELECT id FROM tournaments WHERE status = 'active')
         ORDER BY m.week, m.tournament_id, m.id"
    );
    let mut stmt = conn.prepare_cached(&sql)?;
    read_rows(conn, &mut stmt, [])
}

/// The league matches dated `date`, by id.
pub fn league_ids_on(
    conn: &Connection,
    date: &str,
) -> Result<Vec<crate::domain::ids::LeagueMatchId>> {
    let mut stmt =
        conn.prepare_cached("SELECT id FROM league_matches WHERE date = ?1 ORDER BY id")?;
    let rows = stmt.query_map([date], |row| row.get(0))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}
