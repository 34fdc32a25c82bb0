//! Who may play (docs/rules.md#level-and-fee): each player's level, each season's fee and who
//! paid it, their privacy, the audit trail of every change, and the warnings (never refusals)
//! when an unconfirmed or unpaid player is put in a draw or approved.

use crate::common;

use axum::http::{Method, StatusCode};
use chrono::{DateTime, Utc};
use rusqlite::params;
use serde_json::{Value, json};

use common::TestApp;

/// The club's clock in these tests: 10 March 2026, noon in club time.
const NOW: &str = "2026-03-10T18:00:00Z";
/// 5 January 2026 in unix seconds: when the 2026 players were approved.
const JANUARY_2026: i64 = 1_767_600_000;
/// 1 June 2025 in unix seconds: when the 2025 players were approved.
const JUNE_2025: i64 = 1_748_736_000;

fn app_at_now() -> TestApp {
    let app = TestApp::new();
    app.club
        .clock()
        .set(Some(NOW.parse::<DateTime<Utc>>().unwrap()));
    app
}

/// Approved players `{prefix}01`, ... approved at `instant` (unix seconds).
fn members(app: &TestApp, prefix: &str, n: usize, instant: i64) -> Vec<i64> {
    let ids = app.insert_players(prefix, n);
    let set = ids.clone();
    app.write_straight(move |tx| {
        for id in set {
            tx.execute(
                "UPDATE players SET approved_at = ?2, created_at = ?2 WHERE id = ?1",
                params![id, instant],
            )?;
        }
        Ok(())
    })
    .unwrap();
    ids
}

async fn ok(app: &TestApp, method: Method, path: &str, body: Option<Value>, admin: &str) -> Value {
    let response = app.call(method.clone(), path, body, Some(admin)).await;
    assert!(
        response.status.is_success(),
        "{method} {path}: {} {}",
        response.status,
        response.text()
    );
    if response.bytes.is_empty() {
        Value::Null
    } else {
        response.json()
    }
}

async fn fees(app: &TestApp, season: i32, admin: &str) -> Value {
    ok(
        app,
        Method::GET,
        &format!("/api/admin/fees?season={season}"),
        None,
        admin,
    )
    .await
}

fn line(fees: &Value, player: i64) -> &Value {
    fees["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["playerId"] == player)
        .unwrap_or_else(|| panic!("player {player} in {fees}"))
}

async fn audit(app: &TestApp, subject: &str, admin: &str) -> Vec<Value> {
    ok(
        app,
        Method::GET,
        &format!("/api/admin/audit?subject={subject}"),
        None,
        admin,
    )
    .await
    .as_array()
    .unwrap()
    .clone()
}

#[tokio::test]
async fn a_level_is_c_plus_b_or_unconfirmed() {
    let app = app_at_now();
    let admin = app.admin_cookie().await;

    let added = ok(
        &app,
        Method::POST,
        "/api/players",
        Some(json!({ "name": "Ana Mora", "level": "C+" })),
        &admin,
    )
    .await;
    assert_eq!(added["level"], "C+");
    let id = added["id"].as_i64().unwrap();
    let plain = ok(
        &app,
        Method::POST,
        "/api/players",
        Some(json!({ "name": "Luis Vega" })),
        &admin,
    )
    .await;
    assert_eq!(
        plain["level"],
        Value::Null,
        "unconfirmed until the admin says"
    );

    // The player's page and the lists show it, to everyone: a club fact.
    let public = app.get(&format!("/api/players/{id}")).await;
    assert_eq!(public.json()["level"], "C+");
    let listed = app.get("/api/players").await.json();
    assert!(
        listed
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p["level"] == "C+")
    );

    let path = format!("/api/players/{id}");
    let edited = ok(
        &app,
        Method::PATCH,
        &path,
        Some(json!({ "level": "B" })),
        &admin,
    )
    .await;
    assert_eq!(edited["level"], "B");
    let kept = ok(
        &app,
        Method::PATCH,
        &path,
        Some(json!({ "name": "Ana M." })),
        &admin,
    )
    .await;
    assert_eq!(kept["level"], "B", "an edit that leaves it out keeps it");
    let cleared = ok(
        &app,
        Method::PATCH,
        &path,
        Some(json!({ "level": null })),
        &admin,
    )
    .await;
    assert_eq!(cleared["level"], Value::Null);

    for bad in ["A", "b", "C", ""] {
        let refused = app
            .call(
                Method::PATCH,
                &path,
                Some(json!({ "level": bad })),
                Some(&admin),
            )
            .await;
        let body = refused.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
        assert_eq!(body["code"], "level_unknown", "{bad}");
        assert_eq!(body["fields"]["level"]["code"], "level_unknown");
    }
    let refused = app
        .call(
            Method::POST,
            "/api/players",
            Some(json!({ "name": "Eva Ruiz", "level": "A" })),
            Some(&admin),
        )
        .await;
    let body = refused.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(body["fields"]["level"]["code"], "level_unknown");
    let wrong_type = app
        .call(
            Method::PATCH,
            &path,
            Some(json!({ "level": 3 })),
            Some(&admin),
        )
        .await;
    wrong_type.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(app.count("players"), 2, "nothing half-written");
    let after = app.get(&path).await.json();
    assert_eq!(after["level"], Value::Null);

    // A newcomer cannot confirm their own level.
    let invitation = ok(&app, Method::POST, "/api/invitations", None, &admin).await;
    let token = invitation["inviteToken"].as_str().unwrap();
    let signup = app
        .call(
            Method::POST,
            &format!("/api/invitations/{token}/signup"),
            Some(json!({ "name": "Pending Newcomer", "level": "B" })),
            None,
        )
        .await;
    assert_eq!(signup.status, StatusCode::CREATED, "{}", signup.text());
    let pending = signup.json()["id"].as_i64().unwrap();
    let seen = ok(
        &app,
        Method::GET,
        &format!("/api/players/{pending}"),
        None,
        &admin,
    )
    .await;
    assert_eq!(seen["level"], Value::Null);
}

