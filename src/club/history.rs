//! A player's page: their whole match history, and their record against another player
//! (docs/rules.md#player-pages).

use super::players::PlayerView;
use super::rankings as ranking;
use super::{Audience, Club, Error, Result};
use crate::db::counted::{self, Scope};
use crate::db::players::{self, HistoryFilter, PlayerRecord, PlayerStatus, RecentMatch};
use crate::db::totals;
use crate::domain::ids::PlayerId;
use crate::domain::ranking_history::{self, Point, replay};
use crate::domain::record::{MatchKind, Record};
use crate::domain::season::Season;
use rusqlite::Connection;

/// How many matches a history page lists when the request does not say.
pub const DEFAULT_PAGE: i64 = 20;
/// The most matches one history page lists.
pub const MAX_PAGE: i64 = 100;
/// The most meetings a head-to-head lists: more than two players of one club ever play.
const MAX_MEETINGS: i64 = 1_000;

/// The kind of matches a history lists, as named on the wire, or an error naming the
/// `kind` field.
pub fn parse_kind(text: &str) -> Result<MatchKind> {
    match text {
        "tournament" => Ok(MatchKind::Tournament),
        "league" => Ok(MatchKind::League),
        _ => Err(Error::invalid(
            "kind",
            "match_kind_unknown",
            "Kind must be tournament or league",
        )),
    }
}

/// One page of a player's history and how many matches it has in all.
#[derive(Debug, Clone)]
pub struct HistoryPage {
    /// Newest first.
    pub matches: Vec<RecentMatch>,
    /// How many matches the filter keeps in all.
    pub total: i64,
    /// The record over all of them (not only this page).
    pub record: Record,
}

/// One side of a head-to-head.
#[derive(Debug, Clone)]
pub struct Rival {
    /// The player and their numbers in the season under way.
    pub player: PlayerView,
    /// Their rank in the season under way.
    pub rank: Option<u32>,
    /// Their record against the other player.
    pub record: Record,
}

/// Two players against each other.
#[derive(Debug, Clone)]
pub struct HeadToHead {
    /// The first player of the address.
    pub a: Rival,
    /// The second.
    pub b: Rival,
    /// Every meeting, newest first, from `a`'s side.
    pub meetings: Vec<RecentMatch>,
    /// Every doubles match in which their teams met (docs/rules.md#doubles), newest first.
    pub doubles_meetings: Vec<ranking::DoublesMatch>,
}

/// The player, when the audience may see them.
fn visible(conn: &Connection, id: PlayerId, audience: Audience) -> Result<PlayerRecord> {
    players::get(conn, id)?
        .filter(|p| audience == Audience::Admin || p.status == PlayerStatus::Approved)
        .ok_or_else(|| Error::not_found("player_not_found", "Player"))
}

/// The record over these matches, from the side of the player whose history they are.
fn record_of(matches: &[RecentMatch]) -> Record {
    let mut record = Record::default();
    for m in matches {
        record.add(m.result, &m.score);
    }
    record
}

impl Club {
    /// One page of a player's completed matches, newest first, of one kind and/or one
    /// season, with the record over every match the filter keeps. `limit` and `offset` are
    /// brought into range.
    pub async fn match_history(
        &self,
        id: PlayerId,
        audience: Audience,
        kind: Option<MatchKind>,
        season: Season,
        limit: Option<i64>,
        offset: Option<i64>,
    ) -> Result<HistoryPage> {
        let limit = limit.unwrap_or(DEFAULT_PAGE).clamp(1, MAX_PAGE);
        let offset = offset.unwrap_or(0).max(0);
        let filter = HistoryFilter {
            league: kind.map(|k| k == MatchKind::League),
            year: season.as_year(),
            opponent: None,
        };
        self.read(move |conn| {
            visible(conn, id, audience)?;
            // The record counts every match the filter keeps, so they are all read once;
            // the page and the total come from the same list.
            let all = players::match_history(conn, id, filter, i64::MAX, 0)?;
            let total = i64::try_from(all.len()).unwrap_or(i64::MAX);
            let record = record_of(&all);
            let matches = all
                .into_iter()
                .skip(usize::try_from(offset).unwrap_or(usize::MAX))
                .take(usize::try_from(limit).unwrap_or(0))
                .collect();
            Ok(HistoryPage {
                matches,
                total,
                record,
            })
        })
        .await
    }

    /// Two players against each other: each one's wins, sets and games against the other,
    /// every meeting, and both players' current rank and points.
    pub async fn head_to_head(
        &self,
        a: PlayerId,
        b: PlayerId,
        audience: Audience,
    ) -> Result<HeadToHead> {
        if a == b {
            return Err(Error::invalid_request(
                "same_player",
                "A head-to-head needs two different players",
            ));
        }
        let season = Season::Year(self.clock().year());
        self.read(move |conn| {
            let first = visible(conn, a, audience)?;
            let second = visible(conn, b, audience)?;
            let filter = HistoryFilter {
                opponent: Some(b),
                ..HistoryFilter::default()
            };
            let meetings = players::match_history(conn, a, filter, MAX_MEETINGS, 0)?;
            let record = record_of(&meetings);
            // Their teams met: both played, on the two sides.
            let doubles_meetings = crate::db::doubles_history::against(conn, a, b, MAX_MEETINGS)?;
            let rival = |record_of_player: PlayerRecord, record: Record| -> Result<Rival> {
                let id = record_of_player.id;
                Ok(Rival {
                    rank: totals::rank_of(conn, id, season)?,
                    player: PlayerView {
                        stats: totals::player_stats(conn, id, season)?,
                        record: record_of_player,
                    },
                    record,
                })
            };
            Ok(HeadToHead {
                a: rival(first, record)?,
                b: rival(second, record.turned())?,
                meetings,
                doubles_meetings,
            })
        })
        .await
    }

    /// A player's points and rank in `season` at the end of each day on which either
    /// changed, oldest first, replayed from the results (docs/rules.md#player-pages).
    pub async fn ranking_history(
        &self,
        id: PlayerId,
        audience: Audience,
        season: Season,
    ) -> Result<Vec<Point>> {
        let today = self.clock().today();
        self.read(move |conn| {
            visible(conn, id, audience)?;
            let ranked = ranking::compute(conn, season)?
                .into_iter()
                .map(|p| p.id)
                .collect();
            let results = counted::results(conn, Scope::Season(season))?;
            let events = ranking_history::events(&results, season, today);
            Ok(replay(events, &ranked, id))
        })
        .await
    }
}
