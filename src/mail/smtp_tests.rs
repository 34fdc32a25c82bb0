//! The relay connections against a scripted relay on loopback: pipelining only where offered,
//! one connection for a batch, refusals that leave the connection in step, and a connection
//! the relay closed while idle replaced without a message going twice.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use lettre::message::Message;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};

use super::*;

/// What the scripted relay does.
#[derive(Clone, Copy, Default)]
struct Script {
    /// It offers PIPELINING.
    pipelining: bool,
    /// It closes the connection after each accepted message, without a word.
    hang_up_after_each: bool,
}

/// What the relay saw.
#[derive(Default)]
struct Seen {
    connections: usize,
    /// Per envelope: `MAIL FROM`, `RCPT TO` and `DATA` all arrived before the relay answered.
    pipelined: Vec<bool>,
    /// A command arrived before the relay had answered the one before it, unasked.
    unasked_pipelining: bool,
    /// The accepted messages' bodies.
    messages: Vec<String>,
}

/// The address the relay refuses for good (`550`).
const UNKNOWN: &str = "nadie@club.example";

/// Starts the relay on a loopback port; returns the port and what it sees.
async fn relay(script: Script) -> (u16, Arc<Mutex<Seen>>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let seen = Arc::new(Mutex::new(Seen::default()));
    let books = seen.clone();
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            books.lock().unwrap().connections += 1;
            tokio::spawn(session(stream, script, books.clone()));
        }
    });
    (port, seen)
}

/// Reads one line; `None` when the client is gone or sent nothing within `wait`.
async fn line(reader: &mut BufReader<OwnedReadHalf>, wait: Duration) -> Option<String> {
    let mut text = String::new();
    match tokio::time::timeout(wait, reader.read_line(&mut text)).await {
        Ok(Ok(n)) if n > 0 => Some(text.trim_end().to_string()),
        _ => None,
    }
}

/// Whether the client sent more before it was answered.
async fn sent_more(reader: &mut BufReader<OwnedReadHalf>) -> bool {
    tokio::time::timeout(Duration::from_millis(150), reader.fill_buf())
        .await
        .is_ok_and(|read| read.is_ok_and(|bytes| !bytes.is_empty()))
}

/// The relay's answer to `MAIL FROM` or `RCPT TO`.
fn answer_to(command: &str) -> &'static str {
    if command.contains(UNKNOWN) {
        "550 5.1.1 no such mailbox\r\n"
    } else {
        "250 ok\r\n"
    }
}

fn is_data(command: &str) -> bool {
    command.eq_ignore_ascii_case("DATA")
}

/// One envelope from its `MAIL FROM` to `DATA`, answered as the script says; returns its
/// commands and the answers still to write (`DATA`'s, and with pipelining all of them).
async fn envelope(
    first: String,
    reader: &mut BufReader<OwnedReadHalf>,
    write: &mut OwnedWriteHalf,
    script: Script,
    seen: &Mutex<Seen>,
) -> Option<(Vec<String>, String)> {
    let mut commands = vec![first];
    let mut answers = String::new();
    let mut pipelined = script.pipelining;
    while !is_data(commands.last().unwrap()) {
        if pipelined {
            // Nothing is answered before DATA. A client that waits for an answer sends
            // nothing more within the second given: it is answered, one command at a time.
            answers.push_str(answer_to(commands.last().unwrap()));
            if let Some(next) = line(reader, Duration::from_secs(1)).await {
                commands.push(next);
                continue;
            }
            pipelined = false;
            write.write_all(answers.as_bytes()).await.ok()?;
            answers.clear();
        } else {
            let unasked = sent_more(reader).await;
            seen.lock().unwrap().unasked_pipelining |= unasked;
            write
                .write_all(answer_to(commands.last().unwrap()).as_bytes())
                .await
                .ok()?;
        }
        commands.push(line(reader, Duration::from_secs(10)).await?);
    }
    if script.pipelining {
        seen.lock().unwrap().pipelined.push(pipelined);
    }
    let recipients = commands
        .iter()
        .filter(|c| c.to_ascii_uppercase().starts_with("RCPT") && !c.contains(UNKNOWN));
    answers.push_str(if recipients.count() > 0 {
        "354 go ahead\r\n"
    } else {
        "554 5.5.1 no valid recipients\r\n"
    });
    Some((commands, answers))
}

async fn session(stream: tokio::net::TcpStream, script: Script, seen: Arc<Mutex<Seen>>) {
    let (read, mut write) = stream.into_split();
    let mut reader = BufReader::new(read);
    let long = Duration::from_secs(10);
    write.write_all(b"220 relay.test ESMTP\r\n").await.unwrap();
    while let Some(command) = line(&mut reader, long).await {
        let verb = command
            .split([' ', ':'])
            .next()
            .unwrap_or("")
            .to_ascii_uppercase();
        let answer = match verb.as_str() {
            "EHLO" => {
                let offer = if script.pipelining {
                    "250-PIPELINING\r\n"
                } else {
                    ""
                };
                format!("250-relay.test\r\n{offer}250 8BITMIME\r\n")
            }
            "MAIL" => {
                let Some((_, answers)) =
                    envelope(command, &mut reader, &mut write, script, &seen).await
                else {
                    return;
                };
                write.write_all(answers.as_bytes()).await.unwrap();
                if !answers.ends_with("354 go ahead\r\n") {
                    continue;
                }
                let mut body = String::new();
                loop {
                    let Some(text) = line(&mut reader, long).await else {
                        return;
                    };
                    if text == "." {
                        break;
                    }
                    body.push_str(&text);
                    body.push('\n');
                }
                seen.lock().unwrap().messages.push(body);
                if script.hang_up_after_each {
                    // Accepted, and then the relay is gone without a word.
                    let _ = write.write_all(b"250 queued\r\n").await;
                    return;
                }
                "250 queued\r\n".into()
            }
            "RSET" | "NOOP" => "250 ok\r\n".into(),
            "QUIT" => {
                let _ = write.write_all(b"221 bye\r\n").await;
                return;
            }
            _ => "502 5.5.2 not known here\r\n".into(),
        };
        write.write_all(answer.as_bytes()).await.unwrap();
    }
}

