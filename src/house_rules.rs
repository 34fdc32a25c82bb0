//! The house rules that reading the source tree checks, beside the layers of `layering.rs`
//! (docs/architecture.md, "Which test guards which rule"): files stay small enough to read
//! in one sitting, only the clocks in `club/clock.rs` read the time in `club` and `domain`,
//! comments cite documents that are in the repository, and no circle ties the files of one
//! room (a top-level module such as `http` or `club`).
//!
//! Each rule has a short list of known exceptions, in files being split as this is written.
//! An exception that no longer holds fails too, so the lists only shrink.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use super::layering::{identifier, rust_files};

/// The longest a source file may grow, in lines.
const MAX_LINES: usize = 600;

/// Files over [`MAX_LINES`] that are being split as this is written.
const KNOWN_LONG: &[&str] = &[];

/// The files that keep the club's time: [`crate::club::Clock`] and the wall clock.
const CLOCK_FILES: &[&str] = &["src/club/clock.rs"];

/// Reads of the time that, in `club` and `domain`, only the clocks may make.
const TIME_READS: &[&str] = &["Utc::now", "Local::now", "SystemTime::now", "db::now"];

/// The folders (and files) whose text may cite documents.
const CITING: &[&str] = &[
    "src",
    "tests",
    "ui/src",
    "docs",
    "bench",
    "scripts",
    "README.md",
];

/// Files (by the start of their path) whose citations of documents outside the repository
/// are being rewritten as this is written.
const KNOWN_CITATIONS: &[&str] = &[];

/// Circles being broken as this is written, each as the files it ties.
const KNOWN_CIRCLES: &[&[&str]] = &[];

/// The repository's root.
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A path relative to the repository's root, with forward slashes.
fn shown(path: &Path) -> String {
    let relative = path.strip_prefix(root()).unwrap_or(path);
    relative.to_string_lossy().replace('\\', "/")
}

/// Whether `path` holds tests only: `*_tests.rs`, `tests.rs`, or a file under `tests/`.
fn is_test_file(path: &str) -> bool {
    path.ends_with("_tests.rs") || path.ends_with("/tests.rs") || path.contains("/tests/")
}

/// `text` with its comments and the insides of its string and character literals blanked
/// (newlines kept), so that what is left is code and every position stays where it was.
fn code_only(text: &str) -> Vec<char> {
    let c: Vec<char> = text.chars().collect();
    let mut out = c.clone();
    let blank = |out: &mut Vec<char>, from: usize, to: usize| {
        for ch in &mut out[from..to] {
            if *ch != '\n' {
                *ch = ' ';
            }
        }
    };
    let word = |i: usize| i > 0 && (c[i - 1].is_alphanumeric() || c[i - 1] == '_');
    let mut i = 0;
    while i < c.len() {
        let next = c.get(i + 1).copied();
        if c[i] == '/' && next == Some('/') {
            let end = c[i..]
                .iter()
                .position(|&ch| ch == '\n')
                .map_or(c.len(), |n| i + n);
            blank(&mut out, i, end);
            i = end;
        } else if c[i] == '/' && next == Some('*') {
            let (mut depth, mut j) = (1, i + 2);
            while j < c.len() && depth > 0 {
                if c[j] == '/' && c.get(j + 1) == Some(&'*') {
                    depth += 1;
                    j += 1;
                } else if c[j] == '*' && c.get(j + 1) == Some(&'/') {
                    depth -= 1;
                    j += 1;
                }
                j += 1;
            }
            blank(&mut out, i, j);
            i = j;
        } else if c[i] == 'r' && !word(i) && matches!(next, Some('#' | '"')) {
            let hashes = c[i + 1..].iter().take_while(|&&ch| ch == '#').count();
            if c.get(i + 1 + hashes) != Some(&'"') {
                i += 1;
                continue;
            }
            let close: String = std::iter::once('"')
                .chain("#".repeat(hashes).chars())
                .collect();
            let close: Vec<char> = close.chars().collect();
            let start = i + 2 + hashes;
            let end = (start..c.len())
                .find(|&j| c[j..].starts_with(&close))
                .unwrap_or(c.len());
            blank(&mut out, start, end);
            i = end + close.len();
        } else if c[i] == '"' {
            let mut j = i + 1;
            while j < c.len() && c[j] != '"' {
                j += if c[j] == '\\' { 2 } else { 1 };
            }
            blank(&mut out, i + 1, j.min(c.len()));
            i = j + 1;
        } else if c[i] == '\'' {
            // A character literal ('x', '\n', '\u{..}'); otherwise a lifetime.
            let end = if next == Some('\\') {
                (i + 2..c.len()).find(|&j| c[j] == '\'')
            } else {
                (c.get(i + 2) == Some(&'\'')).then_some(i + 2)
            };
            match end {
                Some(end) => {
                    blank(&mut out, i + 1, end);
                    i = end + 1;
                }
                None => i += 1,
            }
        } else {
            i += 1;
        }
    }
    out
}

