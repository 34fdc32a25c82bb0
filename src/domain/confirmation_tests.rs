use proptest::prelude::*;

use super::*;
use crate::domain::actor::Unlock;

const ANA: PlayerId = PlayerId(1);
const BEA: PlayerId = PlayerId(2);
const THIRD: PlayerId = PlayerId(3);
const NOW: i64 = 1_800_000_000_000;

fn parties(favoured: Option<PlayerId>) -> Parties {
    Parties {
        players: [Some(ANA), Some(BEA)],
        teams: [None, None],
        favoured,
        walkover: false,
        claim: false,
    }
}

/// The machine's move, with `actor` given by value or by reference.
fn step(
    current: Option<&Confirmation>,
    mv: Move,
    actor: impl std::borrow::Borrow<Actor>,
    parties: &Parties,
    now: i64,
) -> Result<Outcome, Refusal> {
    super::step(current, mv, actor.borrow(), parties, now)
}

/// The league password, typed in one unlock.
fn password() -> Actor {
    Actor::LeaguePassword(Unlock::new("0123456789abcdef", None))
}

fn reported_by(actor: Actor) -> Confirmation {
    match step(None, Move::Report, &actor, &parties(Some(ANA)), NOW) {
        Ok(Outcome::Changed(c)) => c,
        other => panic!("a report by {actor:?} gave {other:?}"),
    }
}

fn confirm(seen: Option<i64>) -> Move {
    Move::Confirm { seen }
}

#[test]
fn a_report_awaits_the_other_side_unless_the_club_enters_it() {
    let member = reported_by(Actor::Member(ANA));
    assert_eq!(member.state, State::Awaiting);
    assert_eq!(member.reported_by, Some(ANA));
    assert_eq!(member.confirm_by, Some(NOW + CONFIRM_WINDOW_MS));
    let password = reported_by(password());
    assert_eq!(
        (password.state, password.reported_by),
        (State::Awaiting, None)
    );
    let club = reported_by(Actor::ADMIN);
    assert_eq!((club.state, club.confirm_by), (State::Confirmed, None));
}

#[test]
fn who_may_answer_which_report() {
    let by_ana = reported_by(Actor::Member(ANA));
    let by_password = reported_by(password());
    let cases = [
        // (report, favoured, actor, move, expected)
        (
            &by_ana,
            Some(ANA),
            Actor::Member(ANA),
            confirm(None),
            Err(Refusal::NotOpponent),
        ),
        (
            &by_ana,
            Some(ANA),
            Actor::Member(BEA),
            confirm(None),
            Ok(State::Confirmed),
        ),
        (
            &by_ana,
            Some(ANA),
            Actor::Member(THIRD),
            confirm(None),
            Err(Refusal::NotInMatch),
        ),
        (
            &by_ana,
            Some(ANA),
            password(),
            confirm(None),
            Err(Refusal::NotAParty),
        ),
        (
            &by_ana,
            Some(ANA),
            Actor::ADMIN,
            confirm(None),
            Ok(State::Confirmed),
        ),
        // The league password's score: only the player it does not favour.
        (
            &by_password,
            Some(ANA),
            Actor::Member(ANA),
            confirm(None),
            Err(Refusal::NotOpponent),
        ),
        (
            &by_password,
            Some(ANA),
            Actor::Member(BEA),
            confirm(None),
            Ok(State::Confirmed),
        ),
        (
            &by_password,
            Some(BEA),
            Actor::Member(BEA),
            confirm(None),
            Err(Refusal::NotOpponent),
        ),
        (
            &by_password,
            Some(BEA),
            Actor::Member(ANA),
            confirm(None),
            Ok(State::Confirmed),
        ),
        (
            &by_password,
            Some(ANA),
            Actor::Member(ANA),
            Move::Dispute { reason: "x".into() },
            Err(Refusal::NotOpponent),
        ),
        // A drawn score: either player.
        (
            &by_password,
            None,
            Actor::Member(ANA),
            confirm(None),
            Ok(State::Confirmed),
        ),
        (
            &by_password,
            None,
            Actor::Member(BEA),
            confirm(None),
            Ok(State::Confirmed),
        ),
        (
            &by_ana,
            Some(ANA),
            Actor::Member(BEA),
            Move::Dispute { reason: "x".into() },
            Ok(State::Disputed),
        ),
        (
            &by_ana,
            Some(ANA),
            Actor::ADMIN,
            Move::Dispute { reason: "x".into() },
            Err(Refusal::NotAParty),
        ),
    ];
    for (report, favoured, actor, mv, expected) in cases {
        let got = step(
            Some(report),
            mv.clone(),
            &actor,
            &parties(favoured),
            NOW + 1,
        )
        .map(|o| match o {
            Outcome::Changed(c) => c.state,
            Outcome::Unchanged => report.state,
            Outcome::Withdrawn => panic!("no claim here"),
        });
        assert_eq!(
            got, expected,
            "{actor:?} {mv:?} on {report:?}, favoured {favoured:?}"
        );
    }
}

