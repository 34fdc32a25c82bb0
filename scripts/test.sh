#!/usr/bin/env bash
# Runs every test of Tournament Hub on a fresh machine: installs the UI's npm packages,
# type-checks, lints and unit-tests the UI, builds it, runs every Rust test (release profile,
# so the binary the browser tests start is the same build), then the browser tests in
# Chromium (installed from Debian's packages when missing).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

step "UI: npm packages"
(
  cd ui
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    npm ci --no-audit --no-fund
  fi
)

step "UI: type check, lint, unit tests, build, first-download budget"
(cd ui && npm run typecheck && npm run lint && npm test && npm run build && npm run budget)

step "Rust: every test (release profile)"
TOURNAMENT_HUB_SKIP_UI_BUILD=1 cargo test --release

step "API fuzzing, short form (schemathesis against the release binary, about 2 minutes)"
TOURNAMENT_HUB_SKIP_UI_BUILD=1 bench/fuzz.sh --short

step "Browser tests (Chromium, against the release binary)"
if ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
fi
TOURNAMENT_HUB_SKIP_UI_BUILD=1 cargo build --release
(cd ui && TOURNAMENT_HUB_BIN="$PWD/../target/release/tournament-hub" npm run e2e)
