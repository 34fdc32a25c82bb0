//! Amounts of colones and other counts as each language writes them, one form per language
//! everywhere the club writes one (the pages, the rules text, link previews): English
//! `₡10,000`, Spanish (Costa Rica) `₡10 000` with a no-break space between groups of three, as
//! the `es-CR` locale writes it. The UI writes the same forms (ui/src/lib/money.ts).

use super::language::Lang;

/// The character between groups of three digits in Spanish: a no-break space, so an amount
/// never breaks over two lines.
pub const SPANISH_GROUP_SEPARATOR: char = '\u{a0}';

/// A whole number with its thousands grouped: `1,250,000` / `1 250 000`.
pub fn grouped(value: i64, lang: Lang) -> String {
    let separator = match lang {
        Lang::En => ',',
        Lang::Es => SPANISH_GROUP_SEPARATOR,
    };
    let digits = value.unsigned_abs().to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 1);
    if value < 0 {
        out.push('-');
    }
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(separator);
        }
        out.push(digit);
    }
    out
}

/// Whole colones with the colón sign: `₡10,000` / `₡10 000`; a negative amount `-₡30`.
pub fn colones(amount: i64, lang: Lang) -> String {
    let sign = if amount < 0 { "-" } else { "" };
    let digits = grouped(amount, lang);
    format!("{sign}₡{}", digits.trim_start_matches('-'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colones_are_written_one_way_per_language() {
        let cases: [(i64, &str, &str); 9] = [
            (0, "₡0", "₡0"),
            (100, "₡100", "₡100"),
            (1000, "₡1,000", "₡1\u{a0}000"),
            (5000, "₡5,000", "₡5\u{a0}000"),
            (10_000, "₡10,000", "₡10\u{a0}000"),
            (15_000, "₡15,000", "₡15\u{a0}000"),
            (1_250_000, "₡1,250,000", "₡1\u{a0}250\u{a0}000"),
            (-30, "-₡30", "-₡30"),
            (-1_234_567, "-₡1,234,567", "-₡1\u{a0}234\u{a0}567"),
        ];
        for (amount, english, spanish) in cases {
            assert_eq!(colones(amount, Lang::En), english);
            assert_eq!(colones(amount, Lang::Es), spanish);
        }
        assert_eq!(grouped(i64::MIN, Lang::En), "-9,223,372,036,854,775,808");
    }

    /// Every amount the rules texts write: `₡10 000`, and `10 000` before `colones`.
    fn amounts(text: &str) -> Vec<&str> {
        let in_amount = |c: char| {
            c.is_ascii_digit() || c == '₡' || [',', '.', ' ', SPANISH_GROUP_SEPARATOR].contains(&c)
        };
        let mut found = Vec::new();
        let mut rest = text;
        while let Some(start) = rest.find(|c: char| c.is_ascii_digit() || c == '₡') {
            let run = &rest[start..];
            let len = run.find(|c: char| !in_amount(c)).unwrap_or(run.len());
            let amount = run[..len].trim_end_matches(|c: char| !c.is_ascii_digit());
            let after = &run[amount.len()..];
            if amount.starts_with('₡') || after.starts_with(" colones") {
                found.push(amount);
            }
            rest = &run[len.max(1)..];
        }
        found
    }

    #[test]
    fn the_rules_texts_write_money_as_the_pages_do() {
        let texts = [
            (Lang::Es, include_str!("../../assets/tournament-rules.txt")),
            (
                Lang::En,
                include_str!("../../assets/tournament-rules.en.txt"),
            ),
        ];
        for (lang, text) in texts {
            let found = amounts(text);
            assert!(
                found.len() >= 4,
                "{lang:?}: the fees are written: {found:?}"
            );
            for amount in found {
                let value: i64 = amount
                    .chars()
                    .filter(char::is_ascii_digit)
                    .collect::<String>()
                    .parse()
                    .unwrap();
                let expected = if amount.starts_with('₡') {
                    colones(value, lang)
                } else {
                    grouped(value, lang)
                };
                assert_eq!(amount, expected, "{lang:?}");
            }
        }
    }
}
