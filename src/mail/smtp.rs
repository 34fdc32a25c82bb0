//! The connections to the relay (issue 47, "connections reused"): a few stay open between
//! messages, so a batch rides one connection, and when the relay offers PIPELINING (RFC 2920)
//! each message's envelope (`MAIL FROM`, `RCPT TO`, `DATA`) goes out in one write and its three
//! answers are read together: one round trip where there were three.
//!
//! lettre, the mail library, opens the connection, upgrades it to TLS, signs in and frames the
//! message; it has no pipelining and no way to say the relay offers it, so this module keeps
//! the connections itself (lettre's pool hides them) and asks the relay's extensions once per
//! connection with a second `EHLO` (before signing in: some relays forget a sign-in on `EHLO`).
//!
//! A relay that does not offer PIPELINING gets one command at a time, as before.

use std::fmt;
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use lettre::Address;
use lettre::address::Envelope;
use lettre::transport::smtp::Error;
use lettre::transport::smtp::authentication::{Credentials, DEFAULT_MECHANISMS};
use lettre::transport::smtp::client::{AsyncSmtpConnection, TlsParameters};
use lettre::transport::smtp::commands::{Data, Ehlo, Mail, Rcpt, Rset};
use lettre::transport::smtp::extension::{ClientId, Extension, MailBodyParameter, MailParameter};
use lettre::transport::smtp::response::{Category, Response};

use super::relay::Security;

/// Why a message did not reach the relay.
#[derive(Debug)]
pub enum Failure {
    /// The relay answered no. `for_good` when no later try can help: a permanent refusal of
    /// the mailbox or the message (55x), or a message the relay cannot carry.
    Refused { for_good: bool, reason: String },
    /// The connection failed, or the relay did not answer within the time given to a step.
    Broken(String),
}

impl Failure {
    /// lettre's error: a refusal when the relay answered, otherwise a broken connection.
    fn of(e: Error) -> Failure {
        if e.is_transient() || e.is_permanent() {
            Failure::Refused {
                for_good: e.is_permanent()
                    && e.status()
                        .is_some_and(|code| code.category == Category::MailSystem),
                reason: e.to_string(),
            }
        } else {
            Failure::Broken(e.to_string())
        }
    }

    fn is_refusal(&self) -> bool {
        matches!(self, Failure::Refused { .. })
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Refused { reason, .. } | Failure::Broken(reason) => f.write_str(reason),
        }
    }
}

/// Where and how to connect.
pub struct Target {
    pub host: String,
    pub port: u16,
    pub security: Security,
    /// The TLS settings for `Security::Tls` and `Security::StartTls`.
    pub tls: Option<TlsParameters>,
    pub credentials: Option<Credentials>,
    /// The longest wait for one answer of the relay (and for the connection itself).
    pub timeout: Duration,
    /// How long an idle connection is kept for the next message.
    pub idle: Duration,
    /// The most connections kept idle (the email lane's sends in flight).
    pub keep: usize,
}

/// An open, signed-in connection.
struct Open {
    connection: AsyncSmtpConnection,
    /// The relay offers PIPELINING on it.
    pipelining: bool,
}

/// The connections to one relay.
pub struct Connections {
    target: Target,
    hello: ClientId,
    idle: Mutex<Vec<(Open, Instant)>>,
}

/// How one message's exchange ended on a connection.
enum Exchange {
    Sent,
    /// The relay answered no; the connection is still in step and may be reused after `RSET`.
    Refused(Failure),
    /// The connection broke (or timed out) before the relay accepted anything of the
    /// message: the message may be given to another connection at once.
    BrokeBeforeData(Failure),
    /// The connection broke or timed out later: the message may or may not have arrived.
    Broke(Failure),
}

impl Connections {
    /// Connections to `target`; none is opened before the first message.
    pub fn new(target: Target) -> Connections {
        Connections {
            target,
            hello: ClientId::default(),
            idle: Mutex::new(Vec::new()),
        }
    }

