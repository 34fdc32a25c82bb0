//! `tournament-hub demo`: fills a fresh database with a living sample club (README.md).
//! Players, tournaments and scores go through the same store functions and rules the use
//! cases call (the tournament's schedule, the score's reading, the kept totals), in one
//! transaction per step and without the use cases' checks of who may act, so the club can be
//! dated months back: every row is one the app could have written, but not every step is a
//! call the API offers.
//!
//! The default profile is the showcase the browser tests and screenshots use: about 40
//! members, a finished and an active hybrid, a coming-soon hybrid, a finished single
//! elimination, two doubles tournaments (a finished draw and a hybrid in its knockout) and 30
//! league matches. With `--tournaments`, the club gets that many finished singles
//! tournaments of every format and size and an active 20-player hybrid instead: the profile
//! the benchmarks measure. A seed makes every run with the same options give the same club.

mod avatars;
mod command;
mod doubles;
mod league;
mod members;
mod names;
mod progress;
mod scores;
mod sign_in;
mod tournaments;

use chrono::{Datelike, NaiveDate};
use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::club::Error;
use crate::db::Db;

pub use command::run;
pub use progress::ProgressLine;

/// The fewest members a demo club can have: the active hybrid takes 20 in the big profile.
pub const MIN_PLAYERS: usize = 20;
/// The most members a demo club can have.
pub const MAX_PLAYERS: usize = 20_000;
/// The most finished tournaments a demo club can have.
pub const MAX_TOURNAMENTS: usize = 5_000;
/// The most league matches a demo club can have.
pub const MAX_LEAGUE_MATCHES: usize = 2_000_000;
/// League matches of the showcase profile.
pub const SHOWCASE_LEAGUE_MATCHES: usize = 30;
/// Registrations waiting for the admin in every demo club.
pub const PENDING_PLAYERS: usize = 2;

/// What kind of club to build.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DemoProfile {
    /// Approved members, each with an avatar.
    pub players: usize,
    /// `None`: the showcase tournaments, doubles among them. `Some(n)`: n finished singles
    /// tournaments of every format and size, and an active 20-player hybrid.
    pub tournaments: Option<usize>,
    /// League matches, most of them played; `None` for the showcase's 30.
    pub league_matches: Option<usize>,
    /// The same seed and options give the same club.
    pub seed: u64,
}

impl Default for DemoProfile {
    /// The showcase: what the browser tests and screenshots expect.
    fn default() -> Self {
        DemoProfile {
            players: 40,
            tournaments: None,
            league_matches: None,
            seed: 7,
        }
    }
}

impl DemoProfile {
    fn check(&self) -> Result<(), DemoError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&self.players) {
            return Err(DemoError::Profile(format!(
                "--players must be between {MIN_PLAYERS} and {MAX_PLAYERS}"
            )));
        }
        if self.tournaments.is_some_and(|t| t > MAX_TOURNAMENTS) {
            return Err(DemoError::Profile(format!(
                "--tournaments must be at most {MAX_TOURNAMENTS}"
            )));
        }
        if self.league_matches.is_some_and(|l| l > MAX_LEAGUE_MATCHES) {
            return Err(DemoError::Profile(format!(
                "--league-matches must be at most {MAX_LEAGUE_MATCHES}"
            )));
        }
        Ok(())
    }
}

/// The part of the build under way, for the progress line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Members and their avatars.
    Players,
    /// Tournaments, created, scheduled and played.
    Tournaments,
    /// League matches.
    League,
}

impl Step {
    /// The word the progress line shows.
    pub fn label(self) -> &'static str {
        match self {
            Step::Players => "Players",
            Step::Tournaments => "Tournaments",
            Step::League => "League",
        }
    }
}

/// How far a step has come.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// The step.
    pub step: Step,
    /// Units done (players, tournaments, league matches).
    pub done: usize,
    /// Units in all.
    pub total: usize,
}

/// What the demo built, counted in the database afterwards.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DemoSummary {
    /// Approved members.
    pub approved_players: usize,
    /// Registrations waiting for the admin.
    pub pending_players: usize,
    /// Stored avatars.
    pub avatars: usize,
    /// Finished tournaments.
    pub completed_tournaments: usize,
    /// Tournaments in progress.
    pub active_tournaments: usize,
    /// Tournaments announced, not started.
    pub coming_soon_tournaments: usize,
    /// Tournament matches with a recorded result (byes excluded).
    pub tournament_results: usize,
    /// League matches with a score.
    pub completed_league_matches: usize,
    /// League matches still to play.
    pub pending_league_matches: usize,
}

