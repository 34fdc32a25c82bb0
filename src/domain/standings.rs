//! Group standings: 3 points a win, and the tiebreak hierarchy points, set win %, game win %,
//! total wins, then name, with the explanation the ranking-details modal shows.

use std::cmp::Ordering;

use serde::Serialize;
use utoipa::ToSchema;

use super::entrant::Entrant;
use super::ids::PlayerId;
use super::names;
use super::score::SetsAndGames;

/// Points for a group match won.
pub const POINTS_PER_WIN: u32 = 3;
/// The top this many of a final group go on to the knockout.
pub const QUALIFIERS_PER_GROUP: u32 = 2;

/// A player of the group.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupMember<E = PlayerId> {
    /// The player (or team).
    pub player_id: E,
    /// The name used for the last tiebreak and for display.
    pub name: String,
}

/// A group match as recorded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GroupMatch<E = PlayerId> {
    /// Player 1.
    pub player1: E,
    /// Player 2.
    pub player2: E,
    /// True once the result is recorded.
    pub completed: bool,
    /// The winner, once completed.
    pub winner: Option<E>,
    /// Sets and games per side as stored on the match.
    pub totals: SetsAndGames,
}

/// A step of the tiebreak hierarchy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum Criterion {
    /// Points, 3 a win.
    Points,
    /// Sets won out of sets played.
    SetPct,
    /// Games won out of games played.
    GamePct,
    /// Matches won.
    Wins,
    /// Name, alphabetically.
    Name,
}

impl Criterion {
    /// The hierarchy, most important first.
    pub const HIERARCHY: [Criterion; 5] = [
        Criterion::Points,
        Criterion::SetPct,
        Criterion::GamePct,
        Criterion::Wins,
        Criterion::Name,
    ];

    /// The criterion's name in the tiebreaker hierarchy.
    pub fn label(self) -> &'static str {
        match self {
            Criterion::Points => "Points",
            Criterion::SetPct => "Set Win %",
            Criterion::GamePct => "Game Win %",
            Criterion::Wins => "Total Wins",
            Criterion::Name => "Name",
        }
    }
}

/// One player's line in the group table.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StandingRow<E = PlayerId> {
    /// The player (or team).
    pub player_id: E,
    /// The player's name.
    pub name: String,
    /// 1-based place in the table.
    pub position: u32,
    /// 3 per win.
    pub points: u32,
    /// Matches won.
    pub wins: u32,
    /// Matches lost.
    pub losses: u32,
    /// Matches played.
    pub matches: u32,
    /// Sets won.
    pub sets_won: u32,
    /// Sets lost.
    pub sets_lost: u32,
    /// Games won.
    pub games_won: u32,
    /// Games lost.
    pub games_lost: u32,
    /// Sets won as a percentage of sets played (0 with none played); see [`one_decimal`].
    pub set_win_pct: f64,
    /// Games won as a percentage of games played (0 with none played).
    pub game_win_pct: f64,
    /// True for the top 2 once the group is final.
    pub qualified: bool,
    /// The criterion that put this player ahead of the next one; `None` for the last.
    pub decided_by: Option<Criterion>,
}

/// Players level on points, compared on the rest of the hierarchy (for the modal's table).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TiedGroup<E = PlayerId> {
    /// The points they share.
    pub points: u32,
    /// Their rows, in table order.
    pub rows: Vec<StandingRow<E>>,
}

/// A group's table.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GroupTable<E = PlayerId> {
    /// The rows in table order.
    pub rows: Vec<StandingRow<E>>,
    /// True when every player has completed a match against every other: only then are
    /// places (and knockout slots) settled.
    pub is_final: bool,
    /// Completed group matches.
    pub matches_played: u32,
    /// All group matches scheduled.
    pub matches_total: u32,
    /// Every set of two or more players level on points.
    pub ties: Vec<TiedGroup<E>>,
}

impl<E: Entrant> GroupTable<E> {
    /// The tie this player is part of, if any.
    pub fn tie_of(&self, player_id: E) -> Option<&TiedGroup<E>> {
        self.ties
            .iter()
            .find(|tie| tie.rows.iter().any(|r| r.player_id == player_id))
    }

    /// The player at `place` (1 = first) once the table is final.
    pub fn player_at(&self, place: u32) -> Option<E> {
        if !self.is_final {
            return None;
        }
        self.rows
            .iter()
            .find(|r| r.position == place)
            .map(|r| r.player_id)
    }
}

/// Rounds a percentage to one decimal, as tables show it (66.666.. becomes 66.7).
pub fn one_decimal(percent: f64) -> f64 {
    (percent * 10.0).round() / 10.0
}

fn percent(won: u32, lost: u32) -> f64 {
    let played = won + lost;
    if played == 0 {
        0.0
    } else {
        f64::from(won) * 100.0 / f64::from(played)
    }
}

/// Compares `won / (won + lost)` exactly, so equal ratios are equal whatever the rounding;
/// nothing played counts as 0.
fn compare_ratio(a: (u32, u32), b: (u32, u32)) -> Ordering {
    let ratio = |(won, lost): (u32, u32)| {
        let played = u64::from(won) + u64::from(lost);
        if played == 0 {
            (0, 1)
        } else {
            (u64::from(won), played)
        }
    };
    let ((an, ad), (bn, bd)) = (ratio(a), ratio(b));
    (an * bd).cmp(&(bn * ad))
}

