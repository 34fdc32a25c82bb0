//! The schedule's read models: the group tables, a tournament's players and its progress,
//! computed from the stored results, and the tournament match as `http` shows it.
//!
//! That match ([`MatchRow`]) is the store's own record, re-exported here as the club's read
//! model: `db` defines it, and cannot depend on `club`.

use std::collections::HashMap;

use rusqlite::Connection;
use serde::Serialize;
use utoipa::ToSchema;

use crate::club::Result;
use crate::club::avatars::avatar_url;
use crate::db::matches;
pub use crate::db::matches::MatchRow;
use crate::db::ranking;
use crate::db::tournaments::{self, EntrantRow, TournamentRow};
use crate::domain::ids::PlayerId;
use crate::domain::score::SetsAndGames;
use crate::domain::season::Season;
use crate::domain::standings::{self, GroupMatch, GroupMember, GroupTable, StandingRow};
use crate::domain::tournament::{Discipline, MatchStatus};
use crate::domain::{names, progress, seeding};

/// The group tables of a tournament, computed from its results.
pub struct GroupTables {
    groups: Vec<(tournaments::GroupRow, GroupTable)>,
    avatars: HashMap<PlayerId, Option<String>>,
    /// Doubles: each team by its first player, who stands for it in the tables.
    teams: HashMap<PlayerId, [PlayerId; 2]>,
}

/// A group of a hybrid and how far it has come, as `GET /groups` shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Group)]
pub struct GroupSummary {
    /// The group's id.
    id: i64,
    /// The group's name as the API has always given it: `Group A`, `Group B`, ... A contract for API
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
    /// Doubles only: the team's two players in the order entered. The line is the team's:
    /// `playerId` (and each of `tiedWith`) is a team's first player, `name` the team's.
    #[serde(skip_serializing_if = "Option::is_none")]
    team: Option<[PlayerId; 2]>,
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
                .and_then(|hash| avatar_url(row.player_id, hash.as_deref())),
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
            team: self.teams.get(&row.player_id).copied(),
        }
    }

    /// Every group's table, group A first.
    pub(super) fn tables(&self) -> Vec<GroupTable> {
        self.groups.iter().map(|(_, t)| t.clone()).collect()
    }
}

/// The group tables of stored groups, entrants and matches: what the pages read, and what
/// the bracket's refresh takes the qualifiers from.
pub(super) fn group_tables_from(
    groups: Vec<tournaments::GroupRow>,
    entrants: &[EntrantRow],
    rows: &[MatchRow],
) -> GroupTables {
    let avatars = entrants
        .iter()
        .map(|e| (e.player_id, e.avatar_hash.clone()))
        .collect();
    let members = entrants
        .iter()
        .map(|e| {
            let member = GroupMember {
                player_id: e.player_id,
                name: e.name.clone(),
            };
            (e.group_id, member)
        })
        .collect();
    tables_of(groups, members, rows, avatars, HashMap::new())
}

/// The group tables of a doubles tournament's stored teams (docs/rules.md#doubles): each team
/// stands in its group's table by its first player, under the team's name.
fn team_group_tables(
    groups: Vec<tournaments::GroupRow>,
    teams: &[crate::db::teams::TeamRow],
    rows: &[MatchRow],
) -> GroupTables {
    let members = teams
        .iter()
        .map(|t| {
            let member = GroupMember {
                player_id: t.players[0],
                name: t.name(),
            };
            (t.group_id, member)
        })
        .collect();
    let by_first = teams.iter().map(|t| (t.players[0], t.players)).collect();
    tables_of(groups, members, rows, HashMap::new(), by_first)
}

