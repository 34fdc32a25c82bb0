//! The app's page (`index.html`) as each address shows it to a link previewer, and the web
//! app manifest, both in the reader's language (docs/api.md#link-previews).
//!
//! A previewer (WhatsApp, a chat app, a search engine) runs no script, sends no cookie and
//! has no remembered language, so the page names what it links to in its own head: the title,
//! a description and an image as Open Graph and Twitter meta, written for the tournament,
//! player, ranking or league the address names ([`crate::club::previews`]). The language is
//! the address's `?lang=es|en` when it names one, else the first of `Accept-Language` that is
//! Spanish or English, else English, the app's default. So the answer varies by path and
//! language: it says `Vary: Accept-Encoding, Accept-Language`, and its ETag is that of its
//! own bytes, which change with the data they name.
//!
//! Image and page addresses are absolute behind `--public-url`, as Open Graph asks. Without
//! it the app does not know the address the club uses, so the image is written from the root
//! (`/icons/…`), which browsers and most previewers resolve against the page, and `og:url` is
//! left out rather than guessed from a `Host` header.

use std::collections::HashMap;
use std::fmt::Write;
use std::sync::{Arc, LazyLock, Mutex, OnceLock};

use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{HeaderMap, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};

use super::page_template::Template;
use super::{AppState, assets, encoding, etag, first_paint};
use crate::club::Error;
use crate::club::avatars::avatar_url;
use crate::club::previews::{Preview, SharedPage};
use crate::domain::ids::{PlayerId, TournamentId};
use crate::domain::language::Lang;
use crate::mail::letter::escape_html;

/// The app's name, as the pages' titles end.
const APP_NAME: &str = "Tournament Hub";
/// The picture that stands for the club: the opaque, full-bleed app icon.
const CLUB_PICTURE: &str = "/icons/icon-maskable-512.png";
/// The club picture's side, in pixels.
const CLUB_PICTURE_SIDE: u32 = 512;
/// Each answer varies by these request headers.
const VARY: &str = "Accept-Encoding, Accept-Language";
/// How many rendered pages are kept, compressed, for the next reader of the same page.
const KEPT_PAGES: usize = 64;

/// The page the path names; ids that are not whole positive numbers name none.
pub fn shared_page(path: &str) -> SharedPage {
    let path = path
        .strip_suffix('/')
        .filter(|p| !p.is_empty())
        .unwrap_or(path);
    let id = |rest: &str| {
        rest.parse::<i64>()
            .ok()
            .filter(|id| *id > 0 && rest.bytes().all(|b| b.is_ascii_digit()))
    };
    if path == "/" {
        return SharedPage::Home;
    }
    if path == "/rankings" {
        return SharedPage::Rankings;
    }
    if path == "/league" {
        return SharedPage::League;
    }
    if let Some(rest) = path.strip_prefix("/tournament/")
        && let Some(id) = id(rest)
    {
        return SharedPage::Tournament(TournamentId(id));
    }
    if let Some(rest) = path.strip_prefix("/players/")
        && let Some(id) = id(rest)
    {
        return SharedPage::Player(PlayerId(id));
    }
    SharedPage::Other
}

/// The canonical path of a page that has one.
fn canonical_path(page: SharedPage) -> Option<String> {
    match page {
        SharedPage::Home => Some("/".into()),
        SharedPage::Tournament(id) => Some(format!("/tournament/{id}")),
        SharedPage::Player(id) => Some(format!("/players/{id}")),
        SharedPage::Rankings => Some("/rankings".into()),
        SharedPage::League => Some("/league".into()),
        SharedPage::Other => None,
    }
}

/// The reader's language: `?lang=` when it names one, else `Accept-Language`, else English.
pub fn reader_lang(uri: &Uri, headers: &HeaderMap) -> Lang {
    let asked = uri.query().and_then(|query| {
        query
            .split('&')
            .filter_map(|pair| pair.strip_prefix("lang="))
            .find_map(Lang::from_code)
    });
    asked
        .or_else(|| {
            headers
                .get_all(header::ACCEPT_LANGUAGE)
                .iter()
                .filter_map(|v| v.to_str().ok())
                .find_map(Lang::preferred)
        })
        .unwrap_or(Lang::En)
}

