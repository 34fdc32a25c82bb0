#!/usr/bin/env bash
# The site under the cheap attacks of the open internet (bench/README.md, "Under attack"):
#   1. health and rankings throughput, alone and while 64 other connections send junk
#      cookies or random query strings (target: at least 50% of the undisturbed figure);
#   2. how long a fresh request waits while 1,000 idle connections are open (target < 100 ms).
# Nothing here asserts a time: the figures are for people to read.
#
#   bash bench/internet.sh               # 10 s per load
#   DURATION=5 bash bench/internet.sh
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-10}
CONNECTIONS=64
PORT=${PORT:-18482}
BASE="http://127.0.0.1:$PORT"
. bench/lib.sh
DB="$OUT/internet.db"
bench_prepare
rm -f "$DB" "$DB-wal" "$DB-shm"
"$BIN" demo --db "$DB" >/dev/null
start_server "$DB" "$PORT" "$OUT/internet-server.log"

# wrk scripts: a new junk session cookie on every request, or a new unknown query parameter.
cat >"$OUT/junk-cookie.lua" <<'LUA'
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", "/api/players", { ["Cookie"] = "th_admin=junk" .. n .. "; th_league=junk" .. n })
end
LUA
# Forged cookies look like real session tokens (43 URL-safe base64 characters), so each one
# gets past the shape check to the server's record of the sessions it started.
cat >"$OUT/forged-cookie.lua" <<'LUA'
local alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
local function token()
  local t = {}
  for i = 1, 43 do
    local k = math.random(1, 64)
    t[i] = alphabet:sub(k, k)
  end
  return table.concat(t)
end
request = function()
  return wrk.format("GET", "/api/players", { ["Cookie"] = "th_admin=" .. token() .. "; th_league=" .. token() })
end
LUA
cat >"$OUT/random-query.lua" <<'LUA'
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", "/api/rankings?n=" .. n .. "&r=" .. math.random(1, 1e9))
end
LUA

# Requests a second of one wrk run.
rps() { awk '/Requests\/sec/ {print $2}'; }
p99() { awk '/ 99%/ {print $2}'; }

measure() { # path, optional attacker script
  local path=$1 attack=${2:-}
  local attacker=
  if [ -n "$attack" ]; then
    wrk -t1 -c"$CONNECTIONS" -d"$((DURATION + 2))s" -s "$OUT/$attack.lua" "$BASE" >"$OUT/attacker.txt" 2>&1 &
    attacker=$!
    sleep 1
  fi
  wrk -t1 -c"$CONNECTIONS" -d"${DURATION}s" --latency "$BASE$path" >"$OUT/measured.txt"
  [ -n "$attacker" ] && wait "$attacker"
  printf '%s %s\n' "$(rps <"$OUT/measured.txt")" "$(p99 <"$OUT/measured.txt")"
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.0f%%", 100 * a / b }'; }

echo
echo "== Throughput while 64 other connections attack ($DURATION s each, $CONNECTIONS measured connections)"
printf '%-16s %-14s %12s %10s %8s\n' endpoint attack "req/s" p99 share
for path in /api/health /api/rankings; do
  read -r alone alone_p99 < <(measure "$path")
  printf '%-16s %-14s %12s %10s %8s\n' "$path" none "$alone" "$alone_p99" "100%"
  for attack in junk-cookie forged-cookie random-query; do
    read -r disturbed disturbed_p99 < <(measure "$path" "$attack")
    printf '%-16s %-14s %12s %10s %8s\n' "$path" "$attack" "$disturbed" "$disturbed_p99" "$(ratio "$disturbed" "$alone")"
  done
done

echo
echo "== A fresh request while 1,000 idle connections are open (target < 100 ms)"
python3 - "$PORT" <<'PY'
import socket, statistics, sys, time
port = int(sys.argv[1])
idle = []
for i in range(1000):
    s = socket.socket()
    # Spread over many loopback addresses, as many clients would be.
    s.bind((f"127.0.{100 + i // 250}.{1 + i % 250}", 0))
    s.connect(("127.0.0.1", port))
    idle.append(s)
time.sleep(1)
waits = []
for _ in range(50):
    start = time.perf_counter()
    with socket.create_connection(("127.0.0.1", port)) as c:
        c.sendall(b"GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        answer = b""
        while chunk := c.recv(4096):
            answer += chunk
    waits.append((time.perf_counter() - start) * 1000)
    assert answer.startswith(b"HTTP/1.1 200"), answer[:80]
waits.sort()
print(f"idle connections: {len(idle)}; fresh /api/health: median {statistics.median(waits):.2f} ms, "
      f"max {waits[-1]:.2f} ms over {len(waits)} requests")
PY
echo
echo "Server RSS: $(( $(rss_kb VmRSS) / 1024 )) MB, peak $(( $(rss_kb VmHWM) / 1024 )) MB"
