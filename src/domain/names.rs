//! The alphabetical order of people's names, as a Spanish-speaking club reads it.
//!
//! Case and accents do not count (Álvaro sorts with Alba, not after Zoe), and ñ is its own
//! letter after n (Nuño after Nuno). Rankings, group tables and player lists all use this
//! order when names decide.

use std::cmp::Ordering;

/// The key that orders `name` alphabetically: lower case, accents removed, ñ after n.
pub fn sort_key(name: &str) -> String {
    let mut key = String::with_capacity(name.len());
    for c in name.chars().flat_map(char::to_lowercase) {
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
    key
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
    fn names_equal_but_for_accents_keep_a_fixed_order() {
        assert_eq!(compare("Jose", "José"), Ordering::Less);
        assert_eq!(compare("José", "Jose"), Ordering::Greater);
        assert_eq!(compare("José", "José"), Ordering::Equal);
    }
}
