//! One email: a notice's words (already in the reader's language) as plain text and simple
//! HTML, with the link to the page where the reader acts and, for a kind the member can
//! switch off, the one-click unsubscribe headers of RFC 8058. Every header made from text
//! that people typed (a name in the subject, the sender's name) goes through lettre's
//! builders, which encode it (RFC 2047), so no name can add a header or a line.

use lettre::message::header::{ContentType, Header, HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart, SinglePart};

use crate::domain::language::Lang;

/// `List-Unsubscribe: <https://club.example/api/unsubscribe/TOKEN>` (RFC 2369).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListUnsubscribe(pub String);

impl Header for ListUnsubscribe {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe")
    }

    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        let url = s
            .trim()
            .strip_prefix('<')
            .and_then(|s| s.strip_suffix('>'))
            .ok_or("List-Unsubscribe is <URL>")?;
        Ok(ListUnsubscribe(url.to_string()))
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), format!("<{}>", self.0))
    }
}

/// `Subject`, always as RFC 2047 encoded words (UTF-8, base64), whatever it holds: a name
/// someone typed never reaches a mail client as raw text it might decode otherwise (security
/// review S14), and a line break in it stays inside an encoded word. Each word carries at
/// most 45 bytes, whole characters only, so every line stays under 78 characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EncodedSubject(pub String);

/// The bytes one encoded word of the subject carries at most.
const WORD_BYTES: usize = 45;

impl EncodedSubject {
    /// The subject as encoded words, folded one word a line.
    pub fn encoded(&self) -> String {
        use base64::Engine;
        let mut words = Vec::new();
        let mut rest = self.0.as_str();
        while !rest.is_empty() {
            let mut end = rest.len().min(WORD_BYTES);
            while !rest.is_char_boundary(end) {
                end -= 1;
            }
            let (word, after) = rest.split_at(end);
            let b64 = base64::engine::general_purpose::STANDARD.encode(word);
            words.push(format!("=?utf-8?b?{b64}?="));
            rest = after;
        }
        words.join("\r\n ")
    }
}

impl Header for EncodedSubject {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("Subject")
    }

    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(EncodedSubject(s.to_string()))
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::dangerous_new_pre_encoded(Self::name(), self.0.clone(), self.encoded())
    }
}

/// `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OneClick;

/// The one value `List-Unsubscribe-Post` has.
pub const ONE_CLICK: &str = "List-Unsubscribe=One-Click";

impl Header for OneClick {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe-Post")
    }

    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        if s.trim() == ONE_CLICK {
            Ok(OneClick)
        } else {
            Err("List-Unsubscribe-Post is List-Unsubscribe=One-Click".into())
        }
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), ONE_CLICK.to_string())
    }
}

/// Why the reader gets an email, for its closing lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// A member's notice of a kind they can switch off: their page, and the unsubscribe link.
    Member {
        /// `https://club.example/me`.
        preferences: String,
        /// `https://club.example/api/unsubscribe/TOKEN`.
        unsubscribe: String,
    },
    /// Something the reader asked for (a sign-in link): nothing to switch off.
    Asked,
    /// The admin's notice, to `--admin-email`.
    Admin,
    /// The operator's test message.
    Test,
}

/// What one email says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Letter {
    /// The sender (`--mail-from`).
    pub from: Mailbox,
    /// The reader.
    pub to: Mailbox,
    /// Its language.
    pub language: Lang,
    /// The subject: the notice's title.
    pub subject: String,
    /// The notice's lines.
    pub body: String,
    /// The full address of the page where the reader acts.
    pub link: String,
    /// Why the reader gets it.
    pub reason: Reason,
    /// Its Message-ID, the same on every try of one delivery so a repeat can be told; one
    /// of lettre's making when none.
    pub message_id: Option<String>,
}

