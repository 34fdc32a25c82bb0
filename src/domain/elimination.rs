//! Single elimination for 2 to 64 players: the draw size, the standard draw lines of the
//! seeds, byes for the top seeds, and the plan of every round.

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use super::bracket::{BracketPlan, SlotSource, Stage};
use super::entrant::Entrant;
use super::seeding::{PlacementError, check_slots};

/// Player counts a single-elimination tournament can have.
pub const ELIMINATION_PLAYERS: RangeInclusive<usize> = 2..=64;

/// The number of draw lines for `players` players: the next power of two (at least 2).
pub fn draw_size(players: usize) -> usize {
    players.max(2).next_power_of_two()
}

/// The seed on every line of a draw of `size` lines (a power of two), top to bottom.
///
/// In a round of r players seed s meets seed r+1-s, and the matches are ordered so that, when
/// the favourites win, the next round is ordered the same way: for 16 lines the matches are
/// 1-16, 8-9, 4-13, 5-12, 3-14, 6-11, 7-10, 2-15, the quarterfinals 1-8, 4-5, 3-6, 2-7 and the
/// semifinals 1-4, 2-3. Seed 2 goes below its opponent in every later round so that it ends at
/// the bottom half's foot, and the better seed is player 1 of every first-round match.
pub fn draw_lines(size: usize) -> Vec<u32> {
    let mut favourites: Vec<u32> = vec![1];
    while favourites.len() * 2 < size {
        let round = 2 * favourites.len() as u32;
        favourites = favourites
            .iter()
            .flat_map(|&s| {
                if s == 2 {
                    [round - 1, 2]
                } else {
                    [s, round + 1 - s]
                }
            })
            .collect();
    }
    let size = size as u32;
    favourites.iter().flat_map(|&s| [s, size + 1 - s]).collect()
}

fn check_count<E: Entrant>(players: usize) -> Result<usize, PlacementError<E>> {
    if ELIMINATION_PLAYERS.contains(&players) {
        Ok(draw_size(players))
    } else {
        Err(PlacementError::UnsupportedDrawSize { count: players })
    }
}

/// The draw for players given in seed order: each on the line of their seed; the lines of the
/// missing seeds stay empty, so the byes fall to the top seeds and never meet each other.
pub fn seeded_draw<E: Entrant>(seeded: &[E]) -> Result<Vec<Option<E>>, PlacementError<E>> {
    let size = check_count(seeded.len())?;
    Ok(draw_lines(size)
        .into_iter()
        .map(|seed| seeded.get(seed as usize - 1).copied())
        .collect())
}

/// A hand-made draw: `lines` maps draw line (0-based) to player; empty lines are byes. Every
/// selected player needs exactly one line, and two empty lines may not meet in the first round.
pub fn manual_draw<E: Entrant>(
    selected: &[E],
    lines: &BTreeMap<usize, E>,
) -> Result<Vec<Option<E>>, PlacementError<E>> {
    let size = check_count(selected.len())?;
    let draw = check_slots(selected, lines, size, true)?;
    if let Some(pair) = draw
        .chunks(2)
        .position(|pair| pair.iter().all(Option::is_none))
    {
        return Err(PlacementError::ByeAgainstBye {
            first: 2 * pair,
            second: 2 * pair + 1,
        });
    }
    Ok(draw)
}

/// The plan of every round for a draw (as from [`seeded_draw`] or [`manual_draw`]): round 1
/// pairs lines 0-1, 2-3, ...; a first-round match with an empty line is a bye; each later
/// match takes the winners of two neighbouring matches. Round r is played in week r.
pub fn elimination_plan<E>(draw: &[Option<E>]) -> BracketPlan {
    let size = draw.len().max(2).next_power_of_two();
    let line = |line: usize| match draw.get(line) {
        Some(Some(_)) => SlotSource::DrawLine { line },
        _ => SlotSource::Bye,
    };
    let mut matches = Vec::with_capacity(size - 1);
    let (mut players_left, mut round, mut first_of_round) = (size, 1u32, 0usize);
    while players_left >= 2 {
        let stage = Stage::for_players_left(players_left).unwrap_or(Stage::RoundOf64);
        for slot in 0..players_left / 2 {
            let sources = if round == 1 {
                [line(2 * slot), line(2 * slot + 1)]
            } else {
                let feeder = first_of_round - players_left + 2 * slot;
                [
                    SlotSource::WinnerOf { index: feeder },
                    SlotSource::WinnerOf { index: feeder + 1 },
                ]
            };
            matches.push((stage, round, slot as u32, sources));
        }
        first_of_round = matches.len();
        players_left /= 2;
        round += 1;
    }
    BracketPlan::link(matches)
}

/// The players on both sides of every match of an elimination plan, given the draw and the
/// winners recorded so far; bye winners are already in round 2.
pub fn elimination_players<E: Entrant>(
    plan: &BracketPlan,
    draw: &[Option<E>],
    winners: &[Option<E>],
) -> Vec<[Option<E>; 2]> {
    let entrant = |source: &SlotSource| match *source {
        SlotSource::DrawLine { line } => draw.get(line).copied().flatten(),
        _ => None,
    };
    plan.players(entrant, winners)
}

#[cfg(test)]
#[path = "elimination_tests.rs"]
mod tests;
