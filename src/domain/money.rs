//! Money in whole colones (CRC): `₡10,000`, 'Free' for no buy-in, 'No Prize' for no bag.

/// An amount in colones with thousands separators: `₡10,000`, `-₡500`.
pub fn format_colones(amount: i64) -> String {
    let digits = amount.unsigned_abs().to_string();
    let mut grouped = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    let sign = if amount < 0 { "-" } else { "" };
    format!("{sign}₡{grouped}")
}

/// The buy-in as shown: 'Free' when there is none.
pub fn buy_in_label(amount: i64) -> String {
    if amount == 0 {
        "Free".to_string()
    } else {
        format_colones(amount)
    }
}

/// The bag price as shown: 'No Prize' when there is none.
pub fn bag_price_label(amount: i64) -> String {
    if amount == 0 {
        "No Prize".to_string()
    } else {
        format_colones(amount)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colones() {
        let table = [
            (0, "₡0"),
            (5, "₡5"),
            (999, "₡999"),
            (1000, "₡1,000"),
            (10000, "₡10,000"),
            (250000, "₡250,000"),
            (1234567, "₡1,234,567"),
            (-5000, "-₡5,000"),
        ];
        for (amount, text) in table {
            assert_eq!(format_colones(amount), text);
        }
    }

    #[test]
    fn free_and_no_prize() {
        assert_eq!(buy_in_label(0), "Free");
        assert_eq!(buy_in_label(10000), "₡10,000");
        assert_eq!(bag_price_label(0), "No Prize");
        assert_eq!(bag_price_label(50000), "₡50,000");
    }
}