/// Text for HTML, safe inside an element or an attribute's value: `&`, `<`, `>`, `"` and `'`
/// escaped. Letters, the app's pages and the unsubscribe page all write names with it.
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The closing lines, in `language`: (plain, HTML).
fn closing(reason: &Reason, language: Lang) -> (String, String) {
    let es = language == Lang::Es;
    match reason {
        Reason::Member {
            preferences,
            unsubscribe,
        } => {
            let (why, choose, stop) = if es {
                (
                    "Recibe este correo porque es miembro del club.",
                    "Elija qué correos recibe en su página",
                    "No recibir más correos como este",
                )
            } else {
                (
                    "You get this email because you are a member of the club.",
                    "Choose which emails you get on your page",
                    "Stop emails like this one",
                )
            };
            (
                format!("{why}\n{choose}: {preferences}\n{stop}: {unsubscribe}"),
                format!(
                    "{why}<br>\n<a href=\"{}\">{choose}</a> · <a href=\"{}\">{stop}</a>",
                    escape_html(preferences),
                    escape_html(unsubscribe)
                ),
            )
        }
        Reason::Asked => {
            let line = if es {
                "Este correo se envió porque alguien pidió un enlace para esta dirección."
            } else {
                "This email was sent because someone asked for a link for this address."
            };
            (line.to_string(), escape_html(line))
        }
        Reason::Admin => {
            let line = if es {
                "Recibe este correo porque esta es la dirección del administrador del club."
            } else {
                "You get this email because this is the club admin's address."
            };
            (line.to_string(), escape_html(line))
        }
        Reason::Test => {
            let line = "tournament-hub notices --test";
            (line.to_string(), escape_html(line))
        }
    }
}

