//! The season archive (docs/rules.md#seasons): each past season's top 10 (and doubles top 10),
//! its champions, its year-end finals' champion and the league's most sets won.
//!
//! Its champions and league leader ([`SeasonChampion`], [`LeagueLeader`]) are the store's own
//! records, re-exported here as the club's read models: `db` defines them, and cannot depend on `club`.

use rusqlite::Connection;

use super::rankings::{self as ranking, RankedPlayer};
use super::{Club, Result};
use crate::db::seasons;
pub use crate::db::seasons::{LeagueLeader, SeasonChampion};
use crate::domain::season::Season;

/// How many players a past season's summary lists.
pub const ARCHIVE_TOP: usize = 10;

/// One past season, as the archive shows it.
#[derive(Debug, Clone)]
pub struct SeasonSummary {
    /// The year.
    pub season: i32,
    /// Its final ranking's first ten (more on equal points at the tenth place are left out).
    pub top: Vec<RankedPlayer>,
    /// Its final doubles ranking's first ten (docs/rules.md#doubles); empty without doubles.
    pub doubles_top: Vec<RankedPlayer>,
    /// The champion of each of its tournaments, by start date.
    pub champions: Vec<SeasonChampion>,
    /// The champion of its year-end finals, once played.
    pub finals_champion: Option<SeasonChampion>,
    /// Who won the most league sets in it.
    pub league_most_sets: Option<LeagueLeader>,
}

/// The seasons there are: the current one and every past one with a result.
#[derive(Debug, Clone)]
pub struct Archive {
    /// The season under way.
    pub current: i32,
    /// Past seasons with any result, newest first.
    pub seasons: Vec<SeasonSummary>,
}

fn summary(conn: &Connection, year: i32) -> Result<SeasonSummary> {
    let season = Season::Year(year);
    let mut top = ranking::compute(conn, season)?;
    top.truncate(ARCHIVE_TOP);
    let mut doubles_top = ranking::compute_doubles(conn, season)?;
    doubles_top.truncate(ARCHIVE_TOP);
    let champions = seasons::champions(conn, season)?;
    let finals_champion = champions.iter().rev().find(|c| c.finals).cloned();
    Ok(SeasonSummary {
        season: year,
        top,
        doubles_top,
        champions,
        finals_champion,
        league_most_sets: seasons::league_most_sets(conn, season)?,
    })
}

impl Club {
    /// The current season and each past season with its top 10 and champions.
    pub async fn seasons(&self) -> Result<Archive> {
        let current = self.clock().year();
        self.read(move |conn| {
            let seasons = seasons::years_with_results(conn)?
                .into_iter()
                .filter(|&year| year < current)
                .map(|year| summary(conn, year))
                .collect::<Result<_>>()?;
            Ok(Archive { current, seasons })
        })
        .await
    }
}
