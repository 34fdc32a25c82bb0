//! The knockout after the groups (docs/rules.md#knockout): who plays whom for 2, 3, 4 and 5
//! groups, and the players in those slots once every group table is final.

use std::cmp::Ordering;

use serde::Serialize;
use thiserror::Error;

use super::bracket::{BracketPlan, SlotSource, Stage};
use super::entrant::Entrant;
use super::ids::PlayerId;
use super::standings::{Criterion, GroupTable, QUALIFIERS_PER_GROUP, StandingRow, compare_by};

/// Every knockout match of a hybrid tournament is scheduled in this week.
pub const HYBRID_KNOCKOUT_WEEK: u32 = 4;

/// How qualifiers of different groups are ranked against each other (3 and 5 groups).
pub const QUALIFIER_HIERARCHY: [Criterion; 4] = [
    Criterion::Points,
    Criterion::SetPct,
    Criterion::GamePct,
    Criterion::Name,
];

/// A knockout cannot be planned for this many groups.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("A knockout needs 2 to 5 groups, not {groups}")]
pub struct UnsupportedGroupCount {
    /// The group count asked for.
    pub groups: usize,
}

fn place(group: usize, place: u32) -> SlotSource {
    SlotSource::GroupPlace { group, place }
}

fn seed(seed: u32) -> SlotSource {
    SlotSource::QualifierSeed { seed }
}

fn winner(index: usize) -> SlotSource {
    SlotSource::WinnerOf { index }
}

/// The knockout plan for `groups` groups (A = 0):
/// - 2: SF1 1A-2B, SF2 1B-2A; final.
/// - 3: QF1 seed 3 v 6, QF2 4 v 5; SF1 seed 1 v winner QF2, SF2 seed 2 v winner QF1; final.
/// - 4: QF1 1A-2B, QF2 1B-2A, QF3 1C-2D, QF4 1D-2C; SF1 winners QF1 v QF3, SF2 QF2 v QF4,
///   so group-mates can meet again only in the final; final.
/// - 5: RQ1 seed 7 v 10, RQ2 8 v 9; QF1 1 v winner RQ2, QF2 2 v winner RQ1, QF3 3 v 6,
///   QF4 4 v 5; SF1 winners QF1 v QF4, SF2 QF2 v QF3; final.
pub fn knockout_plan(groups: usize) -> Result<BracketPlan, UnsupportedGroupCount> {
    use Stage::{Final, Quarterfinal as Qf, RoundOfQualification as Rq, Semifinal as Sf};
    let matches = match groups {
        2 => vec![
            (Sf, 1, 0, [place(0, 1), place(1, 2)]),
            (Sf, 1, 1, [place(1, 1), place(0, 2)]),
            (Final, 2, 0, [winner(0), winner(1)]),
        ],
        3 => vec![
            (Qf, 1, 0, [seed(3), seed(6)]),
            (Qf, 1, 1, [seed(4), seed(5)]),
            (Sf, 2, 0, [seed(1), winner(1)]),
            (Sf, 2, 1, [seed(2), winner(0)]),
            (Final, 3, 0, [winner(2), winner(3)]),
        ],
        4 => vec![
            (Qf, 1, 0, [place(0, 1), place(1, 2)]),
            (Qf, 1, 1, [place(1, 1), place(0, 2)]),
            (Qf, 1, 2, [place(2, 1), place(3, 2)]),
            (Qf, 1, 3, [place(3, 1), place(2, 2)]),
            (Sf, 2, 0, [winner(0), winner(2)]),
            (Sf, 2, 1, [winner(1), winner(3)]),
            (Final, 3, 0, [winner(4), winner(5)]),
        ],
        5 => vec![
            (Rq, 1, 0, [seed(7), seed(10)]),
            (Rq, 1, 1, [seed(8), seed(9)]),
            (Qf, 2, 0, [seed(1), winner(1)]),
            (Qf, 2, 1, [seed(2), winner(0)]),
            (Qf, 2, 2, [seed(3), seed(6)]),
            (Qf, 2, 3, [seed(4), seed(5)]),
            (Sf, 3, 0, [winner(2), winner(5)]),
            (Sf, 3, 1, [winner(3), winner(4)]),
            (Final, 4, 0, [winner(6), winner(7)]),
        ],
        _ => return Err(UnsupportedGroupCount { groups }),
    };
    Ok(BracketPlan::link(matches))
}

/// A group qualifier with their rank among all qualifiers.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Qualifier<E = PlayerId> {
    /// 1-based rank among all qualifiers: the knockout seed.
    pub seed: u32,
    /// Index of the player's group (0 = Group A).
    pub group: usize,
    /// The player's standing in the group.
    pub row: StandingRow<E>,
}

/// Ranks the top 2 of every final group against each other by points, set %, game % and
/// name. Empty until every table is final.
pub fn rank_qualifiers<E: Entrant>(tables: &[GroupTable<E>]) -> Vec<Qualifier<E>> {
    if tables.is_empty() || !tables.iter().all(|t| t.is_final) {
        return Vec::new();
    }
    let mut qualifiers: Vec<(usize, &StandingRow<E>)> = tables
        .iter()
        .enumerate()
        .flat_map(|(g, t)| {
            t.rows
                .iter()
                .filter(|r| r.position <= QUALIFIERS_PER_GROUP)
                .map(move |r| (g, r))
        })
        .collect();
    qualifiers.sort_by(|(_, a), (_, b)| {
        QUALIFIER_HIERARCHY
            .iter()
            .map(|&c| compare_by(c, a, b))
            .find(|o| o.is_ne())
            .unwrap_or(Ordering::Equal)
            .then_with(|| a.player_id.cmp(&b.player_id))
    });
    qualifiers
        .into_iter()
        .zip(1u32..)
        .map(|((group, row), seed)| Qualifier {
            seed,
            group,
            row: row.clone(),
        })
        .collect()
}

/// The players on both sides of every match of `plan`, given the group tables (index 0 =
/// Group A) and the winners recorded so far (`winners[i]` for match `i`). Until every group is
/// final the entry slots stay unknown (TBD), as the knockout is not playable before then.
pub fn knockout_players<E: Entrant>(
    plan: &BracketPlan,
    tables: &[GroupTable<E>],
    winners: &[Option<E>],
) -> Vec<[Option<E>; 2]> {
    let qualifiers = rank_qualifiers(tables);
    let entrant = |source: &SlotSource| match *source {
        _ if qualifiers.is_empty() => None,
        SlotSource::GroupPlace { group, place } => {
            tables.get(group).and_then(|t| t.player_at(place))
        }
        SlotSource::QualifierSeed { seed } => qualifiers
            .iter()
            .find(|q| q.seed == seed)
            .map(|q| q.row.player_id),
        _ => None,
    };
    plan.players(entrant, winners)
}

#[cfg(test)]
#[path = "knockout_tests.rs"]
mod tests;
