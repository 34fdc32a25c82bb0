//! The challenge league's range (docs/rules.md#challenge-range): whom a player may challenge,
//! given the current ranking.

use super::ids::PlayerId;
use super::names;

/// An approved player's place on the ladder is decided by these.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LadderCandidate {
    /// The player.
    pub player_id: PlayerId,
    /// The name, the last tiebreak.
    pub name: String,
    /// The player's total in the current season.
    pub total_points: i64,
    /// The player's final rank in the previous season, if they were ranked in it.
    pub previous_rank: Option<u32>,
}

/// The ladder of the challenge league, best first: by current season points, then by the
/// previous season's final rank (the unranked after the ranked), then by name.
pub fn ladder(mut players: Vec<LadderCandidate>) -> Vec<PlayerId> {
    // The order of names::compare, with each name's key made once.
    players.sort_by_cached_key(|p| {
        (
            std::cmp::Reverse(p.total_points),
            p.previous_rank.unwrap_or(u32::MAX),
            names::sort_key(&p.name),
            p.name.clone(),
            p.player_id,
        )
    });
    players.into_iter().map(|p| p.player_id).collect()
}

/// Ladders shorter than this are open: everyone may play everyone.
pub const OPEN_LADDER_BELOW: usize = 6;

/// The ladder positions (0 = first) a player at `position` may challenge on a ladder of
/// `len` players: 2 above and 2 below, except 1st (the next 4 below), 2nd (1 above, 3 below),
/// second to last (3 above, 1 below) and last (the 4 above).
fn range_positions(position: usize, len: usize) -> Vec<usize> {
    if len < OPEN_LADDER_BELOW {
        return (0..len).filter(|&p| p != position).collect();
    }
    let (above, below) = match position {
        0 => (0, 4),
        1 => (1, 3),
        p if p == len - 1 => (4, 0),
        p if p == len - 2 => (3, 1),
        _ => (2, 2),
    };
    (position - above..=position + below)
        .filter(|&p| p != position)
        .collect()
}

/// The players `player` may challenge, in ladder order (`ladder` is the ranking, best first).
/// A player who is not on the ladder has no range.
pub fn challenge_range(ladder: &[PlayerId], player: PlayerId) -> Vec<PlayerId> {
    match ladder.iter().position(|&p| p == player) {
        Some(position) => range_positions(position, ladder.len())
            .into_iter()
            .map(|p| ladder[p])
            .collect(),
        None => Vec::new(),
    }
}

/// Whether `a` and `b` may play a challenge match: either one's range includes the other.
pub fn may_challenge(ladder: &[PlayerId], a: PlayerId, b: PlayerId) -> bool {
    a != b && (challenge_range(ladder, a).contains(&b) || challenge_range(ladder, b).contains(&a))
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::domain::ids::numbered::players;

    // The tests name players by number.
    fn numbers(players: Vec<PlayerId>) -> Vec<i64> {
        players.into_iter().map(|p| p.0).collect()
    }

    fn ladder(candidates: Vec<LadderCandidate>) -> Vec<i64> {
        numbers(super::ladder(candidates))
    }

    fn challenge_range(ladder: &[i64], player: i64) -> Vec<i64> {
        numbers(super::challenge_range(
            &players(ladder.iter().copied()),
            PlayerId(player),
        ))
    }

    fn may_challenge(ladder: &[i64], a: i64, b: i64) -> bool {
        super::may_challenge(&players(ladder.iter().copied()), PlayerId(a), PlayerId(b))
    }

    #[test]
    fn the_ladder_breaks_ties_by_last_season_then_name() {
        let player = |player_id, name: &str, total_points, previous_rank| LadderCandidate {
            player_id: PlayerId(player_id),
            name: name.to_string(),
            total_points,
            previous_rank,
        };
        let order = ladder(vec![
            player(1, "Ana", 0, None),
            player(2, "Bea", 0, Some(4)),
            player(3, "Carla", 0, Some(1)),
            player(4, "Diego", 30, None),
            player(5, "Abel", 0, None),
        ]);
        assert_eq!(order, [4, 3, 2, 5, 1]);
    }

    #[test]
    fn ranges_on_a_ten_player_ladder() {
        let ladder: Vec<i64> = (1..=10).collect();
        let table: [(i64, Vec<i64>); 6] = [
            (1, vec![2, 3, 4, 5]),
            (2, vec![1, 3, 4, 5]),
            (3, vec![1, 2, 4, 5]),
            (6, vec![4, 5, 7, 8]),
            (9, vec![6, 7, 8, 10]),
            (10, vec![6, 7, 8, 9]),
        ];
        for (player, range) in table {
            assert_eq!(challenge_range(&ladder, player), range, "player {player}");
        }
    }

    #[test]
    fn six_player_ladder_and_unknown_players() {
        let ladder: Vec<i64> = vec![60, 50, 40, 30, 20, 10];
        assert_eq!(challenge_range(&ladder, 50), [60, 40, 30, 20]);
        assert_eq!(challenge_range(&ladder, 40), [60, 50, 30, 20]);
        assert_eq!(challenge_range(&ladder, 30), [50, 40, 20, 10]);
        assert_eq!(challenge_range(&ladder, 20), [50, 40, 30, 10]);
        assert_eq!(challenge_range(&ladder, 99), Vec::<i64>::new());
    }

    #[test]
    fn short_ladders_are_open() {
        let ladder: Vec<i64> = (1..=5).collect();
        assert_eq!(challenge_range(&ladder, 1), [2, 3, 4, 5]);
        assert_eq!(challenge_range(&ladder, 3), [1, 2, 4, 5]);
        assert!(may_challenge(&ladder, 1, 5));
        assert!(!may_challenge(&ladder, 3, 3));
    }

    #[test]
    fn either_range_allows_the_match() {
        let ladder: Vec<i64> = (1..=10).collect();
        // 5 is in 1's range though 1 is not in 5's (3, 4, 6, 7).
        assert!(!challenge_range(&ladder, 5).contains(&1));
        assert!(may_challenge(&ladder, 5, 1));
        assert!(may_challenge(&ladder, 1, 5));
        assert!(!may_challenge(&ladder, 1, 6));
        assert!(!may_challenge(&ladder, 3, 8));
        assert!(may_challenge(&ladder, 10, 6));
    }
}
