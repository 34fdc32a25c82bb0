#!/usr/bin/env bash
# The sample nginx configuration (docs/proxy/nginx.conf), run for real: nginx with a
# self-signed certificate for club.example.org, in front of the release binary started with
# the settings the sample's header tells the operator to set (TOURNAMENT_HUB_TRUSTED_PROXIES
# =127.0.0.1/32,::1/128, the public URL and the allowed host). curl checks that pages and the API go through over
# HTTPS, that plain HTTP is redirected, that the Host is kept (a write with the right Origin
# is not refused, one from another site is), that cookies are Secure, that bodies over
# 8 MB stop at nginx, and that the app tells clients apart by the X-Forwarded-For address
# nginx adds (failed logins from one client do not lock out another).
#
# nginx comes from Debian's packages when missing; without it the test is skipped, saying
# so (docs/operations.md has the same checks to run by hand). About 10 s.
set -euo pipefail
cd "$(dirname "$0")/../.."

readonly BIN=${TOURNAMENT_HUB_BIN:-$PWD/target/release/tournament-hub}
readonly SAMPLE=$PWD/docs/proxy/nginx.conf
readonly NAME=club.example.org
readonly ADMIN_PASSWORD=nginx-test-admin-1

say() { printf 'nginx: %s\n' "$*"; }
fail() { printf 'nginx: FAILED: %s\n' "$*" >&2; exit 1; }

nginx_bin=$(command -v nginx || true)
[[ -n $nginx_bin || ! -x /usr/sbin/nginx ]] || nginx_bin=/usr/sbin/nginx
if [[ -z $nginx_bin ]] && command -v apt-get >/dev/null; then
    say "installing nginx from Debian's packages"
    sudo=()
    [[ $(id -u) -eq 0 ]] || sudo=(sudo)
    if "${sudo[@]}" apt-get update -qq; then
        "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null \
            || say "nginx could not be installed"
    fi
    nginx_bin=$(command -v nginx || true)
    [[ -n $nginx_bin || ! -x /usr/sbin/nginx ]] || nginx_bin=/usr/sbin/nginx
fi
if [[ -z $nginx_bin ]]; then
    say "SKIPPED: nginx is not installed and could not be installed from Debian's packages;"
    say "docs/operations.md ('Checking the proxy by hand') has the same checks to run by hand"
    exit 0
fi
command -v openssl >/dev/null || fail "openssl is needed for the test certificate"

if [[ ! -x $BIN ]]; then
    say "building the release binary"
    TOURNAMENT_HUB_SKIP_UI_BUILD=1 cargo build --release --quiet
fi

work=$(mktemp -d)
nginx_pid=""
server_pid=""
cleanup() {
    local pid
    for pid in $nginx_pid $server_pid; do
        kill -TERM "$pid" 2>/dev/null || true
    done
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
# nginx's workers run as an unprivileged user: they need to reach the temp directories.
chmod 755 "$work"
mkdir -m 1777 "$work/tmp"

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}
app_port=$(free_port)
http_port=$(free_port)
tls_port=$(free_port)

openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 \
    -subj "/CN=$NAME" -addext "subjectAltName=DNS:$NAME" \
    -keyout "$work/key.pem" -out "$work/cert.pem" 2>/dev/null
chmod 600 "$work/key.pem"

# The sample, with this test's ports and certificate; IPv6 listeners dropped (the machine
# may have no IPv6).
sed -e "s#listen 80;#listen 127.0.0.1:$http_port;#" \
    -e "s#listen 443 ssl http2;#listen 127.0.0.1:$tls_port ssl http2;#" \
    -e '/listen \[::\]/d' \
    -e "s#/etc/letsencrypt/live/$NAME/fullchain.pem#$work/cert.pem#" \
    -e "s#/etc/letsencrypt/live/$NAME/privkey.pem#$work/key.pem#" \
    -e "s#server 127.0.0.1:8080;#server 127.0.0.1:$app_port;#" \
    "$SAMPLE" >"$work/site.conf"
