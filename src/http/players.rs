//! The club's players: the public list and cards, the admin's add, edit, delete, approve and
//! reject, and the avatar pictures (docs/rules.md#permissions).

use std::collections::HashMap;

use axum::extract::{Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Deserializer, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::AppState;
use super::auth::{Admin, Viewer};
use super::error::ErrorBody;
use super::extract::{Json, Path};
use super::openapi::{ADMIN_ONLY, INVALID, MALFORMED, NOT_ADMIN, TOO_LARGE};
use super::season::{SeasonParam, with_season};
use super::shapes;
use crate::club::avatars::avatar_url;
use crate::club::committee::password_admin_only;
use crate::club::player_form::{self, AvatarEdit, PlayerEditFields};
// Re-exported for the resources that still name it here; it lives in `timestamps`.
pub use super::timestamps::timestamp;
use crate::club::players::{
    AvatarChange, Picture, PlayerRecord, PlayerStats, PlayerView, process_avatar,
};
use crate::club::{Error, Result};
use crate::domain::ids::PlayerId;
use crate::domain::player::{BestHand, Level, PlayerStatus, Role};

pub mod form;
pub mod history;
pub mod role;
pub mod sign_in;

use form::AddPlayerForm;

/// 409 of the calls that name a player: another player goes by the same name.
const NAME_DUPLICATE: &str = "Another player goes by the same name, case, accents and look-alike \
    letters aside (`name_duplicate`; the players are in `fields.name.params.players`); send \
    `allowDuplicateName: true` to save anyway";

/// The players routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list, create))
        .routes(routes!(show, edit, remove))
        .routes(routes!(avatar_picture))
        .routes(routes!(approve))
        .routes(routes!(reject))
        .merge(history::router())
        .merge(sign_in::router())
        .merge(role::router())
}

/// A player as the API sends it. `email`, `dateOfBirth` and `phone` are present only for the
/// admin.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Player {
    /// The player's id.
    pub id: PlayerId,
    /// Display name.
    pub name: String,
    /// `/api/players/{id}/avatar?v={hash}`, or null.
    pub avatar: Option<String>,
    /// `right` or `left`.
    pub best_hand: BestHand,
    /// `approved`, or `pending` (only the admin sees those).
    pub status: PlayerStatus,
    /// `C+` or `B` once the administration confirmed it; null until then
    /// (docs/rules.md#level-and-fee). A club fact, public like the hand.
    pub level: Option<Level>,
    /// The ranking total, derived from results and the admin's adjustments.
    pub total_points: i64,
    /// Completed tournament and league matches, byes excluded.
    pub matches_played: i64,
    /// Of those, won.
    pub matches_won: i64,
    /// Of those, lost.
    pub matches_lost: i64,
    /// When the player was added (RFC 3339, UTC).
    pub created_at: String,
    /// Admin only.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>)]
    pub email: Option<Option<String>>,
    /// Admin only, `yyyy-mm-dd`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>)]
    pub date_of_birth: Option<Option<String>>,
    /// Admin only: `+`, the country code and the digits (`+50688881234`), ready for a
    /// `https://wa.me/50688881234` link (drop the `+`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>, example = "+50688881234")]
    pub phone: Option<Option<String>>,
    /// Admin only: `member`, or `organizer` (runs the console in their own name;
    /// docs/rules.md#committee).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub role: Option<Role>,
}

impl Player {
    /// The API form of a player the club's use cases found.
    fn from_view(view: PlayerView, for_admin: bool) -> Player {
        Player::new(view.record, &view.stats, for_admin)
    }

    /// The API form of a stored player, with personal data only when `for_admin`.
    pub fn new(record: PlayerRecord, stats: &PlayerStats, for_admin: bool) -> Player {
        Player {
            id: record.id,
            avatar: avatar_url(record.id, record.avatar_hash.as_deref()),
            name: record.name,
            best_hand: record.best_hand,
            status: record.status,
            level: record.level,
            total_points: stats.total_points,
            matches_played: stats.matches_played,
            matches_won: stats.matches_won,
            matches_lost: stats.matches_lost,
            created_at: timestamp(record.created_at),
            email: for_admin.then_some(record.email),
            date_of_birth: for_admin.then_some(record.date_of_birth),
            phone: for_admin.then_some(record.phone),
            role: for_admin.then_some(record.role),
        }
    }
}

