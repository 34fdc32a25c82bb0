//! The admin's books (docs/rules.md#level-and-fee): each season's fee, who paid it, the
//! warnings before a player is put in a draw, and the club's audit trail. The admin's alone:
//! anyone else gets 401, the league credential too, and none of it is in a public answer.

use axum::extract::State;
use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::AppState;
use super::auth::AdminAlone;
use super::error::ErrorBody;
use super::extract::{Json, Path, Query};
use super::openapi::{CROSS_SITE, INVALID, MALFORMED, TOO_LARGE};
use super::timestamps::timestamp;
use crate::club::avatars::avatar_url;
use crate::club::fees::{Eligibility, Entry, FeeLine, SeasonFee, SeasonFees, Warning};
use crate::club::{Error, Result};
use crate::domain::actor::{Actor, Console};
use crate::domain::fees::{FeeStatus, WarningCode};
use crate::domain::ids::PlayerId;
use crate::domain::player::Level;

/// 401 of the admin's books: no live admin session, whatever else the request carries.
const NOT_ADMIN_ALONE: &str =
    "No live admin session (the `th_admin` cookie); the league credential gets this too";

/// The default page of the audit trail.
const DEFAULT_AUDIT_PAGE: i64 = 50;
/// The largest page of the audit trail.
const MAX_AUDIT_PAGE: i64 = 200;

/// The routes of the admin's books.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(season_fees))
        .routes(routes!(set_season_fee))
        .routes(routes!(mark_paid, undo_payment))
        .routes(routes!(eligibility))
        .routes(routes!(audit_trail))
}

/// A season's fee.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SeasonFeeBody {
    /// The year.
    #[schema(example = 2026)]
    season: i32,
    /// Whole colones.
    #[schema(example = 10000)]
    fee: i64,
    /// Whether the admin set it; else it is the rules' fee (₡10,000; ₡5,000 in 2025).
    set_by_admin: bool,
}

impl From<SeasonFee> for SeasonFeeBody {
    fn from(fee: SeasonFee) -> Self {
        SeasonFeeBody {
            season: fee.season,
            fee: fee.fee,
            set_by_admin: fee.set_by_admin,
        }
    }
}

/// One player of a season's fees.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FeeLineBody {
    /// The player.
    player_id: PlayerId,
    /// Their name.
    name: String,
    /// `/api/players/{id}/avatar?v={hash}`, or null.
    avatar: Option<String>,
    /// Their confirmed level; null while unconfirmed.
    level: Option<Level>,
    /// What they paid, whole colones; null when nothing is recorded.
    amount: Option<i64>,
    /// The club date they paid, `yyyy-mm-dd`; null when nothing is recorded.
    #[schema(format = Date)]
    paid_on: Option<String>,
    /// `paid` (nothing owed), `partial` or `unpaid`.
    status: FeeStatus,
    /// What they still owe, whole colones.
    owed: i64,
}

impl From<FeeLine> for FeeLineBody {
    fn from(line: FeeLine) -> Self {
        let row = line.row;
        FeeLineBody {
            avatar: avatar_url(row.player_id, row.avatar_hash.as_deref()),
            player_id: row.player_id,
            name: row.name,
            level: row.level,
            amount: row.payment.as_ref().map(|p| p.amount),
            paid_on: row.payment.map(|p| p.paid_on),
            status: line.status,
            owed: line.owed,
        }
    }
}

/// A season's fees: its fee, its players and the totals.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SeasonFeesBody {
    /// The year.
    #[schema(example = 2026)]
    season: i32,
    /// The season's fee, whole colones.
    #[schema(example = 10000)]
    fee: i64,
    /// Whether the admin set the fee; else it is the rules' fee.
    fee_set_by_admin: bool,
    /// The seasons there are fees for, newest first: next year down to 2025 (or the oldest
    /// season with a fee or payment on record).
    seasons: Vec<i32>,
    /// Every payment added up, whole colones.
    collected: i64,
    /// What the players still owe, added up.
    owed: i64,
    /// How many players owe nothing.
    paid_count: usize,
    /// How many players the season lists.
    player_count: usize,
    /// The season's approved players (approved before it ended) and anyone who paid it, by
    /// name.
    players: Vec<FeeLineBody>,
}

impl From<SeasonFees> for SeasonFeesBody {
    fn from(fees: SeasonFees) -> Self {
        SeasonFeesBody {
            season: fees.fee.season,
            fee: fees.fee.fee,
            fee_set_by_admin: fees.fee.set_by_admin,
            seasons: fees.seasons,
            collected: fees.totals.collected,
            owed: fees.totals.owed,
            paid_count: fees.totals.paid,
            player_count: fees.totals.players,
            players: fees.lines.into_iter().map(FeeLineBody::from).collect(),
        }
    }
}

