//! Keeps a tournament's stored players, groups and schedule in step with the rules of
//! `domain`: seeding and placement at creation, the whole schedule at generation, and the
//! bracket after every result.
//!
//! The bracket is derived state: who stands in each knockout match follows from the group
//! results and the recorded knockout winners. [`refresh`] recomputes it after every write
//! and refuses (409) a change that would alter a match already played.

use std::collections::{BTreeMap, HashMap};

use rand::Rng;
use rusqlite::Connection;
use serde::Serialize;
use utoipa::ToSchema;

use crate::club::{Error, Result};
use crate::db::matches::{self, MatchResult, MatchRow, NewMatch};
use crate::db::ranking;
use crate::db::tournaments::{self, EntrantRow, NewTournament, TournamentRow};
use crate::domain::bracket::{BracketPlan, Side, Stage};
use crate::domain::ids::{MatchId, PlayerId, TournamentId};
use crate::domain::score::{SetsAndGames, TennisScore};
use crate::domain::season::Season;
use crate::domain::standings::{GroupMatch, GroupMember, GroupTable, StandingRow};
use crate::domain::tournament::{MatchStatus, TournamentFormat, TournamentStatus};
use crate::domain::{
    draw_plan, elimination, knockout, names, progress, round_robin, seeding, standings,
};

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
    let mut seen = std::collections::HashSet::new();
    for &id in selected {
        if !seen.insert(id) {
            return Err(Error::invalid(
                "selectedPlayerIds",
                "player_selected_twice",
                "A player was selected twice",
            ));
        }
        let status: Option<String> = rusqlite::OptionalExtension::optional(conn.query_row(
            "SELECT status FROM players WHERE id = ?1",
            [id],
            |r| r.get(0),
        ))?;
        if status.as_deref() != Some("approved") {
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
    let previous = ranking::previous_ranks(conn, season)?;
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

/// A tournament's single-elimination draw from its stored draw lines.
fn draw_of(t: &TournamentRow, entrants: &[EntrantRow]) -> Vec<Option<PlayerId>> {
    let mut draw = vec![None; elimination::draw_size(t.player_count as usize)];
    for e in entrants {
        if let Some(line) = draw.get_mut(e.slot as usize) {
            *line = Some(e.player_id);
        }
    }
    draw
}

/// The knockout plan of a tournament, from its format, groups and draw.
fn knockout_plan(
    t: &TournamentRow,
    group_count: usize,
    entrants: &[EntrantRow],
) -> Result<BracketPlan> {
    if t.tournament_type == TournamentFormat::Hybrid {
        knockout::knockout_plan(group_count).map_err(|e| Error::internal(e.to_string()))
    } else {
        Ok(elimination::elimination_plan(&draw_of(t, entrants)))
    }
}

/// Builds the whole schedule at once (docs/rules.md#schedule-weeks): the group round robins and every
/// knockout match, with unknown players shown as TBD. Replaces an existing schedule only
/// while no result is recorded.
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
    conn.execute("DELETE FROM matches WHERE tournament_id = ?1", [id])?;
    let groups = tournaments::groups(conn, id)?;
    let entrants = tournaments::entrants(conn, id)?;
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

/// The group tables of a tournament, computed from its results.
pub struct GroupTables {
    groups: Vec<(tournaments::GroupRow, GroupTable)>,
    avatars: HashMap<PlayerId, Option<String>>,
}

/// A group of a hybrid and how far it has come, as `GET /groups` shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Group)]
pub struct GroupSummary {
    /// The group's id.
    id: i64,
    /// The group's name as spec §3 gives it: `Group A`, `Group B`, ... A contract for API
    /// clients, not a text for people: the UI names a group from its `letter`.
    #[schema(example = "Group A")]
    name: String,
    /// The group's letter: `A`, `B`, ... (the UI says "Group A" or "Grupo A").
    letter: String,
    /// Every group match is played: the table is final.
    is_final: bool,
    /// Group matches played.
    matches_played: u32,
    /// Group matches in all.
    matches_total: u32,
}

/// A player's line in a group table, in standings order, as `GET /group-players` shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GroupPlayer {
    /// The player.
    player_id: PlayerId,
    /// The group.
    group_id: i64,
    /// Display name.
    name: String,
    /// Avatar URL or null.
    avatar: Option<String>,
    /// 1-based place in the table.
    position: u32,
    /// Top 2 of a final table.
    qualified: bool,
    /// 3 a win.
    points: u32,
    /// Matches won.
    wins: u32,
    /// Matches lost.
    losses: u32,
    /// Matches played.
    matches: u32,
    /// Sets won.
    sets_won: u32,
    /// Sets lost.
    sets_lost: u32,
    /// Games won.
    games_won: u32,
    /// Games lost.
    games_lost: u32,
    /// Sets won out of played, percent.
    set_win_pct: f64,
    /// Games won out of played, percent.
    game_win_pct: f64,
    /// The criterion that put this player ahead of the next; null for the last.
    decided_by: Option<standings::Criterion>,
    /// The players level on points with this one (including them).
    tied_with: Vec<PlayerId>,
}

impl GroupTables {
    /// One summary per group.
    pub fn summaries(self) -> Vec<GroupSummary> {
        self.groups
            .into_iter()
            .map(|(g, table)| GroupSummary {
                id: g.id,
                name: g.name,
                letter: seeding::group_letter(usize::try_from(g.position).unwrap_or(usize::MAX)),
                is_final: table.is_final,
                matches_played: table.matches_played,
                matches_total: table.matches_total,
            })
            .collect()
    }

    /// Every group's rows, group A first, each in standings order.
    pub fn players(self) -> Vec<GroupPlayer> {
        let mut out = Vec::new();
        for (g, table) in &self.groups {
            for row in &table.rows {
                let tied_with = table
                    .tie_of(row.player_id)
                    .map(|tie| tie.rows.iter().map(|r| r.player_id).collect())
                    .unwrap_or_default();
                out.push(self.group_player(g.id, row, tied_with));
            }
        }
        out
    }

    fn group_player(
        &self,
        group_id: i64,
        row: &StandingRow,
        tied_with: Vec<PlayerId>,
    ) -> GroupPlayer {
        GroupPlayer {
            player_id: row.player_id,
            group_id,
            name: row.name.clone(),
            avatar: self
                .avatars
                .get(&row.player_id)
                .cloned()
                .flatten()
                .map(|hash| avatar_url(row.player_id, &hash)),
            position: row.position,
            qualified: row.qualified,
            points: row.points,
            wins: row.wins,
            losses: row.losses,
            matches: row.matches,
            sets_won: row.sets_won,
            sets_lost: row.sets_lost,
            games_won: row.games_won,
            games_lost: row.games_lost,
            set_win_pct: standings::one_decimal(row.set_win_pct),
            game_win_pct: standings::one_decimal(row.game_win_pct),
            decided_by: row.decided_by,
            tied_with,
        }
    }

    fn tables(&self) -> Vec<GroupTable> {
        self.groups.iter().map(|(_, t)| t.clone()).collect()
    }
}

/// The avatar URL the API gives for a player's avatar with this content hash.
pub fn avatar_url(player_id: PlayerId, hash: &str) -> String {
    format!("/api/players/{player_id}/avatar?v={hash}")
}

fn group_tables_from(
    groups: Vec<tournaments::GroupRow>,
    entrants: &[EntrantRow],
    rows: &[MatchRow],
) -> GroupTables {
    let avatars = entrants
        .iter()
        .map(|e| (e.player_id, e.avatar_hash.clone()))
        .collect();
    let groups = groups
        .into_iter()
        .map(|g| {
            let members: Vec<GroupMember> = entrants
                .iter()
                .filter(|e| e.group_id == Some(g.id))
                .map(|e| GroupMember {
                    player_id: e.player_id,
                    name: e.name.clone(),
                })
                .collect();
            let results: Vec<GroupMatch> = rows
                .iter()
                .filter(|m| m.group_id == Some(g.id))
                .filter_map(group_match)
                .collect();
            let table = standings::group_table(&members, &results);
            (g, table)
        })
        .collect();
    GroupTables { groups, avatars }
}

fn group_match(m: &MatchRow) -> Option<GroupMatch> {
    let count = |v: Option<i64>| u32::try_from(v.unwrap_or(0)).unwrap_or(0);
    Some(GroupMatch {
        player1: m.player1_id?,
        player2: m.player2_id?,
        completed: m.status == MatchStatus::Completed,
        winner: m.winner_id,
        totals: SetsAndGames {
            player1_sets: count(m.player1_sets),
            player2_sets: count(m.player2_sets),
            player1_games: count(m.player1_games),
            player2_games: count(m.player2_games),
        },
    })
}

/// The group tables of a tournament (empty for single elimination).
pub fn group_tables(conn: &Connection, id: TournamentId) -> Result<GroupTables> {
    let groups = tournaments::groups(conn, id)?;
    let entrants = tournaments::entrants(conn, id)?;
    let rows = matches::for_tournament(conn, id)?;
    Ok(group_tables_from(groups, &entrants, &rows))
}

/// Brings the knockout up to date with the group results and the recorded winners, and
/// names (or un-names) the champion. Refuses, with 409, a change that would replace a
/// player in a match that was already played.
pub fn refresh(conn: &Connection, id: TournamentId) -> Result<()> {
    let t = tournaments::get(conn, id)?
        .ok_or_else(|| Error::not_found("tournament_not_found", "Tournament"))?;
    let groups = tournaments::groups(conn, id)?;
    let entrants = tournaments::entrants(conn, id)?;
    let rows = matches::for_tournament(conn, id)?;
    let knockout_rows: Vec<&MatchRow> = rows.iter().filter(|m| m.stage != Stage::Group).collect();
    if knockout_rows.is_empty() {
        return Ok(());
    }
    let plan = knockout_plan(&t, groups.len(), &entrants)?;
    if plan.matches.len() != knockout_rows.len() {
        return Err(Error::internal(format!(
            "tournament {id}: {} knockout rows for a plan of {}",
            knockout_rows.len(),
            plan.matches.len()
        )));
    }
    let winners: Vec<Option<PlayerId>> = knockout_rows
        .iter()
        .map(|m| if m.is_bye { None } else { m.winner_id })
        .collect();
    let sides = if t.tournament_type == TournamentFormat::Hybrid {
        let tables = group_tables_from(groups, &entrants, &rows).tables();
        knockout::knockout_players(&plan, &tables, &winners)
    } else {
        elimination::elimination_players(&plan, &draw_of(&t, &entrants), &winners)
    };
    for ((row, pair), planned) in knockout_rows.iter().zip(&sides).zip(&plan.matches) {
        let changes = [row.player1_id, row.player2_id] != *pair;
        if changes && row.status == MatchStatus::Completed && !row.is_bye {
            return Err(Error::conflict(
                "result_played_on",
                format!(
                    "This change would replace a player in {}, which has already been played. \
                 Change that result first.",
                    planned.name()
                ),
            ));
        }
        matches::set_players(conn, row, *pair)?;
    }
    // The final's winner is read back: this refresh may just have cleared it.
    let champion = matches::for_tournament(conn, id)?
        .iter()
        .find(|m| m.stage == Stage::Final)
        .and_then(|m| m.winner_id);
    if champion != t.champion_id {
        tournaments::set_champion(conn, id, champion)?;
    }
    Ok(())
}

/// A tournament's entrant, as `GET /tournaments/{id}/players` shows them.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TournamentPlayer {
    /// The player's id (same as `playerId`).
    id: PlayerId,
    /// The player's id.
    player_id: PlayerId,
    /// Display name.
    name: String,
    /// Avatar URL or null.
    avatar: Option<String>,
    /// The seed, 1 = best.
    seed: i64,
    /// Whether the seed is shown (seeds up to 10).
    seed_shown: bool,
    /// The group, in a hybrid.
    group_id: Option<i64>,
    /// The player's ranking total.
    points: i64,
    /// Points earned in this tournament.
    tournament_points: i64,
    /// Admin only: present (null when the player has none) for the admin, left out for
    /// everyone else.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>)]
    email: Option<Option<String>>,
}