#[tokio::test]
async fn each_season_has_its_fee_and_2025_had_half() {
    let app = app_at_now();
    let admin = app.admin_cookie().await;

    let first = fees(&app, 2025, &admin).await;
    assert_eq!(
        (first["fee"].as_i64(), &first["feeSetByAdmin"]),
        (Some(5_000), &json!(false))
    );
    let current = ok(&app, Method::GET, "/api/admin/fees", None, &admin).await;
    assert_eq!(current["season"], 2026, "the current season when left out");
    assert_eq!(current["fee"], 10_000);
    assert_eq!(
        fees(&app, 2027, &admin).await["fee"],
        10_000,
        "next year too"
    );
    assert_eq!(current["seasons"], json!([2027, 2026, 2025]));

    let set = ok(
        &app,
        Method::PUT,
        "/api/admin/seasons/2026/fee",
        Some(json!({ "amount": 12_000 })),
        &admin,
    )
    .await;
    assert_eq!(
        set,
        json!({ "season": 2026, "fee": 12_000, "setByAdmin": true })
    );
    assert_eq!(fees(&app, 2026, &admin).await["fee"], 12_000);
    assert_eq!(
        fees(&app, 2025, &admin).await["fee"],
        5_000,
        "one season's fee only"
    );

    for (path, body, code) in [
        ("/api/admin/seasons/2026/fee", json!({}), "amount_required"),
        (
            "/api/admin/seasons/2026/fee",
            json!({ "amount": -1 }),
            "amount_invalid",
        ),
        (
            "/api/admin/seasons/2026/fee",
            json!({ "amount": 1_000_001 }),
            "amount_invalid",
        ),
        (
            "/api/admin/seasons/1999/fee",
            json!({ "amount": 10_000 }),
            "season_invalid",
        ),
        (
            "/api/admin/seasons/2028/fee",
            json!({ "amount": 10_000 }),
            "season_invalid",
        ),
    ] {
        let refused = app.call(Method::PUT, path, Some(body), Some(&admin)).await;
        let error = refused.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
        assert_eq!(error["code"], code, "{path}");
    }
    for season in ["2028", "1999", "all", "26"] {
        let refused = app
            .call(
                Method::GET,
                &format!("/api/admin/fees?season={season}"),
                None,
                Some(&admin),
            )
            .await;
        let error = refused.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
        assert_eq!(error["fields"]["season"]["code"], "season_invalid");
    }
    assert_eq!(
        fees(&app, 2026, &admin).await["fee"],
        12_000,
        "refusals change nothing"
    );
}

