#!/usr/bin/env bash
# Runs every test of Tournament Hub on a fresh machine: installs the UI's npm packages, runs
# the gates (prettier, eslint, tsc, rustfmt, clippy), unit-tests the UI and builds it, runs
# every Rust test (release profile, so the binary the browser tests start is the same build; the
# email tests deliver to a local SMTP relay, aiosmtpd from a virtualenv under target/ops/),
# then the browser tests in Chromium (installed from Debian's packages when missing), and the
# operations checks: the sample nginx configuration in front of the app (nginx from Debian's
# packages), replication under Litestream and the calendar feeds read by the icalendar parser
# (both from virtualenvs under target/ops/), and the instructions uncached answers cost under
# Valgrind (from Debian's packages), against bounds.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step is stamped with the seconds since the start, so a slow step shows in the log.
step() { printf '\n== [%4d s] %s\n' "$SECONDS" "$*"; }

# Waits for work started in the background beside another step (`$2`, its pid), shows its log
# (`$3`), and fails the command with its exit status if it failed (`$1` names it).
finish_beside() {
  local what=$1 pid=$2 log=$3 status=0
  wait "$pid" || status=$?
  trap - EXIT
  cat "$log"
  if [ "$status" -ne 0 ]; then
    echo "$what failed (exit $status)" >&2
    exit "$status"
  fi
}

step "UI: npm packages"
(
  cd ui
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    npm ci --no-audit --no-fund
  fi
)

step "Gates: tsc and the UI build, then prettier and eslint beside rustfmt and clippy"
# The binary embeds ui/dist, so the UI is built before anything compiles the crate. The build
# type-checks first (`tsc -b`, the whole of `npm run typecheck`), so tsc runs once.
(cd ui && npm run build)
# Prettier and eslint read the sources only, on one core each (about 45 s one after the other):
# they run beside clippy, which leaves a core free for long stretches. Their log is shown once
# clippy is done.
mkdir -p target
(cd ui && npm run format:check && npm run lint) >target/ui-gates.log 2>&1 &
ui_gates=$!
trap 'kill "$ui_gates" 2>/dev/null || true' EXIT
cargo fmt --check
TOURNAMENT_HUB_SKIP_UI_BUILD=1 cargo clippy --release --all-targets -- -D warnings
finish_beside "prettier or eslint" "$ui_gates" target/ui-gates.log

step "UI: unit tests and first-download budget"
# In a step of their own: beside the Rust build they gained nothing, as both keep both cores busy
# (bench/README.md, "The test command's time").
(cd ui && npm test && npm run budget)

step "Rust: unit tests and the in-process integration tests (release profile)"
# One build of the binary and of every integration test binary, so both cores link at once; the
# binary's own `main.rs` holds no tests, so it is built (for the real-binary tests) but not as a
# test harness.
TOURNAMENT_HUB_SKIP_UI_BUILD=1 cargo test --release --no-run --test it --test server
# The binary the tests built is the one `cargo build --release` makes: Cargo.toml gives both
# builds the same features (the rustix entry), so this finds every crate fresh, and the
# real-binary tests, the fuzzing, the browser tests and the operations checks all start the
# binary that is shipped. A rebuild here means a dev-dependency turned on a feature the normal
# build lacks: the binary is then built twice, which the warning names.
TOURNAMENT_HUB_SKIP_UI_BUILD=1 cargo build --release --message-format=json-render-diagnostics >target/release-build.json
if grep -q '"fresh":false' target/release-build.json; then
  echo "warning: cargo build --release rebuilt what cargo test --release had built (features differ between the two; see the rustix entry in Cargo.toml)" >&2
fi
# The library's own unit tests are a second compile of the whole crate (with its tests in). At
# opt-level 3 that compile cost some 500 CPU-seconds, as much as the library itself; unoptimized
# it costs about 70 and the 395 tests run in 7 s instead of 3.5. Only this crate is compiled
# so: its dependencies are the release build's, shared, and the build script's run is the same.
# The integration tests (`it`) link the optimized library the binary is built from: unoptimized
# they would take twice as long to run as they save in compiling (bench/README.md, "The test
# command's time").
TOURNAMENT_HUB_SKIP_UI_BUILD=1 cargo test --release --lib --config 'profile.release.package.tournament-hub.opt-level=0'
TOURNAMENT_HUB_SKIP_UI_BUILD=1 cargo test --release --test it

step "Rust: the tests that start the real binary, one at a time; beside them, API fuzzing, short form"
# The email tests deliver to a real local SMTP relay: aiosmtpd, in a virtualenv under target/ops/.
TOURNAMENT_HUB_SMTP_SINK_PYTHON=$(bash tests/ops/smtp-sink-venv.sh)
export TOURNAMENT_HUB_SMTP_SINK_PYTHON
# The fuzzing (schemathesis against the release binary, about 2 minutes of one busy process) runs
# beside the real-binary tests, which mostly wait on their servers and counterparts; each has its
# own server, database and free port. Its log is shown once it ends.
TOURNAMENT_HUB_SKIP_UI_BUILD=1 bench/fuzz.sh --short >target/fuzz-short.log 2>&1 &
fuzzing=$!
trap 'kill "$fuzzing" 2>/dev/null || true' EXIT
TOURNAMENT_HUB_SKIP_UI_BUILD=1 cargo test --release --test server -- --test-threads=1
step "API fuzzing, short form (ran beside the real-binary tests)"
finish_beside "API fuzzing" "$fuzzing" target/fuzz-short.log

step "Browser tests (Chromium, against the release binary)"
if ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
fi
# Without the photographs of the screens that pass, which are for a person to look at (a failing
# screen is still photographed): they cost about a minute here.
(cd ui && E2E_PHOTOS=0 TOURNAMENT_HUB_BIN="$PWD/../target/release/tournament-hub" npm run e2e)

step "Operations: the sample nginx configuration, Litestream replication, calendar feeds read by an iCalendar parser, what uncached answers cost (release binary)"
bash tests/ops/nginx.sh
bash tests/ops/litestream.sh
bash tests/ops/calendar.sh
bash tests/ops/cost.sh
step "All tests passed"
printf 'Total: %d min %02d s (%d s)\n' $((SECONDS / 60)) $((SECONDS % 60)) "$SECONDS"
