//! Keeps a tournament's stored players, groups and schedule in step with the rules of
//! `domain`, one job to a module:
//!
//! - [`roster`]: seeding and placement at creation and at every edit of the players;
//! - [`generation`]: the whole schedule at once;
//! - [`bracket`]: recording results and bringing the knockout up to date after each;
//! - [`views`]: what the pages read: group tables, a tournament's players, its progress.
//!
//! Callers use the names re-exported here.

pub mod bracket;
pub mod generation;
pub mod roster;
pub mod views;

pub use bracket::{ResultEntry, Totals, crown, record_result, record_result_clearing, refresh};
pub use generation::generate;
pub use roster::{TournamentPlan, create, edit, fill_placement, fill_team_placement};
pub use views::{
    GroupPlayer, GroupSummary, GroupTables, MatchRow, TournamentPlayer, group_tables, players,
    progress,
};
