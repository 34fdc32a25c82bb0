//! The one error type of the HTTP layer and its JSON body (decisions §3).
//!
//! Every failure a client sees is `{"error": code, "message": sentence, "fields"?: {...}}`.
//! Internal errors are logged once, with detail, and answered with a generic sentence.

use std::collections::BTreeMap;

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

/// `Result` with [`AppError`] as the default error.
pub type Result<T, E = AppError> = std::result::Result<T, E>;

/// Everything that can go wrong in a request, each mapped to one status code.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// 400: the request could not be read (malformed JSON, bad path parameter).
    #[error("{0}")]
    BadRequest(String),
    /// 401: the call needs a credential the request does not carry.
    #[error("{0}")]
    Unauthorized(String),
    /// 403: the credential or the request's origin is not allowed to do this.
    #[error("{0}")]
    Forbidden(String),
    /// 404: the thing asked for does not exist.
    #[error("{0}")]
    NotFound(String),
    /// 409: the request conflicts with the current state.
    #[error("{0}")]
    Conflict(String),
    /// 413: the body is larger than the server accepts.
    #[error("{0}")]
    PayloadTooLarge(String),
    /// 422: the values are well-formed but invalid; `fields` names the culprits.
    #[error("{message}")]
    Invalid {
        /// A sentence for a person.
        message: String,
        /// Field name to its problem.
        fields: BTreeMap<String, String>,
    },
    /// 429: too many failed attempts; retry after the given number of seconds.
    #[error("Too many attempts. Try again in {retry_after_secs} seconds.")]
    TooManyRequests {
        /// Seconds until the next attempt is allowed.
        retry_after_secs: u64,
    },
    /// 500: a fault of ours. The detail is logged, never sent.
    #[error("internal error: {0}")]
    Internal(String),
}

impl AppError {
    /// A 422 about one field.
    pub fn invalid(field: &str, message: impl Into<String>) -> Self {
        let message = message.into();
        let mut fields = BTreeMap::new();
        fields.insert(field.to_string(), message.clone());
        AppError::Invalid { message, fields }
    }

    /// A 422 not tied to one field.
    pub fn invalid_request(message: impl Into<String>) -> Self {
        AppError::Invalid {
            message: message.into(),
            fields: BTreeMap::new(),
        }
    }

    /// A 404 naming what was missing, e.g. `not_found("Tournament")`.
    pub fn not_found(what: &str) -> Self {
        AppError::NotFound(format!("{what} not found"))
    }

    /// A 500 from any error; the detail is kept for the log.
    pub fn internal(err: impl std::fmt::Display) -> Self {
        AppError::Internal(err.to_string())
    }

    /// The status code this error answers with.
    pub fn status(&self) -> StatusCode {
        match self {
            AppError::BadRequest(_) => StatusCode::BAD_REQUEST,
            AppError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            AppError::Forbidden(_) => StatusCode::FORBIDDEN,
            AppError::NotFound(_) => StatusCode::NOT_FOUND,
            AppError::Conflict(_) => StatusCode::CONFLICT,
            AppError::PayloadTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            AppError::Invalid { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            AppError::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The machine-readable code of the JSON body.
    pub fn code(&self) -> &'static str {
        match self {
            AppError::BadRequest(_) => "bad_request",
            AppError::Unauthorized(_) => "unauthorized",
            AppError::Forbidden(_) => "forbidden",
            AppError::NotFound(_) => "not_found",
            AppError::Conflict(_) => "conflict",
            AppError::PayloadTooLarge(_) => "payload_too_large",
            AppError::Invalid { .. } => "invalid",
            AppError::TooManyRequests { .. } => "too_many_requests",
            AppError::Internal(_) => "internal",
        }
    }
}

/// The JSON body of every error response.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ErrorBody<'a> {
    /// Machine-readable code.
    #[schema(example = "invalid")]
    pub error: &'a str,
    /// A sentence for a person.
    pub message: String,
    /// Field name to its problem, on validation errors.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<BTreeMap<String, String>>)]
    pub fields: Option<&'a BTreeMap<String, String>>,
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let status = self.status();
        let message = match &self {
            AppError::Internal(detail) => {
                tracing::error!(%detail, "request failed");
                "Something went wrong on the server. Please try again.".to_string()
            }
            other => other.to_string(),
        };
        let fields = match &self {
            AppError::Invalid { fields, .. } if !fields.is_empty() => Some(fields),
            _ => None,
        };
        let body = ErrorBody {
            error: self.code(),
            message,
            fields,
        };
        let mut response = (status, axum::Json(body)).into_response();
        if let AppError::TooManyRequests { retry_after_secs } = self {
            response.headers_mut().insert(
                header::RETRY_AFTER,
                HeaderValue::from(retry_after_secs.max(1)),
            );
        }
        response
    }
}

impl From<rusqlite::Error> for AppError {
    fn from(err: rusqlite::Error) -> Self {
        AppError::Internal(format!("database: {err}"))
    }
}

impl From<r2d2::Error> for AppError {
    fn from(err: r2d2::Error) -> Self {
        AppError::Internal(format!("database pool: {err}"))
    }
}
