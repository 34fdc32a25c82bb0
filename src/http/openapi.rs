//! The OpenAPI document of the whole API, served at `/api/openapi.json` (docs/api.md).
//!
//! Each resource module describes its own handlers (`#[utoipa::path]`) and registers them with
//! `routes!`, so a route cannot exist without its description. This module holds the root of
//! the document: its title, tags, the three credentials, and the shared error sentences.

use axum::Router;
use axum::body::Bytes;
use axum::extract::Extension;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use utoipa::Modify;
use utoipa::openapi::OpenApi as Document;
use utoipa::openapi::security::{ApiKey, ApiKeyValue, SecurityScheme};

use super::AppState;
use super::auth::{ADMIN_COOKIE, LEAGUE_COOKIE};
use super::site::MEMBER_COOKIE;
use crate::http::error::{ErrorBody, FieldProblem};

/// Where the document is served.
pub const PATH: &str = "/api/openapi.json";

/// The name of the admin credential in the document's `security` lists.
pub const ADMIN_SESSION: &str = "admin_session";
/// The name of the league credential in the document's `security` lists.
pub const LEAGUE_SESSION: &str = "league_session";
/// The name of the member credential in the document's `security` lists.
pub const MEMBER_SESSION: &str = "member_session";

/// 400: what every call with a JSON body may answer to unreadable input.
pub const MALFORMED: &str =
    "Malformed JSON, or a body sent without `Content-Type: application/json`";
/// 401 of the admin's calls.
pub const NOT_ADMIN: &str = "No live admin session (the `th_admin` cookie)";
/// 401 of the league's calls.
pub const NOT_UNLOCKED: &str = "Neither the league unlock (`th_league`) nor the admin session";
/// 401 of the member's calls.
pub const NOT_MEMBER: &str =
    "No live member session (the `th_member` cookie): `member_sign_in_required`";
/// 429 of the sign-in with a link.
pub const TOO_MANY_LINK_GUESSES: &str = "`too_many_attempts`: a budget of sign-in link checks is spent, this client's or its network's (there is no club-wide one); see `Retry-After`";
/// 403 of every state-changing call.
pub const CROSS_SITE: &str = "A foreign `Origin`, or a body that is not declared as JSON";
/// 403 of what stays with the password (docs/rules.md#committee).
pub const PASSWORD_ONLY: &str = "The league unlock (`admin_only`), or an organizer's console: this stays with the admin password (`password_admin_only`); or a foreign `Origin`, or a body not declared as JSON";
/// 403 of the admin's state-changing calls.
pub const ADMIN_ONLY: &str =
    "Only the league credential, a foreign `Origin`, or a body not declared as JSON";
/// 413 of every call with a body.
pub const TOO_LARGE: &str = "The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere";
/// 422 of every call with a body.
pub const INVALID: &str = "Invalid values (wrong types included); `fields` names each problem";
/// 429 of the signup call.
pub const TOO_MANY: &str = "Too many attempts from this address; see `Retry-After`";
/// 429 of the password calls.
pub const TOO_MANY_GUESSES: &str = "A budget of password checks is spent: this client's, its network's or this browser's (`too_many_attempts`), or the whole club's (`password_checks_paused`, which a browser that signed in before skips); see `Retry-After`";

/// The root of the document; the resource modules add their paths to it.
#[derive(utoipa::OpenApi)]
#[openapi(
    info(
        title = "Tournament Hub",
        description = "Tournaments, a challenge league and a ranking for a tennis club. \
            JSON bodies with camelCase fields; every error is an `ErrorBody`. Calls that change \
            data need the admin session, or for the league the league unlock; a member's own calls \
            (`/api/me`) need the member session. All three are HttpOnly cookies set by the \
            sign-in calls."
    ),
    components(schemas(ErrorBody, FieldProblem)),
    modifiers(&Credentials),
    tags(
        (name = "session", description = "Admin login and the league unlock"),
        (name = "me", description = "The signed-in member: sign-in links, their page, language and sessions"),
        (name = "health", description = "Whether the server and its database answer"),
        (name = "players", description = "The club's players and their avatars"),
        (name = "invitations", description = "Invitation links and signup through them"),
        (name = "rankings", description = "The ranking and the player profile"),
        (name = "tournaments", description = "Tournaments, their schedule, groups and progress"),
        (name = "matches", description = "Tournament match results"),
        (name = "league", description = "The challenge league"),
        (name = "notices", description = "A member's and the admin's notices, the outbox's delivery counts, and one-click unsubscribe from emails"),
        (name = "push", description = "Web Push: the club's VAPID public key"),
        (name = "fees", description = "The admin's books: levels, the yearly fee, who paid, the audit trail"),
    )
)]
pub struct ApiDoc;

