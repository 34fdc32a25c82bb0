//! The demo club's challenge league: matches between members close in the ranking, played
//! over the last months and booked for the next two weeks, written through `db::league`
//! with scores checked by the league's own rule.

use std::collections::HashSet;

use chrono::{Duration, NaiveDate, NaiveTime};
use rand::Rng;
use rand::seq::IndexedRandom;

use super::members::Club;
use super::scores::{league_sets, win_probability};
use super::{Progress, Step};
use crate::club::rankings as ranking;
use crate::club::{Error, Result};
use crate::db::Db;
use crate::db::league::{self, NewLeagueMatch};
use crate::domain::ids::PlayerId;
use crate::domain::season::Season;
use crate::domain::{calendar, challenge, league_score};

/// League matches written per transaction.
const BATCH: usize = 1_000;
/// Days ahead in which pending matches are booked.
const BOOKING_DAYS: i64 = 14;
/// The most pending matches, however big the league.
const MAX_PENDING: usize = 250;
/// Played matches per day the calendar aims at, so a big league spreads over years.
const PLAYED_PER_DAY: usize = 50;
/// The shortest span the played matches cover.
const MIN_DAYS_BACK: usize = 75;

/// One match to write: when and where, and whether it was played.
#[derive(Debug, Clone, Copy)]
struct Slot {
    date: NaiveDate,
    played: bool,
}

/// The calendar of `count` matches: a third still to play (at most [`MAX_PENDING`]) over
/// the next two weeks, the rest played over the months before today, oldest first.
fn calendar_of(count: usize, today: NaiveDate) -> Vec<Slot> {
    let pending = (count / 3).min(MAX_PENDING);
    let played = count - pending;
    let days_back = (played / PLAYED_PER_DAY).max(MIN_DAYS_BACK);
    let back = |k: usize| i64::try_from(days_back - k * days_back / played.max(1)).unwrap_or(0);
    let ahead = |k: usize| 1 + i64::try_from(k).unwrap_or(0) * BOOKING_DAYS / pending.max(1) as i64;
    (0..played)
        .map(|k| Slot {
            date: today - Duration::days(back(k)),
            played: true,
        })
        .chain((0..pending).map(|k| Slot {
            date: today + Duration::days(ahead(k)),
            played: false,
        }))
        .collect()
}

/// Who is busy on the day being filled: courts at each time, and members already playing.
#[derive(Default)]
struct DayBook {
    date: Option<NaiveDate>,
    courts: HashSet<(NaiveTime, i64)>,
    members: HashSet<PlayerId>,
}

impl DayBook {
    fn turn_to(&mut self, date: NaiveDate) {
        if self.date != Some(date) {
            self.date = Some(date);
            self.courts.clear();
            self.members.clear();
        }
    }
}

/// Writes `count` league matches, [`BATCH`] per transaction. Each batch reads the current
/// ranking once, and every challenge stays within the challenger's range on it.
pub fn play(
    db: &Db,
    club: &Club,
    count: usize,
    today: NaiveDate,
    rng: &mut impl Rng,
    on_progress: &mut dyn FnMut(Progress),
) -> Result<()> {
    let slots = calendar_of(count, today);
    let times = calendar::league_time_slots();
    let courts: Vec<i64> = calendar::COURTS.collect();
    let mut book = DayBook::default();
    on_progress(Progress {
        step: Step::League,
        done: 0,
        total: count,
    });
    for (batch_index, batch) in slots.chunks(BATCH).enumerate() {
        db.write_blocking_as(|tx| -> Result<()> {
            let season = batch
                .first()
                .map_or(Season::of(today), |s| Season::of(s.date));
            let ladder = ranking::ladder(tx, season)?;
            let mut touched = HashSet::new();
            for slot in batch {
                book.turn_to(slot.date);
                let (player1, player2) = challenge(&ladder, &book, rng)?;
                let (time, court) = free_court(&times, &courts, &book, rng);
                book.members.extend([player1, player2]);
                touched.extend([player1, player2]);
                book.courts.insert((time, court));
                let id = league::insert(
                    tx,
                    &NewLeagueMatch {
                        player1_id: player1,
                        player2_id: player2,
                        date: slot.date.format("%Y-%m-%d").to_string(),
                        time: Some(time.format("%H:%M").to_string()),
                        cancha: Some(court),
                    },
                )?;
                if slot.played {
                    let p_player1 = win_probability(club.skill(player1), club.skill(player2));
                    let sets = league_sets(rng, p_player1);
                    let result = league_score::check_league_score(sets.len() as i64, &sets)
                        .map_err(|e| Error::internal(format!("demo league score: {e}")))?;
                    // Entered as the admin would: confirmed at once.
                    let now = crate::db::now();
                    let confirmation = crate::club::league::fresh_confirmation(
                        &crate::domain::actor::Actor::ADMIN,
                        now * 1000,
                    );
                    crate::club::league::save_score(tx, id, &result, false, now, &confirmation)?;
                }
            }
            crate::db::totals::refresh(tx, touched)?;
            Ok(())
        })?;
        on_progress(Progress {
            step: Step::League,
            done: (batch_index * BATCH + batch.len()).min(count),
            total: count,
        });
    }
    Ok(())
}

