//! Doubles matches through the API (docs/rules.md#doubles): any player of a team records,
//! only a player of the other team confirms, the bracket carries teams to a champion team, and
//! the points go to a doubles ranking of their own, season by season, walkovers included.

use std::collections::HashSet;

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::common::{TestApp, TestResponse};
use crate::members::{member, request};
use crate::notices::{kinds_of, notices_of};
use crate::previews::{SPANISH, as_previewer, head, meta};
use crate::results::post_result;

/// Eight members with the club's names, Spanish first.
const NAMES: [&str; 8] = [
    "Ana Lucía Mora Jiménez",
    "José Pablo Rojas Quesada",
    "María Fernanda Solís Araya",
    "Luis Diego Vargas Céspedes",
    "Íñigo Núñez Mora",
    "Valeria Céspedes Rojas",
    "Álvaro Quesada Solís",
    "Sofía Jiménez Araya",
];

/// A single-elimination doubles tournament of `teams`, started on `start`; its matches.
async fn doubles(app: &TestApp, admin: &str, start: &str, teams: &[[i64; 2]]) -> (i64, Vec<Value>) {
    let body = json!({
        "name": format!("Dobles {start}"), "startDate": start, "status": "active",
        "playerCount": teams.len(), "tournamentType": "single_elimination",
        "discipline": "doubles", "selectedTeams": teams,
    });
    let created = app
        .call(Method::POST, "/api/tournaments", Some(body), Some(admin))
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let id = created.json()["id"].as_i64().unwrap();
    (id, app.generate_matches(id, admin).await)
}

async fn matches_of(app: &TestApp, id: i64) -> Vec<Value> {
    let got = app.get(&format!("/api/tournaments/{id}/matches")).await;
    assert_eq!(got.status, StatusCode::OK, "{}", got.text());
    got.json().as_array().unwrap().clone()
}

fn team(m: &Value, side: u8) -> [i64; 2] {
    let t = &m[format!("team{side}")];
    [t[0].as_i64().unwrap(), t[1].as_i64().unwrap()]
}

async fn answer(app: &TestApp, id: i64, what: &str, cookie: &str) -> TestResponse {
    let path = format!("/api/matches/{id}/{what}");
    app.send(request(Method::POST, &path, None, &[cookie], &[]))
        .await
}

async fn ranking(app: &TestApp, query: &str) -> Vec<(i64, i64)> {
    let got = app.get(&format!("/api/rankings?{query}")).await;
    assert_eq!(got.status, StatusCode::OK, "{}", got.text());
    got.json()
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["id"].as_i64().unwrap(),
                e["totalPoints"].as_i64().unwrap(),
            )
        })
        .collect()
}

fn points_of(list: &[(i64, i64)], player: i64) -> Option<i64> {
    list.iter().find(|(id, _)| *id == player).map(|(_, p)| *p)
}

