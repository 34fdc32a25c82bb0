//! One confirmation for tournament results and league scores
//! (docs/rules.md#results-by-the-players): its states, the moves that change them, and who
//! may make each move. Tournament and league both go through [`step`]; nothing else decides
//! whether a result is confirmed.
//!
//! Instants are unix milliseconds, so that every version of a report has its own
//! `reportedAt`, even when two corrections fall in the same second.

use serde::Serialize;
use utoipa::ToSchema;

use super::actor::Actor;
use super::ids::PlayerId;

/// How long the opponent has to confirm or dispute a reported result: 48 hours, in ms.
pub const CONFIRM_WINDOW_MS: i64 = 48 * 3600 * 1000;

/// Where a reported result stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = ConfirmationState)]
pub enum State {
    /// Reported by a player (or entered with the league password), waiting for the other side.
    Awaiting,
    /// A walkover a player reported: a claim that counts nowhere until the opponent confirms
    /// it or the club rules (the match stays pending, with no winner).
    Claimed,
    /// Confirmed: by the opponent, the club, or the clock after 48 hours.
    Confirmed,
    /// The other side says it is wrong; the club settles it.
    Disputed,
}

impl State {
    /// The state as stored and sent.
    pub fn as_str(self) -> &'static str {
        match self {
            State::Awaiting => "awaiting",
            State::Claimed => "claimed",
            State::Confirmed => "confirmed",
            State::Disputed => "disputed",
        }
    }

    /// The state stored as `text`, if it is one.
    pub fn parse(text: &str) -> Option<State> {
        match text {
            "awaiting" => Some(State::Awaiting),
            "claimed" => Some(State::Claimed),
            "confirmed" => Some(State::Confirmed),
            "disputed" => Some(State::Disputed),
            _ => None,
        }
    }
}

/// A result's confirmation: one version of a report and where it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Confirmation {
    /// Where it stands.
    pub state: State,
    /// The member who reported it; none for the club's own entry and the league password's.
    pub reported_by: Option<PlayerId>,
    /// When this version was reported, unix ms: it names the version.
    pub reported_at: i64,
    /// Until when the other side may confirm or dispute it, unix ms; none once confirmed.
    pub confirm_by: Option<i64>,
    /// The disputer's reason, once disputed.
    pub dispute_reason: Option<String>,
}

/// A move on a result's confirmation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Move {
    /// A first result for the match.
    Report,
    /// A new version of the result.
    Correct,
    /// Agreement with the version reported at `seen` (unix ms), or with whatever stands when
    /// `seen` is none.
    Confirm {
        /// The `reportedAt` the confirmer was shown.
        seen: Option<i64>,
    },
    /// Disagreement, with the disputer's reason.
    Dispute {
        /// What is wrong, already checked.
        reason: String,
    },
    /// The clock looks at the result.
    Tick,
    /// The claimant takes back a walkover claim.
    Withdraw,
    /// The club settles a dispute about the version reported at `seen` (unix ms).
    Settle {
        /// Which version stands.
        accept: Accept,
        /// The `reportedAt` the club was shown.
        seen: i64,
        /// Whether the dispute came with the disputer's own version.
        version: bool,
    },
}

/// Which version the club accepts when it settles a dispute.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Accept {
    /// The report, as it was reported.
    Report,
    /// The disputer's version; for a claim disputed without one, no walkover at all.
    Dispute,
}

/// The match a confirmation belongs to, as the rules of who answers need it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Parties {
    /// Its two players, when known (in doubles, each team's key, its first player).
    pub players: [Option<PlayerId>; 2],
    /// A doubles match's teams (docs/rules.md#doubles): any player of a team acts for it, and
    /// no one answers their partner's report. None in singles.
    pub teams: [Option<[PlayerId; 2]>; 2],
    /// The player the reported result favours (its winner); none for a draw or no result.
    pub favoured: Option<PlayerId>,
    /// Whether the result is a walkover, which the clock never confirms: it waits for the club.
    /// A member's walkover is reported as a claim.
    pub walkover: bool,
    /// Whether what stands is a walkover claim, which counts nowhere yet (claimed, or
    /// disputed as a claim).
    pub claim: bool,
}

impl Parties {
    /// The side (0 or 1) `player` plays on: as one of the two players, or a team's partner.
    pub fn side_of(&self, player: PlayerId) -> Option<usize> {
        (0..2).find(|&side| {
            self.players[side] == Some(player)
                || self.teams[side].is_some_and(|team| team.contains(&player))
        })
    }
}

