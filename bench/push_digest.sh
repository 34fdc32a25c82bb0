#!/usr/bin/env bash
# Monday's digest by Web Push (bench/README.md, "Web Push"): MEMBERS members each have one
# push subscription on a local push service (bench/push_sink.py, on 127.0.0.1), and the
# digest's notices (one "your week" each, with its push delivery) are committed in one
# transaction, as the scheduler commits them on Monday at 07:00. The server's worker then
# encrypts, signs and posts every push. It prints:
#   - the time from the digest's commit until each push was accepted (p50, p99, all);
#   - the evening's reads (64 connections) and writes (10/s) while the pushes go out, beside
#     the same load when nothing is sent;
#   - the server's RSS (now and at its peak);
#   - the same load while the push service answers after 2 s, and while it is dead (its port
#     closed): the site must keep its throughput, the pushes wait.
# The digest is committed straight to the database because the server writes Monday's
# notices only on a real Monday at 07:00 club time; the rows are those it writes. Nothing
# here asserts a time: the figures are for people to read.
#
#   bash bench/push_digest.sh                         # 1,000 members, the large club
#   MEMBERS=20 SMALL=1 DURATION=4 BIN=target/debug/tournament-hub bash bench/push_digest.sh
#                                                     # a quick check that it runs
set -euo pipefail
cd "$(dirname "$0")/.."

MEMBERS=${MEMBERS:-1000}
DURATION=${DURATION:-15}
CONNECTIONS=64
RATE=10
PORT=${PORT:-18485}
SINK_PORT=${SINK_PORT:-18486}
BASE="http://127.0.0.1:$PORT"
SINK="http://127.0.0.1:$SINK_PORT"
GIVEN_BIN=${BIN:-}
. bench/lib.sh
if [ -n "$GIVEN_BIN" ]; then
  # A binary built already (a quick check with the debug build): no release build.
  BIN=$GIVEN_BIN
  mkdir -p "$OUT"
  command -v wrk >/dev/null 2>&1 || { echo "wrk is missing: apt-get install wrk" >&2; exit 1; }
else
  bench_prepare
fi

WORK_DB="$OUT/push-digest.db"
rm -f "$WORK_DB" "$WORK_DB-wal" "$WORK_DB-shm"
if [ -n "${SMALL:-}" ]; then
  echo "Building a small club of $MEMBERS members..." >&2
  "$BIN" demo --db "$WORK_DB" --players "$(( MEMBERS > 40 ? MEMBERS : 40 ))" >/dev/null
else
  DB="$OUT/evening.db"
  large_club "$DB"
  cp "$DB" "$WORK_DB"
fi
PASSWORD=bench-admin-password
printf '%s\n' "$PASSWORD" | "$BIN" admin-password --password-stdin --db "$WORK_DB" >/dev/null

# Each member gets a session and one subscription on the local push service. The keys are
# RFC 8291's example browser's: a real P-256 point, so the server encrypts for it.
echo "Subscribing $MEMBERS members to the local push service..." >&2
python3 - "$WORK_DB" "$MEMBERS" "$SINK" <<'PY'
import secrets, sqlite3, sys, time
db, wanted, sink = sys.argv[1], int(sys.argv[2]), sys.argv[3]
p256dh = "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4"
auth = "BTBZMqHH6r4Tts7J_aSIgg"
c = sqlite3.connect(db, timeout=30, isolation_level=None)
c.execute("BEGIN IMMEDIATE")
players = [r[0] for r in c.execute(
    "SELECT id FROM players WHERE status = 'approved' ORDER BY id LIMIT ?", (wanted,))]
now = int(time.time())
today = time.strftime("%Y-%m-%d", time.gmtime(now - 6 * 3600))
for player in players:
    session = c.execute(
        "INSERT INTO member_sessions (token_hash, player_id, created_at, last_used_on) "
        "VALUES (?, ?, ?, ?)", (secrets.token_hex(32), player, now, today)).lastrowid
    c.execute(
        "INSERT INTO push_subscriptions (player_id, session_id, endpoint, p256dh, auth, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?)", (player, session, f"{sink}/push/{player}", p256dh, auth, now))
