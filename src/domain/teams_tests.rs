use std::collections::{BTreeMap, HashSet};

use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use super::*;
use crate::domain::elimination::{elimination_plan, elimination_players, seeded_draw};
use crate::domain::knockout::{knockout_plan, knockout_players};
use crate::domain::round_robin::round_robin;
use crate::domain::score::SetsAndGames;
use crate::domain::seeding::{
    GROUP_SIZE, HYBRID_PLAYER_COUNTS, PlacementError, manual_groups, seed_players,
    serpentine_groups,
};
use crate::domain::standings::{GroupMatch, GroupMember, GroupTable, group_table};

/// The club's names: two surnames, accents, Spanish first.
const FIRST: [&str; 8] = [
    "Ana Lucía",
    "José Pablo",
    "María Fernanda",
    "Luis Diego",
    "Álvaro",
    "Sofía",
    "Íñigo",
    "Valeria",
];
const SURNAMES: [&str; 8] = [
    "Mora",
    "Rojas",
    "Jiménez",
    "Solís",
    "Céspedes",
    "Quesada",
    "Araya",
    "Núñez",
];

fn player_name(player: PlayerId) -> String {
    let n = usize::try_from(player.0).unwrap();
    format!(
        "{} {} {}",
        FIRST[n % 8],
        SURNAMES[(n / 8) % 8],
        SURNAMES[(n / 3 + 1) % 8]
    )
}

fn ids(players: &[i64]) -> Vec<PlayerId> {
    players.iter().copied().map(PlayerId).collect()
}

/// `n` teams of players 1-2, 3-4, ...: team `t` (from 1) is players `2t - 1` and `2t`.
fn teams(n: i64) -> BTreeMap<TeamId, [PlayerId; 2]> {
    (1..=n)
        .map(|t| (TeamId(t), [PlayerId(2 * t - 1), PlayerId(2 * t)]))
        .collect()
}

fn name_of(team: &[PlayerId; 2]) -> String {
    team_name(&player_name(team[0]), &player_name(team[1]))
}

#[test]
fn a_draw_takes_two_different_players_a_team_each_in_one_team_and_as_many_teams_as_places() {
    let ok = [vec![1, 2], vec![3, 4], vec![5, 6], vec![7, 8]].map(|t| ids(&t));
    assert_eq!(
        check_teams(&ok, 4).unwrap(),
        [[1, 2], [3, 4], [5, 6], [7, 8]].map(|t| [PlayerId(t[0]), PlayerId(t[1])])
    );
    let refused = [
        (
            vec![vec![1, 2], vec![3]],
            2,
            TeamError::TeamSize { number: 2 },
        ),
        (
            vec![vec![1, 2, 3], vec![4, 5]],
            2,
            TeamError::TeamSize { number: 1 },
        ),
        (
            vec![vec![1, 2], vec![4, 4]],
            2,
            TeamError::TeamSize { number: 2 },
        ),
        (
            vec![vec![], vec![4, 5]],
            2,
            TeamError::TeamSize { number: 1 },
        ),
        (
            vec![vec![1, 2], vec![3, 1]],
            2,
            TeamError::PlayerInTwoTeams {
                player_id: PlayerId(1),
            },
        ),
        (
            vec![vec![1, 2], vec![3, 4], vec![5, 6]],
            4,
            TeamError::TeamsCountMismatch {
                expected: 4,
                selected: 3,
            },
        ),
        // The shape of each team is checked before who is in two, and both before the count.
        (
            vec![vec![1, 2], vec![2]],
            3,
            TeamError::TeamSize { number: 2 },
        ),
        (
            vec![vec![1, 2], vec![2, 3]],
            3,
            TeamError::PlayerInTwoTeams {
                player_id: PlayerId(2),
            },
        ),
    ];
    for (selected, expected, error) in refused {
        let selected: Vec<Vec<PlayerId>> = selected.iter().map(|t| ids(t)).collect();
        assert_eq!(check_teams(&selected, expected), Err(error), "{selected:?}");
    }
}

#[test]
fn a_teams_name_keeps_the_order_entered() {
    assert_eq!(
        team_name("Ana Lucía Mora Jiménez", "José Pablo Rojas Quesada"),
        "Ana Lucía Mora Jiménez / José Pablo Rojas Quesada"
    );
    assert_eq!(team_name("Luis Rojas", "Ana Mora"), "Luis Rojas / Ana Mora");
}

