//! V31 (doubles): a large club's data comes through the rebuild of `matches` unchanged, and
//! the ids of a tournament and a match deleted before it are not given again.

use std::collections::BTreeMap;

use tournament_hub::db::{self, migrations};

use crate::ids::{
    assert_rebuilt_cleanly, built_large_club, columns, copy_club, foreign_key_problems,
    hashed_rows, number, snapshot,
};

/// The tables V31 changes: their rows are compared over the columns they had before it.
const CHANGED: [&str; 2] = ["matches", "tournaments"];

#[test]
fn the_doubles_migration_keeps_a_large_club_and_its_ids_only_grow() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("club.db");
    let mut conn = db::connect(&path).unwrap();
    migrations::apply_up_to(&mut conn, 30).unwrap();
    copy_club(&conn, built_large_club());
    assert!(number(&conn, "SELECT COUNT(*) FROM matches") > 1_000);
    assert!(
        number(
            &conn,
            "SELECT COUNT(*) FROM matches WHERE next_match_id IS NOT NULL"
        ) > 100
    );

    // The newest tournament goes, and with it its matches; then the newest match left, once
    // nothing moves on to it. Neither id may come back.
    let tournament = number(&conn, "SELECT MAX(id) FROM tournaments");
    conn.execute("DELETE FROM tournaments WHERE id = ?1", [tournament])
        .unwrap();
    let newest_match = number(&conn, "SELECT MAX(id) FROM matches");
    conn.execute_batch(&format!(
        "UPDATE matches SET next_match_id = NULL, next_slot = NULL
         WHERE next_match_id = {newest_match};
         DELETE FROM matches WHERE id = {newest_match};"
    ))
    .unwrap();
    assert_eq!(foreign_key_problems(&conn), Vec::<String>::new());
    let before = snapshot(&conn);
    let old_rows: BTreeMap<&str, (Vec<String>, Vec<String>)> = CHANGED
        .iter()
        .map(|&table| {
            let list = columns(&conn, "main", table).join(", ");
            let rows = hashed_rows(&conn, &format!("SELECT {list} FROM {table}"));
            (table, (columns(&conn, "main", table), rows))
        })
        .collect();

    let applied = migrations::apply_up_to(&mut conn, 31).unwrap();
    assert_eq!(applied.names, ["V31__doubles"]);
    let after = snapshot(&conn);

    // Every other table, and every index and trigger (the changed tables' too), is as it was;
    // the two changed tables hold the same rows in the columns they had.
    let changed = |key: &str| CHANGED.iter().any(|t| key.starts_with(&format!("{t}: ")));
    for (key, was) in before.iter().filter(|(key, _)| !changed(key)) {
        assert!(
            after.get(key) == Some(was),
            "{key} changed:\n{was:?}\n{:?}",
            after.get(key)
        );
    }
    for (table, (old_columns, rows)) in &old_rows {
        let now = columns(&conn, "main", table);
        assert_eq!(&now[..old_columns.len()], &old_columns[..], "{table}");
        let list = old_columns.join(", ");
        assert!(
            hashed_rows(&conn, &format!("SELECT {list} FROM {table}")) == *rows,
            "{table}: rows changed"
        );
    }
    let added = |table: &str| -> Vec<String> {
        let all = columns(&conn, "main", table);
        all[old_rows[table].0.len()..].to_vec()
    };
    assert_eq!(added("tournaments"), ["discipline", "champion_team_id"]);
    assert_eq!(
        added("matches"),
        [
            "team1_id",
            "team2_id",
            "winner_team",
            "claim_winner_team",
            "dispute_winner_team"
        ]
    );
    assert_eq!(
        number(
            &conn,
            "SELECT COUNT(*) FROM tournaments
             WHERE discipline <> 'singles' OR champion_team_id IS NOT NULL"
        ),
        0
    );
    assert_eq!(
        number(
            &conn,
            "SELECT COUNT(*) FROM matches WHERE coalesce(team1_id, team2_id, winner_team,
             claim_winner_team, dispute_winner_team) IS NOT NULL"
        ),
        0
    );
    assert!(after.keys().any(|k| k == "trigger teams_insert_revision"));
    assert_rebuilt_cleanly(&conn, "v31_");

    // The next tournament and match take ids above the deleted ones.
    conn.execute(
        "INSERT INTO tournaments (name, status, start_date, player_count, tournament_type)
         VALUES ('Copa Dobles Nueva', 'draft', '2026-12-05', 4, 'single_elimination')",
        [],
    )
    .unwrap();
    let new_tournament = conn.last_insert_rowid();
    assert_eq!(new_tournament, tournament + 1);
    conn.execute(
        "INSERT INTO matches (tournament_id, stage, round, week, slot, status)
         VALUES (?1, 'final', 1, 1, 0, 'scheduled')",
        [new_tournament],
    )
    .unwrap();
    assert!(conn.last_insert_rowid() > newest_match);

    // The migrations after it apply on top.
    migrations::apply(&mut conn).unwrap();
    assert_eq!(foreign_key_problems(&conn), Vec::<String>::new());
}