/// Approved players by name, with their numbers in a season (the current one unless
/// `season` names another); the admin also gets pending ones, first.
#[utoipa::path(
    get,
    path = "/api/players",
    operation_id = "list_players",
    tag = "players",
    security((), ("admin_session" = [])),
    params(SeasonParam),
    responses(
        (status = 200, description = "The players; personal data for the admin only", body = Vec<Player>,
            headers(("x-season" = String, description = "The season counted: a year or `all`"))),
        (status = 422, description = "`season` is neither a year up to the current one nor `all`", body = ErrorBody),
    )
)]
async fn list(
    State(state): State<AppState>,
    viewer: Viewer,
    super::extract::Query(param): super::extract::Query<SeasonParam>,
) -> Result<Response> {
    let season = param.resolve(&state)?;
    let found = state.club.players(viewer.audience(), season).await?;
    let players: Vec<Player> = found
        .into_iter()
        .map(|view| Player::from_view(view, viewer.is_admin))
        .collect();
    Ok(with_season(season, Json(players)))
}

/// One player, with their numbers in a season (the current one unless `season` names
/// another); a pending one only for the admin.
#[utoipa::path(
    get,
    path = "/api/players/{id}",
    operation_id = "get_player",
    tag = "players",
    security((), ("admin_session" = [])),
    params(("id" = PlayerId, Path, description = "The player"), SeasonParam),
    responses(
        (status = 200, description = "The player", body = Player,
            headers(("x-season" = String, description = "The season counted: a year or `all`"))),
        (status = 404, description = "No such player (pending ones are the admin's)", body = ErrorBody),
        (status = 422, description = "`season` is neither a year up to the current one nor `all`", body = ErrorBody),
    )
)]
async fn show(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<PlayerId>,
    super::extract::Query(param): super::extract::Query<SeasonParam>,
) -> Result<Response> {
    let season = param.resolve(&state)?;
    let found = state.club.player(id, viewer.audience(), season).await?;
    Ok(with_season(
        season,
        Json(Player::from_view(found, viewer.is_admin)),
    ))
}

/// Adds an approved player.
#[utoipa::path(
    post,
    path = "/api/players",
    operation_id = "create_player",
    tag = "players",
    security(("admin_session" = [])),
    request_body = AddPlayerForm,
    responses(
        (status = 201, description = "The new player", body = Player),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = NOT_ADMIN, body = ErrorBody),
        (status = 403, description = "The league unlock (`admin_only`); an organizer's console setting an email or phone, or (on an edit) a total, other than the stored one (`password_admin_only`); or a foreign `Origin`", body = ErrorBody),
        (status = 409, description = NAME_DUPLICATE, body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = INVALID, body = ErrorBody),
    )
)]
async fn create(
    State(state): State<AppState>,
    admin: Admin,
    Json(body): Json<AddPlayerForm>,
) -> Result<(StatusCode, Json<Player>)> {
    let allow_duplicate_name = body.form.allow_duplicate_name;
    let (player, avatar_upload) =
        player_form::checked_new(body.into(), state.club.clock().today())?;
    // A player's email and phone stay with the password (docs/rules.md#committee).
    if admin.organizer.is_some() && (player.email.is_some() || player.phone.is_some()) {
        return Err(password_admin_only());
    }
    let avatar = match avatar_upload {
        Some(data_url) => Some(process_avatar(data_url).await?),
        None => None,
    };
    let created = state
        .club
        .add_player(admin.console(), player, avatar, allow_duplicate_name)
        .await?;
    Ok((StatusCode::CREATED, Json(Player::from_view(created, true))))
}

/// Distinguishes a field sent as `null` (`Some(None)`) from a field left out (`None`).
fn present<'de, D, T>(deserializer: D) -> std::result::Result<Option<Option<T>>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(deserializer).map(Some)
}

