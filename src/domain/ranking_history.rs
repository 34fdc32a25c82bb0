//! A player's points and rank over time, replayed from the club's results
//! (docs/rules.md#player-pages): no snapshot is stored, so the chart can never disagree with
//! the results it is drawn from. Each result is an [`Event`] on a club date ([`events`]);
//! after each day with events, every player's total is added up as the ranking adds it up,
//! and the player's rank is one more than the ranked players with a higher total.

use std::collections::{BTreeMap, HashMap, HashSet};

use chrono::NaiveDate;

use super::ids::{PlayerId, TournamentId};
use super::points::{self, StagesReached};
use super::season::Season;
use super::season_totals::{CountedResults, TournamentMatch};
use super::{calendar, league_score};

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

/// The counted results of `season` as dated events, each counted as the season's totals
/// count it ([`super::season_totals`]): a tournament's entrants from its start date, a stage
/// from the week of the first match a player has in it, the title from the final's week,
/// league sets on the match's date, a walkover given in its week, an adjustment on the day it
/// was made. Dates fall inside the season and never after `today`.
pub fn events(results: &CountedResults, season: Season, today: NaiveDate) -> Vec<Event> {
    let range = season.date_range();
    let today = today.format("%Y-%m-%d").to_string();
    // A date inside the season and not after today.
    let clamp = |mut date: String| -> String {
        if let Some((from, to)) = &range {
            if date < *from {
                date.clone_from(from);
            }
            if date >= *to {
                // The season's last day.
                date = NaiveDate::parse_from_str(to, "%Y-%m-%d")
                    .ok()
                    .and_then(|d| d.pred_opt())
                    .map_or(date, |d| d.format("%Y-%m-%d").to_string());
            }
        }
        if date > today { today.clone() } else { date }
    };
    let tournaments = results.tournaments_by_id();
    let mut events = Vec::new();

    // Entering: every entrant stands where the draw starts, from the start date.
    for entry in &results.entries {
        let Some(t) = tournaments.get(&entry.tournament) else {
            continue;
        };
        let (_, _, points) = points::entrant_points(t.format, t.player_count, None, false);
        events.push(Event {
            date: clamp(t.start_date.clone()),
            player: entry.player,
            change: Change::Tournament { id: t.id, points },
        });
    }

    // Each match, week by week: the furthest stage so far, the title, a walkover given.
    let mut matches: Vec<&TournamentMatch> = results.matches.iter().collect();
    matches.sort_by_key(|m| (m.week, m.id));
    let mut furthest = StagesReached::default();
    for m in matches {
        let Some(t) = tournaments.get(&m.tournament) else {
            continue;
        };
        let date = NaiveDate::parse_from_str(&t.start_date, "%Y-%m-%d")
            .map(|start| {
                calendar::week_dates(start, m.week)
                    .start()
                    .format("%Y-%m-%d")
                    .to_string()
            })
            .unwrap_or_else(|_| t.start_date.clone());
        let date = clamp(date);
        for player in m.players() {
            let reached = furthest.appear(t.id, player, m.stage);
            let (_, _, points) =
                points::entrant_points(t.format, t.player_count, Some(reached), m.crowns(player));
            events.push(Event {
                date: date.clone(),
                player,
                change: Change::Tournament { id: t.id, points },
            });
        }
        if let Some(player) = m.walkover_given_by() {
            events.push(Event {
                date,
                player,
                change: Change::Walkover(t.season()),
            });
        }
    }

    for league in &results.league {
        let date = clamp(league.date.clone());
        for (player, sets) in league.sides() {
            events.push(Event {
                date: date.clone(),
                player,
                change: Change::LeagueSets(sets),
            });
        }
    }

    for adjustment in &results.adjustments {
        let made = chrono::DateTime::from_timestamp(adjustment.created_at, 0).unwrap_or_default();
        events.push(Event {
            date: clamp(calendar::club_today(made).format("%Y-%m-%d").to_string()),
            player: adjustment.player,
            change: Change::Adjustment(adjustment.amount),
        });
    }
    events
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
    fn results_become_events_dated_inside_the_season_and_never_after_today() {
        use super::super::bracket::Stage;
        use super::super::season_totals::{
            Adjustment, CountedTournament, Entry, LeagueResult, TournamentMatch,
        };
        use super::super::tournament::{MatchStatus, TournamentFormat};
        let cup = TournamentId(3);
        let game = |id, week, stage, winner, walkover| TournamentMatch {
            id,
            tournament: cup,
            week,
            stage,
            player1: Some(PlayerId(1)),
            player2: Some(PlayerId(2)),
            winner: Some(winner),
            status: MatchStatus::Completed,
            is_bye: false,
            walkover,
        };
        let results = CountedResults {
            tournaments: vec![CountedTournament {
                id: cup,
                name: "Copa".into(),
                start_date: "2026-01-05".into(),
                format: TournamentFormat::Hybrid,
                player_count: 8,
            }],
            entries: vec![
                Entry {
                    tournament: cup,
                    player: PlayerId(1),
                },
                Entry {
                    tournament: cup,
                    player: PlayerId(2),
                },
            ],
            // Listed out of order: they are replayed week by week.
            matches: vec![
                game(10, 4, Stage::Final, PlayerId(1), false),
                game(11, 2, Stage::Group, PlayerId(1), true),
            ],
            league: vec![LeagueResult {
                date: "2026-01-07".into(),
                player1: PlayerId(2),
                player2: PlayerId(1),
                player1_sets: 2,
                player2_sets: 1,
                winner: Some(PlayerId(2)),
            }],
            // Made on 31 December 2025 (club time), for the 2026 season.
            adjustments: vec![Adjustment {
                player: PlayerId(1),
                season: 2026,
                amount: 25,
                reason: None,
                created_at: 1_767_182_400,
            }],
        };
        let today = NaiveDate::from_ymd_opt(2026, 1, 20).unwrap();
        let got: Vec<(String, i64, Change)> = events(&results, Season::Year(2026), today)
            .into_iter()
            .map(|e| (e.date, e.player.0, e.change))
            .collect();
        let at = |points| Change::Tournament { id: cup, points };
        let want: Vec<(String, i64, Change)> = [
            ("2026-01-05", 1, at(30)),
            ("2026-01-05", 2, at(30)),
            // Week 2 starts on the 12th; the loser gave a walkover.
            ("2026-01-12", 1, at(30)),
            ("2026-01-12", 2, at(30)),
            ("2026-01-12", 2, Change::Walkover(2026)),
            // The final's week starts on the 26th: after today, so today.
            ("2026-01-20", 1, at(175)),
            ("2026-01-20", 2, at(120)),
            ("2026-01-07", 2, Change::LeagueSets(2)),
            ("2026-01-07", 1, Change::LeagueSets(1)),
            // Before the season: its first day.
            ("2026-01-01", 1, Change::Adjustment(25)),
        ]
        .into_iter()
        .map(|(date, player, change)| (date.to_string(), player, change))
        .collect();
        assert_eq!(got, want);
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
