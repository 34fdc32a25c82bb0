#!/usr/bin/env bash
# The writes alone: `bench/writer.py`'s 10 writes a second (league score edits and result
# edits of a tournament's group matches, alternating, as the admin) on the large club of
# `evening.sh`, with nothing else running. What a write costs by itself, before the evening's
# reads compete with it for the cores (bench/README.md, "The writes' p99"). Prints the
# writer's line and each kind's p50 and p99; nothing here asserts a time.
#
#   bash bench/quiet_writes.sh                 # 20 s
#   DURATION=10 SKIP_BUILD=1 BIN=path/to/binary bash bench/quiet_writes.sh
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-20}
RATE=10
PORT=${PORT:-18485}
BASE="http://127.0.0.1:$PORT"
. bench/lib.sh
DB="$OUT/evening.db"
bench_prepare
large_club "$DB"
WORK_DB="$OUT/quiet-writes.db"
rm -f "$WORK_DB" "$WORK_DB-wal" "$WORK_DB-shm"
cp "$DB" "$WORK_DB"
PASSWORD=bench-admin-password
printf '%s\n' "$PASSWORD" | "$BIN" admin-password --password-stdin --db "$WORK_DB" >/dev/null

start_server "$WORK_DB" "$PORT" "$OUT/quiet-writes-server.log"
writer_targets
ADMIN_COOKIE=$(cookie /api/admin/login "$PASSWORD" th_admin)

echo "The writes alone, on the large club: $RATE a second for $DURATION s"
echo "  writes seconds rate/s p50 p99 errors: $(python3 bench/writer.py "$BASE" "$ADMIN_COOKIE" "$RATE" "$DURATION" "$LEAGUE_IDS" "$RESULTS" 2> >(sed 's/^/  /' >&2))"
