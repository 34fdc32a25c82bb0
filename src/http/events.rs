//! `GET /api/events`: the live events, a Server-Sent Events stream that tells every open page
//! what each public write changed (its kind and ids, never personal data), so pages refetch
//! exactly what moved. Each message's id is the public revision: one more for every public
//! write, so private writes (signups, invitations, drafts, pending registrations) leave no
//! trace in it. A client that comes back with its last id hears what it missed, or is told
//! to refetch everything when that is no longer known.
//!
//! A stream costs a broadcast receiver and a small state machine, no task of its own: a
//! thousand open phones fit in a few megabytes. Each event's bytes are written once, when it
//! is heard, and shared by every stream; a stream sends what it heard in one write. Streams
//! draw from their own budget and end after a maximum age ([`super::stream_budget`]).

use std::collections::VecDeque;
use std::convert::Infallible;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use futures_util::stream::{self, Stream};
use serde::{Deserialize, Serialize};
use tokio::sync::{broadcast, watch};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::AppState;
use super::auth::ClientAddr;
use super::error::ErrorBody;
use super::extract::Query;
use super::limiter::ClientKey;
use super::stream_budget::{self, Refusal, StreamBudget, StreamLimits, StreamSlot};
use crate::club::{Change, Club};

mod live_change;
pub use live_change::{LiveChange, LiveChangeKind};

/// Environment variable that replaces the build id (tests pretend an upgrade with it).
pub const BUILD_ENV: &str = "TOURNAMENT_HUB_BUILD_ID";
/// Environment variable that overrides [`HEARTBEAT`], in milliseconds (tests).
pub const HEARTBEAT_ENV: &str = "TOURNAMENT_HUB_EVENTS_HEARTBEAT_MS";
/// How often an idle stream sends a `:` comment: proxies close a connection silent for 60 s
/// (nginx's default `proxy_read_timeout`), and a phone learns sooner that it lost the line.
pub const HEARTBEAT: Duration = Duration::from_secs(25);
/// How many recent public events are kept for clients that reconnect: a phone that lost its
/// signal for the length of a match day's busiest hour still catches up without a refetch.
pub const RECENT: usize = 256;
/// How long a stream waits after a change for the next ones of the same burst.
const COALESCE: Duration = Duration::from_millis(250);
/// How long a browser waits before reconnecting after the line drops (`retry:`).
const RETRY: Duration = Duration::from_secs(1);

/// The events route.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(events))
}

/// One public event, ready to send: its Server-Sent Events frame, rendered once for all.
#[derive(Debug, Clone)]
struct Message {
    revision: i64,
    frame: Bytes,
}

/// What an idle stream sends every [`HEARTBEAT`]: a comment.
const HEARTBEAT_FRAME: &[u8] = b":\n\n";

/// The frame of a change: its revision as the id, its kind and ids as the data (one line:
/// compact JSON has no newline).
fn change_frame(revision: i64, data: &str) -> Bytes {
    Bytes::from(format!("id: {revision}\nevent: change\ndata: {data}\n\n"))
}

/// The frame that tells a client to refetch everything, at `revision`.
fn resync_frame(revision: i64) -> Bytes {
    Bytes::from(format!("id: {revision}\nevent: resync\ndata: {{}}\n\n"))
}

/// The first frame of every stream; with an id only for a fresh client (one that replays
/// or resyncs gets its id from the frames after it).
fn hello_frame(hello: &Hello, id: Option<i64>) -> Bytes {
    let data = serde_json::to_string(hello).expect("hello always serializes");
    let id = id.map(|id| format!("id: {id}\n")).unwrap_or_default();
    let retry = RETRY.as_millis();
    Bytes::from(format!(
        "{id}event: hello\nretry: {retry}\ndata: {data}\n\n"
    ))
}

/// What the hub remembers: the recent public events and the revisions around them.
///
/// The public revision grows by one with each public write that changed data. Every such
/// write raises the stored revision too, so the public revision never passes it. When the
/// server starts, it continues from where a clean stop left it if the data has not changed
/// since ([`crate::db::revision::public_mark`]), and otherwise from the stored revision,
/// which is above every id already sent: either way a client's last id still means what it
/// meant.
#[derive(Debug)]
struct Recent {
    /// Every public event after this revision is in `messages`; before it, nothing is known.
    floor: i64,
    /// The public revision: the id of the last public event, or where the count started.
    latest: i64,
    /// The data's stored revision after the last write heard, public or not.
    stored: i64,
    messages: VecDeque<Message>,
}

/// The live events' hub: hears every commit, keeps the recent public ones, and feeds the
/// open streams. Cheap to clone.
#[derive(Clone)]
pub struct Events {
    inner: Arc<Inner>,
}

