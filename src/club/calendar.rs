//! The calendar feeds (docs/rules.md#calendar-feeds): a tournament's matches, and a player's
//! tournament and league matches, as iCalendar events a phone's calendar subscribes to. A
//! calendar app has no language choice of ours, so a feed is written in the language it is
//! asked for (`?lang=`), with the words of this module; everything else the server sends is
//! kinds and numbers, which the UI words.

use std::collections::HashMap;
use std::collections::hash_map::Entry;

use chrono::NaiveTime;
use rusqlite::Connection;

use super::{Club, Error, Result};
use crate::db::league::{self, LeagueRow};
use crate::db::matches::{self, MatchRow};
use crate::db::players::{self, PlayerStatus};
use crate::db::tournaments::{self, TournamentRow};
use crate::domain::bracket::{Side, SlotLabel, Stage};
use crate::domain::calendar::{parse_date, week_dates};
use crate::domain::ical::{Event, Feed, When};
use crate::domain::ids::{PlayerId, TournamentId};
use crate::domain::score::{Outcome, TennisScore};
use crate::domain::tournament::{MatchStatus, TournamentStatus};

/// The language of a feed: the pages' own.
pub use crate::domain::language::Lang;

impl Lang {
    /// Reads `?lang=`: `en` (or nothing) or `es`.
    pub fn parse(text: Option<&str>) -> Result<Lang> {
        match text.map(str::trim) {
            None | Some("en") => Ok(Lang::En),
            Some("es") => Ok(Lang::Es),
            Some(_) => Err(Error::invalid(
                "lang",
                "lang_unknown",
                "lang must be en or es",
            )),
        }
    }

    fn group(self, letter: char) -> String {
        match self {
            Lang::En => format!("Group {letter}"),
            Lang::Es => format!("Grupo {letter}"),
        }
    }

    fn to_be_decided(self) -> &'static str {
        match self {
            Lang::En => "TBD",
            Lang::Es => "Por definir",
        }
    }

    fn league(self) -> &'static str {
        match self {
            Lang::En => "Challenge League",
            Lang::Es => "Liga de retos",
        }
    }

    fn court(self, court: i64) -> String {
        match self {
            Lang::En => format!("Court {court}"),
            Lang::Es => format!("Cancha {court}"),
        }
    }

    fn outcome(self, outcome: Outcome) -> &'static str {
        match (self, outcome) {
            (Lang::En, Outcome::Walkover) => "W/O",
            (Lang::Es, Outcome::Walkover) => "W.O.",
            (_, Outcome::Retired) => "Ret.",
        }
    }

    fn winner(self, name: &str, score: &str) -> String {
        match self {
            Lang::En => format!("Winner: {name} · {score}"),
            Lang::Es => format!("Ganador: {name} · {score}"),
        }
    }

    fn draw(self, score: &str) -> String {
        match self {
            Lang::En => format!("Draw · {score}"),
            Lang::Es => format!("Empate · {score}"),
        }
    }
}

/// The name the feed's calendar takes in the phone.
fn calendar_name(what: &str) -> String {
    format!("{what} · Tournament Hub")
}

/// One side of a tournament match: the player's name, where they come from, or TBD.
fn side_name(name: &Option<String>, label: &Option<String>, lang: Lang) -> String {
    if let Some(name) = name {
        return name.clone();
    }
    label.as_deref().and_then(SlotLabel::parse).map_or_else(
        || lang.to_be_decided().to_string(),
        |label| label.words(lang),
    )
}

/// A played tournament match's result from its winner's side: "Winner: Ana · 6-4, 6-2".
fn tournament_result(row: &MatchRow, lang: Lang) -> Option<String> {
    if row.status != MatchStatus::Completed {
        return None;
    }
    let winner = row.winner_id?;
    let (side, name) = if Some(winner) == row.player2_id {
        (Side::Player2, row.player2_name.as_deref()?)
    } else {
        (Side::Player1, row.player1_name.as_deref()?)
    };
    let score = TennisScore::parse(row.score.as_deref()?)
        .ok()?
        .seen_by(side);
    let sets = score.sets_text();
    let text = match score.outcome() {
        Some(Outcome::Walkover) => lang.outcome(Outcome::Walkover).to_string(),
        Some(outcome) => format!("{sets} {}", lang.outcome(outcome)),
        None => sets,
    };
    Some(lang.winner(name, text.trim()))
}