/// A tournament's players with the points each earned in it, best first, and each one's
/// ranking total in `season`.
pub fn players(
    conn: &Connection,
    id: TournamentId,
    is_admin: bool,
    season: Season,
) -> Result<Vec<TournamentPlayer>> {
    let entrants = tournaments::entrants(conn, id)?;
    let totals = ranking::totals(conn, season)?;
    let earned: HashMap<PlayerId, i64> =
        ranking::tournament_points(conn, None, Some(id), Season::All)?
            .into_iter()
            .map(|p| (p.player_id, p.points))
            .collect();
    let mut list: Vec<TournamentPlayer> = entrants
        .into_iter()
        .map(|e| TournamentPlayer {
            id: e.player_id,
            player_id: e.player_id,
            avatar: e.avatar_hash.as_deref().map(|h| avatar_url(e.player_id, h)),
            seed: e.seed,
            seed_shown: seeding::is_seed_shown(e.seed as u32),
            group_id: e.group_id,
            points: totals.get(&e.player_id).copied().unwrap_or(0),
            tournament_points: earned.get(&e.player_id).copied().unwrap_or(0),
            email: is_admin.then_some(e.email),
            name: e.name,
        })
        .collect();
    list.sort_by(|a, b| {
        b.tournament_points
            .cmp(&a.tournament_points)
            .then_with(|| names::compare(&a.name, &b.name))
    });
    Ok(list)
}

