#!/usr/bin/env bash
# Monday's digest by Web Push (bench/README.md, "Web Push"): MEMBERS members each have one
# push subscription on a local push service (bench/push_sink.py, on 127.0.0.1) and a group
# match due in the week that starts next Monday. The server writes the digest itself, as it
# does every Monday: its club clock is moved (TOURNAMENT_HUB_CLOCK_OFFSET_SECS, for tests and
# benchmarks only) so it starts at Monday 06:59:30, and its scheduler's next look, a minute
# later, finds 07:00 passed and commits every member's week in one transaction. The delivery
# worker wakes on that commit, encrypts, signs and posts every push. It prints:
#   - the time from the digest's commit until half, 99% and all of the pushes were accepted;
#   - the evening's reads (64 connections) and writes (10/s) while the pushes go out, beside
#     the same load on a server whose digest is not due, over the whole load and over the
#     digest's own seconds;
#   - the server's RSS (after the digest and at its peak);
#   - the same with one member holding 10 more subscriptions on a push service that accepts
#     connections and never answers (the other members' times are printed);
#   - the same load while the push service answers after 2 s, and while it is dead (its port
#     closed): the site must keep its throughput, the pushes wait;
#   - a kill -9 of the server mid-digest and a restart with the club clock past the claims'
#     300 s lease: every member's push arrives (lost), and how many came twice (repeats: the
#     sink decrypts each push and reads the notice's id).
# Each run has a fresh copy of the club and a fresh server. Nothing here asserts a time: the
# figures are for people to read.
#
#   bash bench/push_digest.sh                         # 1,000 members, the large club
#   MEMBERS=20 SMALL=1 DURATION=4 BIN=target/debug/tournament-hub bash bench/push_digest.sh
#                                                     # a quick check that it runs
#   RUNS="quiet digest" bash bench/push_digest.sh     # some of the runs only
set -euo pipefail
cd "$(dirname "$0")/.."

MEMBERS=${MEMBERS:-1000}
DURATION=${DURATION:-15}
RUNS=${RUNS:-quiet digest hanging slow dead kill}
CONNECTIONS=64
RATE=10
PORT=${PORT:-18485}
SINK_PORT=${SINK_PORT:-18486}
HANG_PORT=${HANG_PORT:-18487}
# The member of the hanging run holds this many more subscriptions on the hanging service.
HANGING=${HANGING:-10}
# The kill run's push service takes each push this late, so the digest lasts long enough
# (about 3 s for 1,000) for the kill to land in its middle.
KILL_SINK_DELAY=${KILL_SINK_DELAY:-0.05}
BASE="http://127.0.0.1:$PORT"
SINK="http://127.0.0.1:$SINK_PORT"
HANG="http://127.0.0.1:$HANG_PORT"
GIVEN_BIN=${BIN:-}
. bench/lib.sh
MEMBERS=$(( MEMBERS / 20 * 20 ))
[ "$MEMBERS" -ge 20 ] || { echo "MEMBERS must be at least 20" >&2; exit 1; }
if [ -n "$GIVEN_BIN" ]; then
  # A binary built already (a quick check with the debug build): no release build.
  BIN=$GIVEN_BIN
  mkdir -p "$OUT"
  command -v wrk >/dev/null 2>&1 || { echo "wrk is missing: apt-get install wrk" >&2; exit 1; }
else
  bench_prepare
fi
python3 -c 'import cryptography' 2>/dev/null || {
  echo "the push sink decrypts with Python's cryptography package: apt-get install python3-cryptography" >&2
  exit 1
}
has_run() { [[ " $RUNS " == *" $1 "* ]]; }
# What else kept the machine's cores busy meanwhile (bench/others_cpu.py): on a shared machine
# the figures are worth only as much as this says.
rm -f "$OUT/push-others.txt"
python3 bench/others_cpu.py watch $$ "$OUT/push-others.txt" &
others() { python3 bench/others_cpu.py report "$OUT/push-others.txt" "$1" "$2"; }
# The CPU seconds process $1 has used so far (0 when there is none).
cpu_of() {
  if [ -n "${1:-}" ] && [ -r "/proc/$1/stat" ]; then
    awk -v t="$(getconf CLK_TCK)" '{ printf "%.2f", ($14 + $15) / t }' "/proc/$1/stat"
  else
    echo 0
  fi
}
# "server sink": the CPU seconds the server and the push service used since "$1 $2".
cpu_since() { awk -v a="$1" -v b="$2" -v c="$(cpu_of "$PID")" -v d="$(cpu_of "$SINK_PID")" 'BEGIN { printf "%.1f %.1f", c - a, d - b }'; }

