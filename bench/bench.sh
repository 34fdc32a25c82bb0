#!/usr/bin/env bash
# Measures Tournament Hub on a large club and prints a table of figures next to the targets
# of issue "Measured speed, memory and robustness". Loopback only; every load is bounded.
#
#   bash bench/bench.sh              # all figures (builds the release binary and the club)
#   SKIP_LIGHTHOUSE=1 bash bench/bench.sh
#   DURATION=5 bash bench/bench.sh   # shorter wrk runs (seconds per endpoint)
#
# Needs wrk (installed from Debian's packages when missing) and, for Lighthouse, Node.js
# and Debian's chromium. The large club is kept in bench/out/ and reused between runs.
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-10}
CONNECTIONS=64
WRITE_CONNECTIONS=8
PORT=${PORT:-18480}
BASE="http://127.0.0.1:$PORT"
. bench/lib.sh
DB="$OUT/large.db"
bench_prepare
large_club "$DB"
PASSWORD=bench-admin-password
printf '%s\n' "$PASSWORD" | "$BIN" admin-password --password-stdin --db "$DB" >/dev/null
printf '%s\n' "bench-league-password" | "$BIN" league-password --password-stdin --db "$DB" >/dev/null

# Start the server; STARTUP_MS is the time to its first healthy answer.
start_server "$DB" "$PORT" "$OUT/server.log"
sleep 1
IDLE_RSS=$(rss_kb VmRSS)

# What to ask for: the active tournament, a player with an avatar, the main bundle.
ACTIVE=$(curl -fs "$BASE/api/tournaments" | json "print(next(t['id'] for t in d if t['status']=='active'))")
AVATAR=$(curl -fs "$BASE/api/rankings" | json "print(next(p['avatar'] for p in d if p['avatar']))")
INDEX=$(curl -fs "$BASE/")
MAIN_JS=$(grep -o 'src="/assets/[^"]*\.js"' <<<"$INDEX" | head -1 | cut -d'"' -f2)

