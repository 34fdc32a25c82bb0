use super::*;
use crate::domain::season_totals::{
    Adjustment as CountedAdjustment, CountedTournament, Entry, LeagueResult, TournamentMatch,
};
use crate::domain::tournament::{MatchStatus, TournamentFormat};

const ANA: PlayerId = PlayerId(1);
const BEA: PlayerId = PlayerId(2);
const CAL: PlayerId = PlayerId(3);
const DAN: PlayerId = PlayerId(4);

/// 1 July 2025, unix seconds: inside the 2025 season.
const MID_2025: i64 = 1_751_328_000;
/// 1 July 2026, unix seconds: after the 2025 season ended.
const MID_2026: i64 = 1_782_864_000;

fn listed(id: PlayerId, name: &str, approved_at: i64) -> Listed {
    Listed {
        id,
        name: name.into(),
        approved_at: Some(approved_at),
        avatar_hash: Some(format!("hash-{}", id.0)),
    }
}

fn stats(total: i64, played: i64) -> PlayerStats {
    PlayerStats {
        total_points: total,
        matches_played: played,
        matches_won: played / 2,
        matches_lost: played - played / 2,
    }
}

/// (id, rank, total) of each line, in order.
fn lines(ranking: &[RankedPlayer]) -> Vec<(PlayerId, u32, i64)> {
    ranking
        .iter()
        .map(|p| (p.id, p.rank, p.total_points))
        .collect()
}

#[test]
fn results_are_points_or_a_match_played() {
    let cases = [
        (stats(0, 0), false),
        (stats(10, 0), true),
        (stats(-30, 0), true),
        (stats(0, 1), true),
    ];
    for (numbers, expected) in cases {
        assert_eq!(has_results(&numbers), expected, "{numbers:?}");
    }
}

#[test]
fn a_ranking_orders_by_points_then_name_and_shares_ranks() {
    let players = vec![
        listed(ANA, "Ana", MID_2025),
        listed(BEA, "Bea", MID_2025),
        listed(CAL, "Cal", MID_2025),
        listed(DAN, "Dan", MID_2025),
    ];
    let numbers = StatsByPlayer::from_iter([
        (BEA, stats(90, 3)),
        (CAL, stats(90, 2)),
        (ANA, stats(30, 1)),
    ]);
    let ranking = rank(Season::Year(2026), players, &numbers);
    assert_eq!(
        lines(&ranking),
        [(BEA, 1, 90), (CAL, 1, 90), (ANA, 3, 30), (DAN, 4, 0)]
    );
    // The numbers and the avatar follow each player.
    assert_eq!(ranking[0].matches_played, 3);
    assert_eq!(ranking[0].avatar_hash.as_deref(), Some("hash-2"));
    assert_eq!(ranking[3].matches_played, 0);
    assert_eq!(ranking[3].avatar_hash.as_deref(), Some("hash-4"));
}

#[test]
fn a_past_season_ranks_those_with_a_result_or_approved_by_its_end() {
    let players = || {
        vec![
            listed(ANA, "Ana", MID_2025),
            listed(BEA, "Bea", MID_2026),
            listed(CAL, "Cal", MID_2026),
        ]
    };
    let numbers = StatsByPlayer::from_iter([(CAL, stats(0, 1))]);
    let cases = [
        // Bea joined after 2025 ended and has no result in it.
        (Season::Year(2025), vec![(ANA, 1, 0), (CAL, 1, 0)]),
        (
            Season::Year(2026),
            vec![(ANA, 1, 0), (BEA, 1, 0), (CAL, 1, 0)],
        ),
        (Season::All, vec![(ANA, 1, 0), (BEA, 1, 0), (CAL, 1, 0)]),
    ];
    for (season, expected) in cases {
        assert_eq!(
            lines(&rank(season, players(), &numbers)),
            expected,
            "{season}"
        );
    }
}

#[test]
fn the_ladder_breaks_equal_points_by_last_seasons_rank_then_name() {
    let players = vec![
        listed(ANA, "Ana", MID_2025),
        listed(BEA, "Bea", MID_2025),
        listed(CAL, "Cal", MID_2025),
        listed(DAN, "Dan", MID_2025),
    ];
    let numbers = StatsByPlayer::from_iter([(DAN, stats(60, 2))]);
    let ranking = rank(Season::Year(2026), players, &numbers);
    let last_season = [
        RankedPlayer {
            id: CAL,
            name: "Cal".into(),
            rank: 1,
            total_points: 120,
            matches_played: 4,
            matches_won: 4,
            matches_lost: 0,
            avatar_hash: None,
        },
        RankedPlayer {
            id: BEA,
            name: "Bea".into(),
            rank: 2,
            total_points: 30,
            matches_played: 1,
            matches_won: 0,
            matches_lost: 1,
            avatar_hash: None,
        },
    ];
    let previous = ranks_of(&last_season);
    assert_eq!(previous, HashMap::from([(CAL, 1), (BEA, 2)]));
    assert_eq!(ladder(ranking, &previous), [DAN, CAL, BEA, ANA]);
}

