//! `install.sh` in its dry-run mode: it must describe every step, succeed without root,
//! systemd or a built program, and change nothing. Every command that could change the
//! system is replaced by a stand-in that records the call, so a dry run that "only" runs one
//! of them is caught even on a machine where the files already exist.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

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
const INSTALLED_PATHS: [&str; 6] = [
    "/etc/tournament-hub.env",
    "/usr/local/bin/tournament-hub",
    "/var/lib/tournament-hub",
    "/etc/systemd/system/tournament-hub.service",
    "/etc/systemd/system/tournament-hub-backup.service",
    "/etc/systemd/system/tournament-hub-backup.timer",
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
        let path = format!(
            "{}:{}",
            self.dir.display(),
            std::env::var("PATH").unwrap_or_default()
        );
        Command::new("bash")
            .arg("install.sh")
            .args(args)
            .current_dir(crate_root())
            .env("PATH", path)
            .output()
            .expect("bash runs")
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
    let stand_ins = StandIns::new(test);
    let before = snapshot();
    let out = stand_ins.run(args);
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
        assert_mentions(
            &out,
            "where the first password is",
            "journalctl -u tournament-hub",
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
    for option in ["--binary PATH", "--dry-run", "--uninstall"] {
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
