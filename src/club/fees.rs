//! The level and the yearly fee (docs/rules.md#level-and-fee; the club's rules, Art. 2 and 3):
//! each season's fee, who paid it, and the warnings the admin sees when putting a player whose
//! level is unconfirmed or whose fee is unpaid in a draw. The admin's alone: nothing here is
//! ever part of a public answer, and every change goes in the audit trail.
//!
//! The audit trail's entries the admin reads ([`Entry`], each naming the [`Actor`] who made
//! it) are the store's own records, re-exported here as the club's read models: `db` defines them, and cannot depend on `club`.

use chrono::NaiveDate;
use rusqlite::Connection;
use serde_json::json;

use super::{Change, ChangeKind, Club, Error, Result};
use crate::db::audit;
pub use crate::db::audit::Entry;
use crate::db::fees::{self, FeeRow, Payment};
use crate::db::players::{self, PlayerStatus};
use crate::domain::actor::{Actor, Console};
use crate::domain::calendar;
use crate::domain::fees::{
    Candidate, FIRST_SEASON, FeeStatus, FeeTotals, MAX_AMOUNT, WarningCode, rules_fee,
};
use crate::domain::ids::PlayerId;
use crate::domain::names;
use crate::domain::season::{FIRST_SEASON as FIRST_YEAR, Season};

/// The most players one eligibility check names: a draw's 64, with room to spare.
pub const MAX_CHECKED_PLAYERS: usize = 128;

/// A season's fee and where it comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeasonFee {
    /// The year.
    pub season: i32,
    /// Whole colones.
    pub fee: i64,
    /// Whether the admin set it (else it is the rules' fee).
    pub set_by_admin: bool,
}

/// One player of a season's fees.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FeeLine {
    /// The player and their payment.
    pub row: FeeRow,
    /// Where they stand.
    pub status: FeeStatus,
    /// What they still owe.
    pub owed: i64,
}

/// A season's fees: its fee, every player's payment and the totals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeasonFees {
    /// The season's fee.
    pub fee: SeasonFee,
    /// The seasons the admin may look at, newest first.
    pub seasons: Vec<i32>,
    /// What was collected and is still owed.
    pub totals: FeeTotals,
    /// The players, by name.
    pub lines: Vec<FeeLine>,
}

/// A warning about players put in a draw, naming each of them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Warning {
    /// Why.
    pub code: WarningCode,
    /// The season whose fee it is about (a tournament's is the year of its start date).
    pub season: i32,
    /// The players it is about, by name: id and name.
    pub players: Vec<(PlayerId, String)>,
}

/// The warnings before players are put in a draw of one season.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Eligibility {
    /// The season's fee.
    pub fee: SeasonFee,
    /// One per reason that applies to anyone; empty when everyone may play.
    pub warnings: Vec<Warning>,
}

/// A season the admin may keep fees for: from 2000 to next year (a tournament may start next
/// year, and some pay in December).
fn checked_season(year: i64, current: i32) -> Result<i32> {
    i32::try_from(year)
        .ok()
        .filter(|year| (FIRST_YEAR..=current + 1).contains(year))
        .ok_or_else(|| {
            Error::invalid(
                "season",
                "season_invalid",
                format!("Fees are kept for the seasons from 2000 to {}", current + 1),
            )
        })
}

/// A season as the wire names it (`2026`); the current one when left out.
fn named_season(text: Option<&str>, current: i32) -> Result<i32> {
    match text {
        None => Ok(current),
        Some(text) if text.len() == 4 && text.bytes().all(|b| b.is_ascii_digit()) => {
            checked_season(text.parse().unwrap_or_default(), current)
        }
        Some(_) => Err(Error::invalid(
            "season",
            "season_invalid",
            "A season is a year such as 2026",
        )),
    }
}

/// A season's fee: the admin's, or the rules'.
pub fn season_fee(conn: &Connection, season: i32) -> Result<SeasonFee> {
    let set = fees::season_fee(conn, season)?;
    Ok(SeasonFee {
        season,
        fee: set.unwrap_or_else(|| rules_fee(season)),
        set_by_admin: set.is_some(),
    })
}

