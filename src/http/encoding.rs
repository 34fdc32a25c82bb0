//! Content encodings: which ones a client accepts, and compressing a body once so that it
//! can be served compressed many times (cached API answers; the embedded files are
//! compressed by `build.rs`).

use std::io::Write;

use axum::body::Bytes;
use axum::http::{HeaderMap, header};

/// Smaller bodies are sent as they are: compressing them saves too little to pay for itself.
pub const MIN_COMPRESSED_BYTES: usize = 1024;

/// Brotli quality for cached API answers: compressed once per data revision, so fast.
pub const DYNAMIC_BROTLI_QUALITY: u32 = 5;

/// Brotli-compresses `bytes` at `quality` (0-11).
pub fn brotli(bytes: &[u8], quality: u32) -> Bytes {
    let mut out = Vec::with_capacity(bytes.len() / 3);
    {
        // A window no larger than the input: the encoder's memory grows with the window.
        let window = (usize::BITS - bytes.len().max(1).leading_zeros()).clamp(16, 22);
        let mut writer = brotli::CompressorWriter::new(&mut out, 4096, quality, window);
        writer
            .write_all(bytes)
            .expect("writing to memory cannot fail");
    }
    Bytes::from(out)
}

/// Gzip-compresses `bytes` at the default level.
pub fn gzip(bytes: &[u8]) -> Bytes {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    encoder
        .write_all(bytes)
        .expect("writing to memory cannot fail");
    Bytes::from(encoder.finish().expect("writing to memory cannot fail"))
}

/// The encodings a client accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Accepted {
    /// `br`.
    pub brotli: bool,
    /// `gzip`.
    pub gzip: bool,
}

/// Which encodings the request's `Accept-Encoding` allows (`q=0` refuses one).
pub fn accepted(request: &HeaderMap) -> Accepted {
    let mut accepted = Accepted {
        brotli: false,
        gzip: false,
    };
    for value in request.get_all(header::ACCEPT_ENCODING) {
        let Ok(value) = value.to_str() else { continue };
        for item in value.split(',') {
            let mut parts = item.split(';');
            let name = parts.next().unwrap_or("").trim();
            let refused = parts.any(|p| {
                p.trim()
                    .strip_prefix("q=")
                    .and_then(|q| q.trim().parse::<f32>().ok())
                    .is_some_and(|q| q == 0.0)
            });
            match name {
                "br" => accepted.brotli = !refused,
                "gzip" => accepted.gzip = !refused,
                _ => {}
            }
        }
    }
    accepted
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn accepting(value: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::ACCEPT_ENCODING,
            HeaderValue::from_str(value).unwrap(),
        );
        headers
    }

    #[test]
    fn encodings_are_negotiated() {
        let both = accepted(&accepting("gzip, deflate, br"));
        assert!(both.brotli && both.gzip);
        let no_br = accepted(&accepting("br;q=0, gzip;q=0.8"));
        assert!(!no_br.brotli && no_br.gzip);
        let none = accepted(&HeaderMap::new());
        assert!(!none.brotli && !none.gzip);
    }
}
