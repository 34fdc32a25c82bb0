//! The outbox's own runtime ("No one stalls the outbox", docs/rules.md#notices): the
//! delivery worker, its couriers and the sign-in links asked for by email run on a thread of
//! their own, so a send's round trips with the relay or a push service never queue behind the
//! site's requests, and the site's never behind them. Its store work runs on its own blocking
//! threads too; the single writer is shared, as every write's is.

/// Threads for the outbox's store work (a lane's marks and claims, push's reads).
const BLOCKING_THREADS: usize = 4;

/// The outbox's runtime: one worker thread.
pub fn runtime() -> std::io::Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .max_blocking_threads(BLOCKING_THREADS)
        .thread_name("outbox")
        .enable_all()
        .build()
}
