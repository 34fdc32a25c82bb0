//! Tournament use cases (docs/rules.md#formats, #tournament-lifecycle): the list and the
//! detail a viewer may see, create, edit, delete, generate the schedule, and the tables
//! the public pages show. A draft is the admin's alone.
//!
//! The tournament `http` shows ([`TournamentRow`]) is the store's own record, re-exported here as the club's read models: `db` defines them, and cannot depend on `club`.

use std::collections::BTreeMap;

use rusqlite::Connection;

use super::fees::{self, Warning};
use super::notices;
use super::schedule::{self, GroupPlayer, GroupSummary, TournamentPlayer};
use super::tournament_form::{
    Entrants, PlacementFields, TournamentFields, checked, checked_placement,
};
use super::{Audience, Change, ChangeKind, Club, Error, Result};
use crate::db::matches::{self, MatchRow};
use crate::db::tournaments;
pub use crate::db::tournaments::TournamentRow;
use crate::domain::ids::{PlayerId, TournamentId};
use crate::domain::progress::Progress;
use crate::domain::season::Season;
use crate::domain::tournament::{Discipline, TournamentStatus};

/// A tournament with the players selected for it.
#[derive(Debug, Clone)]
pub struct TournamentDetail {
    /// The tournament.
    pub row: TournamentRow,
    /// Its selected players' ids; in doubles, every team's players.
    pub selected: Vec<PlayerId>,
    /// A doubles tournament's teams, best seed first, each its players in the order entered.
    pub teams: Option<Vec<[PlayerId; 2]>>,
}

fn is_draft(status: &TournamentStatus) -> bool {
    *status == TournamentStatus::Draft
}

/// Loads a tournament `audience` may see: a draft is the admin's alone.
fn visible(conn: &Connection, id: TournamentId, audience: Audience) -> Result<TournamentRow> {
    tournaments::get(conn, id)?
        .filter(|t| audience == Audience::Admin || !is_draft(&t.status))
        .ok_or_else(|| Error::NotFound {
            code: "tournament_not_found",
            message: "Tournament Not Found".into(),
        })
}

fn detail(conn: &Connection, id: TournamentId, audience: Audience) -> Result<TournamentDetail> {
    let row = visible(conn, id, audience)?;
    if row.discipline == Discipline::Doubles {
        let mut teams = crate::db::teams::of_tournament(conn, id)?;
        teams.sort_by_key(|t| t.seed);
        let teams: Vec<[PlayerId; 2]> = teams.into_iter().map(|t| t.players).collect();
        let selected = teams.iter().flatten().copied().collect();
        return Ok(TournamentDetail {
            row,
            selected,
            teams: Some(teams),
        });
    }
    let selected = tournaments::selected_player_ids(conn, id)?;
    Ok(TournamentDetail {
        row,
        selected,
        teams: None,
    })
}

/// The warnings about a tournament's players in its season (the year of its start date).
fn entry_warnings(conn: &Connection, tournament: &TournamentDetail) -> Result<Vec<Warning>> {
    let season = Season::year_of_date(&tournament.row.start_date);
    fees::warnings(conn, season, &tournament.selected)
}

impl Club {
    /// Every tournament `audience` may see, newest start first.
    pub async fn tournaments(&self, audience: Audience) -> Result<Vec<TournamentRow>> {
        self.read(move |conn| Ok(tournaments::list(conn, audience == Audience::Admin)?))
            .await
    }

    /// One tournament with its selected players.
    pub async fn tournament(
        &self,
        id: TournamentId,
        audience: Audience,
    ) -> Result<TournamentDetail> {
        self.read(move |conn| detail(conn, id, audience)).await
    }

    /// Creates a tournament, then seeds and places its players (docs/rules.md#seeding). The
    /// warnings name its players whose level is unconfirmed or whose fee of its season is
    /// unpaid: the admin decides (docs/rules.md#level-and-fee).
    pub async fn create_tournament(
        &self,
        body: TournamentFields,
    ) -> Result<(TournamentDetail, Vec<Warning>)> {
        let plan = checked(body, None, self.clock().today())?;
        let n = plan.tournament.player_count;
        match plan.selected.as_ref() {
            Some(ids) if ids.len() as i64 == n => {}
            // A doubles draw's teams were counted by the form.
            None if plan.tournament.discipline == Discipline::Doubles => {}
            _ => {
                return Err(Error::invalid(
                    "selectedPlayerIds",
                    "players_count_mismatch",
                    format!("Please select exactly {n} players for the tournament"),
                ));
            }
        }
        let season = self.clock().season();
        self.apply(move |tx| {
            let id = schedule::create(tx, &plan, season, &mut rand::rng())?;
            let created = detail(tx, id, Audience::Admin)?;
            let warnings = entry_warnings(tx, &created)?;
            let change = Change::new(ChangeKind::TournamentCreated)
                .tournament(id)
                .players(created.selected.clone())
                .in_draft(is_draft(&plan.tournament.status))
                .notify(notices::draw_published(tx, id, None)?);
            Ok(((created, warnings), change))
        })
        .await
    }

    /// Auto-fill of the Create Tournament form: the admin's hand-made placement completed as
    /// automatic seeding would, without storing anything (docs/rules.md#seeding).
    pub async fn fill_placement(
        &self,
        fields: PlacementFields,
    ) -> Result<BTreeMap<usize, PlayerId>> {
        let checked = checked_placement(fields)?;
        let season = self.clock().season();
        self.read(move |conn| {
            let rng = &mut rand::rng();
            let (format, positions) = (checked.format, &checked.positions);
            match &checked.entrants {
                Entrants::Players(selected) => {
                    schedule::fill_placement(conn, format, selected, positions, season, rng)
                }
                Entrants::Teams(teams) => {
                    schedule::fill_team_placement(conn, format, teams, positions, season, rng)
                }
            }
        })
        .await
    }

