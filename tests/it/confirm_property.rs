//! The property of the one confirmation (docs/rules.md#results-by-the-players), over HTTP:
//! whatever sequence of reports, corrections, confirmations (of the version shown or of an
//! older one), disputes and clock ticks the reporter, the opponent, a third member, the league
//! password, the admin and the club's clock make, on a tournament match and a league match:
//! - no member confirms or disputes their own report, nor a league-password score in their
//!   own favour;
//! - a confirmed result moves only by the club;
//! - every move that changes a match writes exactly one audit record for it (these group
//!   matches clear no later result), and a refused or empty move writes none and changes
//!   nothing.

use std::cell::RefCell;
use std::collections::BTreeMap;

use axum::http::{Method, StatusCode};
use chrono::{DateTime, Duration, TimeZone, Utc};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed, TestCaseError, TestRunner};
use serde_json::{Value, json};

use crate::common::{TestApp, TestResponse};
use crate::members::{member, request};

/// Who makes a step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Who {
    /// Player 1 of both matches.
    First,
    /// Player 2 of both matches.
    Second,
    /// A member who plays in neither.
    Third,
    /// Whoever typed the league password.
    Password,
    /// The admin.
    Admin,
    /// The club's clock: a day passes, then it ticks.
    Clock,
}

/// What a step does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Doing {
    Report,
    Correct,
    /// Confirms the version shown.
    Confirm,
    /// Confirms an older version than the one that stands.
    ConfirmStale,
    Dispute,
}

#[derive(Debug, Clone, Copy)]
struct Step {
    league: bool,
    who: Who,
    doing: Doing,
    first_wins: bool,
}

fn steps() -> impl Strategy<Value = Vec<Step>> {
    let who = prop_oneof![
        3 => Just(Who::First),
        3 => Just(Who::Second),
        1 => Just(Who::Third),
        2 => Just(Who::Password),
        2 => Just(Who::Admin),
        1 => Just(Who::Clock),
    ];
    let doing = prop_oneof![
        Just(Doing::Report),
        Just(Doing::Correct),
        Just(Doing::Confirm),
        Just(Doing::ConfirmStale),
        Just(Doing::Dispute),
    ];
    prop::collection::vec(
        (any::<bool>(), who, doing, any::<bool>()).prop_map(|(league, who, doing, first_wins)| {
            Step {
                league,
                who,
                doing,
                first_wins,
            }
        }),
        4..24,
    )
}

/// How often each kind of outcome was seen, so the test knows the property was reached.
#[derive(Debug, Default)]
struct Seen {
    outcomes: BTreeMap<String, usize>,
}

struct Club {
    app: TestApp,
    admin: String,
    password: String,
    cookies: [String; 3],
    players: [i64; 2],
    tournament: i64,
    match_id: i64,
    league_id: i64,
}

fn evening() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 20, 23, 0, 0).unwrap()
}

impl Club {
    async fn new() -> Club {
        let app = TestApp::new();
        app.club.clock().set(Some(evening()));
        let admin = app.admin_cookie().await;
        let password = app.league_cookie().await;
        let ids = app.insert_named(&[
            "Adriana Solano Cordero",
            "Bernal Castro Villegas",
            "Catalina Ureña Quirós",
            "Daniel Arce Montero",
            "Esteban Jiménez Mata",
            "Fabiola Rojas Salazar",
            "Gerardo Zúñiga Loría",
            "Hazel Porras Madrigal",
        ]);
        let third = app.insert_named(&["Ileana Víquez Fallas"])[0];
        let body = json!({ "name": "Copa de Fair Play", "startDate": "2026-11-16", "playerCount": 8,
                "tournamentType": "hybrid", "status": "active", "selectedPlayerIds": ids });
        let created = app
            .call(Method::POST, "/api/tournaments", Some(body), Some(&admin))
            .await;
        assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
        let tournament = created.json()["id"].as_i64().unwrap();
        let pending = app
            .generate_matches(tournament, &admin)
            .await
            .into_iter()
            .find(|m| m["status"] == "pending" && m["week"] == 1)
            .unwrap();
        let players = [
            pending["player1Id"].as_i64().unwrap(),
            pending["player2Id"].as_i64().unwrap(),
        ];
        let body = json!({ "player1Id": players[0], "player2Id": players[1],
                           "date": app.club.clock().today().to_string() });
        let made = app
            .call(
                Method::POST,
                "/api/league/matches",
                Some(body),
                Some(&admin),
            )
            .await;
        assert_eq!(made.status, StatusCode::CREATED, "{}", made.text());
        let cookies = [
            member(&app, &admin, players[0]).await,
            member(&app, &admin, players[1]).await,
            member(&app, &admin, third).await,
        ];
        Club {
            match_id: pending["id"].as_i64().unwrap(),
            league_id: made.json()["id"].as_i64().unwrap(),
            app,
            admin,
            password,
            cookies,
            players,
            tournament,
        }
    }

