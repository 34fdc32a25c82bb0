//! Entity tags from content hashes, and the `If-None-Match` comparison.

use axum::body::Body;
use axum::extract::Request;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use http_body_util::BodyExt;
use sha2::{Digest, Sha256};

/// A strong ETag (quoted) from the first 128 bits of the SHA-256 of `bytes`.
pub fn of_bytes(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    format!("\"{}\"", hex::encode(&digest[..16]))
}

/// A strong ETag (quoted) for a JSON answer computed for one request: the 128-bit XXH3 of
/// `parts` one after the other. An answer is hashed each time it is made (admin answers and
/// the public ones the cache keeps alike), and SHA-256 costs about twelve cycles a byte on a
/// processor without SHA extensions, a millisecond for the players list; XXH3 a tenth of a
/// cycle. A tag only has to change when the content does: it guards no secret.
pub fn of_answer(parts: &[&[u8]]) -> String {
    let mut hasher = xxhash_rust::xxh3::Xxh3::new();
    for part in parts {
        hasher.update(part);
    }
    format!("\"{:032x}\"", hasher.digest128())
}

/// Whether the request's `If-None-Match` names `etag` (or is `*`). Weak and strong forms
/// compare equal, as RFC 9110 asks for `If-None-Match`.
pub fn matches(request: &HeaderMap, etag: &str) -> bool {
    let wanted = etag.trim_start_matches("W/");
    request
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|tag| tag.trim())
        .any(|tag| tag == "*" || tag.trim_start_matches("W/") == wanted)
}

/// Gives successful JSON answers to `GET /api/...` an ETag from their content and answers
/// a matching `If-None-Match` with 304, so phones on slow networks re-download nothing that
/// did not change. Responses that set their own ETag or caching (avatars, health) are left alone.
pub async fn conditional_json(request: Request, next: Next) -> Response {
    let is_api_read = matches!(*request.method(), Method::GET | Method::HEAD)
        && request.uri().path().starts_with("/api/");
    if !is_api_read {
        return next.run(request).await;
    }
    let conditions = request.headers().clone();
    let response = next.run(request).await;
    let eligible = response.status() == StatusCode::OK
        && !response.headers().contains_key(header::ETAG)
        && !response.headers().contains_key(header::CACHE_CONTROL)
        && response
            .headers()
            .get(header::CONTENT_TYPE)
            .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if !eligible {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let bytes = match body.collect().await {
        Ok(collected) => collected.to_bytes(),
        Err(err) => return crate::club::Error::internal(err).into_response(),
    };
    // An answer that counts a season names it in its tag too: on 1 January the same bytes
    // of another season are another answer.
    let etag = match parts.headers.get(super::season::X_SEASON) {
        Some(season) => of_answer(&[&bytes, b"\nseason=", season.as_bytes()]),
        None => of_answer(&[&bytes]),
    };
    let headers = &mut parts.headers;
    if let Ok(value) = HeaderValue::from_str(&etag) {
        headers.insert(header::ETAG, value);
    }
    // Always revalidate: the same URL answers differently after a write, or to the admin.
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert(header::VARY, HeaderValue::from_static("Cookie"));
    if matches(&conditions, &etag) {
        parts.status = StatusCode::NOT_MODIFIED;
        headers.remove(header::CONTENT_TYPE);
        headers.remove(header::CONTENT_LENGTH);
        return Response::from_parts(parts, Body::empty());
    }
    Response::from_parts(parts, Body::from(bytes))
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn with(value: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(header::IF_NONE_MATCH, HeaderValue::from_str(value).unwrap());
        headers
    }

    #[test]
    fn an_answers_tag_follows_its_content_and_season() {
        let tag = of_answer(&[b"[1,2]"]);
        assert_eq!(tag.len(), 34, "32 hex digits in quotes");
        assert_eq!(
            tag,
            of_answer(&[b"[1,", b"2]"]),
            "parts are hashed one after the other"
        );
        assert_ne!(tag, of_answer(&[b"[1,3]"]));
        assert_ne!(
            of_answer(&[b"[1,2]", b"\nseason=", b"2025"]),
            of_answer(&[b"[1,2]", b"\nseason=", b"2026"])
        );
    }

    #[test]
    fn if_none_match_forms() {
        let tag = of_bytes(b"hello");
        assert_eq!(tag.len(), 34, "32 hex digits in quotes");
        assert!(matches(&with(&tag), &tag));
        assert!(matches(&with(&format!("W/{tag}")), &tag));
        assert!(matches(&with(&format!("\"other\", {tag}")), &tag));
        assert!(matches(&with("*"), &tag));
        assert!(!matches(&with("\"other\""), &tag));
        assert!(!matches(&HeaderMap::new(), &tag));
    }
}
