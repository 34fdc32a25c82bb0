//! The demo club's tournaments: created, scheduled and played through `db::schedule`, the
//! same calls the admin's screens make, one transaction per tournament.

use chrono::{Datelike, Duration, NaiveDate, NaiveTime, Weekday};
use rand::Rng;
use rand::seq::{IndexedRandom, SliceRandom};

use super::members::Club;
use super::scores::{draw_winner, tennis_score, win_probability};
use super::{Progress, Step};
use crate::club::schedule::{self, Totals, TournamentPlan};
use crate::club::{Error, Result};
use crate::db::Db;
use crate::db::matches::{self, MatchRow};
use crate::db::tournaments::NewTournament;
use crate::db::{ranking, totals};
use crate::domain::bracket::{Side, Stage};
use crate::domain::calendar;
use crate::domain::elimination::ELIMINATION_PLAYERS;
use crate::domain::ids::{PlayerId, TournamentId};
use crate::domain::score::TennisScore;
use crate::domain::season::Season;
use crate::domain::seeding::HYBRID_PLAYER_COUNTS;
use crate::domain::teams::check_teams;
use crate::domain::tournament::{Discipline, MatchStatus, TournamentFormat, TournamentStatus};

/// How far a demo tournament has got.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Played to the champion.
    Completed,
    /// Two weeks in: the first group round played, the second in half of the groups; the
    /// knockout still waits for the group tables.
    HalfwayThroughGroups,
    /// In its knockout week: every group match played, half of the knockout's first round
    /// (rounded down) too; the rest of the knockout still to play.
    InTheKnockout,
    /// Announced with its players, no schedule yet.
    ComingSoon,
}

/// A tournament to stage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlannedTournament {
    /// Its name.
    pub name: String,
    /// Hybrid or single elimination.
    pub format: TournamentFormat,
    /// How many play.
    pub players: usize,
    /// First day.
    pub start: NaiveDate,
    /// Colones.
    pub buy_in: i64,
    /// Colones.
    pub bag_price: i64,
    /// How far it has got.
    pub outcome: Outcome,
    /// A season's year-end finals: its top 8 at the time, seeded by season rank.
    pub finals: bool,
    /// Singles, or doubles: then `players` counts teams.
    pub discipline: Discipline,
}

/// The year-end finals of `year`: the top 8 on 30 November, in 2 groups of 4.
pub fn finals(year: i32) -> Option<PlannedTournament> {
    Some(PlannedTournament {
        name: format!("Finales {year}"),
        format: TournamentFormat::Hybrid,
        players: 8,
        start: NaiveDate::from_ymd_opt(year, 11, 30)?,
        buy_in: 0,
        bag_price: 100_000,
        outcome: Outcome::Completed,
        finals: true,
        discipline: Discipline::Singles,
    })
}

/// The showcase: last season's 12-player hybrid and its year-end finals; this season's
/// finished 8-player hybrid and 13-player single elimination, a 16-player hybrid two weeks
/// in, and a 12-player hybrid announced for three weeks from now.
pub fn showcase(today: NaiveDate) -> Vec<PlannedTournament> {
    let sketch =
        |name: &str, format, players, start, buy_in, bag_price, outcome| PlannedTournament {
            name: name.to_string(),
            format,
            players,
            start,
            buy_in,
            bag_price,
            outcome,
            finals: false,
            discipline: Discipline::Singles,
        };
    let last_year = today.year() - 1;
    let mut plans = vec![sketch(
        "Abierto de Semana Santa",
        TournamentFormat::Hybrid,
        12,
        saturday_before(NaiveDate::from_ymd_opt(last_year, 4, 11).unwrap_or(today)),
        8_000,
        60_000,
        Outcome::Completed,
    )];
    plans.extend(finals(last_year));
    plans.extend([
        sketch(
            "Grand Slam de Verano",
            TournamentFormat::Hybrid,
            8,
            saturday_before(today - Duration::weeks(15)),
            10_000,
            60_000,
            Outcome::Completed,
        ),
        sketch(
            "Copa Cancha 4",
            TournamentFormat::SingleElimination,
            13,
            saturday_before(today - Duration::weeks(7)),
            0,
            25_000,
            Outcome::Completed,
        ),
        sketch(
            "Torneo Aniversario del Club",
            TournamentFormat::Hybrid,
            16,
            today - Duration::days(14),
            15_000,
            150_000,
            Outcome::HalfwayThroughGroups,
        ),
        sketch(
            "Copa Pura Vida",
            TournamentFormat::Hybrid,
            12,
            saturday_before(today + Duration::weeks(3)),
            12_000,
            90_000,
            Outcome::ComingSoon,
        ),
    ]);
    plans
}

