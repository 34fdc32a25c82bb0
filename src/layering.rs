//! The house's layers hold (docs in ARCHITECTURE.md): `http → club → (domain, db)`. These
//! tests read the source tree and fail as soon as a module names a layer it must not reach:
//! `http` naming the store, the store reaching the use cases or the web (also through a
//! module it uses, such as `avatar`), or `domain` naming anything of ours.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`, at any depth.
pub(crate) fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut waiting = vec![dir.to_path_buf()];
    while let Some(dir) = waiting.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                waiting.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The code of a source file: its comment lines (docs included) left out, since a doc that
/// mentions a module is no dependency on it.
fn code_of(text: &str) -> String {
    text.lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The identifier at the start of `text`.
pub(crate) fn identifier(text: &str) -> &str {
    let end = text
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(text.len());
    &text[..end]
}

/// The module a path names: its top-level module, or the jobs room's delivery
/// (`jobs::delivery`), infrastructure that the couriers name and that is kept apart from the
/// rest of its room, which drives the club.
fn module_of(path: &str) -> &str {
    match path.strip_prefix(DELIVERY) {
        Some(rest) if identifier(rest).is_empty() => DELIVERY,
        _ => identifier(path),
    }
}

/// The delivery worker's module, a room inside `jobs`.
const DELIVERY: &str = "jobs::delivery";

/// The crate's top-level modules that `code` names through `crate::` or
/// `tournament_hub::`, grouped imports (`crate::{club, db::Db}`) included.
fn named_modules(code: &str) -> BTreeSet<String> {
    let mut named = BTreeSet::new();
    for root in ["crate::", "tournament_hub::"] {
        for (at, _) in code.match_indices(root) {
            let before = code[..at].chars().next_back();
            if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') {
                continue;
            }
            let rest = &code[at + root.len()..];
            if let Some(group) = rest.strip_prefix('{') {
                let mut depth = 0usize;
                let mut item_start = true;
                for (i, c) in group.char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' if depth == 0 => break,
                        '}' => depth -= 1,
                        ',' if depth == 0 => item_start = true,
                        c if item_start && !c.is_whitespace() => {
                            item_start = false;
                            let name = module_of(&group[i..]);
                            if !name.is_empty() {
                                named.insert(name.to_string());
                            }
                        }
                        _ => {}
                    }
                }
            } else {
                let name = module_of(rest);
                if !name.is_empty() {
                    named.insert(name.to_string());
                }
            }
        }
    }
    named
}

/// What each top-level module of the crate (`src/<name>.rs` or `src/<name>/`) names: each
/// other top-level module, with the files that name it.
type Names = BTreeMap<String, BTreeMap<String, Vec<String>>>;

/// The names of every top-level module, read from the source tree.
fn module_names() -> Names {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut modules = Names::new();
    for file in rust_files(&src) {
        let relative = file.strip_prefix(&src).unwrap();
        let first = relative.components().next().unwrap().as_os_str();
        let mut module = first.to_string_lossy().trim_end_matches(".rs").to_string();
        if relative.starts_with("jobs/delivery") || relative.starts_with("jobs/delivery.rs") {
            module = DELIVERY.to_string();
        }
        if module == "lib" || module == "main" {
            continue;
        }
        let code = code_of(&fs::read_to_string(&file).unwrap());
        let names = modules.entry(module.clone()).or_default();
        for name in named_modules(&code) {
            if name != module {
                names
                    .entry(name)
                    .or_default()
                    .push(format!("src/{}", relative.display()));
            }
        }
    }
    modules
}

/// The chains of names by which `from` reaches one of `forbidden`, directly or through the
/// modules it names.
fn forbidden_paths(modules: &Names, from: &str, forbidden: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    let mut seen = BTreeSet::from([from.to_string()]);
    let mut waiting = vec![(from.to_string(), from.to_string())];
    while let Some((module, chain)) = waiting.pop() {
        for (name, files) in modules.get(&module).into_iter().flatten() {
            if !modules.contains_key(name) || !seen.insert(name.clone()) {
                continue;
            }
            let chain = format!("{chain} → {name} ({})", files.join(", "));
            if forbidden.contains(&name.as_str()) {
                found.push(chain);
            } else {
                waiting.push((name.clone(), chain));
            }
        }
    }
    found
}

#[test]
fn names_are_read_from_paths_and_groups_but_not_from_comments() {
    let cases: [(&str, &[&str]); 8] = [
        ("use crate::db::players::PlayerRecord;", &["db"]),
        (
            "use crate::jobs::delivery::Courier; use crate::{jobs::Jobs, jobs::delivery};",
            &["jobs", "jobs::delivery"],
        ),
        ("use crate::{club::Club, db};", &["club", "db"]),
        (
            "use crate::{\n    club::{Club, Error},\n    domain::ids::PlayerId,\n};",
            &["club", "domain"],
        ),
        ("let now = crate::db::now();", &["db"]),
        ("use tournament_hub::db::Db;", &["db"]),
        ("my_crate::db::x(); $crate::club::y();", &["club"]),
        ("use super::db;", &[]),
    ];
    for (code, expected) in cases {
        let expected: BTreeSet<String> = expected.iter().map(|s| s.to_string()).collect();
        assert_eq!(named_modules(code), expected, "{code}");
    }
    assert_eq!(
        named_modules(&code_of(
            "/// See [`crate::db::revision`].\n// crate::http too\nuse crate::club::Club;"
        )),
        BTreeSet::from(["club".to_string()])
    );
}

#[test]
fn http_reaches_the_store_only_through_club() {
    let modules = module_names();
    let http = &modules["http"];
    assert!(http.contains_key("club"), "http speaks to club: {http:?}");
    let store = http.get("db").cloned().unwrap_or_default();
    assert!(
        store.is_empty(),
        "these name the store (`crate::db`): {store:#?}"
    );
}

#[test]
fn the_store_reaches_neither_club_nor_http() {
    let modules = module_names();
    let found = forbidden_paths(&modules, "db", &["club", "http", "demo", "cli"]);
    assert!(found.is_empty(), "the store reaches up: {found:#?}");
}

#[test]
fn domain_names_nothing_of_ours() {
    let modules = module_names();
    let named = &modules["domain"];
    assert!(named.is_empty(), "domain names {named:?}");
}

#[test]
fn delivery_reaches_neither_club_nor_http() {
    let modules = module_names();
    let found = forbidden_paths(&modules, DELIVERY, &["club", "http", "demo", "cli"]);
    assert!(found.is_empty(), "delivery reaches up: {found:#?}");
}

#[test]
fn push_reaches_neither_club_nor_http() {
    let modules = module_names();
    let found = forbidden_paths(&modules, "push", &["club", "http", "demo", "cli"]);
    assert!(found.is_empty(), "push reaches up: {found:#?}");
}

#[test]
fn mail_reaches_neither_club_nor_http() {
    let modules = module_names();
    let found = forbidden_paths(&modules, "mail", &["club", "http", "demo", "cli"]);
    assert!(found.is_empty(), "mail reaches up: {found:#?}");
}
