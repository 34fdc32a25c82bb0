//! The club's rulings on what the players could not agree on
//! (docs/rules.md#results-by-the-players): a dispute settled in one call from its two versions,
//! for tournament and league, and the claimant's withdrawal of a walkover claim.

use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::AppState;
use super::auth::{Admin, Member};
use super::error::ErrorBody;
use super::extract::{Json, Path};
use super::league::LeagueMatch;
use super::matches::{ConfirmBody, Match};
use super::openapi::{MALFORMED, TOO_LARGE};
use crate::club::confirmations::Accept;
use crate::club::{Error, Result};
use crate::domain::ids::{LeagueMatchId, MatchId};

/// The settling and claim routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(settle))
        .routes(routes!(settle_league))
        .routes(routes!(withdraw_claim))
}

/// Which version stands.
#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = SettleAccept)]
enum AcceptBody {
    /// The report, as reported.
    Report,
    /// The disputer's version; for a walkover claim disputed without one, no walkover.
    Dispute,
}

impl From<AcceptBody> for Accept {
    fn from(accept: AcceptBody) -> Self {
        match accept {
            AcceptBody::Report => Accept::Report,
            AcceptBody::Dispute => Accept::Dispute,
        }
    }
}

/// The club's ruling on a dispute.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = Settlement)]
#[serde(rename_all = "camelCase")]
struct SettleBody {
    /// `report` or `dispute`. Required.
    accept: Option<AcceptBody>,
    /// The `confirmation.reportedAt` the admin was shown (RFC 3339). Required: a correction
    /// since gets 409 `result_changed`.
    #[schema(example = "2026-11-28T18:05:09.123Z")]
    reported_at: Option<String>,
    /// Tournament only: `true` clears the later knockout results a changed winner
    /// invalidates; without it such a ruling is refused with 409 `result_played_on`.
    #[serde(default)]
    clear_later: Option<bool>,
}

impl SettleBody {
    /// The ruling and the version it names (422 `accept_required`, `reported_at_required`,
    /// `reported_at_invalid`).
    fn ruling(&self) -> Result<(Accept, i64)> {
        let accept = self.accept.ok_or_else(|| {
            Error::invalid(
                "accept",
                "accept_required",
                "Say which version stands: report or dispute",
            )
        })?;
        let body = ConfirmBody {
            reported_at: self.reported_at.clone(),
        };
        let seen = ConfirmBody::seen(Some(Json(body)))?.ok_or_else(|| {
            Error::invalid(
                "reportedAt",
                "reported_at_required",
                "Send the confirmation.reportedAt of the version you ruled on",
            )
        })?;
        Ok((accept.into(), seen))
    }
}

/// Settles a disputed result in one call (the admin): `report` confirms the report (a
/// walkover claim becomes its result); `dispute` records the disputer's version, or, for a
/// claim disputed without one, withdraws the claim. A version that changes a knockout winner
/// who already played on follows the `clearLater` rule of a correction.
#[utoipa::path(
    post,
    path = "/api/matches/{id}/settle",
    operation_id = "settle_match_result",
    tag = "matches",
    security(("admin_session" = [])),
    params(("id" = i64, Path, description = "The match")),
    request_body = SettleBody,
    responses(
        (status = 200, description = "The match as settled", body = Match),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = "Not logged in as the admin: `admin_login_required`", body = ErrorBody),
        (status = 403, description = "The league password: `admin_only`", body = ErrorBody),
        (status = 404, description = "No such match: `match_not_found`", body = ErrorBody),
        (status = 409, description = "`result_missing`, `result_not_disputed`, `result_changed` (corrected since the `reportedAt` sent), `dispute_has_no_version` (a counted result's dispute came without a version), `result_played_on`", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = "`accept_required`, `reported_at_required`, `reported_at_invalid`", body = ErrorBody),
    )
)]
async fn settle(
    State(state): State<AppState>,
    admin: Admin,
    Path(id): Path<MatchId>,
    Json(body): Json<SettleBody>,
) -> Result<Json<Match>> {
    let (accept, seen) = body.ruling()?;
    let clear_later = body.clear_later.unwrap_or(false);
    let row = state
        .club
        .settle_result(admin.console(), id, accept, seen, clear_later)
        .await?;
    Ok(Json(Match::on(row, state.club.clock().today())))
}

/// Settles a disputed league score in one call (the admin): `report` confirms it, `dispute`
/// records the disputer's own score.
#[utoipa::path(
    post,
    path = "/api/league/matches/{id}/settle",
    operation_id = "settle_league_score",
    tag = "league",
    security(("admin_session" = [])),
    params(("id" = i64, Path, description = "The league match")),
    request_body = SettleBody,
    responses(
        (status = 200, description = "The match as settled", body = LeagueMatch),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = "Not logged in as the admin: `admin_login_required`", body = ErrorBody),
        (status = 403, description = "The league password: `admin_only`", body = ErrorBody),
        (status = 404, description = "No such league match: `league_match_not_found`", body = ErrorBody),
        (status = 409, description = "`result_missing`, `result_not_disputed`, `result_changed`, `dispute_has_no_version`", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = "`accept_required`, `reported_at_required`, `reported_at_invalid`", body = ErrorBody),
    )
)]
async fn settle_league(
    State(state): State<AppState>,
    admin: Admin,
    Path(id): Path<LeagueMatchId>,
    Json(body): Json<SettleBody>,
) -> Result<Json<LeagueMatch>> {
    let (accept, seen) = body.ruling()?;
    let row = state
        .club
        .settle_league_score(admin.console(), id, accept, seen)
        .await?;
    Ok(Json(row.into()))
}

/// Withdraws a walkover claim (its claimant): the match is to be played, as if nothing had
/// been claimed.
#[utoipa::path(
    delete,
    path = "/api/matches/{id}/claim",
    operation_id = "withdraw_walkover_claim",
    tag = "matches",
    security(("member_session" = [])),
    params(("id" = i64, Path, description = "The match")),
    responses(
        (status = 200, description = "The match, pending with no claim", body = Match),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = "No member signed in: `member_sign_in_required`", body = ErrorBody),
        (status = 403, description = "`admin_not_member`, `not_in_match`, `not_claimant`", body = ErrorBody),
        (status = 404, description = "No such match: `match_not_found`", body = ErrorBody),
        (status = 409, description = "`claim_missing`; `corrections_exhausted` (the claim was made and withdrawn 5 times: each withdrawal spends the report's budget)", body = ErrorBody),
    )
)]
async fn withdraw_claim(
    State(state): State<AppState>,
    member: Member,
    Path(id): Path<MatchId>,
) -> Result<Json<Match>> {
    let row = state
        .club
        .withdraw_claim(member.session.player_id, id)
        .await?;
    Ok(Json(Match::on(row, state.club.clock().today())))
}
