//! `GET /api/events`: every public write sends exactly one message with its kind and ids;
//! drafts and the admin's own business send none; a client that comes back hears what it
//! missed, or is told to refetch everything; no cookie is needed and no personal data goes out.

use std::time::Duration;

use axum::body::Body;
use axum::http::{Method, Request, StatusCode, header};
use http_body_util::BodyExt;
use serde_json::{Value, json};

use crate::common::TestApp;

/// One message of the stream.
#[derive(Debug, Clone, PartialEq)]
struct Message {
    id: Option<i64>,
    event: String,
    data: Value,
    raw: String,
}

/// An open stream, read message by message.
struct Stream {
    body: Body,
    buffer: String,
}

impl Stream {
    async fn open(app: &TestApp, path: &str, last_event_id: Option<&str>) -> Stream {
        let mut request = Request::get(path).header(header::ACCEPT_ENCODING, "br, gzip");
        if let Some(id) = last_event_id {
            request = request.header("last-event-id", id);
        }
        let response =
            tower::ServiceExt::oneshot(app.app.clone(), request.body(Body::empty()).unwrap())
                .await
                .unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        Stream {
            body: response.into_body(),
            buffer: String::new(),
        }
    }

    /// The next message, skipping `:` comments; `None` when none comes within `wait` or the
    /// stream ended.
    async fn next_within(&mut self, wait: Duration) -> Option<Message> {
        loop {
            if let Some(end) = self.buffer.find("\n\n") {
                let block: String = self.buffer.drain(..end + 2).collect();
                let mut message = Message {
                    id: None,
                    event: "message".into(),
                    data: Value::Null,
                    raw: block.clone(),
                };
                let mut data = String::new();
                for line in block.lines() {
                    if let Some(id) = line.strip_prefix("id: ") {
                        message.id = Some(id.parse().unwrap());
                    } else if let Some(event) = line.strip_prefix("event: ") {
                        message.event = event.into();
                    } else if let Some(d) = line.strip_prefix("data: ") {
                        data.push_str(d);
                    }
                }
                if message.event == "message" && data.is_empty() {
                    continue; // a comment or a bare retry
                }
                message.data = serde_json::from_str(&data).unwrap();
                return Some(message);
            }
            let frame = tokio::time::timeout(wait, self.body.frame()).await.ok()??;
            if let Ok(bytes) = frame.unwrap().into_data() {
                self.buffer.push_str(std::str::from_utf8(&bytes).unwrap());
            }
        }
    }

    async fn next(&mut self) -> Message {
        self.next_within(Duration::from_secs(5))
            .await
            .expect("a message within 5 s")
    }

    /// Asserts nothing arrives for a moment.
    async fn silent(&mut self) {
        let heard = self.next_within(Duration::from_millis(150)).await;
        assert_eq!(heard, None, "no message expected");
    }
}

/// The public revision: the id of the last public event.
fn revision(app: &TestApp) -> i64 {
    app.events.revision()
}

async fn ok(app: &TestApp, method: Method, path: &str, body: Option<Value>, cookie: &str) -> Value {
    let response = app.call(method, path, body, Some(cookie)).await;
    assert!(
        response.status.is_success(),
        "{path}: {} {}",
        response.status,
        response.text()
    );
    if response.bytes.is_empty() {
        Value::Null
    } else {
        response.json()
    }
}

/// The message of a public write: its id is the public revision after it, and its data says
/// only the kind and the ids.
fn assert_change(message: &Message, app: &TestApp, expected: Value) {
    assert_eq!(message.event, "change", "{}", message.raw);
    assert_eq!(message.data, expected, "{}", message.raw);
    assert_eq!(
        message.id,
        Some(revision(app)),
        "the id is the public revision"
    );
    let allowed = [
        "kind",
        "tournamentId",
        "matchId",
        "leagueMatchId",
        "playerIds",
    ];
    for key in message.data.as_object().unwrap().keys() {
        assert!(allowed.contains(&key.as_str()), "{key} must not travel");
    }
    assert!(
        !message.raw.contains('@') && !message.raw.contains("P0"),
        "no names or emails: {}",
        message.raw
    );
}

