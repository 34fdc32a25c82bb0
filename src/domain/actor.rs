//! Who acts on the club (docs/rules.md#permissions): the admin, a signed-in member, the
//! league password (by the unlock it was typed in), a visitor, or the club's clock. One type
//! for every use case: recording and planning results, the league, the confirmation of
//! results, who is told of a change, and the audit trail and league history that name who
//! made it.

use std::net::IpAddr;

use super::ids::PlayerId;

/// Who acts. The web maps its caller to this once; the club's use cases decide from it what
/// each may do, the confirmation machine who may answer, the audience who is told, and the
/// store writes it as the audit trail's and the league history's actor.
///
/// The console is the password's or an organizer's ([`Console`]): the use cases treat both
/// alike (`Actor::Admin(_)`), and the store records an organizer under a kind of its own with
/// the player and their name, so the trail names that person (docs/rules.md#committee).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Actor {
    /// The admin, in the console: the club's own entries, confirmed at once; settles disputes.
    Admin(Console),
    /// A signed-in member, acting for themselves.
    Member(PlayerId),
    /// Whoever typed the league password: it names nobody, only the unlock.
    LeaguePassword(Unlock),
    /// Nobody signed in.
    Visitor,
    /// The club's clock: its timers (confirming what waited past `confirmBy`), and what the
    /// club does on its own.
    Clock,
}

/// Whose console: the password's, or an organizer's in their own name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Console {
    /// Whoever holds the admin password.
    Password,
    /// An organizer, a member the password's admin trusts with the console.
    Organizer(PlayerId),
}

impl Console {
    /// The console of `organizer`, or the password's when there is none.
    pub fn of(organizer: Option<PlayerId>) -> Console {
        organizer.map_or(Console::Password, Console::Organizer)
    }
}

impl Actor {
    /// The password's admin.
    pub const ADMIN: Actor = Actor::Admin(Console::Password);

    /// Whether the console acts, the password's or an organizer's.
    pub fn is_admin(&self) -> bool {
        matches!(self, Actor::Admin(_))
    }

    /// The member acting in their own name, if one is: the admin, the clock, the league
    /// password and a visitor name nobody.
    pub fn member(&self) -> Option<PlayerId> {
        match self {
            Actor::Member(player) => Some(*player),
            Actor::Admin(_) | Actor::LeaguePassword(_) | Actor::Visitor | Actor::Clock => None,
        }
    }

    /// Whether the club itself acts: the admin or its clock.
    pub fn is_club(&self) -> bool {
        matches!(self, Actor::Admin(_) | Actor::Clock)
    }
}

/// A league unlock: which one, and from where.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Unlock {
    /// The unlock's id: the first 16 hex digits of the SHA-256 of its token.
    pub session_id: String,
    /// The client's address, while it is kept (none when unknown, or once erased).
    pub address: Option<String>,
}

impl Unlock {
    /// The unlock whose token has the SHA-256 `token_digest` (hex), from `address`.
    pub fn new(token_digest: &str, address: Option<IpAddr>) -> Unlock {
        Unlock {
            session_id: token_digest.chars().take(16).collect(),
            // A dual-stack listener sees IPv4 clients as `::ffff:a.b.c.d`: one client, one key.
            address: address.map(|ip| ip.to_canonical().to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unlock_is_named_by_a_prefix_of_its_digest_and_a_canonical_address() {
        let digest = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
        let mapped: IpAddr = "::ffff:192.0.2.7".parse().unwrap();
        let unlock = Unlock::new(digest, Some(mapped));
        assert_eq!(unlock.session_id, "0123456789abcdef");
        assert_eq!(unlock.address.as_deref(), Some("192.0.2.7"));
        assert_eq!(Unlock::new(digest, None).address, None);
    }

    #[test]
    fn only_a_member_is_named_and_only_the_admin_and_the_clock_are_the_club() {
        let password = Actor::LeaguePassword(Unlock::new("ab", None));
        assert_eq!(Actor::Member(PlayerId(3)).member(), Some(PlayerId(3)));
        for nobody in [Actor::ADMIN, Actor::Clock, Actor::Visitor, password.clone()] {
            assert_eq!(nobody.member(), None);
        }
        assert!(Actor::ADMIN.is_club() && Actor::Clock.is_club());
        assert!(!Actor::Member(PlayerId(3)).is_club() && !password.is_club());
        assert!(!Actor::Visitor.is_club());
    }
}