struct Inner {
    build: String,
    heartbeat: Duration,
    recent: Mutex<Recent>,
    live: broadcast::Sender<Message>,
    closing: watch::Sender<bool>,
    budget: Arc<StreamBudget>,
}

/// The first message of every stream.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Hello {
    /// The server's build: when it changes, the page was served by an older build and
    /// should reload.
    #[schema(example = "0.1.0-3f2a9c41d07b5e6a")]
    pub build: String,
    /// The public revision now: the id of the last public event (it counts public writes
    /// only).
    pub revision: i64,
}

/// The build id: the crate's version and a digest of the embedded UI, or [`BUILD_ENV`].
fn build_id() -> String {
    if let Ok(build) = std::env::var(BUILD_ENV)
        && !build.trim().is_empty()
    {
        return build.trim().to_string();
    }
    let digest = super::assets::index_etag()
        .map(|etag| etag.trim_matches('"').chars().take(16).collect::<String>())
        .unwrap_or_else(|| "no-ui".into());
    format!("{}-{digest}", env!("CARGO_PKG_VERSION"))
}

fn heartbeat_from_env() -> Duration {
    std::env::var(HEARTBEAT_ENV)
        .ok()
        .and_then(|ms| ms.trim().parse::<u64>().ok())
        .filter(|ms| *ms > 0)
        .map_or(HEARTBEAT, Duration::from_millis)
}

/// Where the public revision stands, and the data's stored revision it stands at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Revisions {
    /// The public revision: the id of the last public event.
    pub public: i64,
    /// The data's stored revision (src/db/revision.rs).
    pub stored: i64,
}

impl Revisions {
    /// Both at the stored revision `stored`: above every id sent before.
    pub fn starting_at(stored: i64) -> Self {
        Revisions {
            public: stored,
            stored,
        }
    }

    /// Where a server starts over data at the stored revision `stored`: where the last
    /// clean stop left the public revision (`saved`), if the data has not changed since;
    /// otherwise at `stored`.
    pub fn resuming(saved: Option<(i64, i64)>, stored: i64) -> Self {
        match saved {
            Some((public, at)) if at == stored && public <= stored => Revisions { public, stored },
            _ => Revisions::starting_at(stored),
        }
    }
}

/// Where a new stream starts.
enum Start {
    /// A fresh client: it has just fetched what it shows.
    Fresh,
    /// The events after this revision are replayed.
    After(i64),
    /// The client's revision is unknown here: it must refetch everything.
    Resync,
}

impl Events {
    /// The hub, hearing every commit of `club`, with the default stream budget; `revision`
    /// is the data's stored revision now, where the public revision starts.
    pub fn listening_to(club: &Club, revision: i64) -> Self {
        Events::limited(
            club,
            Revisions::starting_at(revision),
            StreamLimits::default(),
        )
    }

    /// [`Events::listening_to`] from `revisions`, with the stream budget `limits`.
    pub fn limited(club: &Club, revisions: Revisions, limits: StreamLimits) -> Self {
        let events = Events::hub(build_id(), heartbeat_from_env(), revisions, limits);
        let hub = events.clone();
        club.on_commit_at(move |revision, change| hub.heard(revision, change));
        events
    }

    fn hub(build: String, heartbeat: Duration, revisions: Revisions, limits: StreamLimits) -> Self {
        let (live, _) = broadcast::channel(RECENT);
        let (closing, _) = watch::channel(false);
        Events {
            inner: Arc::new(Inner {
                build,
                heartbeat,
                recent: Mutex::new(Recent {
                    floor: revisions.public,
                    latest: revisions.public,
                    stored: revisions.stored,
                    messages: VecDeque::with_capacity(RECENT),
                }),
                live,
                closing,
                budget: StreamBudget::new(limits),
            }),
        }
    }

    /// The build id every stream's first message carries.
    pub fn build(&self) -> &str {
        &self.inner.build
    }

    /// The public revision now: what a fresh stream's `hello` says.
    pub fn revision(&self) -> i64 {
        self.latest()
    }

    /// The public revision now and the stored revision it stands at: what a clean stop
    /// saves for the next start.
    pub fn revisions(&self) -> Revisions {
        let recent = self.inner.recent.lock().unwrap_or_else(|e| e.into_inner());
        Revisions {
            public: recent.latest,
            stored: recent.stored,
        }
    }

    /// The stream budget.
    pub fn budget(&self) -> &StreamBudget {
        &self.inner.budget
    }

    /// Turns true when the server shuts down: a member's own stream (src/http/notices.rs)
    /// ends with the live events.
    pub fn closing(&self) -> watch::Receiver<bool> {
        self.inner.closing.subscribe()
    }

