#!/usr/bin/env bash
# Installs Tournament Hub as a systemd service: its own system user, the database under
# /var/lib/tournament-hub, and a daily backup that keeps the newest 14 copies.
# Safe to run again: it changes only what is not right yet, and never touches the settings
# file or the data once they exist. See --help.
set -euo pipefail

readonly SERVICE_USER=tournament-hub
readonly DATA_DIR=/var/lib/tournament-hub
readonly BACKUP_DIR=$DATA_DIR/backups
readonly DB_PATH=$DATA_DIR/tournament-hub.db
readonly BIN_PATH=/usr/local/bin/tournament-hub
readonly ENV_FILE=/etc/tournament-hub.env
readonly UNIT_DIR=/etc/systemd/system
readonly SERVICE=tournament-hub.service
readonly TIMER=tournament-hub-backup.timer
readonly UNITS=(tournament-hub.service tournament-hub-backup.service tournament-hub-backup.timer)

SOURCE_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
readonly SOURCE_DIR

binary=$SOURCE_DIR/target/release/tournament-hub
dry_run=false
uninstall=false

usage() {
    cat <<EOF
Usage: sudo ./install.sh [--binary PATH] [--dry-run]
       sudo ./install.sh --uninstall [--dry-run]

Installs Tournament Hub as a systemd service:
  - the system user '$SERVICE_USER';
  - the data directory $DATA_DIR (database $DB_PATH, backups in $BACKUP_DIR);
  - the program at $BIN_PATH;
  - the settings file $ENV_FILE (address and database; created once, never overwritten);
  - the units $SERVICE (the web app) and $TIMER (a daily backup that keeps
    the newest 14 copies) in $UNIT_DIR.
Running it again changes only what is not right yet; after an upgrade it restarts the app.

Options:
  --binary PATH  the program to install (default: target/release/tournament-hub,
                 built with 'cargo build --release')
  --dry-run      print every step without changing anything (needs neither root nor systemd)
  --uninstall    remove the program, the units and the user; the data directory and the
                 settings file are kept
  -h, --help     show this help
EOF
}

while [[ $# -gt 0 ]]; do
    case $1 in
        --binary)
            [[ $# -ge 2 ]] || { echo "install.sh: --binary needs a path" >&2; exit 2; }
            binary=$2
            shift 2
            ;;
        --binary=*) binary=${1#--binary=}; shift ;;
        --dry-run) dry_run=true; shift ;;
        --uninstall) uninstall=true; shift ;;
        -h | --help) usage; exit 0 ;;
        *) echo "install.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done

say() { printf '%s\n' "$*"; }
ok() { printf '  ok: %s\n' "$*"; }
fail() { printf 'install.sh: %s\n' "$*" >&2; exit 1; }

# Prints a command the way a shell would read it back.
quoted() {
    local line
    printf -v line '%q ' "$@"
    printf '%s' "${line% }"
}

# Runs a command that changes the system; in a dry run it only shows it.
run() {
    if $dry_run; then
        printf '  would run: %s\n' "$(quoted "$@")"
    else
        printf '  running: %s\n' "$(quoted "$@")"
        "$@"
    fi
}

systemd_running() { [[ -d /run/systemd/system ]]; }
user_exists() { id -u "$SERVICE_USER" >/dev/null 2>&1; }

# Runs systemctl; when systemd is not running (a dry run in a container) it only shows it.
run_systemctl() {
    if systemd_running; then
        run systemctl "$@"
    else
        printf '  would run: %s (systemd is not running here)\n' "$(quoted systemctl "$@")"
    fi
}

unit_is() { systemd_running && systemctl "is-$1" --quiet "$2" 2>/dev/null; }

preflight() {
    if $dry_run; then
        say "Dry run: nothing is changed."
        return
    fi
    [[ $EUID -eq 0 ]] || fail "run it as root, for example: sudo ./install.sh (or try --dry-run)"
    systemd_running || fail "systemd is not running on this machine; Tournament Hub installs as a systemd service"
    if ! $uninstall; then
        [[ -f $binary ]] || fail "there is no program at $binary; build it with 'cargo build --release' or pass --binary PATH"
        "$binary" --version >/dev/null || fail "$binary does not run on this machine"
    fi
}

# Makes a directory owned by the service user with the given mode, unless it already is.
ensure_dir() {
    local dir=$1 mode=$2
    if [[ -d $dir && $(stat -c '%U:%G %a' "$dir") == "$SERVICE_USER:$SERVICE_USER $mode" ]]; then
        ok "$dir exists"
    else
        run install -d -m "$mode" -o "$SERVICE_USER" -g "$SERVICE_USER" "$dir"
    fi
}

install_user() {
    say "System user '$SERVICE_USER':"
    if user_exists; then
        ok "the user exists"
    else
        run useradd --system --user-group --home-dir "$DATA_DIR" --no-create-home \
            --shell /usr/sbin/nologin --comment "Tournament Hub" "$SERVICE_USER"
    fi
}

install_data_dir() {
    say "Data directory $DATA_DIR (database and backups):"
    ensure_dir "$DATA_DIR" 750
    ensure_dir "$BACKUP_DIR" 750
    # Files left by an earlier installation belong to its user id, which a new user need
    # not get again; the server must be able to write them.
    if [[ -d $DATA_DIR ]] && user_exists \
        && [[ -n $(find "$DATA_DIR" ! -user "$SERVICE_USER" -print -quit 2>/dev/null) ]]; then
        run chown -R "$SERVICE_USER:$SERVICE_USER" "$DATA_DIR"
    fi
}

