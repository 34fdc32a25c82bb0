//! The embedded React build and the club rules text.
//!
//! `index.html` is `no-cache` (it names the current hashed bundles, and [`super::pages`] writes
//! each page's link preview into it); files under `/assets/`
//! carry a content hash in their name and are `immutable` for a year. Every file has an ETag
//! from its content hash. Unknown paths without an extension are client-side routes and get
//! `index.html`; a missing file with an extension, or any unknown `/api/...` path, is a real
//! 404 with the JSON error body.
//!
//! The files are embedded with rust-embed: `ui/dist` as it is, the rules text from `assets/`,
//! and the brotli and gzip forms that `build.rs` made of every text file worth compressing.
//! Serving one copies nothing and compresses nothing: the bytes are read-only pages of the
//! binary, loaded on first use.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::LazyLock;

use axum::body::{Body, Bytes};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::Response;

use super::encoding;

/// The React build.
#[derive(rust_embed::Embed)]
#[folder = "$CARGO_MANIFEST_DIR/ui/dist/"]
struct UiBuild;

/// The Spanish club rules (docs/rules.md states them in English), served at `/tournament-rules.txt`: `assets/` holds
/// only that file.
#[derive(rust_embed::Embed)]
#[folder = "$CARGO_MANIFEST_DIR/assets/"]
struct ClubRules;

/// The compressed forms made by `build.rs`: `ui/<path>.br`, `ui/<path>.gz`,
/// `rules/tournament-rules.txt.br`, `rules/tournament-rules.txt.gz`.
#[derive(rust_embed::Embed)]
#[folder = "$OUT_DIR/compressed/"]
struct CompressedForms;

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const REVALIDATE: &str = "no-cache";

/// One embedded file, with its compressed forms.
struct Embedded {
    content_type: HeaderValue,
    cache_control: &'static str,
    /// Quoted, from the content: the same as [`super::etag::of_bytes`] gives.
    etag: String,
    identity: Bytes,
    brotli: Option<Bytes>,
    gzip: Option<Bytes>,
}

/// Embedded bytes are borrowed from the binary in a release build, never copied.
fn bytes(data: Cow<'static, [u8]>) -> Bytes {
    match data {
        Cow::Borrowed(data) => Bytes::from_static(data),
        Cow::Owned(data) => Bytes::from(data),
    }
}

impl Embedded {
    /// `file`, typed `content_type`, with the forms named `forms` (`.br`, `.gz`) if it has any.
    fn new(
        file: rust_embed::EmbeddedFile,
        content_type: &str,
        cache_control: &'static str,
        forms: &str,
    ) -> Embedded {
        // rust-embed hashes each file when it embeds it, so nothing is read to name it.
        let etag = format!("\"{}\"", hex::encode(&file.metadata.sha256_hash()[..16]));
        let form = |suffix: &str| {
            CompressedForms::get(&format!("{forms}.{suffix}")).map(|f| bytes(f.data))
        };
        Embedded {
            content_type: HeaderValue::from_str(content_type)
                .unwrap_or(HeaderValue::from_static("application/octet-stream")),
            cache_control,
            etag,
            identity: bytes(file.data),
            brotli: form("br"),
            gzip: form("gz"),
        }
    }

    fn respond(&self, request: &HeaderMap) -> Response {
        let accepted = encoding::accepted(request);
        let (body, encoding) = match (&self.brotli, &self.gzip) {
            (Some(br), _) if accepted.brotli => (br.clone(), Some("br")),
            (_, Some(gz)) if accepted.gzip => (gz.clone(), Some("gzip")),
            _ => (self.identity.clone(), None),
        };
        // Each representation needs its own strong ETag.
        let etag = match encoding {
            Some(enc) => format!("{}-{enc}\"", self.etag.trim_end_matches('"')),
            None => self.etag.clone(),
        };
        let mut builder = Response::builder()
            .header(header::ETAG, &etag)
            .header(header::CACHE_CONTROL, self.cache_control);
        if self.brotli.is_some() {
            builder = builder.header(header::VARY, "Accept-Encoding");
        }
        if super::etag::matches(request, &etag) {
            return builder
                .status(StatusCode::NOT_MODIFIED)
                .body(Body::empty())
                .unwrap_or_default();
        }
        builder = builder.header(header::CONTENT_TYPE, self.content_type.clone());
        if let Some(enc) = encoding {
            builder = builder.header(header::CONTENT_ENCODING, enc);
        }
        builder
            .status(StatusCode::OK)
            .body(Body::from(body))
            .unwrap_or_default()
    }
}