/// The head's part that names the page: its `<title>` and its preview meta.
fn head(page: SharedPage, preview: &Preview, lang: Lang, origin: Option<&str>) -> String {
    let origin = origin.unwrap_or("");
    let title = preview.name.as_deref().unwrap_or(APP_NAME);
    let full_title = match &preview.name {
        Some(name) => format!("{name} · {APP_NAME}"),
        None => APP_NAME.to_string(),
    };
    let (image, side) = match &preview.picture {
        Some((player, hash)) => (avatar_url(*player, Some(hash)).unwrap_or_default(), None),
        None => (CLUB_PICTURE.to_string(), Some(CLUB_PICTURE_SIDE)),
    };
    let image = escape_html(&format!("{origin}{image}"));
    let title = escape_html(title);
    let description = escape_html(&preview.description);
    let mut out = format!("<title>{}</title>", escape_html(&full_title));
    let mut meta = |kind: &str, key: &str, value: &str| {
        let _ = write!(out, "\n    <meta {kind}=\"{key}\" content=\"{value}\" />");
    };
    meta("name", "description", &description);
    meta("property", "og:type", "website");
    meta("property", "og:site_name", APP_NAME);
    meta(
        "property",
        "og:locale",
        match lang {
            Lang::En => "en_US",
            Lang::Es => "es_CR",
        },
    );
    meta("property", "og:title", &title);
    meta("property", "og:description", &description);
    if !origin.is_empty()
        && let Some(path) = canonical_path(page)
    {
        meta(
            "property",
            "og:url",
            &escape_html(&format!("{origin}{path}")),
        );
    }
    meta("property", "og:image", &image);
    if let Some(side) = side {
        meta("property", "og:image:width", &side.to_string());
        meta("property", "og:image:height", &side.to_string());
    }
    meta("property", "og:image:alt", &title);
    meta("name", "twitter:card", "summary");
    meta("name", "twitter:title", &title);
    meta("name", "twitter:description", &description);
    meta("name", "twitter:image", &image);
    out
}

/// The template of the embedded `index.html`; none in a build without the UI.
static TEMPLATE: LazyLock<Option<Template>> = LazyLock::new(|| {
    let html = std::str::from_utf8(assets::index_html()?).ok()?;
    Template::new(html)
        .inspect_err(|lacks| tracing::error!("index.html lacks {lacks}: pages carry no previews"))
        .ok()
});

/// A rendered page, with its compressed forms made on first demand.
struct Rendered {
    etag: String,
    body: Bytes,
    brotli: OnceLock<Bytes>,
    gzip: OnceLock<Bytes>,
}

impl Rendered {
    fn new(body: String) -> Rendered {
        Rendered {
            etag: etag::of_bytes(body.as_bytes()),
            body: Bytes::from(body),
            brotli: OnceLock::new(),
            gzip: OnceLock::new(),
        }
    }

    /// The body in the best encoding `request` accepts, and that encoding.
    fn encoded(&self, request: &HeaderMap) -> (Bytes, Option<&'static str>) {
        if self.body.len() < encoding::MIN_COMPRESSED_BYTES {
            return (self.body.clone(), None);
        }
        let accepted = encoding::accepted(request);
        if accepted.brotli {
            let br = self
                .brotli
                .get_or_init(|| encoding::brotli(&self.body, encoding::DYNAMIC_BROTLI_QUALITY));
            (br.clone(), Some("br"))
        } else if accepted.gzip {
            (
                self.gzip.get_or_init(|| encoding::gzip(&self.body)).clone(),
                Some("gzip"),
            )
        } else {
            (self.body.clone(), None)
        }
    }
}

/// Pages rendered lately, by what makes them differ (their head and language), so a page
/// read again is neither rendered nor compressed again. Past [`KEPT_PAGES`] they are all let
/// go: the two app pages are back on their next read, and a crawler walking every player
/// cannot make the set grow.
static KEPT: LazyLock<Mutex<KeptPages>> = LazyLock::new(Mutex::default);

/// Rendered pages by their language, head, first paint's head and season under way.
type KeptPages = HashMap<(Lang, String, String, i32), Arc<Rendered>>;

fn rendered(
    template: &Template,
    lang: Lang,
    head: String,
    first: String,
    season: i32,
) -> Arc<Rendered> {
    let key = (lang, head, first, season);
    if let Some(kept) = KEPT.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return kept.clone();
    }
    let page = Arc::new(Rendered::new(template.render(lang, &key.1, &key.2, key.3)));
    let mut kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
    if kept.len() >= KEPT_PAGES {
        kept.clear();
    }
    kept.insert(key, page.clone());
    page
}

