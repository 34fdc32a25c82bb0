//! The `tournament-hub` binary: parse the command line, start logging, dispatch.

use std::io::IsTerminal;

use clap::Parser;
use tracing_subscriber::EnvFilter;

fn main() -> std::process::ExitCode {
    tune_allocator();
    raise_file_limit();
    let cli = tournament_hub::cli::Cli::parse();
    tracing_subscriber::fmt()
        .with_env_filter(
            EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| EnvFilter::new("info,refinery_core=warn")),
        )
        .with_writer(std::io::stderr)
        // Colours only for a person at a terminal: systemd's journal, a file or a pipe would
        // keep the escape codes as text.
        .with_ansi(std::io::stderr().is_terminal())
        .init();
    match tournament_hub::cli::run(cli) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err}");
            std::process::ExitCode::FAILURE
        }
    }
}

/// Keeps glibc's allocator from holding memory the server no longer uses. By default it
/// gives each thread that allocates its own arena, up to eight per core, and each arena
/// keeps what it once held: under load the blocking threads' arenas held 40 MB more than
/// two arenas did. It also raises its threshold for returning large blocks to the system
/// after the first one is freed, so that the 19 MB of one password hash stayed in the heap
/// for good. A fixed threshold (the default value, 128 KiB) keeps returning them.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn tune_allocator() {
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    let arenas = i32::try_from(cores.clamp(1, 8)).unwrap_or(1);
    // SAFETY: mallopt only changes the allocator's settings; called before any thread starts.
    unsafe {
        libc::mallopt(libc::M_ARENA_MAX, arenas);
        libc::mallopt(libc::M_MMAP_THRESHOLD, 128 * 1024);
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn tune_allocator() {}

/// Lifts the soft limit on open files to the hard one. Each connection is a file, and the
/// server holds up to 4,096 (plus the database's); the usual soft default of 1,024 would
/// make `accept` fail long before the server's own cap. A service manager sets the hard
/// limit (`LimitNOFILE` in systemd/tournament-hub.service).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn raise_file_limit() {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit only read and write the struct passed to them.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) == 0 && limit.rlim_cur < limit.rlim_max
        {
            limit.rlim_cur = limit.rlim_max;
            libc::setrlimit(libc::RLIMIT_NOFILE, &limit);
        }
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn raise_file_limit() {}
