//! The confirmation of a result, as tournament and league matches both show and take it
//! (docs/rules.md#results-by-the-players): where a result stands with the opponent, the
//! version a confirmation names.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::extract::Json;
use super::players::timestamp;
use crate::club::{Error, Result};
use crate::domain::ids::PlayerId;

/// Where a result stands with the opponent (docs/rules.md#results-by-the-players).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResultConfirmation {
    /// `awaiting` (a player reported it), `claimed` (a player's walkover, which counts
    /// nowhere yet), `confirmed` or `disputed`.
    state: crate::club::confirmations::State,
    /// The member who reported it; null for the admin (and the league password).
    reported_by: Option<PlayerId>,
    /// When this version was reported (RFC 3339, with milliseconds): a confirmation names it
    /// as `reportedAt`, and every correction moves it forward.
    #[schema(example = "2026-11-28T18:05:09.123Z")]
    reported_at: String,
    /// Until when the opponent may confirm or dispute it (RFC 3339); null once confirmed.
    confirm_by: Option<String>,
    /// A walkover claim (`claimed`, or `disputed` as a claim): its winner and score, which
    /// count nowhere until confirmed (`winnerId` and `score` stay null); null otherwise.
    claim: Option<MatchVersion>,
}

/// A version of a tournament result that does not stand (yet): a claim, or a disputer's own.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MatchVersion {
    /// Its winner: one of the match's players; null in doubles.
    pub winner_id: Option<PlayerId>,
    /// A doubles version's winning side, 1 or 2; absent in singles.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 1, maximum = 2)]
    pub winner_team: Option<u8>,
    /// Its score, from player 1's side, as a result's (`W/O` for a walkover).
    #[schema(example = "W/O")]
    pub score: String,
}

impl MatchVersion {
    /// Version `v` of match `row`: a doubles one names its winning side.
    pub fn of(
        row: &crate::club::schedule::MatchRow,
        v: crate::club::confirmations::Version,
    ) -> Self {
        let (winner_id, winner_team) = if row.doubles {
            (None, row.side_keyed(v.winner_id))
        } else {
            (Some(v.winner_id), None)
        };
        MatchVersion {
            winner_id,
            winner_team,
            score: v.score,
        }
    }
}

impl From<crate::club::confirmations::Confirmation> for ResultConfirmation {
    fn from(c: crate::club::confirmations::Confirmation) -> Self {
        ResultConfirmation {
            state: c.state,
            reported_by: c.reported_by,
            reported_at: instant_ms(c.reported_at),
            confirm_by: c.confirm_by.map(|at| timestamp(at.div_euclid(1000))),
            claim: None,
        }
    }
}

/// An instant in unix ms as the API writes a version's `reportedAt`: RFC 3339 with
/// milliseconds, in UTC.
pub fn instant_ms(ms: i64) -> String {
    chrono::DateTime::from_timestamp_millis(ms)
        .unwrap_or_default()
        .to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

/// The body of a confirmation: the version it confirms.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[schema(as = ResultConfirm)]
#[serde(rename_all = "camelCase")]
pub struct ConfirmBody {
    /// The `confirmation.reportedAt` the player was shown (RFC 3339): if the result was
    /// corrected since, the answer is 409 `result_changed`. Left out, whatever stands is
    /// confirmed (the admin's queue).
    #[schema(example = "2026-11-28T18:05:09.123Z")]
    pub reported_at: Option<String>,
}

impl ConfirmBody {
    /// The version named, in unix ms (422 `reported_at_invalid` for a text that is no
    /// instant).
    pub fn seen(body: Option<Json<ConfirmBody>>) -> Result<Option<i64>> {
        let Some(text) = body.and_then(|Json(b)| b.reported_at) else {
            return Ok(None);
        };
        chrono::DateTime::parse_from_rfc3339(text.trim())
            .map(|at| Some(at.timestamp_millis()))
            .map_err(|_| {
                Error::invalid(
                    "reportedAt",
                    "reported_at_invalid",
                    "reportedAt is the confirmation.reportedAt the result was shown with",
                )
            })
    }
}

impl ResultConfirmation {
    /// The same, with a walkover claim's version.
    pub fn with_claim(self, claim: Option<MatchVersion>) -> Self {
        ResultConfirmation { claim, ..self }
    }
}
