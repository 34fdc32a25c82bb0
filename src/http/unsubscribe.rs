//! One-click unsubscribe (RFC 8058, docs/api.md#notices): the address every member email
//! names in `List-Unsubscribe`. A mail client POSTs `List-Unsubscribe=One-Click` to it from
//! its own servers, with no `Origin` and no JSON: this is the one write the cross-site check
//! lets through (`super::guard::same_origin_json`), since the token in the address is the
//! whole credential. A person who opens the link gets a small page, in their language, whose
//! button sends the same form. Both answer pages of their own with the site's look (no script
//! needed), and once the emails are off their button turns them back on (`resubscribe`, from
//! the site's own page only); an unknown token is the usual JSON 404.

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::Response;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::AppState;
use super::error::ErrorBody;
use super::extract::Path;
use super::me::personal;
use crate::club::unsubscribe::Unsubscribing;
use crate::club::{Error, Result};
use crate::domain::language::Lang;
use crate::domain::notices::NoticeKind;
use crate::mail::letter::{ONE_CLICK, escape_html};

/// The unsubscribe routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(page, unsubscribe))
        .routes(routes!(resubscribe))
}

/// What emails of `kind` are about, in `lang`: "Stop emails about …".
fn about(kind: NoticeKind, lang: Lang) -> &'static str {
    let es = lang == Lang::Es;
    match kind {
        NoticeKind::DrawPublished if es => "los sorteos en que usted juega",
        NoticeKind::DrawPublished => "draws you play in",
        NoticeKind::YourWeek if es => "sus partidos de la semana (los lunes)",
        NoticeKind::YourWeek => "your week's matches (on Mondays)",
        NoticeKind::ResultReported if es => "los resultados en sus partidos",
        NoticeKind::ResultReported => "results in your matches",
        NoticeKind::Challenged if es => "los desafíos de la liga",
        NoticeKind::Challenged => "league challenges",
        NoticeKind::MatchScheduled if es => "los partidos que su rival programa o mueve",
        NoticeKind::MatchScheduled => "matches your opponent sets or moves",
        NoticeKind::DeadlineTomorrow if es => "los partidos que vencen mañana",
        NoticeKind::DeadlineTomorrow => "matches due tomorrow",
        NoticeKind::SignupApproved if es => "la aprobación de su inscripción",
        NoticeKind::SignupApproved => "your signup being approved",
        NoticeKind::ResultSettled if es => "los resultados que el club decide en sus partidos",
        NoticeKind::ResultSettled => "results the club decides in your matches",
        NoticeKind::ResultCleared if es => "los resultados que el club anula en sus partidos",
        NoticeKind::ResultCleared => "results the club clears in your matches",
        NoticeKind::WalkoverRecorded if es => "los W.O. registrados en sus partidos",
        NoticeKind::WalkoverRecorded => "walkovers recorded in your matches",
        NoticeKind::ExtensionGranted if es => "los días extra para sus partidos",
        NoticeKind::ExtensionGranted => "extra days granted to your matches",
        NoticeKind::Qualified if es => "su clasificación a una fase final",
        NoticeKind::Qualified => "qualifying for a knockout",
        NoticeKind::QualificationChanged if es => "las correcciones que cambian quién clasifica",
        NoticeKind::QualificationChanged => "corrections that change who qualifies",
        NoticeKind::ResultConfirmed if es => "las confirmaciones de sus resultados",
        NoticeKind::ResultConfirmed => "your opponents confirming your results",
        _ if es => "este tipo de aviso",
        _ => "this kind of notice",
    }
}

/// The site's colours (ui/src/index.css): the top bar's court green, the buttons' and links'
/// darker green, the page's greys.
const COURT_900: &str = "#0b3f29";
const COURT_700: &str = "#17653f";
const SLATE_50: &str = "#f8fafc";
const SLATE_200: &str = "#e2e8f0";
const SLATE_700: &str = "#334155";
const SLATE_900: &str = "#0f172a";