fn connections(port: u16) -> Connections {
    Connections::new(target(port))
}

fn target(port: u16) -> Target {
    Target {
        host: "127.0.0.1".into(),
        port,
        security: Security::Plain,
        tls: None,
        credentials: None,
        timeout: Duration::from_secs(5),
        idle: Duration::from_secs(60),
        keep: 4,
    }
}

/// A notice as the club writes them: Spanish first, accents, a two-surname name.
fn letter(to: &str, n: usize) -> Message {
    Message::builder()
        .from("Club de Tenis <avisos@club.example>".parse().unwrap())
        .to(to.parse().unwrap())
        .subject(format!("Resultado confirmado ({n})"))
        .body(format!(
            "María Fernanda Villalobos Quesada le ganó a Ileana Víquez Fallas 6-4, 7-6(5). Aviso {n}."
        ))
        .unwrap()
}

async fn send(relay: &Connections, message: &Message) -> Result<(), Failure> {
    relay.send(message.envelope(), &message.formatted()).await
}

#[tokio::test]
async fn a_relay_offering_pipelining_gets_each_envelope_in_one_write_and_one_connection_carries_the_batch()
 {
    let (port, seen) = relay(Script {
        pipelining: true,
        ..Script::default()
    })
    .await;
    let relay = connections(port);
    for n in 1..=3 {
        send(&relay, &letter("ileana.viquez@club.example", n))
            .await
            .unwrap();
    }
    let seen = seen.lock().unwrap();
    assert_eq!(
        seen.pipelined,
        [true, true, true],
        "MAIL, RCPT and DATA before any answer"
    );
    assert_eq!(seen.connections, 1, "the batch rides one connection");
    assert_eq!(seen.messages.len(), 3);
    assert!(
        seen.messages[2].contains("Aviso 3."),
        "{}",
        seen.messages[2]
    );
    assert_eq!(relay.idle_count(), 1);
}

#[tokio::test]
async fn a_relay_without_pipelining_gets_one_command_at_a_time() {
    let (port, seen) = relay(Script::default()).await;
    let relay = connections(port);
    for n in 1..=2 {
        send(&relay, &letter("ileana.viquez@club.example", n))
            .await
            .unwrap();
    }
    let seen = seen.lock().unwrap();
    assert!(
        !seen.unasked_pipelining,
        "a command went out before the answer to the one before"
    );
    assert_eq!(seen.connections, 1);
    assert_eq!(seen.messages.len(), 2);
}

#[tokio::test]
async fn a_refused_mailbox_is_refused_for_good_and_leaves_the_connection_in_step() {
    for pipelining in [true, false] {
        let (port, seen) = relay(Script {
            pipelining,
            ..Script::default()
        })
        .await;
        let relay = connections(port);
        let refused = send(&relay, &letter(UNKNOWN, 1)).await.unwrap_err();
        assert!(
            matches!(refused, Failure::Refused { for_good: true, .. }),
            "pipelining {pipelining}: {refused:?}"
        );
        assert!(refused.to_string().contains("no such mailbox"), "{refused}");
        send(&relay, &letter("ileana.viquez@club.example", 2))
            .await
            .unwrap();
        let seen = seen.lock().unwrap();
        assert_eq!(
            seen.connections, 1,
            "pipelining {pipelining}: the connection was kept"
        );
        assert_eq!(seen.messages.len(), 1, "pipelining {pipelining}");
        assert!(seen.messages[0].contains("Aviso 2."));
    }
}

#[tokio::test]
async fn a_connection_the_relay_closed_while_idle_is_replaced_and_nothing_goes_twice() {
    let (port, seen) = relay(Script {
        pipelining: true,
        hang_up_after_each: true,
    })
    .await;
    let relay = connections(port);
    for n in 1..=3 {
        send(&relay, &letter("ileana.viquez@club.example", n))
            .await
            .unwrap();
        // Let the relay's close arrive before the next message takes the idle connection.
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let seen = seen.lock().unwrap();
    assert_eq!(seen.connections, 3);
    let sent: Vec<_> = seen
        .messages
        .iter()
        .map(|body| body.contains("Aviso"))
        .collect();
    assert_eq!(sent, [true, true, true], "each message once");
}

#[tokio::test]
async fn a_relay_that_does_not_answer_fails_the_send_within_the_timeout() {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    tokio::spawn(async move {
        // Accepts, greets, and then says nothing more.
        let mut held = Vec::new();
        while let Ok((mut stream, _)) = listener.accept().await {
            stream.write_all(b"220 relay.test\r\n").await.unwrap();
            held.push(stream);
        }
    });
    let relay = Connections::new(Target {
        timeout: Duration::from_millis(300),
        ..target(port)
    });
    let started = std::time::Instant::now();
    let failure = send(&relay, &letter("ileana.viquez@club.example", 1))
        .await
        .unwrap_err();
    assert!(matches!(failure, Failure::Broken(_)), "{failure:?}");
    assert!(failure.to_string().contains("did not answer"), "{failure}");
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "{:?}",
        started.elapsed()
    );
}
