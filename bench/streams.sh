#!/usr/bin/env bash
# Idle live-event streams against the stream budget (bench/README.md, "Stream budget"): the
# release binary with its default limits, flooded with never-read streams from 16 and 64
# loopback addresses and by one client behind a trusted proxy, while a fresh /api/health is
# timed (target: answered in < 1 s). Nothing here asserts a time: the figures are for people
# to read.
#
#   bash bench/streams.sh
#   STREAMS=1000 bash bench/streams.sh
set -euo pipefail
cd "$(dirname "$0")/.."

PORT=${PORT:-18485}
STREAMS=${STREAMS:-4096}
PROXY=127.0.0.1
. bench/lib.sh
DB="$OUT/streams.db"
bench_prepare
ulimit -n "$(ulimit -Hn)"
rm -f "$DB" "$DB-wal" "$DB-shm"
"$BIN" demo --db "$DB" >/dev/null
start_server "$DB" "$PORT" "$OUT/streams-server.log" --trusted-proxies "$PROXY/32"
RSS_IDLE=$(rss_kb VmRSS)

echo "Flooding /api/events (three floods of about $STREAMS streams)..." >&2
RESULTS=$(python3 bench/streams.py "$PORT" "$PROXY" "$STREAMS")
RSS_PEAK=$(rss_kb VmHWM)

field() { json "print(d['$2'])" <<<"$1"; }
echo
echo "== Stream budget: default limits (64 streams per client, 2,048 in all, 4,096 connections), $(nproc) cores"
printf '%-10s %6s %9s %8s %12s %12s\n' flood asked accepted refused "health p50" "health max"
while IFS= read -r row; do
  printf '%-10s %6s %9s %8s %9s ms %9s ms\n' "$(field "$row" flood)" "$(field "$row" asked)" \
    "$(field "$row" accepted)" "$(field "$row" refused)" "$(field "$row" health_p50_ms)" "$(field "$row" health_max_ms)"
done <<<"$RESULTS"
echo "(refused: 503 too_many_streams with Retry-After; health: 40 fresh requests per flood, half through the proxy; target < 1 s)"
echo "Server RSS: $((RSS_IDLE / 1024)) MB idle, $((RSS_PEAK / 1024)) MB at the peak"