#[test]
fn a_confirmation_names_the_version_it_saw() {
    let first = reported_by(Actor::Member(ANA));
    let Ok(Outcome::Changed(second)) = step(
        Some(&first),
        Move::Correct,
        Actor::Member(ANA),
        &parties(Some(ANA)),
        NOW,
    ) else {
        panic!("the reporter corrects while it awaits");
    };
    // Within the same millisecond, the version still moves forward.
    assert_eq!(second.reported_at, first.reported_at + 1);
    let stale = step(
        Some(&second),
        confirm(Some(first.reported_at)),
        Actor::Member(BEA),
        &parties(Some(ANA)),
        NOW,
    );
    assert_eq!(stale, Err(Refusal::Changed));
    let fresh = step(
        Some(&second),
        confirm(Some(second.reported_at)),
        Actor::Member(BEA),
        &parties(Some(ANA)),
        NOW,
    );
    assert!(matches!(fresh, Ok(Outcome::Changed(ref c)) if c.state == State::Confirmed));
}

#[test]
fn confirming_again_changes_nothing() {
    let confirmed = reported_by(Actor::ADMIN);
    for actor in [Actor::ADMIN, Actor::Member(BEA)] {
        assert_eq!(
            step(
                Some(&confirmed),
                confirm(None),
                actor,
                &parties(Some(ANA)),
                NOW
            ),
            Ok(Outcome::Unchanged)
        );
    }
}

#[test]
fn the_clock_confirms_only_what_is_due_and_never_a_walkover() {
    let report = reported_by(Actor::Member(ANA));
    let due = NOW + CONFIRM_WINDOW_MS;
    let tick = |at: i64, walkover: bool| {
        let parties = Parties {
            walkover,
            ..parties(Some(ANA))
        };
        step(Some(&report), Move::Tick, Actor::Clock, &parties, at)
    };
    assert_eq!(tick(due - 1, false), Ok(Outcome::Unchanged));
    assert!(matches!(tick(due, false), Ok(Outcome::Changed(ref c)) if c.state == State::Confirmed));
    assert_eq!(tick(due + 1, true), Ok(Outcome::Unchanged));
    assert_eq!(
        step(
            Some(&report),
            Move::Tick,
            Actor::Member(BEA),
            &parties(Some(ANA)),
            due
        ),
        Err(Refusal::NotAParty)
    );
}

#[test]
fn who_corrects() {
    let by_ana = reported_by(Actor::Member(ANA));
    let by_password = reported_by(password());
    let club = reported_by(Actor::ADMIN);
    let cases = [
        (&by_ana, Actor::Member(ANA), Ok(State::Awaiting)),
        (
            &by_ana,
            Actor::Member(BEA),
            Err(Refusal::CorrectionByClubOnly),
        ),
        (&by_ana, password(), Err(Refusal::MemberReported)),
        (&by_ana, Actor::ADMIN, Ok(State::Confirmed)),
        (&by_password, password(), Ok(State::Awaiting)),
        (&club, password(), Err(Refusal::PasswordTooLate)),
        (
            &club,
            Actor::Member(ANA),
            Err(Refusal::CorrectionByClubOnly),
        ),
    ];
    for (report, actor, expected) in cases {
        let got = step(
            Some(report),
            Move::Correct,
            &actor,
            &parties(Some(ANA)),
            NOW,
        )
        .map(|o| match o {
            Outcome::Changed(c) => c.state,
            Outcome::Unchanged => report.state,
            Outcome::Withdrawn => panic!("no claim here"),
        });
        assert_eq!(got, expected, "{actor:?} corrects {report:?}");
    }
}

