//! The challenge league's use cases (docs/rules.md#league): list, create within the
//! challenge range, score, correct, cancel or delete, and the range itself. Each write says
//! who made it, and leaves its entry in the league's history (`super::league_history`).
//!
//! The league match `http` shows ([`LeagueRow`]) is the store's own record, re-exported here as the club's read models: `db` defines them, and cannot depend on `club`.

use chrono::NaiveDate;
use rusqlite::Connection;

use super::acting::may_act_on_league;
use super::confirmations;
use super::league_history::{check_daily_limit, check_member_daily_limit, entry};
use super::rankings as ranking;
use super::{Change, ChangeKind, Club, Error, Result};
use crate::db::audit;
use crate::db::league::Confirmation;
pub use crate::db::league::LeagueRow;
use crate::db::league::{self, LeagueStatus, ListFilter, NewLeagueMatch, RecordedScore};
use crate::db::league_history::Action;
use crate::db::players;
use crate::domain::actor::Actor;
use crate::domain::confirmation::State;
use crate::domain::date_windows::{self, DateRefusal};
use crate::domain::ids::LeagueMatchId;
use crate::domain::ids::PlayerId;
use crate::domain::league_score::{self, LeagueResult, LeagueSetInput};
use crate::domain::{calendar, challenge};

/// A new league match as asked for; every field is checked here.
#[derive(Debug, Clone, Default)]
pub struct MatchRequest {
    /// The challenger.
    pub player1_id: Option<PlayerId>,
    /// The one challenged.
    pub player2_id: Option<PlayerId>,
    /// `yyyy-mm-dd`.
    pub date: Option<String>,
    /// `HH:MM` on the half hour.
    pub time: Option<String>,
    /// Court 1 to 14.
    pub cancha: Option<i64>,
}

/// A league score as sent: how many sets, and each set's games.
#[derive(Debug, Clone, Default)]
pub struct ScoreRequest {
    /// 1 to 3; the number of sets sent when left out.
    pub sets_played: Option<i64>,
    /// Each set's games and claimed winner.
    pub sets: Vec<LeagueSetInput>,
}

/// One page of the league's matches, and how many match the filter in all.
#[derive(Debug, Clone)]
pub struct MatchPage {
    /// The matches of the page, pending first, then newest first.
    pub matches: Vec<LeagueRow>,
    /// How many matches the filter keeps.
    pub total: i64,
}

/// The default and largest page of the match list.
pub const DEFAULT_PAGE: i64 = 100;
/// The largest page of the match list.
pub const MAX_PAGE: i64 = 500;

/// What a league match form may offer (docs/rules.md#league, #league-scores): the UI asks
/// instead of knowing the rules itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeagueOptions {
    /// Bookable start times, `HH:MM`.
    pub time_slots: Vec<String>,
    /// The courts.
    pub courts: Vec<i64>,
    /// How many sets a match may be played to.
    pub sets_played: Vec<i64>,
    /// The most games one side may win in a set.
    pub max_set_games: i64,
}

/// The league's options, from the rules.
pub fn league_options() -> LeagueOptions {
    LeagueOptions {
        time_slots: calendar::league_time_slots()
            .into_iter()
            .map(|t| t.format("%H:%M").to_string())
            .collect(),
        courts: calendar::COURTS.collect(),
        sets_played: league_score::LEAGUE_SETS.collect(),
        max_set_games: league_score::MAX_LEAGUE_GAMES,
    }
}

impl Club {
    /// One page of league matches, optionally one player's and/or one status's. `limit` and
    /// `offset` are brought into range.
    pub async fn league_matches(
        &self,
        player: Option<PlayerId>,
        status: Option<&str>,
        limit: Option<i64>,
        offset: Option<i64>,
    ) -> Result<MatchPage> {
        let limit = limit.unwrap_or(DEFAULT_PAGE).clamp(1, MAX_PAGE);
        let offset = offset.unwrap_or(0).max(0);
        let status = match status {
            None => None,
            Some(key) => Some(LeagueStatus::parse(key).ok_or_else(|| {
                Error::invalid(
                    "status",
                    "league_status_unknown",
                    "Status must be pending or completed",
                )
            })?),
        };
        let filter = ListFilter { player, status };
        self.read(move |conn| {
            let (matches, total) = league::list(conn, &filter, limit, offset)?;
            Ok(MatchPage { matches, total })
        })
        .await
    }

