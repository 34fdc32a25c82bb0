//! The progress line on the operator's terminal: one `\r`-rewritten line per step.

use std::io::Write;

use super::{Progress, Step};

/// Width of the bar, in characters.
const BAR_WIDTH: usize = 30;

/// Draws progress on standard error when it is a terminal; silent otherwise (a log file or
/// a test does not want carriage returns).
pub struct ProgressLine {
    enabled: bool,
    step: Option<Step>,
    shown: Option<usize>,
}

impl ProgressLine {
    /// A progress line that draws only when `enabled`.
    pub fn new(enabled: bool) -> ProgressLine {
        ProgressLine {
            enabled,
            step: None,
            shown: None,
        }
    }

    /// Redraws the line when the step or its whole percentage changed.
    pub fn show(&mut self, progress: Progress) {
        if !self.enabled {
            return;
        }
        if self.step.is_some_and(|s| s != progress.step) {
            eprintln!();
            self.shown = None;
        }
        self.step = Some(progress.step);
        let percent = percent(progress.done, progress.total);
        if self.shown == Some(percent) && progress.done < progress.total {
            return;
        }
        self.shown = Some(percent);
        let mut stderr = std::io::stderr().lock();
        let _ = write!(stderr, "\r{}", render(progress));
        let _ = stderr.flush();
    }

    /// Ends the last line, so the summary starts on its own.
    pub fn finish(&mut self) {
        if self.enabled && self.step.is_some() {
            eprintln!();
        }
        self.step = None;
    }
}

fn percent(done: usize, total: usize) -> usize {
    (done * 100).checked_div(total).unwrap_or(100)
}

/// `Players      [###############...............]   500/1002  49%`
fn render(progress: Progress) -> String {
    let filled = (progress.done * BAR_WIDTH)
        .checked_div(progress.total)
        .unwrap_or(BAR_WIDTH)
        .min(BAR_WIDTH);
    format!(
        "{:<12} [{}{}] {:>7}/{:<7} {:>3}%",
        progress.step.label(),
        "#".repeat(filled),
        ".".repeat(BAR_WIDTH - filled),
        progress.done,
        progress.total,
        percent(progress.done, progress.total)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bar_fills_with_the_work_done() {
        let line = render(Progress {
            step: Step::League,
            done: 25_000,
            total: 50_000,
        });
        assert!(
            line.starts_with("League       [###############..............."),
            "{line}"
        );
        assert!(line.ends_with(" 50%"), "{line}");
        let empty = render(Progress {
            step: Step::Players,
            done: 0,
            total: 0,
        });
        assert!(empty.contains(&"#".repeat(BAR_WIDTH)) && empty.ends_with("100%"));
    }
}