    /// How long an idle stream waits before it sends a `:` comment.
    pub fn heartbeat(&self) -> Duration {
        self.inner.heartbeat
    }

    /// Ends every open stream and every one opened from now on: the server is shutting down,
    /// and a stream otherwise lives until its maximum age.
    pub fn close(&self) {
        self.inner.closing.send_replace(true);
    }

    /// Takes a committed change at the data's stored `revision`: a public one that changed
    /// data gets the next public revision, is kept, and is sent to every open stream. A
    /// write that changed no data (its stored revision did not move) changed nothing a page
    /// shows, and is not told.
    fn heard(&self, revision: i64, change: &Change) {
        let mut recent = self.inner.recent.lock().unwrap_or_else(|e| e.into_inner());
        let changed_data = revision > recent.stored;
        recent.stored = recent.stored.max(revision);
        let Some(live) = LiveChange::of(change).filter(|_| changed_data) else {
            return;
        };
        recent.latest += 1;
        let revision = recent.latest;
        let data = serde_json::to_string(&live).expect("a change always serializes");
        let message = Message {
            revision,
            frame: change_frame(revision, &data),
        };
        if recent.messages.len() == RECENT
            && let Some(oldest) = recent.messages.pop_front()
        {
            recent.floor = oldest.revision;
        }
        recent.messages.push_back(message.clone());
        // Sent under the lock, so a stream opening now sees each message once: replayed
        // from the ring or heard live, never both, never neither.
        let _ = self.inner.live.send(message);
    }

    /// A place in the stream budget for `client`, or which budget is spent.
    pub fn admit(&self, client: ClientAddr) -> Result<StreamSlot, Refusal> {
        self.inner.budget.take(ClientKey::of(client))
    }

    /// The opening messages of a stream for a client at `since`, and its live feed, which
    /// holds `slot` until it ends.
    fn open(&self, since: Option<i64>, slot: StreamSlot) -> Feed {
        let recent = self.inner.recent.lock().unwrap_or_else(|e| e.into_inner());
        let live = self.inner.live.subscribe();
        let start = match since {
            None => Start::Fresh,
            Some(since) if since >= recent.floor && since <= recent.latest => Start::After(since),
            Some(_) => Start::Resync,
        };
        let hello = Hello {
            build: self.inner.build.clone(),
            revision: recent.latest,
        };
        let mut opening = Vec::new();
        match start {
            Start::Fresh => opening.extend_from_slice(&hello_frame(&hello, Some(recent.latest))),
            Start::After(since) => {
                opening.extend_from_slice(&hello_frame(&hello, None));
                for message in recent.messages.iter().filter(|m| m.revision > since) {
                    opening.extend_from_slice(&message.frame);
                }
            }
            Start::Resync => {
                opening.extend_from_slice(&hello_frame(&hello, None));
                opening.extend_from_slice(&resync_frame(recent.latest));
            }
        }
        drop(recent);
        let lifetime = self.inner.budget.limits().lifetime();
        Feed {
            opening: Some(Bytes::from(opening)),
            live,
            closing: self.inner.closing.subscribe(),
            heartbeat: self.inner.heartbeat,
            ends: tokio::time::Instant::now() + lifetime,
            events: self.clone(),
            _slot: slot,
        }
    }

    fn latest(&self) -> i64 {
        self.inner
            .recent
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .latest
    }
}

/// One open stream's state.
struct Feed {
    /// What the stream sends first: hello, and what the client missed.
    opening: Option<Bytes>,
    live: broadcast::Receiver<Message>,
    closing: watch::Receiver<bool>,
    heartbeat: Duration,
    /// When the stream ends by itself (its maximum age).
    ends: tokio::time::Instant,
    events: Events,
    /// Its place in the stream budget, given back when the stream is dropped.
    _slot: StreamSlot,
}

