//! `serve`: the web app and its background jobs, and the order they stop in.

use std::net::SocketAddr;
use std::path::Path;

use super::{CliError, Network, SafeguardArgs, first_start, mail, open_migrated, outbox};
use crate::db::backup::ServerLock;
use crate::jobs::Jobs;

/// Threads for blocking work (database, password hashing, image processing).
const BLOCKING_THREADS: usize = 8;

/// `serve`: the web app, with its background jobs (`crate::jobs`), until SIGTERM or Ctrl-C;
/// then HTTP stops first, the jobs after it, in the order the jobs room gives.
pub fn serve(
    path: &Path,
    addr: SocketAddr,
    network: &Network,
    safeguards: &SafeguardArgs,
    mail: &mail::MailArgs,
) -> Result<(), CliError> {
    let site = network.site()?;
    let admin_language = mail.admin_language();
    let mail = mail.settings(site.public_origin())?;
    let limits = network.limits()?;
    let push_allow = network.push_allow()?;
    let mut safeguards = safeguards.safeguards()?;
    safeguards.streams = network.streams()?;
    let lock = ServerLock::acquire(path).map_err(CliError::from_display)?;
    let db = open_migrated(path)?;
    first_start::ensure_passwords(&db, path)?;
    let mail = match mail {
        Some(settings) => Some((settings, mail::unsubscribe_key(&db)?)),
        None => None,
    };
    // Database work runs on blocking threads, but only 4 readers and 1 writer exist: more
    // threads would only wait for a connection while each keeps a stack and allocator arena.
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .max_blocking_threads(BLOCKING_THREADS)
        // The writes run on the store's writer thread, at the normal priority; the threads
        // that answer reads give way to it (src/db/mod.rs, `READ_NICENESS`).
        .on_thread_start(crate::db::lower_read_priority)
        .build()
        .map_err(CliError::from_display)?;
    let outbox = outbox::runtime()?;
    let outbox_handle = outbox.handle().clone();
    let store = db.clone();
    let db_for_delivery = db.clone();
    let db_for_checkpoints = db.clone();
    let hub = runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind(addr)
            .await
            .map_err(|e| CliError(format!("cannot listen on {addr}: {e}")))?;
        let local = listener.local_addr().map_err(CliError::from_display)?;
        tracing::info!(%local, db = %path.display(), "Tournament Hub is listening on http://{local}");
        if let Some(origin) = site.public_origin() {
            tracing::info!(public_url = %origin, secure_cookies = site.is_https(), "public URL");
        }
        let site = std::sync::Arc::new(site);
        let state = crate::AppState::with_safeguards(db, (*site).clone(), safeguards);
        run_clock_ahead(&state.club);
        warn_if_league_password_short(&state.club).await;
        let mut jobs = Jobs::new();
        jobs.start_purges(&state.club);
        jobs.start_checkpoints(&db_for_checkpoints);
        jobs.start_clock(&state.club);
        let delivery = outbox::Delivery {
            club: state.club.clone(),
            db: db_for_delivery,
            mail,
            push_allow,
            site: (*site).clone(),
            admin_language,
        };
        delivery.start(&outbox_handle, &mut jobs).await?;
        // Only once the club knows its delivery channels: a timed notice written before would
        // have no email or push delivery (a restart after 07:00 on a Monday lost the digest).
        jobs.start_scheduler(&state.club);
        let events = state.events.clone();
        let hub = state.events.clone();
        let app = crate::app(state);
        // Live event streams only end at their maximum age: end them, so shutdown need not
        // wait.
        let shutdown = async move {
            shutdown_signal().await;
            events.close();
        };
        crate::http::server::serve_with_limits(listener, app, shutdown, limits, site)
            .await
            .map_err(CliError::from_display)?;
        // HTTP has stopped: then the jobs, in their order (src/jobs/mod.rs).
        jobs.stop().await;
        Ok::<_, CliError>(hub)
    })?;
    // Every request and every job has finished: the next start continues the live events'
    // ids from here (src/http/events.rs), so open pages need not refetch everything after a
    // restart.
    let revisions = hub.revisions();
    if let Err(err) = store.write_blocking(|tx| {
        crate::db::revision::set_public_mark(tx, revisions.public, revisions.stored)
    }) {
        tracing::warn!("could not save the live events' revision: {err}");
    }
    outbox.shutdown_background();
    tracing::info!("Tournament Hub stopped");
    drop(lock);
    Ok(())
}

/// Runs the club clock ahead by `TOURNAMENT_HUB_CLOCK_OFFSET_SECS` when a test or a benchmark
/// sets it (`crate::club::clock::OFFSET_ENV`), saying so loudly.
fn run_clock_ahead(club: &crate::club::Club) {
    let Ok(value) = std::env::var(crate::club::clock::OFFSET_ENV) else {
        return;
    };
    match value.trim().parse::<i64>() {
        Ok(secs) => {
            club.clock().run_ahead(chrono::Duration::seconds(secs));
            tracing::warn!(
                "the club clock runs {secs} s off the system's ({}); only for tests",
                crate::club::clock::OFFSET_ENV
            );
        }
        Err(_) => tracing::warn!(
            "{}={value:?} is not a number of seconds; ignored",
            crate::club::clock::OFFSET_ENV
        ),
    }
}

/// Warns when the league password is shorter than today's minimum: it keeps working, but a
/// password shared with every member should be long. Its length is known only when it was
/// set or last used (the store keeps a hash), so an unknown length is said too.
async fn warn_if_league_password_short(club: &crate::club::Club) {
    match club.league_password_is_short().await {
        Ok(Some(true)) => tracing::warn!(
            "the league password is shorter than {} characters; set a longer one with \
             `tournament-hub league-password`",
            crate::passwords::LEAGUE_MIN_LENGTH
        ),
        Ok(None) => tracing::warn!(
            "the league password was set before the {}-character minimum and may be shorter; \
             if so, set a longer one with `tournament-hub league-password`",
            crate::passwords::LEAGUE_MIN_LENGTH
        ),
        Ok(Some(false)) => {}
        Err(err) => tracing::warn!("could not check the league password: {err}"),
    }
}

/// Resolves on Ctrl-C or SIGTERM, so that in-flight requests finish before exit.
async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutting down: finishing requests in flight");
}
