//! When and where a tournament match is played, and what the admin does about the ones left
//! unplayed (docs/rules.md#deadlines): its players (or the admin) set its day, hour and court
//! within its window; the admin lists the late and overdue matches, records a walkover or
//! grants more days. Nothing here acts by itself (Art. 18).

use chrono::NaiveDate;
use serde_json::json;

use super::acting::may_record;
use super::timing::{dates_of, standing_of};
use super::{Change, ChangeKind, Club, Error, Result};
use crate::db::audit;
use crate::db::matches::{self, MatchRow, PlayPlan};
use crate::domain::actor::{Actor, Console};
use crate::domain::bookings::Booked;
use crate::domain::calendar;
use crate::domain::deadlines::{EXTENSION_DAYS, Timing};
use crate::domain::ids::{MatchId, PlayerId};
use crate::domain::tournament::MatchStatus;

/// The most days a match may be granted in all (the store's limit, some ten years).
const MAX_EXTENSION_DAYS: i64 = 3650;

/// When and where, as sent: the date is required, the time and court optional.
#[derive(Debug, Clone, Default)]
pub struct PlanRequest {
    /// The club date, `yyyy-mm-dd`.
    pub date: Option<String>,
    /// The start time, `HH:MM` on the half hour from 08:00 to 21:00.
    pub time: Option<String>,
    /// The court, 1 to 14.
    pub cancha: Option<i64>,
}

/// A late or overdue match for the admin's queue.
#[derive(Debug, Clone)]
pub struct LateMatch {
    /// The match.
    pub row: MatchRow,
    /// `late` or `overdue`.
    pub timing: Timing,
    /// Days past its deadline.
    pub days_late: i64,
    /// Its tournament's name.
    pub tournament_name: String,
    /// The walkovers player 1 and player 2 gave so far in the year of its tournament: what a
    /// walkover here would cost each (docs/rules.md#walkovers).
    pub walkovers_given: [i64; 2],
}

/// The matches set for one club date.
#[derive(Debug, Clone, Default)]
pub struct ClubDay {
    /// Tournament matches, with their tournament's name, by hour.
    pub tournament: Vec<(MatchRow, String)>,
    /// League matches dated that day.
    pub league: Vec<crate::db::league::LeagueRow>,
}

/// The names of the tournaments of `rows`, each read once.
fn with_names(conn: &rusqlite::Connection, rows: Vec<MatchRow>) -> Result<Vec<(MatchRow, String)>> {
    let mut names: std::collections::HashMap<_, String> = std::collections::HashMap::new();
    rows.into_iter()
        .map(|row| {
            let name = match names.entry(row.tournament_id) {
                std::collections::hash_map::Entry::Occupied(known) => known.get().clone(),
                std::collections::hash_map::Entry::Vacant(slot) => {
                    let name = crate::db::tournaments::get(conn, row.tournament_id)?
                        .map(|t| t.name)
                        .unwrap_or_default();
                    slot.insert(name).clone()
                }
            };
            Ok((row, name))
        })
        .collect()
}

/// Who may set a match's day: the admin, or one of its two players; the audit trail's name.
fn planner(who: &Actor, row: &MatchRow) -> Result<Actor> {
    may_record(who)?;
    match *who {
        Actor::Member(player) if row.side_of(player).is_none() => Err(Error::forbidden(
            "schedule_not_in_match",
            "Only the two players of this match, or the admin, can set when and where it \
                 is played.",
        )),
        _ => Ok(who.clone()),
    }
}

/// The match must still be played: both players known, no bye, no result.
fn still_to_play(row: &MatchRow) -> Result<()> {
    if row.is_bye {
        return Err(Error::conflict(
            "match_is_bye",
            "A bye is not played: it has no result.",
        ));
    }
    if row.player1_id.is_none() || row.player2_id.is_none() {
        return Err(Error::conflict(
            "match_players_unknown",
            "This match cannot be played yet: both players must be known.",
        ));
    }
    if row.status == MatchStatus::Completed {
        return Err(Error::conflict(
            "match_has_result",
            "This match already has a result.",
        ));
    }
    Ok(())
}