fn hybrid(id: i64, start: &str) -> CountedTournament {
    CountedTournament {
        id: TournamentId(id),
        name: format!("Copa {id}"),
        start_date: start.into(),
        format: TournamentFormat::Hybrid,
        player_count: 8,
    }
}

fn group_match(id: i64, tournament: i64, winner: PlayerId, walkover: bool) -> TournamentMatch {
    TournamentMatch {
        id,
        tournament: TournamentId(tournament),
        week: 1,
        stage: Stage::Group,
        player1: Some(ANA),
        player2: Some(BEA),
        winner: Some(winner),
        status: MatchStatus::Completed,
        is_bye: false,
        walkover,
    }
}

/// Ana's rows over two seasons: a tournament, league sets and an adjustment in each, and two
/// walkovers given in 2026 (the second costs 30).
fn anas_results() -> CountedResults {
    let league = |date: &str, sets: u32| LeagueResult {
        date: date.into(),
        player1: ANA,
        player2: BEA,
        player1_sets: sets,
        player2_sets: 0,
        winner: Some(ANA),
    };
    let adjustment = |season: i32, amount: i64, created_at: i64| CountedAdjustment {
        player: ANA,
        season,
        amount,
        reason: Some(format!("season {season}")),
        created_at,
    };
    CountedResults {
        tournaments: vec![hybrid(1, "2025-03-01"), hybrid(2, "2026-03-01")],
        entries: [1, 2]
            .into_iter()
            .flat_map(|t| {
                [ANA, BEA].map(|player| Entry {
                    tournament: TournamentId(t),
                    player,
                })
            })
            .collect(),
        matches: vec![
            group_match(1, 1, ANA, false),
            group_match(2, 2, ANA, true),
            group_match(3, 2, BEA, true),
            group_match(4, 2, BEA, true),
        ],
        league: vec![league("2025-05-01", 2), league("2026-05-01", 3)],
        adjustments: vec![adjustment(2025, 5, 10), adjustment(2026, -7, 20)],
    }
}

#[test]
fn a_breakdown_adds_up_the_seasons_it_covers() {
    let cases = [
        // (season, tournaments' years, league, walkover penalty, adjustments)
        (Season::Year(2025), vec!["2025-03-01"], 4, 0, vec![5]),
        (Season::Year(2026), vec!["2026-03-01"], 6, 30, vec![-7]),
        (
            Season::All,
            vec!["2026-03-01", "2025-03-01"],
            10,
            30,
            vec![5, -7],
        ),
        (Season::Year(2024), vec![], 0, 0, vec![]),
    ];
    for (season, starts, league, penalty, adjustments) in cases {
        let found = breakdown(anas_results(), ANA, season);
        let dates: Vec<&str> = found
            .tournaments
            .iter()
            .map(|t| t.start_date.as_str())
            .collect();
        assert_eq!(dates, starts, "{season}");
        assert!(found.tournaments.iter().all(|t| t.player_id == ANA));
        assert_eq!(found.league, league, "{season}");
        assert_eq!(found.walkover_penalty, penalty, "{season}");
        let amounts: Vec<i64> = found.adjustments.iter().map(|a| a.amount).collect();
        assert_eq!(amounts, adjustments, "{season}");
        // The parts add up to the total.
        let parts = found.tournaments.iter().map(|t| t.points).sum::<i64>() + found.league
            - found.walkover_penalty
            + amounts.iter().sum::<i64>();
        assert_eq!(found.total, parts, "{season}");
    }
}

#[test]
fn tournament_points_keep_the_entries_asked_for() {
    let results = anas_results();
    let keys = |found: Vec<TournamentPoints>| -> Vec<(i64, PlayerId)> {
        found
            .into_iter()
            .map(|t| (t.tournament_id.0, t.player_id))
            .collect()
    };
    let cases = [
        (
            None,
            None,
            Season::All,
            vec![(1, ANA), (1, BEA), (2, ANA), (2, BEA)],
        ),
        (Some(BEA), None, Season::All, vec![(1, BEA), (2, BEA)]),
        (
            None,
            Some(TournamentId(2)),
            Season::All,
            vec![(2, ANA), (2, BEA)],
        ),
        (None, None, Season::Year(2025), vec![(1, ANA), (1, BEA)]),
        (Some(ANA), Some(TournamentId(1)), Season::Year(2026), vec![]),
    ];
    for (player, tournament, season, expected) in cases {
        assert_eq!(
            keys(tournament_points_in(&results, player, tournament, season)),
            expected,
            "{player:?} {tournament:?} {season}"
        );
    }
}

