//! Plausible results: who wins (the stronger player, most of the time), tennis scores as a
//! club writes them from player 1's side, and league set scores.

use rand::Rng;

use crate::domain::bracket::Side;
use crate::domain::league_score::LeagueSetInput;

/// Strength difference at which the stronger player wins about 73% of the time.
const SKILL_SCALE: f64 = 10.0;

/// The chance that a player of strength `a` beats one of strength `b`.
pub fn win_probability(a: f64, b: f64) -> f64 {
    1.0 / (1.0 + (-(a - b) / SKILL_SCALE).exp())
}

/// How even a match is: 1 for equal chances, 0 for a foregone conclusion.
fn evenness(p_player1: f64) -> f64 {
    1.0 - (2.0 * p_player1 - 1.0).abs()
}

/// Draws the winner of a match in which player 1 wins with probability `p_player1`.
pub fn draw_winner(rng: &mut impl Rng, p_player1: f64) -> Side {
    if rng.random_bool(p_player1.clamp(0.0, 1.0)) {
        Side::Player1
    } else {
        Side::Player2
    }
}

/// Games of the loser of a set, from 0 (6-0) to 6 (7-6): lopsided matches lean to the left.
fn set_loser_games(rng: &mut impl Rng, evenness: f64) -> u32 {
    const ONE_SIDED: [f64; 7] = [10.0, 18.0, 22.0, 20.0, 14.0, 9.0, 7.0];
    const EVEN: [f64; 7] = [1.0, 4.0, 10.0, 18.0, 24.0, 21.0, 22.0];
    let weights: Vec<f64> = ONE_SIDED
        .iter()
        .zip(EVEN)
        .map(|(far, close)| far * (1.0 - evenness) + close * evenness)
        .collect();
    let total: f64 = weights.iter().sum();
    let mut pick = rng.random_range(0.0..total);
    for (games, weight) in weights.iter().enumerate() {
        if pick < *weight {
            return games as u32;
        }
        pick -= weight;
    }
    6
}

/// One set from its winner's side: games won, games lost, and the loser's tiebreak points.
fn played_set(rng: &mut impl Rng, evenness: f64) -> (u32, u32, Option<u32>) {
    match set_loser_games(rng, evenness) {
        5 => (7, 5, None),
        6 => {
            // Most tiebreaks end before 6-6; a few go on (8-6, 9-7, ...).
            let points = if rng.random_bool(0.8) {
                rng.random_range(0..=5)
            } else {
                rng.random_range(6..=9)
            };
            (7, 6, Some(points))
        }
        lost => (6, lost, None),
    }
}

/// Writes a set won by `set_winner` from player 1's side.
fn written(set_winner: Side, (won, lost, tiebreak): (u32, u32, Option<u32>)) -> String {
    let (p1, p2) = match set_winner {
        Side::Player1 => (won, lost),
        Side::Player2 => (lost, won),
    };
    match tiebreak {
        Some(points) => format!("{p1}-{p2}({points})"),
        None => format!("{p1}-{p2}"),
    }
}

/// A score for a match that `winner` won, written from player 1's side: mostly straight
/// sets, sometimes a third set or a match tiebreak, rarely a retirement or a walkover.
/// `p_player1` is player 1's chance to win: even matches get closer scores.
pub fn tennis_score(rng: &mut impl Rng, winner: Side, p_player1: f64) -> String {
    let evenness = evenness(p_player1);
    let loser = winner.opponent();
    let roll: f64 = rng.random();
    if roll < 0.012 {
        return "W/O".to_string();
    }
    if roll < 0.022 {
        // The loser stopped injured during the second set, a set down.
        let first = written(winner, played_set(rng, evenness));
        let (a, b) = (rng.random_range(0..=4), rng.random_range(0..=4));
        let (p1, p2) = match winner {
            Side::Player1 => (a, b),
            Side::Player2 => (b, a),
        };
        return format!("{first}, {p1}-{p2} ret.");
    }
    let three_sets = rng.random_bool(0.18 + 0.25 * evenness);
    if !three_sets {
        let first = written(winner, played_set(rng, evenness));
        let second = written(winner, played_set(rng, evenness));
        return format!("{first}, {second}");
    }
    let lost_first = rng.random_bool(0.5);
    let (first, second) = if lost_first {
        (loser, winner)
    } else {
        (winner, loser)
    };
    let first = written(first, played_set(rng, evenness));
    let second = written(second, played_set(rng, evenness));
    let third = if rng.random_bool(0.45) {
        // A match tiebreak in place of the third set: to 10, by two.
        let lost = if rng.random_bool(0.85) {
            rng.random_range(0..=8)
        } else {
            rng.random_range(9..=12)
        };
        written(winner, ((lost + 2).max(10), lost, None))
    } else {
        written(winner, played_set(rng, evenness))
    };
    format!("{first}, {second}, {third}")
}