#[test]
fn a_team_is_seeded_by_its_partners_points_then_by_the_sum_of_their_last_ranks() {
    let partner = |total_points, previous_rank| PartnerRanking {
        total_points,
        previous_rank,
    };
    let candidate = team_seed_candidate(TeamId(1), [partner(120, Some(3)), partner(45, Some(9))]);
    assert_eq!(candidate.player_id, TeamId(1));
    assert_eq!(candidate.total_points, 165);
    assert_eq!(candidate.previous_rank, Some(12));
    // A partner unranked last season leaves the team unranked: after every ranked team.
    let half = team_seed_candidate(TeamId(2), [partner(0, Some(1)), partner(0, None)]);
    assert_eq!(half.previous_rank, None);

    let candidates = [
        team_seed_candidate(TeamId(1), [partner(0, Some(2)), partner(0, Some(9))]),
        team_seed_candidate(TeamId(2), [partner(0, Some(1)), partner(0, None)]),
        team_seed_candidate(TeamId(3), [partner(0, Some(4)), partner(0, Some(5))]),
        team_seed_candidate(TeamId(4), [partner(30, None), partner(0, None)]),
    ];
    for seed in 0..10 {
        let seeded = seed_players(&candidates, &mut StdRng::seed_from_u64(seed));
        let order: Vec<TeamId> = seeded.iter().map(|s| s.player_id).collect();
        assert_eq!(order, [4, 3, 1, 2].map(TeamId));
    }
}

#[test]
fn two_teams_level_on_everything_are_ordered_by_their_names() {
    let members: Vec<GroupMember<TeamId>> = [
        (1, "Íñigo Solís Araya / Ana Mora Núñez"),
        (2, "Álvaro Quesada Mora / Valeria Rojas Solís"),
        (3, "Ana Lucía Mora Jiménez / Luis Diego Rojas Quesada"),
    ]
    .map(|(id, name)| GroupMember {
        player_id: TeamId(id),
        name: name.into(),
    })
    .to_vec();
    let table = group_table(&members, &[]);
    let order: Vec<TeamId> = table.rows.iter().map(|r| r.player_id).collect();
    // Accents are read as the club reads them: Álvaro before Ana Lucía before Íñigo.
    assert_eq!(order, [2, 3, 1].map(TeamId));
}

#[test]
fn a_team_placement_error_names_the_team() {
    let selected = [TeamId(1), TeamId(2)];
    let twice = BTreeMap::from([(0, TeamId(1)), (1, TeamId(1))]);
    let error = crate::domain::elimination::manual_draw(&selected, &twice).unwrap_err();
    assert_eq!(
        error,
        PlacementError::DuplicatePlayer {
            player_id: TeamId(1)
        }
    );
    assert_eq!(
        error.to_string(),
        "Team 1 is placed in more than one position"
    );
    let stranger = BTreeMap::from([(0, TeamId(1)), (1, TeamId(7))]);
    assert_eq!(
        crate::domain::elimination::manual_draw(&selected, &stranger)
            .unwrap_err()
            .to_string(),
        "Team 7 is not one of the selected teams"
    );
    let players = manual_groups(&[PlayerId(1)], &BTreeMap::new()).unwrap_err();
    assert_eq!(
        players.to_string(),
        "A hybrid tournament needs 8, 12, 16 or 20 players, not 1"
    );
}

/// The players of the teams on `sides`, with no team unknown.
fn players_of(sides: &[TeamId], teams: &BTreeMap<TeamId, [PlayerId; 2]>) -> Vec<PlayerId> {
    sides.iter().flat_map(|t| teams[t]).collect()
}

/// Plays a single-elimination draw of `n` teams to its champion with random winners, checking
/// the draw and every match on the way.
fn play_elimination(n: i64, rng: &mut StdRng) {
    let teams = teams(n);
    let seeded: Vec<TeamId> = teams.keys().copied().collect();
    let draw = seeded_draw(&seeded).unwrap();
    let size = usize::try_from(n).unwrap().next_power_of_two().max(2);
    assert_eq!(draw.len(), size);
    // Every team on one line, every player once, the byes never meeting.
    let on_lines: Vec<TeamId> = draw.iter().flatten().copied().collect();
    assert_eq!(on_lines.len(), teams.len(), "n = {n}");
    assert_eq!(on_lines.iter().collect::<HashSet<_>>().len(), teams.len());
    let players = players_of(&on_lines, &teams);
    assert_eq!(players.iter().collect::<HashSet<_>>().len(), players.len());
    assert!(draw.chunks(2).all(|pair| pair.iter().any(Option::is_some)));

    let plan = elimination_plan(&draw);
    let mut winners: Vec<Option<TeamId>> = vec![None; plan.matches.len()];
    let mut losers: Vec<TeamId> = Vec::new();
    for index in 0..plan.matches.len() {
        let sides = elimination_players(&plan, &draw, &winners);
        if plan.matches[index].is_bye {
            continue;
        }
        let [Some(a), Some(b)] = sides[index] else {
            panic!("n = {n}: match {index} is played without both teams: {sides:?}");
        };
        let four: HashSet<PlayerId> = players_of(&[a, b], &teams).into_iter().collect();
        assert_eq!(four.len(), 4, "n = {n}: a player on both sides");
        let (won, lost) = if rng.random_bool(0.5) { (a, b) } else { (b, a) };
        winners[index] = Some(won);
        losers.push(lost);
    }
    let champion = winners[plan.final_index().unwrap()].expect("a champion");
    // Every other team lost exactly once; the champion never did.
    assert_eq!(losers.len(), teams.len() - 1, "n = {n}");
    assert!(!losers.contains(&champion));
    assert_eq!(losers.iter().collect::<HashSet<_>>().len(), losers.len());
}

