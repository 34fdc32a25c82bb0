use super::*;
use crate::domain::bracket::PlannedMatch;
use crate::domain::ids::PlayerId;
use crate::domain::ids::numbered::{numbers, players};
use proptest::prelude::*;
use std::collections::HashSet;

/// Player id = seed, so pairings read as seeds.
fn seeds(n: usize) -> Vec<PlayerId> {
    players(1..=n as i64)
}

/// Plays the whole draw with the better seed (lower id) always winning.
fn favourites_win(plan: &BracketPlan, draw: &[Option<PlayerId>]) -> Vec<[Option<PlayerId>; 2]> {
    let mut winners: Vec<Option<PlayerId>> = Vec::new();
    for index in 0..plan.matches.len() {
        let players = elimination_players(plan, draw, &winners);
        let [a, b] = players[index];
        winners.push(match (a, b) {
            (Some(a), Some(b)) => Some(a.min(b)),
            _ => None,
        });
    }
    elimination_players(plan, draw, &winners)
}

fn round_pairs(
    plan: &BracketPlan,
    players: &[[Option<PlayerId>; 2]],
    stage: Stage,
) -> Vec<(i64, i64)> {
    plan.matches
        .iter()
        .zip(players)
        .filter(|(m, _)| m.stage == stage && !m.is_bye)
        .map(|(_, p)| (p[0].unwrap().0, p[1].unwrap().0))
        .collect()
}

#[test]
fn sixteen_lines_follow_the_standard_order() {
    assert_eq!(
        draw_lines(16),
        [1, 16, 8, 9, 4, 13, 5, 12, 3, 14, 6, 11, 7, 10, 2, 15]
    );
    assert_eq!(draw_lines(8), [1, 8, 4, 5, 3, 6, 2, 7]);
    assert_eq!(draw_lines(4), [1, 4, 2, 3]);
    assert_eq!(draw_lines(2), [1, 2]);
    let draw = seeded_draw(&seeds(16)).unwrap();
    let plan = elimination_plan(&draw);
    let played = favourites_win(&plan, &draw);
    assert_eq!(
        round_pairs(&plan, &played, Stage::RoundOf16),
        [
            (1, 16),
            (8, 9),
            (4, 13),
            (5, 12),
            (3, 14),
            (6, 11),
            (7, 10),
            (2, 15)
        ]
    );
    assert_eq!(
        round_pairs(&plan, &played, Stage::Quarterfinal),
        [(1, 8), (4, 5), (3, 6), (7, 2)]
    );
    assert_eq!(
        round_pairs(&plan, &played, Stage::Semifinal),
        [(1, 4), (3, 2)]
    );
    assert_eq!(round_pairs(&plan, &played, Stage::Final), [(1, 2)]);
}

#[test]
fn draw_sizes_and_round_names() {
    let table: [(usize, usize, Vec<Stage>); 6] = [
        (2, 2, vec![Stage::Final]),
        (3, 4, vec![Stage::Semifinal, Stage::Final]),
        (
            5,
            8,
            vec![Stage::Quarterfinal, Stage::Semifinal, Stage::Final],
        ),
        (
            16,
            16,
            vec![
                Stage::RoundOf16,
                Stage::Quarterfinal,
                Stage::Semifinal,
                Stage::Final,
            ],
        ),
        (
            17,
            32,
            vec![
                Stage::RoundOf32,
                Stage::RoundOf16,
                Stage::Quarterfinal,
                Stage::Semifinal,
                Stage::Final,
            ],
        ),
        (
            64,
            64,
            vec![
                Stage::RoundOf64,
                Stage::RoundOf32,
                Stage::RoundOf16,
                Stage::Quarterfinal,
                Stage::Semifinal,
                Stage::Final,
            ],
        ),
    ];
    for (players, size, stages) in table {
        assert_eq!(draw_size(players), size);
        let plan = elimination_plan(&seeded_draw(&seeds(players)).unwrap());
        let mut seen: Vec<Stage> = plan.matches.iter().map(|m| m.stage).collect();
        seen.dedup();
        assert_eq!(seen, stages, "{players} players");
        for m in &plan.matches {
            assert_eq!(
                Some(m.stage),
                Stage::for_players_left(size >> (m.round - 1))
            );
        }
    }
}

#[test]
fn six_players_give_byes_to_seeds_one_and_two() {
    let draw = seeded_draw(&seeds(6)).unwrap();
    assert_eq!(
        numbers(&draw),
        [
            Some(1),
            None,
            Some(4),
            Some(5),
            Some(3),
            Some(6),
            Some(2),
            None
        ]
    );
    let plan = elimination_plan(&draw);
    let byes: Vec<bool> = plan.matches.iter().map(|m| m.is_bye).collect();
    assert_eq!(byes, [true, false, false, true, false, false, false]);
    assert_eq!(
        plan.matches[0].labels.clone().map(|l| l.to_string()),
        ["Line 1".to_string(), "Bye".to_string()]
    );
    assert_eq!(
        plan.matches[4].labels.clone().map(|l| l.to_string()),
        ["Winner QF1".to_string(), "Winner QF2".to_string()]
    );
    // The bye winners are in the semifinals before anyone plays.
    let players = elimination_players(&plan, &draw, &[]);
    assert_eq!(numbers(&players[4]), [Some(1), None]);
    assert_eq!(numbers(&players[5]), [None, Some(2)]);
}

