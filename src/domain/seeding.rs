//! Seeds by total points, and placing seeded players into groups of 4: serpentine by seed, or
//! by hand from numbered slots.

use std::collections::{BTreeMap, HashSet};

use rand::Rng;
use rand::seq::SliceRandom;
use serde::Serialize;
use thiserror::Error;

use super::entrant::Entrant;
use super::ids::PlayerId;

/// Seeds up to this one are shown next to the player's name.
pub const SHOWN_SEEDS: u32 = 10;
/// Players in every group of a hybrid tournament.
pub const GROUP_SIZE: usize = 4;
/// Player counts a hybrid tournament can have.
pub const HYBRID_PLAYER_COUNTS: [usize; 4] = [8, 12, 16, 20];

/// A selected entrant and the ranking that decides their seed (docs/rules.md#seeding): a
/// player, or a team with its partners' sums (docs/rules.md#doubles).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeedCandidate<E = PlayerId> {
    /// The player or team.
    pub player_id: E,
    /// The player's total in the current season at the time of seeding.
    pub total_points: i64,
    /// The player's final rank in the previous season, if they were ranked in it: it breaks
    /// ties of points, so the first draw of a year is seeded by last year's ranking.
    pub previous_rank: Option<u32>,
}

/// A player (or team) with their seed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SeededPlayer<E = PlayerId> {
    /// The player or team.
    pub player_id: E,
    /// 1 for the best-ranked player.
    pub seed: u32,
    /// Whether the seed is shown (seeds up to 10).
    pub seed_shown: bool,
}

/// Orders the players by total points, best first, giving seeds 1..n. Equal points go by
/// the previous season's final rank (the unranked after the ranked); players still equal are
/// put in random order by `rng`, so nobody is favoured by name or id.
pub fn seed_players<E: Entrant>(
    players: &[SeedCandidate<E>],
    rng: &mut impl Rng,
) -> Vec<SeededPlayer<E>> {
    let mut order = players.to_vec();
    // Shuffling first and then sorting stably leaves every tie in a uniformly random order.
    order.shuffle(rng);
    order.sort_by_key(|c| {
        (
            std::cmp::Reverse(c.total_points),
            c.previous_rank.unwrap_or(u32::MAX),
        )
    });
    order
        .iter()
        .zip(1u32..)
        .map(|(candidate, seed)| SeededPlayer {
            player_id: candidate.player_id,
            seed,
            seed_shown: is_seed_shown(seed),
        })
        .collect()
}

/// Whether a seed is shown next to the player's name.
pub fn is_seed_shown(seed: u32) -> bool {
    (1..=SHOWN_SEEDS).contains(&seed)
}

/// "Group A", "Group B", ... for group index 0, 1, ...: the name stored with a group.
pub fn group_name(index: usize) -> String {
    format!("Group {}", group_letter(index))
}

/// "A", "B", ... for group index 0, 1, ...: how the API names a group, for the UI to say
/// "Group A" or "Grupo A".
pub fn group_letter(index: usize) -> String {
    u8::try_from(index)
        .ok()
        .filter(|i| *i < 26)
        .map_or('?', |i| char::from(b'A' + i))
        .to_string()
}

/// One group of a hybrid tournament with its players in slot order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GroupDraw<E = PlayerId> {
    /// "Group A", "Group B", ...
    pub name: String,
    /// The players (or teams), in the order of their slots (the best seed first when
    /// serpentine).
    pub players: Vec<E>,
}

