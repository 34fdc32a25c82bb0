//! The embedded React build and the club rules text.
//!
//! `index.html` is `no-cache` (it names the current hashed bundles); files under `/assets/`
//! carry a content hash in their name and are `immutable` for a year. Every file has an ETag
//! from its content hash. Unknown paths without an extension are client-side routes and get
//! `index.html`; a missing file with an extension, or any unknown `/api/...` path, is a real
//! 404 with the JSON error body.
//!
//! Text files are compressed once (brotli and gzip), the first time they are asked for, and
//! kept: the embedded files never change while the program runs.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

use axum::body::{Body, Bytes};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};

use super::encoding;
use crate::error::AppError;

#[derive(rust_embed::Embed)]
#[folder = "$CARGO_MANIFEST_DIR/ui/dist/"]
struct UiBuild;

/// The Spanish club rules (spec §9), served at `/tournament-rules.txt`.
pub const RULES_TEXT: &str = include_str!("../../assets/tournament-rules.txt");

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const REVALIDATE: &str = "no-cache";

/// One embedded file, with its compressed forms.
struct Served {
    content_type: HeaderValue,
    cache: &'static str,
    etag: String,
    identity: Bytes,
    brotli: Option<Bytes>,
    gzip: Option<Bytes>,
}

impl Served {
    fn new(bytes: Cow<'static, [u8]>, content_type: &str, cache: &'static str) -> Served {
        let etag = super::etag::of_bytes(&bytes);
        let compressible = bytes.len() >= encoding::MIN_COMPRESSED_BYTES
            && (content_type.starts_with("text/")
                || content_type.contains("javascript")
                || content_type.contains("json")
                || content_type.contains("svg"));
        let (brotli, gzip) = if compressible {
            (
                Some(encoding::brotli(&bytes, encoding::STATIC_BROTLI_QUALITY)),
                Some(encoding::gzip(&bytes)),
            )
        } else {
            (None, None)
        };
        Served {
            content_type: HeaderValue::from_str(content_type)
                .unwrap_or(HeaderValue::from_static("application/octet-stream")),
            cache,
            etag,
            // Embedded files are borrowed from the binary, never copied.
            identity: match bytes {
                Cow::Borrowed(data) => Bytes::from_static(data),
                Cow::Owned(data) => Bytes::from(data),
            },
            brotli,
            gzip,
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
            .header(header::CACHE_CONTROL, self.cache);
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

/// Embedded files, compressed on first use.
static CACHE: LazyLock<Mutex<HashMap<String, Arc<Served>>>> =
    LazyLock::new(|| Mutex::new(HashMap::new()));

fn served(path: &str) -> Option<Arc<Served>> {
    if let Some(found) = CACHE.lock().unwrap_or_else(|e| e.into_inner()).get(path) {
        return Some(found.clone());
    }
    let served = if path == "tournament-rules.txt" {
        Served::new(
            Cow::Borrowed(RULES_TEXT.as_bytes()),
            "text/plain; charset=utf-8",
            REVALIDATE,
        )
    } else {
        let file = UiBuild::get(path)?;
        let mime = if path == "index.html" {
            "text/html; charset=utf-8".to_string()
        } else {
            mime_guess::from_path(path)
                .first_or_octet_stream()
                .to_string()
        };
        let cache = if path.starts_with("assets/") {
            IMMUTABLE
        } else {
            REVALIDATE
        };
        Served::new(file.data, &mime, cache)
    };
    let served = Arc::new(served);
    CACHE
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(path.to_string(), served.clone());
    Some(served)
}

/// Compresses every embedded file ahead of the first visitor. Call it from a blocking
/// thread at start-up; until it is done, files are compressed on demand.
pub fn warm() {
    let _ = served("tournament-rules.txt");
    for path in UiBuild::iter() {
        let _ = served(&path);
    }
}

/// `GET /tournament-rules.txt`.
pub async fn rules(headers: HeaderMap) -> Response {
    match served("tournament-rules.txt") {
        Some(file) => file.respond(&headers),
        None => AppError::internal("the rules text is missing").into_response(),
    }
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
    match served(wanted) {
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

    #[test]
    fn compressed_forms_decompress_to_the_original() {
        let text = "Reglamento del club. ".repeat(100);
        let served = Served::new(
            Cow::Owned(text.clone().into_bytes()),
            "text/plain; charset=utf-8",
            REVALIDATE,
        );
        let mut gz = flate2::read::GzDecoder::new(&served.gzip.as_ref().unwrap()[..]);
        let mut out = String::new();
        std::io::Read::read_to_string(&mut gz, &mut out).unwrap();
        assert_eq!(out, text);
        let mut br = brotli::Decompressor::new(&served.brotli.as_ref().unwrap()[..], 4096);
        let mut out = String::new();
        std::io::Read::read_to_string(&mut br, &mut out).unwrap();
        assert_eq!(out, text);
        assert!(served.brotli.as_ref().unwrap().len() < text.len() / 5);
    }

    #[test]
    fn small_or_binary_files_are_not_compressed() {
        assert!(
            Served::new(Cow::Owned(vec![1; 100]), "text/plain", REVALIDATE)
                .gzip
                .is_none()
        );
        assert!(
            Served::new(Cow::Owned(vec![1; 5000]), "image/png", REVALIDATE)
                .brotli
                .is_none()
        );
    }
}
