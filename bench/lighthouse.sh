#!/usr/bin/env bash
# Lighthouse's mobile performance score of the public pages (bench/README.md, "Lighthouse"):
# the hub, the rankings, a tournament and a player's page of the demo club, in Spanish and in
# English, each audited RUNS times in Chromium with Lighthouse's default mobile throttling
# (target: 95 or more on the median). Prints each page's scores and the metrics behind the
# median one. The language is the address's `?lang=` (src/lib/i18n/choose-language.js), which
# picks it as a browser's own languages would, before the first paint.
# Nothing here asserts a figure: machines are noisy, so the figures are for people to read.
#
#   bash bench/lighthouse.sh
#   RUNS=1 LANGS=es bash bench/lighthouse.sh
#   SKIP_BUILD=1 BIN=/path/to/tournament-hub UI=dist bash bench/lighthouse.sh
#
# UI=dist serves ui/dist (build it first: `npm run build` in ui/) through Vite's preview, which
# sends /api to the binary: for a UI change the binary does not embed yet. The preview
# compresses with gzip where the binary sends brotli, so its figures are a little worse.
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=${RUNS:-5}
LANGS=${LANGS:-es en}
PORT=${PORT:-18493}
BASE="http://127.0.0.1:$PORT"
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
. bench/lib.sh
DB="$OUT/lighthouse.db"
bench_prepare
rm -f "$DB"
"$BIN" demo --db "$DB" >/dev/null
start_server "$DB" "$PORT" "$OUT/lighthouse.log"
API=$BASE
if [ "${UI:-}" = dist ]; then
  [ -f ui/dist/index.html ] || { echo "UI=dist but ui/dist is not built: npm run build in ui/" >&2; exit 1; }
  FRONT_PORT=$((PORT + 1))
  (cd ui && TOURNAMENT_HUB_DEV_API=$API exec node node_modules/vite/bin/vite.js preview --host 127.0.0.1 \
    --port "$FRONT_PORT" --strictPort >"../$OUT/lighthouse-front.log" 2>&1) &
  BASE="http://127.0.0.1:$FRONT_PORT"
  until curl -fs "$BASE/api/health" >/dev/null 2>&1; do sleep 0.1; done
  echo "ui/dist through Vite's preview at $BASE, /api to $API" >&2
fi

tournament=$(curl -fs "$API/api/tournaments" | json 'print(next(t["id"] for t in d if t["status"] == "active"))')
player=$(curl -fs "$API/api/rankings" | json 'print(d[0]["id"])')
targets=()
for lang in $LANGS; do
  for path in / /rankings "/tournament/$tournament" "/players/$player"; do targets+=("$lang $path"); done
done
for target in "${targets[@]}"; do
  lang=${target%% *} path=${target#* }
  scores=()
  for run in $(seq "$RUNS"); do
    report="$OUT/lighthouse-$run.json"
    # Chromium now and then fails to start or to answer in time: such a run is tried again.
    for attempt in 1 2 3; do
      if CHROME_PATH="$CHROMIUM" npx --yes lighthouse@12 "$BASE$path?lang=$lang" --quiet --only-categories=performance \
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
  printf '%s %-16s performance %s (runs: %s) %s\n' "$lang" "$path" "$median" "$sorted" "$metrics"
done
