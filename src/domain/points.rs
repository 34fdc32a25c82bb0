//! Ranking points (docs/rules.md#points): tournament points by the highest stage reached,
//! league points, walkover penalties and adjustments, and the ranking order
//! (docs/rules.md#ranking).

use std::collections::{BTreeMap, HashMap};

use serde::Serialize;
use utoipa::ToSchema;

use super::bracket::Stage;
use super::elimination;
use super::ids::{PlayerId, TournamentId};
use super::names;
use super::tournament::TournamentFormat;

/// Points for a champion, in either format.
pub const CHAMPION_POINTS: u32 = 175;
/// The walkover penalty: every second walkover given in a calendar year costs this much.
pub const WALKOVER_PENALTY: u32 = 30;

/// Tournament points for the highest stage a player reached (the `max()` of the stages of
/// their matches) and whether they won the final.
///
/// Hybrid: participation (groups) 30, qualified 60, semifinalist 90, finalist 120, champion
/// 175. Direct elimination: a round before the round of 16 30, round of 16 40, quarterfinal
/// 60, semifinal 90, finalist 120, champion 175.
pub fn tournament_points(format: TournamentFormat, reached: Stage, champion: bool) -> u32 {
    if champion {
        return CHAMPION_POINTS;
    }
    match (format, reached) {
        (_, Stage::Final) => 120,
        (_, Stage::Semifinal) => 90,
        (TournamentFormat::Hybrid, Stage::Group) => 30,
        (TournamentFormat::Hybrid, _) => 60,
        (TournamentFormat::SingleElimination, Stage::Quarterfinal) => 60,
        (TournamentFormat::SingleElimination, Stage::RoundOf16) => 40,
        (TournamentFormat::SingleElimination, _) => 30,
    }
}

/// A tournament finish as the points breakdown names it: a kind, which the UI says in the
/// visitor's language ("Semifinalist", "Semifinalista").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Finish {
    /// Won the final.
    Champion,
    /// Lost the final.
    Finalist,
    /// Lost a semifinal.
    Semifinalist,
    /// Lost a quarterfinal (single elimination).
    Quarterfinalist,
    /// Lost in the round of 16 (single elimination).
    #[serde(rename = "round_of_16")]
    RoundOf16,
    /// Lost before the round of 16 (single elimination).
    FirstRounds,
    /// Left the groups and lost before the semifinals (hybrid).
    Qualified,
    /// Played the groups only (hybrid).
    Participation,
}

/// How a finish is named in the player's points breakdown.
pub fn finish(format: TournamentFormat, reached: Stage, champion: bool) -> Finish {
    if champion {
        return Finish::Champion;
    }
    match (format, reached) {
        (_, Stage::Final) => Finish::Finalist,
        (_, Stage::Semifinal) => Finish::Semifinalist,
        (TournamentFormat::Hybrid, Stage::Group) => Finish::Participation,
        (TournamentFormat::Hybrid, _) => Finish::Qualified,
        (TournamentFormat::SingleElimination, Stage::Quarterfinal) => Finish::Quarterfinalist,
        (TournamentFormat::SingleElimination, Stage::RoundOf16) => Finish::RoundOf16,
        (TournamentFormat::SingleElimination, _) => Finish::FirstRounds,
    }
}

/// What an entrant of a counted tournament of `player_count` players has so far: the stage
/// reached (`reached`, the furthest stage they appear in, or where every entrant stands before
/// any match of theirs), how that finish is named, and its points.
pub fn entrant_points(
    format: TournamentFormat,
    player_count: usize,
    reached: Option<Stage>,
    champion: bool,
) -> (Stage, Finish, u32) {
    let reached = reached.unwrap_or_else(|| match format {
        // Being in a hybrid is taking part in its groups.
        TournamentFormat::Hybrid => Stage::Group,
        // Before the draw has matches, every entrant stands in its first round.
        TournamentFormat::SingleElimination => {
            Stage::for_players_left(elimination::draw_size(player_count))
                .unwrap_or(Stage::RoundOf64)
        }
    });
    (
        reached,
        finish(format, reached, champion),
        tournament_points(format, reached, champion),
    )
}

