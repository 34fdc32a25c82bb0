//! A tournament's roster: its players seeded by the ranking and placed in groups or on draw
//! lines (docs/rules.md#seeding), at creation and at every edit that changes them, and the
//! form's auto-fill of a hand-made placement.

use std::collections::{BTreeMap, HashMap, HashSet};

use rand::Rng;
use rusqlite::Connection;

use super::generation::generate;
use crate::club::{Error, Result};
use crate::db::tournaments::{self, NewTournament, TournamentRow};
use crate::db::{players, ranking};
use crate::domain::ids::{PlayerId, TournamentId};
use crate::domain::season::Season;
use crate::domain::tournament::{TournamentFormat, TournamentStatus};
use crate::domain::{draw_plan, elimination, seeding};

/// A checked create or edit request.
#[derive(Debug, Clone)]
pub struct TournamentPlan {
    /// The tournament's own fields.
    pub tournament: NewTournament,
    /// The selected players, if given.
    pub selected: Option<Vec<PlayerId>>,
    /// Manual placement: slot (group slot or draw line) to player.
    pub manual: Option<BTreeMap<usize, PlayerId>>,
}

/// Creates a tournament, seeds its players by their ranking in `season` (the current one)
/// and places them. Returns its id.
pub fn create(
    conn: &Connection,
    plan: &TournamentPlan,
    season: Season,
    rng: &mut impl Rng,
) -> Result<TournamentId> {
    let selected = plan.selected.clone().unwrap_or_default();
    check_selected(conn, &selected)?;
    let id = tournaments::insert(conn, &plan.tournament)?;
    place(
        conn,
        id,
        &plan.tournament,
        &selected,
        plan.manual.as_ref(),
        season,
        rng,
    )?;
    Ok(id)
}

/// Applies an edit. A change of players, count or format re-seeds and re-places them and
/// rebuilds an existing schedule; that is refused once a result exists.
pub fn edit(
    conn: &Connection,
    current: &TournamentRow,
    plan: &TournamentPlan,
    season: Season,
    rng: &mut impl Rng,
) -> Result<()> {
    let now_selected = tournaments::selected_player_ids(conn, current.id)?;
    let selected = plan
        .selected
        .clone()
        .unwrap_or_else(|| now_selected.clone());
    let same_set = {
        let (mut a, mut b) = (selected.clone(), now_selected.clone());
        a.sort_unstable();
        b.sort_unstable();
        a == b
    };
    let reshape = !same_set
        || plan.manual.is_some()
        || plan.tournament.player_count != current.player_count
        || plan.tournament.tournament_type != current.tournament_type;
    let back_before_start = !plan.tournament.status.takes_results();
    if back_before_start && current.has_results {
        return Err(Error::conflict(
            "tournament_status_locked",
            "This tournament has results: it cannot go back to Draft or Coming Soon.",
        ));
    }
    // A final with a walkover claim is not played yet, and waits as a reported one does.
    let final_claimed = || -> Result<bool> {
        Ok(crate::db::matches::for_tournament(conn, current.id)?
            .iter()
            .any(|m| m.stage == crate::domain::bracket::Stage::Final && m.claim.is_some()))
    };
    if plan.tournament.status == TournamentStatus::Completed
        && (current.final_waiting.is_some() || final_claimed()?)
    {
        // Only a confirmed final finishes a tournament (docs/rules.md#results-by-the-players).
        return Err(Error::conflict(
            "final_not_confirmed",
            "The final's result (or walkover claim) awaits confirmation or is disputed: the \
             tournament completes once it is confirmed.",
        ));
    }
    if reshape && current.has_results {
        return Err(Error::conflict(
            "tournament_has_results",
            "The players, their number and the format cannot change once a result is recorded.",
        ));
    }
    tournaments::update(conn, current.id, &plan.tournament)?;
    if reshape {
        let n = plan.tournament.player_count;
        if selected.len() as i64 != n {
            return Err(Error::invalid(
                "selectedPlayerIds",
                "players_count_mismatch",
                format!("Please select exactly {n} players for the tournament"),
            ));
        }
        check_selected(conn, &selected)?;
        place(
            conn,
            current.id,
            &plan.tournament,
            &selected,
            plan.manual.as_ref(),
            season,
            rng,
        )?;
        if current.matches_generated {
            generate(conn, current.id)?;
        }
    }
    Ok(())
}