#[test]
fn manual_lines() {
    let selected = seeds(5);
    let lines: BTreeMap<usize, PlayerId> = [(0, 5), (2, 4), (3, 3), (4, 2), (6, 1)]
        .into_iter()
        .map(|(line, player)| (line, PlayerId(player)))
        .collect();
    let draw = manual_draw(&selected, &lines).unwrap();
    assert_eq!(
        numbers(&draw),
        [
            Some(5),
            None,
            Some(4),
            Some(3),
            Some(2),
            None,
            Some(1),
            None
        ]
    );
    assert_eq!(
        elimination_plan(&draw)
            .matches
            .iter()
            .filter(|m| m.is_bye)
            .count(),
        3
    );

    let refusals: [(Vec<(usize, i64)>, &str); 5] = [
        (
            vec![(0, 5), (2, 4), (3, 3), (6, 2), (7, 1)],
            "Lines 4 and 5 are both empty: a bye cannot meet a bye",
        ),
        (
            vec![(0, 5), (2, 4), (3, 3), (4, 2)],
            "Player 1 has no position in the draw",
        ),
        (
            vec![(0, 5), (2, 4), (3, 3), (4, 2), (8, 1)],
            "Position 8 does not exist: positions go from 0 to 7",
        ),
        (
            vec![(0, 5), (2, 4), (3, 3), (4, 2), (6, 5)],
            "Player 5 is placed in more than one position",
        ),
        (
            vec![(0, 5), (2, 4), (3, 3), (4, 2), (6, 9)],
            "Player 9 is not one of the selected players",
        ),
    ];
    for (lines, message) in refusals {
        let lines: BTreeMap<usize, PlayerId> = lines
            .into_iter()
            .map(|(line, player)| (line, PlayerId(player)))
            .collect();
        assert_eq!(
            manual_draw(&selected, &lines).unwrap_err().to_string(),
            message
        );
    }
    assert_eq!(
        seeded_draw(&seeds(65)).unwrap_err().to_string(),
        "A single-elimination tournament needs 2 to 64 players, not 65"
    );
    assert!(seeded_draw(&seeds(1)).is_err());
}

/// The round (1-based) in which the players of two lines can first meet.
fn meeting_round(a: usize, b: usize) -> u32 {
    usize::BITS - (a ^ b).leading_zeros()
}

/// Checks every property of the draw for `n` players.
fn check_draw(n: usize) -> Result<(), TestCaseError> {
    {
        let draw = seeded_draw(&seeds(n)).unwrap();
        let size = draw_size(n);
        let rounds = size.trailing_zeros();
        prop_assert_eq!(draw.len(), size);
        let plan = elimination_plan(&draw);
        prop_assert_eq!(plan.matches.len(), size - 1);
        let byes = plan.matches.iter().filter(|m| m.is_bye).count();
        prop_assert_eq!(byes, size - n);
        prop_assert_eq!(plan.matches.len() - byes, n - 1);
        prop_assert!(
            plan.matches
                .iter()
                .all(|m| m.sources != [SlotSource::Bye, SlotSource::Bye])
        );
        prop_assert!(plan.matches.iter().all(|m| !m.is_bye || m.round == 1));

        // Every player on exactly one first-round line.
        let placed: Vec<PlayerId> = draw.iter().flatten().copied().collect();
        prop_assert_eq!(placed.len(), n);
        prop_assert_eq!(placed.iter().collect::<HashSet<_>>().len(), n);

        // Top seeds are kept apart: 1-2 until the final, 1-4 until the semifinals, 1-8 until
        // the quarterfinals.
        let line_of = |seed: u32| draw_lines(size).iter().position(|&s| s == seed).unwrap();
        for (top, from_round) in [
            (2u32, rounds),
            (4, rounds.saturating_sub(1)),
            (8, rounds.saturating_sub(2)),
        ] {
            for a in 1..=top.min(size as u32) {
                for b in a + 1..=top.min(size as u32) {
                    prop_assert!(
                        meeting_round(line_of(a), line_of(b)) >= from_round,
                        "seeds {} and {} in {} lines",
                        a,
                        b,
                        size
                    );
                }
            }
        }

        // Links: every match but the final feeds exactly one side of a later match.
        let mut fed = HashSet::new();
        for (i, m) in plan.matches.iter().enumerate() {
            match m.next {
                Some(next) => {
                    prop_assert!(next.index > i);
                    prop_assert!(fed.insert((next.index, next.side)));
                    prop_assert_eq!(plan.matches[next.index].round, m.round + 1);
                }
                None => prop_assert_eq!(i, plan.matches.len() - 1),
            }
        }
        let final_match: &PlannedMatch = plan.matches.last().unwrap();
        prop_assert_eq!(final_match.stage, Stage::Final);

        // With favourites winning, seeds 1 and 2 meet in the final.
        let played = favourites_win(&plan, &draw);
        prop_assert_eq!(numbers(played.last().unwrap()), [Some(1), Some(2)]);
    }
    Ok(())
}

#[test]
fn every_draw_from_2_to_64() {
    for n in ELIMINATION_PLAYERS {
        check_draw(n).unwrap_or_else(|e| panic!("{n} players: {e}"));
    }
}

proptest! {
    #[test]
    fn any_draw_size_holds_the_properties(n in 2usize..=64) {
        check_draw(n)?;
    }
}
