//! The timed notices, which ride on no write: on a Monday morning each member's week, every
//! morning each deadline tomorrow and the admin's overdue list, and the walkovers that waited
//! past their 48 hours. Each carries a unique key of kind, subject and club date, so a restart
//! or a second timer never writes one twice. Whom each reaches is
//! [`who_is_told`](crate::domain::audience::who_is_told)'s, as for every notice a change
//! causes; the clock is their actor.

use std::collections::BTreeMap;

use rusqlite::Connection;

use super::{Result, pairing};
use crate::club::timing::standing_of;
use crate::db::matches::MatchRow;
use crate::db::notices::Outgoing;
use crate::db::open_matches::OpenMatch;
use crate::domain::actor::Actor;
use crate::domain::audience::{Change as Told, who_is_told};
use crate::domain::confirmation::State;
use crate::domain::deadlines::Standing;
use crate::domain::ids::PlayerId;
use crate::domain::notices::{LateMatch, Notice, WeekMatch, morning_of};

/// The timed notices due at `now`, each with its unique key: on a Monday morning each
/// member's week; every morning each deadline tomorrow and the admin's overdue list when not
/// empty. A deadline tomorrow is told only for a match with no day set yet. Which matches are
/// in the week, due tomorrow or late is each match's [`standing_of`] on the club date, over
/// the same read as the admin's queue of late matches.
pub fn timed(conn: &Connection, now: chrono::DateTime<chrono::Utc>) -> Result<Vec<Outgoing>> {
    let Some(today) = morning_of(now) else {
        return Ok(Vec::new());
    };
    let open: Vec<(OpenMatch, Standing)> = crate::db::open_matches::open_matches(conn)?
        .into_iter()
        .filter_map(|m| {
            let standing = standing_of(&m.row, today)?;
            Some((m, standing))
        })
        .collect();
    let mut out = Vec::new();
    if crate::domain::notices::is_week_day(today) {
        let mut weeks: BTreeMap<PlayerId, Vec<WeekMatch>> = BTreeMap::new();
        // The week's matches, and the member's late and overdue ones still to play.
        for (m, standing) in open.iter().filter(|(_, s)| s.in_week) {
            for (me, them) in sides(&m.row) {
                weeks.entry(me).or_default().push(WeekMatch {
                    match_id: m.row.id,
                    tournament: m.tournament.clone(),
                    opponent: them,
                    deadline: standing.deadline,
                    late: standing.is_late(),
                });
            }
        }
        for (player, mut matches) in weeks {
            if !who_is_told(Told::WeekAhead, &Actor::Clock, &[player]).tells(player) {
                continue;
            }
            matches.sort_by_key(|m| (m.deadline, m.match_id));
            out.push(Outgoing {
                to: Some(player),
                notice: Notice::YourWeek { matches },
                unique_key: Some(format!("your_week:player:{}:{today}", player.0)),
            });
        }
    }
    let mut late = Vec::new();
    for (m, standing) in &open {
        if standing.due_tomorrow && m.row.plan.date.is_none() {
            let players = sides(&m.row);
            let concerned: Vec<PlayerId> = players.iter().map(|(me, _)| *me).collect();
            let told = who_is_told(Told::DeadlineTomorrow, &Actor::Clock, &concerned);
            for (me, them) in players.into_iter().filter(|(me, _)| told.tells(*me)) {
                out.push(Outgoing {
                    to: Some(me),
                    notice: Notice::DeadlineTomorrow {
                        match_id: m.row.id,
                        tournament: m.tournament.clone(),
                        opponent: them,
                        deadline: standing.deadline,
                    },
                    unique_key: Some(format!(
                        "deadline_tomorrow:match:{}:player:{}:{today}",
                        m.row.id.0, me.0
                    )),
                });
            }
        }
        if standing.is_late() {
            late.push(LateMatch {
                match_id: m.row.id,
                tournament: m.tournament.clone(),
                players: pairing(m.row.player1_name.as_deref(), m.row.player2_name.as_deref()),
                deadline: standing.deadline,
            });
        }
    }
    if !late.is_empty() && who_is_told(Told::OverdueListed, &Actor::Clock, &[]).admin {
        late.sort_by_key(|m| (m.deadline, m.match_id));
        out.push(Outgoing {
            to: None,
            notice: Notice::OverdueList { matches: late },
            unique_key: Some(format!("overdue_list:{today}")),
        });
    }
    Ok(out)
}

/// Each known player of `row` (a doubles team's two) with their opponent's name: player 1's
/// side first.
fn sides(row: &MatchRow) -> Vec<(PlayerId, String)> {
    let name = |n: &Option<String>| n.clone().unwrap_or_default();
    [(1, name(&row.player2_name)), (2, name(&row.player1_name))]
        .into_iter()
        .flat_map(|(side, them)| {
            row.players_on(side)
                .into_iter()
                .map(move |me| (me, them.clone()))
        })
        .collect()
}

/// The admin's notices of walkover claims (and walkovers players reported before claims) that
/// waited past their 48 hours, once per report.
pub(super) fn walkovers_waiting(conn: &Connection, now_ms: i64) -> Result<Vec<Outgoing>> {
    Ok(crate::db::matches::waiting_for_admin(conn, now_ms)?
        .into_iter()
        .filter(|m| m.walkover || m.claim.is_some())
        .filter(|m| {
            let players = m.everyone();
            who_is_told(Told::WalkoverWaiting, &Actor::Clock, &players).admin
        })
        .filter_map(|m| {
            let confirmation = m.confirmation.as_ref()?;
            matches!(confirmation.state, State::Awaiting | State::Claimed).then(|| Outgoing {
                to: None,
                notice: Notice::WalkoverAwaiting {
                    match_id: m.id,
                    players: pairing(m.player1_name.as_deref(), m.player2_name.as_deref()),
                },
                unique_key: Some(format!(
                    "walkover_awaiting:match:{}:{}",
                    m.id.0,
                    // Whole seconds, as the key was written before instants had milliseconds.
                    confirmation.reported_at.div_euclid(1000)
                )),
            })
        })
        .collect())
}
