//! Who is told what (docs/rules.md#notices). A write that concerns members adds its notices
//! to its [`Change`](super::Change) with the builders here; [`super::Club::apply`] writes them
//! to the outbox in the write's own transaction, so a change that rolls back tells no one.
//! Timed notices (a member's week on Monday, a deadline tomorrow, the admin's morning list,
//! a walkover waiting past its 48 hours) ride on no write: [`Club::write_timed_notices`]
//! writes them with a unique key of kind, subject and club date, so a restart or a second
//! timer never writes one twice.
//!
//! Delivery beyond the app is the outbox's: each notice gets a delivery row per configured
//! channel its member left on (src/jobs/delivery.rs sends them). The in-app list is immediate.

use std::collections::BTreeMap;

use rusqlite::Connection;
use tokio::sync::broadcast;

use super::{Club, Error, Result};
use crate::db::league::LeagueRow;
use crate::db::matches::MatchRow;
use crate::db::notices::{self, Channels, Outgoing};
pub use crate::db::notices::{DeliverySummary, NoticePage, StoredNotice};
use crate::db::tournaments;
use crate::domain::actor::Actor;
use crate::domain::audience::{Audience, Change as Told, who_is_told};
use crate::domain::confirmation::State;
use crate::domain::ids::{MatchId, PlayerId, TournamentId};
use crate::domain::notices::{Channel, Notice, NoticeKind};
use crate::domain::score::TennisScore;
use crate::domain::tournament::TournamentStatus;

mod timed;

pub use timed::timed;
use timed::walkovers_waiting;

/// A notice just written for a member, heard by their open sessions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Arrival {
    /// The member told.
    pub player_id: PlayerId,
    /// The notice.
    pub notice_id: i64,
}

/// How many arrivals a slow listener may fall behind before it misses some.
pub const ARRIVAL_BACKLOG: usize = 256;

/// How long delivered rows are kept: 7 days.
pub const KEEP_DELIVERED_SECS: i64 = 7 * 24 * 3600;
/// How long notices are kept: 90 days.
pub const KEEP_NOTICES_SECS: i64 = 90 * 24 * 3600;

pub(super) fn to_member(player: PlayerId, notice: Notice) -> Outgoing {
    Outgoing {
        to: Some(player),
        notice,
        unique_key: None,
    }
}

/// `notice` for the admin, when `told` names them.
fn to_admin(told: &Audience, notice: Notice) -> Vec<Outgoing> {
    if !told.admin {
        return Vec::new();
    }
    vec![Outgoing {
        to: None,
        notice,
        unique_key: None,
    }]
}

/// "Ana vs Bea".
fn pairing(first: Option<&str>, second: Option<&str>) -> String {
    format!("{} vs {}", first.unwrap_or("?"), second.unwrap_or("?"))
}

/// The notice to the opponent of member `reporter`, who has just recorded (or corrected) the
/// result of `row`: the score from the opponent's side, to confirm or dispute.
pub fn result_reported(row: &MatchRow, reporter: PlayerId) -> Vec<Outgoing> {
    let reporters = row.side_of(reporter);
    let by = match reporters {
        Some(1) => row.player1_name.clone(),
        Some(2) => row.player2_name.clone(),
        _ => None,
    };
    // The other side, which confirms (in doubles both of its players; the reporter's partner
    // has nothing to answer).
    let concerned: Vec<PlayerId> = row
        .everyone()
        .into_iter()
        .filter(|p| *p == reporter || row.side_of(*p) != reporters)
        .collect();
    let told = who_is_told(Told::ResultReported, &Actor::Member(reporter), &concerned);
    told.members
        .into_iter()
        .map(|player| {
            let second = row.side_of(player) == Some(2);
            to_member(
                player,
                Notice::ResultReported {
                    match_id: Some(row.id),
                    league_match_id: None,
                    by: by.clone(),
                    score: score_seen(
                        row.score
                            .as_deref()
                            .or(row.claim.as_ref().map(|c| c.score.as_str()))
                            .unwrap_or_default(),
                        second,
                    ),
                    awaiting: true,
                },
            )
        })
        .collect()
}

/// `score` (from player 1's side) as `player 2` reads it, when `second`.
pub(super) fn score_seen(score: &str, second: bool) -> String {
    match TennisScore::parse(score) {
        Ok(parsed) if second => parsed.seen_by_player2().to_string(),
        _ => score.to_string(),
    }
}

