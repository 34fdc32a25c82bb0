//! The notices (docs/api.md#notices): a member's list, read marks, channel choices and live
//! arrivals under `/api/me/…`, and the admin's notices and the outbox's counts under
//! `/api/admin/…`. Every answer is one reader's alone (`Cache-Control: private, no-store`).
//! The live arrivals have their own stream, so the public events (`/api/events`) stay the
//! same for everyone and keep their cache.

use axum::extract::State;
use axum::response::Response;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

mod admin;
mod live;

use super::AppState;
use super::auth::Member;
use super::error::ErrorBody;
use super::extract::{Json, Query};
use super::me::personal;
use super::openapi::{BAD_QUERY, CROSS_SITE, MALFORMED, NOT_MEMBER, TOO_LARGE};
use super::players::timestamp;
use crate::club::notices::{KindChoice, NoticePage, StoredNotice};
use crate::club::{Club, Error, Result};
use crate::domain::ids::PlayerId;
use crate::domain::language::Lang;
use crate::domain::notices::NoticeKind;

/// A page's length when the call names none.
pub const DEFAULT_LIMIT: i64 = 20;
/// The longest page.
pub const MAX_LIMIT: i64 = 100;
/// The most ids one read mark names.
pub const MAX_READ_IDS: usize = 100;

/// The notices' routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list))
        .routes(routes!(mark_read))
        .merge(live::router())
        .routes(routes!(preferences, set_preferences))
        .merge(admin::router())
}

/// The page asked for.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct Page {
    /// How many notices, 1 to 100 (20 when left out).
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<i64>,
    /// How many to skip (0 when left out).
    #[param(minimum = 0)]
    pub offset: Option<i64>,
    /// The language to word them in, `en` or `es`: the page's, so a language switch
    /// re-reads the list in it (the member's own language when left out).
    #[param(example = "es")]
    pub lang: Option<String>,
}

impl Page {
    fn checked(&self) -> Result<(i64, i64)> {
        let limit = self.limit.unwrap_or(DEFAULT_LIMIT);
        if !(1..=MAX_LIMIT).contains(&limit) {
            return Err(Error::invalid(
                "limit",
                "limit_out_of_range",
                format!("A page has 1 to {MAX_LIMIT} notices"),
            ));
        }
        let offset = self.offset.unwrap_or(0);
        if offset < 0 {
            return Err(Error::invalid(
                "offset",
                "offset_negative",
                "The offset cannot be negative",
            ));
        }
        Ok((limit, offset))
    }
}

/// One notice, in its reader's language.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NoticeView {
    /// Its id.
    pub id: i64,
    /// What it is about: `draw_published`, `your_week`, `result_reported`, `challenged`,
    /// `match_scheduled`, `deadline_tomorrow`, `signup_approved`; the admin's
    /// `signup_waiting`, `result_disputed`, `walkover_awaiting`, `overdue_list`.
    #[schema(value_type = String)]
    pub kind: NoticeKind,
    /// One line.
    pub title: String,
    /// A few lines (`\n` between them).
    pub body: String,
    /// The page where the reader acts, such as `/me` or `/tournament/3`.
    pub link: String,
    /// When it was written (RFC 3339).
    pub created_at: String,
    /// Whether the member marked it read.
    pub read: bool,
    /// Whether the question it asked (confirm or dispute a result) was answered since: by the
    /// member, the opponent, the club or the clock. An answered notice is read.
    pub answered: bool,
}

impl NoticeView {
    fn of(stored: &StoredNotice, lang: Lang) -> Self {
        let text = stored.notice.text(lang);
        NoticeView {
            id: stored.id,
            kind: stored.notice.kind(),
            title: text.title,
            body: text.body,
            link: text.link,
            created_at: timestamp(stored.created_at),
            read: stored.read_at.is_some(),
            answered: stored.answered_at.is_some(),
        }
    }
}

/// A page of notices, newest first.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Notices {
    /// The page.
    pub notices: Vec<NoticeView>,
    /// How many there are in all.
    pub total: i64,
    /// How many are unread.
    pub unread_count: i64,
}

impl Notices {
    fn of(page: &NoticePage, lang: Lang) -> Self {
        Notices {
            notices: page
                .notices
                .iter()
                .map(|n| NoticeView::of(n, lang))
                .collect(),
            total: page.total,
            unread_count: page.unread,
        }
    }
}

/// The member's language (English until they choose one with `PUT /api/me`).
async fn language_of(club: &Club, player: PlayerId) -> Result<Lang> {
    let profile = club.member_profile(player).await?;
    Ok(profile
        .language
        .as_deref()
        .and_then(Lang::from_code)
        .unwrap_or(Lang::En))
}

