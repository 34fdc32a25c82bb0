//! What can go wrong in a use case, in the club's terms and without HTTP: a category (not
//! found, conflict, invalid, ...), an exact reason as a snake_case `code` that the UI
//! translates, an English sentence for API users and logs, and for invalid input the
//! fields at fault, each with its own code and sentence. `src/http/error.rs` alone turns it
//! into a status code and a JSON body.

use std::collections::BTreeMap;

/// `Result` with [`Error`] as the default error.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// One field's problem.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldError {
    /// The exact reason, such as `name_required`.
    pub code: &'static str,
    /// A sentence for a person (English).
    pub message: String,
    /// What the UI needs to say precisely what is wrong in the visitor's language, such as
    /// `{"reason": "unfinished_set", "set": 2, "score": "6-5"}` for a score; none for most.
    pub params: Option<serde_json::Value>,
}

/// Everything a use case can refuse or fail with.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The request could not be read (malformed JSON, a parameter of the wrong type).
    #[error("{message}")]
    BadRequest {
        /// The exact reason.
        code: &'static str,
        /// A sentence for a person.
        message: String,
    },
    /// The call needs a credential the request does not carry.
    #[error("{message}")]
    Unauthorized {
        /// The exact reason.
        code: &'static str,
        /// A sentence for a person.
        message: String,
    },
    /// The credential or the request's origin may not do this.
    #[error("{message}")]
    Forbidden {
        /// The exact reason.
        code: &'static str,
        /// A sentence for a person.
        message: String,
    },
    /// The thing asked for does not exist (or is not the caller's to see).
    #[error("{message}")]
    NotFound {
        /// The exact reason, such as `tournament_not_found`.
        code: &'static str,
        /// A sentence for a person.
        message: String,
    },
    /// The request conflicts with the current state.
    #[error("{message}")]
    Conflict {
        /// The exact reason, such as `tournament_has_results`.
        code: &'static str,
        /// A sentence for a person.
        message: String,
        /// The fields whose values meet the conflict, with what the UI needs to say so
        /// (`name_duplicate`: the players of that name); empty for most.
        fields: BTreeMap<String, FieldError>,
    },
    /// The body is larger than the server accepts.
    #[error("{message}")]
    TooLarge {
        /// The exact reason.
        code: &'static str,
        /// A sentence for a person.
        message: String,
    },
    /// Well-formed values that break a rule; `fields` names the culprits.
    #[error("{message}")]
    Invalid {
        /// The exact reason (the first field's code when one field is at fault).
        code: &'static str,
        /// A sentence for a person.
        message: String,
        /// Field name to its problem.
        fields: BTreeMap<String, FieldError>,
    },
    /// Too many attempts; the next is allowed after the given number of seconds.
    #[error("Too many attempts. Try again in {retry_after_secs} seconds.")]
    RateLimited {
        /// Seconds until the next attempt is allowed.
        retry_after_secs: u64,
    },
    /// A limit on how often something may be done is reached; the next is allowed after
    /// the given number of seconds.
    #[error("{message}")]
    LimitReached {
        /// The exact reason, such as `league_daily_limit`.
        code: &'static str,
        /// A sentence for a person.
        message: String,
        /// Seconds until the next one is allowed.
        retry_after_secs: u64,
    },
    /// A fault of ours. The detail is logged, never sent.
    #[error("internal error: {0}")]
    Internal(String),
}

impl Error {
    /// Invalid input in one field: `invalid("name", "name_required", "Name is required")`.
    pub fn invalid(field: &str, code: &'static str, message: impl Into<String>) -> Self {
        let message = message.into();
        let mut fields = BTreeMap::new();
        fields.insert(
            field.to_string(),
            FieldError {
                code,
                message: message.clone(),
                params: None,
            },
        );
        Error::Invalid {
            code,
            message,
            fields,
        }
    }

    /// An invalid score in field `field`: `score_invalid`, with the score's problem as data
    /// (its `reason` and numbers) beside the English sentence.
    pub fn score_invalid(field: &str, problem: &crate::domain::score::ScoreError) -> Self {
        let mut error = Error::invalid(field, "score_invalid", problem.to_string());
        if let Error::Invalid { fields, .. } = &mut error {
            for field in fields.values_mut() {
                field.params = serde_json::to_value(problem).ok();
            }
        }
        error
    }

    /// The same error with `params` on each field at fault: the numbers or dates the UI or
    /// an API user needs to say precisely what is allowed. Other errors are left as they are.
    pub fn with_params(mut self, params: serde_json::Value) -> Self {
        if let Error::Invalid { fields, .. } = &mut self {
            for field in fields.values_mut() {
                field.params = Some(params.clone());
            }
        }
        self
    }

    /// Invalid input not tied to one field.
    pub fn invalid_request(code: &'static str, message: impl Into<String>) -> Self {
        Error::Invalid {
            code,
            message: message.into(),
            fields: BTreeMap::new(),
        }
    }

    /// A missing thing: `not_found("tournament_not_found", "Tournament")`.
    pub fn not_found(code: &'static str, what: &str) -> Self {
        Error::NotFound {
            code,
            message: format!("{what} not found"),
        }
    }