CLUB_DB="$OUT/push-digest.db"
RUN_DB="$OUT/push-digest-run.db"
rm -f "$CLUB_DB" "$CLUB_DB-wal" "$CLUB_DB-shm"
if [ -n "${SMALL:-}" ]; then
  echo "Building a small club of $MEMBERS members..." >&2
  "$BIN" demo --db "$CLUB_DB" --players "$(( MEMBERS > 40 ? MEMBERS : 40 ))" >/dev/null
else
  DB="$OUT/evening.db"
  large_club "$DB"
  cp "$DB" "$CLUB_DB"
fi
PASSWORD=bench-admin-password
printf '%s\n' "$PASSWORD" | "$BIN" admin-password --password-stdin --db "$CLUB_DB" >/dev/null

# The next Monday (club time, UTC-6); offset_at HH:MM:SS prints the clock offset that puts the
# club clock at that time of that Monday now.
MONDAY=$(python3 - <<'PY'
import datetime
club = datetime.datetime.now(datetime.timezone.utc) - datetime.timedelta(hours=6)
print((club.date() + datetime.timedelta(days=(7 - club.weekday()) % 7 or 7)).isoformat())
PY
)
offset_at() {
  python3 - "$MONDAY" "$1" <<'PY'
import datetime, sys
monday = datetime.date.fromisoformat(sys.argv[1])
at = datetime.datetime.combine(monday, datetime.time.fromisoformat(sys.argv[2]), tzinfo=datetime.timezone.utc)
now = datetime.datetime.now(datetime.timezone.utc)
print(int((at + datetime.timedelta(hours=6) - now).total_seconds()))
PY
}

SINK_PID=
HANG_PID=
WATCH=
cleanup() {
  [ -n "$WATCH" ] && kill "$WATCH" 2>/dev/null || true
  stop_sink
  [ -n "$HANG_PID" ] && kill "$HANG_PID" 2>/dev/null || true
  stop_everything
  wait 2>/dev/null || true
}
start_sink() { # delay seconds
  python3 bench/push_sink.py "$SINK_PORT" "$1" &
  SINK_PID=$!
  until curl -fs "$SINK/count" >/dev/null 2>&1; do
    kill -0 "$SINK_PID" 2>/dev/null || { echo "the push service died" >&2; exit 1; }
    sleep 0.05
  done
}
stop_sink() {
  [ -n "$SINK_PID" ] && { kill "$SINK_PID" 2>/dev/null || true; wait "$SINK_PID" 2>/dev/null || true; }
  SINK_PID=
}
# A fresh copy of the club and a server on it, its club clock at $1 (HH:MM:SS) of Monday;
# STARTED is when it was started (its scheduler looks at once and again 60 s later).
serve_at() { # time log [serve args...]
  local offset log=$2
  offset=$(offset_at "$1")
  shift 2
  STARTED=$(date +%s.%N)
  OFFSET=$offset
  TOURNAMENT_HUB_CLOCK_OFFSET_SECS=$offset start_server "$RUN_DB" "$PORT" "$log" "$@"
  trap cleanup EXIT
}
fresh_copy() {
  rm -f "$RUN_DB" "$RUN_DB-wal" "$RUN_DB-shm"
  cp "$CLUB_DB" "$RUN_DB"
}
stop_server() {
  kill -TERM "$PID" 2>/dev/null || true
  wait "$PID" 2>/dev/null || true
  PID=
}
sleep_until() { # unix seconds
  local left
  left=$(awk -v t="$1" -v now="$(date +%s.%N)" 'BEGIN { d = t - now; printf "%.3f", (d > 0 ? d : 0) }')
  sleep "$left"
}

