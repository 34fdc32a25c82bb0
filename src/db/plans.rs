//! Which statements the app runs, for the test that reads each one's query plan
//! (`tests/server/query_plans.rs`: no public read may scan the whole match or league table).
//! Off unless a test arms it before it opens its database: an unarmed connection has no trace
//! at all. (Armed, rusqlite copies each statement's text for the trace before the callback
//! can decline it, a few thousand instructions a statement: 3% of a result's write when every
//! connection carried it.)

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

use rusqlite::Connection;
use rusqlite::trace::{TraceEvent, TraceEventCodes};

static ARMED: AtomicBool = AtomicBool::new(false);
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

/// Makes every connection opened from now on in this process able to report its statements:
/// a test arms it before it opens the database it records.
pub fn arm() {
    ARMED.store(true, Ordering::Relaxed);
}

/// Lets `conn` report the statements it runs while recording is on, once [`arm`]ed.
pub fn listen(conn: &Connection) {
    if ARMED.load(Ordering::Relaxed) {
        conn.trace_v2(TraceEventCodes::SQLITE_TRACE_STMT, Some(heard));
    }
}

/// Starts recording statements (forgetting any recorded before); only connections opened
/// after [`arm`] have any to record.
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
