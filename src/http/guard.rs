//! Request-wide protections: who the client is and which host it named, the cross-site
//! check on state-changing calls (docs/rules.md#permissions), body limits per route, the
//! security and caching headers, and JSON bodies for errors produced by tower layers.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::body::{Body, HttpBody};
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::auth::{ClientAddr, carries_session_cookie};
use super::site::Site;
use crate::club::Error;

/// Finds the client behind the request (the TCP peer, or whom a trusted proxy forwarded
/// for) for the rate limits, and refuses a `Host` outside the allowlist with 421.
pub async fn identify_client(
    State(site): State<Arc<Site>>,
    mut request: Request,
    next: Next,
) -> Response {
    if !site.host_allowed(request.headers()) {
        return misdirected_host();
    }
    let peer = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|ConnectInfo(addr)| addr.ip());
    let client = peer.map(|peer| site.client(peer, request.headers()));
    request.extensions_mut().insert(ClientAddr(client));
    next.run(request).await
}

/// 421: this server does not answer for the named host (DNS rebinding, a stray name).
fn misdirected_host() -> Response {
    let body = super::error::ErrorBody {
        error: "misdirected_request",
        code: "host_not_allowed",
        message: "This server does not answer for that host name.".into(),
        fields: None,
    };
    (StatusCode::MISDIRECTED_REQUEST, axum::Json(body)).into_response()
}

/// Refuses a state-changing request that comes from another site: its `Origin` (when
/// present) must match `Host`, or the public URL when one is configured, and a body must be
/// declared as JSON.
pub async fn same_origin_json(
    State(site): State<Arc<Site>>,
    request: Request,
    next: Next,
) -> Response {
    let (method, path) = (request.method(), request.uri().path());
    let checked = if is_resubscribe(method, path) {
        check_origin(&site, request.headers(), true)
    } else if is_state_changing(method) && !is_one_click_unsubscribe(method, path) {
        let has_body = request.body().size_hint().upper() != Some(0);
        check_cross_site(&site, request.headers(), has_body)
    } else {
        Ok(())
    };
    if let Err(err) = checked {
        return err.into_response();
    }
    next.run(request).await
}

/// The largest body of a login, an unlock or a logout: a password fits in far less.
pub const SMALL_BODY: usize = 4 * 1024;
/// The largest body of any other JSON call without an avatar.
pub const JSON_BODY: usize = 64 * 1024;
/// The largest body where an avatar travels (a data URL inside JSON).
pub const AVATAR_BODY: usize = 8 * 1024 * 1024;

/// The body limit of a route: only the calls that carry avatars may send megabytes.
pub fn body_limit(method: &Method, path: &str) -> usize {
    let segments: Vec<&str> = path.trim_end_matches('/').split('/').collect();
    match (method, segments.as_slice()) {
        (
            _,
            ["", "api", "admin", "login" | "logout"]
            | ["", "api", "league", "unlock"]
            | ["", "api", "unsubscribe", _]
            | ["", "api", "unsubscribe", _, "resubscribe"],
        ) => SMALL_BODY,
        (&Method::POST, ["", "api", "players"])
        | (&Method::PATCH, ["", "api", "players", _])
        | (&Method::POST, ["", "api", "invitations", _, "signup"]) => AVATAR_BODY,
        _ => JSON_BODY,
    }
}

/// Enforces [`body_limit`]: a declared length over it is refused before anything is read,
/// and a body sent without one is cut when it passes the limit.
pub async fn body_limits(request: Request, next: Next) -> Response {
    let limit = body_limit(request.method(), request.uri().path());
    let declared = request
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok())
        .or_else(|| request.body().size_hint().exact());
    if declared.is_some_and(|len| len > limit as u64) {
        return too_large(limit).into_response();
    }
    let mut request = request.map(|body| Body::new(http_body_util::Limited::new(body, limit)));
    request.extensions_mut().insert(BodyLimit(limit));
    next.run(request).await
}

/// The body limit of the request's route, for the extractors' 413 message.
#[derive(Debug, Clone, Copy)]
pub struct BodyLimit(pub usize);

/// The 413 of a body over `limit` bytes.
pub fn too_large(limit: usize) -> Error {
    let size = if limit >= 1024 * 1024 {
        format!("{} MB", limit / (1024 * 1024))
    } else {
        format!("{} KB", limit / 1024)
    };
    Error::TooLarge {
        code: "body_too_large",
        message: format!("The request body is too large (at most {size} here)."),
    }
}

/// Whether the request is a one-click unsubscribe (RFC 8058): a mail client POSTs a form to
/// the address in an email's `List-Unsubscribe`, from its own servers, without `Origin`. Its
/// token is the whole credential (`super::unsubscribe`), so it is the one write exempt from
/// the cross-site and JSON rules.
pub fn is_one_click_unsubscribe(method: &Method, path: &str) -> bool {
    let segments: Vec<&str> = path.split('/').collect();
    method == Method::POST
        && matches!(segments.as_slice(), ["", "api", "unsubscribe", token] if !token.is_empty())
}

