//! A real local SMTP relay for the email tests: Python's `aiosmtpd` running
//! tests/server/smtp_sink.py, which keeps every message it accepts as a file. aiosmtpd lives
//! in a virtualenv that scripts/test.sh makes (tests/ops/smtp-sink-venv.sh); to run these
//! tests alone, run that script once, or point `TOURNAMENT_HUB_SMTP_SINK_PYTHON` at a Python
//! that has aiosmtpd. Without one the tests fail, saying so: they are never skipped.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;
use tempfile::TempDir;

use super::free_port;

/// The environment variable naming the Python that has aiosmtpd.
pub const PYTHON_ENV: &str = "TOURNAMENT_HUB_SMTP_SINK_PYTHON";

/// The Python to run the sink with: [`PYTHON_ENV`], or the virtualenv scripts/test.sh makes.
fn python() -> PathBuf {
    let python = std::env::var_os(PYTHON_ENV)
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/ops/smtp-sink-venv/bin/python")
        });
    let works = Command::new(&python)
        .args(["-c", "import aiosmtpd"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    assert!(
        works,
        "the email tests need Python's aiosmtpd, and {} has none: run \
         `bash tests/ops/smtp-sink-venv.sh` once (scripts/test.sh does), or set {PYTHON_ENV} \
         to a Python that has it",
        python.display()
    );
    python
}

/// A running sink; killed when dropped.
pub struct MailSink {
    child: Child,
    /// The loopback port it listens on.
    pub port: u16,
    dir: TempDir,
}

impl MailSink {
    /// Starts a sink that keeps each message with its decoded summary; `extra` are more
    /// options (`--delay 2`, `--silent`).
    pub fn start(extra: &[&str]) -> MailSink {
        let dir = tempfile::tempdir().unwrap();
        let port = free_port();
        let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/server/smtp_sink.py");
        let mut child = Command::new(python())
            .arg(script)
            .arg(port.to_string())
            .arg(dir.path())
            .arg("--summaries")
            .args(extra)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let mut ready = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut ready)
            .unwrap();
        assert_eq!(ready.trim(), "ready", "the SMTP sink did not start");
        MailSink { child, port, dir }
    }

    /// `smtp://127.0.0.1:PORT`.
    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    /// How many messages it accepted so far.
    pub fn count(&self) -> usize {
        std::fs::read_dir(self.dir.path())
            .unwrap()
            .filter_map(Result::ok)
            .filter(|e| e.file_name().to_string_lossy().ends_with(".eml"))
            .count()
    }

    /// Every message accepted so far, in order: (raw text, decoded summary).
    pub fn messages(&self) -> Vec<(String, Value)> {
        let mut names: Vec<String> = std::fs::read_dir(self.dir.path())
            .unwrap()
            .filter_map(Result::ok)
            .map(|e| e.file_name().to_string_lossy().to_string())
            .filter(|name| name.ends_with(".eml") && !name.starts_with('.'))
            .collect();
        names.sort();
        names
            .into_iter()
            .map(|name| {
                let raw = std::fs::read(self.dir.path().join(&name)).unwrap();
                let summary =
                    std::fs::read(self.dir.path().join(name.replace(".eml", ".json"))).unwrap();
                (
                    String::from_utf8_lossy(&raw).into_owned(),
                    serde_json::from_slice(&summary).unwrap(),
                )
            })
            .collect()
    }

    /// Waits up to `patience` until it has accepted `n` messages; returns them all.
    pub fn wait_for(&self, n: usize, patience: Duration) -> Vec<(String, Value)> {
        let deadline = Instant::now() + patience;
        while self.count() < n {
            assert!(
                Instant::now() < deadline,
                "the sink has {} messages, not {n}",
                self.count()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        self.messages()
    }
}

impl Drop for MailSink {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
