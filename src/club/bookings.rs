//! Clashes everywhere (docs/rules.md#clashes): a tournament match moved, or a league match
//! created, is refused on a court another match holds less than 90 minutes apart (409
//! `schedule_clash`) or when one of its players plays another match then (409
//! `player_busy`). Each refusal names what holds the slot and offers `nextFree`.

use chrono::{DateTime, Duration, NaiveDate, NaiveTime, Utc};
use serde_json::{Value, json};

use super::{Error, Result};
use crate::db::bookings;
use crate::domain::bookings::{self as rules, Booked, Clash, Slot};
use crate::domain::calendar::CLUB_UTC_OFFSET_HOURS;
use crate::domain::ids::PlayerId;

/// A match asked for at a day and time, perhaps on a court.
#[derive(Debug, Clone, Copy)]
pub struct Asked<'a> {
    /// The day.
    pub date: NaiveDate,
    /// The start; without one nothing clashes.
    pub time: Option<NaiveTime>,
    /// The court, if chosen.
    pub cancha: Option<i64>,
    /// Its players.
    pub players: &'a [PlayerId],
    /// The match itself, when it is moved.
    pub except: Option<Booked>,
    /// The last day it may be played on: where the next free slot is looked for.
    pub last_day: NaiveDate,
}

/// A slot on the wire: `{date, time, cancha}`.
fn slot_json(slot: Slot) -> Value {
    json!({
        "date": slot.date.to_string(),
        "time": slot.time.format("%H:%M").to_string(),
        "cancha": slot.cancha,
    })
}

/// Refuses `asked` when its court or one of its players is taken then, with what holds it and
/// the next free slot from `now` on.
pub fn check_free(tx: &rusqlite::Connection, asked: Asked<'_>, now: DateTime<Utc>) -> Result<()> {
    let Some(time) = asked.time else {
        return Ok(());
    };
    let day = bookings::on_day(tx, asked.date)?;
    let Some(clash) = rules::clash(&day, time, asked.cancha, asked.players, asked.except) else {
        return Ok(());
    };
    let mut read_error = None;
    let not_before = (now + Duration::hours(i64::from(CLUB_UTC_OFFSET_HOURS))).naive_utc();
    let slot = Slot {
        date: asked.date,
        time,
        cancha: asked.cancha,
    };
    let next = rules::next_free(
        slot,
        asked.players,
        asked.except,
        asked.last_day,
        not_before,
        |date| {
            bookings::on_day(tx, date).unwrap_or_else(|err| {
                read_error = Some(err);
                Vec::new()
            })
        },
    );
    if let Some(err) = read_error {
        return Err(err.into());
    }
    let next_free = next.map(slot_json);
    let date = asked.date;
    Err(match clash {
        Clash::Court(held) => {
            let at = held.time.format("%H:%M");
            let cancha = asked.cancha.unwrap_or_default();
            Error::conflict_in(
                "cancha",
                "schedule_clash",
                format!(
                    "Cancha {cancha} is taken on {date} at {at} by {}: matches on one court \
                     start at least 90 minutes apart.",
                    held.pairing()
                ),
                json!({
                    "cancha": cancha,
                    "date": date.to_string(),
                    "time": at.to_string(),
                    "heldBy": held.pairing(),
                    "holders": held.players.iter().map(|(_, name)| name).collect::<Vec<_>>(),
                    "nextFree": next_free,
                }),
            )
        }
        Clash::PlayerBusy(player, other) => {
            let at = other.time.format("%H:%M");
            let name = other
                .players
                .iter()
                .find(|(id, _)| *id == player)
                .map(|(_, name)| name.clone())
                .unwrap_or_default();
            Error::conflict_in(
                "time",
                "player_busy",
                format!(
                    "{name} plays another match on {date} at {at}: a player's matches start at \
                     least 90 minutes apart."
                ),
                json!({
                    "playerId": player,
                    "player": name,
                    "date": date.to_string(),
                    "time": at.to_string(),
                    "cancha": other.cancha,
                    "nextFree": next_free,
                }),
            )
        }
    })
}
