//! Who is told of a committed change (docs/rules.md#notices): a pure function of what the
//! change did, who made it, and the people it concerns. The use cases build each notice's
//! words; whom it reaches is decided here, once.
//!
//! The rules: nobody is told of their own action; a member's report or new match day tells
//! the other player, and one the league password entered (it stands for no one member) both;
//! a challenge tells the player challenged; what the club decided everyone concerned hears;
//! the admin's own scores and league matches tell nobody; disputes and signups waiting go to
//! the admin. The timed notices, by the clock, ask here too: a member's week tells that
//! member, a deadline tomorrow both players, and the overdue list and a walkover waiting go to
//! the admin.

use super::actor::Actor;
use super::ids::PlayerId;
use super::notices::told;

/// What a committed change did, as far as who hears of it goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// A result or league score entered or corrected, for the other side to confirm or
    /// dispute; a walkover claimed.
    ResultReported,
    /// A league challenge: the match's second player is the one challenged.
    Challenged,
    /// A match's day set or moved.
    MatchScheduled,
    /// A reported result or score confirmed by the opponent of whoever reported it.
    ResultConfirmed,
    /// The club decided about a match: a result recorded, settled, cleared or reopened, more
    /// days granted, knockout seats moved by a result.
    Decided,
    /// A tournament's draw published, or changed once public.
    DrawPublished,
    /// A signup approved.
    SignupApproved,
    /// A result or league score disputed.
    ResultDisputed,
    /// A signup waiting for the admin's approval.
    SignupWaiting,
    /// Timed, by the clock: a member's week on a Monday morning, about that member.
    WeekAhead,
    /// Timed, by the clock: a match's deadline tomorrow, about its two players.
    DeadlineTomorrow,
    /// Timed, by the clock: the morning's list of matches past their deadline.
    OverdueListed,
    /// Timed, by the clock: a walkover a player reported (or claimed) that waited past its 48
    /// hours for the club.
    WalkoverWaiting,
}

/// Who is told of a change.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Audience {
    /// The members told, in id order, once each.
    pub members: Vec<PlayerId>,
    /// Whether the admin is told (in the console).
    pub admin: bool,
}

impl Audience {
    /// Whether member `player` is told.
    pub fn tells(&self, player: PlayerId) -> bool {
        self.members.binary_search(&player).is_ok()
    }
}

