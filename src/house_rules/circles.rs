//! No circle between the files of one room. A file depends on another of its room when it
//! names it: `crate::room::x`, `super::x`, `self::x`, or a child module by its name, in a
//! `use` or in the code, through a `pub use` to where the item really lives. A file naming
//! one of its own ancestors (`super::AppState` from `http/players.rs`) is no dependency: a
//! module holds its children, and they may use what it holds.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::fs;

use super::{KNOWN_CIRCLES, code_only, inline_modules, root, rust_files, shown};

/// One source file: its path, its module path (`["http", "players", "form"]`) and its code.
struct File {
    path: String,
    module: Vec<String>,
    code: Vec<char>,
}

/// Whether `c` may be part of an identifier.
fn word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Skips whitespace from `i`.
fn skip_space(c: &[char], mut i: usize) -> usize {
    while c.get(i).is_some_and(|ch| ch.is_whitespace()) {
        i += 1;
    }
    i
}

/// The paths of the use tree (or plain path) starting at `i`, and where it ends:
/// `super::{a::{self, B}, c}` gives `super::a::self`, `super::a::B` and `super::c`.
fn tree(c: &[char], i: usize) -> (Vec<Vec<String>>, usize) {
    let mut i = skip_space(c, i);
    if c.get(i) == Some(&'{') {
        let mut all = Vec::new();
        i += 1;
        loop {
            i = skip_space(c, i);
            match c.get(i) {
                None => return (all, i),
                Some('}') => return (all, i + 1),
                Some(',') => i += 1,
                Some(_) => {
                    let (paths, end) = tree(c, i);
                    if end == i {
                        return (all, i + 1);
                    }
                    all.extend(paths);
                    i = end;
                }
            }
        }
    }
    let start = i;
    while c.get(i).is_some_and(|&ch| word(ch) || ch == '*') {
        i += 1;
    }
    if i == start {
        return (Vec::new(), i);
    }
    let segment: String = c[start..i].iter().collect();
    if c.get(i) == Some(&':') && c.get(i + 1) == Some(&':') {
        let (rest, end) = tree(c, i + 2);
        if rest.is_empty() {
            return (vec![vec![segment]], end);
        }
        let paths = rest
            .into_iter()
            .map(|tail| std::iter::once(segment.clone()).chain(tail).collect())
            .collect();
        return (paths, end);
    }
    (vec![vec![segment]], i)
}

/// Every path of two or more segments in `code` (comments and strings blanked): where it
/// starts, and its segments.
pub(super) fn paths(code: &[char]) -> Vec<(usize, Vec<String>)> {
    let mut found = Vec::new();
    let mut i = 0;
    while i < code.len() {
        let before = i.checked_sub(1).map(|b| code[b]);
        if !word(code[i]) || before.is_some_and(|b| word(b) || b == ':' || b == '\'') {
            i += 1;
            continue;
        }
        let mut end = i;
        while end < code.len() && word(code[end]) {
            end += 1;
        }
        if code.get(end) == Some(&':') && code.get(end + 1) == Some(&':') {
            let (trees, after) = tree(code, i);
            found.extend(trees.into_iter().filter(|p| p.len() > 1).map(|p| (i, p)));
            i = after.max(end);
        } else {
            i = end;
        }
    }
    found
}

/// The absolute module path that `path`, written in module `module`, names; `None` when it
/// names nothing of the crate (a type, another crate).
fn resolve(
    module: &[String],
    path: &[String],
    files: &BTreeSet<Vec<String>>,
) -> Option<Vec<String>> {
    let mut path = path.to_vec();
    while path.last().is_some_and(|s| s == "self" || s == "*") {
        path.pop();
    }
    let first = path.first()?.as_str();
    let ups = path.iter().take_while(|s| *s == "super").count();
    let (base, rest) = match first {
        "crate" => (Vec::new(), &path[1..]),
        "self" => (module.to_vec(), &path[1..]),
        "super" if ups <= module.len() => (module[..module.len() - ups].to_vec(), &path[ups..]),
        "super" => return None,
        _ => {
            let child: Vec<String> = module.iter().cloned().chain([path[0].clone()]).collect();
            if !files.contains(&child) {
                return None;
            }
            (module.to_vec(), &path[..])
        }
    };
    Some(base.into_iter().chain(rest.iter().cloned()).collect())
}

/// The module path of a file under `src/`, from its place (`http/mod.rs` is `http`).
fn module_of(relative: &str) -> Vec<String> {
    let relative = relative.trim_end_matches(".rs");
    let mut module: Vec<String> = relative.split('/').map(String::from).collect();
    if module.last().is_some_and(|last| last == "mod") {
        module.pop();
    }
    module
}