#[tokio::test]
async fn marking_fees_paid_moves_the_totals_and_can_be_undone() {
    let app = app_at_now();
    let admin = app.admin_cookie().await;
    let ids = members(&app, "Socio ", 3, JANUARY_2026);
    let veteran = members(&app, "Veterano ", 1, JUNE_2025)[0];

    let before = fees(&app, 2026, &admin).await;
    assert_eq!(before["playerCount"], 4);
    assert_eq!(
        (before["collected"].as_i64(), before["owed"].as_i64()),
        (Some(0), Some(40_000))
    );
    assert_eq!(line(&before, ids[0])["status"], "unpaid");
    assert_eq!(line(&before, ids[0])["amount"], Value::Null);

    // One tap: the season's fee, today.
    let paid = ok(
        &app,
        Method::PUT,
        &format!("/api/admin/fees/2026/{}", ids[0]),
        Some(json!({})),
        &admin,
    )
    .await;
    assert_eq!(paid["amount"], 10_000);
    assert_eq!(paid["paidOn"], "2026-03-10", "the club's date today");
    assert_eq!(
        (paid["status"].as_str(), paid["owed"].as_i64()),
        (Some("paid"), Some(0))
    );

    let partial = ok(
        &app,
        Method::PUT,
        &format!("/api/admin/fees/2026/{}", ids[1]),
        Some(json!({ "amount": 4_000, "paidOn": "2026-02-01" })),
        &admin,
    )
    .await;
    assert_eq!(
        (partial["status"].as_str(), partial["owed"].as_i64()),
        (Some("partial"), Some(6_000))
    );

    let after = fees(&app, 2026, &admin).await;
    assert_eq!(after["collected"], 14_000);
    assert_eq!(after["owed"], 26_000);
    assert_eq!(after["paidCount"], 1);
    assert_eq!(line(&after, ids[1])["paidOn"], "2026-02-01");
    let names: Vec<&str> = after["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["Socio 01", "Socio 02", "Socio 03", "Veterano 01"],
        "by name"
    );

    // 2025 lists who was a member then; its whole fee was 5,000.
    let paid_2025 = ok(
        &app,
        Method::PUT,
        &format!("/api/admin/fees/2025/{veteran}"),
        Some(json!({ "paidOn": "2025-06-02" })),
        &admin,
    )
    .await;
    assert_eq!(
        (paid_2025["amount"].as_i64(), paid_2025["status"].as_str()),
        (Some(5_000), Some("paid"))
    );
    let season_2025 = fees(&app, 2025, &admin).await;
    assert_eq!(season_2025["playerCount"], 1, "{season_2025}");
    assert_eq!(
        (
            season_2025["collected"].as_i64(),
            season_2025["owed"].as_i64()
        ),
        (Some(5_000), Some(0))
    );
    assert_eq!(
        line(&fees(&app, 2026, &admin).await, veteran)["status"],
        "unpaid",
        "each season its own"
    );

    // Undo.
    let path = format!("/api/admin/fees/2026/{}", ids[0]);
    let undone = app.call(Method::DELETE, &path, None, Some(&admin)).await;
    assert_eq!(undone.status, StatusCode::NO_CONTENT, "{}", undone.text());
    let again = app.call(Method::DELETE, &path, None, Some(&admin)).await;
    assert_eq!(
        again.assert_error(StatusCode::NOT_FOUND, "not_found")["code"],
        "fee_payment_not_found"
    );
    let undone_fees = fees(&app, 2026, &admin).await;
    assert_eq!(
        (
            undone_fees["collected"].as_i64(),
            undone_fees["owed"].as_i64()
        ),
        (Some(4_000), Some(36_000))
    );

    // Bad payments change nothing.
    for (body, code) in [
        (json!({ "paidOn": "2026-03-11" }), "paid_on_future"),
        (json!({ "paidOn": "10/03/2026" }), "paid_on_invalid"),
        (json!({ "amount": 0 }), "amount_invalid"),
        (json!({ "amount": 2_000_000 }), "amount_invalid"),
    ] {
        let refused = app
            .call(Method::PUT, &path, Some(body.clone()), Some(&admin))
            .await;
        let error = refused.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid");
        assert_eq!(error["code"], code, "{body}");
    }
    let unknown = app
        .call(
            Method::PUT,
            "/api/admin/fees/2026/9999",
            Some(json!({})),
            Some(&admin),
        )
        .await;
    assert_eq!(
        unknown.assert_error(StatusCode::NOT_FOUND, "not_found")["code"],
        "player_not_found"
    );
    let invitation = ok(&app, Method::POST, "/api/invitations", None, &admin).await;
    let token = invitation["inviteToken"].as_str().unwrap();
    let pending = app
        .call(
            Method::POST,
            &format!("/api/invitations/{token}/signup"),
            Some(json!({ "name": "Pendiente" })),
            None,
        )
        .await
        .json()["id"]
        .as_i64()
        .unwrap();
    let refused = app
        .call(
            Method::PUT,
            &format!("/api/admin/fees/2026/{pending}"),
            Some(json!({})),
            Some(&admin),
        )
        .await;
    assert_eq!(
        refused.assert_error(StatusCode::CONFLICT, "conflict")["code"],
        "player_pending"
    );
    assert_eq!(app.count("fee_payments"), 2);
    assert!(
        fees(&app, 2026, &admin).await["players"]
            .as_array()
            .unwrap()
            .iter()
            .all(|l| l["playerId"] != pending),
        "pending registrations owe nothing yet"
    );
}

