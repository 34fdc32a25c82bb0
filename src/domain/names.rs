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
    fn names_equal_but_for_accents_keep_a_fixed_order() {
        assert_eq!(compare("Jose", "José"), Ordering::Less);
        assert_eq!(compare("José", "Jose"), Ordering::Greater);
        assert_eq!(compare("José", "José"), Ordering::Equal);
    }
}
