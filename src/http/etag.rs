//! Entity tags from content hashes, and the `If-None-Match` comparison.

use axum::http::{HeaderMap, header};
use sha2::{Digest, Sha256};

/// A strong ETag (quoted) from the first 128 bits of the SHA-256 of `bytes`.
pub fn of_bytes(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    format!("\"{}\"", hex::encode(&digest[..16]))
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
