//! The HTTP API and the embedded UI: shared state, the router, and the layers every
//! request passes through.

pub mod assets;
pub mod auth;
pub mod cache;
pub mod calendar;
pub mod confirmation;
pub mod doubles_match;
pub mod encoding;
pub mod error;
pub mod etag;
pub mod events;
pub mod extract;
pub mod features;
pub mod fees;
pub mod first_paint;
pub mod guard;
pub mod guesses;
pub mod health;
pub mod interest;
pub mod invitations;
pub mod league;
pub mod limiter;
pub mod match_plans;
pub mod matches;
pub mod me;
pub mod notices;
pub mod openapi;
pub mod page_template;
pub mod pages;
pub mod players;
pub mod push;
pub mod rankings;
pub mod scores;
pub mod season;
pub mod server;
pub mod session;
pub mod settle;
pub mod shapes;
pub mod site;
pub mod stream_budget;
pub mod this_week;
pub mod timestamps;
pub mod tournaments;
pub mod unsubscribe;

use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::middleware;
use axum::routing::get;
use tower_http::compression::CompressionLayer;
use tower_http::compression::predicate::{NotForContentType, Predicate, SizeAbove};
use tower_http::trace::{DefaultOnFailure, DefaultOnResponse, TraceLayer};
use tracing::Level;
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;

use crate::club::{Club, Db};
use guesses::{GuessBudgets, GuessSettings};
use limiter::AttemptLimiter;
use site::Site;

/// The largest request body accepted anywhere (avatars arrive as data URLs inside JSON);
/// most routes take far less ([`guard::body_limit`]).
pub const BODY_LIMIT: usize = guard::AVATAR_BODY;

/// Signups through invitation links allowed per client address in [`SIGNUP_WINDOW`]: a club
/// evening where friends sign up from the same network stays well under it.
pub const SIGNUP_ATTEMPTS: usize = 20;
/// The window of the signup limit.
pub const SIGNUP_WINDOW: Duration = Duration::from_secs(60 * 60);

/// What every handler can reach.
#[derive(Clone)]
pub struct AppState {
    /// The use cases over the store.
    pub club: Club,
    /// The budgets of checks of the admin and league passwords.
    pub guesses: Arc<GuessBudgets>,
    /// The budgets of checks of members' sign-in links: their own, so that guessing links
    /// never pauses the passwords, nor the other way round.
    pub link_guesses: Arc<GuessBudgets>,
    /// Signups and bad invitation tokens, per client address.
    pub signup_limiter: Arc<AttemptLimiter>,
    /// Sign-in links asked for by email, per client and per network block.
    pub sign_in_emails: Arc<GuessBudgets>,
    /// The kept public answers, which hear every change the club commits.
    pub cache: Arc<cache::ResponseCache>,
    /// The operator's network settings: public URL, trusted proxies, allowed hosts.
    pub site: Arc<Site>,
    /// The live events, which hear every change the club commits.
    pub events: events::Events,
}

/// The operator's limits on what the shared passwords and the live-event streams may take
/// (docs/operations.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Safeguards {
    /// The club-wide budget of failed password checks.
    pub guesses: GuessSettings,
    /// Matches the league password may create club-wide in any 24 hours.
    pub league_daily_creations: usize,
    /// The live-event streams' budget and maximum age.
    pub streams: stream_budget::StreamLimits,
}

impl Default for Safeguards {
    fn default() -> Self {
        Safeguards {
            guesses: GuessSettings::default(),
            league_daily_creations: crate::club::league_history::CLUB_DAILY_CREATIONS,
            streams: stream_budget::StreamLimits::default(),
        }
    }
}

impl AppState {
    /// State over an opened (and migrated) database, with the default network settings.
    pub fn new(db: Db) -> Self {
        AppState::with_site(db, Site::default())
    }

    /// State over an opened (and migrated) database behind `site`.
    pub fn with_site(db: Db, site: Site) -> Self {
        AppState::with_safeguards(db, site, Safeguards::default())
    }