impl Letter {
    /// The words of the link to the page.
    fn open_words(&self) -> &'static str {
        match (&self.reason, self.language) {
            (Reason::Asked, Lang::Es) => "Entrar",
            (Reason::Asked, Lang::En) => "Sign in",
            (_, Lang::Es) => "Abrir en la aplicación del club",
            (_, Lang::En) => "Open in the club's app",
        }
    }

    /// The plain text part.
    pub fn plain(&self) -> String {
        let (closing, _) = closing(&self.reason, self.language);
        format!(
            "{}\n\n{}\n\n{}: {}\n\n-- \n{closing}\n",
            self.subject,
            self.body,
            self.open_words(),
            self.link
        )
    }

    /// The HTML part: the same words, escaped, with the link as a button.
    pub fn html(&self) -> String {
        let (_, closing) = closing(&self.reason, self.language);
        let lines: Vec<String> = self.body.lines().map(escape_html).collect();
        format!(
            "<!doctype html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
             <title>{subject}</title></head>\n\
             <body style=\"font-family: sans-serif; line-height: 1.5; color: #1f2937\">\n\
             <h1 style=\"font-size: 1.25em\">{subject}</h1>\n<p>{body}</p>\n\
             <p><a href=\"{link}\" style=\"display: inline-block; padding: 0.5em 1em; \
             background: #166534; color: #ffffff; text-decoration: none; border-radius: 6px\">\
             {open}</a></p>\n\
             <p style=\"font-size: 0.85em; color: #6b7280\">{closing}</p>\n</body></html>\n",
            lang = self.language.code(),
            subject = escape_html(&self.subject),
            body = lines.join("<br>\n"),
            link = escape_html(&self.link),
            open = escape_html(self.open_words()),
        )
    }

    /// The message, ready for the relay.
    pub fn message(&self) -> Result<lettre::Message, String> {
        let mut builder = lettre::Message::builder()
            .from(self.from.clone())
            .to(self.to.clone())
            .header(EncodedSubject(self.subject.clone()))
            .message_id(self.message_id.clone());
        if let Reason::Member { unsubscribe, .. } = &self.reason {
            builder = builder
                .header(ListUnsubscribe(unsubscribe.clone()))
                .header(OneClick);
        }
        builder
            .multipart(
                MultiPart::alternative()
                    .singlepart(
                        SinglePart::builder()
                            .header(ContentType::TEXT_PLAIN)
                            .body(self.plain()),
                    )
                    .singlepart(
                        SinglePart::builder()
                            .header(ContentType::TEXT_HTML)
                            .body(self.html()),
                    ),
            )
            .map_err(|e| format!("the message could not be made: {e}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn letter(subject: &str, reason: Reason, language: Lang) -> Letter {
        Letter {
            message_id: None,
            from: "Club de Tenis Pérez <club@example.org>".parse().unwrap(),
            to: "ana@example.org".parse().unwrap(),
            language,
            subject: subject.into(),
            body: "Line one <b>\nLine two & more".into(),
            link: "https://club.example/me".into(),
            reason,
        }
    }

    fn member() -> Reason {
        Reason::Member {
            preferences: "https://club.example/me".into(),
            unsubscribe: "https://club.example/api/unsubscribe/12.your_week.abc".into(),
        }
    }

    fn formatted(letter: &Letter) -> String {
        String::from_utf8(letter.message().unwrap().formatted()).unwrap()
    }

    /// The message's header lines, unfolded, before the first blank line.
    fn headers(text: &str) -> Vec<String> {
        let head = text.split("\r\n\r\n").next().unwrap();
        let mut out: Vec<String> = Vec::new();
        for line in head.split("\r\n") {
            if line.starts_with([' ', '\t']) {
                out.last_mut().unwrap().push_str(line);
            } else {
                out.push(line.to_string());
            }
        }
        out
    }

    #[test]
    fn a_member_letter_has_both_parts_and_one_click_unsubscribe() {
        let text = formatted(&letter("Your match this week", member(), Lang::En));
        let heads = headers(&text);
        assert!(
            heads.contains(&"To: ana@example.org".to_string()),
            "{heads:?}"
        );
        let subject = format!(
            "Subject: {}",
            EncodedSubject("Your match this week".into()).encoded()
        );
        assert!(heads.contains(&subject), "{heads:?}");
        assert!(
            heads.contains(
                &"List-Unsubscribe: <https://club.example/api/unsubscribe/12.your_week.abc>"
                    .to_string()
            )
        );
        assert!(heads.contains(&"List-Unsubscribe-Post: List-Unsubscribe=One-Click".to_string()));
        assert!(
            heads.iter().any(|h| h.starts_with("From: =?utf-8?")),
            "{heads:?}"
        );
        assert!(text.contains("multipart/alternative"));
        assert!(text.contains("text/plain") && text.contains("text/html"));
        let letter = letter("Your match this week", member(), Lang::En);
        assert!(
            letter
                .html()
                .contains("Line one &lt;b&gt;<br>\nLine two &amp; more")
        );
        assert!(letter.plain().contains(
            "Stop emails like this one: https://club.example/api/unsubscribe/12.your_week.abc"
        ));
    }

    #[test]
    fn only_a_member_letter_carries_unsubscribe_headers() {
        for reason in [Reason::Asked, Reason::Admin, Reason::Test] {
            let text = formatted(&letter("Hello", reason.clone(), Lang::En));
            assert!(!text.contains("List-Unsubscribe"), "{reason:?}");
        }
    }

    #[test]
    fn names_in_headers_are_encoded_and_cannot_add_a_header() {
        let subject = "Núñez \"la Zurda\" challenged you\r\nBcc: thief@example.org\nX-Evil: 1";
        let text = formatted(&letter(subject, member(), Lang::Es));
        let heads = headers(&text);
        assert!(
            !heads
                .iter()
                .any(|h| h.starts_with("Bcc:") || h.starts_with("X-Evil:")),
            "{heads:?}"
        );
        let subject_line = heads.iter().find(|h| h.starts_with("Subject:")).unwrap();
        assert!(
            subject_line.is_ascii() && subject_line.contains("=?utf-8?"),
            "{subject_line}"
        );
        assert!(text.is_ascii(), "every line of the message is 7-bit");
    }

    #[test]
    fn every_subject_is_encoded_even_plain_ascii_and_long_ones_fold() {
        for subject in [
            "Ana signed up",
            "=?utf-8?b?4oCu?= hola",
            "Núñez\u{202E}txt.exe",
        ] {
            let text = formatted(&letter(subject, member(), Lang::Es));
            let heads = headers(&text);
            let line = heads.iter().find(|h| h.starts_with("Subject:")).unwrap();
            assert!(line.starts_with("Subject: =?utf-8?b?"), "{line}");
            assert!(line.is_ascii());
            let encoded = EncodedSubject(subject.into()).encoded();
            assert!(!encoded.contains(subject), "{encoded}");
        }
        let long = "María José Vargas Solís de la Cruz confirmó el resultado ".repeat(3);
        let folded = EncodedSubject(long.clone()).encoded();
        assert!(folded.lines().all(|l| l.len() <= 77), "{folded}");
        let back: String = folded
            .split("\r\n ")
            .map(|word| {
                use base64::Engine;
                let b64 = word
                    .strip_prefix("=?utf-8?b?")
                    .unwrap()
                    .strip_suffix("?=")
                    .unwrap();
                String::from_utf8(
                    base64::engine::general_purpose::STANDARD
                        .decode(b64)
                        .unwrap(),
                )
                .unwrap()
            })
            .collect();
        assert_eq!(back, long, "whole characters in each word");
    }

    #[test]
    fn the_closing_lines_are_in_the_readers_language() {
        let es = letter("Su partido", member(), Lang::Es);
        assert!(es.plain().contains("No recibir más correos como este"));
        assert!(es.html().contains("<html lang=\"es\">"));
        assert!(
            es.plain()
                .contains("Abrir en la aplicación del club: https://club.example/me")
        );
        let asked = letter("Su enlace", Reason::Asked, Lang::Es);
        assert!(asked.plain().contains("Entrar: https://club.example/me"));
        let en = letter("Your link", Reason::Asked, Lang::En);
        assert!(en.plain().contains("Sign in: "));
    }
}