/// A league score (docs/rules.md#league-scores): usually two sets of up to 7 games, a third
/// when they split, now and then a single set or a set left level when the court time ran
/// out. Player 1 wins each set with probability `p_player1`.
pub fn league_sets(rng: &mut impl Rng, p_player1: f64) -> Vec<LeagueSetInput> {
    let evenness = evenness(p_player1);
    let mut sets = Vec::with_capacity(3);
    let mut won = [0u32; 2];
    let planned = if rng.random_bool(0.06) { 1 } else { 3 };
    while sets.len() < planned && won.iter().all(|&w| w < 2) {
        if sets.len() == 2 && !rng.random_bool(0.7) {
            break;
        }
        let (p1, p2) = if rng.random_bool(0.07) {
            let level = rng.random_range(3..=6);
            (level, level)
        } else {
            let side = draw_winner(rng, p_player1);
            won[side.index()] += 1;
            let (w, l, _) = played_set(rng, evenness);
            match side {
                Side::Player1 => (w, l),
                Side::Player2 => (l, w),
            }
        };
        sets.push(LeagueSetInput {
            player1_score: Some(i64::from(p1)),
            player2_score: Some(i64::from(p2)),
            winner: Some(match p1.cmp(&p2) {
                std::cmp::Ordering::Greater => 1,
                std::cmp::Ordering::Less => 2,
                std::cmp::Ordering::Equal => 0,
            }),
        });
    }
    sets
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::league_score::check_league_score;
    use crate::domain::score::TennisScore;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    #[test]
    fn every_score_parses_and_shows_the_drawn_winner() {
        let mut rng = StdRng::seed_from_u64(11);
        let mut kinds = [0usize; 4];
        for i in 0..20_000 {
            let p = f64::from(i % 100) / 100.0;
            let winner = draw_winner(&mut rng, p);
            let text = tennis_score(&mut rng, winner, p);
            let score = TennisScore::parse(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            score
                .check_winner(winner)
                .unwrap_or_else(|e| panic!("{text} for {winner:?}: {e}"));
            let kind = match &score {
                TennisScore::Walkover => 0,
                TennisScore::Played { retired: true, .. } => 1,
                TennisScore::Played { sets, .. } if sets.len() == 3 => 2,
                TennisScore::Played { .. } => 3,
            };
            kinds[kind] += 1;
        }
        let [walkovers, retirements, three_sets, two_sets] = kinds;
        assert!((100..=400).contains(&walkovers), "{kinds:?}");
        assert!((100..=400).contains(&retirements), "{kinds:?}");
        assert!(three_sets > 3000 && two_sets > three_sets, "{kinds:?}");
    }

    #[test]
    fn scores_are_written_from_player_one_side() {
        let mut rng = StdRng::seed_from_u64(12);
        let mut saw_tiebreak = false;
        let mut saw_match_tiebreak = false;
        for _ in 0..2000 {
            let text = tennis_score(&mut rng, Side::Player2, 0.5);
            let Ok(TennisScore::Played {
                sets,
                retired: false,
            }) = TennisScore::parse(&text)
            else {
                continue;
            };
            let last = sets.last().unwrap();
            assert!(
                last.player2 > last.player1,
                "player 2 won the last set: {text}"
            );
            saw_tiebreak |= sets.iter().any(|s| s.tiebreak.is_some());
            saw_match_tiebreak |= last.is_match_tiebreak();
        }
        assert!(saw_tiebreak && saw_match_tiebreak);
    }

    #[test]
    fn the_stronger_player_usually_wins() {
        assert!((win_probability(50.0, 50.0) - 0.5).abs() < 1e-9);
        assert!(win_probability(70.0, 50.0) > 0.85);
        assert!(win_probability(40.0, 50.0) < 0.3);
        let mut rng = StdRng::seed_from_u64(13);
        let p = win_probability(60.0, 50.0);
        let wins = (0..10_000)
            .filter(|_| draw_winner(&mut rng, p) == Side::Player1)
            .count();
        assert!((6800..=7800).contains(&wins), "{wins}");
    }

    #[test]
    fn league_scores_pass_the_league_rules() {
        let mut rng = StdRng::seed_from_u64(14);
        let mut sets_seen = [0usize; 4];
        let mut level_results = 0;
        for i in 0..5000 {
            let p = f64::from(i % 10) / 10.0;
            let sets = league_sets(&mut rng, p);
            let result = check_league_score(sets.len() as i64, &sets)
                .unwrap_or_else(|e| panic!("{sets:?}: {e}"));
            sets_seen[sets.len()] += 1;
            level_results += usize::from(result.winner.is_none());
        }
        assert_eq!(sets_seen[0], 0);
        assert!(sets_seen[1] > 0 && sets_seen[2] > sets_seen[3] && sets_seen[3] > 0);
        assert!((1..1000).contains(&level_results), "{level_results}");
    }
}