/// Declares the three cookies that the operations' `security` lists name.
struct Credentials;

impl Modify for Credentials {
    fn modify(&self, openapi: &mut Document) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            ADMIN_SESSION,
            SecurityScheme::ApiKey(ApiKey::Cookie(ApiKeyValue::with_description(
                ADMIN_COOKIE,
                "The admin session, set by `POST /api/admin/login` (30 days).",
            ))),
        );
        components.add_security_scheme(
            LEAGUE_SESSION,
            SecurityScheme::ApiKey(ApiKey::Cookie(ApiKeyValue::with_description(
                LEAGUE_COOKIE,
                "The league unlock, set by `POST /api/league/unlock` (12 hours).",
            ))),
        );
        components.add_security_scheme(
            MEMBER_SESSION,
            SecurityScheme::ApiKey(ApiKey::Cookie(ApiKeyValue::with_description(
                MEMBER_COOKIE,
                "The member session, set by `POST /api/me/sign-in` with a sign-in link, or by \
                 an invitation signup (a year past its last use).",
            ))),
        );
    }
}

/// What a 400 of a read means: every `GET` refuses a query parameter it does not take and one
/// given twice or of the wrong type.
pub const BAD_QUERY: &str = "A query parameter the call does not take (`unknown_parameter`), or \
    one given twice or of the wrong type (`query_invalid`)";

/// Documents the 400 that every read may answer (see [`BAD_QUERY`]): the query parameters
/// are checked by one layer for all of them, so the document says it for all of them.
pub fn document_query_errors(document: &mut Document) {
    use utoipa::openapi::{ContentBuilder, Ref, RefOr, ResponseBuilder};
    for item in document.paths.paths.values_mut() {
        if let Some(operation) = item.get.as_mut() {
            operation
                .responses
                .responses
                .entry("400".to_string())
                .or_insert_with(|| {
                    RefOr::T(
                        ResponseBuilder::new()
                            .description(BAD_QUERY)
                            .content(
                                "application/json",
                                ContentBuilder::new()
                                    .schema(Some(Ref::from_schema_name("ErrorBody")))
                                    .build(),
                            )
                            .build(),
                    )
                });
        }
    }
}

/// The document as served: serialized once, with its ETag.
#[derive(Clone)]
struct Served {
    json: Bytes,
    etag: HeaderValue,
}

/// The route that serves `document`, serialized here once rather than on every request.
pub fn router(document: &Document) -> Router<AppState> {
    let json = document
        .to_json()
        .expect("the OpenAPI document always serializes");
    let etag = HeaderValue::from_str(&super::etag::of_bytes(json.as_bytes()))
        .expect("a hex ETag is a valid header value");
    let served = Served {
        json: Bytes::from(json),
        etag,
    };
    Router::new()
        .route(PATH, get(openapi_json))
        .layer(Extension(served))
}

/// `GET /api/openapi.json`: the document describes the club's calls, not itself.
async fn openapi_json(Extension(served): Extension<Served>, request: HeaderMap) -> Response {
    let etag = served.etag.clone();
    let cache = (header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    if super::etag::matches(&request, etag.to_str().unwrap_or_default()) {
        return (StatusCode::NOT_MODIFIED, [(header::ETAG, etag), cache]).into_response();
    }
    (
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json"),
            ),
            (header::ETAG, etag),
            cache,
        ],
        served.json,
    )
        .into_response()
}