/// Why the demo did not build.
#[derive(Debug, thiserror::Error)]
pub enum DemoError {
    /// The database already holds a club; the demo never mixes into real data.
    #[error(
        "this database already has players or tournaments; the demo only fills a fresh \
         database. Choose a new file with --db"
    )]
    NotFresh,
    /// The options ask for something the demo cannot build.
    #[error("{0}")]
    Profile(String),
    /// A use case refused a step.
    #[error(transparent)]
    Club(#[from] Error),
    /// The store refused a write or a read.
    #[error(transparent)]
    Store(#[from] crate::db::Error),
    /// The database file could not be opened.
    #[error(transparent)]
    Open(#[from] crate::db::OpenError),
    /// Building the club in the database at `path` failed.
    #[error("{path}: {source}")]
    Building {
        /// The database file.
        path: String,
        /// Why.
        source: Box<DemoError>,
    },
    /// The database's migrations could not be applied.
    #[error(transparent)]
    Migrate(#[from] crate::db::migrations::MigrationError),
}

/// Builds the club of `profile` in `db`, whose calendar day is `today`. Refuses a database
/// that already has players or tournaments. `on_progress` hears about every committed step.
pub fn build(
    db: &Db,
    profile: &DemoProfile,
    today: NaiveDate,
    on_progress: &mut dyn FnMut(Progress),
) -> Result<DemoSummary, DemoError> {
    profile.check()?;
    if !is_fresh(db)? {
        return Err(DemoError::NotFresh);
    }
    let mut rng = StdRng::seed_from_u64(profile.seed);
    let plans = match profile.tournaments {
        None => {
            let mut plans = tournaments::showcase(today);
            doubles::add_to(&mut plans, today);
            plans
        }
        Some(count) => tournaments::history(count, profile.players, today, &mut rng),
    };
    let first_season = plans
        .iter()
        .map(|p| p.start.year())
        .min()
        .unwrap_or(today.year());
    let club = members::add_members(
        db,
        profile.players,
        first_season,
        today,
        &mut rng,
        on_progress,
    )?;
    tournaments::stage_all(db, &club, &plans, today, &mut rng, on_progress)?;
    let matches = profile.league_matches.unwrap_or(SHOWCASE_LEAGUE_MATCHES);
    league::play(db, &club, matches, today, &mut rng, on_progress)?;
    Ok(summarize(db)?)
}

/// Whether the database holds no club yet.
fn is_fresh(db: &Db) -> crate::db::Result<bool> {
    db.read_blocking(|conn| {
        let taken: bool = conn.query_row(
            "SELECT EXISTS (SELECT 1 FROM players) OR EXISTS (SELECT 1 FROM tournaments)",
            [],
            |row| row.get(0),
        )?;
        Ok(!taken)
    })
}

/// Counts what is in the database now.
pub fn summarize(db: &Db) -> crate::db::Result<DemoSummary> {
    db.read_blocking(|conn| {
        let count = |sql: &str| -> crate::db::Result<usize> {
            let n: i64 = conn.query_row(sql, [], |row| row.get(0))?;
            Ok(usize::try_from(n).unwrap_or(0))
        };
        Ok(DemoSummary {
            approved_players: count("SELECT COUNT(*) FROM players WHERE status = 'approved'")?,
            pending_players: count("SELECT COUNT(*) FROM players WHERE status = 'pending'")?,
            avatars: count("SELECT COUNT(*) FROM avatars")?,
            completed_tournaments: count(
                "SELECT COUNT(*) FROM tournaments WHERE status = 'completed'",
            )?,
            active_tournaments: count("SELECT COUNT(*) FROM tournaments WHERE status = 'active'")?,
            coming_soon_tournaments: count(
                "SELECT COUNT(*) FROM tournaments WHERE status = 'coming_soon'",
            )?,
            tournament_results: count(
                "SELECT COUNT(*) FROM matches WHERE status = 'completed' AND is_bye = 0",
            )?,
            completed_league_matches: count(
                "SELECT COUNT(*) FROM league_matches WHERE status = 'completed'",
            )?,
            pending_league_matches: count(
                "SELECT COUNT(*) FROM league_matches WHERE status = 'pending'",
            )?,
        })
    })
}