#[tokio::test]
async fn each_partner_records_only_the_other_team_confirms_and_a_team_is_crowned() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_named(&NAMES);
    let teams: Vec<[i64; 2]> = ids.chunks(2).map(|p| [p[0], p[1]]).collect();
    let general_before = ranking(&app, "season=2026").await;
    let start = (app.club.clock().today() - chrono::Days::new(1)).to_string();
    let (tournament, schedule) = doubles(&app, &admin, &start, &teams).await;
    let semis: Vec<&Value> = schedule
        .iter()
        .filter(|m| m["status"] == "pending")
        .collect();
    assert_eq!(semis.len(), 2, "{schedule:#?}");
    for m in &semis {
        // A doubles match names its teams; its player fields are null.
        assert_eq!(m["player1Id"], Value::Null);
        assert_eq!(m["player2Id"], Value::Null);
        assert_eq!(m["winnerTeam"], Value::Null);
        let [a, b] = team(m, 1);
        assert!(teams.contains(&[a, b]), "{m}");
        let name = m["player1Name"].as_str().unwrap();
        assert!(name.contains(" / "), "{name}");
    }
    let (first, second) = (semis[0].clone(), semis[1].clone());
    let id = first["id"].as_i64().unwrap();
    let sides = [team(&first, 1), team(&first, 2)];
    let mut cookies = std::collections::HashMap::new();
    for player in ids.iter().copied() {
        cookies.insert(player, member(&app, &admin, player).await);
    }

    // Each of the four players records for their team: a walkover, which is a claim, then
    // withdrawn by the claimant (their partner may not).
    for (side, players) in (1..=2).zip(sides) {
        for (index, player) in players.into_iter().enumerate() {
            let body = json!({ "matchId": id, "winnerTeam": side, "score": "W/O" });
            let claimed = post_result(&app, body, &[&cookies[&player]]).await;
            assert_eq!(claimed.status, StatusCode::OK, "{}", claimed.text());
            let claimed = claimed.json();
            assert_eq!(claimed["status"], "pending");
            assert_eq!(claimed["winnerTeam"], Value::Null);
            let confirmation = &claimed["confirmation"];
            assert_eq!(confirmation["state"], "claimed");
            assert_eq!(confirmation["reportedBy"], player);
            assert_eq!(confirmation["claim"]["winnerTeam"], side);
            assert_eq!(confirmation["claim"]["winnerId"], Value::Null);
            let partner = players[1 - index];
            let path = format!("/api/matches/{id}/claim");
            let by_partner = app
                .send(request(
                    Method::DELETE,
                    &path,
                    None,
                    &[&cookies[&partner]],
                    &[],
                ))
                .await;
            assert_eq!(
                by_partner.assert_error(StatusCode::FORBIDDEN, "forbidden")["code"],
                "not_claimant"
            );
            let withdrawn = app
                .send(request(
                    Method::DELETE,
                    &path,
                    None,
                    &[&cookies[&player]],
                    &[],
                ))
                .await;
            assert_eq!(withdrawn.status, StatusCode::OK, "{}", withdrawn.text());
        }
    }

    // A result names its winning team: not a player, nor a third team.
    let by_id = json!({ "matchId": id, "winnerId": sides[0][0], "score": "6-4, 6-3" });
    let refused = post_result(&app, by_id, &[&cookies[&sides[0][0]]]).await;
    assert_eq!(
        refused.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid")["fields"]["winnerTeam"]["code"],
        "winner_team_required",
        "{}",
        refused.text()
    );
    let third = json!({ "matchId": id, "winnerTeam": 3, "score": "6-4, 6-3" });
    post_result(&app, third, &[&cookies[&sides[0][0]]])
        .await
        .assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    let outsider = team(&second, 1)[1];
    let body = json!({ "matchId": id, "winnerTeam": 1, "score": "6-4, 6-3" });
    let stranger = post_result(&app, body.clone(), &[&cookies[&outsider]]).await;
    assert_eq!(
        stranger.assert_error(StatusCode::FORBIDDEN, "forbidden")["code"],
        "not_in_match"
    );

    // The second player of team 1 records; their partner may not confirm, an outsider may
    // not; a player of team 2 confirms. Both players of team 2 are asked, the partner not.
    let reported = |player: i64| {
        let cookie = cookies[&player].clone();
        let app = &app;
        async move {
            kinds_of(app, &cookie)
                .await
                .iter()
                .filter(|k| *k == "result_reported")
                .count()
        }
    };
    let mut asked_before = Vec::new();
    for player in [sides[0][0], sides[1][0], sides[1][1]] {
        asked_before.push(reported(player).await);
    }
    let recorded = post_result(&app, body, &[&cookies[&sides[0][1]]]).await;
    assert_eq!(recorded.status, StatusCode::OK, "{}", recorded.text());
    let recorded = recorded.json();
    assert_eq!(recorded["winnerTeam"], 1);
    assert_eq!(recorded["winnerId"], Value::Null);
    assert_eq!(recorded["confirmation"]["state"], "awaiting");
    let mut asked_after = Vec::new();
    for player in [sides[0][0], sides[1][0], sides[1][1]] {
        asked_after.push(reported(player).await);
    }
    assert_eq!(
        asked_after,
        [asked_before[0], asked_before[1] + 1, asked_before[2] + 1]
    );
    // Every partner heard the draw.
    for player in &ids {
        let all = notices_of(&app, &cookies[player]).await;
        let notices = all["notices"].as_array().unwrap();
        assert!(
            notices.iter().any(|n| n["kind"] == "draw_published"),
            "{player}: {notices:?}"
        );
    }
    let own = answer(&app, id, "confirm", &cookies[&sides[0][0]]).await;
    assert_eq!(
        own.assert_error(StatusCode::FORBIDDEN, "forbidden")["code"],
        "not_opponent"
    );
    let other = answer(&app, id, "confirm", &cookies[&outsider]).await;
    assert_eq!(
        other.assert_error(StatusCode::FORBIDDEN, "forbidden")["code"],
        "not_in_match"
    );
    let confirmed = answer(&app, id, "confirm", &cookies[&sides[1][1]]).await;
    assert_eq!(confirmed.status, StatusCode::OK, "{}", confirmed.text());
    assert_eq!(confirmed.json()["confirmation"]["state"], "confirmed");

    // The club records the other semifinal: team 2 wins.
    let other_id = second["id"].as_i64().unwrap();
    let body = json!({ "matchId": other_id, "winnerTeam": 2, "score": "5-7, 4-6" });
    let admin_result = app
        .call(
            Method::POST,
            "/api/matches/result",
            Some(body),
            Some(&admin),
        )
        .await;
    assert_eq!(
        admin_result.status,
        StatusCode::OK,
        "{}",
        admin_result.text()
    );

    // The final holds the two winning teams; team 2 wins it, reported by its first player
    // and confirmed by team 1's second.
    let fin = matches_of(&app, tournament)
        .await
        .into_iter()
        .find(|m| m["stage"] == "final")
        .unwrap();
    assert_eq!(fin["status"], "pending", "{fin}");
    assert_eq!(team(&fin, 1), sides[0]);
    let champions = team(&second, 2);
    assert_eq!(team(&fin, 2), champions);
    let fin_id = fin["id"].as_i64().unwrap();
    let body = json!({ "matchId": fin_id, "winnerTeam": 2, "score": "6-3, 3-6, 8-10" });
    let reported = post_result(&app, body, &[&cookies[&champions[0]]]).await;
    assert_eq!(reported.status, StatusCode::OK, "{}", reported.text());
    let waiting = app
        .get(&format!("/api/tournaments/{tournament}"))
        .await
        .json();
    assert_eq!(waiting["status"], "active");
    assert_eq!(waiting["championTeam"], Value::Null);
    assert_eq!(waiting["finalWaiting"]["winnerId"], Value::Null);
    assert!(
        waiting["finalWaiting"]["winnerName"]
            .as_str()
            .unwrap()
            .contains(" / ")
    );
    let confirmed = answer(&app, fin_id, "confirm", &cookies[&sides[0][1]]).await;
    assert_eq!(confirmed.status, StatusCode::OK, "{}", confirmed.text());
    let done = app
        .get(&format!("/api/tournaments/{tournament}"))
        .await
        .json();
    assert_eq!(done["status"], "completed", "{done}");
    assert_eq!(done["championId"], Value::Null);
    assert_eq!(done["championTeam"], json!(champions));
    let names: Vec<&str> = champions
        .iter()
        .map(|p| NAMES[ids.iter().position(|id| id == p).unwrap()])
        .collect();
    let team_name = format!("{} / {}", names[0], names[1]);
    assert_eq!(done["championName"], team_name);
    // A link to it names the champion team.
    let path = format!("/tournament/{tournament}");
    let page = head(&as_previewer(&app, &path, Some(SPANISH)).await);
    let description = meta(&page, "og:description").unwrap_or_default();
    assert!(
        description.contains(&format!("Campeón: {team_name}")),
        "{description}"
    );

    // The doubles ranking gives all eight their points, partners alike; the general ranking
    // is as it was.
    let doubles = ranking(&app, "season=2026&discipline=doubles").await;
    assert_eq!(doubles.len(), 8, "{doubles:?}");
    let at = |p: i64| points_of(&doubles, p).unwrap();
    let finalists = sides[0];
    let losers = [team(&second, 1), sides[1]];
    for pair in [champions, finalists, losers[0], losers[1]] {
        assert_eq!(at(pair[0]), at(pair[1]), "{pair:?} in {doubles:?}");
    }
    assert!(at(champions[0]) > at(finalists[0]), "{doubles:?}");
    assert!(at(finalists[0]) > at(losers[0][0]), "{doubles:?}");
    assert!(at(losers[0][0]) > 0 && at(losers[0][0]) == at(losers[1][0]));
    assert_eq!(ranking(&app, "season=2026").await, general_before);
    // A champion's profile keeps singles in matchesPlayed and winRate, and gives the doubles
    // record beside them.
    let path = format!("/api/players/{}/profile?season=2026", champions[1]);
    let profile = app.get(&path).await.json();
    assert_eq!(profile["player"]["matchesPlayed"], 0, "{profile}");
    assert_eq!(profile["winRate"], 0);
    let record = &profile["doubles"];
    assert_eq!(
        (
            &record["matchesPlayed"],
            &record["matchesWon"],
            &record["matchesLost"],
            &record["winRate"]
        ),
        (&json!(2), &json!(2), &json!(0), &json!(100)),
        "{record}"
    );
    assert_eq!(record["totalPoints"], at(champions[1]));
    // Their doubles matches, newest first, from their side: the final (they were team 2,
    // so its sets read turned round), then the semifinal.
    let recent = record["recentMatches"].as_array().unwrap();
    assert_eq!(recent.len(), 2, "{record}");
    let last = &recent[0];
    assert_eq!(last["stage"], "final");
    assert_eq!(last["partnerId"], champions[0]);
    assert_eq!(last["partnerName"], names[0]);
    assert_eq!(last["opponentTeam"], json!(finalists));
    assert_eq!(last["result"], "won");
    assert_eq!(last["score"], "3-6, 6-3, 10-8");
    assert_eq!(recent[1]["stage"], "semifinal");
    assert!(profile["recentMatches"].as_array().unwrap().is_empty());
    let loser = app
        .get(&format!("/api/players/{}/profile", losers[0][0]))
        .await
        .json();
    assert_eq!(loser["doubles"]["matchesLost"], 1, "{loser}");
    assert_eq!(loser["doubles"]["recentMatches"][0]["result"], "lost");
    let unknown = app.get("/api/rankings?discipline=mixed").await;
    assert_eq!(
        unknown.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid")["fields"]["discipline"]["code"],
        "discipline_unknown"
    );
}

