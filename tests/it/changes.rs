//! Every write that changes the club publishes exactly one record of what it changed, after
//! its commit; a refused write publishes nothing. Reads and sessions publish nothing.

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};
use tokio::sync::broadcast::Receiver;
use tokio::sync::broadcast::error::TryRecvError;
use tournament_hub::club::{Change, ChangeKind};
use tournament_hub::domain::ids::{LeagueMatchId, MatchId, PlayerId, TournamentId};

use crate::common::{self, TestApp};

/// What the channel holds now, emptied.
fn heard(rx: &mut Receiver<Change>) -> Vec<Change> {
    let mut changes = Vec::new();
    loop {
        match rx.try_recv() {
            Ok(change) => changes.push(change),
            Err(TryRecvError::Empty) => return changes,
            Err(other) => panic!("the channel failed: {other:?}"),
        }
    }
}

/// Sends a call, checks its status, and returns its body (JSON, or null when empty).
async fn call(
    app: &TestApp,
    method: Method,
    path: &str,
    body: Option<Value>,
    cookie: &str,
    status: StatusCode,
) -> Value {
    let response: common::TestResponse = app.call(method, path, body, Some(cookie)).await;
    assert_eq!(response.status, status, "{path}: {}", response.text());
    if response.bytes.is_empty() {
        Value::Null
    } else {
        response.json()
    }
}

fn expect(kind: ChangeKind) -> Change {
    Change::new(kind)
}

