//! The operator's command line: serve the app, migrate, back up, restore, set passwords.

use std::io::BufRead;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use clap::{Parser, Subcommand};

use crate::db::backup::ServerLock;
use crate::db::sessions::{self, SessionKind};
use crate::db::{Db, migrations};

mod backups;
mod first_start;
mod mail;
mod outbox;
mod serve;

pub use first_start::passwords_file;

/// Tournament Hub: the club's tournaments, challenge league and ranking, in one program
/// and one database file.
#[derive(Debug, Parser)]
#[command(name = "tournament-hub", version, about, long_about = None)]
pub struct Cli {
    /// The database file. It is created on first use.
    #[arg(
        long,
        global = true,
        env = "TOURNAMENT_HUB_DB",
        default_value = "tournament-hub.db"
    )]
    pub db: PathBuf,

    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// Where `serve` sits on the network, and how many connections it holds.
#[derive(Debug, Clone, clap::Args)]
pub struct Network {
    /// The address the club reaches the app at, such as https://club.example. When it is
    /// https, cookies are Secure with the __Host- prefix, HSTS is sent, and writes must come
    /// from exactly this origin. Link previews name absolute addresses from it.
    #[arg(long, env = "TOURNAMENT_HUB_PUBLIC_URL", value_name = "URL")]
    pub public_url: Option<String>,
    /// Reverse proxies to believe, comma-separated CIDR ranges (127.0.0.1/32,::1/128).
    /// Behind one, the client is the right-most X-Forwarded-For hop that is not a trusted
    /// proxy; from anyone else that header is ignored.
    #[arg(
        long,
        env = "TOURNAMENT_HUB_TRUSTED_PROXIES",
        value_name = "CIDR[,CIDR]"
    )]
    pub trusted_proxies: Option<String>,
    /// Host names the app answers to, comma-separated (club.example,192.168.1.20:8080);
    /// other Host headers get 421. Unset: any.
    #[arg(long, env = "TOURNAMENT_HUB_ALLOWED_HOSTS", value_name = "HOST[,HOST]")]
    pub allowed_hosts: Option<String>,
    /// Connections served at once, in total.
    #[arg(long, env = "TOURNAMENT_HUB_MAX_CONNECTIONS", default_value_t = 4096)]
    pub max_connections: usize,
    /// Connections one client address (an IPv6 /64) may hold at once; trusted proxies are
    /// exempt.
    #[arg(
        long,
        env = "TOURNAMENT_HUB_MAX_CONNECTIONS_PER_CLIENT",
        default_value_t = 256
    )]
    pub max_connections_per_client: usize,
    /// Live-event streams (`/api/events`) open at once, in total; below --max-connections,
    /// so reads and writes always find a connection [default: half of --max-connections].
    #[arg(long, env = "TOURNAMENT_HUB_MAX_EVENT_STREAMS")]
    pub max_event_streams: Option<usize>,
    /// Live-event streams one client may hold: an address (an IPv6 /64), or behind a trusted
    /// proxy the client it forwards for.
    #[arg(
        long,
        env = "TOURNAMENT_HUB_MAX_EVENT_STREAMS_PER_CLIENT",
        default_value_t = crate::http::stream_budget::STREAMS_PER_CLIENT
    )]
    pub max_event_streams_per_client: usize,
    /// How long a live-event stream lives, in seconds; then the browser reconnects and
    /// hears what it missed.
    #[arg(
        long,
        env = "TOURNAMENT_HUB_EVENT_STREAM_MAX_AGE",
        value_name = "SECONDS",
        default_value_t = crate::http::stream_budget::STREAM_MAX_AGE.as_secs()
    )]
    pub event_stream_max_age: u64,
    /// Push endpoints' origins allowed beside public https, comma-separated: for tests or a
    /// push service on the club's own network (http://127.0.0.1:8080, or http://127.0.0.1
    /// for any port). Only these may be http or on a loopback or private address.
    #[arg(
        long,
        env = "TOURNAMENT_HUB_PUSH_ALLOW",
        value_name = "ORIGIN[,ORIGIN]"
    )]
    pub push_allow: Option<String>,
}

impl Network {
    fn push_allow(&self) -> Result<crate::domain::push::PushAllow, CliError> {
        crate::domain::push::PushAllow::parse(self.push_allow.as_deref().unwrap_or_default())
            .map_err(CliError)
    }

