//! Which statements the app runs, for the test that reads each one's query plan
//! (`tests/it/query_plans.rs`: no public read may scan the whole match or league table).
//! Off unless a test turns it on; when off, each statement costs one atomic load.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

use rusqlite::Connection;
use rusqlite::trace::{TraceEvent, TraceEventCodes};

static RECORDING: AtomicBool = AtomicBool::new(false);
static STATEMENTS: Mutex<Vec<String>> = Mutex::new(Vec::new());

fn heard(event: TraceEvent<'_>) {
    if !RECORDING.load(Ordering::Relaxed) {
        return;
    }
    if let TraceEvent::Stmt(_, sql) = event {
        STATEMENTS
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(sql.to_string());
    }
}

/// Lets `conn` report the statements it runs while recording is on.
pub fn listen(conn: &Connection) {
    conn.trace_v2(TraceEventCodes::SQLITE_TRACE_STMT, Some(heard));
}

/// Starts recording statements (forgetting any recorded before).
pub fn start() {
    STATEMENTS.lock().unwrap_or_else(|e| e.into_inner()).clear();
    RECORDING.store(true, Ordering::Relaxed);
}

/// Stops recording; returns what ran, each distinct statement once.
pub fn stop() -> Vec<String> {
    RECORDING.store(false, Ordering::Relaxed);
    let mut statements = std::mem::take(&mut *STATEMENTS.lock().unwrap_or_else(|e| e.into_inner()));
    statements.sort();
    statements.dedup();
    statements
}