/// Why a placement of players (or teams) was refused; each message is meant for the admin.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PlacementError<E: Entrant = PlayerId> {
    /// The player count is not one the format allows.
    #[error("A hybrid tournament needs 8, 12, 16 or 20 players, not {count}")]
    UnsupportedPlayerCount {
        /// The count that was asked for.
        count: usize,
    },
    /// The player count is outside single elimination's 2 to 64.
    #[error("A single-elimination tournament needs 2 to 64 players, not {count}")]
    UnsupportedDrawSize {
        /// The count that was asked for.
        count: usize,
    },
    /// Not every slot has a player.
    #[error("Please assign all {count} positions")]
    MissingPositions {
        /// How many positions must be filled.
        count: usize,
        /// The empty positions.
        missing: Vec<usize>,
    },
    /// A slot number beyond the bracket.
    #[error("Position {slot} does not exist: positions go from 0 to {last}")]
    SlotOutOfRange {
        /// The slot that was sent.
        slot: usize,
        /// The last valid slot.
        last: usize,
    },
    /// One player in two slots.
    #[error("{kind} {player_id} is placed in more than one position", kind = E::KIND)]
    DuplicatePlayer {
        /// The player placed twice.
        player_id: E,
    },
    /// A player who is not among the selected players.
    #[error("{kind} {player_id} is not one of the selected {kinds}", kind = E::KIND, kinds = E::KINDS)]
    NotSelected {
        /// The stranger.
        player_id: E,
    },
    /// A selected player without a position.
    #[error("{kind} {player_id} has no position in the draw", kind = E::KIND)]
    PlayerNotPlaced {
        /// The forgotten player.
        player_id: E,
    },
    /// Two empty draw lines meeting in the first round.
    #[error("Lines {first} and {second} are both empty: a bye cannot meet a bye")]
    ByeAgainstBye {
        /// The upper empty line.
        first: usize,
        /// The lower empty line.
        second: usize,
    },
}

fn check_hybrid_count<E: Entrant>(count: usize) -> Result<usize, PlacementError<E>> {
    if HYBRID_PLAYER_COUNTS.contains(&count) {
        Ok(count / GROUP_SIZE)
    } else {
        Err(PlacementError::UnsupportedPlayerCount { count })
    }
}

/// Places players, given in seed order, into groups of 4 like a snake: seeds 1..G into groups
/// A..G, the next G from G back to A, and so on, so every group gets one player of each tier.
pub fn serpentine_groups<E: Entrant>(seeded: &[E]) -> Result<Vec<GroupDraw<E>>, PlacementError<E>> {
    let groups = check_hybrid_count(seeded.len())?;
    let mut draws: Vec<GroupDraw<E>> = (0..groups)
        .map(|g| GroupDraw {
            name: group_name(g),
            players: Vec::with_capacity(GROUP_SIZE),
        })
        .collect();
    for (tier, players) in seeded.chunks(groups).enumerate() {
        for (i, &player) in players.iter().enumerate() {
            let group = if tier % 2 == 0 { i } else { groups - 1 - i };
            draws[group].players.push(player);
        }
    }
    Ok(draws)
}

/// Checks a hand-made placement of `selected` players into `count` slots: every slot in range,
/// every slot filled, nobody twice, and only selected players. Returns the player of each slot.
pub(crate) fn check_slots<E: Entrant>(
    selected: &[E],
    slots: &BTreeMap<usize, E>,
    count: usize,
    empty_allowed: bool,
) -> Result<Vec<Option<E>>, PlacementError<E>> {
    if let Some((&slot, _)) = slots.range(count..).next() {
        return Err(PlacementError::SlotOutOfRange {
            slot,
            last: count.saturating_sub(1),
        });
    }
    let selected_set: HashSet<E> = selected.iter().copied().collect();
    let mut placed = HashSet::new();
    let mut lines = vec![None; count];
    for (&slot, &player_id) in slots {
        if !selected_set.contains(&player_id) {
            return Err(PlacementError::NotSelected { player_id });
        }
        if !placed.insert(player_id) {
            return Err(PlacementError::DuplicatePlayer { player_id });
        }
        lines[slot] = Some(player_id);
    }
    if !empty_allowed {
        let missing: Vec<usize> = (0..count).filter(|&slot| lines[slot].is_none()).collect();
        if !missing.is_empty() {
            return Err(PlacementError::MissingPositions { count, missing });
        }
    }
    if let Some(&player_id) = selected.iter().find(|p| !placed.contains(p)) {
        return Err(PlacementError::PlayerNotPlaced { player_id });
    }
    Ok(lines)
}