/// The number of the line at char position `at` (from 1).
fn line_at(code: &[char], at: usize) -> usize {
    code[..at].iter().filter(|&&ch| ch == '\n').count() + 1
}

/// Where `needle` occurs in `code`, starting at a word boundary.
fn occurrences(code: &[char], needle: &str) -> Vec<usize> {
    let needle: Vec<char> = needle.chars().collect();
    (0..code.len())
        .filter(|&i| code[i..].starts_with(&needle))
        .filter(|&i| i == 0 || !(code[i - 1].is_alphanumeric() || code[i - 1] == '_'))
        .collect()
}

/// The end of the block whose `{` is at `open`.
fn block_end(code: &[char], open: usize) -> usize {
    let mut depth = 0usize;
    for (j, &ch) in code.iter().enumerate().skip(open) {
        match ch {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return j + 1;
                }
            }
            _ => {}
        }
    }
    code.len()
}

/// The modules written inline (`mod name { ... }`): name, and the span of its body.
fn inline_modules(code: &[char]) -> Vec<(String, usize, usize)> {
    let mut found = Vec::new();
    for at in occurrences(code, "mod ") {
        let rest: String = code[at + 4..].iter().take(80).collect();
        let name = identifier(rest.trim_start()).to_string();
        let after = rest.trim_start()[name.len()..].trim_start();
        if !name.is_empty() && after.starts_with('{') {
            let open = at + 4 + rest.find('{').unwrap_or(0);
            found.push((name, open, block_end(code, open)));
        }
    }
    found
}

/// `code` with its test modules (`#[cfg(test)] mod ... { ... }`) blanked.
fn without_test_modules(code: &[char]) -> Vec<char> {
    let mut out = code.to_vec();
    for at in occurrences(code, "#[cfg(test)]") {
        let rest: String = code[at + 12..].iter().take(120).collect();
        let trimmed = rest.trim_start();
        if let Some(after) = trimmed.strip_prefix("mod ") {
            let name = identifier(after.trim_start());
            if after.trim_start()[name.len()..]
                .trim_start()
                .starts_with('{')
            {
                let open = at + 12 + rest.find('{').unwrap_or(0);
                for ch in &mut out[at..block_end(code, open)] {
                    if *ch != '\n' {
                        *ch = ' ';
                    }
                }
            }
        }
    }
    out
}

#[test]
fn no_source_file_is_over_600_lines() {
    let mut long = BTreeSet::new();
    for file in rust_files(&root().join("src")) {
        let path = shown(&file);
        let lines = fs::read_to_string(&file).unwrap().lines().count();
        if lines > MAX_LINES && !is_test_file(&path) {
            long.insert((path, lines));
        }
    }
    let new: Vec<_> = long
        .iter()
        .filter(|(path, _)| !KNOWN_LONG.contains(&path.as_str()))
        .map(|(path, lines)| format!("{path}: {lines} lines"))
        .collect();
    assert!(
        new.is_empty(),
        "over {MAX_LINES} lines (split by meaning; tests may go to a `*_tests.rs`): {new:#?}"
    );
    let gone: Vec<_> = KNOWN_LONG
        .iter()
        .filter(|known| !long.iter().any(|(path, _)| path == *known))
        .collect();
    assert!(
        gone.is_empty(),
        "no longer long: take off KNOWN_LONG: {gone:?}"
    );
}

