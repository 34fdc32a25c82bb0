//! Shared links show what they link to (issue 32): the page the server sends for a
//! tournament, a player, the ranking and the league names it in Open Graph and Twitter meta,
//! in the link previewer's language, and the web app manifest follows the language.

use crate::common;

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use common::{TestApp, TestResponse};
use serde_json::Value;
use tournament_hub::http::site::Site;

pub const SPANISH: &str = "es-CR,es;q=0.9,en;q=0.8";
const ENGLISH: &str = "en-US,en;q=0.9";

/// Fetches `path` as a link previewer does: no cookie, no script, only its languages.
pub async fn as_previewer(app: &TestApp, path: &str, languages: Option<&str>) -> TestResponse {
    let mut request = Request::get(path).header(header::USER_AGENT, "WhatsApp/2.24 A");
    if let Some(languages) = languages {
        request = request.header(header::ACCEPT_LANGUAGE, languages);
    }
    let response = app.send(request.body(Body::empty()).unwrap()).await;
    assert_eq!(
        response.status,
        StatusCode::OK,
        "{path}: {}",
        response.text()
    );
    response
}

/// The `content` of the meta named `key` (`og:title`, `description`), as written.
pub fn meta(page: &str, key: &str) -> Option<String> {
    ["property", "name"].iter().find_map(|kind| {
        let marker = format!("<meta {kind}=\"{key}\" content=\"");
        let start = page.find(&marker)? + marker.len();
        Some(page[start..start + page[start..].find('"')?].to_string())
    })
}

/// The page's head: what a previewer reads.
pub fn head(response: &TestResponse) -> String {
    let text = response.text();
    text.split_once("</head>").unwrap().0.to_string()
}

fn insert_tournament(app: &TestApp, name: &str, status: &str, buy_in: i64) -> i64 {
    let (name, status) = (name.to_string(), status.to_string());
    app.write_straight(move |tx| {
        tx.execute(
            "INSERT INTO tournaments (name, status, start_date, player_count, tournament_type,
                                      buy_in, bag_price, finals)
             VALUES (?1, ?2, '2026-12-01', 16, 'hybrid', ?3, 0, 0)",
            rusqlite::params![name, status, buy_in],
        )?;
        Ok(tx.last_insert_rowid())
    })
    .unwrap()
}

/// A player who signed up and awaits approval.
fn insert_pending(app: &TestApp, name: &str) -> i64 {
    let pending = app.insert_players(name, 1)[0];
    app.write_straight(move |tx| {
        tx.execute(
            "UPDATE players SET status = 'pending' WHERE id = ?1",
            [pending],
        )?;
        Ok(())
    })
    .unwrap();
    pending
}

/// Gives `player` a picture whose hash is `abc123`.
fn insert_avatar(app: &TestApp, player: i64) {
    app.write_straight(move |tx| {
        tx.execute(
            "INSERT INTO avatars (player_id, hash, jpeg) VALUES (?1, 'abc123', x'FFD8FFD9')",
            [player],
        )?;
        Ok(())
    })
    .unwrap();
}

#[tokio::test]
async fn a_link_previewer_finds_the_tournament_in_its_language() {
    let app = TestApp::with_site(Site::new(Some("https://club.example"), None, None).unwrap());
    let id = insert_tournament(&app, "Copa Pura Vida", "active", 15_000);
    let path = format!("/tournament/{id}");

    let spanish = as_previewer(&app, &path, Some(SPANISH)).await;
    let page = head(&spanish);
    assert_eq!(meta(&page, "og:title").as_deref(), Some("Copa Pura Vida"));
    assert_eq!(
        meta(&page, "twitter:title").as_deref(),
        Some("Copa Pura Vida")
    );
    assert!(
        page.contains("<title>Copa Pura Vida · Tournament Hub</title>"),
        "{page}"
    );
    assert!(page.contains("<html lang=\"es\">"), "{page}");
    let image = "https://club.example/icons/icon-maskable-512.png";
    assert_eq!(meta(&page, "og:image").as_deref(), Some(image));
    assert_eq!(meta(&page, "twitter:image").as_deref(), Some(image));
    assert_eq!(meta(&page, "twitter:card").as_deref(), Some("summary"));
    assert_eq!(
        meta(&page, "og:url"),
        Some(format!("https://club.example/tournament/{id}"))
    );
    assert_eq!(meta(&page, "og:locale").as_deref(), Some("es_CR"));
    let description = meta(&page, "og:description").unwrap();
    assert_eq!(
        description,
        "Torneo de todos contra todos · 16 jugadores · desde el 01/12/2026 · Inscripción ₡15\u{a0}000 · En juego"
    );
    assert_eq!(meta(&page, "description"), Some(description));
    assert_eq!(spanish.header("content-language").as_deref(), Some("es"));

    let english = as_previewer(&app, &path, Some(ENGLISH)).await;
    let page = head(&english);
    assert_eq!(meta(&page, "og:title").as_deref(), Some("Copa Pura Vida"));
    assert_eq!(meta(&page, "og:image").as_deref(), Some(image));
    assert_eq!(
        meta(&page, "og:description").as_deref(),
        Some(
            "Round Robin Tournament · 16 players · from 01/12/2026 · Buy-in ₡15,000 · In progress"
        )
    );
    assert!(page.contains("<html lang=\"en\">"));

    // No languages at all: the app's default, English.
    let plain = as_previewer(&app, &path, None).await;
    assert_eq!(plain.text(), english.text());
    // The page still is the app: its scripts and first paint follow the head.
    assert!(plain.text().contains("<div id=\"root\">"));
}