/// The penalty for walkovers given, one entry per walkover with the year it counts in (the
/// tournament's start year, or the league match's year): 30 for every second one in a year.
pub fn walkover_penalty(walkover_years: &[i32]) -> u32 {
    let mut per_year: BTreeMap<i32, u32> = BTreeMap::new();
    for &year in walkover_years {
        *per_year.entry(year).or_default() += 1;
    }
    per_year
        .values()
        .map(|count| count / 2 * WALKOVER_PENALTY)
        .sum()
}

/// The penalty that goes away when `taken_back` of the `given` walkovers a player gave in
/// one year no longer count (their tournament is deleted).
pub fn walkover_penalty_taken_back(given: u32, taken_back: u32) -> u32 {
    let year = |n: u32| vec![0; usize::try_from(n).unwrap_or(0)];
    walkover_penalty(&year(given)) - walkover_penalty(&year(given.saturating_sub(taken_back)))
}

/// A player's total with the parts it is made of.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PointsBreakdown {
    /// Sum of tournament points.
    pub tournaments: u32,
    /// League points: 2 per set won.
    pub league: u32,
    /// Walkover penalty, a positive number that is subtracted.
    pub walkover_penalty: u32,
    /// Sum of the admin's adjustments (may be negative).
    pub adjustments: i64,
    /// tournaments + league - walkover penalty + adjustments. Not clamped at zero, so the
    /// parts always add up to it.
    pub total: i64,
}

/// Adds up a player's points from its traceable parts.
pub fn points_breakdown(
    tournament_points: &[u32],
    league_points: u32,
    walkover_years: &[i32],
    adjustments: &[i64],
) -> PointsBreakdown {
    let tournaments = tournament_points.iter().sum();
    let walkover_penalty = walkover_penalty(walkover_years);
    let adjustments: i64 = adjustments.iter().sum();
    let total = i64::from(tournaments) + i64::from(league_points) - i64::from(walkover_penalty)
        + adjustments;
    PointsBreakdown {
        tournaments,
        league: league_points,
        walkover_penalty,
        adjustments,
        total,
    }
}

/// A player to be ranked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RankCandidate {
    /// The player.
    pub player_id: PlayerId,
    /// The name, the order among equal totals.
    pub name: String,
    /// The player's total points.
    pub total_points: i64,
}

/// A player's place in the rankings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RankedPlayer {
    /// The player.
    pub player_id: PlayerId,
    /// The player's name.
    pub name: String,
    /// The player's total points.
    pub total_points: i64,
    /// The rank; equal totals share one, and the next rank skips (1, 2, 2, 4).
    pub rank: u32,
}

/// Ranks players by total points, then name; equal totals share a rank.
pub fn rank_players(players: &[RankCandidate]) -> Vec<RankedPlayer> {
    rank_order(players)
        .into_iter()
        .map(|(i, rank)| {
            let p = &players[i];
            RankedPlayer {
                player_id: p.player_id,
                name: p.name.clone(),
                total_points: p.total_points,
                rank,
            }
        })
        .collect()
}

/// The ranking's order of `players` as (index into `players`, rank): by total points, then
/// in the order of [`names::compare`], then by id; equal totals share a rank (1, 2, 2, 4).
/// Each name's key is made once, not once per comparison, and no name is copied.
pub fn rank_order(players: &[RankCandidate]) -> Vec<(usize, u32)> {
    let mut order: Vec<(std::cmp::Reverse<i64>, String, usize)> = players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            (
                std::cmp::Reverse(p.total_points),
                names::sort_key(&p.name),
                i,
            )
        })
        .collect();
    order.sort_unstable_by(|a, b| {
        (a.0, &a.1)
            .cmp(&(b.0, &b.1))
            .then_with(|| players[a.2].name.cmp(&players[b.2].name))
            .then_with(|| players[a.2].player_id.cmp(&players[b.2].player_id))
    });
    let mut ranked: Vec<(usize, u32)> = Vec::with_capacity(order.len());
    for (place, (_, _, i)) in order.into_iter().enumerate() {
        let rank = match ranked.last() {
            Some(&(prev, rank)) if players[prev].total_points == players[i].total_points => rank,
            _ => place as u32 + 1,
        };
        ranked.push((i, rank));
    }
    ranked
}

/// The stage each player has reached in each tournament: the latest stage of any match they
/// appear in, a bye included (docs/rules.md#points). Matches are added in any order; a
/// history adds them week by week and reads the stage reached so far after each.
#[derive(Debug, Default, Clone)]
pub struct StagesReached(HashMap<(TournamentId, PlayerId), Stage>);

