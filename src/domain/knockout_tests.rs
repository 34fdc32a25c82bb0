use super::*;
use crate::domain::bracket::{NextMatch, Side};
use crate::domain::score::TennisScore;
use crate::domain::standings::{GroupMatch, GroupMember, group_table};

/// Player ids of group `g`: 1st is `10g + 11`, 2nd `10g + 12`, and so on (Group A: 11..14).
fn id(group: usize, place: i64) -> PlayerId {
    PlayerId(10 * group as i64 + 10 + place)
}

/// A group table in which places follow ids and every set is won 6-g in group `g`, so across
/// groups A ranks ahead of B, B of C, ... Unless `complete`, 3rd v 4th is still open.
fn table(group: usize, complete: bool) -> GroupTable {
    let members: Vec<GroupMember> = (1..=4)
        .map(|p| GroupMember {
            player_id: id(group, p),
            name: format!("P{}", id(group, p)),
        })
        .collect();
    let mut matches = Vec::new();
    for (a, b) in [(1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)] {
        let score = TennisScore::parse(&format!("6-{group}, 6-{group}")).unwrap();
        matches.push(GroupMatch {
            player1: id(group, a),
            player2: id(group, b),
            completed: complete || (a, b) != (3, 4),
            winner: Some(id(group, a)),
            totals: score.totals(Side::Player1),
        });
    }
    group_table(&members, &matches)
}

fn tables(groups: usize) -> Vec<GroupTable> {
    (0..groups).map(|g| table(g, true)).collect()
}

/// Each match as "label v label" and its players once the groups are final.
fn pairings(groups: usize) -> Vec<(String, String, [Option<PlayerId>; 2])> {
    let plan = knockout_plan(groups).unwrap();
    let players = knockout_players(&plan, &tables(groups), &[]);
    plan.matches
        .iter()
        .zip(players)
        .map(|(m, p)| (m.name(), format!("{} v {}", m.labels[0], m.labels[1]), p))
        .collect()
}

fn expect(
    rows: &[(&str, &str, [Option<PlayerId>; 2])],
) -> Vec<(String, String, [Option<PlayerId>; 2])> {
    rows.iter()
        .map(|(n, l, p)| (n.to_string(), l.to_string(), *p))
        .collect()
}

const A: usize = 0;
const B: usize = 1;
const C: usize = 2;
const D: usize = 3;
const E: usize = 4;

#[test]
fn two_groups_cross_into_the_semifinals() {
    assert_eq!(
        pairings(2),
        expect(&[
            (
                "SF1",
                "1st Group A v 2nd Group B",
                [Some(id(A, 1)), Some(id(B, 2))]
            ),
            (
                "SF2",
                "1st Group B v 2nd Group A",
                [Some(id(B, 1)), Some(id(A, 2))]
            ),
            ("F", "Winner SF1 v Winner SF2", [None, None]),
        ])
    );
}

#[test]
fn three_groups_give_the_top_two_seeds_a_bye() {
    // Qualifiers ranked: 1 = 1A, 2 = 1B, 3 = 1C, 4 = 2A, 5 = 2B, 6 = 2C.
    assert_eq!(
        pairings(3),
        expect(&[
            (
                "QF1",
                "Qualifier 3 v Qualifier 6",
                [Some(id(C, 1)), Some(id(C, 2))]
            ),
            (
                "QF2",
                "Qualifier 4 v Qualifier 5",
                [Some(id(A, 2)), Some(id(B, 2))]
            ),
            ("SF1", "Qualifier 1 v Winner QF2", [Some(id(A, 1)), None]),
            ("SF2", "Qualifier 2 v Winner QF1", [Some(id(B, 1)), None]),
            ("F", "Winner SF1 v Winner SF2", [None, None]),
        ])
    );
}

#[test]
fn four_groups_keep_group_mates_apart_until_the_final() {
    assert_eq!(
        pairings(4),
        expect(&[
            (
                "QF1",
                "1st Group A v 2nd Group B",
                [Some(id(A, 1)), Some(id(B, 2))]
            ),
            (
                "QF2",
                "1st Group B v 2nd Group A",
                [Some(id(B, 1)), Some(id(A, 2))]
            ),
            (
                "QF3",
                "1st Group C v 2nd Group D",
                [Some(id(C, 1)), Some(id(D, 2))]
            ),
            (
                "QF4",
                "1st Group D v 2nd Group C",
                [Some(id(D, 1)), Some(id(C, 2))]
            ),
            ("SF1", "Winner QF1 v Winner QF3", [None, None]),
            ("SF2", "Winner QF2 v Winner QF4", [None, None]),
            ("F", "Winner SF1 v Winner SF2", [None, None]),
        ])
    );
}