/// A page with the site's look: its top bar with the club's mark, and a card holding a
/// heading, a sentence and what follows them. Styles are attributes only: the content
/// security policy allows no style element of ours, and the page needs no script.
fn html_page(lang: Lang, title: &str, sentence: &str, rest: &str) -> Response {
    let text = format!(
        "<!doctype html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"robots\" content=\"noindex\"><link rel=\"icon\" href=\"/favicon.svg\">\
         <title>{title} · Tournament Hub</title></head>\n\
         <body style=\"margin: 0; background: {SLATE_50}; color: {SLATE_900}; \
         font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', \
         'Noto Sans', Arial, sans-serif; line-height: 1.5\">\n\
         <header style=\"background: {COURT_900}; color: #fff\">\
         <a href=\"/\" style=\"display: flex; align-items: center; gap: 0.6rem; max-width: 32rem; \
         margin: 0 auto; padding: 0.75rem 1rem; color: #fff; text-decoration: none; \
         font-weight: 800; font-size: 1.15rem\">\
         <img src=\"/favicon.svg\" alt=\"\" width=\"36\" height=\"36\">Tournament Hub</a></header>\n\
         <main style=\"max-width: 32rem; margin: 2rem auto; padding: 0 1rem\">\
         <div style=\"background: #fff; border: 1px solid {SLATE_200}; border-radius: 1rem; \
         padding: 1.5rem; box-shadow: 0 1px 3px rgba(15, 23, 42, 0.08)\">\n\
         <h1 style=\"font-size: 1.35rem; font-weight: 800; margin: 0 0 0.75rem; \
         overflow-wrap: anywhere\">{title}</h1>\n\
         <p style=\"margin: 0 0 1.25rem; color: {SLATE_700}; overflow-wrap: anywhere\">{sentence}</p>\n\
         {rest}</div></main></body></html>\n",
        lang = lang.code(),
        title = escape_html(title),
        sentence = escape_html(sentence),
    );
    let mut response = personal(text);
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    response
}

/// A form of one button that posts to `action` with the hidden `fields`, in the site's
/// primary button's look.
fn button_form(action: &str, fields: &[(&str, &str)], label: &str) -> String {
    let hidden: String = fields
        .iter()
        .map(|(name, value)| {
            format!(
                "<input type=\"hidden\" name=\"{}\" value=\"{}\">",
                escape_html(name),
                escape_html(value)
            )
        })
        .collect();
    format!(
        "<form method=\"post\" action=\"{action}\" style=\"margin: 0 0 1rem\">{hidden}\
         <button type=\"submit\" style=\"min-height: 44px; width: 100%; padding: 0.65rem 1.25rem; \
         border: 0; border-radius: 0.75rem; background: {COURT_700}; color: #fff; font: inherit; \
         font-weight: 700; cursor: pointer\">{label}</button></form>\n",
        action = escape_html(action),
        label = escape_html(label),
    )
}

/// The button that turns the link's emails back on (`POST …/resubscribe`).
fn resubscribe_form(token: &str, lang: Lang) -> String {
    let label = if lang == Lang::Es {
        "Volver a recibirlos"
    } else {
        "Turn them back on"
    };
    button_form(&format!("/api/unsubscribe/{token}/resubscribe"), &[], label)
}

/// The link to the member's page, where every switch is.
fn preferences_link(lang: Lang) -> String {
    let words = if lang == Lang::Es {
        "Elegir qué avisos recibo"
    } else {
        "Choose which notices I get"
    };
    format!(
        "<p style=\"margin: 0\"><a href=\"/me\" style=\"color: {COURT_700}; font-weight: 600\">{words}</a></p>\n"
    )
}