    fn site(&self) -> Result<crate::http::site::Site, CliError> {
        crate::http::site::Site::new(
            self.public_url.as_deref(),
            self.trusted_proxies.as_deref(),
            self.allowed_hosts.as_deref(),
        )
        .map_err(CliError)
    }

    fn limits(&self) -> Result<crate::http::server::Limits, CliError> {
        if self.max_connections == 0 || self.max_connections_per_client == 0 {
            return Err(CliError(
                "--max-connections and --max-connections-per-client must be at least 1".into(),
            ));
        }
        Ok(crate::http::server::Limits {
            max_connections: self.max_connections,
            max_per_client: self.max_connections_per_client,
            ..crate::http::server::Limits::from_env()
        })
    }

    fn streams(&self) -> Result<crate::http::stream_budget::StreamLimits, CliError> {
        let total = self.max_event_streams.unwrap_or(self.max_connections / 2);
        if self
            .max_event_streams
            .is_some_and(|n| n == 0 || n >= self.max_connections)
        {
            return Err(CliError(format!(
                "--max-event-streams must be at least 1 and below --max-connections ({})",
                self.max_connections
            )));
        }
        if self.max_event_streams_per_client == 0 || self.event_stream_max_age == 0 {
            return Err(CliError(
                "--max-event-streams-per-client and --event-stream-max-age must be at least 1"
                    .into(),
            ));
        }
        Ok(crate::http::stream_budget::StreamLimits {
            per_client: self.max_event_streams_per_client,
            total,
            max_age: std::time::Duration::from_secs(self.event_stream_max_age),
        })
    }
}

/// What the shared passwords may do (docs/operations.md).
#[derive(Debug, Clone, clap::Args)]
pub struct SafeguardArgs {
    /// Failed checks of the admin and league passwords the whole club may have per hour,
    /// from anyone; past them only a browser that signed in before has its password checked.
    #[arg(
        long,
        env = "TOURNAMENT_HUB_PASSWORD_FAILURES_PER_HOUR",
        default_value_t = 60
    )]
    pub password_failures_per_hour: u32,
    /// Matches the league password may create in the whole club in any 24 hours.
    #[arg(
        long,
        env = "TOURNAMENT_HUB_LEAGUE_DAILY_CREATIONS",
        default_value_t = crate::club::league_history::CLUB_DAILY_CREATIONS
    )]
    pub league_daily_creations: usize,
}

impl SafeguardArgs {
    fn safeguards(&self) -> Result<crate::http::Safeguards, CliError> {
        if self.password_failures_per_hour == 0 || self.league_daily_creations == 0 {
            return Err(CliError(
                "--password-failures-per-hour and --league-daily-creations must be at least 1"
                    .into(),
            ));
        }
        Ok(crate::http::Safeguards {
            guesses: crate::http::guesses::GuessSettings {
                failures_per_hour: self.password_failures_per_hour,
            },
            league_daily_creations: self.league_daily_creations,
            streams: crate::http::stream_budget::StreamLimits::default(),
        })
    }
}

