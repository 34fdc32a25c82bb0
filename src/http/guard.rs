//! Request-wide protections: the cross-site check on state-changing calls (docs/rules.md#permissions),
//! the security headers, and JSON bodies for errors produced by tower layers.

use axum::body::HttpBody;
use axum::extract::Request;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::club::Error;

/// Refuses a state-changing request that comes from another site: its `Origin` (when
/// present) must match `Host`, and a body must be declared as JSON.
pub async fn same_origin_json(request: Request, next: Next) -> Response {
    if is_state_changing(request.method()) {
        let has_body = request.body().size_hint().upper() != Some(0);
        if let Err(err) = check_cross_site(request.headers(), has_body) {
            return err.into_response();
        }
    }
    next.run(request).await
}

fn is_state_changing(method: &Method) -> bool {
    !matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

fn check_cross_site(headers: &HeaderMap, has_body: bool) -> Result<(), Error> {
    if let Some(origin) = headers.get(header::ORIGIN) {
        let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
        let origin_host = origin
            .to_str()
            .ok()
            .and_then(|o| o.split_once("://"))
            .map(|(_, rest)| rest.trim_end_matches('/'));
        if host.is_none() || origin_host != host {
            return Err(Error::forbidden(
                "cross_site",
                "Requests from another site are not allowed.",
            ));
        }
    }
    let has_body = has_body
        || headers
            .get(header::CONTENT_LENGTH)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v != "0");
    if has_body {
        let is_json = headers
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.split(';').next())
            .is_some_and(|v| v.trim().eq_ignore_ascii_case("application/json"));
        if !is_json {
            return Err(Error::forbidden(
                "json_required",
                "Send the body as JSON (Content-Type: application/json).",
            ));
        }
    }
    Ok(())
}

/// The security headers, added to every response.
pub async fn security_headers(request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    let fixed: [(header::HeaderName, &'static str); 4] = [
        (
            header::CONTENT_SECURITY_POLICY,
            "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; \
             object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
        ),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::REFERRER_POLICY, "same-origin"),
        (header::X_FRAME_OPTIONS, "DENY"),
    ];
    for (name, value) in fixed {
        headers.insert(name, HeaderValue::from_static(value));
    }
    response
}

/// Gives a JSON error body to error responses made by layers (body limit, timeout,
/// method routing) that answer in plain text.
pub async fn json_layer_errors(request: Request, next: Next) -> Response {
    let response = next.run(request).await;
    let status = response.status();
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if is_json
        || !(status.is_client_error() || status.is_server_error())
        || status == StatusCode::NOT_MODIFIED
    {
        return response;
    }
    let message = match status {
        StatusCode::PAYLOAD_TOO_LARGE => "The request body is too large (at most 8 MB).",
        StatusCode::REQUEST_TIMEOUT => "The request took too long to arrive.",
        StatusCode::METHOD_NOT_ALLOWED => "This method is not allowed here.",
        StatusCode::UNSUPPORTED_MEDIA_TYPE => {
            "Send the body as JSON (Content-Type: application/json)."
        }
        _ => status.canonical_reason().unwrap_or("The request failed."),
    };
    let code = status
        .canonical_reason()
        .unwrap_or("error")
        .to_ascii_lowercase()
        .replace(' ', "_");
    let mut headers = response.headers().clone();
    headers.remove(header::CONTENT_LENGTH);
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    let body = serde_json::json!({ "error": code, "code": code, "message": message });
    let mut out = (status, axum::Json(body)).into_response();
    for (name, value) in headers.iter() {
        if name != header::CONTENT_TYPE {
            out.headers_mut().insert(name.clone(), value.clone());
        }
    }
    out
}