    /// The match as the public sees it.
    async fn shown(&self, league: bool) -> Value {
        let path = if league {
            "/api/league/matches".to_string()
        } else {
            format!("/api/tournaments/{}/matches", self.tournament)
        };
        let id = if league {
            self.league_id
        } else {
            self.match_id
        };
        let all = self.app.get(&path).await.json();
        all.as_array()
            .unwrap()
            .iter()
            .find(|m| m["id"] == id)
            .unwrap()
            .clone()
    }

    /// How many audit records the match has.
    async fn audited(&self, league: bool) -> usize {
        let subject = if league {
            format!("league_match:{}", self.league_id)
        } else {
            format!("match:{}", self.match_id)
        };
        let path = format!("/api/admin/audit?subject={subject}");
        let got = self
            .app
            .call(Method::GET, &path, None, Some(&self.admin))
            .await;
        got.json().as_array().unwrap().len()
    }

    async fn snapshot(&self) -> [(Value, usize); 2] {
        [
            (self.shown(false).await, self.audited(false).await),
            (self.shown(true).await, self.audited(true).await),
        ]
    }

    fn cookie(&self, who: Who) -> &str {
        match who {
            Who::First => &self.cookies[0],
            Who::Second => &self.cookies[1],
            Who::Third => &self.cookies[2],
            Who::Password => &self.password,
            Who::Admin | Who::Clock => &self.admin,
        }
    }

    fn player(&self, who: Who) -> Option<i64> {
        match who {
            Who::First => Some(self.players[0]),
            Who::Second => Some(self.players[1]),
            _ => None,
        }
    }

    /// Sends `step` as its maker would, with the version `shown` showed.
    async fn send(&self, step: &Step, shown: &Value) -> TestResponse {
        let reported_at = &shown["confirmation"]["reportedAt"];
        let body = match step.doing {
            Doing::Report | Doing::Correct if step.league => {
                let sets = if step.first_wins {
                    json!([{ "player1Score": 6, "player2Score": 3 }, { "player1Score": 6, "player2Score": 4 }])
                } else {
                    json!([{ "player1Score": 2, "player2Score": 6 }, { "player1Score": 3, "player2Score": 6 }])
                };
                Some(json!({ "setsPlayed": 2, "setScores": sets }))
            }
            Doing::Report | Doing::Correct => {
                let (winner, score) = if step.first_wins {
                    (self.players[0], "6-3, 6-4")
                } else {
                    (self.players[1], "2-6, 3-6")
                };
                Some(json!({ "matchId": self.match_id, "winnerId": winner, "score": score }))
            }
            Doing::Confirm => Some(json!({ "reportedAt": reported_at })),
            Doing::ConfirmStale => {
                let older = reported_at.as_str().map(|at| {
                    let at = DateTime::parse_from_rfc3339(at).unwrap() - Duration::milliseconds(1);
                    at.to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
                });
                Some(json!({ "reportedAt": older }))
            }
            Doing::Dispute => Some(json!({ "reason": "No fue así: gané yo" })),
        };
        let (method, path) = match (step.league, step.doing) {
            (false, Doing::Report) => (Method::POST, "/api/matches/result".to_string()),
            (false, Doing::Correct) => (Method::PATCH, format!("/api/matches/{}", self.match_id)),
            (true, Doing::Report) => (
                Method::POST,
                format!("/api/league/matches/{}/score", self.league_id),
            ),
            (true, Doing::Correct) => (
                Method::PATCH,
                format!("/api/league/matches/{}", self.league_id),
            ),
            (league, answer) => {
                let what = if answer == Doing::Dispute {
                    "dispute"
                } else {
                    "confirm"
                };
                let base = if league {
                    format!("/api/league/matches/{}", self.league_id)
                } else {
                    format!("/api/matches/{}", self.match_id)
                };
                (Method::POST, format!("{base}/{what}"))
            }
        };
        let cookie = self.cookie(step.who);
        self.app
            .send(request(method, &path, body, &[cookie], &[]))
            .await
    }
}

