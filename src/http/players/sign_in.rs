//! The admin's side of members signing in (docs/api.md#members): a one-time sign-in link for
//! a player, and ending all of one player's member sessions (a lost phone).

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::super::AppState;
use super::super::auth::{Admin, ClientAddr, PasswordAdmin};
use super::super::error::ErrorBody;
use super::super::extract::{Json, Path};
use super::super::limiter::ClientKey;
use super::super::me::personal;
use super::super::openapi::{ADMIN_ONLY, NOT_ADMIN, PASSWORD_ONLY};
use super::super::timestamps::timestamp;
use crate::club::Result;
use crate::club::members::sign_in_url;
use crate::domain::ids::PlayerId;

/// The admin's member routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(create_link))
        .routes(routes!(end_sessions))
}

/// A new sign-in link, the only time it is shown.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignInLink {
    /// `<site>/sign-in#<token>`: the site is the public URL, or without one the address the
    /// admin reached the app at. The token is in the fragment, which no server or proxy log
    /// sees.
    #[schema(example = "https://club.example/sign-in#q3X9…")]
    pub url: String,
    /// When the link stops working (RFC 3339): 7 days from now.
    pub expires_at: String,
    /// The language to send it in, `en` or `es`: the one the player chose, or Spanish, the
    /// club's, when they never chose: the WhatsApp message follows the player, not the
    /// console (docs/rules.md#notices).
    #[schema(example = "es")]
    pub language: &'static str,
}

/// Makes a one-time sign-in link for an approved player, valid 7 days. The player's older
/// unused links stop working.
#[utoipa::path(
    post,
    path = "/api/admin/players/{id}/sign-in-link",
    operation_id = "create_sign_in_link",
    tag = "players",
    security(("admin_session" = [])),
    params(("id" = PlayerId, Path, description = "The player")),
    responses(
        (status = 201, description = "The link; shown only now; `Cache-Control: private, no-store`", body = SignInLink),
        (status = 401, description = NOT_ADMIN, body = ErrorBody),
        (status = 403, description = PASSWORD_ONLY, body = ErrorBody),
        (status = 404, description = "No such player (`player_not_found`)", body = ErrorBody),
        (status = 409, description = "A pending registration (`player_pending`): approve it first; its signup signed that browser in already", body = ErrorBody),
    )
)]
async fn create_link(
    State(state): State<AppState>,
    _: PasswordAdmin,
    client: ClientAddr,
    headers: HeaderMap,
    Path(id): Path<PlayerId>,
) -> Result<Response> {
    let link = state
        .club
        .create_sign_in_link(id, ClientKey::of(client))
        .await?;
    let origin = state.site.origin_of(&headers).unwrap_or_default();
    Ok(personal((
        StatusCode::CREATED,
        Json(SignInLink {
            url: sign_in_url(&origin, &link.token),
            expires_at: timestamp(link.expires_at),
            language: link
                .language
                .as_deref()
                .and_then(crate::domain::language::Lang::from_code)
                .unwrap_or(crate::domain::language::Lang::Es)
                .code(),
        }),
    )))
}

/// What ending a player's sessions ended.
#[derive(Debug, Serialize, ToSchema)]
pub struct MemberSessionsEnded {
    /// How many of the player's member sessions ended.
    pub ended: u64,
}

/// Ends every member session of one player, on every device (a lost phone). Their unused
/// sign-in link keeps working; admin sessions and league unlocks are not touched.
#[utoipa::path(
    post,
    path = "/api/admin/players/{id}/sessions/end",
    operation_id = "end_player_sessions",
    tag = "players",
    security(("admin_session" = [])),
    params(("id" = PlayerId, Path, description = "The player")),
    responses(
        (status = 200, description = "The player's sessions are over", body = MemberSessionsEnded),
        (status = 401, description = NOT_ADMIN, body = ErrorBody),
        (status = 403, description = ADMIN_ONLY, body = ErrorBody),
        (status = 404, description = "No such player (`player_not_found`)", body = ErrorBody),
    )
)]
async fn end_sessions(
    State(state): State<AppState>,
    admin: Admin,
    client: ClientAddr,
    Path(id): Path<PlayerId>,
) -> Result<Json<MemberSessionsEnded>> {
    let ended = state
        .club
        .end_player_sessions(admin.console(), id, ClientKey::of(client))
        .await?;
    Ok(Json(MemberSessionsEnded { ended }))
}