# Set up once, on a server whose digest is not due: the tournament and the player the reads
# look at, and the writes' matches (taken before the digest's hybrids exist), then the
# members' hybrids and their push subscriptions.
echo "Setting up $MEMBERS members in $(( MEMBERS / 20 )) hybrids starting on $MONDAY..." >&2
fresh_copy
serve_at 06:00:00 "$OUT/push-digest-setup.log" --push-allow "$SINK"
writer_targets
PLAYER=$(curl -fs "$BASE/api/rankings" | json "print(d[len(d)//2]['id'])")
ADMIN_COOKIE=$(cookie /api/admin/login "$PASSWORD" th_admin)
# The keys were made at this first start; every copy of the club has them.
curl -fs "$BASE/api/push/public-key" | json "assert len(d['publicKey']) == 87"
python3 bench/push_digest.py setup "$RUN_DB" "$BASE" "$ADMIN_COOKIE" "$MEMBERS" "$MONDAY"
stop_server
python3 bench/push_digest.py subscribe "$RUN_DB" "$MEMBERS" "$SINK"
rm -f "$CLUB_DB" "$CLUB_DB-wal" "$CLUB_DB-shm"
"$BIN" backup --db "$RUN_DB" "$CLUB_DB" >/dev/null

# The evening's reads, counting the requests sent per 100 ms (the digest's seconds are a part
# of the load: its share is read over them too). Each connection sends its next request as
# its answer comes, so requests sent are answers received, 64 apart; counting them in
# request() spares wrk handing every answer's headers and body to Lua.
evening_lua "$OUT/push-digest.lua" "$ACTIVE" "$PLAYER"
cat >>"$OUT/push-digest.lua" <<LUA
local ffi = require("ffi")
ffi.cdef[[ typedef struct { long tv_sec; long tv_usec; } bench_timeval; int gettimeofday(bench_timeval *tv, void *tz); ]]
local tv = ffi.new("bench_timeval")
local threads = {}
local ask = request
counts = {}
function setup(thread) table.insert(threads, thread) end
request = function()
  ffi.C.gettimeofday(tv, nil)
  local b = tonumber(tv.tv_sec) * 10 + math.floor(tonumber(tv.tv_usec) / 100000)
  counts[b] = (counts[b] or 0) + 1
  return ask()
end
function done(summary, latency, requests)
  local all = {}
  for _, t in ipairs(threads) do
    for b, n in pairs(t:get("counts")) do all[b] = (all[b] or 0) + n end
  end
  local f = io.open("$OUT/push-buckets.txt", "w")
  for b, n in pairs(all) do f:write(string.format("%d %d\n", b, n)) end
  f:close()
end
LUA

