//! What each [`Actor`] may ask before any match is read: to record a result or plan a match
//! (`results`, `match_plans`, `confirmations`), and to act on the league (`league`). What
//! they may do to one match is decided with the match.

use super::{Error, Result};
use crate::domain::actor::Actor;

/// Whether `actor` may record tournament results at all (docs/rules.md#results-by-the-players):
/// the admin and members may (a member only in their own matches, checked with the match);
/// the league password gets 403 `admin_only`, a visitor (or the clock) 401 `sign_in_required`.
pub fn may_record(actor: &Actor) -> Result<()> {
    match actor {
        Actor::Admin(_) | Actor::Member(_) => Ok(()),
        Actor::LeaguePassword(_) => Err(Error::forbidden(
            "admin_only",
            "Only the admin or one of the match's players can do this.",
        )),
        Actor::Visitor | Actor::Clock => Err(Error::unauthorized(
            "sign_in_required",
            "Sign in as the admin, or as one of the match's players, first.",
        )),
    }
}

/// Whether `actor` may create, score or cancel league matches (docs/rules.md#permissions):
/// the admin, a member and the league password may; a visitor (or the clock) gets 401
/// `league_unlock_required`.
pub fn may_act_on_league(actor: &Actor) -> Result<()> {
    match actor {
        Actor::Admin(_) | Actor::Member(_) | Actor::LeaguePassword(_) => Ok(()),
        Actor::Visitor | Actor::Clock => Err(Error::unauthorized(
            "league_unlock_required",
            "Sign in with the link the club gave you, or enter the league password, first.",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::actor::Unlock;
    use crate::domain::ids::PlayerId;

    fn code(answer: Result<()>) -> Option<&'static str> {
        answer.err().map(|e| e.code())
    }

    #[test]
    fn the_admin_and_members_record_results_the_league_password_and_visitors_do_not() {
        let password = Actor::LeaguePassword(Unlock::new("0123", None));
        assert_eq!(code(may_record(&Actor::ADMIN)), None);
        assert_eq!(code(may_record(&Actor::Member(PlayerId(4)))), None);
        assert_eq!(code(may_record(&password)), Some("admin_only"));
        assert_eq!(code(may_record(&Actor::Visitor)), Some("sign_in_required"));
    }

    #[test]
    fn everyone_but_a_visitor_acts_on_the_league() {
        let password = Actor::LeaguePassword(Unlock::new("0123", None));
        for actor in [Actor::ADMIN, Actor::Member(PlayerId(4)), password] {
            assert_eq!(code(may_act_on_league(&actor)), None);
        }
        assert_eq!(
            code(may_act_on_league(&Actor::Visitor)),
            Some("league_unlock_required")
        );
    }
}
