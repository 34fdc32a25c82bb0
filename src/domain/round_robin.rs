//! Who plays whom inside a group: the circle method, one round a week.

/// The rounds of a round robin among `players` players, numbered by their index in the group
/// (0 = first seed). Round `r` (1-based, the position in the result) is played in week `r`.
///
/// The circle method keeps the first player fixed and turns the others one step each round,
/// so every pair meets exactly once and nobody plays twice in a round. With an odd number of
/// players one player sits out each round (a bye). Each pair is written lower index first and
/// the pairs of a round are sorted, so for 4 players the two top seeds meet in the last week:
/// 0-3 and 1-2, then 0-2 and 1-3, then 0-1 and 2-3. Fewer than 2 players play no rounds.
pub fn round_robin(players: usize) -> Vec<Vec<(usize, usize)>> {
    if players < 2 {
        return Vec::new();
    }
    // An odd group gets a phantom player; whoever meets the phantom has the bye.
    let size = players + players % 2;
    let mut circle: Vec<usize> = (0..size).collect();
    let mut rounds = Vec::with_capacity(size - 1);
    for _ in 0..size - 1 {
        let mut pairs: Vec<(usize, usize)> = (0..size / 2)
            .map(|i| (circle[i], circle[size - 1 - i]))
            .filter(|&(a, b)| a < players && b < players)
            .map(|(a, b)| (a.min(b), a.max(b)))
            .collect();
        pairs.sort_unstable();
        rounds.push(pairs);
        circle[1..].rotate_right(1);
    }
    rounds
}

/// The week a group round is played in: round r is week r.
pub fn week_of_round(round: u32) -> u32 {
    round
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::HashSet;

    #[test]
    fn four_players_play_three_weeks_top_seeds_last() {
        assert_eq!(
            round_robin(4),
            vec![
                vec![(0, 3), (1, 2)],
                vec![(0, 2), (1, 3)],
                vec![(0, 1), (2, 3)]
            ]
        );
    }

    #[test]
    fn small_and_odd_groups() {
        assert_eq!(round_robin(0), Vec::<Vec<(usize, usize)>>::new());
        assert_eq!(round_robin(1), Vec::<Vec<(usize, usize)>>::new());
        assert_eq!(round_robin(2), vec![vec![(0, 1)]]);
        // Three players: three rounds of one match, each player sitting out once.
        assert_eq!(
            round_robin(3),
            vec![vec![(1, 2)], vec![(0, 2)], vec![(0, 1)]]
        );
    }

    #[test]
    fn round_r_is_week_r() {
        for round in 1..=7 {
            assert_eq!(week_of_round(round), round);
        }
    }

    proptest! {
        #[test]
        fn every_pair_once_and_one_match_a_week(players in 2usize..=8) {
            let rounds = round_robin(players);
            let expected_rounds = if players % 2 == 0 { players - 1 } else { players };
            prop_assert_eq!(rounds.len(), expected_rounds);
            let mut seen = HashSet::new();
            for round in &rounds {
                let mut busy = HashSet::new();
                for &(a, b) in round {
                    prop_assert!(a < b && b < players);
                    prop_assert!(busy.insert(a), "player {} twice in a week", a);
                    prop_assert!(busy.insert(b), "player {} twice in a week", b);
                    prop_assert!(seen.insert((a, b)), "pair {}-{} met twice", a, b);
                }
                // Everyone plays every week except a single bye for odd groups.
                prop_assert_eq!(busy.len(), players - players % 2);
            }
            prop_assert_eq!(seen.len(), players * (players - 1) / 2);
        }
    }
}