/// The answer for a document chosen by path and language: `no-cache` with its ETag, 304 when
/// the client's copy is current.
fn respond(
    request: &HeaderMap,
    etag: &str,
    content_type: &'static str,
    lang: Lang,
    body: Bytes,
    encoding: Option<&'static str>,
) -> Response {
    // Each representation needs its own strong ETag.
    let etag = match encoding {
        Some(enc) => format!("{}-{enc}\"", etag.trim_end_matches('"')),
        None => etag.to_string(),
    };
    let builder = Response::builder()
        .header(header::ETAG, &etag)
        .header(header::CACHE_CONTROL, "no-cache")
        .header(header::VARY, VARY)
        .header(header::CONTENT_LANGUAGE, lang.code());
    if etag::matches(request, &etag) {
        return builder
            .status(StatusCode::NOT_MODIFIED)
            .body(Body::empty())
            .unwrap_or_default();
    }
    let mut builder = builder.header(header::CONTENT_TYPE, content_type);
    if let Some(enc) = encoding {
        builder = builder.header(header::CONTENT_ENCODING, enc);
    }
    builder
        .status(StatusCode::OK)
        .body(Body::from(body))
        .unwrap_or_default()
}

/// `index.html` for the app page at `uri`, with the preview of what it shows.
pub async fn page(state: &AppState, uri: &Uri, headers: &HeaderMap) -> Response {
    let Some(template) = TEMPLATE.as_ref() else {
        return match assets::index_response(headers) {
            Some(response) => response,
            None => Error::internal("the UI build has no index.html").into_response(),
        };
    };
    let lang = reader_lang(uri, headers);
    let page = shared_page(uri.path());
    let preview = match state.club.preview(page, lang).await {
        Ok(preview) => preview,
        Err(err) => return err.into_response(),
    };
    let head = head(page, &preview, lang, state.site.public_origin());
    let first = first_paint::block(page, &preview);
    let page = rendered(template, lang, head, first, state.club.clock().year());
    let (body, encoding) = page.encoded(headers);
    respond(
        headers,
        &page.etag,
        "text/html; charset=utf-8",
        lang,
        body,
        encoding,
    )
}

/// The fallback for every path no route claimed: the app's page for a client-side route
/// (with the preview of what it shows), else the file of the React build at the path.
pub async fn fallback(
    State(state): State<AppState>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    let path = uri.path();
    if path == "/api" || path.starts_with("/api/") {
        return Error::NotFound {
            code: "route_not_found",
            message: format!("No API call at {path}."),
        }
        .into_response();
    }
    if method != Method::GET && method != Method::HEAD {
        let mut response =
            Error::bad_request("method_not_allowed", "This method is not allowed here.")
                .into_response();
        *response.status_mut() = StatusCode::METHOD_NOT_ALLOWED;
        return response;
    }
    let relative = path.trim_start_matches('/');
    let last_segment = relative.rsplit('/').next().unwrap_or("");
    if relative.is_empty() || !last_segment.contains('.') || relative == "index.html" {
        return page(&state, &uri, &headers).await;
    }
    match assets::ui_file_response(relative, &headers) {
        Some(response) => response,
        None => Error::NotFound {
            code: "file_not_found",
            message: format!("No file at {path}."),
        }
        .into_response(),
    }
}

/// The manifest's words in one language.
fn manifest_words(lang: Lang) -> (&'static str, &'static str) {
    match lang {
        Lang::En => (
            "en",
            "Tournaments, brackets, league and rankings of the club.",
        ),
        Lang::Es => ("es", "Torneos, cuadros, liga y ranking del club."),
    }
}

/// The built manifest in each language, English first; none in a build without the UI.
static MANIFESTS: LazyLock<Option<[Rendered; 2]>> = LazyLock::new(|| {
    let built: serde_json::Value = serde_json::from_slice(assets::manifest_json()?).ok()?;
    let variant = |lang: Lang| {
        let mut manifest = built.clone();
        let (code, description) = manifest_words(lang);
        manifest["lang"] = code.into();
        manifest["description"] = description.into();
        Rendered::new(serde_json::to_string_pretty(&manifest).unwrap_or_default())
    };
    Some(Lang::ALL.map(variant))
});

