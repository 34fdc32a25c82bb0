//! The players confirm or dispute a reported result (docs/rules.md#results-by-the-players),
//! for tournament results and league scores alike: one use case drives the domain's one
//! transition ([`crate::domain::confirmation::step`]) over either kind of match. The club
//! settles disputes, and its clock confirms what waited 48 hours.

use rusqlite::Connection;
use serde_json::json;

use super::acting::may_record;
use super::{Change, Club, Error, Result};
use crate::db::audit;
pub use crate::db::league::LeagueVersion;
use crate::db::league::{self, LeagueRow};
pub use crate::db::matches::Version;
use crate::db::matches::{self, MatchRow};
use crate::domain::actor::{Actor, Console};
use crate::domain::confirmation;
pub use crate::domain::confirmation::{
    Accept, CONFIRM_WINDOW_MS, Confirmation, Move, Outcome, Parties, Refusal, State,
};
use crate::domain::ids::{LeagueMatchId, MatchId, PlayerId};

mod kinds;

/// A result the club itself entered at `now_ms` (unix ms): confirmed at once.
pub fn by_the_club(now_ms: i64) -> Confirmation {
    Confirmation {
        state: State::Confirmed,
        reported_by: None,
        reported_at: now_ms,
        confirm_by: None,
        dispute_reason: None,
    }
}

/// The longest reason for a dispute, in characters.
pub const REASON_MAX_CHARS: usize = 500;

/// The error of a refused move on a `what` ("result" or "score").
pub fn refused(refusal: Refusal, what: &str) -> Error {
    let code = refusal.code();
    match refusal {
        Refusal::NotInMatch => Error::forbidden(
            code,
            "Only the two players of this match (or the admin) can do this.",
        ),
        Refusal::NotOpponent => Error::forbidden(
            code,
            format!(
                "Your opponent confirms or disputes this {what}: you reported it, or it counts in \
                 your favour."
            ),
        ),
        Refusal::NotAParty => Error::forbidden(
            code,
            "Only the admin or one of the match's players can do this.",
        ),
        Refusal::NothingReported => Error::conflict(
            code,
            format!("This match has no {what} to confirm or dispute yet."),
        ),
        Refusal::Disputed => Error::conflict(
            code,
            format!("This {what} is disputed: the admin settles it."),
        ),
        Refusal::NotAwaiting => Error::conflict(
            code,
            format!("Only a {what} that awaits confirmation can be disputed."),
        ),
        Refusal::Changed => Error::conflict(
            code,
            format!("The {what} changed since you saw it: look at the new one first."),
        ),
        Refusal::CorrectionByClubOnly => Error::forbidden(
            code,
            format!(
                "Only the player who reported a {what} corrects it, while it awaits \
                 confirmation; after that, the admin."
            ),
        ),
        Refusal::MemberReported => Error::forbidden(
            code,
            "A player recorded this score while signed in: the league password cannot change \
             it. That player corrects it while it awaits; after that, the admin.",
        ),
        Refusal::PasswordTooLate => Error::conflict(
            code,
            "This score no longer awaits confirmation: only the admin changes it now.",
        ),
        Refusal::AlreadyReported => Error::conflict(
            code,
            format!("This match already has a {what}: correct it instead."),
        ),
        Refusal::HasClaim => Error::conflict(
            code,
            "A walkover is claimed in this match: your opponent answers it, the claimant may \
             withdraw it, or the admin rules.",
        ),
        Refusal::NoClaim => Error::conflict(code, "This match has no walkover claim."),
        Refusal::NotClaimant => Error::forbidden(
            code,
            "Only the player who claimed the walkover withdraws it.",
        ),
        Refusal::NotDisputed => Error::conflict(
            code,
            format!("This {what} is not disputed: there is nothing to settle."),
        ),
        Refusal::NoVersion => Error::conflict(
            code,
            "The dispute came without a score of its own: confirm the report, or record the \
             right result.",
        ),
    }
}

/// The domain's move, or the error of its refusal.
pub fn decide(
    current: Option<&Confirmation>,
    mv: Move,
    actor: &Actor,
    parties: &Parties,
    now_ms: i64,
    what: &str,
) -> Result<Outcome> {
    confirmation::step(current, mv, actor, parties, now_ms).map_err(|r| refused(r, what))
}

