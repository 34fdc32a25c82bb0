#!/usr/bin/env bash
# Same answers before and after a refactor: two builds serve copies of one demo club, and
# every public GET and every admin GET (tests/ops/same_answers.py finds them from the club's
# own tournaments, players, seasons, league matches and invitations; as a visitor in English
# and Spanish, and as the admin) must answer the same status, content type and body, byte for
# byte. The demo is made once, by the first build, so both serve the very same data.
#
#   git worktree add /tmp/before <commit> && (cd /tmp/before && cargo build --release)
#   bash tests/ops/same_answers.sh /tmp/before/target/release/tournament-hub target/release/tournament-hub
#
# When the change also reworks the UI's code, its bundle's file names change with it, and
# with them the HTML shell and the service worker's list of files; SAME_ANSWERS_MASK_ASSETS=1
# masks those names (only those) and compares the rest.
#
# When the change adds fields beside the old ones (a contract allows that),
# SAME_ANSWERS_ADDED_FIELDS=name,... leaves exactly those fields out of both builds' JSON and
# does not compare the OpenAPI document, which describes them.
#
# With one argument it compares that build with itself: a check of the walk, which must
# find no difference. Exits 1 and prints the first differences when any answer differs.
set -euo pipefail
cd "$(dirname "$0")/../.."

readonly BEFORE=${1:?usage: same_answers.sh BEFORE_BINARY [AFTER_BINARY]}
readonly AFTER=${2:-$1}
readonly PASSWORD=same-answers-admin
readonly PORT_BEFORE=${SAME_ANSWERS_PORT:-18131}
readonly PORT_AFTER=$((PORT_BEFORE + 1))

say() { printf 'same answers: %s\n' "$*"; }

work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    [[ -n ${SAME_ANSWERS_KEEP:-} ]] && echo "kept: $work" || rm -rf "$work"
}
trap cleanup EXIT

"$BEFORE" --db "$work/club.db" migrate >/dev/null
"$BEFORE" --db "$work/club.db" demo >/dev/null
printf '%s\n' "$PASSWORD" | "$BEFORE" --db "$work/club.db" admin-password --password-stdin >/dev/null

start() {
    local name=$1 binary=$2 port=$3
    cp "$work/club.db" "$work/$name.db"
    "$binary" --db "$work/$name.db" migrate >/dev/null
    TOURNAMENT_HUB_ADDR=127.0.0.1:$port "$binary" --db "$work/$name.db" serve >"$work/$name.log" 2>&1 &
    pids+=($!)
    for _ in $(seq 100); do
        curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && return
        sleep 0.1
    done
    say "the $name build did not start: $(cat "$work/$name.log")" >&2
    exit 1
}
start before "$BEFORE" "$PORT_BEFORE"
start after "$AFTER" "$PORT_AFTER"

python3 tests/ops/same_answers.py "http://127.0.0.1:$PORT_BEFORE" "$PASSWORD" "$work/answers-before" \
    | sed 's/^/before: /'
python3 tests/ops/same_answers.py "http://127.0.0.1:$PORT_AFTER" "$PASSWORD" "$work/answers-after" \
    | sed 's/^/after: /'

if diff -r -q "$work/answers-before" "$work/answers-after" >"$work/differences"; then
    say "$(wc -l <"$work/answers-before/index.txt") answers, all identical"
else
    say "$(wc -l <"$work/differences") answers differ; the first ones:" >&2
    head -n 5 "$work/differences" | while read -r _ before _ after _; do
        diff -u "$before" "$after" | head -n 30 >&2 || true
    done
    exit 1
fi
