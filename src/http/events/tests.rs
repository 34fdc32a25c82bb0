//! The live events' hub and streams, without a club or a server behind them.

use super::*;
use crate::club::ChangeKind;
use crate::domain::ids::{LeagueMatchId, MatchId, PlayerId, TournamentId};
use futures_util::StreamExt;

/// A hub with no club behind it at stored revision 7, whose streams beat every
/// `heartbeat`.
fn hub(heartbeat: Duration, limits: StreamLimits) -> Events {
    Events::hub(
        "test-build".into(),
        heartbeat,
        Revisions::starting_at(7),
        limits,
    )
}

fn client(last: u8) -> ClientAddr {
    ClientAddr(Some(std::net::IpAddr::from([127, 0, 0, last])))
}

/// The next chunk of a stream as text, `None` when it ended.
async fn next<S>(stream: &mut std::pin::Pin<&mut S>) -> Option<String>
where
    S: Stream<Item = Result<Bytes, Infallible>>,
{
    let chunk = StreamExt::next(stream).await;
    chunk.map(|c| String::from_utf8(c.unwrap().to_vec()).unwrap())
}

#[tokio::test]
async fn a_stream_says_hello_beats_when_idle_sends_a_burst_at_once_and_ends_on_close() {
    let events = hub(Duration::from_millis(30), StreamLimits::default());
    let slot = events.admit(client(1)).unwrap();
    let stream = events.open(None, slot).into_stream();
    tokio::pin!(stream);
    assert_eq!(
        next(&mut stream).await.unwrap(),
        "id: 7\nevent: hello\nretry: 1000\ndata: {\"build\":\"test-build\",\"revision\":7}\n\n"
    );
    assert_eq!(next(&mut stream).await.unwrap(), ":\n\n");
    let result = Change::new(ChangeKind::MatchResult).tournament(TournamentId(3));
    events.heard(8, &result);
    events.heard(9, &result.clone().in_draft(true));
    events.heard(10, &Change::new(ChangeKind::LeagueScore));
    assert_eq!(
        next(&mut stream).await.unwrap(),
        "id: 8\nevent: change\ndata: {\"kind\":\"match_result\",\"tournamentId\":3}\n\n\
         id: 9\nevent: change\ndata: {\"kind\":\"league_score\"}\n\n"
    );
    events.close();
    assert_eq!(next(&mut stream).await, None);
    assert_eq!(
        events.budget().open(),
        0,
        "an ended stream gives its place back"
    );
}

#[tokio::test]
async fn the_public_revision_counts_public_writes_that_changed_data_only() {
    let events = hub(Duration::from_secs(25), StreamLimits::default());
    events.heard(9, &Change::new(ChangeKind::PlayerSignedUp));
    events.heard(
        10,
        &Change::new(ChangeKind::PlayerEdited)
            .players([PlayerId(4)])
            .of_pending(true),
    );
    events.heard(11, &Change::new(ChangeKind::InvitationCreated));
    assert_eq!(events.revision(), 7, "private writes leave no trace");
    events.heard(14, &Change::new(ChangeKind::PlayerAdded));
    assert_eq!(events.revision(), 8, "one public write, one more");
    events.heard(14, &Change::new(ChangeKind::PlayerEdited));
    assert_eq!(
        events.revision(),
        8,
        "a write that changed no data is not told"
    );
    events.heard(15, &Change::new(ChangeKind::LeagueScore));
    assert_eq!(events.revision(), 9);

    let slot = events.admit(client(1)).unwrap();
    let stream = events.open(Some(7), slot).into_stream();
    tokio::pin!(stream);
    let opening = next(&mut stream).await.unwrap();
    assert!(
        opening.ends_with(
            "id: 8\nevent: change\ndata: {\"kind\":\"player_added\"}\n\n\
             id: 9\nevent: change\ndata: {\"kind\":\"league_score\"}\n\n"
        ),
        "{opening}"
    );
}