/// `GET /manifest.webmanifest`: the web app manifest in the reader's language (`?lang=`,
/// else `Accept-Language`), so an installed app carries the description the reader reads.
/// Its id and start address are the same in both, so it is one app whatever the language.
pub async fn manifest(uri: Uri, headers: HeaderMap) -> Response {
    let lang = reader_lang(&uri, &headers);
    let Some(manifests) = MANIFESTS.as_ref() else {
        return Error::NotFound {
            code: "file_not_found",
            message: "No file at /manifest.webmanifest.".into(),
        }
        .into_response();
    };
    let manifest = &manifests[usize::from(lang == Lang::Es)];
    respond(
        &headers,
        &manifest.etag,
        "application/manifest+json",
        lang,
        manifest.body.clone(),
        None,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn addresses_name_their_pages() {
        let cases = [
            ("/", SharedPage::Home),
            ("/tournament/4", SharedPage::Tournament(TournamentId(4))),
            ("/tournament/4/", SharedPage::Tournament(TournamentId(4))),
            ("/players/12", SharedPage::Player(PlayerId(12))),
            ("/rankings", SharedPage::Rankings),
            ("/league/", SharedPage::League),
            ("/tournament/0", SharedPage::Other),
            ("/tournament/+4", SharedPage::Other),
            ("/tournament/4x", SharedPage::Other),
            ("/players/1/vs/2", SharedPage::Other),
            ("/reglamento", SharedPage::Other),
            ("/tournament/99999999999999999999", SharedPage::Other),
        ];
        for (path, page) in cases {
            assert_eq!(shared_page(path), page, "{path}");
        }
    }

    #[test]
    fn the_address_then_the_browser_then_english_choose_the_language() {
        let with = |accept: Option<&str>| {
            let mut headers = HeaderMap::new();
            if let Some(accept) = accept {
                headers.insert(
                    header::ACCEPT_LANGUAGE,
                    HeaderValue::from_str(accept).unwrap(),
                );
            }
            headers
        };
        let uri = |s: &str| s.parse::<Uri>().unwrap();
        assert_eq!(reader_lang(&uri("/"), &with(None)), Lang::En);
        assert_eq!(
            reader_lang(&uri("/"), &with(Some("es-CR,es;q=0.9"))),
            Lang::Es
        );
        assert_eq!(
            reader_lang(&uri("/?lang=en"), &with(Some("es-CR"))),
            Lang::En
        );
        assert_eq!(
            reader_lang(&uri("/display?x=1&lang=es"), &with(None)),
            Lang::Es
        );
        // A value the app does not speak is no choice.
        assert_eq!(reader_lang(&uri("/?lang=fr"), &with(Some("es"))), Lang::Es);
    }

    #[test]
    fn user_text_cannot_leave_its_attribute() {
        assert_eq!(
            escape_html(r#"Copa "Pura" <Vida> & 'Co'"#),
            "Copa &quot;Pura&quot; &lt;Vida&gt; &amp; &#39;Co&#39;"
        );
        let preview = Preview {
            name: Some("\"><script>alert(1)</script>".into()),
            description: "a \"quoted\" line".into(),
            picture: None,
        };
        let head = head(SharedPage::Home, &preview, Lang::En, None);
        assert!(!head.contains("<script>"), "{head}");
        assert!(
            head.contains("content=\"a &quot;quoted&quot; line\""),
            "{head}"
        );
    }

    #[test]
    fn the_built_page_has_every_place_a_page_writes_into() {
        let html = std::str::from_utf8(assets::index_html().expect("the UI is built")).unwrap();
        let template = Template::new(html).expect("index.html has its markers");
        // The language, the head, the manifest, and in each language's first paint the
        // slot of the page's head and the season of the ranking's.
        assert_eq!(template.slots.len(), 7);
        let head = head(SharedPage::League, &Preview::app(Lang::Es), Lang::Es, None);
        let page = template.render(Lang::Es, &head, "", 2031);
        assert!(
            page.starts_with("<!doctype html>\n<html lang=\"es\">"),
            "{page}"
        );
        assert!(page.contains("<link rel=\"manifest\" href=\"/manifest.webmanifest?lang=es\""));
        assert_eq!(page.matches("<title>").count(), 1);
        assert_eq!(page.matches("name=\"description\"").count(), 1);
        // Everything else is the build's own page.
        let body = |page: &str| {
            page.split_once("</title>")
                .unwrap()
                .1
                .split_once("</head>")
                .map(|(_, body)| body.to_string())
        };
        // The first paint's slots hold what the page writes there, here nothing.
        assert_eq!(html.matches(first_paint::SLOT).count(), 2);
        assert_eq!(html.matches(first_paint::SEASON_MARK).count(), 2);
        assert!(!page.contains(first_paint::SEASON_MARK));
        assert_eq!(
            body(&page),
            body(
                &html
                    .replace(first_paint::SLOT, "")
                    .replace(first_paint::SEASON_MARK, "2031")
            )
        );
        assert!(body(html).unwrap().contains("<div id=\"root\">"));
    }
}