/// The part of a match a move may change.
fn result_of(shown: &Value) -> Value {
    json!([
        shown["winnerId"],
        shown["score"],
        shown["setScores"],
        shown["confirmation"]
    ])
}

async fn check(steps: &[Step], seen: &RefCell<Seen>) -> Result<(), TestCaseError> {
    let club = Club::new().await;
    let mut before = club.snapshot().await;
    for (index, step) in steps.iter().enumerate() {
        let got = if step.who == Who::Clock {
            let now = club.app.club.clock().now();
            club.app.club.clock().set(Some(now + Duration::hours(25)));
            club.app.club.confirm_due_results().await.unwrap();
            None
        } else {
            let target = &before[usize::from(step.league)].0;
            Some(club.send(step, target).await)
        };
        let after = club.snapshot().await;
        let mut outcome = match &got {
            None => "tick".to_string(),
            Some(got) => {
                prop_assert!(
                    !got.status.is_server_error(),
                    "step {index}: {}",
                    got.text()
                );
                let code = got.json()["code"].as_str().unwrap_or("ok").to_string();
                format!("{:?} {:?}: {code}", step.who, step.doing)
            }
        };
        for (side, ((shown_before, audit_before), (shown_after, audit_after))) in
            before.iter().zip(after.iter()).enumerate()
        {
            let moved = result_of(shown_before) != result_of(shown_after);
            let written = audit_after - audit_before;
            let this_one = got.is_none() || usize::from(step.league) == side;
            if !this_one || got.as_ref().is_some_and(|g| !g.status.is_success()) {
                prop_assert!(
                    !moved && written == 0,
                    "step {index} {step:?} ({outcome}) changed match {side}: {written} records"
                );
                continue;
            }
            prop_assert_eq!(
                written,
                usize::from(moved),
                "step {} {:?}: one record per move that changes the match",
                index,
                step
            );
            if !moved {
                continue;
            }
            let state = |s: &Value| s["confirmation"]["state"].as_str().map(str::to_string);
            if state(shown_before).as_deref() == Some("confirmed") {
                prop_assert!(
                    matches!(step.who, Who::Admin),
                    "step {index} {step:?}: a confirmed result moved by {:?}",
                    step.who
                );
            }
            if let (Some(player), Doing::Confirm | Doing::ConfirmStale | Doing::Dispute) =
                (club.player(step.who), step.doing)
            {
                let reporter = shown_before["confirmation"]["reportedBy"].as_i64();
                prop_assert_ne!(reporter, Some(player), "a member answered their own report");
                if reporter.is_none() {
                    prop_assert_ne!(
                        shown_before["winnerId"].as_i64(),
                        Some(player),
                        "a member answered a password score in their favour"
                    );
                }
                prop_assert!(
                    step.doing != Doing::ConfirmStale,
                    "a stale version confirmed"
                );
            }
            if got.is_none() {
                let now = state(shown_after);
                prop_assert_eq!(now.as_deref(), Some("confirmed"));
                outcome = "tick: confirmed".to_string();
            }
        }
        *seen.borrow_mut().outcomes.entry(outcome).or_default() += 1;
        before = after;
    }
    Ok(())
}

#[test]
fn every_history_of_answers_keeps_the_rules_of_confirmation() {
    let config = Config {
        cases: 24,
        // Fixed: the same histories on every run and machine.
        rng_seed: RngSeed::Fixed(0x0c0f_2026),
        failure_persistence: None,
        max_shrink_iters: 64,
        ..Config::default()
    };
    let seen = RefCell::new(Seen::default());
    let mut runner = TestRunner::new(config);
    let outcome = runner.run(&steps(), |steps| {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(check(&steps, &seen))
    });
    if let Err(failure) = outcome {
        panic!("{failure}");
    }
    let seen = seen.into_inner();
    eprintln!("{seen:#?}");
    // The histories reach what the property is about.
    let reached = |what: &str| seen.outcomes.keys().any(|k| k.contains(what));
    for what in [
        "not_opponent",
        "result_changed",
        "not_in_match",
        "correction_admin_only",
        "Confirm: ok",
        "Dispute: ok",
        "Correct: ok",
        "tick: confirmed",
    ] {
        assert!(reached(what), "{what} never happened: {seen:#?}");
    }
}
