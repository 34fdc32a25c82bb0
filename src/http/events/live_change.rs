//! What the public hears of a write: the `data:` of an `event: change` message, made from the
//! change record with the private kinds and writes left out.

use serde::Serialize;
use utoipa::ToSchema;

use crate::club::{Change, ChangeKind};
use crate::domain::ids::{LeagueMatchId, MatchId, PlayerId, TournamentId};

/// The `data:` of an `event: change` message: what the public may hear of a write.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LiveChange {
    /// What kind of write it was.
    #[schema(example = "match_result")]
    pub kind: LiveChangeKind,
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
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player_ids: Option<Vec<PlayerId>>,
}

impl LiveChange {
    /// What the public hears of `change`, or `None` when no public page may hear of it:
    /// drafts are the admin's; pending registrations (their signup, edits, deletion and
    /// rejection), invitation links and fees show on no public page.
    pub(super) fn of(change: &Change) -> Option<Self> {
        if change.draft || change.pending {
            return None;
        }
        Some(LiveChange {
            kind: LiveChangeKind::of(change.kind)?,
            tournament_id: change.tournament_id,
            match_id: change.match_id,
            league_match_id: change.league_match_id,
            player_ids: (!change.player_ids.is_empty()).then(|| change.player_ids.clone()),
        })
    }
}

/// The kinds of write the public hears of: those of the change record that a public page
/// shows, under the same names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum LiveChangeKind {
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
    /// A player's result was confirmed or disputed; `tournamentId` is null for a league score.
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
}

impl LiveChangeKind {
    /// The live kind of `kind`, or `None` for a write no public page shows: a signup, a
    /// rejection, an invitation link, the fees.
    pub(super) fn of(kind: ChangeKind) -> Option<Self> {
        use ChangeKind as K;
        use LiveChangeKind as L;
        Some(match kind {
            K::TournamentCreated => L::TournamentCreated,
            K::TournamentEdited => L::TournamentEdited,
            K::TournamentDeleted => L::TournamentDeleted,
            K::MatchesGenerated => L::MatchesGenerated,
            K::MatchResult => L::MatchResult,
            K::MatchScheduled => L::MatchScheduled,
            K::ResultAnswered => L::ResultAnswered,
            K::LeagueMatchCreated => L::LeagueMatchCreated,
            K::LeagueScore => L::LeagueScore,
            K::LeagueMatchCancelled => L::LeagueMatchCancelled,
            K::LeagueMatchDeleted => L::LeagueMatchDeleted,
            K::PlayerAdded => L::PlayerAdded,
            K::PlayerEdited => L::PlayerEdited,
            K::PlayerDeleted => L::PlayerDeleted,
            K::PlayerApproved => L::PlayerApproved,
            K::PlayerSignedUp
            | K::PlayerRejected
            | K::InvitationCreated
            | K::InvitationRevoked
            | K::FeesChanged => return None,
        })
    }
}