/// Names of the club's recurring tournaments; the year tells the editions apart.
const NAMES: [&str; 24] = [
    "Grand Slam de Verano",
    "Copa Cancha 4",
    "Abierto de Semana Santa",
    "Copa Pura Vida",
    "Masters de Diciembre",
    "Torneo de la Independencia",
    "Copa Volcán Arenal",
    "Abierto del Valle Central",
    "Torneo Relámpago",
    "Copa de Invierno",
    "Clásico de Medio Año",
    "Copa Guanacaste",
    "Torneo de Novatos",
    "Copa Amistad",
    "Abierto de Veteranos",
    "Copa Café de Altura",
    "Torneo Nocturno",
    "Copa Bosque Nuboso",
    "Desafío de Arcilla",
    "Copa Fin de Año",
    "Torneo de Aniversario",
    "Copa Caribe",
    "Abierto de Octubre",
    "Copa de los Fundadores",
];

/// Buy-ins a club charges, in colones; 0 is a free tournament.
const BUY_INS: [i64; 7] = [0, 5_000, 8_000, 10_000, 12_000, 15_000, 20_000];

/// The big profile: `count` finished tournaments, one a week going back from two months
/// ago, alternating hybrids (8, 12, 16, 20) and single eliminations of every size from 2 to
/// 64 (at most `players`), then a 20-player hybrid two weeks in.
pub fn history(
    count: usize,
    players: usize,
    today: NaiveDate,
    rng: &mut impl Rng,
) -> Vec<PlannedTournament> {
    let mut elimination_sizes: Vec<usize> = ELIMINATION_PLAYERS.collect();
    elimination_sizes.shuffle(rng);
    let newest = saturday_before(today - Duration::weeks(8));
    let mut taken = std::collections::HashSet::new();
    let mut plans: Vec<PlannedTournament> = (0..count)
        .map(|index| {
            let (format, size) = if index % 2 == 0 {
                let size = HYBRID_PLAYER_COUNTS[(index / 2) % HYBRID_PLAYER_COUNTS.len()];
                (TournamentFormat::Hybrid, size)
            } else {
                let size = elimination_sizes[(index / 2) % elimination_sizes.len()];
                (TournamentFormat::SingleElimination, size.min(players))
            };
            let weeks_ago = i64::try_from(count - 1 - index).unwrap_or(0);
            let start = newest - Duration::weeks(weeks_ago);
            let base = NAMES[index % NAMES.len()];
            let mut name = format!("{base} {}", start.year());
            for edition in ["II", "III", "IV", "V"] {
                if taken.insert(name.clone()) {
                    break;
                }
                name = format!("{base} {} {edition}", start.year());
            }
            let buy_in = *BUY_INS.choose(rng).unwrap_or(&10_000);
            PlannedTournament {
                name,
                format,
                players: size,
                start,
                buy_in,
                bag_price: bag_price(buy_in, size, rng),
                outcome: Outcome::Completed,
                finals: false,
                discipline: Discipline::Singles,
            }
        })
        .collect();
    // Every season the history covers ends with its year-end finals.
    if let Some(oldest) = plans.first().map(|p| p.start) {
        for year in oldest.year()..today.year() {
            plans.extend(finals(year).filter(|f| f.start > oldest));
        }
    }
    plans.sort_by_key(|p| p.start);
    plans.push(PlannedTournament {
        name: "Torneo Aniversario del Club".to_string(),
        format: TournamentFormat::Hybrid,
        players: 20,
        start: today - Duration::days(14),
        buy_in: 15_000,
        bag_price: 200_000,
        outcome: Outcome::HalfwayThroughGroups,
        finals: false,
        discipline: Discipline::Singles,
    });
    plans
}