    /// Creates a pending league match between two approved players. A member must stay
    /// within the challenge range and under the daily limit, and date it in the current
    /// season near today; the admin may override all three, and dates it anywhere in the
    /// club's calendar (docs/rules.md#the-past-stays-past).
    pub async fn create_league_match(
        &self,
        actor: Actor,
        request: MatchRequest,
    ) -> Result<LeagueRow> {
        may_act_on_league(&actor)?;
        let new = checked_match(request)?;
        let today = self.clock().today();
        check_match_date(&actor, &new.date, today)?;
        let season = self.clock().season();
        let now_at = self.clock().now();
        let now = now_at.timestamp();
        let club_cap = self.league_daily_cap;
        if let Actor::Member(player) = actor
            && new.player1_id != player
        {
            return Err(Error::forbidden(
                "challenger_not_self",
                "A member challenges as player 1: choose yourself as the challenger.",
            ));
        }
        self.apply(move |tx| {
            for (field, id) in [("player1Id", new.player1_id), ("player2Id", new.player2_id)] {
                if !players::is_approved(tx, id)? {
                    return Err(Error::invalid(field, "player_unknown", "Player not found"));
                }
            }
            if !actor.is_admin() {
                let ladder = ranking::ladder(tx, season)?;
                if !challenge::may_challenge(&ladder, new.player1_id, new.player2_id) {
                    return Err(Error::invalid(
                        "player2Id",
                        "out_of_challenge_range",
                        "These players are too far apart in the ranking for a challenge: \
                         each may challenge up to 2 places above or below.",
                    ));
                }
                match &actor {
                    Actor::LeaguePassword(unlock) => check_daily_limit(tx, unlock, now, club_cap)?,
                    Actor::Member(player) => check_member_daily_limit(tx, *player, now)?,
                    Actor::Admin(_) | Actor::Visitor | Actor::Clock => {}
                }
            }
            if !actor.is_admin() {
                super::budgets::check_pair_free(tx, &new)?;
            }
            let players = [new.player1_id, new.player2_id];
            let window = match actor {
                Actor::Admin(_) => date_windows::club_calendar(today),
                _ => date_windows::league_window(today),
            };
            let asked = super::bookings::Asked {
                date: calendar::parse_date(&new.date).unwrap_or(today),
                time: new.time.as_deref().and_then(calendar::parse_league_time),
                cancha: new.cancha,
                players: &players,
                except: None,
                last_day: *window.end(),
            };
            super::bookings::check_free(tx, asked, now_at)?;
            let id = league::insert(tx, &new)?;
            let row =
                league::get(tx, id)?.ok_or_else(|| Error::internal("inserted match vanished"))?;
            let mut change = Change::new(ChangeKind::LeagueMatchCreated)
                .league_match(id)
                .players([row.player1_id, row.player2_id])
                .recorded(entry(&actor, Action::Created, now, id, None, Some(&row)));
            change = change.notify(super::notices::challenged(&row, &actor));
            Ok((row, change))
        })
        .await
    }