#[tokio::test]
async fn a_stream_needs_no_cookie_is_never_compressed_or_cached_and_says_hello_first() {
    let app = TestApp::new();
    let request = Request::get("/api/events")
        .header(header::ACCEPT_ENCODING, "br, gzip")
        .body(Body::empty())
        .unwrap();
    let response = tower::ServiceExt::oneshot(app.app.clone(), request)
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let headers = response.headers();
    assert_eq!(headers[header::CONTENT_TYPE], "text/event-stream");
    assert_eq!(headers[header::CACHE_CONTROL], "no-store");
    assert_eq!(headers["x-accel-buffering"], "no");
    assert!(headers.get(header::CONTENT_ENCODING).is_none());
    assert!(headers.get(header::ETAG).is_none());
    let mut stream = Stream {
        body: response.into_body(),
        buffer: String::new(),
    };
    let hello = stream.next().await;
    assert_eq!(hello.event, "hello");
    assert_eq!(hello.id, Some(revision(&app)));
    assert_eq!(hello.data["revision"], json!(revision(&app)));
    assert_eq!(hello.data["build"], json!(app.events.build()));
    assert!(hello.raw.contains("retry: 1000"), "{}", hello.raw);
    stream.silent().await;

    // A shutdown ends open streams (and any opened after it).
    app.events.close();
    assert_eq!(stream.next_within(Duration::from_secs(2)).await, None);
    let mut late = Stream::open(&app, "/api/events", None).await;
    assert_eq!(late.next().await.event, "hello");
    assert_eq!(late.next_within(Duration::from_secs(2)).await, None);
}

#[tokio::test]
async fn each_public_write_sends_its_kind_and_ids_and_private_ones_send_nothing() {
    let app = TestApp::new();
    // The league password dates its match (20 November) near the club's today.
    app.club
        .clock()
        .set(Some("2026-11-20T18:00:00Z".parse().unwrap()));
    let admin = app.admin_cookie().await;
    let league = app.league_cookie().await;
    let ids = app.insert_players("P", 8);
    let mut stream = Stream::open(&app, "/api/events", None).await;
    assert_eq!(stream.next().await.event, "hello");

    let zoe = ok(
        &app,
        Method::POST,
        "/api/players",
        Some(json!({ "name": "Zoe", "email": "zoe@club.example" })),
        &admin,
    )
    .await["id"]
        .as_i64()
        .unwrap();
    assert_change(
        &stream.next().await,
        &app,
        json!({ "kind": "player_added", "playerIds": [zoe] }),
    );
    ok(
        &app,
        Method::PATCH,
        &format!("/api/players/{zoe}"),
        Some(json!({ "dateOfBirth": "1990-05-01" })),
        &admin,
    )
    .await;
    assert_change(
        &stream.next().await,
        &app,
        json!({ "kind": "player_edited", "playerIds": [zoe] }),
    );

    // Invitations and signups are the admin's business.
    let invitation = ok(&app, Method::POST, "/api/invitations", None, &admin).await;
    let token = invitation["inviteToken"].as_str().unwrap().to_string();
    let signup = app
        .call(
            Method::POST,
            &format!("/api/invitations/{token}/signup"),
            Some(json!({ "name": "Ana", "email": "ana@club.example" })),
            None,
        )
        .await;
    assert_eq!(signup.status, StatusCode::CREATED);
    stream.silent().await;

    // A draft tournament's writes send nothing; making it public does.
    let body = json!({
        "name": "Copa", "startDate": "2026-11-02", "playerCount": 8, "status": "draft",
        "tournamentType": "hybrid", "selectedPlayerIds": ids,
    });
    let tid = ok(&app, Method::POST, "/api/tournaments", Some(body), &admin).await["id"]
        .as_i64()
        .unwrap();
    ok(
        &app,
        Method::POST,
        &format!("/api/tournaments/{tid}/generate-matches"),
        None,
        &admin,
    )
    .await;
    stream.silent().await;
    ok(
        &app,
        Method::PATCH,
        &format!("/api/tournaments/{tid}"),
        Some(json!({ "status": "active" })),
        &admin,
    )
    .await;
    assert_change(
        &stream.next().await,
        &app,
        json!({ "kind": "tournament_edited", "tournamentId": tid, "playerIds": ids }),
    );

    let matches = ok(
        &app,
        Method::GET,
        &format!("/api/tournaments/{tid}/matches"),
        None,
        &admin,
    )
    .await;
    let first = matches
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["playable"] == true)
        .unwrap()
        .clone();
    let (mid, p1, p2) = (
        first["id"].as_i64().unwrap(),
        first["player1Id"].as_i64().unwrap(),
        first["player2Id"].as_i64().unwrap(),
    );
    ok(
        &app,
        Method::POST,
        "/api/matches/result",
        Some(json!({ "matchId": mid, "winnerId": p1, "score": "6-4, 6-2" })),
        &admin,
    )
    .await;
    let mut players = [p1, p2];
    players.sort_unstable();
    assert_change(
        &stream.next().await,
        &app,
        json!({ "kind": "match_result", "tournamentId": tid, "matchId": mid, "playerIds": players }),
    );
    // A refused write sends nothing.
    let refused = app
        .call(
            Method::POST,
            "/api/matches/result",
            Some(json!({ "matchId": mid, "winnerId": p1, "score": "6-4, 6-2" })),
            Some(&admin),
        )
        .await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
    stream.silent().await;

    // The league.
    let lid = ok(
        &app,
        Method::POST,
        "/api/league/matches",
        Some(json!({ "player1Id": ids[0], "player2Id": ids[1], "date": "2026-11-20" })),
        &league,
    )
    .await["id"]
        .as_i64()
        .unwrap();
    assert_change(
        &stream.next().await,
        &app,
        json!({ "kind": "league_match_created", "leagueMatchId": lid, "playerIds": [ids[0], ids[1]] }),
    );
    let sets =
        json!([{ "player1Score": 6, "player2Score": 3 }, { "player1Score": 6, "player2Score": 4 }]);
    ok(
        &app,
        Method::POST,
        &format!("/api/league/matches/{lid}/score"),
        Some(json!({ "setsPlayed": 2, "setScores": sets })),
        &league,
    )
    .await;
    let scored = stream.next().await;
    assert_change(
        &scored,
        &app,
        json!({ "kind": "league_score", "leagueMatchId": lid, "playerIds": [ids[0], ids[1]] }),
    );

    ok(
        &app,
        Method::DELETE,
        &format!("/api/tournaments/{tid}?confirmName=Copa"),
        None,
        &admin,
    )
    .await;
    let deleted = stream.next().await;
    assert_change(
        &deleted,
        &app,
        json!({ "kind": "tournament_deleted", "tournamentId": tid, "playerIds": ids }),
    );
    assert!(deleted.id > scored.id, "ids only grow");
    stream.silent().await;
}

