//! The one path from results to points (docs/rules.md#points, #seasons). The store hands over
//! the rows that count, [`CountedResults`]; [`season_totals`] adds them up season by season,
//! for the totals the store keeps, for their recomputation and for a profile's breakdown;
//! [`entries`] says what each tournament entered is worth so far; and
//! [`super::ranking_history::events`] replays the same rows day by day.

use std::collections::{BTreeMap, HashMap, HashSet};

use super::bracket::Stage;
use super::ids::{PlayerId, TournamentId};
use super::league_score;
use super::points::{self, Finish, StagesReached};
use super::season::Season;
use super::tournament::{MatchStatus, TournamentFormat};

/// A tournament whose results count: one being played or finished
/// ([`super::tournament::TournamentStatus::takes_results`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CountedTournament {
    /// The tournament.
    pub id: TournamentId,
    /// Its name.
    pub name: String,
    /// Its start date, `yyyy-mm-dd`: its results count in this year's season.
    pub start_date: String,
    /// How it is played.
    pub format: TournamentFormat,
    /// How many players it takes.
    pub player_count: usize,
}

impl CountedTournament {
    /// The season its results count in: the year of its start date.
    pub fn season(&self) -> i32 {
        Season::year_of_date(&self.start_date)
    }
}

/// A player entered in a counted tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    /// The tournament.
    pub tournament: TournamentId,
    /// The player.
    pub player: PlayerId,
}

/// A match of a counted tournament, played or not: appearing in it is reaching its stage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentMatch {
    /// The match's id: with the week, the order in which matches are played.
    pub id: i64,
    /// Its tournament.
    pub tournament: TournamentId,
    /// Its schedule week, 1-based.
    pub week: i64,
    /// Its stage.
    pub stage: Stage,
    /// The first player, once known.
    pub player1: Option<PlayerId>,
    /// The second player, once known (never, for a bye).
    pub player2: Option<PlayerId>,
    /// The winner, once completed.
    pub winner: Option<PlayerId>,
    /// Where it stands.
    pub status: MatchStatus,
    /// A bye: it moves its player on without a match played.
    pub is_bye: bool,
    /// Won by walkover.
    pub walkover: bool,
}

impl TournamentMatch {
    /// The players it has so far.
    pub fn players(&self) -> impl Iterator<Item = PlayerId> {
        [self.player1, self.player2].into_iter().flatten()
    }

    /// Whether it is a match played between two players: completed, and not a bye.
    pub fn is_played(&self) -> bool {
        self.status == MatchStatus::Completed
            && !self.is_bye
            && self.player1.is_some()
            && self.player2.is_some()
    }

    /// The player who gave a walkover in it, once it is completed.
    pub fn walkover_given_by(&self) -> Option<PlayerId> {
        if !self.walkover || self.status != MatchStatus::Completed || self.is_bye {
            return None;
        }
        if self.winner == self.player1 {
            self.player2
        } else {
            self.player1
        }
    }

    /// Whether `player` won the tournament with it: the final's winner.
    pub fn crowns(&self, player: PlayerId) -> bool {
        self.stage == Stage::Final && self.winner == Some(player)
    }
}

/// A completed league match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeagueResult {
    /// Its date, `yyyy-mm-dd`: it counts in this year's season.
    pub date: String,
    /// The first player.
    pub player1: PlayerId,
    /// The second player.
    pub player2: PlayerId,
    /// Sets the first player won.
    pub player1_sets: u32,
    /// Sets the second player won.
    pub player2_sets: u32,
    /// The winner; none for a draw (sets shared).
    pub winner: Option<PlayerId>,
}

impl LeagueResult {
    /// Each player with the sets they won.
    pub fn sides(&self) -> [(PlayerId, u32); 2] {
        [
            (self.player1, self.player1_sets),
            (self.player2, self.player2_sets),
        ]
    }
}

/// A manual change of a player's points by the admin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Adjustment {
    /// The player.
    pub player: PlayerId,
    /// The season it counts in.
    pub season: i32,
    /// Positive or negative.
    pub amount: i64,
    /// Why, if the admin said.
    pub reason: Option<String>,
    /// When, unix seconds.
    pub created_at: i64,
}

/// The results that count, as the store hands them over: every row one player appears in, or
/// every row of one tournament, or of one season. A player's numbers are whole when the rows
/// hold all of theirs.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CountedResults {
    /// The counted tournaments the rows below belong to.
    pub tournaments: Vec<CountedTournament>,
    /// Who entered them.
    pub entries: Vec<Entry>,
    /// Their matches, in any order.
    pub matches: Vec<TournamentMatch>,
    /// Completed league matches.
    pub league: Vec<LeagueResult>,
    /// The admin's adjustments, oldest first.
    pub adjustments: Vec<Adjustment>,
}

impl CountedResults {
    /// The counted tournaments by id.
    pub fn tournaments_by_id(&self) -> HashMap<TournamentId, &CountedTournament> {
        self.tournaments.iter().map(|t| (t.id, t)).collect()
    }
}