ms() { # wrk latency (us/ms/s) -> ms
  awk -v v="$1" 'BEGIN { n = v + 0; if (v ~ /us$/) n /= 1000; else if (v ~ /[^m]s$/) n *= 1000; printf "%.1f", n }'
}
# The evening's load for $1 s (DURATION by default): "reads/s p99ms | writes n s rate/s p50
# p99 errors".
load() {
  local seconds=${1:-$DURATION} writer out
  python3 bench/writer.py "$BASE" "$ADMIN_COOKIE" "$RATE" "$seconds" "$LEAGUE_IDS" "$RESULTS" >"$OUT/push-writer.out" &
  writer=$!
  out=$(wrk -t2 -c"$CONNECTIONS" -d"${seconds}s" --timeout 5s --latency -s "$OUT/push-digest.lua" "$BASE")
  wait "$writer" 2>/dev/null || true
  printf '%s %s | %s\n' \
    "$(awk '/^Requests\/sec/ { printf "%.0f", $2 }' <<<"$out")" \
    "$(ms "$(awk '$1 == "99%" { print $2 }' <<<"$out")")" \
    "$(cat "$OUT/push-writer.out")"
}
digest_now() { # [excluded player]: the digest's figures so far (push_digest.py digest)
  curl -fs "$SINK/log" | python3 bench/push_digest.py digest "$RUN_DB" "${COMMITTED:-0}" "$@"
}
# Waits up to $1 s until every member's digest push was accepted.
wait_for_digest() { # seconds [excluded player]
  local until=$(( $(date +%s) + $1 )) now
  shift
  while :; do
    now=$(digest_now "$@")
    [ "$(field "$now" 2)" -ge "$(field "$now" 1)" ] && break
    [ "$(date +%s)" -ge "$until" ] && break
    sleep 0.5
  done
}
field() { awk -v i="$2" '{ print $i }' <<<"$1"; }
# A run whose digest comes during the load: a fresh server at 06:59:30, 3 s of warm-up, the
# load from 58 s after its start, so the scheduler's look at 60 s commits the digest about
# 2 s into it. Sets RUN (the load's figures), COMMITTED, LOAD_END.
digest_run() { # name [serve args...]
  local name=$1
  shift
  serve_at 06:59:30 "$OUT/push-digest-$name.log" "$@"
  ADMIN_COOKIE=$(cookie /api/admin/login "$PASSWORD" th_admin)
  load 3 >/dev/null
  sleep_until "$(awk -v s="$STARTED" 'BEGIN { printf "%.3f", s + 58 }')"
  python3 bench/push_digest.py watch "$RUN_DB" "$(( DURATION + 5 ))" "$OUT/push-commit.txt" &
  WATCH=$!
  LOAD_START=$(date +%s.%N)
  local cpu="$(cpu_of "$PID") $(cpu_of "$SINK_PID")"
  RUN=$(load)
  LOAD_END=$(date +%s.%N)
  RUN_CPU=$(cpu_since $cpu)
  RUN_OTHERS=$(others "$LOAD_START" "$LOAD_END")
  wait "$WATCH" 2>/dev/null || true
  WATCH=
  COMMITTED=$(cat "$OUT/push-commit.txt")
  [ "$COMMITTED" != - ] || { echo "the digest was not committed during the $name run; see $OUT/push-digest-$name.log" >&2; exit 1; }
  cp "$OUT/push-buckets.txt" "$OUT/push-buckets-$name.txt"
}
# Reads per second of run $1 from the commit until $2 s later, 2 s at least (or until the
# load's end).
reads_during() { # name seconds-after-commit
  local until
  until=$(awk -v c="$COMMITTED" -v s="$2" -v e="$LOAD_END" 'BEGIN { t = (s == "-") ? e : c + (s < 2 ? 2 : s); if (t > e) t = e; printf "%.3f", t }')
  python3 bench/push_digest.py window "$OUT/push-buckets-$1.txt" "$COMMITTED" "$until"
}
delivery_states() { # "queued sent failed" of the digest's push deliveries
  python3 - "$RUN_DB" <<'PY'
import sqlite3, sys
c = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True, timeout=30)
print(' '.join(str(n) for n in c.execute(
    "SELECT count(*) FILTER (WHERE state='queued'), count(*) FILTER (WHERE state='sent'), "
    "count(*) FILTER (WHERE state='failed') FROM deliveries d JOIN notices n ON n.id = d.notice_id "
    "WHERE d.channel='push' AND n.kind='your_week'").fetchone()))
PY
}
trap cleanup EXIT

QUIET="- - | - - - - - -"; DIGEST_RUN=$QUIET; HANG_RUN=$QUIET; SLOW=$QUIET; DEAD=$QUIET
if has_run quiet; then
  echo "The evening's load on a server whose digest is not due ($DURATION s)..." >&2
  fresh_copy
  start_sink 0
  serve_at 06:00:00 "$OUT/push-digest-quiet.log" --push-allow "$SINK"
  ADMIN_COOKIE=$(cookie /api/admin/login "$PASSWORD" th_admin)
  load 3 >/dev/null
  LOAD_START=$(date +%s.%N)
  CPU="$(cpu_of "$PID") $(cpu_of "$SINK_PID")"
  QUIET=$(load)
  QUIET_CPU=$(cpu_since $CPU)
  QUIET_OTHERS=$(others "$LOAD_START" "$(date +%s.%N)")
  cp "$OUT/push-buckets.txt" "$OUT/push-buckets-quiet.txt"
  stop_server
  stop_sink
fi

