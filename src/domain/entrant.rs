//! What a draw is made of (docs/rules.md#doubles): a player in a singles tournament, a team
//! of two in a doubles one. Seeding, groups, their tables, the knockout and byes are the same
//! rules for both, written once over [`Entrant`].

use std::fmt::{Debug, Display};
use std::hash::Hash;

use serde::Serialize;

use super::ids::{PlayerId, TeamId};

/// An entrant's id: [`PlayerId`] or [`TeamId`].
pub trait Entrant: Copy + Eq + Ord + Hash + Debug + Display + Serialize {
    /// How a message for the admin names one: "Player" or "Team".
    const KIND: &'static str;
    /// Many of them: "players" or "teams".
    const KINDS: &'static str;
}

impl Entrant for PlayerId {
    const KIND: &'static str = "Player";
    const KINDS: &'static str = "players";
}

impl Entrant for TeamId {
    const KIND: &'static str = "Team";
    const KINDS: &'static str = "teams";
}
