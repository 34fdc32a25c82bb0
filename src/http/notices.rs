//! The notices (docs/api.md#notices): a member's list, read marks, channel choices and live
//! arrivals under `/api/me/…`, and the admin's notices and the outbox's counts under
//! `/api/admin/…`. Every answer is one reader's alone (`Cache-Control: private, no-store`).
//! The live arrivals have their own stream, so the public events (`/api/events`) stay the
//! same for everyone and keep their cache.

use std::convert::Infallible;

use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{HeaderValue, header};
use axum::response::Response;
use futures_util::stream::{self, Stream};
use serde::{Deserialize, Serialize};
use tokio::sync::broadcast;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::AppState;
use super::auth::{Admin, ClientAddr, Member};
use super::error::ErrorBody;
use super::extract::{Json, Query};
use super::me::personal;
use super::openapi::{BAD_QUERY, CROSS_SITE, MALFORMED, NOT_MEMBER, TOO_LARGE};
use super::players::timestamp;
use crate::club::members::SessionsEnded;
use crate::club::notices::{Arrival, KindChoice, NoticePage, StoredNotice};
use crate::club::{Club, Error, Result};
use crate::domain::ids::PlayerId;
use crate::domain::language::Lang;
use crate::domain::notices::{Channel, NoticeKind};

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
        .routes(routes!(live))
        .routes(routes!(preferences, set_preferences))
        .routes(routes!(admin_list))
        .routes(routes!(deliveries))
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

/// What the member's live stream says: a notice arrived, and how many are unread now.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NoticeArrived {
    /// The new notice's id; none in the opening `hello`.
    pub id: Option<i64>,
    /// The member's unread notices.
    pub unread_count: i64,
}

fn arrived_frame(event: &str, arrived: &NoticeArrived) -> Bytes {
    let data = serde_json::to_string(arrived).unwrap_or_else(|_| "{}".into());
    Bytes::from(format!("event: {event}\ndata: {data}\n\n"))
}

/// One member's open stream.
struct MemberFeed {
    club: Club,
    player: PlayerId,
    session: i64,
    sessions_ended: broadcast::Receiver<SessionsEnded>,
    opening: Option<Bytes>,
    arrivals: broadcast::Receiver<Arrival>,
    closing: tokio::sync::watch::Receiver<bool>,
    heartbeat: std::time::Duration,
    ends: tokio::time::Instant,
    _slot: super::stream_budget::StreamSlot,
}

impl MemberFeed {
    fn into_stream(self) -> impl Stream<Item = std::result::Result<Bytes, Infallible>> + Send {
        stream::unfold(self, |mut feed| async move {
            if let Some(opening) = feed.opening.take() {
                return Some((Ok(opening), feed));
            }
            loop {
                enum Woke {
                    Heard(std::result::Result<Arrival, broadcast::error::RecvError>),
                    Idle,
                    End,
                }
                let woke = tokio::select! {
                    biased;
                    _ = feed.closing.wait_for(|closing| *closing) => Woke::End,
                    ended = feed.sessions_ended.recv() => match ended {
                        Ok(ended) if !ended.includes(feed.session, feed.player) => continue,
                        // Its session ended; or the stream fell behind the ended sessions
                        // and cannot tell, so it ends and the browser, if still signed in,
                        // opens a new one.
                        Ok(_) | Err(broadcast::error::RecvError::Lagged(_)) => Woke::End,
                        Err(broadcast::error::RecvError::Closed) => Woke::End,
                    },
                    () = tokio::time::sleep_until(feed.ends) => Woke::End,
                    heard = feed.arrivals.recv() => Woke::Heard(heard),
                    _ = tokio::time::sleep(feed.heartbeat) => Woke::Idle,
                };
                let heard = match woke {
                    Woke::End => return None,
                    Woke::Idle => return Some((Ok(Bytes::from_static(b":\n\n")), feed)),
                    Woke::Heard(heard) => heard,
                };
                let id = match heard {
                    Ok(arrival) if arrival.player_id == feed.player => Some(arrival.notice_id),
                    // Another member's: not this stream's business.
                    Ok(_) => continue,
                    // Fell behind: say the count again, without an id.
                    Err(broadcast::error::RecvError::Lagged(_)) => None,
                    Err(broadcast::error::RecvError::Closed) => return None,
                };
                let unread_count = feed
                    .club
                    .member_notices(feed.player, 1, 0)
                    .await
                    .map(|p| p.unread)
                    .unwrap_or_default();
                let frame = arrived_frame("notice", &NoticeArrived { id, unread_count });
                return Some((Ok(frame), feed));
            }
        })
    }
}

/// The member's notices as they arrive, as Server-Sent Events: first `event: hello` with the
/// unread count, then `event: notice` with each new notice's id and the unread count. Only
/// the member's own connections hear their notices. It draws from the live events' stream
/// budget and ends after the same maximum age; the browser reconnects.
#[utoipa::path(
    get,
    path = "/api/me/notices/live",
    operation_id = "my_notices_live",
    tag = "me",
    security(("member_session" = [])),
    responses(
        (status = 200, description = "The stream (`text/event-stream`): `hello`, then `notice` messages", content_type = "text/event-stream", body = NoticeArrived),
        (status = 401, description = NOT_MEMBER, body = ErrorBody),
        (status = 403, description = "The admin (`admin_not_member`)", body = ErrorBody),
        (status = 503, description = "`too_many_streams`: the stream budget is spent; `Retry-After` says when to try again", body = ErrorBody),
    )
)]
async fn live(
    State(state): State<AppState>,
    member: Member,
    client: ClientAddr,
) -> Result<Response> {
    let slot = match state.events.admit(client) {
        Ok(slot) => slot,
        Err(_) => {
            return Err(Error::limit_reached(
                "too_many_streams",
                "Too many live pages are open right now. Try again in a moment.",
                super::stream_budget::RETRY_AFTER_SECS,
            ));
        }
    };
    let player = member.session.player_id;
    // Subscribed before the count is read, so nothing written in between is missed; and
    // before the stream is handed over, so a sign-out that lands meanwhile ends it.
    let sessions_ended = state.club.subscribe_sessions_ended();
    let arrivals = state.club.subscribe_notices();
    let unread_count = state.club.member_notices(player, 1, 0).await?.unread;
    // The session may have ended between the extractor's read and the subscription.
    if state.club.member_session(&member.token).await?.is_none() {
        return Err(Error::unauthorized(
            "member_sign_in_required",
            "Sign in with the link the club gave you first.",
        ));
    }
    let feed = MemberFeed {
        club: state.club.clone(),
        player,
        session: member.session.id,
        sessions_ended,
        opening: Some(arrived_frame(
            "hello",
            &NoticeArrived {
                id: None,
                unread_count,
            },
        )),
        arrivals,
        closing: state.events.closing(),
        heartbeat: state.events.heartbeat(),
        ends: tokio::time::Instant::now() + state.events.budget().limits().lifetime(),
        _slot: slot,
    };
    let mut response = personal(Response::new(Body::from_stream(feed.into_stream())));
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/event-stream"),
    );
    headers.insert("x-accel-buffering", HeaderValue::from_static("no"));
    Ok(response)
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