#[tokio::test]
async fn the_doubles_ranking_counts_by_season_and_a_team_walkover_costs_each_partner() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_named(&NAMES[..4]);
    let teams = [[ids[0], ids[1]], [ids[2], ids[3]]];
    // Each tournament is one match, which the club records: in 2025 team 1 wins it; in 2026
    // team 2 gives two walkovers, the second of which costs each partner 30.
    let mut general = None;
    for (start, score) in [
        ("2025-03-01", "6-2, 6-2"),
        ("2026-03-01", "W/O"),
        ("2026-06-01", "W/O"),
    ] {
        let (_, schedule) = doubles(&app, &admin, start, &teams).await;
        let m = schedule.iter().find(|m| m["status"] == "pending").unwrap();
        // Scores are from team 1's side: team 1 of the schedule is the better seed.
        let side = if team(m, 1) == teams[0] { 1 } else { 2 };
        let score = if side == 1 {
            score.to_string()
        } else {
            score.replace("6-2", "2-6")
        };
        let body = json!({ "matchId": m["id"], "winnerTeam": side, "score": score });
        let got = app
            .call(
                Method::POST,
                "/api/matches/result",
                Some(body),
                Some(&admin),
            )
            .await;
        assert_eq!(got.status, StatusCode::OK, "{}", got.text());
        general.get_or_insert(ranking(&app, "season=2026").await);
    }
    let walkovers = |player: i64, table: &'static str| {
        app.write_straight(move |tx| {
            Ok(tx.query_row(
                &format!(
                    "SELECT COALESCE(SUM(walkovers), 0), COALESCE(SUM(walkover_penalty), 0)
                     FROM {table} WHERE player_id = ?1 AND season = 2026"
                ),
                [player],
                |r| Ok((r.get::<_, i64>(0)?, r.get::<_, i64>(1)?)),
            )?)
        })
        .unwrap()
    };
    for player in teams[1] {
        assert_eq!(walkovers(player, "doubles_totals"), (2, 30));
        assert_eq!(walkovers(player, "player_totals"), (0, 0));
    }
    let season_2025 = ranking(&app, "season=2025&discipline=doubles").await;
    let season_2026 = ranking(&app, "season=2026&discipline=doubles").await;
    let all = ranking(&app, "season=all&discipline=doubles").await;
    assert_eq!(season_2025.len(), 4, "{season_2025:?}");
    for player in ids.iter().copied() {
        let (a, b) = (
            points_of(&season_2025, player).unwrap(),
            points_of(&season_2026, player).unwrap(),
        );
        assert_eq!(points_of(&all, player), Some(a + b));
    }
    // The walkovers' team: its 2026 points are the finalist's twice, less 30 each.
    let winners = points_of(&season_2026, teams[0][0]).unwrap();
    let givers = points_of(&season_2026, teams[1][0]).unwrap();
    assert!(givers < winners, "{season_2026:?}");
    assert_eq!(points_of(&season_2026, teams[1][1]), Some(givers));
    // The general ranking never moved: the same after the first tournament and the last.
    assert_eq!(Some(ranking(&app, "season=2026").await), general);
    // The archive of 2025 names its doubles champion team.
    let archive = app.get("/api/seasons").await.json();
    let past = archive["seasons"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["season"] == "2025")
        .unwrap_or_else(|| panic!("{archive}"));
    let champion = &past["champions"][0];
    assert_eq!(champion["championId"], Value::Null, "{champion}");
    assert_eq!(champion["championTeam"], json!(teams[0]));
    assert_eq!(
        champion["championName"],
        format!("{} / {}", NAMES[0], NAMES[1])
    );
    // Its doubles top 10 beside the general one: the four partners, the champions first.
    let top: Vec<i64> = past["doublesTop"]
        .as_array()
        .unwrap_or_else(|| panic!("{past}"))
        .iter()
        .map(|e| e["id"].as_i64().unwrap())
        .collect();
    assert_eq!(top.len(), 4, "{past}");
    assert_eq!(
        top[..2].iter().copied().collect::<HashSet<_>>(),
        teams[0].into_iter().collect()
    );
    // Each champion's profile lists the titles of the season with the partner, newest first:
    // the three cups all time, the two of 2026 in 2026; the losers' list none.
    for (me, partner) in [(teams[0][0], teams[0][1]), (teams[0][1], teams[0][0])] {
        let profile = app
            .get(&format!("/api/players/{me}/profile?season=all"))
            .await
            .json();
        let titles = profile["doubles"]["titles"].as_array().unwrap().clone();
        let starts: Vec<&str> = titles
            .iter()
            .map(|t| t["startDate"].as_str().unwrap())
            .collect();
        assert_eq!(
            starts,
            ["2026-06-01", "2026-03-01", "2025-03-01"],
            "{profile}"
        );
        assert!(
            titles.iter().all(|t| t["partnerId"] == partner),
            "{profile}"
        );
        assert_eq!(titles[2]["tournamentId"], champion["tournamentId"]);
        let now = app
            .get(&format!("/api/players/{me}/profile?season=2026"))
            .await
            .json();
        assert_eq!(
            now["doubles"]["titles"].as_array().map(Vec::len),
            Some(2),
            "{now}"
        );
    }
    let loser = app
        .get(&format!("/api/players/{}/profile?season=all", teams[1][0]))
        .await
        .json();
    assert_eq!(loser["doubles"]["titles"], json!([]), "{loser}");

    let check = || app.write_straight(|tx| tournament_hub::db::totals::differences(tx));
    assert_eq!(check().unwrap(), Vec::new());
    // `tournament-hub check` finds a doubles total that drifted, and its repair mends it.
    let drifted = teams[1][1];
    app.write_straight(move |tx| {
        tx.execute(
            "UPDATE doubles_totals SET total = total + 7 WHERE player_id = ?1 AND season = 2026",
            [drifted],
        )?;
        Ok(())
    })
    .unwrap();
    let found = check().unwrap();
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(
        found[0].ranking,
        tournament_hub::db::totals::Ranking::Doubles
    );
    assert_eq!((found[0].player_id.0, found[0].season), (drifted, 2026));
    assert_eq!(
        found[0].stored.total_points,
        found[0].recomputed.total_points + 7
    );
    app.write_straight(|tx| tournament_hub::db::totals::rebuild(tx))
        .unwrap();
    assert_eq!(check().unwrap(), Vec::new());
}