/// The fresh confirmation of a result `actor` reports or corrects at `now_ms`, after
/// `current`: the club's is confirmed at once; a member's and the league password's await.
pub fn reported(
    current: Option<&Confirmation>,
    actor: &Actor,
    parties: &Parties,
    now_ms: i64,
    what: &str,
) -> Result<Confirmation> {
    let mv = if current.is_some() {
        Move::Correct
    } else {
        Move::Report
    };
    match decide(current, mv, actor, parties, now_ms, what)? {
        Outcome::Changed(after) => Ok(after),
        Outcome::Unchanged | Outcome::Withdrawn => Err(Error::internal("a report always writes")),
    }
}

/// A dispute's reason, trimmed: 1 to [`REASON_MAX_CHARS`] characters (422
/// `dispute_reason_required`, `dispute_reason_too_long`).
pub(super) fn checked_reason(reason: Option<String>) -> Result<String> {
    let reason = reason.map(|r| r.trim().to_string()).unwrap_or_default();
    if reason.is_empty() {
        return Err(Error::invalid(
            "reason",
            "dispute_reason_required",
            "Say what is wrong with the result",
        ));
    }
    if reason.chars().count() > REASON_MAX_CHARS {
        return Err(Error::invalid(
            "reason",
            "dispute_reason_too_long",
            format!("A reason has at most {REASON_MAX_CHARS} characters"),
        ));
    }
    Ok(reason)
}

/// A confirmation as the audit trail keeps it.
pub(super) fn confirmation_json(c: &Confirmation) -> serde_json::Value {
    json!({ "state": c.state.as_str(), "reportedBy": c.reported_by, "reportedAt": c.reported_at,
            "confirmBy": c.confirm_by, "reason": c.dispute_reason })
}

/// How an answer is named in the audit trail and the league's history.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Answer {
    Confirmed,
    AutoConfirmed,
    Disputed,
    Withdrawn,
    Settled,
}

impl Answer {
    fn of(mv: &Move) -> Answer {
        match mv {
            Move::Dispute { .. } => Answer::Disputed,
            Move::Tick => Answer::AutoConfirmed,
            Move::Withdraw => Answer::Withdrawn,
            Move::Settle { .. } => Answer::Settled,
            _ => Answer::Confirmed,
        }
    }

    fn audited(self) -> &'static str {
        match self {
            Answer::Confirmed => "result_confirmed",
            Answer::AutoConfirmed => "result_auto_confirmed",
            Answer::Disputed => "result_disputed",
            Answer::Withdrawn => "claim_withdrawn",
            Answer::Settled => "result_settled",
        }
    }
}

/// What an answer wrote beyond the confirmation.
#[derive(Debug, Default)]
struct Written {
    /// The answer moved standings, points or the champion (a claim or a disputer's version
    /// now counts, a claim is gone, a final is confirmed): it is published as a result
    /// change (`match_result`).
    moved: bool,
    /// The later knockout results it cleared, as they were.
    cleared: Vec<MatchRow>,
}

/// What a move brings besides itself: a dispute's own version, and whether the club clears
/// the later results a settled version invalidates.
struct With<V> {
    version: Option<V>,
    clear_later: bool,
}

impl<V> With<V> {
    fn nothing() -> Self {
        With {
            version: None,
            clear_later: false,
        }
    }
}