    /// Records the score of league match `id` or, with `may_replace`, changes it
    /// (docs/rules.md#results-by-the-players): the admin at any time, confirmed at once; a
    /// member a match they play in, which then awaits the opponent, and corrects it while it
    /// awaits; the league password a match no member scored, which then awaits either player,
    /// and corrects it while it awaits. Nobody scores a match before its date.
    pub async fn score_league_match(
        &self,
        actor: Actor,
        id: LeagueMatchId,
        request: ScoreRequest,
        may_replace: bool,
    ) -> Result<LeagueRow> {
        may_act_on_league(&actor)?;
        let sets_played = request.sets_played.unwrap_or(request.sets.len() as i64);
        let score = league_score::check_league_score(sets_played, &request.sets)
            .map_err(|err| Error::invalid("setScores", "league_score_invalid", err.to_string()))?;
        let now_at = self.clock().now();
        let (now, now_ms) = (now_at.timestamp(), now_at.timestamp_millis());
        let today = self.clock().today();
        self.apply(move |tx| {
            let before = league::get(tx, id)?
                .ok_or_else(|| Error::not_found("league_match_not_found", "League match"))?;
            if let Actor::Member(player) = actor
                && before.player1_id != player
                && before.player2_id != player
            {
                return Err(Error::forbidden(
                    "not_in_match",
                    "Only the two players of this match (or the admin) can record its score.",
                ));
            }
            check_played(&before, today)?;
            let action = match before.status {
                LeagueStatus::Pending => Action::Scored,
                LeagueStatus::Completed => Action::Corrected,
            };
            // Who may score or correct what is the confirmation's rule
            // (docs/rules.md#results-by-the-players); without `may_replace` a scored match is
            // refused by `save_score` with its own code.
            let existing = before
                .confirmation
                .as_ref()
                .filter(|_| before.status == LeagueStatus::Completed);
            let confirmation = if may_replace || existing.is_none() {
                let parties = confirmations::Parties {
                    players: [Some(before.player1_id), Some(before.player2_id)],
                    teams: [None, None],
                    favoured: None,
                    walkover: false,
                    claim: false,
                };
                confirmations::reported(existing, &actor, &parties, now_ms, "score")?
            } else {
                fresh_confirmation(&actor, now_ms)
            };
            // Each score and correction tells a player: members and the league password
            // have a budget of them.
            let subject = audit::subject("league_match", id);
            super::budgets::check_report_change(tx, &subject, &actor)?;
            let row = save_score(tx, id, &score, may_replace, now, &confirmation)?;
            let mut change = Change::new(ChangeKind::LeagueScore)
                .league_match(id)
                .players([row.player1_id, row.player2_id])
                .recorded(entry(&actor, action, now, id, Some(&before), Some(&row)))
                .audited(audit::Record {
                    actor: actor.clone(),
                    action: match action {
                        Action::Scored => "result_recorded",
                        _ => "result_corrected",
                    },
                    subject: audit::subject("league_match", id),
                    before: (before.status == LeagueStatus::Completed).then(|| score_json(&before)),
                    after: Some(score_json(&row)),
                });
            change = change.notify(super::notices::league_scored(&row, &actor));
            Ok((row, change))
        })
        .await
    }

    /// Deletes a league match: a pending one for the league password, the admin, or a member
    /// who plays in it (cancel), a completed one for the admin only (its sets leave the
    /// ranking).
    pub async fn delete_league_match(&self, actor: Actor, id: LeagueMatchId) -> Result<()> {
        may_act_on_league(&actor)?;
        let now = self.clock().now().timestamp();
        self.apply(move |tx| {
            let existing = league::get(tx, id)?
                .ok_or_else(|| Error::not_found("league_match_not_found", "League match"))?;
            if let Actor::Member(player) = actor
                && existing.player1_id != player
                && existing.player2_id != player
            {
                return Err(Error::forbidden(
                    "not_in_match",
                    "Only the two players of this match (or the admin) can cancel it.",
                ));
            }
            let (kind, action) = match existing.status {
                LeagueStatus::Pending => (ChangeKind::LeagueMatchCancelled, Action::Cancelled),
                LeagueStatus::Completed if actor.is_admin() => {
                    (ChangeKind::LeagueMatchDeleted, Action::Deleted)
                }
                LeagueStatus::Completed => {
                    return Err(Error::forbidden(
                        "league_delete_admin_only",
                        "Only the admin can delete a match that has a score.",
                    ));
                }
            };
            league::delete(tx, id)?;
            // Its players are named, so their kept totals lose the match's sets.
            let change = Change::new(kind)
                .league_match(id)
                .players([existing.player1_id, existing.player2_id])
                .recorded(entry(&actor, action, now, id, Some(&existing), None));
            Ok(((), change))
        })
        .await
    }

