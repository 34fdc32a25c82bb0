#!/usr/bin/env bash
# The tournament evening where the members write: on the large club, the 10 writes a second
# are members recording the results of their own matches (POST /api/matches/result) and their
# opponents confirming them (POST /api/matches/{id}/confirm), each from their own phone (a
# loopback address of its own) with their own th_member cookie (bench/member_writer.py). The
# reads are the evening's mix (the seven public reads in turn, 64 connections), each request
# carrying a different member's cookie as in bench/members.sh, first quiet, then while the
# members write. Targets (issue 35): the reads keep >= 50% of their quiet throughput at a p99
# under 50 ms, and the writes' p99 stays under 50 ms (bench/README.md, "Members write the
# results"). Nothing here asserts a time: the figures are for people to read.
#
#   bash bench/member_writes.sh                 # 20 s per run (about a minute once the club is built)
#   DURATION=10 bash bench/member_writes.sh
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-20}
CONNECTIONS=64
RATE=10
MEMBERS=${MEMBERS:-1000}
PORT=${PORT:-18484}
BASE="http://127.0.0.1:$PORT"
. bench/lib.sh
DB="$OUT/evening.db"
bench_prepare
large_club "$DB"
WORK_DB="$OUT/member-writes.db"
rm -f "$WORK_DB" "$WORK_DB-wal" "$WORK_DB-shm"
cp "$DB" "$WORK_DB"
PASSWORD=bench-admin-password
printf '%s\n' "$PASSWORD" | "$BIN" admin-password --password-stdin --db "$WORK_DB" >/dev/null

start_server "$WORK_DB" "$PORT" "$OUT/member-writes-server.log"
WRITER=
PLAYER=$(curl -fs "$BASE/api/rankings" | json "print(d[len(d)//2]['id'])")
ADMIN_COOKIE=$(cookie /api/admin/login "$PASSWORD" th_admin)
PLAYERS=$(curl -fs "$BASE/api/players" | json "print(' '.join(str(p['id']) for p in d[:$MEMBERS]))")

# Pending matches for the members to record: this season's 20-player hybrids (as the demo's
# active one), enough of them for the busy run's records (RATE / 2 a second) with room to
# spare, each with 30 group matches playable at once, from the members' players.
NEEDED=$(( (RATE * (DURATION + 5)) / 2 + 20 ))
TOURNAMENTS=$(( (NEEDED + 29) / 30 ))
echo "Making $TOURNAMENTS active hybrids of 20 for the members' results..." >&2
python3 - "$BASE" "$ADMIN_COOKIE" "$TOURNAMENTS" "$PLAYERS" "$OUT/member-tournament.txt" \
  >"$OUT/member-matches.txt" <<'PY'
import datetime, http.client, json, sys, urllib.parse
base, admin, count, players = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4].split()
first_file = sys.argv[5]
url = urllib.parse.urlparse(base)
conn = http.client.HTTPConnection(url.hostname, url.port, timeout=60)
headers = {"Origin": base, "Content-Type": "application/json", "Cookie": admin}
def call(method, path, body=None):
    conn.request(method, path, body=json.dumps(body) if body is not None else None, headers=headers)
    answer = conn.getresponse()
    return answer.status, json.loads(answer.read() or b"null")
if count * 20 > len(players):
    sys.exit(f"{count} tournaments of 20 need {count * 20} players; {len(players)} signed up")
today = datetime.date.today().isoformat()
schedules = []
for t in range(count):
    chosen = [int(p) for p in players[t * 20:(t + 1) * 20]]
    status, created = call("POST", "/api/tournaments", {
        "name": f"Members' Evening {t + 1}", "startDate": today, "playerCount": 20,
        "tournamentType": "hybrid", "status": "active", "selectedPlayerIds": chosen})
    if status != 201:
        sys.exit(f"creating a tournament: {status} {created}")
    status, schedule = call("POST", f"/api/tournaments/{created['id']}/generate-matches")
    if status != 200:
        sys.exit(f"generating its matches: {status} {schedule}")
    schedules.append([m for m in schedule if m["status"] == "pending" and m["playable"]])
    if t == 0:
        with open(first_file, "w") as first:
            print(created["id"], file=first)
# Round robin over the tournaments, so that the writes land in every one of them throughout.
for i in range(max(len(s) for s in schedules)):
    for schedule in schedules:
        if i < len(schedule):
            m = schedule[i]
            print(m["id"], m["player1Id"], m["player2Id"])
PY
MATCHES=$(wc -l <"$OUT/member-matches.txt")
# The reads' tournament: the first of them, where results land throughout the busy run.
TOURNAMENT=$(cat "$OUT/member-tournament.txt")

echo "Signing in $MEMBERS members through their links..." >&2
python3 bench/member_sign_in.py "$BASE" "$ADMIN_COOKIE" "$PLAYERS" >"$OUT/member-sessions.txt"
SESSIONS=$(wc -l <"$OUT/member-sessions.txt")
awk '{ print $3 }' "$OUT/member-sessions.txt" >"$OUT/member-cookies.txt"
FIRST=$(head -1 "$OUT/member-cookies.txt")
curl -fs -H "Cookie: $FIRST" "$BASE/api/me" >/dev/null || { echo "a member cookie does not open /api/me" >&2; exit 1; }