/// A result the players confirm: a tournament match's or a league match's. Each kind says
/// how it is stored and what an answer changes; the rules are the domain's, the same for both.
trait Confirmable: Sized + Send + 'static {
    /// Its id.
    type Id: Copy + Send + std::fmt::Display + 'static;
    /// A version of its result that does not stand: a disputer's.
    type Version: Clone + Send + 'static;
    /// "result" or "score", in messages.
    const WHAT: &'static str;
    /// Its kind in the audit trail's subjects: `match` or `league_match`.
    const SUBJECT: &'static str;
    /// The match, or 404.
    fn load(conn: &Connection, id: Self::Id) -> Result<Option<Self>>;
    /// Its confirmation; none before any result.
    fn confirmation(&self) -> Option<&Confirmation>;
    /// Its players, the player its result favours, and whether it is a walkover or a claim.
    fn parties(&self) -> Parties;
    /// Whether its dispute came with the disputer's own version.
    fn has_dispute_version(&self) -> bool;
    /// Whether `version` is a result this match could have (422 with the score's code).
    fn check_version(&self, version: &Self::Version) -> Result<()>;
    /// Writes the outcome of `mv` on `before` at `at` (unix seconds): the confirmation, a
    /// dispute's version, and the result that now counts when the move makes one count.
    fn write(
        conn: &Connection,
        before: &Self,
        mv: &Move,
        outcome: &Outcome,
        with: &With<Self::Version>,
        at: i64,
    ) -> Result<Written>;
    /// The ids the clock finds due at `now_ms`.
    fn due(conn: &Connection, now_ms: i64) -> Result<Vec<Self::Id>>;
    /// The change of an answer from `before` to `after`, with its one audit record (and, for
    /// the league, its history entry) and its notices.
    fn answered(
        before: &Self,
        after: &Self,
        actor: &Actor,
        answer: Answer,
        at: i64,
        written: &Written,
    ) -> Change;
    /// Who sits in its tournament's knockout before an answer (none for the league).
    fn seats(conn: &Connection, before: &Self) -> Result<Option<super::decided::Seats>>;
    /// The players told what the answer decided (docs/rules.md#notices): the reporter that the
    /// opponent confirmed, both players what the club settled, the players of the later
    /// results it cleared and of the knockout seats it moved (`seats` as they were).
    fn decided(
        conn: &Connection,
        after: &Self,
        actor: &Actor,
        answer: Answer,
        written: &Written,
        seats: Option<&super::decided::Seats>,
    ) -> Result<Vec<crate::db::notices::Outgoing>>;
}

fn not_found(what: &str) -> Error {
    if what == "score" {
        Error::not_found("league_match_not_found", "League match")
    } else {
        Error::not_found("match_not_found", "Match")
    }
}

/// A disputer's own version as sent: its winner named by `winnerId`, or in doubles by
/// `winnerTeam` (docs/rules.md#doubles), and its score.
#[derive(Debug, Clone)]
pub struct NamedVersion {
    /// The winner, in singles.
    pub winner_id: Option<PlayerId>,
    /// The winning team, 1 or 2, in doubles.
    pub winner_team: Option<i64>,
    /// The score, from player 1's side.
    pub score: String,
}

impl Club {
    /// The one path of every answer: in one transaction, `actor`'s move `mv` on match `id`
    /// as the domain decides it, with what the move brings. A move that changes nothing (a
    /// second confirmation, a tick with nothing due) writes, publishes and tells nothing.
    /// Returns the match as it stands, and whether the move changed it.
    async fn answer<T: Confirmable>(
        &self,
        actor: Actor,
        id: T::Id,
        mv: Move,
        with: With<T::Version>,
    ) -> Result<(T, bool)> {
        let now = self.clock().now();
        let (now_ms, at) = (now.timestamp_millis(), now.timestamp());
        self.apply_if_changed(move |tx| {
            let before = T::load(tx, id)?.ok_or_else(|| not_found(T::WHAT))?;
            let answer = Answer::of(&mv);
            let mv = match mv {
                Move::Settle { accept, seen, .. } => Move::Settle {
                    accept,
                    seen,
                    version: before.has_dispute_version(),
                },
                other => other,
            };
            let outcome = decide(
                before.confirmation(),
                mv.clone(),
                &actor,
                &before.parties(),
                now_ms,
                T::WHAT,
            )?;
            if outcome == Outcome::Unchanged {
                return Ok(((before, false), None));
            }
            if outcome == Outcome::Withdrawn {
                // Withdrawing a claim tells the opponent: it spends the report's budget.
                let subject = audit::subject(T::SUBJECT, id);
                super::budgets::check_report_change(tx, &subject, &actor)?;
            }
            if let Some(version) = &with.version {
                before.check_version(version)?;
            }
            let seats = T::seats(tx, &before)?;
            let written = T::write(tx, &before, &mv, &outcome, &with, at)?;
            // The question "confirm or dispute" is answered, whoever answered it.
            crate::db::notices::answered(
                tx,
                crate::domain::notices::NoticeKind::ResultReported,
                &audit::subject(T::SUBJECT, id),
                at,
            )?;
            let after =
                T::load(tx, id)?.ok_or_else(|| Error::internal("answered match vanished"))?;
            let change = T::answered(&before, &after, &actor, answer, at, &written).notify(
                T::decided(tx, &after, &actor, answer, &written, seats.as_ref())?,
            );
            Ok(((after, true), Some(change)))
        })
        .await
    }

