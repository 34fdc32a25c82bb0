#!/usr/bin/env bash
# Monday's digest by email (issue 38): MEMBERS members, each with an email and a match due
# this week, in 20-player hybrids. At Monday 07:00 club time the server writes every member's
# week in one commit; the delivery worker then sends them to a local SMTP sink (aiosmtpd,
# tests/server/smtp_sink.py). Printed: the time from the digest's commit until half, 99% and
# all of the messages were accepted (target p99 < 10 s for 1,000 on 2 cores); the public reads
# (64 connections) and the admin's result edits (8 connections) meanwhile, as a share of the
# same load on a quiet server (target >= 80%); the server's peak RSS (target < 96 MB). Then
# the same against a relay that answers each message 2 s late, and one that never answers: the
# site keeps its throughput. Nothing here asserts a time: the figures are for people to read.
#
#   bash bench/mail_digest.sh                            # 1,000 members, 20 s per run
#   MEMBERS=60 DURATION=5 TOURNAMENT_HUB_BIN=target/debug/tournament-hub bash bench/mail_digest.sh
#   SINK_PIPELINING=0 bash bench/mail_digest.sh          # a relay that does not offer PIPELINING
#
# The club clock of each server is moved with TOURNAMENT_HUB_CLOCK_OFFSET_SECS (to the next
# Monday), so no run waits for a real Monday. Everything lives in a temporary directory,
# removed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."

MEMBERS=${MEMBERS:-1000}
DURATION=${DURATION:-20}
PORT=${PORT:-18538}
SINK_PORT=${SINK_PORT:-18539}
READ_CONNECTIONS=64
WRITE_CONNECTIONS=8
BASE="http://127.0.0.1:$PORT"
PASSWORD=bench-admin-password
. bench/lib.sh
BIN=${TOURNAMENT_HUB_BIN:-$BIN}
MEMBERS=$(( MEMBERS / 20 * 20 ))
[ "$MEMBERS" -ge 20 ] || { echo "MEMBERS must be at least 20" >&2; exit 1; }

if [ -z "${TOURNAMENT_HUB_BIN:-}" ]; then
  bench_prepare
elif ! command -v wrk >/dev/null 2>&1; then
  echo "wrk is needed (Debian's package wrk)" >&2
  exit 1