/// How `a` and `b` compare on one criterion: `Less` when `a` ranks ahead.
pub fn compare_by<E>(criterion: Criterion, a: &StandingRow<E>, b: &StandingRow<E>) -> Ordering {
    match criterion {
        Criterion::Points => b.points.cmp(&a.points),
        Criterion::SetPct => compare_ratio((b.sets_won, b.sets_lost), (a.sets_won, a.sets_lost)),
        Criterion::GamePct => {
            compare_ratio((b.games_won, b.games_lost), (a.games_won, a.games_lost))
        }
        Criterion::Wins => b.wins.cmp(&a.wins),
        Criterion::Name => names::compare(&a.name, &b.name),
    }
}

/// The first of `criteria` on which `a` and `b` differ, if any.
pub fn deciding_criterion<E>(
    criteria: &[Criterion],
    a: &StandingRow<E>,
    b: &StandingRow<E>,
) -> Option<Criterion> {
    criteria
        .iter()
        .copied()
        .find(|&c| compare_by(c, a, b) != Ordering::Equal)
}

/// The full table order: the hierarchy, then the player id so that even two players of the
/// same name have a fixed order.
pub fn compare_rows<E: Entrant>(a: &StandingRow<E>, b: &StandingRow<E>) -> Ordering {
    Criterion::HIERARCHY
        .iter()
        .map(|&c| compare_by(c, a, b))
        .find(|o| o.is_ne())
        .unwrap_or_else(|| a.player_id.cmp(&b.player_id))
}

/// Builds a group's table from its players and matches. Only completed matches with a winner
/// count; matches involving someone outside the group are ignored.
pub fn group_table<E: Entrant>(
    members: &[GroupMember<E>],
    matches: &[GroupMatch<E>],
) -> GroupTable<E> {
    let (mut rows, played_pairs) = tally(members, matches);
    rows.sort_by(compare_rows);
    let n = members.len();
    let every_pair_played = (0..n).all(|a| (a + 1..n).all(|b| played_pairs.contains(&(a, b))));
    let is_final = n >= 2 && every_pair_played && matches.iter().all(|m| m.completed);
    rank_rows(&mut rows, is_final);
    let ties = rows
        .chunk_by(|a, b| a.points == b.points)
        .filter(|chunk| chunk.len() > 1)
        .map(|chunk| TiedGroup {
            points: chunk[0].points,
            rows: chunk.to_vec(),
        })
        .collect();
    GroupTable {
        rows,
        is_final,
        matches_played: matches.iter().filter(|m| m.completed).count() as u32,
        matches_total: matches.len() as u32,
        ties,
    }
}

/// Each member's line from the completed matches, in member order, and the pairs (as
/// member indexes, lower first) that have played.
fn tally<E: Entrant>(
    members: &[GroupMember<E>],
    matches: &[GroupMatch<E>],
) -> (Vec<StandingRow<E>>, Vec<(usize, usize)>) {
    let mut rows: Vec<StandingRow<E>> = members
        .iter()
        .map(|m| StandingRow {
            player_id: m.player_id,
            name: m.name.clone(),
            position: 0,
            points: 0,
            wins: 0,
            losses: 0,
            matches: 0,
            sets_won: 0,
            sets_lost: 0,
            games_won: 0,
            games_lost: 0,
            set_win_pct: 0.0,
            game_win_pct: 0.0,
            qualified: false,
            decided_by: None,
        })
        .collect();
    let index_of = |player: E| members.iter().position(|m| m.player_id == player);
    let mut played_pairs = Vec::new();
    for m in matches.iter().filter(|m| m.completed) {
        let (Some(winner), Some(i1), Some(i2)) =
            (m.winner, index_of(m.player1), index_of(m.player2))
        else {
            continue;
        };
        if winner != m.player1 && winner != m.player2 {
            continue;
        }
        played_pairs.push((i1.min(i2), i1.max(i2)));
        let t = m.totals;
        count_match(
            &mut rows[i1],
            winner == m.player1,
            (t.player1_sets, t.player2_sets),
            (t.player1_games, t.player2_games),
        );
        count_match(
            &mut rows[i2],
            winner == m.player2,
            (t.player2_sets, t.player1_sets),
            (t.player2_games, t.player1_games),
        );
    }
    for row in &mut rows {
        row.set_win_pct = percent(row.sets_won, row.sets_lost);
        row.game_win_pct = percent(row.games_won, row.games_lost);
    }
    (rows, played_pairs)
}

/// Adds one played match to a line: sets and games as (won, lost).
fn count_match<E>(row: &mut StandingRow<E>, won: bool, sets: (u32, u32), games: (u32, u32)) {
    row.matches += 1;
    if won {
        row.wins += 1;
        row.points += POINTS_PER_WIN;
    } else {
        row.losses += 1;
    }
    row.sets_won += sets.0;
    row.sets_lost += sets.1;
    row.games_won += games.0;
    row.games_lost += games.1;
}

/// Numbers the sorted lines, marks the qualifiers of a final table, and names what put
/// each line ahead of the next.
fn rank_rows<E: Entrant>(rows: &mut [StandingRow<E>], is_final: bool) {
    let next_criteria: Vec<Option<Criterion>> = (0..rows.len())
        .map(|i| {
            rows.get(i + 1).map(|next| {
                deciding_criterion(&Criterion::HIERARCHY, &rows[i], next).unwrap_or(Criterion::Name)
            })
        })
        .collect();
    for (i, (row, decided_by)) in rows.iter_mut().zip(next_criteria).enumerate() {
        row.position = i as u32 + 1;
        row.qualified = is_final && row.position <= QUALIFIERS_PER_GROUP;
        row.decided_by = decided_by;
    }
}

#[cfg(test)]
#[path = "standings_tests.rs"]
mod tests;