#[tokio::test]
async fn the_page_varies_by_language_and_data_and_revalidates() {
    let app = TestApp::new();
    let id = insert_tournament(&app, "Copa Pura Vida", "coming_soon", 0);
    let path = format!("/tournament/{id}");
    let english = as_previewer(&app, &path, Some(ENGLISH)).await;
    let spanish = as_previewer(&app, &path, Some(SPANISH)).await;
    for response in [&english, &spanish] {
        assert_eq!(
            response.header("vary").as_deref(),
            Some("Accept-Encoding, Accept-Language")
        );
        assert_eq!(
            response.header("cache-control").as_deref(),
            Some("no-cache")
        );
    }
    let tag = english.header("etag").unwrap();
    assert_ne!(Some(&tag), spanish.header("etag").as_ref());

    // The same page and language again: 304.
    let again = app
        .send(
            Request::get(&path)
                .header(header::ACCEPT_LANGUAGE, ENGLISH)
                .header(header::IF_NONE_MATCH, &tag)
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);

    // Compressed, it is its own representation with its own tag.
    let compressed = app
        .send(
            Request::get(&path)
                .header(header::ACCEPT_LANGUAGE, ENGLISH)
                .header(header::ACCEPT_ENCODING, "br")
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(compressed.header("content-encoding").as_deref(), Some("br"));
    assert_ne!(compressed.header("etag"), Some(tag.clone()));
    let mut unpacked = String::new();
    std::io::Read::read_to_string(
        &mut brotli::Decompressor::new(&compressed.bytes[..], 4096),
        &mut unpacked,
    )
    .unwrap();
    assert_eq!(unpacked, english.text());

    // A renamed tournament is another page: the old copy is no longer current.
    app.write_straight(move |tx| {
        tx.execute(
            "UPDATE tournaments SET name = 'Copa Tica' WHERE id = ?1",
            [id],
        )?;
        Ok(())
    })
    .unwrap();
    let renamed = app
        .send(
            Request::get(&path)
                .header(header::ACCEPT_LANGUAGE, ENGLISH)
                .header(header::IF_NONE_MATCH, &tag)
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(renamed.status, StatusCode::OK);
    assert_eq!(
        meta(&head(&renamed), "og:title").as_deref(),
        Some("Copa Tica")
    );
    // Without a public URL: the image from the root, and no page address guessed.
    assert_eq!(
        meta(&head(&renamed), "og:image").as_deref(),
        Some("/icons/icon-maskable-512.png")
    );
    assert_eq!(meta(&head(&renamed), "og:url"), None);

    // `?lang=` (the app's own choice of language) wins over the browser's.
    let asked = as_previewer(&app, &format!("{path}?lang=es"), Some(ENGLISH)).await;
    assert!(head(&asked).contains("<html lang=\"es\">"));
}

#[tokio::test]
async fn a_name_with_quotes_and_angle_brackets_stays_text() {
    let app = TestApp::new();
    let name = r#"Copa "Tica" <b>& 'Co'</b>"#;
    let id = insert_tournament(&app, name, "active", 5000);
    let page = head(&as_previewer(&app, &format!("/tournament/{id}"), Some(ENGLISH)).await);
    let escaped = "Copa &quot;Tica&quot; &lt;b&gt;&amp; &#39;Co&#39;&lt;/b&gt;";
    assert_eq!(meta(&page, "og:title").as_deref(), Some(escaped));
    assert!(
        page.contains(&format!("<title>{escaped} · Tournament Hub</title>")),
        "{page}"
    );
    assert!(!page.contains("<b>"), "{page}");
    assert!(!page.contains("\"Tica\""), "{page}");
}

#[tokio::test]
async fn private_and_unknown_pages_preview_as_the_app() {
    let app = TestApp::new();
    let draft = insert_tournament(&app, "Copa Secreta", "draft", 0);
    let pending = insert_pending(&app, "Pendiente");
    let home = head(&as_previewer(&app, "/", Some(SPANISH)).await);
    assert_eq!(meta(&home, "og:title").as_deref(), Some("Tournament Hub"));
    assert_eq!(
        meta(&home, "og:description").as_deref(),
        Some("Torneos, cuadros, liga y ranking del club.")
    );
    for path in [
        format!("/tournament/{draft}"),
        "/tournament/999".to_string(),
        format!("/players/{pending}"),
        "/reglamento".to_string(),
    ] {
        let page = head(&as_previewer(&app, &path, Some(SPANISH)).await);
        assert_eq!(page, home, "{path}");
    }
}

#[tokio::test]
async fn players_the_ranking_and_the_league_have_their_own_previews() {
    let app = TestApp::with_site(Site::new(Some("https://club.example"), None, None).unwrap());
    let ids = app.insert_seeded_players("Jugador", 3);
    let second = ids[1];
    insert_avatar(&app, second);
    let page = head(&as_previewer(&app, &format!("/players/{second}"), Some(ENGLISH)).await);
    assert_eq!(meta(&page, "og:title").as_deref(), Some("Jugador02"));
    let description = meta(&page, "og:description").unwrap();
    assert!(description.starts_with("#2 in the "), "{description}");
    assert!(description.contains(" · 999 points"), "{description}");
    assert_eq!(
        meta(&page, "og:image"),
        Some(format!(
            "https://club.example/api/players/{second}/avatar?v=abc123"
        ))
    );
    // A player without a picture: the club's.
    let first = head(&as_previewer(&app, &format!("/players/{}", ids[0]), Some(SPANISH)).await);
    assert!(
        meta(&first, "og:description")
            .unwrap()
            .starts_with("N.º 1 del ranking ")
    );
    assert_eq!(
        meta(&first, "og:image").as_deref(),
        Some("https://club.example/icons/icon-maskable-512.png")
    );

    let rankings = head(&as_previewer(&app, "/rankings", Some(SPANISH)).await);
    assert_eq!(
        meta(&rankings, "og:title").as_deref(),
        Some("Ranking general")
    );
    let league = head(&as_previewer(&app, "/league", Some(ENGLISH)).await);
    assert_eq!(
        meta(&league, "og:title").as_deref(),
        Some("Challenge League")
    );
    assert_eq!(
        meta(&league, "og:url").as_deref(),
        Some("https://club.example/league")
    );
}

#[tokio::test]
async fn the_manifest_follows_the_language() {
    let app = TestApp::new();
    let manifest = |languages: Option<&'static str>, path: &'static str| {
        let app = &app;
        async move {
            let response = as_previewer(app, path, languages).await;
            assert_eq!(
                response.header("content-type").as_deref(),
                Some("application/manifest+json")
            );
            assert_eq!(
                response.header("vary").as_deref(),
                Some("Accept-Encoding, Accept-Language")
            );
            (response.json(), response.header("etag").unwrap())
        }
    };
    let (spanish, spanish_tag) = manifest(Some(SPANISH), "/manifest.webmanifest").await;
    let (english, english_tag) = manifest(Some(ENGLISH), "/manifest.webmanifest").await;
    assert_eq!(spanish["lang"], "es");
    assert_eq!(
        spanish["description"],
        "Torneos, cuadros, liga y ranking del club."
    );
    assert_eq!(english["lang"], "en");
    assert_eq!(
        english["description"],
        "Tournaments, brackets, league and rankings of the club."
    );
    assert_ne!(spanish_tag, english_tag);
    // One app in both languages: the same id, start, icons and colours.
    for key in [
        "id",
        "start_url",
        "scope",
        "icons",
        "theme_color",
        "display",
    ] {
        assert_eq!(spanish[key], english[key], "{key}");
        assert_ne!(spanish[key], Value::Null, "{key}");
    }
    // The page names it in its language; `?lang=` chooses it too.
    let (asked, _) = manifest(Some(ENGLISH), "/manifest.webmanifest?lang=es").await;
    assert_eq!(asked, spanish);
    let (default, _) = manifest(None, "/manifest.webmanifest").await;
    assert_eq!(default, english);
    let page = as_previewer(&app, "/", Some(SPANISH)).await.text();
    assert!(page.contains("<link rel=\"manifest\" href=\"/manifest.webmanifest?lang=es\""));
}

/// The page's body: what a phone paints first, before any script runs.
fn first_paint(response: &TestResponse) -> String {
    response.text().split_once("</head>").unwrap().1.to_string()
}

#[tokio::test]
async fn a_tournament_and_a_player_paint_their_name_and_photo_before_any_script() {
    let app = TestApp::new();
    let name = "Copa Aniversario de Pérez & Núñez <b>";
    let tournament = insert_tournament(&app, name, "active", 5000);
    let ids = app.insert_seeded_players("María José Rodríguez Solís", 2);
    let with_photo = ids[1];
    insert_avatar(&app, with_photo);

    let page =
        first_paint(&as_previewer(&app, &format!("/tournament/{tournament}"), Some(SPANISH)).await);
    // Once in each language's frame, in its main area, as text.
    let heading = "sm:text-4xl\">Copa Aniversario de Pérez &amp; Núñez &lt;b&gt;</h1>";
    assert_eq!(page.matches(heading).count(), 2, "{page}");
    assert!(!page.contains("<b>"), "{page}");
    assert!(!page.contains("data-first-paint-slot"), "{page}");
    let main = page.split_once("<main").unwrap().1;
    assert!(
        main.split_once("</main>").unwrap().0.contains(heading),
        "{page}"
    );

    let page = first_paint(&as_previewer(&app, &format!("/players/{with_photo}"), None).await);
    assert_eq!(
        page.matches(&format!(
            "<img src=\"/api/players/{with_photo}/avatar?v=abc123\""
        ))
        .count(),
        2,
        "{page}"
    );
    assert_eq!(
        page.matches(">María José Rodríguez Solís02</p>").count(),
        2,
        "{page}"
    );
    let page = first_paint(&as_previewer(&app, &format!("/players/{}", ids[0]), None).await);
    assert!(!page.contains("<img"), "{page}");
    assert_eq!(
        page.matches(">María José Rodríguez Solís01</p>").count(),
        2,
        "{page}"
    );
}

#[tokio::test]
async fn private_pages_and_other_pages_paint_the_frame_alone() {
    let app = TestApp::new();
    let draft = insert_tournament(&app, "Copa Secreta", "draft", 0);
    let pending = insert_pending(&app, "Pendiente Solís");
    let home = first_paint(&as_previewer(&app, "/", Some(SPANISH)).await);
    assert!(!home.contains("data-first-paint-slot"), "{home}");
    for path in [
        format!("/tournament/{draft}"),
        "/tournament/999".to_string(),
        format!("/players/{pending}"),
        "/players/999".to_string(),
        "/rankings".to_string(),
        "/league".to_string(),
    ] {
        let page = first_paint(&as_previewer(&app, &path, Some(SPANISH)).await);
        assert_eq!(page, home, "{path}");
        assert!(
            !page.contains("Secreta") && !page.contains("Pendiente"),
            "{path}"
        );
    }
}

#[tokio::test]
async fn the_rankings_first_paint_names_the_season_under_way() {
    let app = TestApp::new();
    let seasons = app.get("/api/seasons").await;
    let current = seasons.json()["current"].as_str().unwrap().to_string();
    let page = first_paint(&as_previewer(&app, "/rankings", Some(SPANISH)).await);
    assert!(
        page.contains(&format!(
            "Tournament, league and walkover points of the {current} season."
        )),
        "{page}"
    );
    assert!(
        page.contains(&format!(
            "Puntos de torneos y de la liga, con las penalizaciones por W.O., de la temporada {current}."
        )),
        "{page}"
    );
    for path in [
        "/",
        "/rankings",
        "/tournament/999",
        "/players/999",
        "/reglamento",
    ] {
        let page = as_previewer(&app, path, Some(SPANISH)).await.text();
        assert!(!page.contains("__season__"), "{path}");
    }
}
