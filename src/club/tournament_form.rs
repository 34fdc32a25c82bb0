//! The tournament form (docs/rules.md#formats): create and edit share one set of fields and
//! one set of checks.

use std::collections::BTreeMap;

use chrono::NaiveDate;

use crate::club::schedule::TournamentPlan;
use crate::club::{Error, Result};
use crate::db::tournaments::{self, TournamentRow};
use crate::domain::date_windows::{self, DateRefusal};
use crate::domain::draw_plan::{DrawPlan, draw_plan as domain_draw_plan};
use crate::domain::ids::PlayerId;
use crate::domain::tournament::{TournamentFormat, TournamentStatus};

/// The fields of create and edit as the admin sent them. Every field is optional here so
/// that a missing one gets the form's own message instead of a generic parse error. Create
/// needs `name`, `start_date`, `player_count`, `tournament_type` and `selected_player_ids`;
/// edit takes any subset.
#[derive(Debug, Default, Clone)]
pub struct TournamentFields {
    /// At most 120 characters.
    pub name: Option<String>,
    /// `yyyy-mm-dd`.
    pub start_date: Option<String>,
    /// Hybrid: 8, 12, 16 or 20; single elimination: 2 to 64.
    pub player_count: Option<i64>,
    /// Colones, 0 for free.
    pub buy_in: Option<i64>,
    /// Colones, 0 for no prize.
    pub bag_price: Option<i64>,
    /// `draft` when left out on create.
    pub status: Option<String>,
    /// `hybrid` or `single_elimination`.
    pub tournament_type: Option<String>,
    /// Exactly `player_count` approved players.
    pub selected_player_ids: Option<Vec<PlayerId>>,
    /// Slot index (as a string) to player id. Hybrid: slots 0-3 are Group A, 4-7 Group B,
    /// ...; single elimination: the draw line, empty lines are byes.
    pub manual_bracket_positions: Option<BTreeMap<String, PlayerId>>,
    /// Whether it is a season's year-end finals; false when left out on create.
    pub finals: Option<bool>,
}

/// Checks the fields shared by create and edit, filling gaps from `current` (edit); `today`
/// is the club's date, which bounds the start date.
pub(super) fn checked(
    body: TournamentFields,
    current: Option<&TournamentRow>,
    today: NaiveDate,
) -> Result<TournamentPlan> {
    let name = checked_name(body.name, current)?;
    let start_date = checked_start_date(body.start_date, current, today)?;
    let status = checked_status(body.status, current)?;
    let (tournament_type, player_count) =
        checked_format(body.tournament_type, body.player_count, current)?;
    let buy_in = amount(body.buy_in, current.map(|c| c.buy_in)).ok_or_else(|| {
        Error::invalid("buyIn", "buy_in_negative", "The buy-in cannot be negative")
    })?;
    let bag_price = amount(body.bag_price, current.map(|c| c.bag_price)).ok_or_else(|| {
        Error::invalid(
            "bagPrice",
            "bag_price_negative",
            "The bag price cannot be negative",
        )
    })?;
    let manual = body
        .manual_bracket_positions
        .filter(|positions| !positions.is_empty())
        .map(checked_positions)
        .transpose()?;
    Ok(TournamentPlan {
        tournament: tournaments::NewTournament {
            name,
            status,
            start_date,
            player_count,
            tournament_type,
            buy_in,
            bag_price,
            finals: body
                .finals
                .unwrap_or_else(|| current.is_some_and(|c| c.finals)),
        },
        selected: body.selected_player_ids,
        manual,
    })
}

/// The name, trimmed: required, at most 120 characters.
fn checked_name(name: Option<String>, current: Option<&TournamentRow>) -> Result<String> {
    let name = name
        .map(|n| n.trim().to_string())
        .or_else(|| current.map(|c| c.name.clone()))
        .unwrap_or_default();
    if name.is_empty() {
        return Err(Error::invalid(
            "name",
            "name_required",
            "Tournament name is required",
        ));
    }
    if name.chars().count() > 120 {
        return Err(Error::invalid(
            "name",
            "name_too_long",
            "The name can have at most 120 characters",
        ));
    }
    if crate::domain::names::has_hidden_characters(&name) {
        return Err(Error::invalid(
            "name",
            "name_hidden_characters",
            "The name has invisible or control characters; type it again",
        ));
    }
    Ok(name)
}

