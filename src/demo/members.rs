//! The demo club's members: added as the admin adds them (approved, with an avatar), plus
//! two registrations waiting for approval, as an invitation link leaves them.

use std::collections::HashMap;

use chrono::NaiveDate;
use rand::Rng;
use rand::seq::IndexedRandom;

use super::avatars::AvatarDesign;
use super::names::{Member, Roll};
use super::{PENDING_PLAYERS, Progress, Step};
use crate::avatar::ProcessedAvatar;
use crate::club::{Error, Result};
use crate::db::Db;
use crate::db::players::{self, PlayerStatus};
use crate::domain::ids::PlayerId;
use crate::domain::season::Season;

/// Members added per transaction: avatars are rendered in parallel a batch at a time, so
/// memory stays flat whatever the club's size.
const BATCH: usize = 100;
/// Strength above which a member brings points from the club's ranking before the app.
const CARRY_OVER_FROM: f64 = 55.0;

/// The approved members and their hidden strengths.
pub struct Club {
    approved: Vec<PlayerId>,
    skill: HashMap<PlayerId, f64>,
}

impl Club {
    /// A member's playing strength (0 to 100).
    pub fn skill(&self, player: PlayerId) -> f64 {
        self.skill.get(&player).copied().unwrap_or(50.0)
    }

    /// `count` different approved members, in random order.
    pub fn pick(&self, count: usize, rng: &mut impl Rng) -> Vec<PlayerId> {
        self.approved.choose_multiple(rng, count).copied().collect()
    }

    /// `count` doubles teams of two approved members, nobody in two of them, in random order.
    pub fn pick_teams(&self, count: usize, rng: &mut impl Rng) -> Vec<[PlayerId; 2]> {
        self.pick(count * 2, rng)
            .chunks_exact(2)
            .map(|pair| [pair[0], pair[1]])
            .collect()
    }

    /// A side's strength: its player's, or the mean of a doubles team's partners.
    pub fn strength(&self, side: &[PlayerId]) -> f64 {
        if side.is_empty() {
            return 50.0;
        }
        side.iter().map(|&p| self.skill(p)).sum::<f64>() / side.len() as f64
    }
}

/// One member still to add.
struct Newcomer {
    member: Member,
    design: AvatarDesign,
    status: PlayerStatus,
}

/// Adds `approved` approved members and [`PENDING_PLAYERS`] pending registrations, all with
/// avatars. The approved ones are members since the start of `first_season`, the first the
/// demo's history covers; the strongest bring points carried over from the club's previous
/// ranking (an admin adjustment in that season), so the first tournaments are seeded
/// sensibly.
pub fn add_members(
    db: &Db,
    approved: usize,
    first_season: i32,
    today: NaiveDate,
    rng: &mut impl Rng,
    on_progress: &mut dyn FnMut(Progress),
) -> Result<Club> {
    let total = approved + PENDING_PLAYERS;
    let member_since = Season::Year(first_season - 1).ends_at().unwrap_or_default();
    let mut roll = Roll::new(today);
    let mut club = Club {
        approved: Vec::with_capacity(approved),
        skill: HashMap::with_capacity(approved),
    };
    let mut done = 0;
    on_progress(Progress {
        step: Step::Players,
        done,
        total,
    });
    while done < total {
        let batch: Vec<Newcomer> = (done..total.min(done + BATCH))
            .map(|index| Newcomer {
                member: roll.next_member(rng),
                design: AvatarDesign::random(rng),
                status: if index < approved {
                    PlayerStatus::Approved
                } else {
                    PlayerStatus::Pending
                },
            })
            .collect();
        let avatars = process_avatars(&batch)?;
        let ids = db.write_blocking_as(|tx| -> Result<_> {
            let mut ids = Vec::with_capacity(batch.len());
            for (newcomer, avatar) in batch.iter().zip(&avatars) {
                let id = players::insert(
                    tx,
                    &newcomer.member.player,
                    newcomer.status,
                    None,
                    Some(avatar),
                )?;
                if newcomer.status == PlayerStatus::Approved {
                    players::backdate(tx, id, member_since)?;
                    players::adjust_points(
                        tx,
                        id,
                        first_season,
                        carried_over(newcomer.member.skill),
                        Some("Points carried over from the club's previous ranking"),
                    )?;
                }
                ids.push(id);
            }
            crate::db::totals::refresh(tx, ids.iter().copied())?;
            Ok(ids)
        })?;
        for (newcomer, id) in batch.iter().zip(ids) {
            if newcomer.status == PlayerStatus::Approved {
                club.approved.push(id);
                club.skill.insert(id, newcomer.member.skill);
            }
        }
        done += batch.len();
        on_progress(Progress {
            step: Step::Players,
            done,
            total,
        });
    }
    Ok(club)
}

/// Points a member brings from before the app: tens, only for the stronger half.
fn carried_over(skill: f64) -> i64 {
    if skill <= CARRY_OVER_FROM {
        return 0;
    }
    ((skill - CARRY_OVER_FROM) * 0.4).round() as i64 * 10
}

/// Draws and processes a batch's avatars on every core; the order is kept, so the result
/// does not depend on the number of cores.
fn process_avatars(batch: &[Newcomer]) -> Result<Vec<ProcessedAvatar>> {
    let workers = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .clamp(1, 8);
    let chunk = batch.len().div_ceil(workers).max(1);
    std::thread::scope(|scope| {
        let handles: Vec<_> = batch
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    part.iter()
                        .map(|n| n.design.process())
                        .collect::<Result<Vec<_>>>()
                })
            })
            .collect();
        let mut avatars = Vec::with_capacity(batch.len());
        for handle in handles {
            let part = handle
                .join()
                .map_err(|_| Error::internal("drawing an avatar panicked"))??;
            avatars.extend(part);
        }
        Ok(avatars)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_stronger_members_carry_points_over_in_tens() {
        assert_eq!(carried_over(20.0), 0);
        assert_eq!(carried_over(55.0), 0);
        assert_eq!(carried_over(70.0), 60);
        assert_eq!(carried_over(100.0), 180);
        assert!((0..=100).all(|s| carried_over(f64::from(s)) % 10 == 0));
    }
}
