//! Who holds which court when (docs/rules.md#clashes): a court holds one match for 90
//! minutes, and so does a player, across tournaments and the league. A refusal offers the
//! next half hour that is free of both. Pure: the caller reads a day's bookings.

use chrono::{Duration, NaiveDate, NaiveDateTime, NaiveTime};

use super::calendar;
use super::deadlines::times_clash;
use super::ids::{LeagueMatchId, MatchId, PlayerId};

/// A match that holds a court, or a player, at a time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Booked {
    /// A tournament match.
    Match(MatchId),
    /// A league match.
    League(LeagueMatchId),
}

/// One booking of a day: a match with its start time, court and players.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Booking {
    /// The match.
    pub what: Booked,
    /// Its start.
    pub time: NaiveTime,
    /// Its court, if set.
    pub cancha: Option<i64>,
    /// Its players, with their names.
    pub players: Vec<(PlayerId, String)>,
}

impl Booking {
    /// "Ana Mora Jiménez vs Bea Solís Quesada".
    pub fn pairing(&self) -> String {
        self.players
            .iter()
            .map(|(_, name)| name.as_str())
            .collect::<Vec<_>>()
            .join(" vs ")
    }
}

/// A day, start and court a match is asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Slot {
    /// The club date.
    pub date: NaiveDate,
    /// The start.
    pub time: NaiveTime,
    /// The court; none when only the hour is set.
    pub cancha: Option<i64>,
}

/// Why a slot is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Clash<'a> {
    /// Another match holds the court less than 90 minutes apart.
    Court(&'a Booking),
    /// A player of the match plays another one less than 90 minutes apart.
    PlayerBusy(PlayerId, &'a Booking),
}

/// What, of `day`'s bookings, refuses a match of `players` at `time` on `cancha`: the court's
/// holder first, then a busy player. The match's own booking (`except`) is left out.
pub fn clash<'a>(
    day: &'a [Booking],
    time: NaiveTime,
    cancha: Option<i64>,
    players: &[PlayerId],
    except: Option<Booked>,
) -> Option<Clash<'a>> {
    let near = || {
        day.iter()
            .filter(move |b| Some(b.what) != except && times_clash(b.time, time))
    };
    if let Some(court) = cancha
        && let Some(held) = near().find(|b| b.cancha == Some(court))
    {
        return Some(Clash::Court(held));
    }
    near().find_map(|b| {
        players
            .iter()
            .find(|p| b.players.iter().any(|(other, _)| other == *p))
            .map(|p| Clash::PlayerBusy(*p, b))
    })
}

/// The most days past the asked one the next free slot is looked for.
pub const NEXT_FREE_DAYS: i64 = 14;