/// The body of `PATCH /api/players/{id}`: any subset of the fields. The UI may send the whole
/// player object back; fields that cannot be edited (`id`, `matchesPlayed`, ...) are ignored.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlayerEdit {
    /// At most 100 characters.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<String>)]
    name: Option<Option<String>>,
    /// Empty or null removes it.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<String>)]
    email: Option<Option<String>>,
    /// `yyyy-mm-dd`; empty or null removes it.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<String>)]
    date_of_birth: Option<Option<String>>,
    /// `right` or `left`.
    #[serde(default)]
    #[schema(value_type = Option<BestHand>)]
    best_hand: Option<String>,
    /// `C+` or `B`; null makes it unconfirmed again (docs/rules.md#level-and-fee).
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<Level>)]
    level: Option<Option<String>>,
    /// A phone for WhatsApp: 8 digits (Costa Rica), or `+` and the country code; empty or
    /// null removes it.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<String>)]
    phone: Option<Option<String>>,
    /// An image data URL replaces the picture; null or empty removes it; the current
    /// `/api/...` URL keeps it.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<String>)]
    avatar: Option<Option<String>>,
    /// The wanted total, 0 to 1,000,000: stored as an adjustment of the difference.
    #[serde(default)]
    #[schema(minimum = 0, maximum = 1_000_000)]
    total_points: Option<i64>,
    /// The season whose total `totalPoints` sets and whose numbers the answer shows: a year
    /// up to the current one; the current season when left out.
    #[serde(default)]
    #[schema(minimum = 2000, example = 2026)]
    adjustment_season: Option<i64>,
    /// Why the total was changed (at most 200 characters).
    #[serde(default)]
    #[schema(max_length = 200)]
    adjustment_reason: Option<String>,
    /// Rename even to a name another player goes by (after the `name_duplicate` warning,
    /// 409).
    #[serde(default)]
    allow_duplicate_name: bool,
}

/// Changes a player. A new `totalPoints` is stored as an adjustment equal to the difference
/// from the derived total, so the total stays traceable (docs/rules.md#points).
#[utoipa::path(
    patch,
    path = "/api/players/{id}",
    operation_id = "edit_player",
    tag = "players",
    security(("admin_session" = [])),
    params(("id" = PlayerId, Path, description = "The player")),
    request_body = PlayerEdit,
    responses(
        (status = 200, description = "The changed player", body = Player),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = NOT_ADMIN, body = ErrorBody),
        (status = 403, description = "The league unlock (`admin_only`); an organizer's console setting an email or phone, or (on an edit) a total, other than the stored one (`password_admin_only`); or a foreign `Origin`", body = ErrorBody),
        (status = 404, description = "No such player", body = ErrorBody),
        (status = 409, description = NAME_DUPLICATE, body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = INVALID, body = ErrorBody),
    )
)]
async fn edit(
    State(state): State<AppState>,
    admin: Admin,
    Path(id): Path<PlayerId>,
    Json(edit): Json<PlayerEdit>,
) -> Result<Json<Player>> {
    let fields = PlayerEditFields {
        name: edit.name,
        email: edit.email,
        date_of_birth: edit.date_of_birth,
        best_hand: edit.best_hand,
        level: edit.level,
        phone: edit.phone,
        avatar: edit.avatar,
        total_points: edit.total_points,
        adjustment_season: edit.adjustment_season,
        adjustment_reason: edit.adjustment_reason,
        allow_duplicate_name: edit.allow_duplicate_name,
    };
    let (mut request, avatar) = player_form::checked_edit(fields, state.club.clock().today())?;
    request.changes.avatar = match avatar {
        AvatarEdit::Keep => AvatarChange::Keep,
        AvatarEdit::Remove => AvatarChange::Remove,
        AvatarEdit::Replace(data_url) => AvatarChange::Replace(process_avatar(data_url).await?),
    };
    let edited = state.club.edit_player(admin.console(), id, request).await?;
    let player = Player::from_view(edited, true);
    Ok(Json(player))
}

