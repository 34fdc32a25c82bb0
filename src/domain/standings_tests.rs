use super::*;
use crate::domain::bracket::Side;
use crate::domain::score::TennisScore;
use proptest::prelude::*;

fn members(names: &[&str]) -> Vec<GroupMember> {
    names
        .iter()
        .zip(1..)
        .map(|(name, player_id)| GroupMember {
            player_id: PlayerId(player_id),
            name: name.to_string(),
        })
        .collect()
}

/// A completed match won by `winner` with a score written from `p1`'s side; the tests name
/// players by number.
fn played(p1: i64, p2: i64, winner: i64, score: &str) -> GroupMatch {
    let side = if winner == p1 {
        Side::Player1
    } else {
        Side::Player2
    };
    let parsed = TennisScore::parse(score).unwrap();
    parsed.check_winner(side).unwrap();
    GroupMatch {
        player1: PlayerId(p1),
        player2: PlayerId(p2),
        completed: true,
        winner: Some(PlayerId(winner)),
        totals: parsed.totals(side),
    }
}

fn pending(p1: i64, p2: i64) -> GroupMatch {
    GroupMatch {
        player1: PlayerId(p1),
        player2: PlayerId(p2),
        completed: false,
        winner: None,
        totals: SetsAndGames::default(),
    }
}

/// Players 1, 2, 3 beat each other in a circle with the given scores; all beat player 4.
fn circle(s12: &str, s23: &str, s31: &str) -> Vec<GroupMatch> {
    vec![
        played(1, 2, 1, s12),
        played(2, 3, 2, s23),
        played(3, 1, 3, s31),
        played(1, 4, 1, "6-0, 6-0"),
        played(2, 4, 2, "6-0, 6-0"),
        played(3, 4, 3, "6-0, 6-0"),
    ]
}

fn order(table: &GroupTable) -> Vec<PlayerId> {
    table.rows.iter().map(|r| r.player_id).collect()
}

fn decided(table: &GroupTable) -> Vec<Option<Criterion>> {
    table.rows.iter().map(|r| r.decided_by).collect()
}

#[test]
fn points_decide_a_clear_group() {
    let matches = vec![
        played(1, 2, 2, "4-6, 4-6"),
        played(1, 3, 1, "6-1, 6-1"),
        played(1, 4, 1, "6-2, 6-2"),
        played(2, 3, 2, "6-3, 6-3"),
        played(2, 4, 2, "6-4, 6-4"),
        played(3, 4, 3, "7-5, 7-6(2)"),
    ];
    let table = group_table(&members(&["Ana", "Beto", "Carla", "Dani"]), &matches);
    assert_eq!(order(&table), [2, 1, 3, 4]);
    assert_eq!(
        decided(&table),
        [
            Some(Criterion::Points),
            Some(Criterion::Points),
            Some(Criterion::Points),
            None
        ]
    );
    assert!(table.is_final);
    assert_eq!(
        table.rows.iter().map(|r| r.qualified).collect::<Vec<_>>(),
        [true, true, false, false]
    );
    let beto = &table.rows[0];
    assert_eq!(
        (beto.points, beto.wins, beto.losses, beto.matches),
        (9, 3, 0, 3)
    );
    assert_eq!(
        (
            beto.sets_won,
            beto.sets_lost,
            beto.games_won,
            beto.games_lost
        ),
        (6, 0, 36, 22)
    );
    assert_eq!(
        (beto.set_win_pct, one_decimal(beto.game_win_pct)),
        (100.0, 62.1)
    );
    assert!(table.ties.is_empty());
    assert_eq!((table.matches_played, table.matches_total), (6, 6));
}

#[test]
fn set_percentage_breaks_a_three_way_tie() {
    let table = group_table(
        &members(&["Ana", "Beto", "Carla", "Dani"]),
        &circle("6-4, 6-4", "6-4, 4-6, 6-4", "6-4, 4-6, 6-4"),
    );
    // Ana 5/7 sets, Carla 5/8, Beto 4/7.
    assert_eq!(order(&table), [1, 3, 2, 4]);
    assert_eq!(
        decided(&table),
        [
            Some(Criterion::SetPct),
            Some(Criterion::SetPct),
            Some(Criterion::Points),
            None
        ]
    );
    assert_eq!(one_decimal(table.rows[0].set_win_pct), 71.4);
    assert_eq!(one_decimal(table.rows[1].set_win_pct), 62.5);
    assert_eq!(table.ties.len(), 1);
    assert_eq!(table.ties[0].points, 6);
    assert_eq!(
        table.ties[0]
            .rows
            .iter()
            .map(|r| r.player_id)
            .collect::<Vec<_>>(),
        [1, 3, 2]
    );
    assert_eq!(table.tie_of(PlayerId(2)).map(|t| t.points), Some(6));
    assert_eq!(table.tie_of(PlayerId(4)), None);
}

