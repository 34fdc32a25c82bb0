//! One "late" (docs/rules.md#deadlines, docs/rules.md#notices): on one club, with the club
//! clock moved (never waited for), the admin's queue of late and overdue matches and the
//! morning's overdue list name the same matches, on the day before a deadline, on the
//! deadline and the day after; the matches of a coming-soon tournament, which takes no
//! results yet, are in neither, nor in its players' week or a deadline tomorrow.

use std::collections::BTreeSet;

use crate::common::TestApp;
use crate::timing::{at, cup};

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};
use tournament_hub::domain::notices::Notice;

/// The ids of the pending matches of `matches` in `weeks`.
fn pending_in(matches: &[Value], weeks: &[i64]) -> BTreeSet<i64> {
    matches
        .iter()
        .filter(|m| m["status"] == "pending" && weeks.contains(&m["week"].as_i64().unwrap()))
        .map(|m| m["id"].as_i64().unwrap())
        .collect()
}

/// The matches the admin's queue lists.
async fn queued(app: &TestApp, admin: &str) -> BTreeSet<i64> {
    let got = app
        .call(Method::GET, "/api/admin/overdue", None, Some(admin))
        .await;
    assert_eq!(got.status, StatusCode::OK, "{}", got.text());
    got.json()
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["match"]["id"].as_i64().unwrap())
        .collect()
}

/// The stored notices whose unique key starts with `key`.
fn notices_keyed(app: &TestApp, key: &str) -> Vec<(Option<i64>, Notice)> {
    let pattern = format!("{key}%");
    app.write_straight(move |tx| {
        let mut stmt =
            tx.prepare("SELECT player_id, params FROM notices WHERE unique_key LIKE ?1")?;
        let rows = stmt
            .query_map([pattern], |r| {
                Ok((r.get::<_, Option<i64>>(0)?, r.get::<_, String>(1)?))
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        Ok(rows)
    })
    .unwrap()
    .into_iter()
    .map(|(player, params)| (player, serde_json::from_str(&params).unwrap()))
    .collect()
}

/// The matches the overdue list of club date `day` names (empty when none was written).
fn listed_on(app: &TestApp, day: &str) -> BTreeSet<i64> {
    let lists = notices_keyed(app, &format!("overdue_list:{day}"));
    assert!(lists.len() <= 1, "one list a day");
    lists
        .into_iter()
        .flat_map(|(to, notice)| {
            assert_eq!(to, None, "the admin's");
            match notice {
                Notice::OverdueList { matches } => matches.into_iter().map(|m| m.match_id.0),
                other => panic!("{other:?}"),
            }
        })
        .collect()
}

#[tokio::test]
async fn the_admins_queue_and_the_overdue_list_name_the_same_matches() {
    let app = TestApp::new();
    at(&app, "2026-11-01T18:00:00Z");
    let admin = app.admin_cookie().await;
    // Active, from Monday 2 November: week 1's deadline is the 8th, week 2's the 15th.
    let (_, active) = cup(&app, &admin).await;
    // Coming soon, the same dates, its draw already made.
    let ids = app.insert_players("Soon ", 8);
    let body = json!({ "name": "Copa Pronto", "startDate": "2026-11-02", "playerCount": 8,
            "tournamentType": "hybrid", "status": "coming_soon", "selectedPlayerIds": ids });
    let created = app
        .call(Method::POST, "/api/tournaments", Some(body), Some(&admin))
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let soon = app
        .generate_matches(created.json()["id"].as_i64().unwrap(), &admin)
        .await;
    let soon_matches = pending_in(&soon, &[1, 2, 3]);
    assert!(!soon_matches.is_empty());

    // (club date, the instant 07:30 club time, the active weeks late that day)
    let days: [(&str, &str, &[i64]); 3] = [
        // Saturday: week 2's deadline is tomorrow, week 1's has passed.
        ("2026-11-14", "2026-11-14T13:30:00Z", &[1]),
        // Sunday: week 2's deadline is today, not late yet.
        ("2026-11-15", "2026-11-15T13:30:00Z", &[1]),
        // Monday: week 2's deadline was yesterday.
        ("2026-11-16", "2026-11-16T13:30:00Z", &[1, 2]),
    ];
    for (day, instant, late_weeks) in days {
        at(&app, instant);
        app.club.write_timed_notices().await.unwrap();
        let queue = queued(&app, &admin).await;
        let listed = listed_on(&app, day);
        assert_eq!(queue, listed, "{day}: the queue and the list agree");
        assert_eq!(queue, pending_in(&active, late_weeks), "{day}");
        assert!(queue.is_disjoint(&soon_matches), "{day}: none coming soon");
    }

    // The deadline tomorrow (Saturday) was told of the active week 2 only.
    let tomorrow: BTreeSet<i64> = notices_keyed(&app, "deadline_tomorrow:")
        .into_iter()
        .map(|(_, notice)| match notice {
            Notice::DeadlineTomorrow { match_id, .. } => match_id.0,
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(tomorrow, pending_in(&active, &[2]));
    // Monday's week: the active tournament's players, none of the coming-soon's.
    let weeks = notices_keyed(&app, "your_week:");
    assert!(!weeks.is_empty());
    for (to, notice) in weeks {
        assert!(!ids.contains(&to.unwrap()), "a coming-soon player's week");
        let Notice::YourWeek { matches } = notice else {
            panic!("{notice:?}")
        };
        assert!(
            matches
                .iter()
                .all(|m| !soon_matches.contains(&m.match_id.0))
        );
    }

    // Once the admin sets it active, its late matches are in both the next morning.
    let tournament = soon[0]["tournamentId"].as_i64().unwrap();
    let set = app
        .call(
            Method::PATCH,
            &format!("/api/tournaments/{tournament}"),
            Some(json!({ "status": "active" })),
            Some(&admin),
        )
        .await;
    assert_eq!(set.status, StatusCode::OK, "{}", set.text());
    at(&app, "2026-11-17T13:30:00Z");
    app.club.write_timed_notices().await.unwrap();
    let queue = queued(&app, &admin).await;
    assert_eq!(queue, listed_on(&app, "2026-11-17"));
    let both: BTreeSet<i64> = pending_in(&active, &[1, 2])
        .into_iter()
        .chain(pending_in(&soon, &[1, 2]))
        .collect();
    assert_eq!(queue, both);
}