/// Every selected player must exist, be approved, and appear once.
fn check_selected(conn: &Connection, selected: &[PlayerId]) -> Result<()> {
    let mut seen = HashSet::new();
    for &id in selected {
        if !seen.insert(id) {
            return Err(Error::invalid(
                "selectedPlayerIds",
                "player_selected_twice",
                "A player was selected twice",
            ));
        }
        if !players::is_approved(conn, id)? {
            return Err(Error::invalid(
                "selectedPlayerIds",
                "player_not_approved",
                format!("Player {id} is not an approved player"),
            ));
        }
    }
    Ok(())
}

/// Seeds the selected players by their points in `season`, ties by the previous season's
/// final rank, and places them in groups or on draw lines (docs/rules.md#seeding).
fn place(
    conn: &Connection,
    id: TournamentId,
    tournament: &NewTournament,
    selected: &[PlayerId],
    manual: Option<&BTreeMap<usize, PlayerId>>,
    season: Season,
    rng: &mut impl Rng,
) -> Result<()> {
    let seeded = seeded(conn, selected, season, rng)?;
    let seed_of: HashMap<PlayerId, u32> = seeded.iter().map(|s| (s.player_id, s.seed)).collect();
    let in_seed_order: Vec<PlayerId> = seeded.iter().map(|s| s.player_id).collect();
    let (group_names, slots): (Vec<String>, Vec<Option<PlayerId>>) =
        if tournament.tournament_type == TournamentFormat::Hybrid {
            let groups = match manual {
                Some(positions) => seeding::manual_groups(&in_seed_order, positions),
                None => seeding::serpentine_groups(&in_seed_order),
            }
            .map_err(placement_error)?;
            let names = groups.iter().map(|g| g.name.clone()).collect();
            let slots = groups
                .into_iter()
                .flat_map(|g| g.players)
                .map(Some)
                .collect();
            (names, slots)
        } else {
            let draw = match manual {
                Some(lines) => elimination::manual_draw(&in_seed_order, lines),
                None => elimination::seeded_draw(&in_seed_order),
            }
            .map_err(placement_error)?;
            (Vec::new(), draw)
        };
    let placement: Vec<Option<(PlayerId, u32)>> = slots
        .into_iter()
        .map(|p| p.map(|player| (player, seed_of[&player])))
        .collect();
    Ok(tournaments::replace_entrants(
        conn,
        id,
        &group_names,
        &placement,
    )?)
}

/// The selected players with their seeds, best first: by points in `season`, ties by the
/// previous season's final rank, then at random (docs/rules.md#seeding).
fn seeded(
    conn: &Connection,
    selected: &[PlayerId],
    season: Season,
    rng: &mut impl Rng,
) -> Result<Vec<seeding::SeededPlayer>> {
    let totals = ranking::totals(conn, season)?;
    let previous = crate::club::rankings::previous_ranks(conn, season)?;
    let candidates: Vec<seeding::SeedCandidate> = selected
        .iter()
        .map(|&player_id| seeding::SeedCandidate {
            player_id,
            total_points: totals.get(&player_id).copied().unwrap_or(0),
            previous_rank: previous.get(&player_id).copied(),
        })
        .collect();
    Ok(seeding::seed_players(&candidates, rng))
}

/// A hand-made placement the form refuses, under the `manualBracketPositions` field.
fn placement_error(e: seeding::PlacementError) -> Error {
    let code = match e {
        seeding::PlacementError::ByeAgainstBye { .. } => "bye_against_bye",
        _ => "positions_invalid",
    };
    Error::invalid("manualBracketPositions", code, e.to_string())
}

/// Auto-fill of the Create Tournament form: the admin's hand-made placement of `selected`
/// in a `format` draw, completed as automatic seeding would (docs/rules.md#seeding). The
/// players the admin placed keep their positions; the others, best seed first, take the
/// free ones. Nothing is stored.
pub fn fill_placement(
    conn: &Connection,
    format: TournamentFormat,
    selected: &[PlayerId],
    positions: &BTreeMap<usize, PlayerId>,
    season: Season,
    rng: &mut impl Rng,
) -> Result<BTreeMap<usize, PlayerId>> {
    check_selected(conn, selected)?;
    // The form's checks let only counts the format allows through.
    let plan =
        draw_plan::draw_plan(format, selected.len()).map_err(|e| Error::Internal(e.to_string()))?;
    match seeding::check_slots(selected, positions, plan.positions, true) {
        // Players still without a position are what filling is for.
        Ok(_) | Err(seeding::PlacementError::PlayerNotPlaced { .. }) => {}
        Err(e) => return Err(placement_error(e)),
    }
    let waiting: Vec<PlayerId> = seeded(conn, selected, season, rng)?
        .into_iter()
        .map(|s| s.player_id)
        .filter(|id| !positions.values().any(|placed| placed == id))
        .collect();
    Ok(draw_plan::fill(&plan, positions, &waiting))
}