/// Which season's fees.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
struct SeasonQuery {
    /// A year from 2000 to next year; the current season (club time) when left out.
    #[param(example = "2026", pattern = "^[0-9]{4}$")]
    season: Option<String>,
}

/// A season's fees: the fee, every approved player with what they paid and when, and the
/// totals collected and still owed.
#[utoipa::path(
    get,
    path = "/api/admin/fees",
    operation_id = "season_fees",
    tag = "fees",
    security(("admin_session" = [])),
    params(SeasonQuery),
    responses(
        (status = 200, description = "The season's fees", body = SeasonFeesBody),
        (status = 401, description = NOT_ADMIN_ALONE, body = ErrorBody),
        (status = 422, description = "`season` is not a year from 2000 to next year: `season_invalid`", body = ErrorBody),
    )
)]
async fn season_fees(
    State(state): State<AppState>,
    _: AdminAlone,
    Query(query): Query<SeasonQuery>,
) -> Result<Json<SeasonFeesBody>> {
    let fees = state.club.season_fees(query.season).await?;
    Ok(Json(fees.into()))
}

/// The body of `PUT /api/admin/seasons/{year}/fee`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SeasonFeeForm {
    /// Whole colones, 0 to 1,000,000.
    #[serde(default)]
    #[schema(minimum = 0, maximum = 1_000_000, example = 10000)]
    amount: Option<i64>,
}

/// Sets a season's fee.
#[utoipa::path(
    put,
    path = "/api/admin/seasons/{year}/fee",
    operation_id = "set_season_fee",
    tag = "fees",
    security(("admin_session" = [])),
    params(("year" = i64, Path, description = "The season: a year from 2000 to next year")),
    request_body = SeasonFeeForm,
    responses(
        (status = 200, description = "The season's fee", body = SeasonFeeBody),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = NOT_ADMIN_ALONE, body = ErrorBody),
        (status = 403, description = CROSS_SITE, body = ErrorBody),
        (status = 404, description = "The year is not a number: `id_invalid`", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = INVALID, body = ErrorBody),
    )
)]
async fn set_season_fee(
    State(state): State<AppState>,
    admin: AdminAlone,
    Path(year): Path<i64>,
    Json(body): Json<SeasonFeeForm>,
) -> Result<Json<SeasonFeeBody>> {
    let fee = state
        .club
        .set_season_fee(admin.console(), year, body.amount)
        .await?;
    Ok(Json(fee.into()))
}

/// The body of `PUT /api/admin/fees/{season}/{player_id}`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentForm {
    /// Whole colones, 1 to 1,000,000; the season's fee when left out.
    #[serde(default)]
    #[schema(minimum = 1, maximum = 1_000_000, example = 10000)]
    amount: Option<i64>,
    /// The club date it was paid, `yyyy-mm-dd`, not after today; today when left out.
    #[serde(default)]
    #[schema(format = Date, example = "2026-03-02")]
    paid_on: Option<String>,
}

/// Marks a player's fee of a season paid (again: the new payment replaces the old).
#[utoipa::path(
    put,
    path = "/api/admin/fees/{season}/{player_id}",
    operation_id = "mark_fee_paid",
    tag = "fees",
    security(("admin_session" = [])),
    params(
        ("season" = i64, Path, description = "The season: a year from 2000 to next year"),
        ("player_id" = PlayerId, Path, description = "The player (approved)"),
    ),
    request_body = PaymentForm,
    responses(
        (status = 200, description = "The player's line of the season's fees", body = FeeLineBody),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = NOT_ADMIN_ALONE, body = ErrorBody),
        (status = 403, description = CROSS_SITE, body = ErrorBody),
        (status = 404, description = "No such player (`player_not_found`), or an id that is not a number", body = ErrorBody),
        (status = 409, description = "A pending registration: `player_pending`", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = INVALID, body = ErrorBody),
    )
)]
async fn mark_paid(
    State(state): State<AppState>,
    admin: AdminAlone,
    Path((season, player)): Path<(i64, PlayerId)>,
    Json(body): Json<PaymentForm>,
) -> Result<Json<FeeLineBody>> {
    let line = state
        .club
        .mark_fee_paid(admin.console(), season, player, body.amount, body.paid_on)
        .await?;
    Ok(Json(line.into()))
}