#[tokio::test]
async fn every_write_publishes_exactly_its_change() {
    let app = TestApp::new();
    // The league password dates its matches (20 and 21 November) near the club's today.
    app.club
        .clock()
        .set(Some("2026-11-21T18:00:00Z".parse().unwrap()));
    let admin = app.admin_cookie().await;
    let league = app.league_cookie().await;
    let ids = app.insert_players("P", 8);
    let mut rx = app.club.subscribe();

    // Reads and logins change nothing the club shows.
    for path in [
        "/api/tournaments",
        "/api/rankings",
        "/api/players",
        "/api/league/matches",
    ] {
        call(&app, Method::GET, path, None, &admin, StatusCode::OK).await;
    }
    assert_eq!(heard(&mut rx), []);

    // Players.
    let added = call(
        &app,
        Method::POST,
        "/api/players",
        Some(json!({ "name": "Zoe" })),
        &admin,
        StatusCode::CREATED,
    )
    .await;
    let zoe = added["id"].as_i64().unwrap();
    assert_eq!(
        heard(&mut rx),
        [expect(ChangeKind::PlayerAdded).players([PlayerId(zoe)])]
    );
    call(
        &app,
        Method::PATCH,
        &format!("/api/players/{zoe}"),
        Some(json!({ "name": "Zoe M" })),
        &admin,
        StatusCode::OK,
    )
    .await;
    assert_eq!(
        heard(&mut rx),
        [expect(ChangeKind::PlayerEdited).players([PlayerId(zoe)])]
    );
    call(
        &app,
        Method::DELETE,
        &format!("/api/players/{zoe}"),
        None,
        &admin,
        StatusCode::NO_CONTENT,
    )
    .await;
    assert_eq!(
        heard(&mut rx),
        [expect(ChangeKind::PlayerDeleted).players([PlayerId(zoe)])]
    );

    // Invitations, signup, approve, reject.
    let invitation = call(
        &app,
        Method::POST,
        "/api/invitations",
        None,
        &admin,
        StatusCode::CREATED,
    )
    .await;
    assert_eq!(heard(&mut rx), [expect(ChangeKind::InvitationCreated)]);
    let token = invitation["inviteToken"].as_str().unwrap().to_string();
    let mut signed = Vec::new();
    for name in ["Ana", "Bea"] {
        let response = app
            .call(
                Method::POST,
                &format!("/api/invitations/{token}/signup"),
                Some(json!({ "name": name })),
                None,
            )
            .await;
        assert_eq!(response.status, StatusCode::CREATED, "{}", response.text());
        let id = response.json()["id"].as_i64().unwrap();
        assert_eq!(
            heard(&mut rx),
            [expect(ChangeKind::PlayerSignedUp).players([PlayerId(id)])]
        );
        signed.push(id);
    }
    call(
        &app,
        Method::POST,
        &format!("/api/players/{}/approve", signed[0]),
        None,
        &admin,
        StatusCode::OK,
    )
    .await;
    assert_eq!(
        heard(&mut rx),
        [expect(ChangeKind::PlayerApproved).players([PlayerId(signed[0])])]
    );
    call(
        &app,
        Method::POST,
        &format!("/api/players/{}/reject", signed[1]),
        None,
        &admin,
        StatusCode::NO_CONTENT,
    )
    .await;
    assert_eq!(
        heard(&mut rx),
        [expect(ChangeKind::PlayerRejected).players([PlayerId(signed[1])])]
    );
    let invitation_id = invitation["id"].as_i64().unwrap();
    call(
        &app,
        Method::DELETE,
        &format!("/api/invitations/{invitation_id}"),
        None,
        &admin,
        StatusCode::NO_CONTENT,
    )
    .await;
    assert_eq!(heard(&mut rx), [expect(ChangeKind::InvitationRevoked)]);
    // A signup through a revoked link writes nothing and says nothing.
    let refused = app
        .call(
            Method::POST,
            &format!("/api/invitations/{token}/signup"),
            Some(json!({ "name": "Cid" })),
            None,
        )
        .await;
    assert_eq!(refused.status, StatusCode::NOT_FOUND);
    assert_eq!(heard(&mut rx), []);

    // Tournaments: a draft's changes are marked private.
    let body = json!({
        "name": "Copa", "startDate": "2026-11-02", "playerCount": 8, "status": "draft",
        "tournamentType": "hybrid", "selectedPlayerIds": ids,
    });
    let t = call(
        &app,
        Method::POST,
        "/api/tournaments",
        Some(body),
        &admin,
        StatusCode::CREATED,
    )
    .await;
    let tid = TournamentId(t["id"].as_i64().unwrap());
    let entrants: Vec<PlayerId> = ids.iter().copied().map(PlayerId).collect();
    assert_eq!(
        heard(&mut rx),
        [expect(ChangeKind::TournamentCreated)
            .tournament(tid)
            .players(entrants.clone())
            .in_draft(true)]
    );
    call(
        &app,
        Method::POST,
        &format!("/api/tournaments/{tid}/generate-matches"),
        None,
        &admin,
        StatusCode::OK,
    )
    .await;
    assert_eq!(
        heard(&mut rx),
        [expect(ChangeKind::MatchesGenerated)
            .tournament(tid)
            .players(entrants.clone())
            .in_draft(true)]
    );
    call(
        &app,
        Method::PATCH,
        &format!("/api/tournaments/{tid}"),
        Some(json!({ "status": "active" })),
        &admin,
        StatusCode::OK,
    )
    .await;
    assert_eq!(
        heard(&mut rx),
        [expect(ChangeKind::TournamentEdited)
            .tournament(tid)
            .players(entrants.clone())]
    );
    let matches = call(
        &app,
        Method::GET,
        &format!("/api/tournaments/{tid}/matches"),
        None,
        &admin,
        StatusCode::OK,
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
    let result = json!({ "matchId": mid, "winnerId": p1, "score": "6-4, 6-2" });
    call(
        &app,
        Method::POST,
        "/api/matches/result",
        Some(result),
        &admin,
        StatusCode::OK,
    )
    .await;
    let recorded = expect(ChangeKind::MatchResult)
        .tournament(tid)
        .in_match(MatchId(mid))
        .players([PlayerId(p1), PlayerId(p2)]);
    assert_eq!(heard(&mut rx), std::slice::from_ref(&recorded));
    let edit = json!({ "winnerId": p2, "score": "4-6, 2-6" });
    call(
        &app,
        Method::PATCH,
        &format!("/api/matches/{mid}"),
        Some(edit),
        &admin,
        StatusCode::OK,
    )
    .await;
    assert_eq!(heard(&mut rx), [recorded]);
    // A refused write publishes nothing.
    let again = json!({ "matchId": mid, "winnerId": p1, "score": "6-4, 6-2" });
    call(
        &app,
        Method::POST,
        "/api/matches/result",
        Some(again),
        &admin,
        StatusCode::CONFLICT,
    )
    .await;
    assert_eq!(heard(&mut rx), []);

    // The league.
    let created = call(
        &app,
        Method::POST,
        "/api/league/matches",
        Some(json!({ "player1Id": ids[0], "player2Id": ids[1], "date": "2026-11-20" })),
        &league,
        StatusCode::CREATED,
    )
    .await;
    let lid = created["id"].as_i64().unwrap();
    let touched = expect(ChangeKind::LeagueMatchCreated)
        .league_match(LeagueMatchId(lid))
        .players([PlayerId(ids[0]), PlayerId(ids[1])]);
    assert_eq!(heard(&mut rx), [touched]);
    let sets =
        json!([{ "player1Score": 6, "player2Score": 3 }, { "player1Score": 6, "player2Score": 4 }]);
    call(
        &app,
        Method::POST,
        &format!("/api/league/matches/{lid}/score"),
        Some(json!({ "setsPlayed": 2, "setScores": sets })),
        &league,
        StatusCode::OK,
    )
    .await;
    let scored = expect(ChangeKind::LeagueScore)
        .league_match(LeagueMatchId(lid))
        .players([PlayerId(ids[0]), PlayerId(ids[1])]);
    assert_eq!(heard(&mut rx), std::slice::from_ref(&scored));
    call(
        &app,
        Method::PATCH,
        &format!("/api/league/matches/{lid}"),
        Some(json!({ "setsPlayed": 2, "setScores": sets })),
        &league,
        StatusCode::OK,
    )
    .await;
    assert_eq!(heard(&mut rx), [scored]);
    call(
        &app,
        Method::DELETE,
        &format!("/api/league/matches/{lid}"),
        None,
        &league,
        StatusCode::FORBIDDEN,
    )
    .await;
    assert_eq!(heard(&mut rx), [], "a refused delete publishes nothing");
    call(
        &app,
        Method::DELETE,
        &format!("/api/league/matches/{lid}"),
        None,
        &admin,
        StatusCode::NO_CONTENT,
    )
    .await;
    assert_eq!(
        heard(&mut rx),
        [expect(ChangeKind::LeagueMatchDeleted)
            .league_match(LeagueMatchId(lid))
            .players([PlayerId(ids[0]), PlayerId(ids[1])])],
        "the admin deletes a played match, and its players' totals follow"
    );
    let pending = call(
        &app,
        Method::POST,
        "/api/league/matches",
        Some(json!({ "player1Id": ids[2], "player2Id": ids[3], "date": "2026-11-21" })),
        &league,
        StatusCode::CREATED,
    )
    .await["id"]
        .as_i64()
        .unwrap();
    heard(&mut rx);
    call(
        &app,
        Method::DELETE,
        &format!("/api/league/matches/{pending}"),
        None,
        &league,
        StatusCode::NO_CONTENT,
    )
    .await;
    assert_eq!(
        heard(&mut rx),
        [expect(ChangeKind::LeagueMatchCancelled)
            .league_match(LeagueMatchId(pending))
            .players([PlayerId(ids[2]), PlayerId(ids[3])])]
    );

    // Deleting the tournament (it has results: its name confirms it).
    call(
        &app,
        Method::DELETE,
        &format!("/api/tournaments/{tid}?confirmName=Copa"),
        None,
        &admin,
        StatusCode::NO_CONTENT,
    )
    .await;
    assert_eq!(
        heard(&mut rx),
        [expect(ChangeKind::TournamentDeleted)
            .tournament(tid)
            .players(entrants)]
    );

    // Logging out writes a session row but changes nothing the club shows.
    call(
        &app,
        Method::POST,
        "/api/admin/logout",
        None,
        &admin,
        StatusCode::NO_CONTENT,
    )
    .await;
    assert_eq!(heard(&mut rx), []);
}
