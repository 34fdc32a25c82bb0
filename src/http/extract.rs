//! Extractors whose rejections are [`AppError`]s, so malformed input gets the same JSON
//! error body as everything else.

use axum::extract::rejection::{JsonRejection, PathRejection, QueryRejection};
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::error::AppError;

/// `axum::Json` with our error body on rejection.
#[derive(Debug, Clone, Copy, Default)]
pub struct Json<T>(pub T);

impl<S, T> FromRequest<S> for Json<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = AppError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        match axum::Json::<T>::from_request(req, state).await {
            Ok(axum::Json(value)) => Ok(Json(value)),
            Err(rejection) => Err(json_rejection(rejection)),
        }
    }
}

impl<T: Serialize> IntoResponse for Json<T> {
    fn into_response(self) -> Response {
        axum::Json(self.0).into_response()
    }
}

fn json_rejection(rejection: JsonRejection) -> AppError {
    match rejection {
        JsonRejection::JsonDataError(err) => {
            // serde's own sentence names the field and the expected type.
            AppError::invalid_request(format!("Invalid request body: {}", err.body_text()))
        }
        JsonRejection::JsonSyntaxError(err) => {
            AppError::BadRequest(format!("Malformed JSON: {}", err.body_text()))
        }
        JsonRejection::MissingJsonContentType(_) => {
            AppError::BadRequest("Send the body as JSON (Content-Type: application/json).".into())
        }
        JsonRejection::BytesRejection(err) if err.status().as_u16() == 413 => {
            AppError::PayloadTooLarge("The request body is too large (at most 8 MB).".into())
        }
        other => AppError::BadRequest(format!(
            "Could not read the request body: {}",
            other.body_text()
        )),
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
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        match axum::extract::Path::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Path(value)) => Ok(Path(value)),
            Err(PathRejection::FailedToDeserializePathParams(_)) => Err(AppError::NotFound(
                "No such resource: the id in the address is not valid.".into(),
            )),
            Err(other) => Err(AppError::internal(other.body_text())),
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
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        match axum::extract::Query::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Query(value)) => Ok(Query(value)),
            Err(QueryRejection::FailedToDeserializeQueryString(err)) => Err(AppError::BadRequest(
                format!("Invalid query string: {}", err.body_text()),
            )),
            Err(other) => Err(AppError::BadRequest(other.body_text())),
        }
    }
}