/// Undoes a player's payment of a season's fee.
#[utoipa::path(
    delete,
    path = "/api/admin/fees/{season}/{player_id}",
    operation_id = "undo_fee_payment",
    tag = "fees",
    security(("admin_session" = [])),
    params(
        ("season" = i64, Path, description = "The season"),
        ("player_id" = PlayerId, Path, description = "The player"),
    ),
    responses(
        (status = 204, description = "The payment is undone"),
        (status = 401, description = NOT_ADMIN_ALONE, body = ErrorBody),
        (status = 403, description = CROSS_SITE, body = ErrorBody),
        (status = 404, description = "No payment of that season by that player: `fee_payment_not_found`", body = ErrorBody),
        (status = 422, description = "`season_invalid`", body = ErrorBody),
    )
)]
async fn undo_payment(
    State(state): State<AppState>,
    admin: AdminAlone,
    Path((season, player)): Path<(i64, PlayerId)>,
) -> Result<StatusCode> {
    state
        .club
        .undo_fee_payment(admin.console(), season, player)
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// A player a warning names.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WarnedPlayer {
    /// The player.
    id: PlayerId,
    /// Their name.
    name: String,
}

/// A warning about players put in a draw or approved: the admin may go on.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EligibilityWarning {
    /// `level_unconfirmed` or `fee_unpaid`.
    code: WarningCode,
    /// The season whose fee it is about.
    #[schema(example = 2026)]
    season: i32,
    /// Whom it is about, by name.
    players: Vec<WarnedPlayer>,
}

impl From<Warning> for EligibilityWarning {
    fn from(warning: Warning) -> Self {
        EligibilityWarning {
            code: warning.code,
            season: warning.season,
            players: warning
                .players
                .into_iter()
                .map(|(id, name)| WarnedPlayer { id, name })
                .collect(),
        }
    }
}

/// The warnings before players are put in a draw of one season, or approved.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EligibilityBody {
    /// The season checked.
    #[schema(example = 2026)]
    season: i32,
    /// Its fee, whole colones.
    #[schema(example = 10000)]
    fee: i64,
    /// One per reason that applies to anyone; empty when everyone may play.
    warnings: Vec<EligibilityWarning>,
}

impl From<Eligibility> for EligibilityBody {
    fn from(found: Eligibility) -> Self {
        EligibilityBody {
            season: found.fee.season,
            fee: found.fee.fee,
            warnings: found
                .warnings
                .into_iter()
                .map(EligibilityWarning::from)
                .collect(),
        }
    }
}

/// Whom to check, and for which season.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
struct EligibilityQuery {
    /// Player ids separated by commas, at most 128; unknown ids are left out.
    #[param(example = "3,8,12")]
    players: Option<String>,
    /// The tournament's start date, `yyyy-mm-dd`: its season is the date's year. The current
    /// season when left out.
    #[param(example = "2026-11-02")]
    start_date: Option<String>,
}

/// Player ids as `3,8,12`; an empty list for nothing.
fn player_ids(text: Option<&str>) -> Result<Vec<PlayerId>> {
    let text = text.unwrap_or_default().trim();
    if text.is_empty() {
        return Ok(Vec::new());
    }
    text.split(',')
        .map(|part| part.trim().parse::<i64>().ok().map(PlayerId))
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| {
            Error::invalid(
                "players",
                "players_invalid",
                "Players are ids separated by commas, such as 3,8,12",
            )
        })
}

/// Which of these players' level is unconfirmed, and who has not paid the season's fee: what
/// the admin is warned of before putting them in a draw (or approving them). It refuses
/// nothing: the administration decides (docs/rules.md#level-and-fee).
#[utoipa::path(
    get,
    path = "/api/admin/eligibility",
    operation_id = "eligibility",
    tag = "fees",
    security(("admin_session" = [])),
    params(EligibilityQuery),
    responses(
        (status = 200, description = "The warnings", body = EligibilityBody),
        (status = 401, description = NOT_ADMIN_ALONE, body = ErrorBody),
        (status = 422, description = "`players_invalid`, `players_too_many` or `start_date_invalid`", body = ErrorBody),
    )
)]
async fn eligibility(
    State(state): State<AppState>,
    _: AdminAlone,
    Query(query): Query<EligibilityQuery>,
) -> Result<Json<EligibilityBody>> {
    let players = player_ids(query.players.as_deref())?;
    let found = state.club.eligibility(players, query.start_date).await?;
    Ok(Json(found.into()))
}

/// Who made an audited change.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum AuditActor {
    /// The password's admin.
    Admin,
    /// An organizer, in the console in their own name (`actorPlayerId`, `actorName`).
    Organizer,
    /// A league unlock (the league password).
    League,
    /// A signed-in member.
    Member,
    /// The club itself: a timer on the club clock.
    Club,
}