/// The operator's commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the web app. Applies pending migrations first. On the very first start it
    /// creates the admin and league passwords: it prints them on a terminal, and otherwise
    /// writes them to `<db>.initial-passwords` (mode 0600) and logs only that file's name.
    Serve {
        /// The address and port to listen on. Use 0.0.0.0:8080 to reach it from other devices.
        #[arg(long, env = "TOURNAMENT_HUB_ADDR", default_value = "127.0.0.1:8080")]
        addr: SocketAddr,
        /// The network settings for an app on the internet (docs/operations.md).
        #[command(flatten)]
        network: Network,
        /// The limits on the shared passwords (docs/operations.md).
        #[command(flatten)]
        safeguards: SafeguardArgs,
        /// Email (docs/operations.md).
        #[command(flatten)]
        mail: mail::MailArgs,
    },
    /// Check the email settings: `notices --test EMAIL` sends one message through the relay
    /// `serve` would use (the same flags and environment variables) and says whether it went.
    Notices {
        /// The address to send the test message to.
        #[arg(long, value_name = "EMAIL")]
        test: String,
        /// The address the club reaches the app at, which emails link to.
        #[arg(long, env = "TOURNAMENT_HUB_PUBLIC_URL", value_name = "URL")]
        public_url: Option<String>,
        /// The relay and the sender.
        #[command(flatten)]
        mail: mail::MailArgs,
    },
    /// Apply pending database migrations (or list them with --status).
    Migrate {
        /// Only list every migration and whether the database has it.
        #[arg(long)]
        status: bool,
    },
    /// Copy the database to FILE while the server keeps running (a consistent snapshot).
    Backup {
        /// Where to write the copy. It must not exist yet.
        file: PathBuf,
    },
    /// Replace the database with a backup. The server must be stopped first.
    ///
    /// The backup is checked first (integrity, schema version); the replaced database is
    /// kept beside it as `<db>.before-restore`.
    Restore {
        /// The backup file to restore.
        file: PathBuf,
    },
    /// Compare every player's kept totals, the general and the doubles ranking's, with a
    /// recomputation from the results, and repair any difference (after restoring an old
    /// backup, or a hand edit). The server must be stopped first.
    Check,
    /// Set a new admin password. Every admin session is ended.
    AdminPassword {
        /// Read the new password from the first line of standard input instead of a prompt.
        #[arg(long)]
        password_stdin: bool,
    },
    /// Set a new league password (the one players type to create and score league matches).
    LeaguePassword {
        /// Read the new password from the first line of standard input instead of a prompt.
        #[arg(long)]
        password_stdin: bool,
    },
    /// Print the OpenAPI document of the HTTP API (the UI's wire types are generated from
    /// it: `npm run api:types` in ui/).
    Openapi,
    /// Fill a fresh database with a sample club: members with avatars, tournaments in every
    /// state, league matches. Refuses a database that already has players or tournaments.
    ///
    /// Without options it builds the showcase (about 40 members, four tournaments, 30 league
    /// matches). For a club at scale:
    /// `demo --players 1000 --tournaments 200 --league-matches 50000`.
    Demo {
        /// Approved members, each with an avatar (two pending registrations are added).
        #[arg(long, default_value_t = 40)]
        players: usize,
        /// Finished tournaments of every format and size, plus an active 20-player hybrid,
        /// instead of the showcase's four tournaments.
        #[arg(long)]
        tournaments: Option<usize>,
        /// League matches, most of them played [default: 30].
        #[arg(long)]
        league_matches: Option<usize>,
        /// The same seed and options build the same club.
        #[arg(long, default_value_t = 7)]
        seed: u64,
    },
}

/// A command failed; the message is for the operator.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct CliError(pub String);

impl CliError {
    fn from_display(err: impl std::fmt::Display) -> Self {
        CliError(err.to_string())
    }
}

impl From<crate::db::Error> for CliError {
    fn from(err: crate::db::Error) -> Self {
        CliError(err.to_string())
    }
}

/// Runs a parsed command line.
pub fn run(cli: Cli) -> Result<(), CliError> {
    match cli.command {
        Command::Serve {
            addr,
            network,
            safeguards,
            mail,
        } => serve::serve(&cli.db, addr, &network, &safeguards, &mail),
        Command::Notices {
            test,
            public_url,
            mail,
        } => mail::send_test(&test, &mail, public_url.as_deref()),
        Command::Migrate { status } => migrate(&cli.db, status),
        Command::Openapi => {
            println!("{}", crate::http::openapi_document());
            Ok(())
        }
        Command::Backup { file } => backups::run_backup(&cli.db, &file),
        Command::Restore { file } => backups::run_restore(&cli.db, &file),
        Command::Check => run_check(&cli.db),
        Command::AdminPassword { password_stdin } => {
            set_password(&cli.db, SessionKind::Admin, password_stdin)
        }
        Command::LeaguePassword { password_stdin } => {
            set_password(&cli.db, SessionKind::League, password_stdin)
        }
        Command::Demo {
            players,
            tournaments,
            league_matches,
            seed,
        } => crate::demo::run(
            &cli.db,
            &crate::demo::DemoProfile {
                players,
                tournaments,
                league_matches,
                seed,
            },
        )
        .map_err(CliError::from_display),
    }
}

/// Opens the database and applies pending migrations, saying which were applied.
fn open_migrated(path: &Path) -> Result<Db, CliError> {
    let db = Db::open(path).map_err(CliError::from_display)?;
    let applied = db.migrate().map_err(CliError::from_display)?;
    for name in &applied.names {
        println!("Applied migration {name}");
    }
    lift_claims(&db)?;
    Ok(db)
}