/// Places the selected players by hand: slots 0-3 are Group A, 4-7 Group B, and so on; every
/// slot of an 8, 12, 16 or 20-player draw must hold a different selected player.
pub fn manual_groups<E: Entrant>(
    selected: &[E],
    slots: &BTreeMap<usize, E>,
) -> Result<Vec<GroupDraw<E>>, PlacementError<E>> {
    let count = selected.len();
    check_hybrid_count(count)?;
    let lines = check_slots(selected, slots, count, false)?;
    Ok(lines
        .chunks(GROUP_SIZE)
        .enumerate()
        .map(|(g, players)| GroupDraw {
            name: group_name(g),
            players: players.iter().flatten().copied().collect(),
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::ids::numbered::players;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    fn candidates(points: &[i64]) -> Vec<SeedCandidate> {
        points
            .iter()
            .zip(1..)
            .map(|(&total_points, player_id)| SeedCandidate {
                player_id: PlayerId(player_id),
                total_points,
                previous_rank: None,
            })
            .collect()
    }

    #[test]
    fn equal_points_go_by_last_seasons_rank_before_chance() {
        // On 1 January everyone is at 0: last season's final ranking seeds the draw, and
        // whoever was not ranked last season comes after those who were.
        let players = [
            (1, None),
            (2, Some(3)),
            (3, Some(1)),
            (4, None),
            (5, Some(2)),
        ]
        .map(|(player_id, previous_rank)| SeedCandidate {
            player_id: PlayerId(player_id),
            total_points: 0,
            previous_rank,
        });
        for seed in 0..20 {
            let seeded = seed_players(&players, &mut StdRng::seed_from_u64(seed));
            let order: Vec<PlayerId> = seeded.iter().map(|s| s.player_id).collect();
            assert_eq!(&order[..3], [3, 5, 2]);
            assert!(order[3..] == [1, 4] || order[3..] == [4, 1]);
        }
        // Points still come first.
        let mut ahead = players;
        ahead[0].total_points = 10;
        let seeded = seed_players(&ahead, &mut StdRng::seed_from_u64(1));
        assert_eq!(seeded[0].player_id, 1);
    }

    #[test]
    fn seeds_follow_points_and_only_ten_are_shown() {
        let players = candidates(&[10, 50, 30, 0, 90, 70, 20, 40, 60, 80, 5, 15]);
        let seeded = seed_players(&players, &mut StdRng::seed_from_u64(1));
        let order: Vec<PlayerId> = seeded.iter().map(|s| s.player_id).collect();
        assert_eq!(order, [5, 10, 6, 9, 2, 8, 3, 7, 12, 1, 11, 4]);
        assert_eq!(
            seeded.iter().map(|s| s.seed).collect::<Vec<_>>(),
            (1..=12).collect::<Vec<_>>()
        );
        let shown: Vec<bool> = seeded.iter().map(|s| s.seed_shown).collect();
        assert_eq!(
            shown,
            [
                true, true, true, true, true, true, true, true, true, true, false, false
            ]
        );
    }

    #[test]
    fn equal_points_are_ordered_by_the_random_source() {
        let players = candidates(&[100, 50, 50, 50, 50, 0]);
        let mut orders = HashSet::new();
        for seed in 0..40 {
            let seeded = seed_players(&players, &mut StdRng::seed_from_u64(seed));
            assert_eq!(seeded[0].player_id, 1);
            assert_eq!(seeded[5].player_id, 6);
            let mut middle: Vec<PlayerId> = seeded[1..5].iter().map(|s| s.player_id).collect();
            orders.insert(middle.clone());
            middle.sort();
            assert_eq!(middle, [2, 3, 4, 5]);
        }
        assert!(
            orders.len() > 5,
            "ties should be shuffled, saw {} orders",
            orders.len()
        );
        let again = seed_players(&players, &mut StdRng::seed_from_u64(7));
        assert_eq!(again, seed_players(&players, &mut StdRng::seed_from_u64(7)));
    }

    #[test]
    fn group_names() {
        assert_eq!(group_name(0), "Group A");
        assert_eq!(group_name(4), "Group E");
    }

    #[test]
    fn serpentine_for_every_hybrid_size() {
        let table: [(usize, Vec<Vec<i64>>); 4] = [
            (8, vec![vec![1, 4, 5, 8], vec![2, 3, 6, 7]]),
            (
                12,
                vec![vec![1, 6, 7, 12], vec![2, 5, 8, 11], vec![3, 4, 9, 10]],
            ),
            (
                16,
                vec![
                    vec![1, 8, 9, 16],
                    vec![2, 7, 10, 15],
                    vec![3, 6, 11, 14],
                    vec![4, 5, 12, 13],
                ],
            ),
            (
                20,
                vec![
                    vec![1, 10, 11, 20],
                    vec![2, 9, 12, 19],
                    vec![3, 8, 13, 18],
                    vec![4, 7, 14, 17],
                    vec![5, 6, 15, 16],
                ],
            ),
        ];
        for (count, expected) in table {
            let seeded = players(1..=count as i64);
            let groups = serpentine_groups(&seeded).unwrap();
            let drawn: Vec<Vec<PlayerId>> = groups.iter().map(|g| g.players.clone()).collect();
            assert_eq!(drawn, expected, "{count} players");
            assert_eq!(groups.last().unwrap().name, group_name(count / 4 - 1));
        }
        assert_eq!(
            serpentine_groups(&players(1..=6)),
            Err(PlacementError::UnsupportedPlayerCount { count: 6 })
        );
    }

    #[test]
    fn manual_groups_follow_the_slots() {
        let selected = players(11..=18);
        let slots: BTreeMap<usize, PlayerId> = (0..8)
            .map(|slot| (slot, PlayerId(18 - slot as i64)))
            .collect();
        let groups = manual_groups(&selected, &slots).unwrap();
        assert_eq!(
            groups[0],
            GroupDraw {
                name: "Group A".into(),
                players: players([18, 17, 16, 15])
            }
        );
        assert_eq!(
            groups[1],
            GroupDraw {
                name: "Group B".into(),
                players: players([14, 13, 12, 11])
            }
        );
    }

    #[test]
    fn manual_groups_refusals() {
        let selected = players(1..=8);
        let full: BTreeMap<usize, PlayerId> = (0..8)
            .map(|slot| (slot, PlayerId(slot as i64 + 1)))
            .collect();
        let with = |changes: &[(usize, Option<i64>)]| {
            let mut slots = full.clone();
            for &(slot, player) in changes {
                match player {
                    Some(p) => slots.insert(slot, PlayerId(p)),
                    None => slots.remove(&slot),
                };
            }
            manual_groups(&selected, &slots).unwrap_err()
        };
        let missing = with(&[(3, None), (6, None)]);
        assert_eq!(
            missing,
            PlacementError::MissingPositions {
                count: 8,
                missing: vec![3, 6]
            }
        );
        assert_eq!(missing.to_string(), "Please assign all 8 positions");
        let duplicate = with(&[(7, Some(1))]);
        assert_eq!(
            duplicate,
            PlacementError::DuplicatePlayer {
                player_id: PlayerId(1)
            }
        );
        assert_eq!(
            duplicate.to_string(),
            "Player 1 is placed in more than one position"
        );
        let stranger = with(&[(2, Some(99))]);
        assert_eq!(
            stranger.to_string(),
            "Player 99 is not one of the selected players"
        );
        let outside = with(&[(8, Some(5))]);
        assert_eq!(
            outside.to_string(),
            "Position 8 does not exist: positions go from 0 to 7"
        );
        let seven = players(1..=7);
        assert_eq!(
            manual_groups(&seven, &full).unwrap_err().to_string(),
            "A hybrid tournament needs 8, 12, 16 or 20 players, not 7"
        );
    }
}