/// The page a person sees when they open an unsubscribe link.
#[utoipa::path(
    get,
    path = "/api/unsubscribe/{token}",
    operation_id = "unsubscribe_page",
    tag = "notices",
    security(()),
    params(("token" = String, Path, description = "The token of the email's `List-Unsubscribe` address")),
    responses(
        (status = 200, description = "A page with the site's look, in the member's language, with a button that sends the one-click form (or, when that email is off already, one that turns it back on); `Cache-Control: private, no-store`", content_type = "text/html", body = String),
        (status = 404, description = "`unsubscribe_link_unknown`: not a link this server made for the member's present address", body = ErrorBody),
    )
)]
async fn page(State(state): State<AppState>, Path(token): Path<String>) -> Result<Response> {
    let found = state.club.unsubscribing(token.clone()).await?;
    let lang = found.language;
    let about = about(found.kind, lang);
    if !found.email_on {
        let (title, sentence) = if lang == Lang::Es {
            (
                "Ya no recibe estos correos",
                format!(
                    "Los correos sobre {about} ya están apagados, {}.",
                    found.name
                ),
            )
        } else {
            (
                "You no longer get these emails",
                format!("Emails about {about} are off already, {}.", found.name),
            )
        };
        let rest = resubscribe_form(&token, lang) + &preferences_link(lang);
        return Ok(html_page(lang, title, &sentence, &rest));
    }
    let (title, sentence, button) = if lang == Lang::Es {
        (
            "Dejar de recibir estos correos",
            format!(
                "{}, ¿ya no quiere correos sobre {about}? Los verá siempre en la aplicación.",
                found.name
            ),
            "Dejar de recibirlos",
        )
    } else {
        (
            "Stop these emails",
            format!(
                "{}, stop emails about {about}? You will still see them in the app.",
                found.name
            ),
            "Stop these emails",
        )
    };
    let (key, value) = ONE_CLICK.split_once('=').unwrap_or((ONE_CLICK, ""));
    let rest = button_form(
        &format!("/api/unsubscribe/{token}"),
        &[(key, value)],
        button,
    ) + &preferences_link(lang);
    Ok(html_page(lang, title, &sentence, &rest))
}

/// Whether `body` is the one-click form, `List-Unsubscribe=One-Click`, sent as
/// `application/x-www-form-urlencoded` or `multipart/form-data` (RFC 8058 allows both).
fn is_one_click(headers: &HeaderMap, body: &[u8]) -> bool {
    let Ok(body) = std::str::from_utf8(body) else {
        return false;
    };
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("application/x-www-form-urlencoded");
    let (wanted_key, wanted_value) = ONE_CLICK.split_once('=').unwrap_or((ONE_CLICK, ""));
    let mime = content_type.split(';').next().unwrap_or("").trim();
    if mime.eq_ignore_ascii_case("multipart/form-data") {
        let Some(boundary) = content_type
            .split(';')
            .filter_map(|p| p.trim().strip_prefix("boundary="))
            .next()
            .map(|b| b.trim_matches('"'))
            .filter(|b| !b.is_empty())
        else {
            return false;
        };
        return body.split(&format!("--{boundary}")).any(|part| {
            let Some((head, value)) = part
                .split_once("\r\n\r\n")
                .or_else(|| part.split_once("\n\n"))
            else {
                return false;
            };
            head.to_ascii_lowercase()
                .contains(&format!("name=\"{}\"", wanted_key.to_ascii_lowercase()))
                && value.trim() == wanted_value
        });
    }
    body.trim()
        .split('&')
        .any(|pair| pair.split_once('=') == Some((wanted_key, wanted_value)))
}