#[tokio::test]
async fn any_partner_plans_a_doubles_match_and_it_holds_all_four_players() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_named(&NAMES);
    let teams: Vec<[i64; 2]> = ids.chunks(2).map(|p| [p[0], p[1]]).collect();
    let today = app.club.clock().today();
    let start = (today - chrono::Days::new(1)).to_string();
    let (_, schedule) = doubles(&app, &admin, &start, &teams).await;
    let semi = schedule.iter().find(|m| m["status"] == "pending").unwrap();
    let id = semi["id"].as_i64().unwrap();
    // The second player of team 2 (no team's key) sets the day, hour and court.
    let partner = team(semi, 2)[1];
    let cookie = member(&app, &admin, partner).await;
    let day = (today + chrono::Days::new(1)).to_string();
    let asked = json!({ "date": day, "time": "20:00", "cancha": 3 });
    let path = format!("/api/matches/{id}/schedule");
    let planned = app
        .send(request(Method::PATCH, &path, Some(asked), &[&cookie], &[]))
        .await;
    assert_eq!(planned.status, StatusCode::OK, "{}", planned.text());
    assert_eq!(planned.json()["time"], "20:00");
    // Every one of its four players is held then: a league match of team 1's second player
    // half an hour later on another court is refused, naming them.
    let held = team(semi, 1)[1];
    let outsider = app.insert_named(&["Ximena Araya Villalobos"])[0];
    let body = json!({ "player1Id": held, "player2Id": outsider, "date": day,
                       "time": "20:30", "cancha": 9 });
    let busy = app
        .call(
            Method::POST,
            "/api/league/matches",
            Some(body),
            Some(&admin),
        )
        .await;
    let refused = busy.assert_error(StatusCode::CONFLICT, "conflict");
    assert_eq!(refused["code"], "player_busy", "{refused}");
    assert_eq!(refused["fields"]["time"]["params"]["playerId"], held);
    let name = NAMES[ids.iter().position(|p| *p == held).unwrap()];
    assert_eq!(refused["fields"]["time"]["params"]["player"], name);
}

