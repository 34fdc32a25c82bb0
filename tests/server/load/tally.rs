//! The load test's bookkeeping: answers by status, latencies by kind and by request, and
//! everything that breaks the pass conditions.

use std::collections::BTreeMap;
use std::time::Duration;

use super::mix::{Expected, Kind, Outcome};

/// The answers of one client (or of all, merged).
#[derive(Default)]
pub struct Tally {
    latencies: Vec<(Kind, u32)>,
    by_label: BTreeMap<&'static str, Vec<u32>>,
    statuses: [usize; 6],
    /// 5xx answers.
    pub server_errors: usize,
    /// Answers that mention a locked database.
    pub locked: usize,
    /// Requests that got no answer although one was due.
    pub broken: usize,
    /// Answers that do not fit their request.
    pub unexpected: Vec<String>,
    /// A few failures, for the assertion messages.
    pub examples: Vec<String>,
    /// The slowest answer and its request.
    pub slowest: (Duration, String),
}

impl Tally {
    /// Books one outcome.
    pub fn record(&mut self, outcome: Outcome) {
        if outcome.kind == Kind::Skipped {
            return;
        }
        let label = outcome.label;
        match (&outcome.answer, outcome.expected) {
            (_, Expected::Nothing) => {}
            (Err(e), _) => {
                self.broken += 1;
                self.example(format!("{label}: no answer ({e})"));
            }
            (Ok(answer), expected) => {
                self.statuses[usize::from(answer.status / 100).min(5)] += 1;
                if answer.status >= 500 {
                    self.server_errors += 1;
                    self.example(format!("{label}: {} {}", answer.status, answer.text()));
                }
                if answer.text().contains("database is locked") {
                    self.locked += 1;
                }
                let fits = match expected {
                    Expected::Status(status) => answer.status == status,
                    _ => (400..500).contains(&answer.status),
                };
                if !fits {
                    let text = answer.text();
                    let text = &text[..text.len().min(300)];
                    self.unexpected
                        .push(format!("{label}: {} {text}", answer.status));
                }
                let micros = u32::try_from(outcome.elapsed.as_micros()).unwrap_or(u32::MAX);
                self.latencies.push((outcome.kind, micros));
                self.by_label.entry(label).or_default().push(micros);
                if outcome.elapsed > self.slowest.0 {
                    self.slowest = (outcome.elapsed, label.to_string());
                }
            }
        }
    }

    /// The requests with the highest p99, to show where time goes.
    fn slowest_requests(&self) -> String {
        let mut rows: Vec<(f64, String)> = self
            .by_label
            .iter()
            .map(|(label, micros)| {
                let mut micros = micros.clone();
                micros.sort_unstable();
                let p99 = percentile_ms(&micros, 0.99);
                let row = format!(
                    "  {label:<40} {:>7} {:>8.2} {:>8.2} {:>8.2}\n",
                    micros.len(),
                    percentile_ms(&micros, 0.5),
                    p99,
                    percentile_ms(&micros, 1.0)
                );
                (p99, row)
            })
            .collect();
        rows.sort_by(|a, b| b.0.total_cmp(&a.0));
        let mut out = format!(
            "slowest requests by p99:\n  {:<40} {:>7} {:>8} {:>8} {:>8}\n",
            "request", "count", "p50 ms", "p99 ms", "max ms"
        );
        for (_, row) in rows.iter().take(8) {
            out.push_str(row);
        }
        out
    }

    fn example(&mut self, text: String) {
        if self.examples.len() < 10 {
            self.examples.push(text);
        }
    }

    /// Adds another client's tally.
    pub fn merge(&mut self, other: Tally) {
        self.latencies.extend(other.latencies);
        for (label, micros) in other.by_label {
            self.by_label.entry(label).or_default().extend(micros);
        }
        for (mine, theirs) in self.statuses.iter_mut().zip(other.statuses) {
            *mine += theirs;
        }
        self.server_errors += other.server_errors;
        self.locked += other.locked;
        self.broken += other.broken;
        self.unexpected.extend(other.unexpected);
        for example in other.examples {
            self.example(example);
        }
        if other.slowest.0 > self.slowest.0 {
            self.slowest = other.slowest;
        }
    }

    /// How many answered requests of `kind`.
    pub fn count(&self, kind: Kind) -> usize {
        self.latencies.iter().filter(|(k, _)| *k == kind).count()
    }

    /// The table of figures.
    pub fn report(
        &self,
        connections: usize,
        seconds: u64,
        limit: Duration,
        locked_in_log: usize,
    ) -> String {
        let mut out = format!(
            "Load with faults: {connections} connections for {seconds} s\n\
             {:<7} {:>9} {:>9} {:>8} {:>8} {:>8}\n",
            "kind", "requests", "per s", "p50 ms", "p99 ms", "max ms"
        );
        let rows = [
            ("read", Some(Kind::Read)),
            ("write", Some(Kind::Write)),
            ("fault", Some(Kind::Fault)),
            ("all", None),
        ];
        for (name, kind) in rows {
            let mut micros: Vec<u32> = self
                .latencies
                .iter()
                .filter(|(k, _)| kind.is_none_or(|kind| *k == kind))
                .map(|(_, m)| *m)
                .collect();
            micros.sort_unstable();
            let at = |q: f64| percentile_ms(&micros, q);
            out.push_str(&format!(
                "{name:<7} {:>9} {:>9.1} {:>8.2} {:>8.2} {:>8.2}\n",
                micros.len(),
                micros.len() as f64 / seconds as f64,
                at(0.50),
                at(0.99),
                at(1.0)
            ));
        }
        out.push_str(&self.slowest_requests());
        out.push_str(&format!(
            "answers: 2xx {}, 3xx {}, 4xx {} (the faults' refusals), 5xx {}; no answer: {}\n",
            self.statuses[2], self.statuses[3], self.statuses[4], self.statuses[5], self.broken
        ));
        out.push_str(&format!(
            "database is locked: {} in answers, {locked_in_log} in the server log\n",
            self.locked
        ));
        out.push_str(&format!(
            "slowest answer: {:.1} ms ({}), limit {} ms",
            self.slowest.0.as_secs_f64() * 1000.0,
            self.slowest.1,
            limit.as_millis()
        ));
        out
    }
}

/// The latency at quantile `q` of sorted microseconds, in milliseconds.
fn percentile_ms(sorted: &[u32], q: f64) -> f64 {
    let index = ((sorted.len() as f64 * q) as usize).min(sorted.len().saturating_sub(1));
    sorted.get(index).map_or(0.0, |m| f64::from(*m) / 1000.0)
}