/// A challenger and an opponent from the challenger's range, preferring members who do not
/// play yet that day.
fn challenge(
    ladder: &[PlayerId],
    book: &DayBook,
    rng: &mut impl Rng,
) -> Result<(PlayerId, PlayerId)> {
    let mut fallback = None;
    for _ in 0..20 {
        let Some(&challenger) = ladder.choose(rng) else {
            break;
        };
        let range = challenge::challenge_range(ladder, challenger);
        let Some(&opponent) = range.choose(rng) else {
            continue;
        };
        if !book.members.contains(&challenger) && !book.members.contains(&opponent) {
            return Ok((challenger, opponent));
        }
        fallback.get_or_insert((challenger, opponent));
    }
    fallback.ok_or_else(|| Error::internal("the league needs at least two members"))
}

/// A time and court nobody has booked that day, if one is found quickly.
fn free_court(
    times: &[NaiveTime],
    courts: &[i64],
    book: &DayBook,
    rng: &mut impl Rng,
) -> (NaiveTime, i64) {
    let mut pick = || {
        (
            times.choose(rng).copied().unwrap_or_default(),
            courts.choose(rng).copied().unwrap_or(1),
        )
    };
    let mut slot = pick();
    for _ in 0..50 {
        if !book.courts.contains(&slot) {
            break;
        }
        slot = pick();
    }
    slot
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 3, 18).unwrap()
    }

    #[test]
    fn the_showcase_league_has_played_and_booked_matches() {
        let slots = calendar_of(30, today());
        assert_eq!(slots.len(), 30);
        let played: Vec<&Slot> = slots.iter().filter(|s| s.played).collect();
        assert_eq!(played.len(), 20);
        assert!(played.iter().all(|s| s.date < today()));
        assert!(played.windows(2).all(|w| w[0].date <= w[1].date));
        assert!(
            played[0].date <= today() - Duration::days(60),
            "months back"
        );
        let booked: Vec<&Slot> = slots.iter().filter(|s| !s.played).collect();
        assert!(
            booked
                .iter()
                .all(|s| { s.date > today() && s.date <= today() + Duration::days(BOOKING_DAYS) })
        );
    }

    #[test]
    fn a_big_league_is_mostly_played_and_spread_over_years() {
        let slots = calendar_of(50_000, today());
        let booked = slots.iter().filter(|s| !s.played).count();
        assert_eq!(booked, MAX_PENDING);
        assert!(slots[0].date < today() - Duration::days(900));
        let last_played = slots.iter().rfind(|s| s.played).unwrap();
        assert!(last_played.date < today());
        assert!(
            slots
                .iter()
                .all(|s| s.date <= today() + Duration::days(BOOKING_DAYS))
        );
    }

    #[test]
    fn challenges_stay_in_range_and_avoid_double_bookings() {
        use rand::SeedableRng;
        let mut rng = rand::rngs::StdRng::seed_from_u64(3);
        let ladder: Vec<PlayerId> = (1..=40).map(PlayerId).collect();
        let mut book = DayBook::default();
        book.turn_to(today());
        for _ in 0..10 {
            let (a, b) = challenge(&ladder, &book, &mut rng).unwrap();
            assert!(challenge::may_challenge(&ladder, a, b), "{a} v {b}");
            assert!(!book.members.contains(&a) && !book.members.contains(&b));
            book.members.extend([a, b]);
        }
        assert!(challenge(&[PlayerId(1)], &book, &mut rng).is_err());
    }

    #[test]
    fn courts_are_not_double_booked() {
        use rand::SeedableRng;
        let mut rng = rand::rngs::StdRng::seed_from_u64(4);
        let times = calendar::league_time_slots();
        let courts: Vec<i64> = calendar::COURTS.collect();
        let mut book = DayBook::default();
        for _ in 0..100 {
            let slot = free_court(&times, &courts, &book, &mut rng);
            assert!(book.courts.insert(slot), "{slot:?} twice");
        }
    }
}
