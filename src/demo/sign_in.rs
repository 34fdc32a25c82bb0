//! Sign-in links for two demo members (docs/rules.md#members), so that a newcomer sees the
//! app as a member too: the two players of the first pending match of the singles tournament
//! in play, who find each other on their own page.

use rusqlite::{Connection, OptionalExtension};

use super::DemoError;
use crate::clients::ClientKey;
use crate::club::members::{self, sign_in_url};
use crate::db::Db;
use crate::db::audit;
use crate::db::players;
use crate::domain::actor::Actor;
use crate::domain::ids::PlayerId;

/// The address `serve` listens on by default, where the printed links lead.
pub const DEMO_SITE: &str = "http://127.0.0.1:8080";
/// Members who get a link.
const MEMBERS: i64 = 2;

/// The two members: the players of the first pending singles match of an active tournament
/// (a doubles match names teams, not two players), or else the first approved players.
fn chosen(conn: &Connection) -> rusqlite::Result<Vec<PlayerId>> {
    let pair: Option<(PlayerId, PlayerId)> = conn
        .query_row(
            "SELECT m.player1_id, m.player2_id FROM matches m
             JOIN tournaments t ON t.id = m.tournament_id
             WHERE t.status = 'active' AND t.discipline = 'singles' AND m.status = 'pending'
               AND NOT m.is_bye
             ORDER BY m.week, m.id LIMIT 1",
            [],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )
        .optional()?;
    if let Some((first, second)) = pair {
        return Ok(vec![first, second]);
    }
    conn.prepare("SELECT id FROM players WHERE status = 'approved' ORDER BY id LIMIT ?1")?
        .query_map([MEMBERS], |row| row.get(0))?
        .collect()
}

/// Makes a one-time sign-in link, valid 7 days from `now` (unix seconds), for two demo
/// members; returns each one's name and link, on [`DEMO_SITE`]. The club itself is their
/// maker in the audit trail.
pub fn links(db: &Db, now: i64) -> Result<Vec<(String, String)>, DemoError> {
    db.write_blocking_as(|tx| {
        let mut made = Vec::new();
        for player in chosen(tx).map_err(crate::db::Error::from)? {
            let (link, record) =
                members::issue_link(tx, player, now, Actor::Clock, ClientKey::Unknown, "admin")?;
            audit::insert(tx, now, &record)?;
            let name = players::get(tx, player)?
                .map(|p| p.name)
                .unwrap_or_default();
            made.push((name, sign_in_url(DEMO_SITE, &link.token)));
        }
        Ok(made)
    })
}

/// The lines that show the links.
pub fn report(links: &[(String, String)]) -> String {
    let width = links.iter().map(|(name, _)| name.chars().count()).max();
    let mut out = String::from("Sign in as a member (each link works once, for 7 days):\n");
    for (name, url) in links {
        let pad = width.unwrap_or(0) - name.chars().count();
        out.push_str(&format!("  {name}{}  {url}\n", " ".repeat(pad)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_links_are_listed_under_their_members_names() {
        let text = report(&[
            ("Ana Mora".into(), format!("{DEMO_SITE}/sign-in#abc")),
            ("Luis Núñez Vega".into(), format!("{DEMO_SITE}/sign-in#def")),
        ]);
        assert_eq!(
            text,
            "Sign in as a member (each link works once, for 7 days):\n\
             \x20 Ana Mora         http://127.0.0.1:8080/sign-in#abc\n\
             \x20 Luis Núñez Vega  http://127.0.0.1:8080/sign-in#def\n"
        );
    }
}