/// The prize bag: most of the buy-ins, in round thousands; a free tournament has a small
/// sponsored prize or none.
fn bag_price(buy_in: i64, players: usize, rng: &mut impl Rng) -> i64 {
    if buy_in == 0 {
        return if rng.random_bool(0.5) { 25_000 } else { 0 };
    }
    let pot = buy_in * i64::try_from(players).unwrap_or(0) * 7 / 10;
    (pot / 5_000).max(1) * 5_000
}

/// Club tournaments start on a Saturday.
pub(super) fn saturday_before(date: NaiveDate) -> NaiveDate {
    let back =
        (date.weekday().num_days_from_monday() + 7 - Weekday::Sat.num_days_from_monday()) % 7;
    date - Duration::days(i64::from(back))
}

/// Stages every plan in order, one transaction each; `today` is the club's date.
pub fn stage_all(
    db: &Db,
    club: &Club,
    plans: &[PlannedTournament],
    today: NaiveDate,
    rng: &mut impl Rng,
    on_progress: &mut dyn FnMut(Progress),
) -> Result<()> {
    let total = plans.len();
    for (done, plan) in plans.iter().enumerate() {
        on_progress(Progress {
            step: Step::Tournaments,
            done,
            total,
        });
        db.write_blocking_as(|tx| stage(tx, club, plan, today, rng))?;
    }
    on_progress(Progress {
        step: Step::Tournaments,
        done: total,
        total,
    });
    Ok(())
}

/// Creates one tournament with randomly chosen members (or, in doubles, teams of them), as the
/// admin's form does, then generates and plays its schedule as far as `plan.outcome` says.
fn stage(
    tx: &rusqlite::Connection,
    club: &Club,
    plan: &PlannedTournament,
    today: NaiveDate,
    rng: &mut impl Rng,
) -> Result<TournamentId> {
    let status = match plan.outcome {
        Outcome::ComingSoon => TournamentStatus::ComingSoon,
        // A finished tournament is active until its final names the champion.
        Outcome::Completed | Outcome::HalfwayThroughGroups | Outcome::InTheKnockout => {
            TournamentStatus::Active
        }
    };
    let season = Season::of(plan.start);
    let (selected, teams) = if plan.discipline == Discipline::Doubles {
        // Checked as the form checks the teams it is sent (docs/rules.md#doubles).
        let entered: Vec<Vec<PlayerId>> = club
            .pick_teams(plan.players, rng)
            .iter()
            .map(|team| team.to_vec())
            .collect();
        let teams = check_teams(&entered, plan.players)
            .map_err(|e| Error::internal(format!("demo teams: {e}")))?;
        (None, Some(teams))
    } else if plan.finals {
        // The season's top 8 as the admin's "Create Year-End Finals" proposes them.
        let top = crate::club::rankings::compute(tx, season)?
            .into_iter()
            .take(plan.players)
            .map(|p| p.id)
            .collect();
        (Some(top), None)
    } else {
        (Some(club.pick(plan.players, rng)), None)
    };
    let entrants = teams.as_ref().map_or(0, Vec::len) + selected.as_ref().map_or(0, Vec::len);
    let request = TournamentPlan {
        tournament: NewTournament {
            name: plan.name.clone(),
            status,
            start_date: plan.start.format("%Y-%m-%d").to_string(),
            player_count: i64::try_from(entrants).unwrap_or(0),
            tournament_type: plan.format,
            buy_in: plan.buy_in,
            bag_price: plan.bag_price,
            finals: plan.finals,
            discipline: plan.discipline,
        },
        selected,
        manual: None,
        teams,
        manual_teams: None,
    };
    let id = schedule::create(tx, &request, season, rng)?;
    if plan.outcome == Outcome::ComingSoon {
        refresh_totals(tx, id, plan.discipline)?;
        return Ok(id);
    }
    schedule::generate(tx, id)?;
    loop {
        let rows = matches::for_tournament(tx, id)?;
        let playable: Vec<MatchRow> = match plan.outcome {
            Outcome::HalfwayThroughGroups => first_two_weeks(rows),
            Outcome::InTheKnockout => into_the_knockout(rows),
            _ => rows.into_iter().filter(is_playable).collect(),
        };
        if playable.is_empty() {
            break;
        }
        for row in &playable {
            let day = played_on(plan.start, row, today);
            play(tx, club, row, day, rng)?;
        }
        if plan.outcome == Outcome::HalfwayThroughGroups {
            break;
        }
    }
    refresh_totals(tx, id, plan.discipline)?;
    Ok(id)
}

