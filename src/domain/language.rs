//! The two languages the club's pages speak, and which one a reader without a choice of ours
//! gets (a link previewer, a calendar app): the first of their languages that is Spanish or
//! English, else English, as the UI's own first choice does (ui/src/lib/i18n/choose-language.js).

/// A language of the club's pages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English, the default.
    En,
    /// Spanish (Costa Rica).
    Es,
}

impl Lang {
    /// Both, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Es];

    /// `en` or `es`, as the UI and `?lang=` name them.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
        }
    }

    /// The language a code names exactly (`en`, `es`); anything else is none.
    pub fn from_code(code: &str) -> Option<Lang> {
        match code {
            "en" => Some(Lang::En),
            "es" => Some(Lang::Es),
            _ => None,
        }
    }

    /// The language a language tag belongs to: `es-CR` and `ES` are Spanish, `en-GB` English.
    pub fn of_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next().unwrap_or("");
        Lang::from_code(&primary.to_ascii_lowercase())
    }

    /// The reader's language from an `Accept-Language` value: the one they prefer most
    /// (highest `q`, the first listed among equals) of those that are Spanish or English.
    /// None when they name neither; a language with `q=0` is refused, not chosen.
    pub fn preferred(accept_language: &str) -> Option<Lang> {
        let mut best: Option<(f32, Lang)> = None;
        for item in accept_language.split(',') {
            let mut parts = item.split(';');
            let Some(lang) = Lang::of_tag(parts.next().unwrap_or("")) else {
                continue;
            };
            let q = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok());
            let Some(q) = q.filter(|q| *q > 0.0 && *q <= 1.0) else {
                continue;
            };
            if best.is_none_or(|(most, _)| q > most) {
                best = Some((q, lang));
            }
        }
        best.map(|(_, lang)| lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_most_preferred_of_spanish_and_english_is_chosen() {
        let cases: [(&str, Option<Lang>); 14] = [
            ("es-CR,es;q=0.9,en;q=0.8", Some(Lang::Es)),
            ("en-US,en;q=0.9,es;q=0.8", Some(Lang::En)),
            ("es", Some(Lang::Es)),
            ("ES-cr", Some(Lang::Es)),
            ("fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7", Some(Lang::Es)),
            ("de, en;q=0.5, es;q=0.7", Some(Lang::Es)),
            // Equal weights: the first listed.
            ("en;q=0.5, es;q=0.5", Some(Lang::En)),
            // q=0 refuses a language.
            ("es;q=0, en;q=0.1", Some(Lang::En)),
            ("es;q=0", None),
            ("fr, de", None),
            ("*", None),
            ("", None),
            // A weight that cannot be read does not count.
            ("es;q=abc, en;q=0.2", Some(Lang::En)),
            ("espanol, english", None),
        ];
        for (header, expected) in cases {
            assert_eq!(Lang::preferred(header), expected, "{header:?}");
        }
    }

    #[test]
    fn codes_name_exactly_one_language() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
        }
        assert_eq!(Lang::from_code("ES"), None);
        assert_eq!(Lang::from_code("fr"), None);
        assert_eq!(Lang::of_tag("en_GB"), Some(Lang::En));
    }
}
