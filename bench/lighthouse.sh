#!/usr/bin/env bash
# Lighthouse's mobile performance score of the public pages (bench/README.md, "Lighthouse"):
# the hub, the rankings, a tournament and a player's page of the demo club, each audited RUNS
# times in Chromium with Lighthouse's default mobile throttling (target: 95 or more). Prints
# each page's scores and the metrics behind the median one.
# Nothing here asserts a figure: machines are noisy, so the figures are for people to read.
#
#   bash bench/lighthouse.sh
#   RUNS=1 bash bench/lighthouse.sh
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=${RUNS:-3}
PORT=${PORT:-18493}
BASE="http://127.0.0.1:$PORT"
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
. bench/lib.sh
DB="$OUT/lighthouse.db"
bench_prepare
rm -f "$DB"
"$BIN" demo --db "$DB" >/dev/null
start_server "$DB" "$PORT" "$OUT/lighthouse.log"

tournament=$(curl -fs "$BASE/api/tournaments" | json 'print(next(t["id"] for t in d if t["status"] == "active"))')
player=$(curl -fs "$BASE/api/rankings" | json 'print(d[0]["id"])')
for path in / /rankings "/tournament/$tournament" "/players/$player"; do
  scores=()
  for run in $(seq "$RUNS"); do
    report="$OUT/lighthouse-$run.json"
    # Chromium now and then fails to start or to answer in time: such a run is tried again.
    for attempt in 1 2 3; do
      if CHROME_PATH="$CHROMIUM" npx --yes lighthouse@12 "$BASE$path" --quiet --only-categories=performance \
        --chrome-flags="--headless --no-sandbox --disable-gpu" --output=json --output-path="$report" \
        >"$OUT/lighthouse-$run.log" 2>&1; then
        break
      fi
      if [ "$attempt" = 3 ]; then
        echo "Lighthouse failed three times on $path; see $OUT/lighthouse-$run.log" >&2
        exit 1
      fi
    done
    scores+=("$(json 'print(round(d["categories"]["performance"]["score"] * 100))' < "$report")")
  done
  sorted=$(printf '%s\n' "${scores[@]}" | sort -n | tr '\n' ' ')
  median=$(printf '%s\n' "${scores[@]}" | sort -n | sed -n "$(( (RUNS + 1) / 2 ))p")
  for run in $(seq "$RUNS"); do
    if [ "$(json 'print(round(d["categories"]["performance"]["score"] * 100))' < "$OUT/lighthouse-$run.json")" = "$median" ]; then
      metrics=$(json 'a=d["audits"]; print(", ".join("%s %s" % (k, a[k]["displayValue"]) for k in ["first-contentful-paint","largest-contentful-paint","total-blocking-time","cumulative-layout-shift"]))' < "$OUT/lighthouse-$run.json")
      break
    fi
  done
  printf '%-16s performance %s (runs: %s) %s\n' "$path" "$median" "$sorted" "$metrics"
done