#[test]
fn game_percentage_breaks_a_tie_on_sets() {
    let table = group_table(
        &members(&["Ana", "Beto", "Carla", "Dani"]),
        &circle("6-0, 6-0", "6-4, 6-4", "6-3, 6-3"),
    );
    // Every tied player has 4 sets of 6; games: Ana 30/42, Carla 32/50, Beto 24/44.
    assert_eq!(order(&table), [1, 3, 2, 4]);
    assert_eq!(
        decided(&table),
        [
            Some(Criterion::GamePct),
            Some(Criterion::GamePct),
            Some(Criterion::Points),
            None
        ]
    );
}

#[test]
fn the_name_settles_a_perfect_tie() {
    let mut table_members = members(&["Carla", "ana", "Beto", "Dani"]);
    table_members.swap(0, 2);
    let table = group_table(&table_members, &circle("6-4, 6-4", "6-4, 6-4", "6-4, 6-4"));
    let names: Vec<&str> = table.rows.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, ["ana", "Beto", "Carla", "Dani"]);
    assert_eq!(
        decided(&table),
        [
            Some(Criterion::Name),
            Some(Criterion::Name),
            Some(Criterion::Points),
            None
        ]
    );
}

fn row(name: &str, points: u32, sets: (u32, u32), games: (u32, u32), wins: u32) -> StandingRow {
    StandingRow {
        player_id: PlayerId(0),
        name: name.to_string(),
        position: 0,
        points,
        wins,
        losses: 0,
        matches: 0,
        sets_won: sets.0,
        sets_lost: sets.1,
        games_won: games.0,
        games_lost: games.1,
        set_win_pct: 0.0,
        game_win_pct: 0.0,
        qualified: false,
        decided_by: None,
    }
}

#[test]
fn each_criterion_in_turn_down_to_the_name() {
    // Each pair is level on every criterion before the one that separates it; the first row
    // of each pair ranks ahead.
    let table = [
        (
            row("Zoe", 6, (1, 5), (1, 30), 2),
            row("Ana", 3, (5, 1), (30, 1), 1),
            Criterion::Points,
        ),
        (
            row("Zoe", 6, (4, 2), (1, 30), 2),
            row("Ana", 6, (2, 2), (30, 1), 2),
            Criterion::SetPct,
        ),
        (
            row("Zoe", 6, (2, 1), (20, 10), 1),
            row("Ana", 6, (4, 2), (20, 11), 3),
            Criterion::GamePct,
        ),
        (
            row("Zoe", 6, (2, 1), (20, 10), 3),
            row("Ana", 6, (4, 2), (40, 20), 2),
            Criterion::Wins,
        ),
        (
            row("ana", 6, (2, 1), (20, 10), 2),
            row("Zoe", 6, (4, 2), (40, 20), 2),
            Criterion::Name,
        ),
    ];
    for (ahead, behind, criterion) in table {
        assert_eq!(
            compare_rows(&ahead, &behind),
            Ordering::Less,
            "{criterion:?}"
        );
        assert_eq!(
            compare_rows(&behind, &ahead),
            Ordering::Greater,
            "{criterion:?}"
        );
        assert_eq!(
            deciding_criterion(&Criterion::HIERARCHY, &ahead, &behind),
            Some(criterion)
        );
    }
}

#[test]
fn nothing_played_gives_zero_percentages_and_no_final_table() {
    let matches = vec![pending(1, 2), pending(3, 4)];
    let table = group_table(&members(&["Beto", "Ana", "Dani", "Carla"]), &matches);
    assert_eq!(order(&table), [2, 1, 4, 3]);
    assert!(
        table
            .rows
            .iter()
            .all(|r| r.set_win_pct == 0.0 && r.game_win_pct == 0.0 && r.matches == 0)
    );
    assert!(!table.is_final);
    assert!(table.rows.iter().all(|r| !r.qualified));
    assert_eq!(table.player_at(1), None);
    assert_eq!(table.ties.len(), 1);
    assert_eq!((table.matches_played, table.matches_total), (0, 2));
}