/// Finishes migration V21's step that needs the program (src/club/claims.rs), saying what it
/// did when it did anything: a run stopped half-way resumes here at the next start.
fn lift_claims(db: &Db) -> Result<(), CliError> {
    let lifted =
        crate::club::claims::lift_reported_walkovers(db).map_err(CliError::from_display)?;
    if lifted.claims > 0 || !lifted.left.is_empty() {
        println!(
            "Turned {} reported walkovers in {} tournaments into claims",
            lifted.claims, lifted.tournaments
        );
    }
    for tournament in &lifted.left {
        println!(
            "Left tournament {tournament} as it was: lifting its reported walkovers would change \
             a match already played on; they wait in the admin's queue"
        );
    }
    Ok(())
}

fn migrate(path: &Path, status_only: bool) -> Result<(), CliError> {
    if status_only {
        let mut conn = crate::db::connect(path).map_err(CliError::from_display)?;
        let states = migrations::status(&mut conn).map_err(CliError::from_display)?;
        for state in &states {
            let mark = if state.applied { "applied" } else { "pending" };
            println!("V{}__{}  {mark}", state.version, state.name);
        }
        let pending = states.iter().filter(|s| !s.applied).count();
        println!("{} migrations, {pending} pending", states.len());
        return Ok(());
    }
    let db = Db::open(path).map_err(CliError::from_display)?;
    let applied = db.migrate().map_err(CliError::from_display)?;
    if applied.names.is_empty() {
        println!("The database is up to date.");
    }
    for name in &applied.names {
        println!("Applied migration {name}");
    }
    lift_claims(&db)
}

/// `check`: the kept totals against the results; repaired in one transaction if they differ.
fn run_check(path: &Path) -> Result<(), CliError> {
    // Like restore, it needs the database to itself: a running server keeps totals too.
    let _lock = ServerLock::acquire(path).map_err(CliError::from_display)?;
    let db = Db::open(path).map_err(CliError::from_display)?;
    db.migrate().map_err(CliError::from_display)?;
    let started = std::time::Instant::now();
    let found = db.read_blocking(crate::db::totals::differences)?;
    if found.is_empty() {
        println!(
            "Checked the totals of every player, singles and doubles, against the results in {:.2} s: all correct.",
            started.elapsed().as_secs_f64()
        );
        return Ok(());
    }
    for d in found.iter().take(20) {
        let ranking = match d.ranking {
            crate::db::totals::Ranking::General => "",
            crate::db::totals::Ranking::Doubles => " (doubles)",
        };
        println!(
            "player {} in {}{ranking}: kept {} points, {} played; the results say {} points, {} played",
            d.player_id,
            d.season,
            d.stored.total_points,
            d.stored.matches_played,
            d.recomputed.total_points,
            d.recomputed.matches_played
        );
    }
    if found.len() > 20 {
        println!("... and {} more", found.len() - 20);
    }
    db.write_blocking(|tx| crate::db::totals::rebuild(tx))?;
    let left = db.read_blocking(crate::db::totals::differences)?;
    if !left.is_empty() {
        return Err(CliError(format!(
            "{} totals still differ after the repair",
            left.len()
        )));
    }
    println!(
        "Repaired {} totals from the results in {:.2} s.",
        found.len(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

fn set_password(path: &Path, kind: SessionKind, from_stdin: bool) -> Result<(), CliError> {
    let label = match kind {
        SessionKind::Admin => "admin",
        SessionKind::League => "league",
    };
    let password = if from_stdin {
        let mut line = String::new();
        std::io::stdin()
            .lock()
            .read_line(&mut line)
            .map_err(CliError::from_display)?;
        line.trim_end_matches(['\n', '\r']).to_string()
    } else {
        let first = rpassword::prompt_password(format!("New {label} password: "))
            .map_err(CliError::from_display)?;
        let second = rpassword::prompt_password("Repeat it: ").map_err(CliError::from_display)?;
        if first != second {
            return Err(CliError(
                "the two passwords differ; nothing was changed".into(),
            ));
        }
        first
    };
    match kind {
        SessionKind::Admin => crate::passwords::check_new(&password),
        SessionKind::League => crate::passwords::check_new_league(&password),
    }
    .map_err(CliError)?;
    let db = open_migrated(path)?;
    let phc = crate::passwords::hash(&password);
    db.write_blocking(|tx| {
        sessions::set_password_hash(tx, kind, &phc)?;
        if kind == SessionKind::League {
            sessions::set_league_password_short(tx, false)?;
        }
        Ok(())
    })?;
    match kind {
        SessionKind::Admin => {
            println!("The admin password was changed. Every admin session was ended.")
        }
        SessionKind::League => {
            println!("The league password was changed. Every league unlock was ended.")
        }
    }
    Ok(())
}