/// Every file of the UI build by path, indexed on first use (pointers only: no file is read).
static UI_FILES: LazyLock<HashMap<String, Embedded>> = LazyLock::new(|| {
    UiBuild::iter()
        .filter_map(|path| {
            let file = UiBuild::get(&path)?;
            let content_type = if path == "index.html" {
                "text/html; charset=utf-8".to_string()
            } else {
                mime_guess::from_path(path.as_ref())
                    .first_or_octet_stream()
                    .to_string()
            };
            // Hashed bundles never change under their name; everything else is revalidated.
            let cache = if path.starts_with("assets/") {
                IMMUTABLE
            } else {
                REVALIDATE
            };
            let embedded = Embedded::new(file, &content_type, cache, &format!("ui/{path}"));
            Some((path.into_owned(), embedded))
        })
        .collect()
});

static RULES: LazyLock<Embedded> = LazyLock::new(|| {
    let file = ClubRules::get("tournament-rules.txt").expect("the rules text is embedded");
    Embedded::new(
        file,
        "text/plain; charset=utf-8",
        REVALIDATE,
        "rules/tournament-rules.txt",
    )
});

/// The embedded UI file served at `/{path}`.
fn ui_file(path: &str) -> Option<&'static Embedded> {
    UI_FILES.get(path)
}

/// The bytes of the embedded `index.html`, which [`super::pages`] writes each page's preview
/// into; `None` in a build without the UI.
pub fn index_html() -> Option<&'static [u8]> {
    ui_file("index.html").map(|file| &file.identity[..])
}

/// The embedded `index.html` as it was built, for a build whose page has no place for
/// previews.
pub fn index_response(request: &HeaderMap) -> Option<Response> {
    ui_file("index.html").map(|file| file.respond(request))
}

/// The bytes of the built web app manifest, which [`super::pages`] serves in each language.
pub fn manifest_json() -> Option<&'static [u8]> {
    ui_file("manifest.webmanifest").map(|file| &file.identity[..])
}

/// The ETag of the embedded `index.html` (a digest of its bytes, which name every hashed
/// bundle), or `None` in a build without the UI: the live events' build id starts from it.
pub fn index_etag() -> Option<&'static str> {
    ui_file("index.html").map(|file| file.etag.as_str())
}

/// `GET /tournament-rules.txt`.
pub async fn rules(headers: HeaderMap) -> Response {
    RULES.respond(&headers)
}

/// The file of the React build at `path`, answered for `request`; `None` when the build has
/// no such file.
pub fn ui_file_response(path: &str, request: &HeaderMap) -> Option<Response> {
    ui_file(path).map(|file| file.respond(request))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decompressed(form: &[u8], brotli: bool) -> Vec<u8> {
        let mut out = Vec::new();
        if brotli {
            std::io::Read::read_to_end(&mut ::brotli::Decompressor::new(form, 4096), &mut out)
        } else {
            std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(form), &mut out)
        }
        .unwrap();
        out
    }

    fn every_file() -> impl Iterator<Item = (&'static str, &'static Embedded)> {
        UI_FILES
            .iter()
            .map(|(path, file)| (path.as_str(), file))
            .chain(std::iter::once(("tournament-rules.txt", &*RULES)))
    }

    #[test]
    fn compressed_forms_decompress_to_the_original() {
        for (path, file) in every_file() {
            if let Some(br) = &file.brotli {
                assert_eq!(decompressed(br, true), file.identity, "{path}");
                assert!(br.len() < file.identity.len(), "{path}");
            }
            if let Some(gz) = &file.gzip {
                assert_eq!(decompressed(gz, false), file.identity, "{path}");
            }
        }
        assert!(RULES.brotli.is_some(), "the rules text is compressed");
        let rules = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/tournament-rules.txt");
        assert_eq!(RULES.identity, std::fs::read(rules).unwrap());
    }

    #[test]
    fn only_large_text_files_are_compressed() {
        for (path, file) in every_file() {
            let content_type = file.content_type.to_str().unwrap();
            let text = content_type.starts_with("text/")
                || content_type.contains("javascript")
                || content_type.contains("json")
                || content_type.contains("svg");
            let worth = text && file.identity.len() >= encoding::MIN_COMPRESSED_BYTES;
            assert_eq!(file.brotli.is_some(), worth, "{path}");
            assert_eq!(file.gzip.is_some(), worth, "{path}");
        }
    }

    #[test]
    fn every_file_is_found_by_path_with_its_etag_and_type() {
        assert!(UI_FILES.len() > 3, "the whole UI build is embedded");
        for (path, file) in UI_FILES.iter() {
            assert!(std::ptr::eq(ui_file(path).unwrap(), file));
            assert_eq!(file.etag, super::super::etag::of_bytes(&file.identity));
        }
        assert_eq!(
            ui_file("index.html").unwrap().content_type,
            "text/html; charset=utf-8"
        );
        assert!(ui_file("assets/missing.js").is_none());
    }
}
