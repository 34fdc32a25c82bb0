//! The results that count (docs/rules.md#points, #tournament-lifecycle): the one place that
//! says which tournaments count, and the one query that hands their rows, with the completed
//! league matches and the admin's adjustments, to [`crate::domain::season_totals`]. The kept
//! totals, their recomputation, a profile's breakdown and the ranking history all read
//! through [`results`].

use rusqlite::{Connection, Row, Statement, ToSql};

use super::Result;
use super::tournaments::stored;
use crate::domain::bracket::Stage;
use crate::domain::ids::{PlayerId, TournamentId};
use crate::domain::league_score::LeagueStatus;
use crate::domain::season::Season;
use crate::domain::season_totals::{
    Adjustment, CountedResults, CountedTournament, Entry, LeagueResult, TournamentMatch,
};
use crate::domain::tournament::{MatchStatus, TournamentFormat, TournamentStatus};

/// Whose rows to fetch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// Every row one player appears in, through the per-player indexes: all of their numbers.
    Player(PlayerId),
    /// One tournament's entrants and matches (nothing of the league).
    Tournament(TournamentId),
    /// Everything that counts in a season (or in all of them), for everyone.
    Season(Season),
}

/// The condition on a tournament (as `t`) that makes its results count: drafts are the
/// admin's private work and a Coming Soon tournament takes no results.
fn counts() -> String {
    counts_of("t.status")
}

/// [`counts`] of the status in `column` (`+t.status` keeps its index out).
fn counts_of(column: &str) -> String {
    let statuses: Vec<String> = TournamentStatus::ALL
        .into_iter()
        .filter(|s| s.takes_results())
        .map(|s| format!("'{}'", s.as_str()))
        .collect();
    format!("{column} IN ({})", statuses.join(", "))
}

/// A condition keeping the dates of `column` inside `season`, starting with `AND`.
fn within(column: &str, season: Season) -> String {
    match season.date_range() {
        Some((from, to)) => format!("AND {column} >= '{from}' AND {column} < '{to}'"),
        None => String::new(),
    }
}

/// A condition keeping the admin's adjustments to `season`'s, starting with `AND`.
fn adjusted_in(season: Season) -> String {
    match season.as_year() {
        Some(year) => format!("AND season = {year}"),
        None => String::new(),
    }
}

/// The counted tournaments of `season`, as a subquery of ids.
pub fn counted_tournaments(season: Season) -> String {
    format!(
        "SELECT t.id FROM tournaments t WHERE {} {}",
        counts(),
        within("t.start_date", season)
    )
}

/// The queries that read `scope`'s rows, each with `?1` for the scope's id (if any); none for
/// the kinds of rows a scope has none of.
struct Queries {
    tournaments: String,
    entries: String,
    matches: String,
    league: Option<String>,
    adjustments: Option<String>,
}

impl Queries {
    /// One player's rows (`?1`) in `season`.
    fn of_player(season: Season) -> Queries {
        let counts = counts();
        let starts = within("t.start_date", season);
        let dated = within("date", season);
        let adjusted = adjusted_in(season);
        let completed = LeagueStatus::Completed.as_str();
        Queries {
            // From the player's own rows to their tournaments, not the other way round.
            tournaments: format!(
                "{TOURNAMENT_COLUMNS}
                 FROM (SELECT tournament_id AS id FROM tournament_players WHERE player_id = ?1
                       UNION SELECT tournament_id FROM matches WHERE player1_id = ?1
                       UNION SELECT tournament_id FROM matches WHERE player2_id = ?1) mine
                 CROSS JOIN tournaments t ON t.id = mine.id
                 WHERE {counts} {starts}"
            ),
            entries: format!("{ENTRY_COLUMNS} WHERE {counts} AND tp.player_id = ?1 {starts}"),
            // Each side through its own index, which holds the date: a season reads its own
            // league rows only.
            matches: format!(
                "{MATCH_COLUMNS} WHERE m.player1_id = ?1 AND {counts} {starts}
                 UNION ALL {MATCH_COLUMNS} WHERE m.player2_id = ?1 AND {counts} {starts}"
            ),
            league: Some(format!(
                "{LEAGUE_COLUMNS} WHERE status = '{completed}' AND player1_id = ?1 {dated}
                 UNION ALL {LEAGUE_COLUMNS} WHERE status = '{completed}' AND player2_id = ?1 {dated}"
            )),
            adjustments: Some(format!(
                "{ADJUSTMENT_COLUMNS} WHERE player_id = ?1 {adjusted} ORDER BY created_at, id"
            )),
        }
    }

