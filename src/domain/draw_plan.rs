//! What a tournament's draw looks like before anyone is placed in it: the positions the
//! admin fills by hand, the order in which automatic seeding fills them, and the knockout
//! with who will meet whom by group place or seed (docs/rules.md#seeding,
//! docs/rules.md#draw-order, docs/rules.md#knockout). The admin's Create Tournament form
//! and the public bracket before the matches exist both show it; neither works it out
//! itself.

use std::collections::{BTreeMap, HashSet};

use serde::Serialize;

use super::bracket::{BracketPlan, SlotLabel};
use super::elimination::{draw_lines, elimination_plan, seeded_draw};
use super::entrant::Entrant;
use super::ids::PlayerId;
use super::knockout::knockout_plan;
use super::seeding::{GROUP_SIZE, PlacementError, group_letter, serpentine_groups};
use super::tournament::TournamentFormat;

/// One group of a hybrid draw and the positions that fill it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PlannedGroup {
    /// The group's letter: `A`, `B`, ...
    pub letter: String,
    /// Its positions, 0-based: Group A is 0-3, Group B 4-7, ...
    pub positions: Vec<usize>,
}

/// A draw before anyone is placed in it.
#[derive(Debug, Clone, PartialEq)]
pub struct DrawPlan {
    /// How many positions the admin fills by hand: every player of a hybrid, every line of
    /// a single-elimination draw (the next power of two; empty lines are byes).
    pub positions: usize,
    /// A hybrid's groups; none for single elimination.
    pub groups: Vec<PlannedGroup>,
    /// The seed on each line of a single-elimination draw, top to bottom; none for a hybrid.
    pub seed_on_line: Vec<u32>,
    /// The positions that meet in the first round of a single-elimination draw (two
    /// neighbouring lines); none for a hybrid, whose groups play round robin.
    pub first_round: Vec<[usize; 2]>,
    /// Every position, in the order automatic seeding fills them: seed 1's first.
    pub fill_order: Vec<usize>,
    /// The knockout, each side labelled by where its player comes from: a group place or a
    /// seed, the winner of an earlier match, or a bye.
    pub knockout: BracketPlan,
}

/// The plan of a `format` draw for `players` players; refused for a count the format does
/// not allow.
pub fn draw_plan(format: TournamentFormat, players: usize) -> Result<DrawPlan, PlacementError> {
    // Seeds 1..=players stand for the players: where seed n goes is where the n-th best goes.
    let seeds: Vec<PlayerId> = (1..=players as i64).map(PlayerId).collect();
    match format {
        TournamentFormat::Hybrid => {
            let groups = serpentine_groups(&seeds)?;
            let position_of_seed = |seed: PlayerId| {
                groups.iter().enumerate().find_map(|(g, group)| {
                    let place = group.players.iter().position(|&p| p == seed)?;
                    Some(g * GROUP_SIZE + place)
                })
            };
            let knockout = knockout_plan(groups.len())
                .map_err(|_| PlacementError::UnsupportedPlayerCount { count: players })?;
            Ok(DrawPlan {
                positions: players,
                groups: (0..groups.len())
                    .map(|g| PlannedGroup {
                        letter: group_letter(g),
                        positions: (g * GROUP_SIZE..(g + 1) * GROUP_SIZE).collect(),
                    })
                    .collect(),
                seed_on_line: Vec::new(),
                first_round: Vec::new(),
                fill_order: seeds.iter().filter_map(|&s| position_of_seed(s)).collect(),
                knockout,
            })
        }
        TournamentFormat::SingleElimination => {
            let draw = seeded_draw(&seeds)?;
            let seed_on_line = draw_lines(draw.len());
            let mut knockout = elimination_plan(&draw);
            // Before the draw is made, a line is known by the seed that will stand on it.
            for planned in &mut knockout.matches {
                for label in &mut planned.labels {
                    if let SlotLabel::DrawLine { line } = *label {
                        let seed = seed_on_line[line as usize - 1];
                        *label = SlotLabel::Seed { seed };
                    }
                }
            }
            let mut fill_order: Vec<usize> = (0..draw.len()).collect();
            fill_order.sort_by_key(|&line| seed_on_line[line]);
            Ok(DrawPlan {
                positions: draw.len(),
                groups: Vec::new(),
                first_round: (0..draw.len() / 2).map(|m| [2 * m, 2 * m + 1]).collect(),
                seed_on_line,
                fill_order,
                knockout,
            })
        }
    }
}

