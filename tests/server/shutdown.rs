//! A stop in the middle of delivery (src/jobs/mod.rs): with many emails queued and a slow
//! relay, SIGTERM comes while sends are in flight. The process exits within the bound it
//! gives its sends in flight (`jobs::delivery::STOP_WITHIN`), and what it held goes back to
//! the outbox: a restart with the club clock where it was (long before the claims' leases
//! end) sends every email that was left, none lost, and any repeat only of a send in flight,
//! under the same Message-ID (delivery is at least once, docs/rules.md#notices).

use crate::email::{email_env, queue_notices, sent_deliveries, start};
use crate::harness;

use std::collections::HashMap;
use std::time::{Duration, Instant};

use harness::mail_sink::MailSink;
use harness::{Club, free_port};
use tournament_hub::domain::notices::Channel;
use tournament_hub::jobs::delivery::{Limits, STOP_WITHIN};

/// Emails in the outbox.
const EMAILS: usize = 240;

/// The environment of a server that sends to `sink`, logging how its jobs stop.
fn env(sink: &MailSink, port: u16) -> Vec<(&'static str, String)> {
    let mut env = email_env(sink, port, 0);
    env.push(("RUST_LOG", "warn,tournament_hub::jobs=info".to_string()));
    env
}

/// The sends in flight when the email lane stopped, and how many of them finished, as the
/// stopping server logged them.
fn lane_stop(log: &str) -> (usize, usize) {
    let line = log
        .lines()
        .find(|l| l.contains("the email lane stopped:"))
        .unwrap_or_else(|| panic!("the email lane did not say it stopped:\n{log}"));
    let words: Vec<&str> = line.split_whitespace().collect();
    let of = words.iter().position(|w| *w == "of").unwrap();
    (
        words[of + 1].parse().unwrap(),
        words[of - 1].parse().unwrap(),
    )
}

#[test]
fn sigterm_during_delivery_exits_within_the_bound_and_the_next_start_sends_the_rest() {
    // A relay that takes 200 ms a message: the 240 take several seconds at 8 at once, time
    // to stop mid-way.
    let sink = MailSink::start(&["--delay", "0.2", "--pipelining"]);
    let club = Club::new();
    queue_notices(&club, EMAILS);
    let port = free_port();
    let mut server = start(&club, port, &env(&sink, port));
    let deadline = Instant::now() + Duration::from_secs(60);
    while sink.count() < 40 {
        assert!(Instant::now() < deadline, "delivery did not start");
        std::thread::sleep(Duration::from_millis(5));
    }
    let stopped_at = Instant::now();
    server.send_sigterm();
    let patience = STOP_WITHIN + Duration::from_secs(5);
    assert!(
        server.exited_within(patience),
        "the server took more than {patience:?} to stop: {}",
        server.log_text()
    );
    let took = stopped_at.elapsed();
    let at_stop = sink.count();
    assert!(at_stop < EMAILS, "the stop came after the last email");
    let (in_flight, finished) = lane_stop(&server.log_text());
    assert!(in_flight > 0, "no send was in flight at the stop");
    eprintln!(
        "stopped in {took:?} after {at_stop} emails: {finished} of {in_flight} sends in flight \
         finished; {} deliveries marked sent",
        sent_deliveries(&club)
    );

    // The club clock where it was: what the stopped server held must be due at once, not when
    // its claims' leases (300 s) end.
    let restarted = start(&club, port, &env(&sink, port));
    let deadline = Instant::now() + Duration::from_secs(60);
    while sent_deliveries(&club) < EMAILS {
        assert!(
            Instant::now() < deadline,
            "only {} of {EMAILS} delivered a minute after the restart (stopped at {at_stop}): \
             what the stopped server held was not given back",
            sent_deliveries(&club)
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    restarted.stop();

    let mut received: HashMap<String, Vec<String>> = HashMap::new();
    for (_, message) in sink.messages() {
        received
            .entry(message["recipients"][0].as_str().unwrap().to_string())
            .or_default()
            .push(message["messageId"].as_str().unwrap().to_string());
    }
    assert_eq!(received.len(), EMAILS, "every email arrived");
    let twice: usize = received.values().map(|ids| ids.len() - 1).sum();
    eprintln!("{twice} emails went out twice");
    // At least once: only a send cut off in flight may go out again, once, under its id.
    let lane = Limits::of(Channel::Email).in_flight;
    assert!(twice <= in_flight - finished.min(in_flight) && twice <= lane);
    assert!(received.values().all(|ids| ids.len() <= 2));
    for ids in received.values() {
        assert!(ids.iter().all(|id| id == &ids[0]), "{ids:?}");
    }
}
