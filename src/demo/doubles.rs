//! The demo club's doubles (docs/rules.md#doubles), so that a newcomer sees them at once: a
//! finished single-elimination draw of 8 teams with its champion team, and a hybrid of 8 teams
//! in its knockout week, its groups played and a semifinal still to play. Each team is two of
//! the club's members, drawn anew for each tournament.

use chrono::{Duration, NaiveDate};

use super::tournaments::{Outcome, PlannedTournament, saturday_before};
use crate::domain::knockout::HYBRID_KNOCKOUT_WEEK;
use crate::domain::tournament::{Discipline, TournamentFormat};

/// Teams in each of the showcase's doubles draws.
const TEAMS: usize = 8;

/// The showcase's two doubles tournaments: one played to its champion team eleven weeks ago,
/// and a hybrid two days into its knockout week (docs/rules.md#schedule-weeks). That one began
/// before the club's singles hybrid in play, which stays the first active tournament listed.
pub fn showcase(today: NaiveDate) -> Vec<PlannedTournament> {
    let knockout_week_begun = 7 * (i64::from(HYBRID_KNOCKOUT_WEEK) - 1) + 2;
    let doubles = |name: &str, format, start, buy_in, bag_price, outcome| PlannedTournament {
        name: name.to_string(),
        format,
        players: TEAMS,
        start,
        buy_in,
        bag_price,
        outcome,
        finals: false,
        discipline: Discipline::Doubles,
    };
    vec![
        doubles(
            "Copa de Dobles Volcán Arenal",
            TournamentFormat::SingleElimination,
            saturday_before(today - Duration::weeks(11)),
            10_000,
            110_000,
            Outcome::Completed,
        ),
        doubles(
            "Abierto de Dobles del Valle Central",
            TournamentFormat::Hybrid,
            today - Duration::days(knockout_week_begun),
            12_000,
            130_000,
            Outcome::InTheKnockout,
        ),
    ]
}

/// Adds the showcase's doubles to the singles `plans`, each after the last one that starts no
/// later: they are staged in the order the club played them (a team's seed is its partners'
/// ranking points of the day), and the singles keep their order.
pub fn add_to(plans: &mut Vec<PlannedTournament>, today: NaiveDate) {
    for plan in showcase(today) {
        let at = plans
            .iter()
            .rposition(|p| p.start <= plan.start)
            .map_or(0, |index| index + 1);
        plans.insert(at, plan);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 3, 18).unwrap()
    }

    #[test]
    fn a_finished_draw_and_a_hybrid_in_its_knockout_week() {
        let plans = showcase(today());
        let shapes: Vec<(Outcome, TournamentFormat, usize, Discipline)> = plans
            .iter()
            .map(|p| (p.outcome, p.format, p.players, p.discipline))
            .collect();
        assert_eq!(
            shapes,
            [
                (
                    Outcome::Completed,
                    TournamentFormat::SingleElimination,
                    8,
                    Discipline::Doubles
                ),
                (
                    Outcome::InTheKnockout,
                    TournamentFormat::Hybrid,
                    8,
                    Discipline::Doubles
                ),
            ]
        );
        assert!(plans.iter().all(|p| !p.finals && p.bag_price > 0));
        assert!(plans[0].start < today() - Duration::weeks(10));
        // Day 24 of the draw: week 4, a hybrid's knockout week; it began before the singles
        // hybrid in play.
        let active = plans[1].start;
        assert_eq!((today() - active).num_days(), 23);
        assert_eq!((today() - active).num_days() / 7 + 1, 4);
        assert!(active < today() - Duration::days(14));
    }

    #[test]
    fn the_doubles_take_their_days_among_the_singles() {
        for today in [today(), NaiveDate::from_ymd_opt(2027, 1, 12).unwrap()] {
            let singles = super::super::tournaments::showcase(today);
            let mut plans = singles.clone();
            add_to(&mut plans, today);
            let names: Vec<&str> = plans.iter().map(|p| p.name.as_str()).collect();
            let kept: Vec<&PlannedTournament> = plans
                .iter()
                .filter(|p| p.discipline == Discipline::Singles)
                .collect();
            assert_eq!(kept, singles.iter().collect::<Vec<_>>(), "{today}");
            let at = |name: &str| names.iter().position(|n| *n == name).unwrap();
            let finished = at("Copa de Dobles Volcán Arenal");
            assert_eq!(finished, at("Grand Slam de Verano") + 1, "{names:?}");
            let active = at("Abierto de Dobles del Valle Central");
            assert_eq!(active, at("Copa Cancha 4") + 1, "{names:?}");
            assert_eq!(at("Torneo Aniversario del Club"), active + 1, "{names:?}");
        }
    }
}
