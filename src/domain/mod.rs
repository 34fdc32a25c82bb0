//! The tennis rules of the club, as pure functions and types: no web, no database, no clock
//! and no randomness of their own (callers pass today's date and a random source). Each rule
//! lives in exactly one place:
//!
//! - [`bracket`]: stages, sides and the plan of a knockout draw that every winner follows;
//! - [`seeding`]: seeds by total points, serpentine or manual placement into groups of 4;
//! - [`standings`]: group tables in tiebreak order, and why each player is ahead of the next;
//! - [`elimination`]: single-elimination draws for 2 to 64 players, byes to the top seeds;
//! - [`knockout`]: the knockout after 2 to 5 groups, and who fills its slots;
//! - [`round_robin`]: who meets whom inside a group, week by week (circle method);
//! - [`score`]: what a tennis score means, its winner, sets and games;
//! - [`league_score`]: league set scores, their winner and league points;
//!
//! Ids of players are the database's integer ids.

pub mod bracket;
pub mod elimination;
pub mod knockout;
pub mod league_score;
pub mod round_robin;
pub mod score;
pub mod seeding;
pub mod standings;

/// A player's id, as stored in the database.
pub type PlayerId = i64;