/// The notices of a league score entered by `actor`: a member tells the other player, the
/// league password both (neither entered it as far as the club knows), the admin nobody. The
/// score awaits their confirmation unless the admin entered it.
pub fn league_scored(row: &LeagueRow, actor: &Actor) -> Vec<Outgoing> {
    let (by, reporter) = match actor {
        Actor::Admin(_) | Actor::LeaguePassword(_) | Actor::Visitor | Actor::Clock => (None, None),
        Actor::Member(player) => {
            let name = if *player == row.player1_id {
                row.player1_name.clone()
            } else {
                row.player2_name.clone()
            };
            (Some(name), Some(*player))
        }
    };
    let awaiting = row
        .confirmation
        .as_ref()
        .is_some_and(|c| c.state == State::Awaiting);
    let concerned = [row.player1_id, row.player2_id];
    let told = who_is_told(Told::ResultReported, actor, &concerned);
    told.members
        .into_iter()
        .map(|player| {
            // A score the league password entered is answered only by the player it does not
            // favour: the winner is told, not asked.
            let awaiting = awaiting && (reporter.is_some() || row.winner_id != Some(player));
            to_member(
                player,
                Notice::ResultReported {
                    match_id: None,
                    league_match_id: Some(row.id),
                    by: by.clone(),
                    score: super::score_sides::league_sets(row, player == row.player2_id),
                    awaiting,
                },
            )
        })
        .collect()
}

/// The notice of a league challenge made by `actor`: player 2 is told that player 1
/// challenged them. The admin's own league matches are no challenge.
pub fn challenged(row: &LeagueRow, actor: &Actor) -> Vec<Outgoing> {
    let Some(date) = crate::domain::calendar::parse_date(&row.date) else {
        return Vec::new();
    };
    let concerned = [row.player1_id, row.player2_id];
    let told = who_is_told(Told::Challenged, actor, &concerned);
    told.members
        .into_iter()
        .map(|player| {
            to_member(
                player,
                Notice::Challenged {
                    league_match_id: row.id,
                    challenger: row.player1_name.clone(),
                    date,
                },
            )
        })
        .collect()
}

/// The notice of a match scheduled or moved by member `actor`: the other player is told the
/// day, and the time and court when set. For the schedule's `PATCH` (a write by the admin
/// tells both players: pass `None`).
pub fn match_scheduled(
    row: &MatchRow,
    actor: Option<PlayerId>,
    date: chrono::NaiveDate,
    time: Option<String>,
    cancha: Option<String>,
) -> Vec<Outgoing> {
    let concerned = row.everyone();
    let actor = actor.map_or(Actor::ADMIN, Actor::Member);
    let told = who_is_told(Told::MatchScheduled, &actor, &concerned);
    told.members
        .into_iter()
        .map(|player| {
            let opponent = if row.side_of(player) == Some(1) {
                row.player2_name.clone()
            } else {
                row.player1_name.clone()
            };
            to_member(
                player,
                Notice::MatchScheduled {
                    match_id: row.id,
                    opponent: opponent.unwrap_or_default(),
                    date,
                    time: time.clone(),
                    cancha: cancha.clone(),
                },
            )
        })
        .collect()
}

/// The admin's notice of a result `actor` disputed.
pub fn disputed(row: &MatchRow, actor: &Actor) -> Vec<Outgoing> {
    let reason = row
        .confirmation
        .as_ref()
        .and_then(|c| c.dispute_reason.clone())
        .unwrap_or_default();
    let concerned = row.everyone();
    let told = who_is_told(Told::ResultDisputed, actor, &concerned);
    to_admin(
        &told,
        Notice::ResultDisputed {
            match_id: Some(row.id),
            league_match_id: None,
            players: pairing(row.player1_name.as_deref(), row.player2_name.as_deref()),
            reason,
        },
    )
}

/// The admin's notice of a league score `actor` disputed.
pub fn league_disputed(row: &LeagueRow, actor: &Actor) -> Vec<Outgoing> {
    let reason = row
        .confirmation
        .as_ref()
        .and_then(|c| c.dispute_reason.clone())
        .unwrap_or_default();
    let told = who_is_told(
        Told::ResultDisputed,
        actor,
        &[row.player1_id, row.player2_id],
    );
    to_admin(
        &told,
        Notice::ResultDisputed {
            match_id: None,
            league_match_id: Some(row.id),
            players: pairing(Some(&row.player1_name), Some(&row.player2_name)),
            reason,
        },
    )
}

/// The member's notice that the admin approved their signup.
pub fn approved(player: PlayerId) -> Vec<Outgoing> {
    let told = who_is_told(Told::SignupApproved, &Actor::ADMIN, &[player]);
    told.members
        .into_iter()
        .map(|player| to_member(player, Notice::SignupApproved {}))
        .collect()
}