/// The warnings about `players` put in a draw of `season`, each naming its players by name.
pub fn warnings(conn: &Connection, season: i32, players: &[PlayerId]) -> Result<Vec<Warning>> {
    let fee = season_fee(conn, season)?.fee;
    let mut standings = fees::standings(conn, season, players)?;
    standings.sort_by_cached_key(|s| (names::sort_key(&s.name), s.name.clone(), s.player_id));
    let candidates: Vec<Candidate<(PlayerId, String)>> = standings
        .into_iter()
        .map(|s| Candidate {
            who: (s.player_id, s.name),
            level: s.level,
            paid: s.paid,
        })
        .collect();
    Ok(crate::domain::fees::warnings(&candidates, fee)
        .into_iter()
        .map(|(code, players)| Warning {
            code,
            season,
            players,
        })
        .collect())
}

/// A payment as the audit trail keeps it.
fn payment_json(season: i32, payment: &Payment) -> serde_json::Value {
    json!({ "season": season, "amount": payment.amount, "paidOn": payment.paid_on })
}

/// A player who may have a payment recorded: approved.
fn payer(conn: &Connection, player: PlayerId) -> Result<()> {
    match players::get(conn, player)? {
        None => Err(Error::not_found("player_not_found", "Player")),
        Some(p) if p.status == PlayerStatus::Pending => Err(Error::conflict(
            "player_pending",
            format!(
                "{} is a pending registration: approve them before recording their fee.",
                p.name
            ),
        )),
        Some(_) => Ok(()),
    }
}

/// A payment's amount: whole colones, 1 to 1,000,000.
fn checked_amount(amount: i64, least: i64) -> Result<i64> {
    if (least..=MAX_AMOUNT).contains(&amount) {
        Ok(amount)
    } else {
        Err(Error::invalid(
            "amount",
            "amount_invalid",
            format!("The amount is whole colones from {least} to 1,000,000"),
        ))
    }
}

/// The day a fee was paid: a club date from 2000 to today.
fn checked_paid_on(text: &str, today: NaiveDate) -> Result<String> {
    let date = calendar::parse_date(text.trim())
        .filter(|date| *date >= NaiveDate::from_ymd_opt(FIRST_YEAR, 1, 1).unwrap_or_default())
        .ok_or_else(|| {
            Error::invalid(
                "paidOn",
                "paid_on_invalid",
                "The day it was paid is a date written yyyy-mm-dd, from 2000 on",
            )
        })?;
    if date > today {
        return Err(Error::invalid(
            "paidOn",
            "paid_on_future",
            "The day it was paid cannot be after today",
        ));
    }
    Ok(date.format("%Y-%m-%d").to_string())
}

fn line(row: FeeRow, fee: i64) -> FeeLine {
    let paid = row.payment.as_ref().map(|p| p.amount);
    FeeLine {
        status: crate::domain::fees::status(fee, paid),
        owed: crate::domain::fees::owed(fee, paid),
        row,
    }
}

fn one_line(conn: &Connection, season: i32, player: PlayerId) -> Result<FeeLine> {
    let fee = season_fee(conn, season)?.fee;
    let record = players::get(conn, player)?
        .ok_or_else(|| Error::not_found("player_not_found", "Player"))?;
    let row = FeeRow {
        player_id: record.id,
        name: record.name,
        avatar_hash: record.avatar_hash,
        level: record.level,
        payment: fees::payment(conn, season, player)?,
    };
    Ok(line(row, fee))
}

