//! Migrations V20 and V21 on a copy of the large club (docs/rules.md#results-by-the-players):
//! completed tournaments whose final a player reported and that still awaits are played again,
//! and the walkovers players reported that still await or are disputed become claims, one
//! tournament per transaction, except where lifting one would change a match already played
//! on: that tournament stays as it was, in the admin's queue, and is listed.

use std::path::Path;

use rusqlite::Connection;
use tournament_hub::club::claims::{self, Lifted};
use tournament_hub::db::{self, Db, migrations};
use tournament_hub::domain::ids::TournamentId;

use crate::ids::{built_large_club, copy_club};

fn ids(conn: &Connection, sql: &str) -> Vec<i64> {
    conn.prepare(sql)
        .unwrap()
        .query_map([], |row| row.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}

fn number(conn: &Connection, sql: &str) -> i64 {
    conn.query_row(sql, [], |row| row.get(0)).unwrap()
}

/// Makes match `id` a walkover its winner reported, still awaiting (`state`) the opponent.
fn reported_walkover(conn: &Connection, id: i64, state: &str) {
    conn.execute(
        "UPDATE matches SET walkover = 1, score = 'W/O', confirmation = ?2, reported_by = winner_id,
                reported_at = 1795000000000, confirm_by = 1795172800000,
                dispute_reason = CASE WHEN ?2 = 'disputed' THEN 'No se presentó' END
          WHERE id = ?1",
        rusqlite::params![id, state],
    )
    .unwrap();
}

#[test]
fn the_upgrade_lifts_players_walkovers_and_reopens_unconfirmed_finals_of_a_large_club() {
    let dir = tempfile::tempdir().unwrap();
    let built = built_large_club();
    // The same club at the schema before V20.
    let path = dir.path().join("club.db");
    let conn = db::connect(&path).unwrap();
    {
        let mut conn = conn;
        migrations::apply_up_to(&mut conn, 19).unwrap();
        copy_club(&conn, built);
        prepare(&conn, &path);
    }
}

/// Plays the week the upgrade finds at V19, then upgrades and checks what it did.
fn prepare(conn: &Connection, path: &Path) {
    // A completed tournament whose final a player reported and that still awaits.
    let finals = ids(
        conn,
        "SELECT m.id FROM matches m JOIN tournaments t ON t.id = m.tournament_id
          WHERE t.status = 'completed' AND m.stage = 'final' AND m.winner_id IS NOT NULL
          ORDER BY m.id LIMIT 2",
    );
    assert_eq!(finals.len(), 2, "the large club has completed tournaments");
    conn.execute(
        "UPDATE matches SET confirmation = 'awaiting', reported_by = winner_id,
                reported_at = 1795000000000, confirm_by = 1795172800000
          WHERE id = ?1",
        [finals[0]],
    )
    .unwrap();
    let reopened = number(
        conn,
        &format!("SELECT tournament_id FROM matches WHERE id = {}", finals[0]),
    );

    // Walkovers players reported whose winner has not played on: knockout matches whose next
    // match is unplayed, and group matches of tournaments with no knockout result yet.
    let liftable = ids(
        conn,
        "SELECT m.id FROM matches m JOIN tournaments t ON t.id = m.tournament_id
          WHERE t.status = 'active' AND m.status = 'completed' AND NOT m.is_bye
            AND m.walkover = 0 AND m.stage <> 'final'
            AND ((m.stage <> 'group' AND (SELECT status FROM matches n
                                           WHERE n.id = m.next_match_id) <> 'completed')
                 OR (m.stage = 'group' AND NOT EXISTS (
                        SELECT 1 FROM matches k WHERE k.tournament_id = t.id
                           AND k.stage <> 'group' AND k.status = 'completed' AND NOT k.is_bye)))
          ORDER BY m.id LIMIT 4",
    );
    assert!(
        !liftable.is_empty(),
        "the large club has an active tournament being played"
    );
    for (n, id) in liftable.iter().enumerate() {
        reported_walkover(conn, *id, if n % 2 == 0 { "awaiting" } else { "disputed" });
    }
    // One whose winner already played on, in a completed tournament other than the final's.
    let played_on = ids(
        conn,
        &format!(
            "SELECT m.id FROM matches m JOIN tournaments t ON t.id = m.tournament_id
              WHERE t.status = 'completed' AND m.stage <> 'group' AND m.stage <> 'final'
                AND NOT m.is_bye AND m.status = 'completed' AND t.id <> {reopened}
                AND (SELECT status FROM matches n WHERE n.id = m.next_match_id) = 'completed'
              ORDER BY m.id LIMIT 1"
        ),
    );
    assert_eq!(played_on.len(), 1);
    reported_walkover(conn, played_on[0], "awaiting");
    let kept_tournament = number(
        conn,
        &format!(
            "SELECT tournament_id FROM matches WHERE id = {}",
            played_on[0]
        ),
    );
    let lifted_tournaments = number(
        conn,
        &format!(
            "SELECT COUNT(DISTINCT tournament_id) FROM matches WHERE id IN ({})",
            liftable
                .iter()
                .map(i64::to_string)
                .collect::<Vec<_>>()
                .join(",")
        ),
    );
    // Totals as the old rules kept them, walkovers counted.
    {
        let db = Db::open(path).unwrap();
        db.write_blocking(|tx| db::totals::rebuild(tx)).unwrap();
    }
    let revision_before = number(conn, "SELECT n FROM revision WHERE id = 1");
    let kept_before: String = conn
        .query_row(
            "SELECT json_group_array(json_array(id, winner_id, score, status, confirmation))
               FROM matches WHERE tournament_id = ?1",
            [kept_tournament],
            |row| row.get(0),
        )
        .unwrap();

    // The upgrade: the SQL part leaves one marker per tournament; the program's step lifts.
    let db = Db::open(path).unwrap();
    db.migrate().unwrap();
    let markers = number(conn, "SELECT COUNT(*) FROM claim_lifts_pending");
    assert_eq!(markers, lifted_tournaments + 1);
    let lifted = claims::lift_reported_walkovers(&db).unwrap();
    eprintln!(
        "large club: {} walkovers turned into claims in {} tournaments, {} tournament left \
         in the admin's queue, 1 completed tournament played again",
        lifted.claims,
        lifted.tournaments,
        lifted.left.len()
    );
    assert_eq!(
        lifted,
        Lifted {
            claims: liftable.len(),
            tournaments: usize::try_from(lifted_tournaments).unwrap(),
            left: vec![TournamentId(kept_tournament)],
        }
    );
    assert_eq!(number(conn, "SELECT COUNT(*) FROM claim_lifts_pending"), 0);

    // Each lifted walkover is a pending claim with its winner and score, counting nowhere.
    for id in &liftable {
        let (status, winner, claim_winner, claim_score, state): (
            String,
            Option<i64>,
            Option<i64>,
            Option<String>,
            String,
        ) = conn
            .query_row(
                "SELECT status, winner_id, claim_winner_id, claim_score, confirmation
                   FROM matches WHERE id = ?1",
                [id],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
            )
            .unwrap();
        assert_eq!(status, "pending");
        assert_eq!(winner, None);
        assert!(claim_winner.is_some());
        assert_eq!(claim_score.as_deref(), Some("W/O"));
        assert!(state == "awaiting" || state == "disputed");
    }
    // The tournament where lifting would change a match already played on is as it was, and
    // listed in the audit trail.
    let kept_after: String = conn
        .query_row(
            "SELECT json_group_array(json_array(id, winner_id, score, status, confirmation))
               FROM matches WHERE tournament_id = ?1",
            [kept_tournament],
            |row| row.get(0),
        )
        .unwrap();
    assert_eq!(kept_after, kept_before);
    assert_eq!(
        number(
            conn,
            &format!(
                "SELECT COUNT(*) FROM audit_trail WHERE action = 'claims_not_lifted'
                   AND subject = 'tournament:{kept_tournament}'"
            )
        ),
        1
    );
    // The kept totals are what the results now say, and the revision moved.
    assert!(
        db.read_blocking(db::totals::differences)
            .unwrap()
            .is_empty()
    );
    assert!(number(conn, "SELECT n FROM revision WHERE id = 1") > revision_before);
    // V20: the tournament whose final awaits is active again, with no champion.
    let (status, champion): (String, Option<i64>) = conn
        .query_row(
            "SELECT status, champion_id FROM tournaments WHERE id = ?1",
            [reopened],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!((status.as_str(), champion), ("active", None));
    // A second start finds nothing left to do.
    assert_eq!(
        claims::lift_reported_walkovers(&db).unwrap(),
        Lifted::default()
    );
}
