//! Deleting a played tournament (docs/rules.md#tournament-lifecycle): it takes away the
//! champion, the results and the walkover penalties they caused, so the admin first sees
//! what goes, and the delete itself needs the tournament's name typed back.

use rusqlite::Connection;
use serde::Serialize;
use utoipa::ToSchema;

use super::{Club, Error, Result};
use crate::db::tournaments::{self, TournamentRow};
use crate::domain::ids::{PlayerId, TournamentId};
use crate::domain::points;
use crate::domain::season::Season;

/// What deleting a tournament takes away, as `GET /api/tournaments/{id}/deletion` shows it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TournamentDeletion {
    /// The tournament.
    pub tournament_id: TournamentId,
    /// Its name: what the admin types to confirm.
    pub name: String,
    /// Whether the delete needs `confirmName`: it has results.
    pub needs_name: bool,
    /// The champion that goes with it.
    pub champion_id: Option<PlayerId>,
    /// The champion's name.
    pub champion_name: Option<String>,
    /// Recorded results that go (byes are not results).
    pub results: i64,
    /// Walkovers among them.
    pub walkovers: i64,
    /// The walkover penalties lifted: a player whose second walkover of the year was given
    /// here gets the 30 points back.
    pub penalties: Vec<LiftedPenalty>,
}

/// A walkover penalty that a delete takes away.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LiftedPenalty {
    /// The player who gave the walkovers.
    pub player_id: PlayerId,
    /// Their name.
    pub name: String,
    /// Ranking points they no longer lose.
    pub points: u32,
}

fn not_found() -> Error {
    Error::not_found("tournament_not_found", "Tournament")
}

fn deletion(conn: &Connection, row: TournamentRow) -> Result<TournamentDeletion> {
    let results = tournaments::result_count(conn, row.id)?;
    let given = tournaments::walkovers_given(conn, row.id, Season::year_of_date(&row.start_date))?;
    let counted = row.status.takes_results();
    let as_count = |n: i64| u32::try_from(n).unwrap_or(0);
    let penalties = given
        .iter()
        .filter(|_| counted)
        .map(|g| LiftedPenalty {
            player_id: g.player_id,
            name: g.name.clone(),
            points: points::walkover_penalty_taken_back(as_count(g.in_season), as_count(g.here)),
        })
        .filter(|p| p.points > 0)
        .collect();
    Ok(TournamentDeletion {
        tournament_id: row.id,
        needs_name: results > 0,
        champion_id: row.champion_id,
        champion_name: row.champion_name,
        results,
        walkovers: given.iter().map(|g| g.here).sum(),
        penalties,
        name: row.name,
    })
}

/// Refuses to delete a tournament with results unless `confirm_name` is its name (spaces
/// around it aside): one click must not take a played tournament away.
pub(super) fn confirmed(row: &TournamentRow, confirm_name: Option<&str>) -> Result<()> {
    if !row.has_results {
        return Ok(());
    }
    match confirm_name.map(str::trim) {
        None | Some("") => Err(Error::conflict(
            "tournament_delete_needs_name",
            "This tournament has results: send its name as confirmName to delete it",
        )),
        Some(typed) if typed == row.name.trim() => Ok(()),
        Some(_) => Err(Error::invalid(
            "confirmName",
            "tournament_name_mismatch",
            "The name does not match the tournament's name",
        )),
    }
}

impl Club {
    /// What deleting a tournament would take away; nothing is deleted.
    pub async fn tournament_deletion(&self, id: TournamentId) -> Result<TournamentDeletion> {
        self.read(move |conn| {
            let row = tournaments::get(conn, id)?.ok_or_else(not_found)?;
            deletion(conn, row)
        })
        .await
    }
}