impl Club {
    /// A season's fees (the current one unless `season` names another): its fee, the season's
    /// approved players with what each paid and when, and the totals.
    pub async fn season_fees(&self, season: Option<String>) -> Result<SeasonFees> {
        let current = self.clock().year();
        let season = named_season(season.as_deref(), current)?;
        self.read(move |conn| {
            let fee = season_fee(conn, season)?;
            let ends_at = Season::Year(season).ends_at().unwrap_or(i64::MAX);
            let lines: Vec<FeeLine> = fees::season_rows(conn, season, ends_at)?
                .into_iter()
                .map(|row| line(row, fee.fee))
                .collect();
            let totals = crate::domain::fees::totals(
                fee.fee,
                lines
                    .iter()
                    .map(|l| l.row.payment.as_ref().map(|p| p.amount)),
            );
            let first = fees::seasons_on_record(conn)?
                .into_iter()
                .chain([FIRST_SEASON, season])
                .min()
                .unwrap_or(FIRST_SEASON);
            Ok(SeasonFees {
                fee,
                seasons: (first..=(current + 1).max(season)).rev().collect(),
                totals,
                lines,
            })
        })
        .await
    }

    /// The admin sets a season's fee (whole colones, 0 to 1,000,000).
    pub async fn set_season_fee(
        &self,
        by: Console,
        season: i64,
        amount: Option<i64>,
    ) -> Result<SeasonFee> {
        let season = checked_season(season, self.clock().year())?;
        let amount = amount
            .ok_or_else(|| Error::invalid("amount", "amount_required", "Enter the season's fee"))?;
        let amount = checked_amount(amount, 0)?;
        self.apply(move |tx| {
            let before = season_fee(tx, season)?;
            fees::set_season_fee(tx, season, amount)?;
            let mut change = Change::new(ChangeKind::FeesChanged);
            if !before.set_by_admin || before.fee != amount {
                change = change.audited(audit::Record {
                    actor: Actor::Admin(by),
                    action: "season_fee_set",
                    subject: audit::subject("season", season),
                    before: Some(json!({ "fee": before.fee, "setByAdmin": before.set_by_admin })),
                    after: Some(json!({ "fee": amount, "setByAdmin": true })),
                });
            }
            Ok((season_fee(tx, season)?, change))
        })
        .await
    }

    /// The admin marks a player's fee of `season` paid: `amount` colones (the season's fee
    /// when left out) on `paid_on` (today's club date when left out). Marking it again
    /// replaces the payment.
    pub async fn mark_fee_paid(
        &self,
        by: Console,
        season: i64,
        player: PlayerId,
        amount: Option<i64>,
        paid_on: Option<String>,
    ) -> Result<FeeLine> {
        let season = checked_season(season, self.clock().year())?;
        let amount = amount.map(|a| checked_amount(a, 1)).transpose()?;
        let today = self.clock().today();
        let paid_on = match paid_on {
            Some(text) => checked_paid_on(&text, today)?,
            None => today.format("%Y-%m-%d").to_string(),
        };
        self.apply(move |tx| {
            payer(tx, player)?;
            let amount = match amount {
                Some(amount) => amount,
                None => checked_amount(season_fee(tx, season)?.fee, 1)?,
            };
            let before = fees::payment(tx, season, player)?;
            let paid = Payment { amount, paid_on };
            fees::put_payment(tx, season, player, &paid)?;
            let mut change = Change::new(ChangeKind::FeesChanged);
            if before.as_ref() != Some(&paid) {
                change = change.audited(audit::Record {
                    actor: Actor::Admin(by),
                    action: "fee_paid",
                    subject: audit::subject("player", player),
                    before: before.as_ref().map(|p| payment_json(season, p)),
                    after: Some(payment_json(season, &paid)),
                });
            }
            Ok((one_line(tx, season, player)?, change))
        })
        .await
    }

    /// The admin undoes a player's payment of `season`'s fee.
    pub async fn undo_fee_payment(&self, by: Console, season: i64, player: PlayerId) -> Result<()> {
        let season = checked_season(season, self.clock().year())?;
        self.apply(move |tx| {
            let Some(before) = fees::payment(tx, season, player)? else {
                return Err(Error::not_found("fee_payment_not_found", "Payment"));
            };
            fees::delete_payment(tx, season, player)?;
            let change = Change::new(ChangeKind::FeesChanged).audited(audit::Record {
                actor: Actor::Admin(by),
                action: "fee_payment_undone",
                subject: audit::subject("player", player),
                before: Some(payment_json(season, &before)),
                after: None,
            });
            Ok(((), change))
        })
        .await
    }

