#!/bin/sh
# The load test with faults, long form: 64 kept-alive clients mix reads (70%), writes (20%:
# league matches, league scores, tournament results) and bad requests (10%: malformed JSON,
# impossible scores, unknown ids, missing session, foreign Origin, clients that hang up)
# for 60 s, while `tournament-hub backup` runs over and over and slow-loris clients hold
# connections. It passes with zero 5xx, zero "database is locked" (in answers and in the
# server log), no answer slower than 1 s, and every answer the one its request deserves.
# It prints a table of requests, rates and p50/p99/max latencies.
#
# Usage: bench/load.sh                                  (64 connections, 60 s, release)
#        LOAD_CONNECTIONS=128 LOAD_SECONDS=120 bench/load.sh
#        PROFILE=dev bench/load.sh                      (skip the release build)
#
# The short form (16 connections, 8 s) runs with the ordinary tests: cargo test --test load
set -eu
cd "$(dirname "$0")/.."

LOAD_CONNECTIONS="${LOAD_CONNECTIONS:-64}"
LOAD_SECONDS="${LOAD_SECONDS:-60}"
export LOAD_CONNECTIONS LOAD_SECONDS
case "${PROFILE:-release}" in
    release) profile="--release" ;;
    dev) profile="" ;;
    *) echo "PROFILE must be release or dev" >&2; exit 2 ;;
esac

echo "Load with faults: $LOAD_CONNECTIONS connections for $LOAD_SECONDS s"
# shellcheck disable=SC2086 # an empty $profile must vanish
cargo test $profile --test load -- --nocapture