/// Turns off the member's email of the link's kind: what a mail client's one-click
/// unsubscribe sends (RFC 8058), or the page's button. The body is the form
/// `List-Unsubscribe=One-Click`; no `Origin` and no JSON are asked for. Sending it again
/// changes nothing more.
#[utoipa::path(
    post,
    path = "/api/unsubscribe/{token}",
    operation_id = "unsubscribe",
    tag = "notices",
    security(()),
    params(("token" = String, Path, description = "The token of the email's `List-Unsubscribe` address")),
    request_body(content = String, content_type = "application/x-www-form-urlencoded", description = "`List-Unsubscribe=One-Click` (also accepted as `multipart/form-data`)"),
    responses(
        (status = 200, description = "That kind's email is off for the member; a small page says so, in their language", content_type = "text/html", body = String),
        (status = 400, description = "`one_click_required`: the body is not `List-Unsubscribe=One-Click`", body = ErrorBody),
        (status = 404, description = "`unsubscribe_link_unknown`: not a link this server made for the member's present address", body = ErrorBody),
        (status = 413, description = "The body is over 4 KB", body = ErrorBody),
    )
)]
async fn unsubscribe(
    State(state): State<AppState>,
    Path(token): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response> {
    if !is_one_click(&headers, &body) {
        return Err(Error::bad_request(
            "one_click_required",
            format!("Send the form {ONE_CLICK} to unsubscribe."),
        ));
    }
    let done: Unsubscribing = state.club.unsubscribe(token.clone()).await?;
    let lang = done.language;
    let about = about(done.kind, lang);
    let (title, sentence) = if lang == Lang::Es {
        (
            "Listo",
            format!("{}, ya no recibirá correos sobre {about}.", done.name),
        )
    } else {
        (
            "Done",
            format!("{}, you will get no more emails about {about}.", done.name),
        )
    };
    let rest = resubscribe_form(&token, lang) + &preferences_link(lang);
    Ok(html_page(lang, title, &sentence, &rest))
}

/// Turns the link's emails back on: the button of the unsubscribe page, a form with nothing
/// but the token in its address. It must come from the site's own page (its `Origin` is
/// required, `super::guard::is_resubscribe`); a mail client's one-click cannot send it.
/// Sending it again changes nothing more.
#[utoipa::path(
    post,
    path = "/api/unsubscribe/{token}/resubscribe",
    operation_id = "resubscribe",
    tag = "notices",
    security(()),
    params(("token" = String, Path, description = "The token of the email's `List-Unsubscribe` address")),
    responses(
        (status = 200, description = "That kind's email is on again for the member; a small page says so, in their language", content_type = "text/html", body = String),
        (status = 403, description = "`cross_site`: no `Origin`, or another site's", body = ErrorBody),
        (status = 404, description = "`unsubscribe_link_unknown`: not a link this server made for the member's present address", body = ErrorBody),
        (status = 413, description = "The body is over 4 KB", body = ErrorBody),
    )
)]
async fn resubscribe(State(state): State<AppState>, Path(token): Path<String>) -> Result<Response> {
    let done = state.club.resubscribe(token).await?;
    let lang = done.language;
    let about = about(done.kind, lang);
    let (title, sentence) = if lang == Lang::Es {
        (
            "Correos activados",
            format!("{}, volverá a recibir correos sobre {about}.", done.name),
        )
    } else {
        (
            "Emails back on",
            format!("{}, you will get emails about {about} again.", done.name),
        )
    };
    Ok(html_page(lang, title, &sentence, &preferences_link(lang)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(content_type: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_str(content_type).unwrap(),
        );
        headers
    }

    #[test]
    fn the_one_click_form_is_read_in_both_encodings() {
        let form = typed("application/x-www-form-urlencoded");
        assert!(is_one_click(&form, b"List-Unsubscribe=One-Click"));
        assert!(is_one_click(&form, b"a=b&List-Unsubscribe=One-Click\r\n"));
        assert!(is_one_click(
            &HeaderMap::new(),
            b"List-Unsubscribe=One-Click"
        ));
        assert!(!is_one_click(&form, b"List-Unsubscribe=Yes"));
        assert!(!is_one_click(&form, b""));
        assert!(!is_one_click(
            &typed("application/json"),
            b"{\"List-Unsubscribe\":1}"
        ));
        let multipart = typed("multipart/form-data; boundary=XyZ");
        let body = "--XyZ\r\nContent-Disposition: form-data; name=\"List-Unsubscribe\"\r\n\r\n\
                    One-Click\r\n--XyZ--\r\n";
        assert!(is_one_click(&multipart, body.as_bytes()));
        let other = "--XyZ\r\nContent-Disposition: form-data; name=\"other\"\r\n\r\n\
                     One-Click\r\n--XyZ--\r\n";
        assert!(!is_one_click(&multipart, other.as_bytes()));
        assert!(!is_one_click(
            &typed("multipart/form-data"),
            body.as_bytes()
        ));
    }

    #[test]
    fn every_member_kind_has_words_in_both_languages() {
        for kind in NoticeKind::MEMBER {
            for lang in Lang::ALL {
                assert_ne!(
                    about(kind, lang),
                    about(NoticeKind::OverdueList, lang),
                    "{kind:?}"
                );
            }
        }
    }
}