    /// Hands `message` (formatted, with its `envelope`) to the relay on an idle connection, or
    /// a new one. A reused connection the relay closed meanwhile is replaced once, before
    /// anything of the message was accepted, so no message goes twice for it.
    pub async fn send(&self, envelope: &Envelope, message: &[u8]) -> Result<(), Failure> {
        let mut reused = self.take_idle();
        loop {
            let was_reused = reused.is_some();
            let mut open = match reused.take() {
                Some(open) => open,
                None => self.open().await?,
            };
            match self.exchange(&mut open, envelope, message).await {
                Exchange::Sent => {
                    self.put_back(open);
                    return Ok(());
                }
                Exchange::Refused(e) => {
                    if self
                        .step("RSET", open.connection.command(Rset))
                        .await
                        .is_ok()
                    {
                        self.put_back(open);
                    }
                    return Err(e);
                }
                Exchange::BrokeBeforeData(_) if was_reused => continue,
                Exchange::BrokeBeforeData(failure) | Exchange::Broke(failure) => {
                    return Err(failure);
                }
            }
        }
    }

    /// How many connections wait for the next message (for tests).
    #[cfg(test)]
    fn idle_count(&self) -> usize {
        self.idle_list().len()
    }

    /// The idle list; a panic while it was held leaves it usable (it holds only connections).
    fn idle_list(&self) -> MutexGuard<'_, Vec<(Open, Instant)>> {
        self.idle.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn take_idle(&self) -> Option<Open> {
        let mut idle = self.idle_list();
        while let Some((open, since)) = idle.pop() {
            if since.elapsed() < self.target.idle && !open.connection.has_broken() {
                return Some(open);
            }
        }
        None
    }

    fn put_back(&self, open: Open) {
        let mut idle = self.idle_list();
        if idle.len() < self.target.keep {
            idle.push((open, Instant::now()));
        }
    }

    /// One answer of the relay, or a timeout.
    async fn step<T>(
        &self,
        name: &'static str,
        answer: impl Future<Output = Result<T, Error>>,
    ) -> Result<T, Failure> {
        match tokio::time::timeout(self.target.timeout, answer).await {
            Ok(result) => result.map_err(Failure::of),
            Err(_) => Err(Failure::Broken(format!(
                "the relay did not answer {name} within {} s",
                self.target.timeout.as_secs()
            ))),
        }
    }

    /// A new connection: TLS as the relay URL says, the relay's extensions, then the sign-in.
    async fn open(&self) -> Result<Open, Failure> {
        let target = &self.target;
        let wrapped = match target.security {
            Security::Tls => target.tls.clone(),
            Security::StartTls | Security::Plain => None,
        };
        let mut connection = self
            .step(
                "the connection",
                AsyncSmtpConnection::connect_tokio1(
                    (target.host.as_str(), target.port),
                    Some(target.timeout),
                    &self.hello,
                    wrapped,
                    None,
                ),
            )
            .await?;
        if let (Security::StartTls, Some(tls)) = (target.security, &target.tls) {
            self.step("STARTTLS", connection.starttls(tls.clone(), &self.hello))
                .await?;
        }
        let extensions = self
            .step("EHLO", connection.command(Ehlo::new(self.hello.clone())))
            .await?;
        if let Some(credentials) = &target.credentials {
            self.step("AUTH", connection.auth(DEFAULT_MECHANISMS, credentials))
                .await?;
        }
        Ok(Open {
            connection,
            pipelining: offers_pipelining(&extensions),
        })
    }

    /// One message on `open`: the envelope's commands, pipelined when the relay offers it,
    /// then the message.
    async fn exchange(&self, open: &mut Open, envelope: &Envelope, message: &[u8]) -> Exchange {
        let Some(commands) = envelope_commands(&open.connection, envelope, message) else {
            return Exchange::Refused(Failure::Refused {
                for_good: true,
                reason: "the relay takes no non-ASCII addresses or text (no SMTPUTF8 or 8BITMIME)"
                    .into(),
            });
        };
        let answers = if open.pipelining {
            self.pipelined(&mut open.connection, &commands).await
        } else {
            self.one_by_one(&mut open.connection, &commands).await
        };
        let answers = match answers {
            Ok(answers) => answers,
            Err(failure) => return Exchange::BrokeBeforeData(failure),
        };
        let data_accepted =
            answers.len() == commands.len() && answers.last().is_some_and(Result::is_ok);
        match answers.into_iter().find_map(Result::err) {
            None => match self
                .step("the message", open.connection.message(message))
                .await
            {
                Ok(_) => Exchange::Sent,
                Err(refusal) if refusal.is_refusal() => Exchange::Refused(refusal),
                Err(failure) => Exchange::Broke(failure),
            },
            // The relay took DATA though a command before it was refused: end the empty
            // message so the connection stays in step; the relay has no recipient for it.
            Some(refusal) if data_accepted => {
                match self.step("the message", open.connection.message(b"")).await {
                    Ok(_) => Exchange::Refused(refusal),
                    Err(answer) if answer.is_refusal() => Exchange::Refused(refusal),
                    Err(failure) => Exchange::Broke(failure),
                }
            }
            Some(refusal) => Exchange::Refused(refusal),
        }
    }