# Sets $binary_changed.
install_binary() {
    say "Program $BIN_PATH:"
    binary_changed=false
    if [[ -f $binary && -f $BIN_PATH ]] && cmp -s "$binary" "$BIN_PATH"; then
        ok "$BIN_PATH is up to date"
        return
    fi
    [[ -f $binary ]] || say "  (not built yet: $binary; 'cargo build --release' makes it)"
    # Migrations only go forward, so an upgrade first saves the data the old program wrote.
    if [[ -f $BIN_PATH && -e $DB_PATH && -f $UNIT_DIR/tournament-hub-backup.service ]]; then
        say "  backing up the database before the upgrade:"
        run_systemctl start tournament-hub-backup.service
    fi
    run install -m 755 -o root -g root "$binary" "$BIN_PATH"
    binary_changed=true
}

settings_text() {
    cat <<EOF
# Tournament Hub settings, read by $SERVICE. After a change:
#   sudo systemctl restart tournament-hub
#
# Where the app listens. 127.0.0.1 keeps it on this machine (put a reverse proxy with HTTPS
# in front of it); 0.0.0.0:8080 opens port 8080 to the network.
TOURNAMENT_HUB_ADDR=127.0.0.1:8080
# The database file. It must stay under $DATA_DIR: the service may write nowhere else.
TOURNAMENT_HUB_DB=$DB_PATH
EOF
}

install_settings() {
    say "Settings file $ENV_FILE:"
    if [[ -e $ENV_FILE ]]; then
        ok "$ENV_FILE exists and is kept as it is"
    elif $dry_run; then
        say "  would create $ENV_FILE (mode 644) with:"
        settings_text | sed 's/^/    | /'
    else
        say "  creating $ENV_FILE"
        settings_text | install -m 644 -o root -g root /dev/stdin "$ENV_FILE"
    fi
}

# Sets $units_changed.
install_units() {
    say "Systemd units in $UNIT_DIR (the app, the backup and its daily timer):"
    units_changed=false
    local unit
    for unit in "${UNITS[@]}"; do
        [[ -f $SOURCE_DIR/systemd/$unit ]] || fail "$SOURCE_DIR/systemd/$unit is missing"
        if cmp -s "$SOURCE_DIR/systemd/$unit" "$UNIT_DIR/$unit"; then
            ok "$unit is up to date"
        else
            run install -m 644 -o root -g root "$SOURCE_DIR/systemd/$unit" "$UNIT_DIR/$unit"
            units_changed=true
        fi
    done
    if $units_changed; then
        run_systemctl daemon-reload
    fi
}

start_services() {
    say "Service $SERVICE:"
    if unit_is enabled "$SERVICE"; then
        ok "starts at boot"
    else
        run_systemctl enable "$SERVICE"
    fi
    if ! unit_is active "$SERVICE"; then
        run_systemctl start "$SERVICE"
    elif $binary_changed || $units_changed; then
        run_systemctl restart "$SERVICE"
    else
        ok "running"
    fi
    say "Daily backup timer $TIMER (keeps the newest 14 backups in $BACKUP_DIR):"
    if unit_is enabled "$TIMER" && unit_is active "$TIMER"; then
        ok "enabled and waiting"
    else
        run_systemctl enable --now "$TIMER"
    fi
}

first_start_notes() {
    local addr=""
    if [[ -r $ENV_FILE ]]; then
        addr=$(sed -n 's/^TOURNAMENT_HUB_ADDR=//p' "$ENV_FILE" | tail -n 1)
    fi
    say ""
    say "Tournament Hub listens on http://${addr:-127.0.0.1:8080} (set TOURNAMENT_HUB_ADDR in $ENV_FILE)."
    say "On its first start it prints the admin password (and the league password) into the journal:"
    say "    sudo journalctl -u tournament-hub"
    say "To choose a new admin password:"
    say "    sudo -u $SERVICE_USER $BIN_PATH admin-password --db $DB_PATH"
}

do_install() {
    local first_install=true
    if [[ -e $DB_PATH ]]; then
        first_install=false
    fi
    preflight
    install_user
    install_data_dir
    install_binary
    install_settings
    install_units
    start_services
    if $first_install; then
        first_start_notes
    fi
    say ""
    if $dry_run; then
        say "Dry run finished: nothing was changed."
    else
        say "Tournament Hub is installed. Status: systemctl status tournament-hub"
    fi
}

do_uninstall() {
    preflight
    say "Stopping and disabling the service and the backup timer:"
    local unit
    for unit in "$TIMER" "$SERVICE"; do
        if [[ -f $UNIT_DIR/$unit ]]; then
            run_systemctl disable --now "$unit"
        else
            ok "$unit is not installed"
        fi
    done
    say "Systemd units in $UNIT_DIR:"
    local removed=false
    for unit in "${UNITS[@]}"; do
        if [[ -f $UNIT_DIR/$unit ]]; then
            run rm -f "$UNIT_DIR/$unit"
            removed=true
        else
            ok "$unit is already gone"
        fi
    done
    if $removed; then
        run_systemctl daemon-reload
    fi
    say "Program $BIN_PATH:"
    if [[ -e $BIN_PATH ]]; then
        run rm -f "$BIN_PATH"
    else
        ok "already gone"
    fi
    say "System user '$SERVICE_USER':"
    if user_exists; then
        run userdel "$SERVICE_USER"
    else
        ok "already gone"
    fi
    say ""
    say "Kept: the data directory $DATA_DIR (the database and its backups) and the settings"
    say "file $ENV_FILE. Installing again picks them up. To delete them for good:"
    say "    sudo rm -r $DATA_DIR $ENV_FILE"
    if $dry_run; then
        say "Dry run finished: nothing was changed."
    fi
}

if $uninstall; then
    do_uninstall
else
    do_install
fi
