//! Who asks to record a result or plan a match: the admin, a member, the league password or
//! a visitor. Recording (`results`) and answering (`confirmations`) both decide from it.

use super::{Error, Result};
use crate::db::audit::Actor;
use crate::domain::ids::PlayerId;

/// Who asks to record a result (docs/rules.md#results-by-the-players): the club decides what
/// each may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reporter {
    /// The admin: any result, its own totals, corrections.
    Admin,
    /// A signed-in member: a result of their own pending match, with the score's totals.
    Member(PlayerId),
    /// The league password: no tournament result.
    League,
    /// Nobody signed in.
    Visitor,
}

impl Reporter {
    /// Whether this reporter may record tournament results at all, and who the audit trail
    /// names: the admin and members may (a member only in their own matches, checked with the
    /// match); the league password gets 403 `admin_only`, a visitor 401 `sign_in_required`.
    pub fn may_record(self) -> Result<Actor> {
        match self {
            Reporter::Admin => Ok(Actor::Admin),
            Reporter::Member(player) => Ok(Actor::Member(player)),
            Reporter::League => Err(Error::forbidden(
                "admin_only",
                "Only the admin or one of the match's players can do this.",
            )),
            Reporter::Visitor => Err(Error::unauthorized(
                "sign_in_required",
                "Sign in as the admin, or as one of the match's players, first.",
            )),
        }
    }
}