/// The files of `sources` (path under the repository, text) with their modules, a
/// `#[path = "x_tests.rs"] mod tests;` followed.
fn files_of(sources: &[(String, String)]) -> Vec<File> {
    let mut moved = BTreeMap::new();
    for (path, text) in sources {
        let lines: Vec<&str> = text.lines().map(str::trim).collect();
        for pair in lines.windows(2) {
            let (Some(target), Some(name)) = (
                pair[0]
                    .strip_prefix("#[path = \"")
                    .and_then(|t| t.split('"').next()),
                pair[1]
                    .strip_prefix("mod ")
                    .and_then(|n| n.strip_suffix(';')),
            ) else {
                continue;
            };
            let dir = path.rsplit_once('/').map_or("", |(dir, _)| dir);
            let mut module = module_of(path.trim_start_matches("src/"));
            module.push(name.trim().to_string());
            moved.insert(format!("{dir}/{target}"), module);
        }
    }
    sources
        .iter()
        .map(|(path, text)| File {
            path: path.clone(),
            module: moved
                .get(path)
                .cloned()
                .unwrap_or_else(|| module_of(path.trim_start_matches("src/"))),
            code: code_only(text),
        })
        .collect()
}

/// The items a file re-exports (`pub use a::b::Item;`): name → absolute path.
fn reexports(file: &File, modules: &BTreeSet<Vec<String>>) -> BTreeMap<String, Vec<String>> {
    let mut found = BTreeMap::new();
    let code = &file.code;
    for at in super::occurrences(code, "use ") {
        let before: String = code[..at].iter().rev().take(40).collect::<String>();
        let before: String = before.chars().rev().collect();
        let before = before.trim_end();
        if !(before.ends_with("pub") || before.ends_with(')') && before.contains("pub(")) {
            continue;
        }
        for path in tree(code, at + 4).0 {
            let name = path.last().cloned().unwrap_or_default();
            if name == "*" || name == "self" {
                continue;
            }
            if let Some(abs) = resolve(&file.module, &path, modules) {
                found.insert(name, abs);
            }
        }
    }
    found
}

/// The dependency graph between the files of each room: for each file, the files of its
/// room it names, each with the first path that names it.
fn graph(files: &[File]) -> Vec<BTreeMap<usize, String>> {
    let modules: BTreeSet<Vec<String>> = files.iter().map(|f| f.module.clone()).collect();
    let by_module: BTreeMap<&Vec<String>, usize> = files
        .iter()
        .enumerate()
        .map(|(n, f)| (&f.module, n))
        .collect();
    let exported: Vec<_> = files.iter().map(|f| reexports(f, &modules)).collect();
    // The file that holds what `abs` names, through re-exports.
    let holder = |abs: &[String]| -> Option<usize> {
        let mut abs = abs.to_vec();
        let mut holder = None;
        for _ in 0..6 {
            let depth = (1..=abs.len())
                .rev()
                .find(|&d| by_module.contains_key(&abs[..d].to_vec()))?;
            let file = by_module[&abs[..depth].to_vec()];
            holder = Some(file);
            match abs.get(depth).and_then(|item| exported[file].get(item)) {
                Some(target) => abs = target.iter().chain(&abs[depth + 1..]).cloned().collect(),
                None => break,
            }
        }
        holder
    };
    let mut edges = vec![BTreeMap::new(); files.len()];
    for (n, file) in files.iter().enumerate() {
        let inline = inline_modules(&file.code);
        for (at, path) in paths(&file.code) {
            let mut module = file.module.clone();
            module.extend(
                inline
                    .iter()
                    .filter(|(_, open, end)| (*open..*end).contains(&at))
                    .map(|(name, _, _)| name.clone()),
            );
            let Some(abs) = resolve(&module, &path, &modules) else {
                continue;
            };
            let Some(target) = holder(&abs) else {
                continue;
            };
            let theirs = &files[target].module;
            let ancestor = theirs.len() < file.module.len() && file.module.starts_with(theirs);
            if target != n && theirs[0] == file.module[0] && !ancestor {
                edges[n].entry(target).or_insert_with(|| path.join("::"));
            }
        }
    }
    edges
}

/// The groups of files tied in a circle (strongly connected, more than one file).
fn tied(edges: &[BTreeMap<usize, String>]) -> Vec<Vec<usize>> {
    // Kosaraju: finish order on the graph, then sweep the reversed graph.
    let n = edges.len();
    let mut order = Vec::new();
    let mut seen = vec![false; n];
    for start in 0..n {
        if seen[start] {
            continue;
        }
        seen[start] = true;
        let mut stack = vec![(start, edges[start].keys().copied().collect::<Vec<_>>())];
        while let Some((node, next)) = stack.last_mut() {
            if let Some(to) = next.pop() {
                if !seen[to] {
                    seen[to] = true;
                    stack.push((to, edges[to].keys().copied().collect()));
                }
            } else {
                order.push(*node);
                stack.pop();
            }
        }
    }
    let mut reversed = vec![Vec::new(); n];
    for (from, to) in edges.iter().enumerate() {
        for &to in to.keys() {
            reversed[to].push(from);
        }
    }
    let mut group_of = vec![usize::MAX; n];
    let mut groups = Vec::new();
    for &start in order.iter().rev() {
        if group_of[start] != usize::MAX {
            continue;
        }
        let mut group = vec![start];
        group_of[start] = groups.len();
        let mut waiting = vec![start];
        while let Some(node) = waiting.pop() {
            for &from in &reversed[node] {
                if group_of[from] == usize::MAX {
                    group_of[from] = groups.len();
                    group.push(from);
                    waiting.push(from);
                }
            }
        }
        group.sort();
        groups.push(group);
    }
    groups.retain(|g| g.len() > 1);
    groups.sort();
    groups
}

