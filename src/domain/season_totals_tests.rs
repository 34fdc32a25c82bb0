use super::*;
use MatchStatus::{Completed, Pending, Scheduled};

const P1: PlayerId = PlayerId(1);
const P2: PlayerId = PlayerId(2);
const P3: PlayerId = PlayerId(3);
const P4: PlayerId = PlayerId(4);
const P5: PlayerId = PlayerId(5);
const P6: PlayerId = PlayerId(6);
/// A hybrid of 8 that started in November 2025.
const HYBRID: TournamentId = TournamentId(1);
/// A single elimination of 4 that started in January 2026.
const KNOCKOUT: TournamentId = TournamentId(2);
/// A tournament that does not count (a draft): the store hands over none of it, but its
/// rows must not count even if they came along.
const DRAFT: TournamentId = TournamentId(9);

fn tournament(
    id: TournamentId,
    start: &str,
    format: TournamentFormat,
    players: usize,
) -> CountedTournament {
    CountedTournament {
        id,
        name: format!("Copa {}", id.0),
        start_date: start.into(),
        format,
        player_count: players,
    }
}

#[allow(clippy::too_many_arguments)]
fn game(
    id: i64,
    tournament: TournamentId,
    week: i64,
    stage: Stage,
    players: (Option<PlayerId>, Option<PlayerId>),
    winner: Option<PlayerId>,
    status: MatchStatus,
    walkover: bool,
) -> TournamentMatch {
    TournamentMatch {
        id,
        tournament,
        week,
        stage,
        player1: players.0,
        player2: players.1,
        winner,
        status,
        is_bye: players.1.is_none() && status == Completed,
        walkover,
    }
}

fn league(
    date: &str,
    p1: PlayerId,
    p2: PlayerId,
    sets: (u32, u32),
    winner: Option<PlayerId>,
) -> LeagueResult {
    LeagueResult {
        date: date.into(),
        player1: p1,
        player2: p2,
        player1_sets: sets.0,
        player2_sets: sets.1,
        winner,
    }
}

fn adjustment(player: PlayerId, season: i32, amount: i64) -> Adjustment {
    Adjustment {
        player,
        season,
        amount,
        reason: None,
        created_at: 1_767_225_600,
    }
}

fn entry(tournament: TournamentId, player: PlayerId) -> Entry {
    Entry { tournament, player }
}

/// A small club: a hybrid with walkovers and a knockout not played yet, a single elimination
/// with a bye and its final, league matches on both sides of New Year, adjustments.
fn club() -> CountedResults {
    use Stage::{Final, Group, Semifinal};
    CountedResults {
        tournaments: vec![
            tournament(HYBRID, "2025-11-03", TournamentFormat::Hybrid, 8),
            tournament(
                KNOCKOUT,
                "2026-01-10",
                TournamentFormat::SingleElimination,
                4,
            ),
        ],
        entries: [
            (HYBRID, P1),
            (HYBRID, P2),
            (HYBRID, P3),
            (HYBRID, P4),
            (KNOCKOUT, P1),
            (KNOCKOUT, P5),
            (KNOCKOUT, P6),
            (DRAFT, P1),
        ]
        .map(|(t, p)| entry(t, p))
        .into(),
        matches: vec![
            game(
                1,
                HYBRID,
                1,
                Group,
                (Some(P1), Some(P2)),
                Some(P1),
                Completed,
                false,
            ),
            game(
                2,
                HYBRID,
                1,
                Group,
                (Some(P3), Some(P4)),
                Some(P4),
                Completed,
                true,
            ),
            game(
                3,
                HYBRID,
                2,
                Group,
                (Some(P1), Some(P3)),
                Some(P1),
                Completed,
                true,
            ),
            game(
                4,
                HYBRID,
                3,
                Semifinal,
                (Some(P1), Some(P4)),
                None,
                Pending,
                false,
            ),
            game(
                5,
                HYBRID,
                4,
                Final,
                (Some(P4), None),
                None,
                Scheduled,
                false,
            ),
            game(
                6,
                KNOCKOUT,
                1,
                Semifinal,
                (Some(P5), None),
                Some(P5),
                Completed,
                false,
            ),
            game(
                7,
                KNOCKOUT,
                2,
                Final,
                (Some(P1), Some(P5)),
                Some(P1),
                Completed,
                false,
            ),
            game(
                8,
                DRAFT,
                1,
                Final,
                (Some(P1), Some(P2)),
                Some(P1),
                Completed,
                true,
            ),
        ],
        league: vec![
            league("2026-03-01", P1, P2, (2, 1), Some(P1)),
            league("2025-12-31", P2, P3, (1, 1), None),
        ],
        adjustments: vec![adjustment(P2, 2026, 10), adjustment(P6, 2024, -5)],
    }
}