    /// The rows of a set of players (`?1`, a JSON array of their ids) in `season`: each one's
    /// rows as [`Queries::of_player`] reads them, through the same indexes, a value of the set
    /// at a time. A match or league result between two of them is read once: by its first
    /// player when that one is in the set, else by its second.
    fn of_players(season: Season) -> Queries {
        // SQLite cannot tell how few ids the set holds, and would rather walk a season's
        // tournaments, or its league results by status and date, than seek each id: `+` keeps
        // those indexes out, so each read goes by the players' own indexes.
        let counts = counts_of("+t.status");
        let starts = within("+t.start_date", season);
        let dated = within("date", season);
        let adjusted = adjusted_in(season);
        let completed = LeagueStatus::Completed.as_str();
        let set = "(SELECT value FROM json_each(?1))";
        let first_elsewhere = |column: &str| format!("({column} IS NULL OR {column} NOT IN {set})");
        Queries {
            tournaments: format!(
                "{TOURNAMENT_COLUMNS}
                 FROM (SELECT tournament_id AS id FROM tournament_players WHERE player_id IN {set}
                       UNION SELECT tournament_id FROM matches WHERE player1_id IN {set}
                       UNION SELECT tournament_id FROM matches WHERE player2_id IN {set}) mine
                 CROSS JOIN tournaments t ON t.id = mine.id
                 WHERE {counts} {starts}"
            ),
            entries: format!("{ENTRY_COLUMNS} WHERE {counts} AND tp.player_id IN {set} {starts}"),
            matches: format!(
                "{MATCH_COLUMNS} WHERE m.player1_id IN {set} AND {counts} {starts}
                 UNION ALL {MATCH_COLUMNS} WHERE m.player2_id IN {set}
                     AND {} AND {counts} {starts}",
                first_elsewhere("m.player1_id")
            ),
            league: Some(format!(
                "{LEAGUE_COLUMNS} WHERE +status = '{completed}' AND player1_id IN {set} {dated}
                 UNION ALL {LEAGUE_COLUMNS} WHERE +status = '{completed}' AND player2_id IN {set}
                     AND {} {dated}",
                first_elsewhere("player1_id")
            )),
            adjustments: Some(format!(
                "{ADJUSTMENT_COLUMNS} WHERE player_id IN {set} {adjusted} ORDER BY created_at, id"
            )),
        }
    }

    /// One player's rows (`?1`) of doubles tournaments in `season` (docs/rules.md#doubles):
    /// their entries, and each match of their team as a singles match between them and the
    /// opposing partner entered in the same place. Partners go through a draw together, so
    /// each partner's own rows carry the team's stages, wins and walkovers; the league and the
    /// admin's adjustments count in the general ranking only.
    fn of_doubles_player(season: Season) -> Queries {
        let counts = counts();
        let starts = within("t.start_date", season);
        Queries {
            tournaments: format!(
                "{TOURNAMENT_COLUMNS}
                 FROM (SELECT tournament_id AS id FROM team_players WHERE player_id = ?1) mine
                 CROSS JOIN tournaments t ON t.id = mine.id
                 WHERE {counts} {starts}"
            ),
            entries: format!(
                "{DOUBLES_ENTRY_COLUMNS} WHERE {counts} AND tp.player_id = ?1 {starts}"
            ),
            matches: format!(
                "{DOUBLES_MATCH_COLUMNS}
                 FROM team_players me
                 JOIN tournaments t ON t.id = me.tournament_id
                 JOIN matches m ON m.tournament_id = me.tournament_id
                      AND me.team_id IN (m.team1_id, m.team2_id)
                 LEFT JOIN team_players a ON a.team_id = m.team1_id AND a.position = me.position
                 LEFT JOIN team_players b ON b.team_id = m.team2_id AND b.position = me.position
                 WHERE me.player_id = ?1 AND {counts} {starts}"
            ),
            league: None,
            adjustments: None,
        }
    }

