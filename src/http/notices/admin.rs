//! The admin's side of the notices: their own notices, in the language the console asks
//! for, and the outbox at a glance.

use axum::extract::State;
use axum::response::Response;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::{Notices, Page};
use crate::club::Result;
use crate::domain::language::Lang;
use crate::domain::notices::Channel;
use crate::http::AppState;
use crate::http::auth::Admin;
use crate::http::error::ErrorBody;
use crate::http::extract::{Json, Query};
use crate::http::me::personal;
use crate::http::openapi::BAD_QUERY;

/// The admin's notice routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(admin_list))
        .routes(routes!(deliveries))
}

/// A page of the admin's notices, in a language the console asks for.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct AdminPage {
    /// How many notices, 1 to 100 (20 when left out).
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<i64>,
    /// How many to skip (0 when left out).
    #[param(minimum = 0)]
    pub offset: Option<i64>,
    /// The words' language: `en` (the default) or `es`. The admin has no language of their
    /// own, so the console names its own.
    #[param(example = "es", pattern = "^(en|es)$")]
    pub lang: Option<String>,
}

/// The admin's notices, newest first, in `?lang=` (English by default).
#[utoipa::path(
    get,
    path = "/api/admin/notices",
    operation_id = "admin_notices",
    tag = "notices",
    security(("admin_session" = [])),
    params(AdminPage),
    responses(
        (status = 200, description = "A page of the admin's notices (signups waiting, disputes, walkovers to decide, the morning's overdue list)", body = Notices),
        (status = 400, description = BAD_QUERY, body = ErrorBody),
        (status = 401, description = "Not logged in as the admin: `admin_login_required`", body = ErrorBody),
        (status = 403, description = "The league password: `admin_only`", body = ErrorBody),
        (status = 422, description = "`limit_out_of_range` (1 to 100), `offset_negative`, `lang_unknown` (other than `en` or `es`)", body = ErrorBody),
    )
)]
async fn admin_list(
    State(state): State<AppState>,
    _admin: Admin,
    Query(query): Query<AdminPage>,
) -> Result<Response> {
    let lang = Lang::parse(query.lang.as_deref())?;
    let (limit, offset) = Page {
        limit: query.limit,
        offset: query.offset,
        lang: None,
    }
    .checked()?;
    let page = state.club.admin_notices(limit, offset).await?;
    Ok(personal(Json(Notices::of(&page, lang))))
}

/// The newest error a delivery met.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeliveryError {
    /// `email` or `push`.
    #[schema(value_type = String)]
    pub channel: Channel,
    /// What the channel said.
    pub message: String,
}

/// The outbox at a glance.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Deliveries {
    /// Deliveries waiting to go out or to be tried again.
    pub queued: i64,
    /// Sent in the last 7 days.
    pub sent: i64,
    /// Failed for good (tried for 24 hours).
    pub failed: i64,
    /// The newest error, if any.
    pub last_error: Option<DeliveryError>,
}

/// How many notices wait to go out by email or push, went out, or failed, and the last error.
#[utoipa::path(
    get,
    path = "/api/admin/deliveries",
    operation_id = "admin_deliveries",
    tag = "notices",
    security(("admin_session" = [])),
    responses(
        (status = 200, description = "The outbox's counts", body = Deliveries),
        (status = 401, description = "Not logged in as the admin: `admin_login_required`", body = ErrorBody),
        (status = 403, description = "The league password: `admin_only`", body = ErrorBody),
    )
)]
async fn deliveries(State(state): State<AppState>, _admin: Admin) -> Result<Response> {
    let summary = state.club.delivery_summary().await?;
    Ok(personal(Json(Deliveries {
        queued: summary.queued,
        sent: summary.sent,
        failed: summary.failed,
        last_error: summary
            .last_error
            .map(|(channel, message)| DeliveryError { channel, message }),
    })))
}
