//! People's names: their alphabetical order, as a Spanish-speaking club reads it, the
//! characters a name may not hold, and when two names are the same to a reader.
//!
//! Case and accents do not count in the order (Álvaro sorts with Alba, not after Zoe), and ñ
//! is its own letter after n (Nuño after Nuno). Rankings, group tables and player lists all
//! use this order when names decide.

use std::cmp::Ordering;

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;
use unicode_security::confusable_detection::skeleton;

/// The key that orders `name` alphabetically: lower case, accents removed, ñ after n.
pub fn sort_key(name: &str) -> String {
    let mut key = String::with_capacity(name.len() + 2);
    // Most of a name is ASCII, around its accents too: its letters only change case, without
    // Unicode's lower-case table. The rest goes by the table.
    for c in name.chars() {
        if c.is_ascii() {
            key.push(c.to_ascii_lowercase());
            continue;
        }
        for c in c.to_lowercase() {
            push_folded(&mut key, c);
        }
    }
    key
}

/// Pushes the lower-case letter `c` as a name's sort key holds it.
fn push_folded(key: &mut String, c: char) {
    match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' => key.push('a'),
        'ç' => key.push('c'),
        'è' | 'é' | 'ê' | 'ë' => key.push('e'),
        'ì' | 'í' | 'î' | 'ï' => key.push('i'),
        // '~' comes after every letter, so "ñ" sorts after any "n" followed by a letter.
        'ñ' => key.push_str("n~"),
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' => key.push('o'),
        'ù' | 'ú' | 'û' | 'ü' => key.push('u'),
        'ý' | 'ÿ' => key.push('y'),
        other => key.push(other),
    }
}

/// Compares two names alphabetically; names that differ only in case or accents fall back to
/// their exact text, so the order is total and stable.
pub fn compare(a: &str, b: &str) -> Ordering {
    sort_key(a).cmp(&sort_key(b)).then_with(|| a.cmp(b))
}

/// Whether `text` holds a character that shows nothing or changes how the rest shows:
/// control characters, bidirectional overrides and isolates (U+202E can make "Ana" read
/// backwards), zero-width spaces and joiners, the soft hyphen, the byte order mark. A name
/// with one could pass for another player's ("Ana Mora" plus U+200B), so names refuse them.
pub fn has_hidden_characters(text: &str) -> bool {
    text.chars().any(|c| {
        c.is_control()
            || matches!(
                c,
                '\u{00AD}'
                    | '\u{034F}'
                    | '\u{061C}'
                    | '\u{115F}'
                    | '\u{1160}'
                    | '\u{17B4}'
                    | '\u{17B5}'
                    | '\u{180B}'..='\u{180F}'
                    | '\u{200B}'..='\u{200F}'
                    | '\u{202A}'..='\u{202E}'
                    | '\u{2060}'..='\u{206F}'
                    | '\u{3164}'
                    | '\u{FE00}'..='\u{FE0F}'
                    | '\u{FEFF}'
                    | '\u{FFA0}'
                    | '\u{FFF9}'..='\u{FFFB}'
            )
    })
}

/// Whether `text` holds a line or paragraph separator (U+2028, U+2029): a name must stay on
/// one line, and these two are neither control nor format characters.
pub fn has_line_separator(text: &str) -> bool {
    text.contains(['\u{2028}', '\u{2029}'])
}

/// `name` in Unicode's composed form (NFC), the one form names are stored in: "Ána" typed as
/// "A" plus a combining accent and "Ána" typed as one letter are then the same text.
pub fn normalized(name: &str) -> String {
    name.nfc().collect()
}

/// Lower case, accents and other combining marks removed, every run of spaces one space.
fn folded(text: impl Iterator<Item = char>) -> String {
    let mut out = String::new();
    let mut space = false;
    for c in text
        .flat_map(char::to_lowercase)
        .nfd()
        .filter(|c| !is_combining_mark(*c))
    {
        if c.is_whitespace() {
            space = true;
            continue;
        }
        if space && !out.is_empty() {
            out.push(' ');
        }
        space = false;
        out.push(c);
    }
    out
}

/// The two keys under which a name is compared. Case and confusable letters do not combine
/// into one key: "Iris" is "iris" ignoring case and "lris" to the eye (capital I looks like a
/// small l), yet "iris" and "lris" differ. So one key folds case before taking the
/// confusable skeleton of UTS #39, the other takes the skeleton of the name as written; both
/// then fold case and drop accents again, since a skeleton may hold capitals ("0" becomes
/// "O") or marks.
fn match_keys(name: &str) -> [String; 2] {
    let case_first = folded(skeleton(&folded(name.chars())));
    let shape_first = folded(skeleton(&folded(skeleton(name))));
    [case_first, shape_first]
}

/// Whether two names are the same to a reader (docs/rules.md#ranking-and-name-order): equal
/// once case, accents (ñ included), runs of spaces and letters that look alike (Unicode's
/// confusable skeleton: Cyrillic "а" for Latin "a", "0" for "O") are set aside. A new or
/// renamed player under such a name gets a warning, not a refusal.
pub fn same_name(a: &str, b: &str) -> bool {
    let [a_case, a_shape] = match_keys(a);
    let [b_case, b_shape] = match_keys(b);
    a_case == b_case || a_shape == b_shape
}