/// The member's notices, newest first, in their language, with how many are unread.
#[utoipa::path(
    get,
    path = "/api/me/notices",
    operation_id = "my_notices",
    tag = "me",
    security(("member_session" = [])),
    params(Page),
    responses(
        (status = 200, description = "A page of the member's notices; `Cache-Control: private, no-store`", body = Notices),
        (status = 400, description = BAD_QUERY, body = ErrorBody),
        (status = 401, description = NOT_MEMBER, body = ErrorBody),
        (status = 403, description = "The admin, who has no member page (`admin_not_member`)", body = ErrorBody),
        (status = 422, description = "`limit_out_of_range` (1 to 100), `offset_negative`, `lang_unknown`", body = ErrorBody),
    )
)]
async fn list(
    State(state): State<AppState>,
    member: Member,
    Query(page): Query<Page>,
) -> Result<Response> {
    let (limit, offset) = page.checked()?;
    let player = member.session.player_id;
    let lang = match page.lang.as_deref() {
        Some(code) => Lang::parse(Some(code))?,
        None => language_of(&state.club, player).await?,
    };
    let page = state.club.member_notices(player, limit, offset).await?;
    Ok(personal(Json(Notices::of(&page, lang))))
}

/// The body of `POST /api/me/notices/read`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ReadMark {
    /// The notices to mark read (1 to 100 of the member's own); left out, every notice.
    pub ids: Option<Vec<i64>>,
}

/// How many notices are left unread.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Unread {
    /// The member's unread notices.
    pub unread_count: i64,
}

/// Marks the member's notices read: those named, or all of them ("mark all read") when `ids`
/// is left out. Ids that are not the member's are passed over.
#[utoipa::path(
    post,
    path = "/api/me/notices/read",
    operation_id = "mark_notices_read",
    tag = "me",
    security(("member_session" = [])),
    request_body = ReadMark,
    responses(
        (status = 200, description = "What is left unread", body = Unread),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = NOT_MEMBER, body = ErrorBody),
        (status = 403, description = CROSS_SITE, body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = "`ids_invalid`: an empty list or more than 100 ids", body = ErrorBody),
    )
)]
async fn mark_read(
    State(state): State<AppState>,
    member: Member,
    Json(body): Json<ReadMark>,
) -> Result<Response> {
    if let Some(ids) = &body.ids
        && (ids.is_empty() || ids.len() > MAX_READ_IDS)
    {
        return Err(Error::invalid(
            "ids",
            "ids_invalid",
            format!("Name 1 to {MAX_READ_IDS} notices, or none to mark all read"),
        ));
    }
    let unread_count = state
        .club
        .mark_notices_read(member.session.player_id, body.ids)
        .await?;
    Ok(personal(Json(Unread { unread_count })))
}

/// One kind's channels.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct KindChannels {
    /// The kind (a member's: see [`NoticeView::kind`]).
    #[schema(value_type = String)]
    pub kind: NoticeKind,
    /// Email on (sent once the club has email).
    pub email: bool,
    /// Push on (sent once the member allows it on a device).
    pub push: bool,
}

/// The member's channels per kind; the in-app list always has every notice.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NoticePreferences {
    /// Every member kind, in the order `/me` shows them (on the way in: the kinds to change).
    pub kinds: Vec<KindChannels>,
}

impl From<Vec<KindChoice>> for NoticePreferences {
    fn from(choices: Vec<KindChoice>) -> Self {
        NoticePreferences {
            kinds: choices
                .into_iter()
                .map(|c| KindChannels {
                    kind: c.kind,
                    email: c.email,
                    push: c.push,
                })
                .collect(),
        }
    }
}

/// The member's channels per kind of notice: all on until they turn one off.
#[utoipa::path(
    get,
    path = "/api/me/notice-preferences",
    operation_id = "my_notice_preferences",
    tag = "me",
    security(("member_session" = [])),
    responses(
        (status = 200, description = "Each member kind with its email and push switches", body = NoticePreferences),
        (status = 401, description = NOT_MEMBER, body = ErrorBody),
        (status = 403, description = "The admin (`admin_not_member`)", body = ErrorBody),
    )
)]
async fn preferences(State(state): State<AppState>, member: Member) -> Result<Response> {
    let choices = state
        .club
        .notice_preferences(member.session.player_id)
        .await?;
    Ok(personal(Json(NoticePreferences::from(choices))))
}

/// Changes the member's channels for the kinds sent; the others stay as they were.
#[utoipa::path(
    put,
    path = "/api/me/notice-preferences",
    operation_id = "set_my_notice_preferences",
    tag = "me",
    security(("member_session" = [])),
    request_body = NoticePreferences,
    responses(
        (status = 200, description = "Every kind's switches, as changed", body = NoticePreferences),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = NOT_MEMBER, body = ErrorBody),
        (status = 403, description = CROSS_SITE, body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = "`notice_kind_unknown`: a kind that is not a member's", body = ErrorBody),
    )
)]
async fn set_preferences(
    State(state): State<AppState>,
    member: Member,
    Json(body): Json<NoticePreferences>,
) -> Result<Response> {
    if body.kinds.iter().any(|k| !k.kind.is_switchable()) {
        return Err(Error::invalid(
            "kinds",
            "notice_kind_unknown",
            "Only a member's kinds of notice have switches",
        ));
    }
    let wanted = body
        .kinds
        .into_iter()
        .map(|k| KindChoice {
            kind: k.kind,
            email: k.email,
            push: k.push,
        })
        .collect();
    let choices = state
        .club
        .set_notice_preferences(member.session.player_id, wanted)
        .await?;
    Ok(personal(Json(NoticePreferences::from(choices))))
}