/// Why a move is refused; each has a code the UI translates.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// A member who does not play in the match (`not_in_match`).
    NotInMatch,
    /// The reporter, or the player a league-password score favours (`not_opponent`).
    NotOpponent,
    /// The league password or the clock where only the club or a player may act
    /// (`admin_only`).
    NotAParty,
    /// Nothing to answer yet (`result_missing`).
    NothingReported,
    /// A member confirming a disputed result: the club settles it (`result_disputed`).
    Disputed,
    /// A dispute of a result that no longer awaits (`result_not_awaiting`).
    NotAwaiting,
    /// The version the confirmer saw is no longer the one that stands (`result_changed`).
    Changed,
    /// A member correcting what they did not report, or what no longer awaits
    /// (`correction_admin_only`).
    CorrectionByClubOnly,
    /// The league password correcting a member's report (`league_score_member_reported`).
    MemberReported,
    /// The league password correcting a score that no longer awaits
    /// (`league_score_not_awaiting`).
    PasswordTooLate,
    /// A report where a result stands: that is a correction (`result_exists`).
    AlreadyReported,
    /// A member's result on a match with a walkover claim (`match_has_claim`).
    HasClaim,
    /// A withdrawal where there is no claim (`claim_missing`).
    NoClaim,
    /// A withdrawal by anyone but the claimant (`not_claimant`).
    NotClaimant,
    /// Settling what is not disputed (`result_not_disputed`).
    NotDisputed,
    /// Accepting a dispute that came without a version, on a result that counts
    /// (`dispute_has_no_version`).
    NoVersion,
}

impl Refusal {
    /// The code the API answers with.
    pub fn code(self) -> &'static str {
        match self {
            Refusal::NotInMatch => "not_in_match",
            Refusal::NotOpponent => "not_opponent",
            Refusal::NotAParty => "admin_only",
            Refusal::NothingReported => "result_missing",
            Refusal::Disputed => "result_disputed",
            Refusal::NotAwaiting => "result_not_awaiting",
            Refusal::Changed => "result_changed",
            Refusal::CorrectionByClubOnly => "correction_admin_only",
            Refusal::MemberReported => "league_score_member_reported",
            Refusal::PasswordTooLate => "league_score_not_awaiting",
            Refusal::AlreadyReported => "result_exists",
            Refusal::HasClaim => "match_has_claim",
            Refusal::NoClaim => "claim_missing",
            Refusal::NotClaimant => "not_claimant",
            Refusal::NotDisputed => "result_not_disputed",
            Refusal::NoVersion => "dispute_has_no_version",
        }
    }
}

/// What a move does: a new confirmation to store, or nothing (a confirmation of what is
/// confirmed already, a tick with nothing due).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The confirmation after the move.
    Changed(Confirmation),
    /// Nothing to write: no audit record, no change, no notice.
    Unchanged,
    /// The walkover claim is gone, and with it the confirmation: the match is to be played.
    Withdrawn,
}