/// The progress of a tournament (docs/rules.md#progress).
pub fn progress(conn: &Connection, t: &TournamentRow) -> Result<progress::Progress> {
    let rows = matches::for_tournament(conn, t.id)?;
    let played: Vec<progress::MatchProgress> = rows
        .iter()
        .map(|m| progress::MatchProgress {
            stage: m.stage,
            completed: m.status == MatchStatus::Completed,
            is_bye: m.is_bye,
        })
        .collect();
    Ok(progress::tournament_progress(
        t.status,
        t.tournament_type,
        t.player_count as usize,
        &played,
    ))
}

/// Sets and games typed by the admin over the computed ones (docs/rules.md#scores: adjustable by hand).
#[derive(Debug, Clone, Copy, Default)]
pub struct Totals {
    /// Sets of player 1 and player 2, when given.
    pub sets: [Option<i64>; 2],
    /// Games of player 1 and player 2, when given.
    pub games: [Option<i64>; 2],
}

/// Records (or, with `may_replace`, changes) a match result at `at` (unix seconds) and brings
/// the bracket up to date: the one service both the API and the demo generator use.
pub fn record_result(
    conn: &Connection,
    match_id: MatchId,
    winner_id: PlayerId,
    score: &TennisScore,
    overrides: Totals,
    may_replace: bool,
    at: i64,
) -> Result<MatchRow> {
    let current = matches::get(conn, match_id)?
        .ok_or_else(|| Error::not_found("match_not_found", "Match"))?;
    let tournament = tournaments::get(conn, current.tournament_id)?
        .ok_or_else(|| Error::not_found("tournament_not_found", "Tournament"))?;
    match tournament.status {
        status if status.takes_results() => {}
        TournamentStatus::Draft => {
            return Err(Error::conflict(
                "tournament_is_draft",
                "This tournament is a draft: set it to Active before recording results.",
            ));
        }
        _ => {
            return Err(Error::conflict(
                "tournament_not_started",
                "This tournament has not started (Coming Soon): set it to Active before \
                 recording results.",
            ));
        }
    }
    if current.is_bye {
        return Err(Error::conflict(
            "match_is_bye",
            "A bye is not played: it has no result.",
        ));
    }
    let (Some(p1), Some(p2)) = (current.player1_id, current.player2_id) else {
        return Err(Error::conflict(
            "match_players_unknown",
            "This match cannot be played yet: both players must be known.",
        ));
    };
    if current.status == MatchStatus::Completed && !may_replace {
        return Err(Error::conflict(
            "match_has_result",
            "This match already has a result. Edit it instead.",
        ));
    }
    let side = if winner_id == p1 {
        Side::Player1
    } else if winner_id == p2 {
        Side::Player2
    } else {
        return Err(Error::invalid(
            "winnerId",
            "winner_not_in_match",
            "The winner must be one of the two players",
        ));
    };
    score
        .check_winner(side)
        .map_err(|e| Error::score_invalid("score", &e))?;
    let totals = score.totals(side);
    let result = MatchResult {
        winner_id,
        score: score.to_string(),
        walkover: matches!(score, TennisScore::Walkover),
        sets: [
            overrides.sets[0].unwrap_or(i64::from(totals.player1_sets)),
            overrides.sets[1].unwrap_or(i64::from(totals.player2_sets)),
        ],
        games: [
            overrides.games[0].unwrap_or(i64::from(totals.player1_games)),
            overrides.games[1].unwrap_or(i64::from(totals.player2_games)),
        ],
    };
    matches::record(conn, match_id, &result, at)?;
    refresh(conn, current.tournament_id)?;
    matches::get(conn, match_id)?.ok_or_else(|| Error::internal("recorded match vanished"))
}