#[tokio::test]
async fn the_other_team_disputes_with_its_own_version_and_the_club_accepts_it() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_named(&NAMES);
    let teams: Vec<[i64; 2]> = ids.chunks(2).map(|p| [p[0], p[1]]).collect();
    let start = (app.club.clock().today() - chrono::Days::new(1)).to_string();
    let (_, schedule) = doubles(&app, &admin, &start, &teams).await;
    let semi = schedule.iter().find(|m| m["status"] == "pending").unwrap();
    let id = semi["id"].as_i64().unwrap();
    let (one, two) = (team(semi, 1), team(semi, 2));
    let reporter = member(&app, &admin, one[0]).await;
    let disputer = member(&app, &admin, two[1]).await;
    let body = json!({ "matchId": id, "winnerTeam": 1, "score": "6-3, 6-4" });
    let reported = post_result(&app, body, &[&reporter]).await;
    assert_eq!(reported.status, StatusCode::OK, "{}", reported.text());

    // A version names its winning team; a player's id is refused, as in a result.
    let path = format!("/api/matches/{id}/dispute");
    let dispute = |body: Value| {
        let (app, path, disputer) = (&app, path.clone(), disputer.clone());
        async move {
            app.send(request(Method::POST, &path, Some(body), &[&disputer], &[]))
                .await
        }
    };
    let by_id = dispute(json!({ "reason": "Ganamos nosotros", "winnerId": two[0],
                                "score": "3-6, 4-6" }))
    .await;
    assert_eq!(
        by_id.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid")["fields"]["winnerTeam"]["code"],
        "winner_team_required"
    );
    let disputed = dispute(json!({ "reason": "Ganamos nosotros", "winnerTeam": 2,
                                   "score": "3-6, 4-6" }))
    .await;
    assert_eq!(disputed.status, StatusCode::OK, "{}", disputed.text());
    let disputed = disputed.json();
    assert_eq!(disputed["confirmation"]["state"], "disputed");

    // The club's queue shows the version by its team, and accepting it makes team 2 the winner.
    let queue = app
        .call(Method::GET, "/api/admin/disputes", None, Some(&admin))
        .await
        .json();
    let waiting = queue
        .as_array()
        .unwrap()
        .iter()
        .find(|w| w["match"]["id"] == id)
        .unwrap_or_else(|| panic!("{queue}"));
    assert_eq!(
        waiting["version"],
        json!({ "winnerId": null, "winnerTeam": 2, "score": "3-6, 4-6" })
    );
    let body = json!({ "accept": "dispute",
                       "reportedAt": disputed["confirmation"]["reportedAt"] });
    let settled = app
        .call(
            Method::POST,
            &format!("/api/matches/{id}/settle"),
            Some(body),
            Some(&admin),
        )
        .await;
    assert_eq!(settled.status, StatusCode::OK, "{}", settled.text());
    let settled = settled.json();
    assert_eq!(settled["winnerTeam"], 2);
    assert_eq!(settled["score"], "3-6, 4-6");
    assert_eq!(settled["confirmation"]["state"], "confirmed");
}