/// The reads of the time in `text` (a Rust file), tests aside: line and what it reads.
fn time_reads(text: &str) -> Vec<(usize, &'static str)> {
    let code = without_test_modules(&code_only(text));
    let mut found = Vec::new();
    for read in TIME_READS {
        for at in occurrences(&code, read) {
            found.push((line_at(&code, at), *read));
        }
    }
    // `use crate::db::{now, ...}` and the like, then `now()`.
    for (at, path) in paths(&code) {
        if path.len() >= 2 && path[path.len() - 2] == "db" && path[path.len() - 1] == "now" {
            found.push((line_at(&code, at), "db::now"));
        }
    }
    found.sort();
    found.dedup();
    found
}

#[test]
fn only_the_clocks_read_the_time_in_club_and_domain() {
    let mut reads = Vec::new();
    for room in ["src/club", "src/domain"] {
        for file in rust_files(&root().join(room)) {
            let path = shown(&file);
            if CLOCK_FILES.contains(&path.as_str()) || is_test_file(&path) {
                continue;
            }
            for (line, read) in time_reads(&fs::read_to_string(&file).unwrap()) {
                reads.push(format!("{path}:{line}: {read}"));
            }
        }
    }
    assert!(
        reads.is_empty(),
        "only club/clock.rs reads the time here: ask `Clock` for the club's day and hour, \
         or `WallClock` for real lifetimes (sessions, links): {reads:#?}"
    );
}

/// The citations in `text` of documents that are not in the repository: line and text. A
/// section sign names a section of some document; only RFCs are cited that way here.
fn stray_citations(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    let outside = [concat!("product", "-spec"), concat!("../", "shared")];
    for (n, line) in text.lines().enumerate() {
        let lower = line.to_lowercase();
        let mut stray = outside.iter().any(|word| lower.contains(word));
        for (at, _) in lower.match_indices('§') {
            let before = lower[..at].trim_end();
            let number = before.trim_end_matches(|c: char| c.is_ascii_digit());
            let rfc = number.len() < before.len() && number.trim_end().ends_with("rfc");
            stray |= !rfc;
        }
        if stray {
            found.push((n + 1, line.trim().to_string()));
        }
    }
    found
}

/// The anchors `markdown` offers: its `<a id>`s and its headings' own.
fn anchors(markdown: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for line in markdown.lines() {
        if let Some(rest) = line.split("<a id=\"").nth(1) {
            found.insert(rest.split('"').next().unwrap_or_default().to_string());
        }
        if line.starts_with('#') {
            let heading = line.trim_start_matches('#').trim().to_lowercase();
            let slug: String = heading
                .chars()
                .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
                .map(|c| if c == ' ' { '-' } else { c })
                .collect();
            found.insert(slug);
        }
    }
    found
}

/// The citations of `docs/…md#…` in `text` that name no file or no anchor of the repository.
fn missing_documents(text: &str, repository: &Path) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (n, line) in text.lines().enumerate() {
        for (at, _) in line.match_indices("docs/") {
            let rest = &line[at..];
            let end = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || "/._-#".contains(c)))
                .unwrap_or(rest.len());
            let cited = rest[..end].trim_end_matches('.');
            let (file, anchor) = cited.split_once('#').unwrap_or((cited, ""));
            if !file.ends_with(".md") {
                continue;
            }
            let exists = match fs::read_to_string(repository.join(file)) {
                Err(_) => false,
                Ok(_) if anchor.is_empty() => true,
                Ok(markdown) => anchors(&markdown).contains(anchor),
            };
            if !exists {
                found.push((n + 1, cited.to_string()));
            }
        }
    }
    found
}