/// A tournament match as an all-day event over its schedule week.
fn tournament_event(
    row: &MatchRow,
    tournament: &TournamentRow,
    letters: &HashMap<i64, char>,
    lang: Lang,
) -> Option<Event> {
    let start = parse_date(&tournament.start_date)?;
    let days = week_dates(start, row.week);
    let stage = match row.group_id.and_then(|group| letters.get(&group)) {
        Some(letter) if row.stage == Stage::Group => lang.group(*letter),
        _ => row.stage.name(lang).to_string(),
    };
    let players = format!(
        "{} vs {}",
        side_name(&row.player1_name, &row.player1_label, lang),
        side_name(&row.player2_name, &row.player2_label, lang)
    );
    // Once its players set a day (and an hour), the event moves there, as a league match's.
    let planned = row.plan.date.as_deref().and_then(parse_date);
    let at = row
        .plan
        .time
        .as_deref()
        .and_then(|time| NaiveTime::parse_from_str(time, "%H:%M").ok());
    let when = match (planned, at) {
        (Some(date), Some(time)) => When::At(date.and_time(time)),
        (Some(date), None) => When::Days {
            first: date,
            last: date,
        },
        _ => When::Days {
            first: *days.start(),
            last: *days.end(),
        },
    };
    Some(Event {
        uid: format!("match-{}@tournament-hub", row.id),
        summary: format!("{players} · {stage} · {}", tournament.name),
        description: tournament_result(row, lang),
        location: row.plan.cancha.map(|court| lang.court(court)),
        when,
    })
}

/// A league match: 90 minutes from its time, or all day on its date; its court as the place.
fn league_event(row: &LeagueRow, lang: Lang) -> Option<Event> {
    let date = parse_date(&row.date)?;
    let when = match row
        .time
        .as_deref()
        .and_then(|time| NaiveTime::parse_from_str(time, "%H:%M").ok())
    {
        Some(time) => When::At(date.and_time(time)),
        None => When::Days {
            first: date,
            last: date,
        },
    };
    let description = (!row.set_scores.is_empty()).then(|| {
        let from = |side: Side| {
            row.set_scores
                .iter()
                .map(|[one, two]| match side {
                    Side::Player1 => format!("{one}-{two}"),
                    Side::Player2 => format!("{two}-{one}"),
                })
                .collect::<Vec<_>>()
                .join(", ")
        };
        match row.winner_id {
            Some(id) if id == row.player2_id => {
                lang.winner(&row.player2_name, &from(Side::Player2))
            }
            Some(_) => lang.winner(&row.player1_name, &from(Side::Player1)),
            None => lang.draw(&from(Side::Player1)),
        }
    });
    Some(Event {
        uid: format!("league-{}@tournament-hub", row.id),
        summary: format!(
            "{} vs {} · {}",
            row.player1_name,
            row.player2_name,
            lang.league()
        ),
        description,
        location: row.cancha.map(|court| lang.court(court)),
        when,
    })
}

/// Each group's letter by its id (`A` for the first).
fn group_letters(conn: &Connection, tournament: TournamentId) -> Result<HashMap<i64, char>> {
    Ok(tournaments::groups(conn, tournament)?
        .into_iter()
        .map(|group| {
            let offset = u8::try_from(group.position).unwrap_or(0).min(25);
            (group.id, char::from(b'A' + offset))
        })
        .collect())
}

fn is_public(tournament: &TournamentRow) -> bool {
    tournament.status != TournamentStatus::Draft
}

impl Club {
    /// A tournament's feed: every match but the byes, each over its schedule week. A draft
    /// has none (404, like its other public reads).
    pub async fn tournament_calendar(&self, id: TournamentId, lang: Lang) -> Result<String> {
        let now = self.clock().now();
        self.read(move |conn| {
            let tournament = tournaments::get(conn, id)?
                .filter(is_public)
                .ok_or_else(|| Error::not_found("tournament_not_found", "Tournament"))?;
            let letters = group_letters(conn, id)?;
            let events = matches::for_tournament(conn, id)?
                .iter()
                .filter(|row| !row.is_bye)
                .filter_map(|row| tournament_event(row, &tournament, &letters, lang))
                .collect();
            let feed = Feed {
                name: calendar_name(&tournament.name),
                events,
            };
            Ok(feed.render(now))
        })
        .await
    }