/// The admin's notice of a signup waiting for approval, made by the player who signed up.
pub fn signup_waiting(player: PlayerId, name: &str) -> Vec<Outgoing> {
    let told = who_is_told(Told::SignupWaiting, &Actor::Member(player), &[player]);
    to_admin(
        &told,
        Notice::SignupWaiting {
            player_id: player,
            name: name.to_string(),
        },
    )
}

/// What a tournament's players see of its draw: none while it is a draft (or has no
/// schedule), else its matches. A draw is published when this becomes some, or changes.
pub fn draw_of(conn: &Connection, id: TournamentId) -> Result<Option<Vec<MatchId>>> {
    let Some(tournament) = tournaments::get(conn, id)? else {
        return Ok(None);
    };
    if !matches!(
        tournament.status,
        TournamentStatus::ComingSoon | TournamentStatus::Active
    ) {
        return Ok(None);
    }
    let ids: Vec<MatchId> = crate::db::matches::for_tournament(conn, id)?
        .iter()
        .map(|m| m.id)
        .collect();
    Ok((!ids.is_empty()).then_some(ids))
}

/// The notices of a draw published by the admin, when the write made tournament `id`'s draw
/// public or changed it (`before` is [`draw_of`] before the write): each of its players is
/// told their group or first opponent and first deadline.
pub fn draw_published(
    conn: &Connection,
    id: TournamentId,
    before: Option<Vec<MatchId>>,
) -> Result<Vec<Outgoing>> {
    let after = draw_of(conn, id)?;
    if after.is_none() || after == before {
        return Ok(Vec::new());
    }
    let tournament =
        tournaments::get(conn, id)?.ok_or_else(|| Error::internal("tournament vanished"))?;
    let start = crate::domain::calendar::parse_date(&tournament.start_date);
    let groups: BTreeMap<i64, String> = tournaments::groups(conn, id)?
        .into_iter()
        .map(|g| (g.id, g.name))
        .collect();
    let mut matches = crate::db::matches::for_tournament(conn, id)?;
    matches.sort_by_key(|m| (m.week, m.round, m.slot));
    let mut out = Vec::new();
    let mut concerned = tournaments::selected_player_ids(conn, id)?;
    // A doubles tournament's: every partner of every team.
    concerned.extend(crate::db::teams::players_of(conn, id)?);
    let told = who_is_told(Told::DrawPublished, &Actor::ADMIN, &concerned);
    // In seed order, as the draw lists them.
    for player in concerned.into_iter().filter(|p| told.tells(*p)) {
        let first = matches
            .iter()
            .find(|m| !m.is_bye && m.side_of(player).is_some());
        let opponent = first.and_then(|m| {
            if m.side_of(player) == Some(1) {
                m.player2_name.clone()
            } else {
                m.player1_name.clone()
            }
        });
        let group = first
            .and_then(|m| m.group_id)
            .and_then(|g| groups.get(&g).cloned());
        out.push(to_member(
            player,
            Notice::DrawPublished {
                tournament_id: id,
                tournament: tournament.name.clone(),
                group,
                opponent,
                deadline: first.zip(start).map(|(m, s)| deadline_of(s, m.week)),
            },
        ));
    }
    Ok(out)
}

/// The deadline of a match of week `week` (docs/rules.md#deadlines); an extension moves only
/// its `rescheduleUntil`.
pub(super) fn deadline_of(start: chrono::NaiveDate, week: i64) -> chrono::NaiveDate {
    crate::domain::deadlines::match_dates(start, week, 0).deadline
}

/// One member's choice for one kind: which channels are on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KindChoice {
    /// The kind.
    pub kind: NoticeKind,
    /// Email on.
    pub email: bool,
    /// Push on.
    pub push: bool,
}

impl Club {
    /// The channels notices may go out on besides the app; none until the operator
    /// configures one.
    pub fn set_delivery_channels(&self, channels: Channels) {
        *self.channels.write().unwrap_or_else(|e| e.into_inner()) = channels;
    }

