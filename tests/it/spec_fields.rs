//! The API's fields stay (docs/api.md): every entity carries each field it has always had,
//! with its type, in every answer that sends the entity. Public answers leave out the
//! private fields (docs/rules.md#permissions) and `avatar` is a URL.

use crate::common;

use std::collections::BTreeSet;
use std::io::Cursor;

use axum::http::{Method, StatusCode};
use base64::Engine;
use common::TestApp;
use image::{DynamicImage, ImageFormat, Rgb, RgbImage};
use serde_json::{Value, json};

/// A field's type on the wire.
#[derive(Debug, Clone, Copy)]
enum Kind {
    /// An integer.
    Int,
    /// An integer or null.
    OptInt,
    /// A string.
    Text,
    /// A string or null.
    OptText,
    /// `yyyy-mm-dd`.
    Date,
    /// `yyyy-mm-dd` or null.
    OptDate,
    /// `HH:MM` or null.
    OptTime,
    /// A court, 1 to 14, or null.
    OptCancha,
    /// One of these strings.
    OneOf(&'static [&'static str]),
    /// A list of ids.
    Ids,
    /// `/api/players/{id}/avatar?v={hash}` or null: never image data.
    Avatar,
}

type Fields = &'static [(&'static str, Kind)];

use Kind::*;

const TOURNAMENT: Fields = &[
    ("id", Int),
    ("name", Text),
    (
        "status",
        OneOf(&["draft", "coming_soon", "active", "completed"]),
    ),
    ("startDate", Date),
    ("playerCount", Int),
    ("tournamentType", OneOf(&["hybrid", "single_elimination"])),
    ("buyIn", Int),
    ("bagPrice", Int),
];
/// The detail and the create/edit answers also name the players.
const TOURNAMENT_DETAIL: Fields = &[("selectedPlayerIds", Ids)];
const TOURNAMENT_PLAYER: Fields = &[
    ("id", Int),
    ("playerId", Int),
    ("points", Int),
    ("tournamentPoints", Int),
    ("name", Text),
];
const GROUP: Fields = &[("id", Int), ("name", Text)];
const GROUP_PLAYER: Fields = &[
    ("playerId", Int),
    ("groupId", Int),
    ("setsWon", Int),
    ("setsLost", Int),
    ("gamesWon", Int),
    ("gamesLost", Int),
];
const STAGES: &[&str] = &[
    "group",
    "round_of_qualification",
    "round_of_64",
    "round_of_32",
    "round_of_16",
    "quarterfinal",
    "semifinal",
    "final",
];
const MATCH: Fields = &[
    ("id", Int),
    ("groupId", OptInt),
    ("stage", OneOf(STAGES)),
    ("round", Int),
    ("week", Int),
    ("player1Id", OptInt),
    ("player2Id", OptInt),
    ("winnerId", OptInt),
    ("status", OneOf(&["scheduled", "pending", "completed"])),
    ("score", OptText),
    ("player1Sets", OptInt),
    ("player2Sets", OptInt),
    ("player1Games", OptInt),
    ("player2Games", OptInt),
];
const PLAYER: Fields = &[
    ("id", Int),
    ("name", Text),
    ("bestHand", OneOf(&["right", "left"])),
    ("avatar", Avatar),
    ("totalPoints", Int),
    ("matchesPlayed", Int),
    ("matchesWon", Int),
    ("matchesLost", Int),
    ("status", OneOf(&["pending", "approved"])),
];
/// Personal data: in the admin's answers only (docs/rules.md#permissions).
const PLAYER_PRIVATE: Fields = &[
    ("email", OptText),
    ("dateOfBirth", OptDate),
    ("phone", OptText),
];
const TOURNAMENT_PLAYER_PRIVATE: Fields = &[("email", OptText)];
const RANKING_ENTRY: Fields = &[
    ("id", Int),
    ("rank", Int),
    ("name", Text),
    ("avatar", Avatar),
    ("totalPoints", Int),
];
const LEAGUE_MATCH: Fields = &[
    ("id", Int),
    ("player1Id", Int),
    ("player2Id", Int),
    ("player1Name", Text),
    ("player2Name", Text),
    ("date", Date),
    ("time", OptTime),
    ("cancha", OptCancha),
    ("status", OneOf(&["pending", "completed"])),
    ("score", OptText),
    ("setsPlayed", OptInt),
    ("player1SetsWon", OptInt),
    ("player2SetsWon", OptInt),
    ("winnerId", OptInt),
];

