# What every benchmark script needs, sourced by each (not run on its own):
#   bench_prepare          wrk (from Debian's packages when missing), bench/out/, the release binary
#                          (BIN=PATH takes another binary; SKIP_BUILD=1 uses $BIN as it is, without
#                          building it)
#   large_club DB          the large club in DB, built once and kept; sets DEMO_MS when it built it
#   start_server DB PORT LOG [SERVE ARGS...]
#                          serves DB on 127.0.0.1:PORT, logs to LOG, waits until healthy; sets
#                          PID and STARTUP_MS, and stops the server (and any child job) on exit
#   rss_kb VmRSS|VmHWM     the server's memory now / at its peak
#   cookie PATH PASSWORD NAME
#                          logs in at $BASE and prints the session cookie NAME=value
#   json EXPR              runs a Python expression over the JSON on stdin (as `d`)
#   writer_targets         what bench/writer.py edits on the large club at $BASE: sets ACTIVE (the
#                          active tournament), LEAGUE_IDS (completed league matches) and RESULTS
#                          (its completed group matches, as id:winner:score)
#   evening_lua FILE TOURNAMENT PLAYER
#                          writes the wrk script of the evening's mix to FILE: the seven public
#                          reads in turn, no cookie
# Nothing here asserts a time: machines are noisy, so the figures are for people to read.

BIN=${BIN:-target/release/tournament-hub}
OUT=bench/out

bench_prepare() {
  mkdir -p "$OUT"
  if ! command -v wrk >/dev/null 2>&1; then
    sudo_if() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
    sudo_if apt-get update -qq && sudo_if env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null
  fi
  if [ -n "${SKIP_BUILD:-}" ]; then
    [ -x "$BIN" ] || { echo "SKIP_BUILD is set but $BIN is no binary" >&2; exit 1; }
    echo "Using $BIN as it is (SKIP_BUILD)" >&2
    return
  fi
  echo "Building the release binary..." >&2
  cargo build --release --quiet
}

DEMO_MS=
large_club() { # db
  [ -f "$1" ] && return
  echo "Building the large club (1,000 players, 200 tournaments, 50,000 league matches)..." >&2
  local start
  start=$(date +%s%N)
  "$BIN" demo --db "$1" --players 1000 --tournaments 200 --league-matches 50000 >&2
  DEMO_MS=$(( ($(date +%s%N) - start) / 1000000 ))
  echo "  built in $DEMO_MS ms" >&2
}

PID=
stop_everything() {
  jobs -p | xargs -r kill 2>/dev/null || true
  [ -n "$PID" ] && kill "$PID" 2>/dev/null || true
}

start_server() { # db port log [serve args...]
  local start db=$1 port=$2 log=$3
  shift 3
  start=$(date +%s%N)
  RUST_LOG=warn "$BIN" serve --addr "127.0.0.1:$port" --db "$db" "$@" >"$log" 2>&1 &
  PID=$!
  trap stop_everything EXIT
  until curl -fs "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; do
    kill -0 "$PID" 2>/dev/null || { echo "the server died; see $log" >&2; exit 1; }
    sleep 0.005
  done
  STARTUP_MS=$(( ($(date +%s%N) - start) / 1000000 ))
}

rss_kb() { awk -v key="$1:" '$1 == key { print $2 }' "/proc/$PID/status"; }

cookie() { # path password cookie-name: logs in at BASE and prints "name=value"
  curl -fs -D - -o /dev/null -H 'Content-Type: application/json' -H "Origin: $BASE" \
    -d "{\"password\":\"$2\"}" "$BASE$1" | awk -v c="$3" 'tolower($1) == "set-cookie:" && index($2, c "=") == 1 { sub(/;.*/, "", $2); print $2 }'
}

json() { python3 -c "import json,sys; d=json.load(sys.stdin); $1"; }

writer_targets() {
  ACTIVE=$(curl -fs "$BASE/api/tournaments" | json "print(next(t['id'] for t in d if t['status']=='active'))")
  LEAGUE_IDS=$(curl -fs "$BASE/api/league/matches?status=completed&limit=500" | json "print(' '.join(str(m['id']) for m in d))")
  RESULTS=$(curl -fs "$BASE/api/tournaments/$ACTIVE/matches" | json "print(' '.join(str(m['id'])+':'+str(m['winnerId'])+':'+m['score'].replace(' ','_') for m in d if m['status']=='completed' and m['stage']=='group'))")
}

round_robin_lua() { # file path...: a wrk script that GETs the paths in turn, compressed
  local file=$1 list=
  shift
  for path in "$@"; do list+="\"$path\", "; done
  cat >"$file" <<LUA
local paths = { ${list%, } }
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", paths[(n % #paths) + 1], { ["Accept-Encoding"] = "br, gzip" })
end
LUA
}

evening_lua() { # file tournament player: the evening's seven public reads in turn
  round_robin_lua "$1" /api/rankings /api/tournaments "/api/tournaments/$2/matches" \
    "/api/tournaments/$2/groups" /api/league/matches "/api/players/$3/profile" /api/players
}