/// What one tournament entered is worth to its entrant so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EntryPoints {
    /// The tournament.
    pub tournament: TournamentId,
    /// The entrant.
    pub player: PlayerId,
    /// The furthest stage reached (before any match: where the draw starts).
    pub stage: Stage,
    /// How the finish is named.
    pub finish: Finish,
    /// Its points.
    pub points: u32,
}

/// What each entry of `results` is worth so far: the furthest stage its player appears in
/// (a bye included), and the title once they win the final.
pub fn entries(results: &CountedResults) -> Vec<EntryPoints> {
    let mut reached = StagesReached::default();
    let mut champions: HashSet<(TournamentId, PlayerId)> = HashSet::new();
    for m in &results.matches {
        for player in m.players() {
            reached.appear(m.tournament, player, m.stage);
            if m.crowns(player) {
                champions.insert((m.tournament, player));
            }
        }
    }
    let tournaments = results.tournaments_by_id();
    results
        .entries
        .iter()
        .filter_map(|e| {
            let t = tournaments.get(&e.tournament)?;
            let (stage, finish, points) = points::entrant_points(
                t.format,
                t.player_count,
                reached.get(e.tournament, e.player),
                champions.contains(&(e.tournament, e.player)),
            );
            Some(EntryPoints {
                tournament: e.tournament,
                player: e.player,
                stage,
                finish,
                points,
            })
        })
        .collect()
}

/// One player's numbers in one season, as the store keeps them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SeasonTotals {
    /// Tournament points of the season's tournaments.
    pub tournament_points: i64,
    /// League sets won.
    pub league_sets: i64,
    /// Walkovers given in the season's tournaments.
    pub walkovers: i64,
    /// What they cost (every second one: 30).
    pub walkover_penalty: i64,
    /// The admin's adjustments in the season.
    pub adjustments: i64,
    /// Completed matches, byes excluded.
    pub played: i64,
    /// Of those, won.
    pub won: i64,
    /// Of those, lost.
    pub lost: i64,
    /// League draws: played, neither won nor lost.
    pub drawn: i64,
    /// The ranking total.
    pub total: i64,
}

/// Every player's numbers in `results`, season by season: a tournament's in the year of its
/// start date, a league match's in the year of its date, an adjustment in its season. A player
/// has a season once any row of theirs counts in it.
pub fn season_totals(results: &CountedResults) -> HashMap<PlayerId, BTreeMap<i32, SeasonTotals>> {
    fn at(
        totals: &mut HashMap<PlayerId, BTreeMap<i32, SeasonTotals>>,
        player: PlayerId,
        year: i32,
    ) -> &mut SeasonTotals {
        totals.entry(player).or_default().entry(year).or_default()
    }
    let mut totals: HashMap<PlayerId, BTreeMap<i32, SeasonTotals>> = HashMap::new();
    let seasons: HashMap<TournamentId, i32> = results
        .tournaments
        .iter()
        .map(|t| (t.id, t.season()))
        .collect();
    for m in &results.matches {
        let Some(&year) = seasons.get(&m.tournament) else {
            continue;
        };
        if m.is_played() {
            for player in m.players() {
                let season = at(&mut totals, player, year);
                season.played += 1;
                if m.winner == Some(player) {
                    season.won += 1;
                } else {
                    season.lost += 1;
                }
            }
        }
        if let Some(player) = m.walkover_given_by() {
            at(&mut totals, player, year).walkovers += 1;
        }
    }
    for entry in entries(results) {
        if let Some(&year) = seasons.get(&entry.tournament) {
            at(&mut totals, entry.player, year).tournament_points += i64::from(entry.points);
        }
    }
    for league in &results.league {
        let year = Season::year_of_date(&league.date);
        for (player, sets) in league.sides() {
            let season = at(&mut totals, player, year);
            season.league_sets += i64::from(sets);
            season.played += 1;
            match league.winner {
                Some(winner) if winner == player => season.won += 1,
                Some(_) => season.lost += 1,
                None => season.drawn += 1,
            }
        }
    }
    for adjustment in &results.adjustments {
        at(&mut totals, adjustment.player, adjustment.season).adjustments += adjustment.amount;
    }
    // The rules add the parts up, season by season.
    for (&year, season) in totals.values_mut().flat_map(|seasons| seasons.iter_mut()) {
        let walkover_years = vec![year; usize::try_from(season.walkovers).unwrap_or(0)];
        let parts = points::points_breakdown(
            &[u32::try_from(season.tournament_points).unwrap_or(0)],
            league_score::league_points(u32::try_from(season.league_sets).unwrap_or(0)),
            &walkover_years,
            &[season.adjustments],
        );
        season.walkover_penalty = i64::from(parts.walkover_penalty);
        season.total = parts.total;
    }
    totals
}

#[cfg(test)]
#[path = "season_totals_tests.rs"]
mod tests;