impl StagesReached {
    /// Counts `player`'s appearance in a `stage` match of `tournament`; returns the stage
    /// they have reached with it.
    pub fn appear(&mut self, tournament: TournamentId, player: PlayerId, stage: Stage) -> Stage {
        let reached = self.0.entry((tournament, player)).or_insert(stage);
        *reached = (*reached).max(stage);
        *reached
    }

    /// The stage `player` has reached in `tournament`, if they appear in any match of it.
    pub fn get(&self, tournament: TournamentId, player: PlayerId) -> Option<Stage> {
        self.0.get(&(tournament, player)).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use TournamentFormat::{Hybrid, SingleElimination};

    #[test]
    fn hybrid_points_by_highest_stage() {
        let table = [
            (Stage::Group, false, 30, Finish::Participation),
            (Stage::RoundOfQualification, false, 60, Finish::Qualified),
            (Stage::Quarterfinal, false, 60, Finish::Qualified),
            (Stage::Semifinal, false, 90, Finish::Semifinalist),
            (Stage::Final, false, 120, Finish::Finalist),
            (Stage::Final, true, 175, Finish::Champion),
        ];
        for (stage, champion, points, label) in table {
            assert_eq!(
                tournament_points(Hybrid, stage, champion),
                points,
                "{stage:?}"
            );
            assert_eq!(finish(Hybrid, stage, champion), label);
        }
    }

    #[test]
    fn elimination_points_by_highest_round() {
        let table = [
            (Stage::RoundOf64, false, 30),
            (Stage::RoundOf32, false, 30),
            (Stage::RoundOf16, false, 40),
            (Stage::Quarterfinal, false, 60),
            (Stage::Semifinal, false, 90),
            (Stage::Final, false, 120),
            (Stage::Final, true, 175),
        ];
        for (stage, champion, points) in table {
            assert_eq!(
                tournament_points(SingleElimination, stage, champion),
                points,
                "{stage:?}"
            );
        }
        let reached = [Stage::RoundOf32, Stage::RoundOf16, Stage::Quarterfinal]
            .into_iter()
            .max()
            .unwrap();
        assert_eq!(tournament_points(SingleElimination, reached, false), 60);
        let finishes = [
            (Stage::RoundOf64, Finish::FirstRounds, "first_rounds"),
            (Stage::RoundOf16, Finish::RoundOf16, "round_of_16"),
            (
                Stage::Quarterfinal,
                Finish::Quarterfinalist,
                "quarterfinalist",
            ),
        ];
        for (stage, kind, wire) in finishes {
            assert_eq!(finish(SingleElimination, stage, false), kind);
            assert_eq!(serde_json::to_value(kind).unwrap(), serde_json::json!(wire));
        }
    }

    #[test]
    fn an_entrant_stands_where_the_draw_starts_until_a_match_says_more() {
        // (format, players, furthest stage of their matches, champion) -> reached, finish, points
        let table = [
            (
                Hybrid,
                16,
                None,
                false,
                Stage::Group,
                Finish::Participation,
                30,
            ),
            (
                Hybrid,
                20,
                Some(Stage::RoundOfQualification),
                false,
                Stage::RoundOfQualification,
                Finish::Qualified,
                60,
            ),
            (
                SingleElimination,
                64,
                None,
                false,
                Stage::RoundOf64,
                Finish::FirstRounds,
                30,
            ),
            (
                SingleElimination,
                33,
                None,
                false,
                Stage::RoundOf64,
                Finish::FirstRounds,
                30,
            ),
            (
                SingleElimination,
                16,
                None,
                false,
                Stage::RoundOf16,
                Finish::RoundOf16,
                40,
            ),
            (
                SingleElimination,
                5,
                None,
                false,
                Stage::Quarterfinal,
                Finish::Quarterfinalist,
                60,
            ),
            (
                SingleElimination,
                3,
                None,
                false,
                Stage::Semifinal,
                Finish::Semifinalist,
                90,
            ),
            (
                SingleElimination,
                2,
                None,
                false,
                Stage::Final,
                Finish::Finalist,
                120,
            ),
            (
                SingleElimination,
                8,
                Some(Stage::Semifinal),
                false,
                Stage::Semifinal,
                Finish::Semifinalist,
                90,
            ),
            (
                SingleElimination,
                8,
                Some(Stage::Final),
                true,
                Stage::Final,
                Finish::Champion,
                175,
            ),
            (
                Hybrid,
                8,
                Some(Stage::Final),
                true,
                Stage::Final,
                Finish::Champion,
                175,
            ),
        ];
        for (format, players, furthest, champion, reached, finish, points) in table {
            assert_eq!(
                entrant_points(format, players, furthest, champion),
                (reached, finish, points),
                "{format:?} of {players}, {furthest:?}"
            );
        }
    }

    #[test]
    fn every_second_walkover_in_a_year_costs_thirty() {
        let table: [(&[i32], u32); 6] = [
            (&[], 0),
            (&[2025], 0),
            (&[2025, 2025], 30),
            (&[2025, 2025, 2025], 30),
            (&[2025, 2025, 2025, 2025], 60),
            (&[2024, 2025, 2026], 0),
        ];
        for (years, penalty) in table {
            assert_eq!(walkover_penalty(years), penalty, "{years:?}");
        }
    }

    #[test]
    fn taking_walkovers_back_lifts_the_penalties_they_completed() {
        // (given in the year, taken back, penalty lifted)
        let table = [
            (1, 1, 0),
            (2, 1, 30),
            (3, 1, 0),
            (3, 2, 30),
            (4, 1, 30),
            (4, 2, 30),
            (4, 4, 60),
            (5, 3, 30),
            (2, 0, 0),
        ];
        for (given, taken_back, lifted) in table {
            assert_eq!(
                walkover_penalty_taken_back(given, taken_back),
                lifted,
                "{given} given, {taken_back} taken back"
            );
        }
    }

    #[test]
    fn breakdown_adds_up() {
        let breakdown = points_breakdown(&[90, 30], 24, &[2025, 2025], &[10, -5]);
        assert_eq!(
            breakdown,
            PointsBreakdown {
                tournaments: 120,
                league: 24,
                walkover_penalty: 30,
                adjustments: 5,
                total: 119
            }
        );
        assert_eq!(points_breakdown(&[], 0, &[2025, 2025], &[]).total, -30);
    }

    #[test]
    fn equal_totals_share_a_rank() {
        let players: Vec<RankCandidate> = [
            (1, "Dani", 90),
            (2, "beto", 120),
            (3, "Ana", 120),
            (4, "Carla", 60),
            (5, "Eva", 120),
        ]
        .into_iter()
        .map(|(player_id, name, total_points)| RankCandidate {
            player_id: PlayerId(player_id),
            name: name.into(),
            total_points,
        })
        .collect();
        let result = rank_players(&players);
        let ranked: Vec<(&str, u32)> = result.iter().map(|r| (r.name.as_str(), r.rank)).collect();
        assert_eq!(
            ranked,
            [
                ("Ana", 1),
                ("beto", 1),
                ("Eva", 1),
                ("Dani", 4),
                ("Carla", 5)
            ]
        );
        let two: Vec<RankCandidate> = [(1, "A", 10), (2, "B", 5), (3, "C", 5), (4, "D", 1)]
            .into_iter()
            .map(|(player_id, name, total_points)| RankCandidate {
                player_id: PlayerId(player_id),
                name: name.into(),
                total_points,
            })
            .collect();
        let ranks: Vec<u32> = rank_players(&two).iter().map(|r| r.rank).collect();
        assert_eq!(ranks, [1, 2, 2, 4]);
    }

    #[test]
    fn the_stage_reached_is_the_latest_of_a_players_matches_in_any_order() {
        let mut reached = StagesReached::default();
        assert_eq!(
            reached.appear(TournamentId(1), PlayerId(7), Stage::Group),
            Stage::Group
        );
        assert_eq!(
            reached.appear(TournamentId(1), PlayerId(7), Stage::Semifinal),
            Stage::Semifinal
        );
        // A match of an earlier stage, added later, takes nothing away.
        assert_eq!(
            reached.appear(TournamentId(1), PlayerId(7), Stage::Quarterfinal),
            Stage::Semifinal
        );
        assert_eq!(
            reached.get(TournamentId(1), PlayerId(7)),
            Some(Stage::Semifinal)
        );
        // Per tournament and per player.
        assert_eq!(reached.get(TournamentId(2), PlayerId(7)), None);
        assert_eq!(reached.get(TournamentId(1), PlayerId(8)), None);
    }
}
