#!/usr/bin/env bash
# What an uncached answer costs, counted in machine instructions, against a bound: the guard
# that keeps the rankings, the players, a profile and the other lists from sliding back
# (bench/README.md, "What an answer costs"). Timings on a busy 2-core machine swing by a
# factor of two; the instructions a request executes do not. The release binary serves a
# club of 1,000 players under Valgrind's callgrind, counting only while the requests of one
# answer run; each answer's count per request is divided by that of `/api/health` on the
# same server (hyper, the layers, the admin's session: the transport alone), so the bound
# moves with neither the machine nor the compiler, and the check cannot flake. Two runs on
# one binary agree within 0.2% for the lists and 2% for health.
#
# Each request carries the admin's session cookie: admin answers are never cached, so each
# one computes its answer. The bounds sit about a fifth above the costs measured when they
# were last lowered (bench/README.md), so a gain once made is kept: round 3's build, whose
# slower answers this guard was made for, fails on every answer, and the build before the
# answers were written into a plain buffer fails on the rankings and the players.
#
# Valgrind comes from Debian's packages when missing. About a minute.
#
#   bash tests/ops/cost.sh
#   TOURNAMENT_HUB_BIN=path/to/binary bash tests/ops/cost.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

readonly BIN=${TOURNAMENT_HUB_BIN:-$PWD/target/release/tournament-hub}
readonly PORT=${PORT:-18479}
readonly BASE="http://127.0.0.1:$PORT"
readonly REQUESTS=4

say() { printf 'cost: %s\n' "$*"; }

if ! command -v valgrind >/dev/null 2>&1; then
    say "installing valgrind from Debian's packages"
    sudo=()
    [[ $(id -u) -eq 0 ]] || sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null
fi

work=$(mktemp -d)
server=
cleanup() {
    [[ -n $server ]] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

say "building a club of 1,000 players"
"$BIN" demo --db "$work/club.db" --players 1000 --tournaments 50 --league-matches 12000 >/dev/null
printf 'cost-guard-admin-1\n' | "$BIN" admin-password --password-stdin --db "$work/club.db" >/dev/null

# Instrumentation starts off: the server starts at full speed, and only the requests of one
# answer at a time are counted.
RUST_LOG=warn valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file="$work/cost.%p" \
    "$BIN" serve --addr "127.0.0.1:$PORT" --db "$work/club.db" >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 600); do
    curl -fs "$BASE/api/health" >/dev/null 2>&1 && break
    kill -0 "$server" 2>/dev/null || { cat "$work/server.log" >&2; exit 1; }
    sleep 0.1
done
kill -0 "$server" 2>/dev/null || { cat "$work/server.log" >&2; exit 1; }
cookie=$(curl -fs -D - -o /dev/null -H 'Content-Type: application/json' -H "Origin: $BASE" \
    -d '{"password":"cost-guard-admin-1"}' "$BASE/api/admin/login" |
    awk 'tolower($1) == "set-cookie:" && index($2, "th_admin=") == 1 { sub(/;.*/, "", $2); print $2 }')
[[ -n $cookie ]] || { say "FAILED: no admin session"; exit 1; }
get() { curl -fs -o /dev/null -H "Cookie: $cookie" "$BASE$1"; }
json() { curl -fs -H "Cookie: $cookie" "$BASE$1" | python3 -c "import json, sys; d = json.load(sys.stdin); print($2)"; }
player=$(json /api/rankings 'd[len(d) // 2]["id"]')
tournament=$(json /api/tournaments 'next(t["id"] for t in d if t["status"] == "active")')

count() { # path: instructions per request
    local path=$1 name file=
    name=${path//[^a-z0-9]/_}
    # Every reader connection of the pool prepares its statements and reads its pages first.
    for _ in 1 2 3 4 5 6; do get "$path"; done
    callgrind_control -i on "$server" >/dev/null 2>&1
    for _ in $(seq "$REQUESTS"); do get "$path"; done
    callgrind_control -i off "$server" >/dev/null 2>&1
    callgrind_control -d "$name" "$server" >/dev/null 2>&1
    for _ in $(seq 100); do
        file=$(grep -lx "desc: Trigger: dump $name" "$work"/cost."$server".* 2>/dev/null || true)
        [[ -n $file ]] && grep -q '^totals:' "$file" && break
        sleep 0.1
    done
    [[ -n $file ]] || { say "FAILED: callgrind wrote no count for $path" >&2; return 1; }
    awk -v n="$REQUESTS" '$1 == "totals:" { printf "%.0f\n", $2 / n }' "$file"
}

health=$(count /api/health)
[[ $health -gt 0 ]] || { say "FAILED: /api/health counted no instructions"; exit 1; }
# path|bound, as a multiple of /api/health's instructions per request.
readonly ANSWERS=(
    "/api/rankings|65"
    "/api/players|108"
    "/api/players/$player/profile|17"
    "/api/tournaments|24"
    "/api/tournaments/$tournament/matches|14"
    "/api/league/matches|14"
)
printf '\n%-34s %14s %10s %8s\n' "answer (admin, uncached)" "instructions" "x health" "bound"
printf '%-34s %14s\n' "/api/health" "$health"
failed=0
for entry in "${ANSWERS[@]}"; do
    path=${entry%|*}
    bound=${entry#*|}
    ir=$(count "$path")
    ratio=$(awk -v a="$ir" -v b="$health" 'BEGIN { printf "%.1f", a / b }')
    verdict=ok
    if awk -v r="$ratio" -v b="$bound" 'BEGIN { exit !(r > b) }'; then
        verdict="OVER"
        failed=$((failed + 1))
    fi
    printf '%-34s %14s %10s %8s  %s\n' "$path" "$ir" "$ratio" "$bound" "$verdict"
done
if [[ $failed -gt 0 ]]; then
    say "FAILED: $failed answers cost more than their bound"
    exit 1
fi
say "every answer within its bound"
