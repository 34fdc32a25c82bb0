//! What a member's own page shows of their club life: the matches they still have to play,
//! in tournaments and in the league, each with the opponent and when it is due.

use std::collections::{HashMap, HashSet};

use chrono::NaiveDate;
use rusqlite::Connection;

use crate::club::{Club, Result};
use crate::db::league;
use crate::db::matches::{self, MatchRow};
use crate::db::players::{self, PlayerStatus};
use crate::db::tournaments::{self, TournamentRow};
use crate::domain::bracket::Stage;
use crate::domain::calendar::{parse_date, week_dates};
use crate::domain::ids::{LeagueMatchId, MatchId, PlayerId, TournamentId};
use crate::domain::league_score::LeagueStatus;
use crate::domain::tournament::{MatchStatus, TournamentStatus};

/// A tournament match the member still has to play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NextTournamentMatch {
    /// The match.
    pub match_id: MatchId,
    /// Its tournament.
    pub tournament_id: TournamentId,
    /// The tournament's name.
    pub tournament_name: String,
    /// Its stage.
    pub stage: Stage,
    /// Its round within the stage.
    pub round: i64,
    /// Its schedule week (1-based).
    pub week: i64,
    /// The week's first day.
    pub week_start: NaiveDate,
    /// The week's last day.
    pub week_end: NaiveDate,
    /// The other player; in doubles, the other team's first player (its key).
    pub opponent_id: PlayerId,
    /// The other player's name, or the other team's ("Ana Mora / Luis Rojas").
    pub opponent_name: String,
    /// Doubles only: the member's partner, their id and name.
    pub partner: Option<(PlayerId, String)>,
    /// Doubles only: the other team's two players in the order entered.
    pub opponent_team: Option<[PlayerId; 2]>,
    /// When and where its players set it to be played.
    pub plan: crate::db::matches::PlayPlan,
    /// Its deadline dates (docs/rules.md#deadlines).
    pub dates: crate::domain::deadlines::MatchDates,
    /// Where it stands on the club's date.
    pub timing: Option<crate::domain::deadlines::Timing>,
}

/// A league match the member still has to play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NextLeagueMatch {
    /// The league match.
    pub league_match_id: LeagueMatchId,
    /// Its date, `yyyy-mm-dd`.
    pub date: String,
    /// Its time, `HH:MM`, if set.
    pub time: Option<String>,
    /// Its court, if set.
    pub cancha: Option<i64>,
    /// The other player.
    pub opponent_id: PlayerId,
    /// The other player's name.
    pub opponent_name: String,
    /// Whether the member made the challenge.
    pub challenger: bool,
}

/// The member's next matches; none for a pending registration.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct MemberOverview {
    /// Whether the member is approved (their player page and calendar feed exist).
    pub approved: bool,
    /// Tournament matches with both players known and no result, by week.
    pub tournament_matches: Vec<NextTournamentMatch>,
    /// League matches with no score, by date and time.
    pub league_matches: Vec<NextLeagueMatch>,
}

fn tournament_matches(
    conn: &Connection,
    player: PlayerId,
    today: NaiveDate,
) -> Result<Vec<NextTournamentMatch>> {
    let tournaments: HashMap<TournamentId, TournamentRow> = tournaments::list(conn, false)?
        .into_iter()
        .filter(|t| t.status != TournamentStatus::Completed)
        .map(|t| (t.id, t))
        .collect();
    let rows = matches::for_player(conn, player)?;
    // Only the member's partners are named: their names alone are read.
    let partner_of = |m: &MatchRow| {
        let team = if m.side_of(player)? == 1 {
            m.team1
        } else {
            m.team2
        };
        team?.into_iter().find(|&id| id != player)
    };
    let partners: HashSet<PlayerId> = rows.iter().filter_map(partner_of).collect();
    let names = players::names_of(conn, partners)?;
    let mut next: Vec<NextTournamentMatch> = rows
        .into_iter()
        .filter(|m| m.status == MatchStatus::Pending && !m.is_bye)
        .filter_map(|m| {
            let tournament = tournaments.get(&m.tournament_id)?;
            let start = parse_date(&tournament.start_date)?;
            let timing = crate::club::timing::timing_of(&m, today);
            let dates = crate::club::timing::dates_of(&m);
            let (opponent_id, opponent_name, opponent_team) = match m.side_of(player)? {
                1 => (m.player2_id?, m.player2_name.clone()?, m.team2),
                _ => (m.player1_id?, m.player1_name.clone()?, m.team1),
            };
            let partner =
                partner_of(&m).map(|id| (id, names.get(&id).cloned().unwrap_or_default()));
            let week = week_dates(start, m.week);
            Some(NextTournamentMatch {
                dates,
                timing,
                plan: m.plan,
                match_id: m.id,
                tournament_id: tournament.id,
                tournament_name: tournament.name.clone(),
                stage: m.stage,
                round: m.round,
                week: m.week,
                week_start: *week.start(),
                week_end: *week.end(),
                opponent_id,
                opponent_name,
                partner,
                opponent_team,
            })
        })
        .collect();
    // The store's order within each tournament, the soonest week first across them.
    next.sort_by_key(|m| m.week_start);
    Ok(next)
}

fn league_matches(conn: &Connection, player: PlayerId) -> Result<Vec<NextLeagueMatch>> {
    Ok(league::for_player(conn, player)?
        .into_iter()
        .filter(|m| m.status == LeagueStatus::Pending)
        .map(|m| {
            let challenger = m.player1_id == player;
            let (opponent_id, opponent_name) = if challenger {
                (m.player2_id, m.player2_name)
            } else {
                (m.player1_id, m.player1_name)
            };
            NextLeagueMatch {
                league_match_id: m.id,
                date: m.date,
                time: m.time,
                cancha: m.cancha,
                opponent_id,
                opponent_name,
                challenger,
            }
        })
        .collect())
}

impl Club {
    /// The member's next matches, tournament and league; none while they are pending.
    pub async fn member_overview(&self, player: PlayerId) -> Result<MemberOverview> {
        let today = self.clock().today();
        self.read(move |conn| {
            let approved =
                players::get(conn, player)?.is_some_and(|p| p.status == PlayerStatus::Approved);
            if !approved {
                return Ok(MemberOverview::default());
            }
            Ok(MemberOverview {
                approved,
                tournament_matches: tournament_matches(conn, player, today)?,
                league_matches: league_matches(conn, player)?,
            })
        })
        .await
    }
}