#[tokio::test]
async fn fees_are_the_admins_alone_and_never_in_a_public_answer() {
    let app = app_at_now();
    let admin = app.admin_cookie().await;
    let league = app.league_cookie().await;
    let id = members(&app, "Socio ", 1, JANUARY_2026)[0];
    ok(
        &app,
        Method::PUT,
        &format!("/api/admin/fees/2026/{id}"),
        Some(json!({ "amount": 7_777, "paidOn": "2026-03-03" })),
        &admin,
    )
    .await;

    let calls = [
        (Method::GET, "/api/admin/fees?season=2026".to_string(), None),
        (
            Method::GET,
            format!("/api/admin/eligibility?players={id}"),
            None,
        ),
        (
            Method::GET,
            format!("/api/admin/audit?subject=player:{id}"),
            None,
        ),
        (
            Method::PUT,
            "/api/admin/seasons/2026/fee".to_string(),
            Some(json!({ "amount": 1 })),
        ),
        (
            Method::PUT,
            format!("/api/admin/fees/2026/{id}"),
            Some(json!({ "amount": 1 })),
        ),
        (Method::DELETE, format!("/api/admin/fees/2026/{id}"), None),
    ];
    for cookie in [None, Some(league.as_str())] {
        for (method, path, body) in &calls {
            let refused = app.call(method.clone(), path, body.clone(), cookie).await;
            let error = refused.assert_error(StatusCode::UNAUTHORIZED, "unauthorized");
            assert_eq!(error["code"], "admin_login_required", "{method} {path}");
        }
    }
    let kept = fees(&app, 2026, &admin).await;
    assert_eq!(
        (kept["fee"].as_i64(), line(&kept, id)["amount"].as_i64()),
        (Some(10_000), Some(7_777))
    );

    for path in [
        format!("/api/players/{id}"),
        "/api/players".to_string(),
        format!("/api/players/{id}/profile"),
        "/api/rankings".to_string(),
    ] {
        for cookie in [None, Some(league.as_str())] {
            let answer = app.call(Method::GET, &path, None, cookie).await;
            assert_eq!(answer.status, StatusCode::OK, "{path}");
            let text = answer.text();
            for private in ["7777", "paidOn", "\"fee", "\"owed\"", "2026-03-03"] {
                assert!(!text.contains(private), "{path} tells {private}: {text}");
            }
        }
    }
}