/// The one transition: `actor` makes `mv` on `current` (none before any result) of the match
/// `parties`, at `now` (unix ms).
///
/// Its invariants, checked by the property tests:
/// - no member confirms or disputes their own report, nor a league-password score in their
///   own favour (a drawn one either player may answer);
/// - a confirmed result moves only by the club;
/// - every correction moves `reportedAt` forward, so a confirmation names one version.
pub fn step(
    current: Option<&Confirmation>,
    mv: Move,
    actor: &Actor,
    parties: &Parties,
    now: i64,
) -> Result<Outcome, Refusal> {
    if let Actor::Member(player) = *actor
        && parties.side_of(player).is_none()
    {
        return Err(Refusal::NotInMatch);
    }
    match mv {
        Move::Report => {
            if current.is_some() {
                return Err(Refusal::AlreadyReported);
            }
            Ok(Outcome::Changed(reported(actor, now, None, parties)?))
        }
        Move::Correct => {
            let Some(current) = current else {
                return Ok(Outcome::Changed(reported(actor, now, None, parties)?));
            };
            match actor {
                Actor::Admin(_) => {}
                Actor::Member(_) if parties.claim => return Err(Refusal::HasClaim),
                Actor::Member(player) => {
                    if current.state != State::Awaiting || current.reported_by != Some(*player) {
                        return Err(Refusal::CorrectionByClubOnly);
                    }
                }
                Actor::LeaguePassword(_) => {
                    if current.reported_by.is_some() {
                        return Err(Refusal::MemberReported);
                    }
                    if current.state != State::Awaiting {
                        return Err(Refusal::PasswordTooLate);
                    }
                }
                Actor::Visitor | Actor::Clock => return Err(Refusal::NotAParty),
            }
            Ok(Outcome::Changed(reported(
                actor,
                now,
                Some(current.reported_at),
                parties,
            )?))
        }
        Move::Confirm { seen } => {
            let current = answerable(current, actor, parties)?;
            if seen.is_some_and(|seen| seen != current.reported_at) {
                return Err(Refusal::Changed);
            }
            match current.state {
                State::Confirmed => Ok(Outcome::Unchanged),
                State::Disputed if !actor.is_admin() => Err(Refusal::Disputed),
                _ => Ok(Outcome::Changed(confirmed(current))),
            }
        }
        Move::Dispute { reason } => {
            if !matches!(actor, Actor::Member(_)) {
                return Err(Refusal::NotAParty);
            }
            let current = answerable(current, actor, parties)?;
            if !matches!(current.state, State::Awaiting | State::Claimed) {
                return Err(Refusal::NotAwaiting);
            }
            Ok(Outcome::Changed(Confirmation {
                state: State::Disputed,
                dispute_reason: Some(reason),
                ..current.clone()
            }))
        }
        Move::Tick => {
            if *actor != Actor::Clock {
                return Err(Refusal::NotAParty);
            }
            let due = current.filter(|c| {
                c.state == State::Awaiting
                    && !parties.walkover
                    && c.confirm_by.is_some_and(|at| at <= now)
            });
            Ok(due.map_or(Outcome::Unchanged, |c| Outcome::Changed(confirmed(c))))
        }
        Move::Withdraw => {
            let Actor::Member(player) = *actor else {
                return Err(Refusal::NotAParty);
            };
            let current = current.filter(|_| parties.claim).ok_or(Refusal::NoClaim)?;
            if current.reported_by != Some(player) {
                return Err(Refusal::NotClaimant);
            }
            Ok(Outcome::Withdrawn)
        }
        Move::Settle {
            accept,
            seen,
            version,
        } => {
            if !actor.is_admin() {
                return Err(Refusal::NotAParty);
            }
            let current = current.ok_or(Refusal::NothingReported)?;
            if current.state != State::Disputed {
                return Err(Refusal::NotDisputed);
            }
            if seen != current.reported_at {
                return Err(Refusal::Changed);
            }
            match (accept, version) {
                (Accept::Report, _) => Ok(Outcome::Changed(confirmed(current))),
                (Accept::Dispute, true) => Ok(Outcome::Changed(reported(
                    &Actor::ADMIN,
                    now,
                    Some(current.reported_at),
                    parties,
                )?)),
                (Accept::Dispute, false) if parties.claim => Ok(Outcome::Withdrawn),
                (Accept::Dispute, false) => Err(Refusal::NoVersion),
            }
        }
    }
}

/// A fresh version reported by `actor` at `now`, after the version of `previous` (unix ms):
/// the club's is confirmed at once; a member's and the league password's await the other side
/// for 48 hours. A member's walkover is a claim.
fn reported(
    actor: &Actor,
    now: i64,
    previous: Option<i64>,
    parties: &Parties,
) -> Result<Confirmation, Refusal> {
    let reported_at = previous.map_or(now, |before| now.max(before + 1));
    let (state, reported_by, confirm_by) = match *actor {
        Actor::Admin(_) => (State::Confirmed, None, None),
        Actor::Member(player) => (
            if parties.walkover {
                State::Claimed
            } else {
                State::Awaiting
            },
            Some(player),
            Some(reported_at + CONFIRM_WINDOW_MS),
        ),
        Actor::LeaguePassword(_) => (State::Awaiting, None, Some(reported_at + CONFIRM_WINDOW_MS)),
        Actor::Visitor | Actor::Clock => return Err(Refusal::NotAParty),
    };
    Ok(Confirmation {
        state,
        reported_by,
        reported_at,
        confirm_by,
        dispute_reason: None,
    })
}

fn confirmed(current: &Confirmation) -> Confirmation {
    Confirmation {
        state: State::Confirmed,
        confirm_by: None,
        ..current.clone()
    }
}

/// The confirmation `actor` may answer: there is one, and a member is the other side of the
/// report (not its reporter; for a score no member reported, not the player it favours).
fn answerable<'a>(
    current: Option<&'a Confirmation>,
    actor: &Actor,
    parties: &Parties,
) -> Result<&'a Confirmation, Refusal> {
    if matches!(
        actor,
        Actor::LeaguePassword(_) | Actor::Visitor | Actor::Clock
    ) {
        return Err(Refusal::NotAParty);
    }
    let current = current.ok_or(Refusal::NothingReported)?;
    if let Actor::Member(player) = *actor {
        // A partner's report is the team's own.
        let own_report = current
            .reported_by
            .is_some_and(|by| by == player || parties.side_of(by) == parties.side_of(player));
        // A score the league password entered names no reporter: the player it favours
        // would be confirming their own gain. The club's entries are confirmed at once, so
        // any unconfirmed result without a reporter is the password's.
        let own_favour = current.reported_by.is_none()
            && current.state != State::Confirmed
            && parties.favoured == Some(player);
        if own_report || own_favour {
            return Err(Refusal::NotOpponent);
        }
    }
    Ok(current)
}

#[cfg(test)]
#[path = "confirmation_tests.rs"]
mod tests;