/// One row of the club's audit trail.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditEntry {
    /// Its id; later changes have larger ids.
    id: i64,
    /// When (RFC 3339).
    at: String,
    /// Who made it.
    actor: AuditActor,
    /// Which one: a league unlock's id, a member's or an organizer's player id; null for the
    /// admin and the club.
    actor_ref: Option<String>,
    /// The organizer's or the member's player id; null for anyone else.
    actor_player_id: Option<PlayerId>,
    /// The organizer's name when they made the change; null for anyone else.
    actor_name: Option<String>,
    /// What was done: `season_fee_set`, `fee_paid`, `fee_payment_undone`, `level_set`;
    /// members signing in: `sign_in_link_created`, `member_signed_in`,
    /// `member_session_ended`, `member_sessions_ended`.
    #[schema(example = "fee_paid")]
    action: String,
    /// What it was done to: `player:12`, `season:2026`.
    #[schema(example = "player:12")]
    subject: String,
    /// The subject's changed fields before; null where there was nothing.
    #[schema(value_type = Option<Object>)]
    before: Option<serde_json::Value>,
    /// The subject's changed fields after; null where nothing is left.
    #[schema(value_type = Option<Object>)]
    after: Option<serde_json::Value>,
}

impl From<Entry> for AuditEntry {
    fn from(entry: Entry) -> Self {
        let record = entry.record;
        let (actor, actor_ref, actor_player_id) = match record.actor {
            Actor::Admin(Console::Password) => (AuditActor::Admin, None, None),
            Actor::Admin(Console::Organizer(player)) => (
                AuditActor::Organizer,
                Some(player.to_string()),
                Some(player),
            ),
            Actor::LeaguePassword(unlock) => (AuditActor::League, Some(unlock.session_id), None),
            Actor::Member(player) => (AuditActor::Member, Some(player.to_string()), Some(player)),
            // No row names a visitor: the store writes none.
            Actor::Clock | Actor::Visitor => (AuditActor::Club, None, None),
        };
        AuditEntry {
            id: entry.id,
            at: timestamp(entry.at),
            actor,
            actor_ref,
            actor_player_id,
            actor_name: record.actor_name,
            action: record.action,
            subject: record.subject,
            before: record.before,
            after: record.after,
        }
    }
}

/// Which part of the audit trail.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
struct AuditQuery {
    /// One subject's changes only: `player:12`, `season:2026`.
    #[param(example = "player:12")]
    subject: Option<String>,
    /// How many, 1 to 200 (50 when left out; others are brought into range).
    #[param(minimum = 1, maximum = 200)]
    limit: Option<i64>,
    /// How many to skip.
    #[param(minimum = 0)]
    offset: Option<i64>,
}

/// The club's audit trail, newest first: who changed a fee, a payment or a level, made a
/// sign-in link, signed in or ended a member session, when, and what it was before and
/// after. `X-Total-Count` says how many rows match.
#[utoipa::path(
    get,
    path = "/api/admin/audit",
    operation_id = "audit_trail",
    tag = "fees",
    security(("admin_session" = [])),
    params(AuditQuery),
    responses(
        (status = 200, description = "One page of the trail, newest first", body = Vec<AuditEntry>,
            headers(("x-total-count" = i64, description = "How many rows match"))),
        (status = 401, description = NOT_ADMIN_ALONE, body = ErrorBody),
        (status = 422, description = "`subject_invalid`", body = ErrorBody),
    )
)]
async fn audit_trail(
    State(state): State<AppState>,
    _: AdminAlone,
    Query(query): Query<AuditQuery>,
) -> Result<Response> {
    let limit = query
        .limit
        .unwrap_or(DEFAULT_AUDIT_PAGE)
        .clamp(1, MAX_AUDIT_PAGE);
    let offset = query.offset.unwrap_or(0).max(0);
    let (entries, total) = state.club.audit_trail(query.subject, limit, offset).await?;
    let body: Vec<AuditEntry> = entries.into_iter().map(AuditEntry::from).collect();
    let mut response = Json(body).into_response();
    response
        .headers_mut()
        .insert("x-total-count", HeaderValue::from(total));
    Ok(response)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_are_ids_separated_by_commas() {
        assert!(player_ids(None).unwrap().is_empty());
        assert!(player_ids(Some(" ")).unwrap().is_empty());
        assert_eq!(
            player_ids(Some("3, 8,12")).unwrap(),
            [PlayerId(3), PlayerId(8), PlayerId(12)]
        );
        for bad in ["3,,8", "a", "3;8", "3,"] {
            assert!(player_ids(Some(bad)).is_err(), "{bad}");
        }
    }
}