    /// Every player's rows of the doubles tournaments of `season`, for the whole club at once:
    /// [`Queries::of_doubles_player`]'s rows for everyone, each team match read once for the
    /// first partners and once for the second. The oracle of the doubles totals.
    fn of_doubles_season(season: Season) -> Queries {
        let counts = counts();
        let starts = within("t.start_date", season);
        let doubles = "t.discipline = 'doubles'";
        Queries {
            tournaments: format!(
                "{TOURNAMENT_COLUMNS} FROM tournaments t WHERE {doubles} AND {counts} {starts}"
            ),
            entries: format!("{DOUBLES_ENTRY_COLUMNS} WHERE {counts} {starts}"),
            matches: format!(
                "{DOUBLES_MATCH_COLUMNS}
                 FROM matches m
                 JOIN tournaments t ON t.id = m.tournament_id
                 CROSS JOIN (SELECT 1 AS position UNION ALL SELECT 2) side
                 LEFT JOIN team_players a ON a.team_id = m.team1_id AND a.position = side.position
                 LEFT JOIN team_players b ON b.team_id = m.team2_id AND b.position = side.position
                 WHERE {doubles} AND {counts} {starts}
                   AND (a.player_id IS NOT NULL OR b.player_id IS NOT NULL)"
            ),
            league: None,
            adjustments: None,
        }
    }

    fn of(scope: Scope) -> Queries {
        let counts = counts();
        let tournaments =
            |which: &str| format!("{TOURNAMENT_COLUMNS} FROM tournaments t WHERE {counts} {which}");
        let entries = |which: &str| format!("{ENTRY_COLUMNS} WHERE {counts} AND {which}");
        let completed = LeagueStatus::Completed.as_str();
        match scope {
            Scope::Player(_) => Queries::of_player(Season::All),
            Scope::Tournament(_) => Queries {
                tournaments: tournaments("AND t.id = ?1"),
                entries: entries("tp.tournament_id = ?1"),
                matches: format!("{MATCH_COLUMNS} WHERE m.tournament_id = ?1 AND {counts}"),
                league: None,
                adjustments: None,
            },
            Scope::Season(season) => {
                let starts = within("t.start_date", season);
                let adjusted = adjusted_in(season);
                Queries {
                    tournaments: tournaments(&starts),
                    entries: entries(&format!("1 {starts}")),
                    matches: format!("{MATCH_COLUMNS} WHERE {counts} {starts}"),
                    league: Some(format!(
                        "{LEAGUE_COLUMNS} WHERE status = '{completed}' {}",
                        within("date", season)
                    )),
                    adjustments: Some(format!(
                        "{ADJUSTMENT_COLUMNS} WHERE 1 {adjusted} ORDER BY created_at, id"
                    )),
                }
            }
        }
    }
}

/// The rows of `scope` that count.
pub fn results(conn: &Connection, scope: Scope) -> Result<CountedResults> {
    let key: Option<i64> = match scope {
        Scope::Player(id) => Some(id.0),
        Scope::Tournament(id) => Some(id.0),
        Scope::Season(_) => None,
    };
    read(
        conn,
        &Queries::of(scope),
        key.as_ref().map(|k| k as &dyn ToSql),
    )
}

/// The rows of the doubles tournaments of `season` that count, for everyone
/// (docs/rules.md#doubles): what the doubles totals are checked against.
pub fn doubles_results(conn: &Connection, season: Season) -> Result<CountedResults> {
    read(conn, &Queries::of_doubles_season(season), None)
}

/// One season's rows (or all of them) of player after player, with the queries written once:
/// for each player, the rows of theirs that count in that season, and so that season's numbers,
/// all of them (seasons add up apart, see [`crate::domain::season_totals::season_totals`]).
/// With [`Season::All`], [`results`] of [`Scope::Player`] for each.
pub struct PlayersRows(Queries);

impl PlayersRows {
    /// The rows of players in `season`.
    pub fn in_season(season: Season) -> PlayersRows {
        PlayersRows(Queries::of_player(season))
    }

    /// The rows of players in the doubles tournaments of `season`.
    pub fn doubles_in_season(season: Season) -> PlayersRows {
        PlayersRows(Queries::of_doubles_player(season))
    }

    /// `player`'s rows.
    pub fn of(&self, conn: &Connection, player: PlayerId) -> Result<CountedResults> {
        read(conn, &self.0, Some(&player.0))
    }
}

