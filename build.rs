//! Builds the React app into `ui/dist` (embedded by rust-embed) when it is missing or older
//! than its sources, so that `cargo run --release -- serve` works on a fresh clone.
//! Set `TOURNAMENT_HUB_SKIP_UI_BUILD=1` to use an existing `ui/dist` as it is.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::SystemTime;

const INPUTS: &[&str] = &[
    "ui/src",
    "ui/public",
    "ui/index.html",
    "ui/package.json",
    "ui/package-lock.json",
    "ui/vite.config.ts",
    "ui/tsconfig.json",
    "ui/tsconfig.app.json",
    "ui/tsconfig.node.json",
    "assets/tournament-rules.txt",
];

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    for input in INPUTS {
        println!("cargo:rerun-if-changed={input}");
    }
    println!("cargo:rerun-if-env-changed=TOURNAMENT_HUB_SKIP_UI_BUILD");
    let built = root.join("ui/dist/index.html");
    if std::env::var_os("TOURNAMENT_HUB_SKIP_UI_BUILD").is_some() {
        assert!(
            built.exists(),
            "TOURNAMENT_HUB_SKIP_UI_BUILD is set but ui/dist is missing: run `npm run build` in ui/"
        );
        return;
    }
    let newest_input = INPUTS
        .iter()
        .filter_map(|input| newest_mtime(&root.join(input)))
        .max();
    let built_at = std::fs::metadata(&built).and_then(|m| m.modified()).ok();
    if let (Some(built_at), Some(newest)) = (built_at, newest_input)
        && built_at >= newest
    {
        return;
    }
    let ui = root.join("ui");
    if !ui.join("node_modules").exists() {
        npm(&ui, &["ci", "--no-audit", "--no-fund"]);
    }
    npm(&ui, &["run", "build"]);
}

fn npm(dir: &Path, args: &[&str]) {
    let status = Command::new("npm")
        .args(args)
        .current_dir(dir)
        .status()
        .unwrap_or_else(|e| panic!("cannot run npm (is Node.js installed?): {e}"));
    assert!(status.success(), "`npm {}` failed in ui/", args.join(" "));
}

fn newest_mtime(path: &Path) -> Option<SystemTime> {
    let meta = std::fs::metadata(path).ok()?;
    if meta.is_file() {
        return meta.modified().ok();
    }
    std::fs::read_dir(path)
        .ok()?
        .filter_map(Result::ok)
        .filter_map(|entry| newest_mtime(&entry.path()))
        .max()
}
