#!/bin/sh
# The crash test, long form: writers record league matches, league scores and tournament
# results as fast as they can while the server is killed with SIGKILL 20 times at random
# moments and restarted. It passes when `PRAGMA integrity_check` is ok and every write that
# was acknowledged with 2xx is stored with its exact values.
#
# Usage: bench/crash.sh            (20 kills, release build)
#        CRASH_KILLS=50 bench/crash.sh
#        PROFILE=dev bench/crash.sh   (skip the release build)
#
# The short form (3 kills) runs with the ordinary tests: cargo test --test crash
set -eu
cd "$(dirname "$0")/.."

CRASH_KILLS="${CRASH_KILLS:-20}"
export CRASH_KILLS
case "${PROFILE:-release}" in
    release) profile="--release" ;;
    dev) profile="" ;;
    *) echo "PROFILE must be release or dev" >&2; exit 2 ;;
esac

echo "Crash test: $CRASH_KILLS kills (kill -9) under continuous writes"
# shellcheck disable=SC2086 # an empty $profile must vanish
cargo test $profile --test crash every_acknowledged_write_survives_kill_minus_nine \
    -- --exact --nocapture