    /// Changes a tournament. Changing the players re-seeds and rebuilds the schedule, which
    /// is refused once a result exists. An edit that sends the players or the start date is
    /// warned as a creation is; any other edit has no warnings.
    pub async fn edit_tournament(
        &self,
        id: TournamentId,
        body: TournamentFields,
    ) -> Result<(TournamentDetail, Vec<Warning>)> {
        if body
            .selected_player_ids
            .as_ref()
            .is_some_and(|ids| ids.len() < 2)
        {
            return Err(Error::invalid(
                "selectedPlayerIds",
                "players_too_few",
                "Please select at least 2 players for the tournament",
            ));
        }
        let season = self.clock().season();
        let today = self.clock().today();
        let recheck = body.selected_player_ids.is_some() || body.start_date.is_some();
        self.apply(move |tx| {
            let current = tournaments::get(tx, id)?
                .ok_or_else(|| Error::not_found("tournament_not_found", "Tournament"))?;
            let before = tournaments::selected_player_ids(tx, id)?;
            let draw = notices::draw_of(tx, id)?;
            let plan = checked(body, Some(&current), today)?;
            schedule::edit(tx, &current, &plan, season, &mut rand::rng())?;
            let edited = detail(tx, id, Audience::Admin)?;
            let warnings = if recheck {
                entry_warnings(tx, &edited)?
            } else {
                Vec::new()
            };
            let change = Change::new(ChangeKind::TournamentEdited)
                .tournament(id)
                .players(before.into_iter().chain(edited.selected.iter().copied()))
                .in_draft(is_draft(&current.status) && is_draft(&plan.tournament.status))
                .notify(notices::draw_published(tx, id, draw)?);
            Ok(((edited, warnings), change))
        })
        .await
    }

    /// Deletes a tournament with its schedule and results. One with results goes only when
    /// `confirm_name` is its name.
    pub async fn delete_tournament(
        &self,
        id: TournamentId,
        confirm_name: Option<String>,
    ) -> Result<()> {
        self.apply(move |tx| {
            let current = tournaments::get(tx, id)?
                .ok_or_else(|| Error::not_found("tournament_not_found", "Tournament"))?;
            super::tournament_deletion::confirmed(&current, confirm_name.as_deref())?;
            let mut players = tournaments::selected_player_ids(tx, id)?;
            // A doubles tournament's players, whose doubles totals lose its points.
            players.extend(crate::db::teams::players_of(tx, id)?);
            tournaments::delete(tx, id)?;
            let change = Change::new(ChangeKind::TournamentDeleted)
                .tournament(id)
                .players(players)
                .in_draft(is_draft(&current.status));
            Ok(((), change))
        })
        .await
    }

    /// Builds the whole schedule at once, replacing it while no result is recorded.
    pub async fn generate_matches(&self, id: TournamentId) -> Result<Vec<MatchRow>> {
        self.apply(move |tx| {
            let draw = notices::draw_of(tx, id)?;
            schedule::generate(tx, id)?;
            let current = tournaments::get(tx, id)?
                .ok_or_else(|| Error::not_found("tournament_not_found", "Tournament"))?;
            let change = Change::new(ChangeKind::MatchesGenerated)
                .tournament(id)
                .players(tournaments::selected_player_ids(tx, id)?)
                .in_draft(is_draft(&current.status))
                .notify(notices::draw_published(tx, id, draw)?);
            Ok((matches::for_tournament(tx, id)?, change))
        })
        .await
    }

    /// A tournament's matches, in schedule order.
    pub async fn tournament_matches(
        &self,
        id: TournamentId,
        audience: Audience,
    ) -> Result<Vec<MatchRow>> {
        self.read(move |conn| {
            visible(conn, id, audience)?;
            Ok(matches::for_tournament(conn, id)?)
        })
        .await
    }

    /// A tournament's groups, each with how far it has come.
    pub async fn tournament_groups(
        &self,
        id: TournamentId,
        audience: Audience,
    ) -> Result<Vec<GroupSummary>> {
        self.read(move |conn| {
            let row = visible(conn, id, audience)?;
            Ok(schedule::group_tables(conn, &row)?.summaries())
        })
        .await
    }

    /// Every group table's lines, in standings order (docs/rules.md#group-standings).
    pub async fn group_standings(
        &self,
        id: TournamentId,
        audience: Audience,
    ) -> Result<Vec<GroupPlayer>> {
        self.read(move |conn| {
            let row = visible(conn, id, audience)?;
            Ok(schedule::group_tables(conn, &row)?.players())
        })
        .await
    }

    /// A tournament's players with the points each earned in it, best first, and each one's
    /// ranking total in `season`.
    pub async fn tournament_players(
        &self,
        id: TournamentId,
        audience: Audience,
        season: Season,
    ) -> Result<Vec<TournamentPlayer>> {
        self.read(move |conn| {
            let row = visible(conn, id, audience)?;
            schedule::players(conn, &row, audience == Audience::Admin, season)
        })
        .await
    }

    /// How far a tournament has come, stage by stage.
    pub async fn tournament_progress(
        &self,
        id: TournamentId,
        audience: Audience,
    ) -> Result<Progress> {
        self.read(move |conn| {
            let row = visible(conn, id, audience)?;
            schedule::progress(conn, &row)
        })
        .await
    }
}
