//! The progress modal (docs/rules.md#progress): the stages of a tournament, how far each
//! has come, and the overall figure.

use serde::Serialize;
use utoipa::ToSchema;

use super::bracket::Stage;
use super::elimination::{draw_size, elimination_plan};
use super::knockout::knockout_plan;
use super::seeding::GROUP_SIZE;
use super::tournament::{TournamentFormat, TournamentStatus};

/// Where a stage stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum StageState {
    /// Done.
    Complete,
    /// In progress.
    Active,
    /// Not started.
    Pending,
}

/// One line of the progress list.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgressStage {
    /// `setup`, or the stage key (`group`, `quarterfinal`, ...).
    pub key: &'static str,
    /// "Tournament Setup", "Group Stage", "Quarterfinals", ...: for tests and logs; the API
    /// sends `key` alone and the UI names the line in the visitor's language.
    #[serde(skip)]
    pub name: &'static str,
    /// 0 to 100.
    pub percent: f64,
    /// Complete, active or pending.
    pub state: StageState,
}

/// The whole progress modal.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Progress {
    /// The average of the stage percentages.
    pub overall: f64,
    /// The stages in playing order.
    pub stages: Vec<ProgressStage>,
}

/// What progress needs to know about a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatchProgress {
    /// The match's stage.
    pub stage: Stage,
    /// True once its result is recorded.
    pub completed: bool,
    /// Byes are not played matches and are left out.
    pub is_bye: bool,
}

/// The knockout stages a tournament of this format and size goes through, in order.
pub fn knockout_stages(format: TournamentFormat, player_count: usize) -> Vec<Stage> {
    let plan = match format {
        TournamentFormat::Hybrid if format.allows_players(player_count) => {
            knockout_plan(player_count / GROUP_SIZE).ok()
        }
        TournamentFormat::SingleElimination if format.allows_players(player_count) => {
            Some(elimination_plan(&vec![None::<()>; draw_size(player_count)]))
        }
        _ => None,
    };
    let mut stages: Vec<Stage> = plan
        .map(|p| p.matches.iter().map(|m| m.stage).collect())
        .unwrap_or_default();
    stages.dedup();
    stages
}

/// Completed and total played matches of one stage, byes left out.
fn count(matches: &[MatchProgress], stage: Stage) -> (usize, usize) {
    let played: Vec<&MatchProgress> = matches
        .iter()
        .filter(|m| m.stage == stage && !m.is_bye)
        .collect();
    (played.iter().filter(|m| m.completed).count(), played.len())
}

fn percent((done, total): (usize, usize)) -> f64 {
    if total == 0 {
        0.0
    } else {
        done as f64 * 100.0 / total as f64
    }
}

/// The progress of a tournament. Setup is complete once the status is not draft. The group
/// stage is complete at 100% and active while the tournament is active with some progress.
/// A knockout stage is active when the stage before it is complete and it has matches.
pub fn tournament_progress(
    status: TournamentStatus,
    format: TournamentFormat,
    player_count: usize,
    matches: &[MatchProgress],
) -> Progress {
    let setup_done = status != TournamentStatus::Draft;
    let mut stages = vec![ProgressStage {
        key: "setup",
        name: "Tournament Setup",
        percent: if setup_done { 100.0 } else { 0.0 },
        state: if setup_done {
            StageState::Complete
        } else {
            StageState::Active
        },
    }];
    if format == TournamentFormat::Hybrid {
        let counts = count(matches, Stage::Group);
        let state = if counts.1 > 0 && counts.0 == counts.1 {
            StageState::Complete
        } else if status == TournamentStatus::Active && counts.0 > 0 {
            StageState::Active
        } else {
            StageState::Pending
        };
        stages.push(ProgressStage {
            key: Stage::Group.as_str(),
            name: Stage::Group.title(),
            percent: percent(counts),
            state,
        });
    }
    for stage in knockout_stages(format, player_count) {
        let counts = count(matches, stage);
        let prior_complete = stages
            .last()
            .is_some_and(|s| s.state == StageState::Complete);
        let state = if counts.1 > 0 && counts.0 == counts.1 {
            StageState::Complete
        } else if prior_complete && counts.1 > 0 {
            StageState::Active
        } else {
            StageState::Pending
        };
        stages.push(ProgressStage {
            key: stage.as_str(),
            name: stage.title(),
            percent: percent(counts),
            state,
        });
    }
    let overall = stages.iter().map(|s| s.percent).sum::<f64>() / stages.len() as f64;
    Progress { overall, stages }
}

#[cfg(test)]
#[path = "progress_tests.rs"]
mod tests;