    /// Who `player_id` may challenge, by the current season's ladder
    /// (docs/rules.md#challenge-range).
    pub async fn challenge_range(&self, player_id: PlayerId) -> Result<Vec<PlayerId>> {
        let season = self.clock().season();
        let ladder = self.read(move |conn| ranking::ladder(conn, season)).await?;
        if !ladder.contains(&player_id) {
            return Err(Error::not_found("player_not_found", "Player"));
        }
        Ok(challenge::challenge_range(&ladder, player_id))
    }
}

/// The fields of a new match, checked in the order the form shows them.
fn checked_match(request: MatchRequest) -> Result<NewLeagueMatch> {
    let (player1_id, player2_id) = match (request.player1_id, request.player2_id) {
        (Some(player1), Some(player2)) => (player1, player2),
        (None, _) => {
            return Err(Error::invalid(
                "player1Id",
                "player_required",
                "Please select both players",
            ));
        }
        (_, None) => {
            return Err(Error::invalid(
                "player2Id",
                "player_required",
                "Please select both players",
            ));
        }
    };
    if player1_id == player2_id {
        return Err(Error::invalid(
            "player2Id",
            "players_same",
            "Players must be different",
        ));
    }
    let date = match request.date.as_deref().map(str::trim) {
        Some(d) if !d.is_empty() => valid_date(d)?,
        _ => {
            return Err(Error::invalid(
                "date",
                "date_required",
                "Please choose a date",
            ));
        }
    };
    let time = request
        .time
        .as_deref()
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(valid_time)
        .transpose()?;
    if let Some(court) = request.cancha
        && !calendar::COURTS.contains(&court)
    {
        return Err(Error::invalid(
            "cancha",
            "court_out_of_range",
            "Courts are numbered 1 to 14",
        ));
    }
    Ok(NewLeagueMatch {
        player1_id,
        player2_id,
        date,
        time,
        cancha: request.cancha,
    })
}

fn valid_date(text: &str) -> Result<String> {
    calendar::parse_date(text)
        .map(|_| text.to_string())
        .ok_or_else(|| {
            Error::invalid(
                "date",
                "date_invalid",
                "The date must be a real day, as yyyy-mm-dd",
            )
        })
}

/// The date of a new match as `actor` may give it: in the current season near `today` for a
/// member, anywhere in the club's calendar for the admin, who backfills past seasons.
fn check_match_date(actor: &Actor, date: &str, today: NaiveDate) -> Result<()> {
    let Some(day) = calendar::parse_date(date) else {
        return Err(Error::internal("a checked league date does not parse"));
    };
    let checked = match actor {
        Actor::Admin(_) => date_windows::check_in_calendar(day, today),
        _ => date_windows::check_league_date(day, today),
    };
    checked.map_err(|refusal| {
        let window = match actor {
            Actor::Admin(_) => date_windows::club_calendar(today),
            _ => date_windows::league_window(today),
        };
        let (earliest, latest) = window.into_inner();
        let code = match refusal {
            DateRefusal::OtherSeason => "date_other_season",
            DateRefusal::TooFarBack => "date_too_far_back",
            DateRefusal::TooFarAhead => "date_too_far_ahead",
            DateRefusal::TooEarly => "date_too_early",
            DateRefusal::TooLate => "date_too_late",
        };
        Error::invalid(
            "date",
            code,
            format!("{refusal}: choose a day from {earliest} to {latest}"),
        )
        .with_params(serde_json::json!({
            "earliest": earliest.to_string(),
            "latest": latest.to_string(),
        }))
    })
}

/// Refuses a score for a match whose day has not come (docs/rules.md#the-past-stays-past).
fn check_played(row: &LeagueRow, today: NaiveDate) -> Result<()> {
    match calendar::parse_date(&row.date) {
        Some(day) if !date_windows::may_score(day, today) => Err(Error::invalid(
            "date",
            "score_before_date",
            format!(
                "This match is dated {}: its score can be recorded from that day on",
                row.date
            ),
        )
        .with_params(serde_json::json!({ "date": row.date }))),
        _ => Ok(()),
    }
}

