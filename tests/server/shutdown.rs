//! A stop in the middle of delivery (src/jobs/mod.rs): with many emails queued and a slow
//! relay, SIGTERM comes while sends are in flight. The process exits within the bound it
//! gives its sends in flight (`jobs::delivery::STOP_WITHIN`), and what it held goes back to
//! the outbox: a restart with the club clock where it was (long before the claims' leases
//! end) sends every email that was left, none lost, and any repeat only of a send in flight,
//! under the same Message-ID (delivery is at least once, docs/rules.md#notices).
//!
//! A send that hangs past the bound is cut off: the delivery worker, run here in the test's
//! process with a short bound (`Worker::stop_within`), sends through the real email courier to
//! a relay on 127.0.0.1 that takes the message and never answers. The stop returns within the
//! bound, long before the relay's command timeout; the delivery is back in the outbox, due at
//! once with no attempt counted; a worker started again against a working relay (the aiosmtpd
//! sink) delivers it once.
use crate::email::{email_env, queue_notices, sent_deliveries, start};
use crate::harness;

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use chrono::Utc;
use harness::mail_sink::MailSink;
use harness::{Club, free_port};
use tournament_hub::db::Db;
use tournament_hub::domain::notices::Channel;
use tournament_hub::jobs::delivery::{Courier, Limits, STOP_WITHIN, Worker};
use tournament_hub::mail::{COMMAND_TIMEOUT, MailSettings, Mailer};

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

/// The bound the in-process worker gives its sends in flight when it stops.
const BOUND: Duration = Duration::from_millis(500);
/// What a stop may take beyond [`BOUND`]: its last write of the store.
const MARGIN: Duration = Duration::from_secs(2);

/// What the stalling relay saw: messages read to their final dot, and connections the client
/// closed after one.
#[derive(Default)]
struct Stalled {
    messages: AtomicUsize,
    closed: AtomicUsize,
}

/// An SMTP relay on 127.0.0.1 that takes a message and never says whether it accepted it: it
/// greets, answers EHLO, MAIL, RCPT and DATA, reads the message to its final dot, then holds
/// the connection without a word until the client closes it. Its port, and what it saw.
fn stalling_relay() -> (u16, Arc<Stalled>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let seen = Arc::new(Stalled::default());
    let relay = seen.clone();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { return };
            let seen = relay.clone();
            std::thread::spawn(move || {
                let mut lines = BufReader::new(stream.try_clone().unwrap());
                let _ = stream.write_all(b"220 stall.example ESMTP\r\n");
                let mut line = String::new();
                while matches!(lines.read_line(&mut line), Ok(n) if n > 0) {
                    let verb = line.get(..4).unwrap_or("").to_ascii_uppercase();
                    line.clear();
                    let answer: &[u8] = match verb.as_str() {
                        "DATA" => {
                            let _ = stream.write_all(b"354 go on\r\n");
                            while matches!(lines.read_line(&mut line), Ok(n) if n > 0)
                                && line != ".\r\n"
                            {
                                line.clear();
                            }
                            seen.messages.fetch_add(1, Ordering::SeqCst);
                            // Not a word more: wait for the client to hang up.
                            while matches!(lines.read_line(&mut line), Ok(n) if n > 0) {}
                            seen.closed.fetch_add(1, Ordering::SeqCst);
                            return;
                        }
                        "QUIT" => return,
                        "EHLO" => b"250 stall.example\r\n",
                        _ => b"250 ok\r\n",
                    };
                    let _ = stream.write_all(answer);
                }
            });
        }
    });
    (port, seen)
}

/// The email courier to the relay at `url`.
fn mailer(url: &str) -> Arc<dyn Courier> {
    let settings = MailSettings::new(
        url,
        None,
        Some("Club <club@club.example>"),
        None,
        Some("http://127.0.0.1:9"),
    )
    .unwrap();
    Arc::new(Mailer::new(&settings, b"unsubscribe-key".to_vec()).unwrap())
}