if has_run digest; then
  echo "The digest to $MEMBERS members, with the load (about $(( 60 + DURATION )) s)..." >&2
  fresh_copy
  start_sink 0
  digest_run digest --push-allow "$SINK"
  DIGEST_RUN=$RUN
  DIGEST_OTHERS=$RUN_OTHERS
  DIGEST_CPU=$RUN_CPU
  wait_for_digest 120
  DIGEST=$(digest_now)
  DIGEST_READS=$(reads_during digest "$(field "$DIGEST" 5)")
  curl -fs "$SINK/log" >"$OUT/push-log-digest.json"
  DIGEST_CONNECTIONS=$(curl -fs "$SINK/count" | awk '{ print $3 }')
  DIGEST_MALFORMED=$(curl -fs "$SINK/count" | awk '{ print $2 }')
  RSS_NOW=$(rss_kb VmRSS)
  RSS_PEAK=$(rss_kb VmHWM)
  stop_server
  stop_sink
fi

if has_run hanging; then
  echo "The digest with one member's $HANGING more devices on a push service that never answers..." >&2
  fresh_copy
  HANG_PLAYER=$(python3 bench/push_digest.py hang "$RUN_DB" "$MEMBERS" "$HANG" "$HANGING")
  start_sink 0
  python3 bench/push_sink.py "$HANG_PORT" hang >"$OUT/push-hang.out" &
  HANG_PID=$!
  until grep -q ready "$OUT/push-hang.out" 2>/dev/null; do
    kill -0 "$HANG_PID" 2>/dev/null || { echo "the hanging push service died" >&2; exit 1; }
    sleep 0.05
  done
  digest_run hanging --push-allow "$SINK,$HANG"
  HANG_RUN=$RUN
  HANG_OTHERS=$RUN_OTHERS
  HANG_CPU=$RUN_CPU
  wait_for_digest 120 "$HANG_PLAYER"
  HANG_DIGEST=$(digest_now "$HANG_PLAYER")
  curl -fs "$SINK/log" >"$OUT/push-log-hanging.json"
  HANG_READS=$(reads_during hanging "$(field "$HANG_DIGEST" 5)")
  # That member's first try ends when its hanging pushes time out (5 s).
  HANG_MEMBER=$(python3 - "$RUN_DB" "$HANG_PLAYER" "$HANG" <<'PY'
import sqlite3, sys, time
c = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True, timeout=30)
until = time.time() + 30
while True:
    state, attempts = c.execute(
        "SELECT d.state, d.attempts FROM deliveries d JOIN notices n ON n.id = d.notice_id "
        "WHERE n.kind = 'your_week' AND d.channel = 'push' AND n.player_id = ?", (sys.argv[2],)).fetchone()
    if attempts > 0 or state != "queued" or time.time() > until:
        break
    time.sleep(0.2)
backed = c.execute(
    "SELECT count(*) FROM push_subscriptions WHERE endpoint LIKE ? AND backoff_until IS NOT NULL",
    (sys.argv[3] + "/%",)).fetchone()[0]
print(state, attempts, backed)
PY
)
  HANG_RSS=$(rss_kb VmHWM)
  stop_server
  stop_sink
  kill "$HANG_PID" 2>/dev/null || true
  wait "$HANG_PID" 2>/dev/null || true
  HANG_PID=
  HANG_CONNECTIONS=$(awk '/^connections/ { print $2 }' "$OUT/push-hang.out")
fi

if has_run slow; then
  echo "The digest while the push service answers after 2 s..." >&2
  fresh_copy
  start_sink 2
  digest_run slow --push-allow "$SINK"
  SLOW=$RUN
  SLOW_OTHERS=$RUN_OTHERS
  SLOW_CPU=$RUN_CPU
  SLOW_DIGEST=$(digest_now)
  SLOW_READS=$(reads_during slow -)
  SLOW_RSS=$(rss_kb VmHWM)
  stop_server
  stop_sink
fi

if has_run dead; then
  echo "The digest while the push service is dead (its port closed)..." >&2
  fresh_copy
  digest_run dead --push-allow "$SINK"
  DEAD=$RUN
  DEAD_OTHERS=$RUN_OTHERS
  DEAD_CPU=$RUN_CPU
  DEAD_READS=$(reads_during dead -)
  DEAD_STATES=$(delivery_states)
  DEAD_RSS=$(rss_kb VmHWM)
  stop_server
fi

