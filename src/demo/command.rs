//! The `demo` command: open and migrate the database, build the club with a progress line,
//! and say what was built and how long it took.

use std::io::IsTerminal;
use std::path::Path;
use std::time::Instant;

use super::{DemoError, DemoProfile, DemoSummary, ProgressLine, build};
use crate::db::Db;
use crate::domain::calendar;

/// Runs `tournament-hub demo` on the database at `path`.
pub fn run(path: &Path, profile: &DemoProfile) -> Result<(), DemoError> {
    let started = Instant::now();
    let db = Db::open(path)?;
    let applied = db.migrate()?;
    for name in &applied.names {
        println!("Applied migration {name}");
    }
    crate::club::claims::lift_reported_walkovers(&db)?;
    let today = calendar::club_today(chrono::Utc::now());
    let mut line = ProgressLine::new(std::io::stderr().is_terminal());
    let built = build(&db, profile, today, &mut |p| line.show(p));
    line.finish();
    let summary = built.map_err(|source| DemoError::Building {
        path: path.display().to_string(),
        source: Box::new(source),
    })?;
    print!(
        "{}",
        report(&summary, profile, started.elapsed().as_secs_f64())
    );
    let links = super::sign_in::links(&db, chrono::Utc::now().timestamp())?;
    print!("{}", super::sign_in::report(&links));
    println!(
        "Start it with: tournament-hub serve --db {}",
        path.display()
    );
    Ok(())
}

/// The closing summary: counts and seconds.
fn report(summary: &DemoSummary, profile: &DemoProfile, seconds: f64) -> String {
    format!(
        "Demo club ready in {seconds:.1} s (seed {seed}):\n\
         \x20 players      {approved} approved, {pending} pending approval, {avatars} avatars\n\
         \x20 tournaments  {completed} completed, {active} active, {coming} coming soon, \
         {results} results\n\
         \x20 league       {played} played, {booked} pending\n",
        seed = profile.seed,
        approved = thousands(summary.approved_players),
        pending = summary.pending_players,
        avatars = thousands(summary.avatars),
        completed = thousands(summary.completed_tournaments),
        active = summary.active_tournaments,
        coming = summary.coming_soon_tournaments,
        results = thousands(summary.tournament_results),
        played = thousands(summary.completed_league_matches),
        booked = thousands(summary.pending_league_matches),
    )
}

/// `50,000`.
fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn big_numbers_get_separators() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1000), "1,000");
        assert_eq!(thousands(50_000), "50,000");
        assert_eq!(thousands(1_234_567), "1,234,567");
    }

    #[test]
    fn the_report_names_every_count() {
        let summary = DemoSummary {
            approved_players: 1000,
            pending_players: 2,
            avatars: 1002,
            completed_tournaments: 200,
            active_tournaments: 1,
            coming_soon_tournaments: 0,
            tournament_results: 6123,
            completed_league_matches: 49_750,
            pending_league_matches: 250,
        };
        let text = report(&summary, &DemoProfile::default(), 12.34);
        assert!(
            text.starts_with("Demo club ready in 12.3 s (seed 7):"),
            "{text}"
        );
        for part in [
            "1,000 approved",
            "2 pending approval",
            "1,002 avatars",
            "200 completed",
            "1 active",
            "0 coming soon",
            "6,123 results",
            "49,750 played",
            "250 pending",
        ] {
            assert!(text.contains(part), "{part} in {text}");
        }
    }
}