fn is_date(text: &str) -> bool {
    chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d").is_ok_and(|d| d.to_string() == text)
}

fn is_time(text: &str) -> bool {
    text.len() == 5 && chrono::NaiveTime::parse_from_str(text, "%H:%M").is_ok()
}

fn fits(kind: Kind, value: &Value) -> bool {
    let or_null = |check: &dyn Fn(&Value) -> bool| value.is_null() || check(value);
    match kind {
        Int => value.is_i64(),
        OptInt => or_null(&Value::is_i64),
        Text => value.is_string(),
        OptText => or_null(&Value::is_string),
        Date => value.as_str().is_some_and(is_date),
        OptDate => or_null(&|v| v.as_str().is_some_and(is_date)),
        OptTime => or_null(&|v| v.as_str().is_some_and(is_time)),
        OptCancha => or_null(&|v| v.as_i64().is_some_and(|c| (1..=14).contains(&c))),
        OneOf(options) => value.as_str().is_some_and(|v| options.contains(&v)),
        Ids => value
            .as_array()
            .is_some_and(|ids| ids.iter().all(Value::is_i64)),
        Avatar => or_null(&|v| {
            v.as_str().is_some_and(|url| {
                url.strip_prefix("/api/players/")
                    .and_then(|rest| rest.split_once("/avatar?v="))
                    .is_some_and(|(id, hash)| id.parse::<i64>().is_ok() && !hash.is_empty())
            })
        }),
    }
}

/// Walks the answers, remembering which fields were seen with a value (not null), so that
/// every type is checked on a real value somewhere.
#[derive(Default)]
struct Walk {
    seen: BTreeSet<String>,
    checked: BTreeSet<String>,
}

impl Walk {
    /// Checks one entity in the answer `from`: each field present and of its kind.
    fn entity(&mut self, entity: &str, from: &str, item: &Value, fields: Fields) {
        for (name, kind) in fields {
            let key = format!("{entity}.{name}");
            let value = item
                .get(name)
                .unwrap_or_else(|| panic!("{from}: {entity} lacks `{name}`: {item}"));
            assert!(
                fits(*kind, value),
                "{from}: {entity}.{name} is not {kind:?}: {value}"
            );
            self.checked.insert(key.clone());
            if !value.is_null() {
                self.seen.insert(key);
            }
        }
    }

    /// Checks every entity of a list answer; the list must not be empty.
    fn list(&mut self, entity: &str, from: &str, answer: &Value, fields: &[Fields]) {
        let items = answer
            .as_array()
            .unwrap_or_else(|| panic!("{from} is a list: {answer}"));
        assert!(!items.is_empty(), "{from} lists something");
        for item in items {
            for part in fields {
                self.entity(entity, from, item, part);
            }
        }
    }
}

/// Public answers never carry personal data.
fn assert_private_left_out(from: &str, answer: &Value, private: Fields) {
    let items = answer
        .as_array()
        .cloned()
        .unwrap_or_else(|| vec![answer.clone()]);
    for item in items {
        for (name, _) in private {
            assert!(item.get(name).is_none(), "{from} sends `{name}`: {item}");
        }
    }
}

fn png() -> String {
    let picture = DynamicImage::ImageRgb8(RgbImage::from_fn(40, 30, |x, y| {
        Rgb([(x * 6) as u8, (y * 8) as u8, 90])
    }));
    let mut bytes = Cursor::new(Vec::new());
    picture.write_to(&mut bytes, ImageFormat::Png).unwrap();
    format!(
        "data:image/png;base64,{}",
        base64::engine::general_purpose::STANDARD.encode(bytes.into_inner())
    )
}

async fn ok(
    app: &TestApp,
    method: Method,
    path: &str,
    body: Option<Value>,
    cookie: Option<&str>,
) -> Value {
    let response = app.call(method, path, body, cookie).await;
    assert!(
        response.status == StatusCode::OK || response.status == StatusCode::CREATED,
        "{path}: {} {}",
        response.status,
        response.text()
    );
    response.json()
}

