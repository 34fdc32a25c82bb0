//! The tournament form (spec §4): create and edit share one body and one set of checks.

use std::collections::BTreeMap;

use serde::Deserialize;
use utoipa::ToSchema;

use crate::club::schedule::TournamentPlan;
use crate::club::{Error, Result};
use crate::db::tournaments::{self, TournamentRow};
use crate::domain::tournament::{TournamentFormat, TournamentStatus};
use crate::http::shapes;

/// The body of create and edit. Every field is optional here so that a missing one gets
/// the spec's own message instead of a generic parse error.
/// Create needs `name`, `startDate`, `playerCount`, `tournamentType` and `selectedPlayerIds`;
/// edit takes any subset.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TournamentBody {
    /// At most 120 characters.
    #[schema(max_length = 120, example = "Grand Slam Noviembre")]
    name: Option<String>,
    /// `yyyy-mm-dd`.
    #[schema(format = Date, example = "2026-11-02")]
    start_date: Option<String>,
    /// Hybrid: 8, 12, 16 or 20; single elimination: 2 to 64.
    #[schema(minimum = 2, maximum = 64)]
    player_count: Option<i64>,
    /// Colones, 0 for free.
    #[schema(minimum = 0)]
    buy_in: Option<i64>,
    /// Colones, 0 for no prize.
    #[schema(minimum = 0)]
    bag_price: Option<i64>,
    /// `draft` when left out on create.
    #[schema(value_type = Option<shapes::TournamentStatus>)]
    status: Option<String>,
    /// The format.
    #[schema(value_type = Option<shapes::TournamentType>)]
    tournament_type: Option<String>,
    /// Exactly `playerCount` approved players.
    pub(super) selected_player_ids: Option<Vec<i64>>,
    /// Slot index (as a string) to player id. Hybrid: slots 0-3 are Group A, 4-7 Group B, ...;
    /// single elimination: the draw line, empty lines are byes.
    manual_bracket_positions: Option<BTreeMap<String, i64>>,
}

/// Checks the fields shared by create and edit, filling gaps from `current` (edit).
pub(super) fn checked(
    body: TournamentBody,
    current: Option<&TournamentRow>,
) -> Result<TournamentPlan> {
    let name = body
        .name
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
    let start_date = body
        .start_date
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
    if crate::domain::calendar::parse_date(&start_date).is_none() {
        return Err(Error::invalid(
            "startDate",
            "start_date_invalid",
            "The start date must be a real day, as yyyy-mm-dd",
        ));
    }
    let status = body
        .status
        .or_else(|| current.map(|c| c.status.clone()))
        .unwrap_or_else(|| "draft".into());
    if TournamentStatus::parse(&status).is_none() {
        return Err(Error::invalid(
            "status",
            "tournament_status_unknown",
            "Status must be draft, coming_soon, active or completed",
        ));
    }
    let tournament_type = body
        .tournament_type
        .or_else(|| current.map(|c| c.tournament_type.clone()))
        .unwrap_or_default();
    let Some(format) = TournamentFormat::parse(&tournament_type) else {
        return Err(Error::invalid(
            "tournamentType",
            "tournament_type_unknown",
            "Choose a format: hybrid or single_elimination",
        ));
    };
    let Some(player_count) = body.player_count.or(current.map(|c| c.player_count)) else {
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
    let buy_in = body.buy_in.or(current.map(|c| c.buy_in)).unwrap_or(0);
    if buy_in < 0 {
        return Err(Error::invalid(
            "buyIn",
            "buy_in_negative",
            "The buy-in cannot be negative",
        ));
    }
    let bag_price = body.bag_price.or(current.map(|c| c.bag_price)).unwrap_or(0);
    if bag_price < 0 {
        return Err(Error::invalid(
            "bagPrice",
            "bag_price_negative",
            "The bag price cannot be negative",
        ));
    }
    let manual = match body.manual_bracket_positions {
        Some(positions) if !positions.is_empty() => {
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
            Some(slots)
        }
        _ => None,
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
        },
        selected: body.selected_player_ids,
        manual,
    })
}
