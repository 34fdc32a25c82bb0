#!/usr/bin/env bash
# The tournament evening with members signed in: on the large club, 1,000 members each get a
# session through the sign-in link the admin makes (POST /api/admin/players/{id}/sign-in-link,
# then the tap: POST /api/me/sign-in); one in 20 of them is an organizer (PUT
# /api/admin/players/{id}/role), signed in as the member they are, without the console's
# th_admin cookie. Then the evening's mix (the seven public reads in
# turn, 64 connections, while an admin enters 10 scores a second) runs three ways, each
# request of a run carrying:
#   none    no cookie, as a visitor's phone;
#   junk    a th_member cookie no session has (an old phone's, or a forged one);
#   member  a real member's cookie, a different member's on each request.
# A member's public read is the visitor's answer, from the cache, so the member runs should
# keep at least 80% of the first, at a p99 under 50 ms (bench/README.md, "Members signed in").
# Nothing here asserts a time: the figures are for people to read.
#
#   bash bench/members.sh                 # 20 s per run
#   DURATION=10 bash bench/members.sh
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-20}
CONNECTIONS=64
RATE=10
MEMBERS=${MEMBERS:-1000}
PORT=${PORT:-18483}
BASE="http://127.0.0.1:$PORT"
. bench/lib.sh
DB="$OUT/evening.db"
bench_prepare
large_club "$DB"
WORK_DB="$OUT/members.db"
rm -f "$WORK_DB" "$WORK_DB-wal" "$WORK_DB-shm"
cp "$DB" "$WORK_DB"
PASSWORD=bench-admin-password
printf '%s\n' "$PASSWORD" | "$BIN" admin-password --password-stdin --db "$WORK_DB" >/dev/null

start_server "$WORK_DB" "$PORT" "$OUT/members-server.log"
WRITER=
writer_targets
PLAYER=$(curl -fs "$BASE/api/rankings" | json "print(d[len(d)//2]['id'])")
ADMIN_COOKIE=$(cookie /api/admin/login "$PASSWORD" th_admin)

echo "Signing in $MEMBERS members through their links..." >&2
python3 - "$BASE" "$ADMIN_COOKIE" "$MEMBERS" >"$OUT/member-cookies.txt" <<'PY'
import http.client, json, sys, urllib.parse
base, admin, wanted = sys.argv[1], sys.argv[2], int(sys.argv[3])
url = urllib.parse.urlparse(base)
conn = http.client.HTTPConnection(url.hostname, url.port, timeout=30)
def call(method, path, body=None, cookie=None):
    global conn
    headers = {"Origin": base, "Content-Type": "application/json"}
    if cookie:
        headers["Cookie"] = cookie
    for attempt in (1, 2):
        try:
            conn.request(method, path, body=json.dumps(body) if body is not None else None, headers=headers)
            answer = conn.getresponse()
            return answer.status, answer.getheaders(), answer.read()
        except (ConnectionError, http.client.HTTPException):
            # The server closes a kept-alive connection after a while: open a new one.
            conn.close()
            conn = http.client.HTTPConnection(url.hostname, url.port, timeout=30)
            if attempt == 2:
                raise
status, _, body = call("GET", "/api/players")
players = [p["id"] for p in json.loads(body)][:wanted]
made = 0
organizers = 0
for player in players:
    if made % 20 == 0:
        # An organizer among the members: their public reads are a member's, from the cache.
        status, _, body = call("PUT", f"/api/admin/players/{player}/role", {"role": "organizer"}, admin)
        if status != 200:
            sys.exit(f"the organizer's role for player {player}: {status} {body[:200]!r}")
        organizers += 1
    status, _, body = call("POST", f"/api/admin/players/{player}/sign-in-link", {}, admin)
    if status != 201:
        sys.exit(f"sign-in link for player {player}: {status} {body[:200]!r}")
    token = json.loads(body)["url"].split("#", 1)[1]
    # Each member taps from a phone of their own: a loopback address of its own, so the
    # sign-in budget per client (an attempt limit) sees 1,000 phones, not one.
    phone = http.client.HTTPConnection(
        url.hostname, url.port, timeout=30, source_address=(f"127.1.{made // 250}.{made % 250 + 1}", 0)
    )
    phone.request("POST", "/api/me/sign-in", body=json.dumps({"token": token}),
                  headers={"Origin": base, "Content-Type": "application/json"})
    answer = phone.getresponse()
    status, headers, body = answer.status, answer.getheaders(), answer.read()
    phone.close()
    if status not in (200, 204):
        sys.exit(f"sign-in of player {player}: {status} {body[:200]!r}")
    cookies = [v.split(";", 1)[0] for k, v in headers if k.lower() == "set-cookie"]
    member = [c for c in cookies if c.split("=", 1)[0].endswith("th_member")]
    if not member:
        sys.exit(f"sign-in of player {player} set no member cookie")
    print(member[0])
    made += 1