if has_run kill; then
  echo "The digest, the server killed (SIGKILL) mid-way and restarted past the lease..." >&2
  fresh_copy
  start_sink "$KILL_SINK_DELAY"
  serve_at 06:59:30 "$OUT/push-digest-kill.log" --push-allow "$SINK"
  sleep_until "$(awk -v s="$STARTED" 'BEGIN { printf "%.3f", s + 58 }')"
  python3 bench/push_digest.py watch "$RUN_DB" 30 "$OUT/push-commit.txt" &
  WATCH=$!
  UNTIL=$(( $(date +%s) + 60 ))
  while [ "$(curl -fs "$SINK/count" | awk '{ print $1 }')" -lt "$(( MEMBERS / 3 ))" ]; do
    [ "$(date +%s)" -lt "$UNTIL" ] || { echo "the digest did not start; see $OUT/push-digest-kill.log" >&2; exit 1; }
    sleep 0.02
  done
  kill -KILL "$PID"
  wait "$PID" 2>/dev/null || true
  PID=
  wait "$WATCH" 2>/dev/null || true
  WATCH=
  COMMITTED=$(cat "$OUT/push-commit.txt")
  AT_KILL=$(digest_now)
  # The claims of the killed worker are due again once their 300 s lease has run out: the
  # restarted server's club clock runs 400 s further ahead.
  STARTED_AGAIN=$(date +%s.%N)
  TOURNAMENT_HUB_CLOCK_OFFSET_SECS=$(( OFFSET + 400 )) start_server "$RUN_DB" "$PORT" "$OUT/push-digest-kill-again.log" --push-allow "$SINK"
  trap cleanup EXIT
  wait_for_digest 120
  KILLED=$(digest_now)
  curl -fs "$SINK/log" >"$OUT/push-log-kill.json"
  KILL_AFTER=$(curl -fs "$SINK/log" | python3 -c "
import json, sys
started = float(sys.argv[1])
print(f'{max((at for _, at, _, kind in json.load(sys.stdin) if kind == \"your_week\"), default=started) - started:.2f}')
" "$STARTED_AGAIN")
  KILL_STATES=$(delivery_states)
  stop_server
  stop_sink
fi

share() { awk -v a="$1" -v b="$2" 'BEGIN { if (a ~ /^[0-9.]+$/ && b > 0) printf "%.0f%%", 100 * a / b; else print "-" }'; }
writes() { awk -F'[|]' '{ print $2 }' <<<"$1" | awk '{ print $3 }'; }
writes_p99() { awk -F'[|]' '{ print $2 }' <<<"$1" | awk '{ print $5 }'; }
mb() { awk -v kb="${1:-}" 'BEGIN { if (kb > 0) printf "%.1f MB", kb / 1024; else print "-" }'; }
printf '\nWeb Push: Monday digest to %s members, one device each; %s, %s cores; %s s of load per run\n' \
  "$MEMBERS" "$(uname -m)" "$(nproc)" "$DURATION"
printf '  the evening: %s connections of reads, %s writes/s\n' "$CONNECTIONS" "$RATE"
printf '  %-26s %8s %6s %8s %9s %6s %9s %9s %6s %7s\n' "" "reads/s" share "p99 ms" "writes/s" "w p99" "digest s" "reads/s" share others
for row in "nothing due|$QUIET|-|-|${QUIET_OTHERS:-}" \
  "the digest going out|$DIGEST_RUN|${DIGEST:+$(field "$DIGEST" 5)}|${DIGEST_READS:-}|${DIGEST_OTHERS:-}" \
  "one member's 10 hang|$HANG_RUN|${HANG_DIGEST:+$(field "$HANG_DIGEST" 5)}|${HANG_READS:-}|${HANG_OTHERS:-}" \
  "push service slow (2 s)|$SLOW|until end|${SLOW_READS:-}|${SLOW_OTHERS:-}" \
  "push service dead|$DEAD|until end|${DEAD_READS:-}|${DEAD_OTHERS:-}"; do
  IFS='|' read -r name values writer span during busy <<<"$row"
  printf '  %-26s %8s %6s %8s %9s %6s %9s %9s %6s %7s\n' "$name" "$(field "$values" 1)" \
    "$(share "$(field "$values" 1)" "$(field "$QUIET" 1)")" "$(field "$values" 2)" \
    "$(field "$writer" 3)" "$(field "$writer" 5)" "${span:--}" "${during:--}" \
    "$(share "${during:--}" "$(field "$QUIET" 1)")" "${busy:--}"
done
printf '  (reads/s and share over the whole load, then from the digest'"'"'s commit until its last push\n'
printf '   was accepted, 2 s at least, or until the load'"'"'s end; others: the cores other work on the\n'
printf '   machine used meanwhile, which the figures need near 0; targets: reads and writes keep >= 80%%\n'
printf '   of "nothing due")\n'
printf '  CPU seconds during each load, server / push service: nothing due %s, digest %s, hang %s, slow %s, dead %s\n' \
  "$(tr ' ' / <<<"${QUIET_CPU:--}")" "$(tr ' ' / <<<"${DIGEST_CPU:--}")" "$(tr ' ' / <<<"${HANG_CPU:--}")" \
  "$(tr ' ' / <<<"${SLOW_CPU:--}")" "$(tr ' ' / <<<"${DEAD_CPU:--}")"
if [ -n "${DIGEST:-}" ]; then
  printf '  digest: accepted %s of %s; from the commit, p50 %s s, p99 %s s, all %s s (target p99 < 3 s)\n' \
    "$(field "$DIGEST" 2)" "$(field "$DIGEST" 1)" "$(field "$DIGEST" 3)" "$(field "$DIGEST" 4)" "$(field "$DIGEST" 5)"
  printf '          malformed %s, other pushes %s, repeats %s; the push service saw %s connections\n' \
    "$DIGEST_MALFORMED" "$(field "$DIGEST" 6)" "$(field "$DIGEST" 7)" "$DIGEST_CONNECTIONS"
  printf '          RSS %s after the digest, peak %s (target < 96 MB)\n' "$(mb "$RSS_NOW")" "$(mb "$RSS_PEAK")"
fi
if [ -n "${HANG_DIGEST:-}" ]; then
  printf '  one member with %s more devices on a service that never answers (player %s):\n' "$HANGING" "$HANG_PLAYER"
  printf '          the other members: p50 %s s, p99 %s s, all %s s (target p99 < 3 s); accepted %s of %s\n' \
    "$(field "$HANG_DIGEST" 3)" "$(field "$HANG_DIGEST" 4)" "$(field "$HANG_DIGEST" 5)" "$(field "$HANG_DIGEST" 2)" "$(field "$HANG_DIGEST" 1)"
  printf '          that member'"'"'s delivery: %s after %s tries, %s of its endpoints backed off; the hanging service saw %s connections\n' \
    $HANG_MEMBER "${HANG_CONNECTIONS:-?}"
  printf '          peak RSS %s\n' "$(mb "$HANG_RSS")"
fi
if [ -n "${SLOW_DIGEST:-}" ]; then
  printf '  slow service: %s of %s digest pushes accepted by the load'"'"'s end; peak RSS %s\n' \
    "$(field "$SLOW_DIGEST" 2)" "$(field "$SLOW_DIGEST" 1)" "$(mb "$SLOW_RSS")"
fi
if [ -n "${DEAD_STATES:-}" ]; then
  printf '  dead service: the digest'"'"'s push deliveries now queued %s, sent %s, failed %s; peak RSS %s\n' \
    $DEAD_STATES "$(mb "$DEAD_RSS")"
fi
if [ -n "${KILLED:-}" ]; then
  printf '  kill -9: killed with %s of %s digest pushes accepted (%s s after the commit); restarted with the club\n' \
    "$(field "$AT_KILL" 2)" "$(field "$AT_KILL" 1)" \
    "$(awk -v c="$COMMITTED" -v s="$STARTED_AGAIN" 'BEGIN { printf "%.2f", s - c }')"
  printf '          clock 400 s on; all in %s s after the restart. Lost %s, repeats %s (the same notice to the\n' \
    "$KILL_AFTER" "$(field "$KILLED" 8)" "$(field "$KILLED" 7)"
  printf '          same endpoint; at most the lane'"'"'s 32 sends in flight); deliveries queued %s, sent %s, failed %s\n' \
    $KILL_STATES
fi