    /// A player's feed: their matches in every tournament that is not a draft, and their
    /// league matches. Only for an approved player (404 otherwise, like the profile).
    pub async fn player_calendar(&self, id: PlayerId, lang: Lang) -> Result<String> {
        let now = self.clock().now();
        self.read(move |conn| {
            let player = players::get(conn, id)?
                .filter(|player| player.status == PlayerStatus::Approved)
                .ok_or_else(|| Error::not_found("player_not_found", "Player"))?;
            let tournaments: HashMap<TournamentId, TournamentRow> = tournaments::list(conn, false)?
                .into_iter()
                .map(|tournament| (tournament.id, tournament))
                .collect();
            let mut letters: HashMap<TournamentId, HashMap<i64, char>> = HashMap::new();
            let mut events = Vec::new();
            for row in matches::for_player(conn, id)? {
                let Some(tournament) = tournaments.get(&row.tournament_id) else {
                    continue;
                };
                let letters = match letters.entry(tournament.id) {
                    Entry::Occupied(known) => known.into_mut(),
                    Entry::Vacant(new) => new.insert(group_letters(conn, tournament.id)?),
                };
                events.extend(tournament_event(&row, tournament, letters, lang));
            }
            events.extend(
                league::for_player(conn, id)?
                    .iter()
                    .filter_map(|row| league_event(row, lang)),
            );
            let feed = Feed {
                name: calendar_name(&player.name),
                events,
            };
            Ok(feed.render(now))
        })
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;

    #[test]
    fn the_language_is_en_by_default_or_es_and_nothing_else() {
        assert_eq!(Lang::parse(None).unwrap(), Lang::En);
        assert_eq!(Lang::parse(Some("en")).unwrap(), Lang::En);
        assert_eq!(Lang::parse(Some("es")).unwrap(), Lang::Es);
        assert!(Lang::parse(Some("fr")).is_err());
        assert!(Lang::parse(Some("")).is_err());
    }

    #[test]
    fn unknown_sides_say_where_they_come_from_in_the_feed_language() {
        let winner = Some("Winner QF1".to_string());
        assert_eq!(side_name(&None, &winner, Lang::En), "Winner QF1");
        assert_eq!(side_name(&None, &winner, Lang::Es), "Ganador CF1");
        let first = Some("1st Group B".to_string());
        assert_eq!(side_name(&None, &first, Lang::Es), "1.º del Grupo B");
        assert_eq!(side_name(&None, &first, Lang::En), "1st Group B");
        let r16 = Some("Winner R16-3".to_string());
        assert_eq!(side_name(&None, &r16, Lang::Es), "Ganador OF3");
        assert_eq!(side_name(&None, &r16, Lang::En), "Winner R16-3");
        assert_eq!(side_name(&None, &None, Lang::Es), "Por definir");
        // A ranked qualifier, stored as "Seed 3" by earlier versions too, is not a seed.
        for stored in ["Qualifier 3", "Seed 3"] {
            let qualifier = Some(stored.to_string());
            assert_eq!(side_name(&None, &qualifier, Lang::En), "Best qualifier 3");
            assert_eq!(
                side_name(&None, &qualifier, Lang::Es),
                "Mejor clasificado 3"
            );
        }
        assert_eq!(
            side_name(&Some("Ana".into()), &winner, Lang::En),
            "Ana",
            "a known player is named"
        );
    }

    #[test]
    fn a_league_match_with_a_time_lasts_90_minutes_and_one_without_is_all_day() {
        let row = LeagueRow {
            id: crate::domain::ids::LeagueMatchId(7),
            player1_id: PlayerId(1),
            player2_id: PlayerId(2),
            player1_name: "Ana, la Zurda".into(),
            player2_name: "Beatriz Núñez".into(),
            date: "2026-11-20".into(),
            time: Some("18:30".into()),
            cancha: Some(3),
            status: crate::db::league::LeagueStatus::Completed,
            set_scores: vec![[4, 6], [3, 6]],
            player1_sets_won: Some(0),
            player2_sets_won: Some(2),
            winner_id: Some(PlayerId(2)),
            first_recorded_at: None,
            confirmation: None,
            dispute_version: None,
        };
        let event = league_event(&row, Lang::Es).unwrap();
        assert_eq!(event.uid, "league-7@tournament-hub");
        assert_eq!(
            event.summary,
            "Ana, la Zurda vs Beatriz Núñez · Liga de retos"
        );
        assert_eq!(event.location.as_deref(), Some("Cancha 3"));
        assert_eq!(
            event.description.as_deref(),
            Some("Ganador: Beatriz Núñez · 6-4, 6-3")
        );
        let date = NaiveDate::from_ymd_opt(2026, 11, 20).unwrap();
        assert_eq!(event.when, When::At(date.and_hms_opt(18, 30, 0).unwrap()));
        let untimed = LeagueRow {
            time: None,
            winner_id: None,
            set_scores: vec![],
            ..row
        };
        let event = league_event(&untimed, Lang::En).unwrap();
        assert_eq!(
            event.when,
            When::Days {
                first: date,
                last: date
            }
        );
        assert_eq!(event.description, None);
    }
}