/// Each group's table from its members (with their groups) and its played matches.
fn tables_of(
    groups: Vec<tournaments::GroupRow>,
    members: Vec<(Option<i64>, GroupMember)>,
    rows: &[MatchRow],
    avatars: HashMap<PlayerId, Option<String>>,
    teams: HashMap<PlayerId, [PlayerId; 2]>,
) -> GroupTables {
    let groups = groups
        .into_iter()
        .map(|g| {
            let members: Vec<GroupMember> = members
                .iter()
                .filter(|(group, _)| *group == Some(g.id))
                .map(|(_, member)| member.clone())
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
    GroupTables {
        groups,
        avatars,
        teams,
    }
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
pub fn group_tables(conn: &Connection, t: &TournamentRow) -> Result<GroupTables> {
    let id = t.id;
    let groups = tournaments::groups(conn, id)?;
    let rows = matches::for_tournament(conn, id)?;
    if t.discipline == Discipline::Doubles {
        let teams = crate::db::teams::of_tournament(conn, id)?;
        return Ok(team_group_tables(groups, &teams, &rows));
    }
    let entrants = tournaments::entrants(conn, id)?;
    Ok(group_tables_from(groups, &entrants, &rows))
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
    /// everyone else; left out of a team's line.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>)]
    email: Option<Option<String>>,
    /// Doubles only: the team's two players in the order entered. The line is the team's:
    /// `id` and `playerId` are its first player's (who is in no other team of the
    /// tournament), `name` is the team's, `points` its partners' summed totals.
    #[serde(skip_serializing_if = "Option::is_none")]
    team: Option<[PlayerId; 2]>,
}

/// A tournament's players with the points each earned in it, best first, and each one's
/// ranking total in `season`.
pub fn players(
    conn: &Connection,
    t: &TournamentRow,
    is_admin: bool,
    season: Season,
) -> Result<Vec<TournamentPlayer>> {
    let id = t.id;
    let totals = ranking::totals(conn, season)?;
    if t.discipline == Discipline::Doubles {
        let teams = crate::db::teams::of_tournament(conn, id)?;
        return Ok(team_lines(teams, &totals));
    }
    let entrants = tournaments::entrants(conn, id)?;
    let earned: HashMap<PlayerId, i64> =
        crate::club::rankings::tournament_points(conn, None, Some(id), Season::All)?
            .into_iter()
            .map(|p| (p.player_id, p.points))
            .collect();
    let mut list: Vec<TournamentPlayer> = entrants
        .into_iter()
        .map(|e| TournamentPlayer {
            id: e.player_id,
            player_id: e.player_id,
            avatar: avatar_url(e.player_id, e.avatar_hash.as_deref()),
            seed: e.seed,
            seed_shown: seeding::is_seed_shown(e.seed as u32),
            group_id: e.group_id,
            points: totals.get(&e.player_id).copied().unwrap_or(0),
            tournament_points: earned.get(&e.player_id).copied().unwrap_or(0),
            email: is_admin.then_some(e.email),
            name: e.name,
            team: None,
        })
        .collect();
    list.sort_by(|a, b| {
        b.tournament_points
            .cmp(&a.tournament_points)
            .then_with(|| names::compare(&a.name, &b.name))
    });
    Ok(list)
}

/// A doubles tournament's teams as its players' lines (docs/rules.md#doubles): by seed, as
/// no team has earned points yet (its matches are not played in the app yet).
fn team_lines(
    mut teams: Vec<crate::db::teams::TeamRow>,
    totals: &HashMap<PlayerId, i64>,
) -> Vec<TournamentPlayer> {
    teams.sort_by_key(|t| t.seed);
    teams
        .into_iter()
        .map(|t| TournamentPlayer {
            id: t.players[0],
            player_id: t.players[0],
            name: t.name(),
            avatar: None,
            seed: t.seed,
            seed_shown: seeding::is_seed_shown(t.seed as u32),
            group_id: t.group_id,
            points: t
                .players
                .iter()
                .map(|p| totals.get(p).copied().unwrap_or(0))
                .sum(),
            tournament_points: 0,
            email: None,
            team: Some(t.players),
        })
        .collect()
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
