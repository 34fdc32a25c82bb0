#!/usr/bin/env bash
# The local SMTP relay of the email tests and bench/mail_digest.sh: Python's aiosmtpd, pinned,
# in a virtualenv under target/ops/ (made on first use, like the other operations checks').
# Prints the virtualenv's python, which the tests find there (or through
# TOURNAMENT_HUB_SMTP_SINK_PYTHON, when the virtualenv lives elsewhere).
set -euo pipefail
cd "$(dirname "$0")/../.."

readonly VENV=$PWD/target/ops/smtp-sink-venv
readonly PACKAGE='aiosmtpd==1.4.6'

say() { printf 'smtp-sink: %s\n' "$*" >&2; }
fail() { printf 'smtp-sink: FAILED: %s\n' "$*" >&2; exit 1; }

if ! "$VENV/bin/python" -c 'import aiosmtpd, sys; sys.exit(aiosmtpd.__version__ != "1.4.6")' >/dev/null 2>&1; then
    if ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1 && command -v apt-get >/dev/null; then
        say "installing python3-venv from Debian's packages"
        sudo=()
        [[ $(id -u) -eq 0 ]] || sudo=(sudo)
        "${sudo[@]}" apt-get update -qq
        "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null
    fi
    say "installing $PACKAGE into $VENV"
    rm -rf "$VENV"
    mkdir -p "$(dirname "$VENV")"
    python3 -m venv "$VENV" >/dev/null
    "$VENV/bin/pip" install --quiet --disable-pip-version-check "$PACKAGE" \
        || fail "could not install $PACKAGE into a virtualenv"
fi
printf '%s\n' "$VENV/bin/python"