/// The rows that count in `season` of every one of `players`, in one read of each kind rather
/// than one per player (a result's write brings its whole tournament's totals up to date).
/// Each player's numbers made from them are those [`PlayersRows::in_season`] reads make: the
/// rows of the others only add numbers of the others.
pub fn players_results(
    conn: &Connection,
    players: &[PlayerId],
    season: Season,
) -> Result<CountedResults> {
    // A JSON array, which `json_each` hands to the queries one id at a time.
    let ids: Vec<String> = players.iter().map(|p| p.0.to_string()).collect();
    let ids = format!("[{}]", ids.join(","));
    read(conn, &Queries::of_players(season), Some(&ids))
}

/// The rows `queries` read with `key` as their parameter.
fn read(conn: &Connection, queries: &Queries, key: Option<&dyn ToSql>) -> Result<CountedResults> {
    let tournaments = rows(conn, &queries.tournaments, key, |r| {
        Ok(CountedTournament {
            id: r.get(0)?,
            name: r.get(1)?,
            start_date: r.get(2)?,
            format: stored(r, 3, TournamentFormat::parse)?,
            // Between 2 and 64, as the table's check says.
            player_count: usize::try_from(r.get::<_, i64>(4)?).unwrap_or(2),
        })
    })?;
    let entries = rows(conn, &queries.entries, key, |r| {
        Ok(Entry {
            tournament: r.get(0)?,
            player: r.get(1)?,
        })
    })?;
    let matches = rows(conn, &queries.matches, key, |r| {
        Ok(TournamentMatch {
            id: r.get(0)?,
            tournament: r.get(1)?,
            week: r.get(2)?,
            stage: stored(r, 3, Stage::parse)?,
            player1: r.get(4)?,
            player2: r.get(5)?,
            winner: r.get(6)?,
            status: stored(r, 7, MatchStatus::parse)?,
            is_bye: r.get(8)?,
            walkover: r.get(9)?,
        })
    })?;
    let league = match &queries.league {
        Some(sql) => rows(conn, sql, key, |r| {
            Ok(LeagueResult {
                date: r.get(0)?,
                player1: r.get(1)?,
                player2: r.get(2)?,
                player1_sets: r.get(3)?,
                player2_sets: r.get(4)?,
                winner: r.get(5)?,
            })
        })?,
        None => Vec::new(),
    };
    let adjustments = match &queries.adjustments {
        Some(sql) => rows(conn, sql, key, |r| {
            Ok(Adjustment {
                player: r.get(0)?,
                season: r.get(1)?,
                amount: r.get(2)?,
                reason: r.get(3)?,
                created_at: r.get(4)?,
            })
        })?,
        None => Vec::new(),
    };
    Ok(CountedResults {
        tournaments,
        entries,
        matches,
        league,
        adjustments,
    })
}

/// The columns of a counted tournament `t`.
const TOURNAMENT_COLUMNS: &str =
    "SELECT t.id, t.name, t.start_date, t.tournament_type, t.player_count";

/// The columns of an entry, from `tournament_players tp` joined to its tournament `t`.
const ENTRY_COLUMNS: &str = "SELECT tp.tournament_id, tp.player_id
     FROM tournament_players tp JOIN tournaments t ON t.id = tp.tournament_id";

/// The columns of a tournament match, from `matches m` joined to its tournament `t`.
const MATCH_COLUMNS: &str =
    "SELECT m.id, m.tournament_id, m.week, m.stage, m.player1_id, m.player2_id, m.winner_id,
            m.status, m.is_bye, m.walkover
     FROM matches m JOIN tournaments t ON t.id = m.tournament_id";

/// The columns of a doubles entry, from `team_players tp` joined to its tournament `t`.
const DOUBLES_ENTRY_COLUMNS: &str = "SELECT tp.tournament_id, tp.player_id
     FROM team_players tp JOIN tournaments t ON t.id = tp.tournament_id";

/// The columns of a doubles match `m` read for one partner of each team, `a` of team 1 and `b`
/// of team 2 in the same place: a singles match between them, won by the winning team's.
const DOUBLES_MATCH_COLUMNS: &str =
    "SELECT m.id, m.tournament_id, m.week, m.stage, a.player_id, b.player_id,
            CASE m.winner_team WHEN 1 THEN a.player_id WHEN 2 THEN b.player_id END,
            m.status, m.is_bye, m.walkover";

