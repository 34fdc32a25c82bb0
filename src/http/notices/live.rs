//! A member's notices as they arrive: a stream of Server-Sent Events of their own, apart from
//! the public events, which stay the same for everyone.

use std::convert::Infallible;

use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{HeaderValue, header};
use axum::response::Response;
use futures_util::stream::{self, Stream};
use serde::Serialize;
use tokio::sync::broadcast;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::club::members::SessionsEnded;
use crate::club::notices::Arrival;
use crate::club::{Club, Error, Result};
use crate::domain::ids::PlayerId;
use crate::http::AppState;
use crate::http::auth::{ClientAddr, Member};
use crate::http::error::ErrorBody;
use crate::http::me::personal;
use crate::http::openapi::NOT_MEMBER;

/// The live stream's route.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(live))
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
    _slot: crate::http::stream_budget::StreamSlot,
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
                crate::http::stream_budget::RETRY_AFTER_SECS,
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