c.execute("COMMIT")
print(f"  {len(players)} subscriptions", file=sys.stderr)
if len(players) < wanted:
    sys.exit(f"only {len(players)} approved players")
PY

SINK_PID=
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

start_sink 0
start_server "$WORK_DB" "$PORT" "$OUT/push-digest-server.log" --push-allow "$SINK"
trap 'stop_sink; stop_everything' EXIT
ACTIVE=$(curl -fs "$BASE/api/tournaments" | json "print(next(t['id'] for t in d if t['status']=='active'))")
PLAYER=$(curl -fs "$BASE/api/rankings" | json "print(d[len(d)//2]['id'])")
ADMIN_COOKIE=$(cookie /api/admin/login "$PASSWORD" th_admin)
LEAGUE_IDS=$(curl -fs "$BASE/api/league/matches?status=completed&limit=500" | json "print(' '.join(str(m['id']) for m in d))")
RESULTS=$(curl -fs "$BASE/api/tournaments/$ACTIVE/matches" | json "print(' '.join(str(m['id'])+':'+str(m['winnerId'])+':'+m['score'].replace(' ','_') for m in d if m['status']=='completed' and m['stage']=='group'))")
# The keys were made at the first start.
curl -fs "$BASE/api/push/public-key" | json "assert len(d['publicKey']) == 87"

evening_lua "$OUT/push-digest.lua" "$ACTIVE" "$PLAYER"

