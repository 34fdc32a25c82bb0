//! What the season archive reads: the years with results, a season's champions and its
//! league leader (docs/rules.md#seasons).

use rusqlite::Connection;

use super::Result;
use super::counted::counted_tournaments;
use crate::domain::ids::{PlayerId, TournamentId};
use crate::domain::names;
use crate::domain::season::Season;

/// A tournament's champion.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeasonChampion {
    /// The tournament.
    pub tournament_id: TournamentId,
    /// Its name.
    pub tournament_name: String,
    /// Its start date, `yyyy-mm-dd`.
    pub start_date: String,
    /// Whether it was the season's year-end finals.
    pub finals: bool,
    /// The champion; none for a doubles tournament's, whose team is `champion_team`.
    pub champion_id: Option<PlayerId>,
    /// The champion's name (a doubles team's: "Ana Mora / Luis Rojas").
    pub champion_name: String,
    /// A doubles tournament's champion team, its players in the order entered.
    pub champion_team: Option<[PlayerId; 2]>,
}

/// The player with the most league sets won in a season.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeagueLeader {
    /// The player.
    pub player_id: PlayerId,
    /// Their name.
    pub name: String,
    /// Sets won in completed league matches of the season.
    pub sets_won: i64,
}

/// Every year with a counted tournament, a completed league match or an adjustment, newest
/// first.
pub fn years_with_results(conn: &Connection) -> Result<Vec<i32>> {
    let counted = counted_tournaments(Season::All);
    let mut stmt = conn.prepare(&format!(
        "SELECT DISTINCT year FROM (
             SELECT CAST(substr(start_date, 1, 4) AS INTEGER) AS year FROM tournaments
             WHERE id IN ({counted})
             UNION
             SELECT CAST(substr(date, 1, 4) AS INTEGER) FROM league_matches
             WHERE status = 'completed'
             UNION
             SELECT season FROM point_adjustments)
         ORDER BY year DESC"
    ))?;
    let years = stmt.query_map([], |r| r.get(0))?;
    Ok(years.collect::<rusqlite::Result<_>>()?)
}

/// The champion of each counted tournament of `season`, by start date.
pub fn champions(conn: &Connection, season: Season) -> Result<Vec<SeasonChampion>> {
    let counted = counted_tournaments(season);
    let mut stmt = conn.prepare(&format!(
        "SELECT t.id, t.name, t.start_date, t.finals, t.champion_id, p.name, NULL, NULL, NULL
         FROM tournaments t JOIN players p ON p.id = t.champion_id
         WHERE t.id IN ({counted})
         UNION ALL
         SELECT t.id, t.name, t.start_date, t.finals, NULL, pa.name, a.player_id, b.player_id,
                pb.name
         FROM tournaments t
         JOIN team_players a ON a.team_id = t.champion_team_id AND a.position = 1
         JOIN players pa ON pa.id = a.player_id
         JOIN team_players b ON b.team_id = t.champion_team_id AND b.position = 2
         JOIN players pb ON pb.id = b.player_id
         WHERE t.id IN ({counted})
         ORDER BY 3, 1"
    ))?;
    let rows = stmt.query_map([], |r| {
        let team: Option<(PlayerId, PlayerId, String)> = match r.get::<_, Option<PlayerId>>(6)? {
            Some(first) => Some((first, r.get(7)?, r.get(8)?)),
            None => None,
        };
        let name: String = r.get(5)?;
        Ok(SeasonChampion {
            tournament_id: r.get(0)?,
            tournament_name: r.get(1)?,
            start_date: r.get(2)?,
            finals: r.get(3)?,
            champion_id: r.get(4)?,
            champion_name: match &team {
                Some((_, _, second)) => crate::domain::teams::team_name(&name, second),
                None => name,
            },
            champion_team: team.map(|(a, b, _)| [a, b]),
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Who won the most league sets in `season` (equal counts go by name); none without a set.
pub fn league_most_sets(conn: &Connection, season: Season) -> Result<Option<LeagueLeader>> {
    let dates = match season.date_range() {
        Some((from, to)) => format!("AND date >= '{from}' AND date < '{to}'"),
        None => String::new(),
    };
    let mut stmt = conn.prepare(&format!(
        "SELECT s.player_id, p.name, SUM(s.sets) AS total FROM (
             SELECT player1_id AS player_id, COALESCE(player1_sets_won, 0) AS sets
             FROM league_matches WHERE status = 'completed' {dates}
             UNION ALL
             SELECT player2_id, COALESCE(player2_sets_won, 0)
             FROM league_matches WHERE status = 'completed' {dates}) s
         JOIN players p ON p.id = s.player_id
         GROUP BY s.player_id HAVING total > 0
         ORDER BY total DESC"
    ))?;
    let all = stmt
        .query_map([], |r| {
            Ok(LeagueLeader {
                player_id: r.get(0)?,
                name: r.get(1)?,
                sets_won: r.get(2)?,
            })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    let most = all.first().map_or(0, |l| l.sets_won);
    Ok(all
        .into_iter()
        .take_while(|l| l.sets_won == most)
        .min_by(|a, b| names::compare(&a.name, &b.name).then(a.player_id.cmp(&b.player_id))))
}