/// The checked date, time and court of a request (the league's names and ranges).
fn checked_plan(request: PlanRequest) -> Result<(NaiveDate, PlayPlan)> {
    let text = request.date.as_deref().map(str::trim).unwrap_or_default();
    if text.is_empty() {
        return Err(Error::invalid(
            "date",
            "date_required",
            "Please choose a date",
        ));
    }
    let day = calendar::parse_date(text).ok_or_else(|| {
        Error::invalid(
            "date",
            "date_invalid",
            "The date must be a real day, as yyyy-mm-dd",
        )
    })?;
    let time = request
        .time
        .as_deref()
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(|t| {
            calendar::parse_league_time(t)
                .map(|_| t.to_string())
                .ok_or_else(|| {
                    Error::invalid(
                        "time",
                        "time_invalid",
                        "Pick a time on the half hour between 08:00 and 21:00",
                    )
                })
        })
        .transpose()?;
    if let Some(court) = request.cancha
        && !calendar::COURTS.contains(&court)
    {
        return Err(Error::invalid(
            "cancha",
            "court_out_of_range",
            "Courts are numbered 1 to 14",
        ));
    }
    Ok((
        day,
        PlayPlan {
            date: Some(text.to_string()),
            time,
            cancha: request.cancha,
        },
    ))
}

fn plan_json(row: &MatchRow) -> serde_json::Value {
    json!({
        "date": row.plan.date,
        "time": row.plan.time,
        "cancha": row.plan.cancha,
        "extensionDays": row.extension_days,
    })
}

fn get(tx: &rusqlite::Connection, id: MatchId) -> Result<MatchRow> {
    matches::get(tx, id)?.ok_or_else(|| Error::not_found("match_not_found", "Match"))
}

/// Whether `row`'s tournament is a draft: the admin's alone, unknown to anyone else.
fn in_draft(tx: &rusqlite::Connection, row: &MatchRow) -> Result<bool> {
    Ok(crate::db::tournaments::get(tx, row.tournament_id)?
        .is_some_and(|t| t.status == crate::domain::tournament::TournamentStatus::Draft))
}

/// The change of a plan or an extension of `row`, audited.
fn planned(row: &MatchRow, before: &MatchRow, actor: Actor, action: &'static str) -> Change {
    Change::new(ChangeKind::MatchScheduled)
        .tournament(row.tournament_id)
        .in_match(row.id)
        .players(row.player1_id.into_iter().chain(row.player2_id))
        .audited(audit::Record {
            actor,
            action,
            subject: audit::subject("match", row.id),
            before: Some(plan_json(before)),
            after: Some(plan_json(row)),
        })
}

impl Club {
    /// Sets when and where match `id` is played, for one of its players or the admin: a day
    /// from the tournament's start up to the match's `rescheduleUntil`, a free court and hour.
    /// Its status stays as it was.
    pub async fn plan_match(
        &self,
        who: Actor,
        id: MatchId,
        request: PlanRequest,
    ) -> Result<MatchRow> {
        // A visitor and the league password are refused before anything is read.
        may_record(&who)?;
        let (day, plan) = checked_plan(request)?;
        let now = self.clock().now();
        self.apply(move |tx| {
            let before = get(tx, id)?;
            let draft = in_draft(tx, &before)?;
            if draft && !who.is_admin() {
                return Err(Error::not_found("match_not_found", "Match"));
            }
            let actor = planner(&who, &before)?;
            still_to_play(&before)?;
            let dates = dates_of(&before);
            let start = calendar::parse_date(&before.start_date).unwrap_or_default();
            if !dates.allows(start, day) {
                return Err(Error::invalid(
                    "date",
                    "date_outside_window",
                    format!(
                        "Choose a day from {start} to {}: from the tournament's start up to \
                         3 days past the match's deadline.",
                        dates.reschedule_until
                    ),
                )
                .with_params(json!({
                    "from": start.to_string(),
                    "until": dates.reschedule_until.to_string(),
                })));
            }
            super::budgets::check_schedule_change(tx, &audit::subject("match", id), &actor, now)?;
            // A doubles match's four players.
            let players = before.everyone();
            let asked = super::bookings::Asked {
                date: day,
                time: plan.time.as_deref().and_then(calendar::parse_league_time),
                cancha: plan.cancha,
                players: &players,
                except: Some(Booked::Match(id)),
                last_day: dates.reschedule_until,
            };
            super::bookings::check_free(tx, asked, now)?;
            matches::set_plan(tx, id, &plan)?;
            let row = get(tx, id)?;
            let mut change = planned(&row, &before, actor, "match_scheduled").in_draft(draft);
            if !draft {
                // The other player hears of it; the admin's plan tells both.
                let by = who.member();
                let cancha = plan.cancha.map(|c| c.to_string());
                change = change.notify(super::notices::match_scheduled(
                    &row,
                    by,
                    day,
                    plan.time.clone(),
                    cancha,
                ));
            }
            Ok((row, change))
        })
        .await
    }

