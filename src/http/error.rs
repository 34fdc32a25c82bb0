//! The one place where a use case's error becomes an HTTP answer: its status code and the
//! JSON body every failure has (docs/api.md, "Errors").
//!
//! The body is `{"error": category, "code": reason, "message": sentence, "fields"?: {field:
//! {code, message}}}`. Internal errors are logged once, with detail, and answered with a
//! generic sentence.

use std::collections::BTreeMap;

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use crate::club::Error;

/// The status code a use case's error answers with.
pub fn status_of(error: &Error) -> StatusCode {
    match error {
        Error::BadRequest { .. } => StatusCode::BAD_REQUEST,
        Error::Unauthorized { .. } => StatusCode::UNAUTHORIZED,
        Error::Forbidden { .. } => StatusCode::FORBIDDEN,
        Error::NotFound { .. } => StatusCode::NOT_FOUND,
        Error::Conflict { .. } => StatusCode::CONFLICT,
        Error::TooLarge { .. } => StatusCode::PAYLOAD_TOO_LARGE,
        Error::Invalid { .. } => StatusCode::UNPROCESSABLE_ENTITY,
        Error::RateLimited { .. } | Error::LimitReached { .. } => StatusCode::TOO_MANY_REQUESTS,
        Error::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

/// One field's problem in an error body.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct FieldProblem {
    /// The exact reason, in snake_case, such as `name_required`.
    #[schema(example = "name_required")]
    pub code: &'static str,
    /// A sentence for a person (English).
    pub message: String,
    /// What the UI needs to say precisely what is wrong, in data: for `score_invalid` the
    /// score's problem, `{"reason": "unfinished_set", "set": 2, "score": "6-5"}` (docs/api.md).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Object>)]
    pub params: Option<serde_json::Value>,
}

/// The JSON body of every error response.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    /// The category: `bad_request`, `unauthorized`, `forbidden`, `not_found`, `conflict`,
    /// `payload_too_large`, `invalid`, `too_many_requests` or `internal`.
    #[schema(example = "invalid")]
    pub error: &'static str,
    /// The exact reason, in snake_case (docs/api.md lists every code).
    #[schema(example = "score_invalid")]
    pub code: &'static str,
    /// An English sentence for API users and logs; the UI shows its own words for `code`.
    pub message: String,
    /// Field name to its problem, on validation errors and on conflicts over a field's value
    /// (`name_duplicate`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fields: Option<BTreeMap<String, FieldProblem>>,
}

impl IntoResponse for Error {
    fn into_response(self) -> Response {
        let status = status_of(&self);
        let message = match &self {
            Error::Internal(detail) => {
                tracing::error!(%detail, "request failed");
                "Something went wrong on the server. Please try again.".to_string()
            }
            other => other.to_string(),
        };
        let fields = match &self {
            Error::Invalid { fields, .. } | Error::Conflict { fields, .. }
                if !fields.is_empty() =>
            {
                Some(
                    fields
                        .iter()
                        .map(|(name, problem)| {
                            (
                                name.clone(),
                                FieldProblem {
                                    code: problem.code,
                                    message: problem.message.clone(),
                                    params: problem.params.clone(),
                                },
                            )
                        })
                        .collect(),
                )
            }
            _ => None,
        };
        let body = ErrorBody {
            error: self.category(),
            code: self.code(),
            message,
            fields,
        };
        let mut response = (status, axum::Json(body)).into_response();
        if let Error::RateLimited { retry_after_secs }
        | Error::LimitReached {
            retry_after_secs, ..
        } = self
        {
            response.headers_mut().insert(
                header::RETRY_AFTER,
                HeaderValue::from(retry_after_secs.max(1)),
            );
        }
        response
    }
}