#[test]
fn states_read_back_as_stored() {
    for state in [State::Awaiting, State::Confirmed, State::Disputed] {
        assert_eq!(State::parse(state.as_str()), Some(state));
    }
    assert_eq!(State::parse("claimed!"), None);
}

fn actors() -> impl Strategy<Value = Actor> {
    prop_oneof![
        Just(Actor::ADMIN),
        Just(Actor::Member(ANA)),
        Just(Actor::Member(BEA)),
        Just(Actor::Member(THIRD)),
        Just(password()),
        Just(Actor::Clock),
    ]
}

fn moves() -> impl Strategy<Value = Move> {
    prop_oneof![
        Just(Move::Report),
        Just(Move::Correct),
        Just(Move::Confirm { seen: None }),
        // A confirmation that names the current version, or a stale one.
        Just(Move::Confirm { seen: Some(-1) }),
        Just(Move::Confirm { seen: Some(-2) }),
        Just(Move::Dispute {
            reason: "mal".into()
        }),
        Just(Move::Tick),
    ]
}

proptest! {
    /// Any history of moves by anyone keeps the rules: no one answers their own report or a
    /// password score in their favour, a confirmed result moves only by the club, and every
    /// new version has a later `reportedAt`.
    #[test]
    fn every_history_keeps_the_rules(
        history in prop::collection::vec((actors(), moves(), 0i64..(3 * CONFIRM_WINDOW_MS)), 1..40),
        favoured in prop_oneof![Just(Some(ANA)), Just(Some(BEA)), Just(None)],
    ) {
        let parties = parties(favoured);
        let mut current: Option<Confirmation> = None;
        let mut now = NOW;
        for (actor, mv, wait) in history {
            now += wait / 7;
            // -1 stands for "the version shown is the current one", -2 for an older one.
            let mv = match mv {
                Move::Confirm { seen: Some(-1) } => Move::Confirm { seen: current.as_ref().map(|c| c.reported_at) },
                Move::Confirm { seen: Some(_) } => Move::Confirm { seen: current.as_ref().map(|c| c.reported_at - 1) },
                other => other,
            };
            let before = current.clone();
            let Ok(outcome) = step(before.as_ref(), mv.clone(), &actor, &parties, now) else {
                continue;
            };
            let Outcome::Changed(after) = outcome else {
                continue;
            };
            if let Some(before) = &before {
                // A confirmed result moves only by the club.
                prop_assert!(before.state != State::Confirmed || actor.is_admin(),
                    "{actor:?} moved a confirmed result with {mv:?}");
                if matches!(mv, Move::Correct) {
                    prop_assert!(after.reported_at > before.reported_at);
                }
            }
            if let (Actor::Member(player), Move::Confirm { .. } | Move::Dispute { .. }) = (actor, &mv) {
                let before = before.as_ref().expect("an answer needs a report");
                prop_assert_ne!(before.reported_by, Some(player), "a member answered their own report");
                if before.reported_by.is_none() {
                    prop_assert!(favoured != Some(player), "a member answered a password score in their favour");
                }
                if let Move::Confirm { seen: Some(seen) } = mv {
                    prop_assert_eq!(seen, before.reported_at, "a confirmation of a version not shown");
                }
            }
            current = Some(after);
        }
    }
}