/// The one delivery's state, attempts, last error and when it is due (unix seconds).
fn the_delivery(club: &Club) -> (String, i64, Option<String>, i64) {
    let conn = rusqlite::Connection::open(&club.db).unwrap();
    conn.query_row(
        "SELECT state, attempts, last_error, next_attempt_at FROM deliveries",
        [],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
    )
    .unwrap()
}

/// Waits up to `patience` for `done`.
fn within(patience: Duration, done: impl Fn() -> bool) -> bool {
    let deadline = Instant::now() + patience;
    while !done() {
        if Instant::now() > deadline {
            return false;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    true
}

#[test]
fn a_send_that_hangs_past_the_bound_is_cut_off_given_back_and_sent_once_after_a_restart() {
    let club = Club::new();
    queue_notices(&club, 1);
    let db = Db::open(&club.db).unwrap();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let (port, relay) = stalling_relay();
    let (stop, shutdown) = tokio::sync::watch::channel(false);
    let worker = Worker::new(
        db.clone(),
        vec![mailer(&format!("smtp://127.0.0.1:{port}"))],
    )
    .stop_within(BOUND);
    let running = runtime.spawn(worker.run_until(Utc::now, shutdown));
    assert!(
        within(Duration::from_secs(30), || relay
            .messages
            .load(Ordering::SeqCst)
            == 1),
        "the message never reached the stalling relay"
    );

    // The send waits for the relay's answer to the message (up to its command timeout, 20 s):
    // the stop gives it the bound, then cuts it off.
    let stopped_at = Instant::now();
    stop.send_replace(true);
    let ended = runtime.block_on(async { tokio::time::timeout(COMMAND_TIMEOUT, running).await });
    let took = stopped_at.elapsed();
    assert!(
        ended.is_ok(),
        "the stop waited for the hanging send past the relay's command timeout ({took:?})"
    );
    ended.unwrap().unwrap();
    eprintln!("the stop with a send hanging took {took:?} (bound {BOUND:?})");
    assert!(
        took >= BOUND,
        "the stop did not give the send in flight its bound: {took:?}"
    );
    assert!(
        took < BOUND + MARGIN,
        "the stop took {took:?}, more than its bound {BOUND:?} and {MARGIN:?}"
    );
    assert!(
        within(Duration::from_secs(5), || relay
            .closed
            .load(Ordering::SeqCst)
            == 1),
        "the cut-off send kept its connection to the relay"
    );

    // Given back unsent, due at once (not when the claim's 300 s lease ends), no attempt
    // counted and no error kept: `db::notices::release`.
    let (state, attempts, error, due) = the_delivery(&club);
    assert_eq!(
        (state.as_str(), attempts, error.as_deref()),
        ("queued", 0, None),
        "the cut-off delivery was not given back as it was"
    );
    let now = Utc::now().timestamp();
    assert!(
        due <= now,
        "the cut-off delivery is due at {due}, {}s from now, not at once",
        due - now
    );

    // Started again against a working relay, with the club clock where it was.
    let sink = MailSink::start(&[]);
    let (stop, shutdown) = tokio::sync::watch::channel(false);
    let worker = Worker::new(db, vec![mailer(&sink.url())]).stop_within(BOUND);
    let running = runtime.spawn(worker.run_until(Utc::now, shutdown));
    assert!(
        within(Duration::from_secs(30), || sent_deliveries(&club) == 1),
        "the given-back delivery was not sent after the restart: {:?}",
        the_delivery(&club)
    );
    stop.send_replace(true);
    runtime.block_on(running).unwrap();
    let received = sink.wait_for(1, Duration::from_secs(5));
    assert_eq!(received.len(), 1, "delivered once");
    assert_eq!(
        received[0].1["recipients"],
        serde_json::json!(["socio000@club.example"])
    );
    let (state, attempts, error, _) = the_delivery(&club);
    assert_eq!((state.as_str(), attempts, error), ("sent", 1, None));
    assert_eq!(relay.messages.load(Ordering::SeqCst), 1);
}