#[test]
fn five_groups_add_a_round_of_qualification() {
    // Qualifiers 1-5 are the group winners A..E, 6-10 the runners-up A..E.
    assert_eq!(
        pairings(5),
        expect(&[
            (
                "RQ1",
                "Qualifier 7 v Qualifier 10",
                [Some(id(B, 2)), Some(id(E, 2))]
            ),
            (
                "RQ2",
                "Qualifier 8 v Qualifier 9",
                [Some(id(C, 2)), Some(id(D, 2))]
            ),
            ("QF1", "Qualifier 1 v Winner RQ2", [Some(id(A, 1)), None]),
            ("QF2", "Qualifier 2 v Winner RQ1", [Some(id(B, 1)), None]),
            (
                "QF3",
                "Qualifier 3 v Qualifier 6",
                [Some(id(C, 1)), Some(id(A, 2))]
            ),
            (
                "QF4",
                "Qualifier 4 v Qualifier 5",
                [Some(id(D, 1)), Some(id(E, 1))]
            ),
            ("SF1", "Winner QF1 v Winner QF4", [None, None]),
            ("SF2", "Winner QF2 v Winner QF3", [None, None]),
            ("F", "Winner SF1 v Winner SF2", [None, None]),
        ])
    );
    let plan = knockout_plan(5).unwrap();
    let stages: Vec<(Stage, u32)> = plan.matches.iter().map(|m| (m.stage, m.round)).collect();
    assert_eq!(stages[0], (Stage::RoundOfQualification, 1));
    assert_eq!(stages[2], (Stage::Quarterfinal, 2));
    assert_eq!(stages[8], (Stage::Final, 4));
}

#[test]
fn winners_move_into_the_next_match() {
    let plan = knockout_plan(4).unwrap();
    let next: Vec<Option<NextMatch>> = plan.matches.iter().map(|m| m.next).collect();
    let link = |index, side| Some(NextMatch { index, side });
    assert_eq!(
        next,
        [
            link(4, Side::Player1),
            link(5, Side::Player1),
            link(4, Side::Player2),
            link(5, Side::Player2),
            link(6, Side::Player1),
            link(6, Side::Player2),
            None
        ]
    );
    assert_eq!(plan.final_index(), Some(6));
    let winners = [
        Some(id(A, 1)),
        Some(id(A, 2)),
        Some(id(D, 2)),
        None,
        Some(id(D, 2)),
    ];
    let players = knockout_players(&plan, &tables(4), &winners);
    assert_eq!(players[4], [Some(id(A, 1)), Some(id(D, 2))]);
    assert_eq!(players[5], [Some(id(A, 2)), None]);
    assert_eq!(players[6], [Some(id(D, 2)), None]);
}

#[test]
fn slots_stay_tbd_until_every_group_is_final() {
    for groups in 2..=5 {
        let mut open = tables(groups);
        open[groups - 1] = table(groups - 1, false);
        let plan = knockout_plan(groups).unwrap();
        let players = knockout_players(&plan, &open, &[]);
        assert!(
            players.iter().flatten().all(Option::is_none),
            "{groups} groups"
        );
        assert!(rank_qualifiers(&open).is_empty());
    }
}

#[test]
fn unsupported_group_counts() {
    for groups in [0, 1, 6] {
        assert_eq!(
            knockout_plan(groups).unwrap_err().to_string(),
            format!("A knockout needs 2 to 5 groups, not {groups}")
        );
    }
    assert!(knockout_plan(3).unwrap().matches.iter().all(|m| !m.is_bye));
}

#[test]
fn qualifiers_rank_by_points_then_percentages_then_name() {
    let mut groups = tables(3);
    // Make the winners of A and C identical in every number; only the name separates them.
    groups[C] = table(A, true);
    for row in &mut groups[C].rows {
        row.player_id = PlayerId(row.player_id.0 + 20);
        row.name = format!("A{}", row.name);
    }
    let seeds: Vec<(u32, PlayerId)> = rank_qualifiers(&groups)
        .iter()
        .map(|q| (q.seed, q.row.player_id))
        .collect();
    // "AP31" sorts before "P11"; both are ahead of 1B on game %.
    assert_eq!(
        seeds,
        [
            (1, PlayerId(31)),
            (2, PlayerId(11)),
            (3, id(B, 1)),
            (4, PlayerId(32)),
            (5, PlayerId(12)),
            (6, id(B, 2))
        ]
    );
}