#[test]
fn citations_name_documents_in_the_repository() {
    let mut stray = Vec::new();
    let mut still_known = BTreeSet::new();
    for place in CITING {
        let place = root().join(place);
        let files = if place.is_dir() {
            text_files(&place)
        } else {
            vec![place]
        };
        for file in files {
            let path = shown(&file);
            let Ok(mut text) = fs::read_to_string(&file) else {
                continue;
            };
            if path == "src/house_rules.rs" {
                continue;
            }
            if path == "docs/rules.md" {
                // Its table of old citations says where each now points.
                text = old_citations_left_out(&text);
            }
            let mut found: Vec<String> = stray_citations(&text)
                .into_iter()
                .map(|(line, cited)| format!("{path}:{line}: {cited}"))
                .collect();
            for (line, cited) in missing_documents(&text, &root()) {
                found.push(format!(
                    "{path}:{line}: no such document or anchor: {cited}"
                ));
            }
            match KNOWN_CITATIONS
                .iter()
                .find(|known| path.starts_with(*known))
            {
                Some(known) if !found.is_empty() => {
                    still_known.insert(*known);
                }
                _ => stray.extend(found),
            }
        }
    }
    assert!(
        stray.is_empty(),
        "cite a section of docs/ that exists (docs/rules.md#old-citations maps the old ones), \
         or say the rule in words: {stray:#?}"
    );
    let gone: Vec<_> = KNOWN_CITATIONS
        .iter()
        .filter(|known| !still_known.contains(*known))
        .collect();
    assert!(
        gone.is_empty(),
        "no stray citation left: take off KNOWN_CITATIONS: {gone:?}"
    );
}

/// `rules` (docs/rules.md) without its section of old citations, lines kept.
fn old_citations_left_out(rules: &str) -> String {
    let mut inside = false;
    let lines: Vec<&str> = rules
        .lines()
        .map(|line| {
            if line.contains("<a id=") {
                inside = line.contains("\"old-citations\"");
            }
            if inside { "" } else { line }
        })
        .collect();
    lines.join("\n")
}

/// Every text file under `dir` that a person writes, not what tools make or fetch.
fn text_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut waiting = vec![dir.to_path_buf()];
    while let Some(dir) = waiting.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            if path.is_dir() {
                if !["node_modules", "__pycache__", "screenshots", "dist"].contains(&&*name) {
                    waiting.push(path);
                }
            } else if [
                ".rs", ".ts", ".tsx", ".md", ".sh", ".py", ".js", ".css", ".sql",
            ]
            .iter()
            .any(|ext| name.ends_with(ext))
            {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

mod circles;
use circles::paths;

#[test]
fn a_planted_read_of_the_time_is_found_but_not_in_tests_or_words() {
    let text = "use crate::db::{self, now};\nfn f() {\n    let a = chrono::Utc::now();\n    \
                let b = SystemTime::now(); // Utc::now() in a comment\n    let c = \"db::now\";\n}\n\
                #[cfg(test)]\nmod tests {\n    fn g() { Utc::now(); }\n}\n";
    assert_eq!(
        time_reads(text),
        [(1, "db::now"), (3, "Utc::now"), (4, "SystemTime::now")]
    );
}

#[test]
fn planted_citations_of_documents_outside_are_found() {
    let text = "// (decisions §13)\n// spec §3\n// see the product-spec\n// ../shared/x.md\n\
                // RFC 8291 §3.4 is fine\n// Art. 9 too\n";
    let lines: Vec<usize> = stray_citations(text).into_iter().map(|(n, _)| n).collect();
    assert_eq!(lines, [1, 2, 3, 4]);
    let text = "// docs/rules.md#permissions\n// docs/rules.md#nowhere\n// docs/gone.md\n\
                // docs/rules.md.\n// docs/rules.md#ranking-and-name-order\n";
    let missing: Vec<String> = missing_documents(text, &root())
        .into_iter()
        .map(|(n, cited)| format!("{n}: {cited}"))
        .collect();
    assert_eq!(missing, ["2: docs/rules.md#nowhere", "3: docs/gone.md"]);
}