#[tokio::test]
async fn every_change_leaves_an_audit_record_in_its_own_transaction() {
    let app = app_at_now();
    let admin = app.admin_cookie().await;
    let at = "2026-03-10T18:00:00Z";

    ok(
        &app,
        Method::PUT,
        "/api/admin/seasons/2026/fee",
        Some(json!({ "amount": 12_000 })),
        &admin,
    )
    .await;
    let season = audit(&app, "season:2026", &admin).await;
    assert_eq!(season.len(), 1);
    assert_eq!(season[0]["action"], "season_fee_set");
    assert_eq!(season[0]["actor"], "admin");
    assert_eq!(season[0]["at"], at);
    assert_eq!(
        season[0]["before"],
        json!({ "fee": 10_000, "setByAdmin": false })
    );
    assert_eq!(
        season[0]["after"],
        json!({ "fee": 12_000, "setByAdmin": true })
    );

    let added = ok(
        &app,
        Method::POST,
        "/api/players",
        Some(json!({ "name": "Ana Mora", "level": "B" })),
        &admin,
    )
    .await;
    let id = added["id"].as_i64().unwrap();
    let subject = format!("player:{id}");
    let path = format!("/api/players/{id}");
    ok(
        &app,
        Method::PATCH,
        &path,
        Some(json!({ "level": "C+" })),
        &admin,
    )
    .await;
    ok(
        &app,
        Method::PATCH,
        &path,
        Some(json!({ "level": "C+", "name": "Ana" })),
        &admin,
    )
    .await;
    let fee = format!("/api/admin/fees/2026/{id}");
    ok(
        &app,
        Method::PUT,
        &fee,
        Some(json!({ "paidOn": "2026-03-01" })),
        &admin,
    )
    .await;
    ok(
        &app,
        Method::PUT,
        &fee,
        Some(json!({ "paidOn": "2026-03-01" })),
        &admin,
    )
    .await;
    assert_eq!(
        app.call(Method::DELETE, &fee, None, Some(&admin))
            .await
            .status,
        StatusCode::NO_CONTENT
    );

    // Refused writes leave nothing.
    app.call(
        Method::PUT,
        &fee,
        Some(json!({ "paidOn": "2027-01-01" })),
        Some(&admin),
    )
    .await;
    app.call(
        Method::PATCH,
        &path,
        Some(json!({ "level": "A" })),
        Some(&admin),
    )
    .await;

    let trail = audit(&app, &subject, &admin).await;
    let actions: Vec<&str> = trail
        .iter()
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    assert_eq!(
        actions,
        ["fee_payment_undone", "fee_paid", "level_set", "level_set"],
        "newest first; an unchanged level or payment records nothing"
    );
    assert!(
        trail
            .iter()
            .all(|e| e["actor"] == "admin" && e["subject"] == subject.as_str())
    );
    assert_eq!(trail[3]["before"], json!({ "level": null }));
    assert_eq!(trail[3]["after"], json!({ "level": "B" }));
    assert_eq!(trail[2]["before"], json!({ "level": "B" }));
    assert_eq!(trail[2]["after"], json!({ "level": "C+" }));
    let payment = json!({ "season": 2026, "amount": 12_000, "paidOn": "2026-03-01" });
    assert_eq!(
        (&trail[1]["before"], &trail[1]["after"]),
        (&Value::Null, &payment)
    );
    assert_eq!(
        (&trail[0]["before"], &trail[0]["after"]),
        (&payment, &Value::Null)
    );

    let all = app
        .call(Method::GET, "/api/admin/audit?limit=2", None, Some(&admin))
        .await;
    assert_eq!(all.header("x-total-count").as_deref(), Some("5"));
    assert_eq!(all.json().as_array().unwrap().len(), 2);
    assert_eq!(app.count("audit_trail"), 5);
    let refused = app
        .call(
            Method::GET,
            "/api/admin/audit?subject=player;1",
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(
        refused.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid")["code"],
        "subject_invalid"
    );

    // The trail is written with its write or not at all: a write that fails after its
    // record was made leaves neither.
    let before = app.count("audit_trail");
    let failed = app
        .club
        .apply(move |tx| {
            let change =
                tournament_hub::club::Change::new(tournament_hub::club::ChangeKind::FeesChanged)
                    .audited(tournament_hub::db::audit::Record {
                        actor: tournament_hub::domain::actor::Actor::ADMIN,
                        action: "fee_paid",
                        subject: "player:1".into(),
                        before: None,
                        after: None,
                    });
            tx.execute(
                "INSERT INTO season_fees (season, amount) VALUES (2030, 1)",
                [],
            )?;
            // Refused by the table's CHECK: the whole write rolls back, record included.
            tx.execute("INSERT INTO season_fees (season, amount) VALUES (1, 1)", [])?;
            Ok(((), change))
        })
        .await;
    assert!(failed.is_err());
    assert_eq!(app.count("audit_trail"), before);
    assert_eq!(app.count("season_fees"), 1);
}

fn tournament(ids: &[i64], start: &str) -> Value {
    json!({ "name": "Copa Marzo", "startDate": start, "playerCount": ids.len(),
            "tournamentType": "hybrid", "status": "draft", "selectedPlayerIds": ids })
}

fn warned(answer: &Value) -> Vec<(String, i64, Vec<String>)> {
    answer["warnings"]
        .as_array()
        .unwrap_or_else(|| panic!("warnings in {answer}"))
        .iter()
        .map(|w| {
            (
                w["code"].as_str().unwrap().to_string(),
                w["season"].as_i64().unwrap(),
                w["players"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|p| p["name"].as_str().unwrap().to_string())
                    .collect(),
            )
        })
        .collect()
}

fn strings(names: &[&str]) -> Vec<String> {
    names.iter().map(|n| n.to_string()).collect()
}

#[tokio::test]
async fn unconfirmed_and_unpaid_players_are_warned_of_not_refused() {
    let app = app_at_now();
    let admin = app.admin_cookie().await;
    let ids = members(&app, "Jugador ", 8, JANUARY_2026);
    // Everyone's level is confirmed but 07's and 08's; everyone paid 2026 but 06 and 08.
    for &id in &ids[..6] {
        ok(
            &app,
            Method::PATCH,
            &format!("/api/players/{id}"),
            Some(json!({ "level": "B" })),
            &admin,
        )
        .await;
    }
    for &id in ids[..5].iter().chain([&ids[6]]) {
        ok(
            &app,
            Method::PUT,
            &format!("/api/admin/fees/2026/{id}"),
            Some(json!({})),
            &admin,
        )
        .await;
    }

    let created = app
        .call(
            Method::POST,
            "/api/tournaments",
            Some(tournament(&ids, "2026-11-02")),
            Some(&admin),
        )
        .await;
    assert_eq!(
        created.status,
        StatusCode::CREATED,
        "saved anyway: {}",
        created.text()
    );
    let created = created.json();
    assert_eq!(
        warned(&created),
        [
            (
                "level_unconfirmed".to_string(),
                2026,
                strings(&["Jugador 07", "Jugador 08"])
            ),
            (
                "fee_unpaid".to_string(),
                2026,
                strings(&["Jugador 06", "Jugador 08"])
            ),
        ]
    );
    let tournament_id = created["id"].as_i64().unwrap();
    let warned_ids: Vec<i64> = created["warnings"][1]["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_i64().unwrap())
        .collect();
    assert_eq!(warned_ids, [ids[5], ids[7]]);
    let detail = ok(
        &app,
        Method::GET,
        &format!("/api/tournaments/{tournament_id}"),
        None,
        &admin,
    )
    .await;
    assert!(
        detail.get("warnings").is_none(),
        "only the answers to a save warn"
    );

    // The same check before saving.
    let list = ids.iter().map(i64::to_string).collect::<Vec<_>>().join(",");
    let check = ok(
        &app,
        Method::GET,
        &format!("/api/admin/eligibility?players={list}&startDate=2026-11-02"),
        None,
        &admin,
    )
    .await;
    assert_eq!(
        (check["season"].as_i64(), check["fee"].as_i64()),
        (Some(2026), Some(10_000))
    );
    assert_eq!(warned(&check), warned(&created));

    // An edit that moves the start into 2027 warns of the 2027 fee, which nobody paid.
    let path = format!("/api/tournaments/{tournament_id}");
    let moved = ok(
        &app,
        Method::PATCH,
        &path,
        Some(json!({ "startDate": "2027-01-04" })),
        &admin,
    )
    .await;
    let fee_2027 = &warned(&moved)[1];
    assert_eq!(
        (fee_2027.0.as_str(), fee_2027.1, fee_2027.2.len()),
        ("fee_unpaid", 2027, 8)
    );
    let renamed = ok(
        &app,
        Method::PATCH,
        &path,
        Some(json!({ "name": "Copa Abril" })),
        &admin,
    )
    .await;
    assert_eq!(renamed["warnings"], json!([]), "a rename selects nobody");

    // Once everyone is confirmed and paid, nothing to warn of.
    for &id in &ids[6..] {
        ok(
            &app,
            Method::PATCH,
            &format!("/api/players/{id}"),
            Some(json!({ "level": "C+" })),
            &admin,
        )
        .await;
    }
    for &id in &[ids[5], ids[7]] {
        ok(
            &app,
            Method::PUT,
            &format!("/api/admin/fees/2026/{id}"),
            Some(json!({})),
            &admin,
        )
        .await;
    }
    let back = ok(
        &app,
        Method::PATCH,
        &path,
        Some(json!({ "startDate": "2026-11-02", "selectedPlayerIds": ids })),
        &admin,
    )
    .await;
    assert_eq!(back["warnings"], json!([]));
    let clean = app
        .call(
            Method::POST,
            "/api/tournaments",
            Some(tournament(&ids, "2026-12-07")),
            Some(&admin),
        )
        .await;
    assert_eq!(clean.json()["warnings"], json!([]));

    // A 2025 tournament asks for 2025's fee: 5,000 paid in full settles it.
    let veterans = members(&app, "Veterano ", 2, JUNE_2025);
    for &id in &veterans {
        ok(
            &app,
            Method::PATCH,
            &format!("/api/players/{id}"),
            Some(json!({ "level": "B" })),
            &admin,
        )
        .await;
    }
    ok(
        &app,
        Method::PUT,
        &format!("/api/admin/fees/2025/{}", veterans[0]),
        Some(json!({ "amount": 5_000, "paidOn": "2025-06-02" })),
        &admin,
    )
    .await;
    ok(
        &app,
        Method::PUT,
        &format!("/api/admin/fees/2025/{}", veterans[1]),
        Some(json!({ "amount": 2_500, "paidOn": "2025-06-02" })),
        &admin,
    )
    .await;
    let check_2025 = ok(
        &app,
        Method::GET,
        &format!(
            "/api/admin/eligibility?players={},{}&startDate=2025-09-01",
            veterans[0], veterans[1]
        ),
        None,
        &admin,
    )
    .await;
    assert_eq!(check_2025["fee"], 5_000);
    assert_eq!(
        warned(&check_2025),
        [("fee_unpaid".to_string(), 2025, strings(&["Veterano 02"]))]
    );
}

#[tokio::test]
async fn approving_a_signup_is_checked_for_the_current_season() {
    let app = app_at_now();
    let admin = app.admin_cookie().await;
    let invitation = ok(&app, Method::POST, "/api/invitations", None, &admin).await;
    let token = invitation["inviteToken"].as_str().unwrap();
    let id = app
        .call(
            Method::POST,
            &format!("/api/invitations/{token}/signup"),
            Some(json!({ "name": "Rosa Solano" })),
            None,
        )
        .await
        .json()["id"]
        .as_i64()
        .unwrap();
    ok(
        &app,
        Method::POST,
        &format!("/api/players/{id}/approve"),
        None,
        &admin,
    )
    .await;
    let check = ok(
        &app,
        Method::GET,
        &format!("/api/admin/eligibility?players={id}"),
        None,
        &admin,
    )
    .await;
    assert_eq!(check["season"], 2026);
    assert_eq!(
        warned(&check),
        [
            (
                "level_unconfirmed".to_string(),
                2026,
                strings(&["Rosa Solano"])
            ),
            ("fee_unpaid".to_string(), 2026, strings(&["Rosa Solano"])),
        ]
    );
    let none = ok(&app, Method::GET, "/api/admin/eligibility", None, &admin).await;
    assert_eq!(none["warnings"], json!([]));
    for (query, code) in [
        ("players=1,x", "players_invalid"),
        ("players=1&startDate=2026-13-01", "start_date_invalid"),
    ] {
        let refused = app
            .call(
                Method::GET,
                &format!("/api/admin/eligibility?{query}"),
                None,
                Some(&admin),
            )
            .await;
        assert_eq!(
            refused.assert_error(StatusCode::UNPROCESSABLE_ENTITY, "invalid")["code"],
            code
        );
    }
}
