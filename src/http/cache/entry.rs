//! One kept answer, with its compressed forms made on first demand.

use std::sync::OnceLock;

use axum::body::Bytes;
use axum::http::{HeaderMap, StatusCode, header};

use crate::http::encoding;

/// Answers smaller than this are sent as they are.
const MIN_COMPRESSED_BYTES: usize = encoding::MIN_COMPRESSED_BYTES;

/// One kept answer.
pub struct Entry {
    /// Its status (200).
    pub status: StatusCode,
    /// Its headers, the ETag included.
    pub headers: HeaderMap,
    /// Its body, uncompressed.
    pub body: Bytes,
    brotli: OnceLock<Bytes>,
    gzip: OnceLock<Bytes>,
}

impl Entry {
    /// An answer to keep.
    pub fn new(status: StatusCode, headers: HeaderMap, body: Bytes) -> Entry {
        Entry {
            status,
            headers,
            body,
            brotli: OnceLock::new(),
            gzip: OnceLock::new(),
        }
    }

    /// The body in the best encoding the client accepts, and that encoding's name.
    pub fn encoded(&self, conditions: &HeaderMap) -> (Bytes, Option<&'static str>) {
        let compressible = self.body.len() >= MIN_COMPRESSED_BYTES
            && !self.headers.contains_key(header::CONTENT_ENCODING)
            && self
                .headers
                .get(header::CONTENT_TYPE)
                .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
        if !compressible {
            return (self.body.clone(), None);
        }
        let accepted = encoding::accepted(conditions);
        if accepted.brotli {
            let body = self
                .brotli
                .get_or_init(|| encoding::brotli(&self.body, encoding::DYNAMIC_BROTLI_QUALITY));
            (body.clone(), Some("br"))
        } else if accepted.gzip {
            (
                self.gzip.get_or_init(|| encoding::gzip(&self.body)).clone(),
                Some("gzip"),
            )
        } else {
            (self.body.clone(), None)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn large_json_answers_are_kept_compressed_for_clients_that_accept_it() {
        let json = format!("[{}]", vec!["{\"name\":\"Ana Mora\"}"; 100].join(","));
        let mut headers = HeaderMap::new();
        headers.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        );
        let entry = Entry::new(StatusCode::OK, headers, Bytes::from(json.clone()));
        let mut accepts = HeaderMap::new();
        accepts.insert(
            header::ACCEPT_ENCODING,
            HeaderValue::from_static("gzip, br"),
        );
        let (body, encoding) = entry.encoded(&accepts);
        assert_eq!(encoding, Some("br"));
        let mut plain = String::new();
        std::io::Read::read_to_string(&mut brotli::Decompressor::new(&body[..], 4096), &mut plain)
            .unwrap();
        assert_eq!(plain, json);
        assert!(body.len() < json.len() / 4);
        let (same, _) = entry.encoded(&accepts);
        assert_eq!(same, body, "compressed once, then kept");
        let (identity, none) = entry.encoded(&HeaderMap::new());
        assert_eq!((identity, none), (Bytes::from(json), None));
    }
}
