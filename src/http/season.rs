//! The `season` query parameter and the `X-Season` header of every answer that counts
//! points (docs/rules.md#seasons).

use axum::http::{HeaderName, HeaderValue};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use utoipa::IntoParams;

use super::AppState;
use crate::club::Result;
use crate::domain::season::Season;

/// The header naming the season an answer counts.
pub const X_SEASON: HeaderName = HeaderName::from_static("x-season");

/// Which season's points to count.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SeasonParam {
    /// A year (`2025`, from 2000 to the current one) or `all` for all time; the current
    /// season (club time, UTC-6) when left out.
    #[param(example = "2025", pattern = "^([0-9]{4}|all)$")]
    pub season: Option<String>,
}

impl SeasonParam {
    /// The season named, or the one under way.
    pub fn resolve(&self, state: &AppState) -> Result<Season> {
        state.club.season(self.season.as_deref(), "season")
    }
}

/// An answer with the `X-Season` header saying which season it counts.
pub fn with_season(season: Season, answer: impl IntoResponse) -> Response {
    let mut response = answer.into_response();
    if let Ok(value) = HeaderValue::from_str(&season.to_string()) {
        response.headers_mut().insert(X_SEASON, value);
    }
    response
}