#[test]
fn a_match_is_played_by_players_or_by_teams_and_completes_with_a_winner_of_its_kind() {
    let dir = tempfile::tempdir().unwrap();
    let mut conn = db::connect(&dir.path().join("club.db")).unwrap();
    migrations::apply(&mut conn).unwrap();
    conn.execute_batch(
        "INSERT INTO players (id, name) VALUES (1, 'Ana Lucía Mora Jiménez'),
             (2, 'José Pablo Rojas Quesada'), (3, 'María Fernanda Solís Araya'),
             (4, 'Luis Diego Vargas Céspedes');
         INSERT INTO tournaments (id, name, status, start_date, player_count, tournament_type,
                                  discipline)
         VALUES (1, 'Dobles de Diciembre', 'active', '2026-12-05', 2, 'single_elimination',
                 'doubles'), (2, 'Otro', 'active', '2026-12-05', 2, 'single_elimination',
                 'doubles');
         INSERT INTO teams (id, tournament_id, seed, slot) VALUES (1, 1, 1, 0), (2, 1, 2, 1),
             (3, 2, 1, 0);
         INSERT INTO team_players (tournament_id, team_id, position, player_id)
         VALUES (1, 1, 1, 1), (1, 1, 2, 2), (1, 2, 1, 3), (1, 2, 2, 4);",
    )
    .unwrap();
    let insert = |columns: &str, values: &str| {
        conn.execute(
            &format!(
                "INSERT INTO matches (tournament_id, stage, round, week, slot, status, {columns})
                 VALUES (1, 'final', 1, 1, 0, {values})"
            ),
            [],
        )
    };
    insert("team1_id, team2_id, winner_team", "'completed', 1, 2, 2").unwrap();
    insert("team1_id, team2_id", "'pending', 1, 2").unwrap();
    let refused = [
        // A completed doubles match needs its winning side, and the side must be there.
        ("team1_id, team2_id", "'completed', 1, 2"),
        ("team1_id, winner_team", "'completed', 1, 2"),
        // Players and teams never mix.
        ("team1_id, player2_id", "'pending', 1, 3"),
        ("team1_id, team2_id, winner_id", "'completed', 1, 2, 1"),
        // A team plays in its own tournament only, and never against itself.
        ("team1_id, team2_id", "'pending', 1, 3"),
        ("team1_id, team2_id", "'pending', 1, 1"),
    ];
    for (columns, values) in refused {
        assert!(insert(columns, values).is_err(), "{columns}: {values}");
    }
    // A player is in one team of a tournament at most; in another tournament's, freely.
    conn.execute(
        "INSERT INTO teams (id, tournament_id, seed, slot) VALUES (4, 1, 3, 2)",
        [],
    )
    .unwrap();
    let join = |values: &str| {
        conn.execute(
            &format!(
                "INSERT INTO team_players (tournament_id, team_id, position, player_id)
                 VALUES {values}"
            ),
            [],
        )
    };
    assert!(join("(1, 4, 1, 1)").is_err());
    join("(2, 3, 1, 1)").unwrap();
    // A team's tournament is its players' too.
    assert!(join("(2, 1, 2, 2)").is_err());
    // A tournament goes with its teams and their matches.
    conn.execute("DELETE FROM tournaments WHERE id = 1", [])
        .unwrap();
    for table in ["matches", "teams", "team_players"] {
        assert_eq!(
            number(
                &conn,
                &format!("SELECT COUNT(*) FROM {table} WHERE tournament_id = 1")
            ),
            0,
            "{table}"
        );
    }
}