fn valid_time(text: &str) -> Result<String> {
    calendar::parse_league_time(text)
        .map(|_| text.to_string())
        .ok_or_else(|| {
            Error::invalid(
                "time",
                "time_invalid",
                "Pick a time on the half hour between 08:00 and 21:00",
            )
        })
}

/// Records (or, with `may_replace`, changes) a checked score on a league match at `at`
/// (unix seconds) and returns the match: the one step both the API and the demo generator
/// use. Refused for an unknown match, and for one that already has a score when
/// `may_replace` is false.
pub fn save_score(
    tx: &Connection,
    id: LeagueMatchId,
    score: &LeagueResult,
    may_replace: bool,
    at: i64,
    confirmation: &Confirmation,
) -> Result<LeagueRow> {
    let existing = league::get(tx, id)?
        .ok_or_else(|| Error::not_found("league_match_not_found", "League match"))?;
    if existing.status == LeagueStatus::Completed && !may_replace {
        return Err(Error::conflict(
            "league_match_has_score",
            "This match already has a score. Use Edit to change it.",
        ));
    }
    let winner = score.winner.map(|side| match side.number() {
        1 => existing.player1_id,
        _ => existing.player2_id,
    });
    let games: Vec<[u32; 2]> = score
        .sets
        .iter()
        .map(|s| [s.player1_score, s.player2_score])
        .collect();
    let recorded = RecordedScore {
        set_scores: &games,
        sets_won: [score.player1_sets_won, score.player2_sets_won],
        winner_id: winner,
        at,
    };
    league::record_score(tx, id, &recorded)?;
    league::set_confirmation(tx, id, Some(confirmation))?;
    league::get(tx, id)?.ok_or_else(|| Error::internal("scored match vanished"))
}

/// The confirmation of a first score `actor` records at `now_ms` (unix ms): the admin's is
/// confirmed at once; a member's awaits the opponent, the league password's the player it
/// does not favour, for 48 hours.
pub fn fresh_confirmation(actor: &Actor, now_ms: i64) -> Confirmation {
    match actor {
        Actor::Admin(_) => confirmations::by_the_club(now_ms),
        other => Confirmation {
            state: State::Awaiting,
            reported_by: other.member(),
            reported_at: now_ms,
            confirm_by: Some(now_ms + confirmations::CONFIRM_WINDOW_MS),
            dispute_reason: None,
        },
    }
}

/// A disputer's own league score from what they sent: `sets_played` (the number of sets when
/// left out) and each set's games, checked as a score is (422 `league_score_invalid`).
pub fn version_of(
    sets_played: Option<i64>,
    sets: &[LeagueSetInput],
) -> Result<crate::db::league::LeagueVersion> {
    let sets_played = sets_played.unwrap_or(sets.len() as i64);
    let score = league_score::check_league_score(sets_played, sets)
        .map_err(|err| Error::invalid("setScores", "league_score_invalid", err.to_string()))?;
    Ok(crate::db::league::LeagueVersion {
        sets_played,
        set_scores: score
            .sets
            .iter()
            .map(|set| [set.player1_score, set.player2_score])
            .collect(),
    })
}

/// A disputer's own league score, checked as a score is (422 `league_score_invalid`).
pub fn checked_version(version: &crate::db::league::LeagueVersion) -> Result<LeagueResult> {
    let sets: Vec<LeagueSetInput> = version
        .set_scores
        .iter()
        .map(|[one, two]| LeagueSetInput {
            player1_score: Some(i64::from(*one)),
            player2_score: Some(i64::from(*two)),
            winner: None,
        })
        .collect();
    league_score::check_league_score(version.sets_played, &sets)
        .map_err(|err| Error::invalid("setScores", "league_score_invalid", err.to_string()))
}

/// A league score as the audit trail keeps it.
pub(super) fn score_json(row: &LeagueRow) -> serde_json::Value {
    serde_json::json!({
        "setScores": row.set_scores,
        "player1SetsWon": row.player1_sets_won,
        "player2SetsWon": row.player2_sets_won,
        "winnerId": row.winner_id,
        "confirmation": row.confirmation.as_ref().map(|c| c.state.as_str()),
    })
}