/// Whether the request turns an unsubscribed email back on: the unsubscribe page's own form
/// (`super::unsubscribe`). It is a form, not JSON, and must come from the site's own page: its
/// `Origin` is required, so no other site and no mail client can send it.
pub fn is_resubscribe(method: &Method, path: &str) -> bool {
    let segments: Vec<&str> = path.split('/').collect();
    method == Method::POST
        && matches!(segments.as_slice(), ["", "api", "unsubscribe", token, "resubscribe"] if !token.is_empty())
}

fn is_state_changing(method: &Method) -> bool {
    !matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

fn check_cross_site(site: &Site, headers: &HeaderMap, has_body: bool) -> Result<(), Error> {
    check_origin(site, headers, false)?;
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

/// Refuses an `Origin` other than the site's own (the public URL when one is configured,
/// else `Host`); a request without one is refused too when `required`.
fn check_origin(site: &Site, headers: &HeaderMap, required: bool) -> Result<(), Error> {
    let cross_site =
        || Error::forbidden("cross_site", "Requests from another site are not allowed.");
    if required && !headers.contains_key(header::ORIGIN) {
        return Err(cross_site());
    }
    if let Some(origin) = headers.get(header::ORIGIN) {
        let origin = origin.to_str().map_err(|_| cross_site())?;
        if let Some(public) = site.public_origin() {
            if !origin.trim_end_matches('/').eq_ignore_ascii_case(public) {
                return Err(cross_site());
            }
        } else {
            let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
            let origin_host = origin
                .split_once("://")
                .map(|(_, rest)| rest.trim_end_matches('/'));
            if host.is_none() || origin_host != host {
                return Err(cross_site());
            }
        }
    }
    Ok(())
}

/// The content security policy. Style sheets come only from the app itself; the UI's
/// popovers and menus position themselves with inline `style` attributes (Radix), which is
/// all `style-src-attr` allows. The one `<style>` element allowed is Radix Select's fixed
/// rule that hides the list's scrollbar, by the hash of its exact text
/// ([`SELECT_VIEWPORT_STYLE`]): no other style element and no script can be injected.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; img-src 'self' data: blob:; \
     style-src 'self' 'sha256-441zG27rExd4/il+NvIqyL8zFx5XmyNQtE381kSkUJk='; \
     style-src-attr 'unsafe-inline'; object-src 'none'; base-uri 'self'; form-action 'self'; \
     frame-ancestors 'none'";

/// The text of the `<style>` element Radix Select renders in its list; the policy allows it
/// by its SHA-256 (a test recomputes the hash, so an upgrade that changes it is caught).
pub const SELECT_VIEWPORT_STYLE: &str = "[data-radix-select-viewport]{scrollbar-width:none;\
     -ms-overflow-style:none;-webkit-overflow-scrolling:touch;}\
     [data-radix-select-viewport]::-webkit-scrollbar{display:none}";

/// HSTS behind a public HTTPS URL: a year, so that a typed address never goes out in clear.
pub const STRICT_TRANSPORT_SECURITY: &str = "max-age=31536000";

/// The security headers, added to every response; HSTS too behind a public HTTPS URL. An
/// answer to a request that carries a session cookie is `Cache-Control: private, no-store`,
/// so that what the admin saw never stays in the browser cache of a shared PC.
pub async fn security_headers(
    State(site): State<Arc<Site>>,
    request: Request,
    next: Next,
) -> Response {
    let credentialed = carries_session_cookie(&site, request.headers());
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    add_security_headers(&site, headers);
    if credentialed {
        headers.insert(
            header::CACHE_CONTROL,
            HeaderValue::from_static("private, no-store"),
        );
    }
    response
}

/// Sets the security headers on an answer; HSTS too behind a public HTTPS URL. The
/// connection loop's own answers (503 to a busy client, 408 to a slow request) never pass
/// through the app's layers, and carry them through this.
pub fn add_security_headers(site: &Site, headers: &mut HeaderMap) {
    let fixed: [(header::HeaderName, &'static str); 7] = [
        (header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::REFERRER_POLICY, "same-origin"),
        (header::X_FRAME_OPTIONS, "DENY"),
        (
            header::HeaderName::from_static("cross-origin-opener-policy"),
            "same-origin",
        ),
        (
            header::HeaderName::from_static("cross-origin-resource-policy"),
            "same-origin",
        ),
        (
            header::HeaderName::from_static("permissions-policy"),
            "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
        ),
    ];
    for (name, value) in fixed {
        headers.insert(name, HeaderValue::from_static(value));
    }
    if site.is_https() {
        headers.insert(
            header::STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static(STRICT_TRANSPORT_SECURITY),
        );
    }
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
        StatusCode::PAYLOAD_TOO_LARGE => "The request body is too large.",
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