    /// All commands in one write, then their answers in order. A network failure or a
    /// timeout is `Err`; a refusal is one of the answers.
    async fn pipelined(
        &self,
        connection: &mut AsyncSmtpConnection,
        commands: &[String],
    ) -> Result<Vec<Result<Response, Failure>>, Failure> {
        let mut answers = Vec::with_capacity(commands.len());
        let first = self
            .step_answer("MAIL FROM", connection.command(commands.concat()))
            .await?;
        answers.push(first);
        for _ in 1..commands.len() {
            let answer = self
                .step_answer("RCPT TO or DATA", connection.read_response())
                .await?;
            answers.push(answer);
        }
        Ok(answers)
    }

    /// Each command after the answer to the one before; stops at the first refusal.
    async fn one_by_one(
        &self,
        connection: &mut AsyncSmtpConnection,
        commands: &[String],
    ) -> Result<Vec<Result<Response, Failure>>, Failure> {
        let mut answers = Vec::with_capacity(commands.len());
        for command in commands {
            let answer = self
                .step_answer("MAIL FROM, RCPT TO or DATA", connection.command(command))
                .await?;
            let refused = answer.is_err();
            answers.push(answer);
            if refused {
                break;
            }
        }
        Ok(answers)
    }

    /// An answer of the relay, yes or no; a broken connection or a timeout is `Err`.
    async fn step_answer(
        &self,
        name: &'static str,
        answer: impl Future<Output = Result<Response, Error>>,
    ) -> Result<Result<Response, Failure>, Failure> {
        match self.step(name, answer).await {
            Ok(response) => Ok(Ok(response)),
            Err(refusal) if refusal.is_refusal() => Ok(Err(refusal)),
            Err(failure) => Err(failure),
        }
    }
}

/// Whether an `EHLO` answer lists PIPELINING (one keyword per line after the first).
fn offers_pipelining(extensions: &Response) -> bool {
    extensions.message().skip(1).any(|line| {
        line.split_whitespace()
            .next()
            .is_some_and(|keyword| keyword.eq_ignore_ascii_case("PIPELINING"))
    })
}

/// `MAIL FROM`, one `RCPT TO` per recipient, and `DATA`, each with its line end, with the
/// parameters lettre's own sending would add (SMTPUTF8, 8BITMIME); `None` when the message
/// needs an extension the relay lacks.
fn envelope_commands(
    connection: &AsyncSmtpConnection,
    envelope: &Envelope,
    message: &[u8],
) -> Option<Vec<String>> {
    let info = connection.server_info();
    let mut parameters = Vec::new();
    let non_ascii = |address: &Address| !AsRef::<str>::as_ref(address).is_ascii();
    if envelope.from().is_some_and(non_ascii) || envelope.to().iter().any(non_ascii) {
        if !info.supports_feature(Extension::SmtpUtfEight) {
            return None;
        }
        parameters.push(MailParameter::SmtpUtfEight);
    }
    if !message.is_ascii() {
        if !info.supports_feature(Extension::EightBitMime) {
            return None;
        }
        parameters.push(MailParameter::Body(MailBodyParameter::EightBitMime));
    }
    let mut commands = vec![Mail::new(envelope.from().cloned(), parameters).to_string()];
    commands.extend(
        envelope
            .to()
            .iter()
            .map(|to| Rcpt::new(to.clone(), vec![]).to_string()),
    );
    commands.push(Data.to_string());
    Some(commands)
}

#[cfg(test)]
#[path = "smtp_tests.rs"]
mod tests;