#[test]
fn whom_a_players_rank_counts_above_them() {
    let (past, now) = (Season::Year(2025), Season::Year(2026));
    let rows = |year| Some(Above::SeasonRows { year });
    let ranked = Some(Above::RankedPlayers);
    // (season, approved at, own numbers, whom the store counts)
    let cases = [
        (past, Some(MID_2025), stats(40, 3), rows(2025)),
        (past, Some(MID_2025), stats(0, 0), rows(2025)),
        // Joined after the season: ranked only with a result there.
        (past, Some(MID_2026), stats(0, 0), None),
        (past, Some(MID_2026), stats(0, 1), rows(2025)),
        (past, None, stats(0, 0), None),
        // A negative total: those at 0 without a result may be above.
        (past, Some(MID_2025), stats(-30, 0), ranked),
        (past, Some(MID_2026), stats(-30, 2), ranked),
        (now, Some(MID_2026), stats(0, 0), rows(2026)),
        (now, None, stats(-1, 0), ranked),
        // All time adds the seasons up.
        (Season::All, None, stats(0, 0), ranked),
        (Season::All, Some(MID_2025), stats(50, 2), ranked),
    ];
    for (season, approved_at, own, expected) in cases {
        assert_eq!(
            counted_above(season, approved_at, &own),
            expected,
            "{season:?} {approved_at:?} {own:?}"
        );
    }
}

#[test]
fn a_rank_is_one_more_than_those_strictly_above() {
    let max = i64::from(u32::MAX);
    let cases = [
        (0, Some(1)),
        (1, Some(2)),
        (3, Some(4)),
        (max - 1, Some(u32::MAX)),
    ];
    for (above, rank) in cases {
        assert_eq!(rank_above(above), rank, "{above}");
    }
    assert_eq!(rank_above(max), None);
}

/// What the store counts for `above` over the `listed` players and their `numbers`: the
/// season's rows (a player with numbers) higher than `total`, or the ranked players whose
/// total, 0 when none, is higher.
fn counted(
    above: Above,
    season: Season,
    listed: &[Listed],
    numbers: &StatsByPlayer,
    total: i64,
) -> i64 {
    let higher = listed.iter().filter(|p| match above {
        Above::SeasonRows { .. } => numbers.get(&p.id).is_some_and(|s| s.total_points > total),
        Above::RankedPlayers => {
            let own = numbers.get(&p.id).copied().unwrap_or_default();
            season.ranks(p.approved_at, has_results(&own)) && own.total_points > total
        }
    });
    i64::try_from(higher.count()).unwrap()
}

#[test]
fn a_rank_counted_above_is_the_rankings_rank() {
    const EVE: PlayerId = PlayerId(5);
    const FAY: PlayerId = PlayerId(6);
    let players = vec![
        listed(ANA, "Ana", MID_2025),
        listed(BEA, "Bea", MID_2025),
        listed(CAL, "Cal", MID_2025),
        listed(DAN, "Dan", MID_2026),
        listed(EVE, "Eve", MID_2026),
        listed(FAY, "Fay", MID_2025),
    ];
    // Ana and Fay tie; Bea has no result (at 0), Eve played once for 0 points, Cal lost 30;
    // Dan joined after 2025 with nothing in it.
    let numbers: StatsByPlayer = [
        (ANA, stats(40, 3)),
        (FAY, stats(40, 2)),
        (EVE, stats(0, 1)),
        (CAL, stats(-30, 0)),
    ]
    .into_iter()
    .collect();
    for season in [Season::Year(2025), Season::Year(2026), Season::All] {
        let ranking = rank(season, players.clone(), &numbers);
        assert!(ranking.iter().any(|p| p.total_points < 0), "{season:?}");
        for line in &ranking {
            let own = numbers.get(&line.id).copied().unwrap_or_default();
            let approved_at = players
                .iter()
                .find(|p| p.id == line.id)
                .unwrap()
                .approved_at;
            let above = counted_above(season, approved_at, &own).expect("ranked");
            let count = counted(above, season, &players, &numbers, own.total_points);
            assert_eq!(rank_above(count), Some(line.rank), "{season:?} {line:?}");
        }
        let unranked: Vec<PlayerId> = players
            .iter()
            .map(|p| p.id)
            .filter(|id| ranking.iter().all(|line| line.id != *id))
            .collect();
        for id in &unranked {
            let approved_at = players.iter().find(|p| p.id == *id).unwrap().approved_at;
            let own = numbers.get(id).copied().unwrap_or_default();
            assert_eq!(counted_above(season, approved_at, &own), None, "{id:?}");
        }
        let expected_unranked: &[PlayerId] = match season {
            Season::Year(2025) => &[DAN],
            _ => &[],
        };
        assert_eq!(unranked, expected_unranked, "{season:?}");
    }
}