/// Brings the kept totals of tournament `id`'s entrants up to date: a doubles tournament's
/// partners in the doubles ranking, where its points go (docs/rules.md#doubles).
fn refresh_totals(
    tx: &rusqlite::Connection,
    id: TournamentId,
    discipline: Discipline,
) -> Result<()> {
    ranking::refresh_entrants(tx, id)?;
    if discipline == Discipline::Doubles {
        let partners = crate::db::teams::players_of(tx, id)?;
        totals::refresh_ranking(tx, totals::Ranking::Doubles, partners, Season::All)?;
    }
    Ok(())
}

/// Both players known, not a bye, no result yet.
fn is_playable(row: &MatchRow) -> bool {
    row.status == MatchStatus::Pending
        && !row.is_bye
        && row.player1_id.is_some()
        && row.player2_id.is_some()
}

/// The group matches of round 1, and of round 2 in the first half of the groups.
fn first_two_weeks(rows: Vec<MatchRow>) -> Vec<MatchRow> {
    let mut groups: Vec<i64> = rows.iter().filter_map(|m| m.group_id).collect();
    groups.sort_unstable();
    groups.dedup();
    let early_groups = &groups[..groups.len().div_ceil(2)];
    rows.into_iter()
        .filter(|m| m.stage == Stage::Group && is_playable(m))
        .filter(|m| {
            m.round == 1 || (m.round == 2 && m.group_id.is_some_and(|g| early_groups.contains(&g)))
        })
        .collect()
}

/// Every group match while one is left; then, while no knockout match is played, half of
/// the knockout matches whose players are known (the first round's, rounded down).
fn into_the_knockout(rows: Vec<MatchRow>) -> Vec<MatchRow> {
    let knockout_played = rows
        .iter()
        .any(|m| m.stage != Stage::Group && !m.is_bye && m.status == MatchStatus::Completed);
    let (group, knockout): (Vec<MatchRow>, Vec<MatchRow>) = rows
        .into_iter()
        .filter(is_playable)
        .partition(|m| m.stage == Stage::Group);
    if !group.is_empty() {
        return group;
    }
    if knockout_played {
        return Vec::new();
    }
    let half = knockout.len() / 2;
    knockout.into_iter().take(half).collect()
}

/// The day a demo match is played: a day of its schedule week, spread by its id so a week's
/// matches fall on different days, and never after `today`.
fn played_on(start: NaiveDate, row: &MatchRow, today: NaiveDate) -> NaiveDate {
    let week = calendar::week_dates(start, row.week);
    (*week.start() + Duration::days(row.id.0.rem_euclid(7))).min(today)
}