/// The names among `others` that are the same as `name` to a reader ([`same_name`]), in the
/// order given. The keys of `name` are made once.
pub fn same_names<'a, T>(
    name: &str,
    others: impl IntoIterator<Item = (T, &'a str)>,
) -> Vec<(T, &'a str)> {
    let [case, shape] = match_keys(name);
    others
        .into_iter()
        .filter(|(_, other)| {
            let [other_case, other_shape] = match_keys(other);
            other_case == case || other_shape == shape
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sorted(names: &[&str]) -> Vec<String> {
        let mut names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
        names.sort_by(|a, b| compare(a, b));
        names
    }

    #[test]
    fn accents_and_case_do_not_move_a_name() {
        assert_eq!(
            sorted(&[
                "Zoe Tie",
                "álvaro Tie",
                "Beto Tie",
                "alba Tie",
                "Ana Tie",
                "Óscar"
            ]),
            [
                "alba Tie",
                "álvaro Tie",
                "Ana Tie",
                "Beto Tie",
                "Óscar",
                "Zoe Tie"
            ]
        );
    }

    /// The key as Unicode's lower case and the folding table make it, every character through
    /// both: the ASCII letters of a name, which skip them, must come out the same.
    fn key_by_table(name: &str) -> String {
        let mut key = String::new();
        for c in name.chars().flat_map(char::to_lowercase) {
            push_folded(&mut key, c);
        }
        key
    }

    #[test]
    fn ascii_letters_key_as_the_table_does() {
        for name in [
            "",
            "Ana",
            "ANA MORA",
            "María José Zúñiga Castro",
            "ÁLVARO NÚÑEZ",
            "Óscar",
            "José María Hernández-Ñamendi",
            "Ñ",
            "Zoe İnce",
            "Straße",
            "Ana\u{301} Mora",
            // The Kelvin sign lowers to an ASCII k.
            "\u{212A}arla Ávila",
        ] {
            assert_eq!(sort_key(name), key_by_table(name), "{name}");
        }
    }

    #[test]
    fn enye_is_a_letter_after_n() {
        assert_eq!(
            sorted(&["Nuño", "Nuno", "Nuo", "Núñez"]),
            ["Nuno", "Núñez", "Nuño", "Nuo"]
        );
    }

    #[test]
    fn hidden_characters_are_found_and_accents_are_not() {
        for hidden in [
            "Ana\u{200B} Mora",
            "\u{202E}aroM anA",
            "Ana\u{2066}Mora",
            "Ana\tMora",
            "Ana\u{FEFF}",
            "Ana\u{00AD}Mora",
        ] {
            assert!(has_hidden_characters(hidden), "{hidden:?}");
        }
        for shown in ["José Ñúñez", "Zoë O'Brien-Smith", "李娜", "Ana Mora"] {
            assert!(!has_hidden_characters(shown), "{shown:?}");
        }
    }

    #[test]
    fn line_and_paragraph_separators_are_found() {
        for broken in ["Ana\u{2028}Mora", "Ana Mora\u{2029}", "\u{2028}"] {
            assert!(has_line_separator(broken), "{broken:?}");
        }
        for whole in ["Ana Mora", "José Ñúñez", "Ana\u{2027}Mora"] {
            assert!(!has_line_separator(whole), "{whole:?}");
        }
    }

    #[test]
    fn names_are_stored_composed() {
        let decomposed = "A\u{0301}na Mora";
        assert_eq!(normalized(decomposed), "\u{00C1}na Mora");
        assert_eq!(normalized("\u{00C1}na Mora"), "\u{00C1}na Mora");
        assert_eq!(normalized("Nun\u{0303}o"), "Nuño");
        assert_eq!(normalized("李娜"), "李娜");
    }

    #[test]
    fn the_same_name_to_a_reader() {
        // (name, another, the same?)
        let cases = [
            ("Ana Mora", "Ana Mora", true),
            ("Ana Mora", "ana mora", true),
            ("Ana Mora", "ANA MORA", true),
            ("Ana Mora", "Ána Mora", true),
            ("Ana Mora", "A\u{0301}na Mora", true),
            ("Ána Mora", "A\u{0301}na Mora", true),
            // Cyrillic capital and small a.
            ("Ana Mora", "\u{0410}na Mora", true),
            ("Ana Mora", "An\u{0430} Mor\u{0430}", true),
            // Greek capital omicron, and a zero.
            ("Ana Mora", "Ana M\u{039F}ra", true),
            ("Ana Mora", "Ana M0ra", true),
            ("Ana Mora", "Ana  Mora", true),
            ("Ana Mora", "Ana\u{00A0}Mora", true),
            ("Nuño Peña", "Nuno Pena", true),
            ("Zoë O'Brien", "Zoe O\u{2019}Brien", true),
            // Capital I looks like small l; it is small i ignoring case.
            ("Iris Solís", "lris Solis", true),
            ("Iris Solís", "iris solis", true),
            ("Ana Mora", "Ana Morales", false),
            ("Ana Mora", "Ana Mora Vargas", false),
            ("Ana Mora", "Ena Mora", false),
            ("Ana Mora", "AnaMora", false),
            ("José Ñúñez", "Josué Núñez", false),
            ("李娜", "李那", false),
        ];
        for (name, other, same) in cases {
            assert_eq!(same_name(name, other), same, "{name:?} vs {other:?}");
            assert_eq!(same_name(other, name), same, "{other:?} vs {name:?}");
        }
    }

    #[test]
    fn the_same_names_among_others_keep_their_order() {
        let others = [
            (1, "ana mora"),
            (2, "Beto Mora"),
            (3, "\u{0410}na Mora"),
            (4, "Ana Morales"),
        ];
        assert_eq!(
            same_names("Ána Mora", others),
            [(1, "ana mora"), (3, "\u{0410}na Mora")]
        );
        assert!(same_names("Carla Ruiz", others).is_empty());
    }

    #[test]
    fn names_equal_but_for_accents_keep_a_fixed_order() {
        assert_eq!(compare("Jose", "José"), Ordering::Less);
        assert_eq!(compare("José", "Jose"), Ordering::Greater);
        assert_eq!(compare("José", "José"), Ordering::Equal);
    }
}