/// A doubles match is on each of its four players' own pages: the member's next matches name
/// the partner and the other team, and every player's calendar feed holds it. The admin's
/// walkover names the team that showed up.
#[tokio::test]
async fn every_partner_sees_the_doubles_match_on_their_page_and_feed() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_named(&NAMES);
    let teams: Vec<[i64; 2]> = ids.chunks(2).map(|p| [p[0], p[1]]).collect();
    let start = (app.club.clock().today() - chrono::Days::new(1)).to_string();
    let (_, schedule) = doubles(&app, &admin, &start, &teams).await;
    let semi = schedule.iter().find(|m| m["status"] == "pending").unwrap();
    let (mine, theirs) = (team(semi, 1), team(semi, 2));
    let name = |id: i64| NAMES[ids.iter().position(|p| *p == id).unwrap()];
    // The second player of team 1: not the key any match column holds.
    let cookie = member(&app, &admin, mine[1]).await;
    let overview = app
        .send(request(
            Method::GET,
            "/api/me/overview",
            None,
            &[&cookie],
            &[],
        ))
        .await;
    assert_eq!(overview.status, StatusCode::OK, "{}", overview.text());
    let next = overview.json()["tournamentMatches"].clone();
    let found = next
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["matchId"] == semi["id"])
        .unwrap_or_else(|| panic!("the partner's page lacks the match: {next}"))
        .clone();
    assert_eq!(found["partnerId"], mine[0]);
    assert_eq!(found["partnerName"], name(mine[0]));
    assert_eq!(found["opponentTeam"], json!(theirs));
    assert_eq!(found["opponentId"], theirs[0]);
    assert_eq!(
        found["opponentName"],
        format!("{} / {}", name(theirs[0]), name(theirs[1]))
    );
    // Each of the four has it in their feed, with both teams' names.
    for player in mine.iter().chain(&theirs) {
        let feed = app
            .get(&format!("/api/players/{player}/calendar.ics"))
            .await
            .text()
            .replace("\r\n ", "");
        assert!(
            feed.contains(&format!("{} / {}", name(theirs[0]), name(theirs[1])))
                && feed.contains(&format!("{} / {}", name(mine[0]), name(mine[1]))),
            "player {player}'s feed lacks the match: {feed}"
        );
    }
    // The admin's walkover names its winner by side, as a doubles result does.
    let path = format!("/api/matches/{}/walkover", semi["id"]);
    let by_id = app
        .call(
            Method::POST,
            &path,
            Some(json!({"winnerId": mine[0]})),
            Some(&admin),
        )
        .await;
    let refused = by_id.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(
        refused["fields"]["winnerTeam"]["code"],
        "winner_team_required"
    );
    let done = app
        .call(
            Method::POST,
            &path,
            Some(json!({"winnerTeam": 2})),
            Some(&admin),
        )
        .await;
    assert_eq!(done.status, StatusCode::OK, "{}", done.text());
    assert_eq!(done.json()["winnerTeam"], 2);
    assert_eq!(done.json()["outcome"], "walkover");
}