/// One shortest circle through the first file of `group`, written out with the paths that
/// tie each file to the next.
fn one_circle(group: &[usize], files: &[File], edges: &[BTreeMap<usize, String>]) -> String {
    let start = group[0];
    let mut came_from = BTreeMap::new();
    let mut waiting = VecDeque::from([start]);
    'search: while let Some(node) = waiting.pop_front() {
        for &to in edges[node].keys() {
            if !group.contains(&to) || came_from.contains_key(&to) {
                continue;
            }
            came_from.insert(to, node);
            if to == start {
                break 'search;
            }
            waiting.push_back(to);
        }
    }
    let mut chain = vec![start];
    let mut node = came_from[&start];
    while node != start {
        chain.push(node);
        node = came_from[&node];
    }
    chain.push(start);
    chain.reverse();
    let mut text = files[start].path.clone();
    for pair in chain.windows(2) {
        text += &format!(
            " → {} (`{}`)",
            files[pair[1]].path, edges[pair[0]][&pair[1]]
        );
    }
    text
}

/// The circles between files of one room among `sources` (path, text): each as the files
/// it ties, and one circle through them written out.
fn circles(sources: &[(String, String)]) -> Vec<(Vec<String>, String)> {
    let files = files_of(sources);
    let edges = graph(&files);
    tied(&edges)
        .into_iter()
        .map(|group| {
            let paths = group.iter().map(|&n| files[n].path.clone()).collect();
            (paths, one_circle(&group, &files, &edges))
        })
        .collect()
}

#[test]
fn no_circle_ties_the_files_of_a_room() {
    let sources: Vec<(String, String)> = rust_files(&root().join("src"))
        .into_iter()
        .map(|file| (shown(&file), fs::read_to_string(&file).unwrap()))
        .collect();
    let found = circles(&sources);
    let known = |files: &[String]| KNOWN_CIRCLES.iter().any(|k| k.iter().eq(files.iter()));
    let new: Vec<_> = found
        .iter()
        .filter(|(files, _)| !known(files))
        .map(|(files, circle)| format!("{circle}\n    ties: {}", files.join(", ")))
        .collect();
    assert!(
        new.is_empty(),
        "files of one room name each other in a circle; move what both sides use to a file \
         they both depend on:\n{}",
        new.join("\n")
    );
    let gone: Vec<_> = KNOWN_CIRCLES
        .iter()
        .filter(|k| !found.iter().any(|(files, _)| k.iter().eq(files.iter())))
        .collect();
    assert!(
        gone.is_empty(),
        "no longer a circle: take off KNOWN_CIRCLES: {gone:?}"
    );
}

#[cfg(test)]
fn planted(files: &[(&str, &str)]) -> Vec<(Vec<String>, String)> {
    let sources: Vec<_> = files
        .iter()
        .map(|(p, t)| (p.to_string(), t.to_string()))
        .collect();
    circles(&sources)
}

#[test]
fn a_planted_circle_is_found_and_named() {
    let found = planted(&[
        ("src/x/mod.rs", "mod a;\nmod b;\npub use a::A;\n"),
        ("src/x/a.rs", "use super::b::{self, B};\npub struct A;\n"),
        (
            "src/x/b.rs",
            "pub struct B;\nfn f() { crate::x::A::new(); }\n",
        ),
    ]);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, ["src/x/a.rs", "src/x/b.rs"]);
    assert_eq!(
        found[0].1,
        "src/x/a.rs → src/x/b.rs (`super::b::self`) → src/x/a.rs (`crate::x::A::new`)"
    );
}

#[test]
fn ancestors_comments_strings_and_other_rooms_tie_nothing() {
    let found = planted(&[
        (
            "src/x/mod.rs",
            "mod a;\npub struct State;\nfn f() { a::g(); }\n",
        ),
        (
            "src/x/a.rs",
            "use super::State;\nmod b;\nfn g() { b::h(); }\n",
        ),
        (
            "src/x/a/b.rs",
            "use super::super::State;\nfn h() { super::g(); }\n",
        ),
        (
            "src/x/c.rs",
            "// super::d::D\nfn k() { \"super::d\"; crate::y::e::E; }\n",
        ),
        ("src/x/d.rs", "use super::c;\n"),
        ("src/y/e.rs", "use crate::x::d;\n"),
    ]);
    assert!(found.is_empty(), "{found:?}");
}

#[test]
fn paths_are_read_from_groups_and_nested_groups() {
    let code = code_only("use crate::{a::{self, b::C}, d};\nlet x = super::e::f();");
    let found: Vec<String> = paths(&code)
        .into_iter()
        .map(|(_, p)| p.join("::"))
        .collect();
    assert_eq!(
        found,
        [
            "crate::a::self",
            "crate::a::b::C",
            "crate::d",
            "super::e::f"
        ]
    );
}