declare -A RPS P50 P99
measure() { # name url [extra wrk args...]
  local name=$1 url=$2
  shift 2
  local out
  out=$(wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" --latency "$@" "$url")
  RPS[$name]=$(awk '/^Requests\/sec/ { printf "%.0f", $2 }' <<<"$out")
  P50[$name]=$(awk '$1 == "50%" { print $2 }' <<<"$out")
  P99[$name]=$(awk '$1 == "99%" { print $2 }' <<<"$out")
  if grep -q "Non-2xx" <<<"$out"; then
    echo "warning: $name had non-2xx answers: $(grep Non-2xx <<<"$out")" >&2
  fi
}

READS=(
  "health|$BASE/api/health"
  "tournaments|$BASE/api/tournaments"
  "detail|$BASE/api/tournaments/$ACTIVE"
  "matches|$BASE/api/tournaments/$ACTIVE/matches"
  "groups|$BASE/api/tournaments/$ACTIVE/groups"
  "group-players|$BASE/api/tournaments/$ACTIVE/group-players"
  "rankings|$BASE/api/rankings"
  "league|$BASE/api/league/matches"
  "avatar|$BASE$AVATAR"
  "index.html|$BASE/"
  "main.js|$BASE$MAIN_JS"
)
for entry in "${READS[@]}"; do
  name=${entry%%|*}
  echo "Loading $name..." >&2
  measure "$name" "${entry#*|}" -H "Accept-Encoding: br, gzip"
done

# Writes: league score edits and tournament result edits, both as the admin (the league
# password may correct a score only for 3 days after it was first recorded, and the large
# club is kept from one run to the next).
ADMIN_COOKIE=$(cookie /api/admin/login "$PASSWORD" th_admin)
LEAGUE_IDS=$(curl -fs "$BASE/api/league/matches?limit=500" | json "print(' '.join(str(m['id']) for m in d if m['status']=='completed'))")
# id:winner:score, with the score's spaces as underscores so each item is one word.
RESULTS=$(curl -fs "$BASE/api/tournaments/$ACTIVE/matches" | json "print(' '.join(str(m['id'])+':'+str(m['winnerId'])+':'+m['score'].replace(' ','_') for m in d if m['status']=='completed' and m['stage']=='group'))")

write_script() { # file body-kind
  cat >"$1" <<LUA
local items = {}
for item in string.gmatch("$2", "%S+") do items[#items + 1] = item end
local n = 0
local kind = "$3"
request = function()
  n = n + 1
  local item = items[(n % #items) + 1]
  if kind == "league" then
    return wrk.format("PATCH", "/api/league/matches/" .. item, nil,
      '{"setsPlayed":2,"setScores":[{"player1Score":6,"player2Score":4},{"player1Score":6,"player2Score":3}]}')
  end
  local id, winner, score = string.match(item, "([^:]+):([^:]+):(.+)")
  return wrk.format("PATCH", "/api/matches/" .. id, nil,
    '{"winnerId":' .. winner .. ',"score":"' .. string.gsub(score, "_", " ") .. '"}')
end
LUA
}
write_script "$OUT/league.lua" "$LEAGUE_IDS" league
write_script "$OUT/results.lua" "$RESULTS" results

declare -A WRPS WP99 WERR
measure_writes() { # name cookie script
  local out
  out=$(wrk -t2 -c"$WRITE_CONNECTIONS" -d"${DURATION}s" --latency -s "$3" \
    -H "Cookie: $2" -H "Content-Type: application/json" "$BASE")
  WRPS[$1]=$(awk '/^Requests\/sec/ { printf "%.0f", $2 }' <<<"$out")
  WP99[$1]=$(awk '$1 == "99%" { print $2 }' <<<"$out")
  WERR[$1]=$(awk '/Non-2xx/ { print $NF }' <<<"$out")
  WERR[$1]=${WERR[$1]:-0}
}
echo "Writing league scores..." >&2
measure_writes league "$ADMIN_COOKIE" "$OUT/league.lua"
echo "Writing tournament results..." >&2
measure_writes results "$ADMIN_COOKIE" "$OUT/results.lua"
PEAK_RSS=$(rss_kb VmHWM)
BINARY_BYTES=$(stat -c %s "$BIN")

# The public first download: index.html's own scripts and styles, gzipped.
gz_size() { curl -fs "$BASE$1" | gzip -9 -c | wc -c; }
JS_GZ=0
for asset in $(grep -oE '(src|href)="/assets/[^"]+\.js"' <<<"$INDEX" | cut -d'"' -f2 | sort -u); do
  JS_GZ=$(( JS_GZ + $(gz_size "$asset") ))
done
CSS_GZ=0
for asset in $(grep -oE 'href="/assets/[^"]+\.css"' <<<"$INDEX" | cut -d'"' -f2 | sort -u); do
  CSS_GZ=$(( CSS_GZ + $(gz_size "$asset") ))
done

ms() { # wrk latency (us/ms/s) -> ms
  awk -v v="$1" 'BEGIN { n = v + 0; if (v ~ /us$/) n /= 1000; else if (v ~ /[^m]s$/) n *= 1000; printf "%.2f", n }'
}
verdict() { if [ "$1" = 1 ]; then echo "ok"; else echo "MISSED"; fi; }

printf '\nTournament Hub benchmark: %s, %s cores, %s s per load\n\n' "$(uname -m)" "$(nproc)" "$DURATION"
printf '%-16s %10s %9s %9s %9s  %s\n' "read" "req/s" "vs health" "p50 ms" "p99 ms" "target: >=50% of health, p99 < 10 ms"
health=${RPS[health]}
for entry in "${READS[@]}"; do
  name=${entry%%|*}
  ratio=$(awk -v a="${RPS[$name]}" -v b="$health" 'BEGIN { printf "%.0f%%", 100 * a / b }')
  p99=$(ms "${P99[$name]}")
  ok=$(awk -v a="${RPS[$name]}" -v b="$health" -v p="$p99" 'BEGIN { print (a >= b / 2 && p < 10) ? 1 : 0 }')
  printf '%-16s %10s %9s %9s %9s  %s\n' "$name" "${RPS[$name]}" "$ratio" "$(ms "${P50[$name]}")" "$p99" "$(verdict "$ok")"
done
printf '\n%-16s %10s %9s %9s  %s\n' "write" "req/s" "p99 ms" "errors" "target: >=500/s, p99 < 50 ms, no error"
for name in league results; do
  p99=$(ms "${WP99[$name]}")
  ok=$(awk -v r="${WRPS[$name]}" -v p="$p99" -v e="${WERR[$name]}" 'BEGIN { print (r >= 500 && p < 50 && e == 0) ? 1 : 0 }')
  printf '%-16s %10s %9s %9s  %s\n' "$name" "${WRPS[$name]}" "$p99" "${WERR[$name]}" "$(verdict "$ok")"
done
printf '\n%-34s %12s  %s\n' "process" "figure" "target"
printf '%-34s %9s MB  %s\n' "idle RSS" "$(awk -v k="$IDLE_RSS" 'BEGIN { printf "%.1f", k / 1024 }')" "< 20 MB $(verdict "$(( IDLE_RSS < 20480 ))")"
printf '%-34s %9s MB  %s\n' "peak RSS under load" "$(awk -v k="$PEAK_RSS" 'BEGIN { printf "%.1f", k / 1024 }')" "< 64 MB $(verdict "$(( PEAK_RSS < 65536 ))")"
printf '%-34s %9s ms  %s\n' "start to first healthy answer" "$STARTUP_MS" "< 200 ms $(verdict "$(( STARTUP_MS < 200 ))")"
printf '%-34s %9s MB\n' "binary size" "$(awk -v b="$BINARY_BYTES" 'BEGIN { printf "%.1f", b / 1048576 }')"
printf '%-34s %9s KB  %s\n' "public initial JS, gzipped" "$(( JS_GZ / 1024 ))" "< 120 KB $(verdict "$(( JS_GZ < 122880 ))")"
printf '%-34s %9s KB\n' "public initial CSS, gzipped" "$(( CSS_GZ / 1024 ))"

if [ -z "${SKIP_LIGHTHOUSE:-}" ]; then
  echo "Running Lighthouse (mobile, median of 3)..." >&2
  LIGHTHOUSE="$OUT/lighthouse/node_modules/.bin/lighthouse"
  if [ ! -x "$LIGHTHOUSE" ]; then
    npm install --prefix "$OUT/lighthouse" --no-audit --no-fund --silent lighthouse@12 >/dev/null
  fi
  command -v chromium >/dev/null || { echo "Lighthouse needs Debian's chromium" >&2; exit 1; }
  printf '\n%-22s %12s %14s %15s  %s\n' "Lighthouse (mobile)" "performance" "accessibility" "best practices" "target: each >= 95"
  for page in "/" "/tournament/$ACTIVE" "/rankings"; do
    scores=()
    for run in 1 2 3; do
      CHROME_PATH=$(command -v chromium) "$LIGHTHOUSE" "$BASE$page" --quiet \
        --chrome-flags="--headless --no-sandbox --disable-gpu --disable-background-networking" \
        --only-categories=performance,accessibility,best-practices --output=json \
        --output-path="$OUT/lighthouse-$run.json" >/dev/null 2>&1 || true
      scores+=("$(python3 -c "import json; c=json.load(open('$OUT/lighthouse-$run.json'))['categories']; print(' '.join(str(round((c[k]['score'] or 0)*100)) for k in ('performance','accessibility','best-practices')))")")
    done
    median=$(printf '%s\n' "${scores[@]}" | python3 -c "import sys,statistics; r=[list(map(int,l.split())) for l in sys.stdin]; print(' '.join(str(int(statistics.median(c))) for c in zip(*r)))")
    read -r perf a11y best <<<"$median"
    ok=$(( perf >= 95 && a11y >= 95 && best >= 95 ))
    printf '%-22s %12s %14s %15s  %s\n' "$page" "$perf" "$a11y" "$best" "$(verdict "$ok")"
  done
fi