/// Edits player `id`'s points `n` times through the API; returns the ids of the messages.
async fn edits(app: &TestApp, admin: &str, id: i64, n: usize) -> Vec<i64> {
    let mut revisions = Vec::new();
    for i in 0..n {
        ok(
            app,
            Method::PATCH,
            &format!("/api/players/{id}"),
            Some(json!({ "totalPoints": i })),
            admin,
        )
        .await;
        revisions.push(revision(app));
    }
    revisions
}

#[tokio::test]
async fn a_client_that_comes_back_hears_what_it_missed_or_is_told_to_refetch() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let start = revision(&app);
    let id = app.insert_players("P", 1)[0];
    let done = edits(&app, &admin, id, 4).await;

    // Last-Event-ID (a browser's own reconnection) and ?since= (a new connection).
    for (path, header) in [
        ("/api/events".to_string(), Some(done[0].to_string())),
        (format!("/api/events?since={}", done[0]), None),
        // The header is newer than the URL the browser reconnects to.
        (
            format!("/api/events?since={start}"),
            Some(done[0].to_string()),
        ),
    ] {
        let mut stream = Stream::open(&app, &path, header.as_deref()).await;
        let hello = stream.next().await;
        assert_eq!(hello.event, "hello");
        assert_eq!(hello.id, None, "a catching-up client keeps its own last id");
        let replayed: Vec<Option<i64>> = [
            stream.next().await,
            stream.next().await,
            stream.next().await,
        ]
        .iter()
        .map(|m| {
            assert_eq!(m.data["kind"], "player_edited");
            m.id
        })
        .collect();
        assert_eq!(
            replayed,
            done[1..].iter().copied().map(Some).collect::<Vec<_>>()
        );
        stream.silent().await;
    }
    // Up to date: nothing to replay, and not told to refetch.
    let mut current = Stream::open(&app, "/api/events", Some(&done[3].to_string())).await;
    assert_eq!(current.next().await.event, "hello");
    current.silent().await;

    // Unknown: before what the hub heard, after it, or not a number.
    for since in [
        (start - 1).to_string(),
        (done[3] + 100).to_string(),
        "soon".to_string(),
    ] {
        let mut stream = Stream::open(&app, "/api/events", Some(&since)).await;
        assert_eq!(stream.next().await.event, "hello");
        let resync = stream.next().await;
        assert_eq!(resync.event, "resync", "since {since}");
        assert_eq!(resync.id, Some(done[3]));
        stream.silent().await;
    }
    let bad = app.get("/api/events?since=soon").await;
    let body = bad.assert_error(StatusCode::BAD_REQUEST, "bad_request");
    assert_eq!(body["code"], "query_invalid");
}

