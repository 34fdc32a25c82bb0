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
use crate::domain::entrant::Entrant;
use crate::domain::ids::{PlayerId, TeamId, TournamentId};
use crate::domain::season::Season;
use crate::domain::teams::{PartnerRanking, team_name, team_seed_candidate};
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
    /// Doubles: the selected teams, each its two players in the order entered, if given.
    pub teams: Option<Vec<[PlayerId; 2]>>,
    /// Doubles: manual placement, slot to team.
    pub manual_teams: Option<BTreeMap<usize, [PlayerId; 2]>>,
}

/// Creates a tournament, seeds its players by their ranking in `season` (the current one)
/// and places them. Returns its id.
pub fn create(
    conn: &Connection,
    plan: &TournamentPlan,
    season: Season,
    rng: &mut impl Rng,
) -> Result<TournamentId> {
    if let Some(teams) = &plan.teams {
        check_selected(conn, &players_of(teams), "selectedTeams")?;
        let id = tournaments::insert(conn, &plan.tournament)?;
        place_teams(conn, id, plan, teams, season, rng)?;
        return Ok(id);
    }
    let selected = plan.selected.clone().unwrap_or_default();
    check_selected(conn, &selected, "selectedPlayerIds")?;
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
    let now_teams: Vec<[PlayerId; 2]> = crate::db::teams::of_tournament(conn, current.id)?
        .into_iter()
        .map(|t| t.players)
        .collect();
    let teams = plan.teams.clone().unwrap_or_else(|| now_teams.clone());
    let same_set = same_members(&selected, &now_selected) && same_members(&teams, &now_teams);
    let reshape = !same_set
        || plan.manual.is_some()
        || plan.manual_teams.is_some()
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
    if reshape && plan.tournament.discipline == crate::domain::tournament::Discipline::Doubles {
        // The form checked the teams it was sent; kept teams may not fill a new count.
        let expected = usize::try_from(plan.tournament.player_count).unwrap_or(0);
        if teams.len() != expected {
            let mismatch = crate::domain::teams::TeamError::TeamsCountMismatch {
                expected,
                selected: teams.len(),
            };
            return Err(Error::invalid(
                "selectedTeams",
                "teams_count_mismatch",
                mismatch.to_string(),
            ));
        }
        check_selected(conn, &players_of(&teams), "selectedTeams")?;
        place_teams(conn, current.id, plan, &teams, season, rng)?;
        if current.matches_generated {
            generate(conn, current.id)?;
        }
    } else if reshape {
        let n = plan.tournament.player_count;
        if selected.len() as i64 != n {
            return Err(Error::invalid(
                "selectedPlayerIds",
                "players_count_mismatch",
                format!("Please select exactly {n} players for the tournament"),
            ));
        }
        check_selected(conn, &selected, "selectedPlayerIds")?;
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

/// Whether two lists hold the same members, in any order.
fn same_members<T: Ord + Clone>(a: &[T], b: &[T]) -> bool {
    let (mut a, mut b) = (a.to_vec(), b.to_vec());
    a.sort_unstable();
    b.sort_unstable();
    a == b
}

/// Every player of the teams, team by team.
fn players_of(teams: &[[PlayerId; 2]]) -> Vec<PlayerId> {
    teams.iter().flatten().copied().collect()
}

/// Every selected player must exist, be approved, and appear once; `field` is where the
/// form took them from.
fn check_selected(conn: &Connection, selected: &[PlayerId], field: &'static str) -> Result<()> {
    let mut seen = HashSet::new();
    for &id in selected {
        if !seen.insert(id) {
            return Err(Error::invalid(
                field,
                "player_selected_twice",
                "A player was selected twice",
            ));
        }
        if !players::is_approved(conn, id)? {
            return Err(Error::invalid(
                field,
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
    let (group_names, slots) = arrange(tournament.tournament_type, &in_seed_order, manual)?;
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

/// The entrants, given in seed order, placed in groups (hybrid; returns the groups' names)
/// or on draw lines: serpentine or by `manual` positions (docs/rules.md#seeding). Returns
/// the entrant of every slot.
fn arrange<E: Entrant>(
    format: TournamentFormat,
    in_seed_order: &[E],
    manual: Option<&BTreeMap<usize, E>>,
) -> Result<(Vec<String>, Vec<Option<E>>)> {
    if format == TournamentFormat::Hybrid {
        let groups = match manual {
            Some(positions) => seeding::manual_groups(in_seed_order, positions),
            None => seeding::serpentine_groups(in_seed_order),
        }
        .map_err(placement_error)?;
        let names = groups.iter().map(|g| g.name.clone()).collect();
        let slots = groups
            .into_iter()
            .flat_map(|g| g.players)
            .map(Some)
            .collect();
        Ok((names, slots))
    } else {
        let draw = match manual {
            Some(lines) => elimination::manual_draw(in_seed_order, lines),
            None => elimination::seeded_draw(in_seed_order),
        }
        .map_err(placement_error)?;
        Ok((Vec::new(), draw))
    }
}

/// Seeds a doubles draw's teams (the sums of their partners' general-ranking points, ties by
/// the sums of last season's ranks; docs/rules.md#doubles) and places them as [`place`]
/// places players. A manual position names a team by its two players, in either order.
fn place_teams(
    conn: &Connection,
    id: TournamentId,
    plan: &TournamentPlan,
    teams: &[[PlayerId; 2]],
    season: Season,
    rng: &mut impl Rng,
) -> Result<()> {
    // Until the store gives them ids, a team is known by its number in the order entered.
    let number = |index: usize| TeamId(index as i64 + 1);
    let team_of = |number: TeamId| teams[usize::try_from(number.0 - 1).unwrap_or(0)];
    let seeded = seeded_teams(conn, teams, season, rng)?;
    let seed_of: HashMap<TeamId, u32> = seeded.iter().map(|s| (s.player_id, s.seed)).collect();
    let in_seed_order: Vec<TeamId> = seeded.iter().map(|s| s.player_id).collect();
    let manual = plan
        .manual_teams
        .as_ref()
        .map(|positions| {
            positions
                .iter()
                .map(|(&slot, pair)| {
                    let index = teams
                        .iter()
                        .position(|t| same_members(t, pair))
                        .ok_or_else(|| {
                            let names = pair.map(|p| p.to_string());
                            Error::invalid(
                                "manualBracketPositions",
                                "positions_invalid",
                                format!(
                                    "Team {} is not one of the selected teams",
                                    team_name(&names[0], &names[1])
                                ),
                            )
                        })?;
                    Ok((slot, number(index)))
                })
                .collect::<Result<BTreeMap<usize, TeamId>>>()
        })
        .transpose()?;
    let (group_names, slots) = arrange(
        plan.tournament.tournament_type,
        &in_seed_order,
        manual.as_ref(),
    )?;
    let placement: Vec<Option<([PlayerId; 2], u32)>> = slots
        .into_iter()
        .map(|t| t.map(|team| (team_of(team), seed_of[&team])))
        .collect();
    crate::db::teams::replace(conn, id, &group_names, &placement)?;
    Ok(())
}

/// The selected teams with their seeds, best first, each known by its number in the order
/// entered (1-based): by the sums of their partners' points in `season`, ties by the sums of
/// the previous season's ranks, then at random (docs/rules.md#doubles).
fn seeded_teams(
    conn: &Connection,
    teams: &[[PlayerId; 2]],
    season: Season,
    rng: &mut impl Rng,
) -> Result<Vec<seeding::SeededPlayer<TeamId>>> {
    let totals = ranking::totals(conn, season)?;
    let previous = crate::club::rankings::previous_ranks(conn, season)?;
    let candidates: Vec<seeding::SeedCandidate<TeamId>> = teams
        .iter()
        .enumerate()
        .map(|(index, partners)| {
            let ranking = partners.map(|p| PartnerRanking {
                total_points: totals.get(&p).copied().unwrap_or(0),
                previous_rank: previous.get(&p).copied(),
            });
            team_seed_candidate(TeamId(index as i64 + 1), ranking)
        })
        .collect();
    Ok(seeding::seed_players(&candidates, rng))
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
fn placement_error<E: Entrant>(e: seeding::PlacementError<E>) -> Error {
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
    check_selected(conn, selected, "selectedPlayerIds")?;
    fill_keys(format, selected, positions, || {
        Ok(seeded(conn, selected, season, rng)?
            .into_iter()
            .map(|s| s.player_id)
            .collect())
    })
}

/// Auto-fill of a doubles draw: as [`fill_placement`], for `teams`, each placed and answered
/// by its first player (as a doubles match names its sides). Nothing is stored.
pub fn fill_team_placement(
    conn: &Connection,
    format: TournamentFormat,
    teams: &[[PlayerId; 2]],
    positions: &BTreeMap<usize, PlayerId>,
    season: Season,
    rng: &mut impl Rng,
) -> Result<BTreeMap<usize, PlayerId>> {
    check_selected(conn, &players_of(teams), "selectedTeams")?;
    let keys: Vec<PlayerId> = teams.iter().map(|team| team[0]).collect();
    fill_keys(format, &keys, positions, || {
        // A seeded team's id is its place in `teams`, from 1.
        Ok(seeded_teams(conn, teams, season, rng)?
            .into_iter()
            .filter_map(|s| keys.get(usize::try_from(s.player_id.0 - 1).ok()?).copied())
            .collect())
    })
}

/// Fills the draw of `keys` (players, or teams by their first players) around `positions`:
/// the keys not placed yet, in the order `seeded` gives them all, take the places left as
/// automatic seeding would.
fn fill_keys(
    format: TournamentFormat,
    keys: &[PlayerId],
    positions: &BTreeMap<usize, PlayerId>,
    seeded: impl FnOnce() -> Result<Vec<PlayerId>>,
) -> Result<BTreeMap<usize, PlayerId>> {
    // The form's checks let only counts the format allows through.
    let plan =
        draw_plan::draw_plan(format, keys.len()).map_err(|e| Error::Internal(e.to_string()))?;
    match seeding::check_slots(keys, positions, plan.positions, true) {
        // Keys still without a position are what filling is for.
        Ok(_) | Err(seeding::PlacementError::PlayerNotPlaced { .. }) => {}
        Err(e) => return Err(placement_error(e)),
    }
    let waiting: Vec<PlayerId> = seeded()?
        .into_iter()
        .filter(|key| !positions.values().any(|placed| placed == key))
        .collect();
    Ok(draw_plan::fill(&plan, positions, &waiting))
}