#[test]
fn each_season_adds_up_its_own_results() {
    // (player, season, tournament points, league sets, walkovers, penalty, adjustments,
    //  played, won, lost, drawn, total)
    let table: [(PlayerId, i32, [i64; 10]); 9] = [
        // Semifinalist of the hybrid (the semifinal is not played yet), two group wins.
        (P1, 2025, [90, 0, 0, 0, 0, 2, 2, 0, 0, 90]),
        // Champion of the knockout, and a league win of 2 sets: 175 + 4.
        (P1, 2026, [175, 2, 0, 0, 0, 2, 2, 0, 0, 179]),
        // The groups only; the New Year's Eve league draw counts in 2025.
        (P2, 2025, [30, 1, 0, 0, 0, 2, 0, 1, 1, 32]),
        (P2, 2026, [0, 1, 0, 0, 10, 1, 0, 1, 0, 12]),
        // Two walkovers given in one season cost 30.
        (P3, 2025, [30, 1, 2, 30, 0, 3, 0, 2, 1, 2]),
        // In the final, which has no opponent yet: finalist.
        (P4, 2025, [120, 0, 0, 0, 0, 1, 1, 0, 0, 120]),
        // A bye is no match played; the final lost is.
        (P5, 2026, [120, 0, 0, 0, 0, 1, 0, 1, 0, 120]),
        // An adjustment alone makes a season.
        (P6, 2024, [0, 0, 0, 0, -5, 0, 0, 0, 0, -5]),
        // Entered and never drawn into a match: where the draw of 4 starts, the semifinals.
        (P6, 2026, [90, 0, 0, 0, 0, 0, 0, 0, 0, 90]),
    ];
    let totals = season_totals(&club());
    let mut expected: HashMap<PlayerId, BTreeMap<i32, SeasonTotals>> = HashMap::new();
    for (player, year, n) in table {
        let season = SeasonTotals {
            tournament_points: n[0],
            league_sets: n[1],
            walkovers: n[2],
            walkover_penalty: n[3],
            adjustments: n[4],
            played: n[5],
            won: n[6],
            lost: n[7],
            drawn: n[8],
            total: n[9],
        };
        assert_eq!(
            totals.get(&player).and_then(|s| s.get(&year)),
            Some(&season),
            "{player:?} in {year}"
        );
        expected.entry(player).or_default().insert(year, season);
    }
    // Nobody has a season the table leaves out.
    assert_eq!(totals, expected);
}

#[test]
fn each_entry_is_worth_its_furthest_stage_so_far() {
    let worth: Vec<(TournamentId, PlayerId, Stage, Finish, u32)> = entries(&club())
        .into_iter()
        .map(|e| (e.tournament, e.player, e.stage, e.finish, e.points))
        .collect();
    assert_eq!(
        worth,
        [
            (HYBRID, P1, Stage::Semifinal, Finish::Semifinalist, 90),
            (HYBRID, P2, Stage::Group, Finish::Participation, 30),
            (HYBRID, P3, Stage::Group, Finish::Participation, 30),
            (HYBRID, P4, Stage::Final, Finish::Finalist, 120),
            (KNOCKOUT, P1, Stage::Final, Finish::Champion, 175),
            (KNOCKOUT, P5, Stage::Final, Finish::Finalist, 120),
            (KNOCKOUT, P6, Stage::Semifinal, Finish::Semifinalist, 90),
        ]
    );
}

#[test]
fn a_players_own_rows_give_the_same_numbers_as_the_whole_club() {
    let club = club();
    let whole = season_totals(&club);
    for player in [P1, P2, P3, P4, P5, P6] {
        let own = CountedResults {
            tournaments: club.tournaments.clone(),
            entries: club
                .entries
                .iter()
                .filter(|e| e.player == player)
                .copied()
                .collect(),
            matches: club
                .matches
                .iter()
                .filter(|m| m.players().any(|p| p == player))
                .cloned()
                .collect(),
            league: club
                .league
                .iter()
                .filter(|l| l.sides().iter().any(|&(p, _)| p == player))
                .cloned()
                .collect(),
            adjustments: club
                .adjustments
                .iter()
                .filter(|a| a.player == player)
                .cloned()
                .collect(),
        };
        assert_eq!(
            season_totals(&own).get(&player),
            whole.get(&player),
            "{player:?}"
        );
    }
}

#[test]
fn a_walkover_is_given_by_the_loser_of_a_completed_match_only() {
    use Stage::Group;
    // (match, who gave the walkover)
    let table = [
        (
            game(
                1,
                HYBRID,
                1,
                Group,
                (Some(P1), Some(P2)),
                Some(P1),
                Completed,
                true,
            ),
            Some(P2),
        ),
        (
            game(
                1,
                HYBRID,
                1,
                Group,
                (Some(P1), Some(P2)),
                Some(P2),
                Completed,
                true,
            ),
            Some(P1),
        ),
        (
            game(
                1,
                HYBRID,
                1,
                Group,
                (Some(P1), Some(P2)),
                Some(P2),
                Completed,
                false,
            ),
            None,
        ),
        (
            game(
                1,
                HYBRID,
                1,
                Group,
                (Some(P1), Some(P2)),
                None,
                Pending,
                true,
            ),
            None,
        ),
        (
            game(
                1,
                HYBRID,
                1,
                Group,
                (Some(P1), None),
                Some(P1),
                Completed,
                true,
            ),
            None,
        ),
    ];
    for (m, given_by) in table {
        assert_eq!(m.walkover_given_by(), given_by, "{m:?}");
    }
}

#[test]
fn no_results_no_seasons() {
    assert_eq!(season_totals(&CountedResults::default()), HashMap::new());
    assert_eq!(entries(&CountedResults::default()), []);
}