#[tokio::test]
async fn a_client_too_far_behind_or_too_slow_is_told_to_refetch() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let id = app.insert_players("P", 1)[0];
    let first = edits(&app, &admin, id, 1).await[0];
    // A stream that reads nothing while more writes than it can hold go by.
    let mut slow = Stream::open(&app, "/api/events", None).await;
    let all = edits(&app, &admin, id, tournament_hub::http::events::RECENT + 10).await;
    let last = *all.last().unwrap();

    // The first write has left the kept events.
    let mut behind = Stream::open(&app, "/api/events", Some(&first.to_string())).await;
    assert_eq!(behind.next().await.event, "hello");
    assert_eq!(behind.next().await.event, "resync");
    // One still kept is replayed.
    let recent = all[all.len() - 3];
    let mut near = Stream::open(&app, "/api/events", Some(&recent.to_string())).await;
    assert_eq!(near.next().await.event, "hello");
    assert_eq!(near.next().await.id, Some(all[all.len() - 2]));
    assert_eq!(near.next().await.id, Some(last));

    // The slow stream lagged: it is told to refetch, not cut.
    assert_eq!(slow.next().await.event, "hello");
    let mut heard = Vec::new();
    while let Some(message) = slow.next_within(Duration::from_millis(300)).await {
        heard.push(message);
    }
    let resync = heard
        .iter()
        .find(|m| m.event == "resync")
        .expect("a lagging stream is told to refetch");
    assert_eq!(resync.id, Some(last));
    assert_eq!(heard.last().unwrap().id, Some(last));
}

#[tokio::test]
async fn pending_registrations_are_never_told_and_private_writes_leave_the_revision_alone() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let mut stream = Stream::open(&app, "/api/events", None).await;
    let start = stream
        .next()
        .await
        .id
        .expect("a fresh client's hello has an id");
    let stored = app
        .db
        .read_blocking(tournament_hub::db::revision::current)
        .unwrap();

    let invitation = ok(&app, Method::POST, "/api/invitations", None, &admin).await;
    let token = invitation["inviteToken"].as_str().unwrap().to_string();
    let mut pending = Vec::new();
    for name in ["Ana Pending", "Bea Pending", "Cata Pending"] {
        let signup = app
            .call(
                Method::POST,
                &format!("/api/invitations/{token}/signup"),
                Some(json!({ "name": name })),
                None,
            )
            .await;
        assert_eq!(signup.status, StatusCode::CREATED, "{}", signup.text());
        pending.push(signup.json()["id"].as_i64().unwrap());
    }
    // The admin edits, deletes and rejects registrations nobody else can see.
    ok(
        &app,
        Method::PATCH,
        &format!("/api/players/{}", pending[0]),
        Some(json!({ "name": "Ana Still Pending", "dateOfBirth": "1990-05-01" })),
        &admin,
    )
    .await;
    ok(
        &app,
        Method::DELETE,
        &format!("/api/players/{}", pending[1]),
        None,
        &admin,
    )
    .await;
    ok(
        &app,
        Method::POST,
        &format!("/api/players/{}/reject", pending[2]),
        None,
        &admin,
    )
    .await;
    stream.silent().await;
    assert!(
        app.db
            .read_blocking(tournament_hub::db::revision::current)
            .unwrap()
            > stored,
        "the data changed"
    );
    assert_eq!(revision(&app), start, "but the public revision did not");
    let mut fresh = Stream::open(&app, "/api/events", None).await;
    let hello = fresh.next().await;
    assert_eq!(hello.id, Some(start));
    assert_eq!(hello.data["revision"], json!(start));
    // A client that was up to date still is: nothing to replay, nothing to refetch.
    let mut back = Stream::open(&app, "/api/events", Some(&start.to_string())).await;
    assert_eq!(back.next().await.event, "hello");
    back.silent().await;

    // Approval makes the player public: that is told, as the next public revision.
    ok(
        &app,
        Method::POST,
        &format!("/api/players/{}/approve", pending[0]),
        None,
        &admin,
    )
    .await;
    let approved = stream.next().await;
    assert_change(
        &approved,
        &app,
        json!({ "kind": "player_approved", "playerIds": [pending[0]] }),
    );
    assert_eq!(approved.id, Some(start + 1), "one public write, one more");
    // From then on its edits are public.
    ok(
        &app,
        Method::PATCH,
        &format!("/api/players/{}", pending[0]),
        Some(json!({ "name": "Ana Member" })),
        &admin,
    )
    .await;
    let edited = stream.next().await;
    assert_change(
        &edited,
        &app,
        json!({ "kind": "player_edited", "playerIds": [pending[0]] }),
    );
    assert_eq!(edited.id, Some(start + 2));
    assert_eq!(fresh.next().await.id, Some(start + 1), "heard live too");
}