#[tokio::test]
async fn every_entity_of_the_spec_carries_its_fields_in_every_answer() {
    let app = TestApp::new();
    let admin = app.admin_cookie().await;
    let mut walk = Walk::default();

    // Players: one added by the admin with everything, and eight more.
    let added = ok(
        &app,
        Method::POST,
        "/api/players",
        Some(
            json!({"name": "Ana Mora", "email": "ana@club.example", "dateOfBirth": "1990-04-12",
                    "bestHand": "left", "avatar": png(), "phone": "8888-1234"}),
        ),
        Some(&admin),
    )
    .await;
    walk.entity("player", "POST /api/players", &added, PLAYER);
    walk.entity("player", "POST /api/players", &added, PLAYER_PRIVATE);
    let ana = added["id"].as_i64().unwrap();
    let mut ids = vec![ana];
    ids.extend(app.insert_seeded_players("S", 7));
    // A registration waiting for the admin.
    let invitation = ok(&app, Method::POST, "/api/invitations", None, Some(&admin)).await;
    let token = invitation["inviteToken"].as_str().unwrap();
    let signup = app
        .call(
            Method::POST,
            &format!("/api/invitations/{token}/signup"),
            Some(json!({"name": "Pía Rojas"})),
            None,
        )
        .await;
    assert!(signup.status.is_success(), "{}", signup.text());

    // A hybrid of 8 with a result.
    let created = ok(
        &app,
        Method::POST,
        "/api/tournaments",
        Some(
            json!({"name": "Copa Spec", "startDate": app.club.clock().today().to_string(),
                    "playerCount": 8, "buyIn": 5000, "status": "active",
                    "tournamentType": "hybrid", "selectedPlayerIds": ids}),
        ),
        Some(&admin),
    )
    .await;
    walk.entity("tournament", "POST /api/tournaments", &created, TOURNAMENT);
    walk.entity(
        "tournament",
        "POST /api/tournaments",
        &created,
        TOURNAMENT_DETAIL,
    );
    let id = created["id"].as_i64().unwrap();
    let generated = Value::Array(app.generate_matches(id, &admin).await);
    walk.list("match", "POST generate-matches", &generated, &[MATCH]);
    let first = generated
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["stage"] == "group")
        .unwrap()
        .clone();
    let recorded = ok(
        &app,
        Method::POST,
        "/api/matches/result",
        Some(json!({"matchId": first["id"], "winnerId": first["player1Id"], "score": "6-4, 3-6, 6-2"})),
        Some(&admin),
    )
    .await;
    walk.entity("match", "POST /api/matches/result", &recorded, MATCH);
    let edited = ok(
        &app,
        Method::PATCH,
        &format!("/api/tournaments/{id}"),
        Some(json!({"bagPrice": 20000})),
        Some(&admin),
    )
    .await;
    walk.entity("tournament", "PATCH /api/tournaments", &edited, TOURNAMENT);
    walk.entity(
        "tournament",
        "PATCH /api/tournaments",
        &edited,
        TOURNAMENT_DETAIL,
    );

    // A league match with a time and a court, scored.
    let league = ok(
        &app,
        Method::POST,
        "/api/league/matches",
        Some(json!({"player1Id": ids[1], "player2Id": ids[2],
                    "date": app.club.clock().today().to_string(), "time": "18:30", "cancha": 4})),
        Some(&admin),
    )
    .await;
    walk.entity(
        "league match",
        "POST /api/league/matches",
        &league,
        LEAGUE_MATCH,
    );
    let set = |a: u32, b: u32| json!({"player1Score": a, "player2Score": b});
    let scored = ok(
        &app,
        Method::POST,
        &format!("/api/league/matches/{}/score", league["id"]),
        Some(json!({"setsPlayed": 2, "setScores": [set(6, 3), set(6, 4)]})),
        Some(&admin),
    )
    .await;
    walk.entity("league match", "POST league score", &scored, LEAGUE_MATCH);
    ok(
        &app,
        Method::POST,
        "/api/league/matches",
        Some(json!({"player1Id": ids[3], "player2Id": ids[4],
                    "date": app.club.clock().today().to_string()})),
        Some(&admin),
    )
    .await;

    // Every reading answer, as the public and as the admin.
    for cookie in [None, Some(admin.as_str())] {
        let who = if cookie.is_some() { "admin" } else { "public" };
        let get = |path: String| {
            let app = &app;
            async move { ok(app, Method::GET, &path, None, cookie).await }
        };
        let from = |path: &str| format!("{who} GET {path}");

        let list = get("/api/tournaments".into()).await;
        walk.list(
            "tournament",
            &from("/api/tournaments"),
            &list,
            &[TOURNAMENT],
        );
        let detail = get(format!("/api/tournaments/{id}")).await;
        walk.entity(
            "tournament",
            &from("/api/tournaments/{id}"),
            &detail,
            TOURNAMENT,
        );
        walk.entity(
            "tournament",
            &from("/api/tournaments/{id}"),
            &detail,
            TOURNAMENT_DETAIL,
        );

        let entrants = get(format!("/api/tournaments/{id}/players")).await;
        let path = from("/api/tournaments/{id}/players");
        if cookie.is_some() {
            walk.list(
                "tournament player",
                &path,
                &entrants,
                &[TOURNAMENT_PLAYER, TOURNAMENT_PLAYER_PRIVATE],
            );
        } else {
            walk.list("tournament player", &path, &entrants, &[TOURNAMENT_PLAYER]);
            assert_private_left_out(&path, &entrants, TOURNAMENT_PLAYER_PRIVATE);
        }
        for entrant in entrants.as_array().unwrap() {
            assert_eq!(entrant["id"], entrant["playerId"], "{entrant}");
        }

        let groups = get(format!("/api/tournaments/{id}/groups")).await;
        walk.list(
            "group",
            &from("/api/tournaments/{id}/groups"),
            &groups,
            &[GROUP],
        );
        let names: Vec<&Value> = groups
            .as_array()
            .unwrap()
            .iter()
            .map(|g| &g["name"])
            .collect();
        assert_eq!(names, [&json!("Group A"), &json!("Group B")]);
        for group in groups.as_array().unwrap() {
            assert_eq!(
                group["name"],
                format!("Group {}", group["letter"].as_str().unwrap())
            );
        }
        let group_ids: Vec<&Value> = groups
            .as_array()
            .unwrap()
            .iter()
            .map(|g| &g["id"])
            .collect();

        let tables = get(format!("/api/tournaments/{id}/group-players")).await;
        walk.list(
            "group player",
            &from("/api/tournaments/{id}/group-players"),
            &tables,
            &[GROUP_PLAYER],
        );
        assert!(
            tables
                .as_array()
                .unwrap()
                .iter()
                .all(|row| group_ids.contains(&&row["groupId"]))
        );

        let matches = get(format!("/api/tournaments/{id}/matches")).await;
        walk.list(
            "match",
            &from("/api/tournaments/{id}/matches"),
            &matches,
            &[MATCH],
        );

        let players = get("/api/players".into()).await;
        let path = from("/api/players");
        let one = get(format!("/api/players/{ana}")).await;
        let path_one = from("/api/players/{id}");
        walk.entity("player", &path_one, &one, PLAYER);
        let statuses: BTreeSet<&str> = players
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["status"].as_str().unwrap())
            .collect();
        if cookie.is_some() {
            walk.list("player", &path, &players, &[PLAYER, PLAYER_PRIVATE]);
            walk.entity("player", &path_one, &one, PLAYER_PRIVATE);
            assert_eq!(statuses, BTreeSet::from(["approved", "pending"]));
        } else {
            walk.list("player", &path, &players, &[PLAYER]);
            assert_private_left_out(&path, &players, PLAYER_PRIVATE);
            assert_private_left_out(&path_one, &one, PLAYER_PRIVATE);
            assert_eq!(
                statuses,
                BTreeSet::from(["approved"]),
                "pending players are the admin's"
            );
        }

        let ranking = get("/api/rankings".into()).await;
        walk.list(
            "ranking entry",
            &from("/api/rankings"),
            &ranking,
            &[RANKING_ENTRY],
        );

        let league = get("/api/league/matches".into()).await;
        walk.list(
            "league match",
            &from("/api/league/matches"),
            &league,
            &[LEAGUE_MATCH],
        );
    }

    // The avatar is a URL that serves the picture.
    let url = walk_avatar(&app, ana).await;
    let picture = app.get(&url).await;
    assert_eq!(picture.status, StatusCode::OK);
    assert_eq!(
        picture.header("content-type").as_deref(),
        Some("image/jpeg")
    );

    // Every field was checked on a real value somewhere, not only on nulls.
    let never: Vec<&String> = walk.checked.difference(&walk.seen).collect();
    assert!(never.is_empty(), "only ever null: {never:?}");
}

async fn walk_avatar(app: &TestApp, player: i64) -> String {
    let one = app.get(&format!("/api/players/{player}")).await.json();
    one["avatar"].as_str().unwrap().to_string()
}
