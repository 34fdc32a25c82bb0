//! A player's phone number (docs/rules.md#members), kept in the one form a `wa.me` link takes:
//! `+`, the country code and the number, digits only. The club is in Costa Rica, whose
//! numbers have 8 digits, so 8 digits without a country code are a Costa Rican number.

/// Costa Rica's country code, the club's.
pub const CLUB_COUNTRY_CODE: &str = "506";
/// The digits of a number in the club's country, without its country code.
pub const LOCAL_DIGITS: usize = 8;
/// The fewest digits an international number has, its country code included.
pub const MIN_DIGITS: usize = 8;
/// The most digits an international number has (ITU-T E.164).
pub const MAX_DIGITS: usize = 15;

/// `typed` as the club keeps it: `+50688881234`. Spaces, dashes, dots and brackets are
/// dropped; a leading `00` stands for `+`; 8 digits with no country code are Costa Rican.
/// `None` for anything else (letters, too few or too many digits).
pub fn normalized(typed: &str) -> Option<String> {
    let mut text: String = typed
        .chars()
        .filter(|c| !matches!(c, ' ' | '-' | '.' | '(' | ')' | '\u{a0}'))
        .collect();
    if let Some(rest) = text.strip_prefix("00") {
        text = format!("+{rest}");
    }
    let (international, digits) = match text.strip_prefix('+') {
        Some(digits) => (true, digits),
        None => (false, text.as_str()),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if international {
        (MIN_DIGITS..=MAX_DIGITS)
            .contains(&digits.len())
            .then(|| format!("+{digits}"))
    } else if digits.len() == LOCAL_DIGITS {
        Some(format!("+{CLUB_COUNTRY_CODE}{digits}"))
    } else if digits.len() == LOCAL_DIGITS + CLUB_COUNTRY_CODE.len()
        && digits.starts_with(CLUB_COUNTRY_CODE)
    {
        Some(format!("+{digits}"))
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_kept_with_their_country_code_and_digits_only() {
        let cases = [
            ("8888-1234", Some("+50688881234")),
            ("8888 1234", Some("+50688881234")),
            (" 88881234 ", Some("+50688881234")),
            ("+506 8888 1234", Some("+50688881234")),
            ("(506) 8888-1234", Some("+50688881234")),
            ("50688881234", Some("+50688881234")),
            ("00506 8888 1234", Some("+50688881234")),
            ("+1 (555) 010-9999", Some("+15550109999")),
            ("+34 612.345.678", Some("+34612345678")),
            ("8888-123", None),
            ("888812345", None),
            ("5551234567", None),
            ("+1234567", None),
            ("+1234567890123456", None),
            ("8888-12a4", None),
            ("+", None),
            ("", None),
            ("+506 8888 1234 ext 2", None),
            ("++50688881234", None),
        ];
        for (typed, kept) in cases {
            assert_eq!(normalized(typed).as_deref(), kept, "{typed:?}");
        }
    }
}
