//! The embedded React build and the club rules text.
//!
//! `index.html` is `no-cache` (it names the current hashed bundles); files under `/assets/`
//! carry a content hash in their name and are `immutable` for a year. Every file has an ETag
//! from its content hash. Unknown paths without an extension are client-side routes and get
//! `index.html`; a missing file with an extension, or any unknown `/api/...` path, is a real
//! 404 with the JSON error body.
//!
//! Every file is embedded by `build.rs` with its content type, ETag and, for text, its brotli
//! and gzip forms, so serving one copies nothing and compresses nothing: the bytes are
//! read-only pages of the binary, loaded on first use.

use axum::body::{Body, Bytes};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};

use super::encoding;
use crate::error::AppError;

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const REVALIDATE: &str = "no-cache";

/// One embedded file, with its compressed forms (made by `build.rs`).
struct Embedded {
    /// Where it is served, relative to `/`.
    path: &'static str,
    content_type: &'static str,
    /// Quoted, from the content: see [`super::etag::of_bytes`].
    etag: &'static str,
    identity: &'static [u8],
    brotli: Option<&'static [u8]>,
    gzip: Option<&'static [u8]>,
}

// `UI_FILES` (every file of `ui/dist`, sorted by path) and `RULES` (the Spanish club rules,
// spec §9, served at `/tournament-rules.txt`).
include!(concat!(env!("OUT_DIR"), "/embedded.rs"));

impl Embedded {
    /// Hashed bundles never change under their name; everything else is revalidated.
    fn cache_control(&self) -> &'static str {
        if self.path.starts_with("assets/") {
            IMMUTABLE
        } else {
            REVALIDATE
        }
    }

    fn respond(&self, request: &HeaderMap) -> Response {
        let accepted = encoding::accepted(request);
        let (body, encoding) = match (self.brotli, self.gzip) {
            (Some(br), _) if accepted.brotli => (br, Some("br")),
            (_, Some(gz)) if accepted.gzip => (gz, Some("gzip")),
            _ => (self.identity, None),
        };
        // Each representation needs its own strong ETag.
        let etag = match encoding {
            Some(enc) => format!("{}-{enc}\"", self.etag.trim_end_matches('"')),
            None => self.etag.to_string(),
        };
        let mut builder = Response::builder()
            .header(header::ETAG, &etag)
            .header(header::CACHE_CONTROL, self.cache_control());
        if self.brotli.is_some() {
            builder = builder.header(header::VARY, "Accept-Encoding");
        }
        if super::etag::matches(request, &etag) {
            return builder
                .status(StatusCode::NOT_MODIFIED)
                .body(Body::empty())
                .unwrap_or_default();
        }
        builder = builder.header(
            header::CONTENT_TYPE,
            HeaderValue::from_static(self.content_type),
        );
        if let Some(enc) = encoding {
            builder = builder.header(header::CONTENT_ENCODING, enc);
        }
        builder
            .status(StatusCode::OK)
            .body(Body::from(Bytes::from_static(body)))
            .unwrap_or_default()
    }
}

/// The embedded UI file served at `/{path}`.
fn ui_file(path: &str) -> Option<&'static Embedded> {
    UI_FILES
        .binary_search_by(|file| file.path.cmp(path))
        .ok()
        .map(|found| &UI_FILES[found])
}

/// `GET /tournament-rules.txt`.
pub async fn rules(headers: HeaderMap) -> Response {
    RULES.respond(&headers)
}

/// The fallback for every path no route claimed.
pub async fn fallback(method: Method, uri: Uri, headers: HeaderMap) -> Response {
    let path = uri.path();
    if path == "/api" || path.starts_with("/api/") {
        return AppError::NotFound(format!("No API call at {path}.")).into_response();
    }
    if method != Method::GET && method != Method::HEAD {
        let mut response =
            AppError::BadRequest("This method is not allowed here.".into()).into_response();
        *response.status_mut() = StatusCode::METHOD_NOT_ALLOWED;
        return response;
    }
    let relative = path.trim_start_matches('/');
    let last_segment = relative.rsplit('/').next().unwrap_or("");
    let wanted = if relative.is_empty() || !last_segment.contains('.') {
        "index.html"
    } else {
        relative
    };
    match ui_file(wanted) {
        Some(file) => file.respond(&headers),
        None if wanted == "index.html" => {
            AppError::internal("the UI build has no index.html").into_response()
        }
        None => AppError::NotFound(format!("No file at {path}.")).into_response(),
    }
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

    fn every_file() -> impl Iterator<Item = &'static Embedded> {
        UI_FILES.iter().chain(std::iter::once(&RULES))
    }

    #[test]
    fn compressed_forms_decompress_to_the_original() {
        for file in every_file() {
            if let Some(br) = file.brotli {
                assert_eq!(decompressed(br, true), file.identity, "{}", file.path);
                assert!(br.len() < file.identity.len(), "{}", file.path);
            }
            if let Some(gz) = file.gzip {
                assert_eq!(decompressed(gz, false), file.identity, "{}", file.path);
            }
        }
        assert!(RULES.brotli.is_some(), "the rules text is compressed");
        let rules = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/tournament-rules.txt");
        assert_eq!(RULES.identity, std::fs::read(rules).unwrap());
    }

    #[test]
    fn only_large_text_files_are_compressed() {
        for file in every_file() {
            let text = file.content_type.starts_with("text/")
                || file.content_type.contains("javascript")
                || file.content_type.contains("json")
                || file.content_type.contains("svg");
            let worth = text && file.identity.len() >= encoding::MIN_COMPRESSED_BYTES;
            assert_eq!(file.brotli.is_some(), worth, "{}", file.path);
            assert_eq!(file.gzip.is_some(), worth, "{}", file.path);
        }
    }

    #[test]
    fn every_file_is_found_by_path_with_its_etag_and_type() {
        assert!(UI_FILES.windows(2).all(|w| w[0].path < w[1].path));
        for file in UI_FILES {
            assert!(std::ptr::eq(ui_file(file.path).unwrap(), file));
            assert_eq!(file.etag, super::super::etag::of_bytes(file.identity));
        }
        assert_eq!(
            ui_file("index.html").unwrap().content_type,
            "text/html; charset=utf-8"
        );
        assert!(ui_file("assets/missing.js").is_none());
    }
}