/// The columns of a league result; a score without sets won counts none.
const LEAGUE_COLUMNS: &str = "SELECT date, player1_id, player2_id, COALESCE(player1_sets_won, 0),
            COALESCE(player2_sets_won, 0), winner_id
     FROM league_matches";

/// The columns of an adjustment.
const ADJUSTMENT_COLUMNS: &str =
    "SELECT player_id, season, amount, reason, created_at FROM point_adjustments";

/// Every row `sql` reads with `key` as its parameter (if any), each made into a `T`.
fn rows<T>(
    conn: &Connection,
    sql: &str,
    key: Option<&dyn ToSql>,
    make: impl FnMut(&Row<'_>) -> rusqlite::Result<T>,
) -> Result<Vec<T>> {
    fn run<T>(
        stmt: &mut Statement<'_>,
        key: Option<&dyn ToSql>,
        make: impl FnMut(&Row<'_>) -> rusqlite::Result<T>,
    ) -> Result<Vec<T>> {
        let found = stmt
            .query_map(rusqlite::params_from_iter(key), make)?
            .collect::<rusqlite::Result<_>>()?;
        Ok(found)
    }
    match key {
        Some(_) => run(&mut *conn.prepare_cached(sql)?, key, make),
        // A season's text names its dates: not worth a place in the statement cache.
        None => run(&mut conn.prepare(sql)?, key, make),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::Db;

    /// The plan of `sql` with `key` bound to its `?1`, on an empty club.
    fn plan(sql: &str, key: impl ToSql + Send + 'static) -> Vec<String> {
        let dir = tempfile::tempdir().unwrap();
        let db = Db::open(&dir.path().join("club.db")).unwrap();
        db.migrate().unwrap();
        let sql = sql.to_string();
        db.read_blocking(move |conn| {
            let mut stmt = conn.prepare(&format!("EXPLAIN QUERY PLAN {sql}"))?;
            let details = stmt
                .query_map([key], |row| row.get::<_, String>(3))?
                .collect::<rusqlite::Result<_>>()?;
            Ok(details)
        })
        .unwrap()
    }

    #[test]
    fn a_players_season_reads_that_seasons_league_rows_by_index() {
        let league = Queries::of_player(Season::Year(2026)).league.unwrap();
        let steps = plan(&league, 1);
        for side in ["player1", "player2"] {
            let wanted = format!(
                "SEARCH league_matches USING COVERING INDEX league_matches_by_{side}_date \
                 ({side}_id=? AND date>? AND date<?)"
            );
            assert!(steps.contains(&wanted), "{wanted} in {steps:?}");
        }
    }

    #[test]
    fn a_set_of_players_is_read_by_their_own_indexes() {
        let queries = Queries::of_players(Season::Year(2026));
        let reads = [
            queries.tournaments,
            queries.entries,
            queries.matches,
            queries.league.unwrap(),
            queries.adjustments.unwrap(),
        ];
        for sql in &reads {
            let steps = plan(sql, "[1,2,3]");
            // Only the set itself (and the union of tournament ids made from it) is walked.
            let scans: Vec<&String> = steps
                .iter()
                .filter(|step| step.starts_with("SCAN "))
                .filter(|step| !step.starts_with("SCAN json_each") && *step != "SCAN mine")
                .collect();
            assert!(scans.is_empty(), "{scans:?} in {sql}");
            // Nor a season's tournaments or league results by status and date.
            let season_walks: Vec<&String> = steps
                .iter()
                .filter(|step| {
                    step.contains("tournaments_by_status")
                        || step.contains("league_matches_listing")
                })
                .collect();
            assert!(season_walks.is_empty(), "{season_walks:?} in {sql}");
        }
        let steps = plan(&reads[3], "[1,2,3]");
        for side in ["player1", "player2"] {
            let wanted = format!(
                "SEARCH league_matches USING COVERING INDEX league_matches_by_{side}_date \
                 ({side}_id=? AND date>? AND date<?)"
            );
            assert!(steps.contains(&wanted), "{wanted} in {steps:?}");
        }
        let steps = plan(&reads[2], "[1,2,3]");
        for side in ["player1", "player2"] {
            let wanted = format!("SEARCH m USING INDEX matches_by_{side}_tournament ({side}_id=?)");
            assert!(steps.contains(&wanted), "{wanted} in {steps:?}");
        }
    }
}