    /// State over an opened (and migrated) database behind `site`, with `safeguards`.
    pub fn with_safeguards(db: Db, site: Site, safeguards: Safeguards) -> Self {
        let club = Club::new(db).with_league_daily_cap(safeguards.league_daily_creations);
        // The stream's ids continue from where the last clean stop left them, or from the
        // stored revision; a store that cannot say starts from 0, and every client that
        // reconnects is told to refetch.
        let revisions = club
            .stored_revisions()
            .map(|(stored, saved)| events::Revisions::resuming(saved, stored))
            .unwrap_or(events::Revisions::starting_at(0));
        AppState {
            events: events::Events::limited(&club, revisions, safeguards.streams),
            cache: cache::ResponseCache::listening_to(&club),
            site: Arc::new(site),
            club,
            guesses: Arc::new(GuessBudgets::new(safeguards.guesses)),
            link_guesses: Arc::new(GuessBudgets::per_client_and_block()),
            signup_limiter: Arc::new(AttemptLimiter::new(SIGNUP_ATTEMPTS, SIGNUP_WINDOW)),
            sign_in_emails: Arc::new(GuessBudgets::per_client_and_block()),
        }
    }
}

/// Every API route with its description: the routes and the OpenAPI document come from
/// the same table, so neither can miss what the other has.
pub fn api() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(openapi::ApiDoc::openapi())
        .merge(health::router())
        .merge(features::router())
        .merge(session::router())
        .merge(players::router())
        .merge(invitations::router())
        .merge(rankings::router())
        .merge(tournaments::router())
        .merge(matches::router())
        .merge(match_plans::router())
        .merge(settle::router())
        .merge(scores::router())
        .merge(league::router())
        .merge(this_week::router())
        .merge(calendar::router())
        .merge(events::router())
        .merge(fees::router())
        .merge(me::router())
        .merge(notices::router())
        .merge(push::router())
        .merge(unsubscribe::router())
}

/// The OpenAPI document of the whole API, pretty-printed: what `GET /api/openapi.json`
/// describes and `tournament-hub openapi` prints. The UI's wire types are generated from it.
pub fn openapi_document() -> String {
    let (_, mut document) = api().split_for_parts();
    openapi::document_query_errors(&mut document);
    document
        .to_pretty_json()
        .expect("the OpenAPI document always serializes")
}

/// The whole application: every API route, its OpenAPI document, the rules text, the
/// embedded UI, and the layers.
pub fn router(state: AppState) -> Router {
    let (api, mut document) = api().split_for_parts();
    openapi::document_query_errors(&mut document);
    let cached = cache::CacheState {
        club: state.club.clone(),
        cache: state.cache.clone(),
        site: state.site.clone(),
        brake: Arc::default(),
    };
    let site = state.site.clone();
    // Inside the routes, where each request knows its route: an organizer's console never
    // decides their own interest (docs/rules.md#committee).
    api.route_layer(middleware::from_fn_with_state(
        state.clone(),
        interest::guard,
    ))
    .merge(openapi::router(&document))
    .route("/tournament-rules.txt", get(assets::rules))
    .route("/manifest.webmanifest", get(pages::manifest))
    .fallback(pages::fallback)
    .with_state(state)
    // Avatars arrive inside JSON: the extractors may read up to the largest limit; the
    // body-limits layer below holds each route to its own.
    .layer(DefaultBodyLimit::max(BODY_LIMIT))
    .layer(middleware::from_fn_with_state(
        site.clone(),
        guard::same_origin_json,
    ))
    .layer(middleware::from_fn(etag::conditional_json))
    // Outside the ETag layer, so kept answers carry their ETag.
    .layer(middleware::from_fn_with_state(cached, cache::public_reads))
    .layer(middleware::from_fn(guard::body_limits))
    .layer(middleware::from_fn_with_state(
        site.clone(),
        guard::identify_client,
    ))
    .layer(middleware::from_fn(guard::json_layer_errors))
    .layer(
        CompressionLayer::new().compress_when(
            SizeAbove::new(encoding::MIN_COMPRESSED_BYTES as u16)
                .and(NotForContentType::IMAGES)
                .and(NotForContentType::GRPC)
                .and(NotForContentType::SSE),
        ),
    )
    .layer(middleware::from_fn_with_state(
        site,
        guard::security_headers,
    ))
    .layer(
        TraceLayer::new_for_http()
            .on_response(DefaultOnResponse::new().level(Level::INFO))
            .on_failure(DefaultOnFailure::new().level(Level::WARN)),
    )
}