for expected in "listen 127.0.0.1:$http_port;" "listen 127.0.0.1:$tls_port ssl" \
    "ssl_certificate $work/cert.pem;" "server 127.0.0.1:$app_port;"; do
    grep -qF -- "$expected" "$work/site.conf" || fail "the sample changed: no '$expected' after substitution"
done
cat >"$work/nginx.conf" <<CONF
worker_processes 1;
pid $work/nginx.pid;
error_log $work/error.log warn;
events { worker_connections 256; }
http {
    access_log $work/access.log;
    client_body_temp_path $work/tmp/body;
    proxy_temp_path $work/tmp/proxy;
    fastcgi_temp_path $work/tmp/fastcgi;
    uwsgi_temp_path $work/tmp/uwsgi;
    scgi_temp_path $work/tmp/scgi;
    include $work/site.conf;
}
CONF
"$nginx_bin" -t -q -p "$work" -c "$work/nginx.conf" 2>"$work/nginx-t.log" \
    || fail "nginx -t refused the sample: $(cat "$work/nginx-t.log")"

# The app's settings, as the sample's header gives them.
mapfile -t settings < <(sed -n 's/^#  *\(TOURNAMENT_HUB_[A-Z_]*=.*\)$/\1/p' "$SAMPLE")
[[ " ${settings[*]} " == *" TOURNAMENT_HUB_TRUSTED_PROXIES=127.0.0.1/32"* ]] \
    || fail "the sample's header no longer sets TOURNAMENT_HUB_TRUSTED_PROXIES: ${settings[*]}"
db=$work/club.db
printf '%s\n' "$ADMIN_PASSWORD" | "$BIN" admin-password --password-stdin --db "$db" >/dev/null
env "${settings[@]}" RUST_LOG=warn "$BIN" serve --addr "127.0.0.1:$app_port" --db "$db" \
    >"$work/app.log" 2>&1 &
server_pid=$!
"$nginx_bin" -p "$work" -c "$work/nginx.conf" -g 'daemon off;' 2>>"$work/error.log" &
nginx_pid=$!

# Every request goes to nginx by name, as a browser on the club's site would send it (the
# Host without a port, as on port 443).
tls() {
    curl -sS --max-time 10 --cacert "$work/cert.pem" --resolve "$NAME:$tls_port:127.0.0.1" \
        -H "Host: $NAME" "$@"
}
url=https://$NAME:$tls_port
deadline=$((SECONDS + 20))
until [[ $(tls -o /dev/null -w '%{http_code}' "$url/api/health" 2>/dev/null) == 200 ]]; do
    [[ $SECONDS -lt $deadline ]] || fail "no answer through nginx: $(cat "$work/error.log" "$work/app.log")"
    kill -0 "$server_pid" 2>/dev/null || fail "the app exited: $(cat "$work/app.log")"
    kill -0 "$nginx_pid" 2>/dev/null || fail "nginx exited: $(cat "$work/error.log")"
    sleep 0.1
done