WRITER=
ms() { # wrk latency (us/ms/s) -> ms
  awk -v v="$1" 'BEGIN { n = v + 0; if (v ~ /us$/) n /= 1000; else if (v ~ /[^m]s$/) n *= 1000; printf "%.1f", n }'
}
# The evening's load for DURATION s: "reads/s p99ms | writes n s rate/s p50 p99 errors".
load() {
  python3 bench/writer.py "$BASE" "$ADMIN_COOKIE" "$RATE" "$DURATION" "$LEAGUE_IDS" "$RESULTS" >"$OUT/push-writer.out" &
  WRITER=$!
  local out
  out=$(wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" --timeout 5s --latency -s "$OUT/push-digest.lua" "$BASE")
  wait "$WRITER" 2>/dev/null || true
  printf '%s %s | %s\n' \
    "$(awk '/^Requests\/sec/ { printf "%.0f", $2 }' <<<"$out")" \
    "$(ms "$(awk '$1 == "99%" { print $2 }' <<<"$out")")" \
    "$(cat "$OUT/push-writer.out")"
}
# Commits a digest named $1 for every subscribed member in one transaction; prints the
# commit's time.
commit_digest() {
  python3 - "$WORK_DB" "$1" <<'PY'
import json, sqlite3, sys, time
db, run = sys.argv[1], sys.argv[2]
c = sqlite3.connect(db, timeout=30, isolation_level=None)
players = [r[0] for r in c.execute("SELECT DISTINCT player_id FROM push_subscriptions")]
params = json.dumps({"kind": "your_week", "matches": [
    {"matchId": 1, "tournament": "Copa Pura Vida", "opponent": "Ana Mora", "deadline": "2026-12-06"}]})
c.execute("BEGIN IMMEDIATE")
now = int(time.time())
for player in players:
    notice = c.execute(
        "INSERT INTO notices (player_id, kind, params, created_at, unique_key) VALUES (?, 'your_week', ?, ?, ?)",
        (player, params, now, f"your_week:{player}:bench-{run}")).lastrowid
    c.execute("INSERT INTO deliveries (notice_id, channel, created_at, next_attempt_at) VALUES (?, 'push', ?, ?)",
              (notice, now, now))
c.execute("COMMIT")
print(f"{time.time():.6f}")
PY
}
accepted() { curl -fs "$SINK/count" | awk '{ print $1 }'; }

echo "Warming up for 3 s..." >&2
SAVED=$DURATION; DURATION=3; load >/dev/null; DURATION=$SAVED
echo "The evening's load, nothing sent ($DURATION s)..." >&2
QUIET=$(load)

echo "The digest to $MEMBERS members, with the load..." >&2
curl -fs "$SINK/reset" >/dev/null
( sleep 1; commit_digest fast >"$OUT/push-commit.txt" ) &
COMMITTER=$!
DURING=$(load)
wait "$COMMITTER"
COMMITTED=$(cat "$OUT/push-commit.txt")
WAIT_UNTIL=$(( $(date +%s) + 120 ))
while [ "$(accepted)" -lt "$MEMBERS" ] && [ "$(date +%s)" -lt "$WAIT_UNTIL" ]; do sleep 0.2; done
DIGEST=$(curl -fs "$SINK/times" | python3 -c "
import json, sys
committed, wanted = float(sys.argv[1]), int(sys.argv[2])
first = {}
for path, at in json.load(sys.stdin):
    first.setdefault(path, at)
waits = sorted(at - committed for at in first.values())
if not waits:
    print('0 ? ? ?'); sys.exit()
pick = lambda q: waits[min(len(waits) - 1, int(q * len(waits)))]
print(f'{len(waits)} {pick(0.5):.2f} {pick(0.99):.2f} {waits[-1]:.2f}')
" "$COMMITTED" "$MEMBERS")
MALFORMED=$(curl -fs "$SINK/count" | awk '{ print $2 }')
RSS_NOW=$(rss_kb VmRSS)
RSS_PEAK=$(rss_kb VmHWM)

echo "The push service answering after 2 s..." >&2
stop_sink
start_sink 2
( sleep 1; commit_digest slow >/dev/null ) &
COMMITTER=$!
SLOW=$(load)
wait "$COMMITTER"
SLOW_ACCEPTED=$(accepted)

echo "The push service dead (its port closed)..." >&2
stop_sink
( sleep 1; commit_digest dead >/dev/null ) &
COMMITTER=$!
DEAD=$(load)
wait "$COMMITTER"
RSS_PEAK=$(rss_kb VmHWM)
QUEUED=$(python3 -c "
import sqlite3, sys
c = sqlite3.connect(sys.argv[1], timeout=30)
print(' '.join(str(n) for n in c.execute(
    \"SELECT count(*) FILTER (WHERE state='queued'), count(*) FILTER (WHERE state='sent'), count(*) FILTER (WHERE state='failed') FROM deliveries WHERE channel='push'\").fetchone()))
" "$WORK_DB")

field() { awk -v i="$2" '{ print $i }' <<<"$1"; }
share() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.0f%%", 100 * a / b; else print "?" }'; }
writes() { awk -F'[|]' '{ print $2 }' <<<"$1" | awk '{ print $3 }'; }
printf '\nWeb Push: Monday digest to %s members, one device each; %s, %s cores\n' "$MEMBERS" "$(uname -m)" "$(nproc)"
printf '  accepted %s of %s pushes: from the commit, p50 %s s, p99 %s s, all %s s (target p99 < 10 s); malformed %s\n' \
  "$(field "$DIGEST" 1)" "$MEMBERS" "$(field "$DIGEST" 2)" "$(field "$DIGEST" 3)" "$(field "$DIGEST" 4)" "$MALFORMED"
printf '  the evening: %s connections of reads, %s writes/s, %s s each\n' "$CONNECTIONS" "$RATE" "$DURATION"
printf '  %-24s %9s %7s %9s %10s\n' "" "reads/s" share "p99 ms" "writes/s"
for row in "nothing sent|$QUIET" "the digest going out|$DURING" "push service slow (2 s)|$SLOW" "push service dead|$DEAD"; do
  name=${row%%|*}; values=${row#*|}
  printf '  %-24s %9s %7s %9s %10s\n' "$name" "$(field "$values" 1)" \
    "$(share "$(field "$values" 1)" "$(field "$QUIET" 1)")" "$(field "$values" 2)" "$(writes "$values")"
done
printf '  (targets: reads and writes keep >= 80%% of "nothing sent")\n'
printf '  slow service: %s pushes accepted in the %s s window\n' "$SLOW_ACCEPTED" "$DURATION"
printf '  push deliveries now: queued %s, sent %s, failed %s\n' $QUEUED
printf '  RSS %s MB after the digest, peak %s MB (target < 96 MB)\n' "$((RSS_NOW / 1024))" "$((RSS_PEAK / 1024))"
