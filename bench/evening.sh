#!/usr/bin/env bash
# A tournament evening on the large club: what reads cost when nothing is cached, and what
# the site serves while an admin enters 10 scores a second. Prints the figures next to their
# targets (bench/README.md, "A tournament evening"). Nothing here asserts a time: machines
# are noisy, so the figures are for people to read.
#
#   bash bench/evening.sh                 # 10 s per load, 3-minute soak
#   DURATION=5 SOAK=30 bash bench/evening.sh
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-10}
SOAK=${SOAK:-180}
CONNECTIONS=64
RATE=10
PORT=${PORT:-18481}
BASE="http://127.0.0.1:$PORT"
. bench/lib.sh
DB="$OUT/evening.db"
bench_prepare
large_club "$DB"
DB_BYTES=$(stat -c %s "$DB")
TOTALS_BYTES=$(python3 - "$DB" <<'PY'
import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
try:
    print(c.execute("SELECT SUM(pgsize) FROM dbstat WHERE name LIKE 'player_totals%'").fetchone()[0] or 0)
except sqlite3.Error:
    print("?")
PY
)
PASSWORD=bench-admin-password
printf '%s\n' "$PASSWORD" | "$BIN" admin-password --password-stdin --db "$DB" >/dev/null

start_server "$DB" "$PORT" "$OUT/evening-server.log"
WRITER=
writer_targets
PLAYER=$(curl -fs "$BASE/api/rankings" | json "print(d[len(d)//2]['id'])")
ADMIN_COOKIE=$(cookie /api/admin/login "$PASSWORD" th_admin)

# 1. What a read costs when it is computed: admin answers are never cached.
median_ms() { # path
  for _ in $(seq 50); do
    curl -s -o /dev/null -w '%{time_total}\n' -H "Cookie: $ADMIN_COOKIE" "$BASE$1"
  done | sort -n | awk '{ v[NR] = $1 } END { printf "%.2f", v[int((NR + 1) / 2)] * 1000 }'
}
declare -A UNCACHED
# The floor: what the transport alone costs (curl, loopback, the admin's session check).
UNCACHED[health]=$(median_ms /api/health)
UNCACHED[rankings]=$(median_ms /api/rankings)
UNCACHED[profile]=$(median_ms "/api/players/$PLAYER/profile")
UNCACHED[players]=$(median_ms /api/players)
UNCACHED[groups]=$(median_ms "/api/tournaments/$ACTIVE/groups")

# 2. Reads at 64 connections, without and with 10 writes a second.
start_writer() { # seconds
  python3 bench/writer.py "$BASE" "$ADMIN_COOKIE" "$RATE" "$1" "$LEAGUE_IDS" "$RESULTS" >"$OUT/writer.out" &
  WRITER=$!
}
stop_writer() {
  kill -TERM "$WRITER" 2>/dev/null || true
  wait "$WRITER" 2>/dev/null || true
  WRITER=
  cat "$OUT/writer.out"
}
ms() { # wrk latency (us/ms/s) -> ms
  awk -v v="$1" 'BEGIN { n = v + 0; if (v ~ /us$/) n /= 1000; else if (v ~ /[^m]s$/) n *= 1000; printf "%.1f", n }'
}
load() { # seconds url [wrk args...] -> "rps p50 p99 timeouts"
  local seconds=$1 url=$2 out
  shift 2
  out=$(wrk -t2 -c"$CONNECTIONS" -d"${seconds}s" --timeout 5s --latency "$@" "$url")
  printf '%s %s %s %s\n' \
    "$(awk '/^Requests\/sec/ { printf "%.0f", $2 }' <<<"$out")" \
    "$(ms "$(awk '$1 == "50%" { print $2 }' <<<"$out")")" \
    "$(ms "$(awk '$1 == "99%" { print $2 }' <<<"$out")")" \
    "$(awk '/Socket errors/ { for (i = 1; i <= NF; i++) if ($i == "timeout") t = $(i-1) + 0 } END { print t + 0 }' <<<"$out")"
}
declare -A QUIET BUSY WRITES
for entry in "rankings|/api/rankings" "profile|/api/players/$PLAYER/profile" "matches|/api/tournaments/$ACTIVE/matches"; do
  name=${entry%%|*}
  echo "Reading $name, quiet then busy..." >&2
  QUIET[$name]=$(load "$DURATION" "$BASE${entry#*|}" -H "Accept-Encoding: br, gzip")
  start_writer 100000
  BUSY[$name]=$(load "$DURATION" "$BASE${entry#*|}" -H "Accept-Encoding: br, gzip")
  stop_writer >/dev/null; WRITES[$name]=$(cat "$OUT/writer.out")