start_writer() { # seconds
  python3 bench/member_writer.py "$BASE" "$RATE" "$1" "$OUT/member-sessions.txt" "$OUT/member-matches.txt" \
    >"$OUT/member-writer.out" 2>"$OUT/member-writer.err" &
  WRITER=$!
}
stop_writer() {
  kill -TERM "$WRITER" 2>/dev/null || true
  wait "$WRITER" 2>/dev/null || true
  WRITER=
}
ms() { # wrk latency (us/ms/s) -> ms
  awk -v v="$1" 'BEGIN { n = v + 0; if (v ~ /us$/) n /= 1000; else if (v ~ /[^m]s$/) n *= 1000; printf "%.1f", n }'
}
cat >"$OUT/member-writes.lua" <<LUA
local paths = {
  "/api/rankings", "/api/tournaments", "/api/tournaments/$TOURNAMENT/matches",
  "/api/tournaments/$TOURNAMENT/groups", "/api/league/matches", "/api/players/$PLAYER/profile",
  "/api/players",
}
local cookies = {}
for line in io.lines("$OUT/member-cookies.txt") do cookies[#cookies + 1] = line end
local n = 0
request = function()
  n = n + 1
  local headers = { ["Accept-Encoding"] = "br, gzip", ["Cookie"] = cookies[(n % #cookies) + 1] }
  return wrk.format("GET", paths[(n % #paths) + 1], headers)
end
LUA
mix() { # seconds -> "rps p50 p99 timeouts non2xx"
  local out
  out=$(wrk -t2 -c"$CONNECTIONS" -d"${1}s" --timeout 5s --latency -s "$OUT/member-writes.lua" "$BASE")
  printf '%s %s %s %s %s\n' \
    "$(awk '/^Requests\/sec/ { printf "%.0f", $2 }' <<<"$out")" \
    "$(ms "$(awk '$1 == "50%" { print $2 }' <<<"$out")")" \
    "$(ms "$(awk '$1 == "99%" { print $2 }' <<<"$out")")" \
    "$(awk '/Socket errors/ { for (i = 1; i <= NF; i++) if ($i == "timeout") t = $(i-1) + 0 } END { print t + 0 }' <<<"$out")" \
    "$(awk '/Non-2xx/ { print $NF }' <<<"$out" | grep . || echo 0)"
}
# A first short run fills the answer cache and the page cache, so the quiet run does not pay
# for them alone.
echo "Warming up for 5 s..." >&2
mix 5 >/dev/null
echo "The mix with members' cookies, quiet..." >&2
QUIET=$(mix "$DURATION")
echo "... while the members record and confirm $RATE results a second..." >&2
start_writer 100000
sleep 1 # the writer's start-up: the whole run reads under writes
BUSY=$(mix "$DURATION")
stop_writer
WRITES=$(cat "$OUT/member-writer.out")
WRITE_ERRORS=$(wc -l <"$OUT/member-writer.err")

field() { awk -v i="$2" '{ print $i }' <<<"$1"; }
share() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.0f%%", 100 * a / b; else print "?" }'; }
printf '\nMembers write the results, on the large club: %s, %s cores; %s member sessions, %s pending matches\n' \
  "$(uname -m)" "$(nproc)" "$SESSIONS" "$MATCHES"
printf 'The evening mix (seven public reads in turn, a member cookie on each), %s connections, %s s each\n' "$CONNECTIONS" "$DURATION"
printf '  %-26s %9s %8s %9s %9s %9s %7s\n' reads "req/s" share "p50" "p99" timeouts non-2xx
for row in "quiet|$QUIET" "with members' writes|$BUSY"; do
  name=${row%%|*}; values=${row#*|}
  printf '  %-26s %9s %8s %7sms %7sms %9s %7s\n' "$name" "$(field "$values" 1)" \
    "$(share "$(field "$values" 1)" "$(field "$QUIET" 1)")" "$(field "$values" 2)" "$(field "$values" 3)" \
    "$(field "$values" 4)" "$(field "$values" 5)"
done
printf 'Target: with the writes, >= 50%% of quiet at p99 < 50 ms, no timeouts.\n'
printf '\nMembers'"'"' writes: %s in %s s (%s/s), p50 %s ms, p99 %s ms, errors %s; records p99 %s ms, confirmations p99 %s ms\n' \
  "$(field "$WRITES" 1)" "$(field "$WRITES" 2)" "$(field "$WRITES" 3)" "$(field "$WRITES" 4)" "$(field "$WRITES" 5)" \
  "$(field "$WRITES" 6)" "$(field "$WRITES" 7)" "$(field "$WRITES" 8)"
printf 'Target: %s/s, p99 < 50 ms, no error.\n' "$RATE"
if [ "$WRITE_ERRORS" -gt 0 ]; then
  printf 'The writer'"'"'s refusals (first 5 of %s):\n' "$WRITE_ERRORS"
  head -5 "$OUT/member-writer.err" | sed 's/^/  /'
fi