/// Who is told of `change`, made by `actor`, about `players`: a match's two (player 1
/// first, for a challenge), every player of a draw, whoever gained or lost a seat.
pub fn who_is_told(change: Change, actor: &Actor, players: &[PlayerId]) -> Audience {
    // The member who acted is not told; the club and the league password name nobody.
    let members = |players: &[PlayerId]| Audience {
        members: told(players, actor.member()),
        admin: false,
    };
    match change {
        // Entered by the club, a score is no question for anyone, and its match no challenge.
        Change::ResultReported | Change::Challenged if actor.is_club() => Audience::default(),
        Change::Challenged => members(players.get(1).map(std::slice::from_ref).unwrap_or(&[])),
        Change::ResultReported
        | Change::MatchScheduled
        | Change::ResultConfirmed
        | Change::Decided
        | Change::DrawPublished
        | Change::SignupApproved
        | Change::WeekAhead
        | Change::DeadlineTomorrow => members(players),
        Change::ResultDisputed
        | Change::SignupWaiting
        | Change::OverdueListed
        | Change::WalkoverWaiting => Audience {
            members: Vec::new(),
            admin: true,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ANA: PlayerId = PlayerId(1);
    const BEA: PlayerId = PlayerId(2);
    const CAL: PlayerId = PlayerId(3);

    fn to(members: &[PlayerId]) -> Audience {
        Audience {
            members: members.to_vec(),
            admin: false,
        }
    }

    #[test]
    fn who_is_told_of_each_change() {
        use Actor::{Clock, Member};
        const ADMIN: Actor = Actor::ADMIN;
        let password = Actor::LeaguePassword(crate::domain::actor::Unlock::new("0123", None));
        let admin = Audience {
            members: Vec::new(),
            admin: true,
        };
        // Bea is player 1 and Ana player 2 of the match: the order of ids is not the match's.
        let pair: &[PlayerId] = &[BEA, ANA];
        let cases: Vec<(Change, Actor, &[PlayerId], Audience)> = vec![
            // (change, actor, players concerned, told)
            (Change::ResultReported, Member(BEA), pair, to(&[ANA])),
            (Change::ResultReported, Member(ANA), pair, to(&[BEA])),
            (
                Change::ResultReported,
                password.clone(),
                pair,
                to(&[ANA, BEA]),
            ),
            (Change::ResultReported, ADMIN, pair, to(&[])),
            (Change::ResultReported, Clock, pair, to(&[])),
            (Change::Challenged, Member(BEA), pair, to(&[ANA])),
            (Change::Challenged, password.clone(), pair, to(&[ANA])),
            (Change::Challenged, Member(ANA), pair, to(&[])),
            (Change::Challenged, ADMIN, pair, to(&[])),
            (Change::Challenged, password.clone(), &[BEA], to(&[])),
            (Change::MatchScheduled, Member(ANA), pair, to(&[BEA])),
            (Change::MatchScheduled, ADMIN, pair, to(&[ANA, BEA])),
            (Change::MatchScheduled, ADMIN, &[BEA], to(&[BEA])),
            (Change::ResultConfirmed, Member(ANA), pair, to(&[BEA])),
            (Change::ResultConfirmed, Member(CAL), pair, to(&[ANA, BEA])),
            (Change::Decided, ADMIN, pair, to(&[ANA, BEA])),
            (Change::Decided, Clock, pair, to(&[ANA, BEA])),
            (Change::Decided, ADMIN, &[CAL, BEA, CAL], to(&[BEA, CAL])),
            (Change::Decided, ADMIN, &[], to(&[])),
            (
                Change::DrawPublished,
                ADMIN,
                &[CAL, ANA, BEA],
                to(&[ANA, BEA, CAL]),
            ),
            (Change::SignupApproved, ADMIN, &[CAL], to(&[CAL])),
            (Change::ResultDisputed, Member(ANA), pair, admin.clone()),
            (Change::ResultDisputed, ADMIN, pair, admin.clone()),
            (Change::SignupWaiting, Member(CAL), &[CAL], admin.clone()),
        ];
        for (change, actor, players, expected) in cases {
            assert_eq!(
                who_is_told(change, &actor, players),
                expected,
                "{change:?} by {actor:?} about {players:?}"
            );
        }
    }

    #[test]
    fn who_is_told_of_each_timed_change() {
        let admin = Audience {
            members: Vec::new(),
            admin: true,
        };
        let pair: &[PlayerId] = &[BEA, ANA];
        let cases: Vec<(Change, &[PlayerId], Audience)> = vec![
            // (change by the clock, players concerned, told)
            (Change::WeekAhead, &[CAL], to(&[CAL])),
            (Change::DeadlineTomorrow, pair, to(&[ANA, BEA])),
            (Change::DeadlineTomorrow, &[BEA, BEA], to(&[BEA])),
            (Change::OverdueListed, &[], admin.clone()),
            (Change::OverdueListed, pair, admin.clone()),
            (Change::WalkoverWaiting, pair, admin.clone()),
        ];
        for (change, players, expected) in cases {
            assert_eq!(
                who_is_told(change, &Actor::Clock, players),
                expected,
                "{change:?} about {players:?}"
            );
        }
    }

    #[test]
    fn an_audience_tells_its_members_only() {
        let told = to(&[ANA, CAL]);
        assert!(told.tells(ANA) && told.tells(CAL));
        assert!(!told.tells(BEA));
    }
}