    /// The clock's tick over one kind of match: confirms each result that awaited past
    /// `confirmBy`, one write each. Returns the ids it confirmed.
    async fn confirm_due<T: Confirmable>(&self) -> Result<Vec<T::Id>> {
        let now_ms = self.clock().now().timestamp_millis();
        let due = self.read(move |conn| T::due(conn, now_ms)).await?;
        let mut confirmed = Vec::new();
        for id in due {
            match self
                .answer::<T>(Actor::Clock, id, Move::Tick, With::nothing())
                .await
            {
                Ok((_, true)) => confirmed.push(id),
                // Answered, corrected or deleted since it was read: nothing left to do.
                Ok((_, false)) => {}
                Err(Error::NotFound { .. }) => {}
                Err(err) => return Err(err),
            }
        }
        Ok(confirmed)
    }

    /// Confirms the result of match `id` for `actor`: the opponent of the player who reported
    /// it, or the admin (the league password gets 403 `admin_only`, a visitor 401
    /// `sign_in_required`). With `seen`, the `reportedAt` (unix ms) of the version the confirmer
    /// was shown: a later correction gets 409 `result_changed`. Confirming a confirmed result
    /// again changes nothing. Confirming a walkover claim is its result's write.
    pub async fn confirm_result(
        &self,
        actor: Actor,
        id: MatchId,
        seen: Option<i64>,
    ) -> Result<MatchRow> {
        may_record(&actor)?;
        let mv = Move::Confirm { seen };
        Ok(self
            .answer::<MatchRow>(actor, id, mv, With::nothing())
            .await?
            .0)
    }

    /// Confirms the score of league match `id` for `actor`, as [`Club::confirm_result`] does a
    /// result: a score entered with the league password only by the player it does not favour
    /// (either, for a draw). The league password gets 403 `admin_only`, a visitor 401
    /// `sign_in_required`.
    pub async fn confirm_league_score(
        &self,
        actor: Actor,
        id: LeagueMatchId,
        seen: Option<i64>,
    ) -> Result<LeagueRow> {
        may_record(&actor)?;
        let mv = Move::Confirm { seen };
        Ok(self
            .answer::<LeagueRow>(actor, id, mv, With::nothing())
            .await?
            .0)
    }

    /// Disputes the result (or walkover claim) of match `id` for member `player`, its
    /// reporter's opponent, with `reason` (1 to 500 characters) and, optionally, their own
    /// version, while it awaits confirmation. A result stays counted; both wait for the admin.
    pub async fn dispute_result(
        &self,
        player: PlayerId,
        id: MatchId,
        reason: Option<String>,
        version: Option<NamedVersion>,
    ) -> Result<MatchRow> {
        let mv = Move::Dispute {
            reason: checked_reason(reason)?,
        };
        // The version's winner as the match names its sides: a doubles one by its team. The
        // teams of a match are fixed once it is playable; the write checks the key again.
        let version = match version {
            None => None,
            Some(named) => {
                let row = self
                    .read(move |conn| {
                        crate::db::matches::get(conn, id)?
                            .ok_or_else(|| Error::not_found("match_not_found", "Match"))
                    })
                    .await?;
                let winner_id =
                    super::winners::winner_named(&row, named.winner_id, named.winner_team)?;
                Some(Version {
                    winner_id,
                    score: named.score,
                })
            }
        };
        let with = With {
            version,
            clear_later: false,
        };
        Ok(self
            .answer::<MatchRow>(Actor::Member(player), id, mv, with)
            .await?
            .0)
    }