# Pages and the API over HTTPS.
page=$(tls -w '\n%{http_code}' "$url/")
[[ ${page##*$'\n'} == 200 && ${page,,} == *"<!doctype html"* ]] || fail "the home page: ${page:0:200}"
rankings=$(tls -w '\n%{http_code}' "$url/api/rankings")
[[ ${rankings##*$'\n'} == 200 && ${rankings:0:1} == [\{\[] ]] || fail "/api/rankings: ${rankings:0:200}"
say "ok: the page and /api/rankings over HTTPS"

# Plain HTTP goes to HTTPS.
redirect=$(curl -sS --max-time 10 -o /dev/null -w '%{http_code} %{redirect_url}' \
    -H "Host: $NAME" "http://127.0.0.1:$http_port/players?x=1")
[[ $redirect == "301 https://$NAME/players?x=1" ]] || fail "plain HTTP: $redirect"
say "ok: plain HTTP is redirected to HTTPS"

# The Host is kept: a write from the club's own origin goes through; another site's does not.
login() {
    tls -D - -o /dev/null -H 'Content-Type: application/json' "$@" "$url/api/admin/login"
}
head=$(login --interface 127.0.0.4 -H "Origin: https://$NAME" -d "{\"password\":\"$ADMIN_PASSWORD\"}")
[[ $head == "HTTP/"*" 200"* ]] || fail "a login from the club's origin: $(head -n 1 <<<"$head")"
# The admin's session cookie (a sign-in also marks the device with a cookie of its own).
cookie=$(grep -i '^set-cookie: *[^=]*th_admin=' <<<"$head" || true)
[[ ${cookie,,} == *"; secure"* ]] || fail "the session cookie over HTTPS is not Secure: $cookie"
foreign=$(login --interface 127.0.0.4 -H 'Origin: https://elsewhere.example' -d '{"password":"x"}')
[[ $foreign == "HTTP/"*" 403"* ]] || fail "a write from another site: $(head -n 1 <<<"$foreign")"
say "ok: the Host is kept (a write from the club's origin is not 403), the cookie is Secure"

# The live events come through unbuffered: a write's event reaches an open stream at once.
tls -N --max-time 8 "$url/api/events" >"$work/events" 2>/dev/null &
stream_pid=$!
sleep 1
session=$(sed -E 's/^[Ss]et-[Cc]ookie: *([^;]*).*/\1/' <<<"$cookie" | tr -d '\r')
added=$(tls -o /dev/null -w '%{http_code}' -H "Origin: https://$NAME" -H "Cookie: $session" \
    -H 'Content-Type: application/json' -d '{"name":"Ana Through Nginx"}' "$url/api/players")
[[ $added == 201 ]] || fail "adding a player through nginx answered $added"
deadline=$((SECONDS + 5))
until grep -q '"kind":"player_added"' "$work/events"; do
    [[ $SECONDS -lt $deadline ]] || fail "no live event through nginx: $(cat "$work/events")"
    sleep 0.1
done
kill "$stream_pid" 2>/dev/null || true
grep -q '^event: hello' "$work/events" || fail "the stream through nginx did not start with hello"
say "ok: a write's live event comes through nginx unbuffered"

# The largest body nginx lets through is 8 MB.
head -c $((9 * 1024 * 1024)) /dev/zero | tr '\0' 'a' >"$work/big"
big=$(tls -o /dev/null -w '%{http_code}' -H "Origin: https://$NAME" -H 'Content-Type: application/json' \
    --data-binary @"$work/big" "$url/api/players")
[[ $big == 413 ]] || fail "a 9 MB body answered $big, not 413"
say "ok: a body over 8 MB stops at nginx (413)"

# The app tells clients apart by the address nginx puts in X-Forwarded-For: one client's
# failed logins get it 429, and a second client, through the same nginx, is still heard.
wrong() {
    local status
    status=$(tls -o /dev/null -w '%{http_code}' --interface "$1" -H "Origin: https://$NAME" \
        -H 'Content-Type: application/json' -d '{"password":"not-the-password"}' "$url/api/admin/login")
    printf '%s' "$status"
}
limited=false
for _ in 1 2 3 4 5 6 7 8; do
    if [[ $(wrong 127.0.0.2) == 429 ]]; then
        limited=true
        break
    fi
done
$limited || fail "eight wrong passwords from 127.0.0.2 never got 429"
other=$(wrong 127.0.0.3)
[[ $other == 401 ]] || fail "a wrong password from 127.0.0.3 got $other after 127.0.0.2 was limited: the app does not see the client address nginx sends in X-Forwarded-For"
say "ok: the app sees each client's own address through X-Forwarded-For"