/// The next half hour, from 08:00 to 21:00, after `asked` and no earlier than `not_before`
/// (club time), on `asked`'s court, free of both the court clash and every player's other
/// matches, on a day up to `last_day` (and at most [`NEXT_FREE_DAYS`] past the asked day);
/// `bookings_on` gives each day's bookings. None when there is no such slot.
pub fn next_free(
    asked: Slot,
    players: &[PlayerId],
    except: Option<Booked>,
    last_day: NaiveDate,
    not_before: NaiveDateTime,
    mut bookings_on: impl FnMut(NaiveDate) -> Vec<Booking>,
) -> Option<Slot> {
    let last_day = last_day.min(asked.date + Duration::days(NEXT_FREE_DAYS));
    let slots = calendar::league_time_slots();
    let mut date = asked.date;
    while date <= last_day {
        let day = bookings_on(date);
        let free = slots.iter().copied().find(|&time| {
            (date, time) > (asked.date, asked.time)
                && date.and_time(time) >= not_before
                && clash(&day, time, asked.cancha, players, except).is_none()
        });
        if let Some(time) = free {
            return Some(Slot {
                date,
                time,
                cancha: asked.cancha,
            });
        }
        date += Duration::days(1);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(hm: &str) -> NaiveTime {
        NaiveTime::parse_from_str(hm, "%H:%M").unwrap()
    }

    fn day(d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 12, d).unwrap()
    }

    fn booking(id: i64, time: &str, cancha: Option<i64>, players: &[i64]) -> Booking {
        Booking {
            what: Booked::Match(MatchId(id)),
            time: at(time),
            cancha,
            players: players
                .iter()
                .map(|&p| (PlayerId(p), format!("Jugadora {p}")))
                .collect(),
        }
    }

    #[test]
    fn a_court_holds_one_match_for_ninety_minutes() {
        let day = [booking(1, "18:00", Some(5), &[1, 2])];
        let them = [PlayerId(3), PlayerId(4)];
        for (time, clashes) in [
            ("16:30", false),
            ("16:31", true),
            ("18:00", true),
            ("19:29", true),
            ("19:30", false),
        ] {
            let found = clash(&day, at(time), Some(5), &them, None);
            assert_eq!(found.is_some(), clashes, "{time}");
        }
        // Another court is free; the match's own booking never clashes with itself.
        assert_eq!(clash(&day, at("18:00"), Some(6), &them, None), None);
        assert_eq!(
            clash(
                &day,
                at("18:00"),
                Some(5),
                &them,
                Some(Booked::Match(MatchId(1)))
            ),
            None
        );
    }

    #[test]
    fn a_player_plays_one_match_at_a_time_on_any_court() {
        let day = [booking(1, "18:00", Some(5), &[1, 2])];
        let found = clash(
            &day,
            at("18:30"),
            Some(6),
            &[PlayerId(7), PlayerId(2)],
            None,
        );
        assert_eq!(found, Some(Clash::PlayerBusy(PlayerId(2), &day[0])));
        // With no court set, only the players are checked.
        let found = clash(&day, at("19:00"), None, &[PlayerId(1)], None);
        assert_eq!(found, Some(Clash::PlayerBusy(PlayerId(1), &day[0])));
        assert_eq!(clash(&day, at("19:30"), None, &[PlayerId(1)], None), None);
        // The court's holder is named first.
        let found = clash(&day, at("18:00"), Some(5), &[PlayerId(1)], None);
        assert_eq!(found, Some(Clash::Court(&day[0])));
    }

    #[test]
    fn the_next_free_slot_is_free_of_the_court_and_of_every_player() {
        // Cancha 5 is held at 18:00; player 2 plays at 19:30 on cancha 9.
        let bookings = vec![
            booking(1, "18:00", Some(5), &[1, 3]),
            booking(2, "19:30", Some(9), &[2, 4]),
        ];
        let asked = Slot {
            date: day(5),
            time: at("18:00"),
            cancha: Some(5),
        };
        let players = [PlayerId(1), PlayerId(2)];
        let morning = day(1).and_time(at("08:00"));
        let found = next_free(asked, &players, None, day(20), morning, |d| {
            if d == day(5) {
                bookings.clone()
            } else {
                Vec::new()
            }
        });
        // 19:30 is free of the court but player 2 is busy until 21:00, and 21:00 is the last
        // start of the day.
        assert_eq!(
            found,
            Some(Slot {
                date: day(5),
                time: at("21:00"),
                cancha: Some(5)
            })
        );
    }

    #[test]
    fn the_search_moves_to_the_next_day_and_stops_at_the_window() {
        let full: Vec<Booking> = calendar::league_time_slots()
            .iter()
            .enumerate()
            .map(|(i, t)| booking(i as i64, &t.format("%H:%M").to_string(), Some(5), &[9]))
            .collect();
        let asked = Slot {
            date: day(5),
            time: at("20:00"),
            cancha: Some(5),
        };
        let morning = day(1).and_time(at("08:00"));
        let found = next_free(asked, &[PlayerId(1)], None, day(6), morning, |d| {
            if d == day(5) {
                full.clone()
            } else {
                Vec::new()
            }
        });
        assert_eq!(
            found,
            Some(Slot {
                date: day(6),
                time: at("08:00"),
                cancha: Some(5)
            })
        );
        // The window ends on the asked day: nothing is free.
        assert_eq!(
            next_free(asked, &[PlayerId(1)], None, day(5), morning, |_| full
                .clone()),
            None
        );
        // Never a slot already past.
        let evening = day(6).and_time(at("10:00"));
        let found = next_free(asked, &[PlayerId(1)], None, day(9), evening, |d| {
            if d == day(5) {
                full.clone()
            } else {
                Vec::new()
            }
        });
        assert_eq!(found.map(|s| (s.date, s.time)), Some((day(6), at("10:00"))));
    }
}