/// A head-to-head of two players whose teams met gives that doubles match, from the first
/// player's side; partners never meet, and a singles head-to-head stays as it was.
#[tokio::test]
async fn a_head_to_head_lists_the_doubles_matches_their_teams_played() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let ids = app.insert_named(&NAMES[..4]);
    let teams = vec![[ids[0], ids[1]], [ids[2], ids[3]]];
    let start = (app.club.clock().today() - chrono::Days::new(1)).to_string();
    let (_, schedule) = doubles(&app, &admin, &start, &teams).await;
    let final_match = schedule.iter().find(|m| m["status"] == "pending").unwrap();
    let (one, two) = (team(final_match, 1), team(final_match, 2));
    let path = format!("/api/matches/{}/walkover", final_match["id"]);
    let done = app
        .call(
            Method::POST,
            &path,
            Some(json!({"winnerTeam": 1})),
            Some(&admin),
        )
        .await;
    assert_eq!(done.status, StatusCode::OK, "{}", done.text());
    let name = |id: i64| NAMES[ids.iter().position(|p| *p == id).unwrap()];

    // Team 1's second player against team 2's first: their teams met once.
    let h2h = app
        .get(&format!("/api/players/{}/head-to-head/{}", one[1], two[0]))
        .await;
    assert_eq!(h2h.status, StatusCode::OK, "{}", h2h.text());
    let body = h2h.json();
    assert_eq!(body["meetings"], json!([]), "no singles meeting");
    let met = body["doublesMeetings"].as_array().unwrap();
    assert_eq!(met.len(), 1, "{body}");
    assert_eq!(met[0]["partnerId"], one[0]);
    assert_eq!(met[0]["partnerName"], name(one[0]));
    assert_eq!(met[0]["opponentTeam"], json!(two));
    assert_eq!(
        met[0]["opponentName"],
        format!("{} / {}", name(two[0]), name(two[1]))
    );
    assert_eq!(met[0]["result"], "won");
    assert_eq!(met[0]["outcome"], "walkover");
    // From the other side, lost.
    let back = app
        .get(&format!("/api/players/{}/head-to-head/{}", two[0], one[1]))
        .await
        .json();
    assert_eq!(back["doublesMeetings"][0]["result"], "lost");
    // Partners played together, never against each other.
    let partners = app
        .get(&format!("/api/players/{}/head-to-head/{}", one[0], one[1]))
        .await
        .json();
    assert_eq!(partners["doublesMeetings"], json!([]));
}