/// Deletes a player whose results count for nobody.
#[utoipa::path(
    delete,
    path = "/api/players/{id}",
    operation_id = "delete_player",
    tag = "players",
    security(("admin_session" = [])),
    params(("id" = PlayerId, Path, description = "The player")),
    responses(
        (status = 204, description = "Deleted"),
        (status = 401, description = NOT_ADMIN, body = ErrorBody),
        (status = 403, description = ADMIN_ONLY, body = ErrorBody),
        (status = 404, description = "No such player", body = ErrorBody),
        (status = 409, description = "The player is part of a tournament or the league", body = ErrorBody),
    )
)]
async fn remove(
    State(state): State<AppState>,
    admin: Admin,
    Path(id): Path<PlayerId>,
) -> Result<StatusCode> {
    state.club.delete_player(admin.console(), id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The optional body of `POST /api/players/{id}/approve`.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Approval {
    /// Approve even when another player goes by the same name (after the `name_duplicate`
    /// warning, 409).
    #[serde(default)]
    allow_duplicate_name: bool,
}

/// Lets a pending registration into the club. The body is optional.
#[utoipa::path(
    post,
    path = "/api/players/{id}/approve",
    operation_id = "approve_player",
    tag = "players",
    security(("admin_session" = [])),
    params(("id" = PlayerId, Path, description = "The pending player")),
    request_body = Option<Approval>,
    responses(
        (status = 200, description = "The approved player", body = Player),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = NOT_ADMIN, body = ErrorBody),
        (status = 403, description = ADMIN_ONLY, body = ErrorBody),
        (status = 404, description = "No such player", body = ErrorBody),
        (status = 409, description = "The player is not pending (`player_not_pending`), or another player goes by the same name (`name_duplicate`, with the players in `fields.name.params.players`)", body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = INVALID, body = ErrorBody),
    )
)]
async fn approve(
    State(state): State<AppState>,
    _: Admin,
    Path(id): Path<PlayerId>,
    body: Option<Json<Approval>>,
) -> Result<Json<Player>> {
    let Approval {
        allow_duplicate_name,
    } = body.map(|Json(approval)| approval).unwrap_or_default();
    let approved = state.club.approve_player(id, allow_duplicate_name).await?;
    Ok(Json(Player::from_view(approved, true)))
}

/// Rejects a pending registration: it is deleted.
#[utoipa::path(
    post,
    path = "/api/players/{id}/reject",
    operation_id = "reject_player",
    tag = "players",
    security(("admin_session" = [])),
    params(("id" = PlayerId, Path, description = "The pending player")),
    responses(
        (status = 204, description = "The registration is deleted"),
        (status = 401, description = NOT_ADMIN, body = ErrorBody),
        (status = 403, description = ADMIN_ONLY, body = ErrorBody),
        (status = 404, description = "No such player", body = ErrorBody),
        (status = 409, description = "The player is not pending", body = ErrorBody),
    )
)]
async fn reject(
    State(state): State<AppState>,
    admin: Admin,
    Path(id): Path<PlayerId>,
) -> Result<StatusCode> {
    state.club.reject_player(admin.console(), id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// A player's picture. Its URL carries the content hash, so an approved player's picture under
/// its current URL may be cached for a year; under any other URL it is revalidated, so a new
/// picture shows at once. A pending player's picture is the admin's alone.
#[utoipa::path(
    get,
    path = "/api/players/{id}/avatar",
    operation_id = "player_avatar",
    tag = "players",
    security((), ("admin_session" = [])),
    params(
        ("id" = PlayerId, Path, description = "The player"),
        ("v" = Option<String>, Query, description = "The content hash, to make each picture its own URL"),
    ),
    responses(
        (status = 200, description = "The JPEG, with an ETag", body = shapes::Jpeg, content_type = "image/jpeg"),
        (status = 304, description = "Unchanged since the `If-None-Match` ETag"),
        (status = 404, description = "No such player or no picture", body = ErrorBody),
    )
)]
async fn avatar_picture(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<PlayerId>,
    Query(query): Query<HashMap<String, String>>,
    request: HeaderMap,
) -> Result<Response> {
    let Picture { hash, jpeg, public } = state.club.picture(id, viewer.audience()).await?;
    let etag = format!("\"{hash}\"");
    let current_url = query.get("v") == Some(&hash);
    let cache = match (public, current_url) {
        (true, true) => "public, max-age=31536000, immutable",
        (true, false) => "public, no-cache",
        (false, _) => "private, no-cache",
    };
    let mut headers = HeaderMap::new();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    headers.insert(
        header::ETAG,
        HeaderValue::from_str(&etag).map_err(Error::internal)?,
    );
    if super::etag::matches(&request, &etag) {
        return Ok((StatusCode::NOT_MODIFIED, headers).into_response());
    }
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("image/jpeg"));
    Ok((headers, jpeg).into_response())
}
