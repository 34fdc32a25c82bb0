//! Web Push (docs/api.md#push): the club's VAPID public key, which a browser needs to
//! subscribe, and a member's devices under `/api/me/push-subscriptions`. A subscription
//! belongs to the member session that made it and ends with it.

use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::AppState;
use super::auth::Member;
use super::error::ErrorBody;
use super::extract::Json;
use super::me::personal;
use super::openapi::{INVALID, MALFORMED, NOT_MEMBER, TOO_LARGE};
use super::timestamps::timestamp;
use crate::club::Result;

/// How long browsers and proxies may keep the public key: it never changes.
const PUBLIC_KEY_CACHE: &str = "public, max-age=86400";

/// The push routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(public_key))
        .routes(routes!(subscribe, unsubscribe))
}

/// The club's VAPID public key.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicKey {
    /// The uncompressed P-256 point (65 bytes), base64url without padding: the
    /// `applicationServerKey` of `PushManager.subscribe`.
    pub public_key: String,
}

/// The club's VAPID public key (RFC 8292), made at the first start and never changed, for
/// the browser's `PushManager.subscribe({applicationServerKey})`.
#[utoipa::path(
    get,
    path = "/api/push/public-key",
    operation_id = "push_public_key",
    tag = "push",
    security(()),
    responses(
        (status = 200, description = "The key; `Cache-Control: public, max-age=86400`", body = PublicKey),
    )
)]
async fn public_key(State(state): State<AppState>) -> Result<Response> {
    let keys = state.club.vapid_keys().await?;
    let mut response = Json(PublicKey {
        public_key: keys.public_key,
    })
    .into_response();
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(PUBLIC_KEY_CACHE),
    );
    Ok(response)
}

/// A subscription's keys, as `PushSubscription.toJSON()` gives them.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SubscriptionKeysBody {
    /// The browser's P-256 public key: 65 bytes, base64url.
    pub p256dh: String,
    /// The browser's authentication secret: 16 bytes, base64url.
    pub auth: String,
}

/// The body of `POST /api/me/push-subscriptions`: `PushSubscription.toJSON()` without
/// `expirationTime` (which is taken and ignored).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewPushSubscription {
    /// The push service's URL for this browser: absolute `https`, at most 1000 characters.
    pub endpoint: String,
    /// The browser's keys.
    pub keys: SubscriptionKeysBody,
    /// Ignored.
    #[schema(value_type = Option<f64>)]
    pub expiration_time: Option<serde_json::Value>,
}

/// A device the member allowed.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PushSubscriptionView {
    /// Its id.
    pub id: i64,
    /// The push service's URL for it.
    pub endpoint: String,
    /// When it was made (RFC 3339).
    pub created_at: String,
}

/// Turns push on for this browser: keeps its subscription for the member's session. The
/// same endpoint again replaces its keys (and takes it over for this session); a member
/// keeps at most 10 devices, and an 11th replaces their oldest. The subscription ends when
/// the session does.
#[utoipa::path(
    post,
    path = "/api/me/push-subscriptions",
    operation_id = "subscribe_push",
    tag = "me",
    security(("member_session" = [])),
    request_body = NewPushSubscription,
    responses(
        (status = 201, description = "The subscription as kept (also when it replaced one of the same endpoint)", body = PushSubscriptionView),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = NOT_MEMBER, body = ErrorBody),
        (status = 403, description = "The admin (`admin_not_member`); or a foreign `Origin`, or a body not declared as JSON", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = "`push_endpoint_invalid`: not an absolute URL of at most 1000 characters (or with a user, password or fragment); `push_endpoint_refused`: not `https`, or on an address that is not public (loopback, private, link-local...), unless the operator allowed its origin; `push_keys_invalid`: `keys.p256dh` is not a P-256 point or `keys.auth` not 16 bytes (the field names which)", body = ErrorBody),
    )
)]
async fn subscribe(
    State(state): State<AppState>,
    member: Member,
    Json(body): Json<NewPushSubscription>,
) -> Result<Response> {
    let kept = state
        .club
        .subscribe_push(
            &member.session,
            &body.endpoint,
            &body.keys.p256dh,
            &body.keys.auth,
        )
        .await?;
    let view = PushSubscriptionView {
        id: kept.id,
        endpoint: kept.endpoint,
        created_at: timestamp(kept.created_at),
    };
    Ok(personal((StatusCode::CREATED, Json(view))))
}

/// The body of `DELETE /api/me/push-subscriptions`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PushEndpoint {
    /// The endpoint of the subscription to remove.
    pub endpoint: String,
}

/// Turns push off for a browser: removes the member's subscription of `endpoint`. Answers
/// 204 whether or not there was one; another member's is never touched.
#[utoipa::path(
    delete,
    path = "/api/me/push-subscriptions",
    operation_id = "unsubscribe_push",
    tag = "me",
    security(("member_session" = [])),
    request_body = PushEndpoint,
    responses(
        (status = 204, description = "The member has no subscription of that endpoint (any more)"),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = NOT_MEMBER, body = ErrorBody),
        (status = 403, description = "The admin (`admin_not_member`); or a foreign `Origin`, or a body not declared as JSON", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = INVALID, body = ErrorBody),
    )
)]
async fn unsubscribe(
    State(state): State<AppState>,
    member: Member,
    Json(body): Json<PushEndpoint>,
) -> Result<Response> {
    state
        .club
        .unsubscribe_push(member.session.player_id, body.endpoint)
        .await?;
    Ok(personal(StatusCode::NO_CONTENT))
}