/// The start date: required, a real day written `yyyy-mm-dd`, from 1 January 2000 to the end
/// of next year (docs/rules.md#the-past-stays-past). An edit that keeps the stored date is not
/// held to the calendar again, so an older tournament stays editable.
fn checked_start_date(
    date: Option<String>,
    current: Option<&TournamentRow>,
    today: NaiveDate,
) -> Result<String> {
    let start_date = date
        .map(|d| d.trim().to_string())
        .or_else(|| current.map(|c| c.start_date.clone()))
        .unwrap_or_default();
    if start_date.is_empty() {
        return Err(Error::invalid(
            "startDate",
            "start_date_required",
            "Start date is required",
        ));
    }
    let Some(day) = crate::domain::calendar::parse_date(&start_date) else {
        return Err(Error::invalid(
            "startDate",
            "start_date_invalid",
            "The start date must be a real day, as yyyy-mm-dd",
        ));
    };
    if current.is_some_and(|c| c.start_date == start_date) {
        return Ok(start_date);
    }
    date_windows::check_in_calendar(day, today).map_err(|refusal| {
        let (earliest, latest) = date_windows::club_calendar(today).into_inner();
        let code = match refusal {
            DateRefusal::TooEarly => "start_date_too_early",
            _ => "start_date_too_late",
        };
        Error::invalid(
            "startDate",
            code,
            format!("A tournament starts from {earliest} to {latest}"),
        )
        .with_params(serde_json::json!({
            "earliest": earliest.to_string(),
            "latest": latest.to_string(),
        }))
    })?;
    Ok(start_date)
}

/// The status: one of the four, `draft` when a new tournament leaves it out.
fn checked_status(
    status: Option<String>,
    current: Option<&TournamentRow>,
) -> Result<TournamentStatus> {
    match status {
        None => Ok(current.map_or(TournamentStatus::Draft, |c| c.status)),
        Some(key) => TournamentStatus::parse(&key).ok_or_else(|| {
            Error::invalid(
                "status",
                "tournament_status_unknown",
                "Status must be draft, coming_soon, active or completed",
            )
        }),
    }
}

/// What Auto-fill of the Create Tournament form is asked: the format, the players selected,
/// and the positions the admin has filled so far.
#[derive(Debug, Default, Clone)]
pub struct PlacementFields {
    /// `hybrid` or `single_elimination`.
    pub tournament_type: Option<String>,
    /// The selected players: as many as the format's draw takes.
    pub selected_player_ids: Option<Vec<PlayerId>>,
    /// Position (as a string) to player id, as create takes them; may be empty.
    pub manual_bracket_positions: Option<BTreeMap<String, PlayerId>>,
}

/// Auto-fill's fields, checked like the form's: the format, the selected players (their
/// count one the format allows) and the positions by number.
pub(super) fn checked_placement(
    fields: PlacementFields,
) -> Result<(TournamentFormat, Vec<PlayerId>, BTreeMap<usize, PlayerId>)> {
    let selected = fields.selected_player_ids.unwrap_or_default();
    let (format, _) = checked_format(fields.tournament_type, Some(selected.len() as i64), None)?;
    let positions = checked_positions(fields.manual_bracket_positions.unwrap_or_default())?;
    Ok((format, selected, positions))
}

/// The draw of a format and player count before anyone is placed in it
/// (docs/rules.md#seeding): what the Create Tournament form lets the admin fill, and the
/// knockout a bracket shows before its matches exist. Checked like the form's fields.
pub fn draw_plan(tournament_type: Option<String>, player_count: Option<i64>) -> Result<DrawPlan> {
    let (format, players) = checked_format(tournament_type, player_count, None)?;
    domain_draw_plan(format, players as usize).map_err(|e| Error::Internal(e.to_string()))
}

/// The format and a player count it allows (docs/rules.md#formats).
fn checked_format(
    tournament_type: Option<String>,
    player_count: Option<i64>,
    current: Option<&TournamentRow>,
) -> Result<(TournamentFormat, i64)> {
    let format = match tournament_type {
        Some(key) => TournamentFormat::parse(&key),
        None => current.map(|c| c.tournament_type),
    };
    let Some(format) = format else {
        return Err(Error::invalid(
            "tournamentType",
            "tournament_type_unknown",
            "Choose a format: hybrid or single_elimination",
        ));
    };
    let Some(player_count) = player_count.or(current.map(|c| c.player_count)) else {
        return Err(Error::invalid(
            "playerCount",
            "player_count_required",
            "Player count required",
        ));
    };
    if !usize::try_from(player_count).is_ok_and(|n| format.allows_players(n)) {
        let message = match format {
            TournamentFormat::Hybrid => "A hybrid tournament has 8, 12, 16 or 20 players",
            TournamentFormat::SingleElimination => "A single elimination has 2 to 64 players",
        };
        return Err(Error::invalid(
            "playerCount",
            "player_count_not_allowed",
            message,
        ));
    }
    Ok((format, player_count))
}

/// An amount of colones (the buy-in or the bag price): 0 when left out; `None` when negative.
fn amount(given: Option<i64>, current: Option<i64>) -> Option<i64> {
    Some(given.or(current).unwrap_or(0)).filter(|amount| *amount >= 0)
}

/// Manual positions: slot numbers (sent as strings) to player ids.
fn checked_positions(positions: BTreeMap<String, PlayerId>) -> Result<BTreeMap<usize, PlayerId>> {
    let mut slots = BTreeMap::new();
    for (key, player) in positions {
        let slot: usize = key.trim().parse().map_err(|_| {
            Error::invalid(
                "manualBracketPositions",
                "position_invalid",
                format!("'{key}' is not a position number"),
            )
        })?;
        slots.insert(slot, player);
    }
    Ok(slots)
}
