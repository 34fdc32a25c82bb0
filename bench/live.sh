#!/usr/bin/env bash
# Live events with 1,000 open screens (bench/README.md, "Live events"):
#   1. the time from a write to its event at each of 1,000 streams opened from 1,000
#      loopback addresses, directly and through nginx with the sample configuration's
#      settings for /api/events (target: p99 under 1 s);
#   2. the server's RSS with the 1,000 streams open (target under 64 MB);
#   3. read and write throughput with the streams open, as a share of the figures without
#      them (target at least 80%).
# Nothing here asserts a time: the figures are for people to read.
#
#   bash bench/live.sh
#   STREAMS=200 WRITES=10 bash bench/live.sh
set -euo pipefail
cd "$(dirname "$0")/.."

STREAMS=${STREAMS:-1000}
WRITES=${WRITES:-20}
DURATION=${DURATION:-5}
PORT=${PORT:-18483}
NGINX_PORT=$((PORT + 1))
BASE="http://127.0.0.1:$PORT"
. bench/lib.sh
DB="$OUT/live.db"
bench_prepare
ulimit -n "$(ulimit -Hn)"
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  sudo_if() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
  sudo_if apt-get update -qq && sudo_if env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null
fi
NGINX=$(command -v nginx || echo /usr/sbin/nginx)

rm -f "$DB" "$DB-wal" "$DB-shm"
"$BIN" demo --db "$DB" >/dev/null
PASSWORD=bench-admin-password
printf '%s\n' "$PASSWORD" | "$BIN" admin-password --password-stdin --db "$DB" >/dev/null
# nginx reaches the app from 127.0.0.1: trusted, so its connections are not one client's.
start_server "$DB" "$PORT" "$OUT/live-server.log" --trusted-proxies 127.0.0.1/32
ADMIN_COOKIE=$(cookie /api/admin/login "$PASSWORD" th_admin)
PLAYER=$(curl -fs "$BASE/api/rankings" | json "print(d[0]['id'])")

# nginx with the sample configuration's settings for the stream (docs/proxy/nginx.conf),
# over plain HTTP on loopback.
NGINX_DIR=$(mktemp -d)
cat >"$NGINX_DIR/nginx.conf" <<CONF
worker_processes 1;
error_log $NGINX_DIR/error.log warn;
pid $NGINX_DIR/nginx.pid;
events { worker_connections 4096; }
http {
    access_log off;
    client_body_temp_path $NGINX_DIR; proxy_temp_path $NGINX_DIR;
    fastcgi_temp_path $NGINX_DIR; uwsgi_temp_path $NGINX_DIR; scgi_temp_path $NGINX_DIR;
    upstream tournament_hub { server 127.0.0.1:$PORT; keepalive 32; }
    server {
        listen 127.0.0.1:$NGINX_PORT;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host \$host;
        proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
        location / { proxy_pass http://tournament_hub; }
        location = /api/events {
            proxy_pass http://tournament_hub;
            proxy_buffering off;
            proxy_cache off;
            proxy_read_timeout 1h;
        }
    }
}
CONF
"$NGINX" -p "$NGINX_DIR" -c "$NGINX_DIR/nginx.conf" -g 'daemon off;' &
NGINX_PID=$!
trap 'kill "$NGINX_PID" 2>/dev/null || true; rm -rf "$NGINX_DIR"; stop_everything' EXIT

reads() { # -> req/s of /api/rankings at 64 connections
  wrk -t1 -c64 -d"${DURATION}s" "$BASE/api/rankings" | awk '/^Requests\/sec/ { printf "%.0f", $2 }'
}
writes() { # -> writes/s of 100 player edits, one after another
  python3 - "$PORT" "$ADMIN_COOKIE" "$PLAYER" <<'PY'
import http.client, json, sys, time
port, cookie, player = int(sys.argv[1]), sys.argv[2], sys.argv[3]
c = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
headers = {"Cookie": cookie, "Content-Type": "application/json", "Origin": f"http://127.0.0.1:{port}"}
start = time.monotonic()
for k in range(100):
    c.request("PATCH", f"/api/players/{player}", json.dumps({"name": f"Write Bench {k % 2}"}), headers)
    r = c.getresponse(); r.read()
    assert r.status == 200, r.status
print(f"{100 / (time.monotonic() - start):.0f}")
PY
}

echo "Throughput without streams..." >&2
READS_ALONE=$(reads)
WRITES_ALONE=$(writes)
RSS_IDLE=$(rss_kb VmRSS)

echo "Opening $STREAMS streams..." >&2
python3 bench/live.py 127.0.0.1 "$PORT" "$ADMIN_COOKIE" "$STREAMS" 0 "$PLAYER" >"$OUT/live-streams.txt" &
HOLDER=$!
until grep -q open "$OUT/live-streams.txt" 2>/dev/null; do
  kill -0 "$HOLDER" 2>/dev/null || { echo "the streams failed: $(cat "$OUT/live-streams.txt")" >&2; exit 1; }
  sleep 0.2
done
sleep 1
RSS_OPEN=$(rss_kb VmRSS)
echo "Throughput with $STREAMS streams open..." >&2
READS_OPEN=$(reads)
WRITES_OPEN=$(writes)
kill "$HOLDER" 2>/dev/null || true
wait "$HOLDER" 2>/dev/null || true

echo "Latency, directly..." >&2
DIRECT=$(python3 bench/live.py 127.0.0.1 "$PORT" "$ADMIN_COOKIE" "$STREAMS" "$WRITES" "$PLAYER")
echo "Latency, through nginx..." >&2
PROXIED=$(python3 bench/live.py 127.0.0.1 "$NGINX_PORT" "$ADMIN_COOKIE" "$STREAMS" "$WRITES" "$PLAYER" "$PORT")

share() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.0f%%", 100 * a / b }'; }
field() { json "print(d['$2'])" <<<"$1"; }
echo
echo "== Live events: $STREAMS streams, $WRITES writes, $(nproc) cores"
printf '%-8s %8s %8s %8s %8s %8s\n' path events missing p50 p99 max
for row in "direct:$DIRECT" "nginx:$PROXIED"; do
  name=${row%%:*} data=${row#*:}
  printf '%-8s %8s %8s %6s ms %6s ms %6s ms\n' "$name" "$(field "$data" events)" "$(field "$data" missing)" \
    "$(field "$data" p50_ms)" "$(field "$data" p99_ms)" "$(field "$data" max_ms)"
done
echo "(from just before each write is sent to the event's arrival: the write itself is included; target p99 < 1 s)"
echo
echo "Server RSS: $((RSS_IDLE / 1024)) MB idle, $((RSS_OPEN / 1024)) MB with $STREAMS streams open (target < 64 MB)"
echo "Reads  (/api/rankings, 64 connections): $READS_ALONE req/s alone, $READS_OPEN with the streams open: $(share "$READS_OPEN" "$READS_ALONE") (target >= 80%)"
echo "Writes (player edits, one after another): $WRITES_ALONE /s alone, $WRITES_OPEN /s with the streams open: $(share "$WRITES_OPEN" "$WRITES_ALONE") (target >= 80%)"