/// A placement the admin started by hand, completed as automatic seeding would
/// (docs/rules.md#seeding): the players of `waiting`, best first, take the free positions in
/// the plan's fill order, except that in a draw one player first goes on each first-round
/// match whose two lines are both free, so that no bye ever meets a bye. `placed` maps
/// position to player; the players it holds keep their positions.
pub fn fill<E: Entrant>(
    plan: &DrawPlan,
    placed: &BTreeMap<usize, E>,
    waiting: &[E],
) -> BTreeMap<usize, E> {
    let is_free = |position: &usize| !placed.contains_key(position);
    let mut claimed: HashSet<usize> = HashSet::new();
    let mut firsts: Vec<usize> = Vec::new();
    for &position in &plan.fill_order {
        let pair = plan
            .first_round
            .iter()
            .find(|pair| pair.contains(&position));
        if let Some(pair) = pair.filter(|pair| pair.iter().all(is_free))
            && pair.iter().all(|line| claimed.insert(*line))
        {
            firsts.push(position);
        }
    }
    let rest = plan.fill_order.iter().filter(|p| !firsts.contains(p));
    let mut filled = placed.clone();
    let mut waiting = waiting.iter().copied();
    for &position in firsts.iter().chain(rest) {
        if filled.contains_key(&position) {
            continue;
        }
        let Some(player) = waiting.next() else { break };
        filled.insert(position, player);
    }
    filled
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::bracket::Stage;
    use crate::domain::ids::numbered::players;

    #[test]
    fn auto_fill_puts_one_player_on_every_empty_match_before_any_second() {
        // 5 players on 8 lines; the admin put the best player on line 7 (seed 2's line).
        let plan = draw_plan(TournamentFormat::SingleElimination, 5).unwrap();
        let placed = BTreeMap::from([(7, PlayerId(10))]);
        let filled = fill(&plan, &placed, &players(11..=14));
        assert_eq!(filled.len(), 5);
        assert_eq!(filled[&7], 10, "the admin's choice stays");
        // Matches 1-3 were empty: each gets one player before any gets a second, so no
        // bye meets a bye.
        for pair in &plan.first_round {
            assert!(
                pair.iter().any(|line| filled.contains_key(line)),
                "{pair:?}"
            );
        }
        // The best waiting player takes seed 1's line, the next the best free line left.
        assert_eq!(filled[&0], 11);
    }

    #[test]
    fn auto_fill_of_a_hybrid_follows_the_snake_and_stops_when_nobody_waits() {
        let plan = draw_plan(TournamentFormat::Hybrid, 8).unwrap();
        let placed = BTreeMap::from([(0, PlayerId(1))]);
        let filled = fill(&plan, &placed, &players([2, 3]));
        // Position 0 is taken: seed order goes on to Group B's head, then back down B.
        assert_eq!(
            filled,
            BTreeMap::from([(0, PlayerId(1)), (4, PlayerId(2)), (5, PlayerId(3))])
        );
    }

    fn seed(seed: u32) -> SlotLabel {
        SlotLabel::Seed { seed }
    }

    #[test]
    fn a_hybrid_fills_its_groups_like_a_snake() {
        let plan = draw_plan(TournamentFormat::Hybrid, 12).unwrap();
        assert_eq!(plan.positions, 12);
        let letters: Vec<&str> = plan.groups.iter().map(|g| g.letter.as_str()).collect();
        assert_eq!(letters, ["A", "B", "C"]);
        assert_eq!(plan.groups[1].positions, [4, 5, 6, 7]);
        // Seeds 1-3 head groups A-C, seeds 4-6 come back from C to A, and so on.
        assert_eq!(plan.fill_order, [0, 4, 8, 9, 5, 1, 2, 6, 10, 11, 7, 3]);
        assert!(plan.seed_on_line.is_empty() && plan.first_round.is_empty());
        // Three groups: the quarterfinals are the 3rd v 6th and 4th v 5th best qualifiers,
        // which are not the tournament's seeds.
        let qualifier = |rank| SlotLabel::Qualifier { rank };
        let first = &plan.knockout.matches[0];
        assert_eq!(
            (first.stage, &first.labels),
            (Stage::Quarterfinal, &[qualifier(3), qualifier(6)])
        );
        assert_eq!(plan.knockout.matches.len(), 5);
    }

    #[test]
    fn a_single_elimination_draw_puts_each_seed_on_its_line_and_byes_to_the_top() {
        let plan = draw_plan(TournamentFormat::SingleElimination, 13).unwrap();
        assert_eq!(plan.positions, 16);
        assert_eq!(&plan.seed_on_line[..4], [1, 16, 8, 9]);
        assert_eq!(plan.first_round[1], [2, 3]);
        assert_eq!(&plan.fill_order[..4], [0, 14, 8, 4]);
        let first = &plan.knockout.matches[0];
        // Seed 1 meets the empty line of seed 16: a bye.
        assert_eq!(first.labels, [seed(1), SlotLabel::Bye]);
        assert!(first.is_bye);
        let second = &plan.knockout.matches[1];
        assert_eq!(second.labels, [seed(8), seed(9)]);
        assert!(!second.is_bye);
        assert_eq!(plan.knockout.matches.len(), 15);
    }

    #[test]
    fn counts_the_format_does_not_allow_are_refused() {
        assert_eq!(
            draw_plan(TournamentFormat::Hybrid, 10),
            Err(PlacementError::UnsupportedPlayerCount { count: 10 })
        );
        assert_eq!(
            draw_plan(TournamentFormat::SingleElimination, 65),
            Err(PlacementError::UnsupportedDrawSize { count: 65 })
        );
    }
}
