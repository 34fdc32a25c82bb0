//! The committee (docs/rules.md#committee): the admin (the password) makes approved members
//! organizers, and takes the role back; an organizer opens the console in their own name
//! from their member session. Every grant and removal is in the audit trail, and a removal
//! ends the organizer's console at once.

use rusqlite::Connection;

use super::members::MemberSession;
use super::{Club, Error, Result};
use crate::clients::ClientKey;
use crate::db::interest;
use crate::db::players::{self, PlayerStatus, Role};
use crate::db::sessions::OpenedBy;
use crate::domain::ids::{LeagueMatchId, MatchId, PlayerId, TournamentId};
use crate::domain::session::SessionKind;

/// Reads a role as a request names it: 422 `role_required` without one, `role_unknown` for
/// anything but `member` or `organizer`.
pub fn parse_role(role: Option<&str>) -> Result<Role> {
    let Some(text) = role else {
        return Err(Error::invalid(
            "role",
            "role_required",
            "Say which role: member or organizer.",
        ));
    };
    Role::parse(text)
        .ok_or_else(|| Error::invalid("role", "role_unknown", "A role is `member` or `organizer`."))
}

/// The refusal of what stays with the password to an organizer's console: roles, sign-in
/// links for others, a player's email and phone, point adjustments, ending every session.
pub fn password_admin_only() -> Error {
    Error::forbidden(
        "password_admin_only",
        "Only the admin, with the admin password, can do this; an organizer cannot.",
    )
}

/// What an organizer's console write is about, as the request names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Subject {
    /// A tournament match.
    Match(MatchId),
    /// A league match.
    LeagueMatch(LeagueMatchId),
    /// A new league match between these two (either may be missing from a bad request).
    NewLeagueMatch([Option<PlayerId>; 2]),
    /// A tournament: an existing one, or a new one; with the players the request would
    /// select into it.
    Tournament(Option<TournamentId>, Vec<PlayerId>),
    /// A player's record, level, fee or standing.
    Player(PlayerId),
}

/// What an organizer has at stake in a [`Subject`] (docs/rules.md#committee).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stake {
    /// Nothing: the console decides as the password's would.
    None,
    /// A match they play, tournament or league.
    OwnMatch,
    /// Their own record, a tournament they play in, or a match of a tournament they are
    /// still playing in.
    OwnInterest,
}

/// 403 `own_match`: an organizer's console never decides a match they play.
pub fn own_match() -> Error {
    Error::forbidden(
        "own_match",
        "You play this match: act on it from your own page, as the member you are. Another \
         organizer or the admin decides it in the console.",
    )
}

/// 403 `own_interest`: an organizer's console never decides their own record, a tournament
/// they play in, or a match of a tournament they are still playing in.
pub fn own_interest() -> Error {
    Error::forbidden(
        "own_interest",
        "This decides your own standing or a tournament you play in: another organizer or the \
         admin decides it.",
    )
}

/// Whether an organizer's edit of player `current` touches what stays with the password: an
/// email or phone other than the stored one, or a ranking total other than `total_now`.
pub fn organizer_may_edit(
    current: &crate::db::players::PlayerRecord,
    changes: &crate::db::players::PlayerChanges,
    total_points: Option<i64>,
    total_now: i64,
) -> Result<()> {
    let email_differs = changes.email.as_ref().is_some_and(|e| *e != current.email);
    let phone_differs = changes.phone.as_ref().is_some_and(|p| *p != current.phone);
    let points_differ = total_points.is_some_and(|wanted| wanted != total_now);
    if email_differs || phone_differs || points_differ {
        return Err(password_admin_only());
    }
    Ok(())
}

/// Whether `opened_by` may open the console now: the player is an approved organizer and
/// the member session is theirs and live; 403 `not_organizer` otherwise.
pub fn may_open_console(conn: &Connection, opened_by: OpenedBy) -> Result<()> {
    let organizer = players::get(conn, opened_by.player)?
        .is_some_and(|p| p.status == PlayerStatus::Approved && p.role == Role::Organizer);
    let session_is_theirs =
        crate::db::members::session_belongs_to(conn, opened_by.member_session, opened_by.player)?;
    if organizer && session_is_theirs {
        Ok(())
    } else {
        Err(Error::forbidden(
            "not_organizer",
            "Only an organizer opens the console in their own name. Ask the admin.",
        ))
    }
}

/// An organizer as the console names them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Organizer {
    /// Their player id.
    pub player_id: PlayerId,
    /// Their name.
    pub name: String,
}

impl Club {
    /// Opens the console for the organizer signed in with `member` (docs/rules.md#committee):
    /// an admin session of `token` until `expires_at`, in their name, ending with their role,
    /// with them and with that member session. 403 `not_organizer` for anyone else.
    pub async fn open_console(
        &self,
        member: &MemberSession,
        token: &str,
        expires_at: i64,
        client: ClientKey,
    ) -> Result<()> {
        let opened_by = OpenedBy {
            player: member.player_id,
            member_session: member.id,
        };
        self.start_session_of(
            SessionKind::Admin,
            token,
            expires_at,
            client,
            Some(opened_by),
        )
        .await
    }

    /// The organizer `player`, for the console's status; none once they are no organizer.
    pub async fn organizer(&self, player: PlayerId) -> Result<Option<Organizer>> {
        self.read(move |conn| {
            Ok(players::get(conn, player)?
                .filter(|p| p.role == Role::Organizer)
                .map(|p| Organizer {
                    player_id: p.id,
                    name: p.name,
                }))
        })
        .await
    }

    /// What the organizer `organizer` has at stake in `subject`. A subject that does not
    /// exist is at nobody's stake: the call answers its own 404.
    pub async fn stake(&self, organizer: PlayerId, subject: Subject) -> Result<Stake> {
        self.read(move |conn| {
            Ok(match subject {
                Subject::Match(id) => match interest::match_stake(conn, id, organizer)? {
                    Some(stake) if stake.plays => Stake::OwnMatch,
                    Some(stake) if stake.still_playing => Stake::OwnInterest,
                    _ => Stake::None,
                },
                Subject::LeagueMatch(id) => {
                    if interest::plays_league_match(conn, id, organizer)? == Some(true) {
                        Stake::OwnMatch
                    } else {
                        Stake::None
                    }
                }
                Subject::NewLeagueMatch(pair) => {
                    if pair.contains(&Some(organizer)) {
                        Stake::OwnMatch
                    } else {
                        Stake::None
                    }
                }
                Subject::Tournament(id, selected) => {
                    let plays = match id {
                        Some(id) => interest::plays_in_tournament(conn, id, organizer)?,
                        None => false,
                    };
                    if plays || selected.contains(&organizer) {
                        Stake::OwnInterest
                    } else {
                        Stake::None
                    }
                }
                Subject::Player(id) if id == organizer => Stake::OwnInterest,
                Subject::Player(_) => Stake::None,
            })
        })
        .await
    }
}