    /// Grants match `id` `days` more days (1 to 14) past its `rescheduleUntil` (the admin's).
    pub async fn extend_match(
        &self,
        by: Console,
        id: MatchId,
        days: Option<i64>,
    ) -> Result<MatchRow> {
        let days = days.filter(|d| EXTENSION_DAYS.contains(d)).ok_or_else(|| {
            Error::invalid("days", "extension_days_invalid", "Grant 1 to 14 days")
        })?;
        self.apply(move |tx| {
            let before = get(tx, id)?;
            still_to_play(&before)?;
            if before.extension_days + days > MAX_EXTENSION_DAYS {
                return Err(Error::invalid(
                    "days",
                    "extension_days_invalid",
                    format!("A match may be granted at most {MAX_EXTENSION_DAYS} days in all"),
                ));
            }
            matches::extend(tx, id, days)?;
            let row = get(tx, id)?;
            let draft = in_draft(tx, &row)?;
            let mut change =
                planned(&row, &before, Actor::Admin(by), "match_extended").in_draft(draft);
            let start = crate::db::tournaments::get(tx, row.tournament_id)?
                .and_then(|t| crate::domain::calendar::parse_date(&t.start_date));
            if let (false, Some(start)) = (draft, start) {
                let until =
                    crate::domain::deadlines::match_dates(start, row.week, row.extension_days)
                        .reschedule_until;
                change = change.notify(super::decided::extension_granted(&row, days, until));
            }
            Ok((row, change))
        })
        .await
    }

    /// The late and overdue matches of active tournaments on the club's date, the one past
    /// its deadline longest first: the matches the day's overdue list names
    /// ([`crate::db::open_matches::open_matches`] read, [`standing_of`] late).
    pub async fn late_matches(&self) -> Result<Vec<LateMatch>> {
        let today = self.clock().today();
        let rows = self
            .read(move |conn| {
                crate::db::open_matches::open_matches(conn)?
                    .into_iter()
                    .filter_map(|open| {
                        let standing = standing_of(&open.row, today).filter(|s| s.is_late())?;
                        Some((open, standing))
                    })
                    .map(|(open, standing)| {
                        let row = &open.row;
                        let year = row.start_date.get(..4).and_then(|y| y.parse().ok());
                        let given = |player: Option<PlayerId>| -> Result<i64> {
                            match (player, year) {
                                (Some(player), Some(year)) => {
                                    Ok(crate::db::totals::walkovers_in(conn, player, year)?)
                                }
                                _ => Ok(0),
                            }
                        };
                        let walkovers = [given(row.player1_id)?, given(row.player2_id)?];
                        Ok((open, standing, walkovers))
                    })
                    .collect::<Result<Vec<_>>>()
            })
            .await?;
        let mut late: Vec<LateMatch> = rows
            .into_iter()
            .map(|(open, standing, walkovers_given)| LateMatch {
                days_late: standing.days_late,
                timing: standing.timing,
                tournament_name: open.tournament,
                walkovers_given,
                row: open.row,
            })
            .collect();
        late.sort_by_key(|m| (dates_of(&m.row).deadline, m.row.id));
        Ok(late)
    }

    /// The tournament and league matches set for club date `day`.
    pub async fn club_day(&self, day: NaiveDate) -> Result<ClubDay> {
        let day = day.to_string();
        self.read(move |conn| {
            let tournament = with_names(conn, matches::planned_on(conn, &day)?)?;
            let league = matches::league_ids_on(conn, &day)?
                .into_iter()
                .filter_map(|id| crate::db::league::get(conn, id).transpose())
                .collect::<std::result::Result<Vec<_>, _>>()?;
            Ok(ClubDay { tournament, league })
        })
        .await
    }
}