    /// The warnings before `players` are put in a draw starting on `start_date` (its season
    /// is the date's year; the current season when left out), or approved.
    pub async fn eligibility(
        &self,
        players: Vec<PlayerId>,
        start_date: Option<String>,
    ) -> Result<Eligibility> {
        if players.len() > MAX_CHECKED_PLAYERS {
            return Err(Error::invalid(
                "players",
                "players_too_many",
                format!("Check at most {MAX_CHECKED_PLAYERS} players at once"),
            ));
        }
        let current = self.clock().year();
        let season = match start_date {
            None => current,
            Some(text) => {
                let date = calendar::parse_date(text.trim()).ok_or_else(|| {
                    Error::invalid(
                        "startDate",
                        "start_date_invalid",
                        "Start date must be a date written yyyy-mm-dd",
                    )
                })?;
                Season::of(date).as_year().unwrap_or(current)
            }
        };
        self.read(move |conn| {
            Ok(Eligibility {
                fee: season_fee(conn, season)?,
                warnings: warnings(conn, season, &players)?,
            })
        })
        .await
    }

    /// The audit trail, newest first, of one subject (`player:12`) or of all, a page at a
    /// time, and how many rows there are in all.
    pub async fn audit_trail(
        &self,
        subject: Option<String>,
        limit: i64,
        offset: i64,
    ) -> Result<(Vec<audit::Entry>, i64)> {
        if let Some(subject) = subject.as_deref()
            && !audit::is_subject(subject)
        {
            return Err(Error::invalid(
                "subject",
                "subject_invalid",
                "A subject is a kind and an id, such as player:12",
            ));
        }
        self.read(move |conn| Ok(audit::recent(conn, subject.as_deref(), limit, offset)?))
            .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fees_are_kept_from_2000_to_next_year() {
        assert_eq!(checked_season(2025, 2026).unwrap(), 2025);
        assert_eq!(checked_season(2027, 2026).unwrap(), 2027);
        assert_eq!(checked_season(2000, 2026).unwrap(), 2000);
        for bad in [1999, 2028, -1, i64::MAX] {
            assert!(checked_season(bad, 2026).is_err(), "{bad}");
        }
        assert_eq!(named_season(None, 2026).unwrap(), 2026);
        assert_eq!(named_season(Some("2025"), 2026).unwrap(), 2025);
        for bad in ["all", "25", "2026 ", "+202", "2028"] {
            assert!(named_season(Some(bad), 2026).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_payment_is_whole_colones_on_a_day_up_to_today() {
        let today = NaiveDate::from_ymd_opt(2026, 3, 10).unwrap();
        assert_eq!(checked_paid_on("2026-03-10", today).unwrap(), "2026-03-10");
        assert_eq!(
            checked_paid_on(" 2025-12-30 ", today).unwrap(),
            "2025-12-30"
        );
        for (bad, code) in [
            ("2026-03-11", "paid_on_future"),
            ("10/03/2026", "paid_on_invalid"),
            ("2026-02-30", "paid_on_invalid"),
            ("1999-12-31", "paid_on_invalid"),
        ] {
            match checked_paid_on(bad, today) {
                Err(Error::Invalid { code: found, .. }) => assert_eq!(found, code, "{bad}"),
                other => panic!("{bad}: {other:?}"),
            }
        }
        assert_eq!(checked_amount(1, 1).unwrap(), 1);
        assert_eq!(checked_amount(0, 0).unwrap(), 0);
        assert!(checked_amount(0, 1).is_err());
        assert!(checked_amount(-5, 0).is_err());
        assert!(checked_amount(MAX_AMOUNT + 1, 1).is_err());
    }
}
