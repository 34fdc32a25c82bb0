//! One record of what each write changed: its kind and the tournament, match, league match
//! and players it touched. Every use case that writes returns one; [`super::Club::apply`]
//! hands it, as the write commits and in commit order, to the listeners registered with
//! [`super::Club::on_commit`]: the response cache's revisions and the live events to open
//! pages. The league's history and the audit trail are written from it inside the write's
//! own transaction. None keeps its own idea of what a write touched.
//!
//! Only ids and kinds travel here, never personal data, so a listener may pass a change on
//! to the public as it is (drafts and pending registrations aside: see [`Change::draft`] and
//! [`Change::pending`]). A league write also carries
//! its history entry (who, when, before and after) to [`super::Club::apply`], which writes it
//! in the write's own transaction and takes it off before anyone hears the change; so do the
//! records of the club's audit trail that a write carries.

use serde::Serialize;

use crate::db::audit;
use crate::db::league_history::Entry;
use crate::db::notices::Outgoing;
use crate::domain::ids::{LeagueMatchId, MatchId, PlayerId, TournamentId};

/// What kind of write it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ChangeKind {
    /// A tournament was created.
    TournamentCreated,
    /// A tournament's details, status or players changed.
    TournamentEdited,
    /// A tournament was deleted.
    TournamentDeleted,
    /// A tournament's schedule was (re)generated.
    MatchesGenerated,
    /// A tournament match's result was recorded or changed.
    MatchResult,
    /// When and where a tournament match is played was set, or its days were extended.
    MatchScheduled,
    /// A player's result was confirmed (by the opponent, the admin or the clock) or disputed:
    /// no score moved. A tournament match's names its tournament; a league score's none.
    ResultAnswered,
    /// A league match was created.
    LeagueMatchCreated,
    /// A league match's score was recorded or changed.
    LeagueScore,
    /// A pending league match was cancelled.
    LeagueMatchCancelled,
    /// The admin deleted a completed league match.
    LeagueMatchDeleted,
    /// The admin added a player.
    PlayerAdded,
    /// A player's details, avatar or points changed.
    PlayerEdited,
    /// A player was deleted.
    PlayerDeleted,
    /// A pending registration was approved.
    PlayerApproved,
    /// A pending registration was rejected.
    PlayerRejected,
    /// The admin set a season's fee, or marked or undid a payment: the admin's alone.
    FeesChanged,
    /// Someone signed up through an invitation (pending approval).
    PlayerSignedUp,
    /// The admin created an invitation link.
    InvitationCreated,
    /// The admin revoked an invitation link.
    InvitationRevoked,
}

impl ChangeKind {
    /// Whether the write may move a player's points: a day set for a match or an answer to a
    /// result moves none, so the kept totals need no refresh.
    pub fn moves_points(self) -> bool {
        !matches!(
            self,
            ChangeKind::MatchScheduled | ChangeKind::ResultAnswered
        )
    }
}

/// What one committed write changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Change {
    /// The kind of write.
    pub kind: ChangeKind,
    /// The tournament it touched.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tournament_id: Option<TournamentId>,
    /// The tournament match it touched.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub match_id: Option<MatchId>,
    /// The league match it touched.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub league_match_id: Option<LeagueMatchId>,
    /// The players whose public numbers or details it may have changed.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub player_ids: Vec<PlayerId>,
    /// The write touched a draft tournament only: the public must not hear of it.
    #[serde(skip)]
    pub draft: bool,
    /// The write touched a pending registration only: no public page shows it.
    #[serde(skip)]
    pub pending: bool,
    /// A league write's history entry, until the write's transaction has stored it: it names
    /// a client's address, so it never travels further.
    #[serde(skip)]
    pub league_entry: Option<Entry>,
    /// The audit trail's records of this write, until the write's transaction has stored
    /// them: they may hold what only the admin sees, so they never travel further.
    #[serde(skip)]
    pub audit: Vec<audit::Record>,
    /// The notices this write causes, until the write's transaction has written them to the
    /// outbox: they name who is told, so they never travel further.
    #[serde(skip)]
    pub notices: Vec<Outgoing>,
}

impl Change {
    /// A change of `kind` that touched nothing yet named.
    pub fn new(kind: ChangeKind) -> Self {
        Change {
            kind,
            tournament_id: None,
            match_id: None,
            league_match_id: None,
            player_ids: Vec::new(),
            draft: false,
            pending: false,
            league_entry: None,
            audit: Vec::new(),
            notices: Vec::new(),
        }
    }

    /// The tournament it touched.
    pub fn tournament(mut self, id: TournamentId) -> Self {
        self.tournament_id = Some(id);
        self
    }

    /// The tournament match it touched.
    pub fn in_match(mut self, id: MatchId) -> Self {
        self.match_id = Some(id);
        self
    }

    /// The league match it touched.
    pub fn league_match(mut self, id: LeagueMatchId) -> Self {
        self.league_match_id = Some(id);
        self
    }

    /// The players it touched, in a stable order without repeats.
    pub fn players(mut self, ids: impl IntoIterator<Item = PlayerId>) -> Self {
        self.player_ids.extend(ids);
        self.player_ids.sort_unstable();
        self.player_ids.dedup();
        self
    }

    /// The league history's entry of this write.
    pub fn recorded(mut self, entry: Entry) -> Self {
        self.league_entry = Some(entry);
        self
    }

    /// A record of the audit trail for this write.
    pub fn audited(mut self, record: audit::Record) -> Self {
        self.audit.push(record);
        self
    }

    /// Notices this write causes (docs/rules.md#notices).
    pub fn notify(mut self, notices: impl IntoIterator<Item = Outgoing>) -> Self {
        self.notices.extend(notices);
        self
    }

    /// Marks a change to a draft tournament (private to the admin).
    pub fn in_draft(mut self, draft: bool) -> Self {
        self.draft = draft;
        self
    }

    /// Marks a change to a pending registration (private to the admin).
    pub fn of_pending(mut self, pending: bool) -> Self {
        self.pending = pending;
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_day_set_or_an_answer_to_a_result_moves_no_points() {
        assert!(!ChangeKind::MatchScheduled.moves_points());
        assert!(!ChangeKind::ResultAnswered.moves_points());
        for kind in [
            ChangeKind::MatchResult,
            ChangeKind::LeagueScore,
            ChangeKind::TournamentEdited,
            ChangeKind::PlayerEdited,
        ] {
            assert!(kind.moves_points(), "{kind:?}");
        }
    }

    #[test]
    fn a_change_carries_ids_and_kind_only() {
        let change = Change::new(ChangeKind::MatchResult)
            .tournament(TournamentId(3))
            .in_match(MatchId(41))
            .players([PlayerId(9), PlayerId(2), PlayerId(9)]);
        assert_eq!(
            serde_json::to_value(&change).unwrap(),
            serde_json::json!({
                "kind": "match_result", "tournamentId": 3, "matchId": 41, "playerIds": [2, 9]
            })
        );
        let draft = Change::new(ChangeKind::TournamentEdited)
            .tournament(TournamentId(5))
            .in_draft(true);
        assert_eq!(
            serde_json::to_value(&draft).unwrap(),
            serde_json::json!({ "kind": "tournament_edited", "tournamentId": 5 }),
            "whether it is a draft is the server's business"
        );
    }
}
