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
use crate::domain::teams::{self, TEAM_SIZE, TeamError};
use crate::domain::tournament::{Discipline, TournamentFormat, TournamentStatus};

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
    /// `singles` (when left out on create) or `doubles`; fixed once created.
    pub discipline: Option<String>,
    /// Doubles: exactly `player_count` teams of two approved players, each in the order
    /// entered (docs/rules.md#doubles).
    pub selected_teams: Option<Vec<Vec<PlayerId>>>,
    /// Doubles: slot index (as a string) to team, as `manual_bracket_positions` places
    /// players.
    pub manual_team_positions: Option<BTreeMap<String, Vec<PlayerId>>>,
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
    let finals = body
        .finals
        .unwrap_or_else(|| current.is_some_and(|c| c.finals));
    let discipline = checked_discipline(body.discipline, current, finals)?;
    let manual = body
        .manual_bracket_positions
        .filter(|positions| !positions.is_empty())
        .map(checked_positions)
        .transpose()?;
    let manual_teams = body
        .manual_team_positions
        .filter(|positions| !positions.is_empty())
        .map(checked_team_positions)
        .transpose()?;
    let (teams, manual) = match discipline {
        Discipline::Singles if body.selected_teams.is_some() || manual_teams.is_some() => {
            return Err(Error::invalid(
                "selectedTeams",
                "teams_in_singles",
                "A singles tournament is played by players, not teams",
            ));
        }
        Discipline::Singles => (None, manual),
        Discipline::Doubles if body.selected_player_ids.is_some() || manual.is_some() => {
            return Err(Error::invalid(
                "selectedPlayerIds",
                "players_in_doubles",
                "A doubles tournament is played by teams: send selectedTeams",
            ));
        }
        Discipline::Doubles => {
            let teams = match body.selected_teams {
                Some(teams) => Some(checked_teams(&teams, player_count)?),
                // A new doubles tournament needs its teams; an edit may keep them.
                None if current.is_none() => Some(checked_teams(&[], player_count)?),
                None => None,
            };
            (teams, None)
        }
    };
    Ok(TournamentPlan {
        tournament: tournaments::NewTournament {
            name,
            status,
            start_date,
            player_count,
            tournament_type,
            buy_in,
            bag_price,
            finals,
            discipline,
        },
        selected: body.selected_player_ids,
        manual,
        teams,
        manual_teams,
    })
}

/// The discipline: `singles` when a new tournament leaves it out, and never changed once
/// created; the year-end finals are singles (docs/rules.md#doubles).
fn checked_discipline(
    discipline: Option<String>,
    current: Option<&TournamentRow>,
    finals: bool,
) -> Result<Discipline> {
    let discipline = match discipline {
        None => current.map_or(Discipline::Singles, |c| c.discipline),
        Some(key) => Discipline::parse(&key).ok_or_else(|| {
            Error::invalid(
                "discipline",
                "discipline_unknown",
                "Discipline must be singles or doubles",
            )
        })?,
    };
    if current.is_some_and(|c| c.discipline != discipline) {
        return Err(Error::invalid(
            "discipline",
            "discipline_fixed",
            "A tournament's discipline cannot change once it is created",
        ));
    }
    if finals && discipline == Discipline::Doubles {
        return Err(Error::invalid(
            "discipline",
            "finals_singles_only",
            "The year-end finals are singles",
        ));
    }
    Ok(discipline)
}

/// The selected teams of a doubles draw of `player_count` teams (docs/rules.md#doubles).
fn checked_teams(teams: &[Vec<PlayerId>], player_count: i64) -> Result<Vec<[PlayerId; TEAM_SIZE]>> {
    let expected = usize::try_from(player_count).unwrap_or(0);
    teams::check_teams(teams, expected).map_err(|e| {
        let code = match e {
            TeamError::TeamSize { .. } => "team_size",
            TeamError::PlayerInTwoTeams { .. } => "player_in_two_teams",
            TeamError::TeamsCountMismatch { .. } => "teams_count_mismatch",
        };
        Error::invalid("selectedTeams", code, e.to_string())
    })
}

/// Manual positions of a doubles draw: slot numbers (sent as strings) to teams.
fn checked_team_positions(
    positions: BTreeMap<String, Vec<PlayerId>>,
) -> Result<BTreeMap<usize, [PlayerId; TEAM_SIZE]>> {
    let mut slots = BTreeMap::new();
    for (key, team) in positions {
        let slot = position_number(&key)?;
        let [first, second] = team[..] else {
            return Err(Error::invalid(
                "manualBracketPositions",
                "team_size",
                format!("Position {key} must hold a team of two players"),
            ));
        };
        slots.insert(slot, [first, second]);
    }
    Ok(slots)
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
    /// Position (as a string) to player id, as create takes them; may be empty. In doubles
    /// a position names its team by the team's first player.
    pub manual_bracket_positions: Option<BTreeMap<String, PlayerId>>,
    /// Doubles: the selected teams, each its two players in the order entered.
    pub selected_teams: Option<Vec<Vec<PlayerId>>>,
}

/// Auto-fill's fields, checked like the form's: the format, the selected players (their
/// count one the format allows) and the positions by number.
pub(super) fn checked_placement(fields: PlacementFields) -> Result<CheckedPlacement> {
    if let Some(teams) = fields.selected_teams {
        if fields.selected_player_ids.is_some() {
            return Err(Error::invalid(
                "selectedPlayerIds",
                "players_in_doubles",
                "A doubles draw takes teams (selectedTeams), not players",
            ));
        }
        let count = teams.len() as i64;
        let (format, _) = checked_format(fields.tournament_type, Some(count), None)?;
        let teams = checked_teams(&teams, count)?;
        let positions = checked_positions(fields.manual_bracket_positions.unwrap_or_default())?;
        return Ok(CheckedPlacement {
            format,
            entrants: Entrants::Teams(teams),
            positions,
        });
    }
    let selected = fields.selected_player_ids.unwrap_or_default();
    let (format, _) = checked_format(fields.tournament_type, Some(selected.len() as i64), None)?;
    let positions = checked_positions(fields.manual_bracket_positions.unwrap_or_default())?;
    Ok(CheckedPlacement {
        format,
        entrants: Entrants::Players(selected),
        positions,
    })
}

/// Auto-fill's request once checked.
pub(super) struct CheckedPlacement {
    pub(super) format: TournamentFormat,
    pub(super) entrants: Entrants,
    /// Position to player (in doubles, to a team's first player).
    pub(super) positions: BTreeMap<usize, PlayerId>,
}

/// Who a draw is filled with: players, or doubles teams.
pub(super) enum Entrants {
    Players(Vec<PlayerId>),
    Teams(Vec<[PlayerId; TEAM_SIZE]>),
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
        slots.insert(position_number(&key)?, player);
    }
    Ok(slots)
}

/// A position's number, sent as a string.
fn position_number(key: &str) -> Result<usize> {
    key.trim().parse().map_err(|_| {
        Error::invalid(
            "manualBracketPositions",
            "position_invalid",
            format!("'{key}' is not a position number"),
        )
    })
}