print(f"  {made} member sessions, {organizers} of them organizers", file=sys.stderr)
PY
SESSIONS=$(wc -l <"$OUT/member-cookies.txt")
# One member's cookie must open /api/me, or the runs below would measure nothing.
FIRST=$(head -1 "$OUT/member-cookies.txt")
curl -fs -H "Cookie: $FIRST" "$BASE/api/me" >/dev/null || { echo "a member cookie does not open /api/me" >&2; exit 1; }
# The first member is an organizer, signed in as a member only.
curl -fs -H "Cookie: $FIRST" "$BASE/api/me" | grep -q '"role":"organizer"' || { echo "the first member is no organizer" >&2; exit 1; }

start_writer() { # seconds
  python3 bench/writer.py "$BASE" "$ADMIN_COOKIE" "$RATE" "$1" "$LEAGUE_IDS" "$RESULTS" >"$OUT/writer.out" &
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
mix() { # mode (none|junk|member) -> "rps p50 p99 timeouts non2xx"
  cat >"$OUT/members.lua" <<LUA
local paths = {
  "/api/rankings", "/api/tournaments", "/api/tournaments/$ACTIVE/matches",
  "/api/tournaments/$ACTIVE/groups", "/api/league/matches", "/api/players/$PLAYER/profile",
  "/api/players",
}
local mode = "$1"
local cookies = {}
if mode == "member" then
  for line in io.lines("$OUT/member-cookies.txt") do cookies[#cookies + 1] = line end
elseif mode == "junk" then
  cookies[1] = "th_member=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
end
local n = 0
request = function()
  n = n + 1
  local headers = { ["Accept-Encoding"] = "br, gzip" }
  if #cookies > 0 then headers["Cookie"] = cookies[(n % #cookies) + 1] end
  return wrk.format("GET", paths[(n % #paths) + 1], headers)
end
LUA
  start_writer 100000
  local out
  out=$(wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" --timeout 5s --latency -s "$OUT/members.lua" "$BASE")
  stop_writer
  printf '%s %s %s %s %s | writes %s\n' \
    "$(awk '/^Requests\/sec/ { printf "%.0f", $2 }' <<<"$out")" \
    "$(ms "$(awk '$1 == "50%" { print $2 }' <<<"$out")")" \
    "$(ms "$(awk '$1 == "99%" { print $2 }' <<<"$out")")" \
    "$(awk '/Socket errors/ { for (i = 1; i <= NF; i++) if ($i == "timeout") t = $(i-1) + 0 } END { print t + 0 }' <<<"$out")" \
    "$(awk '/Non-2xx/ { print $NF }' <<<"$out" | grep . || echo 0)" \
    "$(cat "$OUT/writer.out")"
}
# A first short run fills the answer cache and the page cache, so the first measured run
# does not pay for them alone.
echo "Warming up for 5 s..." >&2
SAVED=$DURATION; DURATION=5; mix none >/dev/null; DURATION=$SAVED
echo "The mix with $RATE writes/s: without cookies..." >&2
NONE=$(mix none)
echo "... with a junk member cookie..." >&2
JUNK=$(mix junk)
echo "... with $SESSIONS members' cookies..." >&2
MEMBER=$(mix member)

field() { awk -v i="$2" '{ print $i }' <<<"$1"; }
share() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.0f%%", 100 * a / b; else print "?" }'; }
printf '\nMembers signed in, on the large club: %s, %s cores; %s member sessions\n' "$(uname -m)" "$(nproc)" "$SESSIONS"
printf 'The evening mix (seven public reads in turn), %s connections, %s s each, %s writes/s\n' "$CONNECTIONS" "$DURATION" "$RATE"
printf '  %-8s %9s %8s %9s %9s %9s %7s   %s\n' cookie "req/s" share "p50" "p99" timeouts non-2xx "writes: n s rate/s p50 p99 errors"
for row in "none|$NONE" "junk|$JUNK" "member|$MEMBER"; do
  name=${row%%|*}; values=${row#*|}
  printf '  %-8s %9s %8s %7sms %7sms %9s %7s   %s\n' "$name" "$(field "$values" 1)" \
    "$(share "$(field "$values" 1)" "$(field "$NONE" 1)")" "$(field "$values" 2)" "$(field "$values" 3)" \
    "$(field "$values" 4)" "$(field "$values" 5)" "${values#*| writes }"
done
printf 'Target: member and junk keep >= 80%% of none, at p99 < 50 ms, with no timeouts.\n'