done

# 3. The soak: seven public reads in turn, 64 connections, 10 writes a second.
evening_lua "$OUT/evening.lua" "$ACTIVE" "$PLAYER"
echo "Soak: the mix without writes..." >&2
MIX_QUIET=$(load "$DURATION" "$BASE" -s "$OUT/evening.lua")
echo "Soak: the mix with 10 writes a second for $SOAK s..." >&2
PEAK=0
( while kill -0 "$PID" 2>/dev/null; do rss_kb VmRSS; sleep 1; done ) >"$OUT/rss.log" &
SAMPLER=$!
start_writer 100000
MIX_BUSY=$(load "$SOAK" "$BASE" -s "$OUT/evening.lua")
stop_writer >/dev/null; MIX_WRITES=$(cat "$OUT/writer.out")
kill "$SAMPLER" 2>/dev/null || true
PEAK=$(sort -n "$OUT/rss.log" | tail -1)

share() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.0f%%", 100 * a / b; else print "?" }'; }
field() { awk -v i="$2" '{ print $i }' <<<"$1"; }

printf '\nA tournament evening on the large club: %s, %s cores\n\n' "$(uname -m)" "$(nproc)"
printf 'Uncached (median of 50 admin requests; health is the transport alone), target < 5 ms each\n'
for name in health rankings profile players groups; do
  printf '  %-10s %8s ms\n' "$name" "${UNCACHED[$name]}"
done
printf '\nReads at %s connections, quiet vs while %s writes/s land (target: >= 50%%, p99 < 50 ms)\n' "$CONNECTIONS" "$RATE"
printf '  %-10s %10s %10s %7s %9s %9s   %s\n' read "quiet r/s" "busy r/s" share "busy p50" "busy p99" "writes: n s rate/s p50 p99 errors"
for name in rankings profile matches; do
  printf '  %-10s %10s %10s %7s %8sms %8sms   %s\n' "$name" "$(field "${QUIET[$name]}" 1)" \
    "$(field "${BUSY[$name]}" 1)" "$(share "$(field "${BUSY[$name]}" 1)" "$(field "${QUIET[$name]}" 1)")" \
    "$(field "${BUSY[$name]}" 2)" "$(field "${BUSY[$name]}" 3)" "${WRITES[$name]}"
done
printf '\nSoak: seven public reads in turn, %s connections, %s s with %s writes/s\n' "$CONNECTIONS" "$SOAK" "$RATE"
printf '  without writes: %s req/s, p50 %s ms, p99 %s ms\n' "$(field "$MIX_QUIET" 1)" "$(field "$MIX_QUIET" 2)" "$(field "$MIX_QUIET" 3)"
printf '  with writes:    %s req/s (%s of quiet; target >= 50%%), p50 %s ms, p99 %s ms (target < 50 ms), timeouts %s (target 0)\n' \
  "$(field "$MIX_BUSY" 1)" "$(share "$(field "$MIX_BUSY" 1)" "$(field "$MIX_QUIET" 1)")" \
  "$(field "$MIX_BUSY" 2)" "$(field "$MIX_BUSY" 3)" "$(field "$MIX_BUSY" 4)"
printf '  writes (n s rate/s p50 p99 errors): %s (target: 10/s, p99 < 50 ms)\n' "$MIX_WRITES"
printf '  peak RSS during the soak: %s MB (target < 64 MB)\n' "$(awk -v k="$PEAK" 'BEGIN { printf "%.1f", k / 1024 }')"
printf '\nDatabase: %s MB, of which the kept totals %s bytes' "$(awk -v b="$DB_BYTES" 'BEGIN { printf "%.1f", b / 1048576 }')" "$TOTALS_BYTES"
[ -n "$DEMO_MS" ] && printf '; demo built it in %.1f s' "$(awk -v m="$DEMO_MS" 'BEGIN { print m / 1000 }')"
printf '\n'