    /// A conflict with the current state.
    pub fn conflict(code: &'static str, message: impl Into<String>) -> Self {
        Error::Conflict {
            code,
            message: message.into(),
            fields: BTreeMap::new(),
        }
    }

    /// A conflict over the value of field `field`, with the data the UI needs to name what it
    /// meets (`params`).
    pub fn conflict_in(
        field: &str,
        code: &'static str,
        message: impl Into<String>,
        params: serde_json::Value,
    ) -> Self {
        let message = message.into();
        let mut fields = BTreeMap::new();
        fields.insert(
            field.to_string(),
            FieldError {
                code,
                message: message.clone(),
                params: Some(params),
            },
        );
        Error::Conflict {
            code,
            message,
            fields,
        }
    }

    /// A request that could not be read.
    pub fn bad_request(code: &'static str, message: impl Into<String>) -> Self {
        Error::BadRequest {
            code,
            message: message.into(),
        }
    }

    /// A call without the credential it needs.
    pub fn unauthorized(code: &'static str, message: impl Into<String>) -> Self {
        Error::Unauthorized {
            code,
            message: message.into(),
        }
    }

    /// A call the credential or origin may not make.
    pub fn forbidden(code: &'static str, message: impl Into<String>) -> Self {
        Error::Forbidden {
            code,
            message: message.into(),
        }
    }

    /// A limit reached: the next try is allowed in `retry_after_secs` seconds.
    pub fn limit_reached(
        code: &'static str,
        message: impl Into<String>,
        retry_after_secs: u64,
    ) -> Self {
        Error::LimitReached {
            code,
            message: message.into(),
            retry_after_secs,
        }
    }

    /// A fault of ours from any error; the detail is kept for the log.
    pub fn internal(err: impl std::fmt::Display) -> Self {
        Error::Internal(err.to_string())
    }

    /// The category: `bad_request`, `unauthorized`, `forbidden`, `not_found`, `conflict`,
    /// `payload_too_large`, `invalid`, `too_many_requests` or `internal`.
    pub fn category(&self) -> &'static str {
        match self {
            Error::BadRequest { .. } => "bad_request",
            Error::Unauthorized { .. } => "unauthorized",
            Error::Forbidden { .. } => "forbidden",
            Error::NotFound { .. } => "not_found",
            Error::Conflict { .. } => "conflict",
            Error::TooLarge { .. } => "payload_too_large",
            Error::Invalid { .. } => "invalid",
            Error::RateLimited { .. } | Error::LimitReached { .. } => "too_many_requests",
            Error::Internal(_) => "internal",
        }
    }

    /// The exact reason, in snake_case.
    pub fn code(&self) -> &'static str {
        match self {
            Error::BadRequest { code, .. }
            | Error::Unauthorized { code, .. }
            | Error::Forbidden { code, .. }
            | Error::NotFound { code, .. }
            | Error::Conflict { code, .. }
            | Error::TooLarge { code, .. }
            | Error::Invalid { code, .. }
            | Error::LimitReached { code, .. } => code,
            Error::RateLimited { .. } => "too_many_attempts",
            Error::Internal(_) => "internal",
        }
    }
}

/// A refused upload is invalid input in the `avatar` field, with the refusal's code and
/// sentence; an encoder failure is a fault of ours.
impl From<crate::avatar::AvatarError> for Error {
    fn from(err: crate::avatar::AvatarError) -> Self {
        match err.code() {
            Some(code) => Error::invalid(crate::avatar::FIELD, code, err.to_string()),
            None => Error::internal(err),
        }
    }
}

impl From<crate::db::Error> for Error {
    fn from(err: crate::db::Error) -> Self {
        Error::Internal(err.to_string())
    }
}

impl From<rusqlite::Error> for Error {
    fn from(err: rusqlite::Error) -> Self {
        Error::Internal(format!("database: {err}"))
    }
}

impl From<r2d2::Error> for Error {
    fn from(err: r2d2::Error) -> Self {
        Error::Internal(format!("database pool: {err}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::avatar::AvatarError;

    #[test]
    fn a_refused_upload_is_invalid_in_the_avatar_field_and_an_encoder_failure_is_ours() {
        for (refusal, code) in [
            (AvatarError::NotAnImage, "avatar_type"),
            (AvatarError::TooLarge, "avatar_too_large"),
            (AvatarError::TooManyPixels, "avatar_too_many_pixels"),
            (AvatarError::Unreadable, "avatar_unreadable"),
            (AvatarError::NotDataUrl, "avatar_not_data_url"),
            (AvatarError::NotBase64, "avatar_not_base64"),
        ] {
            let sentence = refusal.to_string();
            match Error::from(refusal) {
                Error::Invalid {
                    code: said,
                    message,
                    fields,
                } => {
                    assert_eq!(said, code);
                    assert_eq!(message, sentence);
                    assert_eq!(fields["avatar"].code, code);
                    assert_eq!(fields["avatar"].message, sentence);
                }
                other => panic!("{code}: expected invalid input, got {other:?}"),
            }
        }
        let failed = Error::from(AvatarError::Encode("encoder gave up".into()));
        assert_eq!(failed.category(), "internal");
        assert_eq!(failed.to_string(), "internal error: encoder gave up");
    }
}
