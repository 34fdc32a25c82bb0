//! The embedded React build and the club rules text.
//!
//! `index.html` is `no-cache` (it names the current hashed bundles); files under `/assets/`
//! carry a content hash in their name and are `immutable` for a year. Every file has an ETag
//! from its content hash. Unknown paths without an extension are client-side routes and get
//! `index.html`; a missing file with an extension, or any unknown `/api/...` path, is a real
//! 404 with the JSON error body.

use axum::body::Body;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};

use crate::error::AppError;

#[derive(rust_embed::Embed)]
#[folder = "$CARGO_MANIFEST_DIR/ui/dist/"]
struct UiBuild;

/// The Spanish club rules (spec §9), served at `/tournament-rules.txt`.
pub const RULES_TEXT: &str = include_str!("../../assets/tournament-rules.txt");

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const REVALIDATE: &str = "no-cache";

/// `GET /tournament-rules.txt`.
pub async fn rules(headers: HeaderMap) -> Response {
    static ETAG: std::sync::LazyLock<String> =
        std::sync::LazyLock::new(|| super::etag::of_bytes(RULES_TEXT.as_bytes()));
    respond(
        &headers,
        RULES_TEXT.as_bytes().to_vec(),
        "text/plain; charset=utf-8",
        &ETAG,
        REVALIDATE,
    )
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
    if relative.is_empty() || !last_segment.contains('.') {
        return index(&headers);
    }
    match UiBuild::get(relative) {
        Some(file) => {
            let cache = if relative.starts_with("assets/") {
                IMMUTABLE
            } else {
                REVALIDATE
            };
            let mime = mime_guess::from_path(relative).first_or_octet_stream();
            let etag = format!("\"{}\"", hex::encode(&file.metadata.sha256_hash()[..16]));
            respond(
                &headers,
                file.data.into_owned(),
                mime.as_ref(),
                &etag,
                cache,
            )
        }
        None => AppError::NotFound(format!("No file at {path}.")).into_response(),
    }
}

fn index(headers: &HeaderMap) -> Response {
    match UiBuild::get("index.html") {
        Some(file) => {
            let etag = format!("\"{}\"", hex::encode(&file.metadata.sha256_hash()[..16]));
            respond(
                headers,
                file.data.into_owned(),
                "text/html; charset=utf-8",
                &etag,
                REVALIDATE,
            )
        }
        None => AppError::internal("the UI build has no index.html").into_response(),
    }
}

fn respond(
    request: &HeaderMap,
    bytes: Vec<u8>,
    content_type: &str,
    etag: &str,
    cache: &'static str,
) -> Response {
    let mut builder = Response::builder()
        .header(header::ETAG, etag)
        .header(header::CACHE_CONTROL, cache);
    if super::etag::matches(request, etag) {
        return builder
            .status(StatusCode::NOT_MODIFIED)
            .body(Body::empty())
            .unwrap_or_default();
    }
    if let Ok(value) = HeaderValue::from_str(content_type) {
        builder = builder.header(header::CONTENT_TYPE, value);
    }
    builder
        .status(StatusCode::OK)
        .body(Body::from(bytes))
        .unwrap_or_default()
}