    /// The configured channels.
    pub(super) fn delivery_channels(&self) -> Channels {
        self.channels
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// Whether the club delivers members' notices on `channel` (the operator configured it).
    pub fn sends_on(&self, channel: Channel) -> bool {
        self.delivery_channels().member.contains(&channel)
    }

    /// Hears every notice written for a member from now on, as its write commits.
    pub fn subscribe_notices(&self) -> broadcast::Receiver<Arrival> {
        self.arrivals.subscribe()
    }

    /// Member `player`'s notices, newest first, with the unread count.
    pub async fn member_notices(
        &self,
        player: PlayerId,
        limit: i64,
        offset: i64,
    ) -> Result<NoticePage> {
        self.read(move |conn| Ok(notices::page(conn, Some(player), limit, offset)?))
            .await
    }

    /// One of member `player`'s notices.
    pub async fn member_notice(&self, player: PlayerId, id: i64) -> Result<notices::StoredNotice> {
        self.read(move |conn| {
            notices::one(conn, player, id)?
                .ok_or_else(|| Error::not_found("notice_not_found", "Notice"))
        })
        .await
    }

    /// The admin's notices, newest first.
    pub async fn admin_notices(&self, limit: i64, offset: i64) -> Result<NoticePage> {
        self.read(move |conn| Ok(notices::page(conn, None, limit, offset)?))
            .await
    }

    /// Marks member `player`'s notices `ids` read, or all of them; returns the unread count
    /// left.
    pub async fn mark_notices_read(&self, player: PlayerId, ids: Option<Vec<i64>>) -> Result<i64> {
        let at = self.clock().now().timestamp();
        self.write(move |tx| {
            notices::mark_read(tx, player, ids.as_deref(), at)?;
            Ok(notices::unread(tx, player)?)
        })
        .await
    }

    /// Member `player`'s channels per kind (on unless turned off).
    pub async fn notice_preferences(&self, player: PlayerId) -> Result<Vec<KindChoice>> {
        self.read(move |conn| choices(conn, player)).await
    }

    /// Keeps member `player`'s channel choices; kinds left out stay as they were.
    pub async fn set_notice_preferences(
        &self,
        player: PlayerId,
        wanted: Vec<KindChoice>,
    ) -> Result<Vec<KindChoice>> {
        self.write(move |tx| {
            for choice in &wanted {
                notices::set_preference(tx, player, choice.kind, Channel::Email, choice.email)?;
                notices::set_preference(tx, player, choice.kind, Channel::Push, choice.push)?;
            }
            choices(tx, player)
        })
        .await
    }

    /// The outbox at a glance.
    pub async fn delivery_summary(&self) -> Result<DeliverySummary> {
        self.read(|conn| Ok(notices::summary(conn)?)).await
    }

    /// Writes the timed notices due now (the scheduler's tick): each once, by its unique key,
    /// in one transaction. Returns how many were new.
    pub async fn write_timed_notices(&self) -> Result<usize> {
        let now = self.clock().now();
        let channels = self.delivery_channels();
        let arrivals = self.arrivals.clone();
        let written = self
            .db
            .write_as_then(
                move |tx| {
                    let mut due = timed(tx, now)?;
                    due.extend(walkovers_waiting(tx, now.timestamp_millis())?);
                    let mut written = Vec::new();
                    for outgoing in &due {
                        if let Some(id) = notices::insert(tx, now, outgoing, &channels)? {
                            written.push((outgoing.to, id));
                            if outgoing.to.is_none() {
                                // The admin's notice reaches every organizer's list too.
                                for (player, copy) in notices::to_organizers(tx, id)? {
                                    written.push((Some(player), copy));
                                }
                            }
                        }
                    }
                    Ok::<_, Error>(written)
                },
                move |written| {
                    for (to, id) in written {
                        if let Some(player) = to {
                            let _ = arrivals.send(Arrival {
                                player_id: *player,
                                notice_id: *id,
                            });
                        }
                    }
                },
            )
            .await?;
        Ok(written.len())
    }

    /// Removes deliveries sent over 7 days ago and notices over 90 days old.
    pub async fn purge_notices(&self) -> Result<usize> {
        let now = self.clock().now().timestamp();
        self.write(move |tx| {
            Ok(notices::purge(
                tx,
                now - KEEP_DELIVERED_SECS,
                now - KEEP_NOTICES_SECS,
            )?)
        })
        .await
    }
}

fn choices(conn: &Connection, player: PlayerId) -> Result<Vec<KindChoice>> {
    let stored = notices::preferences(conn, player)?;
    let on = |kind: NoticeKind, channel: Channel| {
        stored
            .iter()
            .find(|(k, c, _)| *k == kind && *c == channel)
            .map_or_else(|| kind.on_by_default(channel), |(_, _, enabled)| *enabled)
    };
    Ok(NoticeKind::MEMBER
        .into_iter()
        .map(|kind| KindChoice {
            kind,
            email: on(kind, Channel::Email),
            push: on(kind, Channel::Push),
        })
        .collect())
}