#[test]
fn one_open_match_keeps_the_table_open() {
    let mut matches = circle("6-0, 6-0", "6-4, 6-4", "6-3, 6-3");
    matches[5] = pending(3, 4);
    let table = group_table(&members(&["Ana", "Beto", "Carla", "Dani"]), &matches);
    assert!(!table.is_final);
    assert!(table.rows.iter().all(|r| !r.qualified));
    let full = group_table(
        &members(&["Ana", "Beto", "Carla", "Dani"]),
        &circle("6-0, 6-0", "6-4, 6-4", "6-3, 6-3"),
    );
    assert_eq!(full.player_at(1), Some(PlayerId(1)));
    assert_eq!(full.player_at(2), Some(PlayerId(3)));
}

#[test]
fn display_rounding() {
    assert_eq!(one_decimal(200.0 / 3.0), 66.7);
    assert_eq!(one_decimal(57.6923), 57.7);
    assert_eq!(one_decimal(0.0), 0.0);
    assert_eq!(
        serde_json::to_string(&Criterion::SetPct).unwrap(),
        "\"setPct\""
    );
}

fn any_row() -> impl Strategy<Value = StandingRow> {
    (
        0u32..4,
        0u32..4,
        0u32..4,
        0u32..25,
        0u32..25,
        0u32..4,
        prop::sample::select(vec!["Ana", "ana", "Beto", "Zoe"]),
        0i64..4,
    )
        .prop_map(|(points, sw, sl, gw, gl, wins, name, id)| {
            let mut r = row(name, points * 3, (sw, sl), (gw, gl), wins);
            r.player_id = PlayerId(id);
            r.set_win_pct = percent(sw, sl);
            r.game_win_pct = percent(gw, gl);
            r
        })
}

/// The hierarchy written out independently, with the shown percentages.
fn key(r: &StandingRow) -> (i64, f64, f64, i64, String, String, i64) {
    (
        -i64::from(r.points),
        -r.set_win_pct,
        -r.game_win_pct,
        -i64::from(r.wins),
        crate::domain::names::sort_key(&r.name),
        r.name.clone(),
        r.player_id.0,
    )
}

proptest! {
    #[test]
    fn ordering_is_total_and_follows_the_hierarchy(a in any_row(), b in any_row(), c in any_row()) {
        let ab = compare_rows(&a, &b);
        prop_assert_eq!(ab, compare_rows(&b, &a).reverse());
        prop_assert_eq!(ab, key(&a).partial_cmp(&key(&b)).unwrap());
        if ab.is_le() && compare_rows(&b, &c).is_le() {
            prop_assert!(compare_rows(&a, &c).is_le());
        }
    }

    #[test]
    fn tables_add_up(results in prop::collection::vec((0usize..6, any::<bool>(), 0usize..3), 0..6)) {
        let pairs = [(1, 2), (3, 4), (1, 3), (2, 4), (1, 4), (2, 3)];
        let scores = ["6-4, 6-4", "6-4, 3-6, 7-6(4)", "6-4, 2-1 ret."];
        let mut seen = std::collections::HashSet::new();
        let matches: Vec<GroupMatch> = results
            .into_iter()
            .filter(|(pair, _, _)| seen.insert(*pair))
            .map(|(pair, first_wins, score)| {
                let (p1, p2) = pairs[pair];
                let (winner, loser) = if first_wins { (p1, p2) } else { (p2, p1) };
                played(winner, loser, winner, scores[score])
            })
            .collect();
        let table = group_table(&members(&["Ana", "Beto", "Carla", "Dani"]), &matches);
        let wins: u32 = table.rows.iter().map(|r| r.wins).sum();
        let losses: u32 = table.rows.iter().map(|r| r.losses).sum();
        prop_assert_eq!(wins as usize, matches.len());
        prop_assert_eq!(losses as usize, matches.len());
        prop_assert_eq!(table.is_final, matches.len() == 6);
        for (i, r) in table.rows.iter().enumerate() {
            prop_assert_eq!(r.points, 3 * r.wins);
            prop_assert_eq!(r.position as usize, i + 1);
            prop_assert_eq!(r.qualified, table.is_final && i < 2);
            if let Some(next) = table.rows.get(i + 1) {
                prop_assert!(compare_rows(r, next).is_lt());
                let criterion = r.decided_by.unwrap();
                prop_assert!(compare_by(criterion, r, next).is_lt() || criterion == Criterion::Name);
            } else {
                prop_assert_eq!(r.decided_by, None);
            }
        }
    }
}
