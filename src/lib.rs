//! Tournament Hub: tournaments, a challenge league and a ranking for a tennis club, served
//! from one binary over one SQLite file.
//!
//! [`app`] builds the whole HTTP application; the binary's CLI lives in [`cli`].

pub mod avatar;
pub mod cli;
pub mod clients;
pub mod club;
pub mod db;
pub mod demo;
pub mod domain;
pub mod http;
pub mod jobs;
pub mod mail;
pub mod passwords;
pub mod push;

pub use http::AppState;

/// The whole HTTP application over `state`. Tests drive it with `tower::ServiceExt::oneshot`.
pub fn app(state: AppState) -> axum::Router {
    http::router(state)
}

#[cfg(test)]
mod house_rules;
#[cfg(test)]
mod layering;
