use super::*;
use StageState::{Active, Complete, Pending};

fn matches(stage: Stage, done: usize, open: usize) -> Vec<MatchProgress> {
    let mut list = vec![
        MatchProgress {
            stage,
            completed: true,
            is_bye: false
        };
        done
    ];
    list.extend(vec![
        MatchProgress {
            stage,
            completed: false,
            is_bye: false
        };
        open
    ]);
    list
}

fn names(progress: &Progress) -> Vec<&str> {
    progress.stages.iter().map(|s| s.name).collect()
}

fn lines(progress: &Progress) -> Vec<(&str, f64, StageState)> {
    progress
        .stages
        .iter()
        .map(|s| (s.key, s.percent, s.state))
        .collect()
}

#[test]
fn stages_for_every_hybrid_size_and_elimination() {
    let table: [(TournamentFormat, usize, Vec<&str>); 6] = [
        (
            TournamentFormat::Hybrid,
            8,
            vec!["Tournament Setup", "Group Stage", "Semifinals", "Final"],
        ),
        (
            TournamentFormat::Hybrid,
            12,
            vec![
                "Tournament Setup",
                "Group Stage",
                "Quarterfinals",
                "Semifinals",
                "Final",
            ],
        ),
        (
            TournamentFormat::Hybrid,
            16,
            vec![
                "Tournament Setup",
                "Group Stage",
                "Quarterfinals",
                "Semifinals",
                "Final",
            ],
        ),
        (
            TournamentFormat::Hybrid,
            20,
            vec![
                "Tournament Setup",
                "Group Stage",
                "Round of Qualification",
                "Quarterfinals",
                "Semifinals",
                "Final",
            ],
        ),
        (
            TournamentFormat::SingleElimination,
            6,
            vec!["Tournament Setup", "Quarterfinals", "Semifinals", "Final"],
        ),
        (
            TournamentFormat::SingleElimination,
            20,
            vec![
                "Tournament Setup",
                "Round of 32",
                "Round of 16",
                "Quarterfinals",
                "Semifinals",
                "Final",
            ],
        ),
    ];
    for (format, players, expected) in table {
        let progress = tournament_progress(TournamentStatus::Active, format, players, &[]);
        assert_eq!(names(&progress), expected, "{format:?} {players}");
    }
}

#[test]
fn draft_with_nothing_played() {
    let progress = tournament_progress(TournamentStatus::Draft, TournamentFormat::Hybrid, 8, &[]);
    assert_eq!(
        lines(&progress),
        [
            ("setup", 0.0, Active),
            ("group", 0.0, Pending),
            ("semifinal", 0.0, Pending),
            ("final", 0.0, Pending)
        ]
    );
    assert_eq!(progress.overall, 0.0);
}

#[test]
fn halfway_through_the_groups() {
    let mut list = matches(Stage::Group, 6, 6);
    list.extend(matches(Stage::Semifinal, 0, 2));
    list.extend(matches(Stage::Final, 0, 1));
    let progress =
        tournament_progress(TournamentStatus::Active, TournamentFormat::Hybrid, 8, &list);
    assert_eq!(
        lines(&progress),
        [
            ("setup", 100.0, Complete),
            ("group", 50.0, Active),
            ("semifinal", 0.0, Pending),
            ("final", 0.0, Pending)
        ]
    );
    assert_eq!(progress.overall, 37.5);
    // A coming-soon tournament with results is not "in progress" in the group stage.
    let waiting = tournament_progress(
        TournamentStatus::ComingSoon,
        TournamentFormat::Hybrid,
        8,
        &list,
    );
    assert_eq!(waiting.stages[1].state, Pending);
}

#[test]
fn knockout_stage_becomes_active_after_the_one_before() {
    let mut list = matches(Stage::Group, 24, 0);
    list.extend(matches(Stage::Quarterfinal, 2, 2));
    list.extend(matches(Stage::Semifinal, 0, 2));
    list.extend(matches(Stage::Final, 0, 1));
    let progress = tournament_progress(
        TournamentStatus::Active,
        TournamentFormat::Hybrid,
        16,
        &list,
    );
    assert_eq!(
        lines(&progress),
        [
            ("setup", 100.0, Complete),
            ("group", 100.0, Complete),
            ("quarterfinal", 50.0, Active),
            ("semifinal", 0.0, Pending),
            ("final", 0.0, Pending)
        ]
    );
    assert_eq!(progress.overall, 50.0);
    // Without scheduled matches the next stage stays pending.
    let no_knockout = tournament_progress(
        TournamentStatus::Active,
        TournamentFormat::Hybrid,
        16,
        &matches(Stage::Group, 24, 0),
    );
    assert_eq!(no_knockout.stages[2].state, Pending);
}

#[test]
fn byes_are_not_counted() {
    let mut list = vec![
        MatchProgress {
            stage: Stage::Quarterfinal,
            completed: true,
            is_bye: true
        };
        2
    ];
    list.extend(matches(Stage::Quarterfinal, 1, 1));
    list.extend(matches(Stage::Semifinal, 0, 2));
    list.extend(matches(Stage::Final, 0, 1));
    let progress = tournament_progress(
        TournamentStatus::Active,
        TournamentFormat::SingleElimination,
        6,
        &list,
    );
    assert_eq!(
        lines(&progress),
        [
            ("setup", 100.0, Complete),
            ("quarterfinal", 50.0, Active),
            ("semifinal", 0.0, Pending),
            ("final", 0.0, Pending)
        ]
    );
    let done: Vec<MatchProgress> = list
        .iter()
        .map(|m| MatchProgress {
            completed: true,
            ..*m
        })
        .collect();
    let finished = tournament_progress(
        TournamentStatus::Completed,
        TournamentFormat::SingleElimination,
        6,
        &done,
    );
    assert_eq!(finished.overall, 100.0);
    assert!(finished.stages.iter().all(|s| s.state == Complete));
}