/// Plays a match on `day` (in the evening, club time): the stronger member (or team) tends to
/// win, with a score to match, recorded through the API's own service. A doubles side is
/// named by its key, as the API's result names the winning team.
fn play(
    tx: &rusqlite::Connection,
    club: &Club,
    row: &MatchRow,
    day: NaiveDate,
    rng: &mut impl Rng,
) -> Result<()> {
    let (Some(player1), Some(player2)) = (row.player1_id, row.player2_id) else {
        return Ok(());
    };
    let strength = |side| club.strength(&row.players_on(side));
    let p_player1 = win_probability(strength(1), strength(2));
    let side = draw_winner(rng, p_player1);
    let text = tennis_score(rng, side, p_player1);
    let score = TennisScore::parse(&text)
        .map_err(|e| Error::internal(format!("demo score {text}: {e}")))?;
    let winner = match side {
        Side::Player1 => player1,
        Side::Player2 => player2,
    };
    let evening = NaiveTime::from_hms_opt(18, 0, 0).unwrap_or(NaiveTime::MIN);
    let at = calendar::club_instant(day, evening);
    schedule::record_result(tx, row.id, winner, &score, Totals::default(), false, at)?;
    // The demo's results are the admin's: confirmed at once.
    let confirmed = crate::club::confirmations::by_the_club(at * 1000);
    matches::set_confirmation(tx, row.id, Some(&confirmed))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 3, 18).unwrap()
    }

    #[test]
    fn the_showcase_has_last_seasons_finals_and_four_tournaments_around_today() {
        let plans = showcase(today());
        let (last_season, plans) = plans.split_at(2);
        assert!(last_season.iter().all(|p| p.start.year() == 2025));
        assert!(last_season.iter().all(|p| p.outcome == Outcome::Completed));
        assert!(!last_season[0].finals && last_season[1].finals);
        assert_eq!(last_season[1].name, "Finales 2025");
        assert_eq!(
            last_season[1].start,
            NaiveDate::from_ymd_opt(2025, 11, 30).unwrap()
        );
        assert_eq!(
            (last_season[1].format, last_season[1].players),
            (TournamentFormat::Hybrid, 8)
        );
        let outcomes: Vec<(Outcome, TournamentFormat, usize)> = plans
            .iter()
            .map(|p| (p.outcome, p.format, p.players))
            .collect();
        assert_eq!(
            outcomes,
            [
                (Outcome::Completed, TournamentFormat::Hybrid, 8),
                (Outcome::Completed, TournamentFormat::SingleElimination, 13),
                (Outcome::HalfwayThroughGroups, TournamentFormat::Hybrid, 16),
                (Outcome::ComingSoon, TournamentFormat::Hybrid, 12),
            ]
        );
        assert!(plans[0].start < plans[1].start && plans[1].start < today());
        assert_eq!(plans[2].start, today() - Duration::days(14));
        assert!(plans[3].start > today() + Duration::weeks(2));
        assert!(plans.iter().any(|p| p.buy_in == 0));
    }

    #[test]
    fn the_history_covers_every_format_and_size() {
        let mut rng = StdRng::seed_from_u64(5);
        let plans = history(200, 1000, today(), &mut rng);
        // 200 weeks back from two months ago reach 2022: the finals of 2022 to 2025.
        let finals: Vec<&PlannedTournament> = plans.iter().filter(|p| p.finals).collect();
        let years: Vec<i32> = finals.iter().map(|p| p.start.year()).collect();
        assert_eq!(years, [2022, 2023, 2024, 2025]);
        assert!(
            finals
                .iter()
                .all(|p| p.start.month() == 11 && p.start.day() == 30)
        );
        assert_eq!(plans.len(), 205);
        let (finished, active) = plans.split_at(204);
        assert!(finished.iter().all(|p| p.outcome == Outcome::Completed));
        assert_eq!(active[0].outcome, Outcome::HalfwayThroughGroups);
        assert_eq!(active[0].players, 20);
        for size in HYBRID_PLAYER_COUNTS {
            assert!(
                finished
                    .iter()
                    .any(|p| p.format == TournamentFormat::Hybrid && p.players == size)
            );
        }
        for size in ELIMINATION_PLAYERS {
            assert!(
                finished
                    .iter()
                    .any(|p| p.format == TournamentFormat::SingleElimination && p.players == size),
                "{size}"
            );
        }
        let names: std::collections::HashSet<&str> =
            finished.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names.len(), 204, "editions are told apart");
        assert!(finished.windows(2).all(|w| w[0].start <= w[1].start));
        assert!(finished.last().unwrap().start < today() - Duration::weeks(7));
    }

    #[test]
    fn elimination_sizes_never_exceed_the_club() {
        let mut rng = StdRng::seed_from_u64(6);
        let plans = history(130, 24, today(), &mut rng);
        assert!(plans.iter().all(|p| p.players <= 24 && p.players >= 2));
    }

    #[test]
    fn tournaments_start_on_saturdays() {
        for offset in 0..14 {
            let day = today() + Duration::days(offset);
            let saturday = saturday_before(day);
            assert_eq!(saturday.weekday(), Weekday::Sat);
            assert!(day - saturday < Duration::days(7) && saturday <= day);
        }
    }

    #[test]
    fn prize_bags_follow_the_buy_ins() {
        let mut rng = StdRng::seed_from_u64(8);
        assert_eq!(bag_price(10_000, 16, &mut rng), 110_000);
        assert!([0, 25_000].contains(&bag_price(0, 16, &mut rng)));
    }
}
