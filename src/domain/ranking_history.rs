//! A player's points and rank over time, replayed from the club's results
//! (docs/rules.md#player-pages): no snapshot is stored, so the chart can never disagree with
//! the results it is drawn from. Each result is an [`Event`] on a club date; after each day
//! with events, every player's total is added up as the ranking adds it up, and the player's
//! rank is one more than the ranked players with a higher total.

use std::collections::{BTreeMap, HashMap, HashSet};

use super::ids::{PlayerId, TournamentId};
use super::{league_score, points};

/// What one result changes for one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// What a tournament is now worth to the player (entry, a stage reached, the title).
    Tournament {
        /// The tournament.
        id: TournamentId,
        /// Its points now.
        points: u32,
    },
    /// League sets won in one match.
    LeagueSets(u32),
    /// A walkover given, in the season of this year.
    Walkover(i32),
    /// An adjustment by the admin.
    Adjustment(i64),
}

/// A change to one player's points on a club date.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    /// `yyyy-mm-dd`.
    pub date: String,
    /// The player.
    pub player: PlayerId,
    /// What changes.
    pub change: Change,
}

/// One point of the chart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Point {
    /// `yyyy-mm-dd`: the day ended with these numbers.
    pub date: String,
    /// The player's total then.
    pub points: i64,
    /// Their rank then; none when they are not ranked.
    pub rank: Option<u32>,
}

/// One player's parts, as the ranking adds them up.
#[derive(Debug, Clone, Default)]
struct Parts {
    tournaments: BTreeMap<TournamentId, u32>,
    league_sets: u32,
    walkover_years: Vec<i32>,
    adjustments: i64,
}

impl Parts {
    fn total(&self) -> i64 {
        let tournaments: Vec<u32> = self.tournaments.values().copied().collect();
        points::points_breakdown(
            &tournaments,
            league_score::league_points(self.league_sets),
            &self.walkover_years,
            &[self.adjustments],
        )
        .total
    }
}

/// `player`'s points and rank at the end of each day on which they changed, oldest first.
/// `ranked` are the players the ranking ranks; the others count for nobody's rank.
pub fn replay(mut events: Vec<Event>, ranked: &HashSet<PlayerId>, player: PlayerId) -> Vec<Point> {
    events.sort_by(|a, b| a.date.cmp(&b.date));
    let mut parts: HashMap<PlayerId, Parts> = HashMap::new();
    let mut totals: HashMap<PlayerId, i64> = HashMap::new();
    let mut chart: Vec<Point> = Vec::new();
    let mut index = 0;
    while index < events.len() {
        let date = events[index].date.clone();
        while index < events.len() && events[index].date == date {
            let event = &events[index];
            let entry = parts.entry(event.player).or_default();
            match event.change {
                Change::Tournament { id, points } => {
                    entry.tournaments.insert(id, points);
                }
                Change::LeagueSets(sets) => entry.league_sets += sets,
                Change::Walkover(year) => entry.walkover_years.push(year),
                Change::Adjustment(amount) => entry.adjustments += amount,
            }
            totals.insert(event.player, entry.total());
            index += 1;
        }
        let mine = totals.get(&player).copied().unwrap_or(0);
        let rank = ranked.contains(&player).then(|| {
            let ahead = ranked
                .iter()
                .filter(|other| totals.get(other).copied().unwrap_or(0) > mine)
                .count();
            u32::try_from(ahead).unwrap_or(u32::MAX).saturating_add(1)
        });
        let point = Point {
            date,
            points: mine,
            rank,
        };
        match chart.last() {
            Some(last) if last.points == point.points && last.rank == point.rank => {}
            _ => chart.push(point),
        }
    }
    chart
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(date: &str, player: i64, change: Change) -> Event {
        Event {
            date: date.to_string(),
            player: PlayerId(player),
            change,
        }
    }

    #[test]
    fn each_day_that_moves_the_player_is_a_point_with_shared_ranks() {
        let ranked: HashSet<PlayerId> = [1, 2, 3].map(PlayerId).into();
        let events = vec![
            event(
                "2026-01-05",
                1,
                Change::Tournament {
                    id: TournamentId(9),
                    points: 30,
                },
            ),
            event(
                "2026-01-05",
                2,
                Change::Tournament {
                    id: TournamentId(9),
                    points: 30,
                },
            ),
            event(
                "2026-01-05",
                3,
                Change::Tournament {
                    id: TournamentId(9),
                    points: 30,
                },
            ),
            // Someone else's day that does not move player 1: no point.
            event("2026-02-01", 3, Change::LeagueSets(0)),
            event("2026-03-10", 2, Change::LeagueSets(2)),
            event(
                "2026-01-12",
                1,
                Change::Tournament {
                    id: TournamentId(9),
                    points: 60,
                },
            ),
            event("2026-04-01", 1, Change::Walkover(2026)),
            event("2026-04-02", 1, Change::Walkover(2026)),
            event("2026-05-01", 1, Change::Adjustment(-10)),
        ];
        let chart = replay(events, &ranked, PlayerId(1));
        let got: Vec<(&str, i64, Option<u32>)> = chart
            .iter()
            .map(|p| (p.date.as_str(), p.points, p.rank))
            .collect();
        assert_eq!(
            got,
            [
                ("2026-01-05", 30, Some(1)),
                ("2026-01-12", 60, Some(1)),
                // The first walkover costs nothing, the second 30: level with player 3,
                // behind player 2 (34), so second, a rank shared with player 3.
                ("2026-04-02", 30, Some(2)),
                ("2026-05-01", 20, Some(3)),
            ]
        );
    }

    #[test]
    fn a_player_the_ranking_leaves_out_has_points_but_no_rank() {
        let events = vec![event("2026-01-05", 4, Change::LeagueSets(3))];
        let chart = replay(events, &HashSet::from([PlayerId(1)]), PlayerId(4));
        assert_eq!(chart.len(), 1);
        assert_eq!(chart[0].points, 6);
        assert_eq!(chart[0].rank, None);
    }
}