#[test]
fn a_members_walkover_is_a_claim_that_only_its_claimant_withdraws() {
    let walkover = Parties {
        walkover: true,
        ..parties(Some(ANA))
    };
    let claim = match step(None, Move::Report, Actor::Member(ANA), &walkover, NOW) {
        Ok(Outcome::Changed(c)) => c,
        other => panic!("a member's walkover gave {other:?}"),
    };
    assert_eq!(claim.state, State::Claimed);
    let by_club = step(None, Move::Report, Actor::ADMIN, &walkover, NOW);
    assert!(matches!(by_club, Ok(Outcome::Changed(ref c)) if c.state == State::Confirmed));

    let claimed = Parties {
        claim: true,
        ..walkover
    };
    let on_claim = |mv: Move, actor: Actor| step(Some(&claim), mv, actor, &claimed, NOW + 1);
    for player in [ANA, BEA] {
        assert_eq!(
            on_claim(Move::Correct, Actor::Member(player)),
            Err(Refusal::HasClaim)
        );
    }
    assert_eq!(
        on_claim(Move::Withdraw, Actor::Member(ANA)),
        Ok(Outcome::Withdrawn)
    );
    assert_eq!(
        on_claim(Move::Withdraw, Actor::Member(BEA)),
        Err(Refusal::NotClaimant)
    );
    assert_eq!(
        on_claim(Move::Withdraw, Actor::ADMIN),
        Err(Refusal::NotAParty)
    );
    assert_eq!(on_claim(Move::Tick, Actor::Clock), Ok(Outcome::Unchanged));
    assert!(matches!(
        on_claim(confirm(Some(NOW)), Actor::Member(BEA)),
        Ok(Outcome::Changed(ref c)) if c.state == State::Confirmed
    ));
    assert!(matches!(
        on_claim(Move::Dispute { reason: "No".into() }, Actor::Member(BEA)),
        Ok(Outcome::Changed(ref c)) if c.state == State::Disputed
    ));
    let played = reported_by(Actor::Member(ANA));
    assert_eq!(
        step(
            Some(&played),
            Move::Withdraw,
            Actor::Member(ANA),
            &parties(Some(ANA)),
            NOW
        ),
        Err(Refusal::NoClaim)
    );
}

#[test]
fn the_club_settles_only_a_disputed_version_it_was_shown() {
    let report = reported_by(Actor::Member(ANA));
    let disputed = Confirmation {
        state: State::Disputed,
        dispute_reason: Some("No".into()),
        ..report.clone()
    };
    let settle = |current: &Confirmation, accept: Accept, seen: i64, version: bool, claim: bool| {
        let parties = Parties {
            claim,
            ..parties(Some(ANA))
        };
        let mv = Move::Settle {
            accept,
            seen,
            version,
        };
        step(Some(current), mv, Actor::ADMIN, &parties, NOW + 5)
    };
    let at = report.reported_at;
    assert_eq!(
        settle(&report, Accept::Report, at, false, false),
        Err(Refusal::NotDisputed)
    );
    assert_eq!(
        settle(&disputed, Accept::Report, at - 1, false, false),
        Err(Refusal::Changed)
    );
    assert!(matches!(
        settle(&disputed, Accept::Report, at, false, false),
        Ok(Outcome::Changed(ref c)) if c.state == State::Confirmed && c.reported_by == Some(ANA)
    ));
    let Ok(Outcome::Changed(ruled)) = settle(&disputed, Accept::Dispute, at, true, false) else {
        panic!("accepting a version records it");
    };
    assert_eq!((ruled.state, ruled.reported_by), (State::Confirmed, None));
    assert!(ruled.reported_at > at, "a new version, named anew");
    assert_eq!(
        settle(&disputed, Accept::Dispute, at, false, false),
        Err(Refusal::NoVersion)
    );
    assert_eq!(
        settle(&disputed, Accept::Dispute, at, false, true),
        Ok(Outcome::Withdrawn)
    );
    let by_member = step(
        Some(&disputed),
        Move::Settle {
            accept: Accept::Report,
            seen: at,
            version: false,
        },
        Actor::Member(BEA),
        &parties(Some(ANA)),
        NOW,
    );
    assert_eq!(by_member, Err(Refusal::NotAParty));
}
