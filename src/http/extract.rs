//! Extractors whose rejections are [`Error`]s, so malformed input gets the same JSON
//! error body as everything else.

use axum::extract::rejection::{JsonRejection, PathRejection, QueryRejection};
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::club::Error;

/// `axum::Json` with our error body on rejection.
#[derive(Debug, Clone, Copy, Default)]
pub struct Json<T>(pub T);

impl<S, T> FromRequest<S> for Json<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = Error;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let limit = req.extensions().get::<super::guard::BodyLimit>().copied();
        match axum::Json::<T>::from_request(req, state).await {
            Ok(axum::Json(value)) => Ok(Json(value)),
            Err(JsonRejection::BytesRejection(err)) if err.status().as_u16() == 413 => Err(
                super::guard::too_large(limit.map_or(super::BODY_LIMIT, |l| l.0)),
            ),
            Err(rejection) => Err(json_rejection(rejection)),
        }
    }
}

/// An optional body: none when the request declares no content type (an empty `POST`), else
/// read as [`Json`] with the same refusals.
impl<S, T> axum::extract::OptionalFromRequest<S> for Json<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = Error;

    async fn from_request(req: Request, state: &S) -> Result<Option<Self>, Self::Rejection> {
        if req.headers().contains_key(axum::http::header::CONTENT_TYPE) {
            <Json<T> as FromRequest<S>>::from_request(req, state)
                .await
                .map(Some)
        } else {
            Ok(None)
        }
    }
}

/// The first size of an answer's buffer: most answers fit, and a long list grows it by
/// doubling, a handful of copies.
const ANSWER_CAPACITY: usize = 4096;

/// Writes the answer as `axum::Json` does (`application/json`, the same bytes), into a `Vec`
/// rather than through `BytesMut`'s writer: serde_json writes an answer in a great many small
/// pieces (a quote, a key, a colon), and a `Vec` takes each one with an inline check where
/// the writer made a call per piece; that was a third of the cost of a list of 1,000 players
/// (bench/README.md, "What an uncached answer costs").
impl<T: Serialize> IntoResponse for Json<T> {
    fn into_response(self) -> Response {
        let mut body = Vec::with_capacity(ANSWER_CAPACITY);
        match serde_json::to_writer(&mut body, &self.0) {
            Ok(()) => (
                [(
                    axum::http::header::CONTENT_TYPE,
                    axum::http::HeaderValue::from_static("application/json"),
                )],
                body,
            )
                .into_response(),
            Err(err) => Error::internal(format!("writing an answer: {err}")).into_response(),
        }
    }
}

fn json_rejection(rejection: JsonRejection) -> Error {
    match rejection {
        JsonRejection::JsonDataError(err) => {
            // serde's own sentence names the field and the expected type.
            Error::invalid_request(
                "body_invalid",
                format!("Invalid request body: {}", err.body_text()),
            )
        }
        JsonRejection::JsonSyntaxError(err) => Error::bad_request(
            "json_malformed",
            format!("Malformed JSON: {}", err.body_text()),
        ),
        JsonRejection::MissingJsonContentType(_) => Error::bad_request(
            "json_required",
            "Send the body as JSON (Content-Type: application/json).",
        ),
        other => Error::bad_request(
            "body_unreadable",
            format!("Could not read the request body: {}", other.body_text()),
        ),
    }
}

/// `axum::extract::Path` with our error body on rejection.
#[derive(Debug)]
pub struct Path<T>(pub T);

impl<S, T> FromRequestParts<S> for Path<T>
where
    T: DeserializeOwned + Send,
    S: Send + Sync,
{
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        match axum::extract::Path::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Path(value)) => Ok(Path(value)),
            Err(PathRejection::FailedToDeserializePathParams(_)) => Err(Error::NotFound {
                code: "id_invalid",
                message: "No such resource: the id in the address is not valid.".into(),
            }),
            Err(other) => Err(Error::internal(other.body_text())),
        }
    }
}

/// `axum::extract::Query` with our error body on rejection: a parameter of the wrong type
/// is a 400 that names it.
#[derive(Debug)]
pub struct Query<T>(pub T);

impl<S, T> FromRequestParts<S> for Query<T>
where
    T: DeserializeOwned + Send,
    S: Send + Sync,
{
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        match axum::extract::Query::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Query(value)) => Ok(Query(value)),
            Err(QueryRejection::FailedToDeserializeQueryString(err)) => Err(Error::bad_request(
                "query_invalid",
                format!("Invalid query string: {}", err.body_text()),
            )),
            Err(other) => Err(Error::bad_request("query_invalid", other.body_text())),
        }
    }
}

/// Refuses a body whose `matchId` names another match than the address: one rule and one
/// code (`match_id_mismatch`, 422 on `matchId`) for every call on a match, so a stale form
/// never writes one match's result onto another. A body without `matchId` is fine.
pub fn same_match<T: PartialEq>(address: T, body: Option<T>) -> Result<(), Error> {
    match body {
        Some(named) if named != address => Err(Error::invalid(
            "matchId",
            "match_id_mismatch",
            "matchId does not match the address",
        )),
        _ => Ok(()),
    }
}