fi
PYTHON=$(bash tests/ops/smtp-sink-venv.sh)
WORK=$(mktemp -d)
SINK=
WATCH=
cleanup() {
  [ -n "$WATCH" ] && kill "$WATCH" 2>/dev/null || true
  [ -n "$SINK" ] && kill "$SINK" 2>/dev/null || true
  stop_everything
  wait 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT
# What else kept the machine's cores busy during each run (bench/others_cpu.py): on a shared
# machine the figures are worth only as much as this says.
python3 bench/others_cpu.py watch $$ "$WORK/others.txt" &

# The next Monday (club time, UTC-6), and the offsets that put the club clock at 06:00 (the
# club is set up and the quiet run measured before the digest is due) and 07:00:05 (the
# digest is written as the server starts).
read -r MONDAY AT_SIX AT_SEVEN < <(python3 - <<'PY'
import datetime
now = datetime.datetime.now(datetime.timezone.utc)
club = now - datetime.timedelta(hours=6)
monday = club.date() + datetime.timedelta(days=(7 - club.weekday()) % 7 or 7)
def offset(h, m, s):
    at = datetime.datetime.combine(monday, datetime.time(h, m, s), tzinfo=datetime.timezone.utc)
    return int((at + datetime.timedelta(hours=6) - now).total_seconds())
print(monday.isoformat(), offset(6, 0, 0), offset(7, 0, 5))
PY
)

serve() { # db log offset [serve args...]
  local db=$1 log=$2 offset=$3
  shift 3
  TOURNAMENT_HUB_CLOCK_OFFSET_SECS=$offset start_server "$db" "$PORT" "$log" --public-url "$BASE" "$@"
  # start_server stops the server on exit; this script removes its directory too.
  trap cleanup EXIT
}
stop_server() {
  kill -TERM "$PID" 2>/dev/null || true
  wait "$PID" 2>/dev/null || true
  PID=
}

echo "Setting up $MEMBERS members in $(( MEMBERS / 20 )) hybrids starting on $MONDAY..." >&2
printf '%s\n' "$PASSWORD" | "$BIN" admin-password --password-stdin --db "$WORK/setup.db" >/dev/null
serve "$WORK/setup.db" "$WORK/setup.log" "$AT_SIX"
ADMIN_COOKIE=$(cookie /api/admin/login "$PASSWORD" th_admin)
python3 bench/mail_digest.py setup "$BASE" "$ADMIN_COOKIE" "$MEMBERS" "$MONDAY" >"$WORK/results.txt"
stop_server
"$BIN" backup --db "$WORK/setup.db" "$WORK/club.db" >/dev/null

ITEMS=$(awk '{ print $1 ":" $2 ":" $3 }' "$WORK/results.txt" | tr '\n' ' ')
round_robin_lua "$WORK/reads.lua" /api/rankings /api/tournaments /api/players /api/this-week /api/today
cat >"$WORK/writes.lua" <<LUA
local items = {}
for item in string.gmatch("$ITEMS", "%S+") do items[#items + 1] = item end
local n = 0
request = function()
  n = n + 1
  local id, winner, score = string.match(items[(n % #items) + 1], "([^:]+):([^:]+):(.+)")
  return wrk.format("PATCH", "/api/matches/" .. id, nil,
    '{"winnerId":' .. winner .. ',"score":"' .. string.gsub(score, "_", " ") .. '"}')
end
LUA

load() { # -> "reads/s writes/s write-errors"
  local cookie reads writes
  cookie=$(cookie /api/admin/login "$PASSWORD" th_admin)
  wrk -t1 -c"$WRITE_CONNECTIONS" -d"${DURATION}s" -s "$WORK/writes.lua" -H "Cookie: $cookie" \
    -H "Content-Type: application/json" -H "Origin: $BASE" "$BASE" >"$WORK/writes.out" &
  local writer=$!
  reads=$(wrk -t1 -c"$READ_CONNECTIONS" -d"${DURATION}s" -s "$WORK/reads.lua" "$BASE")
  wait "$writer"
  writes=$(cat "$WORK/writes.out")
  printf '%s %s %s\n' \
    "$(awk '/^Requests\/sec/ { printf "%.0f", $2 }' <<<"$reads")" \
    "$(awk '/^Requests\/sec/ { printf "%.0f", $2 }' <<<"$writes")" \
    "$( (awk '/Non-2xx/ { print $NF }' <<<"$writes"; awk '/Non-2xx/ { print $NF }' <<<"$reads") | awk '{ s += $1 } END { print s + 0 }')"
}

# The CPU seconds process $1 has used so far (0 when there is none).
cpu_of() {
  if [ -n "${1:-}" ] && [ -r "/proc/$1/stat" ]; then
    awk -v t="$(getconf CLK_TCK)" '{ printf "%.1f", ($14 + $15) / t }' "/proc/$1/stat"
  else
    echo 0
  fi
}

# One run: a fresh copy of the club, a sink in MODE (normal, slow, silent), a server whose club
# clock stands at OFFSET. Writes "reads/s writes/s errors committed accepted p50 p99 all peak_kb
# others queued server_cpu sink_cpu" to $WORK/figures-NAME.txt (not through $(...): a subshell would run the exit
# trap); queued counts the digest's email deliveries.
run() { # name mode offset
  local name=$1 mode=$2 offset=$3 sink_args=() figures watch_out
  rm -rf "$WORK/run.db"* "$WORK/sink"
  cp "$WORK/club.db" "$WORK/run.db"
  # The sink offers PIPELINING as Postfix does; SINK_PIPELINING=0 measures a relay without.
  [[ ${SINK_PIPELINING:-1} == 0 ]] || sink_args=(--pipelining)
  case $mode in
    slow) sink_args+=(--delay 2) ;;
    silent) sink_args=(--silent) ;;
  esac
  # SINK_NICE (for example -10) favours the sink over the server and the load: a relay is
  # another machine in production, here it shares the two cores.
  nice -n "${SINK_NICE:-0}" "$PYTHON" tests/server/smtp_sink.py "$SINK_PORT" "$WORK/sink" "${sink_args[@]}" >"$WORK/sink.out" &
  SINK=$!
  until grep -q ready "$WORK/sink.out" 2>/dev/null; do
    kill -0 "$SINK" 2>/dev/null || { echo "the SMTP sink died" >&2; exit 1; }
    sleep 0.05
  done
  watch_out="$WORK/watch-$name.txt"
  python3 bench/mail_digest.py watch "$WORK/run.db" "$WORK/sink" "$MEMBERS" "$(( DURATION + 10 ))" "$watch_out" &
  WATCH=$!
  serve "$WORK/run.db" "$WORK/server-$name.log" "$offset" \
    --smtp-url "smtp://127.0.0.1:$SINK_PORT" --mail-from "Club de Tenis <club@club.example>"
  local started busy
  started=$(date +%s.%N)
  figures=$(load)
  busy=$(python3 bench/others_cpu.py report "$WORK/others.txt" "$started" "$(date +%s.%N)")
  # The local sink's digest may still be going out: wait for it (up to the watcher's end).
  wait "$WATCH" 2>/dev/null || true
  WATCH=
  printf '%s %s %s %s %s %s %s\n' "$figures" "$(cat "$watch_out")" "$(rss_kb VmHWM)" "$busy" \
    "$(python3 bench/mail_digest.py queued "$WORK/run.db")" "$(cpu_of "$PID")" "$(cpu_of "$SINK")" \
    >"$WORK/figures-$name.txt"
  stop_server
  kill "$SINK" 2>/dev/null || true
  wait "$SINK" 2>/dev/null || true
  SINK=
}

echo "Quiet: the same load before the digest is due ($DURATION s)..." >&2
run quiet normal "$AT_SIX"
echo "The digest to a local sink ($DURATION s of load)..." >&2
run local normal "$AT_SEVEN"
echo "The digest to a relay that answers 2 s late..." >&2
run slow slow "$AT_SEVEN"
echo "The digest to a relay that never answers..." >&2
run dead silent "$AT_SEVEN"
QUIET=$(cat "$WORK/figures-quiet.txt")
LOCAL=$(cat "$WORK/figures-local.txt")
SLOW=$(cat "$WORK/figures-slow.txt")
DEAD=$(cat "$WORK/figures-dead.txt")

field() { awk -v i="$2" '{ print $i }' <<<"$1"; }
share() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.0f%%", 100 * a / b; else print "?" }'; }
printf '\nMonday'"'"'s digest by email: %s members, %s, %s cores; %s s of load per run\n' \
  "$MEMBERS" "$(uname -m)" "$(nproc)" "$DURATION"
printf '%-18s %8s %6s %8s %6s %7s %10s %7s %7s %7s %9s %7s %7s %7s\n' run "reads/s" share "writes/s" share errors accepted "p50 s" "p99 s" "all s" "peak RSS" others "cpu s" "sink s"
for row in "quiet|$QUIET" "local sink|$LOCAL" "relay 2 s late|$SLOW" "relay silent|$DEAD"; do
  name=${row%%|*}; v=${row#*|}
  accepted="-"; p50="-"; p99="-"; all="-"
  if [ "$name" != quiet ]; then
    accepted="$(field "$v" 5)/$MEMBERS"; p50=$(field "$v" 6); p99=$(field "$v" 7); all=$(field "$v" 8)
  fi
  printf '%-18s %8s %6s %8s %6s %7s %10s %7s %7s %7s %6.1f MB %7s %7s %7s\n' "$name" \
    "$(field "$v" 1)" "$(share "$(field "$v" 1)" "$(field "$QUIET" 1)")" \
    "$(field "$v" 2)" "$(share "$(field "$v" 2)" "$(field "$QUIET" 2)")" \
    "$(field "$v" 3)" "$accepted" "$p50" "$p99" "$all" \
    "$(awk -v kb="$(field "$v" 9)" 'BEGIN { print kb / 1024 }')" "$(field "$v" 10)" \
    "$(field "$v" 12)" "$(field "$v" 13)"
done
printf 'Targets: the local sink'"'"'s p99 < 10 s; reads and writes >= 80%% of quiet in every run; peak RSS < 96 MB.\n'
printf 'Times are from the digest'"'"'s commit; a slow relay takes 2 s per message, 8 at a time, so its digest\n'
printf 'outlasts the run (accepted counts what arrived within it); a silent relay accepts nothing.\n'
printf 'cpu s, sink s: the CPU seconds the server and the SMTP sink used in the run (the sink nice %s).\n' "${SINK_NICE:-0}"
printf 'others: the cores other work on the machine used during the run, which the figures need near 0.\n'
for row in "local sink|$LOCAL" "relay 2 s late|$SLOW" "relay silent|$DEAD"; do
  # The digest is written by the scheduler's first look as the server starts; when that look
  # comes before the delivery worker has told the club its channels, the notices are written
  # without deliveries, and nothing is sent.
  if [ "$(field "${row#*|}" 11)" = 0 ]; then
    printf 'WARNING: in the run "%s" the digest was written with no email deliveries (the server'"'"'s\n' "${row%%|*}"
    printf '  start-up: its first look for timed notices came before the channels were set); run again.\n'
  fi
done