/// A hybrid draw of `n` teams: groups of four teams, every group's round robin played with
/// random results, and its table adding up.
fn play_groups(n: i64, rng: &mut StdRng) -> Vec<GroupTable<TeamId>> {
    let teams = teams(n);
    let seeded: Vec<TeamId> = teams.keys().copied().collect();
    let groups = serpentine_groups(&seeded).unwrap();
    assert_eq!(groups.len() * GROUP_SIZE, teams.len());
    let grouped: Vec<TeamId> = groups.iter().flat_map(|g| g.players.clone()).collect();
    assert_eq!(grouped.iter().collect::<HashSet<_>>().len(), teams.len());
    let players = players_of(&grouped, &teams);
    assert_eq!(
        players.iter().collect::<HashSet<_>>().len(),
        2 * teams.len()
    );

    let mut tables = Vec::new();
    for group in &groups {
        let members: Vec<GroupMember<TeamId>> = group
            .players
            .iter()
            .map(|t| GroupMember {
                player_id: *t,
                name: name_of(&teams[t]),
            })
            .collect();
        let mut matches = Vec::new();
        for (a, b) in round_robin(members.len()).into_iter().flatten() {
            let (t1, t2) = (group.players[a], group.players[b]);
            let first_won = rng.random_bool(0.5);
            let loser_games = rng.random_range(0..=4);
            let mut totals = SetsAndGames {
                player1_sets: 2,
                player2_sets: rng.random_range(0..=1),
                player1_games: 12,
                player2_games: 2 * loser_games,
            };
            if !first_won {
                totals = SetsAndGames {
                    player1_sets: totals.player2_sets,
                    player2_sets: totals.player1_sets,
                    player1_games: totals.player2_games,
                    player2_games: totals.player1_games,
                };
            }
            matches.push(GroupMatch {
                player1: t1,
                player2: t2,
                completed: true,
                winner: Some(if first_won { t1 } else { t2 }),
                totals,
            });
        }
        let table = group_table(&members, &matches);
        // The table adds up: as many wins as losses as matches, 3 points a win, every set and
        // game won by one side lost by the other, places 1 to 4, the top two through.
        assert!(table.is_final);
        let sum = |f: fn(&crate::domain::standings::StandingRow<TeamId>) -> u32| {
            table.rows.iter().map(f).sum::<u32>()
        };
        assert_eq!(sum(|r| r.wins), table.matches_played);
        assert_eq!(sum(|r| r.losses), table.matches_played);
        assert_eq!(sum(|r| r.matches), 2 * table.matches_played);
        assert_eq!(sum(|r| r.points), 3 * table.matches_played);
        assert_eq!(sum(|r| r.sets_won), sum(|r| r.sets_lost));
        assert_eq!(sum(|r| r.games_won), sum(|r| r.games_lost));
        assert!(table.rows.iter().all(|r| r.matches == 3));
        let places: Vec<u32> = table.rows.iter().map(|r| r.position).collect();
        assert_eq!(places, [1, 2, 3, 4]);
        assert_eq!(table.rows.iter().filter(|r| r.qualified).count(), 2);
        tables.push(table);
    }

    // The knockout takes the qualified teams (a team with a bye is also on its next match
    // already), and no match has a player on both sides.
    let plan = knockout_plan(groups.len()).unwrap();
    let sides = knockout_players(&plan, &tables, &[]);
    let entered: HashSet<TeamId> = sides.iter().flatten().flatten().copied().collect();
    let qualified: HashSet<TeamId> = tables
        .iter()
        .flat_map(|t| &t.rows)
        .filter(|r| r.qualified)
        .map(|r| r.player_id)
        .collect();
    assert_eq!(entered, qualified, "n = {n}");
    for pair in sides.iter().filter_map(|s| s[0].zip(s[1])) {
        let four: HashSet<PlayerId> = players_of(&[pair.0, pair.1], &teams).into_iter().collect();
        assert_eq!(four.len(), 4);
    }
    tables
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn every_draw_of_2_to_32_teams_is_valid_with_no_player_twice_and_tables_that_add_up(
        seed in any::<u64>()
    ) {
        let mut rng = StdRng::seed_from_u64(seed);
        for n in 2..=32 {
            play_elimination(n, &mut rng);
            if HYBRID_PLAYER_COUNTS.contains(&usize::try_from(n).unwrap()) {
                play_groups(n, &mut rng);
            } else {
                prop_assert!(serpentine_groups(&teams(n).keys().copied().collect::<Vec<_>>())
                    .is_err());
            }
        }
    }
}
