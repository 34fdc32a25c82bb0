//! Schedule generation (docs/rules.md#schedule-weeks): every match of a tournament at once,
//! the group round robins and the whole knockout, whose players are filled in as results
//! come.

use rusqlite::Connection;

use super::bracket::{knockout_plan, refresh};
use crate::club::{Error, Result};
use crate::db::matches::{self, NewMatch};
use crate::db::tournaments;
use crate::domain::bracket::Stage;
use crate::domain::ids::{PlayerId, TournamentId};
use crate::domain::tournament::TournamentFormat;
use crate::domain::{knockout, round_robin};

/// Builds the whole schedule at once (docs/rules.md#schedule-weeks): the group round robins and every
/// knockout match, with unknown players shown as TBD. Replaces an existing schedule only
/// while no result is recorded. A doubles tournament's are its teams' matches, each team
/// entered by its key (see [`matches::MatchRow`]).
pub fn generate(conn: &Connection, id: TournamentId) -> Result<()> {
    let t = tournaments::get(conn, id)?
        .ok_or_else(|| Error::not_found("tournament_not_found", "Tournament"))?;
    if t.has_results {
        return Err(Error::conflict(
            "schedule_locked",
            "Results are already recorded: the schedule can no longer be rebuilt.",
        ));
    }
    if t.registered_count != t.player_count {
        return Err(Error::conflict(
            "tournament_players_missing",
            format!(
                "The tournament needs {} players before its matches can be generated; it has {}.",
                t.player_count, t.registered_count
            ),
        ));
    }
    matches::delete_for_tournament(conn, id)?;
    let groups = tournaments::groups(conn, id)?;
    let entrants = crate::db::teams::entrants(conn, id)?;
    for group in &groups {
        let members: Vec<PlayerId> = entrants
            .iter()
            .filter(|e| e.group_id == Some(group.id))
            .map(|e| e.player_id)
            .collect();
        for (round, pairs) in round_robin::round_robin(members.len()).iter().enumerate() {
            let round = round as u32 + 1;
            for (slot, &(a, b)) in pairs.iter().enumerate() {
                matches::insert(
                    conn,
                    id,
                    &NewMatch {
                        group_id: Some(group.id),
                        stage: Stage::Group.as_str(),
                        round: i64::from(round),
                        week: i64::from(round_robin::week_of_round(round)),
                        slot: slot as i64,
                        players: [Some(members[a]), Some(members[b])],
                        labels: [None, None],
                        is_bye: false,
                    },
                )?;
            }
        }
    }
    let plan = knockout_plan(&t, groups.len(), &entrants)?;
    let mut ids = Vec::with_capacity(plan.matches.len());
    for planned in &plan.matches {
        let week = if t.tournament_type == TournamentFormat::Hybrid {
            i64::from(knockout::HYBRID_KNOCKOUT_WEEK)
        } else {
            i64::from(planned.round)
        };
        let id = matches::insert(
            conn,
            id,
            &NewMatch {
                group_id: None,
                stage: planned.stage.as_str(),
                round: i64::from(planned.round),
                week,
                slot: i64::from(planned.slot),
                players: [None, None],
                labels: planned.labels.clone().map(|label| Some(label.to_string())),
                is_bye: planned.is_bye,
            },
        )?;
        ids.push(id);
    }
    for (index, planned) in plan.matches.iter().enumerate() {
        if let Some(next) = planned.next {
            matches::set_next(conn, ids[index], ids[next.index], next.side.number())?;
        }
    }
    refresh(conn, id)
}