    /// Disputes the score of league match `id` for member `player`, as
    /// [`Club::dispute_result`] does a result, optionally with their own score.
    pub async fn dispute_league_score(
        &self,
        player: PlayerId,
        id: LeagueMatchId,
        reason: Option<String>,
        version: Option<LeagueVersion>,
    ) -> Result<LeagueRow> {
        let mv = Move::Dispute {
            reason: checked_reason(reason)?,
        };
        let with = With {
            version,
            clear_later: false,
        };
        Ok(self
            .answer::<LeagueRow>(Actor::Member(player), id, mv, with)
            .await?
            .0)
    }

    /// The claimant of a walkover in match `id` takes it back: the match is to be played
    /// (409 `claim_missing` without a claim, 403 `not_claimant` for anyone else).
    pub async fn withdraw_claim(&self, player: PlayerId, id: MatchId) -> Result<MatchRow> {
        Ok(self
            .answer::<MatchRow>(Actor::Member(player), id, Move::Withdraw, With::nothing())
            .await?
            .0)
    }

    /// The club settles the disputed result of match `id`, as shown at `seen` (unix ms):
    /// `accept` the report, or the dispute's version (with `clear_later` for the later results
    /// it invalidates). Accepting a claim's dispute that came without a version withdraws the
    /// claim; a counted result's gets 409 `dispute_has_no_version`.
    pub async fn settle_result(
        &self,
        by: Console,
        id: MatchId,
        accept: Accept,
        seen: i64,
        clear_later: bool,
    ) -> Result<MatchRow> {
        let mv = Move::Settle {
            accept,
            seen,
            version: false,
        };
        let with = With {
            version: None,
            clear_later,
        };
        Ok(self
            .answer::<MatchRow>(Actor::Admin(by), id, mv, with)
            .await?
            .0)
    }

    /// The club settles the disputed score of league match `id`, as
    /// [`Club::settle_result`] does a result.
    pub async fn settle_league_score(
        &self,
        by: Console,
        id: LeagueMatchId,
        accept: Accept,
        seen: i64,
    ) -> Result<LeagueRow> {
        let mv = Move::Settle {
            accept,
            seen,
            version: false,
        };
        Ok(self
            .answer::<LeagueRow>(Actor::Admin(by), id, mv, With::nothing())
            .await?
            .0)
    }

    /// One tick of the club's timer: confirms, as the club, each result that awaited its
    /// opponent past `confirmBy`, one write each, with its live event and audit record. A
    /// walkover claim never confirms itself: it waits for the admin. Returns the tournament
    /// matches confirmed; the league's scores are confirmed on the same tick.
    pub async fn confirm_due_results(&self) -> Result<Vec<MatchId>> {
        let confirmed = self.confirm_due_tournament_results().await?;
        self.confirm_due_league_scores().await?;
        Ok(confirmed)
    }

    /// The club's timer, for the tournaments alone: confirms each result that awaited past
    /// `confirmBy`. Returns the matches confirmed.
    pub async fn confirm_due_tournament_results(&self) -> Result<Vec<MatchId>> {
        self.confirm_due::<MatchRow>().await
    }

    /// The club's timer, for the league: confirms each score that awaited past `confirmBy`,
    /// with its history entry. Returns the league matches confirmed.
    pub async fn confirm_due_league_scores(&self) -> Result<Vec<LeagueMatchId>> {
        self.confirm_due::<LeagueRow>().await
    }

    /// The admin's queue: disputed results, and walkover claims that waited past their 48
    /// hours, the oldest report first.
    pub async fn results_for_the_admin(&self) -> Result<Vec<MatchRow>> {
        let now_ms = self.clock().now().timestamp_millis();
        self.read(move |conn| Ok(matches::waiting_for_admin(conn, now_ms)?))
            .await
    }

    /// The disputed league scores, waiting for the admin, the oldest report first.
    pub async fn league_scores_for_the_admin(&self) -> Result<Vec<LeagueRow>> {
        self.read(move |conn| Ok(league::disputed(conn)?)).await
    }
}
