//! Builds the React app into `ui/dist` when it is missing or older than its sources, so that
//! `cargo run --release -- serve` works on a fresh clone, then makes the brotli and gzip forms
//! of its text files and of the club rules text, which the server embeds with rust-embed.
//! Compressing here rather than at start-up keeps the server's memory and start free of the
//! compressor's work: the forms are read-only pages of the binary, loaded only when asked for. Set `TOURNAMENT_HUB_SKIP_UI_BUILD=1` to use an existing `ui/dist` as
//! it is.

use std::io::Write as _;
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
    // With the UI build skipped, only what is embedded matters: an edit to the UI's sources
    // must not rebuild the crate until `ui/dist` changes.
    let skip_ui_build = std::env::var_os("TOURNAMENT_HUB_SKIP_UI_BUILD").is_some();
    for input in INPUTS {
        if !skip_ui_build || input.starts_with("assets/") {
            println!("cargo:rerun-if-changed={input}");
        }
    }
    println!("cargo:rerun-if-changed=ui/dist");
    // The migrations are embedded by a macro whose reads cargo does not see: a new one must
    // rebuild the crate all the same.
    println!("cargo:rerun-if-changed=migrations");
    println!("cargo:rerun-if-env-changed=TOURNAMENT_HUB_SKIP_UI_BUILD");
    build_ui(&root);
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("set by cargo"));
    embed(&root, &out);
}

fn build_ui(root: &Path) {
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

/// Smaller files are sent as they are: compressing them saves too little to pay for itself.
/// The same threshold as the server's for its answers (`src/http/encoding.rs`).
const MIN_COMPRESSED_BYTES: usize = 1024;

/// One file to compress: where it is read from, and the name of its forms.
struct Source {
    file: PathBuf,
    /// `ui/<path in ui/dist>` or `rules/tournament-rules.txt`; the forms add `.br` and `.gz`.
    forms: String,
    content_type: String,
}

/// Writes the brotli and gzip forms of every text file worth compressing into
/// `$OUT_DIR/compressed/`: `ui/<path>.br` and `ui/<path>.gz` for the files of `ui/dist`,
/// `rules/tournament-rules.txt.br` and `.gz` for the rules text. The server embeds that
/// folder with rust-embed beside `ui/dist` and the rules (`src/http/assets.rs`).
fn embed(root: &Path, out: &Path) {
    let dist = root.join("ui/dist");
    let mut sources = Vec::new();
    collect(&dist, &dist, &mut sources);
    sources.push(Source {
        file: root.join("assets/tournament-rules.txt"),
        forms: "rules/tournament-rules.txt".into(),
        content_type: "text/plain; charset=utf-8".into(),
    });
    let compressed = out.join("compressed");
    // Forms of files that a previous build had and this one does not must not stay.
    let _ = std::fs::remove_dir_all(&compressed);
    std::fs::create_dir_all(&compressed).expect("cannot create the compressed forms' folder");
    std::thread::scope(|scope| {
        for source in &sources {
            let target = compressed.join(&source.forms);
            scope.spawn(move || write_forms(source, &target));
        }
    });
}

/// Every file under `dir`, named by its path relative to `dist` with `/` separators.
fn collect(dist: &Path, dir: &Path, sources: &mut Vec<Source>) {
    let entries =
        std::fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("cannot list ui/dist").path();
        if path.is_dir() {
            collect(dist, &path, sources);
            continue;
        }
        let relative = path
            .strip_prefix(dist)
            .expect("inside ui/dist")
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect::<Vec<_>>()
            .join("/");
        let content_type = mime_guess::from_path(&relative)
            .first_or_octet_stream()
            .to_string();
        sources.push(Source {
            file: path,
            forms: format!("ui/{relative}"),
            content_type,
        });
    }
}

/// Writes `target.br` and `target.gz` when the file is text and large enough to be worth it.
fn write_forms(source: &Source, target: &Path) {
    let bytes = std::fs::read(&source.file)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", source.file.display()));
    let content_type = &source.content_type;
    let compressible = bytes.len() >= MIN_COMPRESSED_BYTES
        && (content_type.starts_with("text/")
            || content_type.contains("javascript")
            || content_type.contains("json")
            || content_type.contains("svg"));
    if !compressible {
        return;
    }
    let folder = target.parent().expect("forms live in a folder");
    std::fs::create_dir_all(folder).expect("cannot create a compressed forms' folder");
    let name = target.display();
    std::fs::write(format!("{name}.br"), brotli(&bytes)).expect("cannot write a brotli form");
    std::fs::write(format!("{name}.gz"), gzip(&bytes)).expect("cannot write a gzip form");
}

/// Brotli at its best quality, with a window no larger than the input.
fn brotli(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len() / 3);
    {
        let window = (usize::BITS - bytes.len().max(1).leading_zeros()).clamp(16, 22);
        let mut writer = brotli::CompressorWriter::new(&mut out, 4096, 11, window);
        writer
            .write_all(bytes)
            .expect("writing to memory cannot fail");
    }
    out
}

/// Gzip at its best level.
fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    encoder
        .write_all(bytes)
        .expect("writing to memory cannot fail");
    encoder.finish().expect("writing to memory cannot fail")
}