impl Feed {
    /// The stream's bytes: the opening frames, then each live one, until shutdown or its
    /// maximum age; a `:` comment after [`HEARTBEAT`] of silence. At its end the body ends
    /// (the last chunk is complete), and a browser reconnects after `retry:` with the id of
    /// the last message it heard, which replays what came after it.
    fn into_stream(self) -> impl Stream<Item = Result<Bytes, Infallible>> + Send + 'static {
        stream::unfold(self, |mut feed| async move {
            if let Some(opening) = feed.opening.take() {
                return Some((Ok(opening), feed));
            }
            let first = tokio::select! {
                biased;
                _ = feed.closing.wait_for(|closing| *closing) => return None,
                () = tokio::time::sleep_until(feed.ends) => return None,
                heard = feed.live.recv() => match heard {
                    Ok(message) => message.frame,
                    // Too slow to keep up: what it missed is gone, so it refetches everything.
                    Err(broadcast::error::RecvError::Lagged(_)) => {
                        resync_frame(feed.events.latest())
                    }
                    Err(broadcast::error::RecvError::Closed) => return None,
                },
                _ = tokio::time::sleep(feed.heartbeat) => Bytes::new(),
            };
            if first.is_empty() {
                return Some((Ok(Bytes::from_static(HEARTBEAT_FRAME)), feed));
            }
            // Writes in a burst (an admin saving a round's results) are sent together: a
            // short wait, then everything heard by then goes in one write, so a burst costs
            // each open stream one wake-up and one write to its socket, not one per change.
            tokio::time::sleep(COALESCE).await;
            let mut chunk = first.to_vec();
            loop {
                match feed.live.try_recv() {
                    Ok(message) => chunk.extend_from_slice(&message.frame),
                    Err(broadcast::error::TryRecvError::Lagged(_)) => {
                        chunk.extend_from_slice(&resync_frame(feed.events.latest()));
                    }
                    Err(_) => break,
                }
            }
            Some((Ok(Bytes::from(chunk)), feed))
        })
    }
}

/// Where a client is: `?since=` on a new connection, `Last-Event-ID` on a browser's own
/// reconnection (which wins: it is newer than the URL it reconnects to).
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct Since {
    /// The id of the last message the client heard.
    pub since: Option<i64>,
}

/// The live events of every public write, as Server-Sent Events.
///
/// The first message is `event: hello` with the build id and the data's revision. Each
/// public write then sends `id: <revision>`, `event: change` and its kind and ids as JSON
/// ([`LiveChange`]). A client that gives the id it last heard (`Last-Event-ID` or
/// `?since=`) hears what it missed, or `event: resync` (refetch everything) when that is not
/// known any more. An idle stream sends a `:` comment every 25 s. No cookie is needed.
///
/// Streams have a budget per client and in total (64 and 2,048 by default); past it the
/// answer is 503 `too_many_streams` with `Retry-After`. A stream ends after at most an hour
/// (by default), and the browser reconnects with `Last-Event-ID`, missing nothing.
#[utoipa::path(
    get,
    path = "/api/events",
    operation_id = "events",
    tag = "events",
    security(()),
    params(Since, ("Last-Event-ID" = Option<i64>, Header, description = "The id of the last message heard; wins over `since`")),
    responses(
        (status = 200, description = "The stream of live events (`text/event-stream`): `hello`, then `change` and `resync` messages", content_type = "text/event-stream", body = LiveChange),
        (status = 400, description = "`since` is not a number", body = ErrorBody),
        (status = 503, description = "`too_many_streams`: the client's or the server's stream budget is spent; `Retry-After` says when to try again", body = ErrorBody),
    )
)]
async fn events(
    State(state): State<AppState>,
    client: ClientAddr,
    headers: HeaderMap,
    Query(query): Query<Since>,
) -> Response {
    let slot = match state.events.admit(client) {
        Ok(slot) => slot,
        Err(refusal) => return too_many_streams(refusal, client),
    };
    let last_heard = headers
        .get("last-event-id")
        .and_then(|v| v.to_str().ok())
        .map(|v| v.trim().parse::<i64>().unwrap_or(-1));
    let since = last_heard.or(query.since);
    let feed = state.events.open(since, slot);
    let mut response = Response::new(Body::from_stream(feed.into_stream()));
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/event-stream"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert("x-accel-buffering", HeaderValue::from_static("no"));
    response
}

/// 503 for a stream over its budget. The connection is closed after it: a refused client
/// keeps no connection slot either.
fn too_many_streams(refusal: Refusal, client: ClientAddr) -> Response {
    let message = match refusal {
        Refusal::Client => {
            tracing::debug!(client = ?client.0, "too many live streams from one client; refused");
            "Too many live pages are open from your address. Close some and try again."
        }
        Refusal::Full => {
            tracing::info!(client = ?client.0, "the live streams' budget is full; refused");
            "Too many live pages are open right now. Try again in a moment."
        }
    };
    let body = ErrorBody {
        error: "service_unavailable",
        code: "too_many_streams",
        message: message.into(),
        fields: None,
    };
    let mut response = (StatusCode::SERVICE_UNAVAILABLE, axum::Json(body)).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::RETRY_AFTER,
        HeaderValue::from(stream_budget::RETRY_AFTER_SECS),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(header::CONNECTION, HeaderValue::from_static("close"));
    response
}

#[cfg(test)]
mod tests;