#[tokio::test]
async fn a_stream_ends_at_its_max_age_and_gives_its_place_back() {
    let limits = StreamLimits {
        per_client: 1,
        total: 10,
        max_age: Duration::from_millis(300),
    };
    let events = hub(Duration::from_secs(25), limits);
    let slot = events.admit(client(1)).unwrap();
    assert_eq!(events.admit(client(1)).unwrap_err(), Refusal::Client);
    let started = tokio::time::Instant::now();
    let stream = events.open(None, slot).into_stream();
    tokio::pin!(stream);
    assert!(next(&mut stream).await.unwrap().contains("event: hello"));
    assert_eq!(next(&mut stream).await, None, "it ends by itself");
    let lived = started.elapsed();
    assert!(
        lived >= Duration::from_millis(270) && lived < Duration::from_secs(2),
        "{lived:?}"
    );
    assert_eq!(events.budget().open(), 0);
    assert!(events.admit(client(1)).is_ok(), "its place is free again");
}

#[test]
fn a_clean_stop_is_resumed_only_over_the_same_data() {
    assert_eq!(
        Revisions::resuming(Some((40, 90)), 90),
        Revisions {
            public: 40,
            stored: 90
        }
    );
    // Written to since (a crash after writes, a restore, a repair): above every id sent.
    assert_eq!(
        Revisions::resuming(Some((40, 90)), 95),
        Revisions::starting_at(95)
    );
    assert_eq!(
        Revisions::resuming(Some((40, 90)), 80),
        Revisions::starting_at(80)
    );
    assert_eq!(Revisions::resuming(None, 12), Revisions::starting_at(12));
    assert_eq!(
        Revisions::resuming(Some((99, 90)), 90),
        Revisions::starting_at(90),
        "a mark past its own stored revision is not believed"
    );
}

/// Whether the public hears of `change`.
fn is_public(change: &Change) -> bool {
    LiveChange::of(change).is_some()
}

#[test]
fn only_public_changes_are_told() {
    let result = Change::new(ChangeKind::MatchResult).tournament(TournamentId(3));
    assert!(is_public(&result));
    assert!(!is_public(&result.clone().in_draft(true)));
    assert!(!is_public(&Change::new(ChangeKind::PlayerSignedUp)));
    assert!(!is_public(&Change::new(ChangeKind::InvitationCreated)));
    assert!(!is_public(
        &Change::new(ChangeKind::PlayerDeleted).of_pending(true)
    ));
    assert!(is_public(&Change::new(ChangeKind::PlayerDeleted)));
    assert!(!is_public(&Change::new(ChangeKind::FeesChanged)));
    assert!(is_public(&Change::new(ChangeKind::LeagueScore)));
}

/// Every kind of the change record, public or not.
const EVERY_KIND: [ChangeKind; 20] = [
    ChangeKind::TournamentCreated,
    ChangeKind::TournamentEdited,
    ChangeKind::TournamentDeleted,
    ChangeKind::MatchesGenerated,
    ChangeKind::MatchResult,
    ChangeKind::MatchScheduled,
    ChangeKind::ResultAnswered,
    ChangeKind::LeagueMatchCreated,
    ChangeKind::LeagueScore,
    ChangeKind::LeagueMatchCancelled,
    ChangeKind::LeagueMatchDeleted,
    ChangeKind::PlayerAdded,
    ChangeKind::PlayerEdited,
    ChangeKind::PlayerDeleted,
    ChangeKind::PlayerApproved,
    ChangeKind::PlayerRejected,
    ChangeKind::FeesChanged,
    ChangeKind::PlayerSignedUp,
    ChangeKind::InvitationCreated,
    ChangeKind::InvitationRevoked,
];

#[test]
fn a_live_change_says_what_the_change_record_says() {
    let mut public = 0;
    for kind in EVERY_KIND {
        let Some(live) = LiveChangeKind::of(kind) else {
            continue;
        };
        public += 1;
        assert_eq!(
            serde_json::to_string(&live).unwrap(),
            serde_json::to_string(&kind).unwrap(),
            "the live kind of {kind:?} keeps the record's name"
        );
        let change = Change::new(kind)
            .tournament(TournamentId(3))
            .in_match(MatchId(41))
            .league_match(LeagueMatchId(9))
            .players([PlayerId(7), PlayerId(12)]);
        assert_eq!(
            serde_json::to_string(&LiveChange::of(&change).unwrap()).unwrap(),
            serde_json::to_string(&change).unwrap(),
        );
        let bare = Change::new(kind);
        assert_eq!(
            serde_json::to_string(&LiveChange::of(&bare).unwrap()).unwrap(),
            serde_json::to_string(&bare).unwrap(),
        );
    }
    assert_eq!(
        public, 15,
        "a signup, a rejection, invitations and fees stay private"
    );
}
