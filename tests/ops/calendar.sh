#!/usr/bin/env bash
# The calendar feeds read by a real iCalendar parser (the `icalendar` package, in a
# virtualenv under target/ops/): the release binary on the demo club, one player renamed to
# a name with a comma, a semicolon, quotes and accents, then tests/ops/feeds_check.py reads
# every tournament's feed and that player's, in English and Spanish. About 5 s, plus
# installing the package the first time.
set -euo pipefail
cd "$(dirname "$0")/../.."

readonly BIN=${TOURNAMENT_HUB_BIN:-$PWD/target/release/tournament-hub}
readonly VENV=$PWD/target/ops/calendar-venv
readonly PACKAGE='icalendar>=6,<7'
readonly PORT=${CALENDAR_PORT:-18097}
readonly ADMIN_PASSWORD=calendar-test-admin
readonly TRICKY='Núñez, Ana; la "Zurda"'

say() { printf 'calendar: %s\n' "$*"; }
fail() { printf 'calendar: FAILED: %s\n' "$*" >&2; exit 1; }

if [[ ! -x $BIN ]]; then
    say "building the release binary"
    TOURNAMENT_HUB_SKIP_UI_BUILD=1 cargo build --release --quiet
fi

if ! "$VENV/bin/python" -c 'import icalendar' >/dev/null 2>&1; then
    if ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1 && command -v apt-get >/dev/null; then
        say "installing python3-venv from Debian's packages"
        sudo=()
        [[ $(id -u) -eq 0 ]] || sudo=(sudo)
        "${sudo[@]}" apt-get update -qq
        "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null
    fi
    rm -rf "$VENV"
    python3 -m venv "$VENV" >/dev/null
    "$VENV/bin/pip" install --quiet --disable-pip-version-check "$PACKAGE" \
        || fail "could not install $PACKAGE into a virtualenv"
fi

work=$(mktemp -d)
server_pid=""
cleanup() {
    [[ -n $server_pid ]] && kill "$server_pid" 2>/dev/null || true
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
export TOURNAMENT_HUB_DB=$work/club.db TOURNAMENT_HUB_ADDR=127.0.0.1:$PORT
"$BIN" migrate >/dev/null
"$BIN" demo >/dev/null
printf '%s\n' "$ADMIN_PASSWORD" | "$BIN" admin-password --password-stdin >/dev/null
"$BIN" serve >"$work/server.log" 2>&1 &
server_pid=$!
readonly BASE=http://127.0.0.1:$PORT
for _ in $(seq 100); do
    curl -fsS "$BASE/api/health" >/dev/null 2>&1 && break
    sleep 0.1
done
curl -fsS "$BASE/api/health" >/dev/null || fail "the server did not start: $(cat "$work/server.log")"

cookie=$(curl -fsS -o /dev/null -D - -H "Origin: $BASE" -H 'Content-Type: application/json' \
    -d "{\"password\":\"$ADMIN_PASSWORD\"}" "$BASE/api/admin/login" \
    | sed -n 's/^[Ss]et-[Cc]ookie: \([^;]*\).*/\1/p' | head -1)
[[ -n $cookie ]] || fail "no admin cookie"
# The player with the most league matches, renamed.
player=$("$VENV/bin/python" - "$BASE" <<'PY'
import collections, json, sys, urllib.request
base = sys.argv[1]
seen = collections.Counter()
offset = 0
while True:
    page = json.load(urllib.request.urlopen(f"{base}/api/league/matches?limit=100&offset={offset}"))
    for m in page:
        seen[m["player1Id"]] += 1
        seen[m["player2Id"]] += 1
    offset += 100
    if len(page) < 100:
        break
print(seen.most_common(1)[0][0])
PY
)
body=$("$VENV/bin/python" -c 'import json, sys; print(json.dumps({"name": sys.argv[1]}))' "$TRICKY")
curl -fsS -o /dev/null -X PATCH -H "Origin: $BASE" -H 'Content-Type: application/json' -H "Cookie: $cookie" \
    -d "$body" "$BASE/api/players/$player" || fail "could not rename player $player"
"$VENV/bin/python" tests/ops/feeds_check.py "$BASE" "$player" "$TRICKY"
